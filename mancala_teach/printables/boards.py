"""DIY boards: a full-size board cut into sheets, one-sheet boards, egg-carton labels, seeds.

Every board is drawn from :func:`mancala_teach.layout.board_layout`, the same geometry the
notebooks' SVG boards use, so pit letters and positions match everywhere.

The full-size board has pits 45 mm across (as in seed 003's printed board). It starts with a
page of instructions (what you need, how to cut and glue, which sheet goes where, the finished
board drawn small), laid out by Platypus like every other page; the sheets themselves are
drawn by hand on the canvas, because there exact placement is the point. The board is cut
into sheets along the gaps between pits, never through a pit. Each sheet but the last has a
grey glue tab on its right; the next sheet is cut along its dashed line and laid over the tab,
with the registration marks lining up.

Every length printed on a page is the length drawn (the tests measure both), and every board
page carries two calibration bars, one across and one down, so a printer that stretched one
direction is caught before the glue comes out.

The four-sided board (``BoardShape(6, sides=4)``) is a square with the same 45 mm pits, too big
for one strip of sheets: it is cut into a grid, across and down, again only between pits. Each
sheet but those on the right has a glue tab on its right, and each sheet but those at the foot
a glue tab along its foot; the later sheets are cut along their dashed left and top edges.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import IO, Callable


from ..errors import InvalidOptionError
from ..i18n import N_, _, default_paper, ngettext, number, pgettext, use_language
from ..layout import BoardLayout, board_layout
from ..teaching.classroom import pieces, small_pieces_short
from ..naming import seat_name
from ..render.pdf import (PT_PER_MM, Painter, calibration_words, draw_board, store_name_lines,
                          text_width)
from ..variants import variant
from .shapes import BoardShape
from . import MAX_PITS, MIN_PITS
from .document import (Document, Drawing, Flowable, NextPageTemplate, PageBreak, Part, REGULAR,
                       Spacer, Styles, WholePage, figure, height, mm, side_by_side,
                       template_name)

FULL_PIT = 45.0      # mm across, as in seed 003's printed board
FULL_GAP = 6.0
LABEL_SPACE = 12.0   # room outside the board for the pit letters
GLUE_TAB = 15.0      # mm of overlap between neighbouring sheets
CUT_INSET = 3.0      # the cut line on sheets 2, 3 ... sits this far inside the content edge
HEADER = 24.0        # mm kept at the top of a board sheet for its title and instructions
KEY_WIDTH = 70.0     # mm: the small picture of the board's sheets, top right of a sheet
TILE_HEADER = 22.0   # the same on a sheet of the four-sided board (its key sits beside it);
                     # room for two lines of instructions clear of a top cut line
CUT_LABEL = 5.0      # room above a top cut line for its "cut", outside the part that is kept
KEY_DIGITS = 10.0    # pt: the sheet numbers in the small picture of where a sheet goes
# the paper-seeds page serves every board: it names the usual 6-pit boards' counts
SEEDS_NEEDED = N_("On a board of 6 pits a side, Kalah, Oware and Wari need 48 seeds; Lane's "
                  "games and Giuthi need 72; the four-sided board (6 pits a row) needs 96.")
SQUARE = 15.0        # mm: the paper seeds for the full-size boards' 45 mm pits
SEED_DIAMETER = 14.0  # mm: the round ones
MIN_LABEL = 8.0      # mm beside a one-sheet board for its letters, however small the board
# Paper seeds on a one-sheet board's page: a side of about 2/5 of the pit, from 6 to 15 mm
SMALL_SEED = (6, 15)
# Low ink: every board as outlines on white paper (the wood colour covers a four-sided board
# 44 cm square, and whole sheets of paper seeds)
LOW_INK = {"board": "#FFFFFF", "pit": "#FFFFFF", "store": "#FFFFFF"}


def all_shapes() -> list[BoardShape]:
    return [BoardShape(n, s) for n in range(MIN_PITS, MAX_PITS + 1) for s in (True, False)]


def length_words(mm_: float, paper: str) -> str:
    """A length as printed: centimetres, and inches too on Letter paper, the numbers written
    the language's way ("42.8 cm", "42,8 cm")."""
    cm = number(mm_ / 10, decimals=1)
    if paper == "letter":
        return _("{cm} cm ({inches} in)", cm=cm, inches=number(mm_ / 25.4, decimals=1))
    return _("{cm} cm", cm=cm)


def mm_words(mm_: float) -> str:
    """A size in whole millimetres, as the language writes a number: "45"."""
    return number(mm_, decimals=0)


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
                        stores=shape.stores, label_space=LABEL_SPACE, sides=shape.sides)


def sheet_box(paper: str) -> tuple[float, float, float, float]:
    """The content box of a landscape board sheet (with both calibration bars)."""
    return Document.content_box(paper, True, "both")


def _join_candidates(layout: BoardLayout, across: bool = True) -> list[float]:
    """Where a straight cut misses every pit and store: the middles of the gaps. ``across``:
    x positions of cuts running down the board; otherwise y positions of cuts running across."""
    if across:
        edges = [(p.cx - p.r, p.cx + p.r) for p in layout.pits]
        edges += [(s.x, s.x + s.w) for s in layout.stores]
    else:
        edges = [(p.cy - p.r, p.cy + p.r) for p in layout.pits]
        edges += [(s.y, s.y + s.h) for s in layout.stores]
    edges.sort()
    gaps = []
    reach = edges[0][1]                 # how far the pits seen so far reach
    for lo, hi in edges[1:]:
        if lo > reach:
            gaps.append((reach + lo) / 2)
        reach = max(reach, hi)
    return gaps


def split_into_sheets(layout: BoardLayout, usable: float, across: bool = True,
                      inset: float = CUT_INSET) -> list[Sheet]:
    """Cut the board into sheets that fit ``usable`` mm of width (of height, when not
    ``across``), along gaps between pits. Every sheet after the first starts ``inset`` mm in,
    for its cut line (and the word "cut" beside it)."""
    candidates = _join_candidates(layout, across)
    length = layout.width if across else layout.height
    sheets: list[Sheet] = []
    start = 0.0
    fits = usable - CUT_INSET - GLUE_TAB
    while length - start > fits + GLUE_TAB:
        good = [x for x in candidates if start < x <= start + fits]
        join = max(good) if good else start + fits
        sheets.append(Sheet(len(sheets) + 1, start, join, True))
        start = join
        fits = usable - inset - GLUE_TAB
    sheets.append(Sheet(len(sheets) + 1, start, length, False))
    return sheets


def sheets_for(shape: BoardShape, paper: str) -> list[Sheet]:
    left, _top, right, _bottom = sheet_box(paper)
    return split_into_sheets(full_layout(shape), right - left)


