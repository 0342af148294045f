"""Two running copies of the game on one data folder, as real processes: the index keeps
every entry, no temporary file is left, and a game file has one owner at a time (a killed
owner does not keep it)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from carc_desktop.storage import LoadError, Storage, saves

from storage_helpers import temp_files

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
        storage.write(snapshot, storage.games_dir / f"{name}-{i:02d}.carc")
    print("done")
""").replace("Path_exists", "__import__('os').path.exists")


def test_two_processes_saving_keep_all_entries(tmp_path):
    data = tmp_path / "data"
    (data / "games").mkdir(parents=True)
    procs = [subprocess.Popen([sys.executable, "-c", SAVER, str(data), name, "40"], cwd=REPO,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name in ("left", "right")]
    (data / "go").write_text("")  # both start writing at once
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0 and out.strip() == "done", err
    entries = Storage(data).recent.entries()
    names = sorted(e.path.name for e in entries)
    assert names == sorted(f"{n}-{i:02d}.carc" for n in ("left", "right") for i in range(40))
    assert len(json.loads((data / "recent.json").read_text())["entries"]) == 80
    assert temp_files(data) == []


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
