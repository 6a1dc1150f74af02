"""Difficulty levels: which puzzles a worksheet gets, with the grade band each suits.

The youngest get small counts and sowings that stay on their own side; older students get
laps, captures, reverse puzzles and Oware chains. Grade bands are US grades with the ages
beside them, so a teacher anywhere can place them.

Each level also says, as data, what a child can do after it ("I can ..." statements, printed
at the top of every worksheet) and the curriculum objectives it serves (named in the answer
key): US Common Core codes and England's National Curriculum year objectives, listed only
where a puzzle on the sheet really practises them, each with that puzzle.

The words of :data:`LEVELS` are English (data: the JSON names a level by its code); each is
marked for the catalogue and said in the language in use by :func:`level_name`,
:func:`grade_band`, :func:`description`, :func:`i_can` and :func:`standards`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..errors import InvalidOptionError, shown
from ..i18n import N_, _, pgettext
from .generators import Settings


@dataclass(frozen=True)
class Standard:
    """One curriculum objective a level serves, and the puzzle that practises it."""
    framework: str       # "Common Core" or "England NC"
    code: str            # "4.OA.A.3", "Year 6"
    words: str           # the objective, shortened
    practised_by: str    # the puzzle kind(s) on the sheet, in a teacher's words


@dataclass(frozen=True)
class Level:
    name: str
    grade_band: str
    description: str
    # one puzzle of each, in this order; a tuple of kinds is a slot they take turns at,
    # sheet by sheet, so a class set uses every kind and each sheet stays one sheet of paper
    kinds: tuple[str | tuple[str, ...], ...]
    settings: Settings
    challenge: str = ""         # the kind of the sheet's last, starred challenge puzzle
    challenge_settings: Settings | None = None
    i_can: tuple[str, ...] = ()            # printed at the top of each worksheet
    standards: tuple[Standard, ...] = ()   # named in the answer key

    def kinds_for(self, number: int) -> tuple[str, ...]:
        """The kinds of sheet ``number`` (1, 2, ...), challenge not included."""
        return tuple(k if isinstance(k, str) else k[(number - 1) % len(k)]
                     for k in self.kinds)

    @property
    def all_kinds(self) -> tuple[str, ...]:
        """Every kind the level's sheets use, challenge included."""
        out = [k for slot in self.kinds for k in ((slot,) if isinstance(slot, str) else slot)]
        return tuple(dict.fromkeys(out + ([self.challenge] if self.challenge else [])))


CC, NC = "Common Core", "England NC"

