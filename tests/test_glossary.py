"""One vocabulary: every house-rule choice has words, and no code reaches the screen."""

from __future__ import annotations

import re

import pytest

from mancala_teach import VARIANTS, new_game
from mancala_teach.glossary import GLOSSARY, choice_words, define, glossary_html
from mancala_teach.narrate import count_aloud, narrate_trace
from mancala_teach.widgets.session import StepperSession


def test_the_glossary_has_the_words_children_meet():
    for word in ("pit", "store", "seed", "sow", "lap", "capture", "relay", "extra turn",
                 "opposite", "counterclockwise", "remainder"):
        assert GLOSSARY[word].endswith(".")
    assert define("Pits") == GLOSSARY["pit"]
    with pytest.raises(KeyError, match="not in the glossary"):
        define("house")
    assert glossary_html().count("<dt>") == len(GLOSSARY)


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_every_choice_of_every_option_has_words(v):
    for option in v.options:
        for value in option.choices or ():
            words = choice_words(option.name, value)
            assert words != value and "_" not in words, (option.name, value)


CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\bccw\b|\bcw\b|\bcell\b|\bpebble|seed 00\d")


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_no_codes_or_source_names_in_what_a_game_says(v):
    """Narration, the young children's words and the stepper's sentences and controls."""
    s = StepperSession(v.name)
    texts = [v.summary]
    pos = v.start()
    for _ in range(12):
        if pos.is_over:
            break
        move = pos.legal_moves()[-1]
        pos, trace = pos.play(move)
        texts += narrate_trace(trace)
        texts.append(count_aloud(trace, 1, len(trace.events)))
        s.choose(move)
        while s.in_move:
            view = s.view()
            texts += [view["narration"], view["message"], view["history"]]
            texts += [c["label"] for row in view["rows"] for c in row]
            s.handle({"key": "next"})
    for text in texts:
        assert not CODE.search(text), text
