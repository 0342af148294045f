"""The window's file side: saves keep the computer seats, Open Recent, Continue Last Game,
redo through the menu, autosave failures in the status bar, closing flushes the autosave."""

from __future__ import annotations

import json
import time

from PySide6.QtWidgets import QApplication, QMenu

from carc_desktop.storage import Autosave, SaveError
from carc_desktop.ui.file_actions import FileActions

from .conftest import BASE, drive, make_controller, make_window, seats


def test_saves_keep_the_computer_seats(qtbot, storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(3, computer=(2,), level="easy"), BASE, 21)
    drive(c, 1, 4, qtbot)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    path = tmp_path / "three.carc"
    assert a.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seats"] == [{"computer": False, "level": "easy"}, {"computer": False, "level": "easy"},
                             {"computer": True, "level": "easy"}]
    snapshot = c.game.snapshot()
    w.close()

    # A new window and controller (all people by default) open it: the computer is back.
    c2 = make_controller(qtbot)
    w2, a2 = make_window(qtbot, c2, storage)
    c2.new_game(seats(2), BASE, 1)
    assert a2.load_file(path)
    assert [(p.name, p.computer, p.level) for p in c2.players] == [
        ("Ada", False, "easy"), ("Bob", False, "easy"), ("Cleo", True, "easy")]
    assert c2.game.snapshot() == snapshot
    assert a2.current_path == path
    # Saving it again keeps the seats.
    assert a2.save_game() is True
    assert json.loads(path.read_text(encoding="utf-8"))["seats"][2]["computer"] is True
    w2.close()


def test_open_recent_lists_saves_and_opens_them(qtbot, storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    w, a = make_window(qtbot, c, storage)
    files = w.findChild(FileActions, "FileActions")
    assert files is a.files
    menu = a.actions.recent_menu
    assert isinstance(menu, QMenu) and menu.menuAction() in a.actions.menus["game"].actions()
    assert files.refresh_recent_menu() == []  # nothing saved yet: a disabled placeholder
    assert [act.isEnabled() for act in menu.actions()] == [False]

    c.new_game(seats(2), BASE, 22)
    drive(c, 2, 10)
    path = tmp_path / "recent game.carc"
    assert a.save_to(path)
    saved = c.game.snapshot()
    history = list(c.game.history)
    drive(c, 3, 6)
    assert c.game.history != history

    entries = files.refresh_recent_menu()
    assert len(entries) == 1
    action = entries[0]
    text = action.text()
    entry = storage.recent.entries()[0]
    assert [p.score for p in entry.players] == list(saved["scores"])  # the scores at saving
    assert f"Ada {entry.players[0].score}" in text and f"Bob {entry.players[1].score}" in text
    assert "base game" in text  # no expansion
    assert str(path) in action.toolTip() and "Turn" in action.toolTip()
    assert not action.icon().isNull(), "the mini-map is the entry's icon"
    assert action.data() == str(path)

    action.trigger()
    assert c.game.snapshot() == saved and c.game.history == history
    assert a.current_path == path
    # The list can be emptied.
    clear = [act for act in menu.actions() if act.text() == "&Clear the List"]
    assert clear
    clear[0].trigger()
    assert files.refresh_recent_menu() == []
    w.close()


def test_redo_through_the_menu_until_a_new_decision(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 23)
    drive(c, 4, 5)
    snapshot = c.game.snapshot()
    assert not a.actions["redo"].isEnabled()
    a.actions["undo"].trigger()
    assert len(c.game.history) == 4
    assert a.actions["redo"].isEnabled()
    a.actions["redo"].trigger()
    assert c.game.snapshot() == snapshot
    assert not a.actions["redo"].isEnabled()
    a.actions["undo"].trigger()
    drive(c, 9, 1)  # a new decision
    assert not a.actions["redo"].isEnabled()
    assert a.redo() is False
    w.close()


def test_autosave_failure_shows_a_message_and_play_goes_on(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(self, data):  # type: ignore[no-untyped-def]
        raise SaveError(self.path, "Read-only file system")

    monkeypatch.setattr(Autosave, "save_record", broken)
    c = make_controller(qtbot, storage.autosave)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 24)
    with qtbot.waitSignal(c.autosave_failed, timeout=3000):
        drive(c, 1, 1)
    qtbot.waitUntil(lambda: "Read-only file system" in w.banner.text.text(), timeout=2000)
    assert drive(c, 2, 2) == 2
    w.close()


def test_closing_the_window_writes_the_last_autosave(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    original = Autosave.save_record

    def slow(self, data):  # type: ignore[no-untyped-def]
        time.sleep(0.25)
        original(self, data)

    monkeypatch.setattr(Autosave, "save_record", slow)
    c = make_controller(qtbot, storage.autosave)
    w, _a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 25)
    drive(c, 5, 3)
    assert not storage.autosave.exists() or len(storage.autosave.load_autosave().game.history) < 3
    w.close()  # no waiting here: closing itself must finish the write
    assert len(storage.autosave.load_autosave().game.history) == 3


def test_continue_last_game(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2, computer=(1,)), BASE, 26)
    drive(c, 6, 4, qtbot)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    c.close()
    snapshot = c.game.snapshot()

    # Next session: a fresh game is shown, the last one can be continued from the menu.
    c2 = make_controller(qtbot, storage.autosave)
    c2.new_game(seats(2), BASE, 1)
    w, a = make_window(qtbot, c2, storage)
    files = a.files
    files.update_continue()
    assert a.actions["continue"].isVisible() and a.actions["continue"].isEnabled()
    a.actions["continue"].trigger()
    assert c2.game.snapshot() == snapshot
    assert [p.computer for p in c2.players] == [False, True]
    files.update_continue()
    assert not a.actions["continue"].isEnabled()  # the slot holds this very game now
    # A damaged slot is reported, not raised.
    c2.new_game(seats(2), BASE, 2)
    storage.autosave.path.write_text("{ not json", encoding="utf-8")
    storage.autosave.backup_path.unlink(missing_ok=True)
    files.update_continue()
    assert a.actions["continue"].isEnabled()
    assert files.continue_last_game() is False
    assert "damaged" in a.dialogs["warning"].text()
    QApplication.processEvents()
    w.close()
