"""The score log and the decision prompt follow the game once per change, after the event
loop has moved on (a computer's move stays one short pass), and are current whenever they
are read: ``flush``, the prompt's buttons, the log's entries, the log taking the keyboard."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.engine import Deploy, Skip
from carc_desktop.texts.event_text import worth_listing
from carc_desktop.ui.panels.score_log import ScoreLog
from carc_desktop.ui.play.decision_panel import DecisionPanel

from .refresh_counts import count_calls, play_then_pause, start_robots

PEOPLE = [PlayerSetup("A", "red"), PlayerSetup("B", "blue")]

def test_one_refresh_per_computer_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(choose_move=first_legal_move)
    host = QWidget()
    qtbot.addWidget(host)
    prompt = DecisionPanel(controller, host)
    log = ScoreLog(controller, host)
    prompted = count_calls(prompt, "refresh", controller)
    logged = count_calls(log, "_update", controller)
    try:
        start_robots(controller)
        assert prompted == [] and logged == []  # asked for, not made inside the controller's call
        play_then_pause(qtbot, controller, 30)
    finally:
        controller.close()
    moves = len(controller.game.history)
    for seen in (prompted, logged):
        assert seen[:moves + 1] == list(range(moves + 1))  # one per move, each after it
    assert log.texts() and len(log.texts()) == len([e for e in controller.game.events if worth_listing(e)])


def test_readers_see_the_prompt_and_the_log_current(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 900)
    prompt = DecisionPanel(controller, host)
    log = ScoreLog(controller, host)
    host.show()
    try:
        controller.new_game(PEOPLE, default_rules(), 11)
        for _ in range(4):
            QApplication.processEvents()
        assert prompt.place_button is not None and prompt.skip_button is None
        placement = next(m for m in controller.legal_moves())
        assert controller.place_tile(placement.x, placement.y, placement.rotation)
        # Right after the call, before any event-loop pass: the buttons are the deploy step's.
        assert prompt.place_button is None and prompt.skip_button is not None
        prompt.skip_button.click()
        # A prompt read through its labels needs flush (the title is a plain label).
        prompt.flush()
        assert "B" in prompt.title.text()
        # The log: entries read or focused are current.
        before = len([e for e in controller.game.events if worth_listing(e)])
        assert len(log.texts()) == before
        move = controller.legal_moves()[0]
        assert controller.place_tile(move.x, move.y, move.rotation)
        deploys = [m for m in controller.legal_moves() if isinstance(m, Deploy)]
        assert controller.choose(deploys[0] if deploys else Skip())
        now = len([e for e in controller.game.events if worth_listing(e)])
        assert log.list.count() == before  # not yet
        QApplication.sendEvent(log.list, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
        assert log.list.count() == now  # the keyboard arrives at the entries as they are now
        assert len(log.texts()) == now
    finally:
        controller.close()
