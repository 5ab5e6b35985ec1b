"""Autosaves are written off the GUI thread, newest record first, and flush() waits for them."""

from __future__ import annotations

import threading
import time

from kotshina.controller.autosaver import Autosaver
from kotshina.controller.config import MatchConfig


def test_writes_happen_on_another_thread_and_the_newest_record_wins(qtbot):
    written: list[tuple[int, int]] = []
    gate = threading.Event()

    def slow_write(config, record):
        gate.wait(5)
        written.append((threading.get_ident(), len(record["moves"])))

    saver = Autosaver(slow_write)
    config = MatchConfig()
    for moves in range(1, 6):  # five moves while the disk is slow
        saver.submit(config, {"moves": [0] * moves})
        time.sleep(0.01)
    gate.set()
    saver.flush()
    assert written[-1][1] == 5  # the newest record is what ends on disk
    assert len(written) < 5  # records that were already stale were skipped
    assert all(thread != threading.get_ident() for thread, _ in written)
    saver.close()


def test_a_failed_write_comes_back_as_a_signal(qtbot):
    def full_disk(config, record):
        raise OSError(28, "No space left on device")

    saver = Autosaver(full_disk)
    with qtbot.waitSignal(saver.failed, timeout=5000) as failed:
        saver.submit(MatchConfig(), {"moves": []})
    assert failed.args[0].errno == 28
    saver.close()
