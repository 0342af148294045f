"""Fixtures every test folder may use: the offscreen platform, the translation tool,
compiled translations, and a throwaway folder for rendered tiles."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util
import shutil
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load_tool() -> ModuleType:
    """tools/i18n.py (a script, not a package) as a module."""
    spec = importlib.util.spec_from_file_location("carc_tools_i18n", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # dataclasses and the like look the module up
    spec.loader.exec_module(module)
    return module


I18N_TOOL = _load_tool()


@pytest.fixture(scope="session")
def compiled_translations() -> dict[str, str]:
    """Compile translations/*.ts into carc_desktop/translations/*.qm when missing or older
    (the .qm files are generated, not committed). Reported, not raised: the tests that need
    a language then fail with the reason."""
    try:
        I18N_TOOL.build()
    except RuntimeError as exc:
        return {I18N_TOOL.language_of(ts): str(exc) for ts in I18N_TOOL.ts_files()}
    return {}


_TILE_CACHE = "CARC_DESKTOP_TILE_CACHE"
_made: list[str] = []


def pytest_configure(config) -> None:  # type: ignore[no-untyped-def]
    # Rendered tiles go to a throwaway folder (inherited by subprocesses), never into the
    # user's cache folder.
    if _TILE_CACHE not in os.environ:
        _made.append(tempfile.mkdtemp(prefix="carc-tiles-"))
        os.environ[_TILE_CACHE] = _made[-1]


def pytest_unconfigure(config) -> None:  # type: ignore[no-untyped-def]
    for folder in _made:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def random_position():  # type: ignore[no-untyped-def]
    """``random_position(seed, decisions, players=2)``: a game with every expansion,
    ``decisions`` seeded random decisions in (the AI process and pickling tests)."""
    import random

    from carc_desktop.engine import Game, RuleSet
    from carc_desktop.engine.expansions import load_all

    def make(seed: int, decisions: int, players: int = 2):  # type: ignore[no-untyped-def]
        game = Game(players, RuleSet("C3", tuple(sorted(load_all()))), seed=seed)
        rng = random.Random(seed)
        for _ in range(decisions):
            if game.finished:
                break
            game.play(rng.choice(game.legal_moves()))
        return game

    return make


class HeldThreads:
    """``carc_desktop.threads.start`` held back: a thread it starts runs only after
    ``gate`` is set, and ``began`` says it has begun (tests of "the ask never waits for the
    thread to run")."""

    def __init__(self) -> None:
        import threading

        self.gate, self.began = threading.Event(), threading.Event()

    def start(self, func, name):  # type: ignore[no-untyped-def]
        import _thread

        def held() -> None:
            self.gate.wait(30)
            self.began.set()
            func()

        return _thread.start_new_thread(held, ())


@pytest.fixture
def held_threads(monkeypatch):  # type: ignore[no-untyped-def]
    from carc_desktop import threads

    held = HeldThreads()
    monkeypatch.setattr(threads, "start", held.start)
    yield held
    held.gate.set()  # never leave one waiting
