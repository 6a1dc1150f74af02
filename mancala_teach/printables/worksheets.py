"""Worksheet and answer-key PDFs for the sheets made in :mod:`mancala_teach.puzzles.sheets`.

A student's page carries only what a child needs: the title, name and date lines, the level's
"I can ..." statements, the rules of the game the puzzles are played in, the puzzles (the last
one a challenge, marked with a drawn star), and a small sheet id at the foot. Everything for
the teacher (the level's aims and the standards it serves, the command that makes a sheet
again, the rules' sources, the answers with a worked explanation) is on the answer key.

Pages are laid out generically from the puzzle data, so a new puzzle kind needs no change
here: its ``question`` lines, its ``boards``, the ``blanks`` to write in and the rule topics
it ``uses`` say everything a page prints. Each puzzle stays on one page with its boards.
"""

from __future__ import annotations

import io
import math
from dataclasses import replace
from typing import IO


from ..layout import BoardLayout, board_layout
from ..puzzles.generators import Board, Puzzle
from ..puzzles.levels import Level
from ..puzzles.sheets import Worksheet, solitaire_cycle, worksheet_json
from ..puzzles.tiers import SMALLER_KINDS
from ..render.pdf import PT_PER_MM, Painter, draw_board, text_width
from ..rules import Rules
from ..variants import variant
from .document import (Document, Drawing, Flowable, LARGE, Part, REGULAR, Spacer, Styles,
                       TypeSizes, boxed, figure, mm, side_by_side)
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
    """What a child reads for a puzzle's game: "Kalah", "Oware", "Solitaire"."""
    if spec.split()[0] == SOLITAIRE:
        return "Solitaire"
    return variant(spec).title.split(" (")[0]


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
        out.append((f"{game_name(spec)} rules ({_puzzle_list(numbers)})", lines, numbers))
    return out


