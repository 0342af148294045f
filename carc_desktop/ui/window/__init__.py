"""The main window's frame: the window itself, its menus, docks, status bar, messages, files and the dialogs it opens."""
