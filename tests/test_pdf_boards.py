"""DIY boards: full size in sheets that join between pits, every shape, labels, seeds."""

from __future__ import annotations

import io

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.naming import LETTERS
from mancala_teach.printables import boards as B
from mancala_teach.render.pdf import PdfDocument
from printables_support import (assert_inside_page, embedded_fonts, inked_box, page_size_mm,
                                reader, render_pages)


def _draw(paper: str, draw, *args) -> tuple[PdfDocument, bytes]:
    out = io.BytesIO()
    doc = PdfDocument(out, paper=paper)
    draw(doc, *args)
    doc.save()
    return doc, out.getvalue()


def test_full_size_pits_are_45_mm_and_the_board_about_45_cm():
    layout = B.full_layout(B.BoardShape(6, True))
    assert all(p.r * 2 == 45.0 for p in layout.pits)
    assert 420 <= layout.board_w <= 470


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", B.all_shapes(), ids=lambda s: s.slug)
def test_full_size_sheets_join_between_pits_and_stay_inside_the_margins(paper, shape):
    doc, data = _draw(paper, B.draw_full_size, shape)
    pdf = reader(data)
    layout = B.full_layout(shape)
    sheets = B.split_into_sheets(layout, doc.content_box[2] - doc.content_box[0])
    assert len(pdf.pages) == len(sheets) >= 2
    for sheet in sheets[:-1]:          # no cut goes through a pit or a store
        for p in layout.pits:
            assert not p.cx - p.r < sheet.end < p.cx + p.r
        for s in layout.stores:
            assert not s.x < sheet.end < s.x + s.w
    assert sheets[-1].end == layout.width and sheets[0].start == 0
    for i, page in enumerate(pdf.pages, 1):
        w, h = page_size_mm(page)
        assert w > h                     # landscape
        text = page.extract_text()
        assert f"sheet {i} of {len(sheets)}" in text
        assert "Print at 100%" in text
    # Every pit letter of the board is on some sheet.
    all_text = "".join(p.extract_text() for p in pdf.pages)
    for i in range(2 * shape.pits_per_side):
        assert LETTERS[i] in all_text
    assert_inside_page(doc, data)


def test_glue_tabs_and_cut_lines_are_marked():
    doc, data = _draw("a4", B.draw_full_size, B.BoardShape(6))
    pages = [p.extract_text() for p in reader(data).pages]
    assert "glue" in pages[0] and "cut" in pages[1]
    assert "How the sheets fit together" in pages[0]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_shape_fits_one_sheet(paper):
    out = io.BytesIO()
    assert B.boards_pdf(out, kind="compact", paper=paper) == len(B.all_shapes()) == 12
    pdf = reader(out.getvalue())
    titles = [p.extract_text() for p in pdf.pages]
    for shape, text in zip(B.all_shapes(), titles):
        assert shape.name in text
    doc = PdfDocument(io.BytesIO(), paper=paper)
    for shape in B.all_shapes():
        B.draw_compact(doc, shape)
    doc.save()
    assert_inside_page(doc, out.getvalue())


def test_egg_carton_labels_have_12_cups_2_stores_and_arrows():
    doc, data = _draw("a4", B.draw_egg_carton_labels)
    text = reader(data).pages[0].extract_text()
    for letter in LETTERS[:12]:
        assert letter in text
    assert text.count("store") >= 2 and "South's" in text and "North's" in text
    assert sum(1 for m in doc.marks if m.what == "polygon") >= 2 + 4   # arrow heads
    assert_inside_page(doc, data)


def test_paper_seeds_sheet():
    doc, data = _draw("letter", B.draw_paper_seeds)
    assert "Paper seeds" in reader(data).pages[0].extract_text()
    assert sum(1 for m in doc.marks if m.what == "circle") >= 140
    assert_inside_page(doc, data)


def test_fonts_embedded_in_board_files():
    out = io.BytesIO()
    B.boards_pdf(out, kind="full")
    assert all(embedded_fonts(reader(out.getvalue())).values())


@pytest.mark.parametrize("pits", [4, 11, 0, -1])
def test_impossible_board_shapes_are_refused(pits):
    with pytest.raises(InvalidOptionError, match="5 to 10 pits"):
        B.BoardShape(pits)


def test_unknown_kind_is_refused():
    with pytest.raises(InvalidOptionError, match="no board kind"):
        B.boards_pdf(io.BytesIO(), kind="round")


@pytest.mark.parametrize("kind", ["full", "compact", "egg-carton", "seeds"])
def test_pdftoppm_renders_every_board_page_with_clear_margins(tmp_path, kind):
    out = io.BytesIO()
    pages = B.boards_pdf(out, kind=kind, paper="letter")
    rendered = render_pages(out.getvalue(), tmp_path, dpi=25)
    assert len(rendered) == pages
    for png in rendered:
        box = inked_box(png)
        assert box is not None
        edge_px = 10 / 25.4 * 25
        assert box[0] >= edge_px - 1 and box[1] >= edge_px - 1
