"""Records: bad input gets a clear message with the move index; the CLI never tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import random_game

from carc_desktop.engine.record import RecordError, game_from_record, parse_text, record_from_game

GOOD = {"format": "carc-desktop-record", "version": 1, "rules": {"expansions": [], "options": {}},
        "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}], "seed": 1,
        "draws": ["BASE-U"], "moves": [{"type": "place", "x": 1, "y": 0, "rotation": 0}, {"type": "skip"}]}


def _with(**changes: object) -> dict:
    data = json.loads(json.dumps(GOOD))
    data.update(changes)
    return data


@pytest.mark.parametrize("data, index, words", [
    (_with(version=2), -1, "newer"),
    (_with(version="1"), -1, "version"),
    (_with(format="chess"), -1, "not a carc-desktop-record"),
    (_with(draws=["BASE-Z9"]), -1, "BASE-Z9"),
    (_with(draws=["BASE-C", "BASE-C"]), -1, "only 1 x BASE-C"),
    (_with(players=[{"name": "A", "color": "red"}]), -1, "2 to 6 players"),
    (_with(rules={"expansions": ["dragons"]}), -1, "unknown expansion"),
    (_with(rules={"edition": "C9"}), -1, "edition"),
    (_with(rules={"options": {"followers": "seven"}}), -1, "followers"),
    (_with(rules={"options": {"followers": 0}}), -1, "between 1 and 20"),
    (_with(moves=[{"type": "place", "x": 1, "y": 0, "rotation": 45}]), 0, "rotation"),
    (_with(moves=[{"type": "place", "x": 1e9, "y": 0, "rotation": 0}]), 0, "integer"),
    (_with(moves=[{"type": "place", "x": 10 ** 12, "y": 0, "rotation": 0}]), 0, "out of range"),
    (_with(moves=[{"type": "skip"}]), 0, "expected a 'place'"),
    (_with(moves=[{"type": "fly"}]), 0, "unknown decision"),
    (_with(moves=[GOOD["moves"][0], {"type": "deploy", "figure": "follower", "feature": "city9"}]), 1, "no feature"),
    (_with(moves=[GOOD["moves"][0], {"type": "deploy", "figure": "dragon", "feature": "road1"}]), 1, "dragon"),
    (_with(moves=[GOOD["moves"][0], {"type": "skip"}, {"type": "skip"}]), 2, "over"),
    (_with(moves="lots"), -1, "list"),
])
def test_bad_records_are_named(data: dict, index: int, words: str) -> None:
    with pytest.raises(RecordError) as err:
        game_from_record(data)
    assert err.value.move_index == index
    assert words in err.value.message


def test_parse_refuses_garbage_and_huge_input() -> None:
    for text in ("{", "[1, 2]", "null", "\"x\"", "[" * 100000):
        with pytest.raises(RecordError):
            parse_text(text)
    with pytest.raises(RecordError, match="too large"):
        parse_text(" " * (5 * 1024 * 1024))


def test_write_then_read_round_trip() -> None:
    game = random_game(7)
    again = game_from_record(json.loads(json.dumps(record_from_game(game))))
    assert again.snapshot() == game.snapshot()


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "carc_desktop.engine", *args],
                          capture_output=True, text=True, timeout=60)


def test_cli_replay_prints_documented_json(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GOOD))
    result = _cli("replay", str(path))
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["finished"] is True
    assert [p["name"] for p in out["players"]] == ["A", "B"]
    assert {"score", "score_before_final", "supply"} <= set(out["players"][0])


@pytest.mark.parametrize("content", ["{not json", json.dumps(_with(moves=[{"type": "skip"}])), "\xff\xfe"])
def test_cli_replay_errors_exit_2_without_traceback(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content.encode("latin-1") if content.startswith("\xff") else content.encode())
    result = _cli("replay", str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr + result.stdout
    out = json.loads(result.stdout)
    assert set(out) == {"error", "move_index"}


def test_cli_replay_missing_file(tmp_path: Path) -> None:
    result = _cli("replay", str(tmp_path / "nope.json"))
    assert result.returncode == 2 and json.loads(result.stdout)["move_index"] == -1


def test_cli_simulate_reports_speed() -> None:
    result = _cli("simulate", "--games", "3", "--seed", "5")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["games"] == 3 and out["games_per_second"] > 0
