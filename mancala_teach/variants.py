"""The variant registry: every game in the seed documents, its options and their defaults.

Look a variant up by name or alias, case-insensitively (``find_variant("Mancala")``), and
build rules with options: ``variant("kalah", pits=4)`` or ``variant("kalah pits=4 seeds=3")``.
Where the seeds disagree or are vague, the choice is a named option whose default is the one
tournament or commercial play uses; the decisions are written in each builder's docstring and
in :attr:`Variant.decisions`, which the rule sheets print.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from . import rules as R
from .checks import is_whole, name_value_pairs
from .errors import InvalidOptionError, InvalidSetupError, UnknownVariantError, shown
from .rules import Rules

# Positions live a layer below the rules. mancala_teach.position fills this slot when it is
# imported (the package imports it first thing), so Variant.start can make one.
_position_maker: Callable[[Rules], Any] | None = None


def register_position_maker(make: Callable[[Rules], Any]) -> None:
    """Let :meth:`Variant.start` build starting positions with ``make(rules)``."""
    global _position_maker
    _position_maker = make


@dataclass(frozen=True)
class Option:
    """One named rule option, with the sentence a rule sheet prints for each value."""

    name: str
    default: Any
    help: str
    says: Callable[[Any], str]
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None
    source: str = ""

    @property
    def kind(self) -> type:
        return type(self.default)

    def check(self, value: Any, variant: str) -> Any:
        """Return ``value`` converted to the option's type, or raise with a plain sentence."""
        if isinstance(value, str) and self.kind is not str:
            value = self._parse(value, variant)
        if self.kind is bool:
            if not isinstance(value, bool):
                raise InvalidOptionError(
                    f"{variant}: option {self.name} must be yes or no, not {shown(value)}.")
            return value
        if self.kind is int:
            if not is_whole(value):
                raise InvalidOptionError(
                    f"{variant}: option {self.name} must be a whole number from {self.low} "
                    f"to {self.high}, not {shown(value)}.")
            if not self.low <= value <= self.high:
                raise InvalidOptionError(
                    f"{variant}: {self.name}={shown(value)} is not allowed; "
                    f"{self.help[0].lower()}{self.help[1:]}")
            return value
        if self.kind is tuple:
            # whole numbers only: 6.5 pebbles or True is a mistake, not a number to round
            if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list)):
                raise InvalidSetupError(
                    f"{variant}: option {self.name} must be a list of whole numbers, "
                    f"not {shown(value)}.")
            for v in value:
                if not is_whole(v):
                    raise InvalidSetupError(
                        f"{variant}: option {self.name} must be a list of whole numbers, and "
                        f"{shown(v, 30)} is not one.")
            return tuple(int(v) for v in value)
        if not isinstance(value, str) or value not in self.choices:
            allowed = ", ".join(self.choices)
            raise InvalidOptionError(
                f"{variant}: {self.name}={shown(value, 30)} is not allowed; choose one of: "
                f"{allowed}.")
        return value

    def _parse(self, text: str, variant: str) -> Any:
        t = text.strip().lower()
        if self.kind is bool:
            if t in ("yes", "true", "on", "1"):
                return True
            if t in ("no", "false", "off", "0"):
                return False
            raise InvalidOptionError(
                f"{variant}: option {self.name} must be yes or no, not {shown(text)}.")
        if self.kind is int:
            try:
                if len(t) > 12:
                    raise ValueError(t)     # never int() a huge string
                return int(t)
            except ValueError:
                raise InvalidOptionError(
                    f"{variant}: option {self.name} must be a whole number from {self.low} "
                    f"to {self.high}, not {shown(text)}.") from None
        if self.kind is tuple:
            counts = [v for v in t.replace(" ", ",").split(",") if v]
            if not all(v.isascii() and v.isdigit() and len(v) <= 12 for v in counts):
                raise InvalidSetupError(
                    f"{variant}: option {self.name} must be whole numbers separated by commas, "
                    f"not {shown(text)}.")
            return tuple(int(v) for v in counts)
        return t


