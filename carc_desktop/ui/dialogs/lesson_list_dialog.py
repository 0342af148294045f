"""Help > Learn to Play: the lessons by game part, the ones finished ticked."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.controller.lessons import GROUPS, Lesson, tr
from carc_desktop.texts.translate import TextContext


def group_titles() -> dict[str, str]:
    return {"base": LessonList.tr("Base game"),
            "traders_and_builders": LessonList.tr("Traders & Builders"),
            "markets_of_leipzig": LessonList.tr("The Markets of Leipzig"),
            "the_land_surveyors": LessonList.tr("The Land Surveyors"),
            "la_porxada": LessonList.tr("La Porxada"),
            "together": LessonList.tr("Expansions together")}


class LessonList(TextContext, QDialog):
    #: The lesson chosen (its id).
    chosen = Signal(str)

    def __init__(self, lessons: list[Lesson], done: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonList")
        self.setWindowTitle(self.tr("Learn to Play"))
        self.lessons = lessons
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setText(self.tr("Short lessons on a prepared board: read the step, make the move on the board; "
                                   "a move that misses the step's goal is explained and taken back."))
        layout.addWidget(self.intro)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("lesson_tree")
        self.tree.setAccessibleName(self.windowTitle())
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        layout.addWidget(self.tree, 1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.summary)
        self.progress = QLabel(self)
        layout.addWidget(self.progress)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.start_button = buttons.addButton(self.tr("Start the Lesson"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("lesson_start")
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self._start)
        layout.addWidget(buttons)
        self.items: dict[str, QTreeWidgetItem] = {}
        titles = group_titles()
        first_open: QTreeWidgetItem | None = None
        for group in GROUPS:
            members = [lesson for lesson in lessons if lesson.group == group]
            if not members:
                continue
            head = QTreeWidgetItem(self.tree, [titles[group]])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            for lesson in members:
                finished = lesson.id in done
                mark = "\u2713 " if finished else "\u2003 "
                item = QTreeWidgetItem(head, [mark + tr(lesson.title)])
                item.setData(0, Qt.ItemDataRole.UserRole, lesson.id)
                item.setToolTip(0, tr(lesson.summary))
                self.items[lesson.id] = item
                if first_open is None and not finished:
                    first_open = item
            head.setExpanded(True)
        self.tree.currentItemChanged.connect(self._current)
        self.tree.itemActivated.connect(lambda item, _c: self._start())
        self.progress.setText(self.tr("%1 of %2 lessons finished").replace("%1", str(len(done & set(self.items))))
                              .replace("%2", str(len(self.items))))
        start = first_open or next(iter(self.items.values()), None)
        if start is not None:
            self.tree.setCurrentItem(start)
        self.resize(560, 560)

    def _current(self, item: QTreeWidgetItem | None, _old: QTreeWidgetItem | None = None) -> None:
        lesson_id = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        lesson = next((x for x in self.lessons if x.id == lesson_id), None)
        self.summary.setText(tr(lesson.summary) if lesson else "")
        self.start_button.setEnabled(lesson is not None)

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _start(self) -> None:
        lesson_id = self.current_id()
        if lesson_id:
            self.accept()
            self.chosen.emit(lesson_id)
