"""Worksheets as data: which puzzles each sheet of a class set holds, and their JSON.

A class set is N different worksheets made from one base seed. Worksheet ``k`` of level
``L`` from base seed ``S`` has the id ``L-S-k`` (for example ``explorer-7-3``), printed on
the sheet; the id alone regenerates exactly that worksheet (``mancala-teach worksheets --id
explorer-7-3``), whatever the paper size or print size.

The JSON file beside each PDF holds every puzzle in plain data (the format is described in
the README, section "Printables"); :func:`worksheet_json` makes it.

A sheet's words are in the language it was made in (``language=`` of :func:`make_worksheet`
and :func:`class_set`; None: the language in use), and it remembers it
(:attr:`Worksheet.language`). The same id gives the same positions, moves and answers in
every language: only the words change. :func:`in_language` makes a sheet again in another
language.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, replace
from typing import Any, Iterable

from ..checks import is_whole
from ..errors import InvalidOptionError, shown
from ..i18n import _, check_language, current_language, pgettext, use_language
from .generators import FOUR_KINDS, Puzzle, make_puzzle
from .levels import Level, find_level, grade_band, i_can, standards
from .tiers import find_tier, tiered

FORMAT = "mancala-teach worksheets"
FORMAT_VERSION = 4   # 4: blanks on unchanged places, tiers, the fours kinds (see the README)
MAX_SHEETS = 500
MAX_SEED = 999_999_999_999   # twelve digits: room for a date or a school's own numbering
_ID = re.compile(r"([a-z]+)-([0-9]+)-([0-9]+)", re.ASCII)


@dataclass(frozen=True)
class Worksheet:
    """A sheet's puzzles in order; when its level has a challenge, it is the last one.

    ``tier`` is ``support``, ``core`` or ``stretch`` (see :mod:`.tiers`): the same sheet id
    in every tier, so a child can move up or down a tier and keep the same puzzles.
    ``language`` is the language its puzzles' words are in (a code: "en", "fr")."""
    id: str
    level: Level
    puzzles: tuple[Puzzle, ...]
    tier: str = "core"
    language: str = "en"

    @property
    def challenge(self) -> int | None:
        """The number (1, 2, ...) of the starred challenge puzzle, if the sheet has one (a
        support sheet has none: see :func:`make_worksheet`)."""
        return len(self.puzzles) if self.level.challenge and self.tier != "support" else None


def worksheet_id(level: str, base_seed: int, number: int) -> str:
    return f"{level}-{base_seed}-{number}"


def parse_id(text: str) -> tuple[Level, int, int]:
    """``"explorer-7-3"`` -> (the explorer level, base seed 7, worksheet 3)."""
    if not isinstance(text, str):
        raise InvalidOptionError(_("A worksheet id is text like explorer-7-3, not {value}.",
                                   value=shown(text)))
    if not text.strip():
        raise InvalidOptionError(_("The worksheet id is empty; ids look like explorer-7-3 "
                                   "(level, base seed, sheet number)."))
    match = _ID.fullmatch(text.strip().lower())
    if not match:
        raise InvalidOptionError(_("The worksheet id {id} is not in the right form; ids look "
                                   "like explorer-7-3 (level, base seed, sheet number).",
                                   id=shown(text)))
    name, seed_text, number_text = match.groups()
    level = find_level(name)
    # (the largest seed and sheet number are codes: never grouped like 999 999 999 999)
    if len(seed_text.lstrip("0")) > len(str(MAX_SEED)):
        raise InvalidOptionError(_("The seed in the worksheet id {id} is too big; seeds go "
                                   "from 0 to {most}.", id=shown(text), most=MAX_SEED))
    if len(number_text.lstrip("0")) > len(str(MAX_SHEETS)):
        raise InvalidOptionError(_("The sheet number in the worksheet id {id} is too big; "
                                   "sheets are numbered 1 to {most}.", id=shown(text),
                                   most=MAX_SHEETS))
    if not 1 <= int(number_text) <= MAX_SHEETS:
        raise InvalidOptionError(_("There is no sheet {number} in a class set (sheets are "
                                   "numbered 1 to {most}), so {id} is not an id.",
                                   number=int(number_text), most=MAX_SHEETS, id=shown(text)))
    return level, int(seed_text), int(number_text)


def _level(level: Level | str) -> Level:
    if isinstance(level, Level):
        return level
    return find_level(level)


