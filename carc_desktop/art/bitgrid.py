"""Whole-raster operations on bit masks held in Python integers.

A ``w`` x ``h`` raster is stored with a one-pixel frame of zeros around it (stride
``w + 2``): pixel (x, y) is bit ``(y + 1) * (w + 2) + x + 1``. Shifting the integer moves
every pixel at once and the frame keeps a shift from wrapping one row into the next, so a
step that touches the whole tile costs a few big-integer operations (microseconds) where a
Python loop over the pixels costs milliseconds.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

#: '0'/'1' characters -> 0/1 bytes (everything else -> 0).
_BITS = bytes(1 if c == ord("1") else 0 for c in range(256))
#: Frame byte for :meth:`BitGrid.masks`; no label uses it.
_FRAME = 255
#: A chamfer depth must fit the byte it is returned in.
_MAX_DEPTH = 255


def _one_of(value: int) -> bytes:
    """A translation table that turns ``value`` into '1' and every other byte into '0'."""
    table = bytearray(b"0" * 256)
    table[value] = ord("1")
    return bytes(table)


class BitGrid:
    """Geometry of one framed raster and the operations on its masks."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.stride = width + 2
        self.size = (height + 2) * self.stride
        #: Raster index (y * width + x) -> bit position.
        self.position = [(i // width + 1) * self.stride + i % width + 1 for i in range(width * height)]
        index_of = [0] * self.size
        for i, pos in enumerate(self.position):
            index_of[pos] = i
        self._index_of = index_of
        self._all = (1 << self.size) - 1

    def masks(self, labels: bytes) -> dict[int, int]:
        """One mask per value in ``labels`` (a byte per pixel, row by row)."""
        w, frame = self.width, bytes([_FRAME])
        rows = [frame + labels[y * w:(y + 1) * w] + frame for y in range(self.height)]
        edge = frame * self.stride
        framed = b"".join([edge, *rows, edge])
        out = {}
        for value in set(labels):
            out[value] = int(framed.translate(_one_of(value))[::-1], 2)
        return out

    def indices(self, mask: int) -> list[int]:
        """Raster indices of the pixels in ``mask``, ascending."""
        bits = format(mask, "b")[::-1].encode().translate(_BITS)
        return list(compress(self._index_of, bits))

    def contains(self, mask: int, index: int) -> bool:
        return bool(mask >> self.position[index] & 1)

    def components(self, mask: int) -> list[int]:
        """The 4-connected parts of ``mask``, ordered by their first pixel (row by row)."""
        s = self.stride
        out = []
        rest = mask
        while rest:
            part = rest & -rest
            while True:
                grown = (part | part << 1 | part >> 1 | part << s | part >> s) & rest
                if grown == part:
                    break
                part = grown
            out.append(part)
            rest &= ~part
        return out

    def chamfer(self, mask: int) -> bytes:
        """3-4 chamfer distance of every pixel of ``mask`` to the nearest pixel outside it
        (the frame counts as outside); one byte per bit position, 0 outside the mask.

        ``inside[t]`` holds the pixels farther than ``t`` from the outside: a pixel is, when
        its straight neighbours are farther than ``t - 3`` and its diagonal ones farther
        than ``t - 4``. The depth of a pixel is how many of these sets it is in, counted
        with a binary counter of eight bit planes.
        """
        s = self.stride
        full = self._all
        e4, e3, e2, e1 = full, full, full, full  # inside[t-4] .. inside[t-1]
        planes = [0] * 8
        t = 0
        while True:
            e = (mask & e3 >> 1 & e3 << 1 & e3 >> s & e3 << s
                 & e4 >> (s + 1) & e4 >> (s - 1) & e4 << (s + 1) & e4 << (s - 1))
            if not e:
                break
            if t >= _MAX_DEPTH:
                raise ValueError("region too deep for a byte")
            carry = e
            for k in range(8):
                planes[k], carry = planes[k] ^ carry, planes[k] & carry
                if not carry:
                    break
            e4, e3, e2, e1 = e3, e2, e1, e
            t += 1
        total = 0
        for k, plane in enumerate(planes):
            if plane:
                lanes = int.from_bytes(format(plane, "b").encode().translate(_BITS), "big")
                total |= lanes << k
        return total.to_bytes(self.size, "little")

    def values(self, depth: bytes, indices: list[int]) -> list[int]:
        """``depth`` (one byte per bit position) at the raster ``indices``."""
        if not indices:
            return []
        if len(indices) == 1:
            return [depth[self.position[indices[0]]]]
        pos = self.position
        return list(itemgetter(*[pos[i] for i in indices])(depth))
