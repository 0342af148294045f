"""The review model: every position equals the engine's game after as many decisions,
and the race and categories are the score events, added up."""

from __future__ import annotations

import random

import pytest

from carc_desktop.controller.review import CATEGORIES, GameReview, ReviewError
from carc_desktop.engine.moves import move_from_record
from carc_desktop.engine.record import new_game_from_record

from .conftest import played_record


def _picture(game) -> dict:  # type: ignore[no-untyped-def]
    snap = game.snapshot()
    return {k: snap[k] for k in ("tiles", "scores", "supply", "figures", "state", "events", "turn", "agenda",
                                 "bag_pos", "finished")}


def test_every_position_matches_a_fresh_game(all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    record = all_expansions_record
    review = GameReview(record)
    assert review.finished and not review.error
    assert review.length == len(record["moves"]) > 150
    fresh = new_game_from_record(record)
    rng = random.Random(3)
    for i in range(review.length + 1):
        if i:
            fresh.play(move_from_record(record["moves"][i - 1]))
        review.game_at(rng.randrange(review.length + 1))  # come from anywhere: back or forward
        game = review.game_at(i)
        assert _picture(game) == _picture(fresh), f"position {i}"
        assert review.scores_at(i) == fresh.scores
        assert len(game.board.placements) == len(fresh.board.placements)


def test_marks_are_the_paying_events_with_their_positions(all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    review = GameReview(all_expansions_record)
    paying = [e for e in review.events if any(e.points.values())]
    assert [m.event for m in review.marks] == paying
    assert any(not m.final for m in review.marks) and any(m.final for m in review.marks)
    for m in review.marks:
        before = review.game_at(m.position - 1)
        n_before = len(before.events)
        after = review.game_at(m.position)
        assert n_before <= m.event_index < len(after.events)
        assert after.events[m.event_index] == m.event


def test_next_scoring_steps_through_every_mark(all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    review = GameReview(all_expansions_record)
    seen, pos = [], 0
    while (nxt := review.next_scoring(pos)) is not None:
        assert nxt > pos
        seen.append(nxt)
        pos = nxt
    assert seen == review.mark_positions()
    assert review.previous_scoring(seen[1]) == seen[0]


def test_turn_scores_add_up_the_events(all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    review = GameReview(all_expansions_record)
    rows = review.turn_scores()
    assert rows[0] == [0, 0, 0]
    assert rows[-1] == review.final_scores == review.game_at(review.length).scores
    game_turns = review.turns
    assert len(rows) == game_turns + 2  # start, every turn, final scoring
    for t in range(1, game_turns + 1):
        end = review.end_of_turn(t - 1)
        assert rows[t] == review.scores_at(end) or t == game_turns  # the last turn ends in the final scoring
        expected = [0, 0, 0]
        for m in review.marks:
            if not m.final and m.turn < t:
                for p, v in m.event.points.items():
                    expected[p] += v
        assert rows[t] == expected


def test_categories_add_up_to_the_scores_everywhere() -> None:
    for seed in (5, 8, 13):
        review = GameReview(played_record(seed=seed))
        for pos in range(0, review.length + 1, 17):
            assert [sum(r.values()) for r in review.categories_at(pos)] == review.scores_at(pos)
        table = review.categories_at()
        assert [sum(r.values()) for r in table] == review.final_scores
        assert set(table[0]) == set(CATEGORIES)
        for p in range(3):
            series = review.category_series(p)
            assert [series[c][-1] for c in CATEGORIES] == [table[p][c] for c in CATEGORIES]


def test_surveyor_share_is_what_the_tile_changed() -> None:
    review = GameReview(played_record(seed=13))
    with_tile = [m for m in review.marks if any(n[0] == "surveyor" for n in m.event.data.get("notes", []))]
    assert with_tile
    assert any(m.categories.get(p, {}).get("surveyor") for m in with_tile for p in m.event.points)
    for m in review.marks:
        if m not in with_tile:
            assert all("surveyor" not in row for row in m.categories.values())


def test_a_game_without_surveyors_has_no_surveyor_points() -> None:
    review = GameReview(played_record(seed=2, players=2, expansions=("markets_of_leipzig",)))
    assert all(r["surveyor"] == 0 for r in review.categories_at())
    quarters = [0, 0]
    for m in review.marks:
        for code, p, v in m.event.data.get("items", []):
            if code in ("wainwrights", "coiners", "bookbinders", "tanners"):
                quarters[p] += v
    assert [r["leipzig"] for r in review.categories_at()] == quarters


def test_unfinished_game_reviews_up_to_its_last_decision() -> None:
    record = played_record(seed=6, moves=40)
    review = GameReview(record)
    assert not review.finished and review.length == 40
    assert review.turn_scores()[-1] == review.scores_at(40)
    assert review.game_at(40).history == [move_from_record(m) for m in record["moves"]]


def test_a_refused_decision_ends_the_review_there() -> None:
    record = played_record(seed=6, moves=30)
    record["moves"][20] = {"type": "place", "x": 999, "y": 999, "rotation": 0}
    review = GameReview(record)
    assert review.length == 20 and "21" in review.error


def test_a_refused_setup_is_a_review_error() -> None:
    with pytest.raises(ReviewError):
        GameReview({"format": "carc-desktop-record", "version": 1, "players": [{"name": "A"}]})


def test_review_leaves_the_record_alone(all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    import copy

    before = copy.deepcopy(all_expansions_record)
    review = GameReview(all_expansions_record)
    review.game_at(3)
    assert all_expansions_record == before
