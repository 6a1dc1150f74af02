"""The variant registry's sentences in the language in use, as the rule sheets print them.

:mod:`mancala_teach.variants` writes its sentences in English: each option's ``says`` for
every value, each game's summary, the decisions where rule books differ. Until the registry
marks them for the catalogue itself, they are marked here, in the plain words a rule sheet
prints (:func:`.wording.plain`: no source references, "pit" and "seed" in every game), and
:func:`registry_sentence` translates them where a rule sheet or card reads them. English
comes back exactly as the registry wrote it; a test checks that every sentence the
registry can say is here (``tests/test_pdf_languages.py``), so a sentence the registry
changes is caught before a French page prints it in English.
"""

from __future__ import annotations

import re
from typing import Callable

from ..i18n import N_, SOURCE_LANGUAGE, _, current_language, ngettext

# A sentence with a number or a list in it: the English pattern, and the sentence in the
# language in use.
_FILLED: tuple[tuple[re.Pattern, Callable[[re.Match], str]], ...] = (
    (re.compile(r"(\d+) pits on each side\."),
     lambda m: ngettext("{n} pit on each side.", "{n} pits on each side.", int(m[1]))),
    (re.compile(r"(\d+) seeds in each pit at the start\."),
     lambda m: ngettext("{n} seed in each pit at the start.",
                        "{n} seeds in each pit at the start.", int(m[1]))),
    (re.compile(r"(\d+) pits in each of the four rows\."),
     lambda m: ngettext("{n} pit in each of the four rows.",
                        "{n} pits in each of the four rows.", int(m[1]))),
    # TRANSLATORS: Lane's set-up; {counts} is "A 5, B 7, C 4, ..." (a pit and its seeds).
    (re.compile(r"South sets up the seeds: ([A-L] \d+(?:, [A-L] \d+)*)\."),
     lambda m: _("South sets up the seeds: {counts}.", counts=m[1])),
)

