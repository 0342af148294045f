"""Open Recent's side of the catalogue (:class:`RecentGames`), and the reader of the index
earlier versions kept (``recent.json``), which moves into the catalogue once.

Open Recent lists the app's own games (``games/``) and the ``recent_limit`` newest files
the player saved or opened elsewhere. Forgetting a file elsewhere never deletes it.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from carc_desktop.engine import Game

from .saves import UNREADABLE, LoadError
from .summary import PlayerSummary, RecentEntry, Summary
from .thumbnail import thumbnail_png

if TYPE_CHECKING:
    from . import Storage

log = logging.getLogger(__name__)

INDEX_FORMAT = "carc-desktop-recent"
#: The largest ``recent.json`` read when it moves in (earlier versions stopped at 1 MiB and
#: then forgot every game: this one reads what they wrote past it).
MAX_LEGACY_INDEX_BYTES = 256 << 20
_MAX_TEXT = 4096


class RecentGames:
    """The list Open Recent shows, read from the catalogue of a :class:`Storage`."""

    def __init__(self, storage: Storage | None = None, *, limit: int | None = None) -> None:
        """``storage``: whose catalogue (default: a Storage of the default data folder,
        listing at most ``limit`` files saved elsewhere)."""
        if storage is None:
            from . import Storage

            storage = Storage(recent_limit=limit or 20)
        self._storage = storage

    def entries(self, limit: int | None = None) -> list[RecentEntry]:
        """Every listed game (or the ``limit`` newest), newest first; those whose file has
        vanished are dropped. Raises LoadError."""
        return self._storage.listed(limit)

    def is_kept(self, path: str | os.PathLike[str]) -> bool:
        return self._storage.is_kept(path)

    def add(self, path: str | os.PathLike[str], game: Game, *, saved_at: datetime | None = None) -> RecentEntry:
        """List ``game``, just saved to ``path`` (at ``saved_at``); its entry. Raises SaveError."""
        from .catalogue import CatalogueError, stamp_of
        from .saves import SAVE_WRITE, SaveError
        from .summary import iso

        storage = self._storage
        target = Path(path).absolute()
        try:
            thumb = storage._write_thumbnail(target, thumbnail_png(game))
            storage._catalogue().put(target, Summary.of(game), kept=storage.is_kept(target),
                                     saved_at=iso(saved_at), thumbnail=thumb, stamp=stamp_of(target.stat()))
            storage.forget_elsewhere(storage.recent_limit)
            listed = storage._listed()
        except (CatalogueError, OSError, LoadError) as exc:
            raise SaveError(target, str(exc), SAVE_WRITE, str(exc)) from None
        return next(e for e in listed if e.path == target)

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Forget one file (the file is not touched). Raises SaveError."""
        self._storage.forget([Path(path)])

    def clear(self) -> None:
        """Forget the files saved elsewhere; the app's own games stay. Raises SaveError."""
        self._storage.forget_elsewhere()


# --- recent.json of earlier versions --------------------------------------------------------------
def read_legacy_index(path: Path, thumbnails: Path) -> list[RecentEntry]:
    """The good entries of ``recent.json`` (or its ``.bak``), newest first; [] when neither
    can be read. Raises LoadError when the file is there but may not be read."""
    from .paths import backup_path

    for candidate in (path, backup_path(path)):
        try:
            if candidate.stat().st_size > MAX_LEGACY_INDEX_BYTES:
                log.warning("%s is too large to move in", candidate)
                continue
            data = json.loads(candidate.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            continue
        except PermissionError as exc:
            raise LoadError(UNREADABLE, f"the list of games cannot be read ({exc.strerror or exc})",
                            candidate, detail=str(exc.strerror or exc)) from None
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("%s is unreadable (%s)", candidate, exc)
            continue
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT or not isinstance(data.get("entries"), list):
            log.warning("%s is not an index of games", candidate)
            continue
        out: list[RecentEntry] = []
        seen: set[str] = set()
        for raw in data["entries"]:
            entry = entry_from_json(raw, thumbnails)
            if entry is not None and str(entry.path) not in seen:
                out.append(entry)
                seen.add(str(entry.path))
        return out
    return []


def entry_from_json(obj: Any, thumbnails: Path) -> RecentEntry | None:
    """An entry of ``recent.json``, or None if it is malformed (never raises)."""
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
        return RecentEntry(Path(_text(obj["path"])), saved_at, players,
                           tuple(_text(e) for e in _list(obj["expansions"])), _text(obj["edition"]),
                           finished, _int(obj["turn"]), _int(obj["tiles_placed"]), _int(obj["tiles_left"]),
                           thumb_path, saved_at)
    except (KeyError, TypeError, ValueError):
        return None


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


__all__ = ["PlayerSummary", "RecentEntry", "RecentGames", "Summary", "read_legacy_index"]
