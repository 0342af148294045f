"""Expansions plug into the game through the hooks of :class:`Expansion`.

Each expansion lives in its own module in this package and registers itself with
:func:`register_expansion`; the core never names one. Modules are found by discovery, so
adding an expansion touches no core file.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Mapping
from typing import Any

from ..rules import OPTIONS, RuleOption
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


def options_for(expansions: Iterable[str]) -> list[RuleOption]:
    """The options of these expansions (core options excluded) that matter with them (see
    ``needs``), grouped by expansion in the order given, each group in declaration order."""
    registry = load_all()
    names = tuple(expansions)
    out: list[RuleOption] = []
    for name in names:
        cls = registry.get(name)
        if cls is not None:
            out.extend(OPTIONS[o] for o in cls.options
                       if o in OPTIONS and all(n in names for n in OPTIONS[o].needs))
    return out


def legacy_options(expansions: Iterable[str], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` completed with the legacy value of every option of these expansions that it
    does not name (see the module docstring); core options are left to the game."""
    out = dict(given)
    for opt in options_for(expansions):
        out.setdefault(opt.name, opt.legacy)
    return out


__all__ = ["EXPANSIONS", "DecisionHandler", "Expansion", "Step", "legacy_options", "load_all", "options_for",
           "register_expansion"]
