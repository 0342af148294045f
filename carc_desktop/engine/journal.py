"""Reversible mutations: every change to game state is logged with its inverse so that
``Game.undo()`` restores the previous state exactly, in time proportional to the move,
without copying the board.

An entry is a plain tuple ``(op, target, ...)`` naming the object it restores rather than a
bound method: ``Game.copy()`` can then point a copied journal at the copied objects.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any

_MISSING = object()
#: Entry kinds: restore an attribute, restore an item, delete a key, drop the last item,
#: cut a list back to a length, put a deleted key back at its place.
SETATTR, SETITEM, DELKEY, POP, TRUNCATE, REINSERT = range(6)


class Journal:
    __slots__ = ("ops",)

    def __init__(self) -> None:
        self.ops: list[tuple[Any, ...]] = []

    def setattr(self, obj: object, name: str, value: Any) -> None:
        self.ops.append((SETATTR, obj, name, getattr(obj, name)))
        setattr(obj, name, value)

    def setitem(self, mapping: MutableMapping[Any, Any], key: Any, value: Any) -> None:
        old = mapping.get(key, _MISSING)
        self.ops.append((DELKEY, mapping, key) if old is _MISSING else (SETITEM, mapping, key, old))
        mapping[key] = value

    def delitem(self, mapping: MutableMapping[Any, Any], key: Any) -> None:
        # A dict remembers insertion order and the game iterates it (figures, frontier):
        # the key goes back where it was, so that the order after an undo or a preview is
        # the order a replay makes.
        index = list(mapping).index(key)
        self.ops.append((REINSERT, mapping, key, mapping.pop(key), index))

    def setindex(self, seq: list[Any], index: int, value: Any) -> None:
        self.ops.append((SETITEM, seq, index, seq[index]))
        seq[index] = value

    def append(self, seq: list[Any], value: Any) -> None:
        seq.append(value)
        self.ops.append((POP, seq))

    def extend(self, seq: list[Any], values: list[Any]) -> None:
        if values:
            self.ops.append((TRUNCATE, seq, len(seq)))
            seq.extend(values)

    def mark(self) -> int:
        return len(self.ops)

    def rollback(self, mark: int) -> None:
        ops = self.ops
        while len(ops) > mark:
            op = ops.pop()
            kind = op[0]
            if kind == SETATTR:
                setattr(op[1], op[2], op[3])
            elif kind == SETITEM:
                op[1][op[2]] = op[3]
            elif kind == DELKEY:
                del op[1][op[2]]
            elif kind == POP:
                op[1].pop()
            elif kind == REINSERT:
                _reinsert(op[1], op[2], op[3], op[4])
            else:
                del op[1][op[2]:]

    def copy(self, remap: Callable[[Any], Any]) -> Journal:
        """The same entries for a copy of the game: ``remap`` turns every object of the
        original (targets and restored values) into its counterpart in the copy."""
        out = Journal()
        ops = out.ops
        for op in self.ops:
            kind = op[0]
            if kind == SETATTR or kind == SETITEM:
                ops.append((kind, remap(op[1]), op[2], remap(op[3])))
            elif kind == REINSERT:
                ops.append((kind, remap(op[1]), op[2], remap(op[3]), op[4]))
            else:
                ops.append((kind, remap(op[1])) + op[2:])
        return out


def _reinsert(mapping: MutableMapping[Any, Any], key: Any, value: Any, index: int) -> None:
    """Put ``key`` back as the ``index``-th key of ``mapping``."""
    if index >= len(mapping):
        mapping[key] = value
        return
    items = list(mapping.items())
    items.insert(index, (key, value))
    mapping.clear()
    mapping.update(items)
