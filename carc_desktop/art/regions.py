"""Where things go on a tile: a coarse raster of the layout, split into segment regions.

The layout (``layout.py``) says what is drawn; here it is rasterised once per tile type
into a label grid (cities by segment, roads/buildings/hedges as obstacles, the rest field)
and the field pixels are flood-filled into connected regions and matched to field
segments through their half-sides. From the regions we pick figure anchors (the point
deepest inside each region) and free spots for decorations (shields, goods, farmhouses),
so a figure always stands visibly on its own segment and never on a decoration.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache
from operator import itemgetter

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen

from carc_desktop.engine import TileType

from .bitgrid import BitGrid
from .layout import CORNER, INWARD, PAINT_LOCK, ROAD_WIDTH, TileLayout, layout_for, square_origin

#: Raster cells per tile unit: fine enough that a road (0.1 units) is several cells wide.
RES = 64
OBSTACLE = 250
_FREE = 0


@dataclass
class TileRegions:
    width: int  # pixels
    height: int
    labels: bytes
    #: Segment index -> pixel indices of its region (cities, quarter, fields).
    pixels: dict[int, list[int]] = field(default_factory=dict)
    #: Segment index -> chamfer distance (x3 per pixel) to the region's outside.
    depth: dict[int, dict[int, int]] = field(default_factory=dict)
    #: Segment index -> anchor in tile units.
    anchors: dict[int, tuple[float, float]] = field(default_factory=dict)

    def point(self, idx: int) -> tuple[float, float]:
        return ((idx % self.width + 0.5) / RES, (idx // self.width + 0.5) / RES)

    def index(self, x: float, y: float) -> int:
        px = min(self.width - 1, max(0, int(x * RES)))
        py = min(self.height - 1, max(0, int(y * RES)))
        return py * self.width + px

    def clearance(self, seg: int, x: float, y: float) -> float:
        """Distance (tile units) from (x, y) to the edge of the segment's region (0 outside)."""
        return self.depth.get(seg, {}).get(self.index(x, y), 0) / (3 * RES)


