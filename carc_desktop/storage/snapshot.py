"""What one save writes, taken from the game at one instant.

A :class:`Snapshot` is made on the thread that owns the :class:`Game` (cheap: the record
is a list of decisions, the summary a few numbers, the mini-map's rectangles, only when the
board changed; Pillow draws and encodes them when the snapshot is written) and may then be
written anywhere, on any thread, by
:meth:`carc_desktop.storage.Storage.write`. Autosave and Save both write snapshots, so a
file the player exports and the file the game keeps are written the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from carc_desktop.engine import Game

from .saves import SaveError, record_error, record_with_extra
from .summary import Summary
from .thumbnail import MiniMap, minimap_of, minimap_png


@dataclass(frozen=True)
class Snapshot:
    #: The game record (with extra top-level keys such as ``seats``).
    record: dict[str, Any]
    summary: Summary
    #: The PNG mini-map, or None to keep the one the file already has (or to draw ``minimap``).
    thumbnail: bytes | None = None
    #: The mini-map still to be drawn (by :meth:`png`, on the thread that writes).
    minimap: MiniMap | None = None

    @classmethod
    def of(cls, game: Game, extra: dict[str, Any] | None = None, *, thumbnail: bool = True) -> Snapshot:
        """The snapshot of ``game`` now. Raises SaveError (kind ``record``) when the game
        cannot be turned into a record."""
        try:
            record = record_with_extra(game, extra)
            summary = Summary.of(game, (extra or {}).get("seats"))
        except Exception as exc:  # an engine or expansion bug must not lose the old file
            raise record_error("", exc) from exc
        minimap: MiniMap | None = None
        if thumbnail:
            try:
                minimap = minimap_of(game)
            except Exception:  # a mini-map is a nicety (odd tiles): never block a save
                minimap = None
        return cls(record, summary, None, minimap)

    def png(self) -> bytes | None:
        """The PNG mini-map to write (drawn now if it is still rectangles), or None to keep
        the file's own."""
        if self.thumbnail is not None or self.minimap is None:
            return self.thumbnail
        try:
            return minimap_png(self.minimap)
        except Exception:  # a mini-map is a nicety (Pillow missing or failing): never block a save
            return None

    def replacing(self, older: Snapshot) -> Snapshot:
        """This snapshot, to be written instead of ``older`` (not written yet): it keeps
        ``older``'s mini-map when it has none of its own (the board has not changed since)."""
        if self.thumbnail is None and self.minimap is None and (older.thumbnail is not None
                                                                or older.minimap is not None):
            return Snapshot(self.record, self.summary, older.thumbnail, older.minimap)
        return self


__all__ = ["SaveError", "Snapshot"]
