"""Rule sheets: one per variant, in words a child can follow, with diagrams from real traces.

The words come from :mod:`.wording` (the registry's own sentence for every option in force);
the diagrams show real engine traces (:mod:`.examples`), each with why the move stopped. A
sheet is a list of Platypus flowables: an example and its two boards stay together on one page
(:func:`~.document.figure`), and the whole sheet fits one sheet of paper (two sides) in
regular print.
"""

from __future__ import annotations

import io
from functools import lru_cache
from typing import IO, NamedTuple


from ..glossary import direction_words
from ..i18n import SOURCE_LANGUAGE, _, current_language, default_paper, pgettext, use_language
from ..layout import BoardLayout, board_layout
from ..naming import LETTERS, mover_words
from ..render.pdf import PT_PER_MM, draw_board, text_width
from ..rules import Rules
from ..trace import Trace
from ..variants import variant_of
from . import examples
from .document import (Document, Drawing, Figure, Flowable, KeepTogether, LARGE, Part, REGULAR,
                       Spacer, Styles, boxed, figure, mm, pages_needed, side_by_side)
from .wording import decisions, game_name, house_rules, plain, rule_text, semicolons


def _legend_marks(rules: Rules, shown: list[tuple[str, Trace]]) -> str:
    """The marks the pictures can show, each with what it means, joined by semicolons."""
    # TRANSLATORS: the key to the marks on the rule sheets' pictures.
    marks = [pgettext("picture key", "dashed ring = pit picked up"),
             pgettext("picture key", "thick ring = last seed")]
    if any(trace.captures for _title, trace in shown):
        marks.append(pgettext("picture key", "hatched = captured"))
    if rules.has_stores:
        marks.append(pgettext("picture key", "double outline = the store that grew"))
    marks.append(pgettext("picture key", "arrows = the way seeds go"))
    return semicolons(marks)


def legend(rules: Rules, shown: list[tuple[str, Trace]]) -> str:
    """The picture key for these pictures: only the marks they can show (no store on a board
    drawn without stores, no hatching where nothing is captured)."""
    return _("In the pictures: {marks}.", marks=_legend_marks(rules, shown))


def example_traces(rules: Rules) -> list[tuple[str, Trace]]:
    """The moves a sheet shows, two at most so the sheet fits one sheet of paper.

    Games that sow on from where a sowing ends (Lane, Giuthi) show one move that sows on and
    then captures; Kalah shows an extra turn and a capture; Oware and Wari a capture. When a
    game has none of these, a move that sows on, or else a plain first move."""
    relay_capture = examples.relay_capture_example(rules)
    if relay_capture is not None:
        return [(pgettext("example", "A move that sows on and captures"), relay_capture)]
    shown: list[tuple[str, Trace]] = []
    extra = examples.extra_turn_example(rules)
    relay = examples.relay_example(rules)
    if extra is not None and not extra.captures:
        shown.append((pgettext("example", "An extra turn"), extra))
    elif relay is not None:
        shown.append((pgettext("example", "A move that sows on"), relay))
    capture = examples.capture_example(rules)
    if capture is not None:
        shown.append((pgettext("example", "A capture"), capture))
    if not shown:
        move = examples.first_move(rules)
        if move is not None:
            shown.append((pgettext("example", "A move"), move))
    return shown


def card_example(rules: Rules) -> tuple[str, Trace] | None:
    """The one move a card draws (and a sheet with room for one): a capture if the game has
    one, else the sheet's first."""
    shown = example_traces(rules)
    captures = [s for s in shown if s[1].captures]
    return (captures or shown or [None])[0]


def move_words(trace: Trace) -> str:
    """``pit C``, or ``pit B, sowing clockwise first`` where the mover chooses a direction."""
    pit = LETTERS[trace.move.pit]
    if trace.before.rules.either_direction:
        # TRANSLATORS: what a player plays; {direction} is "clockwise" or "counterclockwise".
        return _("pit {pit}, sowing {direction} first", pit=pit,
                 direction=direction_words(trace.move.direction))
    # TRANSLATORS: what a player plays, after "South plays".
    return _("pit {pit}", pit=pit)


def plays(trace: Trace) -> str:
    """``South plays pit C``: who moved and what."""
    return _("{player} plays {move}", player=mover_words(trace.before),
             move=move_words(trace))


