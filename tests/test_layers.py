"""Dependencies run one way, from the rules down to the command line (house style, "Layers").

Every import in the package is read with ``ast``: at module level, inside functions, in
``try`` blocks, everywhere, except under ``if TYPE_CHECKING:`` (those never run; they only
name types for annotations). A module may import from its own layer or a layer above it in
``LAYERS``; an import that points further down the list fails, and so does any circle of
imports, within a layer too (an import inside a function that closes a circle is a circle).

Where a lower layer must show something made higher up (a position drawing itself in Jupyter,
``Variant.start()`` returning a position), the higher layer fills a named slot when it is
imported, and the package's ``__init__`` imports it; ``test_hooks_are_filled`` checks that.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mancala_teach"

# Top to bottom: each layer may use the layers above it.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # rules as data, and helpers that need nothing else (errors, signal handling)
    ("rules data", ("errors", "checks", "interrupts", "i18n", "naming", "glossary", "moves",
                    "outcome", "event_words", "events", "rules", "variants")),   # i18n: stdlib
    ("engine", ("packing", "engine", "lean", "trace", "position")),
    ("trace readers", ("narrate", "landing", "match")),
    ("puzzles and players", ("puzzles", "players", "teaching")),   # teaching: lesson data
    ("render", ("layout", "render")),
    ("widgets", ("widgets",)),
    ("printables", ("printables",)),
    # lab: the Jupyter Server extension; web: the classroom site's in-browser cell runner;
    # cli_class: the classroom sheets' and tournament's commands. "" is the package itself.
    ("cli", ("cli", "cli_play", "cli_class", "lab", "web", "__main__", "")),
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def layer_of(module: str) -> int:
    inner = module.split(".", 1)[1] if "." in module else ""
    head = inner.split(".")[0]
    for index, (_, members) in enumerate(LAYERS):
        if head in members:
            return index
    raise AssertionError(f"{module} is in no layer: add it to LAYERS in {Path(__file__).name}")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(module: str, source: str, is_package: bool, modules: dict[str, Path]) -> set[str]:
    """The package modules that ``module`` imports, wherever the import statement sits."""
    tree = ast.parse(source, module)
    found: set[str] = set()

    def resolve(base: str, names: list[str]) -> None:
        for name in names:
            candidate = f"{base}.{name}" if base else name
            found.add(candidate if candidate in modules else base)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "mancala_teach":
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                here = module.split(".") if is_package else module.split(".")[:-1]
                base_parts = here[: len(here) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base.split(".")[0] == "mancala_teach":
                resolve(base, [a.name for a in node.names])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    found.discard(module)
    return {m for m in found if m in modules}


def graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {m: imports_of(m, p.read_text(), p.name == "__init__.py", modules)
            for m, p in modules.items()}


def test_every_module_has_a_layer():
    for module in all_modules():
        layer_of(module)


def test_no_import_points_down_a_layer():
    wrong = []
    for module, deps in graph().items():
        for dep in deps:
            if layer_of(dep) > layer_of(module):
                wrong.append(f"{module} ({LAYERS[layer_of(module)][0]}) imports {dep} "
                             f"({LAYERS[layer_of(dep)][0]})")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(wrong))


def find_cycle(g: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports, or None (depth-first search with colours)."""
    colour = dict.fromkeys(g, 0)   # 0 unseen, 1 on the current path, 2 done
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        colour[m] = 1
        path.append(m)
        for d in sorted(g[m]):
            if colour[d] == 1:
                return path[path.index(d):] + [d]
            if colour[d] == 0:
                found = visit(d)
                if found:
                    return found
        path.pop()
        colour[m] = 2
        return None

    for m in sorted(g):
        if colour[m] == 0:
            found = visit(m)
            if found:
                return found
    return None


def test_no_circle_of_imports():
    cycle = find_cycle(graph())
    assert cycle is None, "a circle of imports: " + " -> ".join(cycle)


