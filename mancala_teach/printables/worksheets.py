"""Worksheet and answer-key PDFs for the sheets made in :mod:`mancala_teach.puzzles.sheets`.

Each sheet is stamped with its id (``explorer-7-3``); the id alone regenerates it, whatever
the paper size or print size.
"""

from __future__ import annotations

import io
from typing import IO

from ..layout import BoardLayout, board_layout
from ..puzzles.generators import Board, Puzzle
from ..puzzles.sheets import Worksheet, worksheet_json
from ..render.pdf import PdfDocument, draw_board, line_height
from ..variants import variant
from .page import Flow


# --- drawing ----------------------------------------------------------------------------------

def _layout(board: Board, large: bool) -> BoardLayout:
    d, g = (16.0, 3.0) if large else (13.0, 2.5)
    label = 8.0 if large else 6.5
    if board.single_row:
        return board_layout(len(board.pits), pit_diameter=d, gap=g, stores=True,
                            label_space=label)
    return board_layout(variant(board.variant), pit_diameter=d, gap=g, label_space=label)


def _board_block(flow: Flow, board: Board, large: bool) -> tuple[BoardLayout, float, float]:
    """(layout, offset of the drawing's top, height in mm including the caption)."""
    layout = _layout(board, large)
    label_size = 16.0 if large else 12.0
    caption_h = line_height(flow.sizes["body"]) if board.caption else 0.0
    if board.single_row:
        row = [p for p in layout.pits if p.owner == 0]
        top = row[0].cy - row[0].r - 2
        height = 2 * row[0].r + 4 + 2 * line_height(label_size)
    else:
        top = -line_height(label_size) * 0.4
        height = layout.height + line_height(label_size) * 0.3
    return layout, top, caption_h + height + 2


def _draw_puzzle_board(flow: Flow, board: Board, large: bool,
                       highlight: dict[int, str] | None = None) -> None:
    layout, top, height = _board_block(flow, board, large)
    size = 16.0 if large else 12.0
    flow.room(height)
    start = flow.y
    if board.caption:
        flow.paragraph(board.caption, size=flow.sizes["body"], bold=True)
    draw_board(flow.doc, layout, flow.left + 4, flow.y - top,
               pits=board.pits,
               stores=(board.stores[0], None) if board.single_row else board.stores,
               rows=(0,) if board.single_row else (0, 1), highlight=highlight,
               count_size=size, label_size=size)
    flow.y = start + height


def _puzzle_height(flow: Flow, puzzle: Puzzle, large: bool) -> float:
    """The room a puzzle's question and first board need together, so a question never sits
    on one page and its board on the next (a captioned second board may go over)."""
    body = flow.sizes["body"]
    height = line_height(flow.sizes["heading"]) + 5 + flow.text_height(puzzle.question, body)
    height += _board_block(flow, puzzle.boards[0], large)[2]
    if len(puzzle.boards) == 1:
        height += puzzle.answer_lines * line_height(body) * 1.8
    return height + 4


def _answer_lines(flow: Flow, count: int) -> None:
    size = flow.sizes["body"]
    for i in range(count):
        flow.room(line_height(size) * 1.8)
        flow.y += line_height(size) * 1.8
        label = "Answer:" if i == 0 else ""
        if label:
            flow.doc.text(flow.left, flow.y, label, size=size, bold=True)
        start = flow.left + (22 if not label else 4 + flow.doc.canvas.stringWidth(
            label, "MancalaVera-Bold", size) / (72 / 25.4))
        flow.doc.line(start, flow.y + 0.8, flow.left + flow.width, flow.y + 0.8,
                      colour=flow.doc.colours["muted"], width=0.3)


def _sheet_header(flow: Flow, sheet: Worksheet, key: bool) -> None:
    level = sheet.level
    what = "Answer key" if key else "Mancala counting puzzles"
    flow.title(f"{what}: {level.name.capitalize()} level")
    flow.paragraph(f"{level.grade_band}. {level.description}", size=flow.sizes["small"])
    if not key:
        flow.space(3)
        flow.paragraph("Name: ______________________    Date: ______________",
                       size=flow.sizes["body"])
        flow.space(2)
        flow.paragraph("South sits at the bottom. Pits are named A, B, C ... starting at "
                       "South's left. Seeds are sown one per pit counterclockwise: to the "
                       "right along the bottom, into South's store, then to the left along "
                       "the top. South never sows into North's store.",
                       size=flow.sizes["small"])
    flow.space(2)


def _footer(sheet: Worksheet, key: bool) -> str:
    return (f"{'Answer key for ' if key else ''}worksheet {sheet.id}. Make it again with: "
            f"mancala-teach worksheets --id {sheet.id}")


def draw_worksheet(doc: PdfDocument, sheet: Worksheet, *, large_print: bool = False) -> None:
    flow = Flow(doc, large_print=large_print, footer=_footer(sheet, False))
    _sheet_header(flow, sheet, key=False)
    for number, puzzle in enumerate(sheet.puzzles, 1):
        flow.room(_puzzle_height(flow, puzzle, large_print))
        flow.heading(f"Puzzle {number}")
        flow.paragraph(puzzle.question)
        flow.space(1)
        for board in puzzle.boards:
            _draw_puzzle_board(flow, board, large_print)
        if puzzle.answer_lines:
            _answer_lines(flow, puzzle.answer_lines)
        flow.space(3)


def draw_key(doc: PdfDocument, sheet: Worksheet, *, large_print: bool = False) -> None:
    flow = Flow(doc, large_print=large_print, footer=_footer(sheet, True))
    _sheet_header(flow, sheet, key=True)
    flow.paragraph(f"Worksheet {sheet.id}. Every answer was worked out by the mancala-teach "
                   f"rules engine, and each puzzle has exactly one right answer.")
    for number, puzzle in enumerate(sheet.puzzles, 1):
        flow.heading(f"Puzzle {number}: {puzzle.answer_text}")
        if "answer_board" in puzzle.extra:
            _draw_puzzle_board(flow, puzzle.extra["answer_board"], large_print)
        flow.bullets(list(puzzle.explanation))


def worksheets_pdf(target: str | IO[bytes], sheets: list[Worksheet], *, key: bool,
                   paper: str = "a4", large_print: bool = False) -> int:
    """Students' worksheets (``key=False``) or the teacher's answer keys; returns pages."""
    level = sheets[0].level
    title = (f"Mancala puzzles, {level.name} level: "
             f"{'answer keys' if key else 'worksheets'}")
    doc = PdfDocument(target, paper=paper, title=title)
    for sheet in sheets:
        (draw_key if key else draw_worksheet)(doc, sheet, large_print=large_print)
    doc.save()
    return doc.page_count


def render_set(sheets: list[Worksheet], *, paper: str, large_print: bool,
               base_seed: int | None) -> tuple[bytes, bytes, bytes]:
    """(students' PDF, teacher's key PDF, JSON) as bytes, ready to write."""
    student, teacher = io.BytesIO(), io.BytesIO()
    worksheets_pdf(student, sheets, key=False, paper=paper, large_print=large_print)
    worksheets_pdf(teacher, sheets, key=True, paper=paper, large_print=large_print)
    return student.getvalue(), teacher.getvalue(), worksheet_json(sheets, base_seed=base_seed)
