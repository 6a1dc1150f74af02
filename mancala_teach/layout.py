"""Where every pit and store of a board sits, in millimetres. The one layout all drawings use.

The SVG backend (notebooks) and the reportlab backend (printables) only translate this
geometry into drawing calls, so a pit is in the same place on the projector and on paper. Coordinates run right and *down* from the top-left corner (as in SVG);
the PDF backend flips y.

Unflipped, South sits at the bottom: South's pits A, B, C ... run left to right along the
bottom row, North's pits continue right to left along the top row, South's store is on the
right and North's on the left, and sowing runs counterclockwise. ``flipped=True`` turns the
board half a turn so North sits at the bottom. ``vertical=True`` (a phone held upright) turns
it a quarter turn clockwise: South's pits run down the left, South's store is at the bottom,
North's pits run up the right and North's store is at the top; sowing still runs
counterclockwise, and each store's name sits beyond its end of the board.

A four-sided board (``rules.sides == 4``) is a square: one row of pits per player and one store
per player at the corner after its owner's row. Counterclockwise from South's leftmost pit:
South's row runs left to right along the bottom, East's up the right side, North's right to left
along the top, West's down the left side, so pit letters keep running A, B, C ... all the way
round (4 rows of 6 are A to X). South's store sits at the bottom-right corner, East's at the
top-right, North's at the top-left and West's at the bottom-left. Three players use the first
three rows; the fourth row is left off. The middle of the square is empty: ``inner`` says where,
and the SVG board writes the players' names and whose turn it is there.
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
    sides: int = 2
    # The empty middle of a square board (x, y, w, h), inside its rows; None on two sides.
    inner: tuple[float, float, float, float] | None = None
    vertical: bool = False      # a two-sided board turned a quarter turn (rows run down)

    def pit(self, index: int) -> PitSpot:
        return self.pits[index]

    def store(self, player: int) -> StoreSpot | None:
        for s in self.stores:
            if s.player == player:
                return s
        return None

    def bottom_player(self) -> int:
        """Who sits at the bottom: South, or North on a board turned half a turn."""
        return (1 if self.sides == 2 else 2) if self.flipped else 0


def board_layout(rules: Rules | int, *, pit_diameter: float = 45.0, gap: float = 6.0,
                 stores: bool | None = None, flipped: bool = False,
                 label_space: float | None = None, sides: int | None = None,
                 vertical: bool = False) -> BoardLayout:
    """The geometry of a board for ``rules`` (or for a number of pits per side).

    ``pit_diameter`` 45 mm with ``gap`` 6 mm gives the full-size board of seed 003 (about
    45 cm long with stores). ``stores`` defaults to the variant's own (Lane's games keep their
    score piles off the board). ``sides`` defaults to the rules' own (``rules.sides``, 2 when
    the rules have none); 3 or 4 give the square board of :func:`square_layout`.
    ``vertical`` turns a two-sided board a quarter turn (see the module docstring); a square
    board is the same either way up.
    """
    if isinstance(rules, int):
        n = int(rules)
        has_stores = True if stores is None else stores
        sides = 2 if sides is None else sides
    else:   # a Rules, or anything with its board attributes
        n = rules.pits_per_side
        has_stores = rules.has_stores if stores is None else stores
        sides = getattr(rules, "sides", 2) if sides is None else sides
    if sides != 2:
        return square_layout(n, sides, pit_diameter=pit_diameter, gap=gap, stores=has_stores,
                             flipped=flipped, label_space=label_space)
    if vertical:
        return _quarter_turn(board_layout(n, pit_diameter=pit_diameter, gap=gap,
                                          stores=has_stores, flipped=flipped,
                                          label_space=label_space, sides=2))
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


# Which way each side's row runs (unit steps across the square, y down) and which way is "in",
# towards the middle: South along the bottom to the right, East up the right side, North along
# the top to the left, West down the left side.
_ROW_STEP = ((1, 0), (0, -1), (-1, 0), (0, 1))
_INWARD = ((0, -1), (-1, 0), (0, 1), (1, 0))
STORE_SCALE = 1.3    # a corner store is this many pit diameters across


def square_layout(n: int, sides: int = 4, *, pit_diameter: float = 45.0, gap: float = 6.0,
                  stores: bool = True, flipped: bool = False,
                  label_space: float | None = None) -> BoardLayout:
    """The four-sided board: ``sides`` rows of ``n`` pits round a square, stores at the corners.

    Along each edge: a gap, a corner (``STORE_SCALE`` pits wide), a gap, the row of pits, a gap,
    the next corner, a gap. Pit letters sit outside the board beside their pits; store names
    sit outside the board beside their corner (below the bottom corners, above the top ones).
    """
    if sides not in (3, 4):
        raise ValueError(f"a square board has 3 or 4 rows, not {sides}")
    d, g = pit_diameter, gap
    r = d / 2
    label = d * 0.45 if label_space is None else label_space
    corner = d * STORE_SCALE
    side = 2 * corner + n * d + (n + 3) * g
    bx, by = label, label
    size = side + 2 * label
    first = g + corner + g + r        # from a row's start corner to its first pit's centre
    band = g + r                      # from the board's edge to a row's pit centres

    def along(row: int, k: float, depth: float) -> tuple[float, float]:
        """The point ``k`` mm along ``row`` (from its starting corner) and ``depth`` mm in
        from the board's edge on that row's side."""
        (sx, sy), (ix, iy) = _ROW_STEP[row], _INWARD[row]
        start_x = (0.0, side, side, 0.0)[row]
        start_y = (side, side, 0.0, 0.0)[row]
        return bx + start_x + sx * k + ix * depth, by + start_y + sy * k + iy * depth

    spots = []
    for row in range(sides):
        for k in range(n):
            pit = row * n + k
            cx, cy = along(row, first + k * (d + g), band)
            lx, ly = along(row, first + k * (d + g), -label * 0.5)
            spots.append(PitSpot(pit, LETTERS[pit], row, cx, cy, r, lx, ly))

    store_spots = []
    if stores:
        for player in range(sides):
            # the corner after the player's row: the start corner of the next row round
            cx, cy = along((player + 1) % 4, g + corner / 2, g + corner / 2)
            below = cy > by + side / 2
            store_spots.append(StoreSpot(player, cx - corner / 2, cy - corner / 2, corner,
                                         corner, cx, by + side + label * 0.5 if below
                                         else by - label * 0.5))

    # One arrow a row, just inside it, from its first pit to its last.
    arrows = []
    if n > 1:
        depth = (g + d + 2 * g + corner) / 2   # between the pits and the stores' inner edge
        for row in range(sides):
            x1, y1 = along(row, first, depth)
            x2, y2 = along(row, first + (n - 1) * (d + g), depth)
            arrows.append(Arrow(x1, y1, x2, y2))
    inset = 2 * g + corner
    inner = (bx + inset, by + inset, side - 2 * inset, side - 2 * inset)
    layout = BoardLayout(size, size, bx, by, side, side, tuple(spots), tuple(store_spots),
                         tuple(arrows), False, n, sides, inner)
    return _half_turn(layout) if flipped else layout


def _quarter_turn(layout: BoardLayout) -> BoardLayout:
    """A two-sided board turned a quarter turn clockwise: (x, y) goes to (H - y, x).

    The rows become columns, so the pit letters beside them sit left and right of the board;
    the stores come to the two ends, and each store's name goes beyond its end (the margin
    there was the label space beside the stores).
    """
    W, H = layout.width, layout.height
    label = layout.board_x             # the margin round the board, where the labels go

    def turned(x: float, y: float) -> tuple[float, float]:
        return H - y, x

    pits = tuple(PitSpot(p.pit, p.name, p.owner, *turned(p.cx, p.cy), p.r,
                         *turned(p.label_x, p.label_y)) for p in layout.pits)
    stores = []
    for s in layout.stores:
        x, y = H - (s.y + s.h), s.x
        at_top = y + s.w / 2 < W / 2
        stores.append(StoreSpot(s.player, x, y, s.h, s.w, x + s.h / 2,
                                label * 0.5 if at_top else W - label * 0.5))
    arrows = tuple(Arrow(*turned(a.x1, a.y1), *turned(a.x2, a.y2)) for a in layout.arrows)
    return BoardLayout(H, W, H - (layout.board_y + layout.board_h), layout.board_x,
                       layout.board_h, layout.board_w, pits, tuple(stores), arrows,
                       layout.flipped, layout.pits_per_side, 2, None, True)


def _half_turn(layout: BoardLayout) -> BoardLayout:
    """The same square board turned half a turn, so North sits at the bottom."""
    W, H = layout.width, layout.height
    pits = tuple(PitSpot(p.pit, p.name, p.owner, W - p.cx, H - p.cy, p.r, W - p.label_x,
                         H - p.label_y) for p in layout.pits)
    stores = tuple(StoreSpot(s.player, W - s.x - s.w, H - s.y - s.h, s.w, s.h, W - s.label_x,
                             H - s.label_y) for s in layout.stores)
    arrows = tuple(Arrow(W - a.x1, H - a.y1, W - a.x2, H - a.y2) for a in layout.arrows)
    assert layout.inner is not None
    ix, iy, iw, ih = layout.inner
    return BoardLayout(W, H, layout.board_x, layout.board_y, layout.board_w, layout.board_h,
                       pits, stores, arrows, True, layout.pits_per_side, layout.sides,
                       (W - ix - iw, H - iy - ih, iw, ih))
