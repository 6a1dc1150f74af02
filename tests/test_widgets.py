"""The stepper, driven as a class would drive it: taps on pits and presses of its controls.

Most tests drive the plain-Python session (no browser, no widget library); a few drive the
anywidget view the same way the browser does (``send_event``) and read the view model it
sends. The browser itself is tested in ``test_browser.py``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from mancala_teach import MancalaError, Position, new_game, variant
from mancala_teach.moves import Move
from mancala_teach.widgets.session import StepperSession

SVG = "{http://www.w3.org/2000/svg}"


def pit_groups(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(f"{SVG}g"):
        if g.get("data-pit"):
            out[g.get("data-pit")] = g
        elif g.get("data-player"):
            out[g.get("data-player")] = g
    return out


def counts(s: StepperSession) -> dict[str, int]:
    return {k: int(g.get("data-count")) for k, g in pit_groups(s.board()).items()}


def classes(s: StepperSession, name: str) -> set[str]:
    return set(pit_groups(s.board())[name].get("class").split())


def tappable(s: StepperSession) -> list[str]:
    return [k for k, g in pit_groups(s.board()).items() if g.get("tabindex") == "0"]


def keys(s: StepperSession) -> list[str]:
    return [c["key"] for row in s.view()["rows"] for c in row]


def control(s: StepperSession, key: str) -> dict:
    return next(c for row in s.view()["rows"] for c in row if c["key"] == key)


def expected_counts(frame) -> dict[str, int]:
    out = {chr(65 + i): n for i, n in enumerate(frame.pits)}
    out.update(South=frame.stores[0], North=frame.stores[1])
    return out


# --- the board is the control -----------------------------------------------------------------

def test_starts_with_the_board_and_a_prompt():
    s = StepperSession("kalah")
    assert counts(s)["A"] == 4
    assert s.view()["narration"] == "South to move: tap one of South's pits."
    assert "48 in the pits + 0 in hand + 0 in the stores = 48 seeds" in s.view()["total"]
    assert tappable(s) == list("ABCDEF")
    c = pit_groups(s.board())["C"]
    assert (c.get("role"), c.get("aria-label")) == ("button", "Pit C, 4 seeds, yours")
    g = pit_groups(s.board())["G"]
    assert g.get("role") == "img" and g.get("aria-label") == "Pit G, 4 seeds, North's"
    assert control(s, "next")["disabled"] and control(s, "finish")["disabled"]


def test_a_tap_picks_up_at_once_then_the_seeds_are_stepped(capsys):
    s = StepperSession("kalah")
    _, trace = new_game("kalah").play("C")
    frames = trace.frames()
    s.handle({"pit": "C"})
    assert s.step == 1 and counts(s) == expected_counts(frames[1])   # pit C emptied
    assert "picked-up" in classes(s, "C")
    assert s.view()["step"] == "Step 1 of 7"
    assert s.view()["narration"] == "South picks up 4 seeds from pit C."
    assert "44 in the pits + 4 in hand" in s.view()["total"]
    s.handle({"key": "next"})
    assert counts(s) == expected_counts(frames[2])
    assert "last-seed" in classes(s, "D")
    assert s.view()["narration"] == "Drop one in pit D: it now holds 5. 3 seeds left in hand."
    s.handle({"key": "back"})
    assert s.step == 1 and counts(s)["D"] == 4
    s.handle({"key": "start-of-move"})
    assert s.step == 0 and counts(s)["C"] == 4
    s.handle({"key": "finish"})
    assert counts(s) == expected_counts(frames[-1])
    assert {"last-seed", "store-grew"} <= classes(s, "South")
    assert capsys.readouterr() == ("", "")     # callbacks print nothing


def test_every_step_shows_the_trace_and_conserves_seeds():
    for game, pit in (("oware", "F"), ("giuthi", "A cw"), ("lane-wise", "H")):
        s = StepperSession(game)
        s.choose(pit)
        trace = s.trace
        frames = trace.frames()
        while s.in_move:
            assert counts(s) == {k: v for k, v in expected_counts(frames[s.step]).items()
                                 if k in counts(s)}
            total = sum(frames[s.step].pits) + sum(frames[s.step].stores)
            assert f"= {total + frames[s.step].in_hand} seeds, the same" in s.view()["total"]
            s.handle({"key": "next"})
        assert s.position == trace.after


# --- honest mid-move --------------------------------------------------------------------------

def test_mid_move_everything_describes_the_frame_on_the_board():
    s = StepperSession("kalah")
    s.handle({"pit": "C"})                         # C: 4 seeds, the last one in the store
    while s.index < s.last_step - 1:
        assert s.in_move
        assert s.view()["history"] == "No moves yet."        # not "(extra turn)" yet
        assert tappable(s) == []                              # no move can start
        assert control(s, "next")["disabled"] is False
        assert s.position == new_game("kalah")                # the game has not moved on
        s.handle({"key": "next"})
    for pit in ("A", "C", "G"):                                # any pit: nothing, and why
        before = s.board()
        s.handle({"pit": pit})
        assert s.board() == before
        assert s.view()["message"] == ("This move is not finished yet: press Next seed or "
                                       "Finish the move first.")
    s.choose("A")                                              # nor from Python
    assert s.trace.move == Move(2) and s.in_move
    s.handle({"key": "next"})
    assert not s.in_move
    assert s.view()["history"] == "Moves: 1. South C (extra turn)"
    assert tappable(s) == ["A", "B", "D", "E", "F"]
    assert pit_groups(s.board())["C"].get("aria-label") == "Pit C, 0 seeds, South's"
    s.handle({"key": "back"})          # stepping back un-finishes the move, honestly
    assert s.view()["history"] == "No moves yet." and tappable(s) == []


def test_finish_jumps_to_the_end_and_the_move_enters_the_history():
    s = StepperSession("kalah")
    s.choose("C")
    s.handle({"key": "finish"})
    s.choose("F")
    assert s.view()["history"] == "Moves: 1. South C (extra turn)"
    s.handle({"key": "finish"})
    assert s.view()["history"] == "Moves: 1. South C (extra turn); 2. South F"
    assert s.position == new_game("kalah").after("C").after("F")
    assert tappable(s) == list("GHIJKL")
    assert pit_groups(s.board())["G"].get("aria-label") == "Pit G, 5 seeds, yours"


def test_play_steps_on_the_views_timer_and_announces_every_step():
    s = StepperSession("kalah")
    s.handle({"pit": "C"})
    heard = s.view()["announce_seq"]
    s.handle({"key": "play"})
    assert s.view()["playing"] and control(s, "play")["label"] == "Stop"
    ticks = 0
    while s.view()["playing"]:
        s.handle({"key": "tick"})
        ticks += 1
        assert s.view()["announce_seq"] == heard + ticks      # every seed is said
        if s.in_move:      # the step's words alone while the seeds drop (no running total)
            assert s.view()["announce"] == s.view()["narration"]
    assert ticks == s.last_step - 1 and not s.in_move
    assert s.view()["announce"].startswith(s.view()["narration"] + " South sowed pit C")
    assert control(s, "play")["label"] == "Play the move"


def test_one_announcement_per_step():
    s = StepperSession("kalah")
    s.handle({"pit": "B"})
    seen = [s.view()["announce_seq"]]
    while s.in_move:
        s.handle({"key": "next"})
        seen.append(s.view()["announce_seq"])
        assert s.view()["announce"].startswith(s.view()["narration"])
        if s.in_move:        # the running total too, as the total line says it
            f = s.frames[s.step]
            assert s.view()["announce"].endswith(
                f" {sum(f.pits)} in the pits, {f.in_hand} in hand, {sum(f.stores)} in the "
                f"stores.")
    assert seen == list(range(seen[0], seen[0] + len(seen)))


def test_extra_turn_and_capture_are_explained():
    s = StepperSession("kalah")
    s.choose("C")
    s.handle({"key": "finish"})
    s.handle({"key": "back"})
    assert "South gets another turn!" in s.view()["narration"]
    s2 = StepperSession("kalah")
    s2.start_from(Position.of(variant("kalah"), [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))
    s2.choose("D")
    s2.handle({"key": "finish"})
    assert "South captures 5. South 8, North 4." in s2.view()["announce"]
    s2.handle({"key": "back"})
    assert "Capture! 4 + 1 = 5 seeds go to South's store." in s2.view()["narration"]
    assert "captured" in classes(s2, "H")
    s2.handle({"key": "finish"})
    assert "(captured 5)" in s2.view()["history"]


def test_pits_that_may_not_be_played_say_why():
    s = StepperSession("kalah")
    s.choose("C")
    s.handle({"key": "finish"})
    s.handle({"pit": "C"})
    assert s.view()["message"] == "Pit C is empty, so there is nothing to sow."
    s.handle({"pit": "H"})
    assert s.view()["message"] == "Pit H belongs to North, and it is South's turn."
    s.handle({"pit": "Z"})
    assert s.view()["message"] == "There is no pit called 'Z': pits on this board are A to L."
    s.handle("not an event")
    assert s.view()["message_kind"] == "problem"
    s.handle({"key": "fly"})
    assert s.view()["message"] == "The widget has no control called 'fly'."
    s.handle({"key": "speed", "value": "fast"})
    assert s.speed == 4 and "whole number" in s.view()["message"]


def test_undo_takes_back_the_move_on_show_or_the_last_one():
    s = StepperSession("kalah")
    s.handle({"key": "undo"})
    assert s.view()["message"] == "There is no move to take back yet."
    s.choose("C"); s.handle({"key": "finish"}); s.choose("F")
    s.handle({"key": "undo"})                                   # mid-move: cancelled
    assert s.position == new_game("kalah").after("C")
    assert s.view()["message"] == "Took back South's move F."
    s.handle({"key": "undo"})
    assert s.position == new_game("kalah") and s.view()["history"] == "No moves yet."


def test_options_panel_starts_a_new_game():
    s = StepperSession("kalah")
    s.handle({"key": "game", "value": "oware"})
    s.handle({"key": "seeds", "value": "3"})
    s.handle({"key": "pits", "value": 5})
    assert s.position == new_game("kalah")                      # only when asked
    s.handle({"key": "start-again"})
    assert s.position == new_game("oware", seeds=3, pits=5)
    assert len([k for k in counts(s) if len(k) == 1]) == 10
    s.handle({"key": "pits", "value": 11})
    assert s.view()["message"] == "Oware (Abapa) can have from 1 to 10 pits a side, not 11."
    s.handle({"key": "seeds", "value": ""})          # a number box the teacher cleared
    assert s.view()["message"] == ("Type the number of seeds in each pit in the box first, "
                                   "as a whole number like 4.")
    s.handle({"key": "seeds", "value": "two"})
    assert s.view()["message"] == ("Type the number of seeds in each pit as a whole number "
                                   "like 4: 'two' is not one.")
    s.handle({"key": "game", "value": "lane-wise"})
    assert "pits" not in keys(s) and "seeds" not in keys(s)     # a fixed board
    s.handle({"key": "start-again"})
    assert s.position == new_game("lane-wise")
    assert "swap" in keys(s)
    assert [o[1] for o in control(s, "game")["options"]][:2] == ["Kalah", "Oware (Abapa)"]


def test_house_rules_are_passed_to_the_engine():
    s = StepperSession("kalah", seeds=3, capture_empty_opposite=True)
    assert s.position.rules == variant("kalah", seeds=3, capture_empty_opposite=True)
    s.handle({"key": "start-again"})
    assert s.position.rules == variant("kalah", seeds=3, capture_empty_opposite=True)


def test_either_way_games_ask_which_way():
    s = StepperSession("giuthi")
    s.handle({"pit": "C"})
    assert s.trace is None and "chosen" in classes(s, "C")
    assert control(s, "cw")["label"] == "Sow C clockwise"
    s.handle({"key": "cw"})
    assert s.trace.move == Move(2, -1)
    assert s.view()["narration"].startswith("South picks up 6 seeds from pit C")


def test_whole_game_to_the_end_with_the_tally():
    s = StepperSession("kalah", pits=3, seeds=2)
    while not s.position.is_over:
        s.handle({"pit": tappable(s)[-1]})
        s.handle({"key": "finish"})
    outcome = s.position.outcome
    south, north = outcome.scores
    assert f"South's store holds {south} and North's holds {north}" in s.view()["narration"]
    assert outcome.result() in s.view()["narration"]
    assert tappable(s) == [] and "Game over" in s.board()
    s.handle({"pit": "A"})
    assert s.view()["message"] == "The game is over: press Start again to play a new game."


def test_flip_puts_north_at_the_bottom():
    s = StepperSession("kalah")
    s.handle({"key": "flip"})
    groups = pit_groups(s.board())
    cy = {k: float(g.find(f"{SVG}circle[@r='22.5']").get("cy")) for k, g in groups.items()
          if len(k) == 1}
    assert cy["G"] > cy["A"]
    assert control(s, "flip")["pressed"] is True


# --- predict mode -----------------------------------------------------------------------------

def test_predict_starts_from_the_board_marks_the_pit_and_keeps_score():
    s = StepperSession("kalah", predict=True)
    s.handle({"pit": "C"})
    assert s.trace is None and counts(s)["C"] == 4      # nothing revealed before the guess
    assert "chosen" in classes(s, "C")                   # but the chosen pit is marked
    assert [k["words"] for k in s.view()["key"]] == ["dashed: chosen"]      # the key too
    assert s.view()["focus"] == "guess-place"            # the focus goes to the prediction
    assert {"guess-place", "guess-count", "check"} <= set(keys(s))
    s.handle({"key": "guess-place", "value": "store:0"})
    s.handle({"key": "guess-count", "value": "0"})
    s.handle({"key": "check"})
    assert s.view()["playing"] and s.score == [0, 0]     # judged at the end of the move
    assert "picked-up" in classes(s, "C")                                    # now sown
    assert [k["words"] for k in s.view()["key"]] == ["dashed: picked up"]
    while s.view()["playing"]:
        s.handle({"key": "tick"})
    assert s.score == [1, 1]
    assert s.view()["message"].startswith("Right! The last seed landed in South's store")
    assert s.view()["score"] == "Predictions: 1 right out of 1"
    # The second prediction starts from the position on the board, with no old highlights.
    s.handle({"pit": "F"})
    board = pit_groups(s.board())
    assert counts(s) == expected_counts(Position.start(variant("kalah")).after("C").play("F")
                                        [1].frames()[0])
    assert [k for k, g in board.items() if "last-seed" in g.get("class")] == []
    assert [k for k, g in board.items() if "chosen" in g.get("class")] == ["F"]
    s.handle({"pit": "E"})                               # changing one's mind is allowed
    assert "chosen" in classes(s, "E") and "chosen" not in classes(s, "F")
    s.predict_move("F", "A")
    assert s.score == [1, 2]
    assert "Not quite. The last seed landed in pit J (you said pit A)" in s.view()["message"]


def test_predict_a_capture_count():
    s = StepperSession("kalah", predict=True)
    s.start_from(Position.of(variant("kalah"), [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))
    s.predict_move("D", "E", 5)
    assert s.score == [1, 1]
    assert s.view()["message"] == ("Right! The last seed landed in pit E (you said so too). "
                                   "5 seeds were captured (you said so too). Predictions: 1 "
                                   "right out of 1.")
    # Singular and none, in whole sentences: "1 seed was captured", "No seeds were captured".
    rules = variant("kalah", capture_empty_opposite=True)    # so one seed alone is captured
    s.start_from(Position.of(rules, [0, 0, 0, 1, 0, 4, 4, 0, 4, 4, 4, 4], (12, 11), 0))
    s.predict_move("D", "E", 0)
    assert "1 seed was captured (you said 0)." in s.view()["message"]
    s.predict_move("L", "A", 0)
    assert "No seeds were captured (you said so too)." in s.view()["message"]


def test_the_focus_goes_to_the_prediction_and_the_page_speaks_when_it_opens():
    from mancala_teach.widgets.puzzle_session import PuzzleSession
    s = StepperSession("kalah", predict=True)
    opened = s.view()
    assert opened["announce"] == "Kalah. South to move: tap one of South's pits."
    assert opened["announce_seq"] == 1 and opened["focus"] == "A"
    s.handle({"pit": "C"})
    assert s.view()["focus"] == "guess-place"
    assert s.view()["focus_seq"] == opened["focus_seq"] + 1     # move it there now
    s.handle({"key": "guess-place", "value": "D"})
    assert s.view()["focus_seq"] == opened["focus_seq"] + 1     # and only then
    p = PuzzleSession("starter-1-1")
    assert p.view()["announce"].startswith("Puzzle 1 of 5. ")
    p.handle({"pit": "C"})                                       # sow and count: C, then
    assert p.view()["focus"] == "answer-number"                 # its count in the box
    assert p.view()["focus_seq"] == 1


# --- young children ---------------------------------------------------------------------------

def test_young_mode_has_three_controls_and_counts_aloud():
    s = StepperSession("kalah", level="young")
    assert keys(s) == ["next", "start-again"]            # plus tapping a pit
    assert s.view()["total"] == "" and s.view()["history"] == ""
    assert s.view()["key"] == []                         # nothing marked yet: no key
    s.handle({"pit": "C"})
    assert [k["words"] for k in s.view()["key"]] == ["dashed: picked up"]   # young too
    said = [s.view()["narration"]]
    while s.in_move:
        s.handle({"key": "next"})
        said.append(s.view()["narration"])
    assert said == ["South picks up all 4 seeds from pit C.",
                    "1: a seed in pit D.",
                    "1, 2: a seed in pit E.",
                    "1, 2, 3: a seed in pit F.",
                    "1, 2, 3, 4: the last seed lands in South's store. South plays again!"]
    assert keys(s) == ["next", "start-again"]
    for word in ("=", "hand", "turn passes"):
        assert all(word not in line for line in said)


def test_young_mode_every_step_changes_the_board():
    for game, start in (("kalah", None), ("oware", None),
                        ("kalah", Position.of(variant("kalah"),
                                              [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))):
        s = StepperSession(game, level="young")
        if start is not None:
            s.start_from(start)
        for _ in range(6):
            if s.position.is_over:
                break
            s.handle({"pit": tappable(s)[0]})
            boards = [counts(s)]
            while s.in_move:
                s.handle({"key": "next"})
                boards.append(counts(s))
            assert all(a != b for a, b in zip(boards, boards[1:])), game
            assert s.position == s.trace.after


def test_young_capture_words():
    s = StepperSession("kalah", level="young")
    s.start_from(Position.of(variant("kalah"), [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))
    s.handle({"pit": "D"})
    s.handle({"key": "next"})
    assert s.view()["narration"] == "1: the last seed lands in pit E."
    s.handle({"key": "next"})
    assert s.view()["narration"] == ("South wins 5 seeds! They go into South's store. "
                                     "Now it is North's turn.")
    assert not s.in_move


# --- the hook for a computer player and hints (issue 12) --------------------------------------

def first_move(position):
    return position.legal_moves()[0], "It is the first pit with seeds."


def test_a_computer_player_plugs_in():
    s = StepperSession("kalah")
    s.set_computer(1, first_move)
    s.handle({"pit": "B"})
    s.handle({"key": "finish"})
    assert s.trace.before.to_move == 1 and s.in_move      # North's move started by itself
    assert s.view()["message"] == "It is the first pit with seeds."
    assert s.view()["history"] == "Moves: 1. South B"
    s.handle({"key": "finish"})
    assert s.view()["history"] == "Moves: 1. South B; 2. North G"
    assert s.hint(first_move) == "Hint: sow pit A. It is the first pit with seeds."
    with pytest.raises(MancalaError, match="player must be 0"):
        s.set_computer(2, first_move)


# --- the anywidget view -----------------------------------------------------------------------

def test_the_view_draws_what_the_session_says(capsys):
    from mancala_teach.widgets import Stepper
    w = Stepper("kalah")
    assert w.view["board"].startswith("<svg") and w._esm and "mancala-widget" in w._css
    first = w.view
    w.send_event({"pit": "C"})
    assert w.view is not first and w.view["narration"] == "South picks up 4 seeds from pit C."
    w.send_event({"key": "next"})
    w.send_event({"key": "next"})                 # two identical presses both count
    assert w.step == 3
    w.choose("A")                                 # the Python API says why, in the widget
    assert "not finished" in w.view["message"]
    w.finish()
    assert w.position == new_game("kalah").after("C")
    assert "run the cell" in repr(w)
    assert capsys.readouterr() == ("", "")


def test_the_view_never_shows_a_traceback():
    from mancala_teach.widgets import Stepper
    w = Stepper("kalah")

    def broken(position):
        raise RuntimeError("boom")
    w.session.computer[1] = broken
    w.send_event({"pit": "A"})
    w.send_event({"key": "finish"})
    assert w.view["message"].startswith("Something went wrong (RuntimeError)")


# --- every constructor argument is checked first (issue 11) -----------------------------------

BAD = [
    (dict(pits="abc"), "pits must be a whole number from 1 to 10, not 'abc'"),
    (dict(pits=11), "pits=11 is not allowed"),
    (dict(pits=0), "pits=0 is not allowed"),
    (dict(pits=6.0), "pits must be a whole number from 1 to 10, not 6.0"),
    (dict(seeds=2.5), "seeds must be a whole number from 1 to 10, not 2.5"),
    (dict(seeds=99), "seeds=99 is not allowed"),
    (dict(speed="fast"), "speed must be a whole number from 1 (slow) to 8 (fast), not 'fast'"),
    (dict(speed=0), "not 0"),
    (dict(speed=9), "not 9"),
    (dict(speed=True), "not True"),
    (dict(speed=4.5), "not 4.5"),
    (dict(predict="yes"), "predict must be True or False, not 'yes'"),
    (dict(flipped=1), "flipped must be True or False, not 1"),
    (dict(level="old"), "level must be one of 'standard', 'young', not 'old'"),
    (dict(contrast="max"), "contrast must be one of 'normal', 'high', not 'max'"),
    (dict(level="young", predict=True), "Predict mode is for the standard level"),
    (dict(capture_emtpy=True), "has no option 'capture_emtpy'"),
    (dict(game_end="soon"), "choose one of: either_side_empty, one_last_move"),
    (dict(game=5), "The game must be named by text"),
    (dict(game="chess"), "There is no variant called 'chess'"),
    (dict(game="x" * 100_000), "There is no game called 'xxxxx"),
    (dict(game="lane-ignorant", setup=(5.5, 7, 4, 8, 6, 6, 4, 9, 5, 7, 6, 4.5)),
     "setup must be a list of whole numbers, and 5.5 is not one"),
    (dict(game="lane-ignorant", setup=(5.0, 7, 4, 8, 6, 6, 4, 9, 5, 7, 6, 5)),
     "and 5.0 is not one"),
    (dict(game="lane-ignorant", setup=7), "setup must be a list of whole numbers, not 7"),
    (dict(game="lane-ignorant", setup=(6,) * 11), "needs 12 counts"),
]


@pytest.mark.parametrize("kwargs, words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_arguments_get_one_sentence(kwargs, words):
    from mancala_teach.widgets import Stepper
    kwargs = dict(kwargs)
    game = kwargs.pop("game", "kalah")
    for make in (StepperSession, Stepper):
        with pytest.raises(MancalaError) as caught:
            make(game, **kwargs)
        message = str(caught.value)
        assert isinstance(caught.value, ValueError)
        assert words in message
        assert "\n" not in message and len(message) < 200 and message.endswith(".")


def test_good_arguments_are_not_changed():
    s = StepperSession("kalah", pits=10, seeds=10, speed=8, flipped=True, contrast="high")
    assert (s.rules.pits_per_side, s.rules.seeds_per_pit, s.speed) == (10, 10, 8)
    assert s.view()["interval"] == 120
    lane = StepperSession("lane-ignorant", setup=(5, 7, 4, 8, 6, 6, 4, 9, 5, 7, 6, 5))
    assert lane.rules.setup == (5, 7, 4, 8, 6, 6, 4, 9, 5, 7, 6, 5)


def test_a_saved_notebook_shows_a_still_picture_of_the_board_on_show():
    """Beside the live widget, its mime bundle carries the board as a still HTML picture:
    what the classroom site shows while Python starts, and GitHub or nbviewer show at all.
    It is the frame on show (mid-move too), with its words, and nothing in it can be tapped."""
    pytest.importorskip("anywidget")
    from mancala_teach.widgets import PuzzleBoard, Stepper

    stepper = Stepper("kalah", seeds=3)
    stepper.tap("C")
    stepper.press("next")
    data, _ = stepper._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    still = data["text/html"]
    svg = still[still.index("<svg"):still.index("</svg>") + 6]
    on_show = stepper.frames[stepper.step]
    shown = {p: int(g.get("data-count")) for p, g in pit_groups(svg).items()}
    assert shown == expected_counts(on_show)
    assert 'tabindex="0"' not in still and 'role="button"' not in still
    assert stepper.session._step_words() in still.replace("&#x27;", "'")
    # A live board and its still picture never share an element id on one page.
    live_ids = set(re.findall(r'id="([^"]+)"', stepper.view["board"]))
    assert live_ids and not live_ids & set(re.findall(r'id="([^"]+)"', still))

    puzzle = PuzzleBoard("explorer-7-3")
    data, _ = puzzle._repr_mimebundle_()
    still = data["text/html"]
    assert puzzle.view["question"] in still.replace("&#x27;", "'").replace("&quot;", '"')
    assert still.count("<svg") == len(puzzle.view["boards"])
    assert 'tabindex="0"' not in still


# --- playing against the computer, and the Hint button (issue 12) ----------------------------

def finish_moves(s: StepperSession) -> None:
    while s.in_move:
        s.handle({"key": "finish"})


def test_the_computer_plays_north_seed_by_seed_with_its_reason():
    from mancala_teach import players
    s = StepperSession("kalah", opponent="greedy")
    assert "opponent" in keys(s) and control(s, "opponent")["value"] == "greedy"
    s.handle({"pit": "F"})                     # South: F, no extra turn
    s.handle({"key": "finish"})
    # North's turn came: the computer's move is on show from its first step, with its reason.
    before = s.trace.before
    assert before.to_move == 1
    move, reason = players.player("greedy", nodes=20_000)(before)
    assert s.trace.move == move and s.message == reason and reason.startswith("I chose pit ")
    assert s.in_move and s.index == 1
    finish_moves(s)
    assert s.position.to_move == 0 and not s.in_move
    assert "yours" in " ".join(s._pit_labels(s.position.pits, set(s.playable())).values())


def test_the_computer_takes_every_extra_turn_it_earns_and_never_plays_an_illegal_move():
    s = StepperSession("kalah", seeds=3, opponent="strongest")
    for _ in range(60):
        if s.position.is_over:
            break
        if s.position.to_move == 0:
            s.handle({"pit": LETTERS_OF(s)[0]})
        finish_moves(s)
        assert s.message_kind != "problem", s.message
    assert s.position.is_over


def LETTERS_OF(s: StepperSession) -> list[str]:
    from mancala_teach.naming import LETTERS
    return [LETTERS[p] for p in sorted(s.playable())]


def test_north_is_chosen_in_words_and_takes_effect_at_once():
    s = StepperSession("kalah")
    assert control(s, "opponent")["value"] == "person"
    assert [o[1] for o in control(s, "opponent")["options"]] == [
        "a person", "the computer: random", "the computer: greedy",
        "the computer: thinks ahead", "the computer: strongest"]   # no perfect: too big
    s.handle({"pit": "A"})
    finish_moves(s)
    assert s.position.to_move == 1 and not s.in_move
    s.handle({"key": "opponent", "value": "thinks ahead"})
    assert s.in_move and s.trace.before.to_move == 1        # it was North's turn: it moved
    finish_moves(s)
    s.handle({"key": "opponent", "value": "person"})
    assert s.computer == {} and "A person plays North" in s.message


def test_take_back_against_the_computer_returns_to_the_persons_turn():
    s = StepperSession("kalah", opponent="random")
    s.handle({"pit": "B"})
    finish_moves(s)
    finish_moves(s)
    assert s.history and s.position.to_move == 0
    s.handle({"key": "undo"})
    # Both the computer's reply and South's B are taken back: South to move at the start.
    assert s.position == s.start_position and s.position.to_move == 0 and not s.in_move


def test_hint_names_the_move_and_why_without_playing_it():
    from mancala_teach import players
    s = StepperSession("kalah")
    start = s.position
    s.handle({"key": "hint"})
    best = players.hint(start, "strongest", nodes=20_000)
    assert s.message.startswith(f"Hint: sow pit {'ABCDEF'[best.move.pit]}. ")
    assert s.position == start and s.trace is None          # shown, not played
    assert "you" in s.message.lower()                       # in the player's words
    s.handle({"pit": "C"})
    assert control(s, "hint")["disabled"]                   # not while a move is on show


def test_young_mode_plays_the_easy_levels_only_and_keeps_three_controls():
    s = StepperSession("kalah", level="young", opponent="greedy")
    assert keys(s) == ["next", "start-again"]
    s.handle({"pit": "F"})
    s.handle({"key": "finish"})
    assert s.in_move and s.trace.before.to_move == 1        # the computer is sowing
    with pytest.raises(MancalaError, match="young mode the computer plays 'random' or 'greedy'"):
        StepperSession("kalah", level="young", opponent="strongest")
    with pytest.raises(MancalaError, match="opponent must be one of"):
        StepperSession("kalah", opponent="wizard")
    # A hint from Python in young mode comes from the greedy level.
    y = StepperSession("kalah", level="young")
    assert y.give_hint().startswith("Hint: sow pit ")


# --- the perfect player on small boards (issue 12, item 4) -----------------------------------

def test_the_perfect_player_is_offered_only_on_small_boards():
    from mancala_teach import players
    big = StepperSession("kalah")
    assert "perfect" not in [o[0] for o in control(big, "opponent")["options"]]
    with pytest.raises(MancalaError, match="too big for the perfect player"):
        StepperSession("kalah", opponent="perfect")
    big.handle({"key": "opponent", "value": "perfect"})      # a view never raises: it says
    assert big.message_kind == "problem" and "too big for the perfect player" in big.message
    assert big.opponent == "person" and big.computer == {}
    small = StepperSession("kalah", pits=3, seeds=2)
    assert players.plays_perfectly(small.rules)
    options = control(small, "opponent")["options"]
    assert options[-1] == ["perfect", "the computer: perfect player (never makes a mistake)"]
    with pytest.raises(MancalaError, match="young mode the computer plays 'random' or 'greedy'"):
        StepperSession("kalah", pits=3, seeds=2, level="young", opponent="perfect")


def test_the_perfect_player_plays_north_seed_by_seed_and_never_loses_seeds():
    """Each of its moves is stepped like any other, with its reason, and is one of the
    solver's best moves for the position it was played in."""
    from mancala_teach.players.solver import solve
    s = StepperSession("kalah", pits=2, seeds=3, opponent="perfect")
    moves = 0
    while not s.position.is_over:
        if s.in_move and s.trace.before.to_move == 1:     # the computer's move, just begun
            assert s.index == 1 and s.message.startswith("I chose pit ")
            assert s.trace.move in solve(s.trace.before).best_moves
            moves += 1
        elif not s.in_move:
            s.handle({"pit": "AB"[min(s.playable())]})
            continue
        s.handle({"key": "finish"})
    assert moves >= 2
    # North never did worse than the solver's value of the start for North.
    start = solve(s.start_position).margin          # for South, who moves first
    scores = s.position.outcome.scores
    assert scores[1] - scores[0] >= -start


