"""Plain words for every event of a trace, for children following a move seed by seed.

The words are the glossary's (:mod:`mancala_teach.glossary`): "pit" and "seed" in every game
(Lane's cells and pebbles included), "store", "sow", "capture", "relay", "extra turn".
:func:`count_aloud` is the young children's version: it counts the seeds as they drop.

Every sentence is in the catalogue (:mod:`mancala_teach.i18n`), said in the language in use
when it is made: the seats' names ("Sud"), the events' reasons (made from the events' data)
and the sums (``2 + 3 = 5``, written the language's way). Names a class typed in stay as
they are.
"""

from __future__ import annotations

from typing import Sequence

from . import events as E
from .i18n import _, expression, ngettext
from .naming import LETTERS, PLAYER_NAMES, mover_words, seat_word
from .outcome import ranking, score_words, team_name
from .position import Position
from .trace import Trace


def seat_name(position: Position, players: Sequence[str] | None = None) -> str:
    """Who is to move in ``position``, in the language in use: ``South``, ``East``,
    ``South's second player`` (teams), or the name the class typed for that seat.
    ``players`` has one name per seat in the order of play (:attr:`Position.seat`): South,
    North; South, East, North, West; or, in a teams game, South's first player, North's
    first, South's second, North's second."""
    if players is not None:
        return players[position.seat]
    return mover_words(position)


def narrate_event(event: E.Event, *, pebbles: bool = False,
                  names: Sequence[str] = PLAYER_NAMES, mover: str | None = None,
                  next_player: str | None = None, score_piles: bool = False) -> str:
    """One sentence for one event, in the language in use. (``pebbles`` is ignored: every
    game says "seed".)

    ``names`` are the sides' names (South and North, or South, East, North and West round a
    four-sided board: the English names are said in the language in use); ``mover`` and
    ``next_player`` name the people who move now and next where they are not simply the
    side (a teams game, or names the class typed in). ``score_piles``: the game keeps its
    captures in score piles beside the board (Lane's games), so a capture says so.
    """
    sentence = Narration(names, mover, next_player, score_piles=score_piles).visit(event)
    if sentence is None:
        raise TypeError(f"not an event: {event!r}")
    return sentence


def _sum(parts: tuple[int, ...], total: int) -> str:
    """``2 + 3 = 5`` (or ``5`` alone), the way the language writes sums."""
    if len(parts) < 2:
        return str(total)
    terms: list[int | str] = []
    for part in parts:
        terms += ["+", part] if terms else [part]
    return expression(*terms, "=", total)


