"""The four-sided (square) board as SVG: parsed back and checked against what it draws."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest

from mancala_teach.layout import board_layout
from mancala_teach.naming import LETTERS
from mancala_teach.render.palette import CONTRASTS, contrast_ratio
from mancala_teach.render.svg import board_svg, describe
from mancala_teach.trace import Frame

from test_svg import NS, accessible_name, classes, numeral, parse, pit_groups, seed_dots
from test_svg import store_groups

SVG = "{http://www.w3.org/2000/svg}"
SEATS = ("South", "East", "North", "West")


@dataclasses.dataclass(frozen=True)
class SquareRules:
    """Stands in for four-sided Kalah rules: the attributes a drawing reads."""
    pits_per_side: int = 6
    sides: int = 4
    has_stores: bool = True
    either_direction: bool = False
    title: str = "Kalah"


def frame(n: int = 6, sides: int = 4, in_hand: int = 0) -> Frame:
    pits = tuple((7 * i) % 13 for i in range(sides * n))
    return Frame(pits, tuple(5 * p + 1 for p in range(sides)), in_hand, None)


def draw(n: int = 6, sides: int = 4, **options) -> ET.Element:
    options.setdefault("to_move", 1)
    return parse(board_svg(frame(n, sides, options.pop("in_hand", 0)),
                           rules=SquareRules(n, sides), **options))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_every_pit_and_store_shows_its_count_letter_and_dots(n):
    f = frame(n)
    root = draw(n)
    pits = pit_groups(root)
    assert list(pits) == list(LETTERS[:4 * n])
    for index, count in enumerate(f.pits):
        group = pits[LETTERS[index]]
        assert numeral(group) == count and int(group.get("data-count")) == count
        assert seed_dots(group) == (count if count <= 10 else 0)
        assert group.find("s:text[@class='letter']", NS).text == LETTERS[index]
    stores = store_groups(root)
    assert {k: numeral(g) for k, g in stores.items()} == dict(zip(SEATS, f.stores))
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    for seat in SEATS:
        assert f"{seat}'s store" in texts


def test_drawn_where_the_layout_says():
    root = draw(5)
    layout = board_layout(SquareRules(5))
    pits = pit_groups(root)
    for spot in layout.pits:
        circle = pits[spot.name].find("s:circle", NS)
        assert float(circle.get("cx")) == pytest.approx(spot.cx, abs=0.051)
        assert float(circle.get("cy")) == pytest.approx(spot.cy, abs=0.051)
    for spot in layout.stores:
        rect = store_groups(root)[SEATS[spot.player]].find("s:rect", NS)
        assert float(rect.get("x")) == pytest.approx(spot.x, abs=0.051)
        assert float(rect.get("y")) == pytest.approx(spot.y, abs=0.051)


def test_title_and_description_give_the_whole_position():
    f = frame(6, in_hand=3)
    root = draw(6, in_hand=3)
    assert root.find("s:title", NS).text == "Kalah: East to move"
    label = accessible_name(root)
    assert root.find("s:desc", NS).text == label
    for player, seat in enumerate(SEATS):
        row = ", ".join(str(c) for c in f.pits[player * 6:(player + 1) * 6])
        first, last = LETTERS[player * 6], LETTERS[player * 6 + 5]
        assert f"{seat}'s pits {first} to {last} hold {row}." in label
    assert "Stores: South 1, East 6, North 11, West 16." in label
    assert "3 in hand." in label and "East to move." in label
    assert label.startswith("Kalah board.")


@pytest.mark.parametrize("mover", range(4))
def test_whose_turn_is_marked_in_the_middle(mover):
    root = draw(6, to_move=mover)
    players = [t for t in root.iter(f"{SVG}text") if "player" in (t.get("class") or "")]
    assert len(players) == 4
    moving = [t for t in players if "to-move" in t.get("class")]
    assert len(moving) == 1 and "".join(moving[0].itertext()).endswith(f"{SEATS[mover]} to move")
    assert moving[0].get("font-weight") == "bold"
    ix, iy, iw, ih = board_layout(SquareRules(6)).inner
    for t in players:          # every name inside the empty middle
        assert ix <= float(t.get("x")) <= ix + iw and iy <= float(t.get("y")) <= iy + ih
    # each name nearest its own side of the board
    L = board_layout(SquareRules(6))
    for t in players:
        seat = next(s for s in SEATS if f" {s}" in "".join(t.itertext()))
        x, y = float(t.get("x")), float(t.get("y"))
        edges = {"South": L.board_y + L.board_h - y, "East": L.board_x + L.board_w - x,
                 "North": y - L.board_y, "West": x - L.board_x}
        assert min(edges, key=edges.get) == seat


def test_highlights_with_shape_cues_and_the_key():
    layout = board_layout(SquareRules(6))
    root = draw(6, highlights={"picked_up": [2], "last_seed": [20], "captured": [14],
                               "store_grew": [3]})
    pits = pit_groups(root)
    assert "picked-up" in classes(pits["C"]) and "last-seed" in classes(pits["U"])
    assert "captured" in classes(pits["O"])
    assert pits["O"].find("s:circle", NS).get("fill").startswith("url(#")
    assert "store-grew" in classes(store_groups(root)["West"])
    key = [t.text for t in root.iter(f"{SVG}text") if t.text and ":" in t.text]
    assert sorted(key) == ["dashed: picked up", "double: store grew", "hatched: captured",
                           "thick: last seed"]
    label = accessible_name(root)
    assert "Last seed in pit U." in label and "West's store grew." in label
    view = [float(v) for v in root.get("viewBox").split()]
    for t in root.iter(f"{SVG}text"):      # the key fits under the board, on the picture
        assert 0 <= float(t.get("x")) <= view[2] and view[1] <= float(t.get("y")) <= view[3]
    assert layout.width == pytest.approx(view[2])


@pytest.mark.parametrize("n", [3, 6])
def test_type_sizes_on_a_projected_page(n):
    """The stepper shows the square board 580 px high beside its controls in a 1280x720
    window (the browser test measures it). Counts >= 24 px (a "10" inside its ten dots 17 px),
    letters and names >= 16 px and every other word >= 14 px there, from the SVG's own sizes;
    never taller than the window."""
    root = draw(n, highlights={"picked_up": [0], "captured": [3]}, in_hand=2, legend=False)
    assert "100vh - var(--mt-reserve, 0px)" in root.get("style")
    px_per_unit = 580 / float(root.get("viewBox").split()[3])
    for text in root.iter(f"{SVG}text"):
        size = float(text.get("font-size")) * px_per_unit
        kind = (text.get("class") or "").split()
        if "count" in kind:    # "10" sits inside its ring of ten dots, a little smaller
            assert size >= (17 if text.text == "10" else 24), (text.text, size)
        elif "letter" in kind or "player" in kind:
            assert size >= 16, ("".join(text.itertext()), size)
        else:
            assert size >= 14, ("".join(text.itertext()), size)


def test_player_colours_stand_out_on_page_and_wood():
    for c in CONTRASTS.values():
        for seat in ("south", "east", "north", "west"):
            assert contrast_ratio(c[seat], "#FFFFFF") >= 3.0
            assert contrast_ratio(c[seat], c["board"]) >= 3.0, seat


def test_arrows_go_round_counterclockwise():
    root = draw(6)
    arrows = root.find("s:g[@class='arrows']", NS)
    assert arrows.find("s:title", NS).text == "Seeds are sown counterclockwise"
    assert len(arrows.findall("s:line", NS)) == 4


def test_half_turn_and_three_players():
    root = draw(4, flipped=True, to_move=2)
    north_a = pit_groups(root)[LETTERS[8]].find("s:circle", NS)
    south_a = pit_groups(root)["A"].find("s:circle", NS)
    assert float(north_a.get("cy")) > float(south_a.get("cy"))
    three = draw(4, sides=3, to_move=2)
    assert len(pit_groups(three)) == 12 and set(store_groups(three)) == {"South", "East",
                                                                         "North"}
    assert "West" not in accessible_name(three)


def test_describe_two_sided_unchanged():
    """The two-sided words keep their old form (screen-reader users know it)."""
    from mancala_teach import new_game
    pos = new_game("kalah")
    text = describe(pos.rules, pos.pits, pos.stores, 0)
    assert text == ("Kalah board. South's pits A to F hold 4, 4, 4, 4, 4, 4. North's pits G "
                    "to L hold 4, 4, 4, 4, 4, 4. South's store 0, North's store 0. South to "
                    "move.")


def test_square_board_stays_small():
    root_svg = board_svg(frame(6), rules=SquareRules(6), to_move=0,
                         highlights={"picked_up": [0], "captured": [3]},
                         pit_labels={p: f"Pit {LETTERS[p]}" for p in range(24)},
                         playable=set(range(6)))
    assert len(root_svg.encode()) < 40_000
