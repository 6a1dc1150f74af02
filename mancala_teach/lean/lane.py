"""Lane's two Egyptian games on lean states (seed 000, rules 6-12): relay sowing, captures of
2s and 4s with the cells opposite, feeding an empty side, the choice of sides.

Relay sowing goes on for a number of laps the first seeds cannot tell, so this law works on a
list of counts (:meth:`Lean.to_list`) rather than one addition; it is still the only fast path
for these games, and tests compare it with the traced engine on every ply.
"""

from __future__ import annotations

from .state import AGAIN, FIRST_TURN, SWAP_MOVE, SWAP_OPEN, Lean, Moves, Play, ended
from ..outcome import Termination


def build(L: Lean) -> tuple[Moves, Play]:
    rules = L.rules
    n = rules.pits_per_side
    n2 = 2 * n
    TM, FL = n2 + 2, n2 + 3
    rightmost = rules.start_rightmost
    wise = rules.extra_turn_on_capture
    keeps_turn = rules.swap_keeps_turn
    counts_taken = rules.capture_counts
    side_pits = (tuple(range(0, n)), tuple(range(n, n2)))
    rows = (slice(0, n), slice(n, n2))
    to_list, from_list = L.to_list, L.from_list
    CLEARED = (ended(Termination.BOARD_CLEARED, 0), ended(Termination.BOARD_CLEARED, 1))
    ENDLESS = ended(Termination.ENDLESS_SOWING)

    def moves(st: int) -> tuple[int, ...]:
        if st >= L.over_at:
            return ()
        b = L.fields(st)
        tail = st >> L.top
        p = tail & 1
        mine = side_pits[p]
        if not any(b[rows[1 - p]]) and any(b[i] > 1 for i in mine):
            found = [i for i in mine if b[i] > 1]        # rule 11: feed them one pebble
        else:
            found = [i for i in mine if b[i]]
        if rightmost and found:
            found = found[-1:]
        if tail >> 1 & SWAP_OPEN:
            found.append(SWAP_MOVE)
        return tuple(found)

    def play(st: int, m: int) -> int:
        b = to_list(st)
        p = b[TM]
        flags = b[FL]
        again = False
        if m == SWAP_MOVE:                               # rule 6: the choice of sides
            b = to_list(L.swapped(st))
            nxt = p if keeps_turn else 1 - p
        elif not any(b[rows[1 - p]]) and any(b[i] > 1 for i in side_pits[p]):
            b[m] -= 1                                    # rule 11
            b[side_pits[1 - p][0]] += 1
            nxt = 1 - p
        else:
            seen = set()
            hand = b[m]
            b[m] = 0
            at = m
            while True:
                sown = []
                while hand:
                    at += 1
                    if at == n2:
                        at = 0
                    b[at] += 1
                    sown.append(at)
                    hand -= 1
                count = b[at]
                if count == 1:                           # rule 8: the turn ends
                    break
                if count in counts_taken:                # rule 9: the run of 2s and 4s
                    run: list[int] = []
                    for i in reversed(sown):
                        if i in run or b[i] not in counts_taken:
                            break
                        run.append(i)
                    taken = {j for i in run for j in (i, n2 - 1 - i)}
                    b[n2 + p] += sum(b[j] for j in taken)
                    for j in taken:
                        b[j] = 0
                    again = wise
                    break
                key = (tuple(b[:n2]), at)               # rule 10: pick up and sow on
                if key in seen:                          # for ever: each keeps their side
                    b[n2] += sum(b[:n])
                    b[n2 + 1] += sum(b[n:n2])
                    b[:n2] = [0] * n2
                    b[TM], b[FL] = 0, ENDLESS
                    return from_list(b)
                seen.add(key)
                hand = b[at]
                b[at] = 0
            nxt = p if again else 1 - p
        south, north = sum(b[:n]), sum(b[n:n2])
        if south + north <= 1:                           # rule 12, or an empty board
            b[n2] += south
            b[n2 + 1] += north
            b[:n2] = [0] * n2
            b[TM], b[FL] = 0, CLEARED[south + north]
            return from_list(b)
        if not (north if nxt else south):
            nxt = 1 - nxt                                # nothing to move: a pass
        keeps = again and nxt == p
        b[TM] = nxt
        b[FL] = (AGAIN if keeps else 0) | (FIRST_TURN if keeps and flags & FIRST_TURN else 0)
        return from_list(b)

    return moves, play
