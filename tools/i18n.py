#!/usr/bin/env python3
"""Translation upkeep with Qt's own tools (see docs/TRANSLATING.md).

    python tools/i18n.py update   # pyside6-lupdate: carc_desktop/**/*.py -> translations/*.ts
    python tools/i18n.py build    # pyside6-lrelease: translations/*.ts -> carc_desktop/translations/*.qm
    python tools/i18n.py check    # what lupdate would add or drop, unfinished or broken translations
    python tools/i18n.py stats    # finished messages per language

``build`` compiles only the ``.qm`` files that are missing or older than their ``.ts``
(``--force`` compiles all). The game itself never runs this: it loads the compiled ``.qm``
files from its package folder. ``setup.py`` (wheels), ``tools/venv.sh`` (play/test) and
``packaging/build-linux.sh`` call ``build``.

Standard library only, so ``setup.py`` can load it before PySide6 is importable in-process.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "carc_desktop"
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / PACKAGE / "translations"
#: The source language: its .ts file holds only the English forms of the ``%n`` plurals.
SOURCE_LANGUAGE = "en"

_PLACEHOLDER = re.compile(r"%(\d|n)")
_ACCEL = re.compile(r"(?<!&)&(?!&)\w")
# lupdate turns every ``#:`` comment of the sources into a note for translators; ours are
# attribute docs (Sphinx style), so they are dropped from the .ts files.
_EXTRACOMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


def ts_files(ts_dir: Path = TS_DIR) -> list[Path]:
    return sorted(ts_dir.glob(f"{PACKAGE}_*.ts"))


def language_of(ts: Path) -> str:
    return ts.stem[len(PACKAGE) + 1:]


def find_tool(name: str) -> list[str] | None:
    """``pyside6-<name>`` next to this interpreter or on PATH (else Qt's plain ``<name>``)."""
    exe = ".exe" if sys.platform == "win32" else ""
    candidate = Path(sys.executable).parent / f"pyside6-{name}{exe}"
    if candidate.is_file():
        return [str(candidate)]
    for cmd in (f"pyside6-{name}", f"{name}-qt6", name):
        found = shutil.which(cmd)
        if found:
            return [found]
    return None


def _run(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    # The pyside6-* wrapper scripts import PySide6. In pip's isolated build environment it is
    # importable only through this process's sys.path (the build overlay), so the tool is
    # given that path; PYTHONHOME/PYTHONNOUSERSITE of the build environment are dropped.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONHOME", "PYTHONNOUSERSITE")}
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p and Path(p).exists())
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False, env=env, cwd=ROOT)


def _need(name: str) -> list[str]:
    tool = find_tool(name)
    if tool is None:
        raise RuntimeError(f"pyside6-{name} not found (it comes with PySide6-Essentials)")
    return tool


def lupdate(ts: Path, *, no_obsolete: bool = True) -> str:
    """Run lupdate over the package's sources into ``ts``; its summary ("Found ...")."""
    cmd = _need("lupdate") + ["-extensions", "py", "-locations", "relative"]
    if no_obsolete:
        cmd.append("-no-obsolete")
    if language_of(ts) == SOURCE_LANGUAGE:
        cmd.append("-pluralonly")
    proc = _run(cmd + [str(ROOT / PACKAGE), "-ts", str(ts)])
    if proc.returncode != 0:
        raise RuntimeError(f"lupdate failed for {ts.name}: {proc.stderr or proc.stdout}")
    return " ".join(line.strip() for line in proc.stdout.splitlines() if "Found" in line)


def strip_notes(ts: Path) -> None:
    text = ts.read_text(encoding="utf-8")
    cleaned = _EXTRACOMMENT.sub("", text)
    if cleaned != text:
        ts.write_text(cleaned, encoding="utf-8")


def update(ts_dir: Path = TS_DIR) -> list[str]:
    out = []
    for ts in ts_files(ts_dir):
        out.append(f"{ts.name}: {lupdate(ts)}")
        strip_notes(ts)
    return out


