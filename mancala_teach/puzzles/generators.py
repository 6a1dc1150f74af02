"""Counting puzzles as plain data. Every answer is computed by the engine, never typed in.

A generator draws a candidate from a random source, asks the engine for the answer, and throws
the candidate away (returns ``None``) unless the answer is exactly one thing: one pit earns an
extra turn, one move captures the most, one pit was sown, one way clears a solitaire board.

A :class:`Puzzle` holds everything a page or a JSON file needs: the board to draw (counts, with
``None`` for a blank to fill in), the question, the answer as data and as words, and a short
worked explanation for the answer key.

Words and data: a puzzle's words (``question``, ``blanks``, ``answer_text``, ``explanation``,
board captions, a tier's first step and stretch question) are made in the language in use
(:mod:`mancala_teach.i18n`) when the puzzle is made; its data (``answer``, ``position``,
``move``, places such as ``"pit H"`` and ``"South's store"``, seat names) stay English, as
the JSON format has them. Nothing a generator decides depends on its words, so the same
random source gives the same puzzle in every language. :func:`place_words` and
:func:`answer_place` say a place of the data in words.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from .. import events as E
from ..checks import flag, whole_number
from ..errors import InvalidOptionError, PuzzleError, shown
from ..glossary import seeds as _seeds
from ..i18n import (N_, SOURCE_LANGUAGE, _, and_list, current_language, expression, ngettext,
                    pgettext)
from ..naming import LETTERS, PLAYER_NAMES, player_names, seat_word
from ..moves import Move
from ..position import Position
from ..rules import Rules
from ..trace import Trace
from ..variants import variant
from . import tchoukaillon as T

KINDS = ("sow_and_count", "last_seed", "extra_turn", "best_capture", "missing_seeds",
         "reverse", "oware_chain", "tchoukaillon", "lap", "oware_lap", "extra_turn_pattern",
         "what_went_wrong", "estimate", "four_last_seed", "four_lap", "four_extra_turn",
         "four_capture", "four_what_went_wrong")


@dataclass(frozen=True)
class Board:
    """A board as drawn on a page: counts A, B, C ... (``None`` = blank) and a store per
    player: two, or four round the square board (South, East, North, West)."""
    variant: str            # a spec that rebuilds the rules, e.g. "kalah seeds=3"
    pits: tuple[int | None, ...]
    stores: tuple[int | None, ...]
    caption: str = ""
    single_row: bool = False   # Tchoukaillon: South's row and store only

    def as_data(self) -> dict[str, Any]:
        sides = 1 if self.single_row else len(self.stores)
        data: dict[str, Any] = {
            "variant": self.variant,
            "pits": {LETTERS[i]: c for i, c in enumerate(self.pits)},
            "stores": ({"South": self.stores[0]} if self.single_row else
                       dict(zip(player_names(sides), self.stores))),
            "pits_per_side": len(self.pits) // sides,
        }
        if self.caption:
            data["caption"] = self.caption
        return data


@dataclass(frozen=True)
class Track:
    """A number track printed under a support puzzle.

    ``sowing``: boxes numbered 1 to ``length``, one a seed, to write where each seed goes
    (``filled`` are the boxes already written in, the worked first step). ``numbers``: the
    numbers 1 to ``length`` in rows of ten, to count on along (``filled`` are ringed)."""
    kind: str                         # "sowing" or "numbers"
    length: int
    filled: tuple[str, ...] = ()
    row: int = 0                      # numbers: how many to a row (0: as many as fit)

    def as_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "length": self.length, "filled": list(self.filled),
                "row": self.row}


@dataclass(frozen=True)
class Support:
    """What the support version of a puzzle adds: a worked first step, maybe a number
    track. (Its smaller counts and dots are in the boards and the page.)"""
    first_step: str
    track: Track | None = None

    def as_data(self) -> dict[str, Any]:
        return {"first_step": self.first_step,
                "track": None if self.track is None else self.track.as_data()}


@dataclass(frozen=True)
class Stretch:
    """The stretch version's extra question on the same position ("What if ...?", "Why
    ...?"), with its answer worked out by the engine."""
    question: str
    blanks: tuple[str, ...]
    answer: dict[str, Any]
    answer_text: str
    explanation: tuple[str, ...]

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(self.question.split("\n"))

    def as_data(self) -> dict[str, Any]:
        return {"question": self.question, "blanks": list(self.blanks), "answer": self.answer,
                "answer_text": self.answer_text, "explanation": list(self.explanation)}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle as plain data.

    ``question`` holds one instruction per line (lines separated by ``\n``). ``blanks`` are
    the labelled spaces a child writes the answer in ("Pit", "Seeds"; none when the child
    fills in the board itself). ``uses`` names the rules a child needs to answer it (see
    :data:`RULE_TOPICS`), so a page can print exactly those next to it; ``game`` is the spec
    of the game the puzzle is played in ("kalah seeds=2", "oware", "tchoukaillon").
    """
    kind: str
    question: str
    boards: tuple[Board, ...]
    answer: dict[str, Any]
    answer_text: str
    explanation: tuple[str, ...]
    position: str | None = None          # engine notation of the real position, if any
    move: str | None = None
    blanks: tuple[str, ...] = ("Answer",)
    uses: tuple[str, ...] = ("sowing",)
    extra: dict[str, Any] = field(default_factory=dict)
    support: Support | None = None       # the support tier's aids (see .tiers)
    stretch: Stretch | None = None       # the stretch tier's extra question

    @property
    def game(self) -> str:
        return self.boards[0].variant

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(self.question.split("\n"))

    def as_data(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "question": self.question,
            "game": self.game,
            "position": self.position,
            "move": self.move,
            "boards": [b.as_data() for b in self.boards],
            "blanks": list(self.blanks),
            "answer": self.answer,
            "answer_text": self.answer_text,
            "explanation": list(self.explanation),
            **({} if self.support is None else {"support": self.support.as_data()}),
            **({} if self.stretch is None else {"stretch": self.stretch.as_data()}),
        }


# What a child may need to know to answer a puzzle; a page prints the rules for these.
RULE_TOPICS = ("sowing", "extra_turn", "capture", "total")


@dataclass(frozen=True)
class Settings:
    """What a difficulty level allows (see :mod:`.levels`)."""
    seeds_per_pit: int = 4
    max_in_pit: int = 6          # the biggest count shown in a pit
    reach: str = "own_side"      # how far a sowing may go: own_side, past_store, no_lap, any
    captures: bool = False       # may a sow-and-count move capture?
    solitaire_seeds: tuple[int, int] = (3, 6)
    simple: bool = False         # the youngest readers: short sentences, one per line
    seat: int | None = None      # four-sided puzzles: who sows (0-3, South East North West);
                                 # None: any seat, drawn at random

    def __post_init__(self) -> None:
        _whole(self.seeds_per_pit, "seeds_per_pit", 1, 10)
        _whole(self.max_in_pit, "max_in_pit", 1, 48)
        if self.reach not in REACHES:
            raise InvalidOptionError(_("Settings: reach={value} is not allowed; choose one "
                                       "of: {choices}.", value=shown(self.reach),
                                       choices=", ".join(REACHES)))
        flag(self.captures, "Settings: captures", error=InvalidOptionError)
        pair = self.solitaire_seeds
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise InvalidOptionError(_("Settings: solitaire_seeds is a pair (fewest, most), "
                                       "not {value}.", value=shown(pair)))
        # TRANSLATORS: {what} is one of the settings, in code ("seeds_per_pit") or words.
        low = _whole(pair[0], _("the fewest solitaire_seeds"), 1, T.MAX_SEEDS)
        _whole(pair[1], _("the most solitaire_seeds"), low, T.MAX_SEEDS)
        if self.seat is not None:
            _whole(self.seat, "seat", 0, 3)


REACHES = ("own_side", "past_store", "no_lap", "any", "lap")


def _whole(value: object, what: str, low: int, high: int) -> int:
    return whole_number(value, f"Settings: {what}", low, high)


def _checked(generate: Callable[[random.Random, Settings], Puzzle | None]
             ) -> Callable[[random.Random, Settings], Puzzle | None]:
    """A generator that first checks it was given a random source and settings."""
    def checked(rng: random.Random, s: Settings) -> Puzzle | None:
        if not isinstance(rng, random.Random):
            raise InvalidOptionError(_("A puzzle generator needs a random.Random, like "
                                       "random.Random(7), not {value}.", value=shown(rng)))
        if not isinstance(s, Settings):
            raise InvalidOptionError(_("A puzzle generator needs Settings(...), not {value}.",
                                       value=shown(s)))
        return generate(rng, s)
    checked.__name__ = checked.__qualname__ = generate.__name__
    checked.__doc__ = generate.__doc__
    checked.__wrapped__ = generate  # type: ignore[attr-defined]
    return checked


# --- small helpers ----------------------------------------------------------------------------

def place_name(event: E.Sow | E.SowStore | None, sides: int = 2) -> str:
    """Where a seed dropped, as the answers' data name it: "pit H", "South's store" (English,
    whatever the language: :func:`place_words` says it in words)."""
    if isinstance(event, E.SowStore):
        return f"{player_names(sides)[event.player]}'s store"
    assert event is not None
    return f"pit {LETTERS[event.pit]}"


def place_words(place: str) -> str:
    """A place of the data ("pit H", "South's store") inside a sentence, in the language in
    use: "pit H", French "la case H", "le grenier de Sud"."""
    if place.endswith("'s store"):
        # TRANSLATORS: a place, as "pit {pit}" is ("le grenier de Sud").
        return pgettext("place", "{player}'s store", player=seat_word(place[:-8]))
    # TRANSLATORS: a place a seed lands in, inside a sentence ("lands in pit H"): add the
    # article your sentences need ("la case H", "el hoyo H").
    return pgettext("place", "pit {pit}", pit=place.removeprefix("pit "))


def answer_place(place: str) -> str:
    """A place of the data as an answer: "Pit H", "South's store" (a capital, no article)."""
    if place.endswith("'s store"):
        return _capital(_store_label(place[:-8]))
    # TRANSLATORS: an answer on its own, after "Puzzle 2:" in the key ("Case H").
    return pgettext("answer", "Pit {pit}", pit=place.removeprefix("pit "))


def _store_label(seat: str) -> str:
    """A store's name as a label or in a list of places: "South's store", "grenier de Sud"."""
    # TRANSLATORS: a store's label on a drawn board; {player} is a seat (North) or a name.
    return pgettext("label", "{player}'s store", player=seat_word(seat))


