"""One conformance test over every variant and a spread of options (as pgx's api_test).

Random legal games, seeded by hypothesis: seeds are never created or lost, never negative;
a move is legal exactly when the engine lists it; the fast path agrees with the traced path
move by move; the boards rebuilt from a trace end at the new position; the text forms parse
back; and every game ends.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mancala_teach import SWAP, IllegalMoveError, Move, Position, variant
from mancala_teach.moves import CCW, CW
from mancala_teach.rules import GRAND_SLAM_RULES
from mancala_teach.trace import replay
from mancala_teach.variants import IGNORANT_SETUP

MAX_PLIES = 3000  # far above the longest game seen (about 400 plies)


def kalah_rules():
    return st.builds(
        lambda **o: variant("kalah", **o),
        pits=st.integers(1, 10), seeds=st.integers(1, 10),
        capture_empty_opposite=st.booleans(),
        game_end=st.sampled_from(["either_side_empty", "one_last_move"]),
        leftovers=st.sampled_from(["owner", "not_counted", "first_to_empty"]),
        pie_rule=st.booleans(), finish_at_majority=st.booleans())


def oware_rules():
    return st.builds(
        lambda name, **o: variant(name, **o), st.sampled_from(["oware", "wari"]),
        pits=st.integers(1, 10), seeds=st.integers(1, 10),
        grand_slam=st.sampled_from(GRAND_SLAM_RULES),
        capture_chain=st.sampled_from(["contiguous", "any_sown"]))


def lane_setups():
    """Any 12 counts adding to 72 (hypothesis picks the cut points)."""
    return st.lists(st.integers(0, 72), min_size=11, max_size=11).map(
        lambda cuts: tuple(b - a for a, b in zip([0, *sorted(cuts)], [*sorted(cuts), 72])))


def wise_setups():
    """Mirrored middle cells: choose which of B-E are filled and spread 72 over them."""
    def build(filled, weights):
        cells = [i for i, f in zip((1, 2, 3, 4), filled) if f] or [1]
        cells += [11 - i for i in cells]
        counts = [0] * 12
        share = [w + 1 for w in weights[: len(cells)]]
        scaled = [72 * s // sum(share) for s in share]
        scaled[0] += 72 - sum(scaled)
        for c, n in zip(cells, scaled):
            counts[c] = n
        if any(counts[c] == 0 for c in cells):  # keep the mirror rule: filled means non-empty
            counts = [0] * 12
            for c in cells:
                counts[c] = 72 // len(cells)
            counts[cells[0]] += 72 - sum(counts)
        return tuple(counts)
    return st.builds(build, st.lists(st.booleans(), min_size=4, max_size=4),
                     st.lists(st.integers(0, 20), min_size=8, max_size=8))


def lane_rules():
    return st.one_of(
        st.builds(lambda s, start: variant("lane-ignorant", setup=s, start=start),
                  st.one_of(st.just(IGNORANT_SETUP), lane_setups()),
                  st.sampled_from(["rightmost", "any"])),
        st.builds(lambda s: variant("lane-wise", setup=s), wise_setups()))


def giuthi_rules():
    return st.builds(lambda **o: variant("giuthi", **o), pits=st.integers(5, 10),
                     seeds=st.integers(2, 10), chain_captures=st.booleans())


def four_sided_rules():
    return st.builds(
        lambda **o: variant("four-sided", **o),
        pits=st.integers(3, 6), seeds=st.integers(1, 10),
        facing=st.sampled_from(["across", "next_row"]), capture_empty_opposite=st.booleans(),
        game_end=st.sampled_from(["any_row_empty", "board_empty"]),
        leftovers=st.sampled_from(["owner", "not_counted"]),
        turn_order=st.sampled_from(["counterclockwise", "clockwise"]), partners=st.booleans())


def teams_rules():
    """Teams of two on the usual board (Kalah without the pie rule, Oware, Wari)."""
    return st.one_of(
        st.builds(lambda **o: variant("kalah", teams=True, **o),
                  pits=st.integers(1, 10), seeds=st.integers(1, 10),
                  capture_empty_opposite=st.booleans(),
                  game_end=st.sampled_from(["either_side_empty", "one_last_move"]),
                  leftovers=st.sampled_from(["owner", "not_counted", "first_to_empty"]),
                  finish_at_majority=st.booleans()),
        oware_rules().map(lambda r: variant(r, teams=True)))


ALL_RULES = st.one_of(kalah_rules(), oware_rules(), lane_rules(), giuthi_rules(),
                      four_sided_rules(), teams_rules())


def every_move(rules) -> list[Move]:
    """Every move that could be asked for: each pit, each direction, and the swap."""
    return [Move(i, d) for i in range(rules.pit_count) for d in (CCW, CW)] + [SWAP]


def check_position(pos: Position) -> None:
    rules = pos.rules
    assert all(n >= 0 for n in pos.pits + pos.stores)
    assert sum(pos.pits) + sum(pos.stores) == rules.total_seeds
    assert Position.parse(str(pos)) == pos
    assert Position.parse(pos.notation()) == pos


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=ALL_RULES, seed=st.integers(0, 2**32 - 1))
def test_random_games_conserve_seeds_agree_and_end(rules, seed):
    rng = random.Random(seed)
    pos = Position.start(rules)
    for ply in range(MAX_PLIES):
        check_position(pos)
        legal = pos.legal_moves()
        if pos.is_over:
            assert legal == ()
            break
        assert legal, "a game that is not over always has a move"
        # A move is legal exactly when the engine lists it; a refused move changes nothing.
        for move in every_move(rules):
            if move in legal:
                continue
            snapshot = (pos.pits, pos.stores, pos.to_move)
            try:
                pos.play(move)
            except IllegalMoveError as exc:
                assert str(exc).endswith(".")
            else:
                raise AssertionError(f"{move} was played but is not listed as legal")
            assert (pos.pits, pos.stores, pos.to_move) == snapshot
        move = rng.choice(legal)
        after, trace = pos.play(move)
        assert pos.after(move) == after, "fast path and traced path disagree"
        frames = list(replay(pos, trace.events))
        assert all(f.total == rules.total_seeds and f.in_hand >= 0 for f in frames)
        assert (frames[-1].pits, frames[-1].stores) == (after.pits, after.stores)
        assert frames[-1].in_hand == 0
        pos = after
    else:
        raise AssertionError(f"{rules.spec()} did not end in {MAX_PLIES} plies")
    s = pos.stores
    assert pos.outcome.scores == ((s[0] + s[2], s[1] + s[3]) if rules.partners_opposite else s)
