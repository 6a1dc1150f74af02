"""The six lessons as plain data: goals, standards, misconceptions, talk, exit tickets, cards.

One :class:`Lesson` per teaching notebook (``LESSONS[0]`` is notebook 1). The notebooks'
teacher notes, the printed exit tickets, lesson cards and rubric all read these objects, so a
goal or a misconception is worded once.

Exit-ticket and estimate items are data too (:class:`Item`): a question, a board set-up and a
named kind of answer. :func:`work_out` plays the position with the engine and returns the
answer (:class:`Worked`); no answer is typed in here. Curriculum objectives are named only
where the activity really practises them: US Common Core codes with their own short wording,
the Standards for Mathematical Practice where the goal is reasoning, and the National
Curriculum in England (2013) by year, with its statutory wording.
"""

from __future__ import annotations

from dataclasses import dataclass
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

COMMON_CORE = "Common Core (US)"
ENGLAND = "National Curriculum in England"


# --- the pieces of a lesson ---------------------------------------------------------------------

@dataclass(frozen=True)
class Standard:
    """A curriculum objective the lesson serves, and the activity that practises it."""

    framework: str        # COMMON_CORE or ENGLAND
    code: str             # "4.OA.A.3", "MP3", "Year 6"
    wording: str          # the objective's own (short) wording
    practised_by: str     # where in the lesson children practise it


@dataclass(frozen=True)
class WatchFor:
    """A misconception, named, with what the teacher sees and what to say or do."""

    name: str
    looks_like: str
    teacher_move: str


@dataclass(frozen=True)
class Section:
    """A section of the notebook (its heading) and the question pairs discuss there."""

    title: str
    talk: str


@dataclass(frozen=True)
class Setup:
    """A board: a variant (with options) and, unless it is the starting board, its counts."""

    variant: str
    pits: tuple[int, ...] | None = None     # A, B, C ... ; None: the starting board
    stores: tuple[int, int] = (0, 0)
    to_move: int = 0
    options: tuple[tuple[str, Any], ...] = ()

    def rules(self, **more: Any) -> Rules:
        return variant(self.variant, **dict(self.options), **more)

    def position(self, **more: Any) -> Position:
        rules = self.rules(**more)
        if self.pits is None:
            return Position.start(rules)
        return Position.of(rules, self.pits, self.stores, self.to_move)


@dataclass(frozen=True)
class Item:
    """A question on an exit ticket or an estimate-first prompt; :func:`work_out` answers it.

    ``ask`` names what the engine works out (a key of :data:`ASKS`); the other fields are the
    question's facts: the board, the pit played, the pit asked about, a number of seeds ...
    """

    prompt: str                       # the words a child reads
    ask: str
    setup: Setup | None = None
    move: str | None = None           # the pit played, "C"
    target: str | None = None         # the pit or place asked about
    seeds: int | None = None
    upto: int | None = None
    option: str | None = None         # a house rule compared across its choices
    choices: tuple[Any, ...] = ()
    versus: str | None = None         # a second variant to compare with
    games: int | None = None
    goal: int | None = None           # which "I can" goal it checks (0-based)
    draw_board: bool = True           # whether a sheet draws ``setup`` beside the question


@dataclass(frozen=True)
class Worked:
    """What the engine says about an :class:`Item`."""

    value: Any            # the answer itself: a number, a place, a tuple (for keys and tests)
    text: str             # the answer in words, for the answer key or "Show the answer"
    given: str = ""       # facts the question shows with it (data the engine made), if any


@dataclass(frozen=True)
class LessonCard:
    """One page a teacher runs the lesson from: hands first, the notebook sums up."""

    materials: tuple[str, ...]
    launch: str                    # whole class, 5 minutes
    explore: tuple[str, ...]       # what pairs do with their hands, step by step
    summarise: str                 # with the notebook
    launch_minutes: int = 5
    explore_minutes: int = 15
    summarise_minutes: int = 15


@dataclass(frozen=True)
class RubricLevel:
    level: int
    label: str
    descriptor: str


@dataclass(frozen=True)
class Rubric:
    task: str
    levels: tuple[RubricLevel, ...]     # highest first


@dataclass(frozen=True)
class Lesson:
    number: int
    title: str
    notebook: str                  # the file in notebooks/
    grade_band: str
    minutes: str
    goals: tuple[str, ...]         # "I can ..."
    standards: tuple[Standard, ...]
    watch_for: tuple[WatchFor, ...]
    sections: tuple[Section, ...]
    convince_me: tuple[str, ...]   # sentence stems
    estimates: tuple[Item, ...]
    exit_ticket: tuple[Item, ...]
    card: LessonCard
    rubric: Rubric

    def talk(self, title: str) -> str:
        """The pair-discussion prompt for the section headed ``title``."""
        for section in self.sections:
            if section.title == title:
                return section.talk
        raise KeyError(f"Lesson {self.number} has no section {title!r}.")


def _levels(*descriptors: str) -> tuple[RubricLevel, ...]:
    labels = ("Convincing", "Complete", "Partial", "Starting")
    return tuple(RubricLevel(4 - i, labels[i], d) for i, d in enumerate(descriptors))


# --- working out an item's answer with the engine ---------------------------------------------

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


# --- the positions the lessons share (the notebooks use the same ones) ------------------------

KALAH_START = Setup("kalah")
KALAH_SMALL = Setup("kalah", options=(("pits", 3), ("seeds", 4)))
KALAH_MIDGAME = Setup("kalah", (6, 1, 7, 3, 5, 4, 2, 5, 0, 3, 4, 1), (3, 4))
KALAH_CAPTURE = Setup("kalah", (4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4), (3, 4))
KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 0, 0, 1, 3, 0, 2, 0, 5, 0), (20, 17))
OWARE_START = Setup("oware")
OWARE_CHAIN = Setup("oware", (4, 4, 4, 4, 4, 3, 1, 2, 1, 4, 4, 4), (6, 3))
OWARE_SLAM = Setup("oware", (4, 4, 4, 4, 4, 6, 1, 2, 1, 2, 1, 1), (11, 3),
                   options=(("grand_slam", "capture_all"),))
