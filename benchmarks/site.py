"""The classroom site: build times, size, bytes and seconds a lesson takes to become playable.

    .venv/bin/python benchmarks/site.py              # builds, size, every lesson, clicks
    .venv/bin/python benchmarks/site.py --cold       # also a cold build (empty download cache)
    .venv/bin/python benchmarks/site.py --runs 3     # open each lesson 3 times (fresh profiles)
    .venv/bin/python benchmarks/site.py --clients 30 # also 30 browsers opening lesson 1 at once
    .venv/bin/python benchmarks/site.py --site site  # measure a site already built
    .venv/bin/python benchmarks/site.py --tools      # only the Make and Practice pages

Goals (issue 21): a first visit to a lesson at most 8 MB transferred (compressed, as GitHub
Pages serves it), playable in under 5 s from a local server and in under 15 s on an emulated
10 Mbit/s, 40 ms link; a later lesson or a revisit playable in under 2 s with under 1 MB; the
whole classroom site at most 30 MB; every page offline after the first visit. Issue 20: a
class set of 30 with its key made in the Make page in under 10 s once the page is ready; the
Make and Practice pages ready in under 8 s, cold, from a local server; the next practice
puzzle on screen in under 200 ms; a lesson page downloads the same bytes as without those two
pages (within 2 %).

Every lesson is opened in a fresh Chromium profile, served by the site's own ``serve.py``
(gzip, as GitHub Pages and most hosts do) on 127.0.0.1, with nothing outside 127.0.0.1
reachable. "Seen": the lesson's still picture of its first board is visible (the page as
saved, before Python); "playable": Python has started in the browser, run every cell, and the
live board takes taps. MB are what the server sent (compressed). "Offline ready": the page
said it is ready to work offline (the service worker holds every file of the site); "next
lesson" is then the following lesson in the same browser; "revisit" the same lesson again;
"offline" the same lesson with Chromium's network cut. "Click" is measured inside the page:
from a tap on a pit (or "Next seed") to the first change of the board's drawing.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts" / "site"))

from site_support import (BOARD, CHROMIUM, CHROMIUM_FLAGS, NOTEBOOKS, build_site,  # noqa: E402
                          click_to_change, free_port, offline_context, serve_site)

PLAYABLE = "document.querySelector('#mt-status').classList.contains('mt-done')"
STILL = ".mancala-still svg.mancala-board"


def timed_build(out: Path, *options: str, cache: Path | None = None) -> float:
    env = dict(os.environ)
    if cache is not None:
        env["MANCALA_SITE_CACHE"] = str(cache)
    started = time.monotonic()
    result = build_site(out, *options, env=env)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    return time.monotonic() - started


def sizes(site: Path) -> dict[str, float]:
    import offline
    kept = [site / n for n in offline.offline_files(site)]
    top = {p: p.relative_to(site).parts[0] for p in kept}
    pyodide = site / "static" / "pyodide"

    def mb(paths) -> float:
        return sum(p.stat().st_size for p in paths if p.is_file()) / 1e6
    in_pyodide = [p for p in kept if p.parent == pyodide]
    parts = {
        "Python runtime (WebAssembly, JavaScript)": mb(p for p in in_pyodide
                                                       if p.name.startswith("pyodide")),
        "standard library (compiled)": mb(p for p in in_pyodide
                                          if p.name == "python_stdlib.zip"),
        "wheels (mancala-teach, ipywidgets, anywidget ...)": mb(p for p in in_pyodide
                                                                 if p.suffix == ".whl"),
        "lesson pages": mb(p for p in kept if top[p] == "lessons"),
        "printables (PDFs)": mb(p for p in kept if top[p] == "printables"),
    }
    total = mb(kept)
    parts["everything else (landing page, app/, service worker)"] = total - sum(parts.values())
    parts["classroom site: total"] = total
    return parts


def wait_playable(page, timeout: float = 300_000) -> None:
    page.locator(BOARD).first.wait_for(state="visible", timeout=timeout)
    page.wait_for_function(PLAYABLE, timeout=timeout)


# What the page fetched from the network (compressed, headers too): not what a service worker
# fetches meanwhile (it saves the site for offline use once the boards are ready).
TRANSFERRED = """() => [...performance.getEntriesByType('navigation'),
                         ...performance.getEntriesByType('resource')]
    .reduce((sum, e) => sum + e.transferSize, 0)"""


def timed_open(page, url: str, server) -> tuple[float, float, float]:
    """(seconds to seen, seconds to playable, MB the page fetched from the server)."""
    started = time.monotonic()
    page.goto(url)
    page.locator(f"{STILL}, {BOARD}").first.wait_for(state="visible", timeout=300_000)
    seen = time.monotonic() - started
    wait_playable(page)
    return seen, time.monotonic() - started, page.evaluate(TRANSFERRED) / 1e6


def lesson_run(pw, server, stem: str, following: str) -> dict[str, float]:
    base = server.url
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (context, page, outside):
        page.set_default_timeout(300_000)
        found = {}
        found["seen"], found["playable"], found["MB"] = timed_open(
            page, f"{base}/lessons/{stem}.html", server)
        started = time.monotonic()
        page.locator(".mt-nav .mt-offline").wait_for(state="visible", timeout=300_000)
        found["offline ready"] = found["playable"] + time.monotonic() - started
        _, found["next"], found["next MB"] = timed_open(
            page, f"{base}/lessons/{following}.html", server)
        _, found["revisit"], found["revisit MB"] = timed_open(
            page, f"{base}/lessons/{stem}.html", server)
        context.set_offline(True)
        _, found["offline"], _ = timed_open(page, f"{base}/lessons/{stem}.html", server)
        if outside:
            sys.exit(f"{stem} asked for {outside}")
        return found


def throttled_run(pw, server, stem: str) -> tuple[float, float, float]:
    """A fresh profile behind Chromium's network emulation: 10 Mbit/s both ways, 40 ms."""
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (context, page, _outside):
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40, "downloadThroughput": 10e6 / 8,
            "uploadThroughput": 10e6 / 8})
        return timed_open(page, f"{server.url}/lessons/{stem}.html", server)


