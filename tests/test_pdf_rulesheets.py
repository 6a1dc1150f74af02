"""Rule sheets: one sheet of paper, nothing split, every sentence true, plain words."""

from __future__ import annotations

import io
import re

import pytest

from mancala_teach import VARIANTS, variant
from mancala_teach.printables import examples
from mancala_teach.printables.rulesheets import (example_traces, rule_sheet_document,
                                                 rule_sheet_pdf)
from mancala_teach.printables.wording import house_rules, options_in_force, plain
from printables_support import embedded_fonts, page_words, reader, text_runs, word_spacing

PAPERS = ["a4", "letter"]


def _sheet(rules, paper="a4", large=False):
    out = io.BytesIO()
    doc = rule_sheet_document(out, rules, paper=paper, large_print=large)
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    return " ".join(page_words(p) for p in reader(data).pages)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("large", [False, True], ids=["regular", "large"])
@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_one_sheet_of_paper_nothing_split_no_empty_page(v, paper, large):
    doc, data = _sheet(v.rules(), paper, large)
    pages = len(reader(data).pages)
    assert pages == doc.page_count <= (4 if large else 2)   # large print: two sheets at most
    assert doc.figures and not [f.name for f in doc.figures.values() if f.split]
    assert all(doc.fill[p] >= 1 / 3 for p in range(1, pages + 1)), doc.fill
    if pages > 1:
        for i, page in enumerate(reader(data).pages, 1):
            assert f"page {i} of {pages}" in page_words(page)


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_every_variant_has_a_complete_sheet(v):
    rules = v.rules()
    _, data = _sheet(rules)
    text = _text(data)
    for heading in ("How to play", "Set-up", "A move", "Capture", "End of",
                    "Maths you practise", "Why it stopped", "In the pictures"):
        assert heading in text, heading
    for sentence in options_in_force(v, rules):
        assert " ".join(sentence.split()[:6]) in text, sentence
    assert all(embedded_fonts(reader(data)).values())


@pytest.mark.parametrize("large, least", [(False, 12.0), (True, 16.0)])
@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_reading_text_is_big_enough_and_left_aligned(v, large, least):
    _, data = _sheet(v.rules(), large=large)
    for page in reader(data).pages:
        runs = text_runs(page)
        words = [r for r in runs if len(r[0].split()) >= 3]     # sentences, not pit letters
        footer = [r for r in words if r[0].startswith("page ")]
        assert words
        assert min(size for text, x, y, size in words if (text, x, y, size) not in footer) \
            >= least - 0.01
        assert max(word_spacing(page), default=0) <= 0           # never justified


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_plain_words_for_children(v):
    text = _text(_sheet(v.rules())[1])
    assert not re.search(r"\bseeds? \d{3}\b", text)         # no references to our sources
    assert not re.search(r"\bcells?\b", text)                # "pit" in every game
    for opt in v.options:
        assert f"{opt.name}=" not in text                     # no option identifiers


def test_kalah_extra_turns_are_not_only_exact_counts():
    text = _text(_sheet(variant("kalah"))[1])
    assert "needs exactly 3 seeds" not in text
    assert "3 seeds, or 3 + 13 = 16, or 16 + 13 = 29" in text
    six = _text(_sheet(variant("kalah pits=4"))[1])
    assert "3 seeds, or 3 + 9 = 12, or 12 + 9 = 21" in six     # 4 + 4 + 1 places a lap


def test_kalah_says_which_way_we_sow_and_that_some_boards_sow_the_other_way():
    text = _text(_sheet(variant("kalah"))[1])
    assert "We sow counterclockwise" in text and "sow clockwise" in text


@pytest.mark.parametrize("name", ["lane-ignorant", "lane-wise"])
def test_lane_capture_counts_are_not_called_odd_and_even(name):
    text = _text(_sheet(variant(name))[1])
    assert "Odd and even" not in text
    assert "6, 8 and 10 are even and sow on" in text
    assert "2 or 4 capture, 1 stops" in text


def _forced_round(rules):
    """Play a Game of the Ignorant round to the end: every move is forced."""
    from mancala_teach.position import Position
    pos = Position.start(rules)
    while not pos.is_over:
        pos = pos.after(next(m for m in pos.legal_moves() if not m.is_swap))
    return pos


