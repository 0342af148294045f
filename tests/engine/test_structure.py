"""How the engine is put together: no import circle, every module importable on its own,
imports at the top of modules only, the core names no expansion."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import carc_desktop.engine as engine
from carc_desktop.engine.expansions import Expansion, load_all
from carc_desktop.engine.moves import MOVE_TYPES, Move

ENGINE = Path(engine.__file__).parent
MODULES = sorted(
    "carc_desktop.engine." + ".".join(p.relative_to(ENGINE).with_suffix("").parts)
    for p in ENGINE.rglob("*.py") if p.name != "__init__.py")
#: The core modules (the package's __init__ is the public facade: it re-exports the
#: expansion modules for the other layers, so it is no part of the core's logic).
CORE = [p for p in ENGINE.glob("*.py") if p.name != "__init__.py"]


def _function_imports(path: Path) -> list[str]:
    """Imports written inside a function or method body (a way to dodge a circle)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom):
                    found.append(f"{path.name}:{inner.lineno} from {'.' * inner.level}{inner.module}")
                elif isinstance(inner, ast.Import):
                    found.append(f"{path.name}:{inner.lineno} import {', '.join(a.name for a in inner.names)}")
    return found


def test_no_import_inside_functions() -> None:
    found = [hit for path in sorted(ENGINE.rglob("*.py")) for hit in _function_imports(path)]
    assert found == []


def test_every_module_imports_alone_in_a_fresh_interpreter() -> None:
    code = ("import importlib, sys\n"
            "importlib.import_module(sys.argv[1])\n")
    for name in MODULES:
        result = subprocess.run([sys.executable, "-c", code, name], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, (name, result.stderr[-2000:])


def test_runtime_imports_form_no_circle() -> None:
    """Module-level imports between engine modules (TYPE_CHECKING blocks aside) are acyclic."""
    graph: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        rel = path.relative_to(ENGINE).with_suffix("").parts
        name = ".".join(rel[:-1] if rel[-1] == "__init__" else rel)
        package = rel[:-1]
        deps: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, ast.ImportFrom) and node.level:
                base = list(package[:len(package) - node.level + 1])
                target = ".".join(base + ([node.module] if node.module else []))
                deps.add(target)
                if node.module is None or path.name == "__init__.py":
                    deps.update(".".join(base + [a.name]) for a in node.names)
        graph[name] = deps
    known = set(graph)
    graph = {k: {d for d in v if d in known and d != k} for k, v in graph.items()}
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for dep in sorted(graph[node]):
            if state.get(dep) == 1:
                raise AssertionError("import circle: " + " -> ".join(trail + [node, dep]))
            if dep not in state:
                visit(dep, trail + [node])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    assert {"game", "final", "scoring"} <= known


def _code_words(path: Path) -> set[str]:
    """Names and string constants of a module's code (docstrings and comments left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    words = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words.add(node.value.lower())
        elif isinstance(node, ast.Name):
            words.add(node.id.lower())
        elif isinstance(node, ast.Attribute):
            words.add(node.attr.lower())
    return words


def test_the_core_names_no_expansion() -> None:
    names = ["leipzig", "porxada", "surveyor", "traders", "builder", "markets_of", "pig"]
    for path in CORE:
        hits = sorted(w for w in _code_words(path) if any(n in w for n in names))
        assert hits == [], (path.name, hits)


def test_every_move_class_is_registered_one_way() -> None:
    """Records can carry every kind of move: each class is in the registry under its type."""
    load_all()
    classes = [c for c in Move.__subclasses__() if c.type]
    assert len({c.type for c in classes}) >= 8
    for cls in classes:  # (dataclass(slots=True) leaves the class it replaced behind: same name)
        assert (MOVE_TYPES[cls.type].__module__, MOVE_TYPES[cls.type].__qualname__) == (cls.__module__, cls.__qualname__)
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "register_move(" not in text.replace("def register_move(", ""), path.name


def test_every_hook_is_documented_and_used() -> None:
    doc = (ENGINE.parents[1] / "docs" / "ENGINE_HOOKS.md").read_text(encoding="utf-8")
    registry = list(load_all().values())
    hooks = [n for n, v in vars(Expansion).items() if not n.startswith("_") and callable(v)]
    attributes = [n for n in Expansion.__annotations__ if not n.startswith("_")]
    assert len(hooks) >= 15
    for name in hooks:
        assert f"`{name}(" in doc, f"hook {name} is not documented"
        assert any(name in vars(cls) for cls in registry), f"no expansion overrides {name}"
    for name in attributes:
        assert f"`{name}`" in doc, f"attribute {name} is not documented"
        if name != "rules":
            assert any(name in vars(cls) for cls in registry), f"no expansion sets {name}"
