"""One maker for the command line and the site's Make page (mancala_teach.printables.make).

The commands call :func:`plan` too, so the same choices give the same bytes by construction;
these tests hold that to account (a command's file equals the plan's), check that the page's
choices and the commands' options are the same list, and that bad choices are one sentence.
"""

from __future__ import annotations

import json

import pytest

from mancala_teach.cli import build_parser, main
from mancala_teach.errors import MancalaError
from mancala_teach.printables.choices import PAGE_MAX_SHEETS, form_data, printables
from mancala_teach.printables.make import plan

CASES = [
    (["worksheets", "--level", "explorer", "--sheets", "3", "--seed", "7"], "worksheets",
     {"level": "explorer", "sheets": 3, "seed": 7}),
    (["worksheets", "--id", "starter-3-4", "--paper", "letter", "--large-print", "--dots"],
     "worksheets", {"id": "starter-3-4", "paper": "letter", "large_print": True, "dots": True}),
    (["boards", "--kind", "one-sheet", "--pits", "8", "--no-stores"], "boards",
     {"kind": "one-sheet", "pits": 8, "stores": "no"}),
    (["boards", "--sides", "4", "--pits", "4", "--paper", "letter"], "boards",
     {"sides": "4", "pits": "4", "paper": "letter"}),
    (["rules", "wari", "-o", "grand_slam=forbidden"], "rules",
     {"variant": "wari", "options": {"grand_slam": "forbidden"}}),
    (["cards", "lane-wise", "--large-print"], "cards",
     {"variant": "lane-wise", "large_print": "yes"}),
    (["lessons", "--kind", "tickets", "--notebook", "2"], "lessons",
     {"kind": "tickets", "notebook": "2"}),
    (["rules", "kalah", "--language", "fr"], "rules", {"language": "fr"}),
    (["--language=es-MX", "cards", "oware"], "cards", {"variant": "oware", "language": "es-mx"}),
    (["worksheets", "--level", "explorer", "--sheets", "2", "--language", "Español"],
     "worksheets", {"level": "explorer", "sheets": 2, "language": "es"}),
    (["boards", "--kind", "one-sheet", "--pits", "8", "--language", "fr"], "boards",
     {"kind": "one-sheet", "pits": 8, "language": "fr"}),
]


@pytest.mark.parametrize("argv, what, choices", CASES, ids=lambda c: " ".join(c)
                         if isinstance(c, list) else None)
def test_the_command_and_the_plan_make_the_same_files(tmp_path, capsys, argv, what, choices):
    assert main([*argv, "--output", str(tmp_path)]) == 0
    job = plan(what, choices)
    made = job.make()
    assert list(made.files) == [f.name for f in job.files]
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert written == made.files
    for name, data in made.files.items():
        if name.endswith(".pdf"):
            assert data.startswith(b"%PDF") and made.pages[name] >= 1


def test_a_class_set_plan_names_its_three_files_and_says_what_each_is():
    job = plan("worksheets", {"level": "Explorer", "sheets": "30", "seed": 7,
                              "paper": "letter"})
    assert [f.name for f in job.files] == [
        "worksheets-explorer-seed7-30-sheets-letter.pdf",
        "worksheets-explorer-seed7-30-sheets-letter-key.pdf",
        "worksheets-explorer-seed7-30-sheets-letter.json"]
    assert "30 students (explorer-7-1 to explorer-7-30)" in job.files[0].words
    assert "marking by computer" in job.files[2].words
    without_key = plan("worksheets", {"level": "starter", "key": False})
    assert [f.name.rsplit("-", 1)[1] for f in without_key.files] == ["a4.pdf", "a4.json"]


def test_progress_runs_from_0_to_1_and_never_back(tmp_path):
    heard: list[tuple[float, str]] = []
    plan("worksheets", {"level": "starter", "sheets": 3}).make(
        lambda fraction, words: heard.append((fraction, words)))
    fractions = [f for f, _ in heard]
    assert fractions[0] == 0.0 and fractions[-1] == 1.0
    assert fractions == sorted(fractions) and len(heard) >= 20
    words = {w for _, w in heard}
    assert {"Worksheet 3 of 3", "Drawing the worksheets", "Drawing the answer keys"} <= words


