"""A file per game: every game keeps its own file in games/, listed to continue until it is
over and then kept in a history; nothing a game does touches another game's file."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3

import pytest
from storage_helpers import random_game, temp_files

from carc_desktop.engine.game import Game
from carc_desktop.storage import LoadError, Snapshot, Storage, paths, saves


def autosave_like_the_app(storage: Storage, game: Game, moves: int, seed: int = 0) -> os.PathLike[str]:
    """Play ``moves`` decisions, writing the game's own file after each one."""
    import random

    rng = random.Random(seed)
    path = storage.new_game_path()
    lock = storage.claim(path)
    for _ in range(moves):
        if game.finished:
            break
        game.play(rng.choice(game.legal_moves()))
        storage.write(Snapshot.of(game), path)
    lock.release()
    return path


def test_each_game_has_its_own_file_and_stays_continuable(data_dir):
    storage = Storage()
    first, second = Game(2, seed=1), Game(3, seed=2)
    a = autosave_like_the_app(storage, first, 12)
    b = autosave_like_the_app(storage, second, 7)  # "New Game" during the first one
    assert a != b and a.parent == b.parent == data_dir / "games"
    listed = storage.unfinished()
    assert [e.path for e in listed] == [b, a]  # newest first
    assert [p.name for p in listed[1].players] == [p.name for p in first.players]
    assert storage.load(a).game.snapshot() == first.snapshot()
    assert storage.load(b).game.snapshot() == second.snapshot()
    assert temp_files(data_dir) == []


def test_a_game_file_is_written_after_every_decision(data_dir):
    storage = Storage()
    game = Game(3, seed=42)
    path = storage.new_game_path()
    for _ in range(25):
        game.play(game.legal_moves()[-1])
        storage.write(Snapshot.of(game, thumbnail=len(game.history) % 5 == 0), path)
        # quit now: a fresh process finds exactly the position after that decision
        assert Storage().load(path, remember=False).game.snapshot() == game.snapshot()
    entry = Storage().unfinished()[0]
    assert entry.turn == game.turn and entry.thumbnail is not None and entry.thumbnail.is_file()


def test_finished_games_form_a_history_with_a_cap(data_dir):
    storage = Storage(history_limit=2)
    unfinished = autosave_like_the_app(storage, Game(2, seed=9), 5)
    done = []
    for seed in (1, 2, 3):
        game = random_game(seed, (), players=2)
        path = storage.new_game_path()
        storage.write(Snapshot.of(game), path)
        done.append(path)
    history = storage.games(finished=True)
    assert [e.path for e in history] == [done[2], done[1]]  # the oldest finished game went
    assert not done[0].exists() and not paths.backup_path(done[0]).exists()
    # the unfinished game is never dropped, however full the history is
    assert [e.path for e in storage.unfinished()] == [unfinished] and unfinished.exists()
    assert {e.path for e in storage.games()} == {unfinished, done[1], done[2]}


def test_files_saved_elsewhere_are_forgotten_never_deleted(data_dir, tmp_path):
    storage = Storage(recent_limit=2)
    game = random_game(4, (), max_decisions=8, players=2)
    files = [storage.save(game, tmp_path / f"export{i}.carc") for i in range(4)]
    assert [e.path for e in storage.recent.entries()] == [files[3], files[2]]
    assert all(f.exists() for f in files)
    storage.recent.clear()
    assert storage.recent.entries() == [] and all(f.exists() for f in files)


def test_a_game_file_the_index_misses_is_still_listed(data_dir):
    storage = Storage()
    game = random_game(5, (), max_decisions=9, players=2)
    path = storage.new_game_path()
    saves.save_game(game, path)  # written, but the index was never told (a crash in between)
    (data_dir / "games" / "garbage.carc").write_text("not a game")  # damaged: left alone, unlisted
    assert [e.path for e in storage.unfinished()] == [path]
    assert (data_dir / "games" / "garbage.carc").read_text() == "not a game"


def test_the_autosave_of_an_earlier_version_is_moved_in(data_dir):
    game = random_game(6, (), max_decisions=11, players=2)
    data_dir.mkdir(parents=True)
    saves.save_game(game, data_dir / "autosave.carc")
    listed = Storage().unfinished()
    assert len(listed) == 1 and listed[0].path.parent == data_dir / "games"
    assert Storage().load(listed[0].path).game.snapshot() == game.snapshot()
    assert not (data_dir / "autosave.carc").exists()


