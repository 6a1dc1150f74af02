"""The classroom site, built and used as a teacher would, with the network cut off.

``./scripts/build-site`` (the README's third command) builds the site into a temporary
folder; Python's http.server serves it on 127.0.0.1; Debian's headless Chromium opens the
landing page, the classroom view (Voici) of every notebook and the notebook view (JupyterLite)
of one, with every request that leaves 127.0.0.1 blocked. Each page must show the board, change
it on a click, show no error or traceback, and ask for nothing outside the site. axe-core checks
the landing page and the classroom pages (WCAG 2.0/2.1 A and AA, and best practices) inside
our content: the lesson and our navigation, not Voici's own loading screen.

The first build on a fresh machine downloads about 60 MB (PyPI, npm) into ``.site-cache/`` and
takes 2-3 minutes; later builds reuse it. Without npm/node or chromium the tests are skipped,
unless ``MANCALA_TEACH_REQUIRE_ALL=1`` (set by ``.ci/run``), in which case they fail.
"""

from __future__ import annotations

import html.parser
import json
import os
import re
import shutil
from pathlib import Path

import pytest

from site_support import (BOARD, CHROMIUM, NOTEBOOKS, ROOT, board_state, build_site,
                          click_to_change, describe_violations, offline_context, run_axe,
                          serve, serve_withholding)

ARTIFACTS = ROOT / "test-artifacts"
ERROR_WORDS = re.compile(r"Traceback|\w+Error\b|Exception:|No kernel")
# Voici's page before the lesson has run: "Starting up kernel..." and a spinner. Not ours.
OUR_CONTENT = ["#rendered_cells", ".mt-nav"]


def _require_or_skip(reason: str) -> None:
    if os.environ.get("MANCALA_TEACH_REQUIRE_ALL") == "1":
        pytest.fail(f"{reason} (MANCALA_TEACH_REQUIRE_ALL=1 says every test must run)")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    for tool in ("npm", "node"):
        if not shutil.which(tool):
            _require_or_skip(f"building the site needs {tool} (apt-get install nodejs npm)")
    out = tmp_path_factory.mktemp("site") / "site"
    result = build_site(out)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def base_url(site):
    with serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def pw():
    if not Path(CHROMIUM).exists():
        _require_or_skip("Debian's chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _require_or_skip("the playwright package is not installed")
    with sync_playwright() as playwright:
        yield playwright


# --- the files ---------------------------------------------------------------------------------

class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


def links_of(path: Path) -> list[str]:
    parser = _Links()
    parser.feed(path.read_text())
    return parser.links


def test_landing_page_links_every_lesson_both_views_and_every_printable(site):
    links = links_of(site / "index.html")
    for nb in NOTEBOOKS:
        assert f"voici/render/{nb.stem}.html" in links
        assert f"notebooks/index.html?path={nb.name}" in links
        assert (site / "voici" / "render" / f"{nb.stem}.html").exists()
        assert (site / "files" / nb.name).exists() or (site / "api" / "contents").exists()
    pdfs = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "printables").rglob("*.pdf"))
    assert len(pdfs) >= 20
    linked = sorted(link for link in links if link.endswith(".pdf"))
    assert linked == pdfs
    for pdf in pdfs:
        assert (site / pdf).read_bytes() == (ROOT / pdf).read_bytes()
    for link in links:
        assert not link.startswith(("http:", "https:", "//")), link
        target = link.split("?")[0].split("#")[0]
        if target:
            assert (site / target).exists(), link


def test_landing_page_speaks_to_teachers(site):
    text = (site / "index.html").read_text()
    for words in ("Grades 1-3", "Show it to the class", "Open it as a notebook", "Printables",
                  "Meet the board", "Rule sheets", "Worksheets"):
        assert words in text, words
    for internal in ("voici", "Voici", "Pyodide", "kernel", "JupyterLite"):   # only in links
        assert internal not in re.sub(r'href="[^"]*"', "", text), internal


def test_one_pyodide_one_lock_listing_exactly_the_shipped_wheels(site):
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    shipped = sorted(p.name for p in pyodide.glob("*.whl"))
    assert sorted(p["file_name"] for p in lock["packages"].values()) == shipped
    names = set(lock["packages"])
    for p in lock["packages"].values():
        assert set(p["depends"]) <= names, p["name"]
    assert "mancala-teach" in names and "ipywidgets" in names
    assert not names & {"reportlab", "matplotlib", "jupyterlab-widgets"}
    # Both views read the same settings: one Pyodide, and no falling back to PyPI.
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert set(map(lambda n: re.sub(r"[-_.]+", "-", n).lower(),
                   kernel["loadPyodideOptions"]["packages"])) <= names
    assert [p.name for p in (site / "pypi").glob("mancala_teach-*.whl")]   # for %pip install


def test_pages_point_only_inside_the_site(site):
    for page in (site / "voici" / "render").glob("*.html"):
        text = page.read_text()
        assert '"pyodideUrl": "../../static/pyodide/pyodide.js"' in text
        for url in re.findall(r'(?:href|src)="(https?://[^"]+)"', text):
            pytest.fail(f"{page.name} loads {url} from outside the site")


# --- in the browser ----------------------------------------------------------------------------

def _no_errors(page, where: str) -> None:
    stderr = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
    assert stderr.count() == 0, f"{where}: {stderr.first.inner_text()[:500]}"
    shown = page.locator("#rendered_cells, #main").first.inner_text()
    found = ERROR_WORDS.search(shown)
    assert not found, f"{where} shows {found.group(0)!r}: " \
        f"{shown[max(0, found.start() - 200):found.end() + 200]}"


