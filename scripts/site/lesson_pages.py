"""Each lesson notebook as a classroom page: ``lessons/N-name.html``.

Made here, once, at build time: the notebook's words (markdown, tables included, rendered with
markdown-it-py), its teacher notes folded under a "Teacher notes" button, the words meant for
the notebook view only left out, no code, and each code cell's saved outputs as a still
picture (a widget's saved output carries one). The page is read at once, with no Python.

In the browser, ``app/lesson.js`` starts Python (``app/start.js``), loads only the lesson's
packages, runs the code cells in order with ``mancala_teach.web.runner`` and swaps each still
picture for the live output as its cell finishes; a widget becomes the live board.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from common import BuildError
from pages import page

from mancala_teach.i18n import N_, _, current_language

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"



class W:
    """The page's words (in English; translated where they are shown)."""

    all_lessons = N_('All lessons')
    open_it_as_a_notebook = N_('Open it as a notebook (with the code)')
    site = N_('Site')

def lesson_facts(path: Path) -> dict:
    """Title, grade band, time and goals, read from a notebook's first cell."""
    nb = json.loads(path.read_text())
    first = "".join(next(c for c in nb["cells"] if c["cell_type"] == "markdown")["source"])
    title = re.search(r"^# (.+)$", first, re.M).group(1)
    number, _, name = title.partition(" · ")
    grade = re.search(r"\*\*Grade band:\*\* ([^·\n]+)", first)
    minutes = re.search(r"\*\*Time:\*\* ([^·\n]+)", first)
    goals_part = first.split("## Learning goals", 1)[1].split("\n## ", 1)[0]
    goals = [g[2:].strip() for g in goals_part.strip().splitlines() if g.startswith("- ")]
    return {"stem": path.stem, "number": number.strip(), "title": name.strip() or title,
            "grade": grade.group(1).strip() if grade else "",
            "time": minutes.group(1).strip() if minutes else "", "goals": goals,
            "href": f"lessons/{path.stem}.html"}


def _markdown():
    from markdown_it import MarkdownIt
    return MarkdownIt("commonmark", {"html": True, "typographer": False}).enable("table")


NOTEBOOK_ONLY = re.compile(r'<span class="notebook-only">.*?</span>', re.S)


def fold_teacher_notes(text: str) -> str:
    """The "Teacher notes" heading and what follows it (up to the next h1/h2) folded."""
    found = re.search(r"<h2>Teacher notes\W*</h2>", text)
    if not found:
        return text
    rest = text[found.end():]
    stop = re.search(r"<h[12][ >]", rest)
    inside, after = (rest[:stop.start()], rest[stop.start():]) if stop else (rest, "")
    return (text[:found.start()] + '<details class="mt-teacher-notes"><summary>'
            + _("Teacher notes") + f"</summary>{inside}</details>" + after)


def markdown_html(source: str, md) -> str:
    text = md.render(source)
    text = NOTEBOOK_ONLY.sub("", text)
    # A list item left with nothing in it once the notebook's words are gone.
    text = re.sub(r"<li>\s*</li>\s*", "", text)
    return fold_teacher_notes(text)


def saved_outputs_html(cell: dict) -> str:
    """A code cell's saved outputs as the page shows them before Python is up (our own
    notebooks: their HTML is trusted). Printed text as sentences in plain type, as the live
    page shows it (the same function writes both)."""
    from mancala_teach.web.text import text_html
    parts = []
    for out in cell.get("outputs", []):
        if out["output_type"] == "stream":
            if out.get("name") == "stderr":
                continue
            # As the page's runner prints a True or False: "yes" or "no".
            said = re.sub(r"\b(True|False)\b", lambda m: "yes" if m.group(1) == "True"
                          else "no", "".join(out["text"]))
            parts.append(text_html(said))
            continue
        data = out.get("data", {})
        if "text/html" in data:
            parts.append("".join(data["text/html"]))
        elif "image/svg+xml" in data:
            parts.append("".join(data["image/svg+xml"]))
        elif "text/plain" in data:
            parts.append(text_html("".join(data["text/plain"])))
    return "".join(f'<div class="mt-output">{p}</div>' for p in parts if p)


