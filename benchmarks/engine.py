"""Plies per second of random games through the public API, ours beside OpenSpiel's.

    .venv/bin/python benchmarks/engine.py [--seconds 3]

Plays random legal games of Kalah (6 pits, 4 seeds) and Oware for a few seconds each, with the
fast path (``position.after(move)``) and with full traces (``position.play(move)``), then does
the same with OpenSpiel's "mancala" and "oware" games (installing the ``open-spiel`` package
into this environment first if it is missing) and prints our/their ratio. The loops are the
same shape on both sides: ask for the legal moves, pick one at random, apply it.
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
import time

from mancala_teach import new_game


def ours(spec: str, seconds: float, traced: bool) -> float:
    rng = random.Random(1)
    choice = rng.choice
    plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        pos = new_game(spec)
        if traced:
            while not pos.is_over:
                pos = pos.play(choice(pos.legal_moves()))[0]
                plies += 1
        else:
            while not pos.is_over:
                pos = pos.after(choice(pos.legal_moves()))
                plies += 1
    return plies / (time.perf_counter() - start)


def load_pyspiel():
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        print("OpenSpiel is not installed here; installing open-spiel with pip ...", flush=True)
        done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "open-spiel"],
                              capture_output=True, text=True)
        if done.returncode != 0:
            print("Could not install open-spiel: " + (done.stderr.strip().splitlines() or ["?"])[-1])
            return None
        importlib.invalidate_caches()
        return importlib.import_module("pyspiel")


def theirs(pyspiel, game_name: str, seconds: float) -> float:
    game = pyspiel.load_game(game_name)
    rng = random.Random(1)
    choice = rng.choice
    plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            plies += 1
    return plies / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--no-openspiel", action="store_true", help="skip the comparison")
    args = parser.parse_args()
    pyspiel = None if args.no_openspiel else load_pyspiel()
    print(f"{'game':<14}{'ours (fast)':>14}{'ours (traced)':>16}{'OpenSpiel':>12}{'ratio':>8}")
    for label, spec, their_name in (("Kalah(6,4)", "kalah", "mancala"), ("Oware", "oware", "oware")):
        fast = ours(spec, args.seconds, traced=False)
        traced = ours(spec, args.seconds, traced=True)
        if pyspiel is not None:
            other = theirs(pyspiel, their_name, args.seconds)
            print(f"{label:<14}{fast:>14,.0f}{traced:>16,.0f}{other:>12,.0f}{fast / other:>8.2f}")
        else:
            print(f"{label:<14}{fast:>14,.0f}{traced:>16,.0f}{'n/a':>12}{'n/a':>8}")
    print("plies per second; ratio = ours (fast path) / OpenSpiel; goal >= 1.0")


if __name__ == "__main__":
    main()
