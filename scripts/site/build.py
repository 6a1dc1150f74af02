"""Build the classroom site (``./scripts/build-site``): see the README, "The classroom site".

What it makes, in ``site/`` (or ``--output``):

- ``index.html``: the landing page: the lessons in words a teacher understands (grade band, time,
  what the class does), a link to each lesson's classroom view and notebook view, and every PDF
  of ``printables/``.
- ``voici/render/N.html``: the classroom view of each notebook (Voici: the notebook as an app,
  no code, runs by itself; board, narration and controls large; teacher notes folded).
- ``notebooks/index.html?path=N.ipynb``: the notebook view (JupyterLite's Notebook), for those
  who want to read or change the code.
- ``static/pyodide/``: one Pyodide and one set of wheels that both views share.

Both views come from ONE JupyterLite line (voici-core 0.9.0 on jupyterlite-core 0.6.4 with the
Pyodide kernel 0.6.1; the newer Voici 0.10 cannot start the Pyodide kernel offline). Nothing is
fetched from outside the site when it runs: Pyodide comes from the npm package ``pyodide``, the
in-browser wheels from PyPI, resolved here and written into Pyodide's own lock file.

How it works: the script first makes (once) a build environment in ``.site-cache/venv`` and
re-runs itself there. Downloads are kept in ``.site-cache/`` (pip's cache, the npm tarball,
the wheels, the resolved wheel list), so a second build needs no network.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
# Downloads and the build environment; MANCALA_SITE_CACHE moves it (a benchmark's cold build).
CACHE = Path(os.environ.get("MANCALA_SITE_CACHE") or ROOT / ".site-cache").resolve()
VENV = CACHE / "venv"
BUILD_PINS = [
    "voici-core==0.9.0", "jupyterlite-core==0.6.4", "jupyterlite-pyodide-kernel==0.6.1",
    # The widget front ends the site serves must match the kernel-side packages below.
    "ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "anywidget==0.11.0",
    "setuptools>=68", "wheel", "packaging>=23",
]
PYODIDE_VERSION = "0.27.6"      # jupyterlite-pyodide-kernel 0.6.1's; its Python is 3.12
PYODIDE_PYTHON = "3.12.7"
# Wheels chosen by hand: IPython 8 imports sqlite3 unconditionally (no sqlite3 offline) and the
# kernel 0.6 front end was made for IPython 9.0.
WHEEL_PINS = {"ipython": "==9.0.2"}
# What the kernel installs at start (its initKernel), spelled as it spells them; listing them in
# loadPyodideOptions makes Pyodide load them from our lock instead of piplite/PyPI.
KERNEL_PACKAGES = ["sqlite3", "ssl", "pyodide_kernel", "micropip", "piplite", "ipykernel",
                   "comm", "jedi", "ipython"]
# Front-end-only packages (their JavaScript is in the site already) and PDF/plot libraries.
SKIP = {"jupyterlab-widgets", "reportlab", "matplotlib", "tqdm", "pillow"}
# Empty wheels: the kernel asks for these, Pyodide's real builds are on a CDN only, and
# nothing in our notebooks needs them (IPython 9 falls back to no history without sqlite3).
# jedi too: it is only IPython's smarter Tab completion (IPython falls back to its own), and
# loading it and parso cost 2 MB and part of every page's start.
STUBS = ["sqlite3", "ssl", "jedi"]
APPS = ["notebooks"]            # besides voici; lab, tree, repl, edit, consoles are left out
EMSCRIPTEN = {
    "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
    "platform_machine": "wasm32", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "python_version": "3.12",
    "python_full_version": PYODIDE_PYTHON, "implementation_version": PYODIDE_PYTHON,
    "platform_release": "", "platform_version": "", "extra": "",
}


class BuildError(Exception):
    """A build problem a person can act on; printed as one sentence."""


def say(*parts: object) -> None:
    print("build-site:", *parts, flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if result.returncode != 0:
        tail = (result.stdout + result.stderr).strip().splitlines()[-15:]
        raise BuildError(f"{' '.join(map(str, cmd[:4]))} ... failed:\n" + "\n".join(tail))
    return result


# --- the build environment ---------------------------------------------------------------------

def venv_python() -> Path:
    return VENV / "bin" / "python"


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


# --- Pyodide from npm --------------------------------------------------------------------------

def pyodide_tarball() -> Path:
    downloads = CACHE / "downloads"
    tarball = downloads / f"pyodide-{PYODIDE_VERSION}.tgz"
    if tarball.exists():
        return tarball
    npm = shutil.which("npm")
    if not npm:
        raise BuildError("Building the site needs npm (Node.js) to fetch the Pyodide runtime "
                         "from the npm registry: install Node.js (e.g. apt-get install npm).")
    downloads.mkdir(parents=True, exist_ok=True)
    say(f"downloading pyodide {PYODIDE_VERSION} from npm")
    run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(downloads),
         "--cache", str(CACHE / "npm"), "--silent"])
    return tarball


# Only what a page loads: no source maps, type declarations, console page or ES-module twin.
PYODIDE_FILES = {"pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json"}


def unpack_pyodide(tarball: Path, dest: Path) -> dict:
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and name in PYODIDE_FILES:
                with tar.extractfile(member) as src:
                    (dest / name).write_bytes(src.read())
    return json.loads((dest / "pyodide-lock.json").read_text())


# --- the in-browser wheels ---------------------------------------------------------------------

def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, Requires-Dist lines, top-level import names) of a wheel."""
    from email.parser import HeaderParser
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = HeaderParser().parsestr(zf.read(meta_name).decode("utf-8"))
    imports = set()
    for n in names:
        top = n.split("/")[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in n and n.endswith("__init__.py") and n.count("/") == 1:
            imports.add(top)
        elif "/" not in n and n.endswith(".py"):
            imports.add(n[:-3])
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], sorted(imports)


