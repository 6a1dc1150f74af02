"""DIY boards: instructions first, sheets that join between pits, lengths that are true."""

from __future__ import annotations

import io
import re

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.naming import LETTERS
from mancala_teach.printables import boards as B
from mancala_teach.printables.document import Document
from mancala_teach.render.pdf import CALIBRATION, PAPERS
from printables_support import (assert_margins_clear, embedded_fonts, filled_rects,
                                page_size_mm, page_words, reader)


def _doc(kind, paper="a4", shape=None):
    out = io.BytesIO()
    doc = B.boards_document(out, kind=kind, paper=paper, shape=shape)
    return doc, out.getvalue()


def _assert_inside(doc, data):
    pdf = reader(data)
    for m in doc.marks:
        w, h = page_size_mm(pdf.pages[m.page - 1])
        assert 10 - 1e-6 <= m.x0 and m.x1 <= w - 10 + 1e-6, m
        assert 10 - 1e-6 <= m.y0 and m.y1 <= h - 10 + 1e-6, m


def _cm(text: str) -> list[float]:
    return [float(v) for v in re.findall(r"(\d+(?:\.\d)?) cm", text)]


def test_full_size_pits_are_45_mm():
    layout = B.full_layout(B.BoardShape(6, True))
    assert all(p.r * 2 == 45.0 for p in layout.pits)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", B.all_shapes(), ids=lambda s: s.slug)
def test_full_size_board_instructions_then_sheets_joined_between_pits(paper, shape):
    doc, data = _doc("full", paper, shape)
    pdf = reader(data)
    layout = B.full_layout(shape)
    sheets = B.sheets_for(shape, paper)
    assert len(pdf.pages) == len(sheets) + 1 and len(sheets) >= 2
    first = page_words(pdf.pages[0])
    for words in ("What you need", "How to make it", "Which sheet goes where",
                  "registration marks", "Check the printer", "glue"):
        assert words in first, words
    for i in range(1, len(sheets) + 1):
        assert f"sheet {i}" in first
    assert page_size_mm(pdf.pages[0])[0] < page_size_mm(pdf.pages[0])[1]   # portrait
    for sheet in sheets[:-1]:          # no cut goes through a pit or a store
        for p in layout.pits:
            assert not p.cx - p.r < sheet.end < p.cx + p.r
        for s in layout.stores:
            assert not s.x < sheet.end < s.x + s.w
    assert sheets[-1].end == layout.width and sheets[0].start == 0
    for i, page in enumerate(pdf.pages[1:], 1):
        w, h = page_size_mm(page)
        assert w > h                     # landscape
        text = page_words(page)
        assert f"sheet {i} of {len(sheets)}" in text
        assert f"page {i + 1} of {len(pdf.pages)}" in text
    all_text = " ".join(page_words(p) for p in pdf.pages[1:])
    for i in range(2 * shape.pits_per_side):
        assert f" {LETTERS[i]} " in f" {all_text} "
    assert not any(f.split for f in doc.figures.values())
    _assert_inside(doc, data)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", [B.BoardShape(6), B.BoardShape(6, False), B.BoardShape(10)],
                         ids=lambda s: s.slug)
def test_every_length_printed_is_the_length_drawn(paper, shape):
    doc, data = _doc("full", paper, shape)
    pdf = reader(data)
    # the board's outline, drawn in pieces on the sheets, adds up to the length printed
    outline = [m for m in doc.marks if m.what == "board" and m.page > 1]
    stroke = 2 * 45 * 0.012                 # the outline's line width (half of it each side)
    drawn_mm = sum(m.width for m in outline) - stroke   # pieces meet exactly at the joins
    pits = [m for m in doc.marks if m.what == "pit" and m.page > 1]
    for page in pdf.pages[1:]:
        text = page_words(page)
        assert "Pits are 45 mm across" in text
        (printed,) = _cm(text.split("whole board is")[1])[:1]
        assert printed * 10 == pytest.approx(drawn_mm, abs=0.6)
        if paper == "letter":
            inches = float(re.search(r"\((\d+\.\d) in\)", text).group(1))
            assert inches * 25.4 == pytest.approx(drawn_mm, abs=1.5)
    assert {round(m.width - 0.54, 1) for m in pits} == {45.0}   # every pit, edge stroke off
    first = page_words(pdf.pages[0])
    long, wide = _cm(first.split("finished board is")[1])[:2]
    layout = B.full_layout(shape)
    assert long * 10 == pytest.approx(layout.board_w, abs=0.5)
    assert wide * 10 == pytest.approx(layout.board_h, abs=0.5)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("kind", ["full", "compact", "egg-carton", "seeds"])
