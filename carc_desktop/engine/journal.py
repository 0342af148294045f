"""Reversible mutations: every change to game state is logged with its inverse so that
``Game.undo()`` restores the previous state exactly, in time proportional to the move,
without copying the board."""

from __future__ import annotations

from typing import Any, Callable, MutableMapping

_MISSING = object()


class Journal:
    __slots__ = ("ops",)

    def __init__(self) -> None:
        self.ops: list[tuple[Callable[..., Any], ...]] = []

    def setattr(self, obj: object, name: str, value: Any) -> None:
        self.ops.append((setattr, obj, name, getattr(obj, name)))
        setattr(obj, name, value)

    def setitem(self, mapping: MutableMapping[Any, Any], key: Any, value: Any) -> None:
        old = mapping.get(key, _MISSING)
        if old is _MISSING:
            self.ops.append((mapping.pop, key))
        else:
            self.ops.append((mapping.__setitem__, key, old))
        mapping[key] = value

    def delitem(self, mapping: MutableMapping[Any, Any], key: Any) -> None:
        self.ops.append((mapping.__setitem__, key, mapping.pop(key)))

    def setindex(self, seq: list[Any], index: int, value: Any) -> None:
        self.ops.append((seq.__setitem__, index, seq[index]))
        seq[index] = value

    def append(self, seq: list[Any], value: Any) -> None:
        seq.append(value)
        self.ops.append((seq.pop,))

    def extend(self, seq: list[Any], values: list[Any]) -> None:
        if values:
            self.ops.append((_truncate, seq, len(seq)))
            seq.extend(values)

    def mark(self) -> int:
        return len(self.ops)

    def rollback(self, mark: int) -> None:
        ops = self.ops
        while len(ops) > mark:
            op = ops.pop()
            op[0](*op[1:])


def _truncate(seq: list[Any], length: int) -> None:
    del seq[length:]
