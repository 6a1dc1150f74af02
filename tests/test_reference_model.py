"""The engine against a plain second model of every game (``reference_model.py``).

Random games of every variant over a spread of options, every ply compared: the legal moves,
then the board, stores, player to move, turn count, last-chance and swap flags, and how the
game ended. The two share no code, so a slip in either shows up as a disagreement.
"""

from __future__ import annotations

import random

import pytest

from mancala_teach import SWAP, Position, variant
from reference_model import Reference
from reference_model import SWAP as REF_SWAP
from variant_specs import spread

MAX_PLIES = 3000


def _same(pos: Position, ref: Reference, s: dict) -> None:
    where = pos.notation()
    assert list(pos.pits) == s["pits"], where
    assert list(pos.stores) == s["stores"], where
    assert pos.to_move == s["to_move"], where
    assert pos.turn == s["turn"], where
    assert pos.last_chance == s["last_chance"], where
    assert pos.swap_open == s["swap_open"], where
    if s["over"] is None:
        assert pos.outcome is None, where
    else:
        termination, scores = s["over"]
        assert pos.outcome is not None, where
        assert (pos.outcome.termination.value, pos.outcome.scores) == (termination, scores), where


def _as_ref(move):
    return REF_SWAP if move == SWAP else (move.pit, move.direction)


def play_against_reference(spec: str, seed: int) -> int:
    rng = random.Random(seed)
    pos = Position.start(variant(spec))
    ref = Reference(pos.rules)
    s = ref.start(pos)
    for ply in range(MAX_PLIES):
        _same(pos, ref, s)
        legal = pos.legal_moves()
        assert sorted(map(_as_ref, legal), key=str) == sorted(ref.moves(s), key=str), \
            pos.notation()
        if not legal:
            return ply
        move = rng.choice(legal)
        pos = pos.after(move)
        s = ref.play(s, _as_ref(move))
    raise AssertionError(f"{spec} did not end in {MAX_PLIES} plies")


SPECS = spread(2024) + [                 # set-ups the same on both sides: a swap changes nothing
    "lane-ignorant setup=6,6,6,6,6,6,6,6,6,6,6,6 start=any",
    "lane-ignorant setup=13,3,3,8,4,5,13,3,3,8,4,5"]
GAMES_PER_SPEC = {"kalah": 40, "oware": 30, "wari": 30, "lane-ignorant": 20, "lane-wise": 20,
                  "giuthi": 25}


@pytest.mark.parametrize("spec", SPECS)
def test_engine_agrees_with_the_reference_model_every_ply(spec):
    games = GAMES_PER_SPEC[spec.split()[0]]
    plies = sum(play_against_reference(spec, seed) for seed in range(games))
    assert plies > games   # the games really were played


def test_the_games_compared_cover_every_ending():
    """The random games above reach every way a game can end that they can reach at all."""
    endings = set()
    for spec in SPECS:
        for seed in range(3):
            rng = random.Random(seed)
            pos = Position.start(variant(spec))
            while not pos.is_over:
                pos = pos.after(rng.choice(pos.legal_moves()))
            endings.add(pos.outcome.termination.value)
    assert {"side_empty", "majority", "cannot_feed", "repetition", "board_cleared",
            "few_seeds"} <= endings
