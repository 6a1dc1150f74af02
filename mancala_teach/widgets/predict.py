"""Predict mode: the row "Where will the last seed land? / How many seeds will be captured? /
Check my prediction", and the "Predict first" check box.

With predict mode on, a tap marks the pit instead of sowing it; the class chooses where the
last seed will land and how many seeds will be captured, then **Check my prediction** plays
the move seed by seed and judges the prediction when its last seed has landed. Each
prediction starts from the position on the board (never from a frame of the move before),
and the score of predictions right is kept until a new game.
"""

from __future__ import annotations

from typing import Any, Callable

from .. import events as E
from ..i18n import _, in_own_language, ngettext, pgettext
from ..errors import MancalaError
from ..moves import Move
from ..naming import LETTERS, seat_name
from ..position import Position
from .stepping import SteppingSession
from .view_model import Control, whole_number


class PredictMode(SteppingSession):
    """The prediction's part of the stepper (see the module docstring)."""

    predict: bool
    score: list[int]          # predictions right, predictions made

    def _reset(self, start: Position) -> None:
        super()._reset(start)
        self.pending: Move | None = None     # chosen, waiting for a prediction
        self.guess: tuple[str, int] | None = None
        self.guess_place = "none"
        self.guess_count = 0

    def buttons(self) -> dict[str, Callable[[], None]]:
        return {**super().buttons(), "check": self.check_prediction}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(),
                "predict": lambda v: self.set_predict(bool(v)),
                "guess-place": lambda v: setattr(self, "guess_place", str(v)),
                "guess-count": lambda v: setattr(self, "guess_count", whole_number(
                    # TRANSLATORS: goes into "Type {what} in the box first, as a whole
                    # number like 0."
                    v, _("how many seeds will be captured"), 0))}

    # --- the state machine's hooks ------------------------------------------------------------

    def _chosen(self, move: Move) -> None:
        if not (self.predict and not move.is_swap):
            super()._chosen(move)
            return
        self.choosing_direction = None
        self._commit()       # each prediction starts from the position, not a frame
        self.pending = move
        self.guess_place, self.guess_count = "none", 0
        self.say(_("{player} will sow pit {move}. Predict: where will the last seed land, and "
                   "how many seeds will be captured (0 if none)? Then press Check my "
                   "prediction.", player=self.who(self.position),
                   move=self._move_words(move)))
        self._announce_now(self.message)
        self.move_focus("guess-place")

    def _start(self, move: Move, reason: str = "") -> None:
        self.pending = None
        super()._start(move, reason)

    def _move_landed(self) -> None:
        if self.guess is not None:
            self._judge()
        super()._move_landed()

    @in_own_language
    def why_not(self, pit: int) -> str:
        if not self.in_move and self.pending is not None:
            return _("Make your prediction first, then press Check my prediction.")
        return super().why_not(pit)

    @in_own_language
    def undo(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.say(_("Prediction cancelled."))
            return
        super().undo()

    def _marked_move(self) -> Move | None:
        return self.pending or super()._marked_move()

    def _marked_undoable(self) -> bool:
        return self.pending is not None or super()._marked_undoable()

    def _step_words(self) -> str:
        if self.trace is None and self.pending is not None and not self.position.is_over:
            return _("{player} chose pit {move}: make your prediction.",
                     player=self.who(self.position), move=self._move_words(self.pending))
        return super()._step_words()

    # --- actions (also the Python API) --------------------------------------------------------

    @in_own_language
    def set_predict(self, on: bool) -> None:
        if self.young:
            raise MancalaError(_("Predict mode is for the standard level."))
        self.predict = on
        if not on:
            self.pending = None

    @in_own_language
    def check_prediction(self) -> None:
        if self.pending is None:
            self.say(_("Tap a pit first, then predict where its last seed will land."),
                     problem=True)
            return
        self.guess = (self.guess_place, self.guess_count)
        move = self.pending
        self._start(move)
        self.playing = True       # the seeds drop one by one; the verdict comes at the end
        self.focus = "play"

    @in_own_language
    def predict_move(self, move: Move | str, place: str, captured: int = 0) -> None:
        """Python API for predict mode: choose, predict and play to the end in one call."""
        self.choose(move)
        self.guess_place, self.guess_count = place, captured
        self.check_prediction()
        self.finish()

    # --- judging ------------------------------------------------------------------------------

    @in_own_language
    def places(self) -> list[tuple[str, str]]:
        """Where a last seed can land, as (value, words) for the prediction's choice list."""
        rules = self.rules
        spots = [("none", pgettext("place", "Choose a place"))]
        spots += [(LETTERS[p], pgettext("place", "pit {pit}", pit=LETTERS[p]))
                  for p in range(rules.pit_count)]
        if rules.has_stores:
            spots += [(f"store:{p}", pgettext("place", "{player}'s store",
                                              player=seat_name(p, rules.sides)))
                      for p in range(rules.sides)]
        return spots

    @staticmethod
    def _landing_key(drop: Any) -> str:
        if drop is None:
            return "none"
        if isinstance(drop, E.Sow):
            return LETTERS[drop.pit]
        return f"store:{drop.player}"

    def _place_words(self, key: str) -> str:
        if key.startswith("store:"):
            return pgettext("place", "{player}'s store",
                            player=seat_name(int(key[6:]), self.rules.sides))
        if key == "none":
            return pgettext("place", "no place")
        return pgettext("place", "pit {pit}", pit=key)

    def _judge(self) -> None:
        assert self.trace is not None and self.guess is not None
        place, captured = self.guess
        self.guess = None
        truth = self._landing_key(self.trace.last_drop)
        right_place, right_count = place == truth, captured == self.trace.captured
        self.score[1] += 1
        if right_place and right_count:
            self.score[0] += 1
        verdict = _("Right!") if right_place and right_count else _("Not quite.")
        # TRANSLATORS: {place} and {guess} are "pit C", "South's store" or "no place".
        if right_place:
            landed = _("The last seed landed in {place} (you said so too).",
                       place=self._place_words(truth))
        else:
            landed = _("The last seed landed in {place} (you said {guess}).",
                       place=self._place_words(truth), guess=self._place_words(place))
        count = self.trace.captured
        if count == 0:
            took = (_("No seeds were captured (you said so too).") if right_count else
                    _("No seeds were captured (you said {guess}).", guess=captured))
        elif right_count:
            took = ngettext("{count} seed was captured (you said so too).",
                            "{count} seeds were captured (you said so too).", count,
                            count=count)
        else:
            took = ngettext("{count} seed was captured (you said {guess}).",
                            "{count} seeds were captured (you said {guess}).", count,
                            count=count, guess=captured)
        score = _("Predictions: {right} right out of {made}.", right=self.score[0],
                  made=self.score[1])
        self.say(" ".join((verdict, landed, took, score)),
                 problem=not (right_place and right_count))
        self.message_kind = "right" if right_place and right_count else "wrong"

    # --- what to draw -------------------------------------------------------------------------

    @in_own_language
    def prediction_controls(self) -> list[Control]:
        """The prediction's row, while a chosen pit waits for it (empty otherwise)."""
        if self.pending is None:
            return []
        return [Control("guess-place", pgettext("label", "Where will the last seed land?"),
                        kind="select", value=self.guess_place, options=self.places()),
                Control("guess-count", pgettext("label", "How many seeds will be captured?"),
                        kind="number", value=self.guess_count, low=0,
                        high=self.rules.total_seeds),
                Control("check", pgettext("button", "Check my prediction"), primary=True)]

    @in_own_language
    def predict_control(self) -> Control:
        return Control("predict", pgettext("label", "Predict first"), kind="check",
                       value=self.predict)

    @in_own_language
    def score_line(self) -> str:
        right, made = self.score
        return (_("Predictions: {right} right out of {made}", right=right, made=made)
                if (self.predict or made) and not self.young else "")
