"""The bit-mask region analysis gives exactly what the old pixel-by-pixel one gave.

The reference below is the original algorithm (breadth-first flood fill, two-pass 3-4
chamfer over Python lists), kept here only to check the fast one against it on every
tile type: same regions, same depths in the same order, same anchors, so every tile is
painted as before.
"""

from __future__ import annotations

import math
from collections import deque

import pytest

from carc_desktop.art import regions
from carc_desktop.art.bitgrid import BitGrid
from carc_desktop.art.layout import layout_for
from carc_desktop.engine import TileType, load_catalogue

TILES: list[TileType] = list(load_catalogue().tiles.values())


def _old_components(w: int, h: int, labels: bytes) -> list[int]:
    comp = [-1] * (w * h)
    n = 0
    for start in range(w * h):
        if labels[start] != regions._FREE or comp[start] >= 0:
            continue
        comp[start] = n
        todo = deque([start])
        while todo:
            i = todo.popleft()
            x, y = i % w, i // w
            for j, ok in ((i - 1, x > 0), (i + 1, x < w - 1), (i - w, y > 0), (i + w, y < h - 1)):
                if ok and comp[j] < 0 and labels[j] == regions._FREE:
                    comp[j] = n
                    todo.append(j)
        n += 1
    return comp


def _old_chamfer(w: int, h: int, member: set[int]) -> dict[int, int]:
    big = 10 ** 6
    d = [0] * (w * h)
    for i in member:
        d[i] = big
    for y in range(h):
        for x in range(w):
            i = y * w + x
            if d[i]:
                v = d[i]
                v = min(v, d[i - 1] + 3 if x > 0 else 3)
                v = min(v, d[i - w] + 3 if y > 0 else 3)
                v = min(v, d[i - w - 1] + 4 if x > 0 and y > 0 else 4)
                v = min(v, d[i - w + 1] + 4 if x < w - 1 and y > 0 else 4)
                d[i] = v
    for y in range(h - 1, -1, -1):
        for x in range(w - 1, -1, -1):
            i = y * w + x
            if d[i]:
                v = d[i]
                v = min(v, d[i + 1] + 3 if x < w - 1 else 3)
                v = min(v, d[i + w] + 3 if y < h - 1 else 3)
                v = min(v, d[i + w + 1] + 4 if x < w - 1 and y < h - 1 else 4)
                v = min(v, d[i + w - 1] + 4 if x > 0 and y < h - 1 else 4)
                d[i] = v
    return {i: d[i] for i in member}


def _old_deepest(w: int, depth: dict[int, int]) -> tuple[float, float]:
    def point(i: int) -> tuple[float, float]:
        return ((i % w + 0.5) / regions.RES, (i // w + 0.5) / regions.RES)
    pts = [point(i) for i in depth]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    best = max(depth.values())
    cands = [i for i, v in depth.items() if v >= best - 1]
    return point(min(cands, key=lambda k: (math.dist(point(k), (cx, cy)), k)))


def _old_analysis(tile: TileType) -> tuple[dict[int, list[int]], dict[int, dict[int, int]],
                                          dict[int, tuple[float, float]], dict[int, set[int]]]:
    lay = layout_for(tile)
    w, h, labels = regions._rasterise(tile, lay)
    reg = regions.TileRegions(w, h, labels)
    comp = _old_components(w, h, labels)
    sizes: dict[int, int] = {}
    for c in comp:
        if c >= 0:
            sizes[c] = sizes.get(c, 0) + 1
    claimed: dict[int, set[int]] = {}
    for seg in tile.segments:
        if seg.kind != "field":
            continue
        found: set[int] = set()
        for q, half in seg.halves:
            for x, y in regions._half_samples(tile, q, half):
                c = comp[reg.index(x, y)]
                if c >= 0:
                    found.add(c)
                    break
        claimed[seg.index] = found
    taken = set().union(*claimed.values()) if claimed else set()
    for seg in tile.segments:
        if seg.kind == "field" and not seg.halves:
            free = [c for c in sizes if c not in taken]
            if free:
                claimed[seg.index] = {max(free, key=lambda c: sizes[c])}
                taken |= claimed[seg.index]
    pixels: dict[int, list[int]] = {}
    for seg in tile.segments:
        if seg.kind == "field":
            comps = claimed.get(seg.index, set())
            pixels[seg.index] = [i for i, c in enumerate(comp) if c in comps]
        elif seg.index in lay.areas:
            pixels[seg.index] = [i for i, v in enumerate(labels) if v == seg.index + 1]
    depth = {seg: _old_chamfer(w, h, set(pix)) for seg, pix in pixels.items() if pix}
    anchors = {seg: _old_deepest(w, d) for seg, d in depth.items()}
    return pixels, depth, anchors, claimed


@pytest.mark.parametrize("tile", TILES, ids=[t.id for t in TILES])
def test_same_regions_depths_and_anchors_as_the_old_algorithm(tile: TileType) -> None:
    pixels, depth, anchors, claimed = _old_analysis(tile)
    reg, new_claimed = regions._analyse(tile.id, tile)
    assert new_claimed == claimed
    assert reg.pixels == pixels
    assert reg.depth == depth
    # Iteration order decides ties between equally good decoration spots.
    assert {k: list(v) for k, v in reg.depth.items()} == {k: list(v) for k, v in depth.items()}
    assert {k: v for k, v in reg.anchors.items() if k in anchors} == anchors


def test_chamfer_of_a_small_shape_by_hand() -> None:
    # A 5 x 3 block inside a 7 x 5 raster: border pixels 3, the centre row deeper.
    grid = BitGrid(7, 5)
    labels = bytes(1 if 1 <= x <= 5 and 1 <= y <= 3 else 0 for y in range(5) for x in range(7))
    mask = grid.masks(labels)[1]
    got = grid.values(grid.chamfer(mask), list(range(35)))
    assert got[2 * 7 + 3] == 6  # the centre: two straight steps from the outside
    assert got[2 * 7 + 1] == 3  # next to the left edge
    assert got[1 * 7 + 1] == 3  # a corner of the block
    assert got[0] == 0  # outside
    old = _old_chamfer(7, 5, {i for i, v in enumerate(labels) if v})
    assert [got[i] for i in sorted(old)] == [old[i] for i in sorted(old)]


def test_components_split_and_order() -> None:
    grid = BitGrid(5, 3)
    # Two free areas separated by a wall in column 2; diagonal contact does not join.
    labels = bytes([0, 0, 9, 0, 0,
                    0, 0, 9, 0, 0,
                    9, 9, 9, 9, 0])
    parts = grid.components(grid.masks(labels)[0])
    assert [grid.indices(p) for p in parts] == [[0, 1, 5, 6], [3, 4, 8, 9, 14]]
