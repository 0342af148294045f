"""RuleSet (edition, enabled expansions, typed rule options) and the metadata of every rule
option: the one place that says what an option changes, its default and where that default
comes from.

An option exists where the rules leave a reading open. Its ``default`` is the reading of the
sources (the newest official clarification first, then the rule text, then the community's
reading); where they are silent the project decides (``SOURCE_PROJECT``). ``legacy`` is the
value a saved record that does not name the option gets: the behaviour of the versions
written before the option existed, so an old game always replays to the same result (every
record written now names all options).

Expansions declare their options with :func:`declare_options` in their own module; the user
interface lists them with :func:`options_for` and translates ``title``/``effect`` through
tables keyed by the option name (never by restating the rule).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

EDITIONS = ("C2", "C3")

#: Where an option's default comes from.
SOURCE_RULE = "rule"                    # the printed rule text
SOURCE_CLARIFICATION = "clarification"  # an official clarification (``date`` says when)
SOURCE_COMMUNITY = "community"          # the community's reading of the rules
SOURCE_PROJECT = "project"              # the sources are silent: our decision
SOURCES = (SOURCE_RULE, SOURCE_CLARIFICATION, SOURCE_COMMUNITY, SOURCE_PROJECT)

#: The owner name of the core options (not an expansion).
CORE = "base"
_SAME = object()


@dataclass(frozen=True)
class RuleOption:
    """One rule option. ``title`` (a few words) and ``effect`` (one sentence saying what the
    option changes when on, or what its values mean) are English; the UI translates them by
    ``name``."""

    name: str
    expansion: str
    kind: type
    default: Any
    source: str
    title: str
    effect: str
    #: Allowed values (empty: any value of ``kind``); the first ones are shown first.
    choices: tuple[Any, ...] = ()
    #: For ``SOURCE_CLARIFICATION``: month/year of the clarification, e.g. "8/2024".
    date: str = ""
    #: Value for a record that does not name the option (see the module docstring).
    legacy: Any = field(default=_SAME)
    #: Other expansions without which the option changes nothing (it is then not offered).
    needs: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"option {self.name}: unknown source {self.source!r}")
        if self.legacy is _SAME:
            object.__setattr__(self, "legacy", self.default)
        if self.choices and self.default not in self.choices:
            raise ValueError(f"option {self.name}: default {self.default!r} is not among its choices")

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not a value of this option (None if it is). ``null`` is the
        value of an option whose default is ``null`` (``followers``: automatic)."""
        if value is None and self.default is None:
            return None
        if not isinstance(value, self.kind) or (self.kind is int and isinstance(value, bool)):
            return f"rule option {self.name!r} must be {self.kind.__name__}, not {value!r}"
        if self.choices and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            return f"rule option {self.name!r} must be one of {allowed}, not {value!r}"
        return None


@dataclass(frozen=True)
class Clarification:
    """A ruling the engine follows that a scoring can mention in the log (``("clarification",
    key)`` notes)."""

    key: str
    expansion: str
    date: str
    effect: str


#: Every declared option by name (core first, then each expansion module as it is imported).
OPTIONS: dict[str, RuleOption] = {}


def declare_options(*options: RuleOption) -> dict[str, tuple[type, Any]]:
    """Register an expansion's options; returns the ``name -> (type, default)`` mapping that
    ``Expansion.options`` and the game's option check use."""
    for opt in options:
        OPTIONS[opt.name] = opt
    return {opt.name: (opt.kind, opt.default) for opt in options}


#: Core options: name -> (type, default). Expansions declare their own (see Expansion.options).
CORE_OPTIONS: dict[str, tuple[type, Any]] = declare_options(
    # None = 7, plus whatever the enabled expansions add (Leipzig: one more).
    RuleOption("followers", CORE, int, None, SOURCE_RULE, "Followers per player",
               "How many followers each player has; automatic means 7, plus one for each expansion that adds one."),
)

#: Every clarification an expansion follows, by key (filled as the expansion modules load).
CLARIFICATIONS: dict[str, Clarification] = {}


def declare_clarification(clarification: Clarification) -> str:
    """Register a clarification an expansion's scoring may name in the log; returns its key."""
    CLARIFICATIONS[clarification.key] = clarification
    return clarification.key


def option_problem(name: str, value: Any) -> str | None:
    """Why ``value`` is not allowed for the declared option ``name`` (None: fine or unknown)."""
    opt = OPTIONS.get(name)
    return opt.problem(value) if opt is not None else None


@dataclass(frozen=True)
class RuleSet:
    edition: str = "C3"
    expansions: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def has(self, expansion: str) -> bool:
        return expansion in self.expansions

    def option(self, name: str) -> Any:
        return self.options[name]

    def to_record(self) -> dict[str, Any]:
        return {"edition": self.edition, "expansions": list(self.expansions), "options": dict(self.options)}
