"""The stepper widget driven as a teacher would: clicking buttons and setting values."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from mancala_teach import MancalaError, Position, new_game, variant
from mancala_teach.widgets import Stepper

SVG = "{http://www.w3.org/2000/svg}"


def counts_on_board(stepper: Stepper) -> dict[str, int]:
    root = ET.fromstring(stepper.board.value)
    found = {}
    for g in root.iter(f"{SVG}g"):
        if g.get("data-pit"):
            found[g.get("data-pit")] = int(g.get("data-count"))
        elif g.get("data-player"):
            found[g.get("data-player")] = int(g.get("data-count"))
    return found


def board_classes(stepper: Stepper, name: str) -> set[str]:
    root = ET.fromstring(stepper.board.value)
    for g in root.iter(f"{SVG}g"):
        if name in (g.get("data-pit"), g.get("data-player")):
            return set(g.get("class").split())
    raise KeyError(name)


def move_button(stepper: Stepper, label: str):
    return next(b for b in stepper.move_buttons.children if b.description == label)


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'")


def test_starts_with_the_board_and_a_prompt():
    s = Stepper("kalah")
    assert counts_on_board(s)["A"] == 4
    assert plain(s.narration.value) == "South to move: choose a pit."
    assert "48 in the pits + 0 in hand + 0 in the stores = 48 seeds" in plain(s.total_line.value)
    assert [b.description for b in s.move_buttons.children] == list("ABCDEF")
    assert s.step_button.disabled


def test_clicking_a_pit_then_stepping_follows_the_trace(capsys):
    s = Stepper("kalah")
    move_button(s, "C").click()
    _, trace = new_game("kalah").play("C")
    frames = trace.frames()
    assert s.step == 0 and counts_on_board(s)["C"] == 4
    assert plain(s.narration.value) == "Step 0 of 7: South chooses pit C."
    s.step_button.click()
    assert counts_on_board(s)["C"] == 0
    assert "picked-up" in board_classes(s, "C")
    assert "South picks up 4 seeds from pit C." in plain(s.narration.value)
    assert "44 in the pits + 4 in hand" in plain(s.total_line.value)
    s.step_button.click()
    assert counts_on_board(s)["D"] == frames[2].pits[3] == 5
    assert "last-seed" in board_classes(s, "D")
    assert "Drop one in pit D: it now holds 5. 3 seeds left in hand." in plain(s.narration.value)
    s.back_button.click()
    assert s.step == 1 and counts_on_board(s)["D"] == 4
    s.end_button.click()
    assert counts_on_board(s)["South"] == 1
    assert {"last-seed", "store-grew"} <= board_classes(s, "South")
    assert s.step_button.disabled and not s.back_button.disabled
    s.reset_button.click()
    assert s.step == 0
    assert capsys.readouterr() == ("", "")     # callbacks print nothing


def test_every_step_conserves_seeds():
    s = Stepper("oware")
    s.choose("F")
    while not s.step_button.disabled:
        s.step_button.click()
        assert "the same 48 as at the start" in plain(s.total_line.value)


def test_play_widget_value_drives_the_view():
    s = Stepper("kalah")
    s.choose("A")
    s.play.value = 3
    assert s.step == 3
    assert "Drop one in pit C" in plain(s.narration.value)
    s.speed.value = 8
    assert s.play.interval < 200


def test_extra_turn_and_capture_are_explained():
    s = Stepper("kalah")
    s.choose("C")
    s.end_button.click()
    s.back_button.click()
    assert "South gets another turn!" in plain(s.narration.value)
    assert "(extra turn)" in plain(s.history_view.value)
    rules = variant("kalah")
    s2 = Stepper("kalah")
    s2.start_from(Position.of(rules, [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))
    s2.choose("D")
    s2.end_button.click()
    s2.back_button.click()     # the last frame is "Now it is North's turn."
    assert "Capture! 4 + 1 = 5 seeds go to South's store." in plain(s2.narration.value)
    assert "captured" in board_classes(s2, "H")
    assert "(captured 5)" in plain(s2.history_view.value)


def test_illegal_pits_are_disabled_and_explained():
    s = Stepper("kalah")
    s.choose("C"); s.end_button.click()
    button = move_button(s, "C")
    assert button.disabled
    assert button.tooltip == "Pit C is empty, so there is nothing to sow."
    assert "Pit C is empty" in plain(s.move_help.value)


def test_bad_input_is_a_sentence_not_a_traceback(capsys):
    s = Stepper("kalah")
    s.choose("Z")
    assert "There is no pit called 'Z'" in plain(s.message.value)
    s.choose("G")
    assert "Pit G belongs to North" in plain(s.message.value)
    s.undo()
    assert "no move to undo" in plain(s.message.value)
    s.new_game("giuthi", pits=3)   # Giuthi needs 5 to 10 pits: the box clamps it
    assert s.position.rules.pits_per_side == 5
    assert capsys.readouterr() == ("", "")


def test_undo_and_history():
    s = Stepper("kalah")
    s.choose("C"); s.choose("F")
    assert plain(s.history_view.value) == "Moves: 1. South C (extra turn); 2. South F"
    assert s.position.to_move == 1
    s.undo_button.click()
    assert s.position == new_game("kalah").after("C")
    assert "Took back South's move F." in plain(s.message.value)
    assert counts_on_board(s)["F"] == 5
    s.undo_button.click()
    assert s.position == new_game("kalah")
    assert s.undo_button.disabled


def test_variant_and_options_from_the_controls():
    s = Stepper("kalah")
    s.variant_choice.value = "oware"
    s.seeds_choice.value = 3
    s.pits_choice.value = 5
    s.new_game_button.click()
    assert s.position == new_game("oware", seeds=3, pits=5)
    assert len([k for k in counts_on_board(s) if len(k) == 1]) == 10
    s.variant_choice.value = "lane-wise"
    assert s.pits_choice.disabled and s.seeds_choice.disabled
    s.new_game_button.click()
    assert s.position == new_game("lane-wise")
    assert "Swap sides" in [b.description for b in s.move_buttons.children]


def test_house_rules_are_passed_to_the_engine():
    s = Stepper("kalah", seeds=3, capture_empty_opposite=True)
    assert s.position.rules == variant("kalah", seeds=3, capture_empty_opposite=True)
    with pytest.raises(MancalaError, match="has no option 'capture_emtpy'"):
        Stepper("kalah", capture_emtpy=True)


def test_giuthi_offers_both_directions():
    s = Stepper("giuthi")
    labels = [b.description for b in s.move_buttons.children]
    assert labels[:2] == ["A ccw", "A cw"]
    s.choose("C cw")
    assert s.trace.move.direction == -1


def test_whole_game_to_the_end_with_the_tally():
    s = Stepper("kalah", pits=3, seeds=2)
    while not s.position.is_over:
        legal = [b for b in s.move_buttons.children if not b.disabled]
        legal[-1].click()
        s.end_button.click()
    outcome = s.position.outcome
    text = plain(s.narration.value)
    south, north = outcome.scores
    assert f"South's store holds {south} and North's holds {north}" in text
    assert outcome.result() in text
    assert s.move_buttons.children == ()
    assert "Game over" in s.board.value


def test_predict_mode_checks_the_guess_and_keeps_score():
    s = Stepper("kalah", predict=True)
    s.choose("C")
    assert s.trace is None and s.guess_box.layout.display == "flex"
    assert counts_on_board(s)["C"] == 4          # nothing revealed before the guess
    assert "picked-up" in board_classes(s, "C")  # but the chosen pit is marked
    s.guess_landing.value = "store:0"
    s.guess_captured.value = 0
    s.guess_button.click()
    assert s.play.playing and s.step == 0
    assert s.score == [0, 0]                       # judged only after the animation
    s.end_button.click()
    assert not s.play.playing
    assert s.score == [1, 1]
    assert plain(s.message.value).startswith("Right! The last seed landed in South's store")
    assert "Predictions: 1 right out of 1" in plain(s.score_view.value)
    s.choose("F")
    s.guess_landing.value = "A"
    s.guess_button.click()
    while not s.step_button.disabled:
        s.step_button.click()
    assert s.score == [1, 2]
    assert "Not quite. The last seed landed in pit J (you said pit A)" in plain(s.message.value)


def test_predict_a_capture_count():
    rules = variant("kalah")
    s = Stepper("kalah", predict=True)
    s.start_from(Position.of(rules, [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0))
    s.choose("D")
    s.guess_landing.value = "E"
    s.guess_captured.value = 5
    s.guess_button.click()
    s.end_button.click()
    assert s.score == [1, 1]
    assert "and 5 were captured (you said so too)" in plain(s.message.value)


def test_one_step_redraws_only_the_board_value():
    s = Stepper("kalah")
    s.choose("C")
    board = s.board
    s.step_button.click()
    assert s.board is board            # the same widget, a new value: no flicker


def test_flip_puts_north_at_the_bottom_and_reorders_buttons():
    s = Stepper("kalah")
    s.choose("C"); s.end_button.click(); s.choose("F")
    assert [b.description for b in s.move_buttons.children] == list("LKJIHG")
    s.flip_toggle.value = True
    root = ET.fromstring(s.board.value)
    cy = {g.get("data-pit"): float(g.find(f"{SVG}circle").get("cy"))
          for g in root.iter(f"{SVG}g") if g.get("data-pit")}
    assert cy["G"] > cy["A"]
    assert [b.description for b in s.move_buttons.children] == list("GHIJKL")
