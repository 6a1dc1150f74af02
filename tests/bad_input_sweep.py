"""A sweep of bad input: hundreds of mistakes a teacher or a script could make, each checked.

Run: .venv/bin/python tests/bad_input_sweep.py        (prints the figures; exit 1 if any dirty)

Every case is one of
- a command line, run in-process (``main(argv)``) in a folder holding an earlier set of files;
- a command line run as a real process with an awkward locale (``LANG=C``, ASCII file names)
  or file-name bytes that are not UTF-8;
- a call to the Python API (``variant``, ``new_game``, ``Position.parse``/``of``/``play``,
  the puzzle and worksheet generators).

A case is clean when it gives exactly one sentence (one line, under 200 characters, starting
with a capital letter and ending with a full stop, no traceback, no hidden ``.part`` name),
the right exit code (2; or a :class:`~mancala_teach.errors.MancalaError` from the API), and
leaves every file in the folder as it was (nothing new, nothing changed, nothing hidden).
``tests/test_bad_input.py`` runs the in-process and API cases on every test run.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from mancala_teach import Move, Position, new_game, variant
from mancala_teach.cli import main
from mancala_teach.errors import MancalaError, shown
from mancala_teach.puzzles import tchoukaillon as T
from mancala_teach.puzzles.generators import Settings, make_puzzle, sow_and_count
from mancala_teach.puzzles.levels import LEVELS, find_level
from mancala_teach.puzzles.sheets import class_set, make_worksheet, parse_id, worksheet_json

HUGE = "9" * 5000                       # past Python's 4300-digit limit for int("...")
LONG = "x" * 100_000                    # a whole file pasted into an option
BIG_INT = 10 ** 5000


@dataclass
class Case:
    kind: str                            # "cli", "process" or "api"
    label: str
    run: Any                             # argv list, (argv, env) or a callable


def message_problem(message: str) -> str | None:
    """What is wrong with an error message, or None when it is one clean sentence."""
    if not message:
        return "no message"
    if "\n" in message:
        return "more than one line"
    # French and Spanish run 15-30 % longer than English (issue 25): a little more room
    from mancala_teach.i18n import current_language
    if len(message) >= (200 if current_language() == "en" else 240):
        return f"{len(message)} characters long"
    if not message[0].isupper():
        return "does not start with a capital letter"
    if not message.endswith("."):
        return "does not end with a full stop"
    for word in ("Traceback", ".part", "mancala-teach-", "Error:", " at 0x"):
        if word in message:
            return f"mentions {word!r}"
    return None


# --- the folder each command runs in ----------------------------------------------------------

def make_folder(root: Path) -> None:
    """An earlier set of files: what a teacher's folder holds before the mistake."""
    (root / "old.pdf").write_bytes(b"%PDF old board\n")
    (root / "old.json").write_bytes(b'{"old": true}\n')
    (root / "old-key.pdf").mkdir()                       # a folder where a file would go
    (root / "printables" / "a4" / "rules").mkdir(parents=True)
    (root / "printables" / "a4" / "rules" / "kalah.pdf").write_bytes(b"%PDF old rules\n")
    (root / "a-file").write_bytes(b"not a folder\n")
    (root / "empty").mkdir()


def snapshot(root: Path) -> dict[str, bytes | None]:
    found: dict[str, bytes | None] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath, name)
            rel = os.path.relpath(path, root)
            found[rel] = None if path.is_dir() else path.read_bytes()
    return found


# --- command lines ----------------------------------------------------------------------------

# Spaces around a value are ignored on purpose ("3 ", "kalah\n" are fine), so they are not here.
BAD_WHOLE = ["", " ", "ten", "1.5", "1e3", "0x10", "1_0", "+", "-", "--5", "٣", "４", "1 2",
             "\x00", "3\x00", HUGE, "-" + HUGE, LONG]
BAD_OUTPUT = ["", " ", "\t", "a\x00b.pdf", "a\nb.pdf", "bell\x07.pdf", "x" * 300 + ".pdf",
              "no-such-folder/x.pdf", "no-such-folder/", "a-file/x.pdf", "a-file/",
              "x.txt", "x", ".pdf", "x.pdf.txt", "old.pdf/", LONG]
