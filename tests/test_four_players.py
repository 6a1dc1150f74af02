"""Four players (issue 13): the four-sided board and teams of two on the usual board.

* Every combination of the options of both games: random games conserve the seeds, the lean
  path agrees with the traced engine every ply, and every game ends.
* Worked examples written by hand from the rules (a capture, another turn, a sowing that goes
  round past two other stores, a missed turn, teams' order of play), checked against the trace.
* Computer players of every level play a legal move from every seat.
* The text forms round-trip; the two-player text forms are unchanged.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mancala_teach import IllegalMoveError, Position, PositionFormatError, new_game, variant
from mancala_teach import events as E
from mancala_teach.narrate import final_tally, move_result, narrate_step, narrate_trace
from mancala_teach.errors import SolveTooBigError
from mancala_teach.players import LEVELS, choose_move, plays_perfectly
from mancala_teach.rules import GRAND_SLAM_RULES
from mancala_teach.variants import find_variant
from test_conformance import check_position, four_sided_rules, teams_rules
from test_lean import play_both

MAX_PLIES = 5000

FOUR_CHOICES = {
    "facing": ("across", "next_row"),
    "capture_empty_opposite": ("yes", "no"),
    "game_end": ("any_row_empty", "board_empty"),
    "leftovers": ("owner", "not_counted"),
    "turn_order": ("counterclockwise", "clockwise"),
    "partners": ("yes", "no"),
}


def four_specs() -> list[str]:
    """Every combination of the four-sided game's rule options (sizes spread over them)."""
    specs = []
    sizes = itertools.cycle([(3, 1), (6, 4), (4, 3), (5, 10), (3, 7), (6, 1)])
    for values in itertools.product(*FOUR_CHOICES.values()):
        pits, seeds = next(sizes)
        options = " ".join(f"{k}={v}" for k, v in zip(FOUR_CHOICES, values))
        specs.append(f"four-sided pits={pits} seeds={seeds} {options}")
    return specs


def teams_specs() -> list[str]:
    """Every combination of the rule options of Kalah, Oware and Wari played in teams."""
    specs = []
    sizes = itertools.cycle([(6, 4), (3, 2), (4, 5), (1, 3), (5, 1)])
    for cap, end, left, majority in itertools.product(
            ("yes", "no"), ("either_side_empty", "one_last_move"),
            ("owner", "not_counted", "first_to_empty"), ("yes", "no")):
        pits, seeds = next(sizes)
        specs.append(f"kalah pits={pits} seeds={seeds} teams=yes capture_empty_opposite={cap} "
                     f"game_end={end} leftovers={left} finish_at_majority={majority}")
    for name, grand, chain in itertools.product(("oware", "wari"), GRAND_SLAM_RULES,
                                                ("contiguous", "any_sown")):
        pits, seeds = next(sizes)
        specs.append(f"{name} pits={pits} seeds={seeds} teams=yes grand_slam={grand} "
                     f"capture_chain={chain}")
    return specs


def test_the_option_lists_cover_every_choice():
    """The combinations above really are every choice the registry offers."""
    v = find_variant("four-sided")
    rule_options = {o.name: o for o in v.options if o.name not in ("pits", "seeds")}
    assert set(rule_options) == set(FOUR_CHOICES)
    for name, choices in FOUR_CHOICES.items():
        offered = rule_options[name].choices or (True, False)
        assert len(offered) == len(choices)
    assert len(four_specs()) == 2 ** 6
    assert len(teams_specs()) == 24 + 2 * 6 * 2


def play_random(rules, rng: random.Random) -> Position:
    pos = Position.start(rules)
    for _ in range(MAX_PLIES):
        check_position(pos)
        if pos.is_over:
            return pos
        move = rng.choice(pos.legal_moves())
        after, trace = pos.play(move)
        assert pos.after(move) == after
        assert sum(trace.frames()[-1].pits) + sum(trace.frames()[-1].stores) == rules.total_seeds
        pos = after
    raise AssertionError(f"{rules.spec()} did not end in {MAX_PLIES} plies")


@pytest.mark.parametrize("spec", four_specs() + teams_specs())
def test_every_option_combination_conserves_seeds_and_ends(spec):
    rules = variant(spec)
    for seed in range(3):
        end = play_random(rules, random.Random(f"{spec}:{seed}"))
        s = end.stores
        teams = (s[0] + s[2], s[1] + s[3]) if rules.partners_opposite else s
        assert end.outcome.scores == teams
        assert sum(end.stores) <= rules.total_seeds
        assert len(end.stores) == rules.sides


