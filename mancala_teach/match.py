"""Lane's match: rounds of the Egyptian game until one player reaches 60 (seed 000, rules 13-14).

Each round is one game of ``lane-ignorant`` or ``lane-wise``. The round's winner scores the
difference between the two piles; the first player to reach the target (60) wins the match.
Lane does not say who sets up the later rounds; we let the two players take turns, so in round
1 "Player 1" sets up (sits South) and in round 2 "Player 2" does. The engine's seats stay
South (the player who set up) and North (the one who chose sides).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidOptionError
from .i18n import _
from .position import Outcome


@dataclass(frozen=True)
class RoundResult:
    number: int
    setter: int                 # which player set up the pebbles (sat South)
    scores: tuple[int, int]     # pebbles taken by South and North
    winner: int | None          # the player (0 or 1) who won the round, None for a tie
    points: int                 # the difference, added to the winner's match score


@dataclass(frozen=True)
class LaneMatch:
    """A match of Lane's rounds. Immutable: :meth:`record` returns the match one round on."""

    target: int = 60
    players: tuple[str, str] = ("Player 1", "Player 2")
    rounds: tuple[RoundResult, ...] = ()

    def __post_init__(self) -> None:
        if self.target < 1:
            raise InvalidOptionError(_("A match must be played to at least 1 point, not "
                                       "{value}.", value=self.target))

    @property
    def setter(self) -> int:
        """The player who sets up the next round (and so sits South)."""
        return len(self.rounds) % 2

    @property
    def totals(self) -> tuple[int, int]:
        points = [0, 0]
        for r in self.rounds:
            if r.winner is not None:
                points[r.winner] += r.points
        return points[0], points[1]

    @property
    def winner(self) -> int | None:
        for player, total in enumerate(self.totals):
            if total >= self.target:
                return player
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def record(self, outcome: Outcome) -> LaneMatch:
        """The match after a finished round whose seats were South = :attr:`setter`."""
        if self.is_over:
            raise InvalidOptionError(_("The match is already over: {player} reached {target}.",
                                       player=self.players[self.winner], target=self.target))
        south, north = outcome.scores
        setter = self.setter
        seat_to_player = (setter, 1 - setter)
        winner = None if outcome.winner is None else seat_to_player[outcome.winner]
        result = RoundResult(len(self.rounds) + 1, setter, (south, north), winner,
                             abs(south - north))
        return LaneMatch(self.target, self.players, self.rounds + (result,))

    def summary(self) -> str:
        a, b = self.totals
        text = f"{self.players[0]} {a}, {self.players[1]} {b} (playing to {self.target})"
        if self.is_over:
            text += f": {self.players[self.winner]} wins the match"
        return text
