"""The window's file side, as a player meets it: New Game, Open and Quit during an
unfinished game keep it continuable; Continue a Game lists, continues and deletes games;
saves keep the computer seats; Open Recent; the Open and Save dialogs start in the saves
folder; a game open in another window is refused with a message."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from carc_desktop import app as app_module
from carc_desktop.__main__ import _parser
from carc_desktop.storage import SaveError, Storage
from carc_desktop.ui.dialogs.continue_dialog import ContinueDialog
from carc_desktop.ui.window.file_actions import FileActions
from carc_desktop.ui.window.main_window import MainWindow

from .conftest import BASE, drive, make_controller, make_window, seats


def unfinished_game(qtbot, storage, seed: int = 26, moves: int = 6, computer=(1,)):  # type: ignore[no-untyped-def]
    """A window's game left unfinished: (its file, its snapshot)."""
    c = make_controller(qtbot, storage)
    c.new_game(seats(2, computer=computer), BASE, seed)
    drive(c, seed, moves, qtbot)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    c.close()
    return c.files.game_path, c.game.snapshot()


def wait_opened(qtbot, c, action) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(c.files.opened, timeout=10000):
        action()


def test_new_game_open_and_quit_keep_the_unfinished_game(qtbot, storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2, computer=(1,)), BASE, 31)
    drive(c, 1, 8, qtbot)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    first, first_state = c.files.game_path, c.game.snapshot()

    # New Game (the dialog's choice) during the game: the first one stays continuable.
    a.start_game(type("Setup", (), {"players": seats(2), "rules": BASE, "seed": 5})())
    drive(c, 2, 3)
    second, second_state = c.files.game_path, c.game.snapshot()
    assert second != first
    assert [e.path for e in c.files.unfinished()] == [first]

    # Open another file during the game: both games stay continuable.
    other = tmp_path / "other.carc"
    Storage(tmp_path / "elsewhere").save(c.game, other)
    wait_opened(qtbot, c, lambda: a.load_file(other))
    c.flush_autosave()
    assert {e.path for e in c.files.unfinished()} == {first, second}

    # Quit: the next start offers all of them, each exactly as it was left.
    w.close()
    c2 = make_controller(qtbot, storage)
    w2, a2 = make_window(qtbot, c2, storage)
    c2.new_game(seats(2), BASE, 1)
    assert app_module.offer_resume(w2, c2) == "asked"
    dialog = a2.dialogs["continue"]
    assert isinstance(dialog, ContinueDialog) and dialog.isVisible()
    assert set(dialog.paths()) == {str(first), str(second)}
    assert c2._paused  # no computer move behind the dialog
    dialog.games.setCurrentRow(dialog.paths().index(str(first)))
    wait_opened(qtbot, c2, dialog.continue_button.click)
    assert c2.game.snapshot() == first_state and [p.computer for p in c2.players] == [False, True]
    assert not c2._paused and c2.files.game_path == first
    assert Storage(storage.data_dir).load(second).game.snapshot() == second_state
    w2.close()


def test_continue_and_delete_from_the_menu(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    path, _state = unfinished_game(qtbot, storage)
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 1)
    a.files.update_continue()
    assert a.actions["continue"].isVisible() and a.actions["continue"].isEnabled()
    a.actions["continue"].trigger()
    dialog = a.dialogs["continue"]
    assert dialog.paths() == [str(path)]
    assert "Ada" in dialog.games.item(0).text() and not dialog.games.item(0).icon().isNull()
    assert str(storage.games_dir) in dialog.where.text()
    question = dialog._ask_delete()
    question.button(QMessageBox.StandardButton.Yes).click()
    QApplication.processEvents()
    assert not path.exists() and not dialog.isVisible()
    a.files.update_continue()
    assert not a.actions["continue"].isVisible()
    w.close()


