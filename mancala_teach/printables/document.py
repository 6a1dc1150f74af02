"""Pages laid out by reportlab Platypus: the document template every printable uses.

A printable is a list of :class:`Part` s (a rule sheet, one worksheet of a class set, a board
and its instructions); each part is a list of Platypus flowables and always starts on a new
page. The :class:`Document` template owns the page furniture: the calibration bars, a small
footer (a sheet id), and "page 2 of 4" on every part that runs to more than one page. Page
numbers need the page count before the last page is drawn, so documents are built with
``multiBuild``: the first pass counts each part's pages, the second draws them.

While laying out, the template records what tests need to read back: every mark drawn by a
:class:`~mancala_teach.render.pdf.Painter` (:attr:`Document.marks`), where each figure started
and ended (:attr:`Document.figures`, so a test can prove that no figure crosses a page
break), and how full each page is (:attr:`Document.fill`).

Files are reproducible: reportlab's invariant mode fixes the dates and ids it would otherwise
vary, and only embedded TrueType fonts are used.
"""

from __future__ import annotations

import copy
import os
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import IO, Any, Callable, Iterator

from ..i18n import SOURCE_LANGUAGE, _, check_language, current_language, pgettext, use_language
from ..render.pdf import (BAR, BAR_TICK, FONT, FONT_BOLD, MARGIN, PAPERS, Mark, Painter,
                          calibration_bars, calibration_corner, register_fonts)
# render.pdf says which extra to install when reportlab is missing; it is imported first.
from reportlab.lib.enums import TA_LEFT  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (BaseDocTemplate, Flowable, Frame, FrameBreak,  # noqa: E402
                                KeepTogether, NextPageTemplate, PageBreak, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)
from reportlab.platypus.doctemplate import _FrameBreak  # noqa: E402

from ..render.palette import palette as make_palette

LEADING = 1.4           # line spacing: at least 1.4 on every page children read
BARS = ("none", "across", "both")
FOOT_WITH_BARS = 15.0   # mm kept at the foot of a page for the calibration bar and footer
FOOT_PLAIN = 6.0        # mm kept for the footer alone


# --- how far a document has got (the site's progress bar) --------------------------------------

_PROGRESS: ContextVar[Callable[[float], None] | None] = ContextVar("mancala_teach_drawing",
                                                                   default=None)


@contextmanager
def drawing_progress(progress: Callable[[float], None]) -> Iterator[None]:
    """Documents made inside this block tell ``progress(fraction)`` how far they have got."""
    token = _PROGRESS.set(progress)
    try:
        yield
    finally:
        _PROGRESS.reset(token)


class _Passes:
    """reportlab's ``(kind, value)`` progress as one fraction: the layout pass, which only
    measures, takes about a third of the time of the pass that draws."""

    SPANS = {1: (0.0, 0.3), 2: (0.3, 0.97)}

    def __init__(self, progress: Callable[[float], None]) -> None:
        self.progress = progress
        self.passes = 1
        self.size = 1

    def __call__(self, kind: str, value: int) -> None:
        if kind == "PASS":
            self.passes = value
        elif kind == "SIZE_EST":
            self.size = max(1, value)
        elif kind == "PROGRESS":
            low, high = self.SPANS.get(self.passes, (0.97, 0.99))
            self.progress(low + (high - low) * min(1.0, value / self.size))


# --- type --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TypeSizes:
    """Type sizes in points. Reading text is 12 pt or more; large print 16 pt or more."""
    title: float = 20.0
    heading: float = 14.0
    body: float = 12.0
    count: float = 13.0      # the numbers in the pits of a drawn board
    pit: float = 12.5        # a drawn board's pit diameter in mm


REGULAR = TypeSizes()
LARGE = TypeSizes(title=26.0, heading=19.0, body=16.0, count=18.0, pit=16.5)