@dataclass(frozen=True)
class Variant:
    """A game from the seeds: its names, its options, and how to build its rules."""

    name: str
    title: str
    aliases: tuple[str, ...]
    summary: str
    sources: tuple[str, ...]
    options: tuple[Option, ...]
    build: Callable[[dict[str, Any]], Rules] = field(repr=False)
    decisions: tuple[str, ...] = ()

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options) or "none"
        raise InvalidOptionError(f"{self.title} has no option {shown(name, 30)}; its options are: "
                                 f"{known}.")

    def rules(self, **options: Any) -> Rules:
        """Validated rules with ``options`` over the defaults."""
        values = {o.name: o.default for o in self.options}
        for name, value in options.items():
            values[name] = self.option(name).check(value, self.title)
        rules = self.build(values)
        given = tuple((o.name, values[o.name]) for o in self.options
                      if values[o.name] != o.default)
        rules = replace(rules, options=given, definition=self)
        # The same rules are the same object, so the engine's per-ruleset lookups (kept on
        # the object) are built once, not once per game.
        return _INTERNED.setdefault((rules, given), rules)

    def start(self, **options: Any) -> Any:
        """The starting position of a new game (a :class:`mancala_teach.Position`)."""
        if _position_maker is None:
            raise RuntimeError("import mancala_teach first: it sets up the position maker")
        return _position_maker(self.rules(**options))

    def __reduce__(self) -> tuple:
        # A variant is its registry entry: a copy (a pickled Rules holds one) finds it again.
        return (find_variant, (self.name,))

    def options_in_force(self, rules: Rules) -> list[str]:
        """One plain sentence per option, as a rule sheet prints them."""
        given = dict(rules.options)
        return [o.says(given.get(o.name, o.default)) for o in self.options]


_INTERNED: dict[tuple[Rules, tuple], Rules] = {}


def _pits(low: int, high: int, default: int, source: str) -> Option:
    return Option("pits", default, f"Pits per side can be any number from {low} to {high}.",
                  lambda v: f"{v} pits on each side.", low=low, high=high, source=source)


def _seeds(low: int, high: int, default: int, source: str) -> Option:
    return Option("seeds", default, f"Seeds per pit can be any number from {low} to {high}.",
                  lambda v: f"{v} seeds in each pit at the start.", low=low, high=high,
                  source=source)


# --- Kalah ------------------------------------------------------------------------------------

KALAH_OPTIONS = (
    _pits(1, 10, 6, "seeds 000, 001, 002"),
    _seeds(1, 10, 4, "seeds 000, 001, 002 (2 to 8 per pit)"),
    Option("capture_empty_opposite", False,
           "Whether a last seed in your own empty pit captures when the pit opposite is empty.",
           lambda v: ("A last seed in an empty pit of yours is captured even when the pit "
                      "opposite is empty." if v else
                      "A last seed in an empty pit of yours captures only when the pit "
                      "opposite has seeds."),
           source="seed 003 (stealing needs seeds opposite)"),
    Option("game_end", "either_side_empty",
           "When the game ends: either_side_empty (as soon as one side is empty) or "
           "one_last_move (the other player gets one more move to put seeds there).",
           lambda v: ("The game ends as soon as all the pits on one side are empty."
                      if v == "either_side_empty" else
                      "When one side is empty, the other player gets one last move; if it puts "
                      "seeds on the empty side, the game goes on."),
           choices=("either_side_empty", "one_last_move"), source="seeds 000, 003"),
    Option("leftovers", "owner",
           "Who gets the seeds left on the board at the end: owner, not_counted or "
           "first_to_empty.",
           lambda v: {
               "owner": "At the end, seeds left in a player's pits go to that player's store.",
               "not_counted": "At the end, seeds left in the pits are not counted.",
               "first_to_empty": "At the end, the player whose side is empty takes the seeds "
                                 "left on the other side.",
           }[v],
           choices=("owner", "not_counted", "first_to_empty"), source="seeds 000, 001, 002"),
    Option("pie_rule", False,
           "Whether the second player may swap sides instead of making their first move.",
           lambda v: ("Pie rule: after the first move, the second player may swap sides."
                      if v else "No pie rule: players keep their sides."),
           source="seed 001"),
    Option("finish_at_majority", False,
           "Whether the game stops as soon as a store holds more than half of all the seeds.",
           lambda v: ("The game stops as soon as one store holds more than half of all the "
                      "seeds." if v else "The game is played to the end."),
           source="seed 003 (25 or more)"),
)


