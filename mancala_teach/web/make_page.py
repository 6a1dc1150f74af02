"""The "Make printables" page's Python side: the choices in, the files out, in the browser.

The page (``app/make.js`` and its worker, ``app/make-worker.js``) sends the teacher's choices
as JSON; :func:`make` makes the files with :func:`mancala_teach.printables.make.plan`, the
very code ``mancala-teach`` runs, so the same choices give the same bytes. Whatever happens,
the page gets one plain sentence back, never a traceback: a bad choice says what is allowed;
anything else says to try again (the details go to the browser's console).

``language`` (a code the page passes: ``fr``, ``es``, ``fr-CA``; None: the language in use)
is the language of the page's reader: the sentences here speak it, and so does everything
made, whose makers take the language in use (the printed pages in French follow as each
maker speaks it). An unknown language is one sentence, like any bad choice.
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, Callable

from ..errors import MancalaError
from ..i18n import N_, _, use_language
from ..printables.choices import PAGE_MAX_SHEETS
from ..printables.make import plan

# (In English; translated where it is said.)
TRY_AGAIN = N_("Something went wrong inside this page while it made your files, so nothing "
               "was downloaded. Press Try again; if it happens again, reload the page.")


def warm_up() -> None:
    """Import the drawing code now (a second or two), so the first Make is as quick as the
    next: the page calls this while it says it is getting ready."""
    from ..printables import boards, cards, lessons, rulesheets, worksheets  # noqa: F401


def check(what: str, choices_json: str, language: str | None = None) -> str:
    """One sentence if the choices will not do, else ""; nothing is made."""
    try:
        with use_language(language):
            plan(what, _choices(choices_json), max_sheets=PAGE_MAX_SHEETS)
    except MancalaError as exc:
        return str(exc)
    except Exception:  # noqa: BLE001 - the page shows a sentence, never a traceback
        traceback.print_exc(file=sys.stderr)
        return _try_again(language)
    return ""


def make(what: str, choices_json: str,
         progress: Callable[[float, str], Any] | None = None,
         language: str | None = None) -> tuple[str, list[bytes]]:
    """``(report, files)``: the report is JSON, ``{"files": [{"name", "words", "pages",
    "size"}], "choices": ...}`` or ``{"problem": sentence, "retry": bool}``; ``files`` holds
    each file's bytes, in the report's order (empty after a problem)."""
    try:
        with use_language(language):
            job = plan(what, _choices(choices_json), max_sheets=PAGE_MAX_SHEETS)
            made = job.make(progress)
    except MancalaError as exc:
        return json.dumps({"problem": str(exc), "retry": False}), []
    except Exception:  # noqa: BLE001 - the page shows a sentence, never a traceback
        traceback.print_exc(file=sys.stderr)
        return json.dumps({"problem": _try_again(language), "retry": True}), []
    files = [{"name": f.name, "words": f.words, "pages": made.pages.get(f.name),
              "size": len(made.files[f.name])} for f in job.files]
    report = {"files": files, "choices": {k: v for k, v in job.choices.items()
                                          if v is not None}}
    return json.dumps(report), [made.files[f.name] for f in job.files]


def _try_again(language: str | None) -> str:
    try:
        with use_language(language):
            return _(TRY_AGAIN)
    except MancalaError:           # the language itself was the problem
        return TRY_AGAIN


def _choices(text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        raise MancalaError(_("The page sent choices this page cannot read; reload the "
                             "page.")) from None
