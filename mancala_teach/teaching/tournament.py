"""A class plays: who plays whom round by round, the results the class types in, the table.

Plain choices in, plain data out, so a command line, a notebook or a web page can run the
same tournament:

- :func:`make_draw` ``(players, group="pairs"|"fours", system="round-robin"|"swiss",
  rounds=None, results=())`` gives a :class:`Draw`: the rounds, each a list of
  :class:`Game` s (a board and its players in seat order, South first), and who sits out.
- A **round robin** in pairs is the circle method (Berger tables): with an even number of
  players everyone plays everyone once in ``players - 1`` rounds; with an odd number one
  player sits out each round. Seats alternate, so everyone moves first about half the time.
- In **fours** (the four-sided board, South, East, North, West) with 5, 7, 11 or 13 boards a
  **moving rule** does it: South stays at the board, East moves one board on, North two and
  West three, every round. With 7 boards (28 children) nobody meets anyone twice in 7
  rounds, and everyone plays 21 different classmates (those who move as they do never meet).
  Seats turn round a place each round, so everyone sits in each seat. For other numbers the
  groups are chosen round by round so that as few children as possible meet again.
- A **Swiss** draw pairs (or groups) children with about the same points who have not met:
  round 1 in the order of the list, each later round from the results so far.
- :func:`read_results` reads the results a class types in (CSV, one row per game, the same
  columns as the draw's own CSV, :func:`draw_csv`); :func:`standings` is the table.

Points: in pairs 2 for a win, 1 for a draw, 0 for a loss; in fours 3, 2, 1, 0 for first to
fourth place, players with the same seeds sharing the higher place. Ties in the table are
broken by seeds won, then by the list's order. A game the timer stopped counts as it stood
(the score sheet says to put each row's seeds into its owner's store first), and the rows say
so: ``finished`` and ``minutes`` record the cut-off for the statistics lesson.

Words: numbered players ("Player 3") and the CSV's column names are written in the language
in use (the columns' keys, :data:`COLUMNS`, stay English); a CSV is read back whatever
language it was written in (:func:`csv_column`, :func:`yes_or_no`), and "Player 3" is the
same player as "Joueur 3" (:func:`numbered_players`).
"""

from __future__ import annotations

import csv
import io
import random
from dataclasses import dataclass, field
from math import gcd

from ..errors import InvalidOptionError, shown
from ..i18n import LANGUAGES, _, pgettext, use_language
from .class_games import COLUMNS, column_names, csv_column, yes_or_no
from .class_pages import player_number

GROUPS = ("pairs", "fours")
SYSTEMS = ("round-robin", "swiss")
MIN_PLAYERS = {"pairs": 2, "fours": 4}
MAX_PLAYERS = 60
MAX_ROUNDS = 60
SEATS = {"pairs": ("South", "North"), "fours": ("South", "East", "North", "West")}
POINTS = {"pairs": (2, 0), "fours": (3, 2, 1, 0)}      # by place: first, second, ...
DRAW_POINTS = 1                                        # pairs: a drawn game
def numbered_players(names: tuple[str, ...] | list[str]) -> list[int]:
    """The numbers of the players named by a number ("Player 3", "Joueur 3", in any language
    mancala-teach speaks), in order; names a class typed are left out."""
    out = []
    for name in names:
        text = " ".join(str(name).split())
        for pattern in _numbered_patterns():
            found = pattern.fullmatch(text)
            if found:
                out.append(int(found[1]))
                break
    return out


_PATTERNS: list = []


def _numbered_patterns() -> list:
    import re
    if not _PATTERNS:
        for code in LANGUAGES:
            with use_language(code):
                template = pgettext("player", "Player {number}")
            _PATTERNS.append(re.compile(re.escape(template).replace(r"\{number\}", r"(\d+)"),
                                        re.IGNORECASE))
    return _PATTERNS


def _player_key(name: str) -> str:
    """What tells two players apart: a number, or the name in lower case."""
    number = numbered_players([name])
    return f"#{number[0]}" if number else " ".join(name.split()).lower()


