"""Practice on screen: endless puzzles for a level or a lesson, one at a time, with hints.

A :class:`PracticePlan` says which puzzle kinds to take turns at, each with the settings of the
level it comes from, so a practice puzzle is the same kind of puzzle as on that level's
worksheets, from the same generators. A level's plan has every kind its sheets have (the
challenge too); a lesson's plan has the kinds that practise what the lesson teaches.

:func:`practice_puzzles` gives the puzzles of a sitting in order (the same seed, the same
puzzles): every kind of the plan once, in a shuffled order, then again. :func:`hint` says how
to start a puzzle without giving its answer away.

Words: a plan's ``title`` and ``about`` are its English words (data, as a page's address
names a plan by its ``key``); :func:`plan_title`, :func:`plan_about`, :func:`level_name`,
:func:`grade_band` and :func:`hint` answer in the language in use.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from types import MappingProxyType
from typing import Mapping

from ..errors import InvalidOptionError, shown
from ..i18n import N_, _, ngettext, pgettext, per_language
from ..naming import LETTERS, seat_word
from .generators import LAP_SEEDS, Puzzle, Settings, make_puzzle
from .levels import LEVELS, Level


@dataclass(frozen=True)
class PracticePlan:
    """Which puzzles a sitting takes turns at: ``(kind, settings)`` pairs."""
    key: str                 # "starter", "lesson-2": what a page's address or a widget names
    title: str               # "Starter: grades 1-2 (ages 6-8)"
    level: Level             # whose words the puzzles use (starter: short sentences)
    kinds: tuple[tuple[str, Settings], ...]
    about: str = ""          # what the puzzles practise, for a lesson's plan


def _level_plan(level: Level) -> PracticePlan:
    pairs: list[tuple[str, Settings]] = []
    for slot in level.kinds:
        for kind in (slot,) if isinstance(slot, str) else slot:
            pairs.append((kind, level.settings))
    if level.challenge:
        pairs.append((level.challenge, level.challenge_settings or level.settings))
    return PracticePlan(level.name, f"{level.name.capitalize()}: {level.grade_band}", level,
                        tuple(dict.fromkeys(pairs)))


@per_language
def _level_words() -> Mapping[str, str]:
    """Each level's name as a page shows it, by its code."""
    return MappingProxyType({
        # TRANSLATORS: the worksheets' levels, as a menu shows them ("Starter: grades 1-2").
        "starter": pgettext("level", "Starter"),
        "explorer": pgettext("level", "Explorer"),
        "expert": pgettext("level", "Expert"),
        # TRANSLATORS: the level whose puzzles are on the four-sided board.
        "fours": pgettext("level", "Fours"),
    })


# The levels' grade bands as :mod:`.levels` writes them, marked here for the catalogue
# (a test checks that every level's band is here); as the lessons do, a translation may
# name the ages alone, since school years are numbered differently in every country.
GRADE_BANDS = (N_("Grades 1-2 (ages 6-8)"), N_("Grades 3-4 (ages 8-10)"),
               N_("Grades 5-6 (ages 10-12)"), N_("Grades 3-6 (ages 8-12)"))


def level_name(level: Level) -> str:
    """A level's name in the language in use: "Starter", French "Débutant"."""
    return _level_words().get(level.name, level.name.capitalize())


def grade_band(level: Level) -> str:
    """A level's grades (and ages) in the language in use."""
    return _(level.grade_band)


def plan_title(plan: PracticePlan) -> str:
    """What a menu shows for ``plan``, in the language in use: "Starter: Grades 1-2 (ages
    6-8)", "Lesson 2: Where does the last seed land?"."""
    if plan.key.startswith("lesson-"):
        from ..teaching.lessons import lesson
        number = int(plan.key.split("-")[1])
        return _("Lesson {number}: {title}", number=number, title=lesson(number).title)
    return _("{level}: {grades}", level=level_name(plan.level), grades=grade_band(plan.level))


def plan_about(plan: PracticePlan) -> str:
    """What a lesson's plan practises, in the language in use ("" for a level's)."""
    return _(plan.about) if plan.about else ""


def _settings(level: str, challenge: bool = False) -> Settings:
    found = LEVELS[level]
    return (found.challenge_settings or found.settings) if challenge else found.settings


