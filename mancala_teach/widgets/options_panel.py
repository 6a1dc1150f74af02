"""The options panel: Game, Pits a side (or a row), Seeds a pit, and **Start again**.

A choice in the panel changes nothing on the board until Start again, which starts a new game
of the chosen game and size with the house rules the stepper was made with (those the new
game has). Each number is checked against the game's own limits first, and refused with one
sentence, never changed into a different game. Young mode shows only Start again, which
starts the same game again.
"""

from __future__ import annotations

from typing import Any, Callable

from ..errors import MancalaError
from ..glossary import game_title
from ..i18n import _, capitalised, in_own_language, pgettext
from ..position import Position
from ..variants import VARIANTS, find_variant
from .checks import check_game, check_rules, seats_of
from .stepping import SteppingSession
from .view_model import Control, whole_number


class OptionsPanel(SteppingSession):
    """What Start again will start (see the module docstring)."""

    panel: dict[str, Any]              # "game", "pits", "seeds"
    house_rules: dict[str, Any]        # the rule options the stepper was made with
    opponent: str
    score: list[int]

    def buttons(self) -> dict[str, Callable[[], None]]:
        return {**super().buttons(), "start-again": self.start_again}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(),
                "game": self._panel_game,
                "pits": lambda v: self._panel_number("pits", v),
                "seeds": lambda v: self._panel_number("seeds", v)}

    def _panel_game(self, value: Any) -> None:
        v = check_game(str(value))
        self.panel["game"] = v.name
        for key in ("pits", "seeds"):
            try:
                self.panel[key] = v.option(key).default
            except MancalaError:
                pass

    def _panel_number(self, key: str, value: Any) -> None:
        v = find_variant(self.panel["game"])
        opt = v.option(key)
        game = capitalised(game_title(v.title))
        # TRANSLATORS: each goes into "Type {what} in the box first, as a whole number like
        # 6."
        if key == "seeds":
            what = _("the number of seeds in each pit")
        elif v.rules().sides == 2:
            what = _("the number of pits a side")
        else:
            what = _("the number of pits a row")
        number = whole_number(value, what, opt.default)
        if opt.low <= number <= opt.high:
            self.panel[key] = number
            return
        said = dict(game=game, low=opt.low, high=opt.high, number=number)
        if key == "seeds":
            raise MancalaError(_("{game} can have from {low} to {high} seeds in each pit, not "
                                 "{number}.", **said))
        if v.rules().sides == 2:
            raise MancalaError(_("{game} can have from {low} to {high} pits a side, not "
                                 "{number}.", **said))
        raise MancalaError(_("{game} can have from {low} to {high} pits a row, not {number}.",
                             **said))

    def _new_board(self, position: Position) -> None:
        """A start from any position shows its game and size in the panel."""
        super()._new_board(position)
        self.variant = find_variant(position.rules.variant)
        self.panel.update(game=self.variant.name, pits=position.rules.pits_per_side,
                          seeds=position.rules.seeds_per_pit)

    @in_own_language
    def start_again(self) -> None:
        """A new game with the options panel's choices (the same game if nothing changed)."""
        v = find_variant(self.panel["game"])
        names = {o.name for o in v.options}
        options = {k: val for k, val in self.house_rules.items() if k in names}
        for key in ("pits", "seeds"):
            if key in names:
                options[key] = self.panel[key]
        rules = check_rules(v, options)
        seats_before = len(self.rules.player_names)
        self.variant = v
        self._reset(Position.start(rules))
        if self.players is not None and len(self.players) != seats_of(rules):
            self.players = None        # the typed names were for another number of seats
        if len(rules.player_names) != seats_before:     # two players to four, or back
            self.computer = {p: f for p, f in self.computer.items()
                             if p < len(rules.player_names)}
            self._seats_changed()
        self.score = [0, 0]
        self.say(_("A new game of {game}. {player} starts: tap a pit.",
                   game=game_title(rules.title), player=self.who(self.position))
                 + self._opponent_fits())
        self._announce_now(self.message)

    # --- what to draw -------------------------------------------------------------------------

    @in_own_language
    def panel_controls(self) -> list[Control]:
        v = find_variant(self.panel["game"])
        names = {o.name for o in v.options}
        panel = [Control("game", pgettext("label", "Game"), kind="select", value=v.name,
                         options=[(x.name, capitalised(game_title(x.title)))
                                  for x in VARIANTS])]
        row_word = (pgettext("label", "Pits a side") if v.rules().sides == 2 else
                    pgettext("label", "Pits a row"))
        for key, label in (("pits", row_word), ("seeds", pgettext("label", "Seeds a pit"))):
            if key in names:
                opt = v.option(key)
                panel.append(Control(key, label, kind="number", value=self.panel[key],
                                     low=opt.low, high=opt.high))
        panel.append(self.start_again_control())
        return panel

    @in_own_language
    def start_again_control(self) -> Control:
        return Control("start-again", pgettext("button", "Start again"), icon="\u21bb")
