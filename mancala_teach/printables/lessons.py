"""Printables for running the five lessons: lesson cards, exit tickets with their key, and a
rubric for the reasoning goals.

The content (goals, standards, misconceptions, steps, ticket items and their answers) is the
lesson data of :mod:`mancala_teach.teaching.lessons`, whose answers the engine works out;
this module only lays it out. :class:`LessonPage` is what a page needs from one notebook's
lesson, and :func:`lesson_pages` reads it from the lesson data, so a change in the data's
shape touches one function.

- A **lesson card** is one page for the teacher: the "I can" goals, launch, explore with
  beans in pairs, summarise with the notebook, the "Watch for" list, the standards named
  and the materials.
- An **exit ticket** is half a page, for the children: the notebook's title, a name line and
  two or three items that mirror its goals. A page holds two identical tickets, to cut
  apart (a large-print ticket fills a page). The **key** gives each item's answer.
- The **rubric** gives three or four levels, with descriptors, for each reasoning goal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO, Iterable

from ..puzzles.generators import Board
from ..render.pdf import FONT, FONT_BOLD
from . import LESSON_KINDS, NOTEBOOKS
from .culture import TITLE as CULTURE_TITLE, culture_part
from .document import (Document, Flowable, FrameBreak, LARGE, Paragraph, Part, REGULAR,
                       Spacer, Styles, Table, TableStyle, boxed, escape, figure, mm,
                       side_by_side)
from .worksheets import blanks_drawing, board_drawing, name_and_date


# --- what the pages need ------------------------------------------------------------------------

@dataclass(frozen=True)
class TicketItem:
    """One exit-ticket item: the question (one instruction a line), the labelled blanks the
    child writes in, an optional board, and the answer for the key."""
    question: tuple[str, ...]
    answer: str
    blanks: tuple[str, ...] = ("Answer",)
    board: Board | None = None
    explanation: tuple[str, ...] = ()


@dataclass(frozen=True)
class LessonPage:
    """One notebook's lesson, as the pages print it."""
    number: int
    title: str
    grades: str
    time: str
    goals: tuple[str, ...]                 # "I can ..." statements
    launch: tuple[str, ...]
    explore: tuple[str, ...]               # with beans, in pairs
    summarise: tuple[str, ...]             # with the notebook
    watch_for: tuple[str, ...]
    standards: tuple[str, ...]             # "4.OA.A.3: interpret remainders", ...
    materials: tuple[str, ...]
    ticket: tuple[TicketItem, ...]

    @property
    def name(self) -> str:
        return f"Notebook {self.number}: {self.title}"


@dataclass(frozen=True)
class RubricRow:
    goal: str                              # the reasoning goal, for the teacher
    levels: tuple[str, ...]                # a descriptor per level, lowest first


@dataclass(frozen=True)
class Rubric:
    title: str
    levels: tuple[str, ...]                # level names, lowest first
    rows: tuple[RubricRow, ...]
    notebooks: tuple[int, ...] = ()        # the notebooks whose goals it assesses
    note: str = ""


def lesson_pages() -> tuple[LessonPage, ...]:
    """Every notebook's lesson, read from the lesson data."""
    from ..teaching import lessons as data
    raise NotImplementedError(data)


def lesson_rubric() -> Rubric:
    """The rubric for the reasoning goals, read from the lesson data."""
    from ..teaching import lessons as data
    raise NotImplementedError(data)


# --- lesson cards -------------------------------------------------------------------------------

def _list(st: Styles, heading: str, items: Iterable[str], *, numbered: bool = False
          ) -> list[Flowable]:
    items = tuple(items)
    body = st.numbered(items) if numbered else st.bullets(items)
    return [st.para(heading, st.heading), *body]


def lesson_card_flowables(lesson: LessonPage, *, large_print: bool = False,
                          width: float = 186.0) -> list[Flowable]:
    st = Styles(LARGE if large_print else REGULAR)
    key = f"card {lesson.number}"
    out: list[Flowable] = [
        st.para(f"Lesson card \u00b7 {lesson.name}", st.title),
        st.para(f"{lesson.grades} \u00b7 {lesson.time}", st.note),
        figure(f"{key} goals", [Spacer(1, 1 * mm), boxed(
            [st.para("Children can say at the end", st.bold), *st.bullets(lesson.goals)],
            width=width)]),
    ]
    steps = (("1. Launch (whole class)", lesson.launch),
             ("2. Explore with beans, in pairs", lesson.explore),
             ("3. Summarise with the notebook", lesson.summarise))
    for heading, lines in steps:
        out.append(figure(f"{key} {heading}", _list(st, heading, lines)))
    out.append(figure(f"{key} watch for", _list(st, "Watch for", lesson.watch_for)))
    standards = _list(st, "Standards", lesson.standards)
    materials = _list(st, "Materials", lesson.materials)
    if large_print:
        out += [figure(f"{key} standards", standards), figure(f"{key} materials", materials)]
    else:
        half = (width - 6) / 2
        out.append(figure(f"{key} standards and materials",
                          [side_by_side([standards, materials], [half + 6, half])]))
    return out


