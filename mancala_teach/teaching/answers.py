"""The answer to every lesson item, worked out by the engine: nothing here is typed in.

:func:`work_out` looks up the item's ``ask`` in :data:`ASKS` and plays the item's position
(or reads the exact solver's results, or plays seeded random games) to answer it, with the
answer in words for the key and "Show the answer".
"""

from __future__ import annotations

from typing import Any, Callable

from .. import events as E
from ..errors import InvalidOptionError, shown
from ..glossary import choice_words, game_title, seeds as seeds_words
from ..i18n import _, and_list, expression, ngettext, pgettext
from ..landing import landing_of, sowing_path
from ..players.advantage import (BoardResult, CAPTURE_RULES, capture_words, first_player_result,
                                 first_player_results, known_boards, live_in_lesson)
from ..naming import LETTERS, PLAYER_NAMES, pit_name, seat_name, seat_word
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
    """Where a seed dropped, as the engine's landing names say it ("pit H", "South's
    store"): a value the tests compare, never translated (:func:`_said` puts it in words)."""
    if drop is None:
        return "nowhere"
    if isinstance(drop, E.Sow):
        return f"pit {pit_name(drop.pit)}"
    return f"{PLAYER_NAMES[drop.player]}'s store"


def _said(place: str) -> str:
    """A place ("pit H", "South's store", "nowhere") in words, in the language in use."""
    if place.startswith("pit "):
        # TRANSLATORS: a place a seed lands in, inside a sentence ("lands in pit H"): add
        # the article your sentences need ("la case H", "el hoyo H").
        return pgettext("place", "pit {pit}", pit=place.removeprefix("pit "))
    if place.endswith("'s store"):
        # TRANSLATORS: a place, as "pit {pit}" is ("le grenier de Sud").
        return pgettext("place", "{player}'s store",
                        player=seat_word(place.removesuffix("'s store")))
    return pgettext("place", "nowhere")


def _sum(parts: list[int] | tuple[int, ...], total: int | None = None) -> str:
    """``2 + 3 + 3 = 8`` the way the language writes sums (never broken across lines)."""
    terms: list[int | str] = []
    for part in parts:
        terms += ["+", part] if terms else [part]
    return expression(*terms, *(["=", total] if total is not None else []))


def _listed(items: list[str]) -> str:
    """Clauses one after another, with semicolons between them."""
    # TRANSLATORS: what goes between clauses of an answer ("pit C: 4 seeds; pit E: 2
    # seeds"); French puts a no-break space before the semicolon.
    return pgettext("separator", "; ").join(items)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _total(item: Item) -> Worked:
    pos = item.setup.position()
    counts = set(pos.pits)
    if len(counts) == 1 and not any(pos.stores):
        n, k = pos.pits[0], pos.rules.pit_count
        steps = ", ".join(str(n * i) for i in range(1, k + 1))
        # TRANSLATORS: {pits}: "8 pits"; {seeds}: "2 seeds"; {step}: the number counted in
        # ("counting in 2s"); {steps}: "2, 4, 6 ..."; {sum}: "8 × 2 = 16".
        return Worked(pos.total, _("{pits} with {seeds} each: counting in {step}s, {steps}; "
                                   "{sum} seeds.", pits=ngettext("{n} pit", "{n} pits", k),
                                   seeds=seeds_words(n), step=n, steps=steps,
                                   sum=expression(k, "×", n, "=", pos.total)))
    # TRANSLATORS: {sum}: every pit and store added up, "4 + 0 + 3 + ... = 16".
    return Worked(pos.total, _("{sum} seeds.", sum=_sum((*pos.pits, *pos.stores), pos.total)))


def _pit_after(item: Item) -> Worked:
    before, after, trace = _played(item)
    sown = [pit_name(e.pit) for e in trace.of_type(E.Sow)]
    n = after.count(item.target)
    return Worked(n, _("Pit {pit} is emptied and one seed goes into each of {pits}.",
                       pit=item.move, pits=and_list(sown)) + " "
                  + _("Pit {pit} had {before}, now it has {count}.", pit=item.target,
                      before=before.count(item.target), count=n))


