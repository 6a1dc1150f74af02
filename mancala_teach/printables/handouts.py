"""The sheets the lesson cards ask to be printed: strips of 13 places (lesson 2), the class
dot plot (lesson 5), and the picture glossary with its sentence frames (every lesson).

Their words are the lesson data's (:func:`mancala_teach.teaching.lessons.handouts`, the
glossary's sentences, each lesson's frames); the places on a strip are the engine's sowing
path and the pictures are real positions and moves, drawn from the one board layout.

- **Strips of 13 places**: for each pair, a strip of the places a seed from pit C can land
  in Kalah, in sowing order (13: pit C itself), with a tab to glue it into a ring; an Oware
  strip of 11, and blank strips for any other pit.
- **Class dot plot**: two landscape sheets, 0 to 150 and 150 to 300 moves, a row for Kalah
  and one for Oware; the second sheet is cut along its dashed line and laid over the first so
  the two 150s meet, which keeps one scale across the join.
- **Picture glossary**: the words English learners meet first, each with a drawing and the
  glossary's sentence; overleaf, each lesson's sentence frames.

Every word is in the catalogue: each sheet takes ``language=None`` (the language in use), and
the words a drawing prints are made when the sheet is, not when reportlab draws it.
"""

from __future__ import annotations

import io
import math
from typing import Callable

from ..glossary import define, game_title, term
from ..i18n import (N_, SOURCE_LANGUAGE, _, current_language, expression, ngettext, pgettext,
                    use_language)
from ..landing import sowing_path
from ..layout import board_layout
from ..naming import PLAYER_NAMES, seat_name
from ..position import Position
from ..render.highlights import highlights_at
from ..render.pdf import FONT, PT_PER_MM, Painter, draw_board
from ..teaching.classroom import PICTURE_WORDS
from ..teaching.lessons import CLASS_PLOT_MOVES, KALAH_CAPTURE, Handout, handouts, lessons
from ..variants import variant
from .document import (Document, Drawing, Flowable, LARGE, PageBreak, Paragraph, Part,
                       REGULAR, Spacer, Styles, Table, TableStyle, WholePage, escape, figure,
                       height, mm)


def _handout(name: str) -> Handout:
    return handouts()[name][1]


def _instructions(handout: Handout, st: Styles) -> list[Flowable]:
    return [st.para(handout.title, st.title), *st.bullets(handout.instructions)]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _store_lines(place: str) -> tuple[str, str]:
    """A store's name on two lines, for a square of a strip: ("South's", "store")."""
    player = PLAYER_NAMES.index(place.removesuffix("'s store"))
    # TRANSLATORS: a store's name on two short lines (the \n), in a square 19 mm wide.
    first, _newline, second = pgettext("strip", "{player}'s\nstore",
                                       player=seat_name(player)).partition("\n")
    return first, second


# --- strips of 13 places ----------------------------------------------------------------------

STRIP_PIT = 2            # pit C: the lesson's pit
STRIP_H = 17.0           # mm: a square of the strip
TAB_W = 9.0


def _strip(places: list[str], *, square: float, store_w: float, caption: str,
           name: str, size: float) -> Drawing:
    """One strip: a caption, then a square for each place numbered in sowing order, a glue
    tab after the last, and a dashed line round it all to cut along."""
    caption_h = size / PT_PER_MM * 1.5
    # the words now, in the language in use: reportlab draws later
    stores = {place: _store_lines(place) for place in places if place.endswith("store")}
    glue = pgettext("label", "glue")

    def draw(p: Painter) -> None:
        ink, muted = p.colours["text"], p.colours["muted"]
        p.text(0, caption_h * 0.7, caption, size=size, bold=True, what="caption")
        x, top = 0.0, caption_h + 1.5
        for i, place in enumerate(places, 1):
            store = place.endswith("store")
            w = store_w if store else square
            p.rect(x, top, w, STRIP_H, stroke=ink, width=0.4, what="strip square")
            p.text(x + 1.2, top + 3.6, str(i), size=9, colour=muted, what="number")
            if store:
                first, second = stores[place]
                p.text(x + w / 2, top + STRIP_H * 0.55, first, size=10, bold=True,
                       align="centre", what="place")
                p.text(x + w / 2, top + STRIP_H * 0.85, second, size=10, bold=True,
                       align="centre", what="place")
            elif place:
                p.text(x + w / 2, top + STRIP_H * 0.78, place.removeprefix("pit "), size=18,
                       bold=True, align="centre", what="place")
            x += w
        p.rect(x, top, TAB_W, STRIP_H, fill="#D9D9D9", what="glue tab")
        p.text(x + TAB_W / 2, top + STRIP_H / 2 + 1.2, glue, size=8, colour=ink,
               align="centre", what="label")
        x += TAB_W
        p.rect(-1.5, top - 1.5, x + 3.0, STRIP_H + 3.0, stroke=muted, width=0.3,
               dash=(2.0, 1.5), what="cut line")

    return Drawing(draw, pad=0.5, name=name)


