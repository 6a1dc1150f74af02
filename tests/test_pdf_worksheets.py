"""Worksheet PDFs: one sheet of paper per student, answerable from the sheet alone, no jargon."""

from __future__ import annotations

import io
import json
import re

import pytest

from mancala_teach import Position, variant
from mancala_teach.naming import LETTERS
from mancala_teach.printables.worksheets import (WRITE_IN, render_set, sizes_for,
                                                  worksheets_document)
from mancala_teach.puzzles.levels import LEVELS
from mancala_teach.puzzles.sheets import class_set
from mancala_teach.variants import find_variant
from printables_support import (embedded_fonts, page_words, reader, text_runs, word_spacing)

FORBIDDEN = [r"\bseeds? 0\d\d\b", r"mancala-teach", r"\.pdf\b", r"\.json\b", r"Print at 100%",
             r"\w+=\w+", r"Grades \d", r"[Aa]nswer key"]


def _student(sheets, paper="a4", large=False):
    out = io.BytesIO()
    doc = worksheets_document(out, sheets, key=False, paper=paper, large_print=large)
    return doc, reader(out.getvalue())


def _sheet_texts(doc, pdf) -> dict[str, str]:
    """The words of each worksheet, by sheet id."""
    out = {}
    for key, (start, count) in doc.part_pages.items():
        sheet_id = key.split()[-1]
        out[sheet_id] = " ".join(page_words(pdf.pages[i]) for i in range(start - 1,
                                                                        start - 1 + count))
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("level", list(LEVELS))
def test_one_sheet_of_paper_per_student_nothing_split(level, paper):
    sheets = class_set(LEVELS[level], 8, 21)
    doc, pdf = _student(sheets, paper)
    assert set(doc.counts.values()) <= {1, 2}, doc.counts
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(doc.fill[p] >= 1 / 3 for p in range(1, len(pdf.pages) + 1)), doc.fill
    texts = _sheet_texts(doc, pdf)
    for sheet in sheets:
        for puzzle_no in range(1, len(sheet.puzzles) + 1):
            assert f"{sheet.id} puzzle {puzzle_no}" in doc.figures


@pytest.mark.parametrize("level", list(LEVELS))
def test_large_print_takes_two_sheets_at_most(level):
    sheets = class_set(LEVELS[level], 3, 8)
    for paper in ("a4", "letter"):
        doc, pdf = _student(sheets, paper, large=True)
        assert set(doc.counts.values()) <= {1, 2, 3, 4}
        assert not any(f.split for f in doc.figures.values())
        assert all(doc.fill[p] >= 1 / 3 for p in range(1, len(pdf.pages) + 1)), doc.fill
        for page in pdf.pages:
            sizes = [s for t, x, y, s in text_runs(page) if len(t.split()) >= 3
                     and not t.startswith("Sheet ")]
            assert min(sizes) >= 16 - 0.01


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_childs_page_carries_no_jargon_and_a_small_sheet_id(level):
    sheets = class_set(LEVELS[level], 3, 2)
    doc, pdf = _student(sheets, "letter")
    for key, (start, count) in doc.part_pages.items():
        sheet_id = key.split()[-1]
        for i in range(start - 1, start - 1 + count):
            page = pdf.pages[i]
            text = page_words(page)
            for pattern in FORBIDDEN:
                assert not re.search(pattern, text), (pattern, text)
            footer = [r for r in text_runs(page) if sheet_id in r[0]]
            assert footer and all(r[3] <= 10 for r in footer)          # small
            if count > 1:
                assert f"page {i - start + 2} of {count}" in text
            assert "Name" in text or i > start - 1
    assert all(embedded_fonts(pdf).values())


@pytest.mark.parametrize("level", list(LEVELS))
def test_type_is_the_levels_size_left_aligned_and_spaced(level):
    sheets = class_set(LEVELS[level], 2, 6)
    doc, pdf = _student(sheets, "a4")
    least = sizes_for(LEVELS[level], False).body
    for page in pdf.pages:
        runs = [r for r in text_runs(page) if len(r[0].split()) >= 3 and "Sheet " not in r[0]]
        assert min(r[3] for r in runs) >= least - 0.01
        assert max(word_spacing(page), default=0) <= 0
        # lines of one paragraph are at least 1.4 times the type size apart
        for a, b in zip(runs, runs[1:]):
            if abs(a[1] - b[1]) < 0.1 and a[3] == b[3] and 0 < b[2] - a[2] < 3 * a[3]:
                assert (b[2] - a[2]) / (a[3] * 25.4 / 72) >= 1.4 - 0.01
    counts = [m for m in doc.marks if m.what == "count"]
    assert min(m.size for m in counts) >= sizes_for(LEVELS[level], False).count


