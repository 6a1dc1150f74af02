"""The rules of each game in words a child can follow: full (rule sheets), short (quick cards)
and by topic (the rules box of a worksheet).

Every sentence that depends on a rule option is the registry's own sentence for the value in
force (:meth:`Option.says`), so a sheet for ``kalah leftovers=not_counted`` says so and says
it once. Other sentences are chosen from the rules themselves, and the registry's decisions
by their keys (:class:`mancala_teach.variants.Decision`). Nothing here mentions the seed
documents or option identifiers: :func:`plain` turns the registry's notes into words for a
family's table.

Every sentence is in the catalogue: :func:`rule_text` answers in the language in use (the
registry says its own sentences in it), sums and numbers written the language's way
(:func:`mancala_teach.i18n.expression`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..glossary import game_title
from ..i18n import N_, _, and_list, expression, ngettext, pgettext
from ..naming import LETTERS, seat_name
from ..position import Position
from ..rules import Rules
from ..variants import Variant, variant_of

_SOURCE_NOTE = re.compile(r"\s*\([^()]*\bseeds? \d{3}[^()]*\)")
_SOURCE_OWNED = re.compile(r"\bseeds? \d{3}'s\b")
_SOURCE = re.compile(r"\bseeds? \d{3}(, \d{3})*\b")


def plain(text: str) -> str:
    """A sentence without references to our source documents, in the glossary's words:
    "pit" and "seed" for every game (:mod:`mancala_teach.glossary`). The registry writes
    English in its sources' words (Lane's "cells" and "pebbles"), which this replaces; its
    translations already use the glossary's words, so they come back as they are."""
    text = _SOURCE_NOTE.sub("", text)
    text = _SOURCE_OWNED.sub("a rule book's", text)
    text = _SOURCE.sub("a rule book", text)
    for old, new in (("cells", "pits"), ("cell", "pit"), ("pebbles", "seeds"),
                     ("pebble", "seed"), ("houses", "pits")):
        text = re.sub(rf"\b{old}\b", new, text)
    return re.sub(r"\bhouse\b(?! rules?\b)", "pit", text)     # Wari's "house", not "house rule"


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
    covered: tuple[str, ...] = ()       # the keys of the registry's decisions the sections
                                        # already say


def _decision(v: Variant, key: str) -> str:
    """The registry's decision called ``key``, in plain words in the language in use ("" if
    none)."""
    return plain(v.decision(key))


def _says(v: Variant, rules: Rules, name: str) -> str:
    opt = v.option(name)
    return plain(opt.says(dict(rules.options).get(name, opt.default)))


def _sides(r: Rules) -> tuple[str, str]:
    n = r.pits_per_side
    # TRANSLATORS: a player's pits, "A to F" (letters stay as they are).
    return (_("{first} to {last}", first=LETTERS[0], last=LETTERS[n - 1]),
            _("{first} to {last}", first=LETTERS[n], last=LETTERS[2 * n - 1]))


def game_name(r: Rules) -> str:
    """The game's name at the start of a sentence or in a title, in the language in use:
    "Kalah", "Oware (Abapa)"; French "Awalé (abapa)" (in a sentence French writes
    "awalé": :func:`mancala_teach.glossary.game_title`)."""
    return capital(game_title(r.title))


def capital(text: str) -> str:
    """``text`` with a capital first letter (the rest as it is)."""
    return text[:1].upper() + text[1:]


def semicolons(parts: list[str]) -> str:
    """Clauses joined with semicolons, the language's way (French: a no-break space before
    each)."""
    # TRANSLATORS: what joins two clauses or list items: "; " (French: a no-break space,
    # then "; ").
    return pgettext("punctuation", "; ").join(parts)


# --- Kalah --------------------------------------------------------------------------------------

