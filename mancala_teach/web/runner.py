"""Run a lesson's code cells as Jupyter would, and say what each one shows.

``CellRunner().run(source)`` runs every statement of a cell in one namespace shared by the
lesson's cells, shows the value of a last expression, and returns what the cell showed as a
list of small dicts the page draws:

- ``{"type": "html", "html": ...}``: a board, a chart, an answer, an HTML table;
- ``{"type": "text", "html": ...}``: printed text, as sentences in plain type (:mod:`.text`);
- ``{"type": "widget", "model_id": ...}``: a live widget (drawn by the page's widget host);
- ``{"type": "problem", "text": ...}``: the cell failed; one plain sentence, never a traceback
  (the page then keeps the picture saved with the lesson).

What a class reads is said in words: a ``True``/``False`` printed or shown is "yes"/"no".

``CellRunner(language="fr")`` runs every cell in that language (the page passes the code of
the language its reader chose: ``fr``, ``es``, ``fr-CA`` ...; None: English, the language
in use): the widgets a lesson makes (``Stepper()``) speak it, and so do this module's own
words and everything the package prints in that language. A lesson's own prose stays
English, as the notebooks' does.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import io
import sys
import traceback
from typing import Any

from ..i18n import N_, _, check_language, current_language, use_language
from . import display as display_module
from .text import text_html, words

# (In English; translated where it is shown.)
PROBLEM = N_("This part of the lesson could not run in this browser, so it shows the "
             "picture saved with the lesson.")
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def shown(obj: Any) -> dict[str, str] | None:
    """What the page shows for an object, choosing as Jupyter does (HTML before SVG, a live
    widget before anything); None for None."""
    if obj is None:
        return None
    if isinstance(obj, bool):
        return {"type": "text", "html": text_html(words(obj))}
    bundle_of = getattr(obj, "_repr_mimebundle_", None)
    data: dict[str, Any] = {}
    if callable(bundle_of):
        bundle = bundle_of()
        data = dict((bundle[0] if isinstance(bundle, tuple) else bundle) or {})
    if WIDGET_MIME in data:
        return {"type": "widget", "model_id": data[WIDGET_MIME]["model_id"]}
    for mime, method in (("text/html", "_repr_html_"), ("image/svg+xml", "_repr_svg_")):
        if mime not in data and callable(getattr(obj, method, None)):
            found = getattr(obj, method)()
            if found is not None:
                data[mime] = found
        if data.get(mime):
            return {"type": "html", "html": str(data[mime])}
    text = data.get("text/plain")
    if text is None:
        markdown = getattr(obj, "_repr_markdown_", None)
        text = markdown() if callable(markdown) else repr(obj)
    return {"type": "text", "html": text_html(str(text))}


class _Printed(io.TextIOBase):
    """Standard output while a cell runs: consecutive prints make one text output."""

    def __init__(self, outputs: list[dict[str, str]]) -> None:
        self.outputs = outputs

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        last = self.outputs[-1] if self.outputs else None
        if last is not None and last["type"] == "printed":
            last["text"] += text
        else:
            self.outputs.append({"type": "printed", "text": text})
        return len(text)


def _print(*args: Any, **kwargs: Any) -> None:
    """``print`` for lesson code: yes/no instead of True/False."""
    builtins.print(*(words(a) if isinstance(a, bool) else a for a in args), **kwargs)


class CellRunner:
    """Runs one lesson's cells in order, in one namespace (as one notebook kernel), in one
    language (``language``: a code the page passes; an unknown one is refused with one
    sentence, :class:`~mancala_teach.errors.UnknownLanguageError`)."""

    def __init__(self, language: str | None = None) -> None:
        self.language = check_language(current_language() if language is None else language)
        self.namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": builtins,
                                          "print": _print}

    def run(self, source: str) -> list[dict[str, str]]:
        with use_language(self.language):
            return self._run(source)

    def _run(self, source: str) -> list[dict[str, str]]:
        outputs: list[dict[str, str]] = []

        def show(obj: Any) -> None:
            found = shown(obj)
            if found:
                outputs.append(found)

        display_module._sinks.append(show)
        try:
            with contextlib.redirect_stdout(_Printed(outputs)):
                self._execute(source, show)
        except Exception as exc:  # noqa: BLE001 - a classroom page never shows a traceback
            # For whoever opens the browser's console; the page says one plain sentence.
            traceback.print_exception(exc, file=sys.stderr)
            outputs.append({"type": "problem", "text": _(PROBLEM)})
        finally:
            display_module._sinks.pop()
        return [self._finished(o) for o in outputs]

    def _execute(self, source: str, show: Any) -> None:
        tree = ast.parse(source, "<lesson>", "exec")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<lesson>", "exec"), self.namespace)  # noqa: S102 - our lessons
        if last is not None:
            expression = ast.Expression(last.value)
            value = eval(compile(expression, "<lesson>", "eval"), self.namespace)  # noqa: S307
            show(value)

    @staticmethod
    def _finished(output: dict[str, str]) -> dict[str, str]:
        if output["type"] == "printed":
            return {"type": "text", "html": text_html(output["text"])}
        return output
