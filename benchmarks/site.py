"""The classroom site: build times, size, how fast a classroom page starts, how fast a click draws.

    .venv/bin/python benchmarks/site.py            # warm build, size, pages, clicks
    .venv/bin/python benchmarks/site.py --cold     # also a cold build (empty download cache)
    .venv/bin/python benchmarks/site.py --runs 3   # open each page 3 times (fresh profiles)
    .venv/bin/python benchmarks/site.py --site site  # measure a site already built

Goals (issue 9): a classroom page's board visible in under 8 s from a local server, a click to
board change under 100 ms (median), the site under 25 MB. Every page is opened in a fresh
Chromium profile (nothing cached), served by Python's http.server on 127.0.0.1, with nothing
outside 127.0.0.1 reachable. "Open" is from the request for the page to the stepper's board
being visible: "seen" when the board's still picture (the saved output, on the page at once) is
visible, "playable" when the live board is (Python started in the browser, every cell run);
"next lesson" opens another lesson in the same browser afterwards (Pyodide in the browser's
cache, as for a teacher going on to the next lesson). "Click" is measured inside the page: from
a tap on a pit (or on "Next seed") to the first change of the board's drawing (20 of each).
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

from site_support import (BOARD, NOTEBOOKS, build_site, click_to_change,  # noqa: E402
                          offline_context, serve)


def timed_build(out: Path, cache: Path | None = None) -> float:
    env_before = os.environ.get("MANCALA_SITE_CACHE")
    if cache is not None:
        os.environ["MANCALA_SITE_CACHE"] = str(cache)
    try:
        started = time.monotonic()
        result = build_site(out)
        seconds = time.monotonic() - started
    finally:
        if env_before is None:
            os.environ.pop("MANCALA_SITE_CACHE", None)
        else:
            os.environ["MANCALA_SITE_CACHE"] = env_before
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    return seconds


def sizes(site: Path) -> dict[str, float]:
    def mb(paths) -> float:
        return sum(p.stat().st_size for p in paths if p.is_file()) / 1e6
    pyodide = site / "static" / "pyodide"
    parts = {
        "Pyodide (Python in the browser)": mb(p for p in pyodide.iterdir()
                                              if p.suffix != ".whl"),
        "wheels (IPython, ipywidgets, mancala-teach ...)": mb(pyodide.glob("*.whl")),
        "classroom view app (Voici)": mb((site / "voici").rglob("*")),
        "notebook view app (JupyterLite Notebook)": mb([*(site / "build").rglob("*"),
                                                        *(site / "notebooks").rglob("*")]),
        "front-end extensions (kernel, widgets)": mb((site / "extensions").rglob("*")),
        "printables (PDFs)": mb((site / "printables").rglob("*")),
    }
    total = mb(site.rglob("*"))
    parts["everything else"] = total - sum(parts.values())
    parts["total"] = total
    return parts


def open_page(pw, url: str, then: str | None = None) -> tuple[float, float, float, float]:
    """Seconds to the board seen (still picture) and playable (live), and MB the page
    downloaded, in a fresh profile; with ``then``, seconds to that page's live board next."""
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (_, page, outside):
        got: list[int] = []
        context = page.context        # the page's and its web worker's requests
        context.on("requestfinished",
                   lambda r: got.append(r.sizes().get("responseBodySize", 0)))
        page.set_default_timeout(300_000)
        started = time.monotonic()
        page.goto(url)
        page.locator(f".mancala-still svg.mancala-board, {BOARD}").first.wait_for(
            state="visible")
        seen = time.monotonic() - started
        page.locator(BOARD).first.wait_for(state="visible")
        playable = time.monotonic() - started
        downloaded = sum(got) / 1e6
        following = float("nan")
        if then:
            started = time.monotonic()
            page.goto(then)
            page.locator(BOARD).first.wait_for(state="visible")
            following = time.monotonic() - started
        if outside:
            sys.exit(f"{url} asked for {outside}")
        return seen, playable, downloaded, following


def clicks(pw, url: str, count: int = 20) -> dict[str, list[float]]:
    """Tap a pit (the move starts), then "Next seed"; "Take back a move" between rounds."""
    with tempfile.TemporaryDirectory() as profile, \
            offline_context(pw, Path(profile)) as (_, page, _outside):
        page.set_default_timeout(300_000)
        page.goto(url)
        page.locator(BOARD).first.wait_for(state="visible")
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", action="store_true",
                        help="also time a build with an empty download cache (slow)")
    parser.add_argument("--runs", type=int, default=1, help="opens of each page (default 1)")
    parser.add_argument("--site", type=Path, help="measure this built site (no builds)")
    args = parser.parse_args()
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, machine: {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or Path(tmp) / "site"
        if args.cold and not args.site:
            seconds = timed_build(site, Path(tmp) / "cold-cache")
            print(f"cold build (empty .site-cache, downloads from PyPI and npm): {seconds:.0f} s")
        if not args.site:
            timed_build(site)   # make sure the warm cache is filled
            print(f"warm build (downloads reused): {timed_build(site):.0f} s")
        print("\nsite size, MB:")
        for part, mb in sizes(site).items():
            print(f"  {part:50} {mb:6.1f}")
        from playwright.sync_api import sync_playwright
        with serve(site) as base, sync_playwright() as pw:
            print(f"\nclassroom page, fresh browser profile, seconds to the board "
                  f"({args.runs} run(s) each, median):")
            print(f"  {'lesson':40} {'seen':>6} {'playable':>9} {'next lesson':>12}  downloads")
            for k, nb in enumerate(NOTEBOOKS):
                url = f"{base}/voici/render/{nb.stem}.html"
                nxt = NOTEBOOKS[(k + 1) % len(NOTEBOOKS)]
                then = f"{base}/voici/render/{nxt.stem}.html"
                runs = [open_page(pw, url, then) for _ in range(args.runs)]
                seen, playable, following = (statistics.median(r[i] for r in runs)
                                             for i in (0, 1, 3))
                print(f"  {nb.stem:40} {seen:6.1f} {playable:9.1f} {following:12.1f}  "
                      f"{runs[0][2]:.1f} MB")
            stem = NOTEBOOKS[2].stem    # a stepper with every control (not young mode)
            for kind, times in clicks(pw, f"{base}/voici/render/{stem}.html").items():
                print(f"\nclick on {kind} -> board changed ({stem}, {len(times)} clicks): "
                      f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
