"""How fast the stepper steps, and how big one board is.

    .venv/bin/python benchmarks/widgets.py [--repeats 2000]

One step is timed from the Step button's click handler until the board, narration and
running total widgets hold their new values (what the kernel does; the browser's repaint,
about 0.15 s end to end in the browser test, is not included). Board size is the bytes of the
SVG for a mid-move frame with highlights, the case the stepper draws most, for the standard
Kalah board and for the largest board (10 pits a side, 10 seeds a pit).
Goals on this machine: under 10 ms per step, under 30 KB per board.
"""

from __future__ import annotations

import argparse
import statistics
import time

from mancala_teach import new_game
from mancala_teach.render.highlights import highlights_at
from mancala_teach.render.svg import board_svg
from mancala_teach.widgets import Stepper

STEP_GOAL_MS = 10.0
SIZE_GOAL_BYTES = 30_000


def step_times(game: str, move: str, repeats: int, **options: object) -> list[float]:
    stepper = Stepper(game, **options)
    stepper.choose(move)
    last = len(stepper.frames) - 1
    times = []
    while len(times) < repeats:
        if stepper.step == last:
            stepper.reset_button.click()
        start = time.perf_counter()
        stepper.step_button.click()
        times.append((time.perf_counter() - start) * 1000)
    return times


def board_bytes(game: str, move: str, **options: object) -> int:
    pos = new_game(game, **options)
    _, trace = pos.play(move)
    middle = len(trace.events) // 2
    frame = trace.frames()[middle]
    svg = board_svg(frame, rules=pos.rules, to_move=pos.to_move,
                    highlights=highlights_at(trace, middle))
    return len(svg.encode())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2000)
    args = parser.parse_args()
    ok = True
    for label, game, move, options in (
            ("Kalah 6x4, move C", "kalah", "C", {}),
            ("Giuthi 6x6 (relays), move A", "giuthi", "A", {}),
            ("Kalah 10x10, move A", "kalah", "A", {"pits": 10, "seeds": 10})):
        times = step_times(game, move, args.repeats, **options)
        median = statistics.median(times)
        p95 = statistics.quantiles(times, n=20)[-1]
        size = board_bytes(game, move, **options)
        ok &= median < STEP_GOAL_MS and size < SIZE_GOAL_BYTES
        print(f"{label:30} step median {median:6.2f} ms (95th percentile {p95:5.2f} ms, "
              f"goal < {STEP_GOAL_MS:g})   board {size / 1000:5.1f} KB "
              f"(goal < {SIZE_GOAL_BYTES / 1000:g})")
    print("all goals met" if ok else "GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