KALAH_3_BY_2 = Setup("kalah", options=(("pits", 3), ("seeds", 2)))      # a board to read
KALAH_2_BY_2 = Setup("kalah", options=(("pits", 2), ("seeds", 2)))      # North wins it
KALAH_5_BY_2 = Setup("kalah", options=(("pits", 5), ("seeds", 2)))      # the capture rule matters
LEFTOVER_RULES = ("owner", "not_counted", "first_to_empty")
TCHOUKAILLON_UP_TO = 10

# Exit tickets check understanding, not memory: their positions are of the same kind as the
# lesson's (an extra turn to find, a capture, a leftovers rule; an Oware chain, a grand slam)
# but not ones the notebook or the card shows.
TICKET_KALAH_EXTRA = Setup("kalah", (5, 2, 4, 1, 2, 0, 3, 4, 2, 5, 1, 3), (9, 7))
TICKET_KALAH_CAPTURE = Setup("kalah", (2, 3, 0, 5, 1, 4, 3, 5, 2, 6, 4, 1), (7, 5))
TICKET_KALAH_ENDGAME = Setup("kalah", (0, 0, 0, 1, 0, 0, 2, 4, 0, 1, 3, 0), (19, 18))
TICKET_OWARE_CHAIN = Setup("oware", (4, 2, 5, 6, 3, 1, 3, 1, 2, 2, 4, 5), (6, 4))
TICKET_OWARE_SLAM = Setup("oware", (3, 10, 2, 1, 4, 0, 1, 2, 1, 2, 2, 1), (12, 7),
                          options=(("grand_slam", "capture_all"),))
# The class dot plot of game lengths runs from 0 to this many moves: long enough for the
# longest of the computer's 100 random games of Kalah and of Oware (a test checks).
CLASS_PLOT_MOVES = 300


def board_words(setup: Setup) -> str:
    """A position in words, for a card that has no room for a board: the counts row by row."""
    pos = setup.position()
    rows = []
    for player in (0, 1):
        pits = pos.rules.side(player)
        rows.append(f"{PLAYER_NAMES[player]}'s pits {LETTERS[pits[0]]}-{LETTERS[pits[-1]]}: "
                    + " ".join(str(pos.pits[i]) for i in pits))
    return (f"{rows[0]}; {rows[1]}; stores: South {pos.stores[0]}, North {pos.stores[1]}")


def _rule_choices(option: str, choices: tuple[str, ...]) -> str:
    """The choices of a house rule as a list a child reads: "go to ..., are ..., or go
    to ..."."""
    words = [choice_words(option, c) for c in choices]
    return ", ".join(words[:-1]) + ", or " + words[-1]


# --- misconceptions that come back in several lessons ------------------------------------------

FIRST_SEED_BACK = WatchFor(
    "Dropping the first seed back into the emptied pit",
    "A child lifts the seeds from a pit and drops the first one straight back into it.",
    "Say \"pick up, move on, drop\": the pit you emptied stays empty (in Kalah until a "
    "sowing comes all the way round). Have the partner hold a finger on the emptied pit.")
START_PIT_AS_ONE = WatchFor(
    "Counting the start pit as 1",
    "Counting on, a child says \"one\" at the pit the seeds came from, so every prediction "
    "lands one place short.",
    "Count the jumps, not the pits: \"one\" is said as the first seed drops into the next pit. "
    "Walk two fingers along the pits, one hop per seed.")
OPPONENTS_STORE = WatchFor(
    "Sowing into the opponent's store in Kalah",
    "A seed goes into the other player's store, so the count is off by one from then on and "
    "the cycle looks like 14, not 13.",
    "Ask \"Whose store is this?\" at each store. Your store is on your right; you skip the "
    "other one. 6 + 6 pits + your own store = 13 places.")
ANY_STORE_OWARE = WatchFor(
    "Sowing into a store in Oware",
    "Children used to Kalah drop seeds into the stores as they go round.",
    "In Oware the stores only keep captured seeds; sowing goes from pit to pit, 12 pits round.")
OWARE_LAP = WatchFor(
    "Not skipping the start pit on an Oware lap",
    "With 12 or more seeds, a child drops a seed into the pit they emptied, so the last seed "
    "lands one place early.",
    "Put a cup upside down over the emptied pit: seeds jump over it. The cycle is 11, not 12.")
EXACTLY_D = WatchFor(
    "\"An extra turn needs exactly as many seeds as steps to the store\"",
    "A child says pit D (3 steps from the store) gives an extra turn only with 3 seeds.",
    "Ask \"What about 16?\" and let pairs sow 16 with beans: 3, 3 + 13 = 16, 16 + 13 = 29 all "
    "land in the store.")


# --- the six lessons -------------------------------------------------------------------------

