"""Controllers: QObjects between the widgets and the engine (QtCore only, never widgets)."""

from .game_controller import GameController, PlayerSetup, default_rules

__all__ = ["GameController", "PlayerSetup", "default_rules"]
