"""Refusals are whole translated sentences built from the engine's reason code and params."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from kotshina.controller import i18n
from kotshina.controller.refusals import explain, explain_violation
from kotshina.core.errors import RuleViolation


def test_every_engine_code_has_an_english_sentence() -> None:
    assert explain("must_capture", card="6O", cards="4C+5E") == \
        "6O can capture 4C+5E, so it may not be laid on the table."
    assert explain("wrong_sum", card="6O", cards="4C", total=10, target=15) == \
        "6O with 4C makes 10, not 15."
    assert explain("not_in_hand", card="7B") == "7B is not in your hand."
    assert explain("not_on_table", cards="1O") == "1O is not on the table."
    assert explain("match_over") == "The match is over."
    assert explain("no_deal") == "The next deal has not been dealt yet."


def test_unknown_or_missing_code_still_gives_a_sentence() -> None:
    assert explain("no_such_code") == "That move is not allowed."
    assert explain_violation(RuleViolation("whatever")) == "That move is not allowed."
    # a template whose placeholder is not supplied must not crash the table
    assert explain("must_capture", card="6O") == "That move is not allowed."


def test_refusals_read_in_arabic_with_the_catalogue(qapp, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path))
    catalogues = i18n.build_catalogues()
    translator = QTranslator()
    if not translator.load(str(catalogues / "kotshina_ar.qm")):
        pytest.skip("the Arabic catalogue could not be built here")
    QCoreApplication.installTranslator(translator)
    try:
        text = explain_violation(RuleViolation("6O can capture 4C+5E", "must_capture",
                                               card="6O", cards="4C+5E"))
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "6O" in text and "4C+5E" in text
    assert any("\u0600" <= ch <= "\u06ff" for ch in text)
