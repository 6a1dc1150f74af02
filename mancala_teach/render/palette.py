"""The one palette every drawing uses: SVG boards, PDF printables and SVG charts.

Colours are the Okabe-Ito hues, which stay distinct for the common kinds of colour blindness,
darkened where needed so that every meaningful graphic has a contrast of at least 3:1 against
the wood of the board and the pits it sits on (WCAG 2.1, 1.4.11), and text at least 4.5:1
(1.4.3); ``tests/test_contrast.py`` computes each ratio. Highlights are never shown by colour
alone (each backend adds an outline style or a pattern too).

``palette(contrast="high")`` is for washed-out projectors: white board, black text and outlines,
and the same hues darker still. Callers may pass their own dict with any of these keys to
override them.
"""

from __future__ import annotations

from ..errors import UnknownNameError

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
    "last_seed": "#986900",     # orange, darkened: where the last seed landed (thick outline)
    "captured": "#BB5300",      # vermilion, darkened: captured pits (hatched)
    "store_grew": "#00835F",    # bluish green, darkened: the store that grew (double outline)
    "south": "#0072B2",
    "north": "#9F5E82",         # reddish purple, darkened
    "east": "#00735A",          # bluish green, darkened (four-sided board)
    "west": "#A34A00",          # vermilion, darkened (four-sided board)
    "arrow": "#5F5F5F",
}

HIGH_CONTRAST: dict[str, str] = {
    "board": "#FFFFFF",
    "board_edge": "#000000",
    "pit": "#FFFFFF",
    "pit_edge": "#000000",
    "store": "#FFFFFF",
    "seed": "#000000",
    "text": "#000000",
    "muted": "#333333",
    "picked_up": "#005A8C",
    "last_seed": "#6B4A00",
    "captured": "#8A3D00",
    "store_grew": "#005C42",
    "south": "#005A8C",
    "north": "#74425E",
    "east": "#005C42",
    "west": "#7A3600",
    "arrow": "#000000",
}

CONTRASTS = {"normal": PALETTE, "high": HIGH_CONTRAST}


def palette(overrides: dict[str, str] | None = None, *, contrast: str = "normal"
            ) -> dict[str, str]:
    """The palette with ``overrides`` applied; unknown keys are an error, not a silent no-op."""
    if contrast not in CONTRASTS:
        raise UnknownNameError(f"{contrast!r} is not a contrast; choose one of: "
                       + ", ".join(CONTRASTS) + ".")
    merged = dict(CONTRASTS[contrast])
    for key, value in (overrides or {}).items():
        if key not in PALETTE:
            raise UnknownNameError(f"{key!r} is not a palette colour; the colours are: "
                           + ", ".join(PALETTE) + ".")
        merged[key] = value
    return merged


def relative_luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of ``#RRGGBB``."""
    text = colour.lstrip("#")
    channels = [int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.1 contrast ratio of two colours, from 1 to 21."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
