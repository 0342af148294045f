"""Tile art: what a tile costs, before and after the art was made fast (run by hand).

    .venv/bin/python benchmarks/bench_art.py [--size 160]

Side by side in one run, over all 53 tile types:

- region analysis (where figures stand): the old pixel-by-pixel algorithm (kept in
  tests/art/test_regions_exact.py as the oracle) against the bit-mask one;
- all four rotations of a tile at one size: painted four times (the old way) against
  painted once and turned;
- what the GUI thread pays for a tile at a size it has not shown yet: converting an image
  the background renderer made, reading it from the disk cache, or painting it.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from carc_desktop.art import regions  # noqa: E402
from carc_desktop.art.layout import layout_for  # noqa: E402
from carc_desktop.art.tile_painter import paint_tile_rotated, rotated_size  # noqa: E402
from carc_desktop.art.tile_store import TileImageStore  # noqa: E402
from carc_desktop.engine import TileType, load_catalogue  # noqa: E402


def _oracle():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("oracle", ROOT / "tests" / "art" / "test_regions_exact.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def per_tile_ms(tiles: list[TileType], fn: Callable[[TileType], object]) -> float:
    times = []
    for tile in tiles:
        start = time.perf_counter()
        fn(tile)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def painted_four_times(tile: TileType, size: int) -> None:
    for r in range(4):
        w, h = rotated_size(tile, r)
        img = QImage(w * size, h * size, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        paint_tile_rotated(p, tile, QRectF(0, 0, w * size, h * size), r)
        p.end()


def painted_once_turned(tile: TileType, size: int) -> None:
    store = TileImageStore(None)  # (a Leipzig tile is painted at each rotation)
    for r in range(4):
        store.rotated(tile, r, size)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=160, help="pixels per square")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])  # noqa: F841 - painting needs it
    tiles = list(load_catalogue().tiles.values())
    oracle = _oracle()
    for t in tiles:  # both measure the analysis alone, not the layout it starts from
        layout_for(t)
    old = per_tile_ms(tiles, oracle._old_analysis)
    regions._analyse.cache_clear()
    new = per_tile_ms(tiles, lambda t: regions._analyse(t.id, t))
    print(f"53 tile types, median per type; {args.size} px per square")
    print(f"region analysis:                 old {old:6.2f} ms   new {new:6.2f} ms   ({old / new:.1f}x)")
    four = per_tile_ms(tiles, lambda t: painted_four_times(t, args.size))
    once = per_tile_ms(tiles, lambda t: painted_once_turned(t, args.size))
    print(f"four rotations of a tile:        old {four:6.2f} ms   new {once:6.2f} ms   ({four / once:.1f}x)")
    with tempfile.TemporaryDirectory() as folder:
        writer = TileImageStore(Path(folder))
        for tile in tiles:
            writer.rotated(tile, 1, args.size)
        memory = per_tile_ms(tiles, lambda t: QPixmap.fromImage(writer.rotated(t, 1, args.size)))
        reader = TileImageStore(Path(folder))
        disk = per_tile_ms(tiles, lambda t: QPixmap.fromImage(reader.rotated(t, 1, args.size)))
        painter = TileImageStore(None)
        paint = per_tile_ms(tiles, lambda t: QPixmap.fromImage(painter.rotated(t, 1, args.size)))
    print(f"GUI thread, a tile at a new size: made in the background {memory:.2f} ms, "
          f"read from the disk cache {disk:.2f} ms, painted {paint:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
