"""The reportlab backend: paper sizes, embedded fonts, no scaling, calibration bar, margins."""

from __future__ import annotations

import io

import pytest

from mancala_teach.layout import board_layout
from mancala_teach.render.pdf import (CALIBRATION, EDGE, PAPERS, PdfDocument, draw_board,
                                      text_width, wrap)
from printables_support import (assert_inside_page, embedded_fonts, inked_box, page_size_mm,
                                reader, render_pages)


def _one_board(paper: str, landscape: bool = False) -> tuple[PdfDocument, bytes]:
    out = io.BytesIO()
    doc = PdfDocument(out, paper=paper, title="test")
    doc.new_page(landscape=landscape)
    layout = board_layout(6, pit_diameter=15, gap=3)
    draw_board(doc, layout, 20, 30, pits=tuple(range(12)), stores=(5, 7),
               highlight={0: "picked_up", 3: "last_seed", 8: "captured"},
               store_highlight={0: "store_grew"})
    doc.save()
    return doc, out.getvalue()


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("landscape", [False, True])
def test_page_size_matches_the_paper(paper, landscape):
    _, data = _one_board(paper, landscape)
    w, h = page_size_mm(reader(data).pages[0])
    pw, ph = PAPERS[paper]
    if landscape:
        pw, ph = ph, pw
    assert w == pytest.approx(pw, abs=0.05) and h == pytest.approx(ph, abs=0.05)


def test_fonts_are_embedded_and_sans_serif():
    _, data = _one_board("a4")
    fonts = embedded_fonts(reader(data))
    assert fonts and all(fonts.values()), fonts
    assert all("Vera" in name for name in fonts)


def test_viewers_are_asked_not_to_scale():
    _, data = _one_board("a4")
    prefs = reader(data).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_page_has_a_calibration_bar(paper):
    doc, data = _one_board(paper)
    text = reader(data).pages[0].extract_text()
    length, words, _, _ = CALIBRATION[paper]
    assert "Print at 100%" in text and words in text
    bars = [m for m in doc.marks if m.what == "rect" and abs((m.x1 - m.x0) - length) < 0.01]
    assert bars, "no bar of the calibrated length"
    assert length == (100.0 if paper == "a4" else 101.6)


def test_nothing_near_the_edge():
    doc, data = _one_board("letter", landscape=True)
    assert_inside_page(doc, data)


def test_same_input_same_bytes():
    assert _one_board("a4")[1] == _one_board("a4")[1]


def test_writes_to_a_path_too(tmp_path):
    doc = PdfDocument(tmp_path / "x.pdf", paper="a4")
    doc.new_page()
    doc.save()
    assert (tmp_path / "x.pdf").read_bytes().startswith(b"%PDF")


def test_wrap_keeps_lines_inside_the_width():
    text = "Pick up all the seeds in one of your pits and sow them counterclockwise " * 4
    lines = wrap(text, 12, 80)
    assert len(lines) > 3 and all(text_width(line, 12) <= 80 for line in lines)


def test_unknown_paper_is_refused():
    with pytest.raises(ValueError, match="paper must be one of"):
        PdfDocument(io.BytesIO(), paper="a5")


def test_pdftoppm_renders_the_page_and_the_ink_stays_off_the_edge(tmp_path):
    _, data = _one_board("a4")
    pages = render_pages(data, tmp_path, dpi=40)
    assert len(pages) == 1
    box = inked_box(pages[0])
    assert box is not None
    edge_px = EDGE / 25.4 * 40
    left, top, right, bottom = box
    w_px, h_px = 210 / 25.4 * 40, 297 / 25.4 * 40
    assert left >= edge_px - 1 and top >= edge_px - 1
    assert right <= w_px - edge_px + 1 and bottom <= h_px - edge_px + 1
