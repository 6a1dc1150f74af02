"""The teaching around the games: lesson plans as plain data, and data from whole games.

- :mod:`.lessons`: for each notebook, its "I can ..." goals, the curriculum objectives it
  serves, the misconceptions to watch for, talk prompts, an exit ticket whose answers the
  engine works out, a one-page lesson card and a reasoning rubric, a file per lesson
  (``lessons/lesson3_kalah_captures.py`` is notebook 3). The notebooks and the printed exit
  tickets, lesson cards and rubric all read it (one source of truth).
- :mod:`.model`: the records a lesson is written in; :mod:`.positions`: the boards lessons
  share; :mod:`.misconceptions`: the misconceptions several lessons watch for.
- :mod:`.answers`: :func:`~.answers.work_out`, the engine's answer to every lesson item.
- :mod:`.game_data`: many seeded games between random players, for the statistics lesson.
- :mod:`.class_games`: the class's own games as they typed them in, summed up (median,
  range, quartiles, IQR) with the timer's cut-off read from the record.
- :mod:`.tournament`: who plays whom (round robin, the fours moving rule, Swiss), the results
  a class types in, and the table.
- :mod:`.class_pages`: the words of the sheets a lesson needs (records, rotation, certificate,
  vocabulary cards, a letter home).

This package sits with the puzzles: it may use the engine, the variants and the puzzles,
never the widgets, the printables or the command line. Inside it, a lesson's file holds words
only: it imports the model, the shared positions and misconceptions, nothing that plays a
game (``tests/test_layers.py`` checks).
"""