def _diagram_layout(rules: Rules, pit: float) -> BoardLayout:
    """A diagram's board: pits ``pit`` mm across, gaps and letters in proportion."""
    return board_layout(rules, pit_diameter=pit, gap=pit * 0.32, label_space=pit * 0.55)


def diagram(trace: Trace, *, pit: float, count: float, captions: str = "corner",
            name: str = "diagram", label: float | None = None,
            store_label: float | None = None) -> tuple[Drawing, Drawing]:
    """Before and after boards of a real trace, as flowables. Each says "Before" or "After":
    in its top-left corner (``captions="corner"``, above North's store) or up its left side
    (``"side"``). ``label`` and ``store_label`` (pt) set the pit letters and captions and the
    stores' names (large print)."""
    rules = trace.before.rules
    layout = _diagram_layout(rules, pit)
    before_hl, after_hl, store_hl = examples.highlights(trace)
    stores = rules.has_stores
    way = trace.move.direction if trace.move.direction in (1, -1) else 1
    label = label or max(9.0, count * 0.8)
    words = (pgettext("caption", "Before"), pgettext("caption", "After"))
    if captions == "corner" and not _corner_has_room(layout, words, label):
        captions = "side"       # a longer word would run into the first pit letter

    def board(pos, hl, shl, caption):
        def draw(p):
            draw_board(p, layout, pits=pos.pits, stores=pos.stores if stores else None,
                       highlight=hl, store_highlight=shl, direction=way, count_size=count,
                       label_size=label, store_label_size=store_label)
            if captions == "corner":
                top = min(s.label_y for s in layout.pits)
                p.text(layout.board_x, top + label / PT_PER_MM * 0.35, caption, size=label,
                       bold=True, what="caption")
            else:
                mid = layout.board_y + layout.board_h / 2
                p.text(layout.board_x - 1.5, mid, caption, size=label, bold=True,
                       what="caption", angle=90, align="centre")
        return Drawing(draw, pad=0.5, name=name)

    return (board(trace.before, before_hl, {}, words[0]),
            board(trace.after, after_hl, store_hl, words[1]))


def _corner_has_room(layout: BoardLayout, captions: tuple[str, ...], size: float) -> bool:
    """Whether each caption fits in the top-left corner, on the line of the top row's pit
    letters, and ends 1 mm before the first of them."""
    top = min(s.label_y for s in layout.pits)
    first = min((s for s in layout.pits if s.label_y == top), key=lambda s: s.label_x)
    letter = first.label_x - text_width(first.name, size, bold=True) / 2
    return all(layout.board_x + text_width(c, size, bold=True) + 1.0 <= letter
               for c in captions)


def after_diagram(trace: Trace, *, pit: float, count: float, name: str = "diagram",
                  label: float | None = None, store_label: float | None = None) -> Drawing:
    """The board after a real trace, with the pit the move started from marked too (dashed,
    where nothing else marks it): one picture where two do not fit (the square board on a
    card). ``label`` and ``store_label`` as for :func:`diagram`."""
    layout = _diagram_layout(trace.before.rules, pit)
    before_hl, after_hl, store_hl = examples.highlights(trace)
    marks = {**before_hl, **after_hl}
    label = label or max(9.0, count * 0.8)

    def draw(p):
        draw_board(p, layout, pits=trace.after.pits, stores=trace.after.stores, highlight=marks,
                   store_highlight=store_hl, count_size=count, label_size=label,
                   store_label_size=store_label)
    return Drawing(draw, pad=0.5, name=name)


