"""The variant registry: every game in the seed documents, its options and their defaults.

Look a variant up by name or alias, case-insensitively (``find_variant("Mancala")``), and
build rules with options: ``variant("kalah", pits=4)`` or ``variant("kalah pits=4 seeds=3")``.
Where the seeds disagree or are vague, the choice is a named option whose default is the one
tournament or commercial play uses; the decisions are written in each builder's docstring and
in :attr:`Variant.decisions`, which the rule sheets print.

Every sentence is in the catalogue (:mod:`mancala_teach.i18n`) and said in the language in
use when it is read: an option's :attr:`~Option.help` and its :attr:`~Option.says` for a
value, a game's :attr:`~Variant.summary`, each :class:`Decision`'s :attr:`~Decision.text`,
every error. The registry keeps them in English (marked for the catalogue), in the words of
the sources (Lane's "cells" and "pebbles"); the rule sheets put them in the glossary's words
(:func:`mancala_teach.printables.wording.plain`), which the translations already use.
Names, aliases, option names and values are identifiers: they stay English.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any, Callable, NamedTuple

from . import rules as R
from .checks import is_whole, name_value_pairs
from .errors import InvalidOptionError, InvalidSetupError, UnknownVariantError, shown
from .glossary import choice_words, game_title
from .i18n import N_, _, comparable, ngettext, pgettext
from .rules import Rules

# Positions live a layer below the rules. mancala_teach.position fills this slot when it is
# imported (the package imports it first thing), so Variant.start can make one.
_position_maker: Callable[[Rules], Any] | None = None


def register_position_maker(make: Callable[[Rules], Any]) -> None:
    """Let :meth:`Variant.start` build starting positions with ``make(rules)``."""
    global _position_maker
    _position_maker = make


def _game(title: str) -> str:
    """A game's name at the start of a sentence (an error's), in the language in use."""
    name = game_title(title)
    return name[:1].upper() + name[1:]


def _said_yes_or_no(text: str) -> bool | None:
    """True or False for yes or no typed in English or in the language in use (``oui``,
    ``sí``); None for anything else."""
    if text in ("yes", "true", "on", "1"):
        return True
    if text in ("no", "false", "off", "0"):
        return False
    folded = comparable(text)
    for value in (True, False):
        if folded == comparable(choice_words("yes/no", value)):
            return value
    return None


@dataclass(frozen=True)
class Option:
    """One named rule option, with the sentence a rule sheet prints for each value.

    ``explains`` is what the option is for, in English (marked for the catalogue: ``{low}``,
    ``{high}`` and ``{choices}`` are filled in); :attr:`help` says it in the language in
    use. ``says(value)`` is the rule sheet's sentence for a value, in the language in use.
    """

    name: str
    default: Any
    explains: str
    says: Callable[[Any], str]
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None
    source: str = ""

    @property
    def help(self) -> str:
        """What the option is for and what it may be, in the language in use."""
        return _(self.explains, low=self.low, high=self.high,
                 choices=", ".join(map(str, self.choices or ())))

    @property
    def kind(self) -> type:
        return type(self.default)

    def check(self, value: Any, variant: str) -> Any:
        """Return ``value`` converted to the option's type, or raise with a plain sentence.
        ``variant`` is the game's English title (said in the language in use)."""
        game = _game(variant)
        if isinstance(value, str) and self.kind is not str:
            value = self._parse(value, variant)
        if self.kind is bool:
            if not isinstance(value, bool):
                raise InvalidOptionError(_("{game}: option {option} must be yes or no, not "
                                           "{value}.", game=game, option=self.name,
                                           value=shown(value)))
            return value
        if self.kind is int:
            if not is_whole(value):
                raise InvalidOptionError(_("{game}: option {option} must be a whole number "
                                           "from {low} to {high}, not {value}.", game=game,
                                           option=self.name, low=self.low, high=self.high,
                                           value=shown(value)))
            if not self.low <= value <= self.high:
                said = self.help
                # TRANSLATORS: {rule} is the option's help, its first letter in lower case
                # ("pits per side can be any number from 1 to 10.").
                raise InvalidOptionError(_("{game}: {option}={value} is not allowed; {rule}",
                                           game=game, option=self.name, value=shown(value),
                                           rule=said[:1].lower() + said[1:]))
            return value
        if self.kind is tuple:
            # whole numbers only: 6.5 pebbles or True is a mistake, not a number to round
            if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list)):
                raise InvalidSetupError(_("{game}: option {option} must be a list of whole "
                                          "numbers, not {value}.", game=game, option=self.name,
                                          value=shown(value)))
            for v in value:
                if not is_whole(v):
                    raise InvalidSetupError(_("{game}: option {option} must be a list of whole "
                                              "numbers, and {value} is not one.", game=game,
                                              option=self.name, value=shown(v, 30)))
            return tuple(int(v) for v in value)
        if not isinstance(value, str) or value not in self.choices:
            raise InvalidOptionError(_("{game}: {option}={value} is not allowed; choose one "
                                       "of: {choices}.", game=game, option=self.name,
                                       value=shown(value, 30),
                                       choices=", ".join(self.choices)))
        return value

    def _parse(self, text: str, variant: str) -> Any:
        t = text.strip().lower()
        if self.kind is bool:
            said = _said_yes_or_no(t)
            if said is None:
                raise InvalidOptionError(_("{game}: option {option} must be yes or no, not "
                                           "{value}.", game=_game(variant), option=self.name,
                                           value=shown(text)))
            return said
        if self.kind is int:
            try:
                if len(t) > 12:
                    raise ValueError(t)     # never int() a huge string
                return int(t)
            except ValueError:
                raise InvalidOptionError(_("{game}: option {option} must be a whole number "
                                           "from {low} to {high}, not {value}.",
                                           game=_game(variant), option=self.name, low=self.low,
                                           high=self.high, value=shown(text))) from None
        if self.kind is tuple:
            counts = [v for v in t.replace(" ", ",").split(",") if v]
            if not all(v.isascii() and v.isdigit() and len(v) <= 12 for v in counts):
                raise InvalidSetupError(_("{game}: option {option} must be whole numbers "
                                          "separated by commas, not {value}.",
                                          game=_game(variant), option=self.name,
                                          value=shown(text)))
            return tuple(int(v) for v in counts)
        return t


