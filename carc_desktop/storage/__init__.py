"""Storage: the games, saves and the index of games, all built on game records. Qt-free.

Everything lives under one data folder (:mod:`.paths`): the platform's user data folder
for ``carc-desktop``, ``$CARC_DESKTOP_DATA_DIR``, or a folder given explicitly. Every game
has its own file in ``games/``, written after every decision; Save exports a copy anywhere.

The controller uses it like this (the UI never does; it asks the controller)::

    storage = Storage()                             # or Storage(tmp_path) in tests
    path = storage.new_game_path()                  # games/<start time>-<random>.carc
    lock = storage.claim(path)                      # this window owns the game (LoadError "locked")
    storage.write(Snapshot.of(game, extra), path)   # atomically, with the index entry
    result = storage.load(path)                     # LoadResult(game, path, from_backup, error)
    storage.unfinished()                            # games to continue, newest first
    storage.recent.entries()                        # every listed game, for Open Recent

Reading kept games (for statistics, a history view): :meth:`Storage.games` returns a
``RecentEntry`` per game file of ``games/``, newest first, each with ``path``,
``finished``, ``players`` (``name``, ``color``, ``score``), ``expansions``, ``edition``,
``saved_at`` (ISO 8601, UTC; ``saved_datetime``), ``turn``, ``tiles_placed``,
``tiles_left`` and ``thumbnail`` (a PNG path or None); ``storage.load(entry.path,
remember=False).game`` replays one. ``games(finished=True)`` is the history,
``unfinished()`` the games to continue.

Errors: only :class:`LoadError` and :class:`SaveError` leave this package, each with a
``kind`` (see :mod:`.saves`); every OSError and UnicodeError on load, save, listing and the
index becomes one of them, and a failed save leaves the previous file as it was.
"""

from __future__ import annotations

import contextlib
import logging
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from carc_desktop.engine import Game
from . import paths
from .locking import FileLock
from .paths import SAVE_SUFFIX, data_dir
from .recent import PlayerSummary, RecentEntry, RecentGames, Summary
from .saves import (LOCKED, UNREADABLE, LoadError, LoadResult, SaveError, game_from_bytes, game_to_text,
                    load_game, load_game_or_backup, read_record, record_with_extra, save_game, save_record,
                    suggest_filename)
from .snapshot import Snapshot
from .thumbnail import render_thumbnail, thumbnail_png

log = logging.getLogger(__name__)


