"""Printables for running the six lessons: lesson cards, exit tickets with their key, and a
rubric for the reasoning goals.

The content (goals, standards, misconceptions, steps, ticket items and their answers) is the
lesson data of :mod:`mancala_teach.teaching.lessons`, whose answers the engine works out;
this module only lays it out. :class:`LessonPage` is what a page needs from one notebook's
lesson, and :func:`lesson_pages` reads it from the lesson data, so a change in the data's
shape touches one function.

- A **lesson card** is one sheet for the teacher (two sides): what the lesson builds on, the
  "I can" goals, launch, explore in pairs (the first ten minutes for every child of the band,
  then the rest), summarise with the notebook, the exit ticket, what to give a child who
  struggles and a pair that finishes early; overleaf the "Watch for" list, the words and
  sentence frames for English learners, any safety note, the standards and the materials.
- An **exit ticket** is half a page, for the children: the notebook's title, a name line and
  two or three items that mirror its goals. A page holds two identical tickets, to cut
  apart (a large-print ticket fills a page). The **key** gives each item's answer and what
  to do next for a child who gets it wrong; the keys of several notebooks run on from one
  another.
- A **rubric** page per notebook: its reasoning goal, four levels with what a teacher hears
  or sees at each, the "convince me" sentence stems that draw the reasoning out; then a
  class record with a row for every child of a class of 30 on a page of its own.
- The sheets a card asks to be printed (:mod:`.handouts`): strips of 13 places, the class
  dot plot, and the picture glossary with its sentence frames.

Every word is in the catalogue: the functions that make pages take ``language=None`` (the
language in use) and make their pages in it, the lesson data's words included; English is
the default, as it has always been.
"""

from __future__ import annotations

import functools
import io
from dataclasses import dataclass
from typing import IO

from ..glossary import term
from ..i18n import (N_, SOURCE_LANGUAGE, _, current_language, ngettext, per_language, pgettext,
                    use_language)
from ..layout import board_layout
from ..naming import seat_name
from ..puzzles.generators import Board
from ..render.pdf import FONT, PT_PER_MM, Painter, draw_board
from ..teaching.lessons import FIRST_MINUTES, Item, Lesson, framework_name, lessons, work_out
from ..variants import variant
from . import NOTEBOOKS, PER_NOTEBOOK
from .culture import TITLE as CULTURE_TITLE, culture_part
from .handouts import HANDOUT_KINDS
from .document import (LEADING, Document, Drawing, Flowable, FrameBreak, LARGE, PageBreak,
                       Paragraph, Part, REGULAR, Spacer, Styles, Table, TableStyle, TypeSizes,
                       boxed, escape, figure, height, mm, pages_needed, side_by_side)
from .wording import plain
from .worksheets import name_and_date


# --- what the pages need ------------------------------------------------------------------------

@dataclass(frozen=True)
class TicketItem:
    """One exit-ticket item: the question (a paragraph, then any data it shows), an optional
    board, how many lines to write on, the answer for the key, the goal it checks and what to
    do next with a child who gets it wrong."""
    question: tuple[str, ...]
    answer: str
    board: Board | None = None
    lines: int = 1
    goal: str = ""
    if_wrong: str = ""


@dataclass(frozen=True)
class Step:
    """A step of the lesson; ``then`` lines follow under their own heading (the stretch)."""
    heading: str
    minutes: int
    lines: tuple[str, ...]
    lead: str = ""                     # a heading over ``lines``
    then_heading: str = ""
    then: tuple[str, ...] = ()


@dataclass(frozen=True)
class RubricPage:
    """One reasoning goal: the levels (number, label, descriptor), highest first, and the
    sentence stems that help children say their reasons."""
    task: str
    levels: tuple[tuple[int, str, str], ...]
    stems: tuple[str, ...]


@dataclass(frozen=True)
class LessonPage:
    """One notebook's lesson, as the pages print it."""
    number: int
    title: str
    grades: str
    time: str
    notebook: str
    builds_on: str
    goals: tuple[str, ...]                       # "I can ..." statements
    steps: tuple[Step, ...]                      # launch, explore, summarise, exit ticket
    next_steps: tuple[tuple[str, str, str], ...]  # (for whom, what to give, what to say)
    watch_for: tuple[tuple[str, str], ...]       # (the misconception, what to do)
    words: tuple[str, ...]                       # the picture glossary's words it uses
    frames: tuple[str, ...]                      # sentence frames for English learners
    safety: str
    standards: tuple[tuple[str, str], ...]       # (framework and code, what practises it)
    materials: tuple[str, ...]
    ticket: tuple[TicketItem, ...]
    rubric: RubricPage

    @property
    def name(self) -> str:
        return _("Notebook {number}: {title}", number=self.number, title=self.title)


