"""The events a move is made of. A trace is a tuple of these, in order.

Each event is small, frozen and plain data, so that widgets, pictures, narration and answer keys
can all read the same trace, and so that the positions between events can be rebuilt
(see :func:`mancala_teach.trace.frames`). Reasons are closed sets of words (:class:`StrEnum`s,
which still compare equal to the words and print as them).

To read a trace, subclass :class:`EventVisitor` and override the kinds of event you care
about (each method does nothing by default, as python-chess's ``BaseVisitor``), rather than
asking ``isinstance`` of every event.

An event holds no words. The ``why`` of a capture, a grand slam, a pass, a sweep or the end
of the game is a sentence made from the event's data when it is read, in the language in
use (:mod:`mancala_teach.event_words`), so a trace played in English is told in French.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, Iterable, TypeVar, Union

from . import event_words
from .outcome import Ending, Termination
from .rules import GrandSlamRule

R = TypeVar("R")


class CaptureReason(StrEnum):
    """Which rule captured."""

    KALAH_OPPOSITE = "kalah_opposite"        # last seed in an empty pit of yours (and four-sided)
    OWARE_CONTIGUOUS = "oware_contiguous"    # 2s and 3s, going back from the last pit
    OWARE_ANY_SOWN = "oware_any_sown"        # 2s and 3s in every pit sown into (Wari)
    LANE_TWO_OR_FOUR = "lane_two_or_four"    # a run of 2s and 4s with the cells opposite
    GIUTHI_OPPOSITE = "giuthi_opposite"      # an empty pit of yours, the opposite sown this turn
    GIUTHI_CHAIN = "giuthi_chain"            # the chain along your empty pits


class SweepReason(StrEnum):
    """Why seeds left on the board were swept off at the end."""

    LEFTOVERS = "leftovers"
    ENDLESS = "endless"
    REPETITION = "repetition"
    GRAND_SLAM = "grand_slam"
    CANNOT_FEED = "cannot_feed"
    LONE_PEBBLE = "lone_pebble"
    FEW_SEEDS = "few_seeds"
    NO_MOVES = "no_moves"


class PassReason(StrEnum):
    """Why a player misses a turn."""

    LAST_CHANCE = "last_chance"      # Kalah's one last move: the empty side waits for it
    NO_SEEDS = "no_seeds"            # nothing to sow (Oware, the four-sided board)
    NO_SEEDS_TO_MOVE = "no_seeds_to_move"    # Lane: nothing to move
    NO_PIT_TO_MOVE = "no_pit_to_move"        # Giuthi: no pit with more than one seed


class ExtraTurnReason(StrEnum):
    """Why the mover plays again."""

    STORE = "store"          # the last seed landed in their store (Kalah)
    CAPTURE = "capture"      # they captured (Lane's Game of the Wise)


@dataclass(frozen=True, slots=True)
class PickUp:
    """The mover lifts every seed out of ``pit`` to start the move."""
    player: int
    pit: int
    seeds: int
    direction: int = 1  # 1 counterclockwise, -1 clockwise

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.pick_up(self)


@dataclass(frozen=True, slots=True)
class Sow:
    """One seed dropped into ``pit``, which now holds ``count``; ``in_hand`` seeds are left."""
    pit: int
    count: int
    in_hand: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.sow(self)


@dataclass(frozen=True, slots=True)
class SowStore:
    """One seed dropped into ``player``'s store, which now holds ``count``."""
    player: int
    count: int
    in_hand: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.sow_store(self)


@dataclass(frozen=True, slots=True)
class SkipOrigin:
    """A lap passed the pit the move started from; no seed is dropped there (Oware, Wari)."""
    pit: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.skip_origin(self)


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

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.relay(self)


@dataclass(frozen=True, slots=True)
class Capture:
    """Seeds taken off the board into ``player``'s store.

    ``pits`` and ``seeds`` run in parallel: how many seeds came out of each pit. ``reason`` is a
    short code (a :class:`CaptureReason`) and :attr:`why` a sentence a child can follow, made
    from ``last`` (the pit the last seed landed in), ``landed`` (how many it held then),
    ``run`` (Lane: the run of pits holding 2 or 4 that is taken; Giuthi's chain: the empty
    pit of the mover's next along) and ``sides`` (2, or 4 on the four-sided board).
    """
    player: int
    pits: tuple[int, ...]
    seeds: tuple[int, ...]
    total: int
    reason: CaptureReason
    last: int
    landed: int
    run: tuple[int, ...] = ()
    sides: int = 2

    @property
    def why(self) -> str:
        """Why these seeds were captured, in the language in use."""
        return event_words.capture_why(self)

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.capture(self)