class Storage:
    """The data folder: the games (one file each), the saves folder and the index."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, recent_limit: int = 20,
                 history_limit: int = 100) -> None:
        """``recent_limit``: files saved or opened elsewhere that stay listed;
        ``history_limit``: finished games kept in ``games/`` (the oldest go first;
        unfinished games are never dropped)."""
        self.data_dir = paths.data_dir(data_dir)
        self.saves_dir = paths.saves_dir(self.data_dir)
        self.games_dir = paths.games_dir(self.data_dir)
        self.legacy_autosave = paths.autosave_path(self.data_dir)
        self.recent = RecentGames(paths.recent_index_path(self.data_dir), limit=recent_limit,
                                  history_limit=history_limit, games_dir=self.games_dir)

    # --- paths ------------------------------------------------------------------------------
    def default_save_path(self, game: Game) -> Path:
        """A new file in ``saves/`` named after the date and the players."""
        name = suggest_filename(game)
        path = self.saves_dir / name
        n = 2
        while _taken(path):
            path = self.saves_dir / f"{name[:-len(SAVE_SUFFIX)]} ({n}){SAVE_SUFFIX}"
            n += 1
        return path

    def new_game_path(self) -> Path:
        """A file name in ``games/`` that no game has (the file is not created)."""
        while True:
            path = self.games_dir / paths.new_game_name()
            if not _taken(path):
                return path

    def is_kept(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is one of the games' own files (in ``games/``)."""
        return self.recent.is_kept(path)

    # --- writing ------------------------------------------------------------------------------
    def write(self, snapshot: Snapshot, path: str | os.PathLike[str]) -> Path:
        """The one way a game reaches the disk: write ``snapshot``'s record to ``path``
        (``.carc`` added if it has no suffix) atomically, keeping the previous version as
        ``.bak``, then list it at the top of the index. Raises SaveError (the previous file
        is then unchanged). A failure of the index alone is logged: the game is safe."""
        target = Path(path)
        if not target.suffix:
            target = target.with_name(target.name + SAVE_SUFFIX)
        save_record(snapshot.record, target, backup=True)
        try:
            self.recent.add_summary(target, snapshot.summary, snapshot.png())
        except (SaveError, LoadError):
            log.exception("could not update the index of games")
        return target

    def save(self, game: Game, path: str | os.PathLike[str] | None = None, *,
             extra: dict[str, Any] | None = None) -> Path:
        """Save ``game`` (to ``path``; by default a new file in ``saves/``; ``extra``: more
        top-level record keys such as ``seats``) and list it. Raises SaveError."""
        target = Path(path) if path is not None else self.default_save_path(game)
        return self.write(Snapshot.of(game, extra), target)

    # --- reading ------------------------------------------------------------------------------
    def load(self, path: str | os.PathLike[str], *, remember: bool = True) -> LoadResult:
        """Load a save, falling back to its ``.bak`` when the file is damaged (see
        ``LoadResult.from_backup``/``error``); with ``remember`` put it at the top of the
        index. Raises LoadError."""
        target = Path(path)
        result = load_game_or_backup(target)
        if remember and not result.from_backup:
            try:
                saved_at = datetime.fromtimestamp(target.stat().st_mtime, timezone.utc)
                self.recent.add(target, result.game, saved_at=saved_at)
            except (OSError, SaveError, LoadError):
                log.exception("could not update the index of games")
        return result

    def games(self, finished: bool | None = None) -> list[RecentEntry]:
        """The games kept in ``games/`` (only finished or unfinished ones if asked),
        newest first. Game files the index does not know yet (a crash between a save and
        its index entry, the autosave of an earlier version) are listed too. Raises
        LoadError when the folder or the index cannot be read."""
        self._adopt_strays()
        out = [e for e in self.recent.entries() if self.is_kept(e.path)]
        return [e for e in out if finished is None or e.finished == finished]

    def unfinished(self) -> list[RecentEntry]:
        """The games to continue, newest first."""
        return self.games(finished=False)

    def list_saves(self) -> list[Path]:
        """The ``.carc`` files in ``saves/``, newest first. Raises LoadError."""
        return sorted(_carc_files(self.saves_dir), key=_mtime, reverse=True)

    # --- ownership ------------------------------------------------------------------------------
    def claim(self, path: str | os.PathLike[str]) -> FileLock:
        """Make this process the owner of the game file ``path`` for as long as the
        returned lock is held (``release()`` it when the game is closed). Raises LoadError
        ``locked`` (``params["owner"]``: the other process id) when another running copy
        owns it, ``unreadable`` when no lock can be made there."""
        lock = FileLock(path)
        try:
            if not Path(path).parent.is_dir():
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            taken = lock.try_acquire()
        except (OSError, UnicodeError, ValueError) as exc:
            why = getattr(exc, "strerror", None) or str(exc)
            raise LoadError(UNREADABLE, f"the game cannot be locked ({why})", path, detail=str(why)) from None
        if not taken:
            owner = lock.owner()
            raise LoadError(LOCKED, f"it is open in another running copy of carc-desktop (process {owner})",
                            path, owner=owner)
        return lock

    def is_open_elsewhere(self, path: str | os.PathLike[str]) -> bool:
        """Whether another running copy (or another window) owns the game file now."""
        try:
            return FileLock(path).is_held_elsewhere()
        except (OSError, UnicodeError, ValueError):
            return False

    def delete_game(self, path: str | os.PathLike[str]) -> None:
        """Delete a game of ``games/`` (file, backup, mini-map, entry). Raises LoadError
        ``locked`` when another copy has it open, SaveError when it cannot be removed."""
        target = Path(path)
        if not self.is_kept(target):
            raise SaveError(target, "only the games' own files are deleted here", detail="not in games/")
        lock = self.claim(target)
        try:
            from .analysis_store import analysis_path

            for p in (target, paths.backup_path(target), analysis_path(target)):
                try:
                    p.unlink()
                except FileNotFoundError:
                    pass
                except OSError as exc:
                    raise SaveError(target, exc.strerror or str(exc), detail=str(exc)) from exc
            self.recent.remove(target)
        finally:
            lock.release()
        with contextlib.suppress(OSError):
            lock.path.unlink()

    def _adopt_strays(self) -> None:
        """List game files the index misses; move an earlier version's autosave slot in."""
        if _is_file(self.legacy_autosave) or _is_file(paths.backup_path(self.legacy_autosave)):
            self._adopt_legacy_autosave()
        known = {os.path.normcase(str(e.path)) for e in self.recent.entries()}
        for path in _carc_files(self.games_dir):
            if os.path.normcase(str(path.absolute())) in known:
                continue
            try:
                result = load_game_or_backup(path)
                saved_at = datetime.fromtimestamp(_mtime(path), timezone.utc)
                self.recent.add(path, result.game, saved_at=saved_at)
            except LoadError as exc:  # a damaged stray stays where it is, unlisted
                log.warning("game file %s cannot be listed: %s", path, exc)
            except SaveError:
                log.exception("could not list %s", path)

    def _adopt_legacy_autosave(self) -> None:
        try:
            result = load_game_or_backup(self.legacy_autosave)
        except LoadError as exc:  # damaged: left alone, never deleted
            log.warning("the autosave of an earlier version cannot be read: %s", exc)
            return
        target = self.new_game_path()
        try:
            self.games_dir.mkdir(parents=True, exist_ok=True)
            os.replace(result.path, target)  # (a second copy doing the same finds nothing to move)
            if result.path == self.legacy_autosave:
                with contextlib.suppress(OSError):
                    os.replace(paths.backup_path(self.legacy_autosave), paths.backup_path(target))
        except OSError as exc:
            log.warning("could not move the old autosave into %s: %s", self.games_dir, exc)


def _taken(path: Path) -> bool:
    try:
        return path.exists() or paths.backup_path(path).exists()
    except OSError:
        return True


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _carc_files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file()]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise LoadError(UNREADABLE, f"the folder cannot be read ({exc.strerror or exc})", folder,
                        detail=str(exc.strerror or exc)) from None


__all__ = [
    "LoadError", "LoadResult", "PlayerSummary", "RecentEntry", "RecentGames", "SAVE_SUFFIX", "SaveError",
    "Snapshot", "Storage", "Summary", "data_dir", "game_from_bytes", "game_to_text", "load_game",
    "load_game_or_backup", "read_record", "record_with_extra", "render_thumbnail", "save_game", "save_record",
    "suggest_filename", "thumbnail_png",
]
