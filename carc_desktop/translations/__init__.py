"""Compiled translations (``carc_desktop_<lang>.qm``), package data.

The ``.qm`` files are generated from ``translations/*.ts`` at the repository root and are
not committed: ``python -m carc_desktop.i18n_build build``, the wheel build (``setup.py``),
``packaging/build-linux.sh`` or, at run time, :mod:`carc_desktop.i18n` create them.
"""
