"""Game-tree search on the lean path: alpha-beta, iterative deepening, a transposition table.

Values are counted in seeds from the point of view of the player to move: the difference
between the two stores, and for a finished game the final difference plus ``WIN`` (so any
win beats any lead). A child position whose player to move is the same (another turn) keeps
the sign, and does not use up depth: depth counts turns, so a chain of extra turns is seen
whole, up to ``FREE_MOVES`` extra moves a line (after that they count like any move, which
keeps games where a capture earns another move, like Lane's Game of the Wise, in bounds). A game that ends on a repeated position is judged exactly along
the line searched (the positions since the last capture are a path set; a capture can never
be undone, so positions before it cannot come back).

The search stops on a budget of nodes (the same on every machine) or a deadline (a time
limit); iterative deepening keeps the best move of the last depth it finished.

With more than two players (the four-sided board) the search is *paranoid*: the player to
move at the root counts the others as one team against them, and a position's value is their
store minus the largest other store. We chose it over max-n (each player maximising their own
score) because it keeps alpha-beta's pruning, so the same budget looks several turns deeper,
and it reuses the two-player search unchanged; a computer that assumes the others may gang up
on it plays safe moves, which suits a class. (A teams game is a two-sided game: the usual
search plays it, each side's store being the team's.)
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Iterable

from ..lean import AGAIN, SWAP_MOVE, Lean

WIN = 1000          # added to a finished game's margin, so a win beats any lead
FREE_MOVES = 6      # extra moves a line may take without using up depth
INFINITY = 10**6
EXACT, LOWER, UPPER = 0, 1, 2


class OutOfBudget(Exception):
    """The node budget or the deadline ran out in the middle of a search."""


@dataclass(frozen=True)
class Found:
    """What a search found: the move, its value for the mover, the depth and the nodes."""

    move: int
    value: int
    depth: int
    nodes: int
    line: tuple[int, ...]    # the moves expected to follow (the principal variation)


class Searcher:
    """Search one ruleset's positions. Make one per decision (it keeps counters)."""

    def __init__(self, fast: Lean, *, history: Iterable[int] = (), nodes: int | None = None,
                 deadline: float | None = None, table: bool = True, order: bool = True) -> None:
        self.fast = fast
        self.play = fast.play
        self.moves = fast.moves
        self.over_at = fast.over_at
        self.top = fast.top
        n2 = fast.size
        w = fast.width
        self.store_sh = (n2 * w, (n2 + 1) * w)
        self.mask = (1 << w) - 1
        self.repeats = fast.repeats
        self.key_mask = fast.key_mask
        self.store_bits = fast.store_bits
        self.path: set[int] = set(history) if fast.repeats else set()
        self.node_limit = nodes
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[int, tuple[int, int, int, int]] | None = {} if table else None
        self.order = order

    # --- values ---------------------------------------------------------------------------

    def margin(self, state: int, player: int) -> int:
        """Store difference for ``player``."""
        s0 = (state >> self.store_sh[0]) & self.mask
        s1 = (state >> self.store_sh[1]) & self.mask
        return s0 - s1 if player == 0 else s1 - s0

    def final(self, state: int, player: int) -> int:
        d = self.margin(state, player)
        return d + WIN if d > 0 else d - WIN if d < 0 else 0

    def to_move(self, state: int) -> int:
        return (state >> self.top) & 1

    # --- the tree --------------------------------------------------------------------------

    def children(self, state: int, p: int, first: int | None) -> list[tuple[int, int]]:
        """(move, child) pairs, the most promising first: the table's move, then moves that
        win seeds or another turn."""
        play = self.play
        pairs = [(m, play(state, m)) for m in self.moves(state)]
        if self.order and len(pairs) > 1:
            sh = self.store_sh[p]
            mask = self.mask
            top = self.top
            mine = (state >> sh) & mask
            again_bit = AGAIN << 1

            def promise(pair: tuple[int, int]) -> int:
                m, child = pair
                if m == first:
                    return -10**6
                gain = ((child >> sh) & mask) - mine
                if child >> top & again_bit:
                    gain += 3
                return -gain
            pairs.sort(key=promise)
        elif first is not None:
            for i, (m, _) in enumerate(pairs):
                if m == first:
                    pairs.insert(0, pairs.pop(i))
                    break
        return pairs

    def negamax(self, state: int, depth: int, alpha: int, beta: int, free: int = FREE_MOVES
                ) -> tuple[int, int | None]:
        """Value of ``state`` for its player to move, and the best move (None at a leaf)."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise OutOfBudget
        if self.deadline is not None and not self.nodes & 255 \
                and time.monotonic() > self.deadline:
            raise OutOfBudget
        p = (state >> self.top) & 1
        if depth <= 0:
            return self.margin(state, p), None
        table = self.table
        first = None
        if table is not None:
            hit = table.get(state)
            if hit is not None:
                h_depth, h_flag, h_value, h_move = hit
                first = h_move
                if h_depth >= depth:
                    if h_flag == EXACT:
                        return h_value, h_move
                    if h_flag == LOWER and h_value >= beta:
                        return h_value, h_move
                    if h_flag == UPPER and h_value <= alpha:
                        return h_value, h_move
        alpha0 = alpha
        best = -INFINITY
        best_move = None
        over_at = self.over_at
        repeats = self.repeats
        for m, child in self.children(state, p, first):
            added = saved = None
            if child >= over_at:
                value = self.final(child, p)
            else:
                if repeats:
                    key = child & self.key_mask
                    if m == SWAP_MOVE:          # the sides swapped: no earlier position returns
                        saved, self.path = self.path, {key}
                    elif key in self.path and not (child ^ state) & self.store_bits:
                        value = self.final(self.fast.repeated(child), p)
                        if value > best:
                            best, best_move = value, m
                        if value > alpha:
                            alpha = value
                        if alpha >= beta:
                            break
                        continue
                    elif key not in self.path:
                        self.path.add(key)
                        added = key
                try:
                    if (child >> self.top) & 1 != p:
                        value = -self.negamax(child, depth - 1, -beta, -alpha, free)[0]
                    else:
                        value = self.same_side(child, depth, alpha, beta, free)
                finally:
                    if added is not None:
                        self.path.discard(added)
                    if saved is not None:
                        self.path = saved
            if value > best:
                best, best_move = value, m
            if value > alpha:
                alpha = value
            if alpha >= beta:
                break
        if table is not None:
            flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
            table[state] = (depth, flag, best, best_move)
        return best, best_move

    def same_side(self, child: int, depth: int, alpha: int, beta: int, free: int) -> int:
        """The value of a child whose side is still to move: another turn, which does not use
        up depth while the line has free moves left."""
        if free:
            return self.negamax(child, depth, alpha, beta, free - 1)[0]
        return self.negamax(child, depth - 1, alpha, beta, 0)[0]

    def line(self, state: int, first: int, length: int = 8) -> tuple[int, ...]:
        """The expected continuation after ``first``, read from the table."""
        out = [first]
        state = self.play(state, first)
        while len(out) < length and state < self.over_at and self.table is not None:
            hit = self.table.get(state)
            if hit is None or hit[3] is None:
                break
            out.append(hit[3])
            state = self.play(state, hit[3])
        return tuple(out)


def fixed_depth(fast: Lean, state: int, depth: int, *, rng: random.Random,
                history: Iterable[int] = ()) -> Found:
    """Plain alpha-beta to ``depth`` plies (no table, no move ordering): "thinks ahead"."""
    s, state = _searcher(fast, state, history=history, table=False, order=False)
    move, value = _root(s, state, depth, rng)
    return Found(move, value, depth, s.nodes, (move,))


def deepening(fast: Lean, state: int, *, rng: random.Random, history: Iterable[int] = (),
              nodes: int | None = None, seconds: float | None = 1.0, max_depth: int = 60
              ) -> Found:
    """Iterative deepening with a transposition table and move ordering, within a budget of
    nodes (the same result on every machine) or seconds: "strongest"."""
    # (5 % kept back for wording the reason once the search stops)
    deadline = (None if seconds is None or nodes is not None
                else time.monotonic() + 0.95 * seconds)
    s, state = _searcher(fast, state, history=history, nodes=nodes, deadline=deadline)
    moves = fast.moves(state)
    best = Found(moves[0], 0, 0, 0, (moves[0],))
    if len(moves) == 1:
        return best
    for depth in range(1, max_depth + 1):
        try:
            move, value = _root(s, state, depth, rng)
        except OutOfBudget:
            break
        best = Found(move, value, depth, s.nodes, s.line(state, move))
        if abs(value) >= WIN:           # the result is certain: deeper search cannot change it
            break
    return Found(best.move, best.value, best.depth, s.nodes, best.line)


def _root(s: Searcher, state: int, depth: int, rng: random.Random) -> tuple[int, int]:
    """The best move at the root. Moves of equal value are told apart by ``rng`` (the same
    seed, the same choice)."""
    p = s.to_move(state)
    first = s.table.get(state, (0, 0, 0, None))[3] if s.table is not None else None
    pairs = s.children(state, p, first)
    ties = {m: rng.random() for m, _ in pairs}
    best_value, best_move = -INFINITY, pairs[0][0]
    alpha, beta = -INFINITY, INFINITY
    for m, child in pairs:
        if child >= s.over_at:
            value = s.final(child, p)
        else:
            added = saved = None
            if s.repeats:
                key = child & s.key_mask
                if m == SWAP_MOVE:              # the sides swapped: no earlier position returns
                    saved, s.path = s.path, {key}
                elif key in s.path and not (child ^ state) & s.store_bits:
                    value = s.final(s.fast.repeated(child), p)
                    if value > best_value or (value == best_value and ties[m] > ties[best_move]):
                        best_value, best_move = value, m
                    continue
                elif key not in s.path:
                    s.path.add(key)
                    added = key
            try:
                if (child >> s.top) & 1 == p:
                    value = s.negamax(child, depth, alpha, beta, FREE_MOVES - 1)[0]
                else:
                    value = -s.negamax(child, depth - 1, -beta, -alpha)[0]
            finally:
                if added is not None:
                    s.path.discard(added)
                if saved is not None:
                    s.path = saved
        if value > best_value or (value == best_value and ties[m] > ties[best_move]):
            best_value, best_move = value, m
        # Later moves need only show whether they are at least as good: a window just below
        # the best so far finds every equal move exactly and cuts the worse ones short.
        alpha = best_value - 1
    if s.table is not None:
        s.table[state] = (depth, EXACT, best_value, best_move)
    return best_move, best_value


class Paranoid(Searcher):
    """The search for more than two players: ``root`` against everyone else.

    A four-sided lean state keeps the player to move in its seat field, so the one bit the
    two-player search reads (at ``top``) is free: every state this searcher makes has that bit
    set to 0 when ``root`` is to move and 1 when an opponent is, and the two-player search
    runs unchanged on top of it. The lean path never reads that bit in such a game.
    """

    def __init__(self, fast: Lean, root: int, **kwargs: Any) -> None:
        super().__init__(fast, **kwargs)
        play = fast.play
        top, seat_shift = fast.top, fast.seat_shift
        clear = ~(1 << top)
        shifts = [(fast.size + k) * fast.width for k in range(fast.sides)]
        self.store_sh = (shifts[root], shifts[root])      # move ordering: the root's store
        # In partnerships (partners sit opposite) the root's partner is on the root's side of
        # the search and the value is one team's stores against the other's: a plain
        # two-team game, searched exactly, not paranoid.
        self.partnership = fast.rules.partners_opposite
        self.team = [sh for k, sh in enumerate(shifts) if k % 2 == root % 2]
        self.others = [sh for k, sh in enumerate(shifts)
                       if (k % 2 != root % 2 if self.partnership else k != root)]
        self.own = shifts[root]
        mine = 1 if self.partnership else 3       # the bits of the seat that say whose side

        def relabel(state: int) -> int:
            return (state & clear) | (((state >> seat_shift) ^ root) & mine != 0) << top

        def play_marked(state: int, move: int) -> int:
            return relabel(play(state, move))

        self.relabel = relabel
        self.play = play_marked

    def same_side(self, child: int, depth: int, alpha: int, beta: int, free: int) -> int:
        # One opponent after another is a new turn (it uses up depth); another turn earned
        # in a store is free, as in the two-player search.
        if child >> self.top & AGAIN << 1:
            return super().same_side(child, depth, alpha, beta, free)
        return self.negamax(child, depth - 1, alpha, beta, free)[0]

    def margin(self, state: int, player: int) -> int:
        mask = self.mask
        if self.partnership:
            ours = sum((state >> sh) & mask for sh in self.team)
            theirs = sum((state >> sh) & mask for sh in self.others)
            return ours - theirs if player == 0 else theirs - ours
        mine = (state >> self.own) & mask
        best_other = max((state >> sh) & mask for sh in self.others)
        return mine - best_other if player == 0 else best_other - mine


def _searcher(fast: Lean, state: int, **kwargs: Any) -> tuple[Searcher, int]:
    """The searcher for a game, and the root state as it searches it."""
    if fast.sides > 2:
        s = Paranoid(fast, fast.to_move(state), **kwargs)
        return s, s.relabel(state)
    return Searcher(fast, **kwargs), state
