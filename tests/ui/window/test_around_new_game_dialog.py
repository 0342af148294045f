"""The new-game dialog builds exactly the players, RuleSet and seed chosen, and remembers them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import CORE_OPTIONS
from carc_desktop.ui.dialogs.new_game_dialog import GameSetup, NewGameDialog, option_specs

ALL = set(load_all())


def make(qtbot, ini):  # type: ignore[no-untyped-def]
    d = NewGameDialog(None, ini)
    qtbot.addWidget(d)
    return d


def test_defaults_give_one_person_against_a_normal_computer_in_the_base_game(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    s = d.setup()
    assert len(s.players) == 2
    assert [p.computer for p in s.players] == [False, True]
    assert s.players[1].level == "normal"
    assert len({p.color for p in s.players}) == 2
    assert s.rules.expansions == ()
    assert s.rules.edition == "C3"
    assert s.seed is None
    # No expansion is on, so none of their options is sent.
    for owner, name, _kind, _default in option_specs():
        if owner:
            assert name not in s.rules.options, name
    assert "followers" not in s.rules.options  # automatic: left to the engine
    Game([p.info for p in s.players], s.rules, seed=1)  # the engine accepts it


def test_every_engine_option_has_an_editor_of_its_type(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    names = set(CORE_OPTIONS) | {n for cls in load_all().values() for n in cls.options}
    assert set(d.options) == names
    for ed in d.options.values():
        if ed.kind is bool:
            assert isinstance(ed.widget, (QCheckBox, QComboBox))
        elif ed.kind is int:
            assert isinstance(ed.widget, (QSpinBox, QComboBox))
        else:
            assert isinstance(ed.widget, (QLineEdit, QComboBox))  # a str option with choices: a list
        assert ed.widget.accessibleName()


def test_chosen_players_rules_and_seed(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    d.count.setValue(4)
    names = ["Ada", "Bob", "Cleo", "Dan"]
    for row, name in zip(d.rows, names):
        row.name.setText(name)
    d.rows[1].kind.setCurrentIndex(d.rows[1].kind.findData(True))
    d.rows[1].level.setCurrentIndex(d.rows[1].level.findData("hard"))
    for box in d.expansion_boxes.values():
        box.setChecked(True)
    d.rows[3].colour.setCurrentIndex(d.rows[3].colour.findData("black"))
    d.edition.setCurrentIndex(d.edition.findData("C2"))
    d.expansion_boxes["markets_of_leipzig"].setChecked(False)
    d.options["tb_builder_second_tile_optional"].widget.setChecked(True)
    d.options["ls_road_wealth_sign"].set_value(1)
    d.options["followers"].widget.setValue(9)
    d.seed.setText("4242")
    s = d.setup()
    assert [p.name for p in s.players] == names
    assert [p.computer for p in s.players] == [False, True, True, True]  # added seats: computers
    assert s.players[1].level == "hard"
    assert s.players[3].color == "black"
    assert len({p.color for p in s.players}) == 4
    assert s.rules.edition == "C2"
    assert set(s.rules.expansions) == ALL - {"markets_of_leipzig"}
    assert s.rules.options["tb_builder_second_tile_optional"] is True
    assert s.rules.options["ls_road_wealth_sign"] == 1
    assert s.rules.options["followers"] == 9
    # Options of an expansion that is off are not sent (the engine would refuse them).
    assert not any(n.startswith("leipzig_") for n in s.rules.options)
    assert s.seed == 4242
    game = Game([p.info for p in s.players], s.rules, seed=s.seed)
    assert game.total_figures["follower"] == 9
    assert d.validate() is None


def test_colours_never_repeat(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    d.count.setValue(6)
    before = [r.colour.currentData() for r in d.rows]
    assert len(set(before)) == 6
    # Player 3 takes player 1's colour: player 1 gets player 3's old one.
    d.rows[2].colour.setCurrentIndex(d.rows[2].colour.findData(before[0]))
    after = [r.colour.currentData() for r in d.rows]
    assert after[2] == before[0] and after[0] == before[2]
    assert len(set(after)) == 6
    # Fewer players, then more again: still distinct.
    d.count.setValue(2)
    d.rows[0].colour.setCurrentIndex(d.rows[0].colour.findData(after[4]))
    d.count.setValue(6)
    assert len({r.colour.currentData() for r in d.rows}) == 6


def test_level_only_for_computer_players(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    row = d.rows[0]
    assert not row.level.isEnabled()
    row.kind.setCurrentIndex(row.kind.findData(True))
    assert row.level.isEnabled()
    assert row.level.count() >= 3


def test_options_follow_their_expansion(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    ed = d.options["leipzig_extra_follower"]
    d.expansion_boxes["markets_of_leipzig"].setChecked(False)
    assert not ed.widget.isEnabled()
    d.expansion_boxes["markets_of_leipzig"].setChecked(True)
    assert ed.widget.isEnabled()


def test_duplicate_names_are_refused(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    d.rows[0].name.setText("Ada")
    d.rows[1].name.setText("Ada")
    chosen = []
    d.setup_chosen.connect(chosen.append)
    d.accept()
    assert not chosen
    assert d.error.text()
    assert d.result() != d.DialogCode.Accepted


def test_last_setup_is_remembered_but_not_the_seed(qtbot, ini):  # type: ignore[no-untyped-def]
    d = make(qtbot, ini)
    d.count.setValue(3)
    for row, name in zip(d.rows, ("Ada", "Bob", "Cleo")):
        row.name.setText(name)
    d.rows[1].kind.setCurrentIndex(0)
    d.rows[2].kind.setCurrentIndex(1)
    d.expansion_boxes["la_porxada"].setChecked(False)
    d.seed.setText("7")
    chosen: list[GameSetup] = []
    d.setup_chosen.connect(chosen.append)
    d.accept()
    assert chosen and chosen[0].seed == 7
    again = make(qtbot, ini)
    s = again.setup()
    assert [p.name for p in s.players] == ["Ada", "Bob", "Cleo"]
    assert [p.computer for p in s.players] == [False, False, True]
    assert "la_porxada" not in s.rules.expansions
    assert s.seed is None


def test_setup_json_round_trip() -> None:
    from carc_desktop.controller.game_controller import PlayerSetup
    from carc_desktop.engine.rules import RuleSet

    s = GameSetup((PlayerSetup("A", "red"), PlayerSetup("B", "grey", True, "easy")),
                  RuleSet("C2", ("la_porxada",), {"followers": 5}), 3)
    assert GameSetup.from_json(s.to_json()) == s


def test_keyboard_only(qtbot, ini):  # type: ignore[no-untyped-def]
    """The dialog is usable without a mouse: focus starts on the player count, Enter starts."""
    d = make(qtbot, ini)
    d.show()
    qtbot.waitExposed(d)
    chosen: list[GameSetup] = []
    d.setup_chosen.connect(chosen.append)
    qtbot.keyClick(d.count, Qt.Key.Key_Up)
    assert d.count.value() == 3
    qtbot.keyClick(d.count, Qt.Key.Key_Return)
    assert chosen and len(chosen[0].players) == 3
