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
from ..landing import landing_of, sowing_path
from ..players.advantage import (BoardResult, CAPTURE_RULES, capture_words, first_player_result,
                                 first_player_results, known_boards, live_in_lesson)
from ..naming import LETTERS, PLAYER_NAMES, and_list, counted, pit_name, store_name
from ..position import Position
from ..puzzles import tchoukaillon
from ..rules import Rules
from ..variants import variant
from .game_data import Spread, game_lengths, length_data
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
        n, k = pos.pits[0], pos.rules.pit_count
        steps = ", ".join(str(n * i) for i in range(1, k + 1))
        return Worked(pos.total, f"{k} pits with {counted(n)} each: counting in {n}s, "
                                 f"{steps}; {k} × {n} = {pos.total} seeds.")
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


def _cycle_reason(item: Item) -> Worked:
    """Does ``item.seeds`` seeds from ``item.move`` end where the remainder's seeds do, and
    why: every whole lap of the cycle comes back to the same pit."""
    rules = item.setup.rules()
    pit = _pit(item.move)
    player = rules.owner(pit)
    path = sowing_path(rules, player, pit)
    cycle = len(path)
    q, r = divmod(item.seeds, cycle)
    place = landing_of(rules, player, pit, item.seeds).name
    small = landing_of(rules, player, pit, r).name if r else f"pit {item.move}"
    if place != small:          # the cycle and the engine must agree
        raise AssertionError(f"{item.seeds} and {r} seeds from {item.move}: {place} != {small}")
    store = store_name(player)
    places = (f"{rules.pit_count} pits and {store}" if rules.sow_into_store else
              f"{rules.pit_count} pits less pit {item.move}")
    laps = "once" if q == 1 else f"{q} times"
    if r:
        rest = (f"the {counted(r)} left over go on just as {counted(r)} would, so the last "
                f"lands in {place}")
    else:
        rest = f"nothing is left over, so the last lands in {place}"
    text = (f"{item.seeds} = {cycle} × {q} + {r}. Every {cycle} seeds go once round all "
            f"{cycle} places ({places}) and come back to pit {item.move}; here they go round "
            f"{laps}, and {rest}.")
    yes = place == store
    return Worked(yes, ("Yes: " if yes else "No: ") + text)


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
    text = (f"{item.target}'s final score: {listed}. Best for {item.target}: leftovers "
            f"{choice_words(item.option, best)}")
    left = scores.get("owner", 0) - scores.get("not_counted", 0)
    if best == "owner" and left > 0:
        text += (f", because the {counted(left)} left in {item.target}'s pits then count for "
                 f"{item.target}")
    return Worked(best, text + ".")


def _compare_sides(item: Item) -> Worked:
    pos = item.setup.position()
    south, north = sum(pos.side(0)), sum(pos.side(1))
    more = "South" if south > north else "North" if north > south else "same"
    verdict = ("they hold the same" if more == "same" else
               f"{more}'s side has more")
    return Worked(more, f"South's side holds {' + '.join(map(str, pos.side(0)))} = {south} "
                        f"and North's {' + '.join(map(str, pos.side(1)))} = {north}, so "
                        f"{verdict}.")


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


def game_name(rules: Rules) -> str:
    """The game with the house rules that change its board: "Kalah with 4 pits a side"."""
    given = dict(rules.options)
    extra = [f"{given['pits']} pits a side"] if "pits" in given else []
    if "seeds" in given:
        extra.append(f"{given['seeds']} seeds in each pit")
    return rules.title + (" with " + " and ".join(extra) if extra else "")


def _median_range(item: Item) -> Worked:
    rules = item.setup.rules()
    spread = game_lengths(rules, item.games)
    ordered = sorted(spread.lengths)
    lower, upper = spread.halves()
    return Worked((spread.median, spread.range, spread.iqr),
                  f"In order: {', '.join(map(str, ordered))}. The median is {spread.median:g} "
                  f"moves; the range is {spread.highest} − {spread.lowest} = {spread.range}. "
                  f"The lower half ({', '.join(map(str, lower))}) has median "
                  f"{spread.lower_quartile:g} and the upper half ({', '.join(map(str, upper))}) "
                  f"{spread.upper_quartile:g}, so the interquartile range is "
                  f"{spread.upper_quartile:g} − {spread.lower_quartile:g} = {spread.iqr:g}.",
                  given=f"{game_name(rules)}, moves in each game: "
                        + ", ".join(map(str, spread.lengths)) + ".")


