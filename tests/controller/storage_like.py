"""Game files as an earlier version wrote them (no ``summary``), for the library tests."""

from __future__ import annotations

import random
from pathlib import Path

from carc_desktop.engine import Game
from carc_desktop.storage import save_game


def earlier_version_files(folder: Path, count: int, decisions: int = 10) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(count):
        rng = random.Random(i)
        game = Game(2, seed=i)
        while len(game.history) < decisions:
            game.play(rng.choice(game.legal_moves()))
        out.append(save_game(game, folder / f"2025-01-01_0000{i:02d}-{i:06x}.carc"))
    return out
