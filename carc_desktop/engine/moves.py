"""Moves: one small frozen dataclass per kind of decision, each with its record form.

Every move class, the core's and each expansion's, is declared the same way: a frozen
dataclass decorated with :func:`register_move` (outermost), so that the record reader
finds it by its ``type`` string.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from .geometry import degrees_to_turns
from .reasons import CodedError


class IllegalMoveError(CodedError):
    """A move that the rules do not allow now; the message says why, ``code`` and
    ``params`` say it for translation (codes listed in docs/ENGINE_HOOKS.md)."""

    default_code = "not_legal"


class RecordFieldError(ValueError):
    """A decision in a record has a missing or malformed field."""


@dataclass(frozen=True, slots=True)
class Move:
    type: ClassVar[str] = ""

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            out[f.name] = getattr(self, f.name)
        return out

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> Move:
        kwargs = {}
        for f in fields(cls):
            if f.name not in data:
                raise RecordFieldError(f"'{cls.type}' decision lacks '{f.name}'")
            kwargs[f.name] = data[f.name]
        return cls(**kwargs)


def _int_field(data: Mapping[str, Any], name: str, kind: str) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordFieldError(f"'{kind}' decision needs an integer '{name}', got {value!r}")
    if abs(value) > 10_000:
        raise RecordFieldError(f"'{name}' = {value} is out of range")
    return value


def _str_field(data: Mapping[str, Any], name: str, kind: str) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not value or len(value) > 64:
        raise RecordFieldError(f"'{kind}' decision needs a string '{name}', got {value!r}")
    return value


#: Record ``type`` -> move class.
MOVE_TYPES: dict[str, type[Move]] = {}


def register_move(cls: type[Move]) -> type[Move]:
    """Class decorator: records may carry moves of this class (by ``cls.type``)."""
    if not cls.type:
        raise ValueError(f"{cls.__name__} has no record type")
    known = MOVE_TYPES.get(cls.type)
    if known is not None and known.__qualname__ != cls.__qualname__:
        raise ValueError(f"move type {cls.type!r} is taken by {known.__qualname__}")
    MOVE_TYPES[cls.type] = cls
    return cls


@register_move
@dataclass(frozen=True, slots=True)
class PlaceTile(Move):
    """Place the drawn tile with its anchor square at (x, y)."""

    type: ClassVar[str] = "place"
    x: int
    y: int
    #: Quarter turns clockwise (0..3); records carry degrees.
    rotation: int

    def to_record(self) -> dict[str, Any]:
        return {"type": self.type, "x": self.x, "y": self.y, "rotation": self.rotation * 90}

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> PlaceTile:
        try:
            turns = degrees_to_turns(data.get("rotation"))
        except ValueError as exc:
            raise RecordFieldError(str(exc)) from None
        return cls(_int_field(data, "x", cls.type), _int_field(data, "y", cls.type), turns)


@register_move
@dataclass(frozen=True, slots=True)
class Deploy(Move):
    """Put a figure from the supply on a feature of the tile just placed."""

    type: ClassVar[str] = "deploy"
    #: ``follower``, or a figure an expansion adds (``builder``, ``pig``).
    figure: str
    #: Feature id on the tile just placed (``road1``, ``city1``, ``field2``, ``monastery``).
    feature: str

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> Deploy:
        return cls(_str_field(data, "figure", cls.type), _str_field(data, "feature", cls.type))


@register_move
@dataclass(frozen=True, slots=True)
class Skip(Move):
    """Place no figure this time."""

    type: ClassVar[str] = "skip"


@register_move
@dataclass(frozen=True, slots=True)
class ScoreFirst(Move):
    """When several features complete at once and their order matters, score this one next.

    The feature is named by any of its parts: a tile cell and a feature id on that tile.
    """

    type: ClassVar[str] = "score_order"
    x: int
    y: int
    feature: str

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> ScoreFirst:
        return cls(_int_field(data, "x", cls.type), _int_field(data, "y", cls.type),
                   _str_field(data, "feature", cls.type))


def move_from_record(data: Any) -> Move:
    if not isinstance(data, Mapping):
        raise RecordFieldError(f"a decision must be a JSON object, got {type(data).__name__}")
    kind = data.get("type")
    cls = MOVE_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise RecordFieldError(f"unknown decision type {kind!r}")
    return cls.from_record(data)
