"""The stepper's session: what the board shows, which frame, what may be tapped, what is said.

Plain Python with no widget library: a small state machine that a notebook view, a test or a
terminal can drive. Events come in as ``handle({"pit": "C"})`` or ``handle({"key": "next"})``;
:meth:`StepperSession.view` describes everything to draw as plain data (the board SVG, the
controls, the sentences). The view never decides anything.

Honest mid-move: a move being stepped is not yet part of the game. Until its last seed has
landed, the history, the scores and the pits that may be played describe the frame on the
board; no other move can start, and a tap on a pit says why. "Finish the move" jumps to its
end, and only then does the move enter the history.

Young mode (``level="young"``, grades 1-3): a tap on a pit, "Next seed" and "Start again", and
nothing else. Every step changes the board: a step that would change only the sentence (an
extra turn, "now it is North's turn") is merged into the step before it, and the narration
counts the seeds aloud.

A computer opponent or a hint (issue 12) plugs in as a callable ``choose_move(position)`` that
returns a move, or a move and a one-sentence reason: see :meth:`StepperSession.set_computer`
and :meth:`StepperSession.hint`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Union

from .. import events as E
from .. import players
from ..errors import MancalaError
from ..glossary import direction_words
from ..moves import CCW, CW, Move, parse_move
from ..naming import LETTERS, and_list
from ..narrate import (conservation_line, count_aloud, final_tally, move_result, narrate_step,
                       seat_name)
from ..position import Position
from ..render.highlights import highlights_at
from ..render.svg import board_svg, new_id_prefix
from ..trace import Frame, Trace
from ..variants import VARIANTS, find_variant
from .checks import (CONTRASTS, LEVELS, SPEEDS, check_choice, check_flag, check_game,
                     check_players, check_rules, check_speed, seats_of, shown)

# Who plays North (the select "North is ..."); young mode keeps the two easy levels, and the
# perfect player is offered only on boards small enough for it (players.plays_perfectly).
OPPONENTS = ("person", "random", "greedy", "thinks ahead", "strongest", "perfect")
YOUNG_OPPONENTS = ("person", "random", "greedy")
OPPONENT_WORDS = {"person": "a person", "random": "the computer: random",
                  "greedy": "the computer: greedy", "thinks ahead": "the computer: thinks ahead",
                  "strongest": "the computer: strongest",
                  "perfect": "the computer: perfect player (never makes a mistake)"}
# The strongest level looks at this many positions a move, not a time: the same moves on
# every machine, and under half a second in a browser.
COMPUTER_NODES = 20_000

Choice = Union[Move, tuple[Move, str]]
MoveChooser = Callable[[Position], Choice]


@dataclass
class Control:
    """One control as data: the view draws it and sends back ``{"key": key, "value": ...}``."""
    key: str
    label: str                      # words only: the accessible name is exactly these words
    kind: str = "button"            # button, select, number, check
    icon: str = ""                  # a glyph drawn beside the words, hidden from screen readers
    icon_after: bool = False
    disabled: bool = False
    primary: bool = False
    pressed: bool | None = None     # toggle buttons
    value: Any = None
    options: list[tuple[str, str]] = field(default_factory=list)
    low: int | None = None
    high: int | None = None

    def as_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "label": self.label, "kind": self.kind,
                                "disabled": self.disabled}
        for attr in ("icon", "pressed", "value", "low", "high"):
            if getattr(self, attr) is not None:
                data[attr] = getattr(self, attr)
        if self.primary:
            data["primary"] = True
        if self.icon_after:
            data["icon_after"] = True
        if self.options:
            data["options"] = [list(o) for o in self.options]
        return data


def _first_sentence(text: str) -> str:
    head, dot, _ = text.partition(". ")
    return head + "." if dot else text


class StepperSession:
    """Play a whole game one seed at a time (see the module docstring)."""

    def __init__(self, game: str = "kalah", *, predict: bool = False, flipped: bool = False,
                 speed: int = 4, level: str = "standard", contrast: str = "normal",
                 opponent: str = "person", players: Any = None, **options: Any) -> None:
        v = check_game(game)
        self.predict = check_flag("predict", predict)
        self.flipped = check_flag("flipped", flipped)
        self.speed = check_speed(speed)
        self.level = check_choice("level", level, LEVELS)
        self.contrast = check_choice("contrast", contrast, CONTRASTS)
        if self.young and self.predict:
            raise MancalaError("Predict mode is for the standard level: level='young' keeps "
                               "three controls, so leave predict out.")
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
        self.seq = 0                   # bumps at every change, so repeats still redraw
        self._announce = ""
        self._announce_seq = 0
        self._reset(Position.start(rules))
        self.set_opponent(opponent, quietly=True)
        self.computer_moves()          # a game in which North moves first

    # --- state --------------------------------------------------------------------------------

    def _reset(self, start: Position) -> None:
        self.start_position = start
        self.history: list[Trace] = []      # finished moves, not counting the one on show
        self.trace: Trace | None = None      # the move on show
        self.frames: list[Frame] = []
        self.steps: list[int] = []           # frame numbers shown as steps
        self.index = 0                       # which of self.steps is on show
        self.pending: Move | None = None     # predict mode: chosen, waiting for a prediction
        self.choosing_direction: int | None = None   # either-way games: the pit tapped
        self.guess: tuple[str, int] | None = None
        self.guess_place = "none"
        self.guess_count = 0
        self.playing = False
        self.message = ""
        self.message_kind = "info"
        self.focus = ""

    @property
    def young(self) -> bool:
        return self.level == "young"

    @property
    def rules(self):
        return self.start_position.rules

    @property
    def step(self) -> int:
        """The frame number on show (0 = the moment before the move)."""
        return self.steps[self.index] if self.trace is not None else 0

    @property
    def last_step(self) -> int:
        return len(self.steps) - 1

    @property
    def in_move(self) -> bool:
        """True while a move is on show and its last seed has not landed yet."""
        return self.trace is not None and self.index < self.last_step

    @property
    def moves(self) -> list[Trace]:
        """The moves that have happened, as the board shows them (a move mid-way is not one)."""
        if self.trace is not None and not self.in_move:
            return self.history + [self.trace]
        return list(self.history)

    @property
    def position(self) -> Position:
        """The game as the board shows it: mid-move, the position the move started from."""
        if self.trace is not None:
            return self.trace.before if self.in_move else self.trace.after
        return self.history[-1].after if self.history else self.start_position

    def playable(self) -> dict[int, list[Move]]:
        """Pits that may be tapped now, each with its legal moves (two in either-way games)."""
        if self.in_move or self.position.is_over:
            return {}
        if self.position.to_move in self.computer:
            return {}
        out: dict[int, list[Move]] = {}
        for m in self.position.legal_moves():
            if not m.is_swap:
                out.setdefault(m.pit, []).append(m)
        return out

    def why_not(self, pit: int) -> str:
        """Why tapping ``pit`` does nothing now, in one sentence."""
        if self.in_move:
            return ("This move is not finished yet: press Next seed"
                    + ("" if self.young else " or Finish the move") + " first.")
        if self.pending is not None:
            return "Make your prediction first, then press Check my prediction."
        pos = self.position
        if pos.is_over:
            return "The game is over: press Start again to play a new game."
        if pos.to_move in self.computer:
            return f"It is the computer's turn ({self.who(pos)})."
        try:
            pos.play(Move(pit, CCW))
        except MancalaError as exc:
            return _first_sentence(str(exc))
        return f"Pit {LETTERS[pit]} cannot be played now."

    # --- events -------------------------------------------------------------------------------

    def handle(self, event: dict[str, Any]) -> None:
        """One event from the view: ``{"pit": "C"}`` or ``{"key": "next", "value": ...}``.

        Never raises for anything a user can do: a problem becomes the widget's message.
        """
        self.seq += 1
        try:
            if not isinstance(event, dict):
                raise MancalaError("The widget sent something that is not an event.")
            if event.get("pit") is not None:
                self.tap(str(event["pit"]))
            elif event.get("key"):
                self.press(str(event["key"]), event.get("value"))
            self.computer_moves()
        except MancalaError as exc:
            self.say(str(exc), problem=True)

    def tap(self, name: str) -> None:
        """A tap (or Enter) on a pit of the board."""
        pit = self._pit_index(name)
        choices = self.playable().get(pit)
        if not choices:
            self.say(self.why_not(pit), problem=True)
            return
        if len(choices) > 1:     # either-way games: ask which way
            self._commit()
            self.choosing_direction = pit
            self.say(f"Which way should the seeds from pit {LETTERS[pit]} go? Choose "
                     f"counterclockwise or clockwise.")
            self.focus = "ccw"
            return
        self._chosen(choices[0])

    def press(self, key: str, value: Any = None) -> None:
        actions: dict[str, Callable[[], None]] = {
            "next": lambda: self.go(self.index + 1),
            "tick": self._tick,
            "back": lambda: self.go(self.index - 1),
            "start-of-move": lambda: self.go(0),
            "finish": self.finish,
            "play": self.toggle_play,
            "start-again": self.start_again,
            "undo": self.take_back,
            "flip": lambda: self.set_flipped(not self.flipped),
            "check": self.check_prediction,
            "swap": self._swap,
            "ccw": lambda: self._direction(CCW),
            "cw": lambda: self._direction(CW),
            "hint-off": lambda: self.say(""),
            "hint": self.give_hint,
        }
        settings: dict[str, Callable[[Any], None]] = {
            "speed": lambda v: setattr(self, "speed", check_speed(_as_int(v, "speed"))),
            "game": self._panel_game,
            "pits": lambda v: self._panel_number("pits", v),
            "seeds": lambda v: self._panel_number("seeds", v),
            "predict": lambda v: self.set_predict(bool(v)),
            "opponent": self.set_opponent,
            "contrast": lambda v: setattr(self, "contrast", "high" if v else "normal"),
            "guess-place": lambda v: setattr(self, "guess_place", str(v)),
            "guess-count": lambda v: setattr(self, "guess_count", _as_int(v, "seeds captured")),
        }
        if key in actions:
            actions[key]()
        elif key in settings:
            settings[key](value)
        else:
            raise MancalaError(f"The widget has no control called {shown(key, 30)}.")

    # --- actions (also the Python API) --------------------------------------------------------

    def choose(self, move: Move | str) -> None:
        """Play a move as if its pit were tapped (``"C"``, ``"C cw"``, ``"swap"``)."""
        self.seq += 1
        try:
            pos = self.position
            if isinstance(move, str):
                move = parse_move(move, pos.rules.pits_per_side, pos.rules.either_direction)
            if self.in_move or pos.is_over or pos.to_move in self.computer:
                raise MancalaError(self.why_not(move.pit))
            if not pos.is_legal(move):
                pos.play(move)        # raises IllegalMoveError, saying why
            self._chosen(move)
        except MancalaError as exc:
            self.say(str(exc), problem=True)

    def _commit(self) -> None:
        """Put a finished move on show into the history; the board then shows the position."""
        if self.trace is not None and not self.in_move:
            self.history.append(self.trace)
            self.trace, self.frames, self.steps, self.index = None, [], [], 0

    def _chosen(self, move: Move) -> None:
        self.choosing_direction = None
        if self.predict and not move.is_swap:
            self._commit()       # each prediction starts from the position, not a frame
            self.pending = move
            self.guess_place, self.guess_count = "none", 0
            self.say(f"{self.who(self.position)} will sow pit "
                     f"{self._move_words(move)}. Predict: where will the last seed land, and "
                     f"how many seeds will be captured (0 if none)? Then press Check my "
                     f"prediction.")
            self._announce_now(self.message)
            self.focus = "guess-place"
            return
        self._start(move)

    def _start(self, move: Move, reason: str = "") -> None:
        self._commit()                           # the move before is finished: keep it
        after, trace = self.position.play(move)
        self.trace, self.frames, self.pending = trace, trace.frames(), None
        self.steps = self._steps_of(trace)
        self.message = ""
        self.say(reason) if reason else None
        # Tapping a pit picks its seeds up at once: the board changes under the finger.
        self.index = 1 if len(self.steps) > 1 and not move.is_swap else 0
        if move.is_swap:
            self.index = self.last_step
        self._arrived()

    def _steps_of(self, trace: Trace) -> list[int]:
        """Frame numbers shown as steps. Young mode keeps only frames where the board changes."""
        count = len(self.frames)
        if not self.young:
            return list(range(count))
        steps = [0]
        for k in range(1, count):
            a, b = self.frames[steps[-1]], self.frames[k]
            if (a.pits, a.stores, a.in_hand) != (b.pits, b.stores, b.in_hand):
                steps.append(k)
        if steps[-1] != count - 1:
            steps[-1] = count - 1     # trailing words (extra turn, whose turn) join the last
        return steps

    def go(self, index: int) -> None:
        """Show step ``index`` of the move on show (out of range: says why, changes nothing)."""
        if self.trace is None:
            self.say("Tap a pit to start a move first.", problem=True)
            return
        if index < 0:
            self.say("This is the start of the move.", problem=True)
            return
        if index > self.last_step:
            self.say("The move is finished: tap a pit to play the next move.", problem=True)
            return
        self.index = index
        self.message = ""
        self._arrived()

    def finish(self) -> None:
        """Jump to the end of the move on show."""
        if self.trace is None:
            self.say("There is no move to finish: tap a pit to start one.", problem=True)
            return
        self.playing = False
        self.go(self.last_step)

    def toggle_play(self) -> None:
        if self.trace is None or not self.in_move:
            self.say("Tap a pit first; Play then drops the seeds one by one.", problem=True)
            return
        self.playing = not self.playing
        self.focus = "play"
        if not self.playing:
            self._announce_now(self._step_words() + self._short_total())

    def _tick(self) -> None:
        """The view's timer while playing: one step, stopping at the end of the move."""
        if not self.playing or not self.in_move:
            self.playing = False
            return
        self.index += 1
        self._arrived(quiet=self.in_move)

    def _arrived(self, quiet: bool = False) -> None:
        """After the step changed: end-of-move duties and the live announcement."""
        if not self.in_move:
            self.playing = False
            self.focus = ""
            if self.guess is not None:
                self._judge()
            words = [self._step_words()]
            if self.trace is not None:
                words.append(move_result(self.trace, players=self.players))
            if self.message:
                words.append(self.message)
            self._announce_now(" ".join(words))
        else:
            self.focus = "next"
            if not quiet and not self.playing:
                self._announce_now(self._step_words() + self._short_total())

    def _short_total(self) -> str:
        """The running total, short enough to hear at every step (standard level)."""
        if self.young or self.trace is None:
            return ""
        f = self.frames[self.step]
        where = "stores" if self.rules.has_stores else "score piles"
        return (f" {sum(f.pits)} in the pits, {f.in_hand} in hand, {sum(f.stores)} in the "
                f"{where}.")

    def computer_moves(self) -> None:
        """Let the computer play if it is its turn and no move is on show mid-way."""
        pos = self.position
        if self.in_move or pos.is_over or pos.to_move not in self.computer:
            return
        choice = self.computer[pos.to_move](pos)
        move, reason = choice if isinstance(choice, tuple) else (choice, "")
        if not pos.is_legal(move):
            raise MancalaError(f"The computer chose {shown(move, 20)}, which is not a legal move.")
        self._start(move, reason)

    def take_back(self) -> None:
        """Take back a move; against the computer, back to the person's last turn (else the
        computer would at once play the move taken back)."""
        self.undo()
        while (self.position.to_move in self.computer and self.history and not self.in_move
               and self.trace is None):
            self.undo()

    def undo(self) -> None:
        """Take back the move on show (mid-way or finished), or the last finished move."""
        if self.pending is not None:
            self.pending = None
            self.say("Prediction cancelled.")
            return
        if self.trace is not None:
            taken = self.trace
            self.trace, self.frames, self.steps, self.index = None, [], [], 0
        elif self.history:
            taken = self.history.pop()
        else:
            self.say("There is no move to take back yet.", problem=True)
            return
        self.playing = False
        self.say(f"Took back {self.who(taken.before)}'s move "
                 f"{self._move_words(taken.move)}.")
        self._announce_now(self.message)

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
            self.set_opponent(self.opponent, quietly=True)
        self.score = [0, 0]
        self.say(f"A new game of {rules.title}. {self.who(self.position)} starts: "
                 f"tap a pit.{self._opponent_fits()}")
        self._announce_now(self.message)

    def who(self, position: Position) -> str:
        """Who is to move: the name the class typed for that seat, else the seat's name
        ("South", "East", "South's second player")."""
        return seat_name(position, self.players)

    def _opponent_fits(self) -> str:
        """After a change of game: the perfect player hands a board too big for it over to
        the strongest level, and the words say so (empty when nothing changed)."""
        if self.opponent in self.opponents():
            return ""
        self.set_opponent("strongest", quietly=True)
        return (" The perfect player plays only small boards, so North is now the computer: "
                "strongest.")

    def start_from(self, position: Position) -> None:
        """Start from any position (a puzzle, a worksheet's board) instead of the opening."""
        if not isinstance(position, Position):
            raise MancalaError(f"start_from needs a Position (from new_game or Position.of), "
                               f"not {shown(position)}.")
        self.variant = find_variant(position.rules.variant)
        self.panel.update(game=self.variant.name, pits=position.rules.pits_per_side,
                          seeds=position.rules.seeds_per_pit)
        self._reset(position)
        changed = self._opponent_fits()
        if changed:
            self.say(changed.strip())
        self.seq += 1

    def set_flipped(self, flipped: bool) -> None:
        self.flipped = check_flag("flipped", flipped)
        self.focus = "flip"

    def set_predict(self, on: bool) -> None:
        if self.young:
            raise MancalaError("Predict mode is for the standard level.")
        self.predict = on
        if not on:
            self.pending = None

    def check_prediction(self) -> None:
        if self.pending is None:
            self.say("Tap a pit first, then predict where its last seed will land.",
                     problem=True)
            return
        self.guess = (self.guess_place, self.guess_count)
        move = self.pending
        self._start(move)
        self.playing = True       # the seeds drop one by one; the verdict comes at the end
        self.focus = "play"

    def predict_move(self, move: Move | str, place: str, captured: int = 0) -> None:
        """Python API for predict mode: choose, predict and play to the end in one call."""
        self.choose(move)
        self.guess_place, self.guess_count = place, captured
        self.check_prediction()
        self.finish()

    def set_computer(self, player: int, choose_move: MoveChooser | None) -> None:
        """Let ``choose_move(position)`` play for ``player`` (0 South, 1 North; on the
        four-sided board 0 South, 1 East, 2 North, 3 West); None: a person.

        ``choose_move`` returns a :class:`Move`, or a move and a one-sentence reason that the
        widget shows. The computer moves when its turn comes and no move is on show mid-way.
        """
        names = self.rules.player_names
        if not (isinstance(player, int) and 0 <= player < len(names)):
            seats = [f"{k} ({name})" for k, name in enumerate(names)]
            raise MancalaError(f"player must be {', '.join(seats[:-1])} or {seats[-1]}, not "
                               f"{shown(player)}.")
        if choose_move is None:
            self.computer.pop(player, None)
        elif not callable(choose_move):
            raise MancalaError(f"choose_move must be a function of a position, not "
                               f"{shown(choose_move)}.")
        else:
            self.computer[player] = choose_move

    def _others(self) -> tuple[list[int], str]:
        """The seats the opponent select sets, and their names: North, or on the four-sided
        board everyone but South ("East, North and West")."""
        names = self.rules.player_names
        seats = list(range(1, len(names)))
        return seats, and_list(names[p] for p in seats)

    def opponents(self) -> tuple[str, ...]:
        """The choices of "North is" for this game: the perfect player only on small boards."""
        if self.young:
            return YOUNG_OPPONENTS
        if players.plays_perfectly(self.rules):
            return OPPONENTS
        return tuple(o for o in OPPONENTS if o != "perfect")

    def set_opponent(self, opponent: Any, quietly: bool = False) -> None:
        """Who plays North (on the four-sided board East, North and West): ``"person"`` or a
        computer level (``"random"``, ``"greedy"``, ``"thinks ahead"``, ``"strongest"``, and
        on small boards ``"perfect"``; young mode: random or greedy). At once: if it is the
        computer's turn, it moves (seed by seed, like any move, with its reason)."""
        if self.young and isinstance(opponent, str) and \
                opponent.strip().lower() in set(OPPONENTS) - set(YOUNG_OPPONENTS):
            raise MancalaError(f"In young mode the computer plays 'random' or 'greedy' (or "
                               f"opponent='person'), not {shown(opponent)}.")
        name = check_choice("opponent", opponent, OPPONENTS)
        if name not in self.opponents():
            raise players.too_big_for_perfect(self.rules)
        self.opponent = name
        seats, who = self._others()
        if name == "person":
            for seat in seats:
                self.set_computer(seat, None)
            if not quietly:
                self.say(f"A person plays North: tap North's pits for North's moves."
                         if len(seats) == 1 else
                         f"People play {who}: each taps their own pits for their moves.")
            return
        for seat in seats:
            self.set_computer(seat, players.player(name, nodes=COMPUTER_NODES))
        if not quietly:
            says = players.find_level(name).says
            self.say(f"The computer plays {who}. It is '{name}': it {says}.")

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

    def hint(self, choose_move: MoveChooser) -> str:
        """A suggestion for the player to move, from ``choose_move``; shown, not played."""
        pos = self.position
        if self.in_move or pos.is_over:
            self.say(self.why_not(0), problem=True)
            return self.message
        choice = choose_move(pos)
        move, reason = choice if isinstance(choice, tuple) else (choice, "")
        self.say(f"Hint: sow pit {self._move_words(move)}." + (f" {reason}" if reason else ""))
        return self.message

    # --- small helpers ------------------------------------------------------------------------

    def _pit_index(self, name: str) -> int:
        text = name.strip().upper()
        if len(text) != 1 or text not in LETTERS[: self.rules.pit_count]:
            raise MancalaError(f"There is no pit called {shown(name, 20)}: pits on this board "
                               f"are A to {LETTERS[self.rules.pit_count - 1]}.")
        return LETTERS.index(text)

    def _direction(self, direction: int) -> None:
        pit = self.choosing_direction
        if pit is None:
            self.say("Tap a pit first, then choose which way to sow.", problem=True)
            return
        self._chosen(Move(pit, direction))

    def _swap(self) -> None:
        swaps = [m for m in self.position.legal_moves() if m.is_swap]
        if self.in_move or not swaps:
            self.say("Swapping sides is not allowed now.", problem=True)
            return
        self._chosen(swaps[0])

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
        number = _as_int(value, key)
        if not opt.low <= number <= opt.high:
            raise MancalaError(f"{v.title}: {key} must be from {opt.low} to {opt.high}, "
                               f"not {number}.")
        self.panel[key] = number

    def _move_words(self, move: Move) -> str:
        if move.is_swap:
            return "swap sides"
        name = LETTERS[move.pit]
        if self.rules.either_direction:
            return f"{name}, {direction_words(move.direction)}"
        return name

    def say(self, text: str, *, problem: bool = False) -> None:
        self.message = text
        self.message_kind = "problem" if problem and text else "info"
        if problem and text:
            self._announce_now(text)

    def _announce_now(self, text: str) -> None:
        self._announce = text
        self._announce_seq += 1

    # --- predict mode -------------------------------------------------------------------------

    def places(self) -> list[tuple[str, str]]:
        """Where a last seed can land, as (value, words) for the prediction's choice list."""
        rules = self.rules
        spots = [("none", "Choose a place")]
        spots += [(LETTERS[p], f"pit {LETTERS[p]}") for p in range(rules.pit_count)]
        if rules.has_stores:
            spots += [(f"store:{p}", f"{name}'s store")
                      for p, name in enumerate(rules.player_names)]
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
            return f"{self.rules.player_names[int(key[6:])]}'s store"
        if key == "none":
            return "no place"
        return f"pit {key}"

    def _judge(self) -> None:
        assert self.trace is not None and self.guess is not None
        place, captured = self.guess
        self.guess = None
        truth = self._landing_key(self.trace.last_drop)
        right_place, right_count = place == truth, captured == self.trace.captured
        self.score[1] += 1
        if right_place and right_count:
            self.score[0] += 1
        verdict = "Right!" if right_place and right_count else "Not quite."
        self.say(f"{verdict} The last seed landed in {self._place_words(truth)}"
                 + (" (you said so too)" if right_place else
                    f" (you said {self._place_words(place)})")
                 + f", and {self.trace.captured} were captured"
                 + (" (you said so too)." if right_count else f" (you said {captured}).")
                 + f" Predictions: {self.score[0]} right out of {self.score[1]}.",
                 problem=not (right_place and right_count))
        self.message_kind = "right" if right_place and right_count else "wrong"

    # --- what to draw -------------------------------------------------------------------------

    def _step_words(self) -> str:
        """The sentence for the step on show."""
        pos = self.position
        if self.trace is None:
            if pos.is_over:
                return final_tally(pos, players=self.players)
            if self.pending is not None:
                return (f"{self.who(pos)} chose pit "
                        f"{self._move_words(self.pending)}: make your prediction.")
            who, side = self.who(pos), self.rules.player_names[pos.to_move]
            if pos.to_move in self.computer:
                return f"{who} (the computer) is thinking."
            return f"{who} to move: tap one of {side}'s pits."
        trace, frame = self.trace, self.step
        if self.young:
            first = self.steps[self.index - 1] + 1 if self.index > 0 else 1
            text = (count_aloud(trace, first, frame) if frame else
                    f"{self.who(trace.before)} chooses pit "
                    f"{LETTERS[trace.move.pit]}.")
        else:
            text = narrate_step(trace, frame, players=self.players)
        if not self.in_move and trace.after.is_over:
            text += " " + final_tally(trace.after, players=self.players)
        return text

    def _pit_labels(self, pits: tuple[int, ...], playable: set[int]) -> dict[int, str]:
        to_move = None if self.in_move else self.position.to_move
        labels = {}
        for p, count in enumerate(pits):
            owner = self.rules.owner(p)
            whose = ("yours" if owner == to_move and p in playable else
                     f"{self.rules.player_names[owner]}'s")
            seeds = "1 seed" if count == 1 else f"{count} seeds"
            labels[p] = f"Pit {LETTERS[p]}, {seeds}, {whose}"
        return labels

    def board(self, interactive: bool = True) -> str:
        """The board SVG for what is on show (``interactive=False``: a still picture)."""
        rules = self.rules
        playable = set(self.playable()) if self.choosing_direction is None else set()
        if not interactive:
            playable = set()
        prefix = self.uid if interactive else f"{self.uid}still"
        if self.trace is None:
            pos = self.position
            marks: dict[str, Any] | None = None
            chosen = self.pending or (Move(self.choosing_direction)
                                      if self.choosing_direction is not None else None)
            if chosen is not None:
                marks = {"picked_up": [chosen.pit]}   # the pit chosen, while the class thinks
            return board_svg(pos, flipped=self.flipped, id_prefix=prefix, highlights=marks,
                             contrast=self.contrast, legend=not self.young,
                             pit_labels=self._pit_labels(pos.pits, playable) if interactive
                             else None, playable=playable)
        frame = self.frames[self.step]
        after = self.trace.after
        done = not self.in_move
        to_move = (None if after.is_over else after.to_move) if done else \
            self.trace.before.to_move
        return board_svg(
            frame, rules=rules, to_move=to_move, highlights=highlights_at(self.trace, self.step),
            flipped=self.flipped, id_prefix=prefix, contrast=self.contrast,
            legend=not self.young,
            status=f"Game over: {after.outcome.result()}." if done and after.is_over else None,
            pit_labels=self._pit_labels(frame.pits, playable) if interactive else None,
            playable=playable)

    def total_line(self) -> str:
        rules = self.rules
        if self.trace is None:
            pos = self.position
            pits, stores, hand = pos.pits, pos.stores, 0
        else:
            f = self.frames[self.step]
            pits, stores, hand = f.pits, f.stores, f.in_hand
        return conservation_line(pits, stores, hand, rules.total_seeds,
                                 has_stores=rules.has_stores)

    def history_text(self) -> str:
        moves = self.moves
        if not moves:
            return "No moves yet."
        items = []
        for i, t in enumerate(moves, 1):
            text = f"{self.who(t.before)} {self._move_words(t.move)}"
            if t.captured:
                text += f" (captured {t.captured})"
            if t.extra_turn:
                text += " (extra turn)"
            items.append(f"{i}. {text}")
        return "Moves: " + "; ".join(items)

    def controls(self) -> list[list[Control]]:
        """The rows of controls, as data. Young mode: Next seed and Start again, nothing else."""
        showing = self.trace is not None
        at_start = not showing or self.index == 0
        moving = self.in_move
        rows: list[list[Control]] = []
        if self.choosing_direction is not None:
            pit = LETTERS[self.choosing_direction]
            rows.append([Control("ccw", f"Sow {pit} counterclockwise", icon="\u21ba",
                                 primary=True),
                         Control("cw", f"Sow {pit} clockwise", icon="\u21bb", primary=True)])
        if self.young:
            rows.append([Control("next", "Next seed", icon="\u25b6", icon_after=True,
                                 primary=True, disabled=not moving),
                         Control("start-again", "Start again", icon="\u21bb")])
            return rows
        if self.pending is not None:
            rows.append([
                Control("guess-place", "Where will the last seed land?", kind="select",
                        value=self.guess_place, options=self.places()),
                Control("guess-count", "How many seeds will be captured?", kind="number",
                        value=self.guess_count, low=0, high=self.rules.total_seeds),
                Control("check", "Check my prediction", primary=True)])
        speed_options = [(str(k), f"{k}" + (" (slow)" if k == 1 else " (fast)"
                                             if k == len(SPEEDS) else "")) for k in SPEEDS]
        rows.append([
            Control("start-of-move", "Start of move", icon="|\u25c0", disabled=at_start),
            Control("back", "Back one seed", icon="\u25c0", disabled=at_start),
            Control("next", "Next seed", icon="\u25b6", icon_after=True, primary=True,
                    disabled=not moving),
            Control("finish", "Finish the move", icon="\u25b6|", icon_after=True,
                    disabled=not moving),
            Control("play", "Stop" if self.playing else "Play the move",
                    icon="\u25a0" if self.playing else "\u25b6", disabled=not moving),
            Control("speed", "Speed", kind="select", value=str(self.speed),
                    options=speed_options),
        ])
        swap = [m for m in self.position.legal_moves() if m.is_swap] if not moving and \
            not self.position.is_over else []
        row = [Control("undo", "Take back a move", icon="\u21b6",
                       disabled=not (showing or self.history or self.pending))]
        if swap:
            row.append(Control("swap", "Swap sides"))
        row.append(Control("hint", "Hint", icon="?", disabled=moving or
                           self.position.is_over or self.position.to_move in self.computer))
        row += [Control("flip", "Flip board", pressed=self.flipped),
                Control("predict", "Predict first", kind="check", value=self.predict),
                Control("contrast", "High contrast", kind="check",
                        value=self.contrast == "high"),
                Control("opponent", "North is" if len(self.rules.player_names) == 2 else
                        f"{self._others()[1]} are", kind="select", value=self.opponent,
                        options=[(o, OPPONENT_WORDS[o]) for o in self.opponents()])]
        rows.append(row)
        v = find_variant(self.panel["game"])
        names = {o.name for o in v.options}
        panel = [Control("game", "Game", kind="select", value=v.name,
                         options=[(x.name, x.title) for x in VARIANTS])]
        row_word = "Pits a side" if v.rules().sides == 2 else "Pits a row"
        for key, label in (("pits", row_word), ("seeds", "Seeds a pit")):
            if key in names:
                opt = v.option(key)
                panel.append(Control(key, label, kind="number", value=self.panel[key],
                                     low=opt.low, high=opt.high))
        panel.append(Control("start-again", "Start again", icon="\u21bb"))
        rows.append(panel)
        return rows

    def still_pictures(self) -> list[tuple[str, str]]:
        """(caption, SVG) of what is on show, as pictures nobody can tap (a saved page)."""
        return [("", self.board(interactive=False))]

    def view(self) -> dict[str, Any]:
        """Everything the view draws, as plain data (JSON-ready)."""
        playable = self.playable()
        first_pit = LETTERS[min(playable)] if playable else ""
        if self.trace is not None:
            step_label = f"Step {self.index} of {self.last_step}"
        else:
            step_label = ""
        right, made = self.score
        return {
            "seq": self.seq,
            "level": self.level,
            "contrast": self.contrast,
            "board": self.board(),
            "step": step_label,
            "narration": self._step_words(),
            "total": "" if self.young else self.total_line(),
            "message": self.message,
            "message_kind": self.message_kind,
            "announce": self._announce,
            "announce_seq": self._announce_seq,
            "history": "" if self.young else self.history_text(),
            "score": (f"Predictions: {right} right out of {made}"
                      if (self.predict or made) and not self.young else ""),
            "rows": [[c.as_data() for c in row] for row in self.controls()],
            "playing": self.playing,
            "interval": SPEEDS[self.speed],
            "focus": self.focus or first_pit,
        }


def _as_int(value: Any, name: str) -> int:
    if isinstance(value, bool):
        raise MancalaError(f"{name} must be a whole number, not {shown(value)}.")
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 10:
        return int(value)
    raise MancalaError(f"{name} must be a whole number, not {shown(value)}.")
