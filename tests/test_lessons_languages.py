"""The lessons and their printed pages in French and Spanish (issue 25): every word of the
lesson data and of the pages goes through the catalogue, no page gains a sheet, the same
bytes come out on a rerun, and English stays exactly as it was.

The pages are rendered once per (kind, paper, language) and shared by the tests below.
"""

from __future__ import annotations

import functools
import io
import re
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from mancala_teach.i18n import NBSP, use_language
from mancala_teach.printables.culture import culture_pdf
from mancala_teach.printables.lessons import KINDS, lesson_pages, lessons_document
from mancala_teach.teaching.lessons import LESSONS, lesson, lessons, work_out
from printables_support import page_words, reader

ROOT = Path(__file__).resolve().parent.parent
PAPERS = ("a4", "letter")
LANGUAGES = ("fr", "es")
SINGLE_KINDS = [kind for kind in KINDS if kind != "all"]     # "all" is these, notebook by notebook


@functools.lru_cache(maxsize=None)
def _render(kind: str, paper: str, language: str, large: bool = False):
    out = io.BytesIO()
    doc = lessons_document(out, kind, paper=paper, large_print=large, language=language)
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    return " ".join(page_words(page) for page in reader(data).pages)


# --- every page keeps its sheets --------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("kind", SINGLE_KINDS)
def test_no_page_gains_a_sheet(kind, paper, language):
    """Each card, ticket, rubric, the answers and every sheet take as many pages as in
    English, and no figure is cut across a page."""
    english, _ = _render(kind, paper, "en")
    doc, _ = _render(kind, paper, language)
    assert doc.counts == english.counts
    assert doc.page_count == english.page_count
    assert not [f.name for f in doc.figures.values() if f.split]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("kind", ["cards", "tickets", "key", "rubric", "culture", "glossary"])
def test_no_page_gains_a_sheet_in_large_print(kind, paper, language):
    english, _ = _render(kind, paper, "en", True)
    doc, _ = _render(kind, paper, language, True)
    assert doc.page_count <= english.page_count
    assert all(doc.counts[part] <= pages for part, pages in english.counts.items())
    assert not [f.name for f in doc.figures.values() if f.split]


@pytest.mark.parametrize("language", LANGUAGES)
def test_tickets_stay_in_their_halves_and_cards_on_one_sheet(language):
    for paper in PAPERS:
        doc, data = _render("tickets", paper, language)
        assert len(reader(data).pages) == len(lesson_pages())     # two tickets a page
        doc, _ = _render("cards", paper, language)
        assert set(doc.counts.values()) == {2}                     # a sheet, two sides


# --- no English left --------------------------------------------------------------------------

# The modules whose words these pages print.
MODULES = ("mancala_teach/teaching/", "mancala_teach/printables/lessons.py",
           "mancala_teach/printables/culture.py", "mancala_teach/printables/handouts.py",
           "mancala_teach/printables/document.py", "mancala_teach/printables/worksheets.py",
           "mancala_teach/outcome.py", "mancala_teach/players/advantage.py",
           "mancala_teach/naming.py", "mancala_teach/glossary.py")
_FIELD = re.compile(r"\{\w+\}|</?b>")
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


@functools.lru_cache(maxsize=1)
def english_phrases() -> tuple[str, ...]:
    """Every run of three words or more of the English messages of :data:`MODULES` (the
    text between placeholders), lower case: none of them may be on a translated page."""
    pytest.importorskip("babel")
    import importlib.util
    spec = importlib.util.spec_from_file_location("catalogues",
                                                  ROOT / "scripts" / "catalogues.py")
    catalogues = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogues)
    phrases = set()
    for message in catalogues.read_catalog(catalogues.TEMPLATE):
        if not message.id or not any(place.startswith(MODULES)
                                     for place, _line in message.locations):
            continue
        for source in (message.id,) if isinstance(message.id, str) else message.id:
            for piece in _FIELD.split(source):
                if len(_WORD.findall(piece)) >= 3:
                    phrases.add(" ".join(piece.split()).strip(" .,:;").lower())
    return tuple(sorted(phrases))


