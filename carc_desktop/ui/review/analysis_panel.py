"""The review's Analysis tab: Analyse / Cancel with a progress bar, each player's mean loss,
accuracy and key moments, and the log of analysed decisions with their labels (click one
to go there). The texts that say what a verdict means live here too."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.texts.event_text import feature_name, figure_name, fill, join_names, plural_en
from carc_desktop.texts.translate import TextContext

from ..dialogs.common import seat_icon

if TYPE_CHECKING:
    from carc_desktop.controller.analysis import PlanFacts, SeatSummary, Verdict

#: The chess signs for the labels that cost points (shown on the chart and in the log).
GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
#: Label colours (text on the base colour; the sign carries the meaning too).
COLOURS = {"best": QColor(40, 140, 60), "good": QColor(70, 130, 160), "inaccuracy": QColor(200, 150, 0),
           "mistake": QColor(220, 100, 20), "blunder": QColor(200, 30, 30)}


class Analysis(TextContext):
    """The context of the analysis texts (its ``tr`` carries the plural counts)."""


def label_name(label: str) -> str:
    names = {
        "best": QCoreApplication.translate("Analysis", "best"),
        "good": QCoreApplication.translate("Analysis", "good"),
        "inaccuracy": QCoreApplication.translate("Analysis", "inaccuracy"),
        "mistake": QCoreApplication.translate("Analysis", "mistake"),
        "blunder": QCoreApplication.translate("Analysis", "blunder"),
    }
    return names.get(label, label)


def loss_text(loss: float) -> str:
    return fill(QCoreApplication.translate("Analysis", "%1 points lost"), f"{loss:.1f}")


def verdict_text(verdict: Verdict, who: str, move: str) -> str:
    """One line of the decision log: 'Decision 12, Ada: … – mistake (6.2 points lost)'."""
    sign = GLYPHS.get(verdict.label, "")
    label = label_name(verdict.label) + (f" {sign}" if sign else "")
    if verdict.forced:
        label = QCoreApplication.translate("Analysis", "the only move")
    elif verdict.loss >= 0.05:
        label = fill(QCoreApplication.translate("Analysis", "%1 (%2)"), label, loss_text(verdict.loss))
    return fill(QCoreApplication.translate("Analysis", "Decision %1, %2: %3 \u2013 %4"), verdict.index + 1, who, move,
                label)


def plan_clause(facts: PlanFacts | None) -> str:
    """What one plan does, from the engine's preview."""
    if facts is None:
        return QCoreApplication.translate("Analysis", "(the engine no longer allows it)")
    parts = []
    if facts.points:
        n = facts.points
        parts.append(plural_en(Analysis.tr("scores %n point(s) at once", None, n), n))
    if facts.completed:
        parts.append(fill(QCoreApplication.translate("Analysis", "completes a %1"),
                          join_names([feature_name(k) for k in facts.completed])))
    if facts.figure is not None:
        figure, kind = facts.figure
        if kind == "field":
            n = facts.cities
            text = Analysis.tr("puts a farmer on a field with %n finished cit(y/ies)", None, n)
            parts.append(plural_en(text, n))
        else:
            parts.append(fill(QCoreApplication.translate("Analysis", "puts a %1 on a %2 worth %3 as it stands"),
                              figure_name(figure), feature_name(kind), facts.figure_value))
    if not parts:
        return QCoreApplication.translate("Analysis", "scores nothing now and puts no figure")
    return join_names(parts)


def better_sentence(best: PlanFacts | None, played: PlanFacts | None, loss: float) -> str:
    return fill(QCoreApplication.translate(
        "Analysis", "The better move %1; the move played %2 (%3 expected at the end)."),
        plan_clause(best), plan_clause(played), loss_text(loss))


def summary_text(summary: SeatSummary, name: str, move_at: Callable[[int], str]) -> str:
    keys = [fill(QCoreApplication.translate("Analysis", "decision %1 (%2)"), i + 1, move_at(i))
            for i in summary.key_moments]
    line = fill(QCoreApplication.translate("Analysis", "%1: accuracy %2 %, mean loss %3 points over %4 decisions"),
                name, f"{summary.accuracy:.0f}", f"{summary.mean_loss:.2f}", summary.decisions)
    if keys:
        line += "\n" + fill(QCoreApplication.translate("Analysis", "   Key moments: %1"), join_names(keys))
    return line


