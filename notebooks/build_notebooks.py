"""Write the teaching notebooks from their source below, then execute them in place.

    .venv/bin/python notebooks/build_notebooks.py          # write and execute all six
    .venv/bin/python notebooks/build_notebooks.py 6-who-wins.ipynb    # or just one

The notebooks are committed executed (nbval checks their outputs against a fresh run). Edit
the text here rather than in the .ipynb files, so the six stay consistent and reviewable.
Every number and every answer in them is computed by the engine when the notebook runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from mancala_teach.teaching.lessons import FIRST_MINUTES, COMMON_CORE, Standard, lesson

HERE = Path(__file__).resolve().parent
IGNORE = "# NBVAL_IGNORE_OUTPUT\n"   # widget cells: their output is a live widget, not text

SETUP = """\
from IPython.display import HTML, display
from mancala_teach import Position, new_game, variant, find_variant
from mancala_teach.glossary import choice_words, glossary_html
from mancala_teach.narrate import conservation_line, narrate_trace, final_tally
from mancala_teach.render.highlights import highlights_at
from mancala_teach.render.svg import draw_board
from mancala_teach.widgets import PuzzleBoard, Stepper
from mancala_teach.widgets.answers import Answer"""


def md(text: str):
    return new_markdown_cell(text.strip("\n"))


def code(text: str):
    return new_code_cell(text.strip("\n"))


def hidden(answer_code: str):
    answer = code(answer_code)
    # JupyterLab shows the answer's code folded, so students see only "Show the answer".
    answer.metadata["jupyter"] = {"source_hidden": True}
    return answer


def exercise(n: int, question: str, answer_code: str) -> list:
    return [md(f"**Exercise {n}.** {question}"), hidden(answer_code)]


# --- the notebooks read their teaching from mancala_teach.teaching.lessons --------------------

def _framework(standard: Standard) -> str:
    return "Common Core" if standard.framework == COMMON_CORE else "England"


def lesson_header(number: int, notes: list[str]) -> list:
    """Title, "I can" goals and the teacher notes (lesson card, standards, watch for, talk)."""
    L = lesson(number)
    card = L.card
    goal_lines = "\n".join(f"- {g}" for g in L.goals)
    explore = "\n".join(f"   {k}. {step}" for k, step in enumerate(card.explore, 1))
    stretch = "\n".join(f"   - {step}" for step in card.stretch)
    frames = "\n".join(f"- {frame}" for frame in L.frames)
    safety = f"\n- **Safety.** {card.safety}" if card.safety else ""
    note_lines = "\n".join(f"- {n}" for n in notes)
    standards = "\n".join(
        f"- **{_framework(s)} {s.code}**: \"{s.wording}\" (practised in: {s.practised_by})."
        for s in L.standards)
    watch = "\n".join(f"- **{w.name}.** {w.looks_like} *Say or do:* {w.teacher_move}"
                       for w in L.watch_for)
    stems = "\n".join(f"- {stem}" for stem in L.convince_me)
    tickets = "\n".join(f"   {k}. {item.prompt} *If it is wrong:* {item.if_wrong}"
                        for k, item in enumerate(L.exit_ticket, 1))
    rubric = "\n".join(f"   - **{lv.level} {lv.label}:** {lv.descriptor}"
                        for lv in L.rubric.levels)
    return [
        md(f"""
# {number} · {L.title}

**Grade band:** {L.grade_band} · **Time:** {L.minutes} · **Builds on:** {L.builds_on}

**Hands first.** Run this lesson from its lesson card (with the printables, and in the
teacher notes below): pairs explore with counters or beans first, then this notebook sums up
what they found with their hands.

## Learning goals
{goal_lines}
"""),
        md(f"""
## Teacher notes
**The lesson card: hands first, then this notebook.**
- *Launch ({card.launch_minutes} minutes, whole class).* {card.launch}
- *Explore in pairs ({card.explore_minutes} minutes).* The first {FIRST_MINUTES} minutes,
  everyone:
{explore}
- *{card.stretch_heading}:*
{stretch}
- *Summarise with this notebook ({card.summarise_minutes} minutes).* {card.summarise}
- *Exit ticket ({card.ticket_minutes} minutes).* The printed half page (below).
- *A child who struggles:* give {card.struggling.give}. Say: {card.struggling.say}
- *A pair that finishes early:* give {card.early_finishers.give}. Say:
  {card.early_finishers.say}
- Materials: {"; ".join(card.materials)}.{safety}

{note_lines}
- <span class="notebook-only">Run the cells from the top (**Run ▸ Run All Cells**).</span>
  Exercise answers are hidden: click
  **Show the answer** when the class is ready. Every number and answer here is worked out by
  the rules engine, so it is always right for the rules shown.

**Watch for** (misconceptions, and what to say or do):
{watch}

**Standards this lesson serves:**
{standards}

**"Convince me" sentence stems** (pairs use them when they explain):
{stems}

**English learners:** the picture glossary card has the words; this lesson's sentence frames:
{frames}

**Exit ticket** (the printed half page; the answers are worked out by the engine, and
say what to do next with a child who gets an item wrong):
{tickets}