def cycle_strips_flowables(*, width: float, large_print: bool = False) -> list[Flowable]:
    st = Styles(LARGE if large_print else REGULAR)
    kalah, oware = variant("kalah"), variant("oware")
    kalah_path = sowing_path(kalah, 0, STRIP_PIT)
    oware_path = sowing_path(oware, 0, STRIP_PIT)
    store_w = 19.0
    room = width - TAB_W - 4.0
    square = min(16.0, (room - store_w) / (len(kalah_path) - 1))
    pit = kalah_path[-1].removeprefix("pit ")
    kalah_name, oware_name = (_capital(game_title(name)) for name in ("Kalah", "Oware"))
    # TRANSLATORS: a strip's caption: {game}: "Kalah"; {pit}: the pit the seeds come from;
    # {n}: the places on the strip.
    strips = [
        *[(ngettext("{game}, from pit {pit}: {n} place", "{game}, from pit {pit}: {n} places",
                    len(kalah_path), game=kalah_name, pit=pit), kalah_path)] * 3,
        (ngettext("{game}, from pit {pit}: {n} place (pit {pit} is skipped)",
                  "{game}, from pit {pit}: {n} places (pit {pit} is skipped)",
                  len(oware_path), game=oware_name, pit=pit), oware_path),
        (ngettext("Blank: {n} place ({pits} pits and a store)",
                  "Blank: {n} places ({pits} pits and a store)", len(kalah_path),
                  pits=len(kalah_path) - 1),
         [""] * (len(kalah_path) - 1) + ["South's store"]),
        (ngettext("Blank: {n} place ({game})", "Blank: {n} places ({game})", len(oware_path),
                  game=oware_name), [""] * len(oware_path)),
    ]
    out = _instructions(_handout("cycle strips"), st)
    out.append(Spacer(1, 2 * mm))
    for i, (caption, places) in enumerate(strips, 1):
        out.append(figure(f"strip {i}", [
            _strip(places, square=square, store_w=store_w, caption=caption,
                   name=f"strip {i}", size=st.sizes.body), Spacer(1, 3 * mm)]))
    return out


def cycle_strips_part(*, paper: str = "a4", large_print: bool = False,
                      language: str | None = None) -> Part:
    with use_language(language):
        width, _room = Document.frame_size(paper, False, "none")
        return Part("cycle strips", cycle_strips_flowables(width=width,
                                                           large_print=large_print),
                    bars="none", footer=_handout("cycle strips").title)


# --- the class dot plot -------------------------------------------------------------------------

PLOT_GAMES = ("Kalah", "Oware")
LABEL_W = 24.0           # mm at the left of each sheet for the rows' names
HEAD_H = 44.0            # mm at the top for the title and the instructions


