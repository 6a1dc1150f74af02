"""The landing page (``index.html``, and ``fr/index.html`` ... in each language): the language
of the site, the lessons in a teacher's words, the site's other pages, and every PDF of
``printables/`` for A4 and US Letter."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

from common import ROOT
from pages import LANGUAGE_KEY, LOCAL_ADDRESS, from_disk, json_text, language_folder, page

from mancala_teach.i18n import LANGUAGES, N_, _, available_languages, current_language

# (In English; translated where they are shown.)
PRINTABLE_GROUPS = [
    ("boards", N_("Boards to print"), N_("Print at 100% (\"actual size\"). The full-size board "
                                         "comes on several sheets that you glue together.")),
    ("rules", N_("Rule sheets"), N_("One sheet per game, with pictures of real moves.")),
    ("cards", N_("Quick-reference cards"), N_("Each game's rules in short, with one drawn "
                                              "move: two cards to a page, to cut in half.")),
    ("worksheets", N_("Worksheets"), N_(
        "One sample worksheet per level, each with its answer key, at three depths with the "
        "same puzzles (support, core, stretch); and every answer of a class set of 30 on one "
        "page. Make a whole class set on the Make printables page.")),
    ("lessons", N_("For running the lessons"), N_(
        "A lesson card per notebook (with beans first, then the notebook), half-page exit "
        "tickets (two to a page, to cut apart) and their answers, a rubric per notebook for "
        "its reasoning goal with a class record, a page about where these games come from, "
        "and the sheets the cards ask for: strips of 13 places, a class dot plot and a "
        "picture glossary.")),
    ("classroom", N_("For the classroom"), N_(
        "Game records, Lane's score sheet, who plays where in fours and in pairs, blank "
        "boards, a puzzle to make for a partner, a certificate, vocabulary cards, a letter "
        "home, and a class tournament.")),
]
PAPERS = [("a4", "A4"), ("letter", N_("US Letter"))]
# The printables on the landing page are the standard set, in English (the Make page makes
# them in any language).



class W:
    """The page's words (in English; translated where they are shown)."""

    printables = N_('Printables')
    boards_rule_sheets_quick_reference = N_("Boards, rule sheets, quick-reference cards, "
                                            "worksheets and lesson pages as PDF files, for A4 or "
                                            "US Letter paper. Every board page has two black "
                                            "bars, one across and one up the side, that each "
                                            "measure 10 cm (A4) or 4 inches (Letter) when printed"
                                            " at the right size.")
    these_files_are_in_english = N_("These files are in English. The Make printables page makes "
                                    "every one of them in this language.")
    what = N_('What')
    language_of_the_site = N_('Language of the site')
    open_it_as_a_notebook = N_('Open it as a notebook')
    what_the_class_does = N_('What the class does:')
    show_it_to_the_class = N_('Show it to the class')
    strong_open_it_as_a = N_("<strong>Open it as a notebook</strong> shows the same lesson with "
                             "its Python code, for you or older students to read and change. "
                             "Choose <strong>Run ▸ Run All Cells</strong> first. Your changes "
                             "stay in this browser only.")
    more_for_the_class = N_('More for the class')
    the_lessons_own_words_are = N_("The lessons' own words are in English; their boards, buttons "
                                   "and puzzles, the Practice page and everything the Make "
                                   "printables page makes speak this language.")
    mancala_maths_the_classroom_site = N_('Mancala maths: the classroom site')
    lessons_that_teach_counting_sums = N_("Lessons that teach counting, sums, remainders and fair"
                                          " rules with mancala, a family of board games played "
                                          "across Africa, Asia and the Americas. Everything runs "
                                          "in this web browser: nothing to install, and nothing "
                                          "leaves this computer.")
    how_to_use_it = N_('How to use it')
    strong_show_it_to_the = N_("<strong>Show it to the class</strong> opens the lesson as a page "
                               "for the projector: big boards and buttons, no computer code. The "
                               "lesson and still pictures of its boards show at once; the bar at "
                               'the foot says "Getting the boards ready" for a few seconds the '
                               "first time. Then click a pit or the buttons under a board to play"
                               " seed by seed.")
    teacher_notes_are_folded_at = N_("Teacher notes are folded at the top of each lesson: click "
                                     "<strong>Teacher notes</strong> to open them. Exercise "
                                     "answers stay hidden until you click <strong>Show the "
                                     "answer</strong>.")
    after_your_first_visit_this = N_("After your first visit, this browser keeps the whole site: "
                                     "the lessons, the printables and every page open without the"
                                     " internet (the page says when it is ready).")
    lessons = N_('Lessons')
    made_with_mancala_teach_free = N_("Made with mancala-teach, free to copy and share. No web "
                                      "host at school? Copy this whole folder to a laptop or USB "
                                      "stick, open a terminal in it, run <code>python3 "
                                      "serve.py</code> and open the address it shows, {address} "
                                      "(a file opened straight from the disk cannot run the "
                                      "lessons).")

