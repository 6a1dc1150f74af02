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

from ..naming import LETTERS

Board = tuple[int, ...]


def distance(board: Board, index: int) -> int:
    """How many pits away from the store pit ``index`` is (the last pit is 1 away)."""
    return len(board) - index


def legal_moves(board: Board) -> list[int]:
    return [i for i, n in enumerate(board) if n and n == distance(board, i)]


def sow(board: Board, index: int) -> Board:
    """Play pit ``index``: one seed into each pit after it, the last one into the store."""
    if index not in legal_moves(board):
        raise ValueError(f"pit {LETTERS[index]} cannot be sown: its last seed would miss the store")
    pits = list(board)
    pits[index] = 0
    for j in range(index + 1, len(pits)):
        pits[j] += 1
    return tuple(pits)


def winnable_board(seeds: int) -> Board:
    """The one board with ``seeds`` seeds that can be cleared, built by playing backwards.

    Undoing a move: take the empty pit nearest the store, take one seed back out of every pit
    between it and the store and one out of the store, and put them all in that pit.
    """
    if seeds < 1:
        raise ValueError("a Tchoukaillon board needs at least one seed")
    by_distance: list[int] = []   # index 0 = 1 pit from the store
    store = seeds
    while store:
        d = next((k for k, n in enumerate(by_distance) if n == 0), len(by_distance))
        if d == len(by_distance):
            by_distance.append(0)
        for k in range(d):
            by_distance[k] -= 1
        by_distance[d] = d + 1
        store -= 1
    return tuple(reversed(by_distance))


def winning_sequences(board: Board, limit: int = 2) -> list[list[int]]:
    """Every way (up to ``limit``) to sow all the seeds into the store, by brute force."""
    found: list[list[int]] = []

    def search(b: Board, path: list[int]) -> None:
        if len(found) >= limit:
            return
        if not any(b):
            found.append(list(path))
            return
        for i in legal_moves(b):
            search(sow(b, i), path + [i])

    search(board, [])
    return found


def solve(board: Board) -> list[int]:
    """The unique winning sequence; ValueError if there is none or more than one."""
    sequences = winning_sequences(board)
    if len(sequences) != 1:
        raise ValueError(f"this board has {len(sequences)} solutions, not exactly one")
    return sequences[0]
