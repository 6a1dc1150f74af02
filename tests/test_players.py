"""Computer players: legal moves in every variant, repeatable, reasons that match the trace."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mancala_teach import GameOverError, InvalidOptionError, Position, new_game, variant
from mancala_teach import events as E
from mancala_teach.players import LEVELS, choose_move, find_level, hint, player, plays_perfectly
from mancala_teach.players.matches import match
from mancala_teach.players.solver import SolveTooBigError, solve
from test_conformance import ALL_RULES

FAST = {"seconds": 5.0, "nodes": 400}     # strongest, on a small budget: the same everywhere


def position_after(rules, seed: int, plies: int) -> Position:
    rng = random.Random(seed)
    pos = Position.start(rules)
    for _ in range(plies):
        if pos.is_over:
            break
        pos = pos.after(rng.choice(pos.legal_moves()))
    return pos


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=ALL_RULES, seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 60),
       level=st.sampled_from([lv.name for lv in LEVELS]))
def test_every_level_plays_a_legal_move_in_every_variant(rules, seed, plies, level):
    pos = position_after(rules, seed, plies)
    if pos.is_over:
        with pytest.raises(GameOverError):
            choose_move(pos, level)
        return
    if level == "perfect" and not plays_perfectly(rules):
        with pytest.raises(SolveTooBigError, match="the perfect player|The perfect player"):
            choose_move(pos, level)
        return
    choice = choose_move(pos, level, seed=seed, **FAST)
    assert choice.move in pos.legal_moves()
    assert choice.trace.before == pos and choice.trace.move == choice.move
    assert choice.reason.endswith(".") and "\n" not in choice.reason


@pytest.mark.parametrize("spec, a, b", [
    ("kalah", "greedy", "thinks ahead"), ("oware", "greedy", "thinks ahead"),
    ("wari grand_slam=forbidden", "greedy", "thinks ahead"),
    ("kalah pie_rule=yes pits=4", "greedy", "thinks ahead"),
    ("lane-wise", "random", "greedy"), ("lane-ignorant", "random", "greedy"),
    ("giuthi", "random", "greedy")])
def test_whole_games_between_levels_end_with_legal_moves(spec, a, b):
    rules = variant(spec)
    s = match(rules, a, b, 2, seed=3)
    assert s.games == 2 and s.wins(0) + s.wins(1) + s.draws == 2


@pytest.mark.parametrize("level", [lv.name for lv in LEVELS if not lv.small_boards_only])
def test_the_same_seed_gives_the_same_move(level):
    for spec, plies in (("kalah", 7), ("oware", 15), ("giuthi", 4)):
        pos = position_after(variant(spec), 5, plies)
        a = choose_move(pos, level, seed=11, **FAST)
        b = choose_move(pos, level, seed=11, **FAST)
        assert (a.move, a.reason, a.value) == (b.move, b.reason, b.value)


def test_seeds_break_ties_differently():
    """In Oware's opening every move is as good as another to a shallow search: different
    seeds pick different ones, each time the same for the same seed."""
    pos = new_game("oware")
    picks = {choose_move(pos, "random", seed=s).move for s in range(20)}
    assert len(picks) > 3
    picks = {choose_move(pos, "thinks ahead", seed=s).move for s in range(20)}
    assert len(picks) > 1


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def check_reason(choice) -> None:
    """Every clause of the reason is true of the trace."""
    trace, reason = choice.trace, choice.reason
    mover = trace.before.to_move
    first_clause = reason.split(", and then")[0]
    captured = sum(c.total for c in trace.captures if c.player == mover)
    m = re.search(r"capture (\d+) seeds?", first_clause)
    assert (m is not None) == (captured > 0), reason
    if m:
        assert int(m.group(1)) == captured, reason
    assert ("go again" in first_clause) == trace.extra_turn, reason
    m = re.search(r"drop (\d+) seeds? in", reason)
    if m:
        assert int(m.group(1)) == len([e for e in trace.events
                                       if isinstance(e, E.SowStore) and e.player == mover])
    if trace.after.is_over:
        assert "the game ends" in reason
        s = trace.after.outcome.scores
        assert _numbers(reason.split("the game ends")[1])[:2] == [s[mover], s[1 - mover]]
    else:
        assert "the game ends" not in reason
    if m := re.search(r"lands in (my|your) empty pit ([A-T])", reason):
        assert trace.last_drop.pit == "ABCDEFGHIJKLMNOPQRST".index(m.group(2))
    if "then I can capture" in reason or "then you can capture" in reason:
        assert trace.extra_turn


@pytest.mark.parametrize("spec", ["kalah", "oware", "wari", "lane-wise", "giuthi",
                                  "kalah capture_empty_opposite=yes pits=4 seeds=3",
                                  "kalah pits=3 seeds=2",
                                  "kalah capture_empty_opposite=yes pits=2 seeds=3"])
def test_reasons_match_the_trace(spec):
    rules = variant(spec)
    rng = random.Random(1)
    seen = set()
    quick = rules.variant in ("kalah", "oware", "wari")
    levels = [lv.name for lv in LEVELS if (quick or lv.name != "thinks ahead")
              and (plays_perfectly(rules) or not lv.small_boards_only)]
    for game in range(6 if quick else 2):
        pos = Position.start(rules)
        while not pos.is_over:
            level = rng.choice(levels)
            c = choose_move(pos, level, seed=game, **FAST)
            check_reason(c)
            seen.update(k for k in ("capture", "go again", "game ends", "store")
                        if k in c.reason)
            pos = pos.after(c.move)
    assert "game ends" in seen and "capture" in seen


def test_reasons_in_the_issues_words():
    """The issue's example shape: into the store, another turn, then a capture."""
    rules = variant("kalah")
    only_move = Position.of(rules, [0, 0, 0, 0, 1, 0] + [3, 3, 3, 3, 3, 3], (15, 14))
    assert choose_move(only_move, "strongest").reason == (
        "I chose pit E: my last seed lands in my empty pit F, so I capture 4 seeds, the game "
        "ends and I lose 19 to 29.")
    pos = Position.of(rules, [0, 0, 1, 0, 0, 1] + [0, 1, 3, 0, 0, 2], (20, 20))
    for seed in range(5):
        assert choose_move(pos, "strongest", nodes=3000, seed=seed).reason == (
            "I chose pit F: my last seed lands in my store, so I go again, and then I can "
            "capture 4 seeds.")


