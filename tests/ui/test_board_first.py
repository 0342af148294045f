"""Board first, measured: at 1024x700 and 1600x1000, in all five languages, with six
players and every expansion, at every step of a turn (tile, figure, Leipzig, La Porxada's
choice, answer and removal): the board's viewport keeps at least 60 % / 70 % of the
window; a message or a hint coming and going leaves the viewport's geometry as it was; the
last tile, the legal cells and the hinted spot are never under the band over the board;
the points-preview note stays inside the board, clear of the band; nothing in the prompt
is cut."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.controller.hints import compute_hint
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.common.prefs import KEY_PREVIEW
from carc_desktop.ui.window.messages import MessageKind

from .fit import clipped

LANGUAGES = ("en", "de", "fr", "it", "cs")
SIZES = {(1024, 700): 0.60, (1600, 1000): 0.70}
COLOURS = ("red", "blue", "green", "yellow", "black", "grey")
#: Seed 1, choices from Random(2) among the sorted legal moves: La Porxada's choice, answer and
#: removal at the 35th to 37th decision and a Leipzig decision at the 51st.
SEED, CHOICES, BEFORE, STEPS = 1, 2, 28, 24
LONG = ("This tile does not fit there: its road would run into a city, and a long sentence "
        "makes the message strip two lines high in every language.")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def table(qtbot, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController(choose_move=first_legal_move)
    c.new_game([PlayerSetup(f"Player {i + 1}", COLOURS[i], False, "normal") for i in range(6)],
               RuleSet("C3", tuple(sorted(load_all()))), SEED)
    rng = random.Random(CHOICES)
    for _ in range(BEFORE):
        assert c.choose(rng.choice(sorted(c.legal_moves(), key=repr)))  # (a preview may reorder them)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.board.board.animations_enabled = False
    w.settings.setValue(KEY_PREVIEW, True)
    w.apply_settings()
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    settle()
    return w, c, rng


def viewport_geometry(w) -> QRect:  # type: ignore[no-untyped-def]
    vp = w.board.viewport()
    return QRect(vp.mapTo(w, vp.rect().topLeft()), vp.size())


def uncovered(w, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    """What that matters lies under the band over the board (or out of view)."""
    board = w.board
    covers = w.board_area.covers()
    vp = QRectF(board.viewport().rect())
    out = []
    for rect in board.must_stay_clear():
        view = board.mapFromScene(rect).boundingRect()
        if not vp.contains(QRectF(view)):
            out.append(f"{where}: {rect} out of view ({view})")
        out += [f"{where}: {rect} under {c}" for c in covers if view.intersects(c)]
    for rect in board.avoid_under_band():
        view = board.mapFromScene(rect).boundingRect()
        out += [f"{where}: legal cell {rect} under {c}" for c in covers if view.intersects(c)]
    for note in board.notes_on_screen():
        if not vp.contains(note):
            out.append(f"{where}: a note {note} is cut by the board's edge")
        out += [f"{where}: a note {note} under {c}" for c in covers if note.intersects(QRectF(c))]
    return out


def check_step(w, c, share: float, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    problems: list[str] = []
    geometry = viewport_geometry(w)
    got = geometry.width() * geometry.height() / (w.width() * w.height())
    if got < share:
        problems.append(f"{where}: the board has {got:.0%} of the window")
    if c.phase == "place":  # the tile previewed on a legal cell, its points shown beside it
        cell = sorted(c.placement_options(), key=lambda p: (p.y, p.x))[0]
        c.set_rotation(c.placement_options()[cell][0])
        w.board.set_cursor(cell)
        settle()
    problems += uncovered(w, where)
    problems += [f"{where}: prompt: {p}" for p in clipped(w.prompt)]
    for label in w.prompt.details.values():  # an explanation beside its button is read in lines, not a column
        if label.isVisible() and label.width() < 0.3 * w.prompt.width():
            problems.append(f"{where}: an explanation squeezed to {label.width()} px of {w.prompt.width()}")
    w.show_message(LONG, MessageKind.ERROR)
    settle()
    if viewport_geometry(w) != geometry:
        problems.append(f"{where}: a message moved the board {geometry} -> {viewport_geometry(w)}")
    problems += uncovered(w, where + " with a message")
    hint = compute_hint(c.game.copy(), 7, None, lambda g, level, seed, budget: first_legal_move(g, level, seed))
    w.hint.show_hint(hint)
    settle()
    assert w.hint.hint is hint
    if viewport_geometry(w) != geometry:
        problems.append(f"{where}: the hint moved the board {geometry} -> {viewport_geometry(w)}")
    problems += uncovered(w, where + " with a message and a hint")
    w.hint.dismiss()
    w.banner.clear()
    settle()
    if viewport_geometry(w) != geometry:
        problems.append(f"{where}: the board did not come back {geometry} -> {viewport_geometry(w)}")
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_board_comes_first_at_every_step(qtbot, qapp, compiled_translations, lang: str,
                                             size: tuple[int, int]) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    w, c, rng = table(qtbot, size)
    try:
        problems: list[str] = []
        phases = set()
        for step in range(STEPS):
            phases.add(c.phase)
            problems += check_step(w, c, SIZES[size], f"decision {BEFORE + step} ({c.phase})")
            assert c.choose(rng.choice(sorted(c.legal_moves(), key=repr)))  # (a preview may reorder them)
            settle()
        assert {"place", "deploy", "leipzig", "porxada", "porxada_answer", "porxada_remove"} <= phases, phases
        assert not problems, "\n".join(problems)
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)
