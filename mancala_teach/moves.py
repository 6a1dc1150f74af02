"""Moves: a pit to pick up from and a direction; one special move, the swap of sides."""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalMoveError, shown
from .naming import LETTERS, pit_index

CCW = 1   # counterclockwise, the usual way round
CW = -1   # clockwise (Giuthi lets the mover choose)
SWAP_PIT = -1


class Move(NamedTuple):
    """Pick up the seeds in ``pit`` and sow them in ``direction`` (1 = counterclockwise)."""

    pit: int
    direction: int = CCW

    @property
    def is_swap(self) -> bool:
        return self.pit == SWAP_PIT

    def name(self, either_direction: bool = False) -> str:
        """``"C"``, or ``"C cw"`` / ``"C ccw"`` when the game lets the mover choose."""
        if self.pit == SWAP_PIT:
            return "swap"
        letter = LETTERS[self.pit]
        if either_direction:
            return f"{letter} {'ccw' if self.direction == CCW else 'cw'}"
        return letter

    def __str__(self) -> str:
        return self.name(self.direction == CW)


SWAP = Move(SWAP_PIT, 0)


def parse_move(text: str, pits_per_side: int, either_direction: bool, sides: int = 2) -> Move:
    """A move from text: ``"C"``, ``"c"``, ``"C cw"``, ``"C clockwise"`` or ``"swap"``."""
    words = text.strip().lower().split()
    if words == ["swap"]:
        return SWAP
    if not words or len(words) > 2:
        raise IllegalMoveError(
            f"There is no move {shown(text)}: name a pit by its letter, like C"
            + (" or C cw" if either_direction else "") + ".")
    pit = pit_index(text.split()[0], pits_per_side, sides)
    direction = CCW
    if len(words) == 2:
        if words[1] in ("cw", "clockwise"):
            direction = CW
        elif words[1] in ("ccw", "counterclockwise", "anticlockwise"):
            direction = CCW
        else:
            raise IllegalMoveError(
                f"There is no direction {shown(words[1])}: write ccw (counterclockwise) or cw "
                f"(clockwise).")
    return Move(pit, direction)
