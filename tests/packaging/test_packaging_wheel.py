"""Build the wheel from a copy of the source tree and check its contents.

The copy keeps the build from writing build/ or *.egg-info into the working tree (and
from racing a concurrent bundle build). Tries an offline build with the test venv's
setuptools first; if that setuptools is too old for pyproject.toml, falls back to pip's
isolated build, which needs the package index -- skipped when that is unreachable.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "carc_desktop"
NETWORK_ERRORS = (
    "No matching distribution found",
    "Could not find a version that satisfies",
    "Failed to establish a new connection",
    "Temporary failure in name resolution",
    "Network is unreachable",
)


def _copy_source(dst: Path) -> Path:
    src = dst / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE", "LICENSE.txt", "setup.cfg", "MANIFEST.in"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, src / name)
    shutil.copytree(PKG, src / "carc_desktop",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    return src


def _pip_wheel(src: Path, out: Path, isolated: bool) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
           "-w", str(out), str(src)]
    if not isolated:
        cmd.insert(4, "--no-build-isolation")
    return subprocess.run(cmd, capture_output=True, text=True, timeout=180)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("wheel")
    src = _copy_source(tmp)
    out = tmp / "dist"
    res = _pip_wheel(src, out, isolated=False)
    if res.returncode != 0:
        first = res
        res = _pip_wheel(src, out, isolated=True)
        if res.returncode != 0:
            log = res.stdout + res.stderr
            if any(msg in log for msg in NETWORK_ERRORS):
                pytest.skip("no package index for an isolated build, and the local setuptools "
                            "cannot build offline:\n" + (first.stdout + first.stderr)[-1500:])
            pytest.fail("pip wheel failed:\n" + log[-4000:])
    wheels = list(out.glob("carc_desktop-*.whl"))
    assert len(wheels) == 1, list(out.iterdir())
    return wheels[0]


@pytest.fixture(scope="module")
def names(wheel) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        assert zf.testzip() is None
        return set(zf.namelist())


def test_wheel_name_and_version(wheel):
    with open(ROOT / "pyproject.toml", "rb") as fh:
        version = tomllib.load(fh)["project"]["version"]
    assert wheel.name.startswith(f"carc_desktop-{version}-py3-none-any")


@pytest.mark.parametrize("member", [
    "carc_desktop/__init__.py",
    "carc_desktop/engine/data/tiles.json",
    "carc_desktop/engine/data/land_surveyors.json",
    "carc_desktop/resources/icon.svg",
    "carc_desktop/resources/icon.png",
    "carc_desktop/resources/lessons/lz-1-send.json",
])
def test_wheel_contains(names, member):
    assert member in names


def test_wheel_contains_every_source_module_and_data_file(names):
    """Every .py, .json, .qm, .png, .svg under carc_desktop/ in the source tree is shipped
    (catches a new subpackage or data directory the package-data globs miss)."""
    expected = {
        p.relative_to(ROOT).as_posix()
        for ext in ("py", "json", "qm", "png", "svg")
        for p in PKG.rglob(f"*.{ext}")
        if "__pycache__" not in p.parts
    }
    missing = sorted(expected - names)
    assert not missing, f"not in the wheel: {missing}"


def test_wheel_contains_compiled_translations(names):
    qms = sorted(p.relative_to(ROOT).as_posix() for p in (PKG / "translations").glob("*.qm"))
    if not qms:
        pytest.skip("no compiled translations (carc_desktop/translations/*.qm) in the source tree")
    assert set(qms) <= names


def test_wheel_has_only_the_game_package(names):
    tops = {n.split("/", 1)[0] for n in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"carc_desktop"}, tops


def test_wheel_declares_console_script(wheel, names):
    ep = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    with zipfile.ZipFile(wheel) as zf:
        text = zf.read(ep).decode()
    assert "[console_scripts]" in text
    assert "carc-desktop = carc_desktop.__main__:main" in text
