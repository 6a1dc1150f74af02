"""An immutable position: the pits, the stores, whose turn it is, and how the game ended.

``str(position)`` is a readable ASCII board and ``repr(position)`` a one-line form; both parse
back with :meth:`Position.parse`, so they serve as golden files and worksheet data.
"""

from __future__ import annotations

import re
from operator import attrgetter
from typing import Any, Callable

from . import engine
from .checks import is_whole
from .errors import PositionFormatError, shown
from .lean import (CW_MOVE, FIRST_TURN, LAST_CHANCE, SWAP_MOVE, SWAP_OPEN, Lean, ended,
                   lean)
from .moves import CCW, SWAP_PIT, Move
from .packing import history_key
from .glossary import game_title
from .i18n import SOURCE_LANGUAGE, _, current_language, pgettext, use_language
from .naming import (LETTERS, ORDINALS, mover_words, person_name, pit_index, seat_name,
                     team_player_name)
from .outcome import Outcome, Termination
from .rules import Rules, SwapRule
from .trace import Trace
from .variants import register_position_maker, variant


__all__ = ["Outcome", "Position", "Termination", "register_svg_drawer"]

# The render layer draws positions; this layer cannot import it. mancala_teach.render.svg fills
# this slot when it is imported (the package's __init__ imports it), so a position shows
# itself as a board when it is the last line of a notebook cell.
_svg_drawer: Callable[[Any], str] | None = None


def register_svg_drawer(draw: Callable[[Any], str]) -> None:
    """Let positions draw themselves in Jupyter with ``draw(position) -> svg text``."""
    global _svg_drawer
    _svg_drawer = draw


_EMPTY_STORES: Any = object()   # Position.of's default: every store empty, however many
MAX_TURN = 10**9   # far more turns than any game lasts; keeps a bad number out of the text forms
_FIELDS = ("rules", "pits", "stores", "to_move", "turn", "last_chance", "history", "outcome",
           "swap_open", "partners")
_new = object.__new__


def _unpacked(index: int) -> property:
    def read(self: Position) -> Any:
        unpacked = self._unpacked
        if unpacked is None:
            unpacked = self._unpacked = self._lean.unpack(self._state)
        return unpacked[index]
    return property(read)


