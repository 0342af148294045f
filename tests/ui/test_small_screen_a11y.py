"""Keyboard and screen reader on a small screen (issue: a second look on a small screen).

What a screen reader sees is read through Qt's own accessibility interface
(``QAccessible.queryAccessibleInterface``), and the events it would hear are caught where
the game sends them (``ui.a11y``)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QToolTip

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.board import art
from carc_desktop.ui.board.geometry import TILE, cell_rect
from carc_desktop.ui.board.items import SpotMarkerItem

Text = QAccessible.Text


def read(widget, what=Text.Name) -> str:  # type: ignore[no-untyped-def]
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(what)


@pytest.fixture
def heard(monkeypatch):  # type: ignore[no-untyped-def]
    """The accessibility events the game sends, as (event type, object, value or None)."""
    events: list[tuple[QAccessible.Event, object, str | None]] = []

    from carc_desktop.ui.common import a11y

    def catch(event) -> None:  # type: ignore[no-untyped-def]
        value = event.value() if hasattr(event, "value") else None
        events.append((event.type(), event.object(), value))

    monkeypatch.setattr(a11y, "_update", catch)
    return events


def activate(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.board.setFocus()


def to_crowded_deploy(controller, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    """Play random moves until a person may place a figure on two spots or more."""
    rng = random.Random(seed)
    while not (controller.phase == "deploy" and len(controller.deploy_options()) >= 3):
        assert not controller.game.finished
        assert controller.choose(rng.choice(controller.legal_moves()))
    QApplication.processEvents()


# --- 2. keyboard -------------------------------------------------------------------------------
def test_a_marker_chosen_with_tab_says_what_it_is_beside_it(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)
    controller.new_game(2, RuleSet("C3", tuple(sorted(load_all()))), 8)
    to_crowded_deploy(controller)
    activate(qtbot, window)
    view = window.board
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    spot = next(s for s in view.board.spots if s.focused)
    assert QToolTip.isVisible() and QToolTip.text() == spot.accessible_text
    # Beside the marker: the tooltip is within a few marker sizes of it on screen.
    marker = view.viewport().mapToGlobal(view.mapFromScene(spot.scenePos()))
    tip = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
    distance = (tip.geometry().topLeft() - marker).manhattanLength()
    assert distance < 120, distance
    # The status bar says the marker only (the guidance and the marker did not fit 1024 px).
    guidance = window.guidance
    assert guidance.text() == spot.accessible_text.replace("\n", ": ", 1)
    assert guidance.fontMetrics().horizontalAdvance(guidance.text()) <= guidance.width() + 2


@pytest.mark.parametrize("colour", ["black", "grey", "yellow", "red"])
def test_the_focus_ring_on_a_marker_stands_out_for_every_colour(qapp, colour: str) -> None:  # type: ignore[no-untyped-def]
    """Rendered at a small screen's zoom on the felt: the keyboard's marker differs from an
    unchosen one by a clearly visible ring (many pixels changed by a large step of brightness)."""
    zoom = 0.45

    def render(focused: bool) -> QImage:
        scene = QGraphicsScene()
        scene.setBackgroundBrush(art.table_texture())
        item = SpotMarkerItem("follower", "road1", art.colour_by_name(colour), False, QPointF(0, 0), TILE * 0.15)
        item.set_focused(focused)
        scene.addItem(item)
        image = QImage(80, 80, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 80, 80), QRectF(-40 / zoom, -40 / zoom, 80 / zoom, 80 / zoom))
        painter.end()
        return image

    plain, chosen = render(False), render(True)
    changed = 0
    for y in range(80):
        for x in range(80):
            a, b = QColor(plain.pixel(x, y)), QColor(chosen.pixel(x, y))
            if abs(a.lightness() - b.lightness()) >= 60:
                changed += 1
    radius_px = TILE * 0.15 * zoom
    assert changed >= 2 * 3.14 * radius_px * 2, changed  # a ring two pixels wide at least


def test_arrow_keys_pan_by_the_least_amount(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)
    QApplication.processEvents()
    activate(qtbot, window)
    view = window.board
    view.zoom_by(1.6)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the cursor appears on a legal cell
    cell_px = TILE * view.scale_factor()
    for key in [Qt.Key.Key_Right] * 7 + [Qt.Key.Key_Up] * 5 + [Qt.Key.Key_Left] * 9 + [Qt.Key.Key_Down] * 6:
        before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
        was_inside = view.viewport().rect().adjusted(45, 45, -45, -45).contains(
            view.mapFromScene(cell_rect(*view.cursor_cell)).boundingRect().adjusted(-101, -101, 101, 101))
        qtbot.keyClick(view, key)
        after = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
        moved = max(abs(after[0] - before[0]), abs(after[1] - before[1]))
        if was_inside:
            assert moved == 0, (key, view.cursor_cell)  # the next cell was in view: the board stays
        assert moved <= cell_px + 2, (key, moved)  # never more than the step itself
        cell = view.mapFromScene(cell_rect(*view.cursor_cell)).boundingRect()
        assert view.viewport().rect().contains(cell), (key, view.cursor_cell)


# --- 3. screen reader --------------------------------------------------------------------------
def test_the_board_says_the_chosen_cell_and_marker(qtbot, window, controller, heard) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    view = window.board
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # the first legal cell
    cell = view.cursor_cell
    description = read(view, Text.Description)
    assert f"{cell.x}, {cell.y}" in description and "fits" in description
    assert any(t == QAccessible.Event.ValueChanged and o is view and v == description for t, o, v in heard)
    assert any(t == QAccessible.Event.DescriptionChanged and o is view for t, o, _v in heard)
    # A turn that does not fit there says so.
    options = controller.placement_options()
    bad = next((r for r in range(4) if r not in options[cell]), None)
    if bad is not None:
        controller.set_rotation(bad)
        assert "turned another way" in read(view, Text.Description)
        controller.set_rotation(options[cell][0])
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert controller.phase == "deploy"
    spot = next(s for s in view.board.spots if s.focused)
    assert read(view, Text.Description) == spot.accessible_text.replace("\n", ": ", 1)
    assert any(t == QAccessible.Event.Focus and o is view for t, o, _v in heard)
    assert any(t == QAccessible.Event.ValueChanged and v == read(view, Text.Description) for t, _o, v in heard)
    qtbot.keyClick(view, Qt.Key.Key_S)  # no figure: the next turn, and the marker is no longer said
    assert controller.phase == "place"
    assert read(view, Text.Description) == ""


def test_the_tile_to_place_describes_its_edges(qtbot, window, controller, heard) -> None:  # type: ignore[no-untyped-def]
    tray = window.tray.view
    tile = controller.tile
    text = read(tray, Text.Description)
    edges = tile.rotations[controller.rotation][0].edges
    assert text.startswith("Edges: north " + edges[0])
    for side, kind in zip(("east", "south", "west"), edges[1:]):
        assert f"{side} {kind}" in text
    controller.rotate(1)
    turned = read(tray, Text.Description)
    assert turned.startswith("Edges: north " + tile.rotations[controller.rotation][0].edges[0])
    assert any(t == QAccessible.Event.DescriptionChanged and o is tray for t, o, _v in heard) or turned == text


def test_labels_say_their_values_and_buttons_their_names(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    board = window.scoreboard
    board.flush() if hasattr(board, "flush") else None
    QApplication.processEvents()
    turn, tiles = read(board.turn_label), read(board.tiles_label)
    assert turn.startswith("Whose turn: ") and controller.game.players[0].name in turn
    assert tiles.startswith("Tiles left: ") and str(controller.game.tiles_left()) in tiles
    tray = window.tray
    assert read(tray.left_button) == "Rotate anticlockwise"
    assert read(tray.right_button) == "Rotate clockwise"
    assert read(window.banner.close_button) == "Close the message"
    swatches = [read(card.swatch) for card in board.cards if card.isVisibleTo(board)]
    assert swatches == [p.color.capitalize() for p in controller.game.players] or all(swatches), swatches
    assert all(s and s.strip() for s in swatches)
    # No button anywhere in the window is read as a bare symbol.
    from PySide6.QtWidgets import QAbstractButton
    for button in window.findChildren(QAbstractButton):
        name = read(button)
        assert not name or any(ch.isalpha() for ch in name), (button.objectName(), name)


# --- 6. figure markers on small tiles ------------------------------------------------------------
def test_figure_markers_stay_apart_at_a_small_screens_zoom(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    """At zoom 0.3 (a six-player board on 1024 px) a crowded tile's markers, outlines
    included, keep at least a pixel of board between them."""
    zoom, outline = 0.3, TILE * 0.03
    controller.new_game(6, RuleSet("C3", tuple(sorted(load_all()))), 8)
    rng = random.Random(3)
    crowded = 0
    while crowded < 4 and not controller.game.finished:
        if controller.phase == "deploy" and len(controller.deploy_options()) >= 4:
            QApplication.processEvents()
            spots = window.board.board.spots
            for i, a in enumerate(spots):
                for b in spots[i + 1:]:
                    d = a.pos() - b.pos()
                    gap = (d.x() ** 2 + d.y() ** 2) ** 0.5 - a.radius - b.radius - outline
                    assert gap * zoom >= 1.0, (a.feature, b.feature, gap * zoom)
            crowded += 1
        assert controller.choose(rng.choice(controller.legal_moves()))
    assert crowded == 4