def test_the_hint_comes_from_the_perfect_player_on_a_small_board():
    from mancala_teach.players.solver import solve
    s = StepperSession("kalah", pits=3, seeds=2)
    s.handle({"key": "hint"})
    best = solve(s.position)
    assert any(s.message.startswith(f"Hint: sow pit {'ABC'[m.pit]}. ") for m in best.best_moves)
    seeds = f"{abs(best.margin)} seeds" if abs(best.margin) != 1 else "1 seed"
    words = (f"you can win by {seeds} whatever North does" if best.margin > 0 else "a draw"
             if best.margin == 0 else f"North can still win by {seeds}")
    assert words in s.message
    assert s.trace is None and s.position == s.start_position


def test_a_bigger_game_hands_the_perfect_players_seat_to_the_strongest_level():
    s = StepperSession("kalah", pits=3, seeds=2, opponent="perfect")
    s.handle({"key": "pits", "value": 6})
    s.handle({"key": "seeds", "value": 4})
    s.handle({"key": "start-again"})
    assert s.opponent == "strongest" and s.computer
    assert "so North is now the computer: strongest" in s.message
    assert control(s, "opponent")["value"] == "strongest"


# --- names the class typed in (issue 13: teams of two, four players) ---------------------------

@pytest.mark.parametrize("game, options, names", [
    ("kalah", {"teams": True}, ["Ana", "Ben", "Cy", "Dee"]),
    ("four-sided", {}, ["Ana", "Ben", "Cy", "Dee"]),
    ("kalah", {}, ["Ana", "Ben"]),
])
def test_the_board_says_whose_turn_it_is_by_the_names_typed_in(game, options, names):
    import random
    from mancala_teach.widgets.session import StepperSession
    s = StepperSession(game, players=names, **options)
    rng = random.Random(3)
    seen = set()
    for _ in range(12):
        if s.position.is_over:
            break
        # the engine's seat of the player to move, named by the class's list
        who = names[s.position.seat]
        seen.add(who)
        assert who in s.view()["narration"], (who, s.view()["narration"])
        move = rng.choice(s.position.legal_moves())
        s.choose(move.name())
        s.finish()
        after = s.position
        if not after.is_over:
            assert f"it is {names[after.seat]}'s turn" in s.view()["narration"]
    assert len(seen) >= 2


