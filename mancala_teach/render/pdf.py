"""The reportlab backend: PDF pages for printables, drawn from :mod:`mancala_teach.layout`.

Everything here works in millimetres with y running *down* from the top-left corner of the
paper, as the layout does; :class:`PdfDocument` flips y for reportlab. Every page gets a
calibration bar ("print at 100%"), and every mark drawn is recorded in :attr:`PdfDocument.marks`
so tests can prove that nothing comes within :data:`EDGE` millimetres of the paper's edge.

Files are reproducible: ``invariant=1`` fixes the dates and ids reportlab would otherwise vary,
and the Bitstream Vera fonts that ship with reportlab are embedded, so a page prints the same
on any computer.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Iterator

try:
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas as rl_canvas
except ImportError as exc:   # an extra: the package itself (and Pyodide) runs without it
    from ..errors import MissingExtraError
    raise MissingExtraError("Making PDFs", "reportlab", "print") from exc

from ..layout import BoardLayout
from ..naming import PLAYER_NAMES
from .palette import palette as make_palette

# Paper sizes in millimetres, portrait (width, height).
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
# The calibration bar: 10 cm on A4 (metric countries), 4 inches on US Letter.
CALIBRATION: dict[str, tuple[float, str, float, str]] = {
    # paper: (length mm, words, tick spacing mm, tick unit)
    "a4": (100.0, "10 cm", 10.0, "cm"),
    "letter": (101.6, "4 inches", 12.7, "half inch"),
}
EDGE = 10.0       # nothing may be drawn closer than this to the paper's edge
MARGIN = 12.0     # where content starts: the edge rule plus a little room for ink spread
FOOTER = 16.0     # height kept free at the bottom for the calibration bar

FONT = "MancalaVera"
FONT_BOLD = "MancalaVera-Bold"
_PT_PER_MM = 72 / 25.4


def _register_fonts() -> None:
    """Register reportlab's own Vera TrueType fonts once; TTF fonts are embedded (subset)."""
    if FONT in pdfmetrics.getRegisteredFontNames():
        return
    import reportlab
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    pdfmetrics.registerFont(TTFont(FONT, os.path.join(folder, "Vera.ttf")))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, os.path.join(folder, "VeraBd.ttf")))


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Width of ``text`` in millimetres at ``size`` points."""
    _register_fonts()
    return pdfmetrics.stringWidth(text, FONT_BOLD if bold else FONT, size) / _PT_PER_MM


def wrap(text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` mm (left-aligned, ragged right)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and text_width(trial, size, bold=bold) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def line_height(size: float) -> float:
    """Baseline-to-baseline distance in mm for ``size`` points of type."""
    return size * 1.3 / _PT_PER_MM


@dataclass(frozen=True)
class Mark:
    """The bounding box of one thing drawn on a page, in mm from the top-left corner."""
    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    what: str
    size: float = 0.0    # type size in points, for text


class PdfDocument:
    """A PDF being drawn: pages of a given paper size, in millimetres, y down.

    ``target`` is a path or a binary stream (tests draw into ``BytesIO``). Call
    :meth:`new_page` before drawing and :meth:`save` at the end.
    """

    def __init__(self, target: str | os.PathLike | IO[bytes], *, paper: str = "a4",
                 title: str = "mancala-teach", colours: dict[str, str] | None = None) -> None:
        if paper not in PAPERS:
            raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
        _register_fonts()
        self.paper = paper
        self.colours = make_palette(colours)
        self.title = title
        self.page_w, self.page_h = PAPERS[paper]
        self.canvas = rl_canvas.Canvas(target if not isinstance(target, os.PathLike)
                                       else os.fspath(target), pagesize=(self.page_w * mm,
                                                                         self.page_h * mm),
                                       invariant=1, pageCompression=1,
                                       # or reportlab puts unembedded Helvetica on each page
                                       initialFontName=FONT, initialFontSize=12)
        self.canvas.setTitle(title)
        self.canvas.setAuthor("mancala-teach")
        self.canvas.setCreator("mancala-teach")
        self.canvas.setSubject("Print at 100% (actual size)")
        # Ask viewers not to shrink the page to fit: the board must come out at real size.
        self.canvas.setViewerPreference("PrintScaling", "None")
        self.marks: list[Mark] = []
        self.page_count = 0
        self._clips: list[tuple[float, float, float, float]] = []
        self._open = False

    # --- pages --------------------------------------------------------------------------------

    def new_page(self, *, landscape: bool = False) -> None:
        """Finish the current page (if any) and start a new one."""
        if self._open:
            self._end_page()
        w, h = PAPERS[self.paper]
        self.page_w, self.page_h = (h, w) if landscape else (w, h)
        self.canvas.setPageSize((self.page_w * mm, self.page_h * mm))
        self.page_count += 1
        self._open = True
        self.calibration_bar()

    def _end_page(self) -> None:
        self.canvas.showPage()
        self._open = False

    def save(self) -> None:
        if self._open:
            self._end_page()
        self.canvas.save()

    @property
    def content_box(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the area free for content on this page."""
        return MARGIN, MARGIN, self.page_w - MARGIN, self.page_h - MARGIN - FOOTER

    # --- recording what is drawn --------------------------------------------------------------

    def _mark(self, x0: float, y0: float, x1: float, y1: float, what: str,
              size: float = 0.0) -> None:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        for cx0, cy0, cx1, cy1 in self._clips:
            x0, y0, x1, y1 = max(x0, cx0), max(y0, cy0), min(x1, cx1), min(y1, cy1)
        if x1 < x0 or y1 < y0:
            return  # clipped away entirely
        self.marks.append(Mark(self.page_count, x0, y0, x1, y1, what, size))

    @contextmanager
    def clipped(self, x: float, y: float, w: float, h: float) -> Iterator[None]:
        """Draw only inside the rectangle (used to cut a big board into sheets)."""
        c = self.canvas
        c.saveState()
        path = c.beginPath()
        path.rect(x * mm, (self.page_h - y - h) * mm, w * mm, h * mm)
        c.clipPath(path, stroke=0, fill=0)
        self._clips.append((x, y, x + w, y + h))
        try:
            yield
        finally:
            self._clips.pop()
            c.restoreState()

    # --- primitives (mm, y down) --------------------------------------------------------------

    def _y(self, y: float) -> float:
        return (self.page_h - y) * mm

    def _style(self, stroke: str | None, fill: str | None, width: float,
               dash: tuple[float, ...] | None) -> None:
        c = self.canvas
        if stroke:
            c.setStrokeColor(stroke)
        if fill:
            c.setFillColor(fill)
        c.setLineWidth(width * mm)
        c.setDash([d * mm for d in dash] if dash else [])

    def line(self, x1: float, y1: float, x2: float, y2: float, *, colour: str | None = None,
             width: float = 0.3, dash: tuple[float, ...] | None = None) -> None:
        self._style(colour or self.colours["text"], None, width, dash)
        self.canvas.line(x1 * mm, self._y(y1), x2 * mm, self._y(y2))
        pad = width / 2
        self._mark(min(x1, x2) - pad, min(y1, y2) - pad, max(x1, x2) + pad, max(y1, y2) + pad,
                   "line")

    def rect(self, x: float, y: float, w: float, h: float, *, stroke: str | None = None,
             fill: str | None = None, width: float = 0.3, radius: float = 0.0,
             dash: tuple[float, ...] | None = None) -> None:
        self._style(stroke, fill, width, dash)
        args = (x * mm, self._y(y + h), w * mm, h * mm)
        if radius:
            self.canvas.roundRect(*args, radius * mm, stroke=int(stroke is not None),
                                  fill=int(fill is not None))
        else:
            self.canvas.rect(*args, stroke=int(stroke is not None), fill=int(fill is not None))
        pad = width / 2 if stroke else 0
        self._mark(x - pad, y - pad, x + w + pad, y + h + pad, "rect")

    def circle(self, cx: float, cy: float, r: float, *, stroke: str | None = None,
               fill: str | None = None, width: float = 0.3,
               dash: tuple[float, ...] | None = None) -> None:
        self._style(stroke, fill, width, dash)
        self.canvas.circle(cx * mm, self._y(cy), r * mm, stroke=int(stroke is not None),
                           fill=int(fill is not None))
        pad = width / 2 if stroke else 0
        self._mark(cx - r - pad, cy - r - pad, cx + r + pad, cy + r + pad, "circle")

    def polygon(self, points: list[tuple[float, float]], *, fill: str | None = None,
                stroke: str | None = None, width: float = 0.3) -> None:
        self._style(stroke, fill, width, None)
        path = self.canvas.beginPath()
        path.moveTo(points[0][0] * mm, self._y(points[0][1]))
        for x, y in points[1:]:
            path.lineTo(x * mm, self._y(y))
        path.close()
        self.canvas.drawPath(path, stroke=int(stroke is not None), fill=int(fill is not None))
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        self._mark(min(xs), min(ys), max(xs), max(ys), "polygon")

    def arrow(self, x1: float, y1: float, x2: float, y2: float, *, colour: str | None = None,
              width: float = 0.5, head: float = 3.0) -> None:
        """A straight arrow with a filled head at (x2, y2)."""
        import math
        colour = colour or self.colours["arrow"]
        angle = math.atan2(y2 - y1, x2 - x1)
        bx, by = x2 - head * math.cos(angle), y2 - head * math.sin(angle)
        self.line(x1, y1, bx, by, colour=colour, width=width)
        nx, ny = -math.sin(angle) * head * 0.45, math.cos(angle) * head * 0.45
        self.polygon([(x2, y2), (bx + nx, by + ny), (bx - nx, by - ny)], fill=colour)

    def text(self, x: float, y: float, text: str, *, size: float = 12, bold: bool = False,
             colour: str | None = None, align: str = "left", what: str = "text") -> float:
        """Draw one line with its baseline at ``y``; returns its width in mm.

        ``what`` names the kind of text in :attr:`marks` ("body" for reading text, which
        must be 12 pt or more).
        """
        c = self.canvas
        font = FONT_BOLD if bold else FONT
        c.setFillColor(colour or self.colours["text"])
        c.setFont(font, size)
        w = text_width(text, size, bold=bold)
        left = x - w if align == "right" else x - w / 2 if align == "centre" else x
        c.drawString(left * mm, self._y(y), text)
        em = size / _PT_PER_MM
        self._mark(left, y - 0.78 * em, left + w, y + 0.24 * em, what, size)
        return w

    def paragraph(self, x: float, y: float, width: float, text: str, *, size: float = 12,
                  bold: bool = False, colour: str | None = None) -> float:
        """Wrapped left-aligned text whose first baseline sits one line below ``y``.

        Returns the y just below the last line.
        """
        lh = line_height(size)
        for line in wrap(text, size, width, bold=bold):
            y += lh
            if line:
                self.text(x, y - lh * 0.25, line, size=size, bold=bold, colour=colour)
        return y

    # --- furniture on every page --------------------------------------------------------------

    def calibration_bar(self) -> None:
        """A bar of exactly 10 cm (A4) or 4 in (Letter) with ticks, and what to check."""
        length, words, tick, unit = CALIBRATION[self.paper]
        x = MARGIN
        y = self.page_h - MARGIN - 4.0
        ink = self.colours["text"]
        self.rect(x, y, length, 2.0, fill=ink)
        steps = round(length / tick)
        for i in range(steps + 1):
            self.line(x + i * tick, y - 1.5, x + i * tick, y + 2.0, colour=ink, width=0.3)
        self.text(x + length + 3, y + 2.0, f"Print at 100%: this bar = {words}.", size=9,
                  colour=ink)

    def footer(self, text: str) -> None:
        """A small line above the calibration bar (a sheet id, a page's purpose)."""
        self.text(self.page_w - MARGIN, self.page_h - MARGIN - 9.5, text, size=8,
                  colour=self.colours["muted"], align="right")


