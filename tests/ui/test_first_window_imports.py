"""The first window loads no Pillow (mini-maps are made later), no dialog but the shared
helpers, and no review or statistics code: each is imported when first used. Checked in a
fresh process, the way ``carc-desktop --demo 0 --screenshot`` starts."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Loaded by the first window although under a "later" prefix: the dialogs' shared settings
#: keys and colour helpers.
ALLOWED = {"carc_desktop.ui.dialogs", "carc_desktop.ui.dialogs.common"}
LATER = ("PIL", "carc_desktop.ui.dialogs", "carc_desktop.ui.review.review_window",
         "carc_desktop.ui.review.statistics_dialog", "carc_desktop.controller.review",
         "carc_desktop.controller.statistics")


def _later(modules: list[str]) -> list[str]:
    return sorted(m for m in modules if m not in ALLOWED and any(m == p or m.startswith(p + ".") for p in LATER))


def _first_window_modules(tmp_path: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               CARC_DESKTOP_TILE_CACHE=str(tmp_path / "tiles"), CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"))
    cmd = [sys.executable, "-X", "importtime", "-m", "carc_desktop", "--demo", "0",
           "--screenshot", str(tmp_path / "shot.png"), "--size", "1000x700"]
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True)
    assert (tmp_path / "shot.png").is_file()
    return re.findall(r"\|\s*(\S+)\s*$", run.stderr, flags=re.MULTILINE)


def test_the_first_window_imports_no_pillow_dialogs_or_review(tmp_path: Path) -> None:
    loaded = _first_window_modules(tmp_path)
    assert "carc_desktop.ui.main_window" in loaded and "carc_desktop.storage" in loaded
    assert _later(loaded) == []

