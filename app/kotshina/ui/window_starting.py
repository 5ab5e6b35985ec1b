"""The main window's start of a match: the start screen and its Continue buttons, unreadable
saves, the new-game dialog (asking before an unfinished match is abandoned), continue and
restart; a part of MainWindow; its texts keep the MainWindow translation context."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..controller import game_words
from ..controller.saves import SaveError
from ..games.registry import default_game, offered_ids
from . import theme

if TYPE_CHECKING:
    from ..controller.config import MatchConfig
    from .start_screen import StartScreen

from .window_base import WindowBase

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "text")


class StartingMatches(WindowBase):
    """The start screen and the ways into a match (a part of MainWindow)."""

    @property
    def start_screen(self) -> StartScreen:
        """Made when first shown (or asked for). A window opened straight into a saved match
        (``--continue``) made it, laid it out (and again with the table beside it in the
        stack) and drew its tiles' card fans, and the table replaced it before its first
        paint: ~65 M instructions (docs/performance.md, seventh round)."""
        if self._start_screen is None:
            # imported here too: its module and classes (~6 M) are not a table's either
            from .start_screen import StartScreen

            screen = StartScreen(self.renderer, self.stack)  # made in the parent it stays in
            # The stack shows its first widget as it is added, which laid the hidden screen
            # out at once, at a child's first size and in the default font: every tile's text
            # wrapped and measured for nothing (~8 M instructions), before the window had its
            # size or the screen its fonts (StartScreen.fit_to). It is laid out when shown.
            screen.main_layout.setEnabled(False)
            self.stack.insertWidget(0, screen)
            screen.main_layout.setEnabled(True)
            screen.new_game_requested.connect(self.ask_new_game)
            screen.continue_requested.connect(self.continue_match)
            screen.set_continuable(self._continue_games)
            self._start_screen = screen
        return self._start_screen

    def refresh_start_screen(self) -> None:
        """Offer Continue where an unfinished match was autosaved; report unreadable saves."""
        games: set[str] = set()
        for game in offered_ids():
            try:
                if self.saves.unfinished(game) is not None:
                    games.add(game)
            except SaveError as exc:
                self.show_status(self.save_error_text(exc))
                if self.persist:
                    self.problems.notice(f"save-{game}", partial(self.save_error_text, exc))
        self._continue_games = games
        if self._start_screen is not None:  # else it is made with them
            self._start_screen.set_continuable(games)
        self._update_enabled()

    def save_error_text(self, exc: SaveError) -> str:
        name = exc.path.name
        if exc.code == "future":
            text = translate("MainWindow", "The saved match %1 was written by a newer version of Kotshina; "
                           "it was left untouched.")
        elif exc.code == "invalid":
            text = translate("MainWindow", "The saved match %1 cannot be replayed; it was left untouched.")
        else:
            text = translate("MainWindow", "The saved match %1 is damaged; it was left untouched.")
        return text.replace("%1", name)

    def show_start_screen(self) -> None:
        """Leave the table; an unfinished match stays autosaved and is one Continue away."""
        screen = self.start_screen  # made before the table goes, which hands it the focus
        self.close_match()
        self.stack.setCurrentWidget(screen)
        self.statusBar().clearMessage()
        self.refresh_start_screen()
        self._update_info()
        self._update_turn_line()
        self.show_move_log(self.menus.move_log.isChecked())

    def _continue_game(self) -> str:
        """The game Game → Continue resumes: the current one if it has a save, else any."""
        if self.config is not None and self.config.game in self._continue_games:
            return self.config.game
        return next((g for g in offered_ids() if g in self._continue_games), default_game())

    def ask_new_game(self, game: str | None = None) -> None:
        from .dialogs.new_game import NewGameDialog

        s = self.settings
        # the levels chosen last time, else the default level of the preferences
        levels = s.last_levels or [s.default_level] * 3
        dialog = NewGameDialog(game or default_game(), s.player_name, levels, self,
                               lambda g: (s.last_players(g), s.last_options(g)),
                               computer_names=s.computer_names)
        dialog.accepted.connect(lambda: self._new_game_chosen(dialog.config()))
        dialog.open()
        self.new_game_dialog = dialog

    def _new_game_chosen(self, config: MatchConfig) -> None:
        if self.persist:
            self.settings.player_name = config.player_name
            self.settings.last_levels = [lv for lv in config.levels[1:] if lv]
            self.settings.set_last_players(config.game, config.players)
            self.settings.set_last_options(config.game, config.options)
        if self._unfinished(config.game) and self.settings.confirmations:
            self.ask_abandon(config)
        else:
            self.start_match(config)

    def _unfinished(self, game: str) -> bool:
        """Whether a new ``game`` match would replace one not finished (one save per game)."""
        controller = self.controller
        if controller is not None and self.config is not None and self.config.game == game:
            return controller.match.ply > 0 and not controller.state.is_over
        return game in self._continue_games

    def ask_abandon(self, config: MatchConfig) -> None:
        """A new match would replace an unfinished one of the same game: ask first."""
        from PySide6.QtWidgets import QMessageBox  # here: the first screen needs no message

        box = theme.message_box(
            self, translate("MainWindow", "New game"),
            translate("MainWindow", "Your %1 match is not finished. Abandon it and start a new one?")
            .replace("%1", game_words.title(config.game)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("MainWindow", "Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(translate("MainWindow", "Keep it"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(lambda: self.start_match(config))  # Yes has the accept role
        self.message_box = box
        box.open()

    def continue_match(self, game: str | None = None) -> bool:
        game = game or default_game()
        try:
            saved = self.saves.unfinished(game)
        except SaveError as exc:
            text = self.save_error_text(exc)
            self.show_status(text)
            self.message_box = theme.message_box(self, translate("MainWindow", "Continue"), text)
            self.message_box.open()
            return False
        if saved is None:
            self.show_status(translate("MainWindow", "There is no unfinished match to continue."))
            return False
        self.start_match(saved.config, saved.record, saved.replayed)  # not replayed again
        return True

    def ask_restart(self) -> None:
        """Restart at once after the match ended; ask first while it is still being played."""
        if (self.controller is None or self.controller.state.is_over
                or not self.settings.confirmations):
            self.restart_match()
            return
        from PySide6.QtWidgets import QMessageBox

        box = theme.message_box(self, translate("MainWindow", "Restart match"),
                                translate("MainWindow", "Start this match again with new cards? The current "
                                        "match will be lost."),
                                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self.restart_match)  # Yes has the accept role
        self.message_box = box
        box.open()

    def restart_match(self) -> None:
        if self.config is not None:
            self.start_match(self.config.with_seed(None))

