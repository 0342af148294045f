"""The scoreboard: one card per player and what the table shows at a glance.

Per player: colour, name (computer players marked), score, followers in supply, the other
figures (builder, pig...) read generically from ``game.supply``/``game.total_figures``,
and whatever each expansion reports in ``player_summary(game, i)`` (goods tokens, Leipzig
quarters, La Porxada token; unknown keys get a generic column). Above: whose turn it is
and what is awaited; below: the tiles left and, with The Land Surveyors, the three active
scoring tiles and what they do.

Read-only: it listens to the controller's ``state_changed`` and never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QGroupBox, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.engine import winners

from .. import a11y
from ..dialogs.common import colour_name, swatch_pixmap
from ..expansions import phase_texts
from carc_desktop.texts.event_text import (figure_name, fill, goods_phrase, join_names, plural_en, quarter_name,
                          surveyor_display_name, surveyor_effect)

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.engine import Game

STYLE = """
QScrollArea#ScoreboardScroll, QWidget#ScoreboardBody { background: #342d25; border: none; }
QWidget#ScoreboardBody QLabel { color: #f1e4c8; }
QLabel#ScoreboardTurn { font-size: 14px; font-weight: 700; padding: 2px 2px 4px 2px; }
QLabel#ScoreboardTiles { color: #d9c9a3; }
QFrame#PlayerCard { background: #3d352b; border-radius: 8px; border: 1px solid #463c30; }
QFrame#PlayerCard[active="true"] { background: #5a4a33; border: 1px solid #e8c15a; }
QFrame#PlayerCard:focus { border: 2px solid #f6ecd4; }
QLabel#CardName { color: #f6ecd4; font-size: 14px; font-weight: 600; }
QLabel#CardScore { color: #ffe6a0; font-size: 22px; font-weight: 800; }
QLabel#CardDetail { color: #c9b994; font-size: 11px; }
QGroupBox#SurveyorBox { color: #f1e4c8; border: 1px solid #5a4d3a; border-radius: 6px; margin-top: 14px;
                        padding-top: 6px; }
