"""How pits, stores and players are named everywhere the project shows them.

Pits are letters, A, B, C ... counterclockwise, starting at South's leftmost pit: South owns
A-F and North owns G-L on the standard board. Letters can be read aloud and are never confused
with the seed counts written beside them, which matters on counting worksheets. Seed 004
numbers Wari houses 1-12 and seed 000 numbers Lane's cells 1-12 in the same order, so house k
is simply the k-th letter.

The four-sided board goes on round the square in the same way: with six pits a row South owns
A-F, East G-L, North M-R and West S-X, so the first twelve letters mean what they do on the
usual board.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from .errors import IllegalMoveError, shown
from .i18n import _, per_language, pgettext

SOUTH = 0
NORTH = 1
PLAYER_NAMES = ("South", "North")
# On the four-sided board the seats go counterclockwise from South, as the rows do.
SEAT_NAMES = ("South", "East", "North", "West")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"   # 4 rows of 6 on the square board are A-X


def player_name(player: int) -> str:
    return PLAYER_NAMES[player]


def player_names(sides: int = 2) -> tuple[str, ...]:
    """The players' names by index: South and North on two sides, the four seats otherwise."""
    return PLAYER_NAMES if sides == 2 else SEAT_NAMES[:sides]


def other(player: int) -> int:
    return 1 - player


def pit_name(pit: int) -> str:
    """The letter of a pit index (0 -> "A")."""
    return LETTERS[pit]


def store_name(player: int) -> str:
    """``South's store``, in English (data, as a position's text names it)."""
    return f"{PLAYER_NAMES[player]}'s store"


def pit_index(name: str, pits_per_side: int, sides: int = 2) -> int:
    """The index of a pit letter on a board with ``sides`` rows of ``pits_per_side`` pits."""
    text = name.strip().upper()
    count = sides * pits_per_side
    last = LETTERS[count - 1]
    if len(text) != 1 or text not in LETTERS[:count]:
        raise IllegalMoveError(_("There is no pit called {name}: pits on this board are A to "
                                 "{last}.", name=shown(name), last=last))
    return LETTERS.index(text)


# Teams of two share a side of the usual board (seed 002): "South's second player".
ORDINALS = ("first", "second")


def team_player_name(side: int, partner: int) -> str:
    """One of two partners sharing a side: ``South's second player``, in English (data: a
    position's text; :func:`person_name` says it in the language in use)."""
    return f"{PLAYER_NAMES[side]}'s {ORDINALS[partner]} player"


def house_number_to_pit(house: int) -> int:
    """Seed 004 numbers houses 1-12 and seed 000 numbers cells 1-12: house k is pit k-1."""
    return house - 1


def counted(n: int, word: str = "seed") -> str:
    """``1 seed``, ``3 seeds``: a number with its word, in the singular or the plural."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def and_list(items: object) -> str:
    """``1, 2 and 3``: a short list as it is said aloud."""
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@per_language
def _seat_words() -> Mapping[str, str]:
    return MappingProxyType({
        # TRANSLATORS: the board's seats, as a name: "South plays C", "North's store".
        "South": pgettext("seat", "South"),
        "North": pgettext("seat", "North"),
        "East": pgettext("seat", "East"),
        "West": pgettext("seat", "West"),
    })


def seat_name(player: int, sides: int = 2) -> str:
    """A seat's name in the language in use, for sentences and labels: ``seat_name(1)`` is
    "North" (French "Nord", Spanish "Norte"). :data:`PLAYER_NAMES` stays English: it is data
    (a position's text, JSON)."""
    return _seat_words()[player_names(sides)[player]]


def seat_word(name: str) -> str:
    """An English seat name (``"East"``) in the language in use; any other name (one a class
    typed in) as it is."""
    return _seat_words().get(name, name)


def person_name(side: int, partner: int) -> str:
    """One of two partners sharing a side, in the language in use: ``South's second
    player`` (French "second joueur de Sud")."""
    seat = seat_name(side)
    if partner:
        return pgettext("seat", "{player}'s second player", player=seat)
    return pgettext("seat", "{player}'s first player", player=seat)


def mover_words(position: Any) -> str:
    """Who is to move in ``position``, in the language in use: ``South``, or ``South's
    second player`` in a teams game (:attr:`Position.mover_name` is English: it is data)."""
    rules = position.rules
    if not rules.teams:
        return seat_name(position.to_move, rules.sides)
    return person_name(position.to_move, (position.partners >> position.to_move) & 1)
