"""Fixtures for the controller tests (QtCore, offscreen): a private data folder, and
controllers whose computer players answer at once."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.storage import Storage


@pytest.fixture
def storage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Storage:
    monkeypatch.setenv("CARC_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    return Storage(tmp_path / "data")


@pytest.fixture
def make_controller(qtbot):  # type: ignore[no-untyped-def]
    made: list[GameController] = []

    def make(storage: Storage | None = None) -> GameController:
        c = GameController(choose_move=first_legal_move, storage=storage)
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()
