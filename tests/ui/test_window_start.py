"""First start: the New Game dialog, set to one person against one Normal computer in the
base game. Later starts: a new game with the last setup (and the offer to continue)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop import app as app_module
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.storage import Storage
from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog


def start(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    c = GameController(choose_move=first_legal_move)
    storage = Storage(tmp_path / "data")
    w = app_module.create_window(c, storage=storage)
    qtbot.addWidget(w)
    w.show()
    asked: list[str] = []
    shown = app_module.open_first_game(w, c, storage, resume=True)
    QApplication.processEvents()
    return w, c, shown, asked


def test_first_start_welcomes_with_a_sensible_default(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w, c, shown, _ = start(qtbot, tmp_path)
    try:
        assert shown == "welcome"
        dialog = w.dialogs["new"]
        assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
        setup = dialog.setup()
        assert [p.computer for p in setup.players] == [False, True]
        assert setup.players[1].level == "normal"
        assert setup.rules.expansions == ()
        assert c.is_computer(1) and not c.is_computer(0) and c.game.rules.expansions == ()
        dialog.count.setValue(3)
        dialog.accept()
        assert len(c.game.players) == 3
    finally:
        c.close()
        w.close()
    w2, c2, shown2, _ = start(qtbot, tmp_path)
    try:
        assert shown2 == "last"
        assert "new" not in w2.dialogs  # no dialog: straight into a game like the last one
        assert len(c2.game.players) == 3 and c2.is_computer(1)
    finally:
        c2.close()
