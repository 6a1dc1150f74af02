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
from mancala_teach.printables.lessons import KINDS, lesson_pages, lessons_document
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
            if len(text.split()) >= 3 and not text.startswith(
                ("Lesson card", "Exit ticket ", "Rubric", "mancala-teach", "Print at 100%"))]


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
                  "Teach us your game", "teach it to the class",
                  # our own four-player game, said to be ours and not an old one
                  "Four-sided mancala", "This is not an old game", "we made it"):
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


# --- every notebook has a card, a ticket, answers and a rubric -------------------------------

@pytest.mark.parametrize("paper", PAPERS)
def test_every_notebook_has_a_one_page_card_ticket_key_and_rubric(paper):
    doc, data = _render("all", paper)
    expected = {f"{what} {n}": 1 for n in NOTEBOOKS
                for what in ("lesson card", "ticket", "ticket key", "rubric")}
    assert doc.counts == expected
    pdf = reader(data)
    assert len(pdf.pages) == 4 * len(NOTEBOOKS)
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(embedded_fonts(pdf).values())
    for lesson, first in zip(lesson_pages(), range(0, len(pdf.pages), 4)):
        card, tickets, key, rubric = (page_words(p) for p in pdf.pages[first:first + 4])
        assert card.startswith(f"Lesson card \u00b7 {lesson.name}")
        for words in ("Launch", "Explore with beans, in pairs", "Summarise with the notebook",
                      "Watch for", "Standards", "Materials"):
            assert words in card, (lesson.number, words)
        for name, _ in lesson.watch_for:
            assert " ".join(name.split()) in card
        for code, _ in lesson.standards:
            assert code in card
        assert tickets.count(f"Exit ticket \u00b7 {lesson.name}") == 2
        assert key.startswith(f"Exit ticket answers \u00b7 {lesson.name}")
        assert rubric.startswith(f"Rubric \u00b7 {lesson.name}")
        assert 3 <= len(lesson.rubric.levels) <= 4
        for _, label, descriptor in lesson.rubric.levels:
            assert " ".join(descriptor.split()) in rubric


@pytest.mark.parametrize("paper", PAPERS)
def test_text_is_left_aligned_and_big_enough(paper):
    """Children's tickets at 12 pt or more; the teacher's card and rubric at 10 pt or more
    (a whole lesson on one page), the key at 12."""
    least = {"tickets": 12, "key": 12, "cards": 10, "rubric": 10}
    for kind, size in least.items():
        _, data = _render(kind, paper)
        for page in reader(data).pages:
            assert max(word_spacing(page), default=0) <= 0
            assert min(_reading_sizes(page)) >= size - 0.01, (kind, paper)


def test_each_ticket_has_two_or_three_items_that_check_its_goals():
    for lesson in lesson_pages():
        assert 2 <= len(lesson.ticket) <= 3, lesson.number
        assert all(item.goal in lesson.goals for item in lesson.ticket)


def _halves(paper):
    left, top, right, bottom = Document.content_box(paper, False, "none")
    half = (bottom - top - HALF_GAP) / 2
    return top, top + half, bottom - half, bottom


@pytest.mark.parametrize("paper", PAPERS)
def test_two_tickets_a_page_each_inside_its_half(paper):
    doc, data = _render("tickets", paper)
    top, top_end, bottom_start, bottom = _halves(paper)
    pdf = reader(data)
    assert len(pdf.pages) == len(NOTEBOOKS)
    for page_number, lesson in enumerate(lesson_pages(), 1):
        for copy, (low, high) in ((1, (top, top_end)), (2, (bottom_start, bottom))):
            boxes = [f for f in doc.figures.values()
                     if f.name.startswith(f"ticket {lesson.number} copy {copy} ")]
            assert len(boxes) == 1 + len(lesson.ticket)        # the top and each item
            for box in boxes:
                assert box.first_page == box.last_page == page_number, box
                assert low - 0.01 <= box.top and box.bottom <= high + 0.01, (box, low, high)
        words = page_words(pdf.pages[page_number - 1])
        assert words.count("Name") >= 2 and "cut" in words
        for item in lesson.ticket:
            assert words.count(" ".join(item.question[0].split()[:6])) == 2


def test_the_ink_of_each_ticket_keeps_to_its_half(tmp_path):
    """Rendered, the band between the two tickets holds only the cut line."""
    dpi = 50
    _, data = _render("tickets", "letter")
    top, top_end, bottom_start, bottom = _halves("letter")
    middle = (top_end + bottom_start) / 2
    from printables_support import read_pgm
    for png in render_pages(data, tmp_path, dpi=dpi):
        width, _, px = read_pgm(png)
        for y_mm in [top_end + 1 + k * 0.5 for k in range(int((bottom_start - top_end - 2) * 2))]:
            if abs(y_mm - middle) <= 4.0:          # the dashed line and its word "cut"
                continue
            row = round(y_mm / 25.4 * dpi)
            assert min(px[row * width:(row + 1) * width]) >= 250, (png.name, y_mm)