def _total_after(item: Item) -> Worked:
    before, after, _trace = _played(item)
    return Worked(after.total, _("{pits} in the pits + {stores} in the stores = {total}, the "
                                 "same {before} as before: sowing moves seeds, it never makes "
                                 "or loses any.", pits=sum(after.pits),
                                 stores=sum(after.stores), total=after.total,
                                 before=before.total))


def _landing(item: Item) -> Worked:
    before, _after, trace = _played(item)
    place = _place(trace.last_drop)
    return Worked(place, _("Pit {pit} holds {seeds}: the last one lands in {place}.",
                           pit=item.move, seeds=seeds_words(before.count(item.move)),
                           place=_said(place)))


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
    division = expression(item.seeds, "=", cycle, "×", q, "+", r)
    values = dict(sum=division, count=r or cycle, pit=item.move, place=_said(place))
    skips = f"pit {item.move}" not in path
    # TRANSLATORS: {sum}: "30 = 13 × 2 + 4"; {count}: the remainder, the places to count
    # on; {place}: where the last seed lands ("South's store", "pit D").
    if r and skips:
        step = _("{sum}, so count on {count} from pit {pit} (skipping pit {pit}): {place}.",
                 **values)
    elif r:
        step = _("{sum}, so count on {count} from pit {pit}: {place}.", **values)
    elif skips:
        # TRANSLATORS: {count}: the number of places in the cycle, as an ordinal: "13th".
        step = _("{sum}, so a remainder of 0 means the {count}th place (skipping pit {pit}): "
                 "{place}.", **values)
    else:
        step = _("{sum}, so a remainder of 0 means the {count}th place: {place}.", **values)
    return Worked(place, ngettext("The cycle has {n} place.", "The cycle has {n} places.",
                                  cycle) + " " + step)


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
    store = f"{PLAYER_NAMES[player]}'s store"
    # TRANSLATORS: the places of the cycle, in brackets after "all 13 places".
    places = (_("{count} pits and {store}", count=rules.pit_count, store=_said(store))
              if rules.sow_into_store else
              _("{count} pits less pit {pit}", count=rules.pit_count, pit=item.move))
    # TRANSLATORS: how many times the seeds go round, after "here they go round".
    laps = pgettext("laps", "once") if q == 1 else ngettext("{n} time", "{n} times", q)
    if r:
        # TRANSLATORS: after "here they go round once, and": the seeds left over after the
        # whole laps; {place}: where the last one lands ("South's store").
        rest = ngettext("the {n} seed left over goes on just as {n} seed would, so the last "
                        "lands in {place}",
                        "the {n} seeds left over go on just as {n} seeds would, so the last "
                        "lands in {place}", r, place=_said(place))
    else:
        rest = _("nothing is left over, so the last lands in {place}", place=_said(place))
    # TRANSLATORS: {sum}: "16 = 13 × 1 + 3"; {cycle}: the places in one round (13);
    # {places}: what they are ("12 pits and South's store"); {laps}: "once", "2 times";
    # {rest}: what the seeds left over do.
    text = _("{sum}. Every {cycle} seeds go once round all {cycle} places ({places}) and come "
             "back to pit {pit}; here they go round {laps}, and {rest}.",
             sum=expression(item.seeds, "=", cycle, "×", q, "+", r), cycle=cycle,
             places=places, pit=item.move, laps=laps, rest=rest)
    yes = place == store
    return Worked(yes, _("Yes: {answer}", answer=text) if yes else
                  _("No: {answer}", answer=text))


def _extra_turn_moves(item: Item) -> Worked:
    pos = item.setup.position()
    found = []
    lines = []
    store_at = pos.rules.pits_per_side
    for move in pos.legal_moves():
        _after, trace = pos.play(move)
        if trace.extra_turn:
            found.append(LETTERS[move.pit])
            steps = store_at - (move.pit - pos.rules.side(pos.to_move)[0])
            lines.append(ngettext("pit {pit}: {seeds}, {n} step to the store",
                                  "pit {pit}: {seeds}, {n} steps to the store", steps,
                                  pit=LETTERS[move.pit], seeds=seeds_words(pos.count(move.pit))))
    if not found:
        return Worked((), _("No pit: none holds as many seeds as it is steps from the store."))
    return Worked(tuple(found), _capital(_listed(lines)) + ".")


