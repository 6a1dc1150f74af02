"""Bad input never hurts: one clear sentence, exit code 2, and every file as it was.

Three kinds of test: the cases the issue lists, one by one; the sweep of hundreds of mistakes
(``tests/bad_input_sweep.py``, in-process and API cases); and property tests that throw
generated bad arguments at the command line and the constructors. The property tests run
``MANCALA_TEACH_FUZZ`` examples each (40 by default; try 2000 for a long hunt).
"""

from __future__ import annotations

import os
import random
import string
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mancala_teach import MancalaError, Move, Position, new_game, variant
from mancala_teach.cli import main
from mancala_teach.errors import shown
from mancala_teach.puzzles import tchoukaillon as T
from mancala_teach.puzzles.generators import GENERATORS, Settings, make_puzzle
from mancala_teach.puzzles.levels import LEVELS, find_level
from mancala_teach.puzzles.sheets import class_set, make_worksheet, parse_id
from mancala_teach.rules import Rules
from mancala_teach.variants import VARIANTS

sys.path.insert(0, str(Path(__file__).parent))
import bad_input_sweep as sweep  # noqa: E402

EXAMPLES = int(os.environ.get("MANCALA_TEACH_FUZZ", "40"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 100,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                       HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A teacher's folder with an earlier set of files; every command runs inside it."""
    path = tmp_path_factory.mktemp("teacher")
    sweep.make_folder(path)
    return path


def run_cli(folder: Path, argv: list[str], capsys) -> tuple[int, str]:
    """Run a command in ``folder``; check the folder is untouched when it fails."""
    before = sweep.snapshot(folder)
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        code = main(argv)
    finally:
        os.chdir(cwd)
    err = capsys.readouterr().err
    if code != 0:
        assert sweep.snapshot(folder) == before, f"files changed by {argv!r:.200}"
    return code, err


def assert_one_sentence(code: int, err: str) -> str:
    assert code == 2, err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("mancala-teach: ")
    message = err[len("mancala-teach: "):-1]
    assert sweep.message_problem(message) is None, (sweep.message_problem(message), message)
    return message


# --- the cases in the issue -------------------------------------------------------------------

HUGE = "9" * 5000


def test_a_bad_value_is_quoted_short():
    assert shown("x" * 100_000) == "'" + "x" * 45 + "...' (100000 characters)"
    assert shown(10 ** 5000) == "a number with about 5001 digits"
    assert shown("a\nb\x00\udcff") == "'a\\nb\\x00\\xff'"
    assert shown(object()) == "an object" and shown(b"k") == "b'k'"


@pytest.mark.parametrize("argv, message", [
    (["worksheets", "--id", f"explorer-7-{HUGE}"],
     f"The sheet number in the worksheet id {shown('explorer-7-' + HUGE)} is too big; sheets "
     f"are numbered 1 to 500."),
    (["worksheets", "--id", f"explorer-{HUGE}-3"],
     f"The seed in the worksheet id {shown('explorer-' + HUGE + '-3')} is too big; seeds go "
     f"from 0 to 999999999999."),
    (["worksheets", "--seed", HUGE],
     f"Argument --seed: it must be from 0 to 999999999999, not {shown(HUGE)}."),
    (["worksheets", "--id", ""],
     "The worksheet id is empty; ids look like explorer-7-3 (level, base seed, sheet number)."),
    (["worksheets", "--output", ""],
     "The --output name is empty; give a file name like sheet.pdf or an existing folder."),
    (["printables", "--output", ""], "The folder name is empty; give a name like printables."),
    (["demo", "--plies", "-1"], "Argument --plies: it must be from 0 to 1000, not -1."),
    (["worksheets", "--id", "explorer-7-501"],
     "There is no sheet 501 in a class set (sheets are numbered 1 to 500), so "
     "'explorer-7-501' is not an id."),
    (["worksheets", "--sheets", "501"], "Argument --sheets: it must be from 1 to 500, not 501."),
    (["rules", "kalah", "-o", "pits=4", "-o", "pits=5"],
     "The option 'pits' is given twice ('4' and '5'); give each option once."),
    (["rules", "kalah pits=4", "-o", "pits=5"],
     "The option 'pits' is given twice, in 'kalah pits=4' and as pits='5'; give it once."),
    (["worksheets", "--output", "a.pdf", "--output", "b.pdf"],
     "The option --output was given twice; give it once."),
    (["worksheets", "--id", "explorer-7-3", "--level", "expert"],
     "The --id option makes one worksheet again on its own, so leave out --level: the id "
     "holds the level, the seed and the sheet number."),
    (["worksheets", "--id", "explorer-7-3", "--sheets", "30", "--seed", "2"],
     "The --id option makes one worksheet again on its own, so leave out --sheets and --seed: "
     "the id holds the level, the seed and the sheet number."),
    (["demo", "--moves", "C", "--plies", "3"],
     "Give either --moves (the moves to play) or --plies (how many moves to play), not both."),
    (["rules", "x" * 100_000],
     f"There is no variant called {shown('x' * 100_000)}; choose one of: kalah, oware, wari, "
     f"lane-ignorant, lane-wise, giuthi, four-sided."),
    (["boards", "--kind", "seeds", "--pits", "8", "--no-stores"],
     "The sheet for --kind seeds serves every game, so leave out --pits and --no-stores; they "
     "shape only the full and one-sheet boards."),
    (["worksheets", "--output", "old.pdf"],
     "Cannot write 'old-key.pdf': a folder of that name is in the way; choose another name or "
     "move the folder."),
])
def test_each_case_of_the_issue(folder, capsys, argv, message):
    assert assert_one_sentence(*run_cli(folder, argv, capsys)) == message


def test_output_empty_never_writes_into_the_root_or_here(folder, capsys):
    for command in (["printables"], ["rules"], ["boards"], ["worksheets"]):
        code, err = run_cli(folder, [*command, "--output", ""], capsys)
        assert_one_sentence(code, err)
    assert not Path("/a4").exists() and not Path("/letter").exists()


def test_a_name_this_computer_cannot_write_is_refused_before_anything_is_written(tmp_path):
    import subprocess
    script = Path(sys.executable).with_name("mancala-teach")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    for extra, name in (({"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
                         "café.pdf".encode()),
                        ({"LC_ALL": "C.UTF-8"}, b"caf\xe9.pdf")):
        done = subprocess.run([os.fsencode(script), b"worksheets", b"--output", name],
                              cwd=tmp_path, env={**env, **extra}, capture_output=True)
        err = done.stderr.decode("ascii", "backslashreplace")
        assert done.returncode == 2 and err.count("\n") == 1, err
        assert "choose a name made of letters and digits" in err
        assert list(tmp_path.iterdir()) == []


def test_position_parse_with_huge_numbers():
    good = new_game("kalah").notation()
    for text in (good.replace("turn 0", "turn " + HUGE), good.replace("4 4", HUGE, 1)):
        with pytest.raises(MancalaError, match="a number too big for any game"):
            Position.parse(text)


def test_lane_set_ups_with_fractions_are_refused_not_rounded():
    with pytest.raises(MancalaError, match="must be a list of whole numbers, and 6.5 is not"):
        variant("lane-ignorant", setup=(6.5,) + (6,) * 10 + (5.5,))
    with pytest.raises(MancalaError, match="whole numbers separated by commas"):
        variant("lane-ignorant setup=6.5,6,6,6,6,6,6,6,6,6,6,5.5")


def test_the_sweep_is_clean():
    """Every in-process and API case of the sweep (the real-process ones run in the script)."""
    results = sweep.run_all(sweep.cli_cases() + sweep.api_cases())
    assert len(results) >= 400
    dirty = [(r.case.label[:60], r.problem, r.message) for r in results if r.problem]
    assert dirty == []


# --- generated bad command lines --------------------------------------------------------------

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
weird = st.one_of(text, st.sampled_from(["", " ", "\x00", "\n", HUGE, "x" * 10_000, "٣", "-1",
                                        "0", "1e9", "½", "--", "-", "=", "a=b"]))


def _fails(check, value) -> bool:
    try:
        check(value)
    except (MancalaError, ValueError, TypeError):
        return True
    return False


def _whole_in(low: int, high: int):
    def ok(value: str) -> bool:
        t = value.strip()
        body = t[1:] if t[:1] in "+-" else t
        return body.isascii() and body.isdigit() and len(body) < 15 and low <= int(t) <= high
    return ok


def bad_whole(low: int, high: int):
    return st.one_of(st.integers().filter(lambda n: not low <= n <= high).map(str),
                     weird.filter(lambda v: not _whole_in(low, high)(v)))


bad_variant = weird.filter(lambda v: v != "--" and _fails(variant, v))   # "--" ends options
bad_level = weird.filter(lambda v: _fails(find_level, v))
bad_id = weird.filter(lambda v: _fails(parse_id, v))
bad_output = st.one_of(
    st.sampled_from(sweep.BAD_OUTPUT),
    text.map(lambda t: f"missing-{t}/x.pdf"),
    text.map(lambda t: f"{t}\x01.pdf"),
    text.filter(lambda t: not t.lower().endswith(".pdf") and not os.path.isdir(t)))
bad_folder = st.one_of(st.sampled_from(["", " ", "a-file", "old.pdf", "a\x00b", "x" * 300]),
                       text.map(lambda t: f"missing-{t}"))


def choice_not(choices):
    return weird.filter(lambda v: v not in choices)


COMMANDS = {
    "boards": {"--kind": choice_not(("full", "one-sheet", "all-shapes", "egg-carton", "seeds")),
               "--variant": bad_variant, "--pits": bad_whole(5, 10),
               "--paper": choice_not(("a4", "letter")), "--output": bad_output},
    "rules": {"": bad_variant, "-o": weird, "--paper": choice_not(("a4", "letter")),
              "--output": bad_output},
    "worksheets": {"--level": bad_level, "--sheets": bad_whole(1, 500),
                   "--seed": bad_whole(0, 999_999_999_999), "--id": bad_id,
                   "--paper": choice_not(("a4", "letter")), "--output": bad_output},
    "printables": {"--output": bad_folder, "--paper": choice_not(("a4", "letter", "both"))},
    "demo": {"": bad_variant, "--plies": bad_whole(0, 1000), "-o": weird},
    "classroom": {"--kind": choice_not(("record", "lane-score", "rotation", "blank-board",
                                        "make-a-puzzle", "certificate", "vocabulary",
                                        "letter-home")),
                  "--game": bad_variant, "--children": bad_whole(4, 60),
                  "--groups": choice_not(("pairs", "fours")), "--level": bad_level,
                  "--names": text.map(lambda t: f"missing-{t}"),
                  "--paper": choice_not(("a4", "letter")), "--output": bad_output},
    "tournament": {"--players": bad_whole(2, 60), "--groups": choice_not(("pairs", "fours")),
                   "--system": choice_not(("round-robin", "swiss")),
                   "--rounds": bad_whole(1, 60), "--round": bad_whole(1, 60),
                   "--results": text.map(lambda t: f"missing-{t}"),
                   "--names": text.map(lambda t: f"missing-{t}"),
                   "--paper": choice_not(("a4", "letter")), "--output": bad_output},
}
GOOD = {"boards": [["--kind", "seeds"], ["--variant", "oware"], ["--pits", "7"],
                   ["--paper", "letter"], ["--output", "out.pdf"]],
        "rules": [["oware"], ["-o", "pits=4"], ["--large-print"], ["--output", "out.pdf"]],
        "worksheets": [["--level", "expert"], ["--seed", "3"], ["--paper", "letter"],
                       ["--output", "out.pdf"]],
        "printables": [["--paper", "letter"], ["--output", "printables"]],
        "demo": [["kalah"], ["--moves", "C"], ["-o", "seeds=3"]],
        "classroom": [["--kind", "rotation"], ["--paper", "letter"], ["--output", "out.pdf"]],
        "tournament": [["--players", "6"], ["--system", "swiss"], ["--output", "out.pdf"]]}


@st.composite
def bad_command_lines(draw) -> list[str]:
    command = draw(st.sampled_from(sorted(COMMANDS)))
    argv = [command]
    for words in draw(st.lists(st.sampled_from(GOOD[command]), max_size=3, unique_by=str)):
        argv += words
    mistake = draw(st.sampled_from(["bad value", "bad value", "bad value", "twice", "unknown",
                                    "missing value", "mix", "junk"]))
    if mistake == "bad value":
        option = draw(st.sampled_from(sorted(COMMANDS[command])))
        value = draw(COMMANDS[command][option])
        if option == "-o" and "=" in value and command == "demo":
            value = "colour=" + value      # an option Kalah does not have
        if option == "-o" and command == "rules":
            value = "no-such-option=" + value
        argv += [value] if option == "" else [option, value]
    elif mistake == "twice":
        option = draw(st.sampled_from([o for o in sorted(COMMANDS[command]) if o not in ("", "-o")]))
        argv += [option, "x", option, "y"]
    elif mistake == "unknown":
        argv += ["--zz-" + draw(text).replace("=", "")]
    elif mistake == "missing value":
        argv += [draw(st.sampled_from([o for o in sorted(COMMANDS[command]) if o]))]
    elif mistake == "mix" and command == "worksheets":
        argv += ["--id", "starter-1-1", draw(st.sampled_from(["--level", "--sheets", "--seed"])),
                 "1" if draw(st.booleans()) else "starter"]
    elif mistake == "mix" and command == "demo":
        argv += ["--moves", "C", "--plies", "2"]
    else:
        argv += ["stray", draw(text)]
    return argv


@FUZZ
@given(argv=bad_command_lines())
def test_generated_bad_command_lines_get_one_sentence_and_change_nothing(folder, capsys, argv):
    code, err = run_cli(folder, argv, capsys)
    assert_one_sentence(code, err)


@FUZZ
@given(argv=st.lists(weird, max_size=6))
def test_any_words_at_all_get_a_sentence_or_a_result(folder, capsys, argv):
    """Words from nowhere: either a command that runs (nothing written here) or a sentence."""
    argv = [a for a in argv if not a.startswith(("-h", "--h", "--v"))]
    if argv and argv[0] in COMMANDS and argv[0] != "demo":
        argv.append("--zz")              # keep it from writing a real set into the folder
    code, err = run_cli(folder, argv, capsys)
    if code != 0:
        assert_one_sentence(code, err)


# --- generated bad calls ----------------------------------------------------------------------

anything = st.one_of(
    weird, st.none(), st.booleans(), st.integers(), st.just(10 ** 5000), st.floats(),
    st.binary(max_size=10), st.lists(st.integers(-3, 80), max_size=14),
    st.tuples(st.integers(-3, 80), st.integers(-3, 80)), st.just(object()))
option_names = sorted({o.name for v in VARIANTS for o in v.options})
names = [v.name for v in VARIANTS] + [a for v in VARIANTS for a in v.aliases]


def assert_clean(call, *args, **kwargs):
    try:
        return call(*args, **kwargs)
    except MancalaError as exc:
        problem = sweep.message_problem(str(exc))
        assert problem is None, (problem, str(exc))
        return None


@FUZZ
@given(spec=st.one_of(st.sampled_from(names), anything),
       options=st.dictionaries(st.one_of(st.sampled_from(option_names), text), anything,
                               max_size=3))
def test_variant_and_new_game_take_anything(spec, options):
    rules = assert_clean(variant, spec, **options)
    assert rules is None or isinstance(rules, Rules)
    assert_clean(new_game, spec, **options)


def _notation(seed: int) -> str:
    rng = random.Random(seed)
    pos = new_game(rng.choice([v.name for v in VARIANTS]))
    for _ in range(rng.randint(0, 30)):
        if pos.is_over:
            break
        pos = pos.after(rng.choice(pos.legal_moves()))
    return pos.notation() if seed % 2 else str(pos)


@FUZZ
@given(seed=st.integers(0, 10**6), cut=st.integers(0, 400), junk=st.one_of(weird, anything))
def test_position_parse_takes_anything(seed, cut, junk):
    good = _notation(seed)
    assert isinstance(Position.parse(good), Position)      # the text forms parse back
    if isinstance(junk, str):
        cut %= len(good) + 1
        assert_clean(Position.parse, good[:cut] + junk + good[cut + len(junk) // 2:])
    else:
        assert_clean(Position.parse, junk)


@FUZZ
@given(spec=st.sampled_from(["kalah", "oware", "giuthi pits=5", "lane-wise"]),
       pits=st.one_of(anything, st.lists(st.one_of(st.integers(-2, 60), anything), max_size=24)),
       stores=anything, to_move=anything, turn=anything, last=anything)
def test_position_of_takes_anything(spec, pits, stores, to_move, turn, last):
    assert_clean(Position.of, variant(spec), pits, stores, to_move, turn, last)
    assert_clean(Position.of, variant(spec), pits, stores)
    assert_clean(Position.of, spec, pits)


@FUZZ
@given(seed=st.integers(0, 10**6),
       move=st.one_of(anything, st.builds(Move, anything, anything),
                      st.text(string.ascii_letters + " ,", max_size=8)))
def test_play_takes_anything(seed, move):
    rng = random.Random(seed)
    pos = new_game(rng.choice([v.name for v in VARIANTS]))
    assert_clean(pos.play, move)
    assert_clean(pos.after, move)


@FUZZ
@given(level=st.one_of(st.sampled_from(sorted(LEVELS)), anything),
       seed=st.one_of(anything, st.integers(-10, -1), st.integers(10**12, 10**13)),
       number=st.one_of(anything, st.integers(501, 10**6)), text_id=st.one_of(weird, anything))
def test_worksheet_generators_take_anything(level, seed, number, text_id):
    assume_bad = not (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= 10**12)
    if assume_bad:              # a good seed would make a real sheet: slow, and not bad input
        assert_clean(make_worksheet, level, seed, 1)
        assert_clean(class_set, level, 1, seed)
    assert_clean(class_set, level, number if isinstance(number, int) and not
                 isinstance(number, bool) and number > 500 else 0, 1)
    assert_clean(parse_id, text_id)
    assert_clean(find_level, text_id)


@FUZZ
@given(kind=st.one_of(st.sampled_from(sorted(GENERATORS)), anything),
       rng=st.one_of(st.just(random.Random(3)), anything),
       settings_kwargs=st.dictionaries(st.sampled_from(["seeds_per_pit", "max_in_pit", "reach",
                                                        "captures", "solitaire_seeds"]),
                                       anything, max_size=2))
def test_puzzle_generators_take_anything(kind, rng, settings_kwargs):
    made = assert_clean(Settings, **settings_kwargs)
    if isinstance(rng, random.Random) and isinstance(kind, str) and kind in GENERATORS:
        return      # a real puzzle from settings that may be odd: slow, and not bad input
    assert_clean(make_puzzle, kind, rng, made or Settings())


@FUZZ
@given(board=st.one_of(anything, st.lists(st.integers(-1, 9), max_size=22)),
       index=anything, seeds=anything)
def test_tchoukaillon_takes_anything(board, index, seeds):
    assert_clean(T.sow, board, index)
    assert_clean(T.solve, board)
    if not (isinstance(seeds, int) and 1 <= seeds):
        assert_clean(T.winnable_board, seeds)
