"""Rule sheets: one per variant, in words a child can follow, with diagrams from real traces.

The words follow the seed documents and the decisions in :mod:`mancala_teach.variants`
(each builder's docstring); the options in force are printed with the registry's own
sentences (:meth:`Variant.options_in_force`), and the house rules a family may pick instead
are the same sentences for the other values. Sentences that depend on an option are chosen
from the rules themselves, so a sheet for ``kalah leftovers=not_counted`` says so.
"""

from __future__ import annotations

from typing import IO

from ..layout import board_layout
from ..naming import LETTERS, PLAYER_NAMES
from ..render.pdf import PdfDocument, draw_board, line_height
from ..rules import Rules
from ..trace import Trace
from ..variants import Variant, find_variant
from . import examples
from .page import Flow

Sections = list[tuple[str, list[str]]]


def _kalah(r: Rules) -> tuple[Sections, list[str]]:
    n, s = r.pits_per_side, r.seeds_per_pit
    south, north = f"A to {LETTERS[n - 1]}", f"{LETTERS[n]} to {LETTERS[2 * n - 1]}"
    capture = ("If your last seed lands in an empty pit on your side, take that seed and all "
               "the seeds in the pit opposite, and put them in your store.")
    if not r.capture_empty_opposite:
        capture += " If the pit opposite is empty, nothing is captured."
    end = []
    if r.game_end == "either_side_empty":
        end.append("The game ends as soon as all the pits on one side are empty.")
    else:
        end.append("When all the pits on one side are empty, the other player gets one last "
                   "move. If that move puts seeds on the empty side, the game goes on.")
    end.append({"owner": "Seeds left in a player's pits then go to that player's store.",
                "not_counted": "Seeds left in the pits are not counted.",
                "first_to_empty": "The player whose side is empty takes the seeds left on the "
                                  "other side."}[r.leftovers])
    if r.finish_at_majority:
        end.append(f"The game also stops as soon as a store holds more than half of the "
                   f"{r.total_seeds} seeds.")
    end.append("The player with more seeds in their store wins.")
    sections = [
        ("What you need", [f"A board with {n} pits on each side and a store at each end, and "
                           f"{r.total_seeds} seeds."]),
        ("Set-up", [f"Put {s} seeds in each pit. The stores start empty.",
                    f"South sits at the bottom and owns pits {south} and the store on the "
                    f"right. North owns pits {north} and the store on the left.",
                    "South moves first."]),
        ("A move", ["Pick up all the seeds in one of your pits.",
                    "Going counterclockwise (to the right along your own row), drop one seed "
                    "in each pit after it. Drop one in your own store when you pass it, but "
                    "never in your opponent's store."]),
        ("Capture", [capture]),
        ("Extra turns", ["If your last seed lands in your own store, you take another turn."]),
        ("End of the game", end),
    ]
    maths = ["Counting on, one seed for one pit.",
             "Distance: a pit that is 3 steps from your store needs exactly 3 seeds to earn "
             "an extra turn.",
             "Adding captures, and checking that all the seeds are still there: "
             f"the pits and stores always add up to {r.total_seeds}."]
    return sections, maths


def _oware(r: Rules) -> tuple[Sections, list[str]]:
    n, s, total = r.pits_per_side, r.seeds_per_pit, r.total_seeds
    chain = ("Then look at the pit just before it: if it is on your opponent's side and now "
             "holds 2 or 3, capture it too, and keep going back until a pit does not."
             if r.capture_chain == "contiguous" else
             "You also capture every other pit on your opponent's side that you sowed into "
             "this turn and that now holds 2 or 3.")
    sections = [
        ("What you need", [f"A board with {n} pits on each side, {total} seeds, and a store "
                           f"at each end (or a bowl) for the seeds each player captures."]),
        ("Set-up", [f"Put {s} seeds in each pit. South owns pits A to {LETTERS[n - 1]} along "
                    f"the bottom, North owns {LETTERS[n]} to {LETTERS[2 * n - 1]} along the "
                    f"top. South moves first."]),
        ("A move", ["Pick up all the seeds in one of your pits and drop them one by one in the "
                    "pits after it, counterclockwise, on your opponent's side too. Seeds never "
                    "go into a store while sowing.",
                    f"With {2 * n} or more seeds you go all the way round: skip the pit you "
                    f"started from and drop the seed in the next pit."]),
        ("Capture", ["If your last seed lands on your opponent's side and makes that pit hold "
                     "2 or 3, capture those seeds into your store.", chain,
                     "Taking every seed on your opponent's side in one move is a grand slam; "
                     "see the options below for what happens then."]),
        ("Feeding", ["If your opponent has no seeds, you must make a move that gives them "
                     "some. If no move can, you take the seeds on your side and the game "
                     "ends."]),
        ("Extra turns", [f"There are no extra turns in {r.title}: players always take turns."]),
        ("End of the game", [f"The game ends when a player has captured more than half of "
                             f"the seeds ({total // 2 + 1} of {total}), or both have exactly "
                             f"{total // 2} (a draw).",
                             "It also ends when a player cannot feed an empty opponent, or "
                             "when the same position comes round again: then each player "
                             "takes the seeds on their side.",
                             "The player with more seeds wins."]),
    ]
    maths = [f"Counting to {2 * n} and beyond: where does a big sowing end after a lap?",
             "Recognising 2 and 3 at a glance, and adding up a chain of captures.",
             f"Halves: more than half of {total} is {total // 2 + 1} or more."]
    return sections, maths


