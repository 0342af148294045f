"""The main window's dialogs: new game, end of game, tiles left, rules, settings, about.

Every dialog is window-modal and opened without blocking (``open``); the window keeps it
in ``self.dialogs`` by name (tests and the next call find it there).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from carc_desktop.texts.fill import fill

from ..common.prefs import KEY_ANIMATION, setting_str
from .shell import Shell

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from carc_desktop.controller import GameController
    from carc_desktop.controller.review import GameReview

    from ..dialogs.end_of_game_dialog import EndOfGameDialog
    from ..dialogs.new_game_dialog import GameSetup, NewGameDialog
    from ..dialogs.remaining_tiles_dialog import RemainingTilesDialog
    from ..dialogs.rules_dialog import RulesDialog
    from ..dialogs.settings_dialog import SettingsDialog

#: End-of-game reveal: ms per line, per animation speed.
REVEAL_MS = {"off": 0, "fast": 250, "normal": 600, "slow": 1100}
#: Set by ``carc-desktop`` (``app.run``): at a game's end the dialog's review is built on a
#: thread first (``ReviewAhead``) and the dialog opens when it is there; otherwise (tests,
#: ``--demo``) the dialog opens in the game's last pass, as :meth:`show_end_of_game` does.
REVIEW_AHEAD = False
#: How often the GUI thread looks whether the review is built (ms).
REVIEW_POLL_MS = 10


class WindowDialogs:
    """Mixed into MainWindow (which provides ``controller``, ``settings`` and ``dialogs``).

    Each dialog's module is imported when the dialog is first opened: the first window
    needs none of them."""

    controller: GameController
    settings: QSettings
    dialogs: dict[str, QWidget]

    # MainWindow's:
    start_game: Callable[[GameSetup], None]
    play_again: Callable[[], None]
    apply_settings: Callable[[], None]

    def _parent(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def new_game(self) -> NewGameDialog:
        """Show the new-game dialog (window-modal, not blocking); returns it."""
        from ..dialogs.new_game_dialog import NewGameDialog

        old = self.dialogs.get("new")
        if isinstance(old, NewGameDialog) and old.isVisible():
            old.raise_()
            return old
        dialog = NewGameDialog(self._parent(), self.settings)
        dialog.setup_chosen.connect(self.start_game)
        self.controller.set_paused(True)
        dialog.finished.connect(lambda _r: self.controller.set_paused(False))
        self.dialogs["new"] = dialog
        dialog.open()
        return dialog

    def game_ended(self) -> None:
        """The controller's ``game_over``: the end-of-game dialog, at once or (``REVIEW_AHEAD``)
        once its review is built on a thread; meanwhile the window holds the final scores
        back as the dialog's steps will (``final_hold.hold_scores_before_final``)."""
        if not REVIEW_AHEAD or not self.controller.has_game:
            self.show_end_of_game()
            return
        from PySide6.QtCore import QTimer

        from carc_desktop.controller.review import ReviewAhead

        from ..panels.final_hold import hold_scores_before_final

        game = self.controller.game
        release = hold_scores_before_final(self, game)
        ahead = ReviewAhead(game)
        timer = QTimer(self._parent())
        timer.setInterval(REVIEW_POLL_MS)

        def check() -> None:
            if not ahead.done:
                return
            timer.stop()
            timer.deleteLater()
            if self.controller.has_game and self.controller.game is game and "end" not in self.dialogs:
                self.show_end_of_game(ahead.review, release)
            else:  # another game came meanwhile, or the dialog was opened by hand
                release()

        timer.timeout.connect(check)
        timer.start()

    def show_end_of_game(self, review: GameReview | None = None,
                         release: Callable[[], None] | None = None) -> EndOfGameDialog | None:
        """The end-of-game dialog (``review``: the game's, if built already; ``release``:
        ends a hold the window has until the dialog takes over)."""
        from ..dialogs.end_of_game_dialog import EndOfGameDialog

        if not self.controller.has_game:
            if release is not None:
                release()
            return None
        speed = setting_str(self.settings, KEY_ANIMATION, "normal")
        dialog = EndOfGameDialog(self.controller.game, self._parent(), step_ms=REVEAL_MS.get(speed, 600),
                                 hints=self.controller.hints.counts, review=review)
        from ..panels.final_hold import hold_during_final_scoring

        if release is not None and dialog.revealed:
            release()  # else the dialog's own hold takes over from it, at the same scores
        hold_during_final_scoring(self, dialog)  # the window shows no result before the dialog
        dialog.review.path = self.controller.files.game_path  # its analysis is kept beside the game
        if speed == "off":
            dialog.show_all()
        dialog.play_again_requested.connect(self.play_again)
        # Closed, it goes with the whole game it shows (else one game's worth per finished game).
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r, d=dialog: self._forget_dialog("end", d))
        self.dialogs["end"] = dialog
        dialog.open()
        return dialog

    def _forget_dialog(self, name: str, dialog: QWidget) -> None:
        if self.dialogs.get(name) is dialog:
            del self.dialogs[name]

    def show_remaining_tiles(self) -> RemainingTilesDialog | None:
        from ..dialogs.remaining_tiles_dialog import RemainingTilesDialog

        if not self.controller.has_game:
            return None
        dialog = RemainingTilesDialog(self.controller.game, self._parent())
        self.dialogs["tiles"] = dialog
        dialog.open()
        return dialog

    def show_rules(self) -> RulesDialog:
        from carc_desktop.engine import RuleSet

        from ..dialogs.rules_dialog import RulesDialog

        rules = self.controller.game.rules if self.controller.has_game else RuleSet()
        dialog = RulesDialog(rules, self._parent())
        self.dialogs["rules"] = dialog
        dialog.open()
        return dialog

    def show_settings(self) -> SettingsDialog:
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._parent(), self.settings)
        dialog.settings_changed.connect(self.apply_settings)
        self.dialogs["settings"] = dialog
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        from importlib.metadata import PackageNotFoundError, version

        try:
            ver = version("carc-desktop")
        except PackageNotFoundError:  # run from a source tree that was never installed
            ver = "0.1"
        text = fill(Shell.tr("Carcassonne for the desktop, version %1.\n\nPlays offline against people at this "
                             "computer or computer players, with Traders & Builders, The Markets of Leipzig, "
                             "The Land Surveyors and La Porxada. The tiles are drawn by the program itself."), ver)
        box = QMessageBox(QMessageBox.Icon.Information, Shell.tr("About"), text, QMessageBox.StandardButton.Ok,
                          self._parent())
        self.dialogs["about"] = box
        box.open()
        return box
