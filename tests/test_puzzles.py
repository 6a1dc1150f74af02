"""Counting puzzles: every answer in a class set checked again against the engine."""

from __future__ import annotations

import io
import json
import random

import pytest

from mancala_teach import Position, variant
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


def _drops(trace) -> list[str]:
    out = []
    for e in trace.events:
        if type(e).__name__ == "Sow":
            out.append(LETTERS[e.pit])
        elif type(e).__name__ == "SowStore":
            out.append(f"{['South', 'North'][e.player]}'s store")
    return out


def _ring(rules, pit: int) -> list[str]:
    """Where South's seeds from ``pit`` go once round, read from a long sowing's trace (the
    test's own board: every other pit holds seeds, the rest in the stores)."""
    count = rules.pit_count
    pits = [1] * count
    pits[pit] = min(3 * count, rules.total_seeds - (count - 1))
    pos = Position.of(rules, pits, (rules.total_seeds - sum(pits), 0))
    drops = _drops(pos.play(LETTERS[pit])[1])
    return drops[:drops.index(drops[0], 1)]


SEATS = ["South", "East", "North", "West"]


def _four_drops(trace) -> list[str]:
    out = []
    for e in trace.events:
        if type(e).__name__ == "Sow":
            out.append(LETTERS[e.pit])
        elif type(e).__name__ == "SowStore":
            out.append(f"{SEATS[e.player]}'s store")
    return out


def _four_order(rules, mover: int) -> list[str]:
    """Every place a mover's seeds may go on the square, in sowing order from A: each row,
    then that row's owner's store only if it is the mover's."""
    n = rules.pits_per_side
    out = []
    for row in range(4):
        out += [LETTERS[row * n + k] for k in range(n)]
        if row == mover:
            out.append(f"{SEATS[row]}'s store")
    return out


def check_four_wrong_step(puzzle: dict, pos: Position) -> None:
    """The four-sided "what went wrong?": one step breaks the rules (the test's own order of
    places round the square), the rest follow the engine's sowing."""
    answer = puzzle["answer"]
    mover = pos.to_move
    assert answer["mover"] == SEATS[mover]
    pit = LETTERS.index(puzzle["move"])
    assert pos.rules.owner(pit) == mover
    right = _four_drops(pos.play(_move(pos, puzzle["move"]))[1])
    child = answer["steps"]
    assert len(child) == pos.pits[pit] == len(right) and answer["right_steps"] == right
    order = _four_order(pos.rules, mover)
    prev = puzzle["move"]
    wrong = []
    for k, place in enumerate(child):
        if place not in order or order[(order.index(prev) + 1) % len(order)] != place:
            wrong.append(k)
            prev = place if place in order else prev
        else:
            prev = place
    assert wrong == [answer["step"] - 1], (wrong, child)
    w = wrong[0]
    assert child[:w] + child[w + 1:] == right[:-1]
    if answer["misconception"] == "back_into_start":
        assert w == 0 and child[0] == puzzle["move"]
    else:
        assert answer["misconception"] == "other_store"
        assert child[w].endswith("'s store") and child[w] != f"{SEATS[mover]}'s store"
    assert f"{SEATS[mover]} and sowed pit {puzzle['move']}" in puzzle["question"]


def _board_order(rules) -> list[str]:
    """Every place on the board, counterclockwise from A, stores included."""
    n = rules.pits_per_side
    return ([LETTERS[i] for i in range(n)] + ["South's store"]
            + [LETTERS[i] for i in range(n, 2 * n)] + ["North's store"])


def check_lap(puzzle: dict, pos: Position) -> None:
    answer = puzzle["answer"]
    pit = LETTERS.index(puzzle["move"])
    seeds = pos.pits[pit]
    assert seeds >= 13 and answer["seeds"] == seeds
    ring = _ring(pos.rules, pit)
    assert answer["lap"] == len(ring)
    assert seeds == answer["lap"] * answer["laps"] + answer["count_on"] and answer["laps"] >= 1
    assert answer["place"] == _place(pos.play(_move(pos, puzzle["move"]))[1])   # the engine
    # counting on the remainder from the pit gives the engine's answer
    landed = ring[answer["count_on"] - 1] if answer["count_on"] else puzzle["move"]
    assert answer["place"] in (landed, f"pit {landed}")
    assert f"{seeds} = {len(ring)} \u00d7 ___ + ___" in puzzle["question"]


