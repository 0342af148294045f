"""New game: 2-6 seats (name, colour, person or computer with a level), the edition, the
expansions, the core options and a seed (empty = random) on the first page; the options of
the chosen expansions on the "Rule choices" page (``rule_choices.py``).

Core options (``CORE_OPTIONS``) get a generic editor by type (bool: check box, int: spin box,
str: line edit). The last setup is remembered in QSettings.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression, QSettings, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from carc_desktop import i18n
from carc_desktop.controller.game_controller import PlayerSetup, default_players
from carc_desktop.controller.questions import setup_problem
from carc_desktop.engine import CORE_OPTIONS, EDITIONS, RuleSet, load_all
from carc_desktop.texts.event_text import expansion_name
from carc_desktop.texts.translate import TextContext

from .common import COLOURS, KEY_LAST_SETUP, ai_levels, colour_name, default_level, swatch_icon
from .rule_choices import RuleChoicesPage

MIN_PLAYERS, MAX_PLAYERS = 2, 6
CORE = ""  # owner of the core options


@dataclass(frozen=True)
class GameSetup:
    """What the dialog returns: the seats, the rules and the seed (None = random)."""

    players: tuple[PlayerSetup, ...]
    rules: RuleSet
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "color": p.color, "computer": p.computer, "level": p.level}
                        for p in self.players],
            "rules": self.rules.to_record(),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSetup:
        players = tuple(PlayerSetup(str(p["name"]), str(p["color"]), bool(p.get("computer", False)),
                                    str(p.get("level", "normal"))) for p in data["players"])
        r = data.get("rules", {})
        rules = RuleSet(str(r.get("edition", "C3")), tuple(r.get("expansions", ())), dict(r.get("options", {})))
        seed = data.get("seed")
        return cls(players, rules, seed if isinstance(seed, int) else None)


def option_specs() -> list[tuple[str, str, type, Any]]:
    """(owner expansion or "" for the core, option name, type, default) for every option."""
    out: list[tuple[str, str, type, Any]] = [(CORE, name, kind, default) for name, (kind, default) in CORE_OPTIONS.items()]
    for cls in sorted(load_all().values(), key=lambda c: (c.priority, c.name)):
        for name, (kind, default) in cls.options.items():
            out.append((cls.name, name, kind, default))
    return out


def option_label(name: str) -> str:
    labels = {"followers": NewGameDialog.tr("Followers per player")}
    return labels.get(name, name.replace("_", " ").capitalize())


class _OptionEditor:
    """One rule option's editor, generic by type."""

    def __init__(self, owner: str, name: str, kind: type, default: Any, parent: QWidget) -> None:
        self.owner, self.name, self.kind, self.default = owner, name, kind, default
        label = option_label(name)
        self.widget: QWidget
        if kind is bool:
            self.widget = QCheckBox(label, parent)
        elif kind is int:
            spin = QSpinBox(parent)
            if default is None:  # "automatic": the engine decides
                spin.setRange(0, 20)
                spin.setSpecialValueText(NewGameDialog.tr("Automatic"))
            else:
                spin.setRange(-1000, 1000)
            self.widget = spin
        else:
            self.widget = QLineEdit(parent)
        self.widget.setAccessibleName(label)
        self.widget.setObjectName(f"option_{name}")
        self.label = label
        #: The QLabel in front of the editor in its form (None for a check box).
        self.label_widget: QLabel | None = None
        self.set_value(default)

    def retranslate(self) -> None:
        """The label and the texts again in the current language."""
        self.label = label = option_label(self.name)
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setText(label)
        elif isinstance(w, QSpinBox) and self.default is None:
            w.setSpecialValueText(NewGameDialog.tr("Automatic"))
        w.setAccessibleName(label)
        if self.label_widget is not None:
            self.label_widget.setText(label + ":")

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QSpinBox):
            if self.default is None and w.value() == w.minimum():
                return None
            return int(w.value())
        assert isinstance(w, QLineEdit)
        return w.text()

    def set_value(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QSpinBox):
            if value is None or isinstance(value, bool) or not isinstance(value, int):
                w.setValue(w.minimum() if self.default is None else int(self.default or 0))
            else:
                w.setValue(value)
        elif isinstance(w, QLineEdit):
            w.setText("" if value is None else str(value))


