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

The ``.qm`` files are compiled from ``translations/*.ts`` by ``tools/i18n.py build`` (run
by the wheel build, ``tools/play.sh``/``tools/test.sh`` and the bundle build); nothing is
compiled here. A missing or unreadable one is logged and the game runs in English; nothing
here raises on a missing or broken translation.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator, Signal

from carc_desktop.texts.translate import use_translators

log = logging.getLogger(__name__)

#: The QSettings key of the user's choice (a language code such as "de"); only an explicit
#: choice is stored (:func:`switch_language`), never the system's language.
SETTINGS_KEY = "language"
#: The language of the source texts.
DEFAULT_LANGUAGE = "en"

#: (code, native name) of every language the game speaks, English (the source) first; each
#: has ``translations/carc_desktop_<code>.ts`` (tests check that the two lists agree).
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("de", "Deutsch"), ("fr", "Français"),
                                          ("it", "Italiano"), ("cs", "Čeština"))

#: Where the compiled ``carc_desktop_<code>.qm`` files are (package data; tests repoint it).
QM_DIR = Path(__file__).resolve().parent / "translations"

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
    """The user's stored choice, if any and supported (anything else in the file is ignored)."""
    value = _settings(settings).value(SETTINGS_KEY)
    return normalize(value if isinstance(value, str) else None)


def store_language(code: str, settings: QSettings | None = None) -> None:
    """Remember ``code`` as the user's choice."""
    s = _settings(settings)
    s.setValue(SETTINGS_KEY, code)
    s.sync()


def preferred_language(settings: QSettings | None = None, locale: QLocale | None = None) -> str:
    """The stored choice, else the system locale's language, else English."""
    return stored_language(settings) or system_language(locale)


def current_language(app: QCoreApplication | None = None) -> str:
    """The language installed by :func:`install`/:func:`switch_language` (English if none)."""
    app = app or QCoreApplication.instance()
    return _current.get(id(app), DEFAULT_LANGUAGE) if app is not None else DEFAULT_LANGUAGE


def qm_file(lang: str) -> Path | None:
    """The compiled translation for ``lang``, or None (logged) if there is none."""
    path = QM_DIR / f"carc_desktop_{lang}.qm"
    if path.is_file() and path.stat().st_size > 0:
        return path
    if lang != DEFAULT_LANGUAGE:
        log.warning("no translation file %s; using English (run tools/i18n.py build)", path)
    return None


def _load_translators(app: QCoreApplication, lang: str) -> tuple[list[QTranslator], bool]:
    """Qt's and our translators for ``lang`` (those that loaded) and whether ours did."""
    translators: list[QTranslator] = []
    ours_loaded = False
    if lang != DEFAULT_LANGUAGE:
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
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


_every_language: dict[tuple[str, str], frozenset[str]] = {}


def in_every_language(context: str, text: str) -> frozenset[str]:
    """``text`` of ``context`` as each language says it (the source text included): to
    recognise a default the game wrote in another language, such as a seat's "Spieler 2"
    after a switch to Czech. Read from the compiled files once per text."""
    key = (context, text)
    if key not in _every_language:
        said = {text}
        for code in language_codes():
            path = qm_file(code) if code != DEFAULT_LANGUAGE else None
            tr = QTranslator()
            if path is not None and tr.load(str(path)):
                said.add(tr.translate(context, text) or text)
        _every_language[key] = frozenset(said)
    return _every_language[key]


def switch_language(app: QCoreApplication | None, lang: str, store: bool = True,
                    settings: QSettings | None = None) -> bool:
    """Make ``lang`` the language now: remove the translators installed before, install
    ``lang``'s (Qt then sends ``QEvent.LanguageChange`` to every widget) and, with
    ``store``, remember the choice in QSettings. An unknown code means English. True if
    our translation for ``lang`` is loaded (always true for English); a missing one is
    logged and English stays."""
    app = app or QCoreApplication.instance()
    if app is None:
        log.warning("switch_language(%r) without an application", lang)
        return False
    code = normalize(lang) or DEFAULT_LANGUAGE
    for old in _installed.pop(id(app), []):
        app.removeTranslator(old)
        old.deleteLater()
    translators, ours_loaded = _load_translators(app, code)
    for tr in translators:
        app.installTranslator(tr)
    _installed[id(app)] = translators
    use_translators(tuple(reversed(translators)))  # Qt asks the last installed first
    _current[id(app)] = code
    if not _original_locale:
        _original_locale.append(QLocale())
    # Numbers and dates follow the language; the system's own locale when it speaks it.
    system = QLocale.system()
    QLocale.setDefault(system if system.language() == QLocale(code).language() else QLocale(code))
    if hasattr(app, "setApplicationDisplayName"):  # the name in window titles (a QGuiApplication)
        app.setApplicationDisplayName(QCoreApplication.translate("App", "Carcassonne"))
    if store:
        store_language(code, settings)
    notifier.language_changed.emit(code)
    return ours_loaded or code == DEFAULT_LANGUAGE


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
    use_translators(())
    _current.pop(id(app), None)
    if _original_locale:
        QLocale.setDefault(_original_locale[0])
