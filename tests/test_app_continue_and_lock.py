"""`kotshina --continue` starts in the last game's autosaved match (or says why not), and a
second instance is refused before it can share the autosave."""

from __future__ import annotations

import json
import socket

import pytest

pytest.importorskip("PySide6")

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui import app as app_module  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from record_samples import random_record  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    return home


def test_the_continue_option_is_parsed():
    assert app_module.parse_args(["--continue"]).resume is True
    assert app_module.parse_args([]).resume is False


def test_a_second_instance_does_not_get_the_lock(home):
    first = app_module.setup_instance_lock()
    assert first is not None and first.isLocked()
    assert app_module.setup_instance_lock() is None  # the same data folder is in use
    first.unlock()
    again = app_module.setup_instance_lock()
    assert again is not None and again.isLocked()
    again.unlock()
    assert "already open" in app_module.already_running_text()


def test_the_lock_of_a_killed_instance_is_taken_over(home):
    home.mkdir(parents=True, exist_ok=True)
    dead = 2**22 + 12345  # above Linux's default pid_max: no process has it
    (home / "kotshina.lock").write_text(f"{dead}\nkotshina\n{socket.gethostname()}\n")
    lock = app_module.setup_instance_lock()
    assert lock is not None and lock.isLocked()
    lock.unlock()


@pytest.fixture
def start_app(qtbot):
    """The app's start-up steps, as ``main()`` runs them, up to the open window."""
    windows = []

    def start(*args: str) -> MainWindow:
        options = app_module.parse_args(list(args))
        settings = app_module.setup_settings()
        languages = app_module.setup_languages(settings, options.lang)
        window = app_module.setup_main_window(settings, languages)
        qtbot.addWidget(window)
        windows.append(window)
        app_module.open_main_window(window, settings, options.resume)
        return window

    yield start
    for window in windows:
        window.shutdown()


def test_continue_starts_in_the_last_games_match(home, start_app):
    record = random_record("king", 4, seed=3, moves=9)
    SaveStore().autosave(MatchConfig(game="king", players=4, options={"length": "short"},
                                     levels=[None, "easy", "easy", "easy"]), record)
    Settings().last_game = "king"
    window = start_app("--continue", "--lang", "en")
    assert window.config.game == "king"
    assert len(window.controller.record()["moves"]) >= 9


def test_continue_with_a_damaged_save_stays_on_the_start_screen_and_says_why(home, start_app,
                                                                             qtbot):
    path = SaveStore().autosave(MatchConfig(), random_record("kinza", 2, seed=3, moves=4))
    save = json.loads(path.read_text(encoding="utf-8"))
    save["config"]["levels"] = [None, "grandmaster"]
    path.write_text(json.dumps(save), encoding="utf-8")
    before = path.read_bytes()
    Settings().last_game = "kinza"
    window = start_app("--continue", "--lang", "en")
    assert window.controller is None
    text = window.message_box.text()
    assert "cannot be replayed" in text and "autosave-kinza" in text
    window.message_box.close()
    qtbot.waitUntil(lambda: "autosave-kinza" in window.problems.toolTip(), timeout=5000)
    assert path.read_bytes() == before  # kept, untouched


def test_without_continue_the_start_screen_opens(home, start_app):
    SaveStore().autosave(MatchConfig(), random_record("kinza", 2, seed=3, moves=4))
    window = start_app("--lang", "en")
    assert window.controller is None


def test_the_window_remembers_the_game_last_started(qtbot, home):
    settings = Settings()
    window = MainWindow(settings, app_module.setup_languages(settings, "en"))
    qtbot.addWidget(window)
    window.start_match(MatchConfig(game="casino", players=2, levels=[None, "easy"], seed=2))
    window.shutdown()
    assert Settings().last_game == "casino"
