"""Checks for the arguments of every widget constructor, made before anything is built.

Each failure is a :class:`~mancala_teach.errors.MancalaError` whose message is one sentence
saying what was wrong and what is allowed, quoting a bad value the package's one way
(:func:`mancala_teach.errors.shown`: short, one line). Nothing is clamped or rounded:
``pits=12`` or a set-up with ``5.5`` is refused, never
turned into a different game.
"""

from __future__ import annotations

from typing import Any

from ..checks import flag, is_whole, one_of
from ..errors import InvalidOptionError, MancalaError, shown
from ..rules import Rules
from ..variants import Variant, find_variant

SPEEDS = {1: 1600, 2: 1200, 3: 900, 4: 650, 5: 450, 6: 300, 7: 200, 8: 120}  # ms per seed
LEVELS = ("standard", "young")
CONTRASTS = ("normal", "high")


def check_flag(name: str, value: Any) -> bool:
    return flag(value, name)


def check_choice(name: str, value: Any, choices: tuple[str, ...]) -> str:
    return one_of(value, name, choices)


def seats_of(rules: Rules) -> int:
    """How many people play: one per side, or two per side in a teams game."""
    return 2 * rules.sides if rules.teams else rules.sides


def check_players(value: Any, rules: Rules) -> tuple[str, ...] | None:
    """The names a class typed in, one per seat in the order of play (None: seat names)."""
    if value is None:
        return None
    seats = seats_of(rules)
    order = ("South's first player, North's first, South's second, North's second"
             if rules.teams else ", ".join(rules.player_names))
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise MancalaError(f"players must be a list of names, one per seat ({order}), not "
                           f"{shown(value)}.")
    names = tuple(n.strip() if isinstance(n, str) else n for n in value)
    if len(names) != seats or not all(isinstance(n, str) and 0 < len(n) <= 30 for n in names):
        raise MancalaError(f"players needs {seats} names of 1 to 30 letters, one per seat "
                           f"({order}), not {shown(value)}.")
    if len(set(names)) != seats:
        raise MancalaError(f"players needs {seats} different names, so the board can say who "
                           f"is to move, not {shown(value)}.")
    return names


def check_speed(value: Any) -> int:
    if not is_whole(value) or value not in SPEEDS:
        raise MancalaError(f"speed must be a whole number from 1 (slow) to {len(SPEEDS)} "
                           f"(fast), not {shown(value)}.")
    return value


def check_game(game: Any) -> Variant:
    if not isinstance(game, str):
        raise MancalaError(f"The game must be named by text, such as 'kalah' or 'oware', "
                           f"not {shown(game)}.")
    if len(game) > 100:
        raise MancalaError(f"There is no game called {shown(game)}; names are short, such "
                           f"as 'kalah' or 'oware'.")
    return find_variant(game)


def check_rules(v: Variant, options: dict[str, Any]) -> Rules:
    """The rules for ``options``: every option is checked by the registry
    (:meth:`~mancala_teach.variants.Option.check`), as everywhere else."""
    try:
        return v.rules(**options)
    except MancalaError:
        raise
    except (TypeError, ValueError, OverflowError) as exc:   # a value no option expected
        raise InvalidOptionError(f"{v.title}: these options do not make a game "
                                 f"({shown(str(exc))}).") from None
