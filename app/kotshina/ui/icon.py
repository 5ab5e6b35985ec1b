"""The window icon: the app's SVG icon (the same one the desktop entry uses)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ..paths import resource


def app_icon() -> QIcon:
    icon = QIcon(str(resource("icons", "kotshina.svg")))
    if icon.isNull():  # pragma: no cover - the icon is shipped with the app
        raise FileNotFoundError("resources/icons/kotshina.svg is missing or unreadable")
    return icon
