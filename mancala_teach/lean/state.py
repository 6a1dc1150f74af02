"""What a lean state is: one int holding a whole position, and the tables every law shares.

A *lean state* is one Python int. Its low bits hold the pits A, B, C ... (South's, then
North's), then the stores, each in a field of ``width`` bits (8 when the game has fewer than
128 seeds, else 16, see :func:`mancala_teach.packing.packing`); above them sit the player to
move (one bit) and the flags below. A game with more than two seats (the four-sided board,
teams) has one more field after the stores, the seat field
(:func:`mancala_teach.packing.seat_field`: the player to move and which partners play next);
its one-bit player is then the player to move's lowest bit. A sowing is one addition of a
precomputed number, "is this side empty?" is one AND, and a state is its own cheap hash key.

A *lean move* is an int: the pit index for a counterclockwise sowing, the pit plus
``CW_MOVE`` for a clockwise one (Giuthi), and ``SWAP_MOVE`` for swapping sides.

:class:`Lean` holds one ruleset's packing and tables, built once: the sowing tables come from
the traced engine's own table of where each seed goes next (:attr:`engine._Tables.rounds`),
so the two paths sow by one definition. The law modules beside this one give it its
``moves`` and ``play``.
"""

from __future__ import annotations

import sys
from array import array
from typing import Any, Callable

from .. import engine
from ..moves import CW, SWAP, Move
from ..outcome import TERMINATIONS, Ending, Outcome, Termination
from ..packing import packing, seat_field
from ..rules import KALAH, Rules, SwapRule

# Flags (in the state they sit one bit above the player to move: ``flag << 1 << top``).
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

Moves = Callable[[int], tuple[int, ...]]
Play = Callable[[int, int], int]


def ended(termination: Termination, detail: int = 0) -> int:
    """The flags of a finished game."""
    return OVER | TERMINATIONS.index(termination) << END_SHIFT | detail << DETAIL_SHIFT


class Sowing:
    """One ruleset's sowing tables, for every pit: ``add[pit][s]`` is the number to add to a
    state to drop ``s`` seeds (fewer than one lap) along the pit's round, ``full[pit]`` one
    seed in every slot of the round (a whole lap), and ``landing[pit][s]`` the slot where
    seed ``s`` lands (index 0: the end of a whole lap). ``rounds[pit]`` is the round itself:
    the slots a sowing from the pit passes, once, in order."""

    __slots__ = ("rounds", "add", "full", "landing", "cycle")

    def __init__(self, lean: Lean) -> None:
        self.rounds = engine.tables(lean.rules).rounds
        self.add = [[lean.ones(path[:s]) for s in range(len(path) + 1)] for path in self.rounds]
        self.full = [lean.ones(path) for path in self.rounds]
        self.landing = [(path[-1], *path) for path in self.rounds]
        self.cycle = len(self.rounds[0]) if self.rounds else 0


