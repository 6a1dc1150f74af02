"""The landing charts: SVG from our own renderer, readable on a projector and by a screen reader."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from mancala_teach import variant
from mancala_teach.landing import landing_table, sowing_path
from mancala_teach.render.chart_svg import MIN_FONT_PX, landing_chart
from mancala_teach.render.palette import PALETTE

SVG = "{http://www.w3.org/2000/svg}"


def parse(chart):
    return ET.fromstring(chart.svg)


@pytest.mark.parametrize("name, cycle", [("kalah", 13), ("oware", 11)])
def test_one_mark_per_seed_count_and_one_label_per_place(name, cycle):
    rules = variant(name)
    chart = landing_chart(rules, "C", 30)
    root = parse(chart)
    marks = root.findall(f".//{SVG}g[@class='landings']/*")
    assert [int(m.get("data-seeds")) for m in marks] == list(range(1, 31))
    places = [t.text for t in root.findall(f".//{SVG}g[@class='places']/{SVG}text")]
    assert places == sowing_path(rules, 0, 2) and len(places) == cycle
    stars = [int(m.get("data-seeds")) for m in marks if m.get("class") == "store"]
    table = landing_table(rules, 2, 30)
    assert stars == [t.seeds for t in table if t.name == "South's store"]
    if name == "kalah":
        assert stars == [4, 17, 30]
    else:
        assert stars == []      # Oware has no stores to sow into


def test_marks_sit_on_the_row_of_their_place():
    rules = variant("kalah")
    root = parse(landing_chart(rules, 2, 30))
    rows = {t.text: float(t.get("y"))
            for t in root.findall(f".//{SVG}g[@class='places']/{SVG}text")}
    table = {t.seeds: t.name for t in landing_table(rules, 2, 30)}
    for mark in root.findall(f".//{SVG}g[@class='landings']/{SVG}circle"):
        assert float(mark.get("cy")) == rows[table[int(mark.get("data-seeds"))]]


def test_every_text_is_at_least_12_points():
    root = parse(landing_chart(variant("kalah"), 2, 30))
    assert root.get("width") == root.get("viewBox").split()[2]   # 1 unit = 1 CSS pixel
    assert MIN_FONT_PX >= 16
    texts = root.findall(f".//{SVG}text")
    assert len(texts) > 30
    for text in texts:
        size = text.get("font-size")
        parent = next(g for g in root.iter() if text in list(g))
        size = size or parent.get("font-size")
        assert float(size) >= 16, ET.tostring(text)


def test_title_and_description_for_screen_readers():
    chart = landing_chart(variant("kalah"), "C", 20)
    root = parse(chart)
    assert root.get("role") == "img"
    ids = root.get("aria-labelledby").split()
    title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
    assert [title.get("id"), desc.get("id")] == ids
    assert title.text == "Kalah: sowing from pit C"
    assert "4 seeds: South's store" in desc.text and "17 seeds: South's store" in desc.text
    assert "every 13 seeds" in desc.text
    assert chart._repr_html_() == chart.svg          # inline, so the words reach the page


def test_palette_colours_and_overrides():
    chart = landing_chart(variant("kalah"), 2, 30, palette={"south": "#123456"})
    assert 'fill="#123456"' in chart.svg and PALETTE["last_seed"] in chart.svg
    with pytest.raises(KeyError):
        landing_chart(variant("kalah"), 2, 30, palette={"nope": "#000000"})


# --- dot plots ------------------------------------------------------------------------------------

def test_dot_plot_has_one_dot_per_value_and_marks_each_median():
    import statistics
    from mancala_teach.render.chart_svg import ROW_DOTS, dot_plot
    data = {"Kalah": [30, 41, 41, 52, 60], "Oware": [70, 12, *[99] * (ROW_DOTS + 1), 140]}
    chart = dot_plot(data)
    root = parse(chart)
    rows = root.findall(f".//{SVG}g[@class='row']")
    assert [r.get("data-label") for r in rows] == list(data)
    for row, values in zip(rows, data.values()):
        dots = row.findall(f"{SVG}circle")
        assert sorted(int(d.get("data-value")) for d in dots) == sorted(values)
        assert float(row.get("data-median")) == statistics.median(values)
        # Equal values share a column and pile up; the median's triangle sits at the median.
        xs = {float(d.get("cx")) for d in dots if d.get("data-value") == "99"}
        assert len(xs) <= 1
    n = ROW_DOTS + 4
    assert f"Oware: {n} games, median 99, range 128 (from 12 to 140)" in chart.description
    # One more 99 than a row holds at full size: that row (only) is squeezed, and says so.
    assert chart.description.count("squeezed") == 1
    assert f"the tallest column holds {ROW_DOTS + 1} games" in chart.description
    for text in root.findall(f".//{SVG}text"):
        parent = next(g for g in root.iter() if text in list(g))
        assert float(text.get("font-size") or parent.get("font-size")) >= 16


def test_dot_plot_refuses_empty_rows():
    from mancala_teach.render.chart_svg import dot_plot
    with pytest.raises(ValueError, match="at least one value"):
        dot_plot({"Kalah": []})
    with pytest.raises(ValueError, match="negative"):
        dot_plot({"Kalah": [-1]})
