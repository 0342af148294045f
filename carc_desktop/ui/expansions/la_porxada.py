"""La Porxada: after scoring, the option to swap followers, remove one, or take the bonus;
the token and the followers lost on a player's card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import la_porxada
from carc_desktop.texts.event_text import fill, join_names, player_name, plural_en

from ..play.feature_info import figure_feature_info
from .card_icons import shape_icon
from .common import CardItem, MoveLabels, PhaseTexts, Scoreboard, figure_ref

#: The engine's expansion this module speaks for.
NAME = "la_porxada"

if TYPE_CHECKING:
    from carc_desktop.engine import Game


def phases() -> dict[str, PhaseTexts]:
    return {
        "porxada": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, La Porxada: choose an option"),
            QCoreApplication.translate("MoveLabels", "Swap two followers, or take the scoring bonus."),
            QCoreApplication.translate("Shell", "%1, choose a La Porxada option in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "choosing a La Porxada option")),
        "porxada_answer": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, answer the Porxada swap"),
            "",
            QCoreApplication.translate("Shell", "%1, accept or refuse the swap in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "answering a swap")),
        "porxada_remove": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, which follower leaves the game?"),
            "",
            QCoreApplication.translate("Shell", "%1, choose the follower that leaves the game, in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "removing a follower")),
    }


def _owner_of(game: Game, ref: Any) -> str:
    if isinstance(ref, (tuple, list)) and len(ref) == 3:
        hit = game.board.at((ref[0], ref[1]))
        if hit is not None:
            for (pi, si), fig in game.figure_at.items():
                if pi == hit[0].index and hit[0].tile.segments[si].id == ref[2]:
                    return player_name(game, fig.player)
    return ""


def _porxada(move: Any, game: Game) -> str:
    option = getattr(move, "option", None)
    if option == "bonus":
        return QCoreApplication.translate("MoveLabels", "Take the La Porxada scoring bonus")
    if getattr(move, "mine", None) is None:  # the rule choice that lets a swap go unused
        return QCoreApplication.translate("MoveLabels", "Choose the swap and swap nothing")
    theirs = getattr(move, "theirs", None)
    return fill(QCoreApplication.translate("MoveLabels", "Swap your follower on %1 with %2's on %3"),
                figure_ref(game, getattr(move, "mine", None)), _owner_of(game, theirs) or "?",
                figure_ref(game, theirs))


def _porxada_answer(move: Any, game: Game) -> str:
    if getattr(move, "accept", None):
        return QCoreApplication.translate("MoveLabels", "Accept the swap")
    return QCoreApplication.translate("MoveLabels", "Refuse (and lose a follower)")


def _porxada_remove(move: Any, game: Game) -> str:
    follower = getattr(move, "follower", None)
    if follower == "supply":
        return QCoreApplication.translate("MoveLabels", "Remove a follower from your supply")
    return fill(QCoreApplication.translate("MoveLabels", "Remove your follower on %1"), figure_ref(game, follower))


def _worth(game: Game, ref: Any) -> int | None:
    """What the feature under the follower at ``ref`` is worth now (None: no such follower)."""
    if not isinstance(ref, (tuple, list)) or len(ref) != 3:
        return None
    fig = la_porxada.figure_at_ref(game, (int(ref[0]), int(ref[1]), str(ref[2])))
    return None if fig is None else figure_feature_info(game, fig).value


def _points(n: int) -> str:
    return plural_en(MoveLabels.tr("%n point(s)", None, n), n)


def _porxada_detail(move: Any, game: Game) -> str:
    option = getattr(move, "option", None)
    if option == "bonus":
        return QCoreApplication.translate(
            "MoveLabels", "No points now. When La Porxada's city is completed, every player with a knight in it "
                          "takes a token; at the end, a token holder scores his unfinished cities as if completed.")
    mine, theirs = getattr(move, "mine", None), getattr(move, "theirs", None)
    if mine is None:
        return QCoreApplication.translate(
            "MoveLabels", "No points now, no swap, and nobody takes the scoring bonus.")
    a, b = _worth(game, mine), _worth(game, theirs)
    if a is None or b is None:
        return ""
    now = fill(QCoreApplication.translate(
        "MoveLabels", "No points now. Your follower's feature is worth %1 now, theirs %2."),
        _points(a), _points(b))
    return now + " " + fill(QCoreApplication.translate(
        "MoveLabels", "%1 may accept, or refuse and lose one follower for good."), _owner_of(game, theirs) or "?")


def _porxada_answer_detail(move: Any, game: Game) -> str:
    if getattr(move, "accept", None):
        return QCoreApplication.translate("MoveLabels", "The two followers exchange places. No points now.")
    return QCoreApplication.translate("MoveLabels", "Nothing moves, but one of your followers leaves the game for good.")


def _porxada_remove_detail(move: Any, game: Game) -> str:
    follower = getattr(move, "follower", None)
    if follower == "supply":
        return QCoreApplication.translate("MoveLabels", "Your followers on the board stay where they are.")
    points = _worth(game, follower)
    if points is None:
        return ""
    return plural_en(MoveLabels.tr("You give up its place in a feature worth %n point(s) now.", None, points), points)


def _porxada_short(move: Any, game: Game) -> str:
    """The choice's points now and effect in a few words (the compact prompt)."""
    if getattr(move, "option", None) == "bonus":
        return QCoreApplication.translate("MoveLabels", "No points now; tokens for the knights when it is completed")
    mine, theirs = getattr(move, "mine", None), getattr(move, "theirs", None)
    if mine is None:
        return QCoreApplication.translate("MoveLabels", "No points, no swap")
    a, b = _worth(game, mine), _worth(game, theirs)
    if a is None or b is None:
        return ""
    return fill(QCoreApplication.translate("MoveLabels", "No points now; yours is worth %1, theirs %2"), _points(a), _points(b))


