"""The decision prompt: the strip under the board that says what is asked now (it never
covers the board, so no legal cell or last tile hides under it).

Place and deploy get their own short help and buttons; any other decision kind lists
``legal_moves()`` as buttons labelled by ``move_labels``, each with its points now and effect
from the expansion's ``DETAILS`` beside it, and the choices the engine refuses now shown
disabled with its reason (``Game.refused_choices``, worded by ``ui.expansions``) -- so
decisions added by an expansion need no UI change. Hovering a choice that names board
cells highlights them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller import GameController
from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.controller.change import GameChange
from carc_desktop.engine import Game, Move
from carc_desktop.texts.event_text import fill, game_over_text
from carc_desktop.texts.translate import TextContext

from ..expansions import choice_detail, choice_short, unavailable_choices
from ..expansions.traders_and_builders import second_tile_texts
from .move_labels import decision_help, decision_title, move_cells, move_label

#: Widest the prompt gets (px).
MAX_WIDTH = 680
#: Under this height of the board area (px), choices with explanations take the compact form:
#: two buttons a row, their words wrapping, and one shared line explaining the choice under
#: the pointer or the keyboard (the long form took half the board at 1024x700).
COMPACT_BELOW = 760
#: The widest a choice's button gets in the long form (px): longer captions wrap.
LONG_FORM_BUTTON = 320
#: A compact choice button's caption margins (left/right, top/bottom; px).
_CAPTION_MARGINS = (10, 4)


class WrappingButton(QPushButton):
    """A choice's button whose words wrap onto more lines (the caption is a QLabel inside)."""

    def __init__(self, text: str, parent: QWidget | None = None, widest: int = MAX_WIDTH // 4) -> None:
        super().__init__(parent)
        #: The widest it asks to be (px, caption margins aside); longer words wrap.
        self.widest = widest
        self.caption = QLabel(text, self)
        self.caption.setObjectName("ChoiceCaption")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        #: The choice's points now and effect in a few words (compact form; hidden if none).
        self.note = QLabel(self)
        self.note.setObjectName("ChoiceNote")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.note.hide()
        mx, my = _CAPTION_MARGINS
        box = QVBoxLayout(self)
        box.setContentsMargins(mx, my, mx, my)
        box.setSpacing(1)
        box.addWidget(self.caption)
        box.addWidget(self.note)
        self.setAccessibleName(text)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        """The caption (the button's own text stays empty: the caption paints it)."""
        return self.caption.text()

    def set_note(self, text: str) -> None:
        """The few words under the caption: what the choice scores now and does."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        mx, my = _CAPTION_MARGINS
        inner = max(1, width - 2 * mx)
        note = self.note.heightForWidth(inner) + 1 if not self.note.isHidden() else 0
        return self.caption.heightForWidth(inner) + note + 2 * my

    def sizeHint(self) -> QSize:
        # The layouts take the height from heightForWidth; this one is for the width it has.
        mx, _my = _CAPTION_MARGINS
        width = min(self.caption.sizeHint().width(), self.widest) + 2 * mx
        return QSize(width, self.heightForWidth(self.width() if self.width() > width else width))

    def minimumSizeHint(self) -> QSize:
        # one line: the height comes from heightForWidth at the width the layout gives
        return QSize(120, self.caption.fontMetrics().height() + 2 * _CAPTION_MARGINS[1])


def _numbered(labels: list[str]) -> list[str]:
    """Labels that read alike (two fields north-west of La Porxada) numbered in order, so
    that every button says which it is; hovering one lights its cells on the board."""
    seen: dict[str, int] = {}
    twice = {t for t in labels if labels.count(t) > 1}
    out = []
    for text in labels:
        if text in twice:
            seen[text] = seen.get(text, 0) + 1
            text = f"{text} ({seen[text]})"
        out.append(text)
    return out


class DecisionPanel(TextContext, QFrame):
    # It hides QWidget.scroll(dx, dy), which nothing calls on the panel.
    scroll: QScrollArea  # type: ignore[assignment]

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
        #: Said instead of the result while the final scoring steps through (ui/panels/final_hold.py).
        self.final_hold_text = ""
        self.setObjectName("DecisionPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.title = QLabel()
        self.title.setObjectName("DecisionTitle")
        self.title.setWordWrap(True)
        self.help = QLabel()
        self.help.setObjectName("DecisionHelp")
        self.help.setWordWrap(True)
        #: Compact form: the one line that explains the choice under the pointer or focus.
        self.explain = QLabel()
        self.explain.setObjectName("ChoiceExplain")
        self.explain.setWordWrap(True)
        self.explain.hide()
        self.compact = False
        # The compact form's buttons, in a scroll area sized to them (see _size_compact) up to
        # a third of the board area.
        self.compact_box = QWidget()
        self.compact_grid = QGridLayout(self.compact_box)
        self.compact_grid.setContentsMargins(0, 0, 0, 0)
        self.compact_grid.setSpacing(6)
        self.compact_grid.setColumnStretch(0, 1)
        self.compact_grid.setColumnStretch(1, 1)
        self.compact_scroll = QScrollArea()
        self.compact_scroll.setObjectName("DecisionScroll")
        self.compact_scroll.setWidgetResizable(True)
        self.compact_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.compact_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.compact_scroll.setWidget(self.compact_box)
        self.compact_scroll.hide()
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
        box.addWidget(self.compact_scroll)
        box.addWidget(self.explain)
        box.addLayout(self.row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        #: The buttons of the moves on offer, by move (``move_buttons``).
        self._move_buttons: dict[Move, QPushButton] = {}
        #: The detail line beside each choice's button (points now and effect).
        self._details: dict[QPushButton, QLabel] = {}
        self._place_button: QPushButton | None = None
        self._skip_button: QPushButton | None = None
        self._cursor_ok = False
        # Thinking changes nothing shown here (refresh reads the decider and is_computer), and
        # MainWindow recomputes _cursor_ok on rotation_changed: state_changed is enough.
        self._later = LaterOnce(lambda: self.refresh(), self)
        #: What the controller last told (``state_changed``): the game whose decision is asked.
        self.shown: GameChange | None = controller.change
        controller.state_changed.connect(self._state_changed)
        #: The choices shown have explanations: their form follows the board area's height.
        self._explained = False
        #: The board area whose height chooses the form (the band over the board holds the
        #: panel itself).
        self._area = parent
        if parent is not None:
            parent.installEventFilter(self)

    # --- what is on offer (current: a refresh still to come is made first) ----------------------
    @property
    def move_buttons(self) -> dict[Move, QPushButton]:
        """The buttons of the moves on offer, by move (the hint lights one, tests press them)."""
        self.flush()
        return self._move_buttons

    @property
    def details(self) -> dict[QPushButton, QLabel]:
        """The detail line beside each choice's button (points now and effect)."""
        self.flush()
        return self._details

    @property
    def place_button(self) -> QPushButton | None:
        self.flush()
        return self._place_button

    @property
    def skip_button(self) -> QPushButton | None:
        self.flush()
        return self._skip_button

    @property
    def game(self) -> Game | None:
        """The game as the controller last told it (None before the first)."""
        return self.shown.game if self.shown is not None else None

    def _state_changed(self, change: GameChange) -> None:
        """A person to decide sees the prompt at once (with the frame that shows the move);
        while a computer decides ("… is thinking"), one refresh per change after the window
        has shown it, so that a computer's move stays one short event-loop pass. Reading the
        buttons makes a refresh still to come at once."""
        self.shown = change
        if self.controller.human_to_move or change.game.finished:
            self.refresh()
        else:
            self._later.ask()

    def flush(self) -> None:
        """Make the refresh still to come now (for whoever reads the prompt right after a
        change: a test, the keyboard)."""
        self._later.flush()

    def _clear(self) -> None:
        self._grid_count = 0
        for layout in (self.buttons_layout, self.compact_grid, self.row):
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.hide()
                    w.setParent(None)
                    w.deleteLater()
        self._move_buttons.clear()
        self._details.clear()
        self.explain.hide()
        self.compact_scroll.hide()
        self.compact = False
        self._explained = False
        self.buttons_layout.setColumnStretch(1, 0)
        self._place_button = None
        self._skip_button = None
        self.hover_cells.emit([])

    def _button(self, text: str, layout, primary: bool = False) -> QPushButton:  # type: ignore[no-untyped-def]
        if layout is self.compact_grid:
            b: QPushButton = WrappingButton(text)
        elif layout is self.buttons_layout:  # long captions wrap: the explanation beside keeps room
            b = WrappingButton(text, widest=LONG_FORM_BUTTON)
        else:
            b = QPushButton(text)
        b.setObjectName("PrimaryButton" if primary else "ChoiceButton")
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        # Choices are reached with Tab; the tile and figure buttons have window shortcuts and
        # leave the keyboard with the board.
        grid = layout is self.buttons_layout or layout is self.compact_grid
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if grid else Qt.FocusPolicy.NoFocus)
        if grid:
            i = self._grid_count
            self._grid_count += 1
            layout.addWidget(b, i // self._grid_columns, i % self._grid_columns)
        else:
            layout.addWidget(b)
        b.show()  # now, not when the layout gets round to it: the panel measures itself at once
        return b

    def refresh(self) -> None:
        self._later.pending = False
        c = self.controller
        self._clear()
        self.scroll.setVisible(False)
        game = self.game
        if game is None:
            self.hide()
            return
        self.show()
        if game.finished:
            self.title.setText(QCoreApplication.translate("DecisionPanel", "Game over"))
            self.help.setText(self.final_hold_text or game_over_text(game))
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
        extra = second_tile_texts(game)  # the builder's second tile says so
        if extra is not None:
            self.title.setText(fill(extra.title, who))
            text = extra.help
        self.help.setText(text)
        self.help.setVisible(bool(text))
        if kind == "place":
            self.row.addStretch(1)
            legal = self._button(QCoreApplication.translate("DecisionPanel", "Show legal cells (L)"), self.row)
            legal.clicked.connect(self.show_legal_requested)
            rot = self._button(QCoreApplication.translate("DecisionPanel", "\u21bb Rotate"), self.row)
            rot.clicked.connect(self.rotate_requested)
            rot.setAccessibleName(QCoreApplication.translate("TileTray", "Rotate clockwise"))
            self._place_button = self._button(QCoreApplication.translate("DecisionPanel", "Place here"), self.row, True)
            self._place_button.clicked.connect(self.place_requested)
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
            self._skip_button = self._button(QCoreApplication.translate("DecisionPanel", "No figure (S)"), self.row,
                                            primary=not n)
            self._skip_button.clicked.connect(self.controller.skip)
            self.row.addStretch(1)
        else:
            self._choices(kind)
        self._fit()

    def _choices(self, kind: str) -> None:
        """Any other decision: one button per legal move, each with what it scores now and
        does (the expansion's DETAILS) beside it, and the choices the engine refuses now
        shown disabled with the reason."""
        c = self.controller
        game = self.game
        assert game is not None  # refresh() asks only with a game
        moves = c.legal_moves()
        labels = _numbered([move_label(m, game) for m in moves])
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
        self._explained = with_details
        self.compact = with_details and self._small()
        if self.compact:
            self._compact_choices(moves, labels, details, refused)
            return
        widest = max((fm.horizontalAdvance(t) + 48 for t in labels), default=0)
        self._grid_columns = 2 if (len(moves) > 3 and not with_details
                                   and widest <= (MAX_WIDTH - 70) // 2) else 1
        self._add_choices(moves, labels, details, refused, self.buttons_layout)
        self.buttons_box.adjustSize()
        self.scroll.setFixedHeight(min(260, self.buttons_box.sizeHint().height() + 2))

    def _add_choices(self, moves: list[Move], labels: list[str], details: list[str],
                     refused: list[tuple[str, str]], layout: QGridLayout) -> None:
        """The buttons of the moves, then the refused choices disabled with their reason."""
        for move, label, detail in zip(moves, labels, details):
            self._move_button(move, label, detail, layout)
        for label, reason in refused:
            b = self._button(label, layout)
            b.setEnabled(False)
            b.setToolTip(reason)
            self._detail(reason, b)

    def _small(self) -> bool:
        area = self._area
        return area is not None and 0 < area.height() < COMPACT_BELOW

    def _compact_choices(self, moves: list[Move], labels: list[str], details: list[str],
                         refused: list[tuple[str, str]]) -> None:
        """Two wrapping buttons a row, every explanation as the button's tooltip and, for the
        choice under the pointer or the keyboard, on the one line under them (as tall as the
        longest explanation, so nothing jumps)."""
        self.scroll.setVisible(False)
        self.compact_scroll.show()
        self._grid_columns = 2
        self._add_choices(moves, labels, details, refused, self.compact_grid)
        game = self.game
        for move, b in self._move_buttons.items():  # each choice keeps its points and effect
            if isinstance(b, WrappingButton) and game is not None:
                b.set_note(choice_short(move, game))
        for b in self._details:
            if isinstance(b, WrappingButton) and not b.isEnabled():
                b.set_note(QCoreApplication.translate("DecisionPanel", "Not possible now"))
        for b in list(self._details) + list(self._move_buttons.values()):
            b.installEventFilter(self)
        self.help.hide()
        self.explain.setText(self.help.text())
        self.explain.show()
        self._size_compact()

    def _size_compact(self) -> None:
        """The shared line as tall as the longest text it may show at the panel's width, and
        the buttons as tall as they need, but the whole prompt at most about a third of the
        board area (more choices scroll)."""
        box = self.layout()
        if box is None:
            return
        margins = box.contentsMargins()
        width = max(100, self.width() - margins.left() - margins.right())
        self.explain.ensurePolished()
        fm = self.explain.fontMetrics()
        texts = [self.help.text()] + [lb.text() for lb in self._details.values()]
        tallest = max(fm.boundingRect(0, 0, width, 100000, int(Qt.TextFlag.TextWordWrap), t).height()
                      for t in texts) + 2
        self.explain.setMinimumHeight(tallest)
        self.title.ensurePolished()
        area = self._area
        budget = (area.height() if area is not None else 3 * COMPACT_BELOW) // 3
        used = (margins.top() + margins.bottom() + 2 * box.spacing() + tallest
                + self.title.heightForWidth(width))
        need = self.compact_grid.totalHeightForWidth(width)
        first_row = max((b.heightForWidth(width // 2) for b in self._move_buttons.values()), default=30)
        if need > budget - used:  # scrolling: the scroll bar takes its width from the buttons
            need = self.compact_grid.totalHeightForWidth(width - self.compact_scroll.verticalScrollBar().sizeHint().width())
        self.compact_scroll.setFixedHeight(max(first_row + 2, min(need, budget - used)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.compact and event.size().width() != event.oldSize().width():
            self._size_compact()

    def ensure_visible(self, button: QWidget) -> None:
        """Scroll the choices so that ``button`` shows."""
        for area in (self.scroll, self.compact_scroll):
            inner = area.widget()
            if area.isVisibleTo(self) and inner is not None and inner.isAncestorOf(button):
                area.ensureWidgetVisible(button)

    def _explain(self, button: QObject | None) -> None:
        """The shared line of the compact form: the explanation of ``button`` (None: the
        choice with the keyboard focus, or the decision's help)."""
        if button is None:
            button = next((b for b in self._details if b.hasFocus()), None)
        label = self._details.get(button) if button is not None else None  # type: ignore[call-overload]
        self.explain.setText(label.text() if label is not None else self.help.text())

    def _move_button(self, move: Move, label: str, detail: str, layout) -> QPushButton:  # type: ignore[no-untyped-def]
        b = self._button(label, layout)
        b.clicked.connect(lambda _=False, m=move: self.controller.choose(m))
        if detail:
            b.setToolTip(detail)
            b.setAccessibleDescription(detail)
            self._detail(detail, b)
        cells = move_cells(move)
        if cells:
            b.setProperty("cells", cells)
            b.installEventFilter(self)
        self._move_buttons[move] = b
        return b

    def _detail(self, text: str, button: QPushButton) -> None:
        """The line beside a choice's button: its points now and its effect (wrapped)."""
        label = QLabel(text)
        label.setObjectName("ChoiceDetail")
        label.setWordWrap(True)
        label.setBuddy(button)
        if self.compact:  # said on the shared line and in the tooltip, not beside the button
            label.setParent(self.compact_box)
            label.hide()
            self._details[button] = label
            return
        row = (self._grid_count - 1) // self._grid_columns
        self.buttons_layout.addWidget(label, row, 1)
        self.buttons_layout.setColumnStretch(1, 1)
        label.show()
        self._details[button] = label

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if obj is self._area:
            if kind == QEvent.Type.Resize and self._explained and self._small() != self.compact:
                QTimer.singleShot(0, self.refresh)  # the other form, once the resize is over
            return False
        if kind == QEvent.Type.Enter:
            cells = obj.property("cells")
            if cells:
                self.hover_cells.emit([tuple(c) for c in cells])
        elif kind == QEvent.Type.Leave:
            self.hover_cells.emit([])
        if self.compact and kind in (QEvent.Type.Enter, QEvent.Type.FocusIn):
            self._explain(obj)
        elif self.compact and kind in (QEvent.Type.Leave, QEvent.Type.FocusOut):
            self._explain(None)
        return False

    def set_cursor_ok(self, ok: bool) -> None:
        self._cursor_ok = ok
        self._update_place_button()

    def _update_place_button(self) -> None:
        if self._place_button is not None:
            self._place_button.setEnabled(self._cursor_ok)

    def _fit(self) -> None:
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_later"):
            self.refresh()
        super().changeEvent(event)
