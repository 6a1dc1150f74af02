"""The Practice page's Python side: a practice session, driven by the page with JSON.

The page (``app/practice.js`` and its worker) draws the session's view with the widgets' own
ES module and sends back what the student tapped or pressed. Whatever happens inside, the
page gets a view back with a plain sentence in it, never a traceback.
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any

from ..errors import MancalaError
from ..widgets.practice_session import PracticeSession

WENT_WRONG = ("Something went wrong with this puzzle. Press Next puzzle to go on; if it "
              "happens again, reload the page.")


class PracticePage:
    """``start(json) -> view JSON``, ``handle(json) -> view JSON``, ``prepare()``."""

    def __init__(self) -> None:
        self.session: PracticeSession | None = None

    def start(self, text: str) -> str:
        """``{"plan": "explorer", "seed": 7, "tally": {...} | null}``. A tally this page
        cannot use (from an older page, or changed by hand) is dropped, not an error."""
        args = json.loads(text)
        tally = args.get("tally")
        try:
            self.session = PracticeSession(args.get("plan", "starter"), seed=args.get("seed"),
                                           tally=tally)
        except MancalaError as exc:
            if tally is None or "tally" not in str(exc):
                return json.dumps({"problem": str(exc)})
            self.session = PracticeSession(args.get("plan", "starter"), seed=args.get("seed"))
        return json.dumps(self.session.view())

    def handle(self, text: str) -> str:
        """An event from the page: ``{"pit": "C"}``, ``{"store": "South"}``, ``{"key": ...,
        "value": ...}``."""
        session = self.session
        if session is None:
            return json.dumps({"problem": "Choose what to practise first."})
        try:
            session.handle(json.loads(text))
        except Exception:  # noqa: BLE001 - a child's page never shows a traceback
            traceback.print_exc(file=sys.stderr)
            session.say(WENT_WRONG, problem=True)
        return json.dumps(session.view())

    def prepare(self) -> None:
        """Make the next puzzle ahead, while the student reads this one."""
        if self.session is not None:
            try:
                self.session.prepare_next()
            except Exception:  # noqa: BLE001 - made again when it is asked for
                traceback.print_exc(file=sys.stderr)

    def view(self) -> Any:
        return None if self.session is None else self.session.view()
