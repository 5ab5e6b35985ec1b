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


def loaded_modules() -> list[str]:
    """What the process it runs in has imported (run in a worker)."""
    return sorted(sys.modules)


def test_a_worker_imports_the_searched_game_and_no_qt(monkeypatch):
    """Each worker is a whole Python of its own: what it imports it holds for the match. A
    Casino search brings Casino's engine and AI, not the window, Qt or another game."""
    import random

    from kotshina.ai.casino.flat import flat_job
    from kotshina.games.casino import CasinoState

    monkeypatch.setattr(pool, "_pool", None)  # a pool of its own: nothing else ran there
    monkeypatch.setattr(pool, "_failed", False)
    monkeypatch.setattr(pool, "_workers", 0)  # restored after, with the shared pool
    private = pool.get_pool(1)
    assert private is not None
    try:
        state = CasinoState(2, 21, 0)
        deck = list(range(52))
        random.Random(5).shuffle(deck)
        state.start_deal(deck)
        view = state.view_for(state.current_player)
        totals, worlds = private.submit(flat_job, view, state.legal_moves()[:3], 30.0, 1, 4,
                                        0.2).result(timeout=60)
        assert worlds == 4
        modules = set(private.submit(loaded_modules).result(timeout=60))
    finally:
        private.shutdown(wait=True)
    assert "kotshina.games.casino.splits" in modules  # the search ran there
    assert not {m for m in modules if m.split(".")[0] in ("PySide6", "shiboken6", "numpy")}
    assert not {m for m in modules if m.startswith(("kotshina.ui", "kotshina.controller"))}
    assert not {m for m in modules if m.startswith(("kotshina.games.king", "kotshina.games.kinza",
                                                     "kotshina.games.trix", "kotshina.ai.king",
                                                     "kotshina.ai.kinza", "kotshina.ai.trix"))}
