"""On a very first start (nothing on disk yet) the board paints no tile on the GUI thread:
a tile never made at any size is drawn plain for a moment, asked from the background
renderer first, and drawn once it is made (``art.BOARD_PAINTS_LATER``, set by
``carc-desktop``). Without it (a picture taken at once) the tile is painted when shown."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from carc_desktop.art import tile_store
from carc_desktop.art.tile_store import TileImageStore
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players
from carc_desktop.engine import RuleSet
from carc_desktop.ui.board import art
from carc_desktop.ui.board.items import TileItem
from carc_desktop.ui.board.view import BoardView


@pytest.fixture
def first_start(tmp_path: Path, monkeypatch):  # type: ignore[no-untyped-def]
    """An empty tile store, the background on; the threads that painted, by tile."""
    painted: list[tuple[str, str]] = []
    plain = tile_store.paint_image

    def paint(tile, size, edition="C3", rotation=0):  # type: ignore[no-untyped-def]
        painted.append((tile.id, threading.current_thread().name))
        return plain(tile, size, edition, rotation)

    monkeypatch.setattr(tile_store, "paint_image", paint)
    store = TileImageStore(tmp_path / "tiles")
    monkeypatch.setattr(art, "_store", lambda: store)
    monkeypatch.setattr(art, "_cache", None)
    monkeypatch.setattr(art, "_refiner", None)
    monkeypatch.setattr(art, "BACKGROUND", True)
    yield painted
    if art._refiner is not None and art._refiner._worker is not None:
        art._refiner._worker.stop()


def _show_game(qtbot) -> tuple[GameController, BoardView]:  # type: ignore[no-untyped-def]
    controller = GameController()
    view = BoardView(controller)
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    qtbot.waitExposed(view)
    controller.new_game(default_players(2), RuleSet(), 3)  # the base game: its start tile painted once, turned
    view.zoom_to_fit()
    return controller, view


def _paints(monkeypatch) -> list[bool]:  # type: ignore[no-untyped-def]
    """Whether each paint of a tile drew it at the right size (else plain, or another size)."""
    seen: list[bool] = []
    real = TileItem.paint

    def paint(self: TileItem, *args) -> None:  # type: ignore[no-untyped-def]
        real(self, *args)
        seen.append(self.exact)

    monkeypatch.setattr(TileItem, "paint", paint)
    return seen


def test_the_first_tiles_are_made_in_the_background_and_then_drawn(qtbot, first_start, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "BOARD_PAINTS_LATER", True)
    paints = _paints(monkeypatch)
    controller, view = _show_game(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(paints) and paints[-1], timeout=20000)
        assert paints[0] is False  # the first frame: plain, the tile made at no size yet
        start = controller.game.board.placements[0].tile.id
        assert start in {tid for tid, _thread in first_start}
        assert all(thread != threading.main_thread().name for _tid, thread in first_start), first_start
    finally:
        controller.close()


def test_without_it_the_tile_is_painted_when_shown(qtbot, first_start, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "BOARD_PAINTS_LATER", False)
    paints = _paints(monkeypatch)
    controller, view = _show_game(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(paints), timeout=20000)
        assert paints[0] is True
        assert (controller.game.board.placements[0].tile.id, threading.main_thread().name) in first_start
    finally:
        controller.close()
