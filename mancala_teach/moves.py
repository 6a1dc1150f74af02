"""Moves: a pit to pick up from and a direction; one special move, the swap of sides."""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalMoveError, shown
from .i18n import _
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
        if either_direction:
            raise IllegalMoveError(_("There is no move {value}: name a pit by its letter, "
                                     "like C or C cw.", value=shown(text)))
        raise IllegalMoveError(_("There is no move {value}: name a pit by its letter, like C.",
                                 value=shown(text)))
    pit = pit_index(text.split()[0], pits_per_side, sides)
    direction = CCW
    if len(words) == 2:
        if words[1] in ("cw", "clockwise"):
            direction = CW
        elif words[1] in ("ccw", "counterclockwise", "anticlockwise"):
            direction = CCW
        else:
            raise IllegalMoveError(_("There is no direction {value}: write ccw "
                                     "(counterclockwise) or cw (clockwise).",
                                     value=shown(words[1])))
    return Move(pit, direction)