def _lesson_plans() -> list[PracticePlan]:
    from ..teaching.lessons import LESSONS
    starter, explorer, expert = (_settings(n) for n in ("starter", "explorer", "expert"))
    # (What each lesson's puzzles practise, in English; translated where it is read.)
    chosen = {
        1: ("starter", N_("counting on and adding up the seeds"),
            [("sow_and_count", starter), ("last_seed", starter), ("missing_seeds", starter),
             ("estimate", starter)]),
        2: ("expert", N_("where the last seed lands, after a lap too (divide by 13 or 11)"),
            [("last_seed", explorer), ("lap", expert), ("oware_lap", _settings("expert", True)),
             ("extra_turn_pattern", expert)]),
        3: ("explorer", N_("extra turns and captures in Kalah"),
            [("extra_turn", explorer), ("best_capture", explorer),
             ("extra_turn_pattern", _settings("explorer", True))]),
        4: ("expert", N_("Oware's chains of captures and its laps of 11"),
            [("oware_chain", explorer), ("oware_lap", _settings("expert", True)),
             ("what_went_wrong", expert)]),
        5: ("explorer", N_("sowing by the rules of three games: Kalah, Oware and four-sided "
                           "mancala"), [("last_seed", explorer), ("oware_chain", explorer),
                                        ("four_last_seed", _settings("fours"))]),
        6: ("expert", N_("finding good moves and planning ahead"),
            [("extra_turn", explorer), ("best_capture", explorer), ("reverse", expert),
             ("tchoukaillon", expert)]),
    }
    plans = []
    for lesson in LESSONS:
        level, about, kinds = chosen[lesson.number]
        plans.append(PracticePlan(f"lesson-{lesson.number}",
                                  f"Lesson {lesson.number}: {lesson.title}", LEVELS[level],
                                  tuple(kinds), about))
    return plans


PLANS: dict[str, PracticePlan] = {
    plan.key: plan for plan in [*(_level_plan(lv) for lv in LEVELS.values()), *_lesson_plans()]
}


def find_plan(name: object) -> PracticePlan:
    """A level (``"starter"``) or a lesson (``"lesson-2"``, ``"lesson 2"``, ``2``)."""
    key = name if isinstance(name, str) else f"lesson-{name}" if isinstance(name, int) and \
        not isinstance(name, bool) else None
    if key is not None:
        key = "-".join(key.strip().lower().split())
        if key.isdigit():
            key = f"lesson-{key}"
    if key not in PLANS:
        raise InvalidOptionError(_("There is nothing called {name} to practise; choose a "
                                   "level ({levels}) or a lesson (lesson-1 to lesson-{last}).",
                                   name=shown(name), levels=", ".join(LEVELS),
                                   last=len(PLANS) - len(LEVELS)))
    return PLANS[key]


def practice_puzzles(plan: PracticePlan, seed: int) -> Iterator[Puzzle]:
    """The puzzles of a sitting, for ever: each kind once in a shuffled order, then again.
    No position comes twice in a sitting."""
    rng = random.Random(f"mancala-teach practice {plan.key} {seed}")
    seen: set[str] = set()
    while True:
        order = list(plan.kinds)
        rng.shuffle(order)
        for kind, settings in order:
            yield make_puzzle(kind, rng, settings, seen)


# --- hints ----------------------------------------------------------------------------------------

def _count(puzzle: Puzzle) -> int:
    assert puzzle.move is not None
    return puzzle.boards[0].pits[LETTERS.index(puzzle.move)] or 0