BAD_NAMES = ["", " ", "chess", "KALAH!", "kalah\x00", "\x00", "\udcff", "ka lah", LONG,
             "mancala pits", "kalah pits", "kalah pits=99", "kalah pits=4 pits=5",
             "kalah seeds=" + HUGE, "lane-wise setup=1,2,3", "oware grand_slam=sometimes"]


def cli_cases(out: str = "out.pdf") -> list[Case]:
    cases: list[Case] = []

    def add(*argv: str) -> None:
        cases.append(Case("cli", " ".join(a[:30] for a in argv), list(argv)))

    # nothing that makes sense as a command
    for argv in (["nonsense"], ["-x"], ["--colour"], ["variants", "extra"], ["demo", "a", "b"],
                 ["--version=3"], ["boards", "--help=yes"], [LONG], ["\x00"], ["Boards"],
                 ["printables", "--output"], ["rules", "--paper"], ["worksheets", "--sheets"]):
        add(*argv)
    # whole numbers
    for value in BAD_WHOLE + ["4", "11", "0", "-5", "99999999999999"]:
        add("boards", "--pits", value, "--output", out)
    for value in BAD_WHOLE + ["0", "-1", "501", "100000"]:
        add("worksheets", "--sheets", value, "--output", out)
    for value in BAD_WHOLE + ["-1", "1000000000000", "9" * 40]:
        add("worksheets", "--seed", value, "--output", out)
    for value in BAD_WHOLE + ["-1", "1001", "-" + "1" * 30]:
        add("demo", "--plies", value)
    # names
    for value in BAD_NAMES:
        add("rules", value, "--output", out)
        add("boards", "--variant", value, "--output", out)
        add("demo", value)
    for value in ["", "wizard", "Starter!", "starter\x00", "\x00", LONG, "grade 3"]:
        add("worksheets", "--level", value, "--output", out)
        add("worksheets", "--difficulty", value, "--output", out)
    for option, values in (("--paper", ["a5", "A4 ", "", "both", LONG, "\x00"]),
                           ("--kind", ["huge", "", "FULL", LONG])):
        for value in values:
            add("boards", option, value, "--output", out)
    for value in ["a5", "", "a4,letter", LONG]:
        add("printables", "--paper", value, "--output", "printables")
    # rule options
    for option in ["pits", "pits=", "pits=0", "pits=11", "pits=" + HUGE, "pits=four",
                   "pits=4.0", "seeds=-2", "colour=red", "=4", "pie_rule=maybe",
                   "leftovers=everyone", "game_end=" + LONG, "pits=4=4", LONG, "\x00=1",
                   "capture_empty_opposite=2"]:
        add("rules", "kalah", "-o", option, "--output", out)
        add("demo", "kalah", "-o", option)
    for variant_name, option in (("oware", "grand_slam=sometimes"), ("wari", "capture_chain=x"),
                                 ("giuthi", "pits=4"), ("giuthi", "seeds=1"),
                                 ("lane-ignorant", "setup=1,2,3"),
                                 ("lane-ignorant", "setup=6.5,6,6,6,6,6,6,6,6,6,6,5.5"),
                                 ("lane-ignorant", "setup=" + ",".join(["6"] * 11 + [HUGE])),
                                 ("lane-ignorant", "setup=-6,18,6,6,6,6,6,6,6,6,6,6"),
                                 ("lane-ignorant", "setup=a,b"), ("lane-ignorant", "start=left"),
                                 ("lane-wise", "setup=1,8,10,9,8,0,0,9,9,10,8,0"),
                                 ("lane-wise", "setup=" + "6," * 12)):
        add("rules", variant_name, "-o", option, "--output", out)
    # the quick-reference cards and the game in the terminal (issue 12's command)
    for value in BAD_NAMES:
        add("cards", value, "--output", out)
        add("play", value)
    for value in ["a5", "", "A4 ", LONG, "\x00"]:
        add("cards", "kalah", "--paper", value, "--output", out)
    for option in ["pits=0", "pits=" + HUGE, "seeds=-2", "colour=red", "pie_rule=maybe", LONG]:
        add("cards", "kalah", "-o", option, "--output", out)
        add("play", "kalah", "-o", option, "--games", "2")
    add("cards", "kalah", "--large-print=yes", "--output", out)
    add("cards", "kalah", "--output", out, "--output", out)
    for who in ["", "wizard", "Strongest!", LONG, "\x00", "random,greedy", "you you"]:
        add("play", "kalah", "--south", who, "--games", "2")
        add("play", "kalah", "--north", who, "--games", "2")
    for value in BAD_WHOLE + ["0", "-1", "10001", HUGE]:
        add("play", "kalah", "--south", "random", "--games", value)
    for value in BAD_WHOLE + ["-1", HUGE]:
        add("play", "kalah", "--south", "random", "--games", "2", "--seed", value)
    for value in ["0", "-1", "nan", "inf", "1e999", "abc", "", HUGE]:
        add("play", "kalah", "--south", "random", "--games", "2", "--seconds", value)
    for value in BAD_WHOLE + ["0", "-5", HUGE]:
        add("play", "kalah", "--south", "random", "--games", "2", "--nodes", value)
    add("play", "kalah", "--south", "random", "--south", "greedy", "--games", "2")
    # the perfect player on a board too big for it, or a game it does not know
    add("play", "kalah", "--south", "perfect", "--north", "random", "--games", "2")
    add("play", "oware", "--north", "perfect")
    add("play", "giuthi", "-o", "pits=5", "--north", "perfect")
    # the lessons' printables (issue 14)
    for value in BAD_WHOLE + ["0", "7", "-1", "99999999999999"]:
        add("lessons", "--notebook", value, "--output", out)
    for value in ["", "poster", "CARDS", "cards,key", LONG, "\x00"]:
        add("lessons", "--kind", value, "--output", out)
    for value in ["a5", "", "both", LONG]:
        add("lessons", "--paper", value, "--output", out)
    add("lessons", "--kind", "culture", "--notebook", "2", "--output", out)   # for every one
    add("lessons", "--notebook", "2", "--notebook", "3", "--output", out)
    add("lessons", "--kind", "cards", "--kind", "key", "--output", out)
    add("lessons", "--large-print=yes", "--output", out)
    # the same option twice, and options that contradict each other
    add("rules", "kalah", "-o", "pits=4", "-o", "pits=5", "--output", out)
    add("rules", "kalah", "-o", "pits=4", "-o", "PITS=4", "--output", out)
    add("rules", "kalah pits=4", "-o", "pits=5", "--output", out)
    add("demo", "kalah", "-o", "seeds=3", "-o", "seeds=3")
    for option, value in (("--paper", "a4"), ("--output", out), ("--kind", "full"),
                          ("--variant", "kalah"), ("--pits", "6")):
        add("boards", option, value, option, value)
    for option, value in (("--sheets", "2"), ("--seed", "3"), ("--level", "starter"),
                          ("--id", "starter-1-1"), ("--output", out), ("--paper", "a4")):
        add("worksheets", option, value, option, value)
    add("worksheets", "--level", "starter", "--difficulty", "explorer", "--output", out)
    add("printables", "--output", "printables", "--output", "printables")
    add("demo", "--moves", "C", "--moves", "F")
    add("demo", "--moves", "C", "--plies", "3")
    add("boards", "--stores", "--no-stores", "--output", out)
    for kind in ("seeds", "egg-carton", "all-shapes"):    # options these sheets would ignore
        for extra in (["--pits", "8"], ["--no-stores"], ["--stores"], ["--variant", "oware"],
                      ["--variant", "giuthi", "--pits", "9"]):
            add("boards", "--kind", kind, *extra, "--output", out)
    for mix in (["--level", "expert"], ["--sheets", "3"], ["--seed", "4"],
                ["--level", "starter", "--sheets", "1", "--seed", "1"]):
        add("worksheets", "--id", "starter-1-1", *mix, "--output", out)
    # worksheet ids
    for value in ["", " ", "nope", "explorer", "explorer-7", "explorer-7-0", "explorer-7-501",
                  "explorer-7-" + HUGE, "explorer-" + HUGE + "-3", "wizard-7-3",
                  "explorer--7-3", "explorer-7--3", "explorer-٣-3", "explorer-7-3-1",
                  "explorer 7 3", "explorer-1000000000000-1", "explorer-7-3\x00", LONG, "\x00"]:
        add("worksheets", "--id", value, "--output", out)
    # output paths
    for command in (["boards"], ["rules"], ["rules", "oware", "--large-print"],
                    ["worksheets"], ["worksheets", "--id", "expert-2-2"],
                    ["lessons", "--kind", "culture"]):
        for value in BAD_OUTPUT:
            add(*command, "--output", value)
    # the students' sheets would go to old.pdf, but old-key.pdf (the key's name) is a folder
    add("worksheets", "--output", "old.pdf")
    add("worksheets", "--id", "expert-2-2", "--output", "old.pdf")
    for value in ["", " ", "no-such-folder", "a-file", "a\x00b", "a\nb", "x" * 300, LONG,
                  "old.pdf"]:
        add("printables", "--output", value)
    # moves
    for moves in ["", " ", ",", "Z", "C,,F", "C,Z", "swap", "C cw", "C sideways", "H",
                  "A,A", ",".join("CF" * 200), "C" * 100_000, "\x00", "C\nF", "1", "c,f,x"]:
        add("demo", "kalah", "--moves", moves)
    add("demo", "giuthi", "--moves", "A upwards")
    add("demo", "oware", "--moves", "A,G,A,G,A,G,A,G,A,G,A,G,A,G,A,G,A")
    return cases


