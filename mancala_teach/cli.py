"""The ``mancala-teach`` command. ``main(argv) -> exit code``; errors are one sentence on stderr.

Exit codes: 0 done, 2 bad input, 1 a library the command needs is not installed (the message
says which extra to install, e.g. ``mancala-teach[print]``).
"""

from __future__ import annotations

import argparse
import contextvars
import os
import re
import sys
from pathlib import Path
from typing import Callable

from . import __version__
from .checks import name_value_pairs, one_of_text, whole_number_text
from .errors import MancalaError, MissingExtraError, shown
from .glossary import game_title
from .i18n import N_, _, check_language, current_language, ngettext, pgettext, use_language
from .interrupts import interrupted, stop_on_signals
from .variants import VARIANTS, variant


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one sentence and exit code 2, with no usage dump, and
    a bad value is quoted short (at most about 60 characters). Only argparse's public methods
    are overridden."""

    commands: argparse.Action | None = None     # the subcommands, once added

    def error(self, message: str) -> None:  # type: ignore[override]
        message = message.strip()
        found = re.fullmatch(r"argument (.+?): (.*)", message, re.S)
        if found:   # argparse's own words round our sentence, in the language in use
            # TRANSLATORS: {option} is an option as typed (--north), {message} what is wrong
            # with its value.
            message = _("argument {option}: {message}", option=found[1], message=found[2])
        message = _escaped(message).rstrip(".")
        raise _UsageError(message[0].upper() + message[1:] + ".")

    def add_subparsers(self, **kwargs):  # type: ignore[no-untyped-def]
        self.commands = super().add_subparsers(**kwargs)
        return self.commands

    def add_argument(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        # A value outside the choices gets our sentence: the choices become a type= check
        # (which argparse quotes as it is) and the metavar that lists them, as before.
        choices = kwargs.get("choices")
        if choices is not None and "type" not in kwargs:
            del kwargs["choices"]
            kwargs["type"] = one_of_text(choices)
            kwargs.setdefault("metavar", "{" + ",".join(map(str, choices)) + "}")
        return super().add_argument(*args, **kwargs)

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[override]
        if self.commands is not None:
            words = sys.argv[1:] if args is None else list(args)
            # the first word that is not an option, nor the value of the program's --language
            command = next((w for k, w in enumerate(words) if not w.startswith("-")
                            and (k == 0 or words[k - 1] != "--language")), None)
            if command is not None and command not in self.commands.choices:
                allowed = ", ".join(self.commands.choices)
                raise _UsageError(_("There is no command {command}; the commands are: "
                                    "{commands}.", command=shown(command, 24),
                                    commands=allowed))
        namespace, extras = super().parse_known_args(args, namespace)
        if extras and self.prog == "mancala-teach":
            command = getattr(namespace, "command", None)
            where = f"mancala-teach {command} --help" if command else "mancala-teach --help"
            # TRANSLATORS: {help} is a command to type ("mancala-teach boards --help").
            raise _UsageError(_("This command does not take {value}; {help} lists what it "
                                "takes.", value=shown(extras[0]), help=where))
        return namespace, extras


def _escaped(text: str) -> str:
    from .errors import _escaped as escape
    return escape(text)


class _UsageError(Exception):
    pass


class _Once(argparse.Action):
    """Store an option's value, refusing the same option twice (which one would count?)."""

    def __call__(self, parser, namespace, values, option_string=None):  # type: ignore[override]
        seen = namespace.__dict__.setdefault("_given", {})
        if self.dest in seen:
            first = seen[self.dest]
            raise _UsageError(_("The option {option} was given twice; give it once.",
                                option=option_string)
                              if first == option_string else
                              _("The options {first} and {option} are the same; give one of "
                                "them, once.", first=first, option=option_string))
        seen[self.dest] = option_string
        setattr(namespace, self.dest, values)


def _cmd_variants(args: argparse.Namespace) -> int:
    for v in VARIANTS:
        aliases = ", ".join(v.aliases)
        title = game_title(v.title)
        # TRANSLATORS: a game's name and what it is, in the list of games.
        _say(f"{v.name:14} " + _("{game}: {summary}", game=title[:1].upper() + title[1:],
                                 summary=v.summary))
        _say(f"{'':14} " + _("also called: {aliases}", aliases=aliases))
        for opt in v.options:
            default = opt.default
            if isinstance(default, bool):
                default = "yes" if default else "no"
            elif isinstance(default, tuple):
                default = ",".join(map(str, default))
            _say(f"{'':14}   {opt.name}={default}  {opt.help}")
    return 0