# Every other sentence the registry says (its options' ``says``, the summaries and the
# decisions), as :func:`.wording.plain` leaves it.
SENTENCES = (
    # summaries
    N_("The commercial game: six pits and a store each, sow into your own store, capture "
       "from an empty pit of yours."),
    N_("The tournament game of West Africa: no sowing into stores, capture 2s and 3s on the "
       "opponent's side, feed an opponent who has nothing."),
    N_("Oware as an older account tells it: a capture takes every pit sown that holds 2 or 3, "
       "and there are six ways to treat a grand slam."),
    N_("Egyptian mancala recorded by E. W. Lane: 72 seeds set up by hand, relay sowing, "
       "captures of 2 or 4."),
    N_("Lane's second Egyptian game: the set-up fills mirrored middle pits, and a capture "
       "earns another move."),
    N_("A Kenyan game: sow either way, relay back and forth, capture along a line of empty "
       "pits."),
    N_("Mancala for four on a square board: a row and a store for each player, Kalah's rules "
       "all the way round."),
    # Kalah (and the four-sided board, where the words are the same)
    N_("A last seed in an empty pit of yours is captured even when the pit opposite is "
       "empty."),
    N_("A last seed in an empty pit of yours captures only when the pit opposite has seeds."),
    N_("The game ends as soon as all the pits on one side are empty."),
    N_("When one side is empty, the other player gets one last move; if it puts seeds on the "
       "empty side, the game goes on."),
    N_("At the end, seeds left in a player's pits go to that player's store."),
    N_("At the end, seeds left in the pits are not counted."),
    N_("At the end, the player whose side is empty takes the seeds left on the other side."),
    N_("Pie rule: after the first move, the second player may swap sides."),
    N_("No pie rule: players keep their sides."),
    N_("The game stops as soon as one store holds more than half of all the seeds."),
    N_("The game is played to the end."),
    N_("Four players in two teams: partners share a side and take turns for it, in the order "
       "South's first player, North's first player, South's second player, North's second "
       "player. A player who earns another turn plays it. Scores are per team."),
    N_("One player on each side."),
    N_("With the pie rule, North may swap sides only instead of its first move: once North "
       "has moved, even with a move that earns another turn, the swap is gone."),
    # Oware and Wari
    N_("Grand slam: a move that would take all the opponent's seeds is allowed but captures "
       "nothing."),
    N_("Grand slam: you may not make a move that takes all the opponent's seeds (unless every "
       "move would)."),
    N_("Grand slam: it captures, ends the game, and the seeds left on the board go to the "
       "opponent."),
    N_("Grand slam: it captures everything except the seeds in the last pit."),
    N_("Grand slam: it captures everything except the seeds in the first pit of the "
       "capture."),
    N_("Grand slam: no special rule; it captures all the opponent's seeds."),
    N_("After the last pit, you also take the pits just before it, going back while each "
       "holds 2 or 3 and is on your opponent's side."),
    N_("After the last pit, you also take any other pit on your opponent's side that you "
       "sowed into and that now holds 2 or 3."),
    N_("When grand slams are forbidden and every move would be one, they are allowed and "
       "capture nothing."),
    N_("A position that comes round again ends the game; each player takes the seeds on "
       "their side."),
    # Lane's games
    N_("Every move starts from your rightmost pit that has seeds."),
    N_("A move may start from any of your pits."),
    N_("If your rightmost pit is empty, the move starts from the next pit to its left that "
       "has seeds."),
    N_("A run of captures is judged by the counts when the last seed lands: a pit emptied "
       "earlier in the same capture, because it was opposite a pit of the run, still counts "
       "as part of the run."),
    N_("Feeding (Lane's rule 11): when your opponent has no seeds and a pit of yours holds "
       "more than one, your whole turn is to put one seed from such a pit into their first "
       "pit (G if you are South, A if you are North); then they move. If all your seeds are "
       "single, you sow as usual. In this game the seed comes from your rightmost pit "
       "holding more than one (from any such pit if moves may start anywhere)."),
    N_("Feeding (Lane's rule 11): when your opponent has no seeds and a pit of yours holds "
       "more than one, your whole turn is to put one seed from such a pit into their first "
       "pit (G if you are South, A if you are North); then they move. If all your seeds are "
       "single, you sow as usual. You choose which of those pits gives the seed."),
    N_("A sowing or a position that repeats ends the round; each player takes the seeds on "
       "their side."),
    N_("Lane does not say who sets up later rounds: the players take turns."),
    # Giuthi
    N_("A capture goes on through each next empty pit of yours whose opposite pit has "
       "seeds."),
    N_("Only the pit opposite the last seed is captured."),
    N_("The chain of captures goes on in the direction the last seeds travelled."),
    N_("A position that comes round again ends the game; each player keeps the seeds on "
       "their side."),
    # the four-sided board
    N_("The pit facing yours is the one straight across the square, in the opposite row."),
    N_("The pit facing yours is in the next row counterclockwise: fold the two rows at the "
       "corner between them and it lies on top of yours."),
    N_("A last seed in an empty pit of yours is captured even when the pit facing it is "
       "empty."),
    N_("A last seed in an empty pit of yours captures only when the pit facing it has "
       "seeds."),
    N_("The game ends as soon as any player's row is empty."),
    N_("A player whose row is empty misses their turn; the game ends when every pit is "
       "empty."),
    N_("At the end, seeds left in a player's row go to that player's store."),
    N_("Players take turns counterclockwise: South, East, North, West."),
    N_("Players take turns clockwise: South, West, North, East."),
    N_("Two teams: South and North (sitting opposite) against East and West. Each player "
       "sows and captures for their own store, and at the end the partners add their stores "
       "together."),
    N_("Everyone plays for themselves."),
    N_("Sowing goes through every row but skips the other players' stores."),
    N_("Which pit faces yours, whether a capture needs seeds there, when the game ends, who "
       "gets the seeds left and the order of turns (the sources give only the idea of a "
       "four-player board)."),
    N_("The game always ends: stores only fill up, and while no seed reaches a store every "
       "seed moves along its own row towards its owner's store."),
)


def registry_sentence(english: str) -> str:
    """One of the registry's sentences, in plain words (:func:`.wording.plain`), in the
    language in use. English comes back as it is; a sentence the catalogue does not have
    stays English (and the tests say which)."""
    if current_language() == SOURCE_LANGUAGE:
        return english
    for pattern, words in _FILLED:
        found = pattern.fullmatch(english)
        if found:
            return words(found)
    return _(english)


__all__ = ["SENTENCES", "registry_sentence"]