@pytest.mark.parametrize("spec", four_specs() + teams_specs())
def test_lean_path_agrees_with_the_traced_engine(spec):
    assert sum(play_both(spec, seed) for seed in range(2)) >= 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.one_of(four_sided_rules(), teams_rules()), seed=st.integers(0, 2**32 - 1))
def test_random_games_of_any_options_end(rules, seed):
    play_random(rules, random.Random(seed))


# --- worked examples, from the rules ---------------------------------------------------------
#
# Three pits a row: South A B C, East D E F, North G H I, West J K L; stores in the corners
# after each row (South's between C and D, East's between F and G, and so on).

SMALL = "four-sided pits=3 seeds=2"


def kinds(trace) -> list[str]:
    return [type(e).__name__ for e in trace.events]


def test_names_round_the_square():
    rules = variant(SMALL)
    assert rules.player_names == ("South", "East", "North", "West")
    assert [rules.owner(i) for i in range(12)] == [0] * 3 + [1] * 3 + [2] * 3 + [3] * 3
    # Straight across the square, mirrored as A faces L on the usual board: South's first
    # pit (left end) faces North's last (also at the left), East's first faces West's last.
    assert [rules.opposite(i) for i in range(12)] == [8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3]
    folded = variant(SMALL + " facing=next_row")
    # The next row counterclockwise, folded at the corner: C (by South's store) faces D.
    assert [folded.opposite(i) for i in range(3)] == [5, 4, 3]
    assert folded.opposite(3) == 8 and folded.opposite(9) == 2
    assert new_game("four-sided").count("X") == 4        # 4 rows of 6: A to X
    with pytest.raises(IllegalMoveError):
        new_game(SMALL).play("M")


def test_last_seed_in_your_store_earns_another_turn():
    start = new_game(SMALL)
    after, trace = start.play("B")            # 2 seeds: one in C, one in South's store
    assert kinds(trace) == ["PickUp", "Sow", "SowStore", "ExtraTurn", "TurnPasses"]
    assert trace.events[2] == E.SowStore(0, 1, 0)
    assert after.to_move == 0 and after.stores == (1, 0, 0, 0)
    assert after.pits == (2, 0, 3) + (2,) * 9


def test_a_lap_skips_the_other_players_stores():
    rules = variant(SMALL)
    #          South    East     North    West
    pits = (2, 2, 2, 1, 0, 8, 2, 2, 1, 2, 2, 0)
    pos = Position.of(rules, pits, (0, 0, 0, 0), to_move=1)          # East to move
    after, trace = pos.play("F")
    # 8 seeds from F: East's store, North's G H I, (North's store skipped), West's J K L,
    # (West's store skipped), then South's A. The last lands in A: North plays next.
    sown = [(e.pit if isinstance(e, E.Sow) else f"store {e.player}")
            for e in trace.events if isinstance(e, (E.Sow, E.SowStore))]
    assert sown == ["store 1", 6, 7, 8, 9, 10, 11, 0]
    assert after.pits == (3, 2, 2, 1, 0, 0, 3, 3, 2, 3, 3, 1)
    assert after.stores == (0, 1, 0, 0)
    assert after.to_move == 2 and not trace.captures


def test_last_seed_in_your_empty_pit_captures_the_pit_facing_it():
    rules = variant(SMALL)
    pits = (1, 0, 3, 2, 2, 2, 2, 4, 2, 2, 2, 2)
    pos = Position.of(rules, pits, (0, 0, 0, 0), to_move=0)
    after, trace = pos.play("A")
    # The one seed lands in South's empty B; H (North's middle pit) faces it across the square.
    (capture,) = trace.captures
    assert capture.pits == (7, 1) and capture.seeds == (4, 1) and capture.total == 5
    assert after.stores == (5, 0, 0, 0) and after.count("H") == 0 and after.count("B") == 0
    assert after.to_move == 1                         # East plays next
    # Folded at the corner, B faces East's E instead.
    folded = Position.of(variant(SMALL + " facing=next_row"), pits, (0, 0, 0, 0))
    (capture,) = folded.play("A")[1].captures
    assert capture.pits == (4, 1) and capture.total == 3


