"""Where the last seed lands: the places a sowing can end, as the engine plays it.

The landing of every seed count comes from actually playing the move, never from a formula,
so a table or chart shows what the rules do (the formula is what students discover from it).
:func:`mancala_teach.render.chart_svg.landing_chart` draws these tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import events as E
from .naming import LETTERS
from .position import Position
from .rules import Rules


@dataclass(frozen=True)
class Landing:
    seeds: int
    slot: int      # 0 .. cycle-1 counted from the pit after the origin along the sowing path
    name: str      # "pit H" or "South's store"


def sowing_path(rules: Rules, player: int, pit: int) -> list[str]:
    """The places a move from ``pit`` can drop a seed, in sowing order, once round.

    Read from the engine: sow 1, 2, 3 ... seeds until a landing place comes round again. In
    Kalah that is 13 places (the opponent's store is skipped), in Oware 11 (the emptied pit is
    skipped).
    """
    path: list[str] = []
    for seeds in range(1, 2 * rules.pit_count + 3):
        name = landing_of(rules, player, pit, seeds).name
        if name in path:
            break
        path.append(name)
    return path


def landing_of(rules: Rules, player: int, pit: int, seeds: int) -> Landing:
    """Where the last of ``seeds`` seeds sown from ``pit`` lands (the engine plays it)."""
    trace = _play_with(rules, player, pit, seeds)
    drop = next(e for e in reversed(trace.events) if isinstance(e, (E.Sow, E.SowStore)))
    if isinstance(drop, E.Sow):
        name = f"pit {LETTERS[drop.pit]}"
    else:
        name = f"{rules.player_names[drop.player]}'s store"
    return Landing(seeds, -1, name)


def _play_with(rules: Rules, player: int, pit: int, seeds: int) -> Any:
    """A legal position with ``seeds`` in ``pit`` and the rest spread out, and its move played.

    Captures and relays do not matter here: the first sowing's last seed is what we chart, so
    the other pits are empty except one seed on each other side (so nobody must be fed),
    and the rest of the seeds wait in the stores.
    """
    n2 = rules.pit_count
    total = rules.total_seeds
    pits = [0] * n2
    pits[pit] = seeds
    for other in range(rules.sides):
        if other != player:
            pits[rules.side(other)[0]] = 1
    rest = total - sum(pits)
    if rest < 0:
        raise ValueError(f"{seeds} seeds do not fit in a game of {total}.")
    share = rest // rules.sides
    stores = (share,) * (rules.sides - 1) + (rest - share * (rules.sides - 1),)
    before = Position.of(rules, pits, stores, player)
    _, trace = before.play(pit)
    # Only the first sowing: stop at the first relay (Lane, Giuthi) if there is one.
    events = []
    for e in trace.events:
        if isinstance(e, E.Relay):
            break
        events.append(e)
    return type(trace)(trace.before, trace.move, tuple(events), trace.after)


def landing_table(rules: Rules, pit: int, max_seeds: int, player: int | None = None
                  ) -> list[Landing]:
    """Landings for 1 .. ``max_seeds`` seeds from ``pit``, each numbered along the sowing path."""
    player = rules.owner(pit) if player is None else player
    path = sowing_path(rules, player, pit)
    out = []
    for s in range(1, max_seeds + 1):
        land = landing_of(rules, player, pit, s)
        out.append(Landing(s, path.index(land.name), land.name))
    return out
