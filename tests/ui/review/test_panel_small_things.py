"""#27's smaller things: one turn numbering in Review and Continue, each game once in the
Review chooser, Export Picture of the position on screen into the user's folders, a new
seat in New Game is a computer, and German menu ellipses written one way."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QSettings

from carc_desktop.controller.review import GameReview
from carc_desktop.storage.recent import PlayerSummary, RecentEntry
from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from carc_desktop.ui.review.actions import entry_text, reviewable
from carc_desktop.ui.review.export import picture
from carc_desktop.ui.review.review_window import ReviewWindow
from carc_desktop.ui.window.file_actions import recent_tooltip

ROOT = Path(__file__).resolve().parents[3]


def entry(path: str, turn: int = 64, score: int = 30) -> RecentEntry:
    return RecentEntry(Path(path), datetime(2026, 5, 1, 12, 0, tzinfo=UTC).isoformat(),
                       (PlayerSummary("Ada", "red", score), PlayerSummary("Bob", "blue", 20)), (), "C3", False,
                       turn, turn, 72 - turn, None)


def test_review_and_continue_count_turns_alike(qapp) -> None:  # type: ignore[no-untyped-def]
    e = entry("/tmp/a.carc", turn=64)
    assert "Turn 65," in recent_tooltip(e)
    assert "turn 65" in entry_text(e) and "turn 64" not in entry_text(e)


def test_the_review_chooser_lists_each_game_once(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    own, copy, other = tmp_path / "own.carc", tmp_path / "copy.carc", tmp_path / "other.carc"
    entries = [entry(str(own)), entry(str(copy)), entry(str(other), score=44)]
    shown = reviewable(entries, own)  # the game on the table has its own entry
    assert [e.path for e in shown] == [copy, other]
    labels = [entry_text(e) for e in reviewable(entries, None)]
    assert len(labels) == len(set(labels)) == 2


def test_export_picture_shows_the_position_on_screen(qtbot, all_expansions_record, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = ReviewWindow(GameReview(all_expansions_record), title="test")
    qtbot.addWidget(w)
    w.show()
    w.go(12)
    png = tmp_path / "at12.png"
    assert w.export_picture(str(png))
    from PySide6.QtGui import QImage

    def small(image: QImage) -> QImage:  # what the board shows, without rendering noise
        return image.scaled(160, 80).convertToFormat(QImage.Format.Format_RGB32)

    def distance(a: QImage, b: QImage) -> float:
        return sum(abs(a.pixelColor(x, y).lightness() - b.pixelColor(x, y).lightness())
                   for x in range(0, 80, 2) for y in range(0, 80, 2)) / 1600

    saved = small(QImage(str(png)))
    at12 = small(picture(w.review, w.chart, 12))
    final = small(picture(w.review, w.chart))
    assert w.position == 12
    # Far nearer the position on screen than the final board (tiles still being refined on a
    # first run may differ by a little: 2 of 255 seen on a fresh tile cache).
    assert distance(saved, at12) < distance(saved, final) / 4 and distance(saved, final) > 5
    # the file dialog starts in the user's folders, not in the program's working directory
    suggested = Path(w._suggested("png"))
    assert suggested.is_absolute() and suggested.parent != Path.cwd() and suggested.name.endswith(".png")


def test_a_new_seat_is_a_computer(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ini = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    d = NewGameDialog(None, ini)
    qtbot.addWidget(d)
    assert [p.computer for p in d.setup().players] == [False, True]
    d.count.setValue(5)
    s = d.setup()
    assert [p.computer for p in s.players] == [False, True, True, True, True]
    assert all(p.level == "normal" for p in s.players[2:])


def test_german_menu_ellipses_are_written_one_way() -> None:
    tree = ET.parse(ROOT / "translations" / "carc_desktop_de.ts")
    odd = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        text = message.findtext("translation") or ""
        # a menu item or button that opens a dialog: "&Neues Spiel …" (a space before "…")
        if "&" in source and source.endswith("\u2026") and not re.search(r" \u2026$", text):
            odd.append(text)
    assert not odd, odd


def test_messages_name_no_internal_file(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.storage.paths import new_game_name
    from carc_desktop.storage.saves import SaveError
    from carc_desktop.texts.error_text import save_error_parts

    own = tmp_path / "games" / new_game_name()
    for kind in ("no_space", "record", "write"):
        text, _detail = save_error_parts(SaveError(own, "x", kind))
        assert own.name not in text and ".carc" not in text and "this game" in text
        chosen, _detail = save_error_parts(SaveError(tmp_path / "Our Sunday game.carc", "x", kind))
        assert "Our Sunday game.carc" in chosen