def _captured(item: Item) -> Worked:
    before, after, trace = _played(item)
    caps = trace.captures
    if not caps:
        return Worked(0, _("Nothing is captured."))
    seeds = [s for c in caps for s in c.seeds]
    pits = [LETTERS[p] for c in caps for p in c.pits]
    player = before.to_move
    # TRANSLATORS: {sum}: the capture as a sum, "2 + 3 + 3 = 8"; {pits}: "H, I and J";
    # {before}, {after}: the seeds in the store before and after.
    return Worked(trace.captured, ngettext(
        "{sum} seed (from {pits}) goes to {player}'s store, which grows from {before} to "
        "{after}.",
        "{sum} seeds (from {pits}) go to {player}'s store, which grows from {before} to "
        "{after}.", trace.captured, sum=_sum(seeds, trace.captured), pits=and_list(pits),
        player=seat_name(player), before=before.stores[player], after=after.stores[player]))


def _accounting(item: Item) -> Worked:
    before, after, _trace = _played(item)
    s, n = sum(after.side(0)), sum(after.side(1))
    a, b = after.stores
    return Worked((s, n, a, b), _("{south_side} on South's side + {north_side} on North's side "
                                  "+ {south_store} in South's store + {north_store} in North's "
                                  "store = {total}, all {all} seeds.", south_side=s,
                                  north_side=n, south_store=a, north_store=b,
                                  total=s + n + a + b, all=before.total))


def _side_after(item: Item) -> Worked:
    _before, after, trace = _played(item)
    n = sum(after.side(1))
    rest = sum(after.side(0))
    text = _("North has {seeds} left; South captured {count}.", seeds=seeds_words(n),
             count=trace.captured)
    if after.is_over:
        # TRANSLATORS: {why}: why the game ended ("a player has captured more than half of
        # the seeds"); {result}: "South wins 27 to 7".
        text += " " + _("The game is over ({why}): {result}.", why=after.outcome.why,
                        result=after.outcome.result())
        # TRANSLATORS: {sum}: the two stores and South's pits, "27 + 7 + 14 = 48".
        text += " " + ngettext("The other {n} seed is still in South's pits: {sum}.",
                               "The other {n} seeds are still in South's pits: {sum}.", rest,
                               sum=_sum((*after.stores, rest), after.total))
    return Worked(n, text)


def _house_rule(item: Item) -> Worked:
    player = PLAYER_NAMES.index(item.target)
    scores = {}
    for choice in item.choices:
        done = item.setup.position(**{item.option: choice}).after(item.move)
        scores[choice] = done.outcome.scores[player] if done.outcome else done.stores[player]
    best = max(scores, key=scores.get)
    # TRANSLATORS: one score under one rule, {rule} finishes "Seeds left at the end ..."
    # ("go to the owner of the side").
    listed = _listed([_("{count} if leftovers {rule}", count=n,
                        rule=choice_words(item.option, c)) for c, n in scores.items()])
    who = seat_word(item.target)
    left = scores.get("owner", 0) - scores.get("not_counted", 0)
    if best == "owner" and left > 0:
        # TRANSLATORS: {scores}: "29 if leftovers go to ...; 18 if ..."; {rule}: the best
        # rule ("go to the owner of the side"); {seeds}: "11 seeds".
        text = _("{player}'s final score: {scores}. Best for {player}: leftovers {rule}, "
                 "because the {seeds} left in {player}'s pits then count for {player}.",
                 player=who, scores=listed, rule=choice_words(item.option, best),
                 seeds=seeds_words(left))
    else:
        text = _("{player}'s final score: {scores}. Best for {player}: leftovers {rule}.",
                 player=who, scores=listed, rule=choice_words(item.option, best))
    return Worked(best, text)