@dataclass(frozen=True)
class Game:
    """One game of a round: its board and its players, by number, in seat order."""
    round: int
    board: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class Draw:
    players: tuple[str, ...]
    group: str
    system: str
    game: str                                   # the variant played, e.g. "kalah"
    rounds: tuple[tuple[Game, ...], ...]
    sitting_out: tuple[tuple[int, ...], ...]    # per round, who sits out
    moving_rule: bool = False                   # fours: the "East one on, North two ..." rule

    def names(self, game: Game) -> tuple[str, ...]:
        return tuple(self.players[p] for p in game.players)

    def meetings(self) -> dict[frozenset[int], int]:
        """How often each two players meet in the draw."""
        met: dict[frozenset[int], int] = {}
        for games in self.rounds:
            for g in games:
                for i, a in enumerate(g.players):
                    for b in g.players[i + 1:]:
                        key = frozenset((a, b))
                        met[key] = met.get(key, 0) + 1
        return met


@dataclass(frozen=True)
class Result:
    """One game as the class typed it in: ``seeds`` by player, ``finished`` False when the
    timer stopped it after ``minutes``."""
    round: int
    board: int
    game: str
    players: tuple[str, ...]
    seeds: tuple[int, ...]
    moves: int | None = None
    finished: bool = True
    minutes: float | None = None


@dataclass
class Standing:
    name: str
    order: int                   # place in the list of players (the last tie-break)
    played: int = 0
    points: int = 0
    seeds: int = 0
    places: list[int] = field(default_factory=list)    # 1 = won (or first)
    drawn: int = 0

    @property
    def won(self) -> int:
        return sum(1 for p in self.places if p == 1) - self.drawn

    @property
    def lost(self) -> int:
        return self.played - self.won - self.drawn


# --- checking the choices ------------------------------------------------------------------

def check_choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    """``value`` if it is one of ``allowed``; ``name`` says what it is ("way of grouping",
    "kind of draw")."""
    key = value.strip().lower() if isinstance(value, str) else None
    if key not in allowed:
        if name == "way of grouping":
            message = _("There is no way of grouping {value}; choose one of: {choices}.",
                        value=shown(value), choices=", ".join(allowed))
        elif name == "kind of draw":
            message = _("There is no kind of draw {value}; choose one of: {choices}.",
                        value=shown(value), choices=", ".join(allowed))
        else:
            message = _("There is no {name} {value}; choose one of: {choices}.", name=name,
                        value=shown(value), choices=", ".join(allowed))
        raise InvalidOptionError(message)
    return key


