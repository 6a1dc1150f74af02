"""Worksheets: puzzle pages for students, answer-key pages for the teacher, and JSON.

A class set is N different worksheets made from one base seed. Worksheet ``k`` of level
``L`` from base seed ``S`` has the id ``L-S-k`` (for example ``explorer-7-3``), printed on
the sheet; the id alone regenerates exactly that worksheet (``mancala-teach worksheets --id
explorer-7-3``), whatever the paper size or print size.

The JSON file beside each PDF holds every puzzle in plain data (the format is described in
the README, section "Printables"); :func:`worksheet_json` makes it.
"""

from __future__ import annotations

import io
import json
import random
import re
from dataclasses import dataclass
from typing import IO, Any, Iterable

from ..errors import InvalidOptionError
from ..layout import BoardLayout, board_layout
from ..render.pdf import PdfDocument, draw_board, line_height
from ..variants import variant
from .levels import Level, find_level
from .page import Flow
from .puzzles import Board, Puzzle, make_puzzle

FORMAT = "mancala-teach worksheets"
FORMAT_VERSION = 1
MAX_SHEETS = 500
_ID = re.compile(r"^([a-z]+)-(\d+)-(\d+)$")


@dataclass(frozen=True)
class Worksheet:
    id: str
    level: Level
    puzzles: tuple[Puzzle, ...]


def worksheet_id(level: str, base_seed: int, number: int) -> str:
    return f"{level}-{base_seed}-{number}"


def parse_id(text: str) -> tuple[Level, int, int]:
    """``"explorer-7-3"`` -> (the explorer level, base seed 7, worksheet 3)."""
    match = _ID.match(text.strip().lower())
    if not match:
        raise InvalidOptionError(f"{text!r} is not a worksheet id; ids look like explorer-7-3 "
                                 f"(level, base seed, sheet number).")
    number = int(match.group(3))
    if number < 1:
        raise InvalidOptionError(f"Worksheet numbers start at 1, so {text!r} is not an id.")
    return find_level(match.group(1)), int(match.group(2)), number


def make_worksheet(level: Level, base_seed: int, number: int) -> Worksheet:
    """Worksheet ``number`` of a class set: the same id always gives the same puzzles."""
    sheet_id = worksheet_id(level.name, base_seed, number)
    rng = random.Random(f"mancala-teach worksheet {sheet_id}")
    seen: set[str] = set()
    puzzles = tuple(make_puzzle(kind, rng, level.settings, seen) for kind in level.kinds)
    return Worksheet(sheet_id, level, puzzles)


def class_set(level: Level, count: int, base_seed: int,
              progress: bool = False) -> list[Worksheet]:
    if count < 1 or count > MAX_SHEETS:
        raise InvalidOptionError(f"The number of worksheets must be from 1 to {MAX_SHEETS}, "
                                 f"not {count}.")
    if base_seed < 0:
        raise InvalidOptionError(f"The random seed must be 0 or more, not {base_seed}.")
    numbers: Iterable[int] = range(1, count + 1)
    if progress:
        from tqdm import tqdm
        numbers = tqdm(numbers, desc="worksheets", unit="sheet", disable=None)
    return [make_worksheet(level, base_seed, k) for k in numbers]


# --- JSON -------------------------------------------------------------------------------------

def worksheet_json(sheets: list[Worksheet], *, base_seed: int | None = None) -> bytes:
    """Every puzzle of every sheet as plain data; sorted keys, so the bytes are reproducible."""
    level = sheets[0].level
    data: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "level": level.name,
        "grade_band": level.grade_band,
        "base_seed": base_seed,
        "pit_names": "Pits are letters counterclockwise from South's leftmost pit: South "
                     "has A, B, C ... along the bottom, North continues along the top.",
        "worksheets": [
            {"id": s.id,
             "puzzles": [dict(number=i, **p.as_data()) for i, p in enumerate(s.puzzles, 1)]}
            for s in sheets],
    }
    return (json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode()


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
