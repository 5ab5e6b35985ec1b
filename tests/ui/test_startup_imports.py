"""The first screen loads only what it shows: no match, no computer players, no engines, no pool,
and paints on one thread.

Start-up time is measured by `packaging/build` (pkgtools/startup.py), never asserted here; this
keeps what the measurement found out from creeping back: each module below cost the start
screen time it did not need.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import os, sys
import PySide6.QtCore
from kotshina.ui import app, screenshot

threads = []
qt_namespace_built = []
classes_built = []
# Qt classes the first screen has no use for: touching one makes PySide build its enums
NOT_BUILT = {"QtWidgets": ("QMessageBox",), "QtCore": ("QUrl",), "QtGui": ("QPainter",)}
if sys.argv[2] == "en":  # Qt's own translations are looked up for Arabic only
    NOT_BUILT["QtCore"] += ("QLibraryInfo",)


def counting(window, options, take=screenshot.take_screenshot):
    take(window, options)  # the window painted, as the player first sees it
    task = "/proc/self/task"
    threads.append(len(os.listdir(task)) if os.path.isdir(task) else None)
    # PySide6 makes a module's classes on first use: the Qt namespace is in the module's
    # dictionary only once something has touched it
    qt_namespace_built.append("Qt" in vars(PySide6.QtCore))
    classes_built.extend(f"{module}.{name}" for module, names in NOT_BUILT.items()
                         for name in names if name in vars(sys.modules["PySide6." + module]))


screenshot.take_screenshot = counting
code = app.main(["--screenshot", sys.argv[1], "--screen", "start", "--size", "800x600",
                 "--lang", sys.argv[2]])
modules = sorted(sys.modules)
import json
print(json.dumps([code, modules, threads, qt_namespace_built, classes_built]))
"""


def run_probe(tmp_path: Path, language: str = "en",
              classes: list[str] | None = None) -> tuple[int, list[str], list, list[bool]]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(ROOT / "app"))
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "start.png"), language],
                          env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    code, modules, threads, qt_built, built = json.loads(done.stdout.strip().splitlines()[-1])
    assert code == 0 and (tmp_path / "start.png").is_file()
    if classes is not None:
        classes.extend(built)
    return code, modules, threads, qt_built

NOT_AT_START = [
    "kotshina.ai.pool", "kotshina.ai.agents", "kotshina.ai.search", "kotshina.ai.registry",
    "kotshina.games.kinza", "kotshina.games.king", "kotshina.games.casino",
    "kotshina.records", "kotshina.match", "kotshina.controller.match_controller",
    "kotshina.controller.worker", "kotshina.ui.table", "kotshina.ui.table.view",
    "kotshina.ui.dialogs.about", "kotshina.ui.dialogs.new_game", "kotshina.ui.dialogs.rules_help",
    "kotshina.ui.dialogs.deal_summary", "kotshina.ui.dialogs.score_sheet",
    "kotshina.ui.record_export", "kotshina.ui.move_log", "multiprocessing", "concurrent.futures",
    "subprocess", "json",  # a new player has no file to read or write yet
    "PySide6.QtMultimedia",  # the card sounds load with the first match
    "kotshina.ui.dialogs.preferences", "kotshina.ui.dialogs.shortcuts",
    "kotshina.ui.dialogs.statistics", "kotshina.ui.table.tips",
    # the engines' protocols and their events' slotted dataclass (~9 M instructions): the
    # registry names them in annotations only, the card sounds read the kinds alone
    "kotshina.core.engine", "kotshina.core.agent", "kotshina.core.events",
    # the value classes on its way are core/value.py's and core/frozen_value.py's: importing
    # dataclasses and making five of them was ~19 M instructions
    "dataclasses",
]


def test_the_start_screen_imports_no_match_ai_engine_or_pool(tmp_path: Path) -> None:
    from kotshina.controller.i18n import build_catalogues

    build_catalogues()  # a checkout compiles stale catalogues at start (subprocess); not this one
    _code, modules, threads, _qt_built = run_probe(tmp_path)
    loaded = set(modules)
    assert [name for name in NOT_AT_START if name in loaded] == []
    assert "kotshina.ui.start_screen" in loaded  # the probe did reach the first screen
    # One thread paints the first screen: no autosave worker before there is a match to save,
    # and none of Qt's painting pool, whose hand-offs made the start wait on a busy machine.
    if threads != [None]:  # Linux: the process's threads are listed in /proc
        assert threads == [1]


def test_the_start_screen_is_drawn_without_the_qt_namespace(tmp_path: Path) -> None:
    """Touching PySide6's ``Qt`` namespace builds its 93 enums: 12% of a bare window's start
    in instructions. The start screen sets what it needs by name (ui/qt_by_name.py); this
    fails when a module on its path touches ``Qt`` again (an alignment, a shortcut set with
    QAction.setShortcut, an image filled with QImage.fill…)."""
    from kotshina.controller.i18n import build_catalogues

    build_catalogues()
    run_probe(tmp_path)  # the first start draws the tiles' card fans into the picture cache
    for language in ("en", "ar"):
        built: list[str] = []
        _code, _modules, _threads, qt_built = run_probe(tmp_path, language, built)
        assert qt_built == [False], language
        # nor are the classes it never shows (a message box, a sound's URL, a painter: the
        # card fans come from the picture cache): 118 enum members, ~12 M instructions
        assert built == [], language


