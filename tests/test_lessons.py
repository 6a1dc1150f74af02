"""The lesson data the notebooks and the printed lesson pages share, and its engine answers."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from mancala_teach import Position, variant
from mancala_teach.errors import InvalidOptionError
from mancala_teach.puzzles import tchoukaillon
from mancala_teach.teaching import game_data
from mancala_teach.teaching.lessons import (
    ASKS, COMMON_CORE, ENGLAND, LESSONS, TCHOUKAILLON_UP_TO, lesson, tchoukaillon_boards,
    tchoukaillon_step, work_out)

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
ITEMS = [(L.number, i, item) for L in LESSONS for i, item in
         enumerate(L.estimates + L.exit_ticket)]


def ids(case):
    return f"lesson{case[0]}-{case[1]}"


def test_one_lesson_per_notebook():
    assert [L.number for L in LESSONS] == [1, 2, 3, 4, 5, 6]
    for L in LESSONS:
        assert (NOTEBOOKS / L.notebook).name.startswith(f"{L.number}-")
        assert (NOTEBOOKS / L.notebook).exists(), L.notebook
        assert lesson(L.number) is L
    with pytest.raises(InvalidOptionError, match="lessons 1 to 6"):
        lesson(7)


@pytest.mark.parametrize("L", LESSONS, ids=lambda L: f"lesson{L.number}")
def test_every_lesson_has_its_parts(L):
    assert 2 <= len(L.goals) <= 4 and all(g.startswith("I can ") for g in L.goals)
    frameworks = {s.framework for s in L.standards}
    assert frameworks == {COMMON_CORE, ENGLAND}, "both curricula are named"
    assert all(s.code and s.wording and s.practised_by for s in L.standards)
    assert len(L.watch_for) >= 3
    assert all(w.name and w.looks_like and w.teacher_move for w in L.watch_for)
    assert len(L.sections) >= 3 and all(s.title and s.talk.strip() for s in L.sections)
    assert len({s.title for s in L.sections}) == len(L.sections)
    assert len(L.convince_me) >= 3 and all("___" in stem for stem in L.convince_me)
    assert L.estimates, "at least one estimate-first item"
    assert 2 <= len(L.exit_ticket) <= 3
    # The exit ticket mirrors the goals: every goal is checked by an item.
    assert sorted({item.goal for item in L.exit_ticket}) == list(range(len(L.goals)))
    card = L.card
    assert card.launch_minutes == 5 and card.materials and card.launch and card.summarise
    assert len(card.explore) >= 3 and any("pair" in step.lower() or "partner" in step.lower()
                                          for step in card.explore)
    assert [lv.level for lv in L.rubric.levels] == [4, 3, 2, 1]
    assert L.rubric.task and all(lv.descriptor for lv in L.rubric.levels)


def test_named_misconceptions_are_there():
    names = " / ".join(w.name for L in LESSONS for w in L.watch_for)
    for must in ("first seed back into the emptied pit", "Counting the start pit as 1",
                 "opponent's store in Kalah", "a store in Oware",
                 "skipping the start pit on an Oware lap",
                 "exactly as many seeds as steps to the store"):
        assert must in names
    # Words a teacher reads on the card: no letter standing for a number nobody defined, and
    # the Kalah capture rule as it is (the seeds come from the opponent's pit).
    said = " ".join(f"{w.name} {w.teacher_move}" for L in LESSONS for w in L.watch_for)
    assert "exactly d seeds" not in said
    assert "capture only from your own empty pits" not in said


def test_standards_cite_the_ones_the_lessons_really_practise():
    codes = {L.number: {s.code for s in L.standards} for L in LESSONS}
    assert "4.OA.A.3" in codes[2]      # interpret remainders: count on the remainder
    assert "6.SP.B.5" in codes[5] and "6.SP.B.4" in codes[5]   # median, range, dot plot
    assert "MP3" in codes[3]           # explain which house rule changes the score
    assert "3.OA.A.1" in codes[1]      # 12 groups of 4
    assert "MP3" in codes[6]           # test a claim: one counterexample is enough
    assert not any(code.startswith(("6.SP", "7.SP")) for code in codes[6]), \
        "solver results are not a statistical data set"


@pytest.mark.parametrize("case", ITEMS, ids=ids)
def test_every_item_is_answered_by_the_engine(case):
    _, _, item = case
    assert item.ask in ASKS
    worked = work_out(item)
    assert worked.value is not None and worked.text


def _item(number: int, ask: str):
    L = lesson(number)
    return next(i for i in L.estimates + L.exit_ticket if i.ask == ask)


def test_pit_after_and_total_after_recomputed():
    item = _item(1, "pit_after")
    before = item.setup.position()
    after = before.after(item.move)
    assert work_out(item).value == after.count(item.target) == before.count(item.target) + 1
    assert work_out(_item(1, "total_after")).value == before.total == 48


def test_total_is_pits_times_seeds():
    item = _item(1, "total")
    rules = item.setup.rules()
    assert work_out(item).value == rules.pit_count * rules.seeds_per_pit


def _count_on(path: list[str], seeds: int) -> str:
    """Count on one place per seed along the cycle, the way a child does with beans."""
    place = None
    for k in range(seeds):
        place = path[k % len(path)]
    return place


@pytest.mark.parametrize("case", [c for c in ITEMS if c[2].ask == "lap_landing"], ids=ids)
def test_lap_landings_agree_with_counting_on_and_with_a_real_move(case):
    from mancala_teach.landing import sowing_path
    item = case[2]
    rules = item.setup.rules()
    pit = "ABCDEFGHIJKL".index(item.move)
    assert work_out(item).value == _count_on(sowing_path(rules, 0, pit), item.seeds)
    # A real position with that many seeds in the pit, played by the engine.
    pits = [0] * rules.pit_count
    pits[pit] = item.seeds
    pits[rules.pits_per_side] = 1                   # North has a seed: no feeding needed
    rest = rules.total_seeds - sum(pits)
    pos = Position.of(rules, pits, (rest // 2, rest - rest // 2), 0)
    drop = pos.play(item.move)[1].last_drop
    name = f"pit {'ABCDEFGHIJKL'[drop.pit]}" if hasattr(drop, "pit") else "South's store"
    assert work_out(item).value == name
    # Not typed in: another seed count gives the next place.
    assert work_out(replace(item, seeds=item.seeds + 1)).value != name


def test_extra_turn_counts_every_one_checked():
    item = _item(2, "extra_turn_counts")
    counts = work_out(item).value
    rules = item.setup.rules()
    pit = "ABCDEF".index(item.move)
    distance = rules.pits_per_side - pit
    assert counts[0] == distance and all(b - a == 13 for a, b in zip(counts, counts[1:]))
    for seeds in range(1, item.upto + 1):
        pits = [0] * rules.pit_count
        pits[pit], pits[rules.pits_per_side] = seeds, 1
        rest = rules.total_seeds - sum(pits)
        pos = Position.of(rules, pits, (rest // 2, rest - rest // 2), 0)
        assert pos.play(item.move)[1].extra_turn == (seeds in counts), seeds


def test_kalah_extra_turn_moves_and_capture():
    item = _item(3, "extra_turn_moves")
    start = item.setup.position()
    assert work_out(item).value == tuple(str(m) for m in start.legal_moves()
                                         if start.play(m)[1].extra_turn)
    capture = _item(3, "captured")
    before = capture.setup.position()
    after, trace = before.play(capture.move)
    assert work_out(capture).value == after.stores[0] - before.stores[0] == trace.captured > 0


def test_house_rule_answer_is_the_best_score_for_north():
    item = _item(3, "house_rule")
    scores = {c: item.setup.position(leftovers=c).after(item.move).outcome.scores[1]
              for c in item.choices}
    assert len(set(scores.values())) > 1, "the rule must make a difference here"
    assert scores[work_out(item).value] == max(scores.values())


def test_oware_items_account_for_every_seed():
    chain = _item(4, "accounting")
    parts = work_out(chain).value
    assert sum(parts) == 48
    after = chain.setup.position().after(chain.move)
    assert parts == (sum(after.side(0)), sum(after.side(1)), *after.stores)
    slam = _item(4, "side_after")
    worked = work_out(slam)
    done = slam.setup.position().after(slam.move)
    assert worked.value == sum(done.side(1)) == 0
    # The text says where the rest of the 48 are.
    rest = sum(done.side(0))
    assert rest > 0 and f"{done.stores[0]} + {done.stores[1]} + {rest} = 48" in worked.text


def test_half_checks():
    for L in LESSONS:
        for item in L.estimates:
            if item.ask == "half_check":
                value = work_out(item).value
                flipped = replace(item, target="South's store" if item.target != "South's store"
                                  else "the pits")
                assert value in ("more", "less", "exactly half")
                assert work_out(flipped).text != work_out(item).text


def test_statistics_items_use_the_game_data():
    item = _item(5, "median_range")
    spread = game_data.game_lengths(item.setup.rules(), item.games)
    ordered = sorted(spread.lengths)
    assert work_out(item).value == (ordered[len(ordered) // 2], ordered[-1] - ordered[0])
    assert str(spread.lengths[0]) in work_out(item).given
    compare = _item(5, "compare_lengths")
    a = game_data.game_lengths(variant("kalah"), compare.games)
    b = game_data.game_lengths(variant("oware"), compare.games)
    longer = "Kalah" if a.median > b.median else "Oware (Abapa)"
    assert work_out(compare).value == longer


def test_unknown_ask_is_one_sentence():
    with pytest.raises(InvalidOptionError, match="An item asks one of"):
        work_out(replace(_item(1, "total"), ask="guess"))


# --- Tchoukaillon: the extension's boards ------------------------------------------------------

def test_tchoukaillon_boards_each_have_exactly_one_win():
    boards = tchoukaillon_boards()
    assert len(boards) == TCHOUKAILLON_UP_TO
    for n, board in enumerate(boards, 1):
        assert sum(board) == n
        assert len(tchoukaillon.winning_sequences(board, limit=5)) == 1


def test_tchoukaillon_board_grows_from_the_one_before():
    boards = tchoukaillon_boards()
    assert tchoukaillon_step(()) == boards[0]
    for smaller, bigger in zip(boards, boards[1:]):
        assert tchoukaillon_step(smaller) == bigger
        # Forwards: the first winning move on the bigger board leaves the smaller one.
        first = tchoukaillon.solve(bigger)[0]
        after = tchoukaillon.sow(bigger, first)
        assert after[len(after) - len(smaller):] == smaller
        assert not any(after[:len(after) - len(smaller)])


# --- data from whole games -------------------------------------------------------------------

def test_length_data_has_at_least_50_games_of_every_variant():
    data = game_data.length_data()
    from mancala_teach import VARIANTS
    assert list(data) == [v.title for v in VARIANTS]
    for title, spread in data.items():
        assert spread.games >= 50, title
        assert spread.lowest <= spread.median <= spread.highest
        assert len(set(spread.lengths)) > 1 or "Ignorant" in title
    assert game_data.length_data() == data, "seeded: the same data every time"
    assert game_data.length_data(seed=1) != data


def test_a_random_game_length_is_the_engine_game_length():
    """The lean path counts the moves of the same game the traced engine plays."""
    from mancala_teach.lean import SWAP_MOVE, lean
    for name in ("kalah", "oware", "lane-wise", "giuthi"):
        rules = variant(name)
        fast = lean(rules)
        for seed in range(3):
            length = game_data.random_game_length(rules, random.Random(seed))
            rng = random.Random(seed)
            pos, moves = Position.start(rules), 0
            while not pos.is_over:
                codes = fast.moves(fast.state_of(pos))
                code = rng.choice(codes)
                pos = pos.after(fast.move(code))
                moves += code != SWAP_MOVE
            assert moves == length, (name, seed)


def test_game_count_must_be_sensible():
    with pytest.raises(InvalidOptionError, match="number of games"):
        game_data.game_lengths(variant("kalah"), 0)


def test_landing_is_where_the_engine_drops_the_last_seed():
    item = _item(2, "landing")
    _, trace = item.setup.position().play(item.move)
    assert work_out(item).value == f"pit {'ABCDEFGHIJKL'[trace.last_drop.pit]}"


def test_standards_table_names_every_standard_once():
    from mancala_teach.teaching.lessons import standards_table
    table = standards_table().splitlines()
    assert len(table) == 2 + sum(len(L.standards) for L in LESSONS)
    for L in LESSONS:
        assert sum(line.startswith(f"| {L.number} {L.title} |") for line in table) == 1
        for s in L.standards:
            assert any(s.code in line and s.practised_by in line for line in table)


def test_the_same_games_are_played_once():
    first = game_data.game_lengths(variant("kalah"))
    assert game_data.game_lengths(variant("kalah"), game_data.GAMES_PER_VARIANT,
                                  seed=game_data.DATA_SEED) is first


def test_notebook_3_estimate_is_the_end_game_it_asks_about():
    # build_notebooks.py lets the estimate draw the end-game board instead of drawing it twice.
    from mancala_teach.teaching.lessons import KALAH_ENDGAME
    item = lesson(3).estimates[0]
    assert item.setup == KALAH_ENDGAME and item.draw_board


# --- notebook 6: who wins with perfect play, from the exact solver ------------------------------

def test_perfect_play_items_are_the_solvers_results():
    from mancala_teach.naming import PLAYER_NAMES
    from mancala_teach.players.solver import solve
    for item in (i for i in lesson(6).exit_ticket if i.ask == "perfect_play"):
        rules = item.setup.rules()
        margin = solve(Position.start(rules)).margin       # South moves first in Kalah
        winner = "draw" if margin == 0 else PLAYER_NAMES[0 if margin > 0 else 1]
        assert work_out(item).value == (winner, abs(margin))


def test_the_claim_item_is_a_real_counterexample():
    """The "going first always wins" item is a board the first player cannot win."""
    item = next(i for i in lesson(6).exit_ticket if "first always wins" in i.prompt)
    winner, _ = work_out(item).value
    assert winner != "South"
    assert "does not always win" in work_out(item).text


def test_the_table_row_is_read_from_the_solver():
    from mancala_teach.players.solver import solve
    item = lesson(6).exit_ticket[0]
    given = work_out(item).given
    pits = item.setup.rules().pits_per_side
    for seeds in range(1, item.upto + 1):
        margin = solve(Position.start(variant("kalah", pits=pits, seeds=seeds))).margin
        words = "draw" if margin == 0 else (f"{'South' if margin > 0 else 'North'} wins by "
                                            f"{abs(margin)}")
        assert f"{seeds} seed{'s' if seeds > 1 else ''} each: {words}" in given


def test_the_capture_rule_item_changes_the_winner():
    from mancala_teach.players.solver import who_wins
    item = next(i for i in lesson(6).exit_ticket if i.ask == "capture_rule")
    margins = [who_wins(item.setup.rules(capture_empty_opposite=rule)).margin
               for rule in (False, True)]
    signs = [(m > 0) - (m < 0) for m in margins]
    assert signs[0] != signs[1], "the item is about a board whose winner the rule changes"
    worked = work_out(item)
    assert worked.text.startswith("The winner changes")
    # A board where the rule changes nothing says so.
    same = replace(item, setup=replace(item.setup, options=(("pits", 1), ("seeds", 1))))
    assert "no difference" in work_out(same).text


def test_first_player_boards_counts_every_known_board():
    from mancala_teach.players.advantage import known_boards
    counts = work_out(lesson(6).estimates[0]).value
    assert len(counts) == 2 and all(sum(c) == len(known_boards()) for c in counts)
    assert all(c[1] > 0 for c in counts), "North wins some boards: the claim is false"


# --- exit tickets check understanding, not memory (review findings 3, 4, 5, 8, 16) -------------

def _notebook_code(L) -> str:
    import nbformat
    nb = nbformat.read(NOTEBOOKS / L.notebook, as_version=4)
    return "\n".join(c.source for c in nb.cells if c.cell_type == "code")


def _card_text(L) -> str:
    card = L.card
    return " ".join((card.launch, *card.explore, card.summarise))


@pytest.mark.parametrize("L", LESSONS, ids=lambda L: f"lesson{L.number}")
def test_no_exit_ticket_item_uses_a_position_the_notebook_or_the_card_shows(L):
    from mancala_teach.teaching.lessons import board_words
    code = _notebook_code(L)
    shown = {item.setup for item in L.estimates if item.setup is not None}
    for item in L.exit_ticket:
        if item.setup is None or item.setup.pits is None:
            continue
        assert str(list(item.setup.pits)) not in code, (L.number, item.prompt)
        assert item.setup not in shown, (L.number, item.prompt)
        assert board_words(item.setup) not in _card_text(L), (L.number, item.prompt)


def test_the_notebook_position_check_can_see_the_lesson_positions():
    """The test above would catch a ticket reusing a lesson's position: the notebooks do
    show these (as list literals in their code)."""
    from mancala_teach.teaching.lessons import (KALAH_CAPTURE, KALAH_ENDGAME, OWARE_CHAIN,
                                                OWARE_SLAM)
    assert str(list(KALAH_CAPTURE.pits)) in _notebook_code(lesson(3))
    assert str(list(KALAH_ENDGAME.pits)) in _notebook_code(lesson(3))
    assert str(list(OWARE_CHAIN.pits)) in _notebook_code(lesson(4))
    assert str(list(OWARE_SLAM.pits)) in _notebook_code(lesson(4))


@pytest.mark.parametrize("number", [3, 4])
def test_position_tickets_are_fresh_positions_of_the_lessons_kind(number):
    """Lessons 3 and 4 show the start and their own positions: every ticket item that asks
    about a board has a board of its own, and asks the same kind of question as the notebook
    (a capture that really captures, a grand slam that really empties North's side)."""
    L = lesson(number)
    for item in L.exit_ticket:
        assert item.setup is not None and item.setup.pits is not None, item.prompt
        assert item.setup.variant == ("kalah" if number == 3 else "oware")
    kinds = [item.ask for item in L.exit_ticket]
    if number == 3:
        assert kinds == ["extra_turn_moves", "captured", "house_rule"]
        assert work_out(L.exit_ticket[0]).value, "some pit gives an extra turn"
        assert work_out(L.exit_ticket[1]).value > 0
        end = L.exit_ticket[2]
        assert end.setup.position().after(end.move).is_over
    else:
        assert kinds == ["captured", "accounting", "side_after"]
        chain = L.exit_ticket[0]
        trace = chain.setup.position().play(chain.move)[1]
        assert len(trace.captures[0].pits) >= 2, "a chain, not a single capture"
        assert work_out(L.exit_ticket[2]).value == 0, "the grand slam empties North's side"


@pytest.mark.parametrize("number", [3, 4])
def test_the_cards_write_out_every_position_they_ask_pairs_to_set_up(number):
    """No card has a board on it, so a position pairs set up is written out in counts, once,
    where the card first names it."""
    import re
    from mancala_teach.teaching.lessons import Setup, board_words
    text = _card_text(lesson(number))
    names = set(re.findall(r"set up the ([\w-]+) position", text, re.IGNORECASE))
    assert names
    assert "from the card" not in text
    for name in names:
        written = re.search(rf"{name} position \((South's pits [^)]*)\)", text)
        assert written, name
        pits = written.group(1).split("stores")[0]
        assert len(re.findall(r"\b\d+\b", pits)) == 12, name     # every pit, A to L
    assert board_words(Setup("kalah")).startswith("South's pits A-F: 4 4 4 4 4 4; North's")


def test_a_house_rule_question_lists_the_rules_it_asks_about():
    from mancala_teach.glossary import choice_words
    items = [i for L in LESSONS for i in L.exit_ticket if i.ask == "house_rule"]
    assert items
    for item in items:
        for choice in item.choices:
            assert choice_words(item.option, choice) in item.prompt, choice


def test_an_average_per_pit_is_asked_of_a_board_that_fills_every_pit():
    """Lane's Game of the Wise puts all 72 pebbles in its 8 middle cells: an average over 12
    would mislead, so the ticket asks about a game whose every pit starts with pebbles."""
    items = [i for L in LESSONS for i in L.exit_ticket + L.estimates
             if i.ask == "seeds_per_pit"]
    assert items
    for item in items:
        assert all(item.setup.position().pits), item.setup.variant
        assert str(item.setup.rules().total_seeds) in item.prompt
        assert str(item.setup.rules().pit_count) in item.prompt
    assert not all(Position.start(variant("lane-wise")).pits)   # the check can fail


def test_lesson_2_names_pit_cs_extra_turns_the_chart_shows():
    """The saw-tooth chart of notebook 2 is pit C's: the seed counts the standards name are
    the ones that put pit C's last seed in South's store."""
    import re
    from mancala_teach.landing import landing_table
    kalah = variant("kalah")
    store = [row.seeds for row in landing_table(kalah, 2, 45) if row.name == "South's store"]
    assert "landing_chart(kalah, 2, 30)" in _notebook_code(lesson(2))
    named = [s.practised_by for s in lesson(2).standards if "extra turn" in s.practised_by]
    assert named
    for words in named:
        assert "pit C" in words
        numbers = [int(n) for n in re.findall(r"\d+", words)]
        assert numbers == store[:len(numbers)] and len(numbers) >= 3, words


def test_the_class_dot_plot_is_long_enough_for_an_oware_game():
    from mancala_teach.teaching.lessons import CLASS_PLOT_MOVES
    longest = max(game_data.game_lengths(variant(name)).highest for name in ("kalah", "oware"))
    assert CLASS_PLOT_MOVES >= longest
    card = lesson(5).card
    assert f"0 to {CLASS_PLOT_MOVES}" in " ".join(card.materials)
    assert "quick game" not in " ".join(card.explore)
    assert any("minutes at most" in step for step in card.explore)