@dataclass(frozen=True)
class Tile:
    """One sheet of a board cut both ways (the four-sided board): board x from ``x0`` to
    ``x1`` and y from ``y0`` to ``y1`` (mm), in row ``row`` and column ``col`` of the grid,
    with a glue tab on its right and one along its foot unless it is last that way."""
    number: int
    row: int
    col: int
    x0: float
    x1: float
    y0: float
    y1: float
    tab_right: bool
    tab_below: bool


def tiles_for(shape: BoardShape, paper: str) -> list[Tile]:
    """The sheets of a four-sided board, numbered row by row from the top left."""
    layout = full_layout(shape)
    left, top, right, bottom = sheet_box(paper)
    columns = split_into_sheets(layout, right - left)
    rows = split_into_sheets(layout, bottom - top - TILE_HEADER, across=False,
                             inset=CUT_INSET + CUT_LABEL)
    return [Tile(len(columns) * i + j + 1, i, j, c.start, c.end, r.start, r.end,
                 c.tab, r.tab)
            for i, r in enumerate(rows) for j, c in enumerate(columns)]


def _sheet_page(layout: BoardLayout, sheet: Sheet, pages: int, name: str, shape: BoardShape,
                paper: str, st: Styles) -> Flowable:
    """One true-scale sheet, drawn by hand in page coordinates."""

    def draw(p: Painter, box: tuple[float, float, float, float]) -> None:
        left, top, right, bottom = box
        c = p.colours
        room = right - KEY_WIDTH - 3.0 - left       # the words end before the sheets' map
        title = sheet_title(name, sheet.number, pages)
        p.text(left, top + 6, title, size=_fitting_size(title, 14, room, bold=True), bold=True)
        length = _("Pits are {size} mm across; the whole board is {length} long.",
                   size=mm_words(2 * layout.pits[0].r),
                   length=length_words(layout.board_w, paper))
        p.text(left, top + 12.5, length, size=_fitting_size(length, 12, room), what="length")
        words_end = top + 14.5
        if pages > 1:
            step = (_("Cut along the dashed line at the left edge. Glue this sheet over the "
                      "grey tab of sheet {sheet}, the cut edge on the line between the "
                      "triangles and the short lines meeting.", sheet=sheet.number - 1)
                    if sheet.number > 1 else
                    _("Do not cut this sheet's right side: the grey strip is the glue tab for "
                      "sheet 2. The first page of this file shows every step."))
            words_end += p.flowable(left, top + 14.5, right - left - 80, st.para(step, st.note))
        x0 = left + (CUT_INSET if sheet.number > 1 else 0.0)
        y0 = top + HEADER + (bottom - top - HEADER - layout.height) / 2
        width = sheet.end - sheet.start

        def board(q: Painter) -> None:
            with q.clipped(x0, y0, width, layout.height):
                draw_board(q, layout, x0 - sheet.start, y0,
                           window=(x0, y0, x0 + width, y0 + layout.height))

        dry = Painter(None, height=p.height)
        board(dry)
        letters = min((m.y0 for m in dry.marks if m.what == "label"
                       and m.x1 > right - KEY_WIDTH), default=bottom)
        _assembly_key(p, layout, sheets_for(shape, paper), sheet, right, top, letters)
        board(p)
        _registration(p, layout, sheet, x0, y0, width, words_end)

    return WholePage(draw)


def sheet_title(board: str, sheet: int, sheets: int) -> str:
    """The heading of one sheet of a full-size board: "Full-size board: ...: sheet 2 of 3"."""
    # TRANSLATORS: {board} is "Full-size board: 6 pits a side, with stores".
    return _("{board}: sheet {sheet} of {sheets}", board=board, sheet=sheet, sheets=sheets)


def sheet_label(sheet: int) -> str:
    """A sheet's number where it is drawn (a glue tab, the finished board): "sheet 2"."""
    return pgettext("label", "sheet {number}", number=sheet)


def _registration(p: Painter, layout: BoardLayout, sheet: Sheet, x0: float, y0: float,
                  width: float, words_end: float) -> None:
    """The cut line and glue tab, with registration marks: short lines at the board's edges
    and at each row of pits, which meet their twins on the next sheet. The cut line starts
    clear of the instructions (which end at ``words_end``), with "cut" beside its top end in
    the white margin above the board, which is cut off at the end."""
    c = p.colours
    by0, by1 = y0 + layout.board_y, y0 + layout.board_y + layout.board_h
    rows = sorted({s.cy for s in layout.pits})
    marks = [by0, by1] + [y0 + r for r in rows]
    tick = 5.0
    if sheet.number > 1:
        start = max(y0 - 6, words_end + 1.5)
        p.line(x0, start, x0, y0 + layout.height + 6, colour=c["text"], width=0.4,
               dash=(3.0, 2.0), what="cut line")
        p.text(x0 + 1.2, start + 3.2, pgettext("label", "cut"), size=9, colour=c["muted"],
               what="cut label")
        for y in marks:
            p.line(x0, y, x0 + tick, y, colour=c["text"], width=0.5, what="registration")
    if sheet.tab:
        tx = x0 + width
        p.rect(tx, by0, GLUE_TAB, by1 - by0, fill="#DDDDDD", stroke=c["muted"], width=0.3,
               what="glue tab")
        p.text(tx + GLUE_TAB / 2, by0 + (by1 - by0) / 2 - 2, pgettext("label", "glue"),
               size=10, colour=c["text"], align="centre", what="tab label")
        p.text(tx + GLUE_TAB / 2, by0 + (by1 - by0) / 2 + 3.2, sheet_label(sheet.number + 1),
               size=9, colour=c["text"], align="centre", what="tab label")
        for y in marks:
            p.line(tx - tick, y, tx + GLUE_TAB, y, colour=c["text"], width=0.5,
                   what="registration")
        p.line(tx, by0 - 4, tx, by1 + 4, colour=c["text"], width=0.5, what="join line")
        for y, sign in ((by0 - 4, -1), (by1 + 4, 1)):   # triangles pointing at the join line
            p.polygon([(tx, y), (tx - 2, y + sign * 3), (tx + 2, y + sign * 3)],
                      fill=c["text"])


def _assembly_key(p: Painter, layout: BoardLayout, sheets: list[Sheet], current: Sheet,
                  right: float, top: float, letters: float) -> None:
    """A small picture of the whole board with the sheets numbered; this one shaded. Its
    words go under it, or over it where they would come down to the board's letters (which
    start at ``letters`` mm)."""
    c = p.colours
    width = KEY_WIDTH
    s = width / layout.width
    x = right - width
    y = top + 4
    h = layout.board_h * s
    bx = x + layout.board_x * s
    for other in sheets:
        sx0 = x + other.start * s
        sx1 = x + other.end * s
        p.rect(sx0, y, sx1 - sx0, h, stroke=c["text"], width=0.3,
               fill="#BBBBBB" if other.number == current.number else "#FFFFFF", what="key")
        p.text((sx0 + sx1) / 2, y + h / 2 + 1.5, str(other.number), size=9, bold=True,
               align="centre", what="key number")
    p.rect(bx, y, layout.board_w * s, h, stroke=c["board_edge"], width=0.4)
    words = (pgettext("label", "Where this sheet goes") if len(sheets) > 1
             else pgettext("label", "One sheet"))
    below = y + h + 4
    if below + 0.24 * 9 / PT_PER_MM > letters - 0.5:
        below = y - 1.2
    p.text(x, below, words, size=9, colour=c["muted"])