def test_the_checks_see_what_they_should():
    """The reader finds imports inside functions and skips TYPE_CHECKING blocks; the cycle
    finder finds a circle through a function-level import."""
    source = ("from typing import TYPE_CHECKING\n"
              "from . import rules\n"
              "if TYPE_CHECKING:\n    from .cli import main\n"
              "def f():\n    from .render import svg\n")
    deps = imports_of("mancala_teach.engine", source, False, all_modules())
    assert deps == {"mancala_teach.rules", "mancala_teach.render.svg"}
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


# Inside the lean package: the state and its tables at the bottom, one module per landing law
# on top of it, and the package's __init__ (the registry of laws) over them all. A law never
# imports another law (teams is handed the two-player law it wraps), so each rule is written
# in one place.
LEAN_LAWS = ("kalah", "oware", "lane", "four", "teams", "generic")


def test_each_lean_law_stands_alone_on_the_shared_state():
    g = graph()
    inside = {m: {d for d in deps if d.startswith("mancala_teach.lean")}
              for m, deps in g.items() if m.startswith("mancala_teach.lean")}
    assert inside["mancala_teach.lean.state"] == set()
    for law in LEAN_LAWS:
        assert inside[f"mancala_teach.lean.{law}"] <= {"mancala_teach.lean.state"}, law
    assert set(inside) == {"mancala_teach.lean", "mancala_teach.lean.state",
                           *(f"mancala_teach.lean.{law}" for law in LEAN_LAWS)}, \
        "a new module in mancala_teach/lean: give it its place in LEAN_LAWS or the state"


def test_hooks_are_filled():
    """The two places where a lower layer shows something from a higher one work once the
    package is imported: a position draws itself in Jupyter, and Variant.start makes one."""
    from mancala_teach import Position, find_variant, new_game
    assert new_game("kalah")._repr_html_().startswith("<svg")
    assert isinstance(find_variant("oware").start(), Position)


# --- inside the teaching package: a lesson's file holds words, the code lives beside it ---------

# Top to bottom, as LAYERS: each part of mancala_teach.teaching may use the parts above it.
TEACHING = "mancala_teach.teaching"
TEACHING_PARTS: list[tuple[str, tuple[str, ...]]] = [
    ("the lesson model", ("model", "game_data", "class_games")),
    ("what lessons share", ("positions", "misconceptions", "classroom", "class_pages",
                            "tournament")),
    ("the engine's answers", ("answers",)),
    ("each lesson's words", ("lessons.lesson",)),     # lessons/lesson1_meet_the_board.py ...
    ("the lessons together", ("lessons", "")),        # lessons/__init__.py; "" the package
]


def teaching_part(module: str) -> int:
    inner = module.removeprefix(TEACHING).lstrip(".")
    for index, (_, members) in enumerate(TEACHING_PARTS):
        if any(inner == m or (m.endswith(".lesson") and inner.startswith(m)) for m in members):
            return index
    raise AssertionError(f"{module} is in no part of the teaching package: add it to "
                         f"TEACHING_PARTS in {Path(__file__).name}")


def teaching_modules() -> list[str]:
    return sorted(m for m in all_modules() if m == TEACHING or m.startswith(TEACHING + "."))


def test_every_teaching_module_has_a_part():
    modules = teaching_modules()
    assert f"{TEACHING}.answers" in modules and f"{TEACHING}.model" in modules
    lesson_files = [m for m in modules if m.startswith(f"{TEACHING}.lessons.lesson")]
    assert len(lesson_files) == 6, lesson_files       # one file per notebook
    for module in modules:
        teaching_part(module)


def test_teaching_imports_point_up_its_parts():
    g = graph()
    wrong = []
    for module in teaching_modules():
        for dep in g[module]:
            if dep.startswith(TEACHING + ".") and teaching_part(dep) > teaching_part(module):
                wrong.append(f"{module} imports {dep}")
    assert not wrong, "imports against the teaching parts:\n" + "\n".join(sorted(wrong))


