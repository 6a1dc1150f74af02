"""How a game ends: why (:class:`Termination`) and the result (:class:`Outcome`).

Plain data that the engine produces and everything above it reads; ``mancala_teach.position``
re-exports both, so ``from mancala_teach.position import Outcome`` keeps working.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .naming import PLAYER_NAMES


class Termination(str, Enum):
    """Why a game (a round, in Lane's games) ended."""

    SIDE_EMPTY = "side_empty"          # Kalah: one side has no seeds
    MAJORITY = "majority"              # a store holds more than half (or both exactly half)
    CANNOT_FEED = "cannot_feed"        # Oware: the opponent has none and cannot be fed
    GRAND_SLAM = "grand_slam"          # Oware/Wari option "opponent_takes_rest"
    REPETITION = "repetition"          # a position came round again
    ENDLESS_SOWING = "endless_sowing"  # a relay sowing would never stop
    BOARD_CLEARED = "board_cleared"    # Lane: no pebbles left (or one, given to its owner)
    FEW_SEEDS = "few_seeds"            # Giuthi: a side has four seeds or fewer
    NO_MOVES = "no_moves"              # Giuthi: neither player can move


@dataclass(frozen=True)
class Outcome:
    """How a finished game came out. ``winner`` is 0 (South), 1 (North) or None for a draw."""

    termination: Termination
    winner: int | None
    scores: tuple[int, int]
    why: str = field(compare=False)  # an explanation, not part of the result

    @classmethod
    def decide(cls, termination: Termination, scores: tuple[int, int], why: str) -> Outcome:
        south, north = scores
        winner = 0 if south > north else 1 if north > south else None
        return cls(termination, winner, (south, north), why)

    def result(self) -> str:
        """``"South wins 27 to 21"`` or ``"A draw, 24 to 24"``."""
        s, n = self.scores
        if self.winner is None:
            return f"A draw, {s} to {n}"
        w = self.winner
        return f"{PLAYER_NAMES[w]} wins {self.scores[w]} to {self.scores[1 - w]}"


#: Every way a game can end, in a fixed order (the lean path stores the index).
TERMINATIONS = tuple(Termination)


def why_text(termination: Termination, detail: int = 0, *, few_seeds: int = 4,
             kalah: bool = False) -> str:
    """Why the game ended, in words. ``detail`` says who (a player) or which case, so that
    the traced engine and the lean path (which keeps only numbers) give the same sentence."""
    t = Termination
    if termination is t.SIDE_EMPTY:
        return f"{PLAYER_NAMES[detail]}'s side is empty"
    if termination is t.MAJORITY:
        if kalah:
            return "a store holds more than half of all the seeds"
        return ("each player has captured half of the seeds" if detail else
                "a player has captured more than half of the seeds")
    if termination is t.CANNOT_FEED:
        return f"{PLAYER_NAMES[detail]} could not feed {PLAYER_NAMES[1 - detail]}"
    if termination is t.BOARD_CLEARED:
        return "only one seed was left" if detail else "the board is empty"
    if termination is t.FEW_SEEDS:
        return f"a player has {few_seeds} seeds or fewer left"
    return {t.GRAND_SLAM: "a grand slam ended the game",
            t.REPETITION: "a position repeated",
            t.ENDLESS_SOWING: "the sowing would go round for ever",
            t.NO_MOVES: "neither player can move"}[termination]
