"""Printed text as a class reads it: sentences in plain type that wrap at words.

Jupyter shows printed text in a monospace block that breaks lines anywhere ("Nort/h's"), worse
at 200 % zoom. A classroom page shows each line as a sentence in the page's own type instead.
Two kinds of line keep their shape: a line indented by two spaces or more stays indented (it
belongs to the line above), and a block whose lines line up in columns (several spaces inside a line, as in a
table printed with ``f"{name:14}"``) stays in monospace, wrapping only between words.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from ..i18n import pgettext

_COLUMNS = re.compile(r"\S {2,}\S")


def words(value: Any) -> str:
    """A value as a class reads it: ``True``/``False`` as yes/no (in the language in use),
    anything else as ``str``."""
    if value is True:
        # TRANSLATORS: what a lesson page shows where Python's answer is True.
        return pgettext("printed value", "yes")
    if value is False:
        return pgettext("printed value", "no")
    return str(value)


def text_html(text: str) -> str:
    """HTML for printed text (escaped): one paragraph a line, columns kept in monospace."""
    lines = text.rstrip("\n").split("\n")
    if not any(line.strip() for line in lines):
        return ""
    aligned = sum(bool(_COLUMNS.search(line.strip())) for line in lines)
    if aligned >= 2:
        # Focusable: it may scroll sideways, and a keyboard must be able to scroll it too.
        return f'<pre class="mt-columns" tabindex="0">{escape(text.rstrip())}</pre>'
    parts = []
    for line in lines:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        # One space is a number lined up (" 7 seeds"), two or more an indented line.
        level = 0 if indent < 2 else min(3, (indent + 3) // 4)
        cls = f' class="mt-indent-{level}"' if level else ""
        parts.append(f"<p{cls}>{escape(line.strip())}</p>")
    return f'<div class="mt-text">{"".join(parts)}</div>'
