"""How pits, stores and players are named everywhere the project shows them.

Pits are letters, A, B, C ... counterclockwise, starting at South's leftmost pit: South owns
A-F and North owns G-L on the standard board. Letters can be read aloud and are never confused
with the seed counts written beside them, which matters on counting worksheets. Seed 004
numbers Wari houses 1-12 and seed 000 numbers Lane's cells 1-12 in the same order, so house k
is simply the k-th letter.
"""

from __future__ import annotations

from .errors import IllegalMoveError, shown

SOUTH = 0
NORTH = 1
PLAYER_NAMES = ("South", "North")
LETTERS = "ABCDEFGHIJKLMNOPQRST"


def player_name(player: int) -> str:
    return PLAYER_NAMES[player]


def other(player: int) -> int:
    return 1 - player


def pit_name(pit: int) -> str:
    """The letter of a pit index (0 -> "A")."""
    return LETTERS[pit]


def store_name(player: int) -> str:
    return f"{PLAYER_NAMES[player]}'s store"


def pit_index(name: str, pits_per_side: int) -> int:
    """The index of a pit letter on a board with ``pits_per_side`` pits a side."""
    text = name.strip().upper()
    last = LETTERS[2 * pits_per_side - 1]
    if len(text) != 1 or text not in LETTERS[: 2 * pits_per_side]:
        raise IllegalMoveError(f"There is no pit called {shown(name)}: pits on this board are "
                               f"A to {last}.")
    return LETTERS.index(text)


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
