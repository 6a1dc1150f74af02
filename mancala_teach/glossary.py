"""The words the project uses, one meaning each, for widgets, narration, notebooks and pages.

A classroom needs one vocabulary: "pit" everywhere (never "cell" in one place and "house" in
another), "seed" for every counter (Lane's games were played with pebbles, but we call them
seeds too), and house-rule choices said in words, never as the option codes the Python API
takes (``no_capture``, ``ccw``). Standard library only, so every layer may use it.

Every word here is in the catalogue (:mod:`mancala_teach.i18n`): the functions answer in the
language in use, and each language's catalogue fixes one word per idea in its header
(French "case", "grenier"; Spanish "hoyo", "granero"). The tables are built once per
language (:func:`~mancala_teach.i18n.per_language`); the upper-case constants are the
English words, for code that wants the source.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from .errors import UnknownNameError
from .i18n import _, comparable, ngettext, per_language, pgettext, use_language


@per_language
def _terms() -> Mapping[str, tuple[str, str]]:
    """Each word a child meets, by its English key: (the word, the sentence that explains
    it), in the order children meet them."""
    return MappingProxyType({
        # TRANSLATORS: the glossary's words: use the terms of this catalogue's header.
        "pit": (
            pgettext("glossary term", "pit"),
            pgettext("glossary definition",
                     "One of the small hollows on the board. Each player owns the row of "
                     "pits on their side; pits are named by letters, A, B, C ...")),
        "seed": (
            pgettext("glossary term", "seed"),
            pgettext("glossary definition",
                     "One of the counters that are moved around the board (seeds, beans or "
                     "pebbles).")),
        "store": (
            pgettext("glossary term", "store"),
            pgettext("glossary definition",
                     "The big pit at a player's end of the board, where the seeds they win "
                     "are kept. Games without stores keep them in a score pile beside the "
                     "board.")),
        "opposite": (
            pgettext("glossary term", "opposite"),
            pgettext("glossary definition",
                     "The pit straight across the board, in the other player's row: "
                     "pit A is opposite pit L, and pit B is opposite pit K.")),
        "sow": (
            pgettext("glossary term", "sow"),
            pgettext("glossary definition",
                     "To pick up every seed in one pit and drop them one at a time into the "
                     "next pits, going round the board.")),
        "counterclockwise": (
            pgettext("glossary term", "counterclockwise"),
            pgettext("glossary definition",
                     "The way the seeds go round the board: the other way to a clock's "
                     "hands. Along your own row, that is to the right.")),
        "lap": (
            pgettext("glossary term", "lap"),
            pgettext("glossary definition",
                     "Going all the way round the board while sowing, past the pit the seeds "
                     "came from.")),
        "remainder": (
            pgettext("glossary term", "remainder"),
            pgettext("glossary definition",
                     "What is left over after making whole groups: 17 seeds are one lap "
                     "of 13 with 4 left over (17 = 13 × 1 + 4), so the remainder is 4.")),
        "capture": (
            pgettext("glossary term", "capture"),
            pgettext("glossary definition",
                     "Taking seeds off the board into your store, when the last seed lands "
                     "where the rules say.")),
        "relay": (
            pgettext("glossary term", "relay"),
            pgettext("glossary definition",
                     "When the last seed lands in a pit that has seeds, picking them all up "
                     "and going on sowing.")),
        "extra turn": (
            pgettext("glossary term", "extra turn"),
            pgettext("glossary definition",
                     "Playing again straight away, because the last seed landed in your own "
                     "store (or, in some games, because you captured).")),
    })


@per_language
def _choices() -> Mapping[str, Mapping[Any, str]]:
    """House-rule choices in words, keyed by option name and value. Every choice of every
    option in the variant registry has an entry (a test checks), so no code reaches the
    screen."""
    return MappingProxyType({name: MappingProxyType(words) for name, words in {
        "grand_slam": {
            # TRANSLATORS: a house-rule choice finishes the sentence that its option's name
            # (msgctxt "house rule option") begins: "Taking all the opponent's seeds" + "is
            # not allowed"; "The game ends" + "as soon as one side is empty".
            "no_capture": pgettext("house rule grand_slam", "is allowed but captures nothing"),
            "forbidden": pgettext("house rule grand_slam", "is not allowed"),
            "opponent_takes_rest": pgettext(
                "house rule grand_slam",
                "captures and ends the game, and the opponent takes the rest"),
            "spare_last": pgettext("house rule grand_slam", "captures all but the last pit"),
            "spare_first": pgettext("house rule grand_slam",
                                    "captures all but the first pit"),
            "capture_all": pgettext("house rule grand_slam", "captures everything"),
        },
        "capture_chain": {
            # TRANSLATORS: finishes "A capture also takes ..." (Oware: the capturing pit).
            "contiguous": pgettext("house rule capture_chain",
                                   "pits just before it, while they hold 2 or 3"),
            "any_sown": pgettext("house rule capture_chain",
                                 "every pit sown that holds 2 or 3"),
        },
        "game_end": {
            # TRANSLATORS: finishes "The game ends ...".
            "either_side_empty": pgettext("house rule game_end",
                                          "as soon as one side is empty"),
            "one_last_move": pgettext("house rule game_end",
                                      "the other player gets one last move"),
            "any_row_empty": pgettext("house rule game_end",
                                      "as soon as any player's row is empty"),
            "board_empty": pgettext(
                "house rule game_end",
                "when every pit is empty (a player with an empty row misses a turn)"),
        },
        "facing": {
            # TRANSLATORS: finishes "The pit facing yours is ..." (the four-sided board).
            "across": pgettext("house rule facing", "straight across the square"),
            "next_row": pgettext("house rule facing", "in the next row, folded at the corner"),
        },
        "turn_order": {
            # TRANSLATORS: finishes "Turns go ..." (the four-sided board).
            "counterclockwise": pgettext("house rule turn_order",
                                         "counterclockwise (South, East, North, West)"),
            "clockwise": pgettext("house rule turn_order",
                                  "clockwise (South, West, North, East)"),
        },
        "leftovers": {
            # TRANSLATORS: finishes "Seeds left at the end ..." (plural subject).
            "owner": pgettext("house rule leftovers", "go to the owner of the side"),
            "not_counted": pgettext("house rule leftovers", "are not counted"),
            "first_to_empty": pgettext("house rule leftovers",
                                       "go to the player whose side emptied first"),
        },
        "start": {
            # TRANSLATORS: finishes "A move starts ..." (Lane's games; "your": the child).
            "rightmost": pgettext("house rule start", "from your rightmost pit with seeds"),
            "any": pgettext("house rule start", "from any of your pits"),
        },
        "direction": {
            # TRANSLATORS: the way seeds go round the board, after "sowing" or a pit letter.
            1: pgettext("sowing direction", "counterclockwise"),
            -1: pgettext("sowing direction", "clockwise"),
        },
        "yes/no": {
            True: pgettext("house rule", "yes"),
            False: pgettext("house rule", "no"),
        },
    }.items()})


@per_language
def _option_names() -> Mapping[str, str]:
    """Option names in words (for the labels of an options panel)."""
    return MappingProxyType({
        "pits": pgettext("house rule option", "Pits on each side"),
        "seeds": pgettext("house rule option", "Seeds in each pit"),
        "grand_slam": pgettext("house rule option", "Taking all the opponent's seeds"),
        "capture_chain": pgettext("house rule option", "A capture also takes"),
        "game_end": pgettext("house rule option", "The game ends"),
        "leftovers": pgettext("house rule option", "Seeds left at the end"),
        "start": pgettext("house rule option", "A move starts"),
        "capture_empty_opposite": pgettext("house rule option",
                                           "Capture when the pit opposite is empty"),
        "pie_rule": pgettext("house rule option", "Second player may swap sides"),
        "finish_at_majority": pgettext("house rule option",
                                       "Stop when a store holds more than half"),
        "chain_captures": pgettext("house rule option", "Captures go on along empty pits"),
        "setup": pgettext("house rule option", "Starting seeds"),
        "teams": pgettext("house rule option", "Two teams of two"),
        "facing": pgettext("house rule option", "The pit facing yours is"),
        "turn_order": pgettext("house rule option", "Turns go"),
        "partners": pgettext("house rule option", "Partners sit opposite"),
    })


with use_language("en"):
    #: Each word a child meets with the one sentence that explains it, in English.
    GLOSSARY: dict[str, str] = {key: sentence for key, (_word, sentence) in _terms().items()}
    #: House-rule choices in English, keyed by option name and value (yes/no are not here).
    CHOICE_WORDS: dict[str, dict[Any, str]] = {
        name: dict(words) for name, words in _choices().items() if name != "yes/no"}
    #: Option names in English.
    OPTION_NAMES: dict[str, str] = dict(_option_names())


def term(key: str) -> str:
    """A glossary word in the language in use: ``term("store")`` is "grenier" in French."""
    return _terms()[key][0]


def glossary() -> dict[str, str]:
    """Each word a child meets with its sentence, in the language in use (in English, the
    same as :data:`GLOSSARY`)."""
    return dict(_terms().values())


def option_name(option: str) -> str:
    """An option's name in words: ``option_name("leftovers")`` is "Seeds left at the end"."""
    return _option_names()[option]


