"""What "every player at once" means, measured: the scoreboard needs no scroll bar, every
player's card lies inside it with its whole name, its score and each of its icons; the
expansions' table lines are in view; and the score log shows a useful number of lines."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

#: The score log shows at least this many lines of text.
LOG_LINES = 4


def _rect_in(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


def panel_problems(window, may_scroll: bool = False, log_lines: int | None = None) -> list[str]:  # type: ignore[no-untyped-def]
    """What keeps a player from reading the table at once. ``may_scroll``: large text on a
    small screen, where the cards may scroll (the active one is kept in view) but every
    card, name and icon must still be whole."""
    board = window.scoreboard
    board.flush()
    out = []
    bar = board.scroll.verticalScrollBar()
    if bar.maximum() > 0 and not may_scroll:
        out.append(f"the scoreboard scrolls ({bar.maximum()} px more than it shows)")
    view = board.scroll.viewport()
    room = view.rect()
    game = window.controller.game
    cards = [c for c in board.cards if c.isVisibleTo(board)]
    if len(cards) != len(game.players):
        out.append(f"{len(cards)} cards for {len(game.players)} players")
    if may_scroll:
        room = board.scroll.widget().rect()  # the whole scrolled body
        view = board.scroll.widget()
    seat = None if game.finished else (game.decider if game.decider is not None else game.current)
    active = None if seat is None else board.cards[seat]
    if may_scroll and active is not None and not board.scroll.viewport().rect().contains(
            _rect_in(active, board.scroll.viewport())):
        out.append("the active player's card is scrolled out of view")
    for i, card in enumerate(cards):
        where = _rect_in(card, view)
        if not room.contains(where):
            out.append(f"card {i + 1} at {where} outside the scoreboard's {room}")
        if card.name.is_elided() or card.name.full_text != game.players[i].name:
            out.append(f"card {i + 1}: name shown as {card.name.text()!r}")
        score = card.score
        if score.sizeHint().width() > score.width() + 1 or score.text() != str(game.scores[i]):
            out.append(f"card {i + 1}: score {score.text()!r} cut ({score.width()} px for {score.sizeHint().width()})")
        card_rect = card.rect()
        for chip in card.chips[:card.item_count]:
            if chip.isHidden():
                if not chip.item.optional:
                    out.append(f"card {i + 1}: icon {chip.item.key} left out")
                continue
            at = _rect_in(chip, card)
            if not card_rect.contains(at) or chip.width() < chip.sizeHint().width():
                out.append(f"card {i + 1}: icon {chip.item.key} at {at} not whole inside {card_rect}")
        if len([c for c in card.chips if c.isVisibleTo(card)]) < len(game.total_figures):
            out.append(f"card {i + 1}: {len(card.chip_items())} icons for {len(game.total_figures)} figure kinds")
    for name, tbox in board.table_boxes.items():
        if tbox.isVisibleTo(board) and not room.contains(_rect_in(tbox, view)):
            out.append(f"{name}'s lines at {_rect_in(tbox, view)} outside the scoreboard's {room}")
    log = window.score_log.list
    lines = log.viewport().height() // log.fontMetrics().lineSpacing()
    if lines < (LOG_LINES if log_lines is None else log_lines):
        out.append(f"the score log shows {lines} lines")
    return out
