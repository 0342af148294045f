"""The review window: the board as it was after any decision of a game, with a slider,
the arrow keys, Home/End and "next scoring" (N; P goes back), the scoring log and the
scoreboard following the position, the score race and the points by category. Nothing
here changes the game: the window only reads a :class:`GameReview`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller.review import GameReview, export_record
from carc_desktop.texts.event_text import event_cells, event_text, fill

from ..board.art import colour_by_name
from ..dialogs.common import seat_icon
from ..expansions import category_name
from ..play.move_labels import move_label
from .analysis_panel import (
    COLOURS,
    GLYPHS,
    AnalysisPanel,
    better_sentence,
    label_name,
    loss_text,
    summary_text,
    verdict_text,
)
from .board import ReviewBoardView
from .breakdown import CategoryBreakdown
from .chart import ScoreRaceChart

if TYPE_CHECKING:
    from carc_desktop.engine import Game


#: What the window asks for; a smaller screen gets what it has room for (see fit_into).
PREFERRED_SIZE = QSize(1400, 900)
#: Kept free around the window on the screen: the title bar and the window manager's panels.
SCREEN_MARGIN = QSize(24, 64)


class ReviewWindow(QDialog):
    #: The position shown changed.
    position_changed = Signal(int)

    def __init__(self, review: GameReview, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.review = review
        self.title = title
        self.position = -1
        game = review.game
        self.colour_names = [p.color for p in game.players]
        self.colours = [colour_by_name(c) for c in self.colour_names]
        self.last_move_text = ""

        self.board = ReviewBoardView(self)
        self.scoreboard = QTableWidget(self)
        self.scoreboard.setObjectName("ReviewScoreboard")
        self.scoreboard.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scoreboard.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scoreboard.setTabKeyNavigation(False)
        self.scoreboard.setColumnCount(3)
        self.scoreboard.setRowCount(len(game.players))
        self.scoreboard.verticalHeader().hide()
        self.scoreboard.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Six players on a small screen: every row shown (no scrolling), names whole, the
        # two number columns as narrow as their headings and numbers (see _fit_panels).
        for column in (1, 2):
            self.scoreboard.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.scoreboard.setWordWrap(False)
        self.scoreboard.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.scoreboard.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreboard.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreboard.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.scoreboard.verticalHeader().setDefaultSectionSize(max(self.fontMetrics().height(), 16) + 8)
        self.log_title = QLabel(self)
        self.log_title.setWordWrap(True)  # long in German at a small screen's width
        self.log = QListWidget(self)
        self.log.setObjectName("ReviewLog")
        self.log.setWordWrap(True)
        self.log_title.setBuddy(self.log)
        self.status = QLabel(self)
        self.status.setObjectName("ReviewStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        self.chart = ScoreRaceChart(self)
        self.chart.set_review(review, review.players, self.colours)
        self.chart_choice = QComboBox(self)
        self.chart_choice.setObjectName("ChartCategory")
        self.breakdown = CategoryBreakdown(self)
        self.breakdown.set_review(review, self.colour_names)
        chart_page = QWidget(self)
        chart_box = QVBoxLayout(chart_page)
        chart_box.setContentsMargins(0, 0, 0, 0)
        choice_row = QHBoxLayout()
        self.chart_choice_label = QLabel(self)
        self.chart_choice_label.setBuddy(self.chart_choice)
        choice_row.addWidget(self.chart_choice_label)
        choice_row.addWidget(self.chart_choice)
        choice_row.addStretch(1)
        chart_box.addLayout(choice_row)
        chart_box.addWidget(self.chart, 1)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(chart_page, "")
        self.tabs.addTab(self.breakdown, "")
        self.analysis_panel = AnalysisPanel(review.players, self.colour_names, self)
        self.tabs.addTab(self.analysis_panel, "")
        self.analysis = None
        self.verdicts: dict = {}
        self._better_text = ""

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("ReviewSlider")
        self.slider.setRange(0, review.length)
        self.slider.setPageStep(10)
        self.buttons: dict[str, QToolButton] = {}
        self.actions: dict[str, QAction] = {}
        controls = QHBoxLayout()
        keys = {"start": ["Home"], "back": ["Left"], "forward": ["Right"], "end": ["End"],
                "previous_scoring": ["P", "Shift+N"], "next_scoring": ["N"]}
        slots = {"start": lambda: self.go(0), "back": lambda: self.go(self.position - 1),
                 "forward": lambda: self.go(self.position + 1), "end": lambda: self.go(self.review.length),
                 "previous_scoring": self.previous_scoring, "next_scoring": self.next_scoring}
        for name in ("start", "back", "forward", "end", "previous_scoring", "next_scoring"):
            action = QAction(self)
            action.setObjectName(f"review_{name}")
            action.setShortcuts([QKeySequence(k) for k in keys[name]])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slots[name])
            self.addAction(action)
            self.actions[name] = action
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.buttons[name] = button
        for name in ("start", "back"):
            controls.addWidget(self.buttons[name])
        controls.addWidget(self.slider, 1)
        for name in ("forward", "end", "previous_scoring", "next_scoring"):
            controls.addWidget(self.buttons[name])
        for name, seq in (("zoom_in", "Ctrl++"), ("zoom_out", "Ctrl+-"), ("zoom_fit", "Ctrl+0")):
            action = QAction(self)
            action.setShortcut(QKeySequence(seq))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
            self.actions[name] = action
        self.actions["zoom_in"].triggered.connect(lambda: self.board.zoom_by(1.2))
        self.actions["zoom_out"].triggered.connect(lambda: self.board.zoom_by(1 / 1.2))
        self.actions["zoom_fit"].triggered.connect(self.board.reset_zoom)

        self.export_picture_button = QPushButton(self)
        self.export_record_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.export_picture_button.clicked.connect(self.ask_export_picture)
        self.export_record_button.clicked.connect(self.ask_export_record)
        self.close_button.clicked.connect(self.reject)
        self.close_button.setAutoDefault(False)
        for b in (self.export_picture_button, self.export_record_button):
            b.setAutoDefault(False)

        self.right = right = QWidget(self)
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(self.status)
        right_box.addWidget(self.scoreboard)
        right_box.addWidget(self.log_title)
        right_box.addWidget(self.log, 1)
        top = QSplitter(Qt.Orientation.Horizontal, self)
        top.addWidget(self.board)
        top.addWidget(right)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 1)
        top.setSizes([1000, 420])
        main = QSplitter(Qt.Orientation.Vertical, self)
        main.addWidget(top)
        main.addWidget(self.tabs)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        main.setSizes([560, 330])
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_picture_button)
        bottom.addWidget(self.export_record_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        box = QVBoxLayout(self)
        box.addWidget(main, 1)
        box.addLayout(controls)
        box.addLayout(bottom)

        self._fill_log()
        self.slider.valueChanged.connect(self.go)
        self.log.itemActivated.connect(self._log_item_chosen)
        self.log.itemClicked.connect(self._log_item_chosen)
        self.chart.position_requested.connect(self.go)
        self.chart_choice.currentIndexChanged.connect(self._chart_category_chosen)
        self.analysis_panel.analyse_requested.connect(self.analyse)
        self.analysis_panel.cancel_requested.connect(self.cancel_analysis)
        self.analysis_panel.position_requested.connect(self.go)
        self._load_kept_analysis()
        self.retranslate_ui()
        self._fitted = False
        self.resize(PREFERRED_SIZE)
        self.go(review.length)
        self.slider.setFocus()

    def fit_into(self, area: QRect) -> None:
        """Take the preferred size, or what ``area`` (a screen's free part) has room for,
        centred in it."""
        self._fitted = True
        room = area.size() - SCREEN_MARGIN
        size = PREFERRED_SIZE.boundedTo(room).expandedTo(self.minimumSizeHint()).boundedTo(room)
        self.resize(size)
        frame = QRect(QPoint(0, 0), size)
        frame.moveCenter(area.center())
        self.move(frame.topLeft())

    def showEvent(self, event: QShowEvent) -> None:
        screen = (self.parentWidget() or self).screen()
        if not self._fitted and screen is not None:
            self.fit_into(screen.availableGeometry())
        super().showEvent(event)

    # --- moving ----------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        """Show the game after ``position`` decisions (clamped to the game)."""
        review = self.review
        position = max(0, min(review.length, int(position)))
        if position == self.position:
            return
        if position > 0:  # the label of a decision reads the game as it was before it
            before = review.game_at(position - 1)
            self.last_move_text = self._who(before) + move_label(review.moves[position - 1], before)
        else:
            self.last_move_text = ""
        game = review.game_at(position)
        self.position = position
        new_events = review.events_until(position)[len(review.events_until(position - 1)):] if position else []
        cells = [c for ev in new_events if ev.points for c in event_cells(ev, game)]
        self.board.show_game(game, cells)
        self._show_verdict_at(position)
        self._update_scoreboard(game)
        self._update_log()
        self._update_status(game)
        self.chart.set_position(position)
        self.breakdown.set_position(position)
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        for name, enabled in (("start", position > 0), ("back", position > 0),
                              ("forward", position < review.length), ("end", position < review.length),
                              ("previous_scoring", review.previous_scoring(position) is not None),
                              ("next_scoring", review.next_scoring(position) is not None)):
            self.actions[name].setEnabled(enabled)
        self._fit_panels()
        self.position_changed.emit(position)

    def _fit_panels(self) -> None:
        """The panel beside the board as wide as the scoreboard needs for whole names, the
        scoreboard as tall as all its rows, the status as tall as its lines at that width,
        and the scoring log three lines at least."""
        sb = self.scoreboard
        header = sb.horizontalHeader()
        names = max((sb.fontMetrics().horizontalAdvance(sb.item(i, 0).text())
                     for i in range(sb.rowCount()) if sb.item(i, 0) is not None), default=0)
        icon = sb.iconSize().width() if sb.iconSize().width() > 0 else 16
        name_column = max(names + icon + 24, header.sectionSizeHint(0))
        width = name_column + header.sectionSize(1) + header.sectionSize(2) + 2 * sb.frameWidth() + 2
        sb.setMinimumWidth(width)
        rows = sum(sb.rowHeight(i) for i in range(sb.rowCount()))
        sb.setFixedHeight(header.height() + rows + 2 * sb.frameWidth())
        line = self.log.fontMetrics().lineSpacing()
        self.log.setMinimumHeight(3 * line + 12)
        self.right.setMinimumWidth(width)
        lines = max(1, self.status.text().count("\n") + 1)
        status_width = max(self.right.width(), width)
        self.status.setMinimumHeight(max(self.status.heightForWidth(status_width),
                                         lines * self.status.fontMetrics().lineSpacing()))

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self.position >= 0:
            self._fit_panels()

    def next_scoring(self) -> None:
        target = self.review.next_scoring(self.position)
        if target is not None:
            self.go(target)

    def previous_scoring(self) -> None:
        target = self.review.previous_scoring(self.position)
        if target is not None:
            self.go(target)

    def _who(self, game: Game) -> str:
        decider = game.decider
        if decider is None:
            return ""
        return fill(self.tr("%1: "), game.players[decider].name)

    # --- the panels ------------------------------------------------------------------------------
    def _update_scoreboard(self, game: Game) -> None:
        scores = self.review.scores_at(self.position)
        decider = game.decider
        bold = QFont(self.scoreboard.font())
        bold.setBold(True)
        for i, p in enumerate(game.players):
            name = QTableWidgetItem(p.name)
            name.setIcon(seat_icon(p.color, i))
            if i == decider:
                name.setFont(bold)
                name.setToolTip(self.tr("To decide next"))
            score = QTableWidgetItem(str(scores[i]))
            score.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            supply = QTableWidgetItem(str(game.supply[i].get("follower", 0)))
            supply.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for j, item in enumerate((name, score, supply)):
                self.scoreboard.setItem(i, j, item)

    def scoreboard_values(self) -> list[tuple[str, int, int]]:
        """(name, score, followers in supply) per row, as shown."""
        sb = self.scoreboard
        return [(sb.item(i, 0).text(), int(sb.item(i, 1).text()), int(sb.item(i, 2).text()))
                for i in range(sb.rowCount())]

    def _fill_log(self) -> None:
        self.log.clear()
        game = self.review.game
        for m in self.review.marks:
            item = QListWidgetItem(event_text(m.event, game))
            item.setData(Qt.ItemDataRole.UserRole, m.position)
            who = [p for p, v in m.event.points.items() if v]
            if who:
                item.setIcon(seat_icon(self.colour_names[who[0]], who[0]))
            self.log.addItem(item)

    def _update_log(self) -> None:
        current = -1
        grey = QColor(self.palette().text().color())
        grey.setAlpha(110)
        for i, m in enumerate(self.review.marks):
            item = self.log.item(i)
            item.setForeground(self.palette().text() if m.position <= self.position else grey)
            if m.position <= self.position:
                current = i
        self.log.blockSignals(True)
        if current >= 0:
            self.log.setCurrentRow(current)
            self.log.scrollToItem(self.log.item(current))
        else:
            self.log.setCurrentRow(-1)
        self.log.blockSignals(False)

    def _log_item_chosen(self, item: QListWidgetItem) -> None:
        self.go(int(item.data(Qt.ItemDataRole.UserRole)))

    # --- analysis --------------------------------------------------------------------------------
    def _analysed_record(self) -> dict:
        """The record as far as the review could follow it."""
        return {**self.review.record, "moves": list(self.review.record.get("moves", []))[:self.review.length]}

    def _load_kept_analysis(self) -> None:
        from carc_desktop.controller.analysis import kept_verdicts

        # In the game's order: each line's label walks the review's game one step on.
        for _i, v in sorted(kept_verdicts(self._analysed_record(), self.review.path).items()):
            self._add_verdict(v, refresh=False)
        self.review.game_at(max(0, self.position))
        if self.verdicts:
            self.analysis_panel.set_note(self.tr("The analysis kept with this game."))
            self._refresh_analysis()

    def analyse(self) -> None:
        """Review > Analyse: value the chosen players' decisions in the background."""
        from carc_desktop.controller.analysis import GameAnalysis

        if self.analysis is not None and self.analysis.running:
            return
        # No parent: the run's threads keep it alive until they end, even after this window
        # is closed (its connections to the window go with the window).
        self.analysis = GameAnalysis(self._analysed_record(), self.review.path, self.analysis_panel.seats())
        self.analysis.verdict.connect(self._add_verdict)
        self.analysis.progress.connect(self.analysis_panel.set_progress)
        self.analysis.finished.connect(self._analysis_finished)
        self.analysis_panel.set_running(True)
        self.analysis_panel.set_note(self.tr("Analysing… the results appear as they come."))
        self.tabs.setCurrentWidget(self.analysis_panel)
        self.analysis.start()

    def cancel_analysis(self) -> None:
        if self.analysis is not None and self.analysis.running:
            self.analysis.cancel()
            self.analysis_panel.cancel_button.setEnabled(False)
            self.analysis_panel.set_note(self.tr("Stopping after the decisions being thought…"))

    def _analysis_finished(self, complete: bool) -> None:
        self.analysis_panel.set_running(False)
        error = self.analysis.error if self.analysis is not None else ""
        if error:
            self.analysis_panel.set_note(fill(self.tr("The analysis stopped: %1"), error))
        elif complete:
            self.analysis_panel.set_note(self.tr("Every decision analysed."))
        else:
            self.analysis_panel.set_note(self.tr("Cancelled. Analyse again to go on where it stopped."))

    def _add_verdict(self, verdict, refresh: bool = True) -> None:  # type: ignore[no-untyped-def]
        self.verdicts[verdict.index] = verdict
        self.analysis_panel.show_verdict(verdict, self._verdict_line(verdict, restore=refresh))
        if refresh:
            self._refresh_analysis()
            if verdict.index == self.position - 1:
                self.go_again()

    def _verdict_line(self, verdict, restore: bool = True) -> str:  # type: ignore[no-untyped-def]
        if verdict.index >= self.review.length:
            return ""
        game = self.review.game_at(verdict.index)
        who = game.players[verdict.seat].name if 0 <= verdict.seat < len(game.players) else "?"
        text = verdict_text(verdict, who, move_label(self.review.moves[verdict.index], game))
        if restore:
            self.review.game_at(max(0, self.position))
        return text

    def _refresh_analysis(self) -> None:
        from carc_desktop.controller.analysis import summarise

        marks = []
        for v in self.verdicts.values():
            sign = GLYPHS.get(v.label)
            if sign and not v.forced and v.index < self.review.length:
                marks.append((self.review.turn_at[v.index] + 1, v.seat, sign, COLOURS[v.label]))
        self.chart.set_analysis(marks)
        seats = sorted({v.seat for v in self.verdicts.values()})
        lines = []
        for s in summarise(list(self.verdicts.values()), seats):
            name = self.review.players[s.seat] if s.seat < len(self.review.players) else "?"
            lines.append(summary_text(s, name, self._short_move))
        self.analysis_panel.set_summary("\n".join(lines))

    def _short_move(self, index: int) -> str:
        v = self.verdicts.get(index)
        return fill(self.tr("%1, %2"), label_name(v.label), loss_text(v.loss)) if v is not None else ""

    def _show_verdict_at(self, position: int) -> None:
        """The label of the decision just shown; for a costly one the better move as a
        ghost on the board and one sentence from the engine's preview of both."""
        from carc_desktop.controller.analysis import plan_facts, shows_better
        from carc_desktop.engine import move_from_record

        self.board.clear_better()
        self._better_text = ""
        verdict = self.verdicts.get(position - 1) if position > 0 else None
        self.analysis_panel.select_decision(position - 1)
        if verdict is None:
            return
        sign = GLYPHS.get(verdict.label, "")
        label = label_name(verdict.label) + (f" {sign}" if sign else "")
        if verdict.forced:
            self._better_text = self.tr("Analysis: the only move.")
            return
        self._better_text = fill(self.tr("Analysis: %1 (%2)."), label, loss_text(verdict.loss))
        if not shows_better(verdict):
            return
        before = self.review.game_at(position - 1)
        best_plan = [verdict.best] + verdict.best_plan
        best = plan_facts(before, best_plan, verdict.seat)
        played = plan_facts(before, verdict.played_plan or [verdict.played], verdict.seat)
        sentence = better_sentence(best, played, verdict.loss)
        try:
            better = move_label(move_from_record(verdict.best), before)
            self.board.show_better(before, [move_from_record(m) for m in best_plan], verdict.seat, sentence)
        except ValueError:
            better = ""
        self.review.game_at(position)
        if better:
            self._better_text += "\n" + fill(self.tr("Better: %1 (shown pale on the board)."), better)
        self._better_text += "\n" + sentence

    def reject(self) -> None:
        if self.analysis is not None:
            self.analysis.cancel()
        super().reject()

    def _update_status(self, game: Game) -> None:
        review = self.review
        if self.position == 0:
            where = self.tr("Before the first decision")
        else:
            where = fill(self.tr("Decision %1 of %2, turn %3"), self.position, review.length,
                         review.turn_at[self.position - 1] + 1)
        lines = [where]
        if self.last_move_text:
            lines.append(self.last_move_text)
        if self._better_text:
            lines.append(self._better_text)
        if self.position == review.length:
            if review.finished:
                lines.append(self.tr("The game is over."))
            elif review.error:
                lines.append(fill(self.tr("The record could not be followed further: %1"), review.error))
            else:
                lines.append(self.tr("The game was not finished."))
        self.status.setText("\n".join(lines))

    def _chart_category_chosen(self, index: int) -> None:
        self.chart.set_category(self.chart_choice.itemData(index))

    # --- exports ---------------------------------------------------------------------------------
    def ask_export_picture(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export a picture"), self._suggested("png"),
                                              self.tr("PNG images (*.png)"))
        if path:
            self.export_picture(path)

    def export_picture(self, path: str) -> bool:
        from .export import save_picture

        ok = save_picture(self.review, self.chart, path, self.position)  # the position on screen
        self.go_again()
        if not ok:
            QMessageBox.warning(self, self.tr("Export a picture"),
                                fill(self.tr("The picture could not be written to %1."), path))
        return ok

    def ask_export_record(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game record"), self._suggested("carc"),
                                              self.tr("Saved games (*.carc);;All files (*)"))
        if path:
            self.export_record(path)

    def export_record(self, path: str) -> bool:
        from carc_desktop.controller import SaveError
        from carc_desktop.texts.error_text import save_error_parts

        try:
            export_record(self.review, path)
        except SaveError as exc:
            text, detail = save_error_parts(exc)
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Export the game record"), text,
                              QMessageBox.StandardButton.Ok, self)
            if detail:
                box.setDetailedText(detail)
            box.open()
            return False
        return True

    def go_again(self) -> None:
        """Show the current position again (after something walked the review elsewhere)."""
        pos, self.position = self.position, -1
        self.go(pos)

    def _suggested(self, suffix: str) -> str:
        """The file name offered, in the user's Pictures (a picture) or Documents folder
        (a record), or the home folder: never the folder the program was started from."""
        from pathlib import Path

        from PySide6.QtCore import QStandardPaths

        names = "-".join(self.review.players)
        name = f"review-{names}.{suffix}".replace(" ", "_")
        where = QStandardPaths.StandardLocation.PicturesLocation if suffix == "png" else \
            QStandardPaths.StandardLocation.DocumentsLocation
        folder = Path(QStandardPaths.writableLocation(where) or Path.home())
        if not folder.is_dir():
            folder = Path.home()
        return str(folder / name)

    # --- language --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        title = self.tr("Game review")
        self.setWindowTitle(fill(self.tr("%1 \u2013 %2"), title, self.title) if self.title else title)
        self.setAccessibleName(title)
        texts = {
            "start": (self.tr("\u25c0\u25c0 Start"), self.tr("Go to the start of the game (Home)")),
            "back": (self.tr("\u25c0 Back"), self.tr("One decision back (Left)")),
            "forward": (self.tr("Forward \u25b6"), self.tr("One decision forward (Right)")),
            "end": (self.tr("End \u25b6\u25b6"), self.tr("Go to the end of the game (End)")),
            "previous_scoring": (self.tr("\u21e4 Previous scoring"), self.tr("Go back to the previous scoring (P)")),
            "next_scoring": (self.tr("Next scoring \u21e5"), self.tr("Go to the next scoring (N)")),
        }
        for name, (text, tip) in texts.items():
            self.actions[name].setText(text)
            self.actions[name].setToolTip(tip)
            self.actions[name].setStatusTip(tip)
            self.buttons[name].setAccessibleName(tip)
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.scoreboard.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Score"), self.tr("Followers")])
        self.scoreboard.setAccessibleName(self.tr("Scores at this point"))
        self.log_title.setText(self.tr("&Scorings (click one to go there):"))
        self.log.setAccessibleName(self.tr("Scorings"))
        self.tabs.setTabText(0, self.tr("Score race"))
        self.tabs.setTabText(1, self.tr("Points by category"))
        self.tabs.setTabText(2, self.tr("Analysis"))
        self.chart_choice_label.setText(self.tr("S&how:"))
        current = self.chart_choice.currentData()
        self.chart_choice.blockSignals(True)
        self.chart_choice.clear()
        self.chart_choice.addItem(self.tr("All points"), None)
        for c in self.review.used_categories():
            self.chart_choice.addItem(category_name(c), c)
        self.chart_choice.setCurrentIndex(max(0, self.chart_choice.findData(current)))
        self.chart_choice.blockSignals(False)
        self.export_picture_button.setText(self.tr("Export &Picture\u2026"))
        self.export_record_button.setText(self.tr("Export &Record\u2026"))
        self.close_button.setText(self.tr("&Close"))
        if self.position >= 0:
            self._fill_log()
            self.go_again()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate_ui()
        super().changeEvent(event)
