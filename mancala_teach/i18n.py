"""Words in the child's language: one gettext catalogue, the language in use, and numbers.

Every word a child or a teacher reads goes through this module::

    from mancala_teach.i18n import _, ngettext, pgettext

    _("Drop one in pit {pit}: it now holds {count}.", pit="C", count=5)
    ngettext("{n} seed left in hand.", "{n} seeds left in hand.", n)
    pgettext("glossary term", "store")       # "grenier" in French, "granero" in Spanish

A message is a whole sentence in English, the source language (English needs no catalogue).
Values fill ``{name}`` placeholders after translation, so a translator may reorder them; the
number that chooses a plural form is always ``{n}``. Floats are written the way the language
writes them (``12,5`` in French and Spanish); :func:`number` does the same for any number
and adds thousands separators, :func:`expression` writes arithmetic (``17 = 13 × 1 + 4``).

The language in use is a context variable: ``with use_language("fr"):`` covers one block of
one thread or asyncio task and nothing else; :func:`set_language` sets the default for the
whole program (a notebook's first cell, a command's ``--language``). Widgets and sessions keep
their own language and speak it in every method (:func:`in_own_language`).

Catalogues are package data, ``mancala_teach/locale/<lang>/LC_MESSAGES/mancala_teach.mo``,
read with :mod:`importlib.resources`, so they load from a wheel and in Pyodide. Only the
standard library runs here: Babel is a development tool (``scripts/translations``), and its
locale data (10 MB) never reaches the browser.

How to wrap a module's words (every wrapper follows these, so the catalogue stays one):

1. Whole sentences, literal in the call, with named placeholders; never glue pieces
   ("pit " + letter + " now holds "), never an f-string, ``+`` or ``.format`` inside ``_()``
   (tests/test_catalogues.py fails on them: the extractor cannot see them). Placeholder names
   are plain words, the same for the same thing everywhere: ``{player}`` (a seat's name in
   the language, or a name the class typed), ``{pit}`` (a letter, never translated),
   ``{n}`` (the count that chooses the plural), ``{count}``, ``{total}``, ``{game}``,
   ``{sum}`` (an :func:`expression`). A value that is itself words is translated first.
2. Values: text and ints go in as they are (a seed, a year or an id is never grouped);
   floats are written the language's way by themselves; a quantity that may pass 999 goes
   through :func:`number`; arithmetic through :func:`expression`; lists through
   :func:`and_list` / :func:`or_list`. French "de {player}" becomes "d’Est" by itself.
3. Plurals: ``ngettext(singular, plural, n, **values)``, ``{n}`` in both. Where two counts
   in one sentence both change its words, make two sentences.
4. Contexts: ``pgettext(context, ...)`` for a lone word or fragment (a term, a button, a
   label, a house-rule choice) and wherever the same English needs two translations. In use:
   "glossary term", "glossary definition", "house rule option", "house rule <option>",
   "house rule", "sowing direction", "seat" (South...: :func:`naming.seat_name`), "game
   name" (:func:`glossary.game_title`), "team", "result", "place" (where a seed lands),
   "label" (a word on a drawing or a table's head, a widget's field), "notebook heading",
   "rubric level", "curriculum", "laps", "games", "separator", "strip", "axis", "button"
   (a widget's button), "caption" (a board's caption), "level" (a worksheet level),
   "computer level", "count" (a blank to fill in), "store of" ("South's" in a list),
   "printed value" (yes and no); next: "heading".
   ``# TRANSLATORS: ...`` on the line before a call reaches the translator (say what each
   placeholder holds when it is not plain).
5. Constants: nothing is translated at import (it would freeze the importer's language).
   A table keyed by codes marks its words with :func:`N_` and translates where it is read
   (``_(LEVELS[level])``); a table of sentences or records becomes a function decorated
   with :func:`per_language`. A cache of words is keyed by the language too (per_language
   does that; a bare ``lru_cache`` does not). Identifiers stay English: variant and option
   codes, JSON keys and formats, a position's text, ``PLAYER_NAMES`` as data.
6. Widgets and sessions take ``language=None`` (None: the language in use when made),
   keep ``self.language = check_language(language or current_language())`` and decorate
   every method that makes words with :func:`in_own_language`. The JavaScript view holds no
   words (labels, aria-labels, live-region text all come from the session) and its root
   element carries ``lang``.
7. Printables: the top function takes ``language=None`` and runs its whole body inside
   ``with use_language(language):`` (reportlab builds in the same thread, so every flowable
   sees it); ``paper=None`` means :func:`default_paper` of what the user typed. A
   ``printables.document.Document`` made inside the block keeps its language: its page
   furniture ("page 2 of 4") speaks it and a PDF not in English names it (/Lang, for screen
   readers). A drawing's words are made when the drawing is, never inside its ``draw``
   (reportlab draws later, maybe outside the block).
8. The command line reads ``--language`` before it builds its parser (help texts are
   words too) and runs the command inside ``use_language``; a bad language is bad input
   (one sentence, exit code 2).
9. Then ``./scripts/translations``, translate what it marks in each ``.po`` (following the
   header's glossary and typography), ``./scripts/translations`` again to compile, and run
   ``tests/test_catalogues.py``.

No lazy strings: a lazy object is not a ``str`` (``json.dumps``, ``"".join`` and reportlab
reject it, ``isinstance(x, str)`` is false) and hashes differently in each language, so
rules 5 and 6 do their work without the surprises.
"""

