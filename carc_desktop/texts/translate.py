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

from PySide6.QtCore import QCoreApplication

__all__ = ["QT_TRANSLATE_NOOP", "TextContext"]


class TextContext:
    """A translation context named after the class, as lupdate names the context of
    ``Name.tr(...)`` and of ``self.tr(...)`` inside ``class Name``."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``source`` in the player's language (``%n`` filled with ``n``).

        As PySide6's own ``tr``, a subclass falls back to its bases' contexts: ``self.tr`` in
        a base class's method was read by lupdate under the base's name."""
        text = source
        for klass in cls.__mro__:
            if klass is TextContext:
                break
            text = QCoreApplication.translate(klass.__name__, source, disambiguation, n)
            if text != source:
                break
        return text


def QT_TRANSLATE_NOOP(context: str, source: str, /) -> str:  # (lupdate reads this very name)
    """Mark ``source`` for lupdate under ``context`` and return it untranslated (as Qt's own
    does); ``QCoreApplication.translate(context, source)`` translates it later."""
    return source
