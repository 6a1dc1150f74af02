"""Which pits and stores a drawing should pick out, read from a move's trace.

Every backend draws the same four highlights (the pit the move started from, the pit or store
where the last seed so far landed, the pits captured, the store that grew); this module only
reads the trace's events, so the stepper widget, the notebooks and the printables agree on
what "the last seed" means at every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from .. import events as E
from ..errors import UnknownNameError
from ..trace import Trace

HIGHLIGHT_KINDS = ("picked_up", "last_seed", "captured", "store_grew")


@dataclass(frozen=True)
class Highlights:
    """Pits (by index) and stores (by player) to pick out on a board."""

    picked_up: frozenset[int] = frozenset()
    last_seed: frozenset[int] = frozenset()
    last_seed_store: frozenset[int] = frozenset()   # players whose store got the last seed
    captured: frozenset[int] = frozenset()
    store_grew: frozenset[int] = frozenset()        # players

    def __bool__(self) -> bool:
        return any((self.picked_up, self.last_seed, self.last_seed_store, self.captured,
                    self.store_grew))

    @classmethod
    def coerce(cls, value: Highlights | Mapping[str, Any] | None) -> Highlights:
        """Accept a Highlights, None, or a dict such as ``{"captured": [7, 8]}``."""
        if value is None:
            return cls()
        if isinstance(value, Highlights):
            return value
        known = {"picked_up", "last_seed", "last_seed_store", "captured", "store_grew"}
        unknown = set(value) - known
        if unknown:
            raise UnknownNameError(f"Unknown highlight {sorted(unknown)[0]!r}; the highlights are: "
                           + ", ".join(sorted(known)) + ".")
        return cls(**{key: frozenset(_as_set(v)) for key, v in value.items()})


def _as_set(value: Any) -> set[int]:
    if value is None:
        return set()
    if isinstance(value, int):
        return {value}
    return {int(v) for v in value}


def highlights_at(trace: Trace, step: int | None = None) -> Highlights:
    """The highlights after ``step`` events of ``trace`` (all of them when ``step`` is None).

    Frame 0 (before the move) highlights nothing; after the pick-up the origin pit is marked;
    after each seed the pit (or store) it fell into is "the last seed so far".
    """
    return _Highlighter().walk(trace.events if step is None else trace.events[:step])


class _Highlighter(E.EventVisitor[None]):
    """What each event picks out on the board, gathered over a move's events."""

    def __init__(self) -> None:
        self.picked: set[int] = set()
        self.last_pit: set[int] = set()
        self.last_store: set[int] = set()
        self.captured: set[int] = set()
        self.grew: set[int] = set()

    def pick_up(self, e: E.PickUp) -> None:
        self.picked = {e.pit}

    def sow(self, e: E.Sow) -> None:
        self.last_pit, self.last_store = {e.pit}, set()

    def sow_store(self, e: E.SowStore) -> None:
        self.last_pit, self.last_store = set(), {e.player}
        self.grew.add(e.player)

    def capture(self, e: E.Capture) -> None:
        self.captured.update(e.pits)
        if e.total:
            self.grew.add(e.player)

    def sweep(self, e: E.Sweep) -> None:
        if e.player is not None and e.total:
            self.grew.add(e.player)   # leftovers swept at the end are not a capture

    def result(self) -> Highlights:
        return Highlights(frozenset(self.picked), frozenset(self.last_pit),
                          frozenset(self.last_store), frozenset(self.captured),
                          frozenset(self.grew))
