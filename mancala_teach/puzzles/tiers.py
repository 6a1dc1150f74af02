"""Three depths of the same worksheet, so a table works on the same puzzles together.

- **core**: the sheet as the level makes it.
- **support**: the same puzzles with the help a child who finds them hard needs: smaller
  counts in the pits the answer does not depend on (the sown pit keeps its seeds, so the
  sowing and its answer stay the same where the engine confirms it), counts of 6 or fewer
  drawn as dots (the page does that), a worked first step, and for sowing and adding a
  number track to count along.
- **stretch**: the same position with one more question, a "What if ...?" or a "Why ...?",
  whose answer the engine works out on that position.

A tier changes a sheet's puzzles, never which puzzles it has or their ids: ``explorer-7-12``
is the same sheet in every tier, so a teacher can move a child up or down a tier and the
table still talks about the same boards. Every new answer comes from the engine, as the
core answers do.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from .. import events as E
from ..errors import InvalidOptionError, shown
from ..naming import LETTERS, and_list
from ..position import Position
from ..trace import Trace
from ..variants import variant
from . import tchoukaillon as T
from .generators import (CHILD, Puzzle, Settings, Stretch, Support, Track, _board, _drops,
                         _named, _seeds, _sowing_sentence, extra_turn_counts, place_name,
                         sow_and_count_from, sowing_ring)

TIERS = ("support", "core", "stretch")
TIER_WORDS = {"support": "support: smaller counts, dots, a worked first step, a number track",
              "core": "core: the level's sheet",
              "stretch": "stretch: the same puzzles and a \"What if?\" or \"Why?\" for each"}
SUPPORT_CAP = 4      # a support board shows at most this many seeds in a pit the answer
                     # does not depend on (the surplus waits in the stores)


def find_tier(name: object) -> str:
    """``support``, ``core`` or ``stretch`` (any case), else one sentence naming them."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in TIERS:
        raise InvalidOptionError(f"There is no tier {shown(name)}; choose one of: "
                                 f"{', '.join(TIERS)}.")
    return key


# "What went wrong?" asks what Sam should have done and why: a why question already
ALREADY_WHY = frozenset({"what_went_wrong", "four_what_went_wrong"})


def tiered(puzzle: Puzzle, tier: str, settings: Settings, *,
           challenge: bool = False) -> Puzzle:
    """``puzzle`` at ``tier`` (``settings`` are the ones it was made with). A sheet's starred
    challenge is a stretch already, and so is "what went wrong?" (it asks why): the stretch
    tier adds no question to them."""
    tier = find_tier(tier)
    if tier == "core" or (tier == "stretch" and challenge):
        return puzzle
    if tier == "support":
        smaller = _smaller(puzzle, settings)
        return replace(smaller, support=SUPPORTS[smaller.kind](smaller))
    if puzzle.kind in ALREADY_WHY:
        return puzzle
    return replace(puzzle, stretch=STRETCHES[puzzle.kind](puzzle, settings))


# --- helpers ----------------------------------------------------------------------------------

def _pos(puzzle: Puzzle) -> Position:
    assert puzzle.position is not None
    return Position.parse(puzzle.position)


def _trace(puzzle: Puzzle, pos: Position | None = None) -> Trace:
    pos = pos or _pos(puzzle)
    return pos.play(puzzle.move)[1]


def _mover(pos: Position) -> str:
    return pos.rules.player_names[pos.to_move]


def _short(place: str) -> str:
    """What a child writes in a track box: a pit's letter, or "store" (only the mover's own
    store ever gets a seed)."""
    return "store" if "store" in place else place


def _capped(pos: Position, keep: int) -> Position:
    """``pos`` with at most :data:`SUPPORT_CAP` seeds in every pit but ``keep``, the seeds
    taken off shared out among the stores (so the total stays the game's)."""
    pits = [c if i == keep else min(c, SUPPORT_CAP) for i, c in enumerate(pos.pits)]
    spare = sum(pos.pits) - sum(pits)
    stores = list(pos.stores)
    for k in range(spare):
        stores[k % len(stores)] += 1
    return Position.of(pos.rules, pits, tuple(stores), pos.to_move)