class Position:
    """A position of any variant. Never changes: :meth:`play` returns a new one.

    What it holds: the rules, the lean state (one int holding the pits, stores, player to move
    and flags, see :mod:`mancala_teach.lean`), the turn count, the repetition history and the
    outcome, each a read-only field; the pits, stores and player to move are unpacked from
    the state the first time they are asked for. Two more slots cache what is worked out on
    demand (the legal moves, the unpacked state): a position is small, and made on every ply.
    """

    __slots__ = ("_rules", "_state", "_turn", "_history", "_outcome", "_lean", "_moves",
                 "_unpacked")

    rules: Rules = property(attrgetter("_rules"))  # type: ignore[assignment]
    #: The lean state (an int): what :mod:`mancala_teach.lean` and the computer players use.
    state: int = property(attrgetter("_state"))  # type: ignore[assignment]
    #: The lean path of these rules (:class:`mancala_teach.lean.Lean`), which plays states.
    lean: Lean = property(attrgetter("_lean"))  # type: ignore[assignment]
    pits: tuple[int, ...] = _unpacked(0)  # type: ignore[assignment]
    #: One store per side: South's and North's, or South's, East's, North's and West's.
    stores: tuple[int, ...] = _unpacked(1)  # type: ignore[assignment]
    #: The side to move: 0 South, 1 North (on the four-sided board 0-3: South, East, North,
    #: West). In a teams game :attr:`partners` says which of the side's two players moves.
    to_move: int = _unpacked(2)  # type: ignore[assignment]
    turn: int = property(attrgetter("_turn"))  # type: ignore[assignment]
    #: The positions seen since the last capture (bookkeeping for "a repeated position ends
    #: the game"), as :func:`mancala_teach.packing.history_key` ints.
    history: frozenset = property(attrgetter("_history"))  # type: ignore[assignment]
    outcome: Outcome | None = property(attrgetter("_outcome"))  # type: ignore[assignment]

    @property
    def partners(self) -> int:
        """Teams: which partner plays next for each side (bit 0 South's, bit 1 North's; a clear
        bit is the first player, a set bit the second). Always 0 in other games."""
        return self._lean.partners(self._state)

    @property
    def seat(self) -> int:
        """The person to move, numbered in the order of play. Teams: 0 South's first player,
        1 North's first, 2 South's second, 3 North's second. Otherwise the side to move."""
        to_move = self.to_move
        if not self._rules.teams:
            return to_move
        return to_move + 2 * ((self.partners >> to_move) & 1)

    @property
    def mover_name(self) -> str | None:
        """Who is to move: ``South``, ``East``, or ``South's second player`` (teams); None
        once the game is over (nobody moves)."""
        if self._outcome is not None:
            return None
        return engine.mover_name(self._rules, self.to_move, self.partners)

    @property
    def last_chance(self) -> bool:
        """Kalah's "one last move": the player to move has one move to feed the empty side."""
        return bool(self.flags & LAST_CHANCE)

    @property
    def swap_open(self) -> bool:
        """Whether the player to move may still swap sides (the pie rule, Lane's choice of
        sides). The position records it: only a move that ends the first player's first turn
        (pie) or the start (Lane) opens it, and any move by that player closes it."""
        return bool(self.flags & SWAP_OPEN)

    @property
    def flags(self) -> int:
        return self._state >> self._lean.top >> 1

    def __new__(cls, *args: Any, **kwargs: Any) -> Position:
        raise TypeError("Make positions with new_game(...), Position.start(rules), "
                        "Position.of(rules, pits, ...) or Position.parse(text), not "
                        "Position(...).")

    def __reduce__(self) -> tuple:
        # pickle and deepcopy go through __new__, which is closed to callers; rebuild instead
        # (with a fresh cache).
        return (Position._make, tuple(getattr(self, name) for name in _FIELDS))

    def __copy__(self) -> Position:
        return self  # immutable

    def __deepcopy__(self, memo: dict) -> Position:
        return self

    @staticmethod
    def _record(rules: Rules, state: int, turn: int, history: frozenset,
                outcome: Outcome | None, fast: Lean) -> Position:
        """The one place a position is put together (every field, both caches empty)."""
        pos = _new(Position)
        pos._rules = rules
        pos._state = state
        pos._turn = turn
        pos._history = history
        pos._outcome = outcome
        pos._lean = fast
        pos._moves = None
        pos._unpacked = None
        return pos

    @classmethod
    def _make(cls, rules: Rules, pits: tuple[int, ...], stores: tuple[int, ...], to_move: int,
              turn: int, last_chance: bool, history: frozenset, outcome: Outcome | None,
              swap_open: bool = False, partners: int = 0) -> Position:
        fast = lean(rules)
        if outcome is not None:
            flags = ended(outcome.termination)
        else:
            flags = ((LAST_CHANCE if last_chance else 0) | (SWAP_OPEN if swap_open else 0)
                     | (FIRST_TURN if turn == 0 else 0))
        pos = _new(Position)            # Position._record, written out: every traced move
        pos._rules = rules
        pos._state = fast.pack(pits, stores, to_move, flags, partners)
        pos._turn = turn
        pos._history = history
        pos._outcome = outcome
        pos._lean = fast
        pos._moves = None
        pos._unpacked = (tuple(pits), tuple(stores), to_move, flags)
        return pos

    @classmethod
    def start(cls, rules: Rules) -> Position:
        """The starting position: even pits, or the variant's set-up (Lane's games)."""
        cache = rules.cache
        if cache.start is None:        # made once per ruleset: positions never change
            pits = (rules.setup if rules.setup is not None
                    else (rules.seeds_per_pit,) * rules.pit_count)
            # Lane's choice of sides comes before the first move; the pie rule opens only
            # after it.
            cache.start = cls.of(rules, pits, (0,) * rules.sides, rules.first_player, 0,
                                 swap_open=rules.swap is SwapRule.LANE)
        return cache.start

    @classmethod
    def of(cls, rules: Rules, pits: tuple[int, ...] | list[int],
           stores: tuple[int, ...] = _EMPTY_STORES, to_move: int = 0, turn: int = 2,
           last_chance: bool = False, *, swap_open: bool = False, partners: int = 0,
           _finished: bool = False) -> Position:
        """Any position of ``rules``: pits listed A, B, C ... (South's first, then North's;
        round the square on the four-sided board), one store per side (no stores: all empty).

        ``turn`` counts turns already played. ``swap_open=True`` lets the player to move swap
        sides (only in a game with the pie rule or Lane's choice of sides). ``partners`` (teams
        only) says which partner plays next for each side (see :attr:`partners`). The seeds
        must add up to the variant's total.
        """
        if stores is _EMPTY_STORES:
            stores = (0,) * (rules.sides if isinstance(rules, Rules) else 2)
        if not isinstance(rules, Rules):
            raise PositionFormatError(_("A position needs the rules of a game, like "
                                        "variant('kalah'), not {value}.", value=shown(rules)))
        try:
            pits = tuple(pits)
            stores = tuple(stores)
        except TypeError:
            raise PositionFormatError(_("Pits and stores are lists of seed counts, like "
                                        "[4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] and (0, 0).")) \
                from None
        game = _game(rules)
        if len(pits) != rules.pit_count:
            raise PositionFormatError(_(
                "{game} with {pits} pits a side needs {count} pit counts (A to {last}), not "
                "{given}.", game=game, pits=rules.pits_per_side, count=rules.pit_count,
                last=LETTERS[rules.pit_count - 1], given=len(pits)))
        if len(stores) != rules.sides:
            if rules.sides == 2:
                raise PositionFormatError(_("A position needs two store counts, South's and "
                                            "North's."))
            raise PositionFormatError(_("A position needs four store counts, South's, East's, "
                                        "North's and West's."))
        if not all(is_whole(n) and n >= 0 for n in pits + stores):
            raise PositionFormatError(_("Seed counts must be whole numbers, 0 or more."))
        if any(n > rules.total_seeds for n in pits + stores):
            raise PositionFormatError(_("{game} is played with {total} seeds, so no pit or "
                                        "store can hold more.", game=game,
                                        total=rules.total_seeds))
        pits, stores = tuple(map(int, pits)), tuple(map(int, stores))
        if sum(pits) + sum(stores) != rules.total_seeds:
            raise PositionFormatError(_("{game} is played with {total} seeds, but this "
                                        "position has {count}.", game=game,
                                        total=rules.total_seeds,
                                        count=sum(pits) + sum(stores)))
        if not is_whole(to_move) or to_move not in range(rules.sides):
            if rules.sides == 2:
                raise PositionFormatError(_("The player to move must be South (0) or North "
                                            "(1)."))
            raise PositionFormatError(_("The player to move must be South (0), East (1), "
                                        "North (2) or West (3)."))
        if partners and (not rules.teams or not is_whole(partners) or partners not in range(4)):
            raise PositionFormatError(
                _("partners says which partner plays next for each side in a teams game: a "
                  "number from 0 to 3.") if rules.teams else
                _("{game} is not played in teams, so partners must be 0.", game=game))
        if not is_whole(turn) or not 0 <= turn <= MAX_TURN:
            raise PositionFormatError(_("The turn must be a whole number from 0 to {most}, "
                                        "not {value}.", most=MAX_TURN, value=shown(turn)))
        if not isinstance(last_chance, bool) or not isinstance(swap_open, bool):
            raise PositionFormatError(_("The flags last_chance and swap_open must be True or "
                                        "False."))
        total = rules.total_seeds
        if (rules.finish_at_majority and not _finished
                and (max(stores) * 2 > total or min(stores) * 2 == total)):
            raise PositionFormatError(_(
                "{game} ends as soon as a store holds more than half of the {total} seeds (or "
                "both hold half), so a game that goes on cannot have {south} and {north} in "
                "the stores.", game=game, total=total, south=stores[0], north=stores[1]))
        if swap_open and rules.swap is None:
            raise PositionFormatError(_("{game} has no swap of sides here, so swap_open must "
                                        "be False.", game=game))
        history = (frozenset((history_key(rules, pits, to_move, partners),))
                   if rules.repetition_ends else frozenset())
        position = cls._make(rules, pits, stores, to_move, turn, bool(last_chance), history,
                             None, bool(swap_open), partners)
        if not _finished and not position.legal_moves():
            raise PositionFormatError(_(
                "{player} is to move but has no move to make, and a game that goes on always "
                "has one (a player who cannot move passes, or the game ends): give {player} "
                "seeds to sow, or make it another player's turn.",
                player=mover_words(position)))
        return position

    def __eq__(self, other: object) -> bool:
        # The repetition history is bookkeeping, not part of what a position is; nor are the
        # state's passing flags (another turn just earned, the detail of why a game ended).
        if not isinstance(other, Position):
            return NotImplemented
        mask = self._lean.same_mask
        return ((self._rules, self._state & mask, self._turn, self._outcome)
                == (other._rules, other._state & mask, other._turn, other._outcome))

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash((self._rules, self._state & self._lean.same_mask, self._turn))

    # --- reading the position -----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def total(self) -> int:
        """All seeds in play: pits plus stores (never changes during a game)."""
        return sum(self.pits) + sum(self.stores)

    def side(self, player: int) -> tuple[int, ...]:
        """The counts in ``player``'s pits, in sowing order."""
        row = self.rules.side(player)
        return self.pits[row.start:row.stop]

    def count(self, pit: int | str) -> int:
        """Seeds in a pit, by index or letter."""
        if isinstance(pit, str):
            pit = pit_index(pit, self.rules.pits_per_side, self.rules.sides)
        return self.pits[pit]

    # --- moving -------------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        moves = self._moves
        if moves is None:               # Lean.legal, written out: this runs every ply
            fast = self._lean
            codes = fast.moves(self._state)
            moves = fast.move_tuples.get(codes) or fast.legal(self._state)
            self._moves = moves
        return moves

    def is_legal(self, move: Move | int | str) -> bool:
        try:
            engine.coerce_move(self, move)
        except ValueError:
            return False
        return True

    def play(self, move: Move | int | str) -> tuple[Position, Trace]:
        """Play a move (a Move, a pit letter like ``"C"`` or ``"C cw"``, or a pit index).

        Returns the new position and the trace of every seed. Raises
        :class:`~mancala_teach.errors.IllegalMoveError` with a sentence saying why, and leaves
        this position as it was (it never changes).
        """
        move = engine.coerce_move(self, move)
        fields, events = engine.play_legal(self, move, record=True)
        new = Position._make(*fields)
        return new, Trace(self, move, events, new)

    def after(self, move: Move | int | str) -> Position:
        """The position after ``move``, without recording a trace (the lean path)."""
        legal = self._moves
        if legal is None:
            legal = self.legal_moves()
        if move.__class__ is not Move or move not in legal:
            move = engine.coerce_move(self, move)  # converts, or raises saying why
        fast = self._lean
        pit, direction = move
        state = self._state
        code = pit if direction == CCW else SWAP_MOVE if pit == SWAP_PIT else pit + CW_MOVE
        new = fast.play(state, code)
        history = self._history
        if new >= fast.over_at:
            return Position._record(self._rules, new, self._turn + 1, history,
                                    fast.outcome(new), fast)
        if fast.repeats:
            key = new & fast.key_mask
            if fast.fresh_history(state, new, code):
                history = frozenset((key,))
            elif key in history:
                new = fast.repeated(new)
                return Position._record(self._rules, new, self._turn + 1, history,
                                        fast.outcome(new), fast)
            else:
                history = history | {key}
        pos = _new(Position)           # Position._record, written out: this runs every ply
        pos._rules = self._rules
        pos._state = new
        pos._turn = self._turn if new & fast.again_at else self._turn + 1
        pos._history = history
        pos._outcome = None
        pos._lean = fast
        pos._moves = None
        pos._unpacked = None
        return pos

    # --- text forms ---------------------------------------------------------------------------

    def __str__(self) -> str:
        return self._text(_DataWords(self))

    def board_text(self) -> str:
        """The board as ``str()`` draws it, in the words of the language in use: "Nord",
        "grenier", "C’est à Sud de jouer". In English it is ``str()`` itself; in another
        language it is for people to read (``str()`` is what :meth:`parse` reads)."""
        if current_language() == SOURCE_LANGUAGE:
            return str(self)
        return self._text(_SaidWords(self))

    def _text(self, words: _DataWords) -> str:
        rules = self.rules
        if rules.sides != 2:
            return self._square(words)
        n = rules.pits_per_side
        width = max(2, *(len(str(c)) for c in self.pits))
        cell = width + 2
        north = list(range(2 * n - 1, n - 1, -1))
        south = list(range(n))
        label = words.store_label()
        left = f"{label} {self.stores[1]:>{width}}"
        pad = max(len(left), len(words.seat(0)), len(words.seat(1))) + 2
        lines = [rules.spec()]
        lines.append(" " * pad + "".join(f"{LETTERS[i]:>{cell}}" for i in north))
        lines.append(f"{words.seat(1):<{pad}}" + "".join(f"{self.pits[i]:>{cell}}" for i in north))
        lines.append(f"{left:<{pad}}" + " " * (cell * n) + f"   {self.stores[0]} {label}")
        lines.append(f"{words.seat(0):<{pad}}" + "".join(f"{self.pits[i]:>{cell}}" for i in south))
        lines.append(" " * pad + "".join(f"{LETTERS[i]:>{cell}}" for i in south))
        lines.append(words.status())
        return "\n".join(lines)

    def _square(self, words: _DataWords) -> str:
        """The four-sided board as text: North's row on top (read right to left, as seeds
        go), West's down the left, East's up the right, South's at the bottom; each store in
        the corner after its owner's row."""
        rules = self.rules
        n = rules.pits_per_side
        pits, stores = self.pits, self.stores
        width = max(2, *(len(str(c)) for c in pits + stores))
        cell = width + 2
        south = list(rules.side(0))
        east = list(rules.side(1))[::-1]               # top to bottom
        north = list(rules.side(2))[::-1]              # left to right
        west = list(rules.side(3))                     # top to bottom
        label = [words.store_of(side) for side in range(4)]
        name_width = max(13, *(len(name) for name in label))     # "North's store"
        pad = name_width + 1 + width + 2

        def store(side: int) -> str:
            return f"{label[side]:<{name_width}} {stores[side]:>{width}}"

        def row(i: list[int]) -> str:
            return "".join(f"{pits[k]:>{cell}}" for k in i)

        lines = [rules.spec()]
        lines.append(" " * pad + "".join(f"{LETTERS[k]:>{cell}}" for k in north))
        lines.append(f"{store(2):<{pad}}{row(north)}  {stores[1]:>{width}} {label[1]}")
        for w, e in zip(west, east):
            lines.append(f"{LETTERS[w] + ' ' + str(pits[w]).rjust(width):>{pad - 2}}  "
                         + " " * (cell * n) + f"  {pits[e]:>{width}} {LETTERS[e]}")
        lines.append(f"{store(3):<{pad}}{row(south)}  {stores[0]:>{width}} {label[0]}")
        lines.append(" " * pad + "".join(f"{LETTERS[k]:>{cell}}" for k in south))
        lines.append(words.status())
        return "\n".join(lines)

    def _status(self) -> str:
        return _DataWords(self).status()

    def notation(self) -> str:
        """One line: ``kalah | 4 4 4 4 4 4 | 4 4 4 4 4 4 | 0 0 | South to move, turn 0.``
        (the four-sided board has four rows, South's, East's, North's and West's, and four
        stores)."""
        rows = " | ".join(" ".join(map(str, self.side(p))) for p in range(self.rules.sides))
        return (f"{self.rules.spec()} | {rows} | {' '.join(map(str, self.stores))} "
                f"| {self._status()}")

    def __repr__(self) -> str:
        return f"Position.parse({self.notation()!r})"

    @classmethod
    def parse(cls, text: str) -> Position:
        """A position from :meth:`notation` (one line) or from ``str(position)`` (a board)."""
        if not isinstance(text, str):
            raise PositionFormatError(_("Position.parse reads text, not {value}.",
                                        value=shown(text)))
        text = text.strip()
        if any(len(number) > 9 for number in re.findall(r"\d+", text)):
            raise PositionFormatError(_("This position has a number too big for any game: "
                                        "seed counts and turns have at most 9 digits."))
        try:
            if "\n" not in text:
                parts = [part.strip() for part in text.split("|")]
                if len(parts) < 5:
                    raise ValueError(text)
                spec, status = parts[0], parts[-1]
                rows = [[int(v) for v in part.split()] for part in parts[1:-2]]
                store_counts = tuple(int(v) for v in parts[-2].split())
            elif "'s store" in text:
                spec, rows, store_counts, status = cls._read_square(text)
            else:
                lines = [ln for ln in text.splitlines() if ln.strip()]
                spec, status = lines[0].strip(), lines[-1].strip()
                labelled = {ln.split()[0]: ln.split()[1:] for ln in lines[1:-1]}
                north_counts = [int(v) for v in labelled["North"]][::-1]
                south_counts = [int(v) for v in labelled["South"]]
                store_line = next(ln for ln in lines if ln.split()[0] in ("store", "score"))
                nums = [int(v) for v in re.findall(r"\d+", store_line)]
                store_counts = (nums[1], nums[0])  # North's store is drawn on the left
                rows = [south_counts, north_counts]
        except (ValueError, KeyError, IndexError, StopIteration):
            raise PositionFormatError(_(
                "This text is not a position: expected the one-line form 'variant | South pits "
                "| North pits | stores | status' or a board as printed by str(position).")) \
                from None
        return cls._parsed(spec, rows, store_counts, status)

    @staticmethod
    def _read_square(text: str) -> tuple[str, list[list[int]], tuple[int, ...], str]:
        """The parts of ``str(position)`` of the four-sided board (see :meth:`_square`)."""
        lines = [ln for ln in text.splitlines() if ln.strip()]
        spec, status = lines[0].strip(), lines[-1].strip()
        numbers = [[int(v) for v in re.findall(r"\d+", ln)] for ln in lines[2:-2]]
        top, bottom, middle = numbers[0], numbers[-1], numbers[1:-1]
        n = len(top) - 2
        if len(bottom) != n + 2 or any(len(m) != 2 for m in middle) or len(middle) != n:
            raise ValueError(text)
        south = bottom[1:-1]
        east = [m[1] for m in middle][::-1]
        north = top[1:-1][::-1]
        west = [m[0] for m in middle]
        stores = (bottom[-1], top[-1], top[0], bottom[0])
        return spec, [south, east, north, west], stores, status

    @classmethod
    def _parsed(cls, spec: str, rows: list[list[int]], store_counts: tuple[int, ...],
                status: str) -> Position:
        rules = variant(spec)
        if len(rows) != rules.sides:
            raise PositionFormatError(_("{game} has {count} rows of pits, but this text gives "
                                        "{given}.", game=_game(rules), count=rules.sides,
                                        given=len(rows)))
        n = rules.pits_per_side
        for side, row in enumerate(rows):
            if len(row) != n:
                values = {"game": _game(rules), "count": n, "player":
                          seat_name(side, rules.sides), "given": len(row)}
                raise PositionFormatError(
                    _("{game} has {count} pits on each side here, but this text gives "
                      "{player}'s side {given}.", **values) if rules.sides == 2 else
                    _("{game} has {count} pits on each row here, but this text gives "
                      "{player}'s row {given}.", **values))
        over = re.match(r"Game over \((\w+)\) after turn (\d+)", status)
        names = "|".join(rules.player_names)
        partners = 0
        if rules.teams:
            moving = re.match(
                rf"({names})'s (first|second) player to move, ({names})'s (first|second) "
                rf"player next, turn (\d+)(, last chance)?(, may swap sides)?", status)
            if moving:
                side = rules.player_names.index(moving.group(1))
                other = rules.player_names.index(moving.group(3))
                if other == side:
                    moving = None
                else:
                    partners = (ORDINALS.index(moving.group(2)) << side
                                | ORDINALS.index(moving.group(4)) << other)
                    groups = (moving.group(1), moving.group(5), moving.group(6),
                              moving.group(7))
        else:
            moving = re.match(rf"({names}) to move, turn (\d+)(, last chance)?"
                              rf"(, may swap sides)?", status)
            if moving:
                groups = moving.groups()
        if not over and not moving:
            example = ("South's first player to move, North's first player next, turn 0."
                       if rules.teams else f"{rules.player_names[-1]} to move, turn 3.")
            # TRANSLATORS: {example} and {ending} are English status lines, as the text must
            # have them.
            raise PositionFormatError(_(
                "The status line {status} should read like {example} or {ending}.",
                status=shown(status), example=repr(example),
                ending="'Game over (side_empty) after turn 40: ...'"))
        pits = tuple(count for row in rows for count in row)
        if over:
            pos = cls.of(rules, pits, store_counts, 0, int(over.group(2)), _finished=True)
            try:
                termination = Termination(over.group(1))
            except ValueError:
                raise PositionFormatError(_("The ending {value} is not a way a game can end.",
                                            value=shown(over.group(1)))) from None
            outcome = Outcome.decide(termination, pos.stores, termination.value.replace("_", " "),
                                     partnership=rules.partners_opposite)
            return cls._make(rules, pos.pits, pos.stores, 0, pos.turn, False, pos.history, outcome)
        return cls.of(rules, pits, store_counts, rules.player_names.index(groups[0]),
                      int(groups[1]), bool(groups[2]), swap_open=bool(groups[3]),
                      partners=partners)

    # --- pictures -----------------------------------------------------------------------------

    def _repr_html_(self) -> str | None:
        # Inline SVG, so its title and description (the position in words) reach screen
        # readers; JupyterLab would draw image/svg+xml as an <img> with no text.
        return None if _svg_drawer is None else _svg_drawer(self)


