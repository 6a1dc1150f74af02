"""The stepper: play a game and watch every move one seed at a time, with a predict mode.

Everything shown comes from positions and traces made by the engine; this module only decides
which frame to show. Callbacks never print (printed output is lost in JupyterLab and Voila):
messages, errors included, go into the widget's own text lines. The board is one HTML widget
whose value is replaced at each step, so the page updates in place without flicker.
"""

from __future__ import annotations

import functools
from html import escape
from typing import Any, Callable

import ipywidgets as w

from ..errors import MancalaError
from ..layout import board_layout
from ..moves import Move, parse_move
from ..naming import LETTERS, PLAYER_NAMES
from ..narrate import conservation_line, final_tally, narrate_step
from ..position import Position
from ..render.highlights import highlights_at
from ..render.svg import board_svg, new_id_prefix
from ..trace import Frame, Trace
from ..variants import VARIANTS, find_variant

SPEEDS = {1: 1600, 2: 1200, 3: 900, 4: 650, 5: 450, 6: 300, 7: 200, 8: 120}  # ms per seed


def _safe(handler: Callable[..., None]) -> Callable[..., None]:
    """Turn any error in a callback into a sentence in the widget, never a traceback."""
    @functools.wraps(handler)
    def run(self: Stepper, *args: Any) -> None:
        try:
            handler(self, *args)
        except MancalaError as exc:
            self._say(str(exc), problem=True)
        except Exception as exc:  # noqa: BLE001 - a classroom widget must never crash
            self._say(f"Something went wrong ({type(exc).__name__}: {exc}). Try New game.",
                      problem=True)
    return run


def _first_sentence(text: str) -> str:
    head, dot, _ = text.partition(". ")
    return head + "." if dot else text


