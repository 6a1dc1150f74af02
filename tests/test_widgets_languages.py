"""The widgets in French and Spanish (issue 25): every word they show follows the widget's
language, each widget keeps its own, and English stays what it was.

The no-English checks drive French and Spanish steppers, puzzle boards and practice boards
through hundreds of seeded random events (``tests/widget_drive.py``: taps, every control,
typed numbers, right answers now and then) and read every string of every view: the
sentences, the controls' labels and choices, the key to the rings, the boards' titles,
descriptions, accessible names and drawn words, the still picture. None may hold an English
message of the modules that make the widgets' words (their messages in the catalogue's
template, each a pattern with its placeholders left open), and the words that are only the
widgets' (labels, choices, key, step, tally, history) no common English word at all.
Words other modules make and wrap later (the narration, the puzzles' questions and
explanations, the computer's reasons) are replaced by a marker first, so what is checked is
exactly what this wrapping owns; the same check finds English in an English widget (it is
not vacuous).
"""

from __future__ import annotations

import html
import importlib.util
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="the checks read the catalogue with Babel")

from mancala_teach import MancalaError, new_game  # noqa: E402
from mancala_teach import players  # noqa: E402
from mancala_teach.errors import UnknownLanguageError  # noqa: E402
from mancala_teach.i18n import set_language, use_language  # noqa: E402
from mancala_teach.puzzles.levels import LEVELS  # noqa: E402
from mancala_teach.puzzles.practice import GRADE_BANDS, PLANS, plan_title  # noqa: E402
from mancala_teach.widgets import opponents, puzzle_session, stepping  # noqa: E402
from mancala_teach.widgets.practice_session import PracticeSession  # noqa: E402
from mancala_teach.widgets.puzzle_session import PuzzleSession, _end_of  # noqa: E402
from mancala_teach.widgets.session import StepperSession  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
import widget_drive  # noqa: E402

_spec = importlib.util.spec_from_file_location("catalogues", ROOT / "scripts" / "catalogues.py")
catalogues = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogues)

# The modules whose words this checks (the widgets, the board's SVG, practice plans and
# hints, the classroom site's Python).
OWN = ("mancala_teach/widgets/", "mancala_teach/render/svg.py",
       "mancala_teach/puzzles/practice.py", "mancala_teach/web/")
MARK = "\u27e8other\u27e9"          # what another module's words become before the check
# Placeholders that may hold a whole sentence (or several); the others hold a name, a letter,
# a number or a short phrase without a full stop.
SENTENCES = {"question", "how", "reason", "hint", "answer", "words", "mistakes", "result",
             "status", "does", "why", "value", "text", "choices", "stores", "counts",
             "order", "names", "numbers", "moves", "given", "plan", "title", "error"}
# Whole English words that no label, choice, key, step, tally or history line of a French or
# Spanish widget may hold.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|of|pit|pits|seed|seeds|store|stores|move|moves|Next|Back|Play|Check|Show|"
    r"Try|Hint|Start|Finish|Take|Flip|High|Predict|Game|Speed|computer|person|puzzle|"
    r"Puzzle|Step|Right|Worksheet|Lesson|blank|hand|turn|slow|fast|South|North|East|West|"
    r"captured|yours|Count|Seeds|Add|Fill|Copy|Before|After|Practise|Pits)\b")


@pytest.fixture(autouse=True)
def english_by_default():
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(scope="module")
def own_messages():
    """(context, msgid, French, Spanish) for every message of the widgets' modules."""
    template = catalogues.read_catalog(catalogues.TEMPLATE)
    languages = {code: {(m.context, m.id): m.string for m in
                        catalogues.read_catalog(catalogues.po_path(code), code) if m.id}
                 for code in ("fr", "es")}
    found = []
    for m in template:
        if m.id and any(path.startswith(OWN) for path, _line in m.locations):
            found.append((m.context, m.id, languages["fr"][(m.context, m.id)],
                          languages["es"][(m.context, m.id)]))
    return found


def _pattern(message: str) -> re.Pattern | None:
    """A message as a pattern, its placeholders open; None when it has fewer than two words
    of its own (those are checked as whole labels)."""
    pieces = re.split(r"\{(\w+)\}", message)
    literal = " ".join(pieces[0::2])
    if len(re.findall(r"[A-Za-z]{2,}", literal)) < 2:
        return None
    out = []
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            out.append(re.escape(piece))
        else:
            out.append(".+?" if piece in SENTENCES else r"[^.!?:;\n]+?")
    return re.compile("".join(out))