LEVELS: dict[str, Level] = {
    level.name: level for level in (
        Level("starter", N_("Grades 1-2 (ages 6-8)"),
              N_("Counting on and adding: small counts (24 seeds in all), and every sowing "
                 "stays on South's side of the board. Sheets take turns at estimate-then-add "
                 "and missing seeds. The challenge goes past South's store."),
              ("sow_and_count", "last_seed", ("estimate", "missing_seeds"), "tchoukaillon"),
              Settings(seeds_per_pit=2, max_in_pit=4, reach="own_side",
                       solitaire_seeds=(3, 7), simple=True),
              challenge="last_seed",
              challenge_settings=Settings(seeds_per_pit=2, max_in_pit=8, reach="past_store",
                                          simple=True),
              i_can=(N_("I can count on, one pit at a time."),
                     N_("I can add up the seeds."),
                     N_("I can guess, then count to check.")),
              standards=(
                  Standard(CC, "1.OA.C.5",
                           N_("relate counting to addition (count on 2 to add 2)"),
                           N_("sow and count, where does the last seed land")),
                  Standard(CC, "1.OA.D.8",
                           N_("find the unknown number in an addition or subtraction equation"),
                           N_("missing seeds (every other sheet)")),
                  Standard(CC, "2.NBT.B.5",
                           N_("fluently add and subtract within 100 using strategies based on "
                              "place value, properties of operations, and/or the relationship "
                              "between addition and subtraction"),
                           N_("guess then add, missing seeds (totals of 22 to 24)")),
                  Standard(CC, "1.NBT.B.3",
                           N_("compare two two-digit numbers"),
                           N_("guess then add (more or fewer than half)")),
                  Standard(NC, "Year 1",
                           N_("count to and across 100, forwards and backwards, beginning with 0 "
                              "or 1, or from any given number"),
                           N_("sow and count: counting on from what a pit holds")),
                  Standard(NC, "Year 2",
                           N_("add three one-digit numbers; compare numbers up to 100 with <, > "
                              "and ="),
                           N_("guess then add")),
              )),
        Level("explorer", N_("Grades 3-4 (ages 8-10)"),
              N_("Adding and subtracting to 50: sowings go round to North's side and may "
                 "capture. Sheets take turns at sow and count, the extra turn and the best "
                 "capture; every sheet has estimate-then-add, the solitaire and a wrong sowing "
                 "to put right. The challenge: every number of seeds from 1 to 40 that gives an "
                 "extra turn (a pattern that adds 13)."),
              (("sow_and_count", "extra_turn", "best_capture"), "estimate", "tchoukaillon",
               "what_went_wrong"),
              # every sow-and-count crosses into North's row (what "I can" promises)
              Settings(seeds_per_pit=4, max_in_pit=8, reach="past_store", captures=True,
                       solitaire_seeds=(6, 12)),
              challenge="extra_turn_pattern",
              challenge_settings=Settings(seeds_per_pit=4, max_in_pit=8, reach="no_lap"),
              i_can=(N_("I can sow round to North's side."),
                     N_("I can estimate, then add."),
                     N_("I can find a slip and say why."),
                     N_("I can plan my moves.")),
              standards=(
                  Standard(CC, "3.NBT.A.2",
                           N_("add and subtract fluently within 1000"),
                           N_("estimate, then add (totals to 48); the best capture")),
                  Standard(CC, "3.OA.D.8",
                           N_("assess the reasonableness of answers using mental computation and "
                              "estimation"),
                           N_("estimate, then add")),
                  Standard(CC, "4.OA.C.5",
                           N_("generate a number pattern that follows a given rule and notice its "
                              "features"),
                           N_("the challenge (add 13)")),
                  Standard(CC, "MP3",
                           N_("construct viable arguments and critique the reasoning of others"),
                           N_("what went wrong?")),
                  Standard(NC, "Year 3",
                           N_("estimate the answer to a calculation and use inverse operations to "
                              "check answers"),
                           N_("estimate, then add")),
                  Standard(NC, "Year 4",
                           N_("estimate and use inverse operations to check answers to a "
                              "calculation"),
                           N_("estimate, then add")),
              )),
        Level("expert", N_("Grades 5-6 (ages 10-12)"),
              N_("Division with remainders and planning ahead: where the last seed lands after "
                 "a lap (divide by 13 and count on the remainder), the extra-turn pattern, the "
                 "solitaire, and (sheets take turns) a wrong sowing to put right, in Kalah or "
                 "Oware, or a reverse puzzle. The challenge is an Oware lap (a lap of 11)."),
              ("lap", "extra_turn_pattern", ("what_went_wrong", "reverse"), "tchoukaillon"),
              Settings(seeds_per_pit=4, max_in_pit=14, reach="any", captures=True,
                       solitaire_seeds=(10, 20)),
              challenge="oware_lap",
              challenge_settings=Settings(seeds_per_pit=4, max_in_pit=6, reach="any"),
              i_can=(N_("I can divide by 13 to find the last seed."),
                     N_("I can continue a +13 pattern."),
                     N_("I can check a sowing step by step."),
                     N_("I can plan the order of my moves.")),
              standards=(
                  Standard(CC, "4.OA.A.3",
                           N_("solve problems with whole numbers, interpreting remainders "
                              "(revisited)"),
                           N_("last seed after a lap, the challenge")),
                  Standard(CC, "5.NBT.B.6",
                           N_("find whole-number quotients with two-digit divisors"),
                           N_("how many whole laps (divide by 13 or 11; the remainder is "
                              "4.OA.A.3's)")),
                  Standard(CC, "4.OA.C.5",
                           N_("generate a number pattern that follows a given rule (revisited)"),
                           N_("the extra-turn pattern (add 13)")),
                  Standard(CC, "MP3",
                           N_("construct viable arguments and critique the reasoning of others"),
                           N_("what went wrong? (every other sheet)")),
                  Standard(NC, "Year 6",
                           N_("divide by a two-digit number and interpret remainders as "
                              "appropriate for the context"),
                           N_("last seed after a lap")),
                  Standard(NC, "Year 6",
                           N_("generate and describe linear number sequences"),
                           N_("the extra-turn pattern")),
              )),
        Level("fours", N_("Grades 3-6 (ages 8-12)"),
              N_("Counting round the four-sided board, for a class playing in fours; on each "
                 "sheet every sowing starts from a different seat. Every sheet has where the "
                 "last seed lands (round a corner and past other players' stores, which get no "
                 "seed); then sheets take turns at the pit that earns another turn, the best "
                 "capture (the pit facing yours is straight across the square) and a wrong "
                 "sowing to put right. The challenge is a lap: a pile of 26 to 30 seeds goes "
                 "once round the board (25 places, back into the pit it came from), and the "
                 "child counts on what is left."),
              ("four_last_seed", ("four_extra_turn", "four_capture", "four_what_went_wrong")),
              Settings(seeds_per_pit=4, max_in_pit=12, reach="no_lap", captures=True),
              challenge="four_lap",
              # a pile of one lap (25 places) and 1 to 5 more; up to 6 in the other pits
              challenge_settings=Settings(seeds_per_pit=4, max_in_pit=6, reach="any"),
              i_can=(N_("I can count on round a corner, past stores that are not mine."),
                     N_("I can find where the last seed lands from any seat."),
                     N_("I can plan a move for another turn or a capture."),
                     N_("I can find a slip and say why.")),
              standards=(
                  Standard(CC, "MP6",
                           N_("attend to precision"),
                           N_("every puzzle: counting on seed by seed round corners, past three "
                              "stores that get no seed")),
                  Standard(CC, "MP7",
                           N_("look for and make use of structure"),
                           N_("another turn (a pit with as many seeds as steps to your store); "
                              "the challenge (a lap is 25 places, so count on what is left)")),
                  Standard(CC, "3.NBT.A.2",
                           N_("add and subtract fluently within 1000"),
                           N_("the best capture (add the seeds taken, every third sheet); the "
                              "challenge (take the lap of 25 away)")),
                  Standard(CC, "MP3",
                           N_("construct viable arguments and critique the reasoning of others"),
                           N_("what went wrong? (every third sheet)")),
                  Standard(NC, "Year 4",
                           N_("solve addition and subtraction two-step problems in contexts, "
                              "deciding which operations and methods to use and why"),
                           N_("the challenge (take the lap away, then count on the rest)")),
              )),
    )
}