from __future__ import annotations

import functools
import gettext as _gettext
import math
import re
import unicodedata
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Iterator, NamedTuple, TypeVar

from .errors import UnknownLanguageError, shown

DOMAIN = "mancala_teach"          # the catalogue's file name: mancala_teach.mo
SOURCE_LANGUAGE = "en"            # the language the messages are written in
NBSP = "\u00a0"                   # a space a line never breaks at


class Language(NamedTuple):
    """How one language writes what is not in its catalogue: numbers, lists and sums."""

    code: str            # ISO 639-1, and the catalogue's folder: locale/<code>/
    name: str            # as its speakers write it at the start of a menu item
    english_name: str
    decimal: str         # 12.5 / 12,5
    group: str           # the thousands separator
    min_grouping: int    # CLDR's minimumGroupingDigits: Spanish writes 1234 but 12.345
    percent: str         # the pattern of a percentage
    and_word: str
    or_word: str
    operator_space: str  # round + - × = in a sum
    elides: bool = False  # French: "de {player}" with Est is "d’Est" (see _elided)


#: The languages mancala-teach speaks. A new language needs a record here and a catalogue
#: (README, "Languages": the recipe); a test checks that the two agree.
LANGUAGES: dict[str, Language] = {
    # English keeps the ordinary space round operators: its pages are laid out with it.
    "en": Language("en", "English", "English", ".", ",", 1, "{}%", "and", "or", " "),
    # CLDR writes French thousands with a narrow no-break space (U+202F); the PDFs' font
    # (Bitstream Vera) has no such glyph, so a no-break space (U+00A0, Quebec's choice) it is.
    "fr": Language("fr", "Français", "French", ",", NBSP, 1, "{}" + NBSP + "%", "et", "ou",
                   NBSP, elides=True),
    "es": Language("es", "Español", "Spanish", ",", ".", 2, "{}" + NBSP + "%", "y", "o",
                   NBSP),
}

#: Countries whose usual paper is US Letter (CLDR supplemental data, paperSize); A4 elsewhere.
LETTER_REGIONS = frozenset("BZ CA CL CO CR GT MX NI PA PH PR SV US VE".split())


# --- choosing a language --------------------------------------------------------------------------

