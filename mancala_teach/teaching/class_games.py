"""The class's own games, for the statistics lesson (notebook 5): what the class typed in,
summed up with the median, the range, the quartiles and the interquartile range (IQR).

A class plays with a timer. A game the timer stopped would have gone on, so its number of
moves is only a lower bound, and so is anything worked out from it: the data say which games
were stopped and after how many minutes (``finished`` and ``minutes``), so the cut-off is read
from the class's own record, never assumed, and the words say what it means for each number.

The text is CSV with a header row: the columns ``game`` and ``moves`` at least, and
``finished`` (yes, or no when the timer stopped the game) and ``minutes`` (the timer's
time) to record the cut-off. The tournament's own CSV (``mancala-teach tournament``) has these
columns, so a class can paste it as it is; rows without a number of moves are left out.

Quartiles are found as in US grade 6 and England's Key Stage 3: the median of the lower half
and of the upper half, the middle value left out of both halves when the count is odd.

The sentences (:meth:`Summary.words`) and the mistakes are in the language in use, numbers
written its way (39,5 in French); a game's name stays as the class typed it (data), said in
the language's words; the columns may be named in any language mancala-teach speaks.
"""

from __future__ import annotations

import csv
import io
import statistics
from dataclasses import dataclass

from ..errors import InvalidOptionError, shown
from ..glossary import game_title
from ..i18n import (LANGUAGES, _, comparable, ngettext, number, per_language, pgettext,
                    use_language)
from ..variants import find_variant

MAX_GAMES = 2000

# --- the columns of a class's CSV (the tournament's draw has them all) ------------------------

# The columns' keys: English, whatever the language of the first line (see column_names).
COLUMNS = ("round", "board", "game", "player 1", "seeds 1", "player 2", "seeds 2",
           "player 3", "seeds 3", "player 4", "seeds 4", "moves", "finished", "minutes")


@per_language
def column_names() -> tuple[str, ...]:
    """:data:`COLUMNS` as the CSV's first line says them, in the language in use."""
    # TRANSLATORS: the columns of the tournament's CSV, which a teacher fills in (in a
    # spreadsheet): lower case, no commas. "round" is a round of a tournament.
    names = {"round": pgettext("csv column", "round"), "board": pgettext("csv column", "board"),
             "game": pgettext("csv column", "game"), "moves": pgettext("csv column", "moves"),
             # TRANSLATORS: a CSV column: did the game end (yes) or did the timer stop it (no).
             "finished": pgettext("csv column", "finished"),
             "minutes": pgettext("csv column", "minutes")}
    for k in range(1, 5):
        names[f"player {k}"] = pgettext("csv column", "player {number}", number=k)
        names[f"seeds {k}"] = pgettext("csv column", "seeds {number}", number=k)
    return tuple(names[c] for c in COLUMNS)


def _known(words) -> dict[str, str]:
    """Each language's words for ``words()``'s items, by what they stand for."""
    out: dict[str, str] = {}
    for code in LANGUAGES:
        with use_language(code):
            out.update(words())
    return out


_ALIASES: dict[str, str] = {}


def csv_column(header: str) -> str:
    """The column (one of :data:`COLUMNS`) a CSV's header cell names, in any language
    mancala-teach speaks (``"Graines 2"`` is ``"seeds 2"``); the cell as it is, lower case,
    if it names none."""
    if not _ALIASES:
        _ALIASES.update(_known(lambda: {comparable(name): key for key, name in
                                        zip(COLUMNS, column_names())}))
        _ALIASES.update({comparable(key): key for key in COLUMNS})
    text = " ".join(header.split())
    return _ALIASES.get(comparable(text), text.lower())


YES = ("yes", "y", "true", "1", "finished", "ended")
NO = ("no", "n", "false", "0", "stopped", "timer")


def yes_or_no(text: str) -> bool | None:
    """True for yes (the game ended), False for no (the timer stopped it), in any language
    mancala-teach speaks; None for anything else."""
    word = comparable(text.strip())
    if word in YES:
        return True
    if word in NO:
        return False
    # TRANSLATORS: what a teacher types in the CSV's "finished" column: the game ended.
    said = _known(lambda: {comparable(pgettext("csv", "yes")): "yes",
                           comparable(pgettext("csv", "no")): "no"})
    return None if word not in said else said[word] == "yes"


