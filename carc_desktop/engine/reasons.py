"""Errors that say why in two ways: an English sentence for logs, tests and the CLI, and a
stable ``code`` with plain ``params`` (numbers, ids, kinds) so that a user interface can say
the same thing in the player's language without parsing English."""

from __future__ import annotations

from typing import Any, ClassVar


class CodedError(ValueError):
    """``str(error)`` is the English reason; ``code`` names it; ``params`` fill it in."""

    default_code: ClassVar[str] = "error"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.code: str = code or self.default_code
        self.params: dict[str, Any] = params


class SetupError(CodedError):
    """The game cannot be set up as asked (bad players, rules, options or draws)."""

    default_code = "bad_setup"
