"""A readable summary of the rules in play: the base game and each enabled expansion,
in our own words, with the edition and this game's rule choices: each option's value, what
it changes and where its default comes from (texts from ``ui/rule_texts.py``)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from carc_desktop.engine import OPTIONS, options_for
from carc_desktop.texts import rule_texts
from carc_desktop.texts.event_text import expansion_name
from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.engine import RuleSet


def _base() -> list[str]:
    return [
        RulesDialog.tr("On your turn, draw a tile and add it to the landscape so that it touches a "
                       "tile already there along at least one edge, and every touching edge matches: "
                       "city to city, road to road, field to field. A tile that fits nowhere goes back "
                       "to the box and you draw again."),
        RulesDialog.tr("Then you may put one follower from your supply on a road, city, monastery or "
                       "field of that tile, unless the whole road, city or field it belongs to already "
                       "holds a follower."),
        RulesDialog.tr("A completed feature scores at once and its followers go back to their owners: "
                       "a road 1 point per tile, a city 2 points per tile and per coat of arms, a "
                       "monastery surrounded by eight tiles 9 points. The player(s) with the most "
                       "followers in a feature score it; tied players all score in full."),
        RulesDialog.tr("When the last tile is placed, unfinished roads and cities score 1 point per tile "
                       "and per coat of arms, unfinished monasteries 1 point for themselves and each "
                       "neighbour, and each field 3 points per completed city it touches. The highest "
                       "score wins."),
    ]


def _expansion(name: str) -> list[str]:
    if name == "traders_and_builders":
        return [
            RulesDialog.tr("Builder: instead of a follower, put your builder on a road or city of the "
                           "tile just placed that already holds one of your followers. Whenever you later "
                           "extend that road or city, you play a second tile in the same turn (never a "
                           "third)."),
            RulesDialog.tr("Pig: put it in a field that holds one of your farmers. If you score that "
                           "field at the end, each completed city is worth 4 points to you instead of 3."),
            RulesDialog.tr("Goods: whoever completes a city takes one token for each wine, grain or cloth "
                           "symbol in it, even without a knight there. At the end, the most tokens of "
                           "each kind score 10 points (ties all score)."),
        ]
    if name == "markets_of_leipzig":
        return [
            RulesDialog.tr("The four Leipzig tiles replace the start tile and form the city of Leipzig in "
                           "the middle. Nobody can place a follower in Leipzig by the normal rules."),
            RulesDialog.tr("When a road connected to Leipzig (directly, or through crossroads) is "
                           "completed, each player with the majority on it may send one of his followers "
                           "from it into a free quarter of his choice instead of scoring; with a second "
                           "follower on the road he still scores. Followers in Leipzig stay there."),
            RulesDialog.tr("Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, "
                           "Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 "
                           "for every completed monastery, Tanners +2 per farmhouse and shed in the "
                           "fields you win at the end."),
        ]
    if name == "the_land_surveyors":
        return [
            RulesDialog.tr("Three stacks of scoring tiles (city, road, monastery) lie open; the top tile "
                           "of each changes how completed features of its kind score during the game "
                           "(for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles)."),
            RulesDialog.tr("After every turn in which something was scored, all three top tiles go under "
                           "their stacks and the next ones apply. The final scoring ignores them. The "
                           "scoreboard shows the active tiles and their effects."),
        ]
    if name == "la_porxada":
        return [
            RulesDialog.tr("Whoever places La Porxada chooses at once: either swap one of his followers "
                           "on the board with another player's follower (who may refuse, and then loses "
                           "one of his followers for good), or the scoring bonus."),
            RulesDialog.tr("Scoring bonus: when La Porxada's city is completed, every player with a "
                           "knight in it takes a token. At the end, a token holder scores his unfinished "
                           "cities as if completed (2 points per tile and per coat of arms)."),
        ]
    return []


def _choices_html(rules: RuleSet) -> str:
    """This game's rule choices, by expansion: value, what it changes, default and source."""
    def item(name: str) -> str:
        opt = OPTIONS[name]
        value = rules.options.get(name, opt.default)
        head = f"<b>{html.escape(rule_texts.title(opt))}</b>: {html.escape(rule_texts.value_text(opt, value))}"
        note = html.escape(rule_texts.default_text(opt))
        return f"<li>{head}<br>{html.escape(rule_texts.effect(opt))} <i>{note}</i></li>"

    parts = []
    if "followers" in OPTIONS:
        parts.append(f"<ul>{item('followers')}</ul>")
    offered = options_for(rules.expansions)
    for name in rules.expansions:
        opts = [o for o in offered if o.expansion == name]
        if opts:
            items = "".join(item(o.name) for o in opts)
            parts.append(f"<p><b>{html.escape(expansion_name(name))}</b></p><ul>{items}</ul>")
    return "".join(parts)


def rules_html(rules: RuleSet) -> str:
    def section(title: str, paragraphs: Sequence[str]) -> str:
        body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
        return f"<h2>{html.escape(title)}</h2>{body}"

    edition = {"C2": RulesDialog.tr("2nd edition rules (C2)"),
               "C3": RulesDialog.tr("3rd edition rules (C3)")}.get(rules.edition, rules.edition)
    parts = [f"<p><i>{html.escape(edition)}</i></p>",
             section(RulesDialog.tr("The base game"), _base())]
    for name in rules.expansions:
        paragraphs = _expansion(name) or [RulesDialog.tr("No summary of this expansion yet.")]
        parts.append(section(expansion_name(name), paragraphs))
    if not rules.expansions:
        none = RulesDialog.tr("No expansion is in play.")
        parts.append(f"<p>{html.escape(none)}</p>")
    title = RulesDialog.tr("Rule choices of this game")
    parts.append(f"<h2>{html.escape(title)}</h2>{_choices_html(rules)}")
    return "".join(parts)


class RulesDialog(TextContext, QDialog):
    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.rules = rules
        box = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setObjectName("rules_text")
        self.text.setOpenExternalLinks(False)
        box.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(640, 600)
        self.retranslate_ui()
        self.text.setFocus()

    def retranslate_ui(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setWindowTitle(self.tr("Rules"))
        self.setAccessibleName(self.tr("Rules summary"))
        self.text.setAccessibleName(self.tr("Rules summary"))
        self.text.setHtml(rules_html(self.rules))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "text"):
            self.retranslate_ui()
        super().changeEvent(event)
