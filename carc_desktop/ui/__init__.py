"""Widgets: the main window, the board (``board/``), the tile tray and the side panels.

Widgets read the engine's values and call the controller's intents; they never change the
game themselves.
"""
