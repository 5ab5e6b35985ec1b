"""Translations: the Arabic catalogue is complete, builds, and the language switches at runtime."""

from __future__ import annotations

import os
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QLocale, Qt  # noqa: E402

from kotshina import paths  # noqa: E402
from kotshina.controller import i18n  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
AR_TS = REPO / "translations" / "kotshina_ar.ts"
PLACEHOLDER = re.compile(r"%\d|\{\w+\}")


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(ctx.findtext("name") or "", msg) for ctx in root.iter("context")
            for msg in ctx.iter("message")]


def test_arabic_catalogue_has_no_unfinished_or_empty_entry():
    messages = _messages(AR_TS)
    assert len(messages) > 100
    problems = []
    for context, msg in messages:
        source = msg.findtext("source") or ""
        translation = msg.find("translation")
        assert translation is not None
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
                t.strip() for t in texts):
            problems.append((context, source))
    assert problems == []


def _placeholders(text: str) -> list[str]:
    """The placeholders a translation must keep (not a count, %Ln: a plural form may spell it
    out, as "نقطتين", two points)."""
    return sorted(PLACEHOLDER.findall(text))


def test_arabic_translations_keep_placeholders_and_are_arabic():
    for context, msg in _messages(AR_TS):
        source = msg.findtext("source") or ""
        forms = [form.text or "" for form in msg.iter("numerusform")]
        if msg.get("numerus") == "yes":
            assert len(forms) == 6, (context, source)  # Arabic has six plural forms
        for translation in forms or [msg.findtext("translation") or ""]:
            assert _placeholders(source) == _placeholders(translation), (
                context, source, translation)
            if re.search(r"[A-Za-z]{3}", re.sub(r"\{\w+\}|\(\*\.json\)|SIL Open Font License|GPL", "", source)):
                assert re.search(r"[\u0600-\u06FF]", translation), (context, source, translation)


def _catalogue_of_the_code(tmp_path: Path) -> Path:
    """What lupdate finds in app/kotshina today, as a fresh .ts file."""
    lupdate = Path(i18n.lrelease_command()[0]).with_name(
        Path(i18n.lrelease_command()[0]).name.replace("lrelease", "lupdate"))
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside lrelease")
    sources = sorted(str(p) for p in (REPO / "app" / "kotshina").rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), "-silent", *sources, "-ts", str(fresh)], check=True,
                   capture_output=True)
    return fresh


def test_no_code_comment_reaches_the_translators(tmp_path):
    """lupdate reads a Python ``#:`` comment as a note to the translator and hands every one
    since the last translated string to the next: attribute notes ("the review's table at
    least this big…") showed up beside unrelated texts. Code notes before a translated
    string in the same file are written with ``#``."""
    notes = [(c, m.findtext("source"), m.findtext("extracomment"))
             for c, m in _messages(_catalogue_of_the_code(tmp_path)) if m.find("extracomment") is not None]
    assert notes == []


def test_every_source_string_in_the_code_is_in_the_arabic_catalogue(tmp_path):
    """lupdate over app/kotshina finds nothing that kotshina_ar.ts does not translate."""
    fresh = _catalogue_of_the_code(tmp_path)
    in_code = {(c, m.findtext("source")) for c, m in _messages(fresh)}
    translated = {(c, m.findtext("source")) for c, m in _messages(AR_TS)}
    assert in_code - translated == set()


def test_catalogues_are_built_when_missing_or_stale(tmp_path, monkeypatch):
    source = tmp_path / "translations"
    source.mkdir()
    (source / "kotshina_ar.ts").write_bytes(AR_TS.read_bytes())
    monkeypatch.setattr(paths, "translations_dir", lambda: source)
    out = i18n.build_catalogues()
    qm = out / "kotshina_ar.qm"
    assert out == source and qm.stat().st_size > 1000
    built = qm.stat().st_mtime
    os.utime(source / "kotshina_ar.ts", (built + 10, built + 10))
    i18n.build_catalogues()
    assert qm.stat().st_mtime > built