def describe_pdf(group: str, stem: str) -> str:
    if group in ("rules", "cards"):
        from mancala_teach.glossary import game_title
        from mancala_teach.variants import find_variant
        return game_title(find_variant(stem).title)
    if group == "worksheets":
        from mancala_teach.puzzles.levels import LEVELS, level_name
        level, _dash, rest = stem.partition("-")
        name = level_name(LEVELS[level])
        name = name[:1].upper() + name[1:]
        if rest.endswith("answer-grid"):
            return _("{level}: a class set's answers on one page", level=name)
        tier = next((t for t in ("support", "stretch") if t in rest.split("-")), "")
        key = "key" in rest
        if tier == "support":
            return (_("{level} worksheet, support version: answer key", level=name) if key
                    else _("{level} worksheet, support version", level=name))
        if tier == "stretch":
            return (_("{level} worksheet, stretch version: answer key", level=name) if key
                    else _("{level} worksheet, stretch version", level=name))
        return (_("{level} worksheet: answer key", level=name) if key
                else _("{level} worksheet", level=name))
    words = {
        "egg-carton-labels": N_("Labels for an egg-carton board"),
        "full-size-6-pits-stores": N_("Full-size board, 6 pits a side, with stores"),
        "full-size-6-pits-no-stores": N_("Full-size board, 6 pits a side, no stores"),
        "one-sheet-boards-5-to-10-pits": N_("Boards on one sheet, 5 to 10 pits a side"),
        "full-size-four-sided-6-pits": N_("Full-size four-sided board (four players), 6 pits "
                                          "a row"),
        "paper-seeds": N_("Paper seeds to cut out"),
        "lesson-cards": N_("Lesson cards, one page per notebook"),
        "exit-tickets": N_("Exit tickets, one page per notebook"),
        "exit-tickets-key": N_("Exit tickets: answers"),
        "rubrics": N_("Rubrics for the reasoning goals, one page per notebook"),
        "where-these-games-come-from": N_("Where these games come from"),
        "cycle-strips": N_("Strips of the 13 places a seed can land, to make into a ring"),
        "class-dot-plot": N_("The class's dot plot of game lengths, 0 to 300 moves"),
        "picture-glossary": N_("Picture glossary and sentence frames"),
        "game-record-kalah": N_("Game record (move log): Kalah"),
        "game-record-oware": N_("Game record (move log): Oware"),
        "game-record-four-sided": N_("Game record (move log): four players"),
        "lane-score-sheet": N_("Lane's game: score sheet to 60"),
        "rotation-fours-28": N_("Who plays where: 28 children on 7 four-sided boards"),
        "rotation-pairs-28": N_("Who plays whom: 28 children in pairs"),
        "blank-board-kalah": N_("Blank boards to write counts in"),
        "blank-board-four-sided": N_("A blank four-sided board"),
        "make-a-puzzle": N_("Make a puzzle for your partner"),
        "certificate": N_("Certificate: I can sow and count"),
        "vocabulary-cards": N_("Vocabulary cards to cut out"),
        "letter-home": N_("A letter home: mancala with an egg box"),
        "tournament-12-players": N_("A class tournament for 12: draw, score sheets, results"),
    }
    if stem.endswith("-low-ink"):
        return _("{what}: low ink (outlines only)",
                 what=describe_pdf(group, stem[:-len("-low-ink")]))
    return _(words[stem]) if stem in words else stem.replace("-", " ").capitalize()


def printables_section(out: Path, up: str) -> str:
    """The standard set's PDFs (copied to ``out/printables`` once, for every language's
    page); ``up`` leads from the page to the site's root."""
    source = ROOT / "printables"
    if not (out / "printables").exists():
        shutil.copytree(source, out / "printables")
    parts = [f'<section aria-labelledby="printables"><h2 id="printables">{_(W.printables)}</h2>',
             "<p>" + html.escape(_(W.boards_rule_sheets_quick_reference)) + "</p>"]
    if current_language() != "en":
        parts.append("<p>" + html.escape(_(W.these_files_are_in_english)) + "</p>")
    for group, heading, words in PRINTABLE_GROUPS:
        stems = sorted({p.stem for p in (source / "a4" / group).glob("*.pdf")})
        if not stems:
            continue
        parts.append(f'<h3>{html.escape(_(heading))}</h3><p>{html.escape(_(words))}</p>'
                     f'<table class="printables"><thead><tr><th scope="col">{_(W.what)}</th>'
                     + "".join(f'<th scope="col">{html.escape(_(label))}</th>'
                               for _paper, label in PAPERS)
                     + "</tr></thead><tbody>")
        for stem in stems:
            what = describe_pdf(group, stem)
            cells = []
            for paper, label in PAPERS:
                pdf = source / paper / group / f"{stem}.pdf"
                if pdf.exists():
                    size = pdf.stat().st_size / 1000
                    cells.append(f'<td><a href="{up}printables/{paper}/{group}/{stem}.pdf" '
                                 f'hreflang="en" download>'
                                 + html.escape(_("{paper} PDF", paper=_(label)))
                                 + f'<span class="size"> ({size:.0f} KB)'
                                 f'</span><span class="visually-hidden">: '
                                 f'{html.escape(what)}</span></a></td>')
                else:
                    cells.append("<td>-</td>")
            parts.append(f'<tr><th scope="row">{html.escape(what)}</th>{"".join(cells)}</tr>')
        parts.append("</tbody></table>")
    parts.append("</section>")
    return "\n".join(parts)