def check_pattern(puzzle: dict) -> None:
    """Every count up to the limit sown again by the engine, on a board of the test's own."""
    answer = puzzle["answer"]
    rules = variant(puzzle["game"])
    pit = LETTERS.index(answer["pit"])
    found = []
    for seeds in range(1, answer["up_to"] + 1):
        pits = [0] * rules.pit_count
        pits[pit] = seeds
        rest = rules.total_seeds - seeds
        for k in range(rules.pit_count):      # one seed a pit from the far end first
            j = rules.pit_count - 1 - k
            if j != pit and rest:
                pits[j] += 1
                rest -= 1
        pos = Position.of(rules, pits, (0, rest))
        if pos.play(LETTERS[pit])[1].extra_turn:
            found.append(seeds)
    assert answer["counts"] == found and len(found) >= 3
    steps = len(_ring(rules, pit)[:_ring(rules, pit).index("South's store") + 1])
    assert answer["steps"] == steps == found[0]
    assert puzzle["boards"][0]["pits"][answer["pit"]] is None     # the pit is left blank


def check_wrong_step(puzzle: dict, pos: Position) -> None:
    """Exactly one of the child's steps breaks the rules; every other one is the engine's next
    place after the step before (the child carries on correctly after the slip)."""
    answer = puzzle["answer"]
    pit = LETTERS.index(puzzle["move"])
    trace = pos.play(_move(pos, puzzle["move"]))[1]
    right = _drops(trace)
    child = answer["steps"]
    assert len(child) == pos.pits[pit] == len(right)
    ring = _ring(pos.rules, pit)
    order = _board_order(pos.rules)

    def next_place(place: str) -> str:
        i = order.index(place)
        return next(order[(i + k) % len(order)] for k in range(1, len(order) + 1)
                    if order[(i + k) % len(order)] in ring)

    wrong = []
    prev = LETTERS[pit]
    for k, place in enumerate(child):
        if place != next_place(prev):
            wrong.append(k)
        prev = place
    assert wrong == [answer["step"] - 1]
    w = wrong[0]
    assert child[:w] == right[:w] and child[w] != right[w]
    # take the wrong step out and the rest is the engine's trace, seed for seed (the child's
    # hand runs out one place short of the engine's last seed)
    assert child[:w] + child[w + 1:] == right[:-1]
    slip = answer["misconception"]
    if slip == "back_into_start":
        assert w == 0 and child[0] == LETTERS[pit]
    elif slip == "opponent_store":
        assert child[w] == "North's store" and pos.rules.variant == "kalah"
    else:
        assert slip == "no_skip_on_lap" and child[w] == LETTERS[pit]
        assert pos.rules.variant == "oware"
    # the child's After board is the Before board sown the child's way
    before, after = puzzle["boards"]
    pits = dict(before["pits"])
    stores = dict(before["stores"])
    pits[LETTERS[pit]] = 0
    for place in child:
        if "store" in place:
            stores[place.split("'")[0]] += 1
        else:
            pits[place] += 1
    assert after["pits"] == pits and after["stores"] == stores


