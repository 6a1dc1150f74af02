"""The sheets a lesson needs besides worksheets: records, scores, who plays whom, a blank
board, a puzzle for a partner, a certificate, vocabulary cards and a letter home.

Every word comes from :mod:`mancala_teach.teaching.class_pages`, in the language in use
(:func:`class_sheet_pdf` takes ``language=None``); every example (the first
line of a game record, a round of Lane's game, each vocabulary picture) is a real move or
game played by the engine, so nothing on these pages is typed in that the engine could get
wrong. Who plays whom comes from :mod:`mancala_teach.teaching.tournament`.

- :func:`record_part`: a game record (a move log) for any game: who sowed which pit and
  the seeds in each store after the move; two pages (one sheet of paper).
- :func:`lane_score_part`: the score sheet for Lane's rounds to 60.
- :func:`rotation_parts`: the chart of who plays where, round by round, for fours or pairs.
- :func:`blank_board_part`, :func:`make_a_puzzle_part`: an empty board to write counts on;
  a puzzle template for a partner, with an answer to fold back and a box to check it.
- :func:`certificate_part`, :func:`vocabulary_part`, :func:`letter_home_part`.
"""

from __future__ import annotations

import io
import random
from dataclasses import replace
from functools import lru_cache
from typing import IO, Callable

from ..glossary import game_title
from ..i18n import N_, SOURCE_LANGUAGE, _, current_language, default_paper, use_language
from ..layout import board_layout
from ..lean import LeanGame
from ..naming import LETTERS, seat_word
from ..position import Position
from ..puzzles.levels import Level, find_level, i_can
from ..render.pdf import PT_PER_MM, Painter, draw_board, text_width
from ..rules import Rules
from ..teaching import class_pages as words
from ..teaching.class_pages import VocabularyCard
from ..teaching.tournament import SEATS, Draw, numbered_players
from ..trace import Trace
from ..variants import variant
from . import examples
from .document import (LEADING, Document, Drawing, Flowable, LARGE, PageBreak, Part, REGULAR,
                       Spacer, Styles, Table, TableStyle, boxed, escape, figure, mm,
                       side_by_side)
from ..render.pdf import FONT, FONT_BOLD
from .wording import rule_text

INK = "#1A1A1A"


def _styles(large_print: bool, leading: float = LEADING) -> Styles:
    """The sheets' styles; ``leading`` under 1.4 sets the reading text tighter, the same
    size (an adult's page in a language whose words run longer)."""
    st = Styles(LARGE if large_print else REGULAR)
    if leading != LEADING:
        size = st.sizes.body
        for name in ("body", "bold", "bullet", "note"):
            setattr(st, name, getattr(st, name).clone(name, leading=size * leading,
                                                      spaceAfter=size * 0.08))
    return st


def _table(rows: list[list[object]], widths: list[float], *, head: int = 1,
           heights: float | None = None, size: float = 10.0) -> Table:
    """A ruled table, ``widths`` and ``heights`` in mm; the first ``head`` rows shaded."""
    table = Table(rows, colWidths=[w * mm for w in widths], repeatRows=head,
                  rowHeights=None if heights is None else
                  [None] * head + [heights * mm] * (len(rows) - head))
    style = [("FONTNAME", (0, 0), (-1, -1), FONT), ("FONTSIZE", (0, 0), (-1, -1), size),
             ("GRID", (0, 0), (-1, -1), 0.5, INK), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
             ("LEFTPADDING", (0, 0), (-1, -1), 1.4 * mm),
             ("RIGHTPADDING", (0, 0), (-1, -1), 1.4 * mm),
             ("TOPPADDING", (0, 0), (-1, -1), 0.8 * mm),
             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.0 * mm)]
    if head:
        style += [("BACKGROUND", (0, 0), (-1, head - 1), "#E8E8E8"),
                  ("FONTNAME", (0, 0), (-1, head - 1), FONT_BOLD)]
    table.setStyle(TableStyle(style))
    table.hAlign = "LEFT"
    return table


def _fit_widths(headers: list[str], size: float, width: float, least: float = 12.0,
               samples: list[str] | None = None) -> list[float]:
    """Column widths (mm) across ``width``: each at least its header's longest word in bold
    ``size`` pt (no word is broken) and its ``samples`` text, the room left shared out in
    proportion."""
    samples = list(samples or []) + [""] * (len(headers) - len(samples or []))
    need = [max(least, max(text_width(w, size, bold=True) for w in h.split()) + 3.2,
                text_width(sample, size) + 3.2) for h, sample in zip(headers, samples)]
    spare = width - sum(need)
    if spare <= 0:
        return [w * width / sum(need) for w in need]
    return [w + spare * w / sum(need) for w in need]


