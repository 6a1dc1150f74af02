"""The words of the sheets a lesson needs beyond the worksheets, as plain data.

The printables (:mod:`mancala_teach.printables.class_sheets`) only lay these out, so every
word a child, a teacher or a family reads on those pages is here, in whole sentences with
named placeholders, in the language in use (:mod:`mancala_teach.i18n`): each table is a
function made once per language (:func:`~mancala_teach.i18n.per_language`), each sentence
with a number or a name in it a function of its values. The upper-case constants are the
English words, for code that wants the source.

- :func:`vocabulary`: cards to cut out and put on the wall, a word, a picture and a sentence
  each (the picture is drawn from the engine: its name says which).
- :func:`letter_home`: a letter to families: what the class did and how to play at home
  with an egg box, safely.
- :func:`certificate`: "I can sow and count", and a line for each level.
- Record sheets, the score sheet for Lane's rounds to 60, the rotation chart, the blank
  board and the puzzle template for a partner: their headings and instructions.

The picture glossary card for English learners (one sheet: each word with a drawing) is the
lessons' own page; these cards are for cutting out, one word a card, with a sentence that
uses it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _, expression, ngettext, per_language, pgettext, use_language
from ..naming import seat_word


@dataclass(frozen=True)
class VocabularyCard:
    word: str
    sentence: str            # the word used in a sentence a child can read aloud
    picture: str             # which engine-drawn picture goes with it (see the printables)


@per_language
def vocabulary() -> tuple[VocabularyCard, ...]:
    """The twelve word cards, in the language in use."""
    return (
        # TRANSLATORS: a word card's word, in big type: use the glossary's term (this
        # catalogue's header); a long one goes on two lines.
        VocabularyCard(pgettext("word card", "pit"),
                       _("Each small hollow on the board is a pit. Pit C has 4 seeds."), "pit"),
        VocabularyCard(pgettext("word card", "seed"),
                       _("We move the seeds round the board. This game has 48 seeds."),
                       "seed"),
        VocabularyCard(pgettext("word card", "row"),
                       _("My row is the six pits in front of me, A to F."), "row"),
        VocabularyCard(pgettext("word card", "store"),
                       _("My store is at the end of my row. The seeds I win go in it."),
                       "store"),
        VocabularyCard(pgettext("word card", "sow"),
                       _("To sow, I pick up every seed in a pit and drop one in each pit "
                         "after it."), "sow"),
        VocabularyCard(pgettext("word card", "counterclockwise"),
                       _("We sow counterclockwise: to the right along my row, then to the "
                         "left along the top."), "counterclockwise"),
        VocabularyCard(pgettext("word card", "empty"),
                       _("An empty pit has no seeds in it. Pit E is empty."), "empty"),
        VocabularyCard(pgettext("word card", "opposite"),
                       _("Pit A is opposite pit L: they face each other across the board."),
                       "opposite"),
        VocabularyCard(pgettext("word card", "extra turn"),
                       _("My last seed landed in my store, so I get an extra turn."),
                       "extra_turn"),
        VocabularyCard(pgettext("word card", "capture"),
                       _("My last seed landed in my empty pit, so I capture it and the seeds "
                         "opposite."), "capture"),
        VocabularyCard(pgettext("word card", "lap"),
                       _("With 15 seeds in pit C I go all the way round the board: that is a "
                         "lap."), "lap"),
        VocabularyCard(pgettext("word card", "remainder"),
                       # TRANSLATORS: "15 = 13 + 2" is written by the code the language's way.
                       _("{sum}. A lap is 13 places; the remainder, 2, says where I stop.",
                         sum=expression(15, "=", 13, "+", 2)), "remainder"),
    )


@dataclass(frozen=True)
class Letter:
    title: str
    greeting: str
    what_we_did: tuple[str, ...]
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
    cut: str                         # the word on the line to cut the slip off

    def practised(self, skills: str) -> str:
        """"In class your child practised: ..." and the level's "I can" lines."""
        return _("In class your child practised: {skills}", skills=skills)


