"""The one engine: plays a move of any variant, optionally recording every seed as an event.

The board is worked on as one list: pits ``0 .. 2N-1``, then South's store at ``2N`` and
North's at ``2N+1`` (on the four-sided board: pits ``0 .. 4N-1``, then the four stores in seat
order). A move is: pick up, sow (one loop for every game), then the variant's
landing law decides whether to capture, relay or give an extra turn. The laws that really
differ are the small functions in ``LANDINGS`` and ``TURN_ENDS``, picked from dicts by the
ruleset's data. This is the teaching source of truth: every seed it drops is an event.

The fast path is :mod:`mancala_teach.lean`: one law per landing rule on packed ints, which
:meth:`Position.after <mancala_teach.position.Position.after>`, the computer players and the
solver use. It is separate code, so tests play random games of every variant and option on
both paths and compare every ply (``tests/test_lean.py``). ``record=False`` runs this engine
without events; the lean path uses that for games with no law of their own (Giuthi).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import events as E
from .checks import is_whole
from .events import CaptureReason, ExtraTurnReason, PassReason, SweepReason
from .errors import GameOverError, IllegalMoveError, shown
from .moves import CCW, CW, SWAP, Move, parse_move
from .i18n import _
from .naming import LETTERS, seat_name, team_player_name
from .outcome import Ending, Outcome, Termination
from .packing import history_key
from .rules import (FOUR, GIUTHI, KALAH, LANE, OWARE, CaptureChain, Feeding, GameEnd,
                    GrandSlamRule, Leftovers, Rules, SwapRule)

# The engine reads positions by their fields (rules, pits, stores, to_move, turn,
# last_chance, history, swap_open, outcome, partners) and returns the fields of the next one
# (a Next); mancala_teach.position wraps them, so this module never imports it.
Position = Any


# The rule words the engine reads on every move, each looked up once here: reading an enum
# member off its class costs as much as a small function call in CPython 3.11.
_FEED_LANE, _FEED_OWARE = Feeding.LANE, Feeding.OWARE
_FORBIDDEN, _CONTIGUOUS = GrandSlamRule.FORBIDDEN, CaptureChain.CONTIGUOUS
_ONE_LAST_MOVE, _ANY_ROW_EMPTY = GameEnd.ONE_LAST_MOVE, GameEnd.ANY_ROW_EMPTY
_TO_OWNER, _NOT_COUNTED, _PIE = Leftovers.OWNER, Leftovers.NOT_COUNTED, SwapRule.PIE
_INTO_STORE, _AFTER_CAPTURE = ExtraTurnReason.STORE, ExtraTurnReason.CAPTURE
_KALAH_OPPOSITE = CaptureReason.KALAH_OPPOSITE


_new_tuple = tuple.__new__


class Next(NamedTuple):
    """The position a move leads to, field by field (:class:`mancala_teach.Position` wraps
    it)."""

    rules: Rules
    pits: tuple[int, ...]
    stores: tuple[int, ...]
    to_move: int
    turn: int
    last_chance: bool
    history: frozenset
    outcome: Outcome | None
    swap_open: bool
    partners: int


class _Tables:
    """Per-ruleset lookups built once: the next slot when sowing, each pit's round (what the
    lean path's sowing tables are made from), and the interned moves."""

    __slots__ = ("next", "rounds", "moves", "sides", "names")

    def __init__(self, rules: Rules) -> None:
        n, n2 = rules.pits_per_side, rules.pit_count
        self.sides = tuple(rules.side(p) for p in range(rules.sides))
        self.names = rules.player_names
        # next[player][0 for ccw, 1 for cw][slot]
        self.next = []
        for player in range(rules.sides):
            per_dir = []
            for d in (CCW, CW):
                nxt = [(i + d) % n2 for i in range(n2)] + [0] * rules.sides
                if rules.sow_into_store:  # Kalah sows ccw only, into the mover's store only
                    own = n2 + player
                    last_own = self.sides[player][-1]
                    nxt[last_own] = own
                    nxt[own] = (last_own + 1) % n2
                per_dir.append(nxt)
            self.next.append(per_dir)
        # rounds[pit]: the slots a counterclockwise sowing by the pit's owner passes, once
        # round, in order: the pit itself last, unless a lap skips it (Oware, Wari).
        self.rounds = []
        for pit in range(n2):
            nxt = self.next[rules.owner(pit)][0]
            path = []
            slot = nxt[pit]
            while slot != pit:
                path.append(slot)
                slot = nxt[slot]
            if not rules.skip_origin:
                path.append(pit)
            self.rounds.append(tuple(path))
        self.moves = [(Move(i, CCW), Move(i, CW)) for i in range(n2)]