def _tile_page(layout: BoardLayout, tile: Tile, tiles: list[Tile], name: str, paper: str,
               st: Styles) -> Flowable:
    """One true-scale sheet of a board cut both ways, drawn by hand in page coordinates."""
    pages = len(tiles)

    def draw(p: Painter, box: tuple[float, float, float, float]) -> None:
        left, top, right, bottom = box
        room = right - _tile_key_width(tiles) - 3.0 - left
        title = sheet_title(name, tile.number, pages)
        p.text(left, top + 4.5, title, size=_fitting_size(title, 13, room, bold=True),
               bold=True)
        length = _("Pits are {size} mm across; the whole board is {length} square.",
                   size=mm_words(2 * layout.pits[0].r),
                   length=length_words(layout.board_w, paper))
        p.text(left, top + 9.5, length, size=_fitting_size(length, 11, room), what="length")
        x0 = left + (CUT_INSET if tile.col else 0.0)
        y0 = top + TILE_HEADER + (CUT_INSET + CUT_LABEL if tile.row else 0.0)
        w, h = tile.x1 - tile.x0, tile.y1 - tile.y0

        def board(q: Painter) -> None:
            with q.clipped(x0, y0, w, h):
                draw_board(q, layout, x0 - tile.x0, y0 - tile.y0,
                           window=(x0, y0, x0 + w, y0 + h))

        # the instructions end clear of the board's letters (and of "cut" above a top cut
        # line): longer words take a smaller type
        width = right - left - 45
        dry = Painter(None, height=p.height)
        board(dry)
        ends = [m.y0 for m in dry.marks if m.what == "label" and m.x0 < left + width]
        ends += [y0 - CUT_LABEL] if tile.row else []
        room = min(ends, default=bottom) - 1.0 - (top + 10.5)
        p.flowable(left, top + 10.5, width, _fitting_note(st, _tile_step(tile, tiles), width,
                                                          room))
        _tile_key(p, tiles, tile, right, top)
        board(p)
        _tile_registration(p, layout, tile, tiles, x0, y0)

    return WholePage(draw)


def _fitting_size(text: str, size: float, room: float, *, bold: bool = False) -> float:
    """The type size, ``size`` pt or less (9 pt at least), that keeps ``text`` on one line
    within ``room`` mm."""
    wide = text_width(text, size, bold=bold)
    return size if wide <= room else max(9.0, size * room / wide)


def _fitting_note(st: Styles, text: str, width: float, room: float) -> Flowable:
    """``text`` as a note ``width`` mm wide, in the biggest type from the note's own (12 pt)
    down to 9 pt that keeps it at most ``room`` mm tall."""
    style = st.note
    for size in (style.fontSize, 11.0, 10.0, 9.0):
        if size != style.fontSize:
            style = copy.copy(st.note)
            style.fontSize, style.leading = size, size * st.note.leading / st.note.fontSize
        para = st.para(text, style)
        if para.wrap(width * mm, 10_000)[1] / mm <= room:
            break
    return para


def _neighbour(tiles: list[Tile], tile: Tile, row: int, col: int) -> Tile | None:
    return next((t for t in tiles if (t.row, t.col) == (tile.row + row, tile.col + col)), None)


def _tile_step(tile: Tile, tiles: list[Tile]) -> str:
    """What to do with this sheet, in two short sentences at most."""
    left, above = _neighbour(tiles, tile, 0, -1), _neighbour(tiles, tile, -1, 0)
    tabs = {(True, True): _("Keep the grey glue tabs at its right and foot."),
            (True, False): _("Keep the grey glue tab at its right."),
            (False, True): _("Keep the grey glue tab at its foot."),
            (False, False): ""}[tile.tab_right, tile.tab_below]
    if left is None and above is None:
        return _("The top left corner: do not cut it. {tabs} The first page shows every step.",
                 tabs=tabs)
    if left is not None and above is not None:
        cut = _("Cut along the dashed left and top edges; glue over the tabs of sheets {left} "
                "and {top}, cut edges between the triangles, short lines meeting.",
                left=left.number, top=above.number)
    elif left is not None:
        cut = _("Cut along the dashed left edge; glue over the tab of sheet {sheet}, cut edge "
                "between the triangles, short lines meeting.", sheet=left.number)
    else:
        cut = _("Cut along the dashed top edge; glue over the tab of sheet {sheet}, cut edge "
                "between the triangles, short lines meeting.", sheet=above.number)
    return f"{cut} {tabs}".strip()