def _cell(st: Styles, text: str, *, bold: bool = False, muted: bool = False) -> Flowable:
    style = st.bold if bold else (st.note if muted else st.body)
    return st.para(text, style)


def _line(label: str, width: float, size: float, *, name: str = "line") -> Drawing:
    """``Label ________`` across ``width`` mm."""
    def draw(p: Painter) -> None:
        y = size / PT_PER_MM * 1.2
        w = p.text(0, y, label, size=size, bold=True) if label else 0.0
        p.line(w + 2, y + 0.8, width, y + 0.8, colour=p.colours["text"], width=0.35,
               what="answer line")
    return Drawing(draw, size=(width, size / PT_PER_MM * 1.8), name=name)


def _lines(labels: list[str], width: float, size: float, *, name: str) -> Drawing:
    """Several labelled lines side by side across ``width`` mm."""
    def draw(p: Painter) -> None:
        y = size / PT_PER_MM * 1.2
        part = width / len(labels)
        for k, label in enumerate(labels):
            x = k * part
            w = p.text(x, y, label, size=size, bold=True)
            p.line(x + w + 2, y + 0.8, x + part - 4, y + 0.8, colour=p.colours["text"],
                   width=0.35, what="answer line")
    return Drawing(draw, size=(width, size / PT_PER_MM * 1.8), name=name)


def _frame(paper: str, bars: str = "none", landscape: bool = False) -> tuple[float, float]:
    return Document.frame_size(paper, landscape, bars)


# --- game records --------------------------------------------------------------------------

def _example_move(rules: Rules) -> tuple[Trace, Position]:
    """The first move a record sheet shows: the start, and the first move that earns
    another turn or captures (else the first move), as the engine plays it."""
    start = Position.start(rules)
    traces = [start.play(m)[1] for m in start.legal_moves()]
    pick = next((t for t in traces if t.extra_turn or t.captures), traces[0])
    return pick, pick.after


def _happened(trace: Trace) -> str:
    said = []
    if trace.captures:
        said.append(words.record_captured(trace.captured))
    if trace.extra_turn:
        said.append(words.record_words().another_turn)
    return ", ".join(said)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _game_name(rules: Rules) -> str:
    """The game's name in a title: "Kalah", "Oware", French "Awalé"."""
    return _capital(game_title(rules.title.split(" (")[0]))


def _smaller(st: Styles, factor: float) -> Styles:
    """The styles of ``st`` with body type ``factor`` as big (for table cells)."""
    return Styles(replace(st.sizes, body=st.sizes.body * factor))


