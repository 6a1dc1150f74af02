"""Plain words for every event of a trace, for children following a move seed by seed.

The words are the glossary's (:mod:`mancala_teach.glossary`): "pit" and "seed" in every game
(Lane's cells and pebbles included), "store", "sow", "capture", "relay", "extra turn".
:func:`count_aloud` is the young children's version: it counts the seeds as they drop.
"""

from __future__ import annotations

from typing import Sequence

from . import events as E
from .naming import LETTERS, PLAYER_NAMES
from .outcome import TEAM_NAMES, ranking
from .position import Position
from .trace import Trace


def seat_name(position: Position, players: Sequence[str] | None = None) -> str:
    """Who is to move in ``position``: ``South``, ``East``, ``South's second player`` (teams),
    or the name the class typed for that seat. ``players`` has one name per seat in the order
    of play (:attr:`Position.seat`): South, North; South, East, North, West; or, in a teams
    game, South's first player, North's first, South's second, North's second."""
    if players is not None:
        return players[position.seat]
    return position.mover_name


def _seeds(n: int) -> str:
    return f"{n} seed" if n == 1 else f"{n} seeds"


def narrate_event(event: E.Event, *, pebbles: bool = False,
                  names: Sequence[str] = PLAYER_NAMES, mover: str | None = None,
                  next_player: str | None = None) -> str:
    """One sentence for one event. (``pebbles`` is ignored: every game says "seed".)

    ``names`` are the sides' names (South and North, or South, East, North and West round a
    four-sided board); ``mover`` and ``next_player`` name the people who move now and next
    where they are not simply the side (a teams game, or names the class typed in).
    """
    word = "seed"

    def count(n: int) -> str:
        return f"{n} {word}" if n == 1 else f"{n} {word}s"

    if isinstance(event, E.PickUp):
        way = "" if event.direction == 1 else ", sowing clockwise"
        return (f"{mover or names[event.player]} picks up {count(event.seeds)} from pit "
                f"{LETTERS[event.pit]}{way}.")
    if isinstance(event, E.Sow):
        return (f"Drop one in pit {LETTERS[event.pit]}: it now holds {event.count}. "
                f"{count(event.in_hand)} left in hand.")
    if isinstance(event, E.SowStore):
        return (f"Drop one in {names[event.player]}'s store: it now holds "
                f"{event.count}. {count(event.in_hand)} left in hand.")
    if isinstance(event, E.SkipOrigin):
        return f"Skip pit {LETTERS[event.pit]}, where the move started."
    if isinstance(event, E.Relay):
        way = "sow them back the other way" if event.turned_back else "keep sowing the same way"
        return (f"The last {word} made {event.seeds} in pit {LETTERS[event.pit]}, so pick up "
                f"all {event.seeds} and {way}.")
    if isinstance(event, E.Capture):
        parts = " + ".join(str(s) for s in event.seeds)
        sum_text = f"{parts} = {event.total}" if len(event.seeds) > 1 else f"{event.total}"
        return (f"Capture! {sum_text} {word}s go to {names[event.player]}'s store. "
                f"{event.why}")
    if isinstance(event, E.GrandSlam):
        return event.why
    if isinstance(event, E.ExtraTurn):
        if event.reason == "store":
            return (f"The last {word} landed in {names[event.player]}'s own store: "
                    f"{mover or names[event.player]} gets another turn!")
        return f"{mover or names[event.player]} captured, and gets another turn!"
    if isinstance(event, E.Feed):
        return (f"{names[1 - event.player]} has none, so {names[event.player]} "
                f"gives one {word} from pit {LETTERS[event.from_pit]} to pit "
                f"{LETTERS[event.to_pit]}.")
    if isinstance(event, E.Pass):
        return f"{event.why} {names[event.player]} passes."
    if isinstance(event, E.Swap):
        return f"{names[event.player]} chooses to swap sides."
    if isinstance(event, E.Sweep):
        where = ", ".join(LETTERS[p] for p in event.pits)
        if event.player is None:
            return f"{event.why} ({count(event.total)} in {where})"
        return f"{event.why} {count(event.total)} from {where} go to {names[event.player]}."
    if isinstance(event, E.TurnPasses):
        return f"Now it is {next_player or names[event.player]}'s turn."
    if isinstance(event, E.GameOver):
        if len(names) != len(event.scores):       # partners: two teams of the four seats
            names = TEAM_NAMES
        if len(event.scores) != 2:
            best = max(event.scores)
            winners = tuple(p for p, c in enumerate(event.scores) if c == best)
            return f"Game over: {event.why}. {ranking(event.scores, winners)}."
        s, n = event.scores
        if event.winner is None:
            result = f"It is a draw, {s} to {n}"
        else:
            w = event.winner
            verb = "win" if names is TEAM_NAMES else "wins"
            result = f"{names[w]} {verb}, {event.scores[w]} to {event.scores[1 - w]}"
        return f"Game over: {event.why}. {result}."
    raise TypeError(f"not an event: {event!r}")