def player_names(players: int | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """``28`` gives "Player 1" ... "Player 28" (in the language in use); a list of names is
    checked (no two alike)."""
    if isinstance(players, bool):
        raise InvalidOptionError(_("Players are a number of children or a list of names, not "
                                   "{value}.", value=shown(players)))
    if isinstance(players, int):
        if not 1 <= players <= MAX_PLAYERS:
            raise InvalidOptionError(_("A tournament here has 2 to {most} players, not "
                                       "{count}.", most=MAX_PLAYERS, count=players))
        return tuple(player_number(k) for k in range(1, players + 1))
    names = tuple(" ".join(str(n).split()) for n in players)
    if not all(names):
        raise InvalidOptionError(_("A player's name is empty; give every player a name."))
    keys = [_player_key(n) for n in names]
    if len(set(keys)) != len(names):
        twice = next(n for n, k in zip(names, keys) if keys.count(k) > 1)
        raise InvalidOptionError(_("The name {name} is given twice; give every player a "
                                   "different name (add an initial).", name=shown(twice)))
    if len(names) > MAX_PLAYERS:
        raise InvalidOptionError(_("A tournament here has 2 to {most} players, not {count}.",
                                   most=MAX_PLAYERS, count=len(names)))
    return names


# --- the draw ------------------------------------------------------------------------------

def make_draw(players: int | list[str] | tuple[str, ...], *, group: str = "pairs",
              system: str = "round-robin", rounds: int | None = None,
              game: str | None = None, results: tuple[Result, ...] | list[Result] = (),
              seed: int = 0) -> Draw:
    """The draw for ``players`` (a number, or the names in order).

    Round robin: every round (``rounds`` caps how many). Swiss: the rounds already played
    (read from ``results``) and the next one. ``seed`` chooses among equally good groups.
    """
    names = player_names(players)
    group = check_choice("way of grouping", group, GROUPS)
    system = check_choice("kind of draw", system, SYSTEMS)
    n = len(names)
    if n < MIN_PLAYERS[group]:
        raise InvalidOptionError(
            _("Playing in pairs needs at least {least} players, not {count}.",
              least=MIN_PLAYERS[group], count=n) if group == "pairs" else
            _("Playing in fours needs at least {least} players, not {count}.",
              least=MIN_PLAYERS[group], count=n))
    if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int)
                               or not 1 <= rounds <= MAX_ROUNDS):
        raise InvalidOptionError(_("The number of rounds is a whole number from 1 to {most}, "
                                   "not {value}.", most=MAX_ROUNDS, value=shown(rounds)))
    game = game or ("four-sided" if group == "fours" else "kalah")
    if system == "swiss":
        return _swiss(names, group, game, tuple(results), rounds, seed)
    if results:
        raise InvalidOptionError(_("A round-robin draw is fixed before the first game, so it "
                                   "takes no results; the results table reads them."))
    if group == "pairs":
        table, out = _circle(n)
        moving = False
    else:
        table, out, moving = _fours(n, seed)
    if rounds is not None:
        table, out = table[:rounds], out[:rounds]
    return Draw(names, group, system, game, tuple(table), tuple(out), moving)