class Narration(E.EventVisitor[str]):
    """The sentence for each kind of event (see :func:`narrate_event`), in the language in
    use when it was made."""

    def __init__(self, names: Sequence[str] = PLAYER_NAMES, mover: str | None = None,
                 next_player: str | None = None, *, score_piles: bool = False) -> None:
        self.names = tuple(seat_word(name) for name in names)
        self.mover = mover
        self.next_player = next_player
        self.score_piles = score_piles

    def pick_up(self, event: E.PickUp) -> str:
        who = self.mover or self.names[event.player]
        pit = LETTERS[event.pit]
        if event.direction == 1:
            return ngettext("{player} picks up {n} seed from pit {pit}.",
                            "{player} picks up {n} seeds from pit {pit}.", event.seeds,
                            player=who, pit=pit)
        return ngettext("{player} picks up {n} seed from pit {pit}, sowing clockwise.",
                        "{player} picks up {n} seeds from pit {pit}, sowing clockwise.",
                        event.seeds, player=who, pit=pit)

    def sow(self, event: E.Sow) -> str:
        # TRANSLATORS: {count} is what the pit holds now; {n} the seeds still in the hand.
        return ngettext("Drop one in pit {pit}: it now holds {count}. {n} seed left in hand.",
                        "Drop one in pit {pit}: it now holds {count}. {n} seeds left in hand.",
                        event.in_hand, pit=LETTERS[event.pit], count=event.count)

    def sow_store(self, event: E.SowStore) -> str:
        return ngettext("Drop one in {player}'s store: it now holds {count}. {n} seed left in "
                        "hand.",
                        "Drop one in {player}'s store: it now holds {count}. {n} seeds left in "
                        "hand.", event.in_hand, player=self.names[event.player],
                        count=event.count)

    def skip_origin(self, event: E.SkipOrigin) -> str:
        return _("Skip pit {pit}, where the move started.", pit=LETTERS[event.pit])

    def relay(self, event: E.Relay) -> str:
        # TRANSLATORS: {count} is what the last seed made in pit {pit}: all of them are
        # picked up.
        if event.turned_back:
            return _("The last seed made {count} in pit {pit}, so pick up all {count} and sow "
                     "them back the other way.", count=event.seeds, pit=LETTERS[event.pit])
        return _("The last seed made {count} in pit {pit}, so pick up all {count} and keep "
                 "sowing the same way.", count=event.seeds, pit=LETTERS[event.pit])

    def capture(self, event: E.Capture) -> str:
        owner = self.names[event.player]
        total = _sum(event.seeds, event.total)
        # TRANSLATORS: {sum} is the seeds taken, a sum ("2 + 3 = 5") or a number ("5").
        if self.score_piles:
            said = ngettext("Capture! {sum} seed goes to {player}'s score pile.",
                            "Capture! {sum} seeds go to {player}'s score pile.", event.total,
                            sum=total, player=owner)
        else:
            said = ngettext("Capture! {sum} seed goes to {player}'s store.",
                            "Capture! {sum} seeds go to {player}'s store.", event.total,
                            sum=total, player=owner)
        return f"{said} {event.why}"

    def grand_slam(self, event: E.GrandSlam) -> str:
        return event.why

    def extra_turn(self, event: E.ExtraTurn) -> str:
        who = self.mover or self.names[event.player]
        if event.reason is E.ExtraTurnReason.STORE:
            # TRANSLATORS: {owner} is the seat whose store it is; {player} who plays again
            # (the same seat, or a name the class typed in).
            return _("The last seed landed in {owner}'s own store: {player} gets another "
                     "turn!", owner=self.names[event.player], player=who)
        return _("{player} captured, and gets another turn!", player=who)

    def feed(self, event: E.Feed) -> str:
        names = self.names
        # TRANSLATORS: Lane's feeding rule: {other} has no seeds, so {player} gives one.
        return _("{other} has none, so {player} gives one seed from pit {pit} to pit "
                 "{target}.", other=names[1 - event.player], player=names[event.player],
                 pit=LETTERS[event.from_pit], target=LETTERS[event.to_pit])

    def pass_turn(self, event: E.Pass) -> str:
        return f"{event.why} " + _("{player} passes.", player=self.names[event.player])

    def swap(self, event: E.Swap) -> str:
        return _("{player} chooses to swap sides.", player=self.names[event.player])

    def sweep(self, event: E.Sweep) -> str:
        where = ", ".join(LETTERS[p] for p in event.pits)
        if event.player is None:
            # TRANSLATORS: after a sentence saying that these seeds are not counted.
            return f"{event.why} " + ngettext("({n} seed in {pits})", "({n} seeds in {pits})",
                                              event.total, pits=where)
        return f"{event.why} " + ngettext("{n} seed from {pits} goes to {player}.",
                                          "{n} seeds from {pits} go to {player}.", event.total,
                                          pits=where, player=self.names[event.player])

    def turn_passes(self, event: E.TurnPasses) -> str:
        return _("Now it is {player}'s turn.",
                 player=self.next_player or self.names[event.player])

    def game_over(self, event: E.GameOver) -> str:
        scores = event.scores
        if len(scores) != 2:
            best = max(scores)
            winners = tuple(p for p, c in enumerate(scores) if c == best)
            result = ranking(scores, winners)
        else:
            teams = len(self.names) != 2      # partners: two teams of the four seats
            s, n = scores
            w = event.winner
            if w is None:
                result = _("It is a draw, {score} to {other}", score=s, other=n)
            elif teams:
                # TRANSLATORS: a team ("South and North") wins: the verb is plural.
                result = _("{team} win, {score} to {other}", team=team_name(w),
                           score=scores[w], other=scores[1 - w])
            else:
                result = _("{player} wins, {score} to {other}", player=self.names[w],
                           score=scores[w], other=scores[1 - w])
        # TRANSLATORS: {why} says why the game ended ("South's side is empty"); {result}
        # who won ("South wins, 27 to 21").
        return _("Game over: {why}. {result}.", why=event.why, result=result)