def mover_name(rules: Rules, to_move: int, partners: int = 0) -> str:
    """Who is to move, by seat: ``South``, ``East``, or ``South's second player`` in a
    teams game."""
    if rules.teams:
        return team_player_name(to_move, (partners >> to_move) & 1)
    return rules.player_names[to_move]


def tables(rules: Rules) -> _Tables:
    """The per-ruleset lookups, made once and kept in the rules' cache (hashing a 25-field
    dataclass for a dict lookup every ply would be slow)."""
    cache = rules.cache
    if cache.tables is None:
        cache.tables = _Tables(rules)
    return cache.tables


# --- legal moves ------------------------------------------------------------------------------

def legal_moves(pos: Position) -> tuple[Move, ...]:
    if pos.outcome is not None:
        return ()
    rules = pos.rules
    tab = tables(rules)
    b = pos.pits
    p = pos.to_move
    side = tab.sides[p]
    n = rules.pits_per_side
    opp_empty = not any(b[n:] if p == 0 else b[:n])
    if rules.must_feed is _FEED_LANE and opp_empty and any(b[i] > 1 for i in side):
        pits = [i for i in side if b[i] > 1]
    else:
        least = rules.min_seeds_to_move
        start = side.start
        pits = [i for i, c in enumerate(b[start:side.stop], start) if c >= least]
    if rules.start_rightmost and pits:
        pits = pits[-1:]
    if rules.must_feed is _FEED_OWARE and opp_empty:
        reach = side.stop  # the first pit past the mover's row, counting round the board
        pits = [i for i in pits if b[i] >= reach - i]
    if rules.either_direction:
        moves = [m for i in pits for m in tab.moves[i]]
    else:
        moves = [tab.moves[i][0] for i in pits]
    if rules.grand_slam is _FORBIDDEN and moves:
        allowed = [m for m in moves if not _run(pos, m, False).grand_slam]
        moves = allowed or moves  # when every move is a grand slam, they capture nothing
    if pos.swap_open:
        moves.append(SWAP)
    return tuple(moves)


def swap_available(pos: Position) -> bool:
    """Whether the player to move may swap sides: the position records it (``swap_open``)."""
    return pos.swap_open


# --- playing a move ---------------------------------------------------------------------------

class _Turn:
    """The working state of one move."""

    __slots__ = ("rules", "b", "mover", "ev", "sown", "sown_turn", "extra", "grand_slam",
                 "grand_slam_ends", "endless", "captured", "swapped", "partners")

    def __init__(self, pos: Position, record: bool) -> None:
        self.rules = pos.rules
        self.b = [*pos.pits, *pos.stores]
        self.mover = pos.to_move
        self.partners = pos.partners if pos.rules.teams else 0
        self.ev: list[E.Event] | None = [] if record else None
        self.sown: list[int] = []          # pits sown in the current sowing, in order
        self.sown_turn: set[int] = set()   # pits sown at any time this turn (Giuthi)
        self.extra: ExtraTurnReason | None = None
        self.grand_slam = False
        self.grand_slam_ends = False
        self.endless = False
        self.captured = False
        self.swapped = False


def play(pos: Position, move: Move | int | str, record: bool = True
         ) -> tuple[Next, tuple[E.Event, ...]]:
    """Play ``move``: the new position's fields and the events (empty if not recorded)."""
    return play_legal(pos, coerce_move(pos, move), record)


def play_legal(pos: Position, move: Move, record: bool) -> tuple[Next, tuple[E.Event, ...]]:
    """As :func:`play`, for a move already known to be legal; the new position's fields."""
    t = _run(pos, move, record)
    new, _detail = _finish(pos, t)
    return new, tuple(t.ev) if record else ()


