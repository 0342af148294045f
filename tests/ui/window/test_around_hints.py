"""Hints: a figure's feature and value, the placement preview, the tiles left, rules, settings."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings

from carc_desktop import i18n
from carc_desktop.engine.moves import PlaceTile
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.dialogs.remaining_tiles_dialog import RemainingTilesDialog
from carc_desktop.ui.dialogs.rules_dialog import RulesDialog, rules_html
from carc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from carc_desktop.ui.play.feature_info import PlacementPreview, describe, figure_feature_info

from .conftest import ALL, new_game, play_random


@pytest.mark.parametrize("seed", [2, 4])
def test_every_figure_has_its_feature(seed: int) -> None:
    game = play_random(new_game(3, seed, ()), seed, moves=90)
    figures = game.figures_on_board()
    assert figures
    for fig in figures:
        info = figure_feature_info(game, fig)
        placement = game.board.placements[fig.placement]
        own = set(placement.segment_cells(fig.segment))
        assert own <= set(info.cells)
        assert set(info.cells) <= set(game.board.cells)
        if info.kind == "road":
            assert info.value == len(info.cells)
        elif info.kind == "city":
            assert info.value == (2 if info.complete else 1) * (len(info.cells) + info.pennants)
        elif info.kind == "monastery":
            assert 1 <= info.value <= 9
        elif info.kind == "field":
            assert info.value == 3 * info.cities
        if fig.kind == "follower":
            assert fig.player in info.figures
        text = describe(info, game)
        assert text.endswith(".") and "%" not in text
        assert any(game.players[p].name in text for p in info.majority)


def test_preview_matches_playing_and_changes_nothing() -> None:
    game = play_random(new_game(2, 6, ()), 6, moves=40)
    preview = PlacementPreview()
    snapshot = game.snapshot()
    rng = random.Random(1)
    checked = scoring = 0
    while (checked < 30 or not scoring) and not game.finished:
        assert game.phase == "place"
        moves = game.legal_moves()
        for move in moves[:8]:
            got = preview.points(game, move)
            events = game.play(move)
            events += game.play(next(m for m in game.legal_moves() if m.type == "skip"))
            want: dict[int, int] = {}
            for ev in events:
                # Every scoring the move causes: completions, and after the last tile the final one.
                if ev.type == "score":
                    for p, v in ev.points.items():
                        want[p] = want.get(p, 0) + v
            game.undo()
            game.undo()
            assert got == {p: v for p, v in want.items() if v}, move
            scoring += bool(got)
            checked += 1
        assert game.snapshot() == snapshot  # the preview never touched the real game
        game.play(rng.choice(moves))
        while not game.finished and game.phase != "place":
            game.play(rng.choice(game.legal_moves()))
        snapshot = game.snapshot()
    assert checked >= 30 and scoring >= 1


def test_preview_leaves_the_game_alone() -> None:
    game = play_random(new_game(3, 9), 9, moves=30)
    while game.phase != "place":
        game.play(game.legal_moves()[0])
    before = game.snapshot()
    preview = PlacementPreview()
    for move in game.legal_moves()[:20]:
        assert isinstance(move, PlaceTile)
        preview.points(game, move)
    assert game.snapshot() == before


def test_remaining_tiles_dialog_counts(qtbot) -> None:
    game = play_random(new_game(2, 3), 3, moves=50)
    d = RemainingTilesDialog(game)
    qtbot.addWidget(d)
    remaining = game.remaining_tiles()
    items = d.items()
    assert len(items) == len(remaining)
    total = 0
    for item in items:
        tid = item.data(0x0100)  # Qt.UserRole
        assert item.text() == f"\u00d7{remaining[tid]}"
        total += remaining[tid]
    assert total == game.tiles_left()
    assert str(game.tiles_left()) in d.summary.text()


def test_rules_summary_lists_the_enabled_expansions(qtbot) -> None:
    text = rules_html(RuleSet("C2", ("traders_and_builders", "la_porxada")))
    assert "Traders &amp; Builders" in text and "La Porxada" in text
    assert "Leipzig" not in text and "Land Surveyors" not in text
    d = RulesDialog(RuleSet("C3", ALL))
    qtbot.addWidget(d)
    plain = d.text.toPlainText()
    for name in ("Traders & Builders", "The Markets of Leipzig", "The Land Surveyors", "La Porxada"):
        assert name in plain


def test_settings_are_stored(qtbot, ini: QSettings) -> None:
    d = SettingsDialog(None, ini)
    qtbot.addWidget(d)
    assert [d.language.itemData(i) for i in range(d.language.count())] == ["en", "de", "fr", "it", "cs"]
    d.language.setCurrentIndex(d.language.findData("cs"))
    d.language.activated.emit(d.language.currentIndex())  # as the user's pick: switches at once
    d.animation.setCurrentIndex(d.animation.findData("slow"))
    d.preview.setChecked(True)
    with qtbot.waitSignal(d.settings_changed, timeout=1000):
        d.accept()
    assert ini.value(i18n.SETTINGS_KEY) == "cs"
    assert ini.value("ui/animation_speed") == "slow"
    again = SettingsDialog(None, ini)
    qtbot.addWidget(again)
    assert again.language.currentData() == "cs" and again.preview.isChecked()
