"""The SVG board: parsed back as XML and checked against the position it draws."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from mancala_teach import VARIANTS, Position, new_game, variant
from mancala_teach.layout import board_layout
from mancala_teach.render.highlights import Highlights, highlights_at
from mancala_teach.render.svg import board_svg, describe, write_svg

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def accessible_name(root: ET.Element) -> str:
    """What a screen reader says for the board: the texts its aria-labelledby points at."""
    by_id = {e.get("id"): "".join(e.itertext()) for e in root.iter() if e.get("id")}
    return " ".join(by_id[i] for i in root.get("aria-labelledby").split())


def pit_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-pit"): g for g in root.iter("{http://www.w3.org/2000/svg}g")
            if g.get("data-pit")}


def store_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-player"): g for g in root.iter("{http://www.w3.org/2000/svg}g")
            if "store" in (g.get("class") or "").split()}


def classes(group: ET.Element) -> set[str]:
    return set((group.get("class") or "").split())


def numeral(group: ET.Element) -> int:
    return int(group.find("s:text[@class='count']", NS).text)


def seed_dots(group: ET.Element) -> int:
    seeds = group.find("s:g[@class='seeds']", NS)
    return 0 if seeds is None else len(seeds)


def kalah_capture():
    """South sows one seed from D into empty E; opposite pit H holds 4: 4 + 1 = 5 captured."""
    rules = variant("kalah")
    before = Position.of(rules, [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0)
    return before.play("D")


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_every_variant_draws_its_counts(v):
    pos = v.start()
    root = parse(board_svg(pos))
    pits = pit_groups(root)
    assert len(pits) == pos.rules.pit_count
    for index, count in enumerate(pos.pits):
        group = pits[chr(65 + index)]
        assert numeral(group) == count
        assert int(group.get("data-count")) == count
        assert seed_dots(group) == (count if count <= 10 else 0)
    stores = store_groups(root)
    if pos.rules.has_stores:
        assert {k: numeral(g) for k, g in stores.items()} == \
            {name: 0 for name in pos.rules.player_names}
    else:
        assert stores == {}


@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: v.name)
def test_board_is_small_enough_for_a_projected_page(v):
    pos = v.start()
    after, trace = pos.play(pos.legal_moves()[0])
    assert len(board_svg(after, highlights=highlights_at(trace)).encode()) < 30_000


def test_biggest_board_under_30_kb():
    pos = new_game("kalah", pits=10, seeds=10)
    after, trace = pos.play("A")
    assert len(board_svg(after, highlights=highlights_at(trace)).encode()) < 30_000


def test_title_and_aria_label_describe_the_board():
    pos = new_game("kalah")
    root = parse(board_svg(pos))
    title = root.find("s:title", NS).text
    assert title == "Kalah: South to move"
    label = accessible_name(root)
    assert root.get("role") == "img"
    assert "South's pits A to F hold 4, 4, 4, 4, 4, 4." in label
    assert "South to move." in label
    assert root.find("s:desc", NS).text == label
    # The accessible name is the whole position in words (the <desc>), not only the title.
    assert root.get("aria-labelledby") == root.find("s:desc", NS).get("id")


def test_capture_highlights_use_colour_and_a_shape_cue():
    after, trace = kalah_capture()
    marks = highlights_at(trace)
    assert marks == Highlights(picked_up=frozenset({3}), last_seed=frozenset({4}),
                               captured=frozenset({4, 7}), store_grew=frozenset({0}))
    svg = board_svg(after, highlights=marks, id_prefix="cap")
    root = parse(svg)
    pits = pit_groups(root)
    assert "picked-up" in classes(pits["D"])
    assert pits["D"].find("s:circle[@stroke-dasharray]", NS) is not None   # dashed ring
    assert {"last-seed", "captured"} <= classes(pits["E"])
    assert pits["E"].find("s:circle", NS).get("stroke-width") == "3.2"    # thick outline
    assert pits["H"].find("s:circle", NS).get("fill") == "url(#cap-hatch)"  # hatched
    assert "captured" not in classes(pits["G"])
    south = store_groups(root)["South"]
    assert "store-grew" in classes(south)
    assert len(south.findall("s:rect", NS)) == 3                             # double outline
    assert numeral(south) == 3 + 5
    legend = " ".join(t.text for t in root.iter("{http://www.w3.org/2000/svg}text")
                      if t.text and ":" in t.text)
    for words in ("picked up", "last seed", "captured", "store grew"):
        assert words in legend
    assert "Captured from pits E, H." in accessible_name(root)


def test_extra_turn_marks_the_store_as_last_seed():
    after, trace = new_game("kalah").play("C")
    root = parse(board_svg(after, highlights=highlights_at(trace)))
    south = store_groups(root)["South"]
    assert {"last-seed", "store-grew"} <= classes(south)


def test_highlights_follow_the_frames_of_a_move():
    pos = new_game("kalah")
    after, trace = pos.play("C")
    assert not highlights_at(trace, 0)
    assert highlights_at(trace, 1).picked_up == {2}
    assert highlights_at(trace, 2).last_seed == {3}
    frame = trace.frames()[2]
    root = parse(board_svg(frame, rules=pos.rules, to_move=0,
                           highlights=highlights_at(trace, 2)))
    assert numeral(pit_groups(root)["D"]) == 5
    assert numeral(pit_groups(root)["C"]) == 0
    assert "In hand: 3" in board_svg(frame, rules=pos.rules)


def test_a_frame_needs_its_rules():
    _, trace = new_game("kalah").play("C")
    with pytest.raises(TypeError, match="rules="):
        board_svg(trace.frames()[0])


def test_several_boards_never_share_ids():
    pos = new_game("kalah")
    first, second = board_svg(pos), board_svg(pos)
    id1, id2 = parse(first).get("id"), parse(second).get("id")
    assert id1 != id2
    assert f'id="{id1}-hatch"' in first and f'id="{id2}-hatch"' in second
    assert id1 not in second


def test_flipped_puts_north_at_the_bottom():
    pos = new_game("kalah")
    flat = pit_groups(parse(board_svg(pos)))
    flipped = pit_groups(parse(board_svg(pos, flipped=True)))

    def cy(group: ET.Element) -> float:
        return float(group.find("s:circle", NS).get("cy"))

    assert cy(flat["A"]) > cy(flat["G"])
    assert cy(flipped["A"]) < cy(flipped["G"])


def test_drawn_from_the_shared_layout():
    pos = new_game("oware")
    layout = board_layout(pos.rules)
    pits = pit_groups(parse(board_svg(pos)))
    for spot in layout.pits:
        circle = pits[spot.name].find("s:circle", NS)
        assert float(circle.get("cx")) == pytest.approx(spot.cx, abs=0.05)
        assert float(circle.get("cy")) == pytest.approx(spot.cy, abs=0.05)


def test_palette_overrides_and_unknown_keys():
    pos = new_game("kalah")
    assert "#123456" in board_svg(pos, palette={"board": "#123456"})
    with pytest.raises(KeyError, match="not a palette colour"):
        board_svg(pos, palette={"wood": "#123456"})
    with pytest.raises(KeyError, match="Unknown highlight"):
        board_svg(pos, highlights={"glow": [1]})


def test_highlights_from_a_plain_dict():
    root = parse(board_svg(new_game("kalah"), highlights={"captured": [7], "store_grew": 1}))
    assert "captured" in classes(pit_groups(root)["H"])
    assert "store-grew" in classes(store_groups(root)["North"])


def test_position_shows_itself_in_jupyter():
    # Inline SVG (text/html), not an image: JupyterLab draws image/svg+xml as an <img> with no
    # text, and the board's title and description would be lost to screen readers.
    pos = new_game("oware")
    assert not hasattr(pos, "_repr_svg_")
    svg = pos._repr_html_()
    assert svg.startswith("<svg") and "Oware (Abapa)" in svg and 'role="img"' in svg


def test_game_over_status_and_describe():
    pos = new_game("kalah", pits=1, seeds=1)
    after, _ = pos.play("A")
    assert after.is_over
    svg = board_svg(after)
    assert "Game over" in svg
    text = describe(pos.rules, pos.pits, pos.stores, 0)
    assert text.startswith("Kalah board.")


def test_giuthi_arrows_point_both_ways():
    root = parse(board_svg(new_game("giuthi")))
    arrows = next(g for g in root.iter("{http://www.w3.org/2000/svg}g")
                  if g.get("class") == "arrows")
    assert len(arrows.findall("s:polygon", NS)) == 4
    assert "either way" in arrows.find("s:title", NS).text


def test_write_svg_to_a_stream_or_a_path(tmp_path):
    import io
    pos = new_game("kalah")
    stream = io.StringIO()
    write_svg(pos, stream, id_prefix="one")
    assert parse(stream.getvalue()).get("id") == "one"
    path = tmp_path / "board.svg"
    write_svg(pos, path, flipped=True, id_prefix="two")
    assert parse(path.read_text(encoding="utf-8")).get("id") == "two"


def test_boards_take_the_width_of_their_container():
    root = parse(board_svg(new_game("kalah")))
    assert root.get("width") == "100%" and root.get("height") is None
    assert root.get("viewBox")
    fixed = parse(board_svg(new_game("kalah"), width_px=600))
    assert fixed.get("width") == "600"


@pytest.mark.parametrize("pits", [6, 3])
def test_type_sizes_at_projector_width(pits):
    """A board 1100 px wide (a notebook column in a 1280 px window): counts >= 24 px, words
    >= 16 px, computed from the SVG's own font sizes and viewBox."""
    pos = new_game("kalah", pits=pits)
    root = parse(board_svg(pos, highlights=highlights_at(pos.play("A")[1])))
    px_per_unit = 1100 / float(root.get("viewBox").split()[2])
    for text in root.iter("{http://www.w3.org/2000/svg}text"):
        size = float(text.get("font-size")) * px_per_unit
        if text.get("class") == "count":
            assert size >= 24, (text.text, size)
        else:
            assert size >= 16, ("".join(text.itertext()), size)