def _ticket_item(lesson: Lesson, item: Item) -> TicketItem:
    worked = work_out(item)
    question = [plain(item.prompt)]
    if worked.given and item.show_given:
        question.append(plain(worked.given))
    board = None
    if item.draw_board and item.setup is not None:
        position = item.setup.position()
        board = Board(position.rules.spec(), tuple(position.pits), tuple(position.stores))
    goal = lesson.goals[item.goal] if item.goal is not None else ""
    return TicketItem(tuple(question), worked.text, board, item.lines, goal, item.if_wrong)


def _sentence(text: str) -> str:
    text = _capital(text.strip())
    return text if text.endswith((".", "?", "!")) else text + "."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lesson_page(lesson: Lesson) -> LessonPage:
    card = lesson.card
    # The card names each objective by its framework, its code and the activity that
    # practises it (the objectives' own wording is in the notebooks' teacher notes).
    return LessonPage(
        number=lesson.number, title=lesson.title, grades=_capital(lesson.grade_band),
        time=lesson.minutes, notebook=_("notebook {number}", number=lesson.number),
        builds_on=lesson.builds_on, goals=lesson.goals,
        steps=(Step(_("Launch, whole class"), card.launch_minutes, (card.launch,)),
               Step(_("Explore in pairs, with counters"), card.explore_minutes, card.explore,
                    lead=ngettext("The first {n} minute, everyone:",
                                  "The first {n} minutes, everyone:", FIRST_MINUTES),
                    # TRANSLATORS: a heading in bold before a list: "Then, for pairs ready
                    # for more:".
                    then_heading=_("{heading}:", heading=card.stretch_heading),
                    then=card.stretch),
               Step(_("Summarise with the notebook"), card.summarise_minutes,
                    (card.summarise,)),
               Step(_("Exit ticket"), card.ticket_minutes, (_(
                   "Hand out the exit ticket (half a page). The answers say what to do next "
                   "with a child who gets an item wrong."),))),
        next_steps=((_("A child who struggles"), card.struggling.give, card.struggling.say),
                    (_("A pair that finishes early"), card.early_finishers.give,
                     card.early_finishers.say)),
        watch_for=tuple((w.name, w.teacher_move) for w in lesson.watch_for),
        words=tuple(term(word) for word in lesson.words), frames=lesson.frames,
        safety=card.safety,
        standards=tuple((f"{framework_name(s.framework)} {s.code}",
                         _sentence(s.practised_by)) for s in lesson.standards),
        materials=tuple(_capital(m) for m in card.materials),
        ticket=tuple(_ticket_item(lesson, item) for item in lesson.exit_ticket),
        rubric=RubricPage(lesson.rubric.task,
                          tuple((lv.level, lv.label, lv.descriptor)
                                for lv in lesson.rubric.levels),
                          lesson.convince_me))


@per_language
def lesson_pages() -> tuple[LessonPage, ...]:
    """Every notebook's lesson in the language in use, read from the lesson data (the engine
    works out the answers once a language; they never change)."""
    return tuple(_lesson_page(lesson) for lesson in lessons())


def _lesson(number: int) -> LessonPage:
    return next(page for page in lesson_pages() if page.number == number)


def _page(lesson: LessonPage | int) -> LessonPage:
    """A notebook's lesson page in the language in use, or the page given, as it is."""
    return _lesson(lesson) if isinstance(lesson, int) else lesson


def _styles(sizes: TypeSizes, leading: float = LEADING) -> Styles:
    """The document's styles, with list numbers and bullets as big as the text they mark
    (reportlab draws them at 10 pt unless told); ``leading`` under 1.4 sets the reading text
    tighter, the same size (a teacher's page in a language whose words run longer)."""
    st = Styles(sizes)
    st.bullet = st.bullet.clone("bullet", bulletFontSize=sizes.body)
    if leading != LEADING:
        gap = sizes.body * 0.08
        for name in ("body", "bold", "bullet", "note"):
            setattr(st, name, getattr(st, name).clone(
                name, leading=sizes.body * leading, spaceAfter=gap))
    return st


