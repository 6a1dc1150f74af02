"""The computer as an opponent, and hints: the "North is" choice and the **? Hint** button.

"North is" chooses who plays North (on the four-sided board East, North and West): a person,
or the computer at a level named in words. The perfect player is offered only on boards small
enough for it (:func:`mancala_teach.players.plays_perfectly`); young mode keeps the two easy
levels. A hint is the move the strongest level (on a small board, the perfect player) would
play for the player to move, and why; it is shown, never played.

The computer's levels are named by codes ("greedy"), which the Python API takes; what the
select shows for each (:data:`OPPONENT_WORDS`) and what the levels do
(:data:`LEVEL_SAYS`, the player registry's ``says``) are translated where they are read.
The computer's reasons come from :mod:`mancala_teach.players`, made in the session's
language so they follow it once that module speaks it.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Callable, Mapping

from .. import players
from ..errors import MancalaError, shown
from ..i18n import N_, _, and_list, in_own_language, per_language, pgettext
from ..moves import Move
from ..naming import seat_name
from ..position import Position
from .checks import check_choice
from .stepping import MoveChooser, SteppingSession
from .view_model import Control

OPPONENTS = ("person", "random", "greedy", "thinks ahead", "strongest", "perfect")
YOUNG_OPPONENTS = ("person", "random", "greedy")
# What "North is" shows for each choice, in English (translated where it is read).
OPPONENT_WORDS = {"person": N_("a person"), "random": N_("the computer: random"),
                  "greedy": N_("the computer: greedy"),
                  "thinks ahead": N_("the computer: thinks ahead"),
                  "strongest": N_("the computer: strongest"),
                  "perfect": N_("the computer: perfect player (never makes a mistake)")}
# What each level does, as the player registry says it (``players.LEVELS[...].says``, which
# finishes "It is 'greedy': it ..."), marked here for the catalogue until the registry marks
# its own words; tests/test_widgets_languages.py checks the two agree.
LEVEL_SAYS = {
    "random": N_("picks any move it is allowed to make"),
    "greedy": N_("takes the move that puts the most seeds in its store this turn"),
    "thinks ahead": N_("looks 4 turns ahead before it chooses"),
    "strongest": N_("looks as far ahead as it can in about a second"),
    "perfect": N_("never makes a mistake, because it works out every way the game can go "
                  "(small boards only)"),
}


@per_language
def _level_words() -> Mapping[str, str]:
    """Each computer level's name, as a sentence says it ("It is 'greedy'")."""
    return MappingProxyType({
        # TRANSLATORS: the computer's levels, as in "the computer: greedy".
        "random": pgettext("computer level", "random"),
        "greedy": pgettext("computer level", "greedy"),
        "thinks ahead": pgettext("computer level", "thinks ahead"),
        "strongest": pgettext("computer level", "strongest"),
        "perfect": pgettext("computer level", "perfect"),
    })


# The strongest level looks at this many positions a move, not a time: the same moves on
# every machine, and under half a second in a browser.
COMPUTER_NODES = 20_000


