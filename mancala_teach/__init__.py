"""mancala-teach: teach mathematics with mancala.

One rules engine for Kalah, Oware (Abapa), Wari, Lane's two Egyptian games and Giuthi::

    >>> from mancala_teach import variant, new_game
    >>> game = new_game("kalah")
    >>> after, trace = game.play("C")
    >>> trace.extra_turn
    True
"""

from __future__ import annotations

from .errors import (GameOverError, IllegalMoveError, InvalidOptionError, InvalidSetupError,
                     MancalaError, PositionFormatError, UnknownVariantError)
from .moves import CCW, CW, SWAP, Move
from .naming import NORTH, SOUTH, pit_index, pit_name, player_name
from .position import Outcome, Position, Termination
from .rules import Rules
from .trace import Frame, Trace
from .variants import VARIANTS, Variant, find_variant, variant
from .render import svg as _svg  # noqa: F401  (positions draw themselves in Jupyter with it)

__version__ = "0.1.0"


def new_game(spec: str | Rules = "kalah", **options: object) -> Position:
    """The starting position of a game: ``new_game("oware")``, ``new_game("kalah", pits=4)``."""
    return Position.start(variant(spec, **options))


__all__ = [
    "CCW", "CW", "Frame", "GameOverError", "IllegalMoveError", "InvalidOptionError",
    "InvalidSetupError", "MancalaError", "Move", "NORTH", "Outcome", "Position",
    "PositionFormatError", "Rules", "SOUTH", "SWAP", "Termination", "Trace",
    "UnknownVariantError", "VARIANTS", "Variant", "find_variant", "new_game", "pit_index",
    "pit_name", "player_name", "variant", "__version__",
]
