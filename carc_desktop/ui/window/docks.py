"""The window's docks, one per panel: the tile to place, the scoreboard and the score log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

#: Dock name -> object name (saveState/restoreState find the docks by these: keep them).
OBJECT_NAMES = {"tile": "tile_dock", "scoreboard": "scoreboard_dock", "log": "log_dock"}


def dock_titles() -> dict[str, str]:
    return {"tile": QCoreApplication.translate("MainWindow", "Tile"), "scoreboard": QCoreApplication.translate("Shell", "Scoreboard"),
            "log": QCoreApplication.translate("Shell", "Score log")}


def add_docks(window: QMainWindow, panels: dict[str, QWidget]) -> dict[str, QDockWidget]:
    """One dock per panel, on the right, top to bottom in ``panels``' order."""
    docks: dict[str, QDockWidget] = {}
    for name, widget in panels.items():
        dock = QDockWidget(window)
        dock.setObjectName(OBJECT_NAMES[name])
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks[name] = dock
    retranslate_docks(docks)
    return docks


def retranslate_docks(docks: dict[str, QDockWidget]) -> None:
    for name, title in dock_titles().items():
        dock = docks.get(name)
        if dock is not None:
            dock.setWindowTitle(title)
            dock.setAccessibleName(title)
            dock.toggleViewAction().setText(title)
