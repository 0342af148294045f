"""The storage raises only its own errors, and a failure changes no file.

Tests run as root in CI, where chmod cannot take permissions away: an unsearchable folder,
a full disk and other refusals of the system are simulated by making the os functions
raise what the system would."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from storage_helpers import random_game, temp_files

from carc_desktop.engine.game import Game, PlayerInfo
from carc_desktop.storage import LoadError, SaveError, Snapshot, Storage, saves
from carc_desktop.storage.paths import backup_path

NAME_MAX = os.pathconf("/", "PC_NAME_MAX") if hasattr(os, "pathconf") else 255


def snapshot_of_folder(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_long_named_damaged_file_is_a_load_error(tmp_path):
    path = tmp_path / ("x" * (NAME_MAX - len(".carc")) + ".carc")  # its .bak name is too long
    path.write_text('{"format": "carc-desktop-record", "version": 1, "moves": [')
    before = snapshot_of_folder(tmp_path)
    with pytest.raises(LoadError) as info:
        Storage(tmp_path / "data").load(path)
    assert info.value.kind == saves.TRUNCATED and info.value.backup is None
    assert snapshot_of_folder(tmp_path) == before


def test_long_named_file_saves_and_keeps_its_backup(tmp_path):
    path = tmp_path / ("y" * (NAME_MAX - len(".carc.bak")) + ".carc")
    storage = Storage(tmp_path / "data")
    storage.save(random_game(1, (), max_decisions=4, players=2), path)
    storage.save(random_game(1, (), max_decisions=6, players=2), path)
    assert backup_path(path).exists() and temp_files(tmp_path) == []


def _denied(*_args, **_kwargs):
    raise PermissionError(errno.EACCES, "Permission denied")


@pytest.mark.parametrize("call", ["load", "save", "write", "games", "recent", "claim", "list_saves"])
def test_unsearchable_data_folder(tmp_path, monkeypatch, call):
    storage = Storage(tmp_path / "data")
    game = random_game(2, (), max_decisions=6, players=2)
    kept = storage.new_game_path()
    storage.write(Snapshot.of(game), kept)
    storage.save(game, storage.saves_dir / "a.carc")
    before = snapshot_of_folder(tmp_path)
    # every way into the folder is refused, as for a folder without the x permission
    for name in ("stat", "lstat", "open", "scandir", "listdir", "mkdir", "link", "replace", "unlink"):
        monkeypatch.setattr(os, name, _denied)
    monkeypatch.setattr("builtins.open", _denied)
    with pytest.raises((LoadError, SaveError)) as info:
        {"load": lambda: storage.load(kept),
         "save": lambda: storage.save(game, storage.saves_dir / "b.carc"),
         "write": lambda: storage.write(Snapshot.of(game), kept),
         "games": storage.games,
         "recent": storage.recent.entries,
         "claim": lambda: storage.claim(kept),
         "list_saves": storage.list_saves}[call]()
    assert info.value.kind in (saves.UNREADABLE, saves.SAVE_WRITE)
    monkeypatch.undo()
    assert snapshot_of_folder(tmp_path) == before


def test_full_disk(tmp_path, monkeypatch):
    storage = Storage(tmp_path / "data")
    game = random_game(3, (), max_decisions=6, players=2)
    kept = storage.new_game_path()
    storage.write(Snapshot.of(game), kept)
    before = snapshot_of_folder(tmp_path)
    game.play(game.legal_moves()[0])
    real_write = os.write

    def full(fd, data):  # the first bytes go, then the disk is full
        if len(data) > 64:
            real_write(fd, bytes(data[:64]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(SaveError) as info:
        storage.write(Snapshot.of(game), kept)
    assert info.value.kind == saves.SAVE_NO_SPACE
    monkeypatch.undo()
    assert snapshot_of_folder(tmp_path) == before


def test_lone_surrogate_in_a_name(tmp_path):
    storage = Storage(tmp_path / "data")
    game = Game([PlayerInfo("Ada\ud800", "red"), PlayerInfo("Bob", "blue")], seed=1)
    game.play(game.legal_moves()[0])
    kept = storage.new_game_path()
    with pytest.raises(SaveError) as info:
        storage.write(Snapshot.of(game), kept)
    assert info.value.kind == saves.SAVE_RECORD
    with pytest.raises(SaveError):
        storage.save(game)  # the suggested name drops the surrogate; the record still cannot be written
    with pytest.raises(SaveError):
        storage.save(random_game(1, (), max_decisions=3, players=2), tmp_path / "bad\ud800name.carc")
    assert not kept.exists() and temp_files(tmp_path) == []
    assert not (tmp_path / "data" / "saves").exists() or list((tmp_path / "data" / "saves").iterdir()) == []


def test_a_save_through_a_dangling_link_makes_no_folder(tmp_path):
    link = tmp_path / "link.carc"
    link.symlink_to(tmp_path / "missing" / "deeper" / "game.carc")
    with pytest.raises(SaveError):
        Storage(tmp_path / "data").save(random_game(1, (), max_decisions=3, players=2), link)
    assert not (tmp_path / "missing").exists() and link.is_symlink()


def test_no_staged_backup_outlives_a_save_when_the_backup_is_the_same_file(tmp_path):
    path = tmp_path / "g.carc"
    storage = Storage(tmp_path / "data")
    storage.save(random_game(1, (), max_decisions=3, players=2), path)
    os.link(path, backup_path(path))  # .bak and the file are one inode: renaming one over the other does nothing
    storage.save(random_game(1, (), max_decisions=5, players=2), path)
    assert temp_files(tmp_path) == []
    assert backup_path(path).exists()