def _kalah(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    south, north = _sides(r)
    lap = 2 * n + 1
    d = min(3, n)
    capture = " ".join((
        _("If your last seed lands in an empty pit on your side, take that seed and all the "
          "seeds in the pit opposite, and put them in your store."),
        _says(v, r, "capture_empty_opposite")))
    sow = _("Pick up all the seeds in one of your pits. Going counterclockwise (to the right "
            "along your own row), drop one seed in each pit after it. Drop one in your own "
            "store when you pass it, but never in your opponent's store.")
    sections = (
        Section(pgettext("heading", "Set-up"), (
            " ".join((_says(v, r, "pits"), _says(v, r, "seeds"),
                      _("That is {total} seeds; the stores start empty.", total=total))),
            _("South sits at the bottom and owns pits {south} and the store on the right. "
              "North owns pits {north} and the store on the left. Pits are named by letters, "
              "counterclockwise from South's left, as on every board and worksheet.",
              south=south, north=north),
            " ".join((_("South moves first."), _says(v, r, "pie_rule"),
                      _says(v, r, "teams"))))),
        Section(pgettext("heading", "A move"), (
            sow,
            _("We sow counterclockwise, as most rule books do. Some boards and rule sheets sow "
              "clockwise; that works just as well if both players agree."))),
        Section(pgettext("heading", "Extra turns"), (
            _("If your last seed lands in your own store, you play again."),)),
        Section(pgettext("heading", "Capture"), (capture,)),
        Section(pgettext("heading", "End of the game"), (
            _says(v, r, "game_end"), _says(v, r, "leftovers"),
            _says(v, r, "finish_at_majority"),
            _("The player with more seeds in their store wins."))),
    )
    maths = (
        _("Counting on, one seed for one pit."),
        # TRANSLATORS: {sum} and {sum_again} are sums: "3 + 13 = 16", "16 + 13 = 29".
        ngettext("Distance and remainders: a pit {n} step from your store earns an extra "
                 "turn with {n} seed, or {sum}, or {sum_again}: going once round the board "
                 "takes {lap} seeds.",
                 "Distance and remainders: a pit {n} steps from your store earns an extra "
                 "turn with {n} seeds, or {sum}, or {sum_again}: going once round the board "
                 "takes {lap} seeds.", d,
                 sum=expression(d, "+", lap, "=", d + lap),
                 sum_again=expression(d + lap, "+", lap, "=", d + 2 * lap), lap=lap),
        _("Adding captures, and checking that all the seeds are still there: the pits and "
          "stores always add up to {total}.", total=total),
    )
    short = (
        Section(pgettext("heading", "Set-up"), (
            ngettext("{n} seed in each pit, stores empty. South moves first.",
                     "{n} seeds in each pit, stores empty. South moves first.", s),)),
        Section(pgettext("heading", "Move"), (
            _("Pick up a pit of yours. Sow one seed per pit counterclockwise, into your own "
              "store too, never your opponent's."),)),
        Section(pgettext("heading", "Extra turn"), (
            _("Last seed in your own store: play again."),)),
        Section(pgettext("heading", "Capture"), (
            _("Last seed in an empty pit of yours: take it and the seeds opposite into your "
              "store.") if r.capture_empty_opposite else
            _("Last seed in an empty pit of yours: take it and the seeds opposite into your "
              "store (if there are seeds opposite)."),)),
        Section(pgettext("heading", "End"), (
            " ".join((_says(v, r, "game_end"), _says(v, r, "leftovers"))),
            _("More seeds in your store wins."))),
    )
    topics = {
        "game": (ngettext("Kalah with {n} seed in each pit at the start ({total} seeds), "
                          "{count} pits on each side.",
                          "Kalah with {n} seeds in each pit at the start ({total} seeds), "
                          "{count} pits on each side.", s, total=total, count=n),),
        "sowing": (_("Sow one seed per pit, counterclockwise: to the right along the bottom, "
                     "into South's store, then to the left along the top. South never sows "
                     "into North's store."),),
        "extra_turn": (_("A last seed in South's own store earns another turn."),),
        "capture": (_("A last seed in an empty pit of South's captures: it and the seeds "
                      "opposite go to South's store (even if the pit opposite is empty).")
                    if r.capture_empty_opposite else
                    _("A last seed in an empty pit of South's captures: it and the seeds "
                      "opposite go to South's store (nothing if the pit opposite is "
                      "empty)."),),
        "total": (),     # the question itself says how many seeds the game has
    }
    simple = {
        "game": (_("The game is Kalah: {total} seeds, {count} in each pit at the start.",
                   total=total, count=s),),
        "sowing": (_("Take all the seeds from the pit."),
                   _("Put one seed in each pit, going to the right."),
                   _("If you reach the end with seeds left, put the next one in South's "
                     "store.")),
        "extra_turn": (_("Last seed in South's store? South plays again."),),
        "capture": (_("Last seed in an empty pit of South's? South takes it and the seeds "
                      "opposite."),),
        "total": (),   # the question says it, one instruction a line
    }
    return RuleText(game_title(r.title), plain(v.summary), sections, maths,
                    short, topics, simple)


# --- Oware and Wari -----------------------------------------------------------------------------

def _oware(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    south, north = _sides(r)
    lap = 2 * n - 1
    contiguous = r.capture_chain == "contiguous"
    sections = (
        Section(pgettext("heading", "Set-up"), (
            " ".join((_says(v, r, "pits"), _says(v, r, "seeds"),
                      _("That is {total} seeds.", total=total))),
            " ".join((_("South owns pits {south} along the bottom, North owns {north} along "
                        "the top. Each player keeps the seeds they capture in a store (or a "
                        "bowl). South moves first.", south=south, north=north),
                      _says(v, r, "teams"))))),
        Section(pgettext("heading", "A move"), (
            _("Pick up all the seeds in one of your pits and drop them one by one in the pits "
              "after it, counterclockwise, on your opponent's side too. Seeds never go into a "
              "store while sowing."),
            _("With {count} or more seeds you go all the way round: skip the pit you started "
              "from and drop the seed in the next pit.", count=2 * n))),
        Section(pgettext("heading", "Capture"), (
            _("If your last seed lands on your opponent's side and makes that pit hold 2 or "
              "3, capture those seeds into your store."),
            _says(v, r, "capture_chain"),
            _says(v, r, "grand_slam"))),
        Section(pgettext("heading", "Feeding"), (
            _("If your opponent has no seeds, you must make a move that gives them some. If "
              "no move can, you take the seeds on your side and the game ends."),)),
        Section(pgettext("heading", "Extra turns"), (
            _("There are no extra turns in {game}: players always take turns.",
              game=game_name(r)),)),
        Section(pgettext("heading", "End of the game"), (
            _("The game ends when a player has captured more than half of the seeds ({more} "
              "of {total}), or both have exactly {half} (a draw).", more=total // 2 + 1,
              total=total, half=total // 2),
            _("It also ends when a player cannot feed an empty opponent, or when the same "
              "position comes round again: then each player takes the seeds on their side."),
            _("The player with more seeds wins."))),
    )
    maths = (
        _("Counting past {count}: a big sowing skips the pit it started from, so going once "
          "round takes {lap} seeds, not {count}.", count=2 * n, lap=lap),
        _("Recognising 2 and 3 at a glance, and adding up a chain of captures."),
        _("Halves: more than half of {total} is {more} or more.", total=total,
          more=total // 2 + 1),
    )
    short = (
        Section(pgettext("heading", "Set-up"), (
            ngettext("{n} seed in each pit. South moves first.",
                     "{n} seeds in each pit. South moves first.", s),)),
        Section(pgettext("heading", "Move"), (
            _("Pick up a pit of yours. Sow one seed per pit counterclockwise, never into a "
              "store. Going round, skip the pit you started from."),)),
        Section(pgettext("heading", "Capture"), (
            _("Last seed makes 2 or 3 in an opponent's pit: take them, then the pits before "
              "it too, going back while each holds 2 or 3.") if contiguous else
            _("Last seed makes 2 or 3 in an opponent's pit: take them, and any other pit of "
              "theirs you sowed into that now holds 2 or 3."),)),
        Section(pgettext("heading", "Feed"), (
            _("If your opponent has no seeds, you must give them some."),)),
        Section(pgettext("heading", "End"), (
            _("More than half the seeds ({more}) wins. No extra turns.",
              more=total // 2 + 1),)),
    )
    topics = {
        # TRANSLATORS: {game} is the game's name (Oware, Wari), at the start of a sentence.
        "game": (ngettext("{game} with {n} seed in each pit at the start ({total} seeds), "
                          "{count} pits on each side.",
                          "{game} with {n} seeds in each pit at the start ({total} seeds), "
                          "{count} pits on each side.", s, game=game_name(r), total=total,
                          count=n),),
        "sowing": (_("Sow one seed per pit, counterclockwise, on North's side too, never into "
                     "a store. With {count} or more seeds, skip the pit the move started "
                     "from.", count=2 * n),),
        "capture": (_("A last seed that makes 2 or 3 in one of North's pits captures them, "
                      "and so do the pits just before it, going back while each holds 2 or 3 "
                      "and is North's. Captured seeds go to South's store.") if contiguous else
                    _("A last seed that makes 2 or 3 in one of North's pits captures them, "
                      "and so does any other pit of North's sown into that now holds 2 or 3. "
                      "Captured seeds go to South's store."),),
        "total": (_("There are {total} seeds in the game: count the pits and both stores.",
                    total=total),),
    }
    return RuleText(game_title(r.title), plain(v.summary), sections, maths,
                    short, topics, topics, covered=("repetition_ends",))

# --- Lane's games -------------------------------------------------------------------------------

def lane_even_round(r: Rules, *, capture_plays_again: bool = False
                    ) -> tuple[tuple[int, ...], Position] | None:
    """Lane's Game of the Ignorant from 6 pebbles in every pit, played to the end.

    Every move starts from the mover's rightmost pit, so nobody has a choice and the engine
    can play the whole round. None when moves are free (``start=any``) or the game is Wise.
    ``capture_plays_again`` reads Lane's rules as the Game of the Wise has them, a capture
    earning another move (the one reading under which Lane's "he who plays first is sure to
    lose" comes true; ``tests/test_pdf_rulesheets.py`` tries the others).
    """
    if r.variant != "lane-ignorant" or not r.start_rightmost:
        return None
    even = (r.total_seeds // r.pit_count,) * r.pit_count
    v = variant_of(r)
    given = dict(r.options)
    given["setup"] = even
    rules = v.rules(**given)
    if capture_plays_again:
        rules = replace(rules, extra_turn_on_capture=True)
    pos = Position.start(rules)
    for _turn in range(2000):
        if pos.is_over:
            return even, pos
        pos = pos.after(next(m for m in pos.legal_moves() if not m.is_swap))
    return None


def _lane_swap(r: Rules) -> str:
    """Who moves first after North swaps sides, as these rules say."""
    if r.swap_keeps_turn:
        return _("North may swap sides with South (turn the board round) instead of a first "
                 "move, and still moves first. Lane wrote that after the board is turned "
                 "round the player who set it up begins; on this sheet North moves first "
                 "either way.")
    if r.variant == "lane-wise":
        return _("North may swap sides with South, but then moves second; otherwise North "
                 "moves first.")
    return _("North may swap sides with South (turn the board round); then South, who set "
             "it up, moves first, as Lane wrote. Otherwise North moves first.")


def _after_colon(text: str) -> str:
    """What a decision says after its own heading ("Feeding (...): when ..."), as a sentence
    of its own ("When ..."); a colon may follow a no-break space (French)."""
    rest = re.split(r"\s?:\s", text, maxsplit=1)[-1]
    return rest[:1].upper() + rest[1:]


def _lane(v: Variant, r: Rules) -> RuleText:
    wise = r.variant == "lane-wise"
    setup_example = _says(v, r, "setup")
    owners = " ".join((_("South owns pits A to F along the bottom, North owns G to L along "
                         "the top."), _lane_swap(r)))
    if wise:
        setup = (
            _("The player who sets up sits South and puts all 72 seeds into the middle pits "
              "B to E and H to K. A pit gets seeds exactly when the pit opposite does; A, F, "
              "G and L start empty. Either player may set up the first round; after that, "
              "the players take turns."),
            " ".join((setup_example, _("That is only an example: any such spread will do."))),
            owners)
    else:
        setup = (
            _("The player who sets up sits South and spreads all 72 seeds over the 12 pits as "
              "they like, unevenly (a pit may stay empty). Either player may set up the first "
              "round; after that, the players take turns."),
            " ".join((setup_example,
                      _("That is only an example: any uneven spread will do."))),
            owners)
    start = (_says(v, r, "start") if not wise else _("A move may start from any of your pits."))
    rightmost = _decision(v, "rightmost_empty")
    if rightmost and r.start_rightmost:
        start += " " + rightmost
    feed = _decision(v, "feeding")
    feed = (_after_colon(feed) if feed else
            _("If your opponent has no seeds and you have a pit with more than one, your move "
              "is to put one seed into their first pit (G if you are South, A if you are "
              "North)."))
    repeats = _decision(v, "repetition_ends") or _(
        "If a sowing or a position repeats for ever, the round ends and each player takes the "
        "seeds on their side.")
    after_capture = (_("After a capture you move again, from any of your pits.")
                     if wise else _("After a capture your turn ends."))
    sections = (
        Section(pgettext("heading", "Set-up"), setup),
        Section(pgettext("heading", "A move"), (
            " ".join((start, _("Pick up all its seeds and drop one in each pit after it, "
                               "counterclockwise, on both sides."))),
            _("If the last seed lands in an empty pit (it now holds 1), your turn ends."),
            _("If it makes 3, or 5 or more (6, 8 and 10 too), pick them all up and keep "
              "sowing from there."))),
        Section(pgettext("heading", "Capture"), (
            _("If it makes 2 or 4, capture that pit together with the pit opposite. Going "
              "back over the pits you just sowed, also capture each pit that holds 2 or 4, "
              "with its opposite pit, until one does not."),
            " ".join((_("Captured seeds go to your score pile."), after_capture)))),
        Section(pgettext("heading", "Feeding"), (feed,)),
        Section(pgettext("heading", "End of a round"), (
            _("When only one seed is left, it goes to the player on whose side it lies."),
            _("When the board is empty, the player with more seeds wins the round by the "
              "difference."),
            repeats,
            _("Play more rounds: the first player to reach 60 points wins."))),
    )
    if wise:
        share = _("Sharing 72 seeds over the 8 middle pits, with the same pits filled on "
                  "both sides: 72 \u00f7 8 = 9 if every pit gets the same.")
    else:
        # TRANSLATORS: "Not 6 in every pit" is the heading of a box on the same sheet.
        share = _("Sharing 72 seeds over 12 pits: 72 \u00f7 12 = 6 each, and the box "
                  "\u201cNot 6 in every pit\u201d shows what happens then.")
    maths = (
        _("Which counts capture: 2 or 4 capture, 1 stops, and 3 or any count of 5 or more "
          "sows on. It is not odd and even: 6, 8 and 10 are even and sow on."),
        share,
        _("Differences and running totals up to 60."),
    )
    why = _lane_even_words(r) if not wise else ""
    if wise:
        spread = (_("South spreads the 72 seeds over the middle pits B-E and H-K (mirrored). "
                    "North may swap sides and still moves first.") if r.swap_keeps_turn else
                  _("South spreads the 72 seeds over the middle pits B-E and H-K (mirrored). "
                    "North may swap sides, then moves second."))
    else:
        spread = (_("South spreads the 72 seeds unevenly over the 12 pits. North may swap "
                    "sides and still moves first.") if r.swap_keeps_turn else
                  _("South spreads the 72 seeds unevenly over the 12 pits. North may swap "
                    "sides, then moves second."))
    short = (
        Section(pgettext("heading", "Set-up"), (spread,)),
        Section(pgettext("heading", "Move"), (
            _("Sow from any pit of yours, one seed per pit, counterclockwise.") if wise else
            _("Sow from your rightmost pit with seeds, one seed per pit, counterclockwise."),)),
        Section(pgettext("heading", "Last pit"), (
            _("Holds 1: turn ends. Holds 2 or 4: capture it and the pit opposite (and the run "
              "before it). Holds 3, 5 or more: pick up and sow on."),)),
        Section(pgettext("heading", "After a capture"), (after_capture,)),
        Section(pgettext("heading", "End"), (
            _("Board empty: more seeds wins the round by the difference. First to 60 "
              "wins."),)),
    )
    covered = ("rightmost_empty", "feeding", "repetition_ends", "later_rounds")
    return RuleText(game_title(r.title), plain(v.summary), sections, maths,
                    short, why_not_even=why, covered=covered)


def _lane_even_words(r: Rules) -> str:
    """Lane's claim about 6 in every pit, and what the engine finds under these rules and
    under the one reading that makes the claim true."""
    ours = lane_even_round(r)
    again = lane_even_round(r, capture_plays_again=True)
    if ours is None or again is None:
        return ""
    seeds, end = ours
    first = seat_name(r.first_player)
    other = seat_name(1 - r.first_player)

    def result(pos: Position) -> tuple[str, int, int]:
        mine, theirs = pos.outcome.scores[r.first_player], pos.outcome.scores[1 - r.first_player]
        return ("wins" if mine > theirs else "loses" if mine < theirs else "draws"), mine, theirs

    verb, mine, theirs = result(end)
    said = _("Lane wrote that if the seeds are shared out evenly, {count} in every pit, the "
             "player who moves first is sure to lose. With {count} in every pit every move is "
             "forced (each starts from the rightmost pit), so we can play the whole round.",
             count=seeds[0])
    # TRANSLATORS: {player} is a seat (North); {score} and {other} are the round's scores.
    found = {
        "wins": _("By the rules on this sheet {player}, who moves first, wins {score} to "
                  "{other}: the opposite of what Lane wrote.", player=first, score=mine,
                  other=theirs),
        "draws": _("By the rules on this sheet {player}, who moves first, draws {score} to "
                   "{other}: the opposite of what Lane wrote.", player=first, score=mine,
                   other=theirs),
        "loses": _("By the rules on this sheet {player}, who moves first, loses {score} to "
                   "{other}, as Lane wrote.", player=first, score=mine, other=theirs),
    }[verb]
    words = [said, found]
    a_verb, a_mine, a_theirs = result(again[1])
    if verb != "loses" and a_verb == "loses":
        words.append(_("Lane's words come true if a capture earns another move, as in the Game "
                       "of the Wise: then {player} loses {score} to {other}. Either Lane's game "
                       "had that rule, or his claim was wrong; we cannot tell which.",
                       player=first, score=a_mine, other=a_theirs))
    if r.swap_keeps_turn:
        words.append(_("Swapping sides changes nothing here: both sides are the same, and "
                       "{player} still moves first.", player=first))
    else:
        words.append({
            "wins": _("Swapping sides makes {player} move first, on the same board: then "
                      "{player} wins {score} to {other}.", player=other, score=mine,
                      other=theirs),
            "draws": _("Swapping sides makes {player} move first, on the same board: then "
                       "{player} draws {score} to {other}.", player=other, score=mine,
                       other=theirs),
            "loses": _("Swapping sides makes {player} move first, on the same board: then "
                       "{player} loses {score} to {other}.", player=other, score=mine,
                       other=theirs),
        }[verb])
    return " ".join(words)

# --- Giuthi -------------------------------------------------------------------------------------

def _giuthi(v: Variant, r: Rules) -> RuleText:
    n, s = r.pits_per_side, r.seeds_per_pit
    south, north = _sides(r)
    capture = _("If your last seed lands in an empty pit on your side, and seeds were dropped "
                "into the pit opposite during this turn, put that seed and the seeds opposite "
                "in your store. If the pit opposite got no seeds this turn, nothing is "
                "captured. An empty pit on your opponent's side captures nothing.")
    sections = (
        Section(pgettext("heading", "Set-up"), (
            " ".join((_says(v, r, "pits"), _says(v, r, "seeds"),
                      _("That is {total} seeds.", total=r.total_seeds),
                      _("Giuthi boards have 5 to 10 pits a side, and a store at each end."))),
            _("South owns pits {south} along the bottom, North owns {north} along the top. "
              "South moves first.", south=south, north=north))),
        Section(pgettext("heading", "A move"), (
            _("Pick up all the seeds in one of your pits that has two or more, and choose a "
              "direction: either way round."),
            _("Drop one seed in each pit along the way. Seeds never go into a store while "
              "sowing."),
            _("If the last seed lands in a pit that already had seeds, pick them all up and "
              "sow them back the other way. Go back and forth until a last seed lands in an "
              "empty pit."),
            _("If none of your pits has two or more seeds, you miss your turn."))),
        Section(pgettext("heading", "Capture"), (capture, _says(v, r, "chain_captures"))),
        Section(pgettext("heading", "Extra turns"), (
            _("There are no extra turns in Giuthi."),)),
        Section(pgettext("heading", "End of the game"), (
            _("The game ends when a player has 4 seeds or fewer on their side, when neither "
              "player can move, or when a position comes round again."),
            _("Each player adds the seeds on their side to their store; the player with more "
              "seeds wins."))),
    )
    maths = (_("Counting in both directions, and turning round."),
             _("Planning: which direction makes the last seed land in an empty pit?"),
             _("Adding up a line of captures."))
    short = (
        Section(pgettext("heading", "Set-up"), (
            ngettext("{n} seed in each pit. South moves first.",
                     "{n} seeds in each pit. South moves first.", s),)),
        Section(pgettext("heading", "Move"), (
            _("Pick up a pit of yours with 2 or more seeds and sow either way, never into a "
              "store."),)),
        Section(pgettext("heading", "Turn back"), (
            _("Last seed in a pit with seeds: pick them all up and sow back the other way, "
              "until a last seed lands in an empty pit."),)),
        Section(pgettext("heading", "Capture"), (
            _("Last seed in an empty pit of yours, and the pit opposite got seeds this turn: "
              "take them, and on along your empty pits.") if r.chain_captures else
            _("Last seed in an empty pit of yours, and the pit opposite got seeds this turn: "
              "take them."),)),
        Section(pgettext("heading", "End"), (
            _("A side with 4 seeds or fewer ends the game. More seeds wins."),)),
    )
    return RuleText(game_title(r.title), plain(v.summary), sections, maths,
                    short, covered=("repetition_ends",))


# --- The four-sided board ---------------------------------------------------------------------

# Which row and store are whose, read from the seat: a child at any side of the square
SEAT_WORDS = N_("Your row is the one in front of you; your store is at the end of it, on your "
                "right.")


def _four_sided(v: Variant, r: Rules) -> RuleText:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    # TRANSLATORS: a player's row: "South A to F".
    rows = [_("{player} {first} to {last}", player=seat_name(k, 4), first=LETTERS[k * n],
              last=LETTERS[(k + 1) * n - 1]) for k in range(len(r.player_names))]
    lap = 4 * n + 1
    d = min(3, n)
    across = r.facing == "across"
    counterclockwise = r.turn_order == 1
    seat_words = _(SEAT_WORDS)
    sections = (
        Section(pgettext("heading", "Set-up"), (
            " ".join((_says(v, r, "pits"), _says(v, r, "seeds"),
                      _("That is {total} seeds; the four stores start empty.", total=total))),
            _("Four players sit round the square: South at the bottom, East on the right, "
              "North at the top and West on the left. Each owns the row of pits in front of "
              "them and the store at the corner on their right."),
            _("Pits are named by letters, counterclockwise from South's left: {rows}.",
              rows=and_list(rows)),
            " ".join((_("South moves first."), _says(v, r, "turn_order"),
                      _says(v, r, "partners"))))),
        Section(pgettext("heading", "A move"), (
            _("Pick up all the seeds in one of your pits. Going counterclockwise (to the right "
              "along your own row, then round the corner into the next row), drop one seed in "
              "each pit after it."),
            _("Drop one in your own store when you pass it. Never drop one in another "
              "player's store: go past it to the next pit."))),
        Section(pgettext("heading", "Extra turns"), (
            _("If your last seed lands in your own store, you play again."),)),
        Section(pgettext("heading", "Capture"), (
            _("If your last seed lands in an empty pit in your own row, take that seed and the "
              "seeds in the pit facing it across the square, and put them in your store.")
            if across else
            _("If your last seed lands in an empty pit in your own row, take that seed and the "
              "seeds in the pit facing it in the next row, and put them in your store."),
            _says(v, r, "facing"), _says(v, r, "capture_empty_opposite"))),
        Section(pgettext("heading", "End of the game"), (
            _says(v, r, "game_end"), _says(v, r, "leftovers"),
            _("The player with the most seeds in their store wins."))),
    )
    maths = (
        _("Counting on round corners: one seed for one pit, and one for your own store only."),
        # TRANSLATORS: {sum} is a sum: "3 + 25 = 28".
        ngettext("Distance and remainders: going once round the board takes {lap} seeds "
                 "({count} pits and your own store). A pit {n} step from your store earns an "
                 "extra turn with {n} seed, or {sum}.",
                 "Distance and remainders: going once round the board takes {lap} seeds "
                 "({count} pits and your own store). A pit {n} steps from your store earns an "
                 "extra turn with {n} seeds, or {sum}.", d, lap=lap, count=4 * n,
                 sum=expression(d, "+", lap, "=", d + lap)),
        # TRANSLATORS: {sum} is a division: "96 ÷ 4 = 24".
        _("Checking that all the seeds are still there: the pits and the four stores always "
          "add up to {total}; a fair share for each of four players is {sum}.", total=total,
          sum=expression(total, "\u00f7", 4, "=", total // 4)) if total % 4 == 0 else
        _("Checking that all the seeds are still there: the pits and the four stores always "
          "add up to {total}; a fair share for each of four players is {sum} remainder "
          "{remainder}.", total=total, sum=expression(total, "\u00f7", 4, "=", total // 4),
          remainder=total % 4),
    )
    if counterclockwise:
        setup = ngettext("{n} seed in each pit, four stores empty. Turns go South, East, North, "
                         "West.",
                         "{n} seeds in each pit, four stores empty. Turns go South, East, "
                         "North, West.", s)
    else:
        setup = ngettext("{n} seed in each pit, four stores empty. Turns go South, West, North, "
                         "East.",
                         "{n} seeds in each pit, four stores empty. Turns go South, West, "
                         "North, East.", s)
    if across:
        take = (_("Last seed in an empty pit of yours: take it and the seeds in the pit facing "
                  "it across the square into your store.") if r.capture_empty_opposite else
                _("Last seed in an empty pit of yours: take it and the seeds in the pit facing "
                  "it across the square into your store (if there are seeds there)."))
    else:
        take = (_("Last seed in an empty pit of yours: take it and the seeds in the pit facing "
                  "it in the next row into your store.") if r.capture_empty_opposite else
                _("Last seed in an empty pit of yours: take it and the seeds in the pit facing "
                  "it in the next row into your store (if there are seeds there)."))
    short = (
        Section(pgettext("heading", "Set-up"), (setup,)),
        Section(pgettext("heading", "Move"), (
            _("Pick up a pit of yours. Sow one seed per pit counterclockwise round the square, "
              "into your own store too; go past the other stores."),)),
        Section(pgettext("heading", "Extra turn"), (
            _("Last seed in your own store: play again."),)),
        Section(pgettext("heading", "Capture"), (take,)),
        Section(pgettext("heading", "End"), (
            " ".join((_says(v, r, "game_end"), _says(v, r, "leftovers"))),
            _("Most seeds in your store wins."))),
    )
    topics = {
        # TRANSLATORS: {game} is the game's name ("Four-sided mancala"), starting a sentence.
        "game": (ngettext("{game} with {n} seed in each pit at the start ({total} seeds): "
                          "four rows of {count} pits round a square, a store at each corner.",
                          "{game} with {n} seeds in each pit at the start ({total} seeds): "
                          "four rows of {count} pits round a square, a store at each corner.",
                          s, game=game_name(r), total=total, count=n),
                 seat_words),
        "sowing": (_("Sow one seed per pit, counterclockwise round the square: right along "
                     "the bottom, up the right side, left along the top, down the left side. "
                     "Drop one in your own store as you pass it; go past the other stores."),),
        "extra_turn": (_("A last seed in the mover's own store earns another turn."),),
        "capture": ((_("A last seed in an empty pit of the mover's own row captures: it and "
                       "the seeds in the pit facing it across the square go to the mover's "
                       "store.")
                     if r.capture_empty_opposite else
                     _("A last seed in an empty pit of the mover's own row captures: it and "
                       "the seeds in the pit facing it across the square go to the mover's "
                       "store (nothing if that pit is empty)."))
                    if across else
                    (_("A last seed in an empty pit of the mover's own row captures: it and "
                       "the seeds in the pit facing it in the next row go to the mover's "
                       "store.")
                     if r.capture_empty_opposite else
                     _("A last seed in an empty pit of the mover's own row captures: it and "
                       "the seeds in the pit facing it in the next row go to the mover's "
                       "store (nothing if that pit is empty).")),),
        "total": (_("There are {total} seeds in the game: count the pits and all four "
                    "stores.", total=total),),
    }
    simple = {
        "game": (_("Four players, {total} seeds, {count} in each pit at the start.",
                   total=total, count=s), seat_words),
        "sowing": (_("Take all the seeds from the pit."),
                   _("Put one seed in each pit, going round the square counterclockwise."),
                   _("Put one in your own store, but not in the others.")),
        "extra_turn": (_("Last seed in your own store? Play again."),),
        "capture": (_("Last seed in an empty pit of yours? Take it and the seeds facing "
                      "it."),),
        "total": (),
    }
    return RuleText(game_title(r.title), plain(v.summary), sections, maths,
                    short, topics, simple, covered=("sowing_skips_stores",))


BUILDERS = {"four-sided": _four_sided, "kalah": _kalah, "oware": _oware, "wari": _oware,
            "lane-ignorant": _lane, "lane-wise": _lane, "giuthi": _giuthi}


def rule_text(rules: Rules) -> RuleText:
    """What a rule sheet, a card and a worksheet's rules box say about ``rules``, in the
    language in use."""
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
    decisions that the sheet's own sections do not already say, and that apply under the
    rules in force (a decision about the pie rule only when it is in force: the house rules
    box lists the rule itself)."""
    covered = rule_text(rules).covered
    return [plain(d.text) for d in v.decisions if d.key not in covered and d.applies(rules)]
