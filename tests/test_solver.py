"""The exact solver: published values, a plain exhaustive search, its moves against the engine.

Published values (``published_kalah``): A. Irving, H. H. L. M. Donkers and J. W. H. M.
Uiterwijk (2000), "Solving Kalah", ICGA Journal 23(3):139-147, Table 10 (win, draw or loss for
the first player, pits m by seeds n) and Table 9 (the first player's final margin, and one
perfect game per entry), played with the empty-capture rule: our
``capture_empty_opposite=yes``.
"""

from __future__ import annotations

import random

import pytest

from mancala_teach import InvalidOptionError, MancalaError, Position, new_game, variant
from mancala_teach.errors import GameOverError
from mancala_teach.players import (SOLVABLE, Solution, SolveTooBigError, perfect_move, solvable,
                                   solve, who_wins)
from mancala_teach.players.solver import KalahSolver, load_cache
from published_kalah import PUBLISHED, TABLE_9, TABLE_9_GAMES, TABLE_10
from test_players import position_after

RESULT = {"W": "win", "D": "draw", "L": "loss"}
# Solved live here (each at most about a second on a quiet machine); the rest via the cache,
# which benchmarks/solver.py fills (it also finishes these four; not (5,5), (5,6), (6,4), (6,5)).
LIVE = [(m, n) for m, n in PUBLISHED if m <= 3 or m * n <= 12 or (m, n) in ((4, 4), (5, 3))]
CACHED = [(4, 5), (4, 6), (5, 4), (6, 3)]


def paper(m: int, n: int) -> Position:
    return new_game("kalah", pits=m, seeds=n, capture_empty_opposite=True)


def published_result(m: int, n: int) -> str:
    return RESULT[TABLE_10[m][n - 1]]


# --- a deliberately plain exhaustive search over the public API -----------------------------------

def south_value(pos: Position, memo: dict) -> int:
    """South's final store difference with perfect play: plain minimax over after() and
    legal_moves(). The memo is keyed by everything the future can depend on, the repetition
    history included, so it only saves repeated work."""
    if pos.is_over:
        return pos.stores[0] - pos.stores[1]
    key = (pos.pits, pos.stores, pos.to_move, pos.flags & 7, pos.turn == 0, pos.history)
    if key not in memo:
        values = [south_value(pos.after(m), memo) for m in pos.legal_moves()]
        memo[key] = max(values) if pos.to_move == 0 else min(values)
    return memo[key]


def plain_solution(pos: Position) -> tuple[int, tuple]:
    """(margin for the player to move, best moves in board order) by the plain search."""
    memo: dict = {}
    sign = 1 if pos.to_move == 0 else -1
    values = {m: sign * south_value(pos.after(m), memo) for m in pos.legal_moves()}
    best = max(values.values())
    return best, tuple(m for m in pos.legal_moves() if values[m] == best)


random_position = position_after   # a position some random plies into a game


# --- published values ----------------------------------------------------------------------------

@pytest.mark.parametrize("m, n", LIVE)
def test_live_values_match_table_10_and_table_9(m, n):
    solution = solve(paper(m, n))
    assert solution.result == published_result(m, n)
    if (m, n) in TABLE_9:
        assert solution.margin == TABLE_9[m, n]
    assert solution.best_moves and solution.positions > 0


@pytest.mark.parametrize("m, n", sorted(TABLE_9_GAMES))
def test_table_9_games_replay_to_the_margin_and_every_move_is_perfect(m, n):
    pos = paper(m, n)
    for turn, holes in enumerate(TABLE_9_GAMES[m, n].split("-")):
        for hole in holes:
            assert pos.to_move == turn % 2
            move = pos.rules.pits_per_side * pos.to_move + int(hole)
            assert move in [mv.pit for mv in solve(pos).best_moves]
            pos = pos.after(move)
    assert pos.is_over
    assert pos.stores[0] - pos.stores[1] == TABLE_9[m, n]


def test_the_cache_agrees_with_the_published_tables():
    cache = load_cache()
    checked = set()
    for m, n in PUBLISHED:
        entry = cache.get(paper(m, n).rules.spec())
        if entry is None:
            continue
        margin = entry["margin"]
        assert ("win" if margin > 0 else "loss" if margin < 0 else "draw") == \
            published_result(m, n), (m, n)
        if (m, n) in TABLE_9:
            assert margin == TABLE_9[m, n], (m, n)
        checked.add((m, n))
    assert checked >= {*LIVE, *CACHED}


def test_the_cache_holds_what_the_solver_computes():
    cache = load_cache()
    assert cache, "the shipped cache is empty: run benchmarks/solver.py --write-cache"
    for spec, entry in cache.items():
        rules = variant(spec)
        if not solvable(rules):
            continue     # the costly ones: recomputed by benchmarks/solver.py
        solution = solve(Position.start(rules))
        assert entry["margin"] == solution.margin, spec
        assert entry["best_moves"] == [m.name() for m in solution.best_moves], spec
        assert entry["positions"] == solution.positions, spec


