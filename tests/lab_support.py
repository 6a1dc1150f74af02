"""JupyterLab in headless Chromium, for the browser tests, the axe audit and the benchmarks.

:func:`lab_server` starts JupyterLab on 127.0.0.1 on a free port with a throwaway token; all
its settings, notary and runtime files live in a temporary folder and the notebooks it serves
are copies (the server autosaves: ours are never touched). :func:`open_notebook` opens one in
Debian's Chromium (``/usr/bin/chromium``, driven by the PyPI ``playwright`` package; no
browser is downloaded), runs every cell and waits until the kernel is idle again.
"""

from __future__ import annotations

import contextlib
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
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--disable-dev-shm-usage"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def lab_server(tmp: Path, notebooks: list[Path]) -> Iterator[tuple[str, str, Path]]:
    """A JupyterLab server on copies of ``notebooks``; yields (base_url, token, folder)."""
    work = tmp / "work"
    work.mkdir(parents=True, exist_ok=True)
    for nb in notebooks:
        shutil.copy(nb, work / nb.name)
    settings = tmp / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    # The "get official Jupyter news?" toast would cover the notebook.
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    (tmp / "notary").mkdir(exist_ok=True)   # the server does not create it, and 500s without it
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ,
               JUPYTERLAB_SETTINGS_DIR=str(tmp / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"),
               JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
               IPYTHONDIR=str(tmp / "ipython"))
    env.pop("MPLBACKEND", None)
    log_path = tmp / "jupyter.log"
    log = open(log_path, "w")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
         f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={work}",
         f"--NotebookNotary.data_dir={tmp / 'notary'}",
         # as ./scripts/lab does: mancala-teach's server extension (no Nagle's 40 ms wait)
         '--ServerApp.jpserver_extensions={"mancala_teach.lab": True}'],
        cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError("JupyterLab did not start:\n"
                                       + log_path.read_text()[-3000:]) from None
                time.sleep(0.3)
        yield base, token, work
    finally:
        os.killpg(server.pid, signal.SIGTERM)   # the server and the kernels it started
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
        log.close()


@contextlib.contextmanager
def chromium(tmp: Path, width: int = 1280, height: int = 720):
    """A fresh headless Chromium profile; yields the browser context."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = pw.chromium.launch_persistent_context(
            str(tmp / "profile"), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_FLAGS, viewport={"width": width, "height": height})
        try:
            yield browser
        finally:
            browser.close()


def open_notebook(page, base: str, token: str, name: str, *, run: bool = True) -> None:
    """Open ``name`` in JupyterLab, run all its cells, and wait for the kernel to be idle."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    page.set_default_timeout(60_000)
    page.goto(f"{base}/lab/tree/{name}?reset&token={token}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="visible")
    try:   # JupyterLab may ask which kernel to start; the notebook's own is offered
        page.locator(".jp-Dialog").get_by_role("button", name="Select", exact=True
                                               ).click(timeout=5_000)
    except PlaywrightTimeout:
        pass
    # Wait for the kernel before running, or Run All can race its start-up.
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           state="attached")
    if not run:
        return
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_timeout(500)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           state="attached", timeout=120_000)
    page.wait_for_function("() => !document.querySelector('.jp-InputArea-prompt')"
                           "?.textContent.includes('[*]') && ![...document.querySelectorAll("
                           "'.jp-InputArea-prompt')].some(p => p.textContent.includes('*'))",
                           timeout=120_000)
