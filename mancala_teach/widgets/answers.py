"""Exercise answers that stay hidden until a student opens them.

``Answer("...")`` shows as a closed ``<details>`` block in Jupyter (a click reveals it, and it
needs no kernel, so it also works in a saved or exported notebook). The text is meant to be
built from the engine's results, so an answer is never typed in by hand. Boards that are part
of the answer go inside the block too (``Answer(text, boards=[draw_board(...)])``), so
nothing of the answer shows before the reveal.
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable


class Answer:
    """An answer to an exercise, hidden behind a "Show the answer" toggle."""

    def __init__(self, text: str, *, label: str = "Show the answer",
                 boards: Iterable[Any] = ()) -> None:
        self.text = text
        self.label = label
        self.boards = list(boards)

    def _repr_html_(self) -> str:
        body = "<br>".join(escape(line) for line in self.text.splitlines())
        pictures = "".join(b._repr_html_() if hasattr(b, "_repr_html_") else str(b)
                           for b in self.boards)
        return (f"<details class='mancala-answer'><summary>{escape(self.label)}</summary>"
                f"<p>{body}</p>{pictures}</details>")

    def __repr__(self) -> str:
        # Plain text (a terminal, nbval's text/plain) keeps the answer hidden too.
        return f"{self.label} (open it in the notebook)"
