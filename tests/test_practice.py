"""Practice: endless puzzles for a level or a lesson, hints, the right sowing replayed after a
wrong answer, and the tally of a sitting (plain Python, no browser)."""

from __future__ import annotations

import itertools
import json

import pytest

from mancala_teach import MancalaError, Position
from mancala_teach.naming import LETTERS
from mancala_teach.puzzles.levels import LEVELS
from mancala_teach.puzzles.practice import PLANS, find_plan, hint, practice_puzzles
from mancala_teach.widgets.practice_session import PracticeSession


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_level_practises_every_kind_its_worksheets_have(level):
    plan = find_plan(level)
    assert {kind for kind, _ in plan.kinds} == set(LEVELS[level].all_kinds)
    first_round = list(itertools.islice(practice_puzzles(plan, 5), len(plan.kinds)))
    assert sorted(p.kind for p in first_round) == sorted(kind for kind, _ in plan.kinds)


def test_the_same_seed_gives_the_same_puzzles_and_no_position_twice():
    plan = find_plan("lesson-2")
    one = [p.as_data() for p in itertools.islice(practice_puzzles(plan, 9), 12)]
    two = [p.as_data() for p in itertools.islice(practice_puzzles(plan, 9), 12)]
    assert one == two
    positions = [p["position"] for p in one if p["position"]]
    assert len(positions) == len(set(positions))
    other = [p.as_data() for p in itertools.islice(practice_puzzles(plan, 10), 12)]
    assert other != one


@pytest.mark.parametrize("key", list(PLANS))
def test_hints_start_the_work_without_giving_the_answer(key):
    for puzzle in itertools.islice(practice_puzzles(PLANS[key], 1), 2 * len(PLANS[key].kinds)):
        words = hint(puzzle)
        assert words.endswith(".") and len(words) < 300
        told = puzzle.question.lower()              # what the question says already
        answer = puzzle.answer_text.lower()
        if puzzle.kind != "sow_and_count" and answer not in told:   # "see the filled-in board"
            assert answer not in words.lower(), (puzzle.kind, words)
        place = puzzle.answer.get("place") or puzzle.answer.get("move")
        if isinstance(place, str) and puzzle.kind != "tchoukaillon":
            named = (place if " " in place else f"pit {place}").lower()
            assert named in told or named not in words.lower(), (puzzle.kind, words)


@pytest.mark.parametrize("name, words", [
    ("banana", "There is nothing called 'banana' to practise; choose a level (starter, "
               "explorer, expert, fours) or a lesson (lesson-1 to lesson-6)."),
    (7, "There is nothing called 7 to practise"),
    (True, "There is nothing called True to practise"),
])
def test_an_unknown_plan_is_one_sentence(name, words):
    with pytest.raises(MancalaError, match="^" + words.replace("(", r"\(").replace(")", r"\)")):
        PracticeSession(name)


@pytest.mark.parametrize("kwargs, words", [
    (dict(seed=-1), "seed must be a whole number from 0 to 999999999"),
    (dict(seed="7"), "seed must be a whole number"),
    (dict(tally={"right": 3, "tried": 2, "streak": 0}), "tally cannot have more right"),
    (dict(tally={"right": 1}), "tally must be a dict of right, tried and streak"),
    (dict(contrast="loud"), "contrast must be one of"),
])
def test_bad_arguments_are_one_sentence(kwargs, words):
    with pytest.raises(MancalaError, match=words):
        PracticeSession("starter", **kwargs)


