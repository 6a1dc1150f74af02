"""The sheets a lesson needs (issue 24 item 5): game records, Lane's score sheet, the rotation
chart, a blank board and a puzzle for a partner, the one-page answer grid, a certificate,
vocabulary cards and a letter home; the classroom and tournament commands."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from mancala_teach import Position, variant
from mancala_teach.cli import main
from mancala_teach.naming import LETTERS
from mancala_teach.printables.answer_grid import short_answer
from mancala_teach.printables.class_sheets import (KINDS, class_sheet_document,
                                                   lane_example_round)
from mancala_teach.printables.worksheets import render_set, worksheets_document
from mancala_teach.puzzles.generators import sowing_ring
from mancala_teach.puzzles.levels import LEVELS
from mancala_teach.puzzles.sheets import class_set
from mancala_teach.teaching.class_pages import LETTER_HOME, VOCABULARY
from mancala_teach.teaching.tournament import make_draw
from printables_support import (assert_margins_clear, embedded_fonts, page_size_mm,
                                page_words, reader, text_runs)


def _doc(kind: str, paper: str = "a4", **options):
    out = io.BytesIO()
    doc = class_sheet_document(out, kind, paper=paper, **options)
    return doc, reader(out.getvalue()), out.getvalue()


def _words(pdf) -> str:
    return " ".join(page_words(p) for p in pdf.pages)


def _children_read_at_least(pdf, size: float) -> None:
    """Every run of three words or more (what a child reads) is ``size`` pt or more."""
    for page in pdf.pages:
        height = page_size_mm(page)[1]
        sizes = [s for t, x, y, s in text_runs(page) if len(t.split()) >= 3
                 and y < height - 16]                   # not the footer
        assert min(sizes) >= size - 0.01


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", ["kalah", "oware", "four-sided"])
def test_a_game_record_is_one_sheet_with_a_column_for_every_store(game, paper, tmp_path):
    rules = variant(game)
    doc, pdf, data = _doc("record", paper, game=game)
    assert len(pdf.pages) == 2 and all(embedded_fonts(pdf).values())
    text = _words(pdf)
    assert f"Game record: {rules.title.split(' (')[0]}" in text
    for name in rules.player_names:
        assert (f"{name}'s store" if rules.sow_into_store else f"{name} has won") in text
    assert f"they should {'add up to' if rules.sow_into_store else 'make'} " \
           f"{rules.total_seeds}" in text
    # the example row is the engine's: the first move with another turn or a capture
    start = Position.start(rules)
    trace = next((t for t in (start.play(m)[1] for m in start.legal_moves())
                  if t.extra_turn or t.captures), start.play(start.legal_moves()[0])[1])
    row = f"1 {trace.before.mover_name} {LETTERS[trace.move.pit]} " + " ".join(
        str(s) for s in trace.after.stores)
    assert row in text
    rows = [int(n) for n in re.findall(r"(?<![\d.])(\d{1,2})(?= )", text)]
    assert max(rows) >= 45                      # enough rows for a whole Kalah game
    assert_margins_clear(data, 2, tmp_path)


def test_large_print_child_pages_are_16_pt():
    for kind in ("record", "lane-score", "make-a-puzzle", "vocabulary", "letter-home"):
        doc, pdf, _ = _doc(kind, "letter", large_print=True)
        _children_read_at_least(pdf, 13.5)       # tables' cells at 85 % of 16 pt
        assert not [f.name for f in doc.figures.values() if f.split]


def test_lanes_score_sheet_example_is_a_round_the_engine_played():
    a, b = lane_example_round()
    assert a + b == variant("lane-ignorant").total_seeds     # every pebble counted
    doc, pdf, _ = _doc("lane-score")
    text = _words(pdf)
    winner = "Player 1" if a > b else "Player 2"
    assert f"1 Player 1 {a} {b} {winner} {abs(a - b)}" in text
    assert "first player to reach 60 wins" in text and len(pdf.pages) == 1


@pytest.mark.parametrize("group, children", [("fours", 28), ("pairs", 28), ("pairs", 9),
                                             ("fours", 30)])
def test_the_rotation_chart_prints_every_game_of_the_draw(group, children, tmp_path):
    draw = make_draw(children, group=group)
    doc, pdf, data = _doc("rotation", draw=draw)
    assert not [f for f in doc.figures.values() if f.split]
    text = _words(pdf)
    for games in draw.rounds:
        for g in games:
            first = draw.players[g.players[0]]
            assert f"S {first}" in text
    if group == "fours" and children == 28:
        assert "children 1 to 7 stay at their board, children 8 to 14 move 1 board on" in text
        assert "Nobody meets anyone twice." in text and "21 different classmates" in text
        assert len(pdf.pages) == 2              # the chart, and a page to write the names
    if children % (4 if group == "fours" else 2):
        assert "Sitting out" in text
    assert_margins_clear(data, len(pdf.pages), tmp_path)


def test_blank_boards_and_the_puzzle_for_a_partner():
    for game, boards in (("kalah", 3), ("four-sided", 1)):
        doc, pdf, _ = _doc("blank-board", game=game)
        assert len(pdf.pages) == 1
        pits = [m for m in doc.marks if m.what == "pit"]
        assert len(pits) == boards * variant(game).pit_count
        assert _words(pdf).count("Seeds in all (it should be") == boards
    doc, pdf, _ = _doc("make-a-puzzle", "letter")
    text = _words(pdf)
    assert len(pdf.pages) == 1 and "Check your partner's answer" in text
    assert "fold" in text and "Check: they add up to 48." in text
    assert len([m for m in doc.marks if m.what == "tick box"]) == 3
    # the maker's answer is at the foot, below the fold, out of sight when folded back
    fold = max(m.y0 for m in doc.marks if m.what == "fold line")
    partner = [m for m in doc.marks if m.what == "answer line"]
    assert all(m.y0 < fold for m in partner)


def test_certificates_two_to_a_page():
    doc, pdf, _ = _doc("certificate")
    text = _words(pdf)
    assert len(pdf.pages) == 1 and text.count("I can sow and count") == 2
    doc, pdf, _ = _doc("certificate", "letter", level="expert")
    text = _words(pdf)
    assert len(pdf.pages) == 1
    for line in LEVELS["expert"].i_can:
        assert text.count(line) == 2


def test_vocabulary_cards_word_picture_sentence():
    doc, pdf, _ = _doc("vocabulary")
    text = _words(pdf)
    assert len(pdf.pages) == 2
    for card in VOCABULARY:
        assert " ".join(card.sentence.split()[:6]) in text
    words = [m for m in doc.marks if m.what == "word"]
    assert len(words) == len(VOCABULARY) and min(m.size for m in words) >= 24
    assert len({m.page for m in doc.marks if m.what == "board"}) == 2
    assert len([m for m in doc.marks if m.what == "board"]) == len(VOCABULARY)
    _children_read_at_least(pdf, 12)


def test_the_vocabulary_pictures_say_what_the_engine_does():
    """The capture card captures; the lap card's 15 seeds from C go once round (13 places,
    from the engine's sowing) and the remainder, 2, is where they stop."""
    from mancala_teach.printables.class_sheets import _capture_trace, _picture_position
    assert _capture_trace().captures
    lap = next(c for c in VOCABULARY if c.word == "remainder")
    _, marks, _, trace = _picture_position(lap)
    ring = sowing_ring(variant("kalah"), 2)
    assert len(ring) == 13 and "15 = 13 + 2" in lap.sentence
    assert trace.last_drop.pit == LETTERS.index(ring[15 - 13 - 1])
    assert marks[trace.last_drop.pit] == "last_seed"


