"""Notebook 4, Oware: chains, grand slams and feeding: this lesson's words, as data."""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..misconceptions import any_store_oware, oware_lap
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import (OWARE_CHAIN, OWARE_SLAM, TICKET_OWARE_CHAIN, TICKET_OWARE_SLAM,
                         board_words)


@per_language
def oware() -> Lesson:
    """Notebook 4's lesson, in the language in use."""
    return Lesson(
        number=4,
        title=_("Oware: chains, grand slams and feeding"),
        notebook="4-oware-chains-grand-slams-feeding.ipynb",
        grade_band=_("grades 5-8 (ages 10-14)"),
        builds_on=_("Lesson 1 (sowing). Lesson 2's Oware round of 11 helps with big sowings, but "
                    "this lesson stands without it."),
        goals=(
            _("I can add up a chain of captures of 2s and 3s on my opponent's side."),
            _("I can say where every one of the 48 seeds is after a capture."),
            _("I can give a reason why a game might forbid taking all of the opponent's seeds."),
        ),
        standards=(
            Standard(COMMON_CORE, "4.OA.A.3",
                     _("Solve multistep word problems ... Assess the reasonableness of answers "
                       "using mental computation and estimation strategies"),
                     _("adding a chain and checking that all 48 seeds are there")),
            Standard(COMMON_CORE, "MP3",
                     _("Construct viable arguments and critique the reasoning of others"),
                     _("arguing for a grand slam rule and for feeding")),
            Standard(COMMON_CORE, "MP1", _("Make sense of problems and persevere in solving them"),
                     _("following a chain of captures pit by pit")),
            Standard(ENGLAND, "Year 5",
                     _("solve addition and subtraction multi-step problems in contexts, deciding "
                       "which operations and methods to use and why"),
                     _("adding a chain of captures, then the seeds left on the board: together "
                       "they make 48")),
            Standard(ENGLAND, "Aims",
                     _("reason mathematically by following a line of enquiry, conjecturing "
                       "relationships and generalisations, and developing an argument, "
                       "justification or proof using mathematical language"),
                     _("why feed an opponent; which grand slam rule is fair")),
        ),
        watch_for=(
            any_store_oware(),
            oware_lap(),
            WatchFor(_("Capturing on your own side"),
                     _("A child captures 2s or 3s in their own pits."),
                     _("Captures happen only on the opponent's side.")),
            WatchFor(_("Counting before the seed lands"),
                     _("A child captures a pit that held 2 or 3 before the last seed dropped."),
                     _("Count after the last seed lands: the pit must now hold 2 or 3. Usually it "
                       "held 1 or 2 before, but a sowing that goes round the board drops two "
                       "seeds in some pits: 17 seeds from F put 2 into pit L, which can go from 0 "
                       "to 2.")),
            WatchFor(_("A chain that jumps a gap"),
                     _("The chain goes on past a pit that does not hold 2 or 3."),
                     _("In Oware the chain goes back from the last pit and stops at the first pit "
                       "that is not 2 or 3, or at the end of the opponent's row.")),
            WatchFor(_("Seeds forgotten in the final count"),
                     _("When a game ends, a child adds the two stores and thinks seeds vanished."),
                     _("Stores + South's pits + North's pits = 48, always: find the rest on the "
                       "board.")),
        ),
        sections=(
            Section(pgettext("notebook heading", "A chain of captures"),
                    _("Before you look: which pits will South capture? Say why the chain stops "
                      "where it does.")),
            Section(pgettext("notebook heading", "When the chain is broken"),
                    _("Which reading of the rule do you think is fairer? Give one reason each.")),
            Section(pgettext("notebook heading", "The grand slam"),
                    _("Why might a game forbid taking all of your opponent's seeds? Where are all "
                      "48 seeds after each rule?")),
            Section(pgettext("notebook heading", "Feeding"),
                    _("Why must South feed North? What would happen to the game if South did not "
                      "have to?")),
        ),
        convince_me=(
            _("South captures ___ + ___ + ___ = ___ because each of those pits holds 2 or 3 and "
              "___."),
            _("The chain stops at pit ___ because ___."),
            _("All 48 seeds are here: ___ + ___ + ___ + ___ = 48."),
            _("Forbidding a grand slam is fair because ___ / is not fair because ___."),
        ),
        estimates=(
            Item(_("Estimate first: after South's chain capture, are more than half of the 48 "
                   "seeds still in the pits? Estimate, then add."), "half_check", OWARE_CHAIN,
                 move="F", target="the pits", goal=1, draw_board=False),
        ),
        exit_ticket=(
            Item(_("South plays D. Which pits does South capture? Write the capture as a sum."),
                 "captured", TICKET_OWARE_CHAIN, move="D", goal=0,
                 if_wrong=_("Play it with beans. At the last pit ask \"2 or 3 now?\", then "
                            "step back one pit at a time, asking again, and stop at the first "
                            "\"no\".")),
            Item(_("After that move, where are all 48 seeds? Fill in: __ on South's side + __ on "
                   "North's side + __ in South's store + __ in North's store = 48."), "accounting",
                 TICKET_OWARE_CHAIN, move="D", goal=1, draw_board=False,
                 if_wrong=_("Count each of the four places aloud with them, writing each number "
                            "before adding. A total under 48 means a place was left out: which "
                            "one?")),
            Item(_("Here a grand slam captures everything. South plays B. How many seeds does "
                   "North have left? Would you allow this move? Give a reason."), "side_after",
                 TICKET_OWARE_SLAM, move="B", goal=2, lines=2,
                 if_wrong=_("Ask \"What can North do next, with no seeds?\" Then read two of the "
                            "six grand slam rules on the rule sheet together and compare.")),
        ),
        card=LessonCard(
            materials=(
                _("a printed Oware board (no stores needed: a pile beside it) and 48 beans for "
                  "each pair"),
                _("the projector with notebook 4"),
            ),
            launch=_("Set up the chain position ({board}) on a board everyone can see. Ask: "
                     "\"South plays F. What can South take?\" Collect answers without sowing.",
                     board=board_words(OWARE_CHAIN)),
            explore=(
                _("Pairs set up the chain position with beans and play F, then capture pit by pit "
                  "going back from the last seed. They write the sum."),
                _("Pairs count where all 48 seeds are: both sides and both piles."),
            ),
            stretch=(
                _("Pairs set up the grand slam position ({board}) and play F under two rules from "
                  "the rule sheet. Which rule would they choose, and why?",
                  board=board_words(OWARE_SLAM)),
                _("Pairs empty North's side and find which moves South may play (feeding)."),
            ),
            stretch_heading=_("Then"),
            summarise=_("The notebook plays the same positions under every rule at once; compare "
                        "with the pairs' results and take a class vote on the fairest grand slam "
                        "rule, with reasons."),
            struggling=NextStep(
                give=_("the chain position with only North's pits G to L uncovered, and a bean of "
                       "another colour for the last seed"),
                say=_("\"Look where the last seed landed: 2 or 3 now? Then look at the pit just "
                      "before it.\""),
            ),
            early_finishers=NextStep(
                give=_("the six grand slam rules on the rule sheet, and the Wari rule in the "
                       "notebook (\"When the chain is broken\")"),
                say=_("\"Which rule would you choose for a tournament? Use the numbers from the "
                      "position.\""),
            ),
            launch_minutes=5,
            explore_minutes=20,
            summarise_minutes=20,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain why a game might forbid taking all of the opponent's seeds."),
            rubric_levels(
                _("Explains that with no seeds the opponent cannot move, so the game would end at "
                  "once, and compares at least two of the six rules using the numbers from the "
                  "position."),
                _("Explains that the opponent could not move, so the game would be over."),
                _("Says it is unfair without a reason from the rules."),
                _("Does not connect the rule to what happens on the board."),
            ),
        ),
        words=("sow", "lap", "capture"),
        frames=(
            _("South captures ___ + ___ = ___ because each pit holds 2 or 3."),
            _("The chain stops at pit ___ because ___."),
            _("All 48 seeds: ___ + ___ + ___ + ___ = 48."),
            _("I would (not) allow a grand slam because ___."),
        ),
    )
