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

    from ..dialogs.end_of_game_dialog import EndOfGameDialog
    from ..dialogs.new_game_dialog import GameSetup, NewGameDialog
    from ..dialogs.remaining_tiles_dialog import RemainingTilesDialog
    from ..dialogs.rules_dialog import RulesDialog
    from ..dialogs.settings_dialog import SettingsDialog

#: End-of-game reveal: ms per line, per animation speed.
REVEAL_MS = {"off": 0, "fast": 250, "normal": 600, "slow": 1100}


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

    def show_end_of_game(self) -> EndOfGameDialog | None:
        from ..dialogs.end_of_game_dialog import EndOfGameDialog

        if not self.controller.has_game:
            return None
        speed = setting_str(self.settings, KEY_ANIMATION, "normal")
        dialog = EndOfGameDialog(self.controller.game, self._parent(), step_ms=REVEAL_MS.get(speed, 600),
                                 hints=self.controller.hints.counts)
        from ..panels.final_hold import hold_during_final_scoring

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
