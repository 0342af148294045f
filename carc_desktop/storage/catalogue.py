"""The catalogue of games: ``<data>/library.sqlite``, one row per game file with its summary.

The game files are the truth and this database only their catalogue: a row says what a
file held when it was last written or read (``stamp``: its size and modification time then).
A missing, damaged or foreign database is set aside (``library.sqlite.damaged``) and made
again from the files; a file the catalogue does not know, or knows at another stamp, is
read again by :meth:`Catalogue.adopt` (the controller runs it in the background).

The standard library's ``sqlite3``: WAL (readers never wait for a writer), a busy timeout
(two running copies wait for each other's short transactions through SQLite's own locks),
and one transaction per change (a save, a deletion, one adopted file). Each thread has its
own connection. Nothing is merged by hand: two processes saving at the same time both have
their rows. The lists read a few indexed columns; the statistics are SQL aggregates over
``seats``.

Errors: ``sqlite3.Error`` never leaves this module; :class:`CatalogueError` (an OSError)
when the folder cannot hold a database at all (a read-only data folder with no catalogue
yet, a full disk).
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from carc_desktop.engine import winners as engine_winners

from .summary import RecentEntry, Summary, entry_players, file_key

log = logging.getLogger(__name__)
_T = TypeVar("_T")

DB_NAME = "library.sqlite"
SCHEMA_VERSION = 1
#: How long a change waits for another running copy's transaction.
BUSY_SECONDS = 15.0
#: Pauses (s) before opening again a catalogue another copy is setting up (``_connect_prepared``).
OPEN_RETRIES = (0.02, 0.05, 0.1, 0.2, 0.5, 1.0)
_STARTED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})_(\d{2})(\d{2})(\d{2})-")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    path TEXT NOT NULL,
    kept INTEGER NOT NULL,
    saved_at TEXT NOT NULL,
    started_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    edition TEXT NOT NULL,
    expansions TEXT NOT NULL,
    mix TEXT NOT NULL,
    options TEXT NOT NULL,
    players TEXT NOT NULL,
    winners TEXT NOT NULL,
    turn INTEGER NOT NULL,
    tiles_placed INTEGER NOT NULL,
    tiles_left INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    thumbnail TEXT,
    stamp TEXT,
    people INTEGER NOT NULL,
    won INTEGER NOT NULL,
    levels TEXT NOT NULL,
    best_road INTEGER NOT NULL,
    best_city INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_listed ON games (kept, finished, saved_at DESC);
CREATE INDEX IF NOT EXISTS games_counted ON games (kept, finished, people, mix, levels, won);
CREATE TABLE IF NOT EXISTS seats (
    game INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    score INTEGER NOT NULL,
    computer INTEGER NOT NULL,
    level TEXT NOT NULL,
    winner INTEGER NOT NULL,
    best_road INTEGER NOT NULL,
    best_city INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS unreadable (
    key TEXT PRIMARY KEY,
    path TEXT NOT NULL,
    kept INTEGER NOT NULL,
    stamp TEXT NOT NULL,
    kind TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

_ENTRY_COLUMNS = "path, saved_at, players, expansions, edition, finished, turn, tiles_placed, tiles_left, " \
                 "thumbnail, started_at"


class CatalogueError(OSError):
    """The data folder cannot hold the catalogue (read-only, full, not a folder)."""


@dataclass
class LibraryStats:
    """The statistics' raw figures, straight from SQL (see controller/statistics.py)."""

    games: int = 0
    wins: int = 0
    by_level: dict[str, tuple[int, int]] = field(default_factory=dict)
    by_mix: dict[tuple[str, ...], tuple[int, int]] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    longest_road: int = 0
    biggest_city: int = 0
    unreadable: int = 0


def stamp_of(st: os.stat_result) -> str:
    return f"{st.st_size}:{st.st_mtime_ns}"


def _stamp(path: Path) -> str | None:
    try:
        return stamp_of(path.stat())
    except OSError:
        return None


