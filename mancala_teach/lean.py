"""The lean path: every game played on plain ints, without events, for search and speed.

A *lean state* is one Python int. Its low bits hold the pits A, B, C ... (South's, then
North's), then South's store and North's store, each in a field of ``width`` bits (8 when the
game has fewer than 128 seeds, else 16); above them sit the player to move (one bit) and a few
flags. A game with more than two seats (the four-sided board, teams) has one more field after
the stores, the seat field (:func:`mancala_teach.engine.seat_field`: the player to move and
which partners play next); its one-bit player is then the player to move's lowest bit.
A sowing is one addition of a precomputed number, "is this side empty?" is one AND, and a
state is its own cheap hash key. :meth:`Lean.unpack` turns a state back into pits, stores,
player and flags; :meth:`Lean.pack` does the opposite.

A *lean move* is an int: the pit index for a counterclockwise sowing, the pit plus
``CW_MOVE`` for a clockwise one (Giuthi), and ``SWAP_MOVE`` for swapping sides.

``lean(rules)`` gives the :class:`Lean` of a ruleset: ``moves(state)`` and
``play(state, move)``. Kalah, Oware (and Wari) and Lane's two games have code of their own
here, with a straight path for Kalah's and Oware's usual options; so does the four-sided
board, and a teams game runs its two-player game's path with the partners kept beside it. Any
other game (Giuthi, and any variant added later) runs the engine's unrecorded path behind the
same interface, so every game has a lean path. A game that ends on a repeated position needs the positions seen since the last
capture, which a state does not carry: :class:`LeanGame` keeps them, and
:meth:`Lean.repeated` ends a game that came round again. Tests play thousands of random games
of every variant with this path and with the traced engine and compare every ply.
"""

from __future__ import annotations

import sys
from array import array
from dataclasses import replace
from typing import Any, Callable

from . import engine
from .moves import CW, SWAP, Move
from .outcome import TERMINATIONS, Outcome, Termination, why_text
from .rules import FOUR, KALAH, LANE, OWARE, Rules

# Flags.
LAST_CHANCE = 1    # Kalah "one last move": the player to move has one move to feed
SWAP_OPEN = 2      # the player to move may swap sides
FIRST_TURN = 4     # the first player's first turn is not over (the pie rule opens after it)
AGAIN = 8          # the player to move moves again (an extra turn, not a pass)
OVER = 16          # the game is over; the termination and its detail are in the bits above
END_SHIFT = 5      # termination index: flag bits 5-8
DETAIL_SHIFT = 9   # detail (a player, or which case): flag bits 9 and up

CW_MOVE = 32       # a clockwise move is pit + CW_MOVE (boards have at most 26 pits)
SWAP_MOVE = 64

_REPETITION = TERMINATIONS.index(Termination.REPETITION)


def ended(termination: Termination, detail: int = 0) -> int:
    """The flags of a finished game."""
    return OVER | TERMINATIONS.index(termination) << END_SHIFT | detail << DETAIL_SHIFT