def play_unrecorded(pos: Position, move: Move) -> tuple[Next, int, bool]:
    """The new position's fields, the ending's detail code (see :func:`outcome.why_text`) and
    whether the mover plays again: what :mod:`mancala_teach.lean.generic` needs for games
    with no law of their own on the lean path."""
    t = _run(pos, move, False)
    new, detail = _finish(pos, t)
    return new, detail, bool(t.extra) and new.outcome is None and new.to_move == pos.to_move


def coerce_move(pos: Position, move: Move | int | str) -> Move:
    """Turn a pit letter, index or Move into a legal Move, or raise a one-sentence error."""
    rules = pos.rules
    if pos.outcome is not None:
        raise GameOverError(_("The game is over ({why}); no more moves can be made.",
                              why=pos.outcome.why))
    if move.__class__ is Move and move.pit.__class__ is int and move.direction.__class__ is int:
        pass                    # a Move of whole numbers (not True): the usual case, first
    elif isinstance(move, str):
        move = parse_move(move, rules.pits_per_side, rules.either_direction, rules.sides)
    elif is_whole(move):
        if not 0 <= move < rules.pit_count:
            raise IllegalMoveError(_(
                "There is no pit number {value}: pits are numbered 0 to {last} (A to "
                "{letter}).", value=shown(move), last=rules.pit_count - 1,
                letter=LETTERS[rules.pit_count - 1]))
        move = Move(move, CCW)
    elif not isinstance(move, Move) or not all(is_whole(v) for v in move):
        raise IllegalMoveError(_("There is no move {value}: name a pit by its letter, like C.",
                                 value=shown(move)))
    legal = pos.legal_moves()
    if move in legal:
        return move
    raise IllegalMoveError(_why_illegal(pos, move, legal))


def _why_illegal(pos: Position, move: Move, legal: tuple[Move, ...]) -> str:
    """Why ``move`` is not allowed, and the moves that are, in the language in use."""
    rules = pos.rules
    who = seat_name(pos.to_move, rules.sides)
    # TRANSLATORS: after the sentence that says why a move is not allowed; {moves} are the
    # moves that are ("A, B, C").
    allowed = " " + _("{player} can play: {moves}.", player=who, moves=", ".join(
        m.name(rules.either_direction) for m in legal))
    return _illegal_move(pos, move, who) + allowed


def _illegal_move(pos: Position, move: Move, who: str) -> str:
    rules = pos.rules
    if move.is_swap:
        return _("Swapping sides is not allowed now.")
    if not 0 <= move.pit < rules.pit_count:
        return _("There is no pit number {value} on this board.", value=shown(move.pit))
    name = LETTERS[move.pit]
    if rules.owner(move.pit) != pos.to_move:
        return _("Pit {pit} belongs to {owner}, and it is {player}'s turn.", pit=name,
                 owner=seat_name(rules.owner(move.pit), rules.sides), player=who)
    seeds = pos.pits[move.pit]
    if seeds == 0:
        return _("Pit {pit} is empty, so there is nothing to sow.", pit=name)
    if seeds < rules.min_seeds_to_move:
        return _("Pit {pit} has only {count} seed; a move must start from a pit with more "
                 "than one.", pit=name, count=seeds)
    if move.direction not in (CCW, CW) or (move.direction == CW and not rules.either_direction):
        return _("In this game seeds are always sown counterclockwise.")
    opp = tables(rules).sides[1 - pos.to_move]
    if not any(pos.pits[i] for i in opp):
        other = seat_name(1 - pos.to_move, rules.sides)
        if rules.must_feed is _FEED_OWARE:
            return _("{other} has no seeds, so {player} must make a move that sows into their "
                     "pits, and pit {pit} does not reach them.", other=other, player=who,
                     pit=name)
        if rules.must_feed is _FEED_LANE:
            return _("{other} has no seeds, so {player} must give them one from a pit holding "
                     "more than one.", other=other, player=who)
    if rules.start_rightmost:
        return _("In the Game of the Ignorant a move starts from your rightmost pit with "
                 "seeds.")
    if rules.grand_slam is _FORBIDDEN:
        return _("Pit {pit} would capture every seed your opponent has (a grand slam), which "
                 "is not allowed.", pit=name)
    return _("Pit {pit} cannot be played now.", pit=name)