# --- boards -----------------------------------------------------------------------------------

HIGHLIGHTS = ("picked_up", "last_seed", "captured")


def draw_board(doc: PdfDocument, layout: BoardLayout, dx: float = 0.0, dy: float = 0.0, *,
               pits: tuple[int | None, ...] | None = None,
               stores: tuple[int | None, int | None] | None = None,
               highlight: dict[int, str] | None = None,
               store_highlight: dict[int, str] | None = None,
               letters: bool = True, store_labels: bool = True, arrows: bool = True,
               letters_inside: bool = False, rows: tuple[int, ...] = (0, 1),
               count_size: float | None = None, label_size: float | None = None) -> None:
    """Draw ``layout`` with its top-left corner at (``dx``, ``dy``) mm.

    ``pits`` and ``stores`` are counts to write in the pits (``None`` for a blank to fill in,
    leave them out for an empty DIY board). ``highlight`` maps a pit index to one of
    :data:`HIGHLIGHTS`; each highlight has its own outline style as well as its colour, so it
    reads in black and white too. ``rows`` picks the players whose pits and store are drawn
    (Tchoukaillon puzzles use South's row and store only).
    """
    colours = doc.colours
    highlight = highlight or {}
    store_highlight = store_highlight or {}
    d = 2 * layout.pits[0].r
    count_size = count_size or max(9.0, d * 0.9)
    label_size = label_size or max(9.0, min(22.0, d * 0.45))
    thin = max(0.25, d * 0.012)

    if rows == (0, 1):
        doc.rect(dx + layout.board_x, dy + layout.board_y, layout.board_w, layout.board_h,
                 stroke=colours["board_edge"], fill=colours["board"], width=thin * 2,
                 radius=min(8.0, d * 0.2))
    else:
        # One row: a board just around that row's pits and store.
        spots = [p for p in layout.pits if p.owner in rows]
        store_spots = [s for s in layout.stores if s.player in rows]
        x0 = min([p.cx - p.r for p in spots] + [s.x for s in store_spots])
        x1 = max([p.cx + p.r for p in spots] + [s.x + s.w for s in store_spots])
        cy = spots[0].cy
        gap = d * 0.14
        doc.rect(dx + x0 - gap, dy + cy - spots[0].r - gap, x1 - x0 + 2 * gap, d + 2 * gap,
                 stroke=colours["board_edge"], fill=colours["board"], width=thin * 2,
                 radius=min(8.0, d * 0.2))

    row_top = None
    if rows != (0, 1):
        row_top = min(p.cy - p.r for p in layout.pits if p.owner in rows)
    for spot in layout.stores:
        if spot.player not in rows:
            continue
        x, y, w, h = spot.x + dx, spot.y + dy, spot.w, spot.h
        if row_top is not None:     # one row: the store is as tall as a pit
            y, h = row_top + dy, d
        kind = store_highlight.get(spot.player)
        corner = min(w / 2, d * 0.45)
        doc.rect(x, y, w, h, stroke=colours["pit_edge"], fill=colours["store"], width=thin,
                 radius=corner)
        if kind == "store_grew":   # a double outline, so it shows without colour
            doc.rect(x + 1.2, y + 1.2, w - 2.4, h - 2.4, stroke=colours["store_grew"],
                     width=thin * 2, radius=max(0.1, corner - 1.2))
        if stores is not None:
            _count(doc, x + w / 2, y + h / 2, stores[spot.player], count_size)
        if store_labels:
            name = f"{PLAYER_NAMES[spot.player]}'s store"
            if row_top is not None:
                ly = y + h + label_size / _PT_PER_MM * 1.2
            else:
                ly = spot.label_y + dy + label_size / _PT_PER_MM * 0.35
            doc.text(x + w / 2, ly, name, size=max(8.0, label_size * 0.6),
                     colour=colours["muted"], align="centre")

    for spot in layout.pits:
        if spot.owner not in rows:
            continue
        cx, cy = spot.cx + dx, spot.cy + dy
        kind = highlight.get(spot.pit)
        doc.circle(cx, cy, spot.r, stroke=colours["pit_edge"], fill=colours["pit"], width=thin)
        if kind == "captured":     # hatched, so it shows without colour
            _hatch(doc, cx, cy, spot.r * 0.92, colours["captured"], thin)
            doc.circle(cx, cy, spot.r, stroke=colours["captured"], width=thin * 3)
        elif kind == "picked_up":  # dashed outline
            doc.circle(cx, cy, spot.r - thin * 2, stroke=colours["picked_up"], width=thin * 3.5,
                       dash=(d * 0.08, d * 0.05))
        elif kind == "last_seed":  # thick solid outline
            doc.circle(cx, cy, spot.r - thin * 2, stroke=colours["last_seed"], width=thin * 5)
        if pits is not None:
            _count(doc, cx, cy, pits[spot.pit], count_size)
        if letters_inside:
            doc.text(cx, cy + spot.r * 0.75, spot.name, size=label_size * 0.8,
                     colour=colours["muted"], align="centre")
        if letters:
            ly = spot.label_y + dy + label_size / _PT_PER_MM * 0.35
            if row_top is not None:
                ly = cy + spot.r + label_size / _PT_PER_MM * 1.2
            doc.text(cx, ly, spot.name, size=label_size, bold=True, align="centre")

    if arrows and rows == (0, 1):
        for a in layout.arrows:
            doc.arrow(a.x1 + dx, a.y1 + dy, a.x2 + dx, a.y2 + dy, width=max(0.3, d * 0.01),
                      head=max(1.5, d * 0.07))


def _count(doc: PdfDocument, cx: float, cy: float, value: int | None, size: float) -> None:
    if value is None:        # a blank for the child to fill in
        doc.line(cx - size / _PT_PER_MM * 0.45, cy + size / _PT_PER_MM * 0.35,
                 cx + size / _PT_PER_MM * 0.45, cy + size / _PT_PER_MM * 0.35,
                 colour=doc.colours["muted"], width=0.3)
        return
    doc.text(cx, cy + size / _PT_PER_MM * 0.35, str(value), size=size, bold=True,
             align="centre")


def _hatch(doc: PdfDocument, cx: float, cy: float, r: float, colour: str, width: float) -> None:
    """Diagonal hatching inside a circle."""
    import math
    step = max(1.2, r / 4)
    k = -r
    while k <= r:
        # the chord of the line x - y = k*sqrt(2) through the circle
        half = math.sqrt(max(0.0, r * r - k * k))
        ux, uy = math.cos(math.pi / 4), math.sin(math.pi / 4)
        px, py = cx + k * -uy, cy + k * ux
        doc.line(px - ux * half, py - uy * half, px + ux * half, py + uy * half,
                 colour=colour, width=width)
        k += step
