"""The score log: every event of the game in plain, translated sentences (a scoring without
its explanations, which are in the entry's tooltip: the panel is narrow).

The list follows ``game.events`` (an undo removes the lines it took back), brought up to date
once per change after the window has repainted (``flush`` does it at once; reading the
entries, or the list taking the keyboard, does too). Clicking an entry,
or moving to it with the keyboard and pressing Enter, emits ``highlight_requested(cells)``
with the board cells of the feature it is about, so the board can light it up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.engine import Event
from carc_desktop.texts.event_text import event_cells, event_players, score_log_parts, worth_listing
from carc_desktop.texts.translate import TextContext

from ..common.text_size import style
from ..dialogs.common import seat_icon

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.change import GameChange
    from carc_desktop.engine import Game

CELLS_ROLE = Qt.ItemDataRole.UserRole

STYLE = """
QFrame#ScoreLog { background: #342d25; }
QFrame#ScoreLog QLabel { color: #d8c8a6; }
QListWidget#ScoreLogList { background: #3d352b; color: #f6ecd4; border: 1px solid #463c30;
                           selection-background-color: #6e5c43; }
QListWidget#ScoreLogList::item { padding: 3px 0px; border-bottom: 1px solid #463c30; }
"""


class EntryList(QListWidget):
    """The log's list; ``on_focus`` is called as it takes the keyboard focus.

    An override of the one handler, not an event filter: a filter brings every event of the
    list (paints, layouts, hovers, dozens per computer move) to Python, each waiting for the
    GIL while a computer thinks; an override not written in Python costs no Python call."""

    def __init__(self, parent: QWidget, on_focus: Callable[[], None]) -> None:
        super().__init__(parent)
        self._on_focus = on_focus

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._on_focus()  # the keyboard arrives at the entries as they are now
        super().focusInEvent(event)


class ScoreLog(TextContext, QFrame):
    #: The cells of the feature an entry is about (list of (x, y)); empty = clear.
    highlight_requested = Signal(list)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("ScoreLog")
        style(self, STYLE)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        # How to use the list is its tooltip, not a line above it: the narrow panel's
        # height goes to the entries.
        self.list = EntryList(self, self.flush)
        self.list.setObjectName("ScoreLogList")
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)  # long entries wrap, never end in "..."
        self.list.setUniformItemSizes(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        box.addWidget(self.list, 1)
        self._game: Game | None = None
        #: The events shown, one per line (compared by identity with ``game.events``).
        self._shown: list[Event] = []
        self.list.itemClicked.connect(self._activate)
        self.list.itemActivated.connect(self._activate)
        self.list.currentItemChanged.connect(self._current_changed)
        #: The final scoring is stepping through in its dialog: its entries and the winner wait.
        self.holding_final = False
        #: A new game came since the last update: the list is built afresh.
        self._new_game = False
        self._later = LaterOnce(lambda: self._update(), self)
        #: What ``state_changed`` told last: the list is written from its game.
        self._told: GameChange | None = None
        controller.state_changed.connect(self._state_changed)
        controller.game_started.connect(self._game_started)
        # Entries added together (the log updated once for several moves) wrap again when
        # the scroll bar appears and grow taller after the list scrolled to its end: a list
        # at its end stays there.
        bar = self.list.verticalScrollBar()
        self._at_end = True
        bar.valueChanged.connect(lambda value: setattr(self, "_at_end", value >= bar.maximum()))
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._at_end else None)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language: the fixed ones and every entry, written
        afresh from the game's events (at start and on LanguageChange)."""
        self.setAccessibleName(ScoreLog.tr("Score log"))
        self.list.setAccessibleName(ScoreLog.tr("Score log entries"))
        self.list.setAccessibleDescription(ScoreLog.tr("Click an entry to show its feature on the board."))
        self.list.setToolTip(ScoreLog.tr("Click an entry to show its feature on the board."))
        row = self.list.currentRow()
        self.rebuild()
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "list"):
            self.retranslate()
        super().changeEvent(event)

    # --- following the game -------------------------------------------------------------------
    def flush(self) -> None:
        """Bring the list up to date now if an update is still to come (it comes after
        the window has shown the change: a computer's move stays one short pass)."""
        self._later.flush()

    def hold_final(self, hold: bool) -> None:
        """Leave out the final scorings and the game's end until ``hold_final(False)``
        (the end-of-game dialog shows them step by step first)."""
        self.holding_final = hold
        self._later.flush()
        self.sync()

    def _state_changed(self, change: GameChange) -> None:
        self._told = change
        self._later.ask()

    def told_game(self) -> Game | None:
        """The game the list follows: the one ``state_changed`` told last (for a log made
        after that, the controller's last change)."""
        told = self._told if self._told is not None else self.controller.change
        return None if told is None else told.game

    def _game_started(self) -> None:
        self._told = self.controller.change
        self.holding_final = False
        self._new_game = True
        self._later.ask()

    def _update(self) -> None:
        if self._new_game:
            self.rebuild()
        else:
            self.sync()

    def rebuild(self) -> None:
        self._new_game = False
        self.list.clear()
        self._shown = []
        self._game = self.told_game()
        self.sync()

    def sync(self) -> None:
        """Bring the list in line with ``game.events`` (appending, or dropping undone lines;
        scorings that paid nobody anything are left out, see ``worth_listing``)."""
        game = self.told_game()
        if game is None:
            return
        events = [e for e in game.events if worth_listing(e)]
        if self.holding_final:
            events = [e for e in events if e.type != "game_over" and
                      not (e.type == "score" and e.data.get("reason") == "final")]
        if game is not self._game:
            self.list.clear()
            self._shown = []
            self._game = game
        # An undo (maybe followed by other moves) took lines back: keep the common prefix.
        keep = 0
        limit = min(len(self._shown), len(events))
        while keep < limit and self._shown[keep] is events[keep]:
            keep += 1
        while len(self._shown) > keep:
            self.list.takeItem(len(self._shown) - 1)
            self._shown.pop()
        new = events[keep:]
        if not new:
            return
        for ev in new:
            self.list.addItem(self._make_item(game, ev))
            self._shown.append(ev)
        self.list.scrollToBottom()

    def _make_item(self, game: Game, ev: Event) -> QListWidgetItem:
        # Short for the narrow panel: who scores what; why (a Land Surveyors tile, a rule
        # choice) is in the tooltip and read out with it.
        text, notes = score_log_parts(ev, game)
        item = QListWidgetItem(text)
        cells = [list(c) for c in event_cells(ev, game)]
        item.setData(CELLS_ROLE, cells)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{text} {notes}" if notes else text)
        players = [p for p in event_players(ev) if 0 <= p < len(game.players)]
        if players:
            item.setIcon(seat_icon(game.players[players[0]].color, players[0]))
        tips = [notes] if notes else []
        if cells:
            tips.append(ScoreLog.tr("Click to show it on the board"))
        if tips:
            item.setToolTip("\n".join(tips))
        if ev.type == "score" and ev.data.get("reason") == "final":
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        if ev.type == "game_over":
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        return item

    # --- reading it ------------------------------------------------------------------------------
    def texts(self) -> list[str]:
        self.flush()
        return [self.list.item(i).text() for i in range(self.list.count())]

    def cells_at(self, row: int) -> list[tuple[int, int]]:
        item = self.list.item(row)
        if item is None:
            return []
        return [(int(c[0]), int(c[1])) for c in (item.data(CELLS_ROLE) or [])]

    def _activate(self, item: QListWidgetItem) -> None:
        self.highlight_requested.emit(self.cells_at(self.list.row(item)))

    def _current_changed(self, current: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        # Keyboard users see the feature as they move through the list.
        if current is not None and self.list.hasFocus():
            self.highlight_requested.emit(self.cells_at(self.list.row(current)))
