"""Languages: load our translations and Qt's own, choose the language, switch at run time.

At start-up (after the QApplication exists)::

    from carc_desktop import i18n
    i18n.install(app)                    # stored choice, else the system locale, else English

From a settings dialog::

    for code, native_name in i18n.available_languages(): ...
    i18n.switch_language(app, "de")      # no restart; the choice is stored in QSettings

Two translators are installed per language: ours (``carc_desktop_<lang>.qm``, packaged in
``carc_desktop/translations/``) and Qt's ``qtbase_<lang>.qm`` from
``QLibraryInfo.path(QLibraryInfo.TranslationsPath)``, so the standard dialogs and buttons
(Open/Save file dialogs, message box buttons, "Cancel") speak the same language.

*Widgets must retranslate themselves.* Installing or removing a translator makes Qt send
``QEvent.LanguageChange`` to the application and to every widget. A widget that set its
texts once in ``__init__`` keeps them until it handles that event, the usual way being::

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()          # set every text again with tr()/translate()
        super().changeEvent(event)

Texts computed from the game state (status lines, score log) are simply recomputed on
the next refresh; :func:`switch_language` emits :data:`notifier`'s ``language_changed``
after the switch for non-widget objects (QActions, models) that want a signal instead.

If a ``.qm`` file is missing (a fresh source checkout: ``.qm`` files are generated, not
committed) but its ``.ts`` source is in the repository's ``translations/`` folder, it is
compiled with ``pyside6-lrelease`` into the package folder, or into the user cache folder
if that is read-only. If that fails too, it is logged and the game runs in English.
Nothing here raises on a missing or broken translation.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import (QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator,
                            Signal)

from carc_desktop.i18n_build import (ALL_LANGUAGES, QM_DIR, SOURCE_LANGUAGE, TS_DIR, build_qm, is_fresh, qm_name,
                                     ts_path)

log = logging.getLogger(__name__)

#: The QSettings key of the user's choice (a language code such as "de"); only an explicit
#: choice is stored (:func:`switch_language`), never the system's language.
SETTINGS_KEY = "language"
DEFAULT_LANGUAGE = SOURCE_LANGUAGE

_NATIVE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "cs": "Čeština"}
#: (code, native name) of every language the game speaks, English (the source) first.
LANGUAGES: tuple[tuple[str, str], ...] = tuple((code, _NATIVE_NAMES[code]) for code in ALL_LANGUAGES)

# Where qm_file looks (module attributes so tests can point them elsewhere).
_PACKAGE_QM_DIR = QM_DIR
_REPO_TS_DIR = TS_DIR

# Installed translators per application (kept referenced: Qt does not own them).
_installed: dict[int, list[QTranslator]] = {}
_current: dict[int, str] = {}
_original_locale: list[QLocale] = []       # QLocale() before the first switch


class _Notifier(QObject):
    language_changed = Signal(str)


#: Emits ``language_changed(code)`` after :func:`switch_language` (and :func:`install`).
notifier = _Notifier()


def available_languages() -> list[tuple[str, str]]:
    """(code, native name) pairs, e.g. ``("de", "Deutsch")``, English first."""
    return list(LANGUAGES)


def language_codes() -> list[str]:
    return [code for code, _name in LANGUAGES]


def normalize(code: str | None) -> str | None:
    """A supported language code for ``code`` ("de_AT", "de-DE", "DE" -> "de"), else None."""
    if not code:
        return None
    base = str(code).replace("-", "_").split("_")[0].strip().lower()
    return base if base in language_codes() else None


def system_language(locale: QLocale | None = None) -> str:
    """The first supported language of the system's UI languages, else English."""
    locale = locale or QLocale.system()
    candidates = list(locale.uiLanguages()) + [locale.name()]
    for cand in candidates:
        code = normalize(cand)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def _settings(settings: QSettings | None) -> QSettings:
    return settings if settings is not None else QSettings()


def stored_language(settings: QSettings | None = None) -> str | None:
    """The user's stored choice, if any and supported."""
    try:
        value = _settings(settings).value(SETTINGS_KEY)
        return normalize(value if isinstance(value, str) else None)
    except Exception:  # a corrupt settings file must not stop the game
        log.exception("cannot read the language setting")
    return None


def store_language(code: str, settings: QSettings | None = None) -> None:
    """Remember ``code`` as the user's choice (logged, never raised, on failure)."""
    try:
        s = _settings(settings)
        s.setValue(SETTINGS_KEY, code)
        s.sync()
    except Exception:
        log.exception("could not store the language setting")


def preferred_language(settings: QSettings | None = None, locale: QLocale | None = None) -> str:
    """The stored choice, else the system locale's language, else English."""
    return stored_language(settings) or system_language(locale)


def current_language(app: QCoreApplication | None = None) -> str:
    """The language installed by :func:`install`/:func:`switch_language` (English if none)."""
    app = app or QCoreApplication.instance()
    return _current.get(id(app), DEFAULT_LANGUAGE) if app is not None else DEFAULT_LANGUAGE


