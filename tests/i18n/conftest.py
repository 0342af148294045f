"""Fixtures for the translation tests: compiled .qm files and a clean translator state."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from carc_desktop import i18n, i18n_build  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def compiled_translations() -> dict[str, str]:
    """Compile translations/*.ts into carc_desktop/translations/*.qm when missing or older
    (the .qm files are generated, not committed). Reported, not raised: the tests that need
    a language then fail with the reason."""
    problems: dict[str, str] = {}
    if i18n_build.find_tool("lrelease") is None:
        return {lang: "pyside6-lrelease not found" for lang in i18n_build.ALL_LANGUAGES}
    for lang in i18n_build.ALL_LANGUAGES:
        ts = i18n_build.ts_path(lang)
        qm = i18n_build.QM_DIR / i18n_build.qm_name(lang)
        if not ts.is_file():
            problems[lang] = f"{ts} is missing"
            continue
        if i18n_build.is_fresh(ts, qm):
            continue
        if not i18n_build.build_qm(ts, qm):
            problems[lang] = f"lrelease could not compile {ts}"
    return problems


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
