"""The shipped fonts: load them into Qt at start and pick the UI font for a language.

Kotshina must render Arabic on machines without any Arabic system font, so it ships Noto Sans
Arabic (OFL, ``resources/fonts/OFL.txt``; a variable font, so one file gives every weight).
It also covers Latin, and Qt falls back per glyph for anything else.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

from kotshina.paths import resource

ARABIC_FAMILY = "Noto Sans Arabic"

_loaded: list[str] | None = None


class FontLoadError(RuntimeError):
    """A shipped font file is missing or Qt refused it."""


def load_fonts() -> list[str]:
    """Register every shipped font with Qt (once per process); return their family names.

    Needs a QGuiApplication. Raises FontLoadError when a font cannot be loaded, because the
    Arabic UI would silently show empty boxes otherwise.
    """
    global _loaded
    if _loaded is not None:
        return list(_loaded)
    families: list[str] = []
    files = sorted(resource("fonts").glob("*.ttf"))
    if not files:
        raise FontLoadError(f"no font files in {resource('fonts')}")
    for path in files:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise FontLoadError(f"Qt could not load the font {path}")
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    _loaded = families
    return list(families)


def ui_font(lang: str, point_size: float | None = None) -> QFont:
    """The application font for ``lang`` ("ar" or "en").

    Arabic puts the shipped Arabic family first (its Latin is fine for mixed text); other
    languages keep the platform's UI font and list the Arabic family as fallback, so Arabic
    words (the language menu, player names) still shape correctly.
    """
    shipped = load_fonts()
    base = QFont(QGuiApplication.font())
    if point_size is not None:
        base.setPointSizeF(point_size)
    system = [f for f in base.families() if f not in shipped] or [base.family()]
    # A generic name ("Sans Serif") in a list of families loses to the shipped Arabic font,
    # whose tall lines do not suit Latin text: name the family it stands for instead.
    system = [QFontInfo(QFont(f)).family() for f in system]
    system = [f for f in dict.fromkeys(system) if f not in shipped]
    if lang == "ar":
        families = [ARABIC_FAMILY, *[f for f in shipped if f != ARABIC_FAMILY], *system]
    else:
        families = [*system, *shipped]
    base.setFamilies(families)
    return base
