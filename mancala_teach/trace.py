"""A trace: the position before a move, the move, its events, and the position after.

:meth:`Trace.frames` rebuilds the board after every event, seeds in hand included, which is
what a stepper widget animates and what a worksheet's "fill in the board" answer shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from . import events as E
from .moves import Move

if TYPE_CHECKING:   # a trace holds positions but never makes one
    from .position import Position


@dataclass(frozen=True)
class Frame:
    """The board between two events: pits, stores, seeds in the mover's hand, and the event."""

    pits: tuple[int, ...]
    stores: tuple[int, ...]
    in_hand: int
    event: E.Event | None  # the event that led here (None for the frame before the move)

    @property
    def total(self) -> int:
        return sum(self.pits) + sum(self.stores) + self.in_hand


@dataclass(frozen=True)
class Trace:
    before: Position
    move: Move
    events: tuple[E.Event, ...]
    after: Position

    def __iter__(self) -> Iterator[E.Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)

    def of_type(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]

    @property
    def captures(self) -> list[E.Capture]:
        return self.of_type(E.Capture)

    @property
    def captured(self) -> int:
        """Seeds captured by this move."""
        return sum(c.total for c in self.captures)

    @property
    def extra_turn(self) -> bool:
        return bool(self.of_type(E.ExtraTurn))

    @property
    def last_drop(self) -> E.Sow | E.SowStore | None:
        """Where the last seed of the move landed (after any relays)."""
        for e in reversed(self.events):
            if isinstance(e, (E.Sow, E.SowStore)):
                return e
        return None

    @property
    def sown(self) -> int:
        """Seeds dropped one by one during the move (every pick-up and relay)."""
        return len(self.of_type(E.Sow)) + len(self.of_type(E.SowStore))

    def frames(self) -> list[Frame]:
        """The board before the move and after each event, rebuilt from the events alone."""
        return list(replay(self.before, self.events))


def replay(before: Position, events: tuple[E.Event, ...]) -> Iterator[Frame]:
    """Apply ``events`` to ``before`` one at a time; ``frames[-1]`` equals the new position."""
    board = _Replay(before)
    yield board.frame(None)
    for e in events:
        e.accept(board)
        yield board.frame(e)


class _Replay(E.EventVisitor[None]):
    """The board as the events leave it: pits, stores and the seeds in hand."""

    def __init__(self, before: Position) -> None:
        rules = before.rules
        self.n, self.n2 = rules.pits_per_side, rules.pit_count
        self.pits = list(before.pits)
        self.stores = list(before.stores)
        self.hand = 0

    def frame(self, event: E.Event | None) -> Frame:
        return Frame(tuple(self.pits), tuple(self.stores), self.hand, event)

    def pick_up(self, e: E.PickUp | E.Relay) -> None:
        self.hand = self.pits[e.pit]
        self.pits[e.pit] = 0

    relay = pick_up     # a relay picks up the seeds where the last one landed

    def sow(self, e: E.Sow) -> None:
        self.pits[e.pit] += 1
        self.hand -= 1

    def sow_store(self, e: E.SowStore) -> None:
        self.stores[e.player] += 1
        self.hand -= 1

    def capture(self, e: E.Capture | E.Sweep) -> None:
        for pit in e.pits:
            self.pits[pit] = 0
        self.stores[e.player] += e.total

    def sweep(self, e: E.Sweep) -> None:
        if e.player is not None:          # else the seeds stay, and nobody counts them
            self.capture(e)

    def feed(self, e: E.Feed) -> None:
        self.pits[e.from_pit] -= 1
        self.pits[e.to_pit] += 1

    def swap(self, e: E.Swap) -> None:
        n, n2 = self.n, self.n2
        self.pits = [self.pits[(i + n) % n2] for i in range(n2)]
        self.stores.reverse()