def test_a_hint_speaks_to_the_student():
    h = hint(new_game("kalah"), "greedy")
    assert h.reason == "Try pit C: your last seed lands in your store, so you go again."


def test_greedy_takes_the_most_seeds_this_turn():
    rng = random.Random(4)
    for _ in range(40):
        pos = position_after(variant("kalah"), rng.randrange(10**6), rng.randrange(30))
        if pos.is_over:
            continue
        gains = {m: pos.after(m).stores[pos.to_move] - pos.stores[pos.to_move]
                 for m in pos.legal_moves()}
        move = choose_move(pos, "greedy", seed=rng.randrange(99)).move
        assert gains[move] == max(gains.values())


def test_each_level_beats_the_one_below_in_a_short_match():
    """A small version of benchmarks/players.py: 10 games each, seats swapped."""
    rules = variant("kalah")
    assert match(rules, "greedy", "random", 10, seed=1).wins(0) >= 8
    assert match(rules, "thinks ahead", "greedy", 10, seed=1).wins(0) >= 6


def test_a_player_function_for_widgets_and_matches():
    choose = player("greedy", seed=2)
    move, reason = choose(new_game("kalah"))
    assert str(move) == "C" and reason.startswith("I chose pit C")
    assert choose.level == "greedy"


def test_levels_by_name_and_bad_input():
    assert find_level("Thinks-Ahead").name == "thinks ahead"
    assert find_level("hard").name == "strongest"
    with pytest.raises(InvalidOptionError, match="no computer level called 'wizard'; choose "
                                                 "one of: random, greedy, thinks ahead, "
                                                 "strongest, perfect"):
        find_level("wizard")
    pos = new_game("kalah")
    for bad in ({"nodes": 0}, {"nodes": 2.5}, {"seconds": 0}, {"person": "they"}):
        with pytest.raises(InvalidOptionError):
            choose_move(pos, "strongest", **bad)
    with pytest.raises(InvalidOptionError, match="needs a position"):
        choose_move("kalah", "greedy")