def process_cases() -> list[Case]:
    """Real processes: a locale whose file names are ASCII, and names that are not UTF-8."""
    ascii_env = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    c_env = {"LC_ALL": "C", "LANG": "C"}
    utf8_env = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    cases = []
    for env_name, env in (("ascii", ascii_env), ("C", c_env), ("utf-8", utf8_env)):
        for name in (b"\xff.pdf", b"caf\xe9.pdf", b"\xc3(.pdf", b"ok\xed\xa0\x80.pdf"):
            for command in (["rules"], ["worksheets"], ["boards", "--kind", "seeds"]):
                argv = [os.fsencode(a) for a in command] + [b"--output", name]
                cases.append(Case("process", f"{env_name}: {' '.join(command)} {name!r}",
                                  (argv, env)))
        for name in ("é.pdf", "日本.pdf"):
            if env is ascii_env:
                argv = [b"rules", b"--output", name.encode()]
                cases.append(Case("process", f"{env_name}: rules {name}", (argv, env)))
    return cases


# --- the Python API ---------------------------------------------------------------------------

def _l(value: object) -> str:
    """A short label for a value (a case's name)."""
    return shown(value, 30)


def api_cases() -> list[Case]:
    cases: list[Case] = []

    def add(label: str, call: Callable[[], object]) -> None:
        cases.append(Case("api", label, call))

    for spec in [None, 5, 4.5, [], ["kalah"], b"kalah", object(), "", " ", "chess", LONG,
                 "\x00", "kalah pits", "kalah pits=4 pits=5", "kalah = 4", "pits=4 kalah",
                 "kalah seeds=" + HUGE, "oware grand_slam=" + LONG]:
        add(f"variant({_l(spec)})", lambda spec=spec: variant(spec))
        add(f"new_game({_l(spec)})", lambda spec=spec: new_game(spec))
    int_values = [0, 11, -1, BIG_INT, -BIG_INT, True, False, 4.0, 4.5, "4.5", "x" * 1000, None,
                  [4], "", HUGE, "٣٣"]
    for name in ("pits", "seeds"):
        for value in int_values:
            add(f"variant('kalah', {name}={_l(value)})",
                lambda name=name, value=value: variant("kalah", **{name: value}))
    for value in int_values[:8]:
        add(f"variant('giuthi', pits={_l(value)})", lambda v=value: variant("giuthi", pits=v))
    for name in ("capture_empty_opposite", "pie_rule", "finish_at_majority"):
        for value in ["maybe", 2, None, "x" * 1000, [True], 1.0]:
            add(f"variant('kalah', {name}={_l(value)})",
                lambda name=name, value=value: variant("kalah", **{name: value}))
    for name, variant_name in (("leftovers", "kalah"), ("game_end", "kalah"),
                               ("grand_slam", "oware"), ("capture_chain", "wari"),
                               ("start", "lane-ignorant")):
        for value in ["nope", 5, None, ["owner"], "", LONG]:
            add(f"variant({variant_name!r}, {name}={_l(value)})",
                lambda n=name, v=value, w=variant_name: variant(w, **{n: v}))
    setups = [(6.5,) + (6,) * 10 + (5.5,), (True,) * 12, (6,) * 11, (6,) * 13, (-1, 13) + (6,) * 10,
              (BIG_INT,) + (0,) * 11, (73,) + (0,) * 10 + (-1,), "a,b", None, 72, LONG,
              (6,) * 11 + ("6",), [[6]] * 12, (0, 8, 10, 9, 9, 0, 0, 9, 9, 10, 8, 1)]
    for setup in setups:
        for name in ("lane-ignorant", "lane-wise"):
            add(f"variant({name!r}, setup={_l(setup)})",
                lambda n=name, s=setup: variant(n, setup=s))
    for name in ("colour", "", "PITS", "pits ", LONG):
        add(f"variant('kalah', **{{{_l(name)}: 4}})", lambda n=name: variant("kalah", **{n: 4}))
    add("variant('kalah pits=4', pits=5)", lambda: variant("kalah pits=4", pits=5))

    kalah = variant("kalah")
    good = Position.start(kalah).notation()
    for text in [None, 5, b"x", "", " ", "x", "kalah", LONG, "\x00",
                 good.replace("4 4 4", HUGE, 1), good.replace("0 0", f"{HUGE} 0"),
                 good.replace("turn 0", "turn " + HUGE), good.replace("turn 0", "turn 99999999999"),
                 good.replace("South to move", "East to move"), good.replace("kalah", "chess"),
                 good.replace("kalah", LONG), good.replace("4 4 4", "4 4 x"),
                 good.replace("4 4 4", "4 4 -4"), good.replace("|", "", 1), good + " | extra",
                 "kalah | 4 4 4 4 4 4 | 4 4 4 4 4 4 | 0 0 | Game over (exploded) after turn 3.",
                 "kalah | 4 4 4 4 4 4 | 4 4 4 4 4 4 | 0 0 | Game over (side_empty) after turn "
                 + HUGE, str(Position.start(kalah)).replace("South", "Sud"),
                 str(Position.start(kalah)).replace("store", "box"),
                 str(Position.start(kalah)).replace(" 4 ", " " + HUGE + " ", 1),
                 "\n".join(["kalah", "x", "y"]), "\n\n\n"]:
        add(f"Position.parse({_l(text)})", lambda t=text: Position.parse(t))
    pits = [4] * 12
    for label, args, kwargs in [
            ("rules None", (None, pits), {}), ("rules text", ("kalah", pits), {}),
            ("pits 5", (kalah, 5), {}), ("pits text", (kalah, "444444444444"), {}),
            ("pits floats", (kalah, [4.0] * 12), {}), ("pits bools", (kalah, [True] * 12), {}),
            ("pits short", (kalah, [4] * 11), {}), ("pits negative", (kalah, [-4] + [4] * 11), {}),
            ("pits huge", (kalah, [BIG_INT] + [4] * 11), {}),
            ("pits None", (kalah, [None] * 12), {}), ("stores 3", (kalah, pits, (0, 0, 0)), {}),
            ("stores None", (kalah, pits, None), {}), ("stores text", (kalah, pits, "00"), {}),
            ("total 47", (kalah, [4] * 11 + [3]), {}),
            ("to_move 2", (kalah, pits, (0, 0), 2), {}),
            ("to_move True", (kalah, pits, (0, 0), True), {}),
            ("to_move '0'", (kalah, pits, (0, 0), "0"), {}),
            ("to_move list", (kalah, pits, (0, 0), []), {}),
            ("turn -1", (kalah, pits, (0, 0), 0, -1), {}),
            ("turn huge", (kalah, pits, (0, 0), 0, BIG_INT), {}),
            ("turn 2.5", (kalah, pits, (0, 0), 0, 2.5), {}),
            ("last_chance 'yes'", (kalah, pits, (0, 0), 0, 2, "yes"), {}),
            ("swap_open 1", (kalah, pits), {"swap_open": 1}),
            ("swap_open without pie", (kalah, pits), {"swap_open": True})]:
        add(f"Position.of({label})", lambda a=args, k=kwargs: Position.of(*a, **k))
    start = Position.start(kalah)
    for move in ["", " ", "Z", "H", "A B C", "C sideways", LONG, "\x00", 99, -1, BIG_INT, True,
                 None, 4.5, Move("a", 1), Move(2, 7), Move(BIG_INT), [2], "swap"]:
        add(f"play({_l(move)})", lambda m=move: start.play(m))
        add(f"after({_l(move)})", lambda m=move: start.after(m))

    # puzzles and worksheets
    for text in [None, 5, "", " ", "nope", "explorer-7-0", "explorer-7-501", "explorer-7-" + HUGE,
                 "explorer-" + HUGE + "-1", "wizard-1-1", "explorer-٣-3", LONG, "explorer-1-1\x00"]:
        add(f"parse_id({_l(text)})", lambda t=text: parse_id(t))
    level = LEVELS["starter"]
    for args in [("wizard", 1, 1), (None, 1, 1), (5, 1, 1), (level, -1, 1), (level, 1, 0),
                 (level, 1, 501), (level, BIG_INT, 1), (level, 1.5, 1), (level, "1", 1),
                 (level, True, 1), (level, 1, None), (level, 10 ** 12, 1)]:
        add(f"make_worksheet{_l(args)}", lambda a=args: make_worksheet(*a))
    for args in [(level, 0, 1), (level, 501, 1), (level, -3, 1), (level, BIG_INT, 1),
                 (level, 2.0, 1), (level, "3", 1), (level, True, 1), ("wizard", 1, 1),
                 (level, 1, -1), (level, 1, BIG_INT), (level, 1, "one"), (None, 1, 1)]:
        add(f"class_set{_l(args)}", lambda a=args: class_set(*a))
    for name in [None, 5, "", "wizard", LONG, ["starter"]]:
        add(f"find_level({_l(name)})", lambda n=name: find_level(n))
    for sheets in [[], None, "sheets", [1, 2]]:
        add(f"worksheet_json({_l(sheets)})", lambda s=sheets: worksheet_json(s))
    rng, settings = random.Random(1), Settings()
    for args in [("nope", rng, settings), (None, rng, settings), (5, rng, settings),
                 ("last_seed", None, settings), ("last_seed", 7, settings),
                 ("last_seed", rng, None), ("last_seed", rng, {"seeds_per_pit": 4}),
                 ("last_seed", rng, settings, []), ("last_seed", rng, settings, "seen")]:
        add(f"make_puzzle{_l(args)}", lambda a=args: make_puzzle(*a))
    add("sow_and_count(None, settings)", lambda: sow_and_count(None, settings))
    add("sow_and_count(rng, None)", lambda: sow_and_count(rng, None))
    for kwargs in [{"seeds_per_pit": 0}, {"seeds_per_pit": 11}, {"seeds_per_pit": 4.0},
                   {"seeds_per_pit": BIG_INT}, {"max_in_pit": 0}, {"max_in_pit": -1},
                   {"max_in_pit": "6"}, {"reach": "far"}, {"reach": None}, {"captures": "yes"},
                   {"solitaire_seeds": (6, 3)}, {"solitaire_seeds": (0, 3)},
                   {"solitaire_seeds": (3, 10 ** 6)}, {"solitaire_seeds": 5},
                   {"solitaire_seeds": (3,)}, {"solitaire_seeds": (3.0, 5.0)}]:
        add(f"Settings({_l(kwargs)})", lambda k=kwargs: Settings(**k))
    for seeds in [0, -1, 51, 10 ** 6, BIG_INT, 3.0, "3", None, True]:
        add(f"winnable_board({_l(seeds)})", lambda s=seeds: T.winnable_board(s))
    for board, index in [((0, 2, 1), 0), ((0, 2, 1), 5), ((0, 2, 1), -1), ((0, 2, 1), "C"),
                         ((0, 2, 1), None), ("021", 1), ((0, -2, 1), 1), ((), 0),
                         ((1,) * 30, 29), ((0, 2.0, 1), 1), ((0, BIG_INT, 1), 1)]:
        add(f"sow({_l(board)}, {_l(index)})", lambda b=board, i=index: T.sow(b, i))
    for board in [(1, 0), (0, 2), (3, 0, 0), (), None, "12", (1,) * 30, (60,), (0, 0, 3, True)]:
        add(f"solve({_l(board)})", lambda b=board: T.solve(b))
    add("winning_sequences((0, 1), limit=0)", lambda: T.winning_sequences((0, 1), limit=0))
    return cases


