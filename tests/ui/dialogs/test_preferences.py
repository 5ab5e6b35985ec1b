"""Game → Preferences: each setting applies at once and is there after a restart; Restore
defaults puts them all back."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402

from app_window_support import main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.card_backs import FELT_COLOURS  # noqa: E402
from kotshina.ui.dialogs.preferences import PreferencesDialog  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_every_preference_applies_at_once_and_persists(qtbot):
    with main_window(qtbot, animation_speed="normal") as window:
        window.start_match(MatchConfig(game="kinza", players=3, seed=2))
        window.menus.preferences.trigger()  # Game → Preferences (Ctrl+,)
        dialog = window.preferences
        assert isinstance(dialog, PreferencesDialog) and dialog.isVisible()
        table, controller = window.table, window.controller
        _choose(dialog.felt, "blue")
        assert table.felt_colour == QColor(FELT_COLOURS["blue"])
        _choose(dialog.back, "blue")
        assert window.renderer.back == "blue"
        width = table.board.layout.card.width()
        _choose(dialog.card_size, "large")
        assert table.card_scale > 1 and table.board.layout.card.width() > width
        _choose(dialog.speed, "fast")
        assert controller.animation_speed == "fast"
        dialog.highlights.setChecked(False)
        assert table.show_playable is False
        dialog.auto_capture.setChecked(False)
        assert table.auto_capture is False
        dialog.coach.setChecked(True)
        assert controller.coaching is True
        dialog.sound.setChecked(False)
        assert window.sound.enabled is False and not window.menus.sound.isChecked()
        dialog.volume.setValue(35)
        assert window.sound.volume == 35
        dialog.confirmations.setChecked(False)
        _choose(dialog.level, "expert")
        dialog.names[0].setText("Samira")
        dialog.names[0].textEdited.emit("Samira")
        assert controller.names.seat(1) == "Samira"
        _choose(dialog.digits, "western")
        assert window.languages.western_digits is True
        _choose(dialog.language, "ar")
        QCoreApplication.processEvents()
        assert window.languages.language == "ar"
        assert dialog.heading.text() == "التفضيلات"
        # confirmations off: a restart mid-match does not ask
        window.ask_restart()
        assert window.message_box is None or not window.message_box.isVisible()
        window.ask_new_game("kinza")  # the default level is offered to new matches
        assert [b.currentData() for b in window.new_game_dialog.level_boxes] == ["expert"] * 3
        window.new_game_dialog.reject()
        window.settings.flush()
    again = Settings()
    assert (again.table_colour, again.card_back, again.card_size, again.animation_speed) == \
        ("blue", "blue", "large", "fast")
    assert (again.highlights, again.auto_capture, again.coach, again.sound, again.volume) == \
        (False, False, True, False, 35)
    assert (again.confirmations, again.default_level, again.computer_names[0]) == \
        (False, "expert", "Samira")
    assert again.western_digits is True and again.language == "ar"


def test_restore_defaults_puts_every_preference_back_live(qtbot):
    with main_window(qtbot, table_colour="red", card_back="blue", card_size="largest",
                     sound=False, volume=10, confirmations=False, highlights=False,
                     default_level="easy", computer_names=["A", "B", "C"]) as window:
        window.start_match(MatchConfig(game="king", players=4, seed=2))
        assert window.controller.names.seat(1) == "A"
        window.show_preferences()
        dialog = window.preferences
        dialog.restore.click()
        s = window.settings
        assert (s.table_colour, s.card_back, s.card_size, s.sound, s.volume) == \
            ("green", "red", "normal", True, 70)
        assert (s.confirmations, s.highlights, s.default_level, s.computer_names) == \
            (True, True, "medium", ["", "", ""])
        assert window.table.felt_colour == QColor(FELT_COLOURS["green"])
        assert window.table.card_scale == 1.0 and window.table.show_playable
        assert window.sound.enabled and window.menus.sound.isChecked()
        assert window.controller.names.seat(1) == "Opponent 1"
        assert dialog.felt.currentData() == "green" and dialog.sound.isChecked()
        assert dialog.names[0].text() == "" and dialog.volume.value() == 70
        assert window.languages.language == "en"  # the language stays as it was
    assert Settings().card_size == "normal"


@pytest.fixture
def big_font(qapp):
    """The text as big as an X desktop's Arabic font draws it (the offscreen one is smaller)."""
    from PySide6.QtGui import QFont

    before = QFont(qapp.font())
    font = QFont(before)
    font.setPixelSize(17)
    qapp.setFont(font)
    yield
    qapp.setFont(before)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_page_fits_without_scrolling_on_a_small_screen(qtbot, lang, big_font):
    with main_window(qtbot, lang, size=(780, 540)) as window:
        window.menus.preferences.trigger()
        dialog = window.preferences
        qtbot.waitExposed(dialog)
        screen = dialog.screen().availableGeometry()
        assert screen.contains(dialog.frameGeometry().topLeft())
        assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
        for index in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(index)
            QCoreApplication.processEvents()
            scroll = dialog.tabs.widget(index)
            # a preferences page that scrolls, or cuts its longest check box, looks unfinished
            assert not scroll.verticalScrollBar().isVisible(), (lang, dialog.tabs.tabText(index))
            assert not scroll.horizontalScrollBar().isVisible(), (lang, dialog.tabs.tabText(index))
        dialog.close()


def test_tab_goes_from_the_page_tabs_straight_to_the_pages_first_setting(qtbot):
    """The page's scroll area is no stop of its own: a Tab that seems to do nothing (the focus
    on an invisible frame) loses a keyboard player."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    with main_window(qtbot) as window:
        window.menus.preferences.trigger()
        dialog = window.preferences
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitActive(dialog)
        tab_bar = dialog.tabs.tabBar()
        for index, first in enumerate((dialog.language, dialog.felt, dialog.auto_capture,
                                       dialog.sound)):
            dialog.tabs.setCurrentIndex(index)
            tab_bar.setFocus()
            qtbot.waitUntil(tab_bar.hasFocus)
            qtbot.keyClick(tab_bar, Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is first, (index, QApplication.focusWidget())
        dialog.close()