def _dot_plot_sheet(sheet: int, sheets: int, start: int, end: int,
                    handout: Handout) -> Callable[[Painter, tuple[float, float, float, float]],
                                                  None]:
    """One sheet of the plot, drawn in page coordinates: the same heights on every sheet, so
    the rows meet when the sheets are joined."""

    # the words now, in the language in use: reportlab draws later
    # TRANSLATORS: the dot plot's title: {title}: "Class dot plot"; a sheet of two, and the
    # moves it runs from and to.
    title = _("{title}: how many moves? Sheet {sheet} of {sheets}, {start} to {end} moves",
              title=handout.title, sheet=sheet, sheets=sheets, start=start, end=end)
    names = {game: _capital(game_title(game)) for game in PLOT_GAMES}
    moves, cut = pgettext("axis", "moves"), pgettext("label", "cut")

    def draw(p: Painter, box: tuple[float, float, float, float]) -> None:
        left, top, right, bottom = box
        ink, muted = p.colours["text"], p.colours["muted"]
        st = Styles(REGULAR)
        y = top + p.flowable(left, top, right - left, st.para(title, st.heading))
        for line in handout.instructions:
            y += p.flowable(left, y, right - left,
                            Paragraph(escape(line), st.bullet, bulletText="\u2022"))
        x0, x1 = left + LABEL_W, right - 2.0
        per_move = (x1 - x0) / (end - start)
        rows = len(PLOT_GAMES)
        row_h = (bottom - (top + HEAD_H)) / rows
        for r, game in enumerate(PLOT_GAMES):
            axis = top + HEAD_H + row_h * (r + 1) - 12.0
            if sheet == 1:
                p.text(left, axis - 4.0, names[game], size=16, bold=True, what="row name")
            else:
                p.text(left, axis - 4.0, names[game], size=12, colour=muted, what="row name")
            for m in range(start, end + 1, 10):     # a faint column every 10 moves
                x = x0 + (m - start) * per_move
                p.line(x, axis - row_h + 16.0, x, axis, colour="#D0D0D0", width=0.2,
                       what="grid")
            p.line(x0, axis, x1, axis, colour=ink, width=0.6, what="axis")
            for m in range(start, end + 1, 5):
                x = x0 + (m - start) * per_move
                tall = 3.0 if m % 10 == 0 else 1.6
                p.line(x, axis, x, axis + tall, colour=ink, width=0.4, what="tick")
                if m % 10 == 0 and (sheet == 1 or m != start):
                    p.text(x, axis + 7.5, str(m), size=12, align="centre", what="number")
            p.text(x1, axis + 11.5, moves, size=10, colour=muted, align="right",
                   what="label")
        if sheet > 1:       # the cut line the second sheet is cut along, at its first number
            p.line(x0, top + HEAD_H - 4.0, x0, bottom, colour=muted, width=0.3, dash=(2.0, 1.5),
                   what="cut line")
            p.text(x0 - 1.5, top + HEAD_H - 1.0, cut, size=8, colour=muted, align="right")

    return draw


def dot_plot_part(*, paper: str = "a4", large_print: bool = False,
                  language: str | None = None) -> Part:
    """Two landscape sheets; large print is the same poster (its type is 12 pt or more)."""
    with use_language(language):
        handout = _handout("class dot plot")
        half = CLASS_PLOT_MOVES // 2
        ranges = [(0, half), (half, CLASS_PLOT_MOVES)]
        story: list[Flowable] = []
        for i, (start, end) in enumerate(ranges, 1):
            if i > 1:
                story.append(PageBreak())
            story.append(WholePage(_dot_plot_sheet(i, len(ranges), start, end, handout)))
        return Part("class dot plot", story, bars="none", landscape=True,
                    footer=_("Class dot plot"))


# --- the picture glossary ---------------------------------------------------------------------

CARD_GAP = 4.0


def _board_picture(position: Position, *, width: float, highlight: dict[int, str] | None = None,
                   stores: dict[int, str] | None = None, arrows: bool = False,
                   extra: Callable[[Painter, object], None] | None = None,
                   name: str) -> Drawing:
    rules = position.rules
    pit = width / 12.2           # a 6-pit board with stores is about 12.2 pits wide
    layout = board_layout(rules, pit_diameter=pit, gap=pit * 0.3, label_space=pit * 0.62)
    count = max(9.0, pit * PT_PER_MM * 0.55)

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=position.pits, stores=position.stores,
                   highlight=highlight or {}, store_highlight=stores or {}, arrows=arrows,
                   store_labels=False, count_size=count, label_size=max(9.0, count * 0.8))
        if extra is not None:
            extra(p, layout)
    return Drawing(draw, pad=0.5, name=name)


def _clock(p: Painter, cx: float, cy: float, r: float) -> None:
    """A clock face with an arrow round it the other way to its hands."""
    ink = p.colours["text"]
    p.circle(cx, cy, r, stroke=ink, width=0.4, what="clock")
    for k in range(12):
        a = math.pi * 2 * k / 12
        p.line(cx + math.sin(a) * r * 0.8, cy - math.cos(a) * r * 0.8,
               cx + math.sin(a) * r * 0.95, cy - math.cos(a) * r * 0.95, colour=ink,
               width=0.3, what="clock")
    p.line(cx, cy, cx, cy - r * 0.6, colour=ink, width=0.5, what="clock")
    p.line(cx, cy, cx + r * 0.45, cy, colour=ink, width=0.5, what="clock")
    # counterclockwise on the page: from the top, round by the left, to the bottom
    arc = r * 1.3
    points = [(cx - math.sin(t) * arc, cy - math.cos(t) * arc)
              for t in [math.pi * k / 12 for k in range(1, 12)]]
    for (xa, ya), (xb, yb) in zip(points, points[1:-1]):
        p.line(xa, ya, xb, yb, colour=p.colours["arrow"], width=0.6, what="arrow")
    p.arrow(*points[-2], *points[-1], head=2.4)


