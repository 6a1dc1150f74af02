"""The browser side of the widgets: one small ES module and its style sheet, and the still
picture a saved notebook shows.

The module is ``static/widget.js`` and its style sheet ``static/widget.css``, real files that
an editor and a JavaScript linter read (both ship in the wheel). anywidget sends their text to
the browser with the widget and imports the module from a Blob URL, so nothing is ever loaded
from a web address (it works offline in JupyterLab, Notebook 7, Voila, VS Code and
JupyterLite). The module's contract with its host is anywidget's ``render({model, el})``:
it draws what Python sends in the ``view`` trait and sends back ``{pit}``, ``{store}`` or
``{key, value}`` messages; it decides nothing (see the comment at its top).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from ..i18n import N_, SOURCE_LANGUAGE, _

STATIC = Path(__file__).resolve().parent / "static"
ESM_PATH = STATIC / "widget.js"      # anywidget reads the module from this file
CSS_PATH = STATIC / "widget.css"
ESM = ESM_PATH.read_text(encoding="utf-8")
CSS = CSS_PATH.read_text(encoding="utf-8")


# What a saved notebook shows where the live board is not running yet: the classroom site
# while Python starts in the browser (seconds), and GitHub, nbviewer or an untrusted notebook.
# (In English; translated where it is shown.)
STILL_NOTE = N_("Getting the board ready: you can tap it once Python has started "
                "(on the classroom site, by itself in a few seconds).")


def still_html(view: dict[str, Any], pictures: list[tuple[str, str]]) -> str:
    """The widget as a still picture in HTML: its words and boards, nothing to tap.

    Inline styles only (a saved page has none of the widget's style sheet); the same font and
    sizes as the live widget, so the page does not jump when the live board replaces it.
    Its words are in the language in use (make it inside the widget's language); a still
    picture in another language than English names it (``lang``), as the live widget does.
    """
    language = view.get("lang", SOURCE_LANGUAGE)
    lang = "" if language == SOURCE_LANGUAGE else f' lang="{escape(language)}"'
    parts = [f'<div class="mancala-still"{lang} style="font-family:&quot;DejaVu Sans&quot;,'
             'Verdana,Arial,sans-serif;font-size:18px;line-height:1.45;color:#1A1A1A;'
             'background:#FFFFFF;max-width:100%">']
    if view.get("sheet"):
        parts.append(f'<p style="font-size:16px;margin:6px 0">{escape(view["sheet"])}</p>')
    if view.get("question"):
        parts.append(f'<p style="font-weight:bold;font-size:20px;margin:6px 0">'
                     f'{escape(view["question"])}</p>')
    for caption, svg in pictures:
        parts.append('<figure style="margin:4px 0 10px">')
        if caption:
            parts.append(f'<figcaption style="font-weight:bold;font-size:17px">'
                         f'{escape(caption)}</figcaption>')
        parts.append(f"{svg}</figure>")
    words = " ".join(w for w in (view.get("step"), view.get("narration")) if w)
    if words:
        parts.append(f'<p style="margin:6px 0">{escape(words)}</p>')
    parts.append(f'<p style="margin:6px 0;font-style:italic;color:#4A4A4A">'
                 f'{escape(_(STILL_NOTE))}</p></div>')
    return "".join(parts)
