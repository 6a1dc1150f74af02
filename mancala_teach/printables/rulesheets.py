"""Rule sheets: one per variant, in words a child can follow, with diagrams from real traces.

The words come from :mod:`.wording` (the registry's own sentence for every option in force);
the diagrams show real engine traces (:mod:`.examples`), each with why the move stopped. A
sheet is a list of Platypus flowables: an example and its two boards stay together on one page
(:func:`~.document.figure`), and the whole sheet fits one sheet of paper (two sides) in
regular print.
"""

from __future__ import annotations

from typing import IO


from .. import events as E
from ..glossary import direction_words
from ..layout import BoardLayout, board_layout
from ..naming import LETTERS
from ..render.pdf import PT_PER_MM, draw_board
from ..rules import Rules
from ..trace import Trace
from ..variants import variant_of
from . import examples
from .document import (Document, Drawing, Flowable, KeepTogether, LARGE, Part, REGULAR, Spacer,
                       Styles, boxed, escape, figure, mm, side_by_side)
from .wording import decisions, house_rules, plain, rule_text

LEGEND = ("In the pictures: dashed ring = pit picked up; thick ring = last seed; hatched = "
          "captured; double outline = the store that grew; arrows = the way seeds go.")


def example_traces(rules: Rules) -> list[tuple[str, Trace]]:
    """The moves a sheet shows, two at most so the sheet fits one sheet of paper.

    Games that sow on from where a sowing ends (Lane, Giuthi) show one move that sows on and
    then captures; Kalah shows an extra turn and a capture; Oware and Wari a capture. When a
    game has none of these, a move that sows on, or else a plain first move."""
    relay_capture = examples.relay_capture_example(rules)
    if relay_capture is not None:
        return [("A move that sows on and captures", relay_capture)]
    shown: list[tuple[str, Trace]] = []
    extra = examples.extra_turn_example(rules)
    relay = examples.relay_example(rules)
    if extra is not None and not extra.captures:
        shown.append(("An extra turn", extra))
    elif relay is not None:
        shown.append(("A move that sows on", relay))
    capture = examples.capture_example(rules)
    if capture is not None:
        shown.append(("A capture", capture))
    if not shown:
        move = examples.first_move(rules)
        if move is not None:
            shown.append(("A move", move))
    return shown


def move_words(trace: Trace) -> str:
    """``pit C``, or ``pit B, sowing clockwise`` where the mover chooses a direction."""
    text = f"pit {LETTERS[trace.move.pit]}"
    if trace.before.rules.either_direction:
        text += ", sowing " + direction_words(trace.move.direction) + " first"
    return text


def _diagram_layout(rules: Rules, pit: float) -> BoardLayout:
    """A diagram's board: pits ``pit`` mm across, gaps and letters in proportion."""
    return board_layout(rules, pit_diameter=pit, gap=pit * 0.32, label_space=pit * 0.55)


def diagram(trace: Trace, *, pit: float, count: float, captions: str = "corner",
            name: str = "diagram") -> tuple[Drawing, Drawing]:
    """Before and after boards of a real trace, as flowables. Each says "Before" or "After":
    in its top-left corner (``captions="corner"``, above North's store) or up its left side
    (``"side"``)."""
    rules = trace.before.rules
    layout = _diagram_layout(rules, pit)
    before_hl, after_hl, store_hl = examples.highlights(trace)
    stores = rules.has_stores
    way = trace.move.direction if trace.move.direction in (1, -1) else 1
    label = max(9.0, count * 0.8)

    def board(pos, hl, shl, caption):
        def draw(p):
            draw_board(p, layout, pits=pos.pits, stores=pos.stores if stores else None,
                       highlight=hl, store_highlight=shl, direction=way, count_size=count,
                       label_size=label)
            if captions == "corner":
                top = min(s.label_y for s in layout.pits)
                p.text(layout.board_x, top + label / PT_PER_MM * 0.35, caption, size=label,
                       bold=True, what="caption")
            else:
                mid = layout.board_y + layout.board_h / 2
                p.text(layout.board_x - 1.5, mid, caption, size=label, bold=True,
                       what="caption", angle=90, align="centre")
        return Drawing(draw, pad=0.5, name=name)

    return (board(trace.before, before_hl, {}, "Before"),
            board(trace.after, after_hl, store_hl, "After"))