def lesson_card_part(lesson: LessonPage, *, paper: str = "a4",
                     large_print: bool = False) -> Part:
    width, _ = Document.frame_size(paper, False, "none")
    return Part(f"lesson card {lesson.number}", lesson_card_flowables(
        lesson, large_print=large_print, width=width), bars="none",
        footer=f"Lesson card {lesson.number}")


# --- exit tickets and their key -----------------------------------------------------------------

def ticket_flowables(lesson: LessonPage, *, large_print: bool = False, width: float = 186.0,
                     copy: int = 1) -> list[Flowable]:
    """One ticket: the title, a name line and the items, each kept together."""
    st = Styles(LARGE if large_print else REGULAR)
    sizes = st.sizes
    name = f"ticket {lesson.number} copy {copy}"
    out: list[Flowable] = [figure(f"{name} top", [
        st.para(f"Exit ticket \u00b7 {lesson.name}", st.heading),
        name_and_date(sizes, width), Spacer(1, 1.5 * mm)])]
    for i, item in enumerate(lesson.ticket, 1):
        words: list[Flowable] = [st.lead(f"{i}.", item.question[0])]
        words += [st.para(line) for line in item.question[1:]]
        parts: list[Flowable] = []
        if item.board is not None:
            board = board_drawing(item.board, sizes, name=f"{name} item {i}")
            room = width - board.size[0] - 5
            if room >= 60 * sizes.body / 12:      # the words beside the board
                if item.blanks:
                    words += [Spacer(1, 1 * mm), blanks_drawing(item.blanks, sizes, room)]
                parts.append(side_by_side([words, board], [room + 5, board.size[0]],
                                          valign="MIDDLE"))
            else:
                parts += [*words, board]
                if item.blanks:
                    parts += [Spacer(1, 0.5 * mm), blanks_drawing(item.blanks, sizes, width)]
        else:
            if item.blanks:
                words += [Spacer(1, 0.5 * mm), blanks_drawing(item.blanks, sizes, width)]
            parts += words
        parts.append(Spacer(1, 2 * mm))
        out.append(figure(f"{name} item {i}", parts))
    return out


def ticket_part(lesson: LessonPage, *, paper: str = "a4", large_print: bool = False) -> Part:
    """A page of two identical tickets (to cut apart), or one large-print ticket."""
    footer = f"Exit ticket {lesson.number}"
    if large_print:
        width, _ = Document.frame_size(paper, False, "none")
        return Part(f"ticket {lesson.number}", ticket_flowables(
            lesson, large_print=True, width=width), bars="none", footer=footer)
    width, _ = Document.frame_size(paper, False, "none", halves=True)
    story = [*ticket_flowables(lesson, width=width, copy=1), FrameBreak(),
             *ticket_flowables(lesson, width=width, copy=2)]
    return Part(f"ticket {lesson.number}", story, bars="none", halves=True, footer=footer)


def key_flowables(lesson: LessonPage, *, large_print: bool = False,
                  width: float = 186.0) -> list[Flowable]:
    st = Styles(LARGE if large_print else REGULAR)
    out: list[Flowable] = [
        st.para(f"Exit ticket answers \u00b7 {lesson.name}", st.title),
        st.para("The answers are worked out by the rules engine from the same positions as "
                "the ticket.", st.note)]
    for i, item in enumerate(lesson.ticket, 1):
        parts = [st.lead(f"{i}.", " ".join(item.question)), st.lead("Answer:", item.answer)]
        parts += st.bullets(item.explanation)
        parts.append(Spacer(1, 1.5 * mm))
        out.append(figure(f"key {lesson.number} item {i}", parts))
    out.append(figure(f"key {lesson.number} goals", [Spacer(1, 1 * mm), boxed(
        [st.para("The goals these items check", st.bold), *st.bullets(lesson.goals)],
        width=width)]))
    return out


