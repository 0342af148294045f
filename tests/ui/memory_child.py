"""Child process of test_memory_per_game.py: one window plays games to the end, each
end-of-game dialog shown and closed as a player does, and prints its resident memory
(KB, from /proc) after each game as JSON lines."""

from __future__ import annotations

import gc
import json
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine import Game, RuleSet


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def main() -> int:
    games, tiles = int(sys.argv[1]), int(sys.argv[2])
    app = QApplication.instance() or QApplication([])
    from carc_desktop.ui.window.main_window import MainWindow

    controller = GameController()
    window = MainWindow(controller)
    window.board.board.animations_enabled = False
    window.settings.setValue("ui/animation_speed", "off")
    window.resize(1024, 700)
    window.show()
    app.processEvents()
    seats = [PlayerSetup("Ann", "red", False), PlayerSetup("Bob", "blue", False)]
    for n in range(games):
        rng = random.Random(n)
        draws = Game(2, RuleSet("C3", ()), seed=n).bag[:tiles]  # a shorter game of the same box
        controller.new_game(seats, RuleSet("C3", ()), n, draws=draws)
        app.processEvents()
        while not controller.game.finished:
            assert controller.choose(rng.choice(controller.legal_moves()))
        app.processEvents()
        dialog = window.dialogs.get("end")
        assert dialog is not None and dialog.isVisible(), "no end-of-game dialog"
        dialog.reject()  # the player closes it
        app.processEvents()
        # What the event loop does between two events: the objects given to deleteLater go.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        print(json.dumps({"game": n + 1, "rss_kb": rss_kb()}), flush=True)
    window.close()
    controller.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
