"""A computer starts thinking only once the window has shown the move before it (its thread
would otherwise compete with that repaint for Python's GIL), and a request made stale
before it goes out (pause, undo, new game) never reaches the computer."""

from __future__ import annotations

import threading

from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Move

ROBOTS = [PlayerSetup("A", "red", True, "easy"), PlayerSetup("B", "blue", True, "easy")]


class Watcher(QWidget):
    """Repaints at every change of the game, as the window does; says whether it has
    painted since the last change."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.resize(50, 50)
        self.unshown = False
        self.paints = 0
        controller.state_changed.connect(self._changed)

    def _changed(self) -> None:
        self.unshown = True
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paints += 1
        self.unshown = False


def test_computer_starts_thinking_after_the_window_painted_the_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    asked: list[tuple[int, bool]] = []  # (decisions played, a change not yet painted)
    lock = threading.Lock()

    def choose(game: Game, level: str, seed: int) -> Move:
        with lock:  # the worker's thread; the watcher's flag is set on the GUI thread
            asked.append((len(game.history), watcher.unshown))
        return first_legal_move(game, level, seed)

    controller = GameController(choose_move=choose)
    watcher = Watcher(controller)
    qtbot.addWidget(watcher)
    watcher.show()
    qtbot.waitExposed(watcher)
    try:
        controller.new_game(ROBOTS, default_rules(), 3)
        assert controller.thinking  # said at once, though the request waits for the repaint
        qtbot.waitUntil(lambda: len(controller.game.history) >= 30, timeout=20000)
        controller.set_paused(True)
    finally:
        controller.close()
    assert len(asked) >= 30
    assert [n for n, _ in asked] == list(range(len(asked)))  # each position asked once, in order
    assert not [n for n, unshown in asked if unshown], "a computer started before the move was shown"
    assert watcher.paints >= len(asked)


def test_a_request_made_stale_before_it_goes_out_is_never_sent(qtbot) -> None:  # type: ignore[no-untyped-def]
    asked: list[int] = []
    controller = GameController(choose_move=lambda g, lv, s: (asked.append(len(g.history)), first_legal_move(g, lv, s))[1])
    try:
        controller.new_game(ROBOTS, default_rules(), 4)
        controller.set_paused(True)  # before the event loop ran: the request was not sent yet
        assert not controller.thinking
        for _ in range(5):
            QApplication.processEvents()
        assert asked == [] and controller.game.history == []
        controller.set_paused(False)  # asks again, and this game is replaced before it goes out
        assert controller.thinking
        controller.new_game(ROBOTS, default_rules(), 5)
        controller.new_game(ROBOTS, default_rules(), 6)
        qtbot.waitUntil(lambda: len(controller.game.history) >= 3, timeout=10000)
        controller.set_paused(True)
        assert asked[:3] == [0, 1, 2]  # one request per position of the last game only
    finally:
        controller.close()

