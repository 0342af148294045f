"""Expansions plug into the game through the hooks of :class:`Expansion`.

Each expansion lives in its own module in this package and registers itself with
:func:`register_expansion`; the core never names one. Modules are found by discovery, so
adding an expansion touches no core file.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import EXPANSIONS, DecisionHandler, Expansion, Step, register_expansion

_loaded = False


def load_all() -> dict[str, type[Expansion]]:
    global _loaded
    if not _loaded:
        for info in pkgutil.iter_modules(__path__):
            if info.name != "base" and not info.name.startswith("_"):
                importlib.import_module(f"{__name__}.{info.name}")
        _loaded = True
    return EXPANSIONS


__all__ = ["EXPANSIONS", "DecisionHandler", "Expansion", "Step", "load_all", "register_expansion"]
