"""End of game: the final scoring step by step, then the ranking (place, name, total and the
points by category, which add up to the final scores) and the winner(s). "Play again" asks
for the same setup. While the steps run, ``running_changed`` gives the totals so far and
``results_revealed`` says when the ranking opens: the window behind follows the steps and
shows no final score or winner before that.

:func:`score_breakdown` is the game review's points by category (``controller/review.py``):
the feature's kind for what it paid, scoring items by their code, and the Land Surveyors
share measured by the engine (the same record replayed without the tiles), so the UI never
restates a scoring rule. The categories of a player always add up to his score. Which
categories there are is each expansion's to say (``engine/categories.py``), and their
names too (``ui.expansions.category_name``): this table names none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller.review import GameReview, review_of_game
from carc_desktop.engine import Event, winners
from carc_desktop.texts.event_text import event_text, fill, join_names, plural_en, worth_listing
from carc_desktop.texts.translate import TextContext

from ..board.art import colour_by_name
from ..expansions import category_name
from ..review.chart import ScoreRaceChart
from .common import seat_icon

if TYPE_CHECKING:
    from carc_desktop.engine import Game

    from ..review.review_window import ReviewWindow


#: The dialog's size when the screen has room for it; smaller screens get what they have.
PREFERRED_SIZE = QSize(900, 900)
#: The score-race chart is never squeezed below this height.
CHART_MIN_PX = 180
#: Kept free around the dialog on a small screen (window frame and title bar, a panel).
SCREEN_MARGIN = QSize(24, 64)

def score_breakdown(game: Game) -> list[dict[str, int]]:
    """Per player, points by category, as the game's review measured them with the engine."""
    return review_of_game(game).categories_at()


