"""The boards the lessons share (the notebooks use the same ones), and the exit tickets' own.

A :class:`~.model.Setup` names a variant, its options and, unless it is the starting board, its
counts. :func:`board_words` writes a board out in counts for a card that has no room to draw
it.
"""

from __future__ import annotations

from ..glossary import choice_words
from ..i18n import _
from ..naming import LETTERS, seat_name
from .model import Setup

KALAH_START = Setup("kalah")
KALAH_SMALL_START = Setup("kalah", options=(("pits", 3), ("seeds", 2)))   # 12 seeds, in 2s
KALAH_SMALL = Setup("kalah", (2, 0, 3, 1, 2, 1), (2, 1),                 # which side has more?
                    options=(("pits", 3), ("seeds", 2)))
KALAH_CAPTURE = Setup("kalah", (4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4), (3, 4))
KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 0, 0, 1, 3, 0, 2, 0, 5, 0), (20, 17))
OWARE_START = Setup("oware")
OWARE_CHAIN = Setup("oware", (4, 4, 4, 4, 4, 3, 1, 2, 1, 4, 4, 4), (6, 3))
OWARE_SLAM = Setup("oware", (4, 4, 4, 4, 4, 6, 1, 2, 1, 2, 1, 1), (11, 3),
                   options=(("grand_slam", "capture_all"),))
LEFTOVER_RULES = ("owner", "not_counted", "first_to_empty")
TCHOUKAILLON_UP_TO = 10

# Exit tickets check understanding, not memory: their positions are of the same kind as the
# lesson's (an extra turn to find, a capture, a leftovers rule; an Oware chain, a grand slam)
# but not ones the notebook or the card shows.
TICKET_KALAH_FOUR_BY_TWO = Setup("kalah", options=(("pits", 4), ("seeds", 2)))   # 16, in 2s
TICKET_KALAH_LANDING = Setup("kalah", (3, 5, 2, 6, 4, 1, 4, 2, 6, 0, 3, 5), (4, 3))
TICKET_KALAH_EXTRA = Setup("kalah", (5, 2, 4, 1, 2, 0, 3, 4, 2, 5, 1, 3), (9, 7))
TICKET_KALAH_CAPTURE = Setup("kalah", (2, 3, 0, 5, 1, 4, 3, 5, 2, 6, 4, 1), (7, 5))
# South's F sows into the store and on into G: South's side is empty and the game ends, with
# no capture (the rule a child needs is the one the ticket prints).
TICKET_KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 0, 0, 2, 1, 4, 0, 2, 0, 3), (18, 18))
TICKET_OWARE_CHAIN = Setup("oware", (4, 2, 5, 6, 3, 1, 3, 1, 2, 2, 4, 5), (6, 4))
TICKET_OWARE_SLAM = Setup("oware", (3, 10, 2, 1, 4, 0, 1, 2, 1, 2, 2, 1), (12, 7),
                          options=(("grand_slam", "capture_all"),))
# Games whose rules a ticket compares (each answer a different game), and whose lengths.
TICKET_RULE_SETS = ("kalah pits=4 seeds=6", "oware seeds=5", "giuthi pits=5 seeds=4")
TICKET_KALAH_FOUR_PITS = Setup("kalah", options=(("pits", 4),))    # 9 games' lengths
TICKET_KALAH_THREE_SEEDS = Setup("kalah", options=(("seeds", 3),))
TICKET_KALAH_SIX_SEEDS = "kalah seeds=6"
# Who wins with perfect play: a row of results to read (North wins with 4 seeds), boards to
# test "going first always wins" on (one of them North's), a board where the capture rule
# changes the margin but not the winner. None of them is a board the notebook dwells on.
TICKET_KALAH_2_PITS_4_SEEDS = Setup("kalah", options=(("pits", 2), ("seeds", 4)))
TICKET_ROW_SEEDS = 5        # the row read: 2 pits a side, 1 to 5 seeds in each pit
TICKET_CLAIM_BOARDS = tuple(f"kalah pits=2 seeds={s}" for s in range(1, TICKET_ROW_SEEDS + 1))
TICKET_KALAH_3_PITS_6_SEEDS = Setup("kalah", options=(("pits", 3), ("seeds", 6)))
# The class dot plot of game lengths runs from 0 to this many moves: long enough for the
# longest of the computer's 100 random games of Kalah and of Oware (a test checks), so the
# class's plot and the notebook's have the same scale.
CLASS_PLOT_MOVES = 300


def board_words(setup: Setup) -> str:
    """A position in words, for a card that has no room for a board: the counts row by row."""
    pos = setup.position()
    rows = []
    for player in (0, 1):
        pits = pos.rules.side(player)
        # TRANSLATORS: {first}-{last}: the row's pit letters; {counts}: its seeds, "4 4 1 0".
        rows.append(_("{player}'s pits {first}-{last}: {counts}", player=seat_name(player),
                      first=LETTERS[pits[0]], last=LETTERS[pits[-1]],
                      counts=" ".join(str(pos.pits[i]) for i in pits)))
    # TRANSLATORS: {south_row}, {north_row}: "South's pits A-F: 4 4 4 1 0 4"; then the
    # seeds in each store after each seat's name.
    return _("{south_row}; {north_row}; stores: {south} {south_store}, {north} {north_store}",
             south_row=rows[0], north_row=rows[1], south=seat_name(0), north=seat_name(1),
             south_store=pos.stores[0], north_store=pos.stores[1])


def rule_choices(option: str, choices: tuple[str, ...]) -> str:
    """The choices of a house rule as a list a child reads: "go to ..., are ..., or go
    to ..."."""
    words = [choice_words(option, c) for c in choices]
    # TRANSLATORS: the last of several house-rule choices: {choices} are the others, with
    # commas between them ("go to the owner of the side, are not counted"), {last} the last.
    return _("{choices}, or {last}", choices=", ".join(words[:-1]), last=words[-1])


__all__ = ["CLASS_PLOT_MOVES", "KALAH_CAPTURE", "KALAH_ENDGAME", "KALAH_SMALL",
           "KALAH_SMALL_START", "KALAH_START", "LEFTOVER_RULES", "OWARE_CHAIN", "OWARE_SLAM",
           "OWARE_START", "TCHOUKAILLON_UP_TO", "TICKET_CLAIM_BOARDS",
           "TICKET_KALAH_2_PITS_4_SEEDS", "TICKET_KALAH_3_PITS_6_SEEDS", "TICKET_KALAH_CAPTURE",
           "TICKET_KALAH_ENDGAME", "TICKET_KALAH_EXTRA", "TICKET_KALAH_FOUR_BY_TWO",
           "TICKET_KALAH_FOUR_PITS", "TICKET_KALAH_LANDING", "TICKET_KALAH_SIX_SEEDS",
           "TICKET_KALAH_THREE_SEEDS", "TICKET_OWARE_CHAIN", "TICKET_OWARE_SLAM",
           "TICKET_RULE_SETS", "board_words", "rule_choices"]
