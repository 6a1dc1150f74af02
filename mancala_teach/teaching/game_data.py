"""Data from whole games for the statistics lesson: how many moves a game lasts.

Two players who pick any legal move at random (the "random" computer level) play each game
on the lean path, so a hundred games of every variant take well under a second, in the
browser too. Randomness takes a seed: the same seed gives the same games everywhere. A
*move* is one sowing (a player's turn, or the extra turn after it); swapping sides is not
counted, because nothing is sown.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from functools import lru_cache

from ..checks import is_whole
from ..errors import InvalidOptionError, shown
from ..i18n import _
from ..lean import SWAP_MOVE, LeanGame
from ..rules import Rules
from ..variants import VARIANTS

GAMES_PER_VARIANT = 100     # enough for a median and a range that settle down (at least 50)
DATA_SEED = 2026
MAX_MOVES = 5000            # far above any game seen; every variant's games end


@dataclass(frozen=True)
class Spread:
    """A data set of game lengths summed up: its middle value and its spread."""

    lengths: tuple[int, ...]

    @property
    def games(self) -> int:
        return len(self.lengths)

    @property
    def median(self) -> float:
        return statistics.median(self.lengths)

    @property
    def lowest(self) -> int:
        return min(self.lengths)

    @property
    def highest(self) -> int:
        return max(self.lengths)

    @property
    def range(self) -> int:
        """Highest minus lowest (the range as both curricula define it)."""
        return self.highest - self.lowest

    def halves(self) -> tuple[list[int], list[int]]:
        """The lengths in order, split into a lower and an upper half; with an odd number of
        games the middle one (the median) is in neither, as grade 6 is taught."""
        ordered = sorted(self.lengths)
        half = len(ordered) // 2
        return ordered[:half], ordered[len(ordered) - half:]

    @property
    def lower_quartile(self) -> float:
        """The median of the lower half (of one game: that game)."""
        lower, _upper = self.halves()
        return statistics.median(lower or self.lengths)

    @property
    def upper_quartile(self) -> float:
        """The median of the upper half."""
        _lower, upper = self.halves()
        return statistics.median(upper or self.lengths)

    @property
    def iqr(self) -> float:
        """The interquartile range: how wide the middle half of the games is."""
        return self.upper_quartile - self.lower_quartile

    def words(self) -> str:
        """The summary in words, in the language in use (numbers written its way)."""
        return _("median {median} moves, middle half {lower} to {upper} (interquartile range "
                 "{iqr}), range {range} (from {lowest} to {highest})", median=self.median,
                 lower=self.lower_quartile, upper=self.upper_quartile, iqr=self.iqr,
                 range=self.range, lowest=self.lowest, highest=self.highest)


def random_game_length(rules: Rules, rng: random.Random) -> int:
    """Moves (sowings) in one game between two random players."""
    game = LeanGame(rules)
    moves = 0
    for _move in range(MAX_MOVES):
        if game.over:
            return moves
        code = rng.choice(game.moves())
        game.play(code)
        if code != SWAP_MOVE:
            moves += 1
    raise RuntimeError(f"A game of {rules.spec()} did not end in {MAX_MOVES} moves.")


def game_lengths(rules: Rules, games: int = GAMES_PER_VARIANT, *, seed: int = DATA_SEED
                 ) -> Spread:
    """The lengths of ``games`` games of ``rules`` between random players."""
    if not is_whole(games) or not 1 <= games <= 1000:
        raise InvalidOptionError(f"The number of games is a whole number from 1 to 1000, "
                                 f"not {shown(games)}.")
    return _played(rules, games, seed)


@lru_cache(maxsize=64)     # a notebook asks twice (the estimate, then the data): play once
def _played(rules: Rules, games: int, seed: int) -> Spread:
    rng = random.Random(f"{seed}:{rules.spec()}")
    return Spread(tuple(random_game_length(rules, rng) for _game in range(games)))


def length_data(games: int = GAMES_PER_VARIANT, *, seed: int = DATA_SEED) -> dict[str, Spread]:
    """Every variant's game lengths, by the variant's title, in the order of ``VARIANTS``."""
    return {v.title: game_lengths(v.rules(), games, seed=seed) for v in VARIANTS}