class ResultsTable(QTableWidget):
    """The points table, exactly as tall as its rows (no empty block under them, no
    scrolling) and with its columns widened evenly to fill its width (no empty block
    beside them): what is left of the dialog goes to the chart."""

    def fit_contents(self) -> None:
        """Measure the columns' natural widths and fix the height to the rows (after filling)."""
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._natural = [header.sectionSize(c) for c in range(self.columnCount())]
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        frame = 2 * self.frameWidth()
        # The header's hint, not its width: before the first show its width is still 0, and
        # the players' names then pushed the last columns out of view at a large text size.
        self.setMinimumWidth(sum(self._natural) + self.verticalHeader().sizeHint().width() + frame)
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(header.height() + rows + frame)
        self._spread()

    def _spread(self) -> None:
        natural = getattr(self, "_natural", [])
        if not natural:
            return
        extra = max(0, self.viewport().width() - sum(natural))
        header = self.horizontalHeader()
        for c, width in enumerate(natural):
            header.resizeSection(c, width + extra // len(natural) + (1 if c < extra % len(natural) else 0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._spread()


def final_events(game: Game) -> list[Event]:
    """The scorings after the last tile, in the order they happened."""
    return [e for e in game.events if e.type == "score" and e.data.get("reason") == "final"]


def places(scores: list[int]) -> list[int]:
    """Each player's place (1 = first; equal scores share a place, the next place skips)."""
    return [1 + sum(1 for other in scores if other > mine) for mine in scores]


class EndOfGameDialog(TextContext, QDialog):
    #: The players want another game with the same setup.
    play_again_requested = Signal()
    #: The totals after the steps shown so far (the window behind shows these, not the end).
    running_changed = Signal(list)
    #: Every step is shown and the ranking is open: the window may show the final scores.
    results_revealed = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None, step_ms: int = 0,
                 hints: list[int] | None = None, review: GameReview | None = None) -> None:
        """``hints``: hints each player used (a column when anyone used one); ``review``:
        the game's review if it is already built (``ReviewAhead``), else it is built here."""
        super().__init__(parent)
        self.game = game
        self.hints = list(hints) if hints and any(hints) and len(hints) == len(game.players) else []
        self.setObjectName("EndOfGameDialog")
        # the steps: every final scoring but those that paid nobody anything (they change no
        # total, and six players' empty fields made a long list of "0 points")
        self.events = [e for e in final_events(game) if worth_listing(e)]
        start = game.score_before_final if game.score_before_final is not None else list(game.scores)
        self._start = list(start)
        self.running = list(start)
        self.shown = 0
        #: The ranking is shown (every step done, or the steps skipped).
        self.revealed = False

        box = QVBoxLayout(self)
        self.steps_title = QLabel(self)
        box.addWidget(self.steps_title)
        self.steps = QListWidget(self)
        self.steps.setObjectName("final_steps")
        self.steps.setWordWrap(True)
        self.steps.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps.setMinimumHeight(3 * self.steps.fontMetrics().height() + 16)
        box.addWidget(self.steps, 1)
        self.running_label = QLabel(self)
        self.running_label.setObjectName("running_scores")
        self.running_label.setWordWrap(True)
        box.addWidget(self.running_label)

        step_row = QHBoxLayout()
        self.next_button = QPushButton(self)
        self.all_button = QPushButton(self)
        step_row.addWidget(self.next_button)
        step_row.addWidget(self.all_button)
        step_row.addStretch(1)
        box.addLayout(step_row)
        self.next_button.clicked.connect(self.next_step)
        self.all_button.clicked.connect(self.show_all)

        self.table = ResultsTable(self)
        self.table.setObjectName("breakdown")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(max(self.fontMetrics().height(), 16) + 10)  # a swatch and a name
        box.addWidget(self.table)
        self.winner_label = QLabel(self)
        self.winner_label.setObjectName("winner")
        self.winner_label.setWordWrap(True)
        font = QFont(self.winner_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.winner_label.setFont(font)
        box.addWidget(self.winner_label)

        self.review = review if review is not None else review_of_game(game)
        self.chart = ScoreRaceChart(self)
        self.chart.set_review(self.review, [p.name for p in game.players],
                              [colour_by_name(p.color) for p in game.players])
        self.chart.setMinimumHeight(CHART_MIN_PX)
        self.chart.position_requested.connect(self.open_review)
        box.addWidget(self.chart, 2)

        self.buttons = QDialogButtonBox(self)
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(lambda: self.open_review(self.review.length))
        self.analyse_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.analyse_button.clicked.connect(lambda: self.open_review(self.review.length).analyse())
        self.play_again = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.play_again.clicked.connect(self._play_again)
        self.close_button.clicked.connect(self.reject)
        box.addWidget(self.buttons)

        self.breakdown = self.review.categories_at()
        self._fill_table()
        self.table.hide()
        self.chart.hide()
        self.winner_label.hide()
        self.retranslate_ui()
        self._fitted = False
        self.resize(PREFERRED_SIZE)

        self._timer = QTimer(self)
        self._timer.setInterval(max(1, step_ms))
        self._timer.timeout.connect(self.next_step)
        if not self.events:
            self.show_all()
        elif step_ms > 0:
            self._timer.start()
        self.next_button.setDefault(bool(self.events))
        self.next_button.setFocus()

    def retranslate_ui(self) -> None:
        """Every text again in the current language: the fixed ones, the steps shown so far,
        the table headings and the result (at start and on LanguageChange)."""
        self.setWindowTitle(self.tr("Final scoring"))
        self.setAccessibleName(self.tr("Final scoring"))
        self.steps_title.setText(self.tr("Final scoring, step by step:"))
        self.steps.setAccessibleName(self.tr("Final scoring steps"))
        self.next_button.setText(self.tr("&Next step"))
        self.next_button.setAccessibleName(self.tr("Show the next final scoring"))
        self.all_button.setText(self.tr("Show &all"))
        self.all_button.setAccessibleName(self.tr("Show every final scoring and the results"))
        self.table.setAccessibleName(self.tr("Points by player and category"))
        self.review_button.setText(self.tr("&Review the Game\u2026"))
        self.review_button.setAccessibleName(self.tr("Step through the game from its start"))
        self.analyse_button.setText(self.tr("Anal&yse the Game\u2026"))
        self.analyse_button.setToolTip(self.tr("Where each player gained and lost points, with the better moves"))
        self.play_again.setText(self.tr("&Play again"))
        self.play_again.setAccessibleName(self.tr("Play again with the same players and rules"))
        for i in range(min(self.steps.count(), len(self.events))):
            self.steps.item(i).setText(event_text(self.events[i], self.game))
        self.table.setHorizontalHeaderLabels(self._headings())
        self.table.fit_contents()
        self._update_running()
        if not self.winner_label.isHidden():
            self.winner_label.setText(self.winner_text())
            self.winner_label.setAccessibleName(self.winner_label.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "breakdown"):
            self.retranslate_ui()
        super().changeEvent(event)

    def fit_into(self, area: QRect) -> None:
        """Take the preferred size, or what ``area`` (a screen's free part) has room for."""
        self._fitted = True
        room = area.size() - SCREEN_MARGIN
        self.resize(PREFERRED_SIZE.boundedTo(room).expandedTo(self.minimumSizeHint()))

    def showEvent(self, event: QShowEvent) -> None:
        screen = (self.parentWidget() or self).screen()
        if not self._fitted and screen is not None:
            self.fit_into(screen.availableGeometry())
        super().showEvent(event)

    # --- stepping ------------------------------------------------------------------------------
    @property
    def finished_steps(self) -> bool:
        return self.shown >= len(self.events)

    def next_step(self) -> None:
        if self.finished_steps:
            self._reveal_results()
            return
        ev = self.events[self.shown]
        for p, v in ev.points.items():
            if 0 <= p < len(self.running):
                self.running[p] += v
        item = QListWidgetItem(event_text(ev, self.game))
        players = [p for p, v in ev.points.items() if 0 <= p < len(self.game.players)]
        if players:
            item.setIcon(seat_icon(self.game.players[players[0]].color, players[0]))
        self.steps.addItem(item)
        self.steps.setCurrentItem(item)
        self.steps.scrollToItem(item)
        self.shown += 1
        self._update_running()
        self.running_changed.emit(list(self.running))
        if self.finished_steps:
            self._reveal_results()

    def show_all(self) -> None:
        while not self.finished_steps:
            self.next_step()
        self._reveal_results()

    def _reveal_results(self) -> None:
        self._timer.stop()
        self.revealed = True
        self.results_revealed.emit()
        self.next_button.setEnabled(False)
        self.all_button.setEnabled(False)
        self.table.show()
        self.chart.show()
        self.winner_label.setText(self.winner_text())
        self.winner_label.setAccessibleName(self.winner_label.text())
        self.winner_label.show()
        self.play_again.setDefault(True)
        self.play_again.setFocus()

    def _update_running(self) -> None:
        parts = [fill(self.tr("%1: %2"), p.name, s) for p, s in zip(self.game.players, self.running)]
        self.running_label.setText(fill(self.tr("Scores so far: %1"), ", ".join(parts)))

    # --- results -------------------------------------------------------------------------------
    def visible_categories(self) -> list[str]:
        """The columns: the review's (the base game's always, the others where anyone scored)."""
        return self.review.used_categories()

    def _fill_table(self) -> None:
        """The ranking: a row per player from the first place down (place, name with his
        colour, total, then the points by category and the hints used)."""
        cats = self.visible_categories()
        game = self.game
        totals = [sum(row.values()) for row in self.breakdown]
        place = places(totals)
        #: The player of each row.
        self.row_players = sorted(range(len(game.players)), key=lambda i: (place[i], i))
        self.table.setColumnCount(len(cats) + 2 + bool(self.hints))
        self.table.setRowCount(len(game.players))
        self.table.setHorizontalHeaderLabels(self._headings())
        best = set(winners(game.scores))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, i in enumerate(self.row_players):
            row = self.breakdown[i]
            bold = QFont(self.table.font())
            bold.setBold(True)
            rank = QTableWidgetItem(fill(self.tr("%1.", "a place in the ranking"), place[i]))
            rank.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            rank.setData(Qt.ItemDataRole.UserRole, place[i])
            self.table.setItem(r, 0, rank)
            total = QTableWidgetItem(str(totals[i]))
            total.setTextAlignment(right)
            total.setFont(bold)
            self.table.setItem(r, 1, total)
            for j, c in enumerate(cats):
                item = QTableWidgetItem(str(row[c]))
                item.setTextAlignment(right)
                self.table.setItem(r, j + 2, item)
            head = QTableWidgetItem(game.players[i].name)
            head.setIcon(seat_icon(game.players[i].color, i))
            if i in best:
                head.setFont(bold)
                rank.setFont(bold)
            self.table.setVerticalHeaderItem(r, head)
            if self.hints:  # apart from the points: how much help each player took
                used = QTableWidgetItem(str(self.hints[i]))
                used.setTextAlignment(right)
                self.table.setItem(r, len(cats) + 2, used)
        self.table.fit_contents()

    def _headings(self) -> list[str]:
        extra = [self.tr("Hints used")] if self.hints else []
        return ([self.tr("Place"), self.tr("Total")] + [category_name(c) for c in self.visible_categories()]
                + extra)

    def table_values(self) -> list[dict[str, int]]:
        """What the table shows, in the players' order: category -> points, "total" and
        "place"."""
        cats = self.visible_categories()
        out: dict[int, dict[str, int]] = {}
        for r, i in enumerate(self.row_players):
            row = {c: int(self.table.item(r, j + 2).text()) for j, c in enumerate(cats)}
            row["total"] = int(self.table.item(r, 1).text())
            row["place"] = int(self.table.item(r, 0).data(Qt.ItemDataRole.UserRole))
            out[i] = row
        return [out[i] for i in range(len(self.row_players))]

    def winner_text(self) -> str:
        game = self.game
        best = winners(game.scores)
        if not best:
            return ""
        names = [game.players[i].name for i in best]
        points = game.scores[best[0]]
        if len(names) == 1:
            text = plural_en(self.tr("%1 wins with %n point(s)!", None, points), points)
        else:
            text = plural_en(self.tr("%1 share the victory with %n point(s) each!", None, points), points)
        return fill(text, join_names(names))

    def open_review(self, position: int) -> ReviewWindow:
        """The review window of this game, at ``position`` (the chart's clicked turn). This
        window-modal dialog steps aside first: left open, it would block the review (and hide
        it, opened behind); the review has the same chart and table."""
        from ..review.actions import show_review

        owner = self.parentWidget()
        if owner is not None:
            self.done(QDialog.DialogCode.Rejected)
        window = show_review(self.review, owner or self)
        window.go(position)
        return window

    def _play_again(self) -> None:
        self.play_again_requested.emit()
        self.accept()
