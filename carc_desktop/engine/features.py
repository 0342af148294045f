"""The feature graph: tile segments merged incrementally (union-find by size, no path
compression so that every union can be undone through the journal)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from .board import Placement
from .geometry import Position
from .journal import Journal


class Piece(NamedTuple):
    """One segment of one placed tile."""

    placement: Placement
    segment: int


class Figure(NamedTuple):
    player: int
    kind: str
    #: Placement index and segment index of the segment the figure stands on.
    placement: int
    segment: int


class Feature:
    """A node of the graph; on a root, the merged feature: its pieces, open ends, figures.

    ``open`` counts unmatched road/city edge ends; for a monastery, the empty cells around
    it. A feature is complete when ``open`` is 0 (fields are never complete).
    """

    __slots__ = ("id", "kind", "pieces", "open", "figures")

    def __init__(self, node_id: int, kind: str, piece: Piece, open_ends: int) -> None:
        self.id = node_id
        self.kind = kind
        self.pieces: list[Piece] = [piece]
        self.open = open_ends
        self.figures: tuple[Figure, ...] = ()

    def __repr__(self) -> str:
        return f"Feature({self.id}, {self.kind}, pieces={len(self.pieces)}, open={self.open})"

    @property
    def complete(self) -> bool:
        return self.open == 0

    def cells(self) -> set[Position]:
        """Distinct board cells the feature covers (each tile counts once)."""
        out: set[Position] = set()
        for p in self.pieces:
            out.update(p.placement.segment_cells(p.segment))
        return out

    def placements(self) -> list[Placement]:
        seen: dict[int, Placement] = {}
        for p in self.pieces:
            seen.setdefault(p.placement.index, p.placement)
        return list(seen.values())

    def pennants(self) -> int:
        return sum(p.placement.tile.segments[p.segment].pennants for p in self.pieces)


class FeatureGraph:
    def __init__(self, journal: Journal) -> None:
        self._j = journal
        self.parent: list[int] = []
        self.nodes: list[Feature] = []

    def add(self, parts: list[tuple[str, Piece, int]]) -> list[int]:
        """New single-piece features (kind, piece, open ends), all at once (one journal
        entry per list rather than two per feature: a tile lays three or four)."""
        start = len(self.nodes)
        ids = list(range(start, start + len(parts)))
        self._j.extend(self.nodes, [Feature(i, kind, piece, n) for i, (kind, piece, n) in zip(ids, parts)])
        self._j.extend(self.parent, ids)
        return ids

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            node = parent[node]
        return node

    def root(self, node: int) -> Feature:
        return self.nodes[self.find(node)]

    def union(self, a: int, b: int) -> Feature:
        """Merge two features (the smaller into the larger); returns the merged root."""
        ra, rb = self.find(a), self.find(b)
        big, small = self.nodes[ra], self.nodes[rb]
        if ra == rb:
            return big
        if len(big.pieces) < len(small.pieces):
            big, small = small, big
        j = self._j
        j.setindex(self.parent, small.id, big.id)
        j.extend(big.pieces, small.pieces)
        j.setattr(big, "open", big.open + small.open)
        if small.figures:
            j.setattr(big, "figures", big.figures + small.figures)
        return big

    def copy(self, journal: Journal, placements: list[Placement], memo: dict[int, Any]) -> FeatureGraph:
        """An independent graph over the copied ``placements``; ``memo`` learns the copy of
        every feature and list (see ``Board.copy``)."""
        out = FeatureGraph(journal)
        out.parent = list(self.parent)
        nodes = out.nodes
        for f in self.nodes:
            new = Feature.__new__(Feature)
            new.id, new.kind, new.open, new.figures = f.id, f.kind, f.open, f.figures
            new.pieces = [Piece(placements[p.placement.index], p.segment) for p in f.pieces]
            memo[id(f)] = new
            memo[id(f.pieces)] = new.pieces
            nodes.append(new)
        memo[id(self.parent)] = out.parent
        memo[id(self.nodes)] = nodes
        return out

    def roots(self) -> Iterator[Feature]:
        parent = self.parent
        for i, node in enumerate(self.nodes):
            if parent[i] == i:
                yield node
