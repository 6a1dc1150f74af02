"""One maker for every printable: the ``mancala-teach`` commands and the site's Make page call it.

:func:`plan` takes the choices as plain data (text, whole numbers, yes or no: what a form or
the command line gives) and checks them against :mod:`.choices`: a bad one raises a
:class:`~mancala_teach.errors.MancalaError` whose one sentence says what is allowed. The
:class:`Plan` it returns names the files (the command's default names) and says what each is;
:meth:`Plan.make` then makes them in memory, reporting how far it has got to a ``progress``
callback. Nothing here writes a file: the command line writes with :mod:`.output`, the page
offers downloads. Same choices, same code, same bytes.

    >>> job = plan("worksheets", {"level": "explorer", "sheets": 30, "seed": 7})
    >>> [f.name for f in job.files]   # doctest: +NORMALIZE_WHITESPACE
    ['worksheets-explorer-seed7-30-sheets-a4.pdf',
     'worksheets-explorer-seed7-30-sheets-a4-key.pdf',
     'worksheets-explorer-seed7-30-sheets-a4.json']
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from ..errors import MancalaError, shown
from ..glossary import game_title
from ..i18n import (_, and_list, check_language, current_language, default_paper, ngettext,
                    use_language)
from ..puzzles.levels import find_level
from ..puzzles.tiers import tier_name
from ..puzzles.sheets import MAX_SHEETS, Worksheet, make_worksheet, parse_id, worksheet_json
from ..rules import Rules
from ..variants import find_variant, variant
from .choices import Field, Printable, printables

Progress = Callable[[float, str], None]
"""``progress(fraction, words)``: ``fraction`` from 0 to 1, ``words`` what is being made."""


@dataclass(frozen=True)
class File:
    """A file a plan makes: its name (the command's default) and what it is, in plain words."""
    name: str
    words: str


@dataclass
class Made:
    """The files as bytes, by name, in the plan's order; pages of each PDF."""
    files: dict[str, bytes]
    pages: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Plan:
    """Checked choices: the files they make, and how (see :func:`plan`)."""
    what: str
    choices: dict[str, Any]
    files: tuple[File, ...]
    steps: tuple[tuple[float, str, Callable[..., Any]], ...]   # (weight, words, make)
    language: str = "en"

    def make(self, progress: Progress | None = None) -> Made:
        """Make every file in memory, in the plan's language; ``progress(fraction, words)``
        hears how far it got."""
        with use_language(self.language):
            report = _Reporter(progress, [w for w, _w, _s in self.steps])
            results: list[Any] = []
            for index, (_weight, words, step) in enumerate(self.steps):
                report.stage(index, words)
                results.append(step(report.within(index, words), results))
            report.done()
        made = Made({})
        for file, result in zip(self.files, (r for r in results if r is not None)):
            data, pages = result if isinstance(result, tuple) else (result, None)
            made.files[file.name] = data
            if pages is not None:
                made.pages[file.name] = pages
        return made


def plan(what: str, choices: Mapping[str, Any] | None = None, *,
         max_sheets: int = MAX_SHEETS) -> Plan:
    """Check ``choices`` for the printable ``what`` (a command: worksheets, boards, rules,
    cards, lessons); leaving a choice out means the command's default. ``max_sheets`` is the
    most worksheets a class set may have (the site's page allows fewer than the command).

    ``language`` (a code, ``fr``, or a tag with a region, ``fr-CA``) is the pages' language
    and the words of the plan and its messages; left out, the language in use. The paper, left
    out, is the language's usual one (:func:`mancala_teach.i18n.default_paper`); a file name
    says its language unless it is English (``rules-kalah-fr-a4.pdf``)."""
    if choices is None:
        choices = {}
    if not isinstance(choices, Mapping):
        raise MancalaError(_("The choices are names and values, like {example}, not "
                             "{value}.", example="{'paper': 'a4'}", value=shown(choices)))
    tag = choices.get("language")
    language = current_language() if tag is None else check_language(tag)
    with use_language(language):
        if not isinstance(what, str) or what.strip().lower() not in MAKERS:
            raise MancalaError(_("There is nothing called {value} to make; choose one of: "
                                 "{choices}.", value=shown(what), choices=", ".join(MAKERS)))
        printable = printables()[what.strip().lower()]
        values, given = _checked(printable, choices, max_sheets)
        values["language"] = language
        if "paper" not in given:
            values["paper"] = default_paper(tag if isinstance(tag, str) else language)
        job = MAKERS[printable.name](values, given, max_sheets)
    return replace(job, language=language)


def _tail(c: Mapping[str, Any]) -> str:
    """The end of a file name: its language (unless English) and its paper: ``-fr-a4``."""
    return ("" if c["language"] == "en" else f"-{c['language']}") + f"-{c['paper']}"


# --- checking each choice ---------------------------------------------------------------------

YES = {"yes", "true", "on", "1"}
NO = {"no", "false", "off", "0"}


def _checked(printable: Printable, choices: Mapping[str, Any], max_sheets: int
             ) -> tuple[dict[str, Any], set[str]]:
    names = [f.name for f in printable.fields]
    for name in choices:
        if name not in names:
            raise MancalaError(_("{printable} have no choice called {value}; they have: "
                                 "{choices}.", printable=printable.title, value=shown(name),
                                 choices=", ".join(names)))
    values: dict[str, Any] = {}
    given: set[str] = set()
    for f in printable.fields:
        raw = choices.get(f.name)
        if raw is None:                  # left out (a form leaves out an empty field)
            values[f.name] = f.default
            continue
        given.add(f.name)
        high = max_sheets if f.name == "sheets" else f.high
        values[f.name] = CHECKS[f.kind](f, raw, high)
    return values, given


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _choice(f: Field, raw: Any, _high: int | None) -> str:
    if f.name == "level":                 # the puzzles' own lookup and its sentence
        return find_level(raw).name
    text = str(raw).strip().lower() if isinstance(raw, (str, int)) and \
        not isinstance(raw, bool) else None
    allowed = [value for value, _words in f.options]
    if text not in allowed:
        raise MancalaError(_("{what} cannot be {value}; choose one of: {choices}.",
                             what=_capital(f.said), value=shown(raw),
                             choices=", ".join(allowed)))
    return text


def _language(f: Field, raw: Any, _high: int | None) -> str:
    return check_language(raw)


def _game(f: Field, raw: Any, _high: int | None) -> str:
    if isinstance(raw, str) and "=" in raw:
        return raw.strip()          # a spec with options ("kalah pits=4"), as the command takes
    return find_variant(raw).name


def _number(f: Field, raw: Any, high: int | None) -> int:
    assert f.low is not None and high is not None
    what = _capital(f.said)

    def wrong(value: Any) -> MancalaError:
        return MancalaError(_("{what} must be a whole number from {low} to {high}, not "
                              "{value}.", what=what, low=f.low, high=high, value=value))
    if isinstance(raw, bool) or not isinstance(raw, (int, str)):
        raise wrong(shown(raw))
    if isinstance(raw, str):
        text = raw.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if not (digits.isascii() and digits.isdigit()):
            raise MancalaError(_("{what} must be a whole number from {low} to {high}; {value} "
                                 "is not a whole number.", what=what, low=f.low, high=high,
                                 value=shown(raw)))
        if len(digits.lstrip("0")) > len(str(high)):
            raise wrong(shown(raw))
        raw = int(text)
    if not f.low <= raw <= high:
        raise wrong(raw)
    return raw


def _flag(f: Field, raw: Any, _high: int | None) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower() if isinstance(raw, (str, int)) else None
    if text in YES:
        return True
    if text in NO or text == "":
        return False
    raise MancalaError(_("{what} is yes or no, not {value}.", what=_capital(f.said),
                         value=shown(raw)))


def _text(f: Field, raw: Any, _high: int | None) -> str:
    if not isinstance(raw, str):
        raise MancalaError(_("{what} is text like explorer-7-12, not {value}.",
                             what=_capital(f.said), value=shown(raw)))
    return raw.strip()


def _house_rules(f: Field, raw: Any, _high: int | None) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        raise MancalaError(_("The house rules are names and values, like {example}, not "
                             "{value}.", example="{'leftovers': 'not_counted'}",
                             value=shown(raw)))
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if not isinstance(key, str):
            raise MancalaError(_("A house rule is named by text, like leftovers, not "
                                 "{value}.", value=shown(key)))
        out[key.strip().lower().replace("-", "_")] = value
    return out


CHECKS: dict[str, Callable[[Field, Any, int | None], Any]] = {
    "choice": _choice, "game": _game, "number": _number, "flag": _flag, "text": _text,
    "house-rules": _house_rules, "language": _language,
}


# --- the printables -----------------------------------------------------------------------------

def _pdf(draw: Callable[..., int]) -> Callable[[Progress, list], tuple[bytes, int]]:
    """A step that draws one PDF into memory: (bytes, pages)."""
    def step(progress: Progress, _results: list) -> tuple[bytes, int]:
        from .document import drawing_progress
        buffer = io.BytesIO()
        with drawing_progress(progress):
            pages = draw(buffer)
        return buffer.getvalue(), pages
    return step


def _worksheets(c: dict[str, Any], given: set[str], max_sheets: int) -> Plan:
    if c["id"] is not None:
        mixed = [name for name in ("level", "sheets", "seed") if name in given]
        if mixed:
            raise MancalaError(_("A sheet id makes that one sheet again on its own (it "
                                 "holds the level, the class-set number and the sheet "
                                 "number), so leave out the level, the number of students "
                                 "and the class-set number."))
        level, seed, number = parse_id(c["id"])
        c.update(level=level.name, seed=seed, sheets=1, id=None)
        numbers = [number]
        ids = f"{level.name}-{seed}-{number}"
        stem = f"worksheet-{ids}"
    else:
        level = find_level(c["level"])
        seed, count = c["seed"], c["sheets"]
        numbers = list(range(1, count + 1))
        # TRANSLATORS: a range of worksheet ids: "explorer-7-1 to explorer-7-30".
        ids = (f"{level.name}-{seed}-1" if count == 1 else
               _("{first} to {last}", first=f"{level.name}-{seed}-1",
                 last=f"{level.name}-{seed}-{count}"))
        stem = f"worksheets-{level.name}-seed{seed}-{count}-sheets"
    tier = c["tier"]
    stem += "" if tier == "core" else f"-{tier}"
    stem += ("-large-print" if c["large_print"] else "") + ("-dots" if c["dots"] else "")
    stem += _tail(c)
    paper, large, dots = c["paper"], c["large_print"], c["dots"]
    if tier == "core":
        words = ngettext("The worksheet for {n} student ({ids})",
                         "The worksheets for {n} students ({ids})", len(numbers), ids=ids)
    else:
        # TRANSLATORS: {version} is a worksheet version's name: support, core or stretch.
        words = ngettext("The worksheet for {n} student ({ids}, {version} version)",
                         "The worksheets for {n} students ({ids}, {version} version)",
                         len(numbers), ids=ids, version=tier_name(tier))
    files = [File(f"{stem}.pdf", words)]
    if c["key"]:
        files.append(File(f"{stem}-key.pdf", _("The answer keys, for you")))
    files.append(File(f"{stem}.json", _("The answers for marking by computer")))

    def sheets(progress: Progress, _results: list) -> None:
        made: list[Worksheet] = []
        for k, number in enumerate(numbers):
            made.append(make_worksheet(level, seed, number, tier))
            progress((k + 1) / len(numbers), _("Worksheet {number} of {count}",
                                                  number=k + 1, count=len(numbers)))
        sheet_list[:] = made

    sheet_list: list[Worksheet] = []

    def draw(key: bool) -> Callable[[Any], int]:
        def drawn(target: Any) -> int:
            from .worksheets import worksheets_pdf
            return worksheets_pdf(target, sheet_list, key=key, paper=paper,
                                  large_print=large, dots=dots and not key)
        return drawn

    steps: list[tuple[float, str, Callable[..., Any]]] = [
        (0.1, _("Making the puzzles"), sheets),
        (0.45 if c["key"] else 0.85, _("Drawing the worksheets"), _pdf(draw(False)))]
    if c["key"]:
        steps.append((0.4, _("Drawing the answer keys"), _pdf(draw(True))))
    steps.append((0.05, _("Writing the answers for marking by computer"),
                  lambda _p, _r: worksheet_json(sheet_list, base_seed=seed)))
    # the sheets step returns None: only the files' steps give results
    return Plan("worksheets", c, tuple(files), tuple(steps))


BOARD_FILES = {"full": "board-full-size-{slug}", "one-sheet": "board-one-sheet-{slug}",
               "all-shapes": "boards-one-sheet-5-to-10-pits", "egg-carton": "egg-carton-labels",
               "seeds": "paper-seeds"}


def _boards(c: dict[str, Any], given: set[str], _max: int) -> Plan:
    from .shapes import BoardShape
    kind = c["kind"]
    shaping = [name for name in ("variant", "pits", "sides", "stores") if name in given]
    if kind not in ("full", "one-sheet") and shaping:
        leave_out = and_list(_said(name) for name in shaping)
        n = len(shaping)
        if kind == "all-shapes":
            raise MancalaError(ngettext(
                "The sheet for all-shapes has every shape from 5 to 10 pits, so leave out "
                "{options}; it shapes only the full and one-sheet boards.",
                "The sheet for all-shapes has every shape from 5 to 10 pits, so leave out "
                "{options}; they shape only the full and one-sheet boards.", n,
                options=leave_out))
        if kind == "egg-carton":
            raise MancalaError(ngettext(
                "The sheet for egg-carton fits the 12-cup egg carton, so leave out "
                "{options}; it shapes only the full and one-sheet boards.",
                "The sheet for egg-carton fits the 12-cup egg carton, so leave out "
                "{options}; they shape only the full and one-sheet boards.", n,
                options=leave_out))
        raise MancalaError(ngettext(
            "The sheet for seeds serves every game, so leave out {options}; it shapes only "
            "the full and one-sheet boards.",
            "The sheet for seeds serves every game, so leave out {options}; they shape only "
            "the full and one-sheet boards.", n, options=leave_out))
    rules = variant("kalah" if c["variant"] is None else c["variant"])
    pits = rules.pits_per_side if c["pits"] is None else c["pits"]
    stores = rules.has_stores if c["stores"] is None else c["stores"] == "yes"
    sides = getattr(rules, "sides", 2) if c["sides"] is None else int(c["sides"])
    shape = BoardShape(pits, stores, sides)
    low_ink = c["low_ink"]
    name = (BOARD_FILES[kind].format(slug=shape.slug) + ("-low-ink" if low_ink else "")
            + _tail(c) + ".pdf")
    words = {"full": lambda: _("Full-size board, {shape}", shape=shape.name),
             "one-sheet": lambda: _("Board on one sheet, {shape}", shape=shape.name),
             "all-shapes": lambda: _("Boards on one sheet, 5 to 10 pits a side"),
             "egg-carton": lambda: _("Labels for an egg-carton board"),
             "seeds": lambda: _("Paper seeds to cut out")}[kind]()
    if low_ink:
        words = _("{printable}, low ink", printable=words)
    draw_kind = {"one-sheet": "compact", "all-shapes": "compact"}.get(kind, kind)
    paper = c["paper"]

    def draw(target: Any) -> int:
        from .boards import boards_pdf
        return boards_pdf(target, kind=draw_kind, paper=paper,
                          shape=None if kind == "all-shapes" else shape, low_ink=low_ink)
    return Plan("boards", c, (File(name, words),), ((1.0, _("Drawing the board"), _pdf(draw)),))


def _said(name: str) -> str:
    return printables()["boards"].field(name).said


def _rules_for(c: dict[str, Any]) -> Rules:
    return variant(c["variant"], **(c["options"] or {}))


def _rules(c: dict[str, Any], _given: set[str], _max: int) -> Plan:
    rules = _rules_for(c)
    large, paper = c["large_print"], c["paper"]
    name = f"rules-{rules.variant}{'-large-print' if large else ''}{_tail(c)}.pdf"
    def draw(target: Any) -> int:
        from .rulesheets import rule_sheet_pdf
        return rule_sheet_pdf(target, rules, paper=paper, large_print=large)
    return Plan("rules", c, (File(name, _("Rule sheet: {game}", game=game_title(rules.title))),),
                ((1.0, _("Drawing the rule sheet"), _pdf(draw)),))


def _cards(c: dict[str, Any], _given: set[str], _max: int) -> Plan:
    rules = _rules_for(c)
    large, paper = c["large_print"], c["paper"]
    name = f"card-{rules.variant}{'-large-print' if large else ''}{_tail(c)}.pdf"
    def draw(target: Any) -> int:
        from .cards import card_pdf
        return card_pdf(target, rules, paper=paper, large_print=large)
    return Plan("cards", c, (File(name, _("Quick-reference card: {game}",
                                          game=game_title(rules.title))),),
                ((1.0, _("Drawing the card"), _pdf(draw)),))


LESSON_FILES = {"culture": "where-these-games-come-from", "rubric": "rubrics", "all": "lessons",
                "cards": "lesson-cards", "tickets": "exit-tickets", "key": "exit-tickets-key",
                "strips": "cycle-strips", "dot-plot": "class-dot-plot",
                "glossary": "picture-glossary"}


def _lessons(c: dict[str, Any], _given: set[str], _max: int) -> Plan:
    from . import NOTEBOOKS, PER_NOTEBOOK
    from .choices import LESSON_WORDS
    kind = c["kind"]
    notebook = None if c["notebook"] is None else int(c["notebook"])
    if notebook is not None and kind not in PER_NOTEBOOK:
        raise MancalaError(_("The page {page} is the same for every lesson, so leave out "
                             "the lesson.", page=repr(_(LESSON_WORDS[kind]).split(" (")[0])))
    which = "" if notebook is None else f"-notebook-{notebook}"
    large, paper = c["large_print"], c["paper"]
    name = f"{LESSON_FILES[kind]}{which}{'-large-print' if large else ''}{_tail(c)}.pdf"
    notebooks = NOTEBOOKS if notebook is None else (notebook,)
    words = _(LESSON_WORDS[kind]).split(" (")[0]
    if notebook is not None and kind != "culture":
        words = _("{pages}, lesson {number}", pages=words, number=notebook)
    def draw(target: Any) -> int:
        from .lessons import lessons_pdf
        return lessons_pdf(target, kind, notebooks=notebooks, paper=paper,
                           large_print=large)
    return Plan("lessons", c, (File(name, words),), ((1.0, _("Drawing the pages"), _pdf(draw)),))


MAKERS: dict[str, Callable[[dict[str, Any], set[str], int], Plan]] = {
    "worksheets": _worksheets, "boards": _boards, "rules": _rules, "cards": _cards,
    "lessons": _lessons,
}


# --- progress -----------------------------------------------------------------------------------

class _Reporter:
    """Turns each step's own progress into one fraction for the whole plan (never backwards,
    and only when it moved by a percent or more, so a page is not flooded with messages)."""

    def __init__(self, progress: Progress | None, weights: list[float]) -> None:
        self.progress = progress
        total = sum(weights) or 1.0
        self.starts = [sum(weights[:i]) / total for i in range(len(weights))]
        self.sizes = [w / total for w in weights]
        self.last = -1.0

    def _say(self, fraction: float, words: str) -> None:
        if self.progress is None:
            return
        fraction = min(1.0, max(fraction, self.last))
        if fraction - self.last >= 0.01 or fraction == 1.0 and self.last < 1.0:
            self.last = fraction
            self.progress(fraction, words)

    def stage(self, index: int, words: str) -> None:
        self._say(self.starts[index], words)

    def within(self, index: int, words: str) -> Progress:
        def inner(fraction: float, detail: str = "") -> None:
            self._say(self.starts[index] + self.sizes[index] * min(1.0, fraction),
                      detail or words)
        return inner

    def done(self) -> None:
        self._say(1.0, _("Done"))


__all__ = ["File", "Made", "Plan", "Progress", "plan"]
