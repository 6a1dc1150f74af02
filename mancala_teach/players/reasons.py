"""Why a move was chosen, in one sentence a child can follow, built from the move's trace.

Every clause comes from an event of the trace (a capture, another turn, seeds dropped in the
store, the end of the game) or from a count the engine made (what the opponent could capture
next), never from a guess, so a test can check each sentence against the trace.

``person="I"`` speaks for the computer ("I chose pit J: my last seed lands in my store, so I
go again"); ``person="you"`` gives a hint ("Try pit J: your last seed lands in your store, so
you go again").
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import events as E
from ..naming import LETTERS, PLAYER_NAMES
from ..trace import Trace


@dataclass(frozen=True)
class Voice:
    subject: str      # I / you
    possessive: str   # my / your

    @classmethod
    def of(cls, person: str) -> Voice:
        return cls("I", "my") if person == "I" else cls("you", "your")


def _seeds(n: int) -> str:
    return "1 seed" if n == 1 else f"{n} seeds"


def move_words(trace: Trace) -> str:
    """``pit J``, ``pit C, sowing clockwise``, or ``to swap sides``."""
    move = trace.move
    if move.is_swap:
        return "to swap sides"
    text = f"pit {LETTERS[move.pit]}"
    if trace.before.rules.either_direction:
        text += ", sowing " + ("clockwise" if move.direction == -1 else "counterclockwise")
    return text


def effects(trace: Trace, v: Voice) -> list[str]:
    """What the move does for the mover, as clauses, in the order they happen."""
    mover = trace.before.to_move
    other = PLAYER_NAMES[1 - mover] if trace.before.rules.sides == 2 else "another player"
    out: list[str] = []
    captures = [e for e in trace.events if isinstance(e, E.Capture) and e.player == mover]
    again = [e for e in trace.events if isinstance(e, E.ExtraTurn)]
    in_store = [e for e in trace.events if isinstance(e, E.SowStore) and e.player == mover]
    last = trace.last_drop
    if any(isinstance(e, E.Swap) for e in trace.events):
        out.append(f"{v.subject} take the other side of the board")
    for e in trace.events:
        if isinstance(e, E.Feed):
            out.append(f"{other} has no seeds, so {v.subject} must give them one")
    if captures:
        total = sum(c.total for c in captures)
        first = captures[0]
        if (first.reason in (E.CaptureReason.KALAH_OPPOSITE, E.CaptureReason.GIUTHI_OPPOSITE)
                and last is not None):
            out.append(f"{v.possessive} last seed lands in {v.possessive} empty pit "
                       f"{LETTERS[last.pit]}, so {v.subject} capture {_seeds(total)}")
        elif last is not None and isinstance(last, E.Sow):
            out.append(f"{v.possessive} last seed makes {last.count} in pit "
                       f"{LETTERS[last.pit]}, so {v.subject} capture {_seeds(total)}")
        else:
            out.append(f"{v.subject} capture {_seeds(total)}")
    elif any(isinstance(e, E.GrandSlam) for e in trace.events):
        out.append(f"it would take every seed {other} has, so it captures nothing")
    if again:
        if again[0].reason is E.ExtraTurnReason.STORE:
            out.append(f"{v.possessive} last seed lands in {v.possessive} store, so "
                       f"{v.subject} go again")
        else:
            out.append(f"so {v.subject} go again")
    elif in_store and not captures:
        out.append(f"{v.subject} drop {_seeds(len(in_store))} in {v.possessive} store")
    over = trace.after.outcome
    if over is not None and over.partnership:
        ours, theirs = over.scores[mover % 2], over.scores[1 - mover % 2]
        if over.winner is None:
            out.append(f"the game ends in a draw between the teams, {ours} to {theirs}")
        else:
            result = "win" if over.winner == mover % 2 else "lose"
            out.append(f"the game ends and {v.possessive} team {result}s {ours} to {theirs}")
    elif over is not None and len(over.scores) != 2:
        mine = over.scores[mover]
        if over.winners == (mover,):
            out.append(f"the game ends and {v.subject} win with {_seeds(mine)}")
        elif mover in over.winners:
            out.append(f"the game ends and {v.subject} share first place with {_seeds(mine)}")
        else:
            out.append(f"the game ends and {v.subject} have {_seeds(mine)}, "
                       f"{max(over.scores) - mine} fewer than the winner")
    elif over is not None:
        s = over.scores
        if over.winner is None:
            out.append(f"the game ends in a draw, {s[0]} to {s[1]}")
        elif over.winner == mover:
            out.append(f"the game ends and {v.subject} win {s[mover]} to {s[1 - mover]}")
        else:
            out.append(f"the game ends and {v.subject} lose {s[mover]} to {s[1 - mover]}")
    return out


def follow_up(trace: Trace, v: Voice) -> str | None:
    """For the move played on another turn: ``then I can capture 5`` (or None)."""
    mover = trace.before.to_move
    captured = sum(e.total for e in trace.events if isinstance(e, E.Capture) and e.player == mover)
    if captured:
        return f"then {v.subject} can capture {_seeds(captured)}"
    if trace.extra_turn:
        return f"then {v.subject} can go again"
    return None


def sentence(trace: Trace, *, person: str = "I", fallback: str, then: Trace | None = None,
             result: str | None = None) -> str:
    """The whole reason: ``I chose pit J: ...`` (or ``Try pit J: ...`` for ``you``).

    ``result`` (the perfect player) says how the whole game ends with no mistakes; it is
    added last, after a semicolon, unless the move itself ends the game (its clause already
    says how)."""
    v = Voice.of(person)
    head = (f"I chose {move_words(trace)}" if person == "I" else
            f"Try {move_words(trace)}")
    clauses = effects(trace, v)
    if then is not None and trace.extra_turn:
        more = follow_up(then, v)
        if more:
            clauses.append(f"and {more}")
    if not clauses:
        clauses = [fallback]
    elif result and trace.after.outcome is None:
        return f"{head}: " + ", ".join(clauses) + f"; {result}."
    return f"{head}: " + ", ".join(clauses) + "."