def _remainder_picture(width: float, name: str) -> Drawing:
    """17 seeds: a lap of 13 in a box, and 4 more left over."""
    r = min(2.6, width / 44)
    # the words now, in the language in use: reportlab draws later
    # TRANSLATORS: under a box of 13 seeds: one lap of the board.
    lap = _("{count}: one lap", count=13)
    left_over = ngettext("{n} left over", "{n} left over", 4)
    division = expression(17, "=", 13, "×", 1, "+", 4)

    def draw(p: Painter) -> None:
        ink = p.colours["text"]
        step = r * 2.5
        for i in range(17):
            x = r + 1 + i * step + (step * 0.8 if i >= 13 else 0)
            left = i >= 13
            p.circle(x, r + 6, r, stroke=p.colours["seed"],
                     fill=p.colours["last_seed"] if left else p.colours["seed"], width=0.3,
                     what="seed")
        p.rect(0, 4.5, 13 * step + 0.5, r * 2 + 3, stroke=ink, width=0.4, what="group")
        p.text(13 * step / 2, 3.2, lap, size=12, align="centre", what="label")
        p.text(13 * step + step * 0.8 + 2 * step, 3.2, left_over, size=12,
               align="centre", what="label")
        p.text(0, r * 2 + 13, division, size=12, bold=True, what="sum")
    return Drawing(draw, pad=0.5, name=name)


def _pictures(width: float) -> dict[str, Drawing]:
    """A drawing for each word of the picture glossary, from real positions and moves."""
    kalah = variant("kalah")
    start = Position.start(kalah)
    sown, sow_trace = start.play("C")
    sown_hl = highlights_at(sow_trace)
    # 14 seeds from B: once round (13 places, back into B) and one more, into C
    lap_board = Position.of(kalah, (4, 14, 4, 4, 4, 4, 3, 3, 3, 3, 0, 2), (0, 0), 0)
    lapped, lap_trace = lap_board.play("B")
    lap_hl = highlights_at(lap_trace)
    captured_before = KALAH_CAPTURE.position()
    after_capture, capture_trace = captured_before.play("D")
    cap = highlights_at(capture_trace)
    board = width * 0.98
    return {
        "pit": _board_picture(start, width=board, highlight={2: "last_seed"},
                              name="glossary pit"),
        "store": _board_picture(start, width=board, stores={0: "store_grew"},
                                name="glossary store"),
        "opposite": _board_picture(start, width=board,
                                   highlight={0: "last_seed", 11: "last_seed"},
                                   name="glossary opposite"),
        "sow": _board_picture(sown, width=board,
                              highlight={**{p: "picked_up" for p in sown_hl.picked_up}},
                              stores={s: "store_grew" for s in sown_hl.store_grew},
                              arrows=True, name="glossary sow"),
        "counterclockwise": _board_picture(
            start, width=board * 0.78, arrows=True, name="glossary counterclockwise",
            extra=lambda p, layout: _clock(p, layout.width + board * 0.1,
                                           layout.height / 2, board * 0.07)),
        "lap": _board_picture(lapped, width=board,
                              highlight={**{p: "picked_up" for p in lap_hl.picked_up},
                                         **{p: "last_seed" for p in lap_hl.last_seed}},
                              arrows=True, name="glossary lap"),
        "remainder": _remainder_picture(board, "glossary remainder"),
        "capture": _board_picture(after_capture, width=board,
                                  highlight={p: "captured" for p in cap.captured},
                                  stores={s: "store_grew" for s in cap.store_grew},
                                  name="glossary capture"),
    }


PICTURE_TITLE = N_("Picture glossary")       # translated where it is read: _(PICTURE_TITLE)