def _porxada_answer_short(move: Any, game: Game) -> str:
    if getattr(move, "accept", None):
        return QCoreApplication.translate("MoveLabels", "They exchange places; no points")
    return QCoreApplication.translate("MoveLabels", "Nothing moves; you lose a follower")


def _porxada_remove_short(move: Any, game: Game) -> str:
    follower = getattr(move, "follower", None)
    if follower == "supply":
        return QCoreApplication.translate("MoveLabels", "Your board followers stay")
    points = _worth(game, follower)
    if points is None:
        return ""
    return plural_en(MoveLabels.tr("Gives up a place worth %n point(s)", None, points), points)


def _refused_label(move: Any, game: Game) -> str:
    """A refused choice's name: the swap the engine says is not possible now."""
    return QCoreApplication.translate("MoveLabels", "Swap two followers")


LABELS: dict[str, Callable[[Any, Game], str]] = {
    "porxada": _porxada,
    "porxada_answer": _porxada_answer,
    "porxada_remove": _porxada_remove,
}
DETAILS: dict[str, Callable[[Any, Game], str]] = {
    "porxada": _porxada_detail,
    "porxada_answer": _porxada_answer_detail,
    "porxada_remove": _porxada_remove_detail,
}
#: The name of a choice the engine refuses now (``ui.expansions.unavailable_choices``).
REFUSED_LABELS: dict[str, Callable[[Any, Game], str]] = {"porxada": _refused_label}


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    """The scoring-bonus token (faint until held); the followers lost for good in the tooltip."""
    held = player in la_porxada.tokens(game)
    removed = int(la_porxada.removed(game, player))
    parts = [QCoreApplication.translate("Scoreboard", "token")] if held else []
    if removed:
        parts.append(plural_en(Scoreboard.tr("%n follower(s) lost", None, removed), removed))
    text = fill(QCoreApplication.translate("Scoreboard", "La Porxada: %1"), join_names(parts) if parts else "\u2014")
    return [CardItem(NAME, shape_icon("token", size, not held), f"\u2212{removed}" if removed else "", text, not held,
                     not held and not removed)]


SHORT: dict[str, Callable[[Any, Game], str]] = {
    "porxada": _porxada_short,
    "porxada_answer": _porxada_answer_short,
    "porxada_remove": _porxada_remove_short,
}


def category_names() -> dict[str, str]:
    return {"porxada": QCoreApplication.translate("Categories", "La Porxada")}
