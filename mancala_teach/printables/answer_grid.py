"""Every answer of a class set on one page: a row a sheet, a column a puzzle.

The worked answer keys run to a page or more for every few sheets (30 sheets made 23 key
pages); a teacher marking a pile needs the answers at a glance. The grid opens the answer-key
PDF of a class set, before the worked keys. Each cell is the puzzle's answer in short, from
the same answer data the keys print (worked out by the engine), in the language in use
(a store is "S store", French "gren. S").
"""

from __future__ import annotations

from ..i18n import _, pgettext
from ..naming import seat_word
from ..puzzles.generators import Puzzle
from ..puzzles.levels import level_name
from ..puzzles.sheets import Worksheet
from ..puzzles.tiers import tier_name
from ..render.pdf import FONT, FONT_BOLD, text_width
from .document import (Document, Flowable, Paragraph, Part, REGULAR, Styles, Table,
                       TableStyle, escape, mm)

GRID_SIZES = (9.0, 8.5, 8.0, 7.5, 7.0)     # type sizes tried, biggest first, to fit a page


def _store_short(seat: str) -> str:
    """A store in a few letters: "S store" (English seat name in, words out)."""
    # TRANSLATORS: a store in a cell of the answers' grid, in a few letters: {initial} is
    # the seat's initial ("S" for South): "S store", French "gren. S".
    return pgettext("grid", "{initial} store", initial=seat_word(seat)[:1])


def _place(text: str) -> str:
    if text.endswith("'s store"):
        return _store_short(text[:-8])
    return text.removeprefix("pit ")


def short_answer(puzzle: Puzzle) -> str:
    """The answer of ``puzzle`` in a few characters, for the grid."""
    a, kind = puzzle.answer, puzzle.kind
    if kind == "sow_and_count":
        blank = puzzle.boards[1]
        truth = puzzle.extra["answer_board"]
        cells = [f"{chr(65 + i)}{truth.pits[i]}" for i, c in enumerate(blank.pits) if c is None]
        cells += [f"{_store_short(('South', 'North')[k])} {truth.stores[k]}"
                  for k, c in enumerate(blank.stores) if c is None]
        text = " ".join(cells)
    elif "place" in a:
        text = _place(a["place"])
    elif kind in ("best_capture", "four_capture", "oware_chain"):
        text = f"{a['move']}, {a['seeds']}"
    elif kind in ("extra_turn", "reverse", "four_extra_turn"):
        text = a["move"]
    elif kind == "missing_seeds":
        # TRANSLATORS: an answer in the grid, short: "3 missing" (seeds).
        text = pgettext("grid", "{count} missing", count=a["missing"])
    elif kind == "estimate":
        text = (pgettext("grid", "{count}, more", count=a["south"]) if a["compare"] == "more"
                else pgettext("grid", "{count}, fewer", count=a["south"]))
    elif kind == "tchoukaillon":
        text = " ".join(a["moves"])
    elif kind == "extra_turn_pattern":
        text = ", ".join(map(str, a["counts"]))
    elif "step" in a:
        text = pgettext("grid", "step {number}", number=a["step"])
    else:
        text = puzzle.answer_text
    if puzzle.stretch is not None and _stretch(puzzle):
        # TRANSLATORS: a grid cell: the answer, then the stretch question's ("E; then F").
        text = pgettext("grid", "{answer}; then {stretch}", answer=text,
                        stretch=_stretch(puzzle))
    return text


def _stretch(puzzle: Puzzle) -> str:
    assert puzzle.stretch is not None
    a = puzzle.stretch.answer
    if "place" in a:
        return _place(a["place"])
    if "extra_turn" in a:
        return pgettext("grid", "yes") if a["extra_turn"] else pgettext("grid", "no")
    if "captures" in a:
        return (", ".join(f"{k} {v}" for k, v in a["captures"].items())
                or pgettext("grid", "none"))
    if "north" in a and "south" in a:
        # TRANSLATORS: the seats' initials and their seeds: "S 20, N 24".
        return pgettext("grid", "{south_initial} {south}, {north_initial} {north}",
                        south_initial=seat_word("South")[:1], south=a["south"],
                        north_initial=seat_word("North")[:1], north=a["north"])
    if "north" in a:
        return pgettext("grid", "{player} {count}", player=seat_word("North"),
                        count=a["north"])
    if "next" in a:
        return pgettext("grid", "next {number}", number=a["next"])
    if "seeds" in a:
        return str(a["seeds"])
    return ""           # a "why?": its reasons are in the worked key


def _grid_head(number: int, challenge: bool) -> str:
    """A column's head: "Puzzle 5" or "Puzzle 5, challenge"."""
    return (_("Puzzle {number}, challenge", number=number) if challenge else
            _("Puzzle {number}", number=number))