def _compare_sides(item: Item) -> Worked:
    pos = item.setup.position()
    south, north = sum(pos.side(0)), sum(pos.side(1))
    more = "South" if south > north else "North" if north > south else "same"
    values = dict(south=_sum(pos.side(0), south), north=_sum(pos.side(1), north))
    # TRANSLATORS: {south}, {north}: each side's pits added up, "2 + 0 + 3 = 5".
    if more == "same":
        text = _("South's side holds {south} and North's {north}, so they hold the same.",
                 **values)
    elif more == "South":
        text = _("South's side holds {south} and North's {north}, so South's side has more.",
                 **values)
    else:
        text = _("South's side holds {south} and North's {north}, so North's side has more.",
                 **values)
    return Worked(more, text)


def _half_check(item: Item) -> Worked:
    pos = item.setup.position()
    if item.move:
        pos = pos.after(item.move)
    if item.target == "South's side":
        n, what = sum(pos.side(0)), _("South's side holds {count}.", count=sum(pos.side(0)))
    elif item.target == "South's store":
        n, what = pos.stores[0], _("South's store holds {count}.", count=pos.stores[0])
    else:
        n, what = sum(pos.pits), _("The pits hold {count}.", count=sum(pos.pits))
    half = pos.total / 2
    verdict = "more" if n > half else "less" if n < half else "exactly half"
    values = dict(total=pos.total, half=half)
    if verdict == "more":
        said = _("Half of {total} is {half}, so more than half.", **values)
    elif verdict == "less":
        said = _("Half of {total} is {half}, so less than half.", **values)
    else:
        said = _("Half of {total} is {half}, so exactly half.", **values)
    return Worked(verdict, what + " " + said)


def game_name(rules: Rules) -> str:
    """The game with the house rules that change its board: "Kalah with 4 pits a side"."""
    given = dict(rules.options)
    title = game_title(rules.title)
    pits, seeds = given.get("pits"), given.get("seeds")
    # TRANSLATORS: {game}: a game's name ("Kalah"); {count}: its pits on each side, or
    # its seeds in each pit at the start.
    if pits is not None and seeds is not None:
        return _("{game} with {pits} pits a side and {seeds} seeds in each pit", game=title,
                 pits=pits, seeds=seeds)
    if pits is not None:
        return _("{game} with {count} pits a side", game=title, count=pits)
    if seeds is not None:
        return _("{game} with {count} seeds in each pit", game=title, count=seeds)
    return title


def _median_range(item: Item) -> Worked:
    rules = item.setup.rules()
    spread = game_lengths(rules, item.games)
    ordered = sorted(spread.lengths)
    lower, upper = spread.halves()
    # TRANSLATORS: a data set of game lengths worked through: {ordered}: the lengths in
    # order; {median}, {highest}, {lowest}, {range}: numbers; {lower_half} and {upper_half}:
    # the lengths of each half; {lower_quartile}, {upper_quartile}: their medians; {iqr}:
    # the interquartile range.
    text = _("In order: {ordered}. The median is {median} moves; the range is {highest} − "
             "{lowest} = {range}. The lower half ({lower_half}) has median {lower_quartile} "
             "and the upper half ({upper_half}) {upper_quartile}, so the interquartile range "
             "is {upper_quartile} − {lower_quartile} = {iqr}.",
             ordered=", ".join(map(str, ordered)), median=spread.median,
             highest=spread.highest, lowest=spread.lowest, range=spread.range,
             lower_half=", ".join(map(str, lower)), upper_half=", ".join(map(str, upper)),
             lower_quartile=spread.lower_quartile, upper_quartile=spread.upper_quartile,
             iqr=spread.iqr)
    # TRANSLATORS: {game}: "Kalah with 4 pits a side"; {lengths}: "24, 24, 32, ...".
    given = _("{game}, moves in each game: {lengths}.", game=_capital(game_name(rules)),
              lengths=", ".join(map(str, spread.lengths)))
    return Worked((spread.median, spread.range, spread.iqr), text, given=given)


