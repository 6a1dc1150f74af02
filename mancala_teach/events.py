"""The events a move is made of. A trace is a tuple of these, in order.

Each event is small, frozen and plain data, so that widgets, pictures, narration and answer keys
can all read the same trace, and so that the positions between events can be rebuilt
(see :func:`mancala_teach.trace.frames`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True, slots=True)
class PickUp:
    """The mover lifts every seed out of ``pit`` to start the move."""
    player: int
    pit: int
    seeds: int
    direction: int = 1  # 1 counterclockwise, -1 clockwise


@dataclass(frozen=True, slots=True)
class Sow:
    """One seed dropped into ``pit``, which now holds ``count``; ``in_hand`` seeds are left."""
    pit: int
    count: int
    in_hand: int


@dataclass(frozen=True, slots=True)
class SowStore:
    """One seed dropped into ``player``'s store, which now holds ``count``."""
    player: int
    count: int
    in_hand: int


@dataclass(frozen=True, slots=True)
class SkipOrigin:
    """A lap passed the pit the move started from; no seed is dropped there (Oware, Wari)."""
    pit: int


@dataclass(frozen=True, slots=True)
class Relay:
    """The last seed landed where the rules say to go on: pick up ``seeds`` from ``pit``.

    ``turned_back`` is true when the sowing reverses (Giuthi) rather than carrying on the same
    way round (Lane's games).
    """
    player: int
    pit: int
    seeds: int
    direction: int
    turned_back: bool = False


@dataclass(frozen=True, slots=True)
class Capture:
    """Seeds taken off the board into ``player``'s store.

    ``pits`` and ``seeds`` run in parallel: how many seeds came out of each pit. ``reason`` is a
    short code (see ``CAPTURE_REASONS``) and ``why`` a sentence a child can follow.
    """
    player: int
    pits: tuple[int, ...]
    seeds: tuple[int, ...]
    total: int
    reason: str
    why: str


@dataclass(frozen=True, slots=True)
class GrandSlam:
    """A move would take every seed on the opponent's side; ``rule`` says what happens instead."""
    player: int
    rule: str
    why: str


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """The mover plays again."""
    player: int
    reason: str  # "store" (Kalah) or "capture" (Lane's Game of the Wise)


@dataclass(frozen=True, slots=True)
class Feed:
    """Lane's forced feed: one pebble from ``from_pit`` into the empty side's first cell."""
    player: int
    from_pit: int
    to_pit: int


@dataclass(frozen=True, slots=True)
class Pass:
    """``player`` cannot move and the turn goes to the other player."""
    player: int
    why: str


@dataclass(frozen=True, slots=True)
class Swap:
    """``player`` took the other side of the board (the pie rule, or Lane's choice of sides)."""
    player: int


@dataclass(frozen=True, slots=True)
class Sweep:
    """Seeds left on the board at the end go to ``player``'s store (``None``: nobody counts them)."""
    player: int | None
    pits: tuple[int, ...]
    seeds: tuple[int, ...]
    total: int
    reason: str
    why: str


@dataclass(frozen=True, slots=True)
class TurnPasses:
    """The move is over and ``player`` moves next."""
    player: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game (or the round, in Lane's games) has ended."""
    termination: str
    winner: int | None
    scores: tuple[int, ...]      # one per side (per team in a teams game)
    why: str


Event = Union[PickUp, Sow, SowStore, SkipOrigin, Relay, Capture, GrandSlam, ExtraTurn, Feed,
              Pass, Swap, Sweep, TurnPasses, GameOver]