def _joined(options: list[str]) -> str:
    """Options named in a sentence: ``--level and --seed`` (each pair joined by "and")."""
    # TRANSLATORS: what joins options named in a sentence: "--level and --seed".
    return pgettext("separator", " and ").join(options)


def _cmd_demo(args: argparse.Namespace) -> int:
    """Play a few moves of a game and narrate them, seed by seed."""
    from .narrate import narrate_trace
    from .position import Position
    if args.moves is not None and args.plies is not None:
        raise _UsageError(_("Give either --moves (the moves to play) or --plies (how many "
                            "moves to play), not both."))
    rules = variant(args.variant, **_options(args.option))
    pos = start = Position.start(rules)
    traces = []
    if args.moves is not None:
        moves = [m.strip() for m in args.moves.split(",")]
        if moves == [""]:
            raise _UsageError(_("The --moves list is empty; list pit letters separated by "
                                "commas, like C,F."))
        for move in moves:          # every move is checked before anything is printed
            pos, trace = pos.play(move)
            traces.append(trace)
    else:
        for _ply in range(2 if args.plies is None else args.plies):
            if pos.is_over:
                break
            pos, trace = pos.play(pos.legal_moves()[0])
            traces.append(trace)
    _say(start.board_text())
    for trace in traces:
        _say("")
        for line in narrate_trace(trace):
            _say("  " + line)
        _say(trace.after.board_text())
    return 0


def _options(pairs: list[str] | None) -> dict[str, str]:
    """The ``-o name=value`` options, read as variant specs read them (one reader)."""
    return name_value_pairs(pairs or [])


def _say(text: str) -> None:
    """Print to stdout; a character the terminal cannot show comes out as an escape."""
    try:
        print(text)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, "encoding", None) or "ascii"
        print(text.encode(encoding, "backslashreplace").decode(encoding))


# --- printables -------------------------------------------------------------------------------

PAPER_HELP = N_("paper size: a4 or letter (default: the language's usual paper: a4, or letter "
                "for a language with a region that prints on it, like fr-CA or es-MX)")


def _output_path(given: str | None, default_name: str) -> Path:
    """Where to write: a file path, a folder (the default name inside it), or the default.

    The folder must exist and be writable; nothing is written until every file is made.
    """
    from .printables.output import check_folder, check_name
    if given is None:
        path = Path(default_name)
    else:
        if not given.strip():
            raise _UsageError(_("The --output name is empty; give a file name like sheet.pdf "
                                "or an existing folder."))
        check_name(given)
        path = Path(given)
        if path.is_dir():
            path = path / default_name
        elif given.endswith(("/", os.sep)):
            check_folder(path)   # a folder that does not exist: say so
    check_folder(path.parent if str(path.parent) else Path("."))
    if path.suffix.lower() != ".pdf":
        raise _UsageError(_("The output file must end in .pdf, like sheet.pdf; {name} does "
                            "not.", name=shown(path.name)))
    return path


_whole_number = whole_number_text   # an argparse type: a whole number from low to high


def _say_written(paths: list[Path], pages: dict[Path, int] | None = None) -> None:
    for path in paths:
        count = pages.get(path) if pages else None
        if count is None:
            _say(_("wrote {file}", file=path))
        else:
            _say(ngettext("wrote {file} ({n} page)", "wrote {file} ({n} pages)", count,
                          file=path))


def _make(what: str, choices: dict[str, object], output: str | None) -> int:
    """Make one printable with the same maker as the site's Make page, and write its file."""
    from .printables.make import plan
    from .printables.output import write_atomic
    choices = {**choices, "language": _LANGUAGE_TAG.get()}
    job = plan(what, {name: value for name, value in choices.items() if value is not None})
    path = _output_path(output, job.files[0].name)     # checked before the (slower) drawing
    made = job.make(_terminal_progress())
    write_atomic(path, made.files[job.files[0].name])
    _say_written([path], {path: made.pages[job.files[0].name]})
    return 0


