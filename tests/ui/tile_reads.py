"""Watching which thread reads tiles from the disk cache (the read-ahead tests)."""

from __future__ import annotations

import threading
from pathlib import Path

from carc_desktop.art.tile_store import TileImageStore
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.engine import Game, TileType
from carc_desktop.ui.board import art


def game_start(seed: int) -> Game:
    """The game a two-player game with every expansion starts with (start tiles laid, the
    first tile drawn), from a controller of its own."""
    probe = GameController()
    probe.new_game(default_players(2), default_rules(), seed)
    game = probe.game
    probe.close()
    return game


def put_on_disk(tmp_path: Path, tiles: list[tuple[TileType, int]]) -> None:
    """Each (tile, rotation) in the disk cache under ``tmp_path/tiles``, at every size."""
    writer = TileImageStore(tmp_path / "tiles")
    for tile, rotation in tiles:
        for size in art.SIZES:
            writer.image(tile, size, "C3", persist=True, rotation=rotation)


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
    """Wait for the read-ahead threads; they may be over already (they only read a few
    files), so tests judge by the thread each read ran on."""
    assert art.wait_read_ahead(10)
