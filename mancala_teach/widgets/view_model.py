"""What every widget screen shares: controls as data, one way in for events, one message line.

A session (the stepper's, the puzzle board's) is a :class:`ViewModel`. The browser sends each
tap or key press as a small dict, and :meth:`ViewModel.handle` is the one way in for all of
them: ``{"pit": "C"}`` goes to ``tap``, ``{"store": "South"}`` to ``tap_store`` and
``{"key": "next", "value": ...}`` to the control called ``next``. Each part of a screen lists
its own controls in :meth:`ViewModel.buttons` (pressed) and :meth:`ViewModel.fields` (given a
value), so the code behind a button is found from the button's key. A session describes what
to draw as rows of :class:`Control` data; the view draws them and decides nothing.

A session speaks one language, chosen when it is made (``language="fr"``; None: the language
in use then) and kept for good: its events and its view are handled in that language
whoever calls them (:func:`~mancala_teach.i18n.in_own_language`), so two boards side by side
may speak two languages. The view carries the language's code (``lang``), which the page
puts on the widget's root element.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..errors import MancalaError, shown
from ..i18n import _, check_language, current_language, in_own_language, pgettext

# A widget narrower than this (CSS pixels) in a window taller than wide is on a phone held
# upright: its two-sided boards stand up too (rows running down the screen).
NARROW_PX = 480


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


class ViewModel:
    """The part every session shares: events in, the message line and the live region out.

    ``seq`` bumps at every event, so a repeated press still redraws; ``message`` is the line
    under the board; the live region (``announce``) is what a screen reader hears, sent again
    only when ``announce_seq`` changes. ``focus`` names the control (or pit) that takes the
    keyboard focus when the one that had it is gone; :meth:`move_focus` moves it there at once
    (the view does so only when the focus is already inside the widget).
    """

    narrow = False      # the view says it is narrow and upright: two-sided boards stand up
    language = "en"     # the code of the language the session speaks (set when it is made)

    def __init__(self, language: str | None = None) -> None:
        self.language = check_language(current_language() if language is None else language)
        self.seq = 0
        self.message = ""
        self.message_kind = "info"
        self.focus = ""
        self._focus_seq = 0
        self._announce = ""
        self._announce_seq = 0

    # --- events in ----------------------------------------------------------------------------

    @in_own_language
    def handle(self, event: dict[str, Any]) -> None:
        """One event from the view: ``{"pit": "C"}``, ``{"store": "South"}`` or
        ``{"key": "next", "value": ...}``.

        Never raises for anything a user can do: a problem becomes the widget's message.
        """
        self.seq += 1
        try:
            if not isinstance(event, dict):
                raise MancalaError(_("The widget sent something that is not an event."))
            if event.get("pit") is not None:
                self.tap(str(event["pit"]))
            elif event.get("store") is not None:
                self.tap_store(str(event["store"]))
            elif event.get("key"):
                self.press(str(event["key"]), event.get("value"))
            self.settle()
        except MancalaError as exc:
            self.say(str(exc), problem=True)

    def tap(self, name: str) -> None:
        """A tap (or Enter) on a pit of the board."""

    def tap_store(self, player: str) -> None:
        """A tap on a store (most boards: nothing happens)."""

    def press(self, key: str, value: Any = None) -> None:
        """A press of the control called ``key`` (a field also gets its new ``value``)."""
        buttons = self.buttons()
        fields = self.fields()
        if key in buttons:
            buttons[key]()
        elif key in fields:
            fields[key](value)
        else:
            raise MancalaError(_("The widget has no control called {key}.",
                                 key=shown(key, 30)))

    def buttons(self) -> dict[str, Callable[[], None]]:
        """What each button does, by its key (each part of a screen adds its own)."""
        return {}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        """What each select, number box or check box does with its new value, by its key."""
        return {"screen": self.set_screen}

    def set_screen(self, size: Any) -> None:
        """The view's report of its size, ``{"width": ..., "height": ...}`` (the widget's width
        and the window's height, in CSS pixels): a narrow widget in an upright window draws
        its two-sided boards standing up. Anything else is ignored: nobody typed it."""
        try:
            width, height = float(size["width"]), float(size["height"])
        except (TypeError, KeyError, ValueError):
            return
        self.narrow = 0 < width < NARROW_PX and height > width

    def settle(self) -> None:
        """After every event: whatever happens by itself (the computer's move)."""

    # --- words out ----------------------------------------------------------------------------

    def say(self, text: str, *, problem: bool = False, kind: str | None = None) -> None:
        """Show ``text`` under the board. A problem (or a verdict, ``kind`` "right" or
        "wrong") is also said by the live region; plain information is only shown."""
        self.message = text
        self.message_kind = kind or ("problem" if problem and text else "info")
        if (problem or kind) and text:
            self._announce_now(text)

    def _announce_now(self, text: str) -> None:
        self._announce = text
        self._announce_seq += 1

    def said(self) -> dict[str, Any]:
        """The message line and the live region, as the view model sends them, with the
        language they are in (``lang``, for the root element) and what follows "Step 3 of
        10" before the narration (``separator``: French puts a no-break space before ":")."""
        return {"message": self.message, "message_kind": self.message_kind,
                "announce": self._announce, "announce_seq": self._announce_seq,
                "lang": self.language,
                # TRANSLATORS: between "Step 3 of 10" and the sentence for that step.
                "separator": pgettext("separator", ": ")}

    def move_focus(self, key: str) -> None:
        """Send the keyboard focus to the control called ``key`` now (after a tap that asks
        for an answer there: the prediction's list, the puzzle's number box)."""
        self.focus = key
        self._focus_seq += 1

    def controls(self) -> list[list[Control]]:
        """The rows of controls under the board."""
        return []

    def rows(self) -> list[list[dict[str, Any]]]:
        return [[c.as_data() for c in row] for row in self.controls()]


def whole_number(value: Any, what: str, example: int) -> int:
    """``value`` from a number box or a select as a whole number.

    ``what`` says what the box holds ("the number of pits a side", in the language in use:
    it goes inside a sentence), ``example`` a number that would do; a box left empty or holding something else gets a sentence a teacher
    understands, saying what to type.
    """
    if value is None or isinstance(value, str) and not value.strip():
        raise MancalaError(_("Type {what} in the box first, as a whole number like "
                             "{example}.", what=what, example=example))
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 10:
        return int(value)
    raise MancalaError(_("Type {what} as a whole number like {example}: {value} is not one.",
                         what=what, example=example, value=shown(value)))