def record_part(rules: Rules, *, paper: str = "a4", large_print: bool = False) -> Part:
    """A move log for ``rules``: a row a move, a column for each player's store; the first
    row is the engine's example."""
    st = _styles(large_print)
    width, height = _frame(paper)
    record = words.record_words()
    names = rules.player_names
    game = _game_name(rules)
    heading = words.store_heading if rules.sow_into_store else words.won_heading
    store_cols = [_capital(heading(n)) for n in names]     # a column's head: "Grenier de Sud"
    trace, after = _example_move(rules)
    cell = _smaller(st, 0.85)
    size = cell.sizes.body
    widths = _fit_widths([record.move, record.who, record.pit, *store_cols, record.happened],
                         size, width)
    header = [_cell(cell, record.move, bold=True), _cell(cell, record.who, bold=True),
              _cell(cell, record.pit, bold=True),
              *[_cell(cell, c, bold=True) for c in store_cols],
              _cell(cell, record.happened, bold=True)]
    happened = _happened(trace)
    example = [_cell(cell, "1", muted=True),
               _cell(cell, seat_word(trace.before.mover_name), muted=True),
               _cell(cell, LETTERS[trace.move.pit], muted=True),
               *[_cell(cell, str(after.stores[k]), muted=True) for k in range(len(names))],
               _cell(cell, happened or record.example, muted=True)]
    row_h = size / PT_PER_MM * 2.4
    top: list[Flowable] = [
        st.para(words.record_title(game), st.title),
        _lines([seat_word(n) for n in names], width, st.sizes.body, name="players"),
        Spacer(1, 1 * mm), st.para(record.instructions if rules.sow_into_store else
                                   record.instructions_won), Spacer(1, 1.5 * mm)]
    head_h = _table([header], widths, size=size).wrap(width * mm, 1000)[1] / mm
    used = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter() for f in top) / mm
    first = int((height - used - head_h - 2) // row_h)
    end = st.para(words.end_line(rules.total_seeds, won=not rules.sow_into_store))
    second = int((height - head_h - 6 - end.wrap(width * mm, 1000)[1] / mm - 4) // row_h)
    rows1 = [header, example] + [[str(k)] + [""] * (len(widths) - 1)
                                 for k in range(2, first + 1)]
    rows2 = [header] + [[str(k)] + [""] * (len(widths) - 1)
                        for k in range(first + 1, first + second + 1)]
    story = [*top, _table(rows1, widths, heights=row_h, size=size), PageBreak(),
             _table(rows2, widths, heights=row_h, size=size), Spacer(1, 3 * mm), end]
    return Part(f"record {rules.spec()}", story, bars="none",
                footer=words.record_title(game))


# --- Lane's rounds to 60 -------------------------------------------------------------------

def lane_example_round(seed: int = 1) -> tuple[int, int]:
    """The pebbles each player took in one round of the Game of the Ignorant between two
    players who choose at random (seeded), as the engine plays it: (setter, other)."""
    rules = variant("lane-ignorant")
    rng = random.Random(f"mancala-teach lane score sheet {seed}")
    game = LeanGame(rules)
    while not game.over:
        game.play(rng.choice(game.moves()))
    outcome = game.lean.outcome(game.state)
    return outcome.scores[0], outcome.scores[1]


def lane_score_part(*, paper: str = "a4", large_print: bool = False) -> Part:
    """The score sheet for Lane's rounds to 60, its first row a round the engine played."""
    st = _styles(large_print)
    width, height = _frame(paper)
    lane = words.lane_score()
    first, second = words.player_number(1), words.player_number(2)
    cols = list(lane.columns(first, second))
    small = _smaller(st, 0.85)
    size = small.sizes.body
    a, b = lane_example_round()
    winner = first if a > b else second if b > a else lane.nobody
    diff = abs(a - b)
    example = [_cell(small, "1", muted=True), _cell(small, first, muted=True),
               _cell(small, str(a), muted=True), _cell(small, str(b), muted=True),
               _cell(small, winner, muted=True), _cell(small, str(diff), muted=True),
               _cell(small, str(diff if a > b else 0), muted=True),
               _cell(small, str(diff if b > a else 0), muted=True)]
    widths = _fit_widths(cols, size, width, samples=["", first, "", "", second])
    header = [_cell(small, c, bold=True) for c in cols]
    row_h = size / PT_PER_MM * 2.6
    top = [st.para(lane.title, st.title),
           _lines([_("{player}:", player=first), _("{player}:", player=second)], width,
                  st.sizes.body, name="players"),
           Spacer(1, 1 * mm), *[st.para(line) for line in lane.intro],
           st.para(lane.example, st.note), Spacer(1, 1.5 * mm)]
    used = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter() for f in top) / mm
    head_h = _table([header], widths, size=size).wrap(width * mm, 1000)[1] / mm
    rows = min(20, int((height - used - head_h - 4) // row_h))
    table = [header, example] + [[str(k)] + [""] * 7 for k in range(2, rows + 1)]
    return Part("lane score sheet", [*top, _table(table, widths, heights=row_h, size=size)],
                bars="none", footer=lane.title)


# --- who plays where -----------------------------------------------------------------------

def _ranges(boards: int) -> dict[str, str]:
    spans = [words.number_range(k * boards + 1, (k + 1) * boards) for k in range(4)]
    return {"stay": spans[0], "one": spans[1], "two": spans[2], "three": spans[3]}


def rotation_parts(draw: Draw, *, paper: str = "a4", title: str | None = None,
                   names_page: bool = True) -> list[Part]:
    """The chart of who plays where: a column a round, a row a board; for fours each cell
    names the four seats. Landscape, as many rounds to a page as fit."""
    st = _styles(False)
    width, height = _frame(paper, landscape=True)
    n = len(draw.players)
    fours = draw.group == "fours"
    boards = max(len(r) for r in draw.rounds)
    seats = [seat_word(seat) for seat in SEATS[draw.group]]
    rotation = words.rotation_words()
    if title is None:
        title = words.rotation_title(n, boards if fours else None)
    notes: list[str] = []
    if fours and draw.moving_rule:
        notes += [words.moving_rule(boards=boards, **_ranges(boards)), rotation.seats_turn]
    elif fours:
        notes.append(rotation.seats_turn)
    else:
        notes.append(rotation.pairs_rule)
    met = draw.meetings()
    each = {p: sum(1 for key in met if p in key) for p in range(n)}
    low, high = min(each.values()), max(each.values())
    notes.append(words.how_many(len(draw.rounds),
                                str(low) if low == high else words.number_range(low, high)))
    twice = sum(1 for v in met.values() if v > 1)
    notes.append(words.repeats(twice) if twice else rotation.no_repeats)
    players = [_player(name) for name in draw.players]
    widest_board = words.board_label(88)        # (digits are all as wide)
    top = [st.para(title, st.title), *[st.para(t) for t in notes], Spacer(1, 2 * mm)]
    notes_h = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter() for f in top) / mm

    def label_width(size: float) -> float:
        return text_width(widest_board.replace("8", "0"), size, bold=True) + 3.5

    def chart(size: float, rounds: list[int]) -> Table:
        small = _smaller(st, size / st.sizes.body)
        label_w = label_width(size)
        cell_w = (width - label_w) / len(rounds)
        head = [_cell(small, "", bold=True)] + [_cell(small, words.round_label(r + 1),
                                                      bold=True) for r in rounds]
        body = []
        for b in range(boards):
            row: list[object] = [_cell(small, words.board_label(b + 1), bold=True)]
            for r in rounds:
                game = next((g for g in draw.rounds[r] if g.board == b + 1), None)
                row.append("" if game is None else _rich(small, "<br/>".join(
                    f"<b>{seat[0]}</b> {escape(players[p])}"
                    for seat, p in zip(seats, game.players))))
            body.append(row)
        if any(draw.sitting_out[r] for r in rounds):
            body.append([_cell(small, words.sitting_out_label(), bold=True)] + [
                _rich(small, "<br/>".join(escape(players[p]) for p in draw.sitting_out[r]))
                for r in rounds])
        return _table([head] + body, [label_w] + [cell_w] * len(rounds), size=size)

    def columns(size: float) -> int:
        longest = max(text_width(name, size) for name in players)
        cell = longest + max(text_width(f"{seat[0]} ", size, bold=True)
                             for seat in seats + ["W"]) + 4.0
        return max(1, int((width - label_width(size)) // cell))

    # the biggest type with which the first page's chart fits under its notes, at least
    # 7 rounds across where there are so many
    for size in (12.0, 11.0, 10.0, 9.0, 8.0):
        per_page = min(columns(size), len(draw.rounds))
        if per_page < min(7, len(draw.rounds)):
            continue
        table = chart(size, list(range(per_page)))
        if table.wrap(width * mm, 10_000)[1] / mm <= height - notes_h - 2:
            break
    chunks = [list(range(i, min(len(draw.rounds), i + per_page)))
              for i in range(0, len(draw.rounds), per_page)]
    story: list[Flowable] = list(top)
    for k, rounds in enumerate(chunks):
        if k:
            story.append(PageBreak())
        story.append(chart(size, rounds))
    if names_page and _names_list(draw, st, width, height):
        story += [PageBreak(), *_names_list(draw, st, width, height)]
    return [Part(f"rotation {draw.group} {n}", story, bars="none", landscape=True,
                 footer=title)]


def _rich(st: Styles, text: str) -> Flowable:
    from .document import Paragraph
    return Paragraph(text, st.body)


def _player(name: str) -> str:
    """A player's name as the page says it: a numbered player ("Player 3") in the language in
    use, a name the class typed as it is."""
    number = numbered_players([name])
    return words.player_number(number[0]) if number else name


def _names_list(draw: Draw, st: Styles, width: float, height: float) -> list[Flowable]:
    """A numbered line for each child's name, in columns (only when the draw numbers them)."""
    if len(numbered_players(draw.players)) != len(draw.players):
        return []
    n = len(draw.players)
    cols = 4
    per = -(-n // cols)
    rows = [[f"{k + 1}. ______________________" if k < n else ""
             for k in range(r, r + per * cols, per)] for r in range(per)]
    return [st.para(words.rotation_words().names_heading, st.heading),
            _table(rows, [width / cols] * cols, head=0, heights=9.0, size=st.sizes.body)]


# --- a blank board and a puzzle for a partner ---------------------------------------------------

def _blank_board(rules: Rules, width: float, height: float, *, name: str) -> Drawing:
    """The board of ``rules`` as big as fits, with a line to write on in every pit and
    store."""
    big = board_layout(rules, pit_diameter=30.0, gap=30.0 * 0.28, label_space=12.0)
    scale = min(1.0, width / big.width, height / big.height)
    pit = 30.0 * scale
    layout = board_layout(rules, pit_diameter=pit, gap=pit * 0.28, label_space=max(7.0,
                                                                                  12 * scale))
    blanks = tuple([None] * rules.pit_count)
    stores = tuple([None] * rules.sides)

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=blanks, stores=stores, count_size=max(14.0, pit * 0.8),
                   label_size=max(11.0, pit * 0.45))

    return Drawing(draw, pad=0.5, align="CENTER", name=name)


def blank_board_part(rules: Rules, *, paper: str = "a4") -> Part:
    """Empty boards to write counts in: three of the usual board (before, after, after the
    next move), each with a line for the seeds in all; or one square board."""
    st = _styles(False)
    width, height = _frame(paper)
    said = words.blank_board()
    title = words.blank_board_title(_game_name(rules))
    head = [st.para(title, st.title)]
    total = _line(words.seeds_in_all(rules.total_seeds), width * 0.75, st.sizes.body,
                  name="seeds in all")
    if rules.sides == 2:
        head.append(st.para(said.instructions))
        room = (height - 45) / 3 - 16
        boards: list[Flowable] = []
        for k, caption in enumerate(said.captions):
            boards += [st.para(caption, st.heading),
                       _blank_board(rules, width, room, name=f"blank board {BOARD_NAMES[k]}"),
                       total, Spacer(1, 2 * mm)]
    else:
        head.append(st.para(said.square))
        boards = [_blank_board(rules, width, height - 45, name="blank square board"), total]
    return Part(f"blank board {rules.spec()}", [*head, Spacer(1, 2 * mm), *boards],
                bars="none", footer=title)


BOARD_NAMES = ("Before", "After", "After the next move")     # the drawings' names (data)


def make_a_puzzle_part(*, paper: str = "a4", large_print: bool = False) -> Part:
    """A puzzle a child makes for a partner: a blank board to fill in, the pit to sow, the
    question ticked; the partner's answer (and an After board for it); checking it
    together; and the maker's own answer at the foot, to fold back out of sight."""
    st = _styles(large_print)
    width, height = _frame(paper)
    w = words.make_a_puzzle()
    rules = variant("kalah")
    body = st.sizes.body
    board_h = 46.0 if not large_print else 52.0
    story: list[Flowable] = [
        st.para(w.title, st.title),
        _lines(list(w.names), width, body, name="names"), Spacer(1, 1.5 * mm),
        st.lead("1.", w.steps[0]),
        _blank_board(rules, width, board_h, name="puzzle board"),
        st.lead("2.", w.steps[1]), _line(w.pit_line, width * 0.55, body, name="pit line"),
        Spacer(1, 1 * mm), st.lead("3.", w.steps[2]),
        _ticks(w.questions, st, width), Spacer(1, 1 * mm),
        st.lead("4.", w.steps[3]), Spacer(1, 2 * mm)]
    partner = [
        boxed([st.para(w.partner_heading, st.heading),
               _line(w.check[1], width - 8, body, name="partner answer"),
               st.para(w.partner_board, st.note),
               _blank_board(rules, width - 8, board_h - 8, name="partner board")],
              width=width),
        Spacer(1, 2 * mm),
        boxed([st.para(w.check_heading, st.heading), st.para(w.check[2]),
               st.para(w.check[3]), _line("", width - 8, body, name="first different step")],
              width=width)]
    mine = [Spacer(1, 2 * mm), _fold_line(width, w.fold), Spacer(1, 1 * mm),
            boxed([st.para(w.answer_heading, st.bold), Spacer(1, 7 * mm)], width=width)]
    if large_print:     # the maker's page, its answer folded back at the foot; the partner's
        story += [*mine, PageBreak(), *partner]
    else:
        story += [*partner, *mine]
    return Part("make a puzzle", story, bars="none", footer=w.title)


def _ticks(items: tuple[str, ...], st: Styles, width: float) -> Drawing:
    size = st.sizes.body
    em = size / PT_PER_MM

    def draw(p: Painter) -> None:
        for k, item in enumerate(items):
            y = k * em * 1.6
            p.rect(0, y, em, em, stroke=p.colours["text"], width=0.4, what="tick box")
            p.text(em + 2.5, y + em * 0.85, item, size=size)
    return Drawing(draw, size=(width, len(items) * em * 1.6), name="tick boxes")


def _fold_line(width: float, word: str) -> Drawing:
    def draw(p: Painter) -> None:
        p.line(0, 2, width, 2, colour=p.colours["muted"], width=0.4, dash=(2.0, 1.5),
               what="fold line")
        p.text(width, 1.2, word, size=9, colour=p.colours["muted"], align="right")
    return Drawing(draw, size=(width, 4), name="fold line")


# --- a certificate -----------------------------------------------------------------------

def certificate_part(*, level: Level | str | None = None, paper: str = "a4") -> Part:
    """Two certificates a page (cut along the line): "I can sow and count", or the level's
    own line and its "I can" statements, a name line, a small board, signed and dated."""
    lv = find_level(level) if isinstance(level, str) else level
    st = _styles(True)
    width, half = Document.frame_size(paper, False, "none", halves=True)
    c = words.certificate()
    statement = c.level_statements[lv.name] if lv is not None else c.statement
    story: list[Flowable] = []
    for copy in (1, 2):
        parts: list[Flowable] = [
            _certificate_banner(width, c.title), Spacer(1, 2 * mm),
            st.para(c.awarded), _line("", width * 0.8, 16.0, name="name line"),
            Spacer(1, 1 * mm)]
        if lv is None:      # with a level, its "I can" lines say what the child can do
            parts += [st.para(c.because), Spacer(1, 1 * mm)]
        parts.append(_statement(statement, width))
        if lv is not None:
            parts += [Spacer(1, 1 * mm)] + [st.para("\u2022 " + line) for line in i_can(lv)]
        signed = [Spacer(1, 3 * mm), _lines([c.signed, c.date], width, 14.0, name="signed")]
        used = sum(f.wrap(width * mm, 1000)[1] + f.getSpaceAfter()
                   for f in parts + signed) / mm
        if lv is None and half - used - 8 >= 15:      # the starting board, where it fits
            parts += [Spacer(1, 2 * mm), _start_board(width * 0.7, min(34.0, half - used - 8))]
        parts += signed
        story.append(figure(f"certificate {copy}", parts))
        if copy == 1:
            from .document import FrameBreak
            story.append(FrameBreak())
    english = words.CERTIFICATE          # the part's name is data: the English statement
    key = english.level_statements[lv.name] if lv is not None else english.statement
    return Part(f"certificate {key}", story, bars="none", halves=True)


def _certificate_banner(width: float, title: str) -> Drawing:
    """The title between two rows of drawn seeds."""
    def draw(p: Painter) -> None:
        c = p.colours
        for k in range(int(width // 7)):
            for y in (1.5, 17.5):
                p.circle(3.5 + k * 7, y, 1.6, fill=c["seed"], what="seed")
        p.text(width / 2, 13.5, title, size=30, bold=True, align="centre", what="title")
    return Drawing(draw, size=(width, 19), name="certificate title")


def _start_board(width: float, height: float) -> Drawing:
    """Kalah's starting board, its seeds drawn as dots: the picture on a certificate."""
    rules = _kalah()
    big = board_layout(rules, pit_diameter=20.0, gap=5.6, label_space=0.1)
    scale = min(width / big.width, height / big.height)
    layout = board_layout(rules, pit_diameter=20.0 * scale, gap=5.6 * scale,
                          label_space=0.1)
    start = Position.start(rules)

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=start.pits, stores=start.stores, letters=False,
                   store_labels=False, dots_up_to=6, count_size=12.0)
    return Drawing(draw, pad=0.5, align="CENTER", name="certificate board")


def _statement(text: str, width: float) -> Drawing:
    size = 28.0
    while size > 16 and text_width(text, size, bold=True) > width - 10:
        size -= 1
    height = size / PT_PER_MM * 1.9

    def draw(p: Painter) -> None:
        p.rect(0, 0, width, height, stroke=p.colours["board_edge"], fill=p.colours["board"],
               width=0.8, radius=4.0, what="statement")
        p.text(width / 2, height / 2 + size / PT_PER_MM * 0.35, text, size=size, bold=True,
               align="centre", what="statement words")
    return Drawing(draw, size=(width, height), name="statement")


# --- vocabulary cards -----------------------------------------------------------------------

def _kalah() -> Rules:
    return variant("kalah")


def _picture_position(card: VocabularyCard) -> tuple[Position, dict[int, str], dict[int, str],
                                                     Trace | None]:
    """The position a card's picture shows, its pit and store highlights, and the move
    drawn, all from the engine."""
    rules = _kalah()
    start = Position.start(rules)
    name = card.picture
    if name in ("pit", "seed"):
        return start, {2: "picked_up"}, {}, None
    if name == "row":
        return start, {i: "last_seed" for i in range(6)}, {}, None
    if name == "store":
        return start, {}, {0: "store_grew"}, None
    if name == "counterclockwise":
        return start, {}, {}, None
    if name == "opposite":
        return start, {0: "picked_up", 11: "picked_up"}, {}, None
    if name in ("sow", "extra_turn"):
        pit = 1 if name == "sow" else 2           # B reaches F; C ends in the store
        trace = start.play(LETTERS[pit])[1]
        before, after, stores = examples.highlights(trace)
        return trace.after, {**before, **after}, stores, trace
    if name == "empty":
        after = start.after("E")
        return after, {4: "picked_up"}, {}, None
    if name == "capture":
        trace = _capture_trace()
        before, after, stores = examples.highlights(trace)
        return trace.after, {**before, **after}, stores, trace
    if name in ("lap", "remainder"):
        pits = [1] * 12
        pits[2] = 15
        pos = Position.of(rules, pits, (48 - sum(pits), 0))
        trace = pos.play("C")[1]
        before, after, stores = examples.highlights(trace)
        return trace.after, {**before, **after}, stores, trace
    raise KeyError(name)


def _capture_trace() -> Trace:
    """A small capture: South's last seed lands in an empty pit of South's with seeds
    opposite (the engine finds it from a fixed position)."""
    rules = _kalah()
    pits = [1, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]
    pos = Position.of(rules, pits, (48 - sum(pits), 0))
    trace = pos.play("A")[1]
    assert trace.captures, "the vocabulary card's capture does not capture"
    return trace


def _card_picture(card: VocabularyCard, width: float) -> Drawing:
    pos, marks, store_marks, _trace = _picture_position(card)
    rules = pos.rules
    pit = min(9.0, width / 10.5)
    layout = board_layout(rules, pit_diameter=pit, gap=pit * 0.28, label_space=pit * 0.6)
    dots = card.picture == "seed"
    counts = None if card.picture == "counterclockwise" else pos.pits
    stores = None if card.picture == "counterclockwise" else pos.stores

    def draw(p: Painter) -> None:
        draw_board(p, layout, pits=counts, stores=stores, highlight=marks,
                   store_highlight=store_marks, count_size=max(9.0, pit * 1.0),
                   label_size=max(8.0, pit * 0.6), store_labels=card.picture == "store",
                   dots_up_to=6 if dots else 0)
    return Drawing(draw, pad=0.5, align="CENTER", name=f"picture {card.word}")


def vocabulary_part(*, paper: str = "a4", large_print: bool = False) -> Part:
    """The cards, six to a page (two across, three down), to cut out along the lines."""
    st = _styles(large_print)
    width, height = _frame(paper)
    cols = 1 if large_print else 2
    rows_a_page = 3 if not large_print else 2
    card_w = width / cols
    card_h = (height - 2) / rows_a_page
    cells = []
    for card, english in zip(words.vocabulary(), words.VOCABULARY):
        word = _card_word(card.word, card_w, 30.0 if not large_print else 40.0,
                          name=f"word {english.word}")
        cells.append([word, Spacer(1, 1 * mm), _card_picture(card, card_w - 8),
                      Spacer(1, 1.5 * mm), st.para(card.sentence)])
    story: list[Flowable] = []
    per_page = cols * rows_a_page
    for start in range(0, len(cells), per_page):
        page = cells[start:start + per_page]
        grid = [page[i:i + cols] + [""] * (cols - len(page[i:i + cols]))
                for i in range(0, len(page), cols)]
        table = Table(grid, colWidths=[card_w * mm] * cols, rowHeights=[card_h * mm] * len(grid))
        table.setStyle(TableStyle([
            ("FONTNAME", (0, 0), (-1, -1), FONT),
            ("GRID", (0, 0), (-1, -1), 0.4, "#888888"), ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 3 * mm), ("RIGHTPADDING", (0, 0), (-1, -1), 3 * mm),
            ("TOPPADDING", (0, 0), (-1, -1), 3 * mm)]))
        story += [table, PageBreak()]
    story.pop()
    return Part("vocabulary cards", story, bars="none",
                footer=_("Vocabulary cards: cut along the lines"))


def _card_word(word: str, card_w: float, big: float, *, name: str) -> Drawing:
    """A card's word as big as fits (``big`` pt down to 16); a word too long for one line
    even at 16 pt (a language's longer term) goes on two, split at a space."""
    room = card_w - 10
    lines = [word]
    if text_width(word, 16, bold=True) > room and " " in word:
        spaces = [k for k, ch in enumerate(word) if ch == " "]
        cut = min(spaces, key=lambda k: abs(k - len(word) / 2))
        lines = [word[:cut], word[cut + 1:]]
    size = big
    while size > 16 and max(text_width(line, size, bold=True) for line in lines) > room:
        size -= 1
    step = size / PT_PER_MM * 1.15

    def draw(p: Painter) -> None:
        for k, line in enumerate(lines):
            p.text(card_w / 2 - 3, size / PT_PER_MM * 1.05 + k * step, line, size=size,
                   bold=True, align="centre", what="word")
    return Drawing(draw, size=(card_w - 6, size / PT_PER_MM * 1.4 + (len(lines) - 1) * step),
                   name=name)


# --- a letter home ------------------------------------------------------------------------

def letter_home_part(*, level: Level | str | None = None, paper: str = "a4",
                     large_print: bool = False) -> Part:
    """The letter to families. In a language whose words run longer, a letter that would
    take more pages than the English one is set a little tighter, the same type size
    (:data:`LETTER_LEADING`)."""
    if current_language() == SOURCE_LANGUAGE:
        return _letter_home(level, paper, large_print)
    goal = _english_letter_pages(level if not isinstance(level, Level) else level.name,
                                 paper, large_print)
    for leading in LETTER_LEADING:
        pages = Document(io.BytesIO(), paper=paper).render(
            [_letter_home(level, paper, large_print, leading)]).page_count
        if pages <= goal:
            break
    return _letter_home(level, paper, large_print, leading)   # fresh flowables


# The letter is laid out with 1.4 leading; translated, it may be set this much tighter to
# keep the English number of pages.
LETTER_LEADING = (LEADING, 1.3, 1.2, 1.15)


@lru_cache(maxsize=64)
def _english_letter_pages(level: str | None, paper: str, large_print: bool) -> int:
    with use_language(SOURCE_LANGUAGE):
        return Document(io.BytesIO(), paper=paper).render(
            [_letter_home(level, paper, large_print)]).page_count


def _letter_home(level: Level | str | None, paper: str, large_print: bool,
                 leading: float = LEADING) -> Part:
    lv = find_level(level) if isinstance(level, str) else level
    st = _styles(large_print, leading)
    width, _height = _frame(paper)
    w = words.letter_home()
    kalah = rule_text(_kalah())
    practised = (w.practised(" ".join(i_can(lv))) if lv is not None else w.practised_plain)
    story: list[Flowable] = [
        st.para(w.title, st.title), st.para(w.greeting),
        *[st.para(t) for t in w.what_we_did], st.para(practised),
        st.para(w.need_heading, st.heading), *st.bullets(list(w.need)),
        boxed([st.para(w.safety, st.bold)], width=width),
        st.para(w.how_heading, st.heading),
        *[st.lead(f"{s.heading}.", " ".join(s.lines)) for s in kalah.short],
        st.para(w.ask_heading, st.heading), *st.bullets(list(w.ask)),
        st.para(w.closing), Spacer(1, 3 * mm),
        _fold_line(width, w.cut), st.para(w.slip_heading, st.bold),
        st.para(w.slip[0]), _line(w.slip[1], width, st.sizes.body, name="slip line"),
        _line("", width, st.sizes.body, name="slip line 2")]
    return Part("letter home", story, bars="none")


# --- documents -----------------------------------------------------------------------------

def _game(spec: str | None) -> Rules:
    return variant(spec or "kalah")


# Each kind's title (English, translated where it is read: _(KINDS[kind][0])) and maker.
KINDS: dict[str, tuple[str, Callable[..., list[Part]]]] = {
    # TRANSLATORS: the titles of the classroom sheets' PDF files (a PDF viewer shows them).
    "record": (N_("Game record"), lambda *, paper, large_print, game, **_k: [
        record_part(_game(game), paper=paper, large_print=large_print)]),
    "lane-score": (N_("Lane's game: score sheet"), lambda *, paper, large_print, **_k: [
        lane_score_part(paper=paper, large_print=large_print)]),
    "blank-board": (N_("A blank board"), lambda *, paper, game, **_k: [
        blank_board_part(_game(game), paper=paper)]),
    "make-a-puzzle": (N_("Make a puzzle for your partner"),
                      lambda *, paper, large_print, **_k: [
                          make_a_puzzle_part(paper=paper, large_print=large_print)]),
    "certificate": (N_("Certificate"), lambda *, paper, level, **_k: [
        certificate_part(level=level, paper=paper)]),
    "vocabulary": (N_("Vocabulary cards"), lambda *, paper, large_print, **_k: [
        vocabulary_part(paper=paper, large_print=large_print)]),
    "letter-home": (N_("Mancala at home"), lambda *, paper, large_print, level, **_k: [
        letter_home_part(level=level, paper=paper, large_print=large_print)]),
    "rotation": (N_("Who plays where"), lambda *, paper, draw, **_k: rotation_parts(
        draw, paper=paper)),
}


def class_sheet_document(target: str | IO[bytes], kind: str, *, paper: str | None = None,
                         large_print: bool = False, game: str | None = None,
                         level: str | None = None, draw: Draw | None = None,
                         language: str | None = None) -> Document:
    """Lay out and write one kind of class sheet (see :func:`class_sheet_pdf`)."""
    with use_language(language):
        paper = paper or default_paper(language)
        title, make = KINDS[kind]
        parts = make(paper=paper, large_print=large_print, game=game, level=level, draw=draw)
        return Document(target, paper=paper, title=_(title)).render(parts)


def class_sheet_pdf(target: str | IO[bytes], kind: str, **options: object) -> int:
    """Write one kind of class sheet (see :data:`KINDS`); returns its page count. Its words
    are in ``language=`` (None: the language in use); ``paper`` is ``a4`` or ``letter``, by
    default the paper of the language's region."""
    return class_sheet_document(target, kind, **options).page_count  # type: ignore[arg-type]


__all__ = ["KINDS", "blank_board_part", "certificate_part", "class_sheet_document",
           "class_sheet_pdf", "lane_example_round", "lane_score_part", "letter_home_part",
           "make_a_puzzle_part", "record_part", "rotation_parts", "vocabulary_part"]
