"""Extract, update and compile mancala-teach's catalogues (run it as ./scripts/translations).

    extract   the words in the code -> mancala_teach/locale/mancala_teach.pot (the template)
    update    the template -> mancala_teach/locale/<lang>/LC_MESSAGES/mancala_teach.po
    compile   each .po -> its .mo, which the package reads at run time (committed)
    all       the three in turn (the default)
    init LANG start LANG's .po from the template (then add LANG to mancala_teach.i18n.LANGUAGES)
    check     run the catalogue tests

A file is written only when its messages change: a rerun on unchanged code changes nothing
(dates, Babel's version and line numbers are not compared, and .po files name the file of
each message without its line), and the header's dates never change, so branches that wrap
different modules at the same time merge without conflicts in the headers. A conflict in a
.mo file (binary) is settled by taking either side and running ./scripts/translations. Needs Babel, a development tool only; tests/test_catalogues.py
uses the same functions, so the test and the script agree on what "the template" is.
"""

from __future__ import annotations

import argparse
import datetime
import gettext
import io
import subprocess
import sys
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mancala_teach" / "locale"
TEMPLATE = LOCALE / "mancala_teach.pot"
MAPPING = ROOT / "babel.cfg"
SEARCHED = ("mancala_teach", "scripts")     # the only folders walked (site/ is big)

#: The functions whose string arguments are messages (mancala_teach.i18n): the same as
#: ``pybabel extract --no-default-keywords -k _ -k gettext -k ngettext:1,2 ...``.
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3), "N_": None}
COMMENT_TAGS = ("TRANSLATORS:",)
WIDTH = 76
# Header lines that change without any message changing: never a reason to rewrite a file.
UNSTABLE = (b'"POT-Creation-Date:', b'"PO-Revision-Date:', b'"Generated-By:')

TEMPLATE_HEADER = """\
# The words of mancala-teach, in English: the template each language's catalogue follows.
# Made by ./scripts/translations extract from the code; never edit it by hand.
#"""

NEW_LANGUAGE_HEADER = """\
# {english} words of mancala-teach.
# Started by ./scripts/translations init {code}; translated by ...
#
# GLOSSARY: one term per concept, used in every message. A concept line
# reads "# <English concept> = <term>"; an "avoid:" line under it lists
# the words for the same thing that this catalogue never uses outside the
# glossary's own definitions (tests/test_catalogues.py checks); then why
# the term was chosen. Copy the concepts of the fr or es catalogue. Keep
# every header line under 77 characters (Babel rewraps longer ones).
#
# seed = ...
#   avoid: ...
#   Why ...
#"""


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "mancala_teach.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def translated_languages() -> list[str]:
    """Every language with a catalogue (English, the source, has none)."""
    return sorted(p.name for p in LOCALE.iterdir() if po_path(p.name).is_file())


def _searched(path: str) -> bool:
    relative = Path(path).resolve().relative_to(ROOT).parts
    return (relative[0] in SEARCHED
            and not any(part.startswith((".", "_")) for part in relative))


def extract() -> Catalog:
    """The template: every message in the code, in the order the files and lines give."""
    with MAPPING.open() as config:
        method_map, options_map = parse_mapping_cfg(config)
    from mancala_teach import __version__
    catalog = Catalog(project="mancala-teach", version=__version__, charset="utf-8",
                      header_comment=TEMPLATE_HEADER, fuzzy=False)
    catalog.msgid_bugs_address = ""
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, KEYWORDS, COMMENT_TAGS, strip_comment_tags=True,
            directory_filter=_searched):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def _stable(data: bytes) -> list[bytes]:
    return [line for line in data.splitlines() if not line.startswith(UNSTABLE)]


def _write_if_changed(path: Path, data: bytes, same: bool) -> bool:
    if path.exists() and same:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def read_catalog(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as stream:
        return read_po(stream, locale=code, abort_invalid=True)


def write_template() -> Catalog:
    catalog = extract()
    if TEMPLATE.exists():
        # Keep the first date: branches that change words in parallel then never clash
        # over a header line when they are merged.
        catalog.creation_date = read_catalog(TEMPLATE).creation_date
    data = po_bytes(catalog)
    same = TEMPLATE.exists() and _stable(TEMPLATE.read_bytes()) == _stable(data)
    if _write_if_changed(TEMPLATE, data, same):
        print(f"wrote {TEMPLATE.relative_to(ROOT)} ({len(catalog)} messages)")
    return catalog


def update(template: Catalog) -> None:
    for code in translated_languages():
        path = po_path(code)
        catalog = read_catalog(path, code)
        catalog.update(template, update_creation_date=False)   # (see write_template)
        data = po_bytes(catalog)
        if _write_if_changed(path, data, _stable(path.read_bytes()) == _stable(data)):
            todo = sum(1 for m in catalog if m.id and (m.fuzzy or not m.string
                                                        or not all(_strings(m))))
            print(f"wrote {path.relative_to(ROOT)}: {todo} message{'s' * (todo != 1)} to "
                  f"translate or check (empty, or marked fuzzy)")


def _strings(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def mo_meaning(data: bytes) -> tuple[dict, str]:
    """What a .mo file says, as the package reads it (the standard library's gettext): every
    translation, and the plural rule; not the bytes, which carry Babel's version."""
    reader = gettext.GNUTranslations(io.BytesIO(data))
    messages = {key: value for key, value in reader._catalog.items() if key != ""}
    return messages, reader.info().get("plural-forms", "")


def compile_all() -> None:
    for code in translated_languages():
        catalog = read_catalog(po_path(code), code)
        data = mo_bytes(catalog)
        path = mo_path(code)
        same = path.exists() and mo_meaning(path.read_bytes()) == mo_meaning(data)
        if _write_if_changed(path, data, same):
            print(f"wrote {path.relative_to(ROOT)}")


def init(code: str) -> None:
    path = po_path(code)
    if path.exists():
        sys.exit(f"{path.relative_to(ROOT)} already exists: run ./scripts/translations update.")
    try:
        locale = Locale.parse(code)
    except Exception:
        sys.exit(f"{code!r} is not a language code Babel knows (try a two-letter ISO 639 code).")
    catalog = read_catalog(TEMPLATE)
    catalog.locale = locale
    catalog.header_comment = NEW_LANGUAGE_HEADER.format(
        english=locale.english_name, code=code)
    catalog.revision_date = datetime.datetime.now(datetime.timezone.utc)
    catalog.fuzzy = False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(po_bytes(catalog))
    print(f"wrote {path.relative_to(ROOT)} ({len(catalog)} messages to translate); "
          f"now add {code!r} to LANGUAGES in mancala_teach/i18n.py")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", nargs="?", default="all",
                        choices=("all", "extract", "update", "compile", "init", "check"))
    parser.add_argument("language", nargs="?", help="the new language's code (init)")
    args = parser.parse_args(argv)
    if args.step == "init":
        if not args.language:
            parser.error("init needs a language code, e.g. ./scripts/translations init de")
        write_template()
        init(args.language)
        return 0
    if args.step == "check":
        return subprocess.call([sys.executable, "-m", "pytest", "-q",
                                "tests/test_catalogues.py", "tests/test_i18n.py"], cwd=ROOT)
    if args.step in ("all", "extract", "update"):
        template = write_template() if args.step != "update" else read_catalog(TEMPLATE)
        if args.step != "extract":
            update(template)
    if args.step in ("all", "compile"):
        compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
