"""A real browser: JupyterLab runs notebook 1, Chromium clicks the stepper, the board changes.

This catches what no Python test can: a widget that never renders in the page. The server
listens on 127.0.0.1 on a free port with a throwaway token, and all its settings, notary and
runtime files live in a temporary folder. Chromium is Debian's (``/usr/bin/chromium``),
driven by the PyPI ``playwright`` package; no browser is downloaded. A screenshot is saved in
``test-artifacts/``.

Without chromium the test is skipped, unless ``MANCALA_TEACH_REQUIRE_ALL=1`` (set by
``.ci/run``), in which case it fails.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from mancala_teach import new_game

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "1-meet-the-board.ipynb"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--disable-dev-shm-usage"]


def _require_or_skip(reason: str) -> None:
    if os.environ.get("MANCALA_TEACH_REQUIRE_ALL") == "1":
        pytest.fail(f"{reason} (MANCALA_TEACH_REQUIRE_ALL=1 says every test must run)")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def jupyter_lab(tmp_path):
    """A JupyterLab server on a copy of notebook 1; yields (base_url, token, folder)."""
    work = tmp_path / "work"
    work.mkdir()
    shutil.copy(NOTEBOOK, work / NOTEBOOK.name)   # the server autosaves: never touch ours
    settings = tmp_path / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    # The "get official Jupyter news?" toast would cover the notebook.
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    (tmp_path / "notary").mkdir()   # the server does not create it, and 500s without it
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ,
               JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"),
               JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
               IPYTHONDIR=str(tmp_path / "ipython"))
    log = open(tmp_path / "jupyter.log", "w")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
         f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={work}",
         f"--NotebookNotary.data_dir={tmp_path / 'notary'}"],
        cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    pytest.fail("JupyterLab did not start:\n"
                                + (tmp_path / "jupyter.log").read_text()[-3000:])
                time.sleep(0.3)
        yield base, token, work
    finally:
        os.killpg(server.pid, signal.SIGTERM)   # the server and the kernels it started
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
        log.close()


def board_counts(page) -> dict[str, int]:
    """Pit counts as drawn in the page (the SVG's data-count attributes)."""
    return page.evaluate("""() => {
        const out = {};
        document.querySelectorAll('.mancala-stepper-board svg g.pit').forEach(g => {
            out[g.dataset.pit] = Number(g.querySelector('text.count').textContent);
        });
        return out;
    }""")


def test_stepper_steps_in_jupyterlab(jupyter_lab, tmp_path):
    if not Path(CHROMIUM).exists():
        _require_or_skip("Debian's chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        from playwright.sync_api import sync_playwright
    except ImportError:
        _require_or_skip("the playwright package is not installed")
    base, token, _ = jupyter_lab
    _, trace = new_game("kalah").play("C")
    frames = trace.frames()

    def expected(step: int) -> dict[str, int]:
        return {chr(65 + i): n for i, n in enumerate(frames[step].pits)}

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_FLAGS, viewport={"width": 1280, "height": 1000})
        try:
            page = browser.pages[0] if browser.pages else browser.new_page()
            page.set_default_timeout(30_000)
            page.goto(f"{base}/lab/tree/{NOTEBOOK.name}?reset&token={token}")
            page.wait_for_selector(".jp-Notebook .jp-Cell", state="visible")
            # JupyterLab may ask which kernel to start; the notebook's own (python3) is offered.
            try:
                page.locator(".jp-Dialog").get_by_role("button", name="Select", exact=True
                                                       ).click(timeout=8_000)
            except PlaywrightTimeout:
                pass
            # Wait for the kernel before running, or Run All can race its start-up.
            page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                                   state="attached")
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
            board = page.locator(".mancala-stepper-board svg")
            board.wait_for(state="visible")
            assert board_counts(page) == expected(0)

            stepper = page.locator(".mancala-stepper")
            stepper.scroll_into_view_if_needed()
            step = page.locator(".mancala-stepper button.mancala-step")
            started = time.monotonic()
            step.click()
            page.wait_for_function(
                "() => document.querySelector(\".mancala-stepper-board g.pit[data-pit='C']\")"
                "?.dataset.count === '0'")
            click_to_change = time.monotonic() - started
            assert board_counts(page) == expected(1)
            step.click()
            page.wait_for_function(
                "() => document.querySelector(\".mancala-stepper-board g.pit[data-pit='D']\")"
                f"?.dataset.count === '{frames[2].pits[3]}'")
            assert board_counts(page) == expected(2)
            assert "Drop one in pit D" in stepper.inner_text()
            assert "last-seed" in (page.locator(
                ".mancala-stepper-board g.pit[data-pit='D']").get_attribute("class") or "")
            stepper.scroll_into_view_if_needed()
            stepper.screenshot(path=str(ARTIFACTS / "browser-stepper.png"))
            # Play runs the rest of the move in the browser, one seed per tick.
            last = len(frames) - 1
            page.locator(".mancala-stepper .widget-play button").first.click()
            page.wait_for_function(
                "() => document.querySelector('.mancala-stepper')?.innerText"
                f".includes('Step {last} of {last}:')")
            assert board_counts(page) == expected(last)
            page.screenshot(path=str(ARTIFACTS / "browser-notebook-1.png"))
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "browser-failure.png"))
            raise
        finally:
            browser.close()
    assert click_to_change < 10, f"the board took {click_to_change:.1f} s to change"
