"""The printed boards, rule sheets and cards in French and Spanish (issue 25).

Every board kind, every rule sheet and every card, regular and large print, on A4 and Letter:
as many pages as the English one, no English sentence of these modules left in the text,
every word clear of every other and inside its box, lengths written and drawn alike, and the
same bytes on a rerun. The English pages are the committed standard set
(``tests/test_printables_fresh.py``)."""

from __future__ import annotations

import io
import itertools
import re
from functools import lru_cache
from pathlib import Path

import pytest

from mancala_teach import VARIANTS, variant
from mancala_teach.errors import InvalidOptionError
from mancala_teach.i18n import current_language, use_language
from mancala_teach.naming import LETTERS, seat_name
from mancala_teach.printables import boards as B
from mancala_teach.printables.cards import card_document, card_pdf
from mancala_teach.printables.rulesheets import rule_sheet_document, rule_sheet_pdf
from mancala_teach.printables.wording import plain
from mancala_teach.render.pdf import PAPERS, store_name, store_name_lines
from printables_support import (EDGE_MM, page_size_mm, page_words, reader, text_runs,
                                word_spacing)
from test_pdf_boards import assert_cut_words_clear, assert_every_arrow_piece_has_a_head

LANGUAGES = ("fr", "es")
PAPER_NAMES = ("a4", "letter")
ROOT = Path(__file__).resolve().parents[1]

# --- every document of this area, made once per language and paper --------------------------

BOARDS = ([("full", s) for s in B.all_shapes()]
          + [("full", B.BoardShape(n, sides=4)) for n in (3, 4, 5, 6)]
          + [("compact", None)] + [("compact", B.BoardShape(n, sides=4)) for n in (3, 6)]
          + [("egg-carton", None), ("seeds", None)])


def _makers() -> dict:
    makers = {}
    for kind, shape in BOARDS:
        makers[f"board {kind} {shape.slug if shape else 'all'}"] = (
            lambda out, paper, lang, kind=kind, shape=shape: B.boards_document(
                out, kind=kind, shape=shape, paper=paper, language=lang))
    for v in VARIANTS:
        for large in (False, True):
            size = "large" if large else "regular"
            makers[f"rules {v.name} {size}"] = (
                lambda out, paper, lang, v=v, large=large: rule_sheet_document(
                    out, v.rules(), paper=paper, large_print=large, language=lang))
            makers[f"card {v.name} {size}"] = (
                lambda out, paper, lang, v=v, large=large: card_document(
                    out, v.rules(), paper=paper, large_print=large, language=lang))
    return makers


MAKERS = _makers()
DOCUMENTS = sorted(MAKERS)


@lru_cache(maxsize=None)
def made(name: str, lang: str, paper: str):
    """(the Document, its bytes), made once a test session."""
    out = io.BytesIO()
    doc = MAKERS[name](out, paper, lang)
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    words = " ".join(page_words(p) for p in reader(data).pages)
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


# --- (a) as many pages as the English document ----------------------------------------------

@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("name", DOCUMENTS)
def test_as_many_pages_as_in_english(name, paper):
    english = made(name, "en", paper)[0].page_count
    for lang in LANGUAGES:
        doc, data = made(name, lang, paper)
        assert doc.page_count == len(reader(data).pages) == english, (lang, doc.page_count)


# --- (b) no English sentence of these modules left -----------------------------------------------

# The modules whose words are these pages' (and the seat and game names they print, the
# registry's sentences and the examples' narration).
OURS = ("mancala_teach/printables/boards.py", "mancala_teach/printables/rulesheets.py",
        "mancala_teach/printables/cards.py", "mancala_teach/printables/examples.py",
        "mancala_teach/printables/wording.py", "mancala_teach/variants.py",
        "mancala_teach/printables/document.py", "mancala_teach/render/pdf.py",
        "mancala_teach/naming.py", "mancala_teach/narrate.py", "mancala_teach/event_words.py",
        "mancala_teach/outcome.py")
_FIELD = re.compile(r"\{\w+\}")