def test_starter_numbers_are_big():
    assert sizes_for(LEVELS["starter"], False).count >= 18
    assert sizes_for(LEVELS["starter"], False).body >= 14


# --- every puzzle answered again from what its sheet prints -------------------------------------

def _printed_rules(text: str, game: str):
    """The rules a child reads on the sheet for ``game``: its name and seeds per pit."""
    v = find_variant(game)
    simple = re.search(rf"The game is {v.title.split(' (')[0]}: (\d+) seeds, (\d+) in each pit",
                       text)
    if simple:
        return v.rules(seeds=int(simple.group(2)))
    full = re.search(rf"{re.escape(v.title)} with (\d+) seeds? in each pit", text)
    assert full, f"the rules of {game} are not printed on the sheet"
    return v.rules(seeds=int(full.group(1)))


NEW_KINDS = {"estimate", "lap", "oware_lap", "extra_turn_pattern", "what_went_wrong",
             "four_lap", "four_extra_turn", "four_capture", "four_what_went_wrong"}


def _solve(kind: str, rules, boards: list[dict], question: str) -> dict:
    def pos_of(board: dict) -> Position:
        pits = [board["pits"][LETTERS[i]] for i in range(len(board["pits"]))]
        stores = (board["stores"]["South"], board["stores"]["North"])
        return Position.of(rules, pits, stores, 0)

    first = pos_of(boards[0]) if not kind.startswith("four_") and kind not in (
        "missing_seeds", "extra_turn_pattern") else None
    sown = re.search(r"South sows pit ([A-L])", question)
    move = (lambda p, letter: next(m for m in p.legal_moves() if LETTERS[m.pit] == letter))
    if kind == "sow_and_count":
        after = first.after(move(first, sown.group(1)))
        return {"pits": {LETTERS[i]: c for i, c in enumerate(after.pits)},
                "stores": {"South": after.stores[0], "North": after.stores[1]}}
    if kind.startswith("four_"):          # the board is read from the seat that moves
        seats = ["South", "East", "North", "West"]
        mover = re.search(r"(South|East|North|West)('s turn| sows pit| and sowed)",
                          question).group(1)
        pits = [boards[0]["pits"][LETTERS[i]] for i in range(len(boards[0]["pits"]))]
        pos = Position.of(rules, pits, tuple(boards[0]["stores"][x] for x in seats),
                          seats.index(mover))
        named = (lambda e: f"pit {LETTERS[e.pit]}" if hasattr(e, "pit")
                 else f"{seats[e.player]}'s store")
        if kind in ("four_last_seed", "four_lap"):
            pit = re.search(r"sows pit ([A-X])", question).group(1)
            last = pos.play(move(pos, pit))[1].last_drop
            out = {"place": named(last), "mover": mover}
            if kind == "four_lap":
                lap = int(re.search(r"Once round the board is (\d+) places", question).group(1))
                seeds = pos.pits[LETTERS.index(pit)]
                out.update(seeds=seeds, lap=lap, laps=seeds // lap, count_on=seeds % lap)
            return out
        if kind == "four_extra_turn":
            (winner,) = [LETTERS[m.pit] for m in pos.legal_moves()
                         if pos.play(m)[1].extra_turn]
            return {"move": winner, "mover": mover}
        if kind == "four_capture":
            caught = {LETTERS[m.pit]: pos.play(m)[1].captured for m in pos.legal_moves()}
            (best,) = [k for k, v in caught.items() if v == max(caught.values())]
            return {"move": best, "seeds": caught[best], "mover": mover}
        assert kind == "four_what_went_wrong"
        letter = re.search(r"sowed pit ([A-X])", question).group(1)
        listed = re.search(r"seeds went to: (.*?)\.(\n|$)", question).group(1)
        steps = [item.split(": ", 1)[1] for item in listed.split(", ")]
        right = [named(e) if hasattr(e, "player") else LETTERS[e.pit]
                 for e in pos.play(move(pos, letter))[1].events
                 if type(e).__name__ in ("Sow", "SowStore")]
        wrong = next(k for k, (a, b) in enumerate(zip(steps, right)) if a != b)
        label = (lambda x: x if "store" in x else f"pit {x}")
        return {"step": wrong + 1, "wrong_place": label(steps[wrong]),
                "right_place": label(right[wrong]), "steps": steps, "right_steps": right,
                "mover": mover}
    if kind == "last_seed":
        last = first.play(move(first, sown.group(1)))[1].last_drop
        return {"place": f"pit {LETTERS[last.pit]}" if hasattr(last, "pit")
                else f"{['South', 'North'][last.player]}'s store"}
    if kind == "extra_turn":
        (winner,) = [LETTERS[m.pit] for m in first.legal_moves() if first.play(m)[1].extra_turn]
        return {"move": winner}
    if kind == "best_capture":
        caught = {LETTERS[m.pit]: first.play(m)[1].captured for m in first.legal_moves()}
        (best,) = [k for k, v in caught.items() if v == max(caught.values())]
        return {"move": best, "seeds": caught[best]}
    if kind == "missing_seeds":
        b = boards[0]
        counted = sum(b["pits"].values()) + sum(b["stores"].values())
        return {"missing": rules.total_seeds - counted, "counted": counted,
                "total": rules.total_seeds}
    if kind == "reverse":
        after = pos_of(boards[1])
        (pit,) = [LETTERS[m.pit] for m in first.legal_moves()
                  if first.after(m).pits == after.pits and first.after(m).stores == after.stores]
        return {"move": pit}
    if kind == "oware_chain":
        found = {}
        for m in first.legal_moves():
            t = first.play(m)[1]
            taken = [LETTERS[p] for c in t.captures for p in c.pits]
            if len(taken) >= 2:
                found[LETTERS[m.pit]] = {"move": LETTERS[m.pit], "pits": taken,
                                         "seeds": t.captured}
        (answer,) = found.values()
        return answer
    if kind == "estimate":
        b = boards[0]
        n = rules.pits_per_side
        south = sum(b["pits"][LETTERS[i]] for i in range(n)) + b["stores"]["South"]
        half = rules.total_seeds // 2
        return {"south": south, "half": half, "compare": "more" if south > half else "less"}
    if kind in ("lap", "oware_lap"):
        letter = sown.group(1)
        seeds = first.pits[LETTERS.index(letter)]
        lap = int(re.search(r"A lap of the board is (\d+) places", question).group(1))
        last = first.play(move(first, letter))[1].last_drop
        return {"place": f"pit {LETTERS[last.pit]}" if hasattr(last, "pit")
                else f"{['South', 'North'][last.player]}'s store", "seeds": seeds,
                "lap": lap, "laps": seeds // lap, "count_on": seeds % lap}
    if kind == "extra_turn_pattern":
        letter = re.search(r"Pit ([A-L]) is (\d+) steps? from", question)
        up_to = int(re.search(r"from 1 to (\d+)", question).group(1))
        lap = int(re.search(r"a lap is (\d+) places", question).group(1))
        pit = LETTERS.index(letter.group(1))
        counts = []
        for seeds in range(1, up_to + 1):     # sow the pit with each count, others 1 each
            pits = [1] * rules.pit_count
            pits[pit] = seeds
            rest = rules.total_seeds - sum(pits)
            if rest < 0:
                pits = [0] * rules.pit_count
                pits[pit], pits[-1], rest = seeds, rules.total_seeds - seeds, 0
            p = Position.of(rules, pits, (rest, 0))
            if p.play(move(p, letter.group(1)))[1].extra_turn:
                counts.append(seeds)
        return {"pit": letter.group(1), "steps": int(letter.group(2)), "up_to": up_to,
                "lap": lap, "counts": counts}
    if kind == "what_went_wrong":
        letter = re.search(r"sowed pit ([A-L])", question).group(1)
        listed = re.search(r"seeds went to: (.*?)\.(\n|$)", question).group(1)
        steps = [item.split(": ", 1)[1] for item in listed.split(", ")]
        trace = first.play(move(first, letter))[1]
        right = [f"{['South', 'North'][e.player]}'s store" if hasattr(e, "player")
                 else LETTERS[e.pit] for e in trace.events
                 if type(e).__name__ in ("Sow", "SowStore")]
        wrong = next(k for k, (a, b) in enumerate(zip(steps, right)) if a != b)
        named = (lambda x: x if "store" in x else f"pit {x}")
        return {"step": wrong + 1, "wrong_place": named(steps[wrong]),
                "right_place": named(right[wrong]), "steps": steps, "right_steps": right}
    raise AssertionError(f"no solver for {kind}")


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_puzzle_can_be_answered_from_the_rules_printed_on_its_sheet(level):
    sheets = class_set(LEVELS[level], 6, 33)
    student, key, data = render_set(sheets, paper="a4", large_print=False, base_seed=33)
    pdf = reader(student)
    doc = worksheets_document(io.BytesIO(), sheets, key=False, paper="a4")
    texts = _sheet_texts(doc, pdf)
    for sheet in json.loads(data)["worksheets"]:
        text = texts[sheet["id"]]
        for puzzle in sheet["puzzles"]:
            n = puzzle["number"]
            game = re.search(rf"Puzzle {n} \u00b7 (\w+)", text).group(1)
            question = text.split(f"Puzzle {n} \u00b7 {game}")[1]
            if puzzle["kind"] == "tchoukaillon":
                assert game == "Solitaire" and "last seed" in question and "store" in question
                continue
            rules = _printed_rules(text, game)
            if puzzle["kind"] in NEW_KINDS:
                # long questions sit beside their boards, so their words may interleave
                # with the board's labels in the page's text: read them from the JSON, and
                # check the sheet prints their first line
                assert " ".join(puzzle["question"].split("\n")[0].split()[:4]) in text
                question = puzzle["question"]
            solved = _solve(puzzle["kind"], rules, puzzle["boards"], question)
            expected = {k: puzzle["answer"][k] for k in solved}   # what went wrong: the
            assert solved == expected, (sheet["id"], n, puzzle["kind"])  # slip's name is words
            if "what_went_wrong" not in puzzle["kind"]:   # the decoy blanks are no answer
                assert expected == {k: v for k, v in puzzle["answer"].items()
                                    if k != "unchanged_blanks"}


# --- the teacher's key --------------------------------------------------------------------------

@pytest.mark.parametrize("level", list(LEVELS))
def test_the_key_has_the_answers_the_rebuild_command_and_the_sources(level):
    sheets = class_set(LEVELS[level], 2, 5)
    _, key, _ = render_set(sheets, paper="letter", large_print=False, base_seed=5)
    pdf = reader(key)
    text = " ".join(page_words(p) for p in pdf.pages)
    for sheet in sheets:
        assert f"Worksheet {sheet.id}" in text
        for puzzle in sheet.puzzles:
            assert puzzle.answer_text.split()[0] in text
    # how to print a sheet or the set again, and which rule sheet: in a teacher's words
    assert f"{sheets[0].id} is sheet 1 of the {level.capitalize()} set with class-set " \
           f"number 5" in text and "Make printables page" in text
    game = "Four-sided mancala" if level == "fours" else "Kalah"
    assert "Rules on the sheets" in text and f"the {game} rule sheet" in text
    assert LEVELS[level].grade_band in text
    if "tchoukaillon" in LEVELS[level].kinds:
        assert "repeat every" in text                   # the solitaire boards, on purpose
    for page in pdf.pages:
        assert "Print at 100%" in page_words(page)
    doc = worksheets_document(io.BytesIO(), sheets, key=True, paper="letter")
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(doc.fill[p] >= 1 / 3 for p in range(1, doc.page_count + 1)), doc.fill


def test_reproducible():
    sheets = class_set(LEVELS["expert"], 2, 1)
    a = render_set(sheets, paper="a4", large_print=False, base_seed=1)
    b = render_set(sheets, paper="a4", large_print=False, base_seed=1)
    assert a == b


# --- issue 14: "I can", the starred challenge, dots, standards ----------------------------------

@pytest.mark.parametrize("level", list(LEVELS))
def test_each_sheet_says_i_can_and_stars_one_challenge(level):
    sheets = class_set(LEVELS[level], 3, 12)
    doc, pdf = _student(sheets, "a4")
    texts = _sheet_texts(doc, pdf)
    for sheet in sheets:
        text = texts[sheet.id]
        start, count = doc.part_pages[f"worksheet {sheet.id}"]
        first_page = page_words(pdf.pages[start - 1])
        for line in LEVELS[level].i_can:
            assert " ".join(line.split()) in first_page
        assert text.count("Challenge") == 1
        stars = [m for m in doc.marks if m.what == "challenge star"
                 and start <= m.page < start + count]
        assert len(stars) == 1
        # the star goes with the challenge puzzle, the sheet's last
        box = doc.figures[f"{sheet.id} puzzle {sheet.challenge}"]
        assert stars[0].page == box.first_page and box.top <= stars[0].y0 < box.bottom


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_key_names_the_standards_and_the_challenge(level):
    sheets = class_set(LEVELS[level], 2, 3)
    _, key, _ = render_set(sheets, paper="a4", large_print=False, base_seed=3)
    text = " ".join(page_words(p) for p in reader(key).pages)
    assert "Standards this level serves" in text
    for standard in LEVELS[level].standards:
        assert f"{standard.framework} {standard.code}:" in text
    assert "marked with a star, is the challenge" in text
    assert f"Puzzle {sheets[0].challenge} (" in text and ", challenge):" in text


def test_dots_draw_small_counts_as_dots_and_nothing_else_changes():
    sheets = class_set(LEVELS["starter"], 2, 4)
    plain = worksheets_document(io.BytesIO(), sheets, key=False, paper="a4")
    dotted = worksheets_document(io.BytesIO(), sheets, key=False, paper="a4", dots=True)
    assert not [m for m in plain.marks if m.what == "dot"]
    shown = [c for s in sheets for p in s.puzzles for b in p.boards
             for c in (*b.pits, *(x for x in b.stores if x is not None))]
    small = [c for c in shown if c is not None and 1 <= c <= 6]
    assert small and len([m for m in dotted.marks if m.what == "dot"]) == sum(small)
    numerals = [m for m in dotted.marks if m.what == "count"]
    assert len(numerals) == len([c for c in shown if c is not None and c > 6])
    assert dotted.counts == plain.counts          # still one sheet of paper each


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_key_shows_no_internal_names(level):
    sheets = class_set(LEVELS[level], 2, 5)
    _, key, _ = render_set(sheets, paper="a4", large_print=False, base_seed=5)
    text = " ".join(page_words(p) for p in reader(key).pages)
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), re.findall(r"\b[a-z]+_[a-z_]+\b", text)


def test_fours_sheet_says_whose_row_and_store_is_whose_in_full_ink():
    sheets = class_set(LEVELS["fours"], 1, 5)
    doc, pdf = _student(sheets, "a4")
    text = " ".join(page_words(p) for p in pdf.pages)
    assert "Your row is the one in front of you; your store is at the end of it, on your " \
           "right." in text
    seats = [r for p in pdf.pages for r in text_runs(p)
             if r[0].strip() in ("South", "East", "North", "West")]
    assert len(seats) >= 4 and min(r[3] for r in seats) >= 9 - 0.01


@pytest.mark.parametrize("level", ["starter", "explorer"])
def test_the_solitaires_store_is_a_box_not_a_pit_shaped_circle(level):
    """On the one-row solitaire board the store is as tall as a pit: it is drawn wider than
    a pit, so a child does not count it as one."""
    doc, pdf = _student(class_set(LEVELS[level], 2, 3), "a4")
    pit_w = min(m.width for m in doc.marks if m.what == "pit")
    row_stores = [m for m in doc.marks if m.what == "store" and m.height < pit_w * 1.2]
    assert row_stores
    assert all(m.width >= 1.3 * pit_w for m in row_stores), (pit_w, row_stores)


# --- issue 23: room to write, labels a child can read, large print that fills its pages --------

def _inside(inner, outer) -> bool:
    return (outer.x0 <= inner.x0 and inner.x1 <= outer.x1 and outer.y0 <= inner.y0
            and inner.y1 <= outer.y1 and inner.page == outer.page)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_starter_pits_and_boxes_are_big_enough_to_write_in(paper, large):
    """Ages 6-8 write a digit 8-10 mm tall: a pit with a blank is 15 mm across (about 10 mm
    square inside), a solitaire's answer box 12 mm; the board before the move is as big as the
    one after it, so the two compare column by column."""
    sheets = class_set(LEVELS["starter"], 4, 21)
    doc, _ = _student(sheets, paper, large)
    pits = [m for m in doc.marks if m.what == "pit"]
    blanks = [m for m in doc.marks if m.what == "blank"]
    to_fill = [p for p in pits if any(_inside(b, p) for b in blanks)]
    assert to_fill and min(p.width for p in to_fill) >= 15.0      # stroke included
    boxes = [m for m in doc.marks if m.what == "answer box"]
    assert boxes and min(min(m.width, m.height) for m in boxes) >= 12.0
    for sheet in sheets:          # puzzle 1's Before board: the same pits as its After board
        box = doc.figures[f"{sheet.id} puzzle 1"]
        shown = [p for p in pits if p.page == box.first_page and box.top <= p.y0 < box.bottom]
        assert min(p.width for p in shown) >= 15.0


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("large", [False, True])
def test_pit_letters_and_store_names_readable_and_clear_of_each_other(level, large):
    """Pit letters as big as the reading text (12 pt or more; large print 16), store names 10
    pt or more (large print 12), and no name within a space of a letter."""
    sheets = class_set(LEVELS[level], 3, 9)
    doc, _ = _student(sheets, "a4", large)
    labels = [m for m in doc.marks if m.what == "label"]
    letters = [m for m in labels if len(m.text) == 1]
    names = [m for m in labels if len(m.text) > 1]
    assert min(m.size for m in letters) >= (16 if large else 12) - 0.01
    assert min(m.size for m in names) >= (12 if large else 10) - 0.01
    for name in names:
        for letter in letters:
            if name.page == letter.page and name.y0 < letter.y1 and letter.y0 < name.y1:
                gap = max(letter.x0 - name.x1, name.x0 - letter.x1)
                assert gap >= 1.0, (name, letter)


@pytest.mark.parametrize("large", [False, True])
def test_fours_counts_clear_the_rim_of_their_pits(large):
    """On the square board the pits are as big as a two-figure count needs: 1.5 mm clear of
    the rim on each side (a 7 mm pit had "12" touching it)."""
    doc, _ = _student(class_set(LEVELS["fours"], 4, 17), "letter", large)
    pits = [m for m in doc.marks if m.what == "pit"]
    counts = [m for m in doc.marks if m.what == "count"]
    two_figures = 0
    for count in counts:
        pit = next((p for p in pits if _inside(count, p)), None)
        if pit is None:
            continue                                     # a store
        assert count.x0 - pit.x0 >= 1.4 and pit.x1 - count.x1 >= 1.4, (count, pit)
        two_figures += len(count.text) == 2
    assert two_figures
    assert min(p.width for p in pits) >= 9.0


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("large", [False, True])
def test_answer_lines_are_long_enough_to_write_on(level, large):
    sheets = class_set(LEVELS[level], 3, 4)
    doc, _ = _student(sheets, "letter", large)
    body = sizes_for(LEVELS[level], large).body
    lines = [m for m in doc.marks if m.what == "answer line"]
    assert lines and min(m.width for m in lines) >= 7 * body * 25.4 / 72 - 0.5


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("level", list(LEVELS))
def test_large_print_pages_are_not_mostly_blank(level, paper):
    """Two sheets of paper at most, and no page less than 40 % full (the first may hold only
    the sheet's title, "I can" and rules when the first puzzle is too tall to join them)."""
    sheets = class_set(LEVELS[level], 6, 21)
    doc, pdf = _student(sheets, paper, large=True)
    assert max(doc.counts.values()) <= 4
    assert min(doc.fill.values()) >= 0.4, doc.fill
    for key, (start, count) in doc.part_pages.items():
        later = [doc.fill[p] for p in range(start + 1, start + count)]
        assert sum(later) / len(later) >= 0.55, (key, later)


# --- issue 23: the words on the keys and the sheets ----------------------------------------------

PROGRAMMING = [r"mancala-teach", r"--\w", r"(?<![\w-])-o\b", r"\w+=\w+", r"\bengine\b",
               r"\bsolver\b", r"\.ipynb", r"\bJSON\b", r"\bPython\b"]


@pytest.mark.parametrize("tier", ["support", "core", "stretch"])
@pytest.mark.parametrize("level", list(LEVELS))
def test_keys_and_sheets_carry_no_programming_words(level, tier):
    """A teacher who is not a programmer reads the key: no commands, option codes or the
    program's inner words, and no doubled full stop after a question mark; in every version
    (the stretch answers and the support key's notes too)."""
    sheets = class_set(LEVELS[level], 6, 5, tier=tier)
    student, key, _ = render_set(sheets, paper="a4", large_print=False, base_seed=5)
    for data in (student, key):
        text = " ".join(page_words(p) for p in reader(data).pages)
        for pattern in PROGRAMMING:
            assert not re.search(pattern, text), (pattern, re.findall(rf".{{30}}{pattern}.{{30}}",
                                                                       text)[:2])
        assert not re.search(r"[?!]\.", text)
        assert not re.search(r"\bup to 40\b", text) and not re.search(r"\bmore or less\b", text)


def test_the_extra_turn_pattern_says_from_1_to_40_and_the_estimate_says_fewer():
    sheets = class_set(LEVELS["explorer"], 6, 5)
    puzzles = [p for s in sheets for p in s.puzzles]
    pattern = [p for p in puzzles if p.kind == "extra_turn_pattern"]
    assert pattern and all("List all of them from 1 to 40." in p.question for p in pattern)
    estimates = [p for p in puzzles if p.kind == "estimate"]
    assert estimates and all("more or fewer than half" in p.question for p in estimates)
    assert all("More or fewer?" in p.blanks for p in estimates)
    assert {p.answer_text.split(", ")[1].split()[0] for p in estimates} <= {"more", "fewer"}


def test_a_slip_at_the_last_step_has_no_later_steps():
    """The key says the later steps are one place out only when there are later steps."""
    import random
    from mancala_teach.puzzles.generators import Settings, what_went_wrong
    settings = LEVELS["expert"].settings
    seen = {"last": 0, "earlier": 0}
    for seed in range(400):
        puzzle = what_went_wrong(random.Random(seed), settings)
        if puzzle is None:
            continue
        last = puzzle.answer["step"] == len(puzzle.answer["steps"])
        says_later = "later steps are then one place out" in puzzle.explanation[0]
        assert says_later != last, puzzle.explanation[0]
        seen["last" if last else "earlier"] += 1
    assert seen["last"] and seen["earlier"]


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_large_print_key_never_leaves_its_first_page_with_the_title_alone(level):
    """The teacher's notes go on over a page break rather than leave page 1 empty."""
    sheets = class_set(LEVELS[level], 2, 1)
    doc = worksheets_document(io.BytesIO(), sheets, key=True, paper="a4", large_print=True)
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(doc.fill[p] >= 1 / 3 for p in range(1, doc.page_count + 1)), doc.fill


# --- issue 24 item 1: support and stretch versions of the same sheets --------------------------

@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("tier", ["support", "stretch"])
@pytest.mark.parametrize("level", list(LEVELS))
def test_support_and_stretch_sheets_are_one_sheet_of_paper_each(level, tier, paper):
    """One sheet of paper, boards a little smaller where that makes it fit, but never a
    board to write in or a solitaire's box below the level's write-in size: the starter's
    stretch sheet, whose fill-in board keeps its 15 mm pits, takes a third page (and no
    more) rather than give a child of 6 less room to write."""
    sheets = class_set(LEVELS[level], 6, 21, tier=tier)
    doc, pdf = _student(sheets, paper)
    most = 3 if (level, tier) == ("starter", "stretch") else 2
    assert set(doc.counts.values()) <= set(range(1, most + 1)), doc.counts
    pit, box = WRITE_IN.get(level, (0.0, 0.0))
    pits = [m for m in doc.marks if m.what == "pit"]
    to_fill = []                  # the pits of boards to fill in (no answer lines)
    for sheet in sheets:
        for number, puzzle in enumerate(sheet.puzzles, 1):
            if not puzzle.blanks and any(None in b.pits for b in puzzle.boards):
                where = doc.figures[f"{sheet.id} puzzle {number}"]
                to_fill += [p for p in pits if p.page == where.first_page
                            and where.top <= p.y0 < where.bottom]
    assert min([p.width for p in to_fill] + [99.0]) >= pit
    boxes = [m for m in doc.marks if m.what == "answer box"]
    assert min([min(m.width, m.height) for m in boxes] + [99.0]) >= box
    if level == "starter":
        assert to_fill and boxes          # the floor was there to be kept
    assert not [f.name for f in doc.figures.values() if f.split]
    assert all(doc.fill[p] >= 1 / 3 for p in range(1, len(pdf.pages) + 1)), doc.fill
    texts = _sheet_texts(doc, pdf)
    for sheet in sheets:
        text = texts[sheet.id]
        # the same id as the core sheet, and the version named small at the foot
        assert f"Sheet {sheet.id}, {tier} version" in text
        for pattern in FORBIDDEN:
            assert not re.search(pattern, text), (pattern, text)
        for puzzle in sheet.puzzles:
            if tier == "support":
                assert " ".join(puzzle.support.first_step.split()[:5]) in text
            elif puzzle.stretch is not None:
                assert " ".join(puzzle.stretch.lines[0].split()[:5]) in text
        if tier == "support":
            assert text.count("Start like this:") == len(sheet.puzzles)
            assert "Challenge" not in text
        else:
            assert text.count("Challenge") == 1
    if tier == "support":       # counts of 6 or fewer are dots; the tracks are drawn
        shown = [c for s in sheets for p in s.puzzles for b in p.boards
                 for c in (*b.pits, *b.stores) if c is not None]
        assert len([m for m in doc.marks if m.what == "dot"]) == sum(
            c for c in shown if 1 <= c <= 6)
        assert len([m for m in doc.marks if m.what == "count"]) == len(
            [c for c in shown if c > 6])
        tracks = [p.support.track for s in sheets for p in s.puzzles if p.support.track]
        boxes = sum(t.length for t in tracks if t.kind == "sowing")
        squares = sum(t.length for t in tracks if t.kind == "numbers")
        assert len([m for m in doc.marks if m.what == "track box"]) == boxes
        assert len([m for m in doc.marks if m.what == "number square"]) == squares
        ringed = sum(len(t.filled) for t in tracks if t.kind == "numbers")
        assert len([m for m in doc.marks if m.what == "ring"]) == ringed


@pytest.mark.parametrize("tier", ["support", "stretch"])
@pytest.mark.parametrize("level", ["starter", "expert"])
def test_support_and_stretch_in_large_print(level, tier):
    """16 pt type or more, nothing split; two sheets of paper, now and then a third."""
    sheets = class_set(LEVELS[level], 3, 8, tier=tier)
    for paper in ("a4", "letter"):
        doc, pdf = _student(sheets, paper, large=True)
        assert max(doc.counts.values()) <= 5, doc.counts
        assert not any(f.split for f in doc.figures.values())
        assert all(doc.fill[p] >= 1 / 3 for p in range(1, len(pdf.pages) + 1)), doc.fill
        for page in pdf.pages:
            sizes = [s for t, x, y, s in text_runs(page) if len(t.split()) >= 3
                     and not t.startswith("Sheet ")]
            assert min(sizes) >= 16 - 0.01


@pytest.mark.parametrize("tier", ["support", "stretch"])
def test_each_version_has_its_own_key(tier):
    sheets = class_set(LEVELS["explorer"], 2, 5, tier=tier)
    student, key, data = render_set(sheets, paper="a4", large_print=False, base_seed=5)
    text = " ".join(page_words(p) for p in reader(key).pages)
    assert f"Answer keys: Explorer level ({tier} version)" in text
    assert f"{tier.capitalize()} version:" in text
    for sheet in sheets:
        for puzzle in sheet.puzzles:
            assert puzzle.answer_text.split()[0] in text
            if puzzle.stretch is not None:
                assert f"Stretch: {' '.join(puzzle.stretch.lines[0].split()[:4])}" in text
                assert puzzle.stretch.answer_text.split()[0] in text
    assert json.loads(data)["tier"] == tier
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text)