@per_language
def letter_home() -> Letter:
    """The letter to families, in the language in use."""
    return Letter(
        title=_("Mancala at home"),
        greeting=_("Dear families,"),
        what_we_did=(
            _("This week our class played mancala, one of the oldest board games in the "
              "world: games like it have been played for hundreds of years in Africa and "
              "Asia, such as Oware across West Africa. We played Kalah, which many families "
              "know as \"Mancala\"."),
            _("It is a counting game. Your child picked up all the seeds in a pit and dropped "
              "them one at a time into the pits after it (we call that sowing), worked out "
              "where the last seed would land, and checked that the seeds always add up to "
              "the same number. Your child can teach you: all you need is an egg box and "
              "something to count with."),
        ),
        practised_plain=_("In class your child practised counting on, adding up and "
                          "checking, and planning a move."),
        need_heading=_("What you need"),
        need=(
            _("An egg box with 12 cups in two rows of 6: these are the pits."),
            _("Two small bowls or cups, one at each end of the box: these are the stores."),
            _("48 counters: large dried beans, pasta shapes or paper squares, 4 in each cup "
              "to start."),
        ),
        safety=_("Take care: beans, small pasta and buttons can choke a young child. If a "
                 "child under 3 is at home, play with large pasta shapes or paper squares, "
                 "play where the little one cannot reach, and put every counter back in a bag "
                 "when you finish."),
        how_heading=_("How to play Kalah"),
        ask_heading=_("Questions to ask while you play"),
        ask=(
            _("Where do you think your last seed will land? Count it with me."),
            _("Which pit would give you an extra turn?"),
            _("How many seeds are in your store, and in mine? How many are there "
              "altogether?"),
        ),
        closing=_("Thank you, and have fun!"),
        slip_heading=_("Cut off and send back, if you like"),
        slip=(_("We played mancala at home:  yes  /  not yet"),
              _("What did your child teach you?")),
        # TRANSLATORS: the word on the dashed line to cut along.
        cut=pgettext("label", "cut"),
    )


@dataclass(frozen=True)
class Certificate:
    title: str
    statement: str            # the big line
    awarded: str
    because: str
    level_statements: dict[str, str]
    signed: str
    date: str


@per_language
def certificate() -> Certificate:
    """The certificate's words, in the language in use."""
    return Certificate(
        # TRANSLATORS: a certificate's title, in big type (30 pt) across half a page.
        title=_("Certificate"),
        # TRANSLATORS: the big line of a certificate (28 pt, one line on half a page).
        statement=_("I can sow and count"),
        awarded=_("This certificate is for"),
        because=_("who can pick up the seeds in a pit, drop one in each pit after it, and "
                  "count where the last one lands."),
        level_statements={
            "starter": _("I can sow and count"),
            "explorer": _("I can sow round the board and find a slip"),
            "expert": _("I can find the last seed after a lap"),
            "fours": _("I can count round the four-sided board"),
        },
        signed=pgettext("label", "Signed"),
        date=pgettext("label", "Date"),
    )


# --- game records ----------------------------------------------------------------------------

@dataclass(frozen=True)
class RecordWords:
    players: str
    instructions: str
    instructions_won: str       # games with no store sowing (Oware): seeds won
    move: str
    who: str
    pit: str
    happened: str
    example: str
    another_turn: str


@per_language
def record_words() -> RecordWords:
    """A game record's headings and instructions, in the language in use."""
    return RecordWords(
        players=pgettext("label", "Players"),
        instructions=_("After every move, write who sowed, which pit, and how many seeds each "
                       "player has in their store now. Write what happened too: another "
                       "turn, or a capture. The first line is an example, worked out by the "
                       "computer."),
        instructions_won=_("After every move, write who sowed, which pit, and how many seeds "
                           "each player has won so far. Write what happened too: a capture. "
                           "The first line is an example, worked out by the computer."),
        # TRANSLATORS: the heads of a game record's columns.
        move=pgettext("label", "Move"),
        who=pgettext("label", "Who sowed"),
        pit=pgettext("label", "Pit"),
        happened=pgettext("label", "What happened"),
        # TRANSLATORS: what the example row of a game record says happened when nothing did.
        example=pgettext("record", "example"),
        # TRANSLATORS: what happened in the example row: "another turn".
        another_turn=pgettext("record", "another turn"),
    )


