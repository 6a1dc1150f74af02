"""Build the classroom site (``./scripts/build-site``): see the README, "The classroom site".

What it makes, in ``site/`` (or ``--output``):

- ``index.html``: the landing page: the lessons in words a teacher understands (grade band,
  time, what the class does), the site's other pages, and every PDF of ``printables/``.
- ``lessons/N.html``: the classroom view of each lesson (``lesson_pages.py``): the notebook's
  words and still pictures at once, no code; Python then starts in the browser, runs the
  lesson's code and the boards come alive.
- ``static/pyodide/``: ONE Pyodide and ONE lock of wheels for every page (``runtime.py``),
  our package split into the parts pages load as they need them.
- ``fr/``, ``es/``: the same pages in each other language (``pages.py`` says why copies);
  the landing page's menu chooses, and the choice is remembered in the browser.
- ``app/``: the pages' JavaScript and style sheets; ``app/start.js`` starts Python for any
  page (its contract is at its top); ``app/words-all.js``, the scripts' sentences in every
  language (``words.py``).
- ``sw.js``: the service worker that keeps every file of the site offline (``offline.py``).
- ``serve.py``: a one-command web server for a copy on a laptop or USB stick.
- with ``--with-notebooks``: the notebook view (``notebook_view.py``, JupyterLite).
- with ``--pack``: also ``mancala-classroom.zip`` beside the output folder (the classroom
  pack: unzip, run ``python3 serve.py``).

Nothing is fetched from outside the site when it runs. The script first makes (once) a build
environment in ``.site-cache/venv`` and re-runs itself there. Downloads are kept in
``.site-cache/`` (pip's cache, the npm tarball, the wheels, the resolved wheel list), so a
later build needs no network.
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from common import CACHE, HERE, ROOT, VENV, BuildError, in_build_venv, run, say, venv_python

sys.path.insert(0, str(ROOT))        # mancala_teach itself (page text, names of the games)

BUILD_PINS = [
    "jupyterlite-core==0.6.4", "jupyterlite-pyodide-kernel==0.6.1",
    "jupyter_server>=2.14,<3",     # jupyter lite build reads the notebooks through it
    # The widget front ends the notebook view serves must match the in-browser packages.
    "ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "anywidget==0.11.0",
    "markdown-it-py==3.0.0",        # the lessons' words, rendered at build time
    "setuptools>=68", "wheel", "packaging>=23",
]

# --- the parts of the site ---------------------------------------------------------------------
# Pages besides the lessons and the landing page (issue 20: Make printables, Practice), each a
# module in scripts/site/ named here. A part module may define:
#   WHEELS = ["reportlab==5.1.0", ...]  pure wheels from PyPI (with their dependencies) for
#       the one lock in static/pyodide; only pages that name them load them
#   def made_wheels(folder: Path) -> list[Path]: wheels it makes itself, e.g. a stub with
#       runtime.make_wheel("mancala-site-pil", {"PIL/__init__.py": "Image = None\n"}, folder)
#   def build_pages(site: SiteBuild) -> list[dict]: writes its pages under site.out
#       (pages.page() gives the frame; their scripts start Python with app/start.js) and
#       returns the landing page's links: [{"href": "make/index.html", "title": "Make
#       printables", "words": "Worksheets and class sets, made in this browser."}]
# Everything a part writes is kept offline by the service worker without more ado.
PARTS: list[str] = ["tools"]
# MANCALA_SITE_PARTS="" builds the site without them (benchmarks/site.py compares the bytes a
# lesson page downloads with and without).
if "MANCALA_SITE_PARTS" in os.environ:
    PARTS = os.environ["MANCALA_SITE_PARTS"].split()


@dataclass
class SiteBuild:
    """What a part's ``build_pages`` gets: where the site is and what its lock holds."""

    out: Path                # the folder of the language the pages are written in (``fr/``)
    root: Path = None        # the site's folder (``app/``, ``static/``)
    packages: dict = field(default_factory=dict)     # the lock's entries, by package name
    notebook_view: bool = False


# --- the build environment ---------------------------------------------------------------------

