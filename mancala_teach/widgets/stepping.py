"""The stepping session: a move played seed by seed on the board, and the game it belongs to.

This is the board and the step controls of the stepper's screen (|◀ Start of move, ◀ Back one
seed, Next seed ▶, Finish the move ▶|, ▶ Play the move, Speed, Take back a move, Swap sides,
Flip board, High contrast): which frame of which move is on show, what may be tapped, what
the board, the narration, the running total and the history say. Plain Python, no widget
library.

Honest mid-move: a move being stepped is not yet part of the game. Until its last seed has
landed, the history, the scores and the pits that may be played describe the frame on the
board; no other move can start, and a tap on a pit says why. "Finish the move" jumps to its
end, and only then does the move enter the history.

Young mode (``level="young"``, grades 1-3): a tap on a pit, "Next seed" and "Start again", and
nothing else. Every step changes the board: a step that would change only the sentence (an
extra turn, "now it is North's turn") is merged into the step before it, and the narration
counts the seeds aloud.

A seat may be played by a function ``choose_move(position)`` that returns a move, or a move
and a one-sentence reason (:meth:`SteppingSession.set_computer`); its move is stepped like
any other. The computer's levels and the hints are in :mod:`.opponents`, predict mode in
:mod:`.predict`, the options panel in :mod:`.options_panel`; :mod:`.session` puts them
together.

Every word is the session's language's (:mod:`mancala_teach.i18n`): the methods that make
words speak it whoever calls them. The narration's sentences come from
:mod:`mancala_teach.narrate`, made inside the session's language, so they follow it as soon
as that module speaks it.
"""

from __future__ import annotations

from typing import Any, Callable, Union

from ..errors import MancalaError, shown
from ..glossary import direction_words
from ..i18n import _, in_own_language, ngettext, or_list, pgettext
from ..moves import CCW, CW, Move, parse_move
from ..naming import LETTERS, seat_name
from ..narrate import conservation_line, count_aloud, final_tally, move_result, narrate_step
from ..position import Position
from ..render.highlights import highlights_at
from ..render.svg import board_svg, key_items
from ..trace import Frame, Trace
from ..variants import Variant
from .checks import SPEEDS, check_flag
from .view_model import Control, ViewModel, whole_number

Choice = Union[Move, tuple[Move, str]]
MoveChooser = Callable[[Position], Choice]


def _first_sentence(text: str) -> str:
    head, dot, _ = text.partition(". ")
    return head + "." if dot else text


