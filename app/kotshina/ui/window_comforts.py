"""The main window's comforts: Preferences, the keyboard shortcuts sheet and the first-run
tips over the table. A part of MainWindow; its texts keep the MainWindow translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .view_settings import ViewSettings
from .window_base import WindowBase

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "text")


class Comforts(WindowBase):
    """The dialogs and callouts that help a player find their way (a part of MainWindow)."""

    view_settings: ViewSettings  # what Preferences sets

    def show_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        self.preferences = PreferencesDialog(self.view_settings, self)
        self.preferences.open()

    def show_shortcuts(self) -> None:
        from .dialogs.shortcuts import ShortcutsDialog

        ShortcutsDialog(self.menus, self).open()

    def show_tips(self, again: bool = False) -> None:
        """The table's first-run tips: once per game, then only from Help → How to play here."""
        if self.table is None or self.config is None:
            if again:
                self.show_status(translate("MainWindow",
                                           "Start a match first: the tips point at the table."))
            return
        game = self.config.game
        if not again and (not self.persist or self.settings.tips_seen(game)):
            return
        from .table.tips import TipsOverlay

        if self.tips is not None:
            self.tips.close()
        if self.controller is None or self.table is None:
            return
        self.tips = TipsOverlay(self.table, self.table.board, self.controller.table.tips, self,
                                panels=(self.table.contract_panel, self.table.coach_panel),
                                decision=self.table.contract_panel)
        self.tips.dismissed.connect(lambda never: self._tips_dismissed(game, never))
        self.tips.start(wait=not again)

    def _tips_dismissed(self, game: str, never_again: bool) -> None:
        # read to the end or "Don't show again": either way a game's tips come by themselves
        # once; a match left with them open shows them again next time
        self.tips = None
        if self.persist:
            self.settings.set_tips_seen(game, True)
        if self.table is not None:
            self.table.setFocus()
