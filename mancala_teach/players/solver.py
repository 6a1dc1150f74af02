"""Perfect play on small boards: the exact value of a position and every move that keeps it.

    >>> from mancala_teach import new_game
    >>> from mancala_teach.players.solver import solve
    >>> solution = solve(new_game("kalah", pits=3, seeds=2))
    >>> solution.margin, [m.name() for m in solution.best_moves]
    (4, ['B'])

:func:`solve` gives the final score difference with perfect play on both sides, from the point
of view of the player to move (their store minus the other store at the end, seeds already in
the stores included), and every move that keeps it. :func:`who_wins` does the same for a
starting position and reads the shipped cache (``solutions.json`` next to this module) when it
holds that ruleset. :func:`solvable` says whether a live solve is quick.

How it works.

* **Kalah** (the usual options: the game ends when a side is empty, leftovers go to their
  owner, no pie rule, no majority stop) is solved on the pits alone, each move played by the
  lean path's Kalah law (:mod:`mancala_teach.lean.kalah`, the one every player uses; a test
  compares it with the engine on every ply). The rest of a Kalah game does not depend
  on the seeds already in the stores, so a position is remembered by its pits alone, the
  player to move always seen as South (a North-to-move position is mirrored), and the seeds
  banked on the way are added up along the line. Kalah cannot repeat a position: a sowing
  that does not put a seed in a store moves seeds only towards their owner's store, so the
  search needs no history. The search is MTD(f): zero-window alpha-beta
  questions ("is the value at least g?") with a table of lower and upper bounds per position,
  moves that end in the store first, then the moves that bank most (a move that ends the game
  counts by the seeds the mover ends with). The value of the rest of the game is the
  mover's share minus the other's share of the seeds on the board, so it is at most the seeds
  on the board and has their parity; both facts cut the search.
* **Every other supported game** (Kalah with other options, Oware and Wari) is solved by
  the same MTD(f) on whole lean states (:mod:`mancala_teach.lean`; stores included, since
  Oware stops at a majority). Oware ends on a repeated position, so the value of a position
  depends on the positions seen since the last capture. Those all lead to the present
  position without a capture, so one of them can come round again exactly when it lies in
  the present position's strongly connected part of the graph of moves that capture
  nothing. The search carries the positions seen in that part as a bit mask (a new part or a
  capture starts a new mask) and remembers bounds under the position and its mask; see
  :class:`GeneralSolver`. That is exact, not a heuristic, and a test checks it against a
  plain search over :class:`~mancala_teach.position.Position` with the full game history.

Other games (Lane's, Giuthi) are not supported: :class:`SolveTooBigError` says so.
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable

from ..checks import is_whole
from ..errors import GameOverError, InvalidOptionError, SolveTooBigError, shown
from ..glossary import game_title
from ..i18n import _
from ..lean import lean
from ..moves import Move
from ..position import Position
from ..rules import KALAH, OWARE, GameEnd, Leftovers, Rules
from ..variants import variant

SOLVER_VERSION = "1"
CACHE_FILE = "solutions.json"
CACHE_FORMAT = 1
BIG = 1 << 30
# Positions a live solve may work out: it gives up within seconds and a few hundred MB of
# CPython (Oware from the start: 5 s of CPU, 290 MB; Kalah(6,4): 5 s, 80 MB, here).
LIVE_BUDGET = 500_000


@dataclass(frozen=True)
class Solution:
    """The value of a position with perfect play on both sides."""

    margin: int                     # final store difference for the player to move
    best_moves: tuple[Move, ...]    # every move that keeps that margin, in board order
    positions: int                  # distinct positions whose value was worked out
    seconds: float

    @property
    def result(self) -> str:
        """"win", "draw" or "loss" for the player to move."""
        return "win" if self.margin > 0 else "loss" if self.margin < 0 else "draw"


class _Budget(Exception):
    """The position budget ran out."""


def mtdf(test: Callable[[int], int], lo: int, hi: int, guess: int) -> int:
    """MTD(f): the exact value in ``[lo, hi]``, closed in on by zero-window tests.
    ``test(gamma)`` returns a value that is at least ``gamma`` exactly when the true value
    is (a lower bound then, else an upper bound); ``guess`` is where to start."""
    g = guess
    while lo < hi:
        gamma = g + 1 if g == lo else g
        g = test(gamma)
        if g >= gamma:
            lo = g
        else:
            hi = g
    return lo


# --- Kalah with the usual options: pits only, mirrored, MTD(f) --------------------------------

def kalah_plain(rules: Rules) -> bool:
    """Whether the fast Kalah solver applies: the rest of the game depends on the pits only."""
    return (rules.landing is KALAH and rules.game_end is GameEnd.EITHER_SIDE_EMPTY
            and rules.leftovers is Leftovers.OWNER and rules.swap is None
            and not rules.finish_at_majority and not rules.repetition_ends
            and rules.sow_into_store and not rules.either_direction
            and rules.min_seeds_to_move == 1)


class KalahSolver:
    """Solve Kalah positions of one ruleset (the usual options, see :func:`kalah_plain`).

    A position is ``(x, seeds)``: ``x`` packs the pits with the player to move as South (pit
    ``i`` in bits ``8i`` to ``8i+7``), ``seeds`` is how many seeds are on the board. Its value
    is the mover's share of those seeds minus the other player's, with perfect play. The
    table keeps, per ``x``, the best move found plus one (0: none) in bits 16 and up, and a
    lower and an upper bound on the value, each plus 128, in bits 8-15 and 0-7.
    """

    def __init__(self, rules: Rules, *, max_positions: int | None = None) -> None:
        if not kalah_plain(rules):
            raise InvalidOptionError("KalahSolver needs Kalah with the usual options.")
        fast = lean(rules)
        if fast.width != 8:
            raise InvalidOptionError("KalahSolver needs fewer than 128 seeds.")
        n = self.n = rules.pits_per_side
        w = fast.width
        mask = fast.mask
        self.table: dict[int, int] = {}
        self.limit = max_positions if max_positions is not None else BIG
        play, moves, over_at, top = fast.play, fast.moves, fast.over_at, fast.top
        pit_mask = fast.pit_mask
        side0 = fast.side_masks[0]
        half = n * w
        south_store, north_store = 2 * n * w, (2 * n + 1) * w
        self.side0, self.half = side0, half

        def children(x: int, seeds: int) -> list[tuple[int, int, int, int, int]]:
            """(rank, kind, gain, child, move) for each move: kind 2 = another turn (child as
            is), 1 = the other player moves next (child mirrored), 0 = game over (child 0);
            gain is what the move banks for the mover; for a finished game, the final
            difference. Sorted by rank, a move comes before those that bank less or give no
            other turn. ``x`` is a lean state of these rules (South to move, empty stores,
            no flags), so the lean path plays the moves."""
            out: list[tuple[int, int, int, int, int]] = []
            add = out.append
            for i in moves(x):
                y = play(x, i)
                gain = (y >> south_store) & mask
                if (y >> top) & 1:                     # North's turn (a finished game has 0)
                    y &= pit_mask
                    add((-gain, 1, gain, (y >> half) | ((y & side0) << half), i))
                elif y >= over_at:                     # the rest is swept to its owners
                    add((-gain, 0, gain - ((y >> north_store) & mask), 0, i))
                else:                                  # South again: another turn
                    add((-512 - gain, 2, gain, y & pit_mask, i))
            return out

        self.children = children
        table = self.table
        get = table.get
        limit = self.limit

        def test(x: int, seeds: int, gamma: int) -> int:
            """A bound on the value v of ``x``: the result r has r >= gamma and v >= r, or
            r < gamma and v <= r (fail-soft zero-window alpha-beta)."""
            if gamma > seeds:
                return seeds
            if gamma <= -seeds:
                return -seeds
            entry = get(x)
            if entry is None:
                lo, hi, first = -seeds, seeds, -1
            else:
                lo = (entry >> 8 & 255) - 128
                hi = (entry & 255) - 128
                if lo >= gamma:
                    return lo
                if hi < gamma:
                    return hi
                first = (entry >> 16) - 1
            moves = children(x, seeds)
            if len(moves) > 1:
                moves.sort()                              # no key: tuples compare in C
                if first >= 0 and moves[0][4] != first:   # the table's move first
                    for k, c in enumerate(moves):
                        if c[4] == first:
                            moves.insert(0, moves.pop(k))
                            break
            for _order, kind, gain, y, move in moves:      # a child's bounds may settle it now
                if kind:
                    e = get(y)
                    if e is not None:
                        if kind == 2:
                            v = gain + (e >> 8 & 255) - 128
                        else:
                            v = gain - (e & 255) + 128
                        if v >= gamma:
                            if (v - seeds) & 1:
                                v += 1
                            if entry is None and len(table) >= limit:
                                raise _Budget
                            table[x] = (move + 1) << 16 | (v + 128) << 8 | (hi + 128)
                            return v
            best = -BIG
            best_move = -1
            for _order, kind, gain, y, move in moves:
                if kind == 0:
                    v = gain
                else:
                    rest = seeds - gain
                    if gain + rest < gamma:               # even all the rest is not enough
                        v = gain + rest
                    elif gain - rest >= gamma:            # even none of the rest is enough
                        v = gain - rest
                    elif kind == 2:
                        v = gain + test(y, rest, gamma - gain)
                    else:
                        v = gain - test(y, rest, gain - gamma + 1)
                if v > best:
                    best = v
                    best_move = move
                    if v >= gamma:
                        break
            if (best - seeds) & 1:                        # the value has the seeds' parity
                best += 1 if best >= gamma else -1
            if best >= gamma:
                lo = best
                first = best_move
            else:
                hi = best
            if entry is None and len(table) >= limit:
                raise _Budget
            table[x] = (first + 1) << 16 | (lo + 128) << 8 | (hi + 128)
            return best

        self.test = test

    def value(self, x: int, seeds: int) -> int:
        """The exact value of ``(x, seeds)`` by MTD(f)."""
        if seeds <= 0:
            return 0
        return mtdf(lambda gamma: self.test(x, seeds, gamma), -seeds, seeds,
                    0 if not seeds & 1 else 1)

    def at_least(self, x: int, seeds: int, gamma: int) -> bool:
        return self.test(x, seeds, gamma) >= gamma

    def move_value_is(self, kind: int, gain: int, y: int, seeds: int, target: int) -> bool:
        """Whether a move's value (its child's, seen by the mover) reaches ``target``."""
        if kind == 0:
            return gain >= target
        rest = seeds - gain
        if kind == 2:
            return self.at_least(y, rest, target - gain)
        return not self.at_least(y, rest, gain - target + 1)

    def pack(self, pits: tuple[int, ...], mover: int) -> int:
        """``x`` for pits (A, B, ...) with ``mover`` to move."""
        n = self.n
        ordered = pits if mover == 0 else (*pits[n:], *pits[:n])
        return int.from_bytes(bytes(ordered), "little")


# --- everything else: exact search on the lean path, with the repetition history -----------------

class GeneralSolver:
    """Exact values of whole lean states (stores included), for any ruleset whose lean path
    is complete: Kalah with any options, Oware and Wari (with the repetition rule).

    The same MTD(f) as :class:`KalahSolver`, on whole states; a state's value lies within the
    seeds on the board of its store difference.

    The repetition rule. Take the graph of moves that capture nothing, and its strongly
    connected parts (:meth:`part_of`, Tarjan's algorithm). Every position seen since the last
    capture leads to the present one without a capture, so it can come round again exactly
    when the present one leads back to it: when both lie in the same part. So the value of a
    state depends only on the positions seen in its own part, which the search carries as a
    bit mask over that part (the *trail*); a move into another part starts a new trail, and so
    does a capture. A value is remembered under the state and its trail (the state alone in a
    part of one position, which no line can enter twice). This is exact, not a heuristic: a
    test checks it against a plain search with the full game history.
    """

    def __init__(self, rules: Rules, *, max_positions: int | None = None) -> None:
        fast = self.fast = lean(rules)
        self.table: dict[Any, tuple[int, int]] = {}
        self.limit = max_positions if max_positions is not None else BIG
        self.repeats = fast.repeats
        self.total = rules.total_seeds
        self._where: dict[int, tuple[int, int]] = {}   # repetition key -> (part, its bit)
        self._part_size: list[int] = []

    def store_difference(self, state: int, player: int) -> int:
        s0, s1 = self.fast.stores(state)
        return s0 - s1 if player == 0 else s1 - s0

    def trail_of(self, state: int, seen: frozenset[int] | set[int]) -> int:
        """The trail of ``state`` given the positions seen since the last capture."""
        if not self.repeats:
            return 0
        part, _ = self.part_of(state & self.fast.key_mask)
        where = self._where
        return sum(where[h][1] for h in seen if h in where and where[h][0] == part)

    def child(self, state: int, move: int, trail: int) -> tuple[int, int]:
        """The state after ``move`` and its trail; a repeated position ends the game, each
        player taking the seeds on their side, as in a game
        (:class:`~mancala_teach.lean.LeanGame`)."""
        fast = self.fast
        after = fast.play(state, move)
        if not self.repeats or after >= fast.over_at:
            return after, 0
        part, bit = self.part_of(after & fast.key_mask)
        if (fast.fresh_history(state, after, move)
                or part != self._where[state & fast.key_mask][0]):
            return after, bit                       # a capture, or a part never left again
        if trail & bit:
            return fast.repeated(after), 0
        return after, trail | bit

    def test(self, state: int, trail: int, gamma: int) -> int:
        """A bound on the value v of ``state`` for its player to move: the result r has
        r >= gamma and v >= r, or r < gamma and v <= r (fail-soft zero-window alpha-beta)."""
        fast = self.fast
        p = (state >> fast.top) & 1
        s0, s1 = fast.stores(state)
        board = self.total - s0 - s1
        d = s0 - s1 if p == 0 else s1 - s0
        if gamma > d + board:
            return d + board
        if gamma <= d - board:
            return d - board
        key = (state, trail) if trail & (trail - 1) else state
        entry = self.table.get(key)
        if entry is not None:
            if entry[0] >= gamma:
                return entry[0]
            if entry[1] < gamma:
                return entry[1]
            lo, hi = entry
        else:
            lo, hi = d - board, d + board
        over_at = fast.over_at
        kids = []
        for m in fast.moves(state):
            after, trail_after = self.child(state, m, trail)
            kids.append((self.store_difference(after, p), after, trail_after))
        kids.sort(key=lambda kid: -kid[0])          # captures first
        best = -BIG
        for gain, after, trail_after in kids:
            if after >= over_at:
                v = gain
            elif (after >> fast.top) & 1 == p:
                v = self.test(after, trail_after, gamma)
            else:
                v = -self.test(after, trail_after, 1 - gamma)
            if v > best:
                best = v
                if v >= gamma:
                    break
        if best >= gamma:
            lo = best
        else:
            hi = best
        if entry is None and len(self.table) + len(self._where) >= self.limit:
            raise _Budget
        self.table[key] = (lo, hi)
        return best

    def value(self, state: int, trail: int) -> int:
        """The final store difference for the player to move in ``state``, with perfect play
        (MTD(f): zero-window tests that close in on it)."""
        fast = self.fast
        p = fast.to_move(state)
        if state >= fast.over_at:
            return self.store_difference(state, p)
        s0, s1 = fast.stores(state)
        board = self.total - s0 - s1
        d = s0 - s1 if p == 0 else s1 - s0
        return mtdf(lambda gamma: self.test(state, trail, gamma), d - board, d + board, d)

    def part_of(self, key: int) -> tuple[int, int]:
        """The strongly connected part of ``key`` in the graph of moves that capture nothing,
        and the key's bit in it (Tarjan's algorithm, without recursion; stores play no part
        in those moves)."""
        where = self._where
        found = where.get(key)
        if found is not None:
            return found
        fast = self.fast
        play, moves, over_at, store_bits, key_mask = (fast.play, fast.moves, fast.over_at,
                                                      fast.store_bits, fast.key_mask)

        def successors(k: int) -> list[int]:
            out = []
            for m in moves(k):
                after = play(k, m)
                if after < over_at and not (k ^ after) & store_bits:
                    out.append(after & key_mask)
            return out

        index = {key: 0}
        low = {key: 0}
        stack = [key]
        on_stack = {key}
        work = [(key, iter(successors(key)))]
        # Every position walked here counts towards the budget, as a position worked out
        # does: a board whose parts are huge (Oware's) stops here, not after gigabytes.
        room = self.limit - len(where) - len(self.table)
        while work:
            v, todo = work[-1]
            for w in todo:
                if w in where:
                    continue
                if w not in index:
                    if len(index) >= room:
                        raise _Budget
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(successors(w))))
                    break
                if w in on_stack and index[w] < low[v]:
                    low[v] = index[w]
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    number = len(self._part_size)
                    size = 0
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        where[w] = (number, 1 << size)
                        size += 1
                        if w == v:
                            break
                    self._part_size.append(size)
        return where[key]


# --- the public API ----------------------------------------------------------------------------

def supported(rules: Rules) -> bool:
    """Whether :func:`solve` can solve games of these rules at all (Kalah, Oware, Wari)."""
    return rules.landing in (KALAH, OWARE)


def _check_supported(rules: Rules) -> None:
    if not supported(rules):
        raise SolveTooBigError(_("The perfect player only knows Kalah, Oware and Wari, not "
                                 "{game}.", game=game_title(rules.title)))


def solve(position: Position, *, max_positions: int | None = LIVE_BUDGET) -> Solution:
    """The exact value of ``position`` with perfect play, and every move that keeps it.

    ``max_positions`` limits how many positions the solver may work out (by default
    :data:`LIVE_BUDGET`: seconds, and a few hundred MB); past it, or for a game the solver
    does not know, it raises :class:`SolveTooBigError`. ``max_positions=None`` lifts the
    limit, for benchmarks and the shipped cache: a big board then takes hours and gigabytes.
    """
    if not isinstance(position, Position):
        raise InvalidOptionError(_("solve needs a position (from new_game), not {value}.",
                                   value=shown(position)))
    if max_positions is not None and not (is_whole(max_positions) and max_positions >= 1):
        raise InvalidOptionError(_("max_positions must be a whole number of positions, 1 or "
                                   "more, not {value}.", value=shown(max_positions)))
    rules = position.rules
    _check_supported(rules)
    started = time.perf_counter()
    if position.is_over:
        s0, s1 = position.stores
        margin = s0 - s1 if position.to_move == 0 else s1 - s0
        return Solution(margin, (), 0, time.perf_counter() - started)
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, 20000))
    try:
        if kalah_plain(rules) and position.total < 128:     # bounds fit in a byte
            margin, best, count = _solve_kalah(position, max_positions)
        else:
            margin, best, count = _solve_general(position, max_positions)
    except (_Budget, RecursionError):
        raise SolveTooBigError(
            _("This board is too big to solve exactly.") if max_positions is None else
            _("This board is too big to solve exactly within {count} positions.",
              count=max_positions)) from None
    finally:
        sys.setrecursionlimit(old_limit)
    return Solution(margin, best, count, time.perf_counter() - started)


def _solve_kalah(position: Position, max_positions: int | None
                 ) -> tuple[int, tuple[Move, ...], int]:
    rules = position.rules
    solver = KalahSolver(rules, max_positions=max_positions)
    p = position.to_move
    n = rules.pits_per_side
    pits = position.pits
    seeds = sum(pits)
    x = solver.pack(pits, p)
    banked = position.stores[p] - position.stores[1 - p]
    value = solver.value(x, seeds)
    best = []
    by_pit = {move.pit: move for move in position.legal_moves()}
    for _order, kind, gain, y, i in solver.children(x, seeds):
        if solver.move_value_is(kind, gain, y, seeds, value):
            best.append(by_pit[i + (n if p == 1 else 0)])
    best.sort(key=lambda m: m.pit)
    return banked + value, tuple(best), len(solver.table)


def _solve_general(position: Position, max_positions: int | None
                   ) -> tuple[int, tuple[Move, ...], int]:
    solver = GeneralSolver(position.rules, max_positions=max_positions)
    fast = solver.fast
    state = position.state
    p = position.to_move
    trail = solver.trail_of(state, position.history)
    margin = solver.value(state, trail)
    values = {}
    for m in fast.moves(state):
        after, seen_after = solver.child(state, m, trail)
        if after >= fast.over_at:
            reaches = solver.store_difference(after, p) >= margin
        elif fast.to_move(after) == p:
            reaches = solver.test(after, seen_after, margin) >= margin
        else:
            reaches = -solver.test(after, seen_after, 1 - margin) >= margin
        values[m] = margin if reaches else margin - 1
    best = tuple(fast.move(m) for m in values if values[m] == margin)
    order = {m: k for k, m in enumerate(position.legal_moves())}
    return margin, tuple(sorted(best, key=order.__getitem__)), len(solver.table)


def perfect_move(position: Position, *, seed: int = 0,
                 max_positions: int | None = LIVE_BUDGET) -> Move:
    """One of the best moves of ``position``, the same one for the same ``seed`` (past
    ``max_positions``, by default a few seconds, :class:`SolveTooBigError`)."""
    best = solve(position, max_positions=max_positions).best_moves
    if not best:
        raise GameOverError(_("The game is over ({why}); there is no move to choose.",
                              why=position.outcome.why))
    return random.Random(seed).choice(best)


# --- the shipped cache --------------------------------------------------------------------------

def _rules_of(rules_or_spec: Rules | str, caller: str) -> Rules:
    if isinstance(rules_or_spec, Rules):
        return rules_or_spec
    if isinstance(rules_or_spec, str):
        return variant(rules_or_spec)
    raise InvalidOptionError(_("{caller} needs rules or a variant spec like 'kalah pits=3 "
                               "seeds=2', not {value}.", caller=caller,
                               value=shown(rules_or_spec)))


def load_cache() -> dict[str, dict[str, Any]]:
    """The shipped cache: ``{spec: entry}`` (see the README, "Perfect play on small boards")."""
    try:
        text = resources.files(__package__).joinpath(CACHE_FILE).read_text("utf-8")
    except (FileNotFoundError, OSError):
        return {}
    return json.loads(text)["solutions"]


def cache_text(entries: dict[str, dict[str, Any]]) -> str:
    """The cache file's text: one line per ruleset, sorted, so a change shows as one line."""
    about = ("Perfect-play values of starting positions, from mancala_teach.players.solver "
             "(README: Perfect play on small boards). margin: the first player's final store "
             "difference; best_moves: every first move that keeps it.")
    lines = [f"  {json.dumps(spec)}: {json.dumps(entries[spec])}" for spec in sorted(entries)]
    return (f'{{\n "format": {CACHE_FORMAT},\n "about": {json.dumps(about)},\n "solutions": {{\n'
            + ",\n".join(lines) + "\n }\n}\n")