def test_every_board_page_has_both_calibration_bars_exactly(paper, kind):
    _, data = _doc(kind, paper, B.BoardShape(6) if kind == "full" else None)
    length, words, _ = CALIBRATION[paper]
    for page in reader(data).pages:
        rects = filled_rects(page)
        assert any(abs(r[2] - length) < 0.01 and r[3] < 3 for r in rects), "bar across"
        assert any(abs(r[3] - length) < 0.01 and r[2] < 3 for r in rects), "bar down"
        assert f"each bar = {words}" in page_words(page)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_shape_fits_one_sheet_and_says_its_true_size(paper):
    doc, data = _doc("compact", paper)
    pdf = reader(data)
    assert len(pdf.pages) == len(B.all_shapes()) == 12
    for page_no, (shape, page) in enumerate(zip(B.all_shapes(), pdf.pages), 1):
        text = page_words(page)
        assert shape.name in text
        outline = [m for m in doc.marks if m.what == "board" and m.page == page_no]
        pit = [m for m in doc.marks if m.what == "pit" and m.page == page_no][0]
        (printed,) = _cm(text.split("the board is")[1])[:1]
        left, top, right, bottom = Document.content_box(paper, True, "both")
        layout = B.compact_layout(shape, right - left, bottom - top - 24)
        stroke = 2 * max(0.25, 2 * layout.pits[0].r * 0.012)
        assert outline[0].width == pytest.approx(layout.board_w + stroke, abs=0.01)
        assert printed * 10 == pytest.approx(layout.board_w, abs=0.5)
        across = int(re.search(r"pits (\d+) mm across", text).group(1))
        assert across == pytest.approx(pit.width - stroke / 2, abs=0.51)   # rounded to 1 mm
    _assert_inside(doc, data)


def test_egg_carton_labels_arrows_both_ways_and_what_to_use_as_stores():
    doc, data = _doc("egg-carton")
    text = page_words(reader(data).pages[0])
    for letter in LETTERS[:12]:
        assert f" {letter} " in f" {text} "
    assert "South's" in text and "North's" in text and text.count("store") >= 2
    assert "lid" in text and "bowls" in text                 # what to use as stores
    strips = [m for m in doc.marks if m.what == "arrow" and m.ends and m.size > 2.5]
    right = [m for m in strips if m.ends[2] > m.ends[0]]
    left = [m for m in strips if m.ends[2] < m.ends[0]]
    assert len(right) >= 2 and len(left) >= 2
    _assert_inside(doc, data)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_paper_seeds_squares_and_circles(paper):
    doc, data = _doc("seeds", paper)
    pdf = reader(data)
    assert len(pdf.pages) == 2
    squares = [m for m in doc.marks if m.what == "square seed"]
    circles = [m for m in doc.marks if m.what == "round seed"]
    assert len(squares) >= 72 and len(circles) >= 72
    assert f"This page has {len(squares)} squares" in page_words(pdf.pages[0])
    assert f"{len(circles)} round seeds" in page_words(pdf.pages[1])
    assert {round(m.width, 2) for m in squares} == {B.SQUARE}
    _assert_inside(doc, data)


def test_fonts_embedded_in_board_files():
    assert all(embedded_fonts(reader(_doc("full")[1])).values())


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
    assert_margins_clear(out.getvalue(), pages, tmp_path)


