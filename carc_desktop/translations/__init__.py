"""Compiled translations (``carc_desktop_<lang>.qm``), package data.

The ``.qm`` files are generated from ``translations/*.ts`` at the repository root and are
not committed: ``python tools/i18n.py build``, run by the wheel build (``setup.py``),
``tools/venv.sh`` (play and test) and ``packaging/build-linux.sh``.
"""
