"""The main window fits the screen: the first window takes at most 90% of the available
geometry, centred; the minimum size fits an 800x600 screen with a panel and a title bar; size,
place and the maximized / full-screen state come back at the next start, fitted to the screen
as it is then."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect

from kotshina.controller.i18n import Languages
from kotshina.controller.settings import Settings
from kotshina.ui import window_geometry
from kotshina.ui.main_window import MainWindow
from kotshina.ui.window_geometry import FRAME_GUESS, MINIMUM_SIZE, first_rect, sanitized

PANEL = 32  # a desktop panel along one edge of the screen
SMALL = QRect(0, 0, 800, 600 - PANEL)  # an 800x600 screen's available geometry
LAPTOP = QRect(0, PANEL, 1280, 800 - PANEL)  # a 1280x800 screen, panel at the top


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def framed(rect: QRect, frame: QMargins = FRAME_GUESS) -> QRect:
    return rect.marginsAdded(frame)


def test_the_minimum_size_fits_an_800x600_screen_with_a_panel_and_a_title_bar(qtbot):
    smallest = QRect(SMALL.topLeft(), MINIMUM_SIZE)
    smallest.translate(FRAME_GUESS.left(), FRAME_GUESS.top())  # the frame's corner at the screen's
    assert SMALL.contains(framed(smallest))
    window = MainWindow(Settings(), Languages(), persist=False)
    qtbot.addWidget(window)
    assert window.minimumSize() == MINIMUM_SIZE


@pytest.mark.parametrize("available", [SMALL, LAPTOP], ids=["800x600", "1280x800"])
def test_the_first_window_fits_the_available_geometry_centred(available):
    rect = first_rect(available)
    outer = framed(rect)
    assert available.contains(outer), (rect, available)
    assert rect.width() >= MINIMUM_SIZE.width() and rect.height() >= MINIMUM_SIZE.height()
    if available.width() * 0.9 >= MINIMUM_SIZE.width():
        assert outer.width() <= available.width() * 0.9 + FRAME_GUESS.left() * 2
    assert outer.height() <= available.height() * 0.9 + FRAME_GUESS.top() + FRAME_GUESS.bottom()
    assert abs(outer.center().x() - available.center().x()) <= 1
    assert abs(outer.center().y() - available.center().y()) <= 1


def test_a_large_screen_gets_the_preferred_size():
    rect = first_rect(QRect(0, 0, 1920, 1080 - PANEL))
    assert (rect.width(), rect.height()) == (1280, 800)


def test_a_stored_rectangle_that_fits_is_kept():
    rect = QRect(100, 80, 900, 600)
    assert sanitized(rect, LAPTOP) == rect


@pytest.mark.parametrize("stored", [
    QRect(2400, 300, 1000, 700),  # on a second monitor that is gone
    QRect(-900, -600, 1000, 700),  # above and left of the screen
    QRect(0, 0, 1920, 1200),  # larger than the screen (a smaller resolution now)
    QRect(300, 500, 1280, 800),  # the old default, dragged half off the bottom
], ids=["gone-monitor", "off-top-left", "too-large", "half-off"])
@pytest.mark.parametrize("available", [SMALL, LAPTOP], ids=["800x600", "1280x800"])
def test_a_stored_rectangle_is_fitted_to_the_screen_as_it_is_now(stored, available):
    rect = sanitized(stored, available)
    assert available.contains(framed(rect)), (stored, rect, available)
    assert rect.width() >= MINIMUM_SIZE.width() and rect.height() >= MINIMUM_SIZE.height()


def _window(monkeypatch, qtbot, available: QRect) -> MainWindow:
    monkeypatch.setattr(window_geometry, "available_geometry", lambda near=None: available)
    window = MainWindow(Settings(), Languages())
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("available", [SMALL, LAPTOP], ids=["800x600", "1280x800"])
def test_the_window_opens_inside_a_fake_screen(monkeypatch, qtbot, available):
    window = _window(monkeypatch, qtbot, available)
    window.show_restored()
    assert available.contains(framed(window.geometry())), (window.geometry(), available)
    assert window.geometry() == first_rect(available)
    window.shutdown()


def test_a_maximized_window_is_restored_maximized_with_its_normal_geometry(monkeypatch, qtbot):
    first = _window(monkeypatch, qtbot, LAPTOP)
    first.show_restored()
    normal = QRect(150, 120, 900, 620)
    first.setGeometry(normal)
    first.showMaximized()
    assert first.isMaximized()
    first.close()
    assert Settings().window_state == "maximized"
    second = _window(monkeypatch, qtbot, LAPTOP)
    second.show_restored()
    assert second.isMaximized()
    assert second.normalGeometry() == normal  # un-maximizing goes back to where it was
    second.showNormal()
    assert second.geometry() == normal
    second.close()
    third = _window(monkeypatch, qtbot, LAPTOP)
    third.show_restored()
    assert not third.isMaximized() and third.geometry() == normal
    third.shutdown()


def test_full_screen_is_restored_with_the_menu_checked_and_leaves_to_maximized(
        monkeypatch, qtbot):
    first = _window(monkeypatch, qtbot, LAPTOP)
    first.show_restored()
    first.showMaximized()
    first.menus.full_screen.setChecked(True)  # F11
    assert first.isFullScreen()
    first.menus.full_screen.setChecked(False)
    assert first.isMaximized() and not first.isFullScreen()  # back to how it was
    first.menus.full_screen.setChecked(True)
    first.close()
    second = _window(monkeypatch, qtbot, LAPTOP)
    second.show_restored()
    assert second.isFullScreen() and second.menus.full_screen.isChecked()
    second.showNormal()  # e.g. the window manager's own key
    assert not second.menus.full_screen.isChecked()
    second.shutdown()


def test_a_window_left_on_a_larger_screen_opens_inside_a_smaller_one(monkeypatch, qtbot):
    settings = Settings()
    settings.window_rect = (1400, 200, 1600, 1000)  # a large monitor, right of the laptop
    settings.window_state = "normal"
    window = _window(monkeypatch, qtbot, SMALL)
    window.show_restored()
    assert SMALL.contains(framed(window.geometry())), window.geometry()
    window.shutdown()


def test_damaged_window_settings_read_as_the_first_start(monkeypatch, qtbot):
    settings = Settings()
    settings._set("window/rect", "12,x,9")
    settings._set("window/state", "sideways")
    settings._set("window/frame", "-3,99999,0,0")
    assert (settings.window_rect, settings.window_state, settings.window_frame) == \
        (None, "normal", None)
    window = _window(monkeypatch, qtbot, LAPTOP)
    window.show_restored()
    assert window.geometry() == first_rect(LAPTOP)
    window.shutdown()
