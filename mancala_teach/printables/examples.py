"""Real engine traces for the rule sheets' diagrams: a first move, and a capture.

Nothing here is drawn by hand: a diagram shows ``trace.before`` and ``trace.after`` and
highlights what the trace's events say happened. The capture example comes from a game played
with a fixed random seed, so the same sheet comes out every time.
"""

from __future__ import annotations

import random
import re

from .. import events as E
from ..narrate import narrate_event
from ..naming import LETTERS, PLAYER_NAMES
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


def capture_example(rules: Rules, *, max_sown: int = 12) -> Trace | None:
    """A capturing move from a game played with a fixed seed, short enough to follow."""
    rng = random.Random(f"mancala-teach capture example {rules.spec()}")
    for _ in range(MAX_GAMES):
        pos = Position.start(rules)
        for _ply in range(MAX_PLIES):
            if pos.is_over:
                break
            moves = [m for m in pos.legal_moves() if not m.is_swap]
            if not moves:
                break
            move = rng.choice(moves)
            after, trace = pos.play(move)
            if (trace.captures and trace.sown <= max_sown and not after.is_over
                    and not trace.of_type(E.GrandSlam)):
                return trace
            pos = after
    return None


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
    """A few sentences for a whole move: the narration, with each run of drops in one line.

    Lane's games call the holes cells and keep score piles beside the board, so their
    sentences say so, matching the rule sheet's own words.
    """
    pebbles = trace.before.rules.landing == "lane"
    word = "pebble" if pebbles else "seed"
    lines: list[str] = []
    drops: list[str] = []

    def flush() -> None:
        if drops:
            lines.append(f"One {word} each into: " + ", ".join(drops) + ".")
            drops.clear()

    for e in trace.events:
        if isinstance(e, E.Sow):
            drops.append(LETTERS[e.pit])
        elif isinstance(e, E.SowStore):
            drops.append(f"{PLAYER_NAMES[e.player]}'s store")
        elif isinstance(e, E.SkipOrigin):
            drops.append(f"(skip {LETTERS[e.pit]})")
        elif isinstance(e, (E.TurnPasses, E.GameOver)):
            continue
        else:
            flush()
            lines.append(narrate_event(e, pebbles=pebbles))
    flush()
    if pebbles:
        lines = [re.sub(r"\bpit\b", "cell", line).replace("'s store", "'s score pile")
                 for line in lines]
    return lines


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