def test_a_game_open_in_another_window_is_refused(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 3)
    drive(c, 3, 4)
    c.flush_autosave()
    c2 = make_controller(qtbot, storage)
    w2, a2 = make_window(qtbot, c2, storage)
    c2.new_game(seats(2), BASE, 4)
    before = c2.game.snapshot()
    assert a2.load_file(c.files.game_path) is False
    box = a2.dialogs["warning"]
    assert "another carc-desktop window" in box.text() and c2.game.snapshot() == before
    box.done(0)
    a2.actions["continue"].trigger()  # the list says which game is being played elsewhere
    dialog = a2.dialogs["continue"]
    assert "another window" in dialog.games.item(0).text()
    dialog.reject()
    w2.close()
    w.close()


def test_saves_keep_the_computer_seats(qtbot, storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(3, computer=(2,), level="easy"), BASE, 21)
    drive(c, 1, 4, qtbot)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    path = tmp_path / "three.carc"
    with qtbot.waitSignal(c.files.saved, timeout=5000):
        assert a.save_to(path)
    assert "three.carc" in w.banner.text.text()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seats"] == [{"computer": False, "level": "easy"}, {"computer": False, "level": "easy"},
                             {"computer": True, "level": "easy"}]
    snapshot = c.game.snapshot()
    w.close()

    c2 = make_controller(qtbot, storage)
    w2, a2 = make_window(qtbot, c2, storage)
    c2.new_game(seats(2), BASE, 1)
    wait_opened(qtbot, c2, lambda: a2.load_file(path))
    assert [(p.name, p.computer, p.level) for p in c2.players] == [
        ("Ada", False, "easy"), ("Bob", False, "easy"), ("Cleo", True, "easy")]
    assert c2.game.snapshot() == snapshot and a2.current_path == path
    with qtbot.waitSignal(c2.files.saved, timeout=5000):
        assert a2.save_game() is True  # Save writes the same file again, without asking
    assert json.loads(path.read_text(encoding="utf-8"))["seats"][2]["computer"] is True
    w2.close()


def test_open_and_save_dialogs_start_in_the_saves_folder(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 1)
    opening = a.files.open_game()
    assert Path(opening.directory().absolutePath()) == storage.saves_dir
    assert opening.selectedFiles() in ([], [str(storage.saves_dir)])  # no "saves" file name filled in
    opening.reject()
    saving = a.files.save_game_as()
    assert isinstance(saving, QFileDialog)
    assert Path(saving.directory().absolutePath()) == storage.saves_dir
    saving.reject()
    w.close()


def test_open_recent_lists_saves_and_opens_them(qtbot, storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot)  # no storage given, no autosave: only the saved file is listed
    w, a = make_window(qtbot, c)
    files = w.findChild(FileActions, "FileActions")
    menu = a.actions.recent_menu
    assert isinstance(menu, QMenu) and menu.menuAction() in a.actions.menus["game"].actions()
    assert files.refresh_recent_menu() == []
    c.new_game(seats(2), BASE, 22)
    drive(c, 2, 10)
    path = tmp_path / "recent game.carc"
    with qtbot.waitSignal(c.files.saved, timeout=5000):
        a.save_to(path)
    saved, history = c.game.snapshot(), list(c.game.history)
    drive(c, 3, 6)
    (action,) = files.refresh_recent_menu()
    assert "Ada" in action.text() and "base game" in action.text()
    assert str(path) in action.toolTip() and not action.icon().isNull() and action.data() == str(path)
    wait_opened(qtbot, c, action.trigger)
    assert c.game.snapshot() == saved and c.game.history == history
    [act for act in menu.actions() if act.text() == "&Clear the List"][0].trigger()
    assert files.refresh_recent_menu() == []
    w.close()


def test_autosave_failure_shows_a_message_and_play_goes_on(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(self, snapshot, path):  # type: ignore[no-untyped-def]
        raise SaveError(path, "Read-only file system", detail="Read-only file system")

    monkeypatch.setattr(Storage, "write", broken)
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 24)
    with qtbot.waitSignal(c.autosave_failed, timeout=3000):
        drive(c, 1, 1)
    qtbot.waitUntil(lambda: "Read-only file system" in w.banner.text.text(), timeout=2000)
    assert drive(c, 2, 2) == 2
    w.close()


