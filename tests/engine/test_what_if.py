"""What if and why not, answered by the engine: a preview tells who scores and who holds
each feature the decisions touch; the choices a decision shows but refuses come back with
a coded reason; a setup is checked without setting up a game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from carc_desktop.engine import Game, PlayerInfo, RuleSet, SetupError, Skip, setup_problem
from carc_desktop.engine.expansions.la_porxada import PorxadaChoice
from carc_desktop.engine.expansions.markets_of_leipzig import QUARTERS, LeipzigChoice, quarters_of
from carc_desktop.engine.moves import move_from_record
from carc_desktop.engine.record import game_from_record, new_game_from_record

RECORDS = Path(__file__).resolve().parent / "records"


def _positions(record: dict, kind: str):  # type: ignore[no-untyped-def,type-arg]
    """The game at every position of ``record`` where a ``kind`` decision is pending."""
    game = new_game_from_record(record)
    for raw in record["moves"]:
        if game.phase == kind:
            yield game
        game.play(move_from_record(raw))


def _scores_after(game: Game, move, player: int, root: int) -> bool:  # type: ignore[no-untyped-def]
    """The old way, on a copy: the scoring still waiting, or the score event it ended in."""
    copy = game.copy()
    first = len(copy.events)
    copy.play(move)
    if copy.scoring is not None and copy.scoring.feature.id == root:
        return player in copy.scoring.scorers
    ev = next(e for e in copy.events[first:] if e.type == "score" and e.data.get("node") == root)
    return player in ev.data["scorers"]


def test_every_leipzig_choice_tells_whether_the_sender_still_scores_the_road() -> None:
    seen = {True: 0, False: 0}
    for path in sorted((RECORDS / "markets_of_leipzig").glob("*.json")):
        if path.name.endswith(".expect.json"):
            continue
        for game in _positions(json.loads(path.read_text()), "leipzig"):
            root = game.scoring.feature.id
            before = game.snapshot()
            for move in game.legal_moves():
                preview = game.preview(move)
                assert game.snapshot() == before
                expected = _scores_after(game, move, move.player, root)
                assert preview.scores_feature(move.player, root) == expected, (path.name, move)
                seen[expected] += 1
    assert seen[True] and seen[False], seen  # both answers occur in the rule records


def test_a_placement_preview_names_the_holders_of_the_tiles_features() -> None:
    game = Game(3, seed=17)
    rng = random.Random(17)
    checked = 0
    while not game.finished and checked < 40:
        if game.phase == "place":
            move = rng.choice(game.legal_moves())
            preview = game.preview(move, Skip())
            copy = game.copy()
            copy.play(move)
            copy.play(Skip())
            placement = copy.board.placements[-1] if copy.board.placements[-1].tile.id == game.tile.id else None
            if placement is not None:
                for node in placement.nodes:
                    root = copy.features.find(node)
                    assert preview.holders[root] == copy.holders(copy.features.nodes[root])
                    checked += 1
            for ev in preview.events:
                if ev.type == "score":
                    assert preview.scorers[ev.data["node"]] == tuple(ev.data["scorers"])
        game.play(rng.choice(game.legal_moves()))
    assert checked >= 40


def test_preview_placement_skips_the_figure_step_or_stops_before_another_decision() -> None:
    game = Game(2, seed=11)
    move = game.legal_moves()[0]
    assert game.preview_placement(move) == game.preview(move, Skip())


def test_a_held_quarter_is_refused_with_its_code() -> None:
    record = json.loads((RECORDS / "markets_of_leipzig" / "24_all_four_quarters.json").read_text())
    game = game_from_record(record, stop_at=13)
    assert game.phase == "leipzig"
    held = set(quarters_of(game, 0))
    refused = game.refused_choices()
    assert [m for m, _ in refused] == [LeipzigChoice(0, q) for q in QUARTERS if q in held]
    assert all(r.code == "quarter_taken" and r.params["quarter"] == m.quarter for m, r in refused)
    assert all(game.check(m).code == "quarter_taken" for m, _ in refused)
    assert not any(m in game.legal_moves() for m, _ in refused)


def test_a_swap_without_followers_is_refused_with_its_code() -> None:
    record = json.loads((RECORDS / "la_porxada" / "06_no_own_follower_bonus_only.json").read_text())
    game = game_from_record(record, stop_at=5)
    assert game.phase == "porxada"
    refused = game.refused_choices()
    assert [(m, r.code) for m, r in refused] == [(PorxadaChoice("swap"), "swap_needs_followers")]
    assert game.check(PorxadaChoice("swap")).code == "swap_needs_followers"


def test_a_decision_without_refusals_offers_none() -> None:
    game = Game(2, seed=3)
    assert game.phase == "place" and game.refused_choices() == []


@pytest.mark.parametrize("players,rules", [
    (7, RuleSet()), (1, RuleSet()), (2, RuleSet("C4")), (2, RuleSet("C3", ("no_such_expansion",))),
    (2, RuleSet("C3", (), {"no_such_option": 1})), (2, RuleSet("C3", (), {"followers": 0})),
    (2, RuleSet("C3", (), {"followers": "seven"})), (2, RuleSet("C3", ("markets_of_leipzig",), {"followers": 21})),
])
def test_setup_problem_is_the_games_own_refusal(players: int, rules: RuleSet) -> None:
    with pytest.raises(SetupError) as info:
        Game(players, rules)
    problem = setup_problem(players, rules)
    assert problem is not None and (problem.code, problem.params) == (info.value.code, info.value.params)


def test_setup_problem_accepts_what_a_game_accepts() -> None:
    names = ("traders_and_builders", "markets_of_leipzig", "the_land_surveyors", "la_porxada")
    for n in range(2, 7):
        rules = RuleSet("C2" if n % 2 else "C3", names[: n - 2])
        assert setup_problem([PlayerInfo(f"P{i}", "red") for i in range(n)], rules) is None
        Game(n, rules)
