"""Tchoukaillon, the solitaire sowing game, just enough of it for worksheet puzzles.

The board is one row of pits and a store, drawn as South's row of an ordinary board: pits
A, B, C ... from left to right and the store on the right, so names match every other page.
A move picks up every seed in one pit and sows one per pit towards the store (to the right),
the last one going into the store. A move is allowed only if the pit holds exactly as many
seeds as it is pits away from the store, so the last seed lands in the store. The goal is to
sow every seed into the store.

Why the answer is unique: seeds only ever arrive in a pit, except when that pit is sown. If
you sow a pit while a pit nearer the store also could be sown, the nearer pit gets one seed
too many and can never be sown again, so the game is lost. The only winning move is always
the one nearest the store. :func:`winning_sequences` counts solutions by brute force anyway,
so every puzzle's uniqueness is checked, not assumed.

A board is a tuple of counts, index 0 = pit A (farthest from the store).
"""

from __future__ import annotations

from ..checks import is_whole
from ..errors import IllegalMoveError, InvalidSetupError, shown
from ..i18n import _
from ..naming import LETTERS

Board = tuple[int, ...]
MAX_SEEDS = 50      # a board with more takes the brute-force check too long (about 0.1 s at 50)
MAX_PITS = 20       # pits A to T (the letters go on to Z for the four-sided board)


def check_board(board: object) -> Board:
    """The board as a tuple of counts, or a sentence saying what a board looks like."""
    if isinstance(board, (str, bytes)) or not isinstance(board, (tuple, list)) or any(
            not is_whole(n) or n < 0 for n in board):
        raise InvalidSetupError(_("A Tchoukaillon board is a list of seed counts, like "
                                  "(0, 2, 1), not {value}.", value=shown(board)))
    if not 1 <= len(board) <= MAX_PITS:
        raise InvalidSetupError(_("A Tchoukaillon board has 1 to {most} pits, not {count}.",
                                  most=MAX_PITS, count=len(board)))
    if sum(board) > MAX_SEEDS:
        raise InvalidSetupError(_("A Tchoukaillon board here holds at most {most} seeds, "
                                  "not {value}.", most=MAX_SEEDS, value=shown(sum(board))))
    return tuple(board)


def distance(board: Board, index: int) -> int:
    """How many pits away from the store pit ``index`` is (the last pit is 1 away)."""
    return len(board) - index


def legal_moves(board: Board) -> list[int]:
    return [i for i, n in enumerate(board) if n and n == distance(board, i)]


def sow(board: Board, index: int) -> Board:
    """Play pit ``index``: one seed into each pit after it, the last one into the store."""
    board = check_board(board)
    if not is_whole(index) or not 0 <= index < len(board):
        raise IllegalMoveError(_("There is no pit {value} on this board: pits are numbered "
                                 "0 to {last}.", value=shown(index), last=len(board) - 1))
    if index not in legal_moves(board):
        raise IllegalMoveError(_("Pit {pit} cannot be sown: its last seed would miss the "
                                 "store.", pit=LETTERS[index]))
    return _sow(board, index)


def _sow(board: Board, index: int) -> Board:
    pits = list(board)
    pits[index] = 0
    for j in range(index + 1, len(pits)):
        pits[j] += 1
    return tuple(pits)


def winnable_board(seeds: int) -> Board:
    """The one board with ``seeds`` seeds that can be cleared, built by playing backwards."""
    if not is_whole(seeds) or not 1 <= seeds <= MAX_SEEDS:
        raise InvalidSetupError(_("A Tchoukaillon board here has 1 to {most} seeds, not "
                                  "{value}.", most=MAX_SEEDS, value=shown(seeds)))
    board: Board = ()
    for _k in range(seeds):
        board = grow_board(board)
    return board


def grow_board(board: Board) -> Board:
    """The winning board with one seed more than the winning ``board``, by undoing a move.

    The last move played onto ``board`` put its last seed in the store, so it came from the
    empty pit nearest the store (a new pit at the far end if none is empty). Undoing it: take
    one seed back out of every pit between that pit and the store, and one out of the store,
    and put them all in that pit.
    """
    by_distance = list(reversed(board))     # index 0 = 1 pit from the store
    d = next((k for k, n in enumerate(by_distance) if n == 0), len(by_distance))
    if d == len(by_distance):
        by_distance.append(0)
    for k in range(d):
        by_distance[k] -= 1
    by_distance[d] = d + 1
    return tuple(reversed(by_distance))


def winning_sequences(board: Board, limit: int = 2) -> list[list[int]]:
    """Every way (up to ``limit``) to sow all the seeds into the store, by brute force."""
    board = check_board(board)
    if not is_whole(limit) or not 1 <= limit <= 100:
        raise InvalidSetupError(_("The limit is a whole number from 1 to 100, not {value}.",
                                  value=shown(limit)))
    found: list[list[int]] = []

    def search(b: Board, path: list[int]) -> None:
        if len(found) >= limit:
            return
        if not any(b):
            found.append(list(path))
            return
        for i in legal_moves(b):
            search(_sow(b, i), path + [i])

    search(board, [])
    return found


def solve(board: Board) -> list[int]:
    """The unique winning sequence; InvalidSetupError if there is none or more than one."""
    sequences = winning_sequences(board)
    if len(sequences) != 1:
        raise InvalidSetupError(
            _("This board has no way to sow every seed into the store, not exactly one.")
            if not sequences else
            _("This board has more than one way to sow every seed into the store, not "
              "exactly one."))
    return sequences[0]
