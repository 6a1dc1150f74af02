"""Generated bad arguments thrown at every widget constructor and at the sessions' events.

Whatever comes in, the only exception is MancalaError with one line under 200 characters,
and an event never raises at all (its problem becomes the widget's message).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mancala_teach import MancalaError
from mancala_teach.widgets.puzzle_session import PuzzleSession
from mancala_teach.widgets.session import StepperSession

ANY = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30),
                st.floats(allow_nan=True), st.text(max_size=300),
                st.lists(st.integers(-5, 20), max_size=14), st.tuples(st.floats(), st.floats()),
                st.sampled_from(["kalah", "oware", "young", "high", "6", "abc", "lane-wise"]))
NAMES = st.sampled_from(["pits", "seeds", "speed", "predict", "flipped", "level", "contrast",
                         "setup", "grand_slam", "leftovers", "game_end", "start", "pie_rule",
                         "chain_captures", "capture_chain", "colour", "Pits"])


def one_sentence(exc: MancalaError) -> None:
    text = str(exc)
    assert "\n" not in text and 0 < len(text) < 200, text


@settings(max_examples=200, deadline=None)
@given(game=ANY, options=st.dictionaries(NAMES, ANY, max_size=3))
def test_stepper_constructor(game, options):
    try:
        StepperSession(game if game is not None else "kalah", **options)
    except MancalaError as exc:
        one_sentence(exc)


@settings(max_examples=200, deadline=None)
@given(sheet=ANY, level=ANY, base_seed=ANY, number=ANY)
def test_puzzle_constructor(sheet, level, base_seed, number):
    try:
        PuzzleSession(sheet, level=level, base_seed=base_seed, number=number)
    except MancalaError as exc:
        one_sentence(exc)


EVENTS = st.one_of(ANY, st.dictionaries(st.sampled_from(["pit", "key", "value", "store"]),
                                        ANY, max_size=3))


@settings(max_examples=100, deadline=None)
@given(events=st.lists(EVENTS, max_size=12))
def test_events_never_raise(events):
    s = StepperSession("kalah")
    p = PuzzleSession("explorer-1-1")
    for event in events:
        s.handle(event)
        p.handle(event)
        assert "\n" not in s.view()["message"] and "\n" not in p.view()["message"]
