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


#: the letters of the Arabic keyboard's keys without Shift (xkb "ara"): an Alt+letter must be
#: typed with one key, as the English Alt+G is
ARABIC_KEYS = set("ذضصثقفغعهخحجدشسيبلاتنمكطئءؤرىةوزظ")


def mnemonic(text: str) -> str | None:
    """The letter an Alt+letter (or, in an open menu, the letter alone) chooses, if any."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def menu_letters(window) -> dict[tuple[int, int], str | None]:
    """(menu, place in it) -> its mnemonic: the menu bar's menus (menu -1), then theirs."""
    letters: dict[tuple[int, int], str | None] = {}
    bar = [a for a in window.menuBar().actions() if not a.isSeparator()]
    for place, action in enumerate(bar):
        letters[-1, place] = mnemonic(action.text())
        menus = [action.menu(), *[a.menu() for a in action.menu().actions() if a.menu()]]
        for sub in menus:
            number = len({key[0] for key in letters})
            for index, item in enumerate(a for a in sub.actions() if not a.isSeparator()):
                letters[number, index] = mnemonic(item.text())
    return letters


def test_the_arabic_menus_have_alt_letters_where_the_english_ones_do(qtbot):
    """Every menu and item with an English Alt+letter has an Arabic one (most had none: Alt
    and a letter did nothing in Arabic), on a key of the Arabic keyboard, one per letter in
    each menu, in both languages (the English Game menu had three on S and two on R, between
    which Alt+S and Alt+R only went from one to the next)."""
    found = {}
    for lang in ("en", "ar"):
        with main_window(qtbot, lang) as window:
            found[lang] = menu_letters(window)
    english, arabic = found["en"], found["ar"]
    assert english.keys() == arabic.keys()
    assert {k for k, v in english.items() if v} == {k for k, v in arabic.items() if v}
    assert sum(1 for v in arabic.values() if v) > 40
    for menu in {key[0] for key in arabic}:
        used = [v for k, v in arabic.items() if k[0] == menu and v]
        assert len(used) == len(set(used)), (menu, used)  # one item per letter
        assert set(used) <= ARABIC_KEYS, (menu, set(used) - ARABIC_KEYS)
        used = [v for k, v in english.items() if k[0] == menu and v]
        assert len(used) == len(set(used)), (menu, used)  # in English too
