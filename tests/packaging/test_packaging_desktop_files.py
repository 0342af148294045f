"""The freedesktop .desktop entry and the AppStream metainfo: validators and consistency.

desktop-file-validate (Debian: desktop-file-utils) and appstreamcli (Debian: appstream)
are installed by tools/test.sh when it runs as root; without them those two tests skip.
No test here needs a network connection (appstreamcli runs with --no-net).
"""
from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.carc_desktop.CarcDesktop"
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
LANGS = ("de", "fr", "it", "cs")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)


def _desktop_entry() -> dict[str, str]:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # keys are case-sensitive: Name[de], TryExec, ...
    cp.read(DESKTOP, encoding="utf-8")
    return dict(cp["Desktop Entry"])


def _run(cmd: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60)


# --- external validators ---------------------------------------------------------------

@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (apt-get install desktop-file-utils)")
def test_desktop_file_validates():
    res = _run(["desktop-file-validate", str(DESKTOP)])
    out = res.stdout + res.stderr
    assert res.returncode == 0, out
    # Warnings are not fatal for the tool but are for us.
    assert "error:" not in out and "warning:" not in out, out


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (apt-get install appstream)")
def test_metainfo_validates():
    res = _run(["appstreamcli", "validate", "--no-net", str(METAINFO)])
    assert res.returncode == 0, res.stdout + res.stderr


# --- consistency checks (no external tools) --------------------------------------------

def test_desktop_entry_contents():
    entry = _desktop_entry()
    scripts = _pyproject()["project"]["scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] in scripts, "Exec must run the console script from pyproject"
    assert entry["Exec"].split()[0] == "carc-desktop"
    assert entry["Icon"] == APP_ID
    categories = entry["Categories"].rstrip(";").split(";")
    assert "Game" in categories and "BoardGame" in categories
    assert entry.get("Keywords")
    for lang in LANGS:
        assert entry.get(f"Name[{lang}]"), f"Name[{lang}] missing"
        assert entry.get(f"Comment[{lang}]"), f"Comment[{lang}] missing"
        assert entry[f"Comment[{lang}]"] != entry["Comment"], f"Comment[{lang}] is untranslated"


def test_metainfo_matches_desktop_file_and_pyproject():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == _desktop_entry()["Exec"].split()[0]
    assert root.find("content_rating").get("type", "").startswith("oars-")
    assert root.findtext("project_license") == "MIT"

    releases = root.findall("releases/release")
    assert releases, "metainfo needs at least one <release>"
    # The newest release (listed first) must be the version being packaged.
    assert releases[0].get("version") == _pyproject()["project"]["version"], (
        "add a <release> to the metainfo when bumping the version in pyproject.toml")

    summary_langs = {el.get(XML_LANG) for el in root.findall("summary")}
    assert set(LANGS) <= summary_langs


def test_icon_named_in_desktop_file_exists():
    icon = _desktop_entry()["Icon"]
    hicolor = ROOT / "resources" / "icons" / "hicolor"
    assert (hicolor / "scalable" / "apps" / f"{icon}.svg").is_file()
    assert (hicolor / "256x256" / "apps" / f"{icon}.png").is_file()
