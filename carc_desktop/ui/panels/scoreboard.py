"""The scoreboard: one compact card per player (``player_card.py``), every player in view.

Per player: a badge in his colour with his seat number, the name (computer players marked
with a small screen), the score, and the figures in supply and what each expansion counts
as icons with numbers; the expansions say what theirs are (``ui.expansions.card_items``),
the details (and the hints a player used) are in each card's tooltip. Above: whose turn it is and what is awaited; below:
what an expansion shows about the whole table (``ui.expansions.table_boxes``; this
module names no expansion).

The cards take the roomy shape (icons on a line of their own, the table lines wrapped)
when everything fits so; else the table lines are cut short (the whole line in the
tooltip); else the cards take one line each: every player is visible without scrolling. Should
even that not fit, the list scrolls to the player to move and keeps the one person
playing against computers in view.

While the final scoring steps through (``hold_scores``), the cards show the totals of the
steps shown so far and name no winner.

Read-only: it listens to the controller's ``state_changed`` and never changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.engine import winners
from carc_desktop.texts.event_text import fill, plural_en
from carc_desktop.texts.translate import TextContext

from ..common import a11y
from ..common.text_size import factor as text_factor
from ..common.text_size import style
from ..dialogs.common import colour_name, seat_pixmap
from ..expansions import CardItem, TableLine, card_items, phase_texts, table_boxes
from ..expansions.card_icons import shape_icon
from .player_card import BADGE_PX, ICON_PX, ElidedLabel, PlayerCard
from .resizing_scroll import ResizingScrollArea

#: Looked up once: an enum member's look-up is Python work in every refresh.
_LAYOUT_REQUEST = QEvent.Type.LayoutRequest

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.change import GameChange
    from carc_desktop.engine import Game

STYLE = """
QScrollArea#ScoreboardScroll, QWidget#ScoreboardBody { background: #342d25; border: none; }
QWidget#ScoreboardBody QLabel { color: #f1e4c8; }
QLabel#ScoreboardTurn { font-size: 13px; font-weight: 700; padding: 0px 2px 2px 2px; }
QLabel#ScoreboardTiles { color: #d9c9a3; }
QFrame#PlayerCard { background: #3d352b; border-radius: 6px; border: 1px solid #463c30; }
QFrame#PlayerCard[active="true"] { background: #6a5533; border: 2px solid #f0c850; }
QFrame#PlayerCard[winner="true"] { border: 2px solid #f0c850; }
QFrame#PlayerCard:focus { border: 2px solid #f6ecd4; }
QLabel#CardName { color: #f6ecd4; font-size: 13px; font-weight: 600; }
QFrame#PlayerCard[active="true"] QLabel#CardName { color: #fff6dc; }
QLabel#CardScore { color: #ffe6a0; font-size: 19px; font-weight: 800; }
QFrame#PlayerCard[compact="true"] QLabel#CardScore { font-size: 15px; }
QFrame#TableBox { border: 1px solid #5a4d3a; border-radius: 6px; }
QLabel#TableTitle { color: #f1e4c8; font-weight: 600; }
QLabel#TableLine { color: #e4d6b6; }
"""


#: How much wider than its minimum the scoreboard may ask to be for the players' names.
NAME_ROOM_PX = 90


def phase_text(kind: str) -> str:
    """What the pending decision is about, in a few words."""
    texts = phase_texts(kind)
    return texts.doing if texts is not None else kind.replace("_", " ")


#: How many times one width fit is made at most, each on what the last one left.
FITS_AT_MOST = 3

#: How many choices of shape the scoreboard remembers (by what they depended on).
SHAPES_KEPT = 16


class TableBox(QFrame):
    """The lines one expansion shows about the whole table, each with its icon, under a
    title (left out when room is short: the icons say which line is which, and the title
    is in the tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableBox")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(6, 2, 6, 3)
        self.box.setSpacing(1)
        self.title_label = QLabel(self)
        self.title_label.setObjectName("TableTitle")
        self.title_label.setWordWrap(True)
        self.box.addWidget(self.title_label)
        self.rows: list[tuple[QWidget, QLabel, ElidedLabel]] = []
        self.lines: list[TableLine] = []
        self.wrap = True

    def set_lines(self, lines: Sequence[TableLine]) -> None:
        while len(self.rows) < len(lines):
            row = QWidget(self)
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.setSpacing(4)
            icon = QLabel(row)
            icon.setFixedSize(ICON_PX, ICON_PX)
            text = ElidedLabel(row)
            text.setObjectName("TableLine")
            text.set_wrap(self.wrap)
            h.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
            h.addWidget(text, 1)
            self.box.addWidget(row)
            self.rows.append((row, icon, text))
        self.lines = list(lines)
        for (row, icon, text), line in zip(self.rows, lines):
            icon.setPixmap(shape_icon(line.shape or "token", ICON_PX))
            text.set_full_text(line.text)
            text.setToolTip(line.text)
            text.setAccessibleName(line.text)
            row.show()
        for row, _icon, _text in self.rows[len(lines):]:
            row.hide()

    def title(self) -> str:
        return self.title_label.text()

    def setTitle(self, title: str) -> None:
        self.title_label.setText(title)
        self.setAccessibleName(title)
        self.setToolTip(title)

    def set_titled(self, titled: bool) -> None:
        self.title_label.setVisible(titled)

    def set_wrap(self, wrap: bool) -> None:
        self.wrap = wrap
        for _row, _icon, text in self.rows:
            text.set_wrap(wrap)

    def texts(self) -> dict[str, str]:
        return {line.key: line.text for line in self.lines}


class Scoreboard(TextContext, QFrame):
    # It hides QWidget.scroll(dx, dy), which nothing calls on the scoreboard.
    scroll: ResizingScrollArea  # type: ignore[assignment]

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("Scoreboard")
        style(self, STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = ResizingScrollArea(self)
        self.scroll.setObjectName("ScoreboardScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.addWidget(self.scroll)
        body = QWidget(self.scroll)
        body.setObjectName("ScoreboardBody")
        self.scroll.setWidget(body)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(3)
        self.turn_label = ElidedLabel(body)
        self.turn_label.setObjectName("ScoreboardTurn")
        self.turn_label.set_wrap(True)
        box.addWidget(self.turn_label)
        self.cards_box = QVBoxLayout()
        self.cards_box.setSpacing(2)
        box.addLayout(self.cards_box)
        self.cards: list[PlayerCard] = []
        self.tiles_label = QLabel(body)
        self.tiles_label.setObjectName("ScoreboardTiles")
        self.tiles_label.setWordWrap(True)
        box.addWidget(self.tiles_label)
        self.boxes_layout = QVBoxLayout()
        self.boxes_layout.setSpacing(3)
        box.addLayout(self.boxes_layout)
        #: Each expansion's box about the whole table, by its module's name.
        self.table_boxes: dict[str, TableBox] = {}
        box.addStretch(1)
        self.compact = False
        #: The totals shown while the final scoring steps through (None: the game's).
        self.held_scores: list[int] | None = None
        self._choosing = False
        #: ``_shape_inputs()`` when the shape was last chosen (None: never).
        self._shaped_for: tuple[object, ...] | None = None
        #: The shape (compact, tables wrapped) chosen for each ``_shape_inputs()`` seen lately.
        self._shapes: dict[tuple[object, ...], tuple[bool, bool]] = {}
        self.scroll.on_viewport_resized = self._choose_shape
        #: The refresh asked for with refresh_later, made after the repaint.
        self._later = LaterOnce(lambda: self.refresh(), self)
        #: What ``state_changed`` told last: the cards are drawn from its game.
        self._told: GameChange | None = None
        #: The cards' items and what they were made for (the change told, its game's
        #: decisions): a computer thinking, a hint taken or the final scoring held change
        #: no item, and making them anew was a fifth of such a refresh.
        self._items: list[list[CardItem]] = []
        self._items_for: tuple[object, ...] | None = None
        #: What the width was last fitted to (``_fit_key``; None: not yet).
        self._fitted_for: tuple[object, ...] | None = None
        #: How many times the width was fitted (read by the tests).
        self.fits = 0
        controller.state_changed.connect(self._state_changed)
        controller.thinking_changed.connect(lambda _t: self.refresh_later())
        controller.game_started.connect(self._game_started)
        hints = getattr(controller, "hints", None)
        if hints is not None:
            hints.counts_changed.connect(self.refresh_later)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setAccessibleName(Scoreboard.tr("Scoreboard"))
        self.turn_label.setAccessibleName(Scoreboard.tr("Whose turn"))
        self.tiles_label.setAccessibleName(Scoreboard.tr("Tiles left"))
        for card in getattr(self, "cards", ()):
            card.shown = None  # every card's texts again, in the new language
        self._items_for = None  # and their items' sentences
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table_boxes"):
            self.retranslate()
        super().changeEvent(event)

    def focus_target(self) -> QWidget:
        """Where the keyboard goes when the scoreboard is chosen: the player to move."""
        self.flush()
        for card in self.cards:
            if card.property("active"):
                return card
        return self.cards[0] if self.cards else self

    # --- the final scoring ---------------------------------------------------------------------
    def hold_scores(self, scores: Sequence[int] | None) -> None:
        """Show ``scores`` (the totals of the final scoring's steps shown so far) and no
        winner; None shows the game's own scores again."""
        held = None if scores is None else list(scores)
        if held == self.held_scores and not self._later.pending and self.cards:
            return  # the dialog's hold taking over from the window's, at the same scores
        self.held_scores = held
        self.refresh()

    def _game_started(self) -> None:
        self.held_scores = None
        self._told = self.controller.change
        self.refresh_later()

    def _state_changed(self, change: GameChange) -> None:
        self._told = change
        self.refresh_later()

    def shown_game(self) -> Game | None:
        """The game the cards show: the one ``state_changed`` told last (for a scoreboard
        made after that, the controller's last change)."""
        told = self._told if self._told is not None else self.controller.change
        return None if told is None else told.game

    # --- data ----------------------------------------------------------------------------------
    def shown_scores(self, game: Game) -> list[int]:
        held = self.held_scores
        return list(held) if held is not None and len(held) == len(game.players) else list(game.scores)

    def cell_text(self, game: Game, player: int, column: str) -> str:
        """The player's name as shown (computers marked) or his score as shown."""
        if column == "player":
            name = game.players[player].name
            if self.controller.is_computer(player):
                name = fill(Scoreboard.tr("%1 (computer)"), name)
            return name
        if column == "score":
            return str(self.shown_scores(game)[player])
        return ""

    def turn_text(self, game: Game) -> str:
        if game.finished:
            if self.held_scores is not None:
                return Scoreboard.tr("Final scoring\u2026")
            return Scoreboard.tr("Game over: final scores")
        who = game.players[game.current].name
        decider = game.decider
        what = phase_text(game.phase)
        if self.controller.thinking and decider is not None:
            return fill(Scoreboard.tr("Turn %1: %2 is thinking (%3)\u2026"),
                        game.turn + 1, game.players[decider].name, what)
        if decider is not None and decider != game.current:
            return fill(Scoreboard.tr("Turn %1 of %2: %3 is %4"),
                        game.turn + 1, who, game.players[decider].name, what)
        return fill(Scoreboard.tr("Turn %1: %2 is %3"), game.turn + 1, who, what)

    def detail_lines(self, game: Game, player: int) -> list[str]:
        """The card's items in words (its tooltip and accessible description)."""
        return [item.text for item in card_items(game, player, ICON_PX)]

    # --- refresh -------------------------------------------------------------------------------
    def refresh_later(self) -> None:
        """Refresh once the window has shown the change: a computer's move (its move, then
        the next computer thinking) is one refresh, made outside the move's own event-loop
        pass and the repaint after it."""
        self._later.ask()

    def flush(self) -> None:
        """Make the refresh asked for with ``refresh_later`` now, if it is still to come
        (for whoever reads the cards right after a change: tests, the dock's size)."""
        self._later.flush()

    def refresh(self) -> None:
        self._later.pending = False
        c = self.controller
        game = self.shown_game()
        if game is None:
            self.turn_label.set_full_text(Scoreboard.tr("No game yet"))
            for card in self.cards:
                card.hide()
            self.tiles_label.clear()
            for tbox in self.table_boxes.values():
                tbox.hide()
            return
        n = len(game.players)
        while len(self.cards) < n:
            card = PlayerCard(self)
            card.set_compact(self.compact)
            self.cards.append(card)
            self.cards_box.addWidget(card)
        changed = False
        for i, card in enumerate(self.cards):
            if card.isVisibleTo(self) != (i < n) or not card.shown:
                changed = True
            card.setVisible(i < n)
        holding = self.held_scores is not None
        scores = self.shown_scores(game)
        active = None if game.finished else (game.decider if game.decider is not None else game.current)
        best = set(winners(game.scores)) if game.finished and not holding else set()
        hints = getattr(c, "hints", None)
        used = hints.counts if hints is not None else []
        every_items = self._card_items(game)
        for i in range(n):
            card = self.cards[i]
            player = game.players[i]
            items = every_items[i]
            computer = c.is_computer(i)
            # A refresh comes after every decision (and twice more while a computer
            # thinks); most leave a card as it was: only what changed is set again, and
            # the dock's width is worked out again only then.
            hinted = used[i] if i < len(used) else 0
            shown = (player.color, player.name, computer, scores[i], items, i == active, i in best, hinted)
            if card.shown == shown:
                continue
            changed = True
            if card.shown is None or card.shown[0] != player.color:
                card.swatch.setPixmap(seat_pixmap(player.color, i + 1, BADGE_PX))
                card.swatch.setAccessibleName(colour_name(player.color))
            card.shown = shown
            card.name.set_full_text(player.name)
            card.computer.setVisible(computer)
            card.computer.setToolTip(Scoreboard.tr("computer") if computer else "")
            card.score.setText(str(scores[i]))
            card.set_items(items)
            card.set_active(i == active, i in best)
            name = self.cell_text(game, i, "player")
            state = ""
            if i == active:
                state = Scoreboard.tr("to play now")
            elif i in best:
                state = Scoreboard.tr("winner")
            summary = plural_en(Scoreboard.tr("%1: %n point(s)", None, scores[i]), scores[i])
            summary = fill(summary, name)
            if state:
                summary = fill(Scoreboard.tr("%1 (%2)", "player summary (state)"), summary, state)
            lines = [item.text for item in items]
            if hinted:  # the help taken, with the details (not on the card itself)
                lines.append(plural_en(Scoreboard.tr("%n hint(s) used", None, hinted), hinted))
            card.setAccessibleName(summary)
            card.setAccessibleDescription("; ".join(lines))
            card.setToolTip("\n".join([summary] + lines))
        self.turn_label.set_full_text(self.turn_text(game))
        self.turn_label.setToolTip(self.turn_label.full_text)
        left = game.tiles_left()
        self.tiles_label.setText(plural_en(Scoreboard.tr("%n tile(s) left in the bag", None, left), left))
        a11y.name_with_value(self.turn_label, Scoreboard.tr("Whose turn"))
        a11y.name_with_value(self.tiles_label, Scoreboard.tr("Tiles left"))
        changed = self._refresh_tables(game) or changed
        if changed:
            self._settle()
            inputs = self._shape_inputs()
            known = self._shapes.get(inputs)
            if inputs != self._shaped_for and known is None:
                self._choose_shape()
            else:  # a shape chosen before for the same inputs (a computer thinking, then not)
                if known is not None:
                    self.set_compact(*known)
                    self._shaped_for = inputs
                self._fit_width()
        self._follow_turn(active)

    def _card_items(self, game: Game) -> list[list[CardItem]]:
        """Every player's items, made anew only for another change or game position."""
        key = (self._told, id(game), len(game.history), game.phase, game.finished)
        if key != self._items_for or len(self._items) != len(game.players):
            self._items = [card_items(game, i, ICON_PX) for i in range(len(game.players))]
            self._items_for = key
        return self._items

    def _refresh_tables(self, game: Game) -> bool:
        """The expansions' boxes about the whole table; whether any changed."""
        changed = False
        present = set()
        for name, title, lines in table_boxes(game):
            present.add(name)
            tbox = self.table_boxes.get(name)
            if tbox is None:
                tbox = TableBox(self.scroll.widget())
                tbox.set_wrap(not self.compact)
                tbox.set_titled(not self.compact)
                self.set_compact(self.compact)
                self.table_boxes[name] = tbox
                self.boxes_layout.addWidget(tbox)
            if tbox.title() != title or tbox.lines != lines or tbox.isHidden():
                changed = True
                tbox.setTitle(title)
                tbox.set_lines(lines)
                tbox.show()
        for name, tbox in self.table_boxes.items():
            if name not in present and not tbox.isHidden():
                tbox.hide()
                changed = True
        return changed

    def table_texts(self, name: str) -> dict[str, str]:
        """The lines of an expansion's table box, by key (empty when it is not shown)."""
        tbox = self.table_boxes.get(name)
        return {} if tbox is None or tbox.isHidden() else tbox.texts()

    # --- shape and size ------------------------------------------------------------------------
    def set_compact(self, compact: bool, wrap_tables: bool | None = None) -> None:
        """One line per player (compact) or two; the table lines wrapped (by default when
        not compact) or cut short."""
        self.compact = compact
        wrap = (not compact) if wrap_tables is None else wrap_tables
        for card in self.cards:
            card.set_compact(compact)
        for tbox in self.table_boxes.values():
            tbox.set_wrap(wrap)
            tbox.set_titled(not compact)
        self.tiles_label.setVisible(not compact)  # the tray and the status bar count them too
        self.turn_label.set_wrap(not compact)

    def needed_height(self, width: int | None = None) -> int:
        """The height the body needs at ``width`` (the viewport's by default), as it is now."""
        body = self.scroll.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return 0  # not built yet
        self._measure_afresh()
        viewport = self.scroll.viewport()
        w = (viewport.width() if viewport is not None else 0) if width is None else width
        return layout.heightForWidth(w) if layout.hasHeightForWidth() else layout.sizeHint().height()

    def _measure_afresh(self) -> None:
        """A shape or a text just changed: every nested layout measures afresh (innermost
        first; a changed text reaches the body only after one posted LayoutRequest per level)."""
        body = self.scroll.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return
        for child in reversed(body.findChildren(QWidget)):
            inner = child.layout()
            if inner is not None and child.isVisibleTo(body):
                inner.invalidate()
                inner.activate()
        layout.invalidate()
        layout.activate()

    def _shape_inputs(self) -> tuple[object, ...]:
        """What the heights of the three shapes depend on, hence which one is chosen: the
        viewport, the text size, per card whether it has a row of chips (in either shape)
        and the computer mark, how many cards have the thick border (the player to move,
        the winners), how many lines the turn wraps into, the table boxes' lines. Not the
        scores, the names (one line, elided) nor which card is active: a move changes
        those, and measuring the three shapes again after every move was most of a
        refresh with six players (about 7 ms of 17). The width is fitted on every change."""
        viewport = self.scroll.viewport()
        cards = []
        bordered = 0
        for card in self.cards:
            if not card.isVisibleTo(self) or card.shown is None:
                continue
            items = card.shown[4]
            cards.append((bool(items), any(not item.optional for item in items), card.shown[2]))
            bordered += bool(card.shown[5] or card.shown[6])
        label = self.turn_label
        width = max(1, label.contentsRect().width())
        turn = label.fontMetrics().boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap),
                                                label.full_text).height()
        tables = tuple((name, tbox.title(), tuple(tbox.lines)) for name, tbox in self.table_boxes.items()
                       if not tbox.isHidden())
        size = (viewport.width(), viewport.height()) if viewport is not None else (0, 0)
        return (size, text_factor(), self.font().key(), tuple(cards), bordered, width, turn, tables)

    def _choose_shape(self) -> None:
        """Roomy when everything fits so, else compact (see the module's docstring)."""
        if self._choosing or not self.cards:
            return
        self._choosing = True
        try:
            room = self.scroll.viewport().height()
            # the roomiest shape that fits: two lines per player and the table lines
            # whole; then the table lines cut short; then one line per player
            for compact, wrap in ((False, True), (False, False), (True, False)):
                self.set_compact(compact, wrap)
                if self.needed_height() <= room:
                    break
            self._fit_width()
            self._shaped_for = self._shape_inputs()
            if len(self._shapes) >= SHAPES_KEPT:
                self._shapes.clear()
            self._shapes[self._shaped_for] = (compact, wrap)
        finally:
            self._choosing = False

    def _settle(self) -> None:
        """Every layout a changed text or shape left out of date measures again now,
        innermost first (the name's row and the chips' row, then the card, then the body).

        A changed text reaches the body only after one posted LayoutRequest per nesting
        level (label, row, card, body), each level's activation telling the next; done in
        that order here, it is what measuring every nested layout afresh gives, and a
        layout nothing changed in is not measured at all (``activate`` returns at once)."""
        body = self.scroll.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return
        for card in self.cards:
            if card.isVisibleTo(self):
                for inner in (card.name_row.layout(), card.chips_box, card.grid):
                    if inner is not None:
                        inner.activate()
        for tbox in self.table_boxes.values():
            if tbox.isVisibleTo(self):
                for row, _icon, _text in tbox.rows:
                    inner = row.layout()
                    if inner is not None and not row.isHidden():
                        inner.activate()
                tbox.box.activate()
        layout.activate()

    def _fit_key(self) -> tuple[object, ...]:
        """What the fitted width and the body's geometry follow from, all measured already
        (``_settle``): the body's size hints, the viewport, the scroll area's frame and bar,
        the text size."""
        body = self.scroll.widget()
        layout = body.layout() if body is not None else None
        viewport = self.scroll.viewport()
        size = (viewport.width(), viewport.height()) if viewport is not None else (0, 0)
        hints: tuple[object, ...] = ()
        if body is not None and layout is not None:
            # the height the scroll area gives the body at the viewport's width (the wrapped
            # turn and table lines) is not in its size hint
            tall = layout.heightForWidth(size[0]) if layout.hasHeightForWidth() else -1
            hints = (body.sizeHint(), body.minimumSizeHint(), tall)
        # the scroll area's frame goes once its style sheet is applied (at its first polish)
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        return (hints, size, self.scroll.frameWidth(), bar, text_factor(), self.compact)

    def _fit_width(self) -> None:
        """As wide as the widest card needs, scroll bar included: no score is cut off; and
        every card as tall as its lines need, now.

        A changed text reaches the scroll area only after one posted LayoutRequest per
        nesting level (label, card, body); until then, a card kept its old height (seen under
        xcb). So the layouts are settled first (``_settle``), then the scroll area sizes
        the body, all before returning. When the body measures as it did at the last fit
        (a score, whose turn it is: most moves), the width and the body's size stay as
        they are and the scroll area is not asked again."""
        body = self.scroll.widget()
        if body is None:
            return  # not built yet
        self._settle()
        key = self._fit_key()
        if key == self._fitted_for:
            return
        # A fit can change what it followed from (the scroll area's first polish takes its
        # frame away; the body's new width moves the viewport): then once more, as the
        # next change would, until it holds.
        for _ in range(FITS_AT_MOST):
            self._fit_once()
            self._settle()
            after = self._fit_key()
            if after == key:
                break
            key = after
        self._fitted_for = key

    def _fit_once(self) -> None:
        body = self.scroll.widget()
        if body is None:
            return
        self.fits += 1
        QApplication.sendEvent(self.scroll, QEvent(_LAYOUT_REQUEST))
        # What the names need (up to a point: a long name ends in "..." rather than push
        # the board aside), never less than the cards' minimum.
        want = min(body.sizeHint().width(), body.minimumSizeHint().width() + round(NAME_ROOM_PX * text_factor()))
        need = max(body.minimumSizeHint().width(), want) + 2 * self.scroll.frameWidth()
        viewport = self.scroll.viewport()
        if viewport is not None and body.sizeHint().height() > viewport.height() > 0:
            # Large text on a small screen: the cards scroll, and the scroll bar's room comes
            # on top rather than out of the names.
            need += self.scroll.verticalScrollBar().sizeHint().width()
        self.scroll.setMinimumWidth(need)
        if self.width() < self.minimumSizeHint().width() and self.window() is not self:
            # The window's dock area takes a grown minimum only at its next full layout, which
            # would otherwise come with the next message or hint and move the board then.
            layout = self.window().layout()
            if layout is not None:
                layout.invalidate()

    def _follow_turn(self, active: int | None) -> None:
        """Keep the player to move in view, and the one person playing against computers."""
        if not self.scroll.verticalScrollBar().maximum():
            return
        c, game = self.controller, self.shown_game()
        if game is None:
            return
        n = len(game.players)
        people = [i for i in range(n) if not c.is_computer(i)]
        if active is not None and active < len(self.cards):
            self.scroll.ensureWidgetVisible(self.cards[active], 0, 4)
        if len(people) == 1 and people[0] != active:
            self.scroll.ensureWidgetVisible(self.cards[people[0]], 0, 4)
