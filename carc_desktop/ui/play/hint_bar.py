"""The hint on screen: "What would the computer do?" (key H, the toolbar, the Turn menu).

The controller's hint service (``controller.hints``) answers with the hard level's choice
and the engine's facts about it; this module shows them and never changes the game:

* a placement: the tile previewed at its cell with its rotation (as if dragged there: the
  board cursor and the tray's rotation), the plan's figure marker lit on it;
* a figure step: the marker of the chosen spot lit;
* any other decision: the chosen button of the decision prompt lit;

and a bar above the prompt says what and why, with "Play this" (plays the hinted moves) and
a close button. Any other action (a move, another cell, a rotation) dismisses it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller import GameController, Hint
from carc_desktop.controller.change import GameChange
from carc_desktop.engine import FIELD, Deploy, FeatureValue, Game, PlaceTile, Position, Skip
from carc_desktop.texts.event_text import feature_name, figure_name, fill, join_names, plural_en
from carc_desktop.texts.translate import TextContext

from ..board import art
from ..board.geometry import TILE, anchor_point
from ..board.items import SpotMarkerItem
from ..board.view import BoardView
from ..common.text_size import style
from ..expansions import choice_detail
from .decision_panel import DecisionPanel
from .feature_info import FeatureInfo, describe
from .move_labels import move_label

#: The hint bar's look, and the lit choice button of the prompt.
HINT_STYLE = """
QFrame#HintBar { background: #3a3020; border-top: 2px solid #e8c15a; }
QLabel#HintTitle { color: #ffe6a0; font-size: 14px; font-weight: 700; }
QLabel#HintWhy { color: #f1e4c8; font-size: 12px; }
QToolButton#HintClose { color: #f1e4c8; border: none; padding: 0 4px; font-size: 14px; }
"""
LIT_BUTTON = "QPushButton { border: 3px solid #ffd54a; }"


class HintText(TextContext):
    """The translation context of this module: ``HintText.tr(...)`` (lupdate reads these calls)."""


def _info(value: FeatureValue) -> FeatureInfo:
    return FeatureInfo(value.kind, [], value.complete, value.value, value.tiles, value.pennants, value.cities,
                       dict(value.counts), value.majority)


def hint_title(hint: Hint, game: Game) -> str:
    """What the computer would do, in one line."""
    move = hint.move
    deploy = hint.deploy
    if isinstance(move, PlaceTile):
        if deploy is None:
            return HintText.tr("The computer would place the tile here, with no figure.")
        return fill(HintText.tr("The computer would place the tile here, with a figure: %1 (%2)."),
                    _figure(deploy, game, hint), feature_name(hint.figure.kind if hint.figure else ""))
    if isinstance(move, Deploy):
        return fill(HintText.tr("The computer would place a figure here: %1 (%2)."),
                    _figure(move, game, hint), feature_name(hint.figure.kind if hint.figure else ""))
    if isinstance(move, Skip) and game.phase == "deploy":
        return HintText.tr("The computer would place no figure.")
    return fill(HintText.tr("The computer would choose: %1."), move_label(move, game))


def _figure(deploy: Deploy, game: Game, hint: Hint) -> str:
    farmer = deploy.figure == "follower" and hint.figure is not None and hint.figure.kind == FIELD
    return figure_name("farmer" if farmer else deploy.figure)


def hint_why(hint: Hint, game: Game) -> str:
    """Why, from the engine's preview: points now, features completed or extended, risks."""
    me = hint.player
    mine = hint.points.get(me, 0)
    scores = plural_en(HintText.tr("It scores %n point(s) now.", None, mine), mine) if mine \
        else HintText.tr("It scores nothing now.")
    if not isinstance(hint.move, (PlaceTile, Deploy, Skip)):
        # An expansion's choice: its own words (the prompt's), which say its points and effect.
        return choice_detail(hint.move, game) or scores
    parts = [scores]
    if hint.completed:
        parts.append(fill(HintText.tr("It completes: %1."), join_names([feature_name(k) for k in hint.completed])))
    if hint.figure_scored is not None and hint.figure is not None:
        parts.append(_scored_at_once(hint, game))
    elif hint.figure is not None:  # completed and waiting for a decision (Leipzig), or unfinished
        parts.append(describe(_info(hint.figure), game))
    for value in hint.extended:
        parts.append(fill(plural_en(HintText.tr("It extends one of your features (%1), worth %n point(s) now.", None,
                                                value.value),
                                    value.value), feature_name(value.kind)))
    risks = _risks(hint, game)
    if risks:
        parts.append(fill(HintText.tr("Risk: %1."), join_names(risks)))
    return " ".join(p for p in parts if p)


