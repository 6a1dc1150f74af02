"""Teams of two on the usual board: the two-player law of the same game, with the seat field
(which partner plays next for each side) kept beside it. A side's turn that ends without
another turn passes the side to its other partner."""

from __future__ import annotations

from .state import AGAIN, OVER, Lean, Moves, Play


def build(L: Lean, inner: Lean) -> tuple[Moves, Play]:
    """``inner`` is the lean path of the same rules played one a side."""
    inner_moves, inner_play = inner.moves, inner.play
    top, seat_sh, inner_top = L.top, L.seat_shift, inner.top
    counts_mask = (1 << inner_top) - 1        # the pits and the two stores
    over_at = L.over_at
    again_bit = AGAIN << 1                    # in the bits from top up: player, then flags

    def inward(st: int) -> int:
        return (st & counts_mask) | (st >> top) << inner_top

    def moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        return inner_moves(inward(st))

    def play(st: int, m: int) -> int:
        new = inner_play(inward(st), m)
        high = new >> inner_top                   # player to move, then flags
        if high >> 1 & OVER:
            return (new & counts_mask) | high << top
        p = (st >> top) & 1
        partners = (st >> seat_sh) >> 2 & 3
        if not (high & again_bit and high & 1 == p):
            partners ^= 1 << p                    # the side's turn is over: other partner next
        return (new & counts_mask) | ((high & 1) | partners << 2) << seat_sh | high << top

    return moves, play
