"""A monkey at the table, for every game with a table: random clicks, drags, keys, menu
commands, dialogs, language switches, speed changes and resizes, a disk that fills up and
empties again (autosaves and statistics refused for a while), and a player's name holding text
UTF-8 cannot encode. Nothing may raise or log an error, Qt may not warn, the match's record must
always replay to the controller's state, and once the disk has room again the autosave holds
every move and no finished match's result is left uncounted.

``KOTSHINA_MONKEY_EVENTS=N`` sets the events per game (default 1500, about 20 s a game, to keep
the suite quick; the long runs use 5000 and more), ``KOTSHINA_MONKEY_SEED`` picks another random
session. The worst stall of the
GUI thread (a heartbeat timer's longest gap while the event loop runs) is printed, not
asserted (the machines are shared).
"""

from __future__ import annotations

import errno
import logging
import os
import random
import time

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402

EVENTS = int(os.environ.get("KOTSHINA_MONKEY_EVENTS", "1500"))
SEED = os.environ.get("KOTSHINA_MONKEY_SEED", "1")
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space,
        Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_H]
SIZES = [(1280, 800), (800, 600), (1024, 700), (700, 520)]
# the offscreen platform's own note, not the app's
QT_NOISE = ("This plugin does not support propagateSizeHints()",
            "This plugin does not support raise()")
TABLES = [("kinza", 3), ("king", 4), ("casino", 2)]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


class FlakyDisk:
    """Autosaves and statistics writes refused (ENOSPC) while ``full``."""

    def __init__(self, window: MainWindow, monkeypatch) -> None:
        from kotshina.controller import statistics

        self.full = False
        real_autosave = window.saves.autosave
        real_statistics = statistics.write_json_atomic

        def autosave(*args, **kwargs):
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_autosave(*args, **kwargs)

        def write_statistics(*args, **kwargs):
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_statistics(*args, **kwargs)

        monkeypatch.setattr(window.saves, "autosave", autosave)
        monkeypatch.setattr(statistics, "write_json_atomic", write_statistics)


def _check_nothing_lost(window: MainWindow, qtbot) -> None:
    """With room on the disk again: the autosave holds the match, every result is counted."""
    from kotshina.controller.saves import SaveStore

    window.disk.retry_results()
    controller = window.controller
    if controller is not None and not controller.state.is_over:
        window.autosaver.submit(window.config, controller.record())  # as after the next move
        window.autosaver.flush()
        qtbot.waitUntil(lambda: not window.autosaver.failing, timeout=5000)
        saved = SaveStore().unfinished(window.config.game)
        assert saved is not None and saved.record["moves"] == controller.record()["moves"]
    assert window.disk.results is not None and window.disk.results.pending == {}


class Heartbeat:
    """The longest time the GUI thread did not come back to its event loop."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._beat)
        self.last = time.perf_counter()
        self.worst = 0.0
        self.worst_thinking = 0.0
        self.thinking = False

    def _beat(self) -> None:
        now = time.perf_counter()
        gap = now - self.last
        self.last = now
        self.worst = max(self.worst, gap)
        if self.thinking:
            self.worst_thinking = max(self.worst_thinking, gap)

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start()

    def pause(self) -> None:
        """The monkey's own checks run next: not the app's stall."""
        self.timer.stop()


def _check_legal(window: MainWindow) -> None:
    """The record replays (every move legal) to the controller's position."""
    controller = window.controller
    if controller is None:
        return
    replayed = records.replay(controller.record())
    shown = records.result_of(controller.state)
    if controller.match.needs_deck:
        # Between deals the table waits for the summary to close before dealing, while a
        # replay deals at once when the record already holds the deck (kept after an undo).
        replayed.pop("to_move"), shown.pop("to_move")
    assert replayed == shown


