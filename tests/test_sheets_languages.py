"""The worksheets, their keys and answer grid, the classroom sheets and the tournament in French
and Spanish (issue 25).

Every level x tier x regular and large print x A4 and Letter is made in English, French and
Spanish, one sheet a configuration (the sheet's number changes from one configuration to the
next, so each level shows twelve different sheets), and so is every classroom sheet and a
tournament; then a class set of 30 at two levels. Checked: (a) no more pages than in English
(the same number, but for one sheet that takes fewer), (b) no English words of these pages' messages
left, (c) the same boards to write in, at their write-in sizes, the same answer lines and
boxes, every word inside its box and clear of the others, (d) the same bytes on a rerun, and
the same puzzles (positions, moves, answers) whatever the language.

The documents are made once a test session (``functools.lru_cache``) and shared by the tests.
The whole file takes about four minutes on one core.
"""

from __future__ import annotations

import functools
import io
import itertools
import json
import re
from pathlib import Path

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.i18n import current_language, use_language
from mancala_teach.printables import worksheets as W
from mancala_teach.printables.class_sheets import class_sheet_document
from mancala_teach.printables.tournament import tournament_document
from mancala_teach.puzzles.levels import LEVELS, find_level
from mancala_teach.puzzles.sheets import class_set, make_worksheet, worksheet_json
from mancala_teach.puzzles.tiers import TIERS
from mancala_teach.teaching.class_games import read_class_games
from mancala_teach.teaching.tournament import (COLUMNS, draw_csv, make_draw, read_results,
                                               standings)
from mancala_teach.variants import VARIANTS
from printables_support import EDGE_MM, page_size_mm, page_words, reader

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("fr", "es")
PAPERS = ("a4", "letter")
SEED = 5

# every level x tier x regular and large print x paper, each with a sheet of its own
CONFIGS = [(level, tier, large, paper) for level in LEVELS for tier in TIERS
           for large in (False, True) for paper in PAPERS]


def _number(level: str, tier: str, large: bool, paper: str) -> int:
    """Sheet 1 to 12 of the class set, a different one for each configuration of a level."""
    return 1 + TIERS.index(tier) * 4 + large * 2 + PAPERS.index(paper)


def _id(config) -> str:
    level, tier, large, paper = config
    return f"{level}-{tier}-{'large' if large else 'regular'}-{paper}"


@functools.lru_cache(maxsize=None)
def _sheets(level: str, tier: str, number: int, lang: str):
    return [make_worksheet(level, SEED, number, tier, language=lang)]


@functools.lru_cache(maxsize=None)
def worksheet(config, lang: str, key: bool = False):
    """(the Document, its bytes) of one configuration's child's sheet or key."""
    level, tier, large, paper = config
    out = io.BytesIO()
    doc = W.worksheets_document(out, _sheets(level, tier, _number(*config), lang), key=key,
                                paper=paper, large_print=large, language=lang)
    return doc, out.getvalue()


def _class_makers() -> dict:
    makers = {}
    for paper in PAPERS:
        for v in VARIANTS:
            makers[f"record {v.name} {paper}"] = (
                lambda out, lang, v=v, paper=paper: class_sheet_document(
                    out, "record", game=v.name, paper=paper, language=lang))
        for kind in ("lane-score", "make-a-puzzle", "vocabulary", "letter-home", "certificate"):
            for large in (False, True):
                size = "large" if large else "regular"
                makers[f"{kind} {size} {paper}"] = (
                    lambda out, lang, kind=kind, large=large, paper=paper: class_sheet_document(
                        out, kind, paper=paper, large_print=large, language=lang))
        for level in LEVELS:
            for kind in ("certificate", "letter-home"):
                makers[f"{kind} {level} {paper}"] = (
                    lambda out, lang, kind=kind, level=level, paper=paper: class_sheet_document(
                        out, kind, level=level, paper=paper, language=lang))
        for game in ("kalah", "four-sided"):
            makers[f"blank-board {game} {paper}"] = (
                lambda out, lang, game=game, paper=paper: class_sheet_document(
                    out, "blank-board", game=game, paper=paper, language=lang))
        for n, group in ((28, "fours"), (28, "pairs"), (13, "fours")):
            makers[f"rotation {group} {n} {paper}"] = (
                lambda out, lang, n=n, group=group, paper=paper: class_sheet_document(
                    out, "rotation", paper=paper, language=lang,
                    draw=make_draw(n, group=group)))
        makers[f"tournament pairs 12 {paper}"] = (
            lambda out, lang, paper=paper: tournament_document(out, make_draw(12), paper=paper,
                                                               language=lang))
        makers[f"tournament fours 16 {paper}"] = (
            lambda out, lang, paper=paper: tournament_document(
                out, make_draw(16, group="fours"), paper=paper, language=lang))
        makers[f"tournament swiss results {paper}"] = (
            lambda out, lang, paper=paper: _swiss_with_results(out, paper, lang))
    return makers