# --- the perfect player (issue 12, item 3 in the players) ---------------------------------

SMALL = ["kalah pits=2 seeds=3", "kalah pits=3 seeds=2", "kalah pits=4 seeds=1",
         "kalah capture_empty_opposite=yes pits=3 seeds=2",
         "kalah capture_empty_opposite=yes pits=2 seeds=3"]


def value_of(position: Position, move) -> int:
    """The final margin for the player to move in ``position`` if ``move`` is played and
    both sides then play perfectly (from the solver, one move deeper)."""
    me = position.to_move
    after = position.after(move)
    if after.is_over:
        s = after.outcome.scores
        return s[me] - s[1 - me]
    margin = solve(after).margin
    return margin if after.to_move == me else -margin


@pytest.mark.parametrize("spec", SMALL)
def test_the_perfect_player_never_gives_away_seeds(spec):
    """In positions from random games, its move is worth as much as the best move: no other
    move ends the game with a better margin for it."""
    rules = variant(spec)
    assert plays_perfectly(rules)
    rng = random.Random(spec)
    checked = 0
    for game in range(4):
        pos = Position.start(rules)
        while not pos.is_over:
            values = {m: value_of(pos, m) for m in pos.legal_moves()}
            choice = choose_move(pos, "perfect", seed=game)
            assert values[choice.move] == max(values.values()), (pos, values, choice.move)
            assert choice.expects_to_win == (True if max(values.values()) > 0 else False
                                             if max(values.values()) < 0 else None)
            checked += 1
            pos = pos.after(rng.choice(pos.legal_moves()))
    assert checked >= 12


@pytest.mark.parametrize("spec", SMALL)
def test_two_perfect_players_reach_the_solved_result(spec):
    rules = variant(spec)
    start = Position.start(rules)
    margin = solve(start).margin
    s = match(rules, "perfect", "perfect", 2, seed=5)
    for _, result in s.results:
        first = rules.first_player
        assert result.scores[first] - result.scores[1 - first] == margin


def test_the_perfect_players_reason_says_how_the_game_ends():
    rules = variant("kalah pits=3 seeds=2")
    pos = Position.start(rules)
    while not pos.is_over:
        c = choose_move(pos, "perfect", seed=1)
        check_reason(c)
        margin = solve(pos).margin
        if not c.trace.after.is_over:
            seeds = "1 seed" if abs(margin) == 1 else f"{abs(margin)} seeds"
            winner = ("I" if margin > 0 else "North" if pos.to_move == 0 else "South")
            words = "draw" if margin == 0 else f"{winner} (can |can still )?win by {seeds}"
            assert re.search(words, c.reason), (c.reason, margin)
        pos = pos.after(c.move)
    h = hint(Position.start(rules), "perfect")
    assert h.reason.startswith("Try pit ") and "you can win by" in h.reason


def test_the_perfect_player_refuses_a_big_board_in_one_sentence():
    with pytest.raises(SolveTooBigError) as info:
        choose_move(new_game("kalah"), "perfect")
    text = str(info.value)
    assert text == ("Kalah with 6 pits a side and 4 seeds a pit is too big for the perfect "
                    "player: choose a smaller board (3 pits with 2 seeds, say) or the level "
                    "'strongest'.")
    assert not plays_perfectly(variant("kalah"))
