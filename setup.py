"""Build hook only: all metadata is in pyproject.toml.

Building a wheel (or installing from source) compiles ``translations/*.ts`` into
``carc_desktop/translations/*.qm`` with ``tools/i18n.py build`` so that the wheel ships them
as package data (an sdist carries the .ts files and tools/i18n.py, see MANIFEST.in). The game
loads only compiled .qm files, so a build without ``pyside6-lrelease`` is refused rather
than producing a game that silently speaks only English.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        # tools/i18n.py by path: it is not part of the package and needs only the standard library.
        spec = importlib.util.spec_from_file_location("_carc_tools_i18n", HERE / "tools" / "i18n.py")
        if spec is not None and spec.loader is not None and (HERE / "translations").is_dir():
            tool = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(tool)
            for qm in tool.build(HERE / "translations", HERE / "carc_desktop" / "translations"):
                self.announce(f"compiled {qm.relative_to(HERE)}", level=2)
        super().run()


setup(cmdclass={"build_py": BuildPyWithTranslations})
