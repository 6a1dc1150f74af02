"""``mancala-teach classroom`` and ``mancala-teach tournament``: the sheets a lesson needs, and
a class tournament.

    mancala-teach classroom --kind record --game oware      a game record sheet (move log)
    mancala-teach classroom --kind rotation --children 28   who plays where, 7 boards of four
    mancala-teach classroom --kind certificate --level explorer
    mancala-teach tournament --players 12 --system swiss    the draw, score sheets, a table
    mancala-teach tournament --names class.txt --results results.csv --system swiss

Each writes a PDF (the tournament a CSV beside it, to type the results into) and says what it
wrote; bad input is one sentence and exit code 2, and nothing is written. Every sentence,
help text included, is in the language in use (:mod:`mancala_teach.i18n`); the options'
values (``--kind record``) stay as they are typed.
"""

from __future__ import annotations

import argparse
import io
import os
from pathlib import Path
from typing import Any, Callable

from .errors import InvalidOptionError, shown_path
from .i18n import _, and_list, ngettext
from .naming import seat_word

CLASS_KINDS = ("record", "lane-score", "rotation", "blank-board", "make-a-puzzle",
               "certificate", "vocabulary", "letter-home")
FILE_NAMES = {"record": "game-record-{game}", "lane-score": "lane-score-sheet",
              "rotation": "rotation-{groups}-{children}", "blank-board": "blank-board-{game}",
              "make-a-puzzle": "make-a-puzzle", "certificate": "certificate{level}",
              "vocabulary": "vocabulary-cards", "letter-home": "letter-home{level}"}
# which options shape which kinds (any other pairing is refused in one sentence)
SHAPES = {"--game": ("record", "blank-board"), "--level": ("certificate", "letter-home"),
          "--children": ("rotation",), "--groups": ("rotation",), "--names": ("rotation",),
          "--large-print": ("record", "lane-score", "make-a-puzzle", "vocabulary",
                            "letter-home")}
MAX_NAMES_BYTES = 100_000


def read_names(path: str) -> list[str]:
    """The names in a text file, one a line (blank lines left out), or one sentence."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise InvalidOptionError(_("There is no file {file}; give a text file with one name "
                                   "a line.", file=shown_path(path))) from None
    except IsADirectoryError:
        raise InvalidOptionError(_("{file} is a folder; give a text file with one name a "
                                   "line.", file=shown_path(path))) from None
    except OSError as exc:
        raise InvalidOptionError(_cannot_read(path, exc)) from None
    if len(data) > MAX_NAMES_BYTES:
        raise InvalidOptionError(_("{file} is too big for a list of names.",
                                   file=shown_path(path)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InvalidOptionError(_("{file} is not a text file in UTF-8; save it as plain text "
                                   "(UTF-8).", file=shown_path(path))) from None
    names = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    if not names:
        raise InvalidOptionError(_("{file} has no names in it; write one name a line.",
                                   file=shown_path(path)))
    return names


def _cannot_read(path: str, exc: OSError) -> str:
    # TRANSLATORS: {reason} is the system's reason, in lower case ("permission denied"); it
    # comes from the computer, in its own language.
    reason = exc.strerror or _("an error")
    return _("Could not read {file}: {reason}.", file=shown_path(path), reason=reason.lower())


def read_text_file(path: str, what: str) -> str:
    """The text of the file at ``path``; ``what`` says what it should hold, in the language
    in use ("the results (CSV)"), for the sentence a bad file gets."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise InvalidOptionError(_("There is no file {file}; give {what}.",
                                   file=shown_path(path), what=what)) from None
    except IsADirectoryError:
        raise InvalidOptionError(_("{file} is a folder; give {what}.", file=shown_path(path),
                                   what=what)) from None
    except OSError as exc:
        raise InvalidOptionError(_cannot_read(path, exc)) from None
    if len(data) > 5_000_000:
        raise InvalidOptionError(_("{file} is too big for {what}.", file=shown_path(path),
                                   what=what))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InvalidOptionError(_("{file} is not text in UTF-8; save {what} as CSV (UTF-8).",
                                   file=shown_path(path), what=what)) from None


def _refuse_unshaped(args: argparse.Namespace, kind: str) -> None:
    given = {"--game": args.game, "--level": args.level, "--children": args.children,
             "--groups": args.groups, "--names": args.names,
             "--large-print": args.large_print or None}
    for option, value in given.items():
        if value is not None and kind not in SHAPES[option]:
            kinds = and_list([f"--kind {k}" for k in SHAPES[option]])
            raise InvalidOptionError(_("The option {option} shapes only {kinds}, so leave it "
                                       "out with --kind {kind}.", option=option, kinds=kinds,
                                       kind=kind))