class Styles:
    """Paragraph styles for one set of sizes: left-aligned, never justified, 1.4 leading."""

    def __init__(self, sizes: TypeSizes) -> None:
        register_fonts()
        self.sizes = sizes

        def style(name: str, size: float, *, bold: bool = False, before: float = 0.0,
                  after: float = 0.0, leading: float = LEADING, **extra: Any) -> ParagraphStyle:
            return ParagraphStyle(name, fontName=FONT_BOLD if bold else FONT, fontSize=size,
                                  leading=size * leading, alignment=TA_LEFT,
                                  spaceBefore=before, spaceAfter=after, **extra)

        s = sizes
        # Headings are one short line: their leading only sets the space round them.
        self.title = style("title", s.title, bold=True, after=s.body * 0.2, leading=1.25)
        self.heading = style("heading", s.heading, bold=True, before=s.body * 0.35,
                             after=s.body * 0.05, leading=1.25)
        self.body = style("body", s.body, after=s.body * 0.12)
        self.bold = style("bold", s.body, bold=True, after=s.body * 0.12)
        self.bullet = style("bullet", s.body, leftIndent=s.body * 1.1,
                            bulletIndent=s.body * 0.15, after=s.body * 0.12,
                            bulletFontName=FONT)
        self.note = style("note", s.body, textColor="#333333", after=s.body * 0.12)

    def para(self, text: str, style: ParagraphStyle | None = None) -> Paragraph:
        return Paragraph(escape(text), style or self.body)

    def lead(self, lead: str, text: str, style: ParagraphStyle | None = None) -> Paragraph:
        """A paragraph that starts with a few words in bold (a run-in heading)."""
        return Paragraph(f"<b>{escape(lead)}</b> {escape(text)}", style or self.body)

    def bullets(self, items: list[str] | tuple[str, ...]) -> list[Paragraph]:
        return [Paragraph(escape(item), self.bullet, bulletText="\u2022") for item in items]

    def numbered(self, items: list[str] | tuple[str, ...]) -> list[Paragraph]:
        return [Paragraph(escape(item), self.bullet, bulletText=f"{i}.")
                for i, item in enumerate(items, 1)]


def escape(text: str) -> str:
    """Plain text for a Paragraph (which reads a little XML): &, < and > escaped."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --- markers the template reads while laying out -----------------------------------------------

class _Marker(Flowable):
    """A flowable of no size that tells the document where it landed."""

    _ZEROSIZE = True

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return 0.0, 0.0

    def _where(self) -> tuple[Document, int, float]:
        doc: Document = self.canv._doctemplate
        _, y = self.canv.absolutePosition(0, 0)
        return doc, self.canv.getPageNumber(), doc.page_h - y / mm


class PartStart(_Marker):
    """The first flowable of every part: page numbers and the footer follow it."""

    def __init__(self, part: Part) -> None:
        super().__init__()
        self.part = part

    def draw(self) -> None:
        doc, page, _ = self._where()
        doc.part_started(self.part, page)


class FigureStart(_Marker):
    """The top of a figure; see :func:`figure`. It carries the space before the figure's first
    flowable, so that reportlab's fit test for the group counts that space too."""

    def __init__(self, name: str, space_before: float = 0.0) -> None:
        super().__init__()
        self.name = name
        self.space_before = space_before

    def getSpaceBefore(self) -> float:
        return self.space_before

    def draw(self) -> None:
        doc, page, y = self._where()
        doc.figure_started(self.name, page, y)


