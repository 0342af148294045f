"""Slow smoke test of the PyInstaller bundle: build it, start it, get a screenshot.

Runs only with CARC_BUNDLE_TEST=1 and PyInstaller available (importable here, or
already installed in the build venv made by packaging/build-linux.sh). Linux only.
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_VENV_PYINSTALLER = ROOT / "build" / "bundle-venv" / "bin" / "pyinstaller"
BUNDLE = ROOT / "dist" / "carc-desktop"

pytestmark = [
    pytest.mark.skipif(os.environ.get("CARC_BUNDLE_TEST") != "1",
                       reason="slow: set CARC_BUNDLE_TEST=1 to build and run the bundle"),
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None
                       and not BUILD_VENV_PYINSTALLER.exists(),
                       reason="PyInstaller not installed"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="build-linux.sh is Linux-only"),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    res = subprocess.run(["bash", str(ROOT / "packaging" / "build-linux.sh")], cwd=ROOT,
                         capture_output=True, text=True, timeout=1800)
    assert res.returncode == 0, (res.stdout + res.stderr)[-6000:]
    exe = BUNDLE / "carc-desktop"
    assert exe.is_file() and os.access(exe, os.X_OK)
    return BUNDLE


def test_bundle_contains_package_data(bundle):
    internal = bundle / "_internal" / "carc_desktop"
    for rel in ("engine/data/tiles.json", "engine/data/land_surveyors.json",
                "resources/icon.svg", "resources/icon.png"):
        assert (internal / rel).is_file(), rel
    for qm in (ROOT / "carc_desktop" / "translations").glob("*.qm"):
        assert (internal / "translations" / qm.name).is_file(), qm.name
    assert (bundle / "share" / "applications" / "io.github.carc_desktop.CarcDesktop.desktop").is_file()


def test_bundle_runs_demo_and_takes_screenshot(bundle, tmp_path):
    shot = tmp_path / "demo.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    res = subprocess.run([str(bundle / "carc-desktop"), "--demo", "10", "--screenshot", str(shot)],
                         env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    log = (res.stdout + res.stderr)[-4000:]
    assert res.returncode == 0, log
    assert shot.is_file() and shot.stat().st_size > 0, log
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PIL import Image

    with Image.open(shot) as im:
        assert im.width > 0 and im.height > 0


def test_bundle_serves_the_computer_players(bundle):
    """The frozen build starts its computer players' process as itself with --ai-server."""
    import io
    import pickle

    from carc_desktop.ai import choose_move
    from carc_desktop.ai.server import read_frame, write_frame
    from carc_desktop.engine import Game

    game = Game(2, seed=4)
    request = io.BytesIO()
    write_frame(request, pickle.dumps((game.copy(undo=False), "normal", 3, None)))
    res = subprocess.run([str(bundle / "carc-desktop"), "--ai-server"], input=request.getvalue(),
                         capture_output=True, timeout=120)
    assert res.returncode == 0, res.stderr[-4000:]
    move, error, _seconds = pickle.loads(read_frame(io.BytesIO(res.stdout)))
    assert error == "" and move == choose_move(game, "normal", 3)
