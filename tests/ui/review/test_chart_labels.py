"""The score race's texts around the plot (turn numbers, the final scoring's name under its
band, the axis name, the legend) never overlap and stay inside the chart, at any width, in
English, Czech and German (one long word under a narrow band: "Schlusswertung")."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from carc_desktop import i18n
from carc_desktop.controller.review import GameReview
from carc_desktop.ui.review.chart import ScoreRaceChart

from .test_review_fit import six_player_record

COLOURS = [QColor(c) for c in ("red", "blue", "green", "yellow", "black", "gray")]


@pytest.fixture(scope="module")
def review() -> GameReview:
    return GameReview(six_player_record())


def drawn(chart: ScoreRaceChart, width: int, height: int = 300) -> list[tuple[str, str, QRectF]]:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    chart.paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return chart.drawn_labels


@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_no_two_labels_of_the_chart_overlap(qtbot, qapp, compiled_translations, review, lang: str) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    chart = ScoreRaceChart()
    qtbot.addWidget(chart)
    chart.set_review(review, review.players, COLOURS)
    turns = len(chart.rows) - 2
    assert turns > 60 and review.finished
    for width in range(320, 1700, 37):
        labels = drawn(chart, width)
        kinds = {kind for kind, _text, _rect in labels}
        assert {"band", "tick", "legend"} <= kinds, (width, labels)
        assert ("band", chart.tr("Final scoring")) in {(k, t) for k, t, _r in labels}
        for (k1, t1, r1), (k2, t2, r2) in itertools.combinations(labels, 2):
            assert not r1.intersects(r2), f"{width} px: {k1} {t1!r} {r1} meets {k2} {t2!r} {r2}"
        for kind, text, rect in labels:  # inside the chart (the legend's row has room from 800 px)
            if kind != "legend" or width >= 800:
                assert QRectF(0, 0, width, 300).contains(rect), f"{width} px: {kind} {text!r} {rect} is cut"
        ticks = [t for k, t, _r in labels if k == "tick"]
        assert "0" in ticks and len(ticks) >= 3, (width, ticks)
    # with room, the last turn is named
    wide = [t for k, t, _r in drawn(chart, 1600) if k == "tick"]
    assert str(turns) in wide, wide
