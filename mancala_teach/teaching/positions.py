"""The boards the lessons share (the notebooks use the same ones), and the exit tickets' own.

A :class:`~.model.Setup` names a variant, its options and, unless it is the starting board, its
counts. :func:`board_words` writes a board out in counts for a card that has no room to draw
it.
"""

from __future__ import annotations

from ..glossary import choice_words
from ..naming import LETTERS, PLAYER_NAMES
from .model import Setup

KALAH_START = Setup("kalah")
KALAH_SMALL = Setup("kalah", options=(("pits", 3), ("seeds", 4)))
KALAH_MIDGAME = Setup("kalah", (6, 1, 7, 3, 5, 4, 2, 5, 0, 3, 4, 1), (3, 4))
KALAH_CAPTURE = Setup("kalah", (4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4), (3, 4))
KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 0, 0, 1, 3, 0, 2, 0, 5, 0), (20, 17))
OWARE_START = Setup("oware")
OWARE_CHAIN = Setup("oware", (4, 4, 4, 4, 4, 3, 1, 2, 1, 4, 4, 4), (6, 3))
OWARE_SLAM = Setup("oware", (4, 4, 4, 4, 4, 6, 1, 2, 1, 2, 1, 1), (11, 3),
                   options=(("grand_slam", "capture_all"),))
KALAH_3_BY_2 = Setup("kalah", options=(("pits", 3), ("seeds", 2)))      # a board to read
KALAH_2_BY_2 = Setup("kalah", options=(("pits", 2), ("seeds", 2)))      # North wins it
KALAH_5_BY_2 = Setup("kalah", options=(("pits", 5), ("seeds", 2)))      # the capture rule matters
LEFTOVER_RULES = ("owner", "not_counted", "first_to_empty")
TCHOUKAILLON_UP_TO = 10

# Exit tickets check understanding, not memory: their positions are of the same kind as the
# lesson's (an extra turn to find, a capture, a leftovers rule; an Oware chain, a grand slam)
# but not ones the notebook or the card shows.
TICKET_KALAH_EXTRA = Setup("kalah", (5, 2, 4, 1, 2, 0, 3, 4, 2, 5, 1, 3), (9, 7))
TICKET_KALAH_CAPTURE = Setup("kalah", (2, 3, 0, 5, 1, 4, 3, 5, 2, 6, 4, 1), (7, 5))
TICKET_KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 1, 0, 0, 2, 4, 0, 1, 3, 0), (19, 18))
TICKET_OWARE_CHAIN = Setup("oware", (4, 2, 5, 6, 3, 1, 3, 1, 2, 2, 4, 5), (6, 4))
TICKET_OWARE_SLAM = Setup("oware", (3, 10, 2, 1, 4, 0, 1, 2, 1, 2, 2, 1), (12, 7),
                          options=(("grand_slam", "capture_all"),))
# The class dot plot of game lengths runs from 0 to this many moves: long enough for the
# longest of the computer's 100 random games of Kalah and of Oware (a test checks).
CLASS_PLOT_MOVES = 300


def board_words(setup: Setup) -> str:
    """A position in words, for a card that has no room for a board: the counts row by row."""
    pos = setup.position()
    rows = []
    for player in (0, 1):
        pits = pos.rules.side(player)
        rows.append(f"{PLAYER_NAMES[player]}'s pits {LETTERS[pits[0]]}-{LETTERS[pits[-1]]}: "
                    + " ".join(str(pos.pits[i]) for i in pits))
    return (f"{rows[0]}; {rows[1]}; stores: South {pos.stores[0]}, North {pos.stores[1]}")


def rule_choices(option: str, choices: tuple[str, ...]) -> str:
    """The choices of a house rule as a list a child reads: "go to ..., are ..., or go
    to ..."."""
    words = [choice_words(option, c) for c in choices]
    return ", ".join(words[:-1]) + ", or " + words[-1]


__all__ = ["CLASS_PLOT_MOVES", "KALAH_2_BY_2", "KALAH_3_BY_2", "KALAH_5_BY_2", "KALAH_CAPTURE",
           "KALAH_ENDGAME", "KALAH_MIDGAME", "KALAH_SMALL", "KALAH_START", "LEFTOVER_RULES",
           "OWARE_CHAIN", "OWARE_SLAM", "OWARE_START", "TCHOUKAILLON_UP_TO",
           "TICKET_KALAH_CAPTURE", "TICKET_KALAH_ENDGAME", "TICKET_KALAH_EXTRA",
           "TICKET_OWARE_CHAIN", "TICKET_OWARE_SLAM", "board_words", "rule_choices"]
