"""Controllers: QObjects between the widgets and the engine (QtCore only, never widgets)."""

from .game_files import GameFiles
from .game_controller import GameController, PlayerSetup, default_rules, seats_from_game, seats_to_record

__all__ = ["GameFiles", "GameController", "PlayerSetup", "default_rules", "seats_from_game",
           "seats_to_record"]