def _lane(r: Rules) -> tuple[Sections, list[str]]:
    wise = r.variant == "lane-wise"
    setup = (["South places all 72 pebbles in the middle cells B to E and H to K only. A "
              "cell gets pebbles exactly when the cell opposite does; A, F, G and L start "
              "empty.",
              "North may choose to swap sides with South, but then gives up the first move. "
              "Otherwise North moves first."]
             if wise else
             ["South spreads all 72 pebbles over the 12 cells, unevenly, as they like.",
              "North may choose to swap sides with South. Either way, North makes the "
              "first move."])
    start = ("Pick up all the pebbles in any one of your cells."
             if wise or not r.start_rightmost else
             "Pick up all the pebbles in your rightmost cell that has pebbles (F for South, "
             "L for North; if it is empty, the next one to its left).")
    if not wise and not r.start_rightmost:
        start = "Pick up all the pebbles in any one of your cells."
    after_capture = ("After a capture you move again, from any of your cells."
                     if wise else "After a capture your turn ends.")
    sections = [
        ("What you need", ["A board of 2 rows of 6 cells, with no stores, and 72 pebbles. "
                           "Each player keeps a score pile beside the board."]),
        ("Set-up", setup + ["South owns cells A to F along the bottom, North owns G to L "
                            "along the top."]),
        ("A move", [start,
                    "Drop one pebble in each cell after it, counterclockwise, on both sides.",
                    "Look at the cell where the last pebble landed:",
                    "It holds 1 (it was empty): your turn ends.",
                    "It holds 3, 5 or more: pick all of them up and keep sowing from there."]),
        ("Capture", ["It holds 2 or 4: capture it, together with the cell opposite. Going "
                     "back over the cells you just sowed, also capture each cell that holds "
                     "2 or 4, with its opposite cell, until one does not.",
                     "Captured pebbles go to your score pile."]),
        ("Extra turns", [after_capture]),
        ("Feeding", ["If your opponent has no pebbles and you have a cell with more than one, "
                     "your move is to put one pebble into their first cell (G if you are "
                     "South, A if you are North)."]),
        ("End of a round", ["When only one pebble is left, it goes to the player on whose side "
                            "it lies.",
                            "When the board is empty, the player with more pebbles wins the "
                            "round by the difference.",
                            "If a sowing or a position repeats for ever, the round ends and "
                            "each player takes the pebbles on their side.",
                            "Play more rounds: the first player to reach 60 points wins."]),
    ]
    maths = ["Odd and even: 2 or 4 captures, 1 stops, 3, 5 or more sow on.",
             "Sharing 72 pebbles over 12 cells (and why 6 each is a bad idea).",
             "Differences and running totals up to 60."]
    return sections, maths


def _giuthi(r: Rules) -> tuple[Sections, list[str]]:
    n, s = r.pits_per_side, r.seeds_per_pit
    capture = ["If your last seed lands in an empty pit on your side, and seeds were dropped "
               "into the pit opposite during this turn, put that seed and the seeds opposite "
               "in your store. If the pit opposite got no seeds this turn, nothing is "
               "captured.",
               "An empty pit on your opponent's side captures nothing."]
    if r.chain_captures:
        capture.append("Then keep going along your row in the direction you were sowing: "
                       "while the next pit of yours is empty and the pit opposite has seeds, "
                       "capture those seeds too.")
    sections = [
        ("What you need", [f"A board with {n} pits on each side (Giuthi boards have 5 to 10) "
                           f"and a store at each end, and {r.total_seeds} seeds."]),
        ("Set-up", [f"Put {s} seeds in each pit. South owns pits A to {LETTERS[n - 1]} along "
                    f"the bottom, North owns {LETTERS[n]} to {LETTERS[2 * n - 1]} along the "
                    f"top. South moves first."]),
        ("A move", ["Pick up all the seeds in one of your pits that has two or more, and "
                    "choose a direction: either way round.",
                    "Drop one seed in each pit along the way. Seeds never go into a store "
                    "while sowing.",
                    "If the last seed lands in a pit that already had seeds, pick them all up "
                    "and sow them back the other way. Go back and forth until a last seed "
                    "lands in an empty pit.",
                    "If none of your pits has two or more seeds, you miss your turn."]),
        ("Capture", capture),
        ("Extra turns", ["There are no extra turns in Giuthi."]),
        ("End of the game", ["The game ends when a player has 4 seeds or fewer on their "
                             "side, when neither player can move, or when a position comes "
                             "round again.",
                             "Each player adds the seeds on their side to their store; the "
                             "player with more seeds wins."]),
    ]
    maths = ["Counting in both directions, and turning round.",
             "Planning: which direction makes the last seed land in an empty pit?",
             "Adding up a line of captures."]
    return sections, maths


