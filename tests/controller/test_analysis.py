"""Review > Analyse, the controller's side: verdicts come as they are thought (in the
computer players' process or on the thread), Cancel stops the run and keeps what was done,
reopening an analysed game is instant (nothing is thought again), a run after a cancel
goes on where it stopped, and a changed engine or a damaged kept file analyses again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carc_desktop.ai import analyse
from carc_desktop.ai.analyse import Verdict, decisions, engine_key
from carc_desktop.controller import analysis as analysis_module
from carc_desktop.controller.ai_process import IN_PROCESS_ENV
from carc_desktop.controller.analysis import GameAnalysis, kept_verdicts, plan_facts
from carc_desktop.engine import Game, RuleSet, record_from_game
from carc_desktop.storage.analysis_store import analysis_path


def short_record(tiles: int = 4, seed: int = 3) -> dict:
    from carc_desktop.ai import choose_move

    full = Game(2, RuleSet("C3", ()), seed=seed)
    game = Game(2, RuleSet("C3", ()), seed=seed, draws=full.bag[:tiles])
    n = 0
    while not game.finished:
        game.play(choose_move(game, "random", n))
        n += 1
    return record_from_game(game)


@pytest.fixture
def game_file(tmp_path: Path) -> tuple[dict, Path]:
    record = short_record()
    path = tmp_path / "game.carc"
    path.write_text(json.dumps(record))
    return record, path


def run(qtbot, run_: GameAnalysis) -> list[bool]:  # type: ignore[no-untyped-def]
    done: list[bool] = []
    run_.finished.connect(done.append)
    run_.start()
    qtbot.waitUntil(lambda: bool(done), timeout=120_000)
    assert run_.wait(10)
    return done


def test_verdicts_come_one_by_one_and_are_kept_beside_the_game(qtbot, monkeypatch, game_file) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    record, path = game_file
    run_ = GameAnalysis(record, path, workers=2)
    seen: list[Verdict] = []
    progress: list[tuple[int, int]] = []
    run_.verdict.connect(seen.append)
    run_.progress.connect(lambda d, t: progress.append((d, t)))
    assert run(qtbot, run_) == [True]
    total = sum(1 for _ in decisions(record))
    assert sorted(v.index for v in seen) == list(range(total)) and run_.complete
    assert progress[0] == (0, total) and progress[-1] == (total, total)
    assert analysis_path(path).exists()
    kept = kept_verdicts(record, path)
    assert {i: v.to_json() for i, v in kept.items()} == {v.index: v.to_json() for v in seen}


def test_reopening_an_analysed_game_thinks_nothing_again(qtbot, monkeypatch, game_file) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    record, path = game_file
    assert run(qtbot, GameAnalysis(record, path, workers=1)) == [True]

    def refuse(*_args, **_kw):  # type: ignore[no-untyped-def]
        raise AssertionError("a kept decision was analysed again")

    monkeypatch.setattr(analysis_module, "analyse_turn", refuse)
    again = GameAnalysis(record, path)
    assert len(again.verdicts) == sum(1 for _ in decisions(record))
    assert run(qtbot, again) == [True] and again.error == ""


def test_cancel_stops_the_run_keeps_what_was_done_and_the_next_run_goes_on(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    record = short_record(tiles=8)
    path = tmp_path / "long.carc"
    path.write_text(json.dumps(record))
    total = sum(1 for _ in decisions(record))
    run_ = GameAnalysis(record, path, workers=1)
    run_.verdict.connect(lambda _v: run_.cancel())  # the player presses Cancel at the first result
    assert run(qtbot, run_) == [False]
    assert 1 <= len(run_.verdicts) < total and not run_.complete
    kept = kept_verdicts(record, path)
    assert set(kept) == set(run_.verdicts)
    thought: list[int] = []
    real = analysis_module.analyse_turn

    def counting(game, moves, settings, index):  # type: ignore[no-untyped-def]
        verdicts = real(game, moves, settings, index)
        thought.extend(v.index for v in verdicts)
        return verdicts

    monkeypatch.setattr(analysis_module, "analyse_turn", counting)
    rest = GameAnalysis(record, path, workers=1)
    assert run(qtbot, rest) == [True]
    assert sorted(thought) == sorted(set(range(total)) - set(kept))


def test_a_changed_engine_or_a_damaged_file_analyses_again(qtbot, monkeypatch, game_file) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    record, path = game_file
    assert run(qtbot, GameAnalysis(record, path, workers=1)) == [True]
    assert kept_verdicts(record, path)
    monkeypatch.setattr(analyse, "_ENGINE_KEY", engine_key() + "-changed")
    assert kept_verdicts(record, path) == {}
    monkeypatch.setattr(analyse, "_ENGINE_KEY", None)
    assert kept_verdicts(record, path)
    other = dict(record, moves=record["moves"][:-1])
    assert kept_verdicts(other, path) == {}
    analysis_path(path).write_text('{"format": "carc-desktop-analysis", "verdicts": [')
    assert kept_verdicts(record, path) == {}


def test_it_thinks_in_the_computer_players_process(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv(IN_PROCESS_ENV, raising=False)
    record = short_record(tiles=2)

    def refuse(*_args, **_kw):  # type: ignore[no-untyped-def]
        raise AssertionError("analysed on the window's side")

    monkeypatch.setattr(analysis_module, "analyse_turn", refuse)
    run_ = GameAnalysis(record, None, workers=1)
    assert run(qtbot, run_) == [True]
    here = analyse.analyse_record(record)
    assert [(v.best, v.label) for v in run_.wanted()] == [(v.best, v.label) for v in here]


def test_the_preview_facts_of_a_plan(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    record = short_record(tiles=6)
    for _i, game, move in decisions(record):
        if move.type == "place":
            facts = plan_facts(game, [move.to_record()], game.decider)
            preview = game.preview(move)
            assert facts is not None and facts.points == preview.points.get(game.decider, 0)
        if move.type == "deploy":
            facts = plan_facts(game, [move.to_record()], game.decider)
            assert facts is not None and facts.figure is not None
            assert facts.figure[0] == move.figure
    assert plan_facts(Game(2), [{"type": "deploy", "figure": "follower", "feature": "nowhere"}], 0) is None