def check(puzzle: dict) -> None:
    """Recompute ``puzzle``'s answer with the engine and insist it is the only one."""
    kind, answer = puzzle["kind"], puzzle["answer"]
    if kind == "tchoukaillon":
        board = tuple(puzzle["boards"][0]["pits"][c] for c in sorted(puzzle["boards"][0]["pits"]))
        sols = _solutions(board)
        assert sols == [answer["moves"]]
        return
    if kind == "extra_turn_pattern":
        check_pattern(puzzle)
        return
    pos = Position.parse(puzzle["position"])
    if kind in ("lap", "oware_lap"):
        check_lap(puzzle, pos)
        return
    if kind == "what_went_wrong":
        check_wrong_step(puzzle, pos)
        return
    if kind == "four_what_went_wrong":
        check_four_wrong_step(puzzle, pos)
        return
    if kind == "estimate":
        south = sum(pos.side(0)) + pos.stores[0]
        half = pos.rules.total_seeds // 2
        assert answer["south"] == south != half and answer["half"] == half
        assert answer["compare"] == ("more" if south > half else "less")
        return
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
    elif kind == "four_lap":
        trace = pos.play(_move(pos, puzzle["move"]))[1]
        assert answer["place"] == _place(trace) and answer["mover"] == SEATS[pos.to_move]
        pit = LETTERS.index(puzzle["move"])
        drops = _four_drops(trace)
        # once round is every other pit and the mover's own store, back into the pit sown
        lap = pos.rules.pit_count + 1
        assert answer["lap"] == lap and drops[lap - 1] == puzzle["move"]
        assert len(set(drops[:lap])) == lap
        assert answer["seeds"] == pos.pits[pit] == lap + answer["count_on"]
        assert 1 <= answer["count_on"] <= 5 and answer["laps"] == 1
        assert f"{answer['seeds']} = {lap} + ___" in puzzle["question"]
    elif kind == "four_extra_turn":
        winners = [LETTERS[m.pit] for m in moves if pos.play(m)[1].extra_turn]
        assert winners == [answer["move"]] and answer["mover"] == SEATS[pos.to_move]
        assert f"It is {SEATS[pos.to_move]}'s turn." in puzzle["question"]
    elif kind == "four_capture":
        caught = {LETTERS[m.pit]: pos.play(m)[1].captured for m in moves}
        best = max(caught.values())
        assert [k for k, v in caught.items() if v == best] == [answer["move"]]
        assert answer["seeds"] == best > 0 and answer["mover"] == SEATS[pos.to_move]
        assert sum(1 for v in caught.values() if v) >= 2
        # no move ends in an empty pit of the mover's with an empty pit facing it (the
        # printed rule says that captures nothing; a child should not have to wonder)
        n = pos.rules.pits_per_side
        for m in moves:
            trace = pos.play(m)[1]
            last = trace.last_drop
            if hasattr(last, "pit") and last.pit // n == pos.to_move and \
                    pos.pits[last.pit] == 0 and last.pit != m.pit:
                assert trace.captures and pos.pits[pos.rules.opposite(last.pit)] > 0
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


def _position_with_pile(pos: Position, pit: int, seeds: int) -> Position:
    """The test's own board with ``seeds`` in ``pit``: the difference comes out of (or goes
    into) the mover's store, then the other pits from A on, leaving each at least 1."""
    pits, stores = list(pos.pits), list(pos.stores)
    change = seeds - pits[pit]
    pits[pit] = seeds
    mover = pos.to_move
    take = min(change, stores[mover]) if change > 0 else change
    stores[mover] -= take
    change -= take
    for i in range(len(pits)):
        while change > 0 and i != pit and pits[i] > 1:
            pits[i] -= 1
            change -= 1
    for k in range(len(stores)):
        while change > 0 and stores[k]:
            stores[k] -= 1
            change -= 1
    assert change == 0
    return Position.of(pos.rules, pits, tuple(stores), mover)