class Lean:
    """The lean path of one ruleset. Build it with :func:`lean` (cached per ruleset).

    ``moves(state)`` is a tuple of lean moves (empty when the game is over) and
    ``play(state, move)`` the next state; ``move_objects[code]`` is the :class:`Move`.
    """

    __slots__ = ("rules", "size", "width", "top", "moves", "play", "unpack", "move_objects",
                 "move_tuples", "codes", "repeats", "key_mask", "over_at", "store_bits", "same_mask",
                 "sides", "seat_shift", "_kalah", "_mask", "_nbytes", "_pit_mask", "_key_mask",
                 "_over_at", "_sides", "_slots")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        n2 = self.size = rules.pit_count
        self.width, self.top = engine.packing(rules)    # bits per count; player and flags
        self._mask = (1 << self.width) - 1
        self._nbytes = (self.top >> 3) + 2
        self._pit_mask = (1 << n2 * self.width) - 1
        sides = self.sides = rules.sides
        self._slots = n2 + sides + (rules.seats > 2)     # counts, stores and the seat field
        # Where the seat field sits (None: a game of two seats, whose player is the one bit)
        self.seat_shift = (n2 + sides) * self.width if rules.seats > 2 else None
        self._key_mask = self.key_mask = (self._pit_mask | 1 << self.top
                                          | self.field_mask((n2 + sides,) if rules.seats > 2
                                                            else ()))
        self._over_at = self.over_at = OVER << 1 << self.top   # any state this big is over
        self.store_bits = self.field_mask(range(n2, n2 + sides))
        # What makes two positions the same: every count, the player to move, and the flags
        # that change what may happen next (not "moves again", "first turn", nor the detail of
        # why a game ended, which the turn count and the outcome already say).
        kept = LAST_CHANCE | SWAP_OPEN | OVER | 15 << END_SHIFT
        self.same_mask = (1 << self.top) - 1 | (1 | kept << 1) << self.top
        self._sides = tuple(self.field_mask(rules.side(p)) for p in range(sides))
        self.repeats = rules.repetition_ends
        self._kalah = rules.landing == KALAH
        objects: list[Move | None] = [None] * (SWAP_MOVE + 1)
        for pit in range(n2):
            objects[pit] = engine.tables(rules).moves[pit][0]
            objects[pit + CW_MOVE] = engine.tables(rules).moves[pit][1]
        objects[SWAP_MOVE] = SWAP
        self.move_objects = objects
        self.move_tuples: dict[tuple[int, ...], tuple[Move, ...]] = {}
        self.codes = {m: code for code, m in enumerate(objects) if m is not None}
        self.unpack = self._unpacker()
        if rules.teams:
            build = _teams if rules.landing in _BUILDERS else _generic
        else:
            build = _BUILDERS.get(rules.landing, _generic)
        self.moves, self.play = build(self)

    # --- packing ---------------------------------------------------------------------------

    def field_mask(self, slots: Any) -> int:
        """All the bits of the given slots (pits 0 .. 2N-1, then the stores 2N and 2N+1)."""
        w = self.width
        return sum(self._mask << (i * w) for i in slots)

    def ones(self, slots: Any) -> int:
        """One seed in each of the given slots."""
        w = self.width
        return sum(1 << (i * w) for i in slots)

    def pack(self, pits: Any, stores: Any, to_move: int, flags: int, partners: int = 0) -> int:
        slots = (*pits, *stores)
        if self.seat_shift is not None:
            slots += (engine.seat_field(to_move, partners),)
        if self.width == 8:
            st = int.from_bytes(bytes(slots), "little")
        else:
            counts = array("H", slots)
            if sys.byteorder == "big":
                counts.byteswap()
            st = int.from_bytes(counts.tobytes(), "little")
        return st | ((to_move & 1) | flags << 1) << self.top

    def fields(self, state: int) -> Any:
        """Every slot's count, pits then stores (then the seat field), as ints."""
        data = state.to_bytes(self._nbytes, "little")
        if self.width == 8:
            return data[:self._slots]
        counts = array("H", data[:2 * self._slots])
        if sys.byteorder == "big":
            counts.byteswap()
        return counts

    def _unpacker(self) -> Callable[[int], tuple[tuple[int, ...], tuple[int, ...], int, int]]:
        """``unpack(state)``: (pits, stores, player to move, flags)."""
        n2, top, nbytes, fields = self.size, self.top, self._nbytes, self.fields
        if self.seat_shift is not None:
            end = n2 + self.sides

            def unpack_seats(state: int) -> tuple[tuple[int, ...], tuple[int, ...], int, int]:
                b = fields(state)
                return tuple(b[:n2]), tuple(b[n2:end]), b[end] & 3, state >> top >> 1
            return unpack_seats
        if self.width == 8:
            def unpack(state: int) -> tuple[tuple[int, ...], tuple[int, int], int, int]:
                b = state.to_bytes(nbytes, "little")
                return tuple(b[:n2]), (b[n2], b[n2 + 1]), state >> top & 1, state >> top >> 1
        else:
            def unpack(state: int) -> tuple[tuple[int, ...], tuple[int, int], int, int]:
                b = fields(state)
                return (tuple(b[:n2]), (b[n2], b[n2 + 1]), state >> top & 1,
                        state >> top >> 1)
        return unpack

    def legal(self, state: int) -> tuple[Move, ...]:
        """The legal moves as :class:`Move` objects (the same tuple for the same moves)."""
        codes = self.moves(state)
        found = self.move_tuples.get(codes)
        if found is None:
            found = self.move_tuples[codes] = tuple(map(self.move_objects.__getitem__, codes))
        return found

    def partners(self, state: int) -> int:
        """Which partner plays next for each side (teams): bit 0 South's, bit 1 North's."""
        if self.seat_shift is None:
            return 0
        return (state >> self.seat_shift) >> 2 & 3

    def to_list(self, state: int) -> list[int]:
        """Pits, stores, player to move and flags in one list (for the longer rules)."""
        tail = state >> self.top
        return [*self.fields(state), tail & 1, tail >> 1]

    def from_list(self, b: list[int]) -> int:
        n2 = self.size
        return self.pack(b[:n2], b[n2:n2 + 2], b[n2 + 2], b[n2 + 3])

    # --- reading states ---------------------------------------------------------------------

    def start(self) -> int:
        r = self.rules
        pits = r.setup if r.setup is not None else (r.seeds_per_pit,) * r.pit_count
        flags = FIRST_TURN | (SWAP_OPEN if r.swap == "lane" else 0)
        return self.pack(pits, (0,) * r.sides, r.first_player, flags)

    def state_of(self, position: Any) -> int:
        """The lean state of a :class:`~mancala_teach.position.Position`."""
        flags = ((LAST_CHANCE if position.last_chance else 0)
                 | (SWAP_OPEN if position.swap_open else 0)
                 | (FIRST_TURN if position.turn == 0 else 0))
        if position.outcome is not None:
            flags = ended(position.outcome.termination)
        return self.pack(position.pits, position.stores, position.to_move, flags,
                         position.partners)

    def to_move(self, state: int) -> int:
        if self.seat_shift is not None:
            return (state >> self.seat_shift) & 3
        return (state >> self.top) & 1

    def flags(self, state: int) -> int:
        return state >> self.top >> 1

    def over(self, state: int) -> bool:
        return state >= self._over_at

    def stores(self, state: int) -> tuple[int, ...]:
        sh = self.size * self.width
        if self.sides != 2:
            w, mask = self.width, self._mask
            return tuple((state >> (sh + k * w)) & mask for k in range(self.sides))
        return (state >> sh) & self._mask, (state >> (sh + self.width)) & self._mask

    def outcome(self, state: int) -> Outcome | None:
        """How the game in ``state`` ended, or None while it goes on."""
        flags = self.flags(state)
        if not flags & OVER:
            return None
        termination = TERMINATIONS[(flags >> END_SHIFT) & 15]
        why = why_text(termination, flags >> DETAIL_SHIFT, few_seeds=self.rules.few_seeds_end or 0,
                       kalah=self._kalah, names=self.rules.player_names)
        return Outcome.decide(termination, self.stores(state), why,
                              partnership=self.rules.partners_opposite)

    # --- moves ------------------------------------------------------------------------------

    def code(self, move: Move) -> int:
        if move.is_swap:
            return SWAP_MOVE
        return move.pit + (CW_MOVE if move.direction == CW else 0)

    def move(self, code: int) -> Move:
        return self.move_objects[code]

    # --- the repetition rule ----------------------------------------------------------------

    def key(self, state: int) -> int:
        """What a repeated position is judged by: the pits and the player to move."""
        return state & self._key_mask

    def repeated(self, state: int) -> int:
        """``state`` came round again: the game ends, each player taking their side's seeds."""
        counts = self.fields(state)
        n2 = self.size
        n = n2 // 2
        stores = (counts[n2] + sum(counts[:n]), counts[n2 + 1] + sum(counts[n:n2]))
        return self.pack((0,) * n2, stores, 0, OVER | _REPETITION << END_SHIFT)


