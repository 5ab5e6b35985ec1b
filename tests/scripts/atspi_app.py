"""The app under AT-SPI for tests/test_atspi.py: the main window with a Kinza match (seed 4),
on the X server of DISPLAY; it writes the hand's card names as the table says them to
argv[1], then keeps running for argv[2] seconds."""

import json
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["kotshina-atspi-test"])
app.setApplicationName("kotshina-atspi-test")

from kotshina.controller import speech  # noqa: E402
from kotshina.controller.cardnames import spoken  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402

languages = Languages()
languages.switch("en")
QCoreApplication.processEvents()
settings = Settings()
settings.animation_speed = "off"
window = MainWindow(settings, languages)
window.resize(1000, 700)
window.show()
window.start_match(MatchConfig(game="kinza", players=2, levels=[None, "easy"], seed=4))


def tell() -> None:
    with spoken():
        names = [window.controller.table.card(c) for c in speech.hand_cards(window.controller)]
    with open(sys.argv[1], "w", encoding="utf-8") as handle:
        json.dump(names, handle)
    window.access.speech.read_hand()  # an announcement the reader must hear


QTimer.singleShot(1500, tell)
QTimer.singleShot(3000, tell)
QTimer.singleShot(int(float(sys.argv[2]) * 1000), app.quit)
app.exec()
window.shutdown()
