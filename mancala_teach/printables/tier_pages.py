"""What the support and stretch tiers add to a worksheet page and its key.

A support puzzle gets its worked first step ("Start like this: ...") under the question and,
for sowing and adding, a number track: boxes numbered 1, 2, 3 ... to write where each seed
goes (the first one written in), or the numbers 1 to 48 in rows of ten to count on along
(numbers already found are ringed). A stretch puzzle gets a box under its answer lines with
its "What if ...?" or "Why ...?" and lines to answer on. The key gives the stretch answers
with their working. (The data and every answer are in :mod:`mancala_teach.puzzles.tiers`.)
"""

from __future__ import annotations

from ..i18n import _, pgettext
from ..puzzles.generators import Puzzle, Track
from ..render.pdf import PT_PER_MM, Painter, text_width
from .document import Drawing, Flowable, Spacer, Styles, mm

TRACK_BOX = 9.0       # mm: a box of the sowing track, room for a letter or "store"
NUMBER_BOX = 6.6      # mm: a square of the number track


def support_flowables(puzzle: Puzzle, st: Styles) -> list[Flowable]:
    """The worked first step of a support puzzle (nothing for other tiers)."""
    if puzzle.support is None:
        return []
    # TRANSLATORS: leads a support puzzle's worked first step.
    return [Spacer(1, 1 * mm), st.lead(pgettext("label", "Start like this:"),
                                       puzzle.support.first_step)]


def support_track(puzzle: Puzzle, st: Styles, width: float) -> list[Flowable]:
    """A support puzzle's number track, across ``width`` mm under its boards."""
    if puzzle.support is None or puzzle.support.track is None:
        return []
    return [Spacer(1, 1.5 * mm), track_drawing(puzzle.support.track, st, width,
                                               name=f"track {puzzle.kind}")]


def stretch_flowables(puzzle: Puzzle, st: Styles, width: float, blanks) -> list[Flowable]:
    """A stretch puzzle's extra question, its first line in bold, and its answer lines."""
    if puzzle.stretch is None:
        return []
    first, *rest = puzzle.stretch.lines
    return [Spacer(1, 2 * mm), st.lead(first, " ".join(rest)),
            blanks(puzzle.stretch.blanks, st.sizes, width)]


def track_drawing(track: Track, st: Styles, width: float, *, name: str) -> Drawing:
    """Boxes to write in (a sowing), or the numbers 1 to N in rows (counting on)."""
    if track.kind == "sowing":
        return _sowing_track(track, st, width, name)
    return _number_track(track, st, width, name)


def _rows(count: int, per_row: int) -> list[range]:
    return [range(i, min(count, i + per_row)) for i in range(0, count, per_row)]


