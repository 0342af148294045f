"""The small things of issue 15, item 10: tiles left as pictures grouped by expansion,
plural forms, the Open Recent thumbnail, the end-of-game table, the value on hover and the
placement's points on the board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.texts.event_text import expansion_name


@pytest.fixture(scope="module")
def compiled(qapp, compiled_translations) -> None:  # type: ignore[no-untyped-def]
    assert not compiled_translations, compiled_translations


def all_expansions_controller(moves: int = 30) -> GameController:
    c = GameController()
    c.new_game([PlayerSetup("A", "red", False, "normal"), PlayerSetup("B", "blue", False, "normal")],
               RuleSet("C3", tuple(sorted(load_all()))), 4)
    rng = random.Random(1)
    for _ in range(moves):
        c.choose(rng.choice(c.legal_moves()))
    return c


def test_tiles_left_are_pictures_with_counts_grouped_by_expansion(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.remaining_tiles_dialog import RemainingTilesDialog

    c = all_expansions_controller()
    try:
        game = c.game
        d = RemainingTilesDialog(game)
        qtbot.addWidget(d)
        d.show()
        QApplication.processEvents()
        remaining = game.remaining_tiles()
        by_exp: dict[str, int] = {}
        for tid, n in remaining.items():
            exp = game.catalogue[tid].expansion or "base"
            by_exp[exp] = by_exp.get(exp, 0) + n
        assert set(d.groups) == set(by_exp)
        for exp, (heading, group) in d.groups.items():
            title = "Base game" if exp == "base" else expansion_name(exp)
            assert heading.text() == f"{title}: {by_exp[exp]} tile{'s' if by_exp[exp] != 1 else ''}"
            for i in range(group.count()):
                item = group.item(i)
                tid = item.data(0x0100)
                assert game.catalogue[tid].expansion in (exp, "") or exp == "base"
                assert item.text() == f"\u00d7{remaining[tid]}"  # no tile id in the label
                assert not item.icon().isNull()  # the tile's picture
                assert tid in item.toolTip()
            # Every item of the group is shown: the group is as tall as its rows.
            last = group.visualItemRect(group.item(group.count() - 1))
            assert last.bottom() <= group.viewport().height()
    finally:
        c.close()


def _drive(controller: GameController, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if controller.game.finished:
            return
        assert controller.choose(rng.choice(controller.legal_moves()))


def test_the_value_on_hover_is_written_on_the_board_and_stays(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent

    from carc_desktop.ui.play.feature_info import describe, figure_feature_info, figure_from_item

    _drive(controller, 7, 40)
    view, scene = window.board, window.board.board
    view.zoom_to_fit()
    QApplication.processEvents()
    for item in [it for it in scene.items() if figure_from_item(it) is not None]:
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        if figure_from_item(next(iter(view.items(pos)), None)) is None:
            continue  # something else lies on top of this figure
        fig = figure_from_item(item)
        qtbot.mouseMove(view.viewport(), pos)
        qtbot.waitUntil(lambda: bool(scene.note_text("hover")), timeout=1000)
        expected = describe(figure_feature_info(controller.game, fig), controller.game)
        assert scene.note_text("hover") == expected and "point" in expected
        # The view's tooltip event (the mouse resting) does not take the value away.
        QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos)))
        assert scene.note_text("hover") == expected
        assert scene.notes["hover"].isVisible()
        break
    else:
        raise AssertionError("no figure could be hovered")
    qtbot.mouseMove(view.viewport(), QPoint(2, 2))
    qtbot.waitUntil(lambda: not scene.note_text("hover"), timeout=1000)


def test_the_points_a_placement_would_score_are_shown_on_the_board(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from carc_desktop.engine.geometry import Position

    QSettings().setValue("ui/placement_preview", True)
    window.apply_settings()
    _drive(controller, 2, 20)
    while controller.game.phase != "place":
        _drive(controller, 3, 1)
    cell, rotations = next(iter(controller.placement_options().items()))
    controller.set_rotation(rotations[0])
    window.board.set_cursor(Position(cell.x, cell.y))
    note = window.board.board.note_text("placement")
    assert note.startswith("Placing it here scores")
    assert note == window.placement_hint.text()
    QSettings().setValue("ui/placement_preview", False)
    window.apply_settings()
    window.board.set_cursor(Position(cell.x, cell.y))
    assert window.board.board.note_text("placement") == ""


@pytest.mark.parametrize("lang, one, many", [
    ("en", "Click the marker on the tile you just placed", "Click one of the 3 markers on the tile"),
    ("cs", "Klikněte na značku na právě položené kartičce", "Klikněte na jednu z 3 značek"),
])
def test_the_figure_prompt_counts_its_markers_in_the_languages_plural(qtbot, qapp, compiled, window, controller,
                                                                      lang: str, one: str, many: str) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop import i18n

    while controller.game.phase != "deploy":
        controller.choose(controller.legal_moves()[0])
    options = controller.deploy_options()
    assert options
    try:
        assert i18n.switch_language(qapp, lang, store=False)
        for shown, expected in ((options[:1], one), ((options * 3)[:3], many)):
            controller.deploy_options = lambda shown=shown: shown  # type: ignore[method-assign]
            window.prompt.refresh()
            assert window.prompt.help.text().startswith(expected), window.prompt.help.text()
    finally:
        i18n.switch_language(qapp, "en", store=False)


def test_a_window_made_before_it_is_shown_fits_the_board_when_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found driving a real game: a window built around a running game, then sized and shown,
    kept the fit it made while hidden and small (tiles a dozen pixels wide)."""
    from carc_desktop.ui.board.geometry import TILE
    from carc_desktop.ui.window.main_window import MainWindow

    c = all_expansions_controller(moves=4)
    try:
        w = MainWindow(c)
        qtbot.addWidget(w)
        w.resize(1600, 1000)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.board.scale_factor() * TILE >= 60, timeout=2000)
    finally:
        c.close()
