"""Misconceptions that come back in several lessons, worded once."""

from __future__ import annotations

from .model import WatchFor

FIRST_SEED_BACK = WatchFor(
    "Dropping the first seed back into the emptied pit",
    "A child lifts the seeds from a pit and drops the first one straight back into it.",
    "Say \"pick up, move on, drop\": the pit you emptied stays empty (in Kalah until a "
    "sowing comes all the way round). Have the partner hold a finger on the emptied pit.")
START_PIT_AS_ONE = WatchFor(
    "Counting the start pit as 1",
    "Counting on, a child says \"one\" at the pit the seeds came from, so every prediction "
    "lands one place short.",
    "Count the jumps, not the pits: \"one\" is said as the first seed drops into the next pit. "
    "Walk two fingers along the pits, one hop per seed.")
OPPONENTS_STORE = WatchFor(
    "Sowing into the opponent's store in Kalah",
    "A seed goes into the other player's store, so the count is off by one from then on and "
    "the cycle looks like 14, not 13.",
    "Ask \"Whose store is this?\" at each store. Your store is on your right; you skip the "
    "other one. 6 + 6 pits + your own store = 13 places.")
ANY_STORE_OWARE = WatchFor(
    "Sowing into a store in Oware",
    "Children used to Kalah drop seeds into the stores as they go round.",
    "In Oware the stores only keep captured seeds; sowing goes from pit to pit, 12 pits round.")
OWARE_LAP = WatchFor(
    "Not skipping the start pit on an Oware lap",
    "With 12 or more seeds, a child drops a seed into the pit they emptied, so the last seed "
    "lands one place early.",
    "Put a cup upside down over the emptied pit: seeds jump over it. The cycle is 11, not 12.")
EXACTLY_D = WatchFor(
    "\"An extra turn needs exactly as many seeds as steps to the store\"",
    "A child says pit D (3 steps from the store) gives an extra turn only with 3 seeds.",
    "Ask \"What about 16?\" and let pairs sow 16 with beans: 3, 3 + 13 = 16, 16 + 13 = 29 all "
    "land in the store.")


__all__ = ["ANY_STORE_OWARE", "EXACTLY_D", "FIRST_SEED_BACK", "OPPONENTS_STORE", "OWARE_LAP",
           "START_PIT_AS_ONE"]
