"""Statistics across games equal a recount done here straight from the records' replays."""

from __future__ import annotations

from carc_desktop.controller.statistics import (
    PEOPLE_ONLY,
    compute_statistics,
    kept_records,
    level_order,
    library_statistics,
)
from carc_desktop.engine.final import winners
from carc_desktop.engine.record import game_from_record
from carc_desktop.storage import Storage

from .conftest import ALL, played_record


def _with_seats(record: dict, seats: list[tuple[bool, str]] | None) -> dict:
    if seats is not None:
        record["seats"] = [{"computer": c, "level": lv or "normal"} for c, lv in seats]
    return record


def _records() -> list[dict]:
    return [
        _with_seats(played_record(seed=5), [(False, ""), (True, "easy"), (True, "hard")]),
        _with_seats(played_record(seed=8), [(True, "easy"), (False, ""), (True, "easy")]),
        _with_seats(played_record(seed=3, players=2, expansions=()), [(False, ""), (True, "normal")]),
        _with_seats(played_record(seed=4, players=2, expansions=("traders_and_builders",)), None),
        _with_seats(played_record(seed=9, players=2, expansions=()), [(True, "easy"), (True, "hard")]),  # no person
        _with_seats(played_record(seed=6, moves=30), [(False, ""), (True, "easy"), (True, "easy")]),  # unfinished
    ]


def _recount(records: list[dict]) -> dict:
    """The same figures, counted the plain way: replay, look at each seat and event."""
    out = {"games": 0, "wins": 0, "levels": {}, "mixes": {}, "scores": [], "road": 0, "city": 0}
    for rec in records:
        game = game_from_record(rec)
        seats = rec.get("seats") or [{"computer": False}] * len(game.players)
        people = [i for i, s in enumerate(seats) if not s["computer"]]
        if not game.finished or not people:
            continue
        won = any(i in people for i in winners(game.scores))
        out["games"] += 1
        out["wins"] += won
        levels = {s["level"] for s in seats if s["computer"]} or {PEOPLE_ONLY}
        for lv in levels:
            played, w = out["levels"].get(lv, (0, 0))
            out["levels"][lv] = (played + 1, w + won)
        mix = tuple(sorted(rec["rules"]["expansions"]))
        played, w = out["mixes"].get(mix, (0, 0))
        out["mixes"][mix] = (played + 1, w + won)
        out["scores"] += [game.scores[i] for i in people]
        for ev in game.events:
            if ev.type == "score" and any(ev.points.get(i, 0) > 0 for i in people):
                key = ev.data["feature"]
                if key in ("road", "city"):
                    out[key] = max(out[key], len(ev.data["cells"]))
    return out


def test_statistics_equal_a_recount() -> None:
    records = _records()
    stats = compute_statistics(records)
    expect = _recount(records)
    assert stats.games == expect["games"] == 4
    assert stats.wins == expect["wins"]
    assert {lv: (t.played, t.won) for lv, t in stats.by_level.items()} == expect["levels"]
    assert {m: (t.played, t.won) for m, t in stats.by_mix.items()} == expect["mixes"]
    assert stats.scores == expect["scores"]
    assert stats.best_score == max(expect["scores"])
    assert stats.mean_score == sum(expect["scores"]) / len(expect["scores"])
    assert (stats.longest_road, stats.biggest_city) == (expect["road"], expect["city"]) and stats.biggest_city > 0
    assert stats.by_level["easy"].played == 2 and stats.by_mix[ALL].played == 2


def test_no_games_no_figures() -> None:
    stats = compute_statistics([])
    assert stats.games == 0 and stats.mean_score is None and stats.best_score is None


def test_an_unreadable_record_counts_nowhere() -> None:
    bad = played_record(seed=3, players=2, expansions=())
    bad["moves"][5] = {"type": "place", "x": 500, "y": 0, "rotation": 0}
    stats = compute_statistics([bad, {"version": 1}])
    assert stats.games == 0 and stats.unreadable == 2


def test_kept_records_are_the_kept_game_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    storage = Storage(tmp_path)
    kept = []
    for seed in (3, 7):
        game = game_from_record(played_record(seed=seed, players=2, expansions=()))
        kept.append(storage.save(game, storage.new_game_path()))
    outside = storage.save(game_from_record(played_record(seed=9, players=2, expansions=())), tmp_path / "x.carc")
    records = kept_records(storage)
    assert len(records) == 2  # the export outside the games folder is not a kept game
    assert compute_statistics(records).games == 2
    storage.recent.clear()  # forgetting the list does not lose the games: they are listed again
    assert compute_statistics(kept_records(storage)).games == 2
    for path in kept:
        storage.delete_game(path)
    assert compute_statistics(kept_records(storage)).games == 0 and outside.is_file()


def test_the_catalogue_s_sql_gives_the_same_figures(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Half the games written by this version (catalogued from their summaries), half as
    files of an earlier version (no summary: replayed once when adopted); the SQL figures
    equal the replays' recount, and deleting the games clears them."""
    from carc_desktop.storage import Snapshot, save_record

    storage = Storage(tmp_path)
    records = _records()
    paths = []
    for i, rec in enumerate(records):
        path = storage.new_game_path()
        if i % 2:
            game = game_from_record(rec)
            storage.write(Snapshot.of(game, {"seats": rec["seats"]} if "seats" in rec else None), path)
        else:
            save_record(rec, path)
        paths.append(path)
    storage.save(game_from_record(records[0]), tmp_path / "elsewhere.carc")  # not a kept game
    stats = library_statistics(storage)
    expect = _recount(records)
    assert stats.games == expect["games"] == 4 and stats.wins == expect["wins"]
    assert {lv: (t.played, t.won) for lv, t in stats.by_level.items()} == expect["levels"]
    assert {m: (t.played, t.won) for m, t in stats.by_mix.items()} == expect["mixes"]
    assert sorted(stats.scores) == sorted(expect["scores"])
    assert (stats.longest_road, stats.biggest_city) == (expect["road"], expect["city"])
    (tmp_path / "games" / "broken.carc").write_text("{ not a game")
    assert library_statistics(storage).unreadable == 1
    for path in paths:
        storage.delete_game(path)
    assert library_statistics(storage).games == 0


def test_levels_are_ordered_weakest_first() -> None:
    assert level_order(["hard", "zzz", "easy", PEOPLE_ONLY]) == [PEOPLE_ONLY, "easy", "hard", "zzz"]