def test_children_read_plain_words_on_tickets_and_the_culture_page():
    for kind in ("tickets", "culture"):
        text = _text(_render(kind)[1])
        assert not JARGON.search(text), (kind, JARGON.search(text))


def test_the_key_gives_the_engine_answer_of_every_item_and_the_ticket_its_board():
    from mancala_teach.teaching.lessons import LESSONS, work_out
    text = _text(_render("key")[1])
    tickets = {lesson.number: lesson for lesson in lesson_pages()}
    for lesson in LESSONS:
        for item, shown in zip(lesson.exit_ticket, tickets[lesson.number].ticket):
            assert " ".join(work_out(item).text.split()) in text
            if item.draw_board and item.setup is not None:
                position = item.setup.position()
                assert shown.board.pits == tuple(position.pits)
                assert shown.board.stores == tuple(position.stores)


def test_large_print_tickets_are_one_a_page_at_16_pt():
    doc, data = _render("tickets", "a4", large=True)
    pdf = reader(data)
    assert len(pdf.pages) == len(NOTEBOOKS)
    for page in pdf.pages:
        assert page_words(page).count("Exit ticket \u00b7") == 1
        assert min(_reading_sizes(page)) >= 16 - 0.01


@pytest.mark.parametrize("kind", ["cards", "key", "rubric"])
def test_large_print_takes_two_sheets_at_most_a_notebook(kind):
    doc, data = _render(kind, "letter", large=True)
    assert all(count <= 4 for count in doc.counts.values())
    for page in reader(data).pages:
        assert min(_reading_sizes(page)) >= 16 - 0.01
    assert not [f.name for f in doc.figures.values() if f.split]


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_same_pages_come_out_byte_for_byte(kind):
    if kind == "all":
        notebooks = (3,)
    else:
        notebooks = NOTEBOOKS
    first = _render(kind, "letter", notebooks=notebooks)[1]
    assert first == _render(kind, "letter", notebooks=notebooks)[1]


@pytest.mark.parametrize("name, footer", [("lesson-cards.pdf", "Lesson card"),
                                          ("exit-tickets.pdf", "Exit ticket"),
                                          ("exit-tickets-key.pdf", "Exit ticket answers"),
                                          ("rubrics.pdf", "Rubric")])
def test_each_page_of_the_standard_set_names_its_notebook_in_order(name, footer):
    """In place of "page 2 of 5": a page per notebook, and its footer says which."""
    from pathlib import Path
    folder = Path(__file__).resolve().parent.parent / "printables"
    for paper in PAPERS:
        pdf = reader((folder / paper / "lessons" / name).read_bytes())
        assert len(pdf.pages) == len(NOTEBOOKS)
        for page, number in zip(pdf.pages, NOTEBOOKS):
            runs = [text.strip() for text, x, y, size in text_runs(page) if size < 10]
            assert f"{footer} {number}" in runs, runs


def test_notebook_6_ticket_shows_the_solvers_results_and_the_claim_board():
    """The data a "who wins" item reads (a row of results, both capture rules) is printed
    with it, as the solver worked it out; the claim's tiny board is drawn."""
    from mancala_teach.teaching.lessons import lesson, work_out
    text = " ".join(_text(_render("tickets", notebooks=(6,))[1]).split())
    for item in lesson(6).exit_ticket:
        given = work_out(item).given
        if given:
            assert " ".join(given.split()) in text
    page = next(p for p in lesson_pages() if p.number == 6)
    drawn = [shown.board for shown in page.ticket if shown.board is not None]
    assert [len(board.pits) for board in drawn] == [4]      # 2 pits a side: the claim's board


def test_cards_and_tickets_say_what_the_review_found_missing_or_wrong():
    """Card 2 names pit C's extra turns (its chart); no card leans on an undefined "d";
    card 3 states Kalah's capture rule as it is; ticket 3 prints the leftovers rules it asks
    about; ticket 5 asks about the game whose every cell starts with pebbles."""
    from mancala_teach.glossary import choice_words
    from mancala_teach.teaching.lessons import LEFTOVER_RULES
    cards = [page_words(p) for p in reader(_render("cards")[1]).pages]
    tickets = [page_words(p) for p in reader(_render("tickets")[1]).pages]
    assert "pit C: extra turns at 4, 17, 30" in cards[1] and "3, 16, 29" not in cards[1]
    assert not any("exactly d seeds" in card for card in cards)
    assert "last seed lands in an empty pit on your own side" in cards[2]
    for rule in LEFTOVER_RULES:
        assert choice_words("leftovers", rule) in tickets[2], rule
    assert "Game of the Ignorant" in tickets[4] and "Game of the Wise" not in tickets[4]
    assert "quick game" not in cards[4] and "0 to 120" not in cards[4]
