"""Watching which thread reads tiles from the disk cache (the read-ahead tests)."""

from __future__ import annotations

import threading
from pathlib import Path

from carc_desktop.art.tile_store import TileImageStore
from carc_desktop.ui.board import art


def watch_reads(tmp_path: Path, monkeypatch) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """A fresh disk cache under ``tmp_path/tiles`` (filled by the caller beforehand), nothing
    in memory, background reading on; returns the (tile id, thread name) of every read."""
    reads: list[tuple[str, str]] = []
    store = TileImageStore(tmp_path / "tiles")
    plain = store._read

    def read(tile, size, edition, rotation):  # type: ignore[no-untyped-def]
        reads.append((tile.id, threading.current_thread().name))
        return plain(tile, size, edition, rotation)

    monkeypatch.setattr(store, "_read", read)
    monkeypatch.setattr(art, "_store", lambda: store)
    monkeypatch.setattr(art, "_cache", None)
    monkeypatch.setattr(art, "BACKGROUND", True)
    return reads


def join_read_ahead() -> None:
    """Wait for the read-ahead thread; it may be over already (it only reads a few files),
    so tests judge by the thread each read ran on."""
    for thread in [t for t in threading.enumerate() if t.name == "carc-tiles-ahead"]:
        thread.join(10)
