"""The full-size four-sided board: a square cut into a grid of sheets, measured on the PDF."""

from __future__ import annotations

import io
import re

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.naming import LETTERS
from mancala_teach.printables import boards as B
from mancala_teach.render.pdf import CALIBRATION
from printables_support import (assert_margins_clear, filled_rects, page_size_mm, page_words,
                                reader, text_runs)

from test_pdf_boards import _assert_inside, _cm

SHAPES = [B.BoardShape(n, sides=4) for n in (3, 4, 5, 6)]
STROKE = 2 * 45 * 0.012          # the board outline's line width
PIT_EDGE = 45 * 0.012            # a pit's outline width


def _doc(paper: str, shape: B.BoardShape):
    out = io.BytesIO()
    doc = B.boards_document(out, kind="full", paper=paper, shape=shape)
    return doc, out.getvalue()


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.slug)
def test_instructions_then_a_grid_of_sheets_cut_between_pits(paper, shape):
    doc, data = _doc(paper, shape)
    pdf = reader(data)
    layout = B.full_layout(shape)
    tiles = B.tiles_for(shape, paper)
    assert len(pdf.pages) == len(tiles) + 1
    rows, cols = max(t.row for t in tiles) + 1, max(t.col for t in tiles) + 1
    assert rows >= 2 and cols >= 2 and len(tiles) == rows * cols
    first = page_words(pdf.pages[0])
    for words in ("What you need", "How to make it", "Which sheet goes where",
                  "registration marks", "Check the printer", "glue", "square"):
        assert words in first, words
    # the sheets tile the whole layout, edge to edge
    for t in tiles:
        right = next((u for u in tiles if (u.row, u.col) == (t.row, t.col + 1)), None)
        below = next((u for u in tiles if (u.row, u.col) == (t.row + 1, t.col)), None)
        assert t.tab_right == (right is not None) and t.tab_below == (below is not None)
        if right:
            assert right.x0 == t.x1 and (right.y0, right.y1) == (t.y0, t.y1)
        if below:
            assert below.y0 == t.y1 and (below.x0, below.x1) == (t.x0, t.x1)
    assert {t.x0 for t in tiles if t.col == 0} == {0} == {t.y0 for t in tiles if t.row == 0}
    assert {t.x1 for t in tiles if t.col == cols - 1} == {layout.width}
    assert {t.y1 for t in tiles if t.row == rows - 1} == {layout.height}
    # no straight cut goes through a pit or a store, whichever way it runs
    for t in tiles:
        for cut, across in ((t.x1, True), (t.y1, False)):
            for p in layout.pits:
                centre = p.cx if across else p.cy
                assert not centre - p.r < cut < centre + p.r
            for s in layout.stores:
                lo, size = (s.x, s.w) if across else (s.y, s.h)
                assert not lo < cut < lo + size
    for i, page in enumerate(pdf.pages[1:], 1):
        w, h = page_size_mm(page)
        assert w > h
        text = page_words(page)
        assert f"sheet {i} of {len(tiles)}" in text and f"page {i + 1} of {len(pdf.pages)}" in text
    all_text = " ".join(page_words(p) for p in pdf.pages[1:])
    for i in range(4 * shape.pits_per_side):
        assert f" {LETTERS[i]} " in f" {all_text} "
    for seat in ("South", "East", "North", "West"):
        assert f"{seat}'s store" in all_text
    assert not any(f.split for f in doc.figures.values())
    _assert_inside(doc, data)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", [SHAPES[0], SHAPES[-1]], ids=lambda s: s.slug)
