"""The site's "Make printables" and "Practice" pages (issue 20): a part of the site (build.PARTS).

- ``make/index.html``: a form in a teacher's words with the choices of the ``mancala-teach``
  commands (drawn from ``mancala_teach.printables.choices``, the same data the maker checks
  against); the PDFs are made in this browser by the package's own maker, in a Web Worker
  (``app/make-worker.js``) so the progress bar moves. Only this page loads reportlab: the
  lock holds it (and charset-normalizer, and a one-line stand-in for pillow, which reportlab
  imports but our PDFs never use), and no other page names it. Its address can carry the
  choices (``make/index.html?what=worksheets&level=explorer&sheets=30``): the lessons'
  commands link there.
- ``practice/index.html``: puzzles one at a time for a level or a lesson
  (``mancala_teach.widgets.practice_session``), drawn by the widgets' own ES module
  (``app/widget-view.js``, written here from ``mancala_teach.widgets.frontend``).
"""

from __future__ import annotations

import html
import json
import re
import shlex
from pathlib import Path
from urllib.parse import urlencode

from pages import page

from mancala_teach.i18n import N_, _, current_language

# The PDFs' library, as the command line has it (``.venv``): the same version makes the same
# bytes (tests/test_site_tools.py proves it against the CLI). charset-normalizer comes with it.
REPORTLAB = "reportlab==5.1.0"
WHEELS = [REPORTLAB]
PIL_STANDIN = "mancala-site-pil"
MAKE_PACKAGES = ["mancala-teach", "mancala-teach-printables", "reportlab", PIL_STANDIN]
PRACTICE_PACKAGES = ["mancala-teach"]



class W:
    """The page's words (in English; translated where they are shown)."""

    everything_is_made_here_in = N_("Everything is made here, in this browser: nothing is sent "
                                    'anywhere. Print at 100% ("actual size").')
    print_the_pdf_files_at = N_('Print the PDF files at 100% ("actual size"), not "fit to page".')
    site = N_('Site')
    all_lessons = N_('All lessons')
    practice_puzzles = N_('Practice puzzles')
    make_printables = N_('Make printables')
    worksheets_for_your_class_a = N_("Worksheets for your class (a different sheet for every "
                                     "student, with the answer keys), boards, rule sheets, "
                                     "quick-reference cards and lesson pages, ready to print. "
                                     "Choose, press the button, and download the files.")
    what_do_you_want_to = N_('What do you want to make?')
    try_again = N_('Try again')
    making_your_files = N_('Making your files')
    your_files_are_ready = N_('Your files are ready')
    getting_ready_to_make_printables = N_("Getting ready to make printables: starting Python in "
                                          "this browser.")
    practice = N_('Practice')
    counting_puzzles_one_at_a = N_("Counting puzzles, one at a time. Tap the board or type a "
                                   "number: you find out at once if you are right. When you are "
                                   "not, the board plays the right sowing seed by seed.")
    your_answers_and_your_count = N_("Your answers and your count stay on this device: nothing is"
                                     " sent anywhere.")
    what_do_you_want_to_2 = N_('What do you want to practise?')
    a_level_as_on_the = N_('A level, as on the worksheets')
    a_lesson = N_('A lesson')
    puzzle = N_('Puzzle')
    getting_the_puzzles_ready_starting = N_("Getting the puzzles ready: starting Python in this "
                                            "browser.")

def made_wheels(folder: Path) -> list[Path]:
    """reportlab imports pillow (``from PIL import Image``) and uses it only for bitmap
    pictures, which our PDFs have none of; pillow has no wheel for the browser. This stand-in
    is listed only in the site's own lock, under its own name: it can never be installed
    over a real pillow."""
    import runtime
    return [runtime.make_wheel(PIL_STANDIN, {
        "PIL/__init__.py": "# The site's stand-in for pillow: reportlab draws no bitmaps "
                           "for us.\nImage = None\n"}, folder)]


# --- the Make page ------------------------------------------------------------------------------

