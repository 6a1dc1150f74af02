"""Boards as SVG for notebooks and projectors, drawn from :mod:`mancala_teach.layout`.

The layout is in millimetres; the SVG keeps millimetres as its user units (the ``viewBox``) and
by default takes the width of whatever holds it (``width="100%"``), so the same geometry scales
crisply from a phone to a projector, at any browser zoom. Pass ``width_px`` for a fixed size. Every pit shows its
letter and its count as a numeral; small counts are also drawn as dots a child can count.
Highlights always pair a colour from the palette with a shape cue (a dashed ring, a thick
outline, hatching, a double outline), so they survive colour blindness and black-and-white
projectors. Each board gets its own id prefix, so many boards on one page never share a
pattern by accident.

Every word on a board (names, the status line, the key, the accessible names and the
description) is in the language in use (:mod:`mancala_teach.i18n`); where words sit is
measured from the words themselves, so longer French or Spanish words get the room they
need. A board drawn in another language than English names it (``lang``). Identifiers stay
English: a store's ``data-player`` is its seat ("South"), what a tap sends back.
"""

from __future__ import annotations

import itertools
import math
import os
import secrets
from html import escape, unescape
from typing import IO, Any, Collection, Mapping

from ..errors import NotABoardError
from ..glossary import game_title
from ..i18n import (N_, SOURCE_LANGUAGE, _, capitalised, current_language, ngettext,
                    per_language, pgettext)
from ..layout import BoardLayout, board_layout
from ..naming import LETTERS, player_names, seat_name
from ..position import Position, register_svg_drawer
from ..rules import Rules
from ..trace import Frame
from .highlights import Highlights
from .palette import palette as make_palette

# Counts up to this many are also drawn as dots (ten fit in a ring inside a pit).
DOTS_UP_TO = 10
# Type sizes in mm of the layout. A standard board (6 pits a side, about 470 mm wide) drawn
# 844 px wide (a notebook column in a 1280 px window, file browser open) has 1.8 px a mm: pit
# letters near 20 px, names 16 px, counts 36 px; 10 pits a side (672 mm) still have counts of
# 25 px. Every board is also kept shorter than the window (see ``_size_style``).
LABEL_MM = 9.0                # player names and the status line
LETTER_MM = 11.0              # pit letters (in a margin 20 mm deep)
STORE_MM = 8.5                # store names
SMALL_MM = 7.2                # the key to the rings
BAND = 13.0                   # mm above and below the layout for names, status and legend
# A board turned upright for a phone is narrow and tall (about 150 x 520 mm for 6 pits) and is
# drawn about 1 px a mm: bigger type, about 14 px at that size.
VERTICAL_LABEL_MM = 12.0
VERTICAL_LETTER_MM = 14.0
VERTICAL_STORE_MM = 13.0
VERTICAL_BAND = 17.0
# The square board is as tall as wide, so it is drawn smaller than a long board: its standard
# 6-a-row board (482 mm) shown 580 px high (beside the stepper's controls in a 1280x720
# window) has 1.2 px a mm; these sizes give counts of 24 px, letters and names of 16 px and
# the other words 14 px there.
SQUARE_LABEL_MM = 12.0        # the status line
SQUARE_SMALL_MM = 11.0        # the key
SQUARE_LETTER_MM = 14.0
SQUARE_STORE_MM = 13.0
NAME_MM = 14.0                # player names in the middle of a square board
COUNT = 0.9                   # a count's numeral, in pit radii (inside a ring of dots up to 9)
COUNT_TEN = 0.66              # "10" inside its ring of ten dots

_board_numbers = itertools.count(1)
# Random per kernel, so boards from an earlier run still on the page never share ids with new
# ones; the counter keeps boards of one run apart.
_SESSION = secrets.token_hex(3)

# The key to the rings, in English (translated where it is drawn: :func:`legend_words`).
LEGEND = {
    "chosen": N_("dashed: chosen"),
    "picked_up": N_("dashed: picked up"),
    "last_seed": N_("thick: last seed"),
    "captured": N_("hatched: captured"),
    "store_grew": N_("double: store grew"),
}


# The short words a board repeats (its key, "South to move", store labels) are made once a
# language and kept (per_language): a stepped board draws them at every step.
@per_language
def legend_words(kind: str) -> str:
    """The key's words for one kind of ring, in the language in use."""
    return _(LEGEND[kind])


@per_language
def to_move_words(player: int, sides: int = 2) -> str:
    """"South to move", in the language in use."""
    # TRANSLATORS: the line beside a board's seat name: whose turn it is.
    return _("{player} to move", player=seat_name(player, sides))


def score_words(count: int) -> str:
    """"score 12" beside a seat's name on a board without stores."""
    return _("score {count}", count=count)


def in_hand_words(count: int) -> str:
    """"In hand: 12", the seeds being sown."""
    return _("In hand: {count}", count=count)


def _lang_attribute() -> str:
    """`` lang="fr"`` for a picture in another language than English (English pictures stay
    as they always were)."""
    code = current_language()
    return "" if code == SOURCE_LANGUAGE else f' lang="{code}"'


def _f(x: float) -> str:
    """A coordinate with at most one decimal: enough for 0.1 mm, and keeps boards small."""
    text = f"{x:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _legend_width(label: str, size: float = SMALL_MM) -> float:
    """About how wide a key to the highlights is, in mm: a letter is about 0.55 em wide."""
    return len(label) * size * 0.55 + 9


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide a line of text is, in mm (DejaVu Sans: about 0.58 em a letter, 0.64 em
    bold), erring wide so that nothing it is placed beside is touched."""
    return len(text) * size * (0.64 if bold else 0.58)


def _size_style(aspect: float) -> str:
    """The SVG's size on a page: the width of whatever holds it, but never taller than the
    window less ``--mt-reserve`` (what the widget keeps under the board for its words and step
    controls; nothing outside a widget), nor smaller than 9 rem high."""
    a = f"{aspect:.3f}"
    tall = "max(calc((100{vh} - var(--mt-reserve, 0px)) * {a}), calc(9rem * {a}))"
    return ('width="100%" style="display:block;width:100%;height:auto;margin:0 auto;'
            f'max-width:{tall.format(vh="vh", a=a)};max-width:{tall.format(vh="dvh", a=a)}"')


def pit_words(name: str, count: int | None) -> str:
    """A pit's accessible name: "Pit C, 1 seed", "Pit C, 4 seeds", "Pit C, blank"."""
    # TRANSLATORS: a pit's name for screen readers: keep the letter before the count, as
    # the pit shows them ("C 4").
    if count is None:
        return _("Pit {pit}, blank", pit=name)
    return ngettext("Pit {pit}, {count} seed", "Pit {pit}, {count} seeds",
                    count, pit=name, count=count)


