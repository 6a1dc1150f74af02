"""Counting puzzles as plain data. Every answer is computed by the engine, never typed in.

A generator draws a candidate from a random source, asks the engine for the answer, and throws
the candidate away (returns ``None``) unless the answer is exactly one thing: one pit earns an
extra turn, one move captures the most, one pit was sown, one way clears a solitaire board.

A :class:`Puzzle` holds everything a page or a JSON file needs: the board to draw (counts, with
``None`` for a blank to fill in), the question, the answer as data and as words, and a short
worked explanation for the answer key.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from .. import events as E
from ..errors import InvalidOptionError, shown
from ..naming import LETTERS, PLAYER_NAMES, and_list, player_names
from ..position import Position
from ..rules import Rules
from ..trace import Trace
from ..variants import variant
from . import tchoukaillon as T

KINDS = ("sow_and_count", "last_seed", "extra_turn", "best_capture", "missing_seeds",
         "reverse", "oware_chain", "tchoukaillon", "four_last_seed")


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
        }


# What a child may need to know to answer a puzzle; a page prints the rules for these.
RULE_TOPICS = ("sowing", "extra_turn", "capture", "total")


@dataclass(frozen=True)
class Settings:
    """What a difficulty level allows (see :mod:`.levels`)."""
    seeds_per_pit: int = 4
    max_in_pit: int = 6          # the biggest count shown in a pit
    reach: str = "own_side"      # how far a sowing may go: own_side, no_lap, any
    captures: bool = False       # may a sow-and-count move capture?
    solitaire_seeds: tuple[int, int] = (3, 6)
    simple: bool = False         # the youngest readers: short sentences, one per line

    def __post_init__(self) -> None:
        _whole(self.seeds_per_pit, "seeds_per_pit", 1, 10)
        _whole(self.max_in_pit, "max_in_pit", 1, 48)
        if self.reach not in REACHES:
            raise InvalidOptionError(f"Settings: reach={shown(self.reach)} is not allowed; "
                                     f"choose one of: {', '.join(REACHES)}.")
        if not isinstance(self.captures, bool):
            raise InvalidOptionError(f"Settings: captures must be True or False, not "
                                     f"{shown(self.captures)}.")
        pair = self.solitaire_seeds
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise InvalidOptionError(f"Settings: solitaire_seeds is a pair (fewest, most), "
                                     f"not {shown(pair)}.")
        low = _whole(pair[0], "the fewest solitaire_seeds", 1, T.MAX_SEEDS)
        _whole(pair[1], "the most solitaire_seeds", low, T.MAX_SEEDS)


REACHES = ("own_side", "no_lap", "any")


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidOptionError(f"Settings: {what} must be a whole number from {low} to "
                                 f"{high}, not {shown(value)}.")
    return value


def _checked(generate: Callable[[random.Random, Settings], Puzzle | None]
             ) -> Callable[[random.Random, Settings], Puzzle | None]:
    """A generator that first checks it was given a random source and settings."""
    def checked(rng: random.Random, s: Settings) -> Puzzle | None:
        if not isinstance(rng, random.Random):
            raise InvalidOptionError(f"A puzzle generator needs a random.Random, like "
                                     f"random.Random(7), not {shown(rng)}.")
        if not isinstance(s, Settings):
            raise InvalidOptionError(f"A puzzle generator needs Settings(...), not "
                                     f"{shown(s)}.")
        return generate(rng, s)
    checked.__name__ = checked.__qualname__ = generate.__name__
    checked.__doc__ = generate.__doc__
    checked.__wrapped__ = generate  # type: ignore[attr-defined]
    return checked


# --- small helpers ----------------------------------------------------------------------------

def _seeds(n: int) -> str:
    return f"{n} seed" if n == 1 else f"{n} seeds"


def place_name(event: E.Sow | E.SowStore | None, sides: int = 2) -> str:
    if isinstance(event, E.SowStore):
        return f"{player_names(sides)[event.player]}'s store"
    assert event is not None
    return f"pit {LETTERS[event.pit]}"


def _drops(trace: Trace) -> list[str]:
    """Where each seed went, in order: ["D", "E", "South's store", ...]."""
    names = trace.before.rules.player_names
    out = []
    for e in trace.events:
        if isinstance(e, E.Sow):
            out.append(LETTERS[e.pit])
        elif isinstance(e, E.SowStore):
            out.append(f"{names[e.player]}'s store")
    return out


def _sowing_sentence(trace: Trace) -> str:
    pit = LETTERS[trace.move.pit]
    n = trace.before.pits[trace.move.pit]
    drops = _drops(trace)
    skipped = any(isinstance(e, E.SkipOrigin) for e in trace.events)
    if len(drops) == 1:
        where = drops[0] if "store" in drops[0] else f"pit {drops[0]}"
        text = f"Pit {pit} has 1 seed: it goes into {where}."
    else:
        text = f"Pit {pit} has {_seeds(n)}: one each into " + ", ".join(drops) + "."
    if skipped:
        text += f" (Pit {pit} itself is skipped on the way round.)"
    return text


def _capture_sentences(trace: Trace) -> list[str]:
    out = []
    for c in trace.captures:
        parts = " + ".join(str(s) for s in c.seeds)
        total = f"{parts} = {c.total}" if len(c.seeds) > 1 else str(c.total)
        where = ", ".join(LETTERS[p] for p in c.pits)
        out.append(f"Capture from {where}: {total} seeds. {c.why}")
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
    pull = [rng.random() ** 2 + 0.05 for _ in caps]
    pits = [0] * count
    for _ in range(on_board):
        room = [i for i in range(count) if pits[i] < caps[i]]
        pits[rng.choices(room, weights=[pull[i] for i in room])[0]] += 1
    if any(sum(pits[k * n:(k + 1) * n]) == 0 for k in range(rules.sides)):
        return None
    rest = total - on_board
    cuts = sorted(rng.randint(0, rest) for _ in range(rules.sides - 1))
    stores = tuple(b - a for a, b in zip([0] + cuts, cuts + [rest]))
    return Position.of(rules, pits, stores, to_move)


def _reach_ok(pos: Position, pit: int, reach: str) -> bool:
    seeds = pos.pits[pit]
    n = pos.rules.pits_per_side
    to_store = n - pit                       # South's pits: this many steps reach the store
    if reach == "own_side":
        return seeds <= to_store
    if reach == "no_lap":
        return seeds <= 2 * n                # never comes back round to the pit it left
    return True


def _board(pos: Position, caption: str = "", *, blank: frozenset[int] = frozenset(),
           blank_stores: frozenset[int] = frozenset()) -> Board:
    """The board of ``pos``, with blanks (``None``) in the pits and stores named."""
    pits = tuple(None if i in blank else c for i, c in enumerate(pos.pits))
    stores = tuple(None if p in blank_stores else c for p, c in enumerate(pos.stores))
    return Board(pos.rules.spec(), pits, stores, caption)  # type: ignore[arg-type]


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
    move = rng.choice(moves)
    after, trace = pos.play(move)
    if after.is_over or (trace.captures and not s.captures):
        return None
    pit = LETTERS[move.pit]
    explanation = [_sowing_sentence(trace)] + _capture_sentences(trace)
    if trace.extra_turn:
        explanation.append("The last seed lands in South's store, so South plays again.")
    changed = frozenset(i for i, (a, b) in enumerate(zip(pos.pits, after.pits)) if a != b)
    stores_changed = frozenset(p for p in (0, 1) if after.stores[p] != pos.stores[p])
    explanation.append("Changed: " + ", ".join(
        f"{LETTERS[c]} {pos.pits[c]} to {after.pits[c]}" for c in sorted(changed)) +
        "".join(f"; {PLAYER_NAMES[p]}'s store {pos.stores[p]} to {after.stores[p]}"
                for p in sorted(stores_changed)) + ".")
    question = (f"South sows pit {pit}.\nWrite the new numbers on the lines." if s.simple else
                f"South sows pit {pit}.\nWrite the new number of seeds on each line of the "
                f"After board.")
    uses = ("sowing", "capture") if s.captures else ("sowing",)
    return Puzzle(
        "sow_and_count", question,
        (_board(pos, "Before"),
         _board(after, "After", blank=changed, blank_stores=stores_changed)),
        _counts_data(after),
        "See the filled-in board.",
        tuple(explanation), pos.notation(), pit, blanks=(), uses=uses,
        extra={"answer_board": _board(after, "After")})


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
    return Puzzle(
        "last_seed", f"South sows pit {pit}.\nWhere does the last seed land?",
        (_board(pos),), {"place": place}, place[0].upper() + place[1:],
        (_sowing_sentence(trace), f"The last seed lands in {place}."), pos.notation(), pit,
        blanks=("Pit or store",))


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
        "extra_turn", "Which pit should South sow to get another turn?",
        (_board(pos),), {"move": pit}, f"Pit {pit}",
        (f"Pit {pit} is {steps} step{'s' if steps != 1 else ''} from South's store and holds "
         f"{_seeds(pos.pits[move.pit])}, so its last seed lands in the store.",
         "No other pit's last seed lands in the store."), pos.notation(), pit,
        blanks=("Pit",), uses=("sowing", "extra_turn"))


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
    others = [f"{LETTERS[m.pit]} takes {c}" for c, m, _ in results if c and m != move]
    return Puzzle(
        "best_capture",
        "Which pit should South sow to capture the most seeds?\nHow many seeds go into "
        "South's store? Count South's last seed too.",
        (_board(pos),), {"move": pit, "seeds": seeds}, f"Pit {pit}, {_seeds(seeds)}",
        (_sowing_sentence(trace), *_capture_sentences(trace),
         "Other captures: " + "; ".join(others) + "."), pos.notation(), pit,
        blanks=("Pit", "Seeds"), uses=("sowing", "capture"))


@_checked
def missing_seeds(rng: random.Random, s: Settings) -> Puzzle | None:
    rules = variant("kalah", seeds=s.seeds_per_pit)
    pos = Position.start(rules)
    for _ in range(rng.randint(2, 8)):      # a few real moves, so the board looks played
        if pos.is_over:
            return None
        pos = pos.after(rng.choice(pos.legal_moves()))
    if pos.is_over or max(pos.pits) > s.max_in_pit + 2:
        return None
    missing = rng.choice([0, 1, 1, 2, 2, 3])
    pits = list(pos.pits)
    for _ in range(missing):
        full = [i for i, c in enumerate(pits) if c]
        pits[rng.choice(full)] -= 1
    shown = Board(rules.spec(), tuple(pits), pos.stores)
    total = rules.total_seeds                   # from the engine's rules, not typed in
    on_board = sum(pits) + sum(pos.stores)
    answer_text = (f"All {total} are there" if on_board == total else
                   f"{_seeds(total - on_board)} missing")
    adds = " + ".join(str(c) for c in pits)
    return Puzzle(
        "missing_seeds",
        (f"There should be {total} seeds.\nCount the seeds in the pits and in both stores."
         f"\nHow many seeds are missing? (Write 0 if none are.)" if s.simple else
         f"This game is played with {total} seeds. Count the seeds in all the pits and in "
         f"both stores.\nHow many seeds are missing? (Write 0 if none are.)"),
        (shown,), {"missing": total - on_board, "counted": on_board, "total": total},
        answer_text,
        (f"Pits: {adds} = {sum(pits)}.",
         f"Stores: {pos.stores[0]} + {pos.stores[1]} = {sum(pos.stores)}.",
         f"{sum(pits)} + {sum(pos.stores)} = {on_board}, and {total} - {on_board} = "
         f"{total - on_board}."),
        pos.notation(), None,   # the position is the board before any seeds went missing
        blanks=("Missing seeds",), uses=("total",))


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
        "reverse", "South sowed one pit, and the board changed from Before to After.\n"
                   "Which pit did South sow?",
        (_board(pos, "Before"), _board(after, "After")), {"move": pit}, f"Pit {pit}",
        (f"Try each pit: only sowing pit {pit} turns Before into After.",
         _sowing_sentence(trace), *_capture_sentences(trace),
         "No other pit gives this board."), pos.notation(), pit,
        blanks=("Pit",), uses=("sowing", "capture"))


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
        "Which pit should South sow to capture from two or more pits?\nHow many seeds does "
        "South capture? Count every seed in the pits South takes.",
        (_board(pos),), {"move": pit, "pits": pits, "seeds": trace.captured},
        f"Pit {pit}, {_seeds(trace.captured)} (from {', '.join(pits)})",
        (_sowing_sentence(trace), *_capture_sentences(trace),
         "No other move captures from two or more pits."), pos.notation(), pit,
        blanks=("Pit", "Seeds"), uses=("sowing", "capture"))


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
    return Puzzle(
        "tchoukaillon",
        ("A game for one player.\nGoal: put every seed in the store.\nSow one seed in each "
         "pit, to the right.\nThe last seed must land in the store.\nWrite the pits in the "
         "order you sow them." if s.simple else
         "Solitaire, for one player: put every seed in the store.\nSow one seed per pit to "
         "the right. Sow a pit only if its last seed lands in the store.\nWrite the pits in "
         "the order you sow them."),
        (Board(f"tchoukaillon seeds={seeds}", board, (0, None), single_row=True),),
        {"moves": moves}, " ".join(moves),
        ("Always sow the pit nearest the store that can be sown; any other choice leaves a "
         "pit with too many seeds.", "Order (seeds in the pit): " + ", ".join(steps) + "."),
        None, None, blanks=tuple("" for _ in moves), uses=(), extra={"board": board})


# How far a four-row sowing goes at each reach: round one corner into the next row (and
# through the mover's own store only); on past at least one other player's store; or anywhere,
# back into the mover's own row too.
FOUR_REACH = ("own_side", "no_lap", "any")


@_checked
def four_last_seed(rng: random.Random, s: Settings) -> Puzzle | None:
    """Where does the last seed land, on the four-sided board: a sowing from any seat that
    turns a corner into the next row, and at the higher levels goes past other players'
    stores (which get no seed)."""
    rules = variant("four-sided", seeds=s.seeds_per_pit)
    names = rules.player_names
    mover = rng.randrange(4)
    pos = random_position(rng, rules, max_in_pit=s.max_in_pit, to_move=mover)
    if pos is None or pos.is_over:
        return None
    moves = []
    for m in pos.legal_moves():
        trace = pos.play(m)[1]
        rows = [rules.owner(e.pit) for e in trace.of_type(E.Sow)]
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
    who = names[mover]
    skipped = [f"{names[p]}'s store" for p in range(4)
               if p != mover and _passes_store(trace, p)]
    explanation = [_sowing_sentence(trace)]
    if skipped:
        explanation.append(f"The sowing goes past {and_list(skipped)} without a seed: only "
                           f"{who}'s own store gets one.")
    explanation.append(f"The last seed lands in {place}.")
    return Puzzle(
        "four_last_seed",
        f"Four players. {who} sows pit {pit}.\nWhere does the last seed land?",
        (_board(pos),), {"place": place, "mover": who}, place[0].upper() + place[1:],
        tuple(explanation), pos.notation(), pit, blanks=("Pit or store",),
        uses=("sowing",))


def _passes_store(trace: Trace, player: int) -> bool:
    """Whether a sowing went past ``player``'s store: it dropped seeds in the last pit of
    ``player``'s row and then in a later pit (the next row's)."""
    last = (player + 1) * trace.before.rules.pits_per_side - 1
    drops = [e.pit for e in trace.of_type(E.Sow)]
    return last in drops and any(d != last for d in drops[drops.index(last) + 1:])


GENERATORS: dict[str, Callable[[random.Random, Settings], Puzzle | None]] = {
    "sow_and_count": sow_and_count, "last_seed": last_seed, "extra_turn": extra_turn,
    "best_capture": best_capture, "missing_seeds": missing_seeds, "reverse": reverse,
    "oware_chain": oware_chain, "tchoukaillon": tchoukaillon,
    "four_last_seed": four_last_seed,
}

MAX_TRIES = 5000


def make_puzzle(kind: str, rng: random.Random, settings: Settings,
                avoid: set[str] | None = None) -> Puzzle:
    """A puzzle of ``kind``; candidates with no single answer (or repeats) are thrown away."""
    if not isinstance(kind, str) or kind not in GENERATORS:
        raise InvalidOptionError(f"There is no puzzle kind {shown(kind)}; choose one of: "
                                 + ", ".join(GENERATORS) + ".")
    if avoid is not None and not isinstance(avoid, set):
        raise InvalidOptionError(f"The puzzles to avoid are a set (or None), not "
                                 f"{shown(avoid)}.")
    generate = GENERATORS[kind]
    for _ in range(MAX_TRIES):
        puzzle = generate(rng, settings)
        if puzzle is None:
            continue
        key = puzzle.position or repr(puzzle.boards)
        if avoid is not None and key in avoid:
            continue
        if avoid is not None:
            avoid.add(key)
        return puzzle
    raise InvalidOptionError(f"No {kind} puzzle with exactly one answer turned up in "
                             f"{MAX_TRIES} tries with these settings; allow more seeds in a "
                             f"pit (max_in_pit) or a wider reach.")
