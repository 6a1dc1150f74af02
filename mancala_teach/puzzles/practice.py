"""Practice on screen: endless puzzles for a level or a lesson, one at a time, with hints.

A :class:`PracticePlan` says which puzzle kinds to take turns at, each with the settings of the
level it comes from, so a practice puzzle is the same kind of puzzle as on that level's
worksheets, from the same generators. A level's plan has every kind its sheets have (the
challenge too); a lesson's plan has the kinds that practise what the lesson teaches.

:func:`practice_puzzles` gives the puzzles of a sitting in order (the same seed, the same
puzzles): every kind of the plan once, in a shuffled order, then again. :func:`hint` says how
to start a puzzle without giving its answer away.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from ..errors import InvalidOptionError, shown
from ..naming import LETTERS
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


def _settings(level: str, challenge: bool = False) -> Settings:
    found = LEVELS[level]
    return (found.challenge_settings or found.settings) if challenge else found.settings


def _lesson_plans() -> list[PracticePlan]:
    from ..teaching.lessons import LESSONS
    starter, explorer, expert = (_settings(n) for n in ("starter", "explorer", "expert"))
    chosen = {
        1: ("starter", "counting on and adding up the seeds",
            [("sow_and_count", starter), ("last_seed", starter), ("missing_seeds", starter),
             ("estimate", starter)]),
        2: ("expert", "where the last seed lands, after a lap too (divide by 13 or 11)",
            [("last_seed", explorer), ("lap", expert), ("oware_lap", _settings("expert", True)),
             ("extra_turn_pattern", expert)]),
        3: ("explorer", "extra turns and captures in Kalah",
            [("extra_turn", explorer), ("best_capture", explorer),
             ("extra_turn_pattern", _settings("explorer", True))]),
        4: ("expert", "Oware's chains of captures and its laps of 11",
            [("oware_chain", explorer), ("oware_lap", _settings("expert", True)),
             ("what_went_wrong", expert)]),
        5: ("explorer", "sowing by the rules of three games: Kalah, Oware and four-sided "
                        "mancala", [("last_seed", explorer), ("oware_chain", explorer),
                                    ("four_last_seed", _settings("fours"))]),
        6: ("expert", "finding good moves and planning ahead",
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
        raise InvalidOptionError(f"There is nothing called {shown(name)} to practise; choose "
                                 f"a level ({', '.join(LEVELS)}) or a lesson "
                                 f"(lesson-1 to lesson-{len(PLANS) - len(LEVELS)}).")
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


def _seeds(n: int) -> str:
    return "1 seed" if n == 1 else f"{n} seeds"


def _south_pits(puzzle: Puzzle) -> str:
    n = len(puzzle.boards[0].pits) // 2
    return f"A to {LETTERS[n - 1]}"


def hint(puzzle: Puzzle) -> str:
    """How to start on ``puzzle``, in a sentence or two, without its answer."""
    kind, p = puzzle.kind, puzzle
    if kind in ("last_seed", "sow_and_count"):
        n = _count(p)
        nxt = LETTERS[LETTERS.index(p.move) + 1] if p.move != LETTERS[len(p.boards[0].pits)
                                                                     // 2 - 1] else None
        first = f"pit {nxt}" if nxt else "South's store"
        words = (f"Pit {p.move} has {_seeds(n)}: drop one in each of the next {n} places, "
                 f"counterclockwise (to the right along South's row). The first seed goes "
                 f"into {first}.")
        if kind == "sow_and_count":
            return words + (" Only the places that get a seed change, and any pits a "
                            "capture empties." if "capture" in p.uses else
                            " Only the places that get a seed change.")
        return words + " Count your own store as a place; skip the other player's store."
    if kind in ("lap", "oware_lap"):
        a = p.answer
        return (f"A lap is {a['lap']} places. How many whole laps fit in {a['seeds']}, and "
                f"how many seeds are left over? Count on the seeds left over from pit "
                f"{p.move}.")
    if kind == "four_last_seed":
        n = _count(p)
        return (f"{p.answer['mover']} picks up {_seeds(n)} from pit {p.move}. Count on {n} "
                f"places counterclockwise: round a corner, go on into the next row, and "
                f"skip the stores that are not {p.answer['mover']}'s.")
    if kind == "four_lap":
        a = p.answer
        return (f"Once round the square board is {a['lap']} places: every other pit, "
                f"{a['mover']}'s own store and the pit sown. Take the lap away from "
                f"{a['seeds']}, then count on what is left from pit {p.move}.")
    if kind == "four_extra_turn":
        mover = p.answer["mover"]
        return (f"Count each of {mover}'s pits' steps to {mover}'s store: the pit next to the "
                f"store is 1 step away. A pit whose seeds are the same as its steps ends in "
                f"the store.")
    if kind == "four_capture":
        mover = p.answer["mover"]
        return (f"Try each of {mover}'s pits. A last seed in an empty pit in {mover}'s row "
                f"captures the seeds in the pit facing it across the square, and the last "
                f"seed too.")
    if kind == "four_what_went_wrong":
        return (f"Sow pit {p.move} yourself, seed by seed, and check each of Sam's steps "
                f"against yours. The first seed goes into the pit after the one emptied, and "
                f"only {p.answer['mover']}'s own store gets a seed.")
    if kind == "extra_turn":
        return ("Count each pit's steps to South's store: the pit next to the store is 1 "
                "step away. A pit whose seeds are the same as its steps ends in the store.")
    if kind == "best_capture":
        return (f"Try each of South's pits, {_south_pits(p)}. A last seed in an empty pit of "
                f"South's captures the seeds in North's pit opposite, and the last seed too.")
    if kind == "oware_chain":
        return (f"Try each of South's pits, {_south_pits(p)}. A last seed that makes 2 or 3 "
                f"in one of North's pits captures, and so do the pits just before it that "
                f"hold 2 or 3.")
    if kind == "reverse":
        return ("Compare the boards pit by pit. The pit South sowed was emptied, and the "
                "pits after it got one more seed each.")
    if kind == "missing_seeds":
        total = p.answer["total"]
        return (f"There should be {total}. Add the pits in groups, then both stores, and "
                f"take your total away from {total}.")
    if kind == "estimate":
        return (f"Half of all the seeds is {p.answer['half']}. Add South's pits "
                f"({_south_pits(p)}) two at a time, then add South's store.")
    if kind == "tchoukaillon":
        return ("Find a pit with exactly as many seeds as it is steps from the store (the "
                "pit next to the store needs 1). Sow the one nearest the store first.")
    if kind == "extra_turn_pattern":
        a = p.answer
        return (f"Pit {a['pit']} is {a['steps']} steps from the store, so {a['steps']} "
                f"seeds work. One more lap is {a['lap']} more places, back to the same spot.")
    if kind == "what_went_wrong":
        rules = ("Oware skips the emptied pit on a lap and sows no store."
                 if p.game.startswith("oware") else
                 "Kalah skips North's store and starts in the pit after the emptied one.")
        return (f"Sow pit {p.move} yourself, seed by seed, and check each of Sam's steps "
                f"against yours. {rules}")
    raise InvalidOptionError(f"There is no hint for the puzzle kind {shown(kind)}.")


__all__ = ["LAP_SEEDS", "PLANS", "PracticePlan", "find_plan", "hint", "practice_puzzles"]
