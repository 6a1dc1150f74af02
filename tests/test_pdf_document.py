"""The Platypus document template: page numbers, figures kept whole, pages never nearly empty."""

from __future__ import annotations

import io

import pytest
from reportlab.platypus import Spacer
from reportlab.lib.units import mm

from mancala_teach.layout import board_layout
from mancala_teach.printables.document import (REGULAR, Document, Drawing, Part, Styles,
                                               figure)
from mancala_teach.render.pdf import draw_board
from printables_support import page_words, reader, word_spacing


def _figures(n: int, key: str, st: Styles) -> list:
    layout = board_layout(6, pit_diameter=12, gap=2.5, label_space=6)
    return [figure(f"{key} {i}", [st.para(f"Example {i}", st.heading),
                                  Drawing(lambda p: draw_board(p, layout, pits=(4,) * 12,
                                                               stores=(0, 0)))])
            for i in range(n)]


def _build(parts, paper="a4"):
    out = io.BytesIO()
    doc = Document(out, paper=paper, title="test").render(parts)
    return doc, out.getvalue()


def test_every_part_of_more_than_one_page_is_numbered_page_n_of_m():
    st = Styles(REGULAR)
    doc, data = _build([Part("long", [st.para("Long", st.title), *_figures(9, "a", st)]),
                        Part("short", [st.para("Short", st.title)])])
    pages = [page_words(p) for p in reader(data).pages]
    long_pages = doc.counts["long"]
    assert long_pages >= 2 and doc.counts["short"] == 1
    for i in range(long_pages):
        assert f"page {i + 1} of {long_pages}" in pages[i]
    assert "page" not in pages[-1]           # a one-page part needs no number


def test_no_figure_crosses_a_page_break_and_the_record_sees_it_if_one_does():
    st = Styles(REGULAR)
    doc, _ = _build([Part("p", [st.para("x", st.title), Spacer(1, 200 * mm),
                                *_figures(3, "b", st)])])
    assert doc.figures and not any(f.split for f in doc.figures.values())
    assert doc.figures["b 0"].first_page == 2          # it did not fit under the spacer
    # a figure taller than a page has to split, and the record says so
    layout = board_layout(6, pit_diameter=45, gap=6)
    big = [Drawing(lambda p: draw_board(p, layout)) for _ in range(3)]
    doc, _ = _build([Part("q", [figure("too tall", big)])])
    assert doc.figures["too tall"].split


def test_a_nearly_empty_last_page_gets_a_figure_from_the_page_before():
    st = Styles(REGULAR)
    # a spacer and figures chosen so the last figure would sit alone on page 2
    items = [st.para("Title", st.title), Spacer(1, 150 * mm), *_figures(3, "c", st)]
    doc, _ = _build([Part("p", items)])
    assert doc.counts["p"] == 2
    assert doc.breaks == {"c 1"}       # figure 1 moved over to keep figure 2 company
    assert min(doc.fill.values()) >= 1 / 3
    assert not any(f.split for f in doc.figures.values())


def test_documents_are_reproducible_and_not_scaled():
    st = Styles(REGULAR)
    a = _build([Part("p", _figures(4, "d", st))])[1]
    b = _build([Part("p", _figures(4, "d", st))])[1]
    assert a == b
    prefs = reader(a).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"


def test_unknown_paper_and_bars_are_refused():
    with pytest.raises(ValueError, match="paper must be one of"):
        Document(io.BytesIO(), paper="a5")
    with pytest.raises(ValueError, match="bars must be one of"):
        Part("p", [], bars="sideways")


def test_text_is_never_justified():
    """Justified text is set with extra word spacing (a positive Tw); we never use it."""
    st = Styles(REGULAR)
    _, data = _build([Part("p", [st.para("word " * 400)])])
    for page in reader(data).pages:
        assert max(word_spacing(page), default=0) <= 0


def test_reading_styles_are_left_aligned_with_lines_1_4_apart():
    from reportlab.lib.enums import TA_LEFT
    from mancala_teach.printables.document import LARGE
    for sizes in (REGULAR, LARGE):
        st = Styles(sizes)
        for style in (st.body, st.bold, st.bullet, st.note):
            assert style.alignment == TA_LEFT
            assert style.leading >= 1.4 * style.fontSize
            assert style.fontSize >= (16 if sizes is LARGE else 12)
