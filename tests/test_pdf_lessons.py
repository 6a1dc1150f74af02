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
                ("Lesson card", "Exit ticket ", "Rubric", "Print at 100%", TITLE,
                 "Strips of 13 places", "Class dot plot", "Picture glossary"))]


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
                  "Ayo", "William Julius Champion Jr., around 1940",
                  "first sold in 1944, or in the 1950s",
                  "South-East Asia", "congkak", "Edward William Lane", "Cairo", "1836",
                  "they are Egyptian games", "Giuthi is played in Kenya",
                  "Teach us your game", "teach it to the class",
                  # our own four-player game, said to be ours and not an old one
                  "Four-sided mancala", "This is not an old game", "we made it"):
        assert words in text, words
    # the false claims are gone: Kalah is not from "older African games", Lane is a
    # man and not a game, there are more than three continents' worth of nothing
    assert "from older African games" not in text and "three continents" not in text
    # every year printed is one our sources or standard histories give, with their spread
    assert set(re.findall(r"\b1\d{3}s?\b", text)) == {"1836", "1940", "1944", "1950s"}
    assert "from about 1944" not in text
    assert not JARGON.search(text), JARGON.search(text)
    # the footer names the page, not our program (issue 23 item 8)
    runs = [r[0].strip() for r in text_runs(reader(_render("culture")[1]).pages[0])
            if r[3] < 10]
    assert TITLE in runs and not any("mancala-teach" in r for r in runs)


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
def test_every_notebook_has_a_card_sheet_ticket_key_and_rubric(paper):
    """A card is one sheet (two sides), a ticket and its answers a page each, a rubric a page
    and its class record a page."""
    doc, data = _render("all", paper)
    expected = {f"{what} {n}": pages for n in NOTEBOOKS
                for what, pages in (("lesson card", 2), ("ticket", 1), ("ticket key", 1),
                                    ("rubric", 2))}
    assert doc.counts == expected
    pdf = reader(data)
    assert len(pdf.pages) == 6 * len(NOTEBOOKS)
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(embedded_fonts(pdf).values())
    assert all(fill >= 1 / 3 for fill in doc.fill.values()), doc.fill
    for lesson, first in zip(lesson_pages(), range(0, len(pdf.pages), 6)):
        front, back, tickets, key, rubric, record = (page_words(p)
                                                     for p in pdf.pages[first:first + 6])
        card = front + " " + back
        assert front.startswith(f"Lesson card \u00b7 {lesson.name}")
        for words in ("Builds on:", "Launch", "Explore in pairs, with counters",
                      "The first 10 minutes, everyone:", "Summarise with the notebook",
                      "Exit ticket", "Next steps", "A child who struggles:",
                      "A pair that finishes early:"):
            assert words in front, (lesson.number, words)
        for words in ("Watch for", "English learners", "Sentence frames", "Standards",
                      "Materials"):
            assert words in back, (lesson.number, words)
        for name, _ in lesson.watch_for:
            assert " ".join(name.split()) in card
        for code, _ in lesson.standards:
            assert code in card
        assert tickets.count(f"Exit ticket \u00b7 {lesson.name}") == 2
        assert key.startswith("Exit ticket answers") and lesson.name in key
        assert rubric.startswith(f"Rubric \u00b7 {lesson.name}")
        assert record.startswith(f"Class record \u00b7 {lesson.name}")
        assert 3 <= len(lesson.rubric.levels) <= 4
        for _, label, descriptor in lesson.rubric.levels:
            assert " ".join(descriptor.split()) in rubric


@pytest.mark.parametrize("paper", PAPERS)
def test_text_is_left_aligned_and_big_enough(paper):
    """Children's tickets at 12 pt or more; the teacher's card and rubric at 10 pt or more
    (a whole lesson on one page), the key at 12."""
    least = {"tickets": 12, "key": 12, "cards": 11, "rubric": 11, "glossary": 12,
             "strips": 12, "dot-plot": 12}
    for kind, size in least.items():
        _, data = _render(kind, paper)
        for page in reader(data).pages:
            assert max(word_spacing(page), default=0) <= 0
            assert min(_reading_sizes(page)) >= size - 0.01, (kind, paper)


def test_each_ticket_has_two_or_three_items_that_check_its_goals():
    for lesson in lesson_pages():
        assert 2 <= len(lesson.ticket) <= 3, lesson.number
        assert all(item.goal in lesson.goals for item in lesson.ticket)
        assert all(item.if_wrong for item in lesson.ticket)


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
    for kind in ("tickets", "culture", "glossary", "strips", "dot-plot"):
        text = _text(_render(kind)[1])
        assert not JARGON.search(text), (kind, JARGON.search(text))


# Words of our program, not of a classroom (issue 23 item 8): no page a teacher runs a lesson
# from names a file, a command, the engine or the solver.
PROGRAM_WORDS = re.compile(r"\.ipynb|\bsolver\b|mancala-teach|\bengine\b|--\w|\w=\w")