# (In English; translated where they are shown.)
ANY = {"variant": N_("As the game has it"), "sides": N_("As the game has it"),
       "stores": N_("As the game has it"), "notebook": N_("Every lesson"),
       "paper": N_("The language's usual paper")}
ANY_VALUE = N_("Any")
BUTTON = {"worksheets": N_("Make the worksheets"), "boards": N_("Make the board"),
          "rules": N_("Make the rule sheet"), "cards": N_("Make the card"),
          "lessons": N_("Make the lesson pages")}


def _help(fid: str, words: str) -> tuple[str, str]:
    if not words:
        return "", ""
    return f' aria-describedby="{fid}-help"', f'<p class="help" id="{fid}-help">' \
                                              f'{html.escape(words)}</p>'


def _field(what: str, f: dict, games: dict) -> str:
    fid = f"{what}-{f['name']}"
    described, help_html = _help(fid, f.get("help", ""))
    start = f.get("suggested", f["default"])
    if f["kind"] == "language":             # the pages' language: the site's, to begin with
        start = current_language()
    if f["name"] == "paper":                # as the command: the language's usual paper
        start = None
    only = f.get("only_for")
    attrs = (f' data-only-for="{only[0]}:{",".join(only[1])}"' if only else "")
    label = html.escape(f["label"])
    if f["kind"] in ("choice", "game", "language"):
        options = []
        if start is None:
            any_words = ANY.get(f["name"], ANY_VALUE)
            any_words = html.escape(_(any_words))
            options.append(f'<option value="">{any_words}</option>')
        for value, words in f["options"]:
            chosen = " selected" if value == start else ""
            # A language's name is in that language ("Français"), for a reader of it.
            lang = f' lang="{value}"' if f["kind"] == "language" else ""
            options.append(f'<option value="{html.escape(value)}"{chosen}{lang}>'
                           f'{html.escape(words)}</option>')
        return (f'<div class="field"{attrs}><label for="{fid}">{label}</label>'
                f'<select id="{fid}" name="{f["name"]}"{described}>{"".join(options)}</select>'
                f'{help_html}</div>')
    if f["kind"] == "number":
        value = "" if start is None else str(start)
        limits = f' data-low="{f["low"]}" data-high="{f["high"]}"'
        return (f'<div class="field"{attrs}><label for="{fid}">{label}</label>'
                f'<input id="{fid}" name="{f["name"]}" type="text" inputmode="numeric" '
                f'autocomplete="off" value="{value}"{limits}{described}>{help_html}</div>')
    if f["kind"] == "text":
        return (f'<div class="field"{attrs}><label for="{fid}">{label}</label>'
                f'<input id="{fid}" name="{f["name"]}" type="text" autocomplete="off" '
                f'spellcheck="false"{described}>{help_html}</div>')
    if f["kind"] == "flag":
        checked = " checked" if start else ""
        return (f'<div class="field flag"{attrs}><input id="{fid}" name="{f["name"]}" '
                f'type="checkbox"{checked}{described}><label for="{fid}">{label}</label>'
                f'{help_html}</div>')
    if f["kind"] == "house-rules":
        return _house_rules(what, f, games)
    raise ValueError(f"no way to draw a {f['kind']} field")


def _house_rules(what: str, f: dict, games: dict) -> str:
    blocks = []
    for game, options in games.items():
        rows = []
        for opt in options:
            oid = f"{what}-o-{game}-{opt['name']}"
            words = html.escape(opt["help"])
            default = opt["default"]
            data = f'data-option="{opt["name"]}" data-default="{html.escape(str(default))}"'
            if opt["kind"] == "flag":
                data = f'data-option="{opt["name"]}" data-default="{"yes" if default else "no"}"'
                rows.append(f'<div class="field flag"><input id="{oid}" type="checkbox" {data}'
                            f'{" checked" if default else ""}><label for="{oid}">{words}'
                            f'</label></div>')
            elif opt["kind"] == "choice":
                choices = "".join(f'<option value="{html.escape(str(v))}"'
                                  f'{" selected" if v == default else ""}>{html.escape(t)}'
                                  f'</option>' for v, t in opt["options"])
                rows.append(f'<div class="field"><label for="{oid}">{words}</label>'
                            f'<select id="{oid}" {data}>{choices}</select></div>')
            else:
                rows.append(f'<div class="field"><label for="{oid}">{words}</label>'
                            f'<input id="{oid}" type="text" autocomplete="off" {data} '
                            f'value="{html.escape(str(default))}"></div>')
        blocks.append(f'<div class="house-rules" data-game="{game}" hidden>{"".join(rows)}'
                      f'</div>')
    summary = _("{house_rules} (you may leave them as they are)", house_rules=f["label"])
    return (f'<details class="field house"><summary>{html.escape(summary)}</summary>'
            f'<p class="help">{html.escape(f["help"])}</p>{"".join(blocks)}</details>')