def stub_wheel(name: str, folder: Path) -> Path:
    """A wheel with no module in it: Pyodide "installs" it, and ``import name`` still fails
    with ModuleNotFoundError, which IPython handles (no history without sqlite3)."""
    version = "0.0.0"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: mancala-teach\nRoot-Is-Purelib: true\n"
                         "Tag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{n},,\n" for n in [*files, f"{info}/RECORD"])
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for n, text in files.items():
            info_ = zipfile.ZipInfo(n, date_time=(2020, 1, 1, 0, 0, 0))
            info_.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info_, text)
    return path


def pip_download(spec: str, folder: Path) -> Path:
    py = PYODIDE_PYTHON.rsplit(".", 1)[0]
    result = run([str(venv_python()), "-m", "pip", "download", "--no-deps", "--quiet",
                  "--disable-pip-version-check", "--cache-dir", str(CACHE / "pip"),
                  "--only-binary=:all:", "--platform", "any", "--implementation", "py",
                  "--python-version", py, "--dest", str(folder), "--progress-bar", "off", spec])
    del result
    name = canonical(re.split(r"[<>=!~ ;\[]", spec, maxsplit=1)[0])
    found = [p for p in folder.glob("*.whl") if canonical(p.name.split("-")[0]) == name]
    if not found:
        raise BuildError(f"pip found no pure-Python wheel for {spec}.")
    from packaging.requirements import Requirement
    from packaging.version import Version
    req = Requirement(spec)
    fits = [p for p in found if Version(p.name.split("-")[1]) in req.specifier]
    return max(fits or found, key=lambda p: Version(p.name.split("-")[1]))


