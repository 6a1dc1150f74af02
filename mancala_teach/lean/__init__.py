"""The lean path: every game played on plain ints, without events, for search and speed.

The traced engine (:mod:`mancala_teach.engine`) is the teaching source of truth: it records
every seed. Beside it, each landing law has exactly one fast path here, on *lean states*
(one int per position, see :mod:`.state`), and everything that plays many moves uses it:
:meth:`Position.after <mancala_teach.position.Position.after>`, the computer players' search,
the exact solver, the game statistics. Tests play thousands of random games of every variant
and option on both paths and compare every ply.

* :mod:`.kalah`: Kalah, every option;
* :mod:`.oware`: Oware and Wari, every capture chain and grand-slam rule;
* :mod:`.lane`: Lane's two games;
* :mod:`.four`: the four-sided board;
* :mod:`.teams`: a teams game runs its two-player law with the partners kept beside it;
* :mod:`.generic`: any other game (Giuthi, and any variant added later) runs the engine's
  unrecorded path behind the same interface, so every game has a lean path.

``lean(rules)`` gives the :class:`Lean` of a ruleset, made once: ``moves(state)`` and
``play(state, move)``. A game that ends on a repeated position needs the positions seen since
the last capture, which a state does not carry: :class:`LeanGame` keeps them, and
:meth:`Lean.repeated` ends a game that came round again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from ..rules import FOUR, KALAH, LANE, OWARE, Rules
from . import four, generic, kalah, lane, oware, teams
from .state import (AGAIN, CW_MOVE, FIRST_TURN, LAST_CHANCE, OVER, SWAP_MOVE, SWAP_OPEN, Lean,
                    Moves, Play, ended)

#: The landing laws with a fast path of their own; any other runs :mod:`.generic`.
LAWS: dict[str, Callable[[Lean], tuple[Moves, Play]]] = {
    KALAH: kalah.build, OWARE: oware.build, LANE: lane.build, FOUR: four.build}


def lean(rules: Rules) -> Lean:
    """The lean path for ``rules`` (made once per ruleset and kept with it)."""
    cache = rules.cache
    if cache.lean is None:
        made = Lean(rules)
        if rules.teams and rules.landing in LAWS:
            made.moves, made.play = teams.build(made, lean(replace(rules, teams=False,
                                                                   options=())))
        else:
            made.moves, made.play = LAWS.get(rules.landing, generic.build)(made)
        cache.lean = made
    return cache.lean


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
        self._key_mask = fast.key_mask
        self._over_at = fast.over_at

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
            if self.lean.fresh_history(before, after, code):
                self.history = {key}
            elif key in self.history:
                after = self.lean.repeated(after)
            else:
                self.history.add(key)
        self.state = after
        return after


__all__ = ["AGAIN", "CW_MOVE", "FIRST_TURN", "LAST_CHANCE", "LAWS", "Lean", "LeanGame", "OVER",
           "SWAP_MOVE", "SWAP_OPEN", "ended", "lean"]