def check_stretch(puzzle: dict) -> None:
    """The stretch question's answer, worked out again by the test on its own boards."""
    st, kind = puzzle["stretch"], puzzle["kind"]
    answer = st["answer"]
    assert st["question"] and st["answer_text"] and st["explanation"] and st["blanks"]
    if kind == "tchoukaillon":
        board = tuple(puzzle["boards"][0]["pits"][c] for c in sorted(puzzle["boards"][0]["pits"]))
        assert [answer["order"]] == _solutions(board)
        assert st["question"].startswith("Why")
        return
    if kind == "extra_turn_pattern":
        a = puzzle["answer"]
        assert answer["lap"] == a["lap"] and answer["next"] == a["counts"][-1] + a["lap"]
        rules = variant(puzzle["game"])
        if answer["next"] <= rules.total_seeds:       # the engine agrees, on our own board
            pit = LETTERS.index(a["pit"])
            pits = [0] * rules.pit_count
            pits[pit] = answer["next"]
            pits[-1] = rules.total_seeds - answer["next"]
            assert Position.of(rules, pits).play(a["pit"])[1].extra_turn
        return
    pos = Position.parse(puzzle["position"])
    pit = LETTERS.index(puzzle["move"]) if puzzle["move"] else None
    if kind in ("sow_and_count", "last_seed", "four_last_seed", "lap", "oware_lap",
                "four_lap"):
        more = _position_with_pile(pos, pit, answer["seeds"])
        assert answer["place"] == _place(more.play(puzzle["move"])[1])
        extra = answer["seeds"] - pos.pits[pit]
        words = ("one more seed" if extra == 1 else f"{extra} more seeds" if extra > 0 else
                 f"{-extra} fewer seeds")
        assert st["question"].startswith(f"What if pit {puzzle['move']} had {words}?")
        if kind in ("lap", "oware_lap", "four_lap"):
            assert abs(extra) == puzzle["answer"]["lap"]
            assert answer["place"] == puzzle["answer"]["place"]     # a lap more or less
    elif kind in ("extra_turn", "four_extra_turn"):
        more = _position_with_pile(pos, pit, answer["seeds"])
        assert answer["extra_turn"] == more.play(puzzle["move"])[1].extra_turn
        assert answer["seeds"] - pos.pits[pit] == len(_ring(pos.rules, pit)) if \
            pos.rules.sides == 2 else answer["seeds"] - pos.pits[pit] == pos.rules.pit_count + 1
    elif kind in ("best_capture", "four_capture"):
        taken = {LETTERS[m.pit]: pos.play(m)[1].captured for m in pos.legal_moves()}
        assert answer["captures"] == {k: v for k, v in taken.items()
                                      if v and k != puzzle["move"]}
    elif kind == "oware_chain":
        fewer = _position_with_pile(pos, pit, pos.pits[pit] - 1)
        trace = fewer.play(puzzle["move"])[1]
        assert answer["seeds"] == trace.captured
    elif kind == "missing_seeds":
        b = puzzle["boards"][0]
        n = pos.rules.pits_per_side
        south = sum(b["pits"][LETTERS[i]] for i in range(n)) + b["stores"]["South"]
        north = sum(b["pits"][LETTERS[i]] for i in range(n, 2 * n)) + b["stores"]["North"]
        assert (answer["south"], answer["north"]) == (south, north)
        assert answer["counted"] == puzzle["answer"]["counted"]
    elif kind == "estimate":
        assert answer["north"] == pos.rules.total_seeds - puzzle["answer"]["south"] == \
            sum(pos.side(1)) + pos.stores[1]
    elif kind == "reverse":
        after = pos.after(puzzle["move"])
        others = [LETTERS[m.pit] for m in pos.legal_moves() if LETTERS[m.pit] != puzzle["move"]]
        assert sorted(answer["others"]) == sorted(others)
        assert all(pos.after(o) != after for o in others)
    else:
        raise AssertionError(f"no stretch check for {kind}")


