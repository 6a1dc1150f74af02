"""The stepper's session: its screen put together from one module per part of it.

Plain Python with no widget library: a small state machine that a notebook view, a test or a
terminal can drive. Events come in as ``handle({"pit": "C"})`` or ``handle({"key": "next"})``;
:meth:`StepperSession.view` describes everything to draw as plain data (the board SVG, the
controls, the sentences). The view never decides anything.

Where each part of the screen lives, from the top of the screen down:

- the board, the narration, the step controls, Take back, Flip and High contrast:
  :mod:`.stepping` (the move seed by seed, and the game it belongs to);
- the prediction's row and "Predict first": :mod:`.predict`;
- "? Hint" and "North is": :mod:`.opponents`;
- Game, Pits, Seeds and Start again: :mod:`.options_panel`;
- the events coming in, the message line and the live region: :mod:`.view_model`, shared
  with the puzzle board.

``StepperSession(language="fr")`` speaks French (None: the language in use when it is made),
whoever handles its events (:mod:`.view_model`).
"""

from __future__ import annotations

from typing import Any

from ..errors import MancalaError
from ..glossary import game_title
from ..i18n import _, capitalised, in_own_language, use_language
from ..naming import LETTERS
from ..position import Position
from ..render.svg import new_id_prefix
from .checks import (CONTRASTS, LEVELS, SPEEDS, check_choice, check_flag, check_game,
                     check_players, check_rules, check_speed)
from .opponents import OPPONENT_WORDS, OPPONENTS, YOUNG_OPPONENTS, Opponents
from .options_panel import OptionsPanel
from .predict import PredictMode
from .stepping import MoveChooser
from .view_model import Control

__all__ = ["Control", "MoveChooser", "OPPONENTS", "OPPONENT_WORDS", "StepperSession",
           "YOUNG_OPPONENTS"]


class StepperSession(OptionsPanel, Opponents, PredictMode):
    """Play a whole game one seed at a time (see :mod:`.stepping` for how a move is shown)."""

    def __init__(self, game: str = "kalah", *, predict: bool = False, flipped: bool = False,
                 speed: int = 4, level: str = "standard", contrast: str = "normal",
                 opponent: str = "person", players: Any = None, language: str | None = None,
                 **options: Any) -> None:
        super().__init__(language)
        with use_language(self.language):     # its arguments are checked in its language
            self._make(game, predict, flipped, speed, level, contrast, opponent, players,
                       options)

    def _make(self, game: str, predict: bool, flipped: bool, speed: int, level: str,
              contrast: str, opponent: str, players: Any, options: dict[str, Any]) -> None:
        v = check_game(game)
        self.predict = check_flag("predict", predict)
        self.flipped = check_flag("flipped", flipped)
        self.speed = check_speed(speed)
        self.level = check_choice("level", level, LEVELS)
        self.contrast = check_choice("contrast", contrast, CONTRASTS)
        if self.young and self.predict:
            raise MancalaError(_("Predict mode is for the standard level: level='young' keeps "
                                 "three controls, so leave predict out."))
        rules = check_rules(v, options)
        # the names the class typed in, one per seat in the order of play (None: "South" ...)
        self.players = check_players(players, rules)
        self.variant = v
        self.house_rules: dict[str, Any] = dict(options)
        # The options panel (standard level): what "Start again" will start.
        self.panel = {"game": v.name, "pits": rules.pits_per_side, "seeds": rules.seeds_per_pit}
        self.uid = new_id_prefix()
        self.computer: dict[int, MoveChooser] = {}
        self.opponent = "person"
        self.score = [0, 0]            # predictions right, predictions made
        self._reset(Position.start(rules))
        self.set_opponent(opponent, quietly=True)
        self.computer_moves()          # a game in which North moves first
        if not self._announce:         # what a screen reader hears when the page opens
            self._announce_now(_("{game}. {words}", game=capitalised(game_title(rules.title)),
                                 words=self._step_words()))

    # --- what to draw -------------------------------------------------------------------------

    @in_own_language
    def controls(self) -> list[list[Control]]:
        """The rows of controls, as data. Young mode: Next seed and Start again, nothing else."""
        rows: list[list[Control]] = []
        direction = self.direction_controls()
        if direction:
            rows.append(direction)
        if self.young:
            rows.append(self.young_controls() + [self.start_again_control()])
            return rows
        prediction = self.prediction_controls()
        if prediction:
            rows.append(prediction)
        rows.append(self.step_controls())
        flip, contrast = self.display_controls()
        rows.append(self.take_back_controls()
                    + [self.hint_control(), flip, self.predict_control(), contrast,
                       self.opponent_control()])
        rows.append(self.panel_controls())
        return rows

    @in_own_language
    def view(self) -> dict[str, Any]:
        """Everything the view draws, as plain data (JSON-ready)."""
        playable = self.playable()
        first_pit = LETTERS[min(playable)] if playable else ""
        return {
            "seq": self.seq,
            "level": self.level,
            "contrast": self.contrast,
            "board": self.board(),
            "shape": self.shape(),
            "key": self.key(),
            "step": _("Step {step} of {count}", step=self.index, count=self.last_step)
            if self.trace is not None else "",
            "narration": self._step_words(),
            "total": "" if self.young else self.total_line(),
            **self.said(),
            "history": "" if self.young else self.history_text(),
            "score": self.score_line(),
            "rows": self.rows(),
            "playing": self.playing,
            "interval": SPEEDS[self.speed],
            "focus": self.focus or first_pit,
            "focus_seq": self._focus_seq,
        }
