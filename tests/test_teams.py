"""Teams of two: who plays a side's next turn after a pass, and what counts as a repeated
position, as the README says (issue 22, item 10). Read from the engine through the public
API (``position.partners``, ``mover_name``, ``history``)."""

from __future__ import annotations

import random

from mancala_teach import Position, events as E, new_game, variant
from mancala_teach.outcome import Termination


def test_a_side_that_passes_keeps_the_partner_whose_turn_it_was():
    # Oware, grand slams capture everything: South's C takes North's only seeds, North
    # cannot move (passes) and South moves again: South's other partner, as South's turn
    # was over; North did not sow, so the North player who was due is still due.
    rules = variant("oware pits=3 seeds=3 teams=yes grand_slam=capture_all")
    for partners in range(4):
        pos = Position.of(rules, (5, 0, 1, 1, 0, 0), (3, 8), to_move=0, partners=partners)
        after, trace = pos.play("C")
        assert [p.player for p in trace.of_type(E.Pass)] == [1]
        assert after.to_move == 0
        assert (after.partners & 1) != (partners & 1)          # South: the other partner
        assert (after.partners & 2) == (partners & 2)          # North: the same one


def test_an_extra_turn_lost_to_an_empty_row_ends_the_players_turn():
    # North's first player sows D into North's store (another turn) but North's row is then
    # empty: North passes, South has one last move, and North's other partner is next.
    rules = variant("kalah pits=2 seeds=1 teams=yes game_end=one_last_move")
    pos = Position.of(rules, (1, 1, 0, 1), (0, 1), to_move=1)
    assert pos.mover_name == "North's first player"
    after, trace = pos.play("D")
    assert trace.extra_turn and [p.player for p in trace.of_type(E.Pass)] == [1]
    assert after.mover_name == "South's first player"
    assert str(after).splitlines()[-1].startswith(
        "South's first player to move, North's second player next")


def test_a_repeated_position_has_the_same_partners_to_move():
    """Oware's endless games end when a position comes round again: in a teams game that is
    the same pits, the same side to move and the same partners next on both sides. The same
    pits and side with other partners next is a new position, and the game goes on."""
    endings = other_partners_went_on = 0
    for seed in range(300):
        rng = random.Random(seed)
        pos = new_game("oware", teams=True, seeds=1, pits=3)
        seen = {(pos.pits, pos.to_move): {pos.partners}}
        while not pos.is_over:
            after, trace = pos.play(rng.choice(pos.legal_moves()))
            if after.is_over and after.outcome.termination == Termination.REPETITION:
                # the board just before the seeds were swept to their owners
                sweep = next(i for i, e in enumerate(trace.events) if isinstance(e, E.Sweep))
                pits = trace.frames()[sweep].pits
                mover = pos.to_move
                partners = pos.partners ^ (1 << mover)        # the mover's turn is over
                assert partners in seen[(pits, 1 - mover)], seed
                endings += 1
            elif not after.is_over:
                if after.stores != pos.stores:                # a capture: a fresh start
                    seen = {}
                key = (after.pits, after.to_move)
                if key in seen and after.partners not in seen[key]:
                    other_partners_went_on += 1
                seen.setdefault(key, set()).add(after.partners)
            pos = after
    assert endings > 50 and other_partners_went_on > 50