def _tile_registration(p: Painter, layout: BoardLayout, tile: Tile, tiles: list[Tile],
                       x0: float, y0: float) -> None:
    """Cut lines, glue tabs and registration marks on a sheet of a board cut both ways.

    Along a join running down, short lines sit at the board's top and bottom edges and at the
    middle of every pit row crossing it; along a join running across, at the board's left and
    right edges and at every pit column: they meet their twins on the next sheet."""
    c = p.colours
    w, h = tile.x1 - tile.x0, tile.y1 - tile.y0
    tick = 5.0

    def inside(values: set[float], lo: float, hi: float) -> list[float]:
        return sorted(v for v in values if lo < v < hi)

    ys = inside({layout.board_y, layout.board_y + layout.board_h} | {s.cy for s in layout.pits},
                tile.y0, tile.y1)
    xs = inside({layout.board_x, layout.board_x + layout.board_w} | {s.cx for s in layout.pits},
                tile.x0, tile.x1)
    marks_down = [y0 + y - tile.y0 for y in ys]
    marks_across = [x0 + x - tile.x0 for x in xs]
    # the board's part of this sheet, where tabs run
    by0 = y0 + max(layout.board_y, tile.y0) - tile.y0
    by1 = y0 + min(layout.board_y + layout.board_h, tile.y1) - tile.y0
    bx0 = x0 + max(layout.board_x, tile.x0) - tile.x0
    bx1 = x0 + min(layout.board_x + layout.board_w, tile.x1) - tile.x0
    # a cut line runs along the board's part of the edge only (as the glue tab it goes
    # over does), a little past the corner where it meets the other cut
    if tile.col:
        p.line(x0, (y0 - 2) if tile.row else by0, x0, min(y0 + h, by1), colour=c["text"],
               width=0.4, dash=(3.0, 2.0), what="cut line")
        for y in marks_down:
            p.line(x0, y, x0 + tick, y, colour=c["text"], width=0.5, what="registration")
    if tile.row:
        p.line((x0 - 2) if tile.col else bx0, y0, min(x0 + w, bx1), y0, colour=c["text"],
               width=0.4, dash=(3.0, 2.0), what="cut line")
        for x in marks_across:
            p.line(x, y0, x, y0 + tick, colour=c["text"], width=0.5, what="registration")
    # "cut" goes outside the part that is kept: above the top cut line, or above the top
    # end of a left cut line (in the white margin above the board, cut off at the end)
    if tile.row:
        _cut_word(p, ((x0 - 2) if tile.col else bx0) + 1, y0 - 1.5, x0 if tile.col else None)
    elif tile.col:
        _cut_word(p, x0 + 1.2, by0 - 1.5, x0)
    if tile.tab_right and by1 > by0:
        tx = x0 + w
        p.rect(tx, by0, GLUE_TAB, by1 - by0, fill="#DDDDDD", stroke=c["muted"], width=0.3,
               what="glue tab")
        beside = _neighbour(tiles, tile, 0, 1)
        _tab_words(p, tx + GLUE_TAB / 2, _widest_gap(by0, by1, marks_down),
                   beside.number if beside else None)
        for y in marks_down:
            p.line(tx - tick, y, tx + GLUE_TAB, y, colour=c["text"], width=0.5,
                   what="registration")
        p.line(tx, by0, tx, by1, colour=c["text"], width=0.5, what="join line")
        for y, sign in ((by0, 1), (by1, -1)):    # triangles pointing along the join line
            p.polygon([(tx - 2, y), (tx + 2, y), (tx, y + sign * 3)], fill=c["text"])
    if tile.tab_below and bx1 > bx0:
        ty = y0 + h
        p.rect(bx0, ty, bx1 - bx0, GLUE_TAB, fill="#DDDDDD", stroke=c["muted"], width=0.3,
               what="glue tab")
        below = _neighbour(tiles, tile, 1, 0)
        _tab_words(p, _widest_gap(bx0, bx1, marks_across), ty + GLUE_TAB / 2,
                   below.number if below else None)
        for x in marks_across:
            p.line(x, ty - tick, x, ty + GLUE_TAB, colour=c["text"], width=0.5,
                   what="registration")
        p.line(bx0, ty, bx1, ty, colour=c["text"], width=0.5, what="join line")
        for x, sign in ((bx0, 1), (bx1, -1)):
            p.polygon([(x, ty - 2), (x, ty + 2), (x + sign * 3, ty)], fill=c["text"])


WORD_MARKS = ("text", "label", "length", "footer", "tab label", "key number")


def _cut_word(p: Painter, x: float, y: float, cut_x: float | None) -> None:
    """"cut" at (x, y), above the top of a cut line, outside the part that is kept; where a
    word drawn there already (a corner store's name) would touch it and a left cut line runs
    at ``cut_x``, up that line instead, in the strip left of it that is cut off."""
    word = pgettext("label", "cut")
    size = 9
    wide, em = text_width(word, size), size / PT_PER_MM
    box = (x, y - 0.78 * em, x + wide, y + 0.24 * em)
    near = [m for m in p.marks if m.page == p.page and m.what in WORD_MARKS]
    if cut_x is not None and any(box[0] < m.x1 + 0.5 and m.x0 < box[2] + 0.5
                                 and box[1] < m.y1 and m.y0 < box[3] for m in near):
        p.text(cut_x - 0.9, y + 2.0 + wide, word, size=size, colour=p.colours["muted"],
               what="cut label", angle=90)
        return
    p.text(x, y, word, size=size, colour=p.colours["muted"], what="cut label")


def _widest_gap(lo: float, hi: float, marks: list[float]) -> float:
    """The middle of the widest stretch from ``lo`` to ``hi`` between registration marks,
    where a tab's words cross none of them."""
    stops = sorted([lo, hi] + [m for m in marks if lo < m < hi])
    a, b = max(zip(stops, stops[1:]), key=lambda gap: gap[1] - gap[0])
    return (a + b) / 2


def _tab_words(p: Painter, x: float, y: float, sheet: int | None) -> None:
    """"glue" and the sheet that goes on the tab, in its middle."""
    p.text(x, y - 1, pgettext("label", "glue"), size=10, colour=p.colours["text"],
           align="centre", what="tab label")
    if sheet:
        p.text(x, y + 4.2, sheet_label(sheet), size=9, colour=p.colours["text"],
               align="centre", what="tab label")


KEY_CELL = (8.0, 5.0)     # mm: a cell of the four-sided board's map of sheets


def _tile_key_words() -> list[str]:
    # TRANSLATORS: beside the small map of the sheets, on two lines (one \n).
    return pgettext("label, two lines", "Where this\nsheet goes").split("\n")


def _tile_key_width(tiles: list[Tile]) -> float:
    """How wide the map of sheets and its words are, from the right edge (mm)."""
    cols = max(t.col for t in tiles) + 1
    return cols * KEY_CELL[0] + 2 + max(text_width(w, 9) for w in _tile_key_words())


def _tile_key(p: Painter, tiles: list[Tile], current: Tile, right: float, top: float) -> None:
    """A small map of the grid of sheets, numbered, this one shaded: the same number of rows
    and columns as the board, in cells of one size, so every number is big enough to read."""
    c = p.colours
    rows, cols = max(t.row for t in tiles) + 1, max(t.col for t in tiles) + 1
    cell_w, cell_h = KEY_CELL
    x, y = right - cols * cell_w, top + 0.5
    for t in tiles:
        cx, cy = x + t.col * cell_w, y + t.row * cell_h
        p.rect(cx, cy, cell_w, cell_h, stroke=c["text"], width=0.3,
               fill="#BBBBBB" if t.number == current.number else "#FFFFFF", what="key")
        p.text(cx + cell_w / 2, cy + cell_h / 2 + KEY_DIGITS / PT_PER_MM * 0.36, str(t.number),
               size=KEY_DIGITS, bold=True, align="centre", what="key number")
    middle = y + rows * cell_h / 2
    lines = _tile_key_words()
    for i, line in enumerate(lines):
        p.text(x - 2, middle - 0.8 + 4.0 * (i - (len(lines) - 2) / 2), line, size=9,
               colour=c["muted"], align="right")


