"""Contrast computed from the palette and the widget's style sheet (WCAG 2.1 AA).

Text needs 4.5:1 against what it sits on (1.4.3); meaningful graphics, such as highlight
rings, pit outlines, seeds and arrows, need 3:1 (1.4.11). Checked for the normal palette and
the high-contrast one.
"""

from __future__ import annotations

import re

import pytest

from mancala_teach.render.palette import CONTRASTS, contrast_ratio
from mancala_teach.widgets.frontend import CSS

TEXT, GRAPHIC = 4.5, 3.0


@pytest.mark.parametrize("name", sorted(CONTRASTS))
def test_board_text_is_readable(name):
    c = CONTRASTS[name]
    assert contrast_ratio(c["text"], c["pit"]) >= TEXT        # pit counts
    assert contrast_ratio(c["text"], c["store"]) >= TEXT      # store counts
    assert contrast_ratio(c["text"], c["board"]) >= TEXT      # words on the wood
    assert contrast_ratio(c["text"], "#FFFFFF") >= TEXT       # letters and names on the page
    assert contrast_ratio(c["muted"], "#FFFFFF") >= TEXT


@pytest.mark.parametrize("name", sorted(CONTRASTS))
@pytest.mark.parametrize("colour", ["picked_up", "last_seed", "captured", "store_grew",
                                    "pit_edge", "board_edge", "arrow", "seed"])
def test_every_highlight_and_outline_stands_out(name, colour):
    c = CONTRASTS[name]
    # Rings and outlines sit between a pit (or store) and the wood, or on the page (legend).
    for background in (c["pit"], c["board"], "#FFFFFF"):
        assert contrast_ratio(c[colour], background) >= GRAPHIC, (colour, background)


@pytest.mark.parametrize("name", sorted(CONTRASTS))
def test_player_marks_stand_out_on_the_page(name):
    c = CONTRASTS[name]
    for colour in ("south", "north"):
        assert contrast_ratio(c[colour], "#FFFFFF") >= GRAPHIC


def css_colour(var: str, scope: str = ".mancala-widget {") -> str:
    block = CSS[CSS.index(scope):]
    return re.search(rf"--{var}: (#[0-9A-Fa-f]{{6}})", block).group(1)


@pytest.mark.parametrize("scope", [".mancala-widget {", ".mancala-widget.mt-high {"])
def test_widget_buttons_and_messages(scope):
    page = "#FFFFFF"
    primary = css_colour("mt-primary", scope)
    assert contrast_ratio("#FFFFFF", primary) >= TEXT          # the main button's words
    assert contrast_ratio(primary, page) >= GRAPHIC            # its edge on the page
    for var in ("mt-text", "mt-problem", "mt-right"):
        assert contrast_ratio(css_colour(var, scope), page) >= TEXT, var
        assert contrast_ratio(css_colour(var, scope), "#F4F4F4") >= TEXT, var   # on a button
    assert contrast_ratio(css_colour("mt-line", scope), page) >= GRAPHIC   # button edges


def test_focus_ring_is_thick_and_dark():
    ring = re.search(r":focus-visible \{\s*outline: (\d+)px solid (#[0-9A-F]{6})", CSS)
    assert int(ring.group(1)) >= 2 and contrast_ratio(ring.group(2), "#FFFFFF") >= GRAPHIC
    assert "g:focus > .focus-ring { visibility: visible; }" in CSS