def _with_more(pos: Position, pit: int, extra: int) -> Position | None:
    """``pos`` with ``extra`` more seeds in ``pit`` (fewer when negative), taken from (or
    given to) the stores and then the other pits, so the total stays the game's."""
    pits, stores = list(pos.pits), list(pos.stores)
    pits[pit] += extra
    if pits[pit] < 1:
        return None
    if extra < 0:
        stores[pos.to_move] -= extra
    need = max(extra, 0)
    order = [("store", k) for k in range(len(stores))] + [
        ("pit", i) for i in range(len(pits)) if i != pit]
    for where, k in order:
        while need > 0:
            if where == "store" and stores[k]:
                stores[k] -= 1
            elif where == "pit" and pits[k] > 1:     # every row keeps its seeds
                pits[k] -= 1
            else:
                break
            need -= 1
    if need:
        return None
    return Position.of(pos.rules, pits, tuple(stores), pos.to_move)


def _lap(pos: Position, pit: int) -> int:
    return len(sowing_ring(pos.rules, pit, pos.to_move))


def _place(trace: Trace) -> str:
    return place_name(trace.last_drop, trace.before.rules.sides)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


# --- support: smaller counts ------------------------------------------------------------------

# where the answer is the sown pile's sowing alone, so other pits may hold fewer seeds
_PILE_ONLY = {"last_seed", "four_last_seed", "lap", "oware_lap", "four_lap"}
SMALLER_KINDS = frozenset(_PILE_ONLY | {"sow_and_count"})   # support: smaller counts


def _smaller(puzzle: Puzzle, settings: Settings) -> Puzzle:
    """The puzzle with at most :data:`SUPPORT_CAP` seeds in the pits its answer does not
    depend on, when the engine finds the same sowing (same places, same captures) there;
    otherwise the puzzle as it is."""
    if puzzle.kind not in SMALLER_KINDS:
        return puzzle
    pos = _pos(puzzle)
    pit = LETTERS.index(puzzle.move)
    small = _capped(pos, pit)
    if small == pos:
        return puzzle
    before, after = pos.play(puzzle.move)[1], small.play(puzzle.move)[1]
    if _drops(before) != _drops(after) or bool(before.captures) != bool(after.captures):
        return puzzle
    if puzzle.kind == "sow_and_count":
        again = sow_and_count_from(small, after.move, settings, random.Random(0),
                                   decoys=tuple(puzzle.answer["unchanged_blanks"]))
        return puzzle if again is None else again
    if puzzle.answer.get("place") != _place(after):
        return puzzle
    caption = puzzle.boards[0].caption
    return replace(puzzle, boards=(_board(small, caption),), position=small.notation())


# --- support: the first step and the track ----------------------------------------------------

def _support_sow_and_count(p: Puzzle) -> Support:
    trace = _trace(p)
    first = _drops(trace)[0]
    n = trace.before.pits[trace.move.pit]
    if "store" in first:
        was = trace.before.stores[trace.before.to_move]
    else:
        was = trace.before.pits[LETTERS.index(first)]
    places = ("the next place gets one more seed" if n == 1 else
              f"the next {n} places get one more seed each")
    return Support(f"Pit {p.move} has {_seeds(n)}, so {places}. Start with "
                   f"{_named(first)}: {was} + 1 = {was + 1}.")


def _support_last_seed(p: Puzzle) -> Support:
    trace = _trace(p)
    drops = _drops(trace)
    n = len(drops)
    return Support(f"Pit {p.move} has {_seeds(n)}. Seed 1 goes into {_named(drops[0])}: "
                   f"go on along the track.",
                   Track("sowing", n, (_short(drops[0]),)))


def _support_lap(p: Puzzle) -> Support:
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    ring = sowing_ring(pos.rules, pit, pos.to_move)
    lap = len(ring)
    back = ("back into pit " + p.move if ring[-1] == p.move else
            f"into {_named(ring[-1])} (pit {p.move} is skipped)")
    return Support(f"A lap is {lap} places: seed 1 goes into {_named(ring[0])}, seed {lap} "
                   f"{back}. Fill in one lap, then count on.",
                   Track("sowing", lap, (_short(ring[0]),)))


def _support_extra_turn(p: Puzzle) -> Support:
    pos = _pos(p)
    rules = pos.rules
    n = rules.pits_per_side
    row = list(rules.side(pos.to_move))
    who = _mover(pos)
    # the pit nearest the store that is not the answer: the child checks the rest the same way
    other = next(i for i in reversed(row) if LETTERS[i] != p.move)
    steps = n - row.index(other)
    seeds = pos.pits[other]
    verdict = ("the same number, but another pit is the answer" if seeds == steps else
               "too many" if seeds > steps else "too few" if seeds else "none to sow")
    return Support(f"Pit {LETTERS[other]} is {steps} step{'s' if steps != 1 else ''} from "
                   f"{who}'s store and holds {_seeds(seeds)}: {verdict}. Check the others "
                   f"the same way.")