class LeanGame:
    """A game played on the lean path, keeping the positions the repetition rule needs (a
    plain set, changed in place: one game, not a search tree)."""

    __slots__ = ("lean", "state", "history", "_play", "_store_bits", "_key_mask", "_over_at")

    def __init__(self, rules: Rules, state: int | None = None) -> None:
        fast = self.lean = lean(rules)
        self.state = fast.start() if state is None else state
        self.history = {fast.key(self.state)}
        self._play = fast.play
        self._store_bits = fast.store_bits if fast.repeats else 0
        self._key_mask = fast._key_mask
        self._over_at = fast._over_at

    @property
    def over(self) -> bool:
        return self.state >= self._over_at

    def moves(self) -> tuple[int, ...]:
        return self.lean.moves(self.state)

    def play(self, code: int) -> int:
        before = self.state
        after = self._play(before, code)
        if self._store_bits and after < self._over_at:
            key = after & self._key_mask
            if (before ^ after) & self._store_bits:
                self.history = {key}
            elif key in self.history:
                after = self.lean.repeated(after)
            else:
                self.history.add(key)
        self.state = after
        return after


def lean(rules: Rules) -> Lean:
    """The lean path for ``rules`` (built once per ruleset and kept on it)."""
    try:
        return rules.__dict__["_lean"]
    except KeyError:
        made = rules.__dict__["_lean"] = Lean(rules)
        return made