def _puzzle_list(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return f"puzzle {numbers[0]}"
    return "puzzles " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


# --- drawings -----------------------------------------------------------------------------------

# The square board is about 12.6 pits across and as tall: at these pit sizes two puzzles on
# it fit a page (regular print), or one (large print).
SQUARE_PIT = {12.5: 7.0, 16.5: 10.0}


def _layout(board: Board, pit: float) -> BoardLayout:
    if len(board.stores) > 2:
        pit = SQUARE_PIT.get(pit, pit * 0.7)
    g = pit * 0.28              # room between the rows for two sowing arrows
    label = max(5.5, pit * 0.5)
    if board.single_row:
        return board_layout(len(board.pits), pit_diameter=pit, gap=g, stores=True,
                            label_space=label)
    return board_layout(variant(board.variant), pit_diameter=pit, gap=g, label_space=label)


DOTS_UP_TO = 6     # the --dots option: counts up to 6 as dice patterns (subitising range)


def board_drawing(board: Board, sizes: TypeSizes, *, name: str, dots: bool = False) -> Drawing:
    """A puzzle's board; a captioned board says its caption ("Before") in its top-left
    corner, above North's store. ``dots`` draws counts of 6 or fewer as dots."""
    layout = _layout(board, sizes.pit)
    label = max(10.0, sizes.count * 0.75)

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=board.pits,
                   stores=(board.stores[0], None) if board.single_row else board.stores,
                   rows=(0,) if board.single_row else None,
                   count_size=sizes.count, label_size=label,
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


def blanks_drawing(labels: tuple[str, ...], sizes: TypeSizes, width: float) -> Drawing:
    """Labelled lines to write an answer on ("Pit ____"), the label above its line when the
    space is narrow; unlabelled blanks are boxes in a row (the order of a solitaire's moves).
    """
    return Drawing(lambda p: _draw_blanks(p, labels, sizes, width),
                   size=(width, _blanks_height(labels, sizes, width)), name="blanks")


def _blank_widths(labels: tuple[str, ...], sizes: TypeSizes) -> list[float]:
    return [text_width(b, sizes.body, bold=True) for b in labels]


def _style(labels: tuple[str, ...], sizes: TypeSizes, width: float) -> str:
    """How labelled blanks fit ``width``: all on one line ("row"), one a line ("lines"), or
    each label above its line ("stacked")."""
    widths = _blank_widths(labels, sizes)
    if sum(w + 22 for w in widths) + 4 * (len(widths) - 1) <= width:
        return "row"
    if max(widths + [0.0]) + 22 <= width:
        return "lines"
    return "stacked"


def _draw_blanks(p: Painter, labels: tuple[str, ...], sizes: TypeSizes, width: float) -> None:
    size = sizes.body
    em = size / PT_PER_MM
    ink = p.colours["text"]
    if labels and not any(labels):
        box = em * 1.7
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


def _blanks_height(labels: tuple[str, ...], sizes: TypeSizes, width: float) -> float:
    em = sizes.body / PT_PER_MM
    if labels and not any(labels):
        box = em * 1.7
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

    def draw(p: Painter) -> None:
        em = size / PT_PER_MM
        y = em * 1.2
        w = p.text(0, y, "Name", size=size, bold=True)
        split = width * 0.62
        p.line(w + 2, y + 0.8, split - 6, y + 0.8, colour=p.colours["text"], width=0.35)
        w = p.text(split, y, "Date", size=size, bold=True)
        p.line(split + w + 2, y + 0.8, width, y + 0.8, colour=p.colours["text"], width=0.35)

    return Drawing(draw, size=(width, size / PT_PER_MM * 1.8), name="name and date")


# --- the students' pages ------------------------------------------------------------------------

def challenge_mark(sizes: TypeSizes) -> Drawing:
    """A drawn star and the word "Challenge" (the type has no star), above a puzzle's
    heading."""
    size = sizes.heading
    em = size / PT_PER_MM

    def draw(p: Painter) -> None:
        r = em * 0.5
        points = [(r + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5),
                   r * 1.05 - (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5))
                  for k in range(10)]
        p.polygon(points, fill=p.colours["text"], what="challenge star")
        p.text(2 * r + 1.5, em * 0.85, "Challenge", size=size, bold=True)

    width = em + 1.5 + text_width("Challenge", size, bold=True)
    return Drawing(draw, size=(width, em * 1.15), name="challenge")


def i_can_box(level: Level, st: Styles, width: float) -> Flowable:
    """The level's "I can ..." statements, at the top of each worksheet, in two columns (the
    sheet must stay one sheet of paper)."""
    lines = [st.para(line) for line in level.i_can]
    half = (len(lines) + 1) // 2
    inner = width - 6
    return boxed([side_by_side([lines[:half], lines[half:]], [inner / 2, inner / 2])],
                 width=width)


