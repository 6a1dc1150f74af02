"""The landing page (``index.html``): the lessons in a teacher's words, the site's other
pages, and every PDF of ``printables/`` for A4 and US Letter."""

from __future__ import annotations

import html
import shutil
import sys
from pathlib import Path

from common import ROOT
from pages import FROM_DISK, page

PRINTABLE_GROUPS = [
    ("boards", "Boards to print", "Print at 100% (\"actual size\"). The full-size board comes "
     "on several sheets that you glue together."),
    ("rules", "Rule sheets", "One sheet per game, with pictures of real moves."),
    ("cards", "Quick-reference cards", "Each game's rules in short, with one drawn move: two "
     "cards to a page, to cut in half."),
    ("worksheets", "Worksheets", "One sample worksheet per level, each with its answer key, "
     "at three depths with the same puzzles (support, core, stretch); and every answer of a "
     "class set of 30 on one page. Make a whole class set on the Make printables page."),
    ("lessons", "For running the lessons", "A lesson card per notebook (with beans first, "
     "then the notebook), half-page exit tickets (two to a page, to cut apart) and their "
     "answers, a rubric per notebook for its reasoning goal with a class record, a page "
     "about where these games come from, and the sheets the cards ask for: strips of 13 "
     "places, a class dot plot and a picture glossary."),
    ("classroom", "For the classroom", "Game records, Lane's score sheet, who plays where in "
     "fours and in pairs, blank boards, a puzzle to make for a partner, a certificate, "
     "vocabulary cards, a letter home, and a class tournament."),
]
PAPERS = [("a4", "A4"), ("letter", "US Letter")]


def describe_pdf(group: str, stem: str) -> str:
    if group in ("rules", "cards"):
        sys.path.insert(0, str(ROOT))
        from mancala_teach.variants import find_variant
        return find_variant(stem).title
    if group == "worksheets":
        level, _, rest = stem.partition("-")
        if rest.endswith("answer-grid"):
            return f"{level.capitalize()}: a class set's answers on one page"
        tier = next((t for t in ("support", "stretch") if t in rest.split("-")), "")
        return (f"{level.capitalize()} worksheet" + (f", {tier} version" if tier else "")
                + (": answer key" if "key" in rest else ""))
    words = {
        "egg-carton-labels": "Labels for an egg-carton board",
        "full-size-6-pits-stores": "Full-size board, 6 pits a side, with stores",
        "full-size-6-pits-no-stores": "Full-size board, 6 pits a side, no stores",
        "one-sheet-boards-5-to-10-pits": "Boards on one sheet, 5 to 10 pits a side",
        "full-size-four-sided-6-pits": "Full-size four-sided board (four players), 6 pits a row",
        "paper-seeds": "Paper seeds to cut out",
        "lesson-cards": "Lesson cards, one page per notebook",
        "exit-tickets": "Exit tickets, one page per notebook",
        "exit-tickets-key": "Exit tickets: answers",
        "rubrics": "Rubrics for the reasoning goals, one page per notebook",
        "where-these-games-come-from": "Where these games come from",
        "cycle-strips": "Strips of the 13 places a seed can land, to make into a ring",
        "class-dot-plot": "The class's dot plot of game lengths, 0 to 300 moves",
        "picture-glossary": "Picture glossary and sentence frames",
        "game-record-kalah": "Game record (move log): Kalah",
        "game-record-oware": "Game record (move log): Oware",
        "game-record-four-sided": "Game record (move log): four players",
        "lane-score-sheet": "Lane's game: score sheet to 60",
        "rotation-fours-28": "Who plays where: 28 children on 7 four-sided boards",
        "rotation-pairs-28": "Who plays whom: 28 children in pairs",
        "blank-board-kalah": "Blank boards to write counts in",
        "blank-board-four-sided": "A blank four-sided board",
        "make-a-puzzle": "Make a puzzle for your partner",
        "certificate": "Certificate: I can sow and count",
        "vocabulary-cards": "Vocabulary cards to cut out",
        "letter-home": "A letter home: mancala with an egg box",
        "tournament-12-players": "A class tournament for 12: draw, score sheets, results",
    }
    if stem.endswith("-low-ink"):
        return describe_pdf(group, stem[:-len("-low-ink")]) + ": low ink (outlines only)"
    return words.get(stem, stem.replace("-", " ").capitalize())