def who_wins(rules_or_spec: Rules | str, *, max_positions: int | None = LIVE_BUDGET
             ) -> Solution:
    """The value of the starting position: from the shipped cache when it holds these rules,
    else solved live within ``max_positions`` (by default a few seconds; past
    it, :class:`SolveTooBigError`)."""
    rules = _rules_of(rules_or_spec, "who_wins")
    entry = load_cache().get(rules.spec())
    start = Position.start(rules)
    if entry is None:
        return solve(start, max_positions=max_positions)
    by_name = {m.name(): m for m in start.legal_moves()}
    best = tuple(by_name[pit_name] for pit_name in entry["best_moves"])
    return Solution(entry["margin"], best, entry["positions"], entry["seconds"])


def solvable(rules: Rules | str) -> bool:
    """Whether a live solve of the starting position is quick (well under a second in
    CPython), so a widget may offer a perfect player."""
    rules = _rules_of(rules, "solvable")
    if not supported(rules):
        return False
    pits, seeds = rules.pits_per_side, rules.seeds_per_pit
    if kalah_plain(rules):
        # Each at most about 0.3 s in CPython here (benchmarks/solver.py).
        return pits <= 2 or (pits == 3 and seeds <= 6) or (pits <= 6 and pits * seeds <= 12)
    if rules.landing is KALAH:
        return pits * seeds <= 6
    return pits == 1 or (pits == 2 and seeds <= 3) or (pits == 3 and seeds <= 2)


SOLVABLE = solvable


__all__ = ["SOLVABLE", "Solution", "SolveTooBigError", "cache_text",
           "load_cache", "perfect_move", "solvable", "solve", "supported", "who_wins"]
