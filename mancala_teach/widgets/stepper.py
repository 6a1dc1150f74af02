"""The stepper widget: a board you play by tapping its pits, one seed at a time.

A thin anywidget view of :class:`~mancala_teach.widgets.session.StepperSession`: Python keeps
the whole state and sends a view model (the board SVG, the controls as data, the sentences);
the ES module ``static/widget.js`` (:mod:`.frontend`) draws it and sends back pit taps and key presses.

Why one anywidget rather than ipywidgets' buttons, Play and slider: every control's accessible
name, focus ring, contrast and size are then ours (axe flagged ipywidgets' icon-only Play
button and unlabelled slider), the pits on the drawn board are the move buttons, and the same
module renders in JupyterLab, Notebook 7, Voila, VS Code and JupyterLite, offline.
Callbacks never print: every message goes into the widget.

Every widget speaks its session's language (``Stepper(language="fr")``; None: the language in
use when it is made), in every callback, whatever language the notebook's code uses: two
widgets side by side may speak two languages.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..i18n import _, use_language
from ..moves import Move
from ..position import Position
from ..trace import Frame, Trace
from .frontend import CSS_PATH, ESM_PATH, still_html
from .session import StepperSession
from .stepping import MoveChooser


class SessionWidget(anywidget.AnyWidget):
    """An anywidget that draws a session's ``view()`` and feeds it the browser's events."""

    _esm = ESM_PATH     # static/widget.js: anywidget reads the file
    _css = CSS_PATH
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session
        self.on_msg(self._received)
        self.refresh()

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self.session.handle(content)
        except Exception as exc:  # noqa: BLE001 - a classroom widget never shows a traceback
            with use_language(self.session.language):
                self.session.say(_("Something went wrong ({error}). Press Start again to go "
                                   "on.", error=type(exc).__name__), problem=True)
        self.refresh()

    def send_event(self, content: dict[str, Any]) -> None:
        """What a click in the browser does, callable from Python (tests, benchmarks)."""
        self._received(self, content, [])

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # Beside the live widget, a still picture as HTML: what a saved notebook shows where
        # the kernel is not running yet (the classroom site's first seconds), so the board
        # is on the page at once. Front ends with a live kernel prefer the widget itself.
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if data is not None:
            with use_language(self.session.language):
                data["text/html"] = still_html(self.view, self.session.still_pictures())
        return bundle

    @property
    def language(self) -> str:
        """The code of the language the widget speaks ("en", "fr", "es")."""
        return self.session.language

    def refresh(self) -> None:
        """Send the session's view to the browser (a new dict each time: never 'no change')."""
        self.view = self.session.view()


class Stepper(SessionWidget):
    """Play a whole game, one seed at a time, by tapping the pits of the board.

    ``Stepper("kalah", seeds=3)``, ``Stepper("oware", predict=True)``,
    ``Stepper(level="young")`` (grades 1-3: three controls, counting aloud),
    ``Stepper(contrast="high")`` (for a washed-out projector) or
    ``Stepper(opponent="greedy")`` (the computer plays North: "random", "greedy",
    "thinks ahead", "strongest", or on small boards "perfect"; young mode: random or greedy).
    ``Stepper("kalah", teams=True, players=["Ana", "Ben", "Cy", "Dee"])`` says whose turn it
    is by the names the class typed in, one per seat in the order of play (teams: South's
    first player, North's first, South's second, North's second; the four-sided board: South,
    East, North, West). Any other rule option of the
    game (``capture_empty_opposite=True`` ...) can be given as a keyword. Every argument is
    checked first: a bad one raises :class:`~mancala_teach.errors.MancalaError` with one
    sentence saying what is allowed. ``language="fr"`` (or "es", "French", "fr-CA" ...)
    makes every word the widget shows French: its buttons, messages, the board's names for
    screen readers (None: the language in use, :func:`mancala_teach.i18n.set_language`).
    """

    def __init__(self, game: str = "kalah", *, predict: bool = False, flipped: bool = False,
                 speed: int = 4, level: str = "standard", contrast: str = "normal",
                 opponent: str = "person", players: Any = None, language: str | None = None,
                 **options: Any) -> None:
        session = StepperSession(game, predict=predict, flipped=flipped, speed=speed,
                                 level=level, contrast=contrast, opponent=opponent,
                                 players=players, language=language, **options)
        super().__init__(session)

    def __repr__(self) -> str:
        # The text a saved notebook shows where the live widget is not running.
        with use_language(self.session.language):
            return _("Stepper({game}): run the cell in Jupyter to play on the board",
                     game=repr(self.session.rules.spec()))

    # --- the Python API (notebooks and tests) -------------------------------------------------

    @property
    def position(self) -> Position:
        return self.session.position

    @property
    def trace(self) -> Trace | None:
        return self.session.trace

    @property
    def frames(self) -> list[Frame]:
        return self.session.frames

    @property
    def step(self) -> int:
        return self.session.step

    @property
    def score(self) -> list[int]:
        return self.session.score

    def choose(self, move: Move | str) -> None:
        """Tap a pit from Python: ``stepper.choose("C")`` (its seeds are picked up at once)."""
        self.session.choose(move)
        self.refresh()

    def tap(self, pit: str) -> None:
        self.send_event({"pit": pit})

    def press(self, key: str, value: Any = None) -> None:
        self.send_event({"key": key, "value": value})

    def finish(self) -> None:
        self.press("finish")

    def start_from(self, position: Position) -> None:
        """Start from any position (a puzzle, a worksheet's board) instead of the opening."""
        self.session.start_from(position)
        self.refresh()

    def undo(self) -> None:
        self.press("undo")

    def set_computer(self, player: int, choose_move: MoveChooser | None) -> None:
        """Let ``choose_move(position) -> Move`` (or ``(Move, reason)``) play for a player."""
        self.session.set_computer(player, choose_move)
        self.session.computer_moves()
        self.refresh()

    def hint(self, choose_move: MoveChooser | None = None) -> str:
        """A hint for the player to move: from the computer (as the Hint button gives it), or
        from ``choose_move(position)``. Shown in the widget and returned, not played."""
        text = (self.session.give_hint() if choose_move is None
                else self.session.hint(choose_move))
        self.refresh()
        return text

    def set_opponent(self, opponent: str) -> None:
        """Who plays North from now on: "person", "random", "greedy", "thinks ahead",
        "strongest" or, on small boards, "perfect" (as the "North is" choice in the widget)."""
        self.session.set_opponent(opponent)
        self.session.computer_moves()
        self.refresh()
