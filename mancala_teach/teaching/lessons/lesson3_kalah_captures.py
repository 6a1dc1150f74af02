"""Notebook 3, Captures and extra turns in Kalah: this lesson's words, as data."""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..misconceptions import exactly_d, opponents_store
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import (KALAH_CAPTURE, KALAH_ENDGAME, LEFTOVER_RULES, TICKET_KALAH_CAPTURE,
                         TICKET_KALAH_ENDGAME, TICKET_KALAH_EXTRA, board_words, rule_choices)


@per_language
def kalah_captures() -> Lesson:
    """Notebook 3's lesson, in the language in use."""
    return Lesson(
        number=3,
        title=_("Captures and extra turns in Kalah"),
        notebook="3-kalah-captures-and-extra-turns.ipynb",
        grade_band=_("grades 3-6 (ages 8-12)"),
        builds_on=_("Lesson 1 (sowing). The pattern 3, 16, 29 uses lesson 2's round of 13: "
                    "without lesson 2 it waits for the stretch."),
        goals=(
            _("I can find the moves that end in my store by counting the steps to it."),
            _("I can write a capture as a sum: the seeds opposite plus my last seed."),
            _("I can explain how a house rule changes the final score."),
        ),
        standards=(
            Standard(COMMON_CORE, "3.OA.D.8",
                     _("Solve two-step word problems using the four operations ..."),
                     _("the store before a capture + the seeds captured")),
            Standard(COMMON_CORE, "4.OA.C.5",
                     _("Generate a number or shape pattern that follows a given rule ..."),
                     _("the stretch, after lesson 2: a pit 3 steps from the store gives an extra "
                       "turn with 3, 16 or 29 seeds")),
            Standard(COMMON_CORE, "MP3",
                     _("Construct viable arguments and critique the reasoning of others"),
                     _("explaining which house rule changes the score and why")),
            Standard(ENGLAND, "Year 3",
                     _("solve problems, including missing number problems, using number facts, "
                       "place value, and more complex addition and subtraction"),
                     _("captures as sums; how many seeds a pit needs to reach the store")),
            Standard(ENGLAND, "Aims",
                     _("reason mathematically by following a line of enquiry, conjecturing "
                       "relationships and generalisations, and developing an argument, "
                       "justification or proof using mathematical language"),
                     _("comparing house rules on the same position")),
        ),
        watch_for=(
            exactly_d(),
            WatchFor(_("Capturing from a pit that was not empty"),
                     _("The last seed lands in one of your pits that already had seeds, and the "
                       "child captures."),
                     _("Ask \"Was the pit empty before your last seed dropped?\" Only a last seed "
                       "landing alone captures.")),
            WatchFor(_("Leaving out the capturing seed"),
                     _("The capture is written as 4 instead of 4 + 1."),
                     _("The seed that made the capture goes to the store too: point to it.")),
            WatchFor(_("Capturing on the opponent's side"),
                     _("A last seed in an empty pit on North's side captures."),
                     _("In Kalah you capture only when your last seed lands in an empty pit on "
                       "your own side.")),
            opponents_store(),
        ),
        sections=(
            Section(pgettext("notebook heading", "Extra turns"),
                    _("Which pit gives an extra turn? Is there a way to tell without sowing? Tell "
                      "your partner your rule.")),
            Section(pgettext("notebook heading", "A capture"),
                    _("Before the move: which pit will the last seed land in, and is it empty? "
                      "Say the capture as a sum.")),
            Section(pgettext("notebook heading", "House rules"),
                    _("Which rule do you play at home? Which rule is fairer, and why? Agree on "
                      "one reason together.")),
            Section(pgettext("notebook heading", "Practise puzzles"),
                    _("One of you answers, the other asks \"How do you know?\" Then swap.")),
        ),
        convince_me=(
            _("Pit ___ gives an extra turn because it has ___ seeds and is ___ steps from my "
              "store."),
            _("The capture is ___ + ___ = ___ because ___."),
            _("The ___ rule gives North more because ___."),
            _("That is not always true: for example ___."),
        ),
        estimates=(
            Item(_("Estimate first: at the end of this game (South plays F, seeds left on the "
                   "board go to their owner), is South's store more or less than half of 48? "
                   "Estimate, then add."), "half_check", KALAH_ENDGAME, move="F",
                 target="South's store", goal=2),
        ),
        exit_ticket=(
            Item(_("Which pits give South an extra turn? For each, give its seeds and its steps "
                   "to the store."), "extra_turn_moves", TICKET_KALAH_EXTRA, goal=0,
                 if_wrong=_("Cover the board except one pit and South's store: count the steps "
                            "out loud (1, 2, 3 ... store) and compare with the seeds in the pit. "
                            "Then the next pit.")),
            Item(_("South plays pit A. Write the capture as a sum."), "captured",
                 TICKET_KALAH_CAPTURE, move="A", goal=1,
                 if_wrong=_("Play it with beans and move the captured beans into the store one "
                            "pile at a time: the pile opposite, then the last seed. Say the sum "
                            "as you move them.")),
            Item(_("F ends the game. Leftover seeds {choices}. Best rule for North? Why?",
                   choices=rule_choices('leftovers', LEFTOVER_RULES)), "house_rule",
                 TICKET_KALAH_ENDGAME, move="F", target="North", option="leftovers",
                 choices=LEFTOVER_RULES, goal=2, lines=2,
                 if_wrong=_("Point to North's leftover seeds and ask \"Under each rule, whose "
                            "store do these go to?\" Then add them on to North's store for each "
                            "rule.")),
        ),
        card=LessonCard(
            materials=(
                _("a printed Kalah board and 48 beans for each pair"),
                _("the rule sheet's house rules box"),
                _("the projector with notebook 3"),
            ),
            launch=_("Show the start. Ask: \"Which pit lets South go again?\" Take answers with "
                     "reasons (count the steps to the store)."),
            explore=(
                _("Pairs find every pit that gives an extra turn at the start, then after South "
                  "plays C. They write \"seeds = steps\" for each."),
                _("Pairs set up the capture position ({board}) and play D with beans: they move "
                  "the captured seeds into the store and write the sum.",
                  board=board_words(KALAH_CAPTURE)),
            ),
            stretch=(
                _("Pairs set up the end-game position ({board}) and play F three times, once for "
                  "each leftovers rule, and write the final score each time.",
                  board=board_words(KALAH_ENDGAME)),
                _("After lesson 2: which other numbers of seeds in pit D give an extra turn? Sow "
                  "16 to check."),
            ),
            summarise=_("In the notebook, play the same positions: the sums and scores match the "
                        "pairs'. Ask the class which rule changed the score and why."),
            struggling=NextStep(
                give=_("a board with only pits D, E, F and South's store uncovered, and 1 to 4 "
                       "beans to put in pit D"),
                say=_("\"Count the steps to the store: E is 1, F is 2, the store is 3. How many "
                      "seeds does D need to reach it?\""),
            ),
            early_finishers=NextStep(
                give=_("the explorer worksheet's best-capture puzzle"),
                say=_("\"Find the move that captures most. How do you know no other move captures "
                      "more?\""),
            ),
            launch_minutes=5,
            explore_minutes=20,
            summarise_minutes=15,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain which house rule changes the score and why."),
            rubric_levels(
                _("Names the rule, gives the scores under each choice, and explains the "
                  "difference by where the leftover seeds go (for example, North's 10 seeds go to "
                  "North, to nobody, or to South)."),
                _("Names the rule and gives correct scores for each choice, with a short reason."),
                _("Says the scores are different but not why, or makes one counting error."),
                _("Guesses a rule without checking the scores."),
            ),
        ),
        words=("store", "opposite", "capture"),
        frames=(
            _("Pit ___ gives an extra turn because it is ___ steps from my store."),
            _("I capture ___ + ___ = ___ seeds."),
            _("The ___ rule is best for North because ___."),
        ),
    )
