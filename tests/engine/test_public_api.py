"""``carc_desktop.engine.__all__`` is the engine's public API: it names everything the other
layers use, and they import from the package only."""

from __future__ import annotations

import ast
from pathlib import Path

import carc_desktop
import carc_desktop.engine as engine

ROOT = Path(carc_desktop.__file__).parent
OUTSIDE = ("ai", "storage", "art", "controller", "ui")


def _engine_imports() -> list[tuple[str, int, str, str]]:
    """(file, line, engine module, name) for every ``from <engine...> import name`` in the
    layers outside the engine (relative imports resolved)."""
    out = []
    for folder in OUTSIDE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            package = list(path.relative_to(ROOT.parent).with_suffix("").parts[:-1])
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.ImportFrom):
                    continue
                if node.level:
                    base = package[:len(package) - node.level + 1]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                if module == "carc_desktop.engine" or module.startswith("carc_desktop.engine."):
                    rel = str(path.relative_to(ROOT))
                    out.extend((rel, node.lineno, module, a.name) for a in node.names)
    return out


def test_all_lists_real_names_once() -> None:
    assert len(engine.__all__) == len(set(engine.__all__))
    for name in engine.__all__:
        assert hasattr(engine, name), name


def test_all_names_everything_the_other_layers_import() -> None:
    imports = _engine_imports()
    assert len(imports) > 50  # the scan finds the layers' imports
    missing = sorted({(module, name) for _, _, module, name in imports if name not in engine.__all__})
    assert missing == []


def test_every_public_name_is_the_object_its_module_defines() -> None:
    """What the package exports is what the submodule imports gave (no stale copies)."""
    for _, _, module, name in _engine_imports():
        if module == "carc_desktop.engine":
            continue
        mod = __import__(module, fromlist=[name])
        assert getattr(engine, name) is getattr(mod, name), (module, name)


def test_the_other_layers_import_from_the_package_only() -> None:
    deep = sorted({f"{f}:{line} {module}" for f, line, module, _ in _engine_imports() if module != "carc_desktop.engine"})
    assert deep == []
