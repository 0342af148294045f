"""The translation context "Shell" of the window's own sentences (the status line, files,
undo): its texts kept their context when the former window shell was split up."""

from __future__ import annotations

from carc_desktop.texts.translate import TextContext


class Shell(TextContext):
    """Translation context "Shell": ``Shell.tr(...)`` (lupdate reads these calls)."""
