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
    ASKS, COMMON_CORE, ENGLAND, FIRST_MINUTES, LESSONS, PICTURE_WORDS, TCHOUKAILLON_UP_TO,
    lesson, tchoukaillon_boards, tchoukaillon_step, work_out)

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
    assert card.explore and card.stretch and len(card.explore + card.stretch) >= 3
    assert any("pair" in step.lower() or "partner" in step.lower() for step in card.explore)
    assert [lv.level for lv in L.rubric.levels] == [4, 3, 2, 1]
    assert L.rubric.task and all(lv.descriptor for lv in L.rubric.levels)
    # what it needs, what to give next, words for English learners (issue 24 items 3, 4)
    assert L.builds_on.endswith(".")
    for step in (card.struggling, card.early_finishers):
        assert step.give and step.say.startswith("\"") and step.say.endswith("\"")
    assert len(L.frames) >= 3 and all("___" in frame for frame in L.frames)
    assert set(L.words) <= set(PICTURE_WORDS)
    # every ticket item says what to do next for a child who gets it wrong (issue 23 item 17)
    assert all(len(item.if_wrong) > 40 for item in L.exit_ticket)


@pytest.mark.parametrize("L", LESSONS, ids=lambda L: f"lesson{L.number}")
def test_the_steps_add_up_to_the_time_the_lesson_states(L):
    card = L.card
    total = (card.launch_minutes + card.explore_minutes + card.summarise_minutes
             + card.ticket_minutes)
    assert L.minutes.split()[0] == str(total), (L.minutes, total)
    assert "-" not in L.minutes.split()[0], "one time, not a range that need not add up"
    assert card.explore_minutes > FIRST_MINUTES   # the first 10 minutes, then the stretch


def test_each_lesson_says_what_it_builds_on_and_none_needs_a_later_or_harder_one():
    """The bands (1-3, 4-6, 3-6, 5-8, 6-8, 5-8) are not in the order of the numbers, so no
    lesson may need a lesson after it, or one whose band starts later than its own, except
    as a stretch that says so."""
    import re
    start = {L.number: int(re.search(r"grades (\d)", L.grade_band).group(1)) for L in LESSONS}
    for L in LESSONS:
        needs = [int(n) for n in re.findall(r"[Ll]esson (\d)", L.builds_on)]
        for n in needs:
            assert n < L.number, (L.number, L.builds_on)
            if start[n] > start[L.number]:
                assert "stretch" in L.builds_on, (L.number, L.builds_on)
    assert lesson(1).builds_on.startswith("Nothing")
    assert lesson(6).builds_on.startswith("Lesson 3")


def test_the_first_ten_minutes_of_lesson_1_are_for_six_year_olds():
    """Lesson 1's band starts at six: its launch and first steps count a small board (12, in
    2s); 48 and counting in 4s wait for the stretch (issue 24 item 4)."""
    import re
    L = lesson(1)
    first = " ".join((L.card.launch, *L.card.explore))
    assert max(int(n) for n in re.findall(r"\b\d+\b", first)) <= 20
    assert "in 2s" in first and "in 4s" not in first and "half" not in first
    assert "48" in " ".join(L.card.stretch) and "in 4s" in " ".join(L.card.stretch)
    assert "three moves" in first and "10 moves" not in first
    assert not any(i.ask == "half_check" for i in L.estimates)
    assert work_out(L.exit_ticket[0]).value <= 20     # the ticket counts a board of 16
    assert L.card.safety and "choke" in L.card.safety


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
    assert work_out(_item(1, "total_after")).value == before.total == 16


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


