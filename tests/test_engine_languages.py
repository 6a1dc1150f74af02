"""The engine's words in French and Spanish (issue 25): narration, the events' reasons, the
computer's reasons and hints, the board as text, the variant registry, the play command, and
every error sentence of the engine's modules.

Random games of every variant and house rule are played (in English: a trace holds no
words) and told in French and in Spanish: every event, every step, the young children's
counting, move results, conservation lines, final tallies, the board as text, the computer's
reasons and hints along the way. None of it may hold an English message of the engine's
modules (each message of theirs in the catalogue's template, a pattern with its placeholders
left open), nor an English seat's or game word; the same check finds English when the games
are told in English, so it is not vacuous. The bad-input sweep (``tests/bad_input_sweep.py``:
hundreds of mistakes at the command line and the Python API) is run in both languages too:
still one clean sentence each, and none of ours left in English. ``play`` in French answers a
bad move with a French sentence.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import re
import sys
from functools import lru_cache
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="the checks read the catalogue with Babel")

from mancala_teach import VARIANTS, variant  # noqa: E402
from mancala_teach import cli_play  # noqa: E402
from mancala_teach.cli import _options  # noqa: E402
from mancala_teach.i18n import use_language  # noqa: E402
from mancala_teach.narrate import (conservation_line, count_aloud, final_tally,  # noqa: E402
                                   move_result, narrate_step, narrate_trace)
from mancala_teach.players import choose_move, hint, plays_perfectly, too_big_for_perfect  # noqa: E402
from mancala_teach.players.matches import match  # noqa: E402
from mancala_teach.position import Position  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("catalogues", ROOT / "scripts" / "catalogues.py")
catalogues = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogues)

LANGUAGES = ("fr", "es")
# The modules whose words these are (the narration and everything the engine says).
OWN = ("mancala_teach/narrate.py", "mancala_teach/event_words.py", "mancala_teach/outcome.py",
       "mancala_teach/naming.py", "mancala_teach/position.py", "mancala_teach/engine.py",
       "mancala_teach/moves.py", "mancala_teach/variants.py", "mancala_teach/players/",
       "mancala_teach/cli_play.py", "mancala_teach/cli_class.py", "mancala_teach/checks.py",
       "mancala_teach/interrupts.py", "mancala_teach/match.py", "mancala_teach/cli.py")
# Placeholders that may hold a sentence of their own (the others hold a name, a letter, a
# number or a short phrase).
SENTENCES = {"why", "result", "reason", "clauses", "rule", "summary", "seats", "message",
             "head", "allowed", "value", "status", "example", "ending", "what", "options"}
# English words no French or Spanish sentence of the engine may hold (the seats, the game's
# words); a game's rules as typed ("kalah pits=3") are identifiers and are taken out first.
ENGLISH_WORDS = re.compile(r"\b(South|North|East|West|pits?|seeds?|stores?|turn|again|"
                           r"captures?|sow|sowed|chose|the|and)\b")
SPEC = re.compile(r"\b[a-z-]+(?: \w+=[\w,]+)+|\b\w+=[\w,]+")


@lru_cache(maxsize=None)
def english_patterns(code: str) -> tuple[re.Pattern, ...]:
    """Every English message of :data:`OWN` that a text in ``code`` must not show, as a
    pattern (its placeholders open); messages with fewer than two words of their own, or
    whose translation is the same words ("Ctrl-C"), are left out."""
    template = catalogues.read_catalog(catalogues.TEMPLATE)
    translated = {(m.context, m.id): m.string for m in
                  catalogues.read_catalog(catalogues.po_path(code), code) if m.id}
    patterns = []
    for m in template:
        if not m.id or not any(path.startswith(OWN) for path, _line in m.locations):
            continue
        sources = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = translated[(m.context, m.id)]
        strings = strings if isinstance(strings, tuple) else (strings,)
        for source in sources:
            if source in strings:
                continue
            pieces = re.split(r"\{(\w+)\}", source)
            if len(re.findall(r"[A-Za-z]{2,}", " ".join(pieces[0::2]))) < 2:
                continue
            patterns.append(re.compile("".join(
                re.escape(piece) if k % 2 == 0 else
                ".+?" if piece in SENTENCES else r"[^.!?;\n]+?"
                for k, piece in enumerate(pieces))))
    return tuple(patterns)


def english_left(texts: list[str], code: str, *, words: bool = True) -> list[str]:
    """What of ``texts`` is English: a message of ours, or (``words``) one of the English
    words."""
    found = []
    for text in texts:
        for pattern in english_patterns(code):
            hit = pattern.search(text)
            if hit:
                found.append(f"{hit[0]!r} in {text!r}")
                break
        else:
            word = ENGLISH_WORDS.search(SPEC.sub(" ", text)) if words else None
            if word:
                found.append(f"{word[0]!r} in {text!r}")
    return found


# --- the games --------------------------------------------------------------------------------

def rule_sets():
    """Every variant with its defaults and with each house rule's other values."""
    out = []
    for v in VARIANTS:
        out.append(v.rules())
        for opt in v.options:
            if isinstance(opt.default, bool):
                values = [not opt.default]
            elif opt.choices:
                values = [c for c in opt.choices if c != opt.default]
            else:
                continue
            for value in values:
                try:
                    out.append(v.rules(**{opt.name: value}))
                except Exception:      # noqa: BLE001 (teams=yes with the pie rule: refused)
                    pass
    out += [variant("kalah pits=3 seeds=2"), variant("kalah pits=2 seeds=1 pie_rule=yes "
                                                     "game_end=one_last_move"),
            variant("four-sided pits=3 seeds=1 partners=yes"),
            variant("four-sided pits=3 seeds=1 game_end=board_empty"),
            variant("oware pits=2 seeds=1"), variant("wari pits=2 seeds=2 grand_slam=spare_last"),
            variant("wari pits=3 seeds=1 grand_slam=spare_last"),
            variant("kalah teams=yes pits=3 seeds=2")]
    return out