def _always(rules: Rules) -> bool:
    return True


class Decision(NamedTuple):
    """A choice of ours where the sources disagree or are vague, as a rule sheet prints it.

    ``key`` names it for code that picks one (a rule sheet that says it in its own words
    leaves it out); ``english`` is the sentence in English, marked for the catalogue, and
    :attr:`text` says it in the language in use; ``when`` says under which rules it matters
    (a decision about the pie rule, only when the pie rule is in force).
    """

    key: str
    english: str
    when: Callable[[Rules], bool] = _always

    @property
    def text(self) -> str:
        return _(self.english)

    def applies(self, rules: Rules) -> bool:
        return self.when(rules)


@dataclass(frozen=True)
class Variant:
    """A game from the seeds: its names, its options, and how to build its rules.

    ``about`` is the game in one sentence, in English (marked for the catalogue);
    :attr:`summary` says it in the language in use."""

    name: str
    title: str
    aliases: tuple[str, ...]
    about: str
    sources: tuple[str, ...]
    options: tuple[Option, ...]
    build: Callable[[dict[str, Any]], Rules] = field(repr=False)
    decisions: tuple[Decision, ...] = ()

    @property
    def summary(self) -> str:
        """The game in one sentence, in the language in use."""
        return _(self.about)

    def decision(self, key: str) -> str:
        """The decision called ``key``, in the language in use ("" if this game has none)."""
        return next((d.text for d in self.decisions if d.key == key), "")

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options) or pgettext("no options", "none")
        raise InvalidOptionError(_("{game} has no option {option}; its options are: "
                                   "{options}.", game=_game(self.title),
                                   option=shown(name, 30), options=known))

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
        """One plain sentence per option, as a rule sheet prints them, in the language in
        use."""
        given = dict(rules.options)
        return [o.says(given.get(o.name, o.default)) for o in self.options]


_INTERNED: dict[tuple[Rules, tuple], Rules] = {}


def _pits(low: int, high: int, default: int, source: str) -> Option:
    return Option("pits", default, N_("Pits per side can be any number from {low} to {high}."),
                  lambda v: ngettext("{n} pit on each side.", "{n} pits on each side.", v),
                  low=low, high=high, source=source)


def _seeds(low: int, high: int, default: int, source: str) -> Option:
    return Option("seeds", default, N_("Seeds per pit can be any number from {low} to {high}."),
                  lambda v: ngettext("{n} seed in each pit at the start.",
                                     "{n} seeds in each pit at the start.", v),
                  low=low, high=high, source=source)


