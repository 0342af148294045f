"""Controllers: QObjects between the widgets and the engine (QtCore only, never widgets)."""

from carc_desktop.storage import LoadError, SaveError

from .ai_worker import ai_levels
from .game_files import GameFiles
from .game_controller import GameController, PlayerSetup, default_rules, seats_from_game, seats_to_record

# LoadError and SaveError: what the controller's file operations refuse with, for the UI to explain.
__all__ = ["GameFiles", "GameController", "LoadError", "PlayerSetup", "SaveError", "ai_levels", "default_rules",
           "seats_from_game", "seats_to_record"]