CONTENT = {"kalah": _kalah, "oware": _oware, "wari": _oware, "lane-ignorant": _lane,
           "lane-wise": _lane, "giuthi": _giuthi}


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
    return out


def _diagram(flow: Flow, trace: Trace, title: str, large: bool) -> None:
    """Before and after boards of a real trace, with what happened in words."""
    rules = trace.before.rules
    d = 15.0 if large else 12.0
    layout = board_layout(rules, pit_diameter=d, gap=2.5, label_space=7.0 if large else 6.0)
    size = flow.sizes["body"]
    words = examples.summarise(trace)
    before_hl, after_hl, store_hl = examples.highlights(trace)
    label = 16.0 if large else 12.0
    block = layout.height + line_height(size) + 2
    flow.room(line_height(flow.sizes["heading"]) + block + 5)   # never a heading alone
    flow.heading(title)
    for caption, pos, hl, shl in (("Before", trace.before, before_hl, {}),
                                  ("After", trace.after, after_hl, store_hl)):
        flow.room(block)
        hole = "cell" if rules.landing == "lane" else "pit"
        flow.paragraph(caption + (f": the dashed {hole} is the one picked up" if caption ==
                                  "Before" else ": thick outline = last seed, hatched = "
                                                "captured"), size=size, bold=False)
        draw_board(flow.doc, layout, flow.left, flow.y + 1, pits=pos.pits,
                   stores=pos.stores if rules.has_stores else None, highlight=hl,
                   store_highlight=shl, count_size=label, label_size=label)
        flow.y += layout.height + 2
    flow.bullets(words)


def draw_rule_sheet(doc: PdfDocument, rules: Rules, *, large_print: bool = False) -> None:
    v = find_variant(rules.variant)
    sections, maths = CONTENT[v.name](rules)
    flow = Flow(doc, large_print=large_print,
                footer=f"Rule sheet: {rules.title} ({rules.spec()}). mancala-teach")
    flow.title(f"How to play {rules.title}")
    flow.paragraph(v.summary)
    for heading, lines in sections:
        flow.heading(heading)
        if len(lines) == 1:
            flow.paragraph(lines[0])
        else:
            flow.bullets(lines)
    flow.heading("The rules we play by")
    flow.bullets(v.options_in_force(rules))
    if v.decisions:
        flow.heading("Where the old rules are unclear, we play like this")
        flow.bullets(list(v.decisions))
    others = house_rules(v, rules)
    if others:
        flow.heading("House rules you may agree on instead")
        flow.bullets(others)
    flow.space(3)
    flow.boxed("Maths you practise", maths)

    flow.heading("Pit names")
    flow.paragraph("Pits are named by letters, counterclockwise from South's left: the same "
                   "names as on the boards, worksheets and notebooks.")
    move = examples.first_move(rules)
    if move is not None:
        _diagram(flow, move, f"A move: {_mover(move)} plays {_move_words(move)}", large_print)
    capture = examples.capture_example(rules)
    if capture is not None:
        _diagram(flow, capture, f"A capture: {_mover(capture)} plays {_move_words(capture)}",
                 large_print)
    extra = examples.extra_turn_example(rules)
    if extra is not None and (move is None or extra.move != move.move):
        _diagram(flow, extra, f"An extra turn: {_mover(extra)} plays {_move_words(extra)}",
                 large_print)


def _mover(trace: Trace) -> str:
    return PLAYER_NAMES[trace.before.to_move]


def _move_words(trace: Trace) -> str:
    """``pit C``, or ``pit B, sowing clockwise`` where the mover chooses a direction."""
    word = "cell" if trace.before.rules.landing == "lane" else "pit"
    text = f"{word} {LETTERS[trace.move.pit]}"
    if trace.before.rules.either_direction:
        text += ", sowing " + ("clockwise" if trace.move.direction == -1 else "counterclockwise")
    return text


def rule_sheet_pdf(target: str | IO[bytes], rules: Rules, *, paper: str = "a4",
                   large_print: bool = False) -> int:
    """Write the rule sheet for ``rules``; returns its page count."""
    doc = PdfDocument(target, paper=paper, title=f"How to play {rules.title}")
    draw_rule_sheet(doc, rules, large_print=large_print)
    doc.save()
    return doc.page_count
