"""The main window's actions and menus (Game, View, Help), with their translated texts.

Kept apart from the window so the window module stays about behaviour; ``retranslate`` is called
on every language change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..controller.i18n import LANGUAGE_NAMES
from ..controller.settings import ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, TABLE_COLOURS
from .qt_by_name import set_by_name


def plain_text(text: str) -> str:
    """A menu text without its keyboard accelerator ("&Sound" -> "Sound", "&&" -> "&") nor
    the key name a right-to-left menu is given after a tab."""
    text = text.split("\t")[0]
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class Menus(QObject):
    """Creates every action once; texts come from :meth:`retranslate`."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.game_menu = QMenu(window)
        self.view_menu = QMenu(window)
        self.speech_menu = QMenu(window)
        self.help_menu = QMenu(window)
        for menu in (self.game_menu, self.view_menu, self.speech_menu, self.help_menu):
            bar.addMenu(menu)

        def action(menu: QMenu,
                   shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                   checkable: bool = False) -> QAction:
            act = QAction(window)
            if shortcut is not None:
                # through the property: QAction.setShortcut's overloads build PySide's Qt
                # namespace, which the start screen is drawn without (see qt_by_name)
                set_by_name(act, "shortcut", QKeySequence(shortcut))
            act.setCheckable(checkable)
            menu.addAction(act)
            return act

        g = self.game_menu
        self.new_game = action(g, QKeySequence.StandardKey.New)
        self.continue_match = action(g)
        self.restart = action(g)
        g.addSeparator()
        self.save_record = action(g, QKeySequence.StandardKey.Save)
        self.export_report = action(g)
        g.addSeparator()
        self.score_sheet = action(g, "F2")
        self.statistics = action(g)
        self.hint = action(g, "H")
        self.undo = action(g, QKeySequence.StandardKey.Undo)
        self.redo = action(g, "Ctrl+Shift+Z")
        self.review = action(g, "F4")
        g.addSeparator()
        self.preferences = action(g, "Ctrl+,")
        g.addSeparator()
        self.start_screen = action(g)
        self.quit = action(g, QKeySequence.StandardKey.Quit)

        v = self.view_menu
        self.language_menu = v.addMenu("")
        self.language_group = QActionGroup(window)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES.items():
            act = QAction(name, window)  # each language named in itself, never translated
            act.setCheckable(True)
            act.setData(code)
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
        self.speed_menu = v.addMenu("")
        self.speed_actions = self._choice_group(self.speed_menu, ANIMATION_SPEEDS)
        v.addSeparator()
        self.move_log = action(v, "F3", checkable=True)
        self.highlights = action(v, checkable=True)
        self.auto_capture = action(v, checkable=True)
        self.coach = action(v, checkable=True)
        self.western_digits = action(v, checkable=True)
        self.sound = action(v, "M", checkable=True)
        v.addSeparator()
        self.colour_menu = v.addMenu("")
        self.colour_actions = self._choice_group(self.colour_menu, TABLE_COLOURS)
        self.back_menu = v.addMenu("")
        self.back_actions = self._choice_group(self.back_menu, CARD_BACKS)
        v.addSeparator()
        self.high_contrast = action(v, checkable=True)
        self.four_colours = action(v, checkable=True)
        self.card_size_menu = v.addMenu("")
        self.card_size_actions = self._choice_group(self.card_size_menu, CARD_SIZES)
        v.addSeparator()
        self.full_screen = action(v, "F11", checkable=True)

        # what the screen reader is told, and the keys that read the table (ui/access)
        s = self.speech_menu
        self.repeat_said = action(s, "R")
        self.read_hand = action(s, "C")
        self.read_table = action(s, "T")
        self.read_players = action(s, "P")
        self.read_scores = action(s, "S")
        self.read_last_trick = action(s, "Shift+L")
        self.read_turn = action(s, "W")
        self.reading = (self.read_hand, self.read_table, self.read_players, self.read_scores,
                        self.read_last_trick, self.read_turn)

        h = self.help_menu
        self.rules = action(h, "F1")
        self.tips = action(h)
        self.shortcuts = action(h, "?")
        h.addSeparator()
        self.about = action(h)

        # F10 opens the first menu, as in GNOME and KDE apps (Alt alone only marks the bar)
        self.open_menus = QAction(window)
        set_by_name(self.open_menus, "shortcut", QKeySequence("F10"))
        window.addAction(self.open_menus)
        self.open_menus.triggered.connect(self._open_game_menu)

    def _open_game_menu(self) -> None:
        """The Game menu open with its first item lit, as Alt then Down leaves it."""
        self.window.menuBar().setActiveAction(self.game_menu.menuAction())
        self.game_menu.setActiveAction(self.new_game)

    def _choice_group(self, menu: QMenu, choices: tuple[str, ...]) -> dict[str, QAction]:
        group = QActionGroup(self.window)
        actions: dict[str, QAction] = {}
        for choice in choices:
            act = QAction(self.window)
            act.setCheckable(True)
            act.setData(choice)
            group.addAction(act)
            menu.addAction(act)
            actions[choice] = act
        return actions

    @staticmethod
    def connect_choice(actions: dict[str, QAction], slot: Callable[[str], None]) -> None:
        for choice, act in actions.items():
            act.triggered.connect(lambda _checked=False, c=choice: slot(c))

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game.setText(self.tr("&New game…"))
        self.continue_match.setText(self.tr("&Continue saved match"))
        self.restart.setText(self.tr("&Restart match"))
        self.save_record.setText(self.tr("&Save record…"))
        self.export_report.setText(self.tr("&Export for bug report…"))
        self.score_sheet.setText(self.tr("Sc&ore sheet"))
        self.statistics.setText(self.tr("S&tatistics"))
        self.hint.setText(self.tr("&Hint"))
        self.undo.setText(self.tr("&Undo"))
        self.redo.setText(self.tr("Re&do"))
        self.review.setText(self.tr("Re&view last deal"))
        self.preferences.setText(self.tr("&Preferences…"))
        self.start_screen.setText(self.tr("&Back to the start screen"))
        self.quit.setText(self.tr("&Quit"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        speeds = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        for choice, act in self.speed_actions.items():
            act.setText(speeds[choice])
        self.move_log.setText(self.tr("&Move log"))
        self.highlights.setText(self.tr("Highlight legal mo&ves"))
        self.auto_capture.setText(self.tr(
            "Auto-ca&pture on double-click or Enter when only one capture exists"))
        self.coach.setText(self.tr("&Coach: warn me before a mistake"))
        self.western_digits.setText(self.tr("&Western digits (0123) in Arabic"))
        self.sound.setText(self.tr("&Sound"))
        self.colour_menu.setTitle(self.tr("&Table colour"))
        colours = {"green": self.tr("Green"), "blue": self.tr("Blue"), "red": self.tr("Red"),
                   "brown": self.tr("Brown")}
        for choice, act in self.colour_actions.items():
            act.setText(colours[choice])
        self.back_menu.setTitle(self.tr("Card &back"))
        backs = {"red": self.tr("Red"), "blue": self.tr("Blue")}
        for choice, act in self.back_actions.items():
            act.setText(backs[choice])
        self.high_contrast.setText(self.tr("&High contrast"))
        self.four_colours.setText(self.tr("Fou&r-colour deck"))
        self.card_size_menu.setTitle(self.tr("Card si&ze"))
        sizes = {"normal": self.tr("Normal", "card size"), "large": self.tr("Large", "card size"),
                 "largest": self.tr("Largest", "card size")}
        for choice, act in self.card_size_actions.items():
            act.setText(sizes[choice])
        self.full_screen.setText(self.tr("&Full screen"))
        self.speech_menu.setTitle(self.tr("S&peech"))
        self.repeat_said.setText(self.tr("&Repeat the last announcement"))
        self.read_hand.setText(self.tr("Read my &cards"))
        self.read_table.setText(self.tr("Read the &table"))
        self.read_players.setText(self.tr("Read the &players"))
        self.read_scores.setText(self.tr("Read the &scores"))
        self.read_last_trick.setText(self.tr("Read the &last trick"))
        self.read_turn.setText(self.tr("&Whose turn is it?"))
        self.rules.setText(self.tr("&Rules"))
        self.tips.setText(self.tr("How to &play here"))
        self.shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self.about.setText(self.tr("&About Kotshina"))
        self.open_menus.setText(self.tr("Open the menu bar"))
        if QGuiApplication.isRightToLeft():
            self._isolate_key_names()

    def _isolate_key_names(self) -> None:
        """A key name that ends in a sign came out of a right-to-left menu as "+Ctrl,": the
        menu shows the text after a tab instead of the shortcut's own, so that text is the
        name kept left to right in one piece."""
        for menu in (self.game_menu, self.view_menu, self.speech_menu, self.help_menu):
            for act in menu.actions():
                keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if keys and not keys[-1].isalnum():
                    act.setText(f"{act.text()}\t\u2066{keys}\u2069")