# The teacher's pages (card, answers, rubric) are laid out with 1.4 leading. French and
# Spanish run 15-30 % longer than English: where a side would no longer fit its page, or the
# answers would take more sheets than in English, the same type is set tighter, never
# smaller: no page gains a sheet. English always fits at 1.4. The children's pages (tickets,
# culture page) keep 1.4; their translations are written to fit.
TIGHTER = (LEADING, 1.3, 1.2, 1.15)


# --- lesson cards -------------------------------------------------------------------------------

# The card is for the teacher and holds a whole lesson on one sheet of paper, two sides: the
# lesson as it runs on the front, what to watch for, language, standards and materials on the
# back. 11 pt, the size of a teacher's guide.
CARD_SIZES = (TypeSizes(title=18.0, heading=13.0, body=11.0),)
FIT = 0.97     # what the measure leaves out (table padding, a line's descent) stays under 3%


def lesson_card_flowables(lesson: LessonPage, *, large_print: bool = False,
                          width: float = 186.0, room: float | None = None) -> list[Flowable]:
    """The card: the lesson as it runs, then (from a new page) the rest; each side set as
    loosely as lets it fit ``room`` mm (:data:`TIGHTER`), in large print as many pages as
    the English side takes."""
    if large_print:
        front, back = _card(lesson, _styles(LARGE), width, large_print)
        if room is None or not _longer_words():
            return [*front, PageBreak(), *back]
        with use_language(SOURCE_LANGUAGE):
            english = _card(_lesson(lesson.number), _styles(LARGE), width, large_print)
        sheets = [pages_needed(side, width, room) for side in english]
        for leading in TIGHTER:
            front, back = _card(lesson, _styles(LARGE, leading), width, large_print)
            if all(pages_needed(side, width, room) <= most
                   for side, most in zip((front, back), sheets)):
                break
        return [*front, PageBreak(), *back]
    for leading in TIGHTER:
        front, back = _card(lesson, _styles(CARD_SIZES[0], leading), width, large_print)
        if room is None or max(height(front, width), height(back, width)) <= room * FIT:
            break
    return [*front, PageBreak(), *back]


def _longer_words() -> bool:
    """Whether the pages are in a language other than English, whose longer words may need
    a fallback layout; English pages are laid out as they always were."""
    return current_language() != SOURCE_LANGUAGE


def _steps(lesson: LessonPage, st: Styles, key: str) -> list[Flowable]:
    out: list[Flowable] = []
    for i, step in enumerate(lesson.steps, 1):
        # TRANSLATORS: a step of the lesson, numbered, and how long it takes.
        parts: list[Flowable] = [st.para(ngettext(
            "{step}. {heading} \u00b7 {n} minute", "{step}. {heading} \u00b7 {n} minutes",
            step.minutes, step=i, heading=step.heading), st.heading)]
        if step.lead:
            parts.append(st.para(step.lead, st.bold))
        parts += st.numbered(step.lines) if len(step.lines) > 1 else [st.para(step.lines[0])]
        out.append(figure(f"{key} step {i}", parts))
        if step.then:
            out.append(figure(f"{key} step {i} then", [
                st.para(step.then_heading, st.bold), *st.bullets(step.then)]))
    return out


