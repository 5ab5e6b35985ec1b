"""The window with broken files: the app starts, matches end normally, and every problem stays
visible in the status bar until it is resolved (or, for a damaged file, until it was seen)."""

from __future__ import annotations

import logging

import pytest

pytest.importorskip("PySide6")

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402


@pytest.fixture
def make_window(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    languages = Languages()
    languages.switch("en")
    windows = []

    def make() -> MainWindow:
        settings = Settings()
        settings.animation_speed = "off"
        window = MainWindow(settings, languages)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.shutdown()
    languages.switch("en")
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]


def play_to_the_end(window: MainWindow, qtbot) -> None:
    window.start_match(MatchConfig(players=2, options={"target": 101}, levels=[None, "easy"], seed=5))
    window.controller.advance_automatically(10_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=10_000)


def test_damaged_statistics_are_shown_and_the_match_still_ends(make_window, qtbot, tmp_path,
                                                              monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    home.mkdir()
    (home / "statistics.json").write_text('{"format": "kotshina-stats/1", "games": {"kinza": '
                                          '{"played": "lots"}}}', encoding="utf-8")
    window = make_window()
    assert window.problems.isVisible() and "statistics file" in window.problems.text()
    play_to_the_end(window, qtbot)
    kept = [p for p in home.iterdir() if p.name.startswith("statistics.unreadable-")]
    assert len(kept) == 1 and "lots" in kept[0].read_text(encoding="utf-8")
    assert window.statistics.get("kinza").played == 1
    assert "counting started again" in window.disk.statistics_note()
    window.problems.show_details()  # seen: a notice goes away, the copy stays
    assert not window.problems.isVisible()
    window.problems.box.close()


def test_a_failed_autosave_stays_visible_until_a_save_works(make_window, qtbot, tmp_path,
                                                           monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    window = make_window()
    assert not window.problems.isVisible()
    real = window.saves.autosave

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(window.saves, "autosave", full_disk)
    window.start_match(MatchConfig(players=2, levels=[None, "easy"], seed=3))
    window.autosaver.flush()  # written off the GUI thread; the failure comes back queued
    qtbot.waitUntil(window.problems.isVisible, timeout=5000)
    assert "Autosave failed" in window.problems.text()
    window.statusBar().clearMessage()
    qtbot.wait(50)
    assert window.problems.isVisible()  # not a status line that times out
    window.problems.show_details()  # seeing it does not hide a write failure
    window.problems.box.close()
    assert window.problems.isVisible()
    monkeypatch.setattr(window.saves, "autosave", real)
    window.controller.advance_automatically(1)
    qtbot.waitUntil(lambda: not window.problems.isVisible(), timeout=5000)


def test_failed_statistics_writes_never_stop_the_match_end(make_window, qtbot, tmp_path,
                                                          monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    window = make_window()

    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(window.statistics, "record_result", refused)
    play_to_the_end(window, qtbot)
    assert "statistics could not be saved" in window.problems.toolTip()


def test_an_unusable_data_folder_is_said_and_the_app_still_plays(make_window, qtbot, tmp_path,
                                                                monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("KOTSHINA_HOME", str(blocker / "kotshina"))
    window = make_window()
    assert "data folder cannot be used" in window.problems.toolTip()
    play_to_the_end(window, qtbot)
    qtbot.waitUntil(lambda: "Autosave failed" in window.problems.toolTip(), timeout=5000)
    assert "statistics could not be saved" in window.problems.toolTip()


def test_a_damaged_settings_file_is_said(make_window, tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    home.mkdir()
    (home / "settings.ini").write_bytes(b"\x00\xff not settings")
    window = make_window()
    assert "settings file was damaged" in window.problems.toolTip()
    assert "settings.unreadable-" in window.problems.toolTip()
