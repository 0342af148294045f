"""The tile catalogue: tile types loaded from ``data/tiles.json``, validated, and turned
into the per-rotation lookup tables the board needs.

Ids are those of the packaged data (``BASE-D``, ...). A tile type has one or more *squares*
(an expansion's large tiles have two); each square knows, per canonical side, its edge kind
and, per half-side, which segment occupies it. A *segment* is the part of a
feature that lies on one tile (``road1``, ``city2``, ``field1``, ``monastery``, ...).

The core knows the feature kinds road, city, field and monastery and the edge kinds city,
road and field (matched) and ``internal`` (the joint between the squares of one tile).
Expansions add feature kinds and never-matched edge kinds through ``Expansion.feature_kinds``
and ``Expansion.edge_kinds``; the catalogue checks the data against all of them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

from .expansions import load_all
from .geometry import HALF_INDEX, HALF_NAMES, SIDE_INDEX, SIDE_NAMES, rotate_offset

ROAD, CITY, FIELD, MONASTERY = "road", "city", "field", "monastery"
#: Edge kinds that take part in matching, with their code in a frontier pattern.
EDGE_CODE: dict[str, int] = {CITY: 1, ROAD: 2, FIELD: 3}
#: The core's feature kinds.
FEATURE_KINDS = frozenset({ROAD, CITY, FIELD, MONASTERY})
#: The joint between two squares of one tile: never matched.
INTERNAL = "internal"
#: Frontier code for a side that no tile may ever fill.
BLOCKED_CODE = 4


class CatalogueError(ValueError):
    """The tile data is inconsistent (a bug in data, caught at load time)."""


@dataclass(frozen=True, slots=True)
class SegmentType:
    """One feature part of a tile type, in canonical orientation."""

    index: int
    id: str
    kind: str
    #: (square index, side) pairs where a road or city segment reaches the tile's edge.
    sides: tuple[tuple[int, int], ...]
    #: (square index, half-side) pairs for fields.
    halves: tuple[tuple[int, int], ...]
    #: Squares the segment lies on (for counting tiles of a feature).
    squares: tuple[int, ...]
    pennants: int = 0
    goods: str | None = None
    #: What a road runs into on this tile (``crossroads``, ``city``, ``house``, ...).
    ends: tuple[str, ...] = ()
    #: Indices of the segments of this tile that a field touches.
    adjacent: tuple[int, ...] = ()
    #: Edition -> illustrations (``farmhouse``/``shed``) drawn in a field.
    illustrations: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SquareType:
    offset: tuple[int, int]
    #: Canonical side -> edge kind.
    edges: tuple[str, str, str, str]
    #: Canonical half-side -> segment index, or -1 (an internal joint or a never-matched edge).
    halves: tuple[int, ...]
    #: Canonical side -> road segment index, or -1.
    roads: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class RotatedSquare:
    """A square of a tile turned by some rotation, indexed by absolute sides/halves."""

    offset: tuple[int, int]
    edges: tuple[str, str, str, str]
    codes: tuple[int, int, int, int]
    halves: tuple[int, ...]
    roads: tuple[int, int, int, int]


@dataclass(eq=False)
class TileType:
    id: str
    expansion: str
    count: int
    squares: tuple[SquareType, ...]
    segments: tuple[SegmentType, ...]
    letter: str | None = None
    goods: str | None = None
    special: str | None = None
    start_tile: bool = False
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)

    def __hash__(self) -> int:
        return hash(self.id)

    def __reduce_ex__(self, protocol: Any) -> Any:
        # A tile of the packaged catalogue travels by id: every process has that catalogue,
        # and a game sent to the computer players' process is a third of the size.
        if _CATALOGUE is not None and _CATALOGUE.tiles.get(self.id) is self:
            return _packaged_tile, (self.id,)
        return super().__reduce_ex__(protocol)

    def segment(self, seg_id: str) -> SegmentType:
        for seg in self.segments:
            if seg.id == seg_id:
                return seg
        raise KeyError(seg_id)

    @cached_property
    def segment_index(self) -> dict[str, int]:
        return {seg.id: seg.index for seg in self.segments}

    @property
    def is_multi_cell(self) -> bool:
        return len(self.squares) > 1

    @cached_property
    def rotations(self) -> tuple[tuple[RotatedSquare, ...], ...]:
        """``rotations[r][q]``: square ``q`` turned ``r`` quarter turns clockwise."""
        out = []
        for r in range(4):
            squares = []
            for sq in self.squares:
                edges = tuple(sq.edges[(s - r) % 4] for s in range(4))
                codes = tuple(EDGE_CODE.get(k, BLOCKED_CODE) for k in edges)
                halves = tuple(sq.halves[(h - 2 * r) % 8] for h in range(8))
                roads = tuple(sq.roads[(s - r) % 4] for s in range(4))
                squares.append(RotatedSquare(rotate_offset(*sq.offset, r), edges, codes,  # type: ignore[arg-type]
                                             halves, roads))  # type: ignore[arg-type]
            out.append(tuple(squares))
        return tuple(out)

    @cached_property
    def fit_cache(self) -> dict[int, tuple[int, ...]]:
        """Frontier pattern -> ``rotations_fitting(pattern)``, for the patterns met so far."""
        return {}

    def rotations_fitting(self, pattern: int) -> tuple[int, ...]:
        """Rotations under which this single-square tile meets a frontier ``pattern``.

        A pattern holds 3 bits per absolute side (0 = open, else the edge code required).
        """
        fits = self.fit_cache.get(pattern)
        if fits is None:
            wanted = [(pattern >> (3 * s)) & 7 for s in range(4)]
            fits = tuple(
                r for r in range(4)
                if all(w == 0 or w == c for w, c in zip(wanted, self.rotations[r][0].codes))
            )
            self.fit_cache[pattern] = fits
        return fits

    def shows(self, kind: str) -> bool:
        """Whether the tile shows a segment of ``kind``."""
        return any(seg.kind == kind for seg in self.segments)


class Catalogue:
    """Every tile type of every set, by id. ``data`` keeps the whole file: an expansion
    reads its own sections there (a starting layout, say).

    ``feature_kinds`` / ``edge_kinds``: the kinds the expansions add (default: those of
    every registered expansion)."""

    def __init__(self, data: Mapping[str, Any], feature_kinds: Iterable[str] | None = None,
                 edge_kinds: Iterable[str] | None = None) -> None:
        self.data = data
        if feature_kinds is None or edge_kinds is None:
            extra_features, extra_edges = expansion_kinds()
            feature_kinds = extra_features if feature_kinds is None else feature_kinds
            edge_kinds = extra_edges if edge_kinds is None else edge_kinds
        self.feature_kinds = FEATURE_KINDS | frozenset(feature_kinds)
        #: Edge kinds that take part in no matching (a blocked side in the frontier).
        self.unmatched_edges = frozenset({INTERNAL}) | frozenset(edge_kinds)
        self.tiles: dict[str, TileType] = {}
        for raw in data["tiles"]:
            tile = _parse_tile(raw)
            if tile.id in self.tiles:
                raise CatalogueError(f"duplicate tile id {tile.id}")
            self.tiles[tile.id] = tile
        self.totals: dict[str, int] = dict(data.get("totals", {}))
        self.validate()

    def __getitem__(self, tile_id: str) -> TileType:
        return self.tiles[tile_id]

    def __reduce_ex__(self, protocol: Any) -> Any:
        if self is _CATALOGUE:  # the packaged one travels by name (see TileType.__reduce_ex__)
            return load_catalogue, ()
        return super().__reduce_ex__(protocol)

    def __contains__(self, tile_id: object) -> bool:
        return tile_id in self.tiles

    def of_set(self, set_name: str) -> list[TileType]:
        return [t for t in self.tiles.values() if t.expansion == set_name]

    def box_counts(self, set_names: Iterable[str]) -> dict[str, int]:
        """How many copies of each tile id the chosen sets put in the bag (no start tile)."""
        names = set(set_names)
        counts: dict[str, int] = {}
        for tile in self.tiles.values():
            if tile.expansion in names and not tile.is_multi_cell:
                counts[tile.id] = tile.count - (1 if tile.start_tile else 0)
        return counts

    def validate(self) -> None:
        for tile in self.tiles.values():
            _validate_tile(tile, self.feature_kinds, self.unmatched_edges)
        for set_name, total in self.totals.items():
            have = sum(t.count for t in self.of_set(set_name))
            if have != total:
                raise CatalogueError(f"{set_name}: {have} tiles, expected {total}")


def _square_names(raw: Mapping[str, Any]) -> list[str]:
    return list(raw["squares"].keys()) if raw.get("double") else ["main"]


def _parse_tile(raw: Mapping[str, Any]) -> TileType:
    names = _square_names(raw)
    sq_index = {name: i for i, name in enumerate(names)}
    seg_index = {f["id"]: i for i, f in enumerate(raw["features"])}
    double = bool(raw.get("double"))

    segments = []
    for i, f in enumerate(raw["features"]):
        if double:
            sides = tuple((sq_index[q], SIDE_INDEX[s]) for q, s in f.get("square_edges", []))
            halves = tuple((sq_index[q], HALF_INDEX[h]) for q, h in f.get("square_half_edges", []))
            squares = tuple(sq_index[q] for q in f.get("squares", [])) or tuple(sorted({q for q, _ in sides + halves})) or (0,)
        else:
            sides = tuple((0, SIDE_INDEX[s]) for s in f.get("edges", []))
            halves = tuple((0, HALF_INDEX[h]) for h in f.get("half_edges", []))
            squares = (0,)
        kind = f["type"]
        extra = {k: v for k, v in f.items() if k not in {
            "id", "type", "edges", "half_edges", "square_edges", "square_half_edges", "squares",
            "pennants", "goods", "ends_on_tile", "adjacent_cities", "illustrations"}}
        if kind not in (ROAD, CITY):
            # Only roads and cities are joined by their sides (fields by half-sides; an
            # expansion's own kinds are never joined by matching).
            sides = ()
        segments.append(SegmentType(
            index=i, id=f["id"], kind=kind, sides=sides,
            halves=halves if kind == FIELD else (),
            squares=squares, pennants=int(f.get("pennants", 0)), goods=f.get("goods"),
            ends=tuple(f.get("ends_on_tile", ())),
            adjacent=tuple(seg_index[c] for c in f.get("adjacent_cities", ())),
            illustrations={ed: tuple(items) for ed, items in f.get("illustrations", {}).items()},
            extra=extra,
        ))

    square_types: list[SquareType] = []
    for name in names:
        if double:
            edges_raw = raw["square_edges"][name]
            half_raw = raw["square_half_edge_map"][name]
            road_raw = raw.get("square_road_edge_map", {}).get(name, {})
            offset = tuple(raw["squares"][name]["offset"])
        else:
            edges_raw, half_raw, road_raw, offset = raw["edges"], raw["half_edge_map"], raw["road_edge_map"], (0, 0)
        edges = tuple(edges_raw[s] for s in SIDE_NAMES)
        half_segments = tuple(seg_index.get(half_raw[h], -1) if half_raw[h] in seg_index else -1 for h in HALF_NAMES)
        roads = tuple(seg_index[road_raw[s]] if s in road_raw else -1 for s in SIDE_NAMES)
        square_types.append(SquareType(offset, edges, half_segments, roads))  # type: ignore[arg-type]  # lengths and ints come from the data

    return TileType(
        id=raw["id"], expansion=raw["expansion"], count=int(raw.get("count", 1)),
        squares=tuple(square_types), segments=tuple(segments), letter=raw.get("letter"),
        goods=raw.get("goods"), special=raw.get("special"), start_tile=bool(raw.get("start_tile")),
        raw=raw,
    )


def _validate_tile(tile: TileType, feature_kinds: frozenset[str], unmatched_edges: frozenset[str]) -> None:
    """Every kind is known; every exposed half-edge belongs to exactly one segment
    consistent with the edge kind."""
    for seg in tile.segments:
        if seg.kind not in feature_kinds:
            raise CatalogueError(f"{tile.id}: unknown feature kind {seg.kind!r}")
    for q, sq in enumerate(tile.squares):
        for s in range(4):
            kind = sq.edges[s]
            if kind in unmatched_edges:
                continue
            if kind not in EDGE_CODE:
                raise CatalogueError(f"{tile.id}: unknown edge kind {kind!r}")
            for h in (2 * s, 2 * s + 1):
                seg_i = sq.halves[h]
                if seg_i < 0:
                    raise CatalogueError(f"{tile.id}: half {HALF_NAMES[h]} has no segment")
                seg = tile.segments[seg_i]
                expected = CITY if kind == CITY else FIELD
                if seg.kind != expected:
                    raise CatalogueError(f"{tile.id}: half {HALF_NAMES[h]} is {seg.kind}, edge is {kind}")
                if seg.kind == FIELD and (q, h) not in seg.halves:
                    raise CatalogueError(f"{tile.id}: field {seg.id} misses half {HALF_NAMES[h]}")
                if seg.kind == CITY and (q, s) not in seg.sides:
                    raise CatalogueError(f"{tile.id}: city {seg.id} misses side {SIDE_NAMES[s]}")
            if kind == ROAD:
                seg_i = sq.roads[s]
                if seg_i < 0 or tile.segments[seg_i].kind != ROAD or (q, s) not in tile.segments[seg_i].sides:
                    raise CatalogueError(f"{tile.id}: road edge {SIDE_NAMES[s]} has no road segment")
            elif sq.roads[s] >= 0:
                raise CatalogueError(f"{tile.id}: road on a {kind} edge {SIDE_NAMES[s]}")
    for seg in tile.segments:
        if seg.kind == ROAD and len(seg.sides) + len(seg.ends) != 2:
            raise CatalogueError(f"{tile.id}: road {seg.id} must have two ends (edges or on-tile ends)")
        for q, s in seg.sides:
            if tile.squares[q].edges[s] != seg.kind:
                raise CatalogueError(f"{tile.id}: {seg.id} on a {tile.squares[q].edges[s]} edge")


def expansion_kinds() -> tuple[frozenset[str], frozenset[str]]:
    """(feature kinds, never-matched edge kinds) that the registered expansions add."""
    registry = load_all().values()
    return (frozenset(k for cls in registry for k in cls.feature_kinds),
            frozenset(k for cls in registry for k in cls.edge_kinds))


_CATALOGUE: Catalogue | None = None


def load_catalogue() -> Catalogue:
    """The packaged catalogue (parsed once per process)."""
    global _CATALOGUE
    if _CATALOGUE is None:
        text = resources.files(__package__).joinpath("data", "tiles.json").read_text(encoding="utf-8")
        _CATALOGUE = Catalogue(json.loads(text))
    return _CATALOGUE


def _packaged_tile(tile_id: str) -> TileType:
    return load_catalogue()[tile_id]