# --- shared pieces -------------------------------------------------------------------------------

def _sowing(L: Lean, paths: list[tuple[int, ...]]) -> tuple[list[list[int]], list[int],
                                                            list[list[int]]]:
    """For each pit: the number to add for s seeds (s below one lap), one whole lap, and the
    slot where seed s lands (index 0: the end of a whole lap)."""
    add = []
    full = []
    last = []
    for path in paths:
        if not path:
            add.append([])
            full.append(0)
            last.append([])
            continue
        add.append([L.ones(path[:s]) for s in range(len(path) + 1)])
        full.append(L.ones(path))
        last.append([path[-1]] + list(path))
    return add, full, last


def _moves_table(L: Lean, player: int) -> tuple[int, int, dict[int, tuple[int, ...]]]:
    """For the quick "which of my pits hold seeds?": adding ``lows`` to the side's bits sets a
    field's top bit exactly when the field is not 0 (counts stay below half the field), and
    the top bits picked out by ``highs`` name the moves."""
    w = L.width
    pits = list(L.rules.side(player))
    n = len(pits)
    lows = sum(((1 << (w - 1)) - 1) << (i * w) for i in pits)
    highs = sum((1 << (w - 1)) << (i * w) for i in pits)
    table = {}
    for subset in range(1 << n):
        chosen = tuple(p for k, p in enumerate(pits) if subset >> k & 1)
        table[sum((1 << (w - 1)) << (i * w) for i in chosen)] = chosen
    return lows, highs, table


# --- Kalah ---------------------------------------------------------------------------------------