def _scored_at_once(hint: Hint, game: Game) -> str:
    """The figure's feature is completed by the move itself: who scores it and how much
    (the engine's preview of the move), and that the figure comes back."""
    scored = hint.figure_scored or {}
    kind = feature_name(hint.figure.kind if hint.figure else "")
    if not scored:
        return fill(HintText.tr("Completed at once (%1), it scores nobody; the figure comes back."), kind)
    names = join_names([fill(HintText.tr("%1 %2", "player name, signed points"), game.players[p].name, f"{v:+d}")
                        for p, v in sorted(scored.items())])
    return fill(HintText.tr("Completed at once (%1): %2; the figure comes back."), kind, names)


def _risks(hint: Hint, game: Game) -> list[str]:
    out: list[str] = []
    for p, v in sorted(hint.points.items()):
        if p != hint.player and v > 0:
            out.append(fill(plural_en(HintText.tr("%1 scores %n point(s) too", None, v), v), game.players[p].name))
    if hint.shared_with:
        out.append(fill(HintText.tr("%1 holds figures there too"),
                        join_names([game.players[p].name for p in hint.shared_with])))
    figure = hint.figure
    if figure is not None and not figure.complete:
        if figure.kind == FIELD:
            out.append(HintText.tr("the farmer stays until the end of the game"))
        else:
            out.append(fill(HintText.tr("the figure stays until its feature (%1) is completed"),
                            feature_name(figure.kind)))
    return out


