"""The puzzle board's session: the worksheets' puzzles on screen, answered by tapping or typing.

The puzzles come from :mod:`mancala_teach.puzzles`, the same generators, levels and sheet ids
as the printed worksheets: sheet ``explorer-7-3`` on screen is sheet ``explorer-7-3`` on
paper, puzzle for puzzle. Plain Python, no widget library (the view is
:mod:`mancala_teach.widgets.puzzle`).

How each kind is answered:

- where does the last seed land (after a lap too): tap the pit or the store;
- which pit (extra turn, reverse): tap the pit;
- the best capture, the Oware chain: tap the pit, type how many seeds it captures;
- missing seeds, estimate then add, what went wrong: type a number (how many are missing,
  how many seeds South has, the number of the wrong step);
- the extra-turn pattern: type the numbers one at a time, then check the list;
- sow and count: tap each pit or store of the "after" board and type its count;
- the solitaire: tap the pits in the order you would sow them.

The four-sided board's puzzles are answered the same way, from the seat that sows (a pit of
another player's row is refused, with whose row it is).

The answer is judged at once, against the answer the engine computed for the worksheet's key.
"Show me" then replays the move seed by seed on the board, with the key's explanation.

``PuzzleSession(..., language="fr")`` speaks French (:mod:`.view_model`); its puzzles are
made in its language too, so their questions and explanations follow it once the
generators speak it (:mod:`mancala_teach.puzzles.generators`). What is tapped is kept as
the generators write places (``"South's store"``), so answers compare with the key in any
language; only what is shown is translated.
"""

from __future__ import annotations

from typing import Any, Callable

from ..errors import MancalaError
from ..i18n import N_, _, and_list, in_own_language, ngettext, pgettext, use_language
from ..naming import LETTERS, player_names, seat_name, seat_word
from ..narrate import narrate_step
from ..position import Position
from ..puzzles.generators import Board, Puzzle
from ..puzzles.levels import LEVELS, find_level
from ..puzzles.practice import grade_band
from ..puzzles.sheets import MAX_SHEETS, Worksheet, make_worksheet, parse_id
from ..puzzles import tchoukaillon as T
from ..render.highlights import highlights_at
from ..render.svg import board_svg, new_id_prefix, pit_words, solitaire_svg
from ..trace import Frame, Trace
from ..variants import variant
from .checks import CONTRASTS, check_choice, shown
from .view_model import Control, ViewModel

TAP_PLACE = {"last_seed", "lap", "oware_lap", "four_last_seed", "four_lap"}
TAP_MOVE = {"extra_turn", "reverse", "four_extra_turn"}
TAP_AND_NUMBER = {"best_capture", "oware_chain", "four_capture"}
# kind -> (the answer's field, what to type, the box's label, what goes in the box); the
# words in English, translated where they are read.
NUMBER_ANSWERS = {
    "missing_seeds": ("missing", N_("how many seeds are missing"), N_("Seeds missing"),
                      N_("the number of missing seeds")),
    "estimate": ("south", N_("how many seeds South has"), N_("South's seeds"),
                 N_("the number of South's seeds")),
    "what_went_wrong": ("step", N_("the number of the first wrong step"),
                        N_("First wrong step"), N_("the number of the first wrong step")),
    "four_what_went_wrong": ("step", N_("the number of the first wrong step"),
                             N_("First wrong step"), N_("the number of the first wrong step")),
}
NUMBER = set(NUMBER_ANSWERS)
LIST = {"extra_turn_pattern"}
FILL = {"sow_and_count"}
SEQUENCE = {"tchoukaillon"}