def test_who_wins_reads_the_cache_and_solves_the_rest_live():
    cache = load_cache()
    spec, entry = next(iter(cache.items()))
    cached = who_wins(spec)
    assert isinstance(cached, Solution)
    assert (cached.margin, cached.positions) == (entry["margin"], entry["positions"])
    assert [m.name() for m in cached.best_moves] == entry["best_moves"]
    rules = variant("kalah pits=2 seeds=3 pie_rule=yes")
    assert rules.spec() not in cache
    live = who_wins(rules)
    assert (live.margin, live.best_moves) == plain_solution(Position.start(rules))


# --- the solver against a plain exhaustive search ---------------------------------------------

@pytest.mark.parametrize("empty", ["yes", "no"])
@pytest.mark.parametrize("m, n", [(1, 3), (2, 2), (2, 3), (3, 1), (3, 2)])
def test_kalah_starts_agree_with_a_plain_search(m, n, empty):
    start = new_game("kalah", pits=m, seeds=n, capture_empty_opposite=empty)
    solution = solve(start)
    assert (solution.margin, solution.best_moves) == plain_solution(start)


@pytest.mark.parametrize("spec", ["kalah pits=4 seeds=3", "kalah pits=4 seeds=3 "
                                  "capture_empty_opposite=yes", "kalah pits=6 seeds=2",
                                  "kalah pits=5 seeds=3 capture_empty_opposite=yes"])
def test_kalah_middle_games_agree_with_a_plain_search(spec):
    rules = variant(spec)
    checked = 0
    for seed in range(60):
        pos = random_position(rules, seed, 12 + seed % 10)
        if pos.is_over or not 4 <= sum(pos.pits) <= 10:
            continue
        solution = solve(pos)
        assert (solution.margin, solution.best_moves) == plain_solution(pos), (seed, pos)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("spec", ["kalah pits=2 seeds=2 pie_rule=yes",
                                  "kalah pits=3 seeds=1 game_end=one_last_move",
                                  "kalah pits=2 seeds=3 leftovers=first_to_empty",
                                  "kalah pits=3 seeds=2 finish_at_majority=yes"])
def test_other_kalah_options_agree_with_a_plain_search(spec):
    start = Position.start(variant(spec))
    solution = solve(start)
    assert (solution.margin, solution.best_moves) == plain_solution(start)


@pytest.mark.parametrize("spec", ["oware pits=1 seeds=3", "oware pits=2 seeds=1",
                                  "wari pits=2 seeds=1"])
def test_oware_starts_agree_with_a_search_over_the_full_history(spec):
    start = Position.start(variant(spec))
    solution = solve(start)
    assert (solution.margin, solution.best_moves) == plain_solution(start)


@pytest.mark.parametrize("spec, most", [("oware pits=2 seeds=2", 6), ("oware pits=2 seeds=3", 6),
                                        ("oware pits=2 seeds=4", 6), ("wari pits=2 seeds=3", 6),
                                        ("oware pits=3 seeds=1", 3), ("oware pits=3 seeds=2", 3)])
def test_oware_middle_games_agree_with_a_search_over_the_full_history(spec, most):
    # The plain search's memo holds whole histories, so it stays small only with few seeds.
    rules = variant(spec)
    checked = 0
    for seed in range(60):
        pos = random_position(rules, seed, 4 + seed % 16)
        if pos.is_over or sum(pos.pits) > most:
            continue
        solution = solve(pos)
        assert (solution.margin, solution.best_moves) == plain_solution(pos), (seed, pos)
        checked += 1
    assert checked >= 3


def test_oware_history_changes_the_value_and_the_solver_follows_it():
    """The same pits, stores and mover, with the game's history and with none: where the
    values differ, each agrees with the plain search over the full history."""
    rules = variant("oware pits=3 seeds=1")
    differing = 0
    for seed in range(300):
        pos = random_position(rules, seed, 2 + seed % 20)
        if pos.is_over or len(pos.history) < 2 or sum(pos.pits) > 4:
            continue
        fresh = Position.of(rules, pos.pits, pos.stores, pos.to_move)
        assert len(fresh.history) == 1
        with_history, without = solve(pos), solve(fresh)
        if with_history.margin == without.margin:
            continue
        assert (with_history.margin, with_history.best_moves) == plain_solution(pos), seed
        assert (without.margin, without.best_moves) == plain_solution(fresh), seed
        differing += 1
        if differing == 3:
            break
    assert differing == 3


# --- the Kalah solver's moves (the lean path's, mirrored) against the engine, every ply -------------

@pytest.mark.parametrize("spec", ["kalah pits=3 seeds=4", "kalah pits=6 seeds=4",
                                  "kalah pits=4 seeds=6 capture_empty_opposite=yes",
                                  "kalah pits=2 seeds=9"])
