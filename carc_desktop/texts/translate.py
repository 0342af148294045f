"""Typed translation: a context class whose ``tr`` may be called on the class, and a typed
``QT_TRANSLATE_NOOP``.

PySide6's stubs declare ``QObject.tr`` as an instance method and ``QT_TRANSLATE_NOOP`` as
returning ``object``, so ``ErrorText.tr("...")`` and a table of marked texts are type errors,
although both are the forms pyside6-lupdate reads. With these the calls keep their shape
(lupdate still reads them, so no message of translations/*.ts moves) and are typed::

    class Menus(TextContext):
        '''The translation context of this module.'''

    Menus.tr("&Game")                      # -> str, context "Menus"
    Menus.tr("%n tile(s)", None, n)        # a plural: the count as a plain local name

A Qt class that calls ``Name.tr`` puts the mixin first (``class RulesDialog(TextContext,
QDialog)``). What lupdate does not see: ``tr`` under another name (``_ = Menus.tr``), a text
that is not a literal, a ``%n`` text without the count argument.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

__all__ = ["QT_TRANSLATE_NOOP", "TextContext", "use_translators"]


class TextContext:
    """A translation context named after the class, as lupdate names the context of
    ``Name.tr(...)`` and of ``self.tr(...)`` inside ``class Name``."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int | None = None) -> str:
        """``source`` in the player's language (``%n`` filled with ``n``).

        As PySide6's own ``tr``, a subclass falls back to its bases' contexts: ``self.tr`` in
        a base class's method was read by lupdate under the base's name."""
        contexts = [klass.__name__ for klass in cls.__mro__[:cls.__mro__.index(TextContext)]]
        if n is not None and n < 0:
            return _negative_count(contexts, source, disambiguation, n)
        text = source
        for context in contexts:
            text = QCoreApplication.translate(context, source, disambiguation, -1 if n is None else n)
            if text != source:
                break
        return text


#: The translators in use, in the order Qt asks them (``carc_desktop.i18n`` sets them; this
#: layer may not import it). Only a negative count reads them: see :func:`_negative_count`.
_translators: tuple[QTranslator, ...] = ()


def use_translators(translators: tuple[QTranslator, ...]) -> None:
    """Tell :class:`TextContext` which translators are installed, the first asked first."""
    global _translators
    _translators = tuple(translators)


#: How a negative count is written (a true minus sign, as the rule notes write "−3").
MINUS = "\u2212"


def _negative_count(contexts: list[str], source: str, disambiguation: str | None, n: int) -> str:
    """``source`` for a count below zero (a Poverty card can leave a short road at -1 point).

    Qt fills ``%n`` only for a count of zero or more and otherwise gives the first plural
    form, so "%n bod" stayed in a Czech sentence. The form is the one for the count's size
    ("−2 body" as "2 body"), asked of the translators themselves, which do not fill ``%n``."""
    text = source
    for context in contexts:
        found = next((t for translator in _translators
                      if (t := translator.translate(context, source, disambiguation, -n))), "")
        if found:
            text = found
            break
    return text.replace("%n", f"{MINUS}{-n}")


def QT_TRANSLATE_NOOP(context: str, source: str, /) -> str:  # (lupdate reads this very name)
    """Mark ``source`` for lupdate under ``context`` and return it untranslated (as Qt's own
    does); ``QCoreApplication.translate(context, source)`` translates it later."""
    return source
