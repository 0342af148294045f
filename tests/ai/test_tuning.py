"""The weight tuner's pieces: SPSA steps, checkpoints that resume to the same run, seeds
held out from tuning, and the command line end to end (tiny arenas: short games)."""

from __future__ import annotations

import importlib.util
import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from carc_desktop.ai import tuning, weights
from carc_desktop.ai.arena import new_game, run
from carc_desktop.ai.evaluate import HARD, Params
from carc_desktop.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]


def _fake_match(cfg: tuning.SpsaConfig, plus: Params, minus: Params, seeds: range,
                jobs: int) -> tuple[float, dict[str, Any]]:
    """A smooth deterministic 'match': plus wins by how much closer its meeple weight is to
    7 and its fill rate to 0.9 (so SPSA has an optimum to walk to)."""
    def quality(p: Params) -> float:
        return -abs(p.meeple - 7.0) / 8.5 - abs(p.fill_rate - 0.9) / 1.4
    r = math.tanh(4.0 * (quality(plus) - quality(minus)))
    return r, {"wins_a": int(r > 0), "wins_b": int(r < 0), "mean_score_a": 0, "mean_score_b": 0}


def _cfg(**kw: Any) -> tuning.SpsaConfig:
    base: dict[str, Any] = dict(key="base", names=("meeple", "fill_rate"), iterations=6, pairs=1)
    base.update(kw)
    return tuning.SpsaConfig(**base)


def test_an_spsa_step_moves_each_weight_by_the_stated_rule() -> None:
    cfg = _cfg()
    state = tuning.new_state(cfg, HARD)
    u0 = list(state.u)
    seen: list[tuple[Params, Params, range]] = []

    def match(c: tuning.SpsaConfig, plus: Params, minus: Params, seeds: range, jobs: int) -> tuple[float, dict]:
        seen.append((plus, minus, seeds))
        return 0.5, {}

    tuning.spsa_step(state, match)
    a0, c0 = tuning.gains(cfg, 0)
    delta = tuning.perturbation(cfg, 0)
    plus, minus, seeds = seen[0]
    assert seeds == tuning.train_seeds(cfg, 0)
    for name, u, d in zip(cfg.names, u0, delta):
        low, high = weights.BOUNDS[name]
        assert getattr(plus, name) == pytest.approx(low + (u + c0 * d) * (high - low), abs=1e-4)
        assert getattr(minus, name) == pytest.approx(low + (u - c0 * d) * (high - low), abs=1e-4)
    assert state.u == pytest.approx([u + a0 * 0.5 / (2 * c0 * d) for u, d in zip(u0, delta)])
    assert state.k == 1 and state.history[0]["result"] == 0.5
    # Weights the run does not tune keep their starting values.
    assert state.params.farm_city == HARD.farm_city and state.params.growth == HARD.growth


def test_spsa_walks_towards_a_better_setting() -> None:
    cfg = _cfg(iterations=60, a=0.3)
    state = tuning.run_spsa(tuning.new_state(cfg, HARD), None, _fake_match)
    assert abs(state.params.meeple - 7.0) < abs(HARD.meeple - 7.0) - 0.5
    assert abs(state.params.fill_rate - 0.9) < abs(HARD.fill_rate - 0.9) - 0.1


def test_a_resumed_run_ends_exactly_like_an_uninterrupted_one(tmp_path: Path) -> None:
    cfg = _cfg(iterations=6)
    whole = tuning.run_spsa(tuning.new_state(cfg, HARD), None, _fake_match)
    ck = tmp_path / "ck.json"
    part = tuning.run_spsa(tuning.new_state(replace(cfg, iterations=3), HARD), ck, _fake_match)
    assert part.k == 3
    resumed = tuning.load_checkpoint(ck, cfg)
    assert resumed.k == 3 and resumed.u == part.u
    tuning.run_spsa(resumed, ck, _fake_match)
    assert resumed.u == whole.u and resumed.history == whole.history
    assert tuning.load_checkpoint(ck).k == 6


def test_a_checkpoint_resumes_only_with_the_same_settings(tmp_path: Path) -> None:
    ck = tmp_path / "ck.json"
    tuning.run_spsa(tuning.new_state(_cfg(iterations=1), HARD), ck, _fake_match)
    with pytest.raises(ValueError, match="other settings.*pairs"):
        tuning.load_checkpoint(ck, _cfg(pairs=2))
    ck.write_text('{"format": "carc_desktop-ai-tuning", "version": 1, "config": {}}')
    with pytest.raises(ValueError, match="damaged"):
        tuning.load_checkpoint(ck)
    ck.write_text("{not json")
    with pytest.raises(ValueError, match="cannot read"):
        tuning.load_checkpoint(ck)


def test_training_validation_and_held_out_seeds_are_disjoint() -> None:
    cfg = _cfg(iterations=150, pairs=4)
    train = set().union(*(tuning.train_seeds(cfg, k) for k in range(cfg.iterations)))
    held = set(tuning.heldout_seeds(0, 200))
    assert held == set(range(100))
    assert len(train) == 600 and not train & held
    assert min(train) == tuning.TRAIN_BASE and max(train) < tuning.VALID_BASE
    with pytest.raises(ValueError, match="overlap"):
        tuning.check_split(cfg, range(tuning.TRAIN_BASE + 10, tuning.TRAIN_BASE + 20))
    with pytest.raises(ValueError, match="validation seeds"):
        _cfg(iterations=600_000, pairs=2)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="weights to tune"):
        _cfg(names=("meeple", "no_such_weight"))
    with pytest.raises(ValueError, match="signal"):
        _cfg(signal="elo")
    with pytest.raises(ValueError, match="unknown expansion"):
        tuning.expansions_of("base+moon")
    assert tuning.default_config("markets_of_leipzig").names[-4:] == (
        "leipzig_rate", "wainwrights", "coiners", "bookbinders")


