"""The app's main window as the tests open it: in a language, at a size, animations off.

Every test that drives the whole window starts the same way (a language installed, fresh
settings with animations off, the window shown at a size) and ends the same way (the window
shut down, English back for the next test); ``main_window`` does both.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication

from kotshina.controller.i18n import Languages
from kotshina.controller.settings import Settings
from kotshina.ui.main_window import MainWindow


@contextlib.contextmanager
def main_window(qtbot: Any, lang: str = "en", size: tuple[int, int] = (1280, 800),
                **settings_values: Any) -> Iterator[MainWindow]:
    """A shown main window in ``lang`` at ``size``; ``settings_values`` set on its settings
    (``animation_speed`` is "off" unless given)."""
    languages = Languages()
    languages.switch(lang)
    QCoreApplication.processEvents()  # the language change is posted
    settings = Settings()
    settings.animation_speed = "off"
    for name, value in settings_values.items():
        setattr(settings, name, value)
    window = MainWindow(settings, languages)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    try:
        yield window
    finally:
        window.shutdown()
        languages.switch("en")


def logged_errors(caplog: Any) -> list[str]:
    """The messages of the errors logged during a test (a whole-window test expects none)."""
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def settle() -> None:
    """Let posted events (a language change, a re-polish) arrive."""
    for _ in range(4):
        QCoreApplication.processEvents()


@contextlib.contextmanager
def app_look(qapp: Any) -> Iterator[Languages]:
    """The app's look as it starts (style sheet, palette, shipped fonts) for one test, with
    the languages to switch; everything is put back afterwards."""
    from kotshina.ui.fonts import load_fonts
    from kotshina.ui.theme import apply_colours

    sheet, palette, font = qapp.styleSheet(), qapp.palette(), qapp.font()
    load_fonts()
    apply_colours(qapp)
    languages = Languages()
    try:
        yield languages
    finally:
        languages.switch("en")
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)
        settle()


def window_in(qtbot: Any, languages: Languages, language: str,
              size: tuple[int, int] = (800, 600), switched: bool = False) -> MainWindow:
    """The main window as the app starts it in ``language`` (its font set before any widget),
    or started in the other language and switched to ``language``; animations off, nothing
    written."""
    from kotshina.ui.view_settings import apply_ui_font

    first = ("ar" if language == "en" else "en") if switched else language
    languages.switch(first)
    apply_ui_font(first)
    settle()
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(settings, languages, persist=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    settle()
    if switched:
        window.set_language(language)
        settle()
    return window
