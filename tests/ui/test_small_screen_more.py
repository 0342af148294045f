"""A second look on a small screen, the rest: Qt's own dialogs and the default seat names in
the game's language, the Land Surveyors' new tiles on screen, the builder's extra tile."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton

from carc_desktop import i18n
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.dialogs.new_game_dialog import GameSetup, NewGameDialog

# --- 4. Qt's own dialogs and the seat names ------------------------------------------------------


def file_dialog_texts() -> list[str]:
    dialog = QFileDialog(None, "x", ".", "Saved games (*.carc)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.show()
    QApplication.processEvents()
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    texts += [w.text() for w in dialog.findChildren(QPushButton) if w.text()]
    dialog.close()
    dialog.deleteLater()
    return texts


def test_the_file_dialog_speaks_the_games_language(qapp, german) -> None:  # type: ignore[no-untyped-def]
    english = file_dialog_texts()
    assert "&Look in:" in english and "Files of &type:" in english
    for lang in ("de", "fr", "it", "cs"):
        assert i18n.switch_language(qapp, lang, store=False)
        translated = file_dialog_texts()
        same = [e for e, t in zip(english, translated) if e == t and e not in ("OK",)]
        assert not same, (lang, same)  # every label and button of Qt's dialog translated
    i18n.switch_language(qapp, "cs", store=False)
    assert "&Hledat v:" in file_dialog_texts()
    i18n.switch_language(qapp, "en", store=False)
    assert file_dialog_texts() == english  # and back, at run time


def test_default_seat_names_follow_a_language_switch(qapp, qtbot, german) -> None:  # type: ignore[no-untyped-def]
    i18n.switch_language(qapp, "de", store=False)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.rows[2].name.setText("Alena")  # typed by the player: stays
    assert dialog.rows[1].name.text() == "Spieler 2"
    i18n.switch_language(qapp, "cs", store=False)
    QApplication.processEvents()
    assert [r.name.text() for r in dialog.rows[:4]] == ["Hráč 1", "Hráč 2", "Alena", "Hráč 4"]
    # A setup remembered in German opens with the Czech defaults.
    setup = dialog.setup()
    german_setup = GameSetup(tuple(p.__class__(f"Spieler {i + 1}" if i != 2 else p.name, p.color, p.computer,
                                               p.level) for i, p in enumerate(setup.players)), setup.rules, None)
    dialog.apply_setup(german_setup)
    assert [r.name.text() for r in dialog.rows[:4]] == ["Hráč 1", "Hráč 2", "Alena", "Hráč 4"]
    i18n.switch_language(qapp, "en", store=False)
    QApplication.processEvents()
    assert dialog.rows[0].name.text() == "Player 1" and dialog.rows[2].name.text() == "Alena"


# --- 5. Land Surveyors -----------------------------------------------------------------------------
def test_new_surveyor_tiles_get_a_moment_over_the_board(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.engine import the_land_surveyors as ls
    from carc_desktop.texts.event_text import surveyor_display_name

    controller.new_game(3, RuleSet("C3", ("the_land_surveyors",)), 11)
    toast = window.surveyor_toast
    assert toast.isHidden()
    rng = random.Random(5)
    view_size = window.board.viewport().size()
    before = dict(ls.active(controller.game))
    while dict(ls.active(controller.game)) == before:
        assert not controller.game.finished
        assert toast.isHidden()
        assert controller.choose(rng.choice(controller.legal_moves()))
    QApplication.processEvents()
    now = dict(ls.active(controller.game))
    assert toast.isVisible()
    assert toast.parent() is window.board  # drawn over the board...
    assert window.board.viewport().size() == view_size  # ...which keeps its size
    board_rect = window.board.rect()
    assert board_rect.contains(toast.geometry())
    for kind, tile in now.items():
        if before[kind] != tile:
            assert surveyor_display_name(tile, controller.game) in toast.body.text()
    assert toast.accessibleName() and toast.accessibleDescription() == toast.body.text()
    body = toast.body
    assert body.geometry().bottom() < toast.height()
    assert body.height() >= body.heightForWidth(body.width())  # no line cut
    # A tile dragged over the card: the card steps aside, so that the drop reaches the board
    # (the board is a scroll area, which drops a drag on a child of its own; seen under Xvfb).
    from PySide6.QtCore import QMimeData, QPoint, Qt
    from PySide6.QtGui import QDragEnterEvent

    mime = QMimeData()
    mime.setData("application/x-carc-tile", b"{}")
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(toast, enter)
    assert toast.isHidden() and not enter.isAccepted()
    # Taking the move back shows nothing new and hides the card.
    toast.show_changes(now)
    assert toast.isVisible()
    toast.hide()
    if controller.undo():
        QApplication.processEvents()
        assert toast.isHidden()


# --- 7. the builder's second tile ----------------------------------------------------------------
def test_the_builders_second_tile_says_it_is_the_extra_tile(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    controller.new_game(2, RuleSet("C3", ("traders_and_builders",), {"tb_builder_second_tile_optional": False}), 21)
    rng = random.Random(2)
    seen = False
    for _ in range(400):
        game = controller.game
        if game.finished:
            break
        if game.part > 0 and game.phase == "place":
            window.prompt.refresh()
            QApplication.processEvents()
            assert "extra tile" in window.prompt.title.text(), window.prompt.title.text()
            assert "double turn" in window.guidance.text(), window.guidance.text()
            seen = True
            break
        moves = controller.legal_moves()
        builders = [m for m in moves if getattr(m, "figure", None) == "builder"]
        assert controller.choose(builders[0] if builders else rng.choice(moves))
    assert seen, "no double turn in 400 decisions"
    # The next ordinary turn says nothing of it.
    while controller.game.part > 0 or controller.phase != "place":
        assert controller.choose(rng.choice(controller.legal_moves()))
    window.prompt.refresh()
    assert "extra tile" not in window.prompt.title.text()
    assert QCoreApplication.translate("Shell", "double turn") not in window.guidance.text()
