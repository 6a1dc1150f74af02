"""Checks for the values a user gives, each failing with one sentence.

Every layer checks its arguments with these, so "a whole number, not True" means the same
everywhere. A check returns the value when it is good and otherwise raises a
:class:`~mancala_teach.errors.MancalaError` subclass (the caller picks which) whose message
says what was wrong and what is allowed, quoting the bad value the package's one way
(:func:`~mancala_teach.errors.shown`). Nothing is rounded or clamped: ``2.0`` seeds or
``pits=True`` is refused, never turned into a different game.

The ``*_text`` checks read the text a person typed, and are made to be argparse ``type=``
functions: their error is also an :class:`argparse.ArgumentTypeError`, so argparse shows its
sentence as it is.

The sentences are in the language in use (:mod:`mancala_teach.i18n`, which needs only the
standard library and :mod:`.errors`, so this bottom layer may use it); ``what`` (what was
checked) comes from the caller in that language too.
"""

from __future__ import annotations

import argparse
from typing import Any, Callable, Iterable

from .errors import InvalidOptionError, MancalaError, shown
from .i18n import _


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number: an int, and not a bool (True is a number to
    Python, never to a teacher)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: Any, what: str, low: int | None = None, high: int | None = None, *,
                 error: type[MancalaError] = InvalidOptionError) -> int:
    """``value`` if it is a whole number from ``low`` to ``high`` (either may be None: no
    limit), else ``error``: "``what`` must be a whole number from 1 to 10, not 'x'."."""
    if is_whole(value) and (low is None or value >= low) and (high is None or value <= high):
        return value
    value = shown(value)
    # TRANSLATORS: {what} is what was checked, as the caller names it ("The limit").
    if low is not None and high is not None:
        raise error(_("{what} must be a whole number from {low} to {high}, not {value}.",
                      what=what, low=low, high=high, value=value))
    if low is not None:
        raise error(_("{what} must be a whole number, {low} or more, not {value}.",
                      what=what, low=low, value=value))
    if high is not None:
        raise error(_("{what} must be a whole number, {high} or less, not {value}.",
                      what=what, high=high, value=value))
    raise error(_("{what} must be a whole number, not {value}.", what=what, value=value))


def whole_numbers(value: Any) -> bool:
    """Whether ``value`` is a list (or tuple) of whole numbers."""
    return (isinstance(value, (list, tuple))
            and all(is_whole(item) for item in value))


def flag(value: Any, what: str, *, error: type[MancalaError] = MancalaError) -> bool:
    """``value`` if it is True or False, else ``error``: "``what`` must be True or False"."""
    if isinstance(value, bool):
        return value
    raise error(_("{what} must be True or False, not {value}.", what=what,
                  value=shown(value)))


def one_of(value: Any, what: str, choices: Iterable[str], *,
           error: type[MancalaError] = MancalaError) -> str:
    """``value`` (stripped, lower case) if it is one of ``choices``, else ``error``."""
    choices = tuple(choices)
    if isinstance(value, str) and value.strip().lower() in choices:
        return value.strip().lower()
    raise error(_("{what} must be one of {choices}, not {value}.", what=what,
                  choices=", ".join(map(repr, choices)), value=shown(value)))


# --- typed text: argparse type= functions -------------------------------------------------------

class TypedTextError(InvalidOptionError, argparse.ArgumentTypeError):
    """Text typed for an option that is not an allowed value (argparse shows the sentence)."""


def whole_number_text(low: int, high: int, what: str = "") -> Callable[[str], int]:
    """A check of typed text: a whole number from ``low`` to ``high``. ``what`` says what is
    allowed (default: "it must be from low to high")."""

    def parse(text: str) -> int:
        # (said when the text is read: the parser may be made in one language and used in
        # another)
        allowed = what or _("it must be from {low} to {high}", low=low, high=high)
        digits = text.strip()
        body = digits[1:] if digits[:1] in "+-" else digits
        if not (body.isascii() and body.isdigit()):
            # TRANSLATORS: {allowed} says what is allowed ("it must be from 1 to 10").
            raise TypedTextError(_("{value} is not a whole number; {allowed}",
                                   value=shown(text), allowed=allowed))
        if len(body.lstrip("0")) > len(str(max(abs(low), abs(high)))):   # never int() a
            raise TypedTextError(_("{allowed}, not {value}", allowed=allowed,  # huge string
                                   value=shown(text)))
        value = int(digits)
        if not low <= value <= high:
            raise TypedTextError(_("{allowed}, not {value}", allowed=allowed, value=value))
        return value
    return parse


def one_of_text(choices: Iterable[Any]) -> Callable[[str], Any]:
    """A check of typed text: exactly one of ``choices``."""
    choices = tuple(choices)

    def parse(text: str) -> Any:
        for choice in choices:
            if text == choice:
                return choice
        raise TypedTextError(_("{value} is not allowed; choose one of: {choices}",
                               value=shown(text), choices=", ".join(map(str, choices))))
    return parse


def name_value_pairs(pairs: Iterable[str], *, example: str = "pits=4") -> dict[str, str]:
    """Options typed as ``name=value`` words: ``{"pits": "4"}`` (names lower case, ``-`` read
    as ``_``; values still text, for :meth:`Variant.rules` to check)."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise InvalidOptionError(_("Options are written name=value, like {example}; "
                                       "{value} is not.", example=example, value=shown(pair)))
        key = key.strip().lower().replace("-", "_")
        if key in out:
            raise InvalidOptionError(_("The option {option} is given twice ({value} and "
                                       "{other}); give each option once.", option=shown(key),
                                       value=shown(out[key]), other=shown(value)))
        out[key] = value
    return out