def store_words(player: str, count: int | None) -> str:
    """A store's accessible name: "South's store, 1 seed", "South's store, blank"
    (``player``: a seat's name in the language in use, or a name)."""
    # TRANSLATORS: a store's name for screen readers: it starts with the words the store
    # shows ("{player}'s store", context "label"), then its count.
    if count is None:
        return _("{player}'s store, blank", player=player)
    return ngettext("{player}'s store, {count} seed", "{player}'s store, {count} seeds",
                    count, player=player, count=count)


@per_language
def store_label(player: str) -> str:
    """The words a store shows on a board: "South's store" (``player``: a seat's name in the
    language in use)."""
    # TRANSLATORS: a store's label on a drawn board; {player} is a seat (North) or a name.
    return pgettext("label", "{player}'s store", player=player)


def new_id_prefix() -> str:
    return f"mt{_SESSION}n{next(_board_numbers)}"


def board_svg(board: Position | Frame, *, rules: Rules | None = None,
              to_move: int | None = None, highlights: Highlights | Mapping[str, Any] | None = None,
              flipped: bool = False, title: str | None = None, id_prefix: str | None = None,
              palette: Mapping[str, str] | None = None, width_px: float | None = None,
              dots_up_to: int = DOTS_UP_TO, legend: bool = True, status: str | None = None,
              contrast: str = "normal", pit_labels: Mapping[int, str] | None = None,
              playable: Collection[int] = (), playable_stores: Collection[int] = (),
              chosen: Collection[int] = (), vertical: bool = False) -> str:
    """An SVG picture of a position, or of a :class:`~mancala_teach.trace.Frame` of a move.

    A frame does not know its rules: pass ``rules=`` (and ``to_move=`` for the status line).
    ``highlights`` is a :class:`Highlights` or a dict such as ``{"captured": [7]}``;
    :func:`mancala_teach.render.highlights.highlights_at` reads them from a trace.
    ``status`` replaces the line naming the player to move. ``contrast="high"`` draws for a
    washed-out projector: black on white, thicker outlines, darker highlight colours.

    For a board that is played by tapping it (the stepper), ``pit_labels`` gives every pit its
    accessible name ("Pit C, 4 seeds, yours") and ``playable`` lists the pits that may be
    played now: those become buttons (``role="button"``, ``tabindex="0"``) with a focus ring,
    and the picture becomes a group of them rather than a single image. ``chosen`` marks pits
    chosen but not sown yet (while a class predicts, or picks a direction): the same dashed
    ring as "picked up", and the key says "chosen" (the seeds are still in the pit).
    ``vertical=True`` turns a two-sided board upright for a narrow screen (a phone): South's
    pits down the left, North's up the right, the stores at the ends.
    """
    if isinstance(board, Position):
        rules = board.rules
        pits, stores, in_hand = board.pits, board.stores, 0
        if to_move is None and not board.is_over:
            to_move = board.to_move
        if status is None and board.outcome is not None:
            status = _("Game over: {result}.", result=board.outcome.result())
    elif isinstance(board, Frame):
        if rules is None:
            raise NotABoardError("board_svg(frame) needs rules=...: a frame does not know its game.")
        pits, stores, in_hand = board.pits, board.stores, board.in_hand
    else:
        raise NotABoardError(f"board_svg draws a Position or a Frame, not {type(board).__name__}.")
    marks = Highlights.coerce(highlights)
    colours = make_palette(dict(palette) if palette else None, contrast=contrast)
    layout = board_layout(rules, flipped=flipped, vertical=vertical)
    uid = id_prefix or new_id_prefix()
    description = describe(rules, pits, stores, to_move, in_hand, marks, status)
    if chosen:
        description += " " + _("Chosen: pit {pits}.",
                               pits=", ".join(LETTERS[p] for p in sorted(chosen)))
    happening = status
    if not happening:
        # TRANSLATORS: a board's title says what is happening on it: "Kalah: a board".
        happening = (to_move_words(to_move, layout.sides) if to_move is not None else
                     _("a board"))
    # TRANSLATORS: a board's title: the game, then what is happening ("South to move").
    heading = title or _("{game}: {status}", game=capitalised(game_title(rules.title)),
                         status=happening)
    drawing = _Drawing(layout, rules, pits, stores, in_hand, to_move, marks, colours, uid,
                       dots_up_to, legend, status)
    drawing.bold = contrast == "high"
    drawing.pit_labels = dict(pit_labels) if pit_labels is not None else None
    drawing.playable = frozenset(playable)
    drawing.playable_stores = frozenset(playable_stores)
    drawing.chosen = frozenset(chosen)
    return drawing.render(heading, description, width_px)


class SvgBoard:
    """A board picture that shows itself in Jupyter as inline SVG (``_repr_html_``).

    Inline, the board's ``<title>`` and ``<desc>`` (the whole position in words) reach screen
    readers; an SVG shown as an image (IPython's ``SVG``) becomes an ``<img>`` with no text.
    Its plain-text form is the same description.
    """

    def __init__(self, svg: str, text: str) -> None:
        self.svg = svg
        self.text = text

    def _repr_html_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.svg