def _compare_lengths(item: Item) -> Worked:
    a_rules, b_rules = item.setup.rules(), variant(item.versus)
    a, b = game_lengths(a_rules, item.games), game_lengths(b_rules, item.games)
    a_name, b_name = game_name(a_rules), game_name(b_rules)
    (longer, long), (shorter, short) = sorted([(a_name, a), (b_name, b)],
                                              key=lambda pair: -pair[1].median)
    apart = short.upper_quartile < long.lower_quartile
    overlap = a.lowest <= b.highest and b.lowest <= a.highest
    values = dict(game=longer, median=long.median, lower=long.lower_quartile,
                  upper=long.upper_quartile, other_lower=short.lower_quartile,
                  other_upper=short.upper_quartile)
    # TRANSLATORS: {game}: "Kalah with 6 seeds in each pit"; {median}: its median;
    # {lower} to {upper}: its middle half; {other_lower} to {other_upper}: the other game's.
    if apart:
        text = _("{game} tends to be longer: its median ({median}) is higher, and its middle "
                 "half ({lower} to {upper}) lies above the other's ({other_lower} to "
                 "{other_upper}).", **values)
    else:
        text = _("{game} tends to be longer: its median ({median}) is higher, though the "
                 "middle halves overlap ({lower} to {upper} and {other_lower} to "
                 "{other_upper}).", **values)
    text = _capital(text)
    if overlap:
        # TRANSLATORS: {shorter}, {longer}: the two games ("Kalah with 3 seeds in each pit").
        text += " " + _("But the ranges overlap: some games of {shorter} are longer than some "
                        "games of {longer}, so one game of each could mislead.",
                        shorter=shorter, longer=longer)
    else:
        text += " " + _("The ranges do not even overlap.")
    a_short, b_short = ((_options_words(a_rules), _options_words(b_rules))
                        if a_rules.title == b_rules.title else
                        (_capital(a_name), _capital(b_name)))
    # TRANSLATORS: {games}: how many games of each; {first}, {second}: the two games told
    # apart ("3 seeds each"); {first_data}, {second_data}: "median 33.5, middle half ...".
    given = _("{games} games each. {first}: {first_data}. {second}: {second_data}.",
              games=item.games, first=a_short, first_data=_briefly(a), second=b_short,
              second_data=_briefly(b))
    return Worked(longer, text, given=given)


def _options_words(rules: Rules) -> str:
    """What tells two boards of one game apart: "6 seeds each", "4 pits a side"."""
    given = dict(rules.options)
    words = [_("{count} pits a side", count=given["pits"])] if "pits" in given else []
    if "seeds" in given:
        words.append(_("{count} seeds each", count=given["seeds"]))
    return _capital(", ".join(words)) or _capital(game_title(rules.title))


def _briefly(spread: Spread) -> str:
    return _("median {median}, middle half {lower} to {upper}, range {lowest} to {highest}",
             median=spread.median, lower=spread.lower_quartile, upper=spread.upper_quartile,
             lowest=spread.lowest, highest=spread.highest)


def _compare_rules(item: Item) -> Worked:
    """Three games side by side: the most seeds, which sows into the stores, which sows
    either way."""
    games = [variant(spec) for spec in item.specs]
    rows = []
    for rules in games:
        name = _capital(game_title(rules.title.split(" (")[0]))
        values = dict(game=name, pits=rules.pits_per_side, seeds=rules.seeds_per_pit)
        # TRANSLATORS: one game's rules in a row of facts: {game}: its name; {pits}: pits
        # on each side; {seeds}: seeds in each pit at the start.
        if rules.sow_into_store and rules.either_direction:
            rows.append(_("{game}: {pits} pits a side, {seeds} in each, sows into stores, "
                          "either way.", **values))
        elif rules.sow_into_store:
            rows.append(_("{game}: {pits} pits a side, {seeds} in each, sows into stores, "
                          "one way.", **values))
        elif rules.either_direction:
            rows.append(_("{game}: {pits} pits a side, {seeds} in each, no sowing into "
                          "stores, either way.", **values))
        else:
            rows.append(_("{game}: {pits} pits a side, {seeds} in each, no sowing into "
                          "stores, one way.", **values))
    most = max(games, key=lambda r: r.total_seeds)
    into = [r for r in games if r.sow_into_store]
    either = [r for r in games if r.either_direction]
    sums = ", ".join(_("{game} {sum}", game=game_title(r.title), sum=expression(
        r.pits_per_side * 2, "×", r.seeds_per_pit, "=", r.total_seeds)) for r in games)
    none = pgettext("games", "none")
    # TRANSLATORS: {most}: the game with the most seeds; {sums}: "Kalah 8 × 6 = 48, ...";
    # {into}, {either}: the games that do each ("Kalah", or "none").
    text = _("Most seeds: {most} ({sums}). Sows into the stores: {into}. Either way round: "
             "{either}.", most=game_title(most.title), sums=sums,
             into=and_list([game_title(r.title) for r in into]) or none,
             either=and_list([game_title(r.title) for r in either]) or none)
    return Worked((most.variant, tuple(r.variant for r in into),
                   tuple(r.variant for r in either)), text, given=" ".join(rows))


