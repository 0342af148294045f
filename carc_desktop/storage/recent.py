"""The recent-games list: a small JSON index (written atomically) of the last saves, each
with its date, players and scores, expansions, whether the game is over, and a PNG
mini-map stored in ``thumbnails/`` next to the index.

The list is bounded (``limit``, 20 by default; the oldest entries and their thumbnails
go), one entry per file, newest first; entries whose save file has vanished are dropped
when the list is read. A damaged index is never fatal: its good entries are kept, or the
``.bak`` is used, or the list starts empty.
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
from typing import Any, Sequence

from ..engine.game import Game
from . import paths
from .atomic import atomic_write_bytes, atomic_write_text
from .thumbnail import thumbnail_png

log = logging.getLogger(__name__)

INDEX_FORMAT = "carc-desktop-recent"
INDEX_VERSION = 1
DEFAULT_LIMIT = 20
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


def summarize(game: Game, path: str | os.PathLike[str], saved_at: datetime | None = None,
              thumbnail: Path | None = None) -> RecentEntry:
    """The recent-list entry describing ``game`` saved at ``path``."""
    when = (saved_at or datetime.now(timezone.utc)).astimezone(timezone.utc)
    return RecentEntry(
        path=Path(path), saved_at=when.isoformat(timespec="seconds"),
        players=tuple(PlayerSummary(p.name, p.color, game.scores[i]) for i, p in enumerate(game.players)),
        expansions=tuple(game.rules.expansions), edition=game.rules.edition, finished=game.finished,
        turn=game.turn, tiles_placed=len(game.board.placements), tiles_left=game.tiles_left(),
        thumbnail=thumbnail,
    )


class RecentGames:
    def __init__(self, index_path: str | os.PathLike[str] | None = None, *,
                 data_dir: str | os.PathLike[str] | None = None, limit: int = DEFAULT_LIMIT) -> None:
        self.index_path = Path(index_path) if index_path is not None else paths.recent_index_path(data_dir)
        self.thumbnails_dir = self.index_path.parent / "thumbnails"
        self.limit = max(1, limit)

    # --- public -----------------------------------------------------------------------
    def entries(self) -> list[RecentEntry]:
        """The recent saves, newest first; those whose file has vanished are dropped (and
        the index rewritten without them)."""
        entries, clean = self._read()
        alive = [e for e in entries if e.path.is_file()]
        if len(alive) != len(entries) or not clean:
            self._write(alive, dropped=[e for e in entries if e not in alive])
        return alive

    def add(self, path: str | os.PathLike[str], game: Game, *, saved_at: datetime | None = None) -> RecentEntry:
        """Record that ``game`` was just saved to ``path`` (call after ``save_game``).
        Renders its thumbnail; moves the entry to the top. Raises OSError if the index
        cannot be written (the old index is then intact)."""
        target = Path(path).absolute()
        thumb = self.thumbnails_dir / _thumb_name(target)
        try:
            atomic_write_bytes(thumb, thumbnail_png(game), backup=False)
        except Exception:  # a mini-map is a nicety: never let it block the list
            log.exception("could not write the thumbnail %s", thumb)
            thumb = None  # type: ignore[assignment]
        entry = summarize(game, target, saved_at, thumb)
        entries, _ = self._read()
        kept = [e for e in entries if not _same_file(e.path, target)]
        new = [entry] + kept
        self._write(new[:self.limit], dropped=new[self.limit:])
        return entry

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Forget one save (its file is not touched)."""
        entries, _ = self._read()
        gone = [e for e in entries if _same_file(e.path, Path(path))]
        if gone:
            self._write([e for e in entries if e not in gone], dropped=gone)

    def clear(self) -> None:
        entries, _ = self._read()
        self._write([], dropped=entries)

    # --- index file -------------------------------------------------------------------
    def _read(self) -> tuple[list[RecentEntry], bool]:
        """(entries, whether the index was wholly sound)."""
        for candidate in (self.index_path, paths.backup_path(self.index_path)):
            parsed = self._parse(candidate)
            if parsed is not None:
                return parsed[0], parsed[1] and candidate == self.index_path
        return [], not self.index_path.exists()

    def _parse(self, path: Path) -> tuple[list[RecentEntry], bool] | None:
        try:
            if path.stat().st_size > MAX_INDEX_BYTES:
                log.warning("recent index %s is too large; ignored", path)
                return None
            data = json.loads(path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("recent index %s is unreadable (%s)", path, exc)
            return None
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT \
                or not isinstance(data.get("entries"), list):
            log.warning("recent index %s is not an index", path)
            return None
        entries: list[RecentEntry] = []
        seen: set[str] = set()
        for raw in data["entries"]:
            entry = RecentEntry.from_json(raw, self.thumbnails_dir)
            if entry is not None and str(entry.path) not in seen:
                entries.append(entry)
                seen.add(str(entry.path))
        clean = len(entries) == len(data["entries"])
        return entries[:self.limit], clean and len(data["entries"]) <= self.limit

    def _write(self, entries: list[RecentEntry], dropped: Sequence[RecentEntry] = ()) -> None:
        doc = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "entries": [e.to_json() for e in entries]}
        atomic_write_text(self.index_path, json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        keep = {e.thumbnail for e in entries if e.thumbnail is not None}
        for e in dropped:
            if e.thumbnail is not None and e.thumbnail not in keep:
                with contextlib.suppress(OSError):
                    e.thumbnail.unlink()


def _thumb_name(path: Path) -> str:
    return hashlib.sha1(os.path.normcase(str(path)).encode("utf-8", "surrogatepass")).hexdigest()[:20] + ".png"


def _same_file(a: Path, b: Path) -> bool:
    return os.path.normcase(str(a.absolute())) == os.path.normcase(str(b.absolute()))


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