def test_the_english_phrases_are_found_on_the_english_pages():
    """The check below looks for something real: the English pages hold many of them."""
    text = " ".join(_text(_render(kind, "a4", "en")[1]) for kind in SINGLE_KINDS).lower()
    found = [p for p in english_phrases() if p in text]
    assert len(english_phrases()) > 500 and len(found) > 300


# English words that no French or Spanish sentence uses (names and codes aside).
ENGLISH_WORDS = {"the", "and", "with", "which", "what", "your", "you", "is", "are", "of",
                 "seed", "seeds", "pit", "pits", "store", "stores", "South", "North",
                 "answer", "lesson", "notebook", "move", "moves"}   # ("ticket" is Spanish)
# Official codes of the standards, kept as they are: "Year 3", "Key stage 3", "Aims".
CODES = re.compile(r"\b(Year \d|Key stage \d|Aims|MP\d|\d\.[A-Z]{2,3}(\.[A-Z])?\.\d+a?)\b")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("paper", PAPERS)
def test_no_english_is_left_on_a_translated_page(paper, language):
    for kind in SINGLE_KINDS:
        text = _text(_render(kind, paper, language)[1])
        lower = text.lower()
        left = [phrase for phrase in english_phrases() if phrase in lower]
        assert not left, (kind, left[:5])
        words = set(_WORD.findall(CODES.sub(" ", text)))
        assert not words & ENGLISH_WORDS, (kind, sorted(words & ENGLISH_WORDS))


@pytest.mark.parametrize("language", LANGUAGES)
def test_large_print_is_translated_too(language):
    for kind in ("cards", "tickets", "key", "culture"):
        text = _text(_render(kind, "a4", language, True)[1]).lower()
        assert not [phrase for phrase in english_phrases() if phrase in text], kind


def test_every_word_of_the_lesson_data_is_translated():
    """Field by field, a French or Spanish lesson differs from the English one in every word
    a teacher or a child reads, and keeps every code (numbers, notebook files, standards'
    codes, what an item asks, its targets, the glossary keys)."""
    codes = {"Lesson.number", "Lesson.notebook", "Lesson.words", "Standard.framework",
             "Standard.code", "Item.ask", "Item.setup", "Item.move", "Item.target",
             "Item.seeds", "Item.upto", "Item.option", "Item.choices", "Item.versus",
             "Item.games", "Item.goal", "Item.draw_board", "Item.specs", "Item.show_given",
             "Item.lines", "Handout.name", "RubricLevel.level"}

    def pairs(english, other, path):
        if is_dataclass(english):
            for f in fields(english):
                yield from pairs(getattr(english, f.name), getattr(other, f.name),
                                 path + (f"{type(english).__name__}.{f.name}",))
        elif isinstance(english, tuple):
            assert len(english) == len(other), path
            for k, (a, b) in enumerate(zip(english, other)):
                yield from pairs(a, b, path + (k,))
        else:
            yield path, english, other

    for code in LANGUAGES:
        with use_language(code):
            translated = lessons()
        for english, other in zip(LESSONS, translated):
            for path, a, b in pairs(english, other, ()):
                if any(step in codes for step in path if isinstance(step, str)):
                    assert a == b, (code, english.number, path)
                elif isinstance(a, str) and a:
                    assert a != b, (code, english.number, path, a)


# --- numbers, sums and names the language's way ------------------------------------------------

