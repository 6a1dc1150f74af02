"""The teaching notebooks: committed executed, well formed, and re-run by nbval.

nbval runs in a subprocess so that the normal test command (``./scripts/test``, whose
testpaths are ``tests``) checks every printed number and answer in the notebooks against a
fresh run, with ``tests/nbval_sanitize.cfg`` masking board ids, addresses and paths.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from mancala_teach import new_game, variant
from mancala_teach.landing import landing_table, sowing_path
from mancala_teach.widgets.answers import Answer

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SANITIZE = ROOT / "tests" / "nbval_sanitize.cfg"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def load(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def builder():
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  NOTEBOOKS / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_six_notebooks():
    assert [p.name[0] for p in PATHS] == ["1", "2", "3", "4", "5", "6"]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_committed_executed(path):
    """Every code cell ran, in order, without an error, in one fresh kernel."""
    cells = [c for c in load(path).cells if c.cell_type == "code"]
    counts = [c.execution_count for c in cells]
    assert None not in counts, f"{path.name} was committed without running every cell"
    assert counts == list(range(1, len(cells) + 1)), f"{path.name} was not run top to bottom"
    for cell in cells:
        assert not [o for o in cell.outputs if o.output_type == "error"], cell.source


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_teaching_parts_are_there(path):
    nb = load(path)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    for part in ("**Grade band:**", "## Learning goals", "## Teacher notes", "## Exercises"):
        assert part in text, f"{path.name} has no {part}"
    answers = [c for c in nb.cells if c.cell_type == "code" and "Answer(" in c.source]
    assert len(answers) >= 3
    for cell in answers:
        html = "".join(o.get("data", {}).get("text/html", "") for o in cell.outputs)
        assert html.startswith("<details"), "answers stay hidden until revealed"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_widget_cells_are_marked_for_nbval(path):
    for cell in load(path).cells:
        if cell.cell_type != "code":
            continue
        shows_widget = any(WIDGET_VIEW in o.get("data", {}) for o in cell.outputs)
        marked = cell.source.startswith("# NBVAL_IGNORE_OUTPUT")
        assert shows_widget == marked, cell.source


def test_notebooks_match_their_source():
    """The .ipynb files are what build_notebooks.py writes: nobody edited one by hand."""
    build = builder()
    assert sorted(build.NOTEBOOKS) == [p.name for p in PATHS]
    for name, make in build.NOTEBOOKS.items():
        expected = [(c.cell_type, c.source) for c in make()]
        actual = [(c.cell_type, c.source) for c in load(NOTEBOOKS / name).cells]
        assert actual == expected, f"{name} differs from notebooks/build_notebooks.py"


def test_nbval_reruns_every_notebook(tmp_path):
    """A fresh kernel reproduces every saved output (numbers, answers, boards)."""
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}  # charts need inline
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval", "--nbval-current-env",
         "--nbval-sanitize-with", str(SANITIZE), "-q", "-p", "no:cacheprovider",
         "--rootdir", str(tmp_path), *map(str, PATHS)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert " passed" in result.stdout


# --- the helpers the notebooks use --------------------------------------------------------

def test_answer_is_hidden_until_opened():
    answer = Answer("12 x 4 = 48 seeds.\nAlways 48.")
    html = answer._repr_html_()
    assert html.startswith("<details") and "<summary>Show the answer</summary>" in html
    assert "12 x 4 = 48 seeds.<br>Always 48." in html
    assert "48" not in repr(answer)


def test_kalah_cycle_is_13_and_oware_cycle_is_11():
    kalah, oware = variant("kalah"), variant("oware")
    assert len(sowing_path(kalah, 0, 2)) == 13
    path = sowing_path(oware, 0, 2)
    assert len(path) == 11 and "pit C" not in path
    table = landing_table(kalah, 2, 30)
    assert [t.name for t in table[:4]] == ["pit D", "pit E", "pit F", "South's store"]
    assert all(table[s].slot == table[s + 13].slot for s in range(17))
    # The same answer as playing the move from the real start position.
    _, trace = new_game("kalah").play("C")
    assert trace.extra_turn and table[3].name == "South's store"
