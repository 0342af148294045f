"""The game's application takes a save opened from the desktop (macOS FileOpen) without an
event filter on the application, which would bring every event of every widget to Python
(run in a process of its own: a test process already has its QApplication)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFileOpenEvent

filters = []
real = QObject.installEventFilter
QObject.installEventFilter = lambda self, watcher: (filters.append(self), real(self, watcher))[1]

from carc_desktop.app import GameApplication, create_application, watch_file_open

app = create_application([])
assert isinstance(app, GameApplication), type(app)

class Window:
    opened = []
    def load_file(self, path):
        self.opened.append(path)
        return True

window = Window()
watch_file_open(app, window)
QCoreApplication.sendEvent(app, QFileOpenEvent("/tmp/saved game.carc"))
assert window.opened == ["/tmp/saved game.carc"], window.opened
assert not [o for o in filters if o is app], "an event filter on the application"
print("ok")
"""


def test_a_file_opened_from_the_desktop_reaches_the_window_without_a_filter(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stdout + done.stderr
