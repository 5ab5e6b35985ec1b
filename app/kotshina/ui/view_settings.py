"""What the View menu does: language, digits, animation speed and the table's look, persisted.

Kept apart from the main window, which owns the match; this object only reads and changes the
window's settings, languages, controller and table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..controller.i18n import normalise_language
from .card_backs import FELT_COLOURS
from .fonts import ui_font
from .table_look import CARD_SCALES, HIGH_CONTRAST_FELT

if TYPE_CHECKING:
    from .window_base import WindowBase


#: a held settings write reaches the disk this long after the change, once the screen shows
#: it (several quick switches write once); closing the window writes it at once
FLUSH_MS = 1500


def apply_ui_font(language: str) -> None:
    """The application font for ``language``: the shipped Arabic family first in Arabic.

    Widgets styled by the application's style sheet keep the font they were polished with
    when only the application font changes (the menu bar and the start screen kept English
    line heights after a switch to Arabic, and Arabic ones after the switch back): the sheet is
    set again, so every widget gets the metrics it would have had, started in that language.
    At start no widget exists yet and nothing needs polishing."""
    app = QApplication.instance()
    QApplication.setFont(ui_font(language))
    if isinstance(app, QApplication) and app.topLevelWidgets():
        app.setStyleSheet(app.styleSheet())


class ViewSettings(QObject):
    changed = Signal()  # a preference changed outside the Preferences dialog (a menu, a key)

    def __init__(self, window: WindowBase) -> None:
        super().__init__(window)
        self.window = window
        m = window.menus
        for code, act in m.language_actions.items():
            act.triggered.connect(lambda _c=False, lang=code: self.set_language(lang))
        m.connect_choice(m.speed_actions, self.set_animation_speed)
        m.connect_choice(m.colour_actions, self.set_table_colour)
        m.connect_choice(m.back_actions, self.set_card_back)
        m.highlights.toggled.connect(self.set_highlights)
        m.auto_capture.toggled.connect(self.set_auto_capture)
        m.western_digits.toggled.connect(self.set_western_digits)
        m.full_screen.toggled.connect(self.set_full_screen)
        m.move_log.toggled.connect(self.set_move_log)
        m.sound.toggled.connect(self.set_sound)
        m.high_contrast.toggled.connect(self.set_high_contrast)
        m.four_colours.toggled.connect(self.set_four_colours)
        m.connect_choice(m.card_size_actions, self.set_card_size)
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(FLUSH_MS)
        self._flush.timeout.connect(window.settings.flush)
        self._maximized_before = False  # the window's state under full screen
        self.sync_menu_checks()
        if window.settings.high_contrast:
            self._apply_contrast(True)

    @property
    def _store(self):  # the settings, or None in screenshot mode (nothing is persisted)
        return self.window.settings if self.window.persist else None

    def sync_menu_checks(self) -> None:
        w = self.window
        m, s = w.menus, w.settings
        m.language_actions[w.languages.language].setChecked(True)
        m.speed_actions[s.animation_speed].setChecked(True)
        m.colour_actions[s.table_colour].setChecked(True)
        m.back_actions[s.card_back].setChecked(True)
        m.card_size_actions[s.card_size].setChecked(True)
        for act, value in ((m.highlights, s.highlights), (m.auto_capture, s.auto_capture),
                           (m.western_digits, s.western_digits), (m.move_log, s.move_log),
                           (m.high_contrast, s.high_contrast), (m.four_colours, s.four_colours),
                           (m.sound, s.sound), (m.coach, s.coach)):
            act.blockSignals(True)
            act.setChecked(value)
            act.blockSignals(False)

    def set_language(self, language: str) -> None:
        w = self.window
        # the font first: the switch redraws the table at once (the layout direction changes
        # synchronously), and a bubble measured in the old font was drawn in the new one,
        # losing its last letters
        apply_ui_font(normalise_language(language) or "en")
        w.languages.switch(language)
        if self._store is not None:
            # in memory now, on disk after the switch is on screen (a sync takes tens of ms)
            with self._store.held():
                self._store.language = language
            self._flush.start()
        w.menus.language_actions[w.languages.language].setChecked(True)
        if w.rules is not None:
            w.rules.set_language(w.languages.language)

    def set_western_digits(self, western: bool) -> None:
        w = self.window
        w.languages.set_western_digits(western)
        if self._store is not None:
            self._store.western_digits = western
        w.retranslateUi()  # numbers are not translations: redraw the texts that show them
        for dialog in (w.summary, w.match_end, w.score_sheet):
            if dialog is not None:
                dialog.retranslateUi()
        if w.table is not None:
            w.table.sync()

    def set_animation_speed(self, speed: str) -> None:
        if self._store is not None:
            self._store.animation_speed = speed
        if self.window.controller is not None:
            self.window.controller.set_animation_speed(speed)

    def set_highlights(self, on: bool) -> None:
        if self._store is not None:
            self._store.highlights = on
        self.apply_to_table()

    def set_auto_capture(self, on: bool) -> None:
        if self._store is not None:
            self._store.auto_capture = on
        self.apply_to_table()

    def set_table_colour(self, colour: str) -> None:
        if self._store is not None:
            self._store.table_colour = colour
        self.apply_to_table()

    def set_card_back(self, back: str) -> None:
        if self._store is not None:
            self._store.card_back = back
        self.apply_to_table()

    def set_high_contrast(self, on: bool) -> None:
        if self._store is not None:
            self._store.high_contrast = on
        self._apply_contrast(on)
        self.apply_to_table()

    def _apply_contrast(self, on: bool) -> None:
        from .theme import apply_colours

        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_colours(app, high_contrast=on)

    def set_four_colours(self, on: bool) -> None:
        if self._store is not None:
            self._store.four_colours = on
        self.apply_to_table()

    def set_card_size(self, size: str) -> None:
        if self._store is not None:
            self._store.card_size = size
        self.apply_to_table()

    def apply_to_table(self) -> None:
        w = self.window
        m = w.menus
        colour = next(c for c, a in m.colour_actions.items() if a.isChecked())
        w.renderer.back = next(b for b, a in m.back_actions.items() if a.isChecked())
        w.renderer.four_colours = m.four_colours.isChecked()
        if w.table is None:
            return
        w.table.set_show_playable(m.highlights.isChecked())
        w.table.set_auto_capture(m.auto_capture.isChecked())
        high = m.high_contrast.isChecked()
        w.table.set_high_contrast(high)
        w.table.set_felt_colour(HIGH_CONTRAST_FELT if high else FELT_COLOURS[colour])
        size = next(c for c, a in m.card_size_actions.items() if a.isChecked())
        w.table.set_card_scale(CARD_SCALES[size])
        w.table.sync()

    def set_sound(self, on: bool) -> None:
        if self._store is not None:
            self._store.sound = on
        self.window.sound.set_enabled(on)
        self.changed.emit()

    def set_volume(self, volume: int) -> None:
        if self._store is not None:
            with self._store.held():  # a slider sends many values: the disk gets the last
                self._store.volume = volume
            self._flush.start()
        self.window.sound.set_volume(volume)

    def set_confirmations(self, on: bool) -> None:
        if self._store is not None:
            self._store.confirmations = on

    def set_default_level(self, level: str) -> None:
        """The level a new match offers its computer seats (the last choice is forgotten)."""
        if self._store is not None:
            self._store.default_level = level
            self._store.last_levels = []

    def set_computer_names(self, names: list[str]) -> None:
        if self._store is not None:
            with self._store.held():  # typed a letter at a time
                self._store.computer_names = names
            self._flush.start()
        w = self.window
        if w.controller is not None:
            w.controller.set_computer_names(w.settings.computer_names if self._store is not None
                                            else names)
            if w.table is not None:
                w.table.sync()
            w._update_turn_line()

    def restore_defaults(self) -> None:
        """Every preference back to its default, applied at once (the language stays)."""
        w = self.window
        if self._store is not None:
            self._store.restore_defaults()
        s = w.settings
        self.sync_menu_checks()
        for act, on in ((w.menus.highlights, s.highlights), (w.menus.auto_capture, s.auto_capture),
                        (w.menus.coach, s.coach), (w.menus.western_digits, s.western_digits),
                        (w.menus.sound, s.sound), (w.menus.high_contrast, s.high_contrast),
                        (w.menus.four_colours, s.four_colours)):
            act.toggled.emit(on)  # the checks are right already: apply what they say
        self.set_animation_speed(s.animation_speed)
        self.set_volume(s.volume)
        self.set_computer_names(s.computer_names)
        self.apply_to_table()
        self.changed.emit()

    def set_move_log(self, on: bool) -> None:
        if self._store is not None:
            self._store.move_log = on
        self.window.show_move_log(on)

    def set_full_screen(self, on: bool) -> None:
        window = self.window
        if on == window.isFullScreen():
            return
        if on:
            self._maximized_before = window.isMaximized()
            window.showFullScreen()
        elif self._maximized_before:
            window.showMaximized()  # back to how it was before full screen
        else:
            window.showNormal()

    def sync_full_screen(self) -> None:
        """View → Full screen checked exactly when the window is full screen (restored so at
        start, or changed by the window manager)."""
        action = self.window.menus.full_screen
        action.blockSignals(True)
        action.setChecked(self.window.isFullScreen())
        action.blockSignals(False)