def _teams_option() -> Option:
    return Option(
        "teams", False,
        "Whether four people play in two teams of two, partners sharing a side.",
        lambda v: ("Four players in two teams: partners share a side and take turns for it, "
                   "in the order South's first player, North's first player, South's second "
                   "player, North's second player. A player who earns another turn plays it. "
                   "Scores are per team." if v else "One player on each side."),
        source="seed 002 (play as two teams of two)")


KALAH_OPTIONS = KALAH_OPTIONS + (_teams_option(),)


def _kalah(o: dict[str, Any]) -> Rules:
    """Kalah, the commercial "Mancala" (seeds 000, 001, 002, 003).

    Sow counterclockwise into your own store but never the opponent's; a last seed in your
    store earns another turn; a last seed in an empty pit of yours captures the seeds opposite
    and the capturing seed. Decisions: when the opposite pit is empty nothing is captured
    (seed 003's stealing needs seeds opposite; option ``capture_empty_opposite``); the game
    ends as soon as either side is empty (seed 000; seed 003's one last move is an option);
    leftovers go to the side's owner (seed 000; seeds 001 and 002 give the other two options).
    With the pie rule (seed 001) North may swap sides instead of its first move; the position
    records whether the swap is still open, so it is gone once North has moved, even with a
    move that earned another turn.
    """
    if o["teams"] and o["pie_rule"]:
        raise InvalidOptionError("Kalah: the pie rule swaps sides between two players, so it "
                                 "cannot be used with teams=yes.")
    return Rules(
        variant="kalah", title="Kalah", pits_per_side=o["pits"], seeds_per_pit=o["seeds"],
        landing=R.KALAH, sow_into_store=True,
        capture_empty_opposite=o["capture_empty_opposite"], game_end=o["game_end"],
        leftovers=o["leftovers"], swap="pie" if o["pie_rule"] else None,
        finish_at_majority=o["finish_at_majority"], teams=o["teams"])


# --- Oware (Abapa) and Wari -------------------------------------------------------------------

def _grand_slam_option(source: str) -> Option:
    return Option(
        "grand_slam", "no_capture",
        "What a move that would capture every seed on the opponent's side does: "
        + ", ".join(R.GRAND_SLAM_RULES) + ".",
        lambda v: {
            "no_capture": "Grand slam: a move that would take all the opponent's seeds is "
                          "allowed but captures nothing.",
            "forbidden": "Grand slam: you may not make a move that takes all the opponent's "
                         "seeds (unless every move would).",
            "opponent_takes_rest": "Grand slam: it captures, ends the game, and the seeds left "
                                   "on the board go to the opponent.",
            "spare_last": "Grand slam: it captures everything except the seeds in the last "
                          "house.",
            "spare_first": "Grand slam: it captures everything except the seeds in the first "
                           "house of the capture.",
            "capture_all": "Grand slam: no special rule; it captures all the opponent's seeds.",
        }[v],
        choices=R.GRAND_SLAM_RULES, source=source)


def _chain_option(default: str) -> Option:
    return Option(
        "capture_chain", default,
        "Which earlier pits are captured with the last one: contiguous (going back while "
        "they hold 2 or 3) or any_sown (every opponent pit sown into that now holds 2 or 3).",
        lambda v: ("After the last pit, you also take the pits just before it, going back "
                   "while each holds 2 or 3 and is on your opponent's side."
                   if v == "contiguous" else
                   "After the last pit, you also take any other pit on your opponent's side "
                   "that you sowed into and that now holds 2 or 3."),
        choices=("contiguous", "any_sown"), source="seeds 002, 003 (contiguous), 004 (any_sown)")


def _oware_options(chain: str) -> tuple[Option, ...]:
    return (_pits(1, 10, 6, "seeds 003, 004"), _seeds(1, 10, 4, "seeds 002, 003, 004"),
            _grand_slam_option("seed 004"), _chain_option(chain), _teams_option())


