"""Drag-and-drop, clicks and keyboard on the board, checked against the engine's state."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from carc_desktop.engine.geometry import Position
from carc_desktop.engine.moves import Deploy, PlaceTile
from carc_desktop.ui.board.items import MeepleItem, SpotMarkerItem
from carc_desktop.ui.board.view import TILE_MIME, tile_mime_data

from .conftest import send_drag


def _a_legal_placement(controller, prefer_not_zero: bool = True) -> tuple[Position, int]:  # type: ignore[no-untyped-def]
    options = controller.placement_options()
    assert options, "the drawn tile fits nowhere?"
    for cell, rotations in sorted(options.items()):
        for r in rotations:
            if not prefer_not_zero or r != 0:
                return cell, r
    cell = sorted(options)[0]
    return cell, options[cell][0]


def test_synthetic_drag_places_tile_at_cell_and_rotation(window, controller, qtbot):
    view = window.board
    game = controller.game
    cell, rotation = _a_legal_placement(controller)
    controller.set_rotation(rotation)
    mime = window.tray.view.drag_mime()
    assert mime.hasFormat(TILE_MIME)
    tiles_before = len(game.board.placements)
    tile = controller.tile
    pos = view.view_point_of_cell(cell)
    send_drag(view, mime, pos)
    assert len(game.board.placements) == tiles_before + 1
    placed = game.board.placements[-1]
    assert placed.tile is tile
    assert tuple(placed.pos) == tuple(cell)
    assert placed.rotation == rotation
    assert game.history[-1] == PlaceTile(cell.x, cell.y, rotation)
    assert controller.phase == "deploy"
    # The scene shows the new tile and no placement hints any more.
    assert any(item.cells == placed.cells for item in view.board.tiles.values())
    assert not view.board.hints


def test_drag_move_shows_preview_and_highlights(window, controller):
    view = window.board
    cell, rotation = _a_legal_placement(controller)
    controller.set_rotation(rotation)
    assert view.board.hints, "legal cells are highlighted before any drag"
    strong = {c for c, item in view.board.hints.items() if item.strong}
    assert strong == set(controller.legal_cells(rotation))
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent

    mime = window.tray.view.drag_mime()
    actions = Qt.DropAction.MoveAction
    pos = view.view_point_of_cell(cell)
    QApplication.sendEvent(view.viewport(), QDragEnterEvent(pos, actions, mime, Qt.MouseButton.LeftButton,
                                                            Qt.KeyboardModifier.NoModifier))
    QApplication.sendEvent(view.viewport(), QDragMoveEvent(pos, actions, mime, Qt.MouseButton.LeftButton,
                                                           Qt.KeyboardModifier.NoModifier))
    preview = view.board.preview
    assert preview.isVisible() and preview.legal
    assert tuple(preview.cells[0]) == tuple(cell) and preview.rotation_turns == rotation
    assert len(controller.game.board.placements) == 1 or controller.phase == "place"


def test_illegal_drop_changes_nothing_and_says_why(window, controller, qtbot):
    view = window.board
    game = controller.game
    before = game.snapshot()
    mime = window.tray.view.drag_mime()
    taken = game.board.placements[0].cells[0]
    with qtbot.waitSignal(controller.illegal_move, timeout=1000) as blocker:
        send_drag(view, mime, view.view_point_of_cell(taken))
    assert "taken" in blocker.args[0]
    far = Position(40, 40)
    with qtbot.waitSignal(controller.illegal_move, timeout=1000) as blocker:
        send_drag(view, mime, view.view_point_of_cell(far))
    assert blocker.args[0]
    assert game.snapshot() == before
    assert window.banner.text.text() == blocker.args[0] and window.banner.kind.value == "error"


def test_drop_in_wrong_rotation_is_refused(window, controller, qtbot):
    view = window.board
    game = controller.game
    options = controller.placement_options()
    wrong = [(c, r) for c, rots in options.items() for r in range(4) if r not in rots]
    if not wrong:  # a tile that fits every cell in every rotation: nothing to test here
        return
    cell, r = sorted(wrong)[0]
    controller.set_rotation(r)
    before = game.snapshot()
    with qtbot.waitSignal(controller.illegal_move, timeout=1000) as blocker:
        send_drag(view, window.tray.view.drag_mime(), view.view_point_of_cell(cell))
    assert "rotate" in blocker.args[0]
    assert game.snapshot() == before


def test_drop_of_a_stale_tile_is_ignored(window, controller):
    view = window.board
    game = controller.game
    before = game.snapshot()
    cell, rotation = _a_legal_placement(controller)
    mime = tile_mime_data("BASE-NOPE", rotation, 0)
    from PySide6.QtGui import QDragEnterEvent

    enter = QDragEnterEvent(view.view_point_of_cell(cell), Qt.DropAction.MoveAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), enter)
    assert not enter.isAccepted()
    assert game.snapshot() == before


def test_follower_placed_by_clicking_its_marker(window, controller, qtbot):
    view = window.board
    game = controller.game
    cell, rotation = _a_legal_placement(controller)
    assert controller.place_tile(cell.x, cell.y, rotation)
    assert controller.phase == "deploy"
    QApplication.processEvents()
    markers = [m for m in view.board.spots if m.figure == "follower"]
    expected = {m.feature for m in controller.deploy_options() if m.figure == "follower"}
    assert {m.feature for m in markers} == expected and markers
    marker = markers[-1]
    pos = view.mapFromScene(marker.scenePos())
    assert isinstance(view.itemAt(pos), SpotMarkerItem)
    player = game.decider
    supply = game.supply[player]["follower"]
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert game.history[-1] == Deploy("follower", marker.feature)
    assert game.supply[player]["follower"] == supply - 1
    placed = game.board.placements[-1 if game.last is None else game.last.index]
    seg = placed.tile.segment_index[marker.feature]
    figure_items = [i for i in view.board.figures.values() if isinstance(i, MeepleItem)]
    if (placed.index, seg) in game.figure_at:  # not scored away at once
        assert any(item.key[0].placement == placed.index and item.key[0].segment == seg for item in figure_items)
    assert not view.board.spots


def test_click_cell_then_enter_places(window, controller):
    view = window.board
    game = controller.game
    cell, rotation = _a_legal_placement(controller)
    controller.set_rotation(rotation)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.view_point_of_cell(cell))
    assert view.cursor_cell == cell
    assert window.prompt.place_button is not None and window.prompt.place_button.isEnabled()
    QTest.keyClick(view, Qt.Key.Key_Return)
    placed = game.board.placements[-1]
    assert tuple(placed.pos) == tuple(cell) and placed.rotation == rotation


def test_keyboard_only_placement(window, controller):
    view = window.board
    game = controller.game
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # shows the cursor on a legal cell near the last tile
    assert view.cursor_cell is not None
    options = controller.placement_options()
    target = max(options, key=lambda c: (abs(c.x - view.cursor_cell.x) + abs(c.y - view.cursor_cell.y), c))
    wanted = options[target][-1]
    dx, dy = target.x - view.cursor_cell.x, target.y - view.cursor_cell.y
    for _ in range(abs(dx)):
        QTest.keyClick(view, Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left)
    for _ in range(abs(dy)):  # up = north = y + 1
        QTest.keyClick(view, Qt.Key.Key_Up if dy > 0 else Qt.Key.Key_Down)
    assert view.cursor_cell == target
    for _ in range(4):
        if controller.rotation == wanted:
            break
        QTest.keyClick(view, Qt.Key.Key_R)
    assert controller.rotation == wanted
    assert view.board.preview.isVisible() and view.board.preview.legal
    QTest.keyClick(view, Qt.Key.Key_Return)
    placed = game.board.placements[-1]
    assert tuple(placed.pos) == tuple(target) and placed.rotation == wanted
    assert controller.phase == "deploy"
    QTest.keyClick(view, Qt.Key.Key_S)  # no figure
    assert controller.phase != "deploy" or game.history[-1].type == "skip"


def test_tray_rotation_by_wheel_right_click_and_key(window, controller):
    tray = window.tray.view
    r0 = controller.rotation
    QTest.mouseClick(tray, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, tray.rect().center())
    assert controller.rotation == (r0 + 1) % 4
    tray.setFocus()
    QTest.keyClick(tray, Qt.Key.Key_R)
    assert controller.rotation == (r0 + 2) % 4
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    wheel = QWheelEvent(QPointF(tray.rect().center()), QPointF(tray.mapToGlobal(tray.rect().center())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(tray, wheel)
    assert controller.rotation == (r0 + 3) % 4


def test_zoom_and_pan(window):
    view = window.board
    s = view.scale_factor()
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.scale_factor() > s
    QTest.keyClick(view, Qt.Key.Key_Minus)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.scale_factor() < s
    window.actions["zoom_fit"].trigger()
    h = view.horizontalScrollBar().value()
    QTest.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert view.horizontalScrollBar().value() != h or view.horizontalScrollBar().maximum() == 0


def test_undo_removes_the_tile_from_the_board(window, controller):
    view = window.board
    game = controller.game
    cell, rotation = _a_legal_placement(controller)
    n = len(view.board.tiles)
    assert controller.place_tile(cell.x, cell.y, rotation)
    assert len(view.board.tiles) == n + 1
    window.actions["undo"].trigger()
    assert len(view.board.tiles) == n
    assert controller.phase == "place" and len(game.history) == 0


def test_scored_features_flash_and_leaving_figures_animate(window, controller, qtbot):
    """A scoring lights up the feature's cells and the figures that leave fade out, briefly."""
    import random

    from carc_desktop.ui.board.items import ScoreFlashItem

    scene = window.board.board
    scene.animations_enabled = True
    rng = random.Random(1)
    scored = []
    controller.scored.connect(lambda evs: scored.extend(evs))
    for _ in range(600):
        if controller.game.finished:
            break
        before = set(scene.figures)
        moves = controller.legal_moves()
        deploys = [m for m in moves if isinstance(m, Deploy)]
        move = rng.choice(deploys) if deploys else rng.choice(moves)
        controller.choose(move)
        flashes = [i for i in scene.items() if isinstance(i, ScoreFlashItem)]
        left = before - set(scene.figures)
        if scored and flashes and left:
            break
    assert scored and flashes, "no scoring with cells happened"
    leaving = [i for i in scene.items() if isinstance(i, MeepleItem) and i.key in left]
    assert leaving, "figures that leave stay visible while they fade"
    start = {id(i): i.pos() for i in leaving}
    for anim in list(scene._animations):
        anim.setCurrentTime(anim.totalDuration() // 2)
    for i in leaving:  # half-way: half faded, floated up
        assert 0.0 < i.opacity() < 1.0 and i.pos().y() < start[id(i)].y() and i.pos().x() == start[id(i)].x()
    scene.finish_animations()
    QApplication.processEvents()
    assert not [i for i in scene.items() if isinstance(i, ScoreFlashItem)]
    assert not [i for i in scene.items() if isinstance(i, MeepleItem) and i.key in left]
    assert len(scene.figures) == len(controller.game.figure_at)
