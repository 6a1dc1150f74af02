"""The Practice page's Python side: a practice session, driven by the page with JSON.

The page (``app/practice.js`` and its worker) draws the session's view with the widgets' own
ES module and sends back what the student tapped or pressed. Whatever happens inside, the
page gets a view back with a plain sentence in it, never a traceback.

The page chooses the language with ``start``'s ``"language"`` (``fr``, ``es``, ``fr-CA`` ...;
left out: English): the session and every sentence here speak it from then on.
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any

from ..errors import MancalaError
from ..i18n import N_, _, check_language, current_language, use_language
from ..widgets.practice_session import BadTallyError, PracticeSession, check_tally

# (In English; translated where it is said.)
WENT_WRONG = N_("Something went wrong with this puzzle. Press Next puzzle to go on; if it "
                "happens again, reload the page.")


class PracticePage:
    """``start(json) -> view JSON``, ``handle(json) -> view JSON``, ``prepare()``."""

    def __init__(self) -> None:
        self.session: PracticeSession | None = None
        self.language: str | None = None       # the page's choice; None until it starts

    def start(self, text: str) -> str:
        """``{"plan": "explorer", "seed": 7, "tally": {...} | null, "language": "fr"}``. A
        tally this page cannot use (from an older page, or changed by hand) is dropped, not
        an error; an unknown language or plan is one sentence (``{"problem": ...}``)."""
        args = json.loads(text)
        tally = args.get("tally")
        try:
            chosen = args.get("language")
            self.language = check_language(chosen) if chosen else current_language()
            try:
                check_tally(tally)
            except BadTallyError:
                tally = None
            self.session = PracticeSession(args.get("plan", "starter"), seed=args.get("seed"),
                                           tally=tally, language=self.language)
        except MancalaError as exc:
            return json.dumps({"problem": str(exc)})
        return json.dumps(self.session.view())

    def handle(self, text: str) -> str:
        """An event from the page: ``{"pit": "C"}``, ``{"store": "South"}``, ``{"key": ...,
        "value": ...}``."""
        session = self.session
        if session is None:
            with use_language(self.language):
                return json.dumps({"problem": _("Choose what to practise first.")})
        try:
            session.handle(json.loads(text))
        except Exception:  # noqa: BLE001 - a child's page never shows a traceback
            traceback.print_exc(file=sys.stderr)
            with use_language(session.language):
                session.say(_(WENT_WRONG), problem=True)
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