def puzzle_flowable(sheet: Worksheet, number: int, puzzle: Puzzle, st: Styles,
                    width: float, rules: list[Flowable] = (), *,
                    dots: bool = False, compact: bool = False) -> Flowable:
    """One puzzle kept on one page: its heading, the rules of its game when they are not at
    the top of the sheet, its question (one instruction a line), its boards and the blanks
    for the answer. The question and blanks go beside the boards when there is room."""
    sizes = st.sizes
    name = f"{sheet.id} puzzle {number}"
    heading: list[Flowable] = [st.para(f"Puzzle {number} \u00b7 {game_name(puzzle.game)}",
                                       st.heading)]
    if number == sheet.challenge:
        heading.insert(0, challenge_mark(sizes))
    question = [st.para(line) for line in puzzle.lines]
    boards = [board_drawing(b, sizes, name=name, dots=dots) for b in puzzle.boards]
    # the support and stretch tiers (see .tier_pages): a worked first step after the
    # question, a number track across the page under the boards, a stretch question last
    first_step = support_flowables(puzzle, st)
    track = support_track(puzzle, st, width)
    blanks = puzzle.blanks
    board_w = max(b.size[0] for b in boards)
    room = width - board_w - 6
    label_w = max([text_width(b, sizes.body, bold=True) for b in blanks] + [0.0])
    parts: list[Flowable] = []
    beside_fits = room >= 55 * sizes.body / 12
    if beside_fits and compact:
        # a sheet short of room: words across the page above the boards when, beside them,
        # they would stand taller than the boards
        words = [*heading, *question, *first_step]
        beside_fits = _height(words, room) <= 1.1 * _height(boards, board_w)
    if beside_fits:
        # each board with words beside it: the heading and question by the first board,
        # the blanks by the last
        parts += rules
        beside: list[list[Flowable]] = [[] for _ in boards]
        beside[0] += [*heading, *question]
        if first_step and _height(beside[0] + first_step, room) > _height(
                boards[:1], board_w) * (1 if len(boards) > 1 else 0.8):
            across, first_step = first_step, []     # no room beside: across, under the boards
        else:
            across = []
        beside[0] += first_step
        under: list[Flowable] = []
        if blanks:
            words_h = sum(f.wrap(room * mm, 1000)[1] + f.getSpaceAfter() for f in beside[-1])
            if len(boards) == 1 and boards[0].size[1] * mm < words_h * 0.6:
                # a low board (a solitaire row) and a long question: blanks under the board
                under = [Spacer(1, 2 * mm), blanks_drawing(blanks, sizes, board_w)]
            else:
                beside[-1] += [Spacer(1, 2 * mm), blanks_drawing(blanks, sizes, room)]
        stretch = stretch_flowables(puzzle, st, room, blanks_drawing)
        if stretch and _height(beside[-1] + stretch, room) > _height(
                [boards[-1], *under], board_w) + (sum(b.size[1] for b in boards[:-1]) + 2
                                                  if len(boards) > 1 else 0):
            stretch = []                 # no room beside the boards: across the page
        beside[-1] += stretch
        for i, (board, words) in enumerate(zip(boards, beside)):
            if i:
                parts.append(Spacer(1, 1.5 * mm))
            left = [board, *under] if i == len(boards) - 1 else [board]
            parts.append(side_by_side([left, words or [Spacer(1, 1)]],
                                      [board_w + 6, room], valign="MIDDLE"))
        parts += [*across, *track]
        if not stretch:
            parts += stretch_flowables(puzzle, st, width, blanks_drawing)
    else:
        parts += [*heading, *rules, *question, *first_step]
        for board in boards[:-1]:
            parts += [board, Spacer(1, 1.5 * mm)]
        last = boards[-1]
        side = [blanks_drawing(blanks, sizes, room)] if blanks else []
        stretch = stretch_flowables(puzzle, st, width, blanks_drawing)
        if stretch and room >= 45:
            # the stretch question beside the last board, when it keeps about its height
            narrow = stretch_flowables(puzzle, st, room, blanks_drawing)
            if _height(side + narrow, room) <= _height([last], board_w) + 10 * mm:
                side, stretch = side + narrow, []
        if not side:
            parts.append(last)
        elif room >= max(label_w, 30):
            parts.append(side_by_side([last, side], [board_w + 6, room], valign="MIDDLE"))
        else:
            parts += [last, Spacer(1, 1 * mm),
                      blanks_drawing(blanks, sizes, min(width, max(label_w + 50, width * 0.6)))]
        parts += [*track, *stretch]
    parts.append(Spacer(1, 3 * mm))
    return figure(name, parts)


def _height(flowables: list[Flowable], width: float) -> float:
    """How tall ``flowables`` are, stacked in a column ``width`` mm wide (in points)."""
    return sum(f.wrap(width * mm, 10000)[1] + f.getSpaceBefore() + f.getSpaceAfter()
               for f in flowables)


def _rules_box(title: str, lines: list[str], st: Styles, width: float) -> Flowable:
    return boxed([st.para(title, st.bold), *[st.para(line) for line in lines]], width=width)


