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
from .rules import Landing
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
    sentence = Narration(names, mover, next_player).visit(event)
    if sentence is None:
        raise TypeError(f"not an event: {event!r}")
    return sentence


def _count(n: int, word: str = "seed") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class Narration(E.EventVisitor[str]):
    """The sentence for each kind of event (see :func:`narrate_event`)."""

    word = "seed"

    def __init__(self, names: Sequence[str] = PLAYER_NAMES, mover: str | None = None,
                 next_player: str | None = None) -> None:
        self.names = names
        self.mover = mover
        self.next_player = next_player

    def pick_up(self, event: E.PickUp) -> str:
        way = "" if event.direction == 1 else ", sowing clockwise"
        return (f"{self.mover or self.names[event.player]} picks up {_count(event.seeds)} "
                f"from pit {LETTERS[event.pit]}{way}.")

    def sow(self, event: E.Sow) -> str:
        return (f"Drop one in pit {LETTERS[event.pit]}: it now holds {event.count}. "
                f"{_count(event.in_hand)} left in hand.")

    def sow_store(self, event: E.SowStore) -> str:
        return (f"Drop one in {self.names[event.player]}'s store: it now holds "
                f"{event.count}. {_count(event.in_hand)} left in hand.")

    def skip_origin(self, event: E.SkipOrigin) -> str:
        return f"Skip pit {LETTERS[event.pit]}, where the move started."

    def relay(self, event: E.Relay) -> str:
        way = "sow them back the other way" if event.turned_back else "keep sowing the same way"
        return (f"The last {self.word} made {event.seeds} in pit {LETTERS[event.pit]}, so pick "
                f"up all {event.seeds} and {way}.")

    def capture(self, event: E.Capture) -> str:
        parts = " + ".join(str(s) for s in event.seeds)
        sum_text = f"{parts} = {event.total}" if len(event.seeds) > 1 else f"{event.total}"
        return (f"Capture! {sum_text} {self.word}s go to {self.names[event.player]}'s store. "
                f"{event.why}")

    def grand_slam(self, event: E.GrandSlam) -> str:
        return event.why

    def extra_turn(self, event: E.ExtraTurn) -> str:
        who = self.mover or self.names[event.player]
        if event.reason is E.ExtraTurnReason.STORE:
            return (f"The last {self.word} landed in {self.names[event.player]}'s own store: "
                    f"{who} gets another turn!")
        return f"{who} captured, and gets another turn!"

    def feed(self, event: E.Feed) -> str:
        names = self.names
        return (f"{names[1 - event.player]} has none, so {names[event.player]} "
                f"gives one {self.word} from pit {LETTERS[event.from_pit]} to pit "
                f"{LETTERS[event.to_pit]}.")

    def pass_turn(self, event: E.Pass) -> str:
        return f"{event.why} {self.names[event.player]} passes."

    def swap(self, event: E.Swap) -> str:
        return f"{self.names[event.player]} chooses to swap sides."

    def sweep(self, event: E.Sweep) -> str:
        where = ", ".join(LETTERS[p] for p in event.pits)
        if event.player is None:
            return f"{event.why} ({_count(event.total)} in {where})"
        return (f"{event.why} {_count(event.total)} from {where} go to "
                f"{self.names[event.player]}.")

    def turn_passes(self, event: E.TurnPasses) -> str:
        return f"Now it is {self.next_player or self.names[event.player]}'s turn."

    def game_over(self, event: E.GameOver) -> str:
        names = self.names
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


def _voices(trace: Trace, players: Sequence[str] | None) -> dict:
    """The names :func:`narrate_event` needs for the events of ``trace``."""
    rules = trace.before.rules
    voices: dict = {"pebbles": rules.landing is Landing.LANE, "names": rules.player_names}
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
    young = _CountAloud(trace, _voices(trace, players))
    parts = []
    for index, event in enumerate(trace.events[:last], 1):
        said = young.visit(event)         # every event counts, even those not said aloud
        young.previous = event
        if index >= first and said:
            parts.append(said)
    return " ".join(parts)


class _CountAloud(Narration):
    """:func:`count_aloud`'s words: seeds counted as they drop, no sums, no rule names; the
    other events are narrated as usual."""

    def __init__(self, trace: Trace, voices: dict) -> None:
        super().__init__(voices["names"], voices.get("mover"), voices.get("next_player"))
        self.me = trace.before.to_move
        self.young_mover = voices.get("mover") or self.names[self.me]
        self.counted = 0              # seeds dropped since the last pick-up
        self.previous: E.Event | None = None

    def who(self, player: int) -> str:
        return self.young_mover if player == self.me else self.names[player]

    def pick_up(self, event: E.PickUp) -> str:
        self.counted = 0
        return (f"{self.who(event.player)} picks up all {_seeds(event.seeds)} from pit "
                f"{LETTERS[event.pit]}.")

    def relay(self, event: E.Relay) -> str:
        self.counted = 0
        return f"Pit {LETTERS[event.pit]} has seeds, so pick up all {event.seeds} and keep going."

    def _drop(self, where: str, in_hand: int) -> str:
        self.counted += 1
        if in_hand == 0:
            return f"{_counting(self.counted)}: the last seed lands in {where}."
        return f"{_counting(self.counted)}: a seed in {where}."

    def sow(self, event: E.Sow) -> str:
        return self._drop(f"pit {LETTERS[event.pit]}", event.in_hand)

    def sow_store(self, event: E.SowStore) -> str:
        return self._drop(f"{self.names[event.player]}'s store", event.in_hand)

    def skip_origin(self, event: E.SkipOrigin) -> str:
        return f"Jump over pit {LETTERS[event.pit]}."

    def capture(self, event: E.Capture) -> str:
        return (f"{self.who(event.player)} wins {_seeds(event.total)}! They go into "
                f"{self.names[event.player]}'s store.")

    def extra_turn(self, event: E.ExtraTurn) -> str:
        return f"{self.who(event.player)} plays again!"

    def turn_passes(self, event: E.TurnPasses) -> str | None:
        if isinstance(self.previous, E.ExtraTurn):      # "plays again" said it already
            return None
        return super().turn_passes(event)


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
