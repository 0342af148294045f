"""The translations read like the published editions: one term per concept (the glossary in
translations/glossary/<lang>.tsv) and the typography a machine can check."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from .conftest import ROOT, TOOL

TARGETS = ("de", "fr", "it", "cs")
GLOSSARY_DIR = ROOT / "translations" / "glossary"


@dataclass(frozen=True)
class Entry:
    concept: str
    english: re.Pattern[str]
    term: re.Pattern[str]
    avoid: re.Pattern[str] | None
    source: str


def glossary(lang: str) -> list[Entry]:
    entries = []
    for number, line in enumerate((GLOSSARY_DIR / f"{lang}.tsv").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        assert len(cells) == 5, f"{lang}.tsv:{number}: 5 tab-separated cells expected, got {len(cells)}"
        concept, english, term, avoid, source = cells
        assert concept and english and term and source, f"{lang}.tsv:{number}: empty cell"
        entries.append(Entry(concept, re.compile(english, re.I), re.compile(term, re.I),
                             re.compile(avoid, re.I) if avoid else None, source))
    return entries


def pairs(lang: str) -> list[tuple[str, str, str]]:
    """(context, English source, translated text) of every message, one per plural form."""
    ts = ROOT / "translations" / f"carc_desktop_{lang}.ts"
    return [(ctx, msg.findtext("source") or "", text) for ctx, msg in TOOL.messages(ts)
            for text in TOOL.translations(msg)]


@pytest.mark.parametrize("lang", TARGETS)
def test_every_concept_has_the_glossary_term(lang: str) -> None:
    entries = glossary(lang)
    assert len(entries) >= 12
    wrong = []
    for ctx, source, text in pairs(lang):
        for e in entries:
            if e.english.search(source) and not e.term.search(text):
                wrong.append(f"{e.concept} -> {e.term.pattern}: [{ctx}] {source!r} -> {text!r}")
            if e.avoid is not None and e.avoid.search(text):
                wrong.append(f"{e.concept}: avoid {e.avoid.pattern!r}: [{ctx}] {text!r}")
    assert not wrong, f"{len(wrong)} message(s) against translations/glossary/{lang}.tsv:\n" + "\n".join(wrong)


def test_the_glossary_test_catches_another_term() -> None:
    entry = next(e for e in glossary("de") if e.concept == "board")
    assert entry.english.search("There is no such follower on the board.")
    assert not entry.term.search("Diesen Gefolgsmann gibt es auf dem Spielplan nicht.")
    assert entry.avoid is not None and entry.avoid.search("auf dem Spielplan")


def flagged(entry: Entry, source: str, text: str) -> bool:
    """Whether ``entry`` finds fault with this translation of ``source`` (the check above)."""
    return bool((entry.english.search(source) and not entry.term.search(text))
                or (entry.avoid is not None and entry.avoid.search(text)))


#: (language, concept, English source, a drift the translations had, the fixed text): each glossary
#: row added for a drift must flag the drift and let the fix pass.
DRIFTS = [
    ("de", "saved game", "Review a saved game", "Gespeicherte Partie nachspielen", "Gespeichertes Spiel nachspielen"),
    ("de", "saved game", "Saved games (*.carc);;All files (*)", "Gespeicherte Partien (*.carc);;Alle Dateien (*)",
     "Gespeicherte Spiele (*.carc);;Alle Dateien (*)"),
    ("de", "game record", "Export the game record", "Spielverlauf exportieren", "Spielprotokoll exportieren"),
    ("de", "game record", "Export &Record…", "Spiel&verlauf exportieren…", "Spiel&protokoll exportieren…"),
    ("de", "La Porxada token", "A token holder with a meeple in the Coiners quarter also takes its 3 points",
     "Ein Besitzer eines La-Porxada-Plättchens mit einem Gefolgsmann", "Ein Besitzer eines La-Porxada-Markers"),
    ("de", "casual undo", "Casual undo", "Lockeres Rückgängig", "Großzügiges Rückgängigmachen"),
    ("fr", "whoever scores it", "+%1 for every completed monastery, whoever scores it.",
     "+%1 pour chaque abbaye complétée, quel que soit le joueur évalué.",
     "+%1 pour chaque abbaye complétée, quel que soit le joueur qui l'évalue."),
    ("fr", "meeple (Leipzig)", "Wainwrights after sending the only meeple",
     "Fabricants de chariots après l'envoi de la seule figurine", "Fabricants de chariots après l'envoi du seul meeple"),
    ("fr", "meeple (Leipzig)", "A token holder with a meeple in the Coiners quarter",
     "Un détenteur de jeton ayant un partisan dans le quartier", "Un détenteur de jeton ayant un meeple dans le quartier"),
    ("fr", "surveyor tile", "Land Surveyors tile %1 applies: %2.", "La tuile Arpenteurs %1 s'applique : %2.",
     "La tuile d'évaluation %1 s'applique : %2."),
    ("fr", "surveyor tile", "Surveyor tile in the La Porxada bonus", "Tuile d'arpenteur dans le bonus de La Porxada",
     "Tuile d'évaluation dans le bonus de La Porxada"),
    ("it", "scoring (noun)", "Wainwrights twice for send and score", "Carradori due volte per invio e valutazione",
     "Carradori due volte per invio e punteggio"),
    ("it", "scoring (noun)", "Score the %1 at (%2, %3) first", "Conta prima: %1 in (%2, %3)",
     "Prima il punteggio di: %1 in (%2, %3)"),
    ("it", "scoring (noun)", "%1, which feature scores first?", "%1, quale elemento conta per primo?",
     "%1, di quale elemento fare prima il punteggio?"),
    ("it", "token holder scores", "a token holder scores his unfinished cities as if completed.",
     "chi ha un segnalino conta le sue città incomplete", "chi ha un segnalino ottiene i punti delle sue città incomplete"),
    ("it", "send to a quarter", "Send a meeple to the %1 quarter", "Manda un seguace dai %1",
     "Manda un seguace nel quartiere dei %1"),
    ("it", "games won", "%n finished game(s) kept, %1 won.", "%n partita finita conservata, %1 vinte.",
     "%n partita finita conservata, vittorie: %1."),
    ("cs", "board", "Your followers on the board stay where they are.", "Vaši družiníci na herní ploše zůstanou, kde jsou.",
     "Vaši družiníci na hrací ploše zůstanou, kde jsou."),
    ("cs", "bag", "Tiles left in the bag", "Kartičky zbývající v pytlíku", "Kartičky zbývající v plátěném sáčku"),
    ("cs", "the most (goods)", "When nobody has a token of a kind, everybody ties for the most and scores 10.",
     "remizují všichni o nejvíc a získají 10 bodů", "mají všichni shodně nejvíce a získají 10 bodů"),
]


@pytest.mark.parametrize("lang, concept, source, drift, fixed", DRIFTS, ids=[f"{d[0]}-{d[1]}" for d in DRIFTS])
def test_a_glossary_row_catches_its_drift(lang: str, concept: str, source: str, drift: str, fixed: str) -> None:
    entry = next(e for e in glossary(lang) if e.concept == concept)
    assert flagged(entry, source, drift), f"{lang}.tsv {concept!r} does not flag {drift!r}"
    assert not flagged(entry, source, fixed), f"{lang}.tsv {concept!r} flags the fix {fixed!r}"
    # and no message of the translation has the drift any more
    assert all(drift not in text for _ctx, _source, text in pairs(lang))


# --- typography ---------------------------------------------------------------------------------------
NBSP, NNBSP = "\u00a0", "\u202f"
#: Sentence-final punctuation the translation must repeat.
FINAL = ".!?:…"


def final_mark(text: str) -> str:
    core = text.rstrip()
    return core[-1] if core and core[-1] in FINAL else ""


def french_spacing_errors(text: str) -> list[str]:
    """High punctuation (: ; ! ?) and » need a no-break space before, « one after (file
    dialog filters' ";;" and a "://" are not punctuation)."""
    errors = []
    for m in re.finditer(r"[:;!?»]", text):
        i = m.start()
        if text[i:i + 2] == ";;" or (i > 0 and text[i - 1] == ";") or text[i:i + 3] == "://":
            continue
        if i == 0 or text[i - 1] not in (NBSP, NNBSP):
            errors.append(f"no no-break space before {m.group()!r} at {i}")
    for m in re.finditer("«", text):
        if text[m.end():m.end() + 1] not in (NBSP, NNBSP):
            errors.append(f"no no-break space after '«' at {m.start()}")
    return errors


def test_the_french_rule_itself() -> None:
    assert french_spacing_errors(f"Tour 3{NBSP}: à toi{NNBSP}!") == []
    assert french_spacing_errors("Tour 3 : à toi!") == ["no no-break space before ':' at 7",
                                                        "no no-break space before '!' at 14"]
    assert french_spacing_errors(f"«{NBSP}Ville{NBSP}»") == []
    assert len(french_spacing_errors("« Ville »")) == 2
    assert french_spacing_errors("Parties (*%1);;Tous les fichiers (*)") == []


def test_french_puts_no_break_spaces_around_high_punctuation() -> None:
    bad = [f"[{ctx}] {text!r}: {', '.join(errors)}" for ctx, _source, text in pairs("fr")
           if (errors := french_spacing_errors(text))]
    assert not bad, f"{len(bad)} French message(s):\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", TARGETS)