# How each kind is answered, in English (translated where it is read: ``_(HOW[kind])``).
HOW = {
    "last_seed": N_("Tap the pit or the store where the last seed lands."),
    "four_last_seed": N_("Tap the pit or the store where the last seed lands."),
    "four_lap": N_("Take the lap away, then tap the pit or the store where the last seed "
                   "lands."),
    "four_extra_turn": N_("Tap the pit that should be sown."),
    "four_capture": N_("Tap the pit, type how many seeds it captures, then press Check."),
    "four_what_went_wrong": N_("Find the step where Sam first went wrong. Type its number, "
                               "then press Check."),
    "extra_turn": N_("Tap the pit South should sow."),
    "reverse": N_("Tap the pit South sowed."),
    "best_capture": N_("Tap the pit, type how many seeds it captures, then press Check."),
    "oware_chain": N_("Tap the pit, type how many seeds it captures, then press Check."),
    "missing_seeds": N_("Type how many seeds are missing (0 if none), then press Check."),
    "lap": N_("Do the division, then tap the pit or the store where the last seed lands."),
    "oware_lap": N_("Do the division, then tap the pit where the last seed lands."),
    "estimate": N_("Estimate first: more or fewer than half? Then add, type South's seeds "
                   "and press Check."),
    "what_went_wrong": N_("Find the step where Sam first went wrong. Type its number, then "
                          "press Check."),
    "extra_turn_pattern": N_("Type a number and press Add, once for each number. Then press "
                             "Check."),
    "sow_and_count": N_("Tap a pit or store of the After board, type its count and press "
                        "Fill in. When every one is filled in, press Check."),
    "tchoukaillon": N_("Tap the pits in the order you would sow them."),
}


def _end_of(answer: str) -> str:
    """A worksheet key's answer inside a sentence that goes on: "Right! {answer}. Press ..."
    (an answer that already ends with a full stop keeps only one)."""
    return answer[:-1] if answer.endswith(".") and not answer.endswith("...") else answer


def place_words(name: str) -> str:
    """What a child tapped, as a sentence says it: "pit C", "South's store" (the generators'
    spelling of a place, which answers are compared in) in the language in use."""
    if name.endswith("'s store"):
        return pgettext("place", "{player}'s store", player=seat_word(name[:-8]))
    return pgettext("place", "pit {pit}", pit=name.removeprefix("pit "))


def _blank_words(name: str) -> str:
    """A pit or a store of the After board as a list names it: "C", "South's store"."""
    if name.endswith("'s store"):
        return pgettext("label", "{player}'s store", player=seat_word(name[:-8]))
    return name


