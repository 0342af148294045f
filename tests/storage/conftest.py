"""Fixtures for the storage tests: a private data folder and a few finished games."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import all_expansions, random_game

from carc_desktop.engine.game import Game
from carc_desktop.storage import paths


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data folder, also set as $CARC_DESKTOP_DATA_DIR."""
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.ENV_DATA_DIR, str(folder))
    return folder


@pytest.fixture(scope="session")
def finished_game() -> Game:
    return random_game(7, (), players=3)


@pytest.fixture(scope="session")
def finished_game_all() -> Game:
    """A finished game with every expansion the engine offers."""
    return random_game(11, all_expansions(), players=4)