def _run(pos: Position, move: Move, record: bool) -> _Turn:
    t = _Turn(pos, record)
    if move.is_swap:
        _swap(t, pos)
    elif t.rules.must_feed is _FEED_LANE and _lane_must_feed(t):
        _feed(t, move.pit)
    else:
        _sow_move(t, move)
    return t


def _swap(t: _Turn, pos: Position) -> None:
    n, n2 = t.rules.pits_per_side, t.rules.pit_count
    b = t.b
    t.b = [b[(i + n) % n2] for i in range(n2)] + [b[n2 + 1], b[n2]]
    t.swapped = True
    if t.ev is not None:
        t.ev.append(E.Swap(t.mover))


def _lane_must_feed(t: _Turn) -> bool:
    side = tables(t.rules).sides
    b = t.b
    return not any(b[i] for i in side[1 - t.mover]) and any(b[i] > 1 for i in side[t.mover])


def _feed(t: _Turn, pit: int) -> None:
    target = tables(t.rules).sides[1 - t.mover].start
    t.b[pit] -= 1
    t.b[target] += 1
    if t.ev is not None:
        t.ev.append(E.Feed(t.mover, pit, target))


def _sow_move(t: _Turn, move: Move) -> None:
    rules, b, ev = t.rules, t.b, t.ev
    tab = tables(rules)
    n2 = rules.pit_count
    landing = LANDINGS[rules.landing]
    pit, d = move
    hand = b[pit]
    b[pit] = 0
    if ev is not None:
        ev.append(E.PickUp(t.mover, pit, hand, d))
    seen: set[tuple] = set()
    previous = d
    while True:
        nxt = tab.next[t.mover][0 if d == CCW else 1]
        last = pit
        sown = t.sown = []
        skip = rules.skip_origin
        while hand:
            last = nxt[last]
            if skip and last == pit:
                if ev is not None:
                    ev.append(E.SkipOrigin(pit))
                last = nxt[last]
            b[last] += 1
            hand -= 1
            sown.append(last)
            if ev is not None:
                if last < n2:
                    ev.append(E.Sow(last, b[last], hand))
                else:
                    ev.append(E.SowStore(last - n2, b[last], hand))
        t.sown_turn.update(sown)
        relay = landing(t, last, d)
        if not relay:
            return
        state = (tuple(b), last, relay)
        if state in seen:  # the relay would go round for ever
            t.endless = True
            return
        seen.add(state)
        previous = d
        pit, d = last, relay
        hand = b[pit]
        b[pit] = 0
        if ev is not None:
            ev.append(E.Relay(t.mover, pit, hand, d, turned_back=d != previous))


def _capture(t: _Turn, pits: list[int], reason: CaptureReason, last: int,
             run: tuple[int, ...] = ()) -> None:
    """Take ``pits`` into the mover's store; ``last`` (the pit the last seed landed in,
    holding what it holds now) and ``run`` are what the event's ``why`` tells."""
    b = t.b
    seeds = tuple(b[i] for i in pits)
    landed = b[last]
    total = sum(seeds)
    for i in pits:
        b[i] = 0
    b[t.rules.pit_count + t.mover] += total
    t.captured = True
    if t.ev is not None:
        t.ev.append(E.Capture(t.mover, tuple(pits), seeds, total, reason, last, landed, run,
                              t.rules.sides))


def _land_kalah(t: _Turn, last: int, d: int) -> int:
    rules, b, p = t.rules, t.b, t.mover
    n2 = rules.pit_count
    if last == n2 + p:
        t.extra = _INTO_STORE
        return 0
    if last < n2 and rules.owner(last) == p and b[last] == 1:
        opp = n2 - 1 - last if rules.sides == 2 else rules.opposite(last)
        if b[opp] or rules.capture_empty_opposite:
            _capture(t, [opp, last], _KALAH_OPPOSITE, last)
    return 0