def make_page(form: dict) -> str:
    chooser = []
    sections = []
    for k, p in enumerate(form["printables"]):
        what = p["name"]
        chooser.append(f'<label class="what-choice"><input type="radio" name="what" '
                       f'value="{what}"{" checked" if k == 0 else ""}>'
                       f'<span><strong>{html.escape(p["title"])}</strong> '
                       f'<span class="words">{html.escape(p["words"])}</span></span></label>')
        fields = "".join(_field(what, f, form["house_rules"]) for f in p["fields"])
        sections.append(
            f'<fieldset class="printable" data-what="{what}"{"" if k == 0 else " hidden"}>'
            f'<legend>{html.escape(p["title"])}</legend>{fields}'
            f'<p class="make-row"><button type="submit" class="make-button">'
            f'{html.escape(_(BUTTON[what]))}</button></p></fieldset>')
    e = html.escape
    privacy = e(_(W.everything_is_made_here_in))
    print_help = e(_(W.print_the_pdf_files_at))
    body = f"""<nav class="mt-nav" aria-label="{e(_(W.site))}"><a href="../index.html">{
    e(_(W.all_lessons))}</a>
<a href="../practice/index.html">{e(_(W.practice_puzzles))}</a></nav>
<header class="tool-head"><h1>{e(_(W.make_printables))}</h1>
<p class="lead">{e(_(W.worksheets_for_your_class_a))}</p>
<p class="privacy">{privacy}</p></header>
<main id="make" class="tool">
<form id="make-form" novalidate>
<fieldset class="what"><legend>{e(_(W.what_do_you_want_to))}</legend>{
    "".join(chooser)}</fieldset>
{"".join(sections)}
</form>
<div id="problem" class="problem" role="alert" hidden><p class="sentence"></p>
<button type="button" id="try-again" hidden>{e(_(W.try_again))}</button></div>
<section id="making" class="making" aria-labelledby="making-title" hidden>
<h2 id="making-title">{e(_(W.making_your_files))}</h2>
<progress id="making-bar" max="100" value="0" aria-labelledby="making-title"></progress>
<p id="making-words" class="making-words"></p>
<p id="making-said" class="visually-hidden" role="status"></p></section>
<section id="results" class="results" aria-labelledby="results-title" hidden>
<h2 id="results-title" tabindex="-1">{e(_(W.your_files_are_ready))}</h2>
<p id="results-words"></p><ul id="files" class="files"></ul>
<p class="help">{print_help}</p></section>
</main>
<div id="mt-status" class="mt-status" role="status"><progress max="2" value="0"></progress>
<span class="mt-words-now">{e(_(W.getting_ready_to_make_printables))}</span></div>
<script type="application/json" id="mt-form">{json_text(form)}</script>"""
    return page(_(W.make_printables), body, path="make/index.html",
                styles=["lesson.css", "tools.css"],
                modules=["make.js"], watch_start=True)


# --- the Practice page --------------------------------------------------------------------------

