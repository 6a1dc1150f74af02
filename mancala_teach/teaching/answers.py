"""The answer to every lesson item, worked out by the engine: nothing here is typed in.

:func:`work_out` looks up the item's ``ask`` in :data:`ASKS` and plays the item's position
(or reads the exact solver's results, or plays seeded random games) to answer it, with the
answer in words for the key and "Show the answer".
"""

from __future__ import annotations

from typing import Any, Callable

from .. import events as E
from ..errors import InvalidOptionError, shown
from ..glossary import choice_words
from ..landing import landing_of, landing_table, sowing_path
from ..players.advantage import (BoardResult, CAPTURE_RULES, capture_words, first_player_result,
                                 first_player_results, known_boards, live_in_lesson)
from ..naming import LETTERS, PLAYER_NAMES, and_list, counted, pit_name, store_name
from ..position import Position
from ..puzzles import tchoukaillon
from ..rules import Rules
from ..variants import variant
from .game_data import game_lengths, length_data
from .model import Item, Worked


def _pit(letter: str) -> int:
    return LETTERS.index(letter.upper())


def _played(item: Item) -> tuple[Position, Position, Any]:
    before = item.setup.position()
    after, trace = before.play(item.move)
    return before, after, trace


def _place(drop: E.Sow | E.SowStore | None) -> str:
    if drop is None:
        return "nowhere"
    if isinstance(drop, E.Sow):
        return f"pit {pit_name(drop.pit)}"
    return store_name(drop.player)


def _total(item: Item) -> Worked:
    pos = item.setup.position()
    counts = set(pos.pits)
    if len(counts) == 1 and not any(pos.stores):
        n = pos.pits[0]
        return Worked(pos.total, f"{pos.rules.pit_count} pits with {counted(n)} each: "
                                 f"{pos.rules.pit_count} × {n} = {pos.total} seeds.")
    return Worked(pos.total, " + ".join(map(str, (*pos.pits, *pos.stores)))
                  + f" = {pos.total} seeds.")


def _pit_after(item: Item) -> Worked:
    before, after, trace = _played(item)
    sown = [pit_name(e.pit) for e in trace.of_type(E.Sow)]
    n = after.count(item.target)
    return Worked(n, f"Pit {item.move} is emptied and one seed goes into each of "
                     f"{and_list(sown)}. Pit {item.target} had {before.count(item.target)}, "
                     f"now it has {n}.")


def _total_after(item: Item) -> Worked:
    before, after, _ = _played(item)
    return Worked(after.total, f"{sum(after.pits)} in the pits + {sum(after.stores)} in the "
                               f"stores = {after.total}, the same {before.total} as before: "
                               "sowing moves seeds, it never makes or loses any.")


def _landing(item: Item) -> Worked:
    before, _, trace = _played(item)
    place = _place(trace.last_drop)
    return Worked(place, f"Pit {item.move} holds {counted(before.count(item.move))}: the "
                         f"last one lands in {place}.")


def _lap_landing(item: Item) -> Worked:
    rules = item.setup.rules()
    pit = _pit(item.move)
    player = rules.owner(pit)
    path = sowing_path(rules, player, pit)
    cycle = len(path)
    q, r = divmod(item.seeds, cycle)
    place = landing_of(rules, player, pit, item.seeds).name
    by_count = path[r - 1] if r else path[-1]
    if by_count != place:       # the division and the engine must agree
        raise AssertionError(f"{item.seeds} seeds from {item.move}: {by_count} != {place}")
    step = (f"count on {r} from pit {item.move}" if r else
            f"a remainder of 0 means the {cycle}th place")
    skip = " (skipping pit " + item.move + ")" if f"pit {item.move}" not in path else ""
    return Worked(place, f"The cycle has {cycle} places. {item.seeds} = {cycle} × {q} + {r}, "
                         f"so {step}{skip}: {place}.")


def _extra_turn_counts(item: Item) -> Worked:
    rules = item.setup.rules()
    pit = _pit(item.move)
    player = rules.owner(pit)
    store = store_name(player)
    counts = tuple(t.seeds for t in landing_table(rules, pit, item.upto, player)
                   if t.name == store)
    cycle = len(sowing_path(rules, player, pit))
    return Worked(counts, f"{and_list(list(counts))}: each is {cycle} more than the one "
                          "before, because the sowing comes round to the same place every "
                          f"{cycle} seeds.")


def _extra_turn_moves(item: Item) -> Worked:
    pos = item.setup.position()
    found = []
    lines = []
    store_at = pos.rules.pits_per_side
    for move in pos.legal_moves():
        _, trace = pos.play(move)
        if trace.extra_turn:
            found.append(LETTERS[move.pit])
            steps = store_at - (move.pit - pos.rules.side(pos.to_move)[0])
            lines.append(f"pit {LETTERS[move.pit]}: {counted(pos.count(move.pit))}, "
                         f"{steps} steps to the store")
    if not found:
        return Worked((), "No pit: none holds as many seeds as it is steps from the store.")
    text = "; ".join(lines)
    return Worked(tuple(found), text[0].upper() + text[1:] + ".")