def test_no_capture_from_an_empty_facing_pit_unless_chosen():
    pits = (1, 0, 4, 2, 2, 2, 2, 0, 3, 2, 2, 2)
    plain = Position.of(variant(SMALL), pits, (2, 0, 0, 0)).play("A")[1]
    assert plain.captures == []
    either = Position.of(variant(SMALL + " capture_empty_opposite=yes"), pits,
                         (2, 0, 0, 0)).play("A")[1]
    assert [c.total for c in either.captures] == [1]


def test_the_game_ends_when_any_row_is_empty_and_each_keeps_their_row():
    rules = variant(SMALL)
    #          South    East     North    West
    pits = (0, 0, 1, 3, 2, 2, 2, 2, 2, 2, 2, 2)
    pos = Position.of(rules, pits, (4, 0, 0, 0), to_move=0)
    after, trace = pos.play("C")          # into South's store: South's row is now empty
    assert after.is_over and after.outcome.why == "South's row is empty"
    assert after.stores == (5, 7, 6, 6) and after.pits == (0,) * 12
    assert after.outcome.winner == 1 and after.outcome.winners == (1,)
    assert after.outcome.result() == "East wins with 7 (South 5, East 7, North 6, West 6)"
    assert final_tally(after).startswith("Game over: South's row is empty. South's store holds "
                                         "5, East's 7, North's 6 and West's 6 (5 + 7 + 6 + 6 "
                                         "= 24).")


def test_board_empty_a_player_with_no_seeds_misses_their_turn():
    rules = variant(SMALL + " game_end=board_empty")
    pits = (0, 1, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2)      # East's row is empty
    pos = Position.of(rules, pits, (4, 7, 0, 0), to_move=0)
    after, trace = pos.play("B")          # B's seed lands in empty C: it takes G's 2 across
    passes = trace.of_type(E.Pass)
    assert [p.player for p in passes] == [1] and after.to_move == 2
    assert trace.captured == 3 and not after.is_over


def test_clockwise_turns():
    rules = variant(SMALL + " turn_order=clockwise")
    after = new_game(rules).play("A")[0]            # A: 2 seeds to B and C, no extra turn
    assert after.to_move == 3                       # West


def test_outcome_shares_first_place():
    rules = variant(SMALL)
    pos = Position.of(rules, (0, 0, 1) + (0,) * 9, (7, 8, 8, 0))
    over = pos.play("C")[0]
    assert over.outcome.winner is None and over.outcome.winners == (0, 1, 2)
    assert over.outcome.result() == ("South, East and North share first place with 8 "
                                     "(South 8, East 8, North 8, West 0)")


# --- teams ---------------------------------------------------------------------------------


def test_teams_take_turns_south_1_north_1_south_2_north_2():
    pos = new_game("kalah teams=yes")
    seen = []
    for move in ("A", "H", "C", "I"):             # no move here ends in a store
        seen.append(pos.mover_name)
        pos, trace = pos.play(move)
        assert not trace.extra_turn
    seen.append(pos.mover_name)
    assert seen == ["South's first player", "North's first player", "South's second player",
                    "North's second player", "South's first player"]


def test_teams_another_turn_stays_with_the_same_player():
    pos = new_game("kalah teams=yes").play("A")[0].play("H")[0]
    assert pos.seat == 2                                   # South's second player
    after, trace = pos.play("B")                           # 5 seeds: C D E F, the store
    assert trace.extra_turn and after.seat == 2
    lines = narrate_trace(trace)
    assert lines[0] == "South's second player picks up 5 seeds from pit B."
    assert ("The last seed landed in South's own store: South's second player gets another "
            "turn!") in lines
    assert lines[-1] == "Now it is South's second player's turn."
    assert narrate_step(trace, 0) == "South's second player chooses pit B."
    named = narrate_trace(trace, players=("Ana", "Ben", "Cy", "Dee"))
    assert named[0] == "Cy picks up 5 seeds from pit B."
    assert move_result(trace).endswith("South 1, North 0.")


def test_teams_a_pass_moves_on_to_the_other_partner():
    # Oware, grand slams capture everything: South's C takes North's only seeds, so North
    # cannot move and South moves again; South's turn was over, so the other partner plays.
    rules = variant("oware pits=3 seeds=3 teams=yes grand_slam=capture_all")
    pos = Position.of(rules, (5, 0, 1, 1, 0, 0), (3, 8), to_move=0)
    assert pos.mover_name == "South's first player"
    after, trace = pos.play("C")
    assert trace.captured == 2 and [p.player for p in trace.of_type(E.Pass)] == [1]
    assert after.to_move == 0 and after.mover_name == "South's second player"