def resolve_wheels(project_wheel: Path, lock: dict, local: list[Path], folder: Path
                   ) -> dict[str, Path]:
    """The closure of pure wheels the kernel and the package need, evaluated for emscripten.

    Local wheels (the project's, the kernel's shims) win; then the version Pyodide's own lock
    names, when it fits; else the newest pure wheel on PyPI that fits.
    """
    from packaging.requirements import Requirement
    from packaging.version import Version

    by_name: dict[str, Path] = {}
    local_by_name: dict[str, list[Path]] = {}
    for p in local:
        local_by_name.setdefault(canonical(wheel_metadata(p)[0]), []).append(p)
    lock_versions = {canonical(k): v["version"] for k, v in lock["packages"].items()}
    todo = [Requirement(canonical(wheel_metadata(project_wheel)[0]))]
    todo += [Requirement(n + WHEEL_PINS.get(n, "")) for n in map(canonical, KERNEL_PACKAGES)
             if n not in STUBS]
    while todo:
        req = todo.pop(0)
        name = canonical(req.name)
        spec = req.specifier
        if name in WHEEL_PINS:
            spec = spec & Requirement(name + WHEEL_PINS[name]).specifier
        if name in SKIP or name in STUBS:
            continue
        if name in by_name:
            version = Version(wheel_metadata(by_name[name])[1])
            if version not in spec:
                say(f"note: {name} {version} does not fit {spec} (wanted by another wheel)")
            continue
        if name in local_by_name:
            fits = [p for p in local_by_name[name]
                    if Version(wheel_metadata(p)[1]) in spec] or local_by_name[name]
            path = max(fits, key=lambda p: Version(wheel_metadata(p)[1]))
        elif name in lock_versions and Version(lock_versions[name]) in spec:
            path = pip_download(f"{name}=={lock_versions[name]}", folder)
        else:
            path = pip_download(f"{name}{spec}", folder)
        by_name[name] = path
        for line in wheel_metadata(path)[2]:
            dep = Requirement(line)
            if dep.marker is None or dep.marker.evaluate(EMSCRIPTEN):
                todo.append(Requirement(f"{dep.name}{dep.specifier}"))
    return by_name