def _drop_label(drop: str) -> str:
    """One of :func:`_drops` in a list of places: a pit's letter, or a store's label."""
    return _store_label(drop[:-8]) if drop.endswith("'s store") else drop


def _labels(drops: list[str] | tuple[str, ...]) -> str:
    """Places one after another, "D, E, South's store, G"."""
    return ", ".join(_drop_label(d) for d in drops)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _separator() -> str:
    # TRANSLATORS: what goes between clauses of an answer ("pit C: 4 seeds; pit E: 2
    # seeds"); French puts a no-break space before the semicolon.
    return pgettext("separator", "; ")


def _drops(trace: Trace) -> list[str]:
    """Where each seed went, in order: ["D", "E", "South's store", ...] (data: English)."""
    names = trace.before.rules.player_names
    out = []
    for e in trace.events:
        if isinstance(e, E.Sow):
            out.append(LETTERS[e.pit])
        elif isinstance(e, E.SowStore):
            out.append(f"{names[e.player]}'s store")
    return out


def sown_into(trace: Trace) -> str:
    """Where the seeds of ``trace`` went, after "Pit D has 4 seeds: ": "one each into E, F,
    South's store, G." (and the pit skipped on the way round, if it was)."""
    drops = _drops(trace)
    if len(drops) == 1:
        text = _("it goes into {place}.", place=place_words(_named(drops[0])))
    else:
        # TRANSLATORS: after "Pit D has 4 seeds: ": where one seed each went, in order.
        text = _("one each into {places}.", places=_labels(drops))
    if any(isinstance(e, E.SkipOrigin) for e in trace.events):
        text += " " + _("(Pit {pit} itself is skipped on the way round.)",
                        pit=LETTERS[trace.move.pit])
    return text


def _sowing_sentence(trace: Trace) -> str:
    pit = LETTERS[trace.move.pit]
    n = trace.before.pits[trace.move.pit]
    # TRANSLATORS: {seeds} is "4 seeds"; {sown} says where they went ("one each into E, F.").
    return _("Pit {pit} has {seeds}: {sown}", pit=pit, seeds=_seeds(n), sown=sown_into(trace))


def _sum(parts: list[int] | tuple[int, ...], total: int | None = None) -> str:
    """``2 + 3 + 3 = 8`` the way the language writes sums (never broken across lines)."""
    terms: list[int | str] = []
    for part in parts:
        terms += ["+", part] if terms else [part]
    return expression(*terms, *(["=", total] if total is not None else []))


def _capture_sentences(trace: Trace) -> list[str]:
    out = []
    for c in trace.captures:
        total = _sum(c.seeds, c.total) if len(c.seeds) > 1 else str(c.total)
        where = ", ".join(LETTERS[p] for p in c.pits)
        # TRANSLATORS: {pits} are letters ("J, K"); {sum} the seeds taken ("2 + 3 = 5").
        # The engine's reason follows it.
        out.append(ngettext("Capture from {pits}: {sum} seed.", "Capture from {pits}: {sum} "
                            "seeds.", c.total, pits=where, sum=total) + " " + c.why)
    return out