class Lean:
    """The lean path of one ruleset. Build it with :func:`mancala_teach.lean.lean` (made
    once per ruleset).

    ``moves(state)`` is a tuple of lean moves (empty when the game is over) and
    ``play(state, move)`` the next state; ``move_objects[code]`` is the :class:`Move`.
    """

    __slots__ = ("rules", "size", "width", "mask", "top", "moves", "play", "unpack",
                 "move_objects", "move_tuples", "codes", "repeats", "key_mask", "over_at",
                 "store_bits", "same_mask", "sides", "seat_shift", "side_masks", "pit_mask",
                 "again_at",
                 "_kalah", "_nbytes", "_slots", "_sowing")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        n2 = self.size = rules.pit_count
        self.width, self.top = packing(rules)    # bits per count; where the player sits
        self.mask = (1 << self.width) - 1
        self._nbytes = (self.top >> 3) + 2
        self.pit_mask = (1 << n2 * self.width) - 1
        sides = self.sides = rules.sides
        self._slots = n2 + sides + (rules.seats > 2)     # counts, stores and the seat field
        # Where the seat field sits (None: a game of two seats, whose player is the one bit)
        self.seat_shift = (n2 + sides) * self.width if rules.seats > 2 else None
        self.key_mask = (self.pit_mask | 1 << self.top
                         | self.field_mask((n2 + sides,) if rules.seats > 2 else ()))
        self.over_at = OVER << 1 << self.top            # any state this big is over
        self.again_at = AGAIN << 1 << self.top          # the bit of "the mover goes again"
        self.store_bits = self.field_mask(range(n2, n2 + sides))
        # What makes two positions the same: every count, the player to move, and the flags
        # that change what may happen next (not "moves again", "first turn", nor the detail of
        # why a game ended, which the turn count and the outcome already say).
        kept = LAST_CHANCE | SWAP_OPEN | OVER | 15 << END_SHIFT
        self.same_mask = (1 << self.top) - 1 | (1 | kept << 1) << self.top
        self.side_masks = tuple(self.field_mask(rules.side(p)) for p in range(sides))
        self.repeats = rules.repetition_ends
        self._kalah = rules.landing is KALAH
        self._sowing: Sowing | None = None
        objects: list[Move | None] = [None] * (SWAP_MOVE + 1)
        moves = engine.tables(rules).moves
        for pit in range(n2):
            objects[pit] = moves[pit][0]
            objects[pit + CW_MOVE] = moves[pit][1]
        objects[SWAP_MOVE] = SWAP
        self.move_objects = objects
        self.move_tuples: dict[tuple[int, ...], tuple[Move, ...]] = {}
        self.codes = {m: code for code, m in enumerate(objects) if m is not None}
        self.unpack = self._unpacker()
        self.moves: Moves = _not_built
        self.play: Play = _not_built

    # --- tables ------------------------------------------------------------------------------

    def field_mask(self, slots: Any) -> int:
        """All the bits of the given slots (pits 0 .. 2N-1, then the stores 2N and 2N+1)."""
        w = self.width
        return sum(self.mask << (i * w) for i in slots)

    def ones(self, slots: Any) -> int:
        """One seed in each of the given slots."""
        w = self.width
        return sum(1 << (i * w) for i in slots)

    def sowing(self) -> Sowing:
        """The sowing tables (made the first time they are asked for)."""
        if self._sowing is None:
            self._sowing = Sowing(self)
        return self._sowing

    def moves_table(self, player: int) -> tuple[int, int, dict[int, tuple[int, ...]]]:
        """For the quick "which of my pits hold seeds?": adding ``lows`` (all ones below the
        top bit, in each of the player's fields) to a state sets a field's top bit exactly
        when the field is not 0 (counts stay below half a field, so nothing carries into the
        next one), and the top bits picked out by ``highs`` name the moves."""
        w = self.width
        pits = list(self.rules.side(player))
        lows = sum(((1 << (w - 1)) - 1) << (i * w) for i in pits)
        highs = sum((1 << (w - 1)) << (i * w) for i in pits)
        table = {}
        for subset in range(1 << len(pits)):
            chosen = tuple(p for k, p in enumerate(pits) if subset >> k & 1)
            table[sum((1 << (w - 1)) << (i * w) for i in chosen)] = chosen
        return lows, highs, table

    # --- packing -----------------------------------------------------------------------------

    def pack(self, pits: Any, stores: Any, to_move: int, flags: int, partners: int = 0) -> int:
        slots = (*pits, *stores)
        if self.seat_shift is not None:
            slots += (seat_field(to_move, partners),)
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

    def to_list(self, state: int) -> list[int]:
        """Pits, stores, player to move and flags in one list (for the longer rules)."""
        tail = state >> self.top
        return [*self.fields(state), tail & 1, tail >> 1]

    def from_list(self, b: list[int]) -> int:
        n2 = self.size
        return self.pack(b[:n2], b[n2:n2 + 2], b[n2 + 2], b[n2 + 3])

    def swapped(self, state: int) -> int:
        """The counts with the two sides swapped (pits and stores), no player and no flags:
        the board after a swap of sides, before the law says who moves next."""
        b = self.fields(state)
        n2 = self.size
        n = n2 // 2
        return self.pack((*b[n:n2], *b[:n]), (b[n2 + 1], b[n2]), 0, 0)

    # --- reading states ---------------------------------------------------------------------

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

    def start(self) -> int:
        r = self.rules
        pits = r.setup if r.setup is not None else (r.seeds_per_pit,) * r.pit_count
        flags = FIRST_TURN | (SWAP_OPEN if r.swap is SwapRule.LANE else 0)
        return self.pack(pits, (0,) * r.sides, r.first_player, flags)

    def state_of(self, position: Any) -> int:
        """The lean state of a :class:`~mancala_teach.position.Position`."""
        return position.state

    def to_move(self, state: int) -> int:
        if self.seat_shift is not None:
            return (state >> self.seat_shift) & 3
        return (state >> self.top) & 1

    def flags(self, state: int) -> int:
        return state >> self.top >> 1

    def over(self, state: int) -> bool:
        return state >= self.over_at

    def stores(self, state: int) -> tuple[int, ...]:
        sh = self.size * self.width
        if self.sides != 2:
            w, mask = self.width, self.mask
            return tuple((state >> (sh + k * w)) & mask for k in range(self.sides))
        return (state >> sh) & self.mask, (state >> (sh + self.width)) & self.mask

    def outcome(self, state: int) -> Outcome | None:
        """How the game in ``state`` ended, or None while it goes on."""
        flags = self.flags(state)
        if not flags & OVER:
            return None
        termination = TERMINATIONS[(flags >> END_SHIFT) & 15]
        ending = Ending(termination, flags >> DETAIL_SHIFT, self.rules.few_seeds_end or 0,
                        self._kalah, self.rules.sides)
        return Outcome.decide(termination, self.stores(state), ending,
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
        return state & self.key_mask

    def fresh_history(self, before: int, after: int, code: int) -> bool:
        """Whether the move ``code`` from ``before`` to ``after`` starts the repetition
        history afresh: a capture (the stores changed) cannot be undone, and after a swap
        of sides the players sit on the other sides, so no earlier position can come round
        again. (The traced engine's rule, in ``engine._finish``.)"""
        return bool((before ^ after) & self.store_bits) or code == SWAP_MOVE

    def repeated(self, state: int) -> int:
        """``state`` came round again: the game ends, each player taking their side's seeds."""
        counts = self.fields(state)
        n2 = self.size
        n = n2 // 2
        stores = (counts[n2] + sum(counts[:n]), counts[n2 + 1] + sum(counts[n:n2]))
        return self.pack((0,) * n2, stores, 0, OVER | _REPETITION << END_SHIFT)


def _not_built(*args: Any) -> Any:
    raise RuntimeError("make a Lean with mancala_teach.lean.lean(rules)")
