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
