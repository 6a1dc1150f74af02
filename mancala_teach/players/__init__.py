"""Computer players for every game, in levels a teacher can name, and hints for students.

    >>> from mancala_teach import new_game
    >>> from mancala_teach.players import choose_move
    >>> choice = choose_move(new_game("kalah"), level="greedy", seed=1)
    >>> choice.move, choice.reason
    (Move(pit=2, direction=1), 'I chose pit C: my last seed lands in my store, so I go again.')

Levels, weakest first (:data:`LEVELS`):

* **random**: any legal move;
* **greedy**: the move that puts the most seeds in its store this turn;
* **thinks ahead**: looks 4 turns ahead (alpha-beta search; another turn is part of the
  same turn);
* **strongest**: looks as far ahead as it can in about a second (iterative deepening with a
  transposition table and move ordering). ``nodes=`` gives it a budget of positions instead,
  so it plays the same move on every machine;
* **perfect**: never makes a mistake: it works out every way the game can go (the exact
  solver, :mod:`.solver`), so it plays only boards small enough to solve quickly
  (:func:`plays_perfectly`); on a bigger board it says so in one sentence.

The same ``seed`` gives the same move (ties between equally good moves are broken by it). Every
choice comes with a one-sentence reason built from the move's trace (:mod:`.reasons`), in the
language in use (:mod:`mancala_teach.i18n`), as are the levels' words (:attr:`Level.words`,
:func:`level_name`) and every error; the levels' names are codes, typed in English.
The search plays on :mod:`mancala_teach.lean`, which every variant has, so every variant and
option (and any variant added later) has computer players.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from ..checks import is_whole
from ..errors import GameOverError, InvalidOptionError, PositionFormatError, shown
from ..glossary import game_title, pits, seeds
from ..i18n import N_, _, ngettext, per_language, pgettext
from ..moves import Move
from ..naming import seat_name
from ..position import Position
from ..trace import Trace
from ..rules import Rules
from . import reasons, solver
from .search import WIN, deepening, fixed_depth
from .solver import (SOLVABLE, Solution, SolveTooBigError, perfect_move, solvable, solve,
                     who_wins)


@dataclass(frozen=True)
class Level:
    name: str
    says: str            # for a teacher choosing, in English (marked for the catalogue)
    aliases: tuple[str, ...] = ()
    small_boards_only: bool = False    # True: only where plays_perfectly(rules)

    @property
    def words(self) -> str:
        """What the level does, in the language in use: "looks 4 turns ahead ..."."""
        return _(self.says)


LEVELS: tuple[Level, ...] = (
    Level("random", N_("picks any move it is allowed to make"), ("easiest",)),
    Level("greedy", N_("takes the move that puts the most seeds in its store this turn"),
          ("easy",)),
    Level("thinks ahead", N_("looks 4 turns ahead before it chooses"),
          ("thinks-ahead", "thinks_ahead", "medium", "ahead")),
    Level("strongest", N_("looks as far ahead as it can in about a second"),
          ("hard", "best", "hardest")),
    Level("perfect", N_("never makes a mistake, because it works out every way the game can "
                        "go (small boards only)"),
          ("perfect player", "solver", "exact"), small_boards_only=True),
)
AHEAD_DEPTH = 4


@per_language
def _level_names() -> Mapping[str, str]:
    return MappingProxyType({
        # TRANSLATORS: the computer's levels, as in "the computer: greedy".
        "random": pgettext("computer level", "random"),
        "greedy": pgettext("computer level", "greedy"),
        "thinks ahead": pgettext("computer level", "thinks ahead"),
        "strongest": pgettext("computer level", "strongest"),
        "perfect": pgettext("computer level", "perfect"),
    })


def level_name(level: str | Level) -> str:
    """A computer level's name in the language in use: ``level_name("greedy")`` is
    "gourmand" in French (the code ``greedy`` is what a command or a call takes)."""
    level = find_level(level)
    return _level_names()[level.name]


def plays_perfectly(rules: Rules) -> bool:
    """True when the perfect player can play this game: the solver finishes it quickly."""
    return solver.SOLVABLE(rules)


def too_big_for_perfect(rules: Rules) -> solver.SolveTooBigError:
    """The one-sentence error for a board the perfect player cannot play."""
    title = game_title(rules.title)
    if not solver.supported(rules):
        return solver.SolveTooBigError(_(
            "The perfect player plays only small boards of Kalah, Oware and Wari, not "
            "{game}: choose the level 'strongest'.", game=title))
    # TRANSLATORS: {pits} is "6 pits", {seeds} "4 seeds"; 'strongest' is the level's name
    # as it is typed.
    return solver.SolveTooBigError(_(
        "{game} with {pits} a side and {seeds} a pit is too big for the perfect player: "
        "choose a smaller board (3 pits with 2 seeds, say) or the level 'strongest'.",
        game=title[:1].upper() + title[1:], pits=pits(rules.pits_per_side),
        seeds=seeds(rules.seeds_per_pit)))


def find_level(name: str | Level) -> Level:
    """A level by name or alias, ignoring case: ``find_level("Thinks ahead")``."""
    if isinstance(name, Level):
        return name
    key = " ".join(str(name).strip().lower().replace("_", " ").replace("-", " ").split())
    for level in LEVELS:
        if key == level.name or key in (a.replace("-", " ").replace("_", " ")
                                        for a in level.aliases):
            return level
    known = ", ".join(level.name for level in LEVELS)
    raise InvalidOptionError(_("There is no computer level called {name}; choose one of: "
                               "{levels}.", name=shown(name), levels=known))


@dataclass(frozen=True)
class Choice:
    """A move chosen by a computer player, and why."""

    move: Move
    reason: str                 # one sentence, built from the move's trace
    level: str
    trace: Trace = field(repr=False)
    depth: int = 0              # how many turns ahead it looked (0: it did not search)
    nodes: int = 0              # positions it looked at
    value: int | None = None    # the search's value for the mover, in seeds (None: no search;
    #                             perfect: the final margin, plus or minus WIN unless a draw)
    line: tuple[Move, ...] = field(default=(), repr=False)   # the moves it expects next

    @property
    def expects_to_win(self) -> bool | None:
        """True when the search proved a win, False a loss, None when it cannot tell."""
        if self.value is None or abs(self.value) < WIN:
            return None
        return self.value > 0


def choose_move(position: Position, level: str | Level = "strongest", *, seed: int = 0,
                seconds: float = 1.0, nodes: int | None = None, person: str = "I") -> Choice:
    """The move a computer player of ``level`` makes in ``position``, and a reason.

    ``seed`` makes the choice repeatable (the same seed, the same move). For "strongest",
    ``seconds`` is its thinking time and ``nodes`` (if given) a budget of positions that
    replaces the clock, so the move does not depend on the machine's speed.
    ``person="you"`` words the reason as advice (see :func:`hint`).
    """
    if not isinstance(position, Position):
        raise InvalidOptionError(_("choose_move needs a position (from new_game), not "
                                   "{value}.", value=shown(position)))
    level = find_level(level)
    if position.is_over:
        raise GameOverError(_("The game is over ({why}); there is no move to choose.",
                              why=position.outcome.why))
    if nodes is not None and not (is_whole(nodes) and nodes >= 1):
        raise InvalidOptionError(_("nodes must be a whole number of positions, 1 or more, not "
                                   "{value}.", value=shown(nodes)))
    if not (is_whole(seconds) or isinstance(seconds, float)) or not seconds > 0:
        raise InvalidOptionError(_("seconds must be a number of seconds above 0, not "
                                   "{value}.", value=shown(seconds)))
    if person not in ("I", "you"):
        raise InvalidOptionError(_("person must be 'I' or 'you', not {value}.",
                                   value=shown(person)))
    rng = random.Random(seed)
    result = None               # the perfect player: how the game ends with no mistakes
    fast = position.lean
    state = position.state
    legal = position.legal_moves()
    v = reasons.Voice.of(person)
    depth = nodes_seen = 0
    value = None
    line: tuple[int, ...] = ()
    if level.name == "perfect":
        if not plays_perfectly(position.rules):
            raise too_big_for_perfect(position.rules)
        # A budget, for a position set up by hand with far more seeds than the board starts with
        solution = solver.solve(position, max_positions=solver.LIVE_BUDGET)
        move = rng.choice(solution.best_moves)
        nodes_seen = solution.positions
        value = _final_value(solution.margin)
        fallback = _perfect_words(position, solution.margin, v)
        result = _perfect_result(position, solution.margin, v)
    elif level.name == "random" or len(legal) == 1:
        move = rng.choice(legal)
        # TRANSLATORS: the reasons of a computer's move (or a hint) whose trace says nothing
        # more, after "I chose pit C: " or "Try pit C: ".
        fallback = (pgettext("computer's reason", "it is the only move") if len(legal) == 1
                    else pgettext("computer's reason", "I picked it at random")
                    if person == "I" else pgettext("computer's reason", "any move will do"))
    elif level.name == "greedy":
        move = _greedy(position, rng)
        fallback = pgettext("computer's reason", "no move wins seeds right now")
    else:
        if level.name == "thinks ahead":
            found = fixed_depth(fast, state, AHEAD_DEPTH, rng=rng, history=position.history)
        else:
            found = deepening(fast, state, rng=rng, history=position.history, nodes=nodes,
                              seconds=seconds)
        move = fast.move(found.move)
        depth, nodes_seen, value, line = found.depth, found.nodes, found.value, found.line
        fallback = _lookahead_words(position, move, depth, v, value)
    after, trace = position.play(move)
    then = None
    if trace.extra_turn and not after.is_over:
        follow = (fast.move(line[1]) if len(line) > 1 and fast.move(line[1]) in after.legal_moves()
                  else solver.solve(after, max_positions=solver.LIVE_BUDGET).best_moves[0]
                  if level.name == "perfect"
                  else _greedy(after, random.Random(seed)) if level.name != "random" else None)
        if follow is not None:
            then = after.play(follow)[1]
    reason = reasons.sentence(trace, person=person, fallback=fallback, then=then, result=result)
    return Choice(move, reason, level.name, trace, depth, nodes_seen, value,
                  tuple(fast.move(m) for m in line))


def hint(position: Position, level: str | Level = "strongest", *, seed: int = 0,
         seconds: float = 1.0, nodes: int | None = None) -> Choice:
    """A suggestion for the player to move, worded for them: ``Try pit J: your last seed
    lands in your store, so you go again.``"""
    return choose_move(position, level, seed=seed, seconds=seconds, nodes=nodes, person="you")


def player(level: str | Level = "strongest", *, seed: int = 0, seconds: float = 1.0,
           nodes: int | None = None) -> Any:
    """``choose(position) -> (move, reason)``: a computer player to hand to a widget or a
    match. Each decision uses a seed made from ``seed`` and the position, so a game replays
    the same way."""
    level = find_level(level)

    def choose(position: Position) -> tuple[Move, str]:
        local = hash((seed, position.state, position.turn)) & 0xFFFFFFFF
        c = choose_move(position, level, seed=local, seconds=seconds, nodes=nodes)
        return c.move, c.reason

    choose.level = level.name   # type: ignore[attr-defined]
    return choose


# --- helpers -------------------------------------------------------------------------------------

def _greedy(position: Position, rng: random.Random) -> Move:
    """Most seeds into the mover's store now; then another turn; then the seeded coin."""
    fast = position.lean
    state = position.state
    p = position.to_move
    mine = fast.stores(state)[p]
    best: list[Move] = []
    best_key = None
    for move in position.legal_moves():
        child = fast.play(state, fast.codes[move])
        gain = fast.stores(child)[p] - mine
        again = child < fast.over_at and fast.to_move(child) == p and not move.is_swap
        key = (gain, again)
        if best_key is None or key > best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    return rng.choice(best)