@dataclass(frozen=True, slots=True)
class GrandSlam:
    """A move would take every seed on the opponent's side; ``rule`` says what happens instead."""
    player: int
    rule: GrandSlamRule

    @property
    def why(self) -> str:
        """What the grand slam rule does, in the language in use."""
        return event_words.grand_slam_why(self.rule)

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.grand_slam(self)


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """The mover plays again."""
    player: int
    reason: ExtraTurnReason  # "store" (Kalah) or "capture" (Lane's Game of the Wise)

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.extra_turn(self)


@dataclass(frozen=True, slots=True)
class Feed:
    """Lane's forced feed: one pebble from ``from_pit`` into the empty side's first cell."""
    player: int
    from_pit: int
    to_pit: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.feed(self)


@dataclass(frozen=True, slots=True)
class Pass:
    """``player`` cannot move and the turn goes to the other player (``sides``: 2, or 4 on
    the four-sided board)."""
    player: int
    reason: PassReason
    sides: int = 2

    @property
    def why(self) -> str:
        """Why ``player`` cannot move, in the language in use."""
        return event_words.pass_why(self)

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.pass_turn(self)


@dataclass(frozen=True, slots=True)
class Swap:
    """``player`` took the other side of the board (the pie rule, or Lane's choice of sides)."""
    player: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.swap(self)


@dataclass(frozen=True, slots=True)
class Sweep:
    """Seeds left on the board at the end go to ``player``'s store (``None``: nobody counts
    them). ``side`` is the side they lay on; ``sides`` is 2, or 4 on the four-sided board."""
    player: int | None
    pits: tuple[int, ...]
    seeds: tuple[int, ...]
    total: int
    reason: SweepReason
    side: int
    sides: int = 2

    @property
    def why(self) -> str:
        """Why these seeds were swept off, in the language in use."""
        return event_words.sweep_why(self)

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.sweep(self)


@dataclass(frozen=True, slots=True)
class TurnPasses:
    """The move is over and ``player`` moves next."""
    player: int

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.turn_passes(self)


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game (or the round, in Lane's games) has ended."""
    termination: Termination
    winner: int | None
    scores: tuple[int, ...]      # one per side (per team in a teams game)
    ending: Ending               # why, as data (the outcome's)

    @property
    def why(self) -> str:
        """Why the game ended, in the language in use."""
        return self.ending.why

    def accept(self, visitor: EventVisitor[R]) -> R | None:
        return visitor.game_over(self)


Event = Union[PickUp, Sow, SowStore, SkipOrigin, Relay, Capture, GrandSlam, ExtraTurn, Feed,
              Pass, Swap, Sweep, TurnPasses, GameOver]


class EventVisitor(Generic[R]):
    """Read events one kind at a time: one method per kind of event, each doing nothing
    (returning None) until a subclass overrides it, as python-chess's ``BaseVisitor``.

    ``visit(event)`` calls the method for the event's kind and returns its result; ``walk``
    visits a whole trace (or any events) in order, then returns :meth:`result`.
    """

    def visit(self, event: Event) -> R | None:
        return event.accept(self)

    def walk(self, events: Iterable[Event]) -> Any:
        for event in events:
            event.accept(self)
        return self.result()

    def result(self) -> Any:
        """What :meth:`walk` returns once every event is visited (None unless overridden)."""
        return None

    def pick_up(self, event: PickUp) -> R | None:
        return None

    def sow(self, event: Sow) -> R | None:
        return None

    def sow_store(self, event: SowStore) -> R | None:
        return None

    def skip_origin(self, event: SkipOrigin) -> R | None:
        return None

    def relay(self, event: Relay) -> R | None:
        return None

    def capture(self, event: Capture) -> R | None:
        return None

    def grand_slam(self, event: GrandSlam) -> R | None:
        return None

    def extra_turn(self, event: ExtraTurn) -> R | None:
        return None

    def feed(self, event: Feed) -> R | None:
        return None

    def pass_turn(self, event: Pass) -> R | None:
        return None

    def swap(self, event: Swap) -> R | None:
        return None

    def sweep(self, event: Sweep) -> R | None:
        return None

    def turn_passes(self, event: TurnPasses) -> R | None:
        return None

    def game_over(self, event: GameOver) -> R | None:
        return None
