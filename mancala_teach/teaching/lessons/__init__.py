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

This module keeps every name the notebooks, printables and tests import from
``mancala_teach.teaching.lessons``.
"""

from __future__ import annotations

from ...errors import InvalidOptionError, shown
from ...puzzles import tchoukaillon
from ..answers import ASKS, game_name, signed, work_out
from ..classroom import PICTURE_WORDS, PIECES, SMALL_PIECES
from ..model import (COMMON_CORE, ENGLAND, FIRST_MINUTES, Handout, Item, Lesson, LessonCard,
                     NextStep, Rubric, RubricLevel, Section, Setup, Standard, WatchFor, Worked)
from ..positions import (CLASS_PLOT_MOVES, KALAH_CAPTURE, KALAH_ENDGAME, KALAH_SMALL,
                         KALAH_SMALL_START, KALAH_START, LEFTOVER_RULES, OWARE_CHAIN,
                         OWARE_SLAM, OWARE_START, TCHOUKAILLON_UP_TO, board_words)
from .lesson1_meet_the_board import MEET_THE_BOARD
from .lesson2_last_seed import LAST_SEED
from .lesson3_kalah_captures import KALAH_CAPTURES
from .lesson4_oware import OWARE
from .lesson5_around_the_world import AROUND_THE_WORLD
from .lesson6_who_wins import WHO_WINS

LESSONS: tuple[Lesson, ...] = (MEET_THE_BOARD, LAST_SEED, KALAH_CAPTURES, OWARE,
                               AROUND_THE_WORLD, WHO_WINS)


def lesson(number: int) -> Lesson:
    """The lesson of notebook ``number`` (1 to 6)."""
    for found in LESSONS:
        if found.number == number:
            return found
    raise InvalidOptionError(f"There are lessons 1 to {len(LESSONS)}, not {shown(number)}.")


def standards_table() -> str:
    """A Markdown table: each notebook, its goals, the standards named and what practises each."""
    rows = ["| Notebook | \"I can\" goals | Standard | Practised in |",
            "|---|---|---|---|"]
    for L in LESSONS:
        goals = "<br>".join(L.goals)
        for k, s in enumerate(L.standards):
            name = "Common Core" if s.framework == COMMON_CORE else "England"
            rows.append(f"| {f'{L.number} {L.title}' if k == 0 else ''} | "
                        f"{goals if k == 0 else ''} | {name} {s.code}: {s.wording} | "
                        f"{s.practised_by} |")
    return "\n".join(rows)


def handouts() -> dict[str, tuple[int, Handout]]:
    """Every sheet a lesson card asks to be printed, by name, with its lesson's number."""
    return {h.name: (L.number, h) for L in LESSONS for h in L.card.handouts}


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
           "handouts", "lesson", "signed", "standards_table", "tchoukaillon_boards",
           "tchoukaillon_step", "work_out"]