**Reasoning rubric:** {L.rubric.task}
{rubric}
"""),
        code(SETUP + f"\nfrom mancala_teach.teaching.lessons import lesson, work_out\n"
                     f"LESSON = lesson({number})"),
    ]


def section(number: int, title: str, text: str = "") -> object:
    """A section heading, its text, and the question pairs talk about there."""
    talk = lesson(number).talk(title)
    body = f"\n{text.strip()}" if text.strip() else ""
    return md(f"## {title}{body}\n\n> **Talk in pairs:** {talk}")


def estimate(number: int, index: int = 0) -> list:
    """An estimate-first item from the lesson data: the question, its board, a hidden answer."""
    item = lesson(number).estimates[index]
    words = item.prompt.removeprefix("Estimate first: ")
    cells = [md(f"**Estimate first.** {words[0].upper()}{words[1:]}")]
    if item.setup is not None and item.draw_board:
        cells.append(code(f"draw_board(LESSON.estimates[{index}].setup.position())"))
    cells.append(hidden(f"Answer(work_out(LESSON.estimates[{index}]).text)"))
    return cells


def convince_me(number: int, where: str) -> object:
    stems = "\n".join(f"- {stem}" for stem in lesson(number).convince_me)
    return md(f"**Convince me.** {where} Use these starters:\n{stems}")


# --- 1 Meet the board -------------------------------------------------------------------------

def meet_the_board() -> list:
    cells = lesson_header(1, [
        "Have real seeds, beans or counters and a printed board ready (see the printables).",
        "Pits have letters, read aloud as \"pit C\": South (the bottom row) has A to F, North "
        "(the top row) G to L, going round counterclockwise.",
        "The board below is made for young children: tap a pit to pick up its seeds, then "
        "ask the class where the next seed goes before you press **Next seed**. The words "
        "count the seeds aloud. Small counts are drawn as dots so children can count them.",
        "The lesson starts on a small board (3 pits a side, 2 seeds in each: 12 seeds, "
        "counted in 2s) that six-year-olds can count; the whole board of 48, counted in 4s, "
        "is for children ready for more."])
    cells += [
        section(1, "The board", "This is Kalah, the game sold as \"Mancala\". Each player has "
                "a row of pits and a store (the long pit at their right). We start small: 3 "
                "pits on each side, 2 seeds in each pit."),
        code('small = new_game("kalah", pits=3, seeds=2)\nsmall'),
        code('print("Pits on each side:", small.rules.pits_per_side)\n'
             'print("Seeds in each pit at the start:", small.pits[0])\n'
             'twos = [str(2 * k) for k in range(1, small.rules.pit_count + 1)]\n'
             'print("Counting in 2s:", ", ".join(twos))\n'
             'print("Seeds on the whole board:", small.total)'),
        *estimate(1),
        md("**Ready for more?** The whole board has 6 pits on each side and 4 seeds in each "
           "pit. How many seeds is that? Count them in 4s."),
        code('game = new_game("kalah")\ngame'),
        section(1, "Words we use", "The same words everywhere: on the board, in the sentences "
                "and on the printed pages."),
        code('HTML(glossary_html())'),
        section(1, "Sowing, one seed at a time", "Pairs have done this with counters. South "
                "has picked up both seeds in pit A of the small board. Press **Next seed ▶** to "
                "drop them one by one into the next pits, going counterclockwise. Then tap one "
                "of the pits on the board (or press Tab and Enter) to play the next move; "
                "**Start again** sets the board up again."),
        code(IGNORE + 'stepper = Stepper("kalah", level="young", pits=3, seeds=2)\n'
             'stepper.choose("A")\nstepper'),
        md("The same move, told in words:"),
        code('after, trace = small.play("A")\nfor line in narrate_trace(trace):\n'
             '    print(line)'),
        code('draw_board(after, highlights=highlights_at(trace))'),
        section(1, "No seed is lost", "After every step of the move, count the seeds in the "
                "pits, in the hand and in the stores. The last step (whose turn it is next) "
                "moves no seeds, so there is nothing new to count."),
        code('from mancala_teach.narrate import narrate_event\n'
             'frames = trace.frames()\n'
             'first = frames[0]\n'
             'print("Before the move:")\n'
             'print("   ", conservation_line(first.pits, first.stores, first.in_hand, small.total))\n'
             'for before, frame in zip(frames, frames[1:]):\n'
             '    print(narrate_event(frame.event))\n'
             '    if (frame.pits, frame.stores, frame.in_hand) == (before.pits, before.stores,\n'
             '                                                     before.in_hand):\n'
             '        print("    No seed moves here, so the count stays the same.")\n'
             '    else:\n'
             '        print("   ", conservation_line(frame.pits, frame.stores, frame.in_hand,\n'
             '                                     small.total))'),
        section(1, "Practise puzzles", "The puzzles of the printed starter worksheet "
                "**starter-1-1**<span class=\"notebook-only\"> (print the same sheet with "
                "`mancala-teach worksheets --id starter-1-1`)</span>. Tap a pit or a store, or "
                "type a number: the board says at once whether it is right, and **Show me** plays the move seed by seed. **Next "
                "puzzle** goes on."),
        code(IGNORE + 'PuzzleBoard("starter-1-1")'),
        convince_me(1, "Before you open an answer, tell your partner what you think and why."),
        md("## Exercises"),
    ]
    cells += exercise(
        1, "Ready for more: how many seeds are on the whole board at the start? Count them in "
           "groups of 4.",
        'Answer(f"{game.rules.pit_count} pits with {game.pits[0]} seeds each: "\n'
        '       f"{game.rules.pit_count} x {game.pits[0]} = {game.total} seeds.")')
    cells += exercise(
        2, "At the start, South picks up pit A. Which pits get a seed? How many seeds are in "
           "pit B afterwards?",
        'after_a, trace_a = game.play("A")\n'
        'sown = [e for e in trace_a.events if type(e).__name__ == "Sow"]\n'
        'Answer("One seed each into pits " + ", ".join(chr(65 + e.pit) for e in sown) + ". "\n'
        '       f"Pit B now holds {after_a.count(\'B\')}.")')
    cells += exercise(
        3, "At the start, South picks up pit E. How many seeds end up in South's store? How "
           "many seeds are on North's side afterwards?",
        'after_e, trace_e = game.play("E")\n'
        'Answer(f"South\'s store holds {after_e.stores[0]}; North\'s side has "\n'
        '       f"{sum(after_e.side(1))} seeds (it had {sum(game.side(1))}).")')
    cells += exercise(
        4, "On a board with 4 pits a side and 3 seeds in each, how many seeds are there? "
           "Count them in 3s. Draw it, then check.",
        'threes = new_game("kalah", pits=4, seeds=3)\n'
        'Answer(f"{threes.rules.pit_count} pits x 3 seeds = {threes.total} seeds: "\n'
        '       + ", ".join(str(3 * k) for k in range(1, threes.rules.pit_count + 1)) + ".",\n'
        '       boards=[draw_board(threes)])')
    cells += exercise(
        5, "Ready for more, with counters in pairs: play 10 moves of Kalah on the whole board. "
           "After every move, count all the seeds "
           "in the pits and in both stores, and make a tally mark when the total is 48. Was "
           "the total ever different from 48? Then check on screen: the answer plays a whole "
           "game and counts after every single seed.",
        'position, steps, moves = game, 0, 0\n'
        'totals = set()\n'
        'while not position.is_over:\n'
        '    position, t = position.play(position.legal_moves()[0])\n'
        '    moves += 1\n'
        '    for frame in t.frames():\n'
        '        totals.add(frame.total)\n'
        '        steps += 1\n'
        'Answer(f"A whole game, each player always taking their first pit with seeds: "\n'
        '       f"{moves} moves and {steps} steps; the totals seen: {sorted(totals)}. "\n'
        '       f"Always {game.total}: seeds are moved, never made or lost.")')
    return cells


# --- 2 Where does the last seed land? ---------------------------------------------------------

def last_seed() -> list:
    cells = lesson_header(2, [
        "Start with predict mode (below): students answer before the animation and the "
        "widget keeps score.",
        "Then let them find the pattern in the table and the chart before you show the rule "
        "\"count on the remainder\".",
        "Kalah skips the opponent's store; Oware has no stores but skips the pit the seeds "
        "came from, once a sowing goes all the way round.",
        "The Tchoukaillon extension (grades 5-6) is for pairs who finish early, or a second "
        "lesson: working backwards and spotting a pattern."])
    cells += [
        section(2, "Predict, then watch", "Tap a pit, predict where the last seed lands and "
                "how many seeds are captured, then press **Check my prediction**. The widget "
                "keeps score."),
        code(IGNORE + 'Stepper("kalah", predict=True)'),
        section(2, "Kalah: a cycle of 13", "Pairs have sown 1, 2, 3 ... seeds from pit C with "
                "beans and written down where the last one landed. The places a seed from "
                "South's pit C can land, in order:"),
        code('from mancala_teach.landing import landing_table, sowing_path\n'
             'from mancala_teach.render.chart_svg import landing_chart\n'
             'kalah = variant("kalah")\n'
             'path = sowing_path(kalah, 0, 2)\n'
             'for i, place in enumerate(path, 1):\n'
             '    print(i, place)\n'
             'print("Places in the cycle:", len(path))'),
        code('table = landing_table(kalah, 2, 30)\n'
             'for row in table:\n'
             '    print(f"{row.seeds:2} seeds -> {row.name}")'),
        code('landing_chart(kalah, 2, 30)'),
        md("Every 13 seeds the landing place comes round again. The engine agrees:"),
        code('same = all(table[s].name == table[s + 13].name for s in range(30 - 13))\n'
             'print("Landing for s seeds equals landing for s + 13 seeds:", same)'),
        md("So to find where *s* seeds land, divide by 13 and count on the remainder "
           "(a remainder of 0 means the 13th place, the pit you started from)."),
        *estimate(2),
        section(2, "Oware: 12 pits, but a cycle of 11", "In Oware a sowing that goes all the "
                "way round skips the pit it started from."),
        code('oware = variant("oware")\n'
             'o_path = sowing_path(oware, 0, 2)\n'
             'print("Places in the cycle:", len(o_path), "-", ", ".join(o_path))\n'
             'o_table = landing_table(oware, 2, 30)\n'
             'print("12 seeds from C land in", o_table[11].name)\n'
             'print("Pit C ever gets the last seed:", any(r.name == "pit C" for r in o_table))'),
        code('landing_chart(oware, 2, 30)'),
        section(2, "Extension: Tchoukaillon, working backwards", """