def finished_square(layout: BoardLayout, tiles: list[Tile], width: float) -> Drawing:
    """The finished four-sided board drawn small, the joins dashed, each sheet's number in the
    middle of its part."""
    scale = min(width / layout.width, 0.3)
    small = board_layout(layout.pits_per_side, pit_diameter=FULL_PIT * scale,
                         gap=FULL_GAP * scale, label_space=LABEL_SPACE * scale,
                         sides=layout.sides)

    def draw(p: Painter) -> None:
        # no sowing arrows: the sheet numbers sit where they would run
        draw_board(p, small, letters=False, store_labels=False, arrows=False)
        c = p.colours
        for t in tiles:
            if t.tab_right:
                p.line(t.x1 * scale, t.y0 * scale, t.x1 * scale, t.y1 * scale,
                       colour=c["text"], width=0.5, dash=(1.5, 1.0), what="join")
            if t.tab_below:
                p.line(t.x0 * scale, t.y1 * scale, t.x1 * scale, t.y1 * scale,
                       colour=c["text"], width=0.5, dash=(1.5, 1.0), what="join")
        for t in tiles:    # each number on a white plate: it may fall on a pit
            cx, cy = (t.x0 + t.x1) / 2 * scale, (t.y0 + t.y1) / 2 * scale
            w = text_width(str(t.number), 14, bold=True) + 2.0
            p.rect(cx - w / 2, cy - 3.2, w, 6.4, stroke=c["text"], fill="#FFFFFF", width=0.3,
                   radius=1.0, what="number plate")
            p.text(cx, cy + 1.8, str(t.number), size=14, bold=True, align="centre")

    return Drawing(draw, pad=0.5, name="finished board")


def finished_board(layout: BoardLayout, sheets: list[Sheet], width: float) -> Drawing:
    """The finished board drawn small (at most ``width`` mm long, at most 3/10 of its size),
    with the joins dashed and each sheet's number."""
    scale = min(width / layout.width, 0.3)
    small = board_layout(layout.pits_per_side, pit_diameter=FULL_PIT * scale,
                         gap=FULL_GAP * scale, stores=bool(layout.stores),
                         label_space=LABEL_SPACE * scale)

    def draw(p: Painter) -> None:
        draw_board(p, small, letters=False, store_labels=False)
        for sheet in sheets[:-1]:
            x = sheet.end * scale
            p.line(x, small.board_y - 3, x, small.board_y + small.board_h + 3,
                   colour=p.colours["text"], width=0.5, dash=(1.5, 1.0), what="join")
        for sheet in sheets:
            mid = (sheet.start + sheet.end) / 2 * scale
            p.text(mid, small.board_y + small.board_h + 7, sheet_label(sheet.number), size=12,
                   bold=True, align="centre")

    return Drawing(draw, pad=0.5, name="finished board")


def registration_picture(st: Styles) -> Drawing:
    """How two sheets meet: the next sheet's cut edge on the join line, marks meeting."""

    def draw(p: Painter) -> None:
        c = p.colours
        h = 26.0
        # sheet 1 with its tab
        p.rect(0, 0, 28, h, stroke=c["text"], fill="#FFFFFF", width=0.3)
        p.rect(28, 3, 11, h - 6, fill="#DDDDDD", stroke=c["muted"], width=0.3)
        p.line(28, 0, 28, h, colour=c["text"], width=0.5)
        for y in (3, h / 2, h - 3):
            p.line(24, y, 39, y, colour=c["text"], width=0.5)
        p.polygon([(28, 0), (26, -3), (30, -3)], fill=c["text"])
        p.polygon([(28, h), (26, h + 3), (30, h + 3)], fill=c["text"])
        p.text(13, h / 2 + 1.5, sheet_label(1), size=10, bold=True, align="centre")
        p.text(33, h + 7, pgettext("label", "glue tab"), size=9, align="centre")
        # sheet 2 coming in from the right, its cut edge with the same marks
        p.rect(52, 0, 28, h, stroke=c["text"], fill="#FFFFFF", width=0.3)
        for y in (3, h / 2, h - 3):
            p.line(52, y, 56, y, colour=c["text"], width=0.5)
        p.text(67, h / 2 + 1.5, sheet_label(2), size=10, bold=True, align="centre")
        p.text(56, h + 7, pgettext("label", "cut edge"), size=9, align="centre")
        p.arrow(50, h / 2 + 6, 30, h / 2 + 6, width=0.6, head=3.0)

    return Drawing(draw, pad=0.5, name="registration marks")


def _printer_step(paper: str) -> str:
    """The first step of every full-size board: measure both calibration bars."""
    # TRANSLATORS: "Actual size" and "Fit to page" are the print dialog's words: use the
    # ones printers show in your language.
    return _("Check the printer: at the foot of every page there are two black bars, one "
             "across and one up the side. Each must measure {length} with a ruler. If one "
             "is shorter, print again at 100% (\u201cActual size\u201d), not \u201cFit to "
             "page\u201d.", length=calibration_words(paper))


def registration_figure(st: Styles, width: float) -> Flowable:
    """The picture of two sheets meeting, with what the registration marks are."""
    return figure("registration", [side_by_side(
        [registration_picture(st),
         [st.para(_("The registration marks"), st.bold),
          st.para(_("The short black lines on the glue tab and on the next sheet's edge "
                    "are registration marks: when they meet, the two sheets line up."))]],
        [86, width - 86])])


# The finished board drawn on the first page, biggest first (mm wide: the two-player board, and
# the square one beside "What you need"): the instructions take the biggest that lets them fit
# their page (French and Spanish words run longer than English).
FINISHED_PICTURES = ((130.0, 64.0), (100.0, 56.0), (80.0, 50.0), (60.0, 46.0))


def square_assembly_page(shape: BoardShape, paper: str, st: Styles,
                         width: float, picture: float = 64.0) -> list[Flowable]:
    """The first page of the full-size four-sided board: what you need, each step, which sheet
    goes where in the grid (drawn ``picture`` mm wide)."""
    layout = full_layout(shape)
    tiles = tiles_for(shape, paper)
    n = len(tiles)
    columns = max(t.col for t in tiles) + 1
    steps = [
        _printer_step(paper),
        _("Lay the sheets out as the picture shows, {count} in each row: sheet 1 is the top "
          "left corner. Do not cut the grey strips on the right and at the foot of a sheet: "
          "they are glue tabs.", count=columns),
        _("Cut sheets 2 to {last} along their dashed lines (the left edge, the top edge, or "
          "both).", last=n),
        _("Join the top row first, left to right: glue each sheet over the grey tab of the "
          "sheet on its left. Then each row below it, the same way, each sheet also over the "
          "grey tab of the sheet above it."),
        _line_up_step(),
        _("Let the glue dry. Stick the board on card if you like, and cut off the white "
          "margin."),
    ]
    need = [_file_and_sheets(n),
            _("Scissors, a glue stick and a ruler; card to stiffen the board (if you like)."),
            _seeds_to_use(shape)]
    pit = 2 * layout.pits[0].r
    return [
        st.para(full_size_name(shape), st.title),
        st.para(_("For {games}. One row of pits and one store for each player, the stores at "
                  "the corners. The finished board is {length} square, with pits {size} mm "
                  "across (the same as the two-player board).", games=shape.games(),
                  length=length_words(layout.board_w, paper), size=mm_words(pit))),
        figure("finished board", [side_by_side(
            [[st.para(_("Which sheet goes where"), st.heading),
              finished_square(layout, tiles, picture)],
             [st.para(_("What you need"), st.heading), *st.bullets(need)]],
            [picture + 6, width - picture - 6])]),
        figure("steps", [st.para(_("How to make it"), st.heading), *st.numbered(steps)]),
        registration_figure(st, width),
    ]


