"""Worksheet and answer-key PDFs for the sheets made in :mod:`mancala_teach.puzzles.sheets`.

A student's page carries only what a child needs: the title, name and date lines, the level's
"I can ..." statements, the rules of the game the puzzles are played in, the puzzles (the last
one a challenge, marked with a drawn star), and a small sheet id at the foot. Everything for
the teacher (the level's aims and the standards it serves, how to print a sheet again, which
rule sheets go with it, the answers with a worked explanation) is on the answer key, in words
a teacher who is not a programmer follows: no commands or option codes.

Pages are laid out generically from the puzzle data, so a new puzzle kind needs no change
here: its ``question`` lines, its ``boards``, the ``blanks`` to write in and the rule topics
it ``uses`` say everything a page prints. Each puzzle stays on one page with its boards.

Every word is in the catalogue: :func:`worksheets_pdf` and :func:`render_set` take
``language=None`` (the language in use) and make the sheets' puzzles again in it when they
were made in another (:func:`mancala_teach.puzzles.sheets.in_language`). A translation never
makes a page longer than the English one: a child's sheet whose words would take more pages
is fitted as the support and stretch sheets are (gaps closed up, boards a little smaller,
boards to write in never); the teacher's key is set a little tighter (:data:`KEY_LEADING`).
"""

from __future__ import annotations

import io
import math
from dataclasses import replace
from typing import IO


from functools import lru_cache

from ..glossary import choice_words, game_title, option_name
from ..i18n import (N_, SOURCE_LANGUAGE, _, and_list, current_language, default_paper,
                    ngettext, pgettext, use_language)
from ..layout import BoardLayout, board_layout
from ..puzzles.generators import Board, Puzzle
from ..puzzles.levels import (Level, description, framework_name, grade_band, i_can,
                              level_name, standards)
from ..puzzles.sheets import (Worksheet, in_language, make_worksheet, parse_id,
                              solitaire_cycle, worksheet_json)
from ..puzzles.tiers import SMALLER_KINDS, tier_name
from ..render.pdf import PT_PER_MM, Painter, draw_board, text_width
from ..rules import Rules
from ..variants import variant
from .document import (LEADING, Document, Drawing, Flowable, LARGE, Part, REGULAR, Spacer,
                       Styles, TypeSizes, boxed, figure, mm, side_by_side)
from .answer_grid import answer_grid_part
from .tier_pages import (stretch_flowables, stretch_key_lines, support_flowables,
                         support_track, tier_note)
from .wording import rule_text

# Type and board sizes per level: the youngest get bigger numbers.
LEVEL_SIZES: dict[tuple[str, bool], TypeSizes] = {
    ("starter", False): TypeSizes(title=20.0, heading=16.0, body=14.0, count=18.0, pit=11.0),
    ("explorer", False): TypeSizes(title=20.0, heading=14.0, body=12.0, count=14.0, pit=10.5),
    ("expert", False): TypeSizes(title=20.0, heading=14.0, body=12.0, count=13.0, pit=9.5),
    ("starter", True): TypeSizes(title=26.0, heading=20.0, body=18.0, count=22.0, pit=15.0),
    ("explorer", True): TypeSizes(title=26.0, heading=19.0, body=16.0, count=18.0, pit=13.5),
    ("expert", True): TypeSizes(title=26.0, heading=19.0, body=16.0, count=18.0, pit=13.5),
}


def sizes_for(level: Level, large_print: bool) -> TypeSizes:
    return LEVEL_SIZES.get((level.name, large_print), LARGE if large_print else REGULAR)


SOLITAIRE = "tchoukaillon"


def game_name(spec: str) -> str:
    """What a child reads for a puzzle's game: "Kalah", "Oware", "Solitaire" (French
    "Awalé"), in the language in use."""
    if spec.split()[0] == SOLITAIRE:
        # TRANSLATORS: Tchoukaillon, the sowing game for one player, as a worksheet names it.
        return _capital(pgettext("game name", "Solitaire"))
    return _capital(game_title(variant(spec).title.split(" (")[0]))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _rules(spec: str) -> Rules | None:
    return None if spec.split()[0] == SOLITAIRE else variant(spec)


# --- the rules box ------------------------------------------------------------------------------

def rules_lines(sheet: Worksheet) -> list[tuple[str, list[str], list[int]]]:
    """For each game on the sheet (the solitaire brings its rules in its question): a title,
    the lines of its rules that the sheet's puzzles use (in the level's words), and the
    numbers of the puzzles played in it."""
    games: dict[str, list[Puzzle]] = {}
    for puzzle in sheet.puzzles:
        games.setdefault(puzzle.game, []).append(puzzle)
    simple = sheet.level.settings.simple
    out = []
    for spec, puzzles in games.items():
        rules = _rules(spec)
        if rules is None:
            continue
        text = rule_text(rules)
        topics = text.simple_topics if simple else text.topics
        used = [t for t in ("sowing", "extra_turn", "capture", "total")
                if any(t in p.uses for p in puzzles)]
        lines = list(topics.get("game", ()))
        for topic in used:
            lines += topics.get(topic, ())
        numbers = [i for i, p in enumerate(sheet.puzzles, 1) if p.game == spec]
        # TRANSLATORS: the heading of a worksheet's rules box: "Kalah rules (puzzles 1, 2
        # and 4)".
        out.append((_("{game} rules ({puzzles})", game=game_name(spec),
                      puzzles=_puzzle_list(numbers)), lines, numbers))
    return out


