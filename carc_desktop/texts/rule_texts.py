"""The rule options and clarifications of the engine (``engine/rules.py``) in the player's
language: each option's title and effect, where its default comes from, its values, and the
short log notes of scorings that an option or a clarification decided.

The English texts are the engine's own; the tables below only mark them for translation
(``QT_TRANSLATE_NOOP``) under the option's name, so no rule is restated here. A test checks
that every table entry is word for word the engine's text. An option missing here still
shows, in English.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import (
    CLARIFICATIONS,
    OPTIONS,
    SOURCE_CLARIFICATION,
    SOURCE_COMMUNITY,
    SOURCE_PROJECT,
    SOURCE_RULE,
    RuleOption,
)

from .fill import fill
from .translate import QT_TRANSLATE_NOOP

CONTEXT = "RuleTexts"

TITLES: dict[str, str] = {
    "followers": QT_TRANSLATE_NOOP("RuleTexts", "Followers per player"),
    "tb_builder_second_tile_optional": QT_TRANSLATE_NOOP("RuleTexts", "Builder's second tile is optional"),
    "tb_goods_tie_at_zero_scores": QT_TRANSLATE_NOOP("RuleTexts", "A tie at zero goods wins"),
    "leipzig_extra_follower": QT_TRANSLATE_NOOP("RuleTexts", "One extra follower"),
    "leipzig_wainwrights_on_send": QT_TRANSLATE_NOOP("RuleTexts", "Wainwrights after sending the only meeple"),
    "leipzig_wainwrights_c2_road_squares": QT_TRANSLATE_NOOP(
        "RuleTexts", "Wainwrights count the Leipzig road as 2 tiles (C2)"),
    "leipzig_wainwrights_per_scoring": QT_TRANSLATE_NOOP("RuleTexts", "Wainwrights twice for send and score"),
    "leipzig_arrangement": QT_TRANSLATE_NOOP("RuleTexts", "Leipzig start arrangement"),
    "ls_road_wealth_sign": QT_TRANSLATE_NOOP("RuleTexts", "Road Wealth/Poverty tile"),
    "ls_monastery_wealth_sign": QT_TRANSLATE_NOOP("RuleTexts", "Monastery Wealth/Poverty tile"),
    "ls_hermit_counts_leipzig": QT_TRANSLATE_NOOP("RuleTexts", "Hermit Monastery counts Leipzig"),
    "porxada_bonus_coiners": QT_TRANSLATE_NOOP("RuleTexts", "Coiners in the La Porxada bonus"),
    "porxada_bonus_surveyor": QT_TRANSLATE_NOOP("RuleTexts", "Surveyor tile in the La Porxada bonus"),
    "porxada_swap_may_decline": QT_TRANSLATE_NOOP("RuleTexts", "Swap chosen, nothing swapped"),
}

EFFECTS: dict[str, str] = {
    "followers": QT_TRANSLATE_NOOP(
        "RuleTexts", "How many followers each player has; automatic means 7, plus one for each expansion that adds one."),
    "tb_builder_second_tile_optional": QT_TRANSLATE_NOOP(
        "RuleTexts", "The player may decline the second tile his builder earns; off, he always takes it."),
    "tb_goods_tie_at_zero_scores": QT_TRANSLATE_NOOP(
        "RuleTexts", "When nobody has a token of a kind, everybody ties for the most and scores 10; "
                     "off, a kind nobody collected scores nothing."),
    "leipzig_extra_follower": QT_TRANSLATE_NOOP(
        "RuleTexts", "Every player gets one more follower (8 instead of 7), as the rulebook recommends."),
    "leipzig_wainwrights_on_send": QT_TRANSLATE_NOOP(
        "RuleTexts", "A majority player who sends his only meeple from a road still takes the Wainwrights "
                     "bonus for that road, since sending counts as his scoring."),
    "leipzig_wainwrights_c2_road_squares": QT_TRANSLATE_NOOP(
        "RuleTexts", "With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile "
                     "as 2 tiles; off, it counts the road as the road scoring does (1 tile)."),
    "leipzig_wainwrights_per_scoring": QT_TRANSLATE_NOOP(
        "RuleTexts", "A player who sends one meeple from a road and scores it with another takes the "
                     "Wainwrights bonus twice (once for each); off, once per road."),
    "leipzig_arrangement": QT_TRANSLATE_NOOP(
        "RuleTexts", "Where the four Leipzig tiles lie at the start: as the signposts point (west, north, "
                     "east, south), or shuffled."),
    "ls_road_wealth_sign": QT_TRANSLATE_NOOP(
        "RuleTexts", "Whether the road stack's Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each "
                     "scorer; its printed side is not known."),
    "ls_monastery_wealth_sign": QT_TRANSLATE_NOOP(
        "RuleTexts", "Whether the monastery stack's Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to "
                     "each scorer; its printed side is not known."),
    "ls_hermit_counts_leipzig": QT_TRANSLATE_NOOP(
        "RuleTexts", "The Hermit Monastery also takes 1 point for each Leipzig quarter square around the "
                     "monastery; off, only ordinary city segments count."),
    "porxada_bonus_coiners": QT_TRANSLATE_NOOP(
        "RuleTexts", "A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of "
                     "arms when La Porxada's bonus scores his unfinished city as completed."),
    "porxada_bonus_surveyor": QT_TRANSLATE_NOOP(
        "RuleTexts", "The active Land Surveyors city tile changes the cities that La Porxada's bonus scores as "
                     "completed at the end."),
    "porxada_swap_may_decline": QT_TRANSLATE_NOOP(
        "RuleTexts", "A player who chose the swap may then swap nothing, which throws the tile's effect "
                     "away; off, choosing the swap means naming two followers."),
}

#: (option, value) -> label, for options whose values are not yes/no.
VALUES: dict[tuple[str, Any], str] = {
    ("ls_road_wealth_sign", 1): QT_TRANSLATE_NOOP("RuleTexts", "Wealth: +3 points"),
    ("ls_road_wealth_sign", -1): QT_TRANSLATE_NOOP("RuleTexts", "Poverty: -3 points"),
    ("ls_monastery_wealth_sign", 1): QT_TRANSLATE_NOOP("RuleTexts", "Wealth: +3 points"),
    ("ls_monastery_wealth_sign", -1): QT_TRANSLATE_NOOP("RuleTexts", "Poverty: -3 points"),
    ("leipzig_arrangement", "signposts"): QT_TRANSLATE_NOOP("RuleTexts", "As the signposts point"),
    ("leipzig_arrangement", "shuffled"): QT_TRANSLATE_NOOP("RuleTexts", "Shuffled"),
}

CLARIFICATION_EFFECTS: dict[str, str] = {
    "leipzig_bonus_same_turn": QT_TRANSLATE_NOOP(
        "RuleTexts", "A quarter's bonus counts from the moment the meeple arrives, in the same turn too."),
}


def _tr(text: str) -> str:
    # the texts come from the QT_TRANSLATE_NOOP tables above (lupdate reads them there)
    return QCoreApplication.translate("RuleTexts", text)


def title(opt: RuleOption) -> str:
    return _tr(TITLES.get(opt.name, opt.title))


def effect(opt: RuleOption) -> str:
    return _tr(EFFECTS.get(opt.name, opt.effect))


def value_text(opt: RuleOption, value: Any) -> str:
    if (opt.name, value) in VALUES:
        return _tr(VALUES[(opt.name, value)])
    if isinstance(value, bool):
        if value:
            return QCoreApplication.translate("RuleTexts", "on")
        return QCoreApplication.translate("RuleTexts", "off")
    if value is None:
        return QCoreApplication.translate("RuleTexts", "automatic")
    return str(value)


def source_text(opt: RuleOption) -> str:
    """Where the default comes from, e.g. "Official clarification (8/2024)"."""
    if opt.source == SOURCE_RULE:
        return QCoreApplication.translate("RuleTexts", "Rule text")
    if opt.source == SOURCE_CLARIFICATION:
        return fill(QCoreApplication.translate("RuleTexts", "Official clarification (%1)"), opt.date)
    if opt.source == SOURCE_COMMUNITY:
        return QCoreApplication.translate("RuleTexts", "Community reading")
    if opt.source == SOURCE_PROJECT:
        return QCoreApplication.translate("RuleTexts", "Project decision")
    return opt.source


def default_text(opt: RuleOption) -> str:
    """"Default: on (rule text)." -- the default and where it comes from."""
    return fill(QCoreApplication.translate("RuleTexts", "Default: %1 (%2)."), value_text(opt, opt.default),
                source_text(opt))


def note_sentence(code: str, value: Any) -> str | None:
    """The log line of a ``("rule", [option, value])`` or ``("clarification", key)`` note."""
    if code == "rule" and isinstance(value, (list, tuple)) and len(value) == 2:
        opt = OPTIONS.get(str(value[0]))
        if opt is None:
            return None
        return fill(QCoreApplication.translate("RuleTexts", "Rule choice “%1”: %2 (%3)."),
                    title(opt), value_text(opt, value[1]), source_text(opt))
    if code == "clarification" and isinstance(value, str) and value in CLARIFICATIONS:
        c = CLARIFICATIONS[value]
        return fill(QCoreApplication.translate("RuleTexts", "Official clarification (%1): %2"),
                    c.date, _tr(CLARIFICATION_EFFECTS.get(c.key, c.effect)))
    return None


def marked_default(text: str) -> str:
    """A value's label marked as the rules' default ("Shuffled (default)")."""
    return fill(QCoreApplication.translate("RuleTexts", "%1 (default)"), text)
