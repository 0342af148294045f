"""Where carc-desktop keeps its files.

Everything lives under one data folder: the ``platformdirs`` user data folder of
``carc-desktop``, unless the ``CARC_DESKTOP_DATA_DIR`` environment variable names another
one (tests and portable installs), unless a caller passes a folder explicitly.

Layout::

    <data>/games/<id>.carc     one file per game, written after every decision (with
                               <id>.carc.bak, the previous decision, and <id>.carc.lock,
                               held by the window playing it)
    <data>/saves/*.carc        where Save and Open start (the player may save anywhere)
    <data>/library.sqlite      the catalogue of games (SQLite, with -wal and -shm beside it;
                               made again from games/ when missing or damaged)
    <data>/thumbnails/*.png    one mini-map per listed game
    <data>/recent.json         the index of earlier versions (moved into the catalogue once,
                               then kept as recent.json.migrated)
    <data>/autosave.carc       the single autosave slot of earlier versions (moved into
                               games/ when found)
"""

from __future__ import annotations

import hashlib
import os
import secrets
from datetime import datetime
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


GAMES_FOLDER = "games"


def games_dir(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / GAMES_FOLDER


def new_game_name(when: datetime | None = None) -> str:
    """A fresh file name for a game in ``games/``: its start time and a random part."""
    when = when or datetime.now()
    return f"{when:%Y-%m-%d_%H%M%S}-{secrets.token_hex(3)}{SAVE_SUFFIX}"


def saves_dir(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "saves"


def autosave_path(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / f"autosave{SAVE_SUFFIX}"


def recent_index_path(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "recent.json"


def catalogue_path(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "library.sqlite"


def thumbnail_name(path: str | os.PathLike[str]) -> str:
    """The mini-map's file name of a game file (the same for the same path, always)."""
    key = os.path.normcase(str(Path(path).absolute()))
    return hashlib.sha1(key.encode("utf-8", "surrogatepass")).hexdigest()[:20] + ".png"


def thumbnails_dir(base: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(base) / "thumbnails"


def backup_path(path: str | os.PathLike[str]) -> Path:
    """``game.carc`` -> ``game.carc.bak``: the previous version of a file."""
    p = Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)