class HintBar(QFrame):
    """The hint's sentence, "Play this" and a close button (above the decision prompt)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintBar")
        style(self, HINT_STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("HintTitle")
        self.title.setWordWrap(True)
        self.why = QLabel(self)
        self.why.setObjectName("HintWhy")
        self.why.setWordWrap(True)
        self.play = QPushButton(self)
        self.play.setObjectName("PrimaryButton")
        self.play.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("HintClose")
        self.close_button.setText("\u2715")
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.title)
        texts.addWidget(self.why)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 10, 8)
        row.addLayout(texts, 1)
        row.addWidget(self.play, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.play.setText(QCoreApplication.translate("HintBar", "Play this"))
        self.play.setToolTip(QCoreApplication.translate("HintBar", "Play what the computer would play"))
        self.close_button.setToolTip(QCoreApplication.translate("HintBar", "Dismiss the hint"))
        self.close_button.setAccessibleName(QCoreApplication.translate("HintBar", "Dismiss the hint"))


class HintDisplay(QObject):
    """Shows the controller's hints in the window; ``action`` asks for one."""

    def __init__(self, controller: GameController, board: BoardView, prompt: DecisionPanel, bar: HintBar,
                 action: QAction) -> None:
        super().__init__(bar)
        self.controller = controller
        self.board = board
        self.prompt = prompt
        self.bar = bar
        self.action = action
        self.hint: Hint | None = None
        self.marker: SpotMarkerItem | None = None
        self._lit: list[Any] = []
        self._showing = False  # the hint moves the cursor and rotation itself: no dismissal then
        #: What the controller last told (``state_changed``): the game the hint is about.
        self.shown: GameChange | None = controller.change
        service = controller.hints
        action.triggered.connect(self.request)
        bar.play.clicked.connect(self.play)
        bar.close_button.clicked.connect(self.dismiss)
        service.ready.connect(self.show_hint)
        service.busy_changed.connect(self._busy)
        controller.state_changed.connect(self._state_changed)
        controller.thinking_changed.connect(lambda _t: self.update_action())
        controller.rotation_changed.connect(lambda _r: self._interrupted())
        board.cursor_changed.connect(lambda _c: self._interrupted())
        self.update_action()

    # --- asking ---------------------------------------------------------------------------
    def set_enabled(self, enabled: bool) -> None:
        """The setting: hints offered or hidden (for competitive play)."""
        self.controller.hints.enabled = enabled
        if not enabled:
            self.dismiss()
        self.update_action()

    def update_action(self) -> None:
        c = self.controller
        self.action.setEnabled(c.hints.enabled and not c.hints.refusal())

    def request(self) -> bool:
        return self.controller.hints.request()

    def play(self) -> bool:
        hint = self.hint
        self.dismiss()
        return hint is not None and self.controller.hints.play(hint)

    # --- showing --------------------------------------------------------------------------
    def _busy(self, busy: bool) -> None:
        if busy:
            self.bar.title.setText(QCoreApplication.translate("HintBar", "The computer is thinking about a hint\u2026"))
            self.bar.why.setText("")
            self.bar.why.hide()
            self.bar.play.hide()
            self.bar.show()
        elif self.hint is None:
            self.bar.hide()

    @property
    def game(self) -> Game | None:
        """The game as the controller last told it (None before the first)."""
        return self.shown.game if self.shown is not None else None

    def show_hint(self, hint: Hint) -> None:
        game = self.game
        if game is None or hint.position != len(game.history):
            return
        self.dismiss()
        self.hint = hint
        self._showing = True
        try:
            move = hint.move
            if isinstance(move, PlaceTile):
                self._show_placement(game, hint, move)
            elif isinstance(move, Deploy):
                self._light_spot(move)
            else:
                button = self.prompt.skip_button if isinstance(move, Skip) and game.phase == "deploy" \
                    else self.prompt.move_buttons.get(move)
                if button is not None:
                    style(button, LIT_BUTTON)
                    self._lit.append(button)
                    self.prompt.ensure_visible(button)
        finally:
            self._showing = False
        self.bar.title.setText(hint_title(hint, game))
        self.bar.why.setText(hint_why(hint, game))
        self.bar.why.show()
        self.bar.play.show()
        self.bar.show()
        self.board.keep_clear()  # the bar came over the board: the hinted spot stays clear of it

    def _show_placement(self, game: Game, hint: Hint, move: PlaceTile) -> None:
        """The tile where the computer would put it, as if dragged there, and its figure."""
        cell = Position(move.x, move.y)
        self.controller.set_rotation(move.rotation)
        self.board.set_cursor(cell)
        tile = game.tile
        if tile is None:
            return
        cells = game.board.footprint(tile, cell, move.rotation)
        self.board.hinted_cells = [(c[0], c[1]) for c in cells]
        self.board.show_cells(list(cells))
        deploy = hint.deploy
        if deploy is None or tile is None or deploy.feature not in tile.segment_index:
            return
        seg = tile.segment_index[deploy.feature]
        lying = deploy.figure == "follower" and tile.segments[seg].kind == FIELD
        marker = SpotMarkerItem(deploy.figure, deploy.feature, art.player_colour(game, hint.player), lying,
                                anchor_point(tile, cells, move.rotation, seg), TILE * 0.15)
        marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a picture: the move is "Play this"
        marker.setAcceptHoverEvents(False)
        marker.setToolTip("")
        marker.set_hinted(True)
        self.board.board.addItem(marker)
        self.marker = marker

    def _light_spot(self, move: Deploy) -> None:
        """The hinted marker drawn apart, and given the keyboard: Enter places it."""
        for spot in self.board.board.spots:
            if spot.figure == move.figure and spot.feature == move.feature:
                spot.set_hinted(True)
                self.board.focus_spot(spot)
                self._lit.append(spot)
                if self.board.board.last_tile is not None:
                    self.board.hinted_cells = []  # the last tile, kept clear anyway, holds it

    # --- dismissing -----------------------------------------------------------------------
    def dismiss(self) -> None:
        self.hint = None
        self.board.hinted_cells = []
        if self.marker is not None:
            if self.marker.scene() is not None:
                self.marker.scene().removeItem(self.marker)
            self.marker = None
        for thing in self._lit:
            try:
                if isinstance(thing, SpotMarkerItem):
                    thing.set_hinted(False)
                else:
                    style(thing, "")
            except RuntimeError:  # the prompt or the board rebuilt it already
                pass
        self._lit.clear()
        if not self.controller.hints.busy:
            self.bar.hide()

    def _interrupted(self) -> None:
        """Another cell or rotation chosen for the same decision dismisses the hint (when the
        game moved on, ``_state_changed`` decides)."""
        game = self.game
        if not self._showing and self.hint is not None and game is not None \
                and self.hint.position == len(game.history):
            self.dismiss()

    def _state_changed(self, change: GameChange | None = None) -> None:
        if change is not None:
            self.shown = change
        hint = self.hint
        game = self.game
        if hint is not None and (game is None or hint.position != len(game.history)):
            self.dismiss()
            follow = self._figure_step_of(hint)
            if follow is not None:
                self.show_hint(follow)
        self.update_action()

    def _figure_step_of(self, hint: Hint) -> Hint | None:
        """The player placed the hinted tile where the hint said: the plan's figure step,
        shown as a hint of its own (None: the game went elsewhere)."""
        c, game = self.controller, self.game
        if len(hint.moves) < 2 or game is None or not c.human_to_move:
            return None
        if len(game.history) != hint.position + 1 or game.history[-1] != hint.move or game.decider != hint.player \
                or game.phase != "deploy" or hint.moves[1] not in c.legal_moves():
            return None
        return replace(hint, position=hint.position + 1, moves=hint.moves[1:])

    def retranslate(self) -> None:
        self.bar.retranslate()
        game = self.game
        if self.hint is not None and game is not None:
            self.bar.title.setText(hint_title(self.hint, game))
            self.bar.why.setText(hint_why(self.hint, game))


def install_hints(window: QMainWindow, controller: GameController, board: BoardView, prompt: DecisionPanel,
                  action: QAction, toolbar: QToolBar | None = None) -> HintDisplay:
    """The hint bar above the prompt; ``toolbar`` is the window's (the menus build it with
    the first frame), kept on the display."""
    bar = HintBar(window)
    area = prompt.parentWidget()
    layout = area.layout() if area is not None else None
    if isinstance(layout, QBoxLayout):
        layout.insertWidget(layout.indexOf(prompt), bar)
    display = HintDisplay(controller, board, prompt, bar, action)
    display.toolbar = toolbar  # type: ignore[attr-defined]
    return display