MEET_THE_BOARD = Lesson(
    number=1,
    title="Meet the board",
    notebook="1-meet-the-board.ipynb",
    grade_band="grades 1-3 (ages 6-9)",
    minutes="30-40 minutes",
    goals=(
        "I can count the seeds in a pit, on a side and on the whole board, in groups of 4.",
        "I can sow one seed into each pit in turn, without skipping a pit or dropping two.",
        "I can explain why there are still 48 seeds after a move.",
    ),
    standards=(
        Standard(COMMON_CORE, "K.CC.B.4a",
                 "When counting objects, say the number names in the standard order, pairing "
                 "each object with one and only one number name and each number name with "
                 "one and only one object",
                 "sowing aloud: one seed, one pit, one number (a review for grade 1)"),
        Standard(COMMON_CORE, "1.OA.C.5", "Relate counting to addition and subtraction (e.g., "
                 "by counting on 2 to add 2)",
                 "after a move: the pit that had 4 and got 1 more now has 5"),
        Standard(COMMON_CORE, "3.OA.A.1", "Interpret products of whole numbers, e.g., "
                 "interpret 5 × 7 as the total number of objects in 5 groups of 7 objects "
                 "each", "counting the board as 12 groups of 4 (exercise 1)"),
        Standard(ENGLAND, "Year 1", "identify and represent numbers using objects and "
                 "pictorial representations including the number line ...", "counting seeds and dots in the pits"),
        Standard(ENGLAND, "Year 1", "add and subtract one-digit and two-digit numbers to 20, "
                 "including zero", "the seeds in a pit before and after a move"),
        Standard(ENGLAND, "Year 3", "count from 0 in multiples of 4, 8, 50 and 100 ...",
                 "counting the whole board in 4s: 4, 8, 12 ... 48"),
    ),
    watch_for=(
        FIRST_SEED_BACK,
        START_PIT_AS_ONE,
        WatchFor("Two seeds in one pit, or a pit skipped",
                 "The hand moves faster than the counting: a pit gets two seeds or none.",
                 "One seed, one pit: touch the pit, say the number, then drop. The partner "
                 "checks that every pit the seeds passed got exactly one."),
        OPPONENTS_STORE,
        WatchFor("\"Seeds in the store are gone\"",
                 "Recounting only the pits after a move, a child says seeds were lost.",
                 "Count the pits, the hand and the stores. Where did each seed go? Point to it."),
    ),
    sections=(
        Section("The board", "How many seeds do you think are on the board? How could you "
                "count them quickly without counting one by one?"),
        Section("Words we use", "Point to a pit, a store, South's side and North's side. "
                "Tell your partner which store is yours."),
        Section("Sowing, one seed at a time", "Before you press Next seed: where will the "
                "next seed go? Tell your partner, then check."),
        Section("No seed is lost", "When the seeds are in your hand, are they still part of "
                "the 48? Why does the total not change when nothing moves?"),
        Section("Practise puzzles", "Take turns: one of you answers, the other says if they "
                "agree and why, before you tap."),
    ),
    convince_me=(
        "I know there are ___ seeds because I counted ___ groups of ___.",
        "The last seed goes in ___ because I counted ___ pits after the one I emptied.",
        "There are still 48 seeds because ___.",
        "I agree with my partner because ___ / I think it is ___ because ___.",
    ),
    estimates=(
        Item("Estimate first: are more or fewer than half of the 48 seeds on South's side? "
             "Then add up South's six pits to check.",
             "half_check", KALAH_MIDGAME, target="South's side", goal=0),
    ),
    exit_ticket=(
        Item("How many seeds are on this board? Count them in groups of 4.",
             "total", KALAH_SMALL, goal=0),
        Item("South picks up all the seeds in pit A and sows them. How many seeds are in "
             "pit D now?", "pit_after", KALAH_START, move="A", target="D", goal=1),
        Item("After that move, how many seeds are on the whole board, pits and stores? How "
             "do you know without counting them all?", "total_after", KALAH_START, move="A",
             goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("a printed board (or an egg box and two cups) for each pair",
                   "48 beans, seeds or counters for each pair",
                   "the projector with notebook 1"),
        launch="Hold up a board with 4 beans in each pit. Ask: \"How many beans are on my "
               "board? How could we count them quickly?\" Collect ideas (in 4s, in 8s, a side "
               "and double).",
        explore=(
            "Pairs set up their board: 4 beans in each of the 12 pits; count them together "
            "in 4s.",
            "Partner A picks up all the beans in one pit and sows them counterclockwise, "
            "saying \"one, two, three, four\" as each bean drops. Partner B watches: one bean, "
            "one pit, and the emptied pit stays empty. Swap roles.",
            "After every move, both partners count everything (pits and stores): still 48? "
            "Make a tally mark each time it is 48.",
            "Play 10 moves like this. Did the total ever change?",
        ),
        summarise="On the projector, step through the same move with Next seed while the "
                  "class says where each seed goes; read the \"No seed is lost\" lines "
                  "together and compare them with the pairs' tallies.",
        launch_minutes=5, explore_minutes=15, summarise_minutes=15,
    ),
    rubric=Rubric(
        "Explain why there are still 48 seeds after a move.",
        _levels(
            "Says that every seed goes from one place to another (pit, hand, store) and none "
            "is added or taken away, and shows it by counting or with a sum such as 47 + 1 = "
            "48.",
            "Says that the seeds only move, and checks by counting pits and stores.",
            "Says it is still 48 because they counted, without saying why it must be.",
            "Thinks seeds are lost when they go into a store, or does not check.",
        ),
    ),
)

LAST_SEED = Lesson(
    number=2,
    title="Where does the last seed land?",
    notebook="2-where-does-the-last-seed-land.ipynb",
    grade_band="grades 5-7 (ages 10-13)",
    minutes="45 minutes",
    goals=(
        "I can count on around the board to predict where the last seed lands.",
        "I can use division with a remainder (17 = 13 × 1 + 4) to find where a big sowing "
        "ends.",
        "I can explain why the landing places repeat every 13 seeds in Kalah and every 11 in "
        "Oware.",
    ),
    standards=(
        Standard(COMMON_CORE, "4.OA.A.3", "Solve multistep word problems ... including "
                 "problems in which remainders must be interpreted",
                 "17 = 13 × 1 + 4: the remainder says how far to count on"),
        Standard(COMMON_CORE, "5.NBT.B.6", "Find whole-number quotients of whole numbers with "
                 "up to four-digit dividends and two-digit divisors ...",
                 "dividing a number of seeds by the cycle of 13 or 11"),
        Standard(COMMON_CORE, "4.OA.C.5", "Generate a number or shape pattern that follows a "
                 "given rule. Identify apparent features of the pattern that were not explicit "
                 "in the rule itself", "the saw-tooth chart for pit C: extra turns at 4, 17, 30"),
        Standard(COMMON_CORE, "MP7", "Look for and make use of structure",
                 "the cycle of 13 (6 + 6 + 1) and of 11 (12 - 1)"),
        Standard(ENGLAND, "Year 6", "divide numbers up to 4 digits by a two-digit whole number "
                 "using the formal written method of long division, and interpret remainders "
                 "as whole number remainders, fractions, or by rounding, as appropriate for "
                 "the context", "a remainder as a number of places to count on"),
        Standard(ENGLAND, "Year 6", "generate and describe linear number sequences",
                 "the seed counts that give pit C an extra turn: 4, 17, 30, 43 ..."),
    ),
    watch_for=(
        START_PIT_AS_ONE,
        OPPONENTS_STORE,
        OWARE_LAP,
        WatchFor("A remainder of 0 means \"nowhere\"",
                 "With 13 or 26 seeds in Kalah a child is stuck: count on 0?",
                 "A remainder of 0 means a whole number of laps: the last seed lands in the "
                 "13th place, the pit the seeds came from. Check with 13 beans."),
        WatchFor("Dividing by 12, the number of pits",
                 "A child uses 12 for Kalah (or for Oware) because there are 12 pits.",
                 "The cycle counts the places a seed can land: in Kalah the 12 pits and your "
                 "own store (13), in Oware the 12 pits less the emptied one (11). Pairs list "
                 "the places with beans and count them."),
        EXACTLY_D,
    ),
    sections=(
        Section("Predict, then watch", "Say your prediction and your reason to your partner "
                "before you press Check. Who was closer, and why?"),
        Section("Kalah: a cycle of 13", "Why 13 places when there are 12 pits and 2 stores? "
                "Convince your partner."),
        Section("Oware: 12 pits, but a cycle of 11", "Why does skipping one pit make the cycle "
                "11? What would the cycle be on a board with 5 pits a side?"),
        Section("Extension: Tchoukaillon, working backwards", "How is each winning board made "
                "from the one before? Test your rule on the next board before you look."),
    ),
    convince_me=(
        "___ seeds = 13 × ___ + ___, so I count on ___ places from pit ___.",
        "It repeats every ___ seeds because ___.",
        "A remainder of 0 means ___.",
        "I disagree, because if you skip ___ then ___.",
    ),
    estimates=(
        Item("Estimate first: with 30 seeds from pit C in Kalah, does the sowing go round "
             "once, twice or three times? Then divide: 30 = 13 × __ + __.",
             "lap_landing", KALAH_START, move="C", seeds=30, goal=1, draw_board=False),
    ),
    exit_ticket=(
        Item("South plays pit E. Count on: where does the last seed land?", "landing",
             KALAH_MIDGAME, move="E", goal=0),
        Item("In Oware, South picks up 14 seeds from pit A. Fill in 14 = 11 × __ + __. Where "
             "does the last seed land? Remember to skip pit A.", "lap_landing", OWARE_START,
             move="A", seeds=14, goal=1, draw_board=False),
        Item("In Kalah, pit D is 3 steps from South's store. List every number of seeds up to "
             "40 that gives an extra turn.", "extra_turn_counts", KALAH_START, move="D",
             upto=40, goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("a printed Kalah board and 48 beans for each pair",
                   "a strip of 13 squares (12 pits and a store) to lay around the board",
                   "the projector with notebook 2"),
        launch="Put 17 beans in pit C on the projected board. Ask: \"Where will the last bean "
               "land? Write your guess.\" Do not sow yet.",
        explore=(
            "Pairs put 1 bean in pit C, sow, and record where it lands; then 2, 3, 4 ... up to "
            "about 20, clearing the board each time. One sows, one records in a table.",
            "Pairs look for when the landing places come round again, and count the places in "
            "one round (13: the opponent's store is skipped).",
            "Pairs predict 17, then 30, by dividing by 13, and sow to check.",
            "Fast pairs: do the same on an Oware board (no stores, skip the emptied pit) and "
            "find its cycle.",
        ),
        summarise="Show the notebook's table and saw-tooth chart: they match the pairs' "
                  "tables. Write the rule together: divide by 13, count on the remainder.",
        launch_minutes=5, explore_minutes=20, summarise_minutes=15,
    ),
    rubric=Rubric(
        "Explain why the landing places repeat every 13 seeds in Kalah (or 11 in Oware).",
        _levels(
            "Names the 13 places (6 + 6 pits and one store, the other store skipped) or the "
            "11 (12 pits less the emptied one), and uses the cycle with a remainder to "
            "predict a new case correctly.",
            "Says the sowing goes round 13 places and comes back, with a correct example.",
            "Sees that the pattern repeats but cannot say why it is 13 (or 11).",
            "Counts each case one seed at a time with no pattern.",
        ),
    ),
)

KALAH_CAPTURES = Lesson(
    number=3,
    title="Captures and extra turns in Kalah",
    notebook="3-kalah-captures-and-extra-turns.ipynb",
    grade_band="grades 3-6 (ages 8-12)",
    minutes="40 minutes",
    goals=(
        "I can find the moves that end in my store by counting the steps to it.",
        "I can write a capture as a sum: the seeds opposite plus my last seed.",
        "I can explain how a house rule changes the final score.",
    ),
    standards=(
        Standard(COMMON_CORE, "3.OA.D.8", "Solve two-step word problems using the four "
                 "operations ...", "the store before a capture + the seeds captured"),
        Standard(COMMON_CORE, "4.OA.C.5", "Generate a number or shape pattern that follows a "
                 "given rule ...", "3 steps: 3, 16, 29 seeds all give an extra turn"),
        Standard(COMMON_CORE, "MP3", "Construct viable arguments and critique the reasoning of "
                 "others", "explaining which house rule changes the score and why"),
        Standard(ENGLAND, "Year 3", "solve problems, including missing number problems, using "
                 "number facts, place value, and more complex addition and subtraction",
                 "captures as sums; how many seeds a pit needs to reach the store"),
        Standard(ENGLAND, "Aims", "reason mathematically by following a line of enquiry, "
                 "conjecturing relationships and generalisations, and developing an argument, "
                 "justification or proof using mathematical language",
                 "comparing house rules on the same position"),
    ),
    watch_for=(
        EXACTLY_D,
        WatchFor("Capturing from a pit that was not empty",
                 "The last seed lands in one of your pits that already had seeds, and the "
                 "child captures.",
                 "Ask \"Was the pit empty before your last seed dropped?\" Only a last seed "
                 "landing alone captures."),
        WatchFor("Leaving out the capturing seed",
                 "The capture is written as 4 instead of 4 + 1.",
                 "The seed that made the capture goes to the store too: point to it."),
        WatchFor("Capturing on the opponent's side",
                 "A last seed in an empty pit on North's side captures.",
                 "In Kalah you capture only when your last seed lands in an empty pit on "
                 "your own side."),
        OPPONENTS_STORE,
    ),
    sections=(
        Section("Extra turns", "Which pit gives an extra turn? Is there a way to tell without "
                "sowing? Tell your partner your rule."),
        Section("A capture", "Before the move: which pit will the last seed land in, and is it "
                "empty? Say the capture as a sum."),
        Section("House rules", "Which rule do you play at home? Which rule is fairer, and "
                "why? Agree on one reason together."),
        Section("Practise puzzles", "One of you answers, the other asks \"How do you know?\" "
                "Then swap."),
    ),
    convince_me=(
        "Pit ___ gives an extra turn because it has ___ seeds and is ___ steps from my store.",
        "The capture is ___ + ___ = ___ because ___.",
        "The ___ rule gives North more because ___.",
        "That is not always true: for example ___.",
    ),
    estimates=(
        Item("Estimate first: at the end of this game (South plays F, seeds left on the board "
             "go to their owner), is South's store more or less than half of 48? Estimate, "
             "then add.", "half_check", KALAH_ENDGAME, move="F", target="South's store",
             goal=2),
    ),
    exit_ticket=(
        Item("Which pits give South an extra turn? For each, give its seeds and its steps to "
             "the store.", "extra_turn_moves",
             TICKET_KALAH_EXTRA, goal=0),
        Item("South plays pit A. Write the capture as a sum.", "captured",
             TICKET_KALAH_CAPTURE, move="A", goal=1),
        Item("D ends the game. Leftover seeds "
             f"{_rule_choices('leftovers', LEFTOVER_RULES)}. Best rule for North? Why?",
             "house_rule", TICKET_KALAH_ENDGAME,
             move="D", target="North", option="leftovers", choices=LEFTOVER_RULES, goal=2),
    ),
    card=LessonCard(
        materials=("a printed Kalah board and 48 beans for each pair",
                   "the rule sheet's house rules box", "the projector with notebook 3"),
        launch="Show the start. Ask: \"Which pit lets South go again?\" Take answers with "
               "reasons (count the steps to the store).",
        explore=(
            "Pairs find every pit that gives an extra turn at the start, then after South "
            "plays C. They write \"seeds = steps\" for each.",
            f"Pairs set up the capture position ({board_words(KALAH_CAPTURE)}) and play D "
            "with beans: they move the captured seeds into the store and write the sum.",
            f"Pairs set up the end-game position ({board_words(KALAH_ENDGAME)}) and play F "
            "three times, once for each leftovers rule, and write the final score each time.",
        ),
        summarise="In the notebook, play the same positions: the sums and scores match the "
                  "pairs'. Ask the class which rule changed the score and why.",
        launch_minutes=5, explore_minutes=20, summarise_minutes=15,
    ),
    rubric=Rubric(
        "Explain which house rule changes the score and why.",
        _levels(
            "Names the rule, gives the scores under each choice, and explains the difference "
            "by where the leftover seeds go (for example, North's 10 seeds go to North, to "
            "nobody, or to South).",
            "Names the rule and gives correct scores for each choice, with a short reason.",
            "Says the scores are different but not why, or makes one counting error.",
            "Guesses a rule without checking the scores.",
        ),
    ),
)

OWARE = Lesson(
    number=4,
    title="Oware: chains, grand slams and feeding",
    notebook="4-oware-chains-grand-slams-feeding.ipynb",
    grade_band="grades 5-8 (ages 10-14)",
    minutes="45-60 minutes",
    goals=(
        "I can add up a chain of captures of 2s and 3s on my opponent's side.",
        "I can say where every one of the 48 seeds is after a capture.",
        "I can give a reason why a game might forbid taking all of the opponent's seeds.",
    ),
    standards=(
        Standard(COMMON_CORE, "4.OA.A.3", "Solve multistep word problems ... Assess the "
                 "reasonableness of answers using mental computation and estimation "
                 "strategies", "adding a chain and checking that all 48 seeds are there"),
        Standard(COMMON_CORE, "MP3", "Construct viable arguments and critique the reasoning of "
                 "others", "arguing for a grand slam rule and for feeding"),
        Standard(COMMON_CORE, "MP1", "Make sense of problems and persevere in solving them",
                 "following a chain of captures pit by pit"),
        Standard(ENGLAND, "Year 5", "solve problems involving addition, subtraction, "
                 "multiplication and division and a combination of these ...",
                 "chains of captures and the seeds left on the board"),
        Standard(ENGLAND, "Aims", "reason mathematically by following a line of enquiry, "
                 "conjecturing relationships and generalisations, and developing an argument, "
                 "justification or proof using mathematical language",
                 "why feed an opponent; which grand slam rule is fair"),
    ),
    watch_for=(
        ANY_STORE_OWARE,
        OWARE_LAP,
        WatchFor("Capturing on your own side",
                 "A child captures 2s or 3s in their own pits.",
                 "Captures happen only on the opponent's side."),
        WatchFor("Counting before the seed lands",
                 "A child captures a pit that held 2 or 3 before the last seed dropped.",
                 "Count after the seed lands: the pit must now hold 2 or 3 (it had 1 or 2)."),
        WatchFor("A chain that jumps a gap",
                 "The chain goes on past a pit that does not hold 2 or 3.",
                 "In Oware the chain goes back from the last pit and stops at the first pit "
                 "that is not 2 or 3, or at the end of the opponent's row."),
        WatchFor("Seeds forgotten in the final count",
                 "When a game ends, a child adds the two stores and thinks seeds vanished.",
                 "Stores + South's pits + North's pits = 48, always: find the rest on the board."),
    ),
    sections=(
        Section("A chain of captures", "Before you look: which pits will South capture? Say "
                "why the chain stops where it does."),
        Section("When the chain is broken", "Which reading of the rule do you think is fairer? "
                "Give one reason each."),
        Section("The grand slam", "Why might a game forbid taking all of your opponent's "
                "seeds? Where are all 48 seeds after each rule?"),
        Section("Feeding", "Why must South feed North? What would happen to the game if "
                "South did not have to?"),
    ),
    convince_me=(
        "South captures ___ + ___ + ___ = ___ because each of those pits holds 2 or 3 and ___.",
        "The chain stops at pit ___ because ___.",
        "All 48 seeds are here: ___ + ___ + ___ + ___ = 48.",
        "Forbidding a grand slam is fair because ___ / is not fair because ___.",
    ),
    estimates=(
        Item("Estimate first: after South's chain capture, are more than half of the 48 seeds "
             "still in the pits? Estimate, then add.", "half_check", OWARE_CHAIN, move="F",
             target="the pits", goal=1, draw_board=False),
    ),
    exit_ticket=(
        Item("South plays D. Which pits does South capture? Write the capture as a sum.",
             "captured", TICKET_OWARE_CHAIN, move="D", goal=0),
        Item("After that move, where are all 48 seeds? Fill in: __ on South's side + __ on "
             "North's side + __ in South's store + __ in North's store = 48.", "accounting",
             TICKET_OWARE_CHAIN, move="D", goal=1, draw_board=False),
        Item("Here a grand slam captures everything. South plays B. How many seeds does North "
             "have left? Would you allow this move? Give a reason.", "side_after",
             TICKET_OWARE_SLAM, move="B", goal=2),
    ),
    card=LessonCard(
        materials=("a printed Oware board (no stores needed: a pile beside it) and 48 beans "
                   "for each pair", "the projector with notebook 4"),
        launch=f"Set up the chain position ({board_words(OWARE_CHAIN)}) on a board everyone "
               "can see. Ask: \"South plays F. What can South take?\" Collect answers "
               "without sowing.",
        explore=(
            "Pairs set up the chain position with beans and play F, then capture pit by pit "
            "going back from the last seed. They write the sum.",
            "Pairs count where all 48 seeds are: both sides and both piles.",
            f"Pairs set up the grand slam position ({board_words(OWARE_SLAM)}) and play F "
            "under two rules from the rule sheet. Which rule would they choose, and why?",
            "Pairs empty North's side and find which moves South may play (feeding).",
        ),
        summarise="The notebook plays the same positions under every rule at once; compare "
                  "with the pairs' results and take a class vote on the fairest grand slam "
                  "rule, with reasons.",
        launch_minutes=5, explore_minutes=20, summarise_minutes=20,
    ),
    rubric=Rubric(
        "Explain why a game might forbid taking all of the opponent's seeds.",
        _levels(
            "Explains that with no seeds the opponent cannot move, so the game would end at "
            "once, and compares at least two of the six rules using the numbers from the "
            "position.",
            "Explains that the opponent could not move, so the game would be over.",
            "Says it is unfair without a reason from the rules.",
            "Does not connect the rule to what happens on the board.",
        ),
    ),
)

AROUND_THE_WORLD = Lesson(
    number=5,
    title="Mancala around the world",
    notebook="5-mancala-around-the-world.ipynb",
    grade_band="grades 4-8 (ages 9-14)",
    minutes="60 minutes or two lessons",
    goals=(
        "I can compare seven sets of mancala rules in a table: pits, seeds, stores, direction.",
        "I can find the median and the range of a set of game lengths and draw a dot plot.",
        "I can use data from many games to say which game tends to be longest, and how I know.",
    ),
    standards=(
        Standard(COMMON_CORE, "6.SP.A.1", "Recognize a statistical question as one that "
                 "anticipates variability in the data related to the question and accounts "
                 "for it in the answers", "\"which game tends to be longest?\""),
        Standard(COMMON_CORE, "6.SP.B.4", "Display numerical data in plots on a number line, "
                 "including dot plots, histograms, and box plots",
                 "the class's dot plot of game lengths, and the notebook's"),
        Standard(COMMON_CORE, "6.SP.B.5", "Summarize numerical data sets in relation to their "
                 "context ...", "median and range of 100 games of each game"),
        Standard(COMMON_CORE, "7.SP.B.4", "Use measures of center and measures of variability "
                 "for numerical data from random samples to draw informal comparative "
                 "inferences about two populations", "comparing the games' medians and ranges"),
        Standard(ENGLAND, "Year 5", "complete, read and interpret information in tables, "
                 "including timetables", "the table of the seven rule sets"),
        Standard(ENGLAND, "Key stage 3", "describe, interpret and compare observed "
                 "distributions of a single variable through: appropriate graphical "
                 "representation ... and appropriate measures of central tendency (mean, mode, "
                 "median) and spread (range, consideration of outliers)",
                 "dot plots, medians and ranges of game lengths"),
    ),
    watch_for=(
        WatchFor("One game tells you which game is longest",
                 "A pair plays one game of each and says \"Oware is longest\".",
                 "Ask \"Would the next game be the same length?\" Play more, put every game on "
                 "the dot plot, and compare the middles and spreads."),
        WatchFor("The median of an unordered list",
                 "A child takes the middle number of the list as it was written.",
                 "Put the numbers in order first (the dot plot does it for you), then find "
                 "the middle."),
        WatchFor("The range as two numbers",
                 "A child says the range is \"from 18 to 63\".",
                 "Say both: from 18 to 63, so the range is 63 - 18 = 45 moves."),
        WatchFor("\"Kalah is an ancient African game\"",
                 "Children read the table as if all the games were old African games.",
                 "Kalah was made in the USA in 1940 by William Julius Champion Jr., from older "
                 "mancala games; Oware, Wari, Lane's two Egyptian games and Giuthi are African."),
        WatchFor("One game, one set of rules",
                 "A child who plays at home \"the wrong way\" is told they are wrong.",
                 "Mancala games are families with many names and house rules. Invite the child "
                 "to teach their version to the class."),
    ),
    sections=(
        Section("The games side by side", "Which two games are most alike? Which rule makes "
                "the biggest difference? Agree on one answer with a reason."),
        Section("Starting boards", "Which board has the most seeds? Estimate, then check with "
                "the table."),
        Section("One move in each game", "What is a relay? Explain it to your partner with "
                "beans."),
        Section("A class playing in fours", "Your row ends at your store, then the next "
                "player's row begins. Which pit of yours reaches the next player's row with "
                "the fewest seeds? Show your partner with beans."),
        Section("Data from whole games", "Before you look at the dot plot: which game do you "
                "think tends to be longest? After: were you right, and how do you know?"),
    ),
    convince_me=(
        "I think ___ tends to be longer because its median is ___ and ___.",
        "The median is ___ because ___ games are shorter and ___ are longer.",
        "One game is not enough to tell because ___.",
        "I am (not) sure because the ranges ___.",
    ),
    estimates=(
        Item("Estimate first: which game do you think tends to be the longest? Write your "
             "guess before the computer plays 100 games of each.", "longest_game",
             games=100, goal=2),
    ),
    exit_ticket=(
        Item("Lane's Game of the Ignorant starts with 72 pebbles in its 12 cells. How many is "
             "that per cell on average?", "seeds_per_pit", Setup("lane-ignorant"), goal=0,
             draw_board=False),
        Item("Here are the lengths of 9 games of Kalah. What are the median and the range?",
             "median_range", KALAH_START, games=9, goal=1, draw_board=False),
        Item("Which tends to be longer, a game of Kalah or a game of Oware? Use the medians "
             "and ranges to explain how you know.", "compare_lengths", KALAH_START,
             versus="oware", games=100, goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("printed boards for Kalah and Oware, 48 beans each", "a class dot plot on "
                   f"the board: a number line of moves, 0 to {CLASS_PLOT_MOVES}, a row for "
                   "each game", "sticky dots", "a timer", "the projector with notebook 5"),
        launch="Ask: \"Which game do you think takes longer, Kalah or Oware?\" Take a quick "
               "vote and write the guesses up. Ask how we could find out.",
        explore=(
            "Each pair plays one game of Kalah or Oware (half the class each) for 12 minutes "
            "at most, tallying the moves as they go (every sowing is one move). Oware games "
            "are often long: a game not over when the timer rings stops there.",
            "Each pair puts a sticky dot for their game on the class dot plot, in the row "
            "for their game. A game stopped by the timer gets an arrow on its dot: it would "
            "have been longer.",
            "Pairs find the median and range of each row of the class dot plot.",
        ),
        summarise="The notebook plays 100 games of each game with random players and draws "
                  "the same dot plot. Compare its medians and ranges with the class's: one "
                  "game could mislead, many games show what tends to happen.",
        launch_minutes=5, explore_minutes=25, summarise_minutes=20,
    ),
    rubric=Rubric(
        "Explain which game tends to be longest, and how you know.",
        _levels(
            "Compares the medians and the ranges, says which game tends to be longer, and "
            "says that some games of the other are longer (the spreads overlap), so one game "
            "alone could mislead.",
            "Uses the medians (or the dot plots) to say which game tends to be longer.",
            "Uses one game, or only the longest game, to decide.",
            "Gives an answer with no data.",
        ),
    ),
)

WHO_WINS = Lesson(
    number=6,
    title="Who wins?",
    notebook="6-who-wins.ipynb",
    grade_band="grades 5-8 (ages 10-14)",
    minutes="45-60 minutes",
    goals=(
        "I can read who wins, and by how many, from a table of results with perfect play.",
        "I can test a claim such as \"going first always wins\" by playing, and explain why "
        "going first can help or hurt.",
        "I can explain how a change in the capture rule changes who wins.",
    ),
    standards=(
        Standard(COMMON_CORE, "MP3", "Construct viable arguments and critique the reasoning of "
                 "others", "testing \"going first always wins\": one board where it fails is "
                 "enough; explaining how the capture rule changes a result"),
        Standard(COMMON_CORE, "MP1", "Make sense of problems and persevere in solving them",
                 "playing a 2-pit board both ways round, looking for a first move that wins"),
        Standard(ENGLAND, "Year 5", "complete, read and interpret information in tables, "
                 "including timetables", "reading the two-way tables of results (a review "
                 "for Year 6 and up)"),
        Standard(ENGLAND, "Aims", "reason mathematically by following a line of enquiry, "
                 "conjecturing relationships and generalisations, and developing an argument, "
                 "justification or proof using mathematical language",
                 "predicting before every check, and saying why a claim is true or false"),
        Standard(ENGLAND, "Key stage 3", "make and test conjectures about patterns and "
                 "relationships; look for proofs or counter-examples",
                 "\"going first always wins\" and \"more seeds means a bigger win\", tested "
                 "against the tables"),
    ),
    watch_for=(
        WatchFor("\"Going first always wins\"",
                 "A child says South wins because South moves first.",
                 "Ask for a board where it fails: the tables show boards North wins, and "
                 "pairs can check the one with 2 pits and 2 seeds with beans. One "
                 "counterexample shows a claim is false."),
        WatchFor("\"More seeds means a bigger win\"",
                 "A child expects the first player's lead to grow as each pit starts with "
                 "more seeds.",
                 "Read one row of the table aloud (Exercise 2): the margin goes up and down, "
                 "and the winner can change."),
        WatchFor("\"The computer is lucky\"",
                 "A child who loses to the perfect player says it was luck, or that it wins "
                 "because it is fast.",
                 "There is no luck in it: it has checked every way the game can go, to the "
                 "end. Speed only decides how big a board it can check. On a board North "
                 "wins with perfect play, South cannot beat it at all."),
        WatchFor("\"A house rule is a small detail\"",
                 "A child expects the two capture rules to give the same results.",
                 "Find the boards where the rule changes the winner or the margin "
                 "(Exercise 3) and ask why one more kind of capture could do that."),
        WatchFor("\"The perfect player always captures or takes an extra turn\"",
                 "A child predicts the perfect player's move by looking for a capture.",
                 "It may play a quiet move instead, when a capture now would give away "
                 "more later. Press ? Hint and ask the pair why that move."),
    ),
    sections=(
        Section("Perfect play", "Can a game be decided before anyone has moved? What would "
                "that mean for the player who goes first?"),
        Section("Who wins on small boards?", "Find a board where South, who moves first, does "
                "not win. What do you notice about it?"),
        Section("The same results as a chart", "Read one row of bars aloud: who wins, by how "
                "many, under each rule? Which board surprises you?"),
        Section("The capture rule changes who wins", "Why could one more kind of capture "
                "change who wins a whole game?"),
        Section("Can you beat the perfect player?", "When you lose, press **Take back a "
                "move** and then **? Hint**: which of your moves was the mistake?"),
        Section("Perfect play, seed by seed", "Which move decided the game? Could the loser "
                "have done better anywhere?"),
    ),
    convince_me=(
        "On the board with ___ pits and ___ seeds, ___ wins by ___, so going first ___.",
        "The claim \"___\" is false because on the board with ___ pits and ___ seeds ___.",
        "Without the capture ___ wins; with it ___ wins, because ___.",
        "I agree / disagree with ___ because ___.",
    ),
    estimates=(
        Item("Estimate first: on how many of these boards does South, who moves first, win: "
             "none, a few, about half, most, or all of them?", "first_player_boards", goal=1),
    ),
    exit_ticket=(
        Item("Who wins with 2 seeds in each pit, and by how many?", "perfect_play",
             KALAH_3_BY_2, upto=3, goal=0, draw_board=False),
        Item("Sam says: \"The player who moves first always wins.\" With perfect play, who "
             "wins Kalah with 2 pits a side and 2 seeds in each pit? Is Sam right? Give a "
             "reason.", "perfect_play", KALAH_2_BY_2, goal=1),
        Item("Does the capture rule change who wins? Explain why one more kind of capture "
             "could.", "capture_rule", KALAH_5_BY_2, goal=2, draw_board=False),
    ),
    card=LessonCard(
        materials=("a printed board with 5 pits a side (cover pits with paper for a smaller "
                   "board) and 20 beans for each pair", "a class table on the board: pits "
                   "a side down, seeds in each pit across, for the pairs' results",
                   "the projector with notebook 6"),
        launch="Write up the claim \"The player who goes first always wins.\" Take a vote: "
               "true or false? Ask how we could test it.",
        explore=(
            "Pairs set up Kalah with 2 pits a side and 2 seeds in each pit, play it, then "
            "play it again the other way round (the other partner goes first). They record "
            "who went first, who won and by how many.",
            "Pairs look for a first move that wins for the first player: try every first "
            "move, and let the partner answer as well as they can.",
            "Pairs do the same with 3 pits a side and 2 seeds in each, and write their "
            "results in the class table.",
            "Pairs write one sentence: is the claim true? What is their evidence?",
        ),
        summarise="The notebook's solver checks every way these games can go. Compare its "
                  "tables with the class table: where North wins, South cannot win against "
                  "perfect play. Then look at how the capture rule changes who wins, and let "
                  "pairs try to beat the perfect player.",
        launch_minutes=5, explore_minutes=20, summarise_minutes=20,
    ),
    rubric=Rubric(
        "Explain how the capture rule changes who wins.",
        _levels(
            "Names a board where the capture rule changes the winner or the margin, gives "
            "both results, and explains that one more way to capture gives the players other "
            "best moves, so the whole game can go differently; notes that on most boards "
            "the winner stays the same.",
            "Names a board and gives its result under both rules, saying what changed.",
            "Says the rule changes the result without a board or numbers, or compares two "
            "different boards.",
            "Does not connect the rule to the results.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (MEET_THE_BOARD, LAST_SEED, KALAH_CAPTURES, OWARE,
                               AROUND_THE_WORLD, WHO_WINS)


def lesson(number: int) -> Lesson:
    """The lesson of notebook ``number`` (1 to 6)."""
    for found in LESSONS:
        if found.number == number:
            return found
    raise InvalidOptionError(f"There are lessons 1 to {len(LESSONS)}, not {shown(number)}.")


def standards_table() -> str:
    """A Markdown table: each notebook, its goals, the standards named and what practises each."""
    rows = ["| Notebook | \"I can\" goals | Standard | Practised in |",
            "|---|---|---|---|"]
    for L in LESSONS:
        goals = "<br>".join(L.goals)
        for k, s in enumerate(L.standards):
            name = "Common Core" if s.framework == COMMON_CORE else "England"
            rows.append(f"| {f'{L.number} {L.title}' if k == 0 else ''} | "
                        f"{goals if k == 0 else ''} | {name} {s.code}: {s.wording} | "
                        f"{s.practised_by} |")
    return "\n".join(rows)


def tchoukaillon_boards(up_to: int = TCHOUKAILLON_UP_TO) -> list[tuple[int, ...]]:
    """The one winning Tchoukaillon board for 1, 2 ... ``up_to`` seeds (pit A first)."""
    return [tchoukaillon.winnable_board(n) for n in range(1, up_to + 1)]


def tchoukaillon_step(board: tuple[int, ...]) -> tuple[int, ...]:
    """The winning board with one more seed, built from ``board`` by working backwards."""
    return tchoukaillon.grow_board(board)


__all__ = ["ASKS", "CLASS_PLOT_MOVES", "COMMON_CORE", "ENGLAND", "Item", "LESSONS", "Lesson",
           "LessonCard", "Rubric", "RubricLevel", "Section", "Setup", "Standard", "WatchFor",
           "Worked", "board_words", "lesson", "standards_table", "tchoukaillon_boards",
           "tchoukaillon_step", "work_out"]
