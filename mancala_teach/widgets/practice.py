"""The practice board: puzzles one after another for a level or a lesson, with a tally.

A thin anywidget view of :class:`~mancala_teach.widgets.practice_session.PracticeSession`,
drawn by the same ES module as the stepper and the puzzle board. The classroom site's Practice
page draws the same session's view with the same module, Python running in the browser.
"""

from __future__ import annotations

from typing import Any

from ..i18n import _, use_language
from .practice_session import PracticeSession
from .stepper import SessionWidget


class Practice(SessionWidget):
    """``Practice("explorer")`` or ``Practice("lesson-2")``: endless puzzles, a hint, the
    right sowing played seed by seed after a wrong answer, and a tally of the sitting.

    Every argument is checked first: a bad one raises
    :class:`~mancala_teach.errors.MancalaError` with one sentence saying what is allowed.
    ``language="fr"`` makes every word the board shows French (None: the language in use).
    """

    def __init__(self, plan: str | int = "starter", *, seed: int | None = None,
                 contrast: str = "normal", language: str | None = None) -> None:
        super().__init__(PracticeSession(plan, seed=seed, contrast=contrast,
                                         language=language))

    def __repr__(self) -> str:
        with use_language(self.session.language):
            return _("Practice({plan}): run the cell in Jupyter to answer the puzzles",
                     plan=repr(self.session.plan.key))

    def _received(self, widget: Any, content: Any, buffers: Any) -> None:
        super()._received(widget, content, buffers)
        try:
            self.session.prepare_next()     # the next puzzle is ready before it is asked for
        except Exception:  # noqa: BLE001 - made again when it is asked for
            pass

    def tap(self, pit: str) -> None:
        self.send_event({"pit": pit})

    def press(self, key: str, value: Any = None) -> None:
        self.send_event({"key": key, "value": value})