def _user_cache_dir() -> Path:
    try:
        from platformdirs import user_cache_dir

        return Path(user_cache_dir("carc-desktop", "carc_desktop")) / "translations"
    except Exception:
        return Path.home() / ".cache" / "carc-desktop" / "translations"


def qm_file(lang: str, build: bool = True) -> Path | None:
    """The compiled translation for ``lang``: the packaged one, else one in the user cache;
    a missing or outdated one (its ``.ts`` in a source checkout is newer) is compiled when
    ``build`` is true. None if there is none (logged)."""
    name = qm_name(lang)
    ts = ts_path(lang, _REPO_TS_DIR)
    candidates = [_PACKAGE_QM_DIR / name, _user_cache_dir() / name]
    existing = [p for p in candidates if p.is_file() and p.stat().st_size > 0]
    fresh = [p for p in existing if is_fresh(ts, p)]
    if fresh:
        return fresh[0]
    if build and ts.is_file():
        for target in candidates:
            if build_qm(ts, target):
                log.info("compiled %s -> %s", ts, target)
                return target
        log.warning("could not compile %s", ts)
    if existing:
        return existing[0]          # outdated, but better than none
    if lang != DEFAULT_LANGUAGE:
        log.warning("no translation file for %r (%s); using English", lang, name)
    return None


def qt_translations_dir() -> str:
    try:
        return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    except Exception:
        return ""


def _load_translators(app: QCoreApplication, lang: str) -> tuple[list[QTranslator], bool]:
    """Qt's and our translators for ``lang`` (those that loaded) and whether ours did."""
    translators: list[QTranslator] = []
    ours_loaded = False
    if lang != DEFAULT_LANGUAGE:
        qt = QTranslator(app)
        qt_dir = qt_translations_dir()
        # qtbase first: our own translator, installed later, is asked first.
        if qt_dir and qt.load(QLocale(lang), "qtbase", "_", qt_dir):
            translators.append(qt)
        else:
            log.info("no Qt translation qtbase_%s in %r", lang, qt_dir)
    path = qm_file(lang)
    if path is not None:
        ours = QTranslator(app)
        if ours.load(str(path)):
            translators.append(ours)
            ours_loaded = True
        else:
            log.warning("could not load %s", path)
    return translators, ours_loaded


def switch_language(app: QCoreApplication | None, lang: str, store: bool = True,
                    settings: QSettings | None = None) -> bool:
    """Make ``lang`` the language now: remove the translators installed before, install
    ``lang``'s (Qt then sends ``QEvent.LanguageChange`` to every widget) and, with
    ``store``, remember the choice in QSettings. An unknown code means English. True if
    our translation for ``lang`` is loaded (always true for English). Never raises."""
    app = app or QCoreApplication.instance()
    if app is None:
        log.warning("switch_language(%r) without an application", lang)
        return False
    code = normalize(lang) or DEFAULT_LANGUAGE
    ok = True
    try:
        for old in _installed.pop(id(app), []):
            app.removeTranslator(old)
            old.deleteLater()
        translators, ours_loaded = _load_translators(app, code)
        for tr in translators:
            app.installTranslator(tr)
        _installed[id(app)] = translators
        _current[id(app)] = code
        ok = ours_loaded or code == DEFAULT_LANGUAGE
        if not _original_locale:
            _original_locale.append(QLocale())
        # Numbers and dates follow the language; the system's own locale when it speaks it.
        system = QLocale.system()
        QLocale.setDefault(system if system.language() == QLocale(code).language() else QLocale(code))
    except Exception:
        log.exception("could not switch the language to %r", code)
        ok = False
    try:  # the name in window titles (app.create_application relies on this being set here)
        if hasattr(app, "setApplicationDisplayName"):
            app.setApplicationDisplayName(QCoreApplication.translate("App", "Carcassonne"))
    except Exception:
        log.exception("could not set the application's display name")
    if store:
        store_language(code, settings)
    try:
        notifier.language_changed.emit(code)
    except Exception:
        log.exception("a language_changed receiver failed")
    return ok


def install(app: QCoreApplication | None = None, settings: QSettings | None = None,
            locale: QLocale | None = None) -> str:
    """Install the preferred language (:func:`preferred_language`) without storing it, so
    the system locale keeps deciding until the user chooses. Returns the code."""
    lang = preferred_language(settings, locale)
    switch_language(app, lang, store=False)
    return lang


def uninstall(app: QCoreApplication | None = None) -> None:
    """Remove the translators :func:`install`/:func:`switch_language` installed (the
    untranslated source texts come back; used by tests)."""
    app = app or QCoreApplication.instance()
    if app is None:
        return
    for old in _installed.pop(id(app), []):
        app.removeTranslator(old)
    _current.pop(id(app), None)
    if _original_locale:
        QLocale.setDefault(_original_locale[0])
