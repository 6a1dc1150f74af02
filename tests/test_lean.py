"""The lean path (flat tuples, no events) against the traced engine, every ply.

Random games of every variant over a spread of options: at each ply the lean state and the
position reached by ``Position.play`` (which records every seed) must hold the same pits,
stores, player to move, flags and ending, and offer the same moves.
"""

from __future__ import annotations

import random

import pytest

from mancala_teach import Position, variant
from mancala_teach.lean import AGAIN, LAST_CHANCE, OVER, SWAP_OPEN, LeanGame, lean
from variant_specs import spread

SPECS = spread(7, kalah=30, oware=30, lane=10, giuthi=12)
GAMES = {"kalah": 40, "oware": 25, "wari": 25, "lane-ignorant": 12, "lane-wise": 12,
         "giuthi": 20}


def agree(pos: Position, game: LeanGame, extra_turn: bool) -> None:
    st = game.state
    fast = game.lean
    pits, stores, to_move, flags = fast.unpack(st)
    where = pos.notation()
    assert pits == pos.pits and stores == pos.stores, where
    assert to_move == pos.to_move, where
    assert bool(flags & OVER) == pos.is_over, where
    if pos.is_over:
        lean_outcome = fast.outcome(st)
        assert lean_outcome == pos.outcome and lean_outcome.why == pos.outcome.why, where
        assert game.moves() == () and pos.legal_moves() == ()
        return
    assert bool(flags & LAST_CHANCE) == pos.last_chance, where
    assert bool(flags & SWAP_OPEN) == pos.swap_open, where
    assert bool(flags & AGAIN) == extra_turn, where
    assert [fast.move(c) for c in game.moves()] == list(pos.legal_moves()), where


def play_both(spec: str, seed: int) -> int:
    rng = random.Random(seed)
    rules = variant(spec)
    pos = Position.start(rules)
    game = LeanGame(rules)
    agree(pos, game, False)
    plies = 0
    while not pos.is_over:
        move = rng.choice(pos.legal_moves())
        after, trace = pos.play(move)
        game.play(game.lean.code(move))
        again = trace.extra_turn and not after.is_over and after.to_move == pos.to_move
        agree(after, game, again)
        pos = after
        plies += 1
    return plies


@pytest.mark.parametrize("spec", SPECS)
def test_lean_path_agrees_with_the_traced_engine_every_ply(spec):
    games = GAMES[spec.split()[0]]
    assert sum(play_both(spec, seed) for seed in range(games)) >= games   # every game moved


# 128 seeds or more: counts take 16 bits, so every table and mask is laid out differently.
WIDE = ["kalah pits=10 seeds=10", "kalah pits=9 seeds=10 pie_rule=yes game_end=one_last_move "
        "leftovers=first_to_empty finish_at_majority=yes capture_empty_opposite=yes",
        "oware pits=10 seeds=10", "oware pits=8 seeds=10 grand_slam=spare_first",
        "wari pits=9 seeds=10 grand_slam=opponent_takes_rest", "kalah pits=10 seeds=10 teams=yes",
        "four-sided pits=6 seeds=10 game_end=board_empty"]


@pytest.mark.parametrize("spec", WIDE)
def test_lean_path_agrees_on_boards_of_128_seeds_or_more(spec):
    assert variant(spec).total_seeds >= 128
    assert sum(play_both(spec, seed) for seed in range(4)) >= 4


def test_lean_state_round_trips_through_positions():
    """A position's lean state, played on, gives the same position as Position.after."""
    rng = random.Random(3)
    for spec in ("kalah", "oware", "lane-wise", "giuthi", "kalah pie_rule=yes"):
        pos = Position.start(variant(spec))
        fast = lean(pos.rules)
        assert fast.state_of(pos) == fast.start()
        for _ in range(30):
            if pos.is_over:
                break
            move = rng.choice(pos.legal_moves())
            state = fast.play(fast.state_of(pos), fast.code(move))
            after = pos.after(move)
            if not after.is_over:   # a repetition ending is applied by LeanGame
                assert fast.unpack(state)[0] == after.pits
            pos = after