def cached_resolution(project_wheel: Path, lock: dict, local: list[Path]) -> dict[str, Path]:
    """resolve_wheels, remembered: the same inputs give the same wheels without asking PyPI."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(json.dumps({
        "requires": wheel_metadata(project_wheel)[2], "pins": WHEEL_PINS,
        "kernel": KERNEL_PACKAGES, "skip": sorted(SKIP), "stubs": STUBS, "pyodide": PYODIDE_VERSION,
        "local": sorted(p.name for p in local)}, sort_keys=True).encode()).hexdigest()[:16]
    memo = folder / f"resolved-{key}.json"
    if memo.exists():
        names = json.loads(memo.read_text())
        paths = {n: Path(f) for n, f in names.items()}
        if all(p.exists() for p in paths.values()):
            return paths
    say("resolving the in-browser wheels (PyPI)")
    paths = resolve_wheels(project_wheel, lock, local, folder)
    memo.write_text(json.dumps({n: str(p) for n, p in sorted(paths.items())}, indent=1))
    return paths


def compile_wheels(wheels: dict[str, Path], pyodide_dir: Path) -> dict[str, Path]:
    """The wheels with their modules compiled to Pyodide's bytecode (cached by content).

    A page otherwise compiles IPython, prompt_toolkit, pygments ... from source at every start,
    which takes several seconds. Compiled inside Pyodide itself (node), so the bytecode is
    exactly its Python's. Our own package keeps its source beside the bytecode (tracebacks and
    curious readers); the others ship bytecode only, as Pyodide's own packages do.
    """
    node = shutil.which("node")
    if not node:
        raise BuildError("Building the site needs Node.js (node) to compile the wheels for "
                         "Pyodide: install Node.js (e.g. apt-get install nodejs npm).")
    folder = CACHE / "compiled" / PYODIDE_VERSION
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, Path] = {}
    jobs = []
    with tempfile.TemporaryDirectory(prefix="mancala-pyc-") as tmp:
        for name, path in wheels.items():
            digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
            dest = folder / digest / path.name
            out[name] = dest
            if not dest.exists():
                dest.parent.mkdir(exist_ok=True)
                shutil.copy2(path, Path(tmp) / path.name)
                jobs.append({"src": path.name, "dest": f"{digest}-{path.name}",
                             "keep_source": name == "mancala-teach", "final": str(dest)})
        if jobs:
            say(f"compiling {len(jobs)} wheels to Pyodide bytecode")
            (Path(tmp) / "jobs.json").write_text(json.dumps(jobs))
            run([node, str(HERE / "pycompile.js"), str(pyodide_dir), tmp])
            for job in jobs:
                shutil.move(Path(tmp) / job["dest"], job["final"])
    return out


def write_lock(lock: dict, wheels: dict[str, Path], dest: Path) -> None:
    """Copy the wheels beside pyodide.js and make the lock list exactly those wheels."""
    from packaging.requirements import Requirement
    packages = {}
    for name, path in sorted(wheels.items()):
        shutil.copy2(path, dest / path.name)
        dist, version, requires, imports = wheel_metadata(path)
        depends = []
        for line in requires:
            dep = Requirement(line)
            if (dep.marker is None or dep.marker.evaluate(EMSCRIPTEN)) and \
                    canonical(dep.name) in wheels and canonical(dep.name) != name:
                depends.append(canonical(dep.name))
        packages[name] = {
            "name": dist, "version": version, "file_name": path.name, "install_dir": "site",
            "sha256": hashlib.sha256((dest / path.name).read_bytes()).hexdigest(),
            "package_type": "package", "imports": imports,
            "depends": sorted(set(depends)), "unvendored_tests": False, "shared_library": False,
        }
    lock = dict(lock, packages=packages)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))


# --- the lessons -------------------------------------------------------------------------------

def lesson_facts(path: Path) -> dict:
    """Title, grade band, time and goals, read from a notebook's first cell."""
    nb = json.loads(path.read_text())
    first = "".join(next(c for c in nb["cells"] if c["cell_type"] == "markdown")["source"])
    title = re.search(r"^# (.+)$", first, re.M).group(1)
    number, _, name = title.partition(" · ")
    grade = re.search(r"\*\*Grade band:\*\* ([^·\n]+)", first)
    minutes = re.search(r"\*\*Time:\*\* ([^·\n]+)", first)
    goals_part = first.split("## Learning goals", 1)[1].split("\n## ", 1)[0]
    goals = [g[2:].strip() for g in goals_part.strip().splitlines() if g.startswith("- ")]
    return {"stem": path.stem, "number": number.strip(), "title": name.strip() or title,
            "grade": grade.group(1).strip() if grade else "",
            "time": minutes.group(1).strip() if minutes else "", "goals": goals}


def site_notebook(path: Path, dest: Path) -> None:
    """A copy of a notebook for the site: the Pyodide kernel's name, outputs kept."""
    nb = json.loads(path.read_text())
    nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                    "language": "python"}
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")


# --- the pages ---------------------------------------------------------------------------------

def page(title: str, body: str, head: str = "") -> str:
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<title>{html.escape(title)}</title>\n'
            f'<link rel="stylesheet" href="classroom/site.css">\n{head}</head>\n<body>\n'
            f'{body}\n</body>\n</html>\n')


def root_config(index: Path) -> str:
    """JupyterLite's apps read the site root's settings from ``index.html`` (an inert JSON
    script): the landing page that replaces it must carry that script too."""
    found = re.search(r'<script\s+id="jupyter-config-data"[^>]*>.*?</script>',
                      index.read_text(), re.S)
    if not found:
        raise BuildError("JupyterLite's index.html has no jupyter-config-data script.")
    return found.group(0) + "\n"


