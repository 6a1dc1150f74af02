"""The optional notebook view (``./scripts/build-site --with-notebooks``): each lesson in
JupyterLite's Notebook (``notebooks/index.html?path=N.ipynb``), with its code, for those who
want to read or change it. About 20 MB more (JupyterLab's front end), so a classroom-only site
leaves it out; the landing page and the lessons link to it only when it was built.

It shares the site's one Pyodide (``static/pyodide``): JupyterLite 0.6.4 with the Pyodide
kernel 0.6.1 (Pyodide 0.27.6). The kernel loads the real IPython, ipykernel and its shims from
the same lock (the lessons load the stand-in instead).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from common import CACHE, VENV, BuildError, run, say
from runtime import project_wheel

# What the kernel installs at start (its initKernel), spelled as it spells them; listing them
# in loadPyodideOptions makes Pyodide load them from our lock instead of piplite/PyPI.
KERNEL_PACKAGES = ["sqlite3", "ssl", "pyodide_kernel", "micropip", "piplite", "ipykernel",
                   "comm", "jedi", "ipython"]
# Empty wheels: the kernel asks for these, Pyodide's real builds are on a CDN only, and nothing
# in our notebooks needs them (IPython 9 falls back to no history without sqlite3). jedi too:
# only IPython's smarter Tab completion (it falls back to its own), 2 MB.
STUBS = ["sqlite3", "ssl", "jedi"]
APPS = ["notebooks"]            # lab, tree, repl, edit, consoles are left out
# IPython needs more of the standard library than the lessons (pydoc, pdb ...): the kernel
# loads the whole library, compiled, under this name (runtime.compile_stdlib). Its address is
# resolved against the kernel's worker, extensions/@jupyterlite/pyodide-kernel-extension/
# static/, four folders below the site's root.
WHOLE_STDLIB = "python_stdlib_whole.zip"
WHOLE_STDLIB_URL = f"../../../../static/pyodide/{WHOLE_STDLIB}"


def kernel_shim_wheels() -> list[Path]:
    """The Pyodide kernel's own wheels (pyodide_kernel, piplite, its ipykernel), from the
    build environment's copy of its JupyterLab extension."""
    folder = Path(sys.prefix, "share/jupyter/labextensions/@jupyterlite/"
                  "pyodide-kernel-extension/static/pypi")
    return sorted(folder.glob("*.whl"))


def roots() -> list[str]:
    return [n for n in KERNEL_PACKAGES if n not in STUBS] + ["ipywidgets"]


def site_notebook(path: Path, dest: Path) -> None:
    """A copy of a notebook for the site: the Pyodide kernel's name, outputs kept."""
    nb = json.loads(path.read_text())
    nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                    "language": "python"}
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")


def build_notebook_view(out: Path, notebooks: list[Path]) -> tuple[set[str], str]:
    """JupyterLite's Notebook app into ``out`` (beside the site's own pages, sharing
    ``out/static/pyodide``). Returns the top-level names it added to ``out`` and the settings
    script the landing page (the root's ``index.html``) must carry for JupyterLite."""
    lite = CACHE / "lite"
    if lite.exists():
        shutil.rmtree(lite)
    (lite / "content").mkdir(parents=True)
    # JupyterLite's Pyodide add-on takes this "well-known" folder and points the kernel at it.
    shutil.copytree(out / "static" / "pyodide", lite / "static" / "pyodide")
    (lite / "pypi").mkdir()
    project_wheel(lite / "pypi")                       # for %pip install mancala-teach
    # The whole package, as a notebook on a desktop has it: the core and its parts (the
    # makers, every language's catalogue; runtime.split_project_wheel).
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text())
    project = sorted(name for name in lock["packages"] if name.startswith("mancala-teach"))
    (lite / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Mancala maths",
            # JupyterLite's own service worker (files shared with the kernel, which these
            # lessons do not use) would unregister the site's (sw.js) and take its place.
            "disabledExtensions": ["@jupyterlite/application-extension:service-worker-manager"],
            # Draw every cell, not only those in view: widgets keep their place, and a
            # teacher's Ctrl+F finds words anywhere in the lesson.
            "settingsOverrides": {"@jupyterlab/notebook-extension:tracker": {
                "windowingMode": "none"}},
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": KERNEL_PACKAGES + project,
                                       "stdLibURL": WHOLE_STDLIB_URL}}},
        }}, indent=1))
    for nb in notebooks:
        site_notebook(nb, lite / "content" / nb.name)
    made = CACHE / "lite-out"
    if made.exists():
        shutil.rmtree(made)
    say("running jupyter lite build (the notebook view)")
    run([str(VENV / "bin" / "jupyter"), "lite", "build", "--lite-dir", str(lite),
         "--contents", str(lite / "content"), "--output-dir", str(made),
         *[f"--apps={a}" for a in APPS], "--no-sourcemaps", "--no-unused-shared-packages"],
        cwd=lite)
    config = root_config(made / "index.html")
    added = set()
    for item in made.iterdir():
        if item.name == "index.html":
            continue
        if item.name == "static":
            for sub in item.iterdir():
                if sub.name != "pyodide":         # ours, already in place
                    shutil.move(str(sub), out / "static" / sub.name)
                    added.add(f"static/{sub.name}")
            continue
        shutil.move(str(item), out / item.name)
        added.add(item.name)
    # Font formats no current browser picks when a WOFF2/WOFF twin is there.
    for font in out.glob("build/**/*"):
        if font.suffix in {".eot", ".ttf"} or (font.suffix == ".svg" and "fa-" in font.name):
            font.unlink()
    return added, config


def root_config(index: Path) -> str:
    """JupyterLite's apps read the site root's settings from ``index.html`` (an inert JSON
    script): the landing page that replaces it must carry that script too."""
    found = re.search(r'<script\s+id="jupyter-config-data"[^>]*>.*?</script>',
                      index.read_text(), re.S)
    if not found:
        raise BuildError("JupyterLite's index.html has no jupyter-config-data script.")
    return found.group(0) + "\n"
