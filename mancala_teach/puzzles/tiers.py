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
core answers do. Their words are made in the language in use, as the puzzle's are (see
:mod:`.generators`); :func:`tier_words` says what a tier is.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from .. import events as E
from ..errors import InvalidOptionError, shown
from ..glossary import seeds as _seeds
from ..i18n import N_, _, and_list, expression, ngettext, pgettext
from ..naming import LETTERS, seat_word
from ..position import Position
from ..trace import Trace
from ..variants import variant
from . import tchoukaillon as T
from .generators import (CHILD, Puzzle, Settings, Stretch, Support, Track, _board, _drops,
                         _named, answer_place, extra_turn_counts, place_name, place_words,
                         sow_and_count_from, sowing_ring, sown_into)

TIERS = ("support", "core", "stretch")
# What each tier is, in English (translated where it is read: :func:`tier_words`).
TIER_WORDS = {
    # TRANSLATORS: a worksheet's three versions, as a menu lists them: the version's name,
    # a colon, what it is.
    "support": N_("support: smaller counts, dots, a worked first step, a number track"),
    "core": N_("core: the level's sheet"),
    "stretch": N_("stretch: the same puzzles and a \"What if?\" or \"Why?\" for each")}


def tier_words(tier: str) -> str:
    """What ``tier`` is, in the language in use: "support: smaller counts, dots, ..."."""
    return _(TIER_WORDS[find_tier(tier)])


def tier_name(tier: str) -> str:
    """A tier's name in the language in use, inside a sentence: "support", "core",
    "stretch"."""
    # TRANSLATORS: a worksheet's versions: support (more help), core, stretch (one more
    # question a puzzle), as "the support version" says them.
    return {"support": pgettext("tier", "support"), "core": pgettext("tier", "core"),
            "stretch": pgettext("tier", "stretch")}[find_tier(tier)]
SUPPORT_CAP = 4      # a support board shows at most this many seeds in a pit the answer
                     # does not depend on (the surplus waits in the stores)


