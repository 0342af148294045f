"""The decision prompt: the strip under the board that says what is asked now (it never
covers the board, so no legal cell or last tile hides under it).

Place and deploy get their own short help and buttons; any other decision kind lists
``legal_moves()`` as buttons labelled by ``move_labels``, each with its points now and effect
from the expansion's ``DETAILS`` beside it, and the choices refused now shown disabled with
the reason (``UNAVAILABLE``) -- so decisions added by an expansion need no UI change. Hovering a choice that names board cells highlights them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QSizePolicy, QVBoxLayout, QWidget)

from carc_desktop.controller import GameController
from carc_desktop.engine import Move

from carc_desktop.texts.event_text import game_over_text
from .expansions import choice_detail, unavailable_choices
from .move_labels import decision_help, decision_title, move_cells, move_label

#: Widest the prompt gets (px).
MAX_WIDTH = 680


class DecisionPanel(QFrame):
    #: Cells to highlight while a choice is hovered (empty list: none).
    hover_cells = Signal(list)
    #: Buttons that are not moves.
    new_game_requested = Signal()
    place_requested = Signal()
    rotate_requested = Signal()
    show_legal_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("DecisionPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.title = QLabel()
        self.title.setObjectName("DecisionTitle")
        self.title.setWordWrap(True)
        self.help = QLabel()
        self.help.setObjectName("DecisionHelp")
        self.help.setWordWrap(True)
        self.buttons_box = QWidget()
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(6)
        self._grid_columns = 1
        self._grid_count = 0
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("DecisionScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.buttons_box)
        self.scroll.setMaximumHeight(260)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.setSpacing(6)
        box.addWidget(self.title)
        box.addWidget(self.help)
        box.addWidget(self.scroll)
        box.addLayout(self.row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        #: The buttons of the moves on offer, by move (tests press them).
        self.move_buttons: dict[Move, QPushButton] = {}
        #: The detail line beside each choice's button (points now and effect).
        self.details: dict[QPushButton, QLabel] = {}
        self.place_button: QPushButton | None = None
        self.skip_button: QPushButton | None = None
        self._cursor_ok = False
        # Thinking changes nothing shown here (refresh reads the decider and is_computer), and
        # MainWindow recomputes _cursor_ok on rotation_changed: state_changed is enough.
        controller.state_changed.connect(self.refresh)

    def _clear(self) -> None:
        self._grid_count = 0
        for layout in (self.buttons_layout, self.row):
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget()
                if w is not None:
                    w.hide()
                    w.setParent(None)
                    w.deleteLater()
        self.move_buttons.clear()
        self.details.clear()
        self.buttons_layout.setColumnStretch(1, 0)
        self.place_button = None
        self.skip_button = None
        self.hover_cells.emit([])

    def _button(self, text: str, layout, primary: bool = False) -> QPushButton:  # type: ignore[no-untyped-def]
        b = QPushButton(text)
        b.setObjectName("PrimaryButton" if primary else "ChoiceButton")
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        # Choices are reached with Tab; the tile and figure buttons have window shortcuts and
        # leave the keyboard with the board.
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if layout is self.buttons_layout else Qt.FocusPolicy.NoFocus)
        if layout is self.buttons_layout:
            i = self._grid_count
            self._grid_count += 1
            layout.addWidget(b, i // self._grid_columns, i % self._grid_columns)
        else:
            layout.addWidget(b)
        b.show()  # now, not when the layout gets round to it: the panel measures itself at once
        return b

    def refresh(self) -> None:
        c = self.controller
        self._clear()
        self.scroll.setVisible(False)
        if not c.has_game:
            self.hide()
            return
        game = c.game
        self.show()
        if game.finished:
            self.title.setText(QCoreApplication.translate("DecisionPanel", "Game over"))
            self.help.setText(game_over_text(game))
            self.help.show()
            self.row.addStretch(1)
            b = self._button(QCoreApplication.translate("DecisionPanel", "New game"), self.row, True)
            b.clicked.connect(self.new_game_requested)
            self.row.addStretch(1)
            self._fit()
            return
        decider = game.decider
        who = game.players[decider].name if decider is not None else ""
        kind = game.phase
        if c.is_computer(decider):
            self.title.setText(QCoreApplication.translate("DecisionPanel", "%1 is thinking\u2026").replace("%1", who))
            self.help.hide()
            self._fit()
            return
        self.title.setText(decision_title(kind, who))
        text = decision_help(kind)
        self.help.setText(text)
        self.help.setVisible(bool(text))
        if kind == "place":
            self.row.addStretch(1)
            legal = self._button(QCoreApplication.translate("DecisionPanel", "Show legal cells (L)"), self.row)
            legal.clicked.connect(self.show_legal_requested)
            rot = self._button(QCoreApplication.translate("DecisionPanel", "\u21bb Rotate"), self.row)
            rot.clicked.connect(self.rotate_requested)
            self.place_button = self._button(QCoreApplication.translate("DecisionPanel", "Place here"), self.row, True)
            self.place_button.clicked.connect(self.place_requested)
            self.row.addStretch(1)
            self._update_place_button()
        elif kind == "deploy":
            n = len(c.deploy_options())
            if n:
                self.help.setText(DecisionPanel.tr(
                    "Click one of the %n marker(s) on the tile you just placed, or place no figure.",
                    None, n))
            else:
                self.help.setText(QCoreApplication.translate("DecisionPanel", "No figure can be placed on this tile."))
            self.help.show()
            self.row.addStretch(1)
            self.skip_button = self._button(QCoreApplication.translate("DecisionPanel", "No figure (S)"), self.row,
                                            primary=not n)
            self.skip_button.clicked.connect(self.controller.skip)
            self.row.addStretch(1)
        else:
            self._choices(kind)
        self._fit()

    def _choices(self, kind: str) -> None:
        """Any other decision: one button per legal move, each with what it scores now and
        does (the expansion's DETAILS) beside it, and the choices the engine refuses now
        shown disabled with the reason."""
        c = self.controller
        game = c.game
        moves = c.legal_moves()
        labels = [move_label(m, game) for m in moves]
        details = [choice_detail(m, game) for m in moves]
        refused = unavailable_choices(kind, game)
        fm = self.fontMetrics()
        row_width = sum(fm.horizontalAdvance(t) + 48 for t in labels)
        in_row = len(moves) <= 3 and row_width <= MAX_WIDTH - 40 and not any(details) and not refused
        self._grid_count = 0
        if in_row:
            self.row.addStretch(1)
            for move, label in zip(moves, labels):
                self._move_button(move, label, "", self.row)
            self.row.addStretch(1)
            return
        self.scroll.setVisible(True)
        with_details = any(details) or bool(refused)
        widest = max((fm.horizontalAdvance(t) + 48 for t in labels), default=0)
        self._grid_columns = 2 if (len(moves) > 3 and not with_details
                                   and widest <= (MAX_WIDTH - 70) // 2) else 1
        for move, label, detail in zip(moves, labels, details):
            self._move_button(move, label, detail, self.buttons_layout)
        for label, reason in refused:
            b = self._button(label, self.buttons_layout)
            b.setEnabled(False)
            b.setToolTip(reason)
            self._detail(reason, b)
        self.buttons_box.adjustSize()
        self.scroll.setFixedHeight(min(260, self.buttons_box.sizeHint().height() + 2))

    def _move_button(self, move: Move, label: str, detail: str, layout) -> QPushButton:  # type: ignore[no-untyped-def]
        b = self._button(label, layout)
        b.clicked.connect(lambda _=False, m=move: self.controller.choose(m))
        if detail:
            b.setToolTip(detail)
            self._detail(detail, b)
        cells = move_cells(move)
        if cells:
            b.setProperty("cells", cells)
            b.installEventFilter(self)
        self.move_buttons[move] = b
        return b

    def _detail(self, text: str, button: QPushButton) -> None:
        """The line beside a choice's button: its points now and its effect (wrapped)."""
        label = QLabel(text)
        label.setObjectName("ChoiceDetail")
        label.setWordWrap(True)
        label.setBuddy(button)
        row = (self._grid_count - 1) // self._grid_columns
        self.buttons_layout.addWidget(label, row, 1)
        self.buttons_layout.setColumnStretch(1, 1)
        label.show()
        self.details[button] = label

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Enter:
            cells = obj.property("cells")
            if cells:
                self.hover_cells.emit([tuple(c) for c in cells])
        elif event.type() == QEvent.Type.Leave:
            self.hover_cells.emit([])
        return False

    def set_cursor_ok(self, ok: bool) -> None:
        self._cursor_ok = ok
        self._update_place_button()

    def _update_place_button(self) -> None:
        if self.place_button is not None:
            self.place_button.setEnabled(self._cursor_ok)

    def _fit(self) -> None:
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "controller"):
            self.refresh()
        super().changeEvent(event)
