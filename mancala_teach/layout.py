"""Where every pit and store of a board sits, in millimetres. The one layout all drawings use.

The SVG backend (notebooks) and the reportlab backend (printables) only translate this
geometry into drawing calls, so a pit is in the same place on the projector and on paper. Coordinates run right and *down* from the top-left corner (as in SVG);
the PDF backend flips y.

Unflipped, South sits at the bottom: South's pits A, B, C ... run left to right along the
bottom row, North's pits continue right to left along the top row, South's store is on the
right and North's on the left, and sowing runs counterclockwise. ``flipped=True`` turns the
board half a turn so North sits at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from .naming import LETTERS
from .rules import Rules


@dataclass(frozen=True)
class PitSpot:
    pit: int
    name: str
    owner: int
    cx: float
    cy: float
    r: float
    label_x: float   # where the pit's letter goes (outside the board edge)
    label_y: float


@dataclass(frozen=True)
class StoreSpot:
    player: int
    x: float
    y: float
    w: float
    h: float
    label_x: float   # where "South's store" / "North's store" goes
    label_y: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2


@dataclass(frozen=True)
class Arrow:
    """A straight arrow from (x1, y1) to (x2, y2) showing which way seeds are sown."""
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class BoardLayout:
    width: float
    height: float
    board_x: float       # the board's outline (the wooden part), inside the margin for labels
    board_y: float
    board_w: float
    board_h: float
    pits: tuple[PitSpot, ...]
    stores: tuple[StoreSpot, ...]   # empty for a board without stores
    arrows: tuple[Arrow, ...]
    flipped: bool
    pits_per_side: int

    def pit(self, index: int) -> PitSpot:
        return self.pits[index]

    def store(self, player: int) -> StoreSpot | None:
        for s in self.stores:
            if s.player == player:
                return s
        return None

    def bottom_player(self) -> int:
        return 1 if self.flipped else 0


def board_layout(rules: Rules | int, *, pit_diameter: float = 45.0, gap: float = 6.0,
                 stores: bool | None = None, flipped: bool = False,
                 label_space: float | None = None) -> BoardLayout:
    """The geometry of a board for ``rules`` (or for a number of pits per side).

    ``pit_diameter`` 45 mm with ``gap`` 6 mm gives the full-size board of seed 003 (about
    45 cm long with stores). ``stores`` defaults to the variant's own (Lane's games keep their
    score piles off the board).
    """
    if isinstance(rules, Rules):
        n = rules.pits_per_side
        has_stores = rules.has_stores if stores is None else stores
    else:
        n = int(rules)
        has_stores = True if stores is None else stores
    d, g = pit_diameter, gap
    r = d / 2
    label = d * 0.45 if label_space is None else label_space
    store_w = d * 1.15 if has_stores else 0.0
    row_h = d + g
    board_w = 2 * g + n * d + (n - 1) * g + (2 * (store_w + g) if has_stores else 0)
    board_h = 2 * g + 2 * d + g
    bx, by = label, label
    width, height = board_w + 2 * label, board_h + 2 * label
    first_cx = bx + g + (store_w + g if has_stores else 0) + r
    top_cy, bottom_cy = by + g + r, by + g + row_h + r

    def column_x(col: int) -> float:
        return first_cx + col * (d + g)

    spots = []
    for pit in range(2 * n):
        owner = 0 if pit < n else 1
        col = pit if owner == 0 else 2 * n - 1 - pit   # columns from the left, South's view
        bottom = owner == 0
        if flipped:
            col, bottom = n - 1 - col, not bottom
        cx = column_x(col)
        cy = bottom_cy if bottom else top_cy
        ly = by + board_h + label * 0.5 if bottom else by - label * 0.5
        spots.append(PitSpot(pit, LETTERS[pit], owner, cx, cy, r, cx, ly))

    store_spots = []
    if has_stores:
        sh = board_h - 2 * g
        right_x = bx + board_w - g - store_w
        left_x = bx + g
        for player in (0, 1):
            on_right = (player == 0) != flipped
            x = right_x if on_right else left_x
            store_spots.append(StoreSpot(player, x, by + g, store_w, sh, x + store_w / 2,
                                         by + board_h + label * 0.5))

    # Arrows in the margin-free middle band between the rows: bottom row runs left to right,
    # top row right to left (counterclockwise seen from above, whoever sits at the bottom).
    mid = by + g + d + g / 2
    left, right = column_x(0), column_x(n - 1)
    arrows = ()
    if n > 1:
        arrows = (Arrow(left, mid + g * 0.25, right, mid + g * 0.25),
                  Arrow(right, mid - g * 0.25, left, mid - g * 0.25))
    return BoardLayout(width, height, bx, by, board_w, board_h, tuple(spots),
                       tuple(store_spots), arrows, flipped, n)