@pytest.mark.parametrize("what, choices, max_sheets, words", [
    ("worksheets", {"sheets": 41}, PAGE_MAX_SHEETS,
     "The number of students (sheets) must be a whole number from 1 to 40, not 41."),
    ("worksheets", {"sheets": "thirty"}, 500,
     "The number of students (sheets) must be a whole number from 1 to 500; 'thirty' is "
     "not a whole number."),
    ("worksheets", {"level": "7"}, 500, "There is no difficulty '7'; choose one of: starter, "
                                        "explorer, expert, fours."),
    ("worksheets", {"seed": -1}, 500, "The class-set number must be a whole number from 0"),
    ("worksheets", {"id": "explorer-7-3", "level": "starter"}, 500,
     "A sheet id makes that one sheet again on its own"),
    ("worksheets", {"id": "explorer"}, 500, "The worksheet id 'explorer' is not in the right"),
    ("worksheets", {"dots": "maybe"}, 500, "Dots is yes or no, not 'maybe'."),
    ("worksheets", {"colour": "red"}, 500, "Worksheets for a class have no choice called "
                                           "'colour'; they have: level, sheets, seed, tier, id,"),
    ("boards", {"sides": "4", "pits": 8}, 500, "Four-sided boards have 3 to 6 pits a row, "
                                               "not 8."),
    ("boards", {"sides": "3"}, 500, "The number of sides cannot be '3'; choose one of: 2, 4."),
    ("boards", {"pits": 11}, 500, "The number of pits must be a whole number from 3 to 10"),
    ("boards", {"pits": 4}, 500, "Printed boards have 5 to 10 pits a side, not 4."),
    ("boards", {"kind": "seeds", "pits": 6}, 500, "The sheet for seeds serves every game, so "
                                                  "leave out the number of pits"),
    ("rules", {"variant": "chess"}, 500, "There is no variant called 'chess'"),
    ("cards", {"variant": "kalah", "options": {"pits": 40}}, 500, "pits"),
    ("lessons", {"kind": "culture", "notebook": 2}, 500,
     "The page 'Where these games come from' is the same for every lesson"),
    ("lessons", {"notebook": 9}, 500, "The lesson cannot be 9; choose one of: 1, 2, 3, 4, 5, 6."),
    ("rules", {"language": "klingon"}, 500, "There is no language 'klingon' in mancala-teach; "
                                            "the languages are en (English), es (Español) and "
                                            "fr (Français)."),
    ("posters", {}, 500, "There is nothing called 'posters' to make; choose one of: "),
])
def test_a_bad_choice_is_one_sentence(what, choices, max_sheets, words):
    with pytest.raises(MancalaError) as caught:
        plan(what, choices, max_sheets=max_sheets).make()
    message = str(caught.value)
    assert words in message
    assert message.endswith(".") and "\n" not in message and message.count(". ") <= 1