def _check_sheet(sheet: Any, level: Any, base_seed: Any, number: Any) -> Worksheet:
    if sheet is not None:
        if not isinstance(sheet, str) or len(sheet) > 60:
            raise MancalaError(_("sheet must be a worksheet id such as 'explorer-7-3', not "
                                 "{value}.", value=shown(sheet)))
        lvl, seed, num = parse_id(sheet)
    else:
        if not isinstance(level, str):
            raise MancalaError(_("level must be one of {levels}, not {value}.",
                                 levels=", ".join(LEVELS), value=shown(level)))
        lvl = find_level(level)
        for name, value, low in (("base_seed", base_seed, 0), ("number", number, 1)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise MancalaError(_("{name} must be a whole number, not {value}.", name=name,
                                     value=shown(value)))
            if value < low:
                raise MancalaError(_("{name} must be {low} or more, not {value}.", name=name,
                                     low=low, value=value))
        seed, num = base_seed, number
    if num > MAX_SHEETS:
        raise MancalaError(_("A class set has at most {most} worksheets, so sheet {number} "
                             "does not exist.", most=MAX_SHEETS, number=num))
    if seed > 10**9:
        raise MancalaError(_("The base seed must be at most 1000000000, not {value}.",
                             value=shown(seed)))
    return make_worksheet(lvl, seed, num)


class PuzzleSession(ViewModel):
    """One worksheet's puzzles, one at a time (see the module docstring)."""

    def __init__(self, sheet: str | None = None, *, level: str = "starter", base_seed: int = 1,
                 number: int = 1, contrast: str = "normal",
                 language: str | None = None) -> None:
        super().__init__(language)
        with use_language(self.language):
            self.contrast = check_choice("contrast", contrast, CONTRASTS)
            self.worksheet = _check_sheet(sheet, level, base_seed, number)
            self.uid = new_id_prefix()
            self.results: dict[int, bool] = {}      # puzzle index -> answered right first time
            self.go_to(0)

    # --- state --------------------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        return self.worksheet.puzzles[self.index]

    @property
    def kind(self) -> str:
        return self.puzzle.kind

    @in_own_language
    def go_to(self, index: int) -> None:
        count = len(self.worksheet.puzzles)
        if not 0 <= index < count:
            raise MancalaError(_("This sheet has puzzles 1 to {count}, so there is no puzzle "
                                 "{number}.", count=count, number=index + 1))
        self.index = index
        self.taps: list[str] = []            # pits (or "South's store") tapped, in order
        self.typed = ""
        self.selected: str | None = None     # sow and count: the pit or store being filled
        self.filled: dict[str, int] = {}
        self.listed: list[int] = []          # the extra-turn pattern: the numbers added
        self.verdict: bool | None = None
        self.judged = ""                     # the verdict in a sentence, once judged
        self.message = _(HOW[self.kind])
        self.message_kind = "info"
        self.replay: list[tuple[Any, str, dict]] | None = None    # frames of "Show me"
        self.replay_index = 0
        # TRANSLATORS: {question} is the puzzle's question, {how} how to answer it.
        self._announce_now(_("Puzzle {number} of {count}. {question} {how}", number=index + 1,
                             count=count, question=self.puzzle.question,
                             how=_(HOW[self.kind])))

    # --- events -------------------------------------------------------------------------------

    def buttons(self) -> dict[str, Callable[[], None]]:
        return {**super().buttons(),
                "check": self.check,
                "add": self.add_number,
                "fill": self.fill,
                "copy": self.copy_before,
                "again": lambda: self.go_to(self.index),
                "show": self.show_me,
                "next": self._next,
                "back": self._back,
                "next-puzzle": lambda: self.go_to(self.index + 1),
                "previous-puzzle": lambda: self.go_to(self.index - 1)}

    def fields(self) -> dict[str, Callable[[Any], None]]:
        return {**super().fields(),
                "answer-number": lambda v: setattr(self, "typed", "" if v is None else str(v))}

    @in_own_language
    def tap(self, name: str) -> None:
        if self.replay is not None or self.verdict is not None:
            self.say(_("Press Try again to answer once more, or go on to the next puzzle."),
                     problem=True)
            return
        pits = len(self._shown_board().pits)
        text = name.strip().upper()
        if len(text) != 1 or text not in LETTERS[:pits]:
            raise MancalaError(_("There is no pit called {name} on this board: pits are A to "
                                 "{last}.", name=shown(name, 20), last=LETTERS[pits - 1]))
        pit = LETTERS.index(text)
        kind = self.kind
        if kind in FILL:
            self.selected = text
            self.say(_("Type the count for pit {pit} of the After board, then press Fill in.",
                       pit=text))
            self.move_focus("answer-number")
            return
        if kind in NUMBER:
            self.say(_("Type {what} in the box, then press Check.",
                       what=_(NUMBER_ANSWERS[kind][3])), problem=True)
            return
        if kind in LIST:
            self.say(_(HOW[kind]), problem=True)
            return
        if kind in SEQUENCE:
            self.taps.append(text)
            expected = len(self.puzzle.answer["moves"])
            if len(self.taps) < expected:
                # TRANSLATORS: the solitaire, while a child taps its pits in order: {moves}
                # are the letters tapped so far ("A, F, B").
                self.say(ngettext("Sow {moves} ... ({count} of {n} move).",
                                  "Sow {moves} ... ({count} of {n} moves).", expected,
                                  moves=", ".join(self.taps), count=len(self.taps)))
                return
            self.check()
            return
        if kind in TAP_MOVE | TAP_AND_NUMBER:
            seats = len(self._shown_board().stores)
            mover = player_names(seats).index(self.puzzle.answer.get("mover", "South"))
            row = pits // seats
            if pit // row != mover:
                self.say(_("Pit {pit} is {owner}'s: the puzzle asks about one of {player}'s "
                           "pits, {first} to {last}.", pit=text,
                           owner=seat_name(pit // row, seats), player=seat_name(mover, seats),
                           first=LETTERS[mover * row], last=LETTERS[(mover + 1) * row - 1]),
                         problem=True)
                return
        self.taps = [text]
        if kind in TAP_AND_NUMBER:
            self.say(_("Pit {pit}. Now type how many seeds it captures, then press Check.",
                       pit=text))
            self.move_focus("answer-number")
            return
        self.check()

    @in_own_language
    def tap_store(self, player: str) -> None:
        names = player_names(len(self._shown_board().stores))
        if player not in names:
            # TRANSLATORS: a store named by whose it is, in a list: "the stores are South's
            # and North's".
            stores = and_list([pgettext("store of", "{player}'s", player=seat_word(n))
                               for n in names])
            raise MancalaError(_("There is no store called {name}: the stores are {stores}.",
                                 name=shown(player, 20), stores=stores))
        if self.replay is not None or self.verdict is not None:
            self.say(_("Press Try again to answer once more, or go on to the next puzzle."),
                     problem=True)
            return
        name = f"{player}'s store"         # as the generators name it (compared, not shown)
        if self.kind in TAP_PLACE:
            self.taps = [name]
            self.check()
        elif self.kind in FILL:
            self.selected = name
            self.say(_("Type the count for {store} on the After board, then press Fill in.",
                       store=place_words(name)))
            self.move_focus("answer-number")
        else:
            self.say(_("This puzzle is answered with a pit, not a store."), problem=True)

    @in_own_language
    def fill(self) -> None:
        if self.selected is None:
            self.say(_("Tap a pit or a store of the After board first."), problem=True)
            return
        # TRANSLATORS: goes into "Type {what} as a whole number, like 5, first."
        self.filled[self.selected] = self._number(_("the count"))
        self.selected, self.typed = None, ""
        left = len(self._blanks())
        self.say(ngettext("Filled in. {n} still blank.", "Filled in. {n} still blank.", left)
                 if left else _("Filled in. Every one is filled in: press Check."))

    @in_own_language
    def add_number(self) -> None:
        """The extra-turn pattern: add the typed number to the list."""
        if self.kind not in LIST:
            raise MancalaError(_("Only the extra-turn pattern puzzle takes a list of "
                                 "numbers."))
        # TRANSLATORS: goes into "Type {what} as a whole number, like 5, first."
        number = self._number(_("a number of seeds"))
        if number not in self.listed:
            self.listed.append(number)
        self.typed = ""
        self.say(_("Your numbers: {numbers}. Add another, or press Check.",
                   numbers=", ".join(map(str, self.listed))))

    @in_own_language
    def copy_before(self) -> None:
        """Sow and count: start the After board from the Before counts, then change some."""
        if self.kind not in FILL:
            raise MancalaError(_("Only the sow-and-count puzzle has an After board to fill "
                                 "in."))
        before = self.puzzle.boards[0]
        self.filled = {LETTERS[i]: n for i, n in enumerate(before.pits)}
        self.filled.update({"South's store": before.stores[0], "North's store": before.stores[1]})
        self.say(_("The After board now shows the Before counts: change the ones the move "
                   "changes, then press Check."))

    def _number(self, what: str) -> int:
        text = self.typed.strip()
        if not text:
            raise MancalaError(_("Type {what} as a whole number, like 5, first.", what=what))
        if not text.isdigit() or len(text) > 4:
            raise MancalaError(_("Type {what} with digits, like 5: {text} is not a whole "
                                 "number.", what=what, text=shown(text, 20)))
        return int(text)

    def _blanks(self) -> list[str]:
        after = self.puzzle.extra["answer_board"]
        names = [LETTERS[i] for i in range(len(after.pits))] + ["South's store",
                                                               "North's store"]
        return [n for n in names if n not in self.filled]

    # --- judging ------------------------------------------------------------------------------

    @in_own_language
    def check(self) -> None:
        """Judge the answer given so far; says what is missing when it is incomplete."""
        if self.verdict is not None:
            return
        p, kind = self.puzzle, self.kind
        if kind in TAP_PLACE:
            if not self.taps:
                raise MancalaError(_("Tap the pit or the store where the last seed lands."))
            right = self._place(self.taps[0]) == p.answer["place"]
            given = place_words(self._place(self.taps[0]))
        elif kind in TAP_MOVE:
            if not self.taps:
                raise MancalaError(_("Tap one of South's pits first."))
            right, given = self.taps[0] == p.answer["move"], place_words(self.taps[0])
        elif kind in TAP_AND_NUMBER:
            if not self.taps:
                raise MancalaError(_("Tap the pit first, then type how many seeds it "
                                     "captures."))
            # TRANSLATORS: goes into "Type {what} as a whole number, like 5, first."
            seeds = self._number(_("how many seeds it captures"))
            right = self.taps[0] == p.answer["move"] and seeds == p.answer["seeds"]
            given = ngettext("pit {pit}, {count} seed", "pit {pit}, {count} seeds",
                             seeds, pit=self.taps[0], count=seeds)
        elif kind in NUMBER:
            field, what = NUMBER_ANSWERS[kind][:2]
            number = self._number(_(what))
            right, given = number == p.answer[field], str(number)
        elif kind in LIST:
            if self.typed.strip():
                self.add_number()
            if not self.listed:
                raise MancalaError(_("Type a number and press Add first."))
            right = sorted(self.listed) == p.answer["counts"]
            given = ", ".join(map(str, sorted(self.listed)))
        elif kind in SEQUENCE:
            right, given = self.taps == p.answer["moves"], " ".join(self.taps)
        else:
            blanks = self._blanks()
            if blanks:
                names = ", ".join(_blank_words(b) for b in blanks[:4])
                raise MancalaError(ngettext(
                    "Fill in every pit and store of the After board first: {n} still blank "
                    "({names}).", "Fill in every pit and store of the After board first: {n} "
                    "still blank ({names}).", len(blanks),
                    names=names + (" ..." if len(blanks) > 4 else "")))
            truth = dict(p.answer["pits"])
            truth.update({f"{k}'s store": v for k, v in p.answer["stores"].items()})
            wrong = [k for k, v in truth.items() if self.filled.get(k) != v]
            right = not wrong
            # TRANSLATORS: one mistake on the After board: {place} is a pit's letter or a
            # store ("South's store"), {count} the right count, {given} the child's.
            given = pgettext("separator", "; ").join(
                _("{place} holds {count}, not {given}", place=_blank_words(k), count=truth[k],
                  given=self.filled[k]) for k in wrong[:4])
        self.verdict = right
        self.results.setdefault(self.index, right)
        answer = _end_of(p.answer_text)
        if right:
            # TRANSLATORS: {answer} is the worksheet key's answer ("Pit D", "4 seeds
            # missing").
            self.judged = _("Right! {answer}.", answer=answer)
            self.say(self.judged + " " + _("Press Show me to watch it, or go on."),
                     kind="right")
        elif kind in FILL:
            self.judged = _("Not quite: {mistakes}.", mistakes=given)
            self.say(self.judged + " " + _("Press Show me to watch the move seed by seed."),
                     kind="wrong")
        else:
            # TRANSLATORS: {given} is what the child answered ("pit C", "South's store",
            # "5"), {answer} the worksheet key's answer.
            self.judged = _("Not quite: you said {given}; the answer is {answer}.",
                            given=given, answer=answer)
            self.say(self.judged + " " + _("Press Show me to watch it seed by seed."),
                     kind="wrong")

    @staticmethod
    def _place(name: str) -> str:
        return name if "store" in name else f"pit {name}"

    # --- "Show me": the move seed by seed -----------------------------------------------------

    @in_own_language
    def show_me(self) -> None:
        p = self.puzzle
        if p.kind in SEQUENCE:
            self.replay = _solitaire_frames(p.extra["board"], p.answer["moves"])
        elif p.position is not None and p.move is not None:
            before = Position.parse(p.position)
            _, trace = before.play(p.move)
            self.replay = [(trace, narrate_step(trace, k), {}) for k in
                           range(len(trace.events) + 1)]
        else:
            self.say(" ".join(p.explanation))
            return
        self.replay_index = 0
        self.say(" ".join(p.explanation))
        self._announce_now(self._replay_words())

    def _next(self) -> None:
        if self.replay is None:
            raise MancalaError(_("Press Show me first to watch the move."))
        if self.replay_index >= len(self.replay) - 1:
            raise MancalaError(_("That was the last seed: go on to the next puzzle."))
        self.replay_index += 1
        self._announce_now(self._replay_words())

    def _back(self) -> None:
        if self.replay is None or self.replay_index == 0:
            raise MancalaError(_("This is the start of the move."))
        self.replay_index -= 1
        self._announce_now(self._replay_words())

    def _replay_words(self) -> str:
        assert self.replay is not None
        return self.replay[self.replay_index][1]

    # --- what to draw -------------------------------------------------------------------------

    def _shown_board(self) -> Board:
        return self.puzzle.boards[0]

    @in_own_language
    def still_pictures(self) -> list[tuple[str, str]]:
        """(caption, SVG) of what is on show, as pictures nobody can tap (a saved page)."""
        return self.boards(interactive=False)

    @in_own_language
    def boards(self, interactive: bool = True) -> list[tuple[str, str]]:
        """(caption, svg) for each board to show (``interactive=False``: still pictures)."""
        p = self.puzzle
        answering = self.verdict is None and self.replay is None and interactive
        uid = self.uid if interactive else f"{self.uid}still"
        if self.replay is not None:
            return [(pgettext("caption", "The move, seed by seed"), self._replay_svg())]
        if p.kind in SEQUENCE:
            board = p.extra["board"]
            playable = range(len(board)) if answering else ()
            labels = {i: pit_words(LETTERS[i], n) for i, n in enumerate(board)}
            return [("", solitaire_svg(board, 0, pit_labels=labels if answering else None,
                                       playable=playable, id_prefix=uid,
                                       contrast=self.contrast))]
        out = []
        for k, b in enumerate(p.boards):
            counts: tuple[int | None, ...] = b.pits
            stores = b.stores
            tappable: set[int] = set()
            stores_tappable: set[int] = set()
            caption = b.caption
            last = k == len(p.boards) - 1
            if p.kind in FILL and last:
                counts = tuple(self.filled.get(LETTERS[i]) for i in range(len(b.pits)))
                stores = (self.filled.get("South's store"), self.filled.get("North's store"))
                caption = pgettext("caption", "After: tap a pit or store, type its count")
                if answering:
                    tappable = set(range(len(b.pits)))
                    stores_tappable = {0, 1}
            elif answering and last and p.kind in TAP_PLACE:
                tappable, stores_tappable = set(range(len(b.pits))), set(range(len(stores)))
            elif answering and k == 0 and p.kind in TAP_MOVE | TAP_AND_NUMBER:
                # the mover's pits of the board before (South's, or any seat's on the square)
                row = len(b.pits) // len(b.stores)
                seat = player_names(len(b.stores)).index(p.answer.get("mover", "South"))
                tappable = set(range(seat * row, (seat + 1) * row))
            marks: dict[str, Any] = {}
            if p.move and k == 0 and p.kind in TAP_PLACE | FILL:
                marks["picked_up"] = [LETTERS.index(p.move)]
            if self.selected and p.kind in FILL and last and len(self.selected) == 1:
                marks["last_seed"] = [LETTERS.index(self.selected)]
            tap_board = last if p.kind in TAP_PLACE else k == 0
            if p.kind in TAP_MOVE | TAP_AND_NUMBER | TAP_PLACE and self.taps and tap_board and \
                    len(self.taps[0]) == 1:
                marks["last_seed"] = [LETTERS.index(self.taps[0])]
            rules = variant(b.variant)
            labels = {i: pit_words(LETTERS[i], n) for i, n in enumerate(counts)}
            mover = Position.parse(p.position).to_move if p.position else 0
            svg = board_svg(Frame(counts, stores, 0, None), rules=rules, to_move=mover,
                            highlights=marks or None, id_prefix=f"{uid}b{k}",
                            contrast=self.contrast, legend=False,
                            vertical=self.narrow and rules.sides == 2,
                            pit_labels=labels if (tappable or stores_tappable) else None,
                            playable=tappable, playable_stores=stores_tappable)
            out.append((caption, svg))
        return out

    def shape(self) -> str:
        """The boards' shape, for the page's layout: wide, tall (upright) or square."""
        p = self.puzzle
        if p.kind in SEQUENCE and self.replay is None or p.kind not in SEQUENCE and any(
                variant(b.variant).sides != 2 for b in p.boards):
            return "wide" if p.kind in SEQUENCE else "square"
        return "tall" if self.narrow and p.kind not in SEQUENCE else "wide"

    def _replay_svg(self) -> str:
        assert self.replay is not None
        state, _, extra = self.replay[self.replay_index]
        if isinstance(state, Trace):
            frame = state.frames()[self.replay_index]
            return board_svg(frame, rules=state.before.rules, to_move=state.before.to_move,
                             highlights=highlights_at(state, self.replay_index),
                             id_prefix=f"{self.uid}r", contrast=self.contrast,
                             vertical=self.narrow and state.before.rules.sides == 2)
        pits, store, hand = state
        return solitaire_svg(pits, store, in_hand=hand, highlights=extra or None,
                             id_prefix=f"{self.uid}r", contrast=self.contrast)

    @in_own_language
    def controls(self) -> list[list[Control]]:
        kind = self.kind
        rows: list[list[Control]] = []
        answering = self.verdict is None and self.replay is None
        if answering and kind in TAP_AND_NUMBER | NUMBER | FILL | LIST:
            label = (pgettext("label", "Count") if kind in FILL else
                     _(NUMBER_ANSWERS[kind][2]) if kind in NUMBER else
                     pgettext("label", "Seeds") if kind in LIST else
                     pgettext("label", "Seeds captured"))
            row = [Control("answer-number", label, kind="number", value=self.typed, low=0,
                           high=999)]
            if kind in LIST:
                row.append(Control("add", pgettext("button", "Add")))
            if kind in FILL:
                row.append(Control("fill", pgettext("button", "Fill in"),
                                   disabled=self.selected is None))
                row.append(Control("copy", pgettext("button", "Copy the Before board")))
            row.append(Control("check", pgettext("button", "Check"), primary=True))
            rows.append(row)
        if self.replay is not None:
            rows.append([
                Control("back", pgettext("button", "Back one seed"), icon="\u25c0",
                        disabled=self.replay_index == 0),
                Control("next", pgettext("button", "Next seed"), icon="\u25b6",
                        icon_after=True, primary=True,
                        disabled=self.replay_index >= len(self.replay) - 1)])
        count = len(self.worksheet.puzzles)
        nav = []
        if (self.verdict is not None or self.replay is not None or self.taps or self.filled
                or self.listed):
            nav.append(Control("again", pgettext("button", "Try again"), icon="\u21bb"))
        if self.verdict is not None and self.replay is None:
            nav.append(Control("show", pgettext("button", "Show me"),
                               primary=kind not in NUMBER))
        nav += [Control("previous-puzzle", pgettext("button", "Previous puzzle"),
                        icon="\u25c0", disabled=self.index == 0),
                Control("next-puzzle", pgettext("button", "Next puzzle"), icon="\u25b6",
                        icon_after=True, disabled=self.index == count - 1)]
        rows.append(nav)
        return rows

    @in_own_language
    def view(self) -> dict[str, Any]:
        count = len(self.worksheet.puzzles)
        right = sum(1 for ok in self.results.values() if ok)
        narration = self._replay_words() if self.replay is not None else ""
        return {
            "seq": self.seq,
            "root": "mancala-puzzle",
            "level": "young" if self.worksheet.level.name == "starter" else "standard",
            "contrast": self.contrast,
            "shape": self.shape(),
            # TRANSLATORS: {sheet} is a worksheet's id ("explorer-7-3"), {grades} its
            # level's grades ("Grades 3-4 (ages 8-10)").
            "sheet": _("Worksheet {sheet} \u00b7 {grades} \u00b7 puzzle {number} of {count}",
                       sheet=self.worksheet.id, grades=grade_band(self.worksheet.level),
                       number=self.index + 1, count=count),
            "question": self.puzzle.question,
            "boards": [{"caption": c, "svg": s} for c, s in self.boards()],
            "step": (_("Step {step} of {count}", step=self.replay_index,
                       count=len(self.replay) - 1) if self.replay is not None else ""),
            "narration": narration,
            **self.said(),
            "score": _("Right first time: {right} of {answered} answered", right=right,
                       answered=len(self.results)),
            "rows": self.rows(),
            "playing": False,
            "focus": self.focus,
            "focus_seq": self._focus_seq,
        }


def _solitaire_frames(board: tuple[int, ...], moves: list[str]) -> list[tuple[Any, str, dict]]:
    """The solitaire's answer seed by seed: (pits, store, in hand), words, highlights (the
    words in the language in use)."""
    pits, store = list(board), 0
    frames: list[tuple[Any, str, dict]] = [((tuple(pits), store, 0),
                                            _("The board before the first move."), {})]
    for name in moves:
        i = LETTERS.index(name)
        hand, pits[i] = pits[i], 0
        frames.append(((tuple(pits), store, hand),
                       ngettext("Pick up the {n} seed from pit {pit}.",
                                "Pick up all {n} seeds from pit {pit}.", hand, pit=name),
                       {"picked_up": [i]}))
        for j in range(i + 1, len(pits) + 1):
            hand -= 1
            if j < len(pits):
                pits[j] += 1
                words = _("Drop one in pit {pit}.", pit=LETTERS[j])
                marks = {"picked_up": [i], "last_seed": [j]}
            else:
                store += 1
                words = _("The last seed goes into the store.")
                marks = {"picked_up": [i]}
            frames.append(((tuple(pits), store, hand), words, marks))
    assert T.legal_moves(tuple(pits)) == [] and not any(pits)
    return frames
