"""What the first frame shows where the board and the panels will be.

The window is built in two steps (see :meth:`MainWindow.attach`): the first frame has the
real frame (menus, toolbar, docks, status bar) with these in the board's and the panels'
places; the board and the panels replace them once the game code is loaded, in the same
places. The placeholders ask for the sizes the panels ask for with a game on, so that the
docks are laid out once and keep their size when the panels arrive.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QVBoxLayout, QWidget

#: The felt's average colour (the board's table texture is this with a faint grain).
FELT = QColor(47, 59, 51)

#: Dock name -> (size hint, minimum size hint) the real panel gives in the first start's
#: game (you against one computer player), measured with the default font: the docks are
#: laid out from them before the panels exist. Later starts restore the docks' sizes from
#: the last session (which the panels fit), so these only matter the first time.
PANEL_SIZES: dict[str, tuple[QSize, QSize]] = {
    "tile": (QSize(245, 226), QSize(226, 213)),
    "scoreboard": (QSize(254, 59), QSize(254, 58)),
    "log": (QSize(272, 242), QSize(60, 96)),
}


class FeltPlaceholder(QWidget):
    """The board's place: the table's felt, nothing on it yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardPlaceholder")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), FELT)
        painter.end()


class BoardSlot(QWidget):
    """The window's central widget from the first frame on: the felt, then the board area
    in its place. (Replacing a main window's central widget would lay the docks out
    again without it, widening them; the slot stays.)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardSlot")
        self.felt: FeltPlaceholder | None = FeltPlaceholder(self)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(self.felt)

    def put(self, widget: QWidget) -> None:
        """``widget`` takes the felt's place."""
        self.box.addWidget(widget)
        if self.felt is not None:
            self.box.removeWidget(self.felt)
            self.felt.hide()
            self.felt.deleteLater()
            self.felt = None


class PanelPlaceholder(QFrame):
    """A dock's place before its panel: empty, the panel's size."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PanelPlaceholder")
        self.panel_name = name
        self._hint, self._minimum = PANEL_SIZES.get(name, (QSize(200, 120), QSize(60, 60)))
        if name == "tile":  # the tray is never taller than it needs (TileTray's policy)
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        return self._hint

    def minimumSizeHint(self) -> QSize:
        return self._minimum
