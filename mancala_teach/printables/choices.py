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

from ..glossary import game_title
from ..i18n import LANGUAGES, N_, _, available_languages, current_language, use_language
from ..puzzles.levels import LEVELS, grade_band, level_name
from ..puzzles.sheets import MAX_SEED, MAX_SHEETS
from ..puzzles.tiers import TIERS, tier_words
from ..variants import VARIANTS
from . import LESSON_KINDS, MAX_PITS, MIN_PITS, NOTEBOOKS, SQUARE_PITS

# On the site a class set is made inside the browser: a class, not a school.
PAGE_MAX_SHEETS = 40

PAPERS = (("a4", "A4"), ("letter", "US Letter"))


@dataclass(frozen=True)
class Field:
    """One choice: its name in the choices, its words on the page, what values it takes.

    ``kind`` is ``choice`` (one of ``options``), ``language`` (a language's code or name,
    :func:`mancala_teach.i18n.check_language`), ``number`` (a whole number from ``low`` to
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
        """How a sentence names it, in the language in use ("the number of pits")."""
        return self.called or self.label.split(" (")[0].lower()

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
    return tuple((v.name, game_title(v.title)) for v in VARIANTS)


def _lesson_titles() -> dict[int, str]:
    from ..teaching.lessons import lessons
    return {lesson.number: lesson.title for lesson in lessons()}


def _languages() -> tuple[tuple[str, str], ...]:
    """Each language in its own name ("Français"), as a language menu shows them."""
    return tuple((code, LANGUAGES[code].name) for code in available_languages())


# Tables of words keyed by the values the commands take; translated where they are read.
BOARD_KINDS = (("full", N_("Full size, on several sheets to glue together")),
               ("one-sheet", N_("The board on one sheet of paper")),
               ("all-shapes", N_("One sheet for every board from 5 to 10 pits a side")),
               ("egg-carton", N_("Labels for an egg-carton board")),
               ("seeds", N_("Paper seeds to cut out")))
SHAPED = ("kind", ("full", "one-sheet"))      # the board kinds the game and pits shape

LESSON_WORDS = {
    "all": N_("Everything for the lesson: card, exit tickets, their answers and the rubric"),
    "cards": N_("Lesson cards"), "tickets": N_("Exit tickets (two to a page, to cut apart)"),
    "key": N_("Exit tickets: the answers"), "rubric": N_("Rubrics for the reasoning goals"),
    "culture": N_("Where these games come from (one page for every lesson)"),
    "strips": N_("Strips of 13 places to make into a ring (lesson 2)"),
    "dot-plot": N_("The class's dot plot of game lengths, 0 to 300 moves (lesson 5)"),
    "glossary": N_("Picture glossary and sentence frames (for English learners)"),
}


def printables() -> dict[str, Printable]:
    """Every command that makes a printable, with its choices (a new dict each call), in the
    language in use."""
    square_low, square_high = SQUARE_PITS
    levels = tuple((lv.name, _("{level}: {grades}", level=_capital(level_name(lv)),
                               grades=grade_band(lv)))
                   for lv in LEVELS.values())
    titles = _lesson_titles()
    paper = Field("paper", _("Paper"), "choice", "a4", PAPERS, cli="--paper",
                  called=_("the paper"),
                  help=_("Leave it empty for the language's usual paper."))
    language = Field("language", _("Language of the pages"), "language", None, _languages(),
                     cli="--language", called=_("the language"))
    large_print = Field("large_print", _("Large print (16 pt type and bigger boards)"), "flag",
                        False, cli="--large-print", called=_("large print"))
    game = Field("variant", _("Game"), "game", "kalah", _games(), cli="variant",
                 called=_("the game"))
    house_rules = Field("options", _("House rules"), "house-rules", None,
                        help=_("Leave them as they are for the rules most people play."),
                        cli="--option", called=_("the house rules"))
    return {p.name: p for p in (
        Printable("worksheets", _("Worksheets for a class"),
                  _("Counting puzzles: a different worksheet for every student, with the "
                    "answer keys for you."), (
                      Field("level", _("Level"), "choice", "starter", levels, cli="--level",
                            called=_("the level")),
                      Field("sheets", _("Number of students (each gets a different sheet)"),
                            "number", 1, called=_("the number of students (sheets)"), low=1,
                            high=MAX_SHEETS, cli="--sheets", suggested=30,
                            page_high=PAGE_MAX_SHEETS),
                      Field("seed", _("Class-set number"), "number", 1, low=0, high=MAX_SEED,
                            help=_("The same number makes the same worksheets again. It is "
                                   "in the file names and in each sheet's id."),
                            cli="--seed", called=_("the class-set number")),
                      Field("tier", _("Version (the same puzzles and ids in every version)"),
                            "choice", "core",
                            tuple((t, _capital(tier_words(t))) for t in TIERS),
                            cli="--tier", called=_("the version")),
                      Field("id", _("Or make one sheet again from the id at its foot "
                                    "(like explorer-7-12)"), "text", None, cli="--id",
                            called=_("the sheet id")),
                      paper, large_print,
                      Field("dots", _("Dots instead of numbers for counts up to 6 (like "
                                      "dice; for children who still count one by one)"),
                            "flag", False, cli="--dots", called=_("dots")),
                      Field("key", _("The answer keys for you"), "flag", True,
                            called=_("the answer keys")),
                      language,
                  )),
        Printable("boards", _("Boards"), _("A board to print and play on with beans or "
                                           "pebbles."), (
            Field("kind", _("Which board"), "choice", "full",
                  tuple((k, _(words)) for k, words in BOARD_KINDS), cli="--kind",
                  called=_("the kind of board")),
            Field("variant", _("Game (sets the pits and stores)"), "game", None, _games(),
                  called=_("the game"), suggested="kalah",
                  cli="--variant", only_for=SHAPED),
            Field("pits", _("Pits on each side"), "number", None, low=square_low,
                  high=MAX_PITS, help=_("{low} to {high} a side; {square_low} to "
                                        "{square_high} a row on a four-sided board. Leave it "
                                        "empty for the game's.", low=MIN_PITS, high=MAX_PITS,
                                        square_low=square_low, square_high=square_high),
                  cli="--pits", only_for=SHAPED, called=_("the number of pits")),
            Field("sides", _("Sides"), "choice", None,
                  (("2", _("Two players (the usual board)")),
                   ("4", _("Four players (a square board)"))), cli="--sides", only_for=SHAPED,
                  called=_("the number of sides")),
            Field("stores", _("Stores"), "choice", None,
                  (("yes", _("A store at each end")),
                   ("no", _("No stores (as for Lane's games)"))),
                  cli="--stores", only_for=SHAPED, called=_("the stores")),
            Field("low_ink", _("Low ink (outlines on white paper, no wood colour)"), "flag",
                  False, cli="--low-ink", called=_("low ink")),
            paper, language,
        )),
        Printable("rules", _("Rule sheets"), _("The rules of a game on one sheet of paper, "
                                               "with pictures of real moves."),
                  (game, house_rules, paper, large_print, language)),
        Printable("cards", _("Quick-reference cards"), _("A game's rules in short, two cards "
                                                         "to a page (one card a page in large "
                                                         "print)."),
                  (game, house_rules, paper, large_print, language)),
        Printable("lessons", _("Lesson pages"), _("For running the lessons: lesson cards, "
                                                  "exit tickets with their answers, rubrics."), (
                      Field("kind", _("Which pages"), "choice", "all",
                            tuple((k, _(LESSON_WORDS[k])) for k in LESSON_KINDS), cli="--kind",
                            called=_("the kind of lesson page")),
                      Field("notebook", _("Lesson"), "choice", None,
                            tuple((str(n), _("Lesson {number}: {title}", number=n,
                                             title=titles[n])) for n in NOTEBOOKS),
                            help=_("Leave it empty for every lesson."), cli="--notebook",
                            called=_("the lesson")),
                      paper, large_print, language,
                  )),
    )}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


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


def form_data(language: str | None = None) -> dict[str, Any]:
    """Everything the Make page's form needs, as JSON-ready data, in ``language`` (None: the
    language in use)."""
    with use_language(language):
        return {
            "printables": [{"name": p.name, "title": p.title, "words": p.words,
                            "fields": [f.as_data() for f in p.fields]}
                           for p in printables().values()],
            "house_rules": game_options(),
            "page_max_sheets": PAGE_MAX_SHEETS,
            "language": current_language(),
        }