def _card(lesson: LessonPage, st: Styles, width: float,
          large_print: bool) -> tuple[list[Flowable], list[Flowable]]:
    key = f"card {lesson.number}"
    front: list[Flowable] = [
        st.para(_("Lesson card \u00b7 {name}", name=lesson.name), st.title),
        # TRANSLATORS: {grades}: "Grades 1-3 (ages 6-9)"; {time}: "40 minutes"; {notebook}:
        # "notebook 1".
        st.para(_("{grades} \u00b7 {time} \u00b7 then {notebook} on the projector",
                  grades=lesson.grades, time=lesson.time, notebook=lesson.notebook), st.note),
        st.lead(_("Builds on:"), lesson.builds_on),
        figure(f"{key} goals", [Spacer(1, 1 * mm), boxed(
            [st.para(_("By the end, children can say:"), st.bold), *st.bullets(lesson.goals)],
            width=width)]),
        *_steps(lesson, st, key),
    ]
    nexts = [st.para(_("Next steps"), st.heading)]
    for who, give, say in lesson.next_steps:
        # TRANSLATORS: <b>...</b> is bold; {who}: "A child who struggles"; {what}: what to
        # give them; {words}: what to say to them, in quotes.
        nexts.append(Paragraph(_("<b>{who}:</b> give {what}. Say: {words}", who=escape(who),
                                 what=escape(give), words=escape(say)),
                               st.bullet, bulletText="\u2022"))
    front.append(figure(f"{key} next steps", nexts))

    back: list[Flowable] = [st.para(_("Lesson card \u00b7 {name} (continued)",
                                      name=lesson.name), st.note)]
    watch = [st.para(_("Watch for"), st.heading)]
    watch += [Paragraph(f"<b>{escape(name)}.</b> {escape(move)}", st.bullet, bulletText="\u2022")
              for name, move in lesson.watch_for]
    back.append(figure(f"{key} watch for", watch))
    # TRANSLATORS: a heading: children still learning the language of the class, who use
    # the sentence frames below (which are in this catalogue's language).
    language = [st.para(_("English learners"), st.heading)]
    if lesson.words:
        language.append(st.lead(_("Words (on the picture glossary card):"),
                                _("{words}.", words=", ".join(lesson.words))))
    language.append(st.para(_("Sentence frames for this lesson:"), st.bold))
    language += st.bullets(lesson.frames)
    back.append(figure(f"{key} language", language))
    if lesson.safety:
        back.append(figure(f"{key} safety", [Spacer(1, 1.5 * mm), boxed(
            [st.lead(_("Safety:"), lesson.safety)], width=width)]))
    standards = [st.para(_("Standards"), st.heading)]
    # TRANSLATORS: <b>...</b> is bold; {code}: "Common Core 4.OA.A.3"; {what}: what
    # practises it.
    standards += [Paragraph(_("<b>{code}</b>: {what}", code=escape(code), what=escape(what)),
                            st.bullet, bulletText="\u2022") for code, what in lesson.standards]
    materials = [st.para(_("Materials"), st.heading), *st.bullets(lesson.materials)]
    if large_print:
        back += [figure(f"{key} standards", standards), figure(f"{key} materials", materials)]
    else:
        left = (width - 5) * 0.58
        back.append(figure(f"{key} standards and materials", [side_by_side(
            [standards, materials], [left + 5, width - left - 5])]))
    return front, back


def lesson_card_part(lesson: LessonPage | int, *, paper: str = "a4", large_print: bool = False,
                     language: str | None = None) -> Part:
    """A notebook's card (its page, or its number), every word in ``language``."""
    with use_language(language):
        lesson = _page(lesson)
        width, room = Document.frame_size(paper, False, "none")
        return Part(f"lesson card {lesson.number}", lesson_card_flowables(
            lesson, large_print=large_print, width=width, room=room), bars="none",
            footer=_("Lesson card {number}", number=lesson.number))


# --- exit tickets and their key -----------------------------------------------------------------

# A ticket's boards are small, so that a board sits beside its question on half a page;
# a ticket whose items are long gets the smaller boards (the type stays 12 pt).
TICKET_SIZES = (TypeSizes(title=20.0, heading=14.0, body=12.0, count=12.0, pit=8.5),
                TypeSizes(title=20.0, heading=14.0, body=12.0, count=11.0, pit=7.5),
                TypeSizes(title=20.0, heading=13.0, body=12.0, count=10.0, pit=6.8))
# Boards a little smaller again, for a ticket whose words run longer (French, Spanish).
TICKET_COMPACT = (TypeSizes(title=20.0, heading=13.0, body=12.0, count=10.0, pit=6.4),)
TICKET_LARGE = TypeSizes(title=26.0, heading=19.0, body=16.0, count=16.0, pit=11.0)


