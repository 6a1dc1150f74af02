"""Plies per second of random games: the public API and the lean path, beside OpenSpiel's.

    .venv/bin/python benchmarks/engine.py [--seconds 12] [--no-openspiel]

Plays random legal games of Kalah (6 pits, 4 seeds) and Oware (and, for four players, the
four-sided board and Kalah in teams) in four ways, each loop the same
shape (ask for the legal moves, pick one at random, play it, until the game is over):

* **public API**: ``position.legal_moves()`` and ``position.after(move)`` (no trace);
* **traced**: ``position.play(move)``, which records every seed;
* **lean path**: :mod:`mancala_teach.lean`'s ``moves`` and ``play`` on packed ints (what the
  computer players and the solver search with: one law per game), the repetition rule
  included;
* **OpenSpiel**: ``pyspiel`` "mancala" and "oware" through its Python API, in this process
  (``pip install -e '.[bench]'``; it is skipped with a note if missing).

The machine may be shared, so rates are CPU time (``time.process_time``), the loops take turns
in short slices over several rounds, and the table shows each loop's best round (as
``timeit`` takes the best of its repeats). A plain hand-written Python Kalah loop (no rules
options, no repetition, nothing else) is measured beside them to show what pure Python can
reach on this machine. The table starts with the machine and the date.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import time
from typing import Callable

from mancala_teach import new_game, variant
from mancala_teach.lean import OVER, lean

GAMES = (("Kalah(6,4)", "kalah", "mancala"), ("Oware", "oware", "oware"),
         # four players (issue 13): no OpenSpiel counterpart
         ("Four-sided(6,4)", "four-sided", None), ("Kalah(6,4) teams", "kalah teams=yes", None))


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.1f}"
    return (f"{cpu}, {os.cpu_count()} cores{load}; Python {platform.python_version()} "
            f"({platform.python_implementation()}), {platform.system()}")


def plain_kalah(seconds: float) -> float:
    """Kalah(6,4) written as one small loop: the ceiling for pure Python here."""
    choice = random.Random(1).choice
    plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        b = [4] * 6 + [0] + [4] * 6 + [0]        # South's pits, store, North's pits, store
        p = 0
        while True:
            m = choice([i for i in (range(0, 6) if p == 0 else range(7, 13)) if b[i]])
            s, b[m] = b[m], 0
            skip, own = (13, 6) if p == 0 else (6, 13)
            i = m
            while s:
                i = (i + 1) % 14
                if i != skip:
                    b[i] += 1
                    s -= 1
            plies += 1
            if i != own:
                if b[i] == 1 and (i < 6 if p == 0 else 6 < i < 13) and b[12 - i]:
                    b[own] += b[12 - i] + 1
                    b[i] = b[12 - i] = 0
                p = 1 - p
            if not any(b[0:6]) or not any(b[7:13]):
                break
    return plies / (time.process_time() - start)


def public_api(spec: str) -> Callable[[float], float]:
    def run(seconds: float) -> float:
        choice = random.Random(1).choice
        plies = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            pos = new_game(spec)
            while not pos.is_over:
                pos = pos.after(choice(pos.legal_moves()))
                plies += 1
        return plies / (time.process_time() - start)
    return run


def traced(spec: str) -> Callable[[float], float]:
    def run(seconds: float) -> float:
        choice = random.Random(1).choice
        plies = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            pos = new_game(spec)
            while not pos.is_over:
                pos = pos.play(choice(pos.legal_moves()))[0]
                plies += 1
        return plies / (time.process_time() - start)
    return run


def lean_path(spec: str) -> Callable[[float], float]:
    """The lean functions on states, the repetition rule kept in a set (as LeanGame does)."""
    fast = lean(variant(spec))
    key_mask, over_at, repeats = fast.key(-1), OVER << 1 << fast.top, fast.repeats
    store_bits = fast.store_bits

    def run(seconds: float) -> float:
        choice = random.Random(1).choice
        moves, play, repeated = fast.moves, fast.play, fast.repeated
        plies = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            state = fast.start()
            seen = {state & key_mask}
            while state < over_at:
                after = play(state, choice(moves(state)))
                plies += 1
                if repeats and after < over_at:
                    key = after & key_mask
                    if (after ^ state) & store_bits:
                        seen = {key}
                    elif key in seen:
                        after = repeated(after)
                    else:
                        seen.add(key)
                state = after
        return plies / (time.process_time() - start)
    return run


def openspiel(pyspiel, name: str) -> Callable[[float], float]:
    game = pyspiel.load_game(name)

    def run(seconds: float) -> float:
        choice = random.Random(1).choice
        plies = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))
                plies += 1
        return plies / (time.process_time() - start)
    return run


def measure(loops: dict[str, Callable[[float], float]], seconds: float, rounds: int
            ) -> dict[str, float]:
    """Each loop's best rate over ``rounds`` rounds; the loops take turns every round."""
    rates: dict[str, list[float]] = {name: [] for name in loops}
    for _ in range(rounds):
        for name, run in loops.items():
            rates[name].append(run(seconds / rounds))
    return {name: max(r) for name, r in rates.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12.0,
                        help="time for each loop of each game (split over the rounds)")
    parser.add_argument("--rounds", type=int, default=12, help="slices per loop")
    parser.add_argument("--no-openspiel", action="store_true", help="skip the comparison")
    args = parser.parse_args()
    pyspiel = None
    if not args.no_openspiel:
        try:
            import pyspiel  # type: ignore[import-not-found]
        except ImportError:
            print("OpenSpiel is not installed: pip install -e '.[bench]' to compare.")
    print(f"Machine: {machine()}")
    print(f"Date: {datetime.date.today().isoformat()}")
    print()
    print("| game | public API | traced | lean path | plain loop | OpenSpiel | API / OpenSpiel "
          "| lean / OpenSpiel | plain loop / OpenSpiel |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for label, spec, their_name in GAMES:
        loops = {"api": public_api(spec), "traced": traced(spec), "lean": lean_path(spec)}
        if spec == "kalah":
            loops["plain"] = plain_kalah
        if pyspiel is not None and their_name is not None:
            loops["openspiel"] = openspiel(pyspiel, their_name)
        r = measure(loops, args.seconds, args.rounds)
        theirs = r.get("openspiel")
        plain = r.get("plain")
        cells = [f"{r['api']:,.0f}", f"{r['traced']:,.0f}", f"{r['lean']:,.0f}",
                 f"{plain:,.0f}" if plain else "-"]
        if theirs:
            cells += [f"{theirs:,.0f}", f"{r['api'] / theirs:.2f}", f"{r['lean'] / theirs:.2f}",
                      f"{plain / theirs:.2f}" if plain else "-"]
        else:
            cells += ["n/a" if their_name else "-"] * 4
        print(f"| {label} | " + " | ".join(cells) + " |")
    print()
    print("Plies per second of CPU time (best round). Goals (issue 26): public API >= 0.5x "
          "OpenSpiel, lean path >= 1.0x.")


if __name__ == "__main__":
    main()
