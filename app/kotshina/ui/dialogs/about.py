"""About Kotshina: version, what it is, its licence and the third-party software it ships."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ...paths import resource


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.title = QLabel(self)
        self.title.setObjectName("dialogHeading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        # our own word, as in every other dialog (Qt's Arabic says أغلق, ours إغلاق)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("About Kotshina"))
        self.close_button.setText(self.tr("Close"))
        self.title.setText(self.tr("Kotshina %1").replace("%1", __version__))
        licences = str(resource("licenses"))
        paragraphs = [
            self.tr("Kinza, Ruba'in, King, Casino and Trix against computer opponents, offline, "
                    "in Arabic and English."),
            self.tr("The card art is drawn by the project. Kotshina is free software under the "
                    "GNU General Public License, version 3 or later, and comes with no warranty."),
            self.tr("Made with Python %1 and Qt %2 (PySide6 %3). Qt and PySide6 are under the GNU "
                    "Lesser General Public License, version 3; their sources are at "
                    "download.qt.io. The Arabic font, Noto Sans Arabic, is under the SIL Open "
                    "Font License 1.1.")
            .replace("%1", platform.python_version()).replace("%2", qVersion())
            .replace("%3", PySide6.__version__),
            # A left-to-right isolate keeps the path's slashes in place inside Arabic text.
            self.tr("The licence texts and the third-party notices are in %1.")
            .replace("%1", f"<code>\u2066{html.escape(licences)}\u2069</code>"),
        ]
        self.body.setText("".join(f"<p>{p}</p>" for p in paragraphs))
