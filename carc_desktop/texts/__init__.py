"""Sentences for the player: what happened in the game (:mod:`.event_text`) and why
something was refused or failed (:mod:`.error_text`).

Both the controller and the UI use these, so they sit below both: this package imports
only the engine, the storage's error types and QtCore (never widgets, never the UI or the
controller). Their translation contexts (``EventText``, ``ErrorText``) are those of the
.ts files.
"""