def record_title(game: str) -> str:
    """"Game record: Kalah" (``game``: the game's name in the language in use)."""
    return _("Game record: {game}", game=game)


def record_captured(count: int) -> str:
    """What happened in the example row: "captured 5"."""
    return pgettext("record", "captured {count}", count=count)


def store_heading(player: str) -> str:
    """A column's head: "South's store" (``player`` an English seat name)."""
    return pgettext("label", "{player}'s store", player=seat_word(player))


def won_heading(player: str) -> str:
    """A column's head in games whose seeds are won, not sown into stores: "South has won"."""
    return pgettext("label", "{player} has won", player=seat_word(player))


def end_line(total: int, *, won: bool = False) -> str:
    """The line under the record: count every store, they make ``total``."""
    if won:
        return _("At the end, add up the seeds each player has won and any left on the board: "
                 "they should make {total}. Need more lines? Go on on another sheet.",
                 total=total)
    return _("At the end, count every store: they should add up to {total}. Need more lines? "
             "Go on on another sheet.", total=total)


# --- Lane's rounds to 60 -------------------------------------------------------------------------

@dataclass(frozen=True)
class LaneWords:
    title: str
    intro: tuple[str, ...]
    example: str
    nobody: str               # a drawn round's winner

    def columns(self, first: str, second: str) -> tuple[str, ...]:
        """The score sheet's column heads, for players ``first`` and ``second``."""
        # TRANSLATORS: the heads of the score sheet's columns; {player} is "Player 1".
        return (pgettext("label", "Round"), pgettext("label", "Who set up"),
                pgettext("label", "Pebbles: {player}", player=first),
                pgettext("label", "Pebbles: {player}", player=second),
                pgettext("label", "Round won by"),
                pgettext("label", "Score (the difference)"),
                pgettext("label", "Total: {player}", player=first),
                pgettext("label", "Total: {player}", player=second))


@per_language
def lane_score() -> LaneWords:
    """The score sheet's words, in the language in use."""
    return LaneWords(
        title=_("Lane's Egyptian game: playing to 60"),
        intro=(
            _("Play round after round. After each round, count your pebbles: the player with "
              "more wins the round and scores the difference."),
            _("Add each round's score to the winner's total. The first player to reach 60 "
              "wins."),
            _("Take turns to set up the pebbles (Lane does not say who sets up the later "
              "rounds: we chose taking turns)."),
        ),
        example=_("The first line is an example: a round the computer played."),
        nobody=_("nobody (a draw)"),
    )


def player_number(number: int) -> str:
    """A player named by a number: "Player 1"."""
    # TRANSLATORS: a player known by a number, on score sheets and draws.
    return pgettext("player", "Player {number}", number=number)


# --- who plays where ------------------------------------------------------------------------------

@dataclass(frozen=True)
class RotationWords:
    seats_turn: str
    pairs_rule: str
    no_repeats: str
    sitting_out: str
    names_heading: str


@per_language
def rotation_words() -> RotationWords:
    """The rotation chart's words, in the language in use."""
    return RotationWords(
        seats_turn=_("At the board everyone moves one seat to the right each round (South, "
                     "East, North, West), so everyone plays in every seat."),
        pairs_rule=_("South moves first. Everyone plays everyone once; everyone moves first "
                     "about half the time."),
        no_repeats=_("Nobody meets anyone twice."),
        sitting_out=_("Sitting out (keeps the time and checks the count)"),
        names_heading=_("Our class: write a name by each number"),
    )


def board_label(number: int) -> str:
    """A row's head on the chart: "Board 3"."""
    return pgettext("label", "Board {number}", number=number)


def round_label(number: int) -> str:
    """A column's head on the chart: "Round 2"."""
    return pgettext("label", "Round {number}", number=number)


def sitting_out_label() -> str:
    # TRANSLATORS: the head of the row of children who do not play a round.
    return pgettext("label", "Sitting out")


def rotation_title(children: int, boards: int | None = None) -> str:
    """The chart's title: in fours (``boards`` four-sided boards) or in pairs."""
    if boards is not None:
        return _("Who plays where: {children} children on {boards} four-sided boards",
                 children=children, boards=boards)
    return _("Who plays whom: {children} children in pairs", children=children)