def _land_oware(t: _Turn, last: int, d: int) -> int:
    rules, b, p = t.rules, t.b, t.mover
    counts = rules.capture_counts
    if last >= rules.pit_count or rules.owner(last) == p or b[last] not in counts:
        return 0
    opp_side = tables(rules).sides[1 - p]
    if rules.capture_chain is _CONTIGUOUS:
        pits = []
        i = last
        while i in opp_side and b[i] in counts:
            pits.append(i)
            i -= 1
        pits.reverse()
    else:
        pits = sorted(i for i in set(t.sown) if i in opp_side and b[i] in counts)
    if sum(b[i] for i in pits) == sum(b[i] for i in opp_side):
        t.grand_slam = True
        rule = rules.grand_slam
        if rule in (GrandSlamRule.NO_CAPTURE, _FORBIDDEN):
            if t.ev is not None:
                t.ev.append(E.GrandSlam(p, rule))
            return 0
        if rule is GrandSlamRule.SPARE_LAST:
            pits.remove(last)
        elif rule is GrandSlamRule.SPARE_FIRST:
            pits.pop(0)
        elif rule is GrandSlamRule.OPPONENT_TAKES_REST:
            t.grand_slam_ends = True
        if t.ev is not None:
            t.ev.append(E.GrandSlam(p, rule))
        if not pits:
            return 0
    _capture(t, pits, _CHAIN_REASONS[rules.capture_chain], last)
    return 0

_CHAIN_REASONS = {CaptureChain.CONTIGUOUS: CaptureReason.OWARE_CONTIGUOUS,
                  CaptureChain.ANY_SOWN: CaptureReason.OWARE_ANY_SOWN}


def _land_lane(t: _Turn, last: int, d: int) -> int:
    rules, b = t.rules, t.b
    count = b[last]
    if count == 1:
        return 0
    if count not in rules.capture_counts:
        return d  # 3, 5 or more: pick them up and go on
    run: list[int] = []
    for i in reversed(t.sown):
        if i in run or b[i] not in rules.capture_counts:
            break
        run.append(i)
    pits: list[int] = []
    for i in run:
        for j in (i, rules.opposite(i)):
            if j not in pits and b[j]:
                pits.append(j)
    _capture(t, pits, CaptureReason.LANE_TWO_OR_FOUR, last, tuple(run))
    if rules.extra_turn_on_capture:
        t.extra = _AFTER_CAPTURE
    return 0


def _land_giuthi(t: _Turn, last: int, d: int) -> int:
    rules, b, p = t.rules, t.b, t.mover
    if b[last] > 1:
        return -d  # occupied: pick up and sow back the other way
    if rules.owner(last) != p:
        return 0
    opp = rules.opposite(last)
    if not b[opp] or opp not in t.sown_turn:
        return 0
    _capture(t, [opp, last], CaptureReason.GIUTHI_OPPOSITE, last)
    if not rules.chain_captures:
        return 0
    row = tables(rules).sides[p]
    i = last + d
    while i in row and b[i] == 0 and b[rules.opposite(i)]:
        o = rules.opposite(i)
        _capture(t, [o], CaptureReason.GIUTHI_CHAIN, last, (i,))
        i += d
    return 0


LANDINGS = {KALAH: _land_kalah, OWARE: _land_oware, LANE: _land_lane, GIUTHI: _land_giuthi,
            FOUR: _land_kalah}


# --- the end of a turn ------------------------------------------------------------------------

class _End:
    """What the end-of-turn laws decide: who moves next, and whether the game is over."""

    __slots__ = ("next", "termination", "detail", "last_chance")

    def __init__(self, nxt: int) -> None:
        self.next = nxt
        self.termination: Termination | None = None
        self.detail = 0
        self.last_chance = False

    def over(self, termination: Termination, detail: int = 0) -> None:
        """The game ends; ``detail`` picks the sentence (see :func:`outcome.why_text`)."""
        self.termination = termination
        self.detail = detail


def _sweep(t: _Turn, side_of: int, to: int | None, reason: SweepReason) -> None:
    b, n2 = t.b, t.rules.pit_count
    pits = tuple(i for i in tables(t.rules).sides[side_of] if b[i])
    if not pits:
        return
    seeds = tuple(b[i] for i in pits)
    if to is not None:
        for i in pits:
            b[i] = 0
        b[n2 + to] += sum(seeds)
    if t.ev is not None:
        t.ev.append(E.Sweep(to, pits, seeds, sum(seeds), reason, side_of, t.rules.sides))


