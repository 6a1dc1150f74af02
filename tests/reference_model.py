"""A plain second model of every game, written from the seed texts and the README's decisions.

It shares no code with the engine: no tables, no events, no landing-law dispatch. Each game is
a short function that plays one move on a dict, the way a person would read the rules aloud.
``tests/test_reference_model.py`` plays thousands of random games with both and compares
every ply. Where the seeds are vague, the README's "what we decided" list is followed.

A state is a dict: ``pits`` (list, A first), ``stores`` [South, North], ``to_move``, ``turn``
(turns finished), ``last_chance`` (Kalah's one last move), ``swap_open``, ``history`` (Oware,
Lane, Giuthi: boards seen since the last capture), and ``over`` = (termination, scores) or None.
"""

from __future__ import annotations

SWAP = "swap"


def _copy(s: dict) -> dict:
    t = dict(s)
    t["pits"] = list(s["pits"])
    t["stores"] = list(s["stores"])
    t["history"] = set(s["history"])
    return t


class Reference:
    def __init__(self, rules) -> None:
        self.r = rules
        self.n = rules.pits_per_side
        self.total = rules.total_seeds
        self.game = {"kalah": "kalah", "oware": "oware", "wari": "oware",
                     "lane-ignorant": "lane", "lane-wise": "lane", "giuthi": "giuthi"}[
                         rules.variant]

    # --- helpers --------------------------------------------------------------------------

    def own(self, player: int) -> list[int]:
        """The pit indices of a player's row, in sowing order (left to right for South)."""
        n = self.n
        return list(range(0, n)) if player == 0 else list(range(n, 2 * n))

    def opposite(self, pit: int) -> int:
        return 2 * self.n - 1 - pit

    def row_total(self, s: dict, player: int) -> int:
        return sum(s["pits"][i] for i in self.own(player))

    def start(self, pos) -> dict:
        """The model's state for an engine position (used once, at the start of a game)."""
        s = {"pits": list(pos.pits), "stores": list(pos.stores), "to_move": pos.to_move,
             "turn": pos.turn, "last_chance": pos.last_chance, "swap_open": pos.swap_open,
             "over": None}
        s["history"] = {(tuple(s["pits"]), s["to_move"])}
        return s

    # --- legal moves ----------------------------------------------------------------------

    def moves(self, s: dict) -> list:
        if s["over"]:
            return []
        p = s["to_move"]
        pits = s["pits"]
        other_empty = self.row_total(s, 1 - p) == 0
        if self.game == "kalah":
            found = [(i, 1) for i in self.own(p) if pits[i] > 0]
        elif self.game == "oware":
            found = [(i, 1) for i in self.own(p) if pits[i] > 0]
            if other_empty:   # must feed: only moves whose seeds reach the other row
                found = [(i, 1) for i, _ in found if pits[i] >= self.own(p)[-1] + 1 - i]
            if self.r.grand_slam == "forbidden":
                allowed = [m for m in found if not self._is_grand_slam(s, m)]
                found = allowed or found
        elif self.game == "lane":
            if other_empty and any(pits[i] > 1 for i in self.own(p)):
                found = [(i, 1) for i in self.own(p) if pits[i] > 1]   # rule 11: feed
            else:
                found = [(i, 1) for i in self.own(p) if pits[i] > 0]
            if self.r.start_rightmost and found:
                found = found[-1:]   # rule 7: the rightmost cell (F or L) that can be used
        else:   # giuthi: a pit of two or more, sown either way
            found = [(i, d) for i in self.own(p) if pits[i] >= 2 for d in (1, -1)]
        if s["swap_open"]:
            found.append(SWAP)
        return found

    def _is_grand_slam(self, s: dict, move) -> bool:
        t = _copy(s)
        return self._oware_move(t, move[0], dry_run=True)

    # --- playing --------------------------------------------------------------------------

    def play(self, s: dict, move) -> dict:
        s = _copy(s)
        p = s["to_move"]
        before_stores = list(s["stores"])
        again = False          # the mover plays again
        ended = None           # (termination) when the move itself ends the game
        if move == SWAP:
            n = self.n
            s["pits"] = s["pits"][n:] + s["pits"][:n]
            s["stores"].reverse()
            nxt = p if self.r.swap_keeps_turn else 1 - p
        else:
            if self.game == "kalah":
                again = self._kalah_move(s, move[0])
            elif self.game == "oware":
                if self._oware_move(s, move[0]):
                    if self.r.grand_slam == "opponent_takes_rest":
                        ended = "grand_slam"
            elif self.game == "lane":
                again, endless = self._lane_move(s, move[0])
                ended = "endless_sowing" if endless else None
            else:
                ended = "endless_sowing" if self._giuthi_move(s, move) else None
            nxt = p if again else 1 - p
        s["last_chance"], was_last_chance = False, s["last_chance"]
        s["swap_open"] = False
        over = self._end(s, p, nxt, ended, was_last_chance)
        if over is None:
            over = self._repetition(s, before_stores, swapped=move == SWAP)
        finished_turn = not (again and s["to_move"] == p) or over is not None
        s["turn"] += 1 if finished_turn else 0
        if over is not None:
            s["over"] = (over, tuple(s["stores"]))
            s["to_move"] = 0
            s["last_chance"] = False
        elif self.r.swap == "pie" and s["turn"] == 1 and finished_turn and move != SWAP \
                and s["to_move"] != self.r.first_player:
            s["swap_open"] = True   # seed 001: the second player may swap after the first move
        return s

    # Kalah: seeds 000, 002, 003 -------------------------------------------------------------

    def _kalah_move(self, s: dict, pit: int) -> bool:
        p = s["to_move"]
        pits, stores = s["pits"], s["stores"]
        # The way round for this player: own row, own store, the other row (never their store).
        ring = self.own(p) + ["store"] + self.own(1 - p)
        at = ring.index(pit)
        hand, pits[pit] = pits[pit], 0
        while hand:
            at = (at + 1) % len(ring)
            if ring[at] == "store":
                stores[p] += 1
            else:
                pits[ring[at]] += 1
            hand -= 1
        last = ring[at]
        if last == "store":
            return True                        # another turn
        if last in self.own(p) and pits[last] == 1:
            across = self.opposite(last)
            if pits[across] > 0 or self.r.capture_empty_opposite:
                stores[p] += pits[across] + 1
                pits[across] = 0
                pits[last] = 0
        return False

    # Oware and Wari: seeds 002, 003, 004 ----------------------------------------------------

    def _oware_move(self, s: dict, pit: int, dry_run: bool = False) -> bool:
        """Sow and capture; returns whether the move was a grand slam."""
        p = s["to_move"]
        pits = s["pits"]
        size = 2 * self.n
        hand, pits[pit] = pits[pit], 0
        at = pit
        sown = []
        while hand:
            at = (at + 1) % size
            if at == pit:
                continue                       # a lap skips the house it started from
            pits[at] += 1
            sown.append(at)
            hand -= 1
        theirs = self.own(1 - p)
        if at not in theirs or pits[at] not in (2, 3):
            return False
        if self.r.capture_chain == "contiguous":
            taken = []
            i = at
            while i in theirs and pits[i] in (2, 3):
                taken.append(i)
                i -= 1
        else:
            taken = [i for i in theirs if i in sown and pits[i] in (2, 3)]
        taken.sort()
        grand = sum(pits[i] for i in taken) == sum(pits[i] for i in theirs)
        if dry_run:
            return grand
        if grand:
            rule = self.r.grand_slam
            if rule in ("no_capture", "forbidden"):
                taken = []
            elif rule == "spare_last":
                taken.remove(at)
            elif rule == "spare_first":
                taken = taken[1:]
        for i in taken:
            s["stores"][p] += pits[i]
            pits[i] = 0
        return grand

    # Lane's two games: seed 000 -------------------------------------------------------------

    def _lane_move(self, s: dict, cell: int) -> tuple[bool, bool]:
        """Returns (plays again, sowing would never end)."""
        p = s["to_move"]
        pits = s["pits"]
        if self.row_total(s, 1 - p) == 0 and any(pits[i] > 1 for i in self.own(p)):
            pits[cell] -= 1                    # rule 11: one pebble to their first cell
            pits[self.own(1 - p)[0]] += 1
            return False, False
        seen = set()
        hand, pits[cell] = pits[cell], 0
        at = cell
        while True:
            sown = []
            while hand:
                at = (at + 1) % (2 * self.n)
                pits[at] += 1
                sown.append(at)
                hand -= 1
            if pits[at] == 1:
                return False, False            # rule 8
            if pits[at] in (2, 4):             # rule 9: the run of 2s and 4s, back from the end
                run = []
                for c in reversed(sown):
                    if c in run or pits[c] not in (2, 4):
                        break
                    run.append(c)
                # Counts as they stood when the sowing ended (our decision).
                taken = {c for r in run for c in (r, self.opposite(r)) if pits[c]}
                s["stores"][p] += sum(pits[c] for c in taken)
                for c in taken:
                    pits[c] = 0
                return self.r.extra_turn_on_capture, False
            key = (tuple(pits), at)            # rule 10: 3, 5 or more: pick up and go on
            if key in seen:
                return False, True
            seen.add(key)
            hand, pits[at] = pits[at], 0

    # Giuthi: seed 002 ------------------------------------------------------------------------

    def _giuthi_move(self, s: dict, move) -> bool:
        """Returns whether the sowing would never end."""
        p = s["to_move"]
        pits = s["pits"]
        size = 2 * self.n
        pit, way = move
        sown_this_turn = set()
        seen = set()
        hand, pits[pit] = pits[pit], 0
        at = pit
        while True:
            while hand:
                at = (at + way) % size
                pits[at] += 1
                sown_this_turn.add(at)
                hand -= 1
            if pits[at] > 1:                   # occupied: pick up and sow back the other way
                way = -way
                key = (tuple(pits), at, way)
                if key in seen:
                    return True
                seen.add(key)
                hand, pits[at] = pits[at], 0
                continue
            mine = self.own(p)
            across = self.opposite(at)
            if at in mine and pits[across] and across in sown_this_turn:
                s["stores"][p] += pits[across] + 1
                pits[across] = pits[at] = 0
                if self.r.chain_captures:      # on along the row, the way the seeds went
                    i = at + way
                    while i in mine and pits[i] == 0 and pits[self.opposite(i)]:
                        s["stores"][p] += pits[self.opposite(i)]
                        pits[self.opposite(i)] = 0
                        i += way
            return False

    # --- the end of a turn --------------------------------------------------------------------

    def _keep_own_sides(self, s: dict) -> None:
        for player in (0, 1):
            for i in self.own(player):
                s["stores"][player] += s["pits"][i]
                s["pits"][i] = 0

    def _end(self, s: dict, mover: int, nxt: int, ended, was_last_chance: bool):
        """Decide who moves next; return the termination if the game is over."""
        s["to_move"] = nxt
        if ended == "endless_sowing":
            self._keep_own_sides(s)
            return ended
        left = [self.row_total(s, 0), self.row_total(s, 1)]
        if self.game == "kalah":
            empty = [side for side in (0, 1) if left[side] == 0]
            if self.r.game_end == "one_last_move" and len(empty) == 1:
                # Seed 003: the other player gets one last move to put seeds there; if the
                # last move was that move (the mover's opponent is still empty), it is over.
                if not (was_last_chance and left[1 - mover] == 0):
                    s["last_chance"] = True
                    s["to_move"] = 1 - empty[0]
                    empty = []
            if empty:
                side = empty[0]
                rule = self.r.leftovers
                if rule == "owner":
                    self._keep_own_sides(s)
                elif rule == "first_to_empty":
                    for i in self.own(1 - side):
                        s["stores"][side] += s["pits"][i]
                        s["pits"][i] = 0
                # not_counted: the seeds stay where they are and count for nobody
                return "side_empty"
            if self.r.finish_at_majority and max(s["stores"]) * 2 > self.total:
                return "majority"
            return None
        if self.game == "oware":
            if ended == "grand_slam":
                for i in self.own(mover):
                    s["stores"][1 - mover] += s["pits"][i]
                    s["pits"][i] = 0
                return "grand_slam"
            if max(s["stores"]) * 2 > self.total or s["stores"][0] * 2 == s["stores"][1] * 2 \
                    == self.total:
                return "majority"
            if left[nxt] == 0:
                s["to_move"] = nxt = 1 - nxt      # nothing to sow: pass
            if self.row_total(s, 1 - nxt) == 0:
                row = self.own(nxt)
                if not any(s["pits"][i] >= row[-1] + 1 - i for i in row):
                    for i in row:                 # cannot feed: keep your own seeds
                        s["stores"][nxt] += s["pits"][i]
                        s["pits"][i] = 0
                    return "cannot_feed"
            return None
        if self.game == "lane":
            on_board = left[0] + left[1]
            if on_board == 0:
                return "board_cleared"
            if on_board == 1:                     # rule 12: the lone pebble to its side's owner
                self._keep_own_sides(s)
                return "board_cleared"
            if left[nxt] == 0:
                s["to_move"] = 1 - nxt
            return None
        # giuthi
        if min(left) <= self.r.few_seeds_end:
            self._keep_own_sides(s)
            return "few_seeds"

        def can_move(player):
            return any(s["pits"][i] >= 2 for i in self.own(player))

        if not can_move(nxt):
            if can_move(1 - nxt):
                s["to_move"] = 1 - nxt
            else:
                self._keep_own_sides(s)
                return "no_moves"
        return None

    def _repetition(self, s: dict, before_stores: list[int], swapped: bool):
        if not self.r.repetition_ends:
            return None
        key = (tuple(s["pits"]), s["to_move"])
        if s["stores"] != before_stores or swapped:
            s["history"] = {key}               # a capture, or the players changed sides:
            return None                        # earlier boards cannot come back
        if key in s["history"]:
            self._keep_own_sides(s)
            return "repetition"
        s["history"].add(key)
        return None
