"""The engine's edges: positions that cannot happen, and moves that are not what they seem
(issue 22 items 6, 7 and 9, issue 23 item 13)."""

from __future__ import annotations

import random

import pytest

from mancala_teach import SWAP, Position, PositionFormatError, new_game, variant
from mancala_teach.lean import SWAP_MOVE, LeanGame
from mancala_teach.players.search import fixed_depth

SYMMETRIC = (6,) * 12          # a Lane set-up that is the same on both sides


# --- Lane's choice of sides is not a repetition ------------------------------------------------

@pytest.mark.parametrize("game", ["lane-ignorant", "lane-wise"])
def test_swapping_sides_on_a_symmetric_set_up_does_not_end_the_round(game):
    setup = SYMMETRIC if game == "lane-ignorant" else (0, 9, 9, 9, 9, 0, 0, 9, 9, 9, 9, 0)
    start = new_game(game, setup=setup)
    assert SWAP in start.legal_moves()
    for after in (start.play(SWAP)[0], start.after(SWAP)):
        assert not after.is_over, after.outcome
        assert after.pits == start.pits and after.legal_moves()
    game_ = LeanGame(start.rules)
    game_.play(SWAP_MOVE)
    assert not game_.over


def test_after_a_swap_the_game_goes_on_as_if_it_had_started_there():
    """A repeat still ends the round, counted from the swap: both paths agree every ply."""
    start = new_game("lane-ignorant", setup=SYMMETRIC)
    pos, fast = start.play(SWAP)[0], LeanGame(start.rules)
    fast.play(SWAP_MOVE)
    for _ in range(400):
        if pos.is_over:
            break
        move = pos.legal_moves()[0]
        pos = pos.play(move)[0]
        fast.play(fast.lean.code(move))
        assert fast.lean.unpack(fast.state)[:3] == (pos.pits, pos.stores, pos.to_move)
    assert pos.is_over and fast.over


@pytest.mark.parametrize("half", [(13, 3, 3, 8, 4, 5), (6, 7, 4, 19, 0, 0)])
def test_the_computer_does_not_think_a_swap_ends_the_round(half):
    """On a board that is the same both ways round, swapping sides (North still moves) leaves
    North where it was: the search must value the start as it values the board after the swap,
    not as a drawn round."""
    start = new_game("lane-ignorant", setup=half * 2)
    swapped = start.after(SWAP)
    assert swapped.pits == start.pits and swapped.to_move == start.to_move
    for depth in (1, 2, 3):
        at_start = fixed_depth(start.lean, start.state, depth, rng=random.Random(1),
                               history=start.history)
        after_swap = fixed_depth(swapped.lean, swapped.state, depth, rng=random.Random(1),
                                 history=swapped.history)
        assert at_start.value == after_swap.value, depth


# --- a position's text must have every row in full ---------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("kalah | 4 4 4 4 4 4 4 4 4 4 4 4 | | 0 0 | South to move, turn 0.",
     "Kalah has 6 pits on each side here, but this text gives South's side 12."),
    ("kalah | 4 4 4 4 4 | 4 4 4 4 4 4 4 | 0 0 | South to move, turn 0.",
     "Kalah has 6 pits on each side here, but this text gives South's side 5."),
    ("four-sided pits=4 | 4 4 4 | 4 4 4 4 4 | 4 4 4 4 | 4 4 4 4 | 0 0 0 0 | South to move, "
     "turn 0.", "Four-sided mancala has 4 pits on each row here, but this text gives South's "
                "row 3."),
])
def test_rows_of_the_wrong_length_are_refused(text, words):
    with pytest.raises(PositionFormatError) as caught:
        Position.parse(text)
    assert str(caught.value) == words


def test_every_text_form_of_a_position_still_parses():
    for spec in ("kalah", "oware pits=4", "four-sided pits=4", "kalah teams=yes"):
        pos = new_game(spec).after(new_game(spec).legal_moves()[0])
        assert Position.parse(pos.notation()) == pos
        assert Position.parse(str(pos)) == pos


# --- a game that goes on has a move for the player to move ---------------------------------------

@pytest.mark.parametrize("spec, pits, stores, to_move", [
    ("kalah", (0,) * 12, (24, 24), 0),                              # every pit empty
    ("kalah", (0,) * 6 + (4,) * 6, (24, 0), 0),                    # South has nothing to sow
    ("four-sided pits=3 game_end=board_empty", (0, 0, 0) + (4,) * 9, (12, 0, 0, 0), 0),
    ("giuthi pits=5", (1,) * 5 + (3,) * 5, (25, 25), 0),             # no pit of two or more
])
def test_a_position_with_no_move_that_is_not_over_is_refused(spec, pits, stores, to_move):
    rules = variant(spec)
    stores = stores[:-1] + (rules.total_seeds - sum(pits) - sum(stores[:-1]),)
    with pytest.raises(PositionFormatError, match=r"is to move but has no move to make.*"
                                                  r"another player's turn\.$"):
        Position.of(rules, pits, stores, to_move)


def test_a_position_with_no_move_cannot_be_parsed_either():
    with pytest.raises(PositionFormatError, match="South is to move but has no move"):
        Position.parse("kalah | 0 0 0 0 0 0 | 0 0 0 0 0 0 | 24 24 | South to move, turn 9.")


def test_a_finished_game_has_nobody_to_move():
    pos = new_game("kalah", pits=1, seeds=1)
    while not pos.is_over:
        assert pos.mover_name in ("South", "North")
        pos = pos.after(pos.legal_moves()[0])
    assert pos.mover_name is None
    assert Position.parse(pos.notation()).mover_name is None


# --- the play command ---------------------------------------------------------------------------

def test_play_refuses_seats_of_the_four_sided_board_on_a_two_sided_one(capsys):
    from mancala_teach.cli import main
    for argv in (["play", "kalah", "--east", "you"], ["play", "oware", "--west", "greedy"],
                 ["play", "kalah", "-o", "teams=yes", "--east", "random", "--west", "random"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "a seat of the four-sided board" in err and "--south and --north" in err, err
    assert main(["play", "four-sided", "--east", "random", "--west", "random", "--south",
                 "random", "--north", "random", "--nodes", "100"]) == 0


def test_a_line_that_is_not_text_gets_a_sentence_not_a_traceback():
    import os
    import subprocess
    import sys
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    done = subprocess.run([sys.executable, "-m", "mancala_teach", "play"], input=b"\xff\nA\nquit\n",
                          capture_output=True, env=env, timeout=120)
    out, err = done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    assert done.returncode == 0 and "Traceback" not in err, err
    assert "That line is not text this computer can read (it expects utf-8)" in out
    assert "Game stopped." in out and "South, your move" in out