@pytest.mark.parametrize("paper", ["a4"])
def test_each_one_sheet_board_says_the_seeds_its_own_games_need(paper):
    """The seed counts are worked out per board by the engine: Kalah on 5 pits needs 40,
    Giuthi on 10 pits 120; no 6-pit count is printed on another board."""
    from mancala_teach.variants import variant
    doc, data = _doc("compact", paper)
    pdf = reader(data)
    for shape, page in zip(B.all_shapes(), pdf.pages):
        text = page_words(page)
        for name, spec in shape.game_specs():
            total = variant(spec).total_seeds
            assert re.search(rf"{re.escape(name)}[^;.]* {total} seeds", text), (shape, name)
        if shape.pits_per_side != 6:
            assert not re.search(r"\b48 seeds", text) and "Oware" not in text
    text = page_words(pdf.pages[B.all_shapes().index(B.BoardShape(5, True))])
    assert "Kalah needs 40 seeds" in text


def test_four_sided_board_makes_no_three_player_claim_and_uses_the_games_name():
    from mancala_teach.variants import variant
    doc, data = _doc("full", "a4", B.BoardShape(6, sides=4))
    first = page_words(reader(data).pages[0])
    assert "three" not in first.lower()
    assert variant("four-sided").title in first
    n = len(B.tiles_for(B.BoardShape(6, sides=4), "a4"))
    assert "every other" not in first and f"Cut sheets 2 to {n} along" in first


# --- issue 23: the sheets' cut lines, their words and the arrows cut by a join ------------------

def _overlap(a, b, pad: float = 0.0) -> bool:
    return (a.x0 - pad < b.x1 and b.x0 - pad < a.x1 and a.y0 - pad < b.y1
            and b.y0 - pad < a.y1)


def assert_cut_words_clear(doc) -> None:
    """On every sheet: "cut" lies outside the board (the part that is kept) and on no other
    words; no cut line runs through words."""
    pages = {m.page for m in doc.marks if m.page > 1}
    labels = 0
    for page in pages:
        marks = [m for m in doc.marks if m.page == page]
        board = [m for m in marks if m.what == "board"]
        words = [m for m in marks if m.what in ("text", "label", "footer")]
        for cut in (m for m in marks if m.what == "cut label"):
            labels += 1
            assert not any(_overlap(cut, b) for b in board), (page, cut)
            assert not any(_overlap(cut, w, 0.5) for w in words), (page, cut)
        for line in (m for m in marks if m.what == "cut line"):
            assert not any(_overlap(line, w) for w in words if w.what == "text"), (page, line)
    assert labels


def assert_every_arrow_piece_has_a_head(doc) -> None:
    """A sowing arrow cut by a sheet's edge still ends in a head on each sheet it crosses,
    so no bare line reads as a cut or a fold."""
    pieces = 0
    for shaft in (m for m in doc.marks if m.what == "arrow" and m.ends and m.page > 1):
        x1, y1, x2, y2 = shaft.ends
        forward = (shaft.x1 if x2 > x1 else shaft.x0, shaft.y1 if y2 > y1 else shaft.y0)
        if abs(x2 - x1) > abs(y2 - y1):
            forward = (forward[0], (shaft.y0 + shaft.y1) / 2)
        else:
            forward = ((shaft.x0 + shaft.x1) / 2, forward[1])
        heads = [m for m in doc.marks if m.page == shaft.page and m.what == "arrow"
                 and not m.ends and m.x0 - 1.5 <= forward[0] <= m.x1 + 1.5
                 and m.y0 - 1.5 <= forward[1] <= m.y1 + 1.5]
        assert heads, (shaft, forward)
        pieces += 1
    assert pieces


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("shape", [B.BoardShape(6), B.BoardShape(6, False), B.BoardShape(10)],
                         ids=lambda s: s.slug)
def test_cut_label_and_line_clear_of_words_and_arrows_headed_on_every_sheet(paper, shape):
    doc, _ = _doc("full", paper, shape)
    assert_cut_words_clear(doc)
    assert_every_arrow_piece_has_a_head(doc)
    small = [m for m in doc.marks if m.what in ("text", "label") and m.page > 1
             and m.size and m.size < 9 - 0.01]
    assert not small, small


# --- issue 23: low ink, and seeds that fit the pits ---------------------------------------------

