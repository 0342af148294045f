"""Game > Statistics: games played and won against each computer level and with each
expansion mix, mean and best score, longest road and biggest city, from the kept games
(computed when the dialog opens; nothing is stored)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller.statistics import PEOPLE_ONLY, Statistics, level_order
from carc_desktop.texts.event_text import expansion_name, fill, plural_en

from .common import ai_levels


def _percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}\u00a0%" if played else "\u2013"


class StatisticsDialog(QDialog):
    #: The player confirmed "Clear History": delete the finished games, then ``set_statistics``.
    clear_requested = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.stats = stats
        box = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("StatisticsSummary")
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        self.form = QFormLayout()
        self.values = {name: QLabel(self) for name in ("mean", "best", "road", "city")}
        self.labels = {name: QLabel(self) for name in self.values}
        for name, value in self.values.items():
            value.setObjectName(f"stat_{name}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[name].setBuddy(value)
            self.form.addRow(self.labels[name], value)
        box.addLayout(self.form)
        self.levels_title = QLabel(self)
        self.levels = self._table("by_level")
        self.mixes_title = QLabel(self)
        self.mixes = self._table("by_mix")
        self.levels_title.setBuddy(self.levels)
        self.mixes_title.setBuddy(self.mixes)
        for w in (self.levels_title, self.levels, self.mixes_title, self.mixes):
            box.addWidget(w)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clear_history")
        self.clear_button.clicked.connect(self.confirm_clear)
        self.buttons.addButton(self.clear_button, QDialogButtonBox.ButtonRole.ResetRole)
        box.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize(620, 560)

    def set_statistics(self, stats: Statistics) -> None:
        self.stats = stats
        self.retranslate_ui()

    def confirm_clear(self) -> QMessageBox:
        """Ask before deleting: the finished games cannot be brought back."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Clear History"),
                          self.tr("Delete every finished game kept on this computer? Their statistics go "
                                  "with them; unfinished games stay."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: self._cleared(box, button))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.confirm_box = box
        return box

    def _cleared(self, box: QMessageBox, button: QAbstractButton) -> None:
        if box.standardButton(button) == QMessageBox.StandardButton.Yes:
            self.clear_requested.emit()

    def _table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setObjectName(name)
        table.setColumnCount(3)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # the figures' titles whole ("Vyhráno / odehráno" was cut)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _fill(self, table: QTableWidget, rows: list[tuple[str, int, int]]) -> None:
        first = table.horizontalHeaderItem(0)
        table.setHorizontalHeaderLabels([first.text() if first is not None else "",
                                         self.tr("Won / played"), self.tr("Won")])
        table.setRowCount(len(rows))
        for i, (label, played, won) in enumerate(rows):
            cells = (label, fill(self.tr("%1 / %2"), won, played), _percent(won, played))
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(i, j, item)

    def level_rows(self) -> list[tuple[str, int, int]]:
        names = {key: label for key, label, _ in ai_levels()}
        names[PEOPLE_ONLY] = self.tr("People only")
        return [(names.get(lv, lv), self.stats.by_level[lv].played, self.stats.by_level[lv].won)
                for lv in level_order(list(self.stats.by_level))]

    def mix_rows(self) -> list[tuple[str, int, int]]:
        rows = []
        for mix, tally in sorted(self.stats.by_mix.items(), key=lambda kv: (len(kv[0]), kv[0])):
            label = ", ".join(expansion_name(e) for e in mix) if mix else self.tr("Base game")
            rows.append((label, tally.played, tally.won))
        return rows

    def retranslate_ui(self) -> None:
        s = self.stats
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        if s.games:
            text = plural_en(self.tr("%n finished game(s) kept, %1 won.", None, s.games), s.games)
            text = fill(text, s.wins)
        else:
            text = self.tr("No finished game is kept yet: statistics come from the games kept on this "
                           "computer.")
        if s.unreadable:
            text += " " + plural_en(self.tr("%n saved game(s) could not be read and are left out.", None,
                                            s.unreadable), s.unreadable)
        self.summary.setText(text)
        self.clear_button.setText(self.tr("Clear &History\u2026"))
        self.clear_button.setEnabled(s.games > 0)
        self.labels["mean"].setText(self.tr("Mean score:"))
        self.labels["best"].setText(self.tr("Best score:"))
        self.labels["road"].setText(self.tr("Longest road scored:"))
        self.labels["city"].setText(self.tr("Biggest city scored:"))
        dash = "\u2013"
        self.values["mean"].setText(f"{s.mean_score:.1f}" if s.mean_score is not None else dash)
        self.values["best"].setText(str(s.best_score) if s.best_score is not None else dash)
        self.values["road"].setText(plural_en(self.tr("%n tile(s)", None, s.longest_road), s.longest_road)
                                    if s.longest_road else dash)
        self.values["city"].setText(plural_en(self.tr("%n tile(s)", None, s.biggest_city), s.biggest_city)
                                    if s.biggest_city else dash)
        self.levels_title.setText(self.tr("Against the &computer:"))
        self.mixes_title.setText(self.tr("By &expansions:"))
        self.levels.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Opponents")))
        self.mixes.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Expansions")))
        self._fill(self.levels, self.level_rows())
        self._fill(self.mixes, self.mix_rows())
        self.levels.setAccessibleName(self.tr("Games against each computer level"))
        self.mixes.setAccessibleName(self.tr("Games with each mix of expansions"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "mixes"):
            self.retranslate_ui()
        super().changeEvent(event)