def check_support(puzzle: dict, core: dict) -> None:
    """A support puzzle: the same kind and move as the core one; where its other pits hold
    fewer seeds, the sown pit holds the same, and the engine's answer is the same place; its
    first step and track say what the engine does."""
    sup = puzzle["support"]
    assert puzzle["kind"] == core["kind"] and puzzle["move"] == core["move"]
    assert sup["first_step"]
    if puzzle["position"] != core["position"]:
        pos, was = Position.parse(puzzle["position"]), Position.parse(core["position"])
        pit = LETTERS.index(puzzle["move"])
        assert pos.pits[pit] == was.pits[pit] and pos.to_move == was.to_move
        assert max(c for i, c in enumerate(pos.pits) if i != pit) <= 4
        assert sum(pos.pits) + sum(pos.stores) == pos.rules.total_seeds
        if "place" in core["answer"]:
            assert puzzle["answer"]["place"] == core["answer"]["place"]
    track = sup["track"]
    if track is None:
        return
    if track["kind"] == "sowing":
        pos = Position.parse(puzzle["position"])
        drops = (_four_drops if pos.rules.sides == 4 else _drops)(
            pos.play(puzzle["move"])[1])
        first = "store" if "store" in drops[0] else drops[0]
        assert track["filled"] == [first] and "eed 1 goes into" in sup["first_step"]
        if puzzle["kind"] in ("lap", "oware_lap", "four_lap"):
            assert track["length"] == puzzle["answer"]["lap"]
        else:
            assert track["length"] == pos.pits[LETTERS.index(puzzle["move"])]
    else:
        assert track["kind"] == "numbers" and track["length"] >= 24
        if puzzle["kind"] == "extra_turn_pattern":
            assert track["filled"] == [str(puzzle["answer"]["steps"])]
            assert track["row"] == puzzle["answer"]["lap"]


@pytest.mark.parametrize("tier", ["core", "support", "stretch"])
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_answer_in_a_class_set_is_right_and_unique(level, tier):
    sheets = class_set(LEVELS[level], 12, base_seed=2024, tier=tier)
    data = json.loads(worksheet_json(sheets, base_seed=2024))
    assert data["format"] == "mancala-teach worksheets" and data["format_version"] == 4
    assert data["level"] == level and data["grade_band"].startswith("Grades")
    assert data["tier"] == tier and len(data["worksheets"]) == 12
    ids = [w["id"] for w in data["worksheets"]]
    assert ids == [f"{level}-2024-{k}" for k in range(1, 13)]     # the same in every tier
    core = {w["id"]: w for w in json.loads(worksheet_json(
        class_set(LEVELS[level], 12, base_seed=2024), base_seed=2024))["worksheets"]}
    for sheet in data["worksheets"]:
        kinds = [p["kind"] for p in sheet["puzzles"]]
        number = int(sheet["id"].split("-")[-1])
        made = list(LEVELS[level].kinds_for(number))
        if tier == "support":        # the same puzzles but the starred challenge
            assert kinds == made and not any(p["challenge"] for p in sheet["puzzles"])
        else:
            assert kinds == made + [LEVELS[level].challenge]
            assert [p["challenge"] for p in sheet["puzzles"]] == \
                [False] * (len(kinds) - 1) + [True]
        for puzzle, same in zip(sheet["puzzles"], core[sheet["id"]]["puzzles"]):
            assert puzzle["question"] and puzzle["answer_text"] and puzzle["explanation"]
            check(puzzle)
            if tier == "core":
                assert "support" not in puzzle and "stretch" not in puzzle
            elif tier == "support":
                assert "stretch" not in puzzle
                check_support(puzzle, same)
            else:       # the same board as the core sheet, and one more question
                assert {k: v for k, v in puzzle.items() if k != "stretch"} == same
                if puzzle["challenge"] or "what_went_wrong" in puzzle["kind"]:
                    assert "stretch" not in puzzle
                else:
                    check_stretch(puzzle)
    # the sheets of a class set differ from one another, and use every kind of the level
    keys = {json.dumps(w["puzzles"], sort_keys=True) for w in data["worksheets"]}
    assert len(keys) == 12
    used = {p["kind"] for w in data["worksheets"] for p in w["puzzles"]}
    assert used == set(LEVELS[level].all_kinds) - (
        {LEVELS[level].challenge} - set(k for slot in LEVELS[level].kinds for k in
                                          ((slot,) if isinstance(slot, str) else slot))
        if tier == "support" else set())