def _capture_threat(position: Position) -> int:
    """The most seeds the player to move could capture with one move."""
    most = 0
    for move in position.legal_moves():
        if move.is_swap:
            continue
        trace = position.play(move)[1]
        most = max(most, sum(e.total for e in trace.captures if e.player == position.to_move))
    return most


def _final_value(margin: int) -> int:
    """A proved result in the search's units: the final margin, plus WIN for a win."""
    return margin + WIN if margin > 0 else margin - WIN if margin < 0 else 0


def _perfect_words(position: Position, margin: int, v: reasons.Voice) -> str:
    """What the whole game comes to with no mistakes, for a move whose trace says nothing."""
    other, n = seat_name(1 - position.to_move), abs(margin)
    if v.me:
        if margin > 0:
            return ngettext("I have checked every way the game can go, and I win by "
                            "{n} seed whatever {other} does",
                            "I have checked every way the game can go, and I win by {n} "
                            "seeds whatever {other} does", n, other=other)
        if margin == 0:
            return _("I have checked every way the game can go, and with no "
                     "mistakes on either side it is a draw")
        return ngettext("I have checked every way the game can go: {other} can win "
                        "by {n} seed with no mistakes, and no move does better",
                        "I have checked every way the game can go: {other} can win by {n} "
                        "seeds with no mistakes, and no move does better", n, other=other)
    if margin > 0:
        return ngettext("the computer checked every way the game can go, and you "
                        "can win by {n} seed whatever {other} does",
                        "the computer checked every way the game can go, and you can win by "
                        "{n} seeds whatever {other} does", n, other=other)
    if margin == 0:
        return _("the computer checked every way the game can go, and with no "
                 "mistakes on either side it is a draw")
    return ngettext("the computer checked every way the game can go: {other} can "
                    "win by {n} seed with no mistakes, and no move does better",
                    "the computer checked every way the game can go: {other} can win by {n} "
                    "seeds with no mistakes, and no move does better", n, other=other)


