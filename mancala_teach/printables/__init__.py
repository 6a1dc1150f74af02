"""Printables: DIY boards, rule sheets and counting-puzzle worksheets as PDFs.

Each module has one job:

- :mod:`.boards`: full-size boards cut into sheets, compact boards, egg-carton labels, paper
  seeds.
- :mod:`.rulesheets`: one rule sheet per variant, with diagrams from real engine traces
  (:mod:`.examples` finds those traces).
- :mod:`.puzzles`: counting puzzles as plain data, each answer computed and checked by the
  engine; :mod:`.tchoukaillon` is the tiny solitaire rule one puzzle type needs;
  :mod:`.levels` says which puzzles each difficulty level gets.
- :mod:`.worksheets`: worksheet and answer-key PDFs and the JSON beside them.
- :mod:`.standard_set`: everything in ``printables/``.
- :mod:`.output`: writing files safely (a temporary file, then a rename).

Generators return bytes (or draw into a stream); nothing is written until every file of a
command has been made, so bad input never leaves a partial file behind.
"""
