"""Autosaves are written off the GUI thread, newest record first, and flush() waits for them."""

from __future__ import annotations

import errno
import threading
import time

import pytest

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


class FlakyDisk:
    """A write that fails with ``errors`` (one per call, in turn), then works."""

    def __init__(self, *errors: BaseException) -> None:
        self.errors = list(errors)
        self.written: list[int] = []
        self.calls = 0

    def __call__(self, config, record) -> None:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        self.written.append(len(record["moves"]))


@pytest.mark.parametrize("error", [
    UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"),  # text it cannot write
    OSError(errno.ENOSPC, "No space left on device"),
    PermissionError(errno.EACCES, "Permission denied"),
    RuntimeError("a bug in the writer"),
], ids=["encode-error", "disk-full", "permission", "bug"])
def test_a_failed_write_is_reported_and_tried_again_until_it_works(qtbot, error):
    disk = FlakyDisk(error, error)
    saver = Autosaver(disk, retry_seconds=(0.05, 0.1))
    with qtbot.waitSignal(saver.failed, timeout=5000) as failed:
        saver.submit(MatchConfig(), {"moves": [1, 2, 3]})
    assert failed.args[0] is error
    with qtbot.waitSignal(saver.written, timeout=5000):
        pass  # the same record, tried again with no new move: the disk has room now
    assert disk.written == [3] and disk.calls == 3
    assert not saver.failing
    saver.close()


def test_the_writer_survives_a_failure_and_writes_the_next_record(qtbot):
    disk = FlakyDisk(UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"))
    saver = Autosaver(disk)  # the first retry is a second away: the next move comes first
    with qtbot.waitSignal(saver.failed, timeout=5000):
        saver.submit(MatchConfig(), {"moves": [1]})
    saver.flush()  # a failed write does not make flush wait for the retry
    assert saver.failing
    with qtbot.waitSignal(saver.written, timeout=5000):
        saver.submit(MatchConfig(), {"moves": [1, 2]})  # the next move is written at once
    assert disk.written[-1] == 2 and not saver.failing
    saver.close()


def test_flush_and_close_do_not_wait_for_a_write_that_keeps_failing(qtbot):
    saver = Autosaver(FlakyDisk(*[OSError(errno.ENOSPC, "full")] * 100), retry_seconds=(30.0,))
    with qtbot.waitSignal(saver.failed, timeout=5000):
        saver.submit(MatchConfig(), {"moves": [1]})
    began = time.monotonic()
    saver.flush()
    saver.close()
    assert time.monotonic() - began < 5.0  # not the 10 s flush timeout, nor the 30 s pause
