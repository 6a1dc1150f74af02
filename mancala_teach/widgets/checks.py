"""Checks for the arguments of every widget constructor, made before anything is built.

Each failure is a :class:`~mancala_teach.errors.MancalaError` whose message is one sentence
saying what was wrong and what is allowed, quoting a bad value the package's one way
(:func:`mancala_teach.errors.shown`: short, one line). Nothing is clamped or rounded:
``pits=12`` or a set-up with ``5.5`` is refused, never
turned into a different game. The sentences are in the language in use (a widget checks its
arguments in its own language); argument names and the values a Python call takes
(``'young'``, ``'high'``) stay as the code spells them.
"""

from __future__ import annotations

from typing import Any

from ..checks import flag, is_whole, one_of
from ..errors import InvalidOptionError, MancalaError, shown
from ..glossary import game_title
from ..i18n import _, capitalised
from ..naming import seat_name
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
    if rules.teams:
        order = _("South's first player, North's first, South's second, North's second")
    else:
        order = ", ".join(seat_name(p, rules.sides) for p in range(rules.sides))
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise MancalaError(_("players must be a list of names, one per seat ({order}), not "
                             "{value}.", order=order, value=shown(value)))
    names = tuple(n.strip() if isinstance(n, str) else n for n in value)
    if len(names) != seats or not all(isinstance(n, str) and 0 < len(n) <= 30 for n in names):
        raise MancalaError(_("players needs {count} names of 1 to 30 letters, one per seat "
                             "({order}), not {value}.", count=seats, order=order,
                             value=shown(value)))
    if len(set(names)) != seats:
        raise MancalaError(_("players needs {count} different names, so the board can say "
                             "who is to move, not {value}.", count=seats, value=shown(value)))
    return names


def check_speed(value: Any) -> int:
    if not is_whole(value) or value not in SPEEDS:
        raise MancalaError(_("speed must be a whole number from 1 (slow) to {fast} (fast), "
                             "not {value}.", fast=len(SPEEDS), value=shown(value)))
    return value


def check_game(game: Any) -> Variant:
    if not isinstance(game, str):
        raise MancalaError(_("The game must be named by text, such as 'kalah' or 'oware', "
                             "not {value}.", value=shown(game)))
    if len(game) > 100:
        raise MancalaError(_("There is no game called {value}; names are short, such as "
                             "'kalah' or 'oware'.", value=shown(game)))
    return find_variant(game)


def check_rules(v: Variant, options: dict[str, Any]) -> Rules:
    """The rules for ``options``: every option is checked by the registry
    (:meth:`~mancala_teach.variants.Option.check`), as everywhere else."""
    try:
        return v.rules(**options)
    except MancalaError:
        raise
    except (TypeError, ValueError, OverflowError) as exc:   # a value no option expected
        raise InvalidOptionError(_("{game}: these options do not make a game ({why}).",
                                   game=_game(v), why=shown(str(exc)))) from None


def _game(v: Variant) -> str:
    """A game's name at the start of a sentence, in the language in use."""
    return capitalised(game_title(v.title))
