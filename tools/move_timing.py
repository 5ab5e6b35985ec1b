"""What one move and one undo cost on the GUI thread, deep in a match, as JSON.

    QT_QPA_PLATFORM=offscreen python tools/move_timing.py [--ply 200] [--repeat 30]

For each game: the whole window (main window, table, move log closed, autosave on, animations
off) plays a seeded match automatically to ``--ply`` moves and on to the human's turn; then,
``--repeat`` times, the human plays the same move (``request_play`` and the events it posts)
and takes it back (``undo``). The computer seats never think (their tasks are dropped), so
only the GUI thread's own work is timed. Prints medians in milliseconds, the memory a move
allocates (tracemalloc, a separate pass: peak above the start, KiB) and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from typing import Any


def settle(app: Any) -> None:
    for _ in range(3):
        app.processEvents()


def measure_game(app: Any, game: str, players: int, options: dict[str, Any], ply: int,
                 repeat: int) -> dict[str, Any]:
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.i18n import Languages
    from kotshina.controller.settings import Settings
    from kotshina.ui.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(settings, Languages())
    window.resize(1280, 800)
    window.show()
    levels: list[str | None] = [None] + ["medium"] * (players - 1)
    window.start_match(MatchConfig(game=game, players=players, options=options,
                                   levels=levels, seed=7))
    controller = window.controller
    assert controller is not None
    controller._pool.start = lambda *_args, **_kwargs: None  # computer seats never think
    controller.play_automatically(ply, stop_at_human=True)
    settle(app)
    # a move that ends a deal opens its summary: find a position where the human's move doesn't
    while True:
        at = controller.match.ply
        move = controller.legal_moves()[0]
        controller.request_play(move)
        settle(app)
        ended = window.summary is not None or controller.match.is_over
        controller.undo()
        settle(app)
        if not ended and controller.match.ply == at:
            break
        if window.summary is not None:
            window.summary.done(0)
            settle(app)
        controller.play_automatically(1, stop_at_human=True)
        settle(app)
    at = controller.match.ply

    def timed(action: Callable[[], Any]) -> float:
        start = time.perf_counter()
        action()
        settle(app)
        return (time.perf_counter() - start) * 1000.0

    moves, undos = [], []
    for _ in range(repeat):
        moves.append(timed(lambda: controller.request_play(move)))
        undos.append(timed(controller.undo))
        assert controller.match.ply == at
    match = controller.match  # the pure-Python parts alone: the record, going back one move
    records, cuts = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        match.record()
        records.append((time.perf_counter() - start) * 1000.0)
        match.push(move)
        start = time.perf_counter()
        match.truncate(at)
        cuts.append((time.perf_counter() - start) * 1000.0)
    tracemalloc.start()
    peaks = []
    for _ in range(5):
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        controller.request_play(move)
        settle(app)
        peaks.append((tracemalloc.get_traced_memory()[1] - base) / 1024)
        controller.undo()
        settle(app)
    tracemalloc.stop()
    window.shutdown()
    window.deleteLater()
    settle(app)
    return {"game": game, "players": players, "options": options, "at_ply": at,
            "move_ms": round(statistics.median(moves), 2),
            "undo_ms": round(statistics.median(undos), 2),
            "move_peak_kib": round(statistics.median(peaks), 1),
            "match_record_ms": round(statistics.median(records), 3),
            "match_truncate_ms": round(statistics.median(cuts), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ply", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=30)
    # long matches, so move 200 is reached: the highest targets, Casino's points shared by three
    parser.add_argument("--games", default="kinza:2:target=301,king:4,casino:3")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("KOTSHINA_HOME", tempfile.mkdtemp(prefix="kotshina-timing-"))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    results = []
    for item in args.games.split(","):
        game, players, *pairs = item.split(":")
        options = {key: int(value) if value.isdigit() else value
                   for key, value in (pair.split("=") for pair in pairs)}
        results.append(measure_game(app, game, int(players), options, args.ply, args.repeat))
    print(json.dumps({"results": results, "loadavg": os.getloadavg()}))


if __name__ == "__main__":
    main()
