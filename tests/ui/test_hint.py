"""The hint in the window (issue 20): H from anywhere, the toolbar button, the placement
previewed as if dragged with its figure marker lit, the chosen marker or button lit for the
other decisions, "Play this", dismissal, the setting, and the end-of-game column."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolBar

from carc_desktop.controller import Hint
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine import Deploy, Game, PlaceTile, Position, RuleSet, load_all
from carc_desktop.ui.play.hint_bar import LIT_BUTTON

from .test_window_keys import activate


def position(seed: int, decisions: int) -> Game:
    """A game with every expansion after ``decisions`` random decisions."""
    game = Game(2, RuleSet("C3", tuple(sorted(load_all()))), seed=seed)
    rng = random.Random(seed)
    while len(game.history) < decisions:
        game.play(rng.choice(game.legal_moves()))
    return game


def adopt(controller, game: Game) -> None:  # type: ignore[no-untyped-def]
    controller.set_game(game, [PlayerSetup(p.name, p.color) for p in game.players])
    QApplication.processEvents()


def hint_now(qtbot, window) -> Hint:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.controller.hints.ready, timeout=60_000) as got:
        assert window.controller.hints.request(time_budget=None)
    QApplication.processEvents()
    return got.args[0]


def test_h_from_the_score_log_shows_the_placement_and_play_this_plays_it(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    window.score_log.list.setFocus()
    game = controller.game
    before = game.snapshot()
    with qtbot.waitSignal(controller.hints.ready, timeout=10_000) as got:
        qtbot.keyClick(window.score_log.list, Qt.Key.Key_H)  # the UI's time budget
    QApplication.processEvents()
    hint = got.args[0]
    move = hint.move
    assert isinstance(move, PlaceTile) and move in controller.legal_moves()
    assert game.snapshot() == before
    # As if dragged there: the board's cursor and preview at the cell, the tray turned.
    assert window.board.cursor_cell == Position(move.x, move.y) and controller.rotation == move.rotation
    assert window.board.board.preview.isVisible() and window.prompt.place_button.isEnabled()
    bar = window.hint.bar
    assert bar.isVisible() and bar.title.text().startswith("The computer would place the tile here")
    # In the prompt's column, just above the prompt (not floating over the board).
    column = window.prompt.parentWidget().layout()
    assert column.indexOf(bar) == column.indexOf(window.prompt) - 1
    assert bar.why.text()
    if hint.deploy is not None:
        marker = window.hint.marker
        assert marker is not None and marker.hinted and marker.feature == hint.deploy.feature
    n = len(game.history)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    assert tuple(game.history[n:]) == hint.moves
    assert not bar.isVisible() and window.hint.marker is None
    assert controller.hints.counts == [1, 0]


def test_the_toolbar_has_the_hint_button(window) -> None:  # type: ignore[no-untyped-def]
    bars = window.findChildren(QToolBar)
    assert len(bars) == 1 and window.actions["hint"] in bars[0].actions()
    assert window.actions["hint"] in window.actions.menus["turn"].actions()
    assert window.actions["hint"].shortcut().toString() == "H"


def test_a_figure_hint_lights_the_chosen_marker(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    adopt(controller, position(0, 3))
    assert controller.phase == "deploy"
    hint = hint_now(qtbot, window)
    assert isinstance(hint.move, Deploy)
    lit = [s for s in window.board.board.spots if s.focused]
    assert [(s.figure, s.feature) for s in lit] == [(hint.move.figure, hint.move.feature)]
    assert window.hint.bar.title.text().startswith("The computer would place a figure here: ")
    # Any other action dismisses it: here, another figure step.
    other = next(m for m in controller.legal_moves() if m != hint.move)
    assert controller.choose(other)
    QApplication.processEvents()
    assert not window.hint.bar.isVisible() and window.hint.hint is None


def test_another_decision_lights_the_chosen_button_with_the_why(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    adopt(controller, position(0, 119))
    assert controller.phase == "porxada_answer"
    before = controller.game.snapshot()
    hint = hint_now(qtbot, window)
    button = window.prompt.move_buttons[hint.move]
    assert button.styleSheet() == LIT_BUTTON
    assert sum(b.styleSheet() == LIT_BUTTON for b in window.prompt.move_buttons.values()) == 1
    assert window.hint.bar.title.text() == f"The computer would choose: {button.text()}."
    assert controller.game.snapshot() == before
    qtbot.mouseClick(window.hint.bar.close_button, Qt.MouseButton.LeftButton)  # ignored: nothing played
    assert not window.hint.bar.isVisible() and button.styleSheet() == ""
    assert controller.game.snapshot() == before


def test_the_setting_hides_hints(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.settings_dialog import KEY_HINTS

    assert window.actions["hint"].isEnabled()
    window.settings.setValue(KEY_HINTS, False)
    window.apply_settings()
    assert not window.actions["hint"].isEnabled()
    activate(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    QApplication.processEvents()
    assert not controller.hints.busy and not window.hint.bar.isVisible() and controller.hints.counts == [0, 0]
    window.settings.setValue(KEY_HINTS, True)
    window.apply_settings()
    assert window.actions["hint"].isEnabled()


def test_the_end_of_game_table_notes_the_hints_used(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog

    game = position(2, 0)
    rng = random.Random(2)
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
    dialog = EndOfGameDialog(game, window, hints=[3, 0])
    qtbot.addWidget(dialog)
    dialog.show_all()
    last = dialog.table.columnCount() - 1
    assert dialog.table.horizontalHeaderItem(last).text() == "Hints used"
    assert [dialog.table.item(r, last).text() for r in range(2)] == [["3", "0"][i] for i in dialog.row_players]
    assert dialog.table_values()[0]["total"] == game.scores[0]
    plain = EndOfGameDialog(game, window, hints=[0, 0])  # nobody used one: no column
    qtbot.addWidget(plain)
    assert plain.table.columnCount() == last
