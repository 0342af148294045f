"""RuleSet: edition, enabled expansions and typed rule options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

EDITIONS = ("C2", "C3")
#: Core options: name -> (type, default). Expansions declare their own (see Expansion.options).
CORE_OPTIONS: dict[str, tuple[type, Any]] = {
    # None = 7, plus whatever the enabled expansions add (Leipzig: one more).
    "followers": (int, None),
}


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