def picture_glossary_flowables(*, width: float, large_print: bool = False,
                               picture: float = 1.0) -> list[Flowable]:
    """The cards (their pictures ``picture`` times the width of a card), then the frames."""
    st = Styles(LARGE if large_print else REGULAR)
    columns = 1 if large_print else 2
    cell = (width - CARD_GAP * (columns - 1)) / columns
    pictures = _pictures((cell - 6.0) * picture)
    word = st.title.clone("word", fontSize=st.sizes.title * 0.9,
                          leading=st.sizes.title * 1.05)
    cards = []
    for name in PICTURE_WORDS:
        cards.append([Paragraph(escape(term(name)), word), pictures[name], Spacer(1, 1 * mm),
                      st.para(define(name))])
    note = _("The words of the mancala lessons, each with a picture. Cut the cards apart, or "
             "keep the page on the table. Overleaf: sentence frames for each lesson.")
    out: list[Flowable] = [st.para(_(PICTURE_TITLE), st.title), st.para(note, st.note),
                           Spacer(1, 1.5 * mm)]
    for i in range(0, len(cards), columns):
        row = cards[i:i + columns]
        row += [[""]] * (columns - len(row))
        table = Table([row], colWidths=[cell * mm] * columns)
        table.setStyle(TableStyle([
            ("FONTNAME", (0, 0), (-1, -1), FONT),
            ("BOX", (0, 0), (0, 0), 0.4, "#5F5F5F"),
            *([("BOX", (1, 0), (1, 0), 0.4, "#5F5F5F")] if columns > 1 else []),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 3 * mm),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3 * mm),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5 * mm),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2 * mm)]))
        table.hAlign = "LEFT"
        out.append(figure(f"glossary row {i // columns + 1}", [table, Spacer(1, 2 * mm)]))
    return out + _frames_page(st, width)


def _frames_page(st: Styles, width: float) -> list[Flowable]:
    """Each lesson's sentence frames, on a page of their own."""
    rows = [[st.para(pgettext("label", "Lesson"), st.bold),
             st.para(_("Sentence frames"), st.bold)]]
    for L in lessons():
        rows.append([st.para(f"{L.number}. {L.title}", st.bold),
                     [st.para(f) for f in L.frames]])
    # the lessons' column 50 mm, wider (to 70 mm) where a title would stand taller than its
    # frames (long titles, large print)
    for first in (50.0, 55.0, 60.0, 65.0, 70.0):
        if all(height([title], first - 3.2) <= height(frames, width - first - 3.2)
               for title, frames in rows[1:]):
            break
    table = Table(rows, colWidths=[first * mm, (width - first) * mm], repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("GRID", (0, 0), (-1, -1), 0.5, "#1A1A1A"),
        ("BACKGROUND", (0, 0), (-1, 0), "#E8E8E8"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 1.6 * mm),
        ("RIGHTPADDING", (0, 0), (-1, -1), 1.6 * mm),
        ("TOPPADDING", (0, 0), (-1, -1), 1.0 * mm),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6 * mm)]))
    table.hAlign = "LEFT"
    return [PageBreak(), st.para(_("Sentence frames, lesson by lesson"), st.title),
            st.para(_("Each lesson adds frames to the ones before; put them where pairs can "
                      "see them while they talk."), st.note), table]


def picture_glossary_part(*, paper: str = "a4", large_print: bool = False,
                          language: str | None = None) -> Part:
    with use_language(language):
        width, _room = Document.frame_size(paper, False, "none")
        story = picture_glossary_flowables(width=width, large_print=large_print)
        if large_print and current_language() != SOURCE_LANGUAGE:
            # the cards' longer words in one column: smaller pictures, if that keeps the
            # English number of pages
            with use_language(SOURCE_LANGUAGE):
                sheets = _pages(picture_glossary_flowables(width=width, large_print=True),
                                paper)
            for picture in (1.0, 0.85, 0.7):
                if _pages(picture_glossary_flowables(width=width, large_print=True,
                                                     picture=picture), paper) <= sheets:
                    break
            story = picture_glossary_flowables(width=width, large_print=True, picture=picture)
        return Part("picture glossary", story, bars="none", footer=_(PICTURE_TITLE))


def _pages(story: list[Flowable], paper: str) -> int:
    """The pages ``story`` takes, laid out for real (it is laid out again for the document:
    flowables laid out once are spent)."""
    return Document(io.BytesIO(), paper=paper).render([Part("measure", story,
                                                            bars="none")]).page_count


# The lessons command's kinds for these sheets: (title of the PDF in English, maker)
HANDOUT_KINDS: dict[str, tuple[str, Callable[..., Part]]] = {
    "strips": (N_("Strips of 13 places"), cycle_strips_part),
    "dot-plot": (N_("Class dot plot"), dot_plot_part),
    "glossary": (PICTURE_TITLE, picture_glossary_part),
}

__all__ = ["HANDOUT_KINDS", "cycle_strips_part", "dot_plot_part", "picture_glossary_part"]
