"""What the lists and the statistics know of a game without replaying it.

A :class:`Summary` is taken from the :class:`Game` on the thread that owns it (a few numbers;
the longest road and biggest city each seat scored only once the game is over) and written
twice: into the game's own file, as the record's ``summary`` key (docs/record-format.md), and
into the catalogue (:mod:`.catalogue`). A file whose ``summary`` still matches its decisions
is catalogued from it in well under a millisecond; a file without one (an earlier version's)
is replayed once. Opening a game always replays its decisions: the summary only lists it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from carc_desktop.engine import Game

#: The record's key holding the summary.
SUMMARY_KEY = "summary"
_MAX_INT = 10**9


@dataclass(frozen=True)
class PlayerSummary:
    name: str
    color: str
    score: int


@dataclass(frozen=True)
class SeatFacts:
    """Who sat at a seat and the biggest features that seat scored (board cells)."""

    computer: bool = False
    level: str = ""
    best_road: int = 0
    best_city: int = 0


@dataclass(frozen=True)
class RecentEntry:
    """One game as the lists show it (Continue, Open Recent, the history)."""

    path: Path
    #: When it was saved: ISO 8601 in UTC (see :attr:`saved_datetime`).
    saved_at: str
    players: tuple[PlayerSummary, ...]
    expansions: tuple[str, ...]
    edition: str
    finished: bool
    turn: int
    tiles_placed: int
    tiles_left: int
    #: The PNG mini-map, or None if there is none (yet).
    thumbnail: Path | None
    #: When the game was started (ISO 8601, UTC; the first save when unknown).
    started_at: str = ""

    @property
    def saved_datetime(self) -> datetime:
        return datetime.fromisoformat(self.saved_at)


def seats_of(raw: Any, players: int) -> tuple[SeatFacts, ...]:
    """(computer?, level) per seat from a record's ``seats``: every seat a person's when it
    is absent, malformed or of another length than the players (docs/record-format.md)."""
    if not isinstance(raw, (list, tuple)) or len(raw) != players:
        return tuple(SeatFacts() for _ in range(players))
    out = []
    for seat in raw:
        computer = isinstance(seat, Mapping) and seat.get("computer") is True
        level = seat.get("level") if computer and isinstance(seat.get("level"), str) else ""
        out.append(SeatFacts(computer, str(level)[:40].replace(",", " ") if computer else ""))
    return tuple(out)


def best_features(game: Game) -> tuple[list[int], list[int]]:
    """Per seat: board cells of the longest road and of the biggest city it scored points
    for (the engine's scoring events; 0 when none)."""
    n = len(game.players)
    road, city = [0] * n, [0] * n
    for ev in game.events:
        kind = ev.data.get("feature", ev.type)
        if kind not in ("road", "city"):
            continue
        size = len(ev.data.get("cells", []) or [])
        best = road if kind == "road" else city
        for p, points in ev.points.items():
            if points > 0 and 0 <= p < n and size > best[p]:
                best[p] = size
    return road, city


@dataclass(frozen=True)
class Summary:
    """What the lists and statistics show of a game, taken from the Game."""

    players: tuple[PlayerSummary, ...]
    expansions: tuple[str, ...]
    edition: str
    finished: bool
    turn: int
    tiles_placed: int
    tiles_left: int
    seats: tuple[SeatFacts, ...] = ()
    #: The number of decisions the summary describes (a file with another number of
    #: decisions has changed since: it is replayed instead).
    decisions: int = -1
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, game: Game, seats: Any = None) -> Summary:
        """``seats``: the record's ``seats`` (default: the ones the game was loaded with)."""
        n = len(game.players)
        facts = seats_of(seats if seats is not None else game.setup_data.get("seats"), n)
        if game.finished:  # the biggest features matter to the statistics of finished games only
            road, city = best_features(game)
            facts = tuple(SeatFacts(f.computer, f.level, road[i], city[i]) for i, f in enumerate(facts))
        return cls(tuple(PlayerSummary(p.name, p.color, game.scores[i]) for i, p in enumerate(game.players)),
                   tuple(game.rules.expansions), game.rules.edition, game.finished, game.turn,
                   len(game.board.placements), game.tiles_left(), facts, len(game.history),
                   tuple(sorted((str(k), v) for k, v in game.rules.options.items())))

    def entry(self, path: Path, saved_at: datetime | None, thumbnail: Path | None,
              started_at: str = "") -> RecentEntry:
        when = iso(saved_at)
        return RecentEntry(path, when, self.players, self.expansions, self.edition, self.finished, self.turn,
                           self.tiles_placed, self.tiles_left, thumbnail, started_at or when)

    # --- in the game's file ---------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The record's ``summary``: only what needs a replay to know (names, seats, rules
        are in the record already)."""
        return {"decisions": self.decisions, "finished": self.finished, "turn": self.turn,
                "tiles_placed": self.tiles_placed, "tiles_left": self.tiles_left,
                "scores": [p.score for p in self.players],
                "best_road": [s.best_road for s in self.seats], "best_city": [s.best_city for s in self.seats]}

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> Summary | None:
        """The summary a parsed record carries, or None when it has none, it is malformed or
        it describes another number of decisions than the record holds (never raises)."""
        try:
            raw = data.get(SUMMARY_KEY)
            moves = data.get("moves")
            players = data.get("players")
            if not isinstance(raw, dict) or not isinstance(moves, list) or not isinstance(players, list):
                return None
            if _int(raw["decisions"]) != len(moves):
                return None
            n = len(players)
            scores = _ints(raw["scores"], n)
            road, city = _ints(raw["best_road"], n), _ints(raw["best_city"], n)
            rules = data.get("rules") or {}
            expansions = rules.get("expansions") or []
            options = rules.get("options") or {}
            edition = rules.get("edition", "C3")
            finished = raw["finished"]
            if not (isinstance(expansions, list) and all(isinstance(e, str) for e in expansions)
                    and isinstance(options, dict) and isinstance(edition, str) and isinstance(finished, bool)):
                return None
            people = tuple(PlayerSummary(_text(p["name"]), _text(p.get("color", "")), scores[i])
                           for i, p in enumerate(players))
            facts = tuple(SeatFacts(f.computer, f.level, road[i], city[i])
                          for i, f in enumerate(seats_of(data.get("seats"), n)))
            return cls(people, tuple(expansions), edition, finished, _int(raw["turn"]), _int(raw["tiles_placed"]),
                       _int(raw["tiles_left"]), facts, len(moves), tuple(sorted(options.items())))
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


def record_with_summary(record: Mapping[str, Any], summary: Summary) -> dict[str, Any]:
    """``record`` with its ``summary`` key (put before ``moves``, replacing an old one)."""
    out = {k: v for k, v in record.items() if k not in ("moves", SUMMARY_KEY)}
    out[SUMMARY_KEY] = summary.to_record()
    if "moves" in record:
        out["moves"] = record["moves"]
    return out


def iso(when: datetime | None = None) -> str:
    return (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="microseconds")


def file_key(path: str | os.PathLike[str]) -> str:
    """How the catalogue names a file: its absolute path, case-folded where the system is."""
    return os.path.normcase(os.path.abspath(os.fspath(path)))


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MAX_INT:
        raise TypeError("not a small integer")
    return value


def _ints(value: Any, n: int) -> list[int]:
    if not isinstance(value, list) or len(value) != n:
        raise TypeError("not one number per player")
    return [_int(v) if not isinstance(v, int) or v >= 0 else _neg(v) for v in value]


def _neg(value: int) -> int:
    if value < -_MAX_INT:  # a score can go below zero with some rule choices
        raise TypeError("not a small integer")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise TypeError("not a short string")
    return value


def entry_players(players: Sequence[Sequence[Any]]) -> tuple[PlayerSummary, ...]:
    return tuple(PlayerSummary(str(p[0]), str(p[1]), int(p[2])) for p in players)
