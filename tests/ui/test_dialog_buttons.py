"""Dialog buttons are words only: the stock OK/Cancel pictures that desktop styles add touched
the Arabic words ("✗ألغِ") and did not match the felt theme."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QProxyStyle,
    QStyle,
    QVBoxLayout,
)

from kotshina.ui import theme


class IconsOnButtons(QProxyStyle):
    """A desktop style that puts pictures on dialog buttons (as X11's generic theme does)."""

    def styleHint(self, hint, option=None, widget=None, data=None):  # noqa: N802 (Qt's name)
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


def test_the_themed_dialog_buttons_show_no_stock_icon(qtbot):
    app = QApplication.instance()
    sheet, style_name, colours = app.styleSheet(), app.style().name(), app.palette()
    app.setStyle(IconsOnButtons(style_name))
    theme.apply_colours(app)
    try:
        dialog = QDialog()
        dialog.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        qtbot.addWidget(dialog)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
        QVBoxLayout(dialog).addWidget(buttons)
        dialog.show()
        qtbot.waitExposed(dialog)
        shown = buttons.buttons()
        assert len(shown) == 2
        assert all(button.icon().isNull() for button in shown)
    finally:
        app.setStyleSheet(sheet)
        app.setStyle(style_name)
        app.setPalette(colours)