def test_the_start_screen_still_gets_what_it_set_by_name(qtbot) -> None:
    """What the start path sets by name arrives: the tiles' alignments, the shortcuts, the
    problem indicator's style, the layout direction of each language."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QApplication

    from kotshina.controller.i18n import Languages
    from kotshina.ui.start_screen import StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    assert screen.heading.alignment() == Qt.AlignmentFlag.AlignCenter
    description = screen.tiles["kinza"].description.alignment()
    assert description == Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    languages = Languages()
    languages.switch("ar")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    languages.switch("en")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    from kotshina.ui.problems import ProblemIndicator

    indicator = ProblemIndicator()
    qtbot.addWidget(indicator)
    assert indicator.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    from PySide6.QtWidgets import QMainWindow

    from kotshina.ui.menus import Menus

    window = QMainWindow()
    qtbot.addWidget(window)
    menus = Menus(window)
    assert menus.undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo) != QKeySequence()
    assert menus.new_game.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert menus.move_log.shortcut().toString() == "F3"
    assert menus.full_screen.shortcut().toString() == "F11"



TABLE_PROBE = """
import dataclasses, sys
made = []
process_class = dataclasses._process_class


def recording(cls, *args, **kwargs):
    made.append(cls.__module__ + "." + cls.__qualname__)
    return process_class(cls, *args, **kwargs)


dataclasses._process_class = recording
import PySide6.QtCore
from kotshina.ui import app, screenshot

animations = []
start_screens = []


def counting(window, options, take=screenshot.take_screenshot):
    take(window, options)  # the continued match's table painted, as the player first sees it
    animations.extend(name for name in ("QEasingCurve", "QPropertyAnimation")
                      if name in vars(PySide6.QtCore))
    start_screens.append(window._start_screen is not None)
    start_screens.append("kotshina.ui.start_screen" in sys.modules)  # nor its module (~2 M)


screenshot.take_screenshot = counting
code = app.main(["--screenshot", sys.argv[1], "--continue", "--size", "800x600"])
import json
print(json.dumps([code, animations, made, start_screens]))
"""

# value classes that stay dataclasses on the way to a table: the engines' moves, views and
# events (slots, made by the million) and those needing replace or other dataclass options
DATACLASSES_AT_A_TABLE = {
    "kotshina.core.events.Event", "kotshina.core.agent.Budget",
    "kotshina.controller.tables.base.Zone", "kotshina.controller.tables.base.Sheet",
    "kotshina.ui.table.centre.CentreSlots", "kotshina.ui.table.layout.TableLayout",
    "kotshina.ui.table.selection.Selection",
    "kotshina.games.kinza.moves.KinzaMove", "kotshina.games.kinza.view.KinzaView",
}


def continue_probe(tmp_path: Path, game: str) -> list:
    """TABLE_PROBE's findings on continuing a saved match of ``game``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(ROOT / "app"))
    saves = ROOT / "packaging" / "pkgtools" / "startup_saves.py"
    done = subprocess.run([sys.executable, str(saves), game], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    done = subprocess.run([sys.executable, "-c", TABLE_PROBE, str(tmp_path / "table.png")],
                          env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found[0] == 0 and (tmp_path / "table.png").is_file()
    return found


def test_a_saved_match_opens_without_animation_or_compiled_value_classes(tmp_path: Path) -> None:
    """A frozen dataclass compiles six methods at import (~3.2 M instructions a class): the
    simple value classes on the way to a table are FrozenValue (core/frozen_value.py); this
    fails when a new dataclass joins that way, or when the animation classes are built before
    the first card moves (a continued match opens without moving one), or when the start
    screen is made under a continued match's table."""
    code, animations, made, start_screens = continue_probe(tmp_path, "kinza")
    assert "kotshina.games.kinza.view.KinzaView" in made  # the probe did reach the table
    assert animations == []
    # nor the start screen, which the table replaced before it was ever painted (~65 M)
    assert start_screens == [False, False]
    assert sorted(set(made) - DATACLASSES_AT_A_TABLE) == []


# Casino's engine on the way to its table: the move (``field(init=False)``, ``__post_init__``)
# and the view stay slotted dataclasses; its legal-move options (never compared nor hashed)
# and its builds are named tuples (~3.6 M and ~3.5 M instructions less to a continued table)
CASINO_DATACLASSES = {
    "kotshina.games.casino.moves.CasinoMove", "kotshina.games.casino.view.CasinoView",
}


def test_a_continued_casino_table_compiles_only_its_moves_and_views(tmp_path: Path) -> None:
    code, animations, made, start_screens = continue_probe(tmp_path, "casino")
    assert "kotshina.games.casino.view.CasinoView" in made  # the probe did reach the table
    assert animations == [] and start_screens == [False, False]
    common = {name for name in DATACLASSES_AT_A_TABLE if ".kinza." not in name}
    assert sorted(set(made) - common - CASINO_DATACLASSES) == []
