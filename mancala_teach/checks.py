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
"""

from __future__ import annotations

import argparse
from typing import Any, Callable, Iterable

from .errors import InvalidOptionError, MancalaError, shown


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
    if low is not None and high is not None:
        allowed = f"a whole number from {low} to {high}"
    elif low is not None:
        allowed = f"a whole number, {low} or more"
    elif high is not None:
        allowed = f"a whole number, {high} or less"
    else:
        allowed = "a whole number"
    raise error(f"{what} must be {allowed}, not {shown(value)}.")


def whole_numbers(value: Any) -> bool:
    """Whether ``value`` is a list (or tuple) of whole numbers."""
    return (isinstance(value, (list, tuple))
            and all(is_whole(item) for item in value))


def flag(value: Any, what: str, *, error: type[MancalaError] = MancalaError) -> bool:
    """``value`` if it is True or False, else ``error``: "``what`` must be True or False"."""
    if isinstance(value, bool):
        return value
    raise error(f"{what} must be True or False, not {shown(value)}.")


def one_of(value: Any, what: str, choices: Iterable[str], *,
           error: type[MancalaError] = MancalaError) -> str:
    """``value`` (stripped, lower case) if it is one of ``choices``, else ``error``."""
    choices = tuple(choices)
    if isinstance(value, str) and value.strip().lower() in choices:
        return value.strip().lower()
    raise error(f"{what} must be one of {', '.join(map(repr, choices))}, not {shown(value)}.")


# --- typed text: argparse type= functions -------------------------------------------------------

class TypedTextError(InvalidOptionError, argparse.ArgumentTypeError):
    """Text typed for an option that is not an allowed value (argparse shows the sentence)."""


def whole_number_text(low: int, high: int, what: str = "") -> Callable[[str], int]:
    """A check of typed text: a whole number from ``low`` to ``high``. ``what`` says what is
    allowed (default: "it must be from low to high")."""
    allowed = what or f"it must be from {low} to {high}"

    def parse(text: str) -> int:
        digits = text.strip()
        body = digits[1:] if digits[:1] in "+-" else digits
        if not (body.isascii() and body.isdigit()):
            raise TypedTextError(f"{shown(text)} is not a whole number; {allowed}")
        if len(body.lstrip("0")) > len(str(max(abs(low), abs(high)))):
            raise TypedTextError(f"{allowed}, not {shown(text)}")   # never int() a huge string
        value = int(digits)
        if not low <= value <= high:
            raise TypedTextError(f"{allowed}, not {value}")
        return value
    return parse


def one_of_text(choices: Iterable[Any]) -> Callable[[str], Any]:
    """A check of typed text: exactly one of ``choices``."""
    choices = tuple(choices)

    def parse(text: str) -> Any:
        for choice in choices:
            if text == choice:
                return choice
        allowed = ", ".join(map(str, choices))
        raise TypedTextError(f"{shown(text)} is not allowed; choose one of: {allowed}")
    return parse


def name_value_pairs(pairs: Iterable[str], *, example: str = "pits=4") -> dict[str, str]:
    """Options typed as ``name=value`` words: ``{"pits": "4"}`` (names lower case, ``-`` read
    as ``_``; values still text, for :meth:`Variant.rules` to check)."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise InvalidOptionError(f"Options are written name=value, like {example}; "
                                     f"{shown(pair)} is not.")
        key = key.strip().lower().replace("-", "_")
        if key in out:
            raise InvalidOptionError(f"The option {shown(key)} is given twice "
                                     f"({shown(out[key])} and {shown(value)}); give each "
                                     f"option once.")
        out[key] = value
    return out
