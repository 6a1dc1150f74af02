"""Every answer of a class set on one page: a row a sheet, a column a puzzle.

The worked answer keys run to a page or more for every few sheets (30 sheets made 23 key
pages); a teacher marking a pile needs the answers at a glance. The grid opens the answer-key
PDF of a class set, before the worked keys. Each cell is the puzzle's answer in short, from
the same answer data the keys print (worked out by the engine).
"""

from __future__ import annotations

from ..puzzles.generators import Puzzle
from ..puzzles.sheets import Worksheet
from ..render.pdf import FONT, FONT_BOLD, text_width
from .document import (Document, Flowable, Paragraph, Part, REGULAR, Styles, Table,
                       TableStyle, escape, mm)

STORE_SHORT = {"South's store": "S store", "North's store": "N store",
               "East's store": "E store", "West's store": "W store"}
GRID_SIZES = (9.0, 8.5, 8.0, 7.5, 7.0)     # type sizes tried, biggest first, to fit a page
LEGEND = ("Sow and count lists every blank in order, pits by letter, \"S store\" for South's "
          "store.")
LEGEND_STRETCH = "The answer to a puzzle's stretch question follows the \"then\"."


def _place(text: str) -> str:
    return STORE_SHORT.get(text, text.removeprefix("pit "))


def short_answer(puzzle: Puzzle) -> str:
    """The answer of ``puzzle`` in a few characters, for the grid."""
    a, kind = puzzle.answer, puzzle.kind
    if kind == "sow_and_count":
        blank = puzzle.boards[1]
        truth = puzzle.extra["answer_board"]
        cells = [f"{chr(65 + i)}{truth.pits[i]}" for i, c in enumerate(blank.pits) if c is None]
        cells += [f"{'SN'[k]} store {truth.stores[k]}" for k, c in enumerate(blank.stores)
                  if c is None]
        text = " ".join(cells)
    elif "place" in a:
        text = _place(a["place"])
    elif kind in ("best_capture", "four_capture", "oware_chain"):
        text = f"{a['move']}, {a['seeds']}"
    elif kind in ("extra_turn", "reverse", "four_extra_turn"):
        text = a["move"]
    elif kind == "missing_seeds":
        text = f"{a['missing']} missing"
    elif kind == "estimate":
        text = f"{a['south']}, {'more' if a['compare'] == 'more' else 'fewer'}"
    elif kind == "tchoukaillon":
        text = " ".join(a["moves"])
    elif kind == "extra_turn_pattern":
        text = ", ".join(map(str, a["counts"]))
    elif "step" in a:
        text = f"step {a['step']}"
    else:
        text = puzzle.answer_text
    if puzzle.stretch is not None and _stretch(puzzle):
        text += "; then " + _stretch(puzzle)
    return text


def _stretch(puzzle: Puzzle) -> str:
    assert puzzle.stretch is not None
    a = puzzle.stretch.answer
    if "place" in a:
        return _place(a["place"])
    if "extra_turn" in a:
        return "yes" if a["extra_turn"] else "no"
    if "captures" in a:
        return ", ".join(f"{k} {v}" for k, v in a["captures"].items()) or "none"
    if "north" in a and "south" in a:
        return f"S {a['south']}, N {a['north']}"
    if "north" in a:
        return f"North {a['north']}"
    if "next" in a:
        return f"next {a['next']}"
    if "seeds" in a:
        return str(a["seeds"])
    return ""           # a "why?": its reasons are in the worked key


def answer_grid_part(sheets: list[Worksheet], *, paper: str = "a4") -> Part:
    """The grid for ``sheets``, in the biggest type (9 pt down to 7) that keeps it to one
    page where it can (about 40 sheets a page)."""
    width, height = Document.frame_size(paper, False, "across")
    level = sheets[0].level
    tier = "" if sheets[0].tier == "core" else f" ({sheets[0].tier} version)"
    st = Styles(REGULAR)
    ids = f"{sheets[0].id} to {sheets[-1].id}"
    prefix = sheets[0].id.rsplit("-", 1)[0]
    top: list[Flowable] = [st.para("Answers at a glance", st.title),
                           st.para(f"{level.name.capitalize()} level{tier}, sheets {ids}: the "
                                   f"first column is the sheet's number ({prefix}-1, "
                                   f"{prefix}-2 ...). {LEGEND}"
                                   + (f" {LEGEND_STRETCH}" if sheets[0].tier == "stretch"
                                      else ""), st.note)]
    top_h = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter() for f in top) / mm
    columns = max(len(s.puzzles) for s in sheets)
    for size in GRID_SIZES:
        table = _grid(sheets, columns, size, width)
        if table.wrap(width * mm, 100_000)[1] / mm <= height - top_h - 2:
            break
    return Part(f"answer grid {ids}", [*top, table], bars="across",
                footer=f"Answers at a glance {ids}")


def _grid(sheets: list[Worksheet], columns: int, size: float, width: float) -> Table:
    first = text_width("Sheet", size, bold=True) + 3.0
    # each column as wide as its longest answer needs, in proportion, none under 14 mm
    need = [max([text_width(short_answer(s.puzzles[k]), size) for s in sheets
                 if k < len(s.puzzles)] + [14.0]) for k in range(columns)]
    # no header word broken: "Puzzle 5," and "challenge" each fit on a line
    least = text_width("challenge", size, bold=True) + 3.0
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
    last = sheets[0].challenge
    rows: list[list[object]] = [["Sheet"] + [Paragraph(
        f"Puzzle {k}" + (", challenge" if k == last else ""), style_head)
        for k in range(1, columns + 1)]]
    for sheet in sheets:
        row: list[object] = [Paragraph(f"<b>{sheet.id.rsplit('-', 1)[1]}</b>", style_body)]
        for k in range(columns):
            if k < len(sheet.puzzles):
                p = sheet.puzzles[k]
                row.append(Paragraph(escape(short_answer(p)), style_body))
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