def test_the_letter_home_is_one_page_with_the_rules_and_the_safety_note(tmp_path):
    for paper in ("a4", "letter"):
        doc, pdf, data = _doc("letter-home", paper)
        text = _words(pdf)
        assert len(pdf.pages) == 1
        assert "choke" in text and "egg box" in text and "How to play Kalah" in text
        assert " ".join(LETTER_HOME.ask[1].split()) in text
    doc, pdf, _ = _doc("letter-home", level="starter")
    assert LEVELS["starter"].i_can[0] in _words(pdf)
    assert_margins_clear(data, 1, tmp_path)


# --- the one-page answer grid --------------------------------------------------------------

@pytest.mark.parametrize("level", list(LEVELS))
def test_a_class_set_of_30_has_every_answer_on_one_page_first(level):
    sheets = class_set(LEVELS[level], 30, 7)
    out = io.BytesIO()
    doc = worksheets_document(out, sheets, key=True, paper="a4")
    grid = next(k for k in doc.part_pages if k.startswith("answer grid"))
    assert doc.part_pages[grid] == (1, 1)          # page 1, one page
    text = page_words(reader(out.getvalue()).pages[0])
    assert text.startswith("Answers at a glance")
    for sheet in sheets:
        for p in sheet.puzzles:
            assert " ".join(short_answer(p).split()[:3]) in text, (sheet.id, p.kind)


