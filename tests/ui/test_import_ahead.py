"""The end-of-game dialog's modules are imported ahead on a thread of their own (on the GUI
thread that import held the window as the dialog opened)."""

from __future__ import annotations

import importlib.util
import sys
import threading
from pathlib import Path

from carc_desktop.ui.window.import_ahead import END_OF_GAME, import_in_background


def test_modules_are_imported_on_a_thread_of_their_own(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "carc_ahead_probe.py").write_text(
        "import threading\nIMPORTED_ON = threading.current_thread().name\n", encoding="utf-8")
    (tmp_path / "carc_ahead_broken.py").write_text("raise ImportError('broken on purpose')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("carc_ahead_probe", "carc_ahead_broken"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    thread = import_in_background(["carc_ahead_broken", "carc_ahead_probe"])  # a failure stops nothing
    thread.join(30)
    assert not thread.is_alive()
    probe = sys.modules["carc_ahead_probe"]
    assert probe.IMPORTED_ON == thread.name != threading.main_thread().name
    assert "carc_ahead_broken" not in sys.modules


def test_what_the_end_of_game_needs_exists() -> None:
    assert all(importlib.util.find_spec(name) is not None for name in END_OF_GAME)
