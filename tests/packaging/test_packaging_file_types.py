"""Opening a saved game from the desktop: the .carc type is declared for Linux (desktop entry,
shared-mime-info, AppStream), Windows (the installer's registry) and macOS (the bundle's
Info.plist), all the same, and the app opens a file Finder hands it."""

from __future__ import annotations

import ast
import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.carc_desktop.CarcDesktop"
PACKAGING = ROOT / "packaging"
MIME_TYPE = "application/x-carc-desktop-game"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SUFFIX = ".carc"


def desktop_entry() -> dict[str, str]:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # type: ignore[assignment,method-assign]
    cp.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    return dict(cp["Desktop Entry"])


def test_the_saves_suffix_is_the_one_declared() -> None:
    source = (ROOT / "carc_desktop" / "ui" / "window" / "file_actions.py").read_text(encoding="utf-8")
    assert f'SAVE_FILTER_SUFFIX = "{SUFFIX}"' in source


def test_the_desktop_entry_takes_a_file_and_names_the_type() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "carc-desktop %f"
    assert MIME_TYPE in entry["MimeType"].rstrip(";").split(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_the_desktop_entry_still_validates() -> None:
    res = subprocess.run(["desktop-file-validate", str(PACKAGING / f"{APP_ID}.desktop")],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0 and not (res.stdout + res.stderr).strip(), res.stdout + res.stderr


def test_shared_mime_info_declares_the_type() -> None:
    root = ET.parse(PACKAGING / f"{APP_ID}.mime.xml").getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (kind,) = root.findall(f"{MIME_NS}mime-type")
    assert kind.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in kind.findall(f"{MIME_NS}glob")] == [f"*{SUFFIX}"]
    assert kind.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"  # type: ignore[union-attr]
    langs = {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in kind.findall(f"{MIME_NS}comment")}
    assert {None, "de", "fr", "it", "cs"} <= langs


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info not installed")
def test_update_mime_database_takes_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(PACKAGING / f"{APP_ID}.mime.xml", packages / f"{APP_ID}.xml")
    res = subprocess.run(["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "XDG_DATA_DIRS": str(tmp_path)})
    assert res.returncode == 0, res.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}:*{SUFFIX}" in globs


def test_the_bundle_build_installs_the_type_and_the_metainfo_provides_it() -> None:
    script = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert '"packaging/$APP_ID.mime.xml" "$OUT/share/mime/packages/$APP_ID.xml"' in script
    root = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert MIME_TYPE in [m.text for m in root.findall("provides/mediatype")]
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    assert f"~/.local/share/mime/packages/{APP_ID}.xml" in readme and "update-mime-database" in readme


def _info_plist() -> dict:
    """The literal ``info_plist`` of the spec's BUNDLE call (macOS)."""
    tree = ast.parse((PACKAGING / "carc_desktop.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "BUNDLE":
            for kw in node.keywords:
                if kw.arg == "info_plist":
                    # Literals and the spec's APP_ID constant only.
                    return eval(compile(ast.Expression(kw.value), "spec", "eval"), {"__builtins__": {}},
                                {"APP_ID": APP_ID})
    raise AssertionError("no BUNDLE(info_plist=...) in the spec")


def test_the_macos_bundle_declares_and_opens_the_type() -> None:
    plist = _info_plist()
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == [SUFFIX.lstrip(".")]
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == MIME_TYPE
    (doc,) = plist["CFBundleDocumentTypes"]
    assert doc["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert doc["CFBundleTypeRole"] in ("Editor", "Viewer")


def test_the_windows_installer_associates_the_type() -> None:
    iss = (PACKAGING / "windows" / "carc-desktop.iss").read_text(encoding="utf-8")
    assert "ChangesAssociations=yes" in iss
    assert 'Subkey: "Software\\Classes\\.carc"' in iss
    assert MIME_TYPE in iss
    assert '\\shell\\open\\command"' in iss and '""%1""' in iss  # the file is the exe's argument


def test_a_file_finder_hands_the_app_is_opened(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from carc_desktop.app import FileOpenEvents

    class Window:
        opened: list[str] = []

        def load_file(self, path: str) -> bool:
            self.opened.append(path)
            return True

    window = Window()
    watcher = FileOpenEvents(window, qapp)
    qapp.installEventFilter(watcher)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/saved game.carc"))
    finally:
        qapp.removeEventFilter(watcher)
    assert window.opened == ["/tmp/saved game.carc"]