def _answer(s: PracticeSession, right: bool) -> None:
    """Answer the puzzle on show, rightly or wrongly, by taps and typed numbers."""
    p, kind = s.puzzle, s.kind
    a = p.answer
    if kind in ("last_seed", "lap", "oware_lap", "four_last_seed", "four_lap"):
        place = a["place"]
        if not right:
            place = "pit A" if place != "pit A" else "pit B"
        if "store" in place:
            s.handle({"store": place.split("'")[0]})
        else:
            s.handle({"pit": place.split()[1]})
    elif kind in ("extra_turn", "reverse"):
        s.handle({"pit": a["move"] if right else next(x for x in "ABCDEF" if x != a["move"])})
    elif kind == "four_extra_turn":        # a wrong answer: another pit of the mover's row
        row = len(p.boards[0].pits) // 4
        seat = ("South", "East", "North", "West").index(a["mover"])
        mine = LETTERS[seat * row:(seat + 1) * row]
        s.handle({"pit": a["move"] if right else next(x for x in mine if x != a["move"])})
    elif kind in ("best_capture", "oware_chain", "four_capture"):
        s.handle({"pit": a["move"]})
        s.handle({"key": "answer-number", "value": str(a["seeds"] + (0 if right else 1))})
        s.handle({"key": "check"})
    elif kind in ("missing_seeds", "estimate", "what_went_wrong", "four_what_went_wrong"):
        field = {"missing_seeds": "missing", "estimate": "south"}.get(kind, "step")
        s.handle({"key": "answer-number", "value": str(a[field] + (0 if right else 1))})
        s.handle({"key": "check"})
    elif kind == "extra_turn_pattern":
        for count in a["counts"][:None if right else -1]:
            s.handle({"key": "answer-number", "value": str(count)})
            s.handle({"key": "add"})
        s.handle({"key": "check"})
    elif kind == "tchoukaillon":
        moves = a["moves"] if right else ["A"] * len(a["moves"])
        for move in moves:
            s.handle({"pit": move})
    elif kind == "sow_and_count":
        after = p.extra["answer_board"]
        s.handle({"key": "copy"})
        for i, count in enumerate(after.pits):
            s.handle({"pit": LETTERS[i]})
            s.handle({"key": "answer-number", "value": str(count + (0 if right or i else 1))})
            s.handle({"key": "fill"})
        for player, count in zip(("South", "North"), after.stores):
            s.handle({"store": player})
            s.handle({"key": "answer-number", "value": str(count)})
            s.handle({"key": "fill"})
        s.handle({"key": "check"})
    else:  # pragma: no cover - a new kind needs a way to answer here
        raise AssertionError(kind)
    assert s.verdict is right, (kind, s.message)


@pytest.mark.parametrize("plan", ["starter", "explorer", "expert", "fours", "lesson-4"])
def test_ten_puzzles_right_and_wrong_and_the_tally(plan):
    s = PracticeSession(plan, seed=11)
    pattern = [True, True, False, True, False, False, True, True, True, False]
    streak = 0
    for number, right in enumerate(pattern, 1):
        assert s.number == number and s.verdict is None
        _answer(s, right)
        streak = streak + 1 if right else 0
        view = s.view()
        assert view["tally"] == {"right": sum(pattern[:number]), "tried": number,
                                 "streak": streak}
        assert view["score"] == (f"Right first time: {sum(pattern[:number])} of {number} "
                                 f"\u00b7 Right in a row: {streak}")
        if right:
            assert view["message"].startswith("Right! ") and view["message_kind"] == "right"
        else:
            assert view["message"].startswith("Not quite") and view["total"]
            s.handle({"key": "again"})            # trying again never changes the tally
            _answer(s, True)
            assert s.view()["tally"]["tried"] == number
        json.dumps(s.view())
        s.prepare_next()
        s.handle({"key": "next-puzzle"})


def test_a_wrong_answer_plays_the_right_sowing_seed_by_seed():
    s = PracticeSession("explorer", seed=2)
    while s.kind not in ("extra_turn", "best_capture", "what_went_wrong"):
        s.handle({"key": "next-puzzle"})
    p = s.puzzle
    _answer(s, False)
    view = s.view()
    assert view["playing"] is True and view["interval"] > 0
    assert "Watch the right sowing, seed by seed." in view["message"]
    assert view["boards"][0]["caption"] == "The move, seed by seed"
    trace = Position.parse(p.position).play(p.move)[1]
    assert [frame[0] for frame in s.replay] == [trace] * (len(trace.events) + 1)
    narrated = []
    while s.view()["playing"]:
        narrated.append(s.view()["narration"])
        s.handle({"key": "tick"})
    assert s.replay_index == len(trace.events)
    assert len(narrated) == len(trace.events)
    assert s.view()["step"] == f"Step {len(trace.events)} of {len(trace.events)}"
    s.handle({"key": "back"})
    assert s.replay_index == len(trace.events) - 1 and not s.playing
    s.handle({"key": "play"})
    assert s.playing


