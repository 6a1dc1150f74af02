"""How a position is packed into one int: the layout the lean path plays on.

The traced engine (:mod:`mancala_teach.engine`) and the lean path (:mod:`mancala_teach.lean`)
both judge a repeated position by this int (:func:`history_key`), so positions made by either
path share one history. The lean path's state adds the player to move and flags above it.
"""

from __future__ import annotations

from .rules import Rules


def packing(rules: Rules) -> tuple[int, int]:
    """The bits per count (8 when the game has fewer than 128 seeds, else 16) and the bit
    where the player to move sits.

    A game with more than two seats (four-sided, or teams) has one more count-sized field
    after the stores, the *seat field*: the player to move (0-3) and, in a teams game, which
    partner plays next for each side (bit 2 for South, bit 3 for North); see :func:`seat_field`.
    """
    width = 8 if rules.total_seeds < 128 else 16
    return width, (rules.pit_count + rules.sides + (rules.seats > 2)) * width


def seat_field(to_move: int, partners: int) -> int:
    """The value of the seat field (games with more than two seats)."""
    return to_move | partners << 2


def history_key(rules: Rules, pits: tuple[int, ...], to_move: int, partners: int = 0) -> int:
    """What a repeated position is judged by (the pits and the player to move), as the int
    the lean path uses, so positions from either path share one history."""
    width, top = packing(rules)
    if width == 8:
        key = int.from_bytes(bytes(pits), "little") | (to_move & 1) << top
    else:
        key = 0
        for i, count in enumerate(pits):
            key |= count << (i * width)
        key |= (to_move & 1) << top
    if rules.seats > 2:
        key |= seat_field(to_move, partners) << ((rules.pit_count + rules.sides) * width)
    return key
