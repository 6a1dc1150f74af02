"""The exact solver: perfect-play values of starting positions, with time, positions and memory.

    nice .venv/bin/python benchmarks/solver.py [--quick] [--write-cache] [--limit SECONDS]
                                               [--boards kalah:5,5 oware:3,3 ...]

Solves Kalah(m, n) under both capture rules (``capture_empty_opposite=yes``, the rule of
Irving, Donkers and Uiterwijk (2000), "Solving Kalah", and ``no``, our default) and Oware on
small boards, each in a fresh Python process (so "peak memory" is that solve's own, the
interpreter included), and prints one table headed with the machine and the date. Kalah
values under the empty-capture rule are compared with the paper's Tables 9 and 10.

Goals (issue 12): every Kalah entry with m*n <= 12 other than (6,2) under 10 s; (5,3) and
(6,2) solved at all, each under 10 minutes and 4 GB.

``--write-cache`` stores every value it finishes in the shipped cache
(``mancala_teach/players/solutions.json``, format in the README), keeping entries it did not
recompute; ``--grid`` prints the cache as the README's tables; ``--quick`` solves only
m*n <= 12 (a smoke run of a minute); ``--limit`` stops a solve after that many seconds and
reports it unfinished.
"""

from __future__ import annotations

import argparse
import datetime
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from players import machine  # noqa: E402
from published_kalah import TABLE_9, TABLE_10  # noqa: E402

from mancala_teach import new_game, variant  # noqa: E402
from mancala_teach.players import solver  # noqa: E402
from mancala_teach.printables.output import write_files  # noqa: E402

CACHE = Path(solver.__file__).with_name(solver.CACHE_FILE)
# What this solver finishes within minutes; (5,5), (5,6), (6,4), (6,5) it does not.
KALAH_BOARDS = [(m, n) for m in (1, 2, 3, 4) for n in range(1, 7)] + \
    [(5, 1), (5, 2), (5, 3), (5, 4), (6, 1), (6, 2), (6, 3)]
OWARE_BOARDS = [(1, n) for n in range(1, 5)] + [(2, n) for n in range(1, 7)] + [(3, 1), (3, 2)]


def kalah_spec(m: int, n: int, empty: str) -> str:
    return variant("kalah", pits=m, seeds=n, capture_empty_opposite=empty).spec()


def oware_spec(m: int, n: int) -> str:
    return variant("oware", pits=m, seeds=n).spec()


def solve_one(spec: str) -> dict:
    """Solve one starting position in this process and report it as a dict."""
    started = time.perf_counter()
    solution = solver.solve(new_game(spec), max_positions=None)    # no budget: measure it all
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss   # KiB on Linux
    return {"spec": spec, "margin": solution.margin,
            "best_moves": [m.name() for m in solution.best_moves],
            "positions": solution.positions, "seconds": seconds, "peak_mb": peak / 1024}


def solve_in_child(spec: str, limit: float) -> dict | None:
    try:
        done = subprocess.run([sys.executable, __file__, "--one", spec], capture_output=True,
                              text=True, timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout)


def published(spec: str) -> str:
    rules = variant(spec)
    m, n = rules.pits_per_side, rules.seeds_per_pit
    if rules.variant != "kalah" or not rules.capture_empty_opposite:
        return ""
    row = TABLE_10.get(m, "")
    if n > len(row):
        return ""
    text = row[n - 1]
    if (m, n) in TABLE_9:
        text += f" {TABLE_9[m, n]:+d}"
    return text