def language_menu(up: str) -> str:
    """The site's languages, each in its own name; choosing one is remembered in this
    browser (``app/landing.js``) and every page then opens in it."""
    here = current_language()
    items = []
    # English first, then French and Spanish (then any other, alphabetically).
    first = ["en", "fr", "es"]
    for code in sorted(available_languages(),
                       key=lambda c: (first.index(c) if c in first else len(first), c)):
        name = html.escape(LANGUAGES[code].name)
        if code == here:
            items.append(f'<li><a href="{up}{language_folder(code)}index.html" lang="{code}" '
                         f'data-language="{code}" aria-current="true">{name}</a></li>')
        else:
            items.append(f'<li><a href="{up}{language_folder(code)}index.html" lang="{code}" '
                         f'hreflang="{code}" data-language="{code}">{name}</a></li>')
    return (f'<nav class="mt-languages" aria-label="{html.escape(_(W.language_of_the_site))}">'
            f'<span class="mt-languages-label">{html.escape(_(W.language_of_the_site))}</span>'
            f'<ul>{"".join(items)}</ul></nav>')


def landing_page(lessons: list[dict], out: Path, *, links: list[dict],
                 notebook_view: bool, head: str = "") -> str:
    """``links``: the other pages the parts of the site add (``{"href", "title", "words"}``),
    in the language in use, as the page is."""
    up = "" if current_language() == "en" else "../"
    english = "" if current_language() == "en" else ' lang="en"'
    cards = []
    for lesson in lessons:
        goals = "".join(f"<li{english}>{html.escape(g)}</li>" for g in lesson["goals"])
        stem = lesson["stem"]
        label = f"{lesson['number']}. {lesson['title']}"
        notebook = (f' <a href="{up}notebooks/index.html?path={stem}.ipynb" '
                    f'aria-describedby="l{lesson["number"]}">{_(W.open_it_as_a_notebook)}</a>'
                    if notebook_view else "")
        cards.append(
            f'<li class="lesson"><h3 id="l{lesson["number"]}"{english}>{html.escape(label)}'
            f'</h3><p class="band"{english}>{html.escape(lesson["grade"].capitalize())}'
            f' · {html.escape(lesson["time"])}</p>'
            f'<p>{_(W.what_the_class_does)}</p><ul>{goals}</ul>'
            f'<p class="open">'
            f'<a class="button" href="{lesson["href"]}" '
            f'aria-describedby="l{lesson["number"]}">{_(W.show_it_to_the_class)}</a>{notebook}'
            f'</p></li>')
    notebook_how = ("<li>" + _(W.strong_open_it_as_a) + "</li>"
        if notebook_view else "")
    more = ""
    if links:
        items = "".join("<li>" + _("{link}: {words}", link=(
            f'<a href="{html.escape(link["href"])}">{html.escape(link["title"])}</a>'),
            words=html.escape(link["words"])) + "</li>" for link in links)
        more = (f'<section aria-labelledby="more"><h2 id="more">{_(W.more_for_the_class)}</h2>'
                f"<ul>{items}</ul></section>")
    prose = ("" if current_language() == "en" else
             "<li>" + html.escape(_(W.the_lessons_own_words_are)) + "</li>")
    body = f"""<header>{language_menu(up)}<h1>{_(W.mancala_maths_the_classroom_site)}</h1>
<div id="mt-from-disk" class="mt-warning" hidden><p>{html.escape(from_disk())}</p></div>
<p class="lead">{html.escape(_(W.lessons_that_teach_counting_sums))}</p>
<p id="mt-offline-note" class="mt-offline-note" role="status"></p></header>
<main>
<section aria-labelledby="how"><h2 id="how">{_(W.how_to_use_it)}</h2>
<ul>
<li>{_(W.strong_show_it_to_the)}
</li>
{notebook_how}
<li>{_(W.teacher_notes_are_folded_at)}</li>
<li>{html.escape(_(W.after_your_first_visit_this))}</li>
{prose}
</ul></section>
<section aria-labelledby="lessons"><h2 id="lessons">{_(W.lessons)}</h2>
<ol class="lessons">{''.join(cards)}</ol></section>
{more}
{printables_section(out, up)}
</main>
<footer><p>{_(W.made_with_mancala_teach_free, address=LOCAL_ADDRESS)}</p></footer>
<script type="application/json" id="mt-language-key">{json_text(LANGUAGE_KEY)}</script>
<script>
if (location.protocol === 'file:') document.getElementById('mt-from-disk').hidden = false;
</script>"""
    return page(_("Mancala maths: the classroom site"), body, path="index.html",
                modules=["landing.js"], head=head)
