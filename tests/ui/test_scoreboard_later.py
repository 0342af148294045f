"""The scoreboard refreshes once per change of the game, after the event loop has moved on:
a computer's move (its move, then the next computer thinking: two signals) is one refresh,
and ``flush`` brings a refresh still to come forward."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.ui.panels.scoreboard import Scoreboard

from .refresh_counts import count_calls, play_then_pause, start_robots


def test_one_refresh_per_computer_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(choose_move=first_legal_move)
    host = QWidget()
    qtbot.addWidget(host)
    board = Scoreboard(controller, host)
    seen = count_calls(board, "refresh", controller)  # decisions played at each refresh
    try:
        start_robots(controller)
        assert seen == []  # asked for, not made inside the controller's call
        play_then_pause(qtbot, controller, 40)
    finally:
        controller.close()
    moves = len(controller.game.history)
    # One refresh at the start, one per move; the pause is one more (nobody thinking),
    # unless it came while the last move's refresh was still to come.
    assert seen[:moves + 1] == list(range(moves + 1))
    assert seen[moves + 1:] in ([], [moves])
    assert board.cards[0].score.text() == str(controller.game.scores[0])


def test_flush_refreshes_now_and_only_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    board = Scoreboard(controller, host)
    try:
        controller.new_game([PlayerSetup("A", "red"), PlayerSetup("B", "blue")], default_rules(), 7)
        assert not [c for c in board.cards if c.isVisibleTo(board)]  # not refreshed yet
        calls: list[int] = []
        plain = board.refresh
        board.refresh = lambda: (calls.append(1), plain())[1]  # type: ignore[method-assign]
        board.flush()
        assert [c.name.text() for c in board.cards if c.isVisibleTo(board)][:2] == ["A", "B"]
        for _ in range(4):
            QApplication.processEvents()
        assert calls == [1]  # the refresh still posted found nothing left to do
        board.flush()
        assert calls == [1]
    finally:
        controller.close()
