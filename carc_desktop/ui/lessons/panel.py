"""The lesson panel: the lesson's title, the step's instruction, why a move was refused,
and the buttons Show Me, Start the Step Again, Lessons… and Leave the Lesson."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller.lessons import Lesson, tr

from ..common.text_size import style

PANEL_STYLE = """
QScrollArea#LessonPanel, QWidget#LessonPanelBody { background: #342d25; border: none; }
QLabel { color: #efe2c4; font-size: 13px; }
QLabel#lesson_title { color: #f3e7c4; font-size: 16px; font-weight: 700; }
QLabel#lesson_counter, QLabel#lesson_seat { color: #cdbb95; font-size: 12px; }
QLabel#lesson_feedback { background: #6a2b22; color: #fbe9d8; border-radius: 6px; padding: 6px; }
QPushButton { background: #5a4a33; color: #fff6df; border: 1px solid #8c7450; border-radius: 6px; padding: 5px 10px; }
QPushButton:hover { background: #6e5c43; }
QPushButton#lesson_show_me, QPushButton#lesson_next { background: #a8772d; border-color: #e0b35c; font-weight: 700; }
QPushButton#lesson_show_me:hover, QPushButton#lesson_next:hover { background: #bd8735; }
"""


class LessonPanel(QScrollArea):
    show_me_requested = Signal()
    restart_requested = Signal()
    list_requested = Signal()
    next_requested = Signal()
    leave_requested = Signal()
    #: The language changed (the panel has retranslated itself).
    language_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonPanel")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = body = QWidget(self)
        body.setObjectName("LessonPanelBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 8, 10, 8)
        self.title = QLabel(body)
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        self.seat = QLabel(body)
        self.seat.setObjectName("lesson_seat")
        self.seat.setWordWrap(True)
        self.counter = QLabel(body)
        self.counter.setObjectName("lesson_counter")
        self.counter.setWordWrap(True)
        self.text = QLabel(body)
        self.text.setObjectName("lesson_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback = QLabel(body)
        self.feedback.setObjectName("lesson_feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.hide()
        for label in (self.title, self.seat, self.counter, self.text, self.feedback):
            layout.addWidget(label)
        self.show_me = QPushButton(body)
        self.show_me.setObjectName("lesson_show_me")
        self.restart = QPushButton(body)
        self.restart.setObjectName("lesson_restart")
        self.next = QPushButton(body)
        self.next.setObjectName("lesson_next")
        self.lessons = QPushButton(body)
        self.lessons.setObjectName("lesson_list")
        self.leave = QPushButton(body)
        self.leave.setObjectName("lesson_leave")
        for button in (self.show_me, self.restart, self.next):
            layout.addWidget(button)
        row = QHBoxLayout()
        row.addWidget(self.lessons)
        row.addWidget(self.leave)
        layout.addLayout(row)
        layout.addStretch(1)
        self.setWidget(body)
        body.hide()  # nothing to show (and nothing to measure) until a lesson comes
        self.show_me.clicked.connect(self.show_me_requested)
        self.restart.clicked.connect(self.restart_requested)
        self.next.clicked.connect(self.next_requested)
        self.lessons.clicked.connect(self.list_requested)
        self.leave.clicked.connect(self.leave_requested)
        self._lesson: Lesson | None = None
        self._step = 0
        self._done = False
        self._refusal = ""
        self.setMinimumWidth(250)
        style(self, PANEL_STYLE)
        self.retranslate()

    def show_step(self, lesson: Lesson, index: int) -> None:
        self._lesson, self._step, self._done, self._refusal = lesson, index, False, ""
        self._fill()

    def show_done(self, lesson: Lesson, has_next: bool) -> None:
        self._lesson, self._done, self._refusal = lesson, True, ""
        self._has_next = has_next
        self._fill()

    def show_refusal(self, text: str) -> None:
        self._refusal = text
        self._fill()

    def clear(self) -> None:
        """No lesson any more: the panel is empty."""
        self._lesson = None
        self.body.hide()

    def _fill(self) -> None:
        lesson = self._lesson
        if lesson is None:
            return
        self.body.show()
        self.title.setText(tr(lesson.title))
        players = lesson.record.get("players") or []
        name = players[lesson.learner].get("name", "") if lesson.learner < len(players) else ""
        self.seat.setText(self.tr("You play %1.").replace("%1", str(name)))
        if self._done:
            self.counter.setText(self.tr("Lesson complete"))
            self.text.setText(self.tr("What you learned: %1").replace("%1", tr(lesson.summary)))
        else:
            step = lesson.steps[self._step]
            self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(self._step + 1))
                                 .replace("%2", str(len(lesson.steps))))
            self.text.setText(tr(step.text))
        self.feedback.setText(self._refusal)
        self.feedback.setVisible(bool(self._refusal))
        self.show_me.setVisible(not self._done)
        self.restart.setVisible(not self._done)
        self.next.setVisible(self._done and getattr(self, "_has_next", False))

    def retranslate(self) -> None:
        self.show_me.setText(self.tr("Show Me"))
        self.show_me.setToolTip(self.tr("Play this step's moves for you"))
        self.restart.setText(self.tr("Start the Step Again"))
        self.next.setText(self.tr("Next Lesson"))
        self.lessons.setText(self.tr("Lessons\u2026"))
        self.leave.setText(self.tr("Leave"))
        self.leave.setToolTip(self.tr("Leave the lesson and go back to your game"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)
