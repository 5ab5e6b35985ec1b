"""Trix has an engine, records and computer players, but no table yet: the app must not offer
it anywhere (start screen, new-game dialog, statistics, the Help's rules list, settings,
screenshots), and a Trix record given to the window is refused in one line."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from kotshina.games.catalog import GAME_IDS, RECORD_GAME_IDS, spec_of  # noqa: E402
from kotshina.ui import app  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_catalogue_keeps_trix_off_the_table():
    assert "trix" in RECORD_GAME_IDS and "trix" not in GAME_IDS
    assert not spec_of("trix").at_table


def test_no_screen_lists_trix(qtbot):
    from kotshina.ui import start_screen
    from kotshina.ui.dialogs import rules_help, statistics
    from kotshina.ui.dialogs.new_game import NewGameDialog

    assert "trix" not in start_screen.GAMES
    assert "trix" not in statistics.GAMES and "trix" not in rules_help.GAMES
    dialog = NewGameDialog("trix", "", ["hard"])
    qtbot.addWidget(dialog)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert "trix" not in games and dialog.config().game == "kinza"


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
