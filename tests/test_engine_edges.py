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