def started_from_name(path: Path, fallback: str) -> str:
    """A game file of ``games/`` is named after its start (local time)."""
    m = _STARTED.match(path.name)
    if m is None:
        return fallback
    try:
        year, month, day, hour, minute, second = (int(g) for g in m.groups())
        local = datetime(year, month, day, hour, minute, second)
        return local.astimezone(UTC).isoformat(timespec="seconds")
    except (ValueError, OverflowError, OSError):
        return fallback


class Catalogue:
    def __init__(self, path: Path, thumbnails_dir: Path) -> None:
        self.path = path
        self.thumbnails_dir = thumbnails_dir
        self._local = threading.local()
        self._open_lock = threading.Lock()
        #: Bumped when the database was set aside and made afresh (every thread reconnects).
        self._generation = 0
        #: Whether this process made the database afresh (then every file is to be read).
        self.rebuilt = False
        self.read_only = False

    # --- connections ------------------------------------------------------------------------
    def conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is not None and getattr(self._local, "generation", -1) == self._generation:
            return conn
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
        with self._open_lock:
            conn = self._open()
        self._local.conn, self._local.generation = conn, self._generation
        return conn

    def _open(self) -> sqlite3.Connection:
        fresh = not self.path.exists()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = self._connect_prepared()
        except sqlite3.DatabaseError as exc:
            if _is_busy(exc):
                raise CatalogueError(errno.EBUSY, f"the catalogue is busy ({exc})", str(self.path)) from None
            if self._read_only_folder():
                return self._open_read_only(exc)
            log.warning("the catalogue %s is damaged (%s): made again from the game files", self.path, exc)
            self._set_aside()
            fresh = True
            try:
                conn = self._connect()
                self._prepare(conn)
            except sqlite3.Error as again:
                raise CatalogueError(errno.EIO, f"the catalogue cannot be made ({again})", str(self.path)) from None
        except OSError as exc:
            if self.path.exists():
                return self._open_read_only(exc)
            raise CatalogueError(exc.errno or errno.EIO, exc.strerror or str(exc), str(self.path)) from None
        if fresh:
            self.rebuilt = True
        return conn

    def _connect_prepared(self) -> sqlite3.Connection:
        """A connection with the schema in place. Two copies opening a new catalogue at once
        both switch it to WAL, and SQLite answers the loser "database is locked" at once,
        without waiting out the busy timeout: that one tries again after a moment, so its
        first save is not left out of the list until the next start."""
        for pause in OPEN_RETRIES:
            conn = self._connect()
            try:
                self._prepare(conn)
                return conn
            except sqlite3.DatabaseError as exc:
                conn.close()
                if not _is_busy(exc):
                    raise
            time.sleep(pause)
        conn = self._connect()
        self._prepare(conn)
        return conn

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.path), timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version not in (0, SCHEMA_VERSION):
            raise sqlite3.DatabaseError(f"schema version {version}, this version reads {SCHEMA_VERSION}")
        conn.execute("PRAGMA journal_mode = WAL")
        # The files are the truth: a commit lost with the power is read again from them.
        conn.execute("PRAGMA synchronous = NORMAL")
        if version == 0:
            with transaction(conn):
                if conn.execute("PRAGMA user_version").fetchone()[0] == 0:
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            conn.execute(statement)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        else:
            conn.execute("SELECT count(*) FROM games WHERE 0").fetchone()

    def _read_only_folder(self) -> bool:
        return not os.access(self.path.parent, os.W_OK)

    def _open_read_only(self, why: BaseException) -> sqlite3.Connection:
        """A catalogue in a folder that cannot be written: read as it is."""
        try:
            conn = sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True, check_same_thread=False,
                                   isolation_level=None)
            conn.execute("SELECT count(*) FROM games WHERE 0").fetchone()
        except sqlite3.Error as exc:
            raise CatalogueError(errno.EROFS, f"the catalogue cannot be read ({why}; {exc})", str(self.path)) from None
        self.read_only = True
        return conn

    def _set_aside(self) -> None:
        self._generation += 1
        for suffix in ("", "-wal", "-shm"):  # kept together, for whoever wants to look at it
            src = Path(str(self.path) + suffix)
            with contextlib.suppress(OSError):
                os.replace(src, src.with_name(f"{self.path.name}.damaged{suffix}"))

    def reset(self) -> None:
        """Set the database aside and start afresh (after a damage found while in use)."""
        with self._open_lock:
            self._set_aside()

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            self._local.conn = None
            with contextlib.suppress(sqlite3.Error):
                conn.close()

    def run(self, fn: Callable[[sqlite3.Connection], _T]) -> _T:
        """``fn(connection)``, once more on a fresh database if this one turns out damaged.
        Raises CatalogueError."""
        for attempt in (0, 1):
            conn = self.conn()
            try:
                return fn(conn)
            except sqlite3.DatabaseError as exc:
                if _is_busy(exc) or isinstance(exc, sqlite3.OperationalError) and self.read_only:
                    raise CatalogueError(errno.EBUSY, str(exc), str(self.path)) from None
                if attempt or self.read_only:
                    raise CatalogueError(errno.EIO, str(exc), str(self.path)) from None
                log.warning("the catalogue %s failed (%s): made again from the game files", self.path, exc)
                self.reset()
        raise AssertionError("unreachable")

    # --- meta -------------------------------------------------------------------------------
    def meta(self, name: str) -> str | None:
        row = self.run(lambda c: c.execute("SELECT value FROM meta WHERE name = ?", (name,)).fetchone())
        return row[0] if row else None

    def set_meta(self, name: str, value: str) -> None:
        def change(c: sqlite3.Connection) -> None:
            with transaction(c):
                c.execute("INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)", (name, value))
        self.run(change)

    # --- changes ----------------------------------------------------------------------------
    def put(self, path: Path, summary: Summary, *, kept: bool, saved_at: str, thumbnail: str | None,
            stamp: str | None, keep_thumbnail: bool = False, if_unchanged: bool = False) -> None:
        """List (or update) the game file ``path`` in one transaction. ``if_unchanged``
        (a file read by :meth:`Storage.adopt`): only while the file still has ``stamp``,
        checked under the write lock, so that a row its writer made meanwhile is never
        replaced by an older reading (file times are too coarse to tell which is newer)."""
        key = file_key(path)
        players = json.dumps([[p.name, p.color, p.score] for p in summary.players], ensure_ascii=False)
        scores = [p.score for p in summary.players]
        winners = list(engine_winners(scores)) if scores and summary.finished else []
        started = started_from_name(path, saved_at) if kept else saved_at
        seats = summary.seats or ()
        people = [i for i in range(len(scores)) if i >= len(seats) or not seats[i].computer]
        # What the statistics count, per game (one row each, so that they add up rows, not seats).
        counted = (len(people), int(any(i in winners for i in people)),
                   ",".join(sorted({s.level for s in seats if s.computer})),
                   max((seats[i].best_road for i in people if i < len(seats)), default=0),
                   max((seats[i].best_city for i in people if i < len(seats)), default=0))
        row = (key, str(path), int(kept), saved_at, started, int(summary.finished), summary.edition,
               json.dumps(list(summary.expansions), ensure_ascii=False), ",".join(sorted(summary.expansions)),
               json.dumps(dict(summary.options), ensure_ascii=False, default=str), players, json.dumps(winners),
               summary.turn, summary.tiles_placed, summary.tiles_left, summary.decisions, thumbnail, stamp) + counted

        def change(c: sqlite3.Connection) -> None:
            with transaction(c):
                if if_unchanged and _stamp(path) != stamp:
                    return
                old = c.execute("SELECT id, saved_at, thumbnail FROM games WHERE key = ?", (key,)).fetchone()
                if old is None:
                    gid = c.execute(f"INSERT INTO games (key, path, kept, saved_at, started_at, finished, edition, "
                                    f"expansions, mix, options, players, winners, turn, tiles_placed, tiles_left, "
                                    f"decisions, thumbnail, stamp, people, won, levels, best_road, best_city) "
                                    f"VALUES ({', '.join('?' * 23)})", row).lastrowid
                else:
                    gid = old[0]
                    thumb = old[2] if keep_thumbnail and thumbnail is None else thumbnail
                    c.execute("UPDATE games SET path = ?, kept = ?, saved_at = ?, finished = ?, edition = ?, "
                              "expansions = ?, mix = ?, options = ?, players = ?, winners = ?, turn = ?, "
                              "tiles_placed = ?, tiles_left = ?, decisions = ?, thumbnail = ?, stamp = ?, "
                              "people = ?, won = ?, levels = ?, best_road = ?, best_city = ? WHERE id = ?",
                              (row[1], row[2], row[3]) + row[5:16] + (thumb, stamp) + counted + (gid,))
                    c.execute("DELETE FROM seats WHERE game = ?", (gid,))
                c.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
                    (gid, i, p.name, p.color, p.score, int(i < len(seats) and seats[i].computer),
                     seats[i].level if i < len(seats) else "", int(i in winners),
                     seats[i].best_road if i < len(seats) else 0, seats[i].best_city if i < len(seats) else 0)
                    for i, p in enumerate(summary.players)])
                c.execute("DELETE FROM unreadable WHERE key = ?", (key,))
        self.run(change)

    def set_stamp(self, path: Path, stamp: str, thumbnail: str | None = None) -> None:
        key = file_key(path)

        def change(c: sqlite3.Connection) -> None:
            with transaction(c):
                if thumbnail is None:
                    c.execute("UPDATE games SET stamp = ? WHERE key = ?", (stamp, key))
                else:
                    c.execute("UPDATE games SET stamp = ?, thumbnail = ? WHERE key = ?", (stamp, thumbnail, key))
        self.run(change)

    def mark_unreadable(self, path: Path, kept: bool, stamp: str, kind: str) -> None:
        key = file_key(path)

        def change(c: sqlite3.Connection) -> None:
            with transaction(c):
                c.execute("INSERT OR REPLACE INTO unreadable VALUES (?, ?, ?, ?, ?)", (key, str(path), int(kept),
                                                                                     stamp, kind))
        self.run(change)

    def remove(self, paths: Iterable[Path]) -> list[str]:
        """Forget these files (one transaction); returns the thumbnails they had."""
        keys = [file_key(p) for p in paths]

        def change(c: sqlite3.Connection) -> list[str]:
            thumbs: list[str] = []
            with transaction(c):
                for key in keys:
                    row = c.execute("SELECT id, thumbnail FROM games WHERE key = ?", (key,)).fetchone()
                    if row is not None:
                        c.execute("DELETE FROM seats WHERE game = ?", (row[0],))
                        c.execute("DELETE FROM games WHERE id = ?", (row[0],))
                        if row[1]:
                            thumbs.append(row[1])
                    c.execute("DELETE FROM unreadable WHERE key = ?", (key,))
            return thumbs
        return self.run(change) if keys else []

    def forget_elsewhere(self, keep: int | None = None) -> list[str]:
        """Forget the files saved or opened elsewhere (all, or all but the ``keep`` newest)."""
        def rows(c: sqlite3.Connection) -> list[tuple[str]]:
            return c.execute("SELECT path FROM games WHERE kept = 0 ORDER BY saved_at DESC LIMIT -1 OFFSET ?",
                             (keep or 0,)).fetchall()
        return self.remove(Path(r[0]) for r in self.run(rows))

    # --- reading ----------------------------------------------------------------------------
    def entries(self, *, kept: bool | None = None, finished: bool | None = None,
                limit: int | None = None) -> list[RecentEntry]:
        """Listed games, newest first (``kept``: only the data folder's own or only the
        others; ``finished``: only finished or unfinished ones)."""
        where, args = [], []
        if kept is not None:
            where.append("kept = ?")
            args.append(int(kept))
        if finished is not None:
            where.append("finished = ?")
            args.append(int(finished))
        sql = f"SELECT {_ENTRY_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY saved_at DESC, id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        rows = self.run(lambda c: c.execute(sql, args).fetchall())
        thumbs = self.thumbnails_dir
        return [RecentEntry(Path(r[0]), r[1], entry_players(json.loads(r[2])), tuple(json.loads(r[3])), r[4],
                            bool(r[5]), r[6], r[7], r[8], thumbs / r[9] if r[9] else None, r[10]) for r in rows]

    def stamps(self) -> tuple[dict[str, str | None], dict[str, str]]:
        """(catalogued key -> stamp, unreadable key -> stamp)."""
        def read(c: sqlite3.Connection) -> tuple[dict[str, str | None], dict[str, str]]:
            return (dict(c.execute("SELECT key, stamp FROM games").fetchall()),
                    dict(c.execute("SELECT key, stamp FROM unreadable").fetchall()))
        return self.run(read)

    def kept_paths(self) -> list[Path]:
        return [Path(r[0]) for r in self.run(lambda c: c.execute("SELECT path FROM games WHERE kept = 1").fetchall())]

    def elsewhere_paths(self) -> list[Path]:
        return [Path(r[0]) for r in self.run(lambda c: c.execute("SELECT path FROM games WHERE kept = 0").fetchall())]

    def thumbnail_names(self) -> set[str]:
        rows = self.run(lambda c: c.execute("SELECT thumbnail FROM games WHERE thumbnail IS NOT NULL").fetchall())
        return {r[0] for r in rows}

    def unfinished_without_thumbnail(self) -> list[Path]:
        rows = self.run(lambda c: c.execute("SELECT path FROM games WHERE kept = 1 AND finished = 0 AND "
                                            "thumbnail IS NULL ORDER BY saved_at DESC").fetchall())
        return [Path(r[0]) for r in rows]

    def statistics(self) -> LibraryStats:
        """Finished games of the data folder with at least one person at the table: SQL
        over one row per game (what it counts is worked out when the row is written)."""
        def read(c: sqlite3.Connection) -> LibraryStats:
            out = LibraryStats()
            counted = "FROM games WHERE kept = 1 AND finished = 1 AND people > 0"
            c.execute("BEGIN")  # one snapshot of the database for every figure
            try:
                games, wins, road, city = c.execute(
                    f"SELECT count(*), coalesce(sum(won), 0), coalesce(max(best_road), 0), "
                    f"coalesce(max(best_city), 0) {counted}").fetchone()
                out.games, out.wins, out.longest_road, out.biggest_city = games, wins, road, city
                for levels, played, won in c.execute(f"SELECT levels, count(*), sum(won) {counted} GROUP BY levels"):
                    for level in levels.split(",") if levels else [""]:  # a game counts under each level at its table
                        p, w = out.by_level.get(level, (0, 0))
                        out.by_level[level] = (p + played, w + won)
                for mix, played, won in c.execute(f"SELECT mix, count(*), sum(won) {counted} GROUP BY mix"):
                    out.by_mix[tuple(m for m in mix.split(",") if m)] = (played, won)
                out.scores = [r[0] for r in c.execute(
                    "SELECT s.score FROM games g JOIN seats s ON s.game = g.id WHERE g.kept = 1 AND g.finished = 1 "
                    "AND g.people > 0 AND s.computer = 0")]
                out.unreadable = c.execute("SELECT count(*) FROM unreadable WHERE kept = 1").fetchone()[0]
            finally:
                c.execute("COMMIT")
            return out
        return self.run(read)

    def integrity(self) -> str:
        return self.run(lambda c: str(c.execute("PRAGMA integrity_check").fetchone()[0]))


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled back on any error): the write lock is taken
    at the start, so a busy database waits here (the busy timeout), never halfway."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _is_busy(exc: BaseException) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)

