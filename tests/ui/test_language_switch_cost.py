"""A language switch mid-deal words the deal once (not once per redraw of the board and the
log), and writes the language to disk after the switch is on screen, never losing it: the
write comes soon after, or when the window closes, whichever is first."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from app_window_support import main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def language_in_the_file(path: Path) -> str | None:
    """Read from the file itself: another QSettings in this process would share the first
    one's unwritten values."""
    if not path.is_file():
        return None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("language="):
            return line.split("=", 1)[1]
    return None


@pytest.fixture
def window(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, move_log=True, language="en") as win:
        win.start_match(MatchConfig(game="king", players=4, seed=3,
                                    levels=[None, "greedy", "greedy", "greedy"]))
        win.controller.set_animation_speed("off")
        # the contract and a few tricks, then the human to play: no computer move can land
        # during a switch and be worded too
        win.controller.play_automatically(20, stop_at_human=True)
        QCoreApplication.processEvents()
        yield win


def test_a_switch_words_the_deal_once_and_loses_no_line(window, monkeypatch):
    adapter = window.controller.table
    calls = []
    narrate = adapter.narrate
    monkeypatch.setattr(adapter, "narrate", lambda plies: calls.append(1) or narrate(plies))
    english = window.move_log.texts()
    try:
        window.set_language("ar")
        QCoreApplication.processEvents()
        # the board redraws several times; the words are made once for the screen and once as
        # the screen reader says them (cards in words: the players' list, ui/access)
        assert len(calls) == 2
        arabic = window.move_log.texts()
        assert len(arabic) == len(english) and arabic != english
        lines = window.controller.seat_lines()  # worded again in Arabic, not lost
        assert lines and all(bubble.text == (lines[seat].text if seat in lines else "")
                             for seat, bubble in window.table.board.said.items())
        window.set_language("en")
        QCoreApplication.processEvents()
        assert len(calls) == 4 and window.move_log.texts() == english
        window.controller.play_automatically(1)  # a new move: worded again
        QCoreApplication.processEvents()
        assert len(calls) > 4 and len(window.move_log.texts()) > len(english)
    finally:
        window.set_language("en")


def test_the_language_reaches_the_disk_after_the_switch(window, qtbot):
    path = window.settings.path
    assert language_in_the_file(path) == "en"
    window.set_language("ar")
    assert language_in_the_file(path) == "en"  # not written while the switch is being made
    assert window.settings.unwritten and window.settings.language == "ar"
    qtbot.waitUntil(lambda: language_in_the_file(path) == "ar", timeout=10_000)
    assert not window.settings.unwritten


def test_closing_the_window_writes_a_language_not_yet_on_disk(window):
    path = window.settings.path
    window.set_language("ar")
    assert language_in_the_file(path) == "en"
    window.close()
    assert language_in_the_file(path) == "ar"
