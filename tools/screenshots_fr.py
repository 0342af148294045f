#!/usr/bin/env python3
"""Render the French screenshots in docs/: the Leipzig prompt and the end-of-game table.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots_fr.py

Plays seeded games (greedy computer choices) until one asks the player to send a meeple to
Leipzig, captures the window, plays that game to its end and captures the final table.
Needs the compiled translations (``python tools/i18n.py build``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A private settings and data folder: the screenshots never read or change the user's.
_private = tempfile.mkdtemp(prefix="carc-shots-")
os.environ["XDG_CONFIG_HOME"] = _private
os.environ["CARC_DESKTOP_DATA_DIR"] = _private

from PySide6.QtCore import QCoreApplication  # noqa: E402

from carc_desktop import i18n  # noqa: E402
from carc_desktop.__main__ import play_demo_moves  # noqa: E402
from carc_desktop.app import create_application, create_window, start_default_game  # noqa: E402
from carc_desktop.controller import GameController  # noqa: E402
from carc_desktop.ui.board.art import refiner  # noqa: E402
from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog  # noqa: E402


def settle(window) -> None:  # type: ignore[no-untyped-def]
    """Finish animations and lay out and paint the window once, as ``--screenshot`` does."""
    window.board.board.finish_animations()
    QCoreApplication.processEvents()
    window.grab()
    QCoreApplication.processEvents()
    window.board_area.place_overlays()
    window.board.zoom_to_fit()
    window.grab()
    refiner().flush()
    QCoreApplication.processEvents()


def main() -> int:
    app = create_application(sys.argv[:1])
    if not i18n.switch_language(app, "fr", store=False):
        print("no French translation: run python tools/i18n.py build", file=sys.stderr)
        return 1
    controller = GameController()
    window = create_window(controller)
    window.resize(1600, 1000)
    window.show()
    for seed in range(1, 60):
        start_default_game(controller, seed)
        while not controller.game.finished and controller.game.phase != "leipzig":
            play_demo_moves(controller, 1, seed + controller.game.turn, "greedy")
        if controller.game.phase == "leipzig":
            break
    else:
        print("no seed reached a Leipzig decision", file=sys.stderr)
        return 1
    settle(window)
    leipzig = ROOT / "docs" / "screenshot-fr-leipzig.png"
    window.grab().save(str(leipzig), "PNG")
    play_demo_moves(controller, 10_000, seed, "greedy")
    settle(window)
    dialog = EndOfGameDialog(controller.game, window)
    dialog.show_all()
    dialog.resize(900, 620)
    dialog.show()
    QCoreApplication.processEvents()
    end = ROOT / "docs" / "screenshot-fr-end.png"
    dialog.grab().save(str(end), "PNG")
    print(f"seed {seed}: wrote {leipzig.relative_to(ROOT)} and {end.relative_to(ROOT)}")
    controller.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