def test_a_board_to_play_names_every_pit_and_makes_playable_pits_buttons():
    pos = new_game("kalah")
    labels = {p: f"Pit {chr(65 + p)}, 4 seeds" for p in range(12)}
    root = parse(board_svg(pos, pit_labels=labels, playable={0, 2}))
    assert root.get("role") == "group"
    pits = pit_groups(root)
    assert (pits["A"].get("role"), pits["A"].get("tabindex")) == ("button", "0")
    assert pits["A"].get("aria-label") == "Pit A, 4 seeds"
    assert pits["A"].find("s:g[@class='focus-ring']", NS) is not None
    assert (pits["B"].get("role"), pits["B"].get("tabindex")) == ("img", None)
    assert pits["B"].find("s:g[@class='focus-ring']", NS) is None


def test_high_contrast_is_black_on_white_with_thicker_outlines():
    svg = board_svg(new_game("kalah"), contrast="high")
    root = parse(svg)
    board = root.find("s:rect", NS)
    assert board.get("fill") == "#FFFFFF" and board.get("stroke") == "#000000"
    assert pit_groups(root)["A"].find("s:circle", NS).get("stroke-width") == "2"
    with pytest.raises(KeyError, match="not a contrast"):
        board_svg(new_game("kalah"), contrast="loud")


