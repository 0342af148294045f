"""The central widget: the board, with the message strip and the decision prompt under it
(never over it: nothing on the board hides behind them)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from carc_desktop.controller import GameController

from .board.view import BoardView
from .decision_panel import DecisionPanel
from .messages import MessageBanner


class BoardArea(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardArea")
        self.board = BoardView(controller, self)
        self.banner = MessageBanner(controller, self)
        self.prompt = DecisionPanel(controller, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.board, 1)
        box.addWidget(self.banner)
        box.addWidget(self.prompt)