# An example class of 14 pairs (made up, as a class might type it): replace it with yours.
EXAMPLE_CLASS = """\
game,moves,finished,minutes
Kalah,41,yes,9
Kalah,37,yes,8
Kalah,52,yes,12
Kalah,33,yes,7
Kalah,46,yes,10
Kalah,39,yes,9
Kalah,58,no,12
Oware,71,no,12
Oware,64,yes,11
Oware,80,no,12
Oware,55,yes,10
Oware,76,no,12
Oware,49,yes,9
Oware,68,no,12
"""


@dataclass(frozen=True)
class ClassGame:
    game: str
    moves: int
    finished: bool | None          # None: not recorded
    minutes: float | None


def quartiles(values: list[int] | tuple[int, ...]) -> tuple[float, float, float]:
    """(Q1, median, Q3): the medians of the lower and upper halves, the middle value left
    out of both when the count is odd (one value: all three are that value)."""
    v = sorted(values)
    if not v:
        raise ValueError("quartiles of no values")
    half = len(v) // 2
    lower, upper = (v[:half], v[half + len(v) % 2:]) if len(v) > 1 else (v, v)
    return statistics.median(lower), statistics.median(v), statistics.median(upper)


@dataclass(frozen=True)
class Summary:
    game: str
    moves: tuple[int, ...]
    stopped: tuple[int, ...]           # the lengths of the games the timer stopped
    unrecorded: int                    # games with no record of whether they ended
    cut_offs: tuple[float, ...]        # the minutes on the timer when it stopped a game

    @property
    def count(self) -> int:
        return len(self.moves)

    @property
    def median(self) -> float:
        return quartiles(self.moves)[1]

    @property
    def q1(self) -> float:
        return quartiles(self.moves)[0]

    @property
    def q3(self) -> float:
        return quartiles(self.moves)[2]

    @property
    def iqr(self) -> float:
        return self.q3 - self.q1

    @property
    def lowest(self) -> int:
        return min(self.moves)

    @property
    def highest(self) -> int:
        return max(self.moves)

    @property
    def range(self) -> int:
        return self.highest - self.lowest

    def words(self) -> list[str]:
        """The numbers, and what the timer means for each, in sentences (in the language in
        use)."""
        n = self.count
        game = game_title(self.game)
        # TRANSLATORS: {game} is a game's name; {median}, {q1}, {q3} and {iqr} may be
        # decimals (written the language's way); {lowest} and {highest} are the shortest and
        # the longest game, in moves.
        out = [ngettext("{game}: {n} game, median {median} moves, range {range} (from "
                        "{lowest} to {highest}), quartiles {q1} and {q3}, so the IQR (the "
                        "middle half) is {iqr}.",
                        "{game}: {n} games, median {median} moves, range {range} (from "
                        "{lowest} to {highest}), quartiles {q1} and {q3}, so the IQR (the "
                        "middle half) is {iqr}.", n, game=game[:1].upper() + game[1:],
                        median=_num(self.median), range=self.range, lowest=self.lowest,
                        highest=self.highest, q1=_num(self.q1), q3=_num(self.q3),
                        iqr=_num(self.iqr))]
        if self.unrecorded:
            out.append(ngettext("For {n} of these games nobody wrote down whether the game "
                                "ended or the timer stopped it, so we cannot tell whether "
                                "their lengths are whole games.",
                                "For {n} of these games nobody wrote down whether the game "
                                "ended or the timer stopped it, so we cannot tell whether "
                                "their lengths are whole games.", self.unrecorded))
        if self.stopped:
            k = len(self.stopped)
            # TRANSLATORS: joins the timer's times: "10 or 12" (minutes).
            at = (" " + pgettext("conjunction", "or") + " ").join(
                _num(m) for m in self.cut_offs)
            out.append(ngettext("The timer stopped {n} of the {total} games (at {minutes} "
                                "minutes): that game would have gone on, so its count of "
                                "moves is only the least it would have lasted.",
                                "The timer stopped {n} of the {total} games (at {minutes} "
                                "minutes): those games would have gone on, so their counts of "
                                "moves are only the least they would have lasted.", k,
                                total=n, minutes=at))
            finished_lowest = self.lowest not in self.stopped or self.moves.count(
                self.lowest) > self.stopped.count(self.lowest)
            values = dict(median=_num(self.median), highest=self.highest, range=self.range)
            out.append(_("So the real median is at least {median}, the real longest game at "
                         "least {highest}, and the real range at least {range}; the IQR could "
                         "be bigger or smaller.", **values) if finished_lowest else
                       _("So the real median is at least {median}, the real longest game at "
                         "least {highest}; the IQR could be bigger or smaller.", **values))
        elif not self.unrecorded:
            out.append(_("Every game ended before the timer: these are whole games."))
        return out


