"""A new game's first tiles are read from the disk cache on a thread of their own while the
game starts: its first frame converts images already in memory instead of decoding PNG files
on the GUI thread."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.board.view import BoardView

from .tile_reads import game_start, join_read_ahead, put_on_disk, watch_reads


def test_the_first_frames_tiles_are_read_off_the_gui_thread(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    view = BoardView(controller)
    view.board.animations_enabled = False
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    # The start tiles at every size, on disk (as at every start after the first) ...
    starts = [(p.tile, p.rotation) for p in game_start(3).board.placements]
    put_on_disk(tmp_path, starts)
    # ... and none in memory yet.
    reads = watch_reads(tmp_path, monkeypatch)
    try:
        controller.new_game(default_players(2), default_rules(), 3)
        join_read_ahead()
        for _ in range(3):
            QApplication.processEvents()
        view.viewport().repaint()
    finally:
        controller.close()
    start_ids = {tile.id for tile, _ in starts}
    assert {tid for tid, name in reads if name == "carc-tiles-ahead"} >= start_ids, reads
    assert {tid for tid, _ in reads} >= start_ids
    on_gui = [tid for tid, name in reads if name == threading.main_thread().name and tid in start_ids]
    assert not on_gui, f"read while painting: {on_gui}"
    assert all(item.exact for item in view.board.tiles.values())  # the right size was read
