"""Charts as SVG, in the boards' palette: where the last seed lands against the seeds sown,
and dot plots of data from many games.

Our own SVG, not matplotlib, so a chart draws anywhere the package runs (Pyodide in the
classroom site included) and stays a few kilobytes. The drawing's units are CSS pixels at its
full width (:data:`WIDTH_PX`); every piece of text is at least :data:`MIN_FONT_PX` (12 pt) there,
so the back row can read it on a projector. Like the boards, a chart is an inline ``<svg>``
with ``role="img"``, a ``<title>`` and a ``<desc>`` that reads the whole chart out in words.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass
from html import escape
from typing import Mapping, Sequence

from ..landing import landing_table, sowing_path
from ..naming import LETTERS, and_list
from ..rules import Rules
from .palette import palette as make_palette
from .svg import new_id_prefix

WIDTH_PX = 880
MIN_FONT_PX = 16          # 12 pt
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
ROW_PX = 28               # one place of the sowing path
LABELS_PX = 150           # the column of place names on the left
GRID = "#D9D9D9"


@dataclass(frozen=True)
class Chart:
    """An SVG chart; shows itself inline in Jupyter (so screen readers find its words)."""

    svg: str
    title: str
    description: str

    def _repr_html_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"<Chart: {self.title}>"


def _f(x: float) -> str:
    text = f"{x:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _svg_open(uid: str, height: float, title: str, kind: str = "") -> list[str]:
    """The opening of every chart: the <svg> element, sized and labelled for a screen
    reader (its <title>, and the <desc> that follows), and a white background follows."""
    return [f'<svg xmlns="http://www.w3.org/2000/svg" class="mancala-chart{kind}" id="{uid}" '
            f'viewBox="0 0 {WIDTH_PX} {_f(height)}" width="{WIDTH_PX}" height="{_f(height)}" '
            f'style="max-width:100%;height:auto" role="img" '
            f'aria-labelledby="{uid}-t {uid}-d" font-family="{FONT}">',
            f'<title id="{uid}-t">{escape(title)}</title>']


def _background(height: float) -> str:
    return f'<rect width="{WIDTH_PX}" height="{_f(height)}" fill="#FFFFFF"/>'


def _star(cx: float, cy: float, r: float) -> str:
    import math
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{_f(cx + radius * math.cos(angle))},{_f(cy - radius * math.sin(angle))}")
    return " ".join(points)


def landing_chart(rules: Rules, pit: int | str, max_seeds: int = 30, *,
                  palette: Mapping[str, str] | None = None, title: str | None = None) -> Chart:
    """Where the last seed lands for 1 .. ``max_seeds`` seeds sown from ``pit``.

    Places run up the side in sowing order from the pit after ``pit``; a star marks the mover's
    own store (an extra turn in Kalah). The pattern comes round again once the sowing has gone
    all the way round: the saw-tooth the lesson asks students to explain.
    """
    if isinstance(pit, str):
        pit = LETTERS.index(pit.upper())
    if max_seeds < 1:
        raise ValueError(f"A chart needs at least 1 seed, not {max_seeds}.")
    c = make_palette(dict(palette) if palette else None)
    player = rules.owner(pit)
    table = landing_table(rules, pit, max_seeds, player)
    path = sowing_path(rules, player, pit)
    uid = new_id_prefix()
    letter = LETTERS[pit]
    heading = title or f"{rules.title}: sowing from pit {letter}"

    left, right = LABELS_PX, WIDTH_PX - 24
    top = 96
    plot_h = (len(path) - 1) * ROW_PX
    bottom = top + plot_h
    height = bottom + 84
    step = (right - left) / max_seeds
    tick_every = 1 if step >= 24 else (2 if step >= 12 else 5)

    def x_of(seeds: float) -> float:
        return left + (seeds - 0.5) * step

    def y_of(slot: int) -> float:
        return bottom - slot * ROW_PX

    stores = [t.seeds for t in table if "store" in t.name]
    cycle = len(path)
    words = "; ".join(f"{t.seeds} {'seed' if t.seeds == 1 else 'seeds'}: {t.name}" for t in table)
    description = (f"A chart of where the last seed lands when 1 to {max_seeds} seeds are sown "
                   f"from pit {letter}. {words}. The places come round again every {cycle} "
                   "seeds.")
    if stores:
        description += (f" The last seed lands in the mover's store with {and_list(stores)} "
                        "seeds.")

    out = [*_svg_open(uid, height, heading),
           f'<desc id="{uid}-d">{escape(description)}</desc>',
           _background(height),
           f'<text x="12" y="30" font-size="22" font-weight="bold" fill="{c["text"]}">'
           f'{escape(heading)}</text>']
    # Legend, on the right of the title line: shape and colour together.
    lx = WIDTH_PX - 24
    legend = [("a pit", "dot")] + ([("the mover's store", "star")] if stores else [])
    for label, shape in reversed(legend):
        width = len(label) * 9.5
        lx -= width
        out.append(f'<text x="{_f(lx)}" y="30" font-size="{MIN_FONT_PX}" fill="{c["text"]}">'
                   f'{escape(label)}</text>')
        if shape == "dot":
            out.append(f'<circle cx="{_f(lx - 14)}" cy="24" r="6" fill="{c["south"]}" '
                       f'stroke="#FFFFFF" stroke-width="1.5"/>')
        else:
            out.append(f'<polygon points="{_star(lx - 18, 24, 11)}" fill="{c["last_seed"]}" '
                       f'stroke="{c["text"]}" stroke-width="1.5"/>')
        lx -= 40
    out.append(f'<text x="12" y="{top - 30}" font-size="{MIN_FONT_PX}" font-weight="bold" '
               f'fill="{c["text"]}">Where the last seed lands</text>')
    # Grid and the places, bottom (first place after the pit) to top.
    out.append(f'<g class="places" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'text-anchor="end" dominant-baseline="central">')
    for slot, name in enumerate(path):
        y = y_of(slot)
        out.append(f'<line x1="{left}" y1="{_f(y)}" x2="{right}" y2="{_f(y)}" stroke="{GRID}" '
                   f'stroke-width="1"/><text x="{left - 10}" y="{_f(y)}">{escape(name)}</text>')
    out.append("</g>")
    out.append(f'<g class="seeds" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'text-anchor="middle">')
    for t in table:
        x = x_of(t.seeds)
        if t.seeds % tick_every == 0:
            out.append(f'<text x="{_f(x)}" y="{bottom + 32}">{t.seeds}</text>')
    out.append("</g>")
    out.append(f'<text x="{_f((left + right) / 2)}" y="{bottom + 68}" font-size="{MIN_FONT_PX}" '
               f'font-weight="bold" text-anchor="middle" fill="{c["text"]}">'
               f'Seeds picked up from pit {letter}</text>')
    # The saw-tooth: a line through the landings, a dot for a pit, a star for the store.
    points = " ".join(f"{_f(x_of(t.seeds))},{_f(y_of(t.slot))}" for t in table)
    out.append(f'<polyline points="{points}" fill="none" stroke="{c["muted"]}" '
               'stroke-width="2"/>')
    out.append('<g class="landings">')
    for t in table:
        x, y = x_of(t.seeds), y_of(t.slot)
        if "store" in t.name:
            out.append(f'<polygon class="store" data-seeds="{t.seeds}" '
                       f'points="{_star(x, y, 11)}" fill="{c["last_seed"]}" '
                       f'stroke="{c["text"]}" stroke-width="1.5"/>')
        else:
            out.append(f'<circle class="pit" data-seeds="{t.seeds}" cx="{_f(x)}" cy="{_f(y)}" '
                       f'r="6" fill="{c["south"]}" stroke="#FFFFFF" stroke-width="1.5"/>')
    out.append("</g></svg>")
    return Chart("".join(out), heading, description)


# --- dot plots: one dot per game ------------------------------------------------------------------

DOT_R = 3.5
DOT_STEP = 8              # one dot above the next, at full size
ROW_DOTS = 16             # a row is this many dots tall; a taller pile is squeezed to fit
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500)


def _nice(at_least: float) -> int:
    return next((s for s in NICE_STEPS if s >= at_least), NICE_STEPS[-1])


def dot_plot(data: Mapping[str, Sequence[int]],
             stopped: Mapping[str, Sequence[int]] | None = None, *, unit: str = "moves",
             title: str = "How many moves does a game last?",
             palette: Mapping[str, str] | None = None) -> Chart:
    """One row per data set (a game's name and its values), one dot per value, on one shared
    number line from 0, with each row's median marked by a triangle.

    ``stopped`` (by row) lists values that are only lower bounds, games a timer stopped:
    each is one of the row's values, drawn as a hollow dot with a small arrow to the right
    (it would have been longer), and the row's words say how many.

    Values close together share a column (a column is ``bin`` wide, 1 when the number line is
    short enough); a column taller than :data:`ROW_DOTS` dots is squeezed to fit its row, so
    every dot is still drawn. The words (``<desc>`` and each row's label) give every row's
    median and range, so nothing is said by the picture alone.
    """
    rows = [(str(label), sorted(int(v) for v in values)) for label, values in data.items()]
    if not rows or any(not values for _, values in rows):
        raise ValueError("A dot plot needs at least one value in every row.")
    open_dots = {str(k): Counter(int(v) for v in vs) for k, vs in (stopped or {}).items()}
    for label, values in rows:
        if open_dots.get(label, Counter()) - Counter(values):
            raise ValueError(f"The stopped games of {label!r} must be among its values.")
    if any(v < 0 for _, values in rows for v in values):
        raise ValueError("A dot plot here starts at 0: the values must not be negative.")
    c = make_palette(dict(palette) if palette else None)
    uid = new_id_prefix()
    left, right = 24, WIDTH_PX - 24
    plot_w = right - left
    tick = _nice(max(v for _, values in rows for v in values) / 10)
    top_value = tick * (max(v for _, values in rows for v in values) // tick + 1)
    px = plot_w / top_value
    width = _nice((2 * DOT_R + 1) / px)          # values per column, so dots do not overlap
    row_h = ROW_DOTS * DOT_STEP + 62              # the dots and two lines of words above them

    def x_of(value: float) -> float:
        return left + value * px

    def summary(values: list[int]) -> tuple[float, str]:
        median = statistics.median(values)
        return median, (f"{len(values)} games, median {median:g}, range "
                        f"{values[-1] - values[0]} (from {values[0]} to {values[-1]})")

    top = 64
    height = top + len(rows) * row_h + 80
    said: list[str] = []      # each row in words, filled in as the rows are drawn
    out = [*_svg_open(uid, height, title, " dot-plot"),
           "",        # the <desc>, once every row has been said
           _background(height),
           f'<text x="12" y="30" font-size="22" font-weight="bold" fill="{c["text"]}">'
           f'{escape(title)}</text>']
    # Legend: the median's triangle (and a hollow dot, when a timer stopped games).
    out.append(f'<polygon points="{_f(right - 96)},{44} {_f(right - 88)},{58} '
               f'{_f(right - 104)},{58}" fill="{c["last_seed"]}"/>'
               f'<text x="{_f(right - 80)}" y="56" font-size="{MIN_FONT_PX}" '
               f'fill="{c["text"]}">median</text>')
    if any(open_dots.values()):
        out.append(f'<circle cx="{_f(right - 330)}" cy="51" r="{DOT_R}" fill="#FFFFFF" '
                   f'stroke="{c["south"]}" stroke-width="2"/>'
                   f'<text x="{_f(right - 318)}" y="56" font-size="{MIN_FONT_PX}" '
                   f'fill="{c["text"]}">stopped by the timer</text>')
    for index, (label, values) in enumerate(rows):
        y0 = top + index * row_h
        base = y0 + row_h - 8                    # the row's number line
        median, words = summary(values)
        hollow = Counter(open_dots.get(label, Counter()))
        if hollow:
            count = sum(hollow.values())
            words += (f", {count} stopped by the timer" if count != 1 else
                      ", 1 stopped by the timer")
        columns: dict[int, int] = {}
        for v in values:
            columns[v // width] = columns.get(v // width, 0) + 1
        tallest = max(columns.values())
        step = min(DOT_STEP, (ROW_DOTS * DOT_STEP) / tallest)
        r = DOT_R if step >= DOT_STEP else max(1.5, step / 2)
        squeezed = (f"Smaller dots, squeezed to fit: the tallest column holds {tallest} games."
                    if step < DOT_STEP else "")
        said.append(f"{label}: {words}" + (f" ({squeezed[0].lower()}{squeezed[1:-1]})"
                                           if squeezed else ""))
        out.append(f'<g class="row" data-label="{escape(label)}" data-median="{median:g}">'
                   f'<text x="{left}" y="{y0 + 20}" font-size="{MIN_FONT_PX}" '
                   f'fill="{c["text"]}"><tspan font-weight="bold">{escape(label)}</tspan>: '
                   f'{escape(words)}</text>'
                   + (f'<text x="{left}" y="{y0 + 42}" font-size="{MIN_FONT_PX}" '
                      f'fill="{c["muted"]}">{escape(squeezed)}</text>' if squeezed else "")
                   + f'<line x1="{left}" y1="{_f(base)}" x2="{right}" y2="{_f(base)}" '
                   f'stroke="{GRID}" stroke-width="1"/>')
        filled: dict[int, int] = {}
        for v in values:
            col = v // width
            k = filled.get(col, 0)
            filled[col] = k + 1
            cx = x_of(col * width + (width - 1) / 2)
            cy = base - DOT_R - 2 - k * step
            if hollow[v]:            # a game the timer stopped: at least this long
                hollow[v] -= 1
                out.append(f'<circle class="game stopped" data-value="{v}" cx="{_f(cx)}" '
                           f'cy="{_f(cy)}" r="{_f(r)}" fill="#FFFFFF" stroke="{c["south"]}" '
                           f'stroke-width="2"/><path d="M{_f(cx + r + 1)},{_f(cy)} '
                           f'h{_f(r + 2)} m-3,-3 l3,3 l-3,3" fill="none" '
                           f'stroke="{c["south"]}" stroke-width="1.5"/>')
                continue
            out.append(f'<circle class="game" data-value="{v}" cx="{_f(cx)}" cy="{_f(cy)}" '
                       f'r="{_f(r)}" fill="{c["south"]}"/>')
        mx = x_of(median)
        out.append(f'<polygon class="median" points="{_f(mx)},{_f(base - 2)} '
                   f'{_f(mx + 8)},{_f(base + 12)} {_f(mx - 8)},{_f(base + 12)}" '
                   f'fill="{c["last_seed"]}" stroke="{c["text"]}" stroke-width="1"/></g>')
    axis_y = top + len(rows) * row_h + 12
    out.append(f'<g class="axis" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'text-anchor="middle">')
    for value in range(0, top_value + 1, tick):
        x = x_of(value)
        out.append(f'<line x1="{_f(x)}" y1="{_f(axis_y - 10)}" x2="{_f(x)}" y2="{_f(axis_y - 4)}" '
                   f'stroke="{c["muted"]}" stroke-width="1"/>'
                   f'<text x="{_f(x)}" y="{_f(axis_y + 14)}">{value}</text>')
    out.append("</g>")
    note = (f" (a column for every {width}: 0 to {width - 1}, {width} to {2 * width - 1} ...)"
            if width > 1 else "")
    out.append(f'<text x="{_f((left + right) / 2)}" y="{_f(axis_y + 50)}" '
               f'font-size="{MIN_FONT_PX}" font-weight="bold" text-anchor="middle" '
               f'fill="{c["text"]}">{escape(unit.capitalize())} in a game: one dot is one game'
               f'{escape(note)}</text>')
    out.append("</svg>")
    description = f"A dot plot of the {unit} in each game, one dot per game: {'; '.join(said)}."
    out[2] = f'<desc id="{uid}-d">{escape(description)}</desc>'
    return Chart("".join(out), title, description)

# --- who wins with perfect play: a bar each way from a middle line ------------------------------

BAR_PX = 18               # one bar's thickness
VALUE_PX = 110            # room beside a bar's end for its words ("South by 10")


def _hatch(uid: str, colour: str) -> str:
    """A diagonal-stripe fill, so the second kind of bar differs by more than colour."""
    return (f'<pattern id="{uid}-hatch" width="8" height="8" patternUnits="userSpaceOnUse" '
            f'patternTransform="rotate(45)"><rect width="8" height="8" fill="#FFFFFF"/>'
            f'<rect width="4" height="8" fill="{colour}"/></pattern>')


def margin_chart(rows: Sequence[tuple[str, Sequence[int | None]]], series: Sequence[str], *,
                 first: str = "South", second: str = "North", title: str | None = None,
                 palette: Mapping[str, str] | None = None) -> Chart:
    """Who wins, and by how many seeds, when both players play perfectly.

    ``rows`` are ``(label, margins)``: a board ("3 pits, 2 seeds") and, for each of ``series``
    (the house rules compared), the final margin of the player who moves first (``first``);
    ``None`` where there is no result. A bar grows right from the middle line when ``first``
    wins and left when ``second`` does; a draw is a diamond on the line. Each bar carries its
    words ("South by 4"), and the second series is striped as well as coloured.
    """
    if not rows or not series:
        raise ValueError("A chart of results needs at least one board and one rule.")
    if any(len(values) != len(series) for _, values in rows):
        raise ValueError("Each board needs one result for each rule.")
    c = make_palette(dict(palette) if palette else None)
    uid = new_id_prefix()
    heading = title or "Who wins with perfect play?"
    extra = max(0, len(series) - 2)          # a third rule and more: plain purple
    fills = [c["south"], f"url(#{uid}-hatch)"][:len(series)] + [c["north"]] * extra
    strokes = [c["south"], c["north"]] + [c["north"]] * extra

    def words(value: int | None) -> str:
        if value is None:
            return "not known"
        if value == 0:
            return "draw"
        return f"{first if value > 0 else second} by {abs(value)}"

    def label_width(text: str) -> float:
        return len(text) * 9.5

    labels_px = max(LABELS_PX, max(label_width(label) for label, _ in rows) + 24)
    legend_h = 30 * len(series)
    top = 72 + legend_h + 40
    row_h = len(series) * (BAR_PX + 4) + 14
    plot_h = len(rows) * row_h
    bottom = top + plot_h
    height = bottom + 64
    left, right = labels_px + VALUE_PX, WIDTH_PX - VALUE_PX
    middle = (left + right) / 2
    most = max([abs(v) for _, vs in rows for v in vs if v is not None] + [1])
    tick = 1 if most <= 5 else 2 if most <= 12 else 5
    most = -(-most // tick) * tick
    scale = (right - middle) / most

    said = []
    for label, values in rows:
        said.append(f"{label}: " + ", ".join(f"{name}: {words(v)}"
                                             for name, v in zip(series, values)))
    description = (f"A bar chart of who wins and by how many seeds when both players make no "
                   f"mistakes. {first} moves first; a bar to the right means {first} wins, to "
                   f"the left {second} wins. " + "; ".join(said) + ".")

    out = [*_svg_open(uid, height, heading),
           f'<desc id="{uid}-d">{escape(description)}</desc>',
           f'<defs>{_hatch(uid, c["north"])}</defs>',
           _background(height),
           f'<text x="12" y="30" font-size="22" font-weight="bold" fill="{c["text"]}">'
           f'{escape(heading)}</text>']
    out.append('<g class="legend">')
    for k, name in enumerate(series):
        y = 60 + 30 * k
        out.append(f'<rect x="12" y="{y - 14}" width="36" height="18" fill="{fills[k]}" '
                   f'stroke="{strokes[k]}" stroke-width="2"/>'
                   f'<text x="58" y="{y}" font-size="{MIN_FONT_PX}" fill="{c["text"]}">'
                   f'{escape(name)}</text>')
    out.append("</g>")
    out.append(f'<text x="{_f(middle - 12)}" y="{top - 14}" font-size="{MIN_FONT_PX}" '
               f'font-weight="bold" text-anchor="end" fill="{c["text"]}">'
               f'\u25c0 {escape(second)} wins</text>'
               f'<text x="{_f(middle + 12)}" y="{top - 14}" font-size="{MIN_FONT_PX}" '
               f'font-weight="bold" fill="{c["text"]}">{escape(first)} wins \u25b6</text>')
    # The grid: a line every `tick` seeds, the middle line (a draw) darker.
    out.append(f'<g class="grid" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'text-anchor="middle">')
    for k in range(-most, most + 1, tick):
        x = middle + k * scale
        colour = c["text"] if k == 0 else GRID
        out.append(f'<line x1="{_f(x)}" y1="{top}" x2="{_f(x)}" y2="{bottom}" '
                   f'stroke="{colour}" stroke-width="{2 if k == 0 else 1}"/>'
                   f'<text x="{_f(x)}" y="{bottom + 24}">{abs(k)}</text>')
    out.append("</g>")
    out.append(f'<text x="{_f(middle)}" y="{bottom + 52}" font-size="{MIN_FONT_PX}" '
               f'font-weight="bold" text-anchor="middle" fill="{c["text"]}">'
               f'Seeds the winner wins by</text>')
    out.append(f'<g class="boards" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'text-anchor="end" dominant-baseline="central">')
    for r, (label, _) in enumerate(rows):
        y = top + r * row_h + row_h / 2
        out.append(f'<text x="{_f(labels_px - 12)}" y="{_f(y)}">{escape(label)}</text>')
    out.append("</g>")
    out.append(f'<g class="results" font-size="{MIN_FONT_PX}" fill="{c["text"]}" '
               'dominant-baseline="central">')
    for r, (label, values) in enumerate(rows):
        for k, value in enumerate(values):
            y = top + r * row_h + 7 + k * (BAR_PX + 4)
            cy = y + BAR_PX / 2
            data = f'data-board="{escape(label)}" data-rule="{k}" data-margin="{value}"'
            if value is None:
                out.append(f'<text {data} x="{_f(middle + 8)}" y="{_f(cy)}">not known</text>')
            elif value == 0:
                d = BAR_PX / 2 + 2
                out.append(f'<polygon {data} class="draw" points="{_f(middle)},{_f(cy - d)} '
                           f'{_f(middle + d)},{_f(cy)} {_f(middle)},{_f(cy + d)} '
                           f'{_f(middle - d)},{_f(cy)}" fill="{fills[k]}" '
                           f'stroke="{strokes[k]}" stroke-width="2"/>'
                           f'<text x="{_f(middle + d + 6)}" y="{_f(cy)}">draw</text>')
            else:
                length = abs(value) * scale
                x = middle if value > 0 else middle - length
                end = (f'<text x="{_f(middle + length + 6)}" y="{_f(cy)}">' if value > 0 else
                       f'<text x="{_f(middle - length - 6)}" y="{_f(cy)}" text-anchor="end">')
                out.append(f'<rect {data} class="bar" x="{_f(x)}" y="{_f(y)}" '
                           f'width="{_f(length)}" height="{BAR_PX}" fill="{fills[k]}" '
                           f'stroke="{strokes[k]}" stroke-width="2"/>'
                           f'{end}{escape(words(value))}</text>')
    out.append("</g></svg>")
    return Chart("".join(out), heading, description)
