"""Filling translated templates: ``%1``..``%9`` arguments and English plural markers.

Apart from the sentences so that every text module (events, errors, rule choices) can use
them without importing another.
"""

from __future__ import annotations

import re

_ARG = re.compile(r"%(\d)")


def fill(template: str, *args: object) -> str:
    """Put ``args`` into ``%1``..``%9`` in one pass (an argument containing "%2" stays as is)."""
    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return str(args[i - 1]) if 1 <= i <= len(args) else m.group(0)
    return _ARG.sub(sub, template)


_PLURAL = re.compile(r"(\w+)\((s|es|ies)\)")


def plural_en(text: str, n: int) -> str:
    """Resolve the English plural markers of an untranslated ``%n`` text ("point(s)",
    "city(ies)") for ``n``. A translated text has no such markers and is left alone, so this
    only matters when no translation (or no English numerus form) is installed."""
    if "(" not in text:
        return text

    def sub(m: re.Match[str]) -> str:
        word, suffix = m.group(1), m.group(2)
        if abs(n) == 1:
            return word
        return word[:-1] + "ies" if suffix == "ies" else word + suffix
    return _PLURAL.sub(sub, text)
