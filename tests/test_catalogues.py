"""The catalogues are complete, faithful and in step with the code (README, "Languages").

Each check is a function that lists the problems it finds, run on the real catalogues (no
problem allowed) and on a catalogue broken on purpose (the problem must be found), so none
of them can pass by finding nothing to look at:

- every message of the code is in every language's catalogue, translated, not fuzzy, and no
  catalogue keeps a message the code no longer has;
- a translation has exactly the placeholders of its source (``{name}`` or ``%(name)s``), and
  placeholders are plain names;
- the plural rule is gettext's usual one for the language (French: 0 and 1 are singular);
- the compiled ``.mo`` says what its ``.po`` says (the package reads only the ``.mo``);
- the terminology in each catalogue's header is followed: no message uses a word the header
  says to avoid, and every concept a translator needs is decided;
- French typography (no-break spaces, the apostrophe) and Spanish ¿? ¡!;
- messages are literal strings in the code, so the extractor can see them.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import string
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="the catalogue checks need Babel: pip install -e '.[test]'")

from babel.messages.catalog import Catalog  # noqa: E402

from mancala_teach.i18n import LANGUAGES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("catalogues", ROOT / "scripts" / "catalogues.py")
catalogues = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogues)

TRANSLATED = catalogues.translated_languages()

# Every concept a translator must decide before wrapping the words of a screen or a page.
CONCEPTS = (
    "seed", "pit", "store", "sow", "pick up", "lap", "capture", "opposite", "counterclockwise",
    "extra turn", "turn", "move", "remainder", "skip", "relay", "grand slam", "feeding",
    "opponent", "board", "hand", "South, North, East, West", "Kalah, Oware, Wari, Giuthi",
    "Lane's Game of the Ignorant", "Lane's Game of the Wise", "four-sided mancala",
    "worksheet", "answer key", "class set", "rule sheet", "quick card", "house rule",
)
# Messages that may name the words a catalogue otherwise avoids ("some call it a trou").
GLOSSARY_DEFINITIONS = "glossary definition"


def key(message) -> tuple[str | None, str]:
    return message.context, message.id if isinstance(message.id, str) else message.id[0]


def messages(catalog: Catalog) -> dict:
    return {key(m): m for m in catalog if m.id}


def forms(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


# --- the checks ---------------------------------------------------------------------------------

def missing_or_stale(template: Catalog, catalog: Catalog) -> list[str]:
    wanted, have = messages(template), messages(catalog)
    problems = [f"missing: {k}" for k in wanted if k not in have]
    problems += [f"not in the code any more: {k}" for k in have if k not in wanted]
    for k, m in have.items():
        if m.fuzzy:
            problems.append(f"fuzzy (check it, then remove the flag): {k}")
        elif not all(forms(m)):
            problems.append(f"untranslated: {k}")
        elif k in wanted and isinstance(wanted[k].id, tuple) != isinstance(m.id, tuple):
            problems.append(f"plural in one and not the other: {k}")
    return problems


_PERCENT = re.compile(r"%\((\w+)\)[sdifr]")


def placeholders(text: str) -> tuple[set[str], list[str]]:
    """The names in ``{name}`` and ``%(name)s`` fields, and the fields that are not plain
    names (``{0}``, ``{n:d}``, ``{a.b}``, unbalanced braces)."""
    names, wrong = set(_PERCENT.findall(text)), []
    try:
        for _literal, field, spec, conversion in string.Formatter().parse(text):
            if field is None:
                continue
            if not field.isidentifier() or spec or conversion:
                wrong.append("{" + field + (f"!{conversion}" if conversion else "")
                             + (f":{spec}" if spec else "") + "}")
            names.add(field)
    except ValueError as error:
        wrong.append(str(error))
    return names, wrong


def placeholder_problems(catalog: Catalog) -> list[str]:
    problems = []
    for k, m in messages(catalog).items():
        if m.fuzzy:
            continue                    # a guess to check: missing_or_stale reports it
        sources = (m.id,) if isinstance(m.id, str) else m.id
        found = [placeholders(s) for s in sources]
        for _names, wrong in found:
            problems += [f"{k}: the source's placeholder {w} is not a plain name" for w in wrong]
        expected = found[-1][0]          # the plural form names them all
        if not found[0][0] <= expected:
            problems.append(f"{k}: the singular has placeholders the plural lacks")
        for index, text in enumerate(forms(m)):
            if not text:
                continue
            names, wrong = placeholders(text)
            problems += [f"{k}: translation {index} has {w}, not a plain name" for w in wrong]
            if names != expected:
                problems.append(f"{k}: translation {index} has placeholders {sorted(names)}, "
                                f"the source {sorted(expected)}")
    return problems


# GNU gettext's own rules (its manual, "Plural forms"). Babel 2.19 gives French and Spanish
# CLDR's third form for round millions ("1 000 000 de graines"); a catalogue written with
# either rule is right, and no count on our pages reaches a million.
GETTEXT_PLURALS = {"fr": (2, "(n > 1)"), "es": (2, "(n != 1)")}


def plural_problems(code: str, catalog: Catalog) -> list[str]:
    from babel.messages.plurals import get_plural
    expected = get_plural(code)
    allowed = {(expected.num_plurals, expected.plural_expr)}
    if code in GETTEXT_PLURALS:
        allowed.add(GETTEXT_PLURALS[code])
    if (catalog.num_plurals, catalog.plural_expr) not in allowed:
        return [f"{code}: Plural-Forms is {catalog.plural_forms!r}, gettext's rule for this "
                f"language is {expected.plural_forms!r}"]
    return []


def mo_problems(code: str) -> list[str]:
    compiled = catalogues.mo_bytes(catalogues.read_catalog(catalogues.po_path(code), code))
    path = catalogues.mo_path(code)
    if not path.exists():
        return [f"{code}: no .mo file: run ./scripts/translations compile"]
    if catalogues.mo_meaning(path.read_bytes()) != catalogues.mo_meaning(compiled):
        return [f"{code}: the .mo file is older than the .po: run ./scripts/translations "
                f"compile"]
    return []


_CONCEPT = re.compile(r"^# (\S.*?) = (.+)$")


def header_glossary(catalog: Catalog) -> dict[str, tuple[str, list[str]]]:
    """The header's glossary: concept -> (term, words to avoid)."""
    glossary: dict[str, tuple[str, list[str]]] = {}
    concept = None
    for line in catalog.header_comment.splitlines():
        found = _CONCEPT.match(line)
        if found:
            concept = found[1]
            glossary[concept] = (found[2], [])
        elif concept and line.startswith("#   avoid:"):
            glossary[concept][1].extend(
                w.strip() for w in line.split(":", 1)[1].split(",") if w.strip())
        elif not line.startswith("#   "):
            concept = None
    return glossary


