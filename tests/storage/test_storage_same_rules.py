"""The replay command and the app accept the same files (D9) and open only regular files
(D6): a named pipe is refused at once by both, never read (which would block forever);
UTF-16/32 and lone-surrogate names are refused by both; ``"followers": null``, documented
as automatic, is accepted by both; and a game in a read-only data folder opens."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from storage_helpers import random_game

from carc_desktop.engine import record
from carc_desktop.storage import LoadError, Storage, game_to_text, load_game, saves

ROOT = Path(__file__).resolve().parents[2]
fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def _replay(path: Path) -> tuple[int, dict]:
    run = subprocess.run([sys.executable, "-m", "carc_desktop.engine", "replay", str(path)], capture_output=True,
                         timeout=30, cwd=ROOT)
    return run.returncode, json.loads(run.stdout)


def _app(path: Path) -> LoadError | None:
    try:
        load_game(path)
    except LoadError as exc:
        return exc
    return None


@pytest.fixture(scope="module")
def text() -> str:
    return game_to_text(random_game(5, (), players=2))


@fifo_only
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.carc"
    os.mkfifo(pipe)
    code, out = _replay(pipe)  # (timeout=30: today it blocks for ever)
    assert code == 2 and "not a regular file" in out["error"]
    error = _app(pipe)
    assert error is not None and error.kind == saves.NOT_A_FILE and "pipe" in error.message
    storage = Storage(tmp_path / "data")
    with pytest.raises(LoadError) as info:
        storage.load(pipe)
    assert info.value.kind == saves.NOT_A_FILE


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-32", "utf-32-be"])
def test_utf16_and_utf32_are_refused_by_both(tmp_path: Path, text: str, codec: str) -> None:
    path = tmp_path / "wide.carc"
    path.write_bytes(text.encode(codec))
    code, out = _replay(path)  # (today: replayed, as json.loads guesses the encoding)
    assert code == 2, out
    error = _app(path)
    assert error is not None
    if codec in ("utf-16", "utf-32"):  # with a byte-order mark: the same reason for both
        assert "UTF-8" in out["error"] and error.kind == saves.ENCODING


def test_utf8_with_a_byte_order_mark_is_accepted_by_both(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bom.carc"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert _replay(path)[0] == 0 and _app(path) is None


@pytest.mark.parametrize("where", ["name", "color", "seats"])
def test_lone_surrogates_are_refused_by_both(tmp_path: Path, text: str, where: str) -> None:
    data = json.loads(text)
    if where == "seats":
        data["seats"] = [{"computer": False, "note": "\ud800"}] * len(data["players"])
    else:
        data["players"][0][where] = "Ann\udc80"
    path = tmp_path / "surrogate.carc"
    path.write_text(json.dumps(data), encoding="ascii")  # json escapes it as \udc80
    code, out = _replay(path)
    assert code == 2 and "surrogate" in out["error"]
    assert _app(path) is not None


def test_followers_null_means_automatic_for_both(tmp_path: Path, text: str) -> None:
    data = json.loads(text)
    data["rules"].setdefault("options", {})["followers"] = None
    path = tmp_path / "null.carc"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out = _replay(path)
    assert code == 0, out
    game = load_game(path)
    assert game.total_figures["follower"] == 7
    assert game.scores == record.game_from_record(json.loads(text)).scores


def test_a_game_opens_where_no_lock_can_be_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only medium (EROFS) or folder (EACCES) as root sees it in CI: the game opens."""
    import errno

    from carc_desktop.storage import locking

    storage = Storage(tmp_path / "data")
    game = random_game(8, (), players=2)
    path = storage.save(game, storage.new_game_path())
    for code in (errno.EROFS, errno.EACCES):
        def refuse(self, code=code):  # type: ignore[no-untyped-def]
            raise OSError(code, os.strerror(code), str(self.path))
        monkeypatch.setattr(locking.FileLock, "try_acquire", refuse)
        lock = storage.claim(path)
        assert not lock.locked
        assert storage.load(path).game.scores == game.scores


@pytest.mark.skipif(os.name == "nt" or (hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="root ignores permissions; Windows has no read-only folders of this kind")
def test_a_game_in_a_read_only_data_folder_opens(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    game = random_game(8, (), players=2)
    path = storage.save(game, storage.new_game_path())
    folders = [storage.data_dir, storage.games_dir]
    for folder in folders:
        for p in folder.iterdir():
            if p.is_file():
                p.chmod(0o444)
        folder.chmod(0o555)
    try:
        ro = Storage(tmp_path / "data")
        lock = ro.claim(path)  # today: LoadError "unreadable" (no lock file can be made)
        assert ro.load(path).game.scores == game.scores
        assert [e.path for e in ro.games()] == [path]
        lock.release()
    finally:
        for folder in folders:
            folder.chmod(stat.S_IRWXU)
