"""Worksheets as data: which puzzles each sheet of a class set holds, and their JSON.

A class set is N different worksheets made from one base seed. Worksheet ``k`` of level
``L`` from base seed ``S`` has the id ``L-S-k`` (for example ``explorer-7-3``), printed on
the sheet; the id alone regenerates exactly that worksheet (``mancala-teach worksheets --id
explorer-7-3``), whatever the paper size or print size.

The JSON file beside each PDF holds every puzzle in plain data (the format is described in
the README, section "Printables"); :func:`worksheet_json` makes it.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any, Iterable

from ..errors import InvalidOptionError
from .generators import Puzzle, make_puzzle
from .levels import Level, find_level

FORMAT = "mancala-teach worksheets"
FORMAT_VERSION = 1
MAX_SHEETS = 500
_ID = re.compile(r"^([a-z]+)-(\d+)-(\d+)$")


@dataclass(frozen=True)
class Worksheet:
    id: str
    level: Level
    puzzles: tuple[Puzzle, ...]


def worksheet_id(level: str, base_seed: int, number: int) -> str:
    return f"{level}-{base_seed}-{number}"


def parse_id(text: str) -> tuple[Level, int, int]:
    """``"explorer-7-3"`` -> (the explorer level, base seed 7, worksheet 3)."""
    match = _ID.match(text.strip().lower())
    if not match:
        raise InvalidOptionError(f"{text!r} is not a worksheet id; ids look like explorer-7-3 "
                                 f"(level, base seed, sheet number).")
    number = int(match.group(3))
    if number < 1:
        raise InvalidOptionError(f"Worksheet numbers start at 1, so {text!r} is not an id.")
    return find_level(match.group(1)), int(match.group(2)), number


def make_worksheet(level: Level, base_seed: int, number: int) -> Worksheet:
    """Worksheet ``number`` of a class set: the same id always gives the same puzzles."""
    sheet_id = worksheet_id(level.name, base_seed, number)
    rng = random.Random(f"mancala-teach worksheet {sheet_id}")
    seen: set[str] = set()
    puzzles = tuple(make_puzzle(kind, rng, level.settings, seen) for kind in level.kinds)
    return Worksheet(sheet_id, level, puzzles)


def class_set(level: Level, count: int, base_seed: int,
              progress: bool = False) -> list[Worksheet]:
    if count < 1 or count > MAX_SHEETS:
        raise InvalidOptionError(f"The number of worksheets must be from 1 to {MAX_SHEETS}, "
                                 f"not {count}.")
    if base_seed < 0:
        raise InvalidOptionError(f"The random seed must be 0 or more, not {base_seed}.")
    numbers: Iterable[int] = range(1, count + 1)
    if progress:
        try:
            from tqdm import tqdm   # in the [print] extra; without it, no progress bar
        except ImportError:
            pass
        else:
            numbers = tqdm(numbers, desc="worksheets", unit="sheet", disable=None)
    return [make_worksheet(level, base_seed, k) for k in numbers]


# --- JSON -------------------------------------------------------------------------------------

def worksheet_json(sheets: list[Worksheet], *, base_seed: int | None = None) -> bytes:
    """Every puzzle of every sheet as plain data; sorted keys, so the bytes are reproducible."""
    level = sheets[0].level
    data: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "level": level.name,
        "grade_band": level.grade_band,
        "base_seed": base_seed,
        "pit_names": "Pits are letters counterclockwise from South's leftmost pit: South "
                     "has A, B, C ... along the bottom, North continues along the top.",
        "worksheets": [
            {"id": s.id,
             "puzzles": [dict(number=i, **p.as_data()) for i, p in enumerate(s.puzzles, 1)]}
            for s in sheets],
    }
    return (json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode()
