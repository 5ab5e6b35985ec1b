"""The app under AT-SPI for tests/ui/access/test_atspi.py, on the X server of DISPLAY; it writes the
names the list under test must show to argv[1], makes an announcement the reader must hear,
then keeps running for argv[2] seconds. argv[3], the scene:
- "hand": the main window with a Kinza match (seed 4); the hand's cards, "Your cards (…)";
- "menu": a Casino match whose 8 of diamonds takes the 5 of spades in two ways, its move menu
  opened with the keys; the menu's moves, "Your cards (…)";
- "review": the review window of a finished Kinza deal; your moves, "Move 2 of …"."""

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' positions

app = QApplication(["kotshina-atspi-test"])
app.setApplicationName("kotshina-atspi-test")

from kotshina.controller import speech  # noqa: E402
from kotshina.controller.cardnames import spoken  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402

SCENE = sys.argv[3] if len(sys.argv) > 3 else "hand"
languages = Languages()
languages.switch("en")
QCoreApplication.processEvents()
settings = Settings()
settings.animation_speed = "off"
for game in ("kinza", "king", "casino"):
    settings.set_tips_seen(game)  # no first-run tips over the felt to take the keys
window = MainWindow(settings, languages)
window.resize(1000, 700)
window.show()
review = None
if SCENE == "menu":
    from casino_table_support import casino_record

    window.start_match(MatchConfig(game="casino", players=2, levels=[None, "easy"], seed=3),
                       casino_record(["3H 8D 5C KD", "JS JC QS 9C"], "5S 3C 8C QH"))
elif SCENE == "review":
    from tests.ui.test_review_and_coach import BUDGET_MS, CONFIG, TRAIL, finished_first_deal

    from kotshina.controller.analysis_runner import AnalysisRunner
    from kotshina.ui.review_window import ReviewWindow

    review = ReviewWindow(CONFIG, finished_first_deal(TRAIL), 1, None, AnalysisRunner(),
                          window, budget_ms=BUDGET_MS)
    review.show()
else:
    window.start_match(MatchConfig(game="kinza", players=2, levels=[None, "easy"], seed=4))


def key(name: Qt.Key) -> None:
    # straight to the table's key handling: on an X server without a window manager no
    # window is active, and QTest's keys went nowhere (tests/ui/access/test_review_and_menu.py
    # sends them through the focus in-process)
    press = QKeyEvent(QEvent.Type.KeyPress, name, Qt.KeyboardModifier.NoModifier)
    window.table.keyPressEvent(press)


def open_menu() -> None:
    """8 of diamonds raised, the 5 of spades picked, Enter: the move menu, by keys only."""
    view = window.table
    for wanted, row_key in (("8♦", None), ("5♠", Qt.Key.Key_Up)):
        if row_key is not None:
            key(row_key)
        for _ in range(6):
            ring = view.selection.focus
            if ring is not None and view.adapter.card(ring) == wanted:
                break
            key(Qt.Key.Key_Right)
        key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Return)


def tell() -> None:
    if SCENE == "review":
        names = [review.moves.item(row).text() for row in range(review.moves.count())]
    elif SCENE == "menu":
        if not window.table.chooser.is_open:
            open_menu()
        menu = window.table.access.chooser
        names = [menu.item(row).text() for row in range(menu.count())]
    else:
        with spoken():
            names = [window.controller.table.card(c) for c in speech.hand_cards(window.controller)]
    with open(sys.argv[1], "w", encoding="utf-8") as handle:
        json.dump(names, handle)
    if review is not None:  # an announcement the reader must hear ("Move 2 of …")
        review.go(0)
        review.go(1)
    else:
        window.access.speech.read_hand()


# told again and again: the reader starts once names.json is there, and may take a while to
# listen on a loaded machine
for moment in range(1500, int(float(sys.argv[2]) * 1000) - 2000, 2000):
    QTimer.singleShot(moment, tell)
QTimer.singleShot(int(float(sys.argv[2]) * 1000), app.quit)
app.exec()
if review is not None:
    review.close()
window.shutdown()
