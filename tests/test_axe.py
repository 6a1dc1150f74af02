"""axe-core audits every teaching notebook in JupyterLab: 0 violations inside our outputs.

Each notebook is opened in JupyterLab in headless Chromium at 1280x720, every cell is run (so
the widgets are live), and axe-core (npm ``axe-core``, installed by ``scripts/test`` into
``.venv/axe``; no CDN) runs the WCAG 2.0/2.1 A and AA rules and the best-practice rules on
the cells' outputs (``.jp-OutputArea-output``). JupyterLab's own interface is not ours to
fix: axe also runs on the whole page, and what it finds outside our outputs is counted and
written to ``test-artifacts/axe-report.json`` but does not fail the test.

    .venv/bin/python tests/test_axe.py [NOTEBOOK_FOLDER]   # print the counts (before/after)
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_support import (ARTIFACTS, CHROMIUM, NOTEBOOKS, ROOT, chromium,  # noqa: E402
                         lab_server, open_notebook)

AXE = ROOT / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
OURS = ".jp-OutputArea-output"

AUDIT = """async ([ours, tags]) => {
  const options = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
  const inside = await axe.run({ include: [ours] }, options);
  const whole = await axe.run(document, options);
  const brief = (results) => results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({ target: n.target.join(" "), html: n.html.slice(0, 200),
                               ours: !!document.querySelector(n.target.join(" "))
                                        ?.closest(ours) })) }));
  return { inside: brief(inside), whole: brief(whole) };
}"""


def audit(folder: Path, tmp: Path) -> dict[str, dict]:
    """axe results for every notebook in ``folder``, keyed by file name."""
    paths = sorted(folder.glob("*.ipynb"))
    results = {}
    with lab_server(tmp / "lab", paths) as (base, token, _), chromium(tmp) as browser:
        for path in paths:
            page = browser.new_page()
            open_notebook(page, base, token, path.name)
            if page.locator(".mancala-stepper").count():
                page.wait_for_selector(".mancala-stepper svg.mancala-board")
            page.wait_for_timeout(1000)
            page.add_script_tag(path=str(AXE))
            found = page.evaluate(AUDIT, [OURS, TAGS])
            inside = sum(len(v["nodes"]) for v in found["inside"])
            outside = sum(1 for v in found["whole"] for n in v["nodes"] if not n["ours"])
            results[path.name] = {"violations_in_outputs": inside,
                                  "excluded_outside_outputs": outside,
                                  "inside": found["inside"],
                                  "outside_rules": sorted({v["id"] for v in found["whole"]
                                                           for n in v["nodes"]
                                                           if not n["ours"]})}
            page.close()
    return results


def test_no_axe_violations_in_our_outputs(tmp_path):
    if not Path(CHROMIUM).exists() or not AXE.exists():
        reason = "chromium or axe-core is not installed (run ./scripts/test)"
        if os.environ.get("MANCALA_TEACH_REQUIRE_ALL") == "1":
            pytest.fail(reason + " (MANCALA_TEACH_REQUIRE_ALL=1 says every test must run)")
        pytest.skip(reason)
    results = audit(NOTEBOOKS, tmp_path)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "axe-report.json").write_text(json.dumps(results, indent=1))
    assert len(results) == 6
    problems = {name: [(v["id"], n["target"]) for v in r["inside"] for n in v["nodes"]]
                for name, r in results.items()}
    assert not any(problems.values()), problems


if __name__ == "__main__":
    import tempfile
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else NOTEBOOKS
    with tempfile.TemporaryDirectory() as tmp:
        report = audit(folder, Path(tmp))
    for name, r in report.items():
        rules = sorted({v["id"] for v in r["inside"]})
        print(f"{name}: {r['violations_in_outputs']} violations in our outputs {rules}; "
              f"{r['excluded_outside_outputs']} outside (JupyterLab) {r['outside_rules']}")
    print(json.dumps({n: r["inside"] for n, r in report.items()}, indent=1)[:6000])
