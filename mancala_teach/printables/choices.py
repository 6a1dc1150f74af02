"""What each printable can be made with, as data: the choices of the ``mancala-teach`` commands.

:mod:`.make` checks a set of choices against these fields and makes the files, for the command
line and for the classroom site's "Make printables" page alike; the page draws its form from
:func:`form_data`. A new choice is one more :class:`Field` here (and its option in the CLI:
``tests/test_make.py`` checks that the two lists agree).

No reportlab here: the CLI builds its help from these modules without the ``print`` extra.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..puzzles.levels import LEVELS
from ..puzzles.sheets import MAX_SEED, MAX_SHEETS
from ..puzzles.tiers import TIER_WORDS, TIERS
from ..variants import VARIANTS
from . import LESSON_KINDS, MAX_PITS, MIN_PITS, NOTEBOOKS, SQUARE_PITS

# On the site a class set is made inside the browser: a class, not a school.
PAGE_MAX_SHEETS = 40

PAPERS = (("a4", "A4"), ("letter", "US Letter"))


@dataclass(frozen=True)
class Field:
    """One choice: its name in the choices, its words on the page, what values it takes.

    ``kind`` is ``choice`` (one of ``options``), ``number`` (a whole number from ``low`` to
    ``high``), ``flag`` (yes or no), ``text`` (a worksheet id) or ``house-rules`` (the game's
    rule options, see :func:`game_options`). ``default`` is what leaving the choice out
    means (the command's default; ``None``: as the game has it); ``suggested`` is what the
    page's form starts with, where that differs. ``only_for`` names the values of another
    choice this one goes with (the game and pits only for full and one-sheet boards).
    """
    name: str
    label: str
    kind: str
    default: Any = None
    options: tuple[tuple[str, str], ...] = ()
    low: int | None = None
    high: int | None = None
    help: str = ""
    cli: str | None = None            # the command-line option; None: the page only
    suggested: Any = None
    page_high: int | None = None      # a lower limit on the site's page (made in the browser)
    only_for: tuple[str, tuple[str, ...]] | None = None
    called: str = ""                  # how a message names it: "the number of students"

    @property
    def said(self) -> str:
        return self.called or "the " + self.label.split(" (")[0].lower()

    def as_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "label": self.label, "kind": self.kind,
                                "default": self.default, "help": self.help}
        if self.options:
            data["options"] = [list(o) for o in self.options]
        if self.low is not None:
            data["low"], data["high"] = self.low, self.page_high or self.high
        if self.suggested is not None:
            data["suggested"] = self.suggested
        if self.only_for is not None:
            data["only_for"] = [self.only_for[0], list(self.only_for[1])]
        return data


@dataclass(frozen=True)
class Printable:
    """A command's printable: its name (the command), its words, its choices."""
    name: str
    title: str
    words: str
    fields: tuple[Field, ...] = field(default=())

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)


def _games() -> tuple[tuple[str, str], ...]:
    return tuple((v.name, v.title) for v in VARIANTS)


def _lesson_titles() -> dict[int, str]:
    from ..teaching.lessons import LESSONS
    return {lesson.number: lesson.title for lesson in LESSONS}


PAPER = Field("paper", "Paper", "choice", "a4", PAPERS, cli="--paper")
LARGE_PRINT = Field("large_print", "Large print (16 pt type and bigger boards)", "flag", False,
                    cli="--large-print", called="large print")
GAME = Field("variant", "Game", "game", "kalah", _games(), cli="variant", called="the game")
HOUSE_RULES = Field("options", "House rules", "house-rules", None,
                    help="Leave them as they are for the rules most people play.",
                    cli="--option")

BOARD_KINDS = (("full", "Full size, on several sheets to glue together"),
               ("one-sheet", "The board on one sheet of paper"),
               ("all-shapes", "One sheet for every board from 5 to 10 pits a side"),
               ("egg-carton", "Labels for an egg-carton board"),
               ("seeds", "Paper seeds to cut out"))
SHAPED = ("kind", ("full", "one-sheet"))      # the board kinds the game and pits shape

LESSON_WORDS = {
    "all": "Everything for the lesson: card, exit tickets, their answers and the rubric",
    "cards": "Lesson cards", "tickets": "Exit tickets (two to a page, to cut apart)",
    "key": "Exit tickets: the answers", "rubric": "Rubrics for the reasoning goals",
    "culture": "Where these games come from (one page for every lesson)",
    "strips": "Strips of 13 places to make into a ring (lesson 2)",
    "dot-plot": "The class's dot plot of game lengths, 0 to 300 moves (lesson 5)",
    "glossary": "Picture glossary and sentence frames (for English learners)",
}