def add_class_commands(sub: argparse._SubParsersAction, *, once: Any, whole_number: Callable,
                       output_path: Callable, say_written: Callable, say: Callable,
                       paper_and_tail: Callable[[str | None], tuple[str, str]]) -> None:
    from .printables.output import write_atomic, write_group
    from .puzzles.levels import LEVELS
    from .teaching.tournament import GROUPS, MAX_PLAYERS, MAX_ROUNDS, SYSTEMS

    def classroom(args: argparse.Namespace) -> int:
        from .printables.class_sheets import class_sheet_pdf
        from .puzzles.levels import find_level
        from .teaching.tournament import make_draw, player_names
        from .variants import variant
        kind = "record" if args.kind is None else args.kind
        _refuse_unshaped(args, kind)
        game = variant(args.game or "kalah")
        level = None if args.level is None else find_level(args.level).name
        draw = None
        if kind == "rotation":
            if args.names is not None and args.children is not None:
                raise InvalidOptionError(_("Give --children (how many) or --names (a file of "
                                           "names), not both."))
            players: Any = (read_names(args.names) if args.names is not None else
                            28 if args.children is None else args.children)
            groups = args.groups or "fours"
            draw = make_draw(player_names(players), group=groups)
        name = FILE_NAMES[kind].format(
            game=game.variant, level="" if level is None else f"-{level}",
            groups=draw.group if draw else "", children=len(draw.players) if draw else "")
        large = "-large-print" if args.large_print else ""
        paper, tail = paper_and_tail(args.paper)
        path = output_path(args.output, f"{name}{large}{tail}.pdf")
        buffer = io.BytesIO()
        pages = class_sheet_pdf(buffer, kind, paper=paper, large_print=args.large_print,
                                game=game.spec(), level=level, draw=draw)
        write_atomic(path, buffer.getvalue())
        say_written([path], {path: pages})
        return 0

    p = sub.add_parser(
        "classroom", help=_("print the sheets a lesson needs: game records, score sheets, who "
                            "plays where, a blank board, certificates, word cards, a letter "
                            "home"),
        description=_("Make the sheets a lesson needs besides worksheets. Print every PDF at "
                      "100% (actual size)."))
    p.add_argument("--kind", choices=CLASS_KINDS, action=once,
                   # TRANSLATORS: the words before each colon are the values to type: keep
                   # them as they are.
                   help=_("record: a game record (who sowed which pit, the seeds in each "
                          "store) (default); lane-score: Lane's rounds to 60; rotation: who "
                          "plays where, round by round; blank-board: empty boards to write "
                          "counts in; make-a-puzzle: a puzzle for a partner, with a box to "
                          "check it; certificate: 'I can sow and count', two to a page; "
                          "vocabulary: word cards with a picture and a sentence; letter-home: "
                          "what the class did and how to play at home with an egg box"))
    p.add_argument("--game", action=once,
                   help=_("record and blank-board: which game (default: kalah; also oware, "
                          "four-sided, ...)"))
    p.add_argument("--level", choices=tuple(LEVELS), action=once,
                   help=_("certificate and letter-home: the level's 'I can' lines"))
    p.add_argument("--children", type=whole_number(4, MAX_PLAYERS), action=once,
                   help=_("rotation: how many children, 4 to {most} (default 28)",
                          most=MAX_PLAYERS))
    p.add_argument("--groups", choices=GROUPS, action=once,
                   help=_("rotation: fours (four-sided boards, default) or pairs"))
    p.add_argument("--names", metavar="FILE", action=once,
                   help=_("rotation: a text file with the children's names, one a line "
                          "(instead of numbers)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=once,
                   help=_("paper size: a4 or letter (default: the language's usual paper)"))
    p.add_argument("--large-print", action="store_true",
                   help=_("16 pt type (record, lane-score, make-a-puzzle, vocabulary, "
                          "letter-home)"))
    p.add_argument("--output", metavar="PATH", action=once,
                   help=_("the PDF to write, or an existing folder"))
    p.set_defaults(run=classroom)

    def tournament(args: argparse.Namespace) -> int:
        from .printables.tournament import tournament_document
        from .teaching.tournament import (draw_csv, make_draw, player_names, read_results,
                                          standings)
        if args.names is not None and args.players is not None:
            raise InvalidOptionError(_("Give --players (how many) or --names (a file of "
                                       "names), not both."))
        players: Any = (read_names(args.names) if args.names is not None else
                        12 if args.players is None else args.players)
        names = player_names(players)
        group = args.groups or "pairs"
        system = args.system or "round-robin"
        results: tuple = ()
        if args.results is not None:
            results = read_results(read_text_file(args.results, _("the results (CSV)")),
                                   source=Path(args.results).name)
        if system == "round-robin" and results:
            draw = make_draw(names, group=group, system=system, rounds=args.rounds,
                             game=args.game)
        else:
            draw = make_draw(names, group=group, system=system, rounds=args.rounds,
                             game=args.game, results=results)
        played = max((r.round for r in results), default=0)
        if args.round is not None and args.round > len(draw.rounds):
            raise InvalidOptionError(ngettext(
                "The draw has {n} round, so there is no round {round} to print score sheets "
                "for.",
                "The draw has {n} rounds, so there is no round {round} to print score sheets "
                "for.", len(draw.rounds), round=args.round))
        stem = f"tournament-{group}-{len(names)}-{system}"
        paper, tail = paper_and_tail(args.paper)
        pdf_path = output_path(args.output, f"{stem}{tail}.pdf")
        csv_path = pdf_path.with_suffix(".csv")
        if args.results is not None and os.path.realpath(csv_path) == os.path.realpath(
                args.results):
            raise InvalidOptionError(_("The draw's CSV would be written over the results "
                                       "{file}; choose another --output.",
                                       file=shown_path(args.results)))
        table = standings(names, group, results) if results else None
        buffer = io.BytesIO()
        doc = tournament_document(buffer, draw, paper=paper, round_number=args.round,
                                  table=table, rounds_played=played, games=len(results))
        sheet = _merged_csv(draw, results, draw_csv)
        write_group({pdf_path: buffer.getvalue(), csv_path: sheet.encode()})
        _say_draw(draw, say)
        say_written([pdf_path, csv_path], {pdf_path: doc.page_count})
        return 0

    p = sub.add_parser(
        "tournament", help=_("a class tournament: the draw, score sheets and the results "
                             "table"),
        description=_("Make a class tournament: who plays whom round by round (a round robin, "
                      "or a Swiss draw from the results so far), a score sheet for each game "
                      "of a round, and the results table, in one PDF; and a CSV of the draw "
                      "to type the results into (read it back with --results)."))
    p.add_argument("--players", type=whole_number(2, MAX_PLAYERS), action=once,
                   help=_("how many players, 2 to {most} (default 12), numbered Player 1, "
                          "Player 2 ...", most=MAX_PLAYERS))
    p.add_argument("--names", metavar="FILE", action=once,
                   help=_("a text file with the players' names, one a line (instead of "
                          "--players)"))
    p.add_argument("--groups", choices=GROUPS, action=once,
                   help=_("pairs (the usual board, default) or fours (the four-sided board)"))
    p.add_argument("--system", choices=SYSTEMS, action=once,
                   help=_("round-robin (everyone plays everyone, default) or swiss (each "
                          "round pairs players with about the same points who have not met)"))
    p.add_argument("--rounds", type=whole_number(1, MAX_ROUNDS), action=once,
                   help=_("at most this many rounds"))
    p.add_argument("--game", action=once,
                   help=_("which game (default: kalah in pairs, four-sided in fours)"))
    p.add_argument("--results", metavar="FILE", action=once,
                   help=_("the results typed into the draw's CSV: they fill in the results "
                          "table, and a Swiss draw makes its next round from them"))
    p.add_argument("--round", type=whole_number(1, MAX_ROUNDS), action=once,
                   help=_("the round to print score sheets for (default: the next one)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=once,
                   help=_("paper size: a4 or letter (default: the language's usual paper)"))
    p.add_argument("--output", metavar="PATH", action=once,
                   help=_("the PDF to write (the CSV goes beside it), or an existing folder"))
    p.set_defaults(run=tournament)


def _merged_csv(draw: Any, results: tuple, draw_csv: Callable) -> str:
    """The draw's CSV with the results already typed in put back in their rows."""
    import csv
    from .teaching.tournament import COLUMNS
    known = {(r.round, r.board): r for r in results}
    rows = list(csv.reader(io.StringIO(draw_csv(draw))))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(rows[0])
    for row in rows[1:]:
        r = known.get((int(row[0]), int(row[1])))
        if r is not None:
            cell = dict(zip(COLUMNS, row))
            for k, (name, seeds) in enumerate(zip(r.players, r.seeds), 1):
                cell[f"player {k}"], cell[f"seeds {k}"] = name, str(seeds)
            cell["moves"] = "" if r.moves is None else str(r.moves)
            cell["finished"] = "yes" if r.finished else "no"
            cell["minutes"] = "" if r.minutes is None else f"{r.minutes:g}"
            row = [cell[c] for c in COLUMNS]
        writer.writerow(row)
    return out.getvalue()


def _say_draw(draw: Any, say: Callable) -> None:
    """The draw, round by round, as the command prints it (in the language in use)."""
    from .teaching.tournament import SEATS
    for k, games in enumerate(draw.rounds, 1):
        say(_("Round {round}", round=k))
        for g in games:
            # TRANSLATORS: a seat and who sits there: "South Ana".
            seats = ", ".join(_("{seat} {player}", seat=seat_word(seat), player=name)
                              for seat, name in zip(SEATS[draw.group], draw.names(g)))
            say("  " + _("Board {board}: {seats}", board=g.board, seats=seats))
        if draw.sitting_out[k - 1]:
            say("  " + _("Sitting out: {players}", players=", ".join(
                draw.players[p] for p in draw.sitting_out[k - 1])))
