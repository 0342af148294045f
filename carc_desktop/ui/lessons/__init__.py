"""Help > Learn to Play: the lesson list, the lesson panel (a dock on the left) and the
lesson played on the window's own board (see :mod:`carc_desktop.controller.lessons`).

While a lesson runs, the window's game is the lesson's: nothing is autosaved, the end-of-game
dialog stays closed, the board lights up the step's cells. Leaving the lesson (or when the
player opens or starts another game) gives the window back to the game before it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QDockWidget, QPushButton

from carc_desktop.controller.lessons import Lesson, LessonRun, load_lessons

from ..common.prefs import KEY_LESSONS_DONE
from .marks import LessonMarks
from .panel import LessonPanel

if TYPE_CHECKING:
    from carc_desktop.controller import GameController

    from ..dialogs.lesson_list_dialog import LessonList
    from ..window.main_window import MainWindow


def action_text() -> str:
    return QCoreApplication.translate("Lessons", "&Learn to Play\u2026")


class Lessons(QObject):
    _lessons: list[Lesson] | None

    def __init__(self, window: MainWindow, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self._lessons = None
        self.run: LessonRun | None = None
        self._previous: Path | None = None
        self.action = QAction(window)
        self.action.setObjectName("action_lessons")
        help_menu = window.menus.get("help")
        if help_menu is not None:
            actions = help_menu.actions()
            if actions:
                help_menu.insertAction(actions[0], self.action)
            else:
                help_menu.addAction(self.action)
        window.addAction(self.action)
        self.action.triggered.connect(self.show_list)
        self.marks = LessonMarks(window.board.board)
        #: The panel and its dock, made with the first lesson (none before: no hidden extras).
        self._panel: LessonPanel | None = None
        self._dock: QDockWidget | None = None
        if help_menu is not None:
            help_menu.aboutToShow.connect(self.retranslate)  # the action's words follow the language
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._light)
        controller.illegal_move.connect(self._refused)
        self.retranslate()

    @property
    def lessons(self) -> list[Lesson]:
        """The lessons, read from their files when first asked for (not while the window
        is being attached: 29 files, 5-70 ms)."""
        if self._lessons is None:
            self._lessons = load_lessons()
        return self._lessons

    @property
    def panel(self) -> LessonPanel:
        self._make_dock()
        assert self._panel is not None
        return self._panel

    @property
    def dock(self) -> QDockWidget:
        self._make_dock()
        assert self._dock is not None
        return self._dock

    def _make_dock(self) -> None:
        if self._dock is not None:
            return
        self._panel = panel = LessonPanel()
        self._dock = dock = QDockWidget(self.window)
        dock.setObjectName("lesson_dock")
        dock.setWidget(panel)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        dock.hide()
        dock.visibilityChanged.connect(self._dock_visible)
        panel.show_me_requested.connect(self.show_me)
        panel.restart_requested.connect(self.restart)
        panel.list_requested.connect(self.show_list)
        panel.next_requested.connect(self.next_lesson)
        panel.leave_requested.connect(self.leave)
        panel.language_changed.connect(self.retranslate)
        self.retranslate()

    # --- progress -------------------------------------------------------------------------------
    def done(self) -> set[str]:
        value = self.window.settings.value(KEY_LESSONS_DONE, [])
        if isinstance(value, str):
            value = [value] if value else []
        return {str(v) for v in value} if isinstance(value, (list, tuple)) else set()

    def _mark_done(self, lesson_id: str) -> None:
        done = self.done() | {lesson_id}
        self.window.settings.setValue(KEY_LESSONS_DONE, sorted(done))
        self.window.settings.sync()

    # --- list -----------------------------------------------------------------------------------
    def show_list(self) -> LessonList:
        from ..dialogs.lesson_list_dialog import LessonList  # a dialog: loaded when it opens

        dialog = LessonList(self.lessons, self.done(), self.window)
        dialog.chosen.connect(self.start)
        self.window.dialogs["lessons"] = dialog
        dialog.open()
        return dialog

    def lesson(self, lesson_id: str) -> Lesson | None:
        return next((x for x in self.lessons if x.id == lesson_id), None)

    # --- running --------------------------------------------------------------------------------
    def start(self, lesson_id: str) -> LessonRun | None:
        lesson = self.lesson(lesson_id)
        if lesson is None:
            return None
        c = self.controller
        if self.run is None:
            self._previous = c.files.game_path if c.has_game else None
            try:
                c.game_over.disconnect(self.window.game_ended)
            except (RuntimeError, TypeError):
                pass
        else:
            self.run.stop()
            self.run.deleteLater()
        self.run = run = LessonRun(c, lesson, self)
        run.step_changed.connect(self._step_changed)
        run.reset.connect(lambda: self.window.show_message(
            QCoreApplication.translate("Lessons", "The board is set up again for this step.")))
        run.finished.connect(self._finished)
        self.dock.show()
        self.dock.raise_()
        run.start(0)
        self.window.board.zoom_to_fit()
        return run

    def _step_changed(self, index: int) -> None:
        if self.run is not None:
            self.panel.show_step(self.run.lesson, index)
            self._light()

    def _light(self) -> None:
        run = self.run
        if run is None or not self.controller.has_game:
            return
        targets, features = ([], []) if run.done else run.highlight_parts()
        self.marks.show(targets, features)

    def _refused(self, text: str) -> None:
        if self.run is not None and not self.run.done and self._panel is not None:
            self.panel.show_refusal(text)

    def _finished(self) -> None:
        run = self.run
        if run is None:
            return
        self._mark_done(run.lesson.id)
        self.panel.show_done(run.lesson, self._next_of(run.lesson) is not None)
        self._light()

    def _next_of(self, lesson: Lesson) -> Lesson | None:
        ids = [x.id for x in self.lessons]
        i = ids.index(lesson.id) if lesson.id in ids else -1
        return self.lessons[i + 1] if 0 <= i < len(ids) - 1 else None

    def next_lesson(self) -> None:
        if self.run is not None:
            following = self._next_of(self.run.lesson)
            if following is not None:
                self.start(following.id)

    def show_me(self) -> None:
        if self.run is not None:
            self.panel.show_refusal("")
            self.run.show_me()

    def restart(self) -> None:
        if self.run is not None:
            self.run.restart_step()

    def leave(self, reopen: bool = True) -> None:
        """Leave the lesson; ``reopen``: give the window back the game played before it."""
        run, self.run = self.run, None
        if run is None:
            return
        run.stop()
        run.deleteLater()
        self.controller.game_over.connect(self.window.game_ended)
        self.marks.show([], [])
        if self._dock is not None and self._panel is not None:
            self._panel.clear()
            self._dock.hide()
        previous, self._previous = self._previous, None
        if reopen:
            if previous is not None and previous.exists() and self.controller.files.open(previous):
                return
            self.window.new_game()

    def _game_started(self) -> None:
        """Another game took the window (New Game, Open, Continue): the lesson is over."""
        run = self.run
        if run is not None and not run.scripting:
            self.leave(reopen=False)

    def _dock_visible(self, visible: bool) -> None:
        if not visible and self.run is not None and not self.window.isMinimized() and self.window.isVisible():
            self.leave()

    def retranslate(self) -> None:
        self.action.setText(action_text())
        tip = QCoreApplication.translate("Lessons", "Short lessons that teach the rules on the board")
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        title = QCoreApplication.translate("Lessons", "Lesson")
        if self._dock is not None:
            self._dock.setWindowTitle(title)
            self._dock.setAccessibleName(title)


def install_lessons(window: MainWindow, controller: GameController) -> Lessons:
    """Help > Learn to Play and the lesson dock (called once the window has its controller)."""
    return Lessons(window, controller)


def offer_on_welcome(window: MainWindow, dialog: object) -> None:
    """The very first start: a Learn to Play button beside the New Game dialog's OK."""
    buttons = getattr(dialog, "buttons", None)
    lessons = getattr(window, "lessons", None)
    if not isinstance(buttons, QDialogButtonBox) or lessons is None:
        return
    button = QPushButton(QCoreApplication.translate("Lessons", "Learn to Play\u2026"), buttons)
    button.setObjectName("welcome_lessons")
    buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def chosen() -> None:
        dialog.reject()  # type: ignore[attr-defined]
        lessons.show_list()

    button.clicked.connect(chosen)


__all__ = ["Lessons", "install_lessons", "offer_on_welcome"]