def test_delete_a_game(data_dir):
    storage = Storage()
    path = autosave_like_the_app(storage, Game(2, seed=3), 4)
    storage.delete_game(path)
    assert not path.exists() and storage.games() == []
    with pytest.raises(saves.SaveError):
        storage.delete_game(data_dir / "elsewhere.carc")


def test_a_game_belongs_to_one_window(data_dir):
    storage = Storage()
    path = autosave_like_the_app(storage, Game(2, seed=3), 4)
    mine = storage.claim(path)
    with pytest.raises(LoadError) as info:
        Storage().claim(path)  # another window, same game
    assert info.value.kind == saves.LOCKED and info.value.params["owner"] == os.getpid()
    with pytest.raises(LoadError) as info:
        storage.delete_game(path)
    assert info.value.kind == saves.LOCKED and path.exists()
    mine.release()
    Storage().claim(path).release()


def test_the_catalogue_is_sqlite_with_every_field(data_dir):
    storage = Storage()
    path = autosave_like_the_app(storage, Game(2, seed=3), 4)
    with sqlite3.connect(data_dir / "library.sqlite") as db:
        (row,) = db.execute("SELECT path, finished, players, kept FROM games").fetchall()
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert row[0] == str(path) and row[1] == 0 and len(json.loads(row[2])) == 2 and row[3] == 1
    assert not (data_dir / "recent.json").exists()


def test_every_finished_game_is_kept_by_default(data_dir):
    """No cap: 130 finished games (the old index kept 100), all listed and all on disk."""
    storage = Storage()
    game = random_game(1, (), players=2)
    done = [storage.write(Snapshot.of(game), storage.new_game_path()) for _ in range(130)]
    assert len(storage.games(finished=True)) == 130 and all(p.exists() for p in done)


def test_a_snapshot_replacing_an_unwritten_one_keeps_its_mini_map():
    game = Game(2, seed=1)
    with_map = Snapshot.of(game)
    game.play(game.legal_moves()[0])
    newer = Snapshot.of(game, thumbnail=False)
    assert with_map.png() is not None and with_map.png().startswith(b"\x89PNG") and newer.png() is None
    assert newer.replacing(with_map).png() == with_map.png()
    assert newer.replacing(with_map).record == newer.record
    assert with_map.replacing(newer) is with_map


def test_a_snapshot_draws_its_mini_map_only_when_written():
    """Snapshot.of (on the GUI thread) takes the mini-map's rectangles; Pillow draws them
    when the snapshot is written, into the same picture thumbnail_png makes."""
    import subprocess
    import sys

    code = ("import random, sys; from carc_desktop.engine import Game; "
            "from carc_desktop.storage import Snapshot, thumbnail_png; g = Game(3, seed=5); r = random.Random(5)\n"
            "for _ in range(40): g.play(r.choice(g.legal_moves()))\n"
            "s = Snapshot.of(g); assert 'PIL' not in sys.modules and s.thumbnail is None\n"
            "assert s.png() == thumbnail_png(g) and s.png().startswith(b'\\x89PNG')")
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)


@pytest.mark.parametrize("damage", [b"", b"not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_missing_or_damaged_catalogue_is_made_again_from_the_files(data_dir, damage):
    storage = Storage()
    unfinished = autosave_like_the_app(storage, Game(2, seed=9), 5)
    done = storage.write(Snapshot.of(random_game(1, (), players=2)), storage.new_game_path())
    db = data_dir / "library.sqlite"
    storage.catalogue.close()
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            (data_dir / f"library.sqlite{suffix}").unlink()
    db.write_bytes(damage)
    again = Storage()
    assert [e.path for e in again.unfinished()] == [unfinished]
    assert [e.path for e in again.games(finished=True)] == [done]
    assert again.catalogue.integrity() == "ok"
    assert damage == b"" or (data_dir / "library.sqlite.damaged").read_bytes() == damage


def test_a_moved_data_folder_lists_its_own_files(tmp_path):
    old = Storage(tmp_path / "old")
    path = autosave_like_the_app(old, Game(2, seed=9), 5)
    old.catalogue.close()
    shutil.copytree(tmp_path / "old", tmp_path / "new")
    moved = Storage(tmp_path / "new")
    assert [e.path for e in moved.unfinished()] == [tmp_path / "new" / "games" / path.name]
    assert [e.path for e in moved.recent.entries()] == [tmp_path / "new" / "games" / path.name]