def draw_board(board: Position | Frame, **options: Any) -> SvgBoard:
    """:func:`board_svg` wrapped for display: the last line of a notebook cell shows it."""
    svg = board_svg(board, **options)
    start = svg.index(">", svg.index("<desc")) + 1
    text = unescape(svg[start:svg.index("</desc>")])
    return SvgBoard(svg, text)


def write_svg(board: Position | Frame, target: str | os.PathLike[str] | IO[str],
              **options: Any) -> None:
    """Write :func:`board_svg` to a path or an open text stream (options as for board_svg)."""
    svg = board_svg(board, **options)
    if hasattr(target, "write"):
        target.write(svg)
    else:
        with open(target, "w", encoding="utf-8") as f:
            f.write(svg)


def describe(rules: Rules, pits: tuple[int, ...], stores: tuple[int, ...],
             to_move: int | None, in_hand: int = 0, marks: Highlights | None = None,
             status: str | None = None) -> str:
    """The board in words, for screen readers (the SVG's ``<desc>`` and ``aria-label``), in
    the language in use."""
    n = rules.pits_per_side
    sides = getattr(rules, "sides", 2)
    names = [seat_name(player, sides) for player in range(sides)]

    def blank(count: int | None) -> str:
        # TRANSLATORS: a pit or store left blank for a child to fill in.
        return pgettext("count", "blank") if count is None else str(count)

    # TRANSLATORS: the first words a screen reader says about a board; {game} is a game's
    # name as said inside a sentence.
    parts = [_("{game} board.", game=game_title(rules.title))]
    for player, name in enumerate(names):
        row = pits[player * n:(player + 1) * n]
        # TRANSLATORS: {counts} lists each pit's seeds in order ("4, 4, 0, 5").
        parts.append(_("{player}'s pits {first} to {last} hold {counts}.", player=name,
                       first=LETTERS[player * n], last=LETTERS[(player + 1) * n - 1],
                       counts=", ".join(blank(c) for c in row)))
    if sides == 2 and rules.has_stores:
        parts.append(_("South's store {south}, North's store {north}.",
                       south=blank(stores[0]), north=blank(stores[1])))
    elif sides == 2:
        parts.append(_("South's score {south}, North's score {north}.",
                       south=blank(stores[0]), north=blank(stores[1])))
    else:
        parts.append(_("Stores: {stores}.", stores=", ".join(
            f"{name} {blank(stores[player])}" for player, name in enumerate(names))))
    if in_hand:
        parts.append(_("{count} in hand.", count=in_hand))
    if status:
        parts.append(status)
    elif to_move is not None:
        parts.append(_("{player} to move.", player=names[to_move]))
    if marks:
        def letters(pits_: frozenset[int]) -> str:
            return ", ".join(LETTERS[p] for p in sorted(pits_))
        if marks.picked_up:
            parts.append(_("Picked up from pit {pits}.", pits=letters(marks.picked_up)))
        if marks.last_seed:
            parts.append(_("Last seed in pit {pits}.", pits=letters(marks.last_seed)))
        for p in sorted(marks.last_seed_store):
            parts.append(_("Last seed in {player}'s store.", player=names[p]))
        if marks.captured:
            parts.append(_("Captured from pits {pits}.", pits=letters(marks.captured)))
        for p in sorted(marks.store_grew):
            parts.append(_("{player}'s store grew.", player=names[p]) if rules.has_stores
                         else _("{player}'s score grew.", player=names[p]))
    return " ".join(parts)