def _oware(o: dict[str, Any], variant: str = "oware", title: str = "Oware (Abapa)") -> Rules:
    """Oware with the Abapa tournament rules (seeds 003, 004, 002).

    No sowing into stores; a lap of 12 or more skips the pit it started from; the last seed on
    the opponent's side making 2 or 3 captures, and so do the pits before it, going back while
    they hold 2 or 3 and are on the opponent's side. You must feed an opponent who has no seeds;
    if you cannot, you take the seeds on your side and the game ends. More than half the seeds
    wins (25 of 48); half each is a draw. A repeated position ends the game and each player
    takes the seeds on their side (seed 004's endless game). Grand slam: the Abapa rule
    (allowed, captures nothing) by default; seed 004's other five are options.
    """
    return Rules(
        variant=variant, title=title, pits_per_side=o["pits"], seeds_per_pit=o["seeds"],
        landing=R.OWARE, skip_origin=True, capture_counts=frozenset({2, 3}),
        capture_chain=o["capture_chain"], must_feed="oware", grand_slam=o["grand_slam"],
        finish_at_majority=True, repetition_ends=True, teams=o["teams"])


def _wari(o: dict[str, Any]) -> Rules:
    """Wari as seed 004 tells it: Oware whose capture takes every pit sown into.

    Seed 004's second worked example takes houses 12, 10 and 8 (3 + 2 + 3 = 8 seeds) although
    11 and 9 lie between them, so its capture is not a contiguous chain: every pit on the
    opponent's side that this move sowed into and that now holds 2 or 3 is taken, provided the
    last seed's pit holds 2 or 3. The grand slam default is the tournament (Abapa) rule.
    """
    return _oware(o, variant="wari", title="Wari")


# --- Lane's Egyptian games --------------------------------------------------------------------

IGNORANT_SETUP = (5, 7, 4, 8, 6, 6, 4, 9, 5, 7, 6, 5)
WISE_SETUP = (0, 8, 10, 9, 9, 0, 0, 9, 9, 10, 8, 0)


def _setup_option(default: tuple[int, ...], wise: bool) -> Option:
    rule = ("Twelve counts for cells A to L that add up to 72, with cells A, F, G and L empty "
            "and a cell filled exactly when the cell opposite is filled." if wise else
            "Twelve counts for cells A to L that add up to 72.")
    return Option("setup", default, rule,
                  lambda v: "South sets up the pebbles: " + ", ".join(
                      f"{chr(65 + i)} {n}" for i, n in enumerate(v)) + ".",
                  source="seed 000 (tebweez)")


def _check_lane_setup(setup: tuple[int, ...], wise: bool, title: str) -> None:
    if len(setup) != 12:
        raise InvalidSetupError(
            f"{title}: the set-up needs 12 counts, one for each cell A to L, not {len(setup)}.")
    if any(n < 0 for n in setup):
        raise InvalidSetupError(f"{title}: a cell cannot hold a negative number of pebbles.")
    if any(n > 72 for n in setup):
        raise InvalidSetupError(f"{title}: a cell cannot hold more than the 72 pebbles of "
                                f"the game.")
    if sum(setup) != 72:
        raise InvalidSetupError(
            f"{title}: the set-up must place all 72 pebbles, but these counts add up to "
            f"{sum(setup)}.")
    if wise:
        if any(setup[i] for i in (0, 5, 6, 11)):
            raise InvalidSetupError(
                f"{title}: the end cells A, F, G and L must be left empty at the start.")
        for i in range(1, 5):
            if bool(setup[i]) != bool(setup[11 - i]):
                raise InvalidSetupError(
                    f"{title}: cell {chr(65 + i)} and the cell opposite, {chr(65 + 11 - i)}, "
                    f"must both hold pebbles or both be empty.")


def _lane(o: dict[str, Any], wise: bool) -> Rules:
    title = "Lane's Game of the Wise" if wise else "Lane's Game of the Ignorant"
    _check_lane_setup(o["setup"], wise, title)
    return Rules(
        variant="lane-wise" if wise else "lane-ignorant", title=title, pits_per_side=6,
        seeds_per_pit=6, landing=R.LANE, setup=o["setup"],
        start_rightmost=(not wise and o["start"] == "rightmost"),
        capture_counts=frozenset({2, 4}), extra_turn_on_capture=wise, must_feed="lane",
        swap="lane", swap_keeps_turn=not wise, first_player=1, repetition_ends=True)


