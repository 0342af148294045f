"""One window's memory stays flat over 50 finished games (D4): each end-of-game dialog,
once closed, goes with the whole game it showed. A real process (resident memory from
/proc); short games of the same box keep it quick."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = Path(__file__).with_name("memory_child.py")
GAMES, TILES, WARM = 50, 4, 10


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the resident memory from /proc")
def test_memory_is_flat_over_fifty_games() -> None:
    run = subprocess.run([sys.executable, str(CHILD), str(GAMES), str(TILES)], capture_output=True, text=True,
                         timeout=600, cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 0, run.stderr[-2000:]
    rss = {row["game"]: row["rss_kb"] for row in map(json.loads, run.stdout.splitlines())}
    assert sorted(rss) == list(range(1, GAMES + 1))
    per_game_kb = (rss[GAMES] - rss[WARM]) / (GAMES - WARM)  # after the caches are warm
    assert per_game_kb <= 1024, f"{per_game_kb:.0f} KB per game: {rss}"
