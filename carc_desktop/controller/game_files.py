"""The controller's side of the files: every game in its own file, Save, Open, Continue.

:class:`GameFiles` belongs to a :class:`GameController` (``controller.files``) and is the
UI's only way to the storage:

- **Autosave.** From its first decision every game writes its own file in the data
  folder's ``games/`` (``Storage.new_game_path``), after every decision, undo and redo,
  through the :class:`.writer.SaveWriter` (off the GUI thread). This window owns the file
  while the game is open (``Storage.claim``: a lock beside the file, released when another
  game replaces it or on quit); starting, opening or quitting never deletes or overwrites
  another game's file, so an unfinished game can always be continued.
- **Save / Save As** export a copy through the same writer (``export_path`` remembers the
  file for the next Save); **Open** and **Continue** load off the GUI thread
  (:class:`.loader.LoadJob`) and report ``busy_changed`` when that takes over 0.2 s.
- **The lists** (Continue, Open Recent, the statistics) read the catalogue of games only
  (SQL, never a game file); files it does not know are catalogued in the background
  (:class:`.loader.LibraryJob`), and ``library_changed`` says when that brought news.
- Results are signals with translated sentences (``message``, ``error``), never exceptions.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from carc_desktop.storage import LoadError, LoadResult, RecentEntry, SaveError, Snapshot, Storage
from carc_desktop.texts.error_text import load_error_parts, save_error_parts
from carc_desktop.texts.event_text import fill

from .after_repaint import LaterOnce
from .loader import LibraryJob, LoadJob
from .writer import SaveWriter

if TYPE_CHECKING:
    from carc_desktop.storage.locking import FileLock

    from .game_controller import GameController
    from .statistics import Statistics

log = logging.getLogger(__name__)

#: Loading longer than this shows the busy indicator.
BUSY_AFTER_MS = 200
AUTOSAVE, EXPORT = "autosave", "export"


class GameFiles(QObject):
    #: Something went well, in a short translated sentence ("Saved as …").
    message = Signal(str)
    #: Something failed: title, translated sentence, technical detail (may be "").
    error = Signal(str, str, str)
    #: A game was opened from this path (after the controller adopted it).
    opened = Signal(str)
    #: Save / Save As wrote this path.
    saved = Signal(str)
    #: Opening a file takes a while (True) or is over (False).
    busy_changed = Signal(bool)
    #: Game files were catalogued in the background: the lists may have changed.
    library_changed = Signal()

    def __init__(self, controller: GameController, storage: Storage | None = None) -> None:
        super().__init__(controller)
        self._controller = controller
        self._storage = storage
        #: Autosave only with a storage given (tests and demos play without files).
        self._autosaving = False
        #: While a lesson is played, nothing is written (its game is not one of the player's).
        self.held = False
        self._writer: SaveWriter | None = None
        #: The game's own file in games/ (None until its first decision is written).
        self._path: Path | None = None
        self._lock: FileLock | None = None
        self._export: Path | None = None
        self._thumb_tiles = -1
        self._loading: LoadJob | None = None
        #: The autosave snapshot, taken after the repaint (autosave).
        self._later = LaterOnce(self._autosave_now, self)
        self._job_lock: FileLock | None = None
        self._library: LibraryJob | None = None
        self._busy = False
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.timeout.connect(lambda: self._set_busy(True))
        if storage is not None:
            self.set_storage(storage)

    # --- state --------------------------------------------------------------------------------
    @property
    def storage(self) -> Storage:
        """Where games are kept: the one given, else the default data folder (for Save and
        Open only: without a storage given, nothing is autosaved)."""
        if self._storage is None:
            self._storage = Storage()
        return self._storage

    def set_storage(self, storage: Storage) -> None:
        """Where games are kept; from now on every game autosaves there."""
        self._storage = storage
        self._autosaving = True
        # Listing reads the catalogue only; unknown files are read on the thread pool.
        storage.adopt_inline = False
        self.refresh_library()

    def refresh_library(self) -> None:
        """Catalogue the game files the lists do not know yet, in the background."""
        if self._storage is None or (self._library is not None and self._library.running):
            return
        job = LibraryJob(self._storage, self)
        job.done.connect(self._library_done)
        self._library = job
        job.start()

    def _library_done(self, count: int) -> None:
        if count:
            self.library_changed.emit()

    def _writer_now(self) -> SaveWriter:
        if self._writer is None:
            self._writer = SaveWriter(self._write, self)
            self._writer.written.connect(self._written)
            self._writer.failed.connect(self._failed)
        return self._writer

    @property
    def game_path(self) -> Path | None:
        """The game's own file in the data folder (None before its first decision)."""
        return self._path

    @property
    def export_path(self) -> Path | None:
        """The file Save writes to (the last one saved or opened outside the data folder)."""
        return self._export

    @property
    def loading(self) -> bool:
        return self._loading is not None

    def saves_folder(self) -> str:
        """Where the Open and Save dialogs start (made if it is not there yet; "" when
        there is no storage)."""
        folder = self.storage.saves_dir
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # the dialog then starts where it can; saving will say what is wrong
            log.warning("cannot make the saves folder %s: %s", folder, exc)
        return str(folder)

    def games_folder(self) -> str:
        """Where every game keeps its own file (for the player's information)."""
        return str(self.storage.games_dir)

    def suggested_save_path(self) -> str:
        """Save As's first proposal: the file saved last, else a new name in the saves folder."""
        if self._export is not None:
            return str(self._export)
        if not self._controller.has_game:
            return ""
        self.saves_folder()
        return str(self.storage.default_save_path(self._controller.game))

    # --- lists --------------------------------------------------------------------------------
    def unfinished(self) -> list[RecentEntry]:
        """The unfinished games to continue, newest first (not the one being played)."""
        return [e for e in self._entries("unfinished") if not self._is_current(e.path)]

    def has_unfinished(self) -> bool:
        """Whether some other game is unfinished (cheap: the newest two are looked at)."""
        try:
            return any(not self._is_current(e.path) for e in self.storage.unfinished(limit=2))
        except (LoadError, SaveError) as exc:
            log.warning("the list of games cannot be read: %s", exc)
            return False

    def recent(self, limit: int | None = None) -> list[RecentEntry]:
        """The games for Open Recent, newest first (the ``limit`` newest)."""
        return self._entries("recent", limit)

    def kept(self) -> list[RecentEntry]:
        """The games kept in the data folder (finished and unfinished), newest first."""
        return self._entries("kept")

    def statistics(self) -> Statistics:
        """Statistics across the kept games, from the catalogue (no game is replayed)."""
        from .statistics import Statistics, library_statistics  # (with the review: only when asked)

        try:
            return library_statistics(self.storage)
        except LoadError as exc:
            log.warning("the statistics cannot be read: %s", exc)
            return Statistics()

    def clear_history(self) -> int:
        """Delete every finished game kept in the data folder (never the one being played,
        never an unfinished one); the statistics go with them. Returns how many went."""
        gone = 0
        for entry in self._entries("finished"):
            if not self._is_current(Path(entry.path)) and self.delete(entry.path):
                gone += 1
        return gone

    def open_elsewhere(self, path: str | Path) -> bool:
        """Whether the game file is being played in another window now."""
        return not self._is_current(Path(path)) and self.storage.is_open_elsewhere(path)

    def clear_recent(self) -> None:
        try:
            self.storage.recent.clear()
        except (LoadError, SaveError) as exc:
            self._report_save_error(exc)

    def delete(self, path: str | Path) -> bool:
        """Delete a kept game (never the one being played)."""
        if self._is_current(Path(path)):
            return False
        try:
            self.storage.delete_game(path)
        except LoadError as exc:
            self.error.emit(QCoreApplication.translate("GameFiles", "Cannot delete the game"), *load_error_parts(exc))
            return False
        except SaveError as exc:
            self._report_save_error(exc)
            return False
        return True

    def _entries(self, which: str, limit: int | None = None) -> list[RecentEntry]:
        try:
            if which == "unfinished":
                return self.storage.unfinished()
            if which in ("kept", "finished"):
                return self.storage.games(finished=True if which == "finished" else None)
            return self.storage.recent.entries(limit)
        except (LoadError, SaveError) as exc:
            log.warning("the list of games cannot be read: %s", exc)
            return []

    def _is_current(self, path: Path) -> bool:
        return self._path is not None and _same(path, self._path)

    # --- writing --------------------------------------------------------------------------------
    def autosave(self) -> None:
        """After a decision, an undo or a redo: the game's own file follows it. The snapshot
        is taken once the window has shown the change (one per burst of changes, of the
        position then); ``flush``, ``close`` and switching games take one still to come."""
        c = self._controller
        if not self._autosaving or self.held or not c.has_game:
            return
        if self._path is None:
            self._path = self.storage.new_game_path()
            try:
                self._lock = self.storage.claim(self._path)
            except LoadError as exc:  # the write will say what is wrong with the folder
                log.warning("cannot lock %s: %s", self._path, exc)
        self._later.ask()

    def _autosave_now(self) -> None:
        if self._path is None or not self._controller.has_game:
            return
        snapshot = self._snapshot()
        if snapshot is not None:
            self._writer_now().submit(snapshot, self._path, AUTOSAVE)

    def save(self, path: str | Path | None = None) -> bool:
        """Save a copy of the game to ``path`` (default: ``export_path``). False when
        there is no game or no path (then ask for one); the result comes as ``saved`` or
        ``error``."""
        target = Path(path) if path is not None else self._export
        if target is None or not self._controller.has_game:
            return False
        if not target.suffix:
            target = target.with_name(target.name + ".carc")
        snapshot = self._snapshot(force_thumbnail=True)
        if snapshot is None:
            return False
        self._writer_now().submit(snapshot, target, EXPORT)
        return True

    def _snapshot(self, force_thumbnail: bool = False) -> Snapshot | None:
        game = self._controller.game
        tiles = len(game.board.placements)
        thumbnail = force_thumbnail or tiles != self._thumb_tiles  # the mini-map changes with the board only
        try:
            snapshot = Snapshot.of(game, self._controller.record_extra(), thumbnail=thumbnail)
        except SaveError as exc:  # an engine or expansion bug: report, keep playing
            self._controller.report_autosave_failure(exc.detail or str(exc))
            return None
        if thumbnail:
            self._thumb_tiles = tiles
        return snapshot

    def _write(self, snapshot: Snapshot, path: Path) -> Path:
        return self.storage.write(snapshot, path)  # runs on the writer's thread

    def _written(self, path: str, purpose: str) -> None:
        if purpose == EXPORT:
            self._export = Path(path)
            self.saved.emit(path)
            self.message.emit(fill(QCoreApplication.translate("GameFiles", "Saved as %1."), Path(path).name))
        else:
            self._controller.autosave_succeeded()

    def _failed(self, path: str, purpose: str, exc: object) -> None:
        if purpose == EXPORT:
            self._report_save_error(exc)  # type: ignore[arg-type]
        else:
            text, detail = save_error_parts(exc)  # type: ignore[arg-type]
            self._controller.report_autosave_failure(detail or text)

    def _report_save_error(self, exc: BaseException) -> None:
        self.error.emit(QCoreApplication.translate("GameFiles", "Cannot save the game"), *save_error_parts(exc))

    def flush(self, timeout_ms: int = 5000) -> bool:
        """Take an autosave snapshot still to come, and wait until the last write is done
        (on quit, before switching games)."""
        self._later.flush()
        return self._writer.flush(timeout_ms) if self._writer is not None else True

    # --- opening --------------------------------------------------------------------------------
    def open(self, path: str | Path) -> bool:
        """Open a saved game (Open, Open Recent, Continue, a drop) off the GUI thread; the
        game in play keeps its own file. False when it cannot even start (reported)."""
        target = Path(path)
        if self._is_current(target):
            self.message.emit(QCoreApplication.translate("GameFiles", "This game is already open."))
            return False
        if self._loading is not None:
            self.message.emit(QCoreApplication.translate("GameFiles", "Please wait: a game is being opened."))
            return False
        lock = None
        storage = self.storage
        if storage.is_kept(target):  # one window per game of the data folder
            if self._writer is not None:
                self._writer.flush()  # a game this window just left is free once written
            try:
                lock = storage.claim(target)
            except LoadError as exc:
                self.error.emit(QCoreApplication.translate("GameFiles", "Cannot open the game"), *load_error_parts(exc))
                return False
        job = LoadJob(lambda p: storage.load(p), target, self)
        self._job_lock = lock
        job.done.connect(self._loaded)
        self._loading = job
        self._busy_timer.start(BUSY_AFTER_MS)
        job.start()
        return True

    def _loaded(self, job: LoadJob, result: Any, exc: Any) -> None:
        if job is not self._loading:
            return
        self._loading = None
        lock, self._job_lock = self._job_lock, None
        self._busy_timer.stop()
        self._set_busy(False)
        job.deleteLater()
        if exc is not None or not isinstance(result, LoadResult):
            if lock is not None:
                lock.release()
            self.error.emit(QCoreApplication.translate("GameFiles", "Cannot open the game"), *load_error_parts(exc))
            return
        c = self._controller
        game = result.game
        kept = self.storage.is_kept(job.path)
        c.adopt(game, c.seats_for(game), own_path=job.path if kept else None, lock=lock)
        if not kept and not result.from_backup:
            self._export = Path(result.path)
        if result.from_backup and result.error is not None:
            text, detail = load_error_parts(result.error)
            self.error.emit(QCoreApplication.translate("GameFiles", "Opened the backup"), fill(
                QCoreApplication.translate("GameFiles", "%1\n\nThe backup copy was opened instead."), text), detail)
        self.opened.emit(str(job.path))
        self.message.emit(fill(QCoreApplication.translate("GameFiles", "Opened %1."), Path(result.path).name))

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    # --- the game's own file ---------------------------------------------------------------------
    def replaced(self, own_path: Path | None = None, lock: FileLock | None = None) -> None:
        """Another game takes this window: the old one's last position goes to the writer
        and its file is released once that is written (it stays, to be continued; the new
        game does not wait for the disk); ``own_path``: the new game's file."""
        self._later.flush()
        old = self._lock
        if old is not None and old is not lock:
            if self._writer is not None:
                self._writer.release_after_writes(old)
            else:
                old.release()
        self._path, self._lock = own_path, lock
        self._export = None
        self._thumb_tiles = -1

    def close(self) -> None:
        """On quit: the last write is done and the game's file released."""
        if self._library is not None:
            self._library.stop()
        self.flush()
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError, ValueError):
        return a.absolute() == b.absolute()