def _click_a_pit(page) -> None:
    """Tap a pit on the drawn board (finishing a move first if one is under way): the
    board's drawing changes, and so do the counts once the seeds are sown."""
    stepper = page.locator(".mancala-stepper").first
    pits = stepper.locator("g.pit[tabindex='0']")
    for _ in range(60):      # a move under way: finish it (young mode: seed by seed)
        if pits.count():
            break
        for key in ("finish", "next"):
            button = stepper.locator(f"button[data-key='{key}']")
            if button.count() and button.is_enabled():
                button.click()
                break
        page.wait_for_timeout(200)
    pits.first.wait_for()
    before = board_state(page)
    assert before and len(before["pits"]) >= 6, before     # notebook 6: 3 pits a side
    click = click_to_change(page, way="pit")
    assert click["ms"] is not None, f"clicking {click['clicked']} did not change the board"
    assert board_state(page) != before
    next_seed = stepper.locator("button[data-key='next']")
    if next_seed.is_enabled():          # a move under way: sow its first seed
        next_seed.click()
        page.wait_for_function(
            "([before]) => { const s = {}; document.querySelectorAll("
            "'.mancala-stepper svg.mancala-board g.pit').forEach(g => "
            "{ s[g.dataset.pit] = g.dataset.count; }); "
            "return JSON.stringify(s) !== JSON.stringify(before); }", arg=[before["pits"]])


def test_landing_page_in_the_browser(pw, base_url, tmp_path):
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base_url}/index.html")
        assert page.locator("li.lesson").count() == len(NOTEBOOKS)
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "site-landing.png"), full_page=True)
        page.get_by_role("link", name="Show it to the class").first.click()
        page.wait_for_url("**/voici/render/1-*.html")
    assert outside == []


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_classroom_view(pw, base_url, tmp_path, notebook):
    """Every notebook as a classroom page: board up, a click changes it, no error, axe clean."""
    url = f"{base_url}/voici/render/{notebook.stem}.html"
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.set_default_timeout(240_000)
        page.goto(url)
        page.locator(BOARD).first.wait_for(state="visible")
        page.wait_for_selector("#loading", state="detached")     # every cell has run
        # Each saved output (shown while Python started) gave way to its live output.
        assert page.locator(".mt-stored").count() == 0
        assert page.locator(".mancala-still").count() == 0
        _click_a_pit(page)
        _no_errors(page, notebook.stem)
        # The teacher notes are folded; opened, they do not say "Run > Run All Cells" (the
        # notebook view's words): this page runs by itself.
        notes = page.locator("details.mt-teacher-notes")
        assert notes.count() == 1 and not notes.get_attribute("open")
        notes.locator("summary").click()
        assert "Learning goals" not in notes.inner_text()
        shown = page.locator("#rendered_cells").inner_text()
        assert "Exercise answers are hidden" in shown and "Run All Cells" not in shown
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"site-classroom-{notebook.stem[0]}.png"))
        results = run_axe(page, OUR_CONTENT)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == [], outside


def _widget_outputs(notebook: Path) -> int:
    cells = json.loads(notebook.read_text())["cells"]
    return sum("application/vnd.jupyter.widget-view+json" in out.get("data", {})
               for c in cells for out in c.get("outputs", []))


@pytest.mark.parametrize("notebook", [NOTEBOOKS[0], NOTEBOOKS[2]], ids=lambda p: p.stem)
def test_classroom_page_is_read_before_python_starts(pw, site, tmp_path, notebook):
    """The lesson, its pictures and a still picture of every board are on the page at once,
    before Python has started in the browser (here it never does: Pyodide is withheld)."""
    stills = _widget_outputs(notebook)
    assert stills >= 1
    with serve_withholding(site, {"pyodide.asm.wasm"}) as base, \
            offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base}/voici/render/{notebook.stem}.html")
        pictures = page.locator("#rendered_cells .mt-stored .mancala-still svg.mancala-board")
        pictures.first.wait_for(state="visible", timeout=30_000)
        widgets = page.locator("#rendered_cells .mt-stored .mancala-still")
        assert widgets.count() == stills         # one still per widget (a puzzle: its boards)
        for k in range(stills):
            assert widgets.nth(k).locator("svg.mancala-board").count() >= 1
        # Pictures only: nothing on them can be tapped or focused until the live board comes.
        assert page.locator(".mancala-still [tabindex], .mancala-still [role=button]"
                            ).count() == 0
        assert page.locator("#rendered_cells h1").first.is_visible()
        assert "Getting the boards ready to tap" in page.locator("#loading").inner_text()
        assert page.locator(".mancala-stepper").count() == 0      # not started: no live board
        ARTIFACTS.mkdir(exist_ok=True)
        pictures.first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"site-before-python-{notebook.stem[0]}.png"))
        results = run_axe(page, OUR_CONTENT)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == [], outside


def test_notebook_view_runs_a_notebook(pw, base_url, tmp_path):
    """JupyterLite's Notebook: Run All Cells, then the stepper works, with the same Pyodide."""
    notebook = NOTEBOOKS[0]
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.set_default_timeout(240_000)
        page.goto(f"{base_url}/notebooks/index.html?path={notebook.name}")
        page.locator(".jp-Notebook .jp-Cell").first.wait_for(state="visible")
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                               state="attached")
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        # The notebook draws only the cells in view: wait for the board, then scroll to it.
        page.locator(BOARD).first.wait_for(state="attached")
        page.locator(".mancala-stepper").first.evaluate("e => e.scrollIntoView()")
        page.locator(BOARD).first.wait_for(state="visible")
        _click_a_pit(page)
        stderr = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
        assert stderr.count() == 0, stderr.first.inner_text()[:500]
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "site-notebook-view.png"))
    assert outside == [], outside
