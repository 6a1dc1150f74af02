"""Why a capture, a grand slam, a pass or a sweep happened, in a sentence a child can follow.

The events of a trace (:mod:`mancala_teach.events`) are plain data; their ``why`` is made
here, from that data, when it is read, in the language in use (:mod:`mancala_teach.i18n`).
Each function takes an event and answers with one or two whole sentences; the kinds of
reason are looked up by their words (``"kalah_opposite"``), so this module needs nothing
from :mod:`mancala_teach.events` and the events can call it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .i18n import _
from .naming import LETTERS, seat_name
from .rules import GrandSlamRule

if TYPE_CHECKING:
    from .events import Capture, Pass, Sweep


def _letters(pits: tuple[int, ...]) -> str:
    return ", ".join(LETTERS[p] for p in pits)


# --- captures -------------------------------------------------------------------------------------

def _kalah(c: Capture) -> str:
    # (pits: the pit opposite, then the mover's pit where the last seed landed)
    player, pit, opposite = seat_name(c.player, c.sides), LETTERS[c.last], LETTERS[c.pits[0]]
    if c.sides == 2:
        # TRANSLATORS: {player} is a seat (South); {pit} and {opposite} are pit letters;
        # {count} how many seeds the pit opposite holds.
        return _("The last seed landed in {player}'s empty pit {pit}, and pit {opposite} "
                 "opposite holds {count}.", player=player, pit=pit, opposite=opposite,
                 count=c.seeds[0])
    # TRANSLATORS: the four-sided board: the pit facing it across the square (or folded in
    # the next row).
    return _("The last seed landed in {player}'s empty pit {pit}, and pit {opposite} facing "
             "it holds {count}.", player=player, pit=pit, opposite=opposite, count=c.seeds[0])


def _oware_contiguous(c: Capture) -> str:
    # TRANSLATORS: {count} is what the last seed made in pit {pit}; {pits} the letters of
    # the pits taken ("J, K").
    return _("The last seed made {count} in pit {pit} on the other side; going back from it, "
             "each pit holding 2 or 3 is taken: {pits}.", count=c.landed, pit=LETTERS[c.last],
             pits=_letters(c.pits))


def _oware_any_sown(c: Capture) -> str:
    return _("The last seed made {count} in pit {pit} on the other side; every pit sown into "
             "that holds 2 or 3 is taken: {pits}.", count=c.landed, pit=LETTERS[c.last],
             pits=_letters(c.pits))


def _lane(c: Capture) -> str:
    # TRANSLATORS: {pits} are the letters of the run ("E, D").
    return _("The last pit, {pit}, holds {count}; the run of pits holding 2 or 4 ({pits}) is "
             "taken with the pits opposite.", pit=LETTERS[c.last], count=c.landed,
             pits=_letters(c.run))


def _giuthi(c: Capture) -> str:
    return _("The last seed landed in {player}'s empty pit {pit}, and pit {opposite} "
             "opposite, holding {count}, was sown into this turn.",
             player=seat_name(c.player, c.sides), pit=LETTERS[c.last],
             opposite=LETTERS[c.pits[0]], count=c.seeds[0])


def _giuthi_chain(c: Capture) -> str:
    return _("Pit {pit} next along is empty too, so pit {opposite} opposite is taken as well.",
             pit=LETTERS[c.run[0]], opposite=LETTERS[c.pits[0]])


_CAPTURES: dict[str, Callable[[Capture], str]] = {
    "kalah_opposite": _kalah, "oware_contiguous": _oware_contiguous,
    "oware_any_sown": _oware_any_sown, "lane_two_or_four": _lane,
    "giuthi_opposite": _giuthi, "giuthi_chain": _giuthi_chain}


def capture_why(capture: Capture) -> str:
    """Why a capture took what it took: "The last seed landed in South's empty pit C, and
    pit J opposite holds 4."."""
    return _CAPTURES[capture.reason](capture)


# --- grand slams ----------------------------------------------------------------------------------

def grand_slam_why(rule: GrandSlamRule) -> str:
    """What a grand slam does under ``rule`` (Oware and Wari)."""
    if rule in (GrandSlamRule.NO_CAPTURE, GrandSlamRule.FORBIDDEN):
        return _("This move would take every seed on the other side (a grand slam), so it "
                 "captures nothing.")
    if rule is GrandSlamRule.CAPTURE_ALL:
        return _("This move takes every seed on the other side (a grand slam).")
    if rule is GrandSlamRule.SPARE_LAST:
        return _("A grand slam: the seeds in the last house stay on the board.")
    if rule is GrandSlamRule.SPARE_FIRST:
        return _("A grand slam: the seeds in the first house of the capture stay.")
    return _("A grand slam: it captures, then the game ends and the seeds left go to the "
             "other player.")


# --- passes ----------------------------------------------------------------------------------------

def pass_why(event: Pass) -> str:
    """Why ``event.player`` cannot move."""
    player = seat_name(event.player, event.sides)
    reason = event.reason
    if reason == "last_chance":
        # TRANSLATORS: Kalah's "one last move" rule: {player}'s side is empty, {other} moves.
        return _("{player} has no seeds; {other} gets one last move.", player=player,
                 other=seat_name(1 - event.player))
    if reason == "no_seeds_to_move":
        return _("{player} has no seeds to move.", player=player)
    if reason == "no_pit_to_move":
        return _("{player} has no pit with more than one seed.", player=player)
    return _("{player} has no seeds to sow.", player=player)


# --- sweeps -----------------------------------------------------------------------------------------

def _leftovers(s: Sweep) -> str:
    if s.player is None:
        return _("Seeds left in the pits are not counted.")
    if s.player != s.side:
        return _("{player} emptied their side first and takes the seeds left.",
                 player=seat_name(s.player, s.sides))
    if s.sides == 2:
        return _("Seeds left in the pits go to the owner of the side.")
    return _("Seeds left in the pits go to the owner of the row.")


def _cannot_feed(s: Sweep) -> str:
    # TRANSLATORS: Oware: {other} has nothing and {player} cannot give them any.
    return _("{other} has no seeds and no move of {player}'s can reach them, so {player} "
             "takes the seeds on their own side.", other=seat_name(1 - s.side),
             player=seat_name(s.side))


_SWEEPS: dict[str, Callable[[Sweep], str]] = {
    "leftovers": _leftovers,
    "endless": lambda s: _("The sowing would go round for ever; each player takes the seeds "
                           "on their side."),
    "repetition": lambda s: _("The position has been seen before, so the game is endless; "
                              "each player takes the seeds on their side."),
    "grand_slam": lambda s: _("After a grand slam the seeds left on the board go to the "
                              "other player."),
    "cannot_feed": _cannot_feed,
    "lone_pebble": lambda s: _("Only one seed is left; it belongs to {player}, on whose side "
                               "it lies.", player=seat_name(s.side, s.sides)),
    "few_seeds": lambda s: _("Each player keeps the seeds on their side."),
    "no_moves": lambda s: _("Each player keeps the seeds on their side."),
}


def sweep_why(sweep: Sweep) -> str:
    """Why the seeds left on the board at the end went where they went."""
    return _SWEEPS[sweep.reason](sweep)


__all__ = ["capture_why", "grand_slam_why", "pass_why", "sweep_why"]
