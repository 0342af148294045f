"""A game's analysis, kept beside its file: ``<game>.carc.analysis.json``.

The file holds the verdicts as plain JSON objects (what they mean is the AI's business,
``ai/analyse.py``) under three keys that say what they are valid for: the game (a digest
of its record), the engine (a digest of the engine and the computer players) and the
method's settings. Reading with other keys, or a damaged file, gives nothing: the game is
analysed again and the file replaced. Writing is atomic (never half a file) and a failure
to write loses nothing but the time to analyse again.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text

FORMAT = "carc-desktop-analysis"
VERSION = 1
SUFFIX = ".analysis.json"
#: A kept analysis larger than this is not read (a game has at most 5000 decisions).
MAX_BYTES = 8 * 1024 * 1024


def analysis_path(game_path: str | os.PathLike[str]) -> Path:
    target = Path(game_path)
    return target.with_name(target.name + SUFFIX)


def read_analysis(game_path: str | os.PathLike[str], game_key: str, engine_key: str,
                  settings_key: str) -> list[dict[str, Any]]:
    """The kept verdicts for exactly this game, engine and settings ([] if none)."""
    path = analysis_path(game_path)
    try:
        if path.stat().st_size > MAX_BYTES:
            return []
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return []
    if (data.get("game"), data.get("engine"), data.get("settings")) != (game_key, engine_key, settings_key):
        return []
    verdicts = data.get("verdicts")
    if not isinstance(verdicts, list):
        return []
    return [v for v in verdicts if isinstance(v, dict)]


def write_analysis(game_path: str | os.PathLike[str], game_key: str, engine_key: str, settings_key: str,
                   verdicts: list[dict[str, Any]]) -> bool:
    """Keep the verdicts beside the game; False if the file could not be written."""
    doc = {"format": FORMAT, "version": VERSION, "game": game_key, "engine": engine_key,
           "settings": settings_key, "verdicts": verdicts}
    try:
        atomic_write_text(analysis_path(game_path), json.dumps(doc, separators=(",", ":")), backup=False)
    except OSError:
        return False
    return True
