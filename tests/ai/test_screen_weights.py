"""tools/screen_weights.py: candidates resolve to the weights they name, screening never
plays held-out, training or validation seeds, and a match reports on the candidate."""

from __future__ import annotations

import importlib.util
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from carc_desktop.ai import weights
from carc_desktop.ai.evaluate import HARD, NORMAL

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("screen_weights", ROOT / "tools" / "screen_weights.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_candidates_are_the_weights_they_name(tmp_path: Path) -> None:
    tool = _tool()
    shipped = weights.load()[weights.BASE]
    assert tool.candidate("file") == shipped
    assert tool.candidate("hand") == HARD and tool.candidate("normal") == NORMAL
    assert tool.candidate("file_r5") == replace(shipped, reserve=0.5)
    assert tool.candidate('{"meeple": 3.5}') == replace(HARD, meeple=3.5)
    other = tmp_path / "w.json"
    other.write_bytes(weights.WEIGHTS_PATH.read_bytes())
    weights.write_set("base", replace(HARD, farm_city=4.0), {"method": "test"}, other)
    assert tool.candidate(str(other)).farm_city == 4.0


@pytest.mark.parametrize("seed", [0, 99, 1_000_000, 2_000_000, 2_999_999])
def test_screening_refuses_seeds_that_are_held_out_or_tuned_on(seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _tool().main(["hand", "--seed", str(seed), "--games", "2"])
    assert exit_info.value.code == 2
    assert "3,000,000" in capsys.readouterr().err


def test_a_screening_match_reports_the_candidate(capsys: pytest.CaptureFixture[str]) -> None:
    assert _tool().main(["hand", "--games", "2", "--max-tiles", "10", "--seed", "3000000"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["candidate"] == "hand" and out["games"] == 2 and out["seed"] == 3_000_000
    assert out["a"] == "hard" and out["b"] == "normal" and out["hard_iterations"] == 0
    assert out["wins_a"] + out["wins_b"] + out["draws"] == 2
