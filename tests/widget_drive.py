"""Drive the widgets' sessions through many seeded random events, and record what they show.

Used two ways:

- by tests (``tests/test_widgets_languages.py``): every view of a French or Spanish stepper,
  puzzle board and practice board, driven through hundreds of events, is checked for English;
- as a command, to prove that a change leaves the English widgets byte for byte as they were::

      .venv/bin/python tests/widget_drive.py record /tmp/before.json.gz   # on the old code
      .venv/bin/python tests/widget_drive.py compare /tmp/before.json.gz  # on the new code

  Everything is recorded: each session's view after every event (board SVGs, controls,
  sentences, the live region), its still picture (what a saved notebook shows), board
  pictures drawn outside a widget (``board_svg``, ``draw_board``'s words, the solitaire, the
  key to the rings) and the Practice page's JSON. Keys a view gained since the recording
  (``NEW_KEYS``) are left out of the comparison, and English sentences corrected on
  purpose since (``CORRECTED``) are corrected in the old recording first; nothing else is.

The events are those a class can make: taps on any pit or store, every control of the view
with a value it could have (numbers typed, badly too), the timer's ticks, a narrow screen,
and, now and then, the right answer to a puzzle (so "Right!" is seen as often as "Not quite").
"""

from __future__ import annotations

import gzip
import json
import random
import re
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mancala_teach import new_game  # noqa: E402
from mancala_teach.render import svg as svg_module  # noqa: E402

# Keys a view may have gained since an older recording (the language, and the separator
# after "Step 3 of 10"): not compared.
NEW_KEYS = frozenset({"lang", "separator"})
# English corrected on purpose when the words went through the catalogue (issue 25): the old
# words (a regular expression) and the new, applied to an older recording before comparing.
CORRECTED = (
    (r"Hint: sow pit swap sides\.", "Hint: swap sides."),               # a swap is no pit
    (r"(Right! [^.]*\.)\. ", r"\1 "),                                   # an answer's own "."
    (r"Pick up all 1 seeds from pit", "Pick up the 1 seed from pit"),
    (r"has 1 seed: drop one in each of the next 1 places,", "has 1 seed: drop it in the next "
                                                            "place,"),
    (r"picks up 1 seed from pit (\w)\. Count on 1 places", r"picks up 1 seed from pit \1. "
                                                          r"Count on 1 place"),
    (r"is 1 steps from the store, so 1 seeds work\.", "is 1 step from the store, so 1 seed "
                                                      "works."),
)
TYPED = ["", " ", "-1", "2.5", "abc", "99", "0", "3", "1e3", "12"]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWX"


def steady_ids() -> None:
    """Board ids the same on every run (they are random per kernel, on purpose)."""
    import itertools
    svg_module._SESSION = "000000"
    svg_module._board_numbers = itertools.count(1)


def _stepper(language: str | None, game: str, **options: Any) -> Any:
    from mancala_teach.widgets.session import StepperSession
    if language is not None:
        options["language"] = language
    return StepperSession(game, **options)


def _puzzle(language: str | None, sheet: str) -> Any:
    from mancala_teach.widgets.puzzle_session import PuzzleSession
    return PuzzleSession(sheet, **({} if language is None else {"language": language}))


def _practice(language: str | None, plan: str, seed: int) -> Any:
    from mancala_teach.widgets.practice_session import PracticeSession
    return PracticeSession(plan, seed=seed, **({} if language is None else
                                                {"language": language}))


def scenarios() -> list[tuple[str, Callable[[str | None], Any]]]:
    """(name, make(language)): every kind of screen a class can meet."""
    out: list[tuple[str, Callable[[str | None], Any]]] = [
        ("kalah", lambda lang: _stepper(lang, "kalah")),
        ("kalah-young", lambda lang: _stepper(lang, "kalah", level="young")),
        ("kalah-predict", lambda lang: _stepper(lang, "kalah", predict=True)),
        ("kalah-random", lambda lang: _stepper(lang, "kalah", opponent="random")),
        ("kalah-small-perfect", lambda lang: _stepper(lang, "kalah", pits=3, seeds=2,
                                                      opponent="perfect")),
        ("oware-high-greedy", lambda lang: _stepper(lang, "oware", contrast="high",
                                                    opponent="greedy")),
        ("oware-predict", lambda lang: _stepper(lang, "oware", predict=True, flipped=True)),
        ("wari", lambda lang: _stepper(lang, "wari")),
        ("giuthi", lambda lang: _stepper(lang, "giuthi")),
        ("lane-ignorant", lambda lang: _stepper(lang, "lane-ignorant")),
        ("lane-wise-young", lambda lang: _stepper(lang, "lane-wise", level="young",
                                                  opponent="random")),
        ("four-sided", lambda lang: _stepper(lang, "four-sided", opponent="random")),
        ("four-names", lambda lang: _stepper(lang, "four-sided",
                                             players=["Ana", "Ben", "Cy", "Dee"])),
        ("teams", lambda lang: _stepper(lang, "kalah", teams=True,
                                        players=["Ana", "Ben", "Cy", "Dee"])),
        ("teams-seats", lambda lang: _stepper(lang, "kalah", teams=True)),
        ("pie", lambda lang: _stepper(lang, "kalah", pie_rule=True, pits=4, seeds=3)),
    ]
    for sheet in ("starter-1-1", "starter-7-3", "explorer-7-3", "explorer-2-5", "expert-7-3",
                  "expert-4-2", "fours-7-3"):
        out.append((sheet, lambda lang, s=sheet: _puzzle(lang, s)))
    for plan, seed in (("starter", 1), ("explorer", 2), ("expert", 3), ("fours", 4),
                       ("lesson-1", 5), ("lesson-2", 6), ("lesson-3", 7), ("lesson-4", 8),
                       ("lesson-5", 9), ("lesson-6", 10)):
        out.append((f"practice-{plan}", lambda lang, p=plan, s=seed: _practice(lang, p, s)))
    return out


