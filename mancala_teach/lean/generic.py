"""Every game without a law of its own here (Giuthi, and any variant added later): the traced
engine's unrecorded path behind the lean interface, so every game has a lean path."""

from __future__ import annotations

from .. import engine
from ..rules import Rules
from .state import AGAIN, FIRST_TURN, LAST_CHANCE, SWAP_OPEN, Lean, Moves, Play, ended


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


def build(L: Lean) -> tuple[Moves, Play]:
    rules = L.rules
    code = L.codes
    by_code = L.move_objects

    def moves(st: int) -> tuple[int, ...]:
        if st >= L.over_at:
            return ()
        return tuple(code[m] for m in engine.legal_moves(_Seat(rules, L.unpack(st))))

    def play(st: int, m: int) -> int:
        seat = _Seat(rules, L.unpack(st), L.partners(st))
        new, detail, again = engine.play_unrecorded(seat, by_code[m])
        if new.outcome is not None:
            flags = ended(new.outcome.termination, detail)
        else:
            flags = ((LAST_CHANCE if new.last_chance else 0)
                     | (SWAP_OPEN if new.swap_open else 0)
                     | (FIRST_TURN if new.turn == 0 else 0) | (AGAIN if again else 0))
        return L.pack(new.pits, new.stores, new.to_move, flags, new.partners)

    return moves, play
