"""Notebook 1, Meet the board: this lesson's words, as data.

The band starts at six: the first ten minutes use a small board (3 pits a side, 2 counters
in each, 12 in all, counted in 2s); the whole board of 48, counted in 4s, is the stretch.
"""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..classroom import small_pieces
from ..misconceptions import first_seed_back, opponents_store, start_pit_as_one
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import KALAH_SMALL, TICKET_KALAH_FOUR_BY_TWO


@per_language
def meet_the_board() -> Lesson:
    """Notebook 1's lesson, in the language in use."""
    return Lesson(
        number=1,
        title=_("Meet the board"),
        notebook="1-meet-the-board.ipynb",
        grade_band=_("grades 1-3 (ages 6-9)"),
        builds_on=_("Nothing: this is the first lesson, for a class that has not played mancala."),
        goals=(
            _("I can count all the seeds on a board, in 2s (or, for a challenge, in 4s)."),
            _("I can sow one seed into each pit in turn, without skipping a pit or dropping two."),
            _("I can explain why the number of seeds stays the same after a move."),
        ),
        standards=(
            Standard(COMMON_CORE, "K.CC.B.4a",
                     _("When counting objects, say the number names in the standard order, "
                       "pairing each object with one and only one number name and each number "
                       "name with one and only one object"),
                     _("sowing aloud: one seed, one pit, one number (a review for grade 1)")),
            Standard(COMMON_CORE, "1.OA.C.5",
                     _("Relate counting to addition and subtraction (e.g., by counting on 2 to "
                       "add 2)"), _("after a move: the pit that had 2 and got 1 more now has 3")),
            Standard(COMMON_CORE, "2.OA.C.3",
                     _("Determine whether a group of objects (up to 20) has an odd or even number "
                       "of members, e.g., by pairing objects or counting them by 2s"),
                     _("counting the small board in 2s: 2, 4, 6 ... 12")),
            Standard(COMMON_CORE, "3.OA.A.1",
                     _("Interpret products of whole numbers, e.g., interpret 5 × 7 as the total "
                       "number of objects in 5 groups of 7 objects each"),
                     _("the stretch: the whole board as 12 groups of 4")),
            Standard(ENGLAND, "Year 1",
                     _("count, read and write numbers to 100 in numerals; count in multiples of "
                       "twos, fives and tens"), _("counting the small board in 2s")),
            Standard(ENGLAND, "Year 1",
                     _("add and subtract one-digit and two-digit numbers to 20, including zero"),
                     _("the seeds in a pit before and after a move")),
            Standard(ENGLAND, "Year 3", _("count from 0 in multiples of 4, 8, 50 and 100 ..."),
                     _("the stretch: counting the whole board in 4s, 4, 8, 12 ... 48")),
        ),
        watch_for=(
            first_seed_back(),
            start_pit_as_one(),
            WatchFor(_("Two seeds in one pit, or a pit skipped"),
                     _("The hand moves faster than the counting: a pit gets two seeds or none."),
                     _("One seed, one pit: touch the pit, say the number, then drop. The partner "
                       "checks that every pit the seeds passed got exactly one.")),
            opponents_store(),
            WatchFor(_("\"Seeds in the store are gone\""),
                     _("Recounting only the pits after a move, a child says seeds were lost."),
                     _("Count the pits, the hand and the stores. Where did each seed go? Point to "
                       "it.")),
        ),
        sections=(
            Section(pgettext("notebook heading", "The board"),
                    _("How many seeds are on this small board? How could you count them quickly, "
                      "without counting one by one?")),
            Section(pgettext("notebook heading", "Words we use"),
                    _("Point to a pit, a store, South's side and North's side. Tell your partner "
                      "which store is yours.")),
            Section(pgettext("notebook heading", "Sowing, one seed at a time"),
                    _("Before you press Next seed: where will the next seed go? Tell your "
                      "partner, then check.")),
            Section(pgettext("notebook heading", "No seed is lost"),
                    _("When the seeds are in your hand, are they still part of the board's seeds? "
                      "Why does the total not change when nothing moves?")),
            Section(pgettext("notebook heading", "Practise puzzles"),
                    _("Take turns: one of you answers, the other says if they agree and why, "
                      "before you tap.")),
        ),
        convince_me=(
            _("I know there are ___ seeds because I counted ___ groups of ___."),
            _("The last seed goes in ___ because I counted ___ pits after the one I emptied."),
            _("There are still ___ seeds because ___."),
            _("I agree with my partner because ___ / I think it is ___ because ___."),
        ),
        estimates=(
            Item(_("Estimate first: which side has more seeds, South's or North's? Then count "
                   "each side to check."), "compare_sides", KALAH_SMALL, goal=0),
        ),
        exit_ticket=(
            Item(_("How many seeds are on this board? Count them in 2s."), "total",
                 TICKET_KALAH_FOUR_BY_TWO, goal=0,
                 if_wrong=_("Count with them on a board with real counters, touching each pair of "
                            "counters as you say the number: 2, 4, 6 ... Then let them count a "
                            "board of 3 pits a side alone.")),
            Item(_("South picks up all the seeds in pit B and sows them. How many seeds are in "
                   "pit D now?"), "pit_after", TICKET_KALAH_FOUR_BY_TWO, move="B", target="D",
                 goal=1,
                 if_wrong=_("An answer of 2 often means the first seed went back into pit B. Play "
                            "the move with counters: \"Pick up, move on, drop\", a finger on the "
                            "emptied pit.")),
            Item(_("After that move, how many seeds are on the whole board, pits and stores? How "
                   "do you know without counting them all?"), "total_after",
                 TICKET_KALAH_FOUR_BY_TWO, move="B", goal=2, lines=2, draw_board=False,
                 if_wrong=_("Ask \"Where did each seed from pit B go?\" and point to each one. "
                            "Count the whole board before and after one more move together.")),
        ),
        card=LessonCard(
            materials=(
                _("a printed board (or an egg box and two cups) for each pair, with paper to "
                  "cover the pits not used"),
                _("12 counters for each pair to start, 48 for the stretch: paper seeds or "
                  "counting cubes for young children (see the safety note)"),
                _("the projector with notebook 1"),
            ),
            launch=_("Hold up a small board: 3 pits a side, 2 counters in each pit, stores empty. "
                     "Ask: \"How many counters are on my board? How could we count them "
                     "quickly?\" Count them together in 2s: 2, 4, 6 ... 12."),
            explore=(
                _("Pairs set up the small board: cover all but 3 pits on each side, and put 2 "
                  "counters in each pit. Count them together in 2s: 12."),
                _("Partner A picks up the counters in one pit and sows them counterclockwise, "
                  "saying \"one, two\" as each drops into the next pit. Partner B watches: one "
                  "counter, one pit, and the emptied pit stays empty. Swap."),
                _("After each move, both partners count everything, pits and stores: still 12? "
                  "Play three moves like this."),
            ),
            stretch=(
                _("Uncover the whole board and put 4 counters in each of the 12 pits. Count them "
                  "in 4s (4, 8, 12 ... 48), or count one side and double it."),
                _("Guess first, then count: are there more counters on South's side or on North's "
                  "after a move?"),
                _("Play more moves on the whole board. After each one, is the total still 48?"),
            ),
            summarise=_("On the projector, step through a move with Next seed while the class "
                        "says where each seed goes; read the \"No seed is lost\" lines together "
                        "and compare them with the pairs' counts."),
            struggling=NextStep(
                give=_("a board of 2 pits a side with 1 counter in each (4 in all), and a finger "
                       "to hold on the pit just emptied"),
                say=_("\"Pick up, move on, drop: one counter, one pit. Touch the pit, say the "
                      "number, then drop.\""),
            ),
            early_finishers=NextStep(
                give=_("the whole board with 4 in each pit, then the starter worksheet's puzzle "
                       "\"Are all the seeds still there?\""),
                say=_("\"Can you find the total without counting one by one? Convince your "
                      "partner it is still 48.\""),
            ),
            safety=small_pieces(),
            launch_minutes=5,
            explore_minutes=20,
            summarise_minutes=10,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain why the number of seeds stays the same after a move."),
            rubric_levels(
                _("Says that every seed goes from one place to another (pit, hand, store) and "
                  "none is added or taken away, and shows it by counting or with a sum such as 11 "
                  "+ 1 = 12."),
                _("Says that the seeds only move, and checks by counting pits and stores."),
                _("Says it is still the same because they counted, without saying why it must "
                  "be."),
                _("Thinks seeds are lost when they go into a store, or does not check."),
            ),
        ),
        words=("pit", "store", "sow", "counterclockwise"),
        frames=(
            _("This is a ___ (pit / store)."),
            _("I pick up ___ seeds."),
            _("I put one seed in each ___."),
            _("There are ___ seeds. I counted in ___s."),
        ),
    )
