"""The entry point: ``--demo N --screenshot FILE`` in-process and as a real subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from carc_desktop.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _check_png(path: Path) -> None:
    assert path.exists() and path.stat().st_size > 1000
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 400 and image.height() > 300
    # Not a blank picture: the board and the panels give many different colours.
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}
    assert len(colours) > 50


def test_demo_screenshot_in_process(qapp, tmp_path):
    out = tmp_path / "shot.png"
    assert main(["--demo", "5", "--screenshot", str(out), "--seed", "4", "--demo-level", "random"]) == 0
    _check_png(out)


def test_demo_screenshot_subprocess(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    res = subprocess.run([sys.executable, "-m", "carc_desktop", "--demo", "5", "--screenshot", str(out)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    _check_png(out)
