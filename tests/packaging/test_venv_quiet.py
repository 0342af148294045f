"""The first run is quiet: tools/venv.sh keeps pip's and setuptools' chatter (the editable
install's warning block) out of the terminal, and shows all of it when the install fails.
Run against a stand-in Python, so no package is installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WARNING = "BuildBackendWarning: Editable installation."

FAKE = """#!/bin/sh
# A stand-in python: makes a venv whose python "installs" with setuptools' warning block.
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin"; cp "$0" "$3/bin/python"; exit 0
fi
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then
    echo "  {warning}" >&2
    echo "  Please be careful with folders in your working directory with the same" >&2
    [ -n "$FAIL_PIP" ] && {{ echo "ERROR: no such package" >&2; exit 1; }}
    exit 0
fi
exec {python} "$@"
"""


def run(tmp_path: Path, fail: bool) -> subprocess.CompletedProcess[str]:
    (tmp_path / "tools").mkdir(exist_ok=True)
    shutil.copy(ROOT / "tools" / "venv.sh", tmp_path / "tools" / "venv.sh")
    (tmp_path / "tools" / "i18n.py").write_text("", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    fake = tmp_path / "python3"
    fake.write_text(FAKE.format(warning=WARNING, python=sys.executable), encoding="utf-8")
    fake.chmod(0o755)
    env = dict(os.environ, PYTHON=str(fake))
    env.pop("FAIL_PIP", None)
    if fail:
        env["FAIL_PIP"] = "1"
    return subprocess.run(["bash", "-c", f"source {tmp_path}/tools/venv.sh test && echo ready"], env=env,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(shutil.which("bash") is None, reason="tools/venv.sh is a bash script")
def test_the_first_install_prints_no_warning_block(tmp_path) -> None:  # type: ignore[no-untyped-def]
    done = run(tmp_path, fail=False)
    assert done.returncode == 0, done.stderr
    assert "ready" in done.stdout
    assert WARNING not in done.stdout + done.stderr
    assert (tmp_path / ".venv" / ".carc-installed-test").exists()


@pytest.mark.skipif(shutil.which("bash") is None, reason="tools/venv.sh is a bash script")
def test_a_failed_install_shows_everything(tmp_path) -> None:  # type: ignore[no-untyped-def]
    done = run(tmp_path, fail=True)
    assert done.returncode != 0
    assert "ERROR: no such package" in done.stderr and WARNING in done.stderr
    assert not (tmp_path / ".venv" / ".carc-installed-test").exists()
