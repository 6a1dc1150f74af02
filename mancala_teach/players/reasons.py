"""Why a move was chosen, in one sentence a child can follow, built from the move's trace.

Every clause comes from an event of the trace (a capture, another turn, seeds dropped in the
store, the end of the game) or from a count the engine made (what the opponent could capture
next), never from a guess, so a test can check each sentence against the trace.

``person="I"`` speaks for the computer ("I chose pit J: my last seed lands in my store, so I
go again"); ``person="you"`` gives a hint ("Try pit J: your last seed lands in your store, so
you go again").

Every clause is in the catalogue (:mod:`mancala_teach.i18n`), once for the computer and once
for the child, and the sentence is made in the language in use.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import events as E
from ..i18n import _, ngettext, pgettext
from ..naming import LETTERS, seat_name
from ..trace import Trace



@dataclass(frozen=True)
class Voice:
    """Who speaks: the computer about its own move (``I``), or a hint to the child (``you``)."""

    subject: str      # I / you

    @classmethod
    def of(cls, person: str) -> Voice:
        return cls("I" if person == "I" else "you")

    @property
    def me(self) -> bool:
        return self.subject == "I"


def _pick(v: Voice, mine: str, yours: str) -> str:
    return mine if v.me else yours


def move_words(trace: Trace) -> str:
    """``pit J``, ``pit C, sowing clockwise``, or ``to swap sides``, in the language in use."""
    move = trace.move
    if move.is_swap:
        return pgettext("move", "to swap sides")
    pit = LETTERS[move.pit]
    if trace.before.rules.either_direction:
        if move.direction == -1:
            return pgettext("move", "pit {pit}, sowing clockwise", pit=pit)
        return pgettext("move", "pit {pit}, sowing counterclockwise", pit=pit)
    return pgettext("move", "pit {pit}", pit=pit)


def _head(trace: Trace, v: Voice) -> str:
    """``I chose pit J`` or ``Try pit J`` (and the same with a direction, or a swap)."""
    move = trace.move
    if move.is_swap:
        return _pick(v, _("I chose to swap sides"),
                     _("Try to swap sides"))
    pit = LETTERS[move.pit]
    if trace.before.rules.either_direction:
        if move.direction == -1:
            return _pick(v, _("I chose pit {pit}, sowing clockwise", pit=pit),
                         _("Try pit {pit}, sowing clockwise", pit=pit))
        return _pick(v, _("I chose pit {pit}, sowing counterclockwise",
                          pit=pit),
                     _("Try pit {pit}, sowing counterclockwise", pit=pit))
    return _pick(v, _("I chose pit {pit}", pit=pit),
                 _("Try pit {pit}", pit=pit))


def _other(trace: Trace) -> str:
    rules = trace.before.rules
    if rules.sides != 2:
        return _("another player")
    return seat_name(1 - trace.before.to_move)


def effects(trace: Trace, v: Voice) -> list[str]:
    """What the move does for the mover, as clauses, in the order they happen."""
    mover = trace.before.to_move
    other = _other(trace)
    out: list[str] = []
    captures = [e for e in trace.events if isinstance(e, E.Capture) and e.player == mover]
    again = [e for e in trace.events if isinstance(e, E.ExtraTurn)]
    in_store = [e for e in trace.events if isinstance(e, E.SowStore) and e.player == mover]
    last = trace.last_drop
    if any(isinstance(e, E.Swap) for e in trace.events):
        out.append(_pick(v, _("I take the other side of the board"),
                         _("you take the other side of the board")))
    for e in trace.events:
        if isinstance(e, E.Feed):
            out.append(_pick(v, _("{other} has no seeds, so I must give them "
                                  "one", other=other),
                             _("{other} has no seeds, so you must give them "
                               "one", other=other)))
    if captures:
        total = sum(c.total for c in captures)
        first = captures[0]
        if (first.reason in (E.CaptureReason.KALAH_OPPOSITE, E.CaptureReason.GIUTHI_OPPOSITE)
                and last is not None):
            pit = LETTERS[last.pit]
            out.append(_pick(
                v, ngettext("my last seed lands in my empty pit {pit}, so I capture "
                            "{n} seed",
                            "my last seed lands in my empty pit {pit}, so I capture {n} seeds",
                            total, pit=pit),
                ngettext("your last seed lands in your empty pit {pit}, so you "
                         "capture {n} seed",
                         "your last seed lands in your empty pit {pit}, so you capture {n} "
                         "seeds", total, pit=pit)))
        elif last is not None and isinstance(last, E.Sow):
            pit, count = LETTERS[last.pit], last.count
            # TRANSLATORS: {count} is what the last seed made in pit {pit}; {n} the seeds
            # captured.
            out.append(_pick(
                v, ngettext("my last seed makes {count} in pit {pit}, so I capture "
                            "{n} seed",
                            "my last seed makes {count} in pit {pit}, so I capture {n} seeds",
                            total, pit=pit, count=count),
                ngettext("your last seed makes {count} in pit {pit}, so you capture "
                         "{n} seed",
                         "your last seed makes {count} in pit {pit}, so you capture {n} seeds",
                         total, pit=pit, count=count)))
        else:
            out.append(_pick(v, ngettext("I capture {n} seed", "I capture {n} seeds",
                                         total),
                             ngettext("you capture {n} seed",
                                      "you capture {n} seeds", total)))
    elif any(isinstance(e, E.GrandSlam) for e in trace.events):
        out.append(_("it would take every seed {other} has, so it captures "
                     "nothing", other=other))
    if again:
        if again[0].reason is E.ExtraTurnReason.STORE:
            out.append(_pick(v, _("my last seed lands in my store, so I go "
                                  "again"),
                             _("your last seed lands in your store, so you go "
                               "again")))
        else:
            out.append(_pick(v, _("so I go again"),
                             _("so you go again")))
    elif in_store and not captures:
        n = len(in_store)
        out.append(_pick(v, ngettext("I drop {n} seed in my store",
                                     "I drop {n} seeds in my store", n),
                         ngettext("you drop {n} seed in your store",
                                  "you drop {n} seeds in your store", n)))
    ending = _ending(trace, v)
    if ending:
        out.append(ending)
    return out


def _ending(trace: Trace, v: Voice) -> str | None:
    """How the game ends, if this move ends it, for the mover."""
    over = trace.after.outcome
    if over is None:
        return None
    mover = trace.before.to_move
    if over.partnership:
        ours, theirs = over.scores[mover % 2], over.scores[1 - mover % 2]
        values = {"score": ours, "other": theirs}
        if over.winner is None:
            return _("the game ends in a draw between the teams, {score} to "
                     "{other}", **values)
        if over.winner == mover % 2:
            return _pick(v, _("the game ends and my team wins {score} to "
                              "{other}", **values),
                         _("the game ends and your team wins {score} to "
                           "{other}", **values))
        return _pick(v, _("the game ends and my team loses {score} to "
                          "{other}", **values),
                     _("the game ends and your team loses {score} to {other}",
                       **values))
    if len(over.scores) != 2:
        mine = over.scores[mover]
        if over.winners == (mover,):
            return _pick(v, ngettext("the game ends and I win with {n} seed",
                                     "the game ends and I win with {n} seeds", mine),
                         ngettext("the game ends and you win with {n} seed",
                                  "the game ends and you win with {n} seeds", mine))
        if mover in over.winners:
            return _pick(v, ngettext("the game ends and I share first place with "
                                     "{n} seed",
                                     "the game ends and I share first place with {n} seeds",
                                     mine),
                         ngettext("the game ends and you share first place with "
                                  "{n} seed",
                                  "the game ends and you share first place with {n} seeds",
                                  mine))
        # TRANSLATORS: {n} seeds the mover has; {fewer} how many fewer than the winner.
        fewer = max(over.scores) - mine
        return _pick(v, ngettext("the game ends and I have {n} seed, {fewer} fewer "
                                 "than the winner",
                                 "the game ends and I have {n} seeds, {fewer} fewer than the "
                                 "winner", mine, fewer=fewer),
                     ngettext("the game ends and you have {n} seed, {fewer} fewer "
                              "than the winner",
                              "the game ends and you have {n} seeds, {fewer} fewer than the "
                              "winner", mine, fewer=fewer))
    s = over.scores
    values = {"score": s[mover], "other": s[1 - mover]}
    if over.winner is None:
        return _("the game ends in a draw, {score} to {other}",
                 score=s[0], other=s[1])
    if over.winner == mover:
        return _pick(v, _("the game ends and I win {score} to {other}",
                          **values),
                     _("the game ends and you win {score} to {other}",
                       **values))
    return _pick(v, _("the game ends and I lose {score} to {other}", **values),
                 _("the game ends and you lose {score} to {other}", **values))


def follow_up(trace: Trace, v: Voice) -> str | None:
    """For the move played on another turn: ``and then I can capture 5 seeds`` (or None)."""
    mover = trace.before.to_move
    captured = sum(e.total for e in trace.events if isinstance(e, E.Capture) and e.player == mover)
    if captured:
        return _pick(v, ngettext("and then I can capture {n} seed",
                                 "and then I can capture {n} seeds", captured),
                     ngettext("and then you can capture {n} seed",
                              "and then you can capture {n} seeds", captured))
    if trace.extra_turn:
        return _pick(v, _("and then I can go again"),
                     _("and then you can go again"))
    return None


def sentence(trace: Trace, *, person: str = "I", fallback: str, then: Trace | None = None,
             result: str | None = None) -> str:
    """The whole reason: ``I chose pit J: ...`` (or ``Try pit J: ...`` for ``you``), in the
    language in use (``fallback`` and ``result`` come in it too).

    ``result`` (the perfect player) says how the whole game ends with no mistakes; it is
    added last, after a semicolon, unless the move itself ends the game (its clause already
    says how)."""
    v = Voice.of(person)
    head = _head(trace, v)
    clauses = effects(trace, v)
    if then is not None and trace.extra_turn:
        more = follow_up(then, v)
        if more:
            clauses.append(more)
    # TRANSLATORS: what joins the clauses of a computer's reason ("my last seed lands in my
    # store, so I go again, and then I can capture 4 seeds").
    joined = pgettext("separator", ", ").join(clauses)
    if not clauses:
        joined = fallback
    elif result and trace.after.outcome is None:
        # TRANSLATORS: {head} is "I chose pit J" or "Try pit J"; {clauses} what the move
        # does; {result} how the whole game ends with no mistakes.
        return _("{head}: {clauses}; {result}.", head=head, clauses=joined, result=result)
    return _("{head}: {clauses}.", head=head, clauses=joined)
