"""Computer against computer: whole games, and a summary of many (who won, by how much)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from ..errors import InvalidOptionError
from ..glossary import game_title
from ..i18n import _, ngettext, number
from ..naming import seat_name
from ..position import Position
from ..rules import Rules
from . import find_level, player

MAX_PLIES = 5000    # far above any game seen; every variant's games end (the engine sees to it)


@dataclass(frozen=True)
class GameResult:
    winner: int | None          # 0 South, 1 North, None a draw
    scores: tuple[int, int]
    plies: int


@dataclass
class Summary:
    """Games between two players; ``first`` and ``second`` are the names of the two sides'
    players, counted from the seat they had in each game."""

    rules: Rules
    names: tuple[str, str]                           # player A, player B
    results: list[tuple[int, GameResult]] = field(default_factory=list)   # (seat of A, result)

    def add(self, seat_of_a: int, result: GameResult) -> None:
        self.results.append((seat_of_a, result))

    @property
    def games(self) -> int:
        return len(self.results)

    def wins(self, who: int) -> int:
        """Games won by player A (who=0) or B (who=1)."""
        return sum(1 for seat, r in self.results
                   if r.winner is not None and (r.winner == seat) == (who == 0))

    @property
    def draws(self) -> int:
        return sum(1 for _, r in self.results if r.winner is None)

    def margin(self, who: int) -> float:
        """Player A's (or B's) average score minus the other's."""
        if not self.results:
            return 0.0
        total = 0
        for seat, r in self.results:
            mine = seat if who == 0 else 1 - seat
            total += r.scores[mine] - r.scores[1 - mine]
        return total / len(self.results)

    def first_player_wins(self) -> int:
        first = self.rules.first_player
        return sum(1 for _, r in self.results if r.winner == first)

    def lines(self) -> list[str]:
        """The summary in four sentences, in the language in use (the players' names are
        the levels' codes, as the command took them)."""
        a, b = self.names
        n = self.games
        margin = self.margin(0)
        # the sign always shown, the number the language's way (+1.5 / +1,5)
        signed = ("+" if margin >= 0 else "-") + _decimal(abs(margin))
        return [
            # TRANSLATORS: {game} is the game's name, {spec} its rules as typed ("kalah
            # pits=3").
            ngettext("{n} game of {game} ({spec}), each player half the games as South and "
                     "half as North.",
                     "{n} games of {game} ({spec}), each player half the games as South and "
                     "half as North.", n, game=game_title(self.rules.title),
                     spec=self.rules.spec()),
            _("{player}: won {wins}, {other}: won {other_wins}, draws {draws}.", player=a,
              wins=self.wins(0), other=b, other_wins=self.wins(1), draws=self.draws),
            _("Average score difference: {player} {margin} seeds a game.", player=a,
              margin=signed),
            _("The player who moved first ({player}) won {wins} of {n}.",
              player=seat_name(self.rules.first_player), wins=self.first_player_wins(), n=n),
        ]


def play_game(start: Position, south: Callable, north: Callable) -> Iterator[tuple]:
    """Play ``start`` to the end; yields (position before, move, reason) for every move."""
    pos = start
    for _ply in range(MAX_PLIES):
        if pos.is_over:
            return
        choose = south if pos.to_move == 0 else north
        move, reason = choose(pos)
        yield pos, move, reason
        pos = pos.after(move)
    raise RuntimeError(f"A game of {start.rules.spec()} did not end in {MAX_PLIES} moves.")


def result_of(start: Position, south: Callable, north: Callable) -> GameResult:
    plies = 0
    pos = start
    for before, move, _reason in play_game(start, south, north):
        pos = before.after(move)
        plies += 1
    outcome = pos.outcome
    return GameResult(outcome.winner, outcome.scores, plies)


def _decimal(value: float) -> str:
    """``1.5``, ``0.0``: one decimal, the language's way (``1,5``)."""
    return number(value, decimals=1)


def match(rules: Rules, a: str, b: str, games: int, *, seed: int = 0, seconds: float = 1.0,
          nodes: int | None = None, progress: Callable[[int], None] | None = None) -> Summary:
    """``games`` games between levels ``a`` and ``b``, swapping seats every game."""
    if rules.sides != 2:
        raise InvalidOptionError(_("A match compares two computer levels on a two-sided "
                                   "board, and {game} has {count} sides.",
                                   game=game_title(rules.title), count=rules.sides))
    level_a, level_b = find_level(a), find_level(b)
    summary = Summary(rules, (level_a.name, level_b.name))
    start = Position.start(rules)
    for g in range(games):
        pa = player(level_a, seed=seed * 100003 + 2 * g, seconds=seconds, nodes=nodes)
        pb = player(level_b, seed=seed * 100003 + 2 * g + 1, seconds=seconds, nodes=nodes)
        seat_a = g % 2
        south, north = (pa, pb) if seat_a == 0 else (pb, pa)
        summary.add(seat_a, result_of(start, south, north))
        if progress is not None:
            progress(g + 1)
    return summary
