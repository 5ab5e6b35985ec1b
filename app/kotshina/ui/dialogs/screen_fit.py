"""A dialog as large as its contents want and its screen allows.

Qt sizes a dialog it shows to at most two thirds of the screen: on an 800x600 screen the
statistics (eleven rows in the Arabic font's taller lines) showed four rows and scrolled, with
half the screen free. These dialogs take the room they need instead, inside the screen's free
area with a margin and the window manager's frame round them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

SCREEN_MARGIN = 8  # pixels of the screen left round it when its contents want more
FRAME_GUESS = (8, 40)  # a window manager's borders and title bar, at least


def fit_to_screen(dialog: QWidget) -> None:
    """Resize ``dialog`` to its size hint, cut to its screen (and to its own maximum size),
    and keep it on that screen when it is already shown."""
    hint = dialog.sizeHint()
    screen = (dialog.parentWidget() or dialog).screen().availableGeometry()
    # the window manager's frame round it: a title bar's worth at least (it is measured
    # only once the window manager has framed the window, a while after it is shown)
    shown = dialog.frameGeometry().size() - dialog.geometry().size()
    frame_w, frame_h = max(shown.width(), FRAME_GUESS[0]), max(shown.height(), FRAME_GUESS[1])
    width = min(hint.width(), screen.width() - 2 * SCREEN_MARGIN - frame_w)
    height = min(hint.height(), screen.height() - 2 * SCREEN_MARGIN - frame_h)
    dialog.resize(max(width, dialog.minimumSizeHint().width()), height)
    if dialog.isVisible():  # a later refresh keeps it on its screen
        outer = dialog.frameGeometry()
        left = min(max(outer.x(), screen.left()), screen.right() + 1 - outer.width())
        top = min(max(outer.y(), screen.top()), screen.bottom() + 1 - outer.height())
        dialog.move(max(left, screen.left()), max(top, screen.top()))
