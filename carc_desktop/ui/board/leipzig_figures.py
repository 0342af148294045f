"""The meeples sent to Leipzig, on the board: each quarter shows the figures its players
sent there, in their colours, standing on the quarter; hovering one names the players
there and what the quarter brings (the engine's ``quarters_of`` says who is where)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF

from carc_desktop.engine import Game
from carc_desktop.engine import markets_of_leipzig as leipzig
from carc_desktop.texts.event_text import join_names, quarter_name

from ..expansions.markets_of_leipzig import quarter_effect
from .geometry import TILE, anchor_point
from .tooltips import tile_quarter

#: Figures a row on a quarter, and their spacing (scene units).
PER_ROW, STEP = 3, TILE * 0.3


@dataclass(frozen=True)
class QuarterFigure:
    quarter: str
    player: int
    #: Which of that player's meeples in the quarter (0 for the first).
    nth: int
    centre: QPointF
    tooltip: str


def quarter_figures(game: Game) -> list[QuarterFigure]:
    """One entry per meeple in a Leipzig quarter (none without the expansion)."""
    if not game.rules.has(leipzig.SET_NAME):
        return []
    held: dict[str, list[int]] = {}
    for player in range(len(game.players)):
        for quarter in leipzig.quarters_of(game, player):
            held.setdefault(quarter, []).append(player)
    if not held:
        return []  # the quarters' places are worked out only when someone is there
    spots: dict[str, QPointF] = {}
    for placement in leipzig.leipzig_placements(game):
        quarter = tile_quarter(placement.tile)
        seg = next((s.index for s in placement.tile.segments if s.kind == leipzig.QUARTER_KIND), None)
        if quarter in held and seg is not None:
            spots[quarter] = anchor_point(placement.tile, placement.cells, placement.rotation, seg)
    out: list[QuarterFigure] = []
    for quarter, players in held.items():
        centre = spots.get(quarter)
        if centre is None:
            continue
        text = _tooltip(game, quarter, players)
        seen: dict[int, int] = {}
        rows = (len(players) + PER_ROW - 1) // PER_ROW
        for i, player in enumerate(players):
            row, col = divmod(i, PER_ROW)
            in_row = min(PER_ROW, len(players) - row * PER_ROW)
            point = centre + QPointF((col - (in_row - 1) / 2) * STEP, (row - (rows - 1) / 2) * STEP)
            out.append(QuarterFigure(quarter, player, seen.get(player, 0), point, text))
            seen[player] = seen.get(player, 0) + 1
    return out


def _tooltip(game: Game, quarter: str, players: list[int]) -> str:
    names = join_names([game.players[p].name for p in dict.fromkeys(players)])
    return "\n".join((quarter_name(quarter),
                      QCoreApplication.translate("BoardView", "Meeples here: %1").replace("%1", names),
                      quarter_effect(quarter)))