def _lane_ignorant(o: dict[str, Any]) -> Rules:
    """Lane's Game of the Ignorant, El-Ghasheem (seed 000).

    South (the first player) sets up all 72 pebbles; North may take the other side instead
    and still moves first. Every move starts from the mover's rightmost cell (F for South, L
    for North); when that cell is empty we take the next one to its left that holds pebbles
    (decision: seed 000 names "their most right cell" only; option ``start=any`` frees it).
    Sowing is counterclockwise with no stores. A last cell holding 1 ends the turn; 3, 5 or
    more: pick them up and sow on (relay); 2 or 4: capture it and the unbroken run of cells
    just sown before it that hold 2 or 4, each with its opposite cell, and the turn ends. A
    player whose opponent has no pebbles and who has a cell with more than one must put a
    single pebble into the opponent's first cell. A lone last pebble goes to the owner of its
    side. Decisions of ours: a relay that repeats itself forever, or a position that repeats,
    ends the round with each player taking the pebbles on their side (seed 004's endless-game
    rule), so every round ends. A capture run (rule 9) is read from the counts as they stood
    when the sowing ended, so a cell emptied earlier in the same capture as the opposite of a
    run cell does not break the run. Rule 11's feed is the whole turn: one pebble from a cell
    holding more than one (here the rightmost such cell, unless ``start=any``) into the
    opponent's first cell (G or A); with only single pebbles the mover sows as usual. The
    choice of sides (rule 6) is made instead of North's first move and is gone once North
    has moved.
    """
    return _lane(o, wise=False)


def _lane_wise(o: dict[str, Any]) -> Rules:
    """Lane's Game of the Wise, El-Akil (seed 000).

    As the Game of the Ignorant, except: the set-up uses only the middle cells B-E and H-K,
    filling a cell exactly when the cell opposite is filled; a player who swaps sides gives up
    the first move; a move may start from any cell of the mover's; and a capture earns
    another move from any cell. The same decisions as the Game of the Ignorant apply (capture
    runs read from the counts when the sowing ended; rule 11's feed is the whole turn, from
    any cell of the mover's holding more than one; the choice of sides is gone once North
    has moved, even if that move earned another).
    """
    return _lane(o, wise=True)


# --- Giuthi -----------------------------------------------------------------------------------

def _giuthi(o: dict[str, Any]) -> Rules:
    """Giuthi from Kenya (seed 002).

    The mover picks a pit with more than one seed and a direction. When the last seed lands in
    an occupied pit, all its seeds are picked up and sown in the opposite direction, back and
    forth until a last seed lands in an empty pit. In an empty pit of the mover's, the seed
    and the opposite pit's seeds are captured, but only if seeds were sown into that opposite
    pit during this turn. Then the capture goes on along the mover's row, in the direction
    the last seeds were travelling, through each empty pit whose opposite pit holds seeds
    (decision: the pit just behind the landing pit always got a seed, so "onward" is the only
    reading under which the chain can happen; option ``chain_captures``). No sowing into
    stores. A player with no pit of two or more passes. The game ends when a player has four
    seeds or fewer on their side, when neither player can move, or when a position repeats;
    each player keeps the seeds on their side.
    """
    return Rules(
        variant="giuthi", title="Giuthi", pits_per_side=o["pits"], seeds_per_pit=o["seeds"],
        landing=R.GIUTHI, either_direction=True, min_seeds_to_move=2,
        chain_captures=o["chain_captures"], repetition_ends=True, few_seeds_end=4)


# --- The four-sided board --------------------------------------------------------------------