def _avoided(word: str) -> re.Pattern:
    stem = word.endswith("*")
    body = re.escape(word.rstrip("*")).replace(r"\ ", r"\s+")
    ending = r"\w*" if stem else "(s|x|es)?"
    return re.compile(rf"\b{body}{ending}\b", re.IGNORECASE)


def terminology_problems(catalog: Catalog) -> list[str]:
    glossary = header_glossary(catalog)
    problems = [f"the header's glossary does not decide {c!r}" for c in CONCEPTS
                if c not in glossary]
    for concept, (_term, avoid) in glossary.items():
        for word in avoid:
            pattern = _avoided(word)
            for k, m in messages(catalog).items():
                if m.context == GLOSSARY_DEFINITIONS:
                    continue
                for text in forms(m):
                    if pattern.search(text):
                        problems.append(f"{k} says {word!r}; the glossary's word for "
                                        f"{concept!r} is {glossary[concept][0]!r}")
    return problems


_FRENCH = (
    (re.compile(r"(?<!\u00a0)[;:!?]"), "a no-break space (U+00A0) before ; : ! ?"),
    (re.compile(r"«(?!\u00a0)|(?<!\u00a0)»"), "no-break spaces inside « »"),
    (re.compile(r"['\"]"), "the apostrophe ’ and « » instead of ASCII quotes"),
)


