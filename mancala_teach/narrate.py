"""Plain words for every event of a trace, for children following a move seed by seed."""

from __future__ import annotations

from . import events as E
from .naming import LETTERS, PLAYER_NAMES
from .position import Position
from .trace import Trace


def _seeds(n: int) -> str:
    return f"{n} seed" if n == 1 else f"{n} seeds"


def narrate_event(event: E.Event, *, pebbles: bool = False) -> str:
    """One sentence for one event."""
    word = "pebble" if pebbles else "seed"

    def count(n: int) -> str:
        return f"{n} {word}" if n == 1 else f"{n} {word}s"

    if isinstance(event, E.PickUp):
        way = "" if event.direction == 1 else ", sowing clockwise"
        return (f"{PLAYER_NAMES[event.player]} picks up {count(event.seeds)} from pit "
                f"{LETTERS[event.pit]}{way}.")
    if isinstance(event, E.Sow):
        return (f"Drop one in pit {LETTERS[event.pit]}: it now holds {event.count}. "
                f"{count(event.in_hand)} left in hand.")
    if isinstance(event, E.SowStore):
        return (f"Drop one in {PLAYER_NAMES[event.player]}'s store: it now holds "
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
        return (f"Capture! {sum_text} {word}s go to {PLAYER_NAMES[event.player]}'s store. "
                f"{event.why}")
    if isinstance(event, E.GrandSlam):
        return event.why
    if isinstance(event, E.ExtraTurn):
        if event.reason == "store":
            return (f"The last {word} landed in {PLAYER_NAMES[event.player]}'s own store: "
                    f"{PLAYER_NAMES[event.player]} gets another turn!")
        return f"{PLAYER_NAMES[event.player]} captured, and gets another turn!"
    if isinstance(event, E.Feed):
        return (f"{PLAYER_NAMES[1 - event.player]} has none, so {PLAYER_NAMES[event.player]} "
                f"gives one {word} from cell {LETTERS[event.from_pit]} to cell "
                f"{LETTERS[event.to_pit]}.")
    if isinstance(event, E.Pass):
        return f"{event.why} {PLAYER_NAMES[event.player]} passes."
    if isinstance(event, E.Swap):
        return f"{PLAYER_NAMES[event.player]} chooses to swap sides."
    if isinstance(event, E.Sweep):
        where = ", ".join(LETTERS[p] for p in event.pits)
        if event.player is None:
            return f"{event.why} ({count(event.total)} in {where})"
        return f"{event.why} {count(event.total)} from {where} go to {PLAYER_NAMES[event.player]}."
    if isinstance(event, E.TurnPasses):
        return f"Now it is {PLAYER_NAMES[event.player]}'s turn."
    if isinstance(event, E.GameOver):
        s, n = event.scores
        if event.winner is None:
            result = f"It is a draw, {s} to {n}"
        else:
            w = event.winner
            result = f"{PLAYER_NAMES[w]} wins, {event.scores[w]} to {event.scores[1 - w]}"
        return f"Game over: {event.why}. {result}."
    raise TypeError(f"not an event: {event!r}")


def narrate_trace(trace: Trace) -> list[str]:
    """One sentence per event of a move."""
    pebbles = trace.before.rules.landing == "lane"
    return [narrate_event(e, pebbles=pebbles) for e in trace.events]


# --- for the stepper widget and the notebooks -------------------------------------------------

def narrate_step(trace: Trace, step: int) -> str:
    """The sentence for frame ``step`` of a trace: 0 is the moment before the move."""
    pebbles = trace.before.rules.landing == "lane"
    if step <= 0:
        who = PLAYER_NAMES[trace.before.to_move]
        if trace.move.is_swap:
            return f"{who} is about to swap sides."
        word = "cell" if pebbles else "pit"
        return f"{who} chooses {word} {LETTERS[trace.move.pit]}."
    return narrate_event(trace.events[min(step, len(trace.events)) - 1], pebbles=pebbles)


def conservation_line(pits: tuple[int, ...], stores: tuple[int, int], in_hand: int,
                      total: int, *, pebbles: bool = False, has_stores: bool = True) -> str:
    """The running total that shows no seed is ever lost or made: pits + hand + stores."""
    word = "pebbles" if pebbles else "seeds"
    where = "in the stores" if has_stores else "in the score piles"
    on_board = sum(pits)
    kept = sum(stores)
    now = on_board + in_hand + kept
    same = "the same" if now == total else "NOT the same as"
    return (f"{on_board} in the pits + {in_hand} in hand + {kept} {where} = {now} {word}, "
            f"{same} {total} as at the start.")


def final_tally(position: Position) -> str:
    """How a finished game came out, in words: why it ended and each player's count."""
    outcome = position.outcome
    if outcome is None:
        return f"The game is not over: {PLAYER_NAMES[position.to_move]} is to move."
    keep = "store" if position.rules.has_stores else "score pile"
    s, n = outcome.scores
    return (f"Game over: {outcome.why}. South's {keep} holds {s} and North's holds {n} "
            f"({s} + {n} = {s + n}). {outcome.result()}.")
