"""Every dialog's Close button says the same word in Arabic: the rules, About and the score
sheet showed Qt's own ("أغلق") beside the app's ("إغلاق") everywhere else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from app_window_support import main_window
from kotshina.controller.config import MatchConfig
from kotshina.ui.dialogs.about import AboutDialog
from kotshina.ui.dialogs.preferences import PreferencesDialog
from kotshina.ui.dialogs.rules_help import RulesDialog
from kotshina.ui.dialogs.score_sheet import ScoreSheetDialog

pytestmark = pytest.mark.usefixtures("app_home")


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_every_close_button_says_the_same_word(qtbot, lang):
    with main_window(qtbot, lang) as window:
        window.start_match(MatchConfig(game="kinza", players=2, seed=2))
        word = QCoreApplication.translate("PreferencesDialog", "Close")
        assert word == ("إغلاق" if lang == "ar" else "Close")
        window.show_preferences()
        window.show_rules()
        window.show_score_sheet()
        dialogs = [window.preferences, window.rules, window.score_sheet, AboutDialog(window)]
        kinds = (PreferencesDialog, RulesDialog, ScoreSheetDialog, AboutDialog)
        for dialog, kind in zip(dialogs, kinds, strict=True):
            assert isinstance(dialog, kind)
            box = dialog.findChild(QDialogButtonBox)
            close = box.button(QDialogButtonBox.StandardButton.Close)
            assert close.text() == word, kind.__name__
            dialog.close()
