"""The four-sided board's law on lean states: Kalah's laws round a square.

The player to move is in the seat field; a move is one table look-up and one addition (every
row, the mover's store only), as in Kalah, and "is a row empty?" is one AND per row.
"""

from __future__ import annotations

from .state import AGAIN, FIRST_TURN, Lean, Moves, Play, ended
from ..outcome import Termination
from ..rules import GameEnd, Leftovers


def build(L: Lean) -> tuple[Moves, Play]:
    rules = L.rules
    sides = rules.sides
    n2 = rules.pit_count
    w, mask, top, seat_sh, over_at = L.width, L.mask, L.top, L.seat_shift, L.over_at
    sowing = L.sowing()
    cycle = sowing.cycle                      # every pit and the mover's own store
    rows = [tuple(rules.side(k)) for k in range(sides)]
    shift = [i * w for i in range(n2)]
    store_sh = [(n2 + k) * w for k in range(sides)]
    side = L.side_masks
    board = sum(side)
    counts_mask = (1 << seat_sh) - 1          # the pits and the stores
    facing = [rules.opposite(i) for i in range(n2)]
    owner = [rules.owner(i) for i in range(n2)] + [-1] * sides
    table = []
    for m in range(n2):
        row = []
        for s in range(rules.total_seeds + 1):
            laps, r = divmod(s, cycle)
            row.append((laps * sowing.full[m] + sowing.add[m][r] - (s << shift[m]),
                        sowing.landing[m][r]))
        table.append(row)
    next_of = [rules.next_player(k) for k in range(sides)]
    order = [[(p + k * rules.turn_order) % sides for k in range(sides)] for p in range(sides)]
    cap_empty = rules.capture_empty_opposite
    any_row = rules.game_end is GameEnd.ANY_ROW_EMPTY
    keep = rules.leftovers is Leftovers.OWNER
    quick = [L.moves_table(k) for k in range(sides)]
    CLEARED = ended(Termination.BOARD_CLEARED)
    ROW_EMPTY = [ended(Termination.SIDE_EMPTY, k) for k in range(sides)]

    def moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        lows, highs, table_ = quick[(st >> seat_sh) & 3]
        return table_[(st + lows) & highs]

    def seated(st: int, player: int, flags: int) -> int:
        return (st & counts_mask) | player << seat_sh | ((player & 1) | flags << 1) << top

    def play(st: int, m: int) -> int:
        delta, last = table[m][(st >> shift[m]) & mask]
        st += delta
        p = owner[m]
        again = last == n2 + p
        if not again and owner[last] == p and (st >> shift[last]) & mask == 1:
            osh = shift[facing[last]]
            seeds = (st >> osh) & mask
            if seeds:
                st += ((seeds + 1) << store_sh[p]) - (1 << shift[last]) - (seeds << osh)
            elif cap_empty:
                st += (1 << store_sh[p]) - (1 << shift[last])
        nxt = p if again else next_of[p]
        if any_row:
            if all(st & row for row in side):
                keeps = again and nxt == p
                flags = (AGAIN | (st >> top >> 1) & FIRST_TURN) if keeps else 0
                return seated(st, nxt, flags)
            detail = next(k for k in order[p] if not st & side[k])
            if not keep:                          # the seeds left stay, and are not counted
                return seated(st, 0, ROW_EMPTY[detail])
            counts = L.fields(st)
            stores = [counts[n2 + k] + sum([counts[i] for i in rows[k]]) for k in range(sides)]
            return L.pack((0,) * n2, stores, 0, ROW_EMPTY[detail])
        if not st & board:
            return seated(st, 0, CLEARED)
        while not st & side[nxt]:
            nxt = next_of[nxt]                    # an empty row misses its turn
        keeps = again and nxt == p
        flags = (AGAIN | (st >> top >> 1) & FIRST_TURN) if keeps else 0
        return seated(st, nxt, flags)

    return moves, play
