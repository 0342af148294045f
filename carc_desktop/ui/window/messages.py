"""The message strip above the prompt: information, success and errors, each in its own
colour and with its own sign, gone when the step it was about is over.

A message belongs to the game step that was current when it was shown (the history length,
the decision and who takes it). When the controller moves to another step the strip
clears; every message also goes by itself after a while (errors stay longer), and an error
goes as soon as the player acts on it (``player_acted``: e.g. the tile moved to where it fits).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.controller import GameController


class MessageKind(str, Enum):
    INFO = "info"
    SUCCESS = "success"
    ERROR = "error"


#: The sign in front of each kind (a second cue besides the colour).
SIGNS = {MessageKind.INFO: "\u2139", MessageKind.SUCCESS: "\u2714", MessageKind.ERROR: "\u26a0"}
#: How long information and success stay at most (ms).
LINGER_MS = 8000
#: How long an error stays at most (ms) if the player does nothing about it.
ERROR_LINGER_MS = 12000


class Messages(TextContext):
    """The translation context of this module: ``Messages.tr(...)``."""


def step_key(controller: GameController) -> tuple[object, ...]:
    """What identifies the step a message is about."""
    change = controller.change  # the step the listeners were told last
    if change is None:
        return ()
    game = change.game
    return (id(game), len(game.history), game.phase, game.decider, game.finished)


class MessageBanner(QFrame):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("MessageBanner")
        self.kind: MessageKind | None = None
        self.sign = QLabel(self)
        self.sign.setObjectName("MessageSign")
        self.text = QLabel(self)
        self.text.setObjectName("MessageText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("MessageClose")
        self.close_button.setText("\u2715")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.clear)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        row.setSpacing(8)
        row.addWidget(self.sign, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._step: tuple[object, ...] = ()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        controller.state_changed.connect(self._step_maybe_over)
        controller.game_started.connect(self._step_maybe_over)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(Messages.tr("Close the message"))
        self.close_button.setAccessibleName(Messages.tr("Close the message"))
        self._set_accessible()

    def _set_accessible(self) -> None:
        names = {MessageKind.INFO: Messages.tr("Information"), MessageKind.SUCCESS: Messages.tr("Done"),
                 MessageKind.ERROR: Messages.tr("Problem")}
        if self.kind is not None:
            self.setAccessibleName(names[self.kind])
            self.setAccessibleDescription(self.text.text())

    def show_message(self, text: str, kind: MessageKind | str = MessageKind.INFO) -> None:
        kind = MessageKind(kind)
        self.kind = kind
        self.setProperty("kind", kind.value)
        self.style().unpolish(self)
        self.style().polish(self)
        self.sign.setText(SIGNS[kind])
        self.text.setText(text)
        self._set_accessible()
        self._step = step_key(self.controller)
        self._timer.start(ERROR_LINGER_MS if kind == MessageKind.ERROR else LINGER_MS)
        self.show()

    def player_acted(self) -> None:
        """The player did something about the error shown (moved the tile to where it fits,
        chose another spot): it goes."""
        if self.kind == MessageKind.ERROR:
            self.clear()

    def clear(self) -> None:
        self._timer.stop()
        self.kind = None
        self.text.clear()
        self.hide()

    def _step_maybe_over(self) -> None:
        if self.kind is not None and step_key(self.controller) != self._step:
            self.clear()
