"""Game > Review… and Game > Statistics: the two menu actions, and the small chooser of
the game to review (the game on the table, a kept game, or a file).

The shell calls :func:`install_review_actions` once with the Game menu; everything else
about reviews lives in this package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.texts.event_text import fill, join_names
from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.review import GameReview

    from ..dialogs.statistics_dialog import StatisticsDialog
    from .review_window import ReviewWindow

#: The chooser's entry for the game on the table.
CURRENT = "current"


def show_review(review: GameReview, parent: QWidget | None, title: str = "") -> ReviewWindow:
    # The review and statistics windows (and the review's replay) are imported when first
    # opened: the first window needs none of them.
    from .review_window import ReviewWindow

    window = ReviewWindow(review, parent, title)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def entry_text(entry: Any) -> str:
    """One kept game in the chooser: players and scores, finished or not, when."""
    scores = join_names([fill(ReviewActions.tr("%1 %2"), p.name, p.score) for p in entry.players])
    # turn + 1: the turn being played, as Continue and the status bar count it
    state = ReviewActions.tr("finished") if entry.finished else fill(ReviewActions.tr("turn %1"), entry.turn + 1)
    return fill(ReviewActions.tr("%1 \u2013 %2 \u2013 %3"), scores, state, entry.saved_datetime.astimezone()
                .strftime("%Y-%m-%d %H:%M"))


def _same_file(a: Any, b: Any) -> bool:
    from pathlib import Path

    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, ValueError):
        return str(a) == str(b)


def reviewable(entries: list[Any], current: Any) -> list[Any]:
    """The kept games to offer, newest first: not the game on the table (it has its own
    entry), and each game once (a copy saved elsewhere, listed again with the very same
    players, scores, turn and time, is the same game to the player)."""
    out, seen = [], set()
    for entry in entries:
        if current is not None and _same_file(entry.path, current):
            continue
        label = entry_text(entry)
        if label in seen:
            continue
        seen.add(label)
        out.append(entry)
    return out


class ReviewChooser(QDialog):
    """Which game to review: the one on the table, a kept one, or a file."""

    def __init__(self, entries: list[Any], has_current: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewChooser")
        self.choice: Any = None
        box = QVBoxLayout(self)
        self.label = QLabel(self)
        self.games = QListWidget(self)
        self.games.setObjectName("ReviewGames")
        self.label.setBuddy(self.games)
        if has_current:
            item = QListWidgetItem(ReviewActions.tr("The game on the table"))
            item.setData(Qt.ItemDataRole.UserRole, CURRENT)
            self.games.addItem(item)
        for entry in entries:
            item = QListWidgetItem(entry_text(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.path)
            item.setToolTip(str(entry.path))
            if entry.thumbnail is not None:
                from PySide6.QtGui import QIcon
                item.setIcon(QIcon(str(entry.thumbnail)))
            self.games.addItem(item)
        self.games.setCurrentRow(0)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.file_button = QPushButton(self)
        self.buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self._chosen)
        self.buttons.rejected.connect(self.reject)
        self.file_button.clicked.connect(self._from_file)
        self.games.itemActivated.connect(lambda _item: self._chosen())
        box.addWidget(self.label)
        box.addWidget(self.games, 1)
        box.addWidget(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.games.count() > 0)
        self.retranslate_ui()
        self.resize(560, 420)

    def _chosen(self) -> None:
        item = self.games.currentItem()
        if item is not None:
            self.choice = item.data(Qt.ItemDataRole.UserRole)
            self.accept()

    def _from_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, ReviewActions.tr("Review a saved game"), "",
                                              ReviewActions.tr("Saved games (*.carc);;All files (*)"))
        if path:
            self.choice = path
            self.accept()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(ReviewActions.tr("Review a game"))
        self.label.setText(ReviewActions.tr("&Games:"))
        self.file_button.setText(ReviewActions.tr("From a &File\u2026"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "file_button"):
            self.retranslate_ui()
        super().changeEvent(event)


class ReviewActions(TextContext, QObject):
    """Game > Review… and Game > Statistics of one main window."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.setObjectName("ReviewActions")
        self.window = window
        self.controller = controller
        self.review_action = QAction(window)
        self.review_action.setObjectName("action_review")
        self.review_action.setShortcut(QKeySequence("Ctrl+R"))
        self.review_action.triggered.connect(self.choose_review)
        self.statistics_action = QAction(window)
        self.statistics_action.setObjectName("action_statistics")
        self.statistics_action.triggered.connect(self.show_statistics)
        for a in (self.review_action, self.statistics_action):
            window.addAction(a)  # the shortcut works with the menu bar hidden
        self.dialogs: dict[str, QWidget] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """The actions' texts in the current language (the window calls this when the
        language changes: an event filter on the window would bring every one of its
        events to Python, a dozen per computer move)."""
        self.review_action.setText(self.tr("Re&view\u2026"))
        self.review_action.setStatusTip(self.tr("Step through a game, its score race and its points by category"))
        self.statistics_action.setText(self.tr("Stat&istics"))
        self.statistics_action.setStatusTip(self.tr("Games won, scores and records across the kept games"))

    # --- review ----------------------------------------------------------------------------------
    def choose_review(self) -> ReviewChooser:
        entries = reviewable(self.controller.files.recent(), self.controller.files.game_path
                             if self.controller.has_game else None)
        chooser = ReviewChooser(entries, self.controller.has_game, self.window)
        chooser.finished.connect(lambda result: self._chooser_done(chooser, result))
        self.dialogs["chooser"] = chooser
        chooser.open()
        return chooser

    def _chooser_done(self, chooser: ReviewChooser, result: int) -> None:
        if result == QDialog.DialogCode.Accepted and chooser.choice is not None:
            if chooser.choice == CURRENT:
                self.review_current()
            else:
                self.review_path(str(chooser.choice))
        chooser.deleteLater()

    def review_current(self) -> ReviewWindow | None:
        if not self.controller.has_game:
            return None
        from carc_desktop.controller.review import review_of_game

        review = review_of_game(self.controller.game)
        review.path = self.controller.files.game_path
        window = show_review(review, self.window, self.tr("the game on the table"))
        self.dialogs["review"] = window
        return window

    def review_path(self, path: str) -> ReviewWindow | None:
        from carc_desktop.controller import LoadError
        from carc_desktop.controller.review import ReviewError, review_file
        from carc_desktop.texts.error_text import load_error_parts

        try:
            review = review_file(path)
        except LoadError as exc:
            text, detail = load_error_parts(exc)
            self._warn(text, detail)
            return None
        except ReviewError as exc:
            self._warn(self.tr("This game cannot be reviewed."), str(exc))
            return None
        from pathlib import Path

        window = show_review(review, self.window, Path(path).name)
        self.dialogs["review"] = window
        return window

    def _warn(self, text: str, detail: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Review a game"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.dialogs["warning"] = box

    # --- statistics ------------------------------------------------------------------------------
    def show_statistics(self) -> StatisticsDialog:
        from ..dialogs.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.controller.files.statistics(), self.window)
        dialog.clear_requested.connect(lambda: self._clear_history(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialogs["statistics"] = dialog
        dialog.open()
        return dialog


    def _clear_history(self, dialog: StatisticsDialog) -> None:
        """Delete the finished games (the player confirmed in the dialog) and show what is left."""
        self.controller.files.clear_history()
        dialog.set_statistics(self.controller.files.statistics())


def install_review_actions(window: QWidget, controller: GameController, menu: QMenu) -> ReviewActions:
    """Put Review… and Statistics in ``menu`` (the Game menu, before Undo when it is there)
    and return their owner."""
    actions = ReviewActions(window, controller)
    before = next((a for a in menu.actions() if a.objectName() == "action_undo"), None)
    if before is not None:
        menu.insertActions(before, [actions.review_action, actions.statistics_action])
        menu.insertSeparator(before)
    else:
        menu.addSeparator()
        menu.addActions([actions.review_action, actions.statistics_action])
    return actions
