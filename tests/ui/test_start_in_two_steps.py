"""The window in two steps: its frame first (no controller: menus, docks, toolbar, status
bar, the felt, game actions disabled), then :meth:`MainWindow.attach` brings the board
and the panels into the same places. What happens between the two steps (keys, closing,
a file to open) is harmless and nothing is lost."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QToolBar

from carc_desktop import app as app_module
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.storage import Storage
from carc_desktop.ui.window.main_window import FRAME_ACTIONS, MainWindow
from carc_desktop.ui.window.placeholders import BoardSlot, FeltPlaceholder, PanelPlaceholder

SEED = 20261130


def frame(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    w = app_module.create_window(None)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def dock_rects(w: MainWindow) -> dict[str, tuple[int, int, int, int]]:
    return {name: dock.geometry().getRect() for name, dock in w.docks.items()}


def test_the_frame_has_menus_docks_and_the_felt_and_no_game_actions(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = frame(qtbot)
    assert not w.is_attached and w.controller is None
    assert [a.text() for a in w.menuBar().actions()] == ["&Game", "&Turn", "&View", "&Help"]
    assert "&New Game\u2026" in [a.text() for a in w.menus["game"].actions()]
    assert w.windowTitle() == "Carcassonne"
    assert [d.windowTitle() for d in w.findChildren(QDockWidget)] == ["Tile", "Scoreboard", "Score log"]
    assert all(isinstance(d.widget(), PanelPlaceholder) and d.isVisible() for d in w.docks.values())
    assert isinstance(w.centralWidget(), BoardSlot) and isinstance(w.board_slot.felt, FeltPlaceholder)
    assert w.findChild(QToolBar, "MainToolBar").isVisible()
    enabled = {name for name, action in w.actions.actions.items() if action.isEnabled()}
    assert enabled == set(FRAME_ACTIONS) and not w.actions.recent_menu.isEnabled()
    assert not hasattr(w, "board") and w.status.guidance.text() == ""
    w.close()


def test_keys_before_the_controller_do_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = frame(qtbot)
    for key, mods in ((Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
                      (Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
                      (Qt.Key.Key_S, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier),
                      (Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)):
        qtbot.keyClick(w, key, mods)
        QCoreApplication.processEvents()
    assert w.dialogs == {} and QApplication.activeModalWidget() is None and not w.is_attached
    # A disabled action's trigger() is no door either.
    for name in ("new", "undo", "redo", "rotate", "hint", "settings", "remaining_tiles", "save"):
        w.actions[name].trigger()
    assert w.dialogs == {}
    w.close()


def test_attaching_fills_the_same_places_and_enables_the_actions(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = frame(qtbot)
    before, central = dock_rects(w), w.centralWidget().geometry().getRect()
    store = Storage(tmp_path / "data")
    c = GameController(choose_move=first_legal_move, storage=store)  # the storage is the controller's
    try:
        w.attach(c)
        c.new_game(default_players(2), default_rules(), SEED)  # every start has a game right away
        QCoreApplication.processEvents()
        assert w.is_attached and w.controller is c and c.files.storage is store and not hasattr(w, "storage")
        assert [type(d.widget()).__name__ for d in w.docks.values()] == ["TileTray", "Scoreboard", "ScoreLog"]
        assert w.board_slot.felt is None and w.board_area.parent() is w.board_slot
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert w.findChildren(PanelPlaceholder) == [] and w.findChildren(FeltPlaceholder) == []
        # Nothing moved: the docks and the board area are where the frame had them.
        assert dock_rects(w) == before and w.centralWidget().geometry().getRect() == central
        assert all(w.actions[name].isEnabled() for name in ("new", "open", "settings", "save", "rules", "rotate"))
        assert w.actions.recent_menu.isEnabled()
        assert "Player 1" in w.status.guidance.text() and "Turn 1" in w.status.turn.text()
        qtbot.keyClick(w, Qt.Key.Key_R)  # the keys work now
        assert c.rotation == 1
    finally:
        w.close()


def test_attaching_twice_is_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = GameController()
    w = MainWindow(c)
    qtbot.addWidget(w)
    try:
        with pytest.raises(RuntimeError):
            w.attach(GameController())
    finally:
        w.close()


def test_closing_before_the_controller_saves_the_layout_and_starts_nothing(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    storage = Storage(tmp_path / "data")
    made: list[MainWindow] = []
    before = set(QApplication.topLevelWidgets())

    def close_at_once(_app: QApplication) -> int:  # the player closes the window during the first frame
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
        made.append(window)
        window.close()
        # A closed window is not painted: the second step comes when the start stops waiting.
        qtbot.wait(app_module.FIRST_FRAME_WAIT_MS + 300)
        return 0

    monkeypatch.setattr(QApplication, "exec", close_at_once)
    assert app_module.run([], storage=storage) == 0
    w = made[0]
    assert not w.is_attached  # no controller, no game, no autosave
    assert storage.unfinished() == []
    assert w.settings.value("window/geometry") is not None  # the layout was kept


def test_a_file_asked_for_before_the_controller_is_opened_after_it(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # A save to open: a game with a few decisions, written by a window of its own.
    source = GameController(choose_move=first_legal_move)
    source.new_game(default_players(2), default_rules(), SEED)
    for _ in range(3):
        assert source.choose(source.legal_moves()[0])
    path = tmp_path / "three.carc"
    saver = MainWindow(source)
    qtbot.addWidget(saver)
    assert saver.save_to(path)
    qtbot.waitUntil(path.is_file, timeout=10000)
    saver.close()

    storage = Storage(tmp_path / "data")
    made: list[MainWindow] = []
    before = set(QApplication.topLevelWidgets())

    def until_loaded(_app: QApplication) -> int:
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
        made.append(window)
        assert window.pending_files == [path]  # waiting for the controller
        qtbot.waitUntil(lambda: window.is_attached, timeout=10000)
        qtbot.waitUntil(lambda: window.controller.has_game and len(window.controller.game.history) == 3,
                        timeout=10000)
        return 0

    monkeypatch.setattr(QApplication, "exec", until_loaded)
    assert app_module.run([], storage=storage, files=[path]) == 0
    w = made[0]
    try:
        assert w.pending_files == [] and "new" not in w.dialogs  # no welcome, no Continue offer
        assert w.current_path == path
    finally:
        w.close()


def test_a_file_that_cannot_be_opened_leaves_a_game_and_says_why(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "broken.carc"
    path.write_text("{ this is not a game", encoding="utf-8")
    storage = Storage(tmp_path / "data")
    made: list[MainWindow] = []
    before = set(QApplication.topLevelWidgets())
    warned: list[str] = []
    monkeypatch.setattr("carc_desktop.ui.window.file_actions.FileActions.warn",
                        lambda self, title, text, detail="": warned.append(title))

    def until_settled(_app: QApplication) -> int:
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
        made.append(window)
        qtbot.waitUntil(lambda: window.is_attached and window.controller.has_game, timeout=10000)
        return 0

    monkeypatch.setattr(QApplication, "exec", until_settled)
    assert app_module.run([], storage=storage, files=[path]) == 0
    w = made[0]
    try:
        assert warned == ["Cannot open the game"]
        assert w.controller.game.history == [] and w.current_path is None
        assert path.read_text(encoding="utf-8") == "{ this is not a game"  # never overwritten
    finally:
        w.close()