RULE_SETS = rule_sets()


@lru_cache(maxsize=None)
def played(spec: str, seed: int):
    """A whole game of random moves, played with English in use: (traces, last position)."""
    rules = variant(spec)
    rng = random.Random(seed)
    pos = Position.start(rules)
    traces = []
    for _ply in range(400):
        if pos.is_over:
            break
        pos, trace = pos.play(rng.choice(pos.legal_moves()))
        traces.append(trace)
    return tuple(traces), pos


def told(spec: str, seed: int, *, players: bool = True) -> list[str]:
    """Everything the engine says about a game, in the language in use."""
    traces, end = played(spec, seed)
    rules = variant(spec)
    out = [Position.start(rules).board_text()]
    for ply, trace in enumerate(traces):
        out += narrate_trace(trace)
        out += [narrate_step(trace, k) for k in range(len(trace.events) + 1)]
        out.append(count_aloud(trace, 1, len(trace.events)))
        out.append(move_result(trace))
        frames = trace.frames()
        for frame in (frames[0], frames[len(frames) // 2]):
            out.append(conservation_line(frame.pits, frame.stores, frame.in_hand,
                                         rules.total_seeds, has_stores=rules.has_stores))
        if rules.sides == 2 and not rules.teams:
            out += narrate_trace(trace, players=("Ana", "Ben"))
        if players and ply % 9 == 0 and not trace.after.is_over:
            pos = trace.after
            out.append(choose_move(pos, "greedy", seed=ply).reason)
            out.append(choose_move(pos, "random", seed=ply).reason)
            out.append(hint(pos, "greedy", seed=ply).reason)
            if plays_perfectly(rules):
                out.append(choose_move(pos, "perfect", seed=ply).reason)
                out.append(hint(pos, "perfect", seed=ply).reason)
        out.append(trace.after.board_text().split("\n", 1)[1])   # (its first line: the spec)
    out += [final_tally(end), end.outcome.why, end.outcome.result()]
    if not plays_perfectly(rules):
        out.append(str(too_big_for_perfect(rules)))
    return out


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.spec())
def test_every_game_is_told_in_the_language(rules, code):
    with use_language(code):
        texts = [t for seed in (1, 2) for t in told(rules.spec(), seed)]
    assert len(texts) > 50
    assert english_left(texts, code) == []


def test_every_kind_of_event_and_ending_is_told():
    """The games above meet every kind of event and every way a game ends, so every
    sentence kind of the narration is checked."""
    from mancala_teach import events as E
    kinds, endings, reasons = set(), set(), set()
    for rules in RULE_SETS:
        for seed in (1, 2):
            traces, end = played(rules.spec(), seed)
            endings.add(end.outcome.termination)
            for trace in traces:
                for event in trace.events:
                    kinds.add(type(event))
                    reasons.add(getattr(event, "reason", None))
    import typing
    assert kinds == set(typing.get_args(E.Event))
    assert set(E.CaptureReason) <= reasons
    assert len(endings) >= 5      # the rarer endings are told in the test below


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_reason_to_pass_or_sweep_is_told(code):
    """Random games rarely meet some endings (a grand slam's sweep, an endless game), so
    each reason a player passes, seeds are swept off or a game ends is told here from the
    event itself."""
    from mancala_teach import events as E
    passes = [E.Pass(player=0, reason=r, sides=s) for r in E.PassReason for s in (2, 4)]
    sweeps = [E.Sweep(player=p, pits=(0, 1), seeds=(2, 1), total=3, reason=r, side=0, sides=s)
              for r in E.SweepReason for p in (0, None) for s in (2, 4)]
    from mancala_teach.outcome import Ending, Termination
    endings = [Ending(t, detail, kalah=kalah, sides=sides) for t in Termination
               for detail in (0, 1) for kalah in (False, True) for sides in (2, 4)]
    told_all = passes + sweeps + endings
    with use_language(code):
        texts = [e.why for e in told_all]
    with use_language("en"):
        english = [e.why for e in told_all]
    assert all(texts) and english_left(texts, code, words=False) == []
    assert len(english_left(english, code, words=False)) > len(english) // 2


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_check_finds_english(code):
    """Told in English, the same games are full of our English messages and words."""
    with use_language("en"):
        texts = told("kalah", 1, players=True) + told("oware", 1, players=False)
    left = english_left(texts, code)
    assert len(left) > len(texts) * 0.9


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_trace_is_told_in_the_language_of_the_telling(code):
    """Words are made when a trace or an outcome is read, not when the move is played: the
    same trace, told in one language and then another."""
    traces, end = played("kalah", 3)
    capture = next(t for t in traces if t.captures)
    with use_language("en"):
        english = narrate_trace(capture) + [end.outcome.why]
    with use_language(code):
        said = narrate_trace(capture) + [end.outcome.why]
    with use_language("en"):
        assert narrate_trace(capture) + [end.outcome.why] == english
    assert all(a != b for a, b in zip(english, said) if re.search("[a-z]{3}", a))


def test_french_and_spanish_words_children_read():
    """A few sentences as a child reads them, in each language's words (the header's
    glossary: graine, case, grenier; semilla, hoyo, granero)."""
    trace = Position.start(variant("kalah")).play("C")[1]
    with use_language("fr"):
        assert narrate_trace(trace)[:2] == [
            "Sud ramasse 4 graines dans la case C.",
            "Dépose-en une dans la case D\u00a0: elle en contient maintenant 5. Il reste 3 "
            "graines dans la main."]
        assert narrate_trace(trace)[-2] == ("La dernière graine est tombée dans le grenier de "
                                            "Sud\u00a0: Sud rejoue\u00a0!")
        assert count_aloud(trace, 1, 2) == ("Sud ramasse les 4 graines de la case C. "
                                            "1\u00a0: une graine dans la case D.")
    with use_language("es"):
        assert narrate_trace(trace)[0] == "Sur recoge 4 semillas del hoyo C."
        assert narrate_trace(trace)[3] == ("Deja una en el hoyo F: ahora tiene 5. Queda 1 "
                                           "semilla en la mano.")
        assert hint(Position.start(variant("kalah")), "greedy").reason == (
            "Prueba el hoyo C: tu última semilla cae en tu granero, así que vuelves a jugar.")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_match_summary_and_the_registry_speak_the_language(code):
    with use_language(code):
        texts = match(variant("kalah pits=3 seeds=2"), "greedy", "random", 2, seed=1).lines()
        for v in VARIANTS:
            texts += [v.summary, *(d.text for d in v.decisions)]
            for opt in v.options:
                texts.append(opt.help)
                values = ((True, False) if isinstance(opt.default, bool) else
                          opt.choices or (opt.default,))
                texts += [opt.says(value) for value in values]
    assert english_left(texts, code) == []


# --- play, in French and Spanish -----------------------------------------------------------------

def _play(code: str, typed: list[str], **sides) -> list[str]:
    """A ``play`` conversation: what it says, the prompts included."""
    feed = iter(typed)
    said: list[str] = []

    def read(prompt: str) -> str:
        said.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    args = argparse.Namespace(variant="kalah", option=["pits=3", "seeds=2"], south="you",
                              north="greedy", east="thinks ahead", west="thinks ahead",
                              games=None, seed=0, seconds=1, nodes=2000)
    vars(args).update(sides)
    with use_language(code):
        cli_play.run_play(args, _options, read=read, say=said.append)
    return said


def test_play_in_french_answers_a_bad_move_in_french():
    said = _play("fr", ["z", "G", "indice", "plateau", "A", "quitter"])
    assert said[0] == "Kalah\u00a0: toi en Sud, l’ordinateur (gourmand) en Nord."
    assert said[2] == "Sud, à toi de jouer (A, B, C\u00a0; ou indice, plateau, quitter)\u00a0: "
    assert said[3] == ("Il n’y a pas de case 'z'\u00a0: sur ce plateau, les cases vont de A "
                       "à F.")
    assert said[5] == ("La case G est à Nord, et c’est à Sud de jouer. Sud peut jouer\u00a0: "
                       "A, B, C.")
    assert said[7].startswith("Essaie la case ")
    assert said[-1] == "Partie arrêtée."
    assert english_left(said, "fr") == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_game_of_play_speaks_the_language(code):
    """To the end of a game: every board, move, reason, hint and the final tally; the English
    words for hint and board work too."""
    said = _play(code, ["hint", "?", "board"] + ["A", "B", "C", "D", "E", "F"] * 12)
    assert english_left(said, code) == []
    assert said[-1].startswith({"fr": "Partie terminée", "es": "Fin de la partida"}[code])


# --- every bad input, in both languages -----------------------------------------------------------

@pytest.mark.parametrize("code", LANGUAGES)
def test_the_bad_input_sweep_in_the_language(code):
    """The sweep's mistakes at the command line and the API: one clean sentence each (one
    line, a capital, a full stop, short), and none of ours in English."""
    sys.path.insert(0, str(ROOT / "tests"))
    import bad_input_sweep as sweep
    with use_language(code):
        results = sweep.run_all(sweep.cli_cases() + sweep.api_cases())
    dirty = [(r.case.label, r.problem, r.message) for r in results if r.problem]
    assert dirty == []
    messages = [r.message.removeprefix("mancala-teach: ") for r in results]
    # (other modules' sentences may still be English here: only ours are looked for)
    left = english_left(messages, code, words=False)
    assert left == [], left[:10]
