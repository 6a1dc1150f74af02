"""Who wins small Kalah boards with perfect play: the results a lesson shows, as data.

    >>> from mancala_teach.players.advantage import first_player_results
    >>> results = first_player_results([(2, 2), (3, 2)], live=lambda rules: True)
    >>> [r.words for r in results]          # doctest: +SKIP
    ['North wins by 2', 'North wins by 2', 'South wins by 4', 'South wins by 4']

Each result is the final margin of the player who moves first (South in Kalah) when neither
player makes a mistake, stores and the seeds left at the end included. Small boards are
solved as the lesson runs (``live``); the others are read from the solver's shipped results
(:func:`mancala_teach.players.solver.who_wins`), so a lesson in the browser stays quick.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Callable, Iterable, Sequence

from ..glossary import pits as pits_words, seeds as seeds_words
from ..i18n import _, ngettext, pgettext
from ..lean import lean
from ..naming import seat_name
from ..position import Position
from ..rules import Rules
from ..variants import variant
from . import solver

CAPTURE_RULES = (False, True)     # capture_empty_opposite: no (our default), yes
_NUMBER_AT_END = re.compile(r" (?=\d+$)")   # the space before a result's last number


def capture_words(capture_empty_opposite: bool) -> str:
    """How the two capture rules are named in the lesson, the table and the chart."""
    if capture_empty_opposite:
        return _("capture opposite an empty pit: yes")
    return _("capture opposite an empty pit: no")


@dataclass(frozen=True)
class BoardResult:
    """One board's result with perfect play."""

    rules: Rules
    margin: int          # the first player's final store minus the second's
    positions: int       # positions the solver looked at (0 when read from saved results)
    live: bool           # solved just now, not read from saved results

    @property
    def pits(self) -> int:
        return self.rules.pits_per_side

    @property
    def seeds(self) -> int:
        return self.rules.seeds_per_pit

    @property
    def capture_empty_opposite(self) -> bool:
        return self.rules.capture_empty_opposite

    @property
    def board(self) -> str:
        """``3 pits, 2 seeds``."""
        seeds = ngettext("{n} seed", "{n} seeds", self.seeds)
        pits = ngettext("{n} pit", "{n} pits", self.pits)
        # TRANSLATORS: a board of the "who wins" table: "3 pits, 2 seeds".
        return _("{pits}, {seeds}", pits=pits, seeds=seeds)

    @property
    def winner(self) -> int | None:
        """0 South, 1 North, None a draw."""
        first = self.rules.first_player
        return None if self.margin == 0 else first if self.margin > 0 else 1 - first

    @property
    def words(self) -> str:
        """``South wins by 8``, ``draw`` (a table's cell)."""
        if self.winner is None:
            return pgettext("result", "draw")
        return _("{player} wins by {count}", player=seat_name(self.winner),
                 count=abs(self.margin))

    @property
    def phrase(self) -> str:
        """``South wins by 8``, ``it is a draw`` (within a sentence)."""
        return _("it is a draw") if self.winner is None else self.words


def kalah_rules(pits: int, seeds: int, capture_empty_opposite: bool = False) -> Rules:
    return variant("kalah", pits=pits, seeds=seeds,
                   capture_empty_opposite=capture_empty_opposite)


# Boards with pits x seeds up to this are solved as a lesson runs: each took under 0.01 s
# here (Kalah(4,2), the slowest, 0.006 s; Pyodide is a few times slower), all of them together
# about 0.03 s. Kalah(4,3) took 0.16 s and Kalah(6,2) 0.66 s: those are read from the cache.
LIVE_SIZE = 8


def live_in_lesson(rules: Rules) -> bool:
    """Boards a lesson solves as it runs: well under a second, even in a browser."""
    return (rules.pits_per_side * rules.seeds_per_pit <= LIVE_SIZE
            and solver.solvable(rules))


def known_boards(max_pits: int = 6, max_seeds: int = 6) -> list[tuple[int, int]]:
    """(pits, seeds) of every Kalah board up to that size with a result under both capture
    rules: solved as the lesson runs, or saved with the package (the solver's cache)."""
    saved = solver.load_cache()
    return [(p, s) for p in range(1, max_pits + 1) for s in range(1, max_seeds + 1)
            if all(live_in_lesson(r) or r.spec() in saved
                   for r in (kalah_rules(p, s, rule) for rule in CAPTURE_RULES))]