def key_part(lesson: LessonPage, *, paper: str = "a4", large_print: bool = False) -> Part:
    width, _ = Document.frame_size(paper, False, "across")
    return Part(f"ticket key {lesson.number}", key_flowables(
        lesson, large_print=large_print, width=width), bars="across",
        footer=f"Exit ticket answers {lesson.number}")


# --- the rubric ---------------------------------------------------------------------------------

def rubric_flowables(rubric: Rubric, *, large_print: bool = False,
                     width: float = 186.0) -> list[Flowable]:
    st = Styles(LARGE if large_print else REGULAR)
    size = st.sizes.body - (1.0 if not large_print else 0.0)   # table cells: 11 pt, 16 large
    cell = Styles(st.sizes).body.clone("rubric cell", fontSize=size, leading=size * 1.3)
    head = cell.clone("rubric head", fontName=FONT_BOLD)
    out: list[Flowable] = [st.para(rubric.title, st.title)]
    if rubric.note:
        out.append(st.para(rubric.note))
    first = 34.0 if not large_print else 40.0
    rest = (width - first) / len(rubric.levels)
    data = [[Paragraph("Goal", head), *[Paragraph(escape(n), head) for n in rubric.levels]]]
    for row in rubric.rows:
        data.append([Paragraph(escape(row.goal), head),
                     *[Paragraph(escape(d), cell) for d in row.levels]])
    table = Table(data, colWidths=[first * mm] + [rest * mm] * len(rubric.levels),
                  repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("GRID", (0, 0), (-1, -1), 0.6, "#1A1A1A"),
        ("BACKGROUND", (0, 0), (-1, 0), "#E8E8E8"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 1.6 * mm), ("RIGHTPADDING", (0, 0), (-1, -1), 1.6 * mm),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2 * mm), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6 * mm),
    ]))
    table.hAlign = "LEFT"
    out += [Spacer(1, 2 * mm), table]
    return out


def rubric_part(rubric: Rubric, *, paper: str = "a4", large_print: bool = False) -> Part:
    width, _ = Document.frame_size(paper, False, "none")
    return Part("rubric", rubric_flowables(rubric, large_print=large_print, width=width),
                bars="none", footer="Rubric")


# --- documents ----------------------------------------------------------------------------------

# The title of each kind's PDF ("all": a card, tickets and answers for each notebook).
KINDS: dict[str, str] = {
    "all": "Lesson cards, exit tickets and answers",
    "cards": "Lesson cards",
    "tickets": "Exit tickets",
    "key": "Exit ticket answers",
    "rubric": "Rubric",
    "culture": CULTURE_TITLE,
}
PER_NOTEBOOK = ("all", "cards", "tickets", "key")   # the kinds that --notebook narrows


def lesson_parts(kind: str, *, notebooks: tuple[int, ...] = NOTEBOOKS, paper: str = "a4",
                 large_print: bool = False) -> list[Part]:
    """The parts (pages) of one kind: cards, tickets or key for ``notebooks``; "all" gives
    all three for each notebook in turn; the rubric and the culture page are one each."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if kind == "culture":
        return [culture_part(paper=paper, large_print=large_print)]
    if kind == "rubric":
        return [rubric_part(lesson_rubric(), paper=paper, large_print=large_print)]
    makers = {"cards": (lesson_card_part,), "tickets": (ticket_part,), "key": (key_part,),
              "all": (lesson_card_part, ticket_part, key_part)}[kind]
    pages = {lesson.number: lesson for lesson in lesson_pages()}
    return [make(pages[n], paper=paper, large_print=large_print)
            for n in notebooks for make in makers]


def lessons_document(target: str | IO[bytes], kind: str, *,
                     notebooks: tuple[int, ...] = NOTEBOOKS, paper: str = "a4",
                     large_print: bool = False) -> Document:
    doc = Document(target, paper=paper, title=KINDS[kind])
    return doc.render(lesson_parts(kind, notebooks=notebooks, paper=paper,
                                   large_print=large_print))


def lessons_pdf(target: str | IO[bytes], kind: str, *, notebooks: tuple[int, ...] = NOTEBOOKS,
                paper: str = "a4", large_print: bool = False) -> int:
    """Write the PDF of one kind; returns its page count."""
    return lessons_document(target, kind, notebooks=notebooks, paper=paper,
                            large_print=large_print).page_count


__all__ = ["KINDS", "LessonPage", "NOTEBOOKS", "PER_NOTEBOOK", "Rubric", "RubricRow",
           "TicketItem", "key_part", "lesson_card_part", "lesson_pages", "lesson_parts",
           "lesson_rubric", "lessons_document", "lessons_pdf", "rubric_part", "ticket_part"]
