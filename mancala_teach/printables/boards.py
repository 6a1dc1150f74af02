"""DIY boards: a full-size board cut into sheets, a compact board, egg-carton labels, seeds.

Every board is drawn from :func:`mancala_teach.layout.board_layout`, the same geometry the
notebooks' SVG boards use, so pit letters and positions match everywhere.

The full-size board has pits 45 mm across (the board is about 45 cm long, as in seed 003). It
is cut into sheets along the gaps between pits, never through a pit. Each sheet but the last
has a grey glue tab on its right; the next sheet is cut along its dashed line and laid over
the tab, with the tick marks lining up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO, Callable

from ..errors import InvalidOptionError
from ..layout import BoardLayout, board_layout
from ..render.pdf import PdfDocument, draw_board
from . import MAX_PITS, MIN_PITS

FULL_PIT = 45.0      # mm across, as in seed 003's printed board
FULL_GAP = 6.0
LABEL_SPACE = 12.0   # room outside the board for the pit letters
GLUE_TAB = 15.0      # mm of overlap between neighbouring sheets
CUT_INSET = 3.0      # the cut line on sheets 2, 3 ... sits this far inside the content edge
HEADER = 28.0        # mm kept at the top of a board sheet for titles and the assembly diagram


@dataclass(frozen=True)
class BoardShape:
    """A board: pits per side and whether it has stores."""
    pits_per_side: int
    stores: bool = True

    def __post_init__(self) -> None:
        if not MIN_PITS <= self.pits_per_side <= MAX_PITS:
            raise InvalidOptionError(
                f"Printed boards have {MIN_PITS} to {MAX_PITS} pits a side, not "
                f"{self.pits_per_side}.")

    @property
    def name(self) -> str:
        return f"{self.pits_per_side} pits a side, {'with' if self.stores else 'no'} stores"

    @property
    def slug(self) -> str:
        return f"{self.pits_per_side}-pits-{'stores' if self.stores else 'no-stores'}"

    def games(self) -> str:
        """Which of our games are played on this board."""
        n, s = self.pits_per_side, self.stores
        games = []
        if s:
            games.append("Kalah")
            if n == 6:
                games += ["Oware", "Wari"]
            games.append("Giuthi")
        elif n == 6:
            games.append("Lane's two Egyptian games")
        return ", ".join(games) if games else "your own house rules"


def all_shapes() -> list[BoardShape]:
    return [BoardShape(n, s) for n in range(MIN_PITS, MAX_PITS + 1) for s in (True, False)]


# --- the full-size board, cut into sheets -----------------------------------------------------

@dataclass(frozen=True)
class Sheet:
    """One sheet of a full-size board: board x from ``start`` to ``end`` (mm), plus a tab."""
    number: int
    start: float
    end: float
    tab: bool


def full_layout(shape: BoardShape) -> BoardLayout:
    return board_layout(shape.pits_per_side, pit_diameter=FULL_PIT, gap=FULL_GAP,
                        stores=shape.stores, label_space=LABEL_SPACE)


def _join_candidates(layout: BoardLayout) -> list[float]:
    """x positions where a cut misses every pit and store: the middles of the gaps."""
    edges = [(p.cx - p.r, p.cx + p.r) for p in layout.pits]
    edges += [(s.x, s.x + s.w) for s in layout.stores]
    edges.sort()
    return [(a[1] + b[0]) / 2 for a, b in zip(edges, edges[1:]) if b[0] > a[1]]


def split_into_sheets(layout: BoardLayout, usable: float) -> list[Sheet]:
    """Cut the board into sheets that fit ``usable`` mm of width, along gaps between pits."""
    fits = usable - CUT_INSET - GLUE_TAB
    candidates = _join_candidates(layout)
    sheets: list[Sheet] = []
    start = 0.0
    while layout.width - start > fits + GLUE_TAB:
        good = [x for x in candidates if start < x <= start + fits]
        join = max(good) if good else start + fits
        sheets.append(Sheet(len(sheets) + 1, start, join, True))
        start = join
    sheets.append(Sheet(len(sheets) + 1, start, layout.width, False))
    return sheets


def draw_full_size(doc: PdfDocument, shape: BoardShape, *, title: str = "") -> None:
    """The full-size board on as many landscape sheets as it needs."""
    layout = full_layout(shape)
    doc.new_page(landscape=True)
    left, top, right, bottom = doc.content_box
    sheets = split_into_sheets(layout, right - left)
    pages = len(sheets)
    name = title or f"Full-size board: {shape.name}"
    for sheet in sheets:
        if sheet.number > 1:
            doc.new_page(landscape=True)
        _draw_sheet(doc, layout, sheet, pages, name, shape)


def _draw_sheet(doc: PdfDocument, layout: BoardLayout, sheet: Sheet, pages: int, name: str,
                shape: BoardShape) -> None:
    c = doc.colours
    left, top, right, bottom = doc.content_box
    doc.text(left, top + 6, f"{name}: sheet {sheet.number} of {pages}", size=14, bold=True)
    doc.text(left, top + 12, f"For {shape.games()}. Pits are 45 mm across; the whole board is "
                             f"{layout.width / 10:.0f} cm long.", size=10)
    if pages > 1:
        step = ("Cut along the dashed line at the left edge, then glue this sheet over the "
                "grey tab of the sheet before, so that the tick marks line up."
                if sheet.number > 1 else
                "Cut sheets 2 and up along their dashed lines and glue each one over the grey "
                "tab of the sheet before it.")
        doc.paragraph(left, top + 13.5, right - left - 80, step, size=10)
    _assembly_diagram(doc, layout, sheet, pages, right, top)

    # Where board coordinates land on this page.
    x0 = left + (CUT_INSET if sheet.number > 1 else 0.0)
    y0 = top + HEADER + (bottom - top - HEADER - layout.height) / 2
    width = sheet.end - sheet.start
    with doc.clipped(x0, y0, width, layout.height):
        draw_board(doc, layout, x0 - sheet.start, y0)

    by0, by1 = y0 + layout.board_y, y0 + layout.board_y + layout.board_h
    rows = sorted({p.cy for p in layout.pits})
    tick = 5.0
    if sheet.number > 1:
        # The cut line, with tick marks that continue the ones on the previous sheet's tab.
        doc.line(x0, y0 - 6, x0, y0 + layout.height + 6, colour=c["text"], width=0.4,
                 dash=(3.0, 2.0))
        doc.text(x0 + 2, y0 - 7, "cut", size=9, colour=c["muted"])
        for y in [by0, by1] + [y0 + r for r in rows]:
            doc.line(x0, y, x0 + tick, y, colour=c["text"], width=0.5)
    if sheet.tab:
        tx = x0 + width
        doc.rect(tx, by0, GLUE_TAB, by1 - by0, fill="#DDDDDD", stroke=c["muted"], width=0.3)
        doc.text(tx + GLUE_TAB / 2, by0 + (by1 - by0) / 2 - 2, "glue", size=10,
                 colour=c["text"], align="centre")
        doc.text(tx + GLUE_TAB / 2, by0 + (by1 - by0) / 2 + 3, f"sheet {sheet.number + 1}",
                 size=7, colour=c["text"], align="centre")
        # Tick marks across the join: the next sheet's cut edge goes on the line at tx.
        for y in [by0, by1] + [y0 + r for r in rows]:
            doc.line(tx - tick, y, tx + GLUE_TAB, y, colour=c["text"], width=0.5)
        doc.line(tx, by0 - 4, tx, by1 + 4, colour=c["text"], width=0.5)
        for y, sign in ((by0 - 4, -1), (by1 + 4, 1)):   # triangles pointing at the join line
            doc.polygon([(tx, y), (tx - 2, y + sign * 3), (tx + 2, y + sign * 3)],
                        fill=c["text"])


def _assembly_diagram(doc: PdfDocument, layout: BoardLayout, sheet: Sheet, pages: int,
                      right: float, top: float) -> None:
    """A small picture of the whole board with the sheets numbered; this one shaded."""
    c = doc.colours
    width = 70.0
    s = width / layout.width
    x = right - width
    y = top + 4
    h = layout.board_h * s
    bx = x + layout.board_x * s
    shapes = split_into_sheets(layout, doc.content_box[2] - doc.content_box[0])
    for other in shapes:
        sx0 = x + other.start * s
        sx1 = x + other.end * s
        doc.rect(sx0, y, sx1 - sx0, h, stroke=c["text"], width=0.3,
                 fill="#BBBBBB" if other.number == sheet.number else "#FFFFFF")
        doc.text((sx0 + sx1) / 2, y + h / 2 + 1.5, str(other.number), size=9, bold=True,
                 align="centre")
    doc.rect(bx, y, layout.board_w * s, h, stroke=c["board_edge"], width=0.4)
    doc.text(x, y + h + 4, "How the sheets fit together" if pages > 1 else "One sheet",
             size=7, colour=c["muted"])


# --- one-sheet boards -------------------------------------------------------------------------

def compact_layout(shape: BoardShape, width: float, height: float) -> BoardLayout:
    """The biggest board of this shape that fits ``width`` x ``height`` mm."""
    big = full_layout(shape)
    scale = min(1.0, width / big.width, height / big.height)
    return board_layout(shape.pits_per_side, pit_diameter=FULL_PIT * scale,
                        gap=FULL_GAP * scale, stores=shape.stores,
                        label_space=max(8.0, LABEL_SPACE * scale))


def draw_compact(doc: PdfDocument, shape: BoardShape) -> None:
    """A board on one landscape sheet, as big as fits."""
    doc.new_page(landscape=True)
    left, top, right, bottom = doc.content_box
    layout = compact_layout(shape, right - left, bottom - top - 20)
    doc.text(left, top + 6, f"Board: {shape.name}", size=14, bold=True)
    pit = 2 * layout.pits[0].r
    doc.text(left, top + 12, f"For {shape.games()}. One sheet; pits are {pit:.0f} mm across.",
             size=10)
    x0 = left + (right - left - layout.width) / 2
    y0 = top + 16 + (bottom - top - 16 - layout.height) / 2
    draw_board(doc, layout, x0, y0)


# --- egg-carton labels and paper seeds --------------------------------------------------------

def draw_egg_carton_labels(doc: PdfDocument) -> None:
    """Labels for seed 000's egg-carton board: 12 cup letters, 2 store labels, arrows.

    The labels sit where they go on the carton (from the board layout), so the sheet is also
    the picture of how to stick them on.
    """
    c = doc.colours
    doc.new_page(landscape=True)
    left, top, right, bottom = doc.content_box
    layout = board_layout(6, pit_diameter=28.0, gap=3.0, stores=True, label_space=6.0)
    doc.text(left, top + 6, "Egg-carton board: cup and store labels", size=14, bold=True)
    doc.text(left, top + 13, "Cut out each label along its dashed line and stick it on the "
                             "carton where this picture shows: South's cups A to F along the "
                             "side nearest South,", size=10)
    doc.text(left, top + 18, "North's cups G to L along the far side, and one store at each "
                             "end. Seeds always travel the way the arrows point "
                             "(counterclockwise).", size=10)
    x0 = left + (right - left - layout.width) / 2
    y0 = top + 28
    tag_h = 18.0
    for spot in layout.pits:
        w = 2 * spot.r
        x, y = x0 + spot.cx - spot.r, y0 + spot.cy - tag_h / 2
        doc.rect(x, y, w, tag_h, stroke=c["text"], width=0.3, dash=(1.5, 1.2))
        doc.text(x + w / 2, y + 11, spot.name, size=24, bold=True, align="centre")
        doc.text(x + w / 2, y + 16, "South" if spot.owner == 0 else "North", size=8,
                 colour=c["muted"], align="centre")
    for store in layout.stores:
        x, y = x0 + store.x, y0 + store.y + 8
        h = store.h - 16
        owner = "South's" if store.player == 0 else "North's"
        doc.rect(x, y, store.w, h, stroke=c["text"], width=0.3, dash=(1.5, 1.2))
        doc.text(x + store.w / 2, y + h / 2 - 1, owner, size=10, bold=True, align="centre")
        doc.text(x + store.w / 2, y + h / 2 + 4, "store", size=10, bold=True, align="centre")
    for a in layout.arrows:
        doc.arrow(x0 + a.x1, y0 + a.y1, x0 + a.x2, y0 + a.y2, width=0.6, head=3.0)
    # Spare arrows to stick along the carton's sides.
    y = y0 + layout.height + 12
    doc.text(left, y, "Arrows to stick along each side (cut them out too):", size=10)
    for i in range(4):
        ax = left + i * 62
        doc.rect(ax, y + 4, 56, 10, stroke=c["text"], width=0.3, dash=(1.5, 1.2))
        doc.arrow(ax + 6, y + 9, ax + 50, y + 9, width=1.0, head=4.0)


SEED_DIAMETER = 14.0


def draw_paper_seeds(doc: PdfDocument) -> None:
    """A sheet of round paper seeds to cut out, for families with no beans."""
    c = doc.colours
    doc.new_page()
    left, top, right, bottom = doc.content_box
    doc.text(left, top + 6, "Paper seeds to cut out", size=14, bold=True)
    doc.text(left, top + 12, "Kalah, Oware and Wari need 48 seeds; Lane's games need 72; "
                             "Giuthi needs 72 (6 in each of 12 pits).", size=10)
    doc.text(left, top + 17, "Print on card if you can. Each sheet has 140 seeds.", size=10)
    pitch = SEED_DIAMETER + 2.5
    cols = int((right - left) // pitch)
    rows = int((bottom - top - 24) // pitch)
    shown = 0
    for r in range(rows):
        for col in range(cols):
            if shown == 140:
                break
            cx = left + pitch / 2 + col * pitch
            cy = top + 24 + pitch / 2 + r * pitch
            doc.circle(cx, cy, SEED_DIAMETER / 2, stroke=c["seed"], fill=c["board"], width=0.4)
            doc.circle(cx - 1.5, cy - 1.5, 1.6, fill=c["pit"])   # a highlight, so it looks round
            shown += 1


# --- whole documents --------------------------------------------------------------------------

def _draw_compact_shapes(doc: PdfDocument, shape: BoardShape | None) -> None:
    for s in ([shape] if shape else all_shapes()):
        draw_compact(doc, s)


# kind -> (document title, how to draw it); picked from a dict, not an if/elif chain
BOARD_KINDS: dict[str, tuple[str, Callable[[PdfDocument, BoardShape | None], None]]] = {
    "full": ("Full-size mancala board",
             lambda doc, shape: draw_full_size(doc, shape or BoardShape(6))),
    "compact": ("Mancala boards on one sheet", _draw_compact_shapes),
    "egg-carton": ("Egg-carton mancala labels", lambda doc, _: draw_egg_carton_labels(doc)),
    "seeds": ("Paper mancala seeds", lambda doc, _: draw_paper_seeds(doc)),
}


def boards_pdf(target: str | IO[bytes], *, kind: str, paper: str = "a4",
               shape: BoardShape | None = None) -> int:
    """Write one board document; returns its page count.

    ``kind`` is ``full`` (one shape, cut into sheets), ``compact`` (one shape, or every shape
    from 5 to 10 pits with and without stores when ``shape`` is None), ``egg-carton`` or
    ``seeds``.
    """
    if kind not in BOARD_KINDS:
        raise InvalidOptionError(f"There is no board kind {kind!r}; choose one of: "
                                 + ", ".join(BOARD_KINDS) + ".")
    title, draw = BOARD_KINDS[kind]
    doc = PdfDocument(target, paper=paper, title=title)
    draw(doc, shape)
    doc.save()
    return doc.page_count


__all__ = ["BoardShape", "all_shapes", "boards_pdf", "draw_compact",
           "draw_egg_carton_labels", "draw_full_size", "draw_paper_seeds", "split_into_sheets"]
