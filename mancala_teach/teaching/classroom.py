"""What a classroom needs around the lessons: safe playing pieces, and the words English
learners meet first.

The safety note is printed on the full-size board's instructions and on lesson 1's card, so
it is worded here, once, in every language (:func:`small_pieces`; the upper-case constants are
the English words). The picture glossary card draws :data:`PICTURE_WORDS`, each with the
glossary's own sentence (:mod:`mancala_teach.glossary`).
"""

from __future__ import annotations

from ..i18n import _, use_language


def small_pieces() -> str:
    """The safety note, in the language in use."""
    # Beans, dried seeds, beads and buttons are small enough to choke a young child, and
    # dried beans swell in a nose or an ear: the note says what to use instead.
    return _("Dried beans, seeds, beads and small buttons can choke a young child "
             "(and a dried bean swells in a nose or an ear). For young children, or any "
             "child who puts things in their mouth, use pieces too big to swallow: the "
             "paper seeds printed with the boards, counting cubes or bottle tops, and "
             "watch the game.")


def small_pieces_short() -> str:
    """The same, short, where a page has little room for it (the board's "What you need")."""
    # TRANSLATORS: printed in brackets after the list of counters; starts in lower case.
    return _("beans and small pieces can choke young children: give them paper seeds.")


def pieces() -> str:
    """The counters a board's page suggests, safest first."""
    # TRANSLATORS: printed after "Seeds:" on a board's instructions.
    return _("paper seeds to cut out, counting cubes, buttons or dried beans")


with use_language("en"):
    # The English words, for pages not yet translated (the board's instructions).
    SMALL_PIECES = small_pieces()
    SMALL_PIECES_SHORT = small_pieces_short()
    PIECES = pieces()

# The words of the picture glossary card (glossary keys), in the order children meet them.
PICTURE_WORDS = ("pit", "store", "opposite", "sow", "counterclockwise", "lap", "remainder",
                 "capture")

__all__ = ["PICTURE_WORDS", "PIECES", "SMALL_PIECES", "SMALL_PIECES_SHORT", "pieces",
           "small_pieces", "small_pieces_short"]