def test_teams_scores_are_per_team():
    rules = variant("kalah pits=2 seeds=1 teams=yes")
    end = play_random(rules, random.Random(4))
    assert len(end.outcome.scores) == 2 and sum(end.stores) == 4


# --- computer players ------------------------------------------------------------------------


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.one_of(four_sided_rules(), teams_rules()), seed=st.integers(0, 2**32 - 1),
       plies=st.integers(0, 40), level=st.sampled_from([lv.name for lv in LEVELS]))
def test_every_level_plays_a_legal_move_from_any_seat(rules, seed, plies, level):
    rng = random.Random(seed)
    pos = Position.start(rules)
    for _ in range(plies):
        if pos.is_over:
            return
        pos = pos.after(rng.choice(pos.legal_moves()))
    if pos.is_over:
        return
    if level == "perfect" and not plays_perfectly(rules):
        # the perfect player plays only boards the solver finishes: one sentence otherwise
        with pytest.raises(SolveTooBigError):
            choose_move(pos, level, seed=seed)
        return
    choice = choose_move(pos, level, seed=seed, nodes=300, seconds=5.0)
    assert choice.move in pos.legal_moves()
    assert choice.reason.endswith(".")


@pytest.mark.parametrize("seat", range(4))
def test_every_seat_of_the_square_gets_a_searched_move(seat):
    rules = variant("four-sided pits=4 seeds=3")
    pos = Position.of(rules, (3,) * 16, (0, 0, 0, 0), to_move=seat)
    for level in ("greedy", "thinks ahead", "strongest"):
        choice = choose_move(pos, level, seed=seat, nodes=500)
        assert choice.move in pos.legal_moves()
        assert choice.move.pit in rules.side(seat)


def test_greedy_takes_the_capture_on_the_square():
    rules = variant(SMALL)
    pos = Position.of(rules, (1, 0, 3, 2, 2, 2, 2, 4, 2, 2, 2, 2), (0, 0, 0, 0))
    choice = choose_move(pos, "greedy", seed=0)
    assert choice.move.pit == 0 and choice.trace.captured == 5


# --- text forms ------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(rules=st.one_of(four_sided_rules(), teams_rules()), seed=st.integers(0, 2**32 - 1),
       plies=st.integers(0, 80))
def test_text_forms_round_trip(rules, seed, plies):
    rng = random.Random(seed)
    pos = Position.start(rules)
    for _ in range(plies):
        if pos.is_over:
            break
        pos = pos.after(rng.choice(pos.legal_moves()))
    assert Position.parse(str(pos)) == pos
    assert Position.parse(pos.notation()) == pos
    assert eval(repr(pos), {"Position": Position}) == pos     # noqa: S307 (our own text)
    assert Position.parse(str(pos)).partners == pos.partners


def test_the_square_reads_as_a_board():
    text = str(new_game("four-sided pits=3 seeds=2"))
    lines = text.splitlines()
    assert lines[0] == "four-sided pits=3 seeds=2"
    assert lines[1].split() == ["I", "H", "G"]                  # North, right to left
    assert lines[2].split() == ["North's", "store", "0", "2", "2", "2", "0", "East's", "store"]
    assert lines[3].split() == ["J", "2", "2", "F"]              # West down, East up
    assert lines[-3].split()[0:3] == ["West's", "store", "0"]
    assert lines[-2].split() == ["A", "B", "C"]
    assert lines[-1] == "South to move, turn 0."


def test_teams_status_and_bad_text():
    pos = new_game("kalah teams=yes")
    assert pos.notation().endswith("| South's first player to move, North's first player "
                                   "next, turn 0.")
    with pytest.raises(PositionFormatError):
        Position.parse(pos.notation().replace("first player next", "third player next"))
    with pytest.raises(PositionFormatError):
        Position.parse("four-sided pits=3 | 2 2 2 | 2 2 2 | 0 0 0 0 | South to move, turn 0.")
    with pytest.raises(PositionFormatError):
        Position.of(variant(SMALL), (2,) * 12, (0, 0))
    with pytest.raises(PositionFormatError):
        Position.of(variant("kalah"), (4,) * 12, (0, 0), partners=1)