def test_the_repeat_item_is_answered_by_sowing_and_explains_the_cycle():
    """Lesson 2's third item asks why 16 seeds from D give an extra turn as 3 do: the engine
    sows both, and the answer gives the reason (13 places, back to D), not a list."""
    item = _item(2, "cycle_reason")
    rules = item.setup.rules()
    pit = "ABCDEF".index(item.move)

    def lands_in_store(seeds):
        pits = [0] * rules.pit_count
        pits[pit], pits[rules.pits_per_side] = seeds, 1
        rest = rules.total_seeds - sum(pits)
        pos = Position.of(rules, pits, (rest // 2, rest - rest // 2), 0)
        return pos.play(item.move)[1].extra_turn

    assert lands_in_store(3) and lands_in_store(item.seeds)
    worked = work_out(item)
    assert worked.value is True and worked.text.startswith("Yes")
    assert f"{item.seeds} = 13 × 1 + 3" in worked.text and "come back to pit D" in worked.text
    other = work_out(replace(item, seeds=item.seeds + 1))
    assert other.value is False and other.text.startswith("No")
    assert "explain" in item.prompt.lower() and "list" not in item.prompt.lower()


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
    # the move ends the game by emptying South's side, with no capture: the only rule a child
    # needs to see why is the one the question is about (issue 23 item 10)
    after, trace = item.setup.position().play(item.move)
    assert after.is_over and not trace.captures and not any(after.side(0))
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
    assert len(ordered) == 9
    # grade 6's quartiles: the medians of the four below and the four above the median
    q1, q3 = (ordered[1] + ordered[2]) / 2, (ordered[6] + ordered[7]) / 2
    assert work_out(item).value == (ordered[4], ordered[-1] - ordered[0], q3 - q1)
    assert str(spread.lengths[0]) in work_out(item).given
    compare = _item(5, "compare_lengths")
    a = game_data.game_lengths(compare.setup.rules(), compare.games)
    b = game_data.game_lengths(variant(compare.versus), compare.games)
    assert a.median != b.median
    longer = "Kalah with 3" if a.median > b.median else "Kalah with 6"
    assert work_out(compare).value.startswith(longer)
    assert "middle half" in work_out(compare).text


def test_spread_quartiles_are_the_medians_of_the_halves():
    spread = game_data.Spread((9, 1, 5, 3, 7))          # 1 3 | 5 | 7 9
    assert (spread.lower_quartile, spread.median, spread.upper_quartile) == (2, 5, 8)
    assert spread.iqr == 6 and spread.range == 8
    even = game_data.Spread((1, 2, 3, 4, 5, 6))          # 1 2 3 | 4 5 6
    assert (even.lower_quartile, even.upper_quartile, even.iqr) == (2, 5, 3)


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
    """The "going first always wins" item names the boards of its data the first player
    cannot win, each checked with the solver, and says one counterexample is enough."""
    from mancala_teach.players.solver import solve
    item = next(i for i in lesson(6).exit_ticket if i.ask == "claim")
    worked = work_out(item)
    lost = [spec for spec in item.specs if solve(Position.start(variant(spec))).margin <= 0]
    assert lost and len(worked.value) == len(lost) < len(item.specs)
    assert worked.text.startswith("No") and "One board where the claim fails" in worked.text
    # its data is the row the first item prints (it shows no data of its own)
    row = next(i for i in lesson(6).exit_ticket if i.upto)
    assert not item.show_given and row.show_given
    assert {variant(s).pits_per_side for s in item.specs} == {row.setup.rules().pits_per_side}
    assert len(item.specs) == row.upto


def test_the_table_row_is_read_from_the_solver_and_does_not_print_its_answer():
    from mancala_teach.players.solver import solve
    item = lesson(6).exit_ticket[0]
    worked = work_out(item)
    pits = item.setup.rules().pits_per_side
    margins = [solve(Position.start(variant("kalah", pits=pits, seeds=s))).margin
               for s in range(1, item.upto + 1)]
    signed = ", ".join(f"+{m}" if m > 0 else f"\u2212{-m}" if m < 0 else "0" for m in margins)
    assert worked.given.endswith(signed + ".")
    asked = margins[item.setup.rules().seeds_per_pit - 1]
    assert asked < 0, "the board asked about is one North wins: the sign must be read"
    assert worked.value == ("North", -asked)
    assert "wins by" not in worked.given     # the question's answer is not printed with it


def test_the_capture_rule_item_changes_the_margin_on_a_board_the_notebook_does_not_use():
    from mancala_teach.players.solver import who_wins
    item = next(i for i in lesson(6).exit_ticket if i.ask == "capture_rule")
    margins = [who_wins(item.setup.rules(capture_empty_opposite=rule)).margin
               for rule in (False, True)]
    signs = [(m > 0) - (m < 0) for m in margins]
    assert signs[0] == signs[1] and margins[0] != margins[1]
    worked = work_out(item)
    assert worked.text.startswith("The winner stays the same, but the margin changes")
    assert "other moves to choose from" in worked.text
    # a board that changes the winner says so
    changes = replace(item, setup=replace(item.setup, options=(("pits", 5), ("seeds", 2))))
    assert work_out(changes).text.startswith("The winner changes")
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
    return " ".join((card.launch, *card.explore, *card.stretch, card.summarise))


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


def test_tickets_that_read_results_use_boards_and_data_the_notebook_does_not_show():
    """Lesson 6's notebook plays 2 pits with 2 and 3 seeds and 3 pits with 3; lesson 5's shows
    the default games' data and 9 games of Kalah: the tickets ask about other ones."""
    import re
    code = _notebook_code(lesson(6))
    shown = {(int(p), int(s)) for p, s in re.findall(r"pits=(\d), seeds=(\d)", code)}
    assert shown
    for item in lesson(6).exit_ticket:
        if item.setup is not None and item.ask != "capture_rule":
            rules = item.setup.rules()
            assert (rules.pits_per_side, rules.seeds_per_pit) not in shown, item.prompt
    five = lesson(5)
    for item in five.exit_ticket:
        if item.setup is not None:
            assert item.setup.rules().options, "a house-rule board, not the notebook's games"
    assert "Item(\"\", \"median_range\", KALAH_START, games=9)" in _notebook_code(five)


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


def test_oware_watch_for_is_true_on_laps():
    """Notebook 4's "Counting before the seed lands": on a lap a pit gets two seeds, so it can
    go from 0 to 2 (17 seeds from F put 2 into pit L) - the words say so (issue 23 item 14)."""
    rules = variant("oware")
    pits = [0] * 12
    pits[5], pits[0], pits[6] = 17, 1, 3      # G keeps seeds: no grand slam
    rest = rules.total_seeds - sum(pits)
    pos = Position.of(rules, pits, (rest // 2, rest - rest // 2), 0)
    after, trace = pos.play("F")
    assert pos.count("L") == 0
    assert (trace.last_drop.pit, trace.last_drop.count) == (11, 2)     # L: 0, then 2
    sown_into_l = sum(1 for e in trace.events if type(e).__name__ == "Sow" and e.pit == 11)
    assert sown_into_l == 2 and trace.captures         # so it is captured: 2 after the seed
    words = next(w for w in lesson(4).watch_for if w.name == "Counting before the seed lands")
    assert "17 seeds from F put 2 into pit L, which can go from 0 to 2" in words.teacher_move
    assert "(it had 1 or 2)" not in words.teacher_move


def test_standards_name_only_what_the_lessons_practise():
    """Issue 23 item 16: no remainders under 5.NBT.B.6, no long division, Oware's chains as
    addition, the interquartile range practised where 6.SP.B.5 and 7.SP.B.4 are named, and
    statistics in a band that starts at grade 6."""
    every = [s for L in LESSONS for s in L.standards]
    for s in every:
        if s.code == "5.NBT.B.6":
            assert "remainder" not in s.wording and "whole laps" in s.practised_by
        assert "long division" not in s.wording
    year5 = next(s for s in lesson(4).standards if s.code == "Year 5")
    assert "addition and subtraction" in year5.wording and "multiplication" not in year5.wording
    for code in ("6.SP.B.5", "7.SP.B.4"):
        s = next(s for s in lesson(5).standards if s.code == code)
        assert "interquartile" in s.practised_by
    assert any(i.ask == "median_range" for i in lesson(5).exit_ticket)
    assert lesson(5).grade_band.startswith("grades 6")
    assert "interquartile range" in " ".join(lesson(5).goals)


def test_the_ticket_for_rule_sets_checks_comparing_them():
    """Lesson 5's first goal (compare rule sets in a table) is checked by comparing three
    games' rules; each answer is a different game, read from the engine's rules."""
    item = lesson(5).exit_ticket[0]
    assert item.ask == "compare_rules" and item.goal == 0
    most, into, either = work_out(item).value
    games = [variant(spec) for spec in item.specs]
    assert most == max(games, key=lambda r: r.total_seeds).variant
    assert into == tuple(r.variant for r in games if r.sow_into_store)
    assert either == tuple(r.variant for r in games if r.either_direction)
    assert len({most, *into, *either}) == 3
    given = work_out(item).given
    assert all(str(r.total_seeds) not in given for r in games), "the child multiplies"


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