def test_every_length_printed_is_the_length_drawn(paper, shape):
    doc, data = _doc(paper, shape)
    pdf = reader(data)
    tiles = B.tiles_for(shape, paper)
    layout = B.full_layout(shape)
    outline = {m.page: m for m in doc.marks if m.what == "board" and m.page > 1}
    # the outline's pieces along the top row add up to its width, down the first column to
    # its height: the sheets meet exactly at the joins
    across = sum(outline[t.number + 1].width for t in tiles if t.row == 0) - STROKE
    down = sum(outline[t.number + 1].height for t in tiles if t.col == 0) - STROKE
    assert across == pytest.approx(layout.board_w, abs=0.01)
    assert down == pytest.approx(layout.board_h, abs=0.01)
    for page in pdf.pages[1:]:
        text = page_words(page)
        assert "Pits are 45 mm across" in text
        (printed,) = _cm(text.split("whole board is")[1])[:1]
        assert printed * 10 == pytest.approx(across, abs=0.6)
        assert printed * 10 == pytest.approx(down, abs=0.6)
        if paper == "letter":
            inches = float(re.search(r"\((\d+\.\d) in\)", text).group(1))
            assert inches * 25.4 == pytest.approx(across, abs=1.5)
    # every pit printed whole, 45 mm across and down, on exactly one sheet: no cut meets one
    pits = [m for m in doc.marks if m.what == "pit" and m.page > 1]
    assert len(pits) == 4 * shape.pits_per_side
    assert {(round(m.width - PIT_EDGE, 2), round(m.height - PIT_EDGE, 2)) for m in pits} == \
        {(45.0, 45.0)}
    stores = [m for m in doc.marks if m.what == "store" and m.page > 1]
    assert len(stores) == 4
    assert {round(m.width - PIT_EDGE, 2) for m in stores} == {round(layout.stores[0].w, 2)}
    first = page_words(pdf.pages[0])
    side = _cm(first.split("finished board is")[1])[0]
    assert side * 10 == pytest.approx(layout.board_w, abs=0.5)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_registration_marks_meet_across_every_join(paper):
    """The short lines on a glue tab sit where the short lines on the next sheet's cut edge
    sit: the same heights for sheets side by side (printed at the same height on the page),
    the same places across for sheets one above the other."""
    shape = SHAPES[-1]
    doc, _ = _doc(paper, shape)
    tiles = B.tiles_for(shape, paper)
    marks = [m for m in doc.marks if m.what == "registration"]

    def ticks(tile: B.Tile, horizontal: bool, long: bool) -> list[float]:
        found = []
        for m in marks:
            if m.page != tile.number + 1:
                continue
            x1, y1, x2, y2 = m.ends
            if horizontal and y1 == y2 and (abs(x2 - x1) > 10) == long:
                found.append(round(y1, 3))
            if not horizontal and x1 == x2 and (abs(y2 - y1) > 10) == long:
                found.append(round(x1, 3))
        return sorted(found)

    joins = 0
    for t in tiles:
        for u in tiles:
            if (u.row, u.col) == (t.row, t.col + 1):
                tab, edge = ticks(t, True, True), ticks(u, True, False)
                assert tab and tab == edge
                joins += 1
            if (u.row, u.col) == (t.row + 1, t.col):
                tab, edge = ticks(t, False, True), ticks(u, False, False)
                assert tab and tab == edge
                joins += 1
    assert joins == sum(t.tab_right + t.tab_below for t in tiles)
    tabs = [m for m in doc.marks if m.what == "glue tab"]
    assert len(tabs) == joins
    assert {round(min(m.width, m.height) - 0.3, 2) for m in tabs} == {B.GLUE_TAB}   # edge off


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_both_calibration_bars_on_every_page(paper):
    _, data = _doc(paper, SHAPES[-1])
    length, words, _ = CALIBRATION[paper]
    for page in reader(data).pages:
        rects = filled_rects(page)
        assert any(abs(r[2] - length) < 0.01 and r[3] < 3 for r in rects), "bar across"
        assert any(abs(r[3] - length) < 0.01 and r[2] < 3 for r in rects), "bar down"
        assert f"each bar = {words}" in page_words(page)


def test_same_pits_as_the_two_sided_board():
    square, flat = B.full_layout(SHAPES[-1]), B.full_layout(B.BoardShape(6))
    assert {p.r for p in square.pits} == {p.r for p in flat.pits} == {22.5}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_sheet_square_board(paper):
    out = io.BytesIO()
    assert B.boards_pdf(out, kind="compact", paper=paper, shape=SHAPES[-1]) == 1
    text = page_words(reader(out.getvalue()).pages[0])
    assert "four-sided, 6 pits a row" in text and "96 seeds" in text and "square" in text


@pytest.mark.parametrize("pits, sides, stores, words", [
    (7, 4, True, "3 to 6 pits a row, not 7"), (2, 4, True, "3 to 6 pits a row, not 2"),
    (6, 3, True, "2 or 4 sides, not 3"), (6, 4, False, "always has its four stores")])
