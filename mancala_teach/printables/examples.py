"""Real engine traces for the rule sheets' and cards' diagrams: a first move, a capture.

Nothing here is drawn by hand: a diagram shows ``trace.before`` and ``trace.after`` and
highlights what the trace's events say happened. The capture example comes from a game played
with a fixed random seed, so the same sheet comes out every time.
"""

from __future__ import annotations

import random
import re

from .. import events as E
from .. import rules as R
from ..i18n import _
from ..narrate import narrate_event
from ..naming import LETTERS, seat_name
from ..render.pdf import store_name
from ..position import Position
from ..rules import Rules
from ..render.highlights import highlights_at
from ..trace import Trace

MAX_GAMES = 200
MAX_PLIES = 120


def first_move(rules: Rules, *, max_sown: int = 12) -> Trace | None:
    """A first move from the starting position that is short enough to follow.

    The first legal move (in pit order) that drops at most ``max_sown`` seeds, or else the
    shortest one: Lane's relay sowings can go round the board several times. None when the
    first player cannot sow at all (a Lane set-up with nothing on their side).
    """
    pos = Position.start(rules)
    if pos.is_over:
        return None
    traces = [pos.play(m)[1] for m in pos.legal_moves() if not m.is_swap]
    if not traces:
        return None
    short = [t for t in traces if t.sown <= max_sown]
    return short[0] if short else min(traces, key=lambda t: t.sown)


def _from_games(rules: Rules, label: str, wanted) -> Trace | None:
    """The first move ``wanted(trace, after)`` accepts, from games played with a fixed seed."""
    rng = random.Random(f"mancala-teach {label} example {rules.spec()}")
    for _game in range(MAX_GAMES):
        pos = Position.start(rules)
        for _ply in range(MAX_PLIES):
            if pos.is_over:
                break
            moves = [m for m in pos.legal_moves() if not m.is_swap]
            if not moves:
                break
            move = rng.choice(moves)
            after, trace = pos.play(move)
            if wanted(trace, after):
                return trace
            pos = after
    return None


def capture_example(rules: Rules, *, max_sown: int = 12) -> Trace | None:
    """A capturing move from a game played with a fixed seed, short enough to follow."""
    return _from_games(rules, "capture", lambda t, after: (
        t.captures and t.sown <= max_sown and not after.is_over
        and not t.of_type(E.GrandSlam)))


def relay_capture_example(rules: Rules, *, max_sown: int = 14) -> Trace | None:
    """A move that sows on from where it landed and then captures (Lane, Giuthi): one
    picture for both rules. None for games without relays."""
    if rules.landing not in (R.LANE, R.GIUTHI):
        return None
    return _from_games(rules, "relay capture", lambda t, after: (
        t.captures and t.of_type(E.Relay) and t.sown <= max_sown and not after.is_over))


def relay_example(rules: Rules, *, max_sown: int = 14) -> Trace | None:
    """A move that sows on from where it landed (Lane, Giuthi), without a capture, short
    enough to follow: the first move of the game if it is one, else one from a game played
    with a fixed seed. None for games without relays."""
    if rules.landing not in (R.LANE, R.GIUTHI):
        return None
    first = first_move(rules, max_sown=max_sown)
    if (first is not None and first.of_type(E.Relay) and first.sown <= max_sown
            and not first.captures):
        return first
    return _from_games(rules, "relay", lambda t, after: (
        t.of_type(E.Relay) and not t.captures and t.sown <= max_sown and not after.is_over))


def extra_turn_example(rules: Rules) -> Trace | None:
    """A move from the start that earns another turn, if the game has one there."""
    pos = Position.start(rules)
    for m in pos.legal_moves():
        if m.is_swap:
            continue
        trace = pos.play(m)[1]
        if trace.extra_turn:
            return trace
    return None


def summarise(trace: Trace) -> list[str]:
    """A few sentences for a whole move: the narration, with each run of drops in one line,
    ending with why the move stopped where it did.

    Every game says "pit" (the word children meet on every board and worksheet); Lane's games
    keep score piles beside the board, so their sentences say so. Every sentence is in the
    language in use, the narration's (:func:`mancala_teach.narrate.narrate_event`) too.
    """
    rules = trace.before.rules
    pebbles = rules.landing == "lane"
    names = rules.player_names
    lines: list[str] = []
    drops: list[str] = []

    def flush() -> None:
        if drops:
            # TRANSLATORS: {places} lists where one seed each went: "D, E, South's store, G".
            lines.append(_("One seed each into: {places}.", places=", ".join(drops)))
            drops.clear()

    for e in trace.events:
        if isinstance(e, E.Sow):
            drops.append(LETTERS[e.pit])
        elif isinstance(e, E.SowStore):
            drops.append(store_name(seat_name(e.player, rules.sides)))
        elif isinstance(e, E.SkipOrigin):
            drops.append(_("(skip {pit})", pit=LETTERS[e.pit]))
        elif isinstance(e, (E.TurnPasses, E.GameOver, E.ExtraTurn)):
            continue
        else:
            flush()
            lines.append(narrate_event(e, names=names, score_piles=pebbles))
    flush()
    lines.append(why_it_stopped(trace))
    return [plain_pits(line) for line in lines]