PRINTABLE_GROUPS = [
    ("boards", "Boards to print", "Print at 100% (\"actual size\"). The full-size board comes "
     "on several sheets that you glue together."),
    ("rules", "Rule sheets", "One sheet per game, with pictures of real moves."),
    ("cards", "Quick-reference cards", "Each game's rules in short, with one drawn move: two "
     "cards to a page, to cut in half."),
    ("worksheets", "Worksheets", "One sample worksheet per level, each with its answer key, "
     "at three depths with the same puzzles (support, core, stretch); and every answer of a "
     "class set of 30 on one page."),
    ("lessons", "For running the lessons", "A lesson card per notebook (with beans first, "
     "then the notebook), half-page exit tickets (two to a page, to cut apart) and their "
     "answers, a rubric page per notebook for its reasoning goal, and a page about where "
     "these games come from."),
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


def landing_page(lessons: list[dict], out: Path, head: str = "") -> str:
    cards = []
    for lesson in lessons:
        goals = "".join(f"<li>{html.escape(g)}</li>" for g in lesson["goals"])
        stem = lesson["stem"]
        label = f"{lesson['number']}. {lesson['title']}"
        cards.append(
            f'<li class="lesson"><h3 id="l{lesson["number"]}">{html.escape(label)}</h3>'
            f'<p class="band">{html.escape(lesson["grade"].capitalize())}'
            f' · {html.escape(lesson["time"])}</p>'
            f'<p>What the class does:</p><ul>{goals}</ul>'
            f'<p class="open">'
            f'<a class="button" href="voici/render/{stem}.html" '
            f'aria-describedby="l{lesson["number"]}">Show it to the class</a> '
            f'<a href="notebooks/index.html?path={stem}.ipynb" '
            f'aria-describedby="l{lesson["number"]}">Open it as a notebook</a></p></li>')
    body = f"""<header><h1>Mancala maths: the classroom site</h1>
<p class="lead">Lessons that teach counting, sums, remainders and fair rules with mancala, a
family of board games played across Africa, Asia and the Americas. Everything runs in this web
browser: nothing to install, and nothing leaves this computer.</p></header>
<main>
<section aria-labelledby="how"><h2 id="how">How to use it</h2>
<ul>
<li><strong>Show it to the class</strong> opens the lesson as a page for the projector: big
boards and buttons, no computer code. It takes a few seconds to get ready the first time
(the page says "Running"). Click a pit or the buttons under a board to play seed by seed.</li>
<li><strong>Open it as a notebook</strong> shows the same lesson with its Python code, for you
or older students to read and change. Choose <strong>Run ▸ Run All Cells</strong> first.
Your changes stay in this browser only.</li>
<li>Teacher notes are folded at the top of each lesson: click <strong>Teacher notes</strong>
to open them. Exercise answers stay hidden until you click <strong>Show the answer</strong>.</li>
</ul></section>
<section aria-labelledby="lessons"><h2 id="lessons">Lessons</h2>
<ol class="lessons">{''.join(cards)}</ol></section>
{printables_section(out)}
</main>
<footer><p>Made with mancala-teach. Works offline once copied: see "Put the classroom site
on the web" in the README.</p></footer>"""
    return page("Mancala maths: the classroom site", body, head)


CLASSROOM_HEAD = ('<link rel="stylesheet" href="../../classroom/classroom.css">\n'
                  '<script src="../../classroom/classroom.js" defer></script>\n')


def classroom_nav(lesson: dict) -> str:
    return (f'<nav class="mt-nav" aria-label="Site"><a href="../../index.html">All lessons'
            f'</a><a href="../../notebooks/index.html?path={lesson["stem"]}.ipynb">Open it '
            f'as a notebook (with the code)</a></nav>')


def stored_outputs_html(cell: dict) -> str:
    """A code cell's saved outputs as HTML (our own notebooks: their HTML is trusted)."""
    parts = []
    for out in cell.get("outputs", []):
        if out["output_type"] == "stream":
            parts.append(f'<pre>{html.escape("".join(out["text"]))}</pre>')
            continue
        data = out.get("data", {})
        if "text/html" in data:
            parts.append("".join(data["text/html"]))
        elif "text/plain" in data:
            parts.append(f'<pre>{html.escape("".join(data["text/plain"]))}</pre>')
    return "".join(f'<div class="jp-OutputArea-output jp-RenderedHTMLCommon">{p}</div>'
                   for p in parts)


def show_stored_outputs(text: str, notebook: Path) -> str:
    """Put each code cell's saved outputs into Voici's empty placeholder for it.

    Voici shows nothing but a spinner until Python has started in the browser and run every
    cell (15-20 s on a school laptop). With the saved outputs in the page, the lesson, its
    pictures and a still picture of each board are there at once; classroom.js shows them,
    and each is swapped for the live output as its cell runs (classroom.css).
    """
    cells = {c.get("id"): c for c in json.loads(notebook.read_text())["cells"]
             if c["cell_type"] == "code"}
    filled = 0

    def fill(match: re.Match) -> str:
        nonlocal filled
        cell = cells.get(match.group(2))
        stored = stored_outputs_html(cell) if cell else ""
        if not stored:
            return match.group(0)
        filled += 1
        # Voila hides a cell marked as having no outputs; this one has them now.
        opening = match.group(1).replace(" jp-mod-noOutputs", "")
        return f'{opening}<div class="mt-stored">{stored}</div>{match.group(3)}'

    text = re.sub(r'(<div id="cell-id=([^"]+)" class="jp-Cell jp-CodeCell[^"]*">)(\s*</div>)',
                  fill, text)
    if cells and not filled and any(c.get("outputs") for c in cells.values()):
        raise BuildError(f"{notebook.name}: Voici 0.9's empty output places were not found "
                         f"in its page.")
    return text


def fix_voici_page(path: Path, lesson: dict, notebook: Path) -> None:
    text = path.read_text()
    text = show_stored_outputs(text, notebook)
    # Voici resolves these against the page (voici/render/): point them at the site's root.
    text = re.sub(r'"(pyodideUrl|pipliteWheelUrl)": "\./', r'"\1": "../../', text)
    text = re.sub(r'"pipliteUrls": \[([^\]]*)\]',
                  lambda m: '"pipliteUrls": [' + m.group(1).replace('"./', '"../../') + "]",
                  text)
    # Voila's template asks a CDN for Font Awesome; the site must not reach outside itself.
    text = re.sub(r'<link[^>]+href="https?://[^"]+"[^>]*>\s*', "", text)
    text = re.sub(r"<title>[^<]*</title>",
                  f"<title>{html.escape(lesson['number'])}. "
                  f"{html.escape(lesson['title'])}: classroom view</title>", text, count=1)
    text = re.sub(r"<html(?![^>]*lang=)", '<html lang="en"', text, count=1)
    text = text.replace("</head>", CLASSROOM_HEAD + "</head>", 1)
    text = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + classroom_nav(lesson), text,
                  count=1)
    if "pyodideUrl" in text and '"pyodideUrl": "../../' not in text:
        raise BuildError(f"{path.name}: the Pyodide address was not where Voici 0.9 puts it.")
    path.write_text(text)


