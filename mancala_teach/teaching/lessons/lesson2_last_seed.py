"""Notebook 2, Where does the last seed land?: this lesson's words, as data."""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..misconceptions import exactly_d, opponents_store, oware_lap, start_pit_as_one
from ..model import (COMMON_CORE, ENGLAND, Handout, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import KALAH_START, OWARE_START, TICKET_KALAH_LANDING


@per_language
def last_seed() -> Lesson:
    """Notebook 2's lesson, in the language in use."""
    return Lesson(
        number=2,
        title=_("Where does the last seed land?"),
        notebook="2-where-does-the-last-seed-land.ipynb",
        grade_band=_("grades 4-6 (ages 9-12)"),
        builds_on=_("Lesson 1 (sowing one seed into each pit). Any class that can sow can start "
                    "here."),
        goals=(
            _("I can count on around the board to predict where the last seed lands."),
            _("I can use division with a remainder (17 = 13 × 1 + 4) to find where a big sowing "
              "ends."),
            _("I can explain why the landing places repeat every 13 seeds in Kalah and every 11 "
              "in Oware."),
        ),
        standards=(
            Standard(COMMON_CORE, "4.OA.A.3",
                     _("Solve multistep word problems ... including problems in which remainders "
                       "must be interpreted"),
                     _("17 = 13 × 1 + 4: the remainder says how far to count on")),
            Standard(COMMON_CORE, "5.NBT.B.6",
                     _("Find whole-number quotients of whole numbers with up to four-digit "
                       "dividends and two-digit divisors ..."),
                     _("how many whole laps: 30 ÷ 13 is 2 whole laps (the 4 left over is "
                       "4.OA.A.3's remainder)")),
            Standard(COMMON_CORE, "4.OA.C.5",
                     _("Generate a number or shape pattern that follows a given rule. Identify "
                       "apparent features of the pattern that were not explicit in the rule "
                       "itself"), _("the saw-tooth chart for pit C: extra turns at 4, 17, 30")),
            Standard(COMMON_CORE, "MP7", _("Look for and make use of structure"),
                     _("the cycle of 13 (6 + 6 + 1) and of 11 (12 - 1)")),
            Standard(ENGLAND, "Year 5",
                     _("multiply and divide numbers mentally, drawing upon known facts"),
                     _("how many laps, in your head: 13, 26, 39 ..., so 30 = 13 × 2 + 4 and the "
                       "last seed is 4 places on")),
            Standard(ENGLAND, "Year 6", _("generate and describe linear number sequences"),
                     _("the seed counts that give pit C an extra turn: 4, 17, 30, 43 ...")),
        ),
        watch_for=(
            start_pit_as_one(),
            opponents_store(),
            oware_lap(),
            WatchFor(_("A remainder of 0 means \"nowhere\""),
                     _("With 13 or 26 seeds in Kalah a child is stuck: count on 0?"),
                     _("A remainder of 0 means a whole number of laps: the last seed lands in the "
                       "13th place, the pit the seeds came from. Check with 13 beans.")),
            WatchFor(_("Dividing by 12, the number of pits"),
                     _("A child uses 12 for Kalah (or for Oware) because there are 12 pits."),
                     _("The cycle counts the places a seed can land: in Kalah the 12 pits and "
                       "your own store (13), in Oware the 12 pits less the emptied one (11). "
                       "Pairs list the places with beans and count them.")),
            exactly_d(),
        ),
        sections=(
            Section(pgettext("notebook heading", "Predict, then watch"),
                    _("Say your prediction and your reason to your partner before you press "
                      "Check. Who was closer, and why?")),
            Section(pgettext("notebook heading", "Kalah: a cycle of 13"),
                    _("Why 13 places when there are 12 pits and 2 stores? Convince your "
                      "partner.")),
            Section(pgettext("notebook heading", "Oware: 12 pits, but a cycle of 11"),
                    _("Why does skipping one pit make the cycle 11? What would the cycle be on a "
                      "board with 5 pits a side?")),
            Section(pgettext("notebook heading", "Extension: Tchoukaillon, working backwards"),
                    _("How is each winning board made from the one before? Test your rule on the "
                      "next board before you look.")),
        ),
        convince_me=(
            _("___ seeds = 13 × ___ + ___, so I count on ___ places from pit ___."),
            _("It repeats every ___ seeds because ___."),
            _("A remainder of 0 means ___."),
            _("I disagree, because if you skip ___ then ___."),
        ),
        estimates=(
            Item(_("Estimate first: with 30 seeds from pit C in Kalah, does the sowing go round "
                   "once, twice or three times? Then divide: 30 = 13 × __ + __."), "lap_landing",
                 KALAH_START, move="C", seeds=30, goal=1, draw_board=False),
        ),
        exit_ticket=(
            Item(_("South plays pit D. Count on: where does the last seed land?"), "landing",
                 TICKET_KALAH_LANDING, move="D", goal=0,
                 if_wrong=_("Sow it with counters, saying each place as a seed drops: E, F, the "
                            "store, G ... One short usually means the start pit was counted as 1 "
                            "(see Watch for).")),
            Item(_("In Oware, South picks up 14 seeds from pit A. Fill in 14 = 11 × __ + __. "
                   "Where does the last seed land? Remember to skip pit A."), "lap_landing",
                 OWARE_START, move="A", seeds=14, goal=1, draw_board=False,
                 if_wrong=_("Give them a blank strip of 11 places to write B to L on (A is "
                            "skipped), and count 14 round it: once round is 11, then 3 more.")),
            Item(_("In Kalah, pit D is 3 steps from South's store, so 3 seeds from D give an "
                   "extra turn. Do 16 seeds from D give one too? Explain why, without sowing."),
                 "cycle_reason", KALAH_START, move="D", seeds=16, goal=2, lines=2,
                 draw_board=False,
                 if_wrong=_("Sow 16 from D on an empty board, a finger on D: after 13 seeds the "
                            "sowing is back at D. Ask what the last 3 seeds do, and why that is "
                            "the same as 3 seeds.")),
        ),
        card=LessonCard(
            materials=(
                _("a printed Kalah board and 48 beans for each pair"),
                _("a strip of 13 places for each pair, cut out (printed with the lesson pages: "
                  "\"Strips of 13 places\")"),
                _("the projector with notebook 2"),
            ),
            launch=_("Put 17 beans in pit C on the projected board. Ask: \"Where will the last "
                     "bean land? Write your guess.\" Do not sow yet."),
            explore=(
                _("Pairs put 1 bean in pit C, sow, and record where it lands; then 2, 3, 4 ... "
                  "clearing the board each time. One sows, one writes the place on the strip of "
                  "13 places."),
                _("Pairs sow 13, then 14, from pit C: where do they land? Lay the strip round the "
                  "board to check."),
            ),
            stretch=(
                _("Pairs count the places in one round (13: the opponent's store is skipped) and "
                  "glue the strip's ends into a ring: going round the ring is going round the "
                  "board."),
                _("Pairs predict 17, then 30, by dividing by 13, and sow to check."),
                _("Pairs do the same on an Oware board (no stores, skip the emptied pit) with the "
                  "strip of 11 places, and find its cycle."),
            ),
            summarise=_("Show the notebook's table and saw-tooth chart: they match the pairs' "
                        "strips. Write the rule together: divide by 13, count on the remainder."),
            struggling=NextStep(
                give=_("the strip of 13 places for pit C, and no more than 13 beans"),
                say=_("\"Put your finger on C. Each bean moves your finger one place: say the "
                      "place as the bean drops.\""),
            ),
            early_finishers=NextStep(
                give=_("an Oware board and the strip of 11 places, then the Tchoukaillon puzzle "
                       "in the notebook"),
                say=_("\"Why is Oware's round 11, not 12? Predict where 20 seeds from C land "
                      "before you sow.\""),
            ),
            handouts=(
                Handout(
                    "cycle strips",
                    _("Strips of 13 places"),
                    (
                        _("Cut out one strip for each pair."),
                        _("Each square is a place where a seed from pit C can land, in the order "
                          "they are sown: square 13 is pit C itself."),
                        _("Glue the two ends together to make a ring: going round the ring is "
                          "going round the board."),
                        _("The Oware strip has 11 places: Oware skips the pit the seeds came "
                          "from, and has no store to sow into."),
                        _("The blank strips are for any other pit: write its places in."),
                    ),
                ),
            ),
            launch_minutes=5,
            explore_minutes=20,
            summarise_minutes=15,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain why the landing places repeat every 13 seeds in Kalah (or 11 in Oware)."),
            rubric_levels(
                _("Names the 13 places (6 + 6 pits and one store, the other store skipped) or the "
                  "11 (12 pits less the emptied one), and uses the cycle with a remainder to "
                  "predict a new case correctly."),
                _("Says the sowing goes round 13 places and comes back, with a correct example."),
                _("Sees that the pattern repeats but cannot say why it is 13 (or 11)."),
                _("Counts each case one seed at a time with no pattern."),
            ),
        ),
        words=("sow", "counterclockwise", "lap", "remainder"),
        frames=(
            _("The last seed lands in ___."),
            _("___ = 13 × ___ + ___, so I count on ___ from pit ___."),
            _("It comes back every ___ seeds because ___."),
        ),
    )
