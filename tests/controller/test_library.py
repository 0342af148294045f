"""The lists never read a game file on the GUI thread (D2): Continue, Open Recent and the
statistics come from the catalogue; files it does not know are read on the thread pool and
``library_changed`` then says the lists have news."""

from __future__ import annotations

import threading

from storage_like import earlier_version_files

from carc_desktop.engine import Game, record
from carc_desktop.storage import Storage, saves


def test_unknown_files_are_read_in_the_background_never_on_the_gui_thread(make_controller, qtbot, tmp_path,
                                                                          monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    files = earlier_version_files(Storage(data).games_dir, 12)  # no summary: each must be replayed
    replayed_on: list[str] = []
    real = record.game_from_record

    def spy(data, **kw):  # type: ignore[no-untyped-def]
        replayed_on.append(threading.current_thread().name)
        return real(data, **kw)

    monkeypatch.setattr(saves.record, "game_from_record", spy)
    storage = Storage(data)
    c = make_controller()
    with qtbot.waitSignal(c.files.library_changed, timeout=60_000):
        c.files.set_storage(storage)  # the app's start: the catalogue is brought up to date
        c.files.recent(10)
        c.files.unfinished()
        c.files.statistics()
        assert "MainThread" not in replayed_on  # listing read no file here
    assert sorted(e.path for e in c.files.unfinished()) == sorted(files)
    assert len(c.files.recent(5)) == 5
    assert replayed_on and "MainThread" not in replayed_on


def test_a_game_written_by_this_version_is_listed_without_a_replay(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.storage import Snapshot

    storage = Storage(tmp_path / "data")
    game = Game(2, seed=4)
    while len(game.history) < 12:
        game.play(game.legal_moves()[0])
    path = storage.write(Snapshot.of(game), storage.new_game_path())
    storage.catalogue.reset()  # the catalogue is lost: made again from the files
    monkeypatch.setattr(saves.record, "game_from_record", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    (entry,) = Storage(tmp_path / "data").unfinished()  # from the file's summary alone
    assert entry.path == path and entry.turn == game.turn and entry.tiles_left == game.tiles_left()
    assert [p.score for p in entry.players] == game.scores
