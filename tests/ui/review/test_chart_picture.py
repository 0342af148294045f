"""The score race keeps its picture: a repaint for a hover draws no line, marker or label
again (the end-of-game dialog's chart took 20-80 ms a paint), the picture is drawn again
when anything it shows changes, and it is, pixel for pixel, the chart drawn directly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller.review import GameReview
from carc_desktop.ui.review import chart as chart_module
from carc_desktop.ui.review.chart import ScoreRaceChart

from .test_review_fit import six_player_record

COLOURS = [QColor(c) for c in ("red", "blue", "green", "yellow", "black", "gray")]


@pytest.fixture(scope="module")
def review() -> GameReview:
    return GameReview(six_player_record())


def shown_chart(qtbot, review: GameReview, width: int, height: int, colours: list[QColor],  # type: ignore[no-untyped-def]
                position: int | None = None) -> ScoreRaceChart:
    chart = ScoreRaceChart()
    qtbot.addWidget(chart)
    chart.resize(width, height)
    chart.set_review(review, review.players, colours)
    if position is not None:
        chart.set_position(position)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


@pytest.fixture
def chart(qtbot, review: GameReview) -> ScoreRaceChart:  # type: ignore[no-untyped-def]
    return shown_chart(qtbot, review, 860, 360, COLOURS, position=40)


class Counting:
    """Counts the markers drawn (every still paint draws dozens)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        real = chart_module.marker_path

        def counted(*args):  # type: ignore[no-untyped-def]
            self.calls += 1
            return real(*args)

        monkeypatch.setattr(chart_module, "marker_path", counted)


def direct(chart: ScoreRaceChart) -> QImage:
    """The chart drawn straight into an image of its size, as the widget's painter would."""
    image = QImage(chart.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setPen(chart.palette().color(chart.foregroundRole()))
    painter.setFont(chart.font())
    chart.paint(painter, QRectF(chart.rect()))
    painter.end()
    return image


def paint_into(chart: ScoreRaceChart, bounds: QRectF) -> None:
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    chart.paint(painter, bounds)
    painter.end()


def grabbed(chart: ScoreRaceChart) -> QImage:
    return chart.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def hover(chart: ScoreRaceChart, x: int) -> None:
    at = QPointF(chart.point(x, 0, chart.plot_rect()).x(), chart.height() / 2)
    move = QMouseEvent(QMouseEvent.Type.MouseMove, at, chart.mapToGlobal(at), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(chart, move)


def focus(qtbot, chart: ScoreRaceChart) -> None:  # type: ignore[no-untyped-def]
    chart.activateWindow()
    chart.setFocus()
    qtbot.waitUntil(chart.hasFocus)


def test_a_hover_repaints_without_drawing_the_chart_again(qtbot, chart: ScoreRaceChart, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    focus(qtbot, chart)
    chart.repaint()
    counting = Counting(monkeypatch)
    for x in (3, 10, 25, 60):
        hover(chart, x)
        assert chart._hover_x == x
        chart.repaint()
    assert counting.calls == 0
    # the hover line is still drawn, over the kept picture
    with_line = grabbed(chart)
    chart.leaveEvent(QMouseEvent(QMouseEvent.Type.Leave, QPointF(), QPointF(), Qt.MouseButton.NoButton,
                                 Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert grabbed(chart) != with_line
    assert counting.calls == 0


def test_a_paint_measures_the_rows_once(chart: ScoreRaceChart) -> None:
    """The axis's top value came from all the rows at every point drawn (a paint quadratic in
    the game's length)."""

    class Rows(list[list[int]]):
        walks = 0

        def __iter__(self) -> Iterator[list[int]]:
            Rows.walks += 1
            return super().__iter__()

    chart.rows = Rows(chart.rows)
    paint_into(chart, QRectF(0, 0, 860, 360))
    assert 1 <= Rows.walks <= 8, Rows.walks


@pytest.mark.parametrize("change", ["resize", "analysis", "palette", "position", "category", "font", "language"])
def test_the_picture_is_drawn_again_when_what_it_shows_changes(request, qapp, chart: ScoreRaceChart,  # type: ignore[no-untyped-def]
                                                               change: str) -> None:
    if change == "language":
        request.getfixturevalue("german")
    chart.repaint()
    before, drawn = grabbed(chart), chart.pictures_drawn
    chart.repaint()
    assert chart.pictures_drawn == drawn  # nothing changed: the kept picture
    if change == "resize":
        chart.resize(700, 300)
    elif change == "analysis":
        chart.set_analysis([(20, 1, "??", QColor("purple"))])
    elif change == "palette":
        palette = chart.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor("#fdf6e3"))
        chart.setPalette(palette)
    elif change == "position":
        chart.set_position(80)
    elif change == "category":
        chart.set_category("city")
    elif change == "font":
        font = chart.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        chart.setFont(font)
    else:  # "Schlusswertung" under the band (the LanguageChange event redraws the texts)
        assert i18n.switch_language(qapp, "de", store=False)
        QApplication.processEvents()
        assert chart._final_text != "Final scoring"
    chart.repaint()
    assert chart.pictures_drawn == drawn + 1
    after = grabbed(chart)
    assert after != before
    assert after == direct(chart)


def test_the_analysis_arriving_step_by_step_is_shown(chart: ScoreRaceChart) -> None:
    marks: list[tuple[int, int, str, QColor]] = []
    for x, sign in ((12, "?!"), (30, "?"), (55, "??")):
        marks.append((x, x % 6, sign, QColor("purple")))
        chart.set_analysis(marks)
        chart.repaint()
        assert grabbed(chart) == direct(chart), sign


@pytest.mark.parametrize("size", [(320, 200), (860, 360), (1500, 700)])
def test_the_picture_is_the_chart_drawn_directly(chart: ScoreRaceChart, size: tuple[int, int]) -> None:
    chart.resize(*size)
    chart.set_analysis([(20, 1, "??", QColor("purple")), (20, 1, "?", QColor("purple"))])
    chart.repaint()
    assert grabbed(chart) == direct(chart)
    # and the labels it reports are those of the widget's own paint
    labels = list(chart.drawn_labels)
    paint_into(chart, QRectF(0, 0, 2000, 900))
    assert chart.drawn_labels != labels
    chart.repaint()
    assert chart.drawn_labels == labels


def test_without_colours_or_with_focus_and_hover_as_drawn_directly(qtbot, review: GameReview) -> None:  # type: ignore[no-untyped-def]
    chart = shown_chart(qtbot, review, 600, 300, [])
    focus(qtbot, chart)
    hover(chart, 33)
    chart.repaint()
    assert grabbed(chart) == direct(chart)
