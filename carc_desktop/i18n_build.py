"""Translation maintenance: extract, update, check and compile the Qt Linguist files.

    python -m carc_desktop.i18n_build update   # lupdate + our extractor -> translations/*.ts
    python -m carc_desktop.i18n_build build    # lrelease -> carc_desktop/translations/*.qm
    python -m carc_desktop.i18n_build check    # exit 1 and list missing/unfinished messages
    python -m carc_desktop.i18n_build stats    # translated messages per language

(``tools/update_translations.sh`` runs ``update`` then ``build``.)

Sources are every ``*.py`` under ``carc_desktop/``. ``pyside6-lupdate`` extracts what it can
see -- ``self.tr("...")`` and ``QCoreApplication.translate("Context", "...")`` with literal
arguments. It does not see calls whose context is a module constant
(``QCoreApplication.translate(CTX, "...")``), calls through an alias
(``t = QCoreApplication.translate; t(CTX, "...")``) or through a small wrapper function
(``def _tr(text): return QCoreApplication.translate("BoardView", text)``), all of which the
UI code uses. A small AST extractor (:func:`extract_messages`) finds those and they are
added to the ``.ts`` files after lupdate ran, keeping their existing translations.

The ``.ts`` files live in ``translations/`` at the repository root (one per language in
:data:`LANGUAGES`; English is the source language and its file only holds the ``%n`` plural
forms). Compiled ``.qm`` files are generated, never committed; they go into
``carc_desktop/translations/`` (package data) -- by ``build`` here, by ``setup.py`` when a
wheel is built, by ``packaging/build-linux.sh`` for the bundle, and on demand by
:mod:`carc_desktop.i18n` at run time.

Only the standard library is needed here (no Qt import), so ``setup.py`` can use it.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

log = logging.getLogger(__name__)

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
TS_DIR = REPO_ROOT / "translations"
QM_DIR = PACKAGE_DIR / "translations"
BASENAME = "carc_desktop"

#: Target languages with a full translation.
LANGUAGES: tuple[str, ...] = ("de", "fr", "it", "cs")
#: The source language: its .ts file only carries the plural forms of ``%n`` messages.
SOURCE_LANGUAGE = "en"
ALL_LANGUAGES: tuple[str, ...] = (SOURCE_LANGUAGE,) + LANGUAGES
#: Number of plural forms Qt uses for each language (``QLocale`` numerus rules).
NUMERUS_FORMS = {"en": 2, "de": 2, "fr": 2, "it": 2, "cs": 3}

_TRANSLATE_FUNCS = {"translate"}            # QCoreApplication.translate / QApplication.translate
_NOOP_FUNCS = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"}
_PLACEHOLDER = re.compile(r"%(\d|n)")
_ACCEL = re.compile(r"(?<!&)&(?!&)\w")


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"{BASENAME}_{lang}.ts"


def qm_name(lang: str) -> str:
    return f"{BASENAME}_{lang}.qm"


def source_files(package_dir: Path = PACKAGE_DIR) -> list[Path]:
    """Every Python source of the package, sorted (the input of lupdate and the extractor)."""
    return sorted(p for p in package_dir.rglob("*.py") if "__pycache__" not in p.parts)


# --- tools ---------------------------------------------------------------------------------
def find_tool(name: str) -> list[str] | None:
    """The command line for Qt's ``lupdate``/``lrelease``: the binary inside the PySide6
    package, else ``pyside6-<name>`` next to the interpreter or on PATH, else a plain Qt
    ``<name>`` on PATH. None if there is none."""
    exe = ".exe" if sys.platform == "win32" else ""
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
        if spec is not None and spec.origin:
            candidate = Path(spec.origin).parent / f"{name}{exe}"
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return [str(candidate)]
    except (ImportError, ValueError):
        pass
    bindir = Path(sys.executable).parent
    for candidate in (bindir / f"pyside6-{name}{exe}", bindir / f"pyside6-{name}"):
        if candidate.is_file():
            return [str(candidate)]
    for cmd in (f"pyside6-{name}", f"{name}-qt6", name):
        found = shutil.which(cmd)
        if found:
            return [found]
    return None


def _run(cmd: list[str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    # A pyside6-* wrapper is a Python script: run it without the PYTHONPATH/PYTHONHOME of an
    # isolated build environment (pip's build isolation hides the venv's PySide6 that way).
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONNOUSERSITE")}
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False, env=env)


def build_qm(ts: Path, qm: Path) -> bool:
    """Compile one ``.ts`` into ``.qm`` with lrelease (written atomically). False on any
    failure (no lrelease, bad file, unwritable target) -- logged, never raised."""
    tool = find_tool("lrelease")
    if tool is None:
        log.warning("lrelease not found; cannot compile %s", ts)
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=qm.stem + ".", suffix=".qm.tmp", dir=qm.parent)
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            proc = _run(tool + ["-silent", str(ts), "-qm", str(tmp)])
            if proc.returncode != 0 or not tmp.is_file() or tmp.stat().st_size == 0:
                log.warning("lrelease failed for %s: %s", ts, (proc.stderr or proc.stdout).strip())
                return False
            os.chmod(tmp, 0o644)
            os.replace(tmp, qm)
            return True
        finally:
            if tmp.exists():
                tmp.unlink()
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("could not compile %s into %s: %s", ts, qm, exc)
        return False


def is_fresh(ts: Path, qm: Path) -> bool:
    """Whether ``qm`` exists and is up to date: not older than its source ``ts`` (any .qm
    is fresh when there is no .ts, as in an installed game)."""
    try:
        qm_mtime = qm.stat().st_mtime
    except OSError:
        return False
    try:
        return qm_mtime >= ts.stat().st_mtime
    except OSError:
        return True


def build_all(ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR, *, strict: bool = True) -> list[Path]:
    """Compile every ``carc_desktop_*.ts`` of ``ts_dir`` into ``qm_dir``; the .qm written.
    A file that does not compile raises RuntimeError, or with ``strict`` false is skipped
    (logged by :func:`build_qm`)."""
    written = []
    for ts in sorted(ts_dir.glob(f"{BASENAME}_*.ts")):
        qm = qm_dir / (ts.stem + ".qm")
        if build_qm(ts, qm):
            written.append(qm)
        elif strict:
            raise RuntimeError(f"lrelease failed for {ts}")
    return written


# --- extraction ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    filename: str = ""
    line: int = 0
    end_line: int = 0

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def _const_str(node: ast.AST | None, consts: dict[str, str]) -> str | None:
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in consts:
        return consts[node.id]
    if isinstance(node, ast.Attribute) and node.attr in consts:      # self.CTX, Class.CTX
        return consts[node.attr]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _const_str(node.left, consts), _const_str(node.right, consts)
        if left is not None and right is not None:
            return left + right
    return None


def _is_translate(func: ast.AST, aliases: set[str]) -> bool:
    if isinstance(func, ast.Attribute) and func.attr in _TRANSLATE_FUNCS:
        return True
    return isinstance(func, ast.Name) and (func.id in aliases or func.id in _TRANSLATE_FUNCS)


def _call_args(call: ast.Call, names: list[str]) -> dict[str, ast.AST]:
    out: dict[str, ast.AST] = {}
    for name, arg in zip(names, call.args):
        if isinstance(arg, ast.Starred):
            break
        out[name] = arg
    for kw in call.keywords:
        if kw.arg in names:
            out[kw.arg] = kw.value
    return out


def _has_n(node: ast.AST | None) -> bool:
    if node is None:
        return False
    return not (isinstance(node, ast.Constant) and node.value in (None, -1))


@dataclass
class _Wrapper:
    context: str
    source_param: int              # index among the call's positional arguments
    source_name: str
    comment: str
    n_param: int | None
    n_name: str | None
    numerus_fixed: bool


class _ModuleExtractor:
    def __init__(self, tree: ast.Module, filename: str) -> None:
        self.tree = tree
        self.filename = filename
        self.consts: dict[str, str] = {}
        self.aliases: set[str] = set()
        self.wrappers: dict[str, _Wrapper] = {}
        self.messages: list[Message] = []
        self.classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}

    def run(self) -> list[Message]:
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                value = node.value
                if value is None:
                    continue
                for target in targets:
                    name = target.id if isinstance(target, ast.Name) else (
                        target.attr if isinstance(target, ast.Attribute) else None)
                    if name is None:
                        continue
                    if isinstance(value, ast.Constant) and isinstance(value.value, str) \
                            and name.lstrip("_").isupper():
                        self.consts[name] = value.value
                    elif isinstance(value, ast.Attribute) and value.attr in _TRANSLATE_FUNCS:
                        self.aliases.add(name)
        self._find_wrappers()
        self._visit(self.tree, None)
        return self.messages

    def _find_wrappers(self) -> None:
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            params = [a.arg for a in node.args.posonlyargs + node.args.args]
            is_method = bool(params) and params[0] in ("self", "cls")
            positional = params[1:] if is_method else params
            for call in ast.walk(node):
                if not (isinstance(call, ast.Call) and _is_translate(call.func, self.aliases)):
                    continue
                args = _call_args(call, ["context", "sourceText", "disambiguation", "n"])
                src = args.get("sourceText")
                ctx = _const_str(args.get("context"), self.consts)
                if ctx is None or not isinstance(src, ast.Name) or src.id not in positional:
                    continue
                comment = _const_str(args.get("disambiguation"), self.consts) or ""
                n_node = args.get("n")
                n_param = n_name = None
                if isinstance(n_node, ast.Name) and n_node.id in positional:
                    n_param, n_name = positional.index(n_node.id), n_node.id
                self.wrappers[node.name] = _Wrapper(ctx, positional.index(src.id), src.id, comment,
                                                    n_param, n_name, n_param is None and _has_n(n_node))
                break

    def _add(self, ctx: str, src: str, comment: str, numerus: bool, line: int, end_line: int = 0) -> None:
        if src:
            self.messages.append(Message(ctx, src, comment, numerus, self.filename, line, max(line, end_line)))

    def _visit(self, node: ast.AST, class_name: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                self._visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                self._call(child, class_name)
            self._visit(child, class_name)

    def _call(self, call: ast.Call, class_name: str | None) -> None:
        func = call.func
        if _is_translate(func, self.aliases):
            args = _call_args(call, ["context", "sourceText", "disambiguation", "n"])
            ctx = _const_str(args.get("context"), self.consts)
            src = _const_str(args.get("sourceText"), self.consts)
            if ctx is not None and src is not None:
                self._add(ctx, src, _const_str(args.get("disambiguation"), self.consts) or "",
                          _has_n(args.get("n")), call.lineno, call.end_lineno or 0)
            return
        fname = func.id if isinstance(func, ast.Name) else (func.attr if isinstance(func, ast.Attribute) else None)
        if fname in _NOOP_FUNCS:
            args = _call_args(call, ["context", "sourceText", "disambiguation"])
            ctx = _const_str(args.get("context"), self.consts)
            src = _const_str(args.get("sourceText"), self.consts)
            if ctx is not None and src is not None:
                self._add(ctx, src, _const_str(args.get("disambiguation"), self.consts) or "", False, call.lineno,
                          call.end_lineno or 0)
            return
        if fname == "tr" and isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            # self.tr(...) / cls.tr(...) inside a class, or SomeClass.tr(...) for a class of this module
            owner = func.value.id
            if owner in ("self", "cls"):
                ctx = class_name
            else:   # a class of this module, or an imported QObject subclass (CamelCase)
                ctx = owner if owner in self.classes or owner[:1].isupper() else None
            args = _call_args(call, ["sourceText", "disambiguation", "n"])
            src = _const_str(args.get("sourceText"), self.consts)
            if ctx is not None and src is not None:
                self._add(ctx, src, _const_str(args.get("disambiguation"), self.consts) or "",
                          _has_n(args.get("n")), call.lineno, call.end_lineno or 0)
            return
        wrapper = self.wrappers.get(fname or "")
        if wrapper is None:
            return
        pos = {}
        for i, arg in enumerate(call.args):
            if isinstance(arg, ast.Starred):
                break
            pos[i] = arg
        src_node = pos.get(wrapper.source_param)
        n_node = pos.get(wrapper.n_param) if wrapper.n_param is not None else None
        for kw in call.keywords:
            if kw.arg == wrapper.source_name:
                src_node = kw.value
            elif wrapper.n_name is not None and kw.arg == wrapper.n_name:
                n_node = kw.value
        src = _const_str(src_node, self.consts)
        if src is not None:
            self._add(wrapper.context, src, wrapper.comment, wrapper.numerus_fixed or _has_n(n_node), call.lineno,
                      call.end_lineno or 0)


def extract_messages(files: Iterable[Path] | None = None, root: Path = REPO_ROOT) -> list[Message]:
    """Every translatable message in ``files`` (default: :func:`source_files`), including
    those lupdate cannot see (constant contexts, aliases, wrapper functions)."""
    out: list[Message] = []
    for path in (source_files() if files is None else files):
        try:
            text = Path(path).read_text(encoding="utf-8")
            tree = ast.parse(text, filename=str(path))
        except (OSError, SyntaxError, ValueError) as exc:
            log.warning("cannot parse %s: %s", path, exc)
            continue
        try:
            rel = Path(path).resolve().relative_to(root).as_posix()
        except ValueError:
            rel = str(path)
        out.extend(_ModuleExtractor(tree, rel).run())
    return out


# --- .ts files -----------------------------------------------------------------------------
def read_ts(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    root = tree.getroot()
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def iter_messages(root: ET.Element) -> Iterator[tuple[str, ET.Element]]:
    for ctx in root.findall("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.findall("message"):
            yield name, msg


def message_key(ctx: str, msg: ET.Element) -> tuple[str, str, str]:
    return (ctx, msg.findtext("source") or "", msg.findtext("comment") or "")


def _empty_translation(numerus: bool, lang: str) -> ET.Element:
    tr = ET.Element("translation", {"type": "unfinished"})
    if numerus:
        for _ in range(NUMERUS_FORMS.get(lang, 2)):
            ET.SubElement(tr, "numerusform")
    return tr


def _language_of(path: Path) -> str:
    m = re.search(rf"{BASENAME}_([A-Za-z_]+)\.ts$", path.name)
    return m.group(1) if m else "en"


def update_ts(ts: Path, files: list[Path] | None = None, lang: str | None = None) -> dict[str, int]:
    """Bring one ``.ts`` file up to date with the sources: lupdate (``-no-obsolete``), then the
    messages only our extractor finds. Existing translations are kept (also of messages
    lupdate drops and we put back). Returns counts (``total``, ``added``, ``removed``)."""
    lang = lang or _language_of(ts)
    files = source_files() if files is None else files
    tool = find_tool("lupdate")
    if tool is None:
        raise RuntimeError("pyside6-lupdate not found (install PySide6)")
    saved: dict[tuple[str, str, str], ET.Element] = {}
    before: set[tuple[str, str, str]] = set()
    if ts.is_file():
        for ctx, msg in iter_messages(read_ts(ts).getroot()):
            key = message_key(ctx, msg)
            before.add(key)
            tr = msg.find("translation")
            if tr is not None and tr.get("type") not in ("obsolete", "vanished"):
                saved[key] = copy.deepcopy(tr)
    ts.parent.mkdir(parents=True, exist_ok=True)
    plural_only = lang == SOURCE_LANGUAGE
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        for f in files:
            lst.write(str(f) + "\n")
    try:
        cmd = tool + ["-silent", "-no-obsolete", "-locations", "absolute", "-target-language", lang,
                      "-source-language", "en"]
        if plural_only:
            cmd.append("-pluralonly")
        proc = _run(cmd + ["@" + lst.name, "-ts", str(ts)])
        if proc.returncode != 0:
            raise RuntimeError(f"lupdate failed for {ts}: {proc.stderr or proc.stdout}")
    finally:
        os.unlink(lst.name)

    tree = read_ts(ts)
    root = tree.getroot()
    root.set("language", {"de": "de_DE", "fr": "fr_FR", "it": "it_IT", "cs": "cs_CZ"}.get(lang, "en_US"))
    root.set("sourcelanguage", "en")
    contexts = {c.findtext("name") or "": c for c in root.findall("context")}
    present = {message_key(ctx, msg) for ctx, msg in iter_messages(root)}
    added = 0
    ts_dir = ts.parent.resolve()
    extracted = extract_messages(files)
    # lupdate misreads calls through an alias named like a tr function (``tr = QCoreApplication
    # .translate; tr("Ctx", "Text")`` becomes source "Ctx" with comment "Text"): drop what it
    # found on lines where our extractor saw other messages.
    ours_by_line: dict[tuple[Path, int], set[tuple[str, str, str]]] = {}
    for m in extracted:
        src_file = (REPO_ROOT / m.filename).resolve()
        # lupdate's line for such a call may be a line or two off
        for line in range(m.line - 2, max(m.line, m.end_line) + 2):
            ours_by_line.setdefault((src_file, line), set()).add(m.key)
    for ctx_el in root.findall("context"):
        ctx_name = ctx_el.findtext("name") or ""
        for msg in ctx_el.findall("message"):
            key = message_key(ctx_name, msg)
            locs = [((ts_dir / (loc.get("filename") or "")).resolve(), int(loc.get("line") or 0))
                    for loc in msg.findall("location")]
            if locs and all(loc in ours_by_line and key not in ours_by_line[loc] for loc in locs):
                ctx_el.remove(msg)
                present.discard(key)
        if not ctx_el.findall("message"):
            root.remove(ctx_el)
            contexts.pop(ctx_name, None)
    # lupdate sometimes misses the plural argument (``translate(ctx, "%n x(s)", None, n)``
    # with a plain variable as n): such a message must still get plural forms.
    numerus_keys = {m.key for m in extracted if m.numerus}
    for ctx, msg in iter_messages(root):
        if msg.get("numerus") == "yes" or message_key(ctx, msg) not in numerus_keys:
            continue
        msg.set("numerus", "yes")
        tr = msg.find("translation")
        old = saved.get(message_key(ctx, msg))
        if tr is not None:
            msg.remove(tr)
        if old is not None and old.findall("numerusform"):
            msg.append(copy.deepcopy(old))
        else:
            new_tr = _empty_translation(True, lang)
            text = (tr.text or "") if tr is not None else ""
            for form in new_tr.findall("numerusform"):
                form.text = text or None
            msg.append(new_tr)
    for m in extracted:
        if m.key in present or (plural_only and not m.numerus):
            continue
        present.add(m.key)
        ctx_el = contexts.get(m.context)
        if ctx_el is None:
            ctx_el = ET.SubElement(root, "context")
            ET.SubElement(ctx_el, "name").text = m.context
            contexts[m.context] = ctx_el
        msg = ET.SubElement(ctx_el, "message")
        if m.numerus:
            msg.set("numerus", "yes")
        loc = ET.SubElement(msg, "location")
        src_file = (REPO_ROOT / m.filename).resolve()
        loc.set("filename", os.path.relpath(src_file, ts_dir).replace(os.sep, "/"))
        loc.set("line", str(m.line))
        ET.SubElement(msg, "source").text = m.source
        if m.comment:
            ET.SubElement(msg, "comment").text = m.comment
        old = saved.get(m.key)
        if old is not None and (len(old.findall("numerusform")) > 0) == m.numerus:
            msg.append(old)
        else:
            msg.append(_empty_translation(m.numerus, lang))
            added += m.key not in before
    # A new, untranslated message whose text was translated in another context (a string
    # moved to another class, say) gets that translation as a suggestion, still unfinished.
    by_source: dict[tuple[str, str, bool], ET.Element] = {}
    for (ctx, src, comment), tr in saved.items():
        if tr.get("type") is None:
            by_source.setdefault((src, comment, bool(tr.findall("numerusform"))), tr)
    for ctx, msg in iter_messages(root):
        tr = msg.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        if (tr.text or "").strip() or any((f.text or "").strip() for f in tr.findall("numerusform")):
            continue
        key = message_key(ctx, msg)
        hint = by_source.get((key[1], key[2], msg.get("numerus") == "yes"))
        if hint is not None:
            msg.remove(tr)
            new_tr = copy.deepcopy(hint)
            new_tr.set("type", "unfinished")
            msg.append(new_tr)
    # Sort contexts by name (as lupdate does) so added contexts do not churn the diff.
    ctx_els = sorted(root.findall("context"), key=lambda c: c.findtext("name") or "")
    for c in root.findall("context"):
        root.remove(c)
    for c in ctx_els:
        root.append(c)
    for ctx, msg in iter_messages(root):
        tr = msg.find("translation")
        if msg.get("numerus") == "yes" and tr is not None:
            forms = tr.findall("numerusform")
            want = NUMERUS_FORMS.get(lang, 2)
            for _ in range(want - len(forms)):
                ET.SubElement(tr, "numerusform")
    write_ts(tree, ts)
    after = {message_key(ctx, msg) for ctx, msg in iter_messages(root)}
    return {"total": len(after), "added": len(after - before), "removed": len(before - after)}


def problems_in(root: ET.Element, lang: str, only: set[tuple[str, str, str]] | None = None) -> list[str]:
    """Unfinished, empty or inconsistent translations in a parsed ``.ts`` (one line each),
    optionally only of the messages whose key is in ``only``."""
    out = []
    for ctx, msg in iter_messages(root):
        if only is not None and message_key(ctx, msg) not in only:
            continue
        src = msg.findtext("source") or ""
        where = f"[{lang}] {ctx}: {src!r}"
        tr = msg.find("translation")
        if tr is None:
            out.append(f"{where}: no translation")
            continue
        kind = tr.get("type")
        if kind in ("obsolete", "vanished"):
            out.append(f"{where}: obsolete entry (run update)")
            continue
        if kind == "unfinished":
            out.append(f"{where}: unfinished")
        if msg.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.findall("numerusform")]
            if len(forms) != NUMERUS_FORMS.get(lang, 2):
                out.append(f"{where}: {len(forms)} plural forms, expected {NUMERUS_FORMS.get(lang, 2)}")
            texts = forms
        else:
            texts = [tr.text or ""]
        for text in texts:
            if not text.strip():
                out.append(f"{where}: empty translation")
                break
            need = set(_PLACEHOLDER.findall(src)) - {"n"}
            have = set(_PLACEHOLDER.findall(text))
            if need - have:
                out.append(f"{where}: translation {text!r} lacks %" + ", %".join(sorted(need - have)))
            if have - set(_PLACEHOLDER.findall(src)):
                out.append(f"{where}: translation {text!r} has unknown %" + ", %".join(sorted(have - set(_PLACEHOLDER.findall(src)))))
            if _ACCEL.search(src) and "&" not in text.replace("&&", ""):
                out.append(f"{where}: translation {text!r} lacks the & shortcut marker")
    return out


def check(ts_dir: Path = TS_DIR, languages: Iterable[str] = ALL_LANGUAGES,
          files: list[Path] | None = None) -> list[str]:
    """Every problem of the committed ``.ts`` files against the current sources: messages
    of the code missing in a file (found by running the update on a temporary copy) and
    unfinished/empty translations. Empty list: all good."""
    out: list[str] = []
    with tempfile.TemporaryDirectory(prefix="carc-i18n-") as tmp:
        for lang in languages:
            ts = ts_path(lang, ts_dir)
            if not ts.is_file():
                out.append(f"[{lang}] {ts} is missing")
                continue
            committed = {message_key(c, m) for c, m in iter_messages(read_ts(ts).getroot())}
            # Keep the copy next to the original's name so relative locations stay alike.
            copy_path = Path(tmp) / ts.name
            shutil.copyfile(ts, copy_path)
            update_ts(copy_path, files, lang)
            fresh = read_ts(copy_path).getroot()
            for ctx, msg in iter_messages(fresh):
                key = message_key(ctx, msg)
                if key not in committed:
                    out.append(f"[{lang}] {ctx}: {key[1]!r} is in the code but not in {ts.name}")
            out.extend(problems_in(fresh, lang, only=committed))
            stale = committed - {message_key(c, m) for c, m in iter_messages(fresh)}
            for ctx, src, _comment in sorted(stale):
                out.append(f"[{lang}] {ctx}: {src!r} is no longer in the code (run update)")
    return out


def stats(ts_dir: Path = TS_DIR) -> dict[str, tuple[int, int]]:
    """(finished, total) messages per language."""
    out = {}
    for lang in ALL_LANGUAGES:
        ts = ts_path(lang, ts_dir)
        if not ts.is_file():
            continue
        total = done = 0
        for _ctx, msg in iter_messages(read_ts(ts).getroot()):
            total += 1
            tr = msg.find("translation")
            if tr is not None and tr.get("type") is None:
                done += 1
        out[lang] = (done, total)
    return out


def dump_unfinished(languages: Iterable[str] = LANGUAGES, include_finished: bool = False) -> list[dict]:
    """The messages still to translate in any of ``languages``, for :func:`apply_translations`:
    ``[{"ctx", "src", "comment", "numerus", <lang>: current translation or forms}]``."""
    entries: dict[tuple[str, str, str], dict] = {}
    for lang in languages:
        ts = ts_path(lang)
        if not ts.is_file():
            continue
        for ctx, msg in iter_messages(read_ts(ts).getroot()):
            tr = msg.find("translation")
            unfinished = tr is None or tr.get("type") == "unfinished"
            key = message_key(ctx, msg)
            if not unfinished and not include_finished and key not in entries:
                continue
            entry = entries.setdefault(key, {"ctx": ctx, "src": key[1], "comment": key[2],
                                             "numerus": msg.get("numerus") == "yes"})
            if tr is not None:
                forms = [f.text or "" for f in tr.findall("numerusform")]
                entry[lang] = forms if msg.get("numerus") == "yes" else (tr.text or "")
    return list(entries.values())


def apply_translations(entries: list[dict], languages: Iterable[str] = ALL_LANGUAGES) -> dict[str, tuple[int, list]]:
    """Write translations into the ``.ts`` files and mark them finished. Each entry:
    ``{"ctx": context, "src": source, ["comment": disambiguation,] <lang>: text or [plural
    forms]}``; an entry without ``comment`` applies to the message whatever its comment."""
    result = {}
    for lang in languages:
        ts = ts_path(lang)
        if not ts.is_file():
            continue
        tree = read_ts(ts)
        index: dict[tuple[str, str], list[ET.Element]] = {}
        for ctx, msg in iter_messages(tree.getroot()):
            index.setdefault((ctx, msg.findtext("source") or ""), []).append(msg)
        done, unknown = 0, []
        for e in entries:
            value = e.get(lang)
            if value is None or value == "" or value == []:
                continue
            msgs = index.get((e["ctx"], e["src"]))
            if not msgs:
                unknown.append((e["ctx"], e["src"]))
                continue
            for msg in msgs:
                if "comment" in e and (e["comment"] or "") != (msg.findtext("comment") or ""):
                    continue
                tr = msg.find("translation")
                if tr is None:
                    tr = ET.SubElement(msg, "translation")
                for child in list(tr):
                    tr.remove(child)
                tr.attrib.pop("type", None)
                if msg.get("numerus") == "yes":
                    forms = list(value) if isinstance(value, list) else [value]
                    want = NUMERUS_FORMS.get(lang, 2)
                    forms = (forms + [forms[-1]] * want)[:want]
                    tr.text = None
                    for f in forms:
                        ET.SubElement(tr, "numerusform").text = f
                else:
                    tr.text = value if isinstance(value, str) else value[0]
                done += 1
        write_ts(tree, ts)
        result[lang] = (done, unknown)
    return result


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    p = argparse.ArgumentParser(prog="python -m carc_desktop.i18n_build", description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=["update", "build", "check", "stats", "extract", "dump", "apply"])
    p.add_argument("file", nargs="?", help="dump: output JSON (default stdout); apply: input JSON")
    p.add_argument("--all", action="store_true", help="dump: also finished messages")
    p.add_argument("--lang", action="append", help="only this language (repeatable)")
    args = p.parse_args(argv)
    langs = args.lang or list(ALL_LANGUAGES)
    if args.command == "update":
        for lang in langs:
            counts = update_ts(ts_path(lang), lang=lang)
            print(f"{ts_path(lang).relative_to(REPO_ROOT)}: {counts['total']} messages "
                  f"(+{counts['added']} -{counts['removed']})")
        return 0
    if args.command == "build":
        try:
            for qm in build_all():
                print(f"wrote {qm.relative_to(REPO_ROOT)}")
        except RuntimeError as exc:
            print(exc, file=sys.stderr)
            return 1
        return 0
    if args.command == "check":
        problems = check(languages=langs)
        for line in problems:
            print(line)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    if args.command == "stats":
        for lang, (done, total) in stats().items():
            print(f"{lang}: {done}/{total} finished")
        return 0
    if args.command == "dump":
        text = json.dumps(dump_unfinished(langs, include_finished=args.all), ensure_ascii=False, indent=1)
        if args.file:
            Path(args.file).write_text(text + "\n", encoding="utf-8")
        else:
            print(text)
        return 0
    if args.command == "apply":
        if not args.file:
            p.error("apply needs a JSON file")
        entries = json.loads(Path(args.file).read_text(encoding="utf-8"))
        for lang, (done, unknown) in apply_translations(entries, langs).items():
            print(f"{lang}: {done} translation(s) set" + (f", {len(unknown)} not in the .ts: {unknown[:5]}" if unknown else ""))
        return 0
    for m in extract_messages():
        print(f"{m.filename}:{m.line}: [{m.context}] {m.source!r}" + (" (%n)" if m.numerus else "")
              + (f" ({m.comment})" if m.comment else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
