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


def test_a_saved_game_is_rendered_at_its_last_position(qapp, tmp_path):
    """``carc-desktop GAME.carc --screenshot OUT.png --size WxH`` renders the saved game and
    exits; a damaged file is reported and leaves no picture."""
    import random

    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import PlayerSetup
    from carc_desktop.engine.expansions import load_all
    from carc_desktop.engine.rules import RuleSet

    c = GameController()
    c.new_game([PlayerSetup(f"P{i + 1}", colour, i == 5, "easy") for i, colour in
                enumerate(("red", "blue", "green", "yellow", "black", "grey"))], RuleSet("C3", tuple(sorted(load_all()))), 3)
    rng = random.Random(1)
    while len(c.game.history) < 30 and c.human_to_move:
        assert c.choose(rng.choice(sorted(c.legal_moves(), key=repr)))
    saved = tmp_path / "game.carc"
    assert c.files.save(saved) and c.files.flush()
    c.close()
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARC_DESKTOP_DATA_DIR=str(tmp_path / "data"))
    res = subprocess.run([sys.executable, "-m", "carc_desktop", str(saved), "--screenshot", str(out), "--size", "1024x700"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    _check_png(out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    bad = tmp_path / "bad.carc"
    bad.write_text("{not a game")
    res = subprocess.run([sys.executable, "-m", "carc_desktop", str(bad), "--screenshot", str(tmp_path / "no.png")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 1 and res.stderr.strip()
    assert not (tmp_path / "no.png").exists()