# --- Kalah ------------------------------------------------------------------------------------

KALAH_OPTIONS = (
    _pits(1, 10, 6, "seeds 000, 001, 002"),
    _seeds(1, 10, 4, "seeds 000, 001, 002 (2 to 8 per pit)"),
    Option("capture_empty_opposite", False,
           N_("Whether a last seed in your own empty pit captures when the pit opposite is "
              "empty."),
           lambda v: (_("A last seed in an empty pit of yours is captured even when the pit "
                        "opposite is empty.") if v else
                      _("A last seed in an empty pit of yours captures only when the pit "
                        "opposite has seeds.")),
           source="seed 003 (stealing needs seeds opposite)"),
    Option("game_end", "either_side_empty",
           # TRANSLATORS: the words in lower case with _ are the option's values, typed as
           # they are (either_side_empty, one_last_move): keep them.
           N_("When the game ends: either_side_empty (as soon as one side is empty) or "
              "one_last_move (the other player gets one more move to put seeds there)."),
           lambda v: (_("The game ends as soon as all the pits on one side are empty.")
                      if v == "either_side_empty" else
                      _("When one side is empty, the other player gets one last move; if it "
                        "puts seeds on the empty side, the game goes on.")),
           choices=("either_side_empty", "one_last_move"), source="seeds 000, 003"),
    Option("leftovers", "owner",
           N_("Who gets the seeds left on the board at the end: owner, not_counted or "
              "first_to_empty."),
           lambda v: {
               "owner": _("At the end, seeds left in a player's pits go to that player's "
                          "store."),
               "not_counted": _("At the end, seeds left in the pits are not counted."),
               "first_to_empty": _("At the end, the player whose side is empty takes the "
                                   "seeds left on the other side."),
           }[v],
           choices=("owner", "not_counted", "first_to_empty"), source="seeds 000, 001, 002"),
    Option("pie_rule", False,
           N_("Whether the second player may swap sides instead of making their first move."),
           lambda v: (_("Pie rule: after the first move, the second player may swap sides.")
                      if v else _("No pie rule: players keep their sides.")),
           source="seed 001"),
    Option("finish_at_majority", False,
           N_("Whether the game stops as soon as a store holds more than half of all the "
              "seeds."),
           lambda v: (_("The game stops as soon as one store holds more than half of all the "
                        "seeds.") if v else _("The game is played to the end.")),
           source="seed 003 (25 or more)"),
)


def _teams_option() -> Option:
    return Option(
        "teams", False,
        N_("Whether four people play in two teams of two, partners sharing a side."),
        lambda v: (_("Four players in two teams: partners share a side and take turns for "
                     "it, in the order South's first player, North's first player, South's "
                     "second player, North's second player. A player who earns another turn "
                     "plays it. Scores are per team.") if v else _("One player on each side.")),
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
        raise InvalidOptionError(_("{game}: the pie rule swaps sides between two players, so "
                                   "it cannot be used with teams=yes.", game=_game("Kalah")))
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
        # TRANSLATORS: {choices} lists the option's values as they are typed (no_capture,
        # forbidden, ...).
        N_("What a move that would capture every seed on the opponent's side does: "
           "{choices}."),
        lambda v: {
            "no_capture": _("Grand slam: a move that would take all the opponent's seeds is "
                            "allowed but captures nothing."),
            "forbidden": _("Grand slam: you may not make a move that takes all the "
                           "opponent's seeds (unless every move would)."),
            "opponent_takes_rest": _("Grand slam: it captures, ends the game, and the seeds "
                                     "left on the board go to the opponent."),
            "spare_last": _("Grand slam: it captures everything except the seeds in the last "
                            "house."),
            "spare_first": _("Grand slam: it captures everything except the seeds in the "
                             "first house of the capture."),
            "capture_all": _("Grand slam: no special rule; it captures all the opponent's "
                             "seeds."),
        }[v],
        choices=R.GRAND_SLAM_RULES, source=source)


