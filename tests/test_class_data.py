"""Notebook 5's class data: the games a class types in, their median, range, quartiles and
IQR, and the timer's cut-off read from the record (issue 24 item 7)."""

from __future__ import annotations

import re
import statistics

import pytest

from mancala_teach.errors import InvalidOptionError
from mancala_teach.render.chart_svg import dot_plot
from mancala_teach.teaching.class_games import EXAMPLE_CLASS, quartiles, read_class_games
from mancala_teach.teaching.tournament import COLUMNS
from mancala_teach.widgets.class_data import ClassData, ClassDataSession


@pytest.mark.parametrize("values, expected", [
    ([1, 2, 3, 4, 5, 6, 7], (2, 4, 6)),          # odd: the median is in neither half
    ([1, 2, 3, 4, 5, 6], (2, 3.5, 5)),
    ([33, 37, 39, 41, 46, 52, 58], (37, 41, 52)),
    ([6, 2], (2, 4, 6)),
    ([5], (5, 5, 5)),
])
def test_quartiles_are_the_medians_of_the_halves(values, expected):
    assert quartiles(values) == expected
    assert quartiles(values)[1] == statistics.median(values)


def test_the_example_class_summed_up_with_the_cut_off_read_from_the_record():
    games = read_class_games(EXAMPLE_CLASS)
    assert games.names() == ["Kalah", "Oware"]
    kalah, oware = games.summaries()
    assert kalah.moves == (41, 37, 52, 33, 46, 39, 58) and kalah.stopped == (58,)
    assert (kalah.median, kalah.range, kalah.q1, kalah.q3, kalah.iqr) == (41, 25, 37, 52, 15)
    assert oware.stopped == (71, 80, 76, 68) and oware.cut_offs == (12.0,)
    words = " ".join(kalah.words())
    assert "The timer stopped 1 of the 7 games (at 12 minutes)" in words
    assert "the real median is at least 41" in words and "range at least 25" in words
    assert "IQR could be bigger or smaller" in words


def test_no_cut_off_recorded_is_said_not_assumed():
    games = read_class_games("game,moves\nKalah,40\nKalah,44\n")
    (s,) = games.summaries()
    assert s.unrecorded == 2 and not s.stopped
    assert "nobody wrote down whether the game ended" in " ".join(s.words())
    games = read_class_games("game,moves,finished,minutes\nOware,90,yes,20\n")
    assert "Every game ended before the timer" in " ".join(games.words())


def test_a_tournament_csv_can_be_pasted_as_it_is():
    text = (",".join(COLUMNS) + "\n1,1,kalah,Ana,30,Ben,18,,,,,41,yes,12\n"
            "1,2,kalah,Cy,,Dee,,,,,,,,\n1,3,oware,Eli,20,Fay,28,,,,,62,no,12\n")
    games = read_class_games(text)
    assert [(g.game, g.moves, g.finished) for g in games.games] == [
        ("Kalah", 41, True), ("Oware", 62, False)]


@pytest.mark.parametrize("text, words", [
    ("", "There are no games yet"),
    ("moves\n40\n", "has no 'game'"),
    ("game,moves\nKalah,forty\n", "Line 2: the moves must be a whole number"),
    ("game,moves,finished\nKalah,40,maybe\n", "Line 2: finished is yes"),
    ("game,moves,minutes\nKalah,40,-3\n", "the minutes must be a number"),
    ("game,moves\nKalah,\n", "No line has a number of moves yet"),
])
def test_typing_mistakes_are_one_sentence(text, words):
    with pytest.raises(InvalidOptionError) as info:
        read_class_games(text)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_the_dot_plot_draws_stopped_games_hollow_and_says_so():
    games = read_class_games(EXAMPLE_CLASS)
    svg = dot_plot(*games.plot_rows()).svg
    assert len(re.findall(r'class="game stopped"', svg)) == 5
    assert len(re.findall(r'class="game"', svg)) == 14 - 5
    assert "Oware: 7 games, median 68, range 31 (from 49 to 80), 4 stopped by the timer" in svg
    with pytest.raises(ValueError, match="must be among its values"):
        dot_plot({"Kalah": [40]}, {"Kalah": [41]})


def test_the_box_shows_the_class_and_keeps_the_last_good_result_on_a_mistake():
    session = ClassDataSession()
    html = session.html()
    assert "<table class='mancala-class-data'" in html and "mancala-chart" in html
    assert "4 (at 12 min)" in html
    session.submit("game,moves\nKalah,x\n")
    assert session.problem.startswith("Line 2") and "Not read:" in session.html()
    assert "Oware" in session.html()                   # the last good table is still there
    session.submit("game,moves,finished,minutes\nKalah,40,yes,10\n")
    assert not session.problem and "Oware" not in session.html()
    view = ClassData("game,moves\nKalah,40\n")
    view.box.value = "game,moves,finished,minutes\nKalah,44,no,12\n"
    view.button.click()
    assert "1 (at 12 min)" in view.output.value
    bundle = view._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "text/html" in data and "application/vnd.jupyter.widget-view+json" in data