def after_diagram(trace: Trace, *, pit: float, count: float, name: str = "diagram") -> Drawing:
    """The board after a real trace, with the pit the move started from marked too (dashed,
    where nothing else marks it): one picture where two do not fit (the square board on a
    card)."""
    layout = _diagram_layout(trace.before.rules, pit)
    before_hl, after_hl, store_hl = examples.highlights(trace)
    marks = {**before_hl, **after_hl}
    label = max(9.0, count * 0.8)

    def draw(p):
        draw_board(p, layout, pits=trace.after.pits, stores=trace.after.stores, highlight=marks,
                   store_highlight=store_hl, count_size=count, label_size=label)
    return Drawing(draw, pad=0.5, name=name)


def _example(name: str, title: str, trace: Trace, st: Styles, width: float,
             large: bool, lead_in: list[Flowable] = ()) -> Flowable:
    """A heading, the Before and After boards, and what happened. Boards narrow enough sit
    side by side with the words under them; otherwise they are stacked, with the words beside
    them when they fit there."""
    sizes = st.sizes
    words = st.bullets(examples.summarise(trace))
    heading = st.para(f"{title}: {trace.before.mover_name} plays "
                      f"{move_words(trace)}", st.heading)
    for pit in ((12.5, 11.0) if large else (9.5, 9.0)):
        before, after = diagram(trace, pit=pit, count=sizes.count, name=name,
                                captions="side")
        if 2 * before.size[0] + 6 <= width:
            pair = side_by_side([before, after], [before.size[0] + 6,
                                                  width - before.size[0] - 6])
            return figure(name, [*lead_in, heading, pair, *words])
    before, after = diagram(trace, pit=12.5 if large else 10.0, count=sizes.count, name=name,
                            captions="corner" if trace.before.rules.has_stores else "side")
    boards = [before, Spacer(1, 1 * mm), after]
    board_w = before.size[0]
    column = width - board_w - 4
    boards_h = sum(f.wrap(board_w * mm, 1000)[1] for f in boards)
    words_h = sum(f.wrap(column * mm, 1000)[1] + f.getSpaceAfter() for f in words)
    if column >= 55 and words_h <= boards_h * 1.1:
        body = side_by_side([boards, words], [board_w + 4, column])
        return figure(name, [*lead_in, heading, body])
    return figure(name, [*lead_in, heading, *boards, *words])


def _square_examples(rules: Rules, st: Styles, width: float,
                     large: bool) -> list[Flowable]:
    """The square board's examples: one picture each (the board after the move, the pit it
    started from dashed), as two boards of it before and after would not fit the sheet. Side
    by side in regular print, one under the other in large print."""
    shown = example_traces(rules)
    legend = st.para("In the pictures: each board shows the end of the move; "
                     + LEGEND.split(": ", 1)[1],
                     st.note)
    columns = 1 if large or len(shown) == 1 else len(shown)
    column = (width - 6 * (columns - 1)) / columns
    pit = min(column, 80.0) / 12.6        # a square board is about 12.6 pits wide
    cells = []
    for i, (title, trace) in enumerate(shown):
        name = f"example {i + 1}: {title}"
        cells.append([st.para(f"{title}: {trace.before.mover_name} plays {move_words(trace)}",
                              st.heading),
                      after_diagram(trace, pit=pit, count=st.sizes.count, name=name),
                      *st.bullets(examples.summarise(trace))])
    if columns == 1:
        return [Spacer(1, 2 * mm), legend] + [figure(f"example {i + 1}", cell)
                                             for i, cell in enumerate(cells)]
    return [figure("examples", [Spacer(1, 2 * mm), legend,
                                side_by_side(cells, [column + 6] * (columns - 1) + [column])])]