def plain_pits(text: str) -> str:
    """"pit" for every game (the engine's narration calls Lane's holes cells)."""
    return re.sub(r"\bcell\b", "pit", re.sub(r"\bcells\b", "pits", text))


def why_it_stopped(trace: Trace) -> str:
    """One sentence: why the move ended where it did (or why the mover plays again), in the
    language in use."""
    rules = trace.before.rules
    mover = trace.before.to_move
    who = seat_name(mover, rules.sides)
    last = trace.last_drop
    again = trace.extra_turn
    # TRANSLATORS: every "Why it stopped" sentence: {player} is the mover (a seat), {pit} a
    # pit's letter, {owner} the seat whose side the last seed fell on.
    if isinstance(last, E.SowStore):
        return _("Why it stopped: the last seed landed in {player}'s own store, so {player} "
                 "plays again.", player=who)
    if last is None:
        return _("Why it stopped: there was nothing to sow.")
    pit, count = LETTERS[last.pit], last.count
    owner = rules.owner(last.pit)
    if trace.captures:
        if again:
            return _("Why it stopped: the last seed landed in pit {pit}, {player} captured, "
                     "and after a capture {player} plays again.", pit=pit, player=who)
        return _("Why it stopped: the last seed landed in pit {pit}, {player} captured, and "
                 "then the turn ends.", pit=pit, player=who)
    if rules.landing in (R.KALAH, R.FOUR):
        if count == 1 and owner == mover:
            if rules.sides == 2:
                return _("Why it stopped: the last seed fell into an empty pit of "
                         "{player}'s ({pit}), but the pit opposite was empty, so nothing is "
                         "captured and the turn ends.", player=who, pit=pit)
            return _("Why it stopped: the last seed fell into an empty pit of {player}'s "
                     "({pit}), but the pit facing it was empty, so nothing is captured and "
                     "the turn ends.", player=who, pit=pit)
        if count == 1:      # on another player's side (an empty pit of the mover's is above)
            if again:
                return _("Why it stopped: the last seed fell into an empty pit on {owner}'s "
                         "side ({pit}), so {player} plays again.",
                         owner=seat_name(owner, rules.sides), pit=pit, player=who)
            return _("Why it stopped: the last seed fell into an empty pit on {owner}'s side "
                     "({pit}), so the turn ends.", owner=seat_name(owner, rules.sides), pit=pit)
        if again:
            return _("Why it stopped: the last seed fell into pit {pit}, which already had "
                     "seeds, so {player} plays again.", pit=pit, player=who)
        return _("Why it stopped: the last seed fell into pit {pit}, which already had seeds, "
                 "so the turn ends.", pit=pit)
    if rules.landing == R.OWARE:
        if owner == mover:
            return _("Why it stopped: the seeds ran out in pit {pit} on {player}'s own side, "
                     "so nothing is captured and the turn ends.", pit=pit, player=who)
        return _("Why it stopped: the seeds ran out in pit {pit}, which now holds {count}, not "
                 "2 or 3, so nothing is captured and the turn ends.", pit=pit, count=count)
    if rules.landing == R.LANE:
        if again:
            return _("Why it stopped: the last seed fell into an empty pit ({pit} now holds "
                     "1), so {player} plays again.", pit=pit, player=who)
        return _("Why it stopped: the last seed fell into an empty pit ({pit} now holds 1), "
                 "so the turn ends.", pit=pit)
    return _("Why it stopped: the last seed fell into an empty pit ({pit}), so the sowing "
             "stops; nothing is captured and the turn ends.", pit=pit)


def highlights(trace: Trace) -> tuple[dict[int, str], dict[int, str], dict[int, str]]:
    """(before, after, stores-after) highlight maps for a diagram of ``trace``.

    Read from the same :func:`highlights_at` the notebooks use, so paper and projector pick
    out the same pits; only the shape of the answer (maps for ``draw_board``) is ours.
    """
    hl = highlights_at(trace)
    before = {pit: "picked_up" for pit in hl.picked_up}
    after = {pit: "last_seed" for pit in hl.last_seed}
    after.update({pit: "captured" for pit in hl.captured})   # a captured pit shows as captured
    stores = {player: "store_grew" for player in hl.store_grew}
    return before, after, stores