@lru_cache(maxsize=None)
def english_fragments(lang: str) -> tuple[str, ...]:
    """The English words of our messages that a page in ``lang`` must not show: each
    message's text between its placeholders (3 letters or more), unless the translation has
    the same words (a game's name, "10 cm"), or it is one word the language itself uses in
    its catalogue (French "passes", "tu passes ton tour")."""
    babel = pytest.importorskip("babel.messages.pofile")
    path = ROOT / "mancala_teach" / "locale" / lang / "LC_MESSAGES" / "mancala_teach.po"
    with path.open("rb") as stream:
        catalog = babel.read_po(stream, locale=lang)
    words = {word.casefold() for m in catalog if m.id
             for text in ((m.string,) if isinstance(m.string, str) else m.string)
             for word in re.findall(r"\w+", text)}
    found = set()
    for m in catalog:
        where = {loc for loc, _line in m.locations}
        if not m.id or not (where & set(OURS) or m.context == "game name"):
            continue
        ids = (m.id,) if isinstance(m.id, str) else m.id
        strings = (m.string,) if isinstance(m.string, str) else m.string
        translated = " ".join(strings).replace("\u00a0", " ").casefold()
        for text in ids:
            for piece in _FIELD.split(text):
                piece = " ".join(piece.split()).strip(" .,;:()")
                if (sum(ch.isalpha() for ch in piece) >= 3 and piece.casefold() not in translated
                        and piece.casefold() not in words):
                    found.add(piece)
    return tuple(sorted(found, key=len, reverse=True))


@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", DOCUMENTS)
def test_no_english_sentence_of_these_modules_is_left(name, lang, paper):
    text = _text(made(name, lang, paper)[1])
    left = [piece for piece in english_fragments(lang)
            if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", text)]
    assert not left, left


def test_the_english_check_finds_english():
    """The check above would see an English page: the English rule sheet is full of our
    words."""
    text = _text(made("rules kalah regular", "en", "a4")[1])
    left = [piece for piece in english_fragments("fr")
            if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", text)]
    assert len(left) > 40 and "Maths you practise" in left


# --- (c) every word in its place ---------------------------------------------------------------

WORDS = {"text", "label", "caption", "length", "footer", "cut label", "tab label", "key number"}


def _overlaps(a, b, pad: float = 0.0) -> bool:
    return (a.x0 < b.x1 + pad and b.x0 < a.x1 + pad and a.y0 < b.y1 + pad
            and b.y0 < a.y1 + pad)


@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
@pytest.mark.parametrize("name", DOCUMENTS)
def test_no_word_touches_another_or_the_paper_s_edge(name, lang, paper):
    doc, data = made(name, lang, paper)
    pdf = reader(data)
    words = [m for m in doc.marks if m.what in WORDS]
    assert words
    for page, marks in itertools.groupby(sorted(words, key=lambda m: m.page),
                                         key=lambda m: m.page):
        marks = list(marks)
        for a, b in itertools.combinations(marks, 2):
            assert not _overlaps(a, b), (page, a.text, b.text)
    for m in doc.marks:
        w, h = page_size_mm(pdf.pages[m.page - 1])
        assert EDGE_MM - 1e-6 <= m.x0 and m.x1 <= w - EDGE_MM + 1e-6, m
        assert EDGE_MM - 1e-6 <= m.y0 and m.y1 <= h - EDGE_MM + 1e-6, m
    # the maps of the sheets: no word over them
    keys = [m for m in doc.marks if m.what == "key"]
    for key in keys:
        assert not [w for w in words if w.page == key.page and w.what != "key number"
                    and _overlaps(w, key)], key


@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_labels_fit_their_boxes(lang, paper):
    """Egg-carton labels inside their dashed boxes, glue tabs' words inside the tabs."""
    doc, _ = made("board egg-carton all", lang, paper)
    boxes = [m for m in doc.marks if m.what == "label box"]
    assert len(boxes) == 12 + 2 + 4
    inside = 0
    for word in (m for m in doc.marks if m.what == "text"):
        box = next((b for b in boxes if _overlaps(word, b)), None)
        if box is None:
            continue
        assert box.x0 <= word.x0 and word.x1 <= box.x1, (word.text, box)
        assert box.y0 <= word.y0 and word.y1 <= box.y1, (word.text, box)
        inside += 1
    assert inside >= 12 + 12 + 4 + 4          # letters, seats, two stores' two lines, rows
    for name in ("board full 6-pits-stores", "board full four-sided-6-pits"):
        doc, _ = made(name, lang, paper)
        tabs = [m for m in doc.marks if m.what == "glue tab"]
        words = [m for m in doc.marks if m.what == "tab label"]
        assert len(words) >= len(tabs) >= 1
        for word in words:
            tab = next(t for t in tabs if t.page == word.page and _overlaps(word, t))
            assert tab.x0 <= word.x0 and word.x1 <= tab.x1, (word.text, tab)
            assert tab.y0 <= word.y0 and word.y1 <= tab.y1, (word.text, tab)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("n", [3, 6])
def test_square_board_letters_and_store_names_beside_it_in_every_language(lang, n):
    """As tests/test_pdf_boards_square.py checks in English: every letter and store name
    outside the board, none on a pit, a store or another label."""
    doc, _ = made(f"board compact four-sided-{n}-pits", lang, "a4")
    board = next(m for m in doc.marks if m.what == "board")
    labels = [m for m in doc.marks if m.what == "label"]
    shapes = [m for m in doc.marks if m.what in ("pit", "store")]
    assert sorted(m.text for m in labels if len(m.text) == 1) == sorted(LETTERS[:4 * n])
    with use_language(lang):
        names = {seat_name(p, 4) for p in range(4)}
        names |= {store_name(s) for s in names}
    assert sum(m.text in names for m in labels) == 4
    for label in labels:
        assert not (board.x0 < label.x0 and label.x1 < board.x1 and board.y0 < label.y0
                    and label.y1 < board.y1), label
        assert not any(_overlaps(label, s) for s in shapes), label


@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", [f"board full {s}" for s in
                                  ("6-pits-stores", "6-pits-no-stores", "10-pits-stores",
                                   "four-sided-3-pits", "four-sided-6-pits")])