def _terminal_progress():
    """A progress bar on stderr while a printable is made, when stderr is a terminal."""
    try:
        from tqdm import tqdm   # in the [print] extra; without it, no progress bar
    except ImportError:
        return None
    if not sys.stderr.isatty():
        return None
    bar = tqdm(total=100, desc="making", unit="%", disable=None, leave=False,
               bar_format="{desc}: {percentage:3.0f}%|{bar}|")

    def progress(fraction: float, _words: str) -> None:
        bar.update(round(fraction * 100) - bar.n)
        if fraction >= 1.0:
            bar.close()
    return progress


def _cmd_boards(args: argparse.Namespace) -> int:
    """Boards to print: full size in sheets, one sheet, egg-carton labels, paper seeds."""
    if args.kind in ("all-shapes", "egg-carton", "seeds"):
        given = [name for name, value in (("--variant", args.variant), ("--pits", args.pits),
                                          ("--stores" if args.stores else "--no-stores",
                                           args.stores), ("--sides", args.sides))
                 if value is not None]
        if given:
            options = _joined(given)
            n = len(given)
            if args.kind == "all-shapes":
                raise _UsageError(ngettext(
                    "The sheet for --kind all-shapes has every shape from 5 to 10 pits, so "
                    "leave out {options}; it shapes only the full and one-sheet boards.",
                    "The sheet for --kind all-shapes has every shape from 5 to 10 pits, so "
                    "leave out {options}; they shape only the full and one-sheet boards.", n,
                    options=options))
            if args.kind == "egg-carton":
                raise _UsageError(ngettext(
                    "The sheet for --kind egg-carton fits the 12-cup egg carton, so leave out "
                    "{options}; it shapes only the full and one-sheet boards.",
                    "The sheet for --kind egg-carton fits the 12-cup egg carton, so leave out "
                    "{options}; they shape only the full and one-sheet boards.", n,
                    options=options))
            raise _UsageError(ngettext(
                "The sheet for --kind seeds serves every game, so leave out {options}; it "
                "shapes only the full and one-sheet boards.",
                "The sheet for --kind seeds serves every game, so leave out {options}; they "
                "shape only the full and one-sheet boards.", n, options=options))
    return _make("boards", {
        "kind": args.kind, "variant": args.variant, "pits": args.pits, "sides": args.sides,
        "stores": None if args.stores is None else "yes" if args.stores else "no",
        "low_ink": args.low_ink, "paper": args.paper}, args.output)


def _cmd_rules(args: argparse.Namespace) -> int:
    """A rule sheet for one game, with the house rules (options) you choose."""
    return _make("rules", {"variant": args.variant, "options": _options(args.option),
                           "paper": args.paper, "large_print": args.large_print}, args.output)


def _cmd_cards(args: argparse.Namespace) -> int:
    """A quick-reference card for one game: two to a page, or one large-print card a page."""
    return _make("cards", {"variant": args.variant, "options": _options(args.option),
                           "paper": args.paper, "large_print": args.large_print}, args.output)


def _cmd_worksheets(args: argparse.Namespace) -> int:
    """Counting-puzzle worksheets: students' PDF, teacher's answer-key PDF and a JSON file."""
    from .printables.make import plan
    from .printables.output import write_group
    if args.id is not None:
        mixed = [name for name, value in (("--level", args.level), ("--sheets", args.sheets),
                                          ("--seed", args.seed)) if value is not None]
        if mixed:
            raise _UsageError(_("The --id option makes one worksheet again on its own, so "
                                "leave out {options}: the id holds the level, the seed and "
                                "the sheet number.", options=_joined(mixed)))
    choices = {"id": args.id, "level": args.level, "sheets": args.sheets, "seed": args.seed,
               "tier": args.tier, "paper": args.paper, "large_print": args.large_print,
               "dots": args.dots, "language": _LANGUAGE_TAG.get()}
    job = plan("worksheets", {name: value for name, value in choices.items()
                              if value is not None})
    # every name is checked before the (slower) drawing
    student = _output_path(args.output, job.files[0].name)
    key = student.with_name(student.stem + "-key.pdf")
    data = student.with_suffix(".json")
    made = job.make(_terminal_progress())
    pdf, key_pdf, json_bytes = made.files.values()
    write_group({student: pdf, key: key_pdf, data: json_bytes})  # all three, or none
    _say_written([student, key, data])
    return 0


def _cmd_lessons(args: argparse.Namespace) -> int:
    """Lesson cards, exit tickets and their answers, the rubric, the culture page."""
    from .printables.lessons import PER_NOTEBOOK
    kind = "all" if args.kind is None else args.kind
    if args.notebook is not None and kind not in PER_NOTEBOOK:
        raise _UsageError(_("With --kind {kind}, leave out --notebook: the page is the same "
                            "for every notebook.", kind=kind))
    return _make("lessons", {"kind": kind, "notebook": args.notebook, "paper": args.paper,
                             "large_print": args.large_print}, args.output)


