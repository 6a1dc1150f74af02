"""Click on a pit to board changed, measured in the page, in JupyterLab (goal: median < 50 ms).

    .venv/bin/python benchmarks/browser_click.py [--clicks 25]

JupyterLab serves a one-cell notebook with a stepper; headless Chromium (Debian's) opens it at
1280x720 and runs it. Each measurement starts in the page when the click is dispatched on
pit C and ends when a MutationObserver sees pit C's count turn to 0 (the kernel received
the event, the session moved, the new view came back and was drawn). "Take back a move" then
puts the seeds back for the next click. The same is measured for a trivial anywidget in the
same page (the floor of the Jupyter round trip on this machine at this moment), and the size
of the board SVG in the page is printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from lab_support import chromium, lab_server, open_notebook  # noqa: E402

GOAL_MS = 50.0

# The floor under the same conditions: an anywidget that does nothing but answer a click with
# a new trait value and redraw one <g class="pit">. On a busy machine the floor itself rises;
# the difference is what the stepper adds (its session, view model and drawing).
TRIVIAL = '''import anywidget, traitlets
class Trivial(anywidget.AnyWidget):
    _esm = """export default { render({ model, el }) {
      el.classList.add("trivial-widget");
      const draw = () => { el.innerHTML = `<svg><g class="pit" data-pit="C"
        data-count="${model.get("view").n % 2 ? 0 : 4}"></g></svg>`; };
      el.addEventListener("click", () => model.send({ pit: "C" }));
      model.on("change:view", draw); draw(); } }"""
    view = traitlets.Dict({"n": 0}).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda w, c, b: setattr(self, "view", {"n": self.view["n"] + 1}))
Trivial()'''

TIMED_CLICK = """async ([pit, want, which]) => {
  const root = document.querySelector(which || '.mancala-stepper');
  const count = () => root.querySelector(`g.pit[data-pit='${pit}']`).dataset.count;
  const changed = new Promise((done) => {
    const watch = new MutationObserver(() => {
      if (count() === want) { watch.disconnect(); done(performance.now()); }
    });
    watch.observe(root, { subtree: true, childList: true, attributes: true });
  });
  const start = performance.now();
  root.querySelector(`g.pit[data-pit='${pit}']`)
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
  return (await changed) - start;
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=25)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        nb = new_notebook(cells=[new_code_cell(
            'from mancala_teach.widgets import Stepper\nStepper("kalah")'), new_code_cell(TRIVIAL)])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nbformat.write(nb, tmp / "bench.ipynb")
        with lab_server(tmp / "lab", [tmp / "bench.ipynb"]) as (base, token, _), \
                chromium(tmp) as browser:
            page = browser.pages[0] if browser.pages else browser.new_page()
            open_notebook(page, base, token, "bench.ipynb")
            page.wait_for_selector(".mancala-stepper g.pit[data-pit='C'][tabindex='0']")
            size = page.evaluate("() => document.querySelector('.mancala-stepper svg')"
                                 ".outerHTML.length")
            times = []
            for _ in range(args.clicks):
                times.append(page.evaluate(TIMED_CLICK, ["C", "0"]))
                page.locator(".mancala-stepper button[data-key='undo']").click()
                page.wait_for_selector(".mancala-stepper g.pit[data-pit='C'][tabindex='0']")
            page.wait_for_selector(".trivial-widget g.pit", state="attached")
            floor = [page.evaluate(TIMED_CLICK, ["C", "0" if k % 2 == 0 else "4",
                                                 ".trivial-widget"])
                     for k in range(args.clicks)]
    median = statistics.median(times)
    print(f"the floor, a trivial anywidget, same page: median {statistics.median(floor):.1f} ms "
          f"(min {min(floor):.1f})")
    print(f"click on a pit -> board changed, in JupyterLab: median {median:.1f} ms over "
          f"{len(times)} clicks (min {min(times):.1f}, max {max(times):.1f}; goal < {GOAL_MS:g})")
    print(f"board SVG in the page: {size / 1000:.1f} KB (goal < 30)")
    ok = median < GOAL_MS and size < 30_000
    print("all goals met" if ok else "GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
