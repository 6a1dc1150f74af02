"""The printables commands: what they write, and bad input (one sentence, exit 2, no file)."""

from __future__ import annotations

import json
import os

import pytest

from mancala_teach.cli import main
from printables_support import reader


def _files(folder) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def test_boards_default_is_the_full_size_kalah_board(tmp_path, capsys):
    assert main(["boards", "--output", str(tmp_path)]) == 0
    path = tmp_path / "board-full-size-6-pits-stores-a4.pdf"
    assert len(reader(path.read_bytes()).pages) == 3        # instructions and two sheets
    assert "(3 pages)" in capsys.readouterr().out


@pytest.mark.parametrize("argv, name, pages", [
    (["--kind", "one-sheet", "--variant", "lane-wise", "--paper", "letter"],
     "board-one-sheet-6-pits-no-stores-letter.pdf", 1),
    (["--kind", "full", "--pits", "10", "--no-stores"],
     "board-full-size-10-pits-no-stores-a4.pdf", 4),
    (["--kind", "all-shapes"], "boards-one-sheet-5-to-10-pits-a4.pdf", 12),
    (["--kind", "egg-carton"], "egg-carton-labels-a4.pdf", 1),
    (["--kind", "seeds"], "paper-seeds-a4.pdf", 2),
    (["--sides", "4", "--low-ink"], "board-full-size-four-sided-6-pits-low-ink-a4.pdf", 9),
    (["--kind", "seeds", "--low-ink", "--paper", "letter"], "paper-seeds-low-ink-letter.pdf", 2),
])
def test_board_kinds(tmp_path, argv, name, pages):
    assert main(["boards", *argv, "--output", str(tmp_path)]) == 0
    assert len(reader((tmp_path / name).read_bytes()).pages) == pages


def test_rules_with_house_rules_and_large_print(tmp_path):
    out = tmp_path / "sheet.pdf"
    assert main(["rules", "kalah", "-o", "leftovers=not_counted", "--large-print",
                 "--output", str(out)]) == 0
    text = " ".join(p.extract_text() for p in reader(out.read_bytes()).pages)
    assert "not counted" in text and "How to play Kalah" in text


def test_cards_two_to_a_page_and_large_print(tmp_path, capsys):
    assert main(["cards", "oware", "--paper", "letter", "--output", str(tmp_path)]) == 0
    path = tmp_path / "card-oware-letter.pdf"
    text = " ".join(reader(path.read_bytes()).pages[0].extract_text().split())
    assert text.count("quick rules") == 2
    assert main(["cards", "kalah", "-o", "leftovers=not_counted", "--large-print",
                 "--output", str(tmp_path)]) == 0
    big = reader((tmp_path / "card-kalah-large-print-a4.pdf").read_bytes())
    assert len(big.pages) == 1 and "not counted" in big.pages[0].extract_text()


def test_lessons_for_one_notebook_and_each_kind(tmp_path, capsys):
    from mancala_teach.printables.lessons import lesson_pages
    lesson = next(lesson for lesson in lesson_pages() if lesson.number == 2)
    assert main(["lessons", "--notebook", "2", "--paper", "letter", "--output",
                 str(tmp_path)]) == 0
    pdf = reader((tmp_path / "lessons-notebook-2-letter.pdf").read_bytes())
    # the card (a sheet, two sides), the page of two tickets, the answers, the rubric and
    # its class record
    assert len(pdf.pages) == 6
    words = [" ".join(page.extract_text().split()) for page in pdf.pages]
    assert words[0].startswith(f"Lesson card \u00b7 Notebook 2: {lesson.title}")
    assert words[2].count(f"Exit ticket \u00b7 Notebook 2: {lesson.title}") == 2
    assert "Exit ticket answers" in words[3] and "Rubric" in words[4]
    assert words[5].startswith("Class record")
    assert "(6 pages)" in capsys.readouterr().out
    for kind, name, pages in (("culture", "where-these-games-come-from-a4.pdf", 1),
                              ("rubric", "rubrics-a4.pdf", 12),
                              ("key", "exit-tickets-key-a4.pdf", 4),
                              ("strips", "cycle-strips-a4.pdf", 1),
                              ("dot-plot", "class-dot-plot-a4.pdf", 2),
                              ("glossary", "picture-glossary-a4.pdf", 3)):
        assert main(["lessons", "--kind", kind, "--output", str(tmp_path)]) == 0
        assert len(reader((tmp_path / name).read_bytes()).pages) == pages
    assert main(["lessons", "--kind", "tickets", "--notebook", "4", "--large-print",
                 "--output", str(tmp_path)]) == 0
    big = reader((tmp_path / "exit-tickets-notebook-4-large-print-a4.pdf").read_bytes())
    assert len(big.pages) == 1 and big.pages[0].extract_text().count("Exit ticket \u00b7") == 1