def _voices(trace: Trace, players: Sequence[str] | None) -> dict:
    """The names :func:`narrate_event` needs for the events of ``trace``."""
    rules = trace.before.rules
    voices: dict = {"pebbles": rules.landing == "lane", "names": rules.player_names}
    if rules.teams or players is not None:
        voices["mover"] = seat_name(trace.before, players)
        if not trace.after.is_over:
            voices["next_player"] = seat_name(trace.after, players)
    return voices


def narrate_trace(trace: Trace, *, players: Sequence[str] | None = None) -> list[str]:
    """One sentence per event of a move (``players``: see :func:`seat_name`)."""
    voices = _voices(trace, players)
    return [narrate_event(e, **voices) for e in trace.events]


# --- for the stepper widget and the notebooks -------------------------------------------------

def narrate_step(trace: Trace, step: int, *, players: Sequence[str] | None = None) -> str:
    """The sentence for frame ``step`` of a trace: 0 is the moment before the move."""
    voices = _voices(trace, players)
    if step <= 0:
        who = seat_name(trace.before, players)
        if trace.move.is_swap:
            return f"{who} is about to swap sides."
        way = ", to sow clockwise" if trace.move.direction == -1 else ""
        return f"{who} chooses pit {LETTERS[trace.move.pit]}{way}."
    return narrate_event(trace.events[min(step, len(trace.events)) - 1], **voices)


def conservation_line(pits: tuple[int, ...], stores: tuple[int, ...], in_hand: int,
                      total: int, *, pebbles: bool = False, has_stores: bool = True) -> str:
    """The running total that shows no seed is ever lost or made: pits + hand + stores."""
    word = "seeds"
    where = "in the stores" if has_stores else "in the score piles"
    on_board = sum(pits)
    kept = sum(stores)
    now = on_board + in_hand + kept
    same = "the same" if now == total else "NOT the same as"
    return (f"{on_board} in the pits + {in_hand} in hand + {kept} {where} = {now} {word}, "
            f"{same} {total} as at the start.")


def final_tally(position: Position, *, players: Sequence[str] | None = None) -> str:
    """How a finished game came out, in words: why it ended and each player's count."""
    outcome = position.outcome
    if outcome is None:
        return f"The game is not over: {seat_name(position, players)} is to move."
    keep = "store" if position.rules.has_stores else "score pile"
    if outcome.partnership:
        s = position.stores
        return (f"Game over: {outcome.why}. South and North have {s[0]} + {s[2]} = "
                f"{outcome.scores[0]}, East and West {s[1]} + {s[3]} = {outcome.scores[1]}. "
                f"{outcome.result()}.")
    if len(outcome.scores) != 2:
        names = position.rules.player_names
        held = [f"{names[0]}'s {keep} holds {outcome.scores[0]}"]
        held += [f"{name}'s {c}" for name, c in zip(names[1:], outcome.scores[1:])]
        sums = " + ".join(map(str, outcome.scores))
        return (f"Game over: {outcome.why}. {', '.join(held[:-1])} and {held[-1]} "
                f"({sums} = {sum(outcome.scores)}). {outcome.result()}.")
    s, n = outcome.scores
    return (f"Game over: {outcome.why}. South's {keep} holds {s} and North's holds {n} "
            f"({s} + {n} = {s + n}). {outcome.result()}.")


