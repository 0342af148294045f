"""Build hook only: all metadata is in pyproject.toml.

When a wheel (or an install from source) is built, compile ``translations/*.ts`` into
``carc_desktop/translations/*.qm`` so the wheel ships them as package data; an sdist
carries the ``.ts`` files (``MANIFEST.in``) so that a wheel built from it does the same.
Without ``pyside6-lrelease`` (or without the .ts files, e.g. building from an sdist that
lacks them) nothing is compiled and the game falls back at run time: ``carc_desktop.i18n``
compiles missing .qm files on demand when it can, and otherwise runs in English.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _load_i18n_build():
    """carc_desktop/i18n_build.py by path (importing the package would import PySide6)."""
    spec = importlib.util.spec_from_file_location("_carc_i18n_build", HERE / "carc_desktop" / "i18n_build.py")
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        self._compile_translations()
        super().run()

    def _compile_translations(self) -> None:
        sources = sorted((HERE / "translations").glob("carc_desktop_*.ts"))
        if not sources:
            return
        try:
            i18n_build = _load_i18n_build()
            if i18n_build is None or i18n_build.find_tool("lrelease") is None:
                self.announce("pyside6-lrelease not found: translations are compiled at run time", level=3)
                return
            # never fail the build for translations: what does not compile is skipped
            written = i18n_build.build_all(strict=False)
            for qm in written:
                self.announce(f"compiled {qm.relative_to(HERE)}", level=2)
            if len(written) < len(sources):
                self.announce(f"{len(sources) - len(written)} translation(s) not compiled; "
                              "they are compiled at run time", level=3)
        except Exception as exc:  # never fail the build for translations
            self.announce(f"translations not compiled: {exc}", level=3)


setup(cmdclass={"build_py": BuildPyWithTranslations})
