"""Every user-visible string of the around-the-board modules reaches the translators:
pyside6-lupdate extracts each ``X.tr("...")`` call under a stable context, and every text
with ``%n`` is a plural ("numerus") message."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
UI = ROOT / "carc_desktop" / "ui"
FILES = sorted([ROOT / "carc_desktop" / "texts" / "event_text.py", UI / "play" / "feature_info.py", UI / "window" / "menus.py", UI / "window" / "dialog_openers.py", UI / "play" / "hover_hints.py",
                UI / "window" / "messages.py",
                *(UI / "dialogs").glob("*.py"), *(UI / "panels").glob("*.py")])


def tr_calls(path: Path) -> set[tuple[str, str]]:
    """(context, source text) of each ``self.tr``/``Context.tr`` call with a literal text."""
    found: set[tuple[str, str]] = set()
    classes: list[str] = []

    class Visitor(ast.NodeVisitor):
        def visit_ClassDef(self, node: ast.ClassDef) -> None:
            classes.append(node.name)
            self.generic_visit(node)
            classes.pop()

        def visit_Call(self, node: ast.Call) -> None:
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr == "tr" and isinstance(f.value, ast.Name):
                assert node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str), (
                    f"{path.name}:{node.lineno}: tr() needs a literal text")
                ctx = classes[-1] if f.value.id == "self" else f.value.id
                found.add((ctx, node.args[0].value))
            if (isinstance(f, ast.Attribute) and f.attr == "translate" and isinstance(f.value, ast.Name)
                    and f.value.id == "QCoreApplication"):
                pytest.fail(f"{path.name}:{node.lineno}: use Context.tr(); lupdate mishandles translate() plurals")
            self.generic_visit(node)

    Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def lupdate() -> str | None:
    here = Path(sys.executable).parent
    for name in ("pyside6-lupdate", "pyside6-lupdate.exe"):
        if (here / name).exists():
            return str(here / name)
    return shutil.which("pyside6-lupdate")


def test_every_text_is_extracted_with_plurals(tmp_path: Path) -> None:
    tool = lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "around.ts"
    run = subprocess.run([tool, *map(str, FILES), "-ts", str(ts)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    messages: dict[tuple[str, str], bool] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            messages[(name, m.findtext("source"))] = m.get("numerus") == "yes"
    wanted: set[tuple[str, str]] = set()
    for path in FILES:
        wanted |= tr_calls(path)
    assert wanted, "no translatable text found"
    missing = sorted(wanted - set(messages))
    assert not missing, f"not extracted by lupdate: {missing[:5]}"
    not_plural = sorted(k for k, numerus in messages.items() if "%n" in k[1] and not numerus)
    assert not not_plural, f"%n texts that are not plural messages: {not_plural[:5]}"
    # Contexts are stable names, one per module or dialog.
    assert {c for c, _ in messages} >= {"EventText", "Scoreboard", "ScoreLog", "EndOfGameDialog", "NewGameDialog",
                                        "Menus", "Shell"}
