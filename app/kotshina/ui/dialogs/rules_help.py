"""Rules help: each game's rules page (resources/rules/<page>.<lang>.html, the page its registry
entry names) in the current language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import paths
from ...controller import game_words
from ...games.registry import entry_of, offered, offered_ids


def rules_page(game: str, language: str) -> Path | None:
    """The rules page for ``game`` in ``language``, else in English, else None."""
    folder = paths.resources_dir() / "rules"
    for lang in (language, "en"):
        page = folder / f"{entry_of(game).page}.{lang}.html"
        if page.is_file():
            return page
    return None


class RulesDialog(QDialog):
    """Opens at ``game``; a selector shows the other games' rules."""

    def __init__(self, game: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.language = language
        self.chooser = QComboBox(self)
        for code in offered_ids():
            self.chooser.addItem("", code)
        self.chooser_label = QLabel(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        # our own word, as in every other dialog (Qt's Arabic says أغلق, ours إغلاق)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        top = QHBoxLayout()
        top.addWidget(self.chooser_label)
        top.addWidget(self.chooser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        width, height = 720, 640
        if parent is not None:  # never larger than the window it helps with
            width = min(width, max(420, parent.width() - 60))
            height = min(height, max(320, parent.height() - 60))
        self.resize(width, height)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game)))
        self.chooser.currentIndexChanged.connect(self._show)
        self.retranslateUi()
        self._show()

    @property
    def game(self) -> str:
        return str(self.chooser.currentData())

    def set_language(self, language: str) -> None:
        self.language = language
        self._show()

    def _show(self) -> None:
        page = rules_page(self.game, self.language)
        if page is None:
            self.browser.setPlainText(self.tr("The rules of this game are not available yet."))
            return
        self.browser.setSearchPaths([str(page.parent)])
        self.browser.setHtml(page.read_text(encoding="utf-8"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Rules"))
        self.close_button.setText(self.tr("Close"))
        self.chooser_label.setText(self.tr("Rules of"))
        for row, entry in enumerate(offered()):
            self.chooser.setItemText(row, game_words.rules_title(entry))
