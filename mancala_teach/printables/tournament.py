"""A class tournament on paper: the draw, a score sheet for every game of a round, and the
results table (blank to fill in by hand, or filled in from the results the class typed).

The draw and the table come from :mod:`mancala_teach.teaching.tournament`; the draw's chart
is the rotation chart of :mod:`.class_sheets`. A score sheet records what the results table
and the statistics lesson need: each player's seeds, the number of moves (a tally), and
whether the game ended or the timer stopped it, after how many minutes.
"""

from __future__ import annotations

from typing import IO

from ..glossary import game_title
from ..i18n import _, default_paper, pgettext, use_language
from ..naming import seat_word
from ..render.pdf import PT_PER_MM, Painter
from ..teaching.tournament import SEATS, Draw, Game, Standing
from ..variants import variant
from .class_sheets import _cell, _fit_widths, _player, _smaller, _table, rotation_parts
from .document import (Document, Drawing, Flowable, FrameBreak, Part, REGULAR, Spacer, Styles,
                       figure, mm)


def _game_name(spec: str) -> str:
    name = game_title(variant(spec).title.split(" (")[0])
    return name[:1].upper() + name[1:]


def _system(draw: Draw) -> str:
    # TRANSLATORS: a tournament's kind of draw, after its game: "Class tournament: Kalah,
    # everyone plays everyone".
    return (pgettext("draw", "everyone plays everyone") if draw.system == "round-robin" else
            pgettext("draw", "a Swiss draw"))


def _title(draw: Draw) -> str:
    return _("Class tournament: {game}, {system}", game=_game_name(draw.game),
             system=_system(draw))


def _points(fours: bool) -> str:
    if fours:
        return _("3 for first place, 2 for second, 1 for third, 0 for fourth (the same seeds "
                 "share the higher place)")
    return _("2 for a win, 1 for a draw, 0 for a loss")


def draw_parts(draw: Draw, *, paper: str = "a4") -> list[Part]:
    return rotation_parts(draw, paper=paper, title=_title(draw))


def _tick(size: float, label: str) -> Drawing:
    em = size / PT_PER_MM

    def draw(p: Painter) -> None:
        p.rect(0, 0, em, em, stroke=p.colours["text"], width=0.4, what="tick box")
        p.text(em + 2, em * 0.85, label, size=size)
    return Drawing(draw, size=(em + 2 + len(label) * em * 0.6, em * 1.15), name="tick")


def _write(label: str, width: float, size: float) -> Drawing:
    def draw(p: Painter) -> None:
        y = size / PT_PER_MM * 1.2
        w = p.text(0, y, label, size=size, bold=True) if label else 0.0
        p.line(w + 2, y + 0.8, width, y + 0.8, colour=p.colours["text"], width=0.35,
               what="answer line")
    return Drawing(draw, size=(width, size / PT_PER_MM * 1.8), name="line")


def _tally_box(width: float) -> Drawing:
    """A box to keep the tally of moves in, and a line for the count."""
    def draw(p: Painter) -> None:
        p.rect(0, 0, width * 0.7, 16, stroke=p.colours["text"], width=0.4, what="tally box")
        p.text(width * 0.7 + 3, 12, "=", size=14, bold=True)
        p.line(width * 0.7 + 8, 12.8, width, 12.8, colour=p.colours["text"], width=0.35,
               what="answer line")
    return Drawing(draw, size=(width, 16.5), name="tally")


def score_sheet(draw: Draw, game: Game, st: Styles, width: float) -> Flowable:
    """One game's score sheet: a line for each player's seeds, the moves, how it ended."""
    body = st.sizes.body
    names = draw.names(game)
    seats = SEATS[draw.group]
    parts: list[Flowable] = [
        # TRANSLATORS: a score sheet's heading: "Round 2 · Board 3 · Kalah".
        st.para(_("Round {round} \u00b7 Board {board} \u00b7 {game}", round=game.round,
                  board=game.board, game=_game_name(draw.game)), st.heading),
        st.para(_("Seeds at the end"), st.bold)]
    for seat, name in zip(seats, names):
        # TRANSLATORS: a line to write a player's seeds on: "South: Ana".
        parts.append(_write(pgettext("label", "{seat}: {player}", seat=seat_word(seat),
                                     player=_player(name)), width * 0.9, body))
    parts += [Spacer(1, 1 * mm), st.para(_("Moves (a tally mark for every sowing)"), st.bold),
              _tally_box(width * 0.9),
              Spacer(1, 1.5 * mm), st.para(_("Did the game end?"), st.bold),
              _tick(body, _("yes, it ended")),
              # TRANSLATORS: a tick box's words; the line ____ is for the minutes.
              _tick(body, _("no, the timer stopped it after ____ minutes")),
              st.para(_("If the timer stops the game, put the seeds in each row into its "
                        "owner's store, then count."), st.note)]
    return figure(f"score sheet {game.round} {game.board}", parts)


