"""Finding text that does not fit: every visible QLabel and QAbstractButton is compared with
the room it got (its own geometry, and the part of it its dock or dialog shows)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QLabel, QWidget

SLACK = 1  # px: rounding


def _needed(widget: QWidget) -> tuple[int, int]:
    hint = widget.sizeHint()
    if isinstance(widget, QLabel) and widget.wordWrap() and widget.hasHeightForWidth():
        return 0, widget.heightForWidth(widget.width())
    if isinstance(widget, QLabel) and widget.pixmap() is not None and not widget.pixmap().isNull() and not widget.text():
        return 0, 0  # a picture scaled into its place
    return hint.width(), hint.height()


def _shown_part(widget: QWidget, top: QWidget) -> QRect:
    """The widget's rectangle (in ``top``'s coordinates) cut by every ancestor up to ``top``
    (scroll areas cut horizontally only: vertical scrolling is how they show more)."""
    rect = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    scrolls = False  # inside a scroll area: what is above or below is scrolled to, not cut
    while parent is not None and parent is not top:
        area = QRect(parent.mapTo(top, parent.rect().topLeft()), parent.size())
        scrolls = scrolls or isinstance(parent, QAbstractScrollArea) or (
            parent.parentWidget() is not None and isinstance(parent.parentWidget(), QAbstractScrollArea))
        if scrolls:
            area.setTop(rect.top())
            area.setBottom(rect.bottom())
        rect = rect.intersected(area)
        parent = parent.parentWidget()
    return rect


def clipped(top: QWidget) -> list[str]:
    """Descriptions of the labels and buttons under ``top`` whose text does not fit."""
    out = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisibleTo(top):
            continue
        text = widget.text()
        if not text.strip():
            continue
        need_w, need_h = _needed(widget)
        shown = _shown_part(widget, top)
        if need_w > widget.width() + SLACK or need_h > widget.height() + SLACK:
            out.append(f"{type(widget).__name__} {text!r}: needs {need_w}x{need_h}, has {widget.width()}x{widget.height()}")
        elif shown.width() + SLACK < widget.width():
            out.append(f"{type(widget).__name__} {text!r}: {widget.width()} wide, only {shown.width()} shown")
    return out