def test_lane_says_both_what_he_wrote_about_six_each_and_what_the_rules_give():
    """Issue 23 item 12. Lane: with 6 in every pit "he who plays first is sure to lose". The
    sheet says that, and what the engine finds: under our rules North, who moves first, wins;
    read with a capture earning another move (as in the Game of the Wise) North loses."""
    from dataclasses import replace
    rules = variant("lane-ignorant")
    text = _text(_sheet(rules)[1])
    assert "Not 6 in every pit" in text and "the player who moves first is sure to lose" in text
    even = variant("lane-ignorant", setup=(6,) * 12)
    assert even.first_player == 1                       # North, who did not set up
    south, north = _forced_round(even).outcome.scores
    assert north > south
    assert f"North, who moves first, wins {north} to {south}" in text
    assert "the opposite of what Lane wrote" in text
    south, north = _forced_round(replace(even, extra_turn_on_capture=True)).outcome.scores
    assert north < south
    assert (f"a capture earns another move, as in the Game of the Wise: then North loses "
            f"{north} to {south}") in text
    assert "loses by 14" not in text and "whoever sets up" not in text
    # the Wise game (no forced moves, no 6s in the end pits) makes no such claim
    wise = _text(_sheet(variant("lane-wise"))[1])
    assert "Not 6 in every pit" not in wise


def test_lanes_claim_comes_true_under_no_other_reading_we_can_make_of_data():
    """The readings of Lane's rules that are fields of the rules data: a lap that skips the
    emptied cell, feeding or not, a capture earning another move. Only the last makes the
    first mover lose with 6 in every cell (the sheet names it as the one)."""
    from dataclasses import replace
    from itertools import product
    even = variant("lane-ignorant", setup=(6,) * 12)
    losing = []
    for skip, again, feed in product((False, True), (False, True), ("lane", None)):
        end = _forced_round(replace(even, skip_origin=skip, extra_turn_on_capture=again,
                                    must_feed=feed))
        south, north = end.outcome.scores
        if north < south:
            losing.append(again)
    assert losing and all(losing)


@pytest.mark.parametrize("name", ["lane-ignorant", "lane-wise"])
def test_lane_says_who_moves_first_after_a_swap_as_the_rules_do(name):
    """Issue 23 item 13: not "swapping sides changes nothing"/"either way, North makes the
    first move" against Lane's "then his adversary begins"; the words follow the rules data,
    and say where they differ from Lane."""
    from dataclasses import replace
    from mancala_teach.printables.wording import rule_text
    rules = variant(name)
    text = _text(_sheet(rules)[1])
    assert "either way, North makes the first move" not in text
    setup = " ".join(rule_text(rules).sections[0].lines)
    if rules.swap_keeps_turn:
        assert "and still moves first" in setup
        assert ("Lane wrote that after the board is turned round the player who set it up "
                "begins") in setup
    else:
        assert "moves second" in setup or "moves first, as Lane wrote" in setup
    # an Ignorant game whose swap hands the first move over says so
    other = replace(variant("lane-ignorant"), swap_keeps_turn=False)
    words = " ".join(rule_text(other).sections[0].lines)
    assert "then South, who set it up, moves first, as Lane wrote" in words
    assert "Swapping sides makes South move first" in rule_text(other).why_not_even


@pytest.mark.parametrize("name", ["lane-ignorant", "lane-wise"])
def test_lane_says_who_sets_up_and_that_the_set_up_is_an_example(name):
    text = _text(_sheet(variant(name))[1])
    assert "The player who sets up sits South" in text
    assert "only an example" in text
    assert "after that, the players take turns" in text
    assert "may swap sides" in text


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_diagrams_come_from_real_engine_traces_and_say_why_they_stopped(v):
    rules = v.rules()
    shown = example_traces(rules)
    assert 1 <= len(shown) <= 2
    for _title, trace in shown:
        assert trace.before.after(trace.move) == trace.after
        assert examples.summarise(trace)[-1].startswith("Why it stopped:")
    capture = examples.capture_example(rules)
    assert capture is not None and capture.captured > 0