def _game(rules: Rules) -> str:
    """The game's name at the start of a sentence, in the language in use."""
    name = game_title(rules.title)
    return name[:1].upper() + name[1:]


class _DataWords:
    """The words of a position's text, as :meth:`Position.parse` reads them: English, and
    the ending's code (``Game over (side_empty) after turn 40: ...``)."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.names = position.rules.player_names

    def seat(self, side: int) -> str:
        return self.names[side]

    def store_label(self) -> str:
        return "store" if self.position.rules.has_stores else "score"

    def store_of(self, side: int) -> str:
        return f"{self.names[side]}'s store"

    def status(self) -> str:
        pos = self.position
        if pos.outcome is not None:
            o = pos.outcome
            with use_language(SOURCE_LANGUAGE):     # data: the same in every language
                result = o.result()
            return f"Game over ({o.termination.value}) after turn {pos.turn}: {result}."
        extra = ", last chance" if pos.last_chance else ""
        if pos.swap_open:
            extra += ", may swap sides"
        rules = pos.rules
        if rules.teams:
            other = 1 - pos.to_move
            waiting = team_player_name(other, (pos.partners >> other) & 1)
            return f"{pos.mover_name} to move, {waiting} next, turn {pos.turn}{extra}."
        return f"{self.names[pos.to_move]} to move, turn {pos.turn}{extra}."


class _SaidWords(_DataWords):
    """The same words in the language in use, for people (:meth:`Position.board_text`)."""

    def seat(self, side: int) -> str:
        return seat_name(side, self.position.rules.sides)

    def store_label(self) -> str:
        # TRANSLATORS: beside a store's count on the text board ("store 4"); a game without
        # stores keeps a score pile ("score 4").
        if self.position.rules.has_stores:
            return pgettext("text board", "store")
        return pgettext("text board", "score")

    def store_of(self, side: int) -> str:
        return pgettext("label", "{player}'s store", player=self.seat(side))

    def status(self) -> str:
        pos = self.position
        turn = pos.turn
        if pos.outcome is not None:
            o = pos.outcome
            return _("Game over after turn {turn}: {why}. {result}.", turn=turn, why=o.why,
                     result=o.result())
        rules = pos.rules
        player = mover_words(pos)
        if rules.teams:
            other = 1 - pos.to_move
            waiting = person_name(other, (pos.partners >> other) & 1)
            if pos.last_chance:
                return _("{player} to move, {next} next, turn {turn}, last chance.",
                         player=player, next=waiting, turn=turn)
            return _("{player} to move, {next} next, turn {turn}.", player=player,
                     next=waiting, turn=turn)
        if pos.last_chance and pos.swap_open:
            return _("{player} to move, turn {turn}, last chance, may swap sides.",
                     player=player, turn=turn)
        if pos.last_chance:
            return _("{player} to move, turn {turn}, last chance.", player=player, turn=turn)
        if pos.swap_open:
            return _("{player} to move, turn {turn}, may swap sides.", player=player,
                     turn=turn)
        return _("{player} to move, turn {turn}.", player=player, turn=turn)


register_position_maker(Position.start)
