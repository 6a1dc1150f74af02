"""The site's Python in the browser: one Pyodide (from npm) and one lock of pure wheels.

``static/pyodide/`` holds Pyodide's runtime and every wheel any page of the site may load,
listed in ONE ``pyodide-lock.json`` (names, files, sha256, imports, depends). A page loads
only the packages it names (``startPython({packages})`` in ``app/start.js``) and their
depends: the lessons load ``mancala-teach`` and the IPython stand-in; other parts of the site
(``build.PARTS``) add wheels of their own that only their pages load.

Wheels come from PyPI (pure ``py3-none-any`` wheels, resolved for Pyodide's Python and
remembered in ``.site-cache/wheels``), from this checkout (the project's wheel, the IPython
stand-in) or from a part of the site (a stub it makes). Each is compiled to Pyodide's bytecode
once (``pycompile.js``, cached by content) and trimmed of what a browser never reads.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import tarfile
import tempfile
import zipfile
from email.parser import HeaderParser
from pathlib import Path

from common import CACHE, HERE, ROOT, BuildError, run, say, venv_python

PYODIDE_VERSION = "0.27.6"      # jupyterlite-pyodide-kernel 0.6.1's (the notebook view)
PYODIDE_PYTHON = "3.12.7"
# Chosen by hand: IPython 8 imports sqlite3 unconditionally (no sqlite3 offline) and the
# notebook view's kernel 0.6 front end was made for IPython 9.0.
WHEEL_PINS = {"ipython": "==9.0.2"}
# Front-end-only packages (JavaScript a page of ours never loads) and libraries no page uses
# that have no pure wheel.
SKIP = {"jupyterlab-widgets", "widgetsnbextension", "matplotlib", "pillow"}
# What a lesson page loads (their depends come with them): the package and, instead of
# IPython and its friends, a stand-in of a few lines (mancala_teach.web.display).
LESSON_PACKAGES = ["mancala-teach", "mancala-site-ipython"]
STANDIN = "mancala-site-ipython"
STANDIN_SOURCE = HERE / "standin"
# Only what a page loads: no source maps, type declarations or console page.
PYODIDE_FILES = {"pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json", "package.json"}
# Python's own web server (python3 -m http.server) may not know ".mjs" (Windows, older Pythons)
# and would send it as a download, which no browser runs as a module: a plain ".js" twin.
RENAMED = {"pyodide.mjs": "pyodide.esm.js"}
# The compiled wheels' recipe: change it to compile every wheel again.
RECIPE = "4"
# Left out of Pyodide's standard library: what no page of the site imports (tools for a
# terminal, other processes, mail and network servers, tests). Every page loads the library
# whole before Python starts, so each byte here is one every device downloads.
STDLIB_OMIT = [
    "pydoc", "pydoc_data", "doctest", "pdb", "unittest", "multiprocessing", "xmlrpc",
    "mailbox", "imaplib", "smtplib", "poplib", "nntplib", "ftplib", "telnetlib", "wsgiref",
    "pickletools", "idlelib", "lib2to3", "turtle", "turtledemo", "tkinter", "ensurepip",
    "venv", "zipapp", "curses", "dbm", "sqlite3", "cgi", "cgitb", "tabnanny", "trace",
    "profile", "cProfile", "pstats", "timeit", "mailcap", "sndhdr", "imghdr", "aifc",
    "sunau", "wave", "chunk", "audioop", "nturl2path", "_osx_support", "_aix_support",
    "optparse", "difflib", "getopt",
    # Pure-Python twins of modules Pyodide has built in (_datetime, _decimal, _io).
    "_pydatetime", "_pydecimal", "_pyio",
]
# Of the standard library's codecs, the site keeps only these: the Unicode ones, ASCII,
# Latin-1, cp1252, cp437 (zip files' old names), IDNA, the escapes and the bytes-to-bytes
# codecs. The tables of national code pages (cp1250, koi8_r, mac_greek, shift_jis ...: 0.23 MB
# compressed, on every page) go: the site reads and writes UTF-8, and reportlab has its own
# codecs for PDF fonts.
ENCODINGS_KEPT = {
    "__init__", "aliases", "ascii", "latin_1", "cp1252", "cp437", "utf_8", "utf_8_sig",
    "utf_7", "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le", "idna",
    "punycode", "unicode_escape", "raw_unicode_escape", "charmap", "base64_codec", "hex_codec",
    "zlib_codec", "bz2_codec", "quopri_codec", "uu_codec", "rot_13", "mbcs", "oem", "undefined",
}
EMSCRIPTEN = {
    "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
    "platform_machine": "wasm32", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "python_version": "3.12",
    "python_full_version": PYODIDE_PYTHON, "implementation_version": PYODIDE_PYTHON,
    "platform_release": "", "platform_version": "", "extra": "",
}


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


def unpack_pyodide(dest: Path) -> dict:
    """Pyodide's runtime files into ``dest``; its own lock (for the versions it names)."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(pyodide_tarball()) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and name in PYODIDE_FILES:
                with tar.extractfile(member) as src:
                    (dest / RENAMED.get(name, name)).write_bytes(src.read())
    return json.loads((dest / "pyodide-lock.json").read_text())


