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
    ("rules data", ("errors", "checks", "interrupts", "naming", "glossary", "moves", "outcome",
                    "events", "rules", "variants")),
    ("engine", ("packing", "engine", "lean", "trace", "position")),
    ("trace readers", ("narrate", "landing", "match")),
    ("puzzles and players", ("puzzles", "players", "teaching")),   # teaching: lesson data
    ("render", ("layout", "render")),
    ("widgets", ("widgets",)),
    ("printables", ("printables",)),
    ("cli", ("cli", "cli_play", "lab", "__main__", "")),   # lab: the Jupyter Server extension     # "" is the package itself (mancala_teach/__init__.py)
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
