"""The puzzle board: the worksheets' puzzles on screen, judged against the engine's key."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from mancala_teach import MancalaError, Position
from mancala_teach.naming import LETTERS
from mancala_teach.puzzles.levels import find_level
from mancala_teach.puzzles.sheets import make_worksheet
from mancala_teach.widgets.puzzle_session import PuzzleSession

SVG = "{http://www.w3.org/2000/svg}"


def session_at(kind: str, level: str | None = None, seed: int = 7, number: int = 3):
    """A session at the first puzzle of ``kind``: on sheet ``number`` if it has one, else on
    the next sheet that does (levels' slots take turns at some kinds, sheet by sheet)."""
    for name in [level] if level else ["expert", "explorer", "starter"]:
        for n in [number, *range(1, 7)]:
            s = PuzzleSession(level=name, base_seed=seed, number=n)
            kinds = [p.kind for p in s.worksheet.puzzles]
            if kind in kinds:
                s.go_to(kinds.index(kind))
                return s
    raise AssertionError(f"no {kind} puzzle on the first sheets")


def tappable(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [g.get("data-pit") or g.get("data-player") for g in root.iter(f"{SVG}g")
            if g.get("tabindex") == "0"]


def test_the_screen_sheet_is_the_paper_sheet():
    s = PuzzleSession("explorer-7-3")
    paper = make_worksheet(find_level("explorer"), 7, 3)
    assert s.worksheet == paper
    assert s.view()["sheet"].startswith("Worksheet explorer-7-3")
    assert PuzzleSession(level="explorer", base_seed=7, number=3).worksheet == paper


@pytest.mark.parametrize("kind", ["extra_turn", "reverse"])
def test_which_pit_right_and_wrong(kind):
    s = session_at(kind)
    answer = s.puzzle.answer["move"]
    assert tappable(s.view()["boards"][0]["svg"]) == list("ABCDEF")
    wrong = next(p for p in "ABCDEF" if p != answer)
    s.handle({"pit": wrong})
    assert s.verdict is False and s.view()["message"].startswith(
        f"Not quite: you said pit {wrong}; the answer is Pit {answer}.")
    s.handle({"key": "again"})
    s.handle({"pit": answer})
    assert s.verdict is True and s.view()["message"].startswith("Right!")
    assert s.results == {s.index: False}          # the first answer counts


def test_last_seed_by_tapping_a_pit_or_a_store():
    s = session_at("last_seed", level="starter", seed=7, number=3)
    place = s.puzzle.answer["place"]
    assert "South" in tappable(s.view()["boards"][0]["svg"])    # stores can be tapped too
    if place.startswith("pit "):
        s.handle({"pit": place[4:]})
    else:
        s.handle({"store": place.split("'")[0]})
    assert s.verdict is True
    s.handle({"key": "again"})
    s.handle({"store": "North"})
    assert s.verdict is False


def test_best_capture_needs_the_pit_and_the_number():
    s = session_at("best_capture")
    move, seeds = s.puzzle.answer["move"], s.puzzle.answer["seeds"]
    s.handle({"key": "check"})
    assert s.view()["message"] == "Tap the pit first, then type how many seeds it captures."
    s.handle({"pit": "H"})
    assert "North's" in s.view()["message"] and s.verdict is None
    s.handle({"pit": move})
    for bad, words in (("", "Type how many seeds it captures as a whole number"),
                       ("abc", "Type how many seeds it captures with digits, like 5: 'abc' "
                               "is not a whole number."),
                       ("-3", "'-3' is not a whole number"),
                       ("2.5", "'2.5' is not a whole number"),
                       ("9" * 100, "is not a whole number")):
        s.handle({"key": "answer-number", "value": bad})
        s.handle({"key": "check"})
        assert words in s.view()["message"] and s.verdict is None, bad
    s.handle({"key": "answer-number", "value": str(seeds + 1)})
    s.handle({"key": "check"})
    assert s.verdict is False
    s.handle({"key": "again"})
    s.handle({"pit": move})
    s.handle({"key": "answer-number", "value": f" {seeds} "})
    s.handle({"key": "check"})
    assert s.verdict is True


def test_missing_seeds_by_typing():
    s = session_at("missing_seeds", level="starter")
    missing = s.puzzle.answer["missing"]
    s.handle({"pit": "A"})
    assert "Type the number of missing seeds" in s.view()["message"]
    s.handle({"key": "answer-number", "value": missing})
    s.handle({"key": "check"})
    assert s.verdict is True


def test_sow_and_count_fill_in_the_after_board():
    s = session_at("sow_and_count")
    truth = s.puzzle.answer
    assert len(s.view()["boards"]) == 2
    s.handle({"key": "check"})
    assert "14 still blank" in s.view()["message"]
    s.handle({"key": "copy"})
    changed = [k for k, v in truth["pits"].items()
               if s.filled[k] != v]
    for name in changed[:-1]:
        s.handle({"pit": name})
        s.handle({"key": "answer-number", "value": str(truth["pits"][name])})
        s.handle({"key": "fill"})
    for player in ("South", "North"):
        s.handle({"store": player})
        s.handle({"key": "answer-number", "value": str(truth["stores"][player])})
        s.handle({"key": "fill"})
    after = ET.fromstring(s.view()["boards"][1]["svg"])
    shown = {g.get("data-pit"): g.get("data-count") for g in after.iter(f"{SVG}g")
             if g.get("data-pit")}
    assert shown[changed[0]] == str(truth["pits"][changed[0]])
    s.handle({"key": "check"})
    assert s.verdict is False and f"{changed[-1]} holds {truth['pits'][changed[-1]]}" in \
        s.view()["message"]
    s.handle({"key": "again"})
    s.handle({"key": "copy"})
    for name, count in truth["pits"].items():
        if s.filled[name] != count:
            s.handle({"pit": name})
            s.handle({"key": "answer-number", "value": str(count)})
            s.handle({"key": "fill"})
    for player, count in truth["stores"].items():
        s.handle({"store": player})
        s.handle({"key": "answer-number", "value": str(count)})
        s.handle({"key": "fill"})
    s.handle({"key": "check"})
    assert s.verdict is True


def test_solitaire_by_tapping_in_order():
    s = session_at("tchoukaillon", level="starter")
    moves = s.puzzle.answer["moves"]
    for pit in moves[:-1]:
        s.handle({"pit": pit})
        assert s.verdict is None
    s.handle({"pit": moves[-1]})
    assert s.verdict is True
    s.handle({"key": "again"})
    for pit in reversed(moves):
        s.handle({"pit": pit})
    assert s.verdict is (list(reversed(moves)) == moves)


def test_show_me_replays_the_move_seed_by_seed():
    s = session_at("best_capture")
    s.handle({"pit": s.puzzle.answer["move"]})
    s.handle({"key": "answer-number", "value": "0"})
    s.handle({"key": "check"})
    s.handle({"key": "show"})
    before = Position.parse(s.puzzle.position)
    _, trace = before.play(s.puzzle.move)
    frames = trace.frames()
    seen = []
    while True:
        root = ET.fromstring(s.view()["boards"][0]["svg"])
        seen.append({g.get("data-pit"): int(g.get("data-count")) for g in root.iter(f"{SVG}g")
                     if g.get("data-pit")})
        if any(c["key"] == "next" and c["disabled"] for row in s.view()["rows"] for c in row):
            break
        s.handle({"key": "next"})
    assert seen == [{LETTERS[i]: n for i, n in enumerate(f.pits)} for f in frames]
    assert s.puzzle.explanation[0] in s.view()["message"]
    s.handle({"key": "next"})
    assert "last seed" in s.view()["message"]


def test_solitaire_show_me_ends_with_every_seed_stored():
    s = session_at("tchoukaillon")
    s.handle({"key": "show"})
    while s.replay_index < len(s.replay) - 1:
        s.handle({"key": "next"})
    (pits, store, hand), words, _ = s.replay[-1]
    assert not any(pits) and hand == 0 and store == sum(s.puzzle.extra["board"])


def test_every_puzzle_of_a_class_set_can_be_answered_right():
    kinds = set()
    for level in ("starter", "explorer", "expert"):
        for number in (1, 2, 3):
            s = PuzzleSession(level=level, base_seed=11, number=number)
            for index, p in enumerate(s.worksheet.puzzles):
                s.go_to(index)
                a = p.answer
                if "place" in a:
                    s.handle({"pit": a["place"][4:]} if a["place"].startswith("pit") else
                             {"store": a["place"].split("'")[0]})
                elif "moves" in a:
                    for pit in a["moves"]:
                        s.handle({"pit": pit})
                elif "missing" in a or "south" in a or "step" in a:
                    number_ = a.get("missing", a.get("south", a.get("step")))
                    s.handle({"key": "answer-number", "value": number_})
                    s.handle({"key": "check"})
                elif "counts" in a:
                    for count in reversed(a["counts"]):     # any order will do
                        s.handle({"key": "answer-number", "value": count})
                        s.handle({"key": "add"})
                    s.handle({"key": "check"})
                elif "pits" in a and "stores" in a:
                    for name, count in list(a["pits"].items()) + [
                            (f"{k}'s store", v) for k, v in a["stores"].items()]:
                        s.handle({"pit": name} if len(name) == 1 else
                                 {"store": name.split("'")[0]})
                        s.handle({"key": "answer-number", "value": count})
                        s.handle({"key": "fill"})
                    s.handle({"key": "check"})
                else:
                    s.handle({"pit": a["move"]})
                    if "seeds" in a:
                        s.handle({"key": "answer-number", "value": a["seeds"]})
                        s.handle({"key": "check"})
                assert s.verdict is True, (level, number, p.kind, s.view()["message"])
                kinds.add(p.kind)
    assert {"lap", "oware_lap", "estimate", "what_went_wrong", "extra_turn_pattern"} <= kinds


def test_the_extra_turn_pattern_on_screen_wants_the_whole_list():
    s = session_at("extra_turn_pattern")
    counts = s.puzzle.answer["counts"]
    assert [c.key for c in s.controls()[0]] == ["answer-number", "add", "check"]
    s.handle({"key": "answer-number", "value": counts[0]})
    s.handle({"key": "add"})
    assert s.view()["message"].startswith(f"Your numbers: {counts[0]}.")
    s.handle({"key": "check"})
    assert s.verdict is False and "the answer is " + ", ".join(map(str, counts)) in \
        s.view()["message"]
    s.handle({"key": "show"})               # no move to replay: the key's explanation
    assert "sown seed by seed with each number of seeds from 1 to 40" in s.view()["message"]


def test_what_went_wrong_shows_both_boards_and_replays_the_right_sowing():
    s = session_at("what_went_wrong")
    assert [b["caption"] for b in s.view()["boards"]] == ["Before", "Sam's After"]
    s.handle({"key": "answer-number", "value": s.puzzle.answer["step"] % 3 + 1 + 20})
    s.handle({"key": "check"})
    assert s.verdict is False
    s.handle({"key": "show"})
    assert s.replay is not None and len(s.replay) > len(s.puzzle.answer["steps"])


BAD = [
    (dict(sheet="explorer-7"), "ids look like explorer-7-3"),
    (dict(sheet=7), "sheet must be a worksheet id"),
    (dict(sheet="wizard-1-1"), "There is no difficulty 'wizard'"),
    (dict(sheet="starter-1-501"), "501"),
    (dict(level="wizard"), "There is no difficulty 'wizard'"),
    (dict(level=3), "level must be one of"),
    (dict(number=0), "number must be 1 or more, not 0"),
    (dict(number=1.5), "number must be a whole number, not 1.5"),
    (dict(base_seed=-1), "base_seed must be 0 or more"),
    (dict(base_seed="7"), "base_seed must be a whole number, not '7'"),
    (dict(contrast="loud"), "contrast must be one of"),
]


@pytest.mark.parametrize("kwargs, words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_arguments_get_one_sentence(kwargs, words):
    from mancala_teach.widgets import PuzzleBoard
    for make in (PuzzleSession, PuzzleBoard):
        with pytest.raises(MancalaError) as caught:
            make(**kwargs)
        message = str(caught.value)
        assert words in message and "\n" not in message and len(message) < 200
        assert message.endswith(".")


def test_the_view_is_the_session_drawn():
    from mancala_teach.widgets import PuzzleBoard
    w = PuzzleBoard("starter-1-1")
    assert w.view["root"] == "mancala-puzzle" and w.view["boards"]
    w.send_event({"key": "next-puzzle"})
    assert "puzzle 2 of 5" in w.view["sheet"]
    w.send_event({"pit": "Z"})
    assert "There is no pit called 'Z'" in w.view["message"]
    assert "run the cell" in repr(w)
