"""The menu bar by keyboard: F10 opens the first menu (Game), Escape closes it again, and
nothing else happens (a new player pressed F10 and nothing answered)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app_window_support import main_window
from kotshina.ui.menus import Menus, plain_text

pytestmark = pytest.mark.usefixtures("app_home")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_f10_opens_the_game_menu_and_escape_closes_it(qtbot, lang):
    with main_window(qtbot, lang) as window:
        menus = window.menus
        assert isinstance(menus, Menus)
        window.activateWindow()
        qtbot.waitActive(window)
        window.setFocus()  # offscreen, the start screen's button has no focus yet
        qtbot.waitUntil(window.hasFocus)
        qtbot.keyClick(window, Qt.Key.Key_F10)
        qtbot.waitUntil(menus.game_menu.isVisible)
        assert window.menuBar().activeAction() is menus.game_menu.menuAction()
        assert menus.game_menu.activeAction() is menus.new_game  # Enter starts a new game
        qtbot.keyClick(QApplication.activePopupWidget() or menus.game_menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not menus.game_menu.isVisible())
        assert window.isVisible() and QApplication.activeModalWidget() is None


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_key_name_ending_in_a_sign_reads_left_to_right_in_an_arabic_menu(qtbot, lang):
    """Game → Preferences showed its Ctrl+, as "+Ctrl," in the Arabic menu."""
    with main_window(qtbot, lang) as window:
        text = window.menus.preferences.text()
        if lang == "ar":
            assert text.endswith("\t\u2066Ctrl+,\u2069")
        else:
            assert "\t" not in text
        assert "\t" not in plain_text(text) and plain_text(text).strip()
        assert window.menus.preferences.shortcut().toString() == "Ctrl+,"
        assert "\t" not in window.menus.new_game.text()  # Ctrl+N reads right already