def practice_page(plans: list[dict]) -> str:
    def buttons(items: list[dict]) -> str:
        return "".join(
            f'<li><button type="button" class="plan" data-plan="{p["key"]}">'
            f'<span class="plan-title">{html.escape(p["title"])}</span>'
            + (f'<span class="plan-about">{html.escape(p["about"])}</span>' if p["about"]
               else "") + "</button></li>" for p in items)
    levels = [p for p in plans if not p["key"].startswith("lesson-")]
    lessons = [p for p in plans if p["key"].startswith("lesson-")]
    e = html.escape
    body = f"""<nav class="mt-nav" aria-label="{e(_(W.site))}"><a href="../index.html">{
    e(_(W.all_lessons))}</a>
<a href="../make/index.html">{e(_(W.make_printables))}</a></nav>
<header class="tool-head"><h1>{e(_(W.practice))}</h1>
<p class="lead">{e(_(W.counting_puzzles_one_at_a))}</p>
<p class="privacy">{e(_(W.your_answers_and_your_count))}</p></header>
<main id="practice-main" class="tool">
<section id="choose" aria-labelledby="choose-title">
<h2 id="choose-title">{e(_(W.what_do_you_want_to_2))}</h2>
<h3>{e(_(W.a_level_as_on_the))}</h3><ul class="plans">{buttons(levels)}</ul>
<h3>{e(_(W.a_lesson))}</h3><ul class="plans">{buttons(lessons)}</ul></section>
<section id="practice" class="practice" aria-labelledby="practice-title" hidden>
<h2 id="practice-title" class="visually-hidden">{e(_(W.puzzle))}</h2>
<div id="practice-board"></div></section>
</main>
<div id="mt-status" class="mt-status" role="status"><progress max="2" value="0"></progress>
<span class="mt-words-now">{e(_(W.getting_the_puzzles_ready_starting))}</span></div>"""
    return page(_(W.practice), body, path="practice/index.html",
                styles=["lesson.css", "widget-view.css", "tools.css"],
                modules=["practice.js"], watch_start=True)


# --- each lesson's printables, as links to the Make page -------------------------------------

COMMAND = re.compile(r"`(mancala-teach\s+(?:worksheets|boards|rules|cards|lessons)\b[^`]*)`")


def make_link(command: str) -> str | None:
    """``mancala-teach worksheets --id starter-1-1`` -> the Make page's address with those
    choices (relative to the site's root), or None if the command is not one it makes."""
    import sys
    from common import ROOT
    sys.path.insert(0, str(ROOT))
    from mancala_teach.cli import build_parser
    from mancala_teach.printables.choices import printables
    words = shlex.split(html.unescape(command))[1:]
    if not words:
        return None
    try:
        args = build_parser().parse_args(words)
    except (SystemExit, Exception):  # noqa: BLE001 - not a command we can link: leave it
        return None
    what = words[0]
    params: list[tuple[str, str]] = [("what", what)]
    for f in printables()[what].fields:
        if f.kind == "house-rules":
            params += [("o", pair) for pair in getattr(args, "option", None) or []]
            continue
        value = getattr(args, f.name, None)
        if value is None or value is False or (f.name == "kind" and what == "boards"
                                               and value == "full"):
            continue
        if f.name == "stores":
            value = "yes" if value else "no"
        params.append((f.name, "yes" if value is True else str(value)))
    return "make/index.html?" + urlencode(params)


def _command_words(command: str) -> str:
    """What a lesson's command makes, in a teacher's words (in the language in use)."""
    from mancala_teach.printables.make import plan
    from mancala_teach.puzzles.levels import LEVELS, level_name
    words = shlex.split(command)[1:]
    what, options = words[0], words[1:]
    if what == "worksheets":
        if "--id" in options:
            return _("Worksheet {id}, the one in this lesson",
                     id=options[options.index("--id") + 1])
        level = options[options.index("--level") + 1] if "--level" in options else "starter"
        name = level_name(LEVELS[level])
        return _("{level} worksheets for your class, with the answer keys",
                 level=name[:1].upper() + name[1:])
    choices = {"variant": options[0]} if what in ("rules", "cards") and options else {}
    if what == "boards" and "--sides" in options:
        choices["sides"] = options[options.index("--sides") + 1]
    return plan(what, choices).files[0].words


