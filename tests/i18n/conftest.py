"""Fixtures for the translation tests: compiled .qm files and a clean translator state."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from carc_desktop import i18n

# tools/i18n.py, loaded once by the root conftest (tests/ is not a package to import from)
TOOL = sys.modules["carc_tools_i18n"]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session", autouse=True)
def _translations_compiled(compiled_translations: dict[str, str]) -> dict[str, str]:
    return compiled_translations


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