*For grades 5-6: pairs who finish early, or a second lesson.* Tchoukaillon is a mancala game
for one player: one row of pits and a store on the right. Pick up all the seeds of a pit and
sow them one by one towards the store. A pit may be sown only if its **last seed lands in
the store**, so a pit 3 steps from the store must hold exactly 3 seeds. You win when every
seed is in the store.

Here is a board with 3 seeds that can be won. Set it up with beans and win it. Which pit
must you sow first?"""),
        code('from mancala_teach.puzzles.tchoukaillon import solve, winnable_board\n'
             'from mancala_teach.render.svg import solitaire_svg\n'
             'HTML(solitaire_svg(winnable_board(3), 0, width_px=420))'),
        md("With beans: find a board with 4 seeds that can be won, then 5, then 6 ... Work "
           "**backwards**: start with every seed in the store and undo moves. Keep a table "
           "of your boards and look for the pattern."),
        convince_me(2, "Explain a landing place or a pattern to your partner."),
        md("## Exercises"),
    ]
    cells += exercise(
        1, "In Kalah, South picks up 17 seeds from pit C. Where does the last seed land? "
           "Use 17 = 13 + 4.",
        'q, r = divmod(17, len(path))\n'
        'Answer(f"17 = {q} x {len(path)} + {r}: count on {r} places from C: {path[r - 1]}. "\n'
        '       f"The engine says: {table[16].name}.")')
    cells += exercise(
        2, "In Kalah, which numbers of seeds (1 to 40) in South's pit A give an extra turn "
           "(the last seed in South's store)?",
        'from_a = landing_table(kalah, 0, 40)\n'
        'lucky = [r.seeds for r in from_a if r.name == "South\'s store"]\n'
        'Answer(f"{lucky}: each is 13 more than the one before.")')
    cells += exercise(
        3, "In Oware, South picks up 20 seeds from pit C. Where does the last seed land?",
        'q, r = divmod(20, len(o_path))\n'
        'Answer(f"20 = {q} x {len(o_path)} + {r}: count on {r} places from C (skipping C): "\n'
        '       f"{o_path[r - 1]}. The engine says: {o_table[19].name}.")')
    cells += exercise(
        4, "On a small Kalah board with 4 pits a side, how long is the cycle?",
        'small = variant("kalah", pits=4)\n'
        'small_path = sowing_path(small, 0, 0)\n'
        'Answer(f"{len(small_path)} places: 4 + 4 pits and South\'s own store, "\n'
        '       f"or 2 x 4 + 1 = {2 * 4 + 1}.")')
    cells += exercise(
        5, "Tchoukaillon: find the winning board for each number of seeds from 1 to 10. Write "
           "each board with the pit nearest the store on the right.",
        'from mancala_teach.teaching.lessons import tchoukaillon_boards\n'
        'boards = tchoukaillon_boards(10)\n'
        'lines = []\n'
        'for n, board in enumerate(boards, 1):\n'
        '    solve(board)   # the engine checks it: exactly one way to win it\n'
        '    seeds = "1 seed: " if n == 1 else f"{n} seeds:"\n'
        '    lines.append(f"{seeds} " + " ".join(map(str, board)) + " | store")\n'
        'Answer("\\n".join(lines) + "\\nEach number of seeds has exactly one winning board: "\n'
        '       "working backwards from the store, every step back is forced.")')
    cells += exercise(
        6, "Tchoukaillon: how do you make the winning board for one more seed from the winning "
           "board you have? Test your rule on the board for 10 to make the board for 11.",
        'from mancala_teach.teaching.lessons import tchoukaillon_step\n'
        'works = all(tchoukaillon_step(a) == b for a, b in zip(boards, boards[1:]))\n'
        'eleven = tchoukaillon_step(boards[-1])\n'
        'said = "yes" if works else "no"\n'
        'Answer("Find the empty pit nearest the store (or add a new pit at the far end). Take "\n'
        '       "one seed out of every pit between it and the store, add one new seed, and put "\n'
        '       "them all in that empty pit. It is one move played backwards.\\n"\n'
        '       f"The rule makes every board from 2 to 10 seeds from the one before: {said}.\\n"\n'
        '       "11 seeds: " + " ".join(map(str, eleven)) + " | store; the engine wins it in "\n'
        '       f"{len(solve(eleven))} moves.")')
    return cells


# --- 3 Captures and extra turns in Kalah ------------------------------------------------------

KALAH_CAPTURE = "Position.of(kalah, [4, 4, 4, 1, 0, 4, 4, 4, 4, 4, 4, 4], (3, 4), 0)"
KALAH_EMPTY_OPPOSITE = "Position.of({rules}, [4, 4, 4, 1, 0, 4, 4, 0, 4, 4, 4, 4], (7, 4), 0)"
LEFTOVER_RULES = 'variant("kalah", leftovers=leftovers)'
KALAH_ENDGAME = "Position.of({rules}, [0, 0, 0, 0, 0, 1, 3, 0, 2, 0, 5, 0], (20, 17), 0)"


def kalah_captures() -> list:
    cells = lesson_header(3, [
        "Families play Kalah with different house rules. Each is a named option here, so the "
        "class can compare them on the same position.",
        "A good question: \"Which pit should South play?\" Let pairs argue, then step through "
        "the move to check."])
    cells += [
        section(3, "Extra turns", "A last seed in your own store earns another turn. From the "
                "start, which pits do that? Pairs have tried each pit with beans first."),
        code('kalah = variant("kalah")\n'
             'start = new_game("kalah")\n'
             'for move in start.legal_moves():\n'
             '    _, t = start.play(move)\n'
             '    pit = chr(65 + move.pit)\n'
             '    print(f"pit {pit}: {start.pits[move.pit]} seeds, last seed in "\n'
             '          f"{\'the store - extra turn!\' if t.extra_turn else \'a pit\'}")'),
        section(3, "A capture", "A last seed in one of your own **empty** pits captures it "
                "and all the seeds in the pit opposite."),
        code(f'capture_position = {KALAH_CAPTURE}\n'
             'display(draw_board(capture_position))\n'
             'after, trace = capture_position.play("D")\n'
             'for line in narrate_trace(trace):\n'
             '    print(line)\n'
             'draw_board(after, highlights=highlights_at(trace))'),
        md("Step through it yourself:"),
        code(IGNORE + 'stepper = Stepper("kalah")\nstepper.start_from(capture_position)\n'
             'stepper'),
        section(3, "House rules", "What happens when the pit opposite is **empty**? The "
                "standard rule captures nothing; some families capture the lone seed anyway."),
        code('for choice in (False, True):\n'
             '    rules = variant("kalah", capture_empty_opposite=choice)\n'
             f'    pos = {KALAH_EMPTY_OPPOSITE.format(rules="rules")}\n'
             '    _, t = pos.play("D")\n'
             '    print(find_variant("kalah").option("capture_empty_opposite").says(choice))\n'
             '    print("   captured:", t.captured)'),
        md("At the end of the game: who gets the seeds left on the board, and does the game "
           "stop at once? South's side is empty in this position once South plays F."),
        *estimate(3),    # draws the end-game position
        code(f'endgame = {KALAH_ENDGAME.format(rules="kalah")}\n'
             'for leftovers in ("owner", "not_counted", "first_to_empty"):\n'
             '    rules = variant("kalah", leftovers=leftovers)\n'
             f'    pos = {KALAH_ENDGAME.format(rules="rules")}\n'
             '    done = pos.after("F")\n'
             '    print(f"Leftovers {choice_words(\'leftovers\', leftovers)}: {final_tally(done)}")'),
        code('rules = variant("kalah", game_end="one_last_move")\n'
             f'pos = {KALAH_ENDGAME.format(rules="rules")}\n'
             'after_f = pos.after("F")\n'
             'print(find_variant("kalah").option("game_end").says("one_last_move"))\n'
             'print("Is the game over after F?", after_f.is_over)\n'
             'print("North may play:", ", ".join(str(m) for m in after_f.legal_moves()))'),
        convince_me(3, "Which house rule changes the score, and why? Explain it to your "
                       "partner."),
        section(3, "Practise puzzles", "An extra turn to find, a wrong sowing to mend and the "
                "extra-turn pattern, from the explorer worksheet **explorer-1-2**<span "
                "class=\"notebook-only\"> (the same sheet prints with `mancala-teach "
                "worksheets --id explorer-1-2`)</span>."),
        code(IGNORE + 'PuzzleBoard("explorer-1-2")'),
        md("## Exercises"),
    ]
    cells += exercise(
        1, "From the start, South plays C and gets an extra turn. Can South get another extra "
           "turn straight away? Check each pit: how many seeds, and how far is the store?",
        'second = start.after("C")\n'
        'lines = []\n'
        'for m in second.legal_moves():\n'
        '    _, t = second.play(m)\n'
        '    where = "the store: extra turn!" if t.extra_turn else f"pit {chr(65 + t.last_drop.pit)}"\n'
        '    lines.append(f"Pit {m}: {second.count(m.pit)} seeds, the last lands in {where}")\n'
        'again = [str(m) for m in second.legal_moves() if second.play(m)[1].extra_turn]\n'
        'lines.append("So: pit " + " or ".join(again) if again else "So: no pit does it.")\n'
        'Answer("\\n".join(lines))')
    cells += exercise(
        2, "In the capture position above, write the capture as a sum.",
        'capture = trace.captures[0]\n'
        'Answer(" + ".join(map(str, capture.seeds)) + f" = {capture.total} seeds go to "\n'
        '       f"South\'s store, which grows from {capture_position.stores[0]} to "\n'
        '       f"{after.stores[0]}.")')
    cells += exercise(
        3, "In the end-game position, which leftovers rule is best for North? Explain why, "
           "using where North's leftover seeds go.",
        'scores = {}\n'
        'for leftovers in ("owner", "not_counted", "first_to_empty"):\n'
        f'    pos = {KALAH_ENDGAME.format(rules=LEFTOVER_RULES)}\n'
        '    scores[leftovers] = pos.after("F").outcome.scores[1]\n'
        'best = max(scores, key=scores.get)\n'
        'listed = "; ".join(f"leftovers {choice_words(\'leftovers\', rule)}: {n}"\n'
        '                   for rule, n in scores.items())\n'
        'Answer(f"North\'s final store: {listed}. Best for North: leftovers "\n'
        '       f"{choice_words(\'leftovers\', best)}.")')
    return cells


# --- 4 Oware ----------------------------------------------------------------------------------

OWARE_CHAIN = "Position.of({rules}, [4, 4, 4, 4, 4, 3, 1, 2, 1, 4, 4, 4], (6, 3), 0)"
OWARE_GAP = "Position.of({rules}, [4, 4, 4, 4, 4, 3, 1, 4, 1, 4, 4, 4], (4, 3), 0)"
OWARE_SLAM = "Position.of({rules}, [4, 4, 4, 4, 4, 6, 1, 2, 1, 2, 1, 1], (11, 3), 0)"
OWARE_FEED = "Position.of({rules}, [1, 0, 3, 0, 2, 1, 0, 0, 0, 0, 0, 0], (21, 20), 0)"


def oware() -> list:
    cells = lesson_header(4, [
        "Oware is played in tournaments across West Africa and the Caribbean. Seeds are "
        "never sown into the stores: a store only keeps the seeds its player captures (on "
        "many real boards it is a hollow at each end; a pile beside the board works too).",
        "Ask: \"Why might a game forbid taking all your opponent's seeds?\" (The game would "
        "end at once; feeding keeps the opponent in the game.)"])
    cells += [
        section(4, "A chain of captures", "The last seed makes 2 or 3 on North's side: capture "
                "it, then look at the pit before it, and the one before that..."),
        code('oware = variant("oware")\n'
             f'chain = {OWARE_CHAIN.format(rules="oware")}\n'
             'after, trace = chain.play("F")\n'
             'for line in narrate_trace(trace):\n'
             '    print(line)\n'
             'draw_board(after, highlights=highlights_at(trace))'),
        *estimate(4),
        section(4, "When the chain is broken", "Here pit H ends with 5. Oware stops the chain "
                "there; Wari, as our source tells it, takes every pit sown that holds 2 or 3."),
        code('for name in ("oware", "wari"):\n'
             '    rules = variant(name)\n'
             f'    pos = {OWARE_GAP.format(rules="rules")}\n'
             '    _, t = pos.play("F")\n'
             '    c = t.captures[0]\n'
             '    pits = ", ".join(chr(65 + p) for p in c.pits)\n'
             '    print(f"{rules.title:14} captures pits {pits}: "\n'
             '          + " + ".join(map(str, c.seeds)) + f" = {c.total}")'),
        section(4, "The grand slam", "Sowing F here would capture **every** seed North has. "
                "Six rule books, six answers. Where are all 48 seeds each time?"),
        code('from mancala_teach.rules import GRAND_SLAM_RULES\n'
             'for rule in GRAND_SLAM_RULES:\n'
             '    rules = variant("oware", grand_slam=rule)\n'
             f'    pos = {OWARE_SLAM.format(rules="rules")}\n'
             '    words = choice_words("grand_slam", rule)\n'
             '    if not pos.is_legal("F"):\n'
             '        print(f"A grand slam {words}: F may not be played.")\n'
             '        continue\n'
             '    done, t = pos.play("F")\n'
             '    south, north = sum(done.side(0)), sum(done.side(1))\n'
             '    print(f"A grand slam {words}: South captures {t.captured}, North keeps {north}.")\n'
             '    if done.is_over:\n'
             '        print(f"   Game over ({done.outcome.why}): {done.outcome.result()}.")\n'
             '    else:\n'
             '        print("   The game goes on.")\n'
             '    print(f"   All {done.total} seeds: {done.stores[0]} in South\'s store + "\n'
             '          f"{done.stores[1]} in North\'s + {south} in South\'s pits + {north} in "\n'
             '          f"North\'s pits.")'),
        section(4, "Feeding", "North has no seeds. South **must** play a move that gives "
                "North some."),
        code(f'feed = {OWARE_FEED.format(rules="oware")}\n'
             'display(draw_board(feed))\n'
             'print("South may play:", ", ".join(str(m) for m in feed.legal_moves()))\n'
             'from mancala_teach import IllegalMoveError\n'
             'try:\n'
             '    feed.play("A")\n'
             'except IllegalMoveError as why:\n'
             '    print(why)'),
        md("Play Oware with predict mode on:"),
        code(IGNORE + 'Stepper("oware", predict=True)'),
        convince_me(4, "Say a chain of captures, or where all 48 seeds are, to your partner."),
        md("## Exercises"),
    ]
    cells += exercise(
        1, "In the chain position, how many seeds does South capture, and from which pits?",
        'c = trace.captures[0]\n'
        'Answer(f"{c.total} seeds: " + " + ".join(\n'
        '    f"{s} from {chr(65 + p)}" for p, s in zip(c.pits, c.seeds)) + ".")')
    cells += exercise(
        2, "In the feeding position, why can South not play pit C?",
        'try:\n'
        '    feed.play("C")\n'
        '    reason = "C is allowed."\n'
        'except IllegalMoveError as why:\n'
        '    reason = str(why)\n'
        'Answer(f"Pit C holds {feed.count(\'C\')} seeds: " + reason)')
    cells += exercise(
        3, "Under the Abapa rule (a grand slam is allowed but captures nothing), how many seeds "
           "does North have after South's grand-slam move F?",
        f'pos = {OWARE_SLAM.format(rules="oware")}\n'
        'done = pos.after("F")\n'
        'Answer(f"North keeps all {sum(done.side(1))} seeds: the move is allowed but captures "\n'
        '       "nothing.")')
    return cells


# --- 5 Mancala around the world ---------------------------------------------------------------

def around_the_world() -> list:
    cells = lesson_header(5, [
        "Seven sets of rules. Six are games people play: Kalah from North America; Oware "
        "and Wari (two accounts of one West African game, of the family also called Awalé in "
        "Côte d'Ivoire and Ayo in Nigeria), the two Egyptian games and Giuthi from Africa. The "
        "seventh, four-sided mancala, is not a traditional game: it is this package's "
        "classroom variant for a class playing in fours, Kalah's rules on a square board, "
        "built on one of our sources' idea of a board with more rows and stores.",
        "Kalah was invented in the USA by William Julius Champion Jr. around 1940, based on "
        "older mancala games; sources differ on when its sets were first sold (1944 in some, "
        "the 1950s in others, such as Irving, Donkers and Uiterwijk's \"Solving Kalah\", "
        "2000). Its stores and extra turns are closer "
        "to South-East Asian games such as congkak than to the African games beside it here; "
        "some mancala writers call it a simplified congkak.",
        "The two Egyptian games were recorded by Edward William Lane, an English writer who "
        "watched them played in Egyptian coffee houses and described them in the 1830s. He "
        "recorded the games: they are not his games, and \"Lane\" is not their name (they are "
        "the Game of the Ignorant and the Game of the Wise). Giuthi comes from Kenya.",
        "Invite children who play a version at home to teach it to the class.",
        "In the data from whole games, every game of the Game of the Ignorant lasts about the "
        "same time: each move must start from the player's rightmost cell with pebbles, so "
        "even a random player has almost no choice. A good question for the class.",
        "Groups can each take one game, step through a move with the stepper, and report "
        "back to the class."])
    cells += [
        section(5, "The games side by side"),
        code('from mancala_teach import VARIANTS\n'
             'print(f"{\'game\':28} {\'pits\':>4} {\'seeds\':>5}  sow into stores  direction")\n'
             'for v in VARIANTS:\n'
             '    rules = v.rules()\n'
             '    stores = "yes" if rules.sow_into_store else "no"\n'
             '    way = "either way" if rules.either_direction else "counterclockwise"\n'
             '    print(f"{v.title:28} {rules.pit_count:4} {rules.total_seeds:5}  "\n'
             '          f"{stores:15}  {way}")\n'
             'print(len(VARIANTS), "sets of rules")'),
        code('for v in VARIANTS:\n'
             '    print(f"{v.title}: {v.summary}")\n'
             '    for sentence in v.options_in_force(v.rules())[:3]:\n'
             '        print("   -", sentence)'),
        section(5, "Starting boards"),
        code('for v in VARIANTS:\n'
             '    display(draw_board(v.start(), title=v.title))'),
        section(5, "One move in each game", "The first move each game allows, in words. "
                "Lane's Egyptian games and Giuthi keep sowing (a **relay**) when the last seed "
                "lands in a full pit."),
        code('for v in VARIANTS:\n'
             '    start = v.start()\n'
             '    move = start.legal_moves()[0]\n'
             '    _, t = start.play(move)\n'
             '    relays = len([e for e in t.events if type(e).__name__ == "Relay"])\n'
             '    print(f"{v.title}, move {move}: {t.sown} seeds sown, "\n'
             '          f"relays: {relays}, captured: {t.captured}")'),
        md("Step through a game of your choice: choose it in the **Game** box and press "
           "**Start again**, then tap a pit."),
        code(IGNORE + 'Stepper("giuthi")'),
        section(5, "A class playing in fours", """
