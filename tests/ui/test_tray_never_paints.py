"""The tray never paints a tile on the GUI thread during play: on the very first start
(nothing on disk yet) a tile not made at any size is shown blank for a moment, asked
from the background renderer first, and drawn once it is made."""

from __future__ import annotations

import threading
from pathlib import Path

from carc_desktop.art import tile_store
from carc_desktop.art.tile_store import TileImageStore
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.board import art
from carc_desktop.ui.panels.tile_tray import TileTray


def test_a_tile_never_made_is_made_in_the_background_and_then_shown(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    painted: list[tuple[str, str]] = []
    plain = tile_store.paint_image

    def paint(tile, size, edition="C3", rotation=0):  # type: ignore[no-untyped-def]
        painted.append((tile.id, threading.current_thread().name))
        return plain(tile, size, edition, rotation)

    monkeypatch.setattr(tile_store, "paint_image", paint)
    store = TileImageStore(tmp_path / "tiles")  # empty: the very first start
    monkeypatch.setattr(art, "_store", lambda: store)
    monkeypatch.setattr(art, "_cache", None)
    monkeypatch.setattr(art, "_refiner", None)
    monkeypatch.setattr(art, "BACKGROUND", True)
    controller = GameController()
    tray = TileTray(controller)
    states: list[bool] = []
    wait = tray.view._wait_for_tiles

    def watched(waiting: bool) -> None:
        if not states or states[-1] != waiting:
            states.append(waiting)
        wait(waiting)

    monkeypatch.setattr(tray.view, "_wait_for_tiles", watched)
    qtbot.addWidget(tray)
    tray.resize(220, 260)
    tray.show()
    qtbot.waitExposed(tray)
    try:
        controller.new_game(default_players(2), default_rules(), 3)
        tile = controller.game.tile
        assert tile is not None
        size = art.bucket(tray.view.tile_rect().width() * tray.view.devicePixelRatioF())
        assert art._pixmap_cache().cached(tile, controller.rotation, size, "C3") is None
        # Blank first (waiting for the background), then drawn once made.
        qtbot.waitUntil(lambda: states[-2:] == [True, False], timeout=20000)
        assert art._pixmap_cache().cached(tile, controller.rotation, size, "C3") is not None
        assert tile.id in {tid for tid, _thread in painted}
        assert all(thread != threading.main_thread().name for _tid, thread in painted), painted
    finally:
        controller.close()
        if art._refiner is not None and art._refiner._worker is not None:
            art._refiner._worker.stop()
