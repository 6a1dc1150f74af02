"""One module of checks for what a user gives, and a MancalaError for every mistake a user
can make: the same sentence wherever a value is checked, and one reader of name=value options
for the command line and variant specs alike."""

from __future__ import annotations

import argparse

import pytest

from mancala_teach import MancalaError, new_game, variant
from mancala_teach.checks import (TypedTextError, flag, is_whole, name_value_pairs, one_of,
                                  one_of_text, whole_number, whole_number_text)
from mancala_teach.cli import main
from mancala_teach.errors import InvalidOptionError, NotABoardError, UnknownNameError


@pytest.mark.parametrize("value", [0, 7, -3, 10**30])
def test_whole_numbers_are_ints(value):
    assert is_whole(value)


@pytest.mark.parametrize("value", [True, False, 2.0, 2.5, "2", None, [2]])
def test_bools_floats_and_text_are_not_whole_numbers(value):
    assert not is_whole(value)


def test_whole_number_says_what_is_allowed_and_quotes_the_value():
    assert whole_number(4, "pits", 1, 10) == 4
    with pytest.raises(InvalidOptionError, match=r"^pits must be a whole number from 1 to 10, "
                                                 r"not True\.$"):
        whole_number(True, "pits", 1, 10)
    with pytest.raises(MancalaError, match=r"^nodes must be a whole number, 1 or more, not 0\.$"):
        whole_number(0, "nodes", 1)
    with pytest.raises(NotABoardError, match="not 'x'"):
        whole_number("x", "size", error=NotABoardError)


def test_flags_and_choices():
    assert flag(False, "large_print") is False
    with pytest.raises(MancalaError, match=r"^dots must be True or False, not 1\.$"):
        flag(1, "dots")
    assert one_of(" High ", "contrast", ("normal", "high")) == "high"
    with pytest.raises(MancalaError, match=r"^contrast must be one of 'normal', 'high', not "
                                           r"'loud'\.$"):
        one_of("loud", "contrast", ("normal", "high"))


def test_typed_text_checks_are_argparse_types_whose_sentence_argparse_keeps():
    parser = argparse.ArgumentParser(prog="t", exit_on_error=False)
    parser.add_argument("--sheets", type=whole_number_text(1, 60))
    parser.add_argument("--paper", type=one_of_text(("a4", "letter")))
    assert parser.parse_args(["--sheets", "30", "--paper", "a4"]).sheets == 30
    assert issubclass(TypedTextError, argparse.ArgumentTypeError)
    assert issubclass(TypedTextError, MancalaError)
    with pytest.raises(argparse.ArgumentError, match="'x' is not a whole number; it must be "
                                                     "from 1 to 60"):
        parser.parse_args(["--sheets", "x"])
    with pytest.raises(argparse.ArgumentError, match="'a5' is not allowed; choose one of: a4, "
                                                     "letter"):
        parser.parse_args(["--paper", "a5"])
    with pytest.raises(TypedTextError, match="not '9999999"):
        whole_number_text(1, 60)("9" * 5000)        # never int() a huge string


def test_options_are_read_one_way_on_the_command_line_and_in_a_spec(capsys):
    assert name_value_pairs(["Pits=4", "capture-empty-opposite=yes"]) == {
        "pits": "4", "capture_empty_opposite": "yes"}
    for bad, sentence in ((["pits=4", "pits=5"], "The option 'pits' is given twice ('4' and "
                                                 "'5'); give each option once."),
                          (["seeds=3", "pits"], "Options are written name=value, like "
                                                "pits=4; 'pits' is not.")):
        with pytest.raises(InvalidOptionError) as spec_error:
            variant("kalah " + " ".join(bad))
        assert str(spec_error.value) == sentence
        argv = ["demo", "kalah"] + [w for pair in bad for w in ("-o", pair)]
        assert main(argv) == 2
        assert capsys.readouterr().err == f"mancala-teach: {sentence}\n"


def test_the_command_line_overrides_no_private_part_of_argparse():
    from mancala_teach import cli
    overridden = {name for name in vars(cli._Parser) if callable(vars(cli._Parser)[name])}
    assert overridden and all(not name.startswith("_") for name in overridden), overridden


def test_every_mistake_a_user_can_make_is_a_mancala_error():
    from mancala_teach.glossary import define
    from mancala_teach.render.highlights import Highlights
    from mancala_teach.render.palette import palette
    from mancala_teach.render.svg import board_svg
    mistakes = [lambda: palette({"wood": "#000000"}), lambda: palette(contrast="loud"),
                lambda: define("pebble-ish"), lambda: Highlights.coerce({"glow": [1]}),
                lambda: board_svg("kalah"), lambda: board_svg(new_game().play("C")[1].frames()[1])]
    for mistake in mistakes:
        with pytest.raises(MancalaError) as caught:
            mistake()
        assert isinstance(caught.value, (KeyError, TypeError))    # as they always were
        text = str(caught.value)
        assert text[0].isupper() or text[0] in "'b", text
        assert text.endswith(".") and "\n" not in text, text
    assert issubclass(UnknownNameError, KeyError) and issubclass(NotABoardError, TypeError)