def _kalah(L: Lean) -> tuple[Callable, Callable]:
    rules = L.rules
    n = rules.pits_per_side
    n2 = 2 * n
    TM, FL = n2 + 2, n2 + 3
    cycle = n2 + 1                    # own pits, own store, the other pits
    cap_empty = rules.capture_empty_opposite
    one_last = rules.game_end == "one_last_move"
    leftovers = rules.leftovers
    majority = rules.finish_at_majority
    pie = rules.swap == "pie"
    first = rules.first_player
    total = rules.total_seeds
    side_pits = (tuple(range(0, n)), tuple(range(n, n2)))
    paths: list[tuple[int, ...]] = []
    for pit in range(n2):
        p = 0 if pit < n else 1
        ring = list(side_pits[p]) + [n2 + p] + list(side_pits[1 - p])
        k = ring.index(pit)
        paths.append(tuple(ring[k + 1:] + ring[:k + 1]))
    DONE_EMPTY = (ended(Termination.SIDE_EMPTY, 0), ended(Termination.SIDE_EMPTY, 1))
    DONE_MAJORITY = ended(Termination.MAJORITY)
    to_list, from_list = L.to_list, L.from_list

    def general_moves(st: int) -> tuple[int, ...]:
        p, flags = (st >> L.top) & 1, st >> L.top >> 1
        if flags & OVER:
            return ()
        counts = L.fields(st)
        found = tuple(i for i in side_pits[p] if counts[i])
        if flags & SWAP_OPEN:
            found += (SWAP_MOVE,)
        return found

    def general_play(st: int, m: int) -> int:
        b = to_list(st)
        p = b[TM]
        flags = b[FL]
        if m == SWAP_MOVE:
            b = b[n:n2] + b[:n] + [b[n2 + 1], b[n2], p, flags]
            again = False
        else:
            s = b[m]
            b[m] = 0
            path = paths[m]
            laps, s = divmod(s, cycle)
            if laps:
                for j in path:
                    b[j] += laps
            for j in path[:s]:
                b[j] += 1
            last = path[s - 1]        # s == 0: the last slot of the lap
            again = last == n2 + p
            if not again and b[last] == 1 and (last < n if p == 0 else n <= last < n2):
                o = n2 - 1 - last
                if b[o]:
                    b[n2 + p] += b[o] + 1
                    b[o] = b[last] = 0
                elif cap_empty:
                    b[n2 + p] += 1
                    b[last] = 0
        nxt = p if again else 1 - p
        south = any(b[:n])
        north = any(b[n:n2])
        last_chance = False
        empty = -1 if south and north else (0 if not south else 1)
        if one_last and empty >= 0 and (south or north):
            if not (flags & LAST_CHANCE and not (north if p == 0 else south)):
                last_chance = True
                if nxt == empty:
                    nxt = 1 - nxt
                empty = -1
        over = 0
        if empty >= 0:
            if leftovers == "owner":
                b[n2] += sum(b[:n])
                b[n2 + 1] += sum(b[n:n2])
                b[:n2] = [0] * n2
            elif leftovers == "first_to_empty":
                rest = side_pits[1 - empty]
                b[n2 + empty] += sum(b[i] for i in rest)
                for i in rest:
                    b[i] = 0
            over = DONE_EMPTY[empty]
        elif majority and max(b[n2], b[n2 + 1]) * 2 > total:
            over = DONE_MAJORITY
        if over:
            b[TM] = 0
            b[FL] = over
            return from_list(b)
        keeps = again and nxt == p
        new_flags = (LAST_CHANCE if last_chance else 0) | (AGAIN if keeps else 0)
        if flags & FIRST_TURN:
            if keeps:
                new_flags |= FIRST_TURN
            elif pie and m != SWAP_MOVE and nxt != first:
                new_flags |= SWAP_OPEN
        b[TM] = nxt
        b[FL] = new_flags
        return from_list(b)

    if one_last or leftovers != "owner" or majority or pie:
        return general_moves, general_play

    # The rules most games use (no pie rule, no last move, leftovers to their owner, play to
    # the end): the same steps on the packed int, with nothing to look up on the way. Tests
    # compare it with the traced engine like every other path.
    w = L.width
    mask = L._mask
    top = L.top
    over_at = L._over_at
    add, full, landing = _sowing(L, paths)
    side = L._sides
    body = (1 << top) - 1
    store_sh = (n2 * w, (n2 + 1) * w)
    to_next = (0 << top, 1 << top)
    to_again = ((0 | AGAIN << 1) << top, (1 | AGAIN << 1) << top)
    mine = ((0, n), (n, n2))
    quick = (_moves_table(L, 0), _moves_table(L, 1))

    def plain_moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        p = (st >> top) & 1
        lows, highs, table = quick[p]
        x = st & side[p]
        return table[((x + lows) | x) & highs]

    def plain_play(st: int, m: int) -> int:
        sh = m * w
        s = (st >> sh) & mask
        st -= s << sh
        if s < cycle:
            st += add[m][s]
            last = landing[m][s]
        else:
            laps, s = divmod(s, cycle)
            st += laps * full[m] + add[m][s]
            last = landing[m][s]
        p = (st >> top) & 1
        if last == n2 + p:                          # another turn, if there are seeds to sow
            if st & side[p]:
                return (st & body) | to_again[p]
        else:
            captured = False
            lo, hi = mine[p]
            if lo <= last < hi and (st >> (last * w)) & mask == 1:
                osh = (n2 - 1 - last) * w
                seeds = (st >> osh) & mask
                if seeds:
                    st += ((seeds + 1) << store_sh[p]) - (1 << (last * w)) - (seeds << osh)
                    captured = True
                elif cap_empty:
                    st += (1 << store_sh[p]) - (1 << (last * w))
            if st & side[p] and (not captured or st & side[1 - p]):
                return (st & body) | to_next[1 - p]
        counts = L.fields(st)
        south = sum(counts[:n])
        north = sum(counts[n:n2])
        return (((counts[n2] + south) << store_sh[0]) | ((counts[n2 + 1] + north) << store_sh[1])
                | (DONE_EMPTY[0 if not south else 1] << 1) << top)

    return plain_moves, plain_play


# --- Oware and Wari ------------------------------------------------------------------------------

