"""Storage: saves, autosave, recent games and undo/redo history, all built on game records.

Qt-free. Everything lives under one data folder (:mod:`.paths`): the platform's user data
folder for ``carc-desktop``, ``$CARC_DESKTOP_DATA_DIR``, or a folder given explicitly.

A controller mostly needs :class:`Storage` and :class:`RecordHistory`::

    storage = Storage()                            # or Storage(tmp_path) in tests
    if storage.autosave.has_unfinished():
        result = storage.autosave.load_autosave()  # LoadResult(game, path, from_backup, error)
    history = RecordHistory(game)
    history.add_listener(lambda game, change: storage.autosave.save(game))
    history.play(move); history.undo(); history.redo()
    path = storage.save(history.game)              # into saves/ with a suggested name
    result = storage.load(path)                    # LoadError.message for the player
    storage.recent.entries()                       # for the "open recent" list
"""

from __future__ import annotations

import logging
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine.game import Game
from . import paths
from .atomic import atomic_write_bytes, atomic_write_text
from .autosave import Autosave
from .history import RecordHistory
from .paths import SAVE_SUFFIX, data_dir
from .recent import PlayerSummary, RecentEntry, RecentGames
from .saves import (LoadError, LoadResult, SaveError, game_from_bytes, game_to_text, load_game,
                    load_game_or_backup, read_record, record_with_extra, save_game, save_record,
                    suggest_filename)
from .thumbnail import render_thumbnail, thumbnail_png

log = logging.getLogger(__name__)


class Storage:
    """The data folder with its saves, autosave slot and recent-games list."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, recent_limit: int = 20) -> None:
        self.data_dir = paths.data_dir(data_dir)
        self.saves_dir = paths.saves_dir(self.data_dir)
        self.autosave = Autosave(paths.autosave_path(self.data_dir))
        self.recent = RecentGames(paths.recent_index_path(self.data_dir), limit=recent_limit)

    def default_save_path(self, game: Game) -> Path:
        """A new file in ``saves/`` named after the date and the players."""
        name = suggest_filename(game)
        path = self.saves_dir / name
        n = 2
        while path.exists() or paths.backup_path(path).exists():
            path = self.saves_dir / f"{name[:-len(SAVE_SUFFIX)]} ({n}){SAVE_SUFFIX}"
            n += 1
        return path

    def save(self, game: Game, path: str | os.PathLike[str] | None = None, *,
             extra: dict[str, Any] | None = None) -> Path:
        """Save ``game`` (to ``path``, ``.carc`` added if it has no suffix; by default a new
        file in ``saves/``; ``extra``: more top-level record keys such as ``seats``) and put
        it at the top of the recent list. Raises SaveError."""
        target = Path(path) if path is not None else self.default_save_path(game)
        if not target.suffix:
            target = target.with_name(target.name + SAVE_SUFFIX)
        save_game(game, target, extra=extra)
        try:
            self.recent.add(target, game)
        except OSError:
            log.exception("could not update the recent-games list")
        return target

    def load(self, path: str | os.PathLike[str], *, remember: bool = True) -> LoadResult:
        """Load a save, falling back to its ``.bak`` when the file is damaged (see
        ``LoadResult.from_backup``/``error``); with ``remember`` put it at the top of the
        recent list. Raises LoadError."""
        target = Path(path)
        result = load_game_or_backup(target)
        if remember and not result.from_backup:
            try:
                saved_at = datetime.fromtimestamp(target.stat().st_mtime, timezone.utc)
                self.recent.add(target, result.game, saved_at=saved_at)
            except OSError:
                log.exception("could not update the recent-games list")
        return result

    def list_saves(self) -> list[Path]:
        """The ``.carc`` files in ``saves/``, newest first."""
        try:
            files = [p for p in self.saves_dir.glob(f"*{SAVE_SUFFIX}") if p.is_file()]
        except OSError:
            return []

        def mtime(p: Path) -> float:
            try:
                return p.stat().st_mtime
            except OSError:
                return 0.0

        return sorted(files, key=mtime, reverse=True)


__all__ = [
    "Autosave", "LoadError", "LoadResult", "PlayerSummary", "RecentEntry", "RecentGames", "RecordHistory",
    "SAVE_SUFFIX", "SaveError", "Storage", "atomic_write_bytes", "atomic_write_text", "data_dir",
    "game_from_bytes", "game_to_text", "load_game", "load_game_or_backup", "read_record", "render_thumbnail",
    "record_with_extra", "save_game", "save_record", "suggest_filename", "thumbnail_png",
]