def _whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` checked; ``what`` names it in words ("the number of worksheets")."""
    if not is_whole(value):
        raise InvalidOptionError(_("{what} must be a whole number from {low} to {high}, not "
                                   "{value}.", what=what, low=low, high=high,
                                   value=shown(value)))
    if not low <= value <= high:
        raise InvalidOptionError(_("{what} must be from {low} to {high}, not {value}.",
                                   what=what, low=low, high=high, value=shown(value)))
    return int(value)


def _seed_words() -> str:
    # TRANSLATORS: starts a sentence: "The random seed must be from 0 to ...".
    return pgettext("value", "The random seed")


def solitaire_seeds(level: Level, base_seed: int, number: int) -> int:
    """The number of seeds of sheet ``number``'s Tchoukaillon board.

    Each number of seeds has exactly one board that can be cleared, so a level's range of
    counts is all the boards there are: neighbouring sheets take the next count, and the
    boards repeat only after :func:`solitaire_cycle` sheets (the teacher's key says so).
    """
    low, high = level.settings.solitaire_seeds
    return low + (base_seed + number - 1) % (high - low + 1)


def solitaire_cycle(level: Level) -> int:
    low, high = level.settings.solitaire_seeds
    return high - low + 1


def make_worksheet(level: Level | str, base_seed: int, number: int,
                   tier: str = "core", *, language: str | None = None) -> Worksheet:
    """Worksheet ``number`` of a class set: the same id always gives the same puzzles; the
    ``tier`` (support, core, stretch) gives them at another depth. Its words are in
    ``language`` (None: the language in use); its positions and answers are the same in
    every language."""
    with use_language(language):
        return _make_worksheet(level, base_seed, number, tier)


def _make_worksheet(level: Level | str, base_seed: int, number: int, tier: str) -> Worksheet:
    level = _level(level)
    tier = find_tier(tier)
    base_seed = _whole(base_seed, _seed_words(), 0, MAX_SEED)
    # TRANSLATORS: starts a sentence: "The worksheet number must be from 1 to 500, ...".
    number = _whole(number, pgettext("value", "The worksheet number"), 1, MAX_SHEETS)
    sheet_id = worksheet_id(level.name, base_seed, number)
    rng = random.Random(f"mancala-teach worksheet {sheet_id}")
    seen: set[str] = set()
    n = solitaire_seeds(level, base_seed, number)
    solitaire = replace(level.settings, solitaire_seeds=(n, n))
    kinds = [(kind, solitaire if kind == "tchoukaillon" else level.settings)
             for kind in level.kinds_for(number)]
    if level.challenge:
        kinds.append((level.challenge, level.challenge_settings or level.settings))
    # on the four-sided board each sowing of a sheet starts from a different seat
    square = [i for i, (kind, _settings) in enumerate(kinds) if kind in FOUR_KINDS]
    if square:
        seats = random.Random(f"mancala-teach seats {sheet_id}").sample(range(4), len(square))
        for i, seat in zip(square, seats):
            kinds[i] = (kinds[i][0], replace(kinds[i][1], seat=seat))
    last = len(kinds) - 1 if level.challenge else -1
    puzzles = tuple(tiered(make_puzzle(kind, rng, settings, seen), tier, settings,
                           challenge=i == last)
                    for i, (kind, settings) in enumerate(kinds))
    if tier == "support" and level.challenge:
        # a support sheet keeps the same puzzles with their help, and leaves the starred
        # challenge (for those who finish early) to the core and stretch sheets: with the
        # help, the sheet stays one sheet of paper
        puzzles = puzzles[:-1]
    return Worksheet(sheet_id, level, puzzles, tier, current_language())


def class_set(level: Level | str, count: int, base_seed: int,
              progress: bool = False, tier: str = "core", *,
              language: str | None = None) -> list[Worksheet]:
    """Worksheets 1 to ``count`` of a class set (``count`` from 1 to :data:`MAX_SHEETS`), at
    ``tier`` (support, core or stretch; the same ids in every tier), their words in
    ``language`` (None: the language in use)."""
    with use_language(language):
        level = _level(level)
        tier = find_tier(tier)
        # TRANSLATORS: starts a sentence: "The number of worksheets must be from 1 to 500".
        count = _whole(count, pgettext("value", "The number of worksheets"), 1, MAX_SHEETS)
        base_seed = _whole(base_seed, _seed_words(), 0, MAX_SEED)
        numbers: Iterable[int] = range(1, count + 1)
        if progress:
            try:
                from tqdm import tqdm   # in the [print] extra; without it, no progress bar
            except ImportError:
                pass
            else:
                numbers = tqdm(numbers, desc=pgettext("progress", "worksheets"),
                               unit=pgettext("progress", "sheet"), disable=None)
        return [_make_worksheet(level, base_seed, k, tier) for k in numbers]


def in_language(sheets: list[Worksheet], language: str | None = None) -> list[Worksheet]:
    """``sheets`` with their words in ``language`` (None: the language in use): each sheet
    not yet in it is made again from its id and tier, in it (the same positions and
    answers)."""
    code = check_language(language) if language is not None else current_language()
    out = []
    for sheet in sheets:
        if sheet.language != code:
            _level_found, seed, number = parse_id(sheet.id)
            sheet = make_worksheet(sheet.level, seed, number, sheet.tier, language=code)
        out.append(sheet)
    return out


# --- JSON -------------------------------------------------------------------------------------

def worksheet_json(sheets: list[Worksheet], *, base_seed: int | None = None) -> bytes:
    """Every puzzle of every sheet as plain data; sorted keys, so the bytes are reproducible."""
    if not sheets or not all(isinstance(s, Worksheet) for s in sheets):
        raise InvalidOptionError(_("The JSON needs a list of one or more worksheets, as "
                                   "class_set and make_worksheet make them."))
    with use_language(sheets[0].language):       # the words are the sheets' own
        return _json(in_language(sheets), base_seed)


def _json(sheets: list[Worksheet], base_seed: int | None) -> bytes:
    level = sheets[0].level
    pit_names = _("Pits are letters counterclockwise from South's leftmost pit: South has A, "
                  "B, C ... along the bottom, North continues along the top.")
    if any(p.kind in FOUR_KINDS for s in sheets for p in s.puzzles):
        pit_names += " " + _("On the four-sided board East's row (up the right side) comes "
                             "between them, and West's (down the left side) after North's.")
    data: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "level": level.name,
        "tier": sheets[0].tier,
        "grade_band": grade_band(level),
        "base_seed": base_seed,
        "pit_names": pit_names,
        "i_can": list(i_can(level)),
        "standards": [{"framework": st.framework, "code": st.code, "objective": st.words,
                       "practised_by": st.practised_by} for st in standards(level)],
        "worksheets": [
            {"id": s.id,
             "puzzles": [dict(number=i, challenge=i == s.challenge, **p.as_data())
                         for i, p in enumerate(s.puzzles, 1)]}
            for s in sheets],
    }
    return (json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode()
