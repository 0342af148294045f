"""Information, success and errors look different (colour and sign) and go away when the
step they were about is over."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop.engine.geometry import Position


def banner_colour(window) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    b = window.banner
    QApplication.processEvents()
    image = b.grab().toImage()
    c = image.pixelColor(image.width() - 30, image.height() // 2)
    return c.red(), c.green(), c.blue()


def test_kinds_differ_and_an_error_goes_with_its_step(qtbot, window, controller, tmp_path) -> None:  # type: ignore[no-untyped-def]
    banner = window.banner
    with qtbot.waitSignal(controller.files.saved, timeout=5000):  # saving runs off the GUI thread
        assert window.save_to(tmp_path / "a.carc")
    assert banner.isVisible() and "a.carc" in banner.text.text()
    saved = (banner.sign.text(), banner_colour(window))
    assert not controller.place_tile(40, 40)  # refused: an error
    error = (banner.sign.text(), banner_colour(window))
    window.show_message("Well done", "success")
    success = (banner.sign.text(), banner_colour(window))
    assert len({saved[0], error[0], success[0]}) == 3
    assert len({saved[1], error[1], success[1]}) == 3
    red, green, blue = error[1]
    assert red > green and red > blue  # errors are red, the others are not
    assert not (saved[1][0] > saved[1][1] and saved[1][0] > saved[1][2])
    assert not controller.place_tile(40, 40)
    assert banner.isVisible()
    cell, rotations = sorted(controller.placement_options().items())[0]
    assert controller.place_tile(cell.x, cell.y, rotations[0])  # the step is over
    assert not banner.isVisible()
    assert window.statusBar().currentMessage() == ""  # nothing left over in the status bar either
    assert Position(cell.x, cell.y) in controller.game.board.cells
