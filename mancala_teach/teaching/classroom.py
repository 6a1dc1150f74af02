"""What a classroom needs around the lessons: safe playing pieces, and the words English
learners meet first.

The safety note is printed on the full-size board's instructions and on lesson 1's card, so
it is worded here, once. The picture glossary card draws :data:`PICTURE_WORDS`, each with the
glossary's own sentence (:mod:`mancala_teach.glossary`).
"""

from __future__ import annotations

# Beans, dried seeds, beads and buttons are small enough to choke a young child, and dried
# beans swell in a nose or an ear: the note says what to use instead.
SMALL_PIECES = ("Dried beans, seeds, beads and small buttons can choke a young child "
                "(and a dried bean swells in a nose or an ear). For young children, or any "
                "child who puts things in their mouth, use pieces too big to swallow: the "
                "paper seeds printed with the boards, counting cubes or bottle tops, and "
                "watch the game.")

# The same, short, where a page has little room for it (the board's "What you need").
SMALL_PIECES_SHORT = "beans and small pieces can choke young children: give them paper seeds."

# The counters a board's page suggests, safest first.
PIECES = "paper seeds to cut out, counting cubes, buttons or dried beans"

# The words of the picture glossary card, in the order children meet them.
PICTURE_WORDS = ("pit", "store", "opposite", "sow", "counterclockwise", "lap", "remainder",
                 "capture")

__all__ = ["PICTURE_WORDS", "PIECES", "SMALL_PIECES", "SMALL_PIECES_SHORT"]
