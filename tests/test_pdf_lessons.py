"""Printables for running the lessons (issue 14): lesson cards, half-page exit tickets and
their answers, the rubric, and "Where these games come from". Measured like the rule sheets:
each fits its page, fonts embedded, text left-aligned and big enough, plain words on the
pages children read, every notebook with a card and a ticket, answers from the lesson data.
"""

from __future__ import annotations

import io
import re

import pytest

from mancala_teach.printables import LESSON_KINDS, NOTEBOOKS
from mancala_teach.printables.culture import INVITATION, STORIES, TITLE, culture_pdf
from mancala_teach.printables.document import HALF_GAP, Document
from mancala_teach.printables.lessons import (KINDS, lesson_pages, lesson_rubric,
                                              lessons_document)
from mancala_teach.render.pdf import MARGIN
from printables_support import (embedded_fonts, inked_box, page_words, reader, render_pages,
                                text_runs, word_spacing)

PAPERS = ["a4", "letter"]
# Words a child on grades 1-8 would not know, or that belong to our code, not their lesson.
JARGON = re.compile(r"\b(variants?|engine|algorithms?|invariants?|conservation|modulo|"
                    r"parameters?|options?|trace|spec|seeds? \d{3}|cells?)\b", re.IGNORECASE)


def _render(kind, paper="a4", large=False, notebooks=NOTEBOOKS):
    out = io.BytesIO()
    doc = lessons_document(out, kind, notebooks=notebooks, paper=paper, large_print=large)
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    return " ".join(page_words(p) for p in reader(data).pages)


def _reading_sizes(page) -> list[float]:
    """Sizes of the runs that are sentences (three words or more), footers left out."""
    return [size for text, x, y, size in text_runs(page)
            if len(text.split()) >= 3 and not text.startswith(("Lesson card", "Exit ticket ",
                                                                "Rubric", "mancala-teach"))]


def test_the_kinds_the_command_offers_are_the_kinds_the_pages_make():
    assert tuple(KINDS) == LESSON_KINDS
    assert tuple(lesson.number for lesson in lesson_pages()) == NOTEBOOKS


# --- where these games come from --------------------------------------------------------------

@pytest.mark.parametrize("paper", PAPERS)
def test_the_culture_page_is_one_page_fonts_embedded_left_aligned(paper):
    doc, data = _render("culture", paper)
    pdf = reader(data)
    assert len(pdf.pages) == 1 == doc.page_count
    assert all(embedded_fonts(pdf).values())
    assert max(word_spacing(pdf.pages[0]), default=0) <= 0
    assert min(_reading_sizes(pdf.pages[0])) >= 12 - 0.01
    assert doc.fill[1] >= 0.6          # a full page, not a few lines


def test_the_culture_page_says_what_our_sources_support_and_nothing_invented():
    text = _text(_render("culture")[1])
    assert TITLE in text
    for words in ("one family of games played across West Africa", "Oware", "Awal\u00e9",
                  "Ayo", "William Julius Champion Jr. in 1940", "from about 1944",
                  "South-East Asia", "congkak", "Edward William Lane", "Cairo", "1836",
                  "they are Egyptian games", "Giuthi is played in Kenya",
                  "Teach us your game", "teach it to the class"):
        assert words in text, words
    # the false claims are gone: Kalah is not from "older African games", Lane is a
    # man and not a game, there are more than three continents' worth of nothing
    assert "from older African games" not in text and "three continents" not in text
    # every year printed is one our sources or standard histories give
    assert set(re.findall(r"\b1\d{3}\b", text)) == {"1836", "1940", "1944"}
    assert not JARGON.search(text), JARGON.search(text)


def test_every_story_and_the_invitation_are_printed_whole():
    text = _text(_render("culture", "letter")[1])
    for story in STORIES:
        assert story.heading in text
        assert " ".join(story.text.split()) in text
    assert " ".join(INVITATION.split()) in text


def test_the_culture_page_in_large_print_is_16_pt():
    out = io.BytesIO()
    assert culture_pdf(out, paper="a4", large_print=True) <= 2
    for page in reader(out.getvalue()).pages:
        assert min(_reading_sizes(page)) >= 16 - 0.01