FOUR_OPTIONS = (
    Option("pits", 6, "Pits per row can be any number from 3 to 6.",
           lambda v: f"{v} pits in each of the four rows.", low=3, high=6,
           source="seed 002 (more rows and mancalas); ours"),
    _seeds(1, 10, 4, "seeds 000, 001, 002 (as Kalah)"),
    Option("facing", "across",
           "Which pit faces yours for a capture: across (straight across the square, in the "
           "opposite row) or next_row (in the next row counterclockwise, mirrored in the "
           "corner between the rows).",
           lambda v: ("The pit facing yours is the one straight across the square, in the "
                      "opposite row." if v == "across" else
                      "The pit facing yours is in the next row counterclockwise: fold the two "
                      "rows at the corner between them and it lies on top of yours."),
           choices=("across", "next_row"), source="ours (the sources give only the idea)"),
    Option("capture_empty_opposite", False,
           "Whether a last seed in your own empty pit captures when the pit facing it is empty.",
           lambda v: ("A last seed in an empty pit of yours is captured even when the pit "
                      "facing it is empty." if v else
                      "A last seed in an empty pit of yours captures only when the pit facing "
                      "it has seeds."),
           source="seed 003 (stealing needs seeds opposite), as Kalah"),
    Option("game_end", "any_row_empty",
           "When the game ends: any_row_empty (as soon as any player's row is empty) or "
           "board_empty (a player whose row is empty misses their turn, and the game ends "
           "when every pit is empty).",
           lambda v: ("The game ends as soon as any player's row is empty."
                      if v == "any_row_empty" else
                      "A player whose row is empty misses their turn; the game ends when every "
                      "pit is empty."),
           choices=("any_row_empty", "board_empty"), source="ours (Kalah's rule, seed 000)"),
    Option("leftovers", "owner",
           "Who gets the seeds left on the board at the end: owner or not_counted.",
           lambda v: ("At the end, seeds left in a player's row go to that player's store."
                      if v == "owner" else "At the end, seeds left in the pits are not counted."),
           choices=("owner", "not_counted"), source="seeds 000, 001, 002 (as Kalah)"),
    Option("turn_order", "counterclockwise",
           "Who plays next: counterclockwise (the player whose row your seeds reach first) or "
           "clockwise.",
           lambda v: (f"Players take turns {v}: South, "
                      + ("East, North, West." if v == "counterclockwise"
                         else "West, North, East.")),
           choices=("counterclockwise", "clockwise"), source="seed 001 (counterclockwise)"),
    Option("partners", False,
           "Whether the players sitting opposite are partners: South and North against East "
           "and West.",
           lambda v: ("Two teams: South and North (sitting opposite) against East and West. "
                      "Each player sows and captures for their own store, and at the end the "
                      "partners add their stores together." if v else
                      "Everyone plays for themselves."),
           source="seed 002 (play as two teams of two)"),
)


def _four_sided(o: dict[str, Any]) -> Rules:
    """Mancala for four on a square board (seed 002: "change your board so that it has more
    rows and mancalas"; four-player boards are sold).

    Four rows of pits round a square, one row and one store per player, each store at the
    corner after its owner's row: South's between South's row and East's, and so on round.
    Pits are lettered on round the square, A-F South, G-L East, M-R North, S-X West with six
    pits a row. Sowing goes counterclockwise through every row and only the mover's own store
    (the other stores are skipped). Kalah's laws: a last seed in your store earns another turn;
    a last seed in an empty pit of yours captures it and the seeds in the pit facing it.
    Decisions of ours (the sources give only the idea), each an option: the facing pit is the
    one straight across the square (South's first faces North's last, as A faces L on the
    usual board); a capture needs seeds in the facing pit (Kalah's default); the game ends as
    soon as any row is empty and each player keeps the seeds in their row (Kalah's rule,
    which a class already knows, and which always ends: the stores only fill, and while no
    seed reaches a store every seed moves along its own row towards its store, so that cannot
    go on for ever); turns go counterclockwise, the way the seeds go. With ``partners=yes``
    the players sitting opposite are partners (seed 002: "play as two teams of two"): each
    still sows and captures for their own store, and the partners' stores are added up.
    """
    return Rules(
        variant="four-sided", title="Four-sided mancala", pits_per_side=o["pits"],
        seeds_per_pit=o["seeds"], landing=R.FOUR, sow_into_store=True, sides=4,
        facing=o["facing"], capture_empty_opposite=o["capture_empty_opposite"],
        game_end=o["game_end"], leftovers=o["leftovers"],
        turn_order=1 if o["turn_order"] == "counterclockwise" else -1,
        partners_opposite=o["partners"])


# Choices of ours where the sources are vague, printed on the rule sheets (plain words, no
# source numbers: the docstrings above cite the seeds).
_FORBIDDEN_FALLBACK = ("When grand slams are forbidden and every move would be one, they are "
                       "allowed and capture nothing.")
