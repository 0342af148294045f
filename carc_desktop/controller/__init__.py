"""Controllers: QObjects between the widgets and the engine (QtCore only, never widgets)."""

from carc_desktop.storage import LoadError, RecentEntry, SaveError

from .ai_worker import ai_levels
from .game_controller import GameController, PlayerSetup, default_rules, seats_from_game, seats_to_record
from .game_files import GameFiles
from .hints import Hint

# LoadError and SaveError: what the controller's file operations refuse with, for the UI to explain;
# RecentEntry: one game of the lists the controller's files give (Continue, Open Recent).
__all__ = ["GameFiles", "GameController", "Hint", "LoadError", "PlayerSetup", "RecentEntry", "SaveError", "ai_levels", "default_rules",
           "seats_from_game", "seats_to_record"]
