"""Counting puzzles and worksheets as plain data, every answer computed by the engine.

They sit below the widgets and the printables, so that a puzzle on screen and the same puzzle
on paper come from one generator and one seed:

- :mod:`.generators`: the puzzle kinds; each draws a candidate and keeps it only when the
  engine finds exactly one answer.
- :mod:`.tchoukaillon`: the tiny solitaire rule one puzzle kind needs.
- :mod:`.levels`: which puzzles each difficulty level gets.
- :mod:`.sheets`: the sheets of a class set, their ids, and their JSON.
- :mod:`.tiers`: the same sheets at three depths, support, core and stretch.
"""