class FigureEnd(_Marker):
    """The bottom of a figure. A marker pushed alone to the top of the next page (by the
    space after the figure's last line) is not where the figure ended, and is ignored."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def draw(self) -> None:
        frame = getattr(self, "_frame", None)
        if frame is not None and frame._atTop:
            return
        doc, page, y = self._where()
        doc._figure_part_done(self.name, page, y)


class Figure(KeepTogether):
    """A :func:`figure`: kept together, and moved to the next page when the document asks
    (to give a part's last page more than a third of a page)."""

    def __init__(self, name: str, flowables: list[Flowable]) -> None:
        super().__init__(flowables)
        self.name = name

    def split(self, aW: float, aH: float) -> list[Flowable]:
        parts = super().split(aW, aH)
        doc = getattr(getattr(self, "canv", None), "_doctemplate", None)
        frame = getattr(self, "_frame", None)
        if (doc is not None and self.name in getattr(doc, "breaks", ()) and frame is not None
                and not frame._atTop and not isinstance(parts[0], _FrameBreak)):
            parts.insert(0, self.FrameBreak())
        return parts


def figure(name: str, flowables: list[Flowable]) -> Figure:
    """Flowables that must stay on one page (an example and its diagram, a puzzle and its
    board). The document records the page and height where the figure starts, and the page
    where each of its flowables ends, so a test can see any figure that crosses a page break.
    """
    for f in flowables:
        f._figure_name = name
    first = flowables[0]
    space = first.getSpaceBefore()
    if space and isinstance(first, Paragraph):
        first.style = copy.copy(first.style)
        first.style.spaceBefore = 0
    elif space and hasattr(first, "spaceBefore"):
        first.spaceBefore = 0
    else:
        space = 0.0
    group = Figure(name, [FigureStart(name, space), *flowables, FigureEnd(name)])
    group._figure_name = name
    return group


@dataclass(frozen=True)
class FigureBox:
    name: str
    first_page: int
    top: float          # mm from the top of the first page
    last_page: int
    bottom: float       # mm from the top of the last page

    @property
    def split(self) -> bool:
        return self.first_page != self.last_page


def height(flowables: list[Flowable], width: float) -> float:
    """How tall ``flowables`` stand in a frame ``width`` mm wide, in mm."""
    total = 0.0
    for f in flowables:
        if isinstance(f, KeepTogether):         # a figure: what it keeps together
            total += height(f._content, width) * mm
            continue
        total += f.wrap(width * mm, 10_000)[1] + f.getSpaceBefore() + f.getSpaceAfter()
    return total / mm


def pages_needed(flowables: list[Flowable], width: float, room: float) -> int:
    """How many pages ``flowables`` fill, frames ``width`` x ``room`` mm, none of them split
    (a figure, or a line kept whole): an estimate that stays on the safe side."""
    pages, used = 1, 0.0
    for f in flowables:
        h = height([f], width)
        if used and used + h > room * 0.97:
            pages, used = pages + 1, 0.0
        used += h
    return pages


# --- drawings as flowables ---------------------------------------------------------------------

class Drawing(Flowable):
    """A drawing made with a :class:`Painter` as a flowable of a fixed size.

    ``draw`` is called with a painter whose (0, 0) is the flowable's top-left corner, in mm,
    y down. A dry run measures the drawing when ``size`` is not given, so the flowable is
    exactly as big as what it draws (``pad`` mm added on every side).
    """

    def __init__(self, draw: Callable[[Painter], None], *, size: tuple[float, float] | None = None,
                 pad: float = 0.0, align: str = "LEFT", name: str = "drawing") -> None:
        super().__init__()
        self._draw = draw
        self.hAlign = align
        self.name = name
        if size is None:
            dry = Painter(None, height=0.0)
            draw(dry)
            x0 = min(m.x0 for m in dry.marks)
            y0 = min(m.y0 for m in dry.marks)
            x1 = max(m.x1 for m in dry.marks)
            y1 = max(m.y1 for m in dry.marks)
            self.origin = (x0 - pad, y0 - pad)
            size = (x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)
        else:
            self.origin = (0.0, 0.0)
        self.size = size
        self.width, self.height = size[0] * mm, size[1] * mm

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        doc: Document = self.canv._doctemplate
        if doc.counting:
            return   # the first pass only counts pages: what is drawn is thrown away
        ax, ay = self.canv.absolutePosition(0, 0)
        top = doc.page_h - ay / mm - self.size[1]
        ox, oy = self.origin
        painter = Painter(self.canv, height=self.size[1] + oy, colours=doc.colours,
                          offset=(ax / mm - ox, top - oy), page=self.canv.getPageNumber(),
                          marks=doc.marks)
        self.canv.saveState()
        self.canv.translate(-ox * mm, 0)
        self._draw(painter)
        self.canv.restoreState()


class WholePage(Flowable):
    """A page drawn by hand in page coordinates (the true-scale board sheets), mm, y down.

    It takes the whole frame, so it always has a page of its own; ``draw`` gets a painter for
    the page and the content box (left, top, right, bottom) left free by the furniture.
    """

    def __init__(self, draw: Callable[[Painter, tuple[float, float, float, float]], None]) -> None:
        super().__init__()
        self._draw = draw

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self._avail = (aw, ah)
        return aw, ah - 0.01

    def draw(self) -> None:
        doc: Document = self.canv._doctemplate
        if doc.counting:
            return
        ax, ay = self.canv.absolutePosition(0, 0)
        frame = doc.frame
        box = (frame._x1 / mm, doc.page_h - frame._y2 / mm, frame._x2 / mm,
               doc.page_h - frame._y1 / mm)
        self.canv.saveState()
        self.canv.translate(-ax, -ay)   # back to page coordinates
        painter = Painter(self.canv, height=doc.page_h, colours=doc.colours,
                          page=self.canv.getPageNumber(), marks=doc.marks)
        self._draw(painter, box)
        self.canv.restoreState()


def boxed(flowables: list[Flowable], *, width: float, pad: float = 3.0,
          border: str = "#1A1A1A", split: bool = False) -> Table:
    """Flowables in a framed box ``width`` mm wide (a table of one cell). With ``split``,
    each flowable is a row of its own, so a long box may go on over a page break (framed on
    both pages) instead of leaving the page before it empty."""
    rows = [[f] for f in flowables] if split else [[flowables]]
    table = Table(rows, colWidths=[width * mm])
    table.setStyle(TableStyle([
        ("BOX", (0, 0), (-1, -1), 0.8, border), ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("LEFTPADDING", (0, 0), (-1, -1), pad * mm), ("RIGHTPADDING", (0, 0), (-1, -1), pad * mm),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        ("TOPPADDING", (0, 0), (-1, 0), pad * mm * 0.6),
        ("BOTTOMPADDING", (0, -1), (-1, -1), pad * mm * 0.6),
        ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    table.hAlign = "LEFT"
    return table


def side_by_side(cells: list[list[Flowable] | Flowable], widths: list[float], *,
                 gap: float = 4.0, valign: str = "TOP") -> Table:
    """Columns of flowables next to each other, ``widths`` in mm."""
    table = Table([cells], colWidths=[w * mm for w in widths])
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), gap * mm),
        ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        ("VALIGN", (0, 0), (-1, -1), valign)]))
    table.hAlign = "LEFT"
    return table