class _PlayerRow:
    def __init__(self, index: int, grid: QGridLayout, parent: QWidget, levels: list[tuple[str, str, str]]) -> None:
        self.index = index
        self.number = QLabel(str(index + 1), parent)
        self.colour = QComboBox(parent)
        for c in COLOURS:
            self.colour.addItem(swatch_icon(c), colour_name(c), c)
        self.colour.setAccessibleName(NewGameDialog.tr("Player %1 colour").replace("%1", str(index + 1)))
        self.colour.setObjectName(f"player{index + 1}_colour")
        self.name = QLineEdit(parent)
        self.name.setMaxLength(32)
        self.name.setAccessibleName(NewGameDialog.tr("Player %1 name").replace("%1", str(index + 1)))
        self.name.setObjectName(f"player{index + 1}_name")
        self.kind = QComboBox(parent)
        self.kind.addItem(NewGameDialog.tr("Person"), False)
        self.kind.addItem(NewGameDialog.tr("Computer"), True)
        self.kind.setAccessibleName(NewGameDialog.tr("Player %1 is played by").replace("%1", str(index + 1)))
        self.kind.setObjectName(f"player{index + 1}_kind")
        self.level = QComboBox(parent)
        for key, label, desc in levels:
            self.level.addItem(label, key)
            if desc:
                self.level.setItemData(self.level.count() - 1, desc, Qt.ItemDataRole.ToolTipRole)
        self.level.setAccessibleName(NewGameDialog.tr("Player %1 computer level").replace("%1", str(index + 1)))
        self.level.setObjectName(f"player{index + 1}_level")
        i = self.level.findData(default_level(levels))
        self.level.setCurrentIndex(max(i, 0))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        row = index + 1
        for col, w in enumerate((self.number, self.colour, self.name, self.kind, self.level)):
            grid.addWidget(w, row, col)
        self.previous_colour = self.colour.currentData()

    def retranslate(self, levels: list[tuple[str, str, str]]) -> None:
        """Every text of the row again in the current language."""
        n = str(self.index + 1)
        for i in range(self.colour.count()):
            self.colour.setItemText(i, colour_name(str(self.colour.itemData(i))))
        self.colour.setAccessibleName(NewGameDialog.tr("Player %1 colour").replace("%1", n))
        self.name.setAccessibleName(NewGameDialog.tr("Player %1 name").replace("%1", n))
        self.kind.setItemText(0, NewGameDialog.tr("Person"))
        self.kind.setItemText(1, NewGameDialog.tr("Computer"))
        self.kind.setAccessibleName(NewGameDialog.tr("Player %1 is played by").replace("%1", n))
        labels = {key: (label, desc) for key, label, desc in levels}
        for i in range(self.level.count()):
            key = self.level.itemData(i)
            if key in labels:
                self.level.setItemText(i, labels[key][0])
                if labels[key][1]:
                    self.level.setItemData(i, labels[key][1], Qt.ItemDataRole.ToolTipRole)
        self.level.setAccessibleName(NewGameDialog.tr("Player %1 computer level").replace("%1", n))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.colour, self.name, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for w in self.widgets():
            w.setVisible(visible)

    def _kind_changed(self) -> None:
        self.level.setEnabled(bool(self.kind.currentData()))

    def set_colour(self, colour: str) -> None:
        i = self.colour.findData(colour)
        if i >= 0:
            self.colour.blockSignals(True)
            self.colour.setCurrentIndex(i)
            self.colour.blockSignals(False)
            self.previous_colour = colour

    def setup(self, default_name: str) -> PlayerSetup:
        name = self.name.text().strip() or default_name
        return PlayerSetup(name, str(self.colour.currentData()), bool(self.kind.currentData()),
                           str(self.level.currentData() or "normal"))


