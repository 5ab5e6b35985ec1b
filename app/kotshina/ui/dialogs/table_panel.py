"""A dialog drawn as a panel over the table (the deal summary, the match end): a child widget
centred on the felt, in the table's colours, rather than a separate grey window. It keeps the
QDialog ways (open, accept, reject, ``finished``), so its callers treat it as any dialog;
without a parent it is an ordinary window (tests build it alone)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from ..enter_guard import EnterGuard

MARGIN = 16  # at least this much felt shows around the panel


class TablePanel(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if parent is not None:
            # a child widget (QDialog's constructor would make any parented dialog a window)
            self.setWindowFlags(Qt.WindowType.Widget)
        self.setProperty("panel", True)  # styled by the theme as a panel on the felt
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)  # the rounded corners show the felt
        self.guard = EnterGuard(self)  # it follows a deal: no Enter meant for the table
        self._main: QPushButton | None = None  # the default button it opened with
        if parent is not None:
            parent.installEventFilter(self)  # follows the table's size

    def place(self) -> None:
        """Centred over the parent, as large as its contents want and the parent allows."""
        parent = self.parentWidget()
        if parent is None or self.isWindow():
            return
        room_w, room_h = parent.width() - 2 * MARGIN, parent.height() - 2 * MARGIN
        hint = self.sizeHint()
        width, height = min(hint.width(), room_w), min(hint.height(), room_h)
        self.setGeometry((parent.width() - width) // 2, (parent.height() - height) // 2,
                         width, height)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.place()  # its contents changed size (a language switch, a longer note)
        return super().event(event)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.place()
        self.raise_()
        self._main = next((b for b in self.findChildren(QPushButton) if b.isDefault()), None)
        self.focus_main()  # Enter and Esc reach the panel, not the table
        self.guard.arm(self)

    def focus_main(self) -> None:
        """The keyboard on the panel's main button (Next deal, Play again), its default again:
        a window opened from the panel (the review) takes the default away with the focus,
        and Enter on the panel then did nothing."""
        main = self._main
        if main is None or not main.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        main.setDefault(True)
        main.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)