def test_whitespace_at_the_ends_and_final_punctuation_follow_the_source(lang: str) -> None:
    bad = []
    for ctx, source, text in pairs(lang):
        lead = len(source) - len(source.lstrip()), len(text) - len(text.lstrip())
        trail = len(source) - len(source.rstrip()), len(text) - len(text.rstrip())
        if source[:lead[0]] != text[:lead[1]] or source[len(source) - trail[0]:] != text[len(text) - trail[1]:]:
            bad.append(f"[{ctx}] {source!r} -> {text!r}: whitespace at the ends differs")
        if final_mark(source) != final_mark(text):
            bad.append(f"[{ctx}] {source!r} -> {text!r}: ends with {final_mark(text)!r}, "
                       f"the source with {final_mark(source)!r}")
        if "  " in text.replace(NBSP, " ") and "  " not in source:
            bad.append(f"[{ctx}] {text!r}: double space")
    assert not bad, f"{len(bad)} {lang} message(s):\n" + "\n".join(bad)


def test_the_glossaries_name_their_sources_not_local_paths() -> None:
    for path in GLOSSARY_DIR.glob("*.tsv"):
        text = path.read_text(encoding="utf-8")
        assert "/work" not in text and "shared/" not in text, path
    assert sorted(p.stem for p in GLOSSARY_DIR.glob("*.tsv")) == sorted(TARGETS)
