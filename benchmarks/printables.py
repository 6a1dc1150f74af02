"""How long the printables take: a class set of 30 worksheets with keys, and the standard set;
and whether a second run of the standard set gives the same bytes.

Run: .venv/bin/python benchmarks/printables.py
Goals on this machine: a class set under 5 s, the whole standard set under 30 s, and every
file byte-identical on a rerun.
"""

from __future__ import annotations

import time

from mancala_teach.puzzles.levels import LEVELS
from mancala_teach.printables.standard_set import standard_files
from mancala_teach.printables.worksheets import render_set
from mancala_teach.puzzles.sheets import class_set


def timed(label: str, run, goal: float) -> float:
    """Wall time against the goal, and the CPU time beside it: on a shared machine the wall
    time also counts other people's work."""
    start, cpu = time.perf_counter(), time.process_time()
    run()
    took, used = time.perf_counter() - start, time.process_time() - cpu
    print(f"{label:58} {took:6.2f} s  (CPU {used:5.2f} s; goal < {goal:g} s)"
          f"{'' if took < goal else '  SLOW'}")
    return took


def main() -> None:
    for name, level in LEVELS.items():
        timed(f"class set: 30 {name} worksheets + keys + JSON (A4)",
              lambda level=level: render_set(class_set(level, 30, 1), paper="a4",
                                             large_print=False, base_seed=1), 5)
    timed("class set: 30 expert worksheets, large print (Letter)",
          lambda: render_set(class_set(LEVELS["expert"], 30, 2), paper="letter",
                             large_print=True, base_seed=2), 5)
    made: list[dict[str, bytes]] = []
    timed("standard set: every file, A4 and Letter (in memory)",
          lambda: made.append(standard_files()), 30)
    again = standard_files()
    same = sum(1 for name in made[0] if again.get(name) == made[0][name])
    print(f"standard set: {len(made[0])} files, {same} byte-identical on a rerun"
          f"{'' if same == len(made[0]) == len(again) else '  DIFFERENT'}")


if __name__ == "__main__":
    main()