def english_of(messages, code: str) -> tuple[list[tuple[str, re.Pattern]], set[str]]:
    """The English patterns and whole labels a ``code`` widget must never show: every
    message whose translation differs from the English (``Pause`` is French too)."""
    index = {"fr": 2, "es": 3}[code]
    patterns, labels = [], set()
    for entry in messages:
        msgid, translated = entry[1], entry[index]
        sources = msgid if isinstance(msgid, tuple) else (msgid,)
        translations = translated if isinstance(translated, tuple) else (translated,)
        for source in sources:
            if source in translations:
                continue
            pattern = _pattern(source)
            if pattern is None:
                labels.add(source)
            else:
                patterns.append((source, pattern))
    return patterns, labels


@pytest.fixture
def other_modules_marked(monkeypatch):
    """Words of modules wrapped later (narration, the computer's reasons) become MARK."""
    for name in ("conservation_line", "count_aloud", "final_tally", "move_result",
                 "narrate_step"):
        monkeypatch.setattr(stepping, name, lambda *a, **k: MARK)
    monkeypatch.setattr(puzzle_session, "narrate_step", lambda *a, **k: MARK)
    monkeypatch.setattr(players.reasons, "sentence", lambda *a, **k: MARK)


def _svg_texts(svg: str) -> list[str]:
    found = re.findall(r"<title[^>]*>(.*?)</title>|<desc[^>]*>(.*?)</desc>|"
                       r'aria-label="([^"]*)"|<text[^>]*>(.*?)</text>', svg, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", "".join(parts))) for parts in found]


def view_texts(view: dict, session) -> tuple[list[str], list[str]]:
    """(every string of a view, the strings only the widgets make), puzzles' own words
    (question, answer, explanation, captions: the generators') replaced by MARK."""
    owned = [view.get(k) or "" for k in ("step", "score", "sheet", "history")]
    owned += [c["label"] for row in view["rows"] for c in row]
    owned += [o[1] for row in view["rows"] for c in row for o in c.get("options", [])]
    owned += [k["words"] for k in view.get("key", [])]
    pictures = [view["board"]] if "board" in view else [b["svg"] for b in view["boards"]]
    owned += [b["caption"] for b in view.get("boards", [])]
    texts = owned + [view.get(k) or "" for k in ("message", "announce", "narration",
                                                  "total", "question")]
    for svg in pictures:
        texts += _svg_texts(svg)
    texts.append(html.unescape(re.sub(r"<[^>]+>", " ", widget_drive.still(view, session))))
    puzzle = getattr(session, "puzzle", None)
    if puzzle is not None:
        theirs = [puzzle.question, puzzle.answer_text, _end_of(puzzle.answer_text),
                  " ".join(puzzle.explanation), *puzzle.explanation,
                  *(b.caption for b in puzzle.boards)]
        theirs = sorted((t for t in theirs if t), key=len, reverse=True)

        def marked(text: str) -> str:
            for words in theirs:
                text = text.replace(words, MARK)
            return text
        texts, owned = [marked(t) for t in texts], [marked(t) for t in owned]
    return texts, owned


def english_found(code, messages, scenarios, events, language) -> list[str]:
    """What English of the widgets' own messages the scenarios' views show."""
    patterns, labels = english_of(messages, code)
    anything = re.compile("|".join(f"(?:{p.pattern})" for _source, p in patterns))
    problems: set[str] = set()
    seen: set[str] = set()
    for name, make in scenarios:
        for view, session in widget_drive.drive(make, language, 7, events):
            assert view["lang"] == (language or "en")
            texts, owned = view_texts(view, session)
            for text in set(texts) - seen:
                seen.add(text)
                if anything.search(text):         # then which: the slow way, seldom
                    problems.update(f"{name}: {source!r} in {text[:160]!r}"
                                    for source, pattern in patterns if pattern.search(text))
                if text.strip() in labels:
                    problems.add(f"{name}: the label {text!r}")
            if language is not None:
                for text in owned:
                    found = ENGLISH_WORDS.search(text.replace(MARK, ""))
                    if found:
                        problems.add(f"{name}: {found[0]!r} in {text[:160]!r}")
    return sorted(problems)


def _kinds(prefix: tuple[str, ...]):
    return [(n, m) for n, m in widget_drive.scenarios() if n.startswith(prefix)]


STEPPERS = [(n, m) for n, m in widget_drive.scenarios()
            if not n.startswith(("starter", "explorer", "expert", "fours", "practice"))]
PUZZLES = _kinds(("starter", "explorer", "expert", "fours"))
PRACTICE = _kinds(("practice",))


@pytest.mark.parametrize("code", ["fr", "es"])
@pytest.mark.parametrize("group", ["steppers", "puzzles", "practice"])
def test_a_widget_in_french_or_spanish_shows_no_english(code, group, own_messages,
                                                        other_modules_marked):
    scenarios, events = {"steppers": (STEPPERS, 80), "puzzles": (PUZZLES, 80),
                         "practice": (PRACTICE, 50)}[group]
    assert english_found(code, own_messages, scenarios, events, code) == []


def test_the_check_finds_english_in_an_english_widget(own_messages, other_modules_marked):
    """The same check, run on English widgets, finds the English messages: it can fail."""
    found = english_found("fr", own_messages, STEPPERS[:2] + PUZZLES[:1] + PRACTICE[:1], 20,
                          None)
    joined = "\n".join(found)
    for words in ("'Next seed'", "'Take back a move'", "{player} to move: tap one of",
                  "'Check'", "Worksheet {sheet}", "'Next puzzle'"):
        assert words in joined, words


def test_the_messages_checked_are_the_widgets_modules():
    messages = [m for m in catalogues.read_catalog(catalogues.TEMPLATE) if m.id and any(
        path.startswith(OWN) for path, _line in m.locations)]
    assert len(messages) > 300
    assert _pattern("Pit {pit} cannot be played now.").search("Pit C cannot be played now.")
    assert not _pattern("Drop one in pit {pit}.").search(
        "Drop one in pit C: it now holds 5.")        # the narration's sentence is another
    assert _pattern("Hint") is None


# --- each widget keeps its own language --------------------------------------------------------

def test_two_widgets_side_by_side_speak_their_own_languages():
    """A French and a Spanish stepper, and a puzzle board in the program's language, take
    events in turn, from code running in a third language: each keeps its own."""
    french = StepperSession("kalah", language="fr")
    spanish = StepperSession("kalah", language="Español")
    set_language("es")
    puzzle = PuzzleSession("explorer-7-3")           # made while Spanish is the default
    set_language("en")
    assert (french.language, spanish.language, puzzle.language) == ("fr", "es", "es")
    with use_language("fr"):
        english = StepperSession("oware", language="en")
    for pit in "CJDK":
        with use_language("es"):
            french.handle({"pit": pit})
            french.handle({"key": "finish"})
        with use_language("fr"):
            spanish.handle({"pit": pit})
            spanish.handle({"key": "finish"})
            puzzle.handle({"pit": "A"})
            english.handle({"pit": "C"})
            english.handle({"key": "finish"})
    f, s, p, e = french.view(), spanish.view(), puzzle.view(), english.view()
    assert f["lang"] == "fr" and "Coups\u00a0: 1. Sud C" in f["history"]
    assert s["lang"] == "es" and s["history"].startswith("Jugadas: 1. Sur C")
    assert p["lang"] == "es" and p["sheet"].startswith("Ficha de ejercicios explorer-7-3")
    assert e["lang"] == "en" and e["history"].startswith("Moves: 1. South C")
    labels = {c["key"]: c["label"] for row in f["rows"] for c in row}
    assert labels["undo"] == "Annuler un coup" and labels["hint"] == "Indice"
    labels = {c["key"]: c["label"] for row in s["rows"] for c in row}
    assert labels["undo"] == "Deshacer una jugada" and labels["hint"] == "Pista"
    assert 'lang="fr"' in f["board"] and 'lang="es"' in s["board"]
    assert "lang=" not in e["board"]                   # English boards are as they were


def test_the_widgets_take_a_language_and_refuse_an_unknown_one_in_one_sentence():
    pytest.importorskip("anywidget")
    from mancala_teach.widgets import Practice, PuzzleBoard, Stepper
    stepper = Stepper("kalah", language="fr-CA")
    board = PuzzleBoard("starter-7-3", language="es")
    practice = Practice("lesson-2", seed=4, language="French")
    assert (stepper.language, board.language, practice.language) == ("fr", "es", "fr")
    assert stepper.view["lang"] == "fr" and board.view["lang"] == "es"
    assert "exécutez la cellule" in repr(stepper) and "ejecute la celda" in repr(board)
    still = stepper._repr_mimebundle_()[0]["text/html"]
    assert 'lang="fr"' in still and "Préparation du plateau" in still
    for make in (lambda: Stepper(language="de"), lambda: PuzzleBoard(language="klingon"),
                 lambda: Practice(language=3)):
        with pytest.raises(UnknownLanguageError) as caught:
            make()
        assert str(caught.value).count(".") == 1 and "fr (Français)" in str(caught.value)
    # An argument's mistake is said in the widget's language.
    with pytest.raises(MancalaError, match="speed doit être un nombre entier"):
        Stepper(speed=9, language="fr")
    with pytest.raises(MancalaError, match="^players necesita 2 nombres de 1 a 30 letras, "
                                           r"uno por puesto \(Sur, Norte\), no"):
        Stepper("kalah", players=["Ana"], language="es")


def test_a_widget_made_without_a_language_takes_the_one_in_use():
    set_language("es")
    assert StepperSession("kalah").view()["narration"].startswith("Turno de Sur")
    with use_language("fr"):
        assert StepperSession("kalah").language == "fr"
    assert PracticeSession("starter", seed=1).language == "es"


# --- the translation tables agree with the registries they translate -------------------------

def test_every_computer_level_and_grade_band_is_translated():
    assert set(opponents.LEVEL_SAYS) == {level.name for level in players.LEVELS}
    for level in players.LEVELS:
        assert opponents.LEVEL_SAYS[level.name] == level.says
    assert {level.grade_band for level in LEVELS.values()} <= set(GRADE_BANDS)
    for plan in PLANS.values():
        assert plan_title(plan) == plan.title          # English: the plans' own titles
    with use_language("fr"):
        assert plan_title(PLANS["starter"]) == "Débutant\u00a0: 6 à 8 ans"
        assert plan_title(PLANS["lesson-2"]).startswith("Leçon 2\u00a0: ")


def test_the_computer_says_what_it_is_in_the_widget_s_language():
    s = StepperSession("kalah", language="es")
    s.handle({"key": "opponent", "value": "greedy"})
    assert s.message == ("La computadora juega como Norte, en el nivel «glotona»: elige la "
                         "jugada que pone más semillas en su granero en este turno.")
    s = StepperSession("four-sided", language="fr")
    s.handle({"key": "opponent", "value": "random"})
    assert s.message.startswith("L’ordinateur joue Est, Nord et Ouest, au niveau « au "
                                "hasard »".replace(" »", "\u00a0»").replace("« ", "«\u00a0"))


# --- the classroom site's Python -----------------------------------------------------------------

def test_a_lesson_page_runs_its_cells_in_the_language_it_is_given():
    from mancala_teach.web.runner import CellRunner
    runner = CellRunner(language="es-CO")
    shown = runner.run("from mancala_teach.widgets.session import StepperSession\n"
                       "s = StepperSession('kalah')\nprint(s.language)\n1 == 1")
    assert [o["html"] for o in shown] == ['<div class="mt-text"><p>es</p></div>',
                                          '<div class="mt-text"><p>sí</p></div>']
    assert "no pudo funcionar" in runner.run("1 / 0")[0]["text"]
    assert CellRunner().run("True")[0]["html"].endswith("<p>yes</p></div>")
    with pytest.raises(UnknownLanguageError):
        CellRunner(language="xx")


def test_the_practice_page_speaks_the_language_it_starts_with():
    import json
    from mancala_teach.web.practice_page import PracticePage
    page = PracticePage()
    view = json.loads(page.start(json.dumps({"plan": "explorer", "seed": 2, "language": "fr",
                                             "tally": {"right": 9, "tried": 1,
                                                       "streak": 0}})))
    assert view["lang"] == "fr" and view["sheet"].startswith("Explorateur")
    assert view["tally"] == {"right": 0, "tried": 0, "streak": 0}     # a bad tally: dropped
    view = json.loads(page.handle(json.dumps({"key": "hint"})))
    assert view["message"].startswith("Indice\u00a0: ")
    problem = json.loads(PracticePage().start(json.dumps({"plan": "x", "language": "es"})))
    assert problem["problem"].startswith("No hay nada llamado 'x' para practicar")
    problem = json.loads(PracticePage().start(json.dumps({"plan": "starter",
                                                          "language": "de"})))
    assert "languages are" in problem["problem"]
    assert json.loads(PracticePage().handle("{}")) == {
        "problem": "Choose what to practise first."}


def test_the_make_page_answers_in_the_language_it_is_given():
    from mancala_teach.web import make_page
    assert "recargue la página" in make_page.check("worksheets", "{nope", language="es")
    assert "languages are" in make_page.check("worksheets", "{}", language="de")
    assert make_page.check("worksheets", "{nope") == (
        "The page sent choices this page cannot read; reload the page.")