def _longest_game(item: Item) -> Worked:
    data = length_data(item.games)
    longest = max(data, key=lambda title: data[title].median)
    # TRANSLATORS: {game}: the game whose games tend to be longest; {median}: its median.
    text = _("{game}: its median ({median} moves) is the highest.",
             game=_capital(game_title(longest)), median=data[longest].median)
    # TRANSLATORS: one game's lengths summed up: {game}: its name; {data}: "median 43
    # moves, middle half ...".
    return Worked(longest, text + " " + " ".join(
        _("{game}: {data}.", game=_capital(game_title(t)), data=s.words())
        for t, s in data.items()))


def _tchoukaillon_board(item: Item) -> Worked:
    board = tchoukaillon.winnable_board(item.seeds)
    previous = tchoukaillon.winnable_board(item.seeds - 1) if item.seeds > 1 else ()
    words = ", ".join(f"{LETTERS[i]} {n}" for i, n in enumerate(board))
    # TRANSLATORS: {board}: each pit's letter and seeds, "A 1, B 2, C 0".
    text = _("{board} (the store is after pit {pit}).", board=words,
             pit=LETTERS[len(board) - 1])
    if previous:
        text += " " + _("It grows from the board for {count}: find the empty pit nearest the "
                        "store, take one seed out of each pit between it and the store, add "
                        "one new seed, and put them all in that empty pit.",
                        count=item.seeds - 1)
    return Worked(board, text)


# --- who wins with perfect play (notebook 6): the exact solver's results ------------------

def _result(rules: Rules) -> BoardResult:
    """The first player's result with perfect play: solved now on a board small enough for a
    lesson, else read from the solver's shipped results."""
    return first_player_result(rules, live=live_in_lesson(rules))


def _perfect_play(item: Item) -> Worked:
    rules = item.setup.rules()
    result = _result(rules)
    first = seat_name(rules.first_player)
    if result.winner is None:
        text = _("It is a draw: if neither player makes a mistake, both end with the same "
                 "number of seeds. {player} moves first and still cannot win.", player=first)
    elif result.winner == rules.first_player:
        # TRANSLATORS: {result}: "South wins by 4"; {seeds}: "4 seeds".
        text = _("{result}: {player} moves first, and if neither player makes a mistake "
                 "{player} ends {seeds} ahead.", result=result.words, player=first,
                 seeds=seeds_words(abs(result.margin)))
    else:
        # TRANSLATORS: {winner} moves second and wins by {count} seeds; {player} moves first.
        text = _("{winner}, who moves second, wins by {count}: {player} moves first but "
                 "cannot win this board, however well {player} plays. So going first does "
                 "not always win.", winner=seat_name(result.winner),
                 count=abs(result.margin), player=first)
    given = ""
    if item.upto:       # the row of results the question reads from, as signed numbers
        row = [_result(variant(item.setup.variant, **{**dict(item.setup.options), "seeds": s}))
               for s in range(1, item.upto + 1)]
        # TRANSLATORS: the row of results a question reads: {pits}: "2 pits"; {player}:
        # the first player; {upto}: the most seeds in a pit; {results}: "+2, −2, −2, −10,
        # +6" (− means {player} is behind at the end).
        given = _("Kalah, {pits} a side, perfect play. {player} moves first. {player}'s lead "
                  "at the end with 1 to {upto} seeds in each pit (\u2212: {player} is behind): "
                  "{results}.", pits=ngettext("{n} pit", "{n} pits", rules.pits_per_side),
                  player=first, upto=item.upto,
                  results=", ".join(signed(r.margin) for r in row))
    return Worked((PLAYER_NAMES[result.winner] if result.winner is not None else "draw",
                   abs(result.margin)), text, given)


