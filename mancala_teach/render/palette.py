"""The one palette every drawing uses: SVG boards, PDF printables and SVG charts.

Colours are from the Okabe-Ito set, which stays distinct for the common kinds of colour
blindness; highlights are never shown by colour alone (each backend adds an outline style or a
pattern too). Callers may pass their own dict with any of these keys to override them.
"""

from __future__ import annotations

PALETTE: dict[str, str] = {
    "board": "#E8D5B0",         # light wood
    "board_edge": "#8B6B3E",
    "pit": "#FFF8EC",
    "pit_edge": "#8B6B3E",
    "store": "#FFF8EC",
    "seed": "#5A3E1B",
    "text": "#1A1A1A",
    "muted": "#5F5F5F",
    "picked_up": "#0072B2",     # blue: the pit the move started from (dashed outline)
    "last_seed": "#E69F00",     # orange: where the last seed landed (thick outline)
    "captured": "#D55E00",      # vermilion: captured pits (hatched)
    "store_grew": "#009E73",    # bluish green: the store that grew (double outline)
    "south": "#0072B2",
    "north": "#CC79A7",
    "arrow": "#5F5F5F",
}


def palette(overrides: dict[str, str] | None = None) -> dict[str, str]:
    """The palette with ``overrides`` applied; unknown keys are an error, not a silent no-op."""
    merged = dict(PALETTE)
    for key, value in (overrides or {}).items():
        if key not in PALETTE:
            raise KeyError(f"{key!r} is not a palette colour; the colours are: "
                           + ", ".join(PALETTE) + ".")
        merged[key] = value
    return merged
