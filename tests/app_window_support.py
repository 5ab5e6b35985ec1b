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
