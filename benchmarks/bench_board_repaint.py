"""Board repaint time with 150+ tiles (run by hand).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_board_repaint.py [--frames 60]

Builds a board scene with a 13 x 12 block of tiles (156 tiles of every set, all rotations),
figures on a quarter of them and the placement hints around, then renders the whole view
(1280 x 800 viewport) into a QImage repeatedly: once zoomed to fit (every tile visible,
small pixmaps) and once at 100 % (fewer, larger tiles), and while panning (a new part of
the board each frame), and while zooming (every item's device cache redrawn each frame).
Prints the median and 95th percentile per frame; the aim is a
median of at most 16 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from carc_desktop.art.figures import PLAYER_COLOURS
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.engine.geometry import Position
from carc_desktop.engine.tileset import FIELD, load_catalogue
from carc_desktop.ui.board.art import refiner
from carc_desktop.ui.board.geometry import anchor_point
from carc_desktop.ui.board.items import MeepleItem, TileItem
from carc_desktop.ui.board.view import BoardView

COLS, ROWS = 13, 12


def build_view() -> tuple[BoardView, int]:
    controller = GameController()
    controller.new_game(default_players(2), default_rules(), 1)
    view = BoardView(controller)
    view.resize(1280, 800)
    scene = view.board
    for item in list(scene.tiles.values()):
        scene.removeItem(item)
    scene.tiles.clear()
    cat = load_catalogue()
    singles = [t for t in cat.tiles.values() if not t.is_multi_cell]
    rng = random.Random(5)
    colours = list(PLAYER_COLOURS.values())
    cells = []
    for i in range(COLS * ROWS):
        x, y = i % COLS - COLS // 2, i // COLS - ROWS // 2
        tile, r = rng.choice(singles), rng.randrange(4)
        cells_of = (Position(x, y),)  # single-square tiles only
        item = TileItem(tile, cells_of, r, "C3")
        scene.addItem(item)
        scene.tiles[(i, tile.id, (x, y), r)] = item
        cells.extend(cells_of)
        if i % 4 == 0:
            seg = rng.randrange(len(tile.segments))
            lying = tile.segments[seg].kind == FIELD
            centre = anchor_point(tile, cells_of, r, seg)
            fig = MeepleItem(("bench", i), "follower", rng.choice(colours), lying, centre)
            scene.addItem(fig)
    scene.shadow.set_cells(cells)
    from carc_desktop.ui.board.geometry import cells_rect

    scene._board_rect = cells_rect(cells)  # what sync() keeps up to date in the game
    scene._update_scene_rect()
    ring = {Position(x, y) for x in range(-COLS // 2 - 1, COLS - COLS // 2 + 1)
            for y in (-ROWS // 2 - 1, ROWS - ROWS // 2)}
    scene.show_hints({c: (0, 1) for c in ring}, 0)
    return view, len(scene.tiles)


def measure(view: BoardView, frames: int, pan: bool = False, zoom: bool = False) -> list[float]:
    img = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    target = QRect(QPoint(0, 0), view.viewport().size())
    times = []
    for i in range(frames + 5):
        if pan:
            view.pan_by(37 if (i // 20) % 2 == 0 else -37, 11 if (i // 20) % 2 == 0 else -11)
        if zoom:
            view.zoom_by(1.06 if (i // 6) % 2 == 0 else 1 / 1.06)
        start = time.perf_counter()
        p = QPainter(img)
        view.render(p, target, view.viewport().rect())
        p.end()
        if i >= 5:  # the first frames fill the pixmap cache
            times.append((time.perf_counter() - start) * 1000)
        elif i == 4:
            refiner().flush()  # render the right pixmap sizes now, not during the measure
            QApplication.processEvents()
    return times


def report(name: str, times: list[float]) -> float:
    times = sorted(times)
    med = statistics.median(times)
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"{name:<28} median {med:6.2f} ms   p95 {p95:6.2f} ms   ({len(times)} frames)")
    return med


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=60)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    view, n = build_view()
    view.show()
    app.processEvents()
    print(f"board: {n} tiles, viewport {view.viewport().width()} x {view.viewport().height()}")
    view.zoom_to_fit()
    med_fit = report("zoom to fit (all tiles)", measure(view, args.frames))
    view.resetTransform()
    view.centerOn(0, 0)
    med_100 = report("100 % zoom", measure(view, args.frames))
    med_pan = report("100 % zoom, panning", measure(view, args.frames, pan=True))
    view.zoom_to_fit()
    med_zoom = report("zooming (every frame)", measure(view, args.frames, zoom=True))
    worst = max(med_fit, med_100, med_pan, med_zoom)
    print(f"median repaint (worst case): {worst:.2f} ms -> {'OK' if worst <= 16 else 'over'} the 16 ms aim")
    view.controller.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
