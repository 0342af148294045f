"""The layer rules of docs/ARCHITECTURE.md, checked on every import statement.

Each package may import only the packages below it (imports under ``if TYPE_CHECKING:``
serve type hints only and never run, so they are not counted); code outside the engine
imports the engine through its public face (``carc_desktop.engine``), never a submodule.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "carc_desktop"

# package -> the project packages it may import (itself always allowed)
MAY_IMPORT: dict[str, set[str]] = {
    "engine": set(),
    "ai": {"engine"},
    "storage": {"engine"},
    "art": {"engine", "threads"},
    "texts": {"engine", "storage"},
    "controller": {"engine", "ai", "storage", "texts", "threads"},
    "ui": {"engine", "controller", "texts", "art", "i18n", "resources", "threads"},
}
# package -> the Qt modules it may import
QT_ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "ai": set(),
    "storage": set(),
    "art": {"QtCore", "QtGui"},
    "texts": {"QtCore"},
    "controller": {"QtCore"},
}


def _imports(path: Path, type_hints: bool = False) -> list[tuple[int, str]]:
    """Absolute module names imported by ``path`` (relative imports resolved); those under
    ``if TYPE_CHECKING:`` only with ``type_hints``."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    package = parts if path.name == "__init__.py" else parts[:-1]
    out: list[tuple[int, str]] = []
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    typing_only = set() if type_hints else {id(n) for block in ast.walk(tree) if _is_type_checking_block(block)
                                            for n in ast.walk(block)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((node.lineno, name))
            if node.module is None or (node.level and not node.module):
                out.extend((node.lineno, f"{name}.{alias.name}") for alias in node.names)
    return out


def _is_type_checking_block(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` — imports for type hints only, never run."""
    return isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", "")) == "TYPE_CHECKING"


def _files(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(MAY_IMPORT))
def test_layers_import_downward_only(layer: str) -> None:
    assert _files(layer), f"no package {layer}"
    wrong = []
    for path in _files(layer):
        for line, name in _imports(path):
            parts = name.split(".")
            if parts[0] == "carc_desktop" and len(parts) > 1:
                target = parts[1]
                if target != layer and target not in MAY_IMPORT[layer]:
                    wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {name}")
            elif parts[0] in ("PySide6", "shiboken6") and layer in QT_ALLOWED:
                if len(parts) < 2 or parts[1] not in QT_ALLOWED[layer]:
                    wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {name}")
    assert not wrong, "\n".join(wrong)


def test_outside_code_uses_the_engines_public_face() -> None:
    import carc_desktop.engine as engine

    public = set(engine.__all__)
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if (PACKAGE / "engine") in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                    and node.module.startswith("carc_desktop.engine"):
                if node.module != "carc_desktop.engine":
                    wrong.append(f"{path.relative_to(PACKAGE)}:{node.lineno} imports {node.module}")
                else:
                    wrong.extend(f"{path.relative_to(PACKAGE)}:{node.lineno} imports {a.name} (not public)"
                                 for a in node.names if a.name not in public)
    assert not wrong, "\n".join(wrong)


def test_the_checker_sees_a_wrong_import(tmp_path: Path) -> None:
    """The walk resolves relative imports, so a sneaky ``from ..ui import x`` is caught."""
    fake = PACKAGE / "controller" / "_layer_probe.py"
    names = [name for _, name in _imports_of_text(fake, "from ..ui.board import view\nfrom . import autosaver\n")]
    assert "carc_desktop.ui.board" in names and "carc_desktop.controller.autosaver" in names


def _imports_of_text(path: Path, text: str) -> list[tuple[int, str]]:
    original = Path.read_text
    try:
        Path.read_text = lambda self, *a, **k: text if self == path else original(self, *a, **k)  # type: ignore[method-assign]
        return _imports(path)
    finally:
        Path.read_text = original  # type: ignore[method-assign]


def _all_imports(path: Path) -> list[tuple[int, str]]:
    """Every module name ``path`` imports, those under ``if TYPE_CHECKING:`` included."""
    return _imports(path, type_hints=True)


def test_the_ui_never_names_storage_not_even_for_type_hints() -> None:
    """The controller is the UI's only door to storage: not even a type comes from there
    (the controller re-exports what the UI may name, e.g. ``RecentEntry``)."""
    wrong = [f"{path.relative_to(PACKAGE)}:{line} imports {name}"
             for path in _files("ui") for line, name in _all_imports(path)
             if name == "carc_desktop.storage" or name.startswith("carc_desktop.storage.")]
    assert not wrong, "\n".join(wrong)


def test_the_storage_check_sees_a_type_hint_import() -> None:
    path = PACKAGE / "ui" / "_probe.py"
    text = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from carc_desktop.storage import Storage\n"
    original = Path.read_text
    try:
        Path.read_text = lambda self, *a, **k: text if self == path else original(self, *a, **k)  # type: ignore[method-assign]
        assert ("carc_desktop.storage" in [n for _, n in _all_imports(path)]
                and "carc_desktop.storage" not in [n for _, n in _imports(path)])
    finally:
        Path.read_text = original  # type: ignore[method-assign]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(layer: str) -> dict[str, set[str]]:
    """Module -> the modules of ``layer`` it imports when it runs: at its top and inside its
    functions (imports under ``if TYPE_CHECKING:`` never run and are left out)."""
    modules = {_module_name(p): p for p in _files(layer)}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        out = set()
        for _line, target in _imports(path):
            parts = target.split(".")
            while parts and ".".join(parts) not in modules:  # ``from .x import name``: the module x
                parts.pop()
            if parts and ".".join(parts) != name:
                out.add(".".join(parts))
        graph[name] = out
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return circles


def test_no_import_circles_in_the_ui() -> None:
    """A circle hidden by an import inside a function is still a circle: the two modules
    cannot be understood (or moved) one without the other."""
    circles = import_circles(import_graph("ui"))
    assert not circles, "\n".join(" <-> ".join(c) for c in circles)


def test_the_circle_finder_finds_a_circle_through_a_function_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert import_circles(graph) == [["a", "b", "c"]]
    fake = PACKAGE / "ui" / "window" / "_probe.py"
    names = [n for _, n in _imports_of_text(fake, "def f():\n    from .file_actions import recent_text\n")]
    assert "carc_desktop.ui.window.file_actions" in names


def test_the_uis_common_room_needs_no_other_room() -> None:
    """ui/common is what every room of the UI shares (settings keys, accessibility words, the
    announcer, the text size): it may use the layers below, never another room of ui/."""
    found = []
    for path in sorted((PACKAGE / "ui" / "common").glob("*.py")):
        for line, name in _all_imports(path):
            if name.startswith("carc_desktop.ui.") and not name.startswith("carc_desktop.ui.common"):
                found.append(f"{path.name}:{line}: {name}")
    assert (PACKAGE / "ui" / "common" / "a11y.py").is_file()
    assert not found, "\n".join(found)