def _swiss_with_results(out, paper: str, lang: str):
    """A Swiss tournament after its first round, the results typed into the draw's CSV."""
    with use_language(lang):
        draw = make_draw(8, system="swiss")
        rows = draw_csv(draw).splitlines()
        filled = [rows[0]]
        for k, row in enumerate(rows[1:]):
            cells = row.split(",")
            cells[4], cells[6], cells[11], cells[12] = str(20 + k), str(28 - k), "40", "yes"
            filled.append(",".join(cells))
        results = read_results("\n".join(filled) + "\n")
        table = standings(draw.players, "pairs", results)
        nxt = make_draw(draw.players, system="swiss", results=results)
        return tournament_document(out, nxt, paper=paper, table=table, rounds_played=1,
                                   games=len(results), language=lang)


CLASS_MAKERS = _class_makers()
CLASS_SHEETS = sorted(CLASS_MAKERS)


@functools.lru_cache(maxsize=None)
def class_sheet(name: str, lang: str):
    out = io.BytesIO()
    doc = CLASS_MAKERS[name](out, lang)
    return doc, out.getvalue()


def _text(data: bytes) -> str:
    words = " ".join(page_words(p) for p in reader(data).pages)
    return " ".join(words.replace("\u00a0", " ").split())


# --- (a) as many pages as in English ------------------------------------------------------------

def _split(doc) -> int:
    return sum(1 for f in doc.figures.values() if f.split)


def _thin(doc) -> int:
    return sum(1 for fill in doc.fill.values() if fill < 1 / 3)


