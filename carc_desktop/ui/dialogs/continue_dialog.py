"""Game → Continue a Game…: the unfinished games, newest first, each with its mini-map,
players, scores and turn; continue one (double-click or Continue) or delete it.

The list comes from the controller (``controller.files.unfinished()``): the dialog never
reads the storage itself. It is shown at start-up too, when there are games to continue.
"""

from __future__ import annotations

import os
from collections.abc import Container, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.texts.event_text import fill

from .common import recent_text, recent_tooltip, thumbnail_icon

if TYPE_CHECKING:
    from carc_desktop.controller import RecentEntry

THUMB_PX = 72
#: Games added to the list in one turn of the event loop (a screenful and more).
ROWS_AT_ONCE = 16


class ContinueDialog(QDialog):
    #: The player chose this game file to continue.
    chosen = Signal(str)
    #: The player asked to delete this game file (the owner of the list deletes it).
    delete_requested = Signal(str)

    def __init__(self, entries: Sequence[RecentEntry], parent: QWidget | None = None, folder: str = "",
                 elsewhere: Container[str] = ()) -> None:
        """``folder``: where the games are kept (said below the list); ``elsewhere``: the
        paths of the games being played in another window now (marked so)."""
        super().__init__(parent)
        self.setObjectName("ContinueDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.resize(680, 440)
        box = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.games = QListWidget(self)
        self.games.setObjectName("games")
        self.games.setIconSize(QSize(THUMB_PX, THUMB_PX))
        self.games.setSpacing(3)
        self.games.setWordWrap(True)  # long player lists wrap instead of scrolling sideways
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games.itemActivated.connect(lambda _item: self._continue())
        self.games.currentItemChanged.connect(lambda *_: self._update_buttons())
        box.addWidget(self.games, 1)
        self._folder = folder
        self.where = QLabel(self)
        self.where.setObjectName("where")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.where)
        self.buttons = QDialogButtonBox(self)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continue")
        self.continue_button.setDefault(True)
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("delete")
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.continue_button.clicked.connect(self._continue)
        self.delete_button.clicked.connect(self._ask_delete)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self._question: QMessageBox | None = None
        self._pending: list[tuple[RecentEntry, Container[str]]] = []
        self._more_timer = QTimer(self)
        self._more_timer.setSingleShot(True)
        self._more_timer.setInterval(0)
        self._more_timer.timeout.connect(self._add_more)
        self.set_entries(entries, elsewhere)
        self.retranslate_ui()

    def set_entries(self, entries: Sequence[RecentEntry], elsewhere: Container[str] = ()) -> None:
        """The list: the first screenful at once, the rest (and the mini-maps) added a
        screenful at a time between events, so that years of games show at once."""
        self.games.clear()
        self._pending = [(entry, elsewhere) for entry in entries]
        self._add_more()
        if self.games.count():
            self.games.setCurrentRow(0)
        self._update_buttons()

    def _add_more(self) -> None:
        batch, self._pending = self._pending[:ROWS_AT_ONCE], self._pending[ROWS_AT_ONCE:]
        for entry, elsewhere in batch:
            tip = recent_tooltip(entry)  # the file, then the turn and the tiles left
            lines = [recent_text(entry), tip.split("\n")[-1]]
            if str(entry.path) in elsewhere:
                lines.append(self.tr("Being played in another window."))
            item = QListWidgetItem("\n".join(lines), self.games)
            item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
            item.setToolTip(tip)
            if entry.thumbnail is not None and os.path.isfile(entry.thumbnail):
                item.setIcon(thumbnail_icon(str(entry.thumbnail), THUMB_PX))
        if self._pending:
            self._more_timer.start()

    def paths(self) -> list[str]:
        return [self.games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.games.count())] + \
            [str(entry.path) for entry, _ in self._pending]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Continue a Game"))
        self.intro.setText(self.tr("These games are not finished. Every decision was saved: choose one to go on "
                                   "playing."))
        self.continue_button.setText(self.tr("&Continue"))
        self.delete_button.setText(self.tr("&Delete"))
        self.games.setAccessibleName(self.tr("Unfinished games"))
        self.where.setText(fill(self.tr("Games are kept in %1."), self._folder) if self._folder else "")
        self.where.setVisible(bool(self._folder))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "games"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _current(self) -> str | None:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _update_buttons(self) -> None:
        there = self._current() is not None
        self.continue_button.setEnabled(there)
        self.delete_button.setEnabled(there)

    def _continue(self) -> None:
        path = self._current()
        if path is not None:
            self.accept()
            self.chosen.emit(path)

    def _ask_delete(self) -> QMessageBox | None:
        path = self._current()
        if path is None:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete the game?"),
                          fill(self.tr("Delete this unfinished game for good?\n\n%1"),
                               self.games.currentItem().text()),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("DeleteQuestion")
        box.finished.connect(lambda _result: self._answered(box, path))
        self._question = box
        box.open()
        return box

    def _answered(self, box: QMessageBox, path: str) -> None:
        clicked = box.clickedButton()
        if clicked is not None and box.standardButton(clicked) == QMessageBox.StandardButton.Yes:
            self.delete_requested.emit(path)

    def remove(self, path: str) -> None:
        """The game was deleted: it leaves the list."""
        self._pending = [(e, w) for e, w in self._pending if Path(e.path) != Path(path)]
        for i in range(self.games.count()):
            if Path(self.games.item(i).data(Qt.ItemDataRole.UserRole)) == Path(path):
                self.games.takeItem(i)
                break
        self._update_buttons()
