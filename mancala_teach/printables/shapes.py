"""The shape of a printed board: pits a side (or a row), stores, two or four sides.

Apart from the drawing code (:mod:`.boards`), so that checking a board's choices and naming its
file need no reportlab (the command line and the site's Make page check before they draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidOptionError
from ..variants import variant
from . import MAX_PITS, MIN_PITS, SQUARE_PITS


@dataclass(frozen=True)
class BoardShape:
    """A board: pits per side (per row on a four-sided board), whether it has stores, and how
    many sides: 2 (the usual board) or 4 (the square board for four players)."""
    pits_per_side: int
    stores: bool = True
    sides: int = 2

    def __post_init__(self) -> None:
        if self.sides == 4:
            low, high = SQUARE_PITS
            if not low <= self.pits_per_side <= high:
                raise InvalidOptionError(
                    f"Four-sided boards have {low} to {high} pits a row, not "
                    f"{self.pits_per_side}.")
            if not self.stores:
                raise InvalidOptionError("A four-sided board always has its four stores.")
        elif self.sides != 2:
            raise InvalidOptionError(f"Printed boards have 2 or 4 sides, not {self.sides}.")
        elif not MIN_PITS <= self.pits_per_side <= MAX_PITS:
            raise InvalidOptionError(
                f"Printed boards have {MIN_PITS} to {MAX_PITS} pits a side, not "
                f"{self.pits_per_side}.")

    @property
    def name(self) -> str:
        if self.sides == 4:
            return f"four-sided, {self.pits_per_side} pits a row"
        return f"{self.pits_per_side} pits a side, {'with' if self.stores else 'no'} stores"

    @property
    def slug(self) -> str:
        if self.sides == 4:
            return f"four-sided-{self.pits_per_side}-pits"
        return f"{self.pits_per_side}-pits-{'stores' if self.stores else 'no-stores'}"

    def game_specs(self) -> list[tuple[str, str]]:
        """Our games played on this board: (the name a reader sees, the engine's spec)."""
        n = self.pits_per_side
        if self.sides == 4:
            return [(variant("four-sided", pits=n).title, f"four-sided pits={n}")]
        if not self.stores:
            return [("Lane's two Egyptian games", "lane-wise")] if n == 6 else []
        return ([("Kalah", f"kalah pits={n}")]
                + ([("Oware", "oware"), ("Wari", "wari")] if n == 6 else [])
                + [("Giuthi", f"giuthi pits={n}")])

    def seeds_needed(self) -> str:
        """How many seeds this board's games need, counted by the engine for this many pits."""
        counts: dict[int, list[str]] = {}
        for name, spec in self.game_specs():
            counts.setdefault(variant(spec).total_seeds, []).append(name)
        if not counts:
            return (f"With 4 seeds in each pit you need {4 * 2 * self.pits_per_side} "
                    f"seeds.")
        parts = [f"{_and(names)} need{'s' if len(names) == 1 and 'games' not in names[0] else ''}"
                 f" {total} seeds" for total, names in counts.items()]
        return "; ".join(parts) + "."

    def games(self) -> str:
        """Which of our games are played on this board."""
        names = [name for name, _ in self.game_specs()]
        if self.sides == 4:
            return f"{names[0]}, a game for four players"
        return ", ".join(names) if names else "your own house rules"


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
