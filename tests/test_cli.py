"""The engine's own commands: --version, variants, demo; bad input is one sentence, exit 2."""

from __future__ import annotations

import pytest

from mancala_teach import __version__, new_game
from mancala_teach.cli import main


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.strip() == f"mancala-teach {__version__}"


def test_variants_lists_every_game_and_option(capsys):
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    for name in ("kalah", "oware", "wari", "lane-ignorant", "lane-wise", "giuthi"):
        assert name in out
    assert "grand_slam=no_capture" in out and "pie_rule=no" in out


def test_demo_plays_and_narrates_the_moves(capsys):
    assert main(["demo", "kalah", "--moves", "C,F"]) == 0
    out = capsys.readouterr().out
    assert "South picks up 4 seeds from pit C." in out
    assert "South gets another turn!" in out
    final = new_game("kalah").after("C").after("F")
    assert out.rstrip().endswith(str(final))


@pytest.mark.parametrize("argv, words", [
    (["demo", "chess"], "There is no variant called 'chess'"),
    (["demo", "kalah", "-o", "pits=0"], "pits=0 is not allowed"),
    (["demo", "kalah", "-o", "pits"], "Options are written name=value"),
    (["demo", "kalah", "--moves", "H"], "Pit H belongs to North"),
    (["demo", "--plies", "lots"], "Argument --plies: 'lots' is not a whole number; it must be "
                                  "from 0 to 1000."),
    (["demo", "--plies", "-1"], "Argument --plies: it must be from 0 to 1000, not -1."),
    (["nonsense"], "There is no command 'nonsense'; the commands are: variants, demo"),
])
def test_bad_input_is_one_sentence_and_exit_code_2(capsys, argv, words):
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert err.startswith("mancala-teach: ") and words in err
    assert err.count("\n") == 0 and "Traceback" not in err


def test_every_example_in_the_help_is_a_valid_command():
    import re
    import shlex

    from mancala_teach.cli import EXAMPLES, build_parser
    commands = [line.strip() for line in EXAMPLES.splitlines()
                if line.startswith("  mancala-teach")]
    parser = build_parser()
    # One example for every command that makes something ("variants" only lists names).
    shown = {shlex.split(line)[1] for line in commands}
    makers = set(parser._subparsers._group_actions[0].choices) - {"variants"}
    assert shown == makers and len(commands) == len(makers)
    for line in commands:
        command = re.split(r"\s{2,}", line)[0]          # the comment follows 2+ spaces
        words = shlex.split(command)[1:]
        args = parser.parse_args(words)
        assert args.run is not None


# --- --language (issue 25) ----------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["--language", "fr", "demo", "kalah", "--moves", "C"],
    ["demo", "kalah", "--moves", "C", "--language", "fr"],
    ["demo", "kalah", "--language=fr-CA", "--moves", "C"],
    ["demo", "--language", "French", "kalah", "--moves", "C"],
])
def test_language_anywhere_on_the_line_speaks_it(capsys, argv):
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Sud ramasse 4 graines dans la case C" in out and "picks up" not in out


@pytest.mark.parametrize("argv, words", [
    (["rules", "kalah", "--language", "es", "--paper", "A3"],
     "'A3' no está permitido"),                                 # a parser error in Spanish
    (["--language", "fr", "rules", "chess"], "Il n’y a pas de variante appelée 'chess'"),
    (["worksheets", "--sheets", "0", "--language", "fr"], "--sheets"),
    (["rules", "--language", "de"], "There is no language 'de' in mancala-teach; the "
                                    "languages are en (English), es (Español) and fr "
                                    "(Français)."),
    (["rules", "--language"], "The option --language needs a language"),
])
def test_a_mistake_is_told_in_the_language_asked_for(capsys, tmp_path, argv, words):
    assert main([*argv, "--output", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_help_is_in_the_language(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--language", "es", "boards", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "--language LANG" in out and "tablero" in out and "board you want" not in out