def lesson_printables(notebook: Path) -> list[tuple[str, str]]:
    """(address, words) for what a lesson's notebook says to print, and its lesson pages."""
    number = int(notebook.name.split("-")[0])
    cells = json.loads(notebook.read_text())["cells"]
    text = " ".join(" ".join("".join(c["source"]).split())
                    for c in cells if c["cell_type"] == "markdown")
    links = [(f"make/index.html?what=lessons&notebook={number}",
              _("This lesson's card, exit tickets, their answers and rubric"))]
    for command in dict.fromkeys(m.group(1).strip() for m in COMMAND.finditer(text)):
        href = make_link(command)
        if href is not None and href not in (h for h, _words in links):
            links.append((href, _command_words(command)))
    return links


def add_printables_to_lessons(out: Path) -> int:
    """At the foot of each lesson page: its printables, each a link to the Make page with
    its choices filled in, and its puzzles on the Practice page. Returns the links made."""
    from common import ROOT
    count = 0
    for page_path in sorted((out / "lessons").glob("*.html")):
        notebook = ROOT / "notebooks" / f"{page_path.stem}.ipynb"
        if not notebook.exists():
            continue
        links = lesson_printables(notebook)
        number = int(page_path.stem.split("-")[0])
        items = "".join(f'<li><a href="../{html.escape(href)}">{html.escape(words)}</a></li>'
                        for href, words in links)
        practice = (f'<a href="../practice/index.html?plan=lesson-{number}">'
                    + html.escape(_("Puzzles to practise on screen, one at a time")) + "</a>")
        section = (f'<section class="mt-lesson-tools" aria-labelledby="lesson-tools">'
                   f'<h2 id="lesson-tools">'
                   + html.escape(_("Printables and practice for this lesson")) + '</h2><p>'
                   + html.escape(_("Made in this browser, with the choices filled in (change "
                                   "them there if you like):"))
                   + f'</p><ul>{items}</ul><p>'
                   + _("{link} (for students, after the lesson).", link=practice)
                   + "</p></section>")
        text = page_path.read_text()
        if "</main>" not in text:
            raise RuntimeError(f"{page_path.name} has no </main> to put its printables in")
        page_path.write_text(text.replace("</main>", section + "</main>", 1))
        count += len(links)
    return count


# --- the part's pages ---------------------------------------------------------------------------

def json_text(data: object) -> str:
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def build_pages(site) -> list[dict]:
    """The part's pages in the language in use, into ``site.out`` (that language's folder;
    called once a language)."""
    import sys
    from common import ROOT
    sys.path.insert(0, str(ROOT))
    from mancala_teach.printables.choices import form_data
    from mancala_teach.puzzles.practice import PLANS, plan_about, plan_title
    from mancala_teach.widgets.frontend import CSS, ESM

    for name in MAKE_PACKAGES:
        if name not in site.packages:
            raise RuntimeError(f"the site's lock has no {name} for the Make page")
    form = form_data(current_language())
    form["packages"] = MAKE_PACKAGES
    (site.out / "make").mkdir(exist_ok=True)
    (site.out / "make" / "index.html").write_text(make_page(form))
    plans = [{"key": p.key, "title": plan_title(p), "about": plan_about(p)}
             for p in PLANS.values()]
    (site.out / "practice").mkdir(exist_ok=True)
    (site.out / "practice" / "index.html").write_text(practice_page(plans))
    # The widgets' own view, as a module file the Practice page imports (the notebooks give
    # the same text to anywidget).
    (site.root / "app" / "widget-view.js").write_text(ESM.lstrip())
    (site.root / "app" / "widget-view.css").write_text(CSS.lstrip())
    add_printables_to_lessons(site.out)
    return [
        {"href": "make/index.html", "title": _("Make printables"),
         "words": _("worksheets for your class (a different sheet for every student, with the "
                    "answer keys), boards for any game, rule sheets, cards and lesson pages, "
                    "made in this browser.")},
        {"href": "practice/index.html", "title": _("Practice"),
         "words": _("counting puzzles for students, one at a time, by level or by lesson, "
                    "with a hint and the right sowing shown seed by seed.")},
    ]
