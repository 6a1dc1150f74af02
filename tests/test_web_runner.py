"""The classroom site's cell runner, tested on CPython (no browser): mancala_teach.web.

The site runs each lesson's code cells with :class:`CellRunner` inside Pyodide and draws what
it returns; widgets talk to the page through :mod:`mancala_teach.web.comm`. Here the same code
runs every lesson notebook, and a Stepper is played through the page's messages.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from mancala_teach.web import comm, display
from mancala_teach.web.runner import PROBLEM, CellRunner
from mancala_teach.web.text import text_html, words

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def plain(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def test_a_cell_shows_its_last_expression_and_what_it_printed():
    runner = CellRunner()
    out = runner.run("x = 6 * 7\nprint('six sevens:', x)\nx")
    assert [o["type"] for o in out] == ["text", "text"]
    assert "six sevens: 42" in plain(out[0]["html"]) and plain(out[1]["html"]).strip() == "42"
    # One namespace for the lesson, as one kernel: the next cell sees x.
    assert plain(runner.run("x + 1")[0]["html"]).strip() == "43"
    assert runner.run("y = 1") == []          # an assignment shows nothing
    assert runner.run("None") == []


def test_true_and_false_are_said_as_yes_and_no():
    out = CellRunner().run("print('Is the game over after F?', False)\nprint(1 == 1)\n2 > 1")
    said = [plain(o["html"]).split() for o in out]
    assert said[0] == ["Is", "the", "game", "over", "after", "F?", "no", "yes"]
    assert said[1] == ["yes"]
    assert words(True) == "yes" and words(False) == "no" and words(0) == "0"


def test_html_before_svg_and_displayed_objects_in_order():
    out = CellRunner().run(
        "from mancala_teach.web.display import HTML, SVG, display\n"
        "display(HTML('<b>one</b>'))\nprint('two')\nSVG('<svg>three</svg>')")
    assert [o["type"] for o in out] == ["html", "text", "html"]
    assert out[0]["html"] == "<b>one</b>" and out[2]["html"] == "<svg>three</svg>"


def test_a_failure_is_one_plain_sentence_never_a_traceback(capsys):
    out = CellRunner().run("x = 1\nprint('before')\n1 / 0")
    assert out[-1] == {"type": "problem", "text": PROBLEM}
    assert "Traceback" not in json.dumps(out) and "Error" not in PROBLEM
    assert "ZeroDivisionError" in capsys.readouterr().err     # for the browser's console
    assert CellRunner().run("def f(:\n")[-1]["type"] == "problem"   # a syntax error too


def test_printed_text_wraps_at_words_and_keeps_columns():
    sentences = text_html("North's store holds 7.\n    and 41 seeds on the board\n")
    assert "<pre" not in sentences and "mt-indent-1" in sentences
    assert "North&#x27;s store holds 7." in sentences
    lined_up = text_html("Kalah           6   48\nOware           6   48\n")
    assert lined_up.startswith('<pre class="mt-columns"')
    assert text_html("") == "" and text_html("\n\n") == ""
    assert "&lt;b&gt;" in text_html("<b>")       # text, never markup


def test_the_ipython_standin_covers_what_lessons_and_ipywidgets_import():
    """The site's stand-in package re-exports mancala_teach.web.display; every name a lesson or
    ipywidgets imports from IPython must be there."""
    standin = Path(__file__).resolve().parents[1] / "scripts" / "site" / "standin" / "IPython"
    exported = set(display.__all__)
    for nb in NOTEBOOKS:
        for cell in json.loads(nb.read_text())["cells"]:
            for names in re.findall(r"from IPython\.display import ([\w, ]+)",
                                    "".join(cell["source"])):
                assert {n.strip() for n in names.split(",")} <= exported, nb.name
    assert {"display", "clear_output", "HTML", "SVG", "Markdown"} <= exported
    assert display.get_ipython() is None
    assert "get_ipython" in (standin / "__init__.py").read_text()
    assert "InteractiveShell" in (standin / "core" / "interactiveshell.py").read_text()


@pytest.fixture
def page_messages():
    sent: list[dict] = []
    comm.connect(lambda text: sent.append(json.loads(text)))
    yield sent
    comm.connect(lambda text: None)


def test_a_stepper_is_drawn_and_played_through_the_page_messages(page_messages):
    runner = CellRunner()
    out = runner.run("from mancala_teach.widgets import Stepper\ns = Stepper('kalah')\ns")
    assert [o["type"] for o in out] == ["widget"]
    model_id = out[0]["model_id"]
    opened = {m["comm_id"]: m for m in page_messages if m["type"] == "comm_open"}
    state = opened[model_id]["data"]["state"]
    assert "export default" in state["_esm"] and state["_css"]
    views = [m["data"]["state"]["view"] for m in page_messages
             if m["comm_id"] == model_id and m["type"] == "comm_msg"]
    assert views[-1]["board"].startswith("<svg")
    page_messages.clear()
    # A tap on pit C, as the page's widget module sends it.
    assert comm.deliver(model_id, json.dumps({"method": "custom", "content": {"pit": "C"}}))
    updates = [m for m in page_messages if m["type"] == "comm_msg"]
    assert updates and updates[-1]["data"]["method"] == "update"
    assert runner.namespace["s"].trace is not None          # the move was started
    assert comm.deliver("no-such-widget", json.dumps({"method": "custom", "content": {}})) \
        is False


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_lesson_runs_cell_by_cell_without_a_problem(notebook, page_messages):
    """What the site does with each lesson, on CPython: every cell runs, nothing fails, every
    widget the notebook saved is a live widget here too."""
    runner = CellRunner()
    cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code"]
    widgets = 0
    for cell in cells:
        out = runner.run("".join(cell["source"]))
        assert all(o["type"] != "problem" for o in out), "".join(cell["source"])[:200]
        widgets += sum(o["type"] == "widget" for o in out)
        saved = sum("application/vnd.jupyter.widget-view+json" in o.get("data", {})
                    for o in cell.get("outputs", []))
        assert sum(o["type"] == "widget" for o in out) == saved
        for o in out:
            if o["type"] == "text":
                assert not re.search(r"\bTrue\b|\bFalse\b", plain(o["html"])), o["html"]
    assert widgets >= 1