def clicks(pw, url: str, count: int = 20) -> dict[str, list[float]]:
    """Tap a pit (the move starts), then "Next seed"; "Take back a move" between rounds."""
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (_, page, _outside):
        page.set_default_timeout(300_000)
        page.goto(url)
        wait_playable(page)
        stepper = page.locator(".mancala-stepper").first
        times: dict[str, list[float]] = {"pit": [], "next seed": []}
        for _ in range(count):
            for kind, way in (("pit", "pit"), ("next seed", "forward")):
                result = click_to_change(page, way=way)
                if result["ms"] is None:
                    sys.exit(f"clicking {result['clicked']} did not change the board")
                times[kind].append(result["ms"])
                page.wait_for_timeout(150)
            stepper.locator("button[data-key='undo']").click()
            stepper.locator("g.pit[tabindex='0']").first.wait_for()
        return times


# --- the Make printables and Practice pages (issue 20) ------------------------------------------

NEXT_PUZZLE = """async () => {
    const root = document.querySelector('.mancala-practice');
    const button = root.querySelector('button[data-key="next-puzzle"]');
    const sheet = root.querySelector('.mt-sheet');
    const before = sheet.textContent;
    const changed = new Promise(resolve => {
        const obs = new MutationObserver(() => {
            if (sheet.textContent !== before) { obs.disconnect(); resolve(performance.now()); }
        });
        obs.observe(sheet, {subtree: true, childList: true, characterData: true});
    });
    const t0 = performance.now();
    button.click();
    const t1 = await Promise.race([changed, new Promise(r => setTimeout(() => r(null), 15000))]);
    return t1 === null ? null : t1 - t0;
}"""


