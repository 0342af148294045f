"""Start-up loads only what the first frame needs: no AI, no dialogs, and with the tiles
already on disk no painter either (checked in fresh processes)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LATER = ("carc_desktop.ai", "carc_desktop.ui.dialogs", "carc_desktop.art.tile_painter", "carc_desktop.art.regions")


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               CARC_DESKTOP_TILE_CACHE=str(tmp_path / "tiles"), CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"))
    return env


def _loaded_later(modules: list[str]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in LATER))


def test_importing_the_entry_points_loads_no_ai_dialogs_or_painter(tmp_path: Path) -> None:
    code = ("import sys, carc_desktop.__main__, carc_desktop.app, carc_desktop.ui.board.view; "
            "print('\\n'.join(sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(tmp_path), capture_output=True,
                         text=True, timeout=120, check=True).stdout.split()
    assert "carc_desktop.app" in out and "carc_desktop.ui.board.view" in out
    assert _loaded_later(out) == []


def test_the_first_frame_with_tiles_on_disk_loads_no_painter_and_no_ai(tmp_path: Path) -> None:
    cmd = [sys.executable, "-X", "importtime", "-m", "carc_desktop", "--demo", "0",
           "--screenshot", str(tmp_path / "shot.png"), "--size", "1000x700"]
    subprocess.run(cmd, cwd=ROOT, env=_env(tmp_path), capture_output=True, timeout=120, check=True)
    assert any((tmp_path / "tiles").rglob("*.png")), "the first start keeps its tiles"
    second = subprocess.run(cmd, cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True, timeout=120,
                            check=True)
    loaded = re.findall(r"\|\s*(\S+)\s*$", second.stderr, flags=re.MULTILINE)
    assert "carc_desktop.ui.board.art" in loaded and (tmp_path / "shot.png").is_file()
    assert [m for m in _loaded_later(loaded) if not m.startswith("carc_desktop.ui.dialogs")] == []