def comparable(text: str) -> str:
    """Lower case without accents, for matching what people type: "francais", "Français"
    and "FRANÇAIS" are all ``francais``."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _tag_parts(tag: str) -> tuple[str, str]:
    """``fr-CA``, ``fr_CA.UTF-8`` -> (``fr``, ``CA``); ``es`` -> (``es``, ``""``)."""
    text = tag.strip().split(".")[0].split("@")[0].replace("_", "-")
    language, _dash, region = text.partition("-")
    return language.lower(), region.split("-")[-1].upper() if region else ""


def check_language(tag: object) -> str:
    """The code of a language mancala-teach speaks, from what a person typed.

    Accepts a code (``fr``), a code with a region (``fr-CA``, ``es_CO``), or the language's
    name in English or in itself (``French``, ``español``), in any case, with or without
    accents. Anything else raises :class:`UnknownLanguageError` with one sentence listing the
    languages there are.
    """
    if isinstance(tag, str) and tag.strip():
        language, _region = _tag_parts(tag)
        if language in LANGUAGES:
            return language
        folded = comparable(tag.strip())
        for code, record in LANGUAGES.items():
            if folded in (comparable(record.name), comparable(record.english_name)):
                return code
    choices = and_list([f"{code} ({record.name})" for code, record in sorted(LANGUAGES.items())])
    raise UnknownLanguageError(_("There is no language {given} in mancala-teach; the "
                                 "languages are {choices}.", given=shown(tag), choices=choices))


def available_languages() -> tuple[str, ...]:
    """The codes of every language there is, in alphabetical order: ``('en', 'es', 'fr')``."""
    return tuple(sorted(LANGUAGES))


def default_paper(tag: str | None = None) -> str:
    """The paper a teacher who uses ``tag`` usually prints on: ``"a4"`` or ``"letter"``.

    The region decides where there is one (``fr-CA``, ``es-CO``, ``en-US``: Letter; ``es-ES``,
    ``fr-SN``: A4). A bare language keeps A4, the default of every command so far (French and
    Spanish are mostly written where A4 is the paper; so is English outside North America).
    It is only a default: ``--paper`` and the site's paper choice still win.
    """
    if tag is None:
        return "a4"
    check_language(tag)
    _language, region = _tag_parts(tag)
    return "letter" if region in LETTER_REGIONS else "a4"


# --- the language in use ----------------------------------------------------------------------------

class _Speaker(NamedTuple):
    """A language and its catalogue, resolved once when the language is chosen.

    The lookups read the parsed catalogue's dictionary directly, not through
    :class:`gettext.GNUTranslations`'s methods: a sentence for every seed must cost next to
    nothing (``benchmarks/i18n.py``). The standard library still reads the file and its
    plural rule.
    """
    language: Language
    messages: dict[Any, str]          # msgid, (msgid, form) or "context\x04msgid" -> text
    plural: Callable[[int], int]      # n -> the index of its plural form
    small: tuple[int, ...]            # plural(n) for 0 <= n < SMALL, looked up, not computed


SMALL = 1000
_CONTEXT = "\x04"                     # gettext's separator between a context and a msgid


def _english_plural(n: int) -> int:
    return int(n != 1)


def _locale_file(code: str) -> Any:
    from importlib import resources     # here: it imports tempfile, which English never needs
    return resources.files(__package__).joinpath("locale", code, "LC_MESSAGES",
                                                  DOMAIN + ".mo")


def _speaker(code: str) -> _Speaker:
    try:
        return _SPEAKERS[code]
    except KeyError:
        pass
    if code == SOURCE_LANGUAGE:                     # the messages are the English words
        messages: dict[Any, str] = {}
        plural: Callable[[int], int] = _english_plural
    else:
        resource = _locale_file(code)
        try:
            with resource.open("rb") as stream:
                catalogue = _gettext.GNUTranslations(stream)
        except OSError:
            raise UnknownLanguageError(_(
                "The catalogue for {language} is missing from this copy of mancala-teach "
                "({file}); install it again.", language=f"{code} ({LANGUAGES[code].name})",
                file=str(resource))) from None
        messages = dict(catalogue._catalog)         # type: ignore[attr-defined]
        messages.pop("", None)                      # the header
        plural = catalogue.plural                   # type: ignore[attr-defined]
    small = tuple(plural(n) for n in range(SMALL))
    speaker = _SPEAKERS[code] = _Speaker(LANGUAGES[code], messages, plural, small)
    return speaker


_SPEAKERS: dict[str, _Speaker] = {}
_IN_USE: ContextVar[_Speaker] = ContextVar("mancala_teach_language")
_default = _speaker(SOURCE_LANGUAGE)     # set_language's choice, outside any use_language


def _current() -> _Speaker:
    return _IN_USE.get(_default)


def current_language() -> str:
    """The code of the language in use: ``"en"`` unless something chose another."""
    return _current().language.code


def set_language(tag: str) -> str:
    """Make ``tag`` the language of the whole program (outside any :func:`use_language`
    block), and return its code. For a notebook's first cell or a command's ``--language``."""
    global _default
    code = check_language(tag)
    _default = _speaker(code)
    return code


@contextmanager
def use_language(tag: str | None) -> Iterator[str]:
    """Speak ``tag`` inside the block, in this thread or asyncio task only; ``None`` keeps
    the language in use (so ``language=None`` parameters can be passed straight through)."""
    if tag is None:
        yield current_language()
        return
    speaker = _speaker(check_language(tag))
    token = _IN_USE.set(speaker)
    try:
        yield speaker.language.code
    finally:
        _IN_USE.reset(token)


_Method = TypeVar("_Method", bound=Callable[..., Any])


def in_own_language(method: _Method) -> _Method:
    """A method that speaks its object's ``language`` attribute, whatever the caller's is.

    A widget's session keeps the language it was made with (``Stepper(language="fr")``);
    decorating the methods that make words means a click handled in another context (a
    Jupyter comm callback, an asyncio task) still speaks French.
    """
    @functools.wraps(method)
    def speaking(self: Any, *args: Any, **kwargs: Any) -> Any:
        token = _IN_USE.set(_speaker(self.language))
        try:
            return method(self, *args, **kwargs)
        finally:
            _IN_USE.reset(token)
    return speaking  # type: ignore[return-value]


_Built = TypeVar("_Built")


def per_language(build: Callable[..., _Built]) -> Callable[..., _Built]:
    """Cache what ``build`` returns once per language (and per argument, which must be
    hashable). For tables of words that would otherwise be module constants, frozen in the
    language of whoever imported the module first. Return something immutable (a tuple, a
    frozen dataclass, a ``MappingProxyType``): every caller shares it."""
    @functools.lru_cache(maxsize=None)
    def built_in(_language: str, /, *args: Any, **kwargs: Any) -> _Built:
        return build(*args, **kwargs)

    @functools.wraps(build)
    def cached(*args: Any, **kwargs: Any) -> _Built:
        return built_in(current_language(), *args, **kwargs)
    cached.cache_clear = built_in.cache_clear  # type: ignore[attr-defined]
    return cached


# --- translating ------------------------------------------------------------------------------------

_ELIDABLE = re.compile(r"\b([dD]e|[qQ]ue) \{(\w+)\}")


_ELIDABLE_IN: dict[str, tuple[str, ...]] = {}    # message -> its placeholders after de/que
# Letters a name may start with that sound like a vowel (accents too: "Émile", "Île").
_VOWEL_STARTS = frozenset(ch for ch in map(chr, range(0x250))
                          if ch.isalpha() and comparable(ch) in ("a", "e", "i", "o", "u", "y"))


def _vowel(value: Any) -> bool:
    """Whether ``value`` is a name (not a letter or a number) that starts with a vowel."""
    return type(value) is str and len(value) > 1 and value[0] in _VOWEL_STARTS


def _elision_places(text: str) -> tuple[str, ...]:
    """The placeholders of ``text`` after "de " or "que ", read once per message."""
    if len(_ELIDABLE_IN) > 20000:            # messages are few; anything else is not kept
        _ELIDABLE_IN.clear()
    names = _ELIDABLE_IN[text] = tuple(found[2] for found in _ELIDABLE.finditer(text))
    return names


def _elided(text: str, values: dict[str, Any], names: tuple[str, ...] | None = None) -> str:
    """French "de {player}" and "que {player}" before a name that starts with a vowel:
    "le grenier d’Est", "d’Ana", "qu’Ouest". A translator cannot write it, not knowing the
    name; a single letter (a pit, "de A à F") and a number keep "de". (Each message is read
    once for the places it may elide, ``names``; the pattern runs only when such a name is
    there: a widget says "de Sud" many times a step, and stepping in French costs what it
    does in English, benchmarks/widget_languages.py.)"""
    if names is None:
        names = _ELIDABLE_IN.get(text)
        if names is None:
            names = _elision_places(text)
    for name in names:
        if _vowel(values.get(name)):
            break
    else:
        return text

    def elide(found: re.Match) -> str:
        if _vowel(values.get(found[2])):
            return found[1][:-1] + "’{" + found[2] + "}"
        return found[0]
    return _ELIDABLE.sub(elide, text)


def _fill(text: str, values: dict[str, Any], language: Language) -> str:
    """``text`` with its ``{name}`` placeholders filled; floats written the language's way
    (an int goes in as it is: it may be a seed or a year, which are never grouped)."""
    for key, value in values.items():
        if type(value) is float:
            values[key] = number(value, language=language.code)
    if language.elides and "e {" in text:
        names = _ELIDABLE_IN.get(text)
        if names is None:
            names = _elision_places(text)
        for name in names:                  # (_vowel, inline: this runs many times a step)
            value = values.get(name)
            if type(value) is str and len(value) > 1 and value[0] in _VOWEL_STARTS:
                text = _elided(text, values, names)
                break
    return text.format_map(values)


def _form(speaker: _Speaker, n: int) -> int:
    return speaker.small[n] if type(n) is int and 0 <= n < SMALL else speaker.plural(n)


def gettext(message: str, /, **values: Any) -> str:
    """``message`` in the language in use, its placeholders filled with ``values``.

    Without values the text comes back as it is (braces and all); with values it is a
    :meth:`str.format` template whose fields are plain names (``{pit}``, never ``{0}`` or
    ``{n:d}``). A message the catalogue lacks stays English.
    """
    speaker = _IN_USE.get(_default)
    text = speaker.messages.get(message, message)
    return _fill(text, values, speaker.language) if values else text


_ = gettext


def ngettext(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The form of a sentence that goes with the number ``n``, which fills ``{n}``.

    English: 1 is singular. French: 0 and 1 are singular ("0 graine"). Spanish: only 1.
    """
    speaker = _IN_USE.get(_default)
    form = _form(speaker, n)
    text = speaker.messages.get((singular, form))
    if text is None:
        text = singular if n == 1 else plural
    values.setdefault("n", n)
    return _fill(text, values, speaker.language)