def _sowing_track(track: Track, st: Styles, width: float, name: str) -> Drawing:
    number = max(8.0, st.sizes.body * 0.7)
    letter = st.sizes.body
    box = TRACK_BOX * max(1.0, st.sizes.body / 14)
    gap = 1.2
    per_row = max(1, int((width + gap) // (box + gap)))
    rows = _rows(track.length, per_row)
    row_h = number / PT_PER_MM * 1.2 + box + 1.5
    # the words written in, now, in the language in use ("store": the mover's own); a word
    # that would not fit its box even at 7 pt widens every box (a longer word than "store")
    filled = [_track_word(word) for word in track.filled]
    longest = max([text_width(word, 7.0, bold=True) for word in filled if len(word) > 1]
                  + [0.0])
    if longest > box - 1.0:
        box = longest + 1.0
        per_row = max(1, int((width + gap) // (box + gap)))
        rows = _rows(track.length, per_row)
        row_h = number / PT_PER_MM * 1.2 + box + 1.5

    def draw(p: Painter) -> None:
        ink = p.colours["text"]
        for r, row in enumerate(rows):
            for c, k in enumerate(row):
                x = c * (box + gap)
                y = r * row_h
                p.text(x + box / 2, y + number / PT_PER_MM, str(k + 1), size=number,
                       colour=p.colours["muted"], align="centre", what="track number")
                top = y + number / PT_PER_MM * 1.2
                p.rect(x, top, box, box, stroke=ink, width=0.35, what="track box")
                if k < len(filled):
                    word = filled[k]
                    size = letter if len(word) == 1 else min(letter, _fit(word, box))
                    p.text(x + box / 2, top + box / 2 + size / PT_PER_MM * 0.35,
                           word, size=size, bold=True, colour=p.colours["muted"],
                           align="centre", what="track filled")

    used = min(track.length, per_row)
    return Drawing(draw, size=(used * (box + gap), len(rows) * row_h), name=name)


def _track_word(word: str) -> str:
    """A track's box as the child reads it: a pit's letter, or "store"."""
    # TRANSLATORS: written in a 9 mm box of a sowing track: the mover's own store, in one
    # short word (9 pt or less fits about 7 letters).
    return pgettext("track", "store") if word == "store" else word


def _fit(word: str, box: float) -> float:
    """The largest type size (at most 12 pt, at least 7) that fits ``word`` in ``box`` mm."""
    size = 12.0
    while size > 7.0 and text_width(word, size, bold=True) > box - 1.0:
        size -= 0.5
    return size


def _number_track(track: Track, st: Styles, width: float, name: str) -> Drawing:
    """The numbers 1 to ``track.length`` in as few rows as fit (rows of ``track.row`` when
    it is given: a row a lap shows the +13 pattern as a column)."""
    size = max(9.0, min(12.0, st.sizes.body * 0.75))
    box = NUMBER_BOX * max(1.0, st.sizes.body / 12)
    per_row = track.row or max(1, int(width // box))
    if not track.row and track.length > per_row:     # rows of even length: 24 and 24
        rows_needed = -(-track.length // per_row)
        per_row = -(-track.length // rows_needed)
    rows = _rows(track.length, per_row)
    ringed = {int(f) for f in track.filled}

    def draw(p: Painter) -> None:
        ink = p.colours["text"]
        for r, row in enumerate(rows):
            for c, k in enumerate(row):
                x, y = c * box, r * box
                p.rect(x, y, box, box, stroke=ink, width=0.3, what="number square")
                p.text(x + box / 2, y + box / 2 + size / PT_PER_MM * 0.35, str(k + 1),
                       size=size, align="centre", what="track number")
                if k + 1 in ringed:
                    p.circle(x + box / 2, y + box / 2, box * 0.44, stroke=ink, width=0.7,
                             what="ring")

    return Drawing(draw, size=(min(per_row, track.length) * box, len(rows) * box), name=name)


def stretch_key_lines(puzzle: Puzzle) -> tuple[str, list[str]]:
    """The stretch question's answer and working, for the key."""
    assert puzzle.stretch is not None
    first = puzzle.stretch.lines[0]
    # TRANSLATORS: a stretch question and its answer in the key: "What if pit D had one more
    # seed? Pit J."
    return (_("{question} {answer}.", question=first, answer=puzzle.stretch.answer_text),
            list(puzzle.stretch.explanation))


def tier_note(tier: str, sheets_have_smaller: bool) -> str:
    """The key's note on what this tier is, for the teacher."""
    if tier == "support":
        words = _("Support version: the same puzzles and sheet ids as the core and stretch "
                  "versions but the starred challenge (it is on those), with a worked first "
                  "step under each puzzle, a number track for sowing and adding, and counts "
                  "of 6 or fewer drawn as dots.")
        if sheets_have_smaller:
            words += " " + _("Where the answer depends only on the pit sown, the other pits "
                             "hold at most 4 seeds (the rest wait in the stores), so some "
                             "boards and answers differ from the core key: use this key.")
    elif tier == "stretch":
        words = _("Stretch version: the same puzzles, boards and sheet ids as the core "
                  "version, each with one more question on the same board (a \"What if "
                  "...?\" or a \"Why ...?\"), answered below each puzzle; the starred "
                  "challenge and \"what went wrong?\" (which asks why already) have none.")
    else:
        words = _("Core version: the level's sheet.")
    return words + " " + _("A table can work on the same sheet in different versions: each "
                           "version of a sheet has the same id.")


__all__ = ["stretch_flowables", "stretch_key_lines", "support_flowables", "support_track",
           "tier_note", "track_drawing"]
