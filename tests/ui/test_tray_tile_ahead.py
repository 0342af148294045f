"""A new game's first tile is read from the disk cache on a thread of its own, at the tray's
size, while the game starts: the tray's first paint converts an image already in memory
instead of decoding a PNG file on the GUI thread."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.board import art
from carc_desktop.ui.panels.tile_tray import TileTray

from .tile_reads import game_start, join_read_ahead, put_on_disk, watch_reads


def test_the_first_tile_is_read_off_the_gui_thread(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    tray = TileTray(controller)
    qtbot.addWidget(tray)
    tray.resize(220, 260)
    tray.show()
    qtbot.waitExposed(tray)
    first = game_start(3).tile
    assert first is not None
    put_on_disk(tmp_path, [(first, rotation) for rotation in range(4)])  # none in memory yet
    reads = watch_reads(tmp_path, monkeypatch)
    try:
        controller.new_game(default_players(2), default_rules(), 3)
        join_read_ahead()
        QApplication.processEvents()
        tray.view.repaint()
    finally:
        controller.close()
    firsts = [name for tid, name in reads if tid == first.id]
    assert firsts and set(firsts) == {"carc-tiles-ahead"}, reads
    # The tray painted the tile from memory: the pixmap at its size is in the cache now.
    size = art.bucket(tray.view.tile_rect().width() * tray.view.devicePixelRatioF())
    assert art._pixmap_cache().cached(first, controller.rotation, size, "C3") is not None
