"""The start's second step holds the window for no long pass: the game code is imported on
a thread (``app.load_game_code``; on the GUI thread it was 400-650 ms with nothing drawn),
then the window is attached one step per event-loop pass (``app.attach_in_steps``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

from carc_desktop import app as app_module
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.ui.window.main_window import ATTACH_MODULES

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, sys, threading
from carc_desktop import app as A
from carc_desktop.ui.window.main_window import ATTACH_MODULES

where = {}

class Recorder:  # notes which thread asks for each module first, finds nothing itself
    def find_spec(self, name, path=None, target=None):
        where.setdefault(name, threading.current_thread().name)
        return None

sys.meta_path.insert(0, Recorder())
qt = A.create_application([])
window = A.create_window(None)
window.show()
out = {}

def then():
    wanted = A.GAME_CODE + ATTACH_MODULES
    out["missing"] = [m for m in wanted if m not in sys.modules]
    out["on_gui_thread"] = sorted(m for m, t in where.items() if m.startswith("carc_desktop") and t == "MainThread"
                                  and m in wanted)
    out["thread"] = threading.current_thread().name
    from carc_desktop.engine import tileset
    out["catalogue"] = tileset._CATALOGUE is not None  # read there too, before any game
    qt.quit()

A.load_game_code(window, then)
qt.exec()
print("RESULT " + json.dumps(out))
"""


def test_the_game_code_is_imported_on_a_thread_before_the_window_goes_on(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               CARC_DESKTOP_TILE_CACHE=str(tmp_path / "tiles"), CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    run = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    line = next(x for x in run.stdout.splitlines() if x.startswith("RESULT "))
    out = json.loads(line[len("RESULT "):])
    assert out["missing"] == []
    assert out["on_gui_thread"] == []  # every module of the game code came in on the import thread
    assert out["thread"] == "MainThread"  # and the window went on from its own thread
    assert out["catalogue"]


def test_the_window_is_attached_one_step_per_event_loop_pass(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = app_module.create_window(None)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    controller = GameController(choose_move=first_legal_move)
    passes = {"n": 0}
    ticker = QTimer(window)
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: passes.__setitem__("n", passes["n"] + 1))
    ticker.start()
    seen: list[tuple[int, bool]] = []
    steps = window.attach_steps

    def watched(c: GameController) -> list:  # type: ignore[type-arg]
        return [(lambda step=step: (seen.append((passes["n"], window.is_attached)), step())[1])
                for step in steps(c)]

    window.attach_steps = watched  # type: ignore[method-assign]
    done: list[bool] = []
    try:
        app_module.attach_in_steps(window, controller, lambda: done.append(window.is_attached))
        assert seen == [] and not window.is_attached  # nothing in the caller's pass
        qtbot.waitUntil(lambda: bool(done), timeout=5000)
        assert done == [True]
        assert len(seen) == 3 and [attached for _n, attached in seen] == [False, False, False]
        ticks = [n for n, _a in seen]
        assert ticks == sorted(set(ticks)), ticks  # the event loop ran between the steps
        assert [type(d.widget()).__name__ for d in window.docks.values()] == ["TileTray", "Scoreboard", "ScoreLog"]
        assert window.controller is controller and window.board_area.parent() is window.board_slot
        assert set(ATTACH_MODULES) <= set(sys.modules)
    finally:
        ticker.stop()
        controller.close()
        window.close()
        QCoreApplication.processEvents()
