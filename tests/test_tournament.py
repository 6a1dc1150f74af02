"""A class tournament: the draws, the results a class types in, the table (issue 24 item 7),
and the rotation chart of issue 24 item 5."""

from __future__ import annotations

import collections
import csv
import io

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.teaching.tournament import (COLUMNS, draw_csv, make_draw, places,
                                               read_results, standings)


def _every_round_everyone_once(draw) -> None:
    n = len(draw.players)
    for games, idle in zip(draw.rounds, draw.sitting_out):
        seen = [p for g in games for p in g.players] + list(idle)
        assert sorted(seen) == list(range(n))
        assert all(len(g.players) == (2 if draw.group == "pairs" else 4) for g in games)
        assert [g.board for g in games] == list(range(1, len(games) + 1))


def test_seven_boards_of_four_nobody_meets_twice_and_everyone_sits_everywhere():
    draw = make_draw(28, group="fours")
    assert draw.moving_rule and len(draw.rounds) == 7
    _every_round_everyone_once(draw)
    met = draw.meetings()
    assert set(met.values()) == {1}
    each = collections.Counter(p for key in met for p in key)
    assert set(each.values()) == {21}          # 3 new classmates a round, 7 rounds
    # children 1-7 stay at their board; 8-14 move one on, 15-21 two, 22-28 three
    for r in range(1, 7):
        for child in range(28):
            board = {p: g.board for g in draw.rounds[r] for p in g.players}
            before = {p: g.board for g in draw.rounds[r - 1] for p in g.players}
            assert (board[child] - before[child]) % 7 == child // 7
    seats = collections.defaultdict(set)
    for games in draw.rounds[:4]:
        for g in games:
            for seat, p in enumerate(g.players):
                seats[p].add(seat)
    assert all(len(s) == 4 for s in seats.values())    # every seat in four rounds


@pytest.mark.parametrize("n", [2, 7, 12, 28])
def test_a_round_robin_in_pairs_meets_everyone_once_with_fair_first_moves(n):
    draw = make_draw(n)
    assert len(draw.rounds) == n - 1 + n % 2
    _every_round_everyone_once(draw)
    met = draw.meetings()
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}
    first = collections.Counter(g.players[0] for games in draw.rounds for g in games)
    games = collections.Counter(p for games in draw.rounds for g in games for p in g.players)
    for p in range(n):
        assert abs(2 * first[p] - games[p]) <= 1     # South about half the time
    if n % 2:
        assert sorted(p for idle in draw.sitting_out for p in idle) == list(range(n))


def test_eight_in_fours_meet_again_no_more_than_they_must():
    """Round 2 must mix two groups of round 1 in each group: two pairs meet again in each,
    4 in all, and the draw does no worse."""
    met = make_draw(8, group="fours").meetings()
    assert sum(v - 1 for v in met.values()) == 4


