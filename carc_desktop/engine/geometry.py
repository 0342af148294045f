"""Board geometry: positions, rotations, sides and half-sides, multi-cell footprints.

Conventions (see docs/record-format.md): ``x`` grows east, ``y`` north;
sides are numbered clockwise N=0, E=1, S=2, W=3; half-sides clockwise from the north-west
corner: Nw=0, Ne=1, En=2, Es=3, Se=4, Sw=5, Ws=6, Wn=7 (half ``h`` lies on side ``h // 2``).
Rotations are quarter turns clockwise (0..3); records speak degrees.
"""

from __future__ import annotations

from typing import NamedTuple

N, E, S, W = 0, 1, 2, 3
SIDE_NAMES: tuple[str, ...] = ("N", "E", "S", "W")
HALF_NAMES: tuple[str, ...] = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
SIDE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SIDE_NAMES)}
HALF_INDEX: dict[str, int] = {name: i for i, name in enumerate(HALF_NAMES)}

#: (dx, dy) of the neighbouring cell across each side.
DELTA: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
#: The eight cells around a cell (for monasteries).
RING: tuple[tuple[int, int], ...] = (
    (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0),
)
DEGREES: tuple[int, ...] = (0, 90, 180, 270)


class Position(NamedTuple):
    """A board cell. A tuple, so it hashes and compares as fast as ``(x, y)``."""

    x: int
    y: int

    def neighbour(self, side: int) -> Position:
        dx, dy = DELTA[side]
        return Position(self.x + dx, self.y + dy)


def opposite(side: int) -> int:
    return (side + 2) % 4


def rotate_side(side: int, quarter_turns: int) -> int:
    """Where a canonical side ends up after turning the tile clockwise."""
    return (side + quarter_turns) % 4


def rotate_half(half: int, quarter_turns: int) -> int:
    return (half + 2 * quarter_turns) % 8


def facing_half(half: int) -> int:
    """The half-side of the neighbouring tile that touches the same corner point.

    Tile A east of B: ``A.Wn`` joins ``B.En`` and ``A.Ws`` joins ``B.Es``; in general the
    first half of a side meets the second half of the opposite side and vice versa.
    """
    side, second = divmod(half, 2)
    return 2 * opposite(side) + (0 if second else 1)


def rotate_offset(dx: int, dy: int, quarter_turns: int) -> tuple[int, int]:
    """Turn a square's offset within a multi-cell tile clockwise about the anchor."""
    for _ in range(quarter_turns % 4):
        dx, dy = dy, -dx
    return dx, dy


def degrees_to_turns(degrees: object) -> int:
    """Parse a record rotation; raises ValueError for anything but 0/90/180/270."""
    if isinstance(degrees, bool) or not isinstance(degrees, int) or degrees not in DEGREES:
        raise ValueError(f"rotation must be 0, 90, 180 or 270, not {degrees!r}")
    return degrees // 90