@pytest.mark.parametrize("kind", ["cards", "tickets", "key", "rubric", "culture", "strips",
                                  "dot-plot", "glossary"])
def test_teachers_pages_use_the_glossarys_words_not_the_programs(kind):
    text = _text(_render(kind)[1])
    assert not PROGRAM_WORDS.search(text), (kind, PROGRAM_WORDS.search(text))


def test_the_key_gives_the_engine_answer_of_every_item_and_the_ticket_its_board():
    from mancala_teach.teaching.lessons import LESSONS, work_out
    text = _text(_render("key")[1])
    tickets = {lesson.number: lesson for lesson in lesson_pages()}
    for lesson in LESSONS:
        for item, shown in zip(lesson.exit_ticket, tickets[lesson.number].ticket):
            assert " ".join(work_out(item).text.split()) in text
            assert " ".join(f"If it is wrong: {item.if_wrong}".split()) in text
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
    assert doc.page_count <= 4 * len(NOTEBOOKS)
    assert all(count <= 4 for count in doc.counts.values()) or kind == "key"
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


@pytest.mark.parametrize("name, footer, pages", [("lesson-cards.pdf", "Lesson card", 2),
                                                 ("exit-tickets.pdf", "Exit ticket", 1),
                                                 ("rubrics.pdf", "Rubric", 2)])