def right_answer(session: Any) -> list[dict[str, Any]]:
    """The events that answer the puzzle on show rightly (empty if it cannot be found)."""
    p = getattr(session, "puzzle", None)
    if p is None or session.verdict is not None or session.replay is not None:
        return []
    a, kind = p.answer, p.kind
    from mancala_teach.widgets import puzzle_session as ps
    if kind in ps.TAP_PLACE:
        place = a["place"]
        if place.startswith("pit "):
            return [{"pit": place[4:]}]
        return [{"store": place.split("'")[0]}]
    if kind in ps.TAP_MOVE:
        return [{"pit": a["move"]}]
    if kind in ps.TAP_AND_NUMBER:
        return [{"pit": a["move"]}, {"key": "answer-number", "value": str(a["seeds"])},
                {"key": "check"}]
    if kind in ps.NUMBER:
        field = ps.NUMBER_ANSWERS[kind][0]
        return [{"key": "answer-number", "value": str(a[field])}, {"key": "check"}]
    if kind in ps.LIST:
        events: list[dict[str, Any]] = []
        for n in a["counts"]:
            events += [{"key": "answer-number", "value": str(n)}, {"key": "add"}]
        return events + [{"key": "check"}]
    if kind in ps.SEQUENCE:
        return [{"pit": m} for m in a["moves"]]
    if kind in ps.FILL:
        events = []
        for pit, n in a["pits"].items():
            events += [{"pit": pit}, {"key": "answer-number", "value": str(n)},
                       {"key": "fill"}]
        for player, n in a["stores"].items():
            events += [{"store": player}, {"key": "answer-number", "value": str(n)},
                       {"key": "fill"}]
        return events + [{"key": "check"}]
    return []


SLOW = {"hint", "opponent"}     # the computer's search: now and then, not at every event


def random_events(session: Any, rng: random.Random, count: int) -> Iterator[dict[str, Any]]:
    """``count`` events a class could make, chosen from what the session shows."""
    queue: list[dict[str, Any]] = []
    made = 0
    while made < count:
        if queue:
            yield queue.pop(0)
            made += 1
            continue
        view = session.view()
        controls = [c for row in view["rows"] for c in row
                    if c["key"] not in SLOW or rng.random() < 0.08]
        roll = rng.random()
        if roll < 0.12:
            queue = right_answer(session)
            if queue:
                continue
        if roll < 0.35 or not controls:
            event: dict[str, Any] = {"pit": rng.choice(LETTERS[:14])}
        elif roll < 0.40:
            event = {"store": rng.choice(["South", "North", "East", "West", "Nobody"])}
        elif roll < 0.46:
            event = {"key": "tick"}
        elif roll < 0.48:
            event = {"key": "screen", "value": rng.choice(
                [{"width": 360, "height": 740}, {"width": 900, "height": 700}])}
        else:
            c = rng.choice(controls)
            if c["kind"] == "number":
                event = {"key": c["key"], "value": rng.choice(TYPED)}
            elif c["kind"] == "select":
                options = [o[0] for o in c["options"]]
                if c["key"] == "opponent":      # the strongest levels take seconds a move
                    options = [o for o in options if o in ("person", "random", "greedy")]
                event = {"key": c["key"], "value": rng.choice(options)}
            else:
                event = {"key": c["key"], "value": rng.random() < 0.5}
        yield event
        made += 1


def drive(make: Callable[[str | None], Any], language: str | None, seed: int,
          count: int) -> Iterator[tuple[dict[str, Any], Any]]:
    """The session's view after it is made and after each of ``count`` random events."""
    rng = random.Random(seed)
    session = make(language)
    yield session.view(), session
    for event in random_events(session, rng, count):
        session.handle(event)
        yield session.view(), session


def still(view: dict[str, Any], session: Any) -> str:
    """The still picture a saved notebook shows, made in the widget's language (as the
    widget makes it)."""
    from mancala_teach.i18n import use_language
    from mancala_teach.widgets.frontend import still_html
    with use_language(getattr(session, "language", None)):
        return still_html(view, session.still_pictures())


