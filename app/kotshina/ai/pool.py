"""A persistent process pool so expert search uses every core.

Started once on first use (spawn context: safe with threads and Qt in the parent), reused for
every decision and shut down at exit. When a pool cannot start or breaks, callers fall back to
searching in their own process, so an agent always answers. Workers end with their parent,
whatever ends it (``_start_worker``).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TypeVar

from .. import ai

R = TypeVar("R")

_pool: ProcessPoolExecutor | None = None
_workers = 0  # processes of the working pool (0: none started, or it broke)
_failed = False
# A frozen (PyInstaller) app re-runs its own executable for each worker; that is only safe when
# the entry script tells those runs apart before anything else (packaging/kotshina_main.py) and
# then says so (kotshina.ai.FROZEN_WORKERS_OK, or allow_frozen()).
_frozen_ok = False


def allow_frozen() -> None:
    """Called by a frozen app's entry script once it sets worker runs apart."""
    global _frozen_ok
    _frozen_ok = True


#: how much lower the workers' scheduling priority is than the app's: a search (the expert's
#: move, a review's analysis) fills every core, and the window must still answer at once
WORKER_NICENESS = 4


def _lower_priority() -> None:
    # no nice on Windows; a refusal only costs smoothness
    with contextlib.suppress(AttributeError, OSError):
        os.nice(WORKER_NICENESS)


def _start_worker(parent_pid: int) -> None:
    """Each worker's first step: a lower priority, and an end that comes with its parent's.

    A worker whose parent is killed (SIGKILL, a timeout, a crash) never hears from it again;
    left alone it searched on at full CPU with parent 1, or idled for ever. Two watches end
    it: on Linux the kernel's parent-death signal (at once, in any state), and everywhere the
    pipe multiprocessing's spawn keeps from the parent, which the system closes when the
    parent ends however it ends (a thread waits on it, costing nothing until then).
    """
    _lower_priority()
    if os.getppid() != parent_pid:  # the parent ended while this worker was starting
        os._exit(0)
    _parent_death_signal(parent_pid)
    _watch_parent_pipe()


#: the signal the kernel sends a worker when its parent ends: not SIGTERM, which the pool
#: itself sends to stop a worker and which must keep killing it
_DEATH_SIGNAL = getattr(signal, "SIGUSR1", None)
_PR_SET_PDEATHSIG = 1


def _parent_death_signal(parent_pid: int) -> None:
    if not sys.platform.startswith("linux") or _DEATH_SIGNAL is None:
        return

    def on_signal(_signum: int, _frame: object) -> None:
        # Linux sends it when the *thread* that started this worker ends, too (the window's
        # computer players run on pool threads that come and go): only a changed parent means
        # the parent process itself is gone.
        if os.getppid() != parent_pid:
            os._exit(0)

    try:
        import ctypes

        signal.signal(_DEATH_SIGNAL, on_signal)
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, int(_DEATH_SIGNAL), 0, 0, 0) != 0:
            return  # the pipe below still ends this worker
    except (OSError, AttributeError, ValueError):
        return
    if os.getppid() != parent_pid:  # it ended between the check above and prctl
        os._exit(0)


def _watch_parent_pipe() -> None:
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait_for_the_parent_to_end() -> None:
        parent.join()  # returns when the parent's end of the pipe is closed: it has ended
        os._exit(0)

    threading.Thread(target=wait_for_the_parent_to_end, name="kotshina-parent-watch",
                     daemon=True).start()


def _ready() -> bool:
    return True


def cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def get_pool(workers: int | None = None) -> ProcessPoolExecutor | None:
    """The shared pool, started on first call; None when processes are not available here."""
    global _pool, _failed, _workers
    if _pool is not None or _failed:
        return _pool
    if getattr(sys, "frozen", False) and not (_frozen_ok or ai.FROZEN_WORKERS_OK):
        _failed = True  # search in-process rather than risk starting the whole app again
        return None
    try:
        if getattr(sys, "frozen", False):
            # the workers take __main__'s path as it was given, not joined to a folder, so
            # they see the entry script they run already (packaging/kotshina_main.py)
            multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]  # private, not in the stubs
        context = multiprocessing.get_context("spawn")
        pool = ProcessPoolExecutor(max_workers=workers or cores(), mp_context=context,
                                   initializer=_start_worker, initargs=(os.getpid(),))
        # start every worker now (spawn + imports take a while) rather than in the first move
        futures = [pool.submit(_ready) for _ in range(workers or cores())]
        for future in futures:
            future.result(timeout=30)
    except Exception:  # noqa: BLE001 - any failure means "search in-process instead"
        _failed = True
        return None
    _pool, _workers = pool, workers or cores()
    return _pool


def workers_running() -> int:
    """How many worker processes search now: 0 when the pool never started or broke (every
    search then runs in the caller's process, more slowly but with the same answers)."""
    return _workers if _pool is not None else 0


def submit(fn: Callable[..., R], *args: object) -> Future[R] | None:
    """Run ``fn(*args)`` in the pool; None if there is no working pool."""
    global _pool, _failed
    pool = get_pool()
    if pool is None:
        return None
    try:
        return pool.submit(fn, *args)
    except Exception:  # noqa: BLE001 - a broken pool: stop using it
        _failed = True
        _pool = None
        return None


def gather(fn: Callable[..., R], jobs: Sequence[tuple[object, ...]],
           deadline: float) -> list[R] | None:
    """Run ``fn(*args)`` for each job in the pool and collect what finishes by ``deadline``.

    None when there is no working pool (the caller searches in-process); a worker that dies or
    overruns is skipped, so the others' results are still used.
    """
    futures = []
    for args in jobs:
        future = submit(fn, *args)
        if future is None:
            return None
        futures.append(future)
    results = []
    for future in futures:
        try:
            results.append(future.result(timeout=max(0.0, deadline - time.perf_counter()) + 0.5))
        except FutureTimeout:
            continue
        except Exception:  # noqa: BLE001 - a dead worker: use what the others found
            continue
    return results or None


def shutdown() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


atexit.register(shutdown)
