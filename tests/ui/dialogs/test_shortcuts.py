"""Help → Keyboard shortcuts lists every action that has a shortcut (read from the actions),
the table's own keys are ones the table answers, and the first-run tips show once per game,
then only from Help → How to play here."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QEvent,  # noqa: E402
    Qt,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence  # noqa: E402

from app_window_support import main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.dialogs.shortcuts import (  # noqa: E402
    TABLE_KEYS,
    ShortcutsDialog,
    all_actions_with_shortcuts,
    plain_text,
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_sheet_lists_every_action_with_a_shortcut(qtbot, lang):
    with main_window(qtbot, lang=lang) as window:
        extra = QAction(window)  # an action added later is listed with no change to the sheet
        extra.setText("Brand new thing")
        extra.setShortcut(QKeySequence("Ctrl+J"))
        window.menus.game_menu.addAction(extra)
        dialog = ShortcutsDialog(window.menus, window)
        qtbot.addWidget(dialog)
        shown = {(what, keys) for _section, what, keys in dialog.rows}
        actions = all_actions_with_shortcuts(window.menus)
        assert len(actions) >= 10
        for action in actions:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert (plain_text(action.text()), keys) in shown, action.text()
        text = dialog.sheet.toPlainText()
        assert "Brand new thing" in text and "Ctrl+J" in text
        if lang == "ar":  # the review's arrows are mirrored and said so
            assert any(keys.startswith("←") for section, _w, keys in dialog.rows
                       if section == "مراجعة توزيعة")
            assert "من اليمين إلى اليسار" in text


def test_the_table_answers_every_key_the_sheet_names(qtbot):
    with main_window(qtbot) as window:
        window.start_match(MatchConfig(game="kinza", players=2, seed=4))
        qtbot.waitUntil(window.controller.is_human_turn, timeout=10000)
        names = {"Left": Qt.Key.Key_Left, "Right": Qt.Key.Key_Right, "Up": Qt.Key.Key_Up,
                 "Down": Qt.Key.Key_Down, "Space": Qt.Key.Key_Space, "Escape": Qt.Key.Key_Escape,
                 "H": Qt.Key.Key_H}
        for keys, _what in TABLE_KEYS:
            for key in keys.split():
                modifier, _plus, name = key.rpartition("+")
                if name not in names:  # Return plays, L is King's, digits are the move menu's
                    continue
                shift = Qt.KeyboardModifier.ShiftModifier if modifier == "Shift" \
                    else Qt.KeyboardModifier.NoModifier
                event = QKeyEvent(QEvent.Type.KeyPress, names[name], shift)
                assert window.table.input.key(event), key
                window.table.input.key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                 Qt.KeyboardModifier.NoModifier))


def _finish_tips(window) -> None:
    tips = window.tips
    while tips.is_open:
        tips.next.click()


def test_tips_show_once_per_game_then_only_from_the_help_menu(qtbot):
    with main_window(qtbot) as window:
        window.start_match(MatchConfig(game="kinza", players=2, seed=4))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=3000)
        tips = window.tips
        assert len(tips.tips) in (3, 4)
        assert {tip.target for tip in tips.tips} >= {"hand", "table", "score"}
        # each callout lies inside the table and the table keeps the keyboard
        assert window.table.rect().contains(tips.callout.geometry())
        assert tips.next.focusPolicy() == Qt.FocusPolicy.NoFocus
        _finish_tips(window)
        assert window.tips is None and Settings().tips_seen("kinza")
        window.start_match(MatchConfig(game="kinza", players=2, seed=5))
        QCoreApplication.processEvents()
        assert window.tips is None  # seen: not again by itself
        window.start_match(MatchConfig(game="king", players=4, seed=5))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=3000)
        king_text = window.tips.text.text()
        window.tips.never.click()  # Don't show again
        assert Settings().tips_seen("king") and window.tips is None
        window.start_match(MatchConfig(game="kinza", players=2, seed=6))
        QCoreApplication.processEvents()
        assert window.tips is None
        window.menus.tips.trigger()  # Help → How to play here
        assert window.tips is not None and window.tips.is_open
        assert window.tips.text.text() != king_text  # Kinza's own tips


def test_tips_are_worded_in_arabic(qtbot):
    with main_window(qtbot, lang="ar") as window:
        window.start_match(MatchConfig(game="casino", players=2, seed=4))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=3000)
        assert window.tips.next.text() == "التالي"
        assert "الطاولة" in window.tips.text.text()


def test_tips_left_unread_come_again_with_the_next_match(qtbot):
    with main_window(qtbot) as window:
        window.start_match(MatchConfig(game="casino", players=2, seed=4))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=3000)
        window.show_start_screen()  # left with the tips open
        assert window.tips is None and not Settings().tips_seen("casino")
        window.start_match(MatchConfig(game="casino", players=2, seed=5))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=3000)