def _voices(trace: Trace, players: Sequence[str] | None) -> dict:
    """The names :func:`narrate_event` needs for the events of ``trace``."""
    rules = trace.before.rules
    voices: dict = {"names": rules.player_names}
    if rules.teams or players is not None:
        voices["mover"] = seat_name(trace.before, players)
        if not trace.after.is_over:
            voices["next_player"] = seat_name(trace.after, players)
    return voices


def narrate_trace(trace: Trace, *, players: Sequence[str] | None = None) -> list[str]:
    """One sentence per event of a move (``players``: see :func:`seat_name`)."""
    narration = Narration(**_voices(trace, players))
    return [narration.visit(e) for e in trace.events]


# --- for the stepper widget and the notebooks -------------------------------------------------

def narrate_step(trace: Trace, step: int, *, players: Sequence[str] | None = None) -> str:
    """The sentence for frame ``step`` of a trace: 0 is the moment before the move."""
    if step <= 0:
        who = seat_name(trace.before, players)
        if trace.move.is_swap:
            return _("{player} is about to swap sides.", player=who)
        if trace.move.direction == -1:
            return _("{player} chooses pit {pit}, to sow clockwise.", player=who,
                     pit=LETTERS[trace.move.pit])
        return _("{player} chooses pit {pit}.", player=who, pit=LETTERS[trace.move.pit])
    event = trace.events[min(step, len(trace.events)) - 1]
    return Narration(**_voices(trace, players)).visit(event)


def conservation_line(pits: tuple[int, ...], stores: tuple[int, ...], in_hand: int,
                      total: int, *, pebbles: bool = False, has_stores: bool = True) -> str:
    """The running total that shows no seed is ever lost or made: pits + hand + stores."""
    on_board = sum(pits)
    kept = sum(stores)
    now = on_board + in_hand + kept
    values = {"pits": on_board, "hand": in_hand, "kept": kept, "total": total}
    # TRANSLATORS: {pits} seeds in the pits, {hand} in the hand, {kept} in the stores (or
    # score piles); {n} their sum; {total} the seeds the game started with.
    if now == total:
        if has_stores:
            return ngettext("{pits} in the pits + {hand} in hand + {kept} in the stores = {n} "
                            "seed, the same {total} as at the start.",
                            "{pits} in the pits + {hand} in hand + {kept} in the stores = {n} "
                            "seeds, the same {total} as at the start.", now, **values)
        return ngettext("{pits} in the pits + {hand} in hand + {kept} in the score piles = {n} "
                        "seed, the same {total} as at the start.",
                        "{pits} in the pits + {hand} in hand + {kept} in the score piles = {n} "
                        "seeds, the same {total} as at the start.", now, **values)
    if has_stores:
        return ngettext("{pits} in the pits + {hand} in hand + {kept} in the stores = {n} seed, "
                        "NOT the same as {total} as at the start.",
                        "{pits} in the pits + {hand} in hand + {kept} in the stores = {n} "
                        "seeds, NOT the same as {total} as at the start.", now, **values)
    return ngettext("{pits} in the pits + {hand} in hand + {kept} in the score piles = {n} "
                    "seed, NOT the same as {total} as at the start.",
                    "{pits} in the pits + {hand} in hand + {kept} in the score piles = {n} "
                    "seeds, NOT the same as {total} as at the start.", now, **values)