def test_the_grid_answers_are_the_keys():
    sheet = class_set(LEVELS["explorer"], 1, 3)[0]
    for p in sheet.puzzles:
        short = short_answer(p)
        if p.kind == "sow_and_count":
            truth = p.extra["answer_board"]
            for i, c in enumerate(p.boards[1].pits):
                assert (f"{LETTERS[i]}{truth.pits[i]}" in short.split()) == (c is None)
        elif "place" in p.answer:
            assert short == p.answer["place"].removeprefix("pit ")
    few = io.BytesIO()
    doc = worksheets_document(few, class_set(LEVELS["explorer"], 11, 3), key=True, paper="a4")
    assert not any(k.startswith("answer grid") for k in doc.part_pages)   # a few: no grid
    doc = worksheets_document(few, class_set(LEVELS["explorer"], 12, 3), key=True, paper="a4")
    assert doc.part_pages[next(k for k in doc.part_pages if k.startswith("answer grid"))] \
        == (1, 1) and doc.fill[1] >= 1 / 3


# --- the commands --------------------------------------------------------------------------

def test_classroom_writes_each_kind(tmp_path, capsys):
    for kind in KINDS:
        assert main(["classroom", "--kind", kind, "--paper", "letter", "--output",
                     str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(["game-record-kalah-letter.pdf", "lane-score-sheet-letter.pdf",
                            "rotation-fours-28-letter.pdf", "blank-board-kalah-letter.pdf",
                            "make-a-puzzle-letter.pdf", "certificate-letter.pdf",
                            "vocabulary-cards-letter.pdf", "letter-home-letter.pdf"])
    for path in tmp_path.iterdir():          # only our embedded fonts, on every sheet
        assert all(embedded_fonts(reader(path.read_bytes())).values()), path.name
    names_file = tmp_path / "class.txt"
    names_file.write_text("Ana\nBen\n\nCy\nDee\nEli\n")
    assert main(["classroom", "--kind", "rotation", "--groups", "pairs", "--names",
                 str(names_file), "--output", str(tmp_path / "r.pdf")]) == 0
    assert "S Ana" in _words(reader((tmp_path / "r.pdf").read_bytes()))


def test_tournament_writes_the_draw_score_sheets_table_and_a_csv_to_type_into(tmp_path,
                                                                              capsys):
    out = tmp_path / "t.pdf"
    assert main(["tournament", "--players", "6", "--system", "swiss", "--output",
                 str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Round 1\n  Board 1: South Player 1, North Player 2" in printed
    rows = list(csv.reader((tmp_path / "t.csv").open()))
    assert len(rows) == 4 and rows[1][:5] == ["1", "1", "kalah", "Player 1", ""]
    for row, (a, b) in zip(rows[1:], ((30, 18), (24, 24), (20, 28))):
        row[4], row[6], row[11], row[12], row[13] = str(a), str(b), "40", "yes", "12"
    typed = tmp_path / "typed.csv"
    with typed.open("w", newline="") as f:
        csv.writer(f).writerows(rows)
    assert main(["tournament", "--players", "6", "--system", "swiss", "--results",
                 str(typed), "--output", str(tmp_path / "next.pdf")]) == 0
    nxt = list(csv.reader((tmp_path / "next.csv").open()))
    assert nxt[1:4] == rows[1:4] and len(nxt) == 7       # the results kept, round 2 added
    text = _words(reader((tmp_path / "next.pdf").read_bytes()))
    assert "Round 2 \u00b7 Board 1" in text and "From 3 results typed in, after round 1" in text


BAD = [
    (["classroom", "--kind", "poster"], "Argument --kind: 'poster' is not allowed"),
    (["classroom", "--kind", "certificate", "--game", "oware"],
     "The option --game shapes only --kind record and --kind blank-board"),
    (["classroom", "--kind", "record", "--game", "chess"], "There is no variant called"),
    (["classroom", "--kind", "rotation", "--children", "3"], "Argument --children"),
    (["classroom", "--kind", "rotation", "--names", "no-such-file.txt"],
     "There is no file 'no-such-file.txt'"),
    (["classroom", "--kind", "rotation", "--groups", "fours", "--children", "2"],
     "Argument --children"),
    (["tournament", "--players", "1"], "Argument --players"),
    (["tournament", "--players", "3", "--groups", "fours"], "at least 4 players, not 3"),
    (["tournament", "--system", "knockout"], "Argument --system: 'knockout' is not allowed"),
    (["tournament", "--results", "missing.csv"], "There is no file 'missing.csv'"),
    (["tournament", "--players", "4", "--round", "9"], "so there is no round 9"),
]


@pytest.mark.parametrize("argv, words", BAD, ids=lambda a: " ".join(a) if isinstance(a, list)
                         else "")
def test_bad_input_is_one_sentence_exit_2_and_no_file(tmp_path, capsys, argv, words,
                                                      monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "old.pdf").write_bytes(b"keep me")
    assert main([*argv, "--output", str(tmp_path / "old.pdf")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("mancala-teach: ") and words in err, err
    assert err.count("\n") == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.pdf"]
    assert (tmp_path / "old.pdf").read_bytes() == b"keep me"