@pytest.mark.parametrize("bad", [["Ana"], "Ana", ["A", "A", "B", "C"], [1, 2, 3, 4],
                                 ["Ana", "", "Cy", "Dee"], ["x" * 31, "B", "C", "D"]])
def test_typed_names_are_checked_in_one_sentence(bad):
    from mancala_teach.widgets.session import StepperSession
    with pytest.raises(MancalaError) as err:
        StepperSession("kalah", teams=True, players=bad)
    assert "\n" not in str(err.value) and "players" in str(err.value)


def test_names_for_another_number_of_seats_are_dropped_on_a_new_game():
    from mancala_teach.widgets.session import StepperSession
    s = StepperSession("kalah", players=["Ana", "Ben"])
    s.panel["game"] = "four-sided"
    s.start_again()
    assert s.players is None and "South" in s.view()["narration"]


# --- words a teacher reads aloud (issue 22, item 5) ------------------------------------------

def test_one_seed_is_a_seed_and_a_blank_is_blank():
    from mancala_teach.widgets.puzzle_session import PuzzleSession
    s = StepperSession("kalah")
    s.choose("C")
    s.finish()                                # C's last seed: South's store holds 1
    labels = {k: g.get("aria-label") for k, g in pit_groups(s.board()).items()}
    assert labels["South"] == "South's store, 1 seed"
    assert labels["North"] == "North's store, 0 seeds"
    s.start_from(Position.of(variant("kalah"), [1] + [4] * 10 + [7], (0, 0), 0))
    assert pit_groups(s.board())["A"].get("aria-label") == "Pit A, 1 seed, yours"
    p = PuzzleSession("starter-1-1")             # notebook 1's sheet: sow and count first
    assert p.kind == "sow_and_count"
    after = pit_groups(p.view()["boards"][1]["svg"])
    assert after["South"].get("aria-label") == "South's store, blank"
    assert after["A"].get("aria-label") == "Pit A, blank"


