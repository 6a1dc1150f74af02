"""What a translated sentence costs, beside the plain string it replaces.

    .venv/bin/python benchmarks/i18n.py [--calls 200000]

Narration says a sentence for every seed, so every sentence going through the catalogue
must not slow stepping down (issue 25: "narration speed unchanged"). Each line times one
kind of call in a loop (best of 5 rounds, nanoseconds per call) in English (the source:
no catalogue) and in French (a catalogue lookup), beside the f-string the code writes
today. One step of the stepper takes milliseconds (benchmarks/widgets.py); the goal here is
that the sentences of one step (a handful) cost less than 1 % of the 10 ms step goal, i.e.
under 20 µs for 5 sentences, so under 4 µs a sentence.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
import timeit

GOAL_NS = 4000      # a sentence, so that 5 of them stay under 1 % of a 10 ms step


def best_ns(statement: str, setup: str, calls: int, globals: dict | None = None) -> float:
    timer = timeit.Timer(statement, setup=setup, globals=globals)
    return min(timer.repeat(repeat=5, number=calls)) / calls * 1e9


SETUP = """
from mancala_teach.i18n import _, ngettext, pgettext, use_language, in_own_language, number
from mancala_teach.glossary import seeds
language = {language!r}
token = use_language(language); token.__enter__()
pit, count, n = "C", 5, 4
class Session:
    language = {language!r}
    @in_own_language
    def say(self):
        return _("Skip pit {{pit}}, where the move started.", pit=pit)
session = Session()
"""

CASES = [
    # (what, the call through the catalogue, today's code for the same words)
    ("sentence, no values", '_("Game over.")', '"Game over."'),
    ("sentence, 2 values",
     '_("Drop one in pit {pit}: it now holds {count}.", pit=pit, count=count)',
     'f"Drop one in pit {pit}: it now holds {count}."'),
    ("plural (ngettext), 1 value",
     'ngettext("{n} seed left in hand.", "{n} seeds left in hand.", n)',
     'f"{n} seed left in hand." if n == 1 else f"{n} seeds left in hand."'),
    ("word in a context (pgettext)", 'pgettext("glossary term", "store")', '"store"'),
    ("glossary helper seeds(n)", "seeds(n)", 'f"{n} seed" if n == 1 else f"{n} seeds"'),
    ("float as a number, 12.5", "number(12.5)", 'f"{12.5:g}"'),
    ("a session method in its language", "session.say()",
     'f"Skip pit {pit}, where the move started."'),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200_000)
    args = parser.parse_args()
    start = time.perf_counter()
    import mancala_teach.i18n  # noqa: F401
    imported = (time.perf_counter() - start) * 1000
    from mancala_teach.i18n import _speaker
    start = time.perf_counter()
    _speaker("fr")
    loaded = (time.perf_counter() - start) * 1000
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{time.strftime('%Y-%m-%d')}; best of 5 rounds of {args.calls:,} calls")
    print(f"importing the package with mancala_teach.i18n: {imported:.0f} ms; "
          f"loading the French catalogue the first time: {loaded:.2f} ms")
    print(f"{'call':34} {'today':>9} {'English':>9} {'French':>9}   ns per call")
    worst = 0.0
    for what, call, today in CASES:
        base = best_ns(today, SETUP.format(language="en"), args.calls)
        english = best_ns(call, SETUP.format(language="en"), args.calls)
        french = best_ns(call, SETUP.format(language="fr"), args.calls)
        worst = max(worst, english, french)
        print(f"{what:34} {base:9.0f} {english:9.0f} {french:9.0f}")
    # For scale: what narrating one whole move costs today (English f-strings), and what it
    # would cost if each of its sentences paid the slowest translated call above on top.
    from mancala_teach import new_game
    from mancala_teach.narrate import narrate_trace
    position = new_game("kalah", seeds=10)
    trace = position.play("A")[1]
    narrated = best_ns("narrate_trace(trace)", "pass", max(1, args.calls // 100),
                       globals={"narrate_trace": narrate_trace, "trace": trace})
    events = len(trace.events)
    print(f"narrate_trace of a Kalah move with {events} events today: {narrated / 1000:.0f} µs;"
          f" {events} translated sentences would add at most {events * worst / 1000:.0f} µs")
    ok = worst < GOAL_NS
    print(f"slowest sentence {worst / 1000:.2f} µs (goal < {GOAL_NS / 1000:g} µs): "
          + ("goal met" if ok else "GOAL MISSED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
