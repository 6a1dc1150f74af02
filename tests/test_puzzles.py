"""Counting puzzles: every answer in a class set checked again against the engine."""

from __future__ import annotations

import io
import json
import random

import pytest

from mancala_teach import Position
from mancala_teach.naming import LETTERS
from mancala_teach.puzzles import tchoukaillon as T
from mancala_teach.puzzles.levels import LEVELS, find_level
from mancala_teach.puzzles.generators import KINDS, Settings, make_puzzle
from mancala_teach.printables.worksheets import render_set
from mancala_teach.puzzles.sheets import class_set, make_worksheet, parse_id, worksheet_json
from mancala_teach.errors import InvalidOptionError


def _move(pos: Position, letter: str):
    return next(m for m in pos.legal_moves() if LETTERS[m.pit] == letter)


def _place(trace) -> str:
    last = trace.last_drop
    if hasattr(last, "pit"):
        return f"pit {LETTERS[last.pit]}"
    seats = ["South", "North"] if trace.before.rules.sides == 2 else \
        ["South", "East", "North", "West"]
    return f"{seats[last.player]}'s store"


def _solutions(board: tuple[int, ...]) -> list[list[str]]:
    """Tchoukaillon by brute force, written again here so the test does not trust the code."""
    n = len(board)
    found = []

    def go(b, path):
        if not any(b):
            found.append(path)
            return
        for i, c in enumerate(b):
            if c and c == n - i:
                nb = list(b)
                nb[i] = 0
                for j in range(i + 1, n):
                    nb[j] += 1
                go(tuple(nb), path + [LETTERS[i]])

    go(board, [])
    return found