def _oware(L: Lean) -> tuple[Callable, Callable]:
    rules = L.rules
    n = rules.pits_per_side
    n2 = 2 * n
    TM, FL = n2 + 2, n2 + 3
    cycle = n2 - 1                    # a lap skips the pit it started from
    contiguous = rules.capture_chain == "contiguous"
    grand_rule = rules.grand_slam
    total = rules.total_seeds
    half = (total + 1) // 2           # a store this big holds half or more
    side_pits = (tuple(range(0, n)), tuple(range(n, n2)))
    paths = [tuple((pit + k) % n2 for k in range(1, n2)) for pit in range(n2)]
    MAJORITY = ended(Termination.MAJORITY)
    HALF_EACH = ended(Termination.MAJORITY, 1)
    GRAND = ended(Termination.GRAND_SLAM)
    CANNOT_FEED = (ended(Termination.CANNOT_FEED, 0), ended(Termination.CANNOT_FEED, 1))
    to_list, from_list = L.to_list, L.from_list

    def sow(b: list[int], m: int) -> tuple[tuple[int, ...], int]:
        """Sow from ``m`` (a lap skips it); returns the slots sown and the last one."""
        s = b[m]
        b[m] = 0
        path = paths[m]
        laps, r = divmod(s, cycle)
        if laps:
            for j in path:
                b[j] += laps
        for j in path[:r]:
            b[j] += 1
        return (path if laps else path[:r]), path[r - 1]

    def capture(b: list[int], p: int, last: int, sown: tuple[int, ...]) -> bool:
        """Take the 2s and 3s (the last seed made 2 or 3 over there); returns grand slam."""
        lo = n if p == 0 else 0
        if contiguous:
            taken = []
            i = last
            while i >= lo and 2 <= b[i] <= 3:
                taken.append(i)
                i -= 1
            taken.reverse()
        else:
            taken = sorted(i for i in set(sown) if lo <= i < lo + n and 2 <= b[i] <= 3)
        got = sum([b[i] for i in taken])
        grand = got == sum(b[lo:lo + n])
        if grand:
            if grand_rule == "no_capture" or grand_rule == "forbidden":
                return True
            if grand_rule == "spare_last":
                taken.remove(last)
            elif grand_rule == "spare_first":
                taken.pop(0)
            got = sum([b[i] for i in taken])
        for i in taken:
            b[i] = 0
        b[n2 + p] += got
        return grand

    def is_grand_slam(b: list[int], m: int, p: int) -> bool:
        b = list(b)
        sown, last = sow(b, m)
        lo = n if p == 0 else 0
        return lo <= last < lo + n and 2 <= b[last] <= 3 and capture(b, p, last, sown)

    def feeding_moves(counts: Any, p: int) -> list[int]:
        mine = side_pits[p]
        if any(counts[i] for i in side_pits[1 - p]):
            return [i for i in mine if counts[i]]
        stop = mine[-1] + 1                              # they have none: feed them
        return [i for i in mine if counts[i] >= stop - i]

    def general_moves(st: int) -> tuple[int, ...]:
        if st >= L._over_at:
            return ()
        b = to_list(st)
        p = b[TM]
        found = feeding_moves(b, p)
        if grand_rule == "forbidden" and found:
            allowed = [m for m in found if not is_grand_slam(b, m, p)]
            found = allowed or found
        return tuple(found)

    def general_play(st: int, m: int) -> int:
        b = to_list(st)
        sown, last = sow(b, m)
        p = b[TM]
        lo = n if p == 0 else 0
        if lo <= last < lo + n and 2 <= b[last] <= 3:
            if capture(b, p, last, sown) and grand_rule == "opponent_takes_rest":
                mine = side_pits[p]
                b[n2 + 1 - p] += sum([b[i] for i in mine])
                for i in mine:
                    b[i] = 0
                b[TM], b[FL] = 0, GRAND
                return from_list(b)
        return from_list(finish(b, p))

    def finish(b: list[int], p: int) -> list[int]:
        """The end of a turn: majority, a pass, or an opponent nobody can feed."""
        s0, s1 = b[n2], b[n2 + 1]
        if s0 >= half or s1 >= half:
            if s0 * 2 > total or s1 * 2 > total:
                b[TM], b[FL] = 0, MAJORITY
                return b
            if s0 == s1:                                 # exactly half each
                b[TM], b[FL] = 0, HALF_EACH
                return b
        nxt = 1 - p
        if not any(b[i] for i in side_pits[nxt]):
            nxt = p                                      # nothing to sow: a pass
        if not any(b[i] for i in side_pits[1 - nxt]):
            row = side_pits[nxt]
            stop = row[-1] + 1
            if not any([b[i] >= stop - i for i in row]):  # cannot feed: keep your own seeds
                b[n2 + nxt] += sum([b[i] for i in row])
                for i in row:
                    b[i] = 0
                b[TM], b[FL] = 0, CANNOT_FEED[nxt]
                return b
        b[TM] = nxt
        b[FL] = 0
        return b

    if not contiguous or grand_rule not in ("no_capture", "capture_all"):
        return general_moves, general_play

    # Contiguous captures with the Abapa grand slam (or none): straight on the packed int.
    w = L.width
    mask = L._mask
    top = L.top
    over_at = L._over_at
    add, full, landing = _sowing(L, paths)
    side = L._sides
    body = (1 << top) - 1
    store_sh = (n2 * w, (n2 + 1) * w)
    to_next = (0 << top, 1 << top)
    quick = (_moves_table(L, 0), _moves_table(L, 1))
    keep_all = grand_rule == "no_capture"

    def plain_moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        p = (st >> top) & 1
        if not st & side[1 - p]:
            return tuple(feeding_moves(L.fields(st), p))
        lows, highs, table = quick[p]
        x = st & side[p]
        return table[((x + lows) | x) & highs]

    shift = [i * w for i in range(n2)]
    below_north_store = (1 << store_sh[1]) - 1
    south_limit = half << store_sh[0]
    north_limit = half << store_sh[1]

    def plain_play(st: int, m: int) -> int:
        sh = shift[m]
        s = (st >> sh) & mask
        st -= s << sh
        if s <= cycle:
            st += add[m][s]
            last = landing[m][s]
        else:
            laps, s = divmod(s, cycle)
            st += laps * full[m] + add[m][s]
            last = landing[m][s]
        p = (st >> top) & 1
        if (last >= n) != p:                         # the last seed is on the other side
            seeds = (st >> shift[last]) & mask
            if seeds == 2 or seeds == 3:
                lo = n - n * p
                got = 0
                taken = 0
                i = last
                while True:
                    got += seeds
                    taken += seeds << shift[i]
                    i -= 1
                    if i < lo:
                        break
                    seeds = (st >> shift[i]) & mask
                    if seeds != 2 and seeds != 3:
                        break
                if (st - taken) & side[1 - p]:
                    st += (got << store_sh[p]) - taken
                    if st & body >= north_limit or st & below_north_store >= south_limit:
                        return from_list(finish(to_list(st), p))   # a store holds half
                elif not keep_all:                   # a grand slam that captures everything
                    st += (got << store_sh[p]) - taken
                    return from_list(finish(to_list(st), p))
        # (Without a capture the stores are as they were: below half, or the game would be
        # over; Position.of refuses a store past half in a game that goes on.)
        if st & side[p]:
            return (st & body) | to_next[1 - p]
        return from_list(finish(to_list(st), p))

    return plain_moves, plain_play


