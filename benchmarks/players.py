"""Computer players: thinking time per level, and each level against the one below.

    nice .venv/bin/python benchmarks/players.py [--games 200] [--nodes 30000] [--quick]

1. **Move time** of every level on Kalah(6,4) and Oware, from the opening and from a middle
   game (20 random moves in, the same for every level), CPU and wall-clock seconds. Goal:
   *strongest* within 1 s on one core.
2. **Strength**: each level against the one below, ``--games`` games (half of them with each
   player moving first), Kalah(6,4) and Oware. *strongest* plays with a budget of ``--nodes``
   positions a move instead of its one-second clock, so the benchmark takes minutes, not
   hours, and gives the same games on every machine; it is weaker than with its full second.
   Goal: each level wins clearly.

The perfect player plays only boards its solver finishes quickly, not Kalah(6,4) or Oware, so
both tables leave it out.

Tables start with the machine and the date. ``--quick`` plays 20 games (a smoke run).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import sys
import time

from mancala_teach import new_game, variant
from mancala_teach.players import LEVELS, choose_move
from mancala_teach.players.matches import match

GAMES = (("Kalah(6,4)", "kalah"), ("Oware", "oware"))
# The levels that play every board (not "perfect", which plays small boards only).
BOARD_LEVELS = tuple(level for level in LEVELS if not level.small_boards_only)


def machine() -> str:
    cpu = platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    return (f"{cpu}, {os.cpu_count()} cores{load}; Python {platform.python_version()}, "
            f"{platform.system()}")


def middle_game(spec: str):
    rng = random.Random(20)
    pos = new_game(spec)
    for _ in range(20):
        pos = pos.after(rng.choice(pos.legal_moves()))
    return pos


def move_times() -> None:
    print("| game | position | level | looked ahead | positions | CPU s | wall s |")
    print("|---|---|---|---:|---:|---:|---:|")
    for label, spec in GAMES:
        for where, pos in (("opening", new_game(spec)), ("middle game", middle_game(spec))):
            for level in BOARD_LEVELS:
                wall = time.perf_counter()
                cpu = time.process_time()
                c = choose_move(pos, level.name, seed=1)
                cpu = time.process_time() - cpu
                wall = time.perf_counter() - wall
                print(f"| {label} | {where} | {level.name} | {c.depth or '-'} | "
                      f"{c.nodes or '-'} | {cpu:.3f} | {wall:.3f} |")


def strength(games: int, nodes: int) -> None:
    print("| game | stronger | weaker | games | stronger won | weaker won | draws "
          "| stronger's average lead |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    for label, spec in GAMES:
        rules = variant(spec)
        for weaker, stronger in zip(BOARD_LEVELS, BOARD_LEVELS[1:]):
            started = time.perf_counter()
            s = match(rules, stronger.name, weaker.name, games, seed=7, nodes=nodes)
            print(f"| {label} | {stronger.name} | {weaker.name} | {s.games} | {s.wins(0)} | "
                  f"{s.wins(1)} | {s.draws} | {s.margin(0):+.1f} |", flush=True)
            print(f"  ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--nodes", type=int, default=30000,
                        help="strongest's budget of positions per move in the strength games")
    parser.add_argument("--quick", action="store_true", help="20 games per pairing")
    parser.add_argument("--only", choices=("times", "strength"))
    args = parser.parse_args()
    print(f"Machine: {machine()}")
    print(f"Date: {datetime.date.today().isoformat()}")
    if args.only != "strength":
        print()
        print("Move time per level (strongest: its default one-second budget)")
        print()
        move_times()
    if args.only != "times":
        print()
        print(f"Strength: each level against the one below (strongest with {args.nodes:,} "
              f"positions a move)")
        print()
        strength(20 if args.quick else args.games, args.nodes)


if __name__ == "__main__":
    main()
