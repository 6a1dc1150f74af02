"""The rules of each game in words a child can follow: full (rule sheets), short (quick cards)
and by topic (the rules box of a worksheet).

Every sentence that depends on a rule option is the registry's own sentence for the value in
force (:meth:`Option.says`), so a sheet for ``kalah leftovers=not_counted`` says so and says
it once. Other sentences are chosen from the rules themselves. Nothing here mentions the seed
documents or option identifiers: :func:`plain` turns the registry's notes into words for a
family's table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..naming import LETTERS
from ..position import Position
from ..rules import CaptureChain, Facing, Rules
from ..variants import Variant, variant_of

_SOURCE_NOTE = re.compile(r"\s*\([^()]*\bseeds? \d{3}[^()]*\)")
_SOURCE_OWNED = re.compile(r"\bseeds? \d{3}'s\b")
_SOURCE = re.compile(r"\bseeds? \d{3}(, \d{3})*\b")


def plain(text: str) -> str:
    """A sentence without references to our source documents, in the glossary's words:
    "pit" and "seed" for every game (:mod:`mancala_teach.glossary`)."""
    text = _SOURCE_NOTE.sub("", text)
    text = _SOURCE_OWNED.sub("a rule book's", text)
    text = _SOURCE.sub("a rule book", text)
    for old, new in (("cells", "pits"), ("cell", "pit"), ("pebbles", "seeds"),
                     ("pebble", "seed")):
        text = re.sub(rf"\b{old}\b", new, text)
    return text


@dataclass(frozen=True)
class Section:
    heading: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class RuleText:
    """Everything a rule sheet or card says about one game under one set of rules."""
    title: str
    summary: str
    sections: tuple[Section, ...]
    maths: tuple[str, ...]
    short: tuple[Section, ...]          # the quick card: one or two lines a topic
    topics: dict[str, tuple[str, ...]] = field(default_factory=dict)   # worksheet rule boxes
    simple_topics: dict[str, tuple[str, ...]] = field(default_factory=dict)  # starter level
    why_not_even: str = ""              # Lane: what happens with the same count everywhere
    covered: tuple[str, ...] = ()       # the registry's decisions the sections already say


def _decision(v: Variant, start: str) -> str:
    """The registry's decision that starts with ``start``, in plain words ("" if none)."""
    return next((plain(d) for d in v.decisions if d.startswith(start)), "")


def _says(v: Variant, rules: Rules, name: str) -> str:
    opt = v.option(name)
    return plain(opt.says(dict(rules.options).get(name, opt.default)))


def _sides(r: Rules) -> tuple[str, str]:
    n = r.pits_per_side
    return f"A to {LETTERS[n - 1]}", f"{LETTERS[n]} to {LETTERS[2 * n - 1]}"


def _seeds(n: int, word: str = "seed") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# --- Kalah --------------------------------------------------------------------------------------