# --- running a case ---------------------------------------------------------------------------

@dataclass
class Result:
    case: Case
    problem: str | None       # None: clean
    message: str


def run_cli(case: Case, folder: Path) -> Result:
    err, out = io.StringIO(), io.StringIO()
    before = snapshot(folder)
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            code = main(case.run)
    except SystemExit as exc:
        return Result(case, f"SystemExit({exc.code}) escaped main()", err.getvalue())
    except BaseException as exc:  # noqa: BLE001 - the sweep reports every escape
        return Result(case, f"{type(exc).__name__} escaped main(): {str(exc)[:80]}", "")
    finally:
        os.chdir(cwd)
    return _judge(case, code, err.getvalue(), before, snapshot(folder))


def run_process(case: Case, folder: Path) -> Result:
    argv, env = case.run
    before = snapshot(folder)
    script = Path(sys.executable).with_name("mancala-teach")
    full_env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    full_env.update(env)
    done = subprocess.run([os.fsencode(script), *argv], cwd=folder, env=full_env,
                          capture_output=True, timeout=120)
    err = done.stderr.decode("utf-8", "backslashreplace")
    return _judge(case, done.returncode, err, before, snapshot(folder))


def _judge(case: Case, code: int, err: str, before: dict, after: dict) -> Result:
    lines = err.strip("\n").split("\n") if err.strip() else []
    message = lines[-1] if lines else ""
    if code != 2:
        return Result(case, f"exit code {code}, not 2", err[:300])
    if len(lines) != 1 or not message.startswith("mancala-teach: "):
        return Result(case, f"stderr is {len(lines)} lines", err[:300])
    problem = message_problem(message[len("mancala-teach: "):])
    if problem is None and after != before:
        changed = sorted(set(after) ^ set(before) | {k for k in before if after.get(k) != before[k]})
        problem = f"files changed: {changed[:3]}"
    return Result(case, problem, message)


