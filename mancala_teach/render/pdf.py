"""The reportlab backend: boards and page furniture drawn from :mod:`mancala_teach.layout`.

A :class:`Painter` draws in millimetres with y running *down* from the top-left corner of a
region, as the layout does, onto any reportlab canvas: a whole page (the true-scale board
sheets, the calibration bars) or the box of one Platypus flowable (a board on a rule sheet).
Every mark drawn is recorded as a :class:`Mark` in page coordinates, so tests can prove that
nothing comes within :data:`EDGE` millimetres of the paper's edge, that no number sits on
hatching, and that a length printed on a page is the length drawn.

Pages themselves (text, page breaks, page numbers) belong to Platypus, in
:mod:`mancala_teach.printables.document`; this module only translates layouts into drawing
calls. The Bitstream Vera fonts that ship with reportlab are registered here and embedded, so a
page prints the same on any computer.
"""

from __future__ import annotations

import math
import os
from contextlib import contextmanager
from functools import lru_cache
from dataclasses import dataclass
from typing import Any, Iterator

try:
    from reportlab.lib.colors import Color, toColor
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
except ImportError as exc:   # an extra: the package itself (and Pyodide) runs without it
    from ..errors import MissingExtraError
    from ..i18n import _
    # TRANSLATORS: {command} is what to type to install it, kept as it is.
    raise MissingExtraError("Making PDFs", "reportlab", "print", _(
        "Making PDFs needs reportlab, which is not installed: {command} (or pip install "
        "reportlab).", command="pip install 'mancala-teach[print]'")) from exc

from ..i18n import _, pgettext
from ..layout import BoardLayout
from ..naming import seat_name
from .palette import palette as make_palette

# Paper sizes in millimetres, portrait (width, height).
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
# The calibration bars: 10 cm on A4 (metric countries), 4 inches on US Letter.
CALIBRATION: dict[str, tuple[float, str, float]] = {
    # paper: (length mm, words in English (calibration_words: in the language in use),
    # tick spacing mm)
    "a4": (100.0, "10 cm", 10.0),
    "letter": (101.6, "4 inches", 12.7),
}
EDGE = 10.0       # nothing may be drawn closer than this to the paper's edge
MARGIN = 12.0     # where content starts: the edge rule plus a little room for ink spread
BAR = 2.0         # the calibration bars' thickness
BAR_TICK = 1.5    # how far their ticks stick out

FONT = "MancalaVera"
FONT_BOLD = "MancalaVera-Bold"
PT_PER_MM = 72 / 25.4
ROW_STORE = 1.4      # a one-row board's store is this many pits wide: never pit-shaped
ARROW_WIDTH = 0.45   # mm (1.3 pt): sowing arrows are never hairlines