def full_size_name(shape: BoardShape) -> str:
    """The title of a full-size board: "Full-size board: 6 pits a side, with stores"."""
    return _("Full-size board: {board}", board=shape.name)


def _file_and_sheets(sheets: int) -> str:
    return ngettext("This file printed at 100%: this page and {n} board sheet.",
                    "This file printed at 100%: this page and {n} board sheets.", sheets)


def _line_up_step() -> str:
    return _("Line each sheet up with the registration marks (see the picture): its cut edge "
             "goes on the line between the two black triangles, and the short lines on its "
             "edge meet the short lines on the tab.")


def _seeds_to_use(shape: BoardShape) -> str:
    """What to use as seeds, safest first, with the safety note and how many are needed."""
    # TRANSLATORS: {pieces} is a list of counters, {warning} the safety note in brackets,
    # {needed} how many seeds the games need ("Kalah needs 48 seeds; ...").
    return _("Seeds: {pieces} ({warning}) {needed}", pieces=pieces(),
             warning=small_pieces_short(), needed=shape.seeds_needed())


def assembly_page(shape: BoardShape, paper: str, st: Styles, width: float,
                  room: float | None = None) -> list[Flowable]:
    """The first page of a full-size board: what you need, each step, the finished board
    drawn as big as lets the page fit ``room`` mm (:data:`FINISHED_PICTURES`)."""
    for flat, square in FINISHED_PICTURES:
        if shape.sides == 4:
            page = square_assembly_page(shape, paper, st, width, square)
        else:
            page = _assembly_page(shape, paper, st, width, flat)
        if room is None or height(page, width) <= room:
            break
    return page


def _assembly_page(shape: BoardShape, paper: str, st: Styles, width: float,
                   picture: float) -> list[Flowable]:
    """A two-player board's first page, its finished board drawn ``picture`` mm wide at
    most."""
    layout = full_layout(shape)
    sheets = sheets_for(shape, paper)
    n = len(sheets)
    glue_steps = ([] if n < 2 else
                  [_("Cut sheet 2 along the dashed line at the left edge, and glue it over the "
                     "grey tab of sheet 1.")] if n == 2 else
                  [_("Cut sheets 2 and 3 along the dashed line at the left edge, and glue each "
                     "over the grey tab of the sheet before it.")] if n == 3 else
                  [_("Cut sheets 2 to {last} along the dashed line at the left edge, and glue "
                     "each over the grey tab of the sheet before it.", last=n)])
    steps = [
        _printer_step(paper),
        _("Sheet 1 is the left end of the board. Do not cut its right side: the grey strip "
          "there is a glue tab."),
        *glue_steps,
        _line_up_step(),
        _("Let the glue dry. Stick the board on card or a cereal box if you like, and cut off "
          "the white margin."),
    ]
    need = [_file_and_sheets(n),
            _("Scissors, a glue stick and a ruler; card or a cereal box to stiffen the board "
              "(if you like)."),
            _seeds_to_use(shape)]
    pit = 2 * layout.pits[0].r
    out: list[Flowable] = [
        st.para(full_size_name(shape), st.title),
        st.para(_("For {games}. The finished board is {length} long and {width} wide, with "
                  "pits {size} mm across.", games=shape.games(),
                  length=length_words(layout.board_w, paper),
                  width=length_words(layout.board_h, paper), size=mm_words(pit))),
        figure("finished board", [st.para(_("Which sheet goes where"), st.heading),
                                  finished_board(layout, sheets, min(width, picture))]),
        figure("what you need", [st.para(_("What you need"), st.heading), *st.bullets(need)]),
        figure("steps", [st.para(_("How to make it"), st.heading), *st.numbered(steps)]),
        registration_figure(st, width),
    ]
    return out


def full_size_part(shape: BoardShape, paper: str) -> Part:
    st = Styles(REGULAR)
    left, top, right, bottom = Document.content_box(paper, False, "both")
    layout = full_layout(shape)
    name = full_size_name(shape)
    story = assembly_page(shape, paper, st, right - left, bottom - top)
    story.append(NextPageTemplate(template_name(True, "both")))
    if shape.sides == 4:
        tiles = tiles_for(shape, paper)
        for tile in tiles:
            story += [PageBreak(), _tile_page(layout, tile, tiles, name, paper, st)]
        return Part(f"full {shape.slug}", story, bars="both")
    sheets = sheets_for(shape, paper)
    for sheet in sheets:
        story += [PageBreak(), _sheet_page(layout, sheet, len(sheets), name, shape, paper, st)]
    return Part(f"full {shape.slug}", story, bars="both")


# --- one-sheet boards -------------------------------------------------------------------------

def compact_layout(shape: BoardShape, width: float, height: float) -> BoardLayout:
    """The biggest board of this shape that fits ``width`` x ``height`` mm, its letters'
    room (8 mm at least) included."""
    big = full_layout(shape)
    scale = min(1.0, width / big.width, height / big.height)
    if LABEL_SPACE * scale < MIN_LABEL:     # the letters keep 8 mm: the board shrinks more
        scale = min(scale, (width - 2 * MIN_LABEL) / (big.width - 2 * LABEL_SPACE),
                    (height - 2 * MIN_LABEL) / (big.height - 2 * LABEL_SPACE))
    return board_layout(shape.pits_per_side, pit_diameter=FULL_PIT * scale,
                        gap=FULL_GAP * scale, stores=shape.stores,
                        label_space=max(MIN_LABEL, LABEL_SPACE * scale), sides=shape.sides)