def tools_run(pw, server) -> None:
    """The Make page: open to ready, class sets of 30 with their keys; the Practice page:
    open to the first puzzle, the next puzzle 20 times; each in a fresh profile."""
    from mancala_teach.printables.make import plan
    base = server.url
    for level in ("explorer", "starter"):
        with tempfile.TemporaryDirectory() as profile, \
                offline_context(pw, Path(profile)) as (_, page, outside):
            started = time.monotonic()
            page.goto(f"{base}/make/index.html?what=worksheets&level={level}&sheets=30&seed=7")
            page.wait_for_selector("body[data-state=ready]", timeout=300_000)
            ready = time.monotonic() - started
            started = time.monotonic()
            page.get_by_role("button", name="Make the worksheets").click()
            page.wait_for_selector("#results:not([hidden])", timeout=300_000)
            made = time.monotonic() - started
            if outside:
                sys.exit(f"the Make page asked for {outside}")
        started = time.monotonic()
        plan("worksheets", {"level": level, "sheets": 30, "seed": 7}).make()
        cli = time.monotonic() - started
        print(f"Make page, fresh profile: open -> ready {ready:.1f} s; a class set of 30 "
              f"({level}, with the key) made in the page {made:.1f} s (the same in this "
              f"machine's CPython, as the command line makes it: {cli:.1f} s)")
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (_, page, outside):
        started = time.monotonic()
        page.goto(f"{base}/practice/index.html?plan=explorer&seed=7")
        page.wait_for_selector("body[data-state=puzzle]", timeout=300_000)
        ready = time.monotonic() - started
        times = []
        for _ in range(20):
            page.wait_for_timeout(400)        # a student reads the puzzle
            ms = page.evaluate(NEXT_PUZZLE)
            if ms is None:
                sys.exit("Next puzzle did not change the puzzle")
            times.append(ms)
        print(f"Practice page, fresh profile: open -> first puzzle {ready:.1f} s; next "
              f"puzzle on screen (20 times): median {statistics.median(times):.0f} ms, "
              f"max {max(times):.0f} ms")


def lesson_bytes(pw, site: Path) -> tuple[float, int]:
    """(MB, files) a first visit to lesson 1 asks for until it is playable: every file the
    page and its workers request (not the service worker's saving for offline), counted as
    the site's server sends it (gzip where serve.py compresses)."""
    import gzip
    from serve import COMPRESS
    from urllib.parse import unquote, urlparse
    with serve_site(site) as server, tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (_, page, _outside):
        asked: set[str] = set()
        page.on("request", lambda r: asked.add(unquote(urlparse(r.url).path)))
        timed_open(page, f"{server.url}/lessons/{NOTEBOOKS[0].stem}.html", server)
    total = 0
    for path in asked:
        file = site / path.lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if not file.is_file():
            continue
        data = file.read_bytes()
        total += len(gzip.compress(data, 6, mtime=0) if file.suffix in COMPRESS else data)
    return total / 1e6, len(asked)