class Opponents(SteppingSession):
    """Who plays the other seats, and the Hint button (see the module docstring)."""

    opponent: str = "person"

    def buttons(self) -> dict[str, Callable[[], None]]:
        return {**super().buttons(),
                "hint-off": lambda: self.say(""),
                "hint": self.give_hint}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(), "opponent": self.set_opponent}

    def _others(self) -> tuple[list[int], str]:
        """The seats the opponent select sets, and their names: North, or on the four-sided
        board everyone but South ("East, North and West")."""
        sides = self.rules.sides
        seats = list(range(1, sides))
        return seats, and_list(seat_name(p, sides) for p in seats)

    def opponents(self) -> tuple[str, ...]:
        """The choices of "North is" for this game: the perfect player only on small boards."""
        if self.young:
            return YOUNG_OPPONENTS
        if players.plays_perfectly(self.rules):
            return OPPONENTS
        return tuple(o for o in OPPONENTS if o != "perfect")

    @in_own_language
    def set_opponent(self, opponent: Any, quietly: bool = False) -> None:
        """Who plays North (on the four-sided board East, North and West): ``"person"`` or a
        computer level (``"random"``, ``"greedy"``, ``"thinks ahead"``, ``"strongest"``, and
        on small boards ``"perfect"``; young mode: random or greedy). At once: if it is the
        computer's turn, it moves (seed by seed, like any move, with its reason)."""
        if self.young and isinstance(opponent, str) and \
                opponent.strip().lower() in set(OPPONENTS) - set(YOUNG_OPPONENTS):
            raise MancalaError(_("In young mode the computer plays 'random' or 'greedy' (or "
                                 "opponent='person'), not {value}.", value=shown(opponent)))
        name = check_choice("opponent", opponent, OPPONENTS)
        if name not in self.opponents():
            raise players.too_big_for_perfect(self.rules)
        self.opponent = name
        seats, who = self._others()
        if name == "person":
            for seat in seats:
                self.set_computer(seat, None)
            if not quietly:
                self.say(_("A person plays North: tap North's pits for North's moves.")
                         if len(seats) == 1 else
                         _("People play {players}: each taps their own pits for their moves.",
                           players=who))
            return
        for seat in seats:
            self.set_computer(seat, players.player(name, nodes=COMPUTER_NODES))
        if not quietly:
            says = _(LEVEL_SAYS[name]) if name in LEVEL_SAYS else players.find_level(name).says
            # TRANSLATORS: {players} are the seats the computer plays ("North"; "East, North
            # and West"); {level} the level's name as the Python API spells it ('greedy');
            # {does} what it does ("takes the move that puts the most seeds in its store").
            self.say(_("The computer plays {players}. It is '{level}': it {does}.",
                       players=who, level=_level_words().get(name, name),
                       does=says))

    def _opponent_fits(self) -> str:
        """After a change of game: the perfect player hands a board too big for it over to
        the strongest level, and the words say so (empty when nothing changed)."""
        if self.opponent in self.opponents():
            return ""
        self.set_opponent("strongest", quietly=True)
        return " " + _("The perfect player plays only small boards, so North is now the "
                       "computer: strongest.")

    def _seats_changed(self) -> None:
        super()._seats_changed()
        self.set_opponent(self.opponent, quietly=True)

    @in_own_language
    def give_hint(self) -> str:
        """A hint for the player to move from the computer (the perfect player on a small
        board, else the strongest level; young mode: the greedy one): the move it would play
        and why, in the player's words. Shown, not played."""
        level = ("greedy" if self.young else "perfect" if players.plays_perfectly(self.rules)
                 else "strongest")

        def suggest(pos: Position) -> tuple[Move, str]:
            choice = players.hint(pos, level, nodes=COMPUTER_NODES)
            reason = choice.reason
            if reason.startswith("Try pit") and ": " in reason:    # the hint names the pit
                reason = reason.split(": ", 1)[1]
            return choice.move, reason[:1].upper() + reason[1:]

        return self.hint(suggest)

    @in_own_language
    def hint(self, choose_move: MoveChooser) -> str:
        """A suggestion for the player to move, from ``choose_move``; shown, not played."""
        pos = self.position
        if self.in_move or pos.is_over:
            self.say(self.why_not(0), problem=True)
            return self.message
        choice = choose_move(pos)
        move, reason = choice if isinstance(choice, tuple) else (choice, "")
        if move.is_swap:
            hint = _("Hint: swap sides.")
        else:
            hint = _("Hint: sow pit {move}.", move=self._move_words(move))
        self.say(hint + (f" {reason}" if reason else ""))
        return self.message

    # --- what to draw -------------------------------------------------------------------------

    @in_own_language
    def hint_control(self) -> Control:
        return Control("hint", pgettext("button", "Hint"), icon="?", disabled=self.in_move or
                       self.position.is_over or self.position.to_move in self.computer)

    @in_own_language
    def opponent_control(self) -> Control:
        # TRANSLATORS: the label of a choice list whose choices are "a person", "the
        # computer: greedy" ...: "North is [the computer: greedy]".
        label = (pgettext("label", "North is") if self.rules.sides == 2 else
                 pgettext("label", "{players} are", players=self._others()[1]))
        return Control("opponent", label, kind="select", value=self.opponent,
                       options=[(o, _(OPPONENT_WORDS[o])) for o in self.opponents()])