def test_impossible_four_sided_boards_are_refused(pits, sides, stores, words):
    with pytest.raises(InvalidOptionError, match=words):
        B.BoardShape(pits, stores, sides)


def test_pdftoppm_renders_every_sheet_with_clear_margins(tmp_path):
    out = io.BytesIO()
    pages = B.boards_pdf(out, kind="full", paper="letter", shape=SHAPES[-1])
    assert_margins_clear(out.getvalue(), pages, tmp_path)


@pytest.mark.parametrize("n", [3, 6])
def test_pit_letters_and_store_names_sit_beside_the_board_not_on_it(n):
    """Every pit letter (the side rows' too) and store name is outside the board's outline,
    and none touches a pit, a store or another label."""
    out = io.BytesIO()
    doc = B.boards_document(out, kind="compact", paper="a4", shape=B.BoardShape(n, sides=4))
    board = next(m for m in doc.marks if m.what == "board")
    labels = [m for m in doc.marks if m.what == "label"]
    shapes = [m for m in doc.marks if m.what in ("pit", "store")]
    assert sorted(m.text for m in labels if len(m.text) == 1) == sorted(LETTERS[:4 * n])
    assert sum("store" in m.text or m.text in ("South", "East", "North", "West")
               for m in labels) == 4

    def overlap(a, b) -> bool:
        return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1

    for i, label in enumerate(labels):
        inside = (board.x0 < label.x0 and label.x1 < board.x1 and board.y0 < label.y0
                  and label.y1 < board.y1)
        assert not inside, label
        assert not any(overlap(label, s) for s in shapes), label
        assert not any(overlap(label, other) for other in labels[i + 1:]), (label, labels)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", [SHAPES[0], SHAPES[-1]], ids=lambda s: s.slug)
def test_cut_lines_stay_on_the_board_and_clear_of_the_instructions(paper, shape):
    """A glued sheet's dashed cut lines run along the board's edge only (not past it into
    the margin), and its instructions end at least 2 mm above the top cut line."""
    doc, data = _doc(paper, shape)
    pdf = reader(data)
    for page in range(2, len(pdf.pages) + 1):
        (board,) = [m for m in doc.marks if m.what == "board" and m.page == page]
        cuts = [m for m in doc.marks if m.what == "cut line" and m.page == page]
        for cut in cuts:
            assert cut.x1 <= board.x1 + 0.5 and cut.y1 <= board.y1 + 0.5, (page, cut, board)
        across = [m for m in cuts if m.width > m.height]
        if across:
            words = [r for r in text_runs(pdf.pages[page - 1]) if r[2] < across[0].y0
                     and r[0].strip() != "cut"]
            assert max(r[2] for r in words) <= across[0].y0 - 2, page


# --- issue 23: "cut" outside the part kept, readable numbers, an arrow head on every sheet -----

@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", [SHAPES[0], SHAPES[-1]], ids=lambda s: s.slug)
def test_cut_labels_outside_the_board_numbers_readable_arrows_headed(paper, shape):
    from test_pdf_boards import assert_cut_words_clear, assert_every_arrow_piece_has_a_head
    doc, _ = _doc(paper, shape)
    tiles = B.tiles_for(shape, paper)
    assert_cut_words_clear(doc)
    assert_every_arrow_piece_has_a_head(doc)
    labels = [m for m in doc.marks if m.what == "cut label"]
    assert len({m.page for m in labels}) == len(tiles) - 1        # every sheet but the first
    # the sheet numbers in each sheet's small map, and every word on a sheet, 9 pt or more
    numbers = [m for m in doc.marks if m.what == "key number"]
    assert len(numbers) == len(tiles) ** 2 and min(m.size for m in numbers) >= 10
    small = [m for m in doc.marks if m.what in ("text", "label") and m.page > 1
             and m.size and m.size < 9 - 0.01]
    assert not small, small
    # page 1's finished board: every sheet number on its own white plate, no arrow under it
    plates = [m for m in doc.marks if m.what == "number plate" and m.page == 1]
    assert len(plates) == len(tiles)
    assert not [m for m in doc.marks if m.what == "arrow" and m.page == 1
                and any(m.x0 < p.x1 and p.x0 < m.x1 and m.y0 < p.y1 and p.y0 < m.y1
                        for p in plates)]