def ensure_venv() -> None:
    stamp = VENV / "mancala-site-pins.txt"
    wanted = "\n".join(BUILD_PINS) + "\n"
    if stamp.exists() and stamp.read_text() == wanted and venv_python().exists():
        return
    say("making the build environment in .site-cache/venv (once; about a minute)")
    run([sys.executable, "-m", "venv", "--clear", str(VENV)])
    run([str(venv_python()), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--cache-dir", str(CACHE / "pip"), *BUILD_PINS])
    stamp.write_text(wanted)


# --- the build ---------------------------------------------------------------------------------

def build(out: Path, *, with_notebooks: bool = False, pack: bool = False) -> None:
    import landing
    import lesson_pages
    import notebook_view
    import offline
    import pages
    import runtime
    import words
    from mancala_teach.i18n import available_languages, use_language

    started = time.monotonic()
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    if not notebooks:
        raise BuildError("There are no notebooks in notebooks/ to build the site from.")
    if not list((ROOT / "printables").glob("*/*/*.pdf")):
        raise BuildError("printables/ has no PDFs: run .venv/bin/mancala-teach printables "
                         "first.")
    parts = [importlib.import_module(name) for name in PARTS]
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    # The wheels the site's pages load: the lessons' (the project, the stand-in) and the parts'.
    work = CACHE / "made-wheels"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    roots = [r for part in parts for r in getattr(part, "WHEELS", [])]
    made = [w for part in parts if hasattr(part, "made_wheels") for w in part.made_wheels(work)]
    pages_load = [*runtime.LESSON_PACKAGES, *map(runtime.requirement_name, roots),
                  *(runtime.wheel_metadata(w)[0] for w in made)]  # + the project's parts
    stubs = []
    if with_notebooks:               # and the notebook view's kernel
        roots += notebook_view.roots()
        made += notebook_view.kernel_shim_wheels()
        stubs += notebook_view.STUBS
    packages = runtime.build_runtime(
        out / "static" / "pyodide", roots=roots, made=made, stubs=stubs,
        whole_stdlib=notebook_view.WHOLE_STDLIB if with_notebooks else None)

    shutil.copytree(HERE / "app", out / "app", ignore=shutil.ignore_patterns("sw.js"))
    left_out, config = set(), ""
    if with_notebooks:
        left_out, config = notebook_view.build_notebook_view(out, notebooks)
        # Not kept offline either: what only the notebook view loads.
        kept = runtime.closure(packages, pages_load + [
            name for name in packages if name.startswith(runtime.PROJECT)])
        left_out |= {f"static/pyodide/{entry['file_name']}"
                     for name, entry in packages.items() if name not in kept}
        left_out.add(f"static/pyodide/{notebook_view.WHOLE_STDLIB}")
    # Every page in every language: English at the root, the others in fr/, es/ (pages.py
    # says why copies), each written inside use_language, so the catalogue gives its words.
    for code in available_languages():
        with use_language(code):
            folder = out / pages.language_folder(code)
            load = runtime.LESSON_PACKAGES + ([] if code == "en" else
                                              [runtime.language_part(code)])
            lessons = lesson_pages.write_lesson_pages(
                folder, notebooks, notebook_view=with_notebooks, load=load,
                root=out if code == "en" else None)
            site = SiteBuild(out=folder, root=out, packages=packages,
                             notebook_view=with_notebooks)
            links = []
            for part in parts:
                links += part.build_pages(site)
            (folder / "index.html").write_text(landing.landing_page(
                lessons, out, links=links, notebook_view=with_notebooks,
                head=config if code == "en" else ""))
    words.write_words(out / "app")
    shutil.copy2(HERE / "serve.py", out / "serve.py")
    (out / ".nojekyll").write_text("")    # GitHub Pages: serve every folder as it is
    version, count = offline.write_service_worker(out, left_out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"wrote {out} ({size / 1e6:.1f} MB; {count} files kept offline, version {version}) "
        f"in {time.monotonic() - started:.0f} s")
    if pack:
        import pack as pack_module
        zip_path = pack_module.make_pack(out, out.parent / "mancala-classroom.zip")
        say(f"wrote the classroom pack {zip_path} ({zip_path.stat().st_size / 1e6:.1f} MB): "
            f"unzip it, then in its folder run: python3 serve.py")
    else:
        say(f"serve it with: python3 {os.path.relpath(out)}/serve.py")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build-site", description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=str(ROOT / "site"),
                        help="the folder to build into (default: site/); it is replaced")
    parser.add_argument("--with-notebooks", action="store_true",
                        help="also the notebook view (JupyterLite: about 20 MB more)")
    parser.add_argument("--pack", action="store_true",
                        help="also a zip of the site to copy to a laptop or USB stick")
    args = parser.parse_args(argv)
    out = Path(args.output).resolve()
    if out == ROOT or ROOT.is_relative_to(out) or out in (ROOT / "notebooks", ROOT / "printables"):
        print(f"build-site: {out} cannot be the output folder: it would be replaced.",
              file=sys.stderr)
        return 2
    try:
        if not in_build_venv():
            ensure_venv()
            os.execv(str(venv_python()), [str(venv_python()), __file__, *(argv or sys.argv[1:])])
        build(out, with_notebooks=args.with_notebooks, pack=args.pack)
    except BuildError as exc:
        print(f"build-site: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
