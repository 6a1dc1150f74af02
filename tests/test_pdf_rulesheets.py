"""Rule sheets: one per variant, the options in force, real traces, readable type."""

from __future__ import annotations

import io

import pytest

from mancala_teach import VARIANTS, variant
from mancala_teach.printables import examples
from mancala_teach.printables.rulesheets import draw_rule_sheet, house_rules, rule_sheet_pdf
from mancala_teach.render.pdf import PdfDocument
from printables_support import assert_inside_page, embedded_fonts, reader


def _sheet(rules, paper="a4", large=False):
    out = io.BytesIO()
    doc = PdfDocument(out, paper=paper)
    draw_rule_sheet(doc, rules, large_print=large)
    doc.save()
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    return " ".join(" ".join(p.extract_text().split()) for p in reader(data).pages)


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_every_variant_has_a_complete_sheet(v):
    rules = v.rules()
    doc, data = _sheet(rules)
    text = _text(data)
    for heading in ("How to play", "Set-up", "A move", "Capture", "Extra turns", "End of",
                    "The rules we play by", "Maths you practise", "Print at 100%"):
        assert heading in text, heading
    for sentence in v.options_in_force(rules):
        assert " ".join(sentence.split()[:6]) in text, sentence
    assert all(embedded_fonts(reader(data)).values())
    assert_inside_page(doc, data)


@pytest.mark.parametrize("large, least", [(False, 12.0), (True, 16.0)])
def test_reading_text_is_big_enough(large, least):
    doc, _ = _sheet(variant("oware"), large=large)
    body = [m for m in doc.marks if m.what == "body"]
    assert body and min(m.size for m in body) >= least
    # left-aligned: every body line starts at the content's left edge (or a bullet indent)
    lefts = {round(m.x0, 1) for m in body}
    assert min(lefts) == pytest.approx(doc.content_box[0], abs=0.2)


def test_house_rules_follow_the_options_chosen():
    rules = variant("kalah", leftovers="not_counted")
    _, data = _sheet(rules)
    text = _text(data)
    assert "Seeds left in the pits are not counted." in text
    others = house_rules(VARIANTS[0], rules)
    assert any("go to that player's store" in s for s in others)


def test_wari_sheet_shows_its_grand_slam_choice_and_the_others():
    text = _text(_sheet(variant("wari", grand_slam="spare_last"))[1])
    assert "except the seeds in the last house" in text       # the choice in force
    assert "captures nothing" in text                          # another choice listed


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_diagrams_come_from_real_engine_traces(v):
    rules = v.rules()
    move = examples.first_move(rules)
    assert move.before.after(move.move) == move.after
    capture = examples.capture_example(rules)
    assert capture is not None and capture.captured > 0
    assert capture.before.after(capture.move) == capture.after
    summary = examples.summarise(capture)
    assert any("Capture" in line for line in summary)


def test_rule_sheet_pdf_is_reproducible_in_letter():
    a, b = io.BytesIO(), io.BytesIO()
    rule_sheet_pdf(a, variant("giuthi"), paper="letter")
    rule_sheet_pdf(b, variant("giuthi"), paper="letter")
    assert a.getvalue() == b.getvalue()


@pytest.mark.parametrize("spec", [
    "kalah pits=1 seeds=1", "kalah pie_rule=yes game_end=one_last_move finish_at_majority=yes",
    "giuthi pits=10 seeds=10", "giuthi pits=5 seeds=2 chain_captures=no",
    "lane-ignorant start=any", "lane-ignorant setup=0,0,0,0,0,72,0,0,0,0,0,0",
    "oware pits=3 seeds=1 grand_slam=opponent_takes_rest", "wari seeds=10 capture_chain=contiguous",
])
def test_unusual_house_rules_still_make_a_sheet(spec):
    doc, data = _sheet(variant(spec), paper="letter")
    assert "How to play" in _text(data)
    assert_inside_page(doc, data)