def printables() -> dict[str, Printable]:
    """Every command that makes a printable, with its choices (a new dict each call)."""
    square_low, square_high = SQUARE_PITS
    levels = tuple((lv.name, f"{lv.name.capitalize()}: {lv.grade_band}")
                   for lv in LEVELS.values())
    titles = _lesson_titles()
    return {p.name: p for p in (
        Printable("worksheets", "Worksheets for a class",
                  "Counting puzzles: a different worksheet for every student, with the "
                  "answer keys for you.", (
                      Field("level", "Level", "choice", "starter", levels, cli="--level"),
                      Field("sheets", "Number of students (each gets a different sheet)",
                            "number", 1, called="the number of students (sheets)", low=1, high=MAX_SHEETS, cli="--sheets",
                            suggested=30, page_high=PAGE_MAX_SHEETS),
                      Field("seed", "Class-set number", "number", 1, low=0, high=MAX_SEED,
                            help="The same number makes the same worksheets again. It is "
                                 "in the file names and in each sheet's id.",
                            cli="--seed"),
                      Field("tier", "Version (the same puzzles and ids in every version)",
                            "choice", "core",
                            tuple((t, TIER_WORDS[t].capitalize()) for t in TIERS),
                            cli="--tier", called="the version"),
                      Field("id", "Or make one sheet again from the id at its foot "
                                  "(like explorer-7-12)", "text", None, cli="--id",
                            called="the sheet id"),
                      PAPER, LARGE_PRINT,
                      Field("dots", "Dots instead of numbers for counts up to 6 (like "
                                    "dice; for children who still count one by one)",
                            "flag", False, cli="--dots", called="dots"),
                      Field("key", "The answer keys for you", "flag", True, called="the answer keys"),
                  )),
        Printable("boards", "Boards", "A board to print and play on with beans or pebbles.", (
            Field("kind", "Which board", "choice", "full", BOARD_KINDS, cli="--kind",
                  called="the kind of board"),
            Field("variant", "Game (sets the pits and stores)", "game", None, _games(),
                  called="the game", suggested="kalah",
                  cli="--variant", only_for=SHAPED),
            Field("pits", "Pits on each side", "number", None, low=square_low,
                  high=MAX_PITS, help=f"{MIN_PITS} to {MAX_PITS} a side; {square_low} to "
                                      f"{square_high} a row on a four-sided board. Leave it "
                                      f"empty for the game's.",
                  cli="--pits", only_for=SHAPED, called="the number of pits"),
            Field("sides", "Sides", "choice", None,
                  (("2", "Two players (the usual board)"),
                   ("4", "Four players (a square board)")), cli="--sides", only_for=SHAPED,
                  called="the number of sides"),
            Field("stores", "Stores", "choice", None,
                  (("yes", "A store at each end"), ("no", "No stores (as for Lane's games)")),
                  cli="--stores", only_for=SHAPED,
                  called="the stores"),
            Field("low_ink", "Low ink (outlines on white paper, no wood colour)", "flag",
                  False, cli="--low-ink", called="low ink"),
            PAPER,
        )),
        Printable("rules", "Rule sheets", "The rules of a game on one sheet of paper, with "
                  "pictures of real moves.", (GAME, HOUSE_RULES, PAPER, LARGE_PRINT)),
        Printable("cards", "Quick-reference cards", "A game's rules in short, two cards to "
                  "a page (one card a page in large print).",
                  (GAME, HOUSE_RULES, PAPER, LARGE_PRINT)),
        Printable("lessons", "Lesson pages", "For running the lessons: lesson cards, exit "
                  "tickets with their answers, rubrics.", (
                      Field("kind", "Which pages", "choice", "all",
                            tuple((k, LESSON_WORDS[k]) for k in LESSON_KINDS), cli="--kind",
                            called="the kind of lesson page"),
                      Field("notebook", "Lesson", "choice", None,
                            tuple((str(n), f"Lesson {n}: {titles[n]}") for n in NOTEBOOKS),
                            help="Leave it empty for every lesson.", cli="--notebook"),
                      PAPER, LARGE_PRINT,
                  )),
    )}


def game_options() -> dict[str, list[dict[str, Any]]]:
    """Each game's house rules as the page shows them: name, words, kind, default, values."""
    out: dict[str, list[dict[str, Any]]] = {}
    for v in VARIANTS:
        fields = []
        for opt in v.options:
            kind = opt.kind
            # the page shows the values in words ("no capture"), so the help does too
            data: dict[str, Any] = {"name": opt.name, "help": opt.help.replace("_", " ")}
            if kind is bool:
                data.update(kind="flag", default=opt.default)
            elif kind is int:
                data.update(kind="number", default=opt.default, low=opt.low, high=opt.high)
            elif kind is tuple:
                data.update(kind="list", default=",".join(map(str, opt.default)))
            else:
                data.update(kind="choice", default=opt.default,
                            options=[[c, str(c).replace("_", " ")] for c in opt.choices or ()])
            fields.append(data)
        out[v.name] = fields
    return out


def form_data() -> dict[str, Any]:
    """Everything the Make page's form needs, as JSON-ready data."""
    return {
        "printables": [{"name": p.name, "title": p.title, "words": p.words,
                        "fields": [f.as_data() for f in p.fields]}
                       for p in printables().values()],
        "house_rules": game_options(),
        "page_max_sheets": PAGE_MAX_SHEETS,
    }
