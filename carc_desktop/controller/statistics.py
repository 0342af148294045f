"""Statistics across the kept games: SQL aggregates over the catalogue of games
(:func:`library_statistics`, what the app shows: no game is replayed), and the same
figures recounted from the records' replays (:func:`compute_statistics`, for checks and
tools). Deleting the finished games clears them; nothing else is stored.

Qt-free. "You" are the seats played by a person (a record without ``seats`` counts every
seat as a person's). Only finished games count, and a game where every seat is a computer
is left out. A game is won when a person is among the winners (the engine's ``winners``).
Against each computer level: every level at the table counts that game once; a game with
people only counts under the level ``""``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from carc_desktop.engine import winners

from .review import GameReview, ReviewError

#: The ``level`` key of games without a computer player.
PEOPLE_ONLY = ""


@dataclass
class Tally:
    played: int = 0
    won: int = 0


@dataclass
class Statistics:
    games: int = 0
    wins: int = 0
    #: Computer level ("" = people only) -> games played and won against it.
    by_level: dict[str, Tally] = field(default_factory=dict)
    #: Expansion mix (sorted names, () = base game) -> games played and won.
    by_mix: dict[tuple[str, ...], Tally] = field(default_factory=dict)
    #: Every final score of a person's seat.
    scores: list[int] = field(default_factory=list)
    #: Board cells of the longest road / biggest city a person ever scored (0: none).
    longest_road: int = 0
    biggest_city: int = 0
    #: Kept records that could not be replayed (they count nowhere).
    unreadable: int = 0

    @property
    def mean_score(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    @property
    def best_score(self) -> int | None:
        return max(self.scores) if self.scores else None


def _seats(record: Mapping[str, Any], players: int) -> list[tuple[bool, str]]:
    """(computer?, level) per seat, from the record's ``seats`` (people when absent or odd)."""
    raw = record.get("seats")
    if not isinstance(raw, list) or len(raw) != players:
        return [(False, "")] * players
    out = []
    for seat in raw:
        computer = isinstance(seat, dict) and seat.get("computer") is True
        level = seat.get("level") if computer and isinstance(seat.get("level"), str) else ""
        out.append((computer, str(level) if computer else ""))
    return out


def add_game(stats: Statistics, record: Mapping[str, Any], review: GameReview) -> None:
    """Count one replayed record (ignored unless finished and played by a person)."""
    if not review.finished:
        return
    seats = _seats(record, len(review.players))
    people = [i for i, (computer, _) in enumerate(seats) if not computer]
    if not people:
        return
    won = bool(set(winners(review.final_scores)) & set(people))
    stats.games += 1
    stats.wins += won
    levels = sorted({level for computer, level in seats if computer}) or [PEOPLE_ONLY]
    mix = tuple(sorted(str(e) for e in (record.get("rules") or {}).get("expansions") or []))
    for tally in [stats.by_level.setdefault(level, Tally()) for level in levels] + \
            [stats.by_mix.setdefault(mix, Tally())]:
        tally.played += 1
        tally.won += won
    stats.scores.extend(review.final_scores[i] for i in people)
    for mark in review.marks:
        if not any(mark.event.points.get(p, 0) > 0 for p in people):
            continue
        if mark.kind == "road":
            stats.longest_road = max(stats.longest_road, mark.size)
        elif mark.kind == "city":
            stats.biggest_city = max(stats.biggest_city, mark.size)


def compute_statistics(records: Iterable[Mapping[str, Any]]) -> Statistics:
    stats = Statistics()
    for record in records:
        try:
            review = GameReview(record)
        except ReviewError:
            stats.unreadable += 1
            continue
        if review.error:
            stats.unreadable += 1
            continue
        add_game(stats, record, review)
    return stats


def library_statistics(storage: Any) -> Statistics:
    """The statistics of the finished games kept in the data folder, from the catalogue's
    SQL (``Storage.statistics``). Raises LoadError when the catalogue cannot be read."""
    raw = storage.statistics()
    return Statistics(raw.games, raw.wins, {lv: Tally(p, w) for lv, (p, w) in raw.by_level.items()},
                      {mix: Tally(p, w) for mix, (p, w) in raw.by_mix.items()}, list(raw.scores),
                      raw.longest_road, raw.biggest_city, raw.unreadable)


def kept_games(storage: Any) -> list[Any]:
    """The kept games (finished and unfinished), newest first: entries with at least
    ``path``, ``players`` (name, color, score), ``finished``, ``turn`` and ``saved_at``.

    The one place that knows where kept games are: the game files of the data folder
    (deleting the finished ones clears the statistics)."""
    return list(storage.games())


def kept_records(storage: Any) -> list[dict[str, Any]]:
    """The records of the kept games, newest first (unreadable files are skipped)."""
    from carc_desktop.storage.saves import LoadError, read_record

    out: list[dict[str, Any]] = []
    for entry in kept_games(storage):
        try:
            out.append(read_record(entry.path))
        except (LoadError, OSError):
            continue
    return out


def level_order(levels: Sequence[str]) -> list[str]:
    """Levels from the weakest to the strongest, people-only first, unknown ones last."""
    from carc_desktop.ai.levels import LEVELS

    known = [PEOPLE_ONLY, *LEVELS]
    return sorted(levels, key=lambda lv: (known.index(lv) if lv in known else len(known), lv))