def _sweep_to_owners(t: _Turn, reason: SweepReason) -> None:
    for side in range(t.rules.sides):
        _sweep(t, side, side, reason)


def _side_total(t: _Turn, player: int) -> int:
    n = t.rules.pits_per_side
    return sum(t.b[0:n]) if player == 0 else sum(t.b[n:2 * n])


def _pass(t: _Turn, end: _End, reason: PassReason) -> None:
    if t.ev is not None:
        t.ev.append(E.Pass(end.next, reason, t.rules.sides))
    end.next = t.rules.next_player(end.next)


def _end_kalah(t: _Turn, pos: Position, end: _End) -> None:
    rules = t.rules
    empty = [s for s in (0, 1) if _side_total(t, s) == 0]
    if rules.game_end is _ONE_LAST_MOVE and len(empty) == 1:
        was_last_chance = pos.last_chance and _side_total(t, 1 - pos.to_move) == 0
        if not was_last_chance:
            end.last_chance = True
            if end.next == empty[0]:
                _pass(t, end, PassReason.LAST_CHANCE)
            empty = []
    if empty:
        _kalah_leftovers(t, empty[0])
        end.over(Termination.SIDE_EMPTY, empty[0])
    elif rules.finish_at_majority and max(t.b[-2:]) * 2 > rules.total_seeds:
        end.over(Termination.MAJORITY)


def _kalah_leftovers(t: _Turn, empty_side: int) -> None:
    rule = t.rules.leftovers
    if rule is _TO_OWNER:
        _sweep_to_owners(t, SweepReason.LEFTOVERS)
    elif rule is _NOT_COUNTED:
        _sweep(t, 1 - empty_side, None, SweepReason.LEFTOVERS)
    else:
        _sweep(t, 1 - empty_side, empty_side, SweepReason.LEFTOVERS)


def _end_oware(t: _Turn, pos: Position, end: _End) -> None:
    rules, b = t.rules, t.b
    total = rules.total_seeds
    stores = b[-2:]
    if t.grand_slam_ends:
        _sweep(t, t.mover, 1 - t.mover, SweepReason.GRAND_SLAM)
        end.over(Termination.GRAND_SLAM)
        return
    if max(stores) * 2 > total:
        end.over(Termination.MAJORITY)
        return
    if stores[0] * 2 == total and stores[1] * 2 == total:
        end.over(Termination.MAJORITY, 1)
        return
    if _side_total(t, end.next) == 0:
        _pass(t, end, PassReason.NO_SEEDS)
    mover = end.next
    if _side_total(t, 1 - mover) == 0:
        side = tables(rules).sides[mover]
        if not any(b[i] >= side.stop - i for i in side):
            _sweep(t, mover, mover, SweepReason.CANNOT_FEED)
            end.over(Termination.CANNOT_FEED, mover)


def _end_lane(t: _Turn, pos: Position, end: _End) -> None:
    on_board = _side_total(t, 0) + _side_total(t, 1)
    if on_board == 0:
        end.over(Termination.BOARD_CLEARED)
    elif on_board == 1:
        owner = 0 if _side_total(t, 0) else 1
        _sweep(t, owner, owner, SweepReason.LONE_PEBBLE)
        end.over(Termination.BOARD_CLEARED, 1)
    elif _side_total(t, end.next) == 0:
        _pass(t, end, PassReason.NO_SEEDS_TO_MOVE)


def _end_giuthi(t: _Turn, pos: Position, end: _End) -> None:
    rules, b = t.rules, t.b
    if min(_side_total(t, 0), _side_total(t, 1)) <= rules.few_seeds_end:
        _sweep_to_owners(t, SweepReason.FEW_SEEDS)
        end.over(Termination.FEW_SEEDS)
        return

    def can_move(player: int) -> bool:
        return any(b[i] >= rules.min_seeds_to_move for i in tables(rules).sides[player])

    if not can_move(end.next):
        if can_move(1 - end.next):
            _pass(t, end, PassReason.NO_PIT_TO_MOVE)
        else:
            _sweep_to_owners(t, SweepReason.NO_MOVES)
            end.over(Termination.NO_MOVES)


