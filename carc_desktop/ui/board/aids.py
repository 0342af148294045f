"""The board aids drawn over the board: dead and hard spots, the field owners, and the
sentence about what an unfinished feature still needs.

Every fact comes from the engine (``engine.aids`` for the spots and gaps,
``Game.value_now`` for a field's holders and worth); this module only draws and words it.
The aids are switched in Settings (``prefs.KEY_AID_*``; the purist switch turns all off).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from carc_desktop.engine import FIELD, Feature, Game, Position, TileType, aids
from carc_desktop.texts.event_text import fill, join_names, plural_en
from carc_desktop.texts.translate import TextContext

from . import art, stamps
from .geometry import TILE, anchor_point, cell_rect, cells_rect
from .items import Z_HINT, Z_LAST


class BoardAidsText(TextContext):
    """The translation context of this module: ``BoardAidsText.tr(text, None, n)`` (lupdate
    marks a ``%n`` plural only on such calls; see texts/event_text.py)."""


#: Above the tiles and the last-tile outline, under the legal-cell hints.
Z_SPOT_AID = Z_HINT - 1
Z_FIELD_OWNER = Z_LAST - 1


class SpotAidItem(QGraphicsItem):
    """An open cell no tile to come can fill (a cross), or one that only one or two can (the
    number in a disc). Drawn with shape and text, never colour alone."""

    def __init__(self, cell: Position, tiles: int) -> None:
        super().__init__()
        self.cell = cell
        self.tiles = tiles
        self._rect = cell_rect(*cell)
        self.setZValue(Z_SPOT_AID)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(spot_text(tiles))

    @property
    def dead(self) -> bool:
        return self.tiles == 0

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Copied from a picture the spots with this count share: a zoom draws each look once.
        tiles = self.tiles
        stamps.stamp(painter, self._rect, ("spot aid", tiles), lambda p, r: draw_spot_aid(p, r, tiles))


def draw_spot_aid(painter: QPainter, cell: QRectF, tiles: int) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = cell.adjusted(TILE * 0.1, TILE * 0.1, -TILE * 0.1, -TILE * 0.1)
    if tiles == 0:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, TILE * 0.08, TILE * 0.08)
        pen = QPen(QColor(235, 225, 205, 200), TILE * 0.04)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        inner = r.adjusted(TILE * 0.18, TILE * 0.18, -TILE * 0.18, -TILE * 0.18)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
        return
    disc = QRectF(r.left(), r.top(), TILE * 0.26, TILE * 0.26)
    painter.setPen(QPen(QColor(60, 45, 20, 230), TILE * 0.015))
    painter.setBrush(QColor(250, 240, 205, 230))
    painter.drawEllipse(disc)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(TILE * 0.18))
    painter.setFont(font)
    painter.setPen(QColor(60, 45, 20))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(tiles))


def spot_text(tiles: int) -> str:
    if tiles == 0:
        return BoardAidsText.tr("No tile left can fill this spot.")
    return plural_en(BoardAidsText.tr("Only %n tile(s) left can fill this spot.", None, tiles),
                     tiles)


@dataclass(frozen=True)
class FieldOwner:
    """A held field: its holders (majority) and what it would score now for each."""

    feature: int
    holders: tuple[int, ...]
    value: int
    #: (placement index, segment index) of each piece of the field.
    pieces: tuple[tuple[int, int], ...]


def field_owners(game: Game) -> list[FieldOwner]:
    """Every field a figure stands in, with who holds it now and what it would score now
    (``Game.value_now``: final scoring's count, every expansion's modifiers included)."""
    out = []
    seen: set[int] = set()
    for fig in game.figures_on_board():
        placement = game.board.placements[fig.placement]
        root = game.feature_of(placement, fig.segment)
        if root.kind != FIELD or root.id in seen:
            continue
        seen.add(root.id)
        now = game.value_now(root)
        if not now.majority:
            continue
        pieces = tuple(sorted((p.placement.index, p.segment) for p in root.pieces))
        out.append(FieldOwner(root.id, tuple(now.majority), now.value, pieces))
    return out


def field_owner_text(game: Game, owner: FieldOwner) -> str:
    names = join_names([game.players[p].name for p in owner.holders if 0 <= p < len(game.players)])
    # lupdate reads a plural's count only from a plain name, not an attribute.
    value = owner.value
    text = BoardAidsText.tr("Field held by %1: worth %n point(s) now.", None, value)
    return fill(plural_en(text, value), names)


_MASKS: dict[tuple[str, int], QImage] = {}


def _field_mask(tile: TileType, seg: int) -> QImage:
    """The field segment's region on the unturned tile, white on transparent (RES px per
    tile unit), from the same raster the figure anchors come from."""
    key = (tile.id, seg)
    img = _MASKS.get(key)
    if img is None:
        # Imported when first shown: the first frame loads none of the painter's modules.
        from carc_desktop.art.regions import regions_for

        reg = regions_for(tile)
        img = QImage(reg.width, reg.height, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        white = QColor(255, 255, 255).rgba()
        for idx in reg.pixels.get(seg, ()):
            img.setPixel(idx % reg.width, idx // reg.width, white)
        _MASKS[key] = img
    return img


class FieldOwnerItem(QGraphicsItem):
    """One held field tinted by its holders' colours (stripes for a shared field) with its
    holders' letters and its worth written at a label point."""

    def __init__(self, game: Game, owner: FieldOwner) -> None:
        super().__init__()
        self.owner = owner
        self.setZValue(Z_FIELD_OWNER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.colours = [art.player_colour(game, p) for p in owner.holders]
        # The seat number, as on the figures and the scoreboard's badges.
        self.labels = [str(p + 1) for p in owner.holders]
        self._parts: list[tuple[QImage, QRectF, int]] = []
        rect = QRectF()
        for pi, seg in owner.pieces:
            placement = game.board.placements[pi]
            cells = cells_rect(placement.cells)
            self._parts.append((self._tinted(_field_mask(placement.tile, seg)), cells, placement.rotation))
            rect = rect.united(cells)
        self._rect = rect
        anchor = game.board.placements[owner.pieces[0][0]]
        self.label_at = anchor_point(anchor.tile, anchor.cells, anchor.rotation, owner.pieces[0][1])
        self.setToolTip(field_owner_text(game, owner))

    def boundingRect(self) -> QRectF:
        return self._rect

    def _tinted(self, mask: QImage) -> QImage:
        tinted = QImage(mask.size(), QImage.Format.Format_ARGB32_Premultiplied)
        tinted.fill(Qt.GlobalColor.transparent)
        p = QPainter(tinted)
        # A light wash of the first holder's colour under stripes of every holder's: an
        # overlay that never reads as water or grass, and a shared field shows each holder.
        wash = QColor(self.colours[0])
        wash.setAlpha(80)
        p.fillRect(tinted.rect(), wash)
        step = mask.width() * 0.2  # the raster is one tile wide (art.regions.RES)
        for i, colour in enumerate(self.colours):
            c = QColor(colour)
            c.setAlpha(220)
            p.setPen(QPen(c, mask.width() * 0.07))
            for k in range(-int(tinted.height() / step) - 1, int(tinted.width() / step) + 2):
                x = k * step + i * step / len(self.colours)
                p.drawLine(QPointF(x, 0), QPointF(x + tinted.height(), tinted.height()))
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        p.drawImage(0, 0, mask)  # only the field's own region keeps the tint
        p.end()
        return tinted

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        for tinted, cells, rotation in self._parts:
            painter.save()
            w, h = cells.width(), cells.height()
            centre = cells.center()
            painter.setTransform(QTransform.fromTranslate(centre.x(), centre.y()).rotate(90 * rotation), True)
            sw, sh = (w, h) if rotation % 2 == 0 else (h, w)
            painter.drawImage(QRectF(-sw / 2, -sh / 2, sw, sh), tinted)
            painter.restore()
        self._paint_label(painter)

    def _paint_label(self, painter: QPainter) -> None:
        """A disc per holder (their colour and mark: never colour alone), then the worth."""
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(TILE * 0.14))
        painter.setFont(font)
        d = TILE * 0.2
        value = str(self.owner.value)
        width = d * len(self.labels) + TILE * 0.08 + QFontMetricsF(font).horizontalAdvance(value) + TILE * 0.06
        box = QRectF(self.label_at.x() - width / 2, self.label_at.y() + TILE * 0.12, width, d + TILE * 0.04)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(250, 244, 225, 235))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        x = box.left() + TILE * 0.02
        for colour, mark in zip(self.colours, self.labels):
            disc = QRectF(x, box.top() + TILE * 0.02, d, d)
            painter.setPen(QPen(QColor(30, 25, 15), TILE * 0.01))
            painter.setBrush(colour)
            painter.drawEllipse(disc)
            painter.setPen(QColor(255, 255, 255) if colour.lightnessF() < 0.55 else QColor(20, 15, 10))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, mark)
            x += d
        painter.setPen(QColor(40, 30, 15))
        painter.drawText(QRectF(x + TILE * 0.04, box.top(), box.right() - x, box.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, value)


class BoardAids:
    """Keeps the aid items of one scene in step with the game."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.spots_enabled = False
        self.fields_shown = False
        self.spots: dict[Position, SpotAidItem] = {}
        self.fields: list[FieldOwnerItem] = []
        self._field_state: tuple = ()

    def refresh(self, game: Game) -> None:
        self._refresh_spots(game)
        self._refresh_fields(game)

    def _refresh_spots(self, game: Game) -> None:
        want: dict[Position, int] = {}
        if self.spots_enabled and not game.finished:
            want = {c: n for c, n in aids.open_spots(game).items() if n <= aids.HARD_SPOT_TILES}
        for cell in [c for c, item in self.spots.items() if want.get(c) != item.tiles]:
            self.scene.removeItem(self.spots.pop(cell))
        for cell, n in want.items():
            if cell not in self.spots:
                item = SpotAidItem(cell, n)
                self.scene.addItem(item)
                self.spots[cell] = item

    def _refresh_fields(self, game: Game) -> None:
        owners = field_owners(game) if self.fields_shown else []
        state = tuple((o.feature, o.holders, o.value, o.pieces) for o in owners)
        if state == self._field_state:
            return
        self._field_state = state
        for item in self.fields:
            self.scene.removeItem(item)
        self.fields = [FieldOwnerItem(game, o) for o in owners]
        for item in self.fields:
            self.scene.addItem(item)

    def clear(self) -> None:
        for item in self.spots.values():
            self.scene.removeItem(item)
        self.spots.clear()
        for item in self.fields:
            self.scene.removeItem(item)
        self.fields = []
        self._field_state = ()


def chances_text(game: Game, feature: Feature) -> str:
    """What an unfinished road, city or monastery still needs, in one sentence; empty for a
    field or a finished feature."""
    chances = aids.feature_chances(game, feature)
    if chances is None:
        return ""
    need = chances.min_tiles
    if not chances.can_finish:
        text = BoardAidsText.tr("Needs at least %n more tile(s), but one of its gaps can no longer be filled.", None, need)
        return plural_en(text, need)
    counts = ", ".join(str(n) for _cell, n in sorted(chances.gaps.items()))
    text = BoardAidsText.tr("Needs at least %n more tile(s); tiles left that fit each gap: %1.",
                                      None, need)
    return fill(plural_en(text, need), counts)