def moving_rule(*, stay: str, one: str, two: str, three: str, boards: int) -> str:
    """The moving rule of a chart in fours; ``stay`` ... ``three`` are ranges, "1 to 7"."""
    # TRANSLATORS: {stay}, {one}, {two} and {three} are ranges of children: "1 to 7".
    return _("The moving rule: after each round, children {stay} stay at their board, "
             "children {one} move 1 board on, {two} move 2 boards on and {three} move 3 "
             "boards on (after board {boards} comes board 1).", stay=stay, one=one, two=two,
             three=three, boards=boards)


def number_range(low: int, high: int) -> str:
    """"1 to 7"."""
    return _("{low} to {high}", low=low, high=high)


def how_many(rounds: int, met: str) -> str:
    """How many classmates everyone plays (``met``: "21", or "9 to 12")."""
    return ngettext("In this {n} round everyone plays {met} different classmates.",
                    "In these {n} rounds everyone plays {met} different classmates.", rounds,
                    met=met)


def repeats(pairs: int) -> str:
    """How many pairs of children meet twice."""
    return ngettext("{n} pair of children meets twice: no way was found to avoid it.",
                    "{n} pairs of children meet twice: no way was found to avoid it.", pairs)


# --- a puzzle for a partner, a blank board --------------------------------------------------------

@dataclass(frozen=True)
class PuzzleTemplateWords:
    title: str
    names: tuple[str, str]
    steps: tuple[str, ...]
    questions: tuple[str, ...]
    pit_line: str
    answer_heading: str
    fold: str
    partner_heading: str
    partner_board: str
    check_heading: str
    check: tuple[str, ...]


@per_language
def make_a_puzzle() -> PuzzleTemplateWords:
    """The puzzle template's words, in the language in use."""
    return PuzzleTemplateWords(
        title=_("Make a puzzle for your partner"),
        names=(pgettext("label", "Name"), pgettext("label", "Partner")),
        steps=(
            _("Write a number of seeds in every pit and in both stores. Check: they add up "
              "to 48."),
            _("Choose a pit for South to sow."),
            _("Choose a question for your partner (tick one)."),
            _("Work out the answer with beans. Write it below the fold, then fold it back."),
        ),
        questions=(_("Where does the last seed land?"),
                   _("Fill in the board after the move."),
                   _("Which pit gives South an extra turn?")),
        # TRANSLATORS: a line to write a pit's letter on follows.
        pit_line=pgettext("label", "South sows pit"),
        answer_heading=_("My answer (fold it back along the dashed line, out of sight)"),
        # TRANSLATORS: the word on the dashed line to fold along.
        fold=pgettext("label", "fold"),
        partner_heading=_("For your partner"),
        partner_board=_("Filling in the board after the move? Use this board."),
        check_heading=_("Check your partner's answer"),
        check=(pgettext("label", "Partner's name"), pgettext("label", "Partner's answer"),
               _("Sow the move together with beans. Do you agree?   yes  /  not yet"),
               _("Not yet? Find the first step where you did different things:")),
    )


@dataclass(frozen=True)
class BlankBoardWords:
    instructions: str
    square: str
    captions: tuple[str, str, str]


@per_language
def blank_board() -> BlankBoardWords:
    """The blank board's words, in the language in use."""
    return BlankBoardWords(
        instructions=_("Write the number of seeds in each pit and store: to make a puzzle, "
                       "or to show a move and the one after it."),
        square=_("Write the number of seeds in each pit and store."),
        captions=(pgettext("caption", "Before"), pgettext("caption", "After"),
                  pgettext("caption", "After the next move")),
    )


def blank_board_title(game: str) -> str:
    """"A blank board: Kalah"."""
    return _("A blank board: {game}", game=game)


def seeds_in_all(total: int) -> str:
    """The line under a blank board."""
    return pgettext("label", "Seeds in all (it should be {total})", total=total)


# The English words, for code and tests that want the source.
with use_language("en"):
    VOCABULARY: tuple[VocabularyCard, ...] = vocabulary()
    LETTER_HOME: Letter = letter_home()
    CERTIFICATE: Certificate = certificate()