@pytest.mark.parametrize("config", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_a_child_s_sheet_and_its_key_take_the_english_pages(config):
    """The child's sheet and the teacher's key no more pages than the English ones (the same
    number but once), nothing split or left thinner than in English."""
    english, _ = worksheet(config, "en")
    english_key, _ = worksheet(config, "en", key=True)
    for lang in LANGUAGES:
        doc, data = worksheet(config, lang)
        # no more pages than in English (the large-print explorer stretch sheet 12 in Spanish
        # lays out in 3, the English in 4)
        assert len(doc.counts) == len(english.counts), lang
        assert all(a <= b for a, b in zip(doc.counts.values(), english.counts.values())), lang
        assert len(reader(data).pages) == doc.page_count <= english.page_count
        assert _split(doc) <= _split(english) and _thin(doc) <= _thin(english), lang
        key, _ = worksheet(config, lang, key=True)
        assert key.page_count <= english_key.page_count, lang
        assert _split(key) <= _split(english_key), lang


@pytest.mark.parametrize("name", CLASS_SHEETS)
def test_every_classroom_sheet_takes_the_english_pages(name):
    english, _ = class_sheet(name, "en")
    for lang in LANGUAGES:
        doc, data = class_sheet(name, lang)
        assert doc.page_count == len(reader(data).pages) == english.page_count, lang
        assert doc.counts == english.counts, lang
        assert _split(doc) <= _split(english), lang


# --- (b) no English left ------------------------------------------------------------------------

# The modules whose words these pages print (and the glossary's game names).
OURS = ("mancala_teach/puzzles/", "mancala_teach/printables/worksheets.py",
        "mancala_teach/printables/tier_pages.py", "mancala_teach/printables/answer_grid.py",
        "mancala_teach/printables/class_sheets.py", "mancala_teach/printables/tournament.py",
        "mancala_teach/printables/wording.py", "mancala_teach/teaching/class_pages.py",
        "mancala_teach/teaching/tournament.py", "mancala_teach/teaching/class_games.py",
        "mancala_teach/printables/document.py", "mancala_teach/naming.py")
_FIELD = re.compile(r"\{\w+\}")
# The engine's reason for a capture, which a key's worked answer quotes: the engine's words
# (mancala_teach/engine.py), not wrapped yet.
ENGINE_WHY = re.compile(r"The last (seed landed in|seed made|pit,) [^.]*\.")
# Codes kept as they are: sheet ids, standards' codes, the solitaire's name.
CODES = re.compile(r"\b([a-z]+-\d+-\d+|Year \d|MP\d|\d\.[A-Z]{2,3}\.[A-Z]\.\d+|Common Core|"
                   r"Tchoukaillon)\b")


@functools.lru_cache(maxsize=None)
def english_fragments(lang: str) -> tuple[str, ...]:
    """The English words of our messages that a page in ``lang`` must not show: each
    message's text between its placeholders (3 letters or more), unless the translation has
    the same words ("Total", "minutes")."""
    babel = pytest.importorskip("babel.messages.pofile")
    path = ROOT / "mancala_teach" / "locale" / lang / "LC_MESSAGES" / "mancala_teach.po"
    with path.open("rb") as stream:
        catalog = babel.read_po(stream, locale=lang)
    found = set()
    for m in catalog:
        where = {loc for loc, _line in m.locations}
        if not m.id or not (any(w.startswith(OURS) for w in where)
                            or m.context == "game name"):
            continue
        ids = (m.id,) if isinstance(m.id, str) else m.id
        strings = (m.string,) if isinstance(m.string, str) else m.string
        translated = " ".join(strings).replace("\u00a0", " ").casefold()
        for text in ids:
            for piece in _FIELD.split(text):
                piece = " ".join(piece.split()).strip(" .,;:()\"?")
                if sum(ch.isalpha() for ch in piece) >= 3 and piece.casefold() not in translated:
                    found.add(piece)
    return tuple(sorted(found, key=len, reverse=True))


def english_left(data: bytes, lang: str) -> list[str]:
    text = CODES.sub(" ", ENGINE_WHY.sub(" ", _text(data)))
    return [piece for piece in english_fragments(lang)
            if re.search(rf"(?<![\w']){re.escape(piece)}(?![\w'])", text)]


# English words no French or Spanish sentence on these pages uses.
ENGLISH_WORDS = {"the", "and", "with", "which", "what", "your", "you", "seed", "seeds", "pit",
                 "pits", "store", "stores", "South", "North", "East", "West", "puzzle",
                 "Puzzle", "sheet", "Sheet", "answer", "move", "moves", "lap", "Player"}
_WORD = re.compile(r"[A-Za-z]+")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_is_left_on_a_worksheet_or_a_key(lang):
    for config in CONFIGS:
        for key in (False, True):
            data = worksheet(config, lang, key)[1]
            assert not english_left(data, lang), (_id(config), key, english_left(data, lang))
            text = CODES.sub(" ", ENGINE_WHY.sub(" ", _text(data)))
            words = set(_WORD.findall(text)) & ENGLISH_WORDS
            assert not words, (_id(config), key, words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_is_left_on_a_classroom_sheet(lang):
    for name in CLASS_SHEETS:
        data = class_sheet(name, lang)[1]
        assert not english_left(data, lang), (name, english_left(data, lang))
        words = set(_WORD.findall(_text(data))) & ENGLISH_WORDS
        assert not words, (name, words)


def test_the_english_check_finds_english():
    """The checks above would see an English page: English sheets, keys and classroom
    sheets are full of our words."""
    config = ("explorer", "stretch", False, "a4")
    for data in (worksheet(config, "en")[1], worksheet(config, "en", True)[1],
                 class_sheet("letter-home regular a4", "en")[1]):
        assert len(english_left(data, "fr")) > 15
    assert "Puzzle" in _WORD.findall(_text(worksheet(config, "en")[1]))


# --- (c) the same room to write in, every word in its box ------------------------------------------

def _inside(inner, outer, pad: float = 0.0) -> bool:
    return (inner.page == outer.page and outer.x0 - pad <= inner.x0 and inner.x1 <= outer.x1 + pad
            and outer.y0 - pad <= inner.y0 and inner.y1 <= outer.y1 + pad)


def _overlap(a, b) -> bool:
    return (a.page == b.page and a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1
            and b.y0 < a.y1)


def _write_in(doc, sheets) -> list[float]:
    """The widths of the pits of the boards a child fills in, sorted."""
    pits = [m for m in doc.marks if m.what == "pit"]
    out = []
    for sheet in sheets:
        for number, puzzle in enumerate(sheet.puzzles, 1):
            if not puzzle.blanks and any(None in b.pits for b in puzzle.boards):
                box = doc.figures[f"{sheet.id} puzzle {number}"]
                out += [p.width for p in pits if p.page == box.first_page
                        and box.top <= p.y0 < box.bottom]
    return sorted(round(w, 2) for w in out)


WORDS = ("text", "label", "caption", "track filled", "statement words", "word", "title")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("config", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_the_same_room_to_write_in_and_every_word_in_its_box(config, lang):
    """Boards to fill in at the level's write-in size and as many as in English, the same
    answer lines (as long) and boxes, the blanks' labels the same number; a word written in a
    track's box inside it; no word on another; nothing within 10 mm of the paper's edge."""
    level, tier, large, paper = config
    english, _ = worksheet(config, "en")
    doc, data = worksheet(config, lang)
    sheets = _sheets(level, tier, _number(*config), lang)
    assert _write_in(doc, sheets) == _write_in(english, _sheets(level, tier,
                                                                _number(*config), "en"))
    pit, box = W.write_in_sizes(find_level(level), large)
    assert min(_write_in(doc, sheets) + [99.0]) >= pit
    boxes = [m for m in doc.marks if m.what == "answer box"]
    assert len(boxes) == len([m for m in english.marks if m.what == "answer box"])
    assert min([min(m.width, m.height) for m in boxes] + [99.0]) >= box
    lines = [m for m in doc.marks if m.what == "answer line"]
    assert len(lines) == len([m for m in english.marks if m.what == "answer line"])
    body = W.sizes_for(find_level(level), large).body
    assert min([m.width for m in lines] + [99.0]) >= 7 * body * 25.4 / 72 - 0.5
    for filled in (m for m in doc.marks if m.what == "track filled"):
        assert any(_inside(filled, b) for b in doc.marks if b.what == "track box"), filled
    words = [m for m in doc.marks if m.what in WORDS]
    for a, b in itertools.combinations(words, 2):
        assert not _overlap(a, b), (a, b)
    pdf = reader(data)
    for m in doc.marks:
        w, h = page_size_mm(pdf.pages[m.page - 1])
        assert EDGE_MM - 1e-6 <= m.x0 and m.x1 <= w - EDGE_MM + 1e-6, m
        assert EDGE_MM - 1e-6 <= m.y0 and m.y1 <= h - EDGE_MM + 1e-6, m


@pytest.mark.parametrize("lang", LANGUAGES)
def test_classroom_words_stay_in_their_boxes(lang):
    """A certificate's big line inside its box, a word card's word inside its card, every
    word clear of the others and of the paper's edge, the score sheet's tick boxes as many as
    in English."""
    for name in CLASS_SHEETS:
        doc, data = class_sheet(name, lang)
        english, _ = class_sheet(name, "en")
        statements = [m for m in doc.marks if m.what == "statement"]
        for words in (m for m in doc.marks if m.what == "statement words"):
            assert any(_inside(words, s) for s in statements), (name, words)
        for word in (m for m in doc.marks if m.what == "word"):
            card = word.x1 - word.x0
            assert card <= 92.0 if "large" not in name else card <= 186.0, (name, word)
        marks = [m for m in doc.marks if m.what in WORDS]
        for a, b in itertools.combinations(marks, 2):
            assert not _overlap(a, b), (name, a, b)
        for what in ("tick box", "answer line", "pit", "tally box"):
            assert (len([m for m in doc.marks if m.what == what])
                    == len([m for m in english.marks if m.what == what])), (name, what)
        pdf = reader(data)
        for m in doc.marks:
            w, h = page_size_mm(pdf.pages[m.page - 1])
            assert EDGE_MM - 1e-6 <= m.x0 and m.x1 <= w - EDGE_MM + 1e-6, (name, m)
            assert EDGE_MM - 1e-6 <= m.y0 and m.y1 <= h - EDGE_MM + 1e-6, (name, m)


# --- (d) the same bytes, the same puzzles -----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_reruns_are_byte_identical(lang):
    for config in CONFIGS[::5]:
        level, tier, large, paper = config
        for key in (False, True):
            out = io.BytesIO()
            W.worksheets_document(out, [make_worksheet(level, SEED, _number(*config), tier,
                                                        language=lang)],
                                  key=key, paper=paper, large_print=large, language=lang)
            assert out.getvalue() == worksheet(config, lang, key)[1], (config, key)
    for name in CLASS_SHEETS[::4]:
        out = io.BytesIO()
        CLASS_MAKERS[name](out, lang)
        assert out.getvalue() == class_sheet(name, lang)[1], name
    assert current_language() == "en"


def _data_only(value):
    """The JSON without its words: keys, kinds, ids, positions, moves and answers."""
    words = {"question", "answer_text", "explanation", "blanks", "caption", "first_step",
             "i_can", "grade_band", "pit_names", "objective", "practised_by"}
    if isinstance(value, dict):
        return {k: _data_only(v) for k, v in value.items() if k not in words}
    if isinstance(value, list):
        return [_data_only(v) for v in value]
    return value


@pytest.mark.parametrize("tier", TIERS)
def test_the_same_sheet_in_another_language_has_the_same_puzzles(tier):
    """The same id gives the same positions, moves and answers in every language; only the
    words change (and every one of them does)."""
    for level in LEVELS:
        english = json.loads(worksheet_json(class_set(level, 4, SEED, tier=tier)))
        for lang in LANGUAGES:
            other = json.loads(worksheet_json(class_set(level, 4, SEED, tier=tier,
                                                        language=lang)))
            assert _data_only(other) == _data_only(english)
            for sheet_en, sheet in zip(english["worksheets"], other["worksheets"]):
                for a, b in zip(sheet_en["puzzles"], sheet["puzzles"]):
                    assert a["question"] != b["question"] and a["explanation"] != b[
                        "explanation"], (lang, a["kind"])
            assert other["i_can"] != english["i_can"]
            assert other["grade_band"] != english["grade_band"]


def test_a_sheet_made_in_one_language_is_printed_in_another_as_the_same_puzzles():
    """Printing English sheets in French makes them again in French, from their ids."""
    english = class_set("expert", 2, SEED)
    direct = io.BytesIO()
    W.worksheets_pdf(direct, class_set("expert", 2, SEED, language="fr"), key=False,
                     language="fr")
    again = io.BytesIO()
    W.worksheets_pdf(again, english, key=False, language="fr")
    assert again.getvalue() == direct.getvalue()
    student, key, data = W.render_set(english, base_seed=SEED, language="es")
    assert json.loads(data)["i_can"][0].startswith("Divido")
    assert "Acertijo 1" in _text(student) and "Solucionario" in _text(key)


# --- a class set of 30 ------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["explorer", "fours"])
def test_a_class_set_of_30_in_french_and_spanish(level):
    """30 sheets and their key in each language: each sheet as many pages as in English (the
    English sheets laid out one by one), the key no more, no English left, the same answers in
    the JSON."""
    english = json.loads(worksheet_json(class_set(level, 30, 11), base_seed=11))
    for lang in LANGUAGES:
        sheets = class_set(level, 30, 11, language=lang)
        student, key, data = W.render_set(sheets, base_seed=11, language=lang)
        assert _data_only(json.loads(data)) == _data_only(english)
        with use_language(lang):
            doc = W.worksheets_document(io.BytesIO(), sheets, key=False)
            key_doc = W.worksheets_document(io.BytesIO(), sheets, key=True)
        with use_language("en"):
            english_sheets = class_set(level, 30, 11)
            english_doc = W.worksheets_document(io.BytesIO(), english_sheets, key=False)
            english_key = W.worksheets_document(io.BytesIO(), english_sheets, key=True)
        assert list(doc.counts.values()) == list(english_doc.counts.values()), lang
        assert key_doc.page_count <= english_key.page_count
        assert "answer grid" in " ".join(key_doc.counts)          # a grid opens the key
        for data in (student, key):
            assert not english_left(data, lang), english_left(data, lang)


# --- numbers, names and the CSV the language's way ---------------------------------------------------

def test_sums_and_numbers_are_written_the_language_s_way():
    with use_language("fr"):
        sheet = make_worksheet("expert", SEED, 1)
    lap = next(p for p in sheet.puzzles if p.kind == "lap")
    assert "\u00a0=\u00a013\u00a0×\u00a0" in lap.answer_text         # never broken
    assert lap.answer_text.startswith(("Case ", "Grenier"))
    with use_language("es"):
        games = read_class_games("juego,jugadas,terminada,minutos\nkalah,41,sí,9\n"
                                 "kalah,44,no,12\nkalah,46,no,12\nkalah,51,sí,10\n")
        (summary,) = games.summaries()
        said = " ".join(summary.words())
    assert "mediana 45 jugadas" in said and "cuartiles 42,5 y 48,5" in said
    assert "El temporizador paró 2 de las 4 partidas (a los 12 minutos)" in said


def test_the_tournament_csv_is_in_the_language_and_reads_back_in_any():
    """A French draw's CSV has French columns and players; a Spanish session reads the
    results typed into it (its columns and "Joueur 3" are Spanish "jugador", "Jugador 3")."""
    with use_language("fr"):
        text = draw_csv(make_draw(4))
    rows = [line.split(",") for line in text.splitlines()]
    assert ",".join(rows[0]).startswith("ronde,plateau,jeu,joueur 1,graines 1,joueur 2")
    assert rows[1][3].startswith("Joueur ")
    rows[1][4], rows[1][6], rows[1][12] = "30", "18", "oui"
    with use_language("es"):
        results = read_results("\n".join(",".join(r) for r in rows) + "\n")
        table = standings(4, "pairs", results)
    assert [r.seeds for r in results] == [(30, 18)] and results[0].finished
    assert table[0].name == f"Jugador {rows[1][3].split()[1]}" and table[0].points == 2
    assert COLUMNS[0] == "round"                                # the keys stay English


def test_bad_input_is_one_sentence_in_the_language():
    with pytest.raises(InvalidOptionError, match="Il n’y a pas de niveau 'giant'"):
        class_set("giant", 3, 1, language="fr")
    with pytest.raises(InvalidOptionError, match="El número de fichas debe estar entre 1 y 500"):
        class_set("explorer", 0, 1, language="es")
    with use_language("fr"), pytest.raises(InvalidOptionError, match="deux fois"):
        make_draw(["Ana", "ana"])
    assert current_language() == "en"


def test_paper_follows_the_language_s_region_unless_given():
    sheets = class_set("starter", 1, SEED)
    for language, paper, size in (("fr-CA", None, "letter"), ("es-ES", None, "a4"),
                                  ("es-CO", "a4", "a4"), (None, None, "a4")):
        out = io.BytesIO()
        W.worksheets_pdf(out, sheets, key=False, paper=paper, language=language)
        width, _h = page_size_mm(reader(out.getvalue()).pages[0])
        assert round(width) == (216 if size == "letter" else 210)
        out = io.BytesIO()
        class_sheet_document(out, "certificate", paper=paper, language=language)
        assert round(page_size_mm(reader(out.getvalue()).pages[0])[0]) == round(width)


def test_the_pdf_says_its_language_and_english_keeps_its_bytes():
    config = ("explorer", "core", False, "a4")
    assert reader(worksheet(config, "es")[1]).trailer["/Root"]["/Lang"] == "es"
    assert "/Lang" not in reader(worksheet(config, "en")[1]).trailer["/Root"]
    out = io.BytesIO()
    class_sheet_document(out, "certificate", paper="a4")
    committed = ROOT / "printables" / "a4" / "classroom" / "certificate.pdf"
    assert out.getvalue() == committed.read_bytes()


# --- every message of these modules reaches the catalogue -------------------------------------------

_CALLS = {"_": (None, 0), "gettext": (None, 0), "N_": (None, 0), "ngettext": (None, 0),
          "pgettext": (0, 1), "npgettext": (0, 1)}


def test_every_message_of_these_modules_is_in_the_template():
    """A message the extractor does not see is never translated: Babel skips a call nested in
    some others' arguments (a generator inside another call's arguments did, in the key's
    notes), so every literal message of these modules must be in the template."""
    import ast
    babel = pytest.importorskip("babel.messages.pofile")
    with (ROOT / "mancala_teach" / "locale" / "mancala_teach.pot").open("rb") as stream:
        have = {(m.context, m.id if isinstance(m.id, str) else m.id[0])
                for m in babel.read_po(stream) if m.id}
    missing, seen = [], 0
    for path in sorted(ROOT.glob("mancala_teach/**/*.py")):
        if not str(path.relative_to(ROOT)).startswith(OURS):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in _CALLS):
                continue
            context, index = _CALLS[node.func.id]
            args = node.args
            if len(args) <= index or not isinstance(args[index], ast.Constant):
                continue
            ctx = args[context].value if context is not None else None
            seen += 1
            if (ctx, args[index].value) not in have:
                missing.append(f"{path.name}:{node.lineno}")
    assert seen > 500 and not missing, missing