def test_two_player_text_is_unchanged():
    pos = new_game("kalah")
    assert pos.notation() == ("kalah | 4 4 4 4 4 4 | 4 4 4 4 4 4 | 0 0 | South to move, "
                              "turn 0.")
    assert str(pos).splitlines()[2] == "North        4   4   4   4   4   4"


# --- the terminal game -------------------------------------------------------------------------


def test_play_four_in_the_terminal(monkeypatch, capsys):
    import io
    import sys

    from mancala_teach.cli import main
    monkeypatch.setattr(sys, "stdin", io.StringIO("A\nquit\n"))
    code = main(["play", "four", "-o", "pits=3", "-o", "seeds=2", "--east", "greedy",
                 "--north", "random", "--west", "greedy"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("Four-sided mancala: South is you, East is the computer (greedy), "
                          "North is the computer (random), West is the computer (greedy).")
    assert "East (greedy): I chose pit " in out and "West (greedy): I chose pit " in out
    assert out.rstrip().endswith("Game stopped.")


def test_teams_in_the_terminal_and_no_four_sided_match(monkeypatch, capsys):
    import io
    import sys

    from mancala_teach.cli import main
    monkeypatch.setattr(sys, "stdin", io.StringIO("A\nquit\n"))
    assert main(["play", "kalah", "-o", "teams=yes", "--north", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "Two players share each side and take turns for it." in out
    assert "South's first player, your move (" in out
    assert "North's first player (greedy): I chose pit " in out
    assert "South's second player, your move (" in out
    assert main(["play", "four", "--south", "greedy", "--games", "2"]) == 2
    assert "two-sided board" in capsys.readouterr().err


def test_where_the_last_seed_lands_round_the_square():
    from mancala_teach.landing import sowing_path
    rules = variant("four-sided pits=3 seeds=4")
    path = sowing_path(rules, 1, 4)                      # East, from E
    assert len(path) == 4 * 3 + 1                        # every pit, and East's store only
    assert path[:3] == ["pit F", "East's store", "pit G"] and path[-1] == "pit E"
    assert [p for p in path if "store" in p] == ["East's store"]


def test_partners_sitting_opposite_add_their_stores():
    rules = variant(SMALL + " partners=yes")
    pits = (0, 0, 1, 3, 2, 2, 2, 2, 2, 2, 2, 2)
    over, trace = Position.of(rules, pits, (4, 0, 0, 0)).play("C")
    # South's row empties: each keeps their row (East 7, North 6, West 6); South has 5.
    assert over.stores == (5, 7, 6, 6)
    assert over.outcome.scores == (11, 13) and over.outcome.winner == 1
    assert over.outcome.result() == "East and West win 13 to 11"
    assert narrate_trace(trace)[-1].endswith("East and West win, 13 to 11.")
    assert final_tally(over).startswith("Game over: South's row is empty. South and North "
                                        "have 5 + 6 = 11, East and West 7 + 6 = 13.")
    assert Position.parse(over.notation()) == over


def test_partners_search_as_one_team():
    rules = variant("four-sided pits=3 seeds=2 partners=yes")
    pos = Position.start(rules)
    for seat in range(4):
        choice = choose_move(pos, "strongest", seed=seat, nodes=800)
        assert choice.move in pos.legal_moves()
        pos = pos.after(choice.move)
        if pos.is_over:
            break


@pytest.mark.parametrize("spec, options, message", [
    ("four-sided", {"pits": 7}, "Four-sided mancala: pits=7 is not allowed; pits per row can be "
                                "any number from 3 to 6."),
    ("four-sided", {"facing": "diagonal"}, "Four-sided mancala: facing='diagonal' is not "
                                           "allowed; choose one of: across, next_row."),
    ("kalah", {"teams": True, "pie_rule": True}, "Kalah: the pie rule swaps sides between two "
                                                 "players, so it cannot be used with teams=yes."),
    ("giuthi", {"teams": True}, "Giuthi has no option 'teams'; its options are: pits, seeds, "
                                "chain_captures."),
])
def test_bad_options_say_one_sentence(spec, options, message):
    from mancala_teach import InvalidOptionError
    with pytest.raises(InvalidOptionError) as info:
        variant(spec, **options)
    assert str(info.value) == message