# --- for young children -----------------------------------------------------------------------

def _counting(n: int) -> str:
    """ "1, 2, 3" said aloud; long counts keep only the last few numbers."""
    numbers = [str(k) for k in range(1, n + 1)]
    if n > 6:
        numbers = ["\u2026"] + numbers[-4:]
    return ", ".join(numbers)


def count_aloud(trace: Trace, first: int, last: int, *,
                players: Sequence[str] | None = None) -> str:
    """Young children's words for events ``first`` to ``last`` (1-based, inclusive) of a move.

    Seeds are counted as they drop ("1, 2, 3: a seed in pit F"); the last one says where it
    lands ("1, 2, 3, 4: the last seed lands in South's store."). No sums, no rule names.
    """
    counted = 0          # seeds dropped since the last pick-up
    parts: list[str] = []
    voices = _voices(trace, players)
    names = voices["names"]
    mover = voices.get("mover") or names[trace.before.to_move]
    for index, event in enumerate(trace.events[:last], 1):
        if isinstance(event, (E.PickUp, E.Relay)):
            counted = 0
        elif isinstance(event, (E.Sow, E.SowStore)):
            counted += 1
        if index < first:
            continue
        player = getattr(event, "player", trace.before.to_move)
        who = mover if player == trace.before.to_move else names[player]
        if isinstance(event, E.PickUp):
            parts.append(f"{who} picks up all {_seeds(event.seeds)} from pit "
                         f"{LETTERS[event.pit]}.")
        elif isinstance(event, E.Relay):
            parts.append(f"Pit {LETTERS[event.pit]} has seeds, so pick up all "
                         f"{event.seeds} and keep going.")
        elif isinstance(event, (E.Sow, E.SowStore)):
            where = (f"pit {LETTERS[event.pit]}" if isinstance(event, E.Sow)
                     else f"{names[event.player]}'s store")
            if event.in_hand == 0:
                parts.append(f"{_counting(counted)}: the last seed lands in {where}.")
            else:
                parts.append(f"{_counting(counted)}: a seed in {where}.")
        elif isinstance(event, E.SkipOrigin):
            parts.append(f"Jump over pit {LETTERS[event.pit]}.")
        elif isinstance(event, E.Capture):
            parts.append(f"{who} wins {_seeds(event.total)}! They go into "
                         f"{names[event.player]}'s store.")
        elif isinstance(event, E.ExtraTurn):
            parts.append(f"{who} plays again!")
        elif isinstance(event, E.TurnPasses):
            if not (index > 1 and isinstance(trace.events[index - 2], E.ExtraTurn)):
                parts.append(f"Now it is {voices.get('next_player') or names[event.player]}'s "
                             f"turn.")
        else:
            parts.append(narrate_event(event, **voices))
    return " ".join(parts)


def move_result(trace: Trace, *, players: Sequence[str] | None = None) -> str:
    """What a whole move did, in one or two sentences, with the score after it.

    For the screen reader's announcement at the end of a move: "South sowed pit C; the last
    seed landed in South's store: another turn. South 1, North 0."
    """
    before, after = trace.before, trace.after
    who = seat_name(before, players)
    names = before.rules.player_names
    if trace.move.is_swap:
        text = f"{who} swapped sides."
    else:
        drop = trace.last_drop
        where = ("" if drop is None else
                 f"; the last seed landed in pit {LETTERS[drop.pit]}" if isinstance(drop, E.Sow)
                 else f"; the last seed landed in {names[drop.player]}'s store")
        text = f"{who} sowed pit {LETTERS[trace.move.pit]}{where}."
        if trace.captured:
            text += f" {who} captures {trace.captured}."
        if trace.extra_turn:
            text += f" {who} plays again."
    text += " " + ", ".join(f"{name} {c}" for name, c in zip(names, after.stores)) + "."
    if after.is_over and after.outcome is not None:
        text += f" Game over: {after.outcome.result()}."
    return text
