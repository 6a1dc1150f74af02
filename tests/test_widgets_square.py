"""The stepper on the four-sided board: drawn as the square, narrated, stepped, tapped and
predicted, driven as a class would drive it (no browser)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from mancala_teach import MancalaError, new_game
from mancala_teach.layout import board_layout
from mancala_teach.naming import LETTERS
from mancala_teach.widgets.session import StepperSession

from test_widgets import control, counts, pit_groups, tappable

SEATS = ("South", "East", "North", "West")


def session(**options) -> StepperSession:
    return StepperSession("four-sided", **options)


def expected(frame) -> dict[str, int]:
    out = {LETTERS[i]: n for i, n in enumerate(frame.pits)}
    out.update(zip(SEATS, frame.stores))
    return out


def test_the_square_board_with_four_stores_and_the_movers_pits_to_tap():
    s = session()
    view = s.view()
    root = ET.fromstring(view["board"])
    assert "100vh - var(--mt-reserve" in root.get("style")   # never taller than the window
    groups = pit_groups(view["board"])
    assert set(groups) == set(LETTERS[:24]) | set(SEATS)
    assert counts(s) == expected(s.position)
    assert tappable(s) == list(LETTERS[:6])               # South's row
    assert view["narration"] == "South to move: tap one of South's pits."
    assert "96" in view["total"]
    layout = board_layout(s.rules)
    east_g = groups["G"].find("{http://www.w3.org/2000/svg}circle")
    assert float(east_g.get("cx")) == pytest.approx(layout.pit(6).cx, abs=0.06)


def test_a_tap_steps_the_move_seed_by_seed_round_a_corner():
    # South's last pit: its 4 seeds go into South's store, then round the corner into East's row
    s = session()
    s.handle({"pit": "F"})
    trace = s.trace
    assert trace is not None and trace.move.pit == 5
    assert s.view()["step"] == f"Step 1 of {len(trace.frames()) - 1}"
    seen = []
    while s.in_move:
        s.handle({"key": "next"})
        frame = trace.frames()[s.step]
        assert counts(s) == expected(frame)                  # the board is the frame
        assert sum(frame.pits) + sum(frame.stores) + frame.in_hand == 96
        seen.append(s.view()["narration"])
    assert any("South's store" in line for line in seen)
    assert any("pit G" in line for line in seen)             # round the corner into East's row
    assert s.view()["narration"].endswith("Now it is East's turn.")
    assert tappable(s) == list(LETTERS[6:12])                 # now East's row
    assert s.history_text() == "Moves: 1. South F"


def test_taps_on_someone_elses_row_say_whose_it_is():
    s = session()
    s.handle({"pit": "M"})
    assert s.view()["message"] == "Pit M belongs to North, and it is South's turn."
    assert s.trace is None


def test_predict_mode_offers_every_pit_and_all_four_stores():
    s = session(predict=True)
    s.handle({"pit": "C"})
    place = control(s, "guess-place")
    assert [o[0] for o in place["options"]][1:] == (
        list(LETTERS[:24]) + [f"store:{p}" for p in range(4)])
    assert [o[1] for o in place["options"]][-4:] == [f"{n}'s store" for n in SEATS]
    # the engine says where C's last seed lands; predict that, then something else
    after, trace = s.position.play("C")
    truth = trace.last_drop
    key = LETTERS[truth.pit] if hasattr(truth, "pit") else f"store:{truth.player}"
    s.handle({"key": "guess-place", "value": key})
    s.handle({"key": "guess-count", "value": trace.captured})
    s.handle({"key": "check"})
    s.handle({"key": "finish"})
    assert s.view()["message"].startswith("Right!")
    pos = s.position
    move = next(m for m in pos.legal_moves())
    _, trace2 = pos.play(move)
    s.handle({"pit": LETTERS[move.pit]})
    wrong = "store:3"
    assert trace2.last_drop != wrong
    s.handle({"key": "guess-place", "value": wrong})
    s.handle({"key": "check"})
    s.handle({"key": "finish"})
    message = s.view()["message"]
    assert message.startswith("Not quite.") and "(you said West's store)" in message
    assert "1 right out of 2" in message


def test_the_computer_plays_east_north_and_west():
    s = session(opponent="greedy")
    assert control(s, "opponent")["label"] == "East, North and West are"
    assert sorted(s.computer) == [1, 2, 3]
    rng = random.Random(3)
    for _ in range(40):
        pos = s.position
        if pos.is_over:
            break
        if s.in_move:
            s.handle({"key": "finish"})
            continue
        assert pos.to_move == 0                     # the person only ever moves for South
        s.handle({"pit": LETTERS[rng.choice(pos.legal_moves()).pit]})
    movers = {t.before.to_move for t in s.moves}
    assert movers >= {0, 1}


def test_flip_turns_the_square_so_north_sits_at_the_bottom():
    s = session()
    s.handle({"key": "flip"})
    groups = pit_groups(s.board())
    cy = {k: float(g.find("{http://www.w3.org/2000/svg}circle").get("cy"))
          for k, g in groups.items() if len(k) == 1}
    assert min(cy[c] for c in LETTERS[12:18]) > max(cy[c] for c in LETTERS[:6])


def test_options_panel_switches_between_two_and_four_players():
    s = StepperSession("kalah", opponent="random")
    s.handle({"key": "game", "value": "four-sided"})
    assert control(s, "pits")["label"] == "Pits a row" and control(s, "pits")["high"] == 6
    s.handle({"key": "pits", "value": 4})
    s.handle({"key": "start-again"})
    assert s.rules.sides == 4 and s.rules.pits_per_side == 4
    assert sorted(s.computer) == [1, 2, 3]
    assert len(pit_groups(s.board())) == 16 + 4
    s.handle({"key": "game", "value": "kalah"})
    s.handle({"key": "start-again"})
    assert sorted(s.computer) == [1]


def test_young_mode_counts_aloud_on_the_square():
    s = session(level="young")
    s.handle({"pit": "C"})
    while s.in_move:
        s.handle({"key": "next"})
    assert s.view()["narration"]
    assert [c["key"] for row in s.view()["rows"] for c in row] == ["next", "start-again"]


def test_a_whole_game_to_the_end():
    s = session(opponent="random")
    rng = random.Random(5)
    for _ in range(400):
        if s.position.is_over and not s.in_move:
            break
        if s.in_move:
            s.handle({"key": "finish"})
            continue
        s.handle({"pit": LETTERS[rng.choice(s.position.legal_moves()).pit]})
    assert s.position.is_over
    assert "Game over" in ET.tostring(ET.fromstring(s.board()), encoding="unicode")
    outcome = s.position.outcome
    assert len(outcome.scores) == 4 and sum(outcome.scores) == 96


def test_set_computer_names_the_four_seats():
    s = session()
    seats = r"be 0 \(South\), 1 \(East\), 2 \(North\) or 3 \(West\), not 4"
    with pytest.raises(MancalaError, match=seats):
        s.set_computer(4, lambda pos: pos.legal_moves()[0])
    s.set_computer(3, lambda pos: pos.legal_moves()[0])
    assert 3 in s.computer


def test_start_from_any_four_sided_position():
    pos = new_game("four-sided", pits=3, seeds=2)
    s = session()
    s.start_from(pos)
    assert len(pit_groups(s.board())) == 12 + 4


# --- the four-row counting puzzle in the puzzle widget ------------------------------------------

def test_four_row_puzzles_are_answered_by_tapping_the_square():
    from mancala_teach.position import Position
    from mancala_teach.widgets.puzzle_session import PuzzleSession
    kinds = set()
    for number in (1, 2, 3, 4):
        p = PuzzleSession(level="fours", base_seed=4, number=number)
        # two puzzles and the starred challenge: one sheet of paper (test_pdf_worksheets)
        assert len(p.worksheet.puzzles) == 3
        for index, puzzle in enumerate(p.worksheet.puzzles):
            p.go_to(index)
            kinds.add(puzzle.kind)
            (caption, svg), = p.boards()
            groups = pit_groups(svg)
            assert set(groups) == set(LETTERS[:24]) | set(SEATS)
            pos = Position.parse(puzzle.position)
            mover = SEATS[pos.to_move]
            tappable = {k for k, g in groups.items() if g.get("tabindex") == "0"}
            row = set(LETTERS[pos.to_move * 6:(pos.to_move + 1) * 6])
            assert tappable == {"four_last_seed": set(groups), "four_lap": set(groups),
                                "four_extra_turn": row, "four_capture": row,
                                "four_what_went_wrong": set()}[puzzle.kind]
            if puzzle.kind in ("four_last_seed", "four_lap"):
                # the engine's answer, worked out here from the puzzle's position and move
                last = pos.play(puzzle.move)[1].last_drop
                assert puzzle.question.startswith(f"Four players. {mover} sows")
                if hasattr(last, "pit"):
                    p.handle({"pit": LETTERS[last.pit]})
                else:
                    p.handle({"store": SEATS[last.player]})
            elif puzzle.kind == "four_extra_turn":
                (pit,) = [m for m in pos.legal_moves() if pos.play(m)[1].extra_turn]
                p.handle({"pit": LETTERS[pit.pit]})
            elif puzzle.kind == "four_capture":
                caught = {m: pos.play(m)[1].captured for m in pos.legal_moves()}
                best = max(caught, key=caught.get)
                other = next(i for i in range(24) if i // 6 != pos.to_move)
                p.handle({"pit": LETTERS[other]})         # another player's pit: refused
                assert p.message.startswith(f"Pit {LETTERS[other]} is ") and \
                    f"one of {mover}'s pits" in p.message
                p.handle({"pit": LETTERS[best.pit]})
                p.handle({"key": "answer-number", "value": caught[best]})
                p.handle({"key": "check"})
            else:
                assert puzzle.kind == "four_what_went_wrong"
                p.handle({"key": "answer-number", "value": puzzle.answer["step"]})
                p.handle({"key": "check"})
            assert p.verdict is True, (puzzle.kind, p.message)
    assert kinds == {"four_last_seed", "four_lap", "four_extra_turn", "four_capture",
                     "four_what_went_wrong"}
    p = PuzzleSession(level="fours", base_seed=4)
    p.go_to(0)
    p.handle({"store": "East"})
    truth = p.worksheet.puzzles[0].answer["place"]
    assert (p.verdict is True) == (truth == "East's store")
    p.go_to(0)
    p.handle({"store": "Middle"})
    assert p.message == ("There is no store called 'Middle': the stores are South's, East's, "
                         "North's and West's.")
