"""Traders & Builders: scenario records (with hand-derived expectations), rule checks
through the Game API, and seeded random games with invariants, record round trips and
full undo."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Deploy, IllegalMoveError, PlaceTile, Skip, move_from_record
from carc_desktop.engine.record import (
    RecordError,
    game_from_record,
    new_game_from_record,
    record_from_game,
    replay_summary,
)
from carc_desktop.engine.rules import RuleSet
from carc_desktop.engine.tileset import CITY, FIELD, ROAD, load_catalogue

TB = "traders_and_builders"
OPTION = "tb_builder_second_tile_optional"
RECORDS = Path(__file__).parent / "records" / TB
RECORD_FILES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expect.json"))
GOODS = ("wine", "grain", "cloth")


def _load(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    record = json.loads(path.read_text(encoding="utf-8"))
    expect = json.loads(path.with_name(path.stem + ".expect.json").read_text(encoding="utf-8"))
    return record, expect


def test_there_are_scenario_records() -> None:
    assert len(RECORD_FILES) >= 20


# --- scenario records ------------------------------------------------------------------
@pytest.mark.parametrize("path", RECORD_FILES, ids=lambda p: p.stem)
def test_scenario_record(path: Path) -> None:
    record, expect = _load(path)
    if "error_move_index" in expect:
        with pytest.raises(RecordError) as info:
            game_from_record(record)
        assert info.value.move_index == expect["error_move_index"], info.value.message
        # Everything before the offending decision is legal.
        game_from_record(record, stop_at=expect["error_move_index"])
        return

    game = game_from_record(record)
    summary = replay_summary(game)
    assert summary["finished"] == expect["finished"]
    for got, want in zip(summary["players"], expect["players"], strict=True):
        for key, value in want.items():
            assert got[key] == value, (got["name"], key)

    # Who decides each move: shows double turns (and that they never chain).
    replay = new_game_from_record(record)
    deciders = []
    for raw in record["moves"]:
        deciders.append(replay.decider)
        replay.play(move_from_record(raw))
    if "deciders" in expect:
        assert deciders == expect["deciders"]
    assert replay.snapshot() == game.snapshot()

    for kind, per_player in expect.get("figures_in_supply", {}).items():
        assert [game.supply[p][kind] for p in range(len(game.players))] == per_player, kind
    for kind, count in expect.get("event_counts", {}).items():
        assert sum(1 for e in game.events if e.type == kind) == count, kind
    if "final_goods_winners" in expect:
        winners = {e.data["goods"]: sorted(e.points) for e in game.events
                   if e.type == "score" and e.data.get("feature") == "goods"}
        for kind, players in expect["final_goods_winners"].items():
            assert winners.get(kind, []) == players, kind

    # Writing the game back gives a record that replays to the same state.
    again = game_from_record(json.loads(json.dumps(record_from_game(game))))
    assert again.snapshot() == game.snapshot()


# --- helpers for the API tests -----------------------------------------------------------
def tb_game(draws: list[str], options: dict[str, Any] | None = None, players: int = 2) -> Game:
    # These tests take the second tile without being asked; the optional reading has its own.
    return Game(players, RuleSet("C3", (TB,), {OPTION: False, **(options or {})}), seed=1, draws=draws)


def play(game: Game, *moves: Any) -> None:
    for m in moves:
        game.play(m)


def P(x: int, y: int, r: int = 0) -> PlaceTile:
    """A placement; ``r`` in quarter turns (records use degrees)."""
    return PlaceTile(x, y, r)


def D(figure: str, feature: str) -> Deploy:
    return Deploy(figure, feature)


# --- setup, tiles, shapes ------------------------------------------------------------------
def test_bag_holds_base_and_tb_tiles() -> None:
    game = Game(2, RuleSet("C3", (TB,)), seed=5)
    assert len(game.bag) == 71 + 24
    tb = [t for t in game.bag if t.startswith("TB-")]
    assert len(tb) == 24 and len(set(tb)) == 24
    assert game.supply[0] == {"follower": 7, "builder": 1, "pig": 1}
    assert game.total_figures == {"follower": 7, "builder": 1, "pig": 1}
    assert replay_summary(game)["players"][0]["goods"] == {"wine": 0, "grain": 0, "cloth": 0}
    # The rule says the player "may" take the second tile: optional unless a game says otherwise.
    assert game.rules.options[OPTION] is True


def test_goods_symbols_in_catalogue() -> None:
    counts = {g: 0 for g in GOODS}
    for tile in load_catalogue().of_set(TB):
        for seg in tile.segments:
            if seg.goods:
                assert seg.kind == CITY
                counts[seg.goods] += 1
    assert counts == {"wine": 9, "grain": 6, "cloth": 5}


def _roots_on(game: Game, index: int, kind: str) -> set[int]:
    placement = game.board.placements[index]
    return {game.feature_of(placement, s.index).id for s in placement.tile.segments if s.kind == kind}


def test_bridge_keeps_roads_and_four_fields_apart() -> None:
    game = tb_game(["TB-B"])
    play(game, P(1, 0))
    assert len(_roots_on(game, 1, ROAD)) == 2
    assert len(_roots_on(game, 1, FIELD)) == 4
    spots = {m.feature for m in game.legal_moves() if isinstance(m, Deploy) and m.figure == "follower"}
    assert {"road1", "road2", "field1", "field2", "field3", "field4"} <= spots


def test_tb_c_house_and_city_ends_close_roads() -> None:
    game = tb_game(["TB-C"])
    play(game, P(1, 0))
    placement = game.board.placements[1]
    road1 = game.feature_of(placement, placement.tile.segment_index["road1"])
    road2 = game.feature_of(placement, placement.tile.segment_index["road2"])
    assert road1 is not road2
    assert road1.open == 1  # D's west end only: the house closes the east end
    assert road2.open == 1  # the S edge; the other end is the city gate
    assert len(_roots_on(game, 1, FIELD)) == 3


def test_tb_j_monastery_splits_three_roads() -> None:
    game = tb_game(["TB-J"])
    play(game, P(1, 0))
    assert len(_roots_on(game, 1, ROAD)) == 3
    placement = game.board.placements[1]
    for name in ("road1", "road2"):
        assert game.feature_of(placement, placement.tile.segment_index[name]).open == 1


def test_tb_m_three_cities_and_inner_fields() -> None:
    game = tb_game(["TB-M"])
    play(game, P(0, 1))
    assert len(_roots_on(game, 1, CITY)) == 3
    for tid in ("TB-M", "TB-N", "TB-P", "TB-X"):
        inner = [s for s in load_catalogue()[tid].segments if s.kind == FIELD and not s.halves]
        assert len(inner) == 1 and inner[0].adjacent, tid


# --- builder -----------------------------------------------------------------------------
def test_legal_moves_list_builder_beside_followers() -> None:
    game = tb_game(["BASE-U", "BASE-B", "TB-J", "BASE-B"])
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(), P(2, 0))
    moves = game.legal_moves()
    builders = {m.feature for m in moves if isinstance(m, Deploy) and m.figure == "builder"}
    assert builders == {"road3"}  # the road holding Red's follower; not road1/road2, not the monastery
    assert D("follower", "monastery") in moves and D("follower", "road1") in moves
    assert D("follower", "road3") not in moves  # occupied by Red's own follower
    assert not any(isinstance(m, Deploy) and m.figure == "pig" for m in moves)
    with pytest.raises(IllegalMoveError, match="builder"):
        game.play(D("builder", "monastery"))
    with pytest.raises(IllegalMoveError):
        game.play(D("builder", "field1"))
    game.play(D("builder", "road3"))
    assert game.supply[0]["builder"] == 0


def test_builder_allowed_beside_other_players_figures() -> None:
    # Red and Blue followers end up on one road; both may then add a builder.
    game = tb_game(["BASE-U", "BASE-V", "BASE-V", "BASE-V", "BASE-U", "BASE-U"])
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), D("follower", "road1"),
         P(-1, -1, 2), Skip(), P(-1, 0, 3), Skip())
    play(game, P(2, 0), D("builder", "road1"))
    play(game, P(3, 0))
    assert D("builder", "road1") in game.legal_moves()  # Blue: own follower in the merged road
    game.play(D("builder", "road1"))
    assert game.supply[0]["builder"] == 0 and game.supply[1]["builder"] == 0
    # Blue's thief leaves (another expansion's rule): only Blue's builder goes home.
    blue = next(f for f in game.figure_at.values() if f.kind == "follower" and f.player == 1)
    game.remove_figures([blue])
    assert game.supply[0]["builder"] == 0 and game.supply[1]["builder"] == 1


def test_only_own_builder_gives_double_turn_and_turn_counts_once() -> None:
    draws = ["BASE-U", "BASE-B", "BASE-U", "BASE-U", "BASE-U", "BASE-B", "BASE-B"]
    game = tb_game(draws)
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(), P(2, 0), D("builder", "road1"))
    # Blue extends Red's builder road: no double turn for Blue.
    play(game, P(3, 0), Skip())
    assert game.current == 0 and game.turn == 4
    # Red extends it: a second part in the same turn.
    events = game.play(P(4, 0))
    assert not any(e.type == "double_turn" for e in events)
    events = game.play(Skip())
    assert [e.data for e in events if e.type == "double_turn"] == [{"player": 0, "taken": True}]
    assert game.current == 0 and game.turn == 4 and game.part == 1 and game.phase == "place"
    play(game, P(1, -1), Skip())
    assert game.current == 1 and game.turn == 5 and game.part == 0


def test_builder_placed_this_part_does_not_trigger() -> None:
    game = tb_game(["BASE-U", "BASE-B", "BASE-U", "BASE-B", "BASE-B"])
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(), P(2, 0), D("builder", "road1"))
    assert game.current == 1 and game.part == 0


def test_builder_and_pig_return_with_their_owner_s_last_follower() -> None:
    game = tb_game(["BASE-U", "BASE-B", "BASE-U", "BASE-B", "BASE-U", "BASE-U", "BASE-B"])
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(),
         P(2, 0), D("builder", "road1"), P(1, -1), Skip())
    play(game, P(3, 0), D("follower", "field1"))  # double turn; farmer north of the road
    play(game, P(4, 0), D("pig", "field1"))
    assert game.supply[0] == {"follower": 5, "builder": 0, "pig": 0}
    before = game.snapshot()
    mark = game.journal.mark()
    thief = next(f for f in game.figure_at.values()
                 if f.kind == "follower" and game.board.placements[f.placement].tile.segments[f.segment].kind == ROAD)
    game.remove_figures([thief])  # as another expansion's rule would (swap, removal)
    assert game.supply[0] == {"follower": 6, "builder": 1, "pig": 0}
    assert [e.data for e in game.events if e.type == "figure_returned"] == [
        {"player": 0, "figure": "builder", "reason": "no_follower"}]
    farmer = next(f for f in game.figure_at.values() if f.kind == "follower")
    game.remove_figures([farmer])
    assert game.supply[0] == {"follower": 7, "builder": 1, "pig": 1}
    assert not game.figure_at
    game.journal.rollback(mark)
    assert game.snapshot() == before


def test_swap_away_of_last_thief_returns_builder() -> None:
    # Red: thief + builder on the road; Blue: a farmer in the south field.
    game = tb_game(["BASE-U", "BASE-U", "BASE-U", "BASE-B", "BASE-B"])
    play(game, P(1, 0), D("follower", "road1"), P(2, 0), D("follower", "field2"),
         P(3, 0), D("builder", "road1"))
    board = game.board.placements
    thief = next(f for f in game.figure_at.values() if f.player == 0 and f.kind == "follower")
    blue = next(f for f in game.figure_at.values() if f.player == 1)
    before = game.snapshot()
    mark = game.journal.mark()
    # A swap (La Porxada) exchanges Red's thief with Blue's farmer: Red has no thief left there.
    game.move_figures(((thief, board[blue.placement], blue.segment), (blue, board[thief.placement], thief.segment)))
    assert game.supply[0]["builder"] == 1 and "builder" not in {f.kind for f in game.figure_at.values()}
    game.journal.rollback(mark)
    assert game.snapshot() == before
    # Moving the thief to another segment of the same road keeps the builder.
    road_tile = board[2]  # U(2,0), same road
    game.move_figures(((thief, road_tile, road_tile.tile.segment_index["road1"]),))
    assert game.supply[0]["builder"] == 0


def test_builder_scored_returns_with_feature_and_can_be_redeployed() -> None:
    record, _ = _load(RECORDS / "02_first_tile_completes_builder_road.json")
    game = game_from_record(record, stop_at=10)  # after the completing tile and its figure step
    road = [e for e in game.events if e.type == "score" and e.data["feature"] == ROAD]
    assert [(e.points, e.data["tiles"], e.data["figures"]) for e in road] == [({0: 5}, 5, {"0": 1})]  # the builder is not counted as a follower
    assert game.supply[0] == {"follower": 6, "builder": 1, "pig": 1}
    assert (game.current, game.part, game.phase) == (0, 1, "place")
    game.play(P(4, 0))
    assert D("builder", "road1") in game.legal_moves()


def test_option_asks_only_when_tiles_remain() -> None:
    opt = {OPTION: True}
    game = tb_game(["BASE-U", "BASE-B", "BASE-U", "BASE-B", "BASE-U"], opt)
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(), P(2, 0), D("builder", "road1"),
         P(1, -1), Skip(), P(3, 0), Skip())
    assert game.finished  # last tile: no question, the game ends
    game = tb_game(["BASE-U", "BASE-B", "BASE-U", "BASE-B", "BASE-U", "BASE-B"], opt)
    play(game, P(1, 0), D("follower", "road1"), P(0, -1), Skip(), P(2, 0), D("builder", "road1"),
         P(1, -1), Skip(), P(3, 0))
    assert game.phase == "deploy"  # figure step and scoring come first
    game.play(Skip())
    assert game.phase == "builder_second_tile" and game.decider == 0
    assert {m.to_record()["take"] for m in game.legal_moves()} == {True, False}
    with pytest.raises(IllegalMoveError):
        game.play(P(2, -1))


def test_bad_second_tile_record_field() -> None:
    record, _ = _load(RECORDS / "20_option_second_tile_declined.json")
    record["moves"][10] = {"type": "builder_second_tile", "take": "no"}
    with pytest.raises(RecordError) as info:
        game_from_record(record)
    assert info.value.move_index == 10


# --- pig ---------------------------------------------------------------------------------
def test_pig_item_in_final_field_event() -> None:
    record, _ = _load(RECORDS / "11_pig_with_majority.json")
    game = game_from_record(record)
    fields = [e for e in game.events if e.type == "score" and e.data["feature"] == FIELD]
    assert len(fields) == 1
    data = fields[0].data
    assert data["value"] == 3 and data["cities"] == 1 and data["items"] == [["pig", 0, 1]]
    assert fields[0].points == {0: 4}


def test_pig_needs_supply_and_own_farmer() -> None:
    game = tb_game(["BASE-U", "BASE-B", "BASE-U", "BASE-B", "BASE-U"])
    play(game, P(1, 0), D("follower", "field1"), P(0, -1), Skip(), P(2, 0))
    moves = game.legal_moves()
    assert {m.feature for m in moves if isinstance(m, Deploy) and m.figure == "pig"} == {"field1"}
    game.play(D("pig", "field1"))
    play(game, P(1, -1), Skip(), P(3, 0))
    assert not any(isinstance(m, Deploy) and m.figure == "pig" for m in game.legal_moves())


# --- goods -------------------------------------------------------------------------------
def test_goods_event_follows_city_scoring() -> None:
    record, _ = _load(RECORDS / "09_goods_to_completer_without_knight.json")
    game = game_from_record(record)
    kinds = [(e.type, e.data.get("feature")) for e in game.events]
    i = kinds.index(("score", CITY))
    assert kinds[i + 1] == ("goods", None)
    goods = game.events[i + 1]
    assert goods.data["player"] == 1 and goods.data["wine"] == 2 and goods.points == {}
    final = [e for e in game.events if e.type == "score" and e.data["feature"] == "goods"]
    assert [(e.data["goods"], e.points) for e in final] == [("wine", {1: 10})]


def test_final_goods_majorities() -> None:
    game = tb_game([], players=3)
    game.put("tb.goods", ((2, 0, 1), (2, 0, 3), (1, 0, 0)))
    before = list(game.scores)
    game.expansion(TB).final_scoring(game)
    assert [s - b for s, b in zip(game.scores, before)] == [10, 20, 0]
    final = [e for e in game.events if e.type == "score" and e.data.get("feature") == "goods"]
    assert {e.data["goods"]: e.points for e in final} == {"wine": {0: 10, 1: 10}, "cloth": {1: 10}}


# --- random games ------------------------------------------------------------------------
def _check_invariants(game: Game) -> None:
    on_board: dict[tuple[int, str], int] = {}
    for fig in game.figure_at.values():
        on_board[(fig.player, fig.kind)] = on_board.get((fig.player, fig.kind), 0) + 1
    for p in range(len(game.players)):
        for kind, total in game.total_figures.items():
            assert game.supply[p][kind] + on_board.get((p, kind), 0) == total, (p, kind)
        assert on_board.get((p, "builder"), 0) <= 1 and on_board.get((p, "pig"), 0) <= 1
    for fig in game.figure_at.values():
        if fig.kind in ("builder", "pig"):
            placement = game.board.placements[fig.placement]
            assert placement.tile.segments[fig.segment].kind in ((ROAD, CITY) if fig.kind == "builder" else (FIELD,))
            root = game.feature_of(placement, fig.segment)
            assert any(f.player == fig.player and f.kind == "follower" for f in root.figures)
    assert game.part <= 1


def _goods_on_completed_cities(game: Game) -> dict[str, int]:
    out = {g: 0 for g in GOODS}
    for root in game.features.roots():
        if root.kind == CITY and root.open == 0:
            for piece in root.pieces:
                goods = piece.placement.tile.segments[piece.segment].goods
                if goods:
                    out[goods] += 1
    return out


def _given_goods(game: Game) -> dict[str, int]:
    out = {g: 0 for g in GOODS}
    for e in game.events:
        if e.type == "goods":
            for g in GOODS:
                out[g] += e.data[g]
    return out


@pytest.mark.parametrize("chunk", range(4))
def test_random_games(chunk: int) -> None:
    for seed in range(chunk * 30, chunk * 30 + 30):
        players = 2 + seed % 4
        options = {OPTION: seed % 3 == 0}
        game = Game(players, RuleSet("C2" if seed % 5 == 0 else "C3", (TB,), options), seed=seed)
        start = game.snapshot()
        rng = random.Random(seed)
        deep = seed % 10 == 0
        while not game.finished:
            game.push(rng.choice(game.legal_moves()))
            _check_invariants(game)
            if deep:
                given, symbols = _given_goods(game), _goods_on_completed_cities(game)
                assert all(given[g] <= symbols[g] for g in GOODS)
        assert game.tiles_left() == 0
        given = _given_goods(game)
        assert given == _goods_on_completed_cities(game)
        held = {g: sum(s[g] for s in (replay_summary(game)["players"][p]["goods"] for p in range(players)))
                for g in GOODS}
        assert held == given
        assert held["wine"] <= 9 and held["grain"] <= 6 and held["cloth"] <= 5
        final = game.snapshot()

        # Record round trip through the checked replay.
        record = json.loads(json.dumps(record_from_game(game)))
        again = game_from_record(record)
        assert again.scores == game.scores
        assert again.snapshot() == final

        # Undo everything, then push the same moves again.
        moves = list(game.history)
        while game.history:
            game.undo()
        assert game.snapshot() == start
        for m in moves:
            game.push(m)
        assert game.snapshot() == final


def test_random_games_use_every_rule() -> None:
    seen: set[str] = set()
    for seed in range(40):
        game = Game(2, RuleSet("C3", (TB,)), seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            move = rng.choice(game.legal_moves())
            if isinstance(move, Deploy):
                seen.add(move.figure)
            game.push(move)
        for e in game.events:
            seen.add(e.type)
            if e.type == "score":
                seen.add("score:" + e.data["feature"])
                seen.update("item:" + i[0] for i in e.data["items"])
    assert {"builder", "pig", "double_turn", "goods", "score:goods", "item:pig"} <= seen


def test_expansion_state_is_journaled() -> None:
    checked = 0
    for seed in range(3):
        game = Game(2, RuleSet("C3", (TB,)), seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            before = game.snapshot()
            move = rng.choice(game.legal_moves())
            events = game.push(move)
            if any(e.type in ("goods", "double_turn", "game_over") for e in events):
                checked += 1
                after = game.snapshot()
                assert game.undo() == move
                assert game.snapshot() == before
                game.push(move)
                assert game.snapshot() == after
    assert checked >= 3
