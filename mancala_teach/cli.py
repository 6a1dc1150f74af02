"""The ``mancala-teach`` command. ``main(argv) -> exit code``; errors are one sentence on stderr."""

from __future__ import annotations

import argparse
import sys
from typing import Callable

from . import __version__
from .errors import MancalaError
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


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="mancala-teach",
        description="Mancala for teaching mathematics: rules, printable boards and worksheets.")
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
EXTRA_COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = []


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
