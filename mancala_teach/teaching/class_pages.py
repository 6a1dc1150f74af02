"""The words of the sheets a lesson needs beyond the worksheets, as plain data.

The printables (:mod:`mancala_teach.printables.class_sheets`) only lay these out, so every
word a child, a teacher or a family reads on those pages is here, in whole sentences with
named placeholders (ready for the gettext catalogues of issue 25):

- :data:`VOCABULARY`: cards to cut out and put on the wall, a word, a picture and a sentence
  each (the picture is drawn from the engine: its name says which).
- :data:`LETTER_HOME`: a letter to families: what the class did and how to play at home with
  an egg box, safely.
- :data:`CERTIFICATE`: "I can sow and count", and a line for each level.
- Record sheets, the score sheet for Lane's rounds to 60, the rotation chart, the blank
  board and the puzzle template for a partner: their headings and instructions.

The picture glossary card for English learners (one sheet: each word with a drawing) is the
lessons' own page; these cards are for cutting out, one word a card, with a sentence that
uses it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class VocabularyCard:
    word: str
    sentence: str            # the word used in a sentence a child can read aloud
    picture: str             # which engine-drawn picture goes with it (see the printables)


VOCABULARY: tuple[VocabularyCard, ...] = (
    VocabularyCard("pit", "Each small hollow on the board is a pit. Pit C has 4 seeds.",
                   "pit"),
    VocabularyCard("seed", "We move the seeds round the board. This game has 48 seeds.",
                   "seed"),
    VocabularyCard("row", "My row is the six pits in front of me, A to F.", "row"),
    VocabularyCard("store", "My store is at the end of my row. The seeds I win go in it.",
                   "store"),
    VocabularyCard("sow", "To sow, I pick up every seed in a pit and drop one in each pit "
                   "after it.", "sow"),
    VocabularyCard("counterclockwise", "We sow counterclockwise: to the right along my row, "
                   "then to the left along the top.", "counterclockwise"),
    VocabularyCard("empty", "An empty pit has no seeds in it. Pit E is empty.", "empty"),
    VocabularyCard("opposite", "Pit A is opposite pit L: they face each other across the "
                   "board.", "opposite"),
    VocabularyCard("extra turn", "My last seed landed in my store, so I get an extra turn.",
                   "extra_turn"),
    VocabularyCard("capture", "My last seed landed in my empty pit, so I capture it and the "
                   "seeds opposite.", "capture"),
    VocabularyCard("lap", "With 15 seeds in pit C I go all the way round the board: that is "
                   "a lap.", "lap"),
    VocabularyCard("remainder", "15 = 13 + 2. A lap is 13 places; the remainder, 2, says "
                   "where I stop.", "remainder"),
)


@dataclass(frozen=True)
class Letter:
    title: str
    greeting: str
    what_we_did: tuple[str, ...]
    practised: str                   # "{skills}" is the list of "I can" lines
    practised_plain: str             # when no level is chosen
    need_heading: str
    need: tuple[str, ...]
    safety: str
    how_heading: str
    ask_heading: str
    ask: tuple[str, ...]
    closing: str
    slip_heading: str
    slip: tuple[str, ...]


LETTER_HOME = Letter(
    title="Mancala at home",
    greeting="Dear families,",
    what_we_did=(
        "This week our class played mancala, one of the oldest board games in the world: "
        "games like it have been played for hundreds of years in Africa and Asia, such as "
        "Oware across West Africa. We played Kalah, which many families know as \"Mancala\".",
        "It is a counting game. Your child picked up all the seeds in a pit and dropped them "
        "one at a time into the pits after it (we call that sowing), worked out where the "
        "last seed would land, and checked that the seeds always add up to the same number. "
        "Your child can teach you: all you need is an egg box and something to count with.",
    ),
    practised="In class your child practised: {skills}",
    practised_plain="In class your child practised counting on, adding up and checking, and "
                    "planning a move.",
    need_heading="What you need",
    need=(
        "An egg box with 12 cups in two rows of 6: these are the pits.",
        "Two small bowls or cups, one at each end of the box: these are the stores.",
        "48 counters: large dried beans, pasta shapes or paper squares, 4 in each cup to "
        "start.",
    ),
    safety="Take care: beans, small pasta and buttons can choke a young child. If a child "
           "under 3 is at home, play with large pasta shapes or paper squares, play where "
           "the little one cannot reach, and put every counter back in a bag when you "
           "finish.",
    how_heading="How to play Kalah",
    ask_heading="Questions to ask while you play",
    ask=(
        "Where do you think your last seed will land? Count it with me.",
        "Which pit would give you an extra turn?",
        "How many seeds are in your store, and in mine? How many are there altogether?",
    ),
    closing="Thank you, and have fun!",
    slip_heading="Cut off and send back, if you like",
    slip=("We played mancala at home:  yes  /  not yet",
          "What did your child teach you?"),
)


@dataclass(frozen=True)
class Certificate:
    title: str
    statement: str            # the big line
    awarded: str              # "{name}" is a line to write on
    because: str
    level_statements: dict[str, str]
    signed: str
    date: str


CERTIFICATE = Certificate(
    title="Certificate",
    statement="I can sow and count",
    awarded="This certificate is for",
    because="who can pick up the seeds in a pit, drop one in each pit after it, and count "
            "where the last one lands.",
    level_statements={
        "starter": "I can sow and count",
        "explorer": "I can sow round the board and find a slip",
        "expert": "I can find the last seed after a lap",
        "fours": "I can count round the four-sided board",
    },
    signed="Signed",
    date="Date",
)


@dataclass(frozen=True)
class RecordWords:
    title: str                  # "{game}"
    players: str
    instructions: str
    instructions_won: str       # games with no store sowing (Oware): seeds won
    move: str
    who: str
    pit: str
    store_heading: str          # "{player}'s store" or "Seeds {player} has won"
    won_heading: str
    happened: str
    example: str
    end_line: str               # "{total}"
    end_line_won: str


RECORD = RecordWords(
    title="Game record: {game}",
    players="Players",
    instructions="After every move, write who sowed, which pit, and how many seeds each "
                 "player has in their store now. Write what happened too: another turn, or a "
                 "capture. The first line is an example, worked out by the computer.",
    instructions_won="After every move, write who sowed, which pit, and how many seeds each "
                     "player has won so far. Write what happened too: a capture. The first "
                     "line is an example, worked out by the computer.",
    move="Move",
    who="Who sowed",
    pit="Pit",
    store_heading="{player}'s store",
    won_heading="{player} has won",
    happened="What happened",
    example="example",
    end_line="At the end, count every store: they should add up to {total}. Need more lines? "
             "Go on on another sheet.",
    end_line_won="At the end, add up the seeds each player has won and any left on the board: "
                 "they should make {total}. Need more lines? Go on on another sheet.",
)


@dataclass(frozen=True)
class LaneWords:
    title: str
    intro: tuple[str, ...]
    columns: tuple[str, ...]
    example: str


LANE_SCORE = LaneWords(
    title="Lane's Egyptian game: playing to 60",
    intro=(
        "Play round after round. After each round, count your pebbles: the player with more "
        "wins the round and scores the difference.",
        "Add each round's score to the winner's total. The first player to reach 60 wins.",
        "Take turns to set up the pebbles (Lane does not say who sets up the later rounds: "
        "we chose taking turns).",
    ),
    columns=("Round", "Who set up", "Pebbles: {first}", "Pebbles: {second}",
             "Round won by", "Score (the difference)", "Total: {first}", "Total: {second}"),
    example="The first line is an example: a round the computer played.",
)


@dataclass(frozen=True)
class RotationWords:
    title_fours: str
    title_pairs: str
    moving_rule: str
    seats_turn: str
    pairs_rule: str
    how_many: str
    repeats: str
    no_repeats: str
    sitting_out: str
    names_heading: str


ROTATION = RotationWords(
    title_fours="Who plays where: {children} children on {boards} four-sided boards",
    title_pairs="Who plays whom: {children} children in pairs",
    moving_rule="The moving rule: after each round, children {stay} stay at their board, "
                "children {one} move 1 board on, {two} move 2 boards on and {three} move 3 "
                "boards on (after board {boards} comes board 1).",
    seats_turn="At the board everyone moves one seat to the right each round (South, East, "
               "North, West), so everyone plays in every seat.",
    pairs_rule="South moves first. Everyone plays everyone once; everyone moves first about "
               "half the time.",
    how_many="In these {rounds} rounds everyone plays {met} different classmates.",
    repeats="{pairs} pairs of children meet twice: no way was found to avoid it.",
    no_repeats="Nobody meets anyone twice.",
    sitting_out="Sitting out (keeps the time and checks the count)",
    names_heading="Our class: write a name by each number",
)


@dataclass(frozen=True)
class PuzzleTemplateWords:
    title: str
    steps: tuple[str, ...]
    questions: tuple[str, ...]
    pit_line: str
    answer_heading: str
    fold: str
    partner_heading: str
    partner_board: str
    check_heading: str
    check: tuple[str, ...]


MAKE_A_PUZZLE = PuzzleTemplateWords(
    title="Make a puzzle for your partner",
    steps=(
        "Write a number of seeds in every pit and in both stores. Check: they add up to 48.",
        "Choose a pit for South to sow.",
        "Choose a question for your partner (tick one).",
        "Work out the answer with beans. Write it below the fold, then fold it back.",
    ),
    questions=("Where does the last seed land?",
               "Fill in the board after the move.",
               "Which pit gives South an extra turn?"),
    pit_line="South sows pit",
    answer_heading="My answer (fold it back along the dashed line, out of sight)",
    fold="fold",
    partner_heading="For your partner",
    partner_board="Filling in the board after the move? Use this board.",
    check_heading="Check your partner's answer",
    check=("Partner's name", "Partner's answer",
           "Sow the move together with beans. Do you agree?   yes  /  not yet",
           "Not yet? Find the first step where you did different things:"),
)


BLANK_BOARD = {
    "title": "A blank board: {game}",
    "instructions": "Write the number of seeds in each pit and store: to make a puzzle, or "
                    "to show a move and the one after it.",
    "square": "Write the number of seeds in each pit and store.",
    "captions": ("Before", "After", "After the next move"),
    "total": "Seeds in all (it should be {total})",
}
