"""The shape of a lesson: the plain records every lesson's content is written in.

One :class:`Lesson` per teaching notebook: its "I can" goals, the curriculum objectives it
serves (:class:`Standard`), the misconceptions to watch for (:class:`WatchFor`), the talk
prompt of each notebook section, "convince me" sentence stems, estimate-first and exit-ticket
items (:class:`Item`, answered by :func:`~.answers.work_out`), a one-page lesson card and a
reasoning rubric. The content itself lives in :mod:`.lessons`, a file per lesson.

Every word in these records is in the language in use when the record was made (the lessons
are built once per language, :func:`~mancala_teach.i18n.per_language`); codes stay as they
are: a standard's framework and code, an item's ``ask`` and ``target``, a section's notebook
heading is found in either language (:meth:`Lesson.talk`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n import _, ngettext, pgettext
from ..position import Position
from ..rules import Rules
from ..variants import variant

# The frameworks, as codes (a page writes them in words: see printables.lessons).
COMMON_CORE = "Common Core (US)"
ENGLAND = "National Curriculum in England"


# --- the pieces of a lesson ---------------------------------------------------------------------

@dataclass(frozen=True)
class Standard:
    """A curriculum objective the lesson serves, and the activity that practises it."""

    framework: str        # COMMON_CORE or ENGLAND (a code)
    code: str             # "4.OA.A.3", "MP3", "Year 6": official, never translated
    wording: str          # the objective's own (short) wording; translated, a paraphrase
    practised_by: str     # where in the lesson children practise it


@dataclass(frozen=True)
class WatchFor:
    """A misconception, named, with what the teacher sees and what to say or do."""

    name: str
    looks_like: str
    teacher_move: str


@dataclass(frozen=True)
class Section:
    """A section of the notebook (its heading) and the question pairs discuss there."""

    title: str
    talk: str


@dataclass(frozen=True)
class Setup:
    """A board: a variant (with options) and, unless it is the starting board, its counts."""

    variant: str
    pits: tuple[int, ...] | None = None     # A, B, C ... ; None: the starting board
    stores: tuple[int, int] = (0, 0)
    to_move: int = 0
    options: tuple[tuple[str, Any], ...] = ()

    def rules(self, **more: Any) -> Rules:
        return variant(self.variant, **dict(self.options), **more)

    def position(self, **more: Any) -> Position:
        rules = self.rules(**more)
        if self.pits is None:
            return Position.start(rules)
        return Position.of(rules, self.pits, self.stores, self.to_move)


@dataclass(frozen=True)
class Item:
    """A question on an exit ticket or an estimate-first prompt; :func:`~.answers.work_out`
    answers it.

    ``ask`` names what the engine works out (a key of :data:`~.answers.ASKS`); the other
    fields are the question's facts: the board, the pit played, the pit asked about, a number
    of seeds ...
    """

    prompt: str                       # the words a child reads
    ask: str
    setup: Setup | None = None
    move: str | None = None           # the pit played, "C"
    target: str | None = None         # the pit or place asked about
    seeds: int | None = None
    upto: int | None = None
    option: str | None = None         # a house rule compared across its choices
    choices: tuple[Any, ...] = ()
    versus: str | None = None         # a second variant to compare with
    games: int | None = None
    goal: int | None = None           # which "I can" goal it checks (0-based)
    draw_board: bool = True           # whether a sheet draws ``setup`` beside the question
    specs: tuple[str, ...] = ()       # games (variant specs) whose rules or results it compares
    if_wrong: str = ""                # for the key: what to do next with a child who gets it wrong
    show_given: bool = True           # False: the facts it needs are printed with another item
    lines: int = 1                    # lines to write the answer on: 2 for a reason


@dataclass(frozen=True)
class Worked:
    """What the engine says about an :class:`Item`."""

    value: Any            # the answer itself: a number, a place, a tuple (for keys and tests)
    text: str             # the answer in words, for the answer key or "Show the answer"
    given: str = ""       # facts the question shows with it (data the engine made), if any


@dataclass(frozen=True)
class NextStep:
    """For a child who needs something else: what to give them next, and what to say."""

    give: str
    say: str


@dataclass(frozen=True)
class Handout:
    """A sheet the lesson card asks for that is printed with the lesson pages (a strip to cut
    out, a poster): its title and the words printed on it."""

    name: str                      # what the printables call it: "cycle strips"
    title: str
    instructions: tuple[str, ...]


@dataclass(frozen=True)
class LessonCard:
    """What a teacher runs the lesson from: hands first, the notebook sums up.

    ``explore`` is the first :data:`FIRST_MINUTES` minutes with beans, which the youngest child
    of the lesson's band can do; ``stretch`` is the rest of the exploring (headed
    ``stretch_heading``: for pairs ready for more where the youngest of the band could not do
    it, else simply "Then"). The minutes of the four steps add up to the lesson's time
    (:attr:`Lesson.minutes`).
    """

    materials: tuple[str, ...]
    launch: str                    # whole class, 5 minutes
    explore: tuple[str, ...]       # what pairs do with their hands, step by step: everyone
    stretch: tuple[str, ...]       # then, for pairs ready for more
    summarise: str                 # with the notebook
    struggling: NextStep           # a child who struggles
    early_finishers: NextStep      # a pair that finishes early
    stretch_heading: str = field(
        default_factory=lambda: _("Then, for pairs ready for more"))
    safety: str = ""               # a warning the lesson's materials need, if any
    handouts: tuple[Handout, ...] = ()
    launch_minutes: int = 5
    explore_minutes: int = 20
    summarise_minutes: int = 15
    ticket_minutes: int = 5

    @property
    def total_minutes(self) -> int:
        return (self.launch_minutes + self.explore_minutes + self.summarise_minutes
                + self.ticket_minutes)


FIRST_MINUTES = 10      # the part of exploring every child of the band can do


@dataclass(frozen=True)
class RubricLevel:
    level: int
    label: str
    descriptor: str


@dataclass(frozen=True)
class Rubric:
    task: str
    levels: tuple[RubricLevel, ...]     # highest first


@dataclass(frozen=True)
class Lesson:
    number: int
    title: str
    notebook: str                  # the file in notebooks/
    grade_band: str
    builds_on: str                 # what the lesson needs from earlier lessons, in words
    goals: tuple[str, ...]         # "I can ..."
    standards: tuple[Standard, ...]
    watch_for: tuple[WatchFor, ...]
    sections: tuple[Section, ...]
    convince_me: tuple[str, ...]   # sentence stems
    estimates: tuple[Item, ...]
    exit_ticket: tuple[Item, ...]
    card: LessonCard
    rubric: Rubric
    words: tuple[str, ...] = ()    # the glossary's words the lesson uses (picture glossary)
    frames: tuple[str, ...] = ()   # sentence frames for English learners, growing lesson by lesson

    @property
    def minutes(self) -> str:
        """The lesson's time: its card's steps added up (in the language in use)."""
        total = self.card.total_minutes
        if total >= 60:
            return ngettext("{n} minute, or two lessons", "{n} minutes, or two lessons",
                            total)
        return ngettext("{n} minute", "{n} minutes", total)

    def talk(self, title: str) -> str:
        """The pair-discussion prompt for the section headed ``title``: the notebook's
        (English) heading, or the heading in the language in use."""
        wanted = {title, pgettext("notebook heading", title)}
        for section in self.sections:
            if section.title in wanted:
                return section.talk
        raise KeyError(_("Lesson {number} has no section {title}.", number=self.number,
                         title=repr(title)))


def rubric_levels(*descriptors: str) -> tuple[RubricLevel, ...]:
    """The four levels of a rubric, highest first, from their descriptors."""
    labels = (pgettext("rubric level", "Convincing"), pgettext("rubric level", "Complete"),
              pgettext("rubric level", "Partial"), pgettext("rubric level", "Starting"))
    return tuple(RubricLevel(4 - i, labels[i], d) for i, d in enumerate(descriptors))


__all__ = ["COMMON_CORE", "ENGLAND", "FIRST_MINUTES", "Handout", "Item", "Lesson", "LessonCard",
           "NextStep", "Rubric", "RubricLevel", "Section", "Setup", "Standard", "WatchFor",
           "Worked", "rubric_levels"]