def build(ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR, *, force: bool = False) -> list[Path]:
    """Compile each ``.ts`` whose ``.qm`` is missing or older; the ``.qm`` files written."""
    written = []
    for ts in ts_files(ts_dir):
        qm = qm_dir / (ts.stem + ".qm")
        if not force and qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        qm_dir.mkdir(parents=True, exist_ok=True)
        tmp = qm.with_suffix(".qm.tmp")
        proc = _run(_need("lrelease") + ["-silent", str(ts), "-qm", str(tmp)])
        if proc.returncode != 0 or not tmp.is_file():
            tmp.unlink(missing_ok=True)
            raise RuntimeError(f"lrelease failed for {ts.name}: {proc.stderr or proc.stdout}")
        os.replace(tmp, qm)                   # never a half-written .qm
        written.append(qm)
    return written


def messages(ts: Path) -> Iterator[tuple[str, ET.Element]]:
    """(context name, <message>) of a ``.ts`` file."""
    for ctx in ET.parse(ts).getroot().findall("context"):
        for msg in ctx.findall("message"):
            yield ctx.findtext("name") or "", msg


def translations(msg: ET.Element) -> list[str]:
    """The translated text, or each plural form."""
    tr = msg.find("translation")
    if tr is None:
        return []
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if msg.get("numerus") == "yes" else [tr.text or ""]


def key(ctx: str, msg: ET.Element) -> tuple[str, str, str]:
    return ctx, msg.findtext("source") or "", msg.findtext("comment") or ""


def state(msg: ET.Element) -> str | None:
    """None for a finished translation, else "unfinished", "vanished", "obsolete", "missing"."""
    tr = msg.find("translation")
    return tr.get("type") if tr is not None else "missing"


def problems_in(ts: Path, known: set[tuple[str, str, str]] | None = None) -> list[str]:
    """Unfinished, obsolete, empty or inconsistent entries (placeholders, & shortcuts), and
    messages not in ``known`` (the keys of the committed file) reported as new."""
    out = []
    lang = language_of(ts)
    for ctx, msg in messages(ts):
        src = msg.findtext("source") or ""
        where = f"[{lang}] {ctx}: {src!r}"
        kind = state(msg)
        if known is not None and key(ctx, msg) not in known:
            out.append(f"{where}: new in the code, not in {ts.name} (run tools/i18n.py update)")
            continue
        if kind in ("obsolete", "vanished"):
            out.append(f"{where}: no longer in the code")
            continue
        if kind == "unfinished":
            out.append(f"{where}: unfinished")
        for text in translations(msg) or [""]:
            if not text.strip():
                out.append(f"{where}: empty translation")
                break
            need, have = set(_PLACEHOLDER.findall(src)), set(_PLACEHOLDER.findall(text))
            if missing := need - have - {"n"}:       # "1 tile" may spell out the count
                out.append(f"{where}: {text!r} lacks %" + ", %".join(sorted(missing)))
            if have - need:
                out.append(f"{where}: {text!r} has unknown %" + ", %".join(sorted(have - need)))
            if _ACCEL.search(src) and not _ACCEL.search(text):
                out.append(f"{where}: {text!r} lacks the & shortcut marker")
    return out


def check(ts_dir: Path = TS_DIR) -> list[str]:
    """Run lupdate on a copy of every ``.ts`` (keeping obsolete entries, so that a message
    the code no longer has shows up) and report every problem; empty when all is well."""
    out = []
    with tempfile.TemporaryDirectory(prefix="carc-i18n-") as tmp:
        for ts in ts_files(ts_dir):
            copy = Path(tmp) / ts.name
            shutil.copyfile(ts, copy)
            lupdate(copy, no_obsolete=False)
            out.extend(problems_in(copy, {key(ctx, msg) for ctx, msg in messages(ts)}))
    return out


def stats(ts_dir: Path = TS_DIR) -> dict[str, tuple[int, int]]:
    out = {}
    for ts in ts_files(ts_dir):
        kinds = [state(m) for _ctx, m in messages(ts)]
        out[language_of(ts)] = (kinds.count(None), len(kinds))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["update", "build", "check", "stats"])
    parser.add_argument("--force", action="store_true", help="build: compile every .ts, fresh or not")
    args = parser.parse_args(argv)
    try:
        if args.command == "update":
            print("\n".join(update()))
        elif args.command == "build":
            for qm in build(force=args.force):
                print(f"compiled {qm.relative_to(ROOT)}")
        elif args.command == "check":
            problems = check()
            print("\n".join(problems + [f"{len(problems)} problem(s)"]))
            return 1 if problems else 0
        else:
            for lang, (done, total) in stats().items():
                print(f"{lang}: {done}/{total} finished")
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
