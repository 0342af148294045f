"""The controller is the only way to the storage: one save path for autosave and Save,
every game in its own file, opening off the GUI thread."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from controller_helpers import play_people, seats
from PySide6.QtCore import QTimer

from carc_desktop.storage import Storage, saves
from carc_desktop.storage.locking import FileLock


def test_autosave_and_save_share_one_write_path(make_controller, qtbot, storage, tmp_path, monkeypatch):
    writes: list[tuple[str, str]] = []
    real = Storage.write

    def spy(self, snapshot, path):  # type: ignore[no-untyped-def]
        writes.append((Path(path).name, threading_name()))
        return real(self, snapshot, path)

    monkeypatch.setattr(Storage, "write", spy)
    c = make_controller(storage)
    c.new_game(seats(2, computer=(1,)), seed=3)
    play_people(c, qtbot, 4)
    c.set_paused(True)  # no computer move between the two writes compared below
    c.files.autosave()
    c.flush_autosave()
    own = c.files.game_path
    assert own is not None and own.parent == storage.games_dir
    with qtbot.waitSignal(c.files.saved, timeout=5000):
        assert c.files.save(tmp_path / "export.carc")
    names = {n for n, _t in writes}
    assert names == {own.name, "export.carc"}
    assert all(t != "MainThread" for _n, t in writes)  # never on the GUI thread
    exported = json.loads((tmp_path / "export.carc").read_text())
    kept = json.loads(own.read_text())
    assert exported == kept and exported["seats"][1]["computer"] is True
    assert c.files.export_path == tmp_path / "export.carc"


def threading_name() -> str:
    import threading

    return threading.current_thread().name


def test_new_game_keeps_the_unfinished_one(make_controller, qtbot, storage):
    c = make_controller(storage)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 6)
    first_path, first = c.files.game_path, c.game.snapshot()
    c.new_game(seats(3), seed=2)
    play_people(c, qtbot, 3)
    c.flush_autosave()
    assert c.files.game_path != first_path
    listed = [e.path for e in c.files.unfinished()]
    assert listed == [first_path]  # the game in play is not offered
    assert storage.load(first_path).game.snapshot() == first


def test_a_new_game_does_not_wait_for_the_old_games_last_write(make_controller, qtbot, storage, monkeypatch):
    """Switching games hands the old game's last position to the writer and frees its file
    once that is written: the GUI thread does not wait for the disk (a write with fsync,
    slow on some disks), the old game is never freed before its last write, and opening
    it again right away waits for that write instead of finding it locked."""
    gate = threading.Event()
    real = Storage.write

    def gated(self, snapshot, path):  # type: ignore[no-untyped-def]
        gate.wait(10)
        return real(self, snapshot, path)

    c = make_controller(storage)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 4)
    c.flush_autosave()
    first_path = c.files.game_path
    monkeypatch.setattr(Storage, "write", gated)
    play_people(c, qtbot, 1)  # this decision's autosave waits at the gate
    snapshot = c.game.snapshot()
    c.new_game(seats(3), seed=2)
    assert not gate.is_set()  # new_game returned while the old game's write still waited
    assert FileLock(first_path).is_held_elsewhere()  # and its file is not free before it
    threading.Timer(0.3, gate.set).start()
    with qtbot.waitSignal(c.files.opened, timeout=10000):
        assert c.files.open(first_path)
    assert c.game.snapshot() == snapshot and c.files.game_path == first_path


def test_open_runs_off_the_gui_thread_and_adopts_the_file(make_controller, qtbot, storage):
    c = make_controller(storage)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 5)
    path, snapshot = c.files.game_path, c.game.snapshot()
    c.close()
    d = make_controller(storage)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(0)
    with qtbot.waitSignal(d.files.opened, timeout=10000):
        assert d.files.open(path)
        assert d.files.loading and not d.has_game  # returned before the file was read
    timer.stop()
    assert ticks  # the event loop ran while the file was loading
    assert d.game.snapshot() == snapshot and d.files.game_path == path
    play_people(d, qtbot, 1)
    d.flush_autosave()
    assert len(storage.load(path).game.history) == len(d.game.history)


def test_a_game_open_in_another_window_is_refused_with_a_message(make_controller, qtbot, storage):
    c = make_controller(storage)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 3)
    c.flush_autosave()
    d = make_controller(storage)
    with qtbot.waitSignal(d.files.error, timeout=5000) as signal:
        assert not d.files.open(c.files.game_path)
    title, text, _detail = signal.args
    assert "another" in text and not d.has_game


def test_the_hostile_file_does_not_block_the_event_loop(make_controller, qtbot, storage, tmp_path):
    hostile = tmp_path / "hostile.carc"
    hostile.write_bytes(b'{"format": "carc-desktop-record", "version": 1, "moves": ['
                        + b"{}," * 1_300_000 + b"{}]}")
    c = make_controller(storage)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(0)
    with qtbot.waitSignal(c.files.error, timeout=20000) as signal:
        assert c.files.open(hostile)
    timer.stop()
    assert ticks and "refused" in signal.args[1]


def test_a_failed_export_leaves_the_game_and_says_why(make_controller, qtbot, storage, tmp_path):
    c = make_controller(storage)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 2)
    (tmp_path / "file").write_text("a file where a folder should be")
    with qtbot.waitSignal(c.files.error, timeout=5000) as signal:
        c.files.save(tmp_path / "file" / "x.carc")
    assert signal.args[0] and "x.carc" in signal.args[1]
    assert c.files.export_path is None


@pytest.mark.parametrize("purpose", ["autosave"])
def test_a_failing_autosave_is_said_once(make_controller, qtbot, storage, monkeypatch, purpose):
    def full(self, snapshot, path):  # type: ignore[no-untyped-def]
        raise saves.SaveError(path, "No space left on device", saves.SAVE_NO_SPACE, "No space left on device")

    monkeypatch.setattr(Storage, "write", full)
    c = make_controller(storage)
    said: list[str] = []
    c.autosave_failed.connect(said.append)
    c.new_game(seats(2), seed=1)
    play_people(c, qtbot, 3)
    c.flush_autosave()
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    qtbot.wait(50)
    assert len(said) == 1 and len(c.game.history) == 3
