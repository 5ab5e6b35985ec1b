"""docs/architecture.md: the package's modules import one another without a cycle.

Every import counts: at module level, under ``TYPE_CHECKING`` and inside a function alike (a
cycle hidden behind ``TYPE_CHECKING`` or a late import is still two modules that each need the
other to make sense). Only ``Part`` import paths (strings the registry loads) are not edges.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[2] / "app" / "kotshina"


def module_names(root: Path = PACKAGE_DIR) -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its ``__init__``)."""
    names: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _absolute(module: str, is_package: bool, level: int, target: str | None) -> str:
    if level == 0:
        return target or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def imports_of(module: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``module`` imports (anywhere in its source)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, is_package, node.level, node.module)
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                # "from package import module" imports the module; a name imports its module
                found.add(submodule if submodule in known else source)
    return {name for name in found if name in known and name != module}


def import_graph(root: Path = PACKAGE_DIR) -> dict[str, set[str]]:
    names = module_names(root)
    known = set(names)
    return {name: imports_of(name, path, known) for name, path in names.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        # iterative depth-first search: the graph is deep enough to matter for recursion
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


def test_the_cycle_finder_sees_a_cycle_behind_type_checking(tmp_path):
    package = tmp_path / "kotshina"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "view.py").write_text("from .board import Board\n")
    (package / "ui" / "board.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import view\n")
    (package / "ui" / "alone.py").write_text("from kotshina.ui import board\n")
    graph = import_graph(package)
    assert graph["kotshina.ui.alone"] == {"kotshina.ui.board"}
    assert cycles(graph) == [["kotshina.ui.board", "kotshina.ui.view"]]


def test_no_import_cycle_in_the_package():
    graph = import_graph()
    assert len(graph) > 100
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)