@pytest.mark.parametrize("game, players", TABLES, ids=[t[0] for t in TABLES])
def test_monkey_session(game, players, qtbot, qtlog, caplog, monkeypatch):
    caplog.set_level(logging.WARNING)
    rng = random.Random(f"monkey {game} {SEED}")
    languages = Languages()
    languages.switch("en")
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(settings, languages)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    disk = FlakyDisk(window, monkeypatch)
    levels = [None] + ["easy"] * (players - 1)
    # a name no UTF-8 file can hold as it is: the autosave writes U+FFFD and goes on
    window.start_match(MatchConfig(game=game, players=players, levels=levels, seed=1,
                                   player_name="Sa\ud800lma"))
    menus = window.menus
    commands = [menus.hint, menus.undo, menus.score_sheet, menus.highlights, menus.auto_capture,
                menus.western_digits, *menus.colour_actions.values(),
                *menus.back_actions.values()]
    speeds = list(menus.speed_actions.values())
    heart = Heartbeat()
    counts: dict[str, int] = {}
    slowest: dict[str, float] = {}  # the longest single event of each kind
    try:
        for step in range(EVENTS):
            heart.thinking = bool(window.controller and window.controller.thinking_seat is not None)
            heart.start()
            began = time.perf_counter()
            table = window.table
            roll = rng.random()
            if window.summary is not None and roll < 0.3:
                kind = "close deal summary"
                window.summary.accept()
            elif window.match_end is not None:
                kind = "play again"
                window.match_end.play_again.click()
            elif table is None:
                kind = "restart"
                window.restart_match()
            elif roll < 0.2 and window.controller.is_human_turn():
                kind = "legal move"  # now and then, so the match moves on through its deals
                window.controller.request_play(rng.choice(window.controller.state.legal_moves()))
            elif roll < 0.35:
                kind = "click"
                viewport = table.viewport()
                at = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
            elif roll < 0.42:
                kind = "double-click"
                viewport = table.viewport()
                at = QPoint(rng.randrange(viewport.width()), viewport.height() - rng.randrange(120))
                QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=at)
            elif roll < 0.5:
                kind = "drag"
                viewport = table.viewport()
                start = QPoint(rng.randrange(viewport.width()), viewport.height() - 60)
                end = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
                QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
                QTest.mouseMove(viewport, (start + end) / 2)
                QTest.mouseMove(viewport, end)
                QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
            elif roll < 0.72:
                kind = "key"
                QTest.keyClick(table, rng.choice(KEYS))
            elif roll < 0.8:
                kind = "menu command"
                rng.choice(commands).trigger()
            elif roll < 0.82:
                kind = "speed"
                rng.choice(speeds).trigger()
            elif roll < 0.85:
                kind = "language"
                window.set_language(rng.choice(["ar", "en"]))
            elif roll < 0.88:
                kind = "resize"
                window.resize(*rng.choice(SIZES))
            elif roll < 0.885:
                kind = "start screen and continue"
                window.show_start_screen()
                window.continue_match(game)
            elif roll < 0.895:
                kind = "disk fills up" if not disk.full else "disk has room again"
                disk.full = not disk.full
            else:
                kind = "wait"
                qtbot.wait(rng.choice([1, 5, 20]))
            QTest.qWait(0)
            heart.pause()
            counts[kind] = counts.get(kind, 0) + 1
            slowest[kind] = max(slowest.get(kind, 0.0), time.perf_counter() - began)
            if step % 25 == 0:
                _check_legal(window)
        _check_legal(window)
        disk.full = False
        _check_nothing_lost(window, qtbot)
    finally:
        heart.pause()
        window.shutdown()
        languages.switch("en")
    worst_kind = max(slowest, key=slowest.get)
    print(f"\nmonkey {game}: {EVENTS} events {counts}; worst GUI stall "
          f"{heart.worst * 1000:.0f} ms, while a computer thought {heart.worst_thinking * 1000:.0f} ms;"
          f" slowest event: {worst_kind} {slowest[worst_kind] * 1000:.0f} ms")
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]
    warnings = [r.message for r in qtlog.records
                if r.type.name in ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg")
                and not r.message.startswith(QT_NOISE)]
    assert warnings == []