def typography_problems(code: str, catalog: Catalog) -> list[str]:
    problems = []
    for k, m in messages(catalog).items():
        for text in forms(m):
            if code == "fr":
                problems += [f"{k}: French needs {why}: {text!r}"
                             for pattern, why in _FRENCH if pattern.search(text)]
            if code == "es":
                for opening, closing in (("¿", "?"), ("¡", "!")):
                    if text.count(opening) != text.count(closing):
                        problems.append(f"{k}: Spanish pairs {opening} with {closing}: "
                                        f"{text!r}")
    return problems


# The positions of the message arguments of each translating function.
TRANSLATING = {"_": (0,), "gettext": (0,), "N_": (0,), "ngettext": (0, 1), "pgettext": (1,),
               "npgettext": (1, 2)}


def built_messages(source: str, filename: str) -> list[str]:
    """Calls of the translating functions whose message is built at run time (an f-string,
    ``+``, ``%`` or ``.format``): the extractor cannot see it, so it is never translated.
    A variable is fine: it holds a message marked where it was written (``N_``)."""
    problems = []
    for node in ast.walk(ast.parse(source, filename)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in TRANSLATING):
            continue
        for arg in (node.args[i] for i in TRANSLATING[node.func.id] if i < len(node.args)):
            if isinstance(arg, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)):
                problems.append(f"{filename}:{node.lineno}: {node.func.id}() of a message "
                                f"built at run time")
    return problems


# --- the checks find what they should -------------------------------------------------------------

def _broken_catalog() -> tuple[Catalog, Catalog]:
    template = Catalog(locale=None, fuzzy=False)
    template.add("{player} picks up {n} seeds.")
    template.add(("{n} seed", "{n} seeds"))
    template.add("Next", context="button")
    catalog = Catalog(locale="fr", fuzzy=False)
    catalog.add("{player} picks up {n} seeds.", "{joueur} ramasse {n} graines.")
    catalog.add(("{n} seed", "{n} seeds"), ("une graine", "{n} graines"))
    catalog.add("Gone from the code", "Parti")
    catalog.header_comment = "# store = grenier\n#   avoid: magasin\n#   Why.\n# seed = graine"
    catalog.add("Your store", "Ton magasin :")
    return template, catalog


def test_the_checks_find_broken_catalogues():
    template, catalog = _broken_catalog()
    assert missing_or_stale(template, catalog) == [
        "missing: ('button', 'Next')",
        "not in the code any more: (None, 'Gone from the code')",
        "not in the code any more: (None, 'Your store')"]
    problems = placeholder_problems(catalog)
    assert any("['joueur', 'n']" in p for p in problems)          # {player} renamed
    assert any("translation 0 has placeholders []" in p for p in problems)   # fr 0 and 1: {n}
    assert placeholders("{0} and {n:d} and %(name)s")[1] == ["{0}", "{n:d}"]
    assert placeholders("%(name)s, {pit}")[0] == {"name", "pit"}
    glossary = header_glossary(catalog)
    assert glossary == {"store": ("grenier", ["magasin"]), "seed": ("graine", [])}
    problems = terminology_problems(catalog)
    assert "the header's glossary does not decide 'pit'" in problems
    assert any("says 'magasin'" in p for p in problems)
    assert any("no-break space" in p for p in typography_problems("fr", catalog))
    spanish = Catalog(locale="es", fuzzy=False)
    spanish.add("Ready?", "Listo?")
    assert typography_problems("es", spanish)
    assert plural_problems("es", catalog)           # French plural rule in a Spanish file
    assert built_messages("_(f'x {y}')\n_('a' + b)\npgettext('c', 'x {}'.format(1))\n"
                          "_(TABLE[key])\nngettext('a', 'b', n)\n", "x.py") == [
        "x.py:1: _() of a message built at run time",
        "x.py:2: _() of a message built at run time",
        "x.py:3: pgettext() of a message built at run time"]