def test_worksheets_class_set_writes_students_teacher_and_json(tmp_path, capsys):
    out = tmp_path / "class.pdf"
    assert main(["worksheets", "--difficulty", "explorer", "--sheets", "3", "--seed", "8",
                 "--paper", "letter", "--output", str(out)]) == 0
    assert sorted(_files(tmp_path)) == ["class-key.pdf", "class.json", "class.pdf"]
    data = json.loads((tmp_path / "class.json").read_text())
    assert [w["id"] for w in data["worksheets"]] == ["explorer-8-1", "explorer-8-2",
                                                    "explorer-8-3"]
    # the id printed on sheet 2 makes that sheet again
    again = tmp_path / "again"
    again.mkdir()
    assert main(["worksheets", "--id", "explorer-8-2", "--output", str(again)]) == 0
    one = json.loads(next(again.glob("*.json")).read_text())
    assert one["worksheets"][0] == data["worksheets"][1]


def test_worksheets_with_dots_draw_small_counts_as_dots(tmp_path, capsys):
    assert main(["worksheets", "--sheets", "2", "--seed", "3", "--dots", "--output",
                 str(tmp_path)]) == 0
    names = sorted(_files(tmp_path))
    assert names == ["worksheets-starter-seed3-2-sheets-dots-a4-key.pdf",
                     "worksheets-starter-seed3-2-sheets-dots-a4.json",
                     "worksheets-starter-seed3-2-sheets-dots-a4.pdf"]
    plain = tmp_path / "plain"
    plain.mkdir()
    assert main(["worksheets", "--sheets", "2", "--seed", "3", "--output", str(plain)]) == 0
    dotted = (tmp_path / names[2]).read_bytes()
    assert dotted != (plain / "worksheets-starter-seed3-2-sheets-a4.pdf").read_bytes()
    # the answer key and the puzzles are the same: only the drawing of the counts differs
    assert (tmp_path / names[1]).read_bytes() == \
        (plain / "worksheets-starter-seed3-2-sheets-a4.json").read_bytes()


def test_worksheets_at_each_tier_keep_the_ids_and_say_so_in_the_names(tmp_path, capsys):
    for tier in ("support", "stretch"):
        assert main(["worksheets", "--level", "explorer", "--sheets", "2", "--seed", "4",
                     "--tier", tier, "--output", str(tmp_path)]) == 0
        stem = f"worksheets-explorer-seed4-2-sheets-{tier}-a4"
        data = json.loads((tmp_path / f"{stem}.json").read_text())
        assert data["tier"] == tier
        assert [w["id"] for w in data["worksheets"]] == ["explorer-4-1", "explorer-4-2"]
        assert (tmp_path / f"{stem}-key.pdf").exists() and (tmp_path / f"{stem}.pdf").exists()
    # --id with --tier makes that sheet again at that tier
    again = tmp_path / "again"
    again.mkdir()
    assert main(["worksheets", "--id", "explorer-4-2", "--tier", "stretch", "--output",
                 str(again)]) == 0
    one = json.loads((again / "worksheet-explorer-4-2-stretch-a4.json").read_text())
    assert one["worksheets"][0] == data["worksheets"][1]


def test_printables_writes_the_standard_set(tmp_path, capsys):
    assert main(["printables", "--output", str(tmp_path), "--paper", "letter"]) == 0
    names = _files(tmp_path)
    assert "letter/boards/full-size-6-pits-stores.pdf" in names
    assert "letter/rules/giuthi.pdf" in names
    assert "letter/cards/giuthi.pdf" in names
    assert "letter/worksheets/expert-sample.json" in names
    assert "letter/lessons/exit-tickets.pdf" in names
    assert "letter/lessons/where-these-games-come-from.pdf" in names
    assert "letter/lessons/picture-glossary.pdf" in names
    assert "letter/lessons/cycle-strips.pdf" in names
    assert "letter/worksheets/explorer-sample-support-key.pdf" in names
    assert "letter/worksheets/explorer-30-sheets-answer-grid.pdf" in names
    assert "letter/classroom/rotation-fours-28.pdf" in names
    assert "letter/classroom/letter-home.pdf" in names
    assert not any(n.endswith(".part") for n in names)


def test_help_reads_like_a_teacher_would_want(capsys):
    with pytest.raises(SystemExit):
        main(["worksheets", "--help"])
    out = capsys.readouterr().out
    for words in ("--sheets", "--seed", "--level", "--difficulty", "--paper", "--large-print",
                  "--output", "grades", "--tier", "support", "stretch"):
        assert words in out
    with pytest.raises(SystemExit):
        main(["lessons", "--help"])
    out = capsys.readouterr().out
    for words in ("--kind", "--notebook", "--paper", "--large-print", "--output", "exit",
                  "rubric", "culture", "beans"):
        assert words in out


