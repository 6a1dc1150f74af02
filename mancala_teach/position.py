"""An immutable position: the pits, the stores, whose turn it is, and how the game ended.

``str(position)`` is a readable ASCII board and ``repr(position)`` a one-line form; both parse
back with :meth:`Position.parse`, so they serve as golden files and worksheet data.
"""

from __future__ import annotations

import re
from operator import itemgetter
from typing import Any, Callable

from . import engine
from .errors import PositionFormatError, shown
from .moves import Move
from .naming import LETTERS, PLAYER_NAMES, pit_index
from .outcome import Outcome, Termination
from .rules import Rules
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


MAX_TURN = 10**9   # far more turns than any game lasts; keeps a bad number out of the text forms
_FIELDS = ("rules", "pits", "stores", "to_move", "turn", "last_chance", "history", "outcome",
           "swap_open")


class Position(tuple):
    """A position of any variant. Never changes: :meth:`play` returns a new one.

    A tuple underneath, so it is truly immutable and cheap to make (the engine makes one per
    move), but read it through its named fields.
    """

    __slots__ = ()

    rules: Rules = property(itemgetter(0))  # type: ignore[assignment]
    pits: tuple[int, ...] = property(itemgetter(1))  # type: ignore[assignment]
    stores: tuple[int, int] = property(itemgetter(2))  # type: ignore[assignment]
    to_move: int = property(itemgetter(3))  # type: ignore[assignment]
    turn: int = property(itemgetter(4))  # type: ignore[assignment]
    last_chance: bool = property(itemgetter(5))  # type: ignore[assignment]
    history: frozenset = property(itemgetter(6))  # type: ignore[assignment]
    outcome: Outcome | None = property(itemgetter(7))  # type: ignore[assignment]
    #: Whether the player to move may still swap sides (the pie rule, Lane's choice of sides).
    #: The position records it: only a move that ends the first player's first turn (pie) or
    #: the start (Lane) opens it, and any move by the player who may swap closes it.
    swap_open: bool = property(itemgetter(8))  # type: ignore[assignment]

    def __new__(cls, *args: Any, **kwargs: Any) -> Position:
        raise TypeError("Make positions with new_game(...), Position.start(rules), "
                        "Position.of(rules, pits, ...) or Position.parse(text), not "
                        "Position(...).")

    def __reduce__(self) -> tuple:
        # pickle and deepcopy go through __new__, which is closed to callers; rebuild instead
        # (with a fresh legal-moves cache).
        return (Position._make, tuple(self[:9]))

    def __copy__(self) -> Position:
        return self  # immutable

    def __deepcopy__(self, memo: dict) -> Position:
        return self

    @classmethod
    def _make(cls, rules: Rules, pits: tuple[int, ...], stores: tuple[int, int], to_move: int,
              turn: int, last_chance: bool, history: frozenset, outcome: Outcome | None,
              swap_open: bool = False) -> Position:
        # The last item is a private one-slot cache for the legal moves (computed on demand).
        return tuple.__new__(cls, (rules, pits, stores, to_move, turn, last_chance, history,
                                   outcome, swap_open, [None]))

    @classmethod
    def start(cls, rules: Rules) -> Position:
        """The starting position: even pits, or the variant's set-up (Lane's games)."""
        pits = rules.setup if rules.setup is not None else (rules.seeds_per_pit,) * rules.pit_count
        # Lane's choice of sides comes before the first move; the pie rule opens only after it.
        return cls.of(rules, pits, (0, 0), rules.first_player, 0,
                      swap_open=rules.swap == "lane")

    @classmethod
    def of(cls, rules: Rules, pits: tuple[int, ...] | list[int], stores: tuple[int, int] = (0, 0),
           to_move: int = 0, turn: int = 2, last_chance: bool = False, *,
           swap_open: bool = False) -> Position:
        """Any position of ``rules``: pits listed A, B, C ... (South's first, then North's).

        ``turn`` counts turns already played. ``swap_open=True`` lets the player to move swap
        sides (only in a game with the pie rule or Lane's choice of sides). The seeds must add
        up to the variant's total.
        """
        if not isinstance(rules, Rules):
            raise PositionFormatError(f"A position needs the rules of a game, like "
                                      f"variant('kalah'), not {shown(rules)}.")
        try:
            pits = tuple(pits)
            stores = tuple(stores)
        except TypeError:
            raise PositionFormatError("Pits and stores are lists of seed counts, like "
                                      "[4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] and (0, 0).") from None
        if len(pits) != rules.pit_count:
            raise PositionFormatError(
                f"{rules.title} with {rules.pits_per_side} pits a side needs "
                f"{rules.pit_count} pit counts (A to {LETTERS[rules.pit_count - 1]}), "
                f"not {len(pits)}.")
        if len(stores) != 2:
            raise PositionFormatError("A position needs two store counts, South's and North's.")
        if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in pits + stores):
            raise PositionFormatError("Seed counts must be whole numbers, 0 or more.")
        if any(n > rules.total_seeds for n in pits + stores):
            raise PositionFormatError(f"{rules.title} is played with {rules.total_seeds} "
                                      f"seeds, so no pit or store can hold more.")
        pits, stores = tuple(map(int, pits)), tuple(map(int, stores))
        if sum(pits) + sum(stores) != rules.total_seeds:
            raise PositionFormatError(
                f"{rules.title} is played with {rules.total_seeds} seeds, but this position "
                f"has {sum(pits) + sum(stores)}.")
        if isinstance(to_move, bool) or not isinstance(to_move, int) or to_move not in (0, 1):
            raise PositionFormatError("The player to move must be South (0) or North (1).")
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn <= MAX_TURN:
            raise PositionFormatError(f"The turn must be a whole number from 0 to {MAX_TURN}, "
                                      f"not {shown(turn)}.")
        if not isinstance(last_chance, bool) or not isinstance(swap_open, bool):
            raise PositionFormatError("The flags last_chance and swap_open must be True or "
                                      "False.")
        if swap_open and rules.swap is None:
            raise PositionFormatError(
                f"{rules.title} has no swap of sides here, so swap_open must be False.")
        history = frozenset({(pits, to_move)}) if rules.repetition_ends else frozenset()
        return cls._make(rules, pits, stores, to_move, turn, last_chance, history, None,
                         bool(swap_open))

    def __eq__(self, other: object) -> bool:
        # The repetition history is bookkeeping, not part of what a position is.
        if not isinstance(other, Position):
            return NotImplemented
        return self[:6] == other[:6] and self[7:9] == other[7:9]

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash(self[:6] + (self[8],))

    # --- reading the position -----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self[7] is not None

    @property
    def total(self) -> int:
        """All seeds in play: pits plus stores (never changes during a game)."""
        return sum(self[1]) + sum(self[2])

    def side(self, player: int) -> tuple[int, ...]:
        """The counts in ``player``'s pits, in sowing order."""
        n = self.rules.pits_per_side
        return self[1][:n] if player == 0 else self[1][n:]

    def count(self, pit: int | str) -> int:
        """Seeds in a pit, by index or letter."""
        if isinstance(pit, str):
            pit = pit_index(pit, self.rules.pits_per_side)
        return self[1][pit]

    # --- moving -------------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        cache = self[9]
        moves = cache[0]
        if moves is None:
            moves = cache[0] = engine.legal_moves(self)
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
        """The position after ``move``, without recording a trace (the fast path)."""
        if move.__class__ is not Move or move not in self.legal_moves():
            move = engine.coerce_move(self, move)  # converts, or raises saying why
        return Position._make(*engine.play_legal(self, move, record=False)[0])

    # --- text forms ---------------------------------------------------------------------------

    def __str__(self) -> str:
        rules = self.rules
        n = rules.pits_per_side
        width = max(2, *(len(str(c)) for c in self.pits))
        cell = width + 2
        north = list(range(2 * n - 1, n - 1, -1))
        south = list(range(n))
        label = "store" if rules.has_stores else "score"
        left = f"{label} {self.stores[1]:>{width}}"
        pad = len(left) + 2
        lines = [rules.spec()]
        lines.append(" " * pad + "".join(f"{LETTERS[i]:>{cell}}" for i in north))
        lines.append(f"{'North':<{pad}}" + "".join(f"{self.pits[i]:>{cell}}" for i in north))
        lines.append(f"{left:<{pad}}" + " " * (cell * n) + f"   {self.stores[0]} {label}")
        lines.append(f"{'South':<{pad}}" + "".join(f"{self.pits[i]:>{cell}}" for i in south))
        lines.append(" " * pad + "".join(f"{LETTERS[i]:>{cell}}" for i in south))
        lines.append(self._status())
        return "\n".join(lines)

    def _status(self) -> str:
        if self.outcome is not None:
            o = self.outcome
            return f"Game over ({o.termination.value}) after turn {self.turn}: {o.result()}."
        extra = ", last chance" if self.last_chance else ""
        if self.swap_open:
            extra += ", may swap sides"
        return f"{PLAYER_NAMES[self.to_move]} to move, turn {self.turn}{extra}."

    def notation(self) -> str:
        """One line: ``kalah | 4 4 4 4 4 4 | 4 4 4 4 4 4 | 0 0 | South to move, turn 0.``"""
        south = " ".join(map(str, self.side(0)))
        north = " ".join(map(str, self.side(1)))
        return (f"{self.rules.spec()} | {south} | {north} | {self.stores[0]} {self.stores[1]} "
                f"| {self._status()}")

    def __repr__(self) -> str:
        return f"Position.parse({self.notation()!r})"

    @classmethod
    def parse(cls, text: str) -> Position:
        """A position from :meth:`notation` (one line) or from ``str(position)`` (a board)."""
        if not isinstance(text, str):
            raise PositionFormatError(f"Position.parse reads text, not {shown(text)}.")
        text = text.strip()
        if any(len(number) > 9 for number in re.findall(r"\d+", text)):
            raise PositionFormatError("This position has a number too big for any game: seed "
                                      "counts and turns have at most 9 digits.")
        try:
            if "\n" not in text:
                spec, south, north, stores, status = (part.strip() for part in text.split("|"))
                south_counts = [int(v) for v in south.split()]
                north_counts = [int(v) for v in north.split()]
                store_counts = tuple(int(v) for v in stores.split())
            else:
                lines = [ln for ln in text.splitlines() if ln.strip()]
                spec, status = lines[0].strip(), lines[-1].strip()
                rows = {ln.split()[0]: ln.split()[1:] for ln in lines[1:-1]}
                north_counts = [int(v) for v in rows["North"]][::-1]
                south_counts = [int(v) for v in rows["South"]]
                store_line = next(ln for ln in lines if ln.split()[0] in ("store", "score"))
                nums = [int(v) for v in re.findall(r"\d+", store_line)]
                store_counts = (nums[1], nums[0])  # North's store is drawn on the left
        except (ValueError, KeyError, IndexError, StopIteration):
            raise PositionFormatError(
                "This text is not a position: expected the one-line form 'variant | South pits "
                "| North pits | stores | status' or a board as printed by str(position).") from None
        rules = variant(spec)
        over = re.match(r"Game over \((\w+)\) after turn (\d+)", status)
        moving = re.match(r"(South|North) to move, turn (\d+)(, last chance)?(, may swap sides)?",
                          status)
        if not over and not moving:
            raise PositionFormatError(
                f"The status line {shown(status)} should read like 'South to move, turn 3.' or "
                f"'Game over (side_empty) after turn 40: ...'.")
        pits = tuple(south_counts + north_counts)
        if over:
            pos = cls.of(rules, pits, store_counts, 0, int(over.group(2)))
            try:
                termination = Termination(over.group(1))
            except ValueError:
                raise PositionFormatError(
                    f"The ending {shown(over.group(1))} is not a way a game can end.") from None
            outcome = Outcome.decide(termination, pos.stores, termination.value.replace("_", " "))
            return cls._make(*pos[:7], outcome)  # fresh cache
        return cls.of(rules, pits, store_counts, PLAYER_NAMES.index(moving.group(1)),
                      int(moving.group(2)), bool(moving.group(3)),
                      swap_open=bool(moving.group(4)))

    # --- pictures -----------------------------------------------------------------------------

    def _repr_html_(self) -> str | None:
        # Inline SVG, so its title and description (the position in words) reach screen
        # readers; JupyterLab would draw image/svg+xml as an <img> with no text.
        return None if _svg_drawer is None else _svg_drawer(self)


register_position_maker(Position.start)