def test_read_only_translations_build_into_the_data_cache(tmp_path, monkeypatch):
    source = tmp_path / "translations"
    source.mkdir()
    (source / "kotshina_ar.ts").write_bytes(AR_TS.read_bytes())
    monkeypatch.setattr(paths, "translations_dir", lambda: source)
    monkeypatch.setattr(i18n, "_writable", lambda folder: folder != source)
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    out = i18n.build_catalogues()
    assert out == i18n.cache_dir() and (out / "kotshina_ar.qm").is_file()
    assert not (source / "kotshina_ar.qm").exists()


def test_switch_installs_arabic_and_back(qapp):
    languages = i18n.Languages()
    try:
        languages.switch("ar")
        assert QCoreApplication.translate("Menus", "&Game") == "ال&لعبة"
        assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert i18n.format_number(151) == "١٥١"
        languages.set_western_digits(True)
        assert i18n.format_number(151) == "151"
        languages.set_western_digits(False)
    finally:
        languages.switch("en")
    assert QCoreApplication.translate("Menus", "&Game") == "&Game"
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert i18n.format_number(151) == "151"
    assert QLocale().language() == QLocale.Language.English


def test_system_language_is_arabic_only_for_arabic_locales(monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ar_MA")))
    assert i18n.system_language() == "ar"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.system_language() == "en"


def test_refusals_and_felt_texts_are_arabic_at_runtime(qapp):
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.names import Names
    from kotshina.controller.refusals import Refusals
    from kotshina.controller.seating import Seating
    from kotshina.controller.tables import adapter_for

    config = MatchConfig()
    refusals = Refusals(adapter_for("kinza", Names(Seating(config.spec, 2, (None, "easy")))))
    languages = i18n.Languages()
    try:
        languages.switch("ar")
        text = refusals.explain("must_capture", card="6O", cards="4C+5E", captures=("4C+5E",))
        # cards in words and Arabic-Indic digits, never record codes
        assert text == "الورقة ٦ ذهب تستطيع التقاط ٤ كؤوس + ٥ سيوف، فلا يجوز وضعها على الطاولة."
        wrong = refusals.explain("wrong_sum", card="6O", cards="4C", total=10, target=15)
        assert wrong.endswith("وليس ١٥.")
        assert QCoreApplication.translate("TableView", "Sweep!") == "مسحة!"
    finally:
        languages.switch("en")
    assert refusals.explain("not_your_turn") == "Wait for your turn."


def test_a_stale_catalogue_is_used_when_lrelease_is_missing(tmp_path, monkeypatch):
    source = tmp_path / "translations"
    source.mkdir()
    (source / "kotshina_ar.ts").write_bytes(AR_TS.read_bytes())
    monkeypatch.setattr(paths, "translations_dir", lambda: source)
    i18n.build_catalogues()
    qm = source / "kotshina_ar.qm"
    os.utime(qm, (1, 1))  # older than its source
    monkeypatch.setattr(i18n, "lrelease_command", lambda: ["/nonexistent/lrelease"])
    assert i18n.build_catalogues() == source and qm.is_file()
    assert qm.stat().st_mtime == 1  # left as it was
    qm.unlink()
    with pytest.raises(i18n.TranslationsError):
        i18n.build_catalogues()


def test_app_starts_in_english_when_arabic_cannot_be_loaded(qapp, monkeypatch, capsys, tmp_path):
    from kotshina.controller.settings import Settings
    from kotshina.ui.app import setup_languages

    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.language = "ar"

    def broken(self):
        raise i18n.TranslationsError("no translation sources in /nowhere")

    monkeypatch.setattr(i18n.Languages, "catalogue_dir", broken)
    languages = setup_languages(settings, None)
    assert languages.language == "en"
    assert Settings().language == "ar"  # the player's choice is kept
    assert "starting in English" in capsys.readouterr().err
