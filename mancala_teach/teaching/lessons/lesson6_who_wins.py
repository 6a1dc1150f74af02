"""Notebook 6, Who wins?: this lesson's words, as data."""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import (TICKET_CLAIM_BOARDS, TICKET_KALAH_2_PITS_4_SEEDS,
                         TICKET_KALAH_3_PITS_6_SEEDS, TICKET_ROW_SEEDS)


@per_language
def who_wins() -> Lesson:
    """Notebook 6's lesson, in the language in use."""
    return Lesson(
        number=6,
        title=_("Who wins?"),
        notebook="6-who-wins.ipynb",
        grade_band=_("grades 5-8 (ages 10-14)"),
        builds_on=_("Lesson 3 (Kalah's extra turns, captures and the capture rule when the pit "
                    "opposite is empty)."),
        goals=(
            _("I can read who wins, and by how many, from a table of results with perfect play."),
            _("I can test a claim such as \"going first always wins\" by playing, and explain why "
              "going first can help or hurt."),
            _("I can explain how a change in the capture rule changes who wins."),
        ),
        standards=(
            Standard(COMMON_CORE, "MP3",
                     _("Construct viable arguments and critique the reasoning of others"),
                     _("testing \"going first always wins\": one board where it fails is enough; "
                       "explaining how the capture rule changes a result")),
            Standard(COMMON_CORE, "MP1", _("Make sense of problems and persevere in solving them"),
                     _("playing a 2-pit board both ways round, looking for a first move that "
                       "wins")),
            Standard(ENGLAND, "Year 5",
                     _("complete, read and interpret information in tables, including timetables"),
                     _("reading the two-way tables of results (a review for Year 6 and up)")),
            Standard(ENGLAND, "Aims",
                     _("reason mathematically by following a line of enquiry, conjecturing "
                       "relationships and generalisations, and developing an argument, "
                       "justification or proof using mathematical language"),
                     _("predicting before every check, and saying why a claim is true or false")),
            Standard(ENGLAND, "Key stage 3",
                     _("make and test conjectures about patterns and relationships; look for "
                       "proofs or counter-examples"),
                     _("\"going first always wins\" and \"more seeds means a bigger win\", tested "
                       "against the tables")),
        ),
        watch_for=(
            WatchFor(_("\"Going first always wins\""),
                     _("A child says South wins because South moves first."),
                     _("Ask for a board where it fails: the tables show boards North wins, and "
                       "pairs can check the one with 2 pits and 2 seeds with beans. One "
                       "counterexample shows a claim is false.")),
            WatchFor(_("\"More seeds means a bigger win\""),
                     _("A child expects the first player's lead to grow as each pit starts with "
                       "more seeds."),
                     _("Read one row of the table aloud (Exercise 2): the margin goes up and "
                       "down, and the winner can change.")),
            WatchFor(_("\"The computer is lucky\""),
                     _("A child who loses to the perfect player says it was luck, or that it wins "
                       "because it is fast."),
                     _("There is no luck in it: it has checked every way the game can go, to the "
                       "end. Speed only decides how big a board it can check. On a board North "
                       "wins with perfect play, South cannot beat it at all.")),
            WatchFor(_("\"A house rule is a small detail\""),
                     _("A child expects the two capture rules to give the same results."),
                     _("Find the boards where the rule changes the winner or the margin (Exercise "
                       "3) and ask why one more kind of capture could do that.")),
            WatchFor(_("\"The perfect player always captures or takes an extra turn\""),
                     _("A child predicts the perfect player's move by looking for a capture."),
                     _("It may play a quiet move instead, when a capture now would give away more "
                       "later. Press ? Hint and ask the pair why that move.")),
        ),
        sections=(
            Section(pgettext("notebook heading", "Perfect play"),
                    _("Can a game be decided before anyone has moved? What would that mean for "
                      "the player who goes first?")),
            Section(pgettext("notebook heading", "Who wins on small boards?"),
                    _("Find a board where South, who moves first, does not win. What do you "
                      "notice about it?")),
            Section(pgettext("notebook heading", "The same results as a chart"),
                    _("Read one row of bars aloud: who wins, by how many, under each rule? Which "
                      "board surprises you?")),
            Section(pgettext("notebook heading", "The capture rule changes who wins"),
                    _("Why could one more kind of capture change who wins a whole game?")),
            Section(pgettext("notebook heading", "Can you beat the perfect player?"),
                    _("When you lose, press **Take back a move** and then **? Hint**: which of "
                      "your moves was the mistake?")),
            Section(pgettext("notebook heading", "Perfect play, seed by seed"),
                    _("Which move decided the game? Could the loser have done better anywhere?")),
        ),
        convince_me=(
            _("On the board with ___ pits and ___ seeds, ___ wins by ___, so going first ___."),
            _("The claim \"___\" is false because on the board with ___ pits and ___ seeds ___."),
            _("Without the capture ___ wins; with it ___ wins, because ___."),
            _("I agree / disagree with ___ because ___."),
        ),
        estimates=(
            Item(_("Estimate first: on how many of these boards does South, who moves first, win: "
                   "none, a few, about half, most, or all of them?"), "first_player_boards",
                 goal=1),
        ),
        exit_ticket=(
            Item(_("With 4 seeds in each pit, who wins, and by how many?"), "perfect_play",
                 TICKET_KALAH_2_PITS_4_SEEDS, upto=TICKET_ROW_SEEDS, goal=0, draw_board=False,
                 if_wrong=_("Read the sign aloud together: + means South is ahead at the end, "
                            "− means North is. Then read two more numbers of the row the same "
                            "way.")),
            Item(_("Sam: \"Whoever moves first always wins.\" Is Sam right? Use the numbers above "
                   "to say why."), "claim", specs=TICKET_CLAIM_BOARDS, goal=1, lines=2,
                 draw_board=False, show_given=False,
                 if_wrong=_("Ask \"How many boards would it take to show Sam is wrong?\" Look for "
                            "one board where South does not win.")),
            Item(_("Does the capture rule change who wins here? What does it change, and why "
                   "could it?"), "capture_rule", TICKET_KALAH_3_PITS_6_SEEDS, goal=2, lines=2,
                 draw_board=False,
                 if_wrong=_("Say the two results aloud, winner first, then the margin: what is "
                            "the same, and what is different? Then play a capture of a lone seed "
                            "with beans.")),
        ),
        card=LessonCard(
            materials=(
                _("a printed board with 5 pits a side (cover pits with paper for a smaller board) "
                  "and 20 beans for each pair"),
                _("a class table on the board: pits a side down, seeds in each pit across, for "
                  "the pairs' results"),
                _("the projector with notebook 6"),
            ),
            launch=_("Write up the claim \"The player who goes first always wins.\" Take a vote: "
                     "true or false? Ask how we could test it."),
            explore=(
                _("Pairs set up Kalah with 2 pits a side and 2 seeds in each pit, play it, then "
                  "play it again the other way round (the other partner goes first). They record "
                  "who went first, who won and by how many."),
                _("Pairs look for a first move that wins for the first player: try every first "
                  "move, and let the partner answer as well as they can."),
            ),
            stretch=(
                _("Pairs do the same with 3 pits a side and 2 seeds in each, and write their "
                  "results in the class table."),
                _("Pairs write one sentence: is the claim true? What is their evidence?"),
            ),
            stretch_heading=_("Then"),
            summarise=_("The computer in notebook 6 checks every way these games can go, to the "
                        "end. Compare its tables with the class table: where North wins, South "
                        "cannot win against perfect play. Then look at how the capture rule "
                        "changes who wins, and let pairs try to beat the perfect player."),
            struggling=NextStep(
                give=_("Kalah with 2 pits a side and 1 seed in each pit (4 seeds in all)"),
                say=_("\"Try each first move for South. What can North do after each one?\""),
            ),
            early_finishers=NextStep(
                give=_("the board with 3 pits and 3 seeds against the perfect player in the "
                       "notebook"),
                say=_("\"Can you beat it? When you lose, press Take back a move, then Hint: which "
                      "of your moves was the mistake?\""),
            ),
            launch_minutes=5,
            explore_minutes=20,
            summarise_minutes=20,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain how the capture rule changes who wins."),
            rubric_levels(
                _("Names a board where the capture rule changes the winner or the margin, gives "
                  "both results, and explains that one more way to capture gives the players "
                  "other best moves, so the whole game can go differently; notes that on most "
                  "boards the winner stays the same."),
                _("Names a board and gives its result under both rules, saying what changed."),
                _("Says the rule changes the result without a board or numbers, or compares two "
                  "different boards."),
                _("Does not connect the rule to the results."),
            ),
        ),
        words=("store", "opposite", "capture"),
        frames=(
            _("With ___ pits and ___ seeds, ___ wins by ___."),
            _("The claim \"___\" is false because ___."),
            _("Without the capture ___ wins by ___; with it ___ wins by ___."),
        ),
    )