def _cli_options(command: str) -> set[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    options = set()
    for action in sub.choices[command]._actions:
        if action.dest in ("help", "output"):
            continue
        options.add(action.option_strings[0] if action.option_strings else action.dest)
    return options


@pytest.mark.parametrize("command", sorted(printables()))
def test_the_page_offers_exactly_the_commands_options(command):
    """A new command-line option needs its field in choices.py (and so on the page)."""
    fields = {f.cli for f in printables()[command].fields if f.cli}
    cli = _cli_options(command)
    cli = {"--stores" if o == "--no-stores" else o for o in cli}
    assert fields == cli


def test_form_data_is_json_and_holds_every_level_game_and_limit():
    data = json.loads(json.dumps(form_data()))
    names = [p["name"] for p in data["printables"]]
    assert names == ["worksheets", "boards", "rules", "cards", "lessons"]
    sheets = next(f for f in data["printables"][0]["fields"] if f["name"] == "sheets")
    assert (sheets["low"], sheets["high"], sheets["suggested"]) == (1, 40, 30)
    level = next(f for f in data["printables"][0]["fields"] if f["name"] == "level")
    assert [o[0] for o in level["options"]] == ["starter", "explorer", "expert", "fours"]
    assert "kalah" in data["house_rules"] and data["house_rules"]["lane-wise"][0]["kind"] == "list"


# --- the site's Make page, its Python side (mancala_teach.web.make_page) -----------------------

def test_the_page_gets_the_files_and_what_each_is():
    from mancala_teach.web.make_page import make
    heard = []
    report, files = make("boards", json.dumps({"kind": "one-sheet", "pits": "8"}),
                         lambda fraction, words: heard.append(fraction))
    report = json.loads(report)
    assert [f["name"] for f in report["files"]] == ["board-one-sheet-8-pits-stores-a4.pdf"]
    assert report["files"][0]["pages"] == 1 and report["files"][0]["size"] == len(files[0])
    assert files[0] == plan("boards", {"kind": "one-sheet", "pits": 8}).make().files[
        "board-one-sheet-8-pits-stores-a4.pdf"]
    assert heard[-1] == 1.0


def test_the_page_gets_a_sentence_never_a_traceback(monkeypatch, capsys):
    from mancala_teach.web import make_page
    report, files = make_page.make("worksheets", json.dumps({"sheets": 41}))
    assert json.loads(report) == {"problem": "The number of students (sheets) must be a "
                                             "whole number from 1 to 40, not 41.",
                                  "retry": False}
    assert files == []
    assert make_page.check("worksheets", "{not json") == ("The page sent choices this page "
                                                          "cannot read; reload the page.")

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr(make_page, "plan", broken)
    report, files = make_page.make("cards", "{}")
    assert json.loads(report) == {"problem": make_page.TRY_AGAIN, "retry": True}
    assert make_page.check("cards", "{}") == make_page.TRY_AGAIN
    assert "ZeroDivisionError" in capsys.readouterr().err     # for the browser's console


@pytest.mark.parametrize("choices, name", [
    ({"language": "fr"}, "rules-kalah-fr-a4.pdf"),
    ({"language": "fr-CA"}, "rules-kalah-fr-letter.pdf"),       # Quebec prints on Letter
    ({"language": "es-ES", "paper": "letter"}, "rules-kalah-es-letter.pdf"),
    ({"language": "en"}, "rules-kalah-a4.pdf"),                 # English names stay as they were
    ({"language": "en-US"}, "rules-kalah-letter.pdf"),
])
def test_a_file_name_says_its_language_and_the_paper_follows_the_region(choices, name):
    assert [f.name for f in plan("rules", choices).files] == [name]


def test_a_plan_speaks_its_language_in_its_words_and_messages():
    job = plan("worksheets", {"level": "explorer", "sheets": 3, "language": "fr"})
    assert job.files[0].words == ("Les fiches d’exercices pour 3 élèves (explorer-1-1 à "
                                  "explorer-1-3)")
    heard: list[str] = []
    job.make(lambda _fraction, words: heard.append(words))
    english_words = {"Worksheet 3 of 3", "Drawing the worksheets", "Drawing the answer keys",
                     "Making the puzzles", "Done"}
    assert len(heard) >= 20 and not english_words & set(heard), heard
    with pytest.raises(MancalaError) as caught:
        plan("boards", {"sides": "3", "language": "es"})
    assert "'3' no es válido" in str(caught.value)
    english = plan("worksheets", {"level": "explorer", "sheets": 3})
    assert "3 students" in english.files[0].words


def test_the_page_form_is_in_the_language_asked_for():
    french, english = form_data("fr"), form_data("en")
    assert french["language"] == "fr" and english["language"] == "en"
    titles = [p["title"] for p in french["printables"]]
    assert titles != [p["title"] for p in english["printables"]]
    language = next(f for f in french["printables"][0]["fields"] if f["name"] == "language")
    assert [code for code, _words in language["options"]] == ["en", "es", "fr"]
    assert dict(language["options"])["fr"] == "Français"
