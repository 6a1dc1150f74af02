"""Notebook 6's results: who wins small Kalah boards with perfect play, as data and a table."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from mancala_teach import Position
from mancala_teach.players import solver
from mancala_teach.players.advantage import (CAPTURE_RULES, capture_words, first_player_result,
                                             first_player_results, kalah_rules, known_boards,
                                             live_in_lesson, reachable_positions,
                                             results_table_html)


def test_a_result_is_the_first_players_margin_in_words():
    for pits, seeds in ((2, 2), (3, 1), (2, 1)):
        for rule in CAPTURE_RULES:
            rules = kalah_rules(pits, seeds, rule)
            r = first_player_result(rules, live=True)
            margin = solver.solve(Position.start(rules)).margin   # South moves first in Kalah
            assert r.margin == margin and r.live and r.capture_empty_opposite == rule
            assert r.words == ("draw" if margin == 0 else
                               f"South wins by {margin}" if margin > 0 else
                               f"North wins by {-margin}")
            assert r.phrase == ("it is a draw" if margin == 0 else r.words)
            assert r.board == f"{pits} pits, {seeds} seed" + ("s" if seeds > 1 else "")


def test_saved_results_agree_with_solving_now():
    """A board read from the shipped results has the value a live solve gives (on the ones
    quick enough to solve here)."""
    saved = solver.load_cache()
    checked = 0
    for pits, seeds in known_boards():
        for rule in CAPTURE_RULES:
            rules = kalah_rules(pits, seeds, rule)
            if rules.spec() in saved and solver.solvable(rules):
                assert first_player_result(rules, live=False).margin == \
                    first_player_result(rules, live=True).margin
                checked += 1
    assert checked >= 1 or not saved


def test_known_boards_are_live_or_saved_under_both_rules():
    saved = solver.load_cache()
    boards = known_boards()
    assert (2, 2) in boards and (1, 1) in boards
    for pits, seeds in boards:
        for rule in CAPTURE_RULES:
            rules = kalah_rules(pits, seeds, rule)
            assert live_in_lesson(rules) or rules.spec() in saved


def test_the_table_has_a_row_per_pits_and_a_column_per_seeds():
    results = first_player_results([(1, 1), (1, 2), (2, 1)], live=lambda rules: True,
                                   capture_rules=(False,))
    root = ET.fromstring(results_table_html(results, caption="Kalah"))
    heads = [th.text for th in root.iter("th") if th.get("scope") == "col"]
    assert heads == ["Pits a side", "1 seed", "2 seeds"]
    rows = {tr.find("th").text: [td.text for td in tr.findall("td")]
            for tr in root.find("tbody").findall("tr")}
    by = {(r.pits, r.seeds): r.words.replace(" by ", " by\u00a0") + "\u00a0*" for r in results}
    assert rows == {"1 pit": [by[(1, 1)], by[(1, 2)]], "2 pits": [by[(2, 1)], "not solved"]}
    assert "worked out as this page ran" in root.find("caption").text
    assert capture_words(True) == "capture opposite an empty pit: yes"


def test_reachable_positions_counts_what_the_engine_can_reach():
    """The lean count agrees with a search over Position objects (pits, stores, whose turn)."""
    for pits, seeds in ((2, 1), (2, 2), (3, 1)):
        rules = kalah_rules(pits, seeds)
        start = Position.start(rules)
        seen = {(start.pits, start.stores, start.to_move)}
        todo = [start]
        while todo:
            pos = todo.pop()
            for move in pos.legal_moves():
                after = pos.after(move)
                key = (after.pits, after.stores, after.to_move)
                if key not in seen:
                    seen.add(key)
                    todo.append(after)
        assert reachable_positions(rules) == len(seen), (pits, seeds)
