"""Where carc-desktop keeps its files.

Everything lives under one data folder: the ``platformdirs`` user data folder of
``carc-desktop``, unless the ``CARC_DESKTOP_DATA_DIR`` environment variable names another
one (tests and portable installs), unless a caller passes a folder explicitly.

Layout::

    <data>/saves/*.carc        games the player saved
    <data>/autosave.carc       the game in progress (written after every decision)
    <data>/recent.json         the recent-games index
    <data>/thumbnails/*.png    one mini-map per recent game
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "carc-desktop"
ENV_DATA_DIR = "CARC_DESKTOP_DATA_DIR"
SAVE_SUFFIX = ".carc"
BACKUP_SUFFIX = ".bak"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder: ``override``, else ``$CARC_DESKTOP_DATA_DIR``, else the platform's
    user data folder. Not created here."""
    if override is not None:
        return Path(override)
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "saves"


def autosave_path(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / f"autosave{SAVE_SUFFIX}"


def recent_index_path(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "recent.json"


def thumbnails_dir(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "thumbnails"


def backup_path(path: str | os.PathLike[str]) -> Path:
    """``game.carc`` -> ``game.carc.bak``: the previous version of a file."""
    p = Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)