_REPEATS_END_OWARE = ("A position that comes round again ends the game; each player takes the "
                      "seeds on their side.")
_LANE_RUN = ("A run of captures is judged by the counts when the last pebble lands: a cell "
             "emptied earlier in the same capture, because it was opposite a cell of the run, "
             "still counts as part of the run.")
_LANE_FEED = ("Feeding (Lane's rule 11): when your opponent has no pebbles and a cell of yours "
              "holds more than one, your whole turn is to put one pebble from such a cell into "
              "their first cell (G if you are South, A if you are North); then they move. If "
              "all your pebbles are single, you sow as usual.")
_LANE_REPEATS = ("A sowing or a position that repeats ends the round; each player takes the "
                 "pebbles on their side.")
_LANE_ROUNDS = "Lane does not say who sets up later rounds: the players take turns."

VARIANTS: tuple[Variant, ...] = (
    Variant(
        "kalah", "Kalah", ("mancala", "kalaha", "commercial mancala"),
        "The commercial game: six pits and a store each, sow into your own store, capture "
        "from an empty pit of yours.",
        ("seed 000", "seed 001", "seed 002", "seed 003"), KALAH_OPTIONS, _kalah,
        ("With the pie rule, North may swap sides only instead of its first move: once North "
         "has moved, even with a move that earns another turn, the swap is gone.",)),
    Variant(
        "oware", "Oware (Abapa)", ("abapa", "awari", "ayo", "awale", "oware abapa"),
        "The tournament game of West Africa: no sowing into stores, capture 2s and 3s on the "
        "opponent's side, feed an opponent who has nothing.",
        ("seed 002", "seed 003", "seed 004"), _oware_options("contiguous"), _oware,
        (_FORBIDDEN_FALLBACK, _REPEATS_END_OWARE)),
    Variant(
        "wari", "Wari", ("warri", "walle", "adji"),
        "Oware as an older account tells it: a capture takes every pit sown that holds 2 or "
        "3, and there are six ways to treat a grand slam.",
        ("seed 004",), _oware_options("any_sown"), _wari,
        (_FORBIDDEN_FALLBACK, _REPEATS_END_OWARE)),
    Variant(
        "lane-ignorant", "Lane's Game of the Ignorant",
        ("ignorant", "game of the ignorant", "el-ghasheem", "leab el-ghasheem"),
        "Egyptian mancala recorded by E. W. Lane: 72 seeds set up by hand, relay sowing, "
        "captures of 2 or 4.",
        ("seed 000", "seed 001"),
        (_setup_option(IGNORANT_SETUP, wise=False),
         Option("start", "rightmost",
                "Which cell a move starts from: rightmost (the rightmost cell with pebbles) or "
                "any.",
                lambda v: ("Every move starts from your rightmost cell that has pebbles."
                           if v == "rightmost" else "A move may start from any of your cells."),
                choices=("rightmost", "any"), source="seed 000 rule 7")),
        _lane_ignorant,
        ("If your rightmost cell is empty, the move starts from the next cell to its left "
         "that has pebbles.",
         _LANE_RUN, _LANE_FEED + " In this game the pebble comes from your rightmost cell "
         "holding more than one (from any such cell if moves may start anywhere).",
         _LANE_REPEATS, _LANE_ROUNDS)),
    Variant(
        "lane-wise", "Lane's Game of the Wise",
        ("wise", "game of the wise", "el-akil", "leab el-akil", "el-akim"),
        "Lane's second Egyptian game: the set-up fills mirrored middle cells, and a capture "
        "earns another move.",
        ("seed 000", "seed 001"), (_setup_option(WISE_SETUP, wise=True),), _lane_wise,
        (_LANE_RUN, _LANE_FEED + " You choose which of those cells gives the pebble.",
         _LANE_REPEATS, _LANE_ROUNDS)),
    Variant(
        "giuthi", "Giuthi", ("gituthi",),
        "A Kenyan game: sow either way, relay back and forth, capture along a line of empty "
        "pits.",
        ("seed 002",),
        (_pits(5, 10, 6, "seed 002"), _seeds(2, 10, 6, "seed 002 (six seeds)"),
         Option("chain_captures", True,
                "Whether a capture goes on along your empty pits in the direction of sowing.",
                lambda v: ("A capture goes on through each next empty pit of yours whose "
                           "opposite pit has seeds." if v else
                           "Only the pit opposite the last seed is captured."),
                source="seed 002")),
        _giuthi,
        ("The chain of captures goes on in the direction the last seeds travelled.",
         "A position that comes round again ends the game; each player keeps the seeds on "
         "their side.")),
    Variant(
        "four-sided", "Four-sided mancala",
        ("four", "four-player", "mancala for four", "mancala-for-four", "square", "4-sided"),
        "Mancala for four on a square board: a row and a store for each player, Kalah's "
        "rules all the way round.",
        ("seed 002",), FOUR_OPTIONS, _four_sided,
        ("Sowing goes through every row but skips the other players' stores.",
         "Which pit faces yours, whether a capture needs seeds there, when the game ends, "
         "who gets the seeds left and the order of turns (the sources give only the idea of "
         "a four-player board).",
         "The game always ends: stores only fill up, and while no seed reaches a store every "
         "seed moves along its own row towards its owner's store.")),
)