def test_a_stale_mo_file_is_found(tmp_path, monkeypatch):
    po = catalogues.po_path("fr")
    catalog = catalogues.read_catalog(po, "fr")
    next(m for m in catalog if m.id == "seed").string = "haricot"
    copy = tmp_path / "fr" / "LC_MESSAGES" / "mancala_teach.po"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(catalogues.po_bytes(catalog))
    copy.with_suffix(".mo").write_bytes(catalogues.mo_path("fr").read_bytes())
    monkeypatch.setattr(catalogues, "LOCALE", tmp_path)
    assert mo_problems("fr") and "older than the .po" in mo_problems("fr")[0]


# --- the real catalogues ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def template() -> Catalog:
    return catalogues.extract()


def test_every_language_has_a_catalogue_and_every_catalogue_a_language():
    assert TRANSLATED == sorted(set(LANGUAGES) - {"en"})
    assert {"fr", "es"} <= set(TRANSLATED)


def test_the_template_is_up_to_date(template):
    committed = catalogues.read_catalog(catalogues.TEMPLATE)
    assert set(messages(committed)) == set(messages(template)), \
        "the code's messages changed: run ./scripts/translations"
    assert len(messages(template)) > 50       # the extractor found the glossary


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalogue_has_every_message_of_the_code(code, template):
    catalog = catalogues.read_catalog(catalogues.po_path(code), code)
    assert missing_or_stale(template, catalog) == [], \
        "run ./scripts/translations, then translate what it marks"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_placeholders(code):
    catalog = catalogues.read_catalog(catalogues.po_path(code), code)
    assert placeholder_problems(catalog) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_plural_rule_is_the_language_s(code):
    catalog = catalogues.read_catalog(catalogues.po_path(code), code)
    assert plural_problems(code, catalog) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_mo_file_says_what_the_po_file_says(code):
    assert mo_problems(code) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_header_glossary_is_followed(code):
    catalog = catalogues.read_catalog(catalogues.po_path(code), code)
    assert terminology_problems(catalog) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_typography(code):
    catalog = catalogues.read_catalog(catalogues.po_path(code), code)
    assert typography_problems(code, catalog) == []


def test_messages_are_literal_strings_in_the_code():
    problems = []
    for folder in ("mancala_teach", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            problems += built_messages(path.read_text(), str(path.relative_to(ROOT)))
    assert problems == []


def literal_messages(source: str) -> set[tuple[str | None, str]]:
    """Every (context, message) written literally in a call of a translating function, nested
    in another's arguments or not."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in TRANSLATING):
            continue
        first = TRANSLATING[node.func.id][0]
        if first < len(node.args) and isinstance(node.args[first], ast.Constant):
            context = None
            if node.func.id in ("pgettext", "npgettext") and isinstance(node.args[0],
                                                                         ast.Constant):
                context = node.args[0].value
            found.add((context, node.args[first].value))
    return found


def test_a_message_nested_in_another_call_is_found_too():
    """Babel's extractor skips a message written inside another translating call's
    arguments (``_("{a}: {b}", b=_("a board"))``): the code must not rely on it."""
    nested = 'x = _("{game}: {status}", status=_("a board"))\n'
    assert literal_messages(nested) == {(None, "{game}: {status}"), (None, "a board")}


def test_every_message_written_in_the_code_is_in_the_template(template):
    wanted = set(messages(template))
    missed = []
    for folder in ("mancala_teach", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if any(part.startswith((".", "_")) and part != "__init__.py"
                   for part in path.relative_to(ROOT).parts):
                continue
            for found in literal_messages(path.read_text()):
                if found not in wanted:
                    missed.append(f"{path.relative_to(ROOT)}: {found}")
    assert missed == [], "the extractor does not see these: write each message in a call " \
                         "of its own, not inside another translating call"