def _circle(n: int) -> tuple[list[tuple[Game, ...]], list[tuple[int, ...]]]:
    """Berger tables: player ``n`` (a ghost when ``n`` is odd) stays, the others turn."""
    size = n + n % 2
    ring = list(range(size))
    table, out = [], []
    south = [0] * n          # how often each player has moved first so far
    for r in range(size - 1):
        games, idle = [], []
        for i in range(size // 2):
            a, b = ring[i], ring[size - 1 - i]
            if a >= n or b >= n:
                idle.append(b if a >= n else a)
                continue
            # who has moved first less often moves first (South); a tie alternates by round
            if south[b] < south[a] or (south[a] == south[b] and (r + i) % 2):
                a, b = b, a
            south[a] += 1
            games.append((a, b))
        table.append(tuple(Game(r + 1, k + 1, g) for k, g in enumerate(games)))
        out.append(tuple(sorted(idle)))
        ring = [ring[0], ring[-1]] + ring[1:-1]
    return table, out


def _fours(n: int, seed: int) -> tuple[list[tuple[Game, ...]], list[tuple[int, ...]], bool]:
    boards = n // 4
    if n % 4 == 0 and gcd(boards, 6) == 1:
        table = []
        for r in range(boards):
            seats: dict[int, list[int | None]] = {b: [None] * 4 for b in range(boards)}
            for s in range(4):
                for k in range(boards):
                    child = s * boards + k           # children 1-7 South, 8-14 East, ...
                    seats[(k + s * r) % boards][(s + r) % 4] = child
            table.append(tuple(Game(r + 1, b + 1, tuple(seats[b]))  # type: ignore[arg-type]
                               for b in range(boards)))
        return table, [()] * boards, True
    # as many rounds as can go without meeting anyone again (3 new players a round), at most 7
    rounds = max(1, min(7, (n - 1) // 3))
    return (*_greedy_fours(n, rounds, seed, []), False)


def _greedy_fours(n: int, rounds: int, seed: int, met_before: list[tuple[int, ...]],
                  order: list[int] | None = None
                  ) -> tuple[list[tuple[Game, ...]], list[tuple[int, ...]]]:
    """Groups of four, round by round, meeting as few players again as can be found: each
    group starts from one player and takes in whoever has met its members least (many tries
    with a seeded random source, the best kept). With ``order`` (a ranking, for a Swiss
    round) a group takes in the best-ranked player it can."""
    rng = random.Random(f"mancala-teach fours {n} {seed}")
    met: dict[frozenset[int], int] = {}

    def meet(group: list[int] | tuple[int, ...]) -> None:
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1

    for group in met_before:
        meet(group)
    byes = [0] * n
    table, out = [], []
    for r in range(rounds):
        people = list(range(n)) if order is None else list(order)
        idle = sorted(people, key=lambda p: (byes[p], -people.index(p)))[:n % 4]
        best = None
        for _try in range(60 if order is None else 20):
            left = [p for p in people if p not in idle]
            if order is None:
                rng.shuffle(left)
            groups = []
            while left:
                group = [left.pop(0)]
                while len(group) < 4:
                    clash = [sum(met.get(frozenset((c, g)), 0) for g in group) for c in left]
                    least = min(clash)
                    pick = [c for c, k in zip(left, clash) if k == least]
                    chosen = pick[0] if order is not None else rng.choice(pick)
                    group.append(chosen)
                    left.remove(chosen)
                groups.append(group)
            cost = sum(met.get(frozenset((a, b)), 0) ** 2 for g in groups
                       for i, a in enumerate(g) for b in g[i + 1:])
            if best is None or cost < best[0]:
                best = (cost, groups)
            if cost == 0:
                break
        assert best is not None
        groups = best[1]
        for g in groups:
            meet(g)
        for p in idle:
            byes[p] += 1
        # seats turn a place each round
        table.append(tuple(Game(r + 1, k + 1, tuple(g[(j - r) % 4] for j in range(4)))
                           for k, g in enumerate(groups)))
        out.append(tuple(sorted(idle)))
    return table, out


# --- Swiss ---------------------------------------------------------------------------------

def _swiss(names: tuple[str, ...], group: str, game: str, results: tuple[Result, ...],
           rounds: int | None, seed: int) -> Draw:
    played = sorted({r.round for r in results})
    if played and played != list(range(1, len(played) + 1)):
        missing = next(k for k in range(1, len(played) + 1) if k not in played)
        raise InvalidOptionError(_("The results have no games of round {round}; a Swiss draw "
                                   "needs every round before the next.", round=missing))
    index = {_player_key(name): i for i, name in enumerate(names)}
    earlier: list[tuple[Game, ...]] = []
    idle_before: list[tuple[int, ...]] = []
    for k in played:
        games = []
        for r in results:
            if r.round == k:
                games.append(Game(k, r.board, tuple(_player_index(index, p, r) for p in
                                                      r.players)))
        earlier.append(tuple(sorted(games, key=lambda g: g.board)))
        busy = {p for g in games for p in g.players}
        idle_before.append(tuple(p for p in range(len(names)) if p not in busy))
    if rounds is not None and len(played) >= rounds:
        return Draw(names, group, "swiss", game, tuple(earlier), tuple(idle_before))
    table = standings(names, group, results)
    order = [names.index(s.name) for s in table]
    nxt = len(played) + 1
    if group == "pairs":
        games, idle = _swiss_pairs(order, earlier, idle_before, nxt)
    else:
        met = [g.players for rnd in earlier for g in rnd]
        t, o = _greedy_fours(len(names), 1, seed + nxt, met, order)
        games = tuple(Game(nxt, g.board, g.players) for g in t[0])
        idle = o[0]
    return Draw(names, group, "swiss", game, tuple(earlier) + (games,),
                tuple(idle_before) + (idle,))


def _player_index(index: dict[str, int], name: str, r: Result) -> int:
    if _player_key(name) not in index:
        raise _not_a_player(name, r)
    return index[_player_key(name)]


def _not_a_player(name: str, r: Result) -> InvalidOptionError:
    return InvalidOptionError(_("Round {round}, board {board}: {name} is not one of the "
                                "players.", round=r.round, board=r.board, name=shown(name)))


def _swiss_pairs(order: list[int], earlier: list[tuple[Game, ...]],
                 idle_before: list[tuple[int, ...]], nxt: int
                 ) -> tuple[tuple[Game, ...], tuple[int, ...]]:
    met = {frozenset(g.players) for rnd in earlier for g in rnd}
    souths: dict[int, int] = {}
    for rnd in earlier:
        for g in rnd:
            souths[g.players[0]] = souths.get(g.players[0], 0) + 1
    people = list(order)
    idle: tuple[int, ...] = ()
    if len(people) % 2:
        had = {p for rnd in idle_before for p in rnd}
        out = next((p for p in reversed(people) if p not in had), people[-1])
        people.remove(out)
        idle = (out,)

    def pair(rest: list[int]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        a = rest[0]
        for b in rest[1:]:
            if frozenset((a, b)) in met:
                continue
            tail = pair([p for p in rest[1:] if p != b])
            if tail is not None:
                return [(a, b)] + tail
        return None

    pairs = pair(people)
    if pairs is None:          # everyone has met everyone: pair in order, rematches allowed
        pairs = [(people[i], people[i + 1]) for i in range(0, len(people), 2)]
    games = []
    for k, (a, b) in enumerate(pairs, 1):
        if souths.get(a, 0) > souths.get(b, 0):
            a, b = b, a                      # who went first less often goes first
        games.append(Game(nxt, k, (a, b)))
    return tuple(games), idle


# --- results and the table -------------------------------------------------------------------

def draw_csv(draw: Draw, *, language: str | None = None) -> str:
    """The draw as a CSV with the blanks the class fills in (seeds, moves, finished,
    minutes): type them in, and it reads back with :func:`read_results`. Its first line
    names the columns in ``language`` (None: the language in use); numbered players keep the
    names the draw gave them."""
    with use_language(language):
        return _draw_csv(draw)


def _draw_csv(draw: Draw) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(column_names())
    for games in draw.rounds:
        for g in games:
            row: list[object] = [g.round, g.board, draw.game]
            names = draw.names(g)
            for k in range(4):
                row += [names[k], ""] if k < len(names) else ["", ""]
            row += ["", "", ""]
            writer.writerow(row)
    return out.getvalue()


def _yes_no(text: str, where: str) -> bool:
    ended = yes_or_no(text)
    if ended is None:
        raise InvalidOptionError(_("{where}: finished must be yes (the game ended) or no (the "
                                   "timer stopped it), not {value}.", where=where,
                                   value=shown(text)))
    return ended


def _whole(text: str, what: str, where: str, low: int = 0, high: int = 9999) -> int:
    """``text`` as a whole number; ``what`` names it ("the seeds")."""
    t = text.strip()
    if not (t.isascii() and t.isdigit()) or not low <= int(t) <= high:
        # TRANSLATORS: {where} is "Line 3 of results.csv"; {what} "the seeds", "the round".
        raise InvalidOptionError(_("{where}: {what} must be a whole number from {low} to "
                                   "{high}, not {value}.", where=where, what=what, low=low,
                                   high=high, value=shown(text)))
    return int(t)


def read_results(text: str, *, source: str | None = None) -> tuple[Result, ...]:
    """The games in ``text`` (CSV with a header row naming its columns, in any order: round,
    board, game, player 1, seeds 1, ... player 4, seeds 4, moves, finished, minutes; rows
    whose seeds are all blank are games not played yet and are skipped)."""
    if not isinstance(text, str):
        raise InvalidOptionError(_("The results are text (CSV), not {value}.",
                                   value=shown(text)))
    # TRANSLATORS: what the errors call the results when they are not from a file.
    source = pgettext("source", "the results") if source is None else source
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    names = column_names()
    if not rows:
        # TRANSLATORS: {source} is "the results" or a file's name.
        raise InvalidOptionError(_("{source} are empty: the first line names the columns "
                                   "({columns}, ...).", source=source.capitalize(),
                                   columns=", ".join(names[:5])))
    header = [csv_column(h) for h in rows[0]]
    need = ("round", "board", "player 1", "seeds 1", "player 2", "seeds 2")
    missing = [c for c in need if c not in header]
    if missing:
        raise InvalidOptionError(_("{source} have no column {column}; the first line names the "
                                   "columns: {columns}.", source=source.capitalize(),
                                   column=shown(names[COLUMNS.index(missing[0])]),
                                   columns=", ".join(names)))
    out = []
    for number, row in enumerate(rows[1:], 2):
        cell = dict(zip(header, [c.strip() for c in row]))
        where = _("Line {number} of {source}", number=number, source=source)
        players, seeds = [], []
        for k in range(1, 5):
            name = " ".join(cell.get(f"player {k}", "").split())
            score = cell.get(f"seeds {k}", "")
            if name:
                players.append(name)
                seeds.append(score)
        if not any(seeds):
            continue                         # not played yet
        if len(players) not in (2, 4):
            raise InvalidOptionError(_("{where}: a game has 2 or 4 players, not {count}.",
                                       where=where, count=len(players)))
        # TRANSLATORS: what a column holds, in the errors: "{where}: the seeds must be ...".
        counts = tuple(_whole(s, pgettext("value", "the seeds"), where, 0, 999) for s in seeds)
        moves = cell.get("moves", "")
        minutes = cell.get("minutes", "")
        out.append(Result(
            _whole(cell["round"], pgettext("value", "the round"), where, 1, MAX_ROUNDS),
            _whole(cell["board"], pgettext("value", "the board"), where, 1, 99),
            cell.get("game", "") or "kalah", tuple(players), counts,
            _whole(moves, pgettext("value", "the number of moves"), where, 0, 5000)
            if moves else None,
            _yes_no(cell.get("finished", "") or "yes", where),
            float(_whole(minutes, pgettext("value", "the minutes"), where, 0, 600))
            if minutes else None))
    return tuple(out)


def places(seeds: tuple[int, ...]) -> tuple[int, ...]:
    """Each player's place by seeds (1 = most); equal seeds share the higher place."""
    return tuple(1 + sum(1 for t in seeds if t > s) for s in seeds)


def standings(players: tuple[str, ...] | list[str] | int, group: str,
              results: tuple[Result, ...] | list[Result]) -> list[Standing]:
    """The results table, best first: points, then seeds won, then the list's order."""
    names = player_names(players)
    group = check_choice("way of grouping", group, GROUPS)
    table = {_player_key(n): Standing(n, i) for i, n in enumerate(names)}
    for r in results:
        if len(r.players) != len(SEATS[group]):
            values = dict(round=r.round, board=r.board, count=len(r.players))
            raise InvalidOptionError(
                _("Round {round}, board {board} has {count} players, but this tournament is "
                  "played in pairs.", **values) if group == "pairs" else
                _("Round {round}, board {board} has {count} players, but this tournament is "
                  "played in fours.", **values))
        got = places(r.seeds)
        for name, seeds, place in zip(r.players, r.seeds, got):
            if _player_key(name) not in table:
                raise _not_a_player(name, r)
            s = table[_player_key(name)]
            s.played += 1
            s.seeds += seeds
            s.places.append(place)
            if group == "pairs" and r.seeds[0] == r.seeds[1]:
                s.drawn += 1
                s.points += DRAW_POINTS
            else:
                s.points += POINTS[group][place - 1]
    return sorted(table.values(), key=lambda s: (-s.points, -s.seeds, s.order))


__all__ = ["COLUMNS", "Draw", "GROUPS", "Game", "Result", "SEATS", "SYSTEMS", "Standing",
           "column_names", "csv_column", "draw_csv", "make_draw", "numbered_players",
           "places", "player_names", "read_results", "standings", "yes_or_no"]
