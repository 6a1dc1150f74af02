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

The whole conversation is in the language in use (:mod:`mancala_teach.i18n`): the board
(:meth:`Position.board_text`), the computer's reasons, the messages, the help. The level
names and ``you`` stay as they are typed; at the prompt ``hint``, ``board`` and ``quit``
work in English and in the language's own words.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Callable

from .errors import IllegalMoveError, MancalaError, shown
from .glossary import game_title
from .i18n import _, and_list, comparable, ngettext, pgettext
from .naming import mover_words, seat_name
from .narrate import final_tally
from .players import (LEVELS, find_level, hint, level_name, player, plays_perfectly,
                      too_big_for_perfect)
from .players.matches import match
from .position import Position
from .variants import variant

HUMAN = "you"
MAX_GAMES = 10000
# What a person may type at the prompt besides a move, in English (the language's own words
# work too: :func:`_command`).
STOP_WORDS = ("quit", "q", "exit", "stop")
HINT_WORDS = ("hint", "?", "help")
BOARD_WORDS = ("board",)


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
        raise argparse.ArgumentTypeError(_(
            "{value} is not a player: write you (a person) or a computer level: {levels}",
            value=shown(text), levels=levels)) from None


def _quoted(word: str) -> str:
    """A word to type, quoted the language's way: ``'hint'`` (French « hint »)."""
    # TRANSLATORS: a word to type at the keyboard, quoted.
    return pgettext("quoted", "'{word}'", word=word)


def add_play_command(sub: argparse._SubParsersAction, *, once: Any, whole_number: Callable,
                     options: Callable) -> None:
    levels = ", ".join(_("{level} (small boards only)", level=_quoted(level.name))
                       if level.small_boards_only else _quoted(level.name)
                       for level in LEVELS)
    p = sub.add_parser(
        "play", help=_("play against the computer, or watch computer games"),
        # TRANSLATORS: {you}, {hint} and {quit} are the words to type, quoted; {levels} the
        # computer levels' names, quoted.
        description=_("Play a game in the terminal. Each side is {you} (a person) or a "
                      "computer level: {levels}. Type a pit letter to move, {hint} for a "
                      "suggestion, {quit} to stop.", you=_quoted(HUMAN), levels=levels,
                      hint=_quoted(_command_word("hint")), quit=_quoted(_command_word("quit"))))
    p.add_argument("variant", nargs="?", default="kalah",
                   help=_("which game (default: kalah); 'mancala-teach variants' lists them"))
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help=_("a rule option, e.g. -o pits=4 (repeat for more)"))
    p.add_argument("--south", type=_side, default=HUMAN, action=once, metavar="WHO",
                   help=_("who plays South: you, or a computer level (default: you)"))
    p.add_argument("--north", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help=_("who plays North: you, or a computer level (default: thinks "
                          "ahead)"))
    p.add_argument("--east", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help=_("four-sided board only: who plays East (default: thinks ahead)"))
    p.add_argument("--west", type=_side, default="thinks ahead", action=once, metavar="WHO",
                   help=_("four-sided board only: who plays West (default: thinks ahead)"))
    p.add_argument("--games", type=whole_number(1, MAX_GAMES), action=once,
                   help=_("computer against computer: play this many games (1 to {most}) and "
                          "show who won; each level plays half of them as South",
                          most=MAX_GAMES))
    p.add_argument("--seed", type=whole_number(0, 10**9), default=0, action=once,
                   help=_("the same seed gives the same computer moves (default 0)"))
    p.add_argument("--seconds", type=whole_number(1, 60), default=1, action=once,
                   help=_("thinking time of the strongest level, in seconds (default 1)"))
    p.add_argument("--nodes", type=whole_number(100, 10**8), action=once,
                   help=_("instead of a time: the strongest level looks at this many "
                          "positions a move (the same moves on every machine)"))
    p.set_defaults(run=lambda args: run_play(args, options))