# --- Lane's two games -------------------------------------------------------------------------

def _lane(L: Lean) -> tuple[Callable, Callable]:
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
        if st >= L._over_at:
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
        if m == SWAP_MOVE:
            b = b[n:n2] + b[:n] + [b[n2 + 1], b[n2], p, flags]
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


# --- the four-sided board -------------------------------------------------------------------

def _four(L: Lean) -> tuple[Callable, Callable]:
    """Kalah's laws round a square: the player to move is in the seat field, the sowing adds
    a precomputed number (every row, the mover's store only), and "is a row empty?" is one
    AND per row."""
    rules = L.rules
    sides = rules.sides
    n2 = rules.pit_count
    w, mask, top, seat_sh = L.width, L._mask, L.top, L.seat_shift
    over_at = L._over_at
    cycle = n2 + 1                    # every pit and the mover's own store
    rows = [tuple(rules.side(k)) for k in range(sides)]
    paths = []
    for pit in range(n2):
        p = rules.owner(pit)
        ring = [j for k in range(sides) for j in (*rows[(p + k) % sides],
                                                   *((n2 + p,) if k == 0 else ()))]
        at = ring.index(pit)
        paths.append(tuple(ring[at + 1:] + ring[:at + 1]))
    add, full, landing = _sowing(L, paths)
    shift = [i * w for i in range(n2)]
    store_sh = [(n2 + k) * w for k in range(sides)]
    side = L._sides
    board = sum(side)
    counts_mask = (1 << seat_sh) - 1          # the pits and the stores
    facing = [rules.opposite(i) for i in range(n2)]
    owner = [rules.owner(i) for i in range(n2)] + [-1] * sides
    next_of = [rules.next_player(k) for k in range(sides)]
    order = [[(p + k * rules.turn_order) % sides for k in range(sides)] for p in range(sides)]
    cap_empty = rules.capture_empty_opposite
    any_row = rules.game_end == "any_row_empty"
    keep = rules.leftovers == "owner"
    quick = [_moves_table(L, k) for k in range(sides)]
    CLEARED = ended(Termination.BOARD_CLEARED)
    ROW_EMPTY = [ended(Termination.SIDE_EMPTY, k) for k in range(sides)]

    def moves(st: int) -> tuple[int, ...]:
        if st >= over_at:
            return ()
        lows, highs, table = quick[(st >> seat_sh) & 3]
        x = st & side[(st >> seat_sh) & 3]
        return table[((x + lows) | x) & highs]

    def seated(st: int, player: int, flags: int) -> int:
        return (st & counts_mask) | player << seat_sh | ((player & 1) | flags << 1) << top

    def play(st: int, m: int) -> int:
        sh = shift[m]
        s = (st >> sh) & mask
        st -= s << sh
        if s <= cycle:
            st += add[m][s]
        else:
            laps, s = divmod(s, cycle)
            st += laps * full[m] + add[m][s]
        last = landing[m][s]
        p = (st >> seat_sh) & 3
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


