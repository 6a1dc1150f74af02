"""Notebook 2, Where does the last seed land?: this lesson's words, as data."""

from __future__ import annotations

from ..misconceptions import EXACTLY_D, OPPONENTS_STORE, OWARE_LAP, START_PIT_AS_ONE
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, Rubric, Section, Standard,
                     WatchFor, rubric_levels)
from ..positions import KALAH_MIDGAME, KALAH_START, OWARE_START

LAST_SEED = Lesson(
    number=2,
    title="Where does the last seed land?",
    notebook="2-where-does-the-last-seed-land.ipynb",
    grade_band="grades 5-7 (ages 10-13)",
    minutes="45 minutes",
    goals=(
        "I can count on around the board to predict where the last seed lands.",
        "I can use division with a remainder (17 = 13 × 1 + 4) to find where a big sowing "
        "ends.",
        "I can explain why the landing places repeat every 13 seeds in Kalah and every 11 in "
        "Oware.",
    ),
    standards=(
        Standard(COMMON_CORE, "4.OA.A.3", "Solve multistep word problems ... including "
                 "problems in which remainders must be interpreted",
                 "17 = 13 × 1 + 4: the remainder says how far to count on"),
        Standard(COMMON_CORE, "5.NBT.B.6", "Find whole-number quotients of whole numbers with "
                 "up to four-digit dividends and two-digit divisors ...",
                 "dividing a number of seeds by the cycle of 13 or 11"),
        Standard(COMMON_CORE, "4.OA.C.5", "Generate a number or shape pattern that follows a "
                 "given rule. Identify apparent features of the pattern that were not explicit "
                 "in the rule itself", "the saw-tooth chart for pit C: extra turns at 4, 17, 30"),
        Standard(COMMON_CORE, "MP7", "Look for and make use of structure",
                 "the cycle of 13 (6 + 6 + 1) and of 11 (12 - 1)"),
        Standard(ENGLAND, "Year 6", "divide numbers up to 4 digits by a two-digit whole number "
                 "using the formal written method of long division, and interpret remainders "
                 "as whole number remainders, fractions, or by rounding, as appropriate for "
                 "the context", "a remainder as a number of places to count on"),
        Standard(ENGLAND, "Year 6", "generate and describe linear number sequences",
                 "the seed counts that give pit C an extra turn: 4, 17, 30, 43 ..."),
    ),
    watch_for=(
        START_PIT_AS_ONE,
        OPPONENTS_STORE,
        OWARE_LAP,
        WatchFor("A remainder of 0 means \"nowhere\"",
                 "With 13 or 26 seeds in Kalah a child is stuck: count on 0?",
                 "A remainder of 0 means a whole number of laps: the last seed lands in the "
                 "13th place, the pit the seeds came from. Check with 13 beans."),
        WatchFor("Dividing by 12, the number of pits",
                 "A child uses 12 for Kalah (or for Oware) because there are 12 pits.",
                 "The cycle counts the places a seed can land: in Kalah the 12 pits and your "
                 "own store (13), in Oware the 12 pits less the emptied one (11). Pairs list "
                 "the places with beans and count them."),
        EXACTLY_D,
    ),
    sections=(
        Section("Predict, then watch", "Say your prediction and your reason to your partner "
                "before you press Check. Who was closer, and why?"),
        Section("Kalah: a cycle of 13", "Why 13 places when there are 12 pits and 2 stores? "
                "Convince your partner."),
        Section("Oware: 12 pits, but a cycle of 11", "Why does skipping one pit make the cycle "
                "11? What would the cycle be on a board with 5 pits a side?"),
        Section("Extension: Tchoukaillon, working backwards", "How is each winning board made "
                "from the one before? Test your rule on the next board before you look."),
    ),
    convince_me=(
        "___ seeds = 13 × ___ + ___, so I count on ___ places from pit ___.",
        "It repeats every ___ seeds because ___.",
        "A remainder of 0 means ___.",
        "I disagree, because if you skip ___ then ___.",
    ),
    estimates=(
        Item("Estimate first: with 30 seeds from pit C in Kalah, does the sowing go round "
             "once, twice or three times? Then divide: 30 = 13 × __ + __.",
             "lap_landing", KALAH_START, move="C", seeds=30, goal=1, draw_board=False),
    ),
    exit_ticket=(
        Item("South plays pit E. Count on: where does the last seed land?", "landing",
             KALAH_MIDGAME, move="E", goal=0),
        Item("In Oware, South picks up 14 seeds from pit A. Fill in 14 = 11 × __ + __. Where "
             "does the last seed land? Remember to skip pit A.", "lap_landing", OWARE_START,
             move="A", seeds=14, goal=1, draw_board=False),
        Item("In Kalah, pit D is 3 steps from South's store. List every number of seeds up to "
             "40 that gives an extra turn.", "extra_turn_counts", KALAH_START, move="D",
             upto=40, goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("a printed Kalah board and 48 beans for each pair",
                   "a strip of 13 squares (12 pits and a store) to lay around the board",
                   "the projector with notebook 2"),
        launch="Put 17 beans in pit C on the projected board. Ask: \"Where will the last bean "
               "land? Write your guess.\" Do not sow yet.",
        explore=(
            "Pairs put 1 bean in pit C, sow, and record where it lands; then 2, 3, 4 ... up to "
            "about 20, clearing the board each time. One sows, one records in a table.",
            "Pairs look for when the landing places come round again, and count the places in "
            "one round (13: the opponent's store is skipped).",
            "Pairs predict 17, then 30, by dividing by 13, and sow to check.",
            "Fast pairs: do the same on an Oware board (no stores, skip the emptied pit) and "
            "find its cycle.",
        ),
        summarise="Show the notebook's table and saw-tooth chart: they match the pairs' "
                  "tables. Write the rule together: divide by 13, count on the remainder.",
        launch_minutes=5, explore_minutes=20, summarise_minutes=15,
    ),
    rubric=Rubric(
        "Explain why the landing places repeat every 13 seeds in Kalah (or 11 in Oware).",
        rubric_levels(
            "Names the 13 places (6 + 6 pits and one store, the other store skipped) or the "
            "11 (12 pits less the emptied one), and uses the cycle with a remainder to "
            "predict a new case correctly.",
            "Says the sowing goes round 13 places and comes back, with a correct example.",
            "Sees that the pattern repeats but cannot say why it is 13 (or 11).",
            "Counts each case one seed at a time with no pattern.",
        ),
    ),
)
