"""The square (four-sided) board layout, and the two-sided layout kept exactly as it was."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest

from mancala_teach.layout import STORE_SCALE, board_layout, square_layout
from mancala_teach.naming import LETTERS
from mancala_teach.variants import VARIANTS

GOLDEN = Path(__file__).parent / "golden" / "two_sided_layouts.json"


@dataclasses.dataclass(frozen=True)
class SquareRules:
    """Stands in for the four-sided rules: only the attributes a layout reads."""
    pits_per_side: int = 6
    sides: int = 4
    has_stores: bool = True


def _two_sided_cases():
    for v in VARIANTS:
        if v.rules().sides != 2:
            continue
        for f in (False, True):
            yield f"{v.name} flipped={f}", board_layout(v.rules(), flipped=f)
    for n in range(1, 11):
        for st in (True, False):
            yield f"{n} pits stores={st} small", board_layout(
                n, pit_diameter=33.3, gap=4.1, stores=st, label_space=7.7)
            yield f"{n} pits stores={st} full", board_layout(
                n, pit_diameter=45, gap=6, stores=st, label_space=12, flipped=not st)


def test_two_sided_layouts_are_unchanged():
    """The golden file was written by the layout module before the square board existed."""
    golden = json.loads(GOLDEN.read_text())
    cases = dict(_two_sided_cases())
    assert set(cases) == set(golden)
    for name, layout in cases.items():
        fields = json.loads(json.dumps(dataclasses.astuple(layout)))
        assert fields[:len(golden[name])] == golden[name], name
        assert layout.sides == 2 and layout.inner is None


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_rows_run_counterclockwise_round_the_square(n):
    L = board_layout(SquareRules(n))
    assert L.sides == 4 and len(L.pits) == 4 * n and L.width == L.height
    assert [p.name for p in L.pits] == list(LETTERS[:4 * n])
    south, east, north, west = (L.pits[k * n:(k + 1) * n] for k in range(4))
    assert {p.owner for p in south} == {0} and {p.owner for p in west} == {3}
    xs = lambda row: [p.cx for p in row]          # noqa: E731
    ys = lambda row: [p.cy for p in row]          # noqa: E731
    assert xs(south) == sorted(xs(south)) and len(set(ys(south))) == 1     # left to right
    assert ys(east) == sorted(ys(east), reverse=True) and len(set(xs(east))) == 1   # up
    assert xs(north) == sorted(xs(north), reverse=True) and len(set(ys(north))) == 1
    assert ys(west) == sorted(ys(west)) and len(set(xs(west))) == 1        # down
    assert south[0].cy > east[0].cy > north[0].cy          # bottom, middle, top
    assert east[0].cx > south[-1].cx > west[0].cx
    # Walking the pits in order never jumps across the board: each step is one pitch, or
    # the turn of a corner (past a store), never longer than the board's side.
    pitch = 2 * L.pits[0].r + 6.0
    for a, b in zip(L.pits, L.pits[1:] + L.pits[:1]):
        step = math.dist((a.cx, a.cy), (b.cx, b.cy))
        assert step == pytest.approx(pitch) or (a.owner != b.owner and step < L.board_w / 2)


@pytest.mark.parametrize("n", [3, 6])
def test_stores_sit_at_the_corner_after_their_owners_row(n):
    L = board_layout(SquareRules(n))
    mid = L.board_x + L.board_w / 2
    corner = {s.player: (s.cx > mid, s.cy > mid) for s in L.stores}   # (right, bottom)
    assert corner == {0: (True, True), 1: (True, False), 2: (False, False), 3: (False, True)}
    for s in L.stores:
        assert s.w == s.h == pytest.approx(2 * L.pits[0].r * STORE_SCALE)
        row = [p for p in L.pits if p.owner == s.player]
        following = [p for p in L.pits if p.owner == (s.player + 1) % 4]
        # the store is nearer the last pit of its row and the first of the next than any other
        far = min(math.dist((s.cx, s.cy), (p.cx, p.cy)) for p in row[:-1] + following[1:])
        assert math.dist((s.cx, s.cy), (row[-1].cx, row[-1].cy)) < far
        assert math.dist((s.cx, s.cy), (following[0].cx, following[0].cy)) < far


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("flipped", [False, True])
def test_nothing_overlaps_and_everything_is_inside(n, flipped):
    L = board_layout(SquareRules(n), flipped=flipped)
    boxes = [(p.cx - p.r, p.cy - p.r, p.cx + p.r, p.cy + p.r) for p in L.pits]
    boxes += [(s.x, s.y, s.x + s.w, s.y + s.h) for s in L.stores]
    for i, a in enumerate(boxes):
        assert L.board_x < a[0] and a[2] < L.board_x + L.board_w
        assert L.board_y < a[1] and a[3] < L.board_y + L.board_h
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    ix, iy, iw, ih = L.inner
    for a in boxes:       # the middle is empty
        assert a[2] <= ix or a[0] >= ix + iw or a[3] <= iy or a[1] >= iy + ih
    for p in L.pits:      # letters outside the board, in the margin
        outside_x = not L.board_x < p.label_x < L.board_x + L.board_w
        outside_y = not L.board_y < p.label_y < L.board_y + L.board_h
        assert outside_x or outside_y
        assert 0 < p.label_x < L.width and 0 < p.label_y < L.height


def test_arrows_point_counterclockwise_one_a_row():
    L = board_layout(SquareRules(6))
    assert len(L.arrows) == 4
    steps = [(round(a.x2 - a.x1, 6), round(a.y2 - a.y1, 6)) for a in L.arrows]
    # right along the bottom, up the right side (y down), left along the top, down the left
    assert [(math.copysign(1, dx) if dx else 0, math.copysign(1, dy) if dy else 0)
            for dx, dy in steps] == [(1, 0), (0, -1), (-1, 0), (0, 1)]
    ix, iy, iw, ih = L.inner
    for a in L.arrows:    # between the rows and the empty middle, clear of every pit
        for x, y in ((a.x1, a.y1), (a.x2, a.y2)):
            assert not (ix < x < ix + iw and iy < y < iy + ih)
            assert L.board_x < x < L.board_x + L.board_w
            assert L.board_y < y < L.board_y + L.board_h
            assert all(math.dist((x, y), (p.cx, p.cy)) > p.r for p in L.pits)


def test_half_turn_puts_north_at_the_bottom():
    L, F = board_layout(SquareRules(4)), board_layout(SquareRules(4), flipped=True)
    assert L.bottom_player() == 0 and F.bottom_player() == 2
    north = [p for p in F.pits if p.owner == 2]
    assert min(p.cy for p in north) > max(p.cy for p in F.pits if p.owner != 2)
    assert F.store(2).cy > F.board_y + F.board_h / 2 and F.store(2).cx > F.board_x + F.board_w / 2


def test_three_players_leave_the_fourth_row_off():
    L = board_layout(SquareRules(5, sides=3))
    assert {p.owner for p in L.pits} == {0, 1, 2} and len(L.pits) == 15
    assert [s.player for s in L.stores] == [0, 1, 2]
    assert L.width == board_layout(SquareRules(5)).width


def test_same_pit_size_as_the_two_sided_board():
    square = square_layout(6, pit_diameter=45.0, gap=6.0, label_space=12.0)
    flat = board_layout(6, pit_diameter=45.0, gap=6.0, label_space=12.0)
    assert {p.r for p in square.pits} == {p.r for p in flat.pits} == {22.5}


def test_no_stores_and_bad_row_counts():
    assert board_layout(SquareRules(4, has_stores=False)).stores == ()
    with pytest.raises(ValueError):
        square_layout(4, 5)