def seeds_to_fit(pit: float, need: int, width: float, height: float) -> tuple[float, int, int]:
    """Square paper seeds for pits ``pit`` mm across, in a ``width`` x ``height`` mm space:
    (side in mm, columns, rows). The side is about 2/5 of the pit (four lie flat in it), and
    smaller still when fewer than ``need`` would fit."""
    low, high = SMALL_SEED
    side = max(low, min(high, int(pit * 0.4)))
    while side > low and int(width // side) * int(height // side) < need:
        side -= 1
    cols, rows = int(width // side), max(0, int(height // side))
    if cols:            # enough for every game, and a row to spare: no more to cut
        rows = min(rows, -(-need // cols) + 1)
    return float(side), cols, rows


def square_seeds(side: float, cols: int, rows: int, *, name: str = "square seeds",
                 cut_above: bool = False) -> Drawing:
    """A grid of square paper seeds (straight cuts only), each with a dot so it reads as a
    seed; ``cut_above`` adds a dashed line across the top to cut the strip off the sheet."""
    top = 6.0 if cut_above else 0.0

    def draw(p: Painter) -> None:
        c = p.colours
        if cut_above:
            p.line(0, 1.5, cols * side, 1.5, colour=c["muted"], width=0.3, dash=(2.0, 1.5),
                   what="cut line")
            p.text(0, 5.0, pgettext("label", "cut"), size=9, colour=c["muted"], what="cut label")
        for r in range(rows):
            for col in range(cols):
                p.rect(col * side, top + r * side, side, side, fill=c["board"],
                       what="square seed")
                p.circle(col * side + side / 2, top + r * side + side / 2, side * 0.15,
                         fill=c["seed"])
        for r in range(rows + 1):      # the cut lines: straight across and down
            p.line(0, top + r * side, cols * side, top + r * side, colour=c["text"],
                   width=0.3)
        for col in range(cols + 1):
            p.line(col * side, top, col * side, top + rows * side, colour=c["text"], width=0.3)

    return Drawing(draw, size=(cols * side, top + rows * side), name=name)


def _most_seeds(shape: BoardShape) -> int:
    """The most seeds any of this board's games needs (4 a pit for house rules)."""
    counts = [variant(spec).total_seeds for _name, spec in shape.game_specs()]
    return max(counts) if counts else 4 * 2 * shape.pits_per_side


def _seed_words(count: int, side: float, need: int) -> str:
    return _("{count} seeds, {size} mm across, to fit these pits ({need} are enough for any "
             "game on this board). Cut the strip off along the dashed line, then along every "
             "line. Lentils, dried peas or small buttons work too.", count=count,
             size=mm_words(side), need=need)


def compact_flowables(shape: BoardShape, paper: str) -> list[Flowable]:
    """A board on one landscape sheet, as big as fits, and paper seeds small enough for its
    pits in the room it leaves (under a long board, beside the square one)."""
    st = Styles(REGULAR)
    left, top, right, bottom = Document.content_box(paper, True, "both")
    width, height = right - left, bottom - top
    layout = compact_layout(shape, width, height - 24)
    pit = 2 * layout.pits[0].r
    need = _most_seeds(shape)
    if shape.sides == 4:
        about = _("For {games}. One sheet: the board is {length} square, with pits {size} mm "
                  "across. {needed}", games=shape.games(),
                  length=length_words(layout.board_w, paper), size=mm_words(pit),
                  needed=shape.seeds_needed())
    else:
        about = _("For {games}. One sheet: the board is {length} long, with pits {size} mm "
                  "across. {needed}", games=shape.games(),
                  length=length_words(layout.board_w, paper), size=mm_words(pit),
                  needed=shape.seeds_needed())
    head = [st.para(_("Board: {board}", board=shape.name), st.title), st.para(about),
            Spacer(1, 2 * mm)]
    board = Drawing(lambda p: draw_board(p, layout), pad=0.5, align="CENTER",
                    name=f"board {shape.slug}")
    used = sum(f.wrap(width * mm, height * mm)[1] + f.getSpaceAfter() for f in head) / mm
    if shape.sides == 4:
        room = width - board.size[0] - 6
        words = st.para(_("Seeds to cut out"), st.bold)
        taken = words.wrap(room * mm, height * mm)[1] / mm + 32    # the heading and 3 lines
        side, cols, rows = seeds_to_fit(pit, need, room, board.size[1] - taken)
        seeds = square_seeds(side, cols, rows, cut_above=True)
        return head + [side_by_side(
            [board, [words, st.para(_seed_words(cols * rows, side, need)), seeds]],
            [board.size[0] + 6, room], gap=0)]
    lead = _("Seeds to cut out.")
    words = st.para(f"{lead} {_seed_words(0, 0, need)}")     # measured, then made
    room = height - used - board.size[1] - 3 - words.wrap(width * mm, height * mm)[1] / mm - 8
    side, cols, rows = seeds_to_fit(pit, need, width, room)
    if cols * rows < need:      # a board this big leaves no room: its pits take big seeds
        return head + [board, Spacer(1, 3 * mm), st.lead(
            _("Seeds:"), _("beans, buttons or pebbles, or the paper seeds to cut out (their "
                           "{size} mm squares fit pits this big).", size=mm_words(SQUARE)))]
    return head + [board, Spacer(1, 3 * mm),
                   st.lead(lead, _seed_words(cols * rows, side, need)),
                   square_seeds(side, cols, rows, cut_above=True)]


def compact_part(shapes: list[BoardShape], paper: str) -> Part:
    """One-sheet boards, one a page."""
    story: list[Flowable] = []
    for i, shape in enumerate(shapes):
        if i:
            story.append(PageBreak())
        story += compact_flowables(shape, paper)
    return Part("compact " + " ".join(s.slug for s in shapes), story, bars="both",
                landscape=True)


# --- egg-carton labels and paper seeds --------------------------------------------------------

def egg_carton_part(paper: str) -> Part:
    """Labels for seed 000's egg-carton board: 12 cup letters, 2 store labels, and arrow
    strips for both rows (South's row is sown to the right, North's to the left).

    The labels sit where they go on the carton (from the board layout), so the sheet is also
    the picture of how to stick them on."""
    st = Styles(REGULAR)
    left, top, right, bottom = Document.content_box(paper, True, "both")
    width = right - left
    layout = board_layout(6, pit_diameter=26.0, gap=3.0, stores=True, label_space=5.0)
    tag_h = 16.0
    seats = {player: seat_name(player) for player in (0, 1)}
    rows = [pgettext("label", "{player}'s row", player=seats[0]),
            pgettext("label", "{player}'s row", player=seats[1])]

    def labels(p: Painter) -> None:
        c = p.colours
        for spot in layout.pits:
            w = 2 * spot.r
            x, y = spot.cx - spot.r, spot.cy - tag_h / 2
            p.rect(x, y, w, tag_h, stroke=c["text"], width=0.3, dash=(1.5, 1.2),
                   what="label box")
            p.text(x + w / 2, y + 10, spot.name, size=22, bold=True, align="centre")
            p.text(x + w / 2, y + 14.5, seats[spot.owner], size=8, colour=c["muted"],
                   align="centre")
        for store in layout.stores:
            x, y = store.x, store.y + 8
            h = store.h - 16
            p.rect(x, y, store.w, h, stroke=c["text"], width=0.3, dash=(1.5, 1.2),
                   what="label box")
            # "South's" over "store", the lines centred on the label's middle
            lines = store_name_lines(seats[store.player])
            for i, line in enumerate(lines):
                p.text(x + store.w / 2, y + h / 2 - 1 + 5 * (i - (len(lines) - 2) / 2), line,
                       size=10, bold=True, align="centre")
        for a in layout.arrows:
            p.arrow(a.x1, a.y1, a.x2, a.y2, width=0.6, head=3.0)

    def strips(p: Painter) -> None:
        c = p.colours
        strip_w = (width - 6) / 2
        for i, (words, right_way) in enumerate(((rows[0], True), (rows[0], True),
                                                (rows[1], False), (rows[1], False))):
            x = (i % 2) * (strip_w + 6)
            y = (i // 2) * 14
            p.rect(x, y, strip_w, 11, stroke=c["text"], width=0.3, dash=(1.5, 1.2),
                   what="label box")
            a, b = (x + 6, x + strip_w - 6) if right_way else (x + strip_w - 6, x + 6)
            p.arrow(a, y + 5.5, b, y + 5.5, width=1.0, head=4.0)
            p.text(x + strip_w / 2, y + 4.5, words, size=9, colour=c["muted"],
                   align="centre")

    story: list[Flowable] = [
        st.para(_("Egg-carton board: cup and store labels"), st.title),
        st.para(_("Cut out each label along its dashed line and stick it on the carton where "
                  "this picture shows: South's cups A to F along the side nearest South, "
                  "North's cups G to L along the far side. For the stores, glue the two halves "
                  "of the carton's lid at the ends (or use two small bowls or cups), and stick "
                  "a store label on each.")),
        Drawing(labels, pad=0.5, align="CENTER", name="egg-carton labels"),
        Spacer(1, 3 * mm),
        figure("arrow strips", [
            st.para(_("Arrow strips: stick the right-pointing ones along South's side and "
                      "the left-pointing ones along North's side. Seeds travel the way the "
                      "arrows point: counterclockwise, right along South's row and left along "
                      "North's.")),
            Drawing(strips, size=(width, 26), name="arrow strips")]),
    ]
    return Part("egg carton", story, bars="both", landscape=True)



def seeds_part(paper: str) -> Part:
    """Paper seeds to cut out: a page of squares (straight cuts only), a page of circles,
    each page as full as its words leave room for."""
    st = Styles(REGULAR)
    left, top, right, bottom = Document.content_box(paper, False, "both")
    width, height = right - left, bottom - top
    pitch = SEED_DIAMETER + 2.5
    cols, round_cols = int(width // SQUARE), int(width // pitch)

    def words_for(squares: int, circles: int) -> list[Flowable]:
        return [st.para(_("Paper seeds to cut out"), st.title),
                st.para(_("For the full-size boards' 45 mm pits (each one-sheet board has "
                          "smaller seeds printed under it, to fit its pits). {needed} Print "
                          "on card if you can. Square seeds are quickest: cut along every "
                          "line, straight across and then straight down. This page has "
                          "{squares} squares; the next page has {circles} round seeds.",
                          needed=_(SEEDS_NEEDED), squares=squares, circles=circles))]

    def room(flowables: list[Flowable]) -> float:
        used = sum(f.wrap(width * mm, height * mm)[1] + f.getSpaceAfter() for f in flowables)
        return height - used / mm - 2.0

    round_words = [st.para(_("Round paper seeds"), st.title), st.para(_round_words(999))]
    round_rows = int(room(round_words) // pitch)
    circles = round_cols * round_rows
    rows = int(room(words_for(999, circles)) // SQUARE)
    squares = cols * rows

    def rounds(p: Painter) -> None:
        c = p.colours
        for r in range(round_rows):
            for col in range(round_cols):
                cx = pitch / 2 + col * pitch
                cy = pitch / 2 + r * pitch
                p.circle(cx, cy, SEED_DIAMETER / 2, stroke=c["seed"], fill=c["board"],
                         width=0.4, what="round seed")
                p.circle(cx - 1.5, cy - 1.5, 1.6, fill=c["pit"])

    story: list[Flowable] = [
        *words_for(squares, circles),
        square_seeds(SQUARE, cols, rows),
        PageBreak(),
        st.para(_("Round paper seeds"), st.title),
        st.para(_round_words(circles)),
        Drawing(rounds, size=(round_cols * pitch, round_rows * pitch), name="round seeds"),
    ]
    return Part("seeds", story, bars="both")


def _round_words(circles: int) -> str:
    return _("{count} round seeds. Cut round each circle.", count=circles)


# --- whole documents --------------------------------------------------------------------------

def _compact_parts(paper: str, shape: BoardShape | None) -> list[Part]:
    return [compact_part([shape] if shape else all_shapes(), paper)]


# kind -> (document title, the parts); picked from a dict, not an if/elif chain. The titles
# are translated where they are read.
BOARD_KINDS: dict[str, tuple[str, Callable[[str, BoardShape | None], list[Part]]]] = {
    "full": (N_("Full-size mancala board"),
             lambda paper, shape: [full_size_part(shape or BoardShape(6), paper)]),
    "compact": (N_("Mancala boards on one sheet"), _compact_parts),
    "egg-carton": (N_("Egg-carton mancala labels"),
                   lambda paper, _shape: [egg_carton_part(paper)]),
    "seeds": (N_("Paper mancala seeds"), lambda paper, _shape: [seeds_part(paper)]),
}


def boards_document(target: str | IO[bytes], *, kind: str, paper: str | None = None,
                    shape: BoardShape | None = None, low_ink: bool = False,
                    language: str | None = None) -> Document:
    """Lay out and write one board document (see :func:`boards_pdf`)."""
    with use_language(language):
        if kind not in BOARD_KINDS:
            raise InvalidOptionError(_("There is no board kind {kind}; choose one of: "
                                       "{kinds}.", kind=repr(kind),
                                       kinds=", ".join(BOARD_KINDS)))
        paper = paper or default_paper(language)
        title, parts = BOARD_KINDS[kind]
        title = _(title)
        if low_ink:
            title = _("{title} (low ink)", title=title)
        return Document(target, paper=paper, title=title,
                        colours=LOW_INK if low_ink else None).render(parts(paper, shape))


def boards_pdf(target: str | IO[bytes], *, kind: str, paper: str | None = None,
               shape: BoardShape | None = None, low_ink: bool = False,
               language: str | None = None) -> int:
    """Write one board document; returns its page count.

    ``kind`` is ``full`` (instructions, then one shape cut into sheets), ``compact`` (one
    shape, or every shape from 5 to 10 pits with and without stores when ``shape`` is None),
    ``egg-carton`` or ``seeds``. ``low_ink`` draws every board and seed as outlines on white
    paper, without the wood colour. Every word is in ``language`` (None: the language in
    use); ``paper`` is ``a4`` or ``letter``, by default the paper of the language's region
    (:func:`mancala_teach.i18n.default_paper`: ``fr-CA`` Letter, ``fr`` A4).
    """
    return boards_document(target, kind=kind, paper=paper, shape=shape, low_ink=low_ink,
                           language=language).page_count


__all__ = ["BoardShape", "LOW_INK", "Tile", "all_shapes", "tiles_for", "boards_document", "boards_pdf", "compact_part",
           "egg_carton_part", "full_size_part", "length_words", "seeds_part", "sheets_for",
           "split_into_sheets"]
