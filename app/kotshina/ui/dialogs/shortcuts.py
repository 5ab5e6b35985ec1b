"""Help → Keyboard shortcuts (also ?): every key of the menus, the table, the review, the dialogs.

The menus' part is read from the window's actions themselves (every action that has a
shortcut, under the menu it is in, with its text of the moment), so the sheet cannot drift
from the menus. The keys the table, the chooser, the contract panel and the review window
read themselves are listed in ``TABLE_KEYS`` and ``REVIEW_KEYS`` (tests/ui/dialogs/test_shortcuts.py
presses each table key and checks the table's input machine answers it). In Arabic the arrows are mirrored
where the picture is: the review steps forward with ← because the deal reads right to left.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..menus import plain_text

if TYPE_CHECKING:
    from ..menus import Menus

translate = QCoreApplication.translate  # lupdate reads translate("Shortcuts", "text")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``text`` for the translators (PySide6's own returns ``object`` in its stubs)."""
    return text

# (keys, what they do) read by the table itself (ui/table/keyboard.py and its panels)
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("Left Right", QT_TRANSLATE_NOOP("Shortcuts", "Move the focus ring over the cards you may play, the way the arrow points")),
    ("Shift+Left Shift+Right", QT_TRANSLATE_NOOP("Shortcuts", "Move the focus ring over every card of the row, to look at the others")),
    ("Up", QT_TRANSLATE_NOOP("Shortcuts", "Go up to the table cards")),
    ("Down", QT_TRANSLATE_NOOP("Shortcuts", "Go back down to your hand")),
    ("Space", QT_TRANSLATE_NOOP("Shortcuts", "Pick the focused card (in your hand: select it; on the table: take it)")),
    ("Return", QT_TRANSLATE_NOOP("Shortcuts", "Play the focused card with the picked table cards")),
    ("Escape", QT_TRANSLATE_NOOP("Shortcuts", "Cancel the selection, or close a menu or panel over the table; never plays a move")),
    ("H", QT_TRANSLATE_NOOP("Shortcuts", "Show a hint")),
    ("L", QT_TRANSLATE_NOOP("Shortcuts", "Show the last trick again (King)")),
    ("1 2 3", QT_TRANSLATE_NOOP("Shortcuts", "In the move menu: choose the move of that number")),
)
# (keys forward, keys back, what they do): the review window; mirrored in right-to-left
REVIEW_KEYS: tuple[tuple[str, str, str], ...] = (
    ("Right", "Left", QT_TRANSLATE_NOOP("Shortcuts", "Next move / previous move")),
    ("End", "Home", QT_TRANSLATE_NOOP("Shortcuts", "Last move / first move")),
)
# keys every dialog answers
DIALOG_KEYS: tuple[tuple[str, str], ...] = (
    ("Return", QT_TRANSLATE_NOOP("Shortcuts", "The highlighted button (Play, Close, OK)")),
    ("Escape", QT_TRANSLATE_NOOP("Shortcuts", "Close the dialog without choosing")),
    ("Tab", QT_TRANSLATE_NOOP("Shortcuts", "Next field or button")),
)


ARROWS = {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓", "Return": "Enter"}


def _one_key(key: str) -> str:
    modifier, _plus, name = key.rpartition("+")
    if name in ARROWS:
        return (modifier + "+" if modifier else "") + ARROWS[name]
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def key_text(keys: str) -> str:
    """Key names as the platform writes them (arrows drawn); several keys joined by a space."""
    return " ".join(_one_key(key) for key in keys.split())


def menu_shortcuts(menus: Menus) -> list[tuple[str, str, str]]:
    """(menu title, action text, shortcut) of every action with a shortcut, in menu order."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, title: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, title)
            elif not action.shortcut().isEmpty():
                rows.append((title, plain_text(action.text()),
                             action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))

    window_keys = translate("Shortcuts", "Menus")
    for action in menus.window.actions():  # the window's own keys, in no menu (F10)
        if not action.shortcut().isEmpty():
            rows.append((window_keys, plain_text(action.text()),
                         action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
    for top in menus.window.menuBar().actions():  # every menu of the bar, in its order
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain_text(menu.title()))
    return rows


def all_actions_with_shortcuts(menus: Menus) -> list[QAction]:
    """Every action of the window that has a shortcut (for the test that the sheet lists all)."""
    return [a for a in menus.window.findChildren(QAction) if not a.shortcut().isEmpty()]


def _isolated(text: str) -> str:
    """Key names are Latin: kept in one piece and in their order inside an Arabic line."""
    return "\u2066" + text + "\u2069"


class ShortcutsDialog(QDialog):
    def __init__(self, menus: Menus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.menus = menus
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sheet = QTextBrowser(self)
        self.sheet.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(buttons)
        self.rows: list[tuple[str, str, str]] = []  # (section, what, keys) as shown
        self.resize(640, 560)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def build_rows(self) -> list[tuple[str, str, str]]:
        rows = list(menu_shortcuts(self.menus))
        table = translate("Shortcuts", "At the table")
        rows += [(table, translate("Shortcuts", what), key_text(keys)) for keys, what in TABLE_KEYS]
        review = translate("Shortcuts", "Review of a deal")
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for forward, back, what in REVIEW_KEYS:
            if rtl:  # the deal reads right to left: forward is the arrow pointing left
                forward, back = {"Right": "Left"}.get(forward, forward), \
                    {"Left": "Right"}.get(back, back)
            rows.append((review, translate("Shortcuts", what),
                         key_text(forward) + " / " + key_text(back)))
        dialogs = translate("Shortcuts", "In dialogs")
        rows += [(dialogs, translate("Shortcuts", what), key_text(keys))
                 for keys, what in DIALOG_KEYS]
        return rows

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.heading.setText(self.tr("Keyboard shortcuts"))
        self.close_button.setText(self.tr("Close"))
        self.rows = self.build_rows()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        align = "right" if rtl else "left"
        parts = [f'<html><body dir="{"rtl" if rtl else "ltr"}">']
        if rtl:
            parts.append(f'<p style="color:{theme.INK}">' + escape(self.tr(
                "The arrows point the way the cards move on screen: in Arabic your hand and "
                "the review read from right to left, so in the review ← goes to the next move "
                "and → to the previous one.")) + "</p>")
        section = None
        for heading, what, keys in self.rows:
            if heading != section:
                if section is not None:
                    parts.append("</table>")
                parts.append(f'<h3 style="color:{theme.PANEL}; margin-top:10px">'
                             f"{escape(heading)}</h3>")
                parts.append(f'<table width="100%" cellpadding="3" align="{align}">')
                section = heading
            parts.append(
                f'<tr><td width="34%" align="{align}"><b style="background:{theme.CREAM}">'
                f"&nbsp;{escape(_isolated(keys))}&nbsp;</b></td>"
                f'<td align="{align}">{escape(what)}</td></tr>')
        parts.append("</table></body></html>")
        self.sheet.setHtml("".join(parts))