def test_each_page_of_the_standard_set_names_its_notebook_in_order(name, footer, pages):
    """Each page's footer says which notebook it is for."""
    from pathlib import Path
    folder = Path(__file__).resolve().parent.parent / "printables"
    for paper in PAPERS:
        pdf = reader((folder / paper / "lessons" / name).read_bytes())
        assert len(pdf.pages) == pages * len(NOTEBOOKS)
        for k, page in enumerate(pdf.pages):
            number = NOTEBOOKS[k // pages]
            runs = [text.strip() for text, x, y, size in text_runs(page) if size < 10]
            assert any(run.startswith(f"{footer} {number}") for run in runs), runs


@pytest.mark.parametrize("paper", PAPERS)
def test_the_answers_run_on_from_notebook_to_notebook_without_a_printer_bar(paper):
    """Issue 23 item 10: six keys were six pages 40 % full, each with a "Print at 100%"
    bar that means nothing there; and the note claimed a board ticket 5 does not have."""
    doc, data = _render("key", paper)
    assert doc.page_count < len(NOTEBOOKS)
    assert all(fill >= 1 / 3 for fill in doc.fill.values())
    assert not [m for m in doc.marks if m.what.startswith("calibration")]
    text = _text(data)
    assert "Print at 100%" not in text and "own board" not in text
    assert not [f.name for f in doc.figures.values() if f.split]


@pytest.mark.parametrize("paper", PAPERS)
def test_a_class_of_30_fits_one_class_record_page(paper):
    """Issue 23 item 10: the record had 14-17 rows; a class of 30 needs one page."""
    from mancala_teach.printables.document import Document
    from mancala_teach.printables.lessons import CLASS_SIZE, rubric_flowables
    doc, data = _render("rubric", paper, notebooks=(3,))
    assert doc.page_count == 2 and doc.fill[2] >= 0.8
    assert page_words(reader(data).pages[1]).startswith("Class record")
    width, room = Document.frame_size(paper, False, "none")
    page = next(p for p in lesson_pages() if p.number == 3)
    table = rubric_flowables(page, width=width, room=room)[-1]
    assert len(table._cellvalues) - 1 >= CLASS_SIZE == 30       # rows under the heading
    assert min(table._argH[1:]) >= 7.0 * 72 / 25.4 - 0.01        # 7 mm: room for a name


def test_notebook_6_ticket_shows_the_solvers_results_once():
    """The data a "who wins" item reads (a row of results, both capture rules) is printed
    with it, as the solver worked it out; the claim reads the row printed above it."""
    from mancala_teach.teaching.lessons import lesson, work_out
    text = " ".join(_text(_render("tickets", notebooks=(6,))[1]).split())
    for item in lesson(6).exit_ticket:
        given = " ".join(work_out(item).given.split())
        if item.show_given:
            assert given in text
        else:
            assert given not in text and "above" in item.prompt


def test_cards_and_tickets_say_what_the_review_found_missing_or_wrong():
    """Card 2 names pit C's extra turns (its chart); no card leans on an undefined "d";
    card 3 states Kalah's capture rule as it is; ticket 3 prints the leftovers rules it asks
    about; ticket 5 asks about the game whose every cell starts with pebbles."""
    from mancala_teach.glossary import choice_words
    from mancala_teach.teaching.lessons import LEFTOVER_RULES
    pages = [page_words(p) for p in reader(_render("cards")[1]).pages]
    cards = [pages[k] + " " + pages[k + 1] for k in range(0, len(pages), 2)]
    tickets = [page_words(p) for p in reader(_render("tickets")[1]).pages]
    assert "pit C: extra turns at 4, 17, 30" in cards[1] and "3, 16, 29" not in cards[1]
    assert not any("exactly d seeds" in card for card in cards)
    assert "last seed lands in an empty pit on your own side" in cards[2]
    for rule in LEFTOVER_RULES:
        assert choice_words("leftovers", rule) in tickets[2], rule
    assert "D ends the game" not in tickets[2]
    assert "quick game" not in cards[4] and "0 to 120" not in cards[4]
    # the sheets cards 2 and 5 ask for are printed (issue 23 item 11)
    assert "Strips of 13 places" in cards[1] and "Class dot plot" in cards[4]


# --- the sheets the cards ask for (issue 23 item 11, issue 24 item 3) ---------------------------

@pytest.mark.parametrize("paper", PAPERS)
def test_the_strips_are_the_engines_places_in_sowing_order_on_one_page(paper):
    from mancala_teach import variant
    from mancala_teach.landing import sowing_path
    doc, data = _render("strips", paper)
    assert doc.page_count == 1 and not [f.name for f in doc.figures.values() if f.split]
    path = sowing_path(variant("kalah"), 0, 2)
    assert len(path) == 13 and path[-1] == "pit C"
    strip = [m for m in doc.marks if m.what == "place" and m.y0 < min(
        n.y0 for n in doc.marks if n.what == "place") + 10]
    letters = " ".join(m.text for m in sorted(strip, key=lambda m: m.x0))
    assert letters == " ".join(p.removeprefix("pit ") for p in path), letters
    squares = [m for m in doc.marks if m.what == "strip square"]
    assert len(squares) == 3 * 13 + 11 + 13 + 11      # 3 Kalah, Oware, two blank strips
    assert all(m.x1 - m.x0 >= 12.0 for m in squares)  # room for a letter in 18 pt
    text = _text(data)
    assert "Kalah, from pit C: 13 places" in text and "Oware, from pit C: 11 places" in text


@pytest.mark.parametrize("paper", PAPERS)
def test_the_class_dot_plot_is_two_sheets_with_one_scale_from_0_to_300(paper):
    from mancala_teach.teaching.lessons import CLASS_PLOT_MOVES
    doc, data = _render("dot-plot", paper)
    assert doc.page_count == 2
    numbers = {}
    for m in doc.marks:
        if m.what == "number":
            numbers.setdefault(m.page, {})[int(m.text)] = (m.x0 + m.x1) / 2
    assert min(numbers[1]) == 0 and max(numbers[2]) == CLASS_PLOT_MOVES
    assert max(numbers[1]) == CLASS_PLOT_MOVES // 2 == min(numbers[2]) - 10
    # the same millimetres for 10 moves on both sheets, so the joined line has one scale
    step1 = numbers[1][20] - numbers[1][10]
    step2 = numbers[2][180] - numbers[2][170]
    assert abs(step1 - step2) < 0.01 and step1 >= 14.0
    # sheet 2's cut line is where its 150 would be: laid on sheet 1's 150, the rows run on
    cut = next(m for m in doc.marks if m.what == "cut line" and m.page == 2)
    assert abs(cut.x0 + 0.15 - (numbers[2][160] - step1)) < 0.5
    rows = {m.text for m in doc.marks if m.what == "row name"}
    assert rows == {"Kalah", "Oware"}


@pytest.mark.parametrize("paper", PAPERS)
def test_the_picture_glossary_has_every_word_its_sentence_and_every_lessons_frames(paper):
    from mancala_teach.glossary import GLOSSARY
    from mancala_teach.teaching.lessons import LESSONS, PICTURE_WORDS
    doc, data = _render("glossary", paper)
    text = " ".join(_text(data).split())
    assert set(PICTURE_WORDS) == {"pit", "store", "sow", "lap", "capture", "opposite",
                                  "counterclockwise", "remainder"}
    for word in PICTURE_WORDS:
        assert " ".join(GLOSSARY[word].split()) in text, word
    names = {getattr(f, "name", "") for f in doc.figures.values()}
    assert len([n for n in names if n.startswith("glossary row")]) == 4
    for L in LESSONS:
        for frame in L.frames:
            assert " ".join(frame.split()) in text, frame
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(fill >= 1 / 3 for fill in doc.fill.values())


def test_the_sheets_are_in_the_standard_set_and_named_on_the_cards():
    from mancala_teach.printables.standard_set import LESSON_FILES
    from mancala_teach.teaching.lessons import handouts, lesson
    kinds = dict(LESSON_FILES)
    assert kinds["cycle-strips.pdf"] == "strips" and kinds["class-dot-plot.pdf"] == "dot-plot"
    assert kinds["picture-glossary.pdf"] == "glossary"
    assert set(handouts()) == {"cycle strips", "class dot plot"}
    for name, (number, handout) in handouts().items():
        assert handout.title in " ".join(lesson(number).card.materials), name
