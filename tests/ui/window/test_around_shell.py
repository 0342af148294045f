"""install_around_board: docks, menus, shortcuts, fair undo/redo, dialogs, keyboard-only play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QSignalSpy
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMainWindow, QMessageBox, QWidget

from carc_desktop.engine.moves import Skip
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog
from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from carc_desktop.ui.window.main_window import MainWindow, around_board, install_around_board

from .conftest import ALL, drive, seats


@pytest.fixture
def window(qtbot, controller):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    controller.new_game(seats(2), RuleSet("C3", ALL), 31)
    w = MainWindow(controller)
    qtbot.addWidget(w)
    install_around_board(w, controller)
    scene = getattr(w.board, "board", None)
    if scene is not None:
        scene.animations_enabled = False
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    QApplication.processEvents()
    yield w
    close_dialogs()


def close_dialogs() -> None:
    for top in QApplication.topLevelWidgets():
        if isinstance(top, (QDialog, QMessageBox)) and top.isVisible():
            top.reject()
    QApplication.processEvents()


def press(qtbot, widget: QWidget, seq: QKeySequence) -> None:  # type: ignore[no-untyped-def]
    """Type a key sequence into ``widget`` once its window is the active one (shortcuts
    only reach the active window)."""
    top = widget.window()
    if QApplication.activeWindow() is not top:
        top.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is top, timeout=2000)
    combo = seq[0]
    qtbot.keyClick(widget, combo.key(), combo.keyboardModifiers())


def shell(w: QMainWindow) -> MainWindow:
    a = around_board(w)
    assert a is not None
    return a


def test_install_adds_panels_menus_and_guidance(window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    install_around_board(window, controller)  # a second call changes nothing
    docks = [d.widget().__class__.__name__ for d in window.findChildren(QDockWidget)]
    assert sorted(docks) == ["ScoreLog", "Scoreboard", "TileTray"]  # one dock per panel, no hidden extras
    assert not [w for w in window.findChildren(QWidget) if w.__class__.__name__ == "ScorePanel"]
    assert all(d.accessibleName() for d in (a.scoreboard_dock, a.log_dock))
    titles = [act.text() for act in window.menuBar().actions()]
    assert titles == ["&Game", "&Turn", "&View", "&Help"]
    # No shortcut is claimed by two actions (that would make both dead).
    owners: dict[str, QAction] = {}
    for act in window.findChildren(QAction):
        for k in act.shortcuts():
            assert owners.setdefault(k.toString(), act) is act, k.toString()
    assert "place your tile" in a.guidance.text()
    assert a.guidance.accessibleName()


def test_shortcuts_trigger_their_actions(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    names = [n for n, act in a.actions.actions.items() if act.shortcuts() and n != "quit"]
    assert {"new", "open", "save", "save_as", "undo", "redo", "zoom_in", "zoom_out", "zoom_fit", "fullscreen",
            "rules", "settings", "remaining_tiles"} <= set(names)
    for name in names:
        act = a.actions[name]
        for seq in act.shortcuts():
            spy = QSignalSpy(act.triggered)
            was_enabled = act.isEnabled()
            act.setEnabled(True)  # undo/redo may be disabled now; the shortcut must still reach them
            press(qtbot, window, seq)
            assert spy.count() == 1, f"{name}: {seq.toString()}"
            close_dialogs()
            if name == "fullscreen":
                act.setChecked(False)
            act.setEnabled(was_enabled)
            a.refresh()
    spy = QSignalSpy(a.actions["quit"].triggered)
    press(qtbot, window, a.actions["quit"].shortcuts()[0])
    assert spy.count() == 1
    assert not window.isVisible()


REQUIRED = {"new": "Ctrl+N", "open": "Ctrl+O", "save": "Ctrl+S", "save_as": "Ctrl+Shift+S", "undo": "Ctrl+Z",
            "redo": "Ctrl+Shift+Z", "zoom_in": "Ctrl++", "zoom_out": "Ctrl+-", "zoom_fit": "Ctrl+0",
            "fullscreen": "F11", "rules": "F1", "remaining_tiles": "Ctrl+T", "settings": "Ctrl+,"}


@pytest.mark.parametrize("name", sorted(REQUIRED))
def test_the_documented_keys(qtbot, window, name: str) -> None:  # type: ignore[no-untyped-def]
    """The keys promised in the menus reach exactly their action."""
    a = shell(window)
    act = a.actions[name]
    act.setEnabled(True)
    spies = {n: QSignalSpy(x.triggered) for n, x in a.actions.actions.items()}
    press(qtbot, window, QKeySequence(REQUIRED[name]))
    assert {n for n, spy in spies.items() if spy.count()} == {name}
    close_dialogs()
    if name == "fullscreen":
        act.setChecked(False)


def test_new_game_dialog_from_the_menu(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    a.actions["new"].trigger()
    d = a.dialogs["new"]
    assert isinstance(d, NewGameDialog) and d.isVisible()
    d.count.setValue(3)
    for row, name in zip(d.rows, ("Ada", "Bob", "Cleo")):
        row.name.setText(name)
    d.seed.setText("5")
    d.accept()
    game = controller.game
    assert [p.name for p in game.players] == ["Ada", "Bob", "Cleo"]
    assert game.seed == 5
    a.scoreboard.flush()
    assert len([c for c in a.scoreboard.cards if not c.isHidden()]) == 3
    # Play again: same seats and rules, a new shuffle.
    a.play_again()
    assert [p.name for p in controller.game.players] == ["Ada", "Bob", "Cleo"]
    assert controller.game.rules == game.rules


def test_undo_and_redo_shortcuts(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    game = controller.game
    move = controller.legal_moves()[0]
    assert controller.choose(move)
    assert a.actions["undo"].isEnabled()
    press(qtbot, window, QKeySequence("Ctrl+Z"))
    assert controller.game.history == []
    assert a.actions["redo"].isEnabled()
    press(qtbot, window, QKeySequence("Ctrl+Shift+Z"))
    assert controller.game.history == [move]
    assert not a.actions["redo"].isEnabled()
    assert game is controller.game


def test_undo_is_fair_with_computer_players(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    controller.new_game(seats(2, computer=(1,)), RuleSet("C3", ()), 8)
    game = controller.game
    assert controller.choose(controller.legal_moves()[0])  # place
    assert game.phase == "deploy"
    assert a.actions["undo"].isEnabled()  # no tile drawn since: fine
    assert controller.choose(Skip())  # ends the turn: the computer's tile is drawn
    qtbot.waitUntil(lambda: controller.human_to_move and game.phase == "place", timeout=5000)
    a.refresh()
    assert not a.actions["undo"].isEnabled()
    ok, why = a.undo_allowed()
    assert not ok and why
    before = list(game.history)
    assert a.undo() is False
    assert game.history == before
    # Without computer players, everybody at the table agrees: undo is free.
    controller.new_game(seats(2), RuleSet("C3", ()), 8)
    drive(controller, 1, 6)
    a.refresh()
    assert a.actions["undo"].isEnabled()


def test_game_over_shows_the_final_scoring(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    a.settings.setValue("ui/animation_speed", "off")
    drive(controller, 3, 10_000)
    assert controller.game.finished
    d = a.dialogs.get("end")
    assert isinstance(d, EndOfGameDialog) and d.isVisible()
    assert [r["total"] for r in d.table_values()] == controller.game.scores
    assert "Ctrl+N" in a.guidance.text()
    players = [p.name for p in controller.game.players]
    d.play_again.click()
    assert not controller.game.finished
    assert [p.name for p in controller.game.players] == players


def test_save_and_open(qtbot, window, controller, tmp_path) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    drive(controller, 4, 12)
    history = list(controller.game.history)
    path = tmp_path / "game.carc"
    with qtbot.waitSignal(controller.files.saved, timeout=5000):  # written off the GUI thread
        assert a.save_to(path)
    assert a.current_path == path
    drive(controller, 5, 4)
    with qtbot.waitSignal(controller.files.opened, timeout=5000):  # read off the GUI thread
        assert a.load_file(path)
    assert controller.game.history == history
    assert a.current_path == path
    # Save (Ctrl+S) now writes to the same file without asking.
    with qtbot.waitSignal(controller.files.saved, timeout=5000):
        assert a.save_game() is True
    # A file that is not a game is refused with a message, the game stays.
    bad = tmp_path / "bad.carc"
    bad.write_text("not a game", encoding="utf-8")
    with qtbot.waitSignal(controller.files.error, timeout=5000):
        a.load_file(bad)
    assert controller.game.history == history
    assert isinstance(a.dialogs.get("warning"), QMessageBox)


def test_log_clicks_reach_the_board(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    drive(controller, 3, 10_000)
    close_dialogs()
    a.score_log.flush()
    game = controller.game
    row = next(i for i, e in enumerate(game.events) if e.type == "score" and e.data["cells"])
    with qtbot.waitSignal(a.highlight_requested, timeout=1000) as blocker:
        a.score_log.list.itemClicked.emit(a.score_log.list.item(row))
    assert [list(c) for c in blocker.args[0]] == game.events[row].data["cells"]


def test_other_dialogs_open(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    a = shell(window)
    tiles = a.show_remaining_tiles()
    assert tiles is not None and len(tiles.items()) == len(controller.game.remaining_tiles())
    rules = a.show_rules()
    assert "Traders & Builders" in rules.text.toPlainText()
    settings = a.show_settings()
    settings.animation.setCurrentIndex(settings.animation.findData("off"))
    settings.accept()
    assert controller.ai_delay_ms == 0
    about = a.show_about()
    assert "Carcassonne" in about.text()


def test_keyboard_only_play(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    """New game with Ctrl+N and Enter, then turns with the arrow keys, R, Enter and S."""
    a = shell(window)
    press(qtbot, window, QKeySequence("Ctrl+N"))
    d = a.dialogs["new"]
    assert isinstance(d, NewGameDialog)
    for check in d.expansion_boxes.values():
        check.setChecked(False)
    d.rows[1].kind.setCurrentIndex(0)  # two people at this computer
    d.seed.setText("12")
    d.seed.setFocus()
    qtbot.keyClick(d.seed, Qt.Key.Key_Return)
    game = controller.game
    assert game.seed == 12 and not d.isVisible()
    board = window.board
    press(qtbot, window, QKeySequence("Ctrl+1"))
    assert board.hasFocus()
    for _turn in range(4):
        assert game.phase == "place"
        qtbot.keyClick(board, Qt.Key.Key_Right)
        for _ in range(4):
            if controller.rotation in controller.placement_options().get(board.cursor_cell, ()):
                break
            qtbot.keyClick(board, Qt.Key.Key_R)
        qtbot.keyClick(board, Qt.Key.Key_Return)
        assert game.phase == "deploy", a.guidance.text()
        assert "place a figure" in a.guidance.text()
        qtbot.keyClick(board, Qt.Key.Key_S)
    assert len(game.history) == 8
    # The log and the scoreboard are reachable from the keyboard too.
    press(qtbot, window, QKeySequence("Ctrl+3"))
    assert a.score_log.list.hasFocus()
    press(qtbot, window, QKeySequence("Ctrl+2"))
    assert a.scoreboard.focus_target().hasFocus()


def test_hovering_a_figure_shows_its_feature(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.play.feature_info import figure_feature_info, figure_from_item

    a = shell(window)
    drive(controller, 7, 40)
    game = controller.game
    view, scene = window.board, window.board.board
    view.zoom_to_fit()
    QApplication.processEvents()
    items = [it for it in scene.items() if figure_from_item(it) is not None]
    assert items
    lit: list = []
    original = scene.highlight_cells
    scene.highlight_cells = lambda cells, colour=None: (lit.append(list(cells)), original(cells, colour))
    try:
        for item in items:
            pos = view.mapFromScene(item.sceneBoundingRect().center())
            fig = figure_from_item(item)
            if figure_from_item(next(iter(view.items(pos)), None)) is None:
                continue  # something else lies on top of this figure
            qtbot.mouseMove(view.viewport(), pos)
            qtbot.waitUntil(lambda: bool(lit), timeout=1000)
            assert lit[-1] == figure_feature_info(game, fig).cells
            assert a.hover.active
            break
        else:
            pytest.fail("no figure could be hovered")
        # Moving off the figures clears the highlight.
        corner = view.viewport().rect().topLeft() + QPoint(2, 2)
        assert all(figure_from_item(it) is None for it in view.items(corner))
        qtbot.mouseMove(view.viewport(), corner)
        qtbot.waitUntil(lambda: not a.hover.active, timeout=1000)
        assert lit[-1] == []
    finally:
        scene.highlight_cells = original


def test_placement_preview_in_the_status_bar(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.engine.geometry import Position

    a = shell(window)
    a.settings.setValue("ui/placement_preview", True)
    a.apply_settings()
    drive(controller, 2, 20)
    while controller.game.phase != "place":
        drive(controller, 3, 1)
    cell, rotations = next(iter(controller.placement_options().items()))
    controller.set_rotation(rotations[0])
    window.board.set_cursor(Position(cell.x, cell.y))
    assert "Placing it here scores" in a.guidance.text()
    a.settings.setValue("ui/placement_preview", False)
    a.apply_settings()
    assert "Placing it here" not in a.guidance.text()