@pytest.mark.parametrize("bad", ["easy", "", None, 3, "core support"])
def test_a_tier_that_does_not_exist_is_refused_in_one_sentence(bad):
    with pytest.raises(InvalidOptionError, match="choose one of: support, core, stretch"):
        make_worksheet("explorer", 1, 1, bad)
    assert make_worksheet("explorer", 1, 1, " Stretch ").tier == "stretch"


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


def test_starter_sowings_stay_on_souths_side_except_the_challenge():
    for sheet in class_set(find_level("starter"), 10, 3):
        for number, p in enumerate(sheet.puzzles, 1):
            if p.kind in ("sow_and_count", "last_seed"):
                pos = Position.parse(p.position)
                pit = LETTERS.index(p.move)
                to_store = pos.rules.pits_per_side - pit
                if number == sheet.challenge:     # on past South's store, along the top
                    assert to_store < pos.pits[pit] <= to_store + pos.rules.pits_per_side
                    assert "keep going left along the top" in p.question
                    assert max(pos.pits) <= 8
                else:
                    assert pos.pits[pit] <= to_store
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




def test_fill_in_boards_blank_every_change_and_some_places_that_do_not_change():
    """Blanks on the changed places alone would show where the seeds go (issue 24 item 2):
    every changed place is blank, so is at least one pit that does not change (and South's
    store whenever it does not change), and the key names those."""
    decoys_past_the_last_seed = 0
    for level in LEVELS.values():
        for sheet in class_set(level, 6, 11):
            for p in sheet.puzzles:
                if p.kind != "sow_and_count":
                    continue
                before, after = p.boards
                truth = p.extra["answer_board"]
                pos = Position.parse(p.position)
                engine = pos.after(_move(pos, p.move))
                assert truth.pits == engine.pits and truth.stores == engine.stores
                unchanged = [LETTERS[i] for i, shown in enumerate(after.pits)
                             if shown is None and truth.pits[i] == before.pits[i]]
                for i, shown in enumerate(after.pits):
                    if truth.pits[i] != before.pits[i]:
                        assert shown is None
                    assert shown is None or shown == truth.pits[i]
                assert unchanged and unchanged == [d for d in p.answer["unchanged_blanks"]
                                                   if "store" not in d]
                for k, name in ((0, "South's store"), (1, "North's store")):
                    if truth.stores[k] != before.stores[k] or k == 0:
                        assert after.stores[k] is None
                    assert (after.stores[k] is None and truth.stores[k] == before.stores[k]) \
                        == (name in p.answer["unchanged_blanks"])
                named = p.explanation[-1]
                assert named.startswith("Not changed, but blank too")
                for d in p.answer["unchanged_blanks"]:
                    assert (d if "store" in d else f"pit {d}") in named
                # the pit just past the last seed is a decoy: the blanks run on past it
                trace = pos.play(_move(pos, p.move))[1]
                last = trace.last_drop
                if hasattr(last, "pit") and LETTERS[(last.pit + 1) % 12] in unchanged:
                    decoys_past_the_last_seed += 1
    assert decoys_past_the_last_seed >= 5


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


# --- issue 14: laps, the extra-turn pattern, a wrong sowing, estimates ------------------------

@pytest.mark.parametrize("base_seed", [1, 7, 2024])
def test_every_expert_sheet_has_a_lap_puzzle_with_13_or_more_seeds(base_seed):
    for sheet in class_set(find_level("expert"), 10, base_seed):
        laps = [p for p in sheet.puzzles if p.kind == "lap"]
        assert len(laps) == 1
        for p in laps + [p for p in sheet.puzzles if p.kind == "oware_lap"]:
            check(p.as_data())              # the engine's last seed, the division, count on
            pos = Position.parse(p.position)
            seeds = pos.pits[LETTERS.index(p.move)]
            assert seeds >= 13
            division = f"{seeds} = {p.answer['lap']} \u00d7 {p.answer['laps']} + " \
                       f"{p.answer['count_on']}"
            assert division in p.answer_text and p.explanation[0].startswith(division)
            assert p.explanation[1].startswith("The sowing seed by seed: Lap 1: ")
    # the Oware lap is the challenge, with its own lap of 11 (from the engine, checked above)
    assert {p.answer["lap"] for s in class_set(find_level("expert"), 4, base_seed)
            for p in s.puzzles if p.kind == "oware_lap"} == {len(_ring(variant("oware"), 0))}


