"""Oware's landing law (and Wari's) on lean states: the one fast path for every option.

A move is one table look-up and one addition, as in Kalah (a lap skips the pit it started
from). Then the law: a last seed that makes 2 or 3 on the other side captures, with the pits
before it (``capture_chain="contiguous"``) or every pit of theirs the move sowed into
(``"any_sown"``) that holds 2 or 3; a capture of everything they have is a grand slam, which
the ``grand_slam`` option decides. The end of the turn: a majority, a pass, or an opponent
nobody can feed.
"""

from __future__ import annotations

from .state import Lean, Moves, Play, ended
from ..outcome import Termination
from ..rules import CaptureChain, GrandSlamRule


def build(L: Lean) -> tuple[Moves, Play]:
    rules = L.rules
    n = rules.pits_per_side
    n2 = 2 * n
    w, mask, top, over_at = L.width, L.mask, L.top, L.over_at
    sowing = L.sowing()
    cycle = sowing.cycle                      # every pit but the one the move started from
    shift = [i * w for i in range(n2)]
    store_sh = (n2 * w, (n2 + 1) * w)
    side = L.side_masks
    body = (1 << top) - 1
    owner = [rules.owner(i) for i in range(n2)]
    counts_taken = rules.capture_counts
    contiguous = rules.capture_chain is CaptureChain.CONTIGUOUS
    grand_rule = rules.grand_slam
    forbidden = grand_rule is GrandSlamRule.FORBIDDEN
    total = rules.total_seeds
    half = (total + 1) // 2                   # a store this big holds half or more
    rows = (tuple(rules.side(0)), tuple(rules.side(1)))
    low = (n, 0)                              # the first pit of the other side
    # table[pit][seeds]: what to add, where the last seed lands, whether that is the other
    # side, and the other side's pits the move sows into (for "any_sown")
    table = []
    for m in range(n2):
        p = owner[m]
        row = []
        for s in range(total + 1):
            laps, r = divmod(s, cycle)
            last = sowing.landing[m][r]
            sown = sowing.rounds[m] if laps else sowing.rounds[m][:r]
            theirs = tuple(sorted(i for i in sown if owner[i] != p))
            row.append((laps * sowing.full[m] + sowing.add[m][r] - (s << shift[m]), last,
                        owner[last] != p, theirs))
        table.append(row)
    quick = (L.moves_table(0), L.moves_table(1))
    passes = (1 << top, 0)
    MAJORITY = ended(Termination.MAJORITY) << 1 << top
    HALF_EACH = ended(Termination.MAJORITY, 1) << 1 << top
    GRAND = ended(Termination.GRAND_SLAM) << 1 << top
    CANNOT_FEED = (ended(Termination.CANNOT_FEED, 0) << 1 << top,
                   ended(Termination.CANNOT_FEED, 1) << 1 << top)
    slam = [False]      # set when play() meets a grand slam: "forbidden" asks it of each move

    def moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        p = (st >> top) & 1
        if st & side[1 - p]:
            lows, highs, found = quick[p]
            found = found[(st + lows) & highs]
        else:                                     # they have none: feed them
            counts = L.fields(st)
            stop = rows[p][-1] + 1
            found = tuple(i for i in rows[p] if counts[i] >= stop - i)
        if forbidden and found:
            allowed = tuple(m for m in found if not grand_slam(st, m))
            found = allowed or found    # when every move is a grand slam, they capture nothing
        return found

    def grand_slam(st: int, m: int) -> bool:
        slam[0] = False
        play(st, m)
        return slam[0]

    def play(st: int, m: int) -> int:
        delta, last, theirs, sown = table[m][(st >> shift[m]) & mask]
        st += delta
        p = owner[m]
        if theirs:
            seeds = (st >> shift[last]) & mask
            if seeds in counts_taken:
                taken = got = 0
                if contiguous:                    # back from the last pit while 2s and 3s
                    i = last
                    while True:
                        got += seeds
                        taken += seeds << shift[i]
                        i -= 1
                        if i < low[p]:
                            break
                        seeds = (st >> shift[i]) & mask
                        if seeds not in counts_taken:
                            break
                else:                             # every pit of theirs sown into
                    for i in sown:
                        seeds = (st >> shift[i]) & mask
                        if seeds in counts_taken:
                            got += seeds
                            taken += seeds << shift[i]
                if (st - taken) & side[1 - p]:
                    st += (got << store_sh[p]) - taken
                    if (st >> store_sh[p]) & mask >= half:
                        return turn_ends(st, p)
                else:
                    return grand(st, p, last, taken, got)
        # (Without a capture the stores are as they were: below half, or the game would be
        # over; Position.of refuses a store past half in a game that goes on. And the other
        # side has seeds: sowing only adds, and a move into an empty side must reach it.)
        if st & side[p]:
            return (st & body) | passes[p]
        return turn_ends(st, p)

    def grand(st: int, p: int, last: int, taken: int, got: int) -> int:
        """A capture that would take every seed the other side has."""
        slam[0] = True
        if grand_rule is GrandSlamRule.NO_CAPTURE or forbidden:
            return turn_ends(st, p)
        if grand_rule in (GrandSlamRule.SPARE_LAST, GrandSlamRule.SPARE_FIRST):
            pits = [i for i in rows[1 - p] if (taken >> shift[i]) & mask]
            spared = last if grand_rule is GrandSlamRule.SPARE_LAST else pits[0]
            seeds = (taken >> shift[spared]) & mask
            taken -= seeds << shift[spared]
            got -= seeds
        st += (got << store_sh[p]) - taken
        if grand_rule is GrandSlamRule.OPPONENT_TAKES_REST:   # the rest go to the other player
            mine = st & side[p]
            left = sum(L.fields(st)[i] for i in rows[p])
            st += (left << store_sh[1 - p]) - mine
            return (st & body) | GRAND
        return turn_ends(st, p)

    def turn_ends(st: int, p: int) -> int:
        """The end of a turn: a majority, a pass, or an opponent nobody can feed."""
        s0, s1 = (st >> store_sh[0]) & mask, (st >> store_sh[1]) & mask
        if s0 * 2 > total or s1 * 2 > total:
            return (st & body) | MAJORITY
        if s0 * 2 == total and s1 * 2 == total:
            return (st & body) | HALF_EACH
        nxt = 1 - p
        if not st & side[nxt]:
            nxt = p                               # nothing to sow: a pass
        if not st & side[1 - nxt]:
            counts = L.fields(st)
            stop = rows[nxt][-1] + 1
            if not any(counts[i] >= stop - i for i in rows[nxt]):  # cannot feed: keep yours
                left = sum(counts[i] for i in rows[nxt])
                st += (left << store_sh[nxt]) - (st & side[nxt])
                return (st & body) | CANNOT_FEED[nxt]
        return (st & body) | nxt << top

    return moves, play