def _chain_option(default: str) -> Option:
    return Option(
        "capture_chain", default,
        N_("Which earlier pits are captured with the last one: contiguous (going back while "
           "they hold 2 or 3) or any_sown (every opponent pit sown into that now holds 2 or "
           "3)."),
        lambda v: (_("After the last pit, you also take the pits just before it, going back "
                     "while each holds 2 or 3 and is on your opponent's side.")
                   if v == "contiguous" else
                   _("After the last pit, you also take any other pit on your opponent's "
                     "side that you sowed into and that now holds 2 or 3.")),
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
    rule = (N_("Twelve counts for cells A to L that add up to 72, with cells A, F, G and L "
               "empty and a cell filled exactly when the cell opposite is filled.") if wise else
            N_("Twelve counts for cells A to L that add up to 72."))
    # TRANSLATORS: Lane's set-up; {counts} is "A 5, B 7, C 4, ..." (a pit and its seeds).
    return Option("setup", default, rule,
                  lambda v: _("South sets up the pebbles: {counts}.", counts=", ".join(
                      f"{chr(65 + i)} {n}" for i, n in enumerate(v))),
                  source="seed 000 (tebweez)")


def _check_lane_setup(setup: tuple[int, ...], wise: bool, title: str) -> None:
    game = _game(title)
    if len(setup) != 12:
        raise InvalidSetupError(_("{game}: the set-up needs 12 counts, one for each cell A to "
                                  "L, not {count}.", game=game, count=len(setup)))
    if any(n < 0 for n in setup):
        raise InvalidSetupError(_("{game}: a cell cannot hold a negative number of pebbles.",
                                  game=game))
    if any(n > 72 for n in setup):
        raise InvalidSetupError(_("{game}: a cell cannot hold more than the 72 pebbles of the "
                                  "game.", game=game))
    if sum(setup) != 72:
        raise InvalidSetupError(_("{game}: the set-up must place all 72 pebbles, but these "
                                  "counts add up to {total}.", game=game, total=sum(setup)))
    if wise:
        if any(setup[i] for i in (0, 5, 6, 11)):
            raise InvalidSetupError(_("{game}: the end cells A, F, G and L must be left empty "
                                      "at the start.", game=game))
        for i in range(1, 5):
            if bool(setup[i]) != bool(setup[11 - i]):
                raise InvalidSetupError(_("{game}: cell {pit} and the cell opposite, "
                                          "{opposite}, must both hold pebbles or both be "
                                          "empty.", game=game, pit=chr(65 + i),
                                          opposite=chr(65 + 11 - i)))


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
    Option("pits", 6, N_("Pits per row can be any number from {low} to {high}."),
           lambda v: ngettext("{n} pit in each of the four rows.",
                              "{n} pits in each of the four rows.", v), low=3, high=6,
           source="seed 002 (more rows and mancalas); ours"),
    _seeds(1, 10, 4, "seeds 000, 001, 002 (as Kalah)"),
    Option("facing", "across",
           N_("Which pit faces yours for a capture: across (straight across the square, in "
              "the opposite row) or next_row (in the next row counterclockwise, mirrored in "
              "the corner between the rows)."),
           lambda v: (_("The pit facing yours is the one straight across the square, in the "
                        "opposite row.") if v == "across" else
                      _("The pit facing yours is in the next row counterclockwise: fold the "
                        "two rows at the corner between them and it lies on top of yours.")),
           choices=("across", "next_row"), source="ours (the sources give only the idea)"),
    Option("capture_empty_opposite", False,
           N_("Whether a last seed in your own empty pit captures when the pit facing it is "
              "empty."),
           lambda v: (_("A last seed in an empty pit of yours is captured even when the pit "
                        "facing it is empty.") if v else
                      _("A last seed in an empty pit of yours captures only when the pit "
                        "facing it has seeds.")),
           source="seed 003 (stealing needs seeds opposite), as Kalah"),
    Option("game_end", "any_row_empty",
           N_("When the game ends: any_row_empty (as soon as any player's row is empty) or "
              "board_empty (a player whose row is empty misses their turn, and the game ends "
              "when every pit is empty)."),
           lambda v: (_("The game ends as soon as any player's row is empty.")
                      if v == "any_row_empty" else
                      _("A player whose row is empty misses their turn; the game ends when "
                        "every pit is empty.")),
           choices=("any_row_empty", "board_empty"), source="ours (Kalah's rule, seed 000)"),
    Option("leftovers", "owner",
           N_("Who gets the seeds left on the board at the end: owner or not_counted."),
           lambda v: (_("At the end, seeds left in a player's row go to that player's store.")
                      if v == "owner" else
                      _("At the end, seeds left in the pits are not counted.")),
           choices=("owner", "not_counted"), source="seeds 000, 001, 002 (as Kalah)"),
    Option("turn_order", "counterclockwise",
           N_("Who plays next: counterclockwise (the player whose row your seeds reach first) "
              "or clockwise."),
           lambda v: (_("Players take turns counterclockwise: South, East, North, West.")
                      if v == "counterclockwise" else
                      _("Players take turns clockwise: South, West, North, East.")),
           choices=("counterclockwise", "clockwise"), source="seed 001 (counterclockwise)"),
    Option("partners", False,
           N_("Whether the players sitting opposite are partners: South and North against "
              "East and West."),
           lambda v: (_("Two teams: South and North (sitting opposite) against East and West. "
                        "Each player sows and captures for their own store, and at the end "
                        "the partners add their stores together.") if v else
                      _("Everyone plays for themselves.")),
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
# source numbers: the docstrings above cite the seeds), each under a key the sheets pick it by.
_FORBIDDEN_FALLBACK = Decision(
    "forbidden_fallback",
    N_("When grand slams are forbidden and every move would be one, they are allowed and "
       "capture nothing."), lambda rules: rules.grand_slam == "forbidden")
_REPEATS_END_OWARE = Decision(
    "repetition_ends",
    N_("A position that comes round again ends the game; each player takes the seeds on "
       "their side."))
_LANE_RUN = Decision(
    "capture_run",
    N_("A run of captures is judged by the counts when the last pebble lands: a cell emptied "
       "earlier in the same capture, because it was opposite a cell of the run, still counts "
       "as part of the run."))
_LANE_REPEATS = Decision(
    "repetition_ends",
    N_("A sowing or a position that repeats ends the round; each player takes the pebbles on "
       "their side."))
_LANE_ROUNDS = Decision(
    "later_rounds", N_("Lane does not say who sets up later rounds: the players take turns."))

VARIANTS: tuple[Variant, ...] = (
    Variant(
        "kalah", "Kalah", ("mancala", "kalaha", "commercial mancala"),
        N_("The commercial game: six pits and a store each, sow into your own store, capture "
           "from an empty pit of yours."),
        ("seed 000", "seed 001", "seed 002", "seed 003"), KALAH_OPTIONS, _kalah,
        (Decision("pie_swap_once",
                  N_("With the pie rule, North may swap sides only instead of its first move: "
                     "once North has moved, even with a move that earns another turn, the "
                     "swap is gone."), lambda rules: rules.swap == "pie"),)),
    Variant(
        "oware", "Oware (Abapa)", ("abapa", "awari", "ayo", "awale", "oware abapa"),
        N_("The tournament game of West Africa: no sowing into stores, capture 2s and 3s on "
           "the opponent's side, feed an opponent who has nothing."),
        ("seed 002", "seed 003", "seed 004"), _oware_options("contiguous"), _oware,
        (_FORBIDDEN_FALLBACK, _REPEATS_END_OWARE)),
    Variant(
        "wari", "Wari", ("warri", "walle", "adji"),
        N_("Oware as an older account tells it: a capture takes every pit sown that holds 2 "
           "or 3, and there are six ways to treat a grand slam."),
        ("seed 004",), _oware_options("any_sown"), _wari,
        (_FORBIDDEN_FALLBACK, _REPEATS_END_OWARE)),
    Variant(
        "lane-ignorant", "Lane's Game of the Ignorant",
        ("ignorant", "game of the ignorant", "el-ghasheem", "leab el-ghasheem"),
        N_("Egyptian mancala recorded by E. W. Lane: 72 seeds set up by hand, relay sowing, "
           "captures of 2 or 4."),
        ("seed 000", "seed 001"),
        (_setup_option(IGNORANT_SETUP, wise=False),
         Option("start", "rightmost",
                N_("Which cell a move starts from: rightmost (the rightmost cell with pebbles) "
                   "or any."),
                lambda v: (_("Every move starts from your rightmost cell that has pebbles.")
                           if v == "rightmost" else
                           _("A move may start from any of your cells.")),
                choices=("rightmost", "any"), source="seed 000 rule 7")),
        _lane_ignorant,
        (Decision("rightmost_empty",
                  N_("If your rightmost cell is empty, the move starts from the next cell to "
                     "its left that has pebbles.")),
         _LANE_RUN,
         Decision("feeding",
                  N_("Feeding (Lane's rule 11): when your opponent has no pebbles and a cell "
                     "of yours holds more than one, your whole turn is to put one pebble from "
                     "such a cell into their first cell (G if you are South, A if you are "
                     "North); then they move. If all your pebbles are single, you sow as "
                     "usual. In this game the pebble comes from your rightmost cell holding "
                     "more than one (from any such cell if moves may start anywhere).")),
         _LANE_REPEATS, _LANE_ROUNDS)),
    Variant(
        "lane-wise", "Lane's Game of the Wise",
        ("wise", "game of the wise", "el-akil", "leab el-akil", "el-akim"),
        N_("Lane's second Egyptian game: the set-up fills mirrored middle cells, and a capture "
           "earns another move."),
        ("seed 000", "seed 001"), (_setup_option(WISE_SETUP, wise=True),), _lane_wise,
        (_LANE_RUN,
         Decision("feeding",
                  N_("Feeding (Lane's rule 11): when your opponent has no pebbles and a cell "
                     "of yours holds more than one, your whole turn is to put one pebble from "
                     "such a cell into their first cell (G if you are South, A if you are "
                     "North); then they move. If all your pebbles are single, you sow as "
                     "usual. You choose which of those cells gives the pebble.")),
         _LANE_REPEATS, _LANE_ROUNDS)),
    Variant(
        "giuthi", "Giuthi", ("gituthi",),
        N_("A Kenyan game: sow either way, relay back and forth, capture along a line of "
           "empty pits."),
        ("seed 002",),
        (_pits(5, 10, 6, "seed 002"), _seeds(2, 10, 6, "seed 002 (six seeds)"),
         Option("chain_captures", True,
                N_("Whether a capture goes on along your empty pits in the direction of "
                   "sowing."),
                lambda v: (_("A capture goes on through each next empty pit of yours whose "
                             "opposite pit has seeds.") if v else
                           _("Only the pit opposite the last seed is captured.")),
                source="seed 002")),
        _giuthi,
        (Decision("chain_direction",
                  N_("The chain of captures goes on in the direction the last seeds "
                     "travelled.")),
         Decision("repetition_ends",
                  N_("A position that comes round again ends the game; each player keeps the "
                     "seeds on their side.")))),
    Variant(
        "four-sided", "Four-sided mancala",
        ("four", "four-player", "mancala for four", "mancala-for-four", "square", "4-sided"),
        N_("Mancala for four on a square board: a row and a store for each player, Kalah's "
           "rules all the way round."),
        ("seed 002",), FOUR_OPTIONS, _four_sided,
        (Decision("sowing_skips_stores",
                  N_("Sowing goes through every row but skips the other players' stores.")),
         Decision("our_choices",
                  N_("Which pit faces yours, whether a capture needs seeds there, when the game "
                     "ends, who gets the seeds left and the order of turns (the sources give "
                     "only the idea of a four-player board).")),
         Decision("always_ends",
                  N_("The game always ends: stores only fill up, and while no seed reaches a "
                     "store every seed moves along its own row towards its owner's store.")))),
)

_BY_NAME: dict[str, Variant] = {}
for _v in VARIANTS:
    for _key in (_v.name, _v.title, *_v.aliases):
        _BY_NAME[_key.lower()] = _v


def find_variant(name: str) -> Variant:
    """The variant called ``name`` (or one of its aliases), ignoring case."""
    known = ", ".join(v.name for v in VARIANTS)
    if not isinstance(name, str):
        raise UnknownVariantError(_("A variant is named by text, like 'kalah', not {value}; "
                                    "choose one of: {variants}.", value=shown(name),
                                    variants=known))
    key = " ".join(name.strip().lower().replace("_", "-").split())
    found = _BY_NAME.get(key) or _BY_NAME.get(key.replace("-", " "))
    if found is None:
        raise UnknownVariantError(_("There is no variant called {name}; choose one of: "
                                    "{variants}.", name=shown(name), variants=known))
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
            raise InvalidOptionError(_("The option {option} is given twice, in {spec} and as "
                                       "{name}={value}; give it once.", option=shown(key),
                                       spec=shown(spec), name=key, value=shown(options[key])))
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
        raise UnknownVariantError(_("No variant was named; choose one of: {variants}.",
                                    variants=", ".join(v.name for v in VARIANTS)))
    name_words = list(itertools.takewhile(lambda word: "=" not in word, words))
    # The options are read as the command line reads -o name=value (one reader for both).
    return " ".join(name_words), name_value_pairs(words[len(name_words):])