def signed(n: int) -> str:
    """+4, −2, 0: a lead as a table prints it (a true minus sign)."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def _claim(item: Item) -> Worked:
    """"The player who moves first always wins", tested on the boards of ``item.specs``."""
    results = [_result(variant(spec)) for spec in item.specs]
    # TRANSLATORS: one board's result: {board}: "2 pits a side, 3 seeds each"; {result}:
    # "North wins by 2".
    lines = [_("{board}: {result}", board=board_words(r), result=r.words) for r in results]
    against = [r for r in results if r.winner != r.rules.first_player]
    given = _("With perfect play: {results}.", results=". ".join(
        _capital(line) for line in lines))
    if not against:
        return Worked((), _("Sam is right on every one of these boards, but that does not "
                            "show it is always true."), given)
    r = against[0]
    first = seat_name(r.rules.first_player)
    if r.winner is None:
        # TRANSLATORS: {board}: "2 pits a side, 2 seeds each"; {player}: the first player.
        text = _("No: with {board}, it is a draw, although {player} moves first. One board "
                 "where the claim fails is enough to show it is false.", board=board_words(r),
                 player=first)
    else:
        text = _("No: with {board}, {winner}, who moves second, wins by {count}, although "
                 "{player} moves first. One board where the claim fails is enough to show it "
                 "is false.", board=board_words(r), winner=seat_name(r.winner),
                 count=abs(r.margin), player=first)
    return Worked(tuple(x.board for x in against), text, given)


def board_words(result: BoardResult) -> str:
    """"3 pits a side and 6 seeds in each pit"."""
    # TRANSLATORS: a small Kalah board: {pits}: "3 pits"; {seeds}: "6 seeds".
    return _("{pits} a side, {seeds} each", pits=ngettext("{n} pit", "{n} pits", result.pits),
             seeds=seeds_words(result.seeds))


def _capture_rule(item: Item) -> Worked:
    results = {rule: _result(item.setup.rules(capture_empty_opposite=rule))
               for rule in CAPTURE_RULES}
    no, yes = results[False], results[True]
    if no.winner != yes.winner:
        # TRANSLATORS: {without}, {with_it}: "South wins by 4", or "it is a draw".
        change = _("The winner changes: {without} without the capture, but {with_it} with "
                   "it. One more way to capture gives the players other best moves, so the "
                   "whole game goes differently.", without=no.phrase, with_it=yes.phrase)
    elif no.margin != yes.margin:
        change = _("The winner stays the same, but the margin changes: {without} without "
                   "the capture, {with_it} with it. One more way to capture gives the "
                   "players other moves to choose from, so the best game can go "
                   "differently.", without=no.words, with_it=yes.words)
    else:
        change = _("The rule makes no difference here: the same winner by the same margin.")
    answers = " ".join(_("Yes: {result}.", result=r.words) if rule else
                       _("No: {result}.", result=r.words) for rule, r in results.items())
    # TRANSLATORS: {pits}: "3 pits"; {seeds}: "6 seeds"; {results}: "No: North wins by 8.
    # Yes: North wins by 10."
    given = _("Kalah, {pits} a side, {seeds} each, perfect play. Capture when the pit "
              "opposite is empty? {results}", pits=ngettext("{n} pit", "{n} pits", no.pits),
              seeds=seeds_words(no.seeds), results=answers)
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
        # TRANSLATORS: {rule}: "Capture opposite an empty pit: no"; {boards}: how many
        # boards in all; {south}, {north}: boards each wins; {n}: the draws.
        lines.append(ngettext("{rule}: South wins on {south} of the {boards} boards, North on "
                              "{north}, and {n} is a draw.",
                              "{rule}: South wins on {south} of the {boards} boards, North on "
                              "{north}, and {n} are draws.", draws,
                              rule=_capital(capture_words(rule)), south=south,
                              boards=len(table), north=north))
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
        raise InvalidOptionError(_("An item asks one of {asks}, not {given}.",
                                   asks=", ".join(ASKS), given=shown(item.ask))) from None
    return how(item)


__all__ = ["ASKS", "game_name", "signed", "work_out"]