def printables_section(out: Path) -> str:
    source = ROOT / "printables"
    shutil.copytree(source, out / "printables", dirs_exist_ok=True)
    parts = ['<section aria-labelledby="printables"><h2 id="printables">Printables</h2>',
             "<p>Boards, rule sheets, quick-reference cards, worksheets and lesson pages as PDF "
             "files, for "
             "A4 or US Letter paper. Every board page has two black bars, one across and one "
             "up the side, that each measure 10 cm (A4) or 4 inches (Letter) when printed at "
             "the right size.</p>"]
    for group, heading, words in PRINTABLE_GROUPS:
        stems = sorted({p.stem for p in (source / "a4" / group).glob("*.pdf")})
        if not stems:
            continue
        parts.append(f'<h3>{html.escape(heading)}</h3><p>{html.escape(words)}</p>'
                     '<table class="printables"><thead><tr><th scope="col">What</th>'
                     + "".join(f'<th scope="col">{label}</th>' for _, label in PAPERS)
                     + "</tr></thead><tbody>")
        for stem in stems:
            what = describe_pdf(group, stem)
            cells = []
            for paper, label in PAPERS:
                pdf = source / paper / group / f"{stem}.pdf"
                if pdf.exists():
                    size = pdf.stat().st_size / 1000
                    cells.append(f'<td><a href="printables/{paper}/{group}/{stem}.pdf" '
                                 f'download>{label} PDF<span class="size"> ({size:.0f} KB)'
                                 f'</span><span class="visually-hidden">: '
                                 f'{html.escape(what)}</span></a></td>')
                else:
                    cells.append("<td>-</td>")
            parts.append(f'<tr><th scope="row">{html.escape(what)}</th>{"".join(cells)}</tr>')
        parts.append("</tbody></table>")
    parts.append("</section>")
    return "\n".join(parts)


def landing_page(lessons: list[dict], out: Path, *, links: list[dict],
                 notebook_view: bool, head: str = "") -> str:
    """``links``: the other pages the parts of the site add (``{"href", "title", "words"}``)."""
    cards = []
    for lesson in lessons:
        goals = "".join(f"<li>{html.escape(g)}</li>" for g in lesson["goals"])
        stem = lesson["stem"]
        label = f"{lesson['number']}. {lesson['title']}"
        notebook = (f' <a href="notebooks/index.html?path={stem}.ipynb" '
                    f'aria-describedby="l{lesson["number"]}">Open it as a notebook</a>'
                    if notebook_view else "")
        cards.append(
            f'<li class="lesson"><h3 id="l{lesson["number"]}">{html.escape(label)}</h3>'
            f'<p class="band">{html.escape(lesson["grade"].capitalize())}'
            f' · {html.escape(lesson["time"])}</p>'
            f'<p>What the class does:</p><ul>{goals}</ul>'
            f'<p class="open">'
            f'<a class="button" href="{lesson["href"]}" '
            f'aria-describedby="l{lesson["number"]}">Show it to the class</a>{notebook}'
            f'</p></li>')
    notebook_how = ("<li><strong>Open it as a notebook</strong> shows the same lesson with its "
                    "Python code, for you or older students to read and change. Choose "
                    "<strong>Run ▸ Run All Cells</strong> first. Your changes stay in this "
                    "browser only.</li>" if notebook_view else "")
    more = ""
    if links:
        items = "".join(f'<li><a href="{html.escape(link["href"])}">'
                        f'{html.escape(link["title"])}</a>: {html.escape(link["words"])}</li>'
                        for link in links)
        more = (f'<section aria-labelledby="more"><h2 id="more">More for the class</h2>'
                f"<ul>{items}</ul></section>")
    body = f"""<header><h1>Mancala maths: the classroom site</h1>
<div id="mt-from-disk" class="mt-warning" hidden><p>{html.escape(FROM_DISK)}</p></div>
<p class="lead">Lessons that teach counting, sums, remainders and fair rules with mancala, a
family of board games played across Africa, Asia and the Americas. Everything runs in this web
browser: nothing to install, and nothing leaves this computer.</p>
<p id="mt-offline-note" class="mt-offline-note" role="status"></p></header>
<main>
<section aria-labelledby="how"><h2 id="how">How to use it</h2>
<ul>
<li><strong>Show it to the class</strong> opens the lesson as a page for the projector: big
boards and buttons, no computer code. The lesson and still pictures of its boards show at
once; the bar at the foot says "Getting the boards ready" for a few seconds the first time.
Then click a pit or the buttons under a board to play seed by seed.</li>
{notebook_how}
<li>Teacher notes are folded at the top of each lesson: click <strong>Teacher notes</strong>
to open them. Exercise answers stay hidden until you click <strong>Show the answer</strong>.</li>
<li>After your first visit, this browser keeps the whole site: the lessons, the printables
and every page open without the internet (the page says when it is ready).</li>
</ul></section>
<section aria-labelledby="lessons"><h2 id="lessons">Lessons</h2>
<ol class="lessons">{''.join(cards)}</ol></section>
{more}
{printables_section(out)}
</main>
<footer><p>Made with mancala-teach, free to copy and share. No web host at school? Copy this
whole folder to a laptop or USB stick, open a terminal in it, run
<code>python3 serve.py</code> and open the address it shows, http://localhost:8000 (a file
opened straight from the disk cannot run the lessons).</p></footer>
<script>
if (location.protocol === 'file:') document.getElementById('mt-from-disk').hidden = false;
</script>"""
    return page("Mancala maths: the classroom site", body, modules=["landing.js"], head=head)
