"""Exceptions: each carries one sentence saying what was wrong and what is allowed."""

from __future__ import annotations


class MancalaError(ValueError):
    """Base class for every error this package raises on bad input."""


class UnknownVariantError(MancalaError):
    """A variant name that is not in the registry."""


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


class MissingExtraError(ImportError):
    """An optional part of the package is used without the library it needs.

    The message names the extra to install, e.g. ``pip install 'mancala-teach[print]'``.
    """

    def __init__(self, what: str, library: str, extra: str) -> None:
        super().__init__(f"{what} needs {library}, which is not installed: "
                         f"pip install 'mancala-teach[{extra}]' (or pip install {library}).",
                         name=library)
        self.extra = extra