def test_short_arena_games_use_only_the_first_draws() -> None:
    game = new_game(RuleSet("C3", ()), 5, max_tiles=6)
    full = new_game(RuleSet("C3", ()), 5)
    assert game.bag == full.bag[:6]
    out = run(2, "hard", "hard", (), seed=tuning.TRAIN_BASE, hard_iterations=0, params_a=HARD,
              params_b=replace(HARD, meeple=1.0), max_tiles=6)
    assert out["games"] == 2 and out["wins_a"] + out["wins_b"] + out["draws"] == 2


def test_training_against_normal_compares_both_sides_margins_over_normal() -> None:
    """With opponent normal, plus and minus each play normal on the step's tile orders;
    the result is the difference of their margins over normal (scaled, clipped)."""
    cfg = tuning.default_config("base", pairs=1, max_tiles=12, opponent="normal", margin_scale=10.0)
    plus, minus = HARD, replace(HARD, meeple=0.5, farm_city=0.0)
    seeds = tuning.train_seeds(cfg, 0)
    r, out = tuning.arena_match(cfg, plus, minus, seeds, 1)
    sides = [run(2, "hard", "normal", (), seeds.start, 1, 0, params_a=p, max_tiles=12) for p in (plus, minus)]
    margins = [o["mean_score_a"] - o["mean_score_b"] for o in sides]
    assert out["mean_score_a"] == round(margins[0], 2) and out["mean_score_b"] == round(margins[1], 2)
    clip = [max(-1.0, min(1.0, m / 10.0)) for m in margins]
    assert r == pytest.approx(max(-1.0, min(1.0, clip[0] - clip[1])))
    assert out["wins_a"] == sides[0]["wins_a"] and out["wins_b"] == sides[1]["wins_a"]
    with pytest.raises(ValueError, match="opponent"):
        _cfg(opponent="easy")


def test_a_checkpoint_saved_before_the_opponent_setting_still_resumes(tmp_path: Path) -> None:
    ck = tmp_path / "ck.json"
    tuning.run_spsa(tuning.new_state(_cfg(iterations=1), HARD), ck, _fake_match)
    data = json.loads(ck.read_text())
    del data["config"]["opponent"]
    ck.write_text(json.dumps(data))
    assert tuning.load_checkpoint(ck, _cfg(iterations=2)).config.opponent == "self"
    with pytest.raises(ValueError, match="other settings.*opponent"):
        tuning.load_checkpoint(ck, _cfg(iterations=2, opponent="normal"))


def test_real_arena_steps_resume_to_the_same_weights(tmp_path: Path) -> None:
    """Two SPSA steps on real (short) hard-vs-hard games, stopped after one and resumed."""
    cfg = tuning.default_config("all", iterations=2, pairs=1, max_tiles=10, a=0.5)
    whole = tuning.run_spsa(tuning.new_state(cfg, HARD), None)
    ck = tmp_path / "all.json"
    tuning.run_spsa(tuning.new_state(replace(cfg, iterations=1), HARD), ck)
    resumed = tuning.run_spsa(tuning.load_checkpoint(ck, cfg), ck)
    assert resumed.u == whole.u and resumed.params == whole.params
    assert [h["bag_seeds"] for h in resumed.history] == [[tuning.TRAIN_BASE, tuning.TRAIN_BASE],
                                                         [tuning.TRAIN_BASE + 1, tuning.TRAIN_BASE + 1]]


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("tune_ai", ROOT / "tools" / "tune_ai.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_command_line_tunes_resumes_and_writes_the_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wfile = tmp_path / "weights.json"
    wfile.write_bytes(weights.WEIGHTS_PATH.read_bytes())
    ck = tmp_path / "la_porxada.json"
    common = ["--set", "la_porxada", "--pairs", "1", "--max-tiles", "8", "--checkpoint", str(ck),
              "--weights-file", str(wfile), "--validate-games", "2"]
    tool = _tool()
    assert tool.main([*common, "--iterations", "1"]) == 0
    assert json.loads(ck.read_text())["k"] == 1
    assert tool.main([*common, "--iterations", "2", "--write", "--force"]) == 0
    assert "resuming" in capsys.readouterr().err
    saved = json.loads(ck.read_text())
    assert saved["k"] == 2 and saved["validation"]["games"] == 2
    data = weights.read_file(wfile)
    entry = data["sets"]["la_porxada"]
    assert entry["source"]["fitted"] is True and entry["source"]["steps"] == 2
    assert entry["weights"]["porxada_token"] == saved["weights"]["porxada_token"]
    # The other sets are kept as they were.
    assert data["sets"]["base"] == weights.read_file(weights.WEIGHTS_PATH)["sets"]["base"]
    # A checkpoint made with other settings is refused, not overwritten.
    assert tool.main([*common, "--iterations", "2", "--pairs", "2"]) == 2
    assert json.loads(ck.read_text()) == saved


def test_the_command_line_trains_against_normal(tmp_path: Path) -> None:
    ck = tmp_path / "base.json"
    args = ["--set", "base", "--pairs", "1", "--max-tiles", "8", "--checkpoint", str(ck),
            "--weights", "meeple", "--validate-games", "0", "--train-against", "normal", "--iterations", "1"]
    assert _tool().main(args) == 0
    saved = json.loads(ck.read_text())
    assert saved["config"]["opponent"] == "normal" and saved["k"] == 1
    assert saved["history"][0]["bag_seeds"] == [tuning.TRAIN_BASE, tuning.TRAIN_BASE]