def _cmd_printables(args: argparse.Namespace) -> int:
    """Regenerate the whole standard set (the README's main command)."""
    from .printables.standard_set import PAPER_SIZES, write_standard_set
    papers = PAPER_SIZES if args.paper == "both" else (args.paper,)
    language = current_language()
    # The committed set is English, in printables/; another language's set goes beside it.
    folder = (args.output if args.output is not None else
              "printables" if language == "en" else f"printables-{language}")
    written = write_standard_set(folder, papers, progress=True)
    # TRANSLATORS: {folder} is where the files went; {papers} the paper sizes ("a4, letter").
    _say(ngettext("wrote {n} file into {folder} ({papers}); print PDFs at 100% (actual size).",
                  "wrote {n} files into {folder} ({papers}); print PDFs at 100% (actual size).",
                  len(written), folder=(folder.rstrip(os.sep) or os.sep) + os.sep,
                  papers=", ".join(papers)))
    return 0


def _add_printable_commands(sub: argparse._SubParsersAction) -> None:
    from .printables import LESSON_KINDS, MAX_PITS, MIN_PITS, NOTEBOOKS, SQUARE_PITS
    from .puzzles.sheets import MAX_SEED, MAX_SHEETS
    from .puzzles.tiers import TIERS
    p = sub.add_parser(
        "boards", help=_("print a board: full size (in sheets), one sheet, egg-carton "
                         "labels, seeds"),
        description=_("Make a board to print. Full-size boards have 45 mm pits and come on "
                      "several sheets that you glue together; print every PDF at 100% "
                      "(actual size)."))
    p.add_argument("--kind", choices=("full", "one-sheet", "all-shapes", "egg-carton", "seeds"),
                   default="full", action=_Once,
                   help=_("full: full size on several sheets (default); one-sheet: the board on "
                          "one sheet; all-shapes: one sheet for every shape from 5 to 10 pits; "
                          "egg-carton: labels for an egg-carton board; seeds: paper seeds"))
    p.add_argument("--variant", action=_Once,
                   help=_("the game whose board you want (default: kalah); sets pits and stores"))
    low, high = SQUARE_PITS
    p.add_argument("--pits", action=_Once,
                   type=_whole_number(low, MAX_PITS, _(
                       "printed boards have {low} to {high} pits a row on four sides, and "
                       "{fewest} to {most} pits a side", low=low, high=high, fewest=MIN_PITS,
                       most=MAX_PITS)),
                   help=_("pits on each side, {fewest} to {most}, or in each row of a "
                          "four-sided board, {low} to {high} (default: the game's)",
                          fewest=MIN_PITS, most=MAX_PITS, low=low, high=high))
    p.add_argument("--sides", action=_Once,
                   type=_whole_number(2, 4, "printed boards have 2 or 4 sides"),
                   help=_("2: the usual board (default); 4: the square board for four players, "
                          "a row of pits and a store for each"))
    stores = p.add_mutually_exclusive_group()
    stores.add_argument("--stores", dest="stores", action="store_true", default=None,
                        help=_("draw a store at each end"))
    stores.add_argument("--no-stores", dest="stores", action="store_false",
                        help=_("no stores (as for Lane's games)"))
    p.add_argument("--low-ink", action="store_true",
                   help=_("outlines on white paper, without the wood colour: saves ink (the "
                          "four-sided board is 44 cm square, the paper seeds whole pages)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=_Once, help=_(PAPER_HELP))
    p.add_argument("--output", metavar="PATH", action=_Once,
                   help=_("the PDF to write, or an existing folder"))
    p.set_defaults(run=_cmd_boards)

    p = sub.add_parser("rules", help=_("print the rule sheet for a game"),
                       description=_("Make a rule sheet: set-up, a move, capture, extra turns, "
                                     "end of game, the options in force and pictures of real "
                                     "moves."))
    p.add_argument("variant", nargs="?", default="kalah",
                   help=_("which game (default: kalah); 'mancala-teach variants' lists them"))
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help=_("a house rule, e.g. -o leftovers=not_counted (repeat for more)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=_Once, help=_(PAPER_HELP))
    p.add_argument("--large-print", action="store_true", help=_("16 pt type and bigger boards"))
    p.add_argument("--output", metavar="PATH", action=_Once,
                   help=_("the PDF to write, or an existing folder"))
    p.set_defaults(run=_cmd_rules)

    p = sub.add_parser("cards", help=_("print a quick-reference card for a game (two to a page)"),
                       description=_("Make a quick-reference card: the rules in short and one "
                                     "drawn move, two copies to a page (cut it in half), or one "
                                     "large-print card a page."))
    p.add_argument("variant", nargs="?", default="kalah",
                   help=_("which game (default: kalah); 'mancala-teach variants' lists them"))
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help=_("a house rule, e.g. -o leftovers=not_counted (repeat for more)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=_Once, help=_(PAPER_HELP))
    p.add_argument("--large-print", action="store_true",
                   help=_("16 pt type and bigger boards, one card a page"))
    p.add_argument("--output", metavar="PATH", action=_Once,
                   help=_("the PDF to write, or an existing folder"))
    p.set_defaults(run=_cmd_cards)

    p = sub.add_parser(
        "worksheets", help=_("print counting-puzzle worksheets with answer keys"),
        description=_("Make counting-puzzle worksheets: one PDF for the students, one with the "
                      "answer keys for the teacher, and a JSON file with every answer. Each "
                      "sheet has an id that makes it again: --id explorer-7-3."))
    p.add_argument("--level", "--difficulty", dest="level", action=_Once,
                   help=_("starter (grades 1-2), explorer (grades 3-4), expert (grades 5-6) or "
                          "fours (the four-sided board, grades 3-6); default: starter"))
    p.add_argument("--sheets", type=_whole_number(1, MAX_SHEETS), action=_Once,
                   help=_("how many different worksheets (a class set), 1 to {most}; "
                          "default 1", most=MAX_SHEETS))
    p.add_argument("--seed", type=_whole_number(0, MAX_SEED), action=_Once,
                   help=_("the random seed: the same seed gives the same worksheets (default 1)"))
    p.add_argument("--id", action=_Once,
                   help=_("make one worksheet again from the id printed on it (on its own: "
                          "the id holds the level, seed and sheet number)"))
    p.add_argument("--paper", choices=("a4", "letter"), action=_Once, help=_(PAPER_HELP))
    p.add_argument("--large-print", action="store_true", help=_("16 pt type and bigger boards"))
    p.add_argument("--dots", action="store_true",
                   help=_("draw counts of 6 or fewer as dots, like dice, for children who still "
                          "count objects one by one (default: numerals)"))
    p.add_argument("--tier", choices=TIERS, action=_Once,
                   help=_("the same sheets at another depth, with the same ids: support "
                          "(smaller counts, dots, a worked first step, a number track; no "
                          "starred challenge), core (default) or stretch (one more \"What "
                          "if?\" or \"Why?\" on each puzzle's board)"))
    p.add_argument("--output", metavar="PATH", action=_Once,
                   help=_("the students' PDF to write (the key and JSON go beside it), or an "
                          "existing folder"))
    p.set_defaults(run=_cmd_worksheets)

    p = sub.add_parser(
        "lessons", help=_("print lesson cards, exit tickets with answers, a rubric, the culture "
                          "page and the sheets the cards ask for"),
        description=_("Make the printables for running the six lessons: a lesson card per "
                      "notebook (launch, explore in pairs with counters or beans, summarise with "
                      "the notebook, the exit "
                      "ticket; next steps; what to watch for; words for English learners; "
                      "standards; materials), half-page exit tickets (two to a page, cut apart) "
                      "with their answers, a rubric and class record for the reasoning goals, "
                      "the page \"Where these games come from\", strips of 13 places, the "
                      "class dot plot and the picture glossary."))
    p.add_argument("--kind", choices=LESSON_KINDS, action=_Once,
                   help=_("all: the card, tickets, answers and rubric of each notebook "
                          "(default); cards; tickets; key: the tickets' answers; rubric; "
                          "culture: where these games come from; strips: strips of 13 places "
                          "(lesson 2); dot-plot: the class dot plot (lesson 5); glossary: the "
                          "picture glossary and sentence frames (the last four are the same "
                          "for every notebook)"))
    first, last = NOTEBOOKS[0], NOTEBOOKS[-1]
    p.add_argument("--notebook", action=_Once,
                   type=_whole_number(first, last, _("there are notebooks {first} to {last}",
                                                     first=first, last=last)),
                   help=_("only this notebook, {first} to {last} (default: every notebook)",
                          first=first, last=last))
    p.add_argument("--paper", choices=("a4", "letter"), action=_Once, help=_(PAPER_HELP))
    p.add_argument("--large-print", action="store_true",
                   help=_("16 pt type and bigger boards, one exit ticket a page"))
    p.add_argument("--output", metavar="PATH", action=_Once,
                   help=_("the PDF to write, or an existing folder"))
    p.set_defaults(run=_cmd_lessons)

    p = sub.add_parser("printables", help=_("regenerate the standard set into printables/"),
                       description=_("Regenerate every standard printable (boards, rule sheets, "
                                     "cards, sample worksheets with keys and JSON, lesson cards, "
                                     "exit tickets, the rubric and the culture page) in A4 and "
                                     "Letter."))
    p.add_argument("--output", metavar="FOLDER", action=_Once,
                   help=_("an existing folder to write into (default: printables; in another "
                          "language, printables-fr or printables-es)"))
    p.add_argument("--paper", choices=("a4", "letter", "both"), default="both", action=_Once,
                   help=_("which paper sizes (default: both)"))
    p.set_defaults(run=_cmd_printables)


EXAMPLES = N_("""examples:
  mancala-teach printables                       every board, rule sheet and sample worksheet
  mancala-teach boards --kind full --paper letter
                                                 a full-size board to glue together
  mancala-teach rules oware -o grand_slam=forbidden
                                                 Oware's rule sheet with a house rule
  mancala-teach cards giuthi --large-print        a quick-reference card in large print
  mancala-teach worksheets --level explorer --sheets 30 --seed 5
                                                 a class set: 30 different sheets and keys
  mancala-teach lessons --notebook 2 --paper letter
                                                 notebook 2's lesson card, exit tickets, answers
  mancala-teach classroom --kind record --game oware
                                                 a game record sheet; also certificates, ...
  mancala-teach tournament --players 12 --system swiss
                                                 a class tournament: draw, score sheets, table
  mancala-teach demo kalah --moves C,F           play two moves and explain every seed
  mancala-teach play oware --north strongest     play Oware against the strongest computer

Add --help after a command to see all its options, e.g. mancala-teach boards --help.
""")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="mancala-teach",
        description=_("Mancala for teaching mathematics: rules, printable boards and worksheets."),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_(EXAMPLES))
    parser.add_argument("--version", action="version", version=f"mancala-teach {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("variants", help=_("list the games and their rule options"))
    p.set_defaults(run=_cmd_variants)
    p = sub.add_parser("demo", help=_("play a few moves and explain each one, seed by seed"))
    p.add_argument("variant", nargs="?", default="kalah", help=_("which game (default: kalah)"))
    p.add_argument("--moves", action=_Once, help=_("moves to play, by pit letter, e.g. C,J,F"))
    p.add_argument("--plies", type=_whole_number(0, MAX_PLIES), action=_Once,
                   help=_("how many moves to play if --moves is not given (default 2)"))
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help=_("a rule option, e.g. -o pits=4 (repeat for more)"))
    p.set_defaults(run=_cmd_demo)
    for register in EXTRA_COMMANDS:
        register(sub)
    _add_language_options(parser, sub)
    return parser


def _add_play_command(sub: argparse._SubParsersAction) -> None:
    from .cli_play import add_play_command
    add_play_command(sub, once=_Once, whole_number=_whole_number, options=_options)


def _add_class_commands(sub: argparse._SubParsersAction) -> None:
    from .cli_class import add_class_commands
    add_class_commands(sub, once=_Once, whole_number=_whole_number, output_path=_output_path,
                       say_written=_say_written, say=_say, paper_and_tail=_paper_and_tail)


def _paper_and_tail(paper: str | None) -> tuple[str, str]:
    """The paper (given, or the language's usual one) and the end of a default file name:
    the language unless English, then the paper (``-fr-a4``), as the maker names files."""
    from .i18n import default_paper
    language = current_language()
    paper = paper or default_paper(_LANGUAGE_TAG.get() or language)
    return paper, ("" if language == "en" else f"-{language}") + f"-{paper}"


# Later layers (printables) add their subcommands here without the CLI importing them early.
EXTRA_COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [_add_printable_commands,
                                                                      _add_play_command,
                                                                      _add_class_commands]


MAX_PLIES = 1000

# The --language given, as typed (a region, fr-CA, chooses the paper too); None: English.
_LANGUAGE_TAG: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "mancala_teach_cli_language", default=None)
LANGUAGE_HELP = N_("the language of the pages and of every message: en (English, the default), "
                   "fr (Français) or es (Español); a region, like fr-CA or es-MX, also chooses "
                   "its usual paper")


def _language_given(words: list[str]) -> str | None:
    """The value of ``--language`` anywhere on the command line (the last one), before the
    parser is built: its words and errors are in that language."""
    found = None
    for index, word in enumerate(words):
        if word == "--":
            break
        if word == "--language":
            if index + 1 >= len(words) or words[index + 1].startswith("--"):
                raise _UsageError("The option --language needs a language: en (English), "
                                  "fr (Français) or es (Español).")
            found = words[index + 1]
        elif word.startswith("--language="):
            found = word.split("=", 1)[1]
    return found


def _add_language_options(parser: argparse.ArgumentParser,
                          sub: argparse._SubParsersAction) -> None:
    """``--language`` on the program and on every command (read by :func:`_language_given`;
    argparse only lists it in the help and checks that it has a value)."""
    parser.add_argument("--language", metavar="LANG", dest="top_language", action=_Once,
                        help=_(LANGUAGE_HELP))
    for command in sub.choices.values():
        command.add_argument("--language", metavar="LANG", action=_Once, help=_(LANGUAGE_HELP))


def main(argv: list[str] | None = None, *, exiting: bool = False) -> int:
    """Run one command; returns the exit code (0, 2 for bad input, 130 after Ctrl-C).

    ``exiting=True`` is for the program itself (:func:`run`): the process ends right after,
    so Ctrl-C and kill stay ignored once the command is over.
    """
    with stop_on_signals(exiting=exiting) as watch:
        try:
            # The language is read first, so that even a mistake on the command line is
            # told in it; an unknown language is told in English.
            tag = _language_given(sys.argv[1:] if argv is None else list(argv))
            code = None if tag is None else check_language(tag)
        except BaseException as exc:
            return _failure(exc, watch)
        with use_language(code):
            token = _LANGUAGE_TAG.set(tag)
            try:
                parser = build_parser()
                args = parser.parse_args(argv)
                if not getattr(args, "run", None):
                    parser.print_help()
                    return 0
                result = args.run(args)
                stop = interrupted(watch)      # a signal a library swallowed on the way
                if stop is not None:
                    raise stop
                return result
            except BaseException as exc:
                return _failure(exc, watch)
            finally:
                _LANGUAGE_TAG.reset(token)


def run() -> None:
    """The ``mancala-teach`` program: run the command in ``sys.argv`` and exit with its code.

    A signal after the command's work is done (its files are in place) is ignored, even as
    Python shuts down, so exit code 130 always means that no file was changed.
    """
    sys.exit(main(exiting=True))


def _failure(exc: BaseException, watch: object) -> int:
    """The exit code for an exception, after one sentence on stderr; re-raises a bug."""
    stop = interrupted(watch)  # type: ignore[arg-type]
    if stop is not None and not (isinstance(exc, SystemExit) and exc.code in (0, None)):
        # TRANSLATORS: {cause} is what stopped the command: Ctrl-C, a stop signal, ...
        _complain(_("Stopped by {cause}; no file was written or changed.", cause=stop.cause))
        return stop.exit_code
    if isinstance(exc, (_UsageError, MancalaError)):
        _complain(str(exc))
        return 2
    if isinstance(exc, MissingExtraError):   # a library the command needs is not installed
        _complain(str(exc))
        return 1
    if isinstance(exc, BrokenPipeError):   # e.g. "mancala-teach variants | head -1"
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 1
    if isinstance(exc, OSError):
        reason = exc.strerror or str(exc) or type(exc).__name__
        reason = reason[0].lower() + reason[1:]
        # TRANSLATORS: {reason} is the system's reason ("no space left on device"), in the
        # computer's own language; {file} the file it concerns.
        _complain(_("Could not finish: {reason} {file}.", reason=reason,
                    file=shown(exc.filename)) if exc.filename else
                  _("Could not finish: {reason}.", reason=reason))
        return 1
    raise exc


def _complain(sentence: str) -> None:
    try:
        print(f"mancala-teach: {sentence}", file=sys.stderr)
    except (OSError, ValueError):
        pass
