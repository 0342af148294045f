"""The .ts files hold every message of the code, all translated, with sane placeholders."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from carc_desktop import i18n_build

SNIPPET = '''
from PySide6.QtCore import QCoreApplication
CTX = "ProbeContext"
t = QCoreApplication.translate

def _tr(text, n=-1):
    return QCoreApplication.translate("ProbeWrapper", text, None, n)

class Probe:
    def label(self):
        return self.tr("Probe by self.tr")

a = QCoreApplication.translate("ProbeLiteral", "Probe literal")
b = QCoreApplication.translate(CTX, "Probe constant context")
c = t(CTX, "Probe through an alias")
d = _tr("Probe through a wrapper")
e = _tr("%n probe(s)", 3)
f = QCoreApplication.translate(CTX, "%n counted probe(s)", None, 2)
g = QCoreApplication.translate(CTX, "Probe with comment", "a disambiguation")

class ProbeWindow:
    def retranslate(self):
        tr = QCoreApplication.translate          # lupdate misreads this alias
        return tr("ProbeAliasTr", "Probe through a tr alias")
'''


def test_every_message_of_the_code_is_translated() -> None:
    problems = i18n_build.check()
    assert not problems, (f"{len(problems)} translation problem(s); run tools/update_translations.sh "
                          "and translate the unfinished entries:\n" + "\n".join(problems[:300]))


def test_the_languages_have_the_expected_plural_forms() -> None:
    for lang in i18n_build.ALL_LANGUAGES:
        root = ET.parse(i18n_build.ts_path(lang)).getroot()
        numerus = [m for _c, m in i18n_build.iter_messages(root) if m.get("numerus") == "yes"]
        assert numerus, f"{lang}: no %n message at all"
        for msg in numerus:
            forms = msg.find("translation").findall("numerusform")
            assert len(forms) == i18n_build.NUMERUS_FORMS[lang], (lang, msg.findtext("source"))


def test_the_extractor_sees_what_lupdate_cannot() -> None:
    import ast

    msgs = i18n_build._ModuleExtractor(ast.parse(SNIPPET), "probe.py").run()
    got = {(m.context, m.source, m.comment, m.numerus) for m in msgs}
    assert got == {
        ("Probe", "Probe by self.tr", "", False),
        ("ProbeLiteral", "Probe literal", "", False),
        ("ProbeContext", "Probe constant context", "", False),
        ("ProbeContext", "Probe through an alias", "", False),
        ("ProbeWrapper", "Probe through a wrapper", "", False),
        ("ProbeWrapper", "%n probe(s)", "", True),
        ("ProbeContext", "%n counted probe(s)", "", True),
        ("ProbeContext", "Probe with comment", "a disambiguation", False),
        ("ProbeAliasTr", "Probe through a tr alias", "", False),
    }


@pytest.fixture
def ts_copy(tmp_path: Path) -> Path:
    out = tmp_path / "translations"
    out.mkdir()
    for lang in ("de", "cs"):
        shutil.copy(i18n_build.ts_path(lang), out)
    return out


def test_the_check_reports_a_new_untranslated_string(ts_copy: Path, tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(SNIPPET, encoding="utf-8")
    problems = i18n_build.check(ts_copy, ["de", "cs"], files=i18n_build.source_files() + [probe])
    text = "\n".join(problems)
    for source in ("Probe literal", "Probe constant context", "Probe through an alias",
                   "Probe through a wrapper", "%n counted probe(s)"):
        assert f"[de] " in text and repr(source) in text, source
    assert "[cs] ProbeContext: '%n counted probe(s)' is in the code" in text
    assert "[de] ProbeAliasTr: 'Probe through a tr alias' is in the code" in text
    assert "'ProbeAliasTr' is in the code" not in text      # lupdate's misreading is dropped


def test_the_check_reports_unfinished_and_broken_translations(ts_copy: Path) -> None:
    ts = ts_copy / "carc_desktop_de.ts"
    tree = ET.parse(ts)
    msgs = [m for _c, m in i18n_build.iter_messages(tree.getroot()) if m.get("numerus") != "yes"]
    with_arg = next(m for m in msgs if "%1" in (m.findtext("source") or ""))
    plain = next(m for m in msgs if "%" not in (m.findtext("source") or ""))
    plain.find("translation").set("type", "unfinished")
    with_arg.find("translation").text = "ohne Platzhalter"
    i18n_build.write_ts(tree, ts)
    problems = "\n".join(i18n_build.check(ts_copy, ["de"]))
    assert f"{plain.findtext('source')!r}: unfinished" in problems
    assert "lacks %1" in problems
