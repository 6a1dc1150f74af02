"""Misconceptions that come back in several lessons, worded once.

Each is a function that words it in the language in use (the lessons that call them are
built once per language).
"""

from __future__ import annotations

from ..i18n import _
from .model import WatchFor


def first_seed_back() -> WatchFor:
    return WatchFor(
        _("Dropping the first seed back into the emptied pit"),
        _("A child lifts the seeds from a pit and drops the first one straight back into it."),
        _("Say \"pick up, move on, drop\": the pit you emptied stays empty (in Kalah until a "
          "sowing comes all the way round). Have the partner hold a finger on the emptied "
          "pit."))


def start_pit_as_one() -> WatchFor:
    return WatchFor(
        _("Counting the start pit as 1"),
        _("Counting on, a child says \"one\" at the pit the seeds came from, so every "
          "prediction lands one place short."),
        _("Count the jumps, not the pits: \"one\" is said as the first seed drops into the "
          "next pit. Walk two fingers along the pits, one hop per seed."))


def opponents_store() -> WatchFor:
    return WatchFor(
        _("Sowing into the opponent's store in Kalah"),
        _("A seed goes into the other player's store, so the count is off by one from then "
          "on and the cycle looks like 14, not 13."),
        _("Ask \"Whose store is this?\" at each store. Your store is on your right; you skip "
          "the other one. 6 + 6 pits + your own store = 13 places."))


def any_store_oware() -> WatchFor:
    return WatchFor(
        _("Sowing into a store in Oware"),
        _("Children used to Kalah drop seeds into the stores as they go round."),
        _("In Oware the stores only keep captured seeds; sowing goes from pit to pit, 12 pits "
          "round."))


def oware_lap() -> WatchFor:
    return WatchFor(
        _("Not skipping the start pit on an Oware lap"),
        _("With 12 or more seeds, a child drops a seed into the pit they emptied, so the last "
          "seed lands one place early."),
        _("Put a cup upside down over the emptied pit: seeds jump over it. The cycle is 11, "
          "not 12."))


def exactly_d() -> WatchFor:
    return WatchFor(
        _("\"An extra turn needs exactly as many seeds as steps to the store\""),
        _("A child says pit D (3 steps from the store) gives an extra turn only with 3 seeds."),
        _("Ask \"What about 16?\" and let pairs sow 16 with beans: 3, 3 + 13 = 16, 16 + 13 = "
          "29 all land in the store."))


__all__ = ["any_store_oware", "exactly_d", "first_seed_back", "oware_lap", "opponents_store",
           "start_pit_as_one"]