@pytest.mark.parametrize("n", [16, 24, 30, 40])
def test_fours_for_other_class_sizes_rarely_meet_again(n):
    draw = make_draw(n, group="fours")
    _every_round_everyone_once(draw)
    met = draw.meetings()
    pairs = sum(len(g.players) * (len(g.players) - 1) // 2 for r in draw.rounds for g in r)
    assert sum(met.values()) == pairs
    assert sum(v - 1 for v in met.values()) <= pairs // 8        # few meet a second time
    if n % 4:
        sat = collections.Counter(p for idle in draw.sitting_out for p in idle)
        assert max(sat.values()) - min(sat.get(p, 0) for p in range(n)) <= 1


def _typed(draw, scores: dict[tuple[int, int], tuple[int, ...]], moves=40) -> str:
    rows = list(csv.reader(io.StringIO(draw_csv(draw))))
    assert rows[0] == list(COLUMNS)
    for row in rows[1:]:
        key = (int(row[0]), int(row[1]))
        if key in scores:
            for k, s in enumerate(scores[key]):
                row[4 + 2 * k] = str(s)
            row[11:14] = [str(moves), "no" if moves > 50 else "yes", "12"]
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    return out.getvalue()


def test_a_swiss_draw_pairs_by_points_without_rematches():
    draw = make_draw(6, system="swiss")
    assert len(draw.rounds) == 1
    scores = {(1, 1): (30, 18), (1, 2): (24, 24), (1, 3): (20, 28)}
    results = read_results(_typed(draw, scores))
    assert [r.seeds for r in results] == list(scores.values())
    nxt = make_draw(6, system="swiss", results=results)
    assert len(nxt.rounds) == 2 and nxt.rounds[0] == draw.rounds[0]
    table = standings(6, "pairs", results)
    assert [s.name for s in table[:2]] == ["Player 1", "Player 6"]    # 2 points; seeds
    assert [(s.points, s.won, s.drawn, s.lost) for s in table] == [
        (2, 1, 0, 0), (2, 1, 0, 0), (1, 0, 1, 0), (1, 0, 1, 0), (0, 0, 0, 1), (0, 0, 0, 1)]
    before = {frozenset(g.players) for g in draw.rounds[0]}
    assert not any(frozenset(g.players) in before for g in nxt.rounds[1])
    assert frozenset((0, 5)) in {frozenset(g.players) for g in nxt.rounds[1]}   # the leaders


def test_fours_points_share_the_higher_place():
    assert places((30, 30, 20, 16)) == (1, 1, 3, 4)
    draw = make_draw(4, group="fours", system="swiss")
    results = read_results(_typed(draw, {(1, 1): (30, 30, 20, 16)}))
    table = standings(4, "fours", results)
    assert [s.points for s in table] == [3, 3, 1, 0]


def test_the_cut_off_is_recorded_in_the_results():
    draw = make_draw(4)
    results = read_results(_typed(draw, {(1, 1): (30, 18), (1, 2): (25, 23)}, moves=61))
    assert all(not r.finished and r.minutes == 12 and r.moves == 61 for r in results)


@pytest.mark.parametrize("text, words", [
    ("", "are empty"),
    ("round,board,player 1,seeds 1\n", "no column 'player 2'"),
    ("round,board,player 1,seeds 1,player 2,seeds 2\n1,1,Ana,x,Ben,3\n",
     "Line 2 of the results: the seeds must be a whole number from 0 to 999, not 'x'."),
    ("round,board,player 1,seeds 1,player 2,seeds 2,finished\n1,1,Ana,3,Ben,3,maybe\n",
     "finished must be yes"),
    ("round,board,player 1,seeds 1,player 2,seeds 2,player 3,seeds 3\n1,1,A,1,B,2,C,3\n",
     "a game has 2 or 4 players, not 3"),
])
def test_results_typed_wrong_are_one_sentence(text, words):
    with pytest.raises(InvalidOptionError) as info:
        read_results(text)
    assert words in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("kwargs, words", [
    (dict(players=1), "needs at least 2 players, not 1"),
    (dict(players=61), "2 to 60 players"),
    (dict(players=3, group="fours"), "at least 4"),
    (dict(players=8, group="threes"), "no way of grouping"),
    (dict(players=8, system="knockout"), "no kind of draw"),
    (dict(players=["Ana", "ana"]), "given twice"),
    (dict(players=8, rounds=0), "rounds"),
])
def test_bad_choices_are_one_sentence(kwargs, words):
    players = kwargs.pop("players")
    with pytest.raises(InvalidOptionError, match=words):
        make_draw(players, **kwargs)


def test_a_swiss_round_from_results_of_someone_not_playing_is_refused():
    text = "round,board,player 1,seeds 1,player 2,seeds 2\n1,1,Ana,30,Zed,18\n"
    with pytest.raises(InvalidOptionError, match="'Zed' is not one of the players"):
        make_draw(["Ana", "Ben"], system="swiss", results=read_results(text))