def test_sheets_cut_words_clear_and_arrows_headed_in_every_language(name, lang, paper):
    doc, _ = made(name, lang, paper)
    assert_cut_words_clear(doc)
    assert_every_arrow_piece_has_a_head(doc)
    small = [m for m in doc.marks if m.what in WORDS and m.page > 1 and m.size
             and m.size < 9 - 0.01]
    assert not small, small


@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", [n for n in DOCUMENTS if n.startswith(("rules", "card"))])
def test_sheets_and_cards_read_as_in_english(name, lang, paper):
    """12 pt reading text (16 in large print), never justified, no figure split, no page of a
    rule sheet less than a third full; a large card's letters 16 pt (12 beside the square
    board) and its store names 12 pt."""
    doc, data = made(name, lang, paper)
    large = name.endswith("large")
    least = 16.0 if large else 12.0
    pdf = reader(data)
    labels = {m.text for m in doc.marks if m.what in ("label", "caption")}   # "grenier de Nord"
    for page in pdf.pages:
        sizes = [size for text, x, y, size in text_runs(page)
                 if len(text.split()) >= 3 and text.strip() not in labels]
        footers = [size for text, x, y, size in text_runs(page)
                   if re.match(r"(page|página) \d+ (of|sur|de) \d+", text)]
        assert sizes and min(s for s in sizes if s not in footers or s >= least) >= least - 0.01
        assert max(word_spacing(page), default=0) <= 0
    assert not [f.name for f in doc.figures.values() if f.split]
    if name.startswith("rules"):
        assert all(doc.fill[p] >= 1 / 3 for p in range(1, doc.page_count + 1)), doc.fill
    if name.startswith("card") and large:
        sides = variant(name.split()[1]).sides
        labels = [m for m in doc.marks if m.what in ("label", "caption")]
        letters = [m.size for m in labels if len(m.text) <= 2 or m.what == "caption"]
        names = [m.size for m in labels if len(m.text) > 2 and m.what == "label"]
        assert min(letters) >= (12 if sides == 4 else 16) - 0.01
        assert not names or min(names) >= 12 - 0.01


# --- numbers the language's way; lengths printed are the lengths drawn --------------------------

@pytest.mark.parametrize("paper", PAPER_NAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_lengths_in_the_language_s_numbers_are_the_lengths_drawn(lang, paper):
    doc, data = made("board full 6-pits-stores", lang, paper)
    layout = B.full_layout(B.BoardShape(6))
    first = _text_of_page(data, 1)
    cm = [float(v.replace(",", ".")) for v in re.findall(r"(\d+,\d) cm", first)]
    assert cm[:2] == [pytest.approx(layout.board_w / 10, abs=0.05),
                      pytest.approx(layout.board_h / 10, abs=0.05)]
    assert not re.search(r"\d\.\d cm", first)              # no decimal point
    if paper == "letter":
        inches = re.findall(r"\((\d+,\d) (po|pulg\.)\)", first)
        assert float(inches[0][0].replace(",", ".")) == pytest.approx(layout.board_w / 25.4,
                                                                     abs=0.05)
    outline = [m for m in doc.marks if m.what == "board" and m.page > 1]
    drawn = sum(m.width for m in outline) - 2 * 45 * 0.012
    sheet = _text_of_page(data, 2)
    printed = float(re.search(r"(\d+,\d) cm", sheet).group(1).replace(",", "."))
    assert printed * 10 == pytest.approx(drawn, abs=0.6)
    assert "45 mm" in sheet


def _text_of_page(data: bytes, number: int) -> str:
    page = page_words(reader(data).pages[number - 1])
    return " ".join(page.replace("\u00a0", " ").split())


# --- (d) the same bytes every time -----------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_reruns_are_byte_identical(lang):
    for name, paper in itertools.product(DOCUMENTS, PAPER_NAMES):
        out = io.BytesIO()
        MAKERS[name](out, paper, lang)
        assert out.getvalue() == made(name, lang, paper)[1], (name, paper)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standard_set_in_another_language_is_the_same_on_a_rerun(lang):
    from mancala_teach.printables.standard_set import standard_files
    first = standard_files(("a4",), language=lang)
    assert first == standard_files(("a4",), language=lang)
    assert current_language() == "en"


# --- choosing the language and the paper ----------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda out, **kw: B.boards_pdf(out, kind="egg-carton", **kw),
    lambda out, **kw: rule_sheet_pdf(out, variant("kalah"), **kw),
    lambda out, **kw: card_pdf(out, variant("oware"), **kw)], ids=["boards", "rules", "cards"])