# --- wheels ------------------------------------------------------------------------------------

def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, Requires-Dist lines, top-level import names) of a wheel."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = HeaderParser().parsestr(zf.read(meta_name).decode("utf-8"))
    imports = set()
    for n in names:
        top = n.split("/")[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in n and n.endswith(("__init__.py", "__init__.pyc")) and n.count("/") == 1:
            imports.add(top)
        elif "/" not in n and n.endswith((".py", ".pyc")):
            imports.add(n.rsplit(".", 1)[0])
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], sorted(imports)


def make_wheel(name: str, files: dict[str, str | bytes], folder: Path,
               version: str = "0.0.0", requires: list[str] = (),
               metadata: str | None = None) -> Path:
    """A pure wheel of ``files`` (path in the wheel -> content), reproducible byte for byte.

    For the site's own small packages: stubs (an empty wheel: ``import name`` still fails
    with ModuleNotFoundError, which the code that asks handles) and stand-ins.
    """
    dist = canonical(name).replace("-", "_")
    path = folder / f"{dist}-{version}-py3-none-any.whl"
    info = f"{dist}-{version}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = metadata or (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        + "".join(f"Requires-Dist: {r}\n" for r in requires))
    files[f"{info}/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: mancala-teach\n"
                              "Root-Is-Purelib: true\nTag: py3-none-any\n")
    files[f"{info}/RECORD"] = "".join(f"{n},,\n" for n in [*files, f"{info}/RECORD"])
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for n, text in files.items():
            entry = zipfile.ZipInfo(n, date_time=(2020, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(entry, text)
    return path


# --- the project's wheel, in parts ------------------------------------------------------------
# A lesson downloads every byte of the wheels it loads, so the project's wheel is split where
# pages differ (issue 21; measured with benchmarks/site.py): the core (the engine, the boards,
# the widgets, the lessons, the puzzles: what the lessons and the Practice page import), the
# makers of PDFs and the command line that drives them (only the Make page loads them, with
# reportlab), and one part per language's catalogue (loaded by a page only when its reader
# chose that language). The parts unpack into the same ``mancala_teach`` folder, so imports
# and ``importlib.resources`` work as in one package; each part requires the core.
PROJECT = "mancala-teach"
PRINTABLES_PART = "mancala-teach-printables"
PRINTABLES_FILES = (
    "mancala_teach/printables/", "mancala_teach/render/pdf.py",
    "mancala_teach/web/make_page.py", "mancala_teach/teaching/class_pages.py",
    "mancala_teach/teaching/tournament.py", "mancala_teach/cli", "mancala_teach/__main__.py",
    "mancala_teach/interrupts.py", "_mancala_teach_start.py",
)
LOCALE_FOLDER = "mancala_teach/locale/"


def own_wheels(wheels: dict) -> set[str]:
    """The project's own wheels (the core and its parts) among ``wheels``' names."""
    return {name for name in wheels if name == PROJECT or name.startswith(PROJECT + "-")}


def language_part(code: str) -> str:
    """The lock's name of the part that holds a language's catalogue (``app/start.js``
    names it the same way)."""
    return f"{PROJECT}-locale-{code}"


def project_part_of(name: str) -> str:
    """Which part of the project a file of its wheel goes to."""
    if name.startswith(LOCALE_FOLDER):
        return language_part(name[len(LOCALE_FOLDER):].split("/")[0])
    if name.startswith(PRINTABLES_FILES):
        return PRINTABLES_PART
    return PROJECT


def split_project_wheel(wheel: Path, folder: Path) -> list[Path]:
    """The project's wheel as the core (named ``mancala-teach``, with the wheel's own metadata
    and dependencies) and its parts, each a reproducible wheel in ``folder``."""
    name, version, _requires, _imports = wheel_metadata(wheel)
    parts: dict[str, dict[str, bytes]] = {}
    with zipfile.ZipFile(wheel) as zf:
        metadata = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        for entry in zf.namelist():
            if entry.split("/")[0].endswith(".dist-info") or entry.endswith("/"):
                continue
            parts.setdefault(project_part_of(entry), {})[entry] = zf.read(entry)
        core_metadata = zf.read(metadata).decode("utf-8")
    # The core keeps the project's own metadata (its description, its dependencies).
    made = [make_wheel(name, parts.pop(PROJECT), folder, version, metadata=core_metadata)]
    for part, files in sorted(parts.items()):
        made.append(make_wheel(part, files, folder, version, [f"{PROJECT}=={version}"]))
    return made


def standin_wheel(folder: Path) -> Path:
    """The IPython stand-in (``standin/IPython``): a few lines that re-export
    ``mancala_teach.web.display``. Only the site's lock lists it, under its own name, so it
    can never be installed over a real IPython."""
    files = {p.relative_to(STANDIN_SOURCE).as_posix(): p.read_text()
             for p in sorted(STANDIN_SOURCE.rglob("*.py"))}
    return make_wheel(STANDIN, files, folder)


def pip_download(spec: str, folder: Path) -> Path:
    from packaging.requirements import Requirement
    from packaging.version import Version
    py = PYODIDE_PYTHON.rsplit(".", 1)[0]
    run([str(venv_python()), "-m", "pip", "download", "--no-deps", "--quiet",
         "--disable-pip-version-check", "--cache-dir", str(CACHE / "pip"),
         "--only-binary=:all:", "--platform", "any", "--implementation", "py",
         "--python-version", py, "--dest", str(folder), "--progress-bar", "off", spec])
    req = Requirement(spec)
    found = [p for p in folder.glob("*.whl") if canonical(p.name.split("-")[0]) == canonical(
        req.name)]
    if not found:
        raise BuildError(f"pip found no pure-Python wheel for {spec}.")
    fits = [p for p in found if Version(p.name.split("-")[1]) in req.specifier]
    return max(fits or found, key=lambda p: Version(p.name.split("-")[1]))


def resolve_wheels(roots: list[str], lock: dict, local: list[Path], folder: Path,
                   skip: set[str]) -> dict[str, Path]:
    """The closure of pure wheels for ``roots`` (requirement strings), for emscripten.

    Local wheels win; then the version Pyodide's own lock names, when it fits; else the newest
    pure wheel on PyPI that fits.
    """
    from packaging.requirements import Requirement
    from packaging.version import Version

    by_name: dict[str, Path] = {}
    local_by_name: dict[str, list[Path]] = {}
    for p in local:
        local_by_name.setdefault(canonical(wheel_metadata(p)[0]), []).append(p)
    lock_versions = {canonical(k): v["version"] for k, v in lock["packages"].items()}
    todo = [Requirement(r) for r in roots]
    while todo:
        req = todo.pop(0)
        name = canonical(req.name)
        spec = req.specifier
        if name in WHEEL_PINS:
            spec = spec & Requirement(name + WHEEL_PINS[name]).specifier
        if name in skip:
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


def cached_resolution(roots: list[str], lock: dict, local: list[Path], skip: set[str]
                      ) -> dict[str, Path]:
    """resolve_wheels, remembered: the same inputs give the same wheels without asking PyPI.

    Local wheels are named in the key and the memo by their file name only, never by their
    path (the project's wheel is built into a new temporary folder each time), and are
    always taken from this build's list.
    """
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(json.dumps({
        "roots": sorted(roots), "pins": WHEEL_PINS, "skip": sorted(skip),
        "pyodide": PYODIDE_VERSION,
        "local": sorted((p.name, wheel_metadata(p)[2]) for p in local)},
        sort_keys=True).encode()).hexdigest()[:16]
    memo = folder / f"resolved-{key}.json"
    local_by_file = {p.name: p for p in local}
    if memo.exists():
        remembered = json.loads(memo.read_text())
        paths = {n: local_by_file.get(f) or folder / f for n, f in remembered.items()}
        if all(p.exists() for p in paths.values()):
            return paths
    say("resolving the in-browser wheels (PyPI)")
    paths = resolve_wheels(roots, lock, local, folder, skip)
    memo.write_text(json.dumps({n: p.name for n, p in sorted(paths.items())}, indent=1))
    return paths


def compile_wheels(wheels: dict[str, Path], pyodide_dir: Path, keep_source: set[str]
                   ) -> dict[str, Path]:
    """The wheels with their modules compiled to Pyodide's bytecode (cached by content).

    A page otherwise compiles every module from source at each start (seconds). Compiled
    inside Pyodide itself (node), so the bytecode is exactly its Python's. Wheels named in
    ``keep_source`` keep their source beside the bytecode; the others (all, on the site:
    every byte is downloaded by every device; the source is in the repository) ship bytecode
    only, as Pyodide's own packages do, and lose what a browser never reads (tests, Jupyter's
    front-end JavaScript, ``.data``).
    """
    node = shutil.which("node")
    if not node:
        raise BuildError("Building the site needs Node.js (node) to compile the wheels for "
                         "Pyodide: install Node.js (e.g. apt-get install nodejs npm).")
    folder = CACHE / "compiled" / f"{PYODIDE_VERSION}-{RECIPE}"
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, Path] = {}
    jobs = []
    with tempfile.TemporaryDirectory(prefix="mancala-pyc-") as tmp:
        for name, path in wheels.items():
            keep = name in keep_source
            # Our own wheels lose their docstrings (0.08 MB of the core's 0.68): no page
            # reads them. Other libraries keep theirs (some read their own __doc__).
            strip = not keep and name in own_wheels(wheels)
            digest = hashlib.sha256(path.read_bytes() + bytes([keep, strip])).hexdigest()[:16]
            dest = folder / digest / path.name
            out[name] = dest
            if not dest.exists():
                dest.parent.mkdir(exist_ok=True)
                shutil.copy2(path, Path(tmp) / path.name)
                jobs.append({"src": path.name, "dest": f"{digest}-{path.name}",
                             "keep_source": keep, "strip_docstrings": strip,
                             "final": str(dest)})
        if jobs:
            say(f"compiling {len(jobs)} wheels to Pyodide bytecode")
            (Path(tmp) / "jobs.json").write_text(json.dumps(jobs))
            run([node, str(HERE / "pycompile.js"), str(pyodide_dir), tmp])
            for job in jobs:
                shutil.move(Path(tmp) / job["dest"], job["final"])
    return out


def compile_stdlib(pyodide_dir: Path, omit: list[str] = STDLIB_OMIT,
                   name: str = "python_stdlib.zip") -> None:
    """Pyodide's standard library compiled to its bytecode, without ``omit``, as ``name``.

    Pyodide 0.27 ships the library as source, so every page compiled the modules Python
    imports at start (about 170) before anything else: compiled, Python starts in less than
    half the time (measured: 2.6 s against 6.1 s under node on this machine). Call it for
    other names first: it replaces the source library with the site's own.
    """
    source = pyodide_dir / "python_stdlib.zip"
    if omit:                  # the site's own library: without the code pages' tables
        with zipfile.ZipFile(source) as zf:
            omit = [*omit, *sorted(
                n.rsplit(".", 1)[0] for n in zf.namelist() if n.startswith("encodings/")
                and n.endswith(".py") and n[len("encodings/"):-3] not in ENCODINGS_KEPT)]
    digest = hashlib.sha256(source.read_bytes() + json.dumps(omit).encode()
                            ).hexdigest()[:16]
    compiled = CACHE / "compiled" / f"{PYODIDE_VERSION}-{RECIPE}" / f"stdlib-{digest}.zip"
    if not compiled.exists():
        say("compiling the standard library to Pyodide bytecode")
        compiled.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="mancala-pyc-") as tmp:
            shutil.copy2(source, Path(tmp) / "in.zip")
            (Path(tmp) / "jobs.json").write_text(json.dumps([{
                "src": "in.zip", "dest": "out.zip", "stdlib": True, "omit": omit}]))
            run([shutil.which("node") or "node", str(HERE / "pycompile.js"),
                 str(pyodide_dir), tmp])
            shutil.move(Path(tmp) / "out.zip", compiled)
    shutil.copy2(compiled, pyodide_dir / name)