def _perfect_result(position: Position, margin: int, v: reasons.Voice) -> str:
    """The same, short, to follow what the move does."""
    other, n = seat_name(1 - position.to_move), abs(margin)
    if margin > 0:
        if v.me:
            return ngettext("I can win by {n} seed whatever {other} does",
                            "I can win by {n} seeds whatever {other} does", n, other=other)
        return ngettext("you can win by {n} seed whatever {other} does",
                        "you can win by {n} seeds whatever {other} does", n, other=other)
    if margin == 0:
        return _("with no mistakes on either side the game is a draw")
    return ngettext("{other} can still win by {n} seed, but no move does better",
                    "{other} can still win by {n} seeds, but no move does better", n,
                    other=other)


def _lookahead_words(position: Position, move: Move, depth: int, v: reasons.Voice,
                     value: int | None) -> str:
    """Why a quiet move: it stops a capture, or it is the best the search found."""
    me = position.to_move
    other = seat_name(1 - me)
    if not move.is_swap and position.rules.sides == 2:
        after = position.after(move)
        if not after.is_over and after.to_move != me:
            try:        # the same board, the other player to move: what could they take?
                waiting = Position.of(position.rules, position.pits, position.stores, 1 - me,
                                      2, partners=position.partners)
                now = _capture_threat(waiting)
            except PositionFormatError:         # they would have no move at all
                now = 0
            then = _capture_threat(after)
            if now >= 2 and then == 0:
                return ngettext("it stops {other} from capturing {n} seed",
                                "it stops {other} from capturing {n} seeds", now, other=other)
            if now >= 2 and then < now:
                # TRANSLATORS: {count} seeds {other} could capture after this move, {now}
                # before it.
                return _("then {other} can capture only {count}, not {now}",
                         other=other, count=then, now=now)
    win = value is not None and value >= WIN
    if depth > 1:
        if win:
            return _pick(v, _("looking {count} turns ahead, I can see a way to "
                              "win from here", count=depth),
                         _("looking {count} turns ahead, the computer can see "
                           "a way to win from here", count=depth))
        return _pick(v, _("looking {count} turns ahead, it is the best move I "
                          "can find", count=depth),
                     _("looking {count} turns ahead, it is the best move "
                       "the computer can find", count=depth))
    if win:
        return _pick(v, _("looking ahead, I can see a way to win from here"),
                     _("looking ahead, the computer can see a way to win from "
                       "here"))
    return _pick(v, _("looking ahead, it is the best move I can find"),
                 _("looking ahead, it is the best move the computer can find"))


def _pick(v: reasons.Voice, mine: str, yours: str) -> str:
    return mine if v.me else yours


__all__ = ["AHEAD_DEPTH", "Choice", "LEVELS", "Level", "SOLVABLE", "Solution", "SolveTooBigError",
           "choose_move", "find_level", "hint", "level_name", "perfect_move", "player",
           "plays_perfectly", "solvable", "solve", "who_wins"]