def answer_grid_part(sheets: list[Worksheet], *, paper: str = "a4") -> Part:
    """The grid for ``sheets``, in the biggest type (9 pt down to 7) that keeps it to one
    page where it can (about 40 sheets a page)."""
    width, height = Document.frame_size(paper, False, "across")
    level = sheets[0].level
    tier = sheets[0].tier
    st = Styles(REGULAR)
    ids = f"{sheets[0].id} to {sheets[-1].id}"
    first, last = sheets[0].id, sheets[-1].id
    prefix = sheets[0].id.rsplit("-", 1)[0]
    # TRANSLATORS: {first}, {last}: the class set's first and last sheets; {one}, {two}: its
    # sheets 1 and 2 ("explorer-7-1, explorer-7-2 ...").
    values = dict(level=level_name(level), first=first, last=last, one=f"{prefix}-1",
                  two=f"{prefix}-2")
    head = (_("{level} level, sheets {first} to {last}: the first column is the sheet's "
              "number ({one}, {two} ...).", **values) if tier == "core" else
            _("{level} level ({tier} version), sheets {first} to {last}: the first column is "
              "the sheet's number ({one}, {two} ...).", tier=tier_name(tier), **values))
    legend = [head, _("Sow and count lists every blank in order, pits by letter, \"{store}\" "
                      "for South's store.", store=_store_short("South"))]
    if tier == "stretch":
        legend.append(_("The answer to a puzzle's stretch question follows the \"{then}\".",
                        then=pgettext("grid", "then")))
    top: list[Flowable] = [st.para(_("Answers at a glance"), st.title),
                           st.para(" ".join(legend), st.note)]
    top_h = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter() for f in top) / mm
    columns = max(len(s.puzzles) for s in sheets)
    for size in GRID_SIZES:
        table = _grid(sheets, columns, size, width)
        if table.wrap(width * mm, 100_000)[1] / mm <= height - top_h - 2:
            break
    return Part(f"answer grid {ids}", [*top, table], bars="across",
                footer=_("Answers at a glance {first} to {last}", first=first, last=last))


def _grid(sheets: list[Worksheet], columns: int, size: float, width: float) -> Table:
    # TRANSLATORS: the grid's first column's head: a sheet's number.
    sheet_word = pgettext("grid", "Sheet")
    first = text_width(sheet_word, size, bold=True) + 3.0
    # each column as wide as its longest answer needs, in proportion, none under 14 mm
    answers = {(i, k): short_answer(p) for i, s in enumerate(sheets)
               for k, p in enumerate(s.puzzles)}
    need = [max([text_width(a, size) for (_i, j), a in answers.items() if j == k] + [14.0])
            for k in range(columns)]
    last = sheets[0].challenge
    heads = [_grid_head(k, k == last) for k in range(1, columns + 1)]
    # no header word broken: "Puzzle 5," and "challenge" each fit on a line
    least = max(text_width(word, size, bold=True)
                for head in heads + [_grid_head(columns, True)] for word in head.split()) + 3.0
    room = width - first
    widths = [room * n / sum(need) for n in need]
    if min(widths) < least:
        short = [k for k, w in enumerate(widths) if w < least]
        spare = room - least * len(short)
        rest = sum(need[k] for k in range(columns) if k not in short)
        widths = [least if k in short else spare * need[k] / rest for k in range(columns)]
    style_body = Styles(REGULAR).body.clone("grid", fontSize=size, leading=size * 1.2,
                                            spaceAfter=0)
    style_head = style_body.clone("grid head", fontName=FONT_BOLD)
    rows: list[list[object]] = [[sheet_word] + [Paragraph(escape(head), style_head)
                                                for head in heads]]
    for i, sheet in enumerate(sheets):
        row: list[object] = [Paragraph(f"<b>{sheet.id.rsplit('-', 1)[1]}</b>", style_body)]
        for k in range(columns):
            if k < len(sheet.puzzles):
                row.append(Paragraph(escape(answers[i, k]), style_body))
            else:
                row.append("")
        rows.append(row)
    table = Table(rows, colWidths=[first * mm] + [w * mm for w in widths], repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT), ("FONTNAME", (0, 0), (-1, 0), FONT_BOLD),
        ("FONTSIZE", (0, 0), (-1, -1), size), ("GRID", (0, 0), (-1, -1), 0.4, "#1A1A1A"),
        ("BACKGROUND", (0, 0), (-1, 0), "#E8E8E8"), ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 1.2 * mm), ("RIGHTPADDING", (0, 0), (-1, -1), 1.2 * mm),
        ("TOPPADDING", (0, 0), (-1, -1), 0.6 * mm), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.9 * mm),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["#FFFFFF", "#F4F4F4"])]))
    table.hAlign = "LEFT"
    return table


__all__ = ["answer_grid_part", "short_answer"]
