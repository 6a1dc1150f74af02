"""Notebook 5, Mancala around the world: this lesson's words, as data.

Its statistics are grade 6 (median, interquartile range, dot plots) and grade 7 (comparing
two populations), so the band starts at grade 6. The class's games and the computer's are
two populations, compared side by side; games the timer stopped make the class's range a
lower bound. The lesson says both, and teaches them.
"""

from __future__ import annotations

from ...i18n import _, per_language, pgettext
from ..model import (COMMON_CORE, ENGLAND, Handout, Item, Lesson, LessonCard, NextStep, Rubric,
                     Section, Standard, WatchFor, rubric_levels)
from ..positions import (CLASS_PLOT_MOVES, TICKET_KALAH_FOUR_PITS, TICKET_KALAH_SIX_SEEDS,
                         TICKET_KALAH_THREE_SEEDS, TICKET_RULE_SETS)

GAME_MINUTES = 10       # each pair's game stops when the timer rings


@per_language
def around_the_world() -> Lesson:
    """Notebook 5's lesson, in the language in use."""
    return Lesson(
        number=5,
        title=_("Mancala around the world"),
        notebook="5-mancala-around-the-world.ipynb",
        grade_band=_("grades 6-8 (ages 11-14)"),
        builds_on=_("Lesson 1 (sowing). It stands alone: each game's rules are on its rule "
                    "sheet."),
        goals=(
            _("I can compare sets of mancala rules in a table: pits, seeds, stores, direction."),
            _("I can find the median, the range and the interquartile range of a set of game "
              "lengths, and draw a dot plot."),
            _("I can use data from many games to say which game tends to be longer, and how sure "
              "I am."),
        ),
        standards=(
            Standard(COMMON_CORE, "6.SP.A.1",
                     _("Recognize a statistical question as one that anticipates variability in "
                       "the data related to the question and accounts for it in the answers"),
                     _("\"which game tends to be longest?\"")),
            Standard(COMMON_CORE, "6.SP.B.4",
                     _("Display numerical data in plots on a number line, including dot plots, "
                       "histograms, and box plots"),
                     _("the class's dot plot of game lengths, and the notebook's")),
            Standard(COMMON_CORE, "6.SP.B.5",
                     _("Summarize numerical data sets in relation to their context ... Giving "
                       "quantitative measures of center (median and/or mean) and variability "
                       "(interquartile range and/or mean absolute deviation) ..."),
                     _("the median and interquartile range of each game's lengths (and the "
                       "range)")),
            Standard(COMMON_CORE, "7.SP.B.4",
                     _("Use measures of center and measures of variability for numerical data "
                       "from random samples to draw informal comparative inferences about two "
                       "populations"),
                     _("comparing two games by the medians and interquartile ranges of 100 games "
                       "each between random players")),
            Standard(ENGLAND, "Year 5",
                     _("complete, read and interpret information in tables, including timetables"),
                     _("the table of the seven rule sets")),
            Standard(ENGLAND, "Key stage 3",
                     _("describe, interpret and compare observed distributions of a single "
                       "variable through: appropriate graphical representation ... and "
                       "appropriate measures of central tendency (mean, mode, median) and spread "
                       "(range, consideration of outliers)"),
                     _("dot plots, medians and ranges of game lengths")),
        ),
        watch_for=(
            WatchFor(_("One game tells you which game is longest"),
                     _("A pair plays one game of each and says \"Oware is longest\"."),
                     _("Ask \"Would the next game be the same length?\" Play more, put every game "
                       "on the dot plot, and compare the middles and spreads.")),
            WatchFor(_("The median of an unordered list"),
                     _("A child takes the middle number of the list as it was written."),
                     _("Put the numbers in order first (the dot plot does it for you), then find "
                       "the middle.")),
            WatchFor(_("The range as two numbers"),
                     _("A child says the range is \"from 18 to 63\"."),
                     _("Say both: from 18 to 63, so the range is 63 - 18 = 45 moves. The middle "
                       "half is said the same way: from the lower quartile to the upper.")),
            WatchFor(_("The class's games and the computer's as one data set"),
                     _("A child puts the class's games and the computer's on one plot, or expects "
                       "the same median."),
                     _("They are two populations: the computer's players pick any move at random "
                       "and no timer stops them; the class's players think, and stop when the "
                       "timer rings. Compare the two side by side; do not mix them.")),
            WatchFor(_("A game the timer stopped"),
                     _("A child reads the dot of a stopped game as that game's length."),
                     _("The game would have gone on, so its length is more than its dot. The "
                       "class's longest game and its range are at least what the plot shows (a "
                       "lower bound); the median changes only if many games were stopped.")),
            WatchFor(_("\"Kalah is an ancient African game\""),
                     _("Children read the table as if all the games were old African games."),
                     _("Kalah was made in the USA around 1940 by William Julius Champion Jr., "
                       "from older mancala games (sources give 1944, or the 1950s, for the first "
                       "sets sold); Oware, Wari, Lane's two Egyptian games and Giuthi are "
                       "African.")),
            WatchFor(_("One game, one set of rules"),
                     _("A child who plays at home \"the wrong way\" is told they are wrong."),
                     _("Mancala games are families with many names and house rules. Invite the "
                       "child to teach their version to the class.")),
        ),
        sections=(
            Section(pgettext("notebook heading", "The games side by side"),
                    _("Which two games are most alike? Which rule makes the biggest difference? "
                      "Agree on one answer with a reason.")),
            Section(pgettext("notebook heading", "Starting boards"),
                    _("Which board has the most seeds? Estimate, then check with the table.")),
            Section(pgettext("notebook heading", "One move in each game"),
                    _("What is a relay? Explain it to your partner with beans.")),
            Section(pgettext("notebook heading", "A class playing in fours"),
                    _("Your row ends at your store, then the next player's row begins. Which pit "
                      "of yours reaches the next player's row with the fewest seeds? Show your "
                      "partner with beans.")),
            Section(pgettext("notebook heading", "Data from whole games"),
                    _("Before you look at the dot plot: which game do you think tends to be "
                      "longest? After: were you right, and how do you know? Are the computer's "
                      "games like the class's games?")),
        ),
        convince_me=(
            _("I think ___ tends to be longer because its median is ___ and its middle half ___."),
            _("The median is ___ because ___ games are shorter and ___ are longer."),
            _("One game is not enough to tell because ___."),
            _("Our class's longest game is at least ___ moves because ___."),
        ),
        estimates=(
            Item(_("Estimate first: which game do you think tends to be the longest? Write your "
                   "guess before the computer plays 100 games of each."), "longest_game",
                 games=100, goal=2),
        ),
        exit_ticket=(
            Item(_("Which game has most seeds? Which sows into stores? Which sows either way?"),
                 "compare_rules", specs=TICKET_RULE_SETS, goal=0, draw_board=False,
                 if_wrong=_("Make the table together, a row a game and a column for each "
                            "question; work out the seeds in all as pits × seeds, and circle the "
                            "biggest.")),
            Item(_("Find the median, the range and the interquartile range of these 9 games."),
                 "median_range", TICKET_KALAH_FOUR_PITS, games=9, goal=1, draw_board=False,
                 if_wrong=_("Write the 9 numbers on cards and put them in order: the median is "
                            "the middle card; the quartiles are the middles of the 4 cards on "
                            "each side of it.")),
            Item(_("Which tends to be longer: Kalah with 3 seeds in each pit, or with 6? How do "
                   "you know, and how sure are you?"), "compare_lengths", TICKET_KALAH_THREE_SEEDS,
                 versus=TICKET_KALAH_SIX_SEEDS, games=100, goal=2, lines=2, draw_board=False,
                 if_wrong=_("Draw the two middle halves as bars on one number line: which bar "
                            "is further right, and do they overlap? Then ask about one game of "
                            "each.")),
        ),
        card=LessonCard(
            materials=(
                _("printed boards for Kalah and Oware, 48 beans each"),
                _("the class dot plot, printed with the lesson pages (\"Class dot plot\": two "
                  "sheets to join, 0 to {count} moves, a row for each game)",
                  count=CLASS_PLOT_MOVES),
                _("sticky dots or markers"),
                _("a timer"),
                _("the projector with notebook 5"),
            ),
            launch=_("Ask: \"Which game do you think takes longer, Kalah or Oware?\" Take a quick "
                     "vote and write the guesses up. Ask how we could find out."),
            explore=(
                _("Each pair plays one game of Kalah or Oware (half the class each) for {minutes} "
                  "minutes at most, tallying the moves as they go (every sowing is one move). "
                  "Oware games are often long: a game not over when the timer rings stops there.",
                  minutes=GAME_MINUTES),
            ),
            stretch=(
                _("Each pair puts a dot for their game on the class dot plot, in the row for "
                  "their game. A game stopped by the timer gets an arrow after its dot: it would "
                  "have been longer."),
                _("Pairs find the median, the quartiles and the range of each row of the class "
                  "dot plot."),
                _("Pairs say what the arrows do: the class's longest game and range are at least "
                  "what the plot shows."),
            ),
            stretch_heading=_("Then, with the class's data"),
            summarise=_("The notebook plays 100 games of each game between random players and "
                        "draws the same kind of dot plot. Compare its medians, middle halves and "
                        "ranges with the class's, side by side: random players are another "
                        "population (they do not plan, and no timer stops them), so the two are "
                        "compared, never mixed. One game could mislead; many games show what "
                        "tends to happen."),
            struggling=NextStep(
                give=_("their row's lengths written on cards, to put in order on the table"),
                say=_("\"Put them in order first. The median is the middle card: how many cards "
                      "are on each side of it?\""),
            ),
            early_finishers=NextStep(
                give=_("the notebook's data for Wari and Giuthi"),
                say=_("\"Which tends to be longer? How sure are you: do the middle halves "
                      "overlap?\""),
            ),
            handouts=(
                Handout(
                    "class dot plot",
                    _("Class dot plot"),
                    (
                        _("Cut sheet 2 along its dashed line and lay it over sheet 1, its cut "
                          "edge on the line at 150, so the rows run on; tape them together."),
                        _("One dot for each game, above its number of moves, in the row for its "
                          "game. A dot where there is one already goes just above it."),
                        _("A game the timer stopped: draw an arrow pointing right after its dot. "
                          "It would have been longer."),
                    ),
                ),
            ),
            launch_minutes=5,
            explore_minutes=30,
            summarise_minutes=20,
            ticket_minutes=5,
        ),
        rubric=Rubric(
            _("Explain which game tends to be longest, and how you know."),
            rubric_levels(
                _("Compares the medians and the middle halves (or ranges), says which game tends "
                  "to be longer, and says that some games of the other are longer (the spreads "
                  "overlap), so one game alone could mislead."),
                _("Uses the medians (or the dot plots) to say which game tends to be longer."),
                _("Uses one game, or only the longest game, to decide."),
                _("Gives an answer with no data."),
            ),
        ),
        words=("pit", "store", "sow", "counterclockwise"),
        frames=(
            _("The median is ___ moves."),
            _("The middle half goes from ___ to ___ moves."),
            _("___ tends to be longer because ___."),
            _("Our longest game is at least ___ moves because ___."),
        ),
    )
