"""The .ts files are what pyside6-lupdate makes of the sources, every message translated with
sane placeholders; and the sources are written so that lupdate sees every message."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

from carc_desktop import i18n

from .conftest import ROOT, TOOL

#: Plural forms per language, as Qt's numerus rules (the ones lupdate and QTranslator use) have them.
NUMERUS_FORMS = {"en": 2, "de": 2, "fr": 2, "it": 2, "cs": 3}

needs_lupdate = pytest.mark.skipif(TOOL.find_tool("lupdate") is None, reason="pyside6-lupdate not installed")


def test_one_ts_file_per_language_of_the_game() -> None:
    assert [TOOL.language_of(ts) for ts in TOOL.ts_files()] == sorted(code for code, _ in i18n.LANGUAGES)


@needs_lupdate
@pytest.mark.parametrize("ts", TOOL.ts_files(), ids=TOOL.language_of)
def test_lupdate_over_the_sources_finds_nothing_new_unfinished_or_vanished(ts: Path, tmp_path: Path) -> None:
    """The plain ``pyside6-lupdate -extensions py carc_desktop -ts <copy>`` run."""
    copy = tmp_path / ts.name
    shutil.copyfile(ts, copy)
    summary = TOOL.lupdate(copy, no_obsolete=False)
    total = len(list(TOOL.messages(ts)))
    if TOOL.language_of(ts) != TOOL.SOURCE_LANGUAGE:   # the English file keeps plurals only
        assert f"Found {total} source text(s) (0 new and {total} already existing)" in summary, summary
    states = [(ctx, msg.findtext("source"), TOOL.state(msg)) for ctx, msg in TOOL.messages(copy)]
    assert len(states) == total
    not_done = [s for s in states if s[2] is not None]
    assert not not_done, f"{len(not_done)} new, unfinished or vanished: {not_done[:20]}"


def test_every_message_is_translated_with_its_placeholders_and_shortcut() -> None:
    problems = [p for ts in TOOL.ts_files() for p in TOOL.problems_in(ts)]
    assert not problems, "\n".join(problems[:50])


def test_the_languages_have_their_plural_forms() -> None:
    for ts in TOOL.ts_files():
        lang = TOOL.language_of(ts)
        numerus = [(ctx, m) for ctx, m in TOOL.messages(ts) if m.get("numerus") == "yes"]
        assert numerus, f"{lang}: no %n message at all"
        for ctx, msg in numerus:
            assert len(TOOL.translations(msg)) == NUMERUS_FORMS[lang], (lang, ctx, msg.findtext("source"))


# --- the check itself ------------------------------------------------------------------------------
@pytest.fixture
def ts_copy(tmp_path: Path) -> Path:
    out = tmp_path / "translations"
    out.mkdir()
    shutil.copy(ROOT / "translations" / "carc_desktop_de.ts", out)
    return out


def _edit(ts: Path, old: str, new: str) -> None:
    text = ts.read_text(encoding="utf-8")
    assert old in text
    ts.write_text(text.replace(old, new, 1), encoding="utf-8")


@needs_lupdate
def test_the_check_reports_missing_unfinished_vanished_and_broken_messages(ts_copy: Path) -> None:
    ts = ts_copy / "carc_desktop_de.ts"
    assert TOOL.check(ts_copy) == []
    # a message of the code deleted from the file, one the code does not have, one unfinished,
    # one translation without its placeholder
    _edit(ts, "<source>Place here</source>", "<source>Place there</source>")
    _edit(ts, "<translation>&amp;Spiel</translation>", '<translation type="unfinished">&amp;Spiel</translation>')
    text = ts.read_text(encoding="utf-8")
    m = re.search(r"<source>([^<]*%1[^<]*)</source>\s*<translation>([^<]*)</translation>", text)
    assert m is not None
    _edit(ts, f"<translation>{m.group(2)}</translation>", "<translation>ohne Platzhalter</translation>")
    report = "\n".join(TOOL.check(ts_copy))
    assert "'Place here': new in the code" in report
    assert "'Place there': no longer in the code" in report
    assert "'&Game': unfinished" in report
    assert "'ohne Platzhalter' lacks %1" in report


# --- sources lupdate can read ----------------------------------------------------------------------
#: The typed ``tr`` itself (``TextContext.tr``): it passes on what the ``X.tr(...)`` calls,
#: checked here, give it.
TRANSLATE_HELPER = "carc_desktop/texts/translate.py"


def _calls() -> list[tuple[str, ast.Call]]:
    out = []
    for path in sorted((ROOT / "carc_desktop").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        if where == TRANSLATE_HELPER:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        noop_contexts = {node.args[0].value for node in ast.walk(tree)
                         if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                         and node.args and _literal(node.args[0])}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                if _translates_a_noop_table(node, noop_contexts):
                    continue
                out.append((f"{where}:{node.lineno}", node))
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                    and node.value.attr in ("translate", "tr"):
                raise AssertionError(f"{where}:{node.lineno}: an alias of {node.value.attr} hides its "
                                     "messages from lupdate; call QCoreApplication.translate or X.tr directly")
    return out


def _translates_a_noop_table(call: ast.Call, noop_contexts: set[str]) -> bool:
    """``QCoreApplication.translate("Ctx", text)`` in a module whose QT_TRANSLATE_NOOP
    tables mark every text of "Ctx": lupdate reads the texts at the tables."""
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr == "translate" \
        and getattr(func.value, "id", "") == "QCoreApplication" and len(call.args) == 2 \
        and _literal(call.args[0]) and call.args[0].value in noop_contexts and not _literal(call.args[1])


def _literal(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def test_every_translate_call_is_one_lupdate_can_read() -> None:
    """``QCoreApplication.translate("Ctx", "text")`` with literals; a ``%n`` text through
    ``Ctx.tr(text, None, n)`` (lupdate drops or flattens plurals of translate()); ``tr`` only
    with a literal text."""
    bad = []
    for where, call in _calls():
        name = getattr(call.func, "attr", None) or getattr(call.func, "id", None)
        args = call.args
        if name == "translate" and isinstance(call.func, ast.Attribute) and \
                getattr(call.func.value, "id", "") in ("QCoreApplication", "QApplication", "QGuiApplication"):
            if not (len(args) >= 2 and _literal(args[0]) and _literal(args[1])):
                bad.append(f"{where}: translate() without a literal context and text")
            elif "%n" in args[1].value:
                bad.append(f"{where}: a %n text through translate(); use {args[0].value}.tr(text, None, n)")
        elif name == "tr" and isinstance(call.func, ast.Attribute):
            if not (args and _literal(args[0])):
                bad.append(f"{where}: tr() without a literal text")
            elif "%n" in args[0].value and len(args) < 3:
                bad.append(f"{where}: a %n text without its count: tr(text, None, n)")
        elif name in ("QT_TRANSLATE_NOOP", "QT_TR_NOOP") and not all(_literal(a) for a in args):
            bad.append(f"{where}: {name} without literal arguments")
    assert not bad, "\n".join(bad)