def test_the_kalah_solvers_moves_agree_with_the_engine_on_every_ply(spec):
    rules = variant(spec)
    solver = KalahSolver(rules)
    n = rules.pits_per_side
    rng = random.Random(spec)
    for _ in range(30):
        pos = Position.start(rules)
        while not pos.is_over:
            p = pos.to_move
            seeds = sum(pos.pits)
            banked = pos.stores[p] - pos.stores[1 - p]
            kids = solver.children(solver.pack(pos.pits, p), seeds)
            assert [i + n * p for *_, i in kids] == [m.pit for m in pos.legal_moves()]
            for _, kind, gain, y, i in kids:
                after = pos.after(i + n * p)
                margin = after.stores[p] - after.stores[1 - p]
                if kind == 0:
                    assert after.is_over and margin == banked + gain
                else:
                    assert not after.is_over and margin == banked + gain
                    assert after.to_move == (p if kind == 2 else 1 - p)
                    assert y == solver.pack(after.pits, after.to_move)
            pos = pos.after(rng.choice(pos.legal_moves()))


# --- the API ------------------------------------------------------------------------------------

def test_best_moves_are_in_board_order_and_perfect_move_picks_one_by_seed():
    start = paper(5, 1)
    best = solve(start).best_moves
    assert list(best) == sorted(best, key=lambda m: m.pit) and len(best) >= 2
    picks = {perfect_move(start, seed=s) for s in range(30)}
    assert picks == set(best)
    assert perfect_move(start, seed=7) == perfect_move(start, seed=7)


def test_a_mid_game_margin_counts_the_seeds_already_banked():
    pos = paper(3, 2)
    while not pos.is_over and sum(pos.stores) == 0:
        pos = pos.after(solve(pos).best_moves[0])
    assert sum(pos.stores) > 0
    assert solve(pos).margin == plain_solution(pos)[0]


def test_a_finished_game_has_its_margin_and_no_moves():
    pos = paper(1, 1)
    while not pos.is_over:
        pos = pos.after(pos.legal_moves()[0])
    solution = solve(pos)
    assert solution.best_moves == () and solution.positions == 0
    with pytest.raises(GameOverError):
        perfect_move(pos)


def test_too_big_and_unknown_games_say_so_in_one_sentence():
    with pytest.raises(SolveTooBigError, match=r"^This board is too big .*\.$"):
        solve(new_game("kalah", pits=4, seeds=4), max_positions=100)
    with pytest.raises(SolveTooBigError, match="only knows Kalah"):
        solve(new_game("giuthi"))
    assert issubclass(SolveTooBigError, MancalaError)
    for bad in (0, -3, 2.5, True, "many"):
        with pytest.raises(InvalidOptionError, match="max_positions"):
            solve(paper(2, 2), max_positions=bad)
    with pytest.raises(InvalidOptionError, match="needs a position"):
        solve("kalah")
    with pytest.raises(InvalidOptionError, match="who_wins needs"):
        who_wins(42)
    with pytest.raises(InvalidOptionError, match="solvable needs"):
        solvable(None)
    with pytest.raises(SolveTooBigError, match="within 1000 positions"):
        who_wins("kalah pits=6 seeds=6", max_positions=1000)


def test_solvable_offers_the_perfect_player_only_where_a_live_solve_is_quick():
    assert SOLVABLE is solvable
    assert solvable("kalah pits=3 seeds=3") and solvable(variant("kalah pits=6 seeds=2"))
    assert not solvable("kalah") and not solvable("giuthi") and not solvable("oware")


# --- every call stops within its budget (issue 22 item 8) ----------------------------------------

BUDGET_CHILD = r"""
import resource, sys
limit = 1 << 30                         # 1 GiB of address space for this whole process
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from mancala_teach import new_game
from mancala_teach.players import SolveTooBigError, solve, who_wins
calls = {"who_wins oware": lambda: who_wins("oware"),
         "who_wins wari": lambda: who_wins("wari"),
         "oware within 1000": lambda: solve(new_game("oware"), max_positions=1000),
         "kalah 10 x 10": lambda: solve(new_game("kalah", pits=10, seeds=10))}
for name, call in calls.items():
    try:
        call()
        print(name, "finished")
    except SolveTooBigError:
        print(name, "too big")
    except MemoryError:
        print(name, "out of memory")
"""


def test_solve_stays_within_its_budget():
    """A classroom's call of a board too big to solve stops with SolveTooBigError, in a
    process that may not use more than 1 GiB: the default budget holds for every game, and
    the walk of Oware's positions without a capture counts towards it."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", BUDGET_CHILD], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == ["who_wins oware too big", "who_wins wari too big",
                                        "oware within 1000 too big", "kalah 10 x 10 too big"]
