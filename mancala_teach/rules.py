"""A ruleset is plain frozen data; the one engine in :mod:`mancala_teach.engine` reads it.

Every field is a named rule. Fields that only some games use keep a neutral value elsewhere.
The user-facing options (``pits=``, ``grand_slam=`` ...) live in :mod:`mancala_teach.variants`,
which validates them and builds a :class:`Rules`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .naming import player_names

# Landing laws: what happens where the last seed of a sowing lands.
KALAH = "kalah"      # own store: extra turn; own empty pit: capture the opposite pit
OWARE = "oware"      # opponent's pit with 2 or 3: capture, and earlier pits (chain rule)
LANE = "lane"        # 1: turn ends; 2 or 4: capture with opposite cells; 3, 5+: relay
GIUTHI = "giuthi"    # occupied: relay the other way; own empty pit: capture if opposite was sown
FOUR = "four"        # Kalah's laws round a square board: one row and one store per player

# Grand slam rules for Oware and Wari (seed 004 lists all six).
GRAND_SLAM_RULES = ("no_capture", "forbidden", "opponent_takes_rest", "spare_last",
                    "spare_first", "capture_all")


@dataclass(frozen=True)
class Rules:
    """Everything the engine needs to know about a game. Build one with ``variant(...)``."""

    variant: str
    title: str
    pits_per_side: int
    seeds_per_pit: int
    landing: str
    setup: tuple[int, ...] | None = None       # explicit starting pits (Lane), else even
    sow_into_store: bool = False               # Kalah: sow into your own store
    skip_origin: bool = False                  # Oware/Wari: a lap skips the emptied pit
    either_direction: bool = False             # Giuthi: the mover picks a direction
    start_rightmost: bool = False              # Lane's Ignorant game: no choice of cell
    min_seeds_to_move: int = 1                 # Giuthi: a pit needs more than one seed
    capture_counts: frozenset[int] = frozenset()
    capture_chain: str = "contiguous"          # Oware "contiguous", Wari "any_sown"
    chain_captures: bool = True                # Giuthi's chain along empty pits
    capture_empty_opposite: bool = False       # Kalah: capture when the opposite pit is empty
    extra_turn_on_capture: bool = False        # Lane's Wise game
    must_feed: str | None = None               # "oware": moves must reach an empty opponent
                                               # "lane": one pebble into the empty side
    grand_slam: str = "capture_all"
    game_end: str = "either_side_empty"        # Kalah: or "one_last_move" (seed 003)
    leftovers: str = "owner"                   # Kalah: "owner", "not_counted", "first_to_empty"
    swap: str | None = None                    # "pie" (Kalah) or "lane" (choice of sides)
    swap_keeps_turn: bool = False              # Lane's Ignorant game: the chooser still starts
    first_player: int = 0                      # South starts, except in Lane's games
    finish_at_majority: bool = False           # stop once a store holds more than half
    repetition_ends: bool = False              # a repeated position ends the game
    few_seeds_end: int | None = None           # Giuthi: a side with this many or fewer ends it
    sides: int = 2                             # rows of pits, one per side: 2, or 4 (a square)
    teams: bool = False                        # two partners share each side of a 2-sided board
    facing: str = "across"                     # four-sided: "across" the square or "next_row"
    turn_order: int = 1                        # four-sided: 1 counterclockwise, -1 clockwise
    partners_opposite: bool = False            # four-sided: South and North against East and West
    options: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    def __getstate__(self) -> dict[str, Any]:
        # The engine keeps per-ruleset lookups and the lean path's functions in the instance
        # dict ("_tables", "_lean"); they are rebuilt on demand, so pickles leave them out.
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}

    @property
    def pit_count(self) -> int:
        return self.sides * self.pits_per_side

    @property
    def seats(self) -> int:
        """How many people play: one a side, or two a side in a teams game."""
        return 2 * self.sides if self.teams else self.sides

    @property
    def player_names(self) -> tuple[str, ...]:
        """The sides' names: South and North, or South, East, North and West."""
        return player_names(self.sides)

    def next_player(self, player: int) -> int:
        """Who moves after ``player`` when the turn passes on as usual."""
        if self.sides == 2:
            return 1 - player
        return (player + self.turn_order) % self.sides

    @property
    def total_seeds(self) -> int:
        if self.setup is not None:
            return sum(self.setup)
        return self.pit_count * self.seeds_per_pit

    @property
    def has_stores(self) -> bool:
        """Whether the board has store pits (Lane's score piles are kept beside the board)."""
        return self.landing != LANE

    def side(self, player: int) -> range:
        """The pit indices a player owns, in sowing order."""
        n = self.pits_per_side
        return range(player * n, (player + 1) * n)

    def owner(self, pit: int) -> int:
        return pit // self.pits_per_side

    def opposite(self, pit: int) -> int:
        """The pit facing ``pit``: across the board (A and L on the usual board). On the
        four-sided board, ``facing="across"`` is the pit straight across the square in the
        opposite row (South's first faces North's last, as A faces L on the usual board);
        ``facing="next_row"`` is the pit in the next row counterclockwise, mirrored in the
        corner between the two rows (as if the two rows were a folded Kalah board)."""
        if self.sides == 2:
            return self.pit_count - 1 - pit
        n = self.pits_per_side
        row, k = divmod(pit, n)
        facing = (row + (self.sides // 2 if self.facing == "across" else 1)) % self.sides
        return facing * n + n - 1 - k

    def spec(self) -> str:
        """A short text that rebuilds these rules with ``variant()``: ``kalah pits=4 seeds=3``."""
        parts = [self.variant]
        for name, value in self.options:
            if isinstance(value, bool):
                text = "yes" if value else "no"
            elif isinstance(value, tuple):
                text = ",".join(str(v) for v in value)
            else:
                text = str(value)
            parts.append(f"{name}={text}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"variant({self.spec()!r})"
