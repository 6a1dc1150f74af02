"""Test-session set-up shared by every test file, and the markers of every test.

Markers are given here, by module (and for a few single slow tests by name), so that no test
file has to say them and a new test file is placed by one line below. They are registered in
``pyproject.toml`` (``--strict-markers``: a misspelt marker is an error):

* ``browser``: drives headless Chromium (Playwright); ``site``: builds the classroom site;
* ``pdf``: makes PDFs and reads them back (reportlab, pypdf, pdftoppm);
* ``slow``: takes seconds or more. The fast lane, ``./scripts/test -m "not slow"``, leaves these
  out (under 2 minutes on a 2-core machine); the whole suite is for CI and before a merge.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

# A command started in the background by a shell without job control ("cmd &" in a script)
# inherits SIGINT as ignored, and Python then never raises KeyboardInterrupt: every Ctrl-C
# test would fail for a reason that is not ours. Ctrl-C is what they test, so take it back.
# (Child processes get the default action again: exec resets handled signals, not ignored.)
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


MODULE_MARKS: dict[str, tuple[str, ...]] = {
    "test_axe": ("browser", "slow"),
    "test_browser": ("browser", "slow"),
    "test_site": ("site", "browser", "slow"),
    "test_notebooks": ("slow",),              # nbval re-runs every notebook in a kernel
    "test_interrupts": ("pdf", "slow"),       # Ctrl-C at twenty moments of a whole standard set
    "test_cli_printables": ("pdf",),
    "test_output": ("pdf",),
    "test_packaging": ("pdf",),
    "test_pdf_backend": ("pdf",),
    "test_pdf_cards": ("pdf", "slow"),
    "test_pdf_document": ("pdf",),
    "test_pdf_boards": ("pdf", "slow"),
    "test_pdf_boards_square": ("pdf", "slow"),
    "test_pdf_lessons": ("pdf", "slow"),
    "test_pdf_rulesheets": ("pdf", "slow"),
    "test_pdf_standard_set": ("pdf", "slow"),
    "test_pdf_worksheets": ("pdf", "slow"),
    "test_printables_fresh": ("pdf", "slow"),
    "test_site_tools": ("site", "browser", "slow"),   # the Make and Practice pages
    "test_pdf_languages": ("pdf", "slow"),            # boards, rule sheets, cards in fr, es
    "test_lessons_languages": ("pdf", "slow"),        # the lessons' pages in fr, es
    "test_sheets_languages": ("pdf", "slow"),         # worksheets, keys, classroom sheets
    "test_widgets_languages": ("slow",),              # every widget driven in fr, es
    "test_engine_languages": ("slow",),               # random games told in fr, es
    "test_class_sheets": ("pdf",),
    "test_make": ("pdf",),
}

# Single tests of seconds each in otherwise quick files (test file::name, parameters included
# when only some are slow): measured with --durations on this 2-core machine.
SLOW_TESTS = (
    "test_solver.py::test_live_values_match_table_10_and_table_9[4-4]",
    "test_solver.py::test_live_values_match_table_10_and_table_9[5-3]",
    "test_solver.py::test_the_cache_holds_what_the_solver_computes",
    "test_solver.py::test_kalah_middle_games_agree_with_a_plain_search",
    "test_solver.py::test_solve_stays_within_its_budget",
    "test_bad_input.py::test_the_sweep_is_clean",
    "test_cli_printables.py::test_printables_writes_the_standard_set",
    "test_packaging.py::test_printables_without_reportlab_say_what_to_install",
    "test_widget_bad_input.py::test_events_never_raise",
    "test_widget_bad_input.py::test_puzzle_constructor",
    "test_widgets.py::test_the_computer_takes_every_extra_turn_it_earns",
    "test_widgets.py::test_every_step_shows_the_trace_and_conserves_seeds",
)


# With pytest-xdist (scripts/test runs a worker per core) the tests of one group run in one
# worker, one after another: the two site builds share .site-cache and, like the packaging
# test, build our wheel in this source tree; a module-scoped JupyterLab or site server is
# started once, not once per worker.
XDIST_GROUPS = {"test_site": "build", "test_site_tools": "build", "test_packaging": "build",
                "test_browser": "lab", "test_axe": "axe", "test_interrupts": "interrupts",
                "test_widgets_languages": "widgets-languages"}


@pytest.hookimpl(tryfirst=True)     # before xdist's own hook reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        module = Path(str(item.fspath)).stem
        for name in MODULE_MARKS.get(module, ()):
            item.add_marker(name)
        if module in XDIST_GROUPS:
            item.add_marker(pytest.mark.xdist_group(XDIST_GROUPS[module]))
        where = f"{Path(str(item.fspath)).name}::{item.name}"
        if any(where.startswith(slow) for slow in SLOW_TESTS):
            item.add_marker("slow")
