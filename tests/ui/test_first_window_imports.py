"""What the start loads, checked in a fresh process the way ``carc-desktop --demo 0
--screenshot`` starts (``-X importtime`` lists every module when it is first imported; the
app's ``first frame painted`` line, on the same pipe, says where the first frame was).

Before the first frame: the window's frame only -- no controller, storage, computer
players, engine, art or board code. After it, for the finished window: no Pillow
(mini-maps are made later), no dialog but the shared helpers, no review or statistics
code: each is imported when first used."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Loaded by the finished window although under a "later" prefix: the dialogs' shared
#: settings keys and colour helpers.
ALLOWED = {"carc_desktop.ui.dialogs", "carc_desktop.ui.dialogs.common"}
LATER = ("PIL", "carc_desktop.ui.dialogs", "carc_desktop.ui.review.review_window",
         "carc_desktop.ui.dialogs.statistics_dialog", "carc_desktop.controller.review",
         "carc_desktop.controller.statistics")
#: None of these before the first frame is painted.
AFTER_FIRST_FRAME = ("carc_desktop.controller", "carc_desktop.storage", "carc_desktop.ai", "carc_desktop.engine",
                     "carc_desktop.art", "carc_desktop.ui.board",
                     "carc_desktop.ui.panels", "carc_desktop.ui.play", "carc_desktop.ui.expansions",
                     "carc_desktop.texts.event_text")
MARK = "first frame painted"


def _matching(modules: list[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


def _start(tmp_path: Path) -> tuple[list[str], list[str]]:
    """Modules imported before the first frame was painted, and after it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               CARC_DESKTOP_TILE_CACHE=str(tmp_path / "tiles"), CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    cmd = [sys.executable, "-X", "importtime", "-m", "carc_desktop", "--demo", "0",
           "--screenshot", str(tmp_path / "shot.png"), "--size", "1000x700"]
    # One pipe for both: the mark comes in order among importtime's lines.
    run = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         timeout=120, check=True)
    assert (tmp_path / "shot.png").is_file()
    before, mark, after = run.stdout.partition(MARK)
    assert mark, run.stdout[-2000:]
    pattern = r"^import time:.*\|\s*(\S+)\s*$"
    return re.findall(pattern, before, flags=re.MULTILINE), re.findall(pattern, after, flags=re.MULTILINE)


def test_the_first_frame_comes_before_the_game_code_and_the_window_needs_no_dialog(tmp_path: Path) -> None:
    before, after = _start(tmp_path)
    assert "carc_desktop.ui.window.main_window" in before and "carc_desktop.i18n" in before
    assert _matching(before, AFTER_FIRST_FRAME) == []
    # The second step does load them: the finished window has its game.
    assert {"carc_desktop.controller", "carc_desktop.storage", "carc_desktop.engine",
            "carc_desktop.ui.play.board_area"} <= set(after)
    assert [m for m in _matching(before + after, LATER) if m not in ALLOWED] == []
