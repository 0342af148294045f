"""The index of saved games (``recent.json``): one entry per file, newest first, each with
its date, players and scores, expansions, whether the game is over, and a PNG mini-map
stored in ``thumbnails/`` next to the index.

It lists the app's own games (``games/``: every game autosaves there, see
:class:`RecentGames` for what is kept how long) and the files the player saved or opened
elsewhere (the ``limit`` newest). Entries whose file has vanished are dropped when the
list is read. A damaged index is never fatal: its good entries are kept, or the ``.bak``
is used, or the list starts empty.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Sequence

from carc_desktop.engine import Game
from . import paths
from .atomic import atomic_write_bytes
from .locking import FileLock, lock_path
from .saves import SAVE_WRITE, UNREADABLE, LoadError, SaveError, os_save_error
from .thumbnail import thumbnail_png

log = logging.getLogger(__name__)

INDEX_FORMAT = "carc-desktop-recent"
INDEX_VERSION = 1
DEFAULT_LIMIT = 20
DEFAULT_HISTORY_LIMIT = 100
MAX_INDEX_ENTRIES = 5000
#: How long a change waits for another copy's change of the index.
INDEX_LOCK_SECONDS = 10.0
MAX_INDEX_BYTES = 1 << 20
_MAX_TEXT = 4096


@dataclass(frozen=True)
class PlayerSummary:
    name: str
    color: str
    score: int


@dataclass(frozen=True)
class RecentEntry:
    """One recent save, as the "open recent" list shows it."""

    path: Path
    #: When it was saved: ISO 8601 in UTC (see :attr:`saved_datetime`).
    saved_at: str
    players: tuple[PlayerSummary, ...]
    expansions: tuple[str, ...]
    edition: str
    finished: bool
    turn: int
    tiles_placed: int
    tiles_left: int
    #: The PNG mini-map, or None if it could not be made.
    thumbnail: Path | None

    @property
    def saved_datetime(self) -> datetime:
        return datetime.fromisoformat(self.saved_at)

    def to_json(self) -> dict[str, Any]:
        return {
            "path": str(self.path), "saved_at": self.saved_at,
            "players": [{"name": p.name, "color": p.color, "score": p.score} for p in self.players],
            "expansions": list(self.expansions), "edition": self.edition, "finished": self.finished,
            "turn": self.turn, "tiles_placed": self.tiles_placed, "tiles_left": self.tiles_left,
            "thumbnail": self.thumbnail.name if self.thumbnail else None,
        }

    @classmethod
    def from_json(cls, obj: Any, thumbnails: Path) -> "RecentEntry | None":
        """An entry of the index, or None if it is malformed (never raises)."""
        try:
            if not isinstance(obj, dict):
                return None
            players = tuple(
                PlayerSummary(_text(p["name"]), _text(p["color"]), _int(p["score"])) for p in _list(obj["players"]))
            thumb = obj.get("thumbnail")
            thumb_path = None
            if thumb is not None:
                thumb = _text(thumb)
                if Path(thumb).name != thumb or not thumb.endswith(".png"):
                    return None
                thumb_path = thumbnails / thumb
            saved_at = _text(obj["saved_at"])
            datetime.fromisoformat(saved_at)
            finished = obj["finished"]
            if not isinstance(finished, bool):
                return None
            return cls(Path(_text(obj["path"])), saved_at, players,
                       tuple(_text(e) for e in _list(obj["expansions"])), _text(obj["edition"]),
                       finished, _int(obj["turn"]), _int(obj["tiles_placed"]), _int(obj["tiles_left"]),
                       thumb_path)
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class Summary:
    """What the list shows of a game, taken from the Game (on the thread that owns it)."""

    players: tuple[PlayerSummary, ...]
    expansions: tuple[str, ...]
    edition: str
    finished: bool
    turn: int
    tiles_placed: int
    tiles_left: int

    @classmethod
    def of(cls, game: Game) -> "Summary":
        return cls(tuple(PlayerSummary(p.name, p.color, game.scores[i]) for i, p in enumerate(game.players)),
                   tuple(game.rules.expansions), game.rules.edition, game.finished, game.turn,
                   len(game.board.placements), game.tiles_left())

    def entry(self, path: Path, saved_at: datetime | None, thumbnail: Path | None) -> RecentEntry:
        when = (saved_at or datetime.now(timezone.utc)).astimezone(timezone.utc)
        return RecentEntry(path, when.isoformat(timespec="seconds"), self.players, self.expansions, self.edition,
                           self.finished, self.turn, self.tiles_placed, self.tiles_left, thumbnail)


def summarize(game: Game, path: str | os.PathLike[str], saved_at: datetime | None = None,
              thumbnail: Path | None = None) -> RecentEntry:
    """The recent-list entry describing ``game`` saved at ``path``."""
    return Summary.of(game).entry(Path(path), saved_at, thumbnail)


class RecentGames:
    """The index of saved games: every game the app keeps in its games folder (``kept``:
    unfinished ones are never dropped; finished ones form a history of ``history_limit``
    games, the oldest leaving first, file and all) and the ``limit`` most recent files the
    player saved or opened elsewhere (forgotten, never deleted, when older).

    Every change is a read-merge-write under a lock shared by all running copies
    (:class:`.locking.FileLock` on ``recent.json.lock``), so two windows saving at the same
    time both keep their entries. Reading needs no lock (the index is replaced atomically).
    Errors: :class:`LoadError` when the index cannot be read, :class:`SaveError` when it
    cannot be written (a damaged index is not an error: its good entries are kept).
    """

    def __init__(self, index_path: str | os.PathLike[str] | None = None, *,
                 data_dir: str | os.PathLike[str] | None = None, limit: int = DEFAULT_LIMIT,
                 history_limit: int = DEFAULT_HISTORY_LIMIT, games_dir: str | os.PathLike[str] | None = None) -> None:
        self.index_path = Path(index_path) if index_path is not None else paths.recent_index_path(data_dir)
        self.thumbnails_dir = self.index_path.parent / "thumbnails"
        self.games_dir = Path(games_dir) if games_dir is not None else self.index_path.parent / paths.GAMES_FOLDER
        self.limit = max(1, limit)
        self.history_limit = max(1, history_limit)

    # --- public -----------------------------------------------------------------------
    def entries(self) -> list[RecentEntry]:
        """Every listed game, newest first; those whose file has vanished are dropped (and
        the index rewritten without them). Raises LoadError/SaveError."""
        entries, clean = self._read()
        alive = [e for e in entries if _exists(e.path)]
        if len(alive) != len(entries) or not clean:
            self._update(lambda current: [e for e in current if _exists(e.path)])
            alive = [e for e in self._read()[0] if _exists(e.path)]
        return alive

    def is_kept(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is one of the app's own game files (in the games folder)."""
        return _same_file(Path(path).absolute().parent, self.games_dir.absolute())

    def add(self, path: str | os.PathLike[str], game: Game, *, saved_at: datetime | None = None) -> RecentEntry:
        """Record that ``game`` was just saved to ``path``. Raises SaveError."""
        return self.add_summary(path, Summary.of(game), thumbnail_png(game), saved_at=saved_at)

    def add_summary(self, path: str | os.PathLike[str], summary: Summary, thumbnail: bytes | None, *,
                    saved_at: datetime | None = None) -> RecentEntry:
        """Put the game saved at ``path`` at the top of the list (``thumbnail``: its PNG
        mini-map, or None to keep the one it has). Raises SaveError."""
        target = Path(path).absolute()
        thumb: Path | None = self.thumbnails_dir / _thumb_name(target)
        try:
            if thumbnail is not None:
                atomic_write_bytes(thumb, thumbnail, backup=False)  # type: ignore[arg-type]
            elif not thumb.is_file():  # type: ignore[union-attr]
                thumb = None
        except (OSError, UnicodeError, ValueError):  # a mini-map is a nicety: never let it block the list
            log.exception("could not write the thumbnail %s", thumb)
            thumb = None
        entry = summary.entry(target, saved_at, thumb)
        self._update(lambda current: [entry] + [e for e in current if not _same_file(e.path, target)])
        return entry

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Forget one save (its file is not touched). Raises SaveError."""
        self._update(lambda current: [e for e in current if not _same_file(e.path, Path(path))])

    def clear(self) -> None:
        """Forget the files saved elsewhere; the app's own games stay. Raises SaveError."""
        self._update(lambda current: [e for e in current if self.is_kept(e.path)])

    # --- index file -------------------------------------------------------------------
    def _update(self, change: Callable[[list[RecentEntry]], list[RecentEntry]]) -> None:
        """Read, change and write the index under the shared lock (merging with whatever
        other copies wrote meanwhile), then apply the limits."""
        lock = FileLock(self.index_path)
        try:
            _make_dirs(self.index_path.parent)
            with lock.hold(INDEX_LOCK_SECONDS):
                before, _ = self._read()
                kept, over = self._limit(change(before))
                listed = {_key(e.path) for e in kept}
                self._write(kept, [e for e in before if _key(e.path) not in listed], over)
        except OSError as exc:
            raise os_save_error(self.index_path, exc) from exc
        except (UnicodeError, ValueError) as exc:
            raise SaveError(self.index_path, str(exc), SAVE_WRITE, str(exc)) from exc

    def _limit(self, entries: list[RecentEntry]) -> tuple[list[RecentEntry], list[RecentEntry]]:
        """(entries to keep, entries to drop): unfinished kept games always stay."""
        kept: list[RecentEntry] = []
        dropped: list[RecentEntry] = []
        finished = elsewhere = 0
        for e in entries:
            if self.is_kept(e.path):
                if not e.finished:
                    kept.append(e)
                    continue
                finished += 1
                over = finished > self.history_limit and not FileLock(e.path).is_held_elsewhere()
            else:
                elsewhere += 1
                over = elsewhere > self.limit
            (dropped if over else kept).append(e)
        return kept, dropped

    def _read(self) -> tuple[list[RecentEntry], bool]:
        """(entries, whether the index was wholly sound). Raises LoadError."""
        for candidate in (self.index_path, paths.backup_path(self.index_path)):
            parsed = self._parse(candidate)
            if parsed is not None:
                return parsed[0], parsed[1] and candidate == self.index_path
        try:
            return [], not self.index_path.exists()
        except OSError as exc:
            raise LoadError(UNREADABLE, f"the list of games cannot be read ({exc.strerror or exc})",
                            self.index_path, detail=str(exc.strerror or exc)) from None

    def _parse(self, path: Path) -> tuple[list[RecentEntry], bool] | None:
        try:
            if path.stat().st_size > MAX_INDEX_BYTES:
                log.warning("recent index %s is too large; ignored", path)
                return None
            data = json.loads(path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return None
        except PermissionError as exc:
            raise LoadError(UNREADABLE, f"the list of games cannot be read ({exc.strerror or exc})",
                            path, detail=str(exc.strerror or exc)) from None
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("recent index %s is unreadable (%s)", path, exc)
            return None
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT \
                or not isinstance(data.get("entries"), list) or len(data["entries"]) > MAX_INDEX_ENTRIES:
            log.warning("recent index %s is not an index", path)
            return None
        entries: list[RecentEntry] = []
        seen: set[str] = set()
        for raw in data["entries"]:
            entry = RecentEntry.from_json(raw, self.thumbnails_dir)
            if entry is not None and str(entry.path) not in seen:
                entries.append(entry)
                seen.add(str(entry.path))
        return entries, len(entries) == len(data["entries"])

    def _write(self, entries: list[RecentEntry], dropped: Sequence[RecentEntry] = (),
               over: Sequence[RecentEntry] = ()) -> None:
        """Write the index; remove the thumbnails of the ``dropped`` entries and the files
        of the kept games ``over`` the history limit."""
        doc = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "entries": [e.to_json() for e in entries]}
        atomic_write_bytes(self.index_path, (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))
        keep = {e.thumbnail for e in entries if e.thumbnail is not None}
        for e in dropped:
            if e.thumbnail is not None and e.thumbnail not in keep:
                with contextlib.suppress(OSError):
                    e.thumbnail.unlink()
        for e in over:
            if self.is_kept(e.path):  # the history is full: the oldest finished game goes
                for old in (e.path, paths.backup_path(e.path), lock_path(e.path)):
                    with contextlib.suppress(OSError):
                        old.unlink()


def _thumb_name(path: Path) -> str:
    return hashlib.sha1(os.path.normcase(str(path)).encode("utf-8", "surrogatepass")).hexdigest()[:20] + ".png"


def _exists(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _make_dirs(folder: Path) -> None:
    if not folder.is_dir():
        folder.mkdir(parents=True, exist_ok=True)


def _key(path: Path) -> str:
    return os.path.normcase(str(path.absolute()))


def _same_file(a: Path, b: Path) -> bool:
    return _key(a) == _key(b)


def _text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > _MAX_TEXT:
        raise TypeError("not a short string")
    return value


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**9:
        raise TypeError("not a small integer")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) > 100:
        raise TypeError("not a short list")
    return value
