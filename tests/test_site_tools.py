"""The classroom site's Make printables and Practice pages, used as a teacher and a student
would, in Chromium with every request outside 127.0.0.1 blocked (as tests/test_site.py does).

- Make: class sets of 30 at two levels, a board and a card made in the page are byte for byte
  the files ``mancala-teach`` writes for the same choices (the JSON too); bad choices get one
  sentence and nothing to download; a link can carry the choices.
- Practice: ten puzzles answered right and wrong, by mouse and by keyboard; a wrong answer
  replays the right sowing (each step's words are the engine's, checked against the same
  sitting in Python); the tally counts right and stays in the browser after a reload.
- axe-core on both pages; screenshots at 1280x720, at 200 % zoom and on a 360 px phone, with
  nothing scrolling sideways (test-artifacts/site-make-*.png, site-practice-*.png).

The site is built once (``./scripts/build-site``); see tests/test_site.py for what that needs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from site_support import (CHROMIUM, ROOT, build_site, describe_violations, offline_context,
                          run_axe, serve, serve_withholding)

ARTIFACTS = ROOT / "test-artifacts"
sys.path.insert(0, str(ROOT / "scripts" / "site"))
SIZES = [("1280", (1280, 720), 1), ("200pct", (640, 360), 2), ("phone", (360, 740), 2)]
TRACEBACK = re.compile(r"Traceback|\w+Error\b|Exception:")


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


def _no_sideways_scroll(page) -> None:
    wide = page.evaluate("() => document.documentElement.scrollWidth - innerWidth")
    assert wide <= 1, f"the page scrolls sideways by {wide} px"


# --- the files ---------------------------------------------------------------------------------

def test_only_the_make_page_loads_reportlab(site):
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())["packages"]
    import tools
    pinned = tools.REPORTLAB.split("==")[1]
    assert lock["reportlab"]["version"] == pinned
    assert lock["reportlab"]["depends"] == ["charset-normalizer"]
    assert lock["mancala-site-pil"]["imports"] == ["PIL"] and "pillow" not in lock

    def closure(names: list[str]) -> set[str]:
        found: set[str] = set()
        while names:
            name = names.pop()
            if name not in found:
                found.add(name)
                names += lock[name]["depends"]
        return found
    from runtime import LESSON_PACKAGES
    assert not closure(list(LESSON_PACKAGES)) & {"reportlab", "charset-normalizer",
                                                  "mancala-site-pil"}
    assert {"reportlab", "mancala-site-pil"} <= closure(list(tools.MAKE_PACKAGES))
    assert "reportlab" not in closure(list(tools.PRACTICE_PACKAGES))


def test_the_package_comes_in_parts_each_page_loads_what_it_uses(site, tmp_path):
    """Issue 21: a lesson downloads the core only; the makers of PDFs (and the command line)
    and each language's catalogue are parts of their own, and together they are the whole
    wheel, every file once."""
    import zipfile
    import runtime
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())["packages"]
    parts = [runtime.PRINTABLES_PART, *map(runtime.language_part, ("fr", "es"))]
    for part in parts:
        assert lock[part]["depends"] == ["mancala-teach"], part
    assert not set(lock["mancala-teach"]["depends"]) & set(parts)
    import tools
    assert runtime.PRINTABLES_PART in tools.MAKE_PACKAGES
    assert runtime.PRINTABLES_PART not in tools.PRACTICE_PACKAGES + runtime.LESSON_PACKAGES

    def files(name: str) -> set[str]:
        with zipfile.ZipFile(site / "static/pyodide" / lock[name]["file_name"]) as zf:
            return {n.removesuffix("c") for n in zf.namelist()
                    if not n.split("/")[0].endswith(".dist-info")}
    core = files("mancala-teach")
    assert "mancala_teach/engine.py" in core and "mancala_teach/widgets/stepper.py" in core
    assert not any(n.startswith(("mancala_teach/printables/", "mancala_teach/locale/"))
                   for n in core)
    found = [core, *map(files, parts)]
    assert sum(map(len, found)) == len(set().union(*found))           # every file once
    wheel = runtime_wheel_files(tmp_path)
    assert set().union(*found) == wheel


def runtime_wheel_files(folder: Path) -> set[str]:
    """The files of the project's own wheel (built here as the site build builds it), the
    modules named as .py."""
    import subprocess
    import zipfile
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(folder), str(ROOT)], check=True)
    with zipfile.ZipFile(next(folder.glob("mancala_teach-*.whl"))) as zf:
        return {n for n in zf.namelist() if not n.split("/")[0].endswith((".dist-info",
                                                                             ".data"))
                and not n.endswith("/")}


def test_the_command_line_has_the_pinned_reportlab():
    """Same bytes need the same reportlab: the site pins the one the command line uses."""
    import reportlab
    import tools
    assert reportlab.Version == tools.REPORTLAB.split("==")[1], (
        f"the command line has reportlab {reportlab.Version}, the site {tools.REPORTLAB}: "
        f"change REPORTLAB in scripts/site/tools.py to match")


def test_the_landing_page_and_the_lessons_link_both_pages(site):
    landing = (site / "index.html").read_text()
    assert 'href="make/index.html"' in landing and 'href="practice/index.html"' in landing
    for number, page in enumerate(sorted((site / "lessons").glob("*.html")), 1):
        text = page.read_text()
        assert f'href="../make/index.html?what=lessons&amp;notebook={number}"' in text
        assert f'href="../practice/index.html?plan=lesson-{number}"' in text
    lesson = (site / "lessons" / "5-mancala-around-the-world.html").read_text()
    # (No paper in the addresses: the commands' paper is the language's usual one.)
    for href, words in (("what=boards&amp;sides=4", "Full-size board, four-sided, 6 pits a row"),
                        ("what=rules&amp;variant=four-sided", "Rule sheet: Four-sided mancala"),
                        ("what=worksheets&amp;level=fours", "Fours worksheets for your class")):
        assert f'<a href="../make/index.html?{href}">{words}' in lesson, words
    french = (site / "fr" / "lessons" / "5-mancala-around-the-world.html").read_text()
    assert '<a href="../make/index.html?what=worksheets&amp;level=fours">Fiches' in french


def test_a_command_becomes_the_make_pages_address():
    from tools import make_link
    assert make_link("mancala-teach worksheets --id starter-1-1") == \
        "make/index.html?what=worksheets&id=starter-1-1"
    assert make_link("mancala-teach rules wari -o grand_slam=forbidden --large-print") == \
        "make/index.html?what=rules&variant=wari&o=grand_slam%3Dforbidden&large_print=yes"
    assert make_link("mancala-teach boards --kind egg-carton") == \
        "make/index.html?what=boards&kind=egg-carton"
    assert make_link("mancala-teach worksheets --sheets 900") is None   # not a command


# --- the Make page -----------------------------------------------------------------------------

def _cli_files(tmp_path: Path, argv: list[str]) -> dict[str, bytes]:
    from mancala_teach.cli import main
    folder = tmp_path / "cli"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    assert main([*argv, "--output", str(folder)]) == 0
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def _make_in_page(page, what: str, fill: dict[str, object]) -> dict[str, bytes]:
    """Choose ``what``, fill the form as a teacher would, press the button, download every
    file offered; ``{file name: bytes}``."""
    page.locator(f"input[name='what'][value='{what}']").check()
    fieldset = page.locator(f"fieldset.printable[data-what='{what}']")
    for name, value in fill.items():
        control = fieldset.locator(f"[name='{name}']")
        if isinstance(value, bool):
            control.set_checked(value)
        elif control.evaluate("e => e.tagName") == "SELECT":
            control.select_option(str(value))
        else:
            control.fill(str(value))
    fieldset.locator("button.make-button").click()
    page.wait_for_selector("#results:not([hidden]), #problem:not([hidden])",
                           timeout=120_000)
    assert page.locator("#problem").is_hidden(), page.locator("#problem").inner_text()
    files = {}
    links = page.locator("#files a")
    for k in range(links.count()):
        with page.expect_download() as download:
            links.nth(k).click()
        files[download.value.suggested_filename] = Path(download.value.path()).read_bytes()
    return files


def test_the_page_makes_the_clis_bytes(pw, base_url, tmp_path):
    cases = [
        ("worksheets", {"level": "explorer", "sheets": 30, "seed": 7},
         ["worksheets", "--level", "explorer", "--sheets", "30", "--seed", "7"]),
        ("worksheets", {"level": "starter", "sheets": 30, "seed": 2024, "paper": "letter",
                        "dots": True},
         ["worksheets", "--level", "starter", "--sheets", "30", "--seed", "2024",
          "--paper", "letter", "--dots"]),
        ("boards", {"kind": "full", "sides": "4", "paper": "letter"},
         ["boards", "--sides", "4", "--paper", "letter"]),
        ("cards", {"variant": "oware", "large_print": True},
         ["cards", "oware", "--large-print"]),
    ]
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base_url}/make/index.html")
        page.wait_for_selector("body[data-state=ready]", timeout=120_000)
        for what, fill, argv in cases:
            made = _make_in_page(page, what, fill)
            expected = _cli_files(tmp_path, argv)
            assert sorted(made) == sorted(expected), (what, fill)
            for name in expected:
                if name.endswith(".json"):
                    assert json.loads(made[name]) == json.loads(expected[name])
                assert made[name] == expected[name], f"{name} differs from the CLI's"
            if what == "worksheets":
                words = page.locator("#results").inner_text()
                assert f"Class-set number {fill['seed']}" in words
                assert "marking by computer" in words and "answer keys" in words
        assert "seed=2024" not in page.url and "what=cards" in page.url
    assert outside == []


@pytest.mark.parametrize("address, fill, sentence", [
    ("make/index.html", {"sheets": "41"},
     "The number of students (sheets) must be a whole number from 1 to 40, not 41."),
    ("make/index.html", {"sheets": "thirty"}, "'thirty' is not a whole number."),
    ("make/index.html?what=worksheets&level=7", None,
     "There is no difficulty '7'; choose one of: starter, explorer, expert, fours."),
    ("make/index.html?what=boards&sides=4&pits=8", None,
     "Four-sided boards have 3 to 6 pits a row, not 8."),
])
def test_a_bad_choice_is_one_sentence_and_nothing_to_download(pw, base_url, tmp_path, address,
                                                              fill, sentence):
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base_url}/{address}")
        page.wait_for_selector("body[data-state=ready]", timeout=120_000)
        if fill is not None:
            for name, value in fill.items():
                page.locator(f"fieldset.printable[data-what='worksheets'] [name='{name}']"
                             ).fill(value)
            page.get_by_role("button", name="Make the worksheets").click()
        problem = page.locator("#problem")
        problem.wait_for(state="visible", timeout=60_000)
        said = problem.locator(".sentence").inner_text().strip()
        assert sentence in said and "\n" not in said and not TRACEBACK.search(said)
        assert page.locator("#results").is_hidden() and page.locator("#files a").count() == 0
        assert page.locator("#try-again").is_hidden()      # a choice to change, not a retry
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == []


def test_python_that_cannot_start_is_a_sentence_not_a_traceback(pw, site, tmp_path):
    with serve_withholding(site, {"reportlab-5.1.0-py3-none-any.whl"}) as base, \
            offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base}/make/index.html")
        page.get_by_role("button", name="Make the worksheets").click()
        problem = page.locator("#problem")
        problem.wait_for(state="visible", timeout=120_000)
        said = problem.inner_text()
        assert "would not load" in said and not TRACEBACK.search(said), said
        assert page.locator("#files a").count() == 0
    assert outside == []


@pytest.mark.parametrize("label, size, scale", SIZES)
def test_the_make_page_at_every_size(pw, base_url, tmp_path, label, size, scale):
    with offline_context(pw, tmp_path / "profile", width=size[0], height=size[1],
                         scale=scale) as (_, page, outside):
        page.goto(f"{base_url}/make/index.html?what=worksheets&level=explorer&sheets=3")
        page.wait_for_selector("body[data-state=ready]", timeout=120_000)
        _no_sideways_scroll(page)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"site-make-{label}.png"))
        page.get_by_role("button", name="Make the worksheets").click()
        page.wait_for_selector("#results:not([hidden])", timeout=120_000)
        assert page.evaluate("document.activeElement.id") == "results-title"
        page.locator("#results").scroll_into_view_if_needed()
        _no_sideways_scroll(page)
        page.screenshot(path=str(ARTIFACTS / f"site-make-{label}-files.png"))
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == []


# --- the Practice page -------------------------------------------------------------------------

def _idle(page) -> None:
    page.wait_for_selector("body[data-busy=no]", timeout=60_000)


def _tab_to(page, selector: str, limit: int = 80) -> None:
    """Press Tab until ``selector`` has the focus, as a keyboard user would."""
    for _ in range(limit):
        if page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)",
                         selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def _steps(puzzle, right: bool) -> list[tuple[str, str]]:
    """The taps and presses that answer ``puzzle`` rightly or wrongly."""
    from mancala_teach.naming import LETTERS
    a, kind = puzzle.answer, puzzle.kind
    if kind in ("last_seed", "lap", "oware_lap", "four_last_seed"):
        place = a["place"] if right else ("pit A" if a["place"] != "pit A" else "pit B")
        return [("store", place.split("'")[0])] if "store" in place else \
            [("pit", place.split()[1])]
    if kind in ("extra_turn", "reverse"):
        return [("pit", a["move"] if right else next(p for p in "ABCDEF" if p != a["move"]))]
    if kind in ("best_capture", "oware_chain"):
        return [("pit", a["move"]), ("type", str(a["seeds"] + (0 if right else 1))),
                ("key", "check")]
    if kind in ("missing_seeds", "estimate", "what_went_wrong"):
        field = {"missing_seeds": "missing", "estimate": "south", "what_went_wrong": "step"}
        return [("type", str(a[field[kind]] + (0 if right else 1))), ("key", "check")]
    if kind == "extra_turn_pattern":
        counts = a["counts"] if right else a["counts"][:-1]
        return [s for c in counts for s in (("type", str(c)), ("key", "add"))] + \
            [("key", "check")]
    if kind == "tchoukaillon":
        return [("pit", m) for m in (a["moves"] if right else ["A"] * len(a["moves"]))]
    if kind == "sow_and_count":
        before, after = puzzle.boards[0], puzzle.extra["answer_board"]
        steps = [("key", "copy")]
        changed = [i for i, (x, y) in enumerate(zip(before.pits, after.pits)) if x != y]
        for n, i in enumerate(changed):
            steps += [("pit", LETTERS[i]), ("type", str(after.pits[i] + (1 if not right and
                                                                         n == 0 else 0))),
                      ("key", "fill")]
        for player, x, y in zip(("South", "North"), before.stores, after.stores):
            if x != y:
                steps += [("store", player), ("type", str(y)), ("key", "fill")]
        return steps + [("key", "check")]
    raise AssertionError(f"no way to answer {kind}")


def _do(page, step: tuple[str, str], keyboard: bool) -> None:
    kind, value = step
    root = ".mancala-practice"
    target = {"pit": f"{root} g.pit[data-pit='{value}'][tabindex='0']",
              "store": f"{root} g.store[data-player='{value}'][tabindex='0']",
              "key": f"{root} button[data-key='{value}']",
              "type": f"{root} input[data-key='answer-number']"}[kind]
    if keyboard:
        _tab_to(page, target)
        if kind == "type":
            page.keyboard.press("Control+A")
            page.keyboard.type(value)
            return                      # the change is sent when the focus moves on
        page.keyboard.press("Enter")
    elif kind == "type":                # click into the box and type, as a child would
        page.locator(target).click()
        page.keyboard.press("Control+A")
        page.keyboard.type(value)
        return                          # sent when the next click takes the focus
    else:
        page.locator(target).click()
    _idle(page)


def _mirror(session, step: tuple[str, str]) -> None:
    kind, value = step
    session.handle({"pit": value} if kind == "pit" else {"store": value} if kind == "store"
                   else {"key": "answer-number", "value": value} if kind == "type"
                   else {"key": value})


def test_ten_puzzles_by_mouse_and_keyboard_with_the_right_sowing_replayed(pw, base_url,
                                                                         tmp_path):
    from mancala_teach.widgets.practice_session import PracticeSession
    seed = 4242
    mirror = PracticeSession("explorer", seed=seed)     # the same sitting, in Python here
    pattern = [True, False, True, True, False, True, False, False, True, True]
    replays = 0
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base_url}/practice/index.html?plan=explorer&seed={seed}")
        page.wait_for_selector("body[data-state=puzzle]", timeout=120_000)
        root = page.locator(".mancala-practice")
        for number, right in enumerate(pattern, 1):
            keyboard = number % 2 == 0
            assert root.locator(".mt-sheet").inner_text().endswith(f"puzzle {number}")
            assert root.locator(".mt-question").inner_text() == mirror.puzzle.question
            for step in _steps(mirror.puzzle, right):
                _do(page, step, keyboard)
                _mirror(mirror, step)
            assert mirror.verdict is right
            message = root.locator(".mt-message").inner_text()
            assert message == mirror.view()["message"], (mirror.kind, message)
            assert message.startswith("Right!" if right else "Not quite")
            if not right and mirror.replay is not None:
                replays += 1
                # The right sowing plays by itself; pause it and step through every seed.
                assert root.locator("button[data-key='play']").inner_text() == "Pause"
                _do(page, ("key", "play"), keyboard)
                while root.locator("button[data-key='back']").is_enabled():
                    _do(page, ("key", "back"), keyboard)
                for k in range(len(mirror.replay)):
                    assert root.locator(".mt-step").inner_text().startswith(f"Step {k} of")
                    assert root.locator(".mt-narration").inner_text() == mirror.replay[k][1]
                    if k < len(mirror.replay) - 1:
                        _do(page, ("key", "next"), keyboard)
                assert root.locator("figcaption").first.inner_text() == \
                    "The move, seed by seed"
            elif not right:
                assert root.locator(".mt-total").inner_text() == \
                    " ".join(mirror.puzzle.explanation)
            score = mirror.tally.words()
            assert root.locator(".mt-score").inner_text() == score
            stored = json.loads(page.evaluate("localStorage.getItem('mancala-teach practice')"))
            assert stored["tally"] == mirror.tally.as_data()
            if number == 3:
                page.screenshot(path=str(ARTIFACTS / "site-practice-right.png"))
            _do(page, ("key", "next-puzzle"), keyboard)
            _mirror(mirror, ("key", "next-puzzle"))
        assert replays >= 2
        assert mirror.tally.as_data() == {"right": 6, "tried": 10, "streak": 2}
        text = page.locator("body").inner_text()
        assert not TRACEBACK.search(text)
        page.reload()                   # the count stays on this device
        page.wait_for_selector("body[data-state=puzzle]", timeout=120_000)
        assert page.locator(".mancala-practice .mt-score").inner_text() == \
            "Right first time: 6 of 10 \u00b7 Right in a row: 2"
    assert outside == []


@pytest.mark.parametrize("label, size, scale", SIZES)
def test_the_practice_page_at_every_size(pw, base_url, tmp_path, label, size, scale):
    with offline_context(pw, tmp_path / "profile", width=size[0], height=size[1],
                         scale=scale) as (_, page, outside):
        page.goto(f"{base_url}/practice/index.html")
        assert page.get_by_text("nothing is sent anywhere").is_visible()
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
        _no_sideways_scroll(page)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"site-practice-{label}-choose.png"))
        page.get_by_role("button", name=re.compile("^Lesson 2")).click()
        page.wait_for_selector("body[data-state=puzzle]", timeout=120_000)
        _idle(page)
        _no_sideways_scroll(page)
        # (found afresh in the page: the first puzzle's board may be drawn again meanwhile)
        page.evaluate("document.querySelector('.mancala-practice svg.mancala-board')"
                      ".scrollIntoView({block: 'nearest'})")
        page.screenshot(path=str(ARTIFACTS / f"site-practice-{label}-puzzle.png"))
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
        page.get_by_role("button", name="Hint").click()
        _idle(page)
        assert page.locator(".mancala-practice .mt-message").inner_text().startswith("Hint: ")
        _no_sideways_scroll(page)
        page.screenshot(path=str(ARTIFACTS / f"site-practice-{label}-hint.png"))
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == []


def test_practice_in_the_replay_is_axe_clean_and_fits_a_phone(pw, base_url, tmp_path):
    from mancala_teach.widgets.practice_session import PracticeSession
    seed = 77
    mirror = PracticeSession("lesson-3", seed=seed)
    while mirror.kind != "extra_turn":
        mirror.handle({"key": "next-puzzle"})
    skips = mirror.number - 1
    with offline_context(pw, tmp_path / "profile", width=360, height=740,
                         scale=2) as (_, page, outside):
        page.goto(f"{base_url}/practice/index.html?plan=lesson-3&seed={seed}")
        page.wait_for_selector("body[data-state=puzzle]", timeout=120_000)
        for _ in range(skips):
            _do(page, ("key", "next-puzzle"), False)
        for step in _steps(mirror.puzzle, False):
            _do(page, step, False)
        _do(page, ("key", "play"), False)          # pause, to look at it
        _no_sideways_scroll(page)
        page.locator(".mancala-practice svg.mancala-board").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "site-practice-phone-replay.png"))
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])
    assert outside == []


# --- the site's language (issue 25) ---------------------------------------------------------------

def test_french_chosen_on_the_landing_page_carries_to_lessons_practice_and_make(
        pw, base_url, tmp_path):
    """A teacher chooses Français on the landing page: the choice stays in this browser, an
    English address (a bookmark, a worksheet's link) opens the French page, a lesson's boards
    and the practice puzzles speak French, and the Make page makes French PDFs byte for byte
    as ``mancala-teach --language fr`` does; its language choice makes Spanish too."""
    from mancala_teach.i18n import use_language
    from mancala_teach.widgets.practice_session import PracticeSession
    sys.path.insert(0, str(ROOT / "scripts" / "site"))
    import words
    french = words.words("fr")
    lesson = sorted((ROOT / "notebooks").glob("*.ipynb"))[0].stem
    with offline_context(pw, tmp_path / "profile") as (_, page, outside):
        page.goto(f"{base_url}/index.html")
        page.locator(".mt-languages a[data-language='fr']").click()
        page.wait_for_url("**/fr/index.html")
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.evaluate("localStorage.getItem('mancala-language')") == "fr"
        assert "Les maths du mancala" in page.locator("h1").inner_text()
        assert page.locator("li.lesson a.button").first.inner_text() == \
            "La montrer à la classe"
        results = run_axe(page)
        assert results["violations"] == [], describe_violations(results["violations"])

        # A lesson, from its English address: French around the English lesson, French
        # boards.
        page.goto(f"{base_url}/lessons/{lesson}.html")
        page.wait_for_url(f"**/fr/lessons/{lesson}.html")
        page.wait_for_function("document.querySelector('#mt-status').classList"
                               ".contains('mt-done')", timeout=240_000)
        said = page.locator("#mt-status").inner_text().strip()   # ready, then saving offline
        assert said in (french["boards-ready"], french["offline-ready"]) or said.startswith(
            french["offline-saving"].split("{")[0]), said
        assert page.locator("#lesson").get_attribute("lang") == "en"   # the notebook's prose
        widget = page.locator(".mt-live-widget [lang]").first
        assert widget.get_attribute("lang") == "fr"
        with use_language("fr"):
            from mancala_teach.i18n import pgettext
            next_seed = pgettext("button", "Next seed")
        assert next_seed != "Next seed"
        buttons = page.locator(".mt-live-widget button").all_inner_texts()
        assert not any("Next seed" in b or "Take back" in b for b in buttons), buttons

        # Practice: the same puzzle Python makes in French for the same seed.
        page.goto(f"{base_url}/practice/index.html?plan=explorer&seed=7")
        page.wait_for_url("**/fr/practice/index.html?plan=explorer&seed=7")
        page.wait_for_selector("body[data-state=puzzle]", timeout=240_000)
        view = PracticeSession("explorer", seed=7, language="fr").view()
        root = page.locator(".mancala-practice")
        assert root.get_attribute("lang") == "fr"
        assert root.locator(".mt-sheet").inner_text().strip() == view["sheet"]
        assert "Practice" not in page.locator("h1").inner_text()

        # Make: the form and the files in French, then in Spanish by the form's choice.
        page.goto(f"{base_url}/make/index.html")
        page.wait_for_url("**/fr/make/index.html")
        page.wait_for_selector("body[data-state=ready]", timeout=240_000)
        assert page.locator("#mt-status").inner_text().strip() == french["make-ready"]
        language = page.locator("fieldset.printable[data-what='cards'] [name='language']")
        assert language.evaluate("e => e.value") == "fr"
        for code in ("fr", "es"):
            made = _make_in_page(page, "cards", {"variant": "oware", "language": code})
            expected = _cli_files(tmp_path, ["cards", "oware", "--language", code])
            assert sorted(made) == sorted(expected) and all(f"-{code}-" in n for n in made)
            for name in expected:
                assert made[name] == expected[name], f"{name} differs from the CLI's"
        assert page.locator("#files a").first.inner_text().startswith("Télécharger")
        ARTIFACTS.mkdir(exist_ok=True)
    assert outside == []
