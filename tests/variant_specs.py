"""Rule specs over a spread of options, for tests that play many random games of every variant."""

from __future__ import annotations

import random

from mancala_teach.rules import GRAND_SLAM_RULES
from mancala_teach.variants import IGNORANT_SETUP, WISE_SETUP


def _kalah_specs(rng: random.Random, count: int) -> list[str]:
    specs = []
    for _ in range(count):
        specs.append(
            f"kalah pits={rng.randint(1, 8)} seeds={rng.randint(1, 6)} "
            f"capture_empty_opposite={rng.choice(['yes', 'no'])} "
            f"game_end={rng.choice(['either_side_empty', 'one_last_move'])} "
            f"leftovers={rng.choice(['owner', 'not_counted', 'first_to_empty'])} "
            f"pie_rule={rng.choice(['yes', 'no'])} "
            f"finish_at_majority={rng.choice(['yes', 'no'])}")
    return specs


def _oware_specs(rng: random.Random, count: int) -> list[str]:
    return [f"{rng.choice(['oware', 'wari'])} pits={rng.randint(1, 7)} seeds={rng.randint(1, 5)} "
            f"grand_slam={rng.choice(GRAND_SLAM_RULES)} "
            f"capture_chain={rng.choice(['contiguous', 'any_sown'])}" for _ in range(count)]


def _lane_setup(rng: random.Random) -> str:
    cuts = sorted(rng.randint(0, 72) for _ in range(11))
    return ",".join(str(b - a) for a, b in zip([0, *cuts], [*cuts, 72]))


def _wise_setup(rng: random.Random) -> str:
    cells = [c for c in (1, 2, 3, 4) if rng.random() < 0.7] or [2]
    counts = [0] * 12
    share = 72 // (2 * len(cells))
    for c in cells:
        counts[c] = counts[11 - c] = share
    counts[cells[0]] += 72 - sum(counts)
    return ",".join(map(str, counts))


def _lane_specs(rng: random.Random, count: int) -> list[str]:
    specs = [f"lane-ignorant setup={','.join(map(str, IGNORANT_SETUP))} start=rightmost",
             f"lane-ignorant setup={','.join(map(str, IGNORANT_SETUP))} start=any",
             f"lane-wise setup={','.join(map(str, WISE_SETUP))}"]
    while len(specs) < count:
        if rng.random() < 0.5:
            specs.append(f"lane-ignorant setup={_lane_setup(rng)} "
                         f"start={rng.choice(['rightmost', 'any'])}")
        else:
            specs.append(f"lane-wise setup={_wise_setup(rng)}")
    return specs


def _giuthi_specs(rng: random.Random, count: int) -> list[str]:
    return [f"giuthi pits={rng.randint(5, 8)} seeds={rng.randint(2, 6)} "
            f"chain_captures={rng.choice(['yes', 'no'])}" for _ in range(count)]


def spread(seed: int, kalah: int = 24, oware: int = 24, lane: int = 12, giuthi: int = 12
           ) -> list[str]:
    """Specs for every variant with random options (the same list for the same seed)."""
    rng = random.Random(seed)
    return (_kalah_specs(rng, kalah) + _oware_specs(rng, oware) + _lane_specs(rng, lane)
            + _giuthi_specs(rng, giuthi))