def _support_capture(p: Puzzle) -> Support:
    pos = _pos(p)
    tries = [(pos.play(m)[1], m) for m in pos.legal_moves() if LETTERS[m.pit] != p.move]
    trace, move = next(((t, m) for t, m in tries if t.captured), tries[0])
    took = (f"captures {_seeds(trace.captured)}" if trace.captured else "captures nothing")
    return Support(f"Try pit {LETTERS[move.pit]}: its last seed lands in {_place(trace)}, so "
                   f"it {took}. Now try the others.")


def _adding(p: Puzzle, what: str) -> Support:
    pos = _pos(p)
    counts = [c for c in (pos.side(0) if what == "South's pits" else
                          [c for c in p.boards[0].pits if c is not None]) if c]
    rules = pos.rules
    a, b = (counts + [0, 0])[:2]
    return Support(f"Add {what} one at a time: {a} + {b} = {a + b}, then go on. Count on "
                   f"along the track.",
                   Track("numbers", rules.total_seeds))


def _support_estimate(p: Puzzle) -> Support:
    return _adding(p, "South's pits")


def _support_missing(p: Puzzle) -> Support:
    return _adding(p, "the pits")


def _support_solitaire(p: Puzzle) -> Support:
    board = p.extra["board"]
    first = LETTERS.index(p.answer["moves"][0])
    steps = len(board) - first
    return Support(f"Pit {LETTERS[first]} is {steps} step{'s' if steps != 1 else ''} from "
                   f"the store and holds {_seeds(board[first])}: sow it first.")


def _support_reverse(p: Puzzle) -> Support:
    return Support("Sowing empties the pit sown (unless the seeds go all the way round): "
                   "try the pits that are empty After but not Before.")


def _support_pattern(p: Puzzle) -> Support:
    steps = p.answer["steps"]
    return Support(f"Pit {p.answer['pit']} is {steps} step{'s' if steps != 1 else ''} from "
                   f"the store, so {_seeds(steps)} end{'s' if steps == 1 else ''} in the "
                   f"store: {steps} is ringed. A row of the track is a lap: look down.",
                   Track("numbers", p.answer["up_to"], (str(steps),), row=p.answer["lap"]))


def _support_wrong(p: Puzzle) -> Support:
    return Support(f"Put your finger on pit {p.move}. Say each next place aloud and check "
                   f"{CHILD}'s steps one by one.")


SUPPORTS: dict[str, Callable[[Puzzle], Support]] = {
    "sow_and_count": _support_sow_and_count, "last_seed": _support_last_seed,
    "four_last_seed": _support_last_seed, "lap": _support_lap, "oware_lap": _support_lap,
    "four_lap": _support_lap, "extra_turn": _support_extra_turn,
    "four_extra_turn": _support_extra_turn, "best_capture": _support_capture,
    "four_capture": _support_capture, "oware_chain": _support_capture,
    "estimate": _support_estimate, "missing_seeds": _support_missing,
    "tchoukaillon": _support_solitaire, "reverse": _support_reverse,
    "extra_turn_pattern": _support_pattern, "what_went_wrong": _support_wrong,
    "four_what_went_wrong": _support_wrong,
}


# --- stretch ------------------------------------------------------------------------------------

def _more_seeds(p: Puzzle, extra: int, why: bool) -> Stretch:
    """What if the sown pit had ``extra`` more seeds: where does the last seed land?"""
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    lap = _lap(pos, pit)
    more = _with_more(pos, pit, extra)
    if more is None and extra == lap:        # no seeds to spare for a lap more: one less
        extra = -lap
        more = _with_more(pos, pit, extra)
    if more is None:
        raise AssertionError(f"no seeds to spare for a what-if on {p.position}")
    old, new = _trace(p, pos), more.play(p.move)[1]
    place = _place(new)
    n = pos.pits[pit] + extra
    words = ("one more seed" if extra == 1 else f"{extra} more seeds" if extra > 0 else
             f"{-extra} fewer seeds")
    if abs(extra) == lap:
        laps = "one lap more" if extra > 0 else "one lap fewer"
        because = (f"{_capital(words)} are {laps} ({lap} places), so the last seed lands in "
                   f"the same place as before." if place == _place(old) else
                   f"{_capital(laps)} ({lap} places), and the sowing ends elsewhere.")
    else:
        skipped = [d for d in _store_skips(old, new)]
        because = (f"The next place is {and_list(skipped)}, which gets no seed, so the extra "
                   f"seed goes on to {place}." if skipped else
                   f"The extra seed goes into the next place: {place}.")
    question = (f"What if pit {p.move} had {words}?\nWhere would the last seed land?"
                + ("\nWhy?" if why else ""))
    sown = (f"With {_seeds(n)}: " + _sowing_sentence(new).split(": ", 1)[1]
            if n <= 2 * lap else
            f"With {_seeds(n)} the last seed lands in {place} (sown seed by seed).")
    return Stretch(question, ("Pit or store", "Why") if why else ("Pit or store",),
                   {"place": place, "seeds": n}, _capital(place), (sown, because))


