"""The standard set in ``printables/``: boards, a rule sheet and a quick-reference card per
variant, sample worksheets.

One folder per paper size (``a4/``, ``letter/``), each with ``boards/`` (each board also as
a ``-low-ink`` copy: outlines on white paper), ``rules/``, ``cards/``, ``worksheets/`` (every
level at the three tiers, and a class set's answer grid), ``lessons/`` and ``classroom/``
(the sheets a lesson needs, and a sample tournament). A new kind of document is one more
entry in :func:`_jobs`. Every file is made in memory first and written only when all of them
exist, and every byte is reproducible (reportlab's invariant mode, sorted JSON), so a test can
regenerate the set and compare it with what is committed.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Callable, Iterator

from ..i18n import use_language
from ..variants import VARIANTS
from .boards import BoardShape, boards_pdf
from .cards import card_pdf
from .lessons import lessons_pdf
from ..puzzles.levels import LEVELS
from .output import check_folder, write_all
from .rulesheets import rule_sheet_pdf
from ..puzzles.sheets import class_set
from .worksheets import render_set
from .answer_grid import answer_grid_part
from .class_sheets import class_sheet_pdf
from .document import Document
from .tournament import tournament_document
from ..puzzles.tiers import TIERS
from ..teaching.tournament import make_draw

PAPER_SIZES = ("a4", "letter")
# For running the lessons (issue 14): what each file holds is the ``lessons`` command's --kind.
LESSON_FILES = (("lesson-cards.pdf", "cards"), ("exit-tickets.pdf", "tickets"),
                ("exit-tickets-key.pdf", "key"), ("rubrics.pdf", "rubric"),
                ("where-these-games-come-from.pdf", "culture"),
                ("cycle-strips.pdf", "strips"), ("class-dot-plot.pdf", "dot-plot"),
                ("picture-glossary.pdf", "glossary"))
SAMPLE_SEED = 1   # the base seed of the sample worksheets (ids like explorer-1-1)
LOW_INK_COPY = re.compile(r"full-size|one-sheet|paper-seeds")   # the egg-carton labels are
                                                                 # outlines already
GRID_SAMPLE = ("explorer", 30)    # the answer grid of a class set of 30 explorer sheets
TOURNAMENT_SAMPLE = 12            # a round robin for 12 players in pairs
# The sheets a lesson needs (issue 24): file, kind, options for ``class_sheet_pdf``.
CLASSROOM_FILES = (
    ("game-record-kalah.pdf", "record", {"game": "kalah"}),
    ("game-record-oware.pdf", "record", {"game": "oware"}),
    ("game-record-four-sided.pdf", "record", {"game": "four-sided"}),
    ("lane-score-sheet.pdf", "lane-score", {}),
    ("rotation-fours-28.pdf", "rotation", {"children": 28, "groups": "fours"}),
    ("rotation-pairs-28.pdf", "rotation", {"children": 28, "groups": "pairs"}),
    ("blank-board-kalah.pdf", "blank-board", {"game": "kalah"}),
    ("blank-board-four-sided.pdf", "blank-board", {"game": "four-sided"}),
    ("make-a-puzzle.pdf", "make-a-puzzle", {}),
    ("certificate.pdf", "certificate", {}),
    ("vocabulary-cards.pdf", "vocabulary", {}),
    ("letter-home.pdf", "letter-home", {}),
)


def _classroom_options(options: dict) -> dict:
    out = dict(options)
    if "children" in out:
        out["draw"] = make_draw(out.pop("children"), group=out.pop("groups"))
    return out


def _pdf(draw: Callable[[io.BytesIO], object]) -> bytes:
    buffer = io.BytesIO()
    draw(buffer)
    return buffer.getvalue()


def _jobs(paper: str) -> Iterator[tuple[str, Callable[[], dict[str, bytes]]]]:
    """(name, maker) pairs; each maker returns ``{relative path: bytes}``."""
    boards = [
        ("boards/full-size-6-pits-stores.pdf", dict(kind="full", shape=BoardShape(6, True))),
        ("boards/full-size-6-pits-no-stores.pdf", dict(kind="full", shape=BoardShape(6, False))),
        ("boards/full-size-four-sided-6-pits.pdf",
         dict(kind="full", shape=BoardShape(6, sides=4))),
        ("boards/one-sheet-boards-5-to-10-pits.pdf", dict(kind="compact")),
        ("boards/egg-carton-labels.pdf", dict(kind="egg-carton")),
        ("boards/paper-seeds.pdf", dict(kind="seeds")),
    ]
    # a low-ink copy (outlines, no wood colour) of every board that covers paper with colour
    boards += [(name.replace(".pdf", "-low-ink.pdf"), dict(options, low_ink=True))
               for name, options in boards if LOW_INK_COPY.search(name)]
    for name, options in boards:
        yield name, (lambda name=name, options=options: {
            f"{paper}/{name}": _pdf(lambda b: boards_pdf(b, paper=paper, **options))})
    for v in VARIANTS:
        yield f"rules/{v.name}.pdf", (lambda v=v: {
            f"{paper}/rules/{v.name}.pdf": _pdf(
                lambda b: rule_sheet_pdf(b, v.rules(), paper=paper))})
        yield f"cards/{v.name}.pdf", (lambda v=v: {
            f"{paper}/cards/{v.name}.pdf": _pdf(
                lambda b: card_pdf(b, v.rules(), paper=paper))})
    for level in LEVELS.values():
        for tier in TIERS:
            def sample(level=level, tier=tier) -> dict[str, bytes]:
                sheets = class_set(level, 1, SAMPLE_SEED, tier=tier)
                student, key, data = render_set(sheets, paper=paper, large_print=False,
                                                base_seed=SAMPLE_SEED)
                stem = f"{paper}/worksheets/{level.name}-sample" + (
                    "" if tier == "core" else f"-{tier}")
                return {f"{stem}.pdf": student, f"{stem}-key.pdf": key, f"{stem}.json": data}
            yield f"worksheets/{level.name} {tier}", sample

    def grid() -> dict[str, bytes]:
        sheets = class_set(GRID_SAMPLE[0], GRID_SAMPLE[1], SAMPLE_SEED)
        return {f"{paper}/worksheets/{GRID_SAMPLE[0]}-{GRID_SAMPLE[1]}-sheets-answer-grid.pdf":
                _pdf(lambda b: Document(b, paper=paper, title="Answers at a glance").render(
                    [answer_grid_part(sheets, paper=paper)]))}
    yield "worksheets/answer grid", grid
    for name, kind, options in CLASSROOM_FILES:
        yield f"classroom/{name}", (lambda name=name, kind=kind, options=options: {
            f"{paper}/classroom/{name}": _pdf(lambda b: class_sheet_pdf(
                b, kind, paper=paper, **_classroom_options(options)))})

    def tournament() -> dict[str, bytes]:
        draw = make_draw(TOURNAMENT_SAMPLE, group="pairs")
        return {f"{paper}/classroom/tournament-{TOURNAMENT_SAMPLE}-players.pdf":
                _pdf(lambda b: tournament_document(b, draw, paper=paper))}
    yield "classroom/tournament", tournament
    for name, kind in LESSON_FILES:
        yield f"lessons/{name}", (lambda name=name, kind=kind: {
            f"{paper}/lessons/{name}": _pdf(lambda b: lessons_pdf(b, kind, paper=paper))})


def standard_files(papers: tuple[str, ...] = PAPER_SIZES, progress: bool = False,
                   language: str | None = None) -> dict[str, bytes]:
    """Every file of the standard set, by path relative to the ``printables/`` folder, every
    word in ``language`` (None: the language in use; the committed set is English)."""
    with use_language(language):
        return _made(papers, progress)


def _made(papers: tuple[str, ...], progress: bool) -> dict[str, bytes]:
    jobs = [job for paper in papers for job in _jobs(paper)]
    if progress:
        try:
            from tqdm import tqdm   # in the [print] extra; without it, no progress bar
        except ImportError:
            pass
        else:
            jobs = tqdm(jobs, desc="printables", unit="file", disable=None)
    files: dict[str, bytes] = {}
    for _name, make in jobs:
        files.update(make())
    return files


def write_standard_set(folder: str | os.PathLike, papers: tuple[str, ...] = PAPER_SIZES,
                       progress: bool = False, language: str | None = None) -> list[Path]:
    """Make the standard set in ``language`` (None: the language in use) and write it into
    ``folder`` (all of it, or nothing)."""
    with use_language(language):
        check_folder(folder)              # fail before the (slower) drawing starts
        return write_all(folder, standard_files(papers, progress))