QGroupBox#SurveyorBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }
QLabel#SurveyorLine { color: #e4d6b6; }
"""


def phase_text(kind: str) -> str:
    """What the pending decision is about, in a few words."""
    texts = phase_texts(kind)
    return texts.doing if texts is not None else kind.replace("_", " ")


class PlayerCard(QFrame):
    """One player: colour, name, score, and a few lines about his figures and holdings.

    Focusable, with the whole summary as its accessible name, so the keyboard and screen
    readers can go through the players one by one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerCard")
        #: What the card shows now (colour, name, score, detail lines, active, winner), or None.
        self.shown: tuple[Any, ...] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.swatch = QLabel(self)
        self.name = QLabel(self)
        self.name.setObjectName("CardName")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.score = QLabel(self)
        self.score.setObjectName("CardScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.detail = QLabel(self)
        self.detail.setObjectName("CardDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 10, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.swatch, 0, 0)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.score, 0, 2)
        grid.addWidget(self.detail, 1, 0, 1, 3)
        grid.setColumnStretch(1, 1)

    def set_active(self, active: bool) -> None:
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class Scoreboard(QFrame):
    def __init__(self, controller: "GameController", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("Scoreboard")
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("ScoreboardScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.addWidget(self.scroll)
        body = QWidget(self.scroll)
        body.setObjectName("ScoreboardBody")
        self.scroll.setWidget(body)
        box = QVBoxLayout(body)
        box.setContentsMargins(8, 8, 8, 8)
        box.setSpacing(6)
        self.turn_label = QLabel(body)
        self.turn_label.setObjectName("ScoreboardTurn")
        self.turn_label.setWordWrap(True)
        box.addWidget(self.turn_label)
        self.cards_box = QVBoxLayout()
        self.cards_box.setSpacing(4)
        box.addLayout(self.cards_box)
        self.cards: list[PlayerCard] = []
        self.tiles_label = QLabel(body)
        self.tiles_label.setObjectName("ScoreboardTiles")
        self.tiles_label.setWordWrap(True)
        box.addWidget(self.tiles_label)
        self.surveyor_box = QGroupBox(body)
        self.surveyor_box.setObjectName("SurveyorBox")
        sl = QVBoxLayout(self.surveyor_box)
        self.surveyor_labels: dict[str, QLabel] = {}
        for kind in ("city", "road", "monastery"):
            label = QLabel(self.surveyor_box)
            label.setObjectName("SurveyorLine")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            sl.addWidget(label)
            self.surveyor_labels[kind] = label
        box.addWidget(self.surveyor_box)
        box.addStretch(1)
        self.columns: list[str] = []
        #: The refresh asked for with refresh_later, made after the repaint.
        self._later = LaterOnce(lambda: self.refresh(), self)
        controller.state_changed.connect(self.refresh_later)
        controller.thinking_changed.connect(lambda _t: self.refresh_later())
        controller.game_started.connect(self.refresh_later)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setAccessibleName(Scoreboard.tr("Scoreboard"))
        self.turn_label.setAccessibleName(Scoreboard.tr("Whose turn"))
        self.tiles_label.setAccessibleName(Scoreboard.tr("Tiles left"))
        self.surveyor_box.setTitle(Scoreboard.tr("Land Surveyors: active tiles"))
        for card in getattr(self, "cards", ()):
            card.shown = None  # every card's texts again, in the new language
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "surveyor_labels"):
            self.retranslate()
        super().changeEvent(event)

    def focus_target(self) -> QWidget:
        """Where the keyboard goes when the scoreboard is chosen: the player to move."""
        self.flush()
        for card in self.cards:
            if card.property("active"):
                return card
        return self.cards[0] if self.cards else self

    # --- data ----------------------------------------------------------------------------------
    @staticmethod
    def summaries(game: "Game", player: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for e in game.expansions:
            out.update(e.player_summary(game, player))
        return out

    def _columns_for(self, game: "Game") -> list[str]:
        cols = ["player", "score", "followers"]
        if any(k != "follower" for k in game.total_figures):
            cols.append("figures")
        summary = self.summaries(game, 0) if game.players else {}
        for key, value in summary.items():
            if key == "goods" and isinstance(value, dict):
                cols += [f"goods:{g}" for g in value]
            elif key == "leipzig":
                cols.append("leipzig")
            elif key in ("porxada_token", "porxada_removed"):
                if "porxada" not in cols:
                    cols.append("porxada")
            else:
                cols.append(f"x:{key}")
        return cols

    def cell_text(self, game: "Game", player: int, column: str) -> str:
        """The text of one cell (tests read the board through this too)."""
        summary = self.summaries(game, player)
        supply = game.supply[player]
        if column == "player":
            name = game.players[player].name
            if self.controller.is_computer(player):
                name = fill(Scoreboard.tr("%1 (computer)"), name)
            return name
        if column == "score":
            return str(game.scores[player])
        if column == "followers":
            return fill(Scoreboard.tr("%1 of %2", "followers in supply of the total"),
                        supply.get("follower", 0), game.total_figures.get("follower", 0))
        if column == "figures":
            parts = []
            for kind, total in game.total_figures.items():
                if kind == "follower":
                    continue
                have = supply.get(kind, 0)
                if have >= total:
                    parts.append(fill(Scoreboard.tr("%1 ready"), figure_name(kind)))
                elif have > 0:
                    parts.append(fill(Scoreboard.tr("%1 %2 of %3 ready"), figure_name(kind), have, total))
                else:
                    parts.append(fill(Scoreboard.tr("%1 on the board"), figure_name(kind)))
            return join_names(parts) if parts else ""
        if column.startswith("goods:"):
            return str((summary.get("goods") or {}).get(column[6:], 0))
        if column == "leipzig":
            quarters = summary.get("leipzig") or []
            if not quarters:
                return "\u2014"
            return join_names([quarter_name(str(q)) for q in quarters])
        if column == "porxada":
            parts = []
            if summary.get("porxada_token"):
                parts.append(Scoreboard.tr("token"))
            removed = int(summary.get("porxada_removed", 0) or 0)
            if removed:
                parts.append(plural_en(Scoreboard.tr("%n follower(s) lost", None, removed), removed))
            return join_names(parts) if parts else "\u2014"
        if column.startswith("x:"):
            value = summary.get(column[2:])
            if isinstance(value, bool):
                return Scoreboard.tr("yes") if value else Scoreboard.tr("no")
            if isinstance(value, (list, tuple)):
                return ", ".join(str(v) for v in value) or "\u2014"
            if isinstance(value, dict):
                return ", ".join(f"{k} {v}" for k, v in value.items())
            return "" if value is None else str(value)
        return ""

    def turn_text(self, game: "Game") -> str:
        if game.finished:
            return Scoreboard.tr("Game over: final scores")
        who = game.players[game.current].name
        decider = game.decider
        what = phase_text(game.phase)
        if self.controller.thinking and decider is not None:
            return fill(Scoreboard.tr("Turn %1: %2 is thinking (%3)\u2026"),
                        game.turn + 1, game.players[decider].name, what)
        if decider is not None and decider != game.current:
            return fill(Scoreboard.tr("Turn %1 of %2: %3 is %4"),
                        game.turn + 1, who, game.players[decider].name, what)
        return fill(Scoreboard.tr("Turn %1: %2 is %3"), game.turn + 1, who, what)

    # --- refresh -------------------------------------------------------------------------------
    def detail_lines(self, game: "Game", player: int) -> list[str]:
        """The small lines under a player's name (followers, figures, goods, Leipzig, Porxada...)."""
        lines = [fill(Scoreboard.tr("Followers: %1"), self.cell_text(game, player, "followers"))]
        for key in self.columns:
            if key in ("player", "score", "followers") or key.startswith("goods:"):
                continue
            text = self.cell_text(game, player, key)
            if key == "figures" and text:
                lines.append(text)
            elif key == "leipzig" and text != "\u2014":
                lines.append(fill(Scoreboard.tr("Leipzig: %1"), text))
            elif key == "porxada" and text != "\u2014":
                lines.append(fill(Scoreboard.tr("La Porxada: %1"), text))
            elif key.startswith("x:") and text:
                lines.append(fill(Scoreboard.tr("%1: %2"), key[2:].replace("_", " ").capitalize(), text))
        goods = self.summaries(game, player).get("goods")
        if isinstance(goods, dict):
            held = [goods_phrase(k, int(v)) for k, v in goods.items() if v]
            lines.append(fill(Scoreboard.tr("Goods: %1"), join_names(held)) if held else Scoreboard.tr("No goods"))
        return lines

    def refresh_later(self) -> None:
        """Refresh once the window has shown the change: a computer's move (its move, then
        the next computer thinking) is one refresh, made outside the move's own event-loop
        pass and the repaint after it."""
        self._later.ask()

    def flush(self) -> None:
        """Make the refresh asked for with ``refresh_later`` now, if it is still to come
        (for whoever reads the cards right after a change: tests, the dock's size)."""
        self._later.flush()

    def refresh(self) -> None:
        self._later.pending = False
        c = self.controller
        if not c.has_game:
            self.turn_label.setText(Scoreboard.tr("No game yet"))
            for card in self.cards:
                card.hide()
            self.tiles_label.clear()
            self.surveyor_box.hide()
            return
        game = c.game
        self.columns = self._columns_for(game)
        n = len(game.players)
        while len(self.cards) < n:
            card = PlayerCard(self)
            self.cards.append(card)
            self.cards_box.addWidget(card)
        changed = False
        for i, card in enumerate(self.cards):
            if card.isVisibleTo(self) != (i < n) or not card.shown:
                changed = True
            card.setVisible(i < n)
        active = None if game.finished else (game.decider if game.decider is not None else game.current)
        best = set(winners(game.scores)) if game.finished else set()
        for i in range(n):
            card = self.cards[i]
            name = self.cell_text(game, i, "player")
            lines = self.detail_lines(game, i)
            colour = game.players[i].color
            # A refresh comes after every decision (and twice more while a computer
            # thinks); most leave a card as it was: only what changed is set again, and
            # the dock's width is worked out again only then.
            shown = (colour, name, game.scores[i], lines, i == active, i in best)
            if card.shown == shown:
                continue
            changed = True
            if card.shown is None or card.shown[0] != colour:
                card.swatch.setPixmap(swatch_pixmap(colour, 18))
                card.swatch.setAccessibleName(colour_name(colour))
            card.shown = shown
            card.name.setText(name)
            card.score.setText(str(game.scores[i]))
            card.detail.setText("\n".join(lines))
            card.set_active(i == active)
            state = ""
            if i == active:
                state = Scoreboard.tr("to play now")
            elif i in best:
                state = Scoreboard.tr("winner")
            summary = plural_en(Scoreboard.tr("%1: %n point(s)", None, game.scores[i]), game.scores[i])
            summary = fill(summary, name)
            if state:
                summary = fill(Scoreboard.tr("%1 (%2)", "player summary (state)"), summary, state)
            card.setAccessibleName(summary)
            card.setAccessibleDescription("; ".join(lines))
            card.setToolTip("\n".join([summary] + lines))
        self.turn_label.setText(self.turn_text(game))
        left = game.tiles_left()
        self.tiles_label.setText(plural_en(Scoreboard.tr("%n tile(s) left in the bag", None, left), left))
        a11y.name_with_value(self.turn_label, Scoreboard.tr("Whose turn"))
        a11y.name_with_value(self.tiles_label, Scoreboard.tr("Tiles left"))
        self._refresh_surveyors(game)
        if changed:
            self._fit_width()

    def _fit_width(self) -> None:
        """As wide as the widest card needs, scroll bar included: no name or score is cut off;
        and every card as tall as its lines need, now.

        A changed text reaches the scroll area only after one posted LayoutRequest per
        nesting level (label, card, body); until then, a card whose details grew by a line
        kept its old height and cut the last line off (seen under xcb). So the cards are laid
        out first, then the body, then the scroll area sizes the body, all before returning."""
        body = self.scroll.widget()
        for card in self.cards:
            if card.isVisibleTo(self):
                card.layout().activate()
        body.layout().activate()
        QApplication.sendEvent(self.scroll, QEvent(QEvent.Type.LayoutRequest))
        need = (body.minimumSizeHint().width() + self.scroll.verticalScrollBar().sizeHint().width()
                + 2 * self.scroll.frameWidth())
        self.scroll.setMinimumWidth(need)

    def _refresh_surveyors(self, game: "Game") -> None:
        try:
            from carc_desktop.engine import the_land_surveyors as ls
        except ImportError:  # pragma: no cover
            self.surveyor_box.hide()
            return
        if game.expansion(ls.NAME) is None:
            self.surveyor_box.hide()
            return
        active = ls.active(game)
        heads = {
            "city": Scoreboard.tr("City: %1 \u2014 %2"),
            "road": Scoreboard.tr("Road: %1 \u2014 %2"),
            "monastery": Scoreboard.tr("Monastery: %1 \u2014 %2"),
        }
        for kind, label in self.surveyor_labels.items():
            tid = active.get(kind)
            if tid is None:
                label.hide()
                continue
            label.setText(fill(heads[kind], surveyor_display_name(tid, game), surveyor_effect(tid, game)))
            label.setAccessibleName(label.text())
            label.show()
        self.surveyor_box.show()

    def surveyor_texts(self) -> dict[str, str]:
        return {k: lb.text() for k, lb in self.surveyor_labels.items() if not lb.isHidden()}