class SteppingSession(ViewModel):
    """A game played one seed at a time (see the module docstring)."""

    # Set by the constructor (:class:`~mancala_teach.widgets.session.StepperSession`).
    level: str
    contrast: str
    flipped: bool
    speed: int
    uid: str
    variant: Variant
    players: tuple[str, ...] | None
    computer: dict[int, MoveChooser]

    # --- state --------------------------------------------------------------------------------

    def _reset(self, start: Position) -> None:
        self.start_position = start
        self.history: list[Trace] = []      # finished moves, not counting the one on show
        self.trace: Trace | None = None      # the move on show
        self.frames: list[Frame] = []
        self.steps: list[int] = []           # frame numbers shown as steps
        self.index = 0                       # which of self.steps is on show
        self.choosing_direction: int | None = None   # either-way games: the pit tapped
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

    @in_own_language
    def why_not(self, pit: int) -> str:
        """Why tapping ``pit`` does nothing now, in one sentence."""
        if self.in_move:
            if self.young:
                return _("This move is not finished yet: press Next seed first.")
            return _("This move is not finished yet: press Next seed or Finish the move "
                     "first.")
        pos = self.position
        if pos.is_over:
            return _("The game is over: press Start again to play a new game.")
        if pos.to_move in self.computer:
            return _("It is the computer's turn ({player}).", player=self.who(pos))
        try:
            pos.play(Move(pit, CCW))
        except MancalaError as exc:
            return _first_sentence(str(exc))
        return _("Pit {pit} cannot be played now.", pit=LETTERS[pit])

    # --- events -------------------------------------------------------------------------------

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
            self.say(_("Which way should the seeds from pit {pit} go? Choose "
                       "counterclockwise or clockwise.", pit=LETTERS[pit]))
            self.focus = "ccw"
            return
        self._chosen(choices[0])

    def buttons(self) -> dict[str, Callable[[], None]]:
        return {**super().buttons(),
                "next": lambda: self.go(self.index + 1),
                "tick": self._tick,
                "back": lambda: self.go(self.index - 1),
                "start-of-move": lambda: self.go(0),
                "finish": self.finish,
                "play": self.toggle_play,
                "undo": self.take_back,
                "flip": lambda: self.set_flipped(not self.flipped),
                "swap": self._swap,
                "ccw": lambda: self._direction(CCW),
                "cw": lambda: self._direction(CW)}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(),
                "speed": self._set_speed,
                "contrast": lambda v: setattr(self, "contrast", "high" if v else "normal")}

    def settle(self) -> None:
        self.computer_moves()

    def _set_speed(self, value: Any) -> None:
        # TRANSLATORS: goes into "Type {what} in the box first, as a whole number like 4."
        speed = whole_number(value, _("the speed"), 4)
        if speed not in SPEEDS:
            raise MancalaError(_("The speed goes from 1 (slow) to {fast} (fast), not {speed}.",
                                 fast=len(SPEEDS), speed=speed))
        self.speed = speed

    # --- actions (also the Python API) --------------------------------------------------------

    @in_own_language
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
        """A move was chosen (a tap, a direction, Swap sides): it starts at once."""
        self.choosing_direction = None
        self._start(move)

    def _start(self, move: Move, reason: str = "") -> None:
        self._commit()                           # the move before is finished: keep it
        after, trace = self.position.play(move)
        self.trace, self.frames = trace, trace.frames()
        self.steps = self._steps_of(trace)
        self.message = ""
        if reason and len(self.computer) > 1:    # the computer plays more seats: say whose
            # TRANSLATORS: the computer's reason, said by the seat it plays: "North: I chose
            # pit J: ...".
            reason = _("{player}: {reason}", player=self.who(trace.before), reason=reason)
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

    @in_own_language
    def go(self, index: int) -> None:
        """Show step ``index`` of the move on show (out of range: says why, changes nothing)."""
        if self.trace is None:
            self.say(_("Tap a pit to start a move first."), problem=True)
            return
        if index < 0:
            self.say(_("This is the start of the move."), problem=True)
            return
        if index > self.last_step:
            self.say(_("The move is finished: tap a pit to play the next move."), problem=True)
            return
        self.index = index
        self.message = ""
        self._arrived()

    @in_own_language
    def finish(self) -> None:
        """Jump to the end of the move on show."""
        if self.trace is None:
            self.say(_("There is no move to finish: tap a pit to start one."), problem=True)
            return
        self.playing = False
        self.go(self.last_step)

    @in_own_language
    def toggle_play(self) -> None:
        if self.trace is None or not self.in_move:
            self.say(_("Tap a pit first; Play then drops the seeds one by one."), problem=True)
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
        self._arrived()

    def _arrived(self) -> None:
        """After the step changed: end-of-move duties and the live announcement (every step;
        while playing, the words alone, short enough to keep up with the seeds)."""
        if not self.in_move:
            self.playing = False
            self.focus = ""
            self._move_landed()
            words = [self._step_words()]
            if self.trace is not None:
                words.append(move_result(self.trace, players=self.players))
            if self.message:
                words.append(self.message)
            self._announce_now(" ".join(words))
        else:
            self.focus = "next"
            self._announce_now(self._step_words()
                               + ("" if self.playing else self._short_total()))

    def _move_landed(self) -> None:
        """The last seed of the move on show has landed (predict mode judges here)."""

    def _short_total(self) -> str:
        """The running total, short enough to hear at every step (standard level)."""
        if self.young or self.trace is None:
            return ""
        f = self.frames[self.step]
        if self.rules.has_stores:
            said = _("{pits} in the pits, {hand} in hand, {stores} in the stores.",
                     pits=sum(f.pits), hand=f.in_hand, stores=sum(f.stores))
        else:
            said = _("{pits} in the pits, {hand} in hand, {stores} in the score piles.",
                     pits=sum(f.pits), hand=f.in_hand, stores=sum(f.stores))
        return " " + said

    @in_own_language
    def computer_moves(self) -> None:
        """Let the computer play if it is its turn and no move is on show mid-way."""
        pos = self.position
        if self.in_move or pos.is_over or pos.to_move not in self.computer:
            return
        choice = self.computer[pos.to_move](pos)
        move, reason = choice if isinstance(choice, tuple) else (choice, "")
        if not pos.is_legal(move):
            raise MancalaError(_("The computer chose {move}, which is not a legal move.",
                                 move=shown(move, 20)))
        self._start(move, reason)

    @in_own_language
    def set_computer(self, player: int, choose_move: MoveChooser | None) -> None:
        """Let ``choose_move(position)`` play for ``player`` (0 South, 1 North; on the
        four-sided board 0 South, 1 East, 2 North, 3 West); None: a person.

        ``choose_move`` returns a :class:`Move`, or a move and a one-sentence reason that the
        widget shows. The computer moves when its turn comes and no move is on show mid-way.
        """
        sides = self.rules.sides
        if not (isinstance(player, int) and 0 <= player < sides):
            seats = [f"{k} ({seat_name(k, sides)})" for k in range(sides)]
            raise MancalaError(_("player must be {choices}, not {value}.",
                                 choices=or_list(seats), value=shown(player)))
        if choose_move is None:
            self.computer.pop(player, None)
        elif not callable(choose_move):
            raise MancalaError(_("choose_move must be a function of a position, not {value}.",
                                 value=shown(choose_move)))
        else:
            self.computer[player] = choose_move

    @in_own_language
    def take_back(self) -> None:
        """Take back a move; against the computer, back to the person's last turn (else the
        computer would at once play the move taken back)."""
        self.undo()
        while (self.position.to_move in self.computer and self.history and not self.in_move
               and self.trace is None):
            self.undo()

    @in_own_language
    def undo(self) -> None:
        """Take back the move on show (mid-way or finished), or the last finished move."""
        if self.trace is not None:
            taken = self.trace
            self.trace, self.frames, self.steps, self.index = None, [], [], 0
        elif self.history:
            taken = self.history.pop()
        else:
            self.say(_("There is no move to take back yet."), problem=True)
            return
        self.playing = False
        # TRANSLATORS: {move} is a pit's letter ("C"), with its direction in Giuthi ("C,
        # clockwise"), or the words "swap sides".
        self.say(_("Took back {player}'s move {move}.", player=self.who(taken.before),
                   move=self._move_words(taken.move)))
        self._announce_now(self.message)

    @in_own_language
    def who(self, position: Position) -> str:
        """Who is to move: the name the class typed for that seat, else the seat's name
        ("South", "East", "South's second player"), in the session's language."""
        if self.players is not None:
            return self.players[position.seat]
        rules = position.rules
        side = seat_name(position.to_move, rules.sides)
        if rules.teams:
            if (position.partners >> position.to_move) & 1:
                return _("{player}'s second player", player=side)
            return _("{player}'s first player", player=side)
        return side

    @in_own_language
    def start_from(self, position: Position) -> None:
        """Start from any position (a puzzle, a worksheet's board) instead of the opening."""
        if not isinstance(position, Position):
            raise MancalaError(_("start_from needs a Position (from new_game or Position.of), "
                                 "not {value}.", value=shown(position)))
        self._new_board(position)
        self._reset(position)
        changed = self._opponent_fits()
        if changed:
            self.say(changed.strip())
        self.seq += 1

    def _new_board(self, position: Position) -> None:
        """A game of another variant or size is about to start from ``position``."""

    def _opponent_fits(self) -> str:
        """After a change of game: what changed about who plays, in words ("" if nothing)."""
        return ""

    def _seats_changed(self) -> None:
        """Two players became four, or four two: who plays the new seats."""

    @in_own_language
    def set_flipped(self, flipped: bool) -> None:
        self.flipped = check_flag("flipped", flipped)
        self.focus = "flip"

    # --- small helpers ------------------------------------------------------------------------

    def _pit_index(self, name: str) -> int:
        text = name.strip().upper()
        if len(text) != 1 or text not in LETTERS[: self.rules.pit_count]:
            raise MancalaError(_("There is no pit called {name}: pits on this board are A to "
                                 "{last}.", name=shown(name, 20),
                                 last=LETTERS[self.rules.pit_count - 1]))
        return LETTERS.index(text)

    def _direction(self, direction: int) -> None:
        pit = self.choosing_direction
        if pit is None:
            self.say(_("Tap a pit first, then choose which way to sow."), problem=True)
            return
        self._chosen(Move(pit, direction))

    def _swap(self) -> None:
        swaps = [m for m in self.position.legal_moves() if m.is_swap]
        if self.in_move or not swaps:
            self.say(_("Swapping sides is not allowed now."), problem=True)
            return
        self._chosen(swaps[0])

    def _move_words(self, move: Move) -> str:
        if move.is_swap:
            # TRANSLATORS: a move in the history and in sentences ("Took back North's move
            # swap sides."), where other moves are a pit's letter.
            return _("swap sides")
        name = LETTERS[move.pit]
        if self.rules.either_direction:
            return f"{name}, {direction_words(move.direction)}"
        return name

    # --- what to draw -------------------------------------------------------------------------

    def _step_words(self) -> str:
        """The sentence for the step on show."""
        pos = self.position
        if self.trace is None:
            if pos.is_over:
                return final_tally(pos, players=self.players)
            who, side = self.who(pos), seat_name(pos.to_move, self.rules.sides)
            if pos.to_move in self.computer:
                return _("{player} (the computer) is thinking.", player=who)
            # TRANSLATORS: {player} is who moves (a seat or a name the class typed), {side}
            # the seat whose pits they tap (South, East ...).
            return _("{player} to move: tap one of {side}'s pits.", player=who, side=side)
        trace, frame = self.trace, self.step
        if self.young:
            first = self.steps[self.index - 1] + 1 if self.index > 0 else 1
            text = (count_aloud(trace, first, frame) if frame else
                    _("{player} chooses pit {pit}.", player=self.who(trace.before),
                      pit=LETTERS[trace.move.pit]))
        else:
            text = narrate_step(trace, frame, players=self.players)
        if not self.in_move and trace.after.is_over:
            text += " " + final_tally(trace.after, players=self.players)
        return text

    def _pit_labels(self, pits: tuple[int, ...], playable: set[int]) -> dict[int, str]:
        to_move = None if self.in_move else self.position.to_move
        sides = self.rules.sides
        labels = {}
        # TRANSLATORS: a pit's name for screen readers, the letter before the count as the
        # pit shows them ("C 4"); "yours": the player to move may tap it.
        for p, count in enumerate(pits):
            owner = self.rules.owner(p)
            if owner == to_move and p in playable:
                labels[p] = ngettext("Pit {pit}, {n} seed, yours", "Pit {pit}, {n} seeds, yours",
                                     count, pit=LETTERS[p])
            else:
                labels[p] = ngettext("Pit {pit}, {n} seed, {player}'s",
                                     "Pit {pit}, {n} seeds, {player}'s", count, pit=LETTERS[p],
                                     player=seat_name(owner, sides))
        return labels

    def _marked_move(self) -> Move | None:
        """A move chosen but not started (its pit is marked while the class thinks)."""
        if self.choosing_direction is not None:
            return Move(self.choosing_direction)
        return None

    @in_own_language
    def board(self, interactive: bool = True) -> str:
        """The board SVG for what is on show (``interactive=False``: a still picture)."""
        rules = self.rules
        playable = set(self.playable()) if self.choosing_direction is None else set()
        if not interactive:
            playable = set()
        prefix = self.uid if interactive else f"{self.uid}still"
        if self.trace is None:
            pos = self.position
            chosen = self._marked_move()       # the pit chosen, while the class thinks
            return board_svg(pos, flipped=self.flipped, id_prefix=prefix,
                             chosen=() if chosen is None else (chosen.pit,),
                             contrast=self.contrast, legend=False, vertical=self.upright,
                             pit_labels=self._pit_labels(pos.pits, playable) if interactive
                             else None, playable=playable)
        frame = self.frames[self.step]
        after = self.trace.after
        done = not self.in_move
        to_move = (None if after.is_over else after.to_move) if done else \
            self.trace.before.to_move
        return board_svg(
            frame, rules=rules, to_move=to_move, highlights=highlights_at(self.trace, self.step),
            flipped=self.flipped, id_prefix=prefix, contrast=self.contrast, legend=False,
            vertical=self.upright,
            status=_("Game over: {result}.", result=after.outcome.result())
            if done and after.is_over else None,
            pit_labels=self._pit_labels(frame.pits, playable) if interactive else None,
            playable=playable)

    @property
    def upright(self) -> bool:
        """A two-sided board stands up on a narrow, upright screen (a phone)."""
        return self.narrow and self.rules.sides == 2

    def shape(self) -> str:
        """The board's shape, for the page's layout: wide, tall (upright) or square."""
        return "square" if self.rules.sides != 2 else "tall" if self.upright else "wide"

    @in_own_language
    def key(self) -> list[dict[str, str]]:
        """The key to the rings on show, drawn by the page under the board (its words grow
        with the browser's zoom and wrap on a phone, which words inside the picture do not)."""
        if self.trace is None:
            chosen = self._marked_move()
            items = key_items(None, chosen=() if chosen is None else (chosen.pit,),
                              contrast=self.contrast)
        else:
            items = key_items(highlights_at(self.trace, self.step), contrast=self.contrast)
        return [{"kind": kind, "words": words, "swatch": swatch}
                for kind, words, swatch in items]

    @in_own_language
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

    @in_own_language
    def history_text(self) -> str:
        moves = self.moves
        if not moves:
            return _("No moves yet.")
        items = []
        # TRANSLATORS: one move of the history: its number, who played ("South", or a name
        # the class typed) and the move (a pit's letter, or "swap sides").
        for i, t in enumerate(moves, 1):
            said = dict(number=i, player=self.who(t.before), move=self._move_words(t.move))
            if t.captured and t.extra_turn:
                items.append(_("{number}. {player} {move} (captured {count}) (extra turn)",
                               count=t.captured, **said))
            elif t.captured:
                items.append(_("{number}. {player} {move} (captured {count})",
                               count=t.captured, **said))
            elif t.extra_turn:
                items.append(_("{number}. {player} {move} (extra turn)", **said))
            else:
                items.append(_("{number}. {player} {move}", **said))
        separator = pgettext("separator", "; ")
        return _("Moves: {moves}", moves=separator.join(items))

    @in_own_language
    def still_pictures(self) -> list[tuple[str, str]]:
        """(caption, SVG) of what is on show, as pictures nobody can tap (a saved page)."""
        return [("", self.board(interactive=False))]

    # --- the step controls --------------------------------------------------------------------

    @in_own_language
    def direction_controls(self) -> list[Control]:
        """Either-way games, after a tap: which way to sow (empty otherwise)."""
        if self.choosing_direction is None:
            return []
        pit = LETTERS[self.choosing_direction]
        return [Control("ccw", pgettext("button", "Sow {pit} counterclockwise", pit=pit),
                        icon="\u21ba", primary=True),
                Control("cw", pgettext("button", "Sow {pit} clockwise", pit=pit),
                        icon="\u21bb", primary=True)]

    @in_own_language
    def step_controls(self) -> list[Control]:
        """|◀ ◀ ▶ ▶| Play and Speed: stepping through the move on show."""
        at_start = self.trace is None or self.index == 0
        moving = self.in_move
        speed_options = [(str(k), _("{speed} (slow)", speed=k) if k == 1 else
                          _("{speed} (fast)", speed=k) if k == len(SPEEDS) else str(k))
                         for k in SPEEDS]
        return [
            Control("start-of-move", pgettext("button", "Start of move"), icon="|\u25c0",
                    disabled=at_start),
            Control("back", pgettext("button", "Back one seed"), icon="\u25c0",
                    disabled=at_start),
            Control("next", pgettext("button", "Next seed"), icon="\u25b6", icon_after=True,
                    primary=True, disabled=not moving),
            Control("finish", pgettext("button", "Finish the move"), icon="\u25b6|",
                    icon_after=True, disabled=not moving),
            Control("play", pgettext("button", "Stop") if self.playing else
                    pgettext("button", "Play the move"),
                    icon="\u25a0" if self.playing else "\u25b6", disabled=not moving),
            Control("speed", pgettext("label", "Speed"), kind="select", value=str(self.speed),
                    options=speed_options),
        ]

    @in_own_language
    def young_controls(self) -> list[Control]:
        """Young mode's only button besides Start again: Next seed."""
        return [Control("next", pgettext("button", "Next seed"), icon="\u25b6",
                        icon_after=True, primary=True, disabled=not self.in_move)]

    @in_own_language
    def take_back_controls(self) -> list[Control]:
        """Take back a move, and Swap sides where the rules allow it now."""
        moving = self.in_move
        swap = [m for m in self.position.legal_moves() if m.is_swap] if not moving and \
            not self.position.is_over else []
        row = [Control("undo", pgettext("button", "Take back a move"), icon="\u21b6",
                       disabled=not (self.trace is not None or self.history
                                     or self._marked_undoable()))]
        if swap:
            row.append(Control("swap", pgettext("button", "Swap sides")))
        return row

    def _marked_undoable(self) -> bool:
        """Something besides a move that Take back would cancel (a prediction)."""
        return False

    @in_own_language
    def display_controls(self) -> tuple[Control, Control]:
        """Flip board and High contrast."""
        return (Control("flip", pgettext("button", "Flip board"), pressed=self.flipped),
                Control("contrast", pgettext("label", "High contrast"), kind="check",
                        value=self.contrast == "high"))