def test_a_computer_that_plays_more_than_one_seat_says_which_one_speaks():
    from mancala_teach import players
    s = StepperSession("kalah", pits=2, seeds=3, opponent="perfect")
    s.set_computer(0, players.player("perfect"))
    s.computer_moves()
    said = set()
    while not s.position.is_over:
        if s.in_move and s.index == 1:
            said.add(s.message.split(":")[0])
            assert s.message.startswith(f"{s.who(s.trace.before)}: I chose pit "), s.message
        s.handle({"key": "finish"})
    assert said == {"South", "North"}


def test_every_message_is_a_sentence_with_a_capital():
    """Whatever a class presses or types (an emptied number box too), what the widget says
    starts with a capital letter, ends like a sentence and says '1 seed', not '1 seeds'."""
    import random
    from mancala_teach.widgets.puzzle_session import PuzzleSession
    typed = ["", " ", "-1", "2.5", "abc", "99", "0", "3", "1e3"]
    seen = set()
    for seed in range(16):
        rng = random.Random(seed)
        game = ("kalah", "oware", "giuthi", "four-sided")[seed % 4]
        for s in (StepperSession(game, predict=seed % 2 == 1, opponent="random"),
                  PuzzleSession(level=("starter", "explorer", "expert")[seed % 3],
                                base_seed=seed)):
            for _ in range(50):
                view = s.view()
                c = rng.choice([c for row in view["rows"] for c in row       # (the search
                                if c["key"] not in ("hint", "opponent")])      # is slow)
                if rng.random() < 0.4:
                    event = {"pit": rng.choice("ABCDEFGHIJKL")}
                elif c["kind"] == "number":
                    event = {"key": c["key"], "value": rng.choice(typed)}
                elif c["kind"] == "select":
                    event = {"key": c["key"], "value": rng.choice(c["options"])[0]}
                else:
                    event = {"key": c["key"], "value": rng.random() < 0.5}
                s.handle(event)
                seen.add(s.view()["message"])
    seen.discard("")
    assert len(seen) > 40
    for message in seen:
        assert (message[0].isupper() or message[0].isdigit()) and message[-1] in ".!?", \
            message
        assert not re.search(r"(?<![\d.])1 seeds\b|a blank seeds", message), message


