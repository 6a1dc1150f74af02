"""``mancala-teach play``: a game in the terminal against the computer, or computer games.

    mancala-teach play                          you (South) against "thinks ahead" (North)
    mancala-teach play oware --north strongest  a harder opponent
    mancala-teach play --south greedy --north strongest --games 100
                                                a summary of 100 computer games
    mancala-teach play four --west you          four players round a square board

Each side is ``you`` (a person at this keyboard) or a computer level (``random``, ``greedy``,
``thinks ahead``, ``strongest``, and on small boards ``perfect``); on the four-sided
board ``--east`` and ``--west`` name the other two seats, and in a teams game both
partners of a side are played by the same. With a person playing, type a pit letter
(``C``, or ``C cw`` in Giuthi), ``hint`` for a suggestion (from the perfect player
where it plays), ``board`` to see the board again, or ``quit``.
A move that is not allowed gets one sentence saying why, and the same player tries again.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Callable

from .errors import IllegalMoveError, MancalaError, shown
from .narrate import final_tally
from .players import LEVELS, find_level, hint, player, plays_perfectly, too_big_for_perfect
from .players.matches import match
from .position import Position
from .variants import variant

HUMAN = "you"
MAX_GAMES = 10000


class PlayError(MancalaError):
    """A ``play`` command that cannot run as asked (one sentence)."""


def _side(text: str) -> str:
    """``you`` or a level name (checked here, so a typo is one sentence and exit code 2)."""
    key = " ".join(str(text).strip().lower().split())
    if key in (HUMAN, "human", "me", "person"):
        return HUMAN
    try:
        return find_level(key).name
    except MancalaError:
        levels = ", ".join(level.name for level in LEVELS)
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a player: write you (a person) or a computer level: "
            f"{levels}") from None


def add_play_command(sub: argparse._SubParsersAction, *, once: Any, whole_number: Callable,
                     options: Callable) -> None:
    levels = ", ".join(f"'{level.name}'" + (" (small boards only)" if level.small_boards_only
                                             else "") for level in LEVELS)
    p = sub.add_parser(
        "play", help="play against the computer, or watch computer games",
        description="Play a game in the terminal. Each side is 'you' (a person) or a "
                    f"computer level: {levels}. Type a pit letter to move, 'hint' for a "
                    "suggestion, 'quit' to stop.")
    p.add_argument("variant", nargs="?", default="kalah",
                   help="which game (default: kalah); 'mancala-teach variants' lists them")
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help="a rule option, e.g. -o pits=4 (repeat for more)")
    p.add_argument("--south", type=_side, default=HUMAN, action=once, metavar="WHO",
                   help="who plays South: you, or a computer level (default: you)")
    p.add_argument("--north", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help="who plays North: you, or a computer level (default: thinks ahead)")
    p.add_argument("--east", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help="four-sided board only: who plays East (default: thinks ahead)")
    p.add_argument("--west", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help="four-sided board only: who plays West (default: thinks ahead)")
    p.add_argument("--games", type=whole_number(1, MAX_GAMES), action=once,
                   help=f"computer against computer: play this many games (1 to {MAX_GAMES}) "
                        f"and show who won; each level plays half of them as South")
    p.add_argument("--seed", type=whole_number(0, 10**9), default=0, action=once,
                   help="the same seed gives the same computer moves (default 0)")
    p.add_argument("--seconds", type=whole_number(1, 60), default=1, action=once,
                   help="thinking time of the strongest level, in seconds (default 1)")
    p.add_argument("--nodes", type=whole_number(100, 10**8), action=once,
                   help="instead of a time: the strongest level looks at this many "
                        "positions a move (the same moves on every machine)")
    p.set_defaults(run=lambda args: run_play(args, options))


def run_play(args: argparse.Namespace, options: Callable, *,
             read: Callable[[str], str] | None = None,
             say: Callable[[str], None] = print) -> int:
    read = read or read_stdin
    rules = variant(args.variant, **options(args.option))
    four_only = [f"--{seat}" for seat in ("east", "west") if seat in getattr(args, "_given", {})]
    if four_only and rules.sides != 4:
        raise PlayError(f"{' and '.join(four_only)} name{'s' if len(four_only) == 1 else ''} a "
                        f"seat of the four-sided board; {rules.title} has two sides: say who "
                        f"plays with --south and --north.")
    sides = ((args.south, args.east, args.north, args.west) if rules.sides == 4 else
             (args.south, args.north))
    names = rules.player_names
    people = [p for p in range(rules.sides) if sides[p] == HUMAN]
    if "perfect" in sides and not plays_perfectly(rules):
        raise too_big_for_perfect(rules)
    if args.games is not None:
        if rules.sides != 2:
            raise PlayError("--games compares two computer levels on a two-sided board; on "
                            "the four-sided board, play a game and watch it instead.")
        if people:
            raise PlayError("--games plays the computer against itself, so give both "
                            "--south and --north a computer level (not you).")
        summary = match(rules, sides[0], sides[1], args.games, seed=args.seed,
                        seconds=args.seconds, nodes=args.nodes)
        a, b = sides
        if a == b:
            say(f"Both sides play '{a}'.")
        for line in summary.lines():
            say(line)
        return 0
    computers = {p: player(sides[p], seed=args.seed + p, seconds=args.seconds, nodes=args.nodes)
                 for p in range(rules.sides) if sides[p] != HUMAN}
    pos = Position.start(rules)
    seats = ", ".join(f"{names[p]} is {_who(sides[p])}" for p in range(rules.sides))
    say(f"{rules.title}: {seats}.")
    if rules.teams:
        say("Two players share each side and take turns for it.")
    say(str(pos))
    while not pos.is_over:
        mover = pos.to_move
        name = pos.mover_name
        if mover in computers:
            move, reason = computers[mover](pos)
            say(f"{name} ({sides[mover]}): {reason}")
        else:
            move = _ask(pos, read, say, args)
            if move is None:
                say("Game stopped.")
                return 0
        pos = pos.after(move)
        say(str(pos))
    say(final_tally(pos))
    return 0


def _who(side: str) -> str:
    return "you" if side == HUMAN else f"the computer ({side})"


def _ask(pos: Position, read: Callable[[str], str], say: Callable[[str], None],
         args: argparse.Namespace) -> Any:
    """Ask the person to move until they give a legal move; None if they stop."""
    name = pos.mover_name
    choices = ", ".join(str(m) for m in pos.legal_moves())
    while True:
        try:
            text = read(f"{name}, your move ({choices}; or hint, board, quit): ")
        except EOFError:
            return None
        except UnreadableLineError as exc:
            say(str(exc))
            continue
        word = text.strip().lower()
        if word in ("quit", "q", "exit", "stop"):
            return None
        if word in ("hint", "?", "help"):
            level = "perfect" if plays_perfectly(pos.rules) else "strongest"
            say(hint(pos, level, seed=args.seed, seconds=args.seconds,
                     nodes=args.nodes).reason)
            continue
        if word == "board":
            say(str(pos))
            continue
        if not word:
            continue
        try:
            pos.play(text)            # checks the move; the message says what is allowed
        except IllegalMoveError as exc:
            say(str(exc))
            continue
        return text


class UnreadableLineError(PlayError):
    """A line typed (or piped in) that is not text in the encoding the terminal declares."""


def read_stdin(prompt: str) -> str:
    """``input`` that also works when stdin is not a terminal (the prompt is still shown).

    A line that is not text in stdin's encoding (bytes piped in from elsewhere) is an
    :class:`UnreadableLineError`: the player is told, and asked again."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:                                  # a text stream (a test, an IDE)
        line = sys.stdin.readline()
    else:
        data = raw.readline()
        encoding = sys.stdin.encoding or "utf-8"
        try:
            line = data.decode(encoding)
        except UnicodeDecodeError:
            if not sys.stdin.isatty():
                sys.stdout.write(data.decode(encoding, "backslashreplace").rstrip("\n") + "\n")
            raise UnreadableLineError(
                f"That line is not text this computer can read (it expects {encoding}); "
                f"type a pit letter, like C.") from None
    if not line:
        sys.stdout.write("\n")
        raise EOFError
    if not sys.stdin.isatty():
        sys.stdout.write(line if line.endswith("\n") else line + "\n")   # echo, as typed
    return line.rstrip("\n")
