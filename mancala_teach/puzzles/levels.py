"""Difficulty levels: which puzzles a worksheet gets, with the grade band each suits.

The youngest get small counts and sowings that stay on their own side; older students get
laps, captures, reverse puzzles and Oware chains. Grade bands are US grades with the ages
beside them, so a teacher anywhere can place them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidOptionError, shown
from .generators import Settings


@dataclass(frozen=True)
class Level:
    name: str
    grade_band: str
    description: str
    kinds: tuple[str, ...]      # one puzzle of each, in this order
    settings: Settings


LEVELS: dict[str, Level] = {
    level.name: level for level in (
        Level("starter", "Grades 1-2 (ages 6-8)",
              "Counting on and adding: small counts (24 seeds in all), and every sowing "
              "stays on South's side of the board.",
              ("sow_and_count", "last_seed", "missing_seeds", "last_seed", "tchoukaillon"),
              Settings(seeds_per_pit=2, max_in_pit=4, reach="own_side",
                       solitaire_seeds=(3, 7), simple=True)),
        Level("explorer", "Grades 3-4 (ages 8-10)",
              "Adding and subtracting to 50: sowings go round to North's side, extra turns "
              "and captures.",
              ("sow_and_count", "last_seed", "extra_turn", "best_capture", "missing_seeds",
               "tchoukaillon"),
              Settings(seeds_per_pit=4, max_in_pit=8, reach="no_lap", captures=True,
                       solitaire_seeds=(6, 12))),
        Level("expert", "Grades 5-6 (ages 10-12)",
              "Working backwards and planning ahead: laps round the board, reverse "
              "puzzles, the best capture and Oware chain captures.",
              ("sow_and_count", "reverse", "best_capture", "oware_chain", "extra_turn",
               "tchoukaillon"),
              Settings(seeds_per_pit=4, max_in_pit=14, reach="any", captures=True,
                       solitaire_seeds=(10, 20))),
        Level("fours", "Grades 3-6 (ages 8-12)",
              "Counting round the four-sided board, for a class playing in fours: each "
              "sowing starts from a different seat, turns a corner and goes on past other "
              "players' stores, which get no seed.",
              ("four_last_seed",) * 4,
              Settings(seeds_per_pit=4, max_in_pit=12, reach="no_lap")),
    )
}


def find_level(name: str) -> Level:
    """The level called ``name`` (starter, explorer, expert or fours), ignoring case."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in LEVELS:
        raise InvalidOptionError(f"There is no difficulty {shown(name)}; choose one of: "
                                 + ", ".join(LEVELS) + ".")
    return LEVELS[key]