def grid() -> None:
    """The cache as three small tables (the README's results): margin by pits and seeds."""
    cache = solver.load_cache()
    tables = [("Kalah, capture on an empty opposite pit (the paper's rule)",
               lambda m, n: kalah_spec(m, n, "yes"), 6),
              ("Kalah, no capture on an empty opposite pit (our default)",
               lambda m, n: kalah_spec(m, n, "no"), 6),
              ("Oware (Abapa)", oware_spec, 3)]
    for title, spec, rows in tables:
        print(f"{title}:\n")
        print("| pits \\ seeds | " + " | ".join(str(n) for n in range(1, 7)) + " |")
        print("|---|" + "---:|" * 6)
        for m in range(1, rows + 1):
            cells = []
            for n in range(1, 7):
                entry = cache.get(spec(m, n))
                if entry is None:
                    cells.append(".")
                    continue
                margin = entry["margin"]
                cells.append(f"{'W' if margin > 0 else 'L' if margin < 0 else 'D'} {margin:+d}")
            print(f"| {m} | " + " | ".join(cells) + " |")
        print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only boards with m*n <= 12")
    parser.add_argument("--write-cache", action="store_true",
                        help=f"store the values in {CACHE.name}")
    parser.add_argument("--limit", type=float, default=900.0,
                        help="seconds before a solve is reported unfinished (default 900)")
    parser.add_argument("--boards", nargs="*", metavar="GAME:M,N",
                        help="solve only these, e.g. kalah:5,5 oware:3,3 (Kalah: both rules)")
    parser.add_argument("--grid", action="store_true",
                        help="print the cache as tables of margins (no solving)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.grid:
        grid()
        return
    if args.one:
        print(json.dumps(solve_one(args.one)))
        return
    specs: list[str] = []
    if args.boards:
        for item in args.boards:
            game, _, size = item.partition(":")
            m, n = (int(k) for k in size.split(","))
            if game == "kalah":
                specs += [kalah_spec(m, n, "yes"), kalah_spec(m, n, "no")]
            else:
                specs.append(variant(game, pits=m, seeds=n).spec())
    else:
        kalah = [b for b in KALAH_BOARDS if not args.quick or b[0] * b[1] <= 12]
        oware = [b for b in OWARE_BOARDS if not args.quick or b[0] * b[1] <= 4]
        specs = [kalah_spec(m, n, e) for e in ("yes", "no") for m, n in kalah]
        specs += [oware_spec(m, n) for m, n in oware]
    today = datetime.date.today().isoformat()
    print(f"Machine: {machine()}")
    print(f"Date: {today}")
    print()
    print("Perfect play from the start: the first player's result and final margin. "
          "Published: Irving, Donkers & Uiterwijk (2000), Table 10 (W/D/L) and Table 9 "
          "(margin), empty-capture rule only.")
    print()
    print("| game | (m, n) | capture on empty opposite | result | margin | published "
          "| agrees | best first moves | positions | seconds | peak memory MB |")
    print("|---|---|---|---|---:|---|---|---|---:|---:|---:|")
    entries: dict[str, dict] = {}
    for spec in specs:
        rules = variant(spec)
        size = f"({rules.pits_per_side}, {rules.seeds_per_pit})"
        rule = ("yes" if rules.capture_empty_opposite else "no") if rules.variant == "kalah" \
            else "-"
        found = solve_in_child(spec, args.limit)
        if found is None:
            print(f"| {rules.title} | {size} | {rule} | not finished in {args.limit:.0f} s "
                  f"| | {published(spec)} | | | | | |", flush=True)
            continue
        margin = found["margin"]
        result = "W" if margin > 0 else "L" if margin < 0 else "D"
        paper = published(spec)
        agrees = ""
        if paper:
            agrees = "yes" if paper[0] == result and (
                len(paper) == 1 or int(paper.split()[1]) == margin) else "NO"
        print(f"| {rules.title} | {size} | {rule} | {result} | {margin:+d} | {paper} | {agrees} "
              f"| {' '.join(found['best_moves'])} | {found['positions']:,} "
              f"| {found['seconds']:.2f} | {found['peak_mb']:.0f} |", flush=True)
        entries[spec] = {"margin": margin, "best_moves": found["best_moves"],
                         "positions": found["positions"], "seconds": round(found["seconds"], 3),
                         "solver": solver.SOLVER_VERSION, "date": today}
    if args.write_cache:
        old = solver.load_cache()
        old.update(entries)
        write_files({CACHE: solver.cache_text(old).encode("utf-8")})
        print(f"\nWrote {len(entries)} values to {CACHE} ({len(old)} in all).")


if __name__ == "__main__":
    main()
