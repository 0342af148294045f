"""Finding text that does not fit: every visible QLabel and QAbstractButton is compared with
the room it got (its own geometry, and the part of it its dock or dialog shows), and every
item of every visible list, table or tree with the rectangle its view gave it (a list whose
last entry ends in "..." is cut as surely as a label)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QStyleOptionViewItem,
    QTableView,
    QToolBar,
    QTreeView,
    QWidget,
)

SLACK = 1  # px: rounding


def _needed(widget: QWidget) -> tuple[int, int]:
    hint = widget.sizeHint()
    if isinstance(widget, QLabel) and hasattr(widget, "full_text") and not widget.wordWrap() and \
            widget.full_text in (widget.toolTip(), widget.parentWidget().toolTip()):
        # cut short on purpose ("..."), the whole text in its tooltip: it needs one line
        return 0, widget.fontMetrics().height()
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


def _indexes(view: QAbstractItemView) -> list[QModelIndex]:
    model = view.model()
    out: list[QModelIndex] = []
    if model is None:
        return out
    # QListWidget's and QTableWidget's models keep columnCount private: ask the view.
    if isinstance(view, (QTableView, QTreeView)):
        header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
        columns = header.count()
    else:
        columns = 1
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            for col in range(columns):
                index = model.index(row, col, parent)
                out.append(index)
                if col == 0 and isinstance(view, QTreeView) and model.rowCount(index):
                    stack.append(index)
    return out


def clipped_items(top: QWidget) -> list[str]:
    """The items of the item views under ``top`` whose text needs more than their rectangle
    (each is measured by the view's own delegate at the width it got), or that reach past the
    viewport's sides."""
    out = []
    views = [v for v in top.findChildren(QAbstractItemView) if v.isVisibleTo(top)]
    for view in views:
        viewport = view.viewport().rect()
        delegate = view.itemDelegate()
        for index in _indexes(view):
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str) or not text.strip():
                continue
            rect = view.visualRect(index)
            if rect.isEmpty():
                continue
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            option.rect = QRect(rect)
            delegate.initStyleOption(option, index)
            option.rect = QRect(rect)
            need = delegate.sizeHint(option, index)
            if need.height() > rect.height() + SLACK:
                out.append(f"{type(view).__name__} item {text!r}: needs {need.height()} high, has {rect.height()}")
            elif not (option.features & QStyleOptionViewItem.ViewItemFeature.WrapText) and \
                    need.width() > rect.width() + SLACK:
                out.append(f"{type(view).__name__} item {text!r}: needs {need.width()} wide, has {rect.width()}")
            elif rect.left() < viewport.left() - SLACK or rect.right() > viewport.right() + SLACK:
                out.append(f"{type(view).__name__} item {text!r}: spans {rect.left()}..{rect.right()}, "
                           f"the view shows {viewport.left()}..{viewport.right()}")
    return out


def toolbar_cut(toolbar: QToolBar) -> list[str]:
    """The actions of ``toolbar`` that it does not show in full: pushed behind the "»"
    extension button for want of room, or on a button narrower than its text."""
    out = []
    for action in toolbar.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        button = toolbar.widgetForAction(action)
        if button is None or not button.isVisibleTo(toolbar):
            out.append(f"toolbar {action.text()!r}: not shown (behind the extension button)")
    extension = toolbar.findChild(QAbstractButton, "qt_toolbar_ext_button")
    if extension is not None and extension.isVisibleTo(toolbar):
        out.append("toolbar: the extension button shows (actions do not fit)")
    return out + [f"toolbar: {p}" for p in clipped(toolbar)]
