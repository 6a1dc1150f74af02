"""A ruleset is plain frozen data; the one engine in :mod:`mancala_teach.engine` reads it.

Every field is a named rule. Fields that only some games use keep a neutral value elsewhere.
The user-facing options (``pits=``, ``grand_slam=`` ...) live in :mod:`mancala_teach.variants`,
which validates them and builds a :class:`Rules`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from .naming import player_names

if TYPE_CHECKING:
    from .variants import Variant

class Landing(StrEnum):
    """Landing laws: what happens where the last seed of a sowing lands."""

    KALAH = "kalah"      # own store: extra turn; own empty pit: capture the opposite pit
    OWARE = "oware"      # opponent's pit with 2 or 3: capture, and earlier pits (chain rule)
    LANE = "lane"        # 1: turn ends; 2 or 4: capture with opposite cells; 3, 5+: relay
    GIUTHI = "giuthi"    # occupied: relay the other way; own empty pit: capture if opposite sown
    FOUR = "four"        # Kalah's laws round a square board: one row and one store per player


KALAH, OWARE, LANE, GIUTHI, FOUR = (Landing.KALAH, Landing.OWARE, Landing.LANE, Landing.GIUTHI,
                                    Landing.FOUR)


class CaptureChain(StrEnum):
    """Which earlier pits an Oware capture takes with the last one."""

    CONTIGUOUS = "contiguous"    # going back from the last pit while they hold 2 or 3 (Oware)
    ANY_SOWN = "any_sown"        # every opponent pit sown into that holds 2 or 3 (Wari)


class GrandSlamRule(StrEnum):
    """What a move that would capture every seed on the opponent's side does (seed 004 lists
    all six)."""

    NO_CAPTURE = "no_capture"
    FORBIDDEN = "forbidden"
    OPPONENT_TAKES_REST = "opponent_takes_rest"
    SPARE_LAST = "spare_last"
    SPARE_FIRST = "spare_first"
    CAPTURE_ALL = "capture_all"


GRAND_SLAM_RULES = tuple(GrandSlamRule)


class GameEnd(StrEnum):
    """When a game with stores ends."""

    EITHER_SIDE_EMPTY = "either_side_empty"   # Kalah: as soon as a side is empty
    ONE_LAST_MOVE = "one_last_move"           # Kalah: the other player moves once more (seed 003)
    ANY_ROW_EMPTY = "any_row_empty"           # four-sided: as soon as any row is empty
    BOARD_EMPTY = "board_empty"               # four-sided: empty rows miss turns to the end


class Leftovers(StrEnum):
    """Who gets the seeds left on the board when a Kalah game ends."""

    OWNER = "owner"
    NOT_COUNTED = "not_counted"
    FIRST_TO_EMPTY = "first_to_empty"


class SwapRule(StrEnum):
    """How a player may swap sides."""

    PIE = "pie"          # Kalah's pie rule: instead of the second player's first move
    LANE = "lane"        # Lane's choice of sides, before the first move


class Feeding(StrEnum):
    """The rule for feeding an opponent who has no seeds."""

    OWARE = "oware"      # a move must reach them
    LANE = "lane"        # one pebble into their empty side is the whole turn


class Facing(StrEnum):
    """Which pit faces yours on the four-sided board."""

    ACROSS = "across"        # straight across the square, in the opposite row
    NEXT_ROW = "next_row"    # in the next row counterclockwise, mirrored in the corner


# Rules fields that hold one of a closed set of words: the words become these enums (which
# still compare equal to the words, and print and write to JSON as them).
_WORDS: dict[str, type[StrEnum]] = {
    "landing": Landing, "capture_chain": CaptureChain, "grand_slam": GrandSlamRule,
    "game_end": GameEnd, "leftovers": Leftovers, "swap": SwapRule, "must_feed": Feeding,
    "facing": Facing}
_MAY_BE_NONE = ("swap", "must_feed")       # None: no swap of sides, no feeding rule


class RulesCache:
    """What the engine works out once per ruleset and keeps beside it: its lookup tables
    (:mod:`mancala_teach.engine`), its lean path (:mod:`mancala_teach.lean`) and its
    starting position. Never part of what the rules are: not compared, not pickled (a copy
    starts empty and fills again on demand)."""

    __slots__ = ("tables", "lean", "start")

    def __init__(self) -> None:
        self.tables: Any = None
        self.lean: Any = None
        self.start: Any = None

    def __reduce__(self) -> tuple:
        return (RulesCache, ())

    def __repr__(self) -> str:
        return "RulesCache()"


@dataclass(frozen=True)
class Rules:
    """Everything the engine needs to know about a game. Build one with ``variant(...)``."""

    variant: str
    title: str
    pits_per_side: int
    seeds_per_pit: int
    landing: Landing
    setup: tuple[int, ...] | None = None       # explicit starting pits (Lane), else even
    sow_into_store: bool = False               # Kalah: sow into your own store
    skip_origin: bool = False                  # Oware/Wari: a lap skips the emptied pit
    either_direction: bool = False             # Giuthi: the mover picks a direction
    start_rightmost: bool = False              # Lane's Ignorant game: no choice of cell
    min_seeds_to_move: int = 1                 # Giuthi: a pit needs more than one seed
    capture_counts: frozenset[int] = frozenset()
    capture_chain: CaptureChain = CaptureChain.CONTIGUOUS   # Oware; Wari "any_sown"
    chain_captures: bool = True                # Giuthi's chain along empty pits
    capture_empty_opposite: bool = False       # Kalah: capture when the opposite pit is empty
    extra_turn_on_capture: bool = False        # Lane's Wise game
    must_feed: Feeding | None = None           # "oware": moves must reach an empty opponent
                                               # "lane": one pebble into the empty side
    grand_slam: GrandSlamRule = GrandSlamRule.CAPTURE_ALL
    game_end: GameEnd = GameEnd.EITHER_SIDE_EMPTY   # Kalah: or "one_last_move" (seed 003)
    leftovers: Leftovers = Leftovers.OWNER     # Kalah: "owner", "not_counted", "first_to_empty"
    swap: SwapRule | None = None               # "pie" (Kalah) or "lane" (choice of sides)
    swap_keeps_turn: bool = False              # Lane's Ignorant game: the chooser still starts
    first_player: int = 0                      # South starts, except in Lane's games
    finish_at_majority: bool = False           # stop once a store holds more than half
    repetition_ends: bool = False              # a repeated position ends the game
    few_seeds_end: int | None = None           # Giuthi: a side with this many or fewer ends it
    sides: int = 2                             # rows of pits, one per side: 2, or 4 (a square)
    teams: bool = False                        # two partners share each side of a 2-sided board
    facing: Facing = Facing.ACROSS             # four-sided: "across" the square or "next_row"
    turn_order: int = 1                        # four-sided: 1 counterclockwise, -1 clockwise
    partners_opposite: bool = False            # four-sided: South and North against East and West
    options: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    #: The registry's entry these rules were built from (its names, options and the
    #: decisions a rule sheet prints); set by :meth:`Variant.rules`, None for rules made by hand.
    definition: Variant | None = field(default=None, compare=False, repr=False)
    cache: RulesCache = field(default_factory=RulesCache, init=False, repr=False,
                              compare=False, hash=False)

    def __post_init__(self) -> None:
        for name, words in _WORDS.items():
            value = getattr(self, name)
            if not isinstance(value, words) and not (value is None and name in _MAY_BE_NONE):
                object.__setattr__(self, name, words(value))    # ValueError for a stray word

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
        return self.landing is not LANE

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
        facing = (row + (self.sides // 2 if self.facing is Facing.ACROSS else 1)) % self.sides
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