def _captured(item: Item) -> Worked:
    before, after, trace = _played(item)
    caps = trace.captures
    if not caps:
        return Worked(0, "Nothing is captured.")
    seeds = [s for c in caps for s in c.seeds]
    pits = [LETTERS[p] for c in caps for p in c.pits]
    player = before.to_move
    return Worked(trace.captured,
                  " + ".join(map(str, seeds)) + f" = {trace.captured} seeds (from "
                  f"{and_list(pits)}) go to {PLAYER_NAMES[player]}'s store, which grows from "
                  f"{before.stores[player]} to {after.stores[player]}.")


def _accounting(item: Item) -> Worked:
    before, after, _ = _played(item)
    s, n = sum(after.side(0)), sum(after.side(1))
    a, b = after.stores
    return Worked((s, n, a, b), f"{s} on South's side + {n} on North's side + {a} in South's "
                                f"store + {b} in North's store = {s + n + a + b}, all "
                                f"{before.total} seeds.")


def _side_after(item: Item) -> Worked:
    _, after, trace = _played(item)
    n = sum(after.side(1))
    rest = sum(after.side(0))
    text = f"North has {counted(n)} left; South captured {trace.captured}."
    if after.is_over:
        text += (f" The game is over ({after.outcome.why}): {after.outcome.result()}. "
                 f"The other {counted(rest)} are still in South's pits: {after.stores[0]} + "
                 f"{after.stores[1]} + {rest} = {after.total}.")
    return Worked(n, text)


def _house_rule(item: Item) -> Worked:
    player = PLAYER_NAMES.index(item.target)
    scores = {}
    for choice in item.choices:
        done = item.setup.position(**{item.option: choice}).after(item.move)
        scores[choice] = done.outcome.scores[player] if done.outcome else done.stores[player]
    best = max(scores, key=scores.get)
    listed = "; ".join(f"{n} if leftovers {choice_words(item.option, c)}"
                       for c, n in scores.items())
    return Worked(best, f"{item.target}'s final score: {listed}. Best for {item.target}: "
                        f"leftovers {choice_words(item.option, best)}.")


def _half_check(item: Item) -> Worked:
    pos = item.setup.position()
    if item.move:
        pos = pos.after(item.move)
    if item.target == "South's side":
        n, what = sum(pos.side(0)), "South's side holds"
    elif item.target == "South's store":
        n, what = pos.stores[0], "South's store holds"
    else:
        n, what = sum(pos.pits), "The pits hold"
    half = pos.total / 2
    verdict = "more" if n > half else "less" if n < half else "exactly half"
    return Worked(verdict, f"{what} {n}. Half of {pos.total} is {half:g}, so {verdict}"
                           + ("." if verdict == "exactly half" else f" than half."))


def _seeds_per_pit(item: Item) -> Worked:
    rules = item.setup.rules()
    per = rules.total_seeds / rules.pit_count
    return Worked(per, f"{rules.total_seeds} ÷ {rules.pit_count} = {per:g} per pit on average.")


def _median_range(item: Item) -> Worked:
    rules = item.setup.rules()
    spread = game_lengths(rules, item.games)
    ordered = sorted(spread.lengths)
    return Worked((spread.median, spread.range),
                  f"In order: {', '.join(map(str, ordered))}. The median is {spread.median:g} "
                  f"moves; the range is {spread.highest} − {spread.lowest} = {spread.range}.",
                  given=f"{rules.title}, {spread.games} games, moves in each: "
                        + ", ".join(map(str, spread.lengths)) + ".")


def _compare_lengths(item: Item) -> Worked:
    a = game_lengths(item.setup.rules(), item.games)
    b_rules = variant(item.versus)
    b = game_lengths(b_rules, item.games)
    a_title = item.setup.rules().title
    longer, shorter = (a_title, b_rules.title) if a.median > b.median else (b_rules.title,
                                                                             a_title)
    overlap = a.lowest <= b.highest and b.lowest <= a.highest
    text = (f"{longer} tends to be longer: its median is higher. "
            + (f"But the ranges overlap: some games of {shorter} are longer than some games "
               f"of {longer}, so one game of each could mislead." if overlap else
               "The ranges do not even overlap."))
    return Worked(longer, text, given=f"{item.games} games each. {a_title}: {a.words()}. "
                                      f"{b_rules.title}: {b.words()}.")


def _longest_game(item: Item) -> Worked:
    data = length_data(item.games)
    longest = max(data, key=lambda title: data[title].median)
    return Worked(longest, f"{longest}: its median ({data[longest].median:g} moves) is the "
                           "highest. " + " ".join(f"{t}: {s.words()}." for t, s in data.items()))