class Stepper(w.VBox):
    """Play a whole game, one seed at a time.

    ``Stepper("kalah", seeds=3)`` or ``Stepper("oware", predict=True)``; any other rule option
    of the variant (``capture_empty_opposite=True`` ...) can be given as a keyword.
    """

    def __init__(self, game: str = "kalah", *, predict: bool = False, flipped: bool = False,
                 speed: int = 4, **options: Any) -> None:
        self._uid = new_id_prefix()
        self.flipped = flipped
        self.house_rules: dict[str, Any] = {k: v for k, v in options.items()
                                            if k not in ("pits", "seeds")}
        self.start_position: Position | None = None
        self.history: list[Trace] = []
        self.trace: Trace | None = None       # the move on show
        self.frames: list[Frame] = []
        self.pending: Move | None = None      # predict mode: a move waiting for a guess
        self.guess: tuple[str, int] | None = None
        self.score = [0, 0]                   # predictions right, predictions made

        first = find_variant(game)
        for name in options:
            first.option(name)   # a misspelt house rule is an error, not silently ignored
        self.variant_choice = w.Dropdown(options=[(v.title, v.name) for v in VARIANTS],
                                         value=first.name, description="Game")
        self.pits_choice = w.BoundedIntText(value=6, min=1, max=10, description="Pits a side")
        self.seeds_choice = w.BoundedIntText(value=4, min=1, max=10, description="Seeds a pit")
        for box in (self.variant_choice, self.pits_choice, self.seeds_choice):
            box.style.description_width = "initial"
            box.layout.width = "220px" if box is self.variant_choice else "150px"
        self.new_game_button = w.Button(description="New game", button_style="primary")
        self.flip_toggle = w.ToggleButton(value=flipped, description="Flip board",
                                          tooltip="Put North at the bottom",
                                          layout=w.Layout(width="auto"))
        self.board = w.HTML(layout=w.Layout(min_height="330px"))
        self.board.add_class("mancala-stepper-board")
        self.move_label = w.HTML()
        self.move_buttons = w.HBox()
        self.move_help = w.HTML()
        self.reset_button = w.Button(description="|\u25c0 Start of move", tooltip="Back to before the move")
        self.back_button = w.Button(description="\u25c0 Back", tooltip="One seed back")
        self.step_button = w.Button(description="Step \u25b6", tooltip="One seed forward",
                                    button_style="info")
        self.end_button = w.Button(description="End of move \u25b6|", tooltip="Jump to the end of the move")
        self.play = w.Play(value=0, min=0, max=0, step=1, interval=SPEEDS[4],
                           description="Play", show_repeat=False)
        self.speed = w.IntSlider(value=speed, min=1, max=len(SPEEDS), description="Speed",
                                 continuous_update=False, layout=w.Layout(width="220px"))
        self.narration = w.HTML()
        self.total_line = w.HTML()
        self.message = w.HTML()
        self.undo_button = w.Button(description="\u21b6 Undo move")
        self.history_view = w.HTML()
        for b in (self.reset_button, self.back_button, self.step_button, self.end_button,
                  self.undo_button):
            b.layout.width = "auto"
        for b in (self.step_button,):
            b.add_class("mancala-step")

        self.predict_toggle = w.Checkbox(value=predict, description="Predict first",
                                         indent=False)
        self.guess_landing = w.Dropdown(description="Last seed lands in",
                                        style={"description_width": "initial"})
        self.guess_captured = w.BoundedIntText(value=0, min=0, max=999,
                                               description="Seeds captured",
                                               style={"description_width": "initial"},
                                               layout=w.Layout(width="180px"))
        self.guess_button = w.Button(description="Check my prediction", button_style="warning",
                                     layout=w.Layout(width="auto", min_width="170px"))
        self.guess_box = w.HBox([self.guess_landing, self.guess_captured, self.guess_button])
        self.score_view = w.HTML()

        self.variant_choice.observe(self._variant_changed, names="value")
        self.new_game_button.on_click(self._new_game_clicked)
        self.reset_button.on_click(lambda _: self.go(0))
        self.back_button.on_click(lambda _: self.go(self.step - 1))
        self.step_button.on_click(lambda _: self.go(self.step + 1))
        self.end_button.on_click(lambda _: self.go(len(self.frames) - 1))
        self.play.observe(self._play_moved, names="value")
        self.speed.observe(self._speed_changed, names="value")
        self.undo_button.on_click(self._undo_clicked)
        self.guess_button.on_click(self._guess_clicked)
        self.predict_toggle.observe(self._predict_toggled, names="value")
        self.flip_toggle.observe(self._flip_toggled, names="value")

        super().__init__([
            w.HBox([self.variant_choice, self.pits_choice, self.seeds_choice,
                    self.new_game_button, self.flip_toggle]),
            self.board,
            w.HBox([self.move_label, self.move_buttons]),
            self.move_help,
            w.HBox([self.predict_toggle, self.score_view]),
            self.guess_box,
            w.HBox([self.reset_button, self.back_button, self.step_button, self.end_button,
                    self.play, self.speed]),
            self.narration,
            self.total_line,
            self.message,
            w.HBox([self.undo_button, self.history_view]),
        ])
        self.add_class("mancala-stepper")
        self._set_option_limits(first.name)
        for name, box in (("pits", self.pits_choice), ("seeds", self.seeds_choice)):
            if name in options:
                box.value = int(options[name])
        self._speed_changed()
        self._new_game_clicked()

    def __repr__(self) -> str:
        # The text form a saved notebook shows where the live widget is not running.
        return (f"Stepper({self.position.rules.spec()!r}): run the cell in Jupyter to use it")

    # --- reading the state --------------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position now (after every move played, whatever frame is on show)."""
        if self.history:
            return self.history[-1].after
        assert self.start_position is not None
        return self.start_position

    @property
    def step(self) -> int:
        return self.play.value if self.trace is not None else 0

    @property
    def at_end_of_move(self) -> bool:
        return self.trace is None or self.step == len(self.frames) - 1

    # --- actions (also the public API a notebook or a test can call) --------------------------

    def new_game(self, game: str | None = None, **options: Any) -> None:
        """Start again, optionally with another game or options."""
        if game is not None:
            self.variant_choice.value = find_variant(game).name
        for name, box in (("pits", self.pits_choice), ("seeds", self.seeds_choice)):
            if name in options:
                box.value = int(options.pop(name))
        self.house_rules.update(options)
        self._new_game_clicked()

    @_safe
    def start_from(self, position: Position) -> None:
        """Start from any position (a puzzle, a worksheet's board) instead of the opening."""
        self.variant_choice.value = position.rules.variant
        self._new_game_clicked()
        self.start_position = position
        self._refresh_controls()
        self._show()

    def choose(self, move: Move | str) -> None:
        """Play a move (or, in predict mode, ask for a prediction first)."""
        self._move_clicked(move)

    def go(self, step: int) -> None:
        """Show frame ``step`` of the move on show (clamped to the move)."""
        if self.trace is None:
            return
        step = max(0, min(step, len(self.frames) - 1))
        if self.play.value == step:
            self._show()
        else:
            self.play.value = step   # the observer draws it

    def undo(self) -> None:
        self._undo_clicked()

    # --- callbacks ----------------------------------------------------------------------------

    @_safe
    def _variant_changed(self, change: dict | None = None) -> None:
        self._set_option_limits(self.variant_choice.value)

    def _set_option_limits(self, name: str) -> None:
        v = find_variant(name)
        for opt_name, box in (("pits", self.pits_choice), ("seeds", self.seeds_choice)):
            try:
                opt = v.option(opt_name)
            except MancalaError:
                box.disabled = True   # Lane's games have a fixed board and set-up
                continue
            box.disabled = False
            box.min, box.max = -10**6, 10**6     # widen first so the value never gets clamped
            box.value = opt.default
            box.min, box.max = opt.low, opt.high

    @_safe
    def _new_game_clicked(self, _: Any = None) -> None:
        v = find_variant(self.variant_choice.value)
        names = {o.name for o in v.options}
        options = {k: val for k, val in self.house_rules.items() if k in names}
        if "pits" in names:
            options["pits"] = self.pits_choice.value
        if "seeds" in names:
            options["seeds"] = self.seeds_choice.value
        start = v.start(**options)
        self.start_position = start
        self.history = []
        self.trace, self.frames, self.pending, self.guess = None, [], None, None
        self.score = [0, 0]
        self.play.playing = False
        self.play.max, self.play.value = 0, 0
        self._say("")
        self._refresh_controls()
        self._show()

    @_safe
    def _move_clicked(self, move: Move | str) -> None:
        pos = self.position
        if isinstance(move, str):
            rules = pos.rules
            move = parse_move(move, rules.pits_per_side, rules.either_direction)
        if not pos.is_legal(move):
            pos.play(move)   # raises IllegalMoveError with the reason, shown by _safe
        if self.predict_toggle.value and not (isinstance(move, Move) and move.is_swap):
            self.pending = move
            self._ask_for_prediction()
            return
        self._start_move(move)

    def _start_move(self, move: Move) -> None:
        after, trace = self.position.play(move)
        self.history.append(trace)
        self.trace = trace
        self.frames = trace.frames()
        self.pending = None
        self.play.playing = False
        self.play.max = len(self.frames) - 1
        self._say("")
        self._refresh_controls()
        self.go(0)

    @_safe
    def _guess_clicked(self, _: Any = None) -> None:
        if self.pending is None:
            self._say("Choose a move first, then predict where its last seed will land.",
                      problem=True)
            return
        self.guess = (self.guess_landing.value, self.guess_captured.value)
        self._start_move(self.pending)
        self.play.playing = True   # animate in the browser; the verdict comes at the end

    @_safe
    def _play_moved(self, change: dict | None = None) -> None:
        self._show()

    @_safe
    def _speed_changed(self, change: dict | None = None) -> None:
        self.play.interval = SPEEDS[self.speed.value]

    @_safe
    def _undo_clicked(self, _: Any = None) -> None:
        if not self.history:
            self._say("There is no move to undo yet.", problem=True)
            return
        taken = self.history.pop()
        self.trace, self.frames, self.pending, self.guess = None, [], None, None
        self.play.playing = False
        self.play.max, self.play.value = 0, 0
        who = PLAYER_NAMES[taken.before.to_move]
        self._say(f"Took back {who}'s move {self._move_name(taken.move)}.")
        self._refresh_controls()
        self._show()

    @_safe
    def _predict_toggled(self, change: dict | None = None) -> None:
        if not self.predict_toggle.value:
            self.pending = None
        self._refresh_controls()
        if self.trace is None:
            self._show()

    @_safe
    def _flip_toggled(self, change: dict | None = None) -> None:
        self.flipped = self.flip_toggle.value
        self._refresh_controls()   # move buttons follow the pits' order on the board
        self._show()

    # --- drawing ------------------------------------------------------------------------------

    def _show(self) -> None:
        """Draw the frame on show, its narration and the running total. The one drawing path."""
        rules = self.position.rules
        pebbles = rules.landing == "lane"
        if self.trace is None:
            pos = self.position
            # In predict mode the chosen pit is marked while the class thinks.
            marks = {"picked_up": [self.pending.pit]} if self.pending is not None else None
            self.board.value = board_svg(pos, flipped=self.flipped, id_prefix=self._uid,
                                         highlights=marks)
            if pos.is_over:
                self.narration.value = f"<b>{escape(final_tally(pos))}</b>"
            elif self.pending is not None:
                self.narration.value = escape(
                    f"{PLAYER_NAMES[pos.to_move]} chose {self._move_name(self.pending)}: "
                    f"make your prediction, then press Check my prediction.")
            else:
                self.narration.value = escape(
                    f"{PLAYER_NAMES[pos.to_move]} to move: choose a "
                    f"{'cell' if pebbles else 'pit'}.")
            self.total_line.value = self._total(pos.pits, pos.stores, 0)
            self._refresh_step_buttons()
            return
        step = self.play.value
        frame = self.frames[step]
        last = step == len(self.frames) - 1
        mover = self.trace.before.to_move
        to_move = mover if not last else (None if self.trace.after.is_over
                                          else self.trace.after.to_move)
        self.board.value = board_svg(
            frame, rules=rules, to_move=to_move, highlights=highlights_at(self.trace, step),
            flipped=self.flipped, id_prefix=self._uid,
            status=(f"Game over: {self.trace.after.outcome.result()}."
                    if last and self.trace.after.is_over else None))
        text = escape(narrate_step(self.trace, step))
        self.narration.value = (f"<span class='step-count'>Step {step} of "
                                f"{len(self.frames) - 1}:</span> {text}")
        if last and self.trace.after.is_over:
            self.narration.value += f"<br><b>{escape(final_tally(self.trace.after))}</b>"
        self.total_line.value = self._total(frame.pits, frame.stores, frame.in_hand)
        if last:
            self.play.playing = False   # so the play button shows "play" again
        if last and self.guess is not None:
            self._judge()
        self._refresh_step_buttons()

    def _total(self, pits: tuple[int, ...], stores: tuple[int, int], in_hand: int) -> str:
        rules = self.position.rules
        line = conservation_line(pits, stores, in_hand, rules.total_seeds,
                                 pebbles=rules.landing == "lane", has_stores=rules.has_stores)
        return f"<span class='total'>{escape(line)}</span>"

    def _judge(self) -> None:
        """Compare the guess with the trace, once the animation reaches the end of the move."""
        assert self.trace is not None and self.guess is not None
        landing, captured = self.guess
        self.guess = None
        drop = self.trace.last_drop
        truth = self._landing_key(drop)
        right_spot = landing == truth
        right_count = captured == self.trace.captured
        self.score[1] += 1
        if right_spot and right_count:
            self.score[0] += 1
        where = self._landing_words(truth)
        verdict = ("Right!" if right_spot and right_count else "Not quite.")
        self._say(f"{verdict} The last seed landed in {where}"
                  + (" (you said so too)" if right_spot else
                     f" (you said {self._landing_words(landing)})")
                  + f", and {self.trace.captured} were captured"
                  + (" (you said so too)." if right_count else f" (you said {captured})."),
                  problem=not (right_spot and right_count))
        self.score_view.value = self._score_text()

    def _score_text(self) -> str:
        right, made = self.score
        return f"<b class='predict-score'>Predictions: {right} right out of {made}</b>"

    @staticmethod
    def _landing_key(drop: Any) -> str:
        if drop is None:
            return "none"
        if hasattr(drop, "pit"):
            return LETTERS[drop.pit]
        return f"store:{drop.player}"

    @staticmethod
    def _landing_words(key: str) -> str:
        if key.startswith("store:"):
            return f"{PLAYER_NAMES[int(key[6:])]}'s store"
        if key == "none":
            return "no pit (no seed was sown)"
        return f"pit {key}"

    def _move_name(self, move: Move) -> str:
        return move.name(self.position.rules.either_direction)

    def _say(self, text: str, *, problem: bool = False) -> None:
        if not text:
            self.message.value = ""
            return
        colour = "#D55E00" if problem else "#1A1A1A"
        self.message.value = f"<span style='color:{colour}'>{escape(text)}</span>"

    def _refresh_step_buttons(self) -> None:
        showing = self.trace is not None
        step = self.play.value
        self.reset_button.disabled = self.back_button.disabled = not showing or step == 0
        at_end = not showing or step == len(self.frames) - 1
        self.step_button.disabled = self.end_button.disabled = at_end
        self.play.disabled = not showing

    def _refresh_controls(self) -> None:
        """Rebuild the move buttons for the player to move, and the history and predict box."""
        pos = self.position
        rules = pos.rules
        legal = set(pos.legal_moves())
        buttons: list[w.Button] = []
        reasons: list[str] = []
        if not pos.is_over:
            layout = board_layout(rules, flipped=self.flipped)
            side = sorted(rules.side(pos.to_move), key=lambda p: layout.pit(p).cx)
            directions = (1, -1) if rules.either_direction else (1,)
            for pit in side:
                for d in directions:
                    move = Move(pit, d)
                    label = move.name(rules.either_direction)
                    button = w.Button(description=label, layout=w.Layout(width="auto"))
                    button.add_class("mancala-move")
                    if move in legal:
                        button.tooltip = f"Sow from {label}"
                        button.on_click(functools.partial(
                            lambda m, _b: self._move_clicked(m), move))
                    else:
                        button.disabled = True
                        try:
                            pos.play(move)
                        except MancalaError as exc:
                            reason = _first_sentence(str(exc))
                            button.tooltip = reason
                            if reason not in reasons:
                                reasons.append(reason)
                    buttons.append(button)
            if any(m.is_swap for m in legal):
                swap = w.Button(description="Swap sides", layout=w.Layout(width="auto"))
                swap.on_click(lambda _b: self._move_clicked(next(m for m in legal if m.is_swap)))
                buttons.append(swap)
            self.move_label.value = f"<b>{PLAYER_NAMES[pos.to_move]} plays:</b>&nbsp;"
        else:
            self.move_label.value = "<b>The game is over.</b>"
        self.move_buttons.children = buttons
        self.move_help.value = (f"<small>Not allowed now: {escape(' '.join(reasons))}</small>"
                                if reasons else "")
        self.undo_button.disabled = not self.history
        self.history_view.value = self._history_text()
        predicting = self.predict_toggle.value
        self.guess_box.layout.display = "flex" if predicting and self.pending else "none"
        self.score_view.value = self._score_text() if predicting or self.score[1] else ""

    def _ask_for_prediction(self) -> None:
        pos = self.position
        rules = pos.rules
        spots = [(f"pit {LETTERS[p]}", LETTERS[p]) for p in range(rules.pit_count)]
        if rules.has_stores:
            spots += [(f"{PLAYER_NAMES[p]}'s store", f"store:{p}") for p in (0, 1)]
        self.guess_landing.options = spots
        self.guess_landing.value = spots[0][1]
        self.guess_captured.max = rules.total_seeds
        self.guess_captured.value = 0
        self._refresh_controls()
        if self.trace is None:
            self._show()   # the board marks the chosen pit while the class thinks
        self._say(f"{PLAYER_NAMES[pos.to_move]} will sow from {self._move_name(self.pending)}. "
                  f"Predict: where will the last seed land, and how many seeds will be "
                  f"captured (0 if none)? Then press Check my prediction.")

    def _history_text(self) -> str:
        if not self.history:
            return "<small>No moves yet.</small>"
        items = []
        for i, t in enumerate(self.history, 1):
            text = f"{PLAYER_NAMES[t.before.to_move]} {self._move_name(t.move)}"
            if t.captured:
                text += f" (captured {t.captured})"
            if t.extra_turn:
                text += " (extra turn)"
            items.append(f"{i}. {escape(text)}")
        return "<small class='history'>Moves: " + "; ".join(items) + "</small>"