class _Drawing:
    """Turns one layout plus counts into SVG text. Private: use :func:`board_svg`."""

    def __init__(self, layout: BoardLayout, rules: Rules, pits: tuple[int, ...],
                 stores: tuple[int, ...], in_hand: int, to_move: int | None,
                 marks: Highlights, colours: dict[str, str], uid: str, dots_up_to: int,
                 legend: bool, status: str | None) -> None:
        self.L, self.rules, self.pits, self.stores = layout, rules, pits, stores
        self.names = player_names(layout.sides)        # identifiers: data-player="South"
        self.seats = [seat_name(p, layout.sides) for p in range(layout.sides)]   # words
        if layout.sides != 2:    # shown narrower (it is as tall as wide): bigger type
            self.label_mm, self.small_mm = SQUARE_LABEL_MM, SQUARE_SMALL_MM
            self.letter_mm = SQUARE_LETTER_MM
            self.store_mm = SQUARE_STORE_MM
        elif layout.vertical:    # upright on a phone: bigger type in a narrow picture
            self.label_mm, self.letter_mm = VERTICAL_LABEL_MM, VERTICAL_LETTER_MM
            self.store_mm, self.band = VERTICAL_STORE_MM, VERTICAL_BAND
        self.in_hand, self.to_move, self.marks, self.c = in_hand, to_move, marks, colours
        self.uid, self.dots_up_to, self.legend, self.status = uid, dots_up_to, legend, status
        self.out: list[str] = []

    bold = False          # high contrast: thicker outlines
    label_mm = LABEL_MM   # names, status
    letter_mm = LETTER_MM   # pit letters
    store_mm = STORE_MM   # store names
    small_mm = SMALL_MM   # the key
    band = BAND           # the height of a line above or below a two-sided board
    pit_labels: dict[int, str] | None = None
    playable: frozenset[int] = frozenset()
    playable_stores: frozenset[int] = frozenset()
    chosen: frozenset[int] = frozenset()
    _store_mm: float | None = None    # the store names' size, once worked out

    @property
    def _edge(self) -> float:
        return 2.0 if self.bold else 1.0

    def render(self, heading: str, description: str, width_px: float | None) -> str:
        L = self.L
        square = L.sides != 2
        # A square board writes names and status in its empty middle: a band below for the
        # legend only. A two-sided board has lines above (a name, and the status beside it or
        # under it) and below (a name, and the key beside it or in lines under it): as many
        # as its width needs, the same for every frame, so a stepped board keeps its size.
        if square:
            top, height = 0.0, L.height + (BAND * self._legend_lines() if self.legend else 0)
        else:
            above, below = self._lines_above(), 1 + self._key_lines()
            top, height = -self.band * above, L.height + self.band * (above + below)
        if width_px is None:
            size = _size_style(L.width / height)
        else:
            size = f'width="{round(width_px)}" height="{round(height * width_px / L.width)}"'
        # A picture is one image; a board to play is a group of pits, some of them buttons.
        role = "img" if self.pit_labels is None else "group"
        self.out.append(
            f'<svg xmlns="http://www.w3.org/2000/svg" class="mancala-board" id="{self.uid}" '
            f'viewBox="0 {_f(top)} {_f(L.width)} {_f(height)}" {size} role="{role}" '
            f'aria-labelledby="{self.uid}-d"{_lang_attribute()} '
            f'font-family="DejaVu Sans, Verdana, Arial, sans-serif">')
        self.out.append(f'<title id="{self.uid}-t">{escape(heading)}</title>')
        self.out.append(f'<desc id="{self.uid}-d">{escape(description)}</desc>')
        self.out.append(
            f'<defs><pattern id="{self.uid}-hatch" width="4" height="4" '
            f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
            f'<rect width="4" height="4" fill="{self.c["pit"]}"/>'
            f'<line x1="0" y1="0" x2="0" y2="4" stroke="{self.c["captured"]}" '
            f'stroke-width="1.6"/></pattern></defs>')
        self.out.append(
            f'<rect x="{_f(L.board_x)}" y="{_f(L.board_y)}" width="{_f(L.board_w)}" '
            f'height="{_f(L.board_h)}" rx="12" fill="{self.c["board"]}" '
            f'stroke="{self.c["board_edge"]}" stroke-width="{_f(self._edge + 0.2)}"/>')
        for spot in L.stores:
            self._store(spot)
        for spot in L.pits:
            self._pit(spot)
        self._arrows()
        self._players()
        if self.legend and (self.marks or self.chosen):
            self._legend()
        self.out.append("</svg>")
        return "".join(self.out)

    # --- pieces -------------------------------------------------------------------------------

    def _dots(self, count: int, centres: list[tuple[float, float]], r: float) -> None:
        seed = self.c["seed"]
        self.out.append(f'<g class="seeds" fill="{seed}">' + "".join(
            f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}"/>' for x, y in centres[:count])
            + "</g>")

    def _pit(self, spot: Any) -> None:
        c, m = self.c, self.marks
        count = self.pits[spot.pit]
        captured = spot.pit in m.captured
        last = spot.pit in m.last_seed
        fill = f"url(#{self.uid}-hatch)" if captured else c["pit"]
        stroke, width = (c["last_seed"], 3.2) if last else (c["pit_edge"], self._edge)
        playable = spot.pit in self.playable
        classes = ["pit"] + [k for k, on in (("picked-up", spot.pit in m.picked_up),
                                             ("chosen", spot.pit in self.chosen),
                                             ("last-seed", last), ("captured", captured),
                                             ("playable", playable)) if on]
        access = ""
        if self.pit_labels is not None:
            label = escape(self.pit_labels.get(spot.pit) or pit_words(spot.name, count))
            access = (f' role="button" tabindex="0" aria-label="{label}"' if playable else
                      f' role="img" aria-label="{label}"')
        self.out.append(f'<g class="{" ".join(classes)}" data-pit="{spot.name}" '
                        f'data-count="{"" if count is None else count}"{access}>')
        if playable:
            # Shown by the widget's style sheet while the pit has the keyboard focus: a black
            # ring inside a white one, visible on the wood and on the page alike.
            self.out.append(
                f'<g class="focus-ring" visibility="hidden" fill="none">'
                f'<circle cx="{_f(spot.cx)}" cy="{_f(spot.cy)}" r="{_f(spot.r + 4.6)}" '
                f'stroke="#FFFFFF" stroke-width="2.4"/>'
                f'<circle cx="{_f(spot.cx)}" cy="{_f(spot.cy)}" r="{_f(spot.r + 4.6)}" '
                f'stroke="#000000" stroke-width="1.3"/></g>')
        self.out.append(f'<circle cx="{_f(spot.cx)}" cy="{_f(spot.cy)}" r="{_f(spot.r)}" '
                        f'fill="{fill}" stroke="{stroke}" stroke-width="{_f(width)}"/>')
        if spot.pit in m.picked_up or spot.pit in self.chosen:
            self.out.append(
                f'<circle cx="{_f(spot.cx)}" cy="{_f(spot.cy)}" r="{_f(spot.r + 2.4)}" '
                f'fill="none" stroke="{c["picked_up"]}" stroke-width="1.8" '
                f'stroke-dasharray="4 2.5"/>')
        if count is not None and 0 < count <= self.dots_up_to:
            ring = spot.r * 0.64
            centres = [(spot.cx + ring * math.sin(2 * math.pi * k / count),
                        spot.cy - ring * math.cos(2 * math.pi * k / count))
                       for k in range(count)] if count > 1 else [(spot.cx, spot.cy - ring)]
            self._dots(count, centres, spot.r * 0.12)
            size = spot.r * (COUNT if count < 10 else COUNT_TEN)
        else:
            size = spot.r * COUNT
        # The letter before the count, a space between: the pit's visible text reads "A 4",
        # as its name "Pit A, 4 seeds" does (axe: label-content-name-mismatch).
        self.out.append(
            f'<text class="letter" x="{_f(spot.label_x)}" y="{_f(spot.label_y)}" '
            f'font-size="{_f(self.letter_mm)}" font-weight="bold" text-anchor="middle" '
            f'dominant-baseline="central" fill="{c["text"]}">{spot.name}</text> ')
        self._numeral(spot.cx, spot.cy, count, size, "count")
        self.out.append("</g>")

    def _numeral(self, x: float, y: float, count: int | None, size: float, cls: str) -> None:
        """The count in digits; a blank to fill in (``None``) is a question mark."""
        # A halo behind the digits keeps them readable on the hatch pattern.
        self.out.append(
            f'<text class="{cls}" x="{_f(x)}" y="{_f(y)}" font-size="{_f(size)}" '
            f'font-weight="bold" text-anchor="middle" dominant-baseline="central" '
            f'fill="{self.c["text"]}" stroke="{self.c["pit"]}" stroke-width="1.6" '
            f'paint-order="stroke">{"?" if count is None else count}</text>')

    def _store(self, spot: Any) -> None:
        c, m = self.c, self.marks
        count = self.stores[spot.player]
        grew = spot.player in m.store_grew
        last = spot.player in m.last_seed_store
        stroke, width = (c["last_seed"], 3.2) if last else (c["pit_edge"], self._edge)
        classes = ["store"] + [k for k, on in (("store-grew", grew), ("last-seed", last)) if on]
        access = ""
        playable = spot.player in self.playable_stores
        if self.pit_labels is not None:
            label = escape(capitalised(store_words(self.seats[spot.player], count)))
            access = (f' role="button" tabindex="0" aria-label="{label}"' if playable else
                      f' role="img" aria-label="{label}"')
        if playable:
            classes.append("playable")
        self.out.append(f'<g class="{" ".join(classes)}" data-player="{self.names[spot.player]}"'
                        f' data-count="{"" if count is None else count}"{access}>')
        if playable:
            self.out.append(
                f'<g class="focus-ring" visibility="hidden" fill="none">'
                f'<rect x="{_f(spot.x - 4.6)}" y="{_f(spot.y - 4.6)}" width="{_f(spot.w + 9.2)}" '
                f'height="{_f(spot.h + 9.2)}" rx="{_f(spot.w / 2 + 4.6)}" stroke="#FFFFFF" '
                f'stroke-width="2.4"/><rect x="{_f(spot.x - 4.6)}" y="{_f(spot.y - 4.6)}" '
                f'width="{_f(spot.w + 9.2)}" height="{_f(spot.h + 9.2)}" '
                f'rx="{_f(spot.w / 2 + 4.6)}" stroke="#000000" stroke-width="1.3"/></g>')
        self.out.append(f'<rect x="{_f(spot.x)}" y="{_f(spot.y)}" width="{_f(spot.w)}" '
                        f'height="{_f(spot.h)}" rx="{_f(spot.w / 2)}" fill="{c["store"]}" '
                        f'stroke="{stroke}" stroke-width="{_f(width)}"/>')
        if grew:
            inset = 3.0
            self.out.append(
                f'<rect x="{_f(spot.x + inset)}" y="{_f(spot.y + inset)}" '
                f'width="{_f(spot.w - 2 * inset)}" height="{_f(spot.h - 2 * inset)}" '
                f'rx="{_f(spot.w / 2 - inset)}" fill="none" stroke="{c["store_grew"]}" '
                f'stroke-width="1.4"/>'
                f'<rect x="{_f(spot.x - inset)}" y="{_f(spot.y - inset)}" '
                f'width="{_f(spot.w + 2 * inset)}" height="{_f(spot.h + 2 * inset)}" '
                f'rx="{_f(spot.w / 2 + inset)}" fill="none" stroke="{c["store_grew"]}" '
                f'stroke-width="1.4"/>')
        # The name before the count, a space between ("South's store 4"), as the store's
        # name says them (axe: label-content-name-mismatch on a store a child may tap).
        name = store_label(self.seats[spot.player])
        self.out.append(
            f'<text class="store-name" x="{_f(spot.label_x)}" y="{_f(spot.label_y)}" '
            f'font-size="{_f(self._store_names_size())}" '
            f'text-anchor="middle" dominant-baseline="central" fill="{c["text"]}">'
            f'{escape(name, quote=False)}</text> ')
        if count is not None and 0 < count <= self.dots_up_to and spot.w > spot.h:
            # a store lying across (an upright board's): the dots in two rows, the count after
            step = min(9.0, (spot.w * 0.55) / 5)
            left = spot.x + spot.w * 0.14
            centres = [(left + (k // 2) * step, spot.cy + (-7 if k % 2 == 0 else 7))
                       for k in range(count)]
            self._dots(count, centres, 2.7)
            self._numeral(spot.x + spot.w * 0.8, spot.cy, count, 18, "count")
        elif count is not None and 0 < count <= self.dots_up_to:
            step = min(9.0, (spot.h * 0.55) / 5)
            top = spot.y + spot.h * 0.16
            centres = [(spot.cx + (-7 if k % 2 == 0 else 7), top + (k // 2) * step)
                       for k in range(count)]
            self._dots(count, centres, 2.7)
            self._numeral(spot.cx, spot.y + spot.h * 0.8, count,
                          15 if self.L.sides == 2 else 20, "count")
        else:
            self._numeral(spot.cx, spot.cy, count, 18 if self.L.sides == 2 else 22, "count")
        self.out.append("</g>")

    def _store_names_size(self) -> float:
        """The store names' type size, one for all the board's stores: ``store_mm``, or
        smaller where a name would reach a pit's letter beside it, another store's name or
        the picture's edge (a longer name in another language: "granero de Oeste" at a
        corner of the square board; English names always fit)."""
        if self._store_mm is None:
            self._store_mm = min((self._store_name_size(spot, store_label(
                self.seats[spot.player])) for spot in self.L.stores), default=self.store_mm)
        return self._store_mm

    def _store_name_size(self, spot: Any, name: str) -> float:
        """The largest type size up to ``store_mm`` at which ``name`` fits at ``spot``."""
        size = self.store_mm
        width = _text_width(name, size)
        half = min(spot.label_x, self.L.width - spot.label_x)       # the picture's edges
        band = (size + self.letter_mm) / 2
        for pit in self.L.pits:
            if abs(pit.label_y - spot.label_y) < band:
                half = min(half, abs(pit.label_x - spot.label_x) - self.letter_mm * 0.4 - 1.5)
        for other in self.L.stores:
            if other.player != spot.player and abs(other.label_y - spot.label_y) < size:
                half = min(half, abs(other.label_x - spot.label_x) / 2 - 1.5)
        if width <= 2 * half:
            return size
        return max(size * 0.6, math.floor(size * 2 * half / width * 10) / 10)

    def _arrows(self) -> None:
        colour = self.c["arrow"]
        both_ways = self.rules.either_direction   # Giuthi: the mover picks the direction
        parts = []
        for a in self.L.arrows:
            x1, y1 = self._head(a.x1, a.y1, a.x2, a.y2, parts) if both_ways else (a.x1, a.y1)
            x2, y2 = self._head(a.x2, a.y2, a.x1, a.y1, parts)
            parts.append(f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}"/>')
        if parts:
            words = (_("Seeds may be sown either way round") if both_ways
                     else _("Seeds are sown counterclockwise"))
            self.out.append(f'<g class="arrows" stroke="{colour}" fill="{colour}" '
                            f'stroke-width="0.8"><title>{words}</title>{"".join(parts)}</g>')

    @staticmethod
    def _head(tip_x: float, tip_y: float, from_x: float, from_y: float,
              parts: list[str]) -> tuple[float, float]:
        """Draw an arrowhead at the tip; return where the shaft should stop."""
        dx, dy = tip_x - from_x, tip_y - from_y
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        head, half = 4.0, 1.6
        bx, by = tip_x - ux * head, tip_y - uy * head
        parts.append(f'<polygon points="{_f(tip_x)},{_f(tip_y)} {_f(bx - uy * half)},'
                     f'{_f(by + ux * half)} {_f(bx + uy * half)},{_f(by - ux * half)}" '
                     f'stroke="none"/>')
        return bx, by

    def _players(self) -> None:
        """Player names above and below the board; the player to move is marked."""
        L, c = self.L, self.c
        if L.sides != 2:
            self._players_square()
            return
        bottom = L.bottom_player()
        band, above, x = self.band, self._lines_above(), self._name_x()
        for player, y in ((1 - bottom, -band * above + band / 2), (bottom, L.height + band / 2)):
            colour = c["south"] if player == 0 else c["north"]
            moving = player == self.to_move
            text = to_move_words(player) if moving else self.seats[player]
            if not self.rules.has_stores:
                text += " \u00b7 " + score_words(self.stores[player])
            if moving:
                self.out.append(f'<polygon class="to-move" points="{_f(x)},{_f(y - 3.5)} '
                                f'{_f(x + 6)},{_f(y)} {_f(x)},{_f(y + 3.5)}" fill="{colour}"/>')
            weight = "bold" if moving else "normal"
            self.out.append(
                f'<text class="player" x="{_f(x + 9)}" y="{_f(y)}" font-size="{_f(self.label_mm)}" '
                f'font-weight="{weight}" dominant-baseline="central" fill="{c["text"]}">'
                f'<tspan fill="{colour}">\u25cf</tspan> {escape(text)}</text>')
        if above == 1 and self._status_text():     # beside the top name
            self.out.append(
                f'<text class="status" x="{_f(L.board_x + L.board_w)}" y="{_f(-band / 2)}" '
                f'font-size="{_f(self.label_mm)}" font-weight="bold" text-anchor="end" '
                f'dominant-baseline="central" fill="{c["text"]}">'
                f'{escape(self._status_text())}</text>')
        else:      # on lines of its own between the top name and the board
            lines = self._status_lines()
            for k, line in enumerate(lines):
                self.out.append(
                    f'<text class="status" x="{_f(x)}" '
                    f'y="{_f(-band * (len(lines) - k) + band / 2)}" '
                    f'font-size="{_f(self.label_mm)}" font-weight="bold" '
                    f'dominant-baseline="central" fill="{c["text"]}">{escape(line)}</text>')

    def _status_lines(self) -> list[str]:
        """The status on lines of its own, wrapped at spaces to the width of the board."""
        words = self._status_text().split()
        lines: list[str] = []
        for word in words:
            if lines and _text_width(f"{lines[-1]} {word}", self.label_mm, bold=True) \
                    <= self._line_width():
                lines[-1] += f" {word}"
            else:
                lines.append(word)
        return lines

    def _name_x(self) -> float:
        """Where a line above or below a two-sided board starts (the "to move" marker)."""
        return 2.0 if self.L.vertical else self.L.board_x

    def _line_width(self) -> float:
        """How long a line above or below a two-sided board may be, in mm."""
        L = self.L
        return L.width - 4.0 if L.vertical else L.board_w

    def _lines_above(self) -> int:
        """Lines above a two-sided board: the top name, with the status beside it when it
        fits there, else on a line of its own. Mid-move ("In hand: 12") the answer is the
        same at every step, so a stepped board keeps its size; only a game's last frame
        ("Game over: ...") may take one more line. An upright board always has two."""
        room = self._line_width() - self._name_width() - 15
        status = self._status_text()
        if not self.L.vertical and room >= _text_width(in_hand_words(12), self.label_mm, True) \
                and _text_width(status, self.label_mm, bold=True) <= room:
            return 1
        return 1 + max(1, len(self._status_lines()))

    def _key_lines(self) -> int:
        """Lines under the bottom name for the key to the rings: none when the board shows no
        key or every key fits beside the name, else as many as the keys take, wrapped to the
        board's width (counted for the most keys a frame shows, so every frame has them)."""
        if not self.legend or not (self.marks or self.chosen):
            return 0
        widths = [_legend_width(legend_words(k), self.small_mm) + 4 for k in LEGEND
                  if k != "chosen"]
        if 9 + self._name_width() + 6 + sum(widths) <= self._line_width():
            return 0
        return len(_flow(widths, self._line_width()))

    def _name_width(self) -> float:
        """How wide the longest "● North to move" (· score 48) line is, in mm: the same for
        every frame of a game, so a stepped board keeps its size."""
        score = "" if self.rules.has_stores else " \u00b7 " + score_words(48)
        return max(_text_width("\u25cf " + to_move_words(p) + score, self.label_mm, bold=True)
                   for p in (1, 0))

    def _status_text(self) -> str:
        """The line beside the names: the status, and the seeds in hand mid-move."""
        notes = [self.status] if self.status else []
        if self.in_hand:
            notes.append(in_hand_words(self.in_hand))
        return " \u00b7 ".join(notes)

    def _players_square(self) -> None:
        """The names in the empty middle of a square board, each beside its own row, one a
        line (North, East, status, West, South from the top) so they never meet on small
        boards; the player to move is marked and bold."""
        L, c = self.L, self.c
        assert L.inner is not None
        ix, iy, iw, ih = L.inner
        line = NAME_MM * 1.5
        mid = iy + ih / 2
        bottom = L.bottom_player()
        seats = len(self.names)
        # (player, x, y, anchor) for the seat at the bottom, right, top and left of the picture
        places = [((bottom + k) % 4, x, y, anchor) for k, (x, y, anchor) in enumerate((
            (ix + iw / 2, iy + ih - line / 2, "middle"), (ix + iw - 2, mid - line, "end"),
            (ix + iw / 2, iy + line / 2, "middle"), (ix + 2, mid + line, "start")))]
        for player, x, y, anchor in places:
            if player >= seats:
                continue
            colour = c.get(("south", "east", "north", "west")[player], c["text"])
            moving = player == self.to_move
            text = (to_move_words(player, seats) if moving else self.seats[player])
            if not self.rules.has_stores:
                text += " \u00b7 " + score_words(self.stores[player])
            marker = "\u25b6 " if moving else ""
            weight = "bold" if moving else "normal"
            self.out.append(
                f'<text class="player{" to-move" if moving else ""}" x="{_f(x)}" y="{_f(y)}" '
                f'font-size="{_f(NAME_MM)}" font-weight="{weight}" text-anchor="{anchor}" '
                f'dominant-baseline="central" fill="{c["text"]}"><tspan fill="{colour}">'
                f'{marker}\u25cf</tspan> {escape(text)}</text>')
        joined = self._status_text()
        if joined:
            self.out.append(
                f'<text class="status" x="{_f(ix + iw / 2)}" y="{_f(mid)}" '
                f'font-size="{_f(self.label_mm)}" font-weight="bold" text-anchor="middle" '
                f'dominant-baseline="central" fill="{c["text"]}">'
                f'{escape(joined)}</text>')

    def _legend_lines(self) -> int:
        """Lines the key takes below a square board: two when all four keys would not fit
        on one line under it (the same for every frame, so a stepped board keeps its size)."""
        every = sum(_legend_width(legend_words(kind), self.small_mm) + 4 for kind in LEGEND
                    if kind != "chosen")
        return 1 if self.L.sides == 2 or every <= self.L.board_w else 2

    def _legend(self) -> None:
        """A key to the highlights shown, each drawn with its own shape cue."""
        L = self.L
        shown = shown_keys(self.marks, self.chosen)
        widths = [_legend_width(legend_words(k), self.small_mm) for k in shown]
        places: list[tuple[str, float, float]] = []
        if L.sides == 2 and self._key_lines():
            # lines of their own under the bottom name, from the left, wrapped to the board
            for row, members in enumerate(_flow([w + 4 for w in widths], self._line_width())):
                x = self._name_x()
                for i in members:
                    places.append((shown[i], x, L.height + self.band * (row + 1.5)))
                    x += widths[i] + 4
        else:
            # beside the bottom name, from the right (a small square board: two a line,
            # the last line first)
            x = L.board_x + L.board_w
            y = L.height + BAND / 2
            lines = self._legend_lines()
            if lines > 1:
                y += BAND
            for i, kind in enumerate(reversed(shown)):
                if lines > 1 and i == 2:
                    x, y = L.board_x + L.board_w, y - BAND
                x -= _legend_width(legend_words(kind), self.small_mm) + 4
                places.append((kind, x, y))
        for kind, x, y in places:
            sx = x + 3
            self.out.append(
                f'<g class="legend">{_swatch(kind, sx, y, self.c, self.uid)}'
                f'<text x="{_f(sx + 5)}" y="{_f(y)}" font-size="{_f(self.small_mm)}" '
                f'dominant-baseline="central" fill="{self.c["text"]}">'
                f'{escape(legend_words(kind))}</text></g>')


def shown_keys(marks: Highlights, chosen: Collection[int] = ()) -> list[str]:
    """The keys a board with these highlights shows, in the key's order."""
    on = {"chosen": bool(chosen), "picked_up": bool(marks.picked_up),
          "last_seed": bool(marks.last_seed or marks.last_seed_store),
          "captured": bool(marks.captured), "store_grew": bool(marks.store_grew)}
    return [kind for kind in LEGEND if on[kind]]


def _flow(widths: list[float], room: float) -> list[list[int]]:
    """Items of these widths in lines no longer than ``room``: the indices on each line."""
    lines: list[list[int]] = [[]]
    used = 0.0
    for i, w in enumerate(widths):
        if lines[-1] and used + w > room:
            lines.append([])
            used = 0.0
        lines[-1].append(i)
        used += w
    return lines


def _swatch(kind: str, sx: float, y: float, c: Mapping[str, str], uid: str) -> str:
    """The little drawing of a ring that the key puts before its words."""
    if kind in ("picked_up", "chosen"):
        return (f'<circle cx="{_f(sx)}" cy="{_f(y)}" r="2.6" fill="none" '
                f'stroke="{c["picked_up"]}" stroke-width="1" stroke-dasharray="1.6 1"/>')
    if kind == "last_seed":
        return (f'<circle cx="{_f(sx)}" cy="{_f(y)}" r="2.6" fill="none" '
                f'stroke="{c["last_seed"]}" stroke-width="1.6"/>')
    if kind == "captured":
        return (f'<circle cx="{_f(sx)}" cy="{_f(y)}" r="2.8" fill="url(#{uid}-hatch)" '
                f'stroke="{c["pit_edge"]}" stroke-width="0.4"/>')
    return (f'<rect x="{_f(sx - 2.8)}" y="{_f(y - 2.8)}" width="5.6" height="5.6" rx="1.4" '
            f'fill="none" stroke="{c["store_grew"]}" stroke-width="0.6"/>'
            f'<rect x="{_f(sx - 1.6)}" y="{_f(y - 1.6)}" width="3.2" height="3.2" rx="0.8" '
            f'fill="none" stroke="{c["store_grew"]}" stroke-width="0.6"/>')


def key_items(highlights: Highlights | Mapping[str, Any] | None, *,
              chosen: Collection[int] = (), contrast: str = "normal",
              palette: Mapping[str, str] | None = None) -> list[tuple[str, str, str]]:
    """The key to a board's rings as (kind, words, swatch SVG), for a page to show beside a
    board drawn with ``legend=False`` (the widgets: words in the page's own type, which
    grows with the browser's zoom and wraps on a phone)."""
    marks = Highlights.coerce(highlights)
    colours = make_palette(dict(palette) if palette else None, contrast=contrast)
    uid = new_id_prefix()
    hatch = (f'<defs><pattern id="{uid}-hatch" width="1.6" height="1.6" '
             f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
             f'<rect width="1.6" height="1.6" fill="{colours["pit"]}"/>'
             f'<line x1="0" y1="0" x2="0" y2="1.6" stroke="{colours["captured"]}" '
             f'stroke-width="0.7"/></pattern></defs>')
    items = []
    for kind in shown_keys(marks, chosen):
        body = _swatch(kind, 3.5, 3.5, colours, uid)
        items.append((kind, legend_words(kind),
                      f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" '
                      f'class="mt-swatch" aria-hidden="true" focusable="false">'
                      f'{hatch if kind == "captured" else ""}{body}</svg>'))
    return items


# A position shows itself as this board when it is the last line of a notebook cell.
register_svg_drawer(board_svg)


def solitaire_svg(pits: tuple[int | None, ...], store: int | None, *, in_hand: int = 0,
                  highlights: Highlights | Mapping[str, Any] | None = None,
                  pit_labels: Mapping[int, str] | None = None, playable: Collection[int] = (),
                  id_prefix: str | None = None, contrast: str = "normal",
                  width_px: float | None = None) -> str:
    """One row of pits and a store on the right: the solitaire (Tchoukaillon) board.

    Drawn from South's row of the standard layout, so pits A, B, C ... and the store sit
    where they do on every other board and page.
    """
    from ..variants import variant
    n = len(pits)
    rules = variant("kalah", pits=n)
    layout = board_layout(rules)
    marks = Highlights.coerce(highlights)
    colours = make_palette(contrast=contrast)
    uid = id_prefix or new_id_prefix()
    counts = tuple(pits) + (0,) * n
    drawing = _Drawing(layout, rules, counts, (store, 0), in_hand, None, marks, colours, uid,
                       DOTS_UP_TO, False, None)
    drawing.bold = contrast == "high"
    drawing.pit_labels = dict(pit_labels) if pit_labels is not None else None
    drawing.playable = frozenset(playable)
    from dataclasses import replace
    row = [s for s in layout.pits if s.owner == 0]
    full = layout.store(0)
    assert full is not None
    r, g = row[0].r, 6.0
    south = replace(full, y=row[0].cy - r, h=2 * r, label_y=row[0].label_y)  # one row high
    x0 = row[0].cx - r - 2 * g
    x1 = south.x + south.w + 2 * g
    y0 = row[0].cy - r - g - LABEL_MM * 1.6      # room above for "In hand"
    y1 = row[0].label_y + LABEL_MM
    width, height = x1 - x0, y1 - y0
    size = ('width="100%" style="display:block;width:100%;height:auto"' if width_px is None
            else f'width="{round(width_px)}" height="{round(height * width_px / width)}"')
    words = ", ".join(pgettext("count", "blank") if c is None else str(c) for c in pits)
    if store is None:
        description = _("Solitaire board: pits A to {last} hold {counts}; the store is blank.",
                        last=LETTERS[n - 1], counts=words)
    else:
        description = _("Solitaire board: pits A to {last} hold {counts}; the store holds "
                        "{count}.", last=LETTERS[n - 1], counts=words, count=store)
    if in_hand:
        description += " " + _("{count} in hand.", count=in_hand)
    role = "img" if pit_labels is None else "group"
    heading = _("Solitaire")
    drawing.out.append(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="mancala-board solitaire" id="{uid}" '
        f'viewBox="{_f(x0)} {_f(y0)} {_f(width)} {_f(height)}" {size} role="{role}" '
        f'aria-labelledby="{uid}-d"{_lang_attribute()} '
        f'font-family="DejaVu Sans, Verdana, Arial, sans-serif">'
        f'<title id="{uid}-t">{escape(heading, quote=False)}</title>'
        f'<desc id="{uid}-d">{escape(description)}</desc>'
        f'<defs><pattern id="{uid}-hatch" width="4" height="4" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(45)"><rect width="4" height="4" fill="{colours["pit"]}"/>'
        f'<line x1="0" y1="0" x2="0" y2="4" stroke="{colours["captured"]}" '
        f'stroke-width="1.6"/></pattern></defs>'
        f'<rect x="{_f(x0 + g)}" y="{_f(south.y - g)}" width="{_f(width - 2 * g)}" '
        f'height="{_f(south.h + 2 * g)}" rx="12" fill="{colours["board"]}" '
        f'stroke="{colours["board_edge"]}" stroke-width="{_f(drawing._edge + 0.2)}"/>')
    drawing._store(south)
    for spot in row:
        drawing._pit(spot)
    if in_hand:
        drawing.out.append(
            f'<text class="status" x="{_f(x1 - g)}" y="{_f(y0 + LABEL_MM * 0.7)}" '
            f'font-size="{_f(LABEL_MM)}" font-weight="bold" text-anchor="end" '
            f'dominant-baseline="central" fill="{colours["text"]}">'
            f'{escape(in_hand_words(in_hand), quote=False)}</text>')
    drawing.out.append("</svg>")
    return "".join(drawing.out)