# --- the build ---------------------------------------------------------------------------------

def build(out: Path) -> None:
    started = time.monotonic()
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    if not notebooks:
        raise BuildError("There are no notebooks in notebooks/ to build the site from.")
    if not list((ROOT / "printables").glob("*/*/*.pdf")):
        raise BuildError("printables/ has no PDFs: run .venv/bin/mancala-teach printables "
                         "first.")
    lite = CACHE / "lite"
    if lite.exists():
        shutil.rmtree(lite)
    (lite / "content").mkdir(parents=True)
    pyodide_dir = lite / "static" / "pyodide"
    lock = unpack_pyodide(pyodide_tarball(), pyodide_dir)

    work = Path(tempfile.mkdtemp(prefix="mancala-site-"))
    try:
        run([str(venv_python()), "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--quiet", "--disable-pip-version-check", "--wheel-dir", str(work), str(ROOT)])
        project_wheel = next(work.glob("mancala_teach-*.whl"))
        kernel_pypi = Path(sys.prefix, "share/jupyter/labextensions/@jupyterlite/"
                           "pyodide-kernel-extension/static/pypi")
        local = [project_wheel, *sorted(kernel_pypi.glob("*.whl"))]
        wheels = cached_resolution(project_wheel, lock, local)
        wheels[canonical("mancala-teach")] = project_wheel    # always this checkout's
        wheels = compile_wheels(wheels, pyodide_dir)
        for name in STUBS:
            wheels[name] = stub_wheel(name, work)
        write_lock(lock, wheels, pyodide_dir)
        (lite / "pypi").mkdir()
        shutil.copy2(project_wheel, lite / "pypi" / project_wheel.name)   # for %pip install
    finally:
        shutil.rmtree(work, ignore_errors=True)

    preload = KERNEL_PACKAGES + ["mancala-teach"]
    (lite / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Mancala maths",
            # Draw every cell, not only those in view: widgets keep their place, and a
            # teacher's Ctrl+F finds words anywhere in the lesson.
            "settingsOverrides": {"@jupyterlab/notebook-extension:tracker": {
                "windowingMode": "none"}},
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": preload}}},
        }}, indent=1))
    lessons = []
    for nb in notebooks:
        site_notebook(nb, lite / "content" / nb.name)
        lessons.append(lesson_facts(nb))

    say("running voici build (classroom view + notebook view)")
    if out.exists():
        shutil.rmtree(out)
    run([str(VENV / "bin" / "voici"), "build", "--lite-dir", str(lite),
         "--contents", str(lite / "content"), "--output-dir", str(out),
         *[f"--apps={a}" for a in APPS], "--no-sourcemaps", "--no-unused-shared-packages"],
        cwd=lite)

    for lesson in lessons:
        fix_voici_page(out / "voici" / "render" / f"{lesson['stem']}.html", lesson,
                       lite / "content" / f"{lesson['stem']}.ipynb")
    # Font formats no current browser picks when a WOFF2/WOFF twin is there.
    for font in out.glob("build/**/*"):
        if font.suffix in {".eot", ".ttf"} or (font.suffix == ".svg" and "fa-" in font.name):
            font.unlink()
    (out / "classroom").mkdir(exist_ok=True)
    for asset in ("classroom.css", "classroom.js", "site.css"):
        shutil.copy2(HERE / asset, out / "classroom" / asset)
    config = root_config(out / "index.html")
    (out / "index.html").write_text(landing_page(lessons, out, config))
    (out / ".nojekyll").write_text("")    # GitHub Pages: serve folders such as _output as is
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"wrote {out} ({size / 1e6:.1f} MB) in {time.monotonic() - started:.0f} s; serve it "
        f"over http, e.g.: python3 -m http.server -d {os.path.relpath(out)} 8000")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build-site", description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=str(ROOT / "site"),
                        help="the folder to build into (default: site/); it is replaced")
    args = parser.parse_args(argv)
    out = Path(args.output).resolve()
    if out == ROOT or ROOT.is_relative_to(out) or out in (ROOT / "notebooks", ROOT / "printables"):
        print(f"build-site: {out} cannot be the output folder: it would be replaced.",
              file=sys.stderr)
        return 2
    try:
        if Path(sys.prefix).resolve() != VENV.resolve():
            ensure_venv()
            os.execv(str(venv_python()), [str(venv_python()), __file__, *(argv or sys.argv[1:])])
        build(out)
    except BuildError as exc:
        print(f"build-site: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
