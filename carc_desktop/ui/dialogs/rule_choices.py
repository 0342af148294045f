"""The "Rule choices" page of the New Game dialog: every rule option of the chosen
expansions, grouped by expansion, each with one sentence saying what it changes and where its
default comes from (rule text, official clarification, community reading or our decision).
Defaults are marked; "Reset to the rules" puts every option back to its default.

What an option is and means comes from the engine (``engine.rules.options_for``); the texts
are translated by ``ui/rule_texts.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.engine import RuleOption, load_all, options_for
from carc_desktop.texts import rule_texts
from carc_desktop.texts.event_text import expansion_name


class ChoiceEditor:
    """One option: a check box (yes/no) or a list of its values, its sentence and its default."""

    def __init__(self, opt: RuleOption, parent: QWidget) -> None:
        self.opt = opt
        self.owner, self.name, self.kind, self.default = opt.expansion, opt.name, opt.kind, opt.default
        self.box = QWidget(parent)
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(0, 0, 0, 6)
        layout.setSpacing(2)
        self.widget: QCheckBox | QComboBox
        self.title_label: QLabel | None = None
        if opt.kind is bool and not opt.choices:
            self.widget = QCheckBox(self.box)
            layout.addWidget(self.widget)
        else:
            row = QHBoxLayout()
            self.title_label = QLabel(self.box)
            self.widget = QComboBox(self.box)
            for value in opt.choices:
                self.widget.addItem("", value)
            self.title_label.setBuddy(self.widget)
            row.addWidget(self.title_label)
            row.addWidget(self.widget)
            row.addStretch(1)
            layout.addLayout(row)
        self.widget.setObjectName(f"option_{opt.name}")
        self.effect = QLabel(self.box)
        self.effect.setWordWrap(True)
        self.effect.setObjectName(f"effect_{opt.name}")
        self.source = QLabel(self.box)
        self.source.setWordWrap(True)
        self.source.setObjectName(f"source_{opt.name}")
        font = self.source.font()
        font.setItalic(True)  # set apart from the sentence without losing contrast
        self.source.setFont(font)
        for label in (self.effect, self.source):
            label.setContentsMargins(24, 0, 0, 0)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            layout.addWidget(label)
        self.set_value(opt.default)
        self.retranslate()

    def retranslate(self) -> None:
        opt = self.opt
        title = rule_texts.title(opt)
        if isinstance(self.widget, QCheckBox):
            self.widget.setText(title.replace("&", "&&"))
        else:
            assert self.title_label is not None
            self.title_label.setText(title.replace("&", "&&") + ":")
            for i in range(self.widget.count()):
                value = self.widget.itemData(i)
                text = rule_texts.value_text(opt, value)
                if value == opt.default:  # the rules' value is marked in the list too
                    text = rule_texts.marked_default(text)
                self.widget.setItemText(i, text)
        self.widget.setAccessibleName(title)
        self.widget.setAccessibleDescription(rule_texts.effect(opt))
        self.effect.setText(rule_texts.effect(opt))
        self.source.setText(rule_texts.default_text(opt))

    def value(self) -> Any:
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        return self.widget.currentData()

    def set_value(self, value: Any) -> None:
        if isinstance(self.widget, QCheckBox):
            self.widget.setChecked(bool(value))
        else:
            i = self.widget.findData(value)
            self.widget.setCurrentIndex(i if i >= 0 else self.widget.findData(self.opt.default))


class RuleChoicesPage(QWidget):
    """The options of the enabled expansions; ``editors`` holds one editor per option of every
    expansion (those of disabled expansions are hidden)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RuleChoicesPage")
        outer = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget(scroll)
        scroll.setWidget(body)
        box = QVBoxLayout(body)
        outer.addWidget(scroll, 1)
        self.editors: dict[str, ChoiceEditor] = {}
        self.groups: dict[str, QGroupBox] = {}
        everything = tuple(load_all())
        for cls in sorted(load_all().values(), key=lambda c: (c.priority, c.name)):
            opts = [o for o in options_for(everything) if o.expansion == cls.name]
            if not opts:
                continue
            group = QGroupBox(expansion_name(cls.name), body)
            group.setObjectName(f"choices_{cls.name}")
            gl = QVBoxLayout(group)
            for opt in opts:
                ed = ChoiceEditor(opt, group)
                self.editors[opt.name] = ed
                gl.addWidget(ed.box)
            self.groups[cls.name] = group
            box.addWidget(group)
        self.empty = QLabel(body)
        self.empty.setWordWrap(True)
        box.addWidget(self.empty)
        box.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("reset_rules")
        self.reset_button.clicked.connect(self.reset)
        row.addWidget(self.reset_button)
        outer.addLayout(row)
        self.set_expansions(())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.intro.setText(self.tr("Where the rules leave a question open, choose how to play it. The "
                                   "defaults follow the rules; each line says where its default comes from."))
        self.empty.setText(self.tr("The chosen expansions leave no rule open."))
        self.reset_button.setText(self.tr("&Reset to the rules"))
        self.reset_button.setAccessibleName(self.tr("Reset every rule choice to its default"))
        for name, group in self.groups.items():
            group.setTitle(expansion_name(name).replace("&", "&&"))
        for ed in self.editors.values():
            ed.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "reset_button"):
            self.retranslate_ui()
        super().changeEvent(event)

    def set_expansions(self, enabled: Iterable[str]) -> None:
        """Show (and enable) the groups of the enabled expansions only."""
        on = set(enabled)
        for name, group in self.groups.items():
            group.setVisible(name in on)
            group.setEnabled(name in on)
        for ed in self.editors.values():  # an option about another expansion shows with it
            ed.box.setVisible(all(n in on for n in ed.opt.needs))
        self.empty.setVisible(not any(name in on for name in self.groups))

    def reset(self) -> None:
        for ed in self.editors.values():
            ed.set_value(ed.default)

    def set_values(self, options: Mapping[str, Any]) -> None:
        for name, ed in self.editors.items():
            ed.set_value(options.get(name, ed.default))