def _tchoukaillon_board(item: Item) -> Worked:
    board = tchoukaillon.winnable_board(item.seeds)
    previous = tchoukaillon.winnable_board(item.seeds - 1) if item.seeds > 1 else ()
    words = ", ".join(f"{LETTERS[i]} {n}" for i, n in enumerate(board))
    text = f"{words} (the store is after pit {LETTERS[len(board) - 1]})."
    if previous:
        text += (f" It grows from the board for {item.seeds - 1}: find the empty pit nearest "
                 "the store, take one seed out of each pit between it and the store, add one "
                 "new seed, and put them all in that empty pit.")
    return Worked(board, text)


# --- who wins with perfect play (notebook 6): the exact solver's results ------------------

def _result(rules: Rules) -> BoardResult:
    """The first player's result with perfect play: solved now on a board small enough for a
    lesson, else read from the solver's shipped results."""
    return first_player_result(rules, live=live_in_lesson(rules))


def _perfect_play(item: Item) -> Worked:
    rules = item.setup.rules()
    result = _result(rules)
    first = PLAYER_NAMES[rules.first_player]
    if result.winner is None:
        text = ("It is a draw: if neither player makes a mistake, both end with the same "
                f"number of seeds. {first} moves first and still cannot win.")
    elif result.winner == rules.first_player:
        text = (f"{result.words}: {first} moves first, and if neither player makes a mistake "
                f"{first} ends {counted(abs(result.margin))} ahead.")
    else:
        second = PLAYER_NAMES[result.winner]
        text = (f"{second}, who moves second, wins by {abs(result.margin)}: {first} moves "
                f"first but cannot win this board, however well {first} plays. So going "
                "first does not always win.")
    given = ""
    if item.upto:       # the row of the table of results the question reads from
        row = [_result(variant(item.setup.variant, **{**dict(item.setup.options), "seeds": s}))
               for s in range(1, item.upto + 1)]
        given = (f"Kalah, {counted(rules.pits_per_side, 'pit')} a side, perfect play. "
                 + "; ".join(f"{counted(r.seeds)} each: {r.words}" for r in row) + ".")
    return Worked((PLAYER_NAMES[result.winner] if result.winner is not None else "draw",
                   abs(result.margin)), text, given)


def _capture_rule(item: Item) -> Worked:
    results = {rule: _result(item.setup.rules(capture_empty_opposite=rule))
               for rule in CAPTURE_RULES}
    no, yes = results[False], results[True]
    if no.winner != yes.winner:
        change = (f"The winner changes: {no.phrase} without the capture, but {yes.phrase} "
                  "with it. One more way to capture gives the players other best moves, so "
                  "the whole game goes differently.")
    elif no.margin != yes.margin:
        change = (f"The winner stays the same, but the margin changes: {no.words} without "
                  f"the capture, {yes.words} with it.")
    else:
        change = "The rule makes no difference here: the same winner by the same margin."
    given = (f"Kalah, {counted(no.pits, 'pit')} a side, {counted(no.seeds)} each, perfect "
             "play. Capture when the pit opposite is empty? "
             + " ".join(f"{'Yes' if rule else 'No'}: {r.words}." for rule, r in results.items()))
    return Worked((no.words, yes.words), change, given)


def _first_player_boards(item: Item) -> Worked:
    results = first_player_results(known_boards(), live=live_in_lesson)
    counts, lines = [], []
    for rule in CAPTURE_RULES:
        table = [r for r in results if r.capture_empty_opposite == rule]
        south = sum(r.winner == 0 for r in table)
        north = sum(r.winner == 1 for r in table)
        draws = sum(r.winner is None for r in table)
        counts.append((south, north, draws))
        lines.append(f"{capture_words(rule).capitalize()}: South wins on {south} of the "
                     f"{len(table)} boards, North on {north}, and {draws} are draws.")
    return Worked(tuple(counts), "\n".join(lines))


ASKS: dict[str, Callable[[Item], Worked]] = {
    "total": _total,
    "pit_after": _pit_after,
    "total_after": _total_after,
    "landing": _landing,
    "lap_landing": _lap_landing,
    "extra_turn_counts": _extra_turn_counts,
    "extra_turn_moves": _extra_turn_moves,
    "captured": _captured,
    "accounting": _accounting,
    "side_after": _side_after,
    "house_rule": _house_rule,
    "half_check": _half_check,
    "seeds_per_pit": _seeds_per_pit,
    "median_range": _median_range,
    "compare_lengths": _compare_lengths,
    "longest_game": _longest_game,
    "tchoukaillon_board": _tchoukaillon_board,
    "perfect_play": _perfect_play,
    "capture_rule": _capture_rule,
    "first_player_boards": _first_player_boards,
}


def work_out(item: Item) -> Worked:
    """The answer to ``item``, worked out by the engine."""
    try:
        how = ASKS[item.ask]
    except KeyError:
        raise InvalidOptionError(f"An item asks one of {', '.join(ASKS)}, not "
                                 f"{shown(item.ask)}.") from None
    return how(item)


__all__ = ["ASKS", "work_out"]
