"""Qt's standard buttons say the app's words: in Arabic the new-game dialog's OK read «حسنًا»
(Qt's own catalogue) while the keys window, naming the same button, said «موافق»."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from app_window_support import main_window, settle
from kotshina.controller import i18n
from kotshina.ui import theme
from kotshina.ui.dialogs.new_game import NewGameDialog
from kotshina.ui.dialogs.standard_buttons import WORDS

pytestmark = pytest.mark.usefixtures("app_home")

Button = QDialogButtonBox.StandardButton
ARABIC = {Button.Ok: "موافق", Button.Cancel: "إلغاء", Button.Close: "إغلاق",
          Button.Yes: "نعم", Button.No: "لا"}
ENGLISH = {Button.Ok: "OK", Button.Cancel: "Cancel", Button.Close: "Close",
           Button.Yes: "Yes", Button.No: "No"}


def shown(text: str) -> str:
    """A button's text as it reads (a mnemonic's ampersand is not shown)."""
    return text.replace("&", "")


@pytest.fixture
def languages(qapp):
    languages = i18n.Languages()
    yield languages
    languages.switch("en")


@pytest.mark.parametrize("language,words", [("ar", ARABIC), ("en", ENGLISH)])
def test_every_standard_button_says_the_apps_word(qtbot, languages, language, words):
    languages.switch(language)
    settle()
    all_buttons = Button.Ok | Button.Cancel | Button.Close | Button.Yes | Button.No
    box = QDialogButtonBox(all_buttons)
    qtbot.addWidget(box)
    assert {which: shown(box.button(which).text()) for which in words} == words
    message = theme.message_box(None, "", "", QMessageBox.StandardButton.Yes
                                | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Ok)
    qtbot.addWidget(message)
    for which in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                  QMessageBox.StandardButton.Ok):
        assert shown(message.button(which).text()) == words[Button(which.value)]
    # the words the app's own texts use for the same buttons
    assert QCoreApplication.translate("PreferencesDialog", "Close") == words[Button.Close]
    keys = QCoreApplication.translate("Shortcuts", "The highlighted button (Play, Close, OK)")
    assert words[Button.Ok] in keys and words[Button.Close] in keys


def test_the_gnome_themes_words_are_the_same():
    """Under GNOME Qt asks another context for OK, Cancel and Close (with mnemonics)."""
    languages = i18n.Languages()
    languages.switch("ar")
    try:
        for context, source in WORDS:
            word = shown(QCoreApplication.translate(context, source))
            plain = shown(QCoreApplication.translate("QPlatformTheme", shown(source)))
            assert word in ARABIC.values(), (context, source)
            if context == "QGnomeTheme":
                assert word == plain, source
    finally:
        languages.switch("en")


def test_the_new_game_dialog_says_ok_and_cancel_in_the_apps_words(qtbot):
    with main_window(qtbot, "ar") as window:
        window.ask_new_game("kinza")
        settle()
        dialog = window.new_game_dialog
        assert isinstance(dialog, NewGameDialog)
        assert shown(dialog.buttons.button(Button.Ok).text()) == "موافق"
        assert shown(dialog.buttons.button(Button.Cancel).text()) == "إلغاء"
        dialog.reject()
