"""Lane's rounds and the match to 60 (seed 000, rules 13 and 14)."""

from __future__ import annotations

import random

import pytest

from mancala_teach import InvalidOptionError, Outcome, Termination, new_game
from mancala_teach.match import LaneMatch


def round_outcome(south: int, north: int) -> Outcome:
    return Outcome.decide(Termination.BOARD_CLEARED, (south, north), "the board is empty")


def test_round_winner_scores_the_difference_and_setters_alternate():
    """Seed 000 rule 13: the larger pile wins the round 'by the difference'."""
    match = LaneMatch()
    assert match.setter == 0
    match = match.record(round_outcome(40, 32))       # Player 1 set up (South) and won by 8
    assert match.totals == (8, 0) and match.setter == 1
    match = match.record(round_outcome(30, 42))       # Player 1 sat North this time, won by 12
    assert match.totals == (20, 0)
    match = match.record(round_outcome(22, 50))       # Player 1 set up; Player 2 won by 28
    assert match.totals == (20, 28) and not match.is_over
    assert match.rounds[-1].winner == 1 and match.rounds[-1].points == 28


def test_first_to_60_wins_the_match_and_it_then_stops():
    """Seed 000 rule 14: 'Whoever reaches the score of 60 first wins the game'."""
    match = LaneMatch().record(round_outcome(66, 6))
    assert match.totals == (60, 0) and match.winner == 0
    assert "Player 1 wins the match" in match.summary()
    with pytest.raises(InvalidOptionError, match="already over"):
        match.record(round_outcome(36, 36))


def test_a_whole_match_of_random_rounds_ends():
    rng = random.Random(7)
    match = LaneMatch()
    while not match.is_over:
        pos = new_game("lane-wise")
        while not pos.is_over:
            pos = pos.after(rng.choice(pos.legal_moves()))
        before = match.totals
        match = match.record(pos.outcome)
        assert sum(match.totals) - sum(before) == abs(pos.outcome.scores[0] - pos.outcome.scores[1])
        assert len(match.rounds) < 500
    assert max(match.totals) >= 60
