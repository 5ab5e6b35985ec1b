"""Trix is offered by the app: its tile on the start screen, its four options in the new-game
dialog (in words, both languages), its rules in the Help window, screenshots of its table, and
a Trix record shown at the table."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from kotshina.games.registry import entry_of, offered_ids  # noqa: E402
from kotshina.ui import app  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_registry_offers_trix_with_its_table():
    assert "trix" in offered_ids() and entry_of("trix").shown


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_start_screen_the_new_game_dialog_and_the_rules_list_trix(qtbot, lang):
    from kotshina.controller.i18n import Languages
    from kotshina.ui.dialogs.new_game import NewGameDialog
    from kotshina.ui.dialogs.rules_help import RulesDialog
    from kotshina.ui.start_screen import StartScreen

    languages = Languages()
    languages.switch(lang)
    QCoreApplication.processEvents()
    try:
        start = StartScreen()
        qtbot.addWidget(start)
        assert "trix" in start.tiles
        dialog = NewGameDialog("trix", "", ["hard"])
        qtbot.addWidget(dialog)
        assert dialog.config().game == "trix"
        shown = [(label.text(), [box.itemText(i) for i in range(box.count())])
                 for label, box in zip(dialog.option_labels, dialog.option_boxes, strict=True)
                 if not label.isHidden()]
        assert len(shown) == 4
        if lang == "en":
            assert shown[0] == ("Match", ["Kingdoms — 20 deals", "Complex — 8 deals"])
            assert shown[1][0] == "Partners" and shown[2][0] == "Doubling"
            assert shown[3] == ("Forced discards", ["Only the K♥ is forced",
                                                    "A queen or a diamond is forced too"])
        else:
            assert shown[0] == ("المباراة", ["الممالك — ٢٠ توزيعة", "كمبلكس — ٨ توزيعات"])
        box = dialog.option_boxes[1]
        box.setCurrentIndex(box.findData(True))
        assert dialog.config().options["partners"] is True
        rules = RulesDialog("trix", lang)
        qtbot.addWidget(rules)
        assert "trix" in [rules.chooser.itemData(i) for i in range(rules.chooser.count())]
    finally:
        languages.switch("en")


@pytest.mark.parametrize("screen", ["contract", "double", "layout", "trick", "score-sheet"])
def test_screenshots_of_the_trix_table(tmp_path, screen):
    out = tmp_path / f"{screen}.png"
    assert app.main(["--screenshot", str(out), "--game", "trix", "--screen", screen,
                     "--size", "800x600"]) == 0
    assert out.stat().st_size > 10_000


def test_a_trix_record_is_shown_at_the_table(tmp_path):
    from trix_helpers import deck_for, record

    path = tmp_path / "trix.json"
    path.write_text(json.dumps(record(None, [deck_for([["7H"], [], [], []])],
                                      [{"contract": "trix"}])), encoding="utf-8")
    out = tmp_path / "x.png"
    assert app.main(["--screenshot", str(out), "--record", str(path)]) == 0
    assert out.exists()
