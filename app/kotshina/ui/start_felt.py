"""The start screen's felt (the radial gradient under the game tiles) as a picture: painted once
per size and style sheet, kept in the picture cache for the next start, and shown by a label
under the screen's widgets, so Qt copies it where the style sheet filled the gradient at every
paint.

The style sheet's ``qradialgradient`` was filled twice on a start (the first paint and, for a
screenshot, the grab): ~27 M instructions, a quarter of what the start screen costs beyond a
bare window. The picture is painted by the style sheet itself (its ``#startFelt`` rule, on a
frame of the screen's size that is never shown), so its pixels are the ones the screen showed
when the rule was its own; a later start reads it and paints no gradient at all.
"""

from __future__ import annotations

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QWidget

from . import picture_cache

CACHE_NAME = "start-felt"
#: the style sheet rule's object name (theme.py)
PAINTER_NAME = "startFelt"


def paint_felt(like: QWidget) -> QPixmap:
    """The felt at ``like``'s size in the current style sheet (a frame without a parent takes
    the application's layout direction, as the screen does)."""
    frame = QFrame()
    frame.setObjectName(PAINTER_NAME)
    frame.resize(like.size())
    try:
        return frame.grab()
    finally:
        frame.deleteLater()


class StartFelt:
    """The felt of one start screen, shown by a picture label under everything on it:
    ``show_on()`` before the screen is painted at a new size or in a new style sheet (high
    contrast). The first picture of a session goes through the picture cache; later ones (the
    window resized) are painted in memory only, so resizing writes nothing.

    A label, not the screen's palette: a palette set on the screen goes to every widget on it
    (~30 M instructions with the style sheet's polishing), a label's picture to the label."""

    def __init__(self, screen: QWidget) -> None:
        self.screen = screen
        self.label = QLabel(screen)  # made first: under every widget made after it
        self.stored = False  # this session's picture went through the cache already
        self.painted = 0  # pictures painted (tests count them)
        self._key: str | None = None

    def show_on(self) -> None:
        screen = self.screen
        self.label.setGeometry(screen.rect())
        dpr = screen.devicePixelRatioF()
        width, height = max(1, round(screen.width() * dpr)), max(1, round(screen.height() * dpr))
        app = QApplication.instance()
        sheet = app.styleSheet() if isinstance(app, QApplication) else ""
        key = picture_cache.key_of([f"{width}x{height}", f"{dpr:.3f}",
                                    "rtl" if screen.isRightToLeft() else "ltr", sheet])
        if key == self._key:
            return

        def paint() -> QPixmap:
            self.painted += 1
            return paint_felt(screen)

        stored = None
        if not self.stored:
            self.stored = True
            stored = picture_cache.cached_pixmap(CACHE_NAME, key, paint)
        fits = stored is not None and (stored.width(), stored.height()) == (width, height)
        self.label.setPixmap(stored if fits and stored is not None else paint())
        self._key = key