def final_tally(position: Position, *, players: Sequence[str] | None = None) -> str:
    """How a finished game came out, in words: why it ended and each player's count."""
    outcome = position.outcome
    if outcome is None:
        return _("The game is not over: {player} is to move.",
                 player=seat_name(position, players))
    why, result = outcome.why, outcome.result()
    if outcome.partnership:
        s = position.stores
        # TRANSLATORS: {sum} and {other_sum} add up the partners' stores: "10 + 12 = 22".
        return _("Game over: {why}. South and North have {sum}, East and West {other_sum}. "
                 "{result}.", why=why, result=result,
                 sum=expression(s[0], "+", s[2], "=", outcome.scores[0]),
                 other_sum=expression(s[1], "+", s[3], "=", outcome.scores[1]))
    scores = outcome.scores
    if len(scores) != 2:
        # TRANSLATORS: the four-sided board: each seat's store, then the sum of the four.
        return _("Game over: {why}. South's store holds {south}, East's {east}, North's "
                 "{north} and West's {west} ({sum}). {result}.", why=why, result=result,
                 south=scores[0], east=scores[1], north=scores[2], west=scores[3],
                 sum=expression(*_plus(scores), "=", sum(scores)))
    s, n = scores
    total = expression(s, "+", n, "=", s + n)
    if position.rules.has_stores:
        return _("Game over: {why}. South's store holds {south} and North's holds {north} "
                 "({sum}). {result}.", why=why, south=s, north=n, sum=total, result=result)
    return _("Game over: {why}. South's score pile holds {south} and North's holds {north} "
             "({sum}). {result}.", why=why, south=s, north=n, sum=total, result=result)


def _plus(numbers: Sequence[int]) -> list[int | str]:
    terms: list[int | str] = []
    for number in numbers:
        terms += ["+", number] if terms else [number]
    return terms


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
        return ngettext("{player} picks up all {n} seed from pit {pit}.",
                        "{player} picks up all {n} seeds from pit {pit}.", event.seeds,
                        player=self.who(event.player), pit=LETTERS[event.pit])

    def relay(self, event: E.Relay) -> str:
        self.counted = 0
        return _("Pit {pit} has seeds, so pick up all {count} and keep going.",
                 pit=LETTERS[event.pit], count=event.seeds)

    def sow(self, event: E.Sow) -> str:
        self.counted += 1
        # TRANSLATORS: {counting} is the count so far, said aloud: "1, 2, 3".
        if event.in_hand == 0:
            return _("{counting}: the last seed lands in pit {pit}.",
                     counting=_counting(self.counted), pit=LETTERS[event.pit])
        return _("{counting}: a seed in pit {pit}.", counting=_counting(self.counted),
                 pit=LETTERS[event.pit])

    def sow_store(self, event: E.SowStore) -> str:
        self.counted += 1
        if event.in_hand == 0:
            return _("{counting}: the last seed lands in {player}'s store.",
                     counting=_counting(self.counted), player=self.names[event.player])
        return _("{counting}: a seed in {player}'s store.", counting=_counting(self.counted),
                 player=self.names[event.player])

    def skip_origin(self, event: E.SkipOrigin) -> str:
        return _("Jump over pit {pit}.", pit=LETTERS[event.pit])

    def capture(self, event: E.Capture) -> str:
        # TRANSLATORS: {player} wins the seeds, which go into {owner}'s store.
        return ngettext("{player} wins {n} seed! It goes into {owner}'s store.",
                        "{player} wins {n} seeds! They go into {owner}'s store.", event.total,
                        player=self.who(event.player), owner=self.names[event.player])

    def extra_turn(self, event: E.ExtraTurn) -> str:
        return _("{player} plays again!", player=self.who(event.player))

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
    names = [seat_word(name) for name in before.rules.player_names]
    if trace.move.is_swap:
        words = [_("{player} swapped sides.", player=who)]
    else:
        drop = trace.last_drop
        pit = LETTERS[trace.move.pit]
        if drop is None:
            words = [_("{player} sowed pit {pit}.", player=who, pit=pit)]
        elif isinstance(drop, E.Sow):
            words = [_("{player} sowed pit {pit}; the last seed landed in pit {last}.",
                       player=who, pit=pit, last=LETTERS[drop.pit])]
        else:
            words = [_("{player} sowed pit {pit}; the last seed landed in {owner}'s store.",
                       player=who, pit=pit, owner=names[drop.player])]
        if trace.captured:
            # TRANSLATORS: {n} is how many seeds were captured.
            words.append(ngettext("{player} captures {n}.", "{player} captures {n}.",
                                  trace.captured, player=who))
        if trace.extra_turn:
            words.append(_("{player} plays again.", player=who))
    words.append(", ".join(score_words(name, c) for name, c in zip(names, after.stores)) + ".")
    if after.is_over and after.outcome is not None:
        words.append(_("Game over: {result}.", result=after.outcome.result()))
    return " ".join(words)
