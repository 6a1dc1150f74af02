"""Every file of the committed standard set: valid, right paper, fonts embedded, margins clear."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mancala_teach.render.pdf import CALIBRATION, PAPERS
from printables_support import (embedded_fonts, filled_rects, inked_box, page_size_mm,
                                page_words, reader, render_pages)

FOLDER = Path(__file__).resolve().parent.parent / "printables"
PDFS = sorted(FOLDER.rglob("*.pdf"))


def test_the_set_is_there():
    assert len(PDFS) == 142 and len(list(FOLDER.rglob("*.json"))) == 24
    for paper in ("a4", "letter"):
        # worksheets: each level at three tiers with its key, and a class set's answer grid
        for folder, count in (("boards", 11), ("rules", 7), ("cards", 7), ("worksheets", 25),
                              ("lessons", 8), ("classroom", 13)):
            assert len(list((FOLDER / paper / folder).glob("*.pdf"))) == count
        # every board that covers paper with colour has its low-ink copy beside it
        boards = {p.name for p in (FOLDER / paper / "boards").glob("*.pdf")}
        assert {b for b in boards if b.endswith("-low-ink.pdf")} == {
            b.replace(".pdf", "-low-ink.pdf") for b in boards
            if not b.endswith("-low-ink.pdf") and b != "egg-carton-labels.pdf"}


def _bars(path: Path) -> str:
    """Which calibration bars a file's pages carry: boards need both (true scale), the
    worksheets' keys and the answer grid one (their boards are drawn to the children's scale);
    rule sheets, cards, children's worksheets and the lesson pages (the exit tickets' answers
    too: nothing on them is measured) none."""
    if path.parent.name == "boards":
        return "both"
    return "across" if path.parent.name == "worksheets" and path.name.endswith(
        ("-key.pdf", "-answer-grid.pdf")) else "none"


@pytest.mark.parametrize("path", PDFS, ids=lambda p: str(p.relative_to(FOLDER)))
def test_every_page_is_on_its_paper_with_fonts_embedded_bars_and_numbers(path):
    paper = path.relative_to(FOLDER).parts[0]
    pdf = reader(path.read_bytes())
    assert all(embedded_fonts(pdf).values())
    assert pdf.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
    length = CALIBRATION[paper][0]
    pages = len(pdf.pages)
    for i, page in enumerate(pdf.pages, 1):
        assert sorted(page_size_mm(page)) == pytest.approx(sorted(PAPERS[paper]), abs=0.05)
        rects = filled_rects(page)
        across = any(abs(r[2] - length) < 0.01 and r[3] < 3 for r in rects)
        down = any(abs(r[3] - length) < 0.01 and r[2] < 3 for r in rects)
        assert (across, down) == {"both": (True, True), "across": (True, False),
                                  "none": (False, False)}[_bars(path)]
        text = page_words(page)
        # lessons (a page per notebook) and the tournament (draw, score sheets, table)
        # number each part's pages in its own footer
        if pages > 1 and path.parent.name != "lessons" and \
                not path.name.startswith("tournament"):
            assert f"page {i} of {pages}" in text


@pytest.mark.parametrize("path", sorted(FOLDER.rglob("*.json")),
                         ids=lambda p: str(p.relative_to(FOLDER)))
def test_json_beside_each_worksheet(path):
    data = json.loads(path.read_text())
    assert data["format"] == "mancala-teach worksheets"
    assert path.with_suffix(".pdf").exists()
    assert path.with_name(path.stem + "-key.pdf").exists()
    assert data["worksheets"][0]["id"] in reader(path.with_suffix(".pdf").read_bytes()
                                                 ).pages[0].extract_text()


@pytest.mark.parametrize("path", [p for p in PDFS if p.parts[-3] == "a4"],
                         ids=lambda p: str(p.relative_to(FOLDER)))
def test_pdftoppm_renders_every_page_and_ink_keeps_off_the_edge(tmp_path, path):
    dpi = 20
    pages = render_pages(path.read_bytes(), tmp_path, dpi=dpi)
    pdf = reader(path.read_bytes())
    assert len(pages) == len(pdf.pages)
    edge = 10 / 25.4 * dpi
    for png, page in zip(pages, pdf.pages):
        w, h = page_size_mm(page)
        box = inked_box(png)
        assert box is not None, f"{png.name} is blank"
        left, top, right, bottom = box
        assert left >= edge - 1 and top >= edge - 1
        assert right <= w / 25.4 * dpi - edge + 1 and bottom <= h / 25.4 * dpi - edge + 1
