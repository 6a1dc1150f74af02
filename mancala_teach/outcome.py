"""How a game ends: why (:class:`Termination`) and the result (:class:`Outcome`).

Plain data that the engine produces and everything above it reads (the events too: a game's
last event says how it ended); ``mancala_teach.position`` re-exports both, so
``from mancala_teach.position import Outcome`` keeps working.

The words are made when they are read, in the language in use (:mod:`mancala_teach.i18n`):
an outcome keeps why the game ended as data (an :class:`Ending`), and :attr:`Outcome.why`
and :meth:`Outcome.result` say it, so a game played in one language is told in another.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from .i18n import _, and_list, pgettext
from .naming import PLAYER_NAMES, player_names, seat_name, seat_word

#: The two teams of the four-sided board played in partnerships (partners sit opposite), in
#: English (data); :func:`team_name` says them in the language in use.
TEAM_NAMES = ("South and North", "East and West")


def team_name(team: int) -> str:
    """A team of the four-sided board played in partnerships, in the language in use:
    ``team_name(0)`` is "South and North" (French "Sud et Nord")."""
    return (pgettext("team", "South and North"), pgettext("team", "East and West"))[team]


class Termination(StrEnum):
    """Why a game (a round, in Lane's games) ended."""

    SIDE_EMPTY = "side_empty"          # Kalah: one side has no seeds
    MAJORITY = "majority"              # a store holds more than half (or both exactly half)
    CANNOT_FEED = "cannot_feed"        # Oware: the opponent has none and cannot be fed
    GRAND_SLAM = "grand_slam"          # Oware/Wari option "opponent_takes_rest"
    REPETITION = "repetition"          # a position came round again
    ENDLESS_SOWING = "endless_sowing"  # a relay sowing would never stop
    BOARD_CLEARED = "board_cleared"    # Lane: no pebbles left (or one, given to its owner)
    FEW_SEEDS = "few_seeds"            # Giuthi: a side has four seeds or fewer
    NO_MOVES = "no_moves"              # Giuthi: neither player can move


@dataclass(frozen=True)
class Outcome:
    """How a finished game came out. ``winner`` is 0 (South), 1 (North) or None for a draw.

    ``scores`` has one count per side (per team in a teams game): South's and North's, or on
    the four-sided board South's, East's, North's and West's. ``winner`` is the one side with
    the most; when several share the most it is None and :attr:`winners` names them. On the
    four-sided board played in partnerships (``partnership``) there are two scores, South and
    North's together and East and West's, and ``winner`` is 0 or 1 for those teams.
    """

    termination: Termination
    winner: int | None
    scores: tuple[int, ...]
    # Why it ended, as data (an Ending, said by ``why``), or a sentence given as it is
    # (a position read from text); an explanation, not part of the result.
    because: Ending | str = field(compare=False)
    partnership: bool = False

    @property
    def why(self) -> str:
        """Why the game ended, in the language in use: "South's side is empty"."""
        because = self.because
        return because if isinstance(because, str) else because.why

    @classmethod
    def decide(cls, termination: Termination, scores: tuple[int, ...], why: Ending | str, *,
               partnership: bool = False) -> Outcome:
        """The outcome from the stores (``scores``, one per side); with ``partnership`` the
        four stores are added up in two teams, South and North against East and West."""
        if partnership:
            south_north, east_west = scores[0] + scores[2], scores[1] + scores[3]
            winner = (0 if south_north > east_west else 1 if east_west > south_north
                      else None)
            return cls(termination, winner, (south_north, east_west), why, True)
        if len(scores) == 2:
            south, north = scores
            winner = 0 if south > north else 1 if north > south else None
            return cls(termination, winner, (south, north), why)
        scores = tuple(scores)
        best = max(scores)
        top = [p for p, s in enumerate(scores) if s == best]
        return cls(termination, top[0] if len(top) == 1 else None, scores, why)

    @property
    def winners(self) -> tuple[int, ...]:
        """Every side with the most seeds: one winner, or the sides that share first place
        (both sides, in a two-sided draw)."""
        best = max(self.scores)
        return tuple(p for p, s in enumerate(self.scores) if s == best)

    def result(self) -> str:
        """``"South wins 27 to 21"`` or ``"A draw, 24 to 24"``; with four players
        ``"East wins with 15 (South 12, East 15, North 10, West 11)"``."""
        if len(self.scores) != 2:
            return ranking(self.scores, self.winners)
        s, n = self.scores
        if self.partnership:
            if self.winner is None:
                return _("A draw between the teams, {score} to {other}", score=s, other=n)
            w = self.winner
            return _("{team} win {score} to {other}", team=team_name(w), score=self.scores[w],
                     other=self.scores[1 - w])
        if self.winner is None:
            return _("A draw, {score} to {other}", score=s, other=n)
        w = self.winner
        return _("{player} wins {score} to {other}", player=seat_name(w),
                 score=self.scores[w], other=self.scores[1 - w])


def score_words(player: str, score: int) -> str:
    """One player's count in a list of scores: ``South 12``."""
    # TRANSLATORS: one player's score in a list: "South 12, East 15, North 10, West 11".
    return pgettext("score", "{player} {score}", player=player, score=score)


def ranking(scores: tuple[int, ...], winners: tuple[int, ...]) -> str:
    """Four players' result: ``East wins with 15 (South 12, East 15, North 10, West 11)``."""
    names = [seat_name(p, len(scores)) for p in range(len(scores))]
    tally = ", ".join(score_words(names[p], s) for p, s in enumerate(scores))
    best = scores[winners[0]]
    if len(winners) == 1:
        return _("{player} wins with {score} ({tally})", player=names[winners[0]], score=best,
                 tally=tally)
    if len(winners) == len(scores):
        return _("A draw, {score} each ({tally})", score=best, tally=tally)
    return _("{players} share first place with {score} ({tally})",
             players=and_list(names[p] for p in winners), score=best, tally=tally)


#: Every way a game can end, in a fixed order (the lean path stores the index).
TERMINATIONS = tuple(Termination)


class Ending(NamedTuple):
    """Why a game ended, as data: what :func:`why_text` needs to say it, so the traced
    engine and the lean path (which keeps only numbers) give the same sentence, made in the
    language in use whenever it is read."""

    termination: Termination
    detail: int = 0          # who (a seat) or which case, as the termination reads it
    few_seeds: int = 4       # Giuthi: the count that ends the game
    kalah: bool = False      # Kalah's majority rule ("a store holds more than half")
    sides: int = 2           # the seats' names: South and North, or the four seats

    @property
    def why(self) -> str:
        return why_text(self.termination, self.detail, few_seeds=self.few_seeds,
                        kalah=self.kalah, names=player_names(self.sides))


def why_text(termination: Termination, detail: int = 0, *, few_seeds: int = 4,
             kalah: bool = False, names: tuple[str, ...] = PLAYER_NAMES) -> str:
    """Why the game ended, in words, in the language in use. ``detail`` says who (a player)
    or which case, so that the traced engine and the lean path (which keeps only numbers)
    give the same sentence; ``names`` are the seats' English names."""
    t = Termination
    # TRANSLATORS: why a game ended, after "The game is over (" or "Game over: ".
    if termination is t.SIDE_EMPTY:
        if len(names) == 2:
            return _("{player}'s side is empty", player=seat_word(names[detail]))
        return _("{player}'s row is empty", player=seat_word(names[detail]))
    if termination is t.MAJORITY:
        if kalah:
            return _("a store holds more than half of all the seeds")
        return (_("each player has captured half of the seeds") if detail else
                _("a player has captured more than half of the seeds"))
    if termination is t.CANNOT_FEED:
        return _("{player} could not feed {opponent}", player=seat_name(detail),
                 opponent=seat_name(1 - detail))
    if termination is t.BOARD_CLEARED:
        return _("only one seed was left") if detail else _("the board is empty")
    if termination is t.FEW_SEEDS:
        return _("a player has {count} seeds or fewer left", count=few_seeds)
    return {t.GRAND_SLAM: _("a grand slam ended the game"),
            t.REPETITION: _("a position repeated"),
            t.ENDLESS_SOWING: _("the sowing would go round for ever"),
            t.NO_MOVES: _("neither player can move")}[termination]