_BY_NAME: dict[str, Variant] = {}
for _v in VARIANTS:
    for _key in (_v.name, _v.title, *_v.aliases):
        _BY_NAME[_key.lower()] = _v


def find_variant(name: str) -> Variant:
    """The variant called ``name`` (or one of its aliases), ignoring case."""
    known = ", ".join(v.name for v in VARIANTS)
    if not isinstance(name, str):
        raise UnknownVariantError(f"A variant is named by text, like 'kalah', not "
                                  f"{shown(name)}; choose one of: {known}.")
    key = " ".join(name.strip().lower().replace("_", "-").split())
    found = _BY_NAME.get(key) or _BY_NAME.get(key.replace("-", " "))
    if found is None:
        raise UnknownVariantError(f"There is no variant called {shown(name)}; choose one of: "
                                  f"{known}.")
    return found


def variant_of(rules: Rules) -> Variant:
    """The registry's entry ``rules`` were built from: kept on them (:attr:`Rules.definition`),
    and found by name only for rules made by hand."""
    return rules.definition if rules.definition is not None else find_variant(rules.variant)


def variant(spec: str | Rules, **options: Any) -> Rules:
    """Rules from a name and options: ``variant("kalah", pits=4)`` or ``variant("kalah pits=4")``."""
    if isinstance(spec, Rules):
        if not options:
            return spec
        merged = dict(spec.options)
        merged.update(options)
        return find_variant(spec.variant).rules(**merged)
    if not isinstance(spec, str):
        find_variant(spec)        # says what a variant name looks like
    # (The type is part of the key: 4.0 == 4 and True == 1, but only 4 and True are allowed.)
    cache_key = ((spec, tuple(sorted((k, type(v).__name__, v) for k, v in options.items())))
                 if options else spec)
    try:
        return _BY_SPEC[cache_key]
    except (KeyError, TypeError):       # new, or an option value that cannot be a dict key
        pass
    name, parsed = parse_spec(spec)
    for key in options:
        if key in parsed:
            raise InvalidOptionError(f"The option {shown(key)} is given twice, in "
                                     f"{shown(spec)} and as {key}={shown(options[key])}; give "
                                     f"it once.")
    parsed.update(options)
    rules = find_variant(name).rules(**parsed)
    try:
        if len(_BY_SPEC) < 4096:
            _BY_SPEC[cache_key] = rules
    except TypeError:
        pass
    return rules


# Rules already built from a spec: new_game("kalah") in a loop looks them up, not parses them.
_BY_SPEC: dict[Any, Rules] = {}


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``"kalah pits=4 seeds=3"`` into a name and its options (values still text)."""
    words = spec.split()
    if not words:
        raise UnknownVariantError("No variant was named; choose one of: "
                                  + ", ".join(v.name for v in VARIANTS) + ".")
    name_words = list(itertools.takewhile(lambda word: "=" not in word, words))
    # The options are read as the command line reads -o name=value (one reader for both).
    return " ".join(name_words), name_value_pairs(words[len(name_words):])
