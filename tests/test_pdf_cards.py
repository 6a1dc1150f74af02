"""Quick-reference cards: one game's rules in short and one drawn move, two to a page."""

from __future__ import annotations

import io
import re

import pytest

from mancala_teach import VARIANTS, variant
from mancala_teach.printables.cards import card_document, card_example
from mancala_teach.printables.wording import rule_text
from printables_support import embedded_fonts, page_words, reader, text_runs, word_spacing


def _card(rules, paper="a4", large=False):
    out = io.BytesIO()
    doc = card_document(out, rules, paper=paper, large_print=large)
    return doc, out.getvalue()


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_two_cards_on_one_page_with_the_short_rules_and_a_drawn_move(v, paper):
    rules = v.rules()
    doc, data = _card(rules, paper)
    pdf = reader(data)
    assert len(pdf.pages) == 1 == doc.page_count
    text = page_words(pdf.pages[0])
    assert text.count(f"{rules.title}: quick rules") == 2
    for section in rule_text(rules).short:
        assert text.count(f"{section.heading}.") >= 2
    assert text.count("Why it stopped") == 2
    assert not any(f.split for f in doc.figures.values())
    assert "cut" in text                                     # the line between the two cards
    assert all(embedded_fonts(pdf).values())
    for text_, x, y, size in text_runs(pdf.pages[0]):
        if len(text_.split()) >= 3:
            assert size >= 12 - 0.01, text_
    assert max(word_spacing(pdf.pages[0]), default=0) <= 0
    assert not re.search(r"\bcells?\b|\bseeds? \d{3}\b", text)


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_large_print_is_one_card_a_page_at_16_pt(v):
    doc, data = _card(v.rules(), "letter", large=True)
    pdf = reader(data)
    assert len(pdf.pages) == 1
    text = page_words(pdf.pages[0])
    assert text.count("quick rules") == 1
    sizes = [size for t, x, y, size in text_runs(pdf.pages[0]) if len(t.split()) >= 3]
    assert min(sizes) >= 16 - 0.01
    assert doc.fill[1] >= 1 / 3


def test_the_card_draws_a_capture_when_the_game_has_one():
    for v in VARIANTS:
        title, trace = card_example(v.rules())
        assert trace.captures, v.name


def test_cards_follow_house_rules():
    text = page_words(reader(_card(variant("kalah capture_empty_opposite=yes"))[1]).pages[0])
    assert "(if there are seeds opposite)" not in text
    text = page_words(reader(_card(variant("kalah"))[1]).pages[0])
    assert "(if there are seeds opposite)" in text


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_card_says_any_other_pit_not_every_other(v):
    text = " ".join(page_words(p) for p in reader(_card(variant(v.name))[1]).pages)
    assert "every other" not in text
    if v.name == "wari":
        assert "any other pit" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_large_print_card_labels_are_large_too(v, paper):
    """Issue 23: the large card's pit letters and captions were 12.8 pt and its store names
    8 pt. Now the letters and captions are 16 pt (12 pt beside the square board's narrow
    margins), the store and seat names 12 pt, and the card still fits its page."""
    doc, _ = _card(v.rules(), paper, large=True)
    assert doc.page_count == 1
    labels = [m for m in doc.marks if m.what in ("label", "caption")]
    letters = [m.size for m in labels if len(m.text) <= 2 or m.what == "caption"]
    names = [m.size for m in labels if len(m.text) > 2 and m.what == "label"]
    assert min(letters) >= (12 if v.rules().sides == 4 else 16) - 0.01
    assert not names or min(names) >= 12 - 0.01
