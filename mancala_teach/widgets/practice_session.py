"""The practice session: one puzzle after another for a level or a lesson, with a tally.

A student chooses what to practise (a level, as on the worksheets, or a lesson) and answers
one puzzle at a time, by tapping pits or typing a number, as on the puzzle board
(:class:`~mancala_teach.widgets.puzzle_session.PuzzleSession`, whose answering and judging this
session inherits). What practice adds:

- endless puzzles from the same generators (:mod:`mancala_teach.puzzles.practice`), every
  kind of the level in turn; the next one can be made ahead (:meth:`prepare_next`) while the
  student reads, so it comes at once;
- a hint for each puzzle, that does not give the answer away;
- a wrong answer is explained at once: the right sowing plays seed by seed on the board, as
  the stepper draws it (Play, Pause, Back one seed, Next seed), with the worked explanation;
- a tally of the sitting: right first time, tried, and right in a row. It lives in this
  session (a page may keep it in the browser and give it back with ``tally=``); nothing is
  sent anywhere.

Plain Python, no widget library: the view is :mod:`.practice`, or the site's Practice page.
``PracticeSession("explorer", language="es")`` speaks Spanish (see :mod:`.view_model`); its
puzzles are made in its language, so they follow it once the generators speak it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from ..errors import MancalaError
from ..i18n import _, in_own_language, pgettext, use_language
from ..puzzles.generators import Puzzle
from ..puzzles.practice import (PLANS, PracticePlan, find_plan, hint, plan_title,
                                practice_puzzles)
from ..puzzles.sheets import Worksheet
from ..render.svg import new_id_prefix
from .checks import CONTRASTS, check_choice, shown
from .puzzle_session import HOW, SEQUENCE, PuzzleSession
from .view_model import Control, ViewModel

REPLAY_MS = 900        # a seed every 0.9 s: slow enough to count along
MAX_SEED = 10**9


@dataclass
class Tally:
    """The sitting so far: puzzles right the first time, puzzles answered, right in a row."""
    right: int = 0
    tried: int = 0
    streak: int = 0

    def as_data(self) -> dict[str, int]:
        return {"right": self.right, "tried": self.tried, "streak": self.streak}

    def words(self) -> str:
        """The tally in words, in the language in use."""
        return _("Right first time: {right} of {tried} \u00b7 Right in a row: {streak}",
                 right=self.right, tried=self.tried, streak=self.streak)


class BadTallyError(MancalaError):
    """A tally that is not one this session can keep (a page drops it and starts afresh)."""


def check_tally(value: Any) -> Tally:
    if value is None:
        return Tally()
    fields = ("right", "tried", "streak")
    if not isinstance(value, dict) or set(value) != set(fields) or not all(
            isinstance(value[k], int) and not isinstance(value[k], bool) and
            0 <= value[k] <= 10**6 for k in fields):
        raise BadTallyError(_("tally must be a dict of right, tried and streak, whole "
                              "numbers, not {value}.", value=shown(value)))
    if not value["streak"] <= value["right"] <= value["tried"]:
        raise BadTallyError(_("tally cannot have more right than tried, or a longer streak "
                              "than right, as {value} has.", value=shown(value)))
    return Tally(value["right"], value["tried"], value["streak"])


class PracticeSession(PuzzleSession):
    """``PracticeSession("explorer")``, ``PracticeSession("lesson-2", seed=7)`` (see above)."""

    def __init__(self, plan: str | int = "starter", *, seed: int | None = None,
                 contrast: str = "normal", tally: dict[str, int] | None = None,
                 language: str | None = None) -> None:
        ViewModel.__init__(self, language)   # not PuzzleSession's: the puzzles come from the plan
        with use_language(self.language):
            self.contrast = check_choice("contrast", contrast, CONTRASTS)
            self.plan = find_plan(plan)
            if seed is None:
                seed = random.SystemRandom().randrange(MAX_SEED)
            if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
                raise MancalaError(_("seed must be a whole number from 0 to {most}, not "
                                     "{value}.", most=MAX_SEED - 1, value=shown(seed)))
            self.seed = seed
            self.tally = check_tally(tally)
            self.uid = new_id_prefix()
            self.results: dict[int, bool] = {}
            self.number = 0                  # puzzles shown so far in this sitting
            self._start_plan(self.plan)

    # --- which puzzle -------------------------------------------------------------------------

    def _start_plan(self, plan: PracticePlan) -> None:
        self.plan = plan
        self._source: Iterator[Puzzle] = practice_puzzles(plan, self.seed)
        self._upcoming: Puzzle | None = None
        self._show(self._take())

    def _take(self) -> Puzzle:
        puzzle = self._upcoming if self._upcoming is not None else next(self._source)
        self._upcoming = None
        return puzzle

    @in_own_language
    def prepare_next(self) -> None:
        """Make the next puzzle now (a page calls this while the student reads), so that
        "Next puzzle" shows it at once."""
        if self._upcoming is None:
            self._upcoming = next(self._source)

    def _show(self, puzzle: Puzzle) -> None:
        self.number += 1
        self.worksheet = Worksheet(f"practice-{self.plan.key}-{self.seed}-{self.number}",
                                   self.plan.level, (puzzle,))
        self.counted = False              # the first answer to each puzzle is in the tally
        self.hinted = False
        self.go_to(0)

    @in_own_language
    def go_to(self, index: int) -> None:
        super().go_to(index)              # a new puzzle, or the same one again ("Try again")
        self.playing = False
        self.explained = ""
        self._announce_now(_("Puzzle {number}. {question} {how}", number=self.number,
                             question=self.puzzle.question, how=_(HOW[self.kind])))

    # --- events -------------------------------------------------------------------------------

    def buttons(self) -> dict[str, Callable[[], None]]:
        inherited = super().buttons()

        def by_hand(step: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                if self.replay is None:
                    return                # arrow keys while answering: nothing to step
                self.playing = False      # a step by hand stops the playing
                step()
            return run

        return {**inherited,
                "next-puzzle": lambda: self._show(self._take()),
                "previous-puzzle": self._forward_only,
                "hint": self.give_hint,
                "tick": self._tick,
                "play": self._play,
                "reset-tally": self._reset_tally,
                "next": by_hand(inherited["next"]),
                "back": by_hand(inherited["back"])}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(), "plan": self.choose}

    @staticmethod
    def _forward_only() -> None:
        raise MancalaError(_("Practice goes forward only: press Next puzzle."))

    @in_own_language
    def choose(self, plan: Any) -> None:
        """Practise something else (a level or a lesson); the tally goes on."""
        found = find_plan(plan)
        self._start_plan(found)
        self._announce_now(_("Now practising {plan}. Puzzle {number}. {question} {how}",
                             plan=plan_title(found), number=self.number,
                             question=self.puzzle.question, how=_(HOW[self.kind])))

    @in_own_language
    def give_hint(self) -> str:
        if self.verdict is not None or self.replay is not None:
            raise MancalaError(_("The answer is on the board already: press Next puzzle."))
        words = hint(self.puzzle)
        self.hinted = True
        self.say(_("Hint: {hint}", hint=words), kind="info")
        self._announce_now(self.message)
        return words

    def _reset_tally(self) -> None:
        self.tally = Tally()
        self._announce_now(_("The count starts again from nothing."))

    @in_own_language
    def check(self) -> None:
        first = self.verdict is None and not self.counted
        super().check()
        if self.verdict is None or not first:
            return
        self.counted = True
        right = self.verdict
        self.tally.tried += 1
        if right:
            self.tally.right += 1
            self.tally.streak += 1
            row = ([_("That is {count} in a row.", count=self.tally.streak)]
                   if self.tally.streak > 1 else [])
            self.say(" ".join([self.judged, *row, _("Press Next puzzle.")]), kind="right")
            return
        self.tally.streak = 0
        self.explained = " ".join(self.puzzle.explanation)
        if self._replayable():
            super().show_me()
            self.playing = True
            self.say(self.judged + " " + _("Watch the right sowing, seed by seed."),
                     kind="wrong")
        else:
            self.say(self.judged + " " + _("Here is how to work it out."), kind="wrong")

    @in_own_language
    def show_me(self) -> None:
        super().show_me()
        self.explained = " ".join(self.puzzle.explanation)
        self.playing = self.replay is not None

    def _replayable(self) -> bool:
        p = self.puzzle
        return p.kind in SEQUENCE or (p.position is not None and p.move is not None)

    def _play(self) -> None:
        if self.replay is None:
            raise MancalaError(_("There is no sowing to play: answer the puzzle first."))
        if not self.playing and self.replay_index >= len(self.replay) - 1:
            self.replay_index = 0          # played to the end: play it again from the start
        self.playing = not self.playing
        if self.playing:
            self._announce_now(self._replay_words())

    def _tick(self) -> None:
        if not self.playing or self.replay is None:
            return
        if self.replay_index < len(self.replay) - 1:
            self.replay_index += 1
        if self.replay_index >= len(self.replay) - 1:
            self.playing = False
            self._announce_now(self._replay_words() + " " + _("That was the last seed."))

    # --- what to draw -------------------------------------------------------------------------

    @in_own_language
    def controls(self) -> list[list[Control]]:
        inherited = super().controls()[:-1]      # the answer row; not its puzzle-by-puzzle nav
        rows = [row for row in inherited if not any(c.key in ("back", "next") for c in row)]
        if self.replay is not None:
            end = self.replay_index >= len(self.replay) - 1
            rows.append([
                Control("back", pgettext("button", "Back one seed"), icon="\u25c0",
                        disabled=self.replay_index == 0 or self.playing),
                Control("play", pgettext("button", "Pause") if self.playing else
                        pgettext("button", "Play it again") if end else
                        pgettext("button", "Play"), primary=self.playing is False and not end),
                Control("next", pgettext("button", "Next seed"), icon="\u25b6",
                        icon_after=True, disabled=end or self.playing)])
        nav: list[Control] = []
        answering = self.verdict is None and self.replay is None
        if answering:
            nav.append(Control("hint", pgettext("button", "Hint"), disabled=self.hinted))
        if self.verdict is False or (answering and (self.taps or self.filled or self.listed)):
            nav.append(Control("again", pgettext("button", "Try again"), icon="\u21bb"))
        if self.verdict is True and self.replay is None and self._replayable():
            nav.append(Control("show", pgettext("button", "Show me")))
        nav.append(Control("next-puzzle", pgettext("button", "Next puzzle"), icon="\u25b6",
                           icon_after=True, primary=self.verdict is not None))
        rows.append(nav)
        rows.append([Control("plan", pgettext("label", "Practise"), kind="select",
                             value=self.plan.key,
                             options=[(p.key, plan_title(p)) for p in PLANS.values()]),
                     Control("reset-tally", pgettext("button", "Start the count again"))])
        return rows

    @in_own_language
    def view(self) -> dict[str, Any]:
        view = super().view()
        view.update({
            "root": "mancala-practice",
            "sheet": _("{plan} \u00b7 puzzle {number}", plan=plan_title(self.plan),
                       number=self.number),
            "score": self.tally.words(),
            "tally": self.tally.as_data(),
            "plan": self.plan.key,
            "total": self.explained,
            "playing": self.playing,
            "interval": REPLAY_MS,
        })
        return view


__all__ = ["BadTallyError", "PracticeSession", "Tally", "check_tally"]
