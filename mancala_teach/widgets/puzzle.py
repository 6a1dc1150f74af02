"""The puzzle board: a worksheet's puzzles on screen, answered by tapping pits or typing.

A thin anywidget view of :class:`~mancala_teach.widgets.puzzle_session.PuzzleSession`, drawn
by the same ES module as the stepper. The sheet id is shown, so the screen and the
printed worksheet (``mancala-teach worksheets --id explorer-7-3``) match puzzle for puzzle.
"""

from __future__ import annotations

from typing import Any

from ..i18n import _, use_language
from .puzzle_session import PuzzleSession
from .stepper import SessionWidget


class PuzzleBoard(SessionWidget):
    """``PuzzleBoard("explorer-7-3")`` or ``PuzzleBoard(level="starter", base_seed=7, number=1)``.

    Every argument is checked first: a bad one raises
    :class:`~mancala_teach.errors.MancalaError` with one sentence saying what is allowed.
    ``language="fr"`` makes every word the board shows French (None: the language in use).
    """

    def __init__(self, sheet: str | None = None, *, level: str = "starter", base_seed: int = 1,
                 number: int = 1, contrast: str = "normal", language: str | None = None) -> None:
        super().__init__(PuzzleSession(sheet, level=level, base_seed=base_seed, number=number,
                                       contrast=contrast, language=language))

    def __repr__(self) -> str:
        with use_language(self.session.language):
            return _("PuzzleBoard({sheet}): run the cell in Jupyter to answer the puzzles",
                     sheet=repr(self.session.worksheet.id))

    def tap(self, pit: str) -> None:
        self.send_event({"pit": pit})

    def press(self, key: str, value: Any = None) -> None:
        self.send_event({"key": key, "value": value})