# --- the document ------------------------------------------------------------------------------

@dataclass
class Part:
    """A run of pages that belongs together: a rule sheet, one worksheet of a class set.

    ``bars`` is the calibration furniture: ``none`` (a child's worksheet), ``across`` (one bar:
    print at 100% so the type keeps its size) or ``both`` (a bar across and one down, on every
    board page, where a printer that stretches one direction spoils the board). ``footer`` is a
    small line at the foot of every page (a sheet id).
    """
    key: str
    flowables: list[Flowable]
    bars: str = "across"
    landscape: bool = False
    footer: str = ""
    halves: bool = False     # two frames, top and bottom half, with a cut line between
    min_fill: float = 1 / 3  # a page after the first is filled at least this much, if it can be

    def __post_init__(self) -> None:
        if self.bars not in BARS:
            raise ValueError(f"bars must be one of {BARS}, not {self.bars!r}")

    @property
    def template(self) -> str:
        return template_name(self.landscape, self.bars, self.halves)


def template_name(landscape: bool, bars: str, halves: bool = False) -> str:
    return f"{'landscape' if landscape else 'portrait'}-{bars}{'-halves' if halves else ''}"


HALF_GAP = 12.0   # mm between the two halves of a "halves" page (the cut line is in it)


class _PageCount(Flowable):
    """Makes ``multiBuild`` lay the story out until it settles, then draw it once.

    Layout passes draw nothing; they count each part's pages and, where a part's last page
    would be less than a third full, move a figure from the page before onto it. The last
    pass draws, with every page number known."""

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self._before: dict[str, int] | None = None

    def isIndexing(self) -> int:
        return 1

    def beforeBuild(self) -> None:
        self._before = dict(self.doc.counts) if self.doc.counts else None
        self.doc.counting = not self.doc.settled

    def afterBuild(self) -> None:
        self.doc.finish_pass()

    def isSatisfied(self) -> int:
        return int(not self.doc.counting and self._before == self.doc.counts)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return 0.0, 0.0

    def draw(self) -> None:
        pass


