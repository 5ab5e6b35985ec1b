"""About Kotshina: version, what it is, licences of the code and of the shipped font."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ... import __version__


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
        self.title.setText(self.tr("Kotshina %1").replace("%1", __version__))
        paragraphs = [
            self.tr("Kinza, Ruba'in, King and Casino against computer opponents, offline, "
                    "in Arabic and English."),
            self.tr("The card art is drawn by the project. Free software under the GNU General "
                    "Public License, version 3 or later."),
            self.tr("The Arabic font is shipped under the SIL Open Font License; its licence "
                    "file is in the resources folder."),
        ]
        self.body.setText("".join(f"<p>{p}</p>" for p in paragraphs))