def test_a_clockwise_example_is_drawn_with_clockwise_arrows():
    rules = variant("giuthi")
    doc, data = _sheet(rules)
    clockwise = [t for _, t in example_traces(rules) if t.move.direction == -1]
    assert clockwise, "the Giuthi sheet shows a move sown clockwise"
    assert "sowing clockwise first" in _text(data)
    # every bottom-row arrow of that example's boards points left (clockwise)
    name = next(n for n in doc.figures if "capture" in n)
    box = doc.figures[name]
    shafts = [m for m in doc.marks if m.what == "arrow" and m.ends and m.page == box.first_page
              and box.top <= m.y0 <= box.bottom]
    assert len(shafts) == 4                          # two boards, two arrows each
    shafts.sort(key=lambda m: (round(m.x0 // 50), m.ends[1]))
    for upper, lower in zip(shafts[::2], shafts[1::2]):
        assert lower.ends[1] > upper.ends[1]
        assert lower.ends[2] < lower.ends[0]         # the bottom row is sown to the left
        assert upper.ends[2] > upper.ends[0]         # and the top row to the right


def test_house_rules_follow_the_options_chosen():
    rules = variant("kalah", leftovers="not_counted")
    text = _text(_sheet(rules)[1])
    assert "seeds left in the pits are not counted" in text
    assert "This sheet uses house rules: At the end, seeds left in the pits are not " \
           "counted." in text
    others = house_rules(VARIANTS[0], rules)
    assert any("go to that player's store" in s for s in others)


def test_wari_sheet_shows_its_grand_slam_choice_and_the_others():
    text = _text(_sheet(variant("wari", grand_slam="spare_last"))[1])
    assert "except the seeds in the last pit" in text         # the choice in force
    assert " house " not in re.sub(r"[Hh]ouse rules?", "", text)    # "pit" in every game
    assert "captures nothing" in text                          # another choice listed


def test_the_kalah_sheet_keeps_its_house_rules_together_and_says_only_what_applies():
    """Issue 23 item 9: the house rules split over pages 1-2, and "Where rule books differ"
    explained the pie rule while it was off."""
    for paper in PAPERS:
        doc, data = _sheet(variant("kalah"), paper)
        box = doc.figures["house rules"]
        assert box.first_page == box.last_page and doc.page_count == 2
        text = _text(data)
        assert "With the pie rule" not in text
        assert "Pie rule: after the first move" in text        # listed among the house rules
    with_pie = _text(_sheet(variant("kalah", pie_rule=True))[1])
    assert "With the pie rule, North may swap sides only instead of its first move" in with_pie
    oware = _text(_sheet(variant("oware"))[1])
    assert "When grand slams are forbidden" not in oware
    forbidden = _text(_sheet(variant("oware", grand_slam="forbidden"))[1])
    assert "When grand slams are forbidden" in forbidden


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_the_picture_key_names_only_what_the_pictures_show(v):
    rules = v.rules()
    text = _text(_sheet(rules)[1])
    key = re.search(r"In the pictures: [^.]*\.", text).group(0)
    assert ("store that grew" in key) == rules.has_stores, key
    shown = example_traces(rules)
    assert ("hatched = captured" in key) == any(t.captures for _, t in shown), key


def test_plain_drops_source_references():
    assert plain("No capture (seed 003's stealing needs seeds there).") == "No capture."
    assert plain("unless another of seed 004's six rules") == \
        "unless another of a rule book's six rules"
    assert plain("from the rightmost cell") == "from the rightmost pit"


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
    assert not any(f.split for f in doc.figures.values())
    w, h = 215.9, 279.4
    for m in doc.marks:
        assert 10 <= m.x0 and m.x1 <= w - 10 and 10 <= m.y0 and m.y1 <= h - 10, m


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_no_every_other_that_a_reader_could_take_as_alternate(v):
    """"every other pit" reads as "alternate pits": the sheets say "any other pit"."""
    text = _text(_sheet(variant(v.name))[1])
    assert "every other" not in text


def test_four_sided_sheet_says_its_choices_in_a_sentence_that_parses():
    text = _text(_sheet(variant("four-sided"))[1])
    assert "are our choices" not in text
    assert "we chose: Which pit faces yours, whether a capture needs seeds there" in text
    assert "How to play Four-sided mancala" in text
