"""The ``mancala-teach`` command. ``main(argv) -> exit code``; errors are one sentence on stderr.

Exit codes: 0 done, 2 bad input, 1 a library the command needs is not installed (the message
says which extra to install, e.g. ``mancala-teach[print]``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable

from . import __version__
from .errors import MancalaError, MissingExtraError
from .variants import VARIANTS, variant


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one sentence and exit code 2, with no usage dump."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _UsageError(message[0].upper() + message[1:].rstrip(".") + ".")


class _UsageError(Exception):
    pass


def _cmd_variants(args: argparse.Namespace) -> int:
    for v in VARIANTS:
        aliases = ", ".join(v.aliases)
        print(f"{v.name:14} {v.title}: {v.summary}")
        print(f"{'':14} also called: {aliases}")
        for opt in v.options:
            default = opt.default
            if isinstance(default, bool):
                default = "yes" if default else "no"
            elif isinstance(default, tuple):
                default = ",".join(map(str, default))
            print(f"{'':14}   {opt.name}={default}  {opt.help}")
    return 0


def _cmd_demo(args: argparse.Namespace) -> int:
    """Play a few moves of a game and narrate them, seed by seed."""
    from .narrate import narrate_trace
    rules = variant(args.variant, **_options(args.option))
    from .position import Position
    pos = Position.start(rules)
    print(pos)
    moves = args.moves.split(",") if args.moves else None
    count = len(moves) if moves else args.plies
    for i in range(count):
        if pos.is_over:
            break
        move = moves[i].strip() if moves else pos.legal_moves()[0]
        pos, trace = pos.play(move)
        print()
        for line in narrate_trace(trace):
            print("  " + line)
        print(pos)
    return 0


def _options(pairs: list[str] | None) -> dict[str, str]:
    out = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise _UsageError(f"Options are written name=value, like pits=4; {pair!r} is not.")
        out[key.strip().replace("-", "_")] = value
    return out


# --- printables -------------------------------------------------------------------------------

PAPER_HELP = "paper size: a4 or letter (default: a4)"


def _output_path(given: str | None, default_name: str) -> Path:
    """Where to write: a file path, a folder (the default name inside it), or the default.

    The folder must exist and be writable; nothing is written until every file is made.
    """
    from .printables.output import check_folder
    if given is None:
        path = Path(default_name)
    else:
        path = Path(given)
        if path.is_dir():
            path = path / default_name
        elif given.endswith(("/", os.sep)):
            check_folder(path)   # a folder that does not exist: say so
    check_folder(path.parent if str(path.parent) else Path("."))
    if path.suffix.lower() != ".pdf":
        raise _UsageError(f"The output file must end in .pdf, not {path.name!r}.")
    return path


def _whole_number_from(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number no smaller than ``least``, or a plain sentence."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"it must be {least} or more, not {value}")
        return value
    return parse


_positive = _whole_number_from(1)
_not_negative = _whole_number_from(0)


def _say_written(paths: list[Path], pages: dict[Path, int] | None = None) -> None:
    for path in paths:
        count = pages.get(path) if pages else None
        extra = "" if count is None else " (1 page)" if count == 1 else f" ({count} pages)"
        print(f"wrote {path}{extra}")


def _cmd_boards(args: argparse.Namespace) -> int:
    """Boards to print: full size in sheets, one sheet, egg-carton labels, paper seeds."""
    import io
    from .printables.boards import BoardShape, boards_pdf
    from .printables.output import write_atomic
    rules = variant(args.variant)
    pits = args.pits if args.pits is not None else rules.pits_per_side
    stores = rules.has_stores if args.stores is None else args.stores
    shape = BoardShape(pits, stores)
    kinds = {"full": f"board-full-size-{shape.slug}", "one-sheet": f"board-one-sheet-{shape.slug}",
             "all-shapes": "boards-one-sheet-5-to-10-pits", "egg-carton": "egg-carton-labels",
             "seeds": "paper-seeds"}
    path = _output_path(args.output, f"{kinds[args.kind]}-{args.paper}.pdf")
    kind = {"one-sheet": "compact", "all-shapes": "compact"}.get(args.kind, args.kind)
    buffer = io.BytesIO()
    pages = boards_pdf(buffer, kind=kind, paper=args.paper,
                       shape=None if args.kind == "all-shapes" else shape)
    write_atomic(path, buffer.getvalue())
    _say_written([path], {path: pages})
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    """A rule sheet for one game, with the house rules (options) you choose."""
    import io
    from .printables.output import write_atomic
    from .printables.rulesheets import rule_sheet_pdf
    rules = variant(args.variant, **_options(args.option))
    large = "-large-print" if args.large_print else ""
    path = _output_path(args.output, f"rules-{rules.variant}{large}-{args.paper}.pdf")
    buffer = io.BytesIO()
    pages = rule_sheet_pdf(buffer, rules, paper=args.paper, large_print=args.large_print)
    write_atomic(path, buffer.getvalue())
    _say_written([path], {path: pages})
    return 0


def _cmd_worksheets(args: argparse.Namespace) -> int:
    """Counting-puzzle worksheets: students' PDF, teacher's answer-key PDF and a JSON file."""
    from .puzzles.levels import find_level
    from .printables.output import write_group
    from .printables.worksheets import render_set
    from .puzzles.sheets import class_set, make_worksheet, parse_id
    if args.id:
        level, seed, number = parse_id(args.id)
        sheets = [make_worksheet(level, seed, number)]
        stem = f"worksheet-{sheets[0].id}"
    else:
        level, seed = find_level(args.level), args.seed
        count = args.sheets
        sheets = class_set(level, count, seed, progress=count > 1)
        stem = f"worksheets-{level.name}-seed{seed}-{count}-sheets"
    large = "-large-print" if args.large_print else ""
    student = _output_path(args.output, f"{stem}{large}-{args.paper}.pdf")
    key = student.with_name(student.stem + "-key.pdf")
    data = student.with_suffix(".json")
    pdf, key_pdf, json_bytes = render_set(sheets, paper=args.paper,
                                          large_print=args.large_print, base_seed=seed)
    write_group({student: pdf, key: key_pdf, data: json_bytes})  # all three, or none
    _say_written([student, key, data])
    return 0


def _cmd_printables(args: argparse.Namespace) -> int:
    """Regenerate the whole standard set (the README's main command)."""
    from .printables.standard_set import PAPER_SIZES, write_standard_set
    papers = PAPER_SIZES if args.paper == "both" else (args.paper,)
    written = write_standard_set(args.output, papers, progress=True)
    print(f"wrote {len(written)} files into {args.output}/ "
          f"({', '.join(papers)}); print PDFs at 100% (actual size).")
    return 0


def _add_printable_commands(sub: argparse._SubParsersAction) -> None:
    from .printables import MAX_PITS, MIN_PITS
    p = sub.add_parser(
        "boards", help="print a board: full size (in sheets), one sheet, egg-carton labels, seeds",
        description="Make a board to print. Full-size boards have 45 mm pits and come on "
                    "several sheets that you glue together; print every PDF at 100% (actual size).")
    p.add_argument("--kind", choices=("full", "one-sheet", "all-shapes", "egg-carton", "seeds"),
                   default="full",
                   help="full: full size on several sheets (default); one-sheet: the board on "
                        "one sheet; all-shapes: one sheet for every shape from 5 to 10 pits; "
                        "egg-carton: labels for an egg-carton board; seeds: paper seeds")
    p.add_argument("--variant", default="kalah",
                   help="the game whose board you want (default: kalah); sets pits and stores")
    p.add_argument("--pits", type=int,
                   help=f"pits on each side, {MIN_PITS} to {MAX_PITS} (default: the game's)")
    stores = p.add_mutually_exclusive_group()
    stores.add_argument("--stores", dest="stores", action="store_true", default=None,
                        help="draw a store at each end")
    stores.add_argument("--no-stores", dest="stores", action="store_false",
                        help="no stores (as for Lane's games)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help=PAPER_HELP)
    p.add_argument("--output", metavar="PATH", help="the PDF to write, or an existing folder")
    p.set_defaults(run=_cmd_boards)

    p = sub.add_parser("rules", help="print the rule sheet for a game",
                       description="Make a rule sheet: set-up, a move, capture, extra turns, "
                                   "end of game, the options in force and pictures of real "
                                   "moves.")
    p.add_argument("variant", nargs="?", default="kalah",
                   help="which game (default: kalah); 'mancala-teach variants' lists them")
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help="a house rule, e.g. -o leftovers=not_counted (repeat for more)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help=PAPER_HELP)
    p.add_argument("--large-print", action="store_true", help="16 pt type and bigger boards")
    p.add_argument("--output", metavar="PATH", help="the PDF to write, or an existing folder")
    p.set_defaults(run=_cmd_rules)

    p = sub.add_parser(
        "worksheets", help="print counting-puzzle worksheets with answer keys",
        description="Make counting-puzzle worksheets: one PDF for the students, one with the "
                    "answer keys for the teacher, and a JSON file with every answer. Each "
                    "sheet has an id that makes it again: --id explorer-7-3.")
    p.add_argument("--level", "--difficulty", dest="level", default="starter",
                   help="starter (grades 1-2), explorer (grades 3-4) or expert (grades 5-6); "
                        "default: starter")
    p.add_argument("--sheets", type=_positive, default=1,
                   help="how many different worksheets (a class set), default 1")
    p.add_argument("--seed", type=_not_negative, default=1,
                   help="the random seed: the same seed gives the same worksheets (default 1)")
    p.add_argument("--id", help="make one worksheet again from the id printed on it")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help=PAPER_HELP)
    p.add_argument("--large-print", action="store_true", help="16 pt type and bigger boards")
    p.add_argument("--output", metavar="PATH",
                   help="the students' PDF to write (the key and JSON go beside it), or an "
                        "existing folder")
    p.set_defaults(run=_cmd_worksheets)

    p = sub.add_parser("printables", help="regenerate the standard set into printables/",
                       description="Regenerate every standard printable (boards, rule sheets, "
                                   "sample worksheets with keys and JSON) in A4 and Letter.")
    p.add_argument("--output", metavar="FOLDER", default="printables",
                   help="an existing folder to write into (default: printables)")
    p.add_argument("--paper", choices=("a4", "letter", "both"), default="both",
                   help="which paper sizes (default: both)")
    p.set_defaults(run=_cmd_printables)


EXAMPLES = """examples:
  mancala-teach printables                       every board, rule sheet and sample worksheet
  mancala-teach boards --kind full --paper letter
                                                 a full-size board to glue together
  mancala-teach rules oware -o grand_slam=forbidden
                                                 Oware's rule sheet with a house rule
  mancala-teach worksheets --level explorer --sheets 30 --seed 5
                                                 a class set: 30 different sheets and keys
  mancala-teach demo kalah --moves C,F           play two moves and explain every seed

Add --help after a command to see all its options, e.g. mancala-teach boards --help.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="mancala-teach",
        description="Mancala for teaching mathematics: rules, printable boards and worksheets.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=EXAMPLES)
    parser.add_argument("--version", action="version", version=f"mancala-teach {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("variants", help="list the games and their rule options")
    p.set_defaults(run=_cmd_variants)
    p = sub.add_parser("demo", help="play a few moves and explain each one, seed by seed")
    p.add_argument("variant", nargs="?", default="kalah", help="which game (default: kalah)")
    p.add_argument("--moves", help="moves to play, by pit letter, e.g. C,J,F")
    p.add_argument("--plies", type=int, default=2, help="how many moves to play if --moves is not given")
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help="a rule option, e.g. -o pits=4 (repeat for more)")
    p.set_defaults(run=_cmd_demo)
    for register in EXTRA_COMMANDS:
        register(sub)
    return parser


# Later layers (printables) add their subcommands here without the CLI importing them early.
EXTRA_COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [_add_printable_commands]


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if not getattr(args, "run", None):
            parser.print_help()
            return 0
        return args.run(args)
    except _UsageError as exc:
        print(f"mancala-teach: {exc}", file=sys.stderr)
        return 2
    except MancalaError as exc:
        print(f"mancala-teach: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"mancala-teach: could not write {exc.filename or 'the output'}: "
              f"{exc.strerror or exc}.", file=sys.stderr)
        return 2
    except MissingExtraError as exc:
        print(f"mancala-teach: {exc}", file=sys.stderr)
        return 1