def test_the_extra_turn_pattern_is_the_engines_for_every_pit():
    rng = random.Random(14)
    settings = Settings(seeds_per_pit=4, max_in_pit=8, reach="no_lap")
    pits = set()
    for _ in range(40):
        p = make_puzzle("extra_turn_pattern", rng, settings)
        check(p.as_data())
        counts = p.answer["counts"]
        assert all(b - a == p.answer["lap"] for a, b in zip(counts, counts[1:]))
        assert counts[-1] + p.answer["lap"] > p.answer["up_to"]
        assert f"{counts[0]} + {p.answer['lap']} = {counts[1]}" in " ".join(p.explanation)
        steps = counts[0]          # the first number that ends in the store: one a step
        seeds = "1 seed:" if steps == 1 else f"{steps} seeds:"
        assert f"does not need exactly {seeds}" in p.explanation[-1]
        pits.add(p.answer["pit"])
    assert pits == set("ABCDEF")          # pit F is 1 step from the store: "exactly 1 seed"


@pytest.mark.parametrize("reach", ["no_lap", "any"])
def test_what_went_wrong_has_exactly_one_wrong_step(reach):
    rng = random.Random(reach)
    settings = Settings(seeds_per_pit=4, max_in_pit=8, reach=reach)
    slips = set()
    for _ in range(60):
        p = make_puzzle("what_went_wrong", rng, settings)
        check(p.as_data())
        slips.add(p.answer["misconception"])
        assert f"Step {p.answer['step']} " in p.explanation[0]
        assert p.extra["misconception"] in p.explanation[1]       # the key names the slip
        # after the slip every later step is one place out, so the question asks for the
        # first wrong step, and there is a line for what Sam should have done
        assert "first go wrong" in p.question and "One step is wrong" not in p.question
        assert p.blanks == ("First wrong step", "Should have done", "Why")
        later = zip(p.answer["steps"][p.answer["step"]:], p.answer["right_steps"][
            p.answer["step"] - 1:])
        assert all(a == b for a, b in later)      # the rest follow on from the one slip
    expected = {"back_into_start", "opponent_store"} | ({"no_skip_on_lap"} if reach == "any"
                                                       else set())
    assert slips == expected


def test_estimates_are_never_a_tie_and_the_key_adds_up():
    rng = random.Random(5)
    for simple in (True, False):
        settings = Settings(seeds_per_pit=2 if simple else 4, max_in_pit=4 if simple else 8,
                            simple=simple)
        for _ in range(20):
            p = make_puzzle("estimate", rng, settings)
            check(p.as_data())
            assert "first" in p.question and "add" in p.question
            assert f"= {p.answer['south']}" in " ".join(p.explanation)


def test_every_sheet_has_one_starred_challenge_last():
    for level in LEVELS.values():
        assert level.challenge and level.i_can and level.standards
        for sheet in class_set(level, 5, 9):
            assert sheet.challenge == len(sheet.puzzles)
            assert sheet.puzzles[-1].kind == level.challenge


def test_explorer_sow_and_count_crosses_into_norths_row():
    """The explorer's "I can sow round to North's side": every sow-and-count on its sheets,
    replayed by the engine, drops a seed in North's row (and passes South's store)."""
    found = 0
    for sheet in class_set(LEVELS["explorer"], 9, 4):
        for p in sheet.puzzles:
            if p.kind != "sow_and_count":
                continue
            found += 1
            pos = Position.parse(p.position)
            trace = pos.play(p.move)[1]
            n = pos.rules.pits_per_side
            sown = [e.pit for e in trace.events if type(e).__name__ == "Sow"]
            assert any(pit >= n for pit in sown), (sheet.id, p.position, p.move)
            assert any(type(e).__name__ == "SowStore" for e in trace.events)
    assert found >= 3


