"""Notebook 1, Meet the board: this lesson's words, as data."""

from __future__ import annotations

from ..misconceptions import FIRST_SEED_BACK, OPPONENTS_STORE, START_PIT_AS_ONE
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, Rubric, Section, Standard,
                     WatchFor, rubric_levels)
from ..positions import KALAH_MIDGAME, KALAH_SMALL, KALAH_START

MEET_THE_BOARD = Lesson(
    number=1,
    title="Meet the board",
    notebook="1-meet-the-board.ipynb",
    grade_band="grades 1-3 (ages 6-9)",
    minutes="30-40 minutes",
    goals=(
        "I can count the seeds in a pit, on a side and on the whole board, in groups of 4.",
        "I can sow one seed into each pit in turn, without skipping a pit or dropping two.",
        "I can explain why there are still 48 seeds after a move.",
    ),
    standards=(
        Standard(COMMON_CORE, "K.CC.B.4a",
                 "When counting objects, say the number names in the standard order, pairing "
                 "each object with one and only one number name and each number name with "
                 "one and only one object",
                 "sowing aloud: one seed, one pit, one number (a review for grade 1)"),
        Standard(COMMON_CORE, "1.OA.C.5", "Relate counting to addition and subtraction (e.g., "
                 "by counting on 2 to add 2)",
                 "after a move: the pit that had 4 and got 1 more now has 5"),
        Standard(COMMON_CORE, "3.OA.A.1", "Interpret products of whole numbers, e.g., "
                 "interpret 5 × 7 as the total number of objects in 5 groups of 7 objects "
                 "each", "counting the board as 12 groups of 4 (exercise 1)"),
        Standard(ENGLAND, "Year 1", "identify and represent numbers using objects and "
                 "pictorial representations including the number line ...", "counting seeds and dots in the pits"),
        Standard(ENGLAND, "Year 1", "add and subtract one-digit and two-digit numbers to 20, "
                 "including zero", "the seeds in a pit before and after a move"),
        Standard(ENGLAND, "Year 3", "count from 0 in multiples of 4, 8, 50 and 100 ...",
                 "counting the whole board in 4s: 4, 8, 12 ... 48"),
    ),
    watch_for=(
        FIRST_SEED_BACK,
        START_PIT_AS_ONE,
        WatchFor("Two seeds in one pit, or a pit skipped",
                 "The hand moves faster than the counting: a pit gets two seeds or none.",
                 "One seed, one pit: touch the pit, say the number, then drop. The partner "
                 "checks that every pit the seeds passed got exactly one."),
        OPPONENTS_STORE,
        WatchFor("\"Seeds in the store are gone\"",
                 "Recounting only the pits after a move, a child says seeds were lost.",
                 "Count the pits, the hand and the stores. Where did each seed go? Point to it."),
    ),
    sections=(
        Section("The board", "How many seeds do you think are on the board? How could you "
                "count them quickly without counting one by one?"),
        Section("Words we use", "Point to a pit, a store, South's side and North's side. "
                "Tell your partner which store is yours."),
        Section("Sowing, one seed at a time", "Before you press Next seed: where will the "
                "next seed go? Tell your partner, then check."),
        Section("No seed is lost", "When the seeds are in your hand, are they still part of "
                "the 48? Why does the total not change when nothing moves?"),
        Section("Practise puzzles", "Take turns: one of you answers, the other says if they "
                "agree and why, before you tap."),
    ),
    convince_me=(
        "I know there are ___ seeds because I counted ___ groups of ___.",
        "The last seed goes in ___ because I counted ___ pits after the one I emptied.",
        "There are still 48 seeds because ___.",
        "I agree with my partner because ___ / I think it is ___ because ___.",
    ),
    estimates=(
        Item("Estimate first: are more or fewer than half of the 48 seeds on South's side? "
             "Then add up South's six pits to check.",
             "half_check", KALAH_MIDGAME, target="South's side", goal=0),
    ),
    exit_ticket=(
        Item("How many seeds are on this board? Count them in groups of 4.",
             "total", KALAH_SMALL, goal=0),
        Item("South picks up all the seeds in pit A and sows them. How many seeds are in "
             "pit D now?", "pit_after", KALAH_START, move="A", target="D", goal=1),
        Item("After that move, how many seeds are on the whole board, pits and stores? How "
             "do you know without counting them all?", "total_after", KALAH_START, move="A",
             goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("a printed board (or an egg box and two cups) for each pair",
                   "48 beans, seeds or counters for each pair",
                   "the projector with notebook 1"),
        launch="Hold up a board with 4 beans in each pit. Ask: \"How many beans are on my "
               "board? How could we count them quickly?\" Collect ideas (in 4s, in 8s, a side "
               "and double).",
        explore=(
            "Pairs set up their board: 4 beans in each of the 12 pits; count them together "
            "in 4s.",
            "Partner A picks up all the beans in one pit and sows them counterclockwise, "
            "saying \"one, two, three, four\" as each bean drops. Partner B watches: one bean, "
            "one pit, and the emptied pit stays empty. Swap roles.",
            "After every move, both partners count everything (pits and stores): still 48? "
            "Make a tally mark each time it is 48.",
            "Play 10 moves like this. Did the total ever change?",
        ),
        summarise="On the projector, step through the same move with Next seed while the "
                  "class says where each seed goes; read the \"No seed is lost\" lines "
                  "together and compare them with the pairs' tallies.",
        launch_minutes=5, explore_minutes=15, summarise_minutes=15,
    ),
    rubric=Rubric(
        "Explain why there are still 48 seeds after a move.",
        rubric_levels(
            "Says that every seed goes from one place to another (pit, hand, store) and none "
            "is added or taken away, and shows it by counting or with a sum such as 47 + 1 = "
            "48.",
            "Says that the seeds only move, and checks by counting pits and stores.",
            "Says it is still 48 because they counted, without saying why it must be.",
            "Thinks seeds are lost when they go into a store, or does not check.",
        ),
    ),
)
