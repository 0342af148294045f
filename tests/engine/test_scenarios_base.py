"""Scenario records for the base rules (RULES.md §1 and edge cases 1-9), each with the
expected result worked out by hand in its ``why``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Deploy, PlaceTile, Skip
from carc_desktop.engine.record import RecordError, game_from_record, replay_summary
from carc_desktop.engine.rules import RuleSet

RECORDS = Path(__file__).parent / "records" / "base"
# The worked example records of the record format, kept in the repo (tests/engine/records/shared_examples).
SHARED = Path(__file__).parent / "records" / "shared_examples"


def _result(game: Game) -> dict[str, list[int]]:
    return {"scores": list(game.scores), "score_before_final": list(game.score_before_final or []),
            "supply": [s["follower"] for s in game.supply]}


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.stem)
def test_base_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text())
    game = game_from_record(scenario["record"])
    assert game.finished
    got = _result(game)
    for key, value in scenario["expect"].items():
        assert got[key] == value, f"{key}: {scenario['why']}"


@pytest.mark.parametrize("name", ["01_base_road_completed", "08_base_farmers"])
def test_shared_examples(name: str) -> None:
    record = json.loads((SHARED / f"{name}.json").read_text())
    expect = json.loads((SHARED / f"{name}.expect.json").read_text())
    out = replay_summary(game_from_record(record))
    assert out["finished"] == expect["finished"]
    for got, want in zip(out["players"], expect["players"]):
        for key, value in want.items():
            assert got[key] == value, (name, key)


def test_unplaceable_tile_is_discarded_and_replaced() -> None:
    # After two A tiles flank the start tile, every open cell needs a city or field edge:
    # the X (all roads) fits nowhere, goes back to the box, and U is drawn instead.
    game = Game(2, seed=1, draws=["BASE-A", "BASE-A", "BASE-X", "BASE-U"])
    game.play(PlaceTile(1, 0, 1))
    game.play(Skip())
    game.play(PlaceTile(-1, 0, 3))
    game.play(Skip())
    assert game.discarded == ["BASE-X"]
    assert game.tile is not None and game.tile.id == "BASE-U"
    assert game.decider == 0
    assert any(e.type == "discard" and e.data["tile"] == "BASE-X" for e in game.events)


def test_follower_refused_on_feature_occupied_through_other_tiles() -> None:
    game = Game(2, seed=1, draws=["BASE-U", "BASE-W", "BASE-V"])
    game.play(PlaceTile(1, 0, 0))
    game.play(Deploy("follower", "road1"))
    game.play(PlaceTile(2, 0, 0))
    # W's west stub joins Red's road: Blue may not put a thief there, but may on the others.
    assert Deploy("follower", "road3") not in game.legal_moves()
    assert Deploy("follower", "road1") in game.legal_moves()
    with pytest.raises(ValueError, match="already occupied"):
        game.play(Deploy("follower", "road3"))


def test_refused_move_in_record_names_its_index() -> None:
    record = json.loads((RECORDS / "city_two_tiles_completed.json").read_text())["record"]
    record["moves"][0]["x"] = 5
    with pytest.raises(RecordError) as err:
        game_from_record(record)
    assert err.value.move_index == 0 and "touches no tile" in err.value.message


def test_out_of_followers_means_no_deploy() -> None:
    game = Game(2, RuleSet(options={"followers": 1}), seed=3)
    game.play(next(m for m in game.legal_moves()))
    deploy = next(m for m in game.legal_moves() if isinstance(m, Deploy) and m.feature.startswith("field"))
    game.play(deploy)
    game.play(game.legal_moves()[0])
    game.play(Skip())
    game.play(game.legal_moves()[0])
    assert [m for m in game.legal_moves() if isinstance(m, Deploy)] == []