def _puzzle_list(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return _("puzzle {number}", number=numbers[0])
    return _("puzzles {numbers}", numbers=and_list(numbers))


# --- drawings -----------------------------------------------------------------------------------

# Room to write in, in mm: a pit on a board the child fills in, and a solitaire's answer box
# (0: as the type size gives). A child of 6 writes a digit 8 to 10 mm tall, in the 10 mm
# squares of a first maths book: a 15 mm pit holds a 10 mm square. A 6-pit board with stores
# and 15 mm pits is as wide as A4 takes (about 170 mm with its letters).
WRITE_IN: dict[str, tuple[float, float]] = {
    "starter": (15.0, 12.0), "explorer": (13.0, 9.0), "expert": (13.0, 0.0),
}
LARGE_MIN_FILL = 0.5   # a large-print page after the first is half full, where it can be
LINE_EMS = 7.0     # an answer line is at least this many times the type size long
BESIDE_EMS = 9.0   # a column of words beside a board is at least this many type sizes wide
SQUARE_ROOM = 1.5  # mm clear each side of a two-figure count in a square board's pit


def write_in_sizes(level: Level, large_print: bool, *,
                   scale: float = 1.0) -> tuple[float, float]:
    """(pit, box) in mm for a level's boards with blanks and its solitaire boxes; ``scale``
    is how much smaller than the level's the other boards are drawn (a sheet fitted to one
    sheet of paper), but a write-in size is a floor: it never shrinks."""
    sizes = sizes_for(level, large_print)
    pit, box = WRITE_IN.get(level.name, (0.0, 0.0))
    return max(pit, sizes.pit * scale), box


def label_sizes(sizes: TypeSizes) -> tuple[float, float]:
    """(pit letters, store names) in points: the letters as big as the reading text, the
    store names 10 pt (12 pt in large print), on two lines where one would crowd a letter."""
    letters = max(sizes.body, sizes.count * 0.75)
    stores = 12.0 if sizes.body >= LARGE.body else 10.0
    return letters, stores


def _layout(board: Board, pit: float, count: float) -> BoardLayout:
    if len(board.stores) > 2:
        # The square board is about 12.6 pits across and as tall: its pits are as small as
        # leaves a two-figure count clear of the rim
        pit = text_width("88", count, bold=True) + 2 * SQUARE_ROOM
    g = pit * 0.28              # room between the rows for two sowing arrows
    label = max(5.5, pit * 0.5)
    if board.single_row:
        return board_layout(len(board.pits), pit_diameter=pit, gap=g, stores=True,
                            label_space=label)
    return board_layout(variant(board.variant), pit_diameter=pit, gap=g, label_space=label)


DOTS_UP_TO = 6     # the --dots option: counts up to 6 as dice patterns (subitising range)


def board_drawing(board: Board, sizes: TypeSizes, *, name: str, dots: bool = False,
                  pit: float | None = None) -> Drawing:
    """A puzzle's board; a captioned board says its caption ("Before") in its top-left
    corner, above North's store. ``dots`` draws counts of 6 or fewer as dots; ``pit`` (mm)
    overrides the sizes' pit (a board to write in)."""
    layout = _layout(board, pit or sizes.pit, sizes.count)
    label, store_label = label_sizes(sizes)

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=board.pits,
                   stores=(board.stores[0], None) if board.single_row else board.stores,
                   rows=(0,) if board.single_row else None,
                   count_size=sizes.count, label_size=label, store_label_size=store_label,
                   dots_up_to=DOTS_UP_TO if dots else 0)
        if board.caption and not board.single_row:
            top = min(s.label_y for s in layout.pits)
            size = max(12.0, label)
            # beside the first column's letter when it fits there, else on a line above
            first = min(s.cx for s in layout.pits)
            room = first - text_width("M", label, bold=True) - layout.board_x
            y = top + label / PT_PER_MM * 0.35
            if text_width(board.caption, size, bold=True) > room:
                y -= size / PT_PER_MM * 1.3
            p.text(layout.board_x, y, board.caption, size=size, bold=True, what="caption")

    return Drawing(draw, pad=0.5, name=name)


def blanks_drawing(labels: tuple[str, ...], sizes: TypeSizes, width: float,
                   box: float = 0.0) -> Drawing:
    """Labelled lines to write an answer on ("Pit ____", each :data:`LINE_EMS` type sizes
    long at least), the label above its line when the space is narrow; unlabelled blanks are
    boxes in a row (the order of a solitaire's moves), ``box`` mm square at least.
    """
    return Drawing(lambda p: _draw_blanks(p, labels, sizes, width, box),
                   size=(width, _blanks_height(labels, sizes, width, box)), name="blanks")


def _box_side(sizes: TypeSizes, box: float) -> float:
    return max(box, sizes.body / PT_PER_MM * 1.7)


def _line_min(sizes: TypeSizes) -> float:
    return LINE_EMS * sizes.body / PT_PER_MM


def _blank_widths(labels: tuple[str, ...], sizes: TypeSizes) -> list[float]:
    return [text_width(b, sizes.body, bold=True) for b in labels]


def _style(labels: tuple[str, ...], sizes: TypeSizes, width: float) -> str:
    """How labelled blanks fit ``width``: all on one line ("row"), one a line ("lines"), or
    each label above its line ("stacked")."""
    widths = _blank_widths(labels, sizes)
    line = _line_min(sizes)
    if sum(w + 2 + line for w in widths) + 4 * (len(widths) - 1) <= width:
        return "row"
    if max(widths + [0.0]) + 2 + line <= width:
        return "lines"
    return "stacked"