A class of 28 with 7 boards plays in fours. Two ways to do it:

* **Teams of two** on the usual board: partners share a side and take turns for it (South's
  first player, North's first, South's second, North's second). Any Kalah, Oware or Wari
  game can be played this way; below, a teams game of Kalah.
* **The four-sided board**: four rows round a square, one row and one store for each player,
  each store at the corner after its owner's row. Kalah's rules all the way round: sow into
  your own store only, and go past the other three. Print one full size from the printables
  (a square of 45 mm pits, on 8 sheets of A4)<span class="notebook-only">: `mancala-teach
  boards --sides 4`</span>, its rule sheet<span class="notebook-only"> with `mancala-teach
  rules four-sided`</span>, and four-row counting puzzles<span class="notebook-only"> with
  `mancala-teach worksheets --level fours`</span>."""),
        code('four = new_game("four-sided")\n'
             'draw_board(four)'),
        md("South sows pit F: the seeds go into South's store, round the corner and on into "
           "East's row."),
        code('after, t = four.play("F")\n'
             'for line in narrate_trace(t):\n'
             '    print(line)\n'
             'draw_board(after, highlights=highlights_at(t))'),
        md("In a teams game the turn goes round the four partners; an extra turn is played by "
           "the partner who earned it."),
        code('teams = new_game("kalah", teams=True)\n'
             'for _ in range(5):\n'
             '    move = teams.legal_moves()[-1]     # the pit nearest the store\n'
             '    after, t = teams.play(move)\n'
             '    again = ": another turn." if t.extra_turn else "."\n'
             '    print(f"{teams.mover_name} sows pit {move}{again}")\n'
             '    teams = after\n'
             'print(f"Next: {teams.mover_name}.")'),
        md("Step through the four-sided game. Tap South's pits; choose the computer for "
           "**East, North and West are** to play against three computer players."),
        code(IGNORE + 'Stepper("four-sided")'),
        section(5, "Data from whole games", """
**With beans first.** Each pair plays one game of Kalah or of Oware for at most 10 minutes and
tallies the moves (every sowing is one move), then puts a dot on the class dot plot (a game
the timer stopped gets an arrow: it would have been longer). Is one game enough to say which
game is longer?

Then the computer plays many games of each game. Both players pick any move they are allowed
at random, so no two games are alike. For each game we get the **median** (the middle length),
the **middle half** of the games, from the **lower quartile** (the median of the shorter half)
to the **upper quartile** (the median of the longer half), whose width is the
**interquartile range**, and the **range** (longest minus shortest)."""),
        *estimate(5),
        code('from mancala_teach.teaching.game_data import length_data\n'
             'from mancala_teach.render.chart_svg import dot_plot\n'
             'data = length_data()   # seeded: the same games every time\n'
             'for title, spread in data.items():\n'
             '    print(f"{title:28} {spread.games} games: {spread.words()}")'),
        code('dot_plot({title: spread.lengths for title, spread in data.items()})'),
        md("""
**Two populations, side by side.** The computer's games and the class's games are not one data
set. The computer's players pick any move at random and no timer stops them; the class's
players think before they move, and stop when the timer rings. So compare the two plots side
by side (are the medians alike? the middle halves?), and never put the class's dots and the
computer's dots in one list.

**A game the timer stopped is longer than its dot.** All we know is that it had *at least*
that many moves. So the class's longest game, and its range, are at least what the plot shows:
a *lower bound*. The median moves only if many games were stopped, because most dots keep
their place in the order."""),
        convince_me(5, "Which game tends to be longest? Convince your partner with the data."),
        md(CLASS_GAMES_TEXT),
        code(IGNORE + 'from mancala_teach.widgets.class_data import ClassData\n'
                      'ClassData()'),
        md("## Exercises"),
    ]
    cells += exercise(
        1, "Which game has the most seeds in all? Which games have the most seeds per pit on "
           "average? Are they the same games? Look at the starting boards: does every pit "
           "start with the average?",
        'def per_pit(v):\n'
        '    return v.rules().total_seeds / v.rules().pit_count\n'
        'most = max(v.rules().total_seeds for v in VARIANTS)\n'
        'biggest = [v for v in VARIANTS if v.rules().total_seeds == most]\n'
        'top = max(per_pit(v) for v in VARIANTS)\n'
        'crowded = [v for v in VARIANTS if per_pit(v) == top]\n'
        'lines = [f"Most seeds in all: {\' and \'.join(v.title for v in biggest)}, {most} in "\n'
        '         f"{biggest[0].rules().pit_count} pits, only {per_pit(biggest[0]):g} per pit."]\n'
        'lines.append(f"Most per pit on average: {\', \'.join(v.title for v in crowded)}: "\n'
        '             f"{crowded[0].rules().total_seeds} in {crowded[0].rules().pit_count} "\n'
        '             f"pits, {top:g} per pit. "\n'
        '             + ("The same games." if biggest == crowded else "Not the same games."))\n'
        'for v in crowded:\n'
        '    counts = v.start().pits\n'
        '    if len(set(counts)) > 1:\n'
        '        filled = sum(1 for n in counts if n)\n'
        '        where = ""\n'
        '        if filled < len(counts):\n'
        '            where = f", all in {filled} of its {len(counts)} pits"\n'
        '        lines.append(f"{v.title} starts with {min(counts)} to {max(counts)} in a pit"\n'
        '                     f"{where}: an average is not what every pit holds.")\n'
        'Answer("\\n".join(lines))')
    cells += exercise(
        2, "Which game tends to be the longest? How do you know? Use the medians and the "
           "ranges, and say whether one game of each would have told you.",
        'by_median = sorted(data, key=lambda t: data[t].median, reverse=True)\n'
        'first, second = by_median[0], by_median[1]\n'
        'a, b = data[first], data[second]\n'
        'shorter = sum(1 for n in a.lengths if n < b.median)\n'
        'Answer(f"{first} tends to be the longest: its median is {a.median:g} moves, the next "\n'
        '       f"is {second} with {b.median:g}. But the ranges overlap ({first} from "\n'
        '       f"{a.lowest} to {a.highest}, {second} from {b.lowest} to {b.highest}): "\n'
        '       f"{shorter} of the {a.games} games of {first} were shorter than the median "\n'
        '       f"game of {second}, so one game of each could have told you the wrong answer.")')
    cells += [
        md("**Exercise 3.** On paper: here are the lengths of 9 games of Kalah. Put them in "
           "order and find the median, the range and the interquartile range. Then open the "
           "answer."),
        code('from mancala_teach.teaching.lessons import Item, KALAH_START\n'
             'kalah_games = work_out(Item("", "median_range", KALAH_START, games=9))\n'
             'print(kalah_games.given)'),
        hidden('Answer(kalah_games.text)'),
    ]
    cells += exercise(
        4, "Which games let a player sow in either direction, and which sow seeds into the "
           "stores as they go round?",
        'either = [v.title for v in VARIANTS if v.rules().either_direction]\n'
        'into = [v.title for v in VARIANTS if v.rules().sow_into_store]\n'
        'Answer(f"Either direction: {\', \'.join(either)}. Sow into stores: {\', \'.join(into)}.")')
    cells += exercise(
        5, "On the four-sided board with 6 pits a row, how many seeds does a pit need so that "
           "its last seed lands back in the pit it started from? Why not 24 + 4 = 28?",
        'rules = variant("four-sided")\n'
        'pits = [1] * rules.pit_count\n'
        'lap = rules.pit_count + 1           # try it: every pit and South\'s own store\n'
        'pits[0] = lap\n'
        'stores = (rules.total_seeds - sum(pits), 0, 0, 0)   # the rest already stored\n'
        'start = Position.of(rules, pits, stores, 0)\n'
        'last = start.play("A")[1].last_drop\n'
        'where = "pit " + "ABCDEFGHIJKLMNOPQRSTUVWX"[last.pit]\n'
        'Answer(f"{lap} seeds: one for each of the other {rules.pit_count - 1} pits, one for "\n'
        '       f"South\'s own store and the last one back in pit A (the engine agrees: the "\n'
        '       f"last seed lands in {where}). Not 28: the three other stores get no seeds.")')
    cells += exercise(
        6, "The timer stops every game after 10 minutes. Suppose a pair makes about 8 moves a "
           "minute. What is the longest game the class can put on its dot plot? How many of "
           "the computer's 100 games of Oware were longer than that? What does that tell you "
           "about the class's range for Oware?",
        'most = 10 * 8\n'
        'oware_games = data["Oware (Abapa)"]\n'
        'longer = sum(1 for n in oware_games.lengths if n > most)\n'
        'Answer(f"About 10 x 8 = {most} moves. {longer} of the computer\'s "\n'
        '       f"{oware_games.games} Oware games were longer than {most} moves (its longest: "\n'
        '       f"{oware_games.highest}). A class game stopped at {most} would have gone on, so "\n'
        '       "the class\'s longest game and its range are only a lower bound: the real "\n'
        '       "games could be longer. (The computer\'s players are random, so they are another "\n'
        '       "population: this says what can happen, not what the class\'s games would do.)")')
    return cells

# Notebook 5's class data: the class's own games, typed in (issue 24 item 7)
CLASS_GAMES_TEXT = """
### Our class's games

Type your class's games into the box, one line a game: the game, how many moves it lasted
(every sowing is one move), whether it ended (**yes**) or the timer stopped it (**no**), and
the minutes on the timer. Or paste the CSV of a class tournament (`mancala-teach tournament`
writes one to type the results into). The box starts with an example class: replace it with
yours and press **Show our games**.

Your games and the computer's are the two populations above: compare them side by side, not
as one set. The class's median and longest game are at least what the table says (a stopped
game's moves are a lower bound); the range too, when the shortest game ended. The interquartile range (IQR,
the spread of the middle half, from the lower to the upper quartile) could be bigger or
smaller. The table says how many games the timer stopped and at how many minutes: the
class's record, not a guess.