def test_a_lessons_file_imports_words_not_code():
    """A lesson's file is its words: it may use the lesson model and what lessons share
    (boards, misconceptions, the classroom's safety note) and the catalogue its words go
    through (i18n), nothing that plays a game or draws, so a teacher's wording can be
    changed without touching code."""
    allowed = {f"{TEACHING}.{name}"
               for name in ("model", "positions", "misconceptions", "classroom")}
    allowed.add("mancala_teach.i18n")
    g = graph()
    for module in teaching_modules():
        if module.startswith(f"{TEACHING}.lessons.lesson"):
            assert g[module] and g[module] <= allowed, (module, g[module] - allowed)


def test_lessons_keeps_every_name_it_had():
    """The notebooks, the printables and the tests import these from one place."""
    from mancala_teach.teaching import lessons
    for name in ("ASKS", "CLASS_PLOT_MOVES", "COMMON_CORE", "ENGLAND", "Item", "KALAH_CAPTURE",
                 "KALAH_ENDGAME", "LEFTOVER_RULES", "LESSONS", "Lesson", "LessonCard",
                 "OWARE_CHAIN", "OWARE_SLAM", "Rubric", "RubricLevel", "Section", "Setup",
                 "Standard", "TCHOUKAILLON_UP_TO", "WatchFor", "Worked", "board_words",
                 "lesson", "standards_table", "tchoukaillon_boards", "tchoukaillon_step",
                 "work_out"):
        assert hasattr(lessons, name), name
    assert set(lessons.__all__) <= set(dir(lessons))
# Inside the widgets layer, top to bottom (house style, "widgets": a plain-Python session and a
# thin view). A module may import from its own part or a part above it; the sessions, above the
# views, never import a widget library, so a test or a terminal drives them without one.
WIDGET_PARTS: list[tuple[str, tuple[str, ...]]] = [
    ("checks and the shared view model", ("checks", "answers", "view_model")),
    ("the stepping session", ("stepping",)),
    ("one module per part of the stepper's screen", ("predict", "opponents", "options_panel")),
    ("the sessions", ("session", "puzzle_session", "practice_session")),
    ("the widget views",             # "": widgets/__init__
     ("frontend", "stepper", "puzzle", "practice", "class_data", "")),
]
WIDGET_LIBRARIES = ("anywidget", "ipywidgets", "traitlets")


def widget_part(module: str) -> int:
    name = module.removeprefix("mancala_teach.widgets").lstrip(".")
    for index, (_, members) in enumerate(WIDGET_PARTS):
        if name in members:
            return index
    raise AssertionError(f"{module} is in no part of the widgets: add it to WIDGET_PARTS")


def widget_modules() -> dict[str, set[str]]:
    return {m: {d for d in deps if d.startswith("mancala_teach.widgets")}
            for m, deps in graph().items() if m.startswith("mancala_teach.widgets")}


def test_widget_modules_import_up_their_parts_only():
    wrong = []
    for module, deps in widget_modules().items():
        for dep in deps:
            if widget_part(dep) > widget_part(module):
                wrong.append(f"{module} ({WIDGET_PARTS[widget_part(module)][0]}) imports "
                             f"{dep} ({WIDGET_PARTS[widget_part(dep)][0]})")
    assert not wrong, "imports against the widgets' parts:\n" + "\n".join(sorted(wrong))


def test_the_parts_of_the_stepper_screen_stand_alone():
    """Predict mode, the opponents and the options panel each build on the stepping session
    and on nothing of one another: each can be read, changed or left out on its own."""
    panels = WIDGET_PARTS[2][1]
    for module, deps in widget_modules().items():
        if module.rsplit(".", 1)[1] in panels:
            others = {d for d in deps if d.rsplit(".", 1)[1] in panels}
            assert not others, f"{module} imports {sorted(others)}"


def test_sessions_import_no_widget_library():
    views = WIDGET_PARTS[-1][1]
    for module, path in all_modules().items():
        if not module.startswith("mancala_teach.widgets") or \
                module.removeprefix("mancala_teach.widgets").lstrip(".") in views:
            continue
        tree = ast.parse(path.read_text(), module)
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert name.split(".")[0] not in WIDGET_LIBRARIES, (module, name)
