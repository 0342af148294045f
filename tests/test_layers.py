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
    "art": {"engine"},
    "texts": {"engine", "storage"},
    "controller": {"engine", "ai", "storage", "texts"},
    "ui": {"engine", "controller", "texts", "art", "i18n", "resources"},
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


def _imports(path: Path) -> list[tuple[int, str]]:
    """Absolute module names imported by ``path`` (relative imports resolved)."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    package = parts if path.name == "__init__.py" else parts[:-1]
    out: list[tuple[int, str]] = []
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    typing_only = {id(n) for block in ast.walk(tree) if _is_type_checking_block(block)
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
