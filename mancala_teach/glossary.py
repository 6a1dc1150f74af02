"""The words the project uses, one meaning each, for widgets, narration, notebooks and pages.

A classroom needs one vocabulary: "pit" everywhere (never "cell" in one place and "house" in
another), "seed" for every counter (Lane's games were played with pebbles, but we call them
seeds too), and house-rule choices said in words, never as the option codes the Python API
takes (``no_capture``, ``ccw``). Standard library only, so every layer may use it.
"""

from __future__ import annotations

from typing import Any

from .errors import UnknownNameError

#: Each word a child meets, with the one sentence that explains it (in the order they meet them).
GLOSSARY: dict[str, str] = {
    "pit": "One of the small hollows on the board. Each player owns the row of pits on their "
           "side; pits are named by letters, A, B, C ...",
    "seed": "One of the counters that are moved around the board (seeds, beans or pebbles).",
    "store": "The big pit at a player's end of the board, where the seeds they win are kept. "
             "Games without stores keep them in a score pile beside the board.",
    "sow": "To pick up every seed in one pit and drop them one at a time into the next pits, "
           "going round the board.",
    "lap": "Going all the way round the board while sowing, past the pit the seeds came from.",
    "capture": "Taking seeds off the board into your store, when the last seed lands where the "
               "rules say.",
    "relay": "When the last seed lands in a pit that has seeds, picking them all up and going "
             "on sowing.",
    "extra turn": "Playing again straight away, because the last seed landed in your own store "
                  "(or, in some games, because you captured).",
}

#: House-rule choices in words, keyed by option name and value. Every choice of every option in
#: the variant registry has an entry (a test checks), so no code ever reaches the screen.
CHOICE_WORDS: dict[str, dict[Any, str]] = {
    "grand_slam": {
        "no_capture": "is allowed but captures nothing",
        "forbidden": "is not allowed",
        "opponent_takes_rest": "captures and ends the game, and the opponent takes the rest",
        "spare_last": "captures all but the last pit",
        "spare_first": "captures all but the first pit",
        "capture_all": "captures everything",
    },
    "capture_chain": {
        "contiguous": "pits just before it, while they hold 2 or 3",
        "any_sown": "every pit sown that holds 2 or 3",
    },
    "game_end": {
        "either_side_empty": "as soon as one side is empty",
        "one_last_move": "the other player gets one last move",
        "any_row_empty": "as soon as any player's row is empty",
        "board_empty": "when every pit is empty (a player with an empty row misses a turn)",
    },
    "facing": {
        "across": "straight across the square",
        "next_row": "in the next row, folded at the corner",
    },
    "turn_order": {
        "counterclockwise": "counterclockwise (South, East, North, West)",
        "clockwise": "clockwise (South, West, North, East)",
    },
    "leftovers": {
        "owner": "go to the owner of the side",
        "not_counted": "are not counted",
        "first_to_empty": "go to the player whose side emptied first",
    },
    "start": {
        "rightmost": "from your rightmost pit with seeds",
        "any": "from any of your pits",
    },
    "direction": {
        1: "counterclockwise",
        -1: "clockwise",
    },
}

#: Option names in words (for the labels of an options panel).
OPTION_NAMES: dict[str, str] = {
    "pits": "Pits on each side",
    "seeds": "Seeds in each pit",
    "grand_slam": "Taking all the opponent's seeds",
    "capture_chain": "A capture also takes",
    "game_end": "The game ends",
    "leftovers": "Seeds left at the end",
    "start": "A move starts",
    "capture_empty_opposite": "Capture when the pit opposite is empty",
    "pie_rule": "Second player may swap sides",
    "finish_at_majority": "Stop when a store holds more than half",
    "chain_captures": "Captures go on along empty pits",
    "setup": "Starting seeds",
    "teams": "Two teams of two",
    "facing": "The pit facing yours is",
    "turn_order": "Turns go",
    "partners": "Partners sit opposite",
}


def choice_words(option: str, value: Any) -> str:
    """A house-rule choice in words: ``choice_words("leftovers", "not_counted")``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    try:
        return CHOICE_WORDS[option][value]
    except KeyError:
        return str(value)


def direction_words(direction: int) -> str:
    return CHOICE_WORDS["direction"][direction]


def define(word: str) -> str:
    """The glossary's sentence for ``word`` (an :class:`UnknownNameError`, also a KeyError,
    names the words it knows)."""
    key = word.strip().lower()
    if key.endswith("s") and key[:-1] in GLOSSARY:
        key = key[:-1]
    if key not in GLOSSARY:
        raise UnknownNameError(f"{word!r} is not in the glossary; it has: {', '.join(GLOSSARY)}.")
    return GLOSSARY[key]


def glossary_html() -> str:
    """The glossary as an HTML definition list, for notebooks."""
    from html import escape
    items = "".join(f"<dt><b>{escape(w)}</b></dt><dd>{escape(s)}</dd>"
                    for w, s in GLOSSARY.items())
    return f"<dl class='mancala-glossary'>{items}</dl>"