def check(puzzle: dict) -> None:
    """Recompute ``puzzle``'s answer with the engine and insist it is the only one."""
    kind, answer = puzzle["kind"], puzzle["answer"]
    if kind == "tchoukaillon":
        board = tuple(puzzle["boards"][0]["pits"][c] for c in sorted(puzzle["boards"][0]["pits"]))
        sols = _solutions(board)
        assert sols == [answer["moves"]]
        return
    pos = Position.parse(puzzle["position"])
    if kind == "missing_seeds":
        shown = puzzle["boards"][0]
        on_board = sum(shown["pits"].values()) + sum(shown["stores"].values())
        assert answer["missing"] == pos.rules.total_seeds - on_board >= 0
        return
    moves = pos.legal_moves()
    if kind == "sow_and_count":
        after = pos.after(_move(pos, puzzle["move"]))
        assert answer["pits"] == {LETTERS[i]: c for i, c in enumerate(after.pits)}
        assert answer["stores"] == {"South": after.stores[0], "North": after.stores[1]}
    elif kind == "last_seed":
        assert answer["place"] == _place(pos.play(_move(pos, puzzle["move"]))[1])
    elif kind == "four_last_seed":
        trace = pos.play(_move(pos, puzzle["move"]))[1]
        assert answer["place"] == _place(trace)
        mover = ["South", "East", "North", "West"][pos.to_move]
        assert answer["mover"] == mover and puzzle["question"].startswith(
            f"Four players. {mover} sows pit {puzzle['move']}.")
        n = pos.rules.pits_per_side
        rows = [e.pit // n for e in trace.events if type(e).__name__ == "Sow"]
        assert len(set(rows) - {pos.to_move}) >= 1             # it turns a corner
        shown = puzzle["boards"][0]
        assert shown["stores"] == dict(zip(["South", "East", "North", "West"], pos.stores))
        assert shown["pits"] == {LETTERS[i]: c for i, c in enumerate(pos.pits)}
    elif kind == "extra_turn":
        winners = [LETTERS[m.pit] for m in moves if pos.play(m)[1].extra_turn]
        assert winners == [answer["move"]]
    elif kind == "best_capture":
        caught = {LETTERS[m.pit]: pos.play(m)[1].captured for m in moves}
        best = max(caught.values())
        assert [k for k, v in caught.items() if v == best] == [answer["move"]]
        assert answer["seeds"] == best > 0
    elif kind == "reverse":
        after = Position.parse(puzzle["position"]).after(_move(pos, answer["move"]))
        shown = puzzle["boards"][1]
        assert shown["pits"] == {LETTERS[i]: c for i, c in enumerate(after.pits)}
        assert [LETTERS[m.pit] for m in moves if pos.after(m) == after] == [answer["move"]]
    elif kind == "oware_chain":
        chains = {}
        for m in moves:
            t = pos.play(m)[1]
            pits = [LETTERS[p] for c in t.captures for p in c.pits]
            if len(pits) >= 2:
                chains[LETTERS[m.pit]] = (pits, t.captured)
        assert list(chains) == [answer["move"]]
        assert chains[answer["move"]] == (answer["pits"], answer["seeds"])
    else:
        raise AssertionError(f"unknown kind {kind}")


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_answer_in_a_class_set_is_right_and_unique(level):
    sheets = class_set(LEVELS[level], 12, base_seed=2024)
    data = json.loads(worksheet_json(sheets, base_seed=2024))
    assert data["format"] == "mancala-teach worksheets" and data["format_version"] == 2
    assert data["level"] == level and data["grade_band"].startswith("Grades")
    assert len(data["worksheets"]) == 12
    ids = [w["id"] for w in data["worksheets"]]
    assert ids == [f"{level}-2024-{k}" for k in range(1, 13)]
    for sheet in data["worksheets"]:
        assert [p["kind"] for p in sheet["puzzles"]] == list(LEVELS[level].kinds)
        for puzzle in sheet["puzzles"]:
            assert puzzle["question"] and puzzle["answer_text"] and puzzle["explanation"]
            check(puzzle)
    # the sheets of a class set differ from one another
    keys = {json.dumps(w["puzzles"], sort_keys=True) for w in data["worksheets"]}
    assert len(keys) == 12


def test_an_id_regenerates_its_worksheet():
    sheets = class_set(find_level("expert"), 4, base_seed=9)
    level, seed, number = parse_id("expert-9-3")
    assert make_worksheet(level, seed, number) == sheets[2]


@pytest.mark.parametrize("bad", ["expert", "expert-9", "wizard-1-1", "expert-1-0", ""])
def test_bad_ids_are_refused(bad):
    with pytest.raises(InvalidOptionError):
        parse_id(bad)


@pytest.mark.parametrize("count", [0, -1, 10_000])
def test_impossible_counts_are_refused(count):
    with pytest.raises(InvalidOptionError, match="number of worksheets"):
        class_set(find_level("starter"), count, 1)


def test_starter_sowings_stay_on_souths_side():
    for sheet in class_set(find_level("starter"), 10, 3):
        for p in sheet.puzzles:
            if p.kind in ("sow_and_count", "last_seed"):
                pos = Position.parse(p.position)
                pit = LETTERS.index(p.move)
                assert pos.pits[pit] <= pos.rules.pits_per_side - pit
                assert max(pos.pits) <= 4


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_alone(kind):
    rng = random.Random(kind)
    settings = Settings(seeds_per_pit=4, max_in_pit=10, reach="any", captures=True,
                        solitaire_seeds=(5, 12))
    for _ in range(5):
        check(make_puzzle(kind, rng, settings).as_data())


def test_tchoukaillon_boards_have_exactly_one_solution():
    for seeds in range(1, 25):
        board = T.winnable_board(seeds)
        assert sum(board) == seeds
        assert len(_solutions(board)) == 1
        assert T.solve(board) == [LETTERS.index(c) for c in _solutions(board)[0]]
    with pytest.raises(ValueError):
        T.sow((2, 0), 1)




def test_fill_in_boards_have_blanks_only_where_the_count_changes():
    for level in LEVELS.values():
        for sheet in class_set(level, 6, 11):
            for p in sheet.puzzles:
                if p.kind != "sow_and_count":
                    continue
                before, after = p.boards
                truth = p.extra["answer_board"]
                for i, shown in enumerate(after.pits):
                    changed = truth.pits[i] != before.pits[i]
                    assert (shown is None) == changed
                    assert shown is None or shown == truth.pits[i]
                for k in (0, 1):
                    assert (after.stores[k] is None) == (truth.stores[k] != before.stores[k])


def test_questions_say_what_to_count():
    for level in LEVELS.values():
        for sheet in class_set(level, 4, 3):
            for p in sheet.puzzles:
                if p.kind == "best_capture":
                    assert "Count South's last seed too" in p.question
                if p.kind == "oware_chain":
                    assert "Count every seed in the pits South takes" in p.question
                if p.kind == "missing_seeds":
                    assert "both stores" in p.question


def test_starter_questions_are_short_lines():
    for sheet in class_set(find_level("starter"), 10, 4):
        for p in sheet.puzzles:
            for line in p.lines:
                assert len(line.split()) <= 10, line


@pytest.mark.parametrize("level", [n for n, lv in LEVELS.items() if "tchoukaillon" in lv.kinds])
def test_solitaire_boards_differ_from_sheet_to_sheet_until_they_must_repeat(level):
    from mancala_teach.puzzles.sheets import solitaire_cycle
    lv = LEVELS[level]
    cycle = solitaire_cycle(lv)
    sheets = class_set(lv, cycle + 2, 5)
    boards = [next(p for p in s.puzzles if p.kind == "tchoukaillon").extra["board"]
              for s in sheets]
    assert len(set(boards[:cycle])) == cycle >= 5        # every sheet of a cycle differs
    assert boards[cycle] == boards[0]                     # then they repeat, as the key says
