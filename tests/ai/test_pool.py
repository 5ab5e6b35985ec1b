"""The process pool: searches run in other processes; a frozen app without freeze_support
never spawns workers (it would start the whole app again) and searches in-process instead."""

import sys

from kotshina.ai import pool
from kotshina.ai.search import search_job


def test_frozen_app_without_permission_gets_no_pool(monkeypatch):
    monkeypatch.setattr(pool, "_pool", None)
    monkeypatch.setattr(pool, "_failed", False)
    monkeypatch.setattr(pool, "_frozen_ok", False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert pool.get_pool() is None
    assert pool.submit(search_job) is None
    assert pool.workers_running() == 0  # the arena's report says the search ran in-process


def test_pool_runs_work_in_another_process():
    import os

    future = pool.submit(os.getpid)
    assert future is not None  # Linux (CI, this machine) can start spawn workers
    assert future.result(timeout=60) != os.getpid()
    assert pool.workers_running() == pool.cores()  # what the arena reports


def test_workers_yield_to_the_window():
    """A search fills every core; its workers run at a lower priority than the app, so the
    window answers while the expert thinks or a review is analysed."""
    import os

    import pytest

    if not hasattr(os, "nice"):
        pytest.skip("no process niceness on this system")
    future = pool.submit(os.nice, 0)  # os.nice(0) reads the niceness
    assert future is not None
    assert future.result(timeout=60) == min(19, os.nice(0) + pool.WORKER_NICENESS)
