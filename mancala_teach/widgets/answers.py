"""Exercise answers that stay hidden until a student opens them.

``Answer("...")`` shows as a closed ``<details>`` block in Jupyter (a click reveals it, and it
needs no kernel, so it also works in a saved or exported notebook). The text is meant to be
built from the engine's results, so an answer is never typed in by hand.
"""

from __future__ import annotations

from html import escape


class Answer:
    """An answer to an exercise, hidden behind a "Show the answer" toggle."""

    def __init__(self, text: str, *, label: str = "Show the answer") -> None:
        self.text = text
        self.label = label

    def _repr_html_(self) -> str:
        body = "<br>".join(escape(line) for line in self.text.splitlines())
        return (f"<details class='mancala-answer'><summary>{escape(self.label)}</summary>"
                f"<p>{body}</p></details>")

    def __repr__(self) -> str:
        # Plain text (a terminal, nbval's text/plain) keeps the answer hidden too.
        return f"{self.label} (open it in the notebook)"