def ticket_board(board: Board, sizes: TypeSizes, *, name: str) -> Drawing:
    """A small board for a ticket. Its stores are named by their owner, "North" above
    North's store and "South" under South's: "North's store" would run into the pit letters
    on a board this small."""
    rules = variant(board.variant)
    layout = board_layout(rules, pit_diameter=sizes.pit, gap=sizes.pit * 0.28,
                          label_space=max(5.5, sizes.pit * 0.5))
    label = max(10.0, sizes.count * 0.75)

    # the words now, in the language in use: reportlab draws later
    names = {spot.player: seat_name(spot.player) for spot in layout.stores}

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=board.pits, stores=board.stores, store_labels=False,
                   count_size=sizes.count, label_size=label)
        for spot in layout.stores:
            top = min(s.label_y for s in layout.pits)
            bottom = max(s.label_y for s in layout.pits)
            y = top if spot.player == 1 else bottom
            p.text(spot.cx, y + label / PT_PER_MM * 0.35, names[spot.player],
                   size=label * 0.8, colour=p.colours["muted"], align="centre", what="label")

    return Drawing(draw, pad=0.5, name=name)


def writing_lines(count: int, sizes: TypeSizes, width: float) -> Drawing:
    """``count`` ruled lines to write an answer on, the first labelled "Answer"."""
    em = sizes.body / PT_PER_MM
    step = em * 2.1
    answer = pgettext("label", "Answer")       # now, in the language in use: drawn later

    def draw(p: Painter) -> None:
        ink = p.colours["text"]
        y = em * 1.2
        w = p.text(0, y, answer, size=sizes.body, bold=True)
        for i in range(count):
            start = w + 2 if i == 0 else 0.0
            p.line(start, y + 0.8, width, y + 0.8, colour=ink, width=0.35,
                   what="answer line")
            y += step

    return Drawing(draw, size=(width, em * 1.6 + step * (count - 1)), name="answer lines")


def ticket_flowables(lesson: LessonPage, *, large_print: bool = False, width: float = 186.0,
                     copy: int = 1, room: float | None = None) -> list[Flowable]:
    """One ticket: the title, a name line and the items, each kept together; with the
    biggest boards that let it fit ``room`` mm (half a page). Where even the smallest boards
    leave too little room (a language whose words run longer), the items stand closer
    together, a long question may go across the ticket above its board, and the boards may
    be a little smaller still (:data:`TICKET_COMPACT`); the type stays 12 pt."""
    if large_print:
        out = _ticket(lesson, TICKET_LARGE, width, copy)
        if room is not None and _longer_words() and height(out, width) > room * FIT:
            out = _ticket(lesson, TICKET_LARGE, width, copy, compact=True)
        return out
    for compact, choices in ((False, TICKET_SIZES), (True, TICKET_SIZES + TICKET_COMPACT)):
        for sizes in choices:
            out = _ticket(lesson, sizes, width, copy, compact=compact)
            if room is None or height(out, width) <= room * FIT:
                return out
    return out


def _ticket(lesson: LessonPage, sizes: TypeSizes, width: float, copy: int, *,
            compact: bool = False) -> list[Flowable]:
    st = _styles(sizes)
    name = f"ticket {lesson.number} copy {copy}"
    gap = 1.0 if compact else 2.5         # mm between items
    out: list[Flowable] = [figure(f"{name} top", [
        st.para(_("Exit ticket \u00b7 {name}", name=lesson.name), st.heading),
        name_and_date(sizes, width), Spacer(1, (0.5 if compact else 1) * mm)])]
    for i, item in enumerate(lesson.ticket, 1):
        words: list[Flowable] = [st.lead(f"{i}.", item.question[0])]
        words += [st.para(line) for line in item.question[1:]]
        parts: list[Flowable] = []
        board = None
        if item.board is not None:
            board = ticket_board(item.board, sizes, name=f"{name} item {i}")
        room = width - board.size[0] - 5 if board is not None else width
        if board is not None and room >= 70 * sizes.body / 12:   # words beside the board
            beside = [*words, Spacer(1, 1 * mm), writing_lines(item.lines, sizes, room)]
            parts.append(side_by_side([beside, board], [room + 5, board.size[0]],
                                      valign="MIDDLE"))
            if compact:     # the question across the ticket, if that is shorter
                stacked = [*words, side_by_side(
                    [[Spacer(1, 1 * mm), writing_lines(item.lines, sizes, room)], board],
                    [room + 5, board.size[0]], valign="MIDDLE")]
                if height(stacked, width) < height(parts, width):
                    parts = stacked
        else:
            parts += words
            if board is not None:
                parts.append(board)
            parts += [Spacer(1, 0.5 * mm), writing_lines(item.lines, sizes, width)]
        if i < len(lesson.ticket):          # a gap between items, none under the last
            parts.append(Spacer(1, gap * mm))
        out.append(figure(f"{name} item {i}", parts))
    return out