def board_pictures(language: str | None = None) -> dict[str, str]:
    """Boards drawn outside a widget (a notebook's draw_board, a position's own picture),
    for many positions and frames of random games, with every option a notebook uses."""
    from mancala_teach.i18n import use_language
    from mancala_teach.render.highlights import highlights_at
    from mancala_teach.render.svg import board_svg, draw_board, key_items, solitaire_svg
    out: dict[str, str] = {}
    rng = random.Random(11)
    with use_language(language):
        for game, options in (("kalah", {}), ("oware", {}), ("lane-ignorant", {}),
                              ("giuthi", {}), ("four-sided", {}), ("kalah", {"pits": 3}),
                              ("kalah", {"teams": True})):
            position = new_game(game, **options)
            for ply in range(60):
                if position.is_over:
                    break
                move = rng.choice(position.legal_moves())
                before = position
                position, trace = position.play(move)
                if ply % 7:
                    continue
                name = f"{game}{options}-{ply}"
                out[name + "-position"] = board_svg(before, flipped=ply % 2 == 1,
                                                    id_prefix="b")
                out[name + "-text"] = repr(draw_board(before, id_prefix="b"))
                frames = trace.frames()
                k = rng.randrange(len(frames))
                out[name + "-frame"] = board_svg(
                    frames[k], rules=before.rules, to_move=before.to_move,
                    highlights=highlights_at(trace, k), id_prefix="f",
                    vertical=ply % 3 == 0 and before.rules.sides == 2,
                    status="Game over: a test." if ply % 5 == 0 else None)
                out[name + "-key"] = json.dumps(key_items(highlights_at(trace, k)))
            out[f"{game}{options}-end"] = board_svg(position, id_prefix="e")
        out["solitaire"] = solitaire_svg((1, 2, 0, 4), None, in_hand=2,
                                         pit_labels={0: "x"}, playable=[0], id_prefix="s")
        out["solitaire-done"] = solitaire_svg((0, 0, 0, 0), 7, id_prefix="s")
    return out


def practice_page(language: str | None = None) -> list[str]:
    """What the Practice page's Python side sends back for a few events."""
    from mancala_teach.web.practice_page import PracticePage
    page = PracticePage()
    start: dict[str, Any] = {"plan": "explorer", "seed": 3}
    if language is not None:
        start["language"] = language
    sent = [page.start(json.dumps(start)), page.handle("{not json"),
            page.handle(json.dumps({"pit": "C"})), page.handle(json.dumps({"key": "hint"}))]
    return sent


def record(events: int = 100) -> dict[str, Any]:
    """Everything the English widgets show, for :func:`compare`."""
    steady_ids()
    data: dict[str, Any] = {}
    for name, make in scenarios():
        for seed in (1, 2):
            views = []
            for k, (view, session) in enumerate(drive(make, None, seed, events)):
                kept = {key: value for key, value in view.items() if key not in NEW_KEYS}
                if k % 15 == 0:
                    kept["(still)"] = still(view, session)
                views.append(kept)
            data[f"{name}/{seed}"] = views
    data["(boards)"] = board_pictures()
    steady_ids()
    data["(practice page)"] = [
        {k: v for k, v in json.loads(text).items() if k not in NEW_KEYS}
        if text.startswith("{") else text for text in practice_page()]
    return data


def _first_difference(old: Any, new: Any, where: str = "") -> str | None:
    if type(old) is not type(new):
        return f"{where}: {type(old).__name__} became {type(new).__name__}"
    if isinstance(old, dict):
        for key in sorted(set(old) | set(new)):
            if key not in new:
                return f"{where}/{key}: gone"
            if key not in old:
                return f"{where}/{key}: new ({str(new[key])[:200]!r})"
            found = _first_difference(old[key], new[key], f"{where}/{key}")
            if found:
                return found
        return None
    if isinstance(old, list):
        if len(old) != len(new):
            return f"{where}: {len(old)} items became {len(new)}"
        for i, (a, b) in enumerate(zip(old, new)):
            found = _first_difference(a, b, f"{where}[{i}]")
            if found:
                return found
        return None
    if old != new:
        a, b = str(old), str(new)
        at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        return f"{where}: {a[max(0, at - 80):at + 120]!r}\n  became {b[max(0, at - 80):at + 120]!r}"
    return None


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("record", "compare"):
        print(__doc__)
        return 2
    path = Path(argv[1])
    data = record()
    if argv[0] == "record":
        with gzip.open(path, "wt", encoding="utf-8") as f:
            json.dump(data, f)
        views = sum(len(v) for k, v in data.items() if not k.startswith("("))
        print(f"recorded {views} views of {len(data) - 2} sessions, "
              f"{len(data['(boards)'])} board pictures: {path}")
        return 0
    with gzip.open(path, "rt", encoding="utf-8") as f:
        text = f.read()
    for wrong, right in CORRECTED:
        text = re.sub(wrong, right, text)
    old = json.loads(text)
    problem = _first_difference(old, data)
    views = sum(len(v) for k, v in data.items() if not k.startswith("("))
    if problem:
        print(f"DIFFERENT: {problem}")
        return 1
    print(f"identical: {views} views of {len(data) - 2} sessions, {len(data['(boards)'])} "
          f"board pictures and the Practice page's answers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