def test_fours_challenge_is_a_lap_back_into_the_pit_sown_and_on():
    """The fours challenge: the engine's trace goes round every row, its 25th seed lands back
    in the pit sown, and the key says where the last seed lands and in whose row as the trace
    has it (issue 23 item 6: it said "back into West's own row" when it was not)."""
    from mancala_teach.puzzles.generators import sowing_ring
    for sheet in class_set(LEVELS["fours"], 60, 3):
        p = sheet.puzzles[sheet.challenge - 1]
        assert p.kind == "four_lap"
        pos = Position.parse(p.position)
        trace = pos.play(p.move)[1]
        n = pos.rules.pits_per_side
        rows = [e.pit // n for e in trace.events if type(e).__name__ == "Sow"]
        assert set(rows) == {0, 1, 2, 3}
        lap = len(sowing_ring(pos.rules, LETTERS.index(p.move), pos.to_move))
        assert lap == 25 and f"Once round the board is {lap} places" in p.question
        check(p.as_data())
        last = trace.last_drop
        words = p.explanation[-1]
        if hasattr(last, "pit"):
            owner = SEATS[last.pit // n]
            row = "own row" if last.pit // n == pos.to_move else f"{owner}'s row"
            assert words == f"The last seed lands in pit {LETTERS[last.pit]}, in " + (
                f"{SEATS[pos.to_move]}'s own row." if row == "own row" else f"{row}.")
        else:
            assert words.startswith(f"The last seed lands in {SEATS[last.player]}'s store")
        assert "comes back into" not in " ".join(p.explanation)
        assert f"back into pit {p.move} itself" in p.explanation[0]


def test_each_sowing_of_a_fours_sheet_starts_from_a_different_seat():
    """The key promises it (issue 23 item 6: 42 of 60 sheets repeated a seat)."""
    assert "every sowing starts from a different seat" in LEVELS["fours"].description
    seen = set()
    for sheet in class_set(LEVELS["fours"], 60, 7):
        seats = [Position.parse(p.position).to_move for p in sheet.puzzles]
        assert len(seats) == len(set(seats)) == 3, sheet.id
        for p in sheet.puzzles:
            assert p.answer["mover"] == SEATS[Position.parse(p.position).to_move]
        seen.update(seats)
    assert seen == {0, 1, 2, 3}


def test_the_fours_level_uses_every_kind_the_square_board_allows():
    kinds = [tuple(p.kind for p in s.puzzles) for s in class_set(LEVELS["fours"], 9, 5)]
    assert {k for sheet in kinds for k in sheet} == {
        "four_last_seed", "four_extra_turn", "four_capture", "four_what_went_wrong",
        "four_lap"}
    assert all(len(set(sheet)) == 3 for sheet in kinds)       # never three of one kind
    # the standards name what the level practises, each with a kind on its sheets
    practised = " ".join(st.practised_by for st in LEVELS["fours"].standards)
    for words in ("another turn", "capture", "what went wrong", "challenge"):
        assert words in practised


@pytest.mark.parametrize("kind", ["four_last_seed", "four_lap", "four_extra_turn",
                                  "four_capture", "four_what_went_wrong"])
def test_four_sided_kinds_from_every_seat(kind):
    rng = random.Random(kind)
    slips = set()
    for seat in range(4):
        settings = Settings(seeds_per_pit=4, max_in_pit=12, reach="no_lap", captures=True,
                            seat=seat)
        for _ in range(4):
            p = make_puzzle(kind, rng, settings)
            assert Position.parse(p.position).to_move == seat
            check(p.as_data())
            slips.add(p.answer.get("misconception"))
    if kind == "four_what_went_wrong":
        assert slips == {"back_into_start", "other_store"}


def test_a_four_sided_reach_the_board_cannot_have_is_refused():
    with pytest.raises(InvalidOptionError, match="four-sided"):
        make_puzzle("four_last_seed", random.Random(1), Settings(reach="past_store"))
