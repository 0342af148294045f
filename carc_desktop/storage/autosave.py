"""The autosave slot: the game in progress, rewritten (atomically) after every completed
decision, so that quitting or a crash loses at most the decision being made.

Typical use by a controller::

    autosave = Autosave()                      # under the data folder
    if autosave.has_unfinished():              # at start-up: offer to resume
        result = autosave.load_autosave()      # LoadResult: .game, .from_backup, .error
    ...
    autosave.save(game)                        # after every play / undo / redo
    autosave.clear()                           # when the player abandons the game
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from ..engine.game import Game
from . import paths
from .saves import LoadError, LoadResult, load_game_or_backup, save_game, save_record


class Autosave:
    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 data_dir: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else paths.autosave_path(data_dir)
        self._cached: tuple[tuple[object, ...], LoadResult | LoadError] | None = None

    @property
    def backup_path(self) -> Path:
        return paths.backup_path(self.path)

    def save(self, game: Game) -> None:
        """Write the game (finished or not). Raises SaveError; the slot is then unchanged."""
        self._cached = None
        save_game(game, self.path, backup=True)

    def save_record(self, data: dict[str, Any]) -> None:
        """Write a record taken earlier (``record_from_game`` on the GUI thread; this may
        run on a worker thread). Raises SaveError; the slot is then unchanged."""
        self._cached = None
        save_record(data, self.path, backup=True)

    def exists(self) -> bool:
        return self.path.is_file() or self.backup_path.is_file()

    def has_unfinished(self) -> bool:
        """Whether the slot holds a game that loads and is not over (resume it?)."""
        outcome = self._load()
        return isinstance(outcome, LoadResult) and not outcome.game.finished

    def load_autosave(self) -> LoadResult:
        """The autosaved game (from the ``.bak`` if the main slot is damaged: see
        ``from_backup``). Raises LoadError when there is nothing loadable."""
        outcome = self._load()
        self._cached = None  # the caller now owns that Game object
        if isinstance(outcome, LoadError):
            raise outcome
        return outcome

    def clear(self) -> None:
        """Empty the slot (the game was abandoned or has been saved elsewhere)."""
        self._cached = None
        for p in (self.path, self.backup_path):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()

    def _stamp(self) -> tuple[object, ...]:
        out: list[object] = []
        for p in (self.path, self.backup_path):
            try:
                st = p.stat()
                out.append((st.st_mtime_ns, st.st_size, st.st_ino))
            except OSError:
                out.append(None)
        return tuple(out)

    def _load(self) -> LoadResult | LoadError:
        stamp = self._stamp()
        if self._cached is not None and self._cached[0] == stamp:
            return self._cached[1]
        outcome: LoadResult | LoadError
        try:
            if not self.path.is_file() and self.backup_path.is_file():
                # The main slot vanished (cleared by hand?): the backup is all there is.
                outcome = LoadResult(load_game_or_backup(self.backup_path).game, self.backup_path, True, None)
            else:
                outcome = load_game_or_backup(self.path)
        except LoadError as exc:
            outcome = exc
        self._cached = (stamp, outcome)
        return outcome
