"""The reportlab backend: a painter on any canvas, boards drawn from the layout, the bars."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas

from mancala_teach.layout import board_layout
from mancala_teach.render.pdf import (ARROW_WIDTH, CALIBRATION, EDGE, PAPERS, Painter,
                                      calibration_bars, draw_board, register_fonts, text_width)
from printables_support import (embedded_fonts, filled_rects, inked_box, page_size_mm, reader,
                                render_pages, segment_hits_box)


def _one_board(paper: str = "a4", *, direction: int = 1, pits=tuple(range(12)),
               highlight=None) -> tuple[Painter, bytes]:
    register_fonts()
    out = io.BytesIO()
    w, h = PAPERS[paper]
    c = rl_canvas.Canvas(out, pagesize=(w * mm, h * mm), invariant=1,
                         initialFontName="MancalaVera")
    p = Painter(c, height=h, page=1)
    layout = board_layout(6, pit_diameter=15, gap=3)
    draw_board(p, layout, 20, 30, pits=pits, stores=(5, 7), direction=direction,
               highlight=highlight or {0: "picked_up", 3: "last_seed", 8: "captured",
                                       9: "captured"},
               store_highlight={0: "store_grew"})
    calibration_bars(p, paper, w, h, down=True)
    c.showPage()
    c.save()
    return p, out.getvalue()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_page_size_matches_the_paper(paper):
    _, data = _one_board(paper)
    w, h = page_size_mm(reader(data).pages[0])
    assert (w, h) == pytest.approx(PAPERS[paper], abs=0.05)


def test_fonts_are_embedded_and_sans_serif():
    _, data = _one_board()
    fonts = embedded_fonts(reader(data))
    assert fonts and all(fonts.values()), fonts
    assert all("Vera" in name for name in fonts)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_both_calibration_bars_are_exact_in_the_pdf(paper):
    _, data = _one_board(paper)
    page = reader(data).pages[0]
    length, words, _ = CALIBRATION[paper]
    rects = filled_rects(page)
    across = [r for r in rects if abs(r[2] - length) < 0.01 and r[3] < 3]
    down = [r for r in rects if abs(r[3] - length) < 0.01 and r[2] < 3]
    assert across and down, rects
    assert length == (100.0 if paper == "a4" else 101.6)
    assert f"each bar = {words}" in page.extract_text()
    # the two bars meet in one corner
    (ax, ay, _, ah), (dx, dy, _, dh) = across[0], down[0]
    assert ax == pytest.approx(dx, abs=0.01) and ay + ah == pytest.approx(dy + dh, abs=0.01)


def test_no_number_is_drawn_over_hatching():
    painter, _ = _one_board(pits=(12, 3, 0, 1, 10, 2, 7, 8, 0, 14, 5, 6))
    hatch = [m for m in painter.marks if m.what == "hatch"]
    counts = [m for m in painter.marks if m.what == "count"]
    assert hatch and counts
    for line in hatch:
        for number in counts:
            assert not segment_hits_box(line.ends, (number.x0, number.y0, number.x1,
                                                    number.y1)), (line, number)


def test_sowing_arrows_are_not_hairlines_and_never_cross_a_number():
    painter, _ = _one_board()
    arrows = [m for m in painter.marks if m.what == "arrow" and m.ends]
    counts = [m for m in painter.marks if m.what in ("count", "label")]
    assert len(arrows) == 2
    for a in arrows:
        assert a.size >= 0.8                       # the line width in points
        for number in counts:
            assert not segment_hits_box(a.ends, (number.x0, number.y0, number.x1, number.y1))
    assert ARROW_WIDTH * 72 / 25.4 >= 0.8


@pytest.mark.parametrize("direction", [1, -1])
def test_arrows_follow_the_direction_of_sowing(direction):
    painter, _ = _one_board(direction=direction)
    shafts = sorted((m for m in painter.marks if m.what == "arrow" and m.ends),
                    key=lambda m: m.ends[1])
    top, bottom = shafts[0].ends, shafts[-1].ends
    # counterclockwise: the bottom row runs left to right, the top row right to left
    assert (bottom[2] > bottom[0]) == (direction == 1)
    assert (top[2] < top[0]) == (direction == 1)


def test_nothing_near_the_edge_and_pdftoppm_renders_it(tmp_path):
    painter, data = _one_board()
    w, h = PAPERS["a4"]
    for m in painter.marks:
        assert EDGE <= m.x0 and m.x1 <= w - EDGE and EDGE <= m.y0 and m.y1 <= h - EDGE, m
    pages = render_pages(data, tmp_path, dpi=40)
    left, top, right, bottom = inked_box(pages[0])
    edge_px = EDGE / 25.4 * 40
    assert left >= edge_px - 1 and top >= edge_px - 1
    assert right <= w / 25.4 * 40 - edge_px + 1 and bottom <= h / 25.4 * 40 - edge_px + 1


def test_same_input_same_bytes():
    assert _one_board()[1] == _one_board()[1]


def test_a_dry_run_records_the_same_marks_without_a_canvas():
    painter, _ = _one_board()
    dry = Painter(None, height=PAPERS["a4"][1], page=1)
    draw_board(dry, board_layout(6, pit_diameter=15, gap=3), 20, 30, pits=tuple(range(12)),
               stores=(5, 7), highlight={0: "picked_up", 3: "last_seed", 8: "captured",
                                          9: "captured"},
               store_highlight={0: "store_grew"})
    board_marks = [m for m in painter.marks if not m.what.startswith("bar")]
    assert dry.marks == board_marks[:len(dry.marks)]


def test_text_width_grows_with_size():
    assert 0 < text_width("Pit", 12) < text_width("Pit", 16)