> **Talk in pairs:** Which game tends to be longer in our class? Is the IQR a better
> measure of spread than the range here? What would change if the timer had run for 20
> minutes?"""


# --- 6 Who wins? ------------------------------------------------------------------------------

WHO_WINS_SETUP = """\
import textwrap
from mancala_teach.naming import PLAYER_NAMES
from mancala_teach.players import choose_move, player
from mancala_teach.players.advantage import (CAPTURE_RULES, BoardResult, capture_words,
                                             first_player_result, first_player_results,
                                             known_boards, live_in_lesson,
                                             reachable_positions, results_table_html)
from mancala_teach.players.solver import solve
from mancala_teach.render.chart_svg import margin_chart"""


def who_wins() -> list:
    cells = lesson_header(6, [
        "The computer works out every way a small game can go, to the very end, for both "
        "players (an exact *solver*). Its result is a proof, not a guess: no player can do "
        "better against it. The board's other computer players (\"North is\": random, "
        "greedy, thinks ahead, strongest) look ahead only as far as their time allows; the "
        "**perfect player** never makes a mistake, but it can play only small boards.",
        "A result such as \"South wins by 4\" means: if neither player ever makes a mistake, "
        "the game ends with South 4 seeds ahead (the seeds left on the board at the end go "
        "to their owner, as in notebook 3). In Kalah South always moves first.",
        "The smallest boards are solved as the page runs (marked * in the tables); bigger "
        "ones took the computer longer and were solved once and saved with the package. "
        "For the \"yes\" capture rule (a last seed in your own empty pit captures even "
        "when the pit opposite is empty) the results agree with those published by Irving, "
        "Donkers and Uiterwijk (2000), \"Solving Kalah\", ICGA Journal 23(3), 139-147, "
        "Tables 9 and 10: that is the rule their paper plays, and the package's tests "
        "compare every published value the solver can finish. The \"no\" rule (this "
        "package's default) has no published table; the same solver works it out.",
        "Let pairs predict before every check, and write their prediction down."])
    # Estimate before the tables; its answer (the engine's count) after them.
    guess, show_answer = estimate(6)
    cells += [
        code(WHO_WINS_SETUP),
        section(6, "Perfect play",
                "Two players who **never make a mistake** always choose a move that gives "
                "them the best end they can be sure of, whatever the other player does. Then "
                "the game's result is fixed before anyone moves. A computer can find it by "
                "checking every way the game can go, but only on a small board. Here is one: "
                "Kalah with 2 pits a side and 2 seeds in each."),
        code('tiny = new_game("kalah", pits=2, seeds=2)\n'
             'display(tiny)\n'
             'found = solve(tiny)\n'
             'result = BoardResult(tiny.rules, found.margin, found.positions, live=True)\n'
             'print(f"With perfect play: {result.phrase}.")\n'
             'print("Best first moves for South:", ", ".join(str(m) for m in found.best_moves))\n'
             'print("Different positions a game on this board can reach:",\n'
             '      reachable_positions(tiny.rules))'),
        section(6, "Who wins on small boards?",
                "Each table has a row for the number of pits on each side and a column for "
                "the number of seeds in each pit at the start. Kalah's capture rule comes in "
                "two versions (notebook 3): when your last seed lands in your own empty pit "
                "and the pit opposite is **empty**, do you still capture? (In 2000 three "
                "computer scientists published who wins for the \"yes\" rule; the computer "
                "here finds the same results.)"),
        guess,
        code('boards = known_boards()\n'
             'results = first_player_results(boards, live=live_in_lesson)\n'
             'for rule in CAPTURE_RULES:\n'
             '    table = [r for r in results if r.capture_empty_opposite == rule]\n'
             '    display(HTML(results_table_html(\n'
             '        table,\n'
             '        caption=f"Kalah, {capture_words(rule)}: who wins with perfect play")))'),
        show_answer,
        section(6, "The same results as a chart",
                "The boards with 3 and 4 pits a side. A bar to the right: South, who moves "
                "first, wins. To the left: North wins. A diamond on the middle line: a draw."),
        code('charted = [r for r in results if r.pits in (3, 4)]\n'
             'rows = {}\n'
             'for r in charted:\n'
             '    rows.setdefault(r.board, {})[r.capture_empty_opposite] = r.margin\n'
             'margin_chart([(board, [m.get(rule) for rule in CAPTURE_RULES])\n'
             '              for board, m in rows.items()],\n'
             '             [capture_words(rule) for rule in CAPTURE_RULES],\n'
             '             title="Who wins Kalah with 3 or 4 pits a side?")'),
        section(6, "The capture rule changes who wins",
                "The two capture rules look almost the same, but on some boards they give a "
                "different winner, and on others the same winner by a different number of "
                "seeds:"),
        code('by_board = {}\n'
             'for r in results:\n'
             '    by_board.setdefault(r.board, {})[r.capture_empty_opposite] = r\n'
             'for board, pair in by_board.items():\n'
             '    no, yes = pair[False], pair[True]\n'
             '    if no.winner != yes.winner:\n'
             '        print(f"{board}: {no.phrase} without the capture, but {yes.phrase} with "\n'
             '              "it.")\n'
             'for board, pair in by_board.items():\n'
             '    no, yes = pair[False], pair[True]\n'
             '    if no.winner == yes.winner and no.margin != yes.margin:\n'
             '        print(f"{board}: {no.words} without the capture, {yes.words} with it.")'),
        convince_me(6, "Choose one board from the list above and explain to your partner "
                       "how the capture rule changed its result."),
        section(6, "Can you beat the perfect player?",
                "You are South and you move first; the perfect player is North. **? Hint** "
                "shows the move the perfect player would make for you. Take turns in your "
                "pair: how many tries does it take?"),
        code('challenge_start = new_game("kalah", pits=3, seeds=3)\n'
             'best = first_player_result(challenge_start.rules, live=True)\n'
             'print(f"With no mistakes on either side: {best.phrase}.")'),
        code(IGNORE + 'Stepper("kalah", pits=3, seeds=3, opponent="perfect")'),
        section(6, "Perfect play, seed by seed",
                "Now both players are the perfect player. Press **Next seed ▶** (or **Finish "
                "the move ▶|**) to watch; each move comes with the computer's reason. When a "
                "move ends, the next one begins. The board has 2 pits a side and 3 seeds in "
                "each: before you watch, find it in the tables. Who should win?"),
        code(IGNORE + 'watch = Stepper("kalah", pits=2, seeds=3, opponent="perfect")\n'
             'watch.set_computer(0, player("perfect"))\n'
             'watch'),
        md("The same game in words, move by move:"),
        code('pos = new_game("kalah", pits=2, seeds=3)\n'
             'while not pos.is_over:\n'
             '    choice = choose_move(pos, "perfect")\n'
             '    print(textwrap.fill(f"{PLAYER_NAMES[pos.to_move]}: {choice.reason}", 80,\n'
             '                        subsequent_indent="    "))\n'
             '    pos = pos.after(choice.move)\n'
             'print(final_tally(pos))'),
        md("## Exercises\nQuestions for pairs: **predict first**, write your prediction down, "
           "then check it in the tables, the chart or on the board."),
    ]
    cells += exercise(
        1, "Predict: does the player who moves first (South) win on every board? Check the "
           "tables: on which boards does South not win?",
        'lines = []\n'
        'for rule in CAPTURE_RULES:\n'
        '    not_south = [f"{r.board} ({r.words})" for r in results\n'
        '                 if r.capture_empty_opposite == rule and r.winner != 0]\n'
        '    lines.append(f"{capture_words(rule).capitalize()}: " + "; ".join(not_south) + ".")\n'
        'lines.append("So going first does not always win.")\n'
        'Answer("\\n".join(lines))')
    cells += exercise(
        2, "Predict: with 3 pits a side, does South win by more when each pit starts with more "
           "seeds? Check the row for 3 pits.",
        'row = [r for r in results if r.pits == 3 and not r.capture_empty_opposite]\n'
        'margins = [r.margin for r in row]\n'
        'steady = all(a < b for a, b in zip(margins, margins[1:]))\n'
        'Answer("With 3 pits a side: " + "; ".join(\n'
        '    f"{r.board.split(\', \')[1]}: {r.words}" for r in row) + ". "\n'
        '       + ("South\'s lead grows every time." if steady else\n'
        '          "South\'s lead does not grow every time: more seeds does not always mean "\n'
        '          "a bigger win."))')
    cells += exercise(
        3, "On which boards does the capture rule change who wins?",
        'changed = [f"{board}: {pair[False].phrase} without the capture, "\n'
        '           f"{pair[True].phrase} with it"\n'
        '           for board, pair in by_board.items() if pair[False].winner != pair[True].winner]\n'
        'Answer(("The winner changes on " + "; ".join(changed) + ". One small rule can change "\n'
        '        "the whole game.") if changed else\n'
        '       "On none of these boards: the rule changes only by how much.")')
    cells += exercise(
        4, "How many different positions can a game reach on a board with 1 seed in each pit "
           "and 2 pits a side? With 3 pits? With 4 pits? Predict first: does one more pit add "
           "a few positions, or multiply them?",
        'sizes = {p: reachable_positions(variant("kalah", pits=p, seeds=1)) for p in (2, 3, 4)}\n'
        'Answer(f"{sizes[2]} positions with 2 pits, {sizes[3]} with 3 and {sizes[4]} with 4: "\n'
        '       f"about {sizes[3] / sizes[2]:.0f} times as many, then {sizes[4] / sizes[3]:.0f} "\n'
        '       "times as many again. One more pit on each side multiplies the positions, so "\n'
        '       "a computer can check every game only on small boards.")')
    return cells


NOTEBOOKS = {
    "1-meet-the-board.ipynb": meet_the_board,
    "2-where-does-the-last-seed-land.ipynb": last_seed,
    "3-kalah-captures-and-extra-turns.ipynb": kalah_captures,
    "4-oware-chains-grand-slams-feeding.ipynb": oware,
    "5-mancala-around-the-world.ipynb": around_the_world,
    "6-who-wins.ipynb": who_wins,
}


def build(name: str, execute: bool = True) -> Path:
    nb = new_notebook(cells=NOTEBOOKS[name]())
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    path = HERE / name
    if execute:
        NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=False,
                       resources={"metadata": {"path": str(HERE)}}).execute()
    nbformat.write(nb, path)
    return path


if __name__ == "__main__":
    for name in sys.argv[1:] or NOTEBOOKS:
        print("wrote", build(name))