def run_play(args: argparse.Namespace, options: Callable, *,
             read: Callable[[str], str] | None = None,
             say: Callable[[str], None] = print) -> int:
    read = read or read_stdin
    rules = variant(args.variant, **options(args.option))
    four_only = [f"--{seat}" for seat in ("east", "west") if seat in getattr(args, "_given", {})]
    if four_only and rules.sides != 4:
        # TRANSLATORS: {options} is "--east", or "--east and --west" ({n} of them).
        raise PlayError(ngettext(
            "{options} names a seat of the four-sided board; {game} has two sides: say who "
            "plays with --south and --north.",
            "{options} name a seat of the four-sided board; {game} has two sides: say who "
            "plays with --south and --north.", len(four_only), options=and_list(four_only),
            game=game_title(rules.title)))
    sides = ((args.south, args.east, args.north, args.west) if rules.sides == 4 else
             (args.south, args.north))
    people = [p for p in range(rules.sides) if sides[p] == HUMAN]
    if "perfect" in sides and not plays_perfectly(rules):
        raise too_big_for_perfect(rules)
    if args.games is not None:
        if rules.sides != 2:
            raise PlayError(_("--games compares two computer levels on a two-sided board; on "
                              "the four-sided board, play a game and watch it instead."))
        if people:
            raise PlayError(_("--games plays the computer against itself, so give both "
                              "--south and --north a computer level (not you)."))
        summary = match(rules, sides[0], sides[1], args.games, seed=args.seed,
                        seconds=args.seconds, nodes=args.nodes)
        a, b = sides
        if a == b:
            say(_("Both sides play {level}.", level=_quoted(a)))
        for line in summary.lines():
            say(line)
        return 0
    computers = {p: player(sides[p], seed=args.seed + p, seconds=args.seconds, nodes=args.nodes)
                 for p in range(rules.sides) if sides[p] != HUMAN}
    pos = Position.start(rules)
    seats = ", ".join(_who(seat_name(p, rules.sides), sides[p]) for p in range(rules.sides))
    title = game_title(rules.title)
    # TRANSLATORS: {game} is the game's name; {seats} who plays each seat ("South is you,
    # North is the computer (greedy)").
    say(_("{game}: {seats}.", game=title[:1].upper() + title[1:], seats=seats))
    if rules.teams:
        say(_("Two players share each side and take turns for it."))
    say(pos.board_text())
    while not pos.is_over:
        mover = pos.to_move
        if mover in computers:
            move, reason = computers[mover](pos)
            # TRANSLATORS: who moved, the computer's level, and why it chose its move.
            say(_("{player} ({level}): {reason}", player=mover_words(pos),
                  level=level_name(sides[mover]), reason=reason))
        else:
            move = _ask(pos, read, say, args)
            if move is None:
                say(_("Game stopped."))
                return 0
        pos = pos.after(move)
        say(pos.board_text())
    say(final_tally(pos))
    return 0


def _who(seat: str, side: str) -> str:
    if side == HUMAN:
        return _("{player} is you", player=seat)
    return _("{player} is the computer ({level})", player=seat, level=level_name(side))


def _command_word(word: str) -> str:
    """A word to type at the prompt, in the language in use (``hint``: French "indice")."""
    # TRANSLATORS: words a person types at the prompt of the play command, besides a move
    # (the English ones work too): one word each, lower case.
    return {"hint": pgettext("play command", "hint"), "board": pgettext("play command", "board"),
            "quit": pgettext("play command", "quit")}[word]


def _command(text: str) -> str | None:
    """``hint``, ``board`` or ``quit`` for what a person typed (in English or in the language
    in use), or None for anything else (a move)."""
    word = text.strip().lower()
    for command, english in (("quit", STOP_WORDS), ("hint", HINT_WORDS),
                             ("board", BOARD_WORDS)):
        if word in english or comparable(word) == comparable(_command_word(command)):
            return command
    return None


def _ask(pos: Position, read: Callable[[str], str], say: Callable[[str], None],
         args: argparse.Namespace) -> Any:
    """Ask the person to move until they give a legal move; None if they stop."""
    choices = ", ".join(str(m) for m in pos.legal_moves())
    # TRANSLATORS: the prompt; {moves} are the moves allowed ("A, B, C"), {hint}, {board}
    # and {quit} the words to type.
    prompt = _("{player}, your move ({moves}; or {hint}, {board}, {quit}): ",
               player=mover_words(pos), moves=choices, hint=_command_word("hint"),
               board=_command_word("board"), quit=_command_word("quit"))
    while True:
        try:
            text = read(prompt)
        except EOFError:
            return None
        except UnreadableLineError as exc:
            say(str(exc))
            continue
        command = _command(text)
        if command == "quit":
            return None
        if command == "hint":
            level = "perfect" if plays_perfectly(pos.rules) else "strongest"
            say(hint(pos, level, seed=args.seed, seconds=args.seconds,
                     nodes=args.nodes).reason)
            continue
        if command == "board":
            say(pos.board_text())
            continue
        if not text.strip():
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
            raise UnreadableLineError(_(
                "That line is not text this computer can read (it expects {encoding}); type "
                "a pit letter, like C.", encoding=encoding)) from None
    if not line:
        sys.stdout.write("\n")
        raise EOFError
    if not sys.stdin.isatty():
        sys.stdout.write(line if line.endswith("\n") else line + "\n")   # echo, as typed
    return line.rstrip("\n")
