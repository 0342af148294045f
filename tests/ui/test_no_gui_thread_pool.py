"""The window paints on its own thread: Qt's pool of painting threads stays off (issue 35).

Qt's raster engine splits big fills across a pool of threads and waits for them; on two
cores, with the computers' process on one, that wait made repaints longer, not shorter.
``create_application`` turns the pool off (``QT_NO_GUI_THREADPOOL``) unless the player
set the variable. Checked by what the process holds: after a large fill, no pooled thread.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads are listed in /proc (Linux)")

_PAINT = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    if sys.argv[1] == "app":
        from carc_desktop.app import create_application
        create_application(["carc"])
    else:
        from PySide6.QtWidgets import QApplication
        app = QApplication(["bare"])
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i in range(8):
        p.fillRect(image.rect(), QColor(40 + i, 90, 40, 200))
    p.end()
    names = [t.joinpath("comm").read_text().strip() for t in Path("/proc/self/task").iterdir()]
    print(os.environ.get("QT_NO_GUI_THREADPOOL", "-"), sum(n == "Thread (pooled)" for n in names))
""")


def _run(mode: str, env_extra: dict[str, str] | None = None) -> tuple[str, int]:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(env_extra or {})
    out = subprocess.run([sys.executable, "-c", _PAINT, mode], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    return out[-2], int(out[-1])


def test_the_game_paints_without_qts_thread_pool() -> None:
    setting, pooled = _run("app")
    assert setting == "1"
    assert pooled == 0


def test_without_the_setting_qt_would_use_it() -> None:
    # The check above can fail: a bare application on this machine does start pooled threads.
    if (os.cpu_count() or 1) < 2:
        pytest.skip("Qt keeps the pool off on one core")
    setting, pooled = _run("bare")
    assert setting == "-"
    assert pooled >= 1


def test_a_players_own_setting_is_kept() -> None:
    setting, _pooled = _run("app", {"QT_NO_GUI_THREADPOOL": "yes"})
    assert setting == "yes"
