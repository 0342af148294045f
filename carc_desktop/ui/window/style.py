"""The main window's look: one style sheet for the frame, menus, docks and the prompt."""

STYLE = """
QMainWindow { background: #2b2620; }
QMenuBar { background: #231e19; color: #f1e4c8; }
QMenuBar::item { padding: 4px 10px; background: transparent; }
QMenuBar::item:selected { background: #4a4033; }
QMenu { background: #2f2922; color: #f1e4c8; border: 1px solid #5a4d3a; }
QMenu::item { padding: 5px 24px 5px 20px; }
QMenu::item:selected { background: #5a4a33; }
QMenu::item:disabled { color: #7d705a; }
QMenu::separator { height: 1px; background: #5a4d3a; margin: 4px 8px; }
QMainWindow::separator { background: #3a3229; width: 2px; height: 2px; }
QDockWidget { color: #f1e4c8; font-weight: 600; }
QDockWidget::title { background: #3a3229; padding: 6px 10px; text-align: left; }
QFrame#TileTray, QFrame#ScorePanel { background: #342d25; border: none; }
QLabel#TrayTitle { color: #f3e7c4; font-size: 15px; font-weight: 700; }
QLabel#TilesLeft { color: #d9c9a3; }
QLabel#TrayHint { color: #b9a886; font-size: 11px; }
QToolButton#RotateButton { color: #f3e7c4; font-size: 20px; padding: 2px 8px; border-radius: 6px; }
QToolButton#RotateButton:hover { background: #4a4033; }
QToolButton#RotateButton:disabled { color: #6d624f; }
QLabel#TurnLabel { color: #f3e7c4; font-size: 14px; font-weight: 700; padding: 2px 4px 6px 4px; }
QFrame#PlayerRow { background: #3d352b; border-radius: 8px; border: 1px solid #463c30; }
QFrame#PlayerRow[active="true"] { background: #5a4a33; border: 1px solid #e8c15a; }
QLabel#PlayerName { color: #f6ecd4; font-size: 14px; font-weight: 600; }
QLabel#PlayerDetail { color: #bfae8c; font-size: 11px; }
QLabel#PlayerScore { color: #ffe6a0; font-size: 22px; font-weight: 800; min-width: 40px; }
QFrame#DecisionPanel { background: #2b241c; border-top: 1px solid #8c7450; }
QLabel#DecisionTitle { color: #fff1cf; font-size: 16px; font-weight: 700; }
QLabel#DecisionHelp { color: #d8c8a6; font-size: 12px; }
QLabel#ChoiceDetail, QLabel#ChoiceExplain { color: #d8c8a6; font-size: 12px; }
QLabel#ChoiceCaption { color: #fff6df; font-size: 13px; background: transparent; }
QLabel#ChoiceCaption:disabled { color: #9a8d74; }
QLabel#ChoiceNote { color: #e8d9b8; font-size: 11px; background: transparent; }
QLabel#ChoiceNote:disabled { color: #9a8d74; }
QScrollArea#DecisionScroll, QScrollArea#DecisionScroll > QWidget > QWidget { background: transparent; }
QScrollBar:vertical { background: #2b241c; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #7a6546; min-height: 24px; border-radius: 5px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }
QPushButton#ChoiceButton, QPushButton#PrimaryButton {
    color: #fff6df; background: #5b4c38; border: 1px solid #8c7450; border-radius: 7px;
    padding: 6px 14px; font-size: 13px; text-align: center; }
QPushButton#ChoiceButton:hover { background: #6e5c43; }
QPushButton#PrimaryButton { background: #a8772d; border-color: #e0b35c; font-weight: 700; }
QPushButton#PrimaryButton:hover { background: #bd8735; }
QPushButton#ChoiceButton:disabled, QPushButton#PrimaryButton:disabled {
    color: #9a8d74; background: #443a2d; border-color: #5a4d3a; }
QFrame#MessageBanner { border-radius: 8px; border: 1px solid transparent; }
QFrame#MessageBanner[kind="info"] { background: #2f4a63; border-color: #6f9cc4; }
QFrame#MessageBanner[kind="success"] { background: #2f5a36; border-color: #79c08a; }
QFrame#MessageBanner[kind="error"] { background: #7a2a22; border-color: #e0735f; }
QFrame#MessageBanner QLabel { color: #fff8ea; font-size: 13px; font-weight: 600; }
QToolButton#MessageClose { color: #fff8ea; border: none; padding: 0 4px; }
QStatusBar { background: #231e19; color: #d8c8a6; }
QStatusBar QLabel { color: #d8c8a6; padding: 0 8px; }
"""