class Document(BaseDocTemplate):
    """A PDF of one or more :class:`Part` s on A4 or Letter (portrait or landscape pages).

    ``language`` (None: the language in use when it is made) is the language of its page
    furniture ("page 2 of 4") and, unless it is English, the PDF's /Lang for screen readers
    (English PDFs keep the bytes they always had)."""

    def __init__(self, target: str | os.PathLike | IO[bytes], *, paper: str = "a4",
                 title: str = "mancala-teach", colours: dict[str, str] | None = None,
                 language: str | None = None) -> None:
        if paper not in PAPERS:
            raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
        register_fonts()
        self.language = check_language(language) if language else current_language()
        lang = {} if self.language == SOURCE_LANGUAGE else {"lang": self.language}
        self.paper = paper
        self.colours = make_palette(colours)
        w, h = PAPERS[paper]
        super().__init__(os.fspath(target) if isinstance(target, os.PathLike) else target,
                         pagesize=(w * mm, h * mm), invariant=1, pageCompression=1,
                         initialFontName=FONT, initialFontSize=12, title=title,
                         author="mancala-teach", creator="mancala-teach",
                         subject=_("Print at 100% (actual size)"), showBoundary=0,
                         leftMargin=MARGIN * mm, rightMargin=MARGIN * mm,
                         topMargin=MARGIN * mm, bottomMargin=MARGIN * mm, **lang)
        self.addPageTemplates([self._template(landscape, bars, halves)
                               for landscape in (False, True) for bars in BARS
                               for halves in (False, True)])
        self.marks: list[Mark] = []
        self.figures: dict[str, FigureBox] = {}
        self.fill: dict[int, float] = {}
        self.counts: dict[str, int] = {}
        self.part_pages: dict[str, tuple[int, int]] = {}   # key -> (first page, page count)
        self._starts: list[tuple[str, int]] = []
        self._parts: dict[str, Part] = {}
        self.counting = False     # True in layout passes, which draw nothing
        self.settled = False      # True once the layout no longer changes
        self.breaks: set[str] = set()   # figures that start a new page (see _balance)
        self._moves: dict[str, list[str]] = {}
        self._frozen: set[str] = set()
        self._previous: dict[str, int] = {}
        self._frame_h: dict[int, float] = {}
        self._layouts = 0
        self._current: Part | None = None
        self._figure_tops: dict[str, tuple[int, float]] = {}
        hook = _PROGRESS.get()
        if hook is not None:
            self.setProgressCallBack(_Passes(hook))

    # --- geometry -----------------------------------------------------------------------------

    @staticmethod
    def content_box(paper: str, landscape: bool, bars: str) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) in mm of the area free for content on such a page."""
        w, h = PAPERS[paper]
        if landscape:
            w, h = h, w
        left = MARGIN
        if bars == "both":
            left = calibration_corner(paper)[0] + BAR + BAR_TICK + 3.0
        foot = FOOT_WITH_BARS if bars != "none" else FOOT_PLAIN
        return left, MARGIN, w - MARGIN, h - MARGIN - foot

    @property
    def page_h(self) -> float:
        return self.canv._pagesize[1] / mm

    @property
    def page_w(self) -> float:
        return self.canv._pagesize[0] / mm

    def _template(self, landscape: bool, bars: str, halves: bool) -> PageTemplate:
        w, h = PAPERS[self.paper]
        if landscape:
            w, h = h, w
        left, top, right, bottom = self.content_box(self.paper, landscape, bars)
        if halves:
            half = (bottom - top - HALF_GAP) / 2
            boxes = [(top, top + half), (bottom - half, bottom)]
        else:
            boxes = [(top, bottom)]
        frames = [Frame(left * mm, (h - b) * mm, (right - left) * mm, (b - t) * mm,
                        leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0,
                        id=f"content{i}") for i, (t, b) in enumerate(boxes)]
        return PageTemplate(id=template_name(landscape, bars, halves), frames=frames,
                            pagesize=(w * mm, h * mm),
                            onPageEnd=lambda canvas, doc, bars=bars, halves=halves:
                            doc._furniture(canvas, bars, halves))

    @classmethod
    def frame_size(cls, paper: str, landscape: bool, bars: str,
                   halves: bool = False) -> tuple[float, float]:
        """(width, height) in mm of one frame of such a page."""
        left, top, right, bottom = cls.content_box(paper, landscape, bars)
        height = bottom - top
        return right - left, (height - HALF_GAP) / 2 if halves else height

    # --- building -----------------------------------------------------------------------------

    def render(self, parts: list[Part]) -> Document:
        """Lay out ``parts`` (each from a new page) and write the PDF; returns self."""
        if not parts:
            raise ValueError("a document needs at least one part")
        self._parts = {p.key: p for p in parts}
        if len(self._parts) != len(parts):
            raise ValueError("part keys must differ")
        first = parts[0].template
        self.pageTemplates.sort(key=lambda t: t.id != first)
        story: list[Flowable] = [_PageCount(self)]
        for i, part in enumerate(parts):
            if i:
                story += [NextPageTemplate(part.template), PageBreak()]
            story += [PartStart(part), *part.flowables]
        self.multiBuild(story)
        return self

    @property
    def page_count(self) -> int:
        return sum(self.counts.values())

    def beforeDocument(self) -> None:
        self.canv.setViewerPreference("PrintScaling", "None")   # the board must be real size
        self.marks.clear()
        self.figures.clear()
        self.fill.clear()
        self._starts = []
        self._current = None
        self._figure_tops = {}

    def part_started(self, part: Part, page: int) -> None:
        self._starts.append((part.key, page))
        self._current = part

    MIN_FILL = 1 / 3       # no page of a part less full than this, where it can be helped
    MAX_LAYOUTS = 12

    def finish_pass(self) -> None:
        """Count each part's pages; after a layout pass, decide whether to lay out again."""
        last = self.canv.getPageNumber() - 1 if self.canv else 0
        counts, pages = {}, {}
        for i, (key, start) in enumerate(self._starts):
            end = self._starts[i + 1][1] - 1 if i + 1 < len(self._starts) else last
            counts[key] = end - start + 1
            pages[key] = (start, end - start + 1)
        self.counts = counts
        self.part_pages = pages
        if self.counting:
            self._layouts += 1
            moved = self._balance()
            self.settled = not moved or self._layouts >= self.MAX_LAYOUTS

    def _balance(self) -> bool:
        """Give a page of a part (after its first) that is less than a third full a figure
        from the page before: the lowest one that starts there (not one at its very top).
        One move a part a pass; a move that made the part longer is undone, and that part is
        left as it is."""
        changed = False
        for key, (start, count) in self.part_pages.items():
            moves = self._moves.setdefault(key, [])
            if moves and count > self._previous.get(key, count):
                self.breaks.discard(moves.pop())
                self._frozen.add(key)
                changed = True
                continue
            if key in self._frozen:
                continue
            least = self._parts[key].min_fill if key in self._parts else self.MIN_FILL
            for page in range(start + 1, start + count):
                if self.fill.get(page, 0.0) >= least:
                    continue
                name = self._figures_to_move(page, least)
                if name is not None:
                    self.breaks.add(name)
                    moves.append(name)
                    changed = True
                break               # the pages after this one shift: look again next pass
        self._previous = dict(self.counts)
        return changed

    def _figures_to_move(self, page: int, least: float = MIN_FILL) -> str | None:
        """The figure to start a new page with, so that ``page`` gets at least ``least`` full
        (a third, unless the part asks for more): the last few figures that start on the
        page before, as few as will do and no more than ``page`` can take."""
        height = self._frame_h.get(page, 250.0)
        have = self.fill.get(page, 0.0) * height
        before = sorted((f for f in self.figures.values()
                         if f.first_page == page - 1 and f.last_page == page - 1
                         and f.name not in self.breaks), key=lambda f: f.top)
        moving = 0.0
        for i in range(len(before) - 1, -1, -1):
            f = before[i]
            if f.top <= MARGIN + 1.0:
                return None          # it starts the page: moving it would move the whole page
            moving = before[-1].bottom - f.top
            if have + moving > height * 0.97:
                return None          # the page would overflow: leave it
            if have + moving >= height * least:
                return f.name
        return None

    def figure_started(self, name: str, page: int, y: float) -> None:
        if name in self._figure_tops:
            raise ValueError(f"two figures are called {name!r}")
        self._figure_tops[name] = (page, y)

    def _figure_part_done(self, name: str, page: int, y: float) -> None:
        first, top = self._figure_tops[name]
        known = self.figures.get(name)
        if known is not None and (known.last_page, known.bottom) > (page, y):
            return
        self.figures[name] = FigureBox(name, first, top, page, y)

    def afterFlowable(self, flowable: Flowable) -> None:
        frame = getattr(self, "frame", None)
        if frame is None:
            return
        used = (frame._y2 - frame._y) / (frame._y2 - frame._y1p)
        page = self.canv.getPageNumber()
        self.fill[page] = max(self.fill.get(page, 0.0), min(1.0, used))
        self._frame_h[page] = (frame._y2 - frame._y1p) / mm
        name = getattr(flowable, "_figure_name", None)
        if name is not None and name in self._figure_tops:
            bottom = self.page_h - (frame._y + flowable.getSpaceAfter()) / mm
            self._figure_part_done(name, page, bottom)

    # --- furniture ----------------------------------------------------------------------------

    def _furniture(self, canvas: Any, bars: str, halves: bool = False) -> None:
        if self.counting:
            return
        with use_language(self.language):       # reportlab draws it, in the document's words
            self._draw_furniture(canvas, bars, halves)

    def _draw_furniture(self, canvas: Any, bars: str, halves: bool) -> None:
        w, h = canvas._pagesize[0] / mm, canvas._pagesize[1] / mm
        page = canvas.getPageNumber()
        p = Painter(canvas, height=h, colours=self.colours, page=page, marks=self.marks)
        if halves:
            left, top, right, bottom = self.content_box(self.paper, w > h, bars)
            y = (top + bottom) / 2
            p.line(left, y, right, y, colour=self.colours["muted"], width=0.3,
                   dash=(2.0, 1.5), what="cut line")
            p.text(left, y - 1.2, pgettext("label", "cut"), size=8,
                   colour=self.colours["muted"])
        if bars != "none":
            calibration_bars(p, self.paper, w, h, down=bars == "both")
        part = self._current
        words = []
        if part is not None:
            if part.footer:
                words.append(part.footer)
            start_page = dict(self._starts).get(part.key, page)
            total = self.counts.get(part.key, 0)
            if total > 1:
                words.append(_("page {page} of {pages}", page=page - start_page + 1,
                               pages=total))
        if words:
            # above the bar's words when there is a bar, else on the bottom line
            y = h - MARGIN - (9.0 if bars != "none" else 1.0)
            p.text(w - MARGIN, y, "  \u00b7  ".join(words), size=9,
                   colour=self.colours["muted"], align="right", what="footer")


def build(target: str | os.PathLike | IO[bytes], parts: list[Part], *, paper: str = "a4",
          title: str = "mancala-teach") -> Document:
    """Lay out and write ``parts`` as one PDF; the finished :class:`Document` is returned."""
    return Document(target, paper=paper, title=title).render(parts)


# Platypus names the other printables use, imported from here so that a missing reportlab
# is reported once, with the extra to install.
__all__ = ["Document", "Drawing", "FigureBox", "Flowable", "FrameBreak", "KeepTogether",
           "LARGE", "NextPageTemplate", "PageBreak", "Part", "REGULAR", "Spacer", "Styles",
           "TypeSizes", "WholePage", "boxed", "build", "escape", "figure", "height", "mm",
           "pages_needed",
           "side_by_side", "template_name"]
