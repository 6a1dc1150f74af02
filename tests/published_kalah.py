"""Published perfect-play values of Kalah, as transcribed for the solver's tests and benchmark.

A. Irving, H. H. L. M. Donkers and J. W. H. M. Uiterwijk (2000), "Solving Kalah", ICGA
Journal 23(3):139-147. The paper plays the empty-capture rule (a last seed in your own empty
hole captures even when the opposite hole is empty: our ``capture_empty_opposite=yes``),
sowing that does not skip the starting hole, and leftovers to their owner.
"""

from __future__ import annotations

# Table 10: the first player's result from the start (W win, D draw, L loss), pits m (keys)
# by seeds n = 1, 2, ... (characters). (6,6) is not in the table.
TABLE_10 = {1: "DLWLWD", 2: "WLLLWW", 3: "DWWWWL", 4: "WWWWWD", 5: "DDWWWW", 6: "WWWWW"}

# Table 9: the first player's final margin with perfect play.
TABLE_9 = {(4, 1): 2, (4, 2): 6, (4, 3): 8, (4, 4): 2, (4, 5): 2, (4, 6): 0,
           (5, 1): 0, (5, 2): 0, (5, 3): 8, (5, 4): 12, (5, 5): 2, (5, 6): 2,
           (6, 1): 2, (6, 2): 10, (6, 3): 2, (6, 4): 10, (6, 5): 12}

# Table 9's perfect games (some of them): holes played per turn, numbered from 0 on each side
# in sowing order, "-" where the turn passes to the other player.
TABLE_9_GAMES = {(4, 1): "32-32-1", (4, 2): "3-3-230-231-1323", (5, 1): "43-43-2-2",
                 (6, 1): "54-54-3-3-2", (6, 2): "42-42-30-0-1-1-4-5"}

PUBLISHED = [(m, n) for m, row in TABLE_10.items() for n in range(1, len(row) + 1)]