def test_a_wrong_solitaire_replays_the_right_order():
    s = PracticeSession("starter", seed=4)
    while s.kind != "tchoukaillon":
        s.handle({"key": "next-puzzle"})
    _answer(s, False)
    assert s.playing and s.replay[0][1] == "The board before the first move."
    while s.playing:
        s.handle({"key": "tick"})
    pits, store, hand = s.replay[s.replay_index][0]
    assert not any(pits) and store == sum(s.puzzle.extra["board"])


def test_hint_then_choose_a_lesson_keeps_the_tally():
    s = PracticeSession("starter", seed=1, tally={"right": 4, "tried": 6, "streak": 2})
    words = s.give_hint()
    view = s.view()
    assert view["message"] == f"Hint: {words}"
    assert next(c for r in view["rows"] for c in r if c["key"] == "hint")["disabled"]
    s.handle({"key": "plan", "value": "lesson-3"})
    assert s.plan.key == "lesson-3" and s.view()["sheet"].startswith("Lesson 3: Captures")
    assert s.view()["tally"] == {"right": 4, "tried": 6, "streak": 2}
    assert s.kind in ("extra_turn", "best_capture", "extra_turn_pattern")
    s.handle({"key": "plan", "value": "lesson-99"})
    assert s.view()["message_kind"] == "problem" and "nothing called" in s.view()["message"]
    s.handle({"key": "reset-tally"})
    assert s.view()["tally"] == {"right": 0, "tried": 0, "streak": 0}


def test_arrow_keys_while_answering_say_nothing():
    s = PracticeSession("starter", seed=1)
    before = s.view()["message"]
    s.handle({"key": "next"})
    s.handle({"key": "back"})
    assert s.view()["message"] == before and s.view()["message_kind"] == "info"


def test_the_widget_draws_the_session_and_makes_the_next_puzzle_ahead():
    from mancala_teach.widgets import Practice
    w = Practice("lesson-1", seed=3)
    assert w.view["root"] == "mancala-practice" and w.view["sheet"].endswith("puzzle 1")
    w.press("hint")
    assert w.session._upcoming is not None
    upcoming = w.session._upcoming
    w.press("next-puzzle")
    assert w.session.puzzle is upcoming and w.view["sheet"].endswith("puzzle 2")


def test_the_practice_page_gets_a_view_with_a_sentence_never_a_traceback(monkeypatch, capsys):
    from mancala_teach.web.practice_page import WENT_WRONG, PracticePage
    page = PracticePage()
    assert json.loads(page.handle(json.dumps({"key": "hint"}))) == {
        "problem": "Choose what to practise first."}
    assert "nothing called 'chess'" in json.loads(page.start(json.dumps({"plan": "chess"})))[
        "problem"]
    # a tally the page kept from an older version is dropped, not an error
    view = json.loads(page.start(json.dumps({"plan": "starter", "seed": 3,
                                             "tally": {"right": 9}})))
    assert view["tally"] == {"right": 0, "tried": 0, "streak": 0}
    view = json.loads(page.start(json.dumps({"plan": "starter", "seed": 3,
                                             "tally": {"right": 2, "tried": 5, "streak": 1}})))
    assert view["tally"] == {"right": 2, "tried": 5, "streak": 1}

    def broken(*args):
        raise KeyError("a bug")
    monkeypatch.setattr(page.session, "give_hint", broken)
    view = json.loads(page.handle(json.dumps({"key": "hint"})))
    assert view["message"] == WENT_WRONG and view["message_kind"] == "problem"
    assert "KeyError" in capsys.readouterr().err
    page.prepare()
    assert page.session._upcoming is not None
