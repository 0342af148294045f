"""Fixtures for the translation tests: compiled .qm files and a clean translator state."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from types import ModuleType  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from carc_desktop import i18n  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _load_tool() -> ModuleType:
    """tools/i18n.py (a script, not a package) as a module."""
    spec = importlib.util.spec_from_file_location("carc_tools_i18n", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # dataclasses and the like look the module up
    spec.loader.exec_module(module)
    return module


TOOL = _load_tool()


@pytest.fixture(scope="session", autouse=True)
def compiled_translations() -> dict[str, str]:
    """Compile translations/*.ts into carc_desktop/translations/*.qm when missing or older
    (the .qm files are generated, not committed). Reported, not raised: the tests that need
    a language then fail with the reason."""
    try:
        TOOL.build()
    except RuntimeError as exc:
        return {TOOL.language_of(ts): str(exc) for ts in TOOL.ts_files()}
    return {}


@pytest.fixture
def settings(tmp_path) -> QSettings:  # type: ignore[no-untyped-def]
    """A private settings file, never the user's (pass it on: ``settings=settings``; the
    tests call ``switch_language`` with ``store=False`` otherwise)."""
    return QSettings(str(tmp_path / "i18n-test.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def app(qapp, compiled_translations):  # type: ignore[no-untyped-def]
    """The QApplication with no translator of ours before and after the test."""
    i18n.uninstall(qapp)
    yield qapp
    i18n.uninstall(qapp)


@pytest.fixture
def need_languages(compiled_translations):  # type: ignore[no-untyped-def]
    def check(*langs: str) -> None:
        bad = {lang: compiled_translations[lang] for lang in langs if lang in compiled_translations}
        if bad:
            pytest.fail(f"translations not available: {bad}")
    return check
