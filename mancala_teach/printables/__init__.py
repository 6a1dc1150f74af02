"""Printables: DIY boards, rule sheets, quick-reference cards and worksheets as PDFs.

Each module has one job:

- :mod:`.document`: the Platypus document template every printable uses (page furniture,
  page numbers, figures kept on one page, what tests read back).
- :mod:`.wording`: the rules of each game in words, full, short and by topic.
- :mod:`.boards`: full-size boards (instructions, then true-scale sheets), one-sheet boards,
  egg-carton labels, paper seeds.
- :mod:`.rulesheets`: one rule sheet per variant, with diagrams from real engine traces
  (:mod:`.examples` finds those traces).
- :mod:`.cards`: a quick-reference card per variant, two to a page.
- :mod:`.worksheets`: worksheet and answer-key PDFs for the puzzles and sheets of
  :mod:`mancala_teach.puzzles` (which the widgets use too).
- :mod:`.lessons`: a lesson card per notebook, half-page exit tickets and their answers, the
  rubric for the reasoning goals (from :mod:`mancala_teach.teaching.lessons`).
- :mod:`.culture`: the page "Where these games come from".
- :mod:`.handouts`: the sheets the lesson cards ask for (strips of 13 places, the class dot
  plot, the picture glossary and its sentence frames).
- :mod:`.tier_pages`: what the support and stretch worksheets add to a page and a key.
- :mod:`.answer_grid`: every answer of a class set on one page.
- :mod:`.class_sheets`: the sheets a lesson needs: game records, Lane's score sheet, who
  plays where, blank boards, a puzzle for a partner, certificates, vocabulary cards, a letter
  home.
- :mod:`.tournament`: a class tournament's draw, score sheets and results table.
- :mod:`.standard_set`: everything in ``printables/``.
- :mod:`.output`: writing files safely (a temporary file, then a rename).

Generators return bytes (or draw into a stream); nothing is written until every file of a
command has been made, so bad input never leaves a partial file behind.
"""

# Pits a side a printed board may have. Here, not in .boards, so the CLI can build its help
# without importing reportlab (an extra: ``mancala-teach[print]``).
MIN_PITS, MAX_PITS = 5, 10
SQUARE_PITS = (3, 6)   # pits a row on a printed four-sided board

# What the ``lessons`` command makes (see :mod:`.lessons`); here for the same reason.
LESSON_KINDS = ("all", "cards", "tickets", "key", "rubric", "culture", "strips", "dot-plot",
                "glossary")
PER_NOTEBOOK = ("all", "cards", "tickets", "key", "rubric")   # the kinds --notebook narrows
NOTEBOOKS = (1, 2, 3, 4, 5, 6)