class AnalysisPanel(QWidget):
    #: Go to the review position after this decision.
    position_requested = Signal(int)
    analyse_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, players: Sequence[str], colours: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisPanel")
        self.players = list(players)
        self.colours = list(colours)
        self.seat_choice = QComboBox(self)
        self.seat_choice.setObjectName("AnalysisSeats")
        self.analyse_button = QPushButton(self)
        self.analyse_button.setObjectName("AnalyseButton")
        self.analyse_button.setAutoDefault(False)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("AnalysisCancel")
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("AnalysisProgress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setFormat("%v / %m")
        self.progress.setTextVisible(False)  # until a run says how many decisions there are
        self.note = QLabel(self)
        self.note.setObjectName("AnalysisNote")
        self.note.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("AnalysisSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.log = QListWidget(self)
        self.log.setObjectName("AnalysisLog")
        self.log.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.seat_choice)
        row.addWidget(self.analyse_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(row)
        box.addWidget(self.note)
        box.addWidget(self.summary)
        box.addWidget(self.log, 1)
        self.analyse_button.clicked.connect(self.analyse_requested)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.log.itemActivated.connect(self._chosen)
        self.log.itemClicked.connect(self._chosen)
        self._items: dict[int, QListWidgetItem] = {}
        self.retranslate_ui()

    def seats(self) -> list[int] | None:
        data = self.seat_choice.currentData()
        return None if data is None else [int(data)]

    def set_running(self, running: bool) -> None:
        self.analyse_button.setEnabled(not running)
        self.seat_choice.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setTextVisible(True)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def set_note(self, text: str) -> None:
        self.note.setText(text)

    def clear(self) -> None:
        self.log.clear()
        self._items.clear()

    def show_verdict(self, verdict: Verdict, text: str) -> None:
        """Add or replace the decision's line, keeping the log in the game's order."""
        item = self._items.get(verdict.index)
        if item is None:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, verdict.index + 1)
            later = sorted(i for i in self._items if i > verdict.index)
            row = self.log.row(self._items[later[0]]) if later else self.log.count()
            self.log.insertItem(row, item)
            self._items[verdict.index] = item
        item.setText(text)
        if 0 <= verdict.seat < len(self.colours):
            item.setIcon(seat_icon(self.colours[verdict.seat], verdict.seat))
        if not verdict.forced and verdict.label in COLOURS and verdict.label not in ("best", "good"):
            item.setForeground(COLOURS[verdict.label])

    def item_text(self, index: int) -> str:
        item = self._items.get(index)
        return item.text() if item is not None else ""

    def select_decision(self, index: int) -> None:
        item = self._items.get(index)
        self.log.blockSignals(True)
        if item is not None:
            self.log.setCurrentItem(item)
            self.log.scrollToItem(item)
        else:
            self.log.setCurrentRow(-1)
        self.log.blockSignals(False)

    def set_summary(self, text: str) -> None:
        self.summary.setText(text)

    def _chosen(self, item: QListWidgetItem) -> None:
        self.position_requested.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def retranslate_ui(self) -> None:
        current = self.seat_choice.currentData()
        self.seat_choice.blockSignals(True)
        self.seat_choice.clear()
        self.seat_choice.addItem(self.tr("Every player"), None)
        for i, name in enumerate(self.players):
            self.seat_choice.addItem(seat_icon(self.colours[i], i) if i < len(self.colours) else self.windowIcon(),
                                     name, i)
        self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(current)))
        self.seat_choice.blockSignals(False)
        self.seat_choice.setAccessibleName(self.tr("Whose decisions to analyse"))
        self.analyse_button.setText(self.tr("&Analyse"))
        self.analyse_button.setToolTip(self.tr("Value every decision against the best move the computer finds"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress.setAccessibleName(self.tr("Decisions analysed"))
        self.log.setAccessibleName(self.tr("Analysed decisions"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "log"):
            self.retranslate_ui()
        super().changeEvent(event)
