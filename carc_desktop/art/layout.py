"""Tile geometry derived from the catalogue topology, in tile units.

Everything here is in *tile units* for the canonical orientation: a square is the unit
square, (0, 0) is the top-left (north-west) corner, x grows east and y grows SOUTH (screen
convention). A Leipzig double tile is 2 units wide: outer square at x in [0, 1], inner
square at x in [1, 2].

The layout is computed once per tile type and shared by the painter (what to draw) and by
the region analysis (where figures go), so a figure spot always lies on what is drawn.
Only QtGui value types (paths, points) are used: no painting happens here.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from carc_desktop.engine import TileType

#: Width of a road's surface; every tile uses the same so roads meet across edges.
ROAD_WIDTH = 0.105
#: Square corners in clockwise order NW, NE, SE, SW; side s runs CORNER[s] -> CORNER[s+1].
CORNER: tuple[tuple[float, float], ...] = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
#: Inward unit normal of each side (N, E, S, W) in screen coordinates.
INWARD: tuple[tuple[float, float], ...] = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))
#: The segment kind of a Leipzig quarter, drawn as a round walled quarter with its emblem
#: upright (a tile showing one is painted at each rotation, not turned).
QUARTER_KIND = "leipzig_quarter"
#: Radius of the Leipzig quarter, centred on the inner square's north-east corner; four
#: quarters in the pinwheel make one round walled city of this radius.
QUARTER_RADIUS = 0.9

#: The cached layouts' QPainterPaths compute some internals lazily, so two threads must not
#: use them at once: painting a tile and analysing its regions hold this lock (the GUI
#: thread and the background renderer both do both).
PAINT_LOCK = threading.RLock()


@dataclass(frozen=True)
class RoadLayout:
    seg: int
    #: Centre line from the edge to where the road ends (or to the other edge).
    path: QPainterPath
    #: Part of ``path`` that stays visible (stops where a city or building covers it).
    visible: QPainterPath
    end: str | None = None
    #: Drawn as a bridge over the other road (TB-B).
    over: bool = False


@dataclass(frozen=True)
class WallLayout:
    seg: int
    path: QPainterPath


@dataclass(frozen=True)
class Structure:
    """A building that roads run into or that stands in a segment (drawn on top)."""

    kind: str  # monastery, village, house, porxada
    centre: QPointF
    #: Footprint that blocks fields (roads end here; fields go around it).
    footprint: QPainterPath


@dataclass(frozen=True)
class Gate:
    pos: QPointF
    #: Direction the road runs into the city, in degrees (screen coords, 0 = east).
    angle: float
    heavy: bool = False


@dataclass
class TileLayout:
    width: int
    height: int
    #: City (and Leipzig quarter) segment index -> filled area.
    areas: dict[int, QPainterPath] = field(default_factory=dict)
    walls: list[WallLayout] = field(default_factory=list)
    roads: list[RoadLayout] = field(default_factory=list)
    gates: list[Gate] = field(default_factory=list)
    structures: list[Structure] = field(default_factory=list)
    #: Hedges from a corner where two different fields meet without a road between.
    dividers: list[QPainterPath] = field(default_factory=list)
    #: Leipzig: quarter segment index and the centre of its round wall.
    quarter: tuple[int, QPointF] | None = None


def square_origin(tile: TileType, q: int) -> tuple[float, float]:
    """Top-left corner of square ``q`` in tile units (offsets are x east, y north)."""
    xs = [sq.offset[0] for sq in tile.squares]
    ys = [sq.offset[1] for sq in tile.squares]
    ox, oy = tile.squares[q].offset
    return float(ox - min(xs)), float(max(ys) - oy)


@cache
def visual_key(tile: TileType) -> str:
    """What the art depends on, without the id or count.

    Textures are seeded from this rather than from the id so that two types that really
    look alike would render identically (and the test comparing all pairs would catch it).
    """
    segs = [(s.kind, s.sides, s.halves, s.pennants, s.goods, s.ends, sorted(s.illustrations.items()),
             s.extra.get("special"), s.extra.get("quarter")) for s in tile.segments]
    return repr((tile.special, [sq.edges for sq in tile.squares], segs,
                 tile.raw.get("signpost"), tile.raw.get("decoration")))


def tile_size(tile: TileType) -> tuple[int, int]:
    xs = [sq.offset[0] for sq in tile.squares]
    ys = [sq.offset[1] for sq in tile.squares]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _pt(origin: tuple[float, float], x: float, y: float) -> QPointF:
    return QPointF(origin[0] + x, origin[1] + y)


def edge_mid(origin: tuple[float, float], side: int) -> QPointF:
    (ax, ay), (bx, by) = CORNER[side], CORNER[(side + 1) % 4]
    return _pt(origin, (ax + bx) / 2, (ay + by) / 2)


# --- cities -------------------------------------------------------------------------

def _runs(sides: set[int]) -> list[tuple[int, int]]:
    """Maximal clockwise runs of city sides as (first side, length)."""
    if len(sides) == 4:
        return [(0, 4)]
    runs = []
    for s in sorted(sides):
        if (s - 1) % 4 not in sides:
            k = 1
            while (s + k) % 4 in sides:
                k += 1
            runs.append((s, k))
    return runs


def _bow(path: QPainterPath, origin: tuple[float, float], side: int, reverse: bool,
         depth: float, spread: float = 0.12) -> None:
    """Append a wall between the two corners of ``side`` bulging ``depth`` into the tile.

    ``spread`` pulls the control points along the side: 0 leaves the corners square to the
    edge (round cap), larger values flatten the curve near the corners.
    """
    a, b = CORNER[side], CORNER[(side + 1) % 4]
    if reverse:
        a, b = b, a
    nx, ny = INWARD[side]
    tx, ty = b[0] - a[0], b[1] - a[1]
    d = depth * 4 / 3  # a symmetric cubic reaches 3/4 of its control offset
    path.cubicTo(_pt(origin, a[0] + nx * d + tx * spread, a[1] + ny * d + ty * spread),
                 _pt(origin, b[0] + nx * d - tx * spread, b[1] + ny * d - ty * spread),
                 _pt(origin, *b))


def _city_path(origin: tuple[float, float], sides: set[int], crowded: int,
               deep_gap: set[int], shallow_caps: set[int]) -> tuple[QPainterPath, list[QPainterPath]]:
    """The area of one city segment on one square, and its wall curves."""
    path = QPainterPath()
    walls: list[QPainterPath] = []
    runs = _runs(sides)
    if runs == [(0, 4)]:
        path.addRect(QRectF(origin[0], origin[1], 1, 1))
        return path, walls
    start = CORNER[runs[0][0]]
    path.moveTo(_pt(origin, *start))
    for i, (a, k) in enumerate(runs):
        for j in range(1, k + 1):
            path.lineTo(_pt(origin, *CORNER[(a + j) % 4]))
        end_corner = (a + k) % 4
        nxt = runs[(i + 1) % len(runs)][0]
        gap = (nxt - end_corner) % 4 or 4
        wall = QPainterPath(_pt(origin, *CORNER[end_corner]))
        if gap == 1:
            # Wall across a single non-city side (3-sided city or a band E-W / N-S).
            depth = 0.5 if end_corner in deep_gap else (0.3 if k == 3 else 0.24)
            _bow(wall, origin, end_corner, reverse=False, depth=depth)
        elif gap == 3:
            # Cap: a semicircular city on one side.
            depth = 0.2 if a in shallow_caps else 0.29
            _bow(wall, origin, a, reverse=True, depth=depth, spread=0.02)
        else:
            # Corner city over two sides: the wall runs diagonally between the far corners.
            own = CORNER[(a + 1) % 4]
            opp = CORNER[(a + 3) % 4]
            if crowded > 1:
                # Two more cities share the tile (TB-M, TB-X): hug the own corner.
                kx, ky = 0.5 + (own[0] - 0.5) * 0.62, 0.5 + (own[1] - 0.5) * 0.62
            elif crowded == 1:
                # One neighbour city (TB-D, TB-L): a nearly straight diagonal.
                kx, ky = 0.5 + (own[0] - 0.5) * 0.12, 0.5 + (own[1] - 0.5) * 0.12
            else:
                kx, ky = 0.5 + (opp[0] - 0.5) * 0.3, 0.5 + (opp[1] - 0.5) * 0.3
            p0, p3 = CORNER[end_corner], CORNER[nxt]
            wall.cubicTo(_pt(origin, p0[0] + (kx - p0[0]) * 0.7, p0[1] + (ky - p0[1]) * 0.7),
                         _pt(origin, p3[0] + (kx - p3[0]) * 0.7, p3[1] + (ky - p3[1]) * 0.7),
                         _pt(origin, *p3))
        path.connectPath(wall)
        walls.append(wall)
    path.closeSubpath()
    return path, walls


# --- layout ---------------------------------------------------------------------------

def _first_inside(line_from: QPointF, line_to: QPointF, area: QPainterPath, steps: int = 200) -> float | None:
    """Smallest parameter t in (0, 1] where the segment enters ``area`` (None: never)."""
    for i in range(1, steps + 1):
        t = i / steps
        p = line_from + (line_to - line_from) * t
        if area.contains(p):
            lo, hi = (i - 1) / steps, t
            for _ in range(12):
                mid = (lo + hi) / 2
                if area.contains(line_from + (line_to - line_from) * mid):
                    hi = mid
                else:
                    lo = mid
            return hi
    return None


def _line(a: QPointF, b: QPointF) -> QPainterPath:
    p = QPainterPath(a)
    p.lineTo(b)
    return p


def _angle(a: QPointF, b: QPointF) -> float:
    return math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))


def _rect_path(cx: float, cy: float, w: float, h: float) -> QPainterPath:
    p = QPainterPath()
    p.addRect(QRectF(cx - w / 2, cy - h / 2, w, h))
    return p


def _ellipse_path(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), rx, ry)
    return p


@cache
def _layout_for(tile_id: str, tile: TileType) -> TileLayout:
    return _build(tile)


def layout_for(tile: TileType) -> TileLayout:
    """The (cached) layout of ``tile`` in canonical orientation."""
    return _layout_for(tile.id, tile)


def _build(tile: TileType) -> TileLayout:
    w, h = tile_size(tile)
    lay = TileLayout(w, h)
    segs = tile.segments
    city_segs = [s for s in segs if s.kind == "city"]

    # Cities, square by square; each segment's area is the union over its squares.
    for q in range(len(tile.squares)):
        origin = square_origin(tile, q)
        here = [s for s in city_segs if any(sq == q for sq, _ in s.sides)]
        caps = {next(sd for sq, sd in s.sides if sq == q) for s in here if len(s.sides) == 1}
        # A band (two opposite sides) sharing its gap side with another city's cap: the
        # band's wall bulges deep and the cap stays shallow, leaving a field between them.
        deep_gap: set[int] = set()
        for s in here:
            sides = {sd for sq, sd in s.sides if sq == q}
            if len(sides) == 2 and (min(sides) + 2) == max(sides):
                deep_gap |= {g for g in range(4) if g not in sides and g in caps}
        for s in here:
            sides = {sd for sq, sd in s.sides if sq == q}
            # A diagonal city shrinks by how much else is there (another diagonal counts double).
            others = sum(2 if len(o.sides) == 2 and len({sd % 2 for _, sd in o.sides}) == 2 else 1
                         for o in here if o is not s)
            area, walls = _city_path(origin, sides, crowded=others,
                                     deep_gap=deep_gap, shallow_caps=caps & deep_gap)
            lay.areas[s.index] = lay.areas[s.index].united(area) if s.index in lay.areas else area
            lay.walls.extend(WallLayout(s.index, wp) for wp in walls)

    # The Leipzig quarter: a quarter disc on the inner square's north-east corner.
    for s in segs:
        if s.kind == QUARTER_KIND:
            q = s.squares[0]
            ox, oy = square_origin(tile, q)
            centre = QPointF(ox + 1, oy)
            disc = _ellipse_path(centre.x(), centre.y(), QUARTER_RADIUS, QUARTER_RADIUS)
            clip = QPainterPath()
            clip.addRect(QRectF(ox, oy, 1, 1))
            lay.areas[s.index] = disc.intersected(clip)
            arc = QPainterPath(QPointF(centre.x() - QUARTER_RADIUS, oy))
            arc.arcTo(QRectF(centre.x() - QUARTER_RADIUS, oy - QUARTER_RADIUS,
                             2 * QUARTER_RADIUS, 2 * QUARTER_RADIUS), 180, 90)
            lay.walls.append(WallLayout(s.index, arc))
            lay.quarter = (s.index, centre)

    _add_structures(tile, lay)
    _add_roads(tile, lay)
    _add_dividers(tile, lay)
    return lay


def _add_structures(tile: TileType, lay: TileLayout) -> None:
    ends = {e for s in tile.segments for e in s.ends}
    if any(s.kind == "monastery" for s in tile.segments):
        lay.structures.append(Structure("monastery", QPointF(0.5, 0.52), _rect_path(0.5, 0.52, 0.34, 0.4)))
    if "crossroads" in ends:
        lay.structures.append(Structure("village", QPointF(0.5, 0.5), _ellipse_path(0.5, 0.5, 0.13, 0.13)))
    if "house" in ends:
        lay.structures.append(Structure("house", QPointF(0.375, 0.5), _rect_path(0.375, 0.5, 0.17, 0.2)))
    for s in tile.segments:
        if s.extra.get("special") == "la_porxada":
            lay.structures.append(Structure("porxada", QPointF(0.5, 0.5), _rect_path(0.5, 0.5, 0.44, 0.3)))


def _add_roads(tile: TileType, lay: TileLayout) -> None:
    blockers = [st.footprint for st in lay.structures]
    for s in tile.segments:
        if s.kind != "road":
            continue
        q0, side0 = s.sides[0]
        origin = square_origin(tile, q0)
        a = edge_mid(origin, side0)
        end = s.ends[0] if s.ends else None
        if len(s.sides) == 2:
            q1, side1 = s.sides[1]
            b = edge_mid(square_origin(tile, q1), side1)
            path = QPainterPath(a)
            if (side0 - side1) % 2 == 0:
                path.lineTo(b)
            else:
                # Curve around the shared corner; controls just inside each edge midpoint.
                c = QPointF(origin[0] + 0.5, origin[1] + 0.5)
                path.cubicTo(a + (c - a) * 0.45, b + (c - b) * 0.45, b)
            over = tile.special == "bridge" and side0 % 2 == 0
            lay.roads.append(RoadLayout(s.index, path, path, None, over))
            continue
        if end == "leipzig_gate" and lay.quarter is not None:
            qi, centre = lay.quarter
            y = a.y()
            x = centre.x() - math.sqrt(QUARTER_RADIUS ** 2 - (y - centre.y()) ** 2)
            b = QPointF(x, y)
            lay.roads.append(RoadLayout(s.index, _line(a, b + QPointF(0.05, 0)), _line(a, b), end))
            lay.gates.append(Gate(b, _angle(a, b), heavy=True))
            continue
        if end == "city":
            # Run straight across the square until the first city swallows the road.
            far = edge_mid(origin, (side0 + 2) % 4)
            hits = [t for t in (_first_inside(a, far, ar) for i, ar in lay.areas.items()
                                if tile.segments[i].kind == "city") if t is not None]
            if hits:
                t = min(hits)
                b = a + (far - a) * t
                lay.roads.append(RoadLayout(s.index, _line(a, a + (far - a) * min(1.0, t + 0.08)), _line(a, b), end))
                lay.gates.append(Gate(b, _angle(a, b)))
            else:
                _curve_to_city(lay, s.index, a, side0, origin)
            continue
        # Roads that end at a building in the square's middle (village, monastery, house).
        centre = QPointF(origin[0] + 0.5, origin[1] + 0.5)
        target = QPointF(0.3, 0.5) if end == "house" else centre
        full = _line(a, target)
        t_vis = min([t for t in (_first_inside(a, target, b) for b in blockers) if t is not None], default=1.0)
        lay.roads.append(RoadLayout(s.index, full, _line(a, a + (target - a) * t_vis), end))


def _curve_to_city(lay: TileLayout, seg: int, a: QPointF, side: int, origin: tuple[float, float]) -> None:
    """A road that bends to a city not straight ahead (TB-A: from E up to a N cap)."""
    nx, ny = INWARD[side]
    aim = a + QPointF(nx, ny) * 0.45
    best: tuple[float, QPointF, float] | None = None
    for wall in lay.walls:
        for i in range(41):
            p = wall.path.pointAtPercent(i / 40)
            d = math.dist((p.x(), p.y()), (aim.x(), aim.y()))
            if best is None or d < best[0]:
                best = (d, p, wall.path.angleAtPercent(i / 40))
    assert best is not None, "road ends at a city but the tile has no city wall"
    _, b, qt_angle = best
    # Qt angles are counter-clockwise with y up; turn the tangent into the normal that
    # points out of the city (towards the road's start).
    rad = math.radians(-qt_angle)
    n = QPointF(-math.sin(rad), math.cos(rad))
    if QPointF.dotProduct(n, a - b) < 0:
        n = -n
    path = QPainterPath(a)
    path.cubicTo(a + QPointF(nx, ny) * 0.25, b + n * 0.18, b)
    full = QPainterPath(path)
    full.lineTo(b - n * 0.06)
    lay.roads.append(RoadLayout(seg, full, path, "city"))
    lay.gates.append(Gate(b, _angle(b + n, b)))


def _add_dividers(tile: TileType, lay: TileLayout) -> None:
    """Hedges from corners where two different fields touch (e.g. TB-O, TB-I, TB-W)."""
    for q, sq in enumerate(tile.squares):
        origin = square_origin(tile, q)
        for corner in range(4):
            before, after = sq.halves[(2 * corner - 1) % 8], sq.halves[2 * corner]
            if before < 0 or after < 0 or before == after:
                continue
            if tile.segments[before].kind != "field" or tile.segments[after].kind != "field":
                continue
            c = _pt(origin, *CORNER[corner])
            centre = QPointF(origin[0] + 0.5, origin[1] + 0.5)
            stop = 1.0
            for area in lay.areas.values():
                t = _first_inside(c, centre, area)
                if t is not None:
                    stop = min(stop, t + 0.04)
            lay.dividers.append(_line(c, c + (centre - c) * stop))