def ticket_part(lesson: LessonPage | int, *, paper: str = "a4", large_print: bool = False,
                language: str | None = None) -> Part:
    """A page of two identical tickets (to cut apart), or one large-print ticket."""
    with use_language(language):
        lesson = _page(lesson)
        footer = _("Exit ticket {number}", number=lesson.number)
        if large_print:
            width, room = Document.frame_size(paper, False, "none")
            return Part(f"ticket {lesson.number}", ticket_flowables(
                lesson, large_print=True, width=width, room=room), bars="none", footer=footer)
        width, room = Document.frame_size(paper, False, "none", halves=True)
        story = [*ticket_flowables(lesson, width=width, copy=1, room=room), FrameBreak(),
                 *ticket_flowables(lesson, width=width, copy=2, room=room)]
        return Part(f"ticket {lesson.number}", story, bars="none", halves=True, footer=footer)


def key_note() -> str:
    """The note under the answers' title, in the language in use."""
    return _("The computer worked out every answer by playing the moves by the rules, from "
             "what each ticket shows, so each answer is right for the rules printed there.")


def key_flowables(lessons: tuple[LessonPage, ...], *, large_print: bool = False,
                  width: float = 186.0, leading: float = LEADING) -> list[Flowable]:
    """The answers of each notebook's ticket, one after another: each item with its answer,
    the goal it checks and what to do next with a child who gets it wrong."""
    st = _styles(LARGE if large_print else REGULAR, leading)
    out: list[Flowable] = [st.para(_("Exit ticket answers"), st.title),
                           st.para(key_note(), st.note)]
    for lesson in lessons:
        for i, item in enumerate(lesson.ticket, 1):
            parts: list[Flowable] = []
            if i == 1:          # the notebook's heading stays with its first answer
                parts.append(st.para(lesson.name, st.heading))
            parts += [st.lead(f"{i}.", " ".join(item.question), st.body),
                      st.lead(_("Answer:"), item.answer, st.bullet)]
            if item.goal:
                parts.append(st.lead(_("Checks:"), item.goal, st.bullet))
            if item.if_wrong:
                parts.append(st.lead(_("If it is wrong:"), item.if_wrong, st.bullet))
            parts.append(Spacer(1, 1.5 * mm))
            out.append(figure(f"key {lesson.number} item {i}", parts))
    return out


def key_part(lessons: LessonPage | int | tuple[LessonPage | int, ...], *, paper: str = "a4",
             large_print: bool = False, language: str | None = None) -> Part:
    """The answers of one notebook's ticket, or of several running on from one another."""
    with use_language(language):
        group = tuple(_page(one) for one in (
            lessons if isinstance(lessons, tuple) else (lessons,)))
        width, room = Document.frame_size(paper, False, "none")
        numbers = ", ".join(str(lesson.number) for lesson in group)
        footer = (_("Exit ticket answers {numbers}", numbers=numbers) if len(group) == 1
                  else _("Exit ticket answers"))
        story = key_flowables(group, large_print=large_print, width=width)
        if _longer_words():
            # as many sheets as the English answers take, set tighter if the words need it
            sheets = _key_sheets(tuple(one.number for one in group), paper, large_print)
            for leading in TIGHTER:
                trial = key_flowables(group, large_print=large_print, width=width,
                                      leading=leading)
                if _sheets(Part("key", trial, bars="none"), paper) <= sheets:
                    break
            # flowables laid out once are spent: the document gets fresh ones
            story = key_flowables(group, large_print=large_print, width=width,
                                  leading=leading)
        return Part(f"ticket key {numbers}", story, bars="none", footer=footer)


def _sheets(part: Part, paper: str) -> int:
    """How many pages ``part`` takes, laid out for real (the answers run on from page to
    page, so only the layout knows where each page breaks)."""
    return Document(io.BytesIO(), paper=paper).render([part]).page_count


@functools.lru_cache(maxsize=None)
def _key_sheets(numbers: tuple[int, ...], paper: str, large_print: bool) -> int:
    """The pages the English answers of ``numbers`` take."""
    with use_language(SOURCE_LANGUAGE):
        width, _room = Document.frame_size(paper, False, "none")
        story = key_flowables(tuple(_lesson(n) for n in numbers), width=width,
                              large_print=large_print)
        return _sheets(Part("key", story, bars="none"), paper)