class NewGameDialog(TextContext, QDialog):
    """Choose the players and the rules of a new game. ``setup()`` gives the result."""

    #: Emitted on accept with the chosen :class:`GameSetup`.
    setup_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None,
                 initial: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self.setAccessibleName(self.tr("New game"))
        self._settings = settings if settings is not None else QSettings()
        self._levels = ai_levels()
        self._registry = load_all()

        outer = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        scroll = QScrollArea(self.tabs)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget(scroll)
        scroll.setWidget(body)
        box = QVBoxLayout(body)
        self.rule_page = RuleChoicesPage(self.tabs)
        self.tabs.addTab(scroll, "")
        self.tabs.addTab(self.rule_page, "")
        outer.addWidget(self.tabs, 1)

        # --- players ---------------------------------------------------------------------
        self.players_box = players_box = QGroupBox(self.tr("Players"), body)
        pl = QVBoxLayout(players_box)
        count_row = QHBoxLayout()
        self.count_label = count_label = QLabel(self.tr("&Number of players:"), players_box)
        self.count = QSpinBox(players_box)
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setObjectName("player_count")
        self.count.setAccessibleName(self.tr("Number of players"))
        count_label.setBuddy(self.count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        pl.addLayout(count_row)
        grid = QGridLayout()
        self.column_labels: list[QLabel] = []
        for col, text in enumerate(("#", self.tr("Colour"), self.tr("Name"), self.tr("Played by"), self.tr("Level"))):
            label = QLabel(text, players_box)
            self.column_labels.append(label)
            grid.addWidget(label, 0, col)
        grid.setColumnStretch(2, 1)
        self.rows = [_PlayerRow(i, grid, players_box, self._levels) for i in range(MAX_PLAYERS)]
        for row in self.rows:
            row.colour.currentIndexChanged.connect(lambda _i, r=row: self._colour_changed(r))
        pl.addLayout(grid)
        box.addWidget(players_box)

        # --- rules -----------------------------------------------------------------------
        self.rules_box = rules_box = QGroupBox(self.tr("Rules"), body)
        rl = QFormLayout(rules_box)
        self.edition = QComboBox(rules_box)
        for e in EDITIONS:
            edition_name = {"C2": self.tr("2nd edition (C2)"), "C3": self.tr("3rd edition (C3)")}.get(e, e)
            self.edition.addItem(edition_name, e)
        self.edition.setObjectName("edition")
        self.edition.setAccessibleName(self.tr("Edition"))
        self.edition_label = QLabel(self.tr("&Edition:"), rules_box)
        self.edition_label.setBuddy(self.edition)
        rl.addRow(self.edition_label, self.edition)
        self.options: dict[str, _OptionEditor] = {}
        self.expansion_boxes: dict[str, QCheckBox] = {}
        specs = option_specs()
        for owner, name, kind, default in specs:
            if owner == CORE:
                ed = _OptionEditor(owner, name, kind, default, rules_box)
                self.options[name] = ed
                if isinstance(ed.widget, QCheckBox):
                    rl.addRow(ed.widget)
                else:
                    ed.label_widget = QLabel(ed.label + ":", rules_box)
                    ed.label_widget.setBuddy(ed.widget)
                    rl.addRow(ed.label_widget, ed.widget)
        box.addWidget(rules_box)

        self.expansions_box = exp_box = QGroupBox(self.tr("Expansions"), body)
        el = QVBoxLayout(exp_box)
        for cls in sorted(self._registry.values(), key=lambda c: (c.priority, c.name)):
            check = QCheckBox(expansion_name(cls.name).replace("&", "&&"), exp_box)
            check.setObjectName(f"expansion_{cls.name}")
            check.setAccessibleName(expansion_name(cls.name))
            self.expansion_boxes[cls.name] = check
            el.addWidget(check)
            check.toggled.connect(lambda on, n=cls.name: self._expansion_toggled(n, on))
        box.addWidget(exp_box)
        self.options.update(self.rule_page.editors)  # type: ignore[arg-type]  # same interface

        seed_row = QFormLayout()
        self.seed = QLineEdit(body)
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self.seed))
        self.seed.setAccessibleName(self.tr("Seed (empty for a random game)"))
        self.seed_label = QLabel(self.tr("&Seed:"), body)
        self.seed_label.setBuddy(self.seed)
        seed_row.addRow(self.seed_label, self.seed)
        box.addLayout(seed_row)
        box.addStretch(1)

        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b;")
        self.error.hide()
        outer.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("S&tart game"))
        ok.setDefault(True)
        self.defaults_button = QPushButton(self.tr("&Defaults"), self)
        self.defaults_button.setAccessibleName(self.tr("Restore the default setup"))
        buttons.addButton(self.defaults_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.defaults_button.clicked.connect(lambda: self.apply_setup(default_setup()))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.buttons = buttons

        self.count.valueChanged.connect(self._count_changed)
        self.resize(620, 640)

        start = initial or self.load_last(self._settings) or default_setup()
        self.apply_setup(start)
        self.retranslate_ui()
        self.count.setFocus()

    def retranslate_ui(self) -> None:
        """Every fixed text again in the current language (at start and on LanguageChange);
        what the user entered stays."""
        self.setWindowTitle(self.tr("New Game"))
        self.setAccessibleName(self.tr("New game"))
        self.tabs.setTabText(0, self.tr("&Game"))
        self.tabs.setTabText(1, self.tr("R&ule choices"))
        # The page scrolls and takes the keyboard: a screen reader names it as its tab.
        page = self.tabs.widget(0)
        if page is not None:
            page.setAccessibleName(self.tabs.tabText(0).replace("&", ""))
        self.players_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        self.count.setAccessibleName(self.tr("Number of players"))
        heads = ("#", self.tr("Colour"), self.tr("Name"), self.tr("Played by"), self.tr("Level"))
        for label, text in zip(self.column_labels, heads):
            label.setText(text)
        self._levels = ai_levels()
        for row in self.rows:
            row.retranslate(self._levels)
            self._default_name_again(row)
        self.rules_box.setTitle(self.tr("Rules"))
        editions = {"C2": self.tr("2nd edition (C2)"), "C3": self.tr("3rd edition (C3)")}
        for i in range(self.edition.count()):
            e = self.edition.itemData(i)
            self.edition.setItemText(i, editions.get(e, e))
        self.edition.setAccessibleName(self.tr("Edition"))
        self.edition_label.setText(self.tr("&Edition:"))
        for ed in self.options.values():
            ed.retranslate()
        self.expansions_box.setTitle(self.tr("Expansions"))
        for name, check in self.expansion_boxes.items():
            check.setText(expansion_name(name).replace("&", "&&"))
            check.setAccessibleName(expansion_name(name))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed (empty for a random game)"))
        self.seed_label.setText(self.tr("&Seed:"))
        self.ok_button.setText(self.tr("S&tart game"))
        self.defaults_button.setText(self.tr("&Defaults"))
        self.defaults_button.setAccessibleName(self.tr("Restore the default setup"))
        if not self.error.isHidden():
            problem = self.validate()
            if problem:
                self.error.setText(problem)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "buttons"):
            self.retranslate_ui()
        super().changeEvent(event)

    # --- state <-> widgets -------------------------------------------------------------------
    def apply_setup(self, setup: GameSetup) -> None:
        n = max(MIN_PLAYERS, min(MAX_PLAYERS, len(setup.players)))
        used = [p.color for p in setup.players[:n] if p.color in COLOURS]
        free = [c for c in COLOURS if c not in used]
        seen: set[str] = set()
        for i, row in enumerate(self.rows):
            if i < len(setup.players):
                p = setup.players[i]
                colour = p.color if p.color in COLOURS and p.color not in seen else (free.pop(0) if free else COLOURS[i])
                row.name.setText(p.name)
                self._default_name_again(row)
                row.kind.setCurrentIndex(1 if p.computer else 0)
                li = row.level.findData(p.level)
                if li >= 0:
                    row.level.setCurrentIndex(li)
            else:
                colour = next((c for c in COLOURS if c not in seen and c not in used), COLOURS[i])
                if not row.name.text():
                    row.name.setText(self.tr("Player %1").replace("%1", str(i + 1)))
                # A seat added to the table is a computer player (people at the table
                # name themselves; an added seat is most often an opponent to play against).
                row.kind.setCurrentIndex(row.kind.findData(True))
                li = row.level.findData("normal")
                if li >= 0:
                    row.level.setCurrentIndex(li)
            seen.add(colour)
            row.set_colour(colour)
        self.count.blockSignals(True)
        self.count.setValue(n)
        self.count.blockSignals(False)
        self._count_changed(n)
        ei = self.edition.findData(setup.rules.edition)
        self.edition.setCurrentIndex(ei if ei >= 0 else self.edition.findData("C3"))
        for name, check in self.expansion_boxes.items():
            check.setChecked(name in setup.rules.expansions)
            self._expansion_toggled(name, name in setup.rules.expansions)
        for name, ed in self.options.items():
            ed.set_value(setup.rules.options.get(name, ed.default))
        self.seed.setText("" if setup.seed is None else str(setup.seed))

    def _default_name_again(self, row: _PlayerRow) -> None:
        """A seat's default name ("Spieler 2") in today's language ("Hráč 2"); a name the
        player typed stays."""
        n = str(row.index + 1)
        defaults = {name.replace("%1", n) for context in ("NewGameDialog", "GameController", "EventText")
                    for name in i18n.in_every_language(context, "Player %1")}
        if row.name.text().strip() in defaults:
            row.name.setText(self.tr("Player %1").replace("%1", n))

    def _count_changed(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < n)
        # Shown rows must not share a colour (a row coming back may collide).
        seen: set[str] = set()
        for row in self.rows[:n]:
            c = row.colour.currentData()
            if c in seen:
                c = next(x for x in COLOURS if x not in seen and all(
                    r.colour.currentData() != x for r in self.rows[:n] if r is not row))
                row.set_colour(c)
            seen.add(c)

    def _colour_changed(self, row: _PlayerRow) -> None:
        """No two players share a colour: the other player takes this one's old colour."""
        new, old = row.colour.currentData(), row.previous_colour
        for other in self.rows:  # hidden rows too, so that showing them again stays distinct
            if other is not row and other.colour.currentData() == new:
                other.set_colour(old)
        row.previous_colour = new

    def _expansion_toggled(self, name: str, on: bool) -> None:
        self.rule_page.set_expansions(n for n, check in self.expansion_boxes.items() if check.isChecked())

    # --- results -----------------------------------------------------------------------------
    def players(self) -> list[PlayerSetup]:
        n = self.count.value()
        return [row.setup(self.tr("Player %1").replace("%1", str(i + 1))) for i, row in enumerate(self.rows[:n])]

    def rules(self) -> RuleSet:
        expansions = tuple(name for name, check in self.expansion_boxes.items() if check.isChecked())
        options: dict[str, Any] = {}
        for name, ed in self.options.items():
            if ed.owner != CORE and ed.owner not in expansions:
                continue
            value = ed.value()
            if value is None:  # "automatic": leave it to the engine
                continue
            options[name] = value
        return RuleSet(str(self.edition.currentData()), expansions, options)

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def setup(self) -> GameSetup:
        return GameSetup(tuple(self.players()), self.rules(), self.seed_value())

    def validate(self) -> str | None:
        """A readable reason why this setup cannot start, or None."""
        s = self.setup()
        names = [p.name for p in s.players]
        if len(set(names)) != len(names):
            return self.tr("Two players have the same name; please give each a different name.")
        problem = setup_problem(s.players, s.rules)  # the engine's checks, no game set up
        if problem is not None:
            return self.tr("These rules cannot start a game: %1").replace("%1", problem)
        return None

    def accept(self) -> None:
        problem = self.validate()
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        setup = self.setup()
        self.save_last(self._settings, setup)
        self.setup_chosen.emit(setup)
        super().accept()

    # --- memory ------------------------------------------------------------------------------
    @staticmethod
    def load_last(settings: QSettings) -> GameSetup | None:
        raw = settings.value(KEY_LAST_SETUP)
        if not raw:
            return None
        try:
            setup = GameSetup.from_json(json.loads(str(raw)))
        except (ValueError, KeyError, TypeError):
            return None
        return GameSetup(setup.players, setup.rules, None)  # a remembered seed would replay the same game

    @staticmethod
    def save_last(settings: QSettings, setup: GameSetup) -> None:
        settings.setValue(KEY_LAST_SETUP, json.dumps(setup.to_json()))
        settings.sync()


def default_setup() -> GameSetup:
    """A first game: you against one Normal computer player, the base game (C3)."""
    you, computer = default_players(2, computer=[1])
    return GameSetup((you, PlayerSetup(computer.name, computer.color, True, "normal")), RuleSet("C3", ()), None)


__all__ = ["GameSetup", "NewGameDialog", "default_setup", "option_specs"]
