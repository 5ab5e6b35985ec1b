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


def test_no_worker_thread_until_there_is_something_to_save(qtbot):
    before = threading.active_count()
    saver = Autosaver(lambda config, record: None)
    assert threading.active_count() == before  # the start screen has nothing to save
    saver.flush()  # nothing handed over: returns at once
    saver.close()
    assert threading.active_count() == before


def test_a_record_handed_over_after_close_is_not_written(qtbot):
    written: list[dict] = []
    saver = Autosaver(lambda config, record: written.append(record))
    saver.submit(MatchConfig(), {"moves": [1]})
    saver.close()
    saver.submit(MatchConfig(), {"moves": [1, 2]})
    saver.flush(timeout=1.0)
    assert written == [{"moves": [1]}]
