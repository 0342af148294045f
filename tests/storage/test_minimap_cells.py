"""The mini-map remembers each tile type's cell blocks (the autosave draws one after nearly
every move); what it shows must be what working every cell out again shows."""

from __future__ import annotations

import random

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import thumbnail
from carc_desktop.storage.thumbnail import MiniMap, minimap_of


def _worked_out(game: Game, cell_px: int) -> MiniMap:
    """Every cell's blocks from ``_cell_blocks``, nothing remembered (the map as drawn
    before the blocks were kept)."""
    cells = game.board.cells
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    min_x, max_y = min(xs), max(ys)
    c = cell_px
    edges = (0, round(c / 3), round(2 * c / 3), c)
    rects = []
    for cell, (placement, q) in cells.items():
        ox, oy = (cell[0] - min_x) * c, (max_y - cell[1]) * c
        for (col, row), rgb in thumbnail._cell_blocks(placement, q).items():
            x0, x1 = ox + edges[col], ox + edges[col + 1] - 1
            y0, y1 = oy + edges[row], oy + edges[row + 1] - 1
            if x1 >= x0 and y1 >= y0:
                rects.append((x0, y0, x1, y1, rgb))
    size = ((max(xs) - min_x + 1) * c, (max_y - min(ys) + 1) * c)
    return MiniMap(size, tuple(rects), thumbnail.DEFAULT_MAX_SIZE)


def test_the_remembered_blocks_draw_what_working_them_out_draws() -> None:
    """Move after move of a four-player game with every expansion (double-sized start
    tiles, every rotation), at three cell sizes that share the tile types' memory."""
    game = Game(4, RuleSet("C3", tuple(load_all())), seed=23)
    rng = random.Random(23)
    checked = 0
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
        if len(game.history) % 7 == 0:
            for cell_px in (3, 5, 6):
                assert minimap_of(game, cell_px) == _worked_out(game, cell_px)
            checked += 1
    assert checked > 10
    rotations = {p.rotation for p in game.board.placements}
    assert rotations == {0, 1, 2, 3}
