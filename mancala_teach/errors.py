"""Exceptions: each carries one sentence saying what was wrong and what is allowed."""

from __future__ import annotations

import reprlib
import unicodedata


class MancalaError(ValueError):
    """Base class for every error this package raises on bad input."""


class UnknownVariantError(MancalaError):
    """A variant name that is not in the registry."""


class UnknownLanguageError(MancalaError):
    """A language mancala-teach has no catalogue for (the message lists those it has)."""


class InvalidOptionError(MancalaError):
    """A rule option that does not exist or has an impossible value."""


class InvalidSetupError(InvalidOptionError):
    """A starting distribution of seeds that the variant does not allow."""


class IllegalMoveError(MancalaError):
    """A move that the rules do not allow in this position."""


class GameOverError(IllegalMoveError):
    """A move asked for after the game has ended."""


class PositionFormatError(MancalaError):
    """Text that does not describe a position."""


class SolveTooBigError(MancalaError):
    """A position the exact solver cannot finish within its budget, or a game it does not know."""


class UnknownNameError(MancalaError, KeyError):
    """A name that is not one of those allowed: a palette colour, a highlight, a word for the
    glossary. (Also a KeyError, as a failed look-up always was.)"""

    __str__ = BaseException.__str__      # the sentence as it is, not KeyError's quoted repr


class NotABoardError(MancalaError, TypeError):
    """Something to draw that is not a board, or a board drawn without what it needs. (Also
    a TypeError, as it always was.)"""


class PuzzleError(MancalaError):
    """Puzzle settings that cannot make the puzzle asked for."""


class MissingExtraError(ImportError):
    """An optional part of the package is used without the library it needs.

    The message names the extra to install, e.g. ``pip install 'mancala-teach[print]'``.
    ``message``, when given, is that sentence already said in the language in use (this
    module comes before :mod:`mancala_teach.i18n`, so the raise site says it).
    """

    def __init__(self, what: str, library: str, extra: str, message: str | None = None) -> None:
        super().__init__(message or f"{what} needs {library}, which is not installed: "
                                    f"pip install 'mancala-teach[{extra}]' (or pip install "
                                    f"{library}).", name=library)
        self.extra = extra


# --- quoting bad input in a message -------------------------------------------------------------

QUOTE_LIMIT = 60   # a message quotes at most this many characters of a bad value
PATH_LIMIT = 80    # and of a file's path (the start and the end, which say the most)


class _ShortRepr(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        return shown(x)


def _escaped(text: str) -> str:
    """``text`` with anything unprintable written as an escape (a line break as \\n, a byte
    that is not text in this computer's encoding as \\xff), so a message stays one line."""
    out = []
    for ch in text:
        code = ord(ch)
        if 0xDC80 <= code <= 0xDCFF:         # a raw byte smuggled in by surrogateescape
            out.append(f"\\x{code - 0xDC00:02x}")
        elif ch.isprintable() or unicodedata.category(ch) == "Zs":   # a no-break space too
            out.append(ch)
        else:
            out.append(repr(ch)[1:-1])
    return "".join(out)


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A bad value as a message quotes it: short, on one line, and never an error itself.

    Text is quoted (``'pits'``) and cut to about ``limit`` characters with the full length
    added (``'99999...' (5000 characters)``); a number too long to print in full says how many
    digits it has; anything else is its ``repr``, cut short.
    """
    try:
        if isinstance(value, bool) or value is None:
            return repr(value)
        if isinstance(value, int):
            if value.bit_length() > 3 * limit:          # more than about 'limit' digits
                digits = int(value.bit_length() * 0.30103) + 1
                return f"a number with about {digits} digits"
            return str(int(value))
        if isinstance(value, (bytes, bytearray)):
            return "b" + shown(bytes(value).decode("utf-8", "surrogateescape"), limit - 1)
        if isinstance(value, str):
            text = _escaped(value)
            if len(text) <= limit:
                return f"'{text}'"
            return f"'{text[:limit - 15]}...' ({len(value)} characters)"
        short = _ShortRepr()
        short.maxstring = short.maxother = short.maxlong = limit // 2
        short.maxlist = short.maxtuple = short.maxdict = short.maxset = 6
        short.maxlevel = 2
        text = _escaped(short.repr(value))
        if text.startswith("<"):      # <object object at 0x...> says nothing to a reader
            name = type(value).__name__
            return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"
        return text if len(text) <= limit else text[:limit - 3] + "..."
    except Exception:  # a value whose repr fails must not hide the real message
        return f"a {type(value).__name__}"


def shown_path(path: object, limit: int = PATH_LIMIT) -> str:
    """A file or folder name as a message quotes it: the start and the end of a long one."""
    import os
    try:
        name = os.fspath(path)  # type: ignore[call-overload]
    except TypeError:
        return shown(path, limit)
    if isinstance(name, bytes):
        name = name.decode("utf-8", "surrogateescape")
    text = _escaped(name)
    if len(text) > limit:
        text = text[:limit // 3] + "..." + text[-(limit - limit // 3 - 3):]
    return f"'{text}'"
