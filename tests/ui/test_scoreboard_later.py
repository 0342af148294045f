"""The scoreboard refreshes once per change of the game, after the event loop has moved on:
a computer's move (its move, then the next computer thinking: two signals) is one refresh,
and ``flush`` brings a refresh still to come forward."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.ui.panels.scoreboard import Scoreboard

ROBOTS = [PlayerSetup("A", "red", True, "easy"), PlayerSetup("B", "blue", True, "easy")]


def test_one_refresh_per_computer_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(choose_move=first_legal_move)
    host = QWidget()
    qtbot.addWidget(host)
    board = Scoreboard(controller, host)
    seen: list[int] = []  # decisions played at each refresh
    plain = board.refresh

    def counted() -> None:
        seen.append(len(controller.game.history) if controller.has_game else -1)
        plain()

    board.refresh = counted  # type: ignore[method-assign]
    try:
        controller.new_game(ROBOTS, default_rules(), 7)
        assert seen == []  # asked for, not made inside the controller's call
        qtbot.waitUntil(lambda: len(controller.game.history) >= 40, timeout=20000)
        controller.set_paused(True)
        for _ in range(4):
            QApplication.processEvents()
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
