"""The widgets that repaint at every move (the board's viewport, the scoreboard's viewport,
the score log's list) have no event filter: a filter brings every event of its widget to
Python, each call waiting for the GIL while a computer thinks. What the filters did still
happens: the feature under the mouse lights up (``test_around_shell``), the scoreboard
chooses its shape when its viewport is resized, the log is current when it takes the focus."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules


def test_the_window_puts_no_filter_on_its_busy_widgets(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    filtered: list[QObject] = []
    real = QObject.installEventFilter

    def watched(self: QObject, watcher: QObject) -> None:
        filtered.append(self)
        real(self, watcher)

    monkeypatch.setattr(QObject, "installEventFilter", watched)
    controller = GameController()
    try:
        controller.new_game(default_players(4), default_rules(), 5)
        window = MainWindow(controller)
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        qtbot.waitExposed(window)
        for _ in range(5):
            QApplication.processEvents()
        busy = {"board viewport": window.board.viewport(), "scoreboard viewport": window.scoreboard.scroll.viewport(),
                "score log": window.score_log.list, "board": window.board}
        assert [name for name, widget in busy.items() if any(o is widget for o in filtered)] == []
    finally:
        controller.close()


def test_the_scoreboard_chooses_its_shape_when_its_viewport_is_resized(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.panels.scoreboard import Scoreboard

    controller = GameController()
    try:
        controller.new_game(default_players(6), default_rules(), 5)
        board = Scoreboard(controller)
        qtbot.addWidget(board)
        board.resize(260, 900)
        board.show()
        qtbot.waitExposed(board)
        board.flush()
        QApplication.processEvents()
        assert not board.compact  # room for two lines per player
        board.resize(260, 160)
        QApplication.processEvents()
        assert board.compact  # one line each: the viewport's resize was heard
        board.resize(260, 900)
        QApplication.processEvents()
        assert not board.compact
    finally:
        controller.close()