def _example(name: str, title: str, trace: Trace, st: Styles, width: float,
             large: bool, lead_in: list[Flowable] = (), stacked: float = 10.0,
             compact: bool = False) -> Flowable:
    """A heading, the Before and After boards, and what happened. Boards narrow enough sit
    side by side with the words under them; otherwise they are stacked, with the words beside
    them when they fit there. ``compact`` draws the board after the move only (the pit it
    started from dashed), ``stacked`` mm pits, for a sheet whose words run long."""
    sizes = st.sizes
    words = st.bullets(examples.summarise(trace))
    heading = st.para(_("{title}: {move}", title=title, move=plays(trace)), st.heading)
    if compact:
        # the picture key (lead_in) goes under the board, beside the words, where it takes
        # no line of its own
        board = after_diagram(trace, pit=stacked, count=sizes.count, name=name)
        column = width - board.size[0] - 4
        if column >= 55:
            under = [Spacer(1, 1 * mm), *lead_in[1:]] if lead_in else []
            return figure(name, [heading, side_by_side([[board, *under], words],
                                                       [board.size[0] + 4, column])])
        return figure(name, [*lead_in, heading, board, *words])
    for pit in ((12.5, 11.0) if large else (9.5, 9.0)):
        before, after = diagram(trace, pit=pit, count=sizes.count, name=name,
                                captions="side")
        if 2 * before.size[0] + 6 <= width:
            pair = side_by_side([before, after], [before.size[0] + 6,
                                                  width - before.size[0] - 6])
            return figure(name, [*lead_in, heading, pair, *words])
    before, after = diagram(trace, pit=stacked, count=sizes.count, name=name,
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


def _end_of_move_key(rules: Rules, shown: list[tuple[str, Trace]], st: Styles) -> Flowable:
    """The picture key where each example is one board, the board after the move."""
    return st.para(_("In the pictures: each board shows the end of the move; {marks}.",
                     marks=_legend_marks(rules, shown)), st.note)


def _square_examples(rules: Rules, st: Styles, width: float, large: bool,
                     board: float = 80.0, shown: list[tuple[str, Trace]] | None = None
                     ) -> list[Flowable]:
    """The square board's examples (``shown``, by default :func:`example_traces`): one
    picture each (the board after the move, the pit it started from dashed), as two boards of
    it before and after would not fit the sheet. Side by side in regular print, one under the
    other in large print; ``board`` mm wide at most. One example in regular print has its
    words beside its board."""
    shown = example_traces(rules) if shown is None else shown
    key = _end_of_move_key(rules, shown, st)
    columns = 1 if large or len(shown) == 1 else len(shown)
    column = (width - 6 * (columns - 1)) / columns
    pit = min(column, board) / 12.6        # a square board is about 12.6 pits wide
    cells = []
    for i, (title, trace) in enumerate(shown):
        name = f"example {i + 1}: {title}"
        cells.append([st.para(_("{title}: {move}", title=title, move=plays(trace)),
                              st.heading),
                      after_diagram(trace, pit=pit, count=st.sizes.count, name=name),
                      *st.bullets(examples.summarise(trace))])
    if len(cells) == 1 and not large and width - board >= 60:
        heading, drawing, *words = cells[0]
        return [Spacer(1, 2 * mm), key, figure("example 1", [heading, side_by_side(
            [drawing, words], [drawing.size[0] + 4, width - drawing.size[0] - 4])])]
    if columns == 1:
        return [Spacer(1, 2 * mm), key] + [figure(f"example {i + 1}", cell)
                                          for i, cell in enumerate(cells)]
    return [figure("examples", [Spacer(1, 2 * mm), key,
                                side_by_side(cells, [column + 6] * (columns - 1) + [column])])]


def _section(st: Styles, name: str, heading: str, lines: tuple[str, ...], *,
             flowing: bool = False) -> list[Flowable]:
    """A heading kept with its first line; later lines may go on to the next page, but a
    line is never split. ``flowing``: a section of one long paragraph may go on over the
    page too, its heading kept with its first lines (:class:`_FlowingSection`)."""
    head = st.para(heading, st.heading)
    if flowing and len(lines) == 1:
        return [_FlowingSection(name, head, st.para(lines[0]))]
    first, *rest = [st.para(lines[0])] if len(lines) == 1 else st.bullets(lines)
    return [figure(name, [head, first]), *[KeepTogether(line) for line in rest]]


class _FlowingSection(Figure):
    """A heading and its one paragraph, kept together where they fit. Where they do not,
    the heading and the paragraph's first lines (``lines`` at least) stay together at the
    foot of the page and the rest goes on over it, instead of leaving the foot of the page
    empty: a translated sheet's last way to keep the English number of pages."""

    def __init__(self, name: str, head: Flowable, paragraph: Flowable, lines: int = 2) -> None:
        kept = figure(name, [head, paragraph])
        super().__init__(name, kept._content)
        self._head, self._paragraph, self._lines = head, paragraph, lines

    def split(self, aW: float, aH: float) -> list[Flowable]:
        if getattr(self, "_wrapInfo", None) != (aW, aH):
            self.wrap(aW, aH)
        if self._H > aH:
            start = self._content[0].getSpaceBefore()
            head = self._head.wrap(aW, aH)[1] + self._head.getSpaceAfter()
            room = aH - start - head - 1       # a point to spare
            parts = self._paragraph.split(aW, room) if room > 0 else []
            if len(parts) == 2:
                parts[0].wrap(aW, room)
                if len(parts[0].blPara.lines) >= self._lines:
                    # (what a kept-together group splits into: its flowables, which fit)
                    return [*figure(self.name, [self._head, parts[0]])._content, parts[1]]
        return super().split(aW, aH)


# Pits (mm) of the examples' boards when they are stacked, biggest first: a sheet whose text is
# long takes the smaller boards, so that it still fits one sheet of paper (two in large print).
STACKED_PITS = {False: (10.0, 9.0), True: (12.5, 11.0)}
class Compact(NamedTuple):
    """A sheet drawn smaller than usual: each example as one board, the board after the move
    (``pit`` mm pits; the square board ``square`` mm wide), at most ``examples`` of them, and
    the house rules you may agree on in two columns. ``flowing``: a section of one long
    paragraph may go on over a page (:class:`_FlowingSection`)."""
    pit: float
    square: float
    examples: int
    flowing: bool = False


# Where the words run longer than English (another language), a sheet that would take more
# pages than the English one is drawn smaller, a level at a time: COMPACT[large][level - 1].
COMPACT = {False: (Compact(10.0, 70.0, 2), Compact(9.0, 62.0, 2), Compact(9.0, 62.0, 1),
                   Compact(9.0, 62.0, 1, flowing=True)),
           True: (Compact(12.5, 90.0, 2), Compact(11.0, 80.0, 2), Compact(12.5, 90.0, 1),
                  Compact(12.5, 90.0, 1, flowing=True))}


def rule_sheet_flowables(rules: Rules, *, large_print: bool = False,
                         width: float = 186.0, room: float | None = None,
                         compact: int = 0) -> list[Flowable]:
    """The sheet as flowables for a frame ``width`` x ``room`` mm: with the biggest example
    boards that let it fit its pages. ``compact`` (1 to 4) draws it smaller
    (:data:`COMPACT`)."""
    if compact:
        level = COMPACT[large_print][compact - 1]
        return _sheet(rules, large_print, width, level.pit, level)
    pages = 4 if large_print else 2
    for stacked in STACKED_PITS[large_print]:
        out = _sheet(rules, large_print, width, stacked)
        if room is None or pages_needed(out, width, room) <= pages:
            break
    return out


def _sheet(rules: Rules, large_print: bool, width: float, stacked: float,
           smaller: Compact | None = None) -> list[Flowable]:
    """The sheet's flowables; ``smaller``: drawn smaller (:data:`COMPACT`)."""
    compact = smaller is not None
    v = variant_of(rules)
    text = rule_text(rules)
    st = Styles(LARGE if large_print else REGULAR)
    out: list[Flowable] = [st.para(sheet_title(rules), st.title),
                           st.para(plain(v.summary))]
    # what the game practises first: the reason a teacher hands the sheet out
    out.append(figure("maths", [Spacer(1, 1 * mm), boxed(
        [st.para(_("Maths you practise"), st.bold), *st.bullets(text.maths)], width=width)]))
    for section in text.sections:
        out += _section(st, f"rules: {section.heading}", section.heading, section.lines,
                        flowing=bool(smaller and smaller.flowing))
    if text.why_not_even:
        out.append(figure("why not 6 each", [Spacer(1, 2 * mm), boxed(
            [st.para(_("Not 6 in every pit"), st.bold), st.para(text.why_not_even)],
            width=width)]))
    if rules.options:
        chosen_options = [plain(v.option(name).says(value))
                          for name, value in rules.options]
        out.append(figure("house rules in force", [Spacer(1, 1.5 * mm), st.lead(
            _("This sheet uses house rules:"), " ".join(chosen_options))]))
    chosen = decisions(v, rules)
    if chosen:
        out.append(figure("decisions", [Spacer(1, 1.5 * mm), st.lead(
            _("Where rule books differ, we chose:"), " ".join(chosen))]))
    others = house_rules(v, rules)
    heading = _("House rules you may agree on instead")
    if others and large_print:      # two sheets: the list may go on over a page
        out += _section(st, "house rules", heading, tuple(others))
    elif others and compact and len(others) > 2:    # in two columns, half as tall
        half = (len(others) + 1) // 2
        column = (width - 4) / 2
        out.append(figure("house rules", [st.para(heading, st.heading), side_by_side(
            [st.bullets(others[:half]), st.bullets(others[half:])], [column + 4, column])]))
    elif others:    # one list on one page: a teacher reads the choices side by side
        out.append(figure("house rules", [st.para(heading, st.heading), *st.bullets(others)]))
    shown = example_traces(rules)
    if smaller is not None and len(shown) > smaller.examples:
        shown = [card_example(rules)]
    if rules.sides != 2:
        out += _square_examples(rules, st, width, large_print,
                                smaller.square if smaller else 80.0, shown)
        return out
    for i, (title, trace) in enumerate(shown):
        # the key goes with the first picture; in large print, where a picture nearly fills a
        # page, just before it
        key = [Spacer(1, 2 * mm), _end_of_move_key(rules, shown, st) if compact
               else st.para(legend(rules, shown), st.note)] if i == 0 else []
        if large_print:
            out += key
            key = []
        out.append(_example(f"example {i + 1}: {title}", title, trace, st, width, large_print,
                            lead_in=key, stacked=stacked, compact=compact))
    return out


def sheet_title(rules: Rules) -> str:
    """The rule sheet's title: "How to play Kalah"."""
    return _("How to play {game}", game=game_name(rules))


def rule_sheet_part(rules: Rules, *, paper: str | None = None, large_print: bool = False,
                    language: str | None = None) -> Part:
    """The rule sheet as one part of a document, every word in ``language`` (None: the
    language in use); ``paper`` by default the language's region's (see :func:`rule_sheet_pdf`).

    A translation never makes a sheet longer than the English one: where its words would
    take more pages, the examples are drawn as one board each (:data:`COMPACT`)."""
    with use_language(language):
        paper = paper or default_paper(language)
        if current_language() != SOURCE_LANGUAGE:
            goal = _english_pages(rules, paper, large_print)
            for compact in range(len(COMPACT[large_print]) + 1):
                if _pages(_part(rules, paper, large_print, compact), paper) <= goal:
                    break
            return _part(rules, paper, large_print, compact)
        return _part(rules, paper, large_print)


def _part(rules: Rules, paper: str, large_print: bool, compact: int = 0) -> Part:
    width, room = Document.frame_size(paper, False, "none")
    return Part(f"rules {rules.spec()}", rule_sheet_flowables(
        rules, large_print=large_print, width=width, room=room, compact=compact), bars="none")


def _pages(part: Part, paper: str) -> int:
    """How many pages ``part`` takes, laid out (and thrown away)."""
    return Document(io.BytesIO(), paper=paper).render([part]).page_count


@lru_cache(maxsize=256)
def _english_pages(rules: Rules, paper: str, large_print: bool) -> int:
    """The English sheet's page count, which a translation keeps."""
    with use_language(SOURCE_LANGUAGE):
        return _pages(_part(rules, paper, large_print), paper)


def rule_sheet_document(target: str | IO[bytes], rules: Rules, *, paper: str | None = None,
                        large_print: bool = False, language: str | None = None) -> Document:
    """Lay out and write the rule sheet (see :func:`rule_sheet_pdf`)."""
    with use_language(language):
        paper = paper or default_paper(language)
        doc = Document(target, paper=paper, title=sheet_title(rules))
        return doc.render([rule_sheet_part(rules, paper=paper, large_print=large_print)])


def rule_sheet_pdf(target: str | IO[bytes], rules: Rules, *, paper: str | None = None,
                   large_print: bool = False, language: str | None = None) -> int:
    """Write the rule sheet for ``rules``; returns its page count. Every word is in
    ``language`` (None: the language in use); ``paper`` is ``a4`` or ``letter``, by default
    the paper of the language's region (:func:`mancala_teach.i18n.default_paper`)."""
    return rule_sheet_document(target, rules, paper=paper, large_print=large_print,
                               language=language).page_count


__all__ = ["diagram", "example_traces", "house_rules", "legend", "move_words", "plays",
           "rule_sheet_document", "rule_sheet_flowables", "rule_sheet_part", "rule_sheet_pdf",
           "sheet_title"]