def write_lock(lock: dict, wheels: dict[str, Path], dest: Path,
               never_depend: set[str]) -> None:
    """Copy the wheels beside pyodide.js and make the lock list exactly those wheels.

    ``never_depend``: names no entry depends on (IPython: the lessons load the stand-in, the
    notebook view loads the real one by name).
    """
    from packaging.requirements import Requirement
    packages = {}
    for name, path in sorted(wheels.items()):
        shutil.copy2(path, dest / path.name)
        dist, version, requires, imports = wheel_metadata(path)
        depends = []
        for line in requires:
            dep = Requirement(line)
            if (dep.marker is None or dep.marker.evaluate(EMSCRIPTEN)) and \
                    canonical(dep.name) in wheels and canonical(dep.name) != name and \
                    canonical(dep.name) not in never_depend:
                depends.append(canonical(dep.name))
        packages[name] = {
            "name": dist, "version": version, "file_name": path.name, "install_dir": "site",
            "sha256": hashlib.sha256((dest / path.name).read_bytes()).hexdigest(),
            "package_type": "package", "imports": imports,
            "depends": sorted(set(depends)), "unvendored_tests": False, "shared_library": False,
        }
    lock = dict(lock, packages=packages)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))


def build_runtime(dest: Path, *, roots: list[str], made: list[Path], stubs: list[str],
                  skip: set[str] = frozenset(), whole_stdlib: str | None = None) -> dict:
    """Pyodide and the lock into ``dest`` (``static/pyodide``): the closure of ``roots``
    (requirement strings) from this checkout's package, the stand-in, the wheels in ``made``
    and PyPI, plus empty ``stubs``; with ``whole_stdlib``, also the whole standard library
    (compiled) under that name, for a page that needs more of it (the notebook view's
    IPython). Returns the lock's packages."""
    lock = unpack_pyodide(dest)
    work = Path(tempfile.mkdtemp(prefix="mancala-site-"))
    try:
        run([str(venv_python()), "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--quiet", "--disable-pip-version-check", "--wheel-dir", str(work), str(ROOT)])
        project = next(work.glob("mancala_teach-*.whl"))
        split = work / "parts"
        split.mkdir()
        standin = standin_wheel(work)
        local = [*split_project_wheel(project, split), standin, *made]
        local_names = {canonical(wheel_metadata(p)[0]) for p in local}
        skip = SKIP | set(skip) | set(map(canonical, stubs))
        if "ipython" not in map(canonical, roots):
            skip.add("ipython")      # the lessons' stand-in does its work
        wheels = cached_resolution([*roots, *sorted(local_names)], lock, local, skip)
        for p in local:         # always this build's own
            wheels[canonical(wheel_metadata(p)[0])] = p
        wheels = compile_wheels(wheels, dest, keep_source=set())
        if whole_stdlib:
            compile_stdlib(dest, [], whole_stdlib)
        compile_stdlib(dest)
        for name in stubs:
            wheels[canonical(name)] = make_wheel(name, {}, work)
        write_lock(lock, wheels, dest, never_depend={"ipython"})
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return json.loads((dest / "pyodide-lock.json").read_text())["packages"]


def requirement_name(requirement: str) -> str:
    """``"reportlab==5.1.0"`` -> ``"reportlab"`` (canonical)."""
    return canonical(re.split(r"[<>=!~ ;\[]", requirement, maxsplit=1)[0])


def closure(packages: dict, names: list[str]) -> set[str]:
    """The lock entries ``names`` load, with everything they depend on."""
    todo, found = [canonical(n) for n in names], set()
    while todo:
        name = todo.pop()
        if name in packages and name not in found:
            found.add(name)
            todo += packages[name]["depends"]
    return found


def project_wheel(folder: Path) -> Path:
    """This checkout's wheel, built into ``folder`` (for the notebook view's %pip install)."""
    run([str(venv_python()), "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--quiet", "--disable-pip-version-check", "--wheel-dir", str(folder), str(ROOT)])
    return next(folder.glob("mancala_teach-*.whl"))