def worksheet_part(sheet: Worksheet, *, paper: str = "a4", large_print: bool = False,
                   dots: bool = False, tight: int = 0) -> Part:
    """A student's pages: title, name and date, "I can ...", the rules in force, the puzzles.

    The rules of the sheet's main game (the one most puzzles are played in) go at the top; a
    game played in one puzzle only has its rules printed with that puzzle."""
    left, _, right, _ = Document.content_box(paper, False, "none")
    width = right - left
    sizes = sizes_for(sheet.level, large_print)
    # a support or stretch sheet that would not fit (see fitted_part): step 1 puts words
    # above boards they would outgrow, step 2 makes the boards a little smaller too, ...
    if tight >= 2:
        sizes = replace(sizes, pit=sizes.pit * (1 - TIGHTER * (tight // 2)))
    st = Styles(sizes)
    dots = dots or sheet.tier == "support"      # support sheets always draw small counts
    out: list[Flowable] = [st.para(f"Mancala puzzles: {sheet.level.name.capitalize()}",
                                   st.title),
                           name_and_date(st.sizes, width), Spacer(1, 2 * mm)]
    if sheet.level.i_can:
        out += [figure(f"{sheet.id} I can", [i_can_box(sheet.level, st, width)]),
                Spacer(1, 2 * mm)]
    games = rules_lines(sheet)
    main = max(games, key=lambda g: len(g[2]), default=None)
    with_puzzle: dict[int, list[Flowable]] = {}
    for game in games:
        title, lines, numbers = game
        if game is main or len(numbers) > 1:
            out.append(figure(f"{sheet.id} {title}", [_rules_box(title, lines, st, width)]))
            out.append(Spacer(1, 2 * mm))
        else:
            with_puzzle[numbers[0]] = [_rules_box(title, lines, st, width),
                                       Spacer(1, 1.5 * mm)]
    for number, puzzle in enumerate(sheet.puzzles, 1):
        out.append(puzzle_flowable(sheet, number, puzzle, st, width,
                                   with_puzzle.get(number, []), dots=dots,
                                   compact=tight % 2 == 1))
    return Part(f"worksheet {sheet.id}", out, bars="none", footer=sheet_footer(sheet))


def sheet_footer(sheet: Worksheet) -> str:
    """The small line at the foot of a child's page: the sheet id, and the version when it is
    not the core one (the same id in every version)."""
    return f"Sheet {sheet.id}" + ("" if sheet.tier == "core" else f", {sheet.tier} version")


# --- the teacher's key --------------------------------------------------------------------------

def teacher_notes(sheets: list[Worksheet]) -> list[str]:
    """What the teacher needs beside the answers: the level, how the sheets were made, how to
    make one again, and why the solitaire boards repeat."""
    level = sheets[0].level
    games = sorted({p.game for s in sheets for p in s.puzzles if _rules(p.game) is not None})
    tier = sheets[0].tier
    notes = [f"{level.grade_band}. {level.description}",
             tier_note(tier, any(p.support is not None and p.kind in SMALLER_KINDS
                                 for s in sheets for p in s.puzzles)),
             "Rules on the sheets: " + "; ".join(
                 f"{variant(g).title} ({_spec_words(g)}), as on its rule sheet "
                 f"(mancala-teach rules {_rules_command(g)})" for g in games) + ".",
             "Every answer was worked out by the mancala-teach rules engine, and a puzzle is "
             "only used when it has exactly one right answer.",
             "Each sheet's id (at the foot of the student's page) makes it again, on any paper "
             "size: mancala-teach worksheets --id " + sheets[0].id + "."]
    if level.i_can:
        notes.append("At the top of each sheet: " + " ".join(level.i_can))
    if sheets[0].challenge:
        what = _KIND_WORDS.get(level.challenge, level.challenge.replace("_", " "))
        notes.append(f"The last puzzle of each sheet, marked with a star, is the challenge "
                     f"for those who finish early: {what}.")
    if any(p.kind == "sow_and_count" for s in sheets for p in s.puzzles):
        notes.append("Fill-in boards (sow and count) have a blank on every place the move "
                     "changes and on one or two it does not (the pit just past the last seed, "
                     "South's store), so the blanks do not give away where the seeds go; "
                     "each answer names those.")
    cycle = solitaire_cycle(level)
    if any(p.kind == SOLITAIRE for p in sheets[0].puzzles):
        notes.append(f"The solitaire boards repeat every {cycle} sheets on purpose: for each "
                     f"number of seeds there is exactly one board that can be cleared, and "
                     f"this level uses {cycle} numbers of seeds.")
    return notes


def standards_lines(level: Level) -> list[str]:
    """One line per curriculum objective: the code, its words, and the puzzle practising it."""
    return [f"{s.framework} {s.code}: {s.words}. Practised by: {s.practised_by}."
            for s in level.standards]


_KIND_WORDS = {
    "last_seed": "where the last seed lands when the sowing goes past South's store",
    "extra_turn_pattern": "every number of seeds up to 40 that gives an extra turn from one "
                          "pit (the +13 pattern)",
    "oware_lap": "where the last seed lands after an Oware lap (a lap of 11)",
    "four_lap": "where the last seed lands when a pile of 26 to 30 seeds goes once round "
                "the four-sided board (25 places: every other pit, the mover's own store and "
                "back into the pit sown) and on",
}


def _spec_words(spec: str) -> str:
    rules = variant(spec)
    return (f"{rules.seeds_per_pit} seeds in each pit, {rules.pits_per_side} pits a "
            f"{'side' if rules.sides == 2 else 'row'}")


def _rules_command(spec: str) -> str:
    name, *options = spec.split()
    return " ".join([name] + [f"-o {o}" for o in options])


def key_flowables(sheet: Worksheet, st: Styles, width: float) -> list[Flowable]:
    out: list[Flowable] = []
    head = st.lead(f"Worksheet {sheet.id}.", f"Make it again: mancala-teach worksheets --id "
                                              f"{sheet.id}", st.body)
    for number, puzzle in enumerate(sheet.puzzles, 1):
        parts: list[Flowable] = [head] if number == 1 else []
        challenge = ", challenge" if number == sheet.challenge else ""
        parts.append(st.lead(f"Puzzle {number} ({game_name(puzzle.game)}{challenge}):",
                             puzzle.answer_text, st.heading))
        if "answer_board" in puzzle.extra:
            parts.append(board_drawing(puzzle.extra["answer_board"], st.sizes,
                                       name=f"key {sheet.id} {number}"))
        parts += st.bullets(list(puzzle.explanation))
        if puzzle.stretch is not None:
            answer, working = stretch_key_lines(puzzle)
            parts += [st.lead("Stretch:", answer), *st.bullets(working)]
        out.append(figure(f"key {sheet.id} puzzle {number}", parts))
    out.append(Spacer(1, 4 * mm))
    return out


def key_part(sheets: list[Worksheet], *, paper: str = "a4", large_print: bool = False) -> Part:
    """The teacher's answer keys for a class set, one sheet after another (less paper)."""
    left, _, right, _ = Document.content_box(paper, False, "across")
    width = right - left
    level = sheets[0].level
    st = Styles(LARGE if large_print else REGULAR)
    tier = "" if sheets[0].tier == "core" else f" ({sheets[0].tier} version)"
    out: list[Flowable] = [
        st.para(f"Answer keys: {level.name.capitalize()} level{tier}", st.title),
        boxed([st.para("For the teacher", st.bold), *st.bullets(teacher_notes(sheets))],
              width=width),
        Spacer(1, 2 * mm)]
    if level.standards:
        out += [boxed([st.para("Standards this level serves", st.bold),
                       *st.bullets(standards_lines(level))], width=width),
                Spacer(1, 2 * mm)]
    for sheet in sheets:
        out += key_flowables(sheet, st, width)
    ids = sheets[0].id if len(sheets) == 1 else f"{sheets[0].id} to {sheets[-1].id}"
    version = "" if sheets[0].tier == "core" else f", {sheets[0].tier} version"
    return Part(f"keys {ids}", out, bars="across", footer=f"Answer keys {ids}{version}")


# --- documents ----------------------------------------------------------------------------------

GRID_FROM = 12       # sheets: a class set this big opens its key with the answer grid
TIGHTER = 0.07       # each step of fitting makes a tier sheet's pits this much smaller
MOST_TIGHT = {False: 5, True: 7}   # steps: regular print, large print
PAGES_A_SHEET = {False: 2, True: 4}     # a student's sheet: one sheet of paper, or two in
                                        # large print


def fitted_part(sheet: Worksheet, *, paper: str = "a4", large_print: bool = False,
                dots: bool = False) -> Part:
    """A student's sheet. A support or stretch sheet that would take more than one sheet of
    paper (two in large print) tries, in turn, its words above rather than beside boards
    that they would outgrow, and boards a little smaller, a step at a time; the first way
    that fits is used (or the shortest, if none does)."""
    if sheet.tier == "core":
        return worksheet_part(sheet, paper=paper, large_print=large_print, dots=dots)
    scores: dict[int, tuple[int, int, int]] = {}
    for tight in range(MOST_TIGHT[large_print] + 1):
        trial = worksheet_part(sheet, paper=paper, large_print=large_print, dots=dots,
                               tight=tight)
        doc = Document(io.BytesIO(), paper=paper).render([trial])
        split = sum(1 for f in doc.figures.values() if f.split)
        thin = sum(1 for f in doc.fill.values() if f < Document.MIN_FILL)
        scores[tight] = (split, doc.counts[trial.key], thin)
        if split == 0 and thin == 0 and doc.counts[trial.key] <= PAGES_A_SHEET[large_print]:
            break
    best = min(scores, key=lambda t: (scores[t], t))
    return worksheet_part(sheet, paper=paper, large_print=large_print, dots=dots,
                          tight=best)


def worksheets_document(target: str | IO[bytes], sheets: list[Worksheet], *, key: bool,
                        paper: str = "a4", large_print: bool = False,
                        dots: bool = False) -> Document:
    level = sheets[0].level
    version = "" if sheets[0].tier == "core" else f" ({sheets[0].tier} version)"
    title = (f"Mancala puzzles, {level.name} level{version}: "
             f"{'answer keys' if key else 'worksheets'}")
    doc = Document(target, paper=paper, title=title)
    if key:
        # a class set: every answer on one page first, then the worked keys
        grid = ([answer_grid_part(sheets, paper=paper)] if len(sheets) >= GRID_FROM else [])
        return doc.render(grid + [key_part(sheets, paper=paper, large_print=large_print)])
    return doc.render([fitted_part(s, paper=paper, large_print=large_print, dots=dots)
                       for s in sheets])


def worksheets_pdf(target: str | IO[bytes], sheets: list[Worksheet], *, key: bool,
                   paper: str = "a4", large_print: bool = False, dots: bool = False) -> int:
    """Students' worksheets (``key=False``) or the teacher's answer keys; returns pages."""
    return worksheets_document(target, sheets, key=key, paper=paper,
                               large_print=large_print, dots=dots).page_count


def render_set(sheets: list[Worksheet], *, paper: str, large_print: bool,
               base_seed: int | None, dots: bool = False) -> tuple[bytes, bytes, bytes]:
    """(students' PDF, teacher's key PDF, JSON) as bytes, ready to write. ``dots`` draws
    counts of 6 or fewer on the students' boards as dots (the key keeps numerals)."""
    student, teacher = io.BytesIO(), io.BytesIO()
    worksheets_pdf(student, sheets, key=False, paper=paper, large_print=large_print,
                   dots=dots)
    worksheets_pdf(teacher, sheets, key=True, paper=paper, large_print=large_print)
    return student.getvalue(), teacher.getvalue(), worksheet_json(sheets, base_seed=base_seed)


__all__ = ["LEVEL_SIZES", "board_drawing", "game_name", "key_part", "render_set",
           "rules_lines", "teacher_notes", "worksheet_part", "worksheets_document",
           "worksheets_pdf"]
