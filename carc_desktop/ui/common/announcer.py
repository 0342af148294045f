"""What a screen reader is told without being asked: whose turn it is, every scoring and
every refusal, as Qt accessibility announcements (``QAccessibleAnnouncementEvent``).

The sentences are the game's own (``texts.event_text`` for scorings, the controller's
refusal texts); a turn is announced with the tile to place. The last announcements are kept
(``spoken``) so that they can be read again and tested.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from carc_desktop.controller import GameController
from carc_desktop.engine import Event
from carc_desktop.texts.event_text import score_main_sentence
from carc_desktop.texts.fill import fill
from carc_desktop.texts.translate import TextContext

#: How many announcements are kept.
KEEP = 20


class Announcer(QObject):
    """Speaks the game's changes through ``window``'s accessibility interface."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.spoken: list[str] = []
        controller.turn_started.connect(self._turn)
        controller.scored.connect(self._scored)
        controller.illegal_move.connect(lambda text: self.announce(text, assertive=True))

    def announce(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        self.spoken = (self.spoken + [text])[-KEEP:]
        event = QAccessibleAnnouncementEvent(self.window, text)
        polite = QAccessible.AnnouncementPoliteness
        event.setPoliteness(polite.Assertive if assertive else polite.Polite)
        QAccessible.updateAccessibility(event)

    def _turn(self, player: int) -> None:
        change = self.controller.change  # set before turn_started is sent
        if change is None:
            return
        game = change.game
        if not 0 <= player < len(game.players):
            return
        name = game.players[player].name
        if self.controller.is_computer(player):
            self.announce(fill(Announcements.tr("%1's turn (computer)."), name))
        else:
            self.announce(fill(Announcements.tr("%1's turn."), name))

    def _scored(self, events: list[Event]) -> None:
        change = self.controller.change  # the step that scored: set before scored is sent
        if change is None:
            return
        game = change.game
        for event in events:
            self.announce(score_main_sentence(event, game))


class Announcements(TextContext):
    """The translation context of this module (lupdate reads ``Announcements.tr`` calls)."""