def _compare_lengths(item: Item) -> Worked:
    a_rules, b_rules = item.setup.rules(), variant(item.versus)
    a, b = game_lengths(a_rules, item.games), game_lengths(b_rules, item.games)
    a_name, b_name = game_name(a_rules), game_name(b_rules)
    (longer, long), (shorter, short) = sorted([(a_name, a), (b_name, b)],
                                              key=lambda pair: -pair[1].median)
    apart = short.upper_quartile < long.lower_quartile
    overlap = a.lowest <= b.highest and b.lowest <= a.highest
    text = (f"{longer} tends to be longer: its median ({long.median:g}) is higher"
            + (f", and its middle half ({long.lower_quartile:g} to {long.upper_quartile:g}) "
               f"lies above the other's ({short.lower_quartile:g} to "
               f"{short.upper_quartile:g})." if apart else
               f", though the middle halves overlap ({long.lower_quartile:g} to "
               f"{long.upper_quartile:g} and {short.lower_quartile:g} to "
               f"{short.upper_quartile:g})."))
    text += (f" But the ranges overlap: some games of {shorter} are longer than some games "
             f"of {longer}, so one game of each could mislead." if overlap else
             " The ranges do not even overlap.")
    a_short, b_short = ((_options_words(a_rules), _options_words(b_rules))
                        if a_rules.title == b_rules.title else (a_name, b_name))
    return Worked(longer, text, given=f"{item.games} games each. {a_short}: {_briefly(a)}. "
                                      f"{b_short}: {_briefly(b)}.")


def _options_words(rules: Rules) -> str:
    """What tells two boards of one game apart: "6 seeds each", "4 pits a side"."""
    given = dict(rules.options)
    words = [f"{given['pits']} pits a side"] if "pits" in given else []
    if "seeds" in given:
        words.append(f"{given['seeds']} seeds each")
    return ", ".join(words).capitalize() or rules.title


def _briefly(spread: Spread) -> str:
    return (f"median {spread.median:g}, middle half {spread.lower_quartile:g} to "
            f"{spread.upper_quartile:g}, range {spread.lowest} to {spread.highest}")


def _compare_rules(item: Item) -> Worked:
    """Three games side by side: the most seeds, which sows into the stores, which sows
    either way."""
    games = [variant(spec) for spec in item.specs]
    rows = []
    for rules in games:
        rows.append(f"{rules.title.split(' (')[0]}: {rules.pits_per_side} pits a side, "
                    f"{rules.seeds_per_pit} in each, "
                    + ("sows into stores" if rules.sow_into_store else "no sowing into stores")
                    + ", " + ("either way" if rules.either_direction else "one way") + ".")
    most = max(games, key=lambda r: r.total_seeds)
    into = [r for r in games if r.sow_into_store]
    either = [r for r in games if r.either_direction]
    sums = ", ".join(f"{r.title} {r.pits_per_side * 2} × {r.seeds_per_pit} = "
                     f"{r.total_seeds}" for r in games)
    text = (f"Most seeds: {most.title} ({sums}). Sows into the stores: "
            f"{and_list([r.title for r in into]) or 'none'}. Either way round: "
            f"{and_list([r.title for r in either]) or 'none'}.")
    return Worked((most.variant, tuple(r.variant for r in into),
                   tuple(r.variant for r in either)), text, given=" ".join(rows))


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
    if item.upto:       # the row of results the question reads from, as signed numbers
        row = [_result(variant(item.setup.variant, **{**dict(item.setup.options), "seeds": s}))
               for s in range(1, item.upto + 1)]
        given = (f"Kalah, {counted(rules.pits_per_side, 'pit')} a side, perfect play. "
                 f"{first} moves first. {first}'s lead at the end with 1 to {item.upto} "
                 f"seeds in each pit (\u2212: {first} is behind): "
                 + ", ".join(signed(r.margin) for r in row) + ".")
    return Worked((PLAYER_NAMES[result.winner] if result.winner is not None else "draw",
                   abs(result.margin)), text, given)


def signed(n: int) -> str:
    """+4, −2, 0: a lead as a table prints it (a true minus sign)."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def _claim(item: Item) -> Worked:
    """"The player who moves first always wins", tested on the boards of ``item.specs``."""
    results = [_result(variant(spec)) for spec in item.specs]
    lines = [f"{board_words(r)}: {r.words}" for r in results]
    against = [r for r in results if r.winner != r.rules.first_player]
    given = "With perfect play: " + ". ".join(lines) + "."
    if not against:
        return Worked((), "Sam is right on every one of these boards, but that does not "
                          "show it is always true.", given)
    r = against[0]
    first = PLAYER_NAMES[r.rules.first_player]
    who = ("it is a draw" if r.winner is None else
           f"{PLAYER_NAMES[r.winner]}, who moves second, wins by {abs(r.margin)}")
    return Worked(tuple(x.board for x in against),
                  f"No: with {board_words(r)}, {who}, although {first} moves first. One "
                  "board where the claim fails is enough to show it is false.", given)


def board_words(result: BoardResult) -> str:
    """"3 pits a side and 6 seeds in each pit"."""
    return f"{counted(result.pits, 'pit')} a side, {result.seeds} seeds each"


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
                  f"the capture, {yes.words} with it. One more way to capture gives the "
                  "players other moves to choose from, so the best game can go differently.")
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
    "extra_turn_moves": _extra_turn_moves,
    "captured": _captured,
    "accounting": _accounting,
    "side_after": _side_after,
    "house_rule": _house_rule,
    "compare_sides": _compare_sides,
    "cycle_reason": _cycle_reason,
    "compare_rules": _compare_rules,
    "claim": _claim,
    "half_check": _half_check,
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


__all__ = ["ASKS", "game_name", "signed", "work_out"]
