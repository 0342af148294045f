"""The scoreboard and the score log follow a game driven through the controller."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from carc_desktop.engine.expansions import the_land_surveyors as ls
from carc_desktop.engine.rules import RuleSet
from carc_desktop.texts.event_text import (
    event_cells,
    event_text,
    score_log_parts,
    surveyor_display_name,
    surveyor_effect,
    worth_listing,
)
from carc_desktop.ui.panels.score_log import ScoreLog
from carc_desktop.ui.panels.scoreboard import Scoreboard

from .conftest import ALL, drive, seats

SEED = 97


def start(controller, n=3, expansions=ALL, computer=()):  # type: ignore[no-untyped-def]
    controller.new_game(seats(n, computer), RuleSet("C3", expansions), SEED)


def first_scoring(controller, seed):  # type: ignore[no-untyped-def]
    """Drive random moves until a feature has been scored during the game."""
    import random

    rng = random.Random(seed)
    game = controller.game
    while not any(e.type == "score" for e in game.events):
        assert not game.finished
        assert controller.choose(rng.choice(controller.legal_moves()))


def check_scoreboard(board: Scoreboard, game) -> None:  # type: ignore[no-untyped-def]
    board.flush()  # the refresh the last decision asked for waits for the event loop
    cards = [c for c in board.cards if not c.isHidden()]
    assert len(cards) == len(game.players)
    for i, (card, p) in enumerate(zip(cards, game.players)):
        assert card.name.full_text == p.name
        assert card.score.text() == str(game.scores[i])
        items = {item.key: item for item in card.chip_items()}
        supply, total = game.supply[i]["follower"], game.total_figures["follower"]
        assert items["follower"].count == str(supply)
        assert f"Followers: {supply} of {total}" in card.accessibleDescription()
        for kind in [k for k in game.total_figures if k != "follower"]:
            assert kind in items[kind].text and items[kind].faint == (game.supply[i].get(kind, 0) == 0)
        assert p.name in card.accessibleName() and str(game.scores[i]) in card.accessibleName()
    assert str(game.tiles_left()) in board.tiles_label.text()
    if not game.finished:
        assert game.players[game.current].name in board.turn_label.full_text


def test_scoreboard_follows_a_scripted_game(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller)
    board = Scoreboard(controller)
    qtbot.addWidget(board)
    check_scoreboard(board, controller.game)
    assert board.cards[0].score.text() == "0"
    first_scoring(controller, 5)
    drive(controller, 6, 40)
    game = controller.game
    check_scoreboard(board, game)
    assert any(game.scores)
    # Goods, Leipzig and Porxada items come from the expansions' UI modules.
    items = {item.key: item for item in board.cards[0].chip_items()}
    assert {"goods", "markets_of_leipzig", "la_porxada"} <= set(items)
    goods = game.expansion("traders_and_builders").player_summary(game, 0)["goods"]
    assert items["goods"].count == (str(sum(goods.values())) if any(goods.values()) else "")
    held = [k for k, v in goods.items() if v]
    assert all(k in items["goods"].text for k in held)
    if not held:
        assert "No goods" in items["goods"].text
    quarters = game.expansion("markets_of_leipzig").player_summary(game, 0)["leipzig"]
    assert items["markets_of_leipzig"].count == (str(len(quarters)) if quarters else "")
    # The active Land Surveyors tiles, named and explained.
    texts = board.table_texts("the_land_surveyors")
    assert set(texts) == {"city", "road", "monastery"}
    for kind, tid in ls.active(game).items():
        assert surveyor_display_name(tid, game) in texts[kind]
    # The player to move is marked, and gets the keyboard focus first.
    active = game.decider
    assert board.cards[active].property("active") is True
    assert sum(bool(c.property("active")) for c in board.cards) == 1
    assert board.focus_target() is board.cards[active]
    assert "to play now" in board.cards[active].accessibleName()


def test_scoreboard_without_expansions(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller, n=2, expansions=())
    board = Scoreboard(controller)
    qtbot.addWidget(board)
    assert [item.key for item in board.cards[0].chip_items()] == ["follower"]
    assert board.table_texts("the_land_surveyors") == {}
    assert board.cards[0].accessibleDescription() == "Followers: 7 of 7"


def test_scoreboard_marks_computer_players_and_thinking(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller, n=2, computer=(1,))
    board = Scoreboard(controller)
    qtbot.addWidget(board)
    assert "(computer)" in board.cell_text(controller.game, 1, "player")
    assert "(computer)" not in board.cell_text(controller.game, 0, "player")
    assert not board.cards[1].computer.isHidden() and board.cards[0].computer.isHidden()
    assert "(computer)" in board.cards[1].accessibleName()


def log_line(event, game) -> str:  # type: ignore[no-untyped-def]
    return score_log_parts(event, game)[0]


def test_log_entries_leave_the_explanations_to_the_tooltip(qtbot, controller):  # type: ignore[no-untyped-def]
    """Short enough for the narrow panel: a scoring under a Land Surveyors tile says who
    scores what; the tile's effect is in the entry's tooltip (and read out with it)."""
    start(controller)
    log = ScoreLog(controller)
    qtbot.addWidget(log)
    game = controller.game
    import random

    rng = random.Random(7)
    noted = None
    while noted is None and not game.finished:
        assert controller.choose(rng.choice(controller.legal_moves()))
        noted = next((e for e in game.events if e.type == "score" and any(
            n[0] == "surveyor" for n in e.data.get("notes", []))), None)
    assert noted is not None
    tile = next(n[1] for n in noted.data["notes"] if n[0] == "surveyor")
    effect = surveyor_effect(tile, game)
    texts = log.texts()
    row = [e for e in game.events if worth_listing(e)].index(noted)
    item = log.list.item(row)
    assert effect not in item.text() and effect in event_text(noted, game)
    assert effect in item.toolTip() and effect in item.data(Qt.ItemDataRole.AccessibleTextRole)
    assert len(texts[row]) < len(event_text(noted, game))


def test_log_lists_every_event_in_words_and_follows_undo(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller)
    log = ScoreLog(controller)
    qtbot.addWidget(log)
    first_scoring(controller, 5)
    game = controller.game
    assert log.texts() == [log_line(e, game) for e in game.events]
    scored = next(e for e in game.events if e.type == "score")
    line = log_line(scored, game)
    assert any(game.players[p].name in line for p in scored.data["scorers"])
    assert f"{scored.data['value']} point" in line
    drive(controller, 9, 30)
    assert log.texts() == [log_line(e, game) for e in game.events]
    # Undo takes lines back; new moves add new ones.
    before = len(log.texts())
    while len(game.events) == before:
        assert controller.undo()
    assert len(log.texts()) < before
    assert log.texts() == [log_line(e, game) for e in game.events]
    drive(controller, 10, 20)
    assert log.texts() == [log_line(e, game) for e in game.events]
    # A new game starts an empty log.
    start(controller)
    assert log.texts() == [log_line(e, controller.game) for e in controller.game.events]


def test_clicking_an_entry_asks_to_highlight_its_feature(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller)
    log = ScoreLog(controller)
    qtbot.addWidget(log)
    log.show()
    qtbot.waitExposed(log)
    first_scoring(controller, 5)
    log.flush()  # the list follows a change after the repaint: bring it up to date before the click
    QApplication.processEvents()
    game = controller.game
    row = next(i for i, e in enumerate(game.events) if e.type == "score")
    want = event_cells(game.events[row], game)
    assert want
    item = log.list.item(row)
    rect = log.list.visualItemRect(item)
    log.list.scrollToItem(item)
    rect = log.list.visualItemRect(item)
    with qtbot.waitSignal(log.highlight_requested, timeout=1000) as blocker:
        qtbot.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert [tuple(c) for c in blocker.args[0]] == want
    # And with the keyboard: Enter on the current entry.
    log.list.setFocus()
    log.list.setCurrentRow(row)
    with qtbot.waitSignal(log.highlight_requested, timeout=1000) as blocker:
        qtbot.keyClick(log.list, Qt.Key.Key_Return)
    assert [tuple(c) for c in blocker.args[0]] == want


def test_a_card_tells_the_hints_used_on_hover(qtbot, controller):  # type: ignore[no-untyped-def]
    start(controller, n=3)
    board = Scoreboard(controller)
    qtbot.addWidget(board)
    board.flush()
    assert "hint" not in board.cards[0].toolTip()
    controller.hints._counts = [2, 0, 1]  # as a loaded game brings them
    controller.hints.counts_changed.emit()
    board.flush()
    assert "2 hints used" in board.cards[0].toolTip() and "1 hint used" in board.cards[2].toolTip()
    assert "hint" not in board.cards[1].toolTip()