def test_draw_board_shows_inline_svg_with_its_words():
    from mancala_teach.render.svg import draw_board
    picture = draw_board(new_game("kalah"))
    assert picture._repr_html_().startswith("<svg")
    assert repr(picture).startswith("Kalah board. South's pits A to F hold 4, 4, 4, 4, 4, 4.")


def test_board_size_stays_small():
    """The largest board mid-move, with highlights and pit names, is under 30 KB."""
    pos = new_game("kalah", pits=10, seeds=10)
    after, trace = pos.play("A")
    frame = trace.frames()[5]
    labels = {p: f"Pit {chr(65 + p)}, {n} seeds, North's" for p, n in enumerate(frame.pits)}
    svg = board_svg(frame, rules=pos.rules, to_move=0, highlights=highlights_at(trace, 5),
                    pit_labels=labels, playable=set(range(10)))
    assert len(svg.encode()) < 30_000


# --- an upright board for a phone, and the key to the rings (issue 22, items 2 and 3) ---------

def test_an_upright_board_turns_a_quarter_turn():
    pos = new_game("kalah")
    root = parse(board_svg(pos, vertical=True))
    _, top, width, height = map(float, root.get("viewBox").split())
    assert height > 3 * width                                   # tall and narrow
    pits = pit_groups(root)
    centre = {k: tuple(float(g.find("s:circle[@r='22.5']", NS).get(a)) for a in ("cx", "cy"))
              for k, g in pits.items()}
    south, north = [centre[c] for c in "ABCDEF"], [centre[c] for c in "GHIJKL"]
    assert len({x for x, _ in south}) == 1 and len({x for x, _ in north}) == 1
    assert south[0][0] < north[0][0]                            # South's column on the left
    assert [y for _, y in south] == sorted(y for _, y in south)     # A at the top, F below
    assert [y for _, y in north] == sorted((y for _, y in north), reverse=True)   # G up to L
    stores = store_groups(root)
    store_y = {k: float(g.find("s:rect", NS).get("y")) for k, g in stores.items()}
    assert store_y["North"] < min(y for _, y in south) < max(y for _, y in south) \
        < store_y["South"]                                      # the stores at the ends
    for name, g in stores.items():       # each store's name beyond its end of the board
        label = float(g.find("s:text[@class='store-name']", NS).get("y"))
        assert (label < store_y[name]) == (name == "North")
    letter_a = pits["A"].find("s:text[@class='letter']", NS)
    assert float(letter_a.get("x")) < south[0][0] and letter_a.text == "A"
    assert {k: int(g.get("data-count")) for k, g in pits.items()} == \
        {chr(65 + i): n for i, n in enumerate(pos.pits)}
    for g in root.iter("{http://www.w3.org/2000/svg}text"):    # everything on the picture
        assert 0 <= float(g.get("x")) <= width and top <= float(g.get("y")) <= top + height
    turned = parse(board_svg(pos, vertical=True, flipped=True))
    flipped_a = float(pit_groups(turned)["A"].find("s:circle", NS).get("cx"))
    assert flipped_a > width / 2                                # North's column on the left