def class_at_once(pw, server, stem: str, clients: int) -> tuple[float, float, list[float]]:
    """``clients`` fresh browsers (contexts of one Chromium) open the lesson at the same
    moment: (MB the server sent, seconds until the last was playable, each one's seconds)."""
    browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        *CHROMIUM_FLAGS, f"--proxy-server=http://127.0.0.1:{free_port()}"])
    try:
        # No service worker here: the bytes are the first visits alone (each device then
        # saves the rest of the site for offline use: "one device" above).
        pages = [browser.new_context(viewport={"width": 1280, "height": 720},
                                     service_workers="block").new_page()
                 for _ in range(clients)]
        sent = server.bytes_sent
        started = time.monotonic()
        done: list[float] = []

        for page in pages:
            page.goto(f"{server.url}/lessons/{stem}.html", wait_until="commit")
        pending = list(pages)
        while pending:
            for page in list(pending):
                if page.evaluate(PLAYABLE):
                    done.append(time.monotonic() - started)
                    pending.remove(page)
            if time.monotonic() - started > 1200:
                sys.exit(f"{len(pending)} of {clients} never became playable")
            time.sleep(0.2)
        return (server.bytes_sent - sent) / 1e6, max(done), done
    finally:
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", action="store_true",
                        help="also time a build with an empty download cache (slow)")
    parser.add_argument("--runs", type=int, default=1, help="opens of each lesson (default 1)")
    parser.add_argument("--clients", type=int, default=0,
                        help="also this many browsers opening lesson 1 at once (e.g. 30)")
    parser.add_argument("--site", type=Path, help="measure this built site (no builds)")
    parser.add_argument("--only-class", action="store_true",
                        help="with --site and --clients: only the class opening at once")
    parser.add_argument("--tools", action="store_true",
                        help="only the Make and Practice pages (and a lesson's bytes with "
                             "and without them)")
    args = parser.parse_args()
    if args.tools:
        return tools_main(args)
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, machine: {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or Path(tmp) / "site"
        if args.cold and not args.site:
            seconds = timed_build(site, cache=Path(tmp) / "cold-cache")
            print(f"cold build (empty .site-cache, downloads from PyPI and npm): {seconds:.0f} s")
        if not args.site:
            timed_build(Path(tmp) / "with-notebooks", "--with-notebooks")   # warm the cache
            seconds = timed_build(Path(tmp) / "with-notebooks", "--with-notebooks")
            print(f"warm build with the notebook view: {seconds:.0f} s")
            notebook_view = sum(p.stat().st_size for p in (Path(tmp) / "with-notebooks")
                                .rglob("*") if p.is_file()) / 1e6
            print(f"warm build, classroom site only: {timed_build(site):.0f} s")
            print(f"site with the notebook view: {notebook_view:.1f} MB")
        if args.only_class:
            from playwright.sync_api import sync_playwright
            with serve_site(site) as server, sync_playwright() as pw:
                report_class(pw, server, args.clients)
            return
        print("\nclassroom site, MB (what the service worker keeps offline):")
        for part, mb in sizes(site).items():
            print(f"  {part:55} {mb:6.1f}")
        from playwright.sync_api import sync_playwright
        with serve_site(site) as server, sync_playwright() as pw:
            print(f"\nevery lesson, fresh browser profile, compressing server ({args.runs} "
                  f"run(s) each, median); seconds, and MB sent:")
            columns = ["seen", "playable", "MB", "offline ready", "next", "next MB",
                       "revisit", "revisit MB", "offline"]
            print(f"  {'lesson':36}" + "".join(f"{c:>14}" for c in columns))
            for k, nb in enumerate(NOTEBOOKS):
                following = NOTEBOOKS[(k + 1) % len(NOTEBOOKS)].stem
                runs = [lesson_run(pw, server, nb.stem, following) for _ in range(args.runs)]
                row = {c: statistics.median(r[c] for r in runs) for c in columns}
                print(f"  {nb.stem:36}" + "".join(f"{row[c]:14.2f}" for c in columns))
            sent = server.bytes_sent
            with tempfile.TemporaryDirectory() as profile, \
                    offline_context(pw, Path(profile)) as (_, page, _outside):
                timed_open(page, f"{server.url}/lessons/{NOTEBOOKS[0].stem}.html", server)
                page.locator(".mt-nav .mt-offline").wait_for(state="visible", timeout=300_000)
                print(f"\none device, lesson 1 then ready to work offline: "
                      f"{(server.bytes_sent - sent) / 1e6:.1f} MB in all")
            seen, playable, mb = throttled_run(pw, server, NOTEBOOKS[0].stem)
            print(f"lesson 1 on an emulated 10 Mbit/s, 40 ms link, fresh profile: seen "
                  f"{seen:.1f} s, playable {playable:.1f} s, {mb:.1f} MB")
            stem = NOTEBOOKS[2].stem    # a stepper with every control (not young mode)
            for kind, times in clicks(pw, f"{server.url}/lessons/{stem}.html").items():
                print(f"click on {kind} -> board changed ({stem}, {len(times)} clicks): "
                      f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
            if args.clients:
                report_class(pw, server, args.clients)
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")


def report_class(pw, server, clients: int) -> None:
    mb, last, each = class_at_once(pw, server, NOTEBOOKS[0].stem, clients)
    print(f"\n{clients} fresh browsers open lesson 1 at once (one Chromium, this machine's "
          f"{os.cpu_count()} cores running every one's Python): server sent {mb:.0f} MB "
          f"({mb / clients:.1f} MB each); first playable {min(each):.0f} s, median "
          f"{statistics.median(each):.0f} s, last {last:.0f} s")
    print(f"  through a shared 10 Mbit/s school link those {mb:.0f} MB take "
          f"{mb * 8 / 10:.0f} s at best")


def tools_main(args) -> None:
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, machine: {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or Path(tmp) / "site"
        if not args.site:
            timed_build(site)
        without = Path(tmp) / "without"
        os.environ["MANCALA_SITE_PARTS"] = ""
        try:
            timed_build(without)
        finally:
            del os.environ["MANCALA_SITE_PARTS"]
        with sync_playwright() as pw:
            with serve_site(site) as server:
                tools_run(pw, server)
            (with_tools, files), (plain, plain_files) = (lesson_bytes(pw, site),
                                                         lesson_bytes(pw, without))
            print(f"lesson 1, first visit until playable: {with_tools:.3f} MB in {files} files "
                  f"with the Make and Practice pages in the site, {plain:.3f} MB in "
                  f"{plain_files} files without ({(with_tools / plain - 1) * 100:+.2f} %)")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
