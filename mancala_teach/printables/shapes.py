"""The shape of a printed board: pits a side (or a row), stores, two or four sides.

Apart from the drawing code (:mod:`.boards`), so that checking a board's choices and naming its
file need no reportlab (the command line and the site's Make page check before they draw).
Its words are in the language in use (:mod:`mancala_teach.i18n`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidOptionError
from ..glossary import game_title
from ..i18n import _, and_list
from ..variants import variant
from . import MAX_PITS, MIN_PITS, SQUARE_PITS
from .wording import capital, semicolons


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
                raise InvalidOptionError(_(
                    "Four-sided boards have {low} to {high} pits a row, not {count}.",
                    low=low, high=high, count=self.pits_per_side))
            if not self.stores:
                raise InvalidOptionError(_("A four-sided board always has its four stores."))
        elif self.sides != 2:
            raise InvalidOptionError(_("Printed boards have 2 or 4 sides, not {count}.",
                                       count=self.sides))
        elif not MIN_PITS <= self.pits_per_side <= MAX_PITS:
            raise InvalidOptionError(_(
                "Printed boards have {low} to {high} pits a side, not {count}.",
                low=MIN_PITS, high=MAX_PITS, count=self.pits_per_side))

    @property
    def name(self) -> str:
        """The board in words, in the language in use: "6 pits a side, with stores"."""
        n = self.pits_per_side
        if self.sides == 4:
            return _("four-sided, {count} pits a row", count=n)
        if self.stores:
            return _("{count} pits a side, with stores", count=n)
        return _("{count} pits a side, no stores", count=n)

    @property
    def slug(self) -> str:
        if self.sides == 4:
            return f"four-sided-{self.pits_per_side}-pits"
        return f"{self.pits_per_side}-pits-{'stores' if self.stores else 'no-stores'}"

    def game_specs(self) -> list[tuple[str, str]]:
        """Our games played on this board: (the name a reader sees, in the language in use,
        and the engine's spec)."""
        n = self.pits_per_side
        if self.sides == 4:
            return [(game_title(variant("four-sided", pits=n).title), f"four-sided pits={n}")]
        if not self.stores:
            return [(_("Lane's two Egyptian games"), LANES_GAMES)] if n == 6 else []
        return ([(game_title("Kalah"), f"kalah pits={n}")]
                + ([(game_title("Oware"), "oware"), (game_title("Wari"), "wari")]
                   if n == 6 else [])
                + [(game_title("Giuthi"), f"giuthi pits={n}")])

    def seeds_needed(self) -> str:
        """How many seeds this board's games need, counted by the engine for this many pits."""
        counts: dict[int, list[tuple[str, str]]] = {}
        for name, spec in self.game_specs():
            counts.setdefault(variant(spec).total_seeds, []).append((name, spec))
        if not counts:
            return _("With 4 seeds in each pit you need {count} seeds.",
                     count=4 * 2 * self.pits_per_side)
        parts = []
        for total, games in counts.items():
            names = [name for name, _spec in games]
            if len(games) == 1 and games[0][1] != LANES_GAMES:
                parts.append(_("{game} needs {count} seeds", game=names[0], count=total))
            else:
                # TRANSLATORS: {games} is a list of games ("Kalah, Oware and Wari"), or
                # "Lane's two Egyptian games".
                parts.append(_("{games} need {count} seeds", games=_and(names), count=total))
        return capital(semicolons(parts) + ".")

    def games(self) -> str:
        """Which of our games are played on this board."""
        names = [name for name, _spec in self.game_specs()]
        if self.sides == 4:
            return _("{game}, a game for four players", game=names[0])
        return ", ".join(names) if names else _("your own house rules")


LANES_GAMES = "lane-wise"     # the spec that stands for both of Lane's games (no stores)


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else and_list(names)