def random_position(rng: random.Random, rules: Rules, *, max_in_pit: int,
                    north_max: int | None = None, to_move: int = 0) -> Position | None:
    """A position with most seeds in the pits (at most ``max_in_pit`` each), the rest stored.

    Seeds are dropped one at a time into pits of uneven "pull", so some pits fill up and
    others stay small or empty, as in a real game. Every row keeps a seed (``north_max``
    caps the pits of every row but South's); on the four-sided board the stored seeds are
    shared among the four stores.
    """
    n = rules.pits_per_side
    count = rules.pit_count
    total = rules.total_seeds
    caps = [max_in_pit] * n + [max_in_pit if north_max is None else north_max] * (count - n)
    on_board = min(sum(caps), rng.randint(total * 6 // 10, total))
    pull = [rng.random() ** 2 + 0.05 for _k in caps]
    pits = [0] * count
    for _k in range(on_board):
        room = [i for i in range(count) if pits[i] < caps[i]]
        pits[rng.choices(room, weights=[pull[i] for i in room])[0]] += 1
    if any(sum(pits[k * n:(k + 1) * n]) == 0 for k in range(rules.sides)):
        return None
    rest = total - on_board
    cuts = sorted(rng.randint(0, rest) for _k in range(rules.sides - 1))
    stores = tuple(b - a for a, b in zip([0] + cuts, cuts + [rest]))
    return Position.of(rules, pits, stores, to_move)


def _reach_ok(pos: Position, pit: int, reach: str) -> bool:
    seeds = pos.pits[pit]
    n = pos.rules.pits_per_side
    to_store = n - pit                       # South's pits: this many steps reach the store
    if reach == "own_side":
        return seeds <= to_store
    if reach == "past_store":                # on past South's store, along North's row only
        return to_store < seeds <= to_store + n
    if reach == "no_lap":
        return seeds <= 2 * n                # never comes back round to the pit it left
    if reach == "lap":
        return seeds > 2 * n                 # comes back round to South's own row
    return True


def _board(pos: Position, caption: str = "", *, blank: frozenset[int] = frozenset(),
           blank_stores: frozenset[int] = frozenset()) -> Board:
    """The board of ``pos``, with blanks (``None``) in the pits and stores named."""
    pits = tuple(None if i in blank else c for i, c in enumerate(pos.pits))
    stores = tuple(None if p in blank_stores else c for p, c in enumerate(pos.stores))
    return Board(pos.rules.spec(), pits, stores, caption)  # type: ignore[arg-type]


def _before() -> str:
    return pgettext("caption", "Before")


def _after() -> str:
    return pgettext("caption", "After")


def _plays_again(place: str, seat: str) -> str:
    """"The last seed lands in South's store, so South plays again." (``place`` as the data
    names it, ``seat`` an English seat name)."""
    return _("The last seed lands in {place}, so {player} plays again.",
             place=place_words(place), player=seat_word(seat))


def _where_question() -> str:
    return _("Where does the last seed land?")


def _lands_in(place: str) -> str:
    return _("The last seed lands in {place}.", place=place_words(place))


# The labels of the lines a child writes an answer on.
def _pit_or_store() -> str:
    return pgettext("blank", "Pit or store")


def _pit_blank() -> str:
    return pgettext("blank", "Pit")


def _seeds_blank() -> str:
    return pgettext("blank", "Seeds")


def _pit_and_seeds(pit: str, seeds: int) -> str:
    # TRANSLATORS: an answer: "Pit C, 6 seeds".
    return pgettext("answer", "Pit {pit}, {seeds}", pit=pit, seeds=_seeds(seeds))


def _other_captures(results: list[tuple[int, Move, Trace]], move: Move) -> str:
    # TRANSLATORS: a pit and the seeds it would capture ("B takes 5").
    others = [_("{pit} takes {count}", pit=LETTERS[m.pit], count=c)
              for c, m, _trace in results if c and m != move]
    return _("Other captures: {captures}.", captures=_separator().join(others))


def _counts_data(pos: Position) -> dict[str, Any]:
    return {"pits": {LETTERS[i]: c for i, c in enumerate(pos.pits)},
            "stores": {"South": pos.stores[0], "North": pos.stores[1]}}


# --- the generators ---------------------------------------------------------------------------

@_checked
def sow_and_count(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    moves = [m for m in pos.legal_moves() if _reach_ok(pos, m.pit, s.reach)]
    if not moves:
        return None
    return sow_and_count_from(pos, rng.choice(moves), s, rng)


def sow_and_count_from(pos: Position, move: Move, s: Settings, rng: random.Random, *,
                       decoys: tuple[str, ...] | None = None) -> Puzzle | None:
    """The sow-and-count puzzle of South sowing ``move`` from ``pos``, or None when the move
    ends the game or captures where the level allows no capture.

    Blanks go on every place the move changes and on a few it does not (``decoys``, chosen
    with ``rng`` unless given): the pit just past the last seed, South's store, and at the
    older levels one more pit, so the blanks never show where the seeds go."""
    after, trace = pos.play(move)
    if after.is_over or (trace.captures and not s.captures):
        return None
    pit = LETTERS[move.pit]
    explanation = [_sowing_sentence(trace)] + _capture_sentences(trace)
    if trace.extra_turn:
        explanation.append(_plays_again("South's store", "South"))
    changed = frozenset(i for i, (a, b) in enumerate(zip(pos.pits, after.pits)) if a != b)
    stores_changed = frozenset(p for p in (0, 1) if after.stores[p] != pos.stores[p])
    # TRANSLATORS: a pit or a store and its seeds before and after a move ("D 4 to 0").
    changes = [", ".join(_("{place} {before} to {after}", place=LETTERS[c],
                           before=pos.pits[c], after=after.pits[c]) for c in sorted(changed))]
    changes += [_("{place} {before} to {after}", place=_store_label(PLAYER_NAMES[p]),
                  before=pos.stores[p], after=after.stores[p]) for p in sorted(stores_changed)]
    # TRANSLATORS: {changes} lists what the move changed: "D 4 to 0, E 2 to 3; South's
    # store 5 to 6".
    explanation.append(_("Changed: {changes}.", changes=_separator().join(changes)))
    if decoys is None:
        decoys = _decoys(pos, move.pit, changed, stores_changed, rng, s.simple)
    decoy_pits = frozenset(LETTERS.index(d) for d in decoys if "store" not in d)
    decoy_stores = frozenset(PLAYER_NAMES.index(d.split("'")[0]) for d in decoys
                             if "store" in d)
    if decoy_pits & changed or decoy_stores & stores_changed:
        raise InvalidOptionError("sow_and_count_from: a decoy blank must be a place the move "
                                 "does not change.")
    explanation.append(_("Not changed, but blank too, so the blanks do not show where the "
                         "seeds go: {places} (the numbers stay as they were).",
                         places=and_list(place_words(_named(d)) for d in decoys)))
    question = "\n".join((
        _("South sows pit {pit}.", pit=pit),
        _("Write a number on each line: some stay the same.") if s.simple else
        _("Fill in each line of the After board: some do not change.")))
    uses = ("sowing", "capture") if trace.captures else ("sowing",)
    return Puzzle(
        "sow_and_count", question,
        (_board(pos, _before()),
         _board(after, _after(), blank=changed | decoy_pits,
                blank_stores=stores_changed | decoy_stores)),
        {**_counts_data(after), "unchanged_blanks": list(decoys)},
        _("See the filled-in board."),
        tuple(explanation), pos.notation(), pit, blanks=(), uses=uses,
        extra={"answer_board": _board(after, _after())})


def _decoys(pos: Position, pit: int, changed: frozenset[int], stores_changed: frozenset[int],
            rng: random.Random, simple: bool) -> tuple[str, ...]:
    """Places a South sowing from ``pit`` leaves alone, to blank as well as the changed ones,
    so that the run of blanks does not end where the sowing ends: the first unchanged pit
    past the last seed and one more unchanged pit (for the youngest, one of the pit past the
    last seed and the pit just before the one sown), and South's store when it does not
    change."""
    ring = sowing_ring(pos.rules, pit)
    seeds = pos.pits[pit]
    unchanged = [i for i in range(pos.rules.pit_count) if i not in changed]
    onwards = [ring[(seeds + k) % len(ring)] for k in range(len(ring))]
    past_last = next((LETTERS.index(p) for p in onwards
                      if "store" not in p and LETTERS.index(p) in unchanged), None)
    before = (pit - 1) % pos.rules.pit_count
    if simple:
        near = [i for i in (past_last, before) if i is not None and i in unchanged]
        picked = [rng.choice(near)] if near else []
    else:
        picked = [] if past_last is None else [past_last]
        others = [i for i in unchanged if i not in picked]
        if others:
            picked.append(rng.choice(others))
    out = [LETTERS[i] for i in sorted(picked)]
    if 0 not in stores_changed:
        out.append("South's store")
    return tuple(out)


@_checked
def last_seed(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    moves = [m for m in pos.legal_moves() if _reach_ok(pos, m.pit, s.reach)
             and pos.pits[m.pit] >= 2]
    if not moves:
        return None
    move = rng.choice(moves)
    trace = pos.play(move)[1]
    place = place_name(trace.last_drop)
    pit = LETTERS[move.pit]
    lines = [_("South sows pit {pit}.", pit=pit)]
    if s.simple and pos.pits[move.pit] > rules.pits_per_side - move.pit:
        # the starter's rules stop at South's store: say where the sowing goes next
        lines.append(_("After South's store, keep going left along the top."))
    lines.append(_where_question())
    return Puzzle(
        "last_seed", "\n".join(lines),
        (_board(pos),), {"place": place}, answer_place(place),
        (_sowing_sentence(trace), _lands_in(place)), pos.notation(), pit,
        blanks=(_pit_or_store(),))


@_checked
def extra_turn(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    winners = [m for m in pos.legal_moves() if pos.play(m)[1].extra_turn]
    if len(winners) != 1:        # none, or more than one: not a one-answer puzzle
        return None
    move = winners[0]
    pit = LETTERS[move.pit]
    n = rules.pits_per_side
    steps = n - move.pit
    return Puzzle(
        "extra_turn", _("Which pit should South sow to get another turn?"),
        (_board(pos),), {"move": pit}, answer_place(f"pit {pit}"),
        (ngettext("Pit {pit} is {n} step from South's store and holds {seeds}, so its last "
                  "seed lands in the store.",
                  "Pit {pit} is {n} steps from South's store and holds {seeds}, so its last "
                  "seed lands in the store.", steps, pit=pit,
                  seeds=_seeds(pos.pits[move.pit])),
         _("No other pit's last seed lands in the store.")), pos.notation(), pit,
        blanks=(_pit_blank(),), uses=("sowing", "extra_turn"))


@_checked
def best_capture(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    results = []
    for m in pos.legal_moves():
        after, trace = pos.play(m)
        if after.is_over:
            return None          # leftovers swept at the end would muddle the count
        results.append((trace.captured, m, trace))
    best = max(r[0] for r in results)
    top = [r for r in results if r[0] == best]
    if best == 0 or len(top) != 1 or sum(1 for r in results if r[0] > 0) < 2:
        return None              # no capture, a tie, or only one capture to find
    seeds, move, trace = top[0]
    pit = LETTERS[move.pit]
    return Puzzle(
        "best_capture",
        "\n".join((_("Which pit should South sow to capture the most seeds?"),
                   _("How many seeds go into South's store? Count South's last seed too."))),
        (_board(pos),), {"move": pit, "seeds": seeds}, _pit_and_seeds(pit, seeds),
        (_sowing_sentence(trace), *_capture_sentences(trace),
         _other_captures(results, move)), pos.notation(), pit,
        blanks=(_pit_blank(), _seeds_blank()), uses=("sowing", "capture"))


@_checked
def missing_seeds(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = Position.start(rules)
    for _k in range(rng.randint(2, 8)):      # a few real moves, so the board looks played
        if pos.is_over:
            return None
        pos = pos.after(rng.choice(pos.legal_moves()))
    if pos.is_over or max(pos.pits) > s.max_in_pit + 2:
        return None
    missing = rng.choice([0, 1, 1, 2, 2, 3])
    pits = list(pos.pits)
    for _k in range(missing):
        full = [i for i, c in enumerate(pits) if c]
        pits[rng.choice(full)] -= 1
    shown = Board(rules.spec(), tuple(pits), pos.stores)
    total = rules.total_seeds                   # from the engine's rules, not typed in
    on_board = sum(pits) + sum(pos.stores)
    answer_text = (_("All {total} are there", total=total) if on_board == total else
                   ngettext("{n} seed missing", "{n} seeds missing", total - on_board))
    if s.simple:
        lines = (_("There should be {total} seeds.", total=total),
                 _("Count the seeds in the pits and in both stores."))
    else:
        lines = (_("This game is played with {total} seeds. Count the seeds in all the pits "
                   "and in both stores.", total=total),)
    question = "\n".join((*lines, _("How many seeds are missing? (Write 0 if none are.)")))
    return Puzzle(
        "missing_seeds", question,
        (shown,), {"missing": total - on_board, "counted": on_board, "total": total},
        answer_text,
        # TRANSLATORS: {sum} is a sum, "4 + 0 + 3 + ... = 40"; {difference} "48 - 46 = 2".
        (_("Pits: {sum}.", sum=_sum(pits, sum(pits))),
         _("Stores: {sum}.", sum=_sum(pos.stores, sum(pos.stores))),
         _("{sum}, and {difference}.", sum=_sum((sum(pits), sum(pos.stores)), on_board),
           difference=expression(total, "-", on_board, "=", total - on_board))),
        pos.notation(), None,   # the position is the board before any seeds went missing
        blanks=(_("Missing seeds"),), uses=("total",))


@_checked
def reverse(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    move = rng.choice(pos.legal_moves())
    after, trace = pos.play(move)
    if after.is_over:
        return None
    sources = [m for m in pos.legal_moves() if pos.after(m) == after]
    if len(sources) != 1:
        return None
    pit = LETTERS[move.pit]
    return Puzzle(
        "reverse", "\n".join((_("South sowed one pit, and the board changed from Before to "
                                "After."), _("Which pit did South sow?"))),
        (_board(pos, _before()), _board(after, _after())), {"move": pit},
        answer_place(f"pit {pit}"),
        (_("Try each pit: only sowing pit {pit} turns Before into After.", pit=pit),
         _sowing_sentence(trace), *_capture_sentences(trace),
         _("No other pit gives this board.")), pos.notation(), pit,
        blanks=(_pit_blank(),), uses=("sowing", "capture"))


@_checked
def oware_chain(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("oware")
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit, north_max=3)
    if pos is None:
        return None
    chains = []
    for m in pos.legal_moves():
        trace = pos.play(m)[1]
        taken = [p for c in trace.captures for p in c.pits]
        if len(taken) >= 2:
            chains.append((m, trace))
    if len(chains) != 1:
        return None
    move, trace = chains[0]
    pit = LETTERS[move.pit]
    pits = [LETTERS[p] for c in trace.captures for p in c.pits]
    return Puzzle(
        "oware_chain",
        "\n".join((_("Which pit should South sow to capture from two or more pits?"),
                   _("How many seeds does South capture? Count every seed in the pits South "
                     "takes."))),
        (_board(pos),), {"move": pit, "pits": pits, "seeds": trace.captured},
        # TRANSLATORS: an answer: "Pit C, 6 seeds (from J, K)".
        pgettext("answer", "Pit {pit}, {seeds} (from {pits})", pit=pit,
                 seeds=_seeds(trace.captured), pits=", ".join(pits)),
        (_sowing_sentence(trace), *_capture_sentences(trace),
         _("No other move captures from two or more pits.")), pos.notation(), pit,
        blanks=(_pit_blank(), _seeds_blank()), uses=("sowing", "capture"))


@_checked
def tchoukaillon(rng: random.Random, s: Settings) -> Puzzle | None:
    low, high = s.solitaire_seeds
    seeds = rng.randint(low, high)
    board = T.winnable_board(seeds)
    sequence = T.winning_sequences(board)
    if len(sequence) != 1:
        return None
    moves = [LETTERS[i] for i in sequence[0]]
    b = board
    steps = []
    for i in sequence[0]:
        steps.append(f"{LETTERS[i]} ({b[i]})")
        b = T.sow(b, i)
    if s.simple:
        lines = (_("A game for one player."), _("Goal: put every seed in the store."),
                 _("Sow one seed in each pit, to the right."),
                 _("The last seed must land in the store."))
    else:
        lines = (_("Solitaire, for one player: put every seed in the store."),
                 _("Sow one seed per pit to the right. Sow a pit only if its last seed lands "
                   "in the store."))
    return Puzzle(
        "tchoukaillon", "\n".join((*lines, _("Write the pits in the order you sow them."))),
        (Board(f"tchoukaillon seeds={seeds}", board, (0, None), single_row=True),),
        {"moves": moves}, " ".join(moves),
        (_("Always sow the pit nearest the store that can be sown; any other choice leaves a "
           "pit with too many seeds."),
         # TRANSLATORS: {order} lists the pits with their seeds: "D (1), C (2), ...".
         _("Order (seeds in the pit): {order}.", order=", ".join(steps))),
        None, None, blanks=tuple("" for _pit in moves), uses=(), extra={"board": board})


# --- laps, the extra-turn pattern, a wrong sowing, estimates (issue 14) ------------------------

LAP_SEEDS = {"kalah": (13, 28), "oware": (13, 21)}   # always more than one lap of the board
PATTERN_UP_TO = 40
CHILD = "Sam"       # the child whose wrong sowing a "what went wrong?" puzzle shows

# The slips a "what went wrong?" puzzle shows, each a misconception teachers meet (English;
# translated where they are read: _(MISCONCEPTIONS[slip])).
MISCONCEPTIONS: dict[str, str] = {
    # TRANSLATORS: each slip finishes "The slip: ...".
    "back_into_start": N_("dropping the first seed back into the pit it was picked up from "
                          "(the same slip as counting the start pit as 1)"),
    "opponent_store": N_("dropping a seed into the other player's store (in Kalah you skip "
                         "it)"),
    "no_skip_on_lap": N_("not skipping the start pit on a lap (in Oware the emptied pit is "
                         "skipped)"),
    "other_store": N_("dropping a seed into another player's store (on the four-sided board "
                      "only your own store gets seeds)"),
}


def _named(place: str) -> str:
    """"D" -> "pit D"; a store keeps its name."""
    return place if "store" in place else f"pit {place}"


def sowing_ring(rules: Rules, pit: int, mover: int = 0) -> tuple[str, ...]:
    """The places ``mover``'s seeds from ``pit`` go, once round the board, as the engine sows
    them (South's by default; any seat of the four-sided board).

    Read from the trace of a sowing long enough to come round again, so a lap's length (13
    in Kalah: 12 pits and the mover's store; 11 in Oware, which skips the emptied pit and
    sows into no store; 25 on the four-sided board with 6 pits a row) comes from the rules
    engine, not from a formula typed in here."""
    if not 0 <= mover < rules.sides or pit not in rules.side(mover):
        raise InvalidOptionError(_("sowing_ring: pit {pit} is not one of the mover's pits.",
                                   pit=shown(pit)))
    seeds = min(rules.total_seeds, 2 * rules.pit_count + 4)
    others = [i for i in range(rules.pit_count) if i != pit]
    pits = [0] * rules.pit_count
    pits[pit] = seeds
    for k in range(rules.total_seeds - seeds):
        pits[others[k % len(others)]] += 1
    drops = _drops(Position.of(rules, pits, to_move=mover).play(LETTERS[pit])[1])
    again = drops.index(drops[0], 1)        # the first place the sowing comes back to
    return tuple(drops[:again])


def _position_with(rng: random.Random, rules: Rules, pit: int, seeds: int,
                   max_other: int) -> Position | None:
    """A position, South to move, with ``seeds`` in ``pit`` and small counts elsewhere."""
    total = rules.total_seeds
    rest = total - seeds
    others = [i for i in range(rules.pit_count) if i != pit]
    on_board = min(rest, len(others) * max_other, rng.randint(rest * 6 // 10, rest))
    pits = [0] * rules.pit_count
    pits[pit] = seeds
    for _k in range(on_board):
        pits[rng.choice([i for i in others if pits[i] < max_other])] += 1
    if sum(pits[rules.pits_per_side:]) == 0:
        return None
    stored = rest - on_board
    first = rng.randint(max(0, stored - total // 2), min(stored, total // 2))
    return Position.of(rules, pits, (first, stored - first))


def _lap(rng: random.Random, s: Settings, game: str, kind: str) -> Puzzle | None:
    # Kalah with 4 seeds a pit or more: room for 28 seeds in one pit
    rules = variant("kalah", seeds=max(4, s.seeds_per_pit)) if game == "kalah" else variant(game)
    pit = rng.randrange(rules.pits_per_side)
    letter = LETTERS[pit]
    seeds = rng.randint(*LAP_SEEDS[game])
    ring = sowing_ring(rules, pit)
    lap_size = len(ring)
    laps, left = divmod(seeds, lap_size)
    if left == 0 and ring[-1] != letter:
        return None        # Oware: "count on 0" would not land where the last seed does
    pos = _position_with(rng, rules, pit, seeds, s.max_in_pit)
    if pos is None:
        return None
    trace = pos.play(letter)[1]
    drops = _drops(trace)
    place = place_name(trace.last_drop)
    counted_on = ring[left - 1] if left else letter
    if _named(counted_on) != place:
        raise PuzzleError(f"Counting on from pit {letter} does not land where the engine's "
                          f"sowing does, so this lap puzzle cannot be made.")
    pits_in_lap = sum(1 for d in ring if "store" not in d)
    if letter in ring:
        stores = [place_words(d) for d in ring if "store" in d]
        lap_words = ngettext("{n} pit", "{n} pits", pits_in_lap)
        if stores:
            # TRANSLATORS: the places of a lap: "12 pits and South's store".
            lap_words = _("{pits} and {stores}", pits=lap_words, stores=and_list(stores))
    else:
        lap_words = _("the {count} other pits (pit {pit} is skipped)", count=pits_in_lap,
                      pit=letter)
    question = "\n".join((
        _("South sows pit {pit}: {count} seeds.", pit=letter, count=seeds),
        # TRANSLATORS: {places} says what the places are: "12 pits and South's store".
        _("A lap of the board is {count} places: {places}.", count=lap_size,
          places=lap_words),
        _fill_in(expression(seeds, "=", lap_size, "\u00d7", "___", "+", "___"), letter),
        _where_question()))
    chunks = [drops[i:i + lap_size] for i in range(0, len(drops), lap_size)]
    walk = [_lap_walk(k, c) if len(c) == lap_size else _more_walk(c)
            for k, c in enumerate(chunks, 1)]
    division = expression(seeds, "=", lap_size, "\u00d7", laps, "+", left)
    return Puzzle(
        kind, question, (_board(pos),),
        {"place": place, "seeds": seeds, "lap": lap_size, "laps": laps, "count_on": left},
        f"{answer_place(place)} ({division})",
        (_("{sum}, so count on {count} from {pit}: {places}.", sum=division, count=left,
           pit=letter, places=_labels(ring[:left])) if left else
         _("{sum}, so count on 0 from {pit}: {pit} itself.", sum=division, pit=letter),
         _seed_by_seed(walk),
         _lands_in(place)),
        pos.notation(), letter, blanks=(_pit_or_store(),))


def _fill_in(division: str, pit: str) -> str:
    # TRANSLATORS: {sum} has blanks to fill in: "15 = 13 × ___ + ___".
    return _("Fill in: {sum}, so count on ___ from {pit}.", sum=division, pit=pit)


def _lap_walk(number: int, places: list[str]) -> str:
    return _("Lap {number}: {places}.", number=number, places=_labels(places))


def _more_walk(places: list[str]) -> str:
    return _("Then {count} more: {places}.", count=len(places), places=_labels(places))


def _seed_by_seed(walk: list[str]) -> str:
    # TRANSLATORS: {steps} are sentences: "Lap 1: D, E, .... Then 2 more: D, E."
    return _("The sowing seed by seed: {steps}", steps=" ".join(walk))


@_checked
def lap(rng: random.Random, s: Settings) -> Puzzle | None:
    """Kalah: where the last seed lands after a lap (13 to 28 seeds; a lap is 13 places)."""
    return _lap(rng, s, "kalah", "lap")


@_checked
def oware_lap(rng: random.Random, s: Settings) -> Puzzle | None:
    """Oware: the same after a lap of 11 (the emptied pit is skipped, stores are not sown)."""
    return _lap(rng, s, "oware", "oware_lap")


def extra_turn_counts(rules: Rules, pit: int, up_to: int) -> tuple[int, ...]:
    """Every number of seeds, 1 to ``up_to``, whose sowing from South's ``pit`` earns an
    extra turn, each asked of the engine on a board with seeds in the other pits."""
    out = []
    others = [i for i in range(rules.pit_count) if i != pit]
    for seeds in range(1, up_to + 1):
        pits = [0] * rules.pit_count
        pits[pit] = seeds
        for k in range(min(rules.total_seeds - seeds, 2 * len(others))):
            pits[others[k % len(others)]] += 1
        pos = Position.of(rules, pits, (rules.total_seeds - sum(pits), 0))
        if pos.play(LETTERS[pit])[1].extra_turn:
            out.append(seeds)
    return tuple(out)


@_checked
def extra_turn_pattern(rng: random.Random, s: Settings) -> Puzzle | None:
    """Which numbers of seeds in one pit, up to 40, give an extra turn (d, d + 13, ...)."""
    rules = variant("kalah", seeds=max(4, s.seeds_per_pit))   # room for 40 in one pit
    pit = rng.randrange(rules.pits_per_side)
    letter = LETTERS[pit]
    ring = sowing_ring(rules, pit)
    steps = ring.index("South's store") + 1
    counts = extra_turn_counts(rules, pit, PATTERN_UP_TO)
    pos = _position_with(rng, rules, pit, counts[0], s.max_in_pit)
    if pos is None or len(counts) < 2:
        return None
    shown_board = _board(pos, blank=frozenset({pit}))
    gaps = {b - a for a, b in zip(counts, counts[1:])}
    lap = len(ring)
    if gaps == {lap}:
        # TRANSLATORS: {sums} are sums, "3 + 13 = 16, 16 + 13 = 29"; {last} the next one,
        # "29 + 13 = 42".
        pattern = _("Start at {first} and add {lap} (one lap) each time: {sums}; {last} is "
                    "more than {up_to}.", first=counts[0], lap=lap,
                    sums=", ".join(expression(a, "+", b - a, "=", b)
                                   for a, b in zip(counts, counts[1:])),
                    last=expression(counts[-1], "+", lap, "=", counts[-1] + lap),
                    up_to=PATTERN_UP_TO)
    else:
        pattern = _("The numbers: {numbers}.", numbers=", ".join(map(str, counts)))
    question = "\n".join((
        ngettext("Pit {pit} is {n} step from South's store.",
                 "Pit {pit} is {n} steps from South's store.", steps, pit=letter),
        _("Which numbers of seeds in pit {pit} end in South's store (another turn)?",
          pit=letter),
        _("List all of them from 1 to {up_to}. Hint: a lap is {lap} places.",
          up_to=PATTERN_UP_TO, lap=lap)))
    return Puzzle(
        "extra_turn_pattern", question,
        (shown_board,),
        {"pit": letter, "steps": steps, "up_to": PATTERN_UP_TO, "lap": lap,
         "counts": list(counts)},
        ", ".join(map(str, counts)),
        # TRANSLATORS: {counts} are numbers of seeds: "3, 16 and 29".
        (_("Pit {pit}, sown seed by seed with each number of seeds from 1 to {up_to}, ends in "
           "South's store with {counts} seeds.", pit=letter, up_to=PATTERN_UP_TO,
           counts=and_list(counts)),
         pattern,
         # TRANSLATORS: {laps} are the numbers of seeds a whole number of laps takes: "13, 26".
         ngettext("So an extra turn does not need exactly {n} seed: {n} more than a whole "
                  "number of laps ({laps}) works too.",
                  "So an extra turn does not need exactly {n} seeds: {n} more than a whole "
                  "number of laps ({laps}) works too.", steps,
                  laps=", ".join(str(c - counts[0]) for c in counts[1:]))),
        None, letter, blanks=(_("Numbers"),), uses=("sowing", "extra_turn"))


def _child_steps(drops: list[str], slip: str, origin: str, rules: Rules) -> tuple[int, str]:
    """Where the slip happens in the engine's list of drops, and the wrong place used."""
    if slip == "back_into_start":
        return 0, origin
    last_north = LETTERS[rules.pit_count - 1]
    for i in range(1, len(drops)):
        if slip == "opponent_store" and drops[i - 1] == last_north:
            return i, "North's store"
        if slip == "no_skip_on_lap" and drops[i] == LETTERS[(LETTERS.index(origin) + 1)
                                                              % rules.pit_count] \
                and drops[i - 1] != origin:
            return i, origin
    return -1, ""


@_checked
def what_went_wrong(rng: random.Random, s: Settings) -> Puzzle | None:
    """A child's sowing with exactly one wrong step, taken from a named misconception."""
    slips = ["back_into_start", "opponent_store"] + (["no_skip_on_lap"] if s.reach == "any"
                                                     else [])
    slip = rng.choice(slips)
    rules = (variant("oware") if slip == "no_skip_on_lap" else
             variant("kalah", seeds=s.seeds_per_pit))
    n = rules.pits_per_side
    if slip == "back_into_start":
        pit = rng.randrange(n)
        seeds = rng.randint(3, min(8, 2 * n - pit))       # round to North's side at most
    elif slip == "opponent_store":
        pit = rng.randrange(1, n)
        seeds = rng.randint(2 * n - pit + 1, 2 * n)      # past North's store, no lap
    else:
        pit = rng.randrange(n)
        seeds = rng.randint(2 * n, 2 * n + 3)            # one lap past the emptied pit
    pos = _position_with(rng, rules, pit, seeds, min(s.max_in_pit, 6))
    if pos is None:
        return None
    origin = LETTERS[pit]
    after, trace = pos.play(origin)
    if trace.captures or after.is_over:
        return None          # the After board shows the sowing alone
    drops = _drops(trace)
    wrong_at, wrong = _child_steps(drops, slip, origin, rules)
    if wrong_at < 0:
        return None
    child = drops[:wrong_at] + [wrong] + drops[wrong_at:-1]   # then carries on correctly
    pits, stores = list(pos.pits), list(pos.stores)
    pits[pit] = 0
    for place in child:
        if "store" in place:
            stores[PLAYER_NAMES.index(place.split("'")[0])] += 1
        else:
            pits[LETTERS.index(place)] += 1
    # TRANSLATORS: the caption of the board a child got after sowing wrongly ("Sam's After").
    childs = Board(rules.spec(), tuple(pits), (stores[0], stores[1]),
                   pgettext("caption", "{child}'s After", child=CHILD))
    step = wrong_at + 1
    return Puzzle(
        "what_went_wrong",
        "\n".join((_("{child} sowed pit {pit} ({count} seeds) and got the After board.",
                     child=CHILD, pit=origin, count=seeds),
                   _child_steps_line(child), _where_wrong())),
        (_board(pos, _before()), childs),
        {"step": step, "wrong_place": _named(wrong), "right_place": _named(drops[wrong_at]),
         "misconception": slip, "steps": child, "right_steps": drops},
        _step_answer(step, wrong),
        (_went_wrong(step, wrong, drops[wrong_at]) + " "
         + (_("The later steps are then one place out, but they follow on from that one slip.")
            if step < len(child) else
            _("It was {child}'s last seed: no step comes after it.", child=CHILD)),
         _("The slip: {slip}.", slip=_(MISCONCEPTIONS[slip])),
         _right_sowing(drops)),
        pos.notation(), origin, blanks=_wrong_blanks(),
        uses=("sowing",),
        extra={"misconception": _(MISCONCEPTIONS[slip])})


def _child_steps_line(child: list[str]) -> str:
    # TRANSLATORS: a step of a child's sowing: its number and the place ("3: South's store").
    listed = ", ".join(pgettext("step", "{number}: {place}", number=k, place=_drop_label(c))
                       for k, c in enumerate(child, 1))
    return _("{child}'s seeds went to: {places}.", child=CHILD, places=listed)


def _where_wrong() -> str:
    return _("Where did {child} first go wrong? What should {child} have done?", child=CHILD)


def _step_answer(step: int, wrong: str) -> str:
    # TRANSLATORS: an answer: "Step 3: pit D" (a place inside a sentence).
    return pgettext("answer", "Step {step}: {place}", step=step,
                    place=place_words(_named(wrong)))


def _went_wrong(step: int, wrong: str, right: str) -> str:
    return _("Step {step} is where {child} first went wrong: seed {step} went into {wrong}; "
             "it should go into {right}.", step=step, child=CHILD,
             wrong=place_words(_named(wrong)), right=place_words(_named(right)))


def _right_sowing(drops: list[str]) -> str:
    return _("The right sowing, seed by seed: {places}.", places=_labels(drops))


def _wrong_blanks() -> tuple[str, ...]:
    return (pgettext("blank", "First wrong step"), pgettext("blank", "Should have done"),
            pgettext("blank", "Why"))


@_checked
def estimate(rng: random.Random, s: Settings) -> Puzzle | None:
    """Estimate first (more or fewer than half of the seeds?), then add to check."""
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit)
    if pos is None:
        return None
    total = rules.total_seeds
    half = total // 2
    side = pos.side(0)
    south = sum(side) + pos.stores[0]
    if not 2 <= abs(south - half) <= max(3, total // 8):
        return None          # close enough that the estimate needs thought, never a tie
    compare = "more" if south > half else "less"
    if s.simple:
        lines = (_("{total} seeds in all. Half of {total} is {half}.", total=total, half=half),
                 _("South's seeds: South's pits and South's store."),
                 _("Guess first: more than {half}, or fewer?", half=half),
                 _("Then add them up."))
    else:
        lines = (_("This game has {total} seeds. Are South's seeds (in South's pits and "
                   "South's store) more or fewer than half of {total}?", total=total),
                 _("Estimate first. Then add them up to check."))
    added = _sum((sum(side), pos.stores[0]), south)
    more = compare == "more"
    return Puzzle(
        "estimate", "\n".join(lines), (_board(pos),),
        {"south": south, "half": half, "compare": compare},
        (pgettext("answer", "{count}, more than {half}", count=south, half=half) if more else
         pgettext("answer", "{count}, fewer than {half}", count=south, half=half)),
        (_("South's pits: {sum}. South's store: {count}.", sum=_sum(side, sum(side)),
           count=pos.stores[0]),
         _("{sum}, which is more than {half}, half of {total}.", sum=added, half=half,
           total=total) if more else
         _("{sum}, which is fewer than {half}, half of {total}.", sum=added, half=half,
           total=total),
         _("Ask how they estimated: big pits first, or pairs that make 5 or 10.")),
        pos.notation(), None,
        blanks=(pgettext("blank", "More or fewer?"),
                pgettext("blank", "South's seeds") if s.simple else pgettext("blank", "Total")),
        uses=("total",))


# --- the four-sided board (issue 24 item 6) ---------------------------------------------------

# How far a four-row sowing goes at each reach: round one corner into the next row (and
# through the mover's own store only); on past at least one other player's store; anywhere.
# A whole lap is its own kind, four_lap.
FOUR_REACH = ("own_side", "no_lap", "any")
FOUR_LAP_EXTRA = (1, 5)     # a lap puzzle's pile: once round the board, then 1 to 5 more


def _seat(rng: random.Random, s: Settings) -> int:
    """Who sows: the seat the sheet gave this puzzle, else any seat."""
    return rng.randrange(4) if s.seat is None else s.seat


def _four_rules(s: Settings) -> Rules:
    return variant("four-sided", seeds=s.seeds_per_pit)


def _rows_sown(trace: Trace) -> list[int]:
    rules = trace.before.rules
    return [rules.owner(e.pit) for e in trace.of_type(E.Sow)]


def _skipped_stores(trace: Trace, mover: int) -> str:
    """The sentence saying which other players' stores a sowing went past, or ""."""
    names = trace.before.rules.player_names
    skipped = [place_words(f"{names[p]}'s store") for p in range(4)
               if p != mover and _passes_store(trace, p)]
    if not skipped:
        return ""
    # TRANSLATORS: {stores} are other players' stores ("East's store and North's store").
    return _("The sowing goes past {stores} without a seed: only {player}'s own store gets "
             "one.", stores=and_list(skipped), player=seat_word(names[mover]))


def _landing_words(trace: Trace, mover: int) -> str:
    """Where the last seed lands, and in whose row, read from the trace."""
    names = trace.before.rules.player_names
    last = trace.last_drop
    place = place_name(last, 4)
    if isinstance(last, E.SowStore):
        return _plays_again(place, names[mover])
    owner = trace.before.rules.owner(last.pit)
    if owner == mover:
        return _("The last seed lands in {place}, in {player}'s own row.",
                 place=place_words(place), player=seat_word(names[mover]))
    return _("The last seed lands in {place}, in {player}'s row.", place=place_words(place),
             player=seat_word(names[owner]))


@_checked
def four_last_seed(rng: random.Random, s: Settings) -> Puzzle | None:
    """Where does the last seed land, on the four-sided board: a sowing from any seat that
    turns a corner into the next row, and at the higher levels goes past other players'
    stores (which get no seed). A whole lap is the four_lap kind."""
    if s.reach not in FOUR_REACH:
        raise InvalidOptionError(_("Settings: reach={value} does not fit the four-sided "
                                   "board's last-seed puzzle; choose one of: {choices} (a "
                                   "whole lap is the four_lap kind).", value=shown(s.reach),
                                   choices=", ".join(FOUR_REACH)))
    rules = _four_rules(s)
    mover = _seat(rng, s)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit, to_move=mover)
    if pos is None or pos.is_over:
        return None
    moves = []
    for m in pos.legal_moves():
        trace = pos.play(m)[1]
        rows = _rows_sown(trace)
        others = set(rows) - {mover}
        left = next((i for i, r in enumerate(rows) if r != mover), len(rows))
        came_back = mover in rows[left:]
        fits = {"own_side": len(others) == 1 and not came_back,
                "no_lap": len(others) >= 2 and not came_back,
                "any": len(others) >= 2}[s.reach]
        if fits:
            moves.append((m, trace))
    if not moves:
        return None
    move, trace = rng.choice(moves)
    place = place_name(trace.last_drop, 4)
    pit = LETTERS[move.pit]
    who = rules.player_names[mover]
    explanation = [_sowing_sentence(trace)]
    skipped = _skipped_stores(trace, mover)
    if skipped:
        explanation.append(skipped)
    explanation.append(_landing_words(trace, mover))
    return Puzzle(
        "four_last_seed",
        "\n".join((_("Four players. {player} sows pit {pit}.", player=seat_word(who),
                     pit=pit), _where_question())),
        (_board(pos),), {"place": place, "mover": who}, answer_place(place),
        tuple(explanation), pos.notation(), pit, blanks=(_pit_or_store(),),
        uses=("sowing",))


@_checked
def four_lap(rng: random.Random, s: Settings) -> Puzzle | None:
    """A lap of the four-sided board: a pile of one lap (25 places with 6 pits a row: every
    other pit, the mover's own store and the pit it came from) and 1 to 5 more, so the child
    takes the lap away and counts on what is left from the pit sown. The other pits hold at
    most ``max_in_pit`` (6 at most)."""
    rules = _four_rules(s)
    mover = _seat(rng, s)
    n = rules.pits_per_side
    pit = mover * n + rng.randrange(n)
    ring = sowing_ring(rules, pit, mover)
    lap_size = len(ring)
    pile = lap_size + rng.randint(*FOUR_LAP_EXTRA)
    others = random_position(rng, rules, max_in_pit=min(6, s.max_in_pit), to_move=mover)
    pos = _with_pile(rng, others, pit, pile)
    if pos is None or pos.is_over:
        return None
    trace = pos.play(LETTERS[pit])[1]
    drops = _drops(trace)
    letter = LETTERS[pit]
    count_on = pile - lap_size
    if ring[-1] != letter or drops[lap_size - 1] != letter:
        raise AssertionError("a lap of the four-sided board does not end in the pit sown")
    place = place_name(trace.last_drop, 4)
    if _named(ring[count_on - 1]) != place:
        raise AssertionError(f"counting on disagrees with the engine's sowing from {letter}")
    who = rules.player_names[mover]
    seat = seat_word(who)
    sum_words = expression(pile, "=", lap_size, "+", count_on)
    chunks = [drops[:lap_size], drops[lap_size:]]
    explanation = [
        # TRANSLATORS: {sum} is "27 = 25 + 2"; {ordinal} "25th", the seed that goes back into
        # the pit sown; {places} the places counted on ("D, E").
        _("{sum}: the first {lap} seeds go once round the board (one into every other pit, "
          "one into {player}'s own store and the {ordinal} back into pit {pit} itself); then "
          "count on {count} from {pit}: {places}.", sum=sum_words, lap=lap_size, player=seat,
          ordinal=_ordinal(lap_size), pit=letter, count=count_on,
          places=_labels(ring[:count_on])),
        _seed_by_seed([_lap_walk(1, chunks[0]), _more_walk(chunks[1])])]
    skipped = _skipped_stores(trace, mover)
    if skipped:
        explanation.append(skipped)
    explanation.append(_landing_words(trace, mover))
    return Puzzle(
        "four_lap",
        "\n".join((
            _("Four players. {player} sows pit {pit}: {count} seeds.", player=seat, pit=letter,
              count=pile),
            _("Once round the board is {lap} places: the other {count} pits, {player}'s store "
              "and pit {pit} again.", lap=lap_size, count=rules.pit_count - 1, player=seat,
              pit=letter),
            _fill_in(expression(pile, "=", lap_size, "+", "___"), letter),
            _where_question())),
        (_board(pos),),
        {"place": place, "mover": who, "seeds": pile, "lap": lap_size, "laps": 1,
         "count_on": count_on},
        f"{answer_place(place)} ({sum_words})",
        tuple(explanation), pos.notation(), letter, blanks=(_pit_or_store(),),
        uses=("sowing",))


def _ordinal(n: int) -> str:
    """``25th``, as the language writes an ordinal number over 10 (French "25e")."""
    if current_language() == SOURCE_LANGUAGE:
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    # TRANSLATORS: an ordinal number over 10, "the 25th seed" (English works out st, nd,
    # rd and th by itself): French "{n}e", Spanish "{n}.ª" (a seed, "semilla").
    return pgettext("ordinal", "{n}th", n=n)


@_checked
def four_extra_turn(rng: random.Random, s: Settings) -> Puzzle | None:
    """Which of the mover's pits earns another turn (exactly one does)."""
    rules = _four_rules(s)
    mover = _seat(rng, s)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit, to_move=mover)
    if pos is None or pos.is_over:
        return None
    winners = [m for m in pos.legal_moves() if pos.play(m)[1].extra_turn]
    if len(winners) != 1:
        return None
    move = winners[0]
    n = rules.pits_per_side
    who = rules.player_names[mover]

    def steps(pit: int) -> int:
        return n - (pit - mover * n)

    pit = LETTERS[move.pit]
    seat = seat_word(who)
    # TRANSLATORS: a pit, its seeds and how far it is from the store: "B holds 3 (5 steps)".
    others = [ngettext("{pit} holds {count} ({n} step)", "{pit} holds {count} ({n} steps)",
                       steps(i), pit=LETTERS[i], count=pos.pits[i])
              for i in rules.side(mover) if i != move.pit and pos.pits[i]]
    k = steps(move.pit)
    return Puzzle(
        "four_extra_turn",
        "\n".join((_turn_of(seat),
                   _("Which pit should {player} sow to get another turn?", player=seat))),
        (_board(pos),), {"move": pit, "mover": who}, answer_place(f"pit {pit}"),
        (ngettext("Pit {pit} is {n} step from {player}'s store and holds {seeds}, so its last "
                  "seed lands in {player}'s store.",
                  "Pit {pit} is {n} steps from {player}'s store and holds {seeds}, so its last "
                  "seed lands in {player}'s store.", k, pit=pit, player=seat,
                  seeds=_seeds(pos.pits[move.pit])),
         _("No other pit of {player}'s holds as many seeds as it is steps from the store: "
           "{pits}.", player=seat, pits=_separator().join(others)) if others else
         _("No other pit of {player}'s holds as many seeds as it is steps from the store.",
           player=seat)),
        pos.notation(), pit, blanks=(_pit_blank(),), uses=("sowing", "extra_turn"))


def _turn_of(seat: str) -> str:
    return _("Four players. It is {player}'s turn.", player=seat)


def _unclear_capture(pos: Position, trace: Trace) -> bool:
    """A last seed in an empty pit of the mover's whose facing pit is empty: the rule says
    nothing is captured, but a child could count the one seed. Such boards are not used."""
    last = trace.last_drop
    rules = pos.rules
    return (isinstance(last, E.Sow) and rules.owner(last.pit) == pos.to_move
            and pos.pits[last.pit] == 0 and last.pit != trace.move.pit
            and not trace.captures)


@_checked
def four_capture(rng: random.Random, s: Settings) -> Puzzle | None:
    """Which pit captures the most (one pit does, and at least two capture), and how many
    seeds: the pit facing the landing pit is straight across the square."""
    rules = _four_rules(s)
    mover = _seat(rng, s)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit, to_move=mover)
    if pos is None or pos.is_over:
        return None
    results = []
    for m in pos.legal_moves():
        after, trace = pos.play(m)
        if after.is_over or _unclear_capture(pos, trace):
            return None
        results.append((trace.captured, m, trace))
    best = max(r[0] for r in results)
    top = [r for r in results if r[0] == best]
    if best == 0 or len(top) != 1 or sum(1 for r in results if r[0] > 0) < 2:
        return None
    seeds, move, trace = top[0]
    pit = LETTERS[move.pit]
    who = rules.player_names[mover]
    seat = seat_word(who)
    return Puzzle(
        "four_capture",
        "\n".join((_turn_of(seat),
                   _("Which pit should {player} sow to capture the most seeds?", player=seat),
                   _("How many seeds does {player} capture? Count the last seed too.",
                     player=seat))),
        (_board(pos),), {"move": pit, "seeds": seeds, "mover": who},
        _pit_and_seeds(pit, seeds),
        (_sowing_sentence(trace), *_capture_sentences(trace),
         _other_captures(results, move)), pos.notation(), pit,
        blanks=(_pit_blank(), _seeds_blank()), uses=("sowing", "capture"))


@_checked
def four_what_went_wrong(rng: random.Random, s: Settings) -> Puzzle | None:
    """A child's sowing on the four-sided board with exactly one wrong step: the first seed
    back into the pit it came from, or a seed in another player's store."""
    slip = rng.choice(["back_into_start", "other_store"])
    rules = _four_rules(s)
    mover = _seat(rng, s)
    n = rules.pits_per_side
    k = rng.randrange(n)
    pit = mover * n + k
    to_store = n - k
    if slip == "back_into_start":
        seeds = rng.randint(3, min(8, to_store + n))
    else:               # past the next player's store, and no further than the row after it
        seeds = rng.randint(to_store + n + 1, to_store + 2 * n)
    pos = _with_pile(rng, random_position(rng, rules, max_in_pit=min(s.max_in_pit, 6),
                                          to_move=mover), pit, seeds, exact=True)
    if pos is None or pos.is_over:
        return None
    origin = LETTERS[pit]
    after, trace = pos.play(origin)
    if trace.captures or after.is_over:
        return None
    drops = _drops(trace)
    names = rules.player_names
    if slip == "back_into_start":
        wrong_at, wrong = 0, origin
    else:
        nxt = (mover + 1) % 4
        end_of_next = LETTERS[(nxt + 1) * n - 1]
        wrong_at = drops.index(end_of_next) + 1
        wrong = f"{names[nxt]}'s store"
    child = drops[:wrong_at] + [wrong] + drops[wrong_at:-1]
    step = wrong_at + 1
    who = names[mover]
    return Puzzle(
        "four_what_went_wrong",
        "\n".join((_("{child} plays {player} and sowed pit {pit} ({count} seeds).",
                     child=CHILD, player=seat_word(who), pit=origin, count=seeds),
                   _child_steps_line(child), _where_wrong())),
        (_board(pos, _before()),),
        {"step": step, "wrong_place": _named(wrong), "right_place": _named(drops[wrong_at]),
         "misconception": slip, "steps": child, "right_steps": drops, "mover": who},
        _step_answer(step, wrong),
        (_went_wrong(step, wrong, drops[wrong_at]) + " "
         + (_("After that slip each later seed lands one place later than it should, so only "
              "the first wrong step counts.") if step < seeds else
            _("It was {child}'s last seed, so no step comes after it.", child=CHILD)),
         _("The slip: {slip}.", slip=_(MISCONCEPTIONS[slip])),
         _right_sowing(drops)),
        pos.notation(), origin, blanks=_wrong_blanks(),
        uses=("sowing",), extra={"misconception": _(MISCONCEPTIONS[slip])})


def _with_pile(rng: random.Random, pos: Position | None, pit: int, pile: int, *,
               exact: bool = False) -> Position | None:
    """``pos`` with ``pile`` seeds in ``pit`` (at least ``pile``, or exactly with ``exact``),
    the seeds taken first from the stores and then from other pits (or given back to the
    stores), so the total stays the game's."""
    if pos is None:
        return None
    rules = pos.rules
    n = rules.pits_per_side
    pits, stores = list(pos.pits), list(pos.stores)
    need = pile - pits[pit]
    if need < 0 and exact:
        stores[pos.to_move] -= need       # the seeds over go to the mover's store
        need = 0
    while need > 0:
        full = [p for p, c in enumerate(stores) if c]
        if full:
            stores[rng.choice(full)] -= 1
        else:
            donors = [i for i, c in enumerate(pits) if c and i != pit]
            if not donors:
                return None
            pits[rng.choice(donors)] -= 1
        need -= 1
    pits[pit] = pile if exact else max(pile, pits[pit])
    if sum(pits) + sum(stores) != rules.total_seeds:
        return None
    if any(sum(pits[k * n:(k + 1) * n]) == 0 for k in range(rules.sides)):
        return None
    return Position.of(rules, pits, tuple(stores), pos.to_move)


def _passes_store(trace: Trace, player: int) -> bool:
    """Whether a sowing went past ``player``'s store: it dropped seeds in the last pit of
    ``player``'s row and then in a later pit (the next row's)."""
    last = (player + 1) * trace.before.rules.pits_per_side - 1
    drops = [e.pit for e in trace.of_type(E.Sow)]
    return last in drops and any(d != last for d in drops[drops.index(last) + 1:])


FOUR_KINDS = ("four_last_seed", "four_lap", "four_extra_turn", "four_capture",
              "four_what_went_wrong")


GENERATORS: dict[str, Callable[[random.Random, Settings], Puzzle | None]] = {
    "sow_and_count": sow_and_count, "last_seed": last_seed, "extra_turn": extra_turn,
    "best_capture": best_capture, "missing_seeds": missing_seeds, "reverse": reverse,
    "oware_chain": oware_chain, "tchoukaillon": tchoukaillon,
    "lap": lap, "oware_lap": oware_lap, "extra_turn_pattern": extra_turn_pattern,
    "what_went_wrong": what_went_wrong, "estimate": estimate,
    "four_last_seed": four_last_seed, "four_lap": four_lap, "four_extra_turn": four_extra_turn,
    "four_capture": four_capture, "four_what_went_wrong": four_what_went_wrong,
}

MAX_TRIES = 5000


def make_puzzle(kind: str, rng: random.Random, settings: Settings,
                avoid: set[str] | None = None) -> Puzzle:
    """A puzzle of ``kind``; candidates with no single answer (or repeats) are thrown away."""
    if not isinstance(kind, str) or kind not in GENERATORS:
        # thirteen kinds are too many for a one-line message: name where they are listed
        raise InvalidOptionError(_("There is no puzzle kind {kind}; the kinds, such as "
                                   "last_seed or lap, are listed in "
                                   "mancala_teach.puzzles.generators.KINDS.",
                                   kind=shown(kind)))
    if avoid is not None and not isinstance(avoid, set):
        raise InvalidOptionError(_("The puzzles to avoid are a set (or None), not {value}.",
                                   value=shown(avoid)))
    generate = GENERATORS[kind]
    for _k in range(MAX_TRIES):
        puzzle = generate(rng, settings)
        if puzzle is None:
            continue
        key = puzzle.position or repr(puzzle.boards)
        if avoid is not None and key in avoid:
            continue
        if avoid is not None:
            avoid.add(key)
        return puzzle
    raise InvalidOptionError(_("No {kind} puzzle with exactly one answer turned up in {tries} "
                               "tries with these settings; allow more seeds in a pit "
                               "(max_in_pit) or a wider reach.", kind=kind, tries=MAX_TRIES))