def _num(value: float) -> str:
    """A median, a quartile or a time the language's way: 41, 39.5 (French 39,5)."""
    return number(value)


@dataclass(frozen=True)
class ClassGames:
    games: tuple[ClassGame, ...]

    def names(self) -> list[str]:
        return list(dict.fromkeys(g.game for g in self.games))

    def summary(self, name: str) -> Summary:
        rows = [g for g in self.games if g.game == name]
        if not rows:
            raise InvalidOptionError(_("The class played no games of {game}.",
                                       game=shown(name)))
        return Summary(name, tuple(g.moves for g in rows),
                       tuple(g.moves for g in rows if g.finished is False),
                       sum(1 for g in rows if g.finished is None),
                       tuple(sorted({g.minutes for g in rows if g.finished is False
                                     and g.minutes is not None})))

    def summaries(self) -> list[Summary]:
        return [self.summary(n) for n in self.names()]

    def words(self) -> list[str]:
        return [line for s in self.summaries() for line in s.words()]

    def plot_rows(self) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]:
        """What a dot plot needs: every game's lengths, and the stopped ones, by game
        (``render.chart_svg.dot_plot(*ours.plot_rows())`` draws them)."""
        return ({s.game: s.moves for s in self.summaries()},
                {s.game: s.stopped for s in self.summaries()})


def _game_name(text: str, where: str) -> str:
    name = " ".join(text.split())
    if not name:
        raise InvalidOptionError(_("{where}: the game is empty; write its name, like Kalah.",
                                   where=where))
    try:
        return find_variant(name).title.split(" (")[0]
    except Exception:
        return name[:1].upper() + name[1:]


def read_class_games(text: object) -> ClassGames:
    """The games in ``text`` (see the module's docstring), or one sentence saying what is
    wrong and on which line."""
    if not isinstance(text, str):
        raise InvalidOptionError(_("The class's games are text (CSV), not {value}.",
                                   value=shown(text)))
    rows = [r for r in csv.reader(io.StringIO(text.strip().lstrip("\ufeff")))
            if any(c.strip() for c in r)]
    if not rows:
        raise InvalidOptionError(_("There are no games yet: type a first line game,moves,"
                                   "finished,minutes and then one line a game."))
    header = [csv_column(h) for h in rows[0]]
    for need in ("game", "moves"):
        if need not in header:
            raise InvalidOptionError(_("The first line names the columns and has no "
                                       "{column}; write game,moves,finished,minutes.",
                                       column=shown(column_names()[COLUMNS.index(need)])))
    games = []
    for line, row in enumerate(rows[1:], 2):
        cell = dict(zip(header, (c.strip() for c in row)))
        where = _("Line {number}", number=line)
        moves = cell.get("moves", "")
        if not moves:
            continue                     # not played yet, or the moves were not counted
        if not (moves.isascii() and moves.isdigit()) or not 1 <= int(moves) <= 5000:
            raise InvalidOptionError(_("{where}: the moves must be a whole number from 1 to "
                                       "5000, not {value}.", where=where, value=shown(moves)))
        finished = cell.get("finished", "").lower()
        ended = None if finished == "" else yes_or_no(finished)
        if finished and ended is None:
            raise InvalidOptionError(_("{where}: finished is yes (the game ended) or no (the "
                                       "timer stopped it), not {value}.", where=where,
                                       value=shown(finished)))
        minutes = cell.get("minutes", "")
        if minutes and not (minutes.replace(".", "", 1).isdigit()
                            and 0 < float(minutes) <= 600):
            raise InvalidOptionError(_("{where}: the minutes must be a number from 1 to 600, "
                                       "not {value}.", where=where, value=shown(minutes)))
        games.append(ClassGame(_game_name(cell.get("game", ""), where), int(moves), ended,
                               float(minutes) if minutes else None))
        if len(games) > MAX_GAMES:
            raise InvalidOptionError(_("That is more than {most} games; type one class's "
                                       "games.", most=MAX_GAMES))
    if not games:
        raise InvalidOptionError(_("No line has a number of moves yet: write one line a game, "
                                   "like Kalah,41,yes,9."))
    return ClassGames(tuple(games))


__all__ = ["EXAMPLE_CLASS", "ClassGame", "ClassGames", "Summary", "quartiles",
           "read_class_games"]
