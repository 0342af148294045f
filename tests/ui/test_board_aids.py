"""The board aids in the window: dead and hard spots drawn where the engine says, field
owners on F, feature chances in the hover sentence, and the purist switch that turns every
aid off at once."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from carc_desktop.engine import FIELD, aids
from carc_desktop.ui.board.aids import FieldOwnerItem, SpotAidItem, chances_text, field_owners
from carc_desktop.ui.common.prefs import KEY_AID_SPOTS, KEY_PURIST


def _play(controller, decisions: int, seed: int = 5) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(decisions):
        if controller.game.finished:
            break
        assert controller.choose(rng.choice(controller.legal_moves()))
    QApplication.processEvents()


def _spot_items(window) -> dict:  # type: ignore[no-untyped-def]
    return {item.cell: item.tiles for item in window.board.board.items() if isinstance(item, SpotAidItem)}


def test_spot_marks_are_the_engines_dead_and_hard_spots(window, controller) -> None:  # type: ignore[no-untyped-def]
    for step in range(12):
        _play(controller, 9, seed=step)
        game = controller.game
        want = {c: n for c, n in aids.open_spots(game).items() if n <= 2}
        assert _spot_items(window) == want
    assert _spot_items(window), "no dead or hard spot in 108 decisions: the test shows nothing"


def test_a_dead_spot_item_says_so_without_colour(window, controller) -> None:  # type: ignore[no-untyped-def]
    item = SpotAidItem(next(iter(controller.game.board.frontier)), 0)
    assert item.dead and "No tile left" in item.toolTip()
    assert "Only 2 tiles" in SpotAidItem(item.cell, 2).toolTip()
    assert "Only 1 tile " in SpotAidItem(item.cell, 1).toolTip()


def test_field_owners_follow_the_engine(window, controller) -> None:  # type: ignore[no-untyped-def]
    game = controller.game
    # Play until some farmer holds a field.
    rng = random.Random(3)
    while not any(game.feature_of(game.board.placements[f.placement], f.segment).kind == FIELD
                  for f in game.figures_on_board()):
        moves = controller.legal_moves()
        farmer = [m for m in moves if getattr(m, "feature", "").startswith("field")]
        assert controller.choose(farmer[0] if farmer else rng.choice(moves))
    QApplication.processEvents()
    assert not [i for i in window.board.board.items() if isinstance(i, FieldOwnerItem)]
    window.actions["field_owners"].trigger()
    items = [i for i in window.board.board.items() if isinstance(i, FieldOwnerItem)]
    owners = field_owners(game)
    assert owners and sorted((i.owner for i in items), key=lambda o: o.feature) == sorted(owners, key=lambda o: o.feature)
    for item in items:
        now = game.value_now(game.features.root(item.owner.feature))
        assert item.owner.holders == tuple(now.majority) and item.owner.value == now.value
        assert str(now.value) in item.toolTip()
        assert game.players[now.majority[0]].name in item.toolTip()
    window.actions["field_owners"].trigger()
    assert not [i for i in window.board.board.items() if isinstance(i, FieldOwnerItem)]


def test_chances_sentence_counts_the_gaps(controller) -> None:  # type: ignore[no-untyped-def]
    _play(controller, 20)
    game = controller.game
    said = 0
    for feature in game.features.roots():
        chances = aids.feature_chances(game, feature)
        text = chances_text(game, feature)
        if chances is None:
            assert text == ""
            continue
        said += 1
        assert f"{chances.min_tiles} more tile" in text
        if chances.can_finish:
            assert ", ".join(str(n) for _c, n in sorted(chances.gaps.items())) in text
        else:
            assert "can no longer be filled" in text
    assert said


def test_purist_switch_turns_every_aid_off(window, controller) -> None:  # type: ignore[no-untyped-def]
    _play(controller, 30)
    s = QSettings()
    s.setValue(KEY_AID_SPOTS, True)
    window.apply_settings()
    assert window.board.aids.spots_enabled and window.hover.enabled and window.actions["field_owners"].isEnabled()
    window.actions["field_owners"].setChecked(True)
    s.setValue(KEY_PURIST, True)
    window.apply_settings()
    assert not window.board.aids.spots_enabled and not _spot_items(window)
    assert not window.hover.enabled and not window.hover.chances and not window.placement_hint.enabled
    assert not window.actions["field_owners"].isEnabled() and not window.actions["field_owners"].isChecked()
    assert not [i for i in window.board.board.items() if isinstance(i, FieldOwnerItem)]
    assert not window.actions["hint"].isEnabled()
    s.setValue(KEY_PURIST, False)
    window.apply_settings()
    assert window.board.aids.spots_enabled and window.hover.enabled


def test_settings_dialog_purist_greys_the_aids(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.purist.setChecked(True)
    assert not dialog.aid_spots.isEnabled() and not dialog.hints.isEnabled()
    dialog.accept()
    assert QSettings().value(KEY_PURIST) in (True, "true")
    dialog2 = SettingsDialog()
    qtbot.addWidget(dialog2)
    assert dialog2.purist.isChecked() and not dialog2.aid_chances.isEnabled()


def test_hovering_a_feature_without_a_figure_says_its_chances(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    """The pointer over the heart of an unfinished road or city nobody holds (where a figure
    would stand): the feature lights up and the note says what it still needs; off with the
    chances aid."""
    from PySide6.QtCore import QPoint

    from carc_desktop.ui.board.geometry import anchor_point
    from carc_desktop.ui.play.hover_hints import NOTE

    rng = random.Random(6)
    view = window.board
    game = controller.game
    found = None
    for _ in range(120):
        moves = [m for m in controller.legal_moves() if getattr(m, "figure", None) is None]
        assert controller.choose(rng.choice(moves))  # no figures at all: every feature is free
        if controller.phase != "place":
            continue
        for k, p in enumerate(game.board.placements):
            for s, seg in enumerate(p.tile.segments):
                feature = game.feature_of(p, s)
                if seg.kind in ("city", "road") and aids.feature_chances(game, feature) is not None:
                    found = (k, s, feature)
                    break
            if found:
                break
        if found:
            break
    assert found, "no unfinished feature on the board"
    k, s, feature = found
    p = game.board.placements[k]
    view.centerOn(anchor_point(p.tile, p.cells, p.rotation, s))
    QApplication.processEvents()
    at = view.mapFromScene(anchor_point(p.tile, p.cells, p.rotation, s))
    qtbot.mouseMove(view.viewport(), at)
    QApplication.processEvents()
    note = view.board.note_text(NOTE)
    assert chances_text(game, feature) in note, note
    # Away from any feature heart, nothing; and nothing with the chances aid off.
    qtbot.mouseMove(view.viewport(), QPoint(2, 2))
    QApplication.processEvents()
    assert not view.board.note_text(NOTE)
    window.hover.chances = False
    qtbot.mouseMove(view.viewport(), at + QPoint(1, 0))
    QApplication.processEvents()
    assert not view.board.note_text(NOTE)
