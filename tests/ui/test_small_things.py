"""The small things of issue 15, item 10: tiles left as pictures grouped by expansion,
plural forms, the Open Recent thumbnail, the end-of-game table, the value on hover and the
placement's points on the board."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.texts.event_text import expansion_name


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
