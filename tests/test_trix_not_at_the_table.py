"""Trix has an engine, records and computer players, but no table yet: the app must not offer
it anywhere (start screen, new-game dialog, statistics, the Help's rules list, settings,
screenshots), and a Trix record given to the window is refused in one line."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from kotshina.games.registry import entry_of, game_ids, offered_ids  # noqa: E402
from kotshina.ui import app  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_registry_keeps_trix_off_the_table():
    assert "trix" in game_ids() and "trix" not in offered_ids()
    assert not entry_of("trix").shown


def test_no_screen_lists_trix(qtbot):
    from kotshina.ui.dialogs.new_game import NewGameDialog
    from kotshina.ui.dialogs.rules_help import RulesDialog
    from kotshina.ui.start_screen import StartScreen

    dialog = NewGameDialog("trix", "", ["hard"])
    qtbot.addWidget(dialog)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert "trix" not in games and dialog.config().game == "kinza"
    start = StartScreen()
    qtbot.addWidget(start)
    assert "trix" not in start.tiles and len(start.tiles) == 3
    rules = RulesDialog("trix", "en")
    qtbot.addWidget(rules)
    shown = [rules.chooser.itemData(i) for i in range(rules.chooser.count())]
    assert "trix" not in shown and len(shown) == 3


def test_settings_never_resume_trix(home):
    from kotshina.controller.settings import Settings

    settings = Settings(home / "settings.ini")
    settings.last_game = "trix"
    assert settings.last_game == "kinza"


def test_a_trix_record_for_the_window_is_one_line_and_exit_2(tmp_path, capsys):
    from trix_helpers import deck_for, record

    path = tmp_path / "trix.json"
    rec = record(None, [deck_for([["7H"], [], [], []])])
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert app.main(["--screenshot", str(tmp_path / "x.png"), "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Trix is not played at the table" in err
    assert app.main(["--screenshot", str(tmp_path / "x.png"), "--game", "trix"]) == 2
    assert not (tmp_path / "x.png").exists()