# --- the rubric ---------------------------------------------------------------------------------

CLASS_SIZE = 30      # the class record has a row for every child of a class this big


def _grid(rows: list[list[Flowable | str]], widths: list[float], *, head: bool = True
          ) -> Table:
    table = Table(rows, colWidths=[w * mm for w in widths], repeatRows=1 if head else 0)
    style = [("FONTNAME", (0, 0), (-1, -1), FONT),
             ("GRID", (0, 0), (-1, -1), 0.6, "#1A1A1A"),
             ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("LEFTPADDING", (0, 0), (-1, -1), 1.6 * mm),
             ("RIGHTPADDING", (0, 0), (-1, -1), 1.6 * mm),
             ("TOPPADDING", (0, 0), (-1, -1), 1.0 * mm),
             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6 * mm)]
    if head:
        style.append(("BACKGROUND", (0, 0), (-1, 0), "#E8E8E8"))
    table.setStyle(TableStyle(style))
    table.hAlign = "LEFT"
    return table


def rubric_flowables(lesson: LessonPage, *, large_print: bool = False,
                     width: float = 186.0, room: float | None = None) -> list[Flowable]:
    """The rubric page, then the class record on a page of its own: a row for each child of
    a class of :data:`CLASS_SIZE`, or as many more as fill ``room`` mm. The rubric page is
    set as loosely as lets it fit ``room`` (:data:`TIGHTER`)."""
    st = _styles(LARGE if large_print else CARD_SIZES[0])
    if room is not None and not large_print:
        for leading in TIGHTER:
            st = _styles(CARD_SIZES[0], leading)
            if height(_rubric(lesson, st, width, large_print), width) <= room * FIT:
                break
    rows, line = CLASS_SIZE, None
    if room is not None and not large_print:
        head = height(_record_top(st, lesson), width)
        one = height([_record(st, lesson, width, 2)], width) - height(
            [_record(st, lesson, width, 1)], width)
        empty = height([_record(st, lesson, width, 0)], width)
        rows = max(CLASS_SIZE, int((room * FIT - head - empty) // one))
        # rows of a set height are measured exactly: where even the whole page is too short
        # for the class (a heading on two lines), the rows get shorter, down to 7 mm
        free = room - head - empty
        if free < CLASS_SIZE * one:
            line = max(RECORD_ROW, free / CLASS_SIZE * 0.99)
    return [*_rubric(lesson, st, width, large_print), PageBreak(),
            *_record_top(st, lesson), _record(st, lesson, width, rows, line)]


def _record_top(st: Styles, lesson: LessonPage) -> list[Flowable]:
    return [st.para(_("Class record \u00b7 {name}", name=lesson.name), st.heading),
            st.lead(_("Reasoning goal:"), lesson.rubric.task)]


RECORD_ROW = 7.0     # mm: room for a name in pencil


def _record(st: Styles, lesson: LessonPage, width: float, rows: int,
            line: float | None = None) -> Table:
    """A class record: one row a child, a column a level, room for what they said. The rows
    are ``line`` mm, 7 mm or more (room for a name in pencil), as tall as the type if that
    is taller."""
    numbers = [str(number) for number, _label, _words in lesson.rubric.levels]
    name_w, level_w = 48.0, 11.0
    notes_w = width - name_w - level_w * len(numbers)
    record = [[st.para(pgettext("label", "Name"), st.bold),
               *[st.para(n, st.bold) for n in numbers],
               st.para(_("What they said"), st.bold)]]
    record += [["", *["" for _level in numbers], ""] for _row in range(rows)]
    table = _grid(record, [name_w, *[level_w] * len(numbers), notes_w])
    if line is None:
        line = max(RECORD_ROW, st.sizes.body / PT_PER_MM * 1.9)
    table._argH = [None] + [line * mm] * rows
    return table


def _rubric(lesson: LessonPage, st: Styles, width: float,
            large_print: bool) -> list[Flowable]:
    rubric = lesson.rubric
    key = f"rubric {lesson.number}"
    out: list[Flowable] = [
        st.para(_("Rubric \u00b7 {name}", name=lesson.name), st.title),
        st.lead(_("Reasoning goal:"), rubric.task),
        st.para(_("Listen to a pair explain, or read a written reason; choose the level that "
                  "fits best. The class record is overleaf."), st.note)]
    first = 33.0 if not large_print else 44.0
    levels = [[st.para(pgettext("label", "Level"), st.bold),
               st.para(_("What you hear or see"), st.bold)]]
    levels += [[st.para(f"{number} {label}", st.bold), st.para(descriptor)]
               for number, label, descriptor in rubric.levels]
    out.append(figure(f"{key} levels", [Spacer(1, 1.5 * mm),
                                        _grid(levels, [first, width - first])]))
    out.append(figure(f"{key} stems", [
        st.para(_("Sentence stems that draw out a reason"), st.heading),
        *st.bullets(rubric.stems)]))
    return out


def rubric_part(lesson: LessonPage | int, *, paper: str = "a4", large_print: bool = False,
                language: str | None = None) -> Part:
    """A notebook's rubric and class record (its page, or its number)."""
    with use_language(language):
        lesson = _page(lesson)
        width, room = Document.frame_size(paper, False, "none")
        return Part(f"rubric {lesson.number}", rubric_flowables(
            lesson, large_print=large_print, width=width, room=None if large_print else room),
            bars="none", footer=_("Rubric {number}", number=lesson.number))


# --- documents ----------------------------------------------------------------------------------

# The title of each kind's PDF ("all": everything for each notebook in turn), in English;
# a document translates its own (_(KINDS[kind])).
KINDS: dict[str, str] = {
    "all": N_("Lesson cards, exit tickets, answers and rubrics"),
    "cards": N_("Lesson cards"),
    "tickets": N_("Exit tickets"),
    "key": N_("Exit ticket answers"),
    "rubric": N_("Rubrics for the reasoning goals"),
    "culture": CULTURE_TITLE,
    **{kind: title for kind, (title, _maker) in HANDOUT_KINDS.items()},
}


def lesson_parts(kind: str, *, notebooks: tuple[int, ...] = NOTEBOOKS, paper: str = "a4",
                 large_print: bool = False, language: str | None = None) -> list[Part]:
    """The parts (pages) of one kind for ``notebooks``; "all" gives each notebook's card,
    tickets, answers and rubric in turn; the answers of several notebooks run on from one
    another; the culture page and the handouts are the same for every notebook. Every word
    is in ``language`` (None: the language in use)."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    with use_language(language):
        if kind == "culture":
            return [culture_part(paper=paper, large_print=large_print)]
        if kind in HANDOUT_KINDS:
            return [HANDOUT_KINDS[kind][1](paper=paper, large_print=large_print)]
        if kind == "key":
            return [key_part(tuple(_lesson(n) for n in notebooks), paper=paper,
                             large_print=large_print)]
        makers = {"cards": (lesson_card_part,), "tickets": (ticket_part,), "key": (key_part,),
                  "rubric": (rubric_part,),
                  "all": (lesson_card_part, ticket_part, key_part, rubric_part)}[kind]
        return [make(_lesson(n), paper=paper, large_print=large_print)
                for n in notebooks for make in makers]


def lessons_document(target: str | IO[bytes], kind: str, *,
                     notebooks: tuple[int, ...] = NOTEBOOKS, paper: str = "a4",
                     large_print: bool = False, language: str | None = None) -> Document:
    """Lay out and write the PDF of one kind, every word in ``language`` (None: the language
    in use), which the PDF names for screen readers."""
    with use_language(language):
        doc = Document(target, paper=paper, title=_(KINDS[kind]))
        return doc.render(lesson_parts(kind, notebooks=notebooks, paper=paper,
                                       large_print=large_print))


def lessons_pdf(target: str | IO[bytes], kind: str, *, notebooks: tuple[int, ...] = NOTEBOOKS,
                paper: str = "a4", large_print: bool = False,
                language: str | None = None) -> int:
    """Write the PDF of one kind in ``language`` (None: the language in use, English unless
    something chose another); returns its page count."""
    return lessons_document(target, kind, notebooks=notebooks, paper=paper,
                            large_print=large_print, language=language).page_count


__all__ = ["KINDS", "LessonPage", "NOTEBOOKS", "PER_NOTEBOOK", "RubricPage", "Step",
           "TicketItem", "key_part", "lesson_card_part", "lesson_pages", "lesson_parts",
           "lessons_document", "lessons_pdf", "rubric_part", "ticket_part", "writing_lines"]
