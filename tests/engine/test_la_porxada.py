"""La Porxada: scenario records (bonus, swap accepted / refused, removal from board or
supply, swap unavailable, builder returning), record fields, undo, random games."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.expansions.la_porxada import (
    PorxadaAnswer,
    PorxadaChoice,
    PorxadaRemove,
    porxada_city,
    removed,
    tokens,
)
from carc_desktop.engine.final import is_completed_city
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import RecordFieldError, move_from_record
from carc_desktop.engine.record import RecordError, game_from_record, record_from_game, replay_summary
from carc_desktop.engine.rules import RuleSet

RECORDS = Path(__file__).parent / "records" / "la_porxada"
NAMES = sorted(p.name[:-5] for p in RECORDS.glob("*.json") if not p.name.endswith(".expect.json"))


def _load(name: str) -> tuple[dict, dict]:
    record = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    expect = json.loads((RECORDS / f"{name}.expect.json").read_text(encoding="utf-8"))
    missing = [e for e in record["rules"]["expansions"] if e not in load_all()]
    if missing:  # pragma: no cover - another expansion not written yet
        pytest.skip(f"expansion(s) not available: {missing}")
    return record, expect


def _score_events(game: Game) -> list[dict]:
    out = []
    for ev in game.events:
        if ev.type != "score":
            continue
        data = ev.to_json()
        items = {str(p): v for code, p, v in data["items"] if code == "porxada"}
        out.append({"feature": data["feature"], "reason": data["reason"], "value": data["value"],
                    "points": data["points"], "porxada_items": items})
    return out


def _bonus_only_at_final(game: Game) -> None:
    """The Porxada bonus is a final-scoring matter: no item or bubble note in a scoring
    during the game (whatever surveyor tile is active)."""
    for ev in game.events:
        if ev.type == "score" and ev.data["reason"] != "final":
            assert not any(code == "porxada" for code, _, _ in ev.data["items"]), ev
            assert not any(code == "porxada_bubble" for code, _ in ev.data["notes"]), ev


def _porxada_step(record: dict) -> int:
    return next(i for i, m in enumerate(record["moves"]) if m["type"] == "porxada")


@pytest.mark.parametrize("name", NAMES)
def test_record(name: str) -> None:
    record, expect = _load(name)
    game = game_from_record(record)
    summary = replay_summary(game)
    assert summary["finished"] is expect.get("finished", True)
    for got, want in zip(summary["players"], expect["players"], strict=True):
        assert {k: got[k] for k in want} == want, name
    if "score_events" in expect:
        got_events = _score_events(game)
        assert len(got_events) == len(expect["score_events"]), got_events
        for got, want in zip(got_events, expect["score_events"]):
            assert {k: got[k] for k in want} == want, got
    _bonus_only_at_final(game)
    if "builder_supply" in expect:
        assert [s["builder"] for s in game.supply] == expect["builder_supply"]
    if "legal_porxada" in expect:
        before = game_from_record(record, stop_at=_porxada_step(record))
        assert before.phase == "porxada"
        assert [m.to_record() for m in before.legal_moves()] == expect["legal_porxada"]
    again = game_from_record(json.loads(json.dumps(record_from_game(game))))
    assert again.scores == game.scores and again.snapshot()["state"] == game.snapshot()["state"]


# --- the decisions ------------------------------------------------------------------------
def test_decision_order_and_deciders() -> None:
    record, _ = _load("04_swap_refused_remove_on_board")
    i = _porxada_step(record)
    game = game_from_record(record, stop_at=i - 1)
    assert game.phase == "place" and game.decider == 0
    game.play(move_from_record(record["moves"][i - 1]))
    # Right after placing, before the figure step: the placer chooses.
    assert game.phase == "porxada" and game.decider == 0
    assert [s[0] for s in game.agenda[:2]] == ["porxada", "deploy"]
    legal = game.legal_moves()
    assert PorxadaChoice("bonus") in legal
    assert PorxadaChoice("swap", (-1, 0, "road1"), (-1, 1, "city1")) in legal and len(legal) == 2
    game.play(move_from_record(record["moves"][i]))
    assert game.phase == "porxada_answer" and game.decider == 1
    assert game.legal_moves() == [PorxadaAnswer(True), PorxadaAnswer(False)]
    game.play(PorxadaAnswer(False))
    assert game.phase == "porxada_remove" and game.decider == 1
    assert game.legal_moves() == [PorxadaRemove((-1, 1, "city1")), PorxadaRemove("supply")]
    game.play(PorxadaRemove((-1, 1, "city1")))
    assert game.phase == "deploy" and game.decider == 0
    assert removed(game, 1) == 1 and game.supply[1]["follower"] == 6
    assert not any(f.player == 1 for f in game.figure_at.values())


def test_refuser_without_supply_must_remove_from_the_board() -> None:
    record, _ = _load("04_swap_refused_remove_on_board")
    i = _porxada_step(record)
    game = game_from_record(record, stop_at=i + 2)
    assert game.phase == "porxada_remove"
    game.journal.setitem(game.supply[1], "follower", 0)  # as if all his followers were out
    assert game.legal_moves() == [PorxadaRemove((-1, 1, "city1"))]


def test_swap_unavailable_without_own_follower() -> None:
    record, _ = _load("06_no_own_follower_bonus_only")
    bad = copy.deepcopy(record)
    i = _porxada_step(bad)
    bad["moves"][i] = {"type": "porxada", "option": "swap", "mine": [-1, 0, "road1"], "theirs": [-1, 1, "city1"]}
    with pytest.raises(RecordError) as info:
        game_from_record(bad)
    assert info.value.move_index == i


def test_swap_unavailable_without_another_players_follower() -> None:
    record, _ = _load("04_swap_refused_remove_on_board")
    changed = copy.deepcopy(record)
    changed["moves"][3] = {"type": "skip"}  # Blue puts no knight on his cap
    i = _porxada_step(changed)
    game = game_from_record(changed, stop_at=i)
    assert game.legal_moves() == [PorxadaChoice("bonus")]


@pytest.mark.parametrize("raw, message", [
    ({"type": "porxada"}, "option"),
    ({"type": "porxada", "option": "both"}, "option"),
    ({"type": "porxada", "option": "swap", "mine": [0, 0]}, "mine"),
    ({"type": "porxada", "option": "swap", "mine": [0, 0, "road1"], "theirs": [0, "x", "city1"]}, "theirs"),
    ({"type": "porxada_answer", "accept": "yes"}, "accept"),
    ({"type": "porxada_remove"}, "follower"),
    ({"type": "porxada_remove", "follower": "box"}, "follower"),
])
def test_malformed_decisions(raw, message) -> None:
    with pytest.raises(RecordFieldError, match=message):
        move_from_record(raw)


def test_decisions_round_trip_through_records() -> None:
    for move in (PorxadaChoice("bonus"), PorxadaChoice("swap", (1, 2, "city1"), (-3, 0, "road2")),
                 PorxadaAnswer(True), PorxadaAnswer(False), PorxadaRemove("supply"), PorxadaRemove((0, 1, "field1"))):
        raw = json.loads(json.dumps(move.to_record()))
        assert move_from_record(raw) == move
    assert PorxadaChoice("bonus").to_record() == {"type": "porxada", "option": "bonus"}


# --- the bonus ----------------------------------------------------------------------------
def test_bonus_tokens_and_bubble() -> None:
    record, _ = _load("01_bonus_tokens_and_final_bubble")
    game = game_from_record(record)
    assert tokens(game) == frozenset({0, 1})
    assert porxada_city(game).open == 0
    token_events = [e for e in game.events if e.type == "porxada_tokens"]
    assert len(token_events) == 1 and token_events[0].data["players"] == [0, 1]
    # The south city scored 2/tile for Red stays incomplete for everything else.
    south = game.feature_of(game.board.at((1, -1))[0], 0)
    assert south.kind == "city" and south.open > 0 and not is_completed_city(game, south)


def test_swap_is_undone_exactly() -> None:
    record, _ = _load("03_swap_accepted")
    i = _porxada_step(record)
    game = game_from_record(record, stop_at=i + 1)
    before = game.snapshot()
    game.play(PorxadaAnswer(True))
    assert game.figure_at[(1, 0)].player == 1  # Blue's follower now on the road
    game.undo()
    assert game.snapshot() == before


# --- random games ---------------------------------------------------------------------
def _accounted(game: Game) -> None:
    on_board: dict[tuple[int, str], int] = {}
    for fig in game.figure_at.values():
        on_board[(fig.player, fig.kind)] = on_board.get((fig.player, fig.kind), 0) + 1
    for p in range(len(game.players)):
        summary = replay_summary(game)["players"][p]
        away = len(summary.get("leipzig", ())) + summary.get("porxada_removed", 0)
        for kind, total in game.total_figures.items():
            extra = away if kind == "follower" else 0
            assert game.supply[p][kind] + on_board.get((p, kind), 0) + extra == total, (p, kind)


@pytest.mark.parametrize("block", range(10))
def test_random_games_with_every_expansion(block: int) -> None:
    names = tuple(sorted(load_all()))
    seen: set[str] = set()
    for seed in range(1000 + block * 10, 1000 + block * 10 + 10):
        rng = random.Random(seed)
        game = Game(2 + seed % 4, RuleSet("C3" if seed % 2 else "C2", names), seed=seed)
        start = game.snapshot()
        while not game.finished:
            moves = game.legal_moves()
            phase = game.phase
            seen.add(phase)
            if phase == "porxada":
                # Half the games take a swap when there is one (answers and removals), half the bonus.
                swaps = [m for m in moves if isinstance(m, PorxadaChoice) and m.option == "swap"]
                moves = (swaps or moves) if seed % 2 else [PorxadaChoice("bonus")]
            game.play(rng.choice(moves))
            if phase.startswith("porxada"):
                _accounted(game)
        _accounted(game)
        _bonus_only_at_final(game)
        again = game_from_record(json.loads(json.dumps(record_from_game(game))))
        assert again.scores == game.scores
        while game.history:
            game.undo()
        assert game.snapshot() == start
    assert "porxada" in seen
