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

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import os, sys
from kotshina.ui import app, screenshot

threads = []


def counting(window, options, take=screenshot.take_screenshot):
    take(window, options)  # the window painted, as the player first sees it
    task = "/proc/self/task"
    threads.append(len(os.listdir(task)) if os.path.isdir(task) else None)


screenshot.take_screenshot = counting
code = app.main(["--screenshot", sys.argv[1], "--screen", "start", "--size", "800x600"])
modules = sorted(sys.modules)
import json
print(json.dumps([code, modules, threads]))
"""

NOT_AT_START = [
    "kotshina.ai.pool", "kotshina.ai.agents", "kotshina.ai.search", "kotshina.ai.registry",
    "kotshina.games.kinza", "kotshina.games.king", "kotshina.games.casino",
    "kotshina.records", "kotshina.match", "kotshina.controller.match_controller",
    "kotshina.controller.worker", "kotshina.ui.table", "kotshina.ui.table.view",
    "kotshina.ui.dialogs.about", "kotshina.ui.dialogs.new_game", "kotshina.ui.dialogs.rules_help",
    "kotshina.ui.dialogs.deal_summary", "kotshina.ui.dialogs.score_sheet",
    "kotshina.ui.record_export", "kotshina.ui.move_log", "multiprocessing", "concurrent.futures",
    "subprocess", "json",  # a new player has no file to read or write yet
]


def test_the_start_screen_imports_no_match_ai_engine_or_pool(tmp_path: Path) -> None:
    from kotshina.controller.i18n import build_catalogues

    build_catalogues()  # a checkout compiles stale catalogues at start (subprocess); not this one
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(ROOT / "app"))
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "start.png")], env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    code, modules, threads = json.loads(done.stdout.strip().splitlines()[-1])
    assert code == 0 and (tmp_path / "start.png").is_file()
    loaded = set(modules)
    assert [name for name in NOT_AT_START if name in loaded] == []
    assert "kotshina.ui.start_screen" in loaded  # the probe did reach the first screen
    # One thread paints the first screen: no autosave worker before there is a match to save,
    # and none of Qt's painting pool, whose hand-offs made the start wait on a busy machine.
    if threads != [None]:  # Linux: the process's threads are listed in /proc
        assert threads == [1]
