"""Widgets for the notebooks: the stepper, the puzzle board and the practice board.

Each is a plain-Python *session* (:mod:`.session`, :mod:`.puzzle_session`, :mod:`.practice_session`:
no widget library, tested without a browser) and a thin anywidget *view* (:mod:`.stepper`,
:mod:`.puzzle`, :mod:`.practice`).
The views need anywidget (a dependency of this package); they are imported on first use, so
the sessions work without it.

Find the code from the screen: the stepper's board and step controls are :mod:`.stepping`,
its prediction row :mod:`.predict`, Hint and "North is" :mod:`.opponents`, Game / Pits /
Seeds / Start again :mod:`.options_panel`; what both widgets share (controls as data, the one
way events come in, the message line) is :mod:`.view_model`, and the browser's side is
``static/widget.js`` and ``static/widget.css`` (:mod:`.frontend`).
"""

from __future__ import annotations

from typing import Any

__all__ = ["Practice", "PuzzleBoard", "Stepper"]


def __getattr__(name: str) -> Any:
    if name in ("Stepper", "PuzzleBoard", "Practice"):
        try:
            if name == "Stepper":
                from .stepper import Stepper as found
            elif name == "Practice":
                from .practice import Practice as found
            else:
                from .puzzle import PuzzleBoard as found
        except ImportError as exc:  # pragma: no cover - anywidget is a core dependency
            raise ImportError(
                "The mancala_teach widgets need anywidget: pip install anywidget "
                "(it comes with pip install mancala-teach).") from exc
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
