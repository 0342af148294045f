"""The score log brings none of its list's events to Python but the focus: no event filter
on the list (it would call Python for every paint and layout of it, each call waiting for
the GIL while a computer thinks), and the list taking the focus still brings it up to date."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QListWidget, QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.texts.event_text import worth_listing
from carc_desktop.ui.panels.score_log import EntryList, ScoreLog

PEOPLE = [PlayerSetup("A", "red", False), PlayerSetup("B", "blue", False)]


def test_the_list_has_no_python_event_filter(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    filtered: list[QObject] = []  # the objects given an event filter
    real = QObject.installEventFilter

    def watched(self: QObject, watcher: QObject) -> None:
        filtered.append(self)
        real(self, watcher)

    monkeypatch.setattr(QObject, "installEventFilter", watched)
    host = QWidget()
    qtbot.addWidget(host)
    controller = GameController()
    log = ScoreLog(controller, host)
    try:
        assert not [o for o in filtered if o is log.list]  # nothing filters the list's events
        # And nothing in the panel's classes would: only the focus handler is overridden.
        assert "eventFilter" not in vars(ScoreLog) and "eventFilter" not in vars(EntryList)
        assert [name for name in vars(EntryList) if name.endswith("Event")] == ["focusInEvent"]
        assert isinstance(log.list, QListWidget)
    finally:
        controller.close()


def test_focus_brings_the_log_up_to_date(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    log = ScoreLog(controller, host)
    host.show()
    try:
        controller.new_game(PEOPLE, default_rules(), 11)
        for _ in range(4):
            QApplication.processEvents()
        before = log.list.count()
        while len([e for e in controller.game.events if worth_listing(e)]) == before:
            assert controller.choose(controller.legal_moves()[0])
        assert log.list.count() == before  # after the repaint, not yet
        QApplication.sendEvent(log.list, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
        assert log.list.count() == len([e for e in controller.game.events if worth_listing(e)])
    finally:
        controller.close()
