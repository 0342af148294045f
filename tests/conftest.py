"""Session-wide test settings."""

from __future__ import annotations

import os
import shutil
import tempfile

_TILE_CACHE = "CARC_DESKTOP_TILE_CACHE"
_made: list[str] = []


def pytest_configure(config) -> None:  # type: ignore[no-untyped-def]
    # Rendered tiles go to a throwaway folder (inherited by subprocesses), never into the
    # user's cache folder.
    if _TILE_CACHE not in os.environ:
        _made.append(tempfile.mkdtemp(prefix="carc-tiles-"))
        os.environ[_TILE_CACHE] = _made[-1]


def pytest_unconfigure(config) -> None:  # type: ignore[no-untyped-def]
    for folder in _made:
        shutil.rmtree(folder, ignore_errors=True)