def reachable_positions(rules: Rules) -> int:
    """How many different positions (seeds in every pit and store, and whose turn it is) the
    games of ``rules`` can reach from the start, the start and the last positions included.

    This is the size of the game, the same whatever program solves it (the solver itself
    looks at far fewer). It grows very fast: keep to small boards (Kalah with 4 pits and 1
    seed: 2,178 positions, 0.01 s here; with 2 seeds: 303,314, 1 s).
    """
    fast = lean(rules)
    keep = (1 << (fast.top + 1)) - 1          # every count and the player to move, no flags
    start = fast.start()
    visited = {start}                # whole states: the flags can change what comes next
    todo = [start]
    play, moves, over_at = fast.play, fast.moves, fast.over_at
    while todo:
        state = todo.pop()
        if state >= over_at:
            continue
        for move in moves(state):
            child = play(state, move)
            if child not in visited:
                visited.add(child)
                todo.append(child)
    return len({state & keep for state in visited})


def first_player_result(rules: Rules, *, live: bool) -> BoardResult:
    """Solve the start of ``rules`` now (``live``), or read the shipped result."""
    if live:
        found = solver.solve(Position.start(rules))
        return BoardResult(rules, found.margin, found.positions, True)
    found = solver.who_wins(rules)
    return BoardResult(rules, found.margin, found.positions, False)


def first_player_results(boards: Iterable[tuple[int, int]], *,
                         live: Callable[[Rules], bool],
                         capture_rules: Sequence[bool] = CAPTURE_RULES) -> list[BoardResult]:
    """Kalah(pits, seeds) for each board and capture rule; ``live(rules)`` says which boards
    to solve now."""
    out = []
    for pits, seeds in boards:
        for rule in capture_rules:
            rules = kalah_rules(pits, seeds, rule)
            out.append(first_player_result(rules, live=live(rules)))
    return out


CELL = "border:1px solid #8B6B3E;padding:0.3em 0.6em;text-align:left"


def results_table_html(results: Sequence[BoardResult], *, caption: str) -> str:
    """A pits x seeds table of results (one capture rule), for the projector: a row per
    number of pits, a column per number of seeds, "South wins by 8" or "draw" in each cell;
    a star marks a board solved as the page ran."""
    pits = sorted({r.pits for r in results})
    seeds = sorted({r.seeds for r in results})
    cell = {(r.pits, r.seeds): r for r in results}
    head = "".join(f'<th scope="col" style="{CELL}">{escape(seeds_words(s))}</th>'
                   for s in seeds)
    not_solved = escape(pgettext("result", "not solved"))
    rows = []
    for p in pits:
        cells = []
        for s in seeds:
            r = cell.get((p, s))
            if r is None:
                cells.append(f'<td style="{CELL};color:#5F5F5F">'
                             f'{not_solved}</td>')
            else:
                # A line may break after "wins", never before the number or the star.
                words = _NUMBER_AT_END.sub("\u00a0", escape(r.words)) + ("\u00a0*" if r.live
                                                                          else "")
                bold = ";font-weight:bold" if r.winner is None else ""
                cells.append(f'<td style="{CELL}{bold}">{words}</td>')
        rows.append(f'<tr><th scope="row" style="{CELL}">{escape(pits_words(p))}'
                    f'</th>' + "".join(cells) + "</tr>")
    note = (" " + _("(* worked out as this page ran; the others from saved results)")
            if any(r.live for r in results) else "")
    return ('<table class="mancala-results" style="border-collapse:collapse;font-size:1.1em;'
            f'margin:0.5em 0 1em">'
            f'<caption style="text-align:left;font-weight:bold;padding-bottom:0.3em">'
            f"{escape(caption)}{escape(note)}</caption>"
            f'<thead><tr><th scope="col" style="{CELL}">'
            f'{escape(pgettext("label", "Pits a side"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


__all__ = ["BoardResult", "CAPTURE_RULES", "capture_words", "first_player_result",
           "first_player_results", "kalah_rules", "known_boards", "live_in_lesson",
           "reachable_positions", "results_table_html"]