def _last_south_pit(puzzle: Puzzle) -> str:
    """The letter of South's last pit ("F" on the standard board): South's pits are A to it."""
    return LETTERS[len(puzzle.boards[0].pits) // 2 - 1]


def hint(puzzle: Puzzle) -> str:
    """How to start on ``puzzle``, in a sentence or two, without its answer, in the language
    in use."""
    kind, p = puzzle.kind, puzzle
    if kind in ("last_seed", "sow_and_count"):
        n = _count(p)
        nxt = LETTERS[LETTERS.index(p.move) + 1] if p.move != _last_south_pit(p) else None
        words = ngettext(
            "Pit {pit} has {n} seed: drop it in the next place, counterclockwise (to the "
            "right along South's row).",
            "Pit {pit} has {n} seeds: drop one in each of the next {n} places, "
            "counterclockwise (to the right along South's row).", n, pit=p.move)
        first = (_("The first seed goes into pit {pit}.", pit=nxt) if nxt else
                 _("The first seed goes into South's store."))
        words += " " + first
        if kind == "sow_and_count":
            return words + " " + (
                _("Only the places that get a seed change, and any pits a capture empties.")
                if "capture" in p.uses else _("Only the places that get a seed change."))
        return words + " " + _("Count your own store as a place; skip the other player's "
                               "store.")
    if kind in ("lap", "oware_lap"):
        a = p.answer
        return _("A lap is {lap} places. How many whole laps fit in {seeds}, and how many "
                 "seeds are left over? Count on the seeds left over from pit {pit}.",
                 lap=a["lap"], seeds=a["seeds"], pit=p.move)
    if kind == "four_last_seed":
        n = _count(p)
        # TRANSLATORS: {player} is the seat that sows (South, East, North or West).
        return ngettext(
            "{player} picks up {n} seed from pit {pit}. Count on {n} place counterclockwise: "
            "round a corner, go on into the next row, and skip the stores that are not "
            "{player}'s.",
            "{player} picks up {n} seeds from pit {pit}. Count on {n} places "
            "counterclockwise: round a corner, go on into the next row, and skip the stores "
            "that are not {player}'s.", n, player=seat_word(p.answer["mover"]), pit=p.move)
    if kind == "four_lap":
        a = p.answer
        # TRANSLATORS: {player} is the seat that sows (South, East, North or West).
        return _("Once round the square board is {lap} places: every other pit, {player}'s "
                 "own store and the pit sown. Take the lap away from {seeds}, then count on "
                 "what is left from pit {pit}.", lap=a["lap"], player=seat_word(a["mover"]),
                 seeds=a["seeds"], pit=p.move)
    if kind == "four_extra_turn":
        # TRANSLATORS: {player} is the seat that sows (South, East, North or West).
        return _("Count each of {player}'s pits' steps to {player}'s store: the pit next to "
                 "the store is 1 step away. A pit whose seeds are the same as its steps ends "
                 "in the store.", player=seat_word(p.answer["mover"]))
    if kind == "four_capture":
        # TRANSLATORS: {player} is the seat that sows (South, East, North or West).
        return _("Try each of {player}'s pits. A last seed in an empty pit in {player}'s row "
                 "captures the seeds in the pit facing it across the square, and the last "
                 "seed too.", player=seat_word(p.answer["mover"]))
    if kind == "four_what_went_wrong":
        # TRANSLATORS: {player} is the seat that sows (South, East, North or West).
        return _("Sow pit {pit} yourself, seed by seed, and check each of Sam's steps against "
                 "yours. The first seed goes into the pit after the one emptied, and only "
                 "{player}'s own store gets a seed.", pit=p.move,
                 player=seat_word(p.answer["mover"]))
    if kind == "extra_turn":
        return _("Count each pit's steps to South's store: the pit next to the store is 1 "
                 "step away. A pit whose seeds are the same as its steps ends in the store.")
    if kind == "best_capture":
        return _("Try each of South's pits, A to {last}. A last seed in an empty pit of "
                 "South's captures the seeds in North's pit opposite, and the last seed too.",
                 last=_last_south_pit(p))
    if kind == "oware_chain":
        return _("Try each of South's pits, A to {last}. A last seed that makes 2 or 3 in one "
                 "of North's pits captures, and so do the pits just before it that hold 2 "
                 "or 3.", last=_last_south_pit(p))
    if kind == "reverse":
        return _("Compare the boards pit by pit. The pit South sowed was emptied, and the "
                 "pits after it got one more seed each.")
    if kind == "missing_seeds":
        return _("There should be {total}. Add the pits in groups, then both stores, and "
                 "take your total away from {total}.", total=p.answer["total"])
    if kind == "estimate":
        return _("Half of all the seeds is {half}. Add South's pits (A to {last}) two at a "
                 "time, then add South's store.", half=p.answer["half"],
                 last=_last_south_pit(p))
    if kind == "tchoukaillon":
        return _("Find a pit with exactly as many seeds as it is steps from the store (the "
                 "pit next to the store needs 1). Sow the one nearest the store first.")
    if kind == "extra_turn_pattern":
        a = p.answer
        return ngettext(
            "Pit {pit} is {n} step from the store, so {n} seed works. One more lap is {lap} "
            "more places, back to the same spot.",
            "Pit {pit} is {n} steps from the store, so {n} seeds work. One more lap is {lap} "
            "more places, back to the same spot.", a["steps"], pit=a["pit"], lap=a["lap"])
    if kind == "what_went_wrong":
        rules = (_("Oware skips the emptied pit on a lap and sows no store.")
                 if p.game.startswith("oware") else
                 _("Kalah skips North's store and starts in the pit after the emptied one."))
        return _("Sow pit {pit} yourself, seed by seed, and check each of Sam's steps against "
                 "yours.", pit=p.move) + " " + rules
    raise InvalidOptionError(_("There is no hint for the puzzle kind {kind}.",
                               kind=shown(kind)))


__all__ = ["GRADE_BANDS", "LAP_SEEDS", "PLANS", "PracticePlan", "find_plan", "grade_band",
           "hint", "level_name", "plan_about", "plan_title", "practice_puzzles"]