def find_level(name: str) -> Level:
    """The level called ``name`` (starter, explorer, expert or fours), ignoring case."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in LEVELS:
        raise InvalidOptionError(_("There is no difficulty {level}; choose one of: {levels}.",
                                   level=shown(name), levels=", ".join(LEVELS)))
    return LEVELS[key]


# --- the levels' words in the language in use ---------------------------------------------------

def level_name(level: Level) -> str:
    """A level's name as a title or a menu shows it: "Explorer", French "Explorateur"."""
    # TRANSLATORS: the worksheets' levels, as a menu shows them ("Starter: grades 1-2").
    names = {"starter": pgettext("level", "Starter"), "explorer": pgettext("level", "Explorer"),
             "expert": pgettext("level", "Expert"),
             # TRANSLATORS: the level whose puzzles are on the four-sided board.
             "fours": pgettext("level", "Fours")}
    return names.get(level.name, level.name.capitalize())


def grade_band(level: Level) -> str:
    """The grades (and ages) a level suits: "Grades 3-4 (ages 8-10)" (French names the ages
    alone: school years are numbered differently in every country)."""
    return _(level.grade_band)


def description(level: Level) -> str:
    """What the level's sheets hold, for the teacher."""
    return _(level.description)


def i_can(level: Level) -> tuple[str, ...]:
    """The level's "I can ..." statements."""
    return tuple(_(line) for line in level.i_can)


def framework_name(framework: str) -> str:
    """A curriculum's name before a code: "Common Core", "England NC"."""
    if framework == CC:
        # TRANSLATORS: the US curriculum standards, by their usual (English) name.
        return pgettext("curriculum", "Common Core")
    # TRANSLATORS: the National Curriculum in England (its codes, "Year 6", stay English).
    return pgettext("curriculum", "England NC")


def standards(level: Level) -> tuple[Standard, ...]:
    """The level's curriculum objectives with their words in the language in use (the
    framework and the code stay as they are: data)."""
    return tuple(replace(s, words=_(s.words), practised_by=_(s.practised_by))
                 for s in level.standards)