def _end_four(t: _Turn, pos: Position, end: _End) -> None:
    """The four-sided board: the game ends when a row is empty (``game_end="any_row_empty"``)
    or, with ``game_end="board_empty"``, a player whose row is empty misses their turn and the
    game ends when every pit is empty."""
    rules, b = t.rules, t.b
    empty = [s for s in range(rules.sides) if not any(b[i] for i in tables(rules).sides[s])]
    if rules.game_end is _ANY_ROW_EMPTY:
        if not empty:
            return
        if rules.leftovers is _TO_OWNER:
            _sweep_to_owners(t, SweepReason.LEFTOVERS)
        else:
            for side in range(rules.sides):
                _sweep(t, side, None, SweepReason.LEFTOVERS)
        # The row named is the first empty one in turn order from the player who just moved.
        order = [(t.mover + k * rules.turn_order) % rules.sides for k in range(rules.sides)]
        end.over(Termination.SIDE_EMPTY, next(s for s in order if s in empty))
        return
    if len(empty) == rules.sides:
        end.over(Termination.BOARD_CLEARED)
        return
    while end.next in empty:
        _pass(t, end, PassReason.NO_SEEDS)


TURN_ENDS = {KALAH: _end_kalah, OWARE: _end_oware, LANE: _end_lane, GIUTHI: _end_giuthi,
             FOUR: _end_four}


def _finish(pos: Position, t: _Turn) -> tuple[Next, int]:
    rules, ev = t.rules, t.ev
    n2 = rules.pit_count
    p = t.mover
    if t.extra:
        nxt = p
        if ev is not None:
            ev.append(E.ExtraTurn(p, t.extra))
    elif t.swapped:
        nxt = p if rules.swap_keeps_turn else 1 - p
    elif rules.sides == 2:
        nxt = 1 - p
    else:
        nxt = rules.next_player(p)
    end = _End(nxt)
    if t.endless:
        _sweep_to_owners(t, SweepReason.ENDLESS)
        end.over(Termination.ENDLESS_SOWING)
    else:
        TURN_ENDS[rules.landing](t, pos, end)
    b = t.b
    pits = tuple(b[:n2])
    stores = tuple(b[n2:])
    partners = t.partners
    if rules.teams and not (t.extra and end.next == p):
        partners ^= 1 << p      # this side's turn is over: the other partner plays it next
    history = pos.history
    if end.termination is None and rules.repetition_ends:
        key = history_key(rules, pits, end.next, partners)
        if stores != pos.stores or t.swapped:
            # A capture cannot be undone, and after a swap the players sit on the other
            # sides: either way no earlier position can come round again.
            history = frozenset((key,))
        elif key in history:
            _sweep_to_owners(t, SweepReason.REPETITION)
            end.over(Termination.REPETITION)
            pits = tuple(b[:n2])
            stores = tuple(b[n2:])
        else:
            history = history | {key}
    outcome = None
    if end.termination is not None:
        end.next = 0  # nobody moves after the end; canonical values keep texts exact
        end.last_chance = False
        partners = 0
        ending = Ending(end.termination, end.detail, rules.few_seeds_end or 0,
                        rules.landing is KALAH, rules.sides)
        outcome = Outcome.decide(end.termination, stores, ending,
                                 partnership=rules.partners_opposite)
        if ev is not None:
            ev.append(E.GameOver(outcome.termination, outcome.winner, outcome.scores, ending))
    elif ev is not None:
        ev.append(E.TurnPasses(end.next))
    # The turn count goes up whenever the turn really ends (not on an extra turn, unless the
    # game is over).
    turn = pos.turn + (0 if t.extra and outcome is None and end.next == p else 1)
    # The pie rule opens the swap when the first player's first turn ends; any other move
    # (the swap itself, or a move by the player who could have swapped) closes it.
    swap_open = (rules.swap is _PIE and outcome is None and pos.turn == 0 and turn == 1
                 and end.next != rules.first_player)
    # (Next's fields in order, without the NamedTuple's keyword-reading constructor: this
    # runs on every traced move)
    return (_new_tuple(Next, (rules, pits, stores, end.next, turn, end.last_chance, history,
                              outcome, swap_open, partners)), end.detail)
