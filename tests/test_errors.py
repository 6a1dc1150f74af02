"""Every kind of bad input gets its own exception and one sentence saying what is allowed."""

from __future__ import annotations

import pytest

from mancala_teach import (GameOverError, IllegalMoveError, InvalidOptionError,
                           InvalidSetupError, Position, PositionFormatError, UnknownVariantError,
                           new_game, variant)
from mancala_teach.moves import CW, Move


def one_sentence(message: str) -> bool:
    return message.endswith(".") and "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize("move, words", [
    ("A", ["Pit A is empty", "South can play: B, C, D, E, F"]),
    ("H", ["Pit H belongs to North", "South's turn"]),
    ("Q", ["There is no pit called 'Q'", "A to L"]),
    (99, ["There is no pit number 99", "0 to 11"]),
    ("C backwards", ["There is no direction 'backwards'"]),
    ("swap", ["Swapping sides is not allowed now"]),
    (Move(2, CW), ["always sown counterclockwise"]),
])
def test_illegal_moves_say_why_and_what_is_allowed(move, words):
    pos = Position.of(variant("kalah"), [0, 4, 4, 4, 4, 4] + [4] * 6, (4, 0))
    with pytest.raises(IllegalMoveError) as info:
        pos.play(move)
    message = str(info.value)
    assert one_sentence(message)
    for word in words:
        assert word in message


def test_a_refused_move_leaves_the_position_as_it_was():
    pos = new_game("kalah")
    text = str(pos)
    with pytest.raises(IllegalMoveError):
        pos.play("H")
    assert str(pos) == text and pos == new_game("kalah")


def test_moves_that_break_must_feed_are_refused():
    pos = Position.of(variant("oware"), [1, 0, 0, 0, 2, 1] + [0] * 6, (22, 22))
    with pytest.raises(IllegalMoveError, match="North has no seeds, so South must make a move "
                                               "that sows into their pits, and pit A does not "
                                               "reach them"):
        pos.play("A")


def test_lane_must_feed_from_a_cell_with_more_than_one():
    pos = Position.of(variant("lane-wise"), [0, 3, 1, 0, 0, 0] + [0] * 6, (40, 28))
    with pytest.raises(IllegalMoveError, match="must give them one from a pit holding more"):
        pos.play("C")


def test_giuthi_single_seed_pit_is_refused():
    pos = Position.of(variant("giuthi"), [1, 6, 6, 6, 6, 6] + [6, 6, 6, 6, 6, 7], (2, 2))
    with pytest.raises(IllegalMoveError, match="has only 1 seed; a move must start from a pit "
                                               "with more than one"):
        pos.play("A cw")


def test_no_move_after_the_game_is_over():
    pos = new_game("oware", pits=1, seeds=1)
    while not pos.is_over:
        pos = pos.after(pos.legal_moves()[0])
    with pytest.raises(GameOverError, match="The game is over .*no more moves can be made"):
        pos.play("A")
    assert isinstance(GameOverError("x"), IllegalMoveError)


def test_unknown_variant_lists_the_known_ones():
    with pytest.raises(UnknownVariantError) as info:
        new_game("chess")
    assert str(info.value) == ("There is no variant called 'chess'; choose one of: kalah, "
                               "oware, wari, lane-ignorant, lane-wise, giuthi, four-sided.")


@pytest.mark.parametrize("spec, options, words", [
    ("kalah", {"pits": 0}, "Kalah: pits=0 is not allowed; pits per side can be any number from 1 to 10."),
    ("kalah", {"seeds": -3}, "Kalah: seeds=-3 is not allowed; seeds per pit can be any number from 1 to 10."),
    ("kalah", {"pits": 11}, "Kalah: pits=11 is not allowed"),
    ("kalah", {"pits": "many"}, "must be a whole number from 1 to 10, not 'many'"),
    ("giuthi", {"pits": 4}, "pits per side can be any number from 5 to 10"),
    ("giuthi", {"seeds": 1}, "seeds per pit can be any number from 2 to 10"),
    ("kalah", {"colour": "red"}, "Kalah has no option 'colour'; its options are: pits, seeds"),
    ("oware", {"grand_slam": "sometimes"}, "grand_slam='sometimes' is not allowed; choose one of: no_capture"),
    ("kalah", {"pie_rule": "perhaps"}, "option pie_rule must be yes or no, not 'perhaps'"),
])
def test_impossible_options(spec, options, words):
    with pytest.raises(InvalidOptionError) as info:
        variant(spec, **options)
    assert words in str(info.value)
    assert one_sentence(str(info.value))


@pytest.mark.parametrize("name, setup, words", [
    ("lane-ignorant", (6,) * 11 + (7,), "must place all 72 pebbles, but these counts add up to 73"),
    ("lane-ignorant", (6,) * 11, "needs 12 counts, one for each cell A to L, not 11"),
    ("lane-ignorant", (-1, 13) + (6,) * 10, "cannot hold a negative number"),
    ("lane-wise", (1, 8, 10, 9, 8, 0, 0, 9, 9, 10, 8, 0), "end cells A, F, G and L must be left empty"),
    ("lane-wise", (0, 17, 10, 9, 0, 0, 0, 9, 9, 10, 8, 0), "cell E and the cell opposite, H, must both"),
])
def test_lane_setups_are_checked(name, setup, words):
    with pytest.raises(InvalidSetupError) as info:
        variant(name, setup=setup)
    assert words in str(info.value)


def test_lane_setup_from_text():
    rules = variant("lane-wise setup=0,8,10,9,9,0,0,9,9,10,8,0")
    assert rules.total_seeds == 72
    with pytest.raises(InvalidSetupError, match="whole numbers separated by commas"):
        variant("lane-wise setup=a,b")


def test_positions_that_do_not_add_up():
    with pytest.raises(PositionFormatError, match="Kalah is played with 48 seeds, but this position has 47"):
        Position.of(variant("kalah"), [4] * 11 + [3], (0, 0))
    with pytest.raises(PositionFormatError, match="needs 12 pit counts"):
        Position.of(variant("kalah"), [4] * 10, (8, 0))
    with pytest.raises(PositionFormatError, match="not a position"):
        Position.parse("kalah | 4 4")
    with pytest.raises(TypeError, match="Make positions with new_game"):
        Position()
    with pytest.raises(PositionFormatError, match="cannot have 25 and 0 in the stores"):
        Position.of(variant("oware"), [4] * 5 + [2] + [0, 0, 1, 0, 0, 0], (25, 0))
    with pytest.raises(PositionFormatError, match="has no swap of sides"):
        Position.of(variant("kalah"), [4] * 12, swap_open=True)


def test_positions_pickle_and_copy():
    import copy
    import pickle
    pos, _ = new_game("oware").play("C")
    assert pickle.loads(pickle.dumps(pos)) == pos
    assert pickle.loads(pickle.dumps(pos)).history == pos.history
    assert copy.deepcopy(pos) is pos and copy.copy(pos) is pos
    open_swap = new_game("lane-wise")
    assert pickle.loads(pickle.dumps(open_swap)).swap_open
