"""Helpers for the classroom-site tests and benchmark: build, serve, browse offline, axe-core.

- :func:`build_site` runs the README's third command (``./scripts/build-site``) into a folder.
- :func:`serve_site` serves a folder as the site's own ``serve.py`` does (compressed, as GitHub
  Pages and most hosts serve it) and counts the bytes it sent; :func:`serve` serves it with
  plain ``python3 -m http.server`` (the README's other way).
- :func:`offline_context` opens Debian's Chromium with a fresh profile in which every request
  that does not go to 127.0.0.1 fails (and is recorded, so a test can say none was tried).
- :func:`axe_script` is axe-core from npm (kept in ``.site-cache/downloads``).
- :func:`board_state` / :func:`click_to_change` read and play the stepper on a page.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("MANCALA_SITE_CACHE") or ROOT / ".site-cache").resolve()
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--disable-dev-shm-usage"]
AXE_VERSION = "4.14.1"
# The rules axe runs: WCAG 2.0 and 2.1, levels A and AA, and Deque's best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def build_site(out: Path, *options: str, timeout: float = 1500, env: dict | None = None
               ) -> subprocess.CompletedProcess:
    return subprocess.run([str(ROOT / "scripts" / "build-site"), "--output", str(out),
                           *options], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=env)


@contextlib.contextmanager
def serve_site(folder: Path):
    """The site's own ``serve.py`` (gzip, ETags) on 127.0.0.1 in a thread; yields the server,
    whose ``url`` is its address and ``bytes_sent`` what it has sent so far."""
    import threading
    sys.path.insert(0, str(ROOT / "scripts" / "site"))
    from serve import make_server
    server = make_server(folder, 0, "127.0.0.1")
    server.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1, as the README tells teachers; yields its URL."""
    import time
    import urllib.request
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1",
                               "--directory", str(folder), str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/index.html", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=10)


@contextlib.contextmanager
def serve_withholding(folder: Path, names: set[str]) -> Iterator[str]:
    """Serve a site with some files missing (404), e.g. Pyodide itself: Python never starts,
    so a page shows what it shows before Python is up, for as long as a test likes."""
    import http.server
    import threading

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(folder), **kwargs)

        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            if self.path.split("?")[0].rsplit("/", 1)[-1] in names:
                self.send_error(404)
                return
            super().do_GET()

        def do_HEAD(self) -> None:  # noqa: N802
            if self.path.split("?")[0].rsplit("/", 1)[-1] in names:
                self.send_error(404)
                return
            super().do_HEAD()

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def offline_context(pw, profile: Path, *, width: int = 1280, height: int = 720,
                    scale: float = 1.0):
    """A fresh Chromium profile in which nothing outside 127.0.0.1 can be reached.

    Every request that is not for 127.0.0.1 goes to a proxy that does not exist (Chromium never
    proxies loopback addresses), so it fails; each such request is listed in ``outside``.
    (Not a Playwright route: any route makes Chromium intercept every request, and then
    JupyterLite's pages, which start their code with a <link rel="preload">, never start.)
    Yields (context, page, outside).
    """
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True,
        args=[*CHROMIUM_FLAGS, f"--proxy-server=http://127.0.0.1:{free_port()}"],
        viewport={"width": width, "height": height}, device_scale_factor=scale)
    outside: list[str] = []

    def note(request) -> None:
        if not request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "blob:",
                                       "data:")):
            outside.append(request.url)

    context.on("request", note)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        yield context, page, outside
    finally:
        context.close()


def axe_script() -> str:
    """axe-core's browser script, from the npm registry (cached beside the site's downloads)."""
    downloads = CACHE / "downloads"
    tarball = downloads / f"axe-core-{AXE_VERSION}.tgz"
    if not tarball.exists():
        downloads.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "pack", f"axe-core@{AXE_VERSION}", "--pack-destination",
                        str(downloads), "--cache", str(CACHE / "npm"), "--silent"],
                       check=True, capture_output=True, timeout=300)
    with tarfile.open(tarball) as tar:
        return tar.extractfile("package/axe.min.js").read().decode("utf-8")


def run_axe(page, include: list[str] | None = None, exclude: list[str] | None = None) -> dict:
    """axe-core on the page (inside ``include``, outside ``exclude``, if given); its results."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_script())
    context: dict | str = "document"
    if include or exclude:
        context = {"include": [[s] for s in include or ["html"]],
                   "exclude": [[s] for s in exclude or []]}
    return page.evaluate(
        "([context, tags]) => axe.run(context === 'document' ? document : context, "
        "{runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})",
        [context, AXE_TAGS])


def describe_violations(violations: list[dict]) -> str:
    lines = []
    for v in violations:
        targets = [" ".join(map(str, n["target"])) for n in v["nodes"][:3]]
        lines.append(f"{v['id']} ({v['impact']}, {len(v['nodes'])}x): {v['help']}; "
                     + "; ".join(targets))
    return "\n".join(lines)


# --- the stepper on a page -----------------------------------------------------------------------

BOARD = ".mancala-stepper svg.mancala-board"

BOARD_STATE = """(root) => {
    const svg = (root || document).querySelector('.mancala-stepper svg.mancala-board');
    if (!svg) return null;
    const pits = {};
    svg.querySelectorAll('g.pit').forEach(g => { pits[g.dataset.pit] = g.dataset.count; });
    return {pits: pits, html: svg.outerHTML.length + ':' + svg.getAttribute('aria-label')};
}"""


def board_state(page, index: int = 0) -> dict | None:
    return page.locator(".mancala-stepper").nth(index).evaluate(BOARD_STATE)


# One click, timed inside the page: from the click to the first change of the board's drawing.
# "pit": a playable pit on the drawn board (it starts a move, or marks it in predict mode);
# "forward": "Next seed" while a move is under way, else a pit; "back": "Back one seed".
CLICK_TO_CHANGE = """async ([root, way, pit]) => {
    const usable = (b) => b && !b.disabled && b.offsetParent !== null;
    const key = (k) => [...root.querySelectorAll(`button[data-key="${k}"]`)].find(usable);
    const playable = root.querySelector(
        pit ? `g.pit[data-pit="${pit}"][tabindex="0"]` : 'g.pit[tabindex="0"]');
    const target = way === 'back' ? key('back') : way === 'pit' ? playable
        : (key('next') || playable);
    if (!target) return {ms: null, clicked: null};
    const holder = root.querySelector('.mt-board') || root;
    const changed = new Promise(resolve => {
        const obs = new MutationObserver(() => { obs.disconnect(); resolve(performance.now()); });
        obs.observe(holder, {subtree: true, childList: true, attributes: true,
                             characterData: true});
    });
    const t0 = performance.now();
    target.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
    const t1 = await Promise.race([changed,
                                   new Promise(r => setTimeout(() => r(null), 15000))]);
    const name = target.dataset.pit ? `pit ${target.dataset.pit}` : target.textContent.trim();
    return {ms: t1 === null ? null : t1 - t0, clicked: name};
}"""


def click_to_change(page, index: int = 0, way: str = "forward", pit: str | None = None
                    ) -> dict:
    """Click once; ``{"ms": time to the board's first change (None: it never changed),
    "clicked": what was clicked}``."""
    root = page.locator(".mancala-stepper").nth(index).element_handle()
    return page.evaluate(CLICK_TO_CHANGE, [root, way, pit])
