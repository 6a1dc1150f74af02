"""Packaging: the package runs without its extras (as in Pyodide), and says what to install.

The classroom site installs the package in the browser, where reportlab cannot be had; so the
core dependencies are only what the engine, boards, charts and widgets need, and reportlab
(and tqdm's progress bars) come with the ``[print]`` extra. A printables command run without
them ends with one sentence naming the extra, exit code 1, and no file written.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCKED = ("reportlab", "matplotlib", "tqdm")
# Python run with the extras made impossible to import (a None in sys.modules does that).
PRELUDE = "import sys\n" + "".join(f"sys.modules[{m!r}] = None\n" for m in BLOCKED)


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def run(code: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", PRELUDE + code, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_core_dependencies_are_pure_python_and_small():
    deps = " ".join(project()["dependencies"])
    for heavy in BLOCKED:
        assert heavy not in deps
    extras = project()["optional-dependencies"]
    assert any(d.startswith("reportlab") for d in extras["print"])
    assert "mancala-teach[print]" in extras["test"]       # scripts/test installs everything
    assert set(extras["all"][0].split("[")[1].rstrip("]").split(",")) >= {"print", "notebooks"}


def test_everything_a_notebook_uses_imports_without_the_extras():
    result = run(
        "from mancala_teach import new_game, variant, find_variant\n"
        "from mancala_teach.narrate import narrate_trace\n"
        "from mancala_teach.render.svg import board_svg\n"
        "from mancala_teach.render.chart_svg import landing_chart\n"
        "from mancala_teach.landing import landing_table\n"
        "from mancala_teach.widgets import Stepper\n"
        "from mancala_teach.widgets.answers import Answer\n"
        "import mancala_teach.puzzles\n"
        "from mancala_teach.teaching.lessons import lesson, work_out\n"
        "from mancala_teach.teaching.game_data import length_data\n"
        "from mancala_teach.render.chart_svg import dot_plot\n"
        "assert work_out(lesson(2).exit_ticket[2]).value is True   # 16 seeds: an extra turn\n"
        "data = length_data(5)\n"
        "assert 'class=\"game\"' in dot_plot({t: s.lengths for t, s in data.items()}).svg\n"
        "from mancala_teach.players.advantage import known_boards, results_table_html\n"
        "from mancala_teach.render.chart_svg import margin_chart\n"
        "assert (5, 2) in known_boards()    # notebook 6 reads the solver's shipped results\n"
        "game = new_game('kalah')\n"
        "after, trace = game.play('C')\n"
        "assert board_svg(after).startswith('<svg')\n"
        "assert 'South' in landing_chart(variant('kalah'), 2, 20).svg\n"
        "Stepper('kalah')\n"
        "print('ok')\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_printables_without_reportlab_say_what_to_install(tmp_path):
    for command in (["printables", "--output", str(tmp_path)],
                    ["rules", "kalah", "--output", str(tmp_path)],
                    ["boards", "--output", str(tmp_path)]):
        result = run("from mancala_teach.cli import main\nsys.exit(main(sys.argv[1:]))",
                     *command)
        assert result.returncode == 1, (command, result.stderr)
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
        assert "pip install 'mancala-teach[print]'" in result.stderr, result.stderr
        assert "reportlab" in result.stderr
        assert list(tmp_path.iterdir()) == []
    # Commands that need no PDF still work.
    result = run("from mancala_teach.cli import main\nsys.exit(main(sys.argv[1:]))", "variants")
    assert result.returncode == 0 and "Kalah" in result.stdout


def build_wheel(folder: Path) -> Path:
    """The package's wheel, built from a copy of the sources (nothing is left in the tree)."""
    source = folder / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "_mancala_teach_start.py"):
        shutil.copy(ROOT / name, source / name)
    for name in ("mancala_teach", "jupyter-config"):
        shutil.copytree(ROOT / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
         "--disable-pip-version-check", "--wheel-dir", str(folder / "dist"), str(source)],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    wheel, = (folder / "dist").glob("mancala_teach-*.whl")
    return wheel


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_ships_the_catalogues_and_speaks_french_without_babel(wheel, tmp_path):
    """The compiled catalogues are package data: a plain install (a wheel, as the classroom
    site installs in Pyodide) speaks French and Spanish without Babel, which is a development
    tool only. The package is imported straight from the wheel (a zip file), so the
    catalogues are read through importlib.resources, never from a path on disk."""
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = sorted(p.relative_to(ROOT).as_posix()
                     for p in (ROOT / "mancala_teach" / "locale").rglob("*.mo"))
    assert {"mancala_teach/locale/fr/LC_MESSAGES/mancala_teach.mo",
            "mancala_teach/locale/es/LC_MESSAGES/mancala_teach.mo"} <= set(shipped)
    for name in shipped:
        assert name in names, name
        assert zipfile.ZipFile(wheel).read(name) == (ROOT / name).read_bytes()
    assert not any(name.endswith((".po", ".pot")) for name in names)
    assert "babel" not in " ".join(project()["dependencies"]).lower()
    result = subprocess.run(
        [sys.executable, "-c",
         "import sys\nsys.modules['babel'] = None\n"
         f"sys.path.insert(0, {str(wheel)!r})\n"
         "from mancala_teach.i18n import use_language\n"
         "from mancala_teach.glossary import seeds, term\n"
         "import mancala_teach.i18n\n"
         "assert mancala_teach.i18n.__file__.startswith(sys.path[0]), mancala_teach.i18n.__file__\n"
         "with use_language('fr'):\n    print(seeds(0), term('store'))\n"
         "with use_language('es'):\n    print(seeds(0), term('store'))\n"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["0 graine grenier", "0 semillas granero"]


def test_the_wheel_ships_the_widgets_javascript_and_style_sheet(wheel):
    """The widgets' ES module and style sheet are files beside the code (static/widget.js,
    static/widget.css), read when the widget is made: a wheel without them (the classroom
    site installs one) would show no board."""
    names = set(zipfile.ZipFile(wheel).namelist())
    static = ROOT / "mancala_teach" / "widgets" / "static"
    shipped = sorted(p.name for p in static.iterdir())
    assert {"widget.js", "widget.css"} <= set(shipped)
    for name in shipped:
        packed = f"mancala_teach/widgets/static/{name}"
        assert packed in names, packed
        assert zipfile.ZipFile(wheel).read(packed) == (static / name).read_bytes()
    assert "mancala_teach/players/solutions.json" in names