def _wood_area(data: bytes, tmp_path) -> float:
    """Square centimetres printed in the board's wood colour, over every page (pdftoppm
    renders the pages in colour at 20 dpi; each pixel is 1.27 mm square)."""
    import subprocess
    from printables_support import require_tool
    from mancala_teach.render.palette import PALETTE
    wood = tuple(int(PALETTE["board"][i:i + 2], 16) for i in (1, 3, 5))
    pdf = tmp_path / "in.pdf"
    pdf.write_bytes(data)
    subprocess.run([require_tool("pdftoppm"), "-r", "20", str(pdf), str(tmp_path / "c")],
                   check=True, capture_output=True, timeout=120)
    pixels = 0
    for ppm in tmp_path.glob("c*.ppm"):
        raw = ppm.read_bytes()
        magic, w, h, _max, body = raw.split(maxsplit=4)
        body = body[-int(w) * int(h) * 3:]
        pixels += sum(1 for i in range(0, len(body), 3)
                      if all(abs(body[i + k] - wood[k]) <= 6 for k in range(3)))
    return pixels * (25.4 / 20 / 10) ** 2


@pytest.mark.parametrize("kind, shape", [("full", B.BoardShape(6, sides=4)),
                                         ("full", B.BoardShape(6)), ("compact", None),
                                         ("seeds", None)])
def test_low_ink_boards_are_outlines_on_white(kind, shape, tmp_path):
    """The wood colour covers a four-sided board 44 cm square and whole pages of seeds; the
    low-ink copy has none of it, and the same pages, pits and words."""
    full, full_data = _doc(kind, "letter", shape)
    out = io.BytesIO()
    low = B.boards_document(out, kind=kind, paper="letter", shape=shape, low_ink=True)
    (tmp_path / "full").mkdir()
    (tmp_path / "low").mkdir()
    assert _wood_area(full_data, tmp_path / "full") > 100      # cm²: more than a postcard
    assert _wood_area(out.getvalue(), tmp_path / "low") == 0
    assert low.page_count == full.page_count
    assert [(m.page, m.what, round(m.x0, 2), round(m.y0, 2)) for m in low.marks] == \
        [(m.page, m.what, round(m.x0, 2), round(m.y0, 2)) for m in full.marks]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_sheet_boards_carry_seeds_that_fit_their_pits(paper):
    """Under each one-sheet board (beside the square one): enough paper seeds for every game
    on it, about 2/5 of a pit across (four lie flat in a pit), and the count printed; a board
    too big to leave room says which seeds fit it."""
    doc, data = _doc("compact", paper)
    pdf = reader(data)
    for page_no, (shape, page) in enumerate(zip(B.all_shapes(), pdf.pages), 1):
        text = page_words(page)
        pit = min(m.width for m in doc.marks if m.what == "pit" and m.page == page_no)
        seeds = [m for m in doc.marks if m.what == "square seed" and m.page == page_no]
        board = next(m for m in doc.marks if m.what == "board" and m.page == page_no)
        need = B._most_seeds(shape)
        if not seeds:
            assert "15 mm squares fit pits this big" in text and pit > 35
            continue
        side = seeds[0].width
        assert len(seeds) >= need and f"{len(seeds)} seeds, {side:.0f} mm across" in text
        assert 5.9 <= side <= pit * 0.4 + 0.01
        assert min(m.y0 for m in seeds) > board.y1                  # under the board
    for n in (3, 6):
        out = io.BytesIO()
        square = B.boards_document(out, kind="compact", paper=paper,
                                   shape=B.BoardShape(n, sides=4))
        seeds = [m for m in square.marks if m.what == "square seed"]
        board = next(m for m in square.marks if m.what == "board")
        assert len(seeds) >= B._most_seeds(B.BoardShape(n, sides=4))
        assert min(m.x0 for m in seeds) > board.x1                  # beside the board
        _assert_inside(square, out.getvalue())
    _assert_inside(doc, data)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_paper_seeds_say_which_pits_they_fit_and_the_four_sided_count(paper):
    _, data = _doc("seeds", paper)
    text = page_words(reader(data).pages[0])
    assert "45 mm pits" in text and "four-sided board (6 pits a row) needs 96" in text