def find_tier(name: object) -> str:
    """``support``, ``core`` or ``stretch`` (any case), else one sentence naming them."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in TIERS:
        raise InvalidOptionError(_("There is no tier {tier}; choose one of: {tiers}.",
                                   tier=shown(name), tiers=", ".join(TIERS)))
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
    """Who moves, in the language in use ("South", French "Sud")."""
    return seat_word(pos.rules.player_names[pos.to_move])


def _short(place: str) -> str:
    """What a child writes in a track box: a pit's letter, or "store" (only the mover's own
    store ever gets a seed): data, as the track's ``filled`` holds it (the page says it in
    words)."""
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


def _said(drop: str) -> str:
    """A place of :func:`._drops` ("D", "South's store") inside a sentence: "pit D"."""
    return place_words(_named(drop))



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
    # TRANSLATORS: {sum} is "4 + 1 = 5", the seeds in the first place after one more.
    return Support(ngettext("Pit {pit} has {n} seed, so the next place gets one more seed. "
                            "Start with {place}: {sum}.",
                            "Pit {pit} has {n} seeds, so the next {n} places get one more "
                            "seed each. Start with {place}: {sum}.", n, pit=p.move,
                            place=_said(first), sum=expression(was, "+", 1, "=", was + 1)))


def _support_last_seed(p: Puzzle) -> Support:
    trace = _trace(p)
    drops = _drops(trace)
    n = len(drops)
    return Support(_("Pit {pit} has {seeds}. Seed 1 goes into {place}: go on along the "
                     "track.", pit=p.move, seeds=_seeds(n), place=_said(drops[0])),
                   Track("sowing", n, (_short(drops[0]),)))


def _support_lap(p: Puzzle) -> Support:
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    ring = sowing_ring(pos.rules, pit, pos.to_move)
    lap = len(ring)
    if ring[-1] == p.move:
        text = _("A lap is {lap} places: seed 1 goes into {place}, seed {lap} back into pit "
                 "{pit}. Fill in one lap, then count on.", lap=lap, place=_said(ring[0]),
                 pit=p.move)
    else:
        text = _("A lap is {lap} places: seed 1 goes into {place}, seed {lap} into {last} "
                 "(pit {pit} is skipped). Fill in one lap, then count on.", lap=lap,
                 place=_said(ring[0]), last=_said(ring[-1]), pit=p.move)
    return Support(text, Track("sowing", lap, (_short(ring[0]),)))


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
    # TRANSLATORS: what a pit's seeds are for an extra turn: after "Pit F is 1 step from
    # South's store and holds 3 seeds: ".
    verdict = (_("the same number, but another pit is the answer") if seeds == steps else
               _("too many") if seeds > steps else _("too few") if seeds else
               _("none to sow"))
    return Support(ngettext("Pit {pit} is {n} step from {player}'s store and holds {seeds}: "
                            "{verdict}. Check the others the same way.",
                            "Pit {pit} is {n} steps from {player}'s store and holds {seeds}: "
                            "{verdict}. Check the others the same way.", steps,
                            pit=LETTERS[other], player=who, seeds=_seeds(seeds),
                            verdict=verdict))


def _support_capture(p: Puzzle) -> Support:
    pos = _pos(p)
    tries = [(pos.play(m)[1], m) for m in pos.legal_moves() if LETTERS[m.pit] != p.move]
    trace, move = next(((t, m) for t, m in tries if t.captured), tries[0])
    if trace.captured:
        text = _("Try pit {pit}: its last seed lands in {place}, so it captures {seeds}. Now "
                 "try the others.", pit=LETTERS[move.pit], place=place_words(_place(trace)),
                 seeds=_seeds(trace.captured))
    else:
        text = _("Try pit {pit}: its last seed lands in {place}, so it captures nothing. Now "
                 "try the others.", pit=LETTERS[move.pit], place=place_words(_place(trace)))
    return Support(text)


def _adding(p: Puzzle, what: str) -> Support:
    pos = _pos(p)
    counts = [c for c in (pos.side(0) if what == "South's pits" else
                          [c for c in p.boards[0].pits if c is not None]) if c]
    rules = pos.rules
    a, b = (counts + [0, 0])[:2]
    total = expression(a, "+", b, "=", a + b)
    if what == "South's pits":
        text = _("Add South's pits one at a time: {sum}, then go on. Count on along the "
                 "track.", sum=total)
    else:
        text = _("Add the pits one at a time: {sum}, then go on. Count on along the track.",
                 sum=total)
    return Support(text, Track("numbers", rules.total_seeds))


def _support_estimate(p: Puzzle) -> Support:
    return _adding(p, "South's pits")


def _support_missing(p: Puzzle) -> Support:
    return _adding(p, "the pits")


def _support_solitaire(p: Puzzle) -> Support:
    board = p.extra["board"]
    first = LETTERS.index(p.answer["moves"][0])
    steps = len(board) - first
    return Support(ngettext("Pit {pit} is {n} step from the store and holds {seeds}: sow it "
                            "first.",
                            "Pit {pit} is {n} steps from the store and holds {seeds}: sow it "
                            "first.", steps, pit=LETTERS[first], seeds=_seeds(board[first])))


def _support_reverse(p: Puzzle) -> Support:
    return Support(_("Sowing empties the pit sown (unless the seeds go all the way round): "
                     "try the pits that are empty After but not Before."))


def _support_pattern(p: Puzzle) -> Support:
    steps = p.answer["steps"]
    return Support(ngettext("Pit {pit} is {n} step from the store, so {n} seed ends in the "
                            "store: {n} is ringed. A row of the track is a lap: look down.",
                            "Pit {pit} is {n} steps from the store, so {n} seeds end in the "
                            "store: {n} is ringed. A row of the track is a lap: look down.",
                            steps, pit=p.answer["pit"]),
                   Track("numbers", p.answer["up_to"], (str(steps),), row=p.answer["lap"]))


def _support_wrong(p: Puzzle) -> Support:
    return Support(_("Put your finger on pit {pit}. Say each next place aloud and check "
                     "{child}'s steps one by one.", pit=p.move, child=CHILD))


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
    said = place_words(place)
    if abs(extra) == lap:
        if place == _place(old):
            # TRANSLATORS: {lap} is a lap's places: "13 more seeds are one lap more (13
            # places), ...".
            because = (_("{count} more seeds are one lap more ({lap} places), so the last seed "
                         "lands in the same place as before.", count=extra, lap=lap)
                       if extra > 0 else
                       _("{count} fewer seeds are one lap fewer ({lap} places), so the last "
                         "seed lands in the same place as before.", count=-extra, lap=lap))
        else:
            because = (_("One lap more ({lap} places), and the sowing ends elsewhere.",
                         lap=lap) if extra > 0 else
                       _("One lap fewer ({lap} places), and the sowing ends elsewhere.",
                         lap=lap))
    else:
        skipped = [place_words(d) for d in _store_skips(old, new)]
        because = (_("The next place is {stores}, which gets no seed, so the extra seed goes "
                     "on to {place}.", stores=and_list(skipped), place=said) if skipped else
                   _("The extra seed goes into the next place: {place}.", place=said))
    if extra == 1:
        what_if = _("What if pit {pit} had one more seed?", pit=p.move)
    elif extra > 0:
        what_if = _("What if pit {pit} had {count} more seeds?", pit=p.move, count=extra)
    else:
        what_if = _("What if pit {pit} had {count} fewer seeds?", pit=p.move, count=-extra)
    question = "\n".join((what_if, _("Where would the last seed land?"),
                          *((_("Why?"),) if why else ())))
    sown = (_with_seeds(n, new) if n <= 2 * lap else
            _("With {seeds} the last seed lands in {place} (sown seed by seed).",
              seeds=_seeds(n), place=said))
    blanks = (pgettext("blank", "Pit or store"),) + ((pgettext("blank", "Why"),) if why else ())
    return Stretch(question, blanks, {"place": place, "seeds": n}, answer_place(place),
                   (sown, because))


def _with_seeds(n: int, trace: Trace) -> str:
    """"With 7 seeds: one each into ...", the sowing of ``trace``."""
    return _("With {seeds}: {sown}", seeds=_seeds(n), sown=sown_into(trace))


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
    return [f"{rules.player_names[owner]}'s store"]     # data, as place_name says it


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
        "\n".join((_("What if pit {pit} had {count} more seeds?", pit=p.move, count=lap),
                   _("Would {player} still get another turn? Why?", player=who))),
        (pgettext("blank", "Yes or no"), pgettext("blank", "Why")),
        {"extra_turn": again, "seeds": more.pits[pit]},
        pgettext("answer", "Yes") if again else pgettext("answer", "No"),
        (_("With {seeds} the last seed lands in {place} (sown seed by seed).",
           seeds=_seeds(more.pits[pit]), place=place_words(_place(more.play(p.move)[1]))),
         _("{count} more seeds are one more lap of {lap} places, so the sowing ends where it "
           "did.", count=lap, lap=lap) if again else
         _("The extra seeds do not make a whole lap.")))


def _stretch_capture(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    taken = {LETTERS[m.pit]: pos.play(m)[1].captured for m in pos.legal_moves()}
    others = {k: v for k, v in taken.items() if v and k != p.move}
    # TRANSLATORS: a pit and the seeds it would capture, in a list ("pit B takes 5").
    listed = and_list(_("pit {pit} takes {count}", pit=k, count=v) for k, v in others.items())
    return Stretch(
        "\n".join((_("Which other pits capture?"), _("How many seeds does each take?"))),
        (pgettext("blank", "Pits and seeds"),), {"captures": others}, _capital(listed),
        (_("Every pit tried in turn: {captures}.", captures=listed),
         _("Pit {pit} takes the most: {count}.", pit=p.move, count=p.answer["seeds"])))


def _stretch_chain(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    pit = LETTERS.index(p.move)
    fewer = _with_more(pos, pit, -1)
    if fewer is None:
        return _stretch_capture(p, s)
    trace = fewer.play(p.move)[1]
    pits = [LETTERS[q] for c in trace.captures for q in c.pits]
    got = trace.captured
    place = place_words(_place(trace))
    return Stretch(
        "\n".join((_("What if pit {pit} had one seed fewer?", pit=p.move),
                   _("What would South capture then?"))),
        (pgettext("blank", "Seeds"),), {"seeds": got, "pits": pits},
        (pgettext("answer", "{seeds} (from {pits})", seeds=_seeds(got), pits=", ".join(pits))
         if pits else _seeds(got)),
        (_with_seeds(fewer.pits[pit], trace),
         _("The last seed lands in {place}; South captures {count} from {pits}.", place=place,
           count=got, pits=", ".join(pits)) if got else
         _("The last seed lands in {place}; nothing is captured.", place=place)))


def _stretch_missing(p: Puzzle, s: Settings) -> Stretch:
    board = p.boards[0]
    n = len(board.pits) // 2
    south = sum(board.pits[:n]) + board.stores[0]
    north = sum(board.pits[n:]) + board.stores[1]
    return Stretch(
        "\n".join((_("How many seeds are on South's side (pits and store), and on North's?"),
                   _("Do they add up to your count?"))),
        (seat_word("South"), seat_word("North")),
        {"south": south, "north": north, "counted": south + north},
        pgettext("answer", "South {south}, North {north}", south=south, north=north),
        (_("South: {south}; North: {north}; {sum}, the seeds counted.", south=south,
           north=north, sum=expression(south, "+", north, "=", south + north)),))


def _stretch_estimate(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    total = pos.rules.total_seeds
    south = p.answer["south"]
    north = sum(pos.side(1)) + pos.stores[1]
    assert south + north == total
    return Stretch(
        "\n".join((_("How many seeds does North have?"),
                   _("Work it out without counting North's seeds."))),
        (pgettext("blank", "North's seeds"),), {"north": north}, str(north),
        (_("{difference}: all the seeds minus South's.",
           difference=expression(total, "-", south, "=", north)),
         _("Check: North's pits and store add up to {count}.", count=north)))


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
            # TRANSLATORS: {first} and {pit} are pits' letters; {count} the seeds pit {pit}
            # then holds, {n} how many steps it is from the store.
            reason = ngettext("When pits {first} and {pit} can both be sown, sowing {first} "
                              "first drops a seed into pit {pit}: it then holds {count} but "
                              "is {n} step from the store, so it can never be sown and the "
                              "seeds never all reach the store.",
                              "When pits {first} and {pit} can both be sown, sowing {first} "
                              "first drops a seed into pit {pit}: it then holds {count} but "
                              "is {n} steps from the store, so it can never be sown and the "
                              "seeds never all reach the store.", T.distance(board, pit),
                              first=LETTERS[wrong], pit=LETTERS[pit], count=after[pit])
            break
        board = T.sow(board, pit)
    else:
        reason = _("On this board only one pit can be sown at each turn, so there is no "
                   "choice to make; on others, sowing a farther pit first overfills a "
                   "nearer one.")
    return Stretch(
        _("Why must you always sow the pit nearest the store that can be sown?"),
        (pgettext("blank", "Why"),), {"order": [LETTERS[i] for i in order]},
        _("A nearer pit would get a seed too many"),
        (reason, _("Of every order tried, only {order} clears the board.",
                   order=" ".join(LETTERS[i] for i in order))))


def _stretch_reverse(p: Puzzle, s: Settings) -> Stretch:
    pos = _pos(p)
    after = pos.after(p.move)
    reasons: dict[str, str] = {}
    said: dict[str, str] = {}
    for m in pos.legal_moves():
        letter = LETTERS[m.pit]
        if letter == p.move:
            continue
        other = pos.after(m)
        diff = next((i for i, (a, b) in enumerate(zip(other.pits, after.pits)) if a != b),
                    None)
        if diff is not None:
            place, was, now = f"pit {LETTERS[diff]}", other.pits[diff], after.pits[diff]
        else:
            names = pos.rules.player_names
            k = next(k for k in range(len(other.stores)) if other.stores[k] != after.stores[k])
            place, was, now = f"{names[k]}'s store", other.stores[k], after.stores[k]
        # The answer keeps its English words (data, as the JSON has them); the key says them
        # in the language in use.
        reasons[letter] = f"{place} would hold {was}, not {now}"
        said[letter] = _("{place} would hold {count}, not {right}", place=place_words(place),
                         count=was, right=now)
    return Stretch(
        "\n".join((_("Why can no other pit give this After board?"),
                   _("Choose one other pit and say what would be different."))),
        (pgettext("blank", "Pit"), pgettext("blank", "Why")), {"others": reasons},
        _("Any other pit, with what it would change"),
        tuple(_("Sowing pit {pit}: {change}.", pit=k, change=v) for k, v in said.items()))


def _stretch_pattern(p: Puzzle, s: Settings) -> Stretch:
    lap, counts = p.answer["lap"], p.answer["counts"]
    nxt = counts[-1] + lap
    rules = variant(p.game)
    pit = LETTERS.index(p.answer["pit"])
    if nxt <= rules.total_seeds:
        assert extra_turn_counts(rules, pit, nxt)[-1] == nxt     # the engine agrees
        check = _("Pit {pit}, sown seed by seed with {count} seeds, ends in South's store.",
                  pit=p.answer["pit"], count=nxt)
    else:
        check = _("(The game has only {total} seeds, so no pit can hold {count}.)",
                  total=rules.total_seeds, count=nxt)
    return Stretch(
        "\n".join((_("Why do the numbers go up by {lap}?", lap=lap),
                   _("What would the next number after {up_to} be?",
                     up_to=p.answer["up_to"]))),
        (pgettext("blank", "Why"), pgettext("blank", "Next number")),
        {"next": nxt, "lap": lap}, str(nxt),
        (_("{count} more seeds go once more round the board (a lap is {lap} places) and end in "
           "the same place: {sum}.", count=lap, lap=lap,
           sum=expression(counts[-1], "+", lap, "=", nxt)), check))


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
