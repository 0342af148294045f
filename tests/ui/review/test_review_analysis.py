"""Review > Analyse in the review window (offscreen): a kept analysis shows at once when the
game is opened again; each analysed decision carries its label in the decision log and on
the score race; stepping to a blunder shows the better move as a ghost on the board and a
sentence from the engine's preview; Analyse and Cancel from the window and from the
end-of-game table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from carc_desktop.ai.analyse import Settings, analyse_decision, engine_key, record_key
from carc_desktop.controller.ai_process import IN_PROCESS_ENV
from carc_desktop.controller.review import review_file
from carc_desktop.engine import Game, RuleSet, game_from_record, move_from_record, record_from_game
from carc_desktop.storage.analysis_store import write_analysis
from carc_desktop.ui.review.review_window import ReviewWindow

PLACE = Path(__file__).resolve().parents[2] / "ai" / "analysis_positions" / "place.json"


@pytest.fixture
def blunder_game(tmp_path: Path) -> Path:
    """The seeded position with a planted blunder, played, and its verdict kept beside it."""
    record = json.loads(PLACE.read_text())
    game = game_from_record(record)
    planted = move_from_record(record.pop("planted"))
    record.pop("kind")
    verdict = analyse_decision(game, planted)
    game.play(planted)
    full = record_from_game(game)
    path = tmp_path / "blunder.carc"
    path.write_text(json.dumps(full))
    write_analysis(path, record_key(full), engine_key(), Settings().key(), [verdict.to_json()])
    return path


def test_a_kept_analysis_shows_its_labels_and_the_better_move(qtbot, blunder_game) -> None:  # type: ignore[no-untyped-def]
    w = ReviewWindow(review_file(blunder_game), title="test")
    qtbot.addWidget(w)
    w.show()
    (verdict,) = w.verdicts.values()
    assert verdict.label == "blunder"
    assert w.analysis_panel.log.count() == 1
    assert "blunder ??" in w.analysis_panel.log.item(0).text()
    assert [m[2] for m in w.chart.analysis_marks] == ["??"]
    assert "accuracy" in w.analysis_panel.summary.text()
    w.go(verdict.index + 1)
    assert w.board.better_tile.isVisible()
    assert "The better move" in w.status.text() and "Better:" in w.status.text()
    ghost = w.board.better_tile
    best = move_from_record(verdict.best)
    assert min(c.x for c in ghost.cells) <= best.x <= max(c.x for c in ghost.cells)
    w.go(verdict.index)
    assert not w.board.better_tile.isVisible() and not w.board.better_figures
    qtbot.mouseClick(w.analysis_panel.log.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.analysis_panel.log.visualItemRect(w.analysis_panel.log.item(0)).center())
    assert w.position == verdict.index + 1


def short_game(tiles: int = 6) -> Game:
    from carc_desktop.ai import choose_move

    full = Game(2, RuleSet("C3", ()), seed=4)
    game = Game(2, RuleSet("C3", ()), seed=4, draws=full.bag[:tiles])
    n = 0
    while not game.finished:
        game.play(choose_move(game, "random", n))
        n += 1
    return game


def test_analyse_and_cancel_from_the_window(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    path = tmp_path / "g.carc"
    path.write_text(json.dumps(record_from_game(short_game(16))))
    w = ReviewWindow(review_file(path), title="test")
    qtbot.addWidget(w)
    w.show()
    assert not w.verdicts
    qtbot.mouseClick(w.analysis_panel.analyse_button, Qt.MouseButton.LeftButton)
    assert w.analysis is not None and w.analysis.running
    assert not w.analysis_panel.analyse_button.isEnabled() and w.analysis_panel.cancel_button.isEnabled()
    # Cancel as the first verdict arrives: waiting for it and clicking afterwards let a fast
    # machine finish the whole short game in between (CI saw "Every decision analysed.").
    w.analysis.verdict.connect(lambda _v: w.analysis_panel.cancel_button.click())
    qtbot.waitUntil(lambda: len(w.verdicts) >= 1, timeout=60_000)
    qtbot.waitUntil(w.analysis_panel.analyse_button.isEnabled, timeout=60_000)
    assert "Cancelled" in w.analysis_panel.note.text()
    done = len(w.verdicts)
    assert 1 <= done < w.analysis.total
    assert w.analysis_panel.log.count() == done
    w.analysis.wait(10)
    again = ReviewWindow(review_file(path), title="again")
    qtbot.addWidget(again)
    assert len(again.verdicts) == done  # reopened: what was analysed is there at once


def test_the_end_of_game_table_opens_the_analysis(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog

    monkeypatch.setenv(IN_PROCESS_ENV, "1")
    d = EndOfGameDialog(short_game(2))
    qtbot.addWidget(d)
    d.show()
    assert d.analyse_button.text()
    window = None

    def opened(position: int):  # type: ignore[no-untyped-def]
        nonlocal window
        window = real(position)
        return window

    real = d.open_review
    d.open_review = opened  # type: ignore[method-assign]
    d.analyse_button.click()
    assert isinstance(window, ReviewWindow)
    qtbot.addWidget(window)
    qtbot.waitUntil(window.analysis_panel.analyse_button.isEnabled, timeout=60_000)
    assert window.verdicts and window.tabs.currentWidget() is window.analysis_panel