def _kalah(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    south, north = _sides(r)
    lap = 2 * n + 1
    d = min(3, n)
    capture = ("If your last seed lands in an empty pit on your side, take that seed and all "
               "the seeds in the pit opposite, and put them in your store. "
               + _says(v, r, "capture_empty_opposite"))
    sow = (f"Pick up all the seeds in one of your pits. Going counterclockwise (to the right "
           f"along your own row), drop one seed in each pit after it. Drop one in your own "
           f"store when you pass it, but never in your opponent's store.")
    sections = (
        Section("Set-up", (
            f"{_says(v, r, 'pits')} {_says(v, r, 'seeds')} That is {total} seeds; the "
            f"stores start empty.",
            f"South sits at the bottom and owns pits {south} and the store on the right. "
            f"North owns pits {north} and the store on the left. Pits are named by letters, "
            f"counterclockwise from South's left, as on every board and worksheet.",
            "South moves first. " + _says(v, r, "pie_rule") + " " + _says(v, r, "teams"))),
        Section("A move", (
            sow,
            "We sow counterclockwise, as most rule books do. Some boards and rule sheets sow "
            "clockwise; that works just as well if both players agree.")),
        Section("Extra turns", ("If your last seed lands in your own store, you play again.",)),
        Section("Capture", (capture,)),
        Section("End of the game", (
            _says(v, r, "game_end"), _says(v, r, "leftovers"),
            _says(v, r, "finish_at_majority"),
            "The player with more seeds in their store wins.")),
    )
    maths = (
        "Counting on, one seed for one pit.",
        f"Distance and remainders: a pit {d} steps from your store earns an extra turn with "
        f"{d} seeds, or {d} + {lap} = {d + lap}, or {d + lap} + {lap} = {d + 2 * lap}: going "
        f"once round the board takes {lap} seeds.",
        f"Adding captures, and checking that all the seeds are still there: the pits and "
        f"stores always add up to {total}.",
    )
    short = (
        Section("Set-up", (f"{s} seeds in each pit, stores empty. South moves first.",)),
        Section("Move", ("Pick up a pit of yours. Sow one seed per pit counterclockwise, "
                         "into your own store too, never your opponent's.",)),
        Section("Extra turn", ("Last seed in your own store: play again.",)),
        Section("Capture", ("Last seed in an empty pit of yours: take it and the seeds "
                            "opposite into your store"
                            + ("." if r.capture_empty_opposite else
                               " (if there are seeds opposite)."),)),
        Section("End", (_says(v, r, "game_end") + " " + _says(v, r, "leftovers"),
                        "More seeds in your store wins.")),
    )
    topics = {
        "game": (f"Kalah with {_seeds(s)} in each pit at the start ({total} seeds), {n} pits "
                 f"on each side.",),
        "sowing": ("Sow one seed per pit, counterclockwise: to the right along the bottom, "
                   "into South's store, then to the left along the top. South never sows into "
                   "North's store.",),
        "extra_turn": ("A last seed in South's own store earns another turn.",),
        "capture": ("A last seed in an empty pit of South's captures: it and the seeds "
                    "opposite go to South's store"
                    + (" (even if the pit opposite is empty)." if r.capture_empty_opposite
                       else " (nothing if the pit opposite is empty)."),),
        "total": (),     # the question itself says how many seeds the game has
    }
    simple = {
        "game": (f"The game is Kalah: {total} seeds, {s} in each pit at the start.",),
        "sowing": ("Take all the seeds from the pit.",
                   "Put one seed in each pit, going to the right.",
                   "If you reach the end with seeds left, put the next one in South's "
                   "store."),
        "extra_turn": ("Last seed in South's store? South plays again.",),
        "capture": ("Last seed in an empty pit of South's? South takes it and the seeds "
                    "opposite.",),
        "total": (),   # the question says it, one instruction a line
    }
    return RuleText(f"Kalah", v.summary, sections, maths, short, topics, simple)


# --- Oware and Wari -----------------------------------------------------------------------------

def _oware(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    south, north = _sides(r)
    lap = 2 * n - 1
    sections = (
        Section("Set-up", (
            f"{_says(v, r, 'pits')} {_says(v, r, 'seeds')} That is {total} seeds.",
            f"South owns pits {south} along the bottom, North owns {north} along the top. "
            f"Each player keeps the seeds they capture in a store (or a bowl). South moves "
            f"first. " + _says(v, r, "teams"))),
        Section("A move", (
            "Pick up all the seeds in one of your pits and drop them one by one in the pits "
            "after it, counterclockwise, on your opponent's side too. Seeds never go into a "
            "store while sowing.",
            f"With {2 * n} or more seeds you go all the way round: skip the pit you started "
            f"from and drop the seed in the next pit.")),
        Section("Capture", (
            "If your last seed lands on your opponent's side and makes that pit hold 2 or 3, "
            "capture those seeds into your store.",
            _says(v, r, "capture_chain"),
            _says(v, r, "grand_slam"))),
        Section("Feeding", (
            "If your opponent has no seeds, you must make a move that gives them some. If no "
            "move can, you take the seeds on your side and the game ends.",)),
        Section("Extra turns", (f"There are no extra turns in {r.title}: players always take "
                                f"turns.",)),
        Section("End of the game", (
            f"The game ends when a player has captured more than half of the seeds "
            f"({total // 2 + 1} of {total}), or both have exactly {total // 2} (a draw).",
            "It also ends when a player cannot feed an empty opponent, or when the same "
            "position comes round again: then each player takes the seeds on their side.",
            "The player with more seeds wins.")),
    )
    maths = (
        f"Counting past {2 * n}: a big sowing skips the pit it started from, so going once "
        f"round takes {lap} seeds, not {2 * n}.",
        "Recognising 2 and 3 at a glance, and adding up a chain of captures.",
        f"Halves: more than half of {total} is {total // 2 + 1} or more.",
    )
    chain = ("then the pits before it too, going back while each holds 2 or 3"
             if r.capture_chain is CaptureChain.CONTIGUOUS else
             "and any other pit of theirs you sowed into that now holds 2 or 3")
    short = (
        Section("Set-up", (f"{s} seeds in each pit. South moves first.",)),
        Section("Move", ("Pick up a pit of yours. Sow one seed per pit counterclockwise, "
                         "never into a store. Going round, skip the pit you started from.",)),
        Section("Capture", (f"Last seed makes 2 or 3 in an opponent's pit: take them, "
                            f"{chain}.",)),
        Section("Feed", ("If your opponent has no seeds, you must give them some.",)),
        Section("End", (f"More than half the seeds ({total // 2 + 1}) wins. No extra "
                        f"turns.",)),
    )
    topics = {
        "game": (f"{r.title} with {_seeds(s)} in each pit at the start ({total} seeds), "
                 f"{n} pits on each side.",),
        "sowing": (f"Sow one seed per pit, counterclockwise, on North's side too, never into "
                   f"a store. With {2 * n} or more seeds, skip the pit the move started from.",),
        "capture": ("A last seed that makes 2 or 3 in one of North's pits captures them, "
                    + ("and so do the pits just before it, going back while each holds 2 or 3 "
                       "and is North's." if r.capture_chain is CaptureChain.CONTIGUOUS else
                       "and so does any other pit of North's sown into that now holds 2 "
                       "or 3.") + " Captured seeds go to South's store.",),
        "total": (f"There are {total} seeds in the game: count the pits and both stores.",),
    }
    return RuleText(r.title, v.summary, sections, maths, short, topics, topics,
                    covered=("A position that comes round again",))


# --- Lane's games -------------------------------------------------------------------------------

def lane_even_round(r: Rules) -> tuple[tuple[int, ...], Position] | None:
    """Lane's Game of the Ignorant from 6 pebbles in every pit, played to the end.

    Every move starts from the mover's rightmost pit, so nobody has a choice and the engine
    can play the whole round. None when moves are free (``start=any``) or the game is Wise.
    """
    if r.variant != "lane-ignorant" or not r.start_rightmost:
        return None
    even = (r.total_seeds // r.pit_count,) * r.pit_count
    v = variant_of(r)
    given = dict(r.options)
    given["setup"] = even
    pos = Position.start(v.rules(**given))
    for _ in range(2000):
        if pos.is_over:
            return even, pos
        pos = pos.after(next(m for m in pos.legal_moves() if not m.is_swap))
    return None


def _lane(v: Variant, r: Rules) -> RuleText:
    wise = r.variant == "lane-wise"
    setup_example = _says(v, r, "setup")
    if wise:
        setup = (
            "The player who sets up sits South and puts all 72 seeds into the middle pits "
            "B to E and H to K. A pit gets seeds exactly when the pit opposite does; A, F, "
            "G and L start empty. Either player may set up the first round; after that, the "
            "players take turns.",
            setup_example + " That is only an example: any such spread will do.",
            "South owns pits A to F along the bottom, North owns G to L along the top. North "
            "may swap sides with South, but then moves second; otherwise North moves first.")
    else:
        setup = (
            "The player who sets up sits South and spreads all 72 seeds over the 12 pits as "
            "they like, unevenly (a pit may stay empty). Either player may set up the first "
            "round; after that, the players take turns.",
            setup_example + " That is only an example: any uneven spread will do.",
            "South owns pits A to F along the bottom, North owns G to L along the top. North "
            "may swap sides with South; either way, North makes the first move.")
    start = (_says(v, r, "start") if not wise else "A move may start from any of your pits.")
    rightmost = _decision(v, "If your rightmost")
    if rightmost and r.start_rightmost:
        start += " " + rightmost
    feed = _decision(v, "Feeding")
    feed = (feed.split(": ", 1)[1][0].upper() + feed.split(": ", 1)[1][1:] if feed else
            "If your opponent has no seeds and you have a pit with more than one, your move "
            "is to put one seed into their first pit (G if you are South, A if you are "
            "North).")
    repeats = _decision(v, "A sowing or a position") or (
        "If a sowing or a position repeats for ever, the round ends and each player takes the "
        "seeds on their side.")
    after_capture = ("After a capture you move again, from any of your pits."
                     if wise else "After a capture your turn ends.")
    sections = (
        Section("Set-up", setup),
        Section("A move", (
            start + " Pick up all its seeds and drop one in each pit after it, "
            "counterclockwise, on both sides.",
            "If the last seed lands in an empty pit (it now holds 1), your turn ends.",
            "If it makes 3, or 5 or more (6, 8 and 10 too), pick them all up and keep "
            "sowing from there.")),
        Section("Capture", (
            "If it makes 2 or 4, capture that pit together with the pit opposite. Going back "
            "over the pits you just sowed, also capture each pit that holds 2 or 4, with its "
            "opposite pit, until one does not.",
            "Captured seeds go to your score pile. " + after_capture)),
        Section("Feeding", (feed,)),
        Section("End of a round", (
            "When only one seed is left, it goes to the player on whose side it lies.",
            "When the board is empty, the player with more seeds wins the round by the "
            "difference.",
            repeats,
            "Play more rounds: the first player to reach 60 points wins.")),
    )
    if wise:
        share = ("Sharing 72 seeds over the 8 middle pits, with the same pits filled on "
                 "both sides: 72 \u00f7 8 = 9 if every pit gets the same.")
    else:
        share = ("Sharing 72 seeds over 12 pits: 72 \u00f7 12 = 6 each, and the box "
                 "\u201cNot 6 in every pit\u201d shows why that is a bad idea.")
    maths = (
        "Which counts capture: 2 or 4 capture, 1 stops, and 3 or any count of 5 or more "
        "sows on. It is not odd and even: 6, 8 and 10 are even and sow on.",
        share,
        "Differences and running totals up to 60.",
    )
    why = ""
    even = lane_even_round(r)
    if even is not None and not wise:
        seeds, end = even
        s_score, n_score = end.outcome.scores
        who = "North" if n_score > s_score else "South"
        why = (f"With {seeds[0]} in every pit every move is forced (each starts from the "
               f"rightmost pit), so the round is decided before it starts. Played to the end, "
               f"South (who set up) gets {s_score} and North {n_score}: whoever sets up "
               f"{seeds[0]} each "
               + (f"loses by {abs(n_score - s_score)}." if who == "North" else
                  f"wins by {abs(n_score - s_score)}.")
               + " Swapping sides changes nothing, as both sides are the same.")
    short = (
        Section("Set-up", ("South spreads the 72 seeds"
                           + (" over the middle pits B-E and H-K (mirrored)." if wise else
                              " unevenly over the 12 pits.")
                           + " North may swap sides" + (", then moves second." if wise
                                                        else "; North moves first."),)),
        Section("Move", ((("Sow from any pit of yours" if wise else
                           "Sow from your rightmost pit with seeds")
                          + ", one seed per pit, counterclockwise."),)),
        Section("Last pit", ("Holds 1: turn ends. Holds 2 or 4: capture it and the pit "
                             "opposite (and the run before it). Holds 3, 5 or more: pick up "
                             "and sow on.",)),
        Section("After a capture", (after_capture,)),
        Section("End", ("Board empty: more seeds wins the round by the difference. First "
                        "to 60 wins.",)),
    )
    covered = ("If your rightmost", "Feeding", "A sowing or a position",
               "Lane does not say who sets up")
    return RuleText(r.title, v.summary, sections, maths, short, why_not_even=why,
                    covered=covered)


# --- Giuthi -------------------------------------------------------------------------------------

def _giuthi(v: Variant, r: Rules) -> RuleText:
    n, s = r.pits_per_side, r.seeds_per_pit
    south, north = _sides(r)
    capture = ("If your last seed lands in an empty pit on your side, and seeds were dropped "
               "into the pit opposite during this turn, put that seed and the seeds opposite "
               "in your store. If the pit opposite got no seeds this turn, nothing is "
               "captured. An empty pit on your opponent's side captures nothing.")
    sections = (
        Section("Set-up", (
            f"{_says(v, r, 'pits')} {_says(v, r, 'seeds')} That is {r.total_seeds} seeds. "
            f"Giuthi boards have 5 to 10 pits a side, and a store at each end.",
            f"South owns pits {south} along the bottom, North owns {north} along the top. "
            f"South moves first.")),
        Section("A move", (
            "Pick up all the seeds in one of your pits that has two or more, and choose a "
            "direction: either way round.",
            "Drop one seed in each pit along the way. Seeds never go into a store while "
            "sowing.",
            "If the last seed lands in a pit that already had seeds, pick them all up and sow "
            "them back the other way. Go back and forth until a last seed lands in an empty "
            "pit.",
            "If none of your pits has two or more seeds, you miss your turn.")),
        Section("Capture", (capture, _says(v, r, "chain_captures"))),
        Section("Extra turns", ("There are no extra turns in Giuthi.",)),
        Section("End of the game", (
            "The game ends when a player has 4 seeds or fewer on their side, when neither "
            "player can move, or when a position comes round again.",
            "Each player adds the seeds on their side to their store; the player with more "
            "seeds wins.")),
    )
    maths = ("Counting in both directions, and turning round.",
             "Planning: which direction makes the last seed land in an empty pit?",
             "Adding up a line of captures.")
    short = (
        Section("Set-up", (f"{s} seeds in each pit. South moves first.",)),
        Section("Move", ("Pick up a pit of yours with 2 or more seeds and sow either way, "
                         "never into a store.",)),
        Section("Turn back", ("Last seed in a pit with seeds: pick them all up and sow back "
                              "the other way, until a last seed lands in an empty pit.",)),
        Section("Capture", ("Last seed in an empty pit of yours, and the pit opposite got "
                            "seeds this turn: take them"
                            + (", and on along your empty pits." if r.chain_captures
                               else "."),)),
        Section("End", ("A side with 4 seeds or fewer ends the game. More seeds wins.",)),
    )
    return RuleText(r.title, v.summary, sections, maths, short,
                    covered=("A position that comes round again",))


# --- The four-sided board ---------------------------------------------------------------------

# Which row and store are whose, read from the seat: a child at any side of the square
SEAT_WORDS = ("Your row is the one in front of you; your store is at the end of it, on your "
              "right.")


def _four_sided(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    rows = [f"{name} {LETTERS[k * n]} to {LETTERS[(k + 1) * n - 1]}"
            for k, name in enumerate(r.player_names)]
    lap = 4 * n + 1
    d = min(3, n)
    across = r.facing is Facing.ACROSS
    facing = ("the pit facing it across the square" if across else
              "the pit facing it in the next row")
    order = ("South, East, North, West" if r.turn_order == 1 else "South, West, North, East")
    sections = (
        Section("Set-up", (
            f"{_says(v, r, 'pits')} {_says(v, r, 'seeds')} That is {total} seeds; the four "
            f"stores start empty.",
            "Four players sit round the square: South at the bottom, East on the right, North "
            "at the top and West on the left. Each owns the row of pits in front of them and "
            "the store at the corner on their right.",
            f"Pits are named by letters, counterclockwise from South's left: "
            f"{', '.join(rows[:-1])} and {rows[-1]}.",
            "South moves first. " + _says(v, r, "turn_order") + " " + _says(v, r, "partners"))),
        Section("A move", (
            "Pick up all the seeds in one of your pits. Going counterclockwise (to the right "
            "along your own row, then round the corner into the next row), drop one seed in "
            "each pit after it.",
            "Drop one in your own store when you pass it. Never drop one in another player's "
            "store: go past it to the next pit.")),
        Section("Extra turns", ("If your last seed lands in your own store, you play again.",)),
        Section("Capture", (
            f"If your last seed lands in an empty pit in your own row, take that seed and the "
            f"seeds in {facing}, and put them in your store.",
            _says(v, r, "facing"), _says(v, r, "capture_empty_opposite"))),
        Section("End of the game", (
            _says(v, r, "game_end"), _says(v, r, "leftovers"),
            "The player with the most seeds in their store wins.")),
    )
    maths = (
        "Counting on round corners: one seed for one pit, and one for your own store only.",
        f"Distance and remainders: going once round the board takes {lap} seeds ({4 * n} "
        f"pits and your own store). A pit {d} steps from your store earns an extra turn with "
        f"{d} seeds, or {d} + {lap} = {d + lap}.",
        f"Checking that all the seeds are still there: the pits and the four stores always "
        f"add up to {total}; a fair share for each of four players is {total} \u00f7 4 = "
        f"{total // 4}" + ("." if total % 4 == 0 else f" remainder {total % 4}."),
    )
    short = (
        Section("Set-up", (f"{s} seeds in each pit, four stores empty. Turns go {order}.",)),
        Section("Move", ("Pick up a pit of yours. Sow one seed per pit counterclockwise round "
                         "the square, into your own store too; go past the other stores.",)),
        Section("Extra turn", ("Last seed in your own store: play again.",)),
        Section("Capture", (f"Last seed in an empty pit of yours: take it and the seeds in "
                            f"{facing} into your store"
                            + ("." if r.capture_empty_opposite else
                               " (if there are seeds there)."),)),
        Section("End", (_says(v, r, "game_end") + " " + _says(v, r, "leftovers"),
                        "Most seeds in your store wins.")),
    )
    topics = {
        "game": (f"{r.title} with {_seeds(s)} in each pit at the start ({total} seeds): four "
                 f"rows of {n} pits round a square, a store at each corner.",
                 SEAT_WORDS),
        "sowing": ("Sow one seed per pit, counterclockwise round the square: right along the "
                   "bottom, up the right side, left along the top, down the left side. Drop "
                   "one in your own store as you pass it; go past the other stores.",),
        "extra_turn": ("A last seed in the mover's own store earns another turn.",),
        "capture": (f"A last seed in an empty pit of the mover's captures: it and the seeds in "
                    f"{facing} go to the mover's store.",),
        "total": (f"There are {total} seeds in the game: count the pits and all four "
                  f"stores.",),
    }
    simple = {
        "game": (f"Four players, {total} seeds, {s} in each pit at the start.", SEAT_WORDS),
        "sowing": ("Take all the seeds from the pit.",
                   "Put one seed in each pit, going round the square counterclockwise.",
                   "Put one in your own store, but not in the others."),
        "extra_turn": ("Last seed in your own store? Play again.",),
        "capture": ("Last seed in an empty pit of yours? Take it and the seeds facing it.",),
        "total": (),
    }
    return RuleText(r.title, v.summary, sections, maths, short, topics, simple,
                    covered=("Sowing goes through every row",))


BUILDERS = {"four-sided": _four_sided, "kalah": _kalah, "oware": _oware, "wari": _oware, "lane-ignorant": _lane,
            "lane-wise": _lane, "giuthi": _giuthi}


def rule_text(rules: Rules) -> RuleText:
    v = variant_of(rules)
    return BUILDERS[v.name](v, rules)


def house_rules(v: Variant, rules: Rules) -> list[str]:
    """The registry's sentences for every option value *not* in force."""
    given = dict(rules.options)
    out = []
    for opt in v.options:
        value = given.get(opt.name, opt.default)
        if isinstance(opt.default, bool):
            out.append(opt.says(not value))
        elif opt.choices:
            out += [opt.says(c) for c in opt.choices if c != value]
    return [plain(line) for line in out]


def options_in_force(v: Variant, rules: Rules) -> list[str]:
    """The registry's sentence for every option in force, in plain words."""
    return [plain(line) for line in v.options_in_force(rules)]


def decisions(v: Variant, rules: Rules) -> list[str]:
    """Where the rule books differ and what we chose, in plain words: the registry's
    decisions that the sheet's own sections do not already say."""
    covered = rule_text(rules).covered
    return [plain(d) for d in v.decisions if not any(d.startswith(c) for c in covered)]
