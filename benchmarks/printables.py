"""How long the printables take: a class set of 30 worksheets with keys, and the standard set.

Run: .venv/bin/python benchmarks/printables.py
Goals on this machine: a class set under 5 s, the whole standard set under 30 s.
"""

from __future__ import annotations

import time

from mancala_teach.puzzles.levels import LEVELS
from mancala_teach.printables.standard_set import standard_files
from mancala_teach.printables.worksheets import render_set
from mancala_teach.puzzles.sheets import class_set


def timed(label: str, run, goal: float) -> float:
    start = time.perf_counter()
    run()
    took = time.perf_counter() - start
    print(f"{label:58} {took:6.2f} s  (goal < {goal:g} s){'' if took < goal else '  SLOW'}")
    return took


def main() -> None:
    for name, level in LEVELS.items():
        timed(f"class set: 30 {name} worksheets + keys + JSON (A4)",
              lambda level=level: render_set(class_set(level, 30, 1), paper="a4",
                                             large_print=False, base_seed=1), 5)
    timed("class set: 30 expert worksheets, large print (Letter)",
          lambda: render_set(class_set(LEVELS["expert"], 30, 2), paper="letter",
                             large_print=True, base_seed=2), 5)
    timed("standard set: 40 files, A4 and Letter (in memory)", standard_files, 30)


if __name__ == "__main__":
    main()