def test_closing_the_window_writes_the_last_autosave(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import time

    real = Storage.write

    def slow(self, snapshot, path):  # type: ignore[no-untyped-def]
        time.sleep(0.2)
        return real(self, snapshot, path)

    monkeypatch.setattr(Storage, "write", slow)
    c = make_controller(qtbot, storage)
    w, _a = make_window(qtbot, c, storage)
    c.new_game(seats(2), BASE, 25)
    drive(c, 5, 3)
    w.close()  # no waiting here: closing itself finishes the write and frees the game
    monkeypatch.undo()
    assert len(storage.load(c.files.game_path).game.history) == 3
    storage.claim(c.files.game_path).release()


def test_undo_follows_the_casual_setting(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.settings_dialog import KEY_CASUAL_UNDO

    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    c.new_game(seats(2, computer=(1,)), BASE, 8)
    from carc_desktop.engine.moves import Skip

    while not (c.human_to_move and c.phase == "place" and c.game.turn > 0):  # a whole turn each
        qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
        if not (c.phase == "place" and c.game.turn > 0):
            assert c.choose(Skip() if Skip() in c.legal_moves() else c.legal_moves()[0])
    a.refresh()
    assert not a.actions["undo"].isEnabled()
    settings = a.show_settings()
    settings.casual_undo.setChecked(True)
    settings.accept()
    assert a.settings.value(KEY_CASUAL_UNDO) in (True, "true") and c.casual_undo
    assert a.actions["undo"].isEnabled()
    w.close()


def test_run_offers_unless_no_resume(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert _parser().parse_args(["--no-resume"]).no_resume is True
    unfinished_game(qtbot, storage)
    for resume in (False, True):
        before = set(QApplication.topLevelWidgets())

        def until_attached(_app: QApplication, before: set[object] = before) -> int:  # the event loop, until the start's second step
            qtbot.waitUntil(lambda: any(isinstance(w, MainWindow) and w.is_attached
                                        for w in QApplication.topLevelWidgets() if w not in before), timeout=10000)
            return 0

        monkeypatch.setattr(QApplication, "exec", until_attached)
        assert app_module.run([], seed=3, resume=resume, storage=storage) == 0
        made = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
        assert len(made) == 1
        offered = made[0].findChild(ContinueDialog)
        assert (offered is not None and offered.isVisible()) == resume
        assert made[0].controller.files.storage is storage and made[0].controller.game.history == []
        if offered is not None:
            offered.reject()
        made[0].close()
        made[0].deleteLater()
    QApplication.processEvents()


def test_the_new_texts_speak_the_players_language(qtbot, storage, german) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop import i18n
    from carc_desktop.storage import LoadError, saves
    from carc_desktop.texts.error_text import load_reason, save_error_parts

    app = QApplication.instance()
    path, _state = unfinished_game(qtbot, storage)
    try:
        assert i18n.switch_language(app, "de", store=False)
        dialog = ContinueDialog(storage.unfinished())
        assert dialog.windowTitle() == "Spiel fortsetzen" and dialog.continue_button.text() == "&Fortsetzen"
        locked = LoadError(saves.LOCKED, "open elsewhere", path, owner=1)
        assert load_reason(locked).startswith("Dieses Spiel ist in einem anderen carc-desktop-Fenster geöffnet")
        full = SaveError(path, "No space left on device", saves.SAVE_NO_SPACE, "No space left on device")
        assert "Der Datenträger ist voll" in save_error_parts(full)[0]
        dialog.deleteLater()
    finally:
        i18n.switch_language(app, "en", store=False)


def test_a_slow_open_shows_the_busy_cursor(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import time

    path, state = unfinished_game(qtbot, storage)
    real = Storage.load

    def slow(self, p, **kw):  # type: ignore[no-untyped-def]
        time.sleep(0.5)  # a huge record on a slow disk
        return real(self, p, **kw)

    monkeypatch.setattr(Storage, "load", slow)
    c = make_controller(qtbot, storage)
    w, a = make_window(qtbot, c, storage)
    busy: list[bool] = []
    c.files.busy_changed.connect(busy.append)
    wait_opened(qtbot, c, lambda: a.load_file(path))
    assert busy == [True, False] and QApplication.overrideCursor() is None
    assert c.game.snapshot() == state
    w.close()
