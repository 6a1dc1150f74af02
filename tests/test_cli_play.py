"""``mancala-teach play``: a person against the computer in the terminal, computer matches."""

from __future__ import annotations

import io
import sys

import pytest

from mancala_teach import new_game
from mancala_teach.cli import main


def run(monkeypatch, capsys, argv: list[str], typed: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    code = main(["play", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_person_against_the_computer(monkeypatch, capsys):
    code, out, err = run(monkeypatch, capsys, ["--north", "greedy"], "C\nZ\nhint\nA\nquit\n")
    assert code == 0 and err == ""
    assert out.startswith("Kalah: South is you, North is the computer (greedy).")
    assert "There is no pit called 'Z': pits on this board are A to L." in out
    assert "Try pit " in out                          # the hint
    assert "North (greedy): I chose pit " in out      # the computer's move and its reason
    assert out.rstrip().endswith("Game stopped.")
    # C (another turn), then A: North moves next; the board printed shows both moves.
    assert str(new_game("kalah").after("C").after("A")) in out


def test_the_end_of_the_input_stops_the_game(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["oware", "--north", "random"], "F\n")
    assert code == 0 and out.rstrip().endswith("Game stopped.")


def test_two_computers_play_a_whole_game_and_say_why(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["--south", "greedy", "--north", "random",
                                             "--seed", "3"])
    assert code == 0
    assert out.count("South (greedy): I chose pit") >= 3
    assert "Game over:" in out.splitlines()[-1]


def test_a_match_summary(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["--south", "random", "--north", "greedy",
                                             "--games", "6", "--seed", "1"])
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[0] == ("6 games of Kalah (kalah), each player half the games as South and "
                        "half as North.")
    assert lines[1].startswith("random: won ") and ", greedy: won " in lines[1]
    assert lines[3].startswith("The player who moved first (South) won ")


def test_the_strongest_level_on_a_budget_of_positions(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["kalah", "-o", "pits=3", "-o", "seeds=2",
                                             "--south", "strongest", "--north", "strongest",
                                             "--nodes", "500"])
    assert code == 0 and "Game over:" in out


def test_the_perfect_player_on_a_small_board(monkeypatch, capsys):
    """It plays to the end and its reasons say how the game ends with no mistakes; a hint
    on a small board comes from it too."""
    code, out, err = run(monkeypatch, capsys, ["kalah", "-o", "pits=3", "-o", "seeds=2",
                                             "--north", "perfect"], "hint\nA\nquit\n")
    assert code == 0 and err == ""
    assert "North is the computer (perfect)" in out
    assert "whatever North does" in out or "no mistakes" in out    # the hint's whole-game words
    assert "North (perfect): I chose pit " in out


@pytest.mark.parametrize("argv, words", [
    (["--north", "wizard"], "'wizard' is not a player: write you (a person) or a computer "
                            "level: random, greedy, thinks ahead, strongest, perfect."),
    (["--north", "perfect"], "Kalah with 6 pits a side and 4 seeds a pit is too big for the "
                             "perfect player"),
    (["oware", "--south", "greedy", "--north", "perfect", "--games", "2"],
     "is too big for the perfect player"),
    (["lane-wise", "--north", "perfect"], "The perfect player plays only small boards of Kalah, "
                                          "Oware and Wari, not Lane's Game of the Wise"),
    (["--games", "5"], "--games plays the computer against itself"),
    (["--south", "greedy", "--north", "greedy", "--games", "0"], "it must be from 1 to 10000"),
    (["--nodes", "5"], "it must be from 100 to 100000000"),
    (["--north", "greedy", "--north", "random"], "The option --north was given twice"),
    (["chess"], "There is no variant called 'chess'"),
])
def test_bad_input_is_one_sentence_and_exit_code_2(monkeypatch, capsys, argv, words):
    code, out, err = run(monkeypatch, capsys, argv)
    assert code == 2
    err = err.strip()
    assert err.startswith("mancala-teach: ") and words in err
    assert err.count("\n") == 0 and "Traceback" not in err