def register_fonts() -> None:
    """Register reportlab's own Vera TrueType fonts once; TTF fonts are embedded (subset)."""
    if FONT in pdfmetrics.getRegisteredFontNames():
        return
    import reportlab
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    pdfmetrics.registerFont(TTFont(FONT, os.path.join(folder, "Vera.ttf")))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, os.path.join(folder, "VeraBd.ttf")))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT,
                                  boldItalic=FONT_BOLD)


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Width of ``text`` in millimetres at ``size`` points."""
    register_fonts()
    return pdfmetrics.stringWidth(text, FONT_BOLD if bold else FONT, size) / PT_PER_MM


@dataclass(frozen=True)
class Mark:
    """The bounding box of one thing drawn on a page, in mm from the page's top-left corner.

    ``what`` says what it is ("text", "count" for a number in a pit, "hatch", "arrow",
    "board" for a board's outline, "bar" for a calibration bar ...); ``ends`` holds a line's two
    end points, for tests that need the line itself rather than its box.
    """
    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    what: str
    size: float = 0.0    # type size in points, for text
    text: str = ""
    ends: tuple[float, float, float, float] | None = None

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0


class Painter:
    """Draws in millimetres, y down, into a region of a reportlab canvas.

    ``height`` is the region's height in mm (its top edge is at canvas y = ``height`` mm in the
    canvas's current coordinates); ``offset`` is where the region's top-left corner sits on the
    page, so the marks are recorded in page coordinates. With ``canvas=None`` nothing is drawn
    and only the marks are recorded: a dry run that measures a drawing before it is placed.
    """

    def __init__(self, canvas: Any, *, height: float, colours: dict[str, str] | None = None,
                 offset: tuple[float, float] = (0.0, 0.0), page: int = 0,
                 marks: list[Mark] | None = None) -> None:
        register_fonts()
        self.canvas = canvas
        self.height = height
        self.colours = make_palette(colours)
        self.offset = offset
        self.page = page
        self.marks: list[Mark] = [] if marks is None else marks
        self._clips: list[tuple[float, float, float, float]] = []

    # --- recording ----------------------------------------------------------------------------

    def mark(self, x0: float, y0: float, x1: float, y1: float, what: str, size: float = 0.0,
             text: str = "", ends: tuple[float, float, float, float] | None = None) -> None:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        for cx0, cy0, cx1, cy1 in self._clips:
            x0, y0, x1, y1 = max(x0, cx0), max(y0, cy0), min(x1, cx1), min(y1, cy1)
        if x1 < x0 or y1 < y0:
            return  # clipped away entirely
        ox, oy = self.offset
        if ends is not None:
            ends = (ends[0] + ox, ends[1] + oy, ends[2] + ox, ends[3] + oy)
        self.marks.append(Mark(self.page, x0 + ox, y0 + oy, x1 + ox, y1 + oy, what, size,
                               text, ends))

    @contextmanager
    def clipped(self, x: float, y: float, w: float, h: float) -> Iterator[None]:
        """Draw only inside the rectangle (used to cut a big board into sheets)."""
        c = self.canvas
        if c is not None:
            c.saveState()
            path = c.beginPath()
            path.rect(x * mm, self._y(y + h), w * mm, h * mm)
            c.clipPath(path, stroke=0, fill=0)
        self._clips.append((x, y, x + w, y + h))
        try:
            yield
        finally:
            self._clips.pop()
            if c is not None:
                c.restoreState()

    # --- primitives (mm, y down) --------------------------------------------------------------

    def _y(self, y: float) -> float:
        return (self.height - y) * mm

    def _style(self, stroke: str | None, fill: str | None, width: float,
               dash: tuple[float, ...] | None) -> None:
        c = self.canvas
        if stroke:
            c.setStrokeColor(_colour(stroke))
        if fill:
            c.setFillColor(_colour(fill))
        c.setLineWidth(width * mm)
        c.setDash([d * mm for d in dash] if dash else [])

    def line(self, x1: float, y1: float, x2: float, y2: float, *, colour: str | None = None,
             width: float = 0.3, dash: tuple[float, ...] | None = None,
             what: str = "line") -> None:
        if self.canvas is not None:
            self._style(colour or self.colours["text"], None, width, dash)
            self.canvas.line(x1 * mm, self._y(y1), x2 * mm, self._y(y2))
        pad = width / 2
        self.mark(min(x1, x2) - pad, min(y1, y2) - pad, max(x1, x2) + pad, max(y1, y2) + pad,
                  what, size=width * PT_PER_MM, ends=(x1, y1, x2, y2))

    def rect(self, x: float, y: float, w: float, h: float, *, stroke: str | None = None,
             fill: str | None = None, width: float = 0.3, radius: float = 0.0,
             dash: tuple[float, ...] | None = None, what: str = "rect") -> None:
        if self.canvas is not None:
            self._style(stroke, fill, width, dash)
            args = (x * mm, self._y(y + h), w * mm, h * mm)
            if radius:
                self.canvas.roundRect(*args, radius * mm, stroke=int(stroke is not None),
                                      fill=int(fill is not None))
            else:
                self.canvas.rect(*args, stroke=int(stroke is not None),
                                 fill=int(fill is not None))
        pad = width / 2 if stroke else 0
        self.mark(x - pad, y - pad, x + w + pad, y + h + pad, what)

    def circle(self, cx: float, cy: float, r: float, *, stroke: str | None = None,
               fill: str | None = None, width: float = 0.3,
               dash: tuple[float, ...] | None = None, what: str = "circle") -> None:
        if self.canvas is not None:
            self._style(stroke, fill, width, dash)
            self.canvas.circle(cx * mm, self._y(cy), r * mm, stroke=int(stroke is not None),
                               fill=int(fill is not None))
        pad = width / 2 if stroke else 0
        self.mark(cx - r - pad, cy - r - pad, cx + r + pad, cy + r + pad, what)

    def polygon(self, points: list[tuple[float, float]], *, fill: str | None = None,
                stroke: str | None = None, width: float = 0.3, what: str = "polygon") -> None:
        if self.canvas is not None:
            self._style(stroke, fill, width, None)
            path = self.canvas.beginPath()
            path.moveTo(points[0][0] * mm, self._y(points[0][1]))
            for x, y in points[1:]:
                path.lineTo(x * mm, self._y(y))
            path.close()
            self.canvas.drawPath(path, stroke=int(stroke is not None),
                                 fill=int(fill is not None))
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        self.mark(min(xs), min(ys), max(xs), max(ys), what)

    def arrow(self, x1: float, y1: float, x2: float, y2: float, *, colour: str | None = None,
              width: float = ARROW_WIDTH, head: float = 3.0) -> None:
        """A straight arrow with a filled head at (x2, y2)."""
        colour = colour or self.colours["arrow"]
        angle = math.atan2(y2 - y1, x2 - x1)
        bx, by = x2 - head * math.cos(angle), y2 - head * math.sin(angle)
        self.line(x1, y1, bx, by, colour=colour, width=width, what="arrow")
        nx, ny = -math.sin(angle) * head * 0.45, math.cos(angle) * head * 0.45
        self.polygon([(x2, y2), (bx + nx, by + ny), (bx - nx, by - ny)], fill=colour,
                     what="arrow")

    def text(self, x: float, y: float, text: str, *, size: float = 12, bold: bool = False,
             colour: str | None = None, align: str = "left", what: str = "text",
             angle: float = 0.0) -> float:
        """Draw one line with its baseline at ``y``; returns its width in mm.

        ``angle`` turns the line counterclockwise about (x, y) (90: reading upwards).
        """
        w = text_width(text, size, bold=bold)
        left = x - w if align == "right" else x - w / 2 if align == "centre" else x
        c = self.canvas
        if c is not None:
            c.setFillColor(_colour(colour or self.colours["text"]))
            c.setFont(FONT_BOLD if bold else FONT, size)
            if angle:
                c.saveState()
                c.translate(x * mm, self._y(y))
                c.rotate(angle)
                c.drawString((left - x) * mm, 0, text)
                c.restoreState()
            else:
                c.drawString(left * mm, self._y(y), text)
        em = size / PT_PER_MM
        if angle == 90:
            self.mark(x - 0.78 * em, y - (left - x) - w, x + 0.24 * em, y - (left - x), what,
                      size, text)
        else:
            self.mark(left, y - 0.78 * em, left + w, y + 0.24 * em, what, size, text)
        return w

    def flowable(self, x: float, y: float, width: float, item: Any) -> float:
        """Draw a Platypus flowable (a Paragraph) with its top-left at (x, y); returns its
        height in mm. Used for wrapped text on the true-scale sheets."""
        _, h = item.wrap(width * mm, 10_000)
        if self.canvas is not None:
            item.drawOn(self.canvas, x * mm, self._y(y) - h)
        self.mark(x, y, x + width, y + h / mm, "text",
                  size=getattr(getattr(item, "style", None), "fontSize", 0.0),
                  text=getattr(item, "text", ""))
        return h / mm


@lru_cache(maxsize=None)
def _colour(text: str) -> Color:
    """A colour parsed once (reportlab would parse the same "#RRGGBB" for every mark)."""
    return toColor(text)


# --- page furniture: the calibration bars ------------------------------------------------------

def calibration_words(paper: str) -> str:
    """A calibration bar's length in words, in the language in use ("10 cm", "4 inches")."""
    if paper == "letter":
        return pgettext("calibration bar", "4 inches")
    return pgettext("calibration bar", "10 cm")


def calibration_corner(paper: str) -> tuple[float, float]:
    """Where the bars meet, from the page's bottom-left corner: (x, height above the bottom).

    The bar across runs right from here; the bar down (when there is one) runs up.
    """
    return MARGIN + BAR_TICK, MARGIN + BAR_TICK


def calibration_bars(p: Painter, paper: str, page_w: float, page_h: float, *,
                     down: bool) -> None:
    """A bar of exactly 10 cm (A4) or 4 in (Letter) across the foot of the page, with ticks,
    and, with ``down``, a second one up the left margin from the same corner, so a printer
    that stretched one direction only is caught too."""
    length, _words, tick = CALIBRATION[paper]
    words = calibration_words(paper)
    ink = p.colours["text"]
    x0, up = calibration_corner(paper)
    y0 = page_h - up                     # the corner, y down
    p.rect(x0, y0 - BAR, length, BAR, fill=ink, what="bar-across")
    steps = round(length / tick)
    for i in range(steps + 1):
        p.line(x0 + i * tick, y0 - BAR - BAR_TICK, x0 + i * tick, y0, colour=ink, width=0.3)
    if down:
        p.rect(x0, y0 - length, BAR, length, fill=ink, what="bar-down")
        for i in range(steps + 1):
            p.line(x0, y0 - i * tick, x0 + BAR + BAR_TICK, y0 - i * tick, colour=ink,
                   width=0.3)
        # TRANSLATORS: under the calibration bars; {length} is "10 cm" or "4 inches".
        say = _("Print at 100%: each bar = {length}.", length=words)
    else:
        say = _("Print at 100%: this bar = {length}.", length=words)
    p.text(x0 + length + 3, y0 - 0.2, say, size=9, colour=ink)


# --- boards -----------------------------------------------------------------------------------

HIGHLIGHTS = ("picked_up", "last_seed", "captured")


def draw_board(p: Painter, layout: BoardLayout, dx: float = 0.0, dy: float = 0.0, *,
               pits: tuple[int | None, ...] | None = None,
               stores: tuple[int | None, int | None] | None = None,
               highlight: dict[int, str] | None = None,
               store_highlight: dict[int, str] | None = None,
               letters: bool = True, store_labels: bool = True, arrows: bool = True,
               direction: int = 1, letters_inside: bool = False,
               rows: tuple[int, ...] | None = None,
               count_size: float | None = None, label_size: float | None = None,
               store_label_size: float | None = None, dots_up_to: int = 0,
               window: tuple[float, float, float, float] | None = None) -> None:
    """Draw ``layout`` with its top-left corner at (``dx``, ``dy``) mm.

    ``pits`` and ``stores`` are counts to write in the pits (``None`` for a blank to fill in,
    leave them out for an empty DIY board). ``highlight`` maps a pit index to one of
    :data:`HIGHLIGHTS`; each highlight has its own outline style as well as its colour, so it
    reads in black and white too, and no number is ever drawn over hatching. ``direction`` -1
    turns the sowing arrows clockwise (a Giuthi move sown the other way). ``rows`` picks the
    players whose pits and store are drawn (Tchoukaillon puzzles use South's row and store);
    by default every row. A square (four-sided) board is drawn whole.
    ``dots_up_to`` draws counts from 1 to that many as dots in the pattern of a dice, instead
    of numerals, for children who still count objects (an empty pit is then left empty).
    ``store_label_size`` sets the stores' names (by default a quiet 8 pt or more); a name too
    wide for the room beside its store goes on two lines ("North's" over "store").
    ``window`` (x0, y0, x1, y1, in the painter's coordinates) is the part of the board shown
    when the board is cut into sheets: a sowing arrow that leaves it gets a head where it
    leaves, so no sheet carries a bare line that reads as a cut or a fold.
    """
    colours = p.colours
    every = tuple(range(layout.sides))
    rows = every if rows is None else rows
    whole = rows == every
    highlight = highlight or {}
    store_highlight = store_highlight or {}
    d = 2 * layout.pits[0].r
    count_size = count_size or max(9.0, d * 0.9)
    label_size = label_size or max(9.0, min(22.0, d * 0.45))
    thin = max(0.25, d * 0.012)

    if whole:
        p.rect(dx + layout.board_x, dy + layout.board_y, layout.board_w, layout.board_h,
               stroke=colours["board_edge"], fill=colours["board"], width=thin * 2,
               radius=min(8.0, d * 0.2), what="board")
    else:
        # One row: a board just around that row's pits and store.
        spots = [s for s in layout.pits if s.owner in rows]
        store_spots = [s for s in layout.stores if s.player in rows]
        x0 = min([s.cx - s.r for s in spots] + [s.x for s in store_spots])
        x1 = max([s.cx + s.r for s in spots] + [s.x + max(s.w, d * ROW_STORE)
                                                for s in store_spots])
        cy = spots[0].cy
        gap = d * 0.14
        p.rect(dx + x0 - gap, dy + cy - spots[0].r - gap, x1 - x0 + 2 * gap, d + 2 * gap,
               stroke=colours["board_edge"], fill=colours["board"], width=thin * 2,
               radius=min(8.0, d * 0.2), what="board")

    row_top = None
    if not whole:
        row_top = min(s.cy - s.r for s in layout.pits if s.owner in rows)
    for spot in layout.stores:
        if spot.player not in rows:
            continue
        x, y, w, h = spot.x + dx, spot.y + dy, spot.w, spot.h
        if row_top is not None:     # one row: the store is as tall as a pit
            y, h = row_top + dy, d
        kind = store_highlight.get(spot.player)
        corner = min(w / 2, d * 0.45)
        if row_top is not None:
            # a pit-tall store would be round like a pit, and a child counts it as one: on
            # one row it is a square-cornered box, wider than a pit
            corner = d * 0.12
            w = max(w, d * ROW_STORE)
        p.rect(x, y, w, h, stroke=colours["pit_edge"], fill=colours["store"], width=thin,
               radius=corner, what="store")
        if kind == "store_grew":   # a double outline, so it shows without colour
            p.rect(x + 1.2, y + 1.2, w - 2.4, h - 2.4, stroke=colours["store_grew"],
                   width=thin * 2, radius=max(0.1, corner - 1.2))
        if stores is not None:
            _count(p, x + w / 2, y + h / 2, stores[spot.player], count_size,
                   dots_up_to=dots_up_to, room=min(w, h) / 2)
        if store_labels:
            owner = seat_name(spot.player, layout.sides)
            name = store_name(owner)
            # on the square board the seat names say whose row and store is whose: bigger
            # and in full ink, not the two-player board's quiet grey
            seat = layout.sides != 2
            name_size = max(9.0, label_size * 0.75) if seat else max(8.0, label_size * 0.6)
            if store_label_size:
                name_size = store_label_size
            if seat:
                # A corner store's name sits in line with the pit letters beside it: on a
                # small square board only the player's name leaves room for them.
                room = w / 2 + (layout.pits[1].cx - layout.pits[0].cx
                                if len(layout.pits) > 1 else d) - d / 2 \
                    - label_size / PT_PER_MM * 0.5 - 1.0
                if text_width(name, name_size, bold=True) / 2 > room:
                    name = owner
            if row_top is not None:
                ly = y + h + label_size / PT_PER_MM * 1.2
            else:
                ly = spot.label_y + dy + label_size / PT_PER_MM * 0.35
            lines = [name]
            # (a name at the default size goes on two lines only where one would touch a
            # letter: the one-line names of today's English diagrams stay as they are)
            if not seat and _store_names_crowded(
                    layout, rows, name_size, label_size, d if row_top is not None
                    else 0.0, space=1.5 if store_label_size else 0.5):
                lines = store_name_lines(owner)    # "North's" over "store", on both stores
            for i, line in enumerate(lines):
                p.text(x + w / 2, ly + i * name_size / PT_PER_MM * 1.15, line,
                       size=name_size, bold=seat,
                       colour=colours["text"] if seat else colours["muted"], align="centre",
                       what="label")

    for spot in layout.pits:
        if spot.owner not in rows:
            continue
        cx, cy = spot.cx + dx, spot.cy + dy
        kind = highlight.get(spot.pit)
        p.circle(cx, cy, spot.r, stroke=colours["pit_edge"], fill=colours["pit"], width=thin,
                 what="pit")
        number = pits[spot.pit] if pits is not None else None
        if kind == "captured":     # hatched round the edge, so it shows without colour
            hole = _count_radius(number, count_size) if pits is not None else 0.0
            _hatch(p, cx, cy, spot.r * 0.92, colours["captured"], thin, hole=hole)
            p.circle(cx, cy, spot.r, stroke=colours["captured"], width=thin * 3)
        elif kind == "picked_up":  # dashed outline
            p.circle(cx, cy, spot.r - thin * 2, stroke=colours["picked_up"], width=thin * 3.5,
                     dash=(d * 0.08, d * 0.05))
        elif kind == "last_seed":  # thick solid outline
            p.circle(cx, cy, spot.r - thin * 2, stroke=colours["last_seed"], width=thin * 5)
        if pits is not None:
            _count(p, cx, cy, number, count_size, dots_up_to=dots_up_to, room=spot.r)
        if letters_inside:
            p.text(cx, cy + spot.r * 0.75, spot.name, size=label_size * 0.8,
                   colour=colours["muted"], align="centre", what="label")
        if letters:
            ly = spot.label_y + dy + label_size / PT_PER_MM * 0.35
            if row_top is not None:
                ly = cy + spot.r + label_size / PT_PER_MM * 1.2
            # beside the pit, outside the board: under or over it, or to its side on the
            # square board's side rows (label_x is the pit's own x on the other rows)
            p.text(spot.label_x + dx, ly, spot.name, size=label_size, bold=True, align="centre",
                   what="label")

    if arrows and whole:
        for x1, y1, x2, y2, head in arrow_segments(layout, direction):
            width = max(ARROW_WIDTH, d * 0.012)
            p.arrow(x1 + dx, y1 + dy, x2 + dx, y2 + dy, width=width, head=head)
            if window is not None:
                _head_where_it_leaves(p, (x1 + dx, y1 + dy, x2 + dx, y2 + dy), window, head)


def store_name(player: str) -> str:
    """A store's label on a drawn board, in the language in use: "North's store"."""
    # TRANSLATORS: a store's label on a drawn board; {player} is a seat (North) or a name.
    return pgettext("label", "{player}'s store", player=player)


def store_name_lines(player: str) -> list[str]:
    """The same label on two lines (["North's", "store"]), where one would crowd a letter."""
    # TRANSLATORS: a store's label on two lines (one \n), split where your language breaks
    # it best: "grenier\nde {player}".
    return pgettext("label, two lines", "{player}'s\nstore", player=player).split("\n")


def arrow_segments(layout: BoardLayout, direction: int = 1
                   ) -> list[tuple[float, float, float, float, float]]:
    """The sowing arrows as drawn: (x1, y1, x2, y2, head length), in layout coordinates."""
    d = 2 * layout.pits[0].r
    out = []
    if layout.sides != 2:
        # A square board: each row's arrow runs in the open band inside the row, first pit
        # to last, so it has room for a head of its own at the end.
        head = max(2.2, d * 0.16)
        return [(a.x1, a.y1, a.x2, a.y2, head) for a in layout.arrows]
    # Two arrows share the narrow band between the rows. Their heads sit in the gaps
    # between the end columns, where no pit comes near, so they can be big; each arrow
    # starts after the other's head, so every end of the band holds one head only.
    row = sorted((s for s in layout.pits if s.owner == 0), key=lambda s: s.cx)
    pitch = row[1].cx - row[0].cx if len(row) > 1 else d
    head = min(max(2.2, d * 0.16), pitch * 0.45)
    for a in layout.arrows:
        x1, y1, x2, y2 = a.x1, a.y1, a.x2, a.y2
        if direction == -1:
            x1, x2 = x2, x1
        way = 1 if x2 > x1 else -1
        tip, tail = x2 - way * pitch / 2, x1 + way * (pitch / 2 + head * 1.2)
        if (tip - tail) * way < head * 2:          # too few pits: centre to centre
            tip, tail = x2, x1
        out.append((tail, y1, tip, y2, head))
    return out


def _head_where_it_leaves(p: Painter, ends: tuple[float, float, float, float],
                          window: tuple[float, float, float, float], head: float) -> None:
    """A second head on an arrow whose tip lies outside ``window``, just inside the edge
    where it leaves, when enough of its shaft shows for a head to read as one."""
    x1, y1, x2, y2 = ends
    wx0, wy0, wx1, wy1 = window
    lo, hi = 0.0, 1.0                     # the part of the arrow inside, as fractions
    for start, change, low, high in ((x1, x2 - x1, wx0, wx1), (y1, y2 - y1, wy0, wy1)):
        if change == 0:
            if not low <= start <= high:
                return
            continue
        a, b = (low - start) / change, (high - start) / change
        lo, hi = max(lo, min(a, b)), min(hi, max(a, b))
    length = math.hypot(x2 - x1, y2 - y1)
    if hi >= 1.0 or hi <= lo or (hi - lo) * length < head * 2.5:
        return
    inset = 1.0 / length                  # the tip 1 mm inside the edge
    tip = hi - inset
    tx, ty = x1 + (x2 - x1) * tip, y1 + (y2 - y1) * tip
    angle = math.atan2(y2 - y1, x2 - x1)
    bx, by = tx - head * math.cos(angle), ty - head * math.sin(angle)
    nx, ny = -math.sin(angle) * head * 0.45, math.cos(angle) * head * 0.45
    p.polygon([(tx, ty), (bx + nx, by + ny), (bx - nx, by - ny)],
              fill=p.colours["arrow"], what="arrow")


def _store_names_crowded(layout: BoardLayout, rows: tuple[int, ...], name_size: float,
                         label_size: float, row_pit: float, space: float = 1.5) -> bool:
    """Whether a two-player board's store names, on one line under their stores, would come
    within ``space`` mm (1.5: a space) of the pit letter beside them, so close they read as
    one (then both go on two lines). ``row_pit`` is
    the pit size of a one-row board, whose store is drawn wider (:data:`ROW_STORE`)."""
    letters = [s for s in layout.pits if s.owner in rows]
    for store in (s for s in layout.stores if s.player in rows):
        centre = store.x + max(store.w, row_pit * ROW_STORE) / 2
        half = text_width(store_name(seat_name(store.player)), name_size) / 2
        nearest = min(letters, key=lambda s: abs(s.label_x - centre))
        gap = abs(nearest.label_x - centre) - text_width(nearest.name, label_size,
                                                          bold=True) / 2
        if half > gap - space:
            return True
    return False


def _count_radius(value: int | None, size: float) -> float:
    """The radius of the clear disc a pit's number (or blank) needs, in mm."""
    em = size / PT_PER_MM
    half_w = text_width(str(value) if value is not None else "00", size, bold=True) / 2
    return math.hypot(half_w, 0.5 * em) + 0.6


# Where the dots of a dice face sit, in units of a third of the room's radius.
DICE: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def _count(p: Painter, cx: float, cy: float, value: int | None, size: float, *,
           dots_up_to: int = 0, room: float = 0.0) -> None:
    em = size / PT_PER_MM
    if dots_up_to > 0 and value is not None and value <= min(dots_up_to, max(DICE)) and room:
        step = room * 0.4
        for i, j in DICE.get(value, ()):
            p.circle(cx + i * step, cy + j * step, room * 0.14, fill=p.colours["text"],
                     what="dot")
        return
    if value is None:        # a blank for the child to fill in
        p.line(cx - em * 0.45, cy + em * 0.35, cx + em * 0.45, cy + em * 0.35,
               colour=p.colours["muted"], width=0.3, what="blank")
        return
    p.text(cx, cy + em * 0.35, str(value), size=size, bold=True, align="centre", what="count")


def _hatch(p: Painter, cx: float, cy: float, r: float, colour: str, width: float, *,
           hole: float = 0.0) -> None:
    """Diagonal hatching inside a circle, leaving a clear disc of radius ``hole`` in the middle
    for the pit's number (text is never drawn over hatching)."""
    step = max(1.2, r / 4)
    ux, uy = math.cos(math.pi / 4), math.sin(math.pi / 4)
    k = -r
    while k <= r + 1e-9:
        # the chord of the line at distance k from the centre, minus the clear disc
        half = math.sqrt(max(0.0, r * r - k * k))
        inner = math.sqrt(hole * hole - k * k) if abs(k) < hole else 0.0
        px, py = cx - k * uy, cy + k * ux
        pieces = [(-half, half)] if inner == 0.0 else [(-half, -inner), (inner, half)]
        for a, b in pieces:
            if b - a > 0.2:
                p.line(px + ux * a, py + uy * a, px + ux * b, py + uy * b, colour=colour,
                       width=width, what="hatch")
        k += step


__all__ = ["CALIBRATION", "EDGE", "FONT", "FONT_BOLD", "MARGIN", "Mark", "PAPERS", "Painter",
           "arrow_segments",
           "calibration_bars", "calibration_words", "draw_board", "register_fonts",
           "store_name", "store_name_lines", "text_width"]