def run_api(case: Case, folder: Path) -> Result:
    before = snapshot(folder)
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        case.run()
    except MancalaError as exc:
        message = str(exc)
        problem = message_problem(message)
    except BaseException as exc:  # noqa: BLE001
        return Result(case, f"{type(exc).__name__}: {str(exc)[:80]}", "")
    else:
        return Result(case, "accepted", "")
    finally:
        os.chdir(cwd)
    if problem is None and snapshot(folder) != before:
        problem = "files changed"
    return Result(case, problem, message)


RUNNERS = {"cli": run_cli, "process": run_process, "api": run_api}


def run_all(cases: list[Case]) -> list[Result]:
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp, "teacher")
        folder.mkdir()
        make_folder(folder)
        for case in cases:
            results.append(RUNNERS[case.kind](case, folder))
    return results


def all_cases() -> list[Case]:
    return cli_cases() + process_cases() + api_cases()


def report(results: list[Result]) -> int:
    dirty = [r for r in results if r.problem]
    for kind in RUNNERS:
        these = [r for r in results if r.case.kind == kind]
        bad = [r for r in these if r.problem]
        print(f"{kind:8} tried {len(these):4}  clean {len(these) - len(bad):4}  dirty {len(bad)}")
    print(f"{'all':8} tried {len(results):4}  clean {len(results) - len(dirty):4}  "
          f"dirty {len(dirty)}")
    for r in dirty:
        print(f"DIRTY [{r.case.kind}] {r.case.label[:70]!r}: {r.problem}\n      {r.message[:200]!r}")
    return 1 if dirty else 0


if __name__ == "__main__":
    if "--show" in sys.argv:    # print every message, to read them as a teacher would
        for r in run_all(all_cases()):
            print(f"{r.case.label[:60]!r:64} {r.message}")
        sys.exit(0)
    sys.exit(report(run_all(all_cases())))
