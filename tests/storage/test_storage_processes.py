"""Two running copies of the game on one data folder, as real processes: the catalogue keeps
every game both wrote (SQLite's own locking, no merging by hand), no temporary file is left,
a game file has one owner at a time (a killed owner does not keep it), and writers killed
with SIGKILL in the middle of their writes leave a sound catalogue equal to the files and no
orphaned temporary file once the next copy starts."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from storage_helpers import temp_files

import carc_desktop.storage as storage_module
from carc_desktop.storage import LoadError, Storage, saves

REPO = Path(__file__).resolve().parents[2]

SAVER = textwrap.dedent("""
    import sys, time
    from carc_desktop.engine.game import Game
    from carc_desktop.storage import Snapshot, Storage
    data, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    storage = Storage(data)
    game = Game(2, seed=len(name))
    snapshot = Snapshot.of(game)
    while not Path_exists(data + "/go"):
        time.sleep(0.001)
    for i in range(count):
        storage.write(snapshot, storage.games_dir / f"{name}-{i:03d}.carc")
    print("done")
""").replace("Path_exists", "__import__('os').path.exists")


def test_two_processes_saving_keep_all_entries(tmp_path):
    data = tmp_path / "data"
    (data / "games").mkdir(parents=True)
    procs = [subprocess.Popen([sys.executable, "-c", SAVER, str(data), name, "200"], cwd=REPO,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name in ("left", "right")]
    (data / "go").write_text("")  # both start writing at once
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0 and out.strip() == "done", err
    storage = Storage(data, adopt_inline=False)  # what the catalogue holds, nothing read again
    names = sorted(e.path.name for e in storage.games())
    assert names == sorted(f"{n}-{i:03d}.carc" for n in ("left", "right") for i in range(200))
    with sqlite3.connect(data / "library.sqlite") as db:
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 400
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert temp_files(data) == []


def _rows(data: Path) -> list[tuple]:
    with sqlite3.connect(data / "library.sqlite") as db:
        games = db.execute("SELECT path, finished, players, turn, tiles_placed, tiles_left, decisions, stamp "
                           "FROM games ORDER BY path").fetchall()
        seats = db.execute("SELECT g.path, s.seat, s.score, s.computer, s.level, s.winner, s.best_road, "
                           "s.best_city FROM seats s JOIN games g ON g.id = s.game ORDER BY 1, 2").fetchall()
    return games + seats


KILLS = 8
KILLED = textwrap.dedent("""
    import random, sys
    from carc_desktop.engine.game import Game
    from carc_desktop.storage import Snapshot, Storage
    data, seed = sys.argv[1], int(sys.argv[2])
    storage = Storage(data, adopt_inline=False)
    rng = random.Random(seed)
    games = [(storage.games_dir / f"g{seed}-{k}.carc", Game(2, seed=seed * 10 + k)) for k in range(3)]
    locks = [storage.claim(path) for path, _ in games]
    print("writing", flush=True)
    while True:
        path, game = rng.choice(games)
        if not game.finished:
            game.play(rng.choice(game.legal_moves()))
        storage.write(Snapshot.of(game, {"seats": [{"computer": False}, {"computer": True, "level": "easy"}]}),
                      path)
""")


def test_kill_9_during_writes_leaves_a_sound_catalogue_equal_to_the_files(tmp_path, monkeypatch):
    """D8 too: the temporary files the kills orphan are removed when the next copy starts,
    except one a live copy may be writing."""
    data = tmp_path / "data"
    (data / "games").mkdir(parents=True)
    rng = random.Random(5)
    for seed in range(KILLS):
        proc = subprocess.Popen([sys.executable, "-c", KILLED, str(data), str(seed)], cwd=REPO,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "writing", proc.stderr.read()
        time.sleep(0.05 + rng.random() * 0.25)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
    # A game a live copy holds keeps its temporary file (that copy may be writing it).
    held = data / "games" / "held.carc"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(data), str(held)], cwd=REPO,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        live_temp = data / "games" / ".held.carc.abc123.tmp"
        live_temp.write_text("half a game")
        orphans = [p for p in temp_files(data) if p != live_temp]
        # As the next start finds them, a few seconds later (touching their times would
        # touch the games: a staged backup is a hard link of one).
        monkeypatch.setattr(storage_module, "WRITE_SECONDS", 0.0)
        with sqlite3.connect(data / "library.sqlite") as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        storage = Storage(data)  # the next start: the catalogue follows the files again
        listed = {e.path.name for e in storage.games()}
        assert listed == {f"g{seed}-{k}.carc" for seed in range(KILLS) for k in range(3)
                          if (data / "games" / f"g{seed}-{k}.carc").exists()} and listed
        assert storage.catalogue.integrity() == "ok"
        assert temp_files(data) == [live_temp], orphans
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    after = _rows(data)
    storage.catalogue.close()
    rebuilt = Storage(data)
    rebuilt.rebuild()  # made again from the files alone
    assert _rows(data) == after


HOLDER = textwrap.dedent("""
    import sys, time
    from carc_desktop.storage import Storage
    lock = Storage(sys.argv[1]).claim(sys.argv[2])
    print("holding", flush=True)
    time.sleep(600)
""")


def test_a_game_open_in_another_process_is_refused_until_that_process_dies(tmp_path):
    data = tmp_path / "data"
    game_file = data / "games" / "g.carc"
    game_file.parent.mkdir(parents=True)
    game_file.write_text("{}")
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(data), str(game_file)], cwd=REPO,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "holding"
        storage = Storage(data)
        try:
            storage.claim(game_file)
        except LoadError as exc:
            assert exc.kind == saves.LOCKED and exc.params["owner"] == proc.pid
        else:
            raise AssertionError("a game held by another process was claimed")
    finally:
        proc.send_signal(signal.SIGKILL)  # a crash: the lock file stays, the lock does not
        proc.wait(timeout=60)
    assert (data / "games" / "g.carc.lock").exists()
    storage.claim(game_file).release()  # the stale lock is no obstacle
    assert game_file.read_text() == "{}"


def test_kill_during_index_update_leaves_a_usable_index(tmp_path):
    data = tmp_path / "data"
    (data / "games").mkdir(parents=True)
    proc = subprocess.Popen([sys.executable, "-c", SAVER, str(data), "victim", "1000"], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    (data / "go").write_text("")
    try:
        proc.wait(timeout=1.5)
    except subprocess.TimeoutExpired:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    storage = Storage(data)
    listed = storage.recent.entries()  # whatever was listed is readable, and the lock is free again
    storage.write(saves_snapshot(), data / "games" / "after.carc")
    assert len(storage.recent.entries()) >= len(listed)


def saves_snapshot():  # type: ignore[no-untyped-def]
    from carc_desktop.engine.game import Game
    from carc_desktop.storage import Snapshot

    return Snapshot.of(Game(2, seed=1))