def _rasterise(tile: TileType, lay: TileLayout) -> tuple[int, int, bytes]:
    w, h = lay.width * RES, lay.height * RES
    img = QImage(w, h, QImage.Format.Format_Grayscale8)
    img.fill(_FREE)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.scale(RES, RES)
    p.setPen(Qt.PenStyle.NoPen)
    for seg, area in lay.areas.items():
        p.setBrush(QBrush(QColor(seg + 1, seg + 1, seg + 1)))
        p.drawPath(area)
    obstacle = QColor(OBSTACLE, OBSTACLE, OBSTACLE)
    p.setBrush(QBrush(obstacle))
    for st in lay.structures:
        p.drawPath(st.footprint)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(obstacle, ROAD_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for road in lay.roads:
        p.drawPath(road.path)
    p.setPen(QPen(obstacle, 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for hedge in lay.dividers:
        p.drawPath(hedge)
    p.end()
    bpl = img.bytesPerLine()
    raw = bytes(img.constBits())
    return w, h, b"".join(raw[y * bpl: y * bpl + w] for y in range(h))


def _half_samples(tile: TileType, q: int, half: int) -> list[tuple[float, float]]:
    """Points just inside the tile along one half-side (several, in case one is covered)."""
    ox, oy = square_origin(tile, q)
    side, second = divmod(half, 2)
    (ax, ay), (bx, by) = CORNER[side], CORNER[(side + 1) % 4]
    nx, ny = INWARD[side]
    out = []
    for f in (0.25, 0.18, 0.32, 0.12, 0.4):
        t = f + 0.5 if second else f
        for inset in (0.03, 0.07):
            out.append((ox + ax + (bx - ax) * t + nx * inset, oy + ay + (by - ay) * t + ny * inset))
    return out


@cache
def _grid(w: int, h: int) -> BitGrid:
    return BitGrid(w, h)


@cache
def _centres(w: int, h: int) -> tuple[list[float], list[float]]:
    """Pixel index -> x and y of its centre in tile units (as ``TileRegions.point``)."""
    return [(i % w + 0.5) / RES for i in range(w * h)], [(i // w + 0.5) / RES for i in range(w * h)]


def _deepest(reg: TileRegions, seg: int) -> tuple[float, float]:
    depth = reg.depth[seg]
    xs, ys = _centres(reg.width, reg.height)
    order = list(depth)
    pick = itemgetter(*order) if len(order) > 1 else (lambda seq: (seq[order[0]],))
    cx = sum(pick(xs)) / len(order)
    cy = sum(pick(ys)) / len(order)
    # Deepest point; among (near-)equals the one nearest the region's centre of mass.
    best = max(depth.values())
    cands = [i for i, v in depth.items() if v >= best - 1]
    i = min(cands, key=lambda k: (math.dist(reg.point(k), (cx, cy)), k))
    return reg.point(i)


def field_region_of_halves(tile: TileType) -> dict[int, set[int]]:
    """For every field segment, the raster components its half-sides land in (for tests)."""
    return _analyse(tile.id, tile)[1]


@cache
def _analyse(tile_id: str, tile: TileType) -> tuple[TileRegions, dict[int, set[int]]]:
    with PAINT_LOCK:
        return _analyse_now(tile)


def _analyse_now(tile: TileType) -> tuple[TileRegions, dict[int, set[int]]]:
    lay = layout_for(tile)
    w, h, labels = _rasterise(tile, lay)
    reg = TileRegions(w, h, labels)
    grid = _grid(w, h)
    masks = grid.masks(labels)
    # Field regions: the 4-connected parts of the free pixels, numbered in scan order.
    comps = grid.components(masks.get(_FREE, 0))
    claimed: dict[int, set[int]] = {}
    for seg in tile.segments:
        if seg.kind != "field":
            continue
        found: set[int] = set()
        for q, half in seg.halves:
            for x, y in _half_samples(tile, q, half):
                i = reg.index(x, y)
                c = next((n for n, m in enumerate(comps) if grid.contains(m, i)), -1)
                if c >= 0:
                    found.add(c)
                    break
        claimed[seg.index] = found
    taken = set().union(*claimed.values()) if claimed else set()
    for seg in tile.segments:
        if seg.kind == "field" and not seg.halves:
            # An enclosed field (TB-M, TB-N, TB-P, TB-X): the largest unclaimed region.
            free = [c for c in range(len(comps)) if c not in taken]
            if free:
                claimed[seg.index] = {max(free, key=lambda c: comps[c].bit_count())}
                taken |= claimed[seg.index]
    members: dict[int, int] = {}
    for seg in tile.segments:
        if seg.kind == "field":
            members[seg.index] = sum(comps[c] for c in claimed.get(seg.index, ()))
        elif seg.index in lay.areas:
            members[seg.index] = masks.get(seg.index + 1, 0)
    for index, mask in members.items():
        reg.pixels[index] = pix = grid.indices(mask)
        if pix:
            # Iterated as a set, as ever: the order decides ties between equally good spots.
            order = list(set(pix))
            reg.depth[index] = dict(zip(order, grid.values(grid.chamfer(mask), order)))
            reg.anchors[index] = _deepest(reg, index)
    _other_anchors(tile, lay, reg)
    return reg, claimed


def _other_anchors(tile: TileType, lay: TileLayout, reg: TileRegions) -> None:
    """Roads: half-way along what is visible; monastery: on the chapel."""
    has_bridge = any(r.over for r in lay.roads)
    for road in lay.roads:
        pct = 0.5 if road.over or not has_bridge else 0.2
        p = road.visible.pointAtPercent(pct)
        reg.anchors[road.seg] = (p.x(), p.y())
    for seg in tile.segments:
        if seg.kind == "monastery":
            st = next(s for s in lay.structures if s.kind == "monastery")
            reg.anchors[seg.index] = (st.centre.x(), st.centre.y() + 0.04)
        elif seg.index not in reg.anchors:
            # Should not happen with the catalogue; fall back to the tile centre.
            reg.anchors[seg.index] = (lay.width / 2, lay.height / 2)


def regions_for(tile: TileType) -> TileRegions:
    return _analyse(tile.id, tile)[0]


@cache
def _spots(tile_id: str, tile: TileType, seg: int, count: int, clearance: float,
           separation: float) -> tuple[tuple[float, float], ...]:
    reg = regions_for(tile)
    depth = reg.depth.get(seg)
    if not depth:
        return ()
    taken = [reg.anchors[seg]]
    out: list[tuple[float, float]] = []
    need = clearance * 3 * RES
    # Every second pixel is plenty for choosing a spot and keeps this cheap.
    cands = [(i, reg.point(i), v) for i, v in depth.items() if (i % 2 == 0 and (i // reg.width) % 2 == 0)]
    for _ in range(count):
        # Spots need room around them (hard, relaxed only if nothing fits) and distance
        # from the anchor and earlier spots; among those, deeper is better.
        best, best_key = None, None
        for _i, pt, v in cands:
            gap = min(math.dist(pt, t) for t in taken)
            key = (min(v / need, 1.0) + min(gap / separation, 1.0), v)
            if best_key is None or key > best_key:
                best, best_key = pt, key
        if best is None:
            break
        out.append(best)
        taken.append(best)
    return tuple(out)


def decoration_spots(tile: TileType, seg: int, count: int, clearance: float = 0.08,
                     separation: float = 0.25) -> tuple[tuple[float, float], ...]:
    """``count`` free spots inside a segment, away from its anchor and from each other."""
    return _spots(tile.id, tile, seg, count, clearance, separation)