def test_answers_write_numbers_and_sums_the_language_s_way():
    item = lesson(5).exit_ticket[1]             # a median and an interquartile range
    english = work_out(item).text
    with use_language("fr"):
        french = work_out(item).text
    with use_language("es"):
        spanish = work_out(item).text
    assert "34.5" in english and "10.5" in english
    assert "34,5" in french and "10,5" in french and not re.search(r"\d\.\d", french)
    assert "34,5" in spanish and "Dans l’ordre" in french and "En orden" in spanish
    sums = lesson(2).exit_ticket[1]             # 14 = 11 × 1 + 3
    with use_language("fr"):
        said = work_out(sums).text
    assert NBSP.join(["14", "=", "11", "×", "1", "+", "3"]) in said
    assert "la case D" in said and "Le cycle a 11 emplacements." in said


def test_seats_games_and_the_end_of_a_game_are_said_in_the_language():
    item = lesson(4).exit_ticket[2]             # a grand slam ends the game
    with use_language("fr"):
        french = work_out(item).text
    with use_language("es"):
        spanish = work_out(item).text
    assert "La partie est finie (un joueur a pris plus de la moitié des graines)" in french
    assert "Sud gagne 27 à 7" in french
    assert "Sur gana 27 a 7" in spanish
    assert work_out(item).text.startswith("North has 0 seeds left")     # English as it was
    with use_language("fr"):
        rules = work_out(lesson(5).exit_ticket[0]).text
    assert "awalé (abapa)" in rules and "Oware" not in rules


def test_french_elides_before_east_and_west_in_lesson_sentences():
    from mancala_teach.outcome import why_text, Termination
    with use_language("fr"):
        assert why_text(Termination.SIDE_EMPTY, 1, names=("South", "East", "North", "West")) \
            == "la rangée d’Est est vide"


def test_a_notebook_finds_its_talk_prompt_by_its_english_heading_in_any_language():
    with use_language("fr"):
        french = lesson(3)
        assert french.talk("Extra turns") == french.sections[0].talk
        assert french.talk("Rejouer") == french.sections[0].talk
        assert french.minutes == "45 minutes"
        assert lesson(5).minutes == "60 minutes, ou deux leçons"
    assert lesson(3).talk("Extra turns").startswith("Which pit gives an extra turn?")


# --- the same bytes, and English untouched --------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", SINGLE_KINDS)
def test_the_same_pages_come_out_byte_for_byte(kind, language):
    _, first = _render(kind, "a4", language)
    again = io.BytesIO()
    lessons_document(again, kind, paper="a4", language=language)
    assert again.getvalue() == first


def test_english_is_what_it_was_after_other_languages_were_made():
    """The lessons, their answers and their pages are made once per language: French made
    first leaves English byte for byte what the standard set holds."""
    for kind, name in (("key", "exit-tickets-key.pdf"), ("cards", "lesson-cards.pdf"),
                       ("glossary", "picture-glossary.pdf")):
        _render(kind, "letter", "fr")
        out = io.BytesIO()
        lessons_document(out, kind, paper="letter")
        committed = (ROOT / "printables" / "letter" / "lessons" / name).read_bytes()
        assert out.getvalue() == committed, name


def test_the_pdf_says_its_language_and_language_none_follows_the_language_in_use():
    out = io.BytesIO()
    with use_language("es"):
        assert culture_pdf(out) == 1
    pdf = reader(out.getvalue())
    assert pdf.trailer["/Root"].get("/Lang") == "es"
    assert "De dónde vienen estos juegos" in page_words(pdf.pages[0])
    english = reader(_render("culture", "a4", "en")[1])
    assert "/Lang" not in english.trailer["/Root"]          # English bytes as they were


def test_an_unknown_language_is_one_sentence_and_nothing_is_written(tmp_path):
    from mancala_teach.errors import UnknownLanguageError
    from mancala_teach.printables.lessons import lessons_pdf
    target = tmp_path / "cards.pdf"
    with pytest.raises(UnknownLanguageError, match="the languages are"):
        lessons_pdf(str(target), "cards", language="de")
    with pytest.raises(UnknownLanguageError):
        culture_pdf(io.BytesIO(), language="klingon")
    assert not target.exists()
