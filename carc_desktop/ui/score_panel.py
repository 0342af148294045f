"""A simple side panel: every player's score and figures in supply, and whose turn it is.

(The full scoreboard comes later; this one is kept small and self-contained.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from carc_desktop.controller import GameController

from .board import art


class FigureIcon(QWidget):
    def __init__(self, kind: str, colour: QColor, size: int = 26, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.colour = QColor(colour)
        self.setFixedSize(QSize(size, size))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        art.paint_figure(p, self.kind, self.colour, QRectF(self.rect()).adjusted(1, 1, -1, -1))


class PlayerRow(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerRow")
        self.icon = FigureIcon("follower", QColor("white"), 30, self)
        self.name = QLabel()
        self.name.setObjectName("PlayerName")
        self.score = QLabel()
        self.score.setObjectName("PlayerScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.detail = QLabel()
        self.detail.setObjectName("PlayerDetail")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 10, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        grid.addWidget(self.icon, 0, 0, 2, 1)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.detail, 1, 1)
        grid.addWidget(self.score, 0, 2, 2, 1)
        grid.setColumnStretch(1, 1)

    def set_active(self, active: bool) -> None:
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class ScorePanel(QFrame):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("ScorePanel")
        self.rows: list[PlayerRow] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(8, 8, 8, 8)
        self.box.setSpacing(4)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("TurnLabel")
        self.turn_label.setWordWrap(True)
        self.box.addWidget(self.turn_label)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(4)
        self.box.addLayout(self.rows_box)
        self.box.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def _supply_text(self, player: int) -> str:
        game = self.controller.game
        supply = game.supply[player]
        parts = [ScorePanel.tr("%n follower(s)", None, supply.get("follower", 0))]
        if supply.get("builder", 0):
            parts.append(QCoreApplication.translate("ScorePanel", "builder"))
        if supply.get("pig", 0):
            parts.append(QCoreApplication.translate("ScorePanel", "pig"))
        return " \u00b7 ".join(parts)

    def refresh(self) -> None:
        c = self.controller
        if not c.has_game:
            return
        game = c.game
        while len(self.rows) < len(game.players):
            row = PlayerRow(self)
            self.rows.append(row)
            self.rows_box.addWidget(row)
        while len(self.rows) > len(game.players):
            self.rows.pop().deleteLater()
        decider = game.decider
        for i, (row, info) in enumerate(zip(self.rows, game.players)):
            row.icon.colour = art.colour_by_name(info.color)
            row.icon.update()
            name = info.name
            if c.is_computer(i):
                name += " " + QCoreApplication.translate("ScorePanel", "(computer)")
            row.name.setText(name)
            row.score.setText(str(game.scores[i]))
            row.detail.setText(self._supply_text(i))
            row.set_active(not game.finished and i == (decider if decider is not None and decider >= 0 else game.current))
        if game.finished:
            self.turn_label.setText(QCoreApplication.translate("ScorePanel", "Final scores"))
        else:
            who = game.players[game.current].name
            self.turn_label.setText(QCoreApplication.translate("ScorePanel", "Turn %1 \u2014 %2 to play")
                                    .replace("%1", str(game.turn + 1)).replace("%2", who))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "controller"):
            self.refresh()
        super().changeEvent(event)