def _draw_blanks(p: Painter, labels: tuple[str, ...], sizes: TypeSizes, width: float,
                 box: float = 0.0) -> None:
    size = sizes.body
    em = size / PT_PER_MM
    ink = p.colours["text"]
    if labels and not any(labels):
        box = _box_side(sizes, box)
        per_row = max(1, int((width + 2) // (box + 2)))
        for i in range(len(labels)):
            r, c = divmod(i, per_row)
            p.rect(c * (box + 2), r * (box + 2.5), box, box, stroke=ink, width=0.35,
                   what="answer box")
        return
    style = _style(labels, sizes, width)
    y = em * 1.2
    if style == "row":
        widths = _blank_widths(labels, sizes)
        line = (width - sum(widths) - 4 * (len(labels) - 1)) / len(labels)
        x = 0.0
        for label, w in zip(labels, widths):
            p.text(x, y, label, size=size, bold=True)
            p.line(x + w + 2, y + 0.8, x + w + line, y + 0.8, colour=ink, width=0.35,
                   what="answer line")
            x += w + line + 4
        return
    for label in labels:
        w = p.text(0, y, label, size=size, bold=True)
        if style == "stacked":
            y += em * 1.9
            p.line(0, y + 0.8, width, y + 0.8, colour=ink, width=0.35, what="answer line")
        else:
            p.line(w + 2, y + 0.8, width, y + 0.8, colour=ink, width=0.35, what="answer line")
        y += em * 2.3


def _blanks_height(labels: tuple[str, ...], sizes: TypeSizes, width: float,
                   box: float = 0.0) -> float:
    em = sizes.body / PT_PER_MM
    if labels and not any(labels):
        box = _box_side(sizes, box)
        per_row = max(1, int((width + 2) // (box + 2)))
        rows = -(-len(labels) // per_row)
        return rows * (box + 2.5)
    style = _style(labels, sizes, width)
    if style == "row":
        return em * 1.6
    per = em * (4.2 if style == "stacked" else 2.3)
    return (len(labels) - 1) * per + em * (3.3 if style == "stacked" else 1.6)


def name_and_date(sizes: TypeSizes, width: float) -> Drawing:
    size = sizes.body
    # the words now, in the language in use: reportlab draws later
    name, date = pgettext("label", "Name"), pgettext("label", "Date")

    def draw(p: Painter) -> None:
        em = size / PT_PER_MM
        y = em * 1.2
        w = p.text(0, y, name, size=size, bold=True)
        split = width * 0.62
        p.line(w + 2, y + 0.8, split - 6, y + 0.8, colour=p.colours["text"], width=0.35)
        w = p.text(split, y, date, size=size, bold=True)
        p.line(split + w + 2, y + 0.8, width, y + 0.8, colour=p.colours["text"], width=0.35)

    return Drawing(draw, size=(width, size / PT_PER_MM * 1.8), name="name and date")


# --- the students' pages ------------------------------------------------------------------------

def challenge_mark(sizes: TypeSizes) -> Drawing:
    """A drawn star and the word "Challenge" (the type has no star), before a puzzle's
    heading on its line."""
    size = sizes.heading
    em = size / PT_PER_MM
    # TRANSLATORS: the word by the star of a worksheet's last puzzle, for those who finish
    # early.
    word = pgettext("label", "Challenge")

    def draw(p: Painter) -> None:
        r = em * 0.5
        points = [(r + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5),
                   r * 1.05 - (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5))
                  for k in range(10)]
        p.polygon(points, fill=p.colours["text"], what="challenge star")
        p.text(2 * r + 1.5, em * 0.85, word, size=size, bold=True)

    width = em + 1.5 + text_width(word, size, bold=True)
    return Drawing(draw, size=(width, em * 1.15), name="challenge")


def i_can_box(level: Level, st: Styles, width: float, *, snug: bool = False) -> Flowable:
    """The level's "I can ..." statements, at the top of each worksheet, in two columns (the
    sheet must stay one sheet of paper). ``snug`` (a translated sheet short of room) splits
    them where the two columns come out shortest, in a box with less padding."""
    said = i_can(level)
    pad = SNUG_PAD if snug else 3.0
    inner = width - 2 * pad
    half = (len(said) + 1) // 2
    if snug and len(said) > 1:
        def tallest(k: int) -> float:
            return max(_height([st.para(line) for line in column], inner / 2)
                       for column in (said[:k], said[k:]))
        half = min(range(1, len(said)), key=lambda k: (tallest(k), abs(k - half)))
    lines = [st.para(line) for line in said]
    return boxed([side_by_side([lines[:half], lines[half:]], [inner / 2, inner / 2])],
                 width=width, pad=pad)


def puzzle_flowable(sheet: Worksheet, number: int, puzzle: Puzzle, st: Styles,
                    width: float, rules: list[Flowable] = (), *,
                    dots: bool = False, write_in: tuple[float, float] = (0.0, 0.0),
                    compact: bool = False) -> Flowable:
    """One puzzle kept on one page: its heading, the rules of its game when they are not at
    the top of the sheet, its question (one instruction a line), its boards and the blanks
    for the answer. The question and blanks go beside the boards when there is room and
    that makes the puzzle shorter; otherwise the question goes above the boards.
    ``write_in`` is (pit, box) in mm: the pits of a puzzle with a board to fill in (its other
    boards too, so they compare column by column) and the solitaire's boxes.

    The support and stretch tiers (see :mod:`.tier_pages`) add a worked first step after the
    question (in the words' column or across the page under the boards), a number track
    across the page under the boards, and a stretch question after the answer (beside the
    last board or across the page at the foot); these too go where the puzzle is shortest.
    ``compact`` (a sheet short of room, see :func:`fitted_part`) closes up the gaps between
    a puzzle's parts."""
    sizes = st.sizes
    name = f"{sheet.id} puzzle {number}"
    gap = 0.5 if compact else 1.0      # the gaps between a puzzle's parts, scaled

    def words(column: float) -> tuple[list[Flowable], list[Flowable]]:
        """The heading and the question for a column ``column`` mm wide, made afresh for
        each way of laying them out; the challenge's star and word lead its heading's line
        (under it when the column is too narrow)."""
        # TRANSLATORS: a puzzle's heading: "Puzzle 3 · Kalah".
        said = _("Puzzle {number} \u00b7 {game}", number=number, game=game_name(puzzle.game))
        title = st.para(said, st.heading)
        heading: list[Flowable] = [title]
        if number == sheet.challenge:
            mark = challenge_mark(sizes)
            rest = column - mark.size[0] - 3
            if rest >= text_width(said, sizes.heading, bold=True) + 1:
                heading = [Spacer(1, title.getSpaceBefore()),
                           side_by_side([mark, st.para(said, st.heading)],
                                        [mark.size[0] + 3, rest], gap=0, valign="BOTTOM")]
            else:
                heading.insert(0, mark)
        return heading, [st.para(line) for line in puzzle.lines]

    def stretch(column: float) -> list[Flowable]:
        """The stretch question and its lines, ``column`` mm wide (nothing for other tiers)."""
        return stretch_flowables(puzzle, st, column, blanks_drawing)

    # a board the child fills in (no answer lines: the blanks on the board are the answer)
    to_fill = not puzzle.blanks and any(None in b.pits for b in puzzle.boards)
    boards = [board_drawing(b, sizes, name=name, dots=dots,
                            pit=write_in[0] if to_fill else None) for b in puzzle.boards]
    blanks = puzzle.blanks
    box = write_in[1]
    board_w = max(b.size[0] for b in boards)
    room = width - board_w - 6
    label_w = max([text_width(b, sizes.body, bold=True) for b in blanks] + [0.0])
    has_first_step = bool(support_flowables(puzzle, st))
    has_stretch = puzzle.stretch is not None

    boxes = len(blanks) if blanks and not any(blanks) else 0     # a solitaire's boxes

    def across() -> list[Flowable]:
        """A support puzzle's number track, across the page under the boards."""
        return support_track(puzzle, st, width)

    def beside(blanks_at: str = "column", per_row: int = 0, *, step_beside: bool = True,
               stretch_beside: bool = False) -> list[Flowable]:
        """Each board with words beside it: the heading and question by the first board.
        The blanks go in the words' column by the last board (``column``), across the page
        under the boards (``under``), or under the board, ``per_row`` boxes a row, the
        words beside both (``left``, a solitaire's boxes). A support puzzle's first step
        follows the question (``step_beside``) or goes across the page under the boards; a
        stretch question ends the last board's column (``stretch_beside``) or the puzzle."""
        left_w = max(board_w, per_row * (_box_side(sizes, box) + 2))
        right_w = width - left_w - 6
        heading, question = words(right_w)
        first_step = support_flowables(puzzle, st)
        parts: list[Flowable] = list(rules)
        columns: list[list[Flowable]] = [[] for _board in boards]
        lefts: list[list[Flowable]] = [[b] for b in boards]
        columns[0] += [*heading, *question, *(first_step if step_beside else [])]
        under: list[Flowable] = [] if step_beside else first_step
        under += across()
        if blanks and blanks_at == "left":
            lefts[-1] += [Spacer(1, 2 * gap * mm), blanks_drawing(blanks, sizes, left_w, box)]
        elif blanks and blanks_at == "under":
            under += [Spacer(1, 2 * gap * mm), blanks_drawing(blanks, sizes, width, box)]
        elif blanks:
            columns[-1] += [Spacer(1, 2 * gap * mm),
                            blanks_drawing(blanks, sizes, right_w, box)]
        if stretch_beside:
            columns[-1] += stretch(right_w)
        else:
            under += stretch(width)
        for i, (left, column) in enumerate(zip(lefts, columns)):
            if i:
                parts.append(Spacer(1, 1.5 * gap * mm))
            parts.append(side_by_side([left, column or [Spacer(1, 1)]],
                                      [left_w + 6, right_w], valign="MIDDLE"))
        return parts + under

    def above(stretch_beside: bool = False) -> list[Flowable]:
        """The heading and question (and a support puzzle's first step) above the boards,
        the blanks beside the last board (or under it, when there is no room beside it),
        then a support puzzle's number track; a stretch question beside the last board
        after the blanks (``stretch_beside``) or at the foot, across the page."""
        heading, question = words(width)
        parts: list[Flowable] = [*heading, *rules, *question, *support_flowables(puzzle, st)]
        for board in boards[:-1]:
            parts += [board, Spacer(1, 1.5 * gap * mm)]
        last = boards[-1]
        side = [blanks_drawing(blanks, sizes, room, box)] if blanks else []
        foot = stretch(width)
        if stretch_beside:
            side, foot = side + stretch(room), []
        if not side:
            parts.append(last)
        elif room >= max(label_w, _line_min(sizes)):
            parts.append(side_by_side([last, side], [board_w + 6, room], valign="MIDDLE"))
        else:     # lines as long as the label needs (boxes: in one row if they fit)
            wide = width if boxes else min(width, max(label_w + 2 + _line_min(sizes),
                                                      width * 0.6))
            parts += [last, Spacer(1, 1 * gap * mm), blanks_drawing(blanks, sizes, wide, box)]
            foot = stretch(width)       # no column beside the board: the stretch goes under
        return parts + across() + foot

    # words beside a board want a column of 15 letters or more; of the ways that fit, the
    # shortest is used
    column = BESIDE_EMS * sizes.body / PT_PER_MM
    steps = (True, False) if has_first_step else (True,)
    layouts = [above()]
    if has_stretch and room >= column:
        layouts.append(above(stretch_beside=True))
    if room >= column:
        for step_beside in steps:
            for at in (("column", "under") if blanks else ("column",)):
                layouts.append(beside(at, step_beside=step_beside))
                if has_stretch and at == "column":
                    layouts.append(beside(at, step_beside=step_beside, stretch_beside=True))
    for per_row in sorted({boxes, -(-boxes // 2)} - {0}) if len(boards) == 1 else ():
        if width - max(board_w, per_row * (_box_side(sizes, box) + 2)) - 6 >= column:
            for step_beside in steps:
                layouts.append(beside("left", per_row, step_beside=step_beside))
                if has_stretch:
                    layouts.append(beside("left", per_row, step_beside=step_beside,
                                          stretch_beside=True))
    parts = min(layouts, key=lambda flowables: _height(flowables, width))
    parts.append(Spacer(1, 2 * gap * mm))
    return figure(name, parts)


def _height(flowables: list[Flowable], width: float) -> float:
    """How tall ``flowables`` are, one under another, in a frame ``width`` mm wide (pt)."""
    return sum(f.wrap(width * mm, 10_000 * mm)[1] + f.getSpaceBefore() + f.getSpaceAfter()
               for f in flowables)


def _rules_box(title: str, lines: list[str], st: Styles, width: float,
               pad: float = 3.0) -> Flowable:
    return boxed([st.para(title, st.bold), *[st.para(line) for line in lines]], width=width,
                 pad=pad)


# A translated sheet that still needs room when its puzzles are fitted (``snug``): the space
# between the top's boxes and their padding, mm (2 and 3 otherwise); its title is then set at
# the size of a puzzle's heading.
SNUG_GAP = 0.8
SNUG_PAD = 2.0


def worksheet_part(sheet: Worksheet, *, paper: str = "a4", large_print: bool = False,
                   dots: bool = False, tight: int = 0, snug: bool = False,
                   write_tight: int | None = None) -> Part:
    """A student's pages: title, name and date, "I can ...", the rules in force, the puzzles.

    The rules of the sheet's main game (the one most puzzles are played in) go at the top; a
    game played in one puzzle only has its rules printed with that puzzle, except in large
    print, where every game's rules go at the top: a puzzle and its own rules together are
    then too tall to share a page with another puzzle. ``tight`` and ``snug``: see
    :func:`fitted_part`; ``write_tight`` (a translation) sizes the boards to write in as
    ``tight`` would (the English sheet's), whatever ``tight`` the rest is set at."""
    left, _top, right, _bottom = Document.content_box(paper, False, "none")
    width = right - left
    sizes = sizes_for(sheet.level, large_print)
    # a support or stretch sheet that would not fit (see fitted_part): step 1 closes up the
    # gaps in its puzzles, step 2 makes the boards a little smaller too, ... A board to
    # write in never gets smaller than its level's write-in size (WRITE_IN).
    scale = 1 - TIGHTER * (tight // 2)
    sizes = replace(sizes, pit=sizes.pit * scale)
    st = Styles(sizes)
    gap, pad = (SNUG_GAP, SNUG_PAD) if snug else (2.0, 3.0)
    dots = dots or sheet.tier == "support"      # support sheets always draw small counts
    # TRANSLATORS: a worksheet's title: "Mancala puzzles: Explorer" (the level).
    out: list[Flowable] = [st.para(_("Mancala puzzles: {level}",
                                     level=level_name(sheet.level)),
                                   st.heading if snug else st.title),
                           name_and_date(st.sizes, width), Spacer(1, gap * mm)]
    if sheet.level.i_can:
        out += [figure(f"{sheet.id} I can", [i_can_box(sheet.level, st, width, snug=snug)]),
                Spacer(1, gap * mm)]
    games = rules_lines(sheet)
    main = max(games, key=lambda g: len(g[2]), default=None)
    with_puzzle: dict[int, list[Flowable]] = {}
    for game in games:
        title, lines, numbers = game
        if game is main or len(numbers) > 1 or large_print:
            out.append(figure(f"{sheet.id} {title}", [_rules_box(title, lines, st, width,
                                                                 pad)]))
            out.append(Spacer(1, gap * mm))
        else:
            with_puzzle[numbers[0]] = [_rules_box(title, lines, st, width, pad),
                                       Spacer(1, (SNUG_GAP if snug else 1.5) * mm)]
    write_scale = scale if write_tight is None else 1 - TIGHTER * (write_tight // 2)
    write_in = write_in_sizes(sheet.level, large_print, scale=write_scale)
    for number, puzzle in enumerate(sheet.puzzles, 1):
        out.append(puzzle_flowable(sheet, number, puzzle, st, width,
                                   with_puzzle.get(number, []), dots=dots, write_in=write_in,
                                   compact=tight % 2 == 1))
    # large print: the pages after the first evened out, half full at least where they can be
    return Part(f"worksheet {sheet.id}", out, bars="none", footer=sheet_footer(sheet),
                min_fill=LARGE_MIN_FILL if large_print else Part.min_fill)


def sheet_footer(sheet: Worksheet) -> str:
    """The small line at the foot of a child's page: the sheet id, and the version when it is
    not the core one (the same id in every version)."""
    if sheet.tier == "core":
        return _("Sheet {id}", id=sheet.id)
    # TRANSLATORS: {tier} is "support" or "stretch".
    return _("Sheet {id}, {tier} version", id=sheet.id, tier=tier_name(sheet.tier))


# --- the teacher's key --------------------------------------------------------------------------

def teacher_notes(sheets: list[Worksheet]) -> list[str]:
    """What the teacher needs beside the answers: the level, how the sheets were made, how to
    make one again, and why the solitaire boards repeat."""
    level = sheets[0].level
    games = sorted({p.game for s in sheets for p in s.puzzles if _rules(p.game) is not None})
    _level, seed, number = parse_id(sheets[0].id)
    tier = sheets[0].tier
    name = level_name(level)
    if tier == "core":
        again = _("Each sheet's id is printed at the foot of the student's page: {id} is sheet "
                  "{number} of the {level} set with class-set number {seed}. To print one sheet "
                  "again (on A4 or Letter, or in large print), give its id on the classroom "
                  "site's Make printables page, under Worksheets. To print the whole set "
                  "again, choose the same level and class-set number ({seed}) there, for as "
                  "many students.", id=sheets[0].id, number=number, level=name, seed=seed)
    else:
        again = _("Each sheet's id is printed at the foot of the student's page: {id} is sheet "
                  "{number} of the {level} set with class-set number {seed}. To print one sheet "
                  "again (on A4 or Letter, or in large print), give its id on the classroom "
                  "site's Make printables page, under Worksheets, and choose the {tier} "
                  "version. To print the whole set again, choose the same level, the {tier} "
                  "version and class-set number ({seed}) there, for as many students.",
                  id=sheets[0].id, number=number, level=name, seed=seed, tier=tier_name(tier))
    # TRANSLATORS: a game, its seeds and pits, and the rule sheet that goes with it: "Kalah,
    # 2 seeds in each pit, 6 pits a side: the Kalah rule sheet, with no house rules".
    rules = [_("{game}, {spec}: {sheet}", game=_capital(game_title(variant(g).title)),
               spec=_spec_words(g), sheet=_rule_sheet_words(g)) for g in games]
    notes = [f"{_capital(grade_band(level))}. {description(level)}",
             tier_note(tier, any(p.support is not None and p.kind in SMALLER_KINDS
                                 for s in sheets for p in s.puzzles)),
             # TRANSLATORS: {rules} are the games' rules, separated by "; ".
             _("Rules on the sheets: {rules}.", rules=_semicolons(rules)),
             _("Every answer was worked out by the computer, playing the rules seed by seed, "
               "and a puzzle is only used when it has exactly one right answer."),
             again]
    if level.i_can:
        notes.append(_("At the top of each sheet: {lines}", lines=" ".join(i_can(level))))
    if sheets[0].challenge:
        what = (_(_KIND_WORDS[level.challenge]) if level.challenge in _KIND_WORDS
                else level.challenge.replace("_", " "))
        notes.append(_("The last puzzle of each sheet, marked with a star, is the challenge "
                       "for those who finish early: {what}.", what=what))
    if any(p.kind == "sow_and_count" for s in sheets for p in s.puzzles):
        notes.append(_("Fill-in boards (sow and count) have a blank on every place the move "
                       "changes and on one or two it does not (the pit just past the last "
                       "seed, South's store), so the blanks do not give away where the seeds "
                       "go; each answer names those."))
    cycle = solitaire_cycle(level)
    if any(p.kind == SOLITAIRE for p in sheets[0].puzzles):
        notes.append(_("The solitaire boards repeat every {count} sheets on purpose: for each "
                       "number of seeds there is exactly one board that can be cleared, and "
                       "this level uses {count} numbers of seeds.", count=cycle))
    return notes


def _semicolons(parts) -> str:
    # TRANSLATORS: what joins two clauses or list items: "; " (French: a no-break space,
    # then "; ").
    return pgettext("punctuation", "; ").join(parts)


def standards_lines(level: Level) -> list[str]:
    """One line per curriculum objective: the code, its words, and the puzzle practising it."""
    # TRANSLATORS: {framework} and {code}: "Common Core 4.OA.A.3"; {objective} the
    # objective; {practised} the puzzle that practises it (ends with a full stop).
    return [_("{framework} {code}: {objective}. Practised by: {practised}",
              framework=framework_name(s.framework), code=s.code, objective=s.words,
              practised=_sentence(s.practised_by))
            for s in standards(level)]


def _sentence(words: str) -> str:
    """``words`` ended with a full stop, unless they end in one already ("what went wrong?")."""
    return words if words.rstrip().endswith((".", "?", "!")) else words + "."


# The challenges, for the key (English; translated where they are read).
_KIND_WORDS = {
    # TRANSLATORS: each finishes "... is the challenge for those who finish early: ...".
    "last_seed": N_("where the last seed lands when the sowing goes past South's store"),
    "extra_turn_pattern": N_("every number of seeds from 1 to 40 that gives an extra turn "
                             "from one pit (the +13 pattern)"),
    "oware_lap": N_("where the last seed lands after an Oware lap (a lap of 11)"),
    "four_lap": N_("where the last seed lands when a pile of 26 to 30 seeds goes once round "
                   "the four-sided board (25 places: every other pit, the mover's own store "
                   "and back into the pit sown) and on"),
}


def _spec_words(spec: str) -> str:
    rules = variant(spec)
    if rules.sides == 2:
        return ngettext("{n} seed in each pit, {count} pits a side",
                        "{n} seeds in each pit, {count} pits a side", rules.seeds_per_pit,
                        count=rules.pits_per_side)
    return ngettext("{n} seed in each pit, {count} pits a row",
                    "{n} seeds in each pit, {count} pits a row", rules.seeds_per_pit,
                    count=rules.pits_per_side)


def _rule_sheet_words(spec: str) -> str:
    """Which rule sheet goes with a game, in a teacher's words: its house rules as the
    classroom site's Make printables page names them (the glossary's words), never the
    option codes."""
    name, *options = spec.split()
    title = game_title(variant(name).title.split(" (")[0])
    if not options:
        # TRANSLATORS: {game} is a game's name inside a sentence ("Kalah", French "kalah").
        return _("the {game} rule sheet, with no house rules", game=title)
    said = []
    for option in options:
        key, _eq, value = option.partition("=")
        shown = value if value.lstrip("-").isdigit() else choice_words(key, value)
        try:
            what = option_name(key)
        except KeyError:
            what = key
        # TRANSLATORS: a house rule as the Make printables page names it, quoted:
        # "“Seeds in each pit: 2”".
        said.append(pgettext("quoted", "\u201c{name}: {value}\u201d", name=what, value=shown))
    return ngettext("the {game} rule sheet with the house rule {rules} (chosen under House "
                    "rules on the classroom site's Make printables page)",
                    "the {game} rule sheet with the house rules {rules} (chosen under House "
                    "rules on the classroom site's Make printables page)", len(said),
                    game=title, rules=and_list(said))


# The teacher's key is laid out with 1.4 leading; in a language whose words run longer, a
# key that would take more pages than the English one is set tighter, the same type size.
KEY_LEADING = (LEADING, 1.3, 1.2, 1.15)


def _key_styles(large_print: bool, leading: float = LEADING) -> Styles:
    st = Styles(LARGE if large_print else REGULAR)
    if leading != LEADING:
        size = st.sizes.body
        for name in ("body", "bold", "bullet", "note"):
            setattr(st, name, getattr(st, name).clone(name, leading=size * leading,
                                                      spaceAfter=size * 0.08))
    return st


def key_flowables(sheet: Worksheet, st: Styles, width: float) -> list[Flowable]:
    out: list[Flowable] = []
    # TRANSLATORS: the heading of one sheet's answers in the key.
    head = st.para(_("Worksheet {id}", id=sheet.id), st.bold)
    for number, puzzle in enumerate(sheet.puzzles, 1):
        parts: list[Flowable] = [head] if number == 1 else []
        game = game_name(puzzle.game)
        lead = (_("Puzzle {number} ({game}, challenge):", number=number, game=game)
                if number == sheet.challenge else
                _("Puzzle {number} ({game}):", number=number, game=game))
        parts.append(st.lead(lead, puzzle.answer_text, st.heading))
        if "answer_board" in puzzle.extra:
            parts.append(board_drawing(puzzle.extra["answer_board"], st.sizes,
                                       name=f"key {sheet.id} {number}"))
        parts += st.bullets(list(puzzle.explanation))
        if puzzle.stretch is not None:
            answer, working = stretch_key_lines(puzzle)
            # TRANSLATORS: leads the answer to a puzzle's stretch question in the key.
            parts += [st.lead(pgettext("label", "Stretch:"), answer), *st.bullets(working)]
        out.append(figure(f"key {sheet.id} puzzle {number}", parts))
    out.append(Spacer(1, 4 * mm))
    return out


def key_part(sheets: list[Worksheet], *, paper: str = "a4", large_print: bool = False,
             leading: float = LEADING) -> Part:
    """The teacher's answer keys for a class set, one sheet after another (less paper);
    ``leading`` under 1.4 sets them tighter (see :data:`KEY_LEADING`)."""
    left, _top, right, _bottom = Document.content_box(paper, False, "across")
    width = right - left
    level = sheets[0].level
    st = _key_styles(large_print, leading)
    tier = sheets[0].tier
    name = level_name(level)
    title = (_("Answer keys: {level} level", level=name) if tier == "core" else
             _("Answer keys: {level} level ({tier} version)", level=name,
               tier=tier_name(tier)))
    out: list[Flowable] = [
        st.para(title, st.title),
        boxed([st.para(_("For the teacher"), st.bold), *st.bullets(teacher_notes(sheets))],
              width=width, split=True),
        Spacer(1, 2 * mm)]
    if level.standards:
        out += [boxed([st.para(_("Standards this level serves"), st.bold),
                       *st.bullets(standards_lines(level))], width=width, split=True),
                Spacer(1, 2 * mm)]
    for sheet in sheets:
        out += key_flowables(sheet, st, width)
    ids = _ids(sheets)
    footer = (_("Answer keys {ids}", ids=ids) if tier == "core" else
              _("Answer keys {ids}, {tier} version", ids=ids, tier=tier_name(tier)))
    return Part(f"keys {_ids_data(sheets)}", out, bars="across", footer=footer)


def _ids(sheets: list[Worksheet]) -> str:
    """"explorer-7-1", or "explorer-7-1 to explorer-7-30", in the language in use."""
    if len(sheets) == 1:
        return sheets[0].id
    # TRANSLATORS: the first and the last sheet of a class set.
    return _("{first} to {last}", first=sheets[0].id, last=sheets[-1].id)


def _ids_data(sheets: list[Worksheet]) -> str:
    return sheets[0].id if len(sheets) == 1 else f"{sheets[0].id} to {sheets[-1].id}"


# --- documents ----------------------------------------------------------------------------------

GRID_FROM = 12       # sheets: a class set this big opens its key with the answer grid
TIGHTER = 0.07       # each step of fitting makes a tier sheet's pits this much smaller
MOST_TIGHT = {False: 5, True: 7}   # steps: regular print, large print
# A translated sheet may go two steps further (its words run longer than the English ones).
MOST_TIGHT_TRANSLATED = {False: 7, True: 9}
PAGES_A_SHEET = {False: 2, True: 4}     # a student's sheet: one sheet of paper, or two in
                                        # large print


def fitted_part(sheet: Worksheet, *, paper: str = "a4", large_print: bool = False,
                dots: bool = False) -> Part:
    """A student's sheet. Each puzzle is laid out the shortest way it can be (words above or
    beside its boards, see :func:`puzzle_flowable`); a support or stretch sheet that would
    still take more than one sheet of paper (two in large print) tries, in turn, its
    puzzles' gaps closed up and boards a little smaller, a step at a time, boards to write
    in never below their write-in size; the first way that fits is used (or the shortest,
    if none does). A sheet in another language than English is fitted the same way to take
    no more pages than the English sheet."""
    snug, write_tight = False, None
    if current_language() == SOURCE_LANGUAGE:
        tight = _english_tight(sheet, paper, large_print, dots)
    else:
        tight, snug = _translated_fit(sheet, paper, large_print, dots)
        write_tight = _english_fit(sheet.id, sheet.tier, paper, large_print, dots)[0]
    return worksheet_part(sheet, paper=paper, large_print=large_print, dots=dots,
                          tight=tight, snug=snug, write_tight=write_tight)


def _laid_out(sheet: Worksheet, paper: str, large_print: bool, dots: bool,
              tight: int, snug: bool = False,
              write_tight: int | None = None) -> tuple[int, int, int]:
    """(figures split, pages, pages less than a third full) of ``sheet`` at ``tight``."""
    trial = worksheet_part(sheet, paper=paper, large_print=large_print, dots=dots,
                           tight=tight, snug=snug, write_tight=write_tight)
    doc = Document(io.BytesIO(), paper=paper).render([trial])
    split = sum(1 for f in doc.figures.values() if f.split)
    thin = sum(1 for f in doc.fill.values() if f < Document.MIN_FILL)
    return split, doc.counts[trial.key], thin


def _english_tight(sheet: Worksheet, paper: str, large_print: bool, dots: bool) -> int:
    """How tight the English sheet is set (0 for a core sheet: it is never fitted)."""
    if sheet.tier == "core":
        return 0
    scores: dict[int, tuple[int, int, int]] = {}

    def fits(tight: int) -> bool:
        scores[tight] = split, pages, thin = _laid_out(sheet, paper, large_print, dots, tight)
        return split == 0 and thin == 0 and pages <= PAGES_A_SHEET[large_print]

    most = MOST_TIGHT[large_print]
    # the steps in between are tried only when the last one fits: a sheet whose boards to
    # write in keep it long (they never shrink) is not laid out six times for nothing
    if fits(0):
        return 0
    if fits(most):
        return next(t for t in range(1, most + 1) if t == most or fits(t))
    return min(scores, key=lambda t: (scores[t], t))


@lru_cache(maxsize=256)
def _english_fit(sheet_id: str, tier: str, paper: str, large_print: bool,
                 dots: bool) -> tuple[int, int, int]:
    """(tight, pages, thin pages) of the English sheet ``sheet_id`` at ``tier``: what a
    translation of it keeps to."""
    with use_language(SOURCE_LANGUAGE):
        level, seed, number = parse_id(sheet_id)
        english = make_worksheet(level, seed, number, tier)
        tight = _english_tight(english, paper, large_print, dots)
        _split, pages, thin = _laid_out(english, paper, large_print, dots, tight)
        return tight, pages, thin


def _translated_fit(sheet: Worksheet, paper: str, large_print: bool,
                    dots: bool) -> tuple[int, bool]:
    """(tight, snug): the loosest way, from the English sheet's step on, in which a
    translated sheet takes no more pages than the English one, splits no puzzle and leaves
    no more pages thin: its puzzles fitted a step at a time (the boards to write in keep
    the English sheet's size), then the same with the top of the sheet snug
    (:data:`SNUG_GAP`); or the best there is."""
    start, pages, thin = _english_fit(sheet.id, sheet.tier, paper, large_print, dots)
    most = MOST_TIGHT_TRANSLATED[large_print]
    ways = ([(t, False) for t in range(start, most + 1)]
            + [(t, True) for t in range(start, most + 1)])
    scores: dict[tuple[int, bool], tuple] = {}

    def fits(way: tuple[int, bool]) -> bool:
        split, got, sparse = _laid_out(sheet, paper, large_print, dots, *way,
                                       write_tight=start)
        scores[way] = (got > pages, split, sparse > thin, got)
        return not any(scores[way][:3])

    # the ways in between are tried only when the last one fits
    if fits(ways[0]):
        return ways[0]
    if fits(ways[-1]):
        return next(w for w in ways[1:] if w == ways[-1] or fits(w))
    return min(scores, key=lambda w: (scores[w], ways.index(w)))


def _document_title(level: Level, tier: str, key: bool) -> str:
    name = level_name(level).lower()
    if tier == "core":
        return (_("Mancala puzzles, {level} level: answer keys", level=name) if key else
                _("Mancala puzzles, {level} level: worksheets", level=name))
    version = tier_name(tier)
    return (_("Mancala puzzles, {level} level ({tier} version): answer keys", level=name,
              tier=version) if key else
            _("Mancala puzzles, {level} level ({tier} version): worksheets", level=name,
              tier=version))


def _key_parts(sheets: list[Worksheet], paper: str, large_print: bool,
               leading: float = LEADING) -> list[Part]:
    # a class set: every answer on one page first, then the worked keys
    grid = [answer_grid_part(sheets, paper=paper)] if len(sheets) >= GRID_FROM else []
    return grid + [key_part(sheets, paper=paper, large_print=large_print, leading=leading)]


@lru_cache(maxsize=64)
def _english_key_pages(ids: tuple[str, ...], tier: str, paper: str, large_print: bool) -> int:
    """How many pages the English keys of the sheets ``ids`` take."""
    with use_language(SOURCE_LANGUAGE):
        sheets = [make_worksheet(*parse_id(i), tier) for i in ids]
        return Document(io.BytesIO(), paper=paper).render(
            _key_parts(sheets, paper, large_print)).page_count


def worksheets_document(target: str | IO[bytes], sheets: list[Worksheet], *, key: bool,
                        paper: str | None = None, large_print: bool = False,
                        dots: bool = False, language: str | None = None) -> Document:
    """Lay out and write the students' sheets or the teacher's keys (see
    :func:`worksheets_pdf`)."""
    with use_language(language):
        paper = paper or default_paper(language)
        sheets = in_language(sheets)
        level = sheets[0].level
        doc = Document(target, paper=paper, title=_document_title(level, sheets[0].tier, key))
        if key:
            leading = LEADING
            if current_language() != SOURCE_LANGUAGE:
                # as many pages as the English keys take, set tighter if the words need it
                goal = _english_key_pages(tuple(s.id for s in sheets), sheets[0].tier, paper,
                                          large_print)
                for leading in KEY_LEADING:
                    trial = Document(io.BytesIO(), paper=paper).render(
                        _key_parts(sheets, paper, large_print, leading))
                    if trial.page_count <= goal:
                        break
            return doc.render(_key_parts(sheets, paper, large_print, leading))
        return doc.render([fitted_part(s, paper=paper, large_print=large_print, dots=dots)
                           for s in sheets])


def worksheets_pdf(target: str | IO[bytes], sheets: list[Worksheet], *, key: bool,
                   paper: str | None = None, large_print: bool = False, dots: bool = False,
                   language: str | None = None) -> int:
    """Students' worksheets (``key=False``) or the teacher's answer keys; returns pages.
    Every word is in ``language`` (None: the language in use; sheets made in another are
    made again in it, the same puzzles); ``paper`` is ``a4`` or ``letter``, by default the
    paper of the language's region (:func:`mancala_teach.i18n.default_paper`)."""
    return worksheets_document(target, sheets, key=key, paper=paper,
                               large_print=large_print, dots=dots,
                               language=language).page_count


def render_set(sheets: list[Worksheet], *, paper: str | None = None,
               large_print: bool = False, base_seed: int | None,
               dots: bool = False, language: str | None = None) -> tuple[bytes, bytes, bytes]:
    """(students' PDF, teacher's key PDF, JSON) as bytes, ready to write. ``dots`` draws
    counts of 6 or fewer on the students' boards as dots (the key keeps numerals). Every
    word is in ``language`` (None: the language in use), the JSON's too."""
    with use_language(language):
        paper = paper or default_paper(language)
        sheets = in_language(sheets)
        student, teacher = io.BytesIO(), io.BytesIO()
        worksheets_pdf(student, sheets, key=False, paper=paper, large_print=large_print,
                       dots=dots)
        worksheets_pdf(teacher, sheets, key=True, paper=paper, large_print=large_print)
        return (student.getvalue(), teacher.getvalue(),
                worksheet_json(sheets, base_seed=base_seed))


__all__ = ["LEVEL_SIZES", "board_drawing", "game_name", "key_part", "render_set",
           "rules_lines", "teacher_notes", "worksheet_part", "worksheets_document",
           "worksheets_pdf"]
