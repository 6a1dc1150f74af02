"""How fast the stepper reacts in the kernel, and how big one board is.

    .venv/bin/python benchmarks/widgets.py [--repeats 2000]

One step is timed from the event arriving (what the browser's click sends) until the new view
model (board SVG, controls, sentences) is ready to go back to the page: the kernel's share of
a click. The whole round trip in a real page is measured by ``benchmarks/browser_click.py``.
Board size is the bytes of the SVG for a mid-move frame with highlights and every pit named,
the case the stepper draws most, for the standard Kalah board and the largest board
(10 pits a side, 10 seeds a pit). Goals: under 10 ms per step, under 30 KB per board.
"""

from __future__ import annotations

import argparse
import statistics
import time

from mancala_teach.widgets import Stepper

STEP_GOAL_MS = 10.0
SIZE_GOAL_BYTES = 30_000


def step_times(game: str, pit: str, repeats: int, **options: object) -> tuple[list[float], int]:
    stepper = Stepper(game, **options)
    stepper.tap(pit)
    times, biggest = [], 0
    while len(times) < repeats:
        if not stepper.session.in_move:
            stepper.press("start-of-move")
        start = time.perf_counter()
        stepper.send_event({"key": "next"})
        times.append((time.perf_counter() - start) * 1000)
        biggest = max(biggest, len(stepper.view["board"].encode()))
    return times, biggest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2000)
    args = parser.parse_args()
    ok = True
    for label, game, pit, options in (
            ("Kalah 6x4, pit C", "kalah", "C", {}),
            ("Giuthi 6x6 (relays), pit A", "giuthi", "A", {}),
            ("Kalah 10x10, pit A", "kalah", "A", {"pits": 10, "seeds": 10})):
        times, size = step_times(game, pit, args.repeats, **options) if game != "giuthi" \
            else _giuthi(args.repeats)
        median = statistics.median(times)
        p95 = statistics.quantiles(times, n=20)[-1]
        ok &= median < STEP_GOAL_MS and size < SIZE_GOAL_BYTES
        print(f"{label:28} step median {median:6.2f} ms (95th percentile {p95:5.2f} ms, "
              f"goal < {STEP_GOAL_MS:g})   largest board {size / 1000:5.1f} KB "
              f"(goal < {SIZE_GOAL_BYTES / 1000:g})")
    print("all goals met" if ok else "GOAL MISSED")
    return 0 if ok else 1


def _giuthi(repeats: int) -> tuple[list[float], int]:
    stepper = Stepper("giuthi")
    times, biggest = [], 0
    while len(times) < repeats:
        if stepper.trace is None or not stepper.session.in_move:
            stepper.press("undo") if stepper.trace is not None else None
            stepper.tap("A")
            stepper.press("ccw")
        start = time.perf_counter()
        stepper.send_event({"key": "next"})
        times.append((time.perf_counter() - start) * 1000)
        biggest = max(biggest, len(stepper.view["board"].encode()))
    return times, biggest


if __name__ == "__main__":
    raise SystemExit(main())