def _store_skips(old: Trace, new: Trace) -> list[str]:
    """The stores the longer sowing went past between the old last seed and the new one."""
    rules = old.before.rules
    mover = old.before.to_move
    last = old.last_drop
    if not isinstance(last, E.Sow) or not isinstance(new.last_drop, E.Sow):
        return []
    if rules.owner(last.pit) == rules.owner(new.last_drop.pit):
        return []
    owner = rules.owner(last.pit)
    if owner == mover or not rules.sow_into_store:
        return []
    return [f"{rules.player_names[owner]}'s store"]


def _stretch_sow_and_count(p: Puzzle, s: Settings) -> Stretch:
    return _more_seeds(p, 1, why=False)


def _stretch_last_seed(p: Puzzle, s: Settings) -> Stretch:
    if s.simple or p.kind == "four_last_seed":
        return _more_seeds(p, 1, why=True)
    pos = _pos(p)
    return _more_seeds(p, _lap(pos, LETTERS.index(p.move)), why=True)


def _stretch_lap(p: Puzzle, s: Settings) -> Stretch:
    return _more_seeds(p, p.answer["lap"], why=True)


def _stretch_extra_turn(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    lap = _lap(pos, pit)
    more = _with_more(pos, pit, lap)
    assert more is not None
    again = more.play(p.move)[1].extra_turn
    who = _mover(pos)
    return Stretch(
        f"What if pit {p.move} had {lap} more seeds?\nWould {who} still get another turn? Why?",
        ("Yes or no", "Why"), {"extra_turn": again, "seeds": more.pits[pit]},
        "Yes" if again else "No",
        (f"With {_seeds(more.pits[pit])} the last seed lands in {_place(more.play(p.move)[1])}"
         f" (sown seed by seed).",
         f"{lap} more seeds are one more lap of {lap} places, so the sowing ends where it "
         f"did." if again else "The extra seeds do not make a whole lap."))


def _stretch_capture(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    taken = {LETTERS[m.pit]: pos.play(m)[1].captured for m in pos.legal_moves()}
    others = {k: v for k, v in taken.items() if v and k != p.move}
    listed = and_list(f"pit {k} takes {v}" for k, v in others.items())
    return Stretch(
        "Which other pits capture?\nHow many seeds does each take?",
        ("Pits and seeds",), {"captures": others}, _capital(listed),
        (f"Every pit tried in turn: {listed}.",
         f"Pit {p.move} takes the most: {p.answer['seeds']}."))


def _stretch_chain(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    fewer = _with_more(pos, pit, -1)
    if fewer is None:
        return _stretch_capture(p, s)
    trace = fewer.play(p.move)[1]
    pits = [LETTERS[q] for c in trace.captures for q in c.pits]
    got = trace.captured
    return Stretch(
        f"What if pit {p.move} had one seed fewer?\nWhat would South capture then?",
        ("Seeds",), {"seeds": got, "pits": pits},
        f"{_seeds(got)}" + (f" (from {', '.join(pits)})" if pits else ""),
        (f"With {_seeds(fewer.pits[pit])}: " + _sowing_sentence(trace).split(": ", 1)[1],
         f"The last seed lands in {_place(trace)}; "
         + (f"South captures {got} from {', '.join(pits)}." if got else
            "nothing is captured.")))


def _stretch_missing(p: Puzzle, s: Settings) -> Stretch:
    board = p.boards[0]
    n = len(board.pits) // 2
    south = sum(board.pits[:n]) + board.stores[0]
    north = sum(board.pits[n:]) + board.stores[1]
    return Stretch(
        "How many seeds are on South's side (pits and store), and on North's?\nDo they "
        "add up to your count?",
        ("South", "North"), {"south": south, "north": north, "counted": south + north},
        f"South {south}, North {north}",
        (f"South: {south}; North: {north}; {south} + {north} = {south + north}, the seeds "
         f"counted.",))


def _stretch_estimate(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    total = pos.rules.total_seeds
    south = p.answer["south"]
    north = sum(pos.side(1)) + pos.stores[1]
    assert south + north == total
    return Stretch(
        "How many seeds does North have?\nWork it out without counting North's seeds.",
        ("North's seeds",), {"north": north}, str(north),
        (f"{total} - {south} = {north}: all the seeds minus South's.",
         f"Check: North's pits and store add up to {north}."))


def _stretch_solitaire(p: Puzzle, s: Settings) -> Stretch:
    """Why the pit nearest the store goes first: the engine's solitaire tries the other
    order at the first turn where two pits could be sown."""
    board = tuple(p.extra["board"])
    order = T.winning_sequences(board)[0]
    for pit in order:
        legal = T.legal_moves(board)
        farther = [i for i in legal if i < pit]
        if farther:
            wrong = farther[0]
            after = T.sow(board, wrong)
            reason = (f"When pits {LETTERS[wrong]} and {LETTERS[pit]} can both be sown, "
                      f"sowing {LETTERS[wrong]} first drops a seed into pit {LETTERS[pit]}: "
                      f"it then holds {after[pit]} but is {T.distance(board, pit)} "
                      f"step{'s' if T.distance(board, pit) != 1 else ''} from the store, so it "
                      f"can never be sown and the seeds never all reach the store.")
            break
        board = T.sow(board, pit)
    else:
        reason = ("On this board only one pit can be sown at each turn, so there is no "
                  "choice to make; on others, sowing a farther pit first overfills a "
                  "nearer one.")
    return Stretch(
        "Why must you always sow the pit nearest the store that can be sown?",
        ("Why",), {"order": [LETTERS[i] for i in order]}, "A nearer pit would get a seed too many",
        (reason, "Of every order tried, only " + " ".join(
            LETTERS[i] for i in order) + " clears the board."))


def _stretch_reverse(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    after = pos.after(p.move)
    reasons = {}
    for m in pos.legal_moves():
        letter = LETTERS[m.pit]
        if letter == p.move:
            continue
        other = pos.after(m)
        diff = next((i for i, (a, b) in enumerate(zip(other.pits, after.pits)) if a != b),
                    None)
        if diff is not None:
            reasons[letter] = (f"pit {LETTERS[diff]} would hold {other.pits[diff]}, not "
                               f"{after.pits[diff]}")
        else:
            names = pos.rules.player_names
            k = next(k for k in range(len(other.stores)) if other.stores[k] != after.stores[k])
            reasons[letter] = (f"{names[k]}'s store would hold {other.stores[k]}, not "
                               f"{after.stores[k]}")
    return Stretch(
        "Why can no other pit give this After board?\nChoose one other pit and say what "
        "would be different.",
        ("Pit", "Why"), {"others": reasons}, "Any other pit, with what it would change",
        tuple(f"Sowing pit {k}: {v}." for k, v in reasons.items()))


def _stretch_pattern(p: Puzzle, s: Settings) -> Stretch:
    lap, counts = p.answer["lap"], p.answer["counts"]
    nxt = counts[-1] + lap
    rules = variant(p.game)
    pit = LETTERS.index(p.answer["pit"])
    if nxt <= rules.total_seeds:
        assert extra_turn_counts(rules, pit, nxt)[-1] == nxt     # the engine agrees
        check = f"Pit {p.answer['pit']}, sown seed by seed with {nxt} seeds, ends in " \
                f"South's store."
    else:
        check = f"(The game has only {rules.total_seeds} seeds, so no pit can hold {nxt}.)"
    return Stretch(
        f"Why do the numbers go up by {lap}?\nWhat would the next number after "
        f"{p.answer['up_to']} be?",
        ("Why", "Next number"), {"next": nxt, "lap": lap}, str(nxt),
        (f"{lap} more seeds go once more round the board (a lap is {lap} places) and end in "
         f"the same place: {counts[-1]} + {lap} = {nxt}.", check))


STRETCHES: dict[str, Callable[[Puzzle, Settings], Stretch]] = {
    "sow_and_count": _stretch_sow_and_count, "last_seed": _stretch_last_seed,
    "four_last_seed": _stretch_last_seed, "lap": _stretch_lap, "oware_lap": _stretch_lap,
    "four_lap": _stretch_lap, "extra_turn": _stretch_extra_turn,
    "four_extra_turn": _stretch_extra_turn, "best_capture": _stretch_capture,
    "four_capture": _stretch_capture, "oware_chain": _stretch_chain,
    "missing_seeds": _stretch_missing, "estimate": _stretch_estimate,
    "tchoukaillon": _stretch_solitaire, "reverse": _stretch_reverse,
    "extra_turn_pattern": _stretch_pattern,
}
