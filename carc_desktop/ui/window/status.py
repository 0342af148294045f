"""The status bar: one sentence saying what to do next, and the turn with the tiles left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar

from carc_desktop.texts.fill import fill

from .shell import Shell

if TYPE_CHECKING:
    from carc_desktop.controller import GameController


def guidance_text(controller: GameController) -> str:
    """One sentence: what to do next, for the status bar (and screen readers)."""
    change = controller.change  # what the window was told last
    if change is None:
        return Shell.tr("Press Ctrl+N to start a new game.")
    # Here, not at the top: the first frame shows the status bar before the game code loads.
    from carc_desktop.engine import winners
    from carc_desktop.texts.event_text import join_names

    from ..expansions import phase_texts
    from ..expansions.traders_and_builders import second_tile_texts

    game = change.game
    if game.finished:
        names = [game.players[i].name for i in winners(game.scores)]
        if len(names) == 1:
            return fill(Shell.tr("The game is over: %1 wins. Ctrl+N starts a new game."), names[0])
        return fill(Shell.tr("The game is over: %1 share the victory. Ctrl+N starts a new game."), join_names(names))
    decider = game.decider
    if decider is None:
        return ""
    name = game.players[decider].name
    if controller.is_computer(decider):
        return fill(Shell.tr("%1 (computer) is thinking\u2026"), name)
    texts = second_tile_texts(game) or phase_texts(game.phase)
    return fill(texts.guidance if texts is not None else
                Shell.tr("%1, make your choice in the panel below the board."), name)


def turn_text(controller: GameController) -> str:
    """"Turn 12 · 40 tiles left" (or "Game over · ...")."""
    change = controller.change
    if change is None:
        return ""
    game = change.game
    left = Shell.tr("%n tile(s) left", None, game.tiles_left())
    if game.finished:
        return QCoreApplication.translate("MainWindow", "Game over") + " \u00b7 " + left
    return fill(QCoreApplication.translate("MainWindow", "Turn %1"), game.turn + 1) + " \u00b7 " + left


class StatusLine(QObject):
    """Fills a window's status bar: the guidance (stretching) and the turn on the right.
    Without a controller (the first frame, before the game code is loaded) both are empty."""

    def __init__(self, bar: QStatusBar, controller: GameController | None = None) -> None:
        super().__init__(bar)
        self.controller = controller
        self.guidance = QLabel(bar)
        self.guidance.setObjectName("Guidance")
        self.guidance.setTextFormat(Qt.TextFormat.PlainText)
        # Never widens the window; the prompt under the board says the same at full length.
        self.guidance.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.guidance, 1)
        self.turn = QLabel(bar)
        self.turn.setObjectName("StatusTurn")
        bar.addPermanentWidget(self.turn)
        self.extra = ""
        #: The figure marker chosen with the keyboard: said instead of the guidance, which
        #: together with it would be cut off on a small screen (a tooltip says it in full).
        self.spot = ""
        #: The end-of-game dialog is stepping through the final scoring: no winner yet.
        self.final_hold = False
        self.retranslate()

    def retranslate(self) -> None:
        self.guidance.setAccessibleName(Shell.tr("What to do next"))
        self.refresh()

    def refresh(self) -> None:
        if self.controller is None:
            return
        text = guidance_text(self.controller)
        if self.final_hold:
            text = Shell.tr("The final scoring, step by step\u2026")
        if self.extra:
            text = f"{text} {self.extra}"
        if self.spot:
            text = self.spot
        self.guidance.setText(text)
        self.guidance.setToolTip(text)  # the window may be too narrow for all of it
        self.guidance.setAccessibleDescription(text)
        self.turn.setText(turn_text(self.controller))