def score_sheet_part(draw: Draw, round_number: int, *, paper: str = "a4") -> Part:
    """The score sheets of one round, two to a page (cut along the line)."""
    st = Styles(REGULAR)
    width, _half = Document.frame_size(paper, False, "none", halves=True)
    games = draw.rounds[round_number - 1]
    story: list[Flowable] = []
    for k, game in enumerate(games):
        if k:
            story.append(FrameBreak())
        story.append(score_sheet(draw, game, st, width))
    return Part(f"score sheets round {round_number}", story, bars="none", halves=True,
                footer=_("Score sheets, round {round}", round=round_number))


def results_part(draw: Draw, table: list[Standing] | None, *, paper: str = "a4",
                 rounds_played: int = 0, games: int = 0) -> Part:
    """The results table: filled in from ``table`` (best first), or blank, a row a player
    and a column a round, to fill in by hand."""
    st = Styles(REGULAR)
    width, height = Document.frame_size(paper, False, "none")
    small = _smaller(st, 0.85)
    size = small.sizes.body
    fours = draw.group == "fours"
    points = _points(fours)
    title = _("Results table: {game}, {system}", game=_game_name(draw.game),
              system=_system(draw))
    story: list[Flowable] = [st.para(title, st.title)]
    players = [_player(name) for name in draw.players]
    # TRANSLATORS: the heads of the results table's columns.
    last = [pgettext("label", "Points"), pgettext("label", "Seeds"), pgettext("label", "Place")]
    if table is None:
        story.append(st.para(_("After each round, add each player's points: {points}. Seeds "
                               "won break a tie.", points=points)))
        rounds = len(draw.rounds)
        heads = ([pgettext("label", "Name")]
                 + [pgettext("label", "Round {number}", number=r) for r in range(1, rounds + 1)]
                 + last)
        # TRANSLATORS: a round's column head, short ("R1"), where there are ten rounds or more.
        heads = heads if rounds <= 9 else [pgettext("label", "Name")] + [
            pgettext("label", "R{number}", number=r) for r in range(1, rounds + 1)] + last
        widths = _fit_widths(heads, size, width, least=9.0,
                             samples=[max(players, key=len)])
        rows = [[_cell(small, h, bold=True) for h in heads]]
        rows += [[_cell(small, name)] + [""] * (len(heads) - 1) for name in players]
        story.append(_table(rows, widths, heights=size / PT_PER_MM * 2.2, size=size))
    else:
        story.append(st.para(_("From {games} results typed in, after round {last}. Points: "
                               "{points}. Seeds won break a tie.", games=games,
                               last=rounds_played, points=points)))
        # TRANSLATORS: the heads of the columns of places in fours: 1st, 2nd ...
        places = [pgettext("label", "1st"), pgettext("label", "2nd"), pgettext("label", "3rd"),
                  pgettext("label", "4th")]
        heads = ([pgettext("label", "Place"), pgettext("label", "Name"),
                  pgettext("label", "Played")]
                 + (places if fours else [pgettext("label", "Won"), pgettext("label", "Drawn"),
                                          pgettext("label", "Lost")])
                 + last[:2])
        widths = _fit_widths(heads, size, width, least=10.0,
                             samples=["", max(players, key=len)])
        rows = [[_cell(small, h, bold=True) for h in heads]]
        place = 0
        previous = None
        for k, s in enumerate(table, 1):
            if (s.points, s.seeds) != previous:
                place, previous = k, (s.points, s.seeds)
            counts = ([str(s.places.count(i)) for i in (1, 2, 3, 4)] if fours else
                      [str(s.won), str(s.drawn), str(s.lost)])
            rows.append([_cell(small, str(place)), _cell(small, _player(s.name)),
                         _cell(small, str(s.played)), *[_cell(small, c) for c in counts],
                         _cell(small, str(s.points)), _cell(small, str(s.seeds))])
        story.append(_table(rows, widths, size=size))
    return Part(f"results {draw.group}", story, bars="none", footer=title)


def tournament_document(target: str | IO[bytes], draw: Draw, *, paper: str | None = None,
                        round_number: int | None = None, table: list[Standing] | None = None,
                        rounds_played: int = 0, games: int = 0,
                        language: str | None = None) -> Document:
    """The draw, the score sheets of ``round_number`` (the first round not yet played, by
    default), and the results table, every word in ``language`` (None: the language in use;
    players numbered "Player 3" are named the language's way, names a class typed as they
    are); ``paper`` by default the paper of the language's region."""
    with use_language(language):
        paper = paper or default_paper(language)
        if round_number is None:
            round_number = min(len(draw.rounds), rounds_played + 1)
        parts = draw_parts(draw, paper=paper)
        parts.append(score_sheet_part(draw, round_number, paper=paper))
        parts.append(results_part(draw, table, paper=paper, rounds_played=rounds_played,
                                  games=games))
        return Document(target, paper=paper, title=_title(draw)).render(parts)


__all__ = ["draw_parts", "results_part", "score_sheet", "score_sheet_part",
           "tournament_document"]