def choice_words(option: str, value: Any) -> str:
    """A house-rule choice in words: ``choice_words("leftovers", "not_counted")``."""
    if isinstance(value, bool):
        return _choices()["yes/no"][value]
    try:
        return _choices()[option][value]
    except KeyError:
        return str(value)


def direction_words(direction: int) -> str:
    return _choices()["direction"][direction]


def seeds(n: int) -> str:
    """``1 seed``, ``4 seeds`` (French ``0 graine``, Spanish ``0 semillas``)."""
    return ngettext("{n} seed", "{n} seeds", n)


def pits(n: int) -> str:
    """``1 pit``, ``6 pits``."""
    return ngettext("{n} pit", "{n} pits", n)


def define(word: str) -> str:
    """The glossary's sentence for ``word``, in the language in use; ``word`` is the English
    key or the word as the language says it, in the singular or the plural (an
    :class:`UnknownNameError`, also a KeyError, names the words it knows)."""
    wanted = comparable(word.strip())
    for key, (said, sentence) in _terms().items():
        for name in {comparable(key), comparable(said)}:
            if wanted in (name, name + "s"):
                return sentence
    raise UnknownNameError(_("{word} is not in the glossary; it has: {words}.",
                             word=repr(word),
                             words=", ".join(said for said, _sentence in _terms().values())))


