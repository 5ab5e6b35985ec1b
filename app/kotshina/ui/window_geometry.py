"""Where the main window opens and how big: fitted to the screen, restored as it was left.

The first window takes at most 90% of the screen's available geometry (the screen less its
panels), centred, up to 1280x800. Later starts restore the last window exactly: its size and
place (the normal geometry, also when it was left maximized or full screen) and the state
itself, stored as plain values rather than Qt's opaque geometry blob, and shown with the
matching ``show*`` call. A stored rectangle that no longer fits the screen (another monitor, a
smaller resolution) is shrunk to the available geometry and moved onto it; the real frame (title
bar and borders) is known once the window manager has drawn it, and the window is then moved
once more so that its title bar is on the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..controller.settings import Settings

PREFERRED_SIZE = QSize(1280, 800)
#: fits an 800x600 screen with a panel and a title bar (the start screen and the table are
#: complete at this size; the table draws its felt scaled down below 720x470)
MINIMUM_SIZE = QSize(760, 500)
FIRST_SHARE = 0.9  # of the available geometry, at most, for the first window
#: what the window manager adds around the window, assumed until it has drawn the real frame
FRAME_GUESS = QMargins(4, 32, 4, 4)
#: the window manager draws the frame a little after the window is mapped
FRAME_SETTLE_MS = (0, 250)


def available_geometry(near: QPoint | None = None) -> QRect:
    """The available geometry of the screen under ``near`` (else the primary screen)."""
    screen = QGuiApplication.screenAt(near) if near is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def first_rect(available: QRect, frame: QMargins = FRAME_GUESS) -> QRect:
    """The first window's client rectangle: up to 90% of ``available``, centred there."""
    room = available.marginsRemoved(frame)
    width = min(PREFERRED_SIZE.width(), round(available.width() * FIRST_SHARE), room.width())
    height = min(PREFERRED_SIZE.height(), round(available.height() * FIRST_SHARE),
                 room.height())
    size = QSize(max(width, min(MINIMUM_SIZE.width(), room.width())),
                 max(height, min(MINIMUM_SIZE.height(), room.height())))
    rect = QRect(QPoint(0, 0), size)
    framed = rect.marginsAdded(frame)
    framed.moveCenter(available.center())
    return framed.marginsRemoved(frame)


def sanitized(rect: QRect, available: QRect, frame: QMargins = FRAME_GUESS) -> QRect:
    """``rect`` (a client rectangle) made to fit ``available`` with its frame: no larger than
    the room there (nor smaller than the minimum size, where that fits), moved the least that
    brings the whole framed window onto it. A rectangle that already fits is unchanged."""
    room = available.marginsRemoved(frame)
    width = max(min(rect.width(), room.width()), min(MINIMUM_SIZE.width(), room.width()))
    height = max(min(rect.height(), room.height()), min(MINIMUM_SIZE.height(), room.height()))
    framed = QRect(rect.topLeft(), QSize(width, height)).marginsAdded(frame)
    x = min(max(framed.left(), available.left()), available.right() + 1 - framed.width())
    y = min(max(framed.top(), available.top()), available.bottom() + 1 - framed.height())
    framed.moveTopLeft(QPoint(max(x, available.left()), max(y, available.top())))
    return framed.marginsRemoved(frame)


def frame_margins(window: QWidget) -> QMargins:
    """The frame the window manager drew around the shown ``window`` (none: no frame)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(max(0, inner.left() - frame.left()), max(0, inner.top() - frame.top()),
                    max(0, frame.right() - inner.right()),
                    max(0, frame.bottom() - inner.bottom()))


def state_of(window: QWidget) -> str:
    if window.isFullScreen():
        return "full_screen"
    return "maximized" if window.isMaximized() else "normal"


def remember(window: QWidget, settings: Settings) -> None:
    """Store the window's state and its normal geometry (the one it returns to)."""
    state = state_of(window)
    rect = window.geometry() if state == "normal" else window.normalGeometry()
    if rect.isValid() and not rect.isEmpty():
        settings.window_rect = (rect.x(), rect.y(), rect.width(), rect.height())
    if state == "normal" and window.isVisible():  # maximized: no frame, or not the normal one
        m = frame_margins(window)
        settings.window_frame = (m.left(), m.top(), m.right(), m.bottom())
    settings.window_state = state


def restore(window: QWidget, settings: Settings) -> None:
    """Show ``window`` as it was left, fitted to the screen as it is now (the first time:
    up to 90% of the available geometry, centred)."""
    stored, frame = settings.window_rect, settings.window_frame
    margins = QMargins(*frame) if frame is not None else FRAME_GUESS
    if stored is None:
        rect = first_rect(available_geometry(), margins)
    else:
        rect = QRect(*stored)
        rect = sanitized(rect, available_geometry(rect.center()), margins)
    window.setGeometry(rect)
    state = settings.window_state
    if state == "full_screen":
        window.showFullScreen()
    elif state == "maximized":
        window.showMaximized()
    else:
        window.show()
        for delay in FRAME_SETTLE_MS:
            QTimer.singleShot(delay, window, lambda: keep_on_screen(window))


def keep_on_screen(window: QWidget) -> None:
    """Once the real frame is known: the framed window wholly on the available geometry."""
    if state_of(window) != "normal" or not window.isVisible():
        return
    rect = window.geometry()
    fitted = sanitized(rect, available_geometry(rect.center()), frame_margins(window))
    if fitted != rect:
        window.setGeometry(fitted)
