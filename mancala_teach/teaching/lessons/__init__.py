"""The six lessons as plain data: goals, standards, misconceptions, talk, exit tickets, cards.

One :class:`Lesson` per teaching notebook (``LESSONS[0]`` is notebook 1), each in its own file
here (``lesson3_kalah_captures.py`` is notebook 3). The notebooks' teacher notes, the printed
exit tickets, lesson cards and rubric all read these objects, so a goal or a misconception is
worded once, and every word a teacher reads is in those files.

Exit-ticket and estimate items are data too (:class:`Item`): a question, a board set-up and a
named kind of answer. :func:`work_out` (:mod:`..answers`) plays the position with the engine
and returns the answer (:class:`Worked`); no answer is typed in. The records a lesson is made
of are in :mod:`..model`, the boards the lessons share in :mod:`..positions`, misconceptions
that several lessons watch for in :mod:`..misconceptions`. Curriculum objectives are named only
where the activity really practises them: US Common Core codes with their own short wording,
the Standards for Mathematical Practice where the goal is reasoning, and the National
Curriculum in England (2013) by year, with its statutory wording.

Every word is in the catalogue: :func:`lessons` and :func:`lesson` give the lessons in the
language in use (each built once per language); :data:`LESSONS` and the upper-case names are
the English lessons, the words the notebooks are written in. Codes stay as they are in every
language: a standard's code, an item's ``ask``, a section's notebook heading.

This module keeps every name the notebooks, printables and tests import from
``mancala_teach.teaching.lessons``.
"""

from __future__ import annotations

from ...errors import InvalidOptionError, shown
from ...i18n import _, per_language, pgettext, use_language
from ...puzzles import tchoukaillon
from ..answers import ASKS, game_name, signed, work_out
from ..classroom import PICTURE_WORDS, PIECES, SMALL_PIECES
from ..model import (COMMON_CORE, ENGLAND, FIRST_MINUTES, Handout, Item, Lesson, LessonCard,
                     NextStep, Rubric, RubricLevel, Section, Setup, Standard, WatchFor, Worked)
from ..positions import (CLASS_PLOT_MOVES, KALAH_CAPTURE, KALAH_ENDGAME, KALAH_SMALL,
                         KALAH_SMALL_START, KALAH_START, LEFTOVER_RULES, OWARE_CHAIN,
                         OWARE_SLAM, OWARE_START, TCHOUKAILLON_UP_TO, board_words)
from .lesson1_meet_the_board import meet_the_board
from .lesson2_last_seed import last_seed
from .lesson3_kalah_captures import kalah_captures
from .lesson4_oware import oware
from .lesson5_around_the_world import around_the_world
from .lesson6_who_wins import who_wins


@per_language
def lessons() -> tuple[Lesson, ...]:
    """The six lessons in the language in use (``lessons()[0]`` is notebook 1)."""
    return (meet_the_board(), last_seed(), kalah_captures(), oware(), around_the_world(),
            who_wins())


with use_language("en"):
    #: The six lessons in English (``LESSONS[0]`` is notebook 1), as the notebooks read them.
    LESSONS: tuple[Lesson, ...] = lessons()
MEET_THE_BOARD, LAST_SEED, KALAH_CAPTURES, OWARE, AROUND_THE_WORLD, WHO_WINS = LESSONS


def lesson(number: int) -> Lesson:
    """The lesson of notebook ``number`` (1 to 6), in the language in use."""
    for found in lessons():
        if found.number == number:
            return found
    raise InvalidOptionError(_("There are lessons 1 to {count}, not {given}.",
                               count=len(LESSONS), given=shown(number)))


def framework_name(framework: str) -> str:
    """A curriculum framework's short name, in the language in use: "Common Core", "England"."""
    if framework == COMMON_CORE:
        # TRANSLATORS: the US curriculum standards, by their usual (English) name.
        return pgettext("curriculum", "Common Core")
    # TRANSLATORS: the National Curriculum in England.
    return pgettext("curriculum", "England")


def standards_table() -> str:
    """A Markdown table: each notebook, its goals, the standards named and what practises each
    (in the language in use)."""
    rows = ["| " + " | ".join((_("Notebook"), _("\"I can\" goals"), _("Standard"),
                                _("Practised in"))) + " |",
            "|---|---|---|---|"]
    for L in lessons():
        goals = "<br>".join(L.goals)
        for k, s in enumerate(L.standards):
            name = framework_name(s.framework)
            rows.append(f"| {f'{L.number} {L.title}' if k == 0 else ''} | "
                        f"{goals if k == 0 else ''} | {name} {s.code}: {s.wording} | "
                        f"{s.practised_by} |")
    return "\n".join(rows)


def handouts() -> dict[str, tuple[int, Handout]]:
    """Every sheet a lesson card asks to be printed, by name (a code), with its lesson's
    number; the sheet's title and words are in the language in use."""
    return {h.name: (L.number, h) for L in lessons() for h in L.card.handouts}


def tchoukaillon_boards(up_to: int = TCHOUKAILLON_UP_TO) -> list[tuple[int, ...]]:
    """The one winning Tchoukaillon board for 1, 2 ... ``up_to`` seeds (pit A first)."""
    return [tchoukaillon.winnable_board(n) for n in range(1, up_to + 1)]


def tchoukaillon_step(board: tuple[int, ...]) -> tuple[int, ...]:
    """The winning board with one more seed, built from ``board`` by working backwards."""
    return tchoukaillon.grow_board(board)


__all__ = ["ASKS", "AROUND_THE_WORLD", "CLASS_PLOT_MOVES", "COMMON_CORE", "ENGLAND",
           "FIRST_MINUTES", "Handout", "Item", "KALAH_CAPTURE", "KALAH_CAPTURES",
           "KALAH_ENDGAME", "KALAH_SMALL", "KALAH_SMALL_START", "KALAH_START", "LAST_SEED",
           "LEFTOVER_RULES", "LESSONS", "Lesson", "LessonCard", "MEET_THE_BOARD", "NextStep",
           "OWARE", "OWARE_CHAIN", "OWARE_SLAM", "OWARE_START", "PICTURE_WORDS", "PIECES",
           "Rubric", "RubricLevel", "SMALL_PIECES", "Section", "Setup", "Standard",
           "TCHOUKAILLON_UP_TO", "WHO_WINS", "WatchFor", "Worked", "board_words", "game_name",
           "framework_name", "handouts", "lesson", "lessons", "signed", "standards_table",
           "tchoukaillon_boards",
           "tchoukaillon_step", "work_out"]
