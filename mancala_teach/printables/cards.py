"""Quick-reference cards: the rules of one game in short, and one drawn example.

A card is half a page, and a page holds two copies of it, so one sheet cut in half gives two
pairs of players a card each. In large print a card fills a whole page. The short rules come
from :mod:`.wording` (the same sentences as the rule sheet's, cut down) and the example is a
real engine trace (:mod:`.examples`), with why the move stopped.
"""

from __future__ import annotations

from typing import IO


from ..i18n import _, default_paper, use_language
from ..rules import Rules
from ..trace import Trace
from . import examples
from .document import (Document, Flowable, FrameBreak, LARGE, Part, REGULAR, Spacer, Styles,
                       figure, height, mm, side_by_side)
from .rulesheets import after_diagram, card_example, diagram, plays
from .wording import game_name, rule_text


# Large print: the pit letters and captions as big as the reading text, the stores' names
# 12 pt (on two lines where one would crowd a letter); the square board's letters sit in a
# narrower margin
LARGE_LABELS = (16.0, 12.0)
SQUARE_LARGE_LABEL = 12.0
# The example's boards, biggest first: pits (mm) of a two-player board, and the width (mm) of
# the square board. A card whose words run longer (French and Spanish run 15-30 % longer than
# English) takes the next size down, so it still fits its half page (a page in large print).
CARD_PITS = {False: (8.0, 7.0, 6.0), True: (12.0, 11.0, 10.0)}
SQUARE_BOARDS = {False: (80.0, 70.0, 62.0), True: (100.0, 90.0, 80.0)}


def card_flowables(rules: Rules, *, large_print: bool, width: float, copy: int = 1,
                   room: float | None = None) -> list[Flowable]:
    """One card, for a frame ``width`` x ``room`` mm: the short rules beside (or above) the
    example, whose boards are the biggest that let the card fit (``room`` None: the
    biggest)."""
    for size in range(len(CARD_PITS[large_print])):
        out = _card(rules, large_print, width, copy, size)
        if room is None or height(out, width) <= room:
            break
    return out


def _card(rules: Rules, large_print: bool, width: float, copy: int,
          size: int) -> list[Flowable]:
    """A card with its example's boards at ``size`` (0: the biggest)."""
    st = Styles(LARGE if large_print else REGULAR)
    text = rule_text(rules)
    rules_part: list[Flowable] = [st.para(card_title(rules), st.title)]
    rules_part += [st.lead(f"{s.heading}.", " ".join(s.lines)) for s in text.short]
    example = card_example(rules)
    if example is None:
        return [figure(f"card {copy}", rules_part)]
    title, trace = example
    if rules.sides != 2:
        return _square_card(rules_part, trace, st, width, copy, large_print,
                            SQUARE_BOARDS[large_print][size])
    pit = CARD_PITS[large_print][size]
    count = 16.0 if large_print else 12.0
    label, store_label = LARGE_LABELS if large_print else (None, None)
    before, after = diagram(trace, pit=pit, count=count,
                            captions="corner" if rules.has_stores else "side",
                            name=f"card {copy} example", label=label, store_label=store_label)
    why = examples.summarise(trace)[-1]
    drawn: list[Flowable] = [
        st.para(_("Example: {move}", move=plays(trace)), st.bold),
        before, Spacer(1, 1 * mm), after, st.para(why, st.note)]
    board_w = before.size[0] + 2
    if width - board_w >= 80 and not large_print:
        return [figure(f"card {copy}", [side_by_side([rules_part, drawn],
                                                     [width - board_w, board_w])])]
    return [figure(f"card {copy} rules", rules_part), Spacer(1, 2 * mm),
            figure(f"card {copy} example", drawn)]


def _square_card(rules_part: list[Flowable], trace: Trace, st: Styles, width: float,
                 copy: int, large: bool, board_w: float) -> list[Flowable]:
    """A four-sided game's card: the square board is as tall as it is wide, so the card holds
    one picture of it (``board_w`` mm wide), the board after the move with the pit it started
    from marked: beside the rules on half a page, under them in large print (a page)."""
    pit = board_w / 12.6          # a square board is about 12.6 pits wide (layout.py)
    # large print: letters as big as fit beside the square board's side rows
    label, store_label = (SQUARE_LARGE_LABEL, LARGE_LABELS[1]) if large else (None, None)
    drawn: list[Flowable] = [
        st.para(_("Example: {move}", move=plays(trace)), st.bold),
        after_diagram(trace, pit=pit, count=12.0 if large else 9.0,
                      name=f"card {copy} example", label=label, store_label=store_label),
        st.para(_("Dashed: the pit picked up."), st.note),
        st.para(examples.summarise(trace)[-1], st.note)]
    if large:
        return [figure(f"card {copy} rules", rules_part), Spacer(1, 2 * mm),
                figure(f"card {copy} example", drawn)]
    return [figure(f"card {copy}", [side_by_side([rules_part, drawn],
                                                 [width - board_w - 2, board_w + 2])])]


def card_title(rules: Rules) -> str:
    """The card's title: "Kalah: quick rules"."""
    return _("{game}: quick rules", game=game_name(rules))


def card_part(rules: Rules, *, paper: str | None = None, large_print: bool = False,
              language: str | None = None) -> Part:
    """A page of two copies of the card (to cut in half), or one large-print card, every
    word in ``language`` (None: the language in use)."""
    with use_language(language):
        paper = paper or default_paper(language)
        if large_print:
            width, room = Document.frame_size(paper, False, "none")
            return Part(f"card {rules.spec()}", card_flowables(
                rules, large_print=True, width=width, room=room), bars="none")
        width, room = Document.frame_size(paper, False, "none", halves=True)
        story = [*card_flowables(rules, large_print=False, width=width, copy=1, room=room),
                 FrameBreak(),
                 *card_flowables(rules, large_print=False, width=width, copy=2, room=room)]
        return Part(f"card {rules.spec()}", story, bars="none", halves=True)


def card_document(target: str | IO[bytes], rules: Rules, *, paper: str | None = None,
                  large_print: bool = False, language: str | None = None) -> Document:
    """Lay out and write the card (see :func:`card_pdf`)."""
    with use_language(language):
        paper = paper or default_paper(language)
        doc = Document(target, paper=paper, title=card_title(rules))
        return doc.render([card_part(rules, paper=paper, large_print=large_print)])


def card_pdf(target: str | IO[bytes], rules: Rules, *, paper: str | None = None,
             large_print: bool = False, language: str | None = None) -> int:
    """Write the quick-reference card for ``rules``; returns its page count. Every word is
    in ``language`` (None: the language in use); ``paper`` is ``a4`` or ``letter``, by
    default the paper of the language's region (:func:`mancala_teach.i18n.default_paper`)."""
    return card_document(target, rules, paper=paper, large_print=large_print,
                         language=language).page_count


__all__ = ["card_document", "card_example", "card_flowables", "card_part", "card_pdf",
           "card_title"]
