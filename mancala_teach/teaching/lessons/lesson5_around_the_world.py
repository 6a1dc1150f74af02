"""Notebook 5, Mancala around the world: this lesson's words, as data."""

from __future__ import annotations

from ..model import (COMMON_CORE, ENGLAND, Item, Lesson, LessonCard, Rubric, Section, Setup,
                     Standard, WatchFor, rubric_levels)
from ..positions import CLASS_PLOT_MOVES, KALAH_START

AROUND_THE_WORLD = Lesson(
    number=5,
    title="Mancala around the world",
    notebook="5-mancala-around-the-world.ipynb",
    grade_band="grades 4-8 (ages 9-14)",
    minutes="60 minutes or two lessons",
    goals=(
        "I can compare seven sets of mancala rules in a table: pits, seeds, stores, direction.",
        "I can find the median and the range of a set of game lengths and draw a dot plot.",
        "I can use data from many games to say which game tends to be longest, and how I know.",
    ),
    standards=(
        Standard(COMMON_CORE, "6.SP.A.1", "Recognize a statistical question as one that "
                 "anticipates variability in the data related to the question and accounts "
                 "for it in the answers", "\"which game tends to be longest?\""),
        Standard(COMMON_CORE, "6.SP.B.4", "Display numerical data in plots on a number line, "
                 "including dot plots, histograms, and box plots",
                 "the class's dot plot of game lengths, and the notebook's"),
        Standard(COMMON_CORE, "6.SP.B.5", "Summarize numerical data sets in relation to their "
                 "context ...", "median and range of 100 games of each game"),
        Standard(COMMON_CORE, "7.SP.B.4", "Use measures of center and measures of variability "
                 "for numerical data from random samples to draw informal comparative "
                 "inferences about two populations", "comparing the games' medians and ranges"),
        Standard(ENGLAND, "Year 5", "complete, read and interpret information in tables, "
                 "including timetables", "the table of the seven rule sets"),
        Standard(ENGLAND, "Key stage 3", "describe, interpret and compare observed "
                 "distributions of a single variable through: appropriate graphical "
                 "representation ... and appropriate measures of central tendency (mean, mode, "
                 "median) and spread (range, consideration of outliers)",
                 "dot plots, medians and ranges of game lengths"),
    ),
    watch_for=(
        WatchFor("One game tells you which game is longest",
                 "A pair plays one game of each and says \"Oware is longest\".",
                 "Ask \"Would the next game be the same length?\" Play more, put every game on "
                 "the dot plot, and compare the middles and spreads."),
        WatchFor("The median of an unordered list",
                 "A child takes the middle number of the list as it was written.",
                 "Put the numbers in order first (the dot plot does it for you), then find "
                 "the middle."),
        WatchFor("The range as two numbers",
                 "A child says the range is \"from 18 to 63\".",
                 "Say both: from 18 to 63, so the range is 63 - 18 = 45 moves."),
        WatchFor("\"Kalah is an ancient African game\"",
                 "Children read the table as if all the games were old African games.",
                 "Kalah was made in the USA in 1940 by William Julius Champion Jr., from older "
                 "mancala games; Oware, Wari, Lane's two Egyptian games and Giuthi are African."),
        WatchFor("One game, one set of rules",
                 "A child who plays at home \"the wrong way\" is told they are wrong.",
                 "Mancala games are families with many names and house rules. Invite the child "
                 "to teach their version to the class."),
    ),
    sections=(
        Section("The games side by side", "Which two games are most alike? Which rule makes "
                "the biggest difference? Agree on one answer with a reason."),
        Section("Starting boards", "Which board has the most seeds? Estimate, then check with "
                "the table."),
        Section("One move in each game", "What is a relay? Explain it to your partner with "
                "beans."),
        Section("A class playing in fours", "Your row ends at your store, then the next "
                "player's row begins. Which pit of yours reaches the next player's row with "
                "the fewest seeds? Show your partner with beans."),
        Section("Data from whole games", "Before you look at the dot plot: which game do you "
                "think tends to be longest? After: were you right, and how do you know?"),
    ),
    convince_me=(
        "I think ___ tends to be longer because its median is ___ and ___.",
        "The median is ___ because ___ games are shorter and ___ are longer.",
        "One game is not enough to tell because ___.",
        "I am (not) sure because the ranges ___.",
    ),
    estimates=(
        Item("Estimate first: which game do you think tends to be the longest? Write your "
             "guess before the computer plays 100 games of each.", "longest_game",
             games=100, goal=2),
    ),
    exit_ticket=(
        Item("Lane's Game of the Ignorant starts with 72 pebbles in its 12 cells. How many is "
             "that per cell on average?", "seeds_per_pit", Setup("lane-ignorant"), goal=0,
             draw_board=False),
        Item("Here are the lengths of 9 games of Kalah. What are the median and the range?",
             "median_range", KALAH_START, games=9, goal=1, draw_board=False),
        Item("Which tends to be longer, a game of Kalah or a game of Oware? Use the medians "
             "and ranges to explain how you know.", "compare_lengths", KALAH_START,
             versus="oware", games=100, goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("printed boards for Kalah and Oware, 48 beans each", "a class dot plot on "
                   f"the board: a number line of moves, 0 to {CLASS_PLOT_MOVES}, a row for "
                   "each game", "sticky dots", "a timer", "the projector with notebook 5"),
        launch="Ask: \"Which game do you think takes longer, Kalah or Oware?\" Take a quick "
               "vote and write the guesses up. Ask how we could find out.",
        explore=(
            "Each pair plays one game of Kalah or Oware (half the class each) for 12 minutes "
            "at most, tallying the moves as they go (every sowing is one move). Oware games "
            "are often long: a game not over when the timer rings stops there.",
            "Each pair puts a sticky dot for their game on the class dot plot, in the row "
            "for their game. A game stopped by the timer gets an arrow on its dot: it would "
            "have been longer.",
            "Pairs find the median and range of each row of the class dot plot.",
        ),
        summarise="The notebook plays 100 games of each game with random players and draws "
                  "the same dot plot. Compare its medians and ranges with the class's: one "
                  "game could mislead, many games show what tends to happen.",
        launch_minutes=5, explore_minutes=25, summarise_minutes=20,
    ),
    rubric=Rubric(
        "Explain which game tends to be longest, and how you know.",
        rubric_levels(
            "Compares the medians and the ranges, says which game tends to be longer, and "
            "says that some games of the other are longer (the spreads overlap), so one game "
            "alone could mislead.",
            "Uses the medians (or the dot plots) to say which game tends to be longer.",
            "Uses one game, or only the longest game, to decide.",
            "Gives an answer with no data.",
        ),
    ),
)