@pytest.mark.parametrize("language, paper, size", [
    ("fr", None, "a4"), ("fr-CA", None, "letter"), ("es-CO", None, "letter"),
    ("es-ES", None, "a4"), (None, None, "a4"), ("fr-CA", "a4", "a4"), ("es", "letter", "letter")])
def test_the_paper_follows_the_language_s_region_unless_given(make, language, paper, size):
    out = io.BytesIO()
    make(out, paper=paper, language=language)
    width, height = page_size_mm(reader(out.getvalue()).pages[0])
    assert sorted((width, height)) == pytest.approx(sorted(PAPERS[size]), abs=0.05)
    assert current_language() == "en"           # the language does not leak out


def test_the_pdf_says_its_language_and_english_keeps_its_bytes():
    french = made("rules kalah regular", "fr", "a4")[1]
    assert reader(french).trailer["/Root"]["/Lang"] == "fr"
    english = made("rules kalah regular", "en", "a4")[1]
    assert "/Lang" not in reader(english).trailer["/Root"]
    assert english == (ROOT / "printables" / "a4" / "rules" / "kalah.pdf").read_bytes()


def test_bad_input_is_one_sentence_in_the_language():
    with pytest.raises(InvalidOptionError, match="Il n’y a pas de sorte de plateau 'round'"):
        B.boards_pdf(io.BytesIO(), kind="round", language="fr")
    assert current_language() == "en"
    with use_language("es"), pytest.raises(InvalidOptionError,
                                           match="de 5 a 10 hoyos por lado, no 4"):
        B.BoardShape(4)


# --- the registry's sentences, translated where the sheets read them -----------------------------

def _registry_sentences():
    """Every sentence the registry can say (summaries, decisions, each option's sentence for
    its values, and its help), as a function of no arguments, to call in a language."""
    for v in VARIANTS:
        yield lambda v=v: v.summary
        yield from (lambda d=d: d.text for d in v.decisions)
        for opt in v.options:
            if isinstance(opt.default, bool):
                values = (True, False)
            elif opt.choices:
                values = opt.choices
            elif opt.low is not None:
                values = (opt.low, opt.default, opt.high)
            else:
                values = (opt.default,)
            yield from (lambda opt=opt, value=value: opt.says(value) for value in values)
            yield lambda opt=opt: opt.help


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_the_registry_says_is_translated(lang):
    """variants.py marks its sentences for the catalogue and says them in the language in
    use; a sentence it changes or adds fails here before a French sheet prints it in
    English. The sheets print them in the glossary's words (plain), which the translations
    already use."""
    said = list(_registry_sentences())
    english = [say() for say in said]
    assert len(set(english)) > 80
    with use_language(lang):
        translated = [say() for say in said]
    for source, words in zip(english, translated):
        assert words != source, source
        assert plain(words) == words, words
    with use_language("fr"):
        pits = VARIANTS[0].option("pits")
        assert (pits.says(1), pits.says(6)) == ("1 case de chaque côté.",
                                                "6 cases de chaque côté.")


def test_store_names_on_two_lines_split_where_the_language_breaks_them():
    with use_language("fr"):
        assert store_name("Est") == "grenier d’Est"
        assert store_name_lines("Nord") == ["grenier", "de Nord"]
    with use_language("es"):
        assert store_name_lines("Norte") == ["granero", "de Norte"]
    assert store_name_lines("North") == ["North's", "store"]
