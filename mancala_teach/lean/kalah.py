"""Kalah's landing law on lean states: the one fast path for every Kalah option.

A move is one table look-up and one addition: ``table[pit][seeds]`` holds the number that
empties the pit and sows its seeds (laps included), and where the last seed lands (the
mover's store, or one of the mover's pits, where it may capture). Then the law: another turn
in the store; a capture from an empty pit of the mover's. The end of the
turn is one AND per side in the usual case; the options (the pie rule, "one last move",
leftovers, stopping at a majority) are read only where they can change something.
"""

from __future__ import annotations

from .state import (AGAIN, FIRST_TURN, LAST_CHANCE, SWAP_MOVE, SWAP_OPEN, Lean, Moves, Play,
                    ended)
from ..outcome import Termination
from ..rules import GameEnd, Leftovers, SwapRule


def build(L: Lean) -> tuple[Moves, Play]:
    rules = L.rules
    n = rules.pits_per_side
    n2 = 2 * n
    w, mask, top, over_at = L.width, L.mask, L.top, L.over_at
    sowing = L.sowing()
    cycle = sowing.cycle                      # own pits, own store, the other pits
    shift = [i * w for i in range(n2)]
    store_sh = (n2 * w, (n2 + 1) * w)
    side = L.side_masks
    body = (1 << top) - 1                     # every count, no player, no flags
    owner = [rules.owner(i) for i in range(n2)]
    opposite = [rules.opposite(i) for i in range(n2)]
    passes = (1 << top, 0)                    # the other player moves, no flags
    again_to = ((AGAIN << 1) << top, (1 | AGAIN << 1) << top)
    cap_empty = rules.capture_empty_opposite
    one_last = rules.game_end is GameEnd.ONE_LAST_MOVE
    leftovers = rules.leftovers
    majority = rules.finish_at_majority
    pie = rules.swap is SwapRule.PIE
    # No option to read at the end of a turn: the next state needs no more than the player.
    simple = not (majority or pie or one_last)
    first = rules.first_player
    total = rules.total_seeds
    # table[pit][seeds]: what to add to the state (the pit emptied, its seeds sown, laps and
    # all); where a capture may happen (the shifts of the last seed's pit and the pit
    # opposite, when that is the mover's own pit; else -1); and for the mover (the pit's
    # owner): the bits of their side that must hold seeds for the quick ending (with an
    # option to read at the end of a turn, none: every turn ends the long way), the player
    # bits when the turn ends the quick way (the other player, or the mover again with the
    # "again" flag), who they are, and whether the last seed went into their store.
    table = []
    for m in range(n2):
        p = owner[m]
        row = []
        for s in range(total + 1):
            laps, r = divmod(s, cycle)
            last = sowing.landing[m][r]
            again = last == n2 + p
            own_pit = last < n2 and owner[last] == p
            row.append((laps * sowing.full[m] + sowing.add[m][r] - (s << shift[m]),
                        shift[last] if own_pit else -1,
                        shift[opposite[last]] if own_pit else -1,
                        side[p] if simple else 0, again_to[p] if again else passes[p], p,
                        again))
        table.append(row)
    quick = (L.moves_table(0), L.moves_table(1))
    DONE_EMPTY = (ended(Termination.SIDE_EMPTY, 0), ended(Termination.SIDE_EMPTY, 1))
    DONE_MAJORITY = ended(Termination.MAJORITY)

    def moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        lows, highs, found = quick[(st >> top) & 1]
        return found[(st + lows) & highs]

    def play(st: int, m: int) -> int:
        delta, last_sh, opp_sh, mine, turn_bits, p, again = table[m][(st >> shift[m]) & mask]
        st += delta
        if last_sh >= 0 and (st >> last_sh) & mask == 1:    # an empty pit of the mover's
            seeds = (st >> opp_sh) & mask
            if seeds:
                st += ((seeds + 1) << store_sh[p]) - (1 << last_sh) - (seeds << opp_sh)
                if not st & side[1 - p]:
                    return side_empty(st, p, 1 - p, False)
            elif cap_empty:
                st += (1 << store_sh[p]) - (1 << last_sh)
        # (Sowing only adds seeds, so without a capture the other side still has some.)
        if st & mine:
            return (st & body) | turn_bits
        return end_turn(st, p, p if again else 1 - p, again)

    def turn_over(st: int, p: int, nxt: int, again: bool) -> int:
        """The end of a turn under the options: ``nxt`` moves next if both sides have seeds."""
        if st & side[0] and st & side[1]:
            return go_on(st, p, nxt, again)
        return side_empty(st, p, nxt, again)

    def go_on(st: int, p: int, nxt: int, keeps: bool, last_chance: bool = False) -> int:
        """The game goes on: ``nxt`` moves (``keeps``: the mover moves again)."""
        if majority and max((st >> store_sh[0]) & mask, (st >> store_sh[1]) & mask) * 2 > total:
            return (st & body) | (DONE_MAJORITY << 1) << top
        flags = (LAST_CHANCE if last_chance else 0) | (AGAIN if keeps else 0)
        if pie and (st >> top >> 1) & FIRST_TURN:
            if keeps:
                flags |= FIRST_TURN
            elif nxt != first:
                flags |= SWAP_OPEN                 # the first player's first turn is over
        return (st & body) | (nxt | flags << 1) << top

    def side_empty(st: int, p: int, nxt: int, again: bool) -> int:
        """A side is empty: the game ends, unless one last move is allowed."""
        south, north = st & side[0], st & side[1]
        empty = 0 if not south else 1
        if one_last and (south or north):
            was_last_chance = (st >> top >> 1) & LAST_CHANCE and not (north if p == 0 else south)
            if not was_last_chance:
                if nxt == empty:
                    nxt = 1 - nxt
                return go_on(st, p, nxt, again and nxt == p, last_chance=True)
        if leftovers is Leftovers.OWNER:
            counts = L.fields(st)
            return (((counts[n2] + sum(counts[:n])) << store_sh[0])
                    | ((counts[n2 + 1] + sum(counts[n:n2])) << store_sh[1])
                    | (DONE_EMPTY[empty] << 1) << top)
        if leftovers is Leftovers.FIRST_TO_EMPTY:          # the rest goes to whoever emptied first
            rest = st & side[1 - empty]
            counts = L.fields(st)
            taken = sum(counts[i] for i in rules.side(1 - empty))
            st += (taken << store_sh[empty]) - rest
        return (st & body) | (DONE_EMPTY[empty] << 1) << top     # not_counted: they stay

    end_turn = side_empty if simple else turn_over     # the long way

    if not pie:
        return moves, play

    swap_bit = SWAP_OPEN << 1 << top

    def moves_or_swap(st: int) -> tuple[int, ...]:
        found = moves(st)
        return found + (SWAP_MOVE,) if st & swap_bit and st < over_at else found

    def play_or_swap(st: int, m: int) -> int:
        if m == SWAP_MOVE:                         # the pie rule: the other player moves next
            p = (st >> top) & 1
            return turn_over(L.swapped(st) | (st >> top) << top, p, 1 - p, False)
        return play(st, m)

    return moves_or_swap, play_or_swap