def pgettext(context: str, message: str, /, **values: Any) -> str:
    """``message`` translated in ``context``: the same English words that a language says in
    two ways (``pgettext("glossary term", "store")``, ``pgettext("button", "Next")``)."""
    speaker = _IN_USE.get(_default)
    text = speaker.messages.get(context + _CONTEXT + message, message)
    return _fill(text, values, speaker.language) if values else text


def npgettext(context: str, singular: str, plural: str, n: int, /, **values: Any) -> str:
    """:func:`ngettext` with a context."""
    speaker = _IN_USE.get(_default)
    form = _form(speaker, n)
    text = speaker.messages.get((context + _CONTEXT + singular, form))
    if text is None:
        text = singular if n == 1 else plural
    values.setdefault("n", n)
    return _fill(text, values, speaker.language)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is: a game's name, which French
    and Spanish write in lower case inside a sentence ("awalé"), at the start of one or as
    a label ("Awalé")."""
    return text[:1].upper() + text[1:]


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (a table of words keyed by
    codes, translated where it is read: ``_(CHOICES[key])``)."""
    return message


# --- numbers, lists and sums --------------------------------------------------------------------------

def _record(language: str | None) -> Language:
    return _current().language if language is None else LANGUAGES[check_language(language)]


def _grouped(digits: str, language: Language) -> str:
    if len(digits) < 3 + language.min_grouping:
        return digits
    head = len(digits) % 3 or 3
    return language.group.join([digits[:head]] + [digits[i:i + 3]
                                                 for i in range(head, len(digits), 3)])


