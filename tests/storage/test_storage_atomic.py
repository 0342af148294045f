"""Atomic writes: a failure at any step leaves the old file intact and no temporary file."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from storage_helpers import random_game, temp_files

from carc_desktop.storage import SaveError, atomic, load_game, save_game
from carc_desktop.storage.atomic import atomic_write_bytes, remove_stale_temps
from carc_desktop.storage.paths import backup_path

OLD = b'{"old": true}\n'
NEW = b'{"new": true, "padding": "' + b"x" * 5000 + b'"}\n'


@pytest.fixture
def target(tmp_path: Path) -> Path:
    path = tmp_path / "slot" / "game.carc"
    atomic_write_bytes(path, OLD)
    return path


def test_write_creates_folder_and_keeps_backup(target):
    assert target.read_bytes() == OLD
    assert not backup_path(target).exists()  # nothing to back up the first time
    atomic_write_bytes(target, NEW)
    assert target.read_bytes() == NEW
    assert backup_path(target).read_bytes() == OLD
    atomic_write_bytes(target, b"third")
    assert backup_path(target).read_bytes() == NEW
    assert temp_files(target.parent) == []


def test_write_without_backup(target):
    atomic_write_bytes(target, NEW, backup=False)
    assert target.read_bytes() == NEW
    assert not backup_path(target).exists()


def _boom(*args, **kwargs):
    raise OSError(errno.EIO, "simulated I/O error")


@pytest.mark.parametrize("name", ["replace", "fsync", "write", "link"])
def test_failing_step_leaves_old_file(target, monkeypatch, name):
    if name == "link":
        # Without hard links the backup is copied instead: the write must still work.
        monkeypatch.setattr(os, "link", _boom)
        atomic_write_bytes(target, NEW)
        assert target.read_bytes() == NEW and backup_path(target).read_bytes() == OLD
        assert temp_files(target.parent) == []
        return
    monkeypatch.setattr(os, name, _boom)
    with pytest.raises(OSError, match="simulated"):
        atomic_write_bytes(target, NEW)
    monkeypatch.undo()
    assert target.read_bytes() == OLD
    assert temp_files(target.parent) == []
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.carc"]


def test_disk_full_midway(target, monkeypatch):
    real_write = os.write
    calls = []

    def half_then_full(fd, data):
        if calls:
            raise OSError(errno.ENOSPC, "No space left on device")
        calls.append(1)
        return real_write(fd, bytes(data[: len(data) // 2]))

    monkeypatch.setattr(os, "write", half_then_full)
    with pytest.raises(OSError):
        atomic_write_bytes(target, NEW)
    monkeypatch.undo()
    assert calls and target.read_bytes() == OLD
    assert temp_files(target.parent) == []


def test_only_final_rename_fails(target, monkeypatch):
    real_replace = os.replace

    def fail_on_target(src, dst):
        if Path(dst) == target:
            raise OSError(errno.EACCES, "simulated: file locked")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", fail_on_target)
    with pytest.raises(OSError):
        atomic_write_bytes(target, NEW)
    monkeypatch.undo()
    assert target.read_bytes() == OLD
    assert backup_path(target).read_bytes() == OLD  # the backup holds the same good data
    assert temp_files(target.parent) == []


def test_interrupt_is_cleaned_up(target, monkeypatch):
    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_bytes(target, NEW)
    monkeypatch.undo()
    assert target.read_bytes() == OLD and temp_files(target.parent) == []


@pytest.mark.parametrize("name", ["replace", "fsync", "write"])
def test_save_game_failure_is_a_clear_error(tmp_path, monkeypatch, name):
    game = random_game(1, (), max_decisions=30, players=2)
    path = save_game(game, tmp_path / "game.carc")
    before = path.read_bytes()
    later = random_game(1, (), max_decisions=60, players=2)
    monkeypatch.setattr(os, name, _boom)
    with pytest.raises(SaveError) as info:
        save_game(later, path)
    monkeypatch.undo()
    assert "game.carc" in info.value.message and "previous file is unchanged" in info.value.message
    assert path.read_bytes() == before
    assert load_game(path).snapshot() == game.snapshot()
    assert temp_files(tmp_path) == []


CHILD = textwrap.dedent("""
    import os, sys
    from carc_desktop.storage.atomic import atomic_write_bytes
    target, crash_at = sys.argv[1], int(sys.argv[2])
    count = [0]
    def crashing(real):
        def wrapper(*args, **kwargs):
            count[0] += 1
            if count[0] == crash_at:
                os._exit(3)          # power cut: no cleanup, no finally
            return real(*args, **kwargs)
        return wrapper
    for name in ("write", "fsync", "link", "replace"):
        setattr(os, name, crashing(getattr(os, name)))
    atomic_write_bytes(target, b"NEW" * 1000)
    os._exit(0)
""")


def test_crash_at_any_step_leaves_old_or_new(tmp_path):
    """Kill a writer at each system call in turn: the target is always whole."""
    target = tmp_path / "game.carc"
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    outcomes = set()
    for crash_at in range(1, 9):
        target.write_bytes(OLD)
        proc = subprocess.run([sys.executable, "-c", CHILD, str(target), str(crash_at)], env=env,
                              capture_output=True, timeout=60)
        assert proc.returncode in (0, 3), proc.stderr.decode()
        content = target.read_bytes()
        assert content in (OLD, b"NEW" * 1000), f"crash at call {crash_at}"
        if backup_path(target).exists():
            assert backup_path(target).read_bytes() == OLD
        outcomes.add((proc.returncode, content == OLD))
        # Leftovers of the crash are swept by a later write once they are old enough.
        assert remove_stale_temps(target, older_than=0) >= 0
        assert temp_files(tmp_path) == []
        backup_path(target).unlink(missing_ok=True)
    assert (3, True) in outcomes and (3, False) in outcomes and (0, False) in outcomes


def test_stale_temps_of_other_files_are_left_alone(tmp_path):
    other = tmp_path / ".other.carc.123.tmp"
    other.write_bytes(b"someone else's")
    mine = tmp_path / ".game.carc.abc.tmp"
    mine.write_bytes(b"crashed write")
    assert remove_stale_temps(tmp_path / "game.carc", older_than=0) == 1
    assert other.exists() and not mine.exists()
    # Recent leftovers (a concurrent writer) are not touched by default.
    mine.write_bytes(b"in progress")
    assert remove_stale_temps(tmp_path / "game.carc") == 0 and mine.exists()


def test_permissions_of_replaced_file_are_kept(target):
    if os.name == "nt":
        pytest.skip("POSIX permissions")
    os.chmod(target, 0o640)
    atomic_write_bytes(target, NEW)
    assert (target.stat().st_mode & 0o777) == 0o640


def test_fsync_dir_tolerates_missing_folder(tmp_path):
    atomic.fsync_dir(tmp_path / "nope")  # no exception


def test_symlink_is_written_through(tmp_path):
    if os.name == "nt":
        pytest.skip("symlinks need privileges on Windows")
    real = tmp_path / "real.carc"
    real.write_bytes(OLD)
    link = tmp_path / "link.carc"
    link.symlink_to(real)
    atomic_write_bytes(link, NEW)
    assert link.is_symlink() and real.read_bytes() == NEW
    assert backup_path(real).read_bytes() == OLD
