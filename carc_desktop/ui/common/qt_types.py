"""Qt's Python enum types that the game's window reaches, made when this module is imported.

PySide6 creates a class's Python enum types the first time one of them is used: a first
``widget.style()`` makes QStyle's thirteen and QPalette's two (about 20 ms, once per
process, in the first scoreboard card's pass), and attaching the window and the first game
reach about forty more (the classes below, found by hooking ``enum.EnumType`` through a
six-player game). ``app.load_game_code`` imports this module on its import thread with the
rest of the game code, so the GUI thread finds them made."""

from __future__ import annotations

from PySide6 import QtWidgets
from PySide6.QtCore import QAbstractAnimation, QMetaMethod
from PySide6.QtGui import QIcon, QPalette, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QBoxLayout,
    QCalendarWidget,
    QColorDialog,
    QDateTimeEdit,
    QFileDialog,
    QFontComboBox,
    QFontDialog,
    QFrame,
    QHeaderView,
    QInputDialog,
    QLCDNumber,
    QListView,
    QListWidgetItem,
    QMdiArea,
    QMdiSubWindow,
    QPlainTextEdit,
    QProgressBar,
    QRubberBand,
    QSlider,
    QStackedLayout,
    QStyle,
    QTabBar,
    QTableWidgetItem,
    QTextEdit,
    QWizard,
)

#: One enum of each class, touched: PySide6 then makes every enum type of the class.
TOUCHED: tuple[object, ...] = (
    QStyle.StateFlag, QPalette.ColorRole, QIcon.Mode, QRegion.RegionType, QAbstractAnimation.Direction,
    QMetaMethod.Access, QFileDialog.ViewMode, QFrame.Shape, QBoxLayout.Direction, QAbstractItemView.SelectionMode,
    QListView.ResizeMode, QListWidgetItem.ItemType, QTabBar.Shape, QRubberBand.Shape, QProgressBar.Direction,
    QMdiSubWindow.SubWindowOption, QLCDNumber.Mode, QTextEdit.LineWrapMode, QPlainTextEdit.LineWrapMode,
    QMdiArea.AreaOption, QHeaderView.ResizeMode, QWizard.WizardButton, QInputDialog.InputMode,
    QFontDialog.FontDialogOption, QColorDialog.ColorDialogOption, QFontComboBox.FontFilter,
    QCalendarWidget.SelectionMode, QDateTimeEdit.Section, QAbstractSlider.SliderAction, QSlider.TickPosition,
    QStackedLayout.StackingMode, QTableWidgetItem.ItemType,
)
if hasattr(QtWidgets, "QRhiWidget"):  # Qt 6.7 on
    TOUCHED += (QtWidgets.QRhiWidget.Api,)