BAD = [
    (["boards", "--variant", "chess"], "There is no variant called 'chess'"),
    (["boards", "--pits", "12"], "5 to 10 pits a side, not 12"),
    (["boards", "--pits", "0"], "5 to 10 pits a side, not 0"),
    (["boards", "--pits", "-2"], "5 to 10 pits a side, not -2"),
    (["boards", "--paper", "a5"], "Argument --paper: 'a5' is not allowed; choose one of: a4, "
                                  "letter."),
    (["rules", "kalah", "-o", "seeds=40"], "seeds=40 is not allowed"),
    (["rules", "nonsense"], "There is no variant called 'nonsense'"),
    (["cards", "chess"], "There is no variant called 'chess'"),
    (["cards", "kalah", "-o", "pits=0"], "pits=0 is not allowed"),
    (["worksheets", "--sheets", "0"], "Argument --sheets: it must be from 1 to 500, not 0."),
    (["worksheets", "--sheets", "-3"], "Argument --sheets: it must be from 1 to 500, not -3."),
    (["worksheets", "--sheets", "501"], "Argument --sheets: it must be from 1 to 500, not 501."),
    (["worksheets", "--sheets", "many"], "Argument --sheets: 'many' is not a whole number"),
    (["worksheets", "--seed", "-1"], "Argument --seed: it must be from 0 to 999999999999, not "
                                     "-1."),
    (["worksheets", "--level", "wizard"], "There is no difficulty 'wizard'"),
    (["worksheets", "--id", "nope"], "The worksheet id 'nope' is not in the right form"),
    (["worksheets", "--tier", "easy"], "Argument --tier: 'easy' is not allowed; choose one "
                                       "of: support, core, stretch."),
    (["worksheets", "--tier", "support", "--tier", "core"], "The option --tier was given "
                                                            "twice; give it once."),
    (["lessons", "--notebook", "7"], "Argument --notebook: there are notebooks 1 to 6, not 7."),
    (["lessons", "--notebook", "0"], "Argument --notebook: there are notebooks 1 to 6, not 0."),
    (["lessons", "--notebook", "two"], "Argument --notebook: 'two' is not a whole number"),
    (["lessons", "--kind", "poster"], "Argument --kind: 'poster' is not allowed; choose one "
                                      "of: all, cards, tickets, key, rubric, culture, strips, "
                                      "dot-plot, glossary."),
    (["lessons", "--kind", "culture", "--notebook", "5"], "With --kind culture, leave out "
                                                          "--notebook"),
]


@pytest.mark.parametrize("argv, words", BAD, ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_bad_input_is_one_sentence_exit_2_and_no_file(tmp_path, capsys, argv, words):
    (tmp_path / "old.pdf").write_bytes(b"keep me")
    assert main([*argv, "--output", str(tmp_path / "old.pdf")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("mancala-teach: ") and words in err, err
    assert err.count("\n") == 0 and "Traceback" not in err
    assert _files(tmp_path) == {"old.pdf"}
    assert (tmp_path / "old.pdf").read_bytes() == b"keep me"


@pytest.mark.parametrize("command", [["boards"], ["rules", "oware"], ["cards"], ["worksheets"],
                                     ["lessons"], ["printables"]])
def test_missing_output_folder(tmp_path, capsys, command):
    missing = tmp_path / "no-such-folder"
    target = str(missing if command == ["printables"] else missing / "x.pdf")
    assert main([*command, "--output", target]) == 2
    err = capsys.readouterr().err
    assert "does not exist" in err and err.count("\n") == 1
    assert not missing.exists() and _files(tmp_path) == set()


def test_output_inside_a_file_is_refused(tmp_path, capsys):
    (tmp_path / "a-file").write_text("x")
    assert main(["rules", "--output", str(tmp_path / "a-file" / "r.pdf")]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert main(["printables", "--output", str(tmp_path / "a-file")]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert _files(tmp_path) == {"a-file"}


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write into a read-only folder")
def test_unwritable_folder(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        assert main(["rules", "--output", str(locked)]) == 2
        assert "is not writable" in capsys.readouterr().err
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


def test_a_failed_write_leaves_no_partial_file(tmp_path, monkeypatch):
    from mancala_teach.printables import output
    (tmp_path / "x.pdf").write_bytes(b"old")

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(output.os, "replace", boom)
    assert main(["rules", "--output", str(tmp_path / "x.pdf")]) == 2
    assert _files(tmp_path) == {"x.pdf"} and (tmp_path / "x.pdf").read_bytes() == b"old"


def test_wrong_extension(tmp_path, capsys):
    assert main(["rules", "--output", str(tmp_path / "x.txt")]) == 2
    assert "must end in .pdf" in capsys.readouterr().err