def number(value: int | float, *, decimals: int | None = None,
           language: str | None = None) -> str:
    """``value`` as the language writes it: ``1,234.5`` / ``1 234,5`` / ``1234,5``.

    Floats show the digits they need, at most 6 after the point (``12.5``, ``12.0`` -> ``12``)
    unless ``decimals`` fixes how many. For quantities; a code, a year or a seed in a command
    is not a quantity: put it in a sentence as it is.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"number() takes an int or a float, not {type(value).__name__}")
    record = _record(language)
    if not math.isfinite(value):
        return str(value)
    if decimals is not None:
        text = f"{abs(value):.{decimals}f}"
    elif isinstance(value, float):
        text = f"{abs(value):.6f}".rstrip("0").rstrip(".")
    else:
        text = str(abs(value))
    whole, _point, fraction = text.partition(".")
    sign = "-" if value < 0 and text.strip("0.") else ""
    return sign + _grouped(whole, record) + (record.decimal + fraction if fraction else "")


def percent(value: int | float, *, decimals: int | None = None,
            language: str | None = None) -> str:
    """A percentage (``value`` out of 100): ``62.5%`` / ``62,5 %``."""
    record = _record(language)
    return record.percent.format(number(value, decimals=decimals, language=record.code))


#: What each sign of :func:`expression` is written as (the same in the three languages so
#: far; a language that writes 13 · 4 for a product says so here).
OPERATORS = {"+": "+", "-": "-", "×": "×", "*": "×", "÷": "÷", "=": "=", "<": "<", ">": ">"}


def expression(*parts: int | float | str, language: str | None = None) -> str:
    """A sum, a product or an equation as a child writes it: ``expression(17, "=", 13, "×",
    1, "+", 4)`` is ``17 = 13 × 1 + 4``. Numbers are written the language's way, signs from
    :data:`OPERATORS` (``*`` is ×), anything else (a blank ``__``, a letter) as it is; in
    French and Spanish no line ever breaks inside it."""
    record = _record(language)
    words = []
    for part in parts:
        if isinstance(part, (int, float)) and not isinstance(part, bool):
            words.append(number(part, language=record.code))
        else:
            words.append(OPERATORS.get(part, part) if isinstance(part, str) else str(part))
    return record.operator_space.join(words)


def _spanish_word(word: str, following: str) -> str:
    """Spanish "y" is "e" before an "i" sound and "o" is "u" before an "o" sound (RAE):
    "A, B e I", "7 u 8", "10 u 11"."""
    text = comparable(following.strip())
    if word == "y" and (text[:1] == "i" or (text[:2] == "hi" and text[2:3] not in "aeou")):
        return "e"
    if word == "o":
        digits = text.split()[0] if text else ""
        if text[:1] == "o" or text[:2] == "ho" or (digits.isdigit() and (
                digits[0] == "8" or (digits[:2] == "11" and len(digits) % 3 == 2))):
            return "u"
    return word


def _joined(items: Iterable[object], word: str, record: Language) -> str:
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    if record.code == "es":
        word = _spanish_word(word, words[-1])
    return ", ".join(words[:-1]) + f" {word} " + words[-1]


def and_list(items: Iterable[object], *, language: str | None = None) -> str:
    """``A, B and C`` / ``A, B et C`` / ``A, B e I``: a short list as it is said aloud."""
    record = _record(language)
    return _joined(items, record.and_word, record)


def or_list(items: Iterable[object], *, language: str | None = None) -> str:
    """``a4 or letter`` / ``a4 ou letter`` / ``7 u 8``."""
    record = _record(language)
    return _joined(items, record.or_word, record)


__all__ = [
    "LANGUAGES", "Language", "N_", "_", "and_list", "available_languages", "capitalised",
    "check_language", "comparable",
    "current_language", "default_paper", "expression", "gettext", "in_own_language",
    "ngettext", "npgettext", "number", "or_list", "per_language", "percent", "pgettext",
    "set_language", "use_language",
]