def lesson_page(notebook: Path, lesson: dict, *, notebook_view: bool,
                load: list[str] = ()) -> str:
    """The classroom page of one lesson (it lives in ``lessons/``)."""
    md = _markdown()
    cells = json.loads(notebook.read_text())["cells"]
    body, code = [], []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            body.append(f'<div class="mt-words">{markdown_html(source, md)}</div>')
        elif cell["cell_type"] == "code":
            body.append(f'<div class="mt-cell" data-cell="{len(code)}">'
                        f"{saved_outputs_html(cell)}</div>")
            code.append(source)
    if not code:
        raise BuildError(f"{notebook.name} has no code cells: nothing to run in the lesson.")
    english = current_language() == "en"
    links = [f'<a href="../index.html">{_(W.all_lessons)}</a>']
    if notebook_view:
        root = "../" if english else "../../"
        links.append(f'<a href="{root}notebooks/index.html?path={lesson["stem"]}.ipynb">'
                     + _(W.open_it_as_a_notebook) + "</a>")
    nav = (f'<nav class="mt-nav" aria-label="{_(W.site)}">{"".join(links)}'
           f'<span class="mt-offline" hidden></span></nav>')
    steps = len(code) + 2
    status = ('<div id="mt-status" class="mt-bar" role="status">'
              f'<progress max="{steps}" value="0"></progress>'
              '<span class="mt-words-now">'
              + _("Getting the boards ready: {step} of {steps}", step=0, steps=steps)
              + "</span></div>")
    # JSON in a script element: "</" must not end it early.
    code_json = json.dumps(code).replace("</", "<\\/")
    # The lesson's own words are the notebook's, in English, whatever the page's language.
    in_english = "" if english else ' lang="en"'
    main = (f'<main id="lesson" class="mt-lesson" data-packages="{" ".join(load)}"'
            f'{in_english}>'
            f'{"".join(body)}</main>\n'
            f'<script type="application/json" id="mt-code">{code_json}</script>')
    title = _("{number}. {title}: classroom view", number=lesson["number"],
              title=lesson["title"])
    return page(title, nav + main + status, path=f"lessons/{notebook.stem}.html",
                styles=["lesson.css"],
                modules=["lesson.js"], watch_start=True)


def write_lesson_pages(out: Path, notebooks: list[Path], *, notebook_view: bool,
                       load: list[str], root: Path | None = None) -> list[dict]:
    """The lessons' pages in the language in use, into ``out/lessons`` (``out``: the
    language's folder; ``root``: the site's, where the old addresses are kept, or None for
    none); ``load``: the packages a lesson loads (with their depends)."""
    folder = out / "lessons"
    folder.mkdir(parents=True, exist_ok=True)
    lessons = []
    # No preload links for Python's files: measured (benchmarks/site.py, lesson 1, three
    # rounds each), they slowed the lesson's first picture (0.4-0.7 s became 1.0-2.4 s: they
    # take the bandwidth the page's own style sheet needs) and made it no sooner playable.
    for nb in notebooks:
        lesson = lesson_facts(nb)
        (folder / f"{nb.stem}.html").write_text(lesson_page(
            nb, lesson, load=load, notebook_view=notebook_view))
        lessons.append(lesson)
        if root is None:
            continue
        # The address the classroom view had before (Voici): a link kept in a bookmark or a
        # worksheet still arrives.
        old = root / "voici" / "render" / f"{nb.stem}.html"
        old.parent.mkdir(parents=True, exist_ok=True)
        target = f"../../lessons/{nb.stem}.html"
        old.write_text(f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
                       f'<meta http-equiv="refresh" content="0; url={target}">'
                       f"<title>{html.escape(lesson['title'])}</title></head><body><p>"
                       f'This lesson has moved: <a href="{target}">open it here</a>.</p>'
                       f"</body></html>\n")
    return lessons