# --- sizes: a phone held upright (issue 22, item 3) -------------------------------------------

def test_a_narrow_upright_view_gets_boards_standing_up():
    from mancala_teach.widgets.puzzle_session import PuzzleSession

    def portrait(svg: str) -> bool:
        _, _, w, h = map(float, ET.fromstring(svg).get("viewBox").split())
        return h > w
    s = StepperSession("kalah")
    s.choose("C")
    assert s.view()["shape"] == "wide" and not portrait(s.board())
    before = (s.view()["message"], s.view()["announce_seq"], s.step)
    s.handle({"key": "screen", "value": {"width": 300, "height": 700}})     # a phone
    assert s.view()["shape"] == "tall" and portrait(s.board())
    assert (s.view()["message"], s.view()["announce_seq"], s.step) == before  # nothing else
    for junk in ("wide", None, {"width": "x"}, {"height": 3}, 12):
        s.handle({"key": "screen", "value": junk})           # not a size: ignored, silently
        assert s.view()["shape"] == "tall" and s.view()["message"] == before[0]
    s.handle({"key": "screen", "value": {"width": 300, "height": 250}})     # a short window
    assert s.view()["shape"] == "wide"
    square = StepperSession("four-sided")
    square.handle({"key": "screen", "value": {"width": 300, "height": 700}})
    assert square.view()["shape"] == "square"              # the same either way up
    p = PuzzleSession("starter-1-1")
    p.handle({"key": "screen", "value": {"width": 300, "height": 700}})
    assert p.view()["shape"] == "tall"
    assert all(portrait(b["svg"]) for b in p.view()["boards"])   # Before and After upright
