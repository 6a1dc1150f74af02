"""The teaching around the games: lesson plans as plain data, and data from whole games.

- :mod:`.lessons`: for each notebook, its "I can ..." goals, the curriculum objectives it
  serves, the misconceptions to watch for, talk prompts, an exit ticket whose answers the
  engine works out, a one-page lesson card and a reasoning rubric. The notebooks and the
  printed exit tickets, lesson cards and rubric all read it (one source of truth).
- :mod:`.game_data`: many seeded games between random players, for the statistics lesson.

This package sits with the puzzles: it may use the engine, the variants and the puzzles,
never the widgets, the printables or the command line.
"""