# --- teams of two ------------------------------------------------------------------------------

def _teams(L: Lean) -> tuple[Callable, Callable]:
    """Teams on the usual board: the two-player lean path of the same game, with the seat
    field (which partner plays next for each side) kept beside it. A side's turn that ends
    without another turn passes the side to its other partner."""
    inner = lean(replace(L.rules, teams=False, options=()))
    inner_moves, inner_play = inner.moves, inner.play
    top, seat_sh, inner_top = L.top, L.seat_shift, inner.top
    counts_mask = (1 << inner_top) - 1        # the pits and the two stores
    over_at = L._over_at
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


# --- every other game: the engine's unrecorded path behind the same interface -----------------

class _Seat:
    """Just enough of a position for the engine (which reads positions by their fields)."""

    __slots__ = ("rules", "pits", "stores", "to_move", "turn", "last_chance", "history",
                 "outcome", "swap_open", "partners")

    def __init__(self, rules: Rules, unpacked: tuple, partners: int = 0) -> None:
        pits, stores, to_move, flags = unpacked
        self.partners = partners
        self.rules = rules
        self.pits = pits
        self.stores = stores
        self.to_move = to_move
        self.turn = 0 if flags & FIRST_TURN else 1
        self.last_chance = bool(flags & LAST_CHANCE)
        self.history = frozenset()         # repetition is judged by LeanGame / Lean.repeated
        self.outcome = None
        self.swap_open = bool(flags & SWAP_OPEN)


def _generic(L: Lean) -> tuple[Callable, Callable]:
    rules = L.rules
    n2 = rules.pit_count
    code = {}
    for pit in range(n2):
        code[engine.tables(rules).moves[pit][0]] = pit
        code[engine.tables(rules).moves[pit][1]] = pit + CW_MOVE
    code[SWAP] = SWAP_MOVE
    by_code = {c: m for m, c in code.items()}

    def moves(st: int) -> tuple[int, ...]:
        if st >= L._over_at:
            return ()
        return tuple(code[m] for m in engine.legal_moves(_Seat(rules, L.unpack(st))))

    def play(st: int, m: int) -> int:
        seat = _Seat(rules, L.unpack(st), L.partners(st))
        fields, detail, again = engine.play_unrecorded(seat, by_code[m])
        _, pits, stores, to_move, turn, last_chance, _, outcome, swap_open, partners = fields
        if outcome is not None:
            flags = ended(outcome.termination, detail)
        else:
            flags = ((LAST_CHANCE if last_chance else 0) | (SWAP_OPEN if swap_open else 0)
                     | (FIRST_TURN if turn == 0 else 0) | (AGAIN if again else 0))
        return L.pack(pits, stores, to_move, flags, partners)

    return moves, play


_BUILDERS = {KALAH: _kalah, OWARE: _oware, LANE: _lane, FOUR: _four}

__all__ = ["AGAIN", "CW_MOVE", "FIRST_TURN", "LAST_CHANCE", "Lean", "LeanGame", "OVER",
           "SWAP_MOVE", "SWAP_OPEN", "ended", "lean"]