def _section(st: Styles, name: str, heading: str, lines: tuple[str, ...]) -> list[Flowable]:
    """A heading kept with its first line; later lines may go on to the next page, but a
    line is never split."""
    head = st.para(heading, st.heading)
    first, *rest = [st.para(lines[0])] if len(lines) == 1 else st.bullets(lines)
    return [figure(name, [head, first]), *[KeepTogether(line) for line in rest]]


def rule_sheet_flowables(rules: Rules, *, large_print: bool = False,
                         width: float = 186.0) -> list[Flowable]:
    """The sheet as flowables for a frame ``width`` mm wide."""
    v = variant_of(rules)
    text = rule_text(rules)
    st = Styles(LARGE if large_print else REGULAR)
    out: list[Flowable] = [st.para(f"How to play {rules.title}", st.title),
                           st.para(plain(v.summary))]
    # what the game practises first: the reason a teacher hands the sheet out
    out.append(figure("maths", [Spacer(1, 1 * mm), boxed(
        [st.para("Maths you practise", st.bold), *st.bullets(text.maths)], width=width)]))
    for section in text.sections:
        out += _section(st, f"rules: {section.heading}", section.heading, section.lines)
    if text.why_not_even:
        out.append(figure("why not 6 each", [Spacer(1, 2 * mm), boxed(
            [st.para("Not 6 in every pit", st.bold), st.para(text.why_not_even)],
            width=width)]))
    if rules.options:
        chosen_options = [plain(v.option(name).says(value)) for name, value in rules.options]
        out.append(figure("house rules in force", [Spacer(1, 1.5 * mm), st.lead(
            "This sheet uses house rules:", " ".join(chosen_options))]))
    chosen = decisions(v, rules)
    if chosen:
        out.append(figure("decisions", [Spacer(1, 1.5 * mm), st.lead(
            "Where rule books differ, we chose:", " ".join(chosen))]))
    others = house_rules(v, rules)
    if others:
        out += _section(st, "house rules", "House rules you may agree on instead",
                        tuple(others))
    if rules.sides != 2:
        out += _square_examples(rules, st, width, large_print)
        return out
    for i, (title, trace) in enumerate(example_traces(rules)):
        # the legend goes with the first picture; in large print, where a picture nearly
        # fills a page, just before it
        legend = [Spacer(1, 2 * mm), st.para(LEGEND, st.note)] if i == 0 else []
        if large_print:
            out += legend
            legend = []
        out.append(_example(f"example {i + 1}: {title}", title, trace, st, width, large_print,
                            lead_in=legend))
    return out


def rule_sheet_part(rules: Rules, *, paper: str = "a4", large_print: bool = False) -> Part:
    left, _, right, _ = Document.content_box(paper, False, "none")
    return Part(f"rules {rules.spec()}", rule_sheet_flowables(
        rules, large_print=large_print, width=right - left), bars="none")


def rule_sheet_document(target: str | IO[bytes], rules: Rules, *, paper: str = "a4",
                        large_print: bool = False) -> Document:
    doc = Document(target, paper=paper, title=f"How to play {rules.title}")
    return doc.render([rule_sheet_part(rules, paper=paper, large_print=large_print)])


def rule_sheet_pdf(target: str | IO[bytes], rules: Rules, *, paper: str = "a4",
                   large_print: bool = False) -> int:
    """Write the rule sheet for ``rules``; returns its page count."""
    return rule_sheet_document(target, rules, paper=paper, large_print=large_print).page_count


__all__ = ["diagram", "example_traces", "house_rules", "move_words", "rule_sheet_document",
           "rule_sheet_flowables", "rule_sheet_part", "rule_sheet_pdf"]