def glossary_html() -> str:
    """The glossary as an HTML definition list, for notebooks."""
    from html import escape
    items = "".join(f"<dt><b>{escape(w)}</b></dt><dd>{escape(s)}</dd>"
                    for w, s in _terms().values())
    return f"<dl class='mancala-glossary'>{items}</dl>"


@per_language
def _game_titles() -> Mapping[str, str]:
    """Each game's name in the language in use, by its English title (``Rules.title``)."""
    return MappingProxyType({
        # TRANSLATORS: a game's name inside a sentence (this catalogue's header says whether
        # it takes a capital); a title or a label capitalises its first letter itself.
        "Kalah": pgettext("game name", "Kalah"),
        "Oware": pgettext("game name", "Oware"),
        # TRANSLATORS: Oware with the rules of its tournaments (Abapa), as the code plays it.
        "Oware (Abapa)": pgettext("game name", "Oware (Abapa)"),
        "Wari": pgettext("game name", "Wari"),
        "Giuthi": pgettext("game name", "Giuthi"),
        "Lane's Game of the Ignorant": pgettext("game name", "Lane's Game of the Ignorant"),
        "Lane's Game of the Wise": pgettext("game name", "Lane's Game of the Wise"),
        "Four-sided mancala": pgettext("game name", "Four-sided mancala"),
    })


def game_title(title: str) -> str:
    """A game's name in the language in use, from its English title (``rules.title``):
    ``game_title("Oware (Abapa)")`` is "awalé (abapa)" in French. A title it does not know
    comes back as it is."""
    return _game_titles().get(title, title)
