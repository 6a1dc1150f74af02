"""A stepper step in French and Spanish costs no more than in English (issue 25).

    .venv/bin/python benchmarks/widget_languages.py [--repeats 3000] [--rounds 7]

Times what ``benchmarks/widgets.py`` times (one step: the event in, the whole new view out:
board SVG with every pit's accessible name, controls, sentences, the live region) for a
stepper made with ``language="en"``, ``"fr"`` and ``"es"``, on the standard Kalah board and
the largest one (10 pits a side, 10 seeds a pit). The languages take turns step by step (in a
rotating order), so a busy machine slows them alike; the figure is each language's median
step, and the spread is the range of the medians of 7 equal slices of the run. Goal:
French and Spanish within 5 % of English (the catalogue's lookups are dictionary reads, as
cheap as English's; a difference below that is noise on a shared machine).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from mancala_teach.widgets import Stepper

LANGUAGES = ("en", "fr", "es")
GOAL = 1.05             # a translated step may cost at most 5 % more than the English one


def step(stepper: Stepper) -> float:
    """The time of one step (ms), stepping the same move over and over."""
    if not stepper.session.in_move:
        stepper.press("start-of-move")
    start = time.perf_counter()
    stepper.send_event({"key": "next"})
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=20000, help="steps a language")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{time.strftime('%Y-%m-%d')}; {args.steps} steps a language, taking turns")
    ok = True
    for label, pit, options in (("Kalah 6x4, pit C", "C", {}),
                                ("Kalah 10x10, pit A", "A", {"pits": 10, "seeds": 10})):
        steppers = {}
        for code in LANGUAGES:
            steppers[code] = Stepper("kalah", language=code, **options)
            steppers[code].tap(pit)
            for _warm in range(200):                     # the catalogue, caches
                step(steppers[code])
        times: dict[str, list[float]] = {code: [] for code in LANGUAGES}
        for k in range(args.steps):
            order = LANGUAGES[k % 3:] + LANGUAGES[:k % 3]   # nobody always goes first
            for code in order:
                times[code].append(step(steppers[code]))
        english = statistics.median(times["en"])
        words = []
        for code in LANGUAGES:
            median = statistics.median(times[code])
            size = len(times[code]) // 7
            slices = [statistics.median(times[code][i * size:(i + 1) * size]) for i in range(7)]
            ratio = median / english
            if code != "en":
                ok &= ratio <= GOAL
            words.append(f"{code} {median:5.3f} ms ({ratio:4.0%}; {min(slices):.3f}-"
                         f"{max(slices):.3f})")
        print(f"{label:20} step median: " + ", ".join(words))
    print(f"goal: French and Spanish at most {GOAL - 1:.0%} above English: "
          + ("met" if ok else "MISSED"))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