def test_the_key_takes_lines_of_its_own_under_a_small_board():
    """Beside the bottom name when all four keys fit there (6 pits and more), else on lines
    of their own under it, so the key never runs into "South to move" (issue 22, item 2)."""
    marks = {"picked_up": [0], "last_seed": [1], "captured": [7], "store_grew": [0]}
    heights = {}
    for pits in range(1, 11):
        pos = new_game("kalah", pits=pits)
        root = parse(board_svg(pos, highlights=marks))
        heights[pits] = float(root.get("viewBox").split()[3])
        name_y = max(float(t.get("y")) for t in root.iter("{http://www.w3.org/2000/svg}text")
                     if (t.get("class") or "") == "player")
        keys = [float(g.find("s:text", NS).get("y")) for g in root.findall("s:g", NS)
                if g.get("class") == "legend"]
        assert len(keys) == 4
        plain = float(parse(board_svg(pos)).get("viewBox").split()[3])
        if pits >= 6:
            assert set(keys) == {name_y} and heights[pits] == plain
        else:
            assert min(keys) > name_y and heights[pits] > plain
    assert heights[2] > heights[5]          # two lines of keys on the smallest boards


def test_key_items_for_a_page_to_show():
    from mancala_teach.render.svg import key_items
    _, trace = new_game("kalah").play("C")
    items = key_items(highlights_at(trace))
    assert [words for _, words, _ in items] == ["dashed: picked up", "thick: last seed",
                                                "double: store grew"]
    for _, _, swatch in items:
        assert parse(swatch).get("aria-hidden") == "true"
    assert [w for _, w, _ in key_items(None, chosen=[2])] == ["dashed: chosen"]
