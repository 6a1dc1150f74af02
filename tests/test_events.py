"""Reading a trace with an EventVisitor: every kind of event has its method, each doing
nothing by default, and the package's readers (replay, narration, highlights) agree with
what the events say."""

from __future__ import annotations

import random
import typing

import pytest

from mancala_teach import events as E
from mancala_teach import new_game, variant
from mancala_teach.outcome import Termination
from mancala_teach.rules import CaptureChain, GrandSlamRule, Landing, Leftovers

EVENT_KINDS = typing.get_args(E.Event)


class Recorder(E.EventVisitor[str]):
    """Answers every kind with the name of the method that was called."""

    def __init__(self) -> None:
        self.called: list[str] = []

    def __getattribute__(self, name: str):
        if name in VISIT_METHODS:
            def record(event):
                object.__getattribute__(self, "called").append(name)
                return name
            return record
        return object.__getattribute__(self, name)


VISIT_METHODS = {name for name in vars(E.EventVisitor)
                 if not name.startswith("_") and name not in ("visit", "walk", "result")}


def traces(count: int = 400):
    """Traces of random moves of every variant (a spread that meets every kind of event)."""
    rng = random.Random(7)
    specs = ["kalah", "kalah pits=2 seeds=1 pie_rule=yes game_end=one_last_move", "oware",
             "wari pits=2 seeds=2 grand_slam=capture_all", "oware pits=2 seeds=1",
             "lane-ignorant", "lane-wise", "giuthi", "four-sided pits=3 seeds=1"]
    for k in range(count):
        pos = new_game(specs[k % len(specs)])
        while not pos.is_over:
            pos, trace = pos.play(rng.choice(pos.legal_moves()))
            yield trace


def test_each_kind_of_event_has_its_own_method_and_the_defaults_do_nothing():
    assert len(VISIT_METHODS) == len(EVENT_KINDS) == 14
    seen: dict[type, str] = {}
    plain = E.EventVisitor()
    for trace in traces():
        for event in trace.events:
            assert plain.visit(event) is None
            recorder = Recorder()
            name = recorder.visit(event)
            assert recorder.called == [name]
            assert seen.setdefault(type(event), name) == name     # one method per kind
    assert set(seen) == set(EVENT_KINDS), "some kind of event never came up"
    assert sorted(seen.values()) == sorted(VISIT_METHODS)        # and one kind per method


def test_walk_visits_in_order_and_returns_the_result():
    class Drops(E.EventVisitor[None]):
        def __init__(self) -> None:
            self.pits: list[int] = []

        def sow(self, event: E.Sow) -> None:
            self.pits.append(event.pit)

        def result(self) -> list[int]:
            return self.pits

    after, trace = new_game("kalah").play("F")
    assert Drops().walk(trace) == [e.pit for e in trace.events if isinstance(e, E.Sow)] \
        == [6, 7, 8]


def test_reasons_and_rules_are_closed_sets_of_words_that_still_read_as_the_words():
    rules = variant("wari grand_slam=forbidden")
    assert rules.capture_chain is CaptureChain.ANY_SOWN and rules.capture_chain == "any_sown"
    assert rules.grand_slam is GrandSlamRule.FORBIDDEN and f"{rules.grand_slam}" == "forbidden"
    kalah = variant("kalah")
    assert kalah.landing is Landing.KALAH and kalah.leftovers is Leftovers.OWNER
    kinds: dict[type, set] = {E.Capture: set(), E.Sweep: set(), E.ExtraTurn: set(),
                              E.GameOver: set()}
    for trace in traces():
        for event in trace.events:
            if type(event) in kinds:
                word = (event.termination if isinstance(event, E.GameOver) else event.reason)
                kinds[type(event)].add(word)
    assert all(isinstance(w, E.CaptureReason) for w in kinds[E.Capture])
    assert all(isinstance(w, E.SweepReason) for w in kinds[E.Sweep])
    assert all(isinstance(w, E.ExtraTurnReason) for w in kinds[E.ExtraTurn])
    assert all(isinstance(w, Termination) for w in kinds[E.GameOver])
    assert "kalah_opposite" in kinds[E.Capture] and "store" in kinds[E.ExtraTurn]


@pytest.mark.parametrize("bad", ["kalah_opposite", None, 3])
def test_a_rule_word_outside_its_set_is_refused(bad):
    from dataclasses import replace
    with pytest.raises(ValueError):
        replace(variant("oware"), capture_chain=bad)
