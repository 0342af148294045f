"""Storage: the games, saves and the catalogue of games, all built on game records. Qt-free.

Everything lives under one data folder (:mod:`.paths`): the platform's user data folder
for ``carc-desktop``, ``$CARC_DESKTOP_DATA_DIR``, or a folder given explicitly. Every game
has its own file in ``games/``, written after every decision, and every game is kept until
the player deletes it; Save exports a copy anywhere. ``library.sqlite`` catalogues them
(:mod:`.catalogue`): the files are the truth, the catalogue is made again from them when it
is missing or damaged.

The controller uses it like this (the UI never does; it asks the controller)::

    storage = Storage()                             # or Storage(tmp_path) in tests
    path = storage.new_game_path()                  # games/<start time>-<random>.carc
    lock = storage.claim(path)                      # this window owns the game (LoadError "locked")
    storage.write(Snapshot.of(game, extra), path)   # atomically, then its catalogue row
    result = storage.load(path)                     # LoadResult(game, path, from_backup, error)
    storage.unfinished()                            # games to continue, newest first
    storage.recent.entries(limit=10)                # the newest listed games, for Open Recent
    storage.statistics()                            # SQL aggregates over the finished games
    storage.adopt()                                 # catalogue files it does not know (slow: a thread)

Reading kept games (for statistics, a history view): :meth:`Storage.games` returns a
``RecentEntry`` per game file of ``games/``, newest first, each with ``path``,
``finished``, ``players`` (``name``, ``color``, ``score``), ``expansions``, ``edition``,
``saved_at`` and ``started_at`` (ISO 8601, UTC; ``saved_datetime``), ``turn``,
``tiles_placed``, ``tiles_left`` and ``thumbnail`` (a PNG path or None); ``storage.load(
entry.path, remember=False).game`` replays one. ``games(finished=True)`` is the history,
``unfinished()`` the games to continue. Listing reads the catalogue only, never a game file:
with ``adopt_inline`` (the default, for scripts and tests) it first catalogues files it does
not know; the app turns that off and runs :meth:`Storage.adopt` on a thread instead.

Errors: only :class:`LoadError` and :class:`SaveError` leave this package, each with a
``kind`` (see :mod:`.saves`); every OSError, UnicodeError and database error on load, save,
listing and the catalogue becomes one of them, and a failed save leaves the previous file as
it was.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from carc_desktop.engine import Game

from . import paths
from .atomic import atomic_write_bytes, remove_orphan_temps
from .catalogue import Catalogue, CatalogueError, LibraryStats, stamp_of
from .locking import FileLock
from .paths import SAVE_SUFFIX, data_dir
from .recent import RecentGames, read_legacy_index
from .saves import (
    LOCKED,
    MISSING,
    SAVE_WRITE,
    UNREADABLE,
    LoadError,
    LoadResult,
    SaveError,
    game_from_bytes,
    game_from_data,
    game_to_text,
    load_game,
    load_game_or_backup,
    read_record,
    record_with_extra,
    save_game,
    save_record,
    suggest_filename,
)
from .snapshot import Snapshot
from .summary import PlayerSummary, RecentEntry, Summary, file_key, iso, record_with_summary
from .thumbnail import render_thumbnail, thumbnail_png

log = logging.getLogger(__name__)

#: A write takes milliseconds: a temporary file younger than this may be one under way
#: (of a game written without a lock, when none could be made).
WRITE_SECONDS = 2.0
#: How old a temporary file of the data folder itself must be to count as orphaned.
ORPHAN_SECONDS = 60.0


class Storage:
    """The data folder: the games (one file each), the saves folder and the catalogue."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, recent_limit: int = 20,
                 history_limit: int | None = None, adopt_inline: bool = True) -> None:
        """``recent_limit``: files saved or opened elsewhere that stay listed (forgotten,
        never deleted, when older); ``history_limit``: at most this many finished games
        kept in ``games/`` (the oldest files go first), None (the default) keeps every
        game; ``adopt_inline``: listing first catalogues unknown files (see the module)."""
        self.data_dir = paths.data_dir(data_dir)
        self.saves_dir = paths.saves_dir(self.data_dir)
        self.games_dir = paths.games_dir(self.data_dir)
        self.thumbnails_dir = paths.thumbnails_dir(self.data_dir)
        self.legacy_autosave = paths.autosave_path(self.data_dir)
        self.recent_limit = max(1, recent_limit)
        self.history_limit = None if history_limit is None else max(1, history_limit)
        self.adopt_inline = adopt_inline
        self.catalogue = Catalogue(paths.catalogue_path(self.data_dir), self.thumbnails_dir)
        self.recent = RecentGames(self)
        self._migrated = False
        self._swept = False

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
        return file_key(Path(path).absolute().parent) == file_key(self.games_dir.absolute())

    # --- writing ------------------------------------------------------------------------------
    def write(self, snapshot: Snapshot, path: str | os.PathLike[str]) -> Path:
        """The one way a game reaches the disk: write ``snapshot``'s record (with its
        ``summary``) to ``path`` (``.carc`` added if it has no suffix) atomically, keeping
        the previous version as ``.bak``, then its catalogue row. Raises SaveError (the
        previous file is then unchanged). A failure of the catalogue alone is logged: the
        game is safe, and its file is catalogued again at the next start."""
        target = Path(path)
        if not target.suffix:
            target = target.with_name(target.name + SAVE_SUFFIX)
        save_record(record_with_summary(snapshot.record, snapshot.summary), target, backup=True)
        try:
            thumb = self._write_thumbnail(target, snapshot.png())
            self._catalogue().put(target, snapshot.summary, kept=self.is_kept(target), saved_at=iso(),
                                  thumbnail=thumb, stamp=_stamp(target), keep_thumbnail=True)
            self._apply_limits(snapshot.summary.finished)
        except (CatalogueError, OSError, LoadError, SaveError):
            log.exception("could not update the catalogue of games")
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
        list. Raises LoadError. Works on a read-only data folder (then nothing is listed)."""
        target = Path(path)
        result = load_game_or_backup(target)
        if remember and not result.from_backup:
            try:
                st = target.stat()
                png = None if self._thumb_path(target).is_file() else thumbnail_png(result.game)
                thumb = self._write_thumbnail(target, png)
                self._catalogue().put(target, Summary.of(result.game), kept=self.is_kept(target),
                                      saved_at=iso(datetime.now(UTC)), thumbnail=thumb,
                                      stamp=stamp_of(st), keep_thumbnail=True)
                self._apply_limits(False)
            except (OSError, CatalogueError, SaveError, LoadError):
                log.warning("could not list %s", target, exc_info=True)
        return result

    def games(self, finished: bool | None = None, limit: int | None = None) -> list[RecentEntry]:
        """The games kept in ``games/`` (only finished or unfinished ones if asked; the
        ``limit`` newest), newest first, from the catalogue. Raises LoadError when neither
        the folder nor the catalogue can be read."""
        if self.adopt_inline:
            self.adopt(thumbnails=False)
        # (a row of another games folder: the data folder was moved or copied; it goes at the next adopt)
        if limit is None:
            return self._alive([e for e in self._listed(kept=True, finished=finished) if self.is_kept(e.path)])
        listed = self._listed(kept=True, finished=finished, limit=limit + 16)
        return self._alive([e for e in listed if self.is_kept(e.path)])[:limit]

    def unfinished(self, limit: int | None = None) -> list[RecentEntry]:
        """The games to continue, newest first (the ``limit`` newest)."""
        return self.games(finished=False, limit=limit)

    def listed(self, limit: int | None = None) -> list[RecentEntry]:
        """Every listed game (the data folder's and the files saved or opened elsewhere),
        newest first: Open Recent."""
        if self.adopt_inline:
            self.adopt(thumbnails=False)
        entries = self._listed(limit=None if limit is None else limit + 16)
        return self._alive(entries)[:limit] if limit is not None else self._alive(entries)

    def statistics(self) -> LibraryStats:
        """The raw figures of the statistics over the finished games kept (SQL). Raises
        LoadError."""
        if self.adopt_inline:
            self.adopt(thumbnails=False)
        try:
            return self._catalogue().statistics()
        except CatalogueError as exc:
            raise _catalogue_load_error(self.catalogue.path, exc) from None

    def list_saves(self) -> list[Path]:
        """The ``.carc`` files in ``saves/``, newest first. Raises LoadError."""
        return sorted(_carc_files(self.saves_dir), key=_mtime, reverse=True)

    # --- ownership ------------------------------------------------------------------------------
    def claim(self, path: str | os.PathLike[str]) -> FileLock:
        """Make this process the owner of the game file ``path`` for as long as the
        returned lock is held (``release()`` it when the game is closed). Raises LoadError
        ``locked`` (``params["owner"]``: the other process id) when another running copy
        owns it, ``unreadable`` when no lock can be made there (except in a read-only
        folder: nobody can change the game there, and it opens)."""
        lock = FileLock(path)
        try:
            if not Path(path).parent.is_dir():
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            taken = lock.try_acquire()
        except OSError as exc:
            if exc.errno in _READ_ONLY and _is_file(Path(path)):
                # A read-only folder or medium: nobody can write the game there, so
                # nobody can change it under this window either. It opens (its autosave
                # will say that the folder cannot be written).
                log.warning("%s is read-only; opened without a lock", path)
                return lock
            why = exc.strerror or str(exc)
            raise LoadError(UNREADABLE, f"the game cannot be locked ({why})", path, detail=str(why)) from None
        except (UnicodeError, ValueError) as exc:
            why = str(exc)
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
        """Delete a game of ``games/`` (file, backup, mini-map, catalogue row). Raises
        LoadError ``locked`` when another copy has it open, SaveError when it cannot be
        removed."""
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
            self.forget([target])
        finally:
            lock.release()
        with contextlib.suppress(OSError):
            lock.path.unlink()

    def forget(self, files: list[Path]) -> None:
        """Take files off the lists (the files are not touched); their mini-maps go. Raises
        SaveError."""
        try:
            thumbs = self._catalogue().remove(files)
        except CatalogueError as exc:
            raise SaveError(self.catalogue.path, str(exc), SAVE_WRITE, str(exc)) from None
        self._drop_thumbnails(thumbs)

    def forget_elsewhere(self, keep: int | None = None) -> None:
        """Forget the files saved or opened elsewhere (all but the ``keep`` newest). Raises
        SaveError."""
        try:
            thumbs = self._catalogue().forget_elsewhere(keep)
        except CatalogueError as exc:
            raise SaveError(self.catalogue.path, str(exc), SAVE_WRITE, str(exc)) from None
        self._drop_thumbnails(thumbs)

    # --- the catalogue and the files ---------------------------------------------------------
    def adopt(self, stop: Callable[[], bool] | None = None, *, thumbnails: bool = True,
              progress: Callable[[int], None] | None = None) -> int:
        """Bring the catalogue in line with ``games/``: list the files it does not know or
        knows at another size or time (from their ``summary``; replayed when they have
        none), forget the rows whose file is gone, and (``thumbnails``) draw the mini-maps
        unfinished games lack. Also, once per start: the earlier version's autosave slot
        and ``recent.json`` move in, and orphaned temporary files go. ``stop()`` is asked
        between files. Returns how many files were catalogued. Never raises for one file;
        raises LoadError when the folder or the catalogue cannot be read at all."""
        stop = stop or (lambda: False)
        cat = self._catalogue()
        if cat.read_only:
            return 0
        if not self._swept:
            self._swept = True
            self.remove_orphan_temps()
        if _is_file(self.legacy_autosave) or _is_file(paths.backup_path(self.legacy_autosave)):
            self._adopt_legacy_autosave()
        try:
            known, bad = cat.stamps()
        except CatalogueError as exc:
            raise _catalogue_load_error(cat.path, exc) from None
        seen: set[str] = set()
        count = 0
        for path, st in _game_files(self.games_dir):
            key = file_key(path)
            seen.add(key)
            stamp = stamp_of(st)
            if known.get(key) == stamp or bad.get(key) == stamp:
                continue
            if stop():
                return count
            count += self._adopt_file(path, st)
            if progress is not None:
                progress(count)
        gone = [p for p in self._kept_rows()
                if file_key(p) not in seen and (not self.is_kept(p) or not _is_file(p))]
        if gone:
            with contextlib.suppress(SaveError):
                self.forget(gone)
        if thumbnails:
            self._draw_missing_thumbnails(stop)
        return count

    def remove_orphan_temps(self) -> int:
        """Remove the temporary files of writes that never finished (a crash, a kill): in
        ``games/`` those of games no running copy holds (and not from the last seconds), elsewhere in the data folder
        the mini-maps of games no running copy holds, in the data folder itself those
        older than a minute. Returns how many went."""
        def live(target: Path) -> bool:
            return self.is_open_elsewhere(target)

        games: dict[str, Path] | None = None

        def live_thumbnail(target: Path) -> bool:  # a mini-map is named after its game's path
            nonlocal games
            if games is None:
                games = {paths.thumbnail_name(p): p for p, _ in _game_files(self.games_dir)}
            game = games.get(target.name)
            return game is not None and live(game)

        removed = remove_orphan_temps(self.games_dir, live, older_than=WRITE_SECONDS)
        with contextlib.suppress(LoadError):
            removed += remove_orphan_temps(self.thumbnails_dir, live_thumbnail, older_than=WRITE_SECONDS)
        removed += remove_orphan_temps(self.data_dir, lambda _t: False, older_than=ORPHAN_SECONDS)
        return removed

    def rebuild(self) -> None:
        """Set the catalogue aside and make it again from the files (now, on this thread).
        Raises LoadError."""
        self.catalogue.reset()
        self._migrated = False
        self.adopt(thumbnails=False)

    def _catalogue(self) -> Catalogue:
        cat = self.catalogue
        if not self._migrated:
            cat.conn()  # opened (made afresh if missing or damaged) here, not in the middle of a change
            self._migrated = True
            if not cat.read_only:
                self._migrate_recent_json()
        return cat

    def _listed(self, **query: Any) -> list[RecentEntry]:
        try:
            return self._catalogue().entries(**query)
        except CatalogueError as exc:
            raise _catalogue_load_error(self.catalogue.path, exc) from None

    def _kept_rows(self) -> list[Path]:
        try:
            return self.catalogue.kept_paths()
        except CatalogueError:
            return []

    def _alive(self, entries: list[RecentEntry]) -> list[RecentEntry]:
        """The entries whose file is there (one read of ``games/``, a look at each other
        file); the rows of vanished files are forgotten."""
        if len(entries) <= 64:  # a look at each file costs less than reading the folder
            names: set[str] = set()
        else:
            names = self._names_in_games()
        games = file_key(self.games_dir.absolute())
        alive: list[RecentEntry] = []
        gone: list[RecentEntry] = []
        for e in entries:
            if names and file_key(e.path.parent) == games:
                there = e.path.name in names or _is_file(e.path)
            else:
                there = _is_file(e.path)
            (alive if there else gone).append(e)
        if gone and not self.catalogue.read_only:
            with contextlib.suppress(SaveError):
                self.forget([e.path for e in gone if not _is_file(e.path)])
        return alive

    def _names_in_games(self) -> set[str]:
        try:
            return {e.name for e in os.scandir(self.games_dir)}
        except FileNotFoundError:
            return set()
        except OSError as exc:
            raise LoadError(UNREADABLE, f"the folder cannot be read ({exc.strerror or exc})", self.games_dir,
                            detail=str(exc.strerror or exc)) from None

    def _adopt_file(self, path: Path, st: os.stat_result) -> int:
        kept = True
        stamp = stamp_of(st)
        try:
            try:
                data = read_record(path)
                summary = Summary.from_record(data)
                if summary is None:  # an earlier version's file: replayed once
                    summary = Summary.of(game_from_data(data, path))
            except LoadError as exc:
                if exc.kind == MISSING:
                    return 0
                result = load_game_or_backup(path)  # the main file is damaged: its backup is listed
                summary = Summary.of(result.game)
            thumb = self._thumb_path(path)
            saved_at = iso(datetime.fromtimestamp(st.st_mtime, UTC))
            self.catalogue.put(path, summary, kept=kept, saved_at=saved_at,
                               thumbnail=thumb.name if thumb.is_file() else None, stamp=stamp, keep_thumbnail=True,
                               if_unchanged=True)
            return 1
        except LoadError as exc:  # a damaged stray stays where it is, unlisted, and is not read again
            log.warning("game file %s cannot be listed: %s", path, exc)
            with contextlib.suppress(CatalogueError):
                self.catalogue.mark_unreadable(path, kept, stamp, exc.kind)
        except CatalogueError:
            log.exception("could not list %s", path)
        return 0

    def _draw_missing_thumbnails(self, stop: Callable[[], bool]) -> None:
        """The mini-maps Continue shows, for unfinished games catalogued without one."""
        try:
            todo = self.catalogue.unfinished_without_thumbnail()
        except CatalogueError:
            return
        for path in todo:
            if stop():
                return
            try:
                st = path.stat()
                png = thumbnail_png(load_game(path))
                name = self._write_thumbnail(path, png)
                if name is not None:
                    self.catalogue.set_stamp(path, stamp_of(st), name)
            except (OSError, LoadError, CatalogueError) as exc:
                log.warning("no mini-map for %s: %s", path, exc)

    def _migrate_recent_json(self) -> None:
        """Once: the entries of the index of earlier versions (``recent.json``) move into
        the catalogue; the file is kept as ``recent.json.migrated``. Kept games are read
        again from their files (their rows have no stamp yet)."""
        cat = self.catalogue
        index = paths.recent_index_path(self.data_dir)
        try:
            if cat.meta("recent_json") is not None or not (index.exists() or paths.backup_path(index).exists()):
                return
            for entry in reversed(read_legacy_index(index, self.thumbnails_dir)):
                if not _is_file(entry.path):
                    continue
                summary = Summary(entry.players, entry.expansions, entry.edition, entry.finished, entry.turn,
                                  entry.tiles_placed, entry.tiles_left)
                thumb = entry.thumbnail.name if entry.thumbnail is not None and entry.thumbnail.is_file() else None
                cat.put(entry.path, summary, kept=self.is_kept(entry.path), saved_at=entry.saved_at,
                        thumbnail=thumb, stamp=None)
            cat.set_meta("recent_json", iso())
        except (CatalogueError, LoadError) as exc:
            log.warning("could not move %s into the catalogue: %s", index, exc)
            return
        for old in (index, paths.backup_path(index)):
            with contextlib.suppress(OSError):
                os.replace(old, old.with_name(old.name + ".migrated"))

    def _apply_limits(self, finished: bool) -> None:
        """Files saved elsewhere beyond ``recent_limit`` are forgotten; with a
        ``history_limit``, the oldest finished games beyond it are deleted."""
        self.forget_elsewhere(self.recent_limit)
        if finished and self.history_limit is not None:
            history = self._listed(kept=True, finished=True)
            for entry in history[self.history_limit:]:
                if self.is_open_elsewhere(entry.path):
                    continue
                with contextlib.suppress(LoadError, SaveError):
                    self.delete_game(entry.path)

    def _thumb_path(self, target: Path) -> Path:
        return self.thumbnails_dir / paths.thumbnail_name(target)

    def _write_thumbnail(self, target: Path, png: bytes | None) -> str | None:
        """Write the mini-map (None: keep the one there is); its name, or None."""
        thumb = self._thumb_path(target)
        try:
            if png is not None:
                atomic_write_bytes(thumb, png, backup=False)
            elif not thumb.is_file():
                return None
        except (OSError, UnicodeError, ValueError):  # a mini-map is a nicety: never let it block the list
            log.exception("could not write the thumbnail %s", thumb)
            return None
        return thumb.name

    def _drop_thumbnails(self, names: list[str]) -> None:
        try:
            still = self.catalogue.thumbnail_names() if names else set()
        except CatalogueError:
            return
        for name in names:
            if name not in still:
                with contextlib.suppress(OSError):
                    (self.thumbnails_dir / name).unlink()

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


def _catalogue_load_error(path: Path, exc: BaseException) -> LoadError:
    why = getattr(exc, "strerror", None) or str(exc)
    return LoadError(UNREADABLE, f"the list of games cannot be read ({why})", path, detail=str(why))


def _stamp(path: Path) -> str | None:
    try:
        return stamp_of(path.stat())
    except OSError:
        return None


def _game_files(folder: Path) -> list[tuple[Path, os.stat_result]]:
    """The ``.carc`` files of ``folder`` with their stat. Raises LoadError."""
    out = []
    try:
        with os.scandir(folder) as it:
            for entry in it:
                if not entry.name.endswith(SAVE_SUFFIX):
                    continue
                try:
                    if entry.is_file():
                        out.append((Path(entry.path), entry.stat()))
                except OSError:
                    continue
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise LoadError(UNREADABLE, f"the folder cannot be read ({exc.strerror or exc})", folder,
                        detail=str(exc.strerror or exc)) from None
    return out


_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


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
    "LibraryStats", "LoadError", "LoadResult", "PlayerSummary", "RecentEntry", "RecentGames", "SAVE_SUFFIX",
    "SaveError", "Snapshot", "Storage", "Summary", "data_dir", "game_from_bytes", "game_to_text", "load_game",
    "load_game_or_backup", "read_record", "record_with_extra", "render_thumbnail", "save_game", "save_record",
    "suggest_filename", "thumbnail_png",
]
