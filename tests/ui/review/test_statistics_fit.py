"""The statistics' tables show their column titles whole ("Vyhráno / odehráno" was cut to
"/hráno / odehrár" in Czech, found playing under Xvfb), with and without games."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller.statistics import Statistics, Tally
from carc_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

from ..fit import clipped, clipped_items


@pytest.mark.parametrize("lang", ["en", "cs", "de", "fr", "it"])
@pytest.mark.parametrize("games", [0, 3])
def test_column_titles_are_whole(qtbot, qapp, compiled_translations, lang: str, games: int) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    stats = Statistics(games=games, wins=2 if games else 0,
                       by_level={"easy": Tally(2, 2), "": Tally(1, 0)} if games else {},
                       by_mix={(): Tally(1, 0), ("la_porxada",): Tally(2, 2)} if games else {},
                       scores=[40, 55, 61] if games else [], longest_road=9 if games else 0,
                       biggest_city=14 if games else 0)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    for table in (dialog.levels, dialog.mixes):
        header = table.horizontalHeader()
        for col in range(table.columnCount()):
            title = table.horizontalHeaderItem(col).text()
            assert header.sectionSize(col) >= header.sectionSizeFromContents(col).width(), (lang, title)
        assert header.length() <= table.viewport().width() + 1
    problems = clipped(dialog) + clipped_items(dialog)
    assert not problems, "\n".join(problems)
