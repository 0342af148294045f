"""Counting a panel's refreshes while two computers play (the "refresh later" tests)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.game_controller import default_rules

ROBOTS = [PlayerSetup("A", "red", True, "easy"), PlayerSetup("B", "blue", True, "easy")]


def count_calls(panel, name: str, controller: GameController) -> list[int]:  # type: ignore[no-untyped-def]
    """Wrap ``panel.<name>``; the list returned gets the decisions played at each call."""
    seen: list[int] = []
    plain = getattr(panel, name)

    def counted() -> None:
        seen.append(len(controller.game.history) if controller.has_game else -1)
        plain()

    setattr(panel, name, counted)
    return seen


def start_robots(controller: GameController) -> None:
    controller.new_game(ROBOTS, default_rules(), 7)


def play_then_pause(qtbot, controller: GameController, decisions: int) -> None:  # type: ignore[no-untyped-def]
    """Let the computers play ``decisions`` decisions, pause them and let the refreshes
    still to come arrive."""
    qtbot.waitUntil(lambda: len(controller.game.history) >= decisions, timeout=20000)
    controller.set_paused(True)
    for _ in range(4):
        QApplication.processEvents()
