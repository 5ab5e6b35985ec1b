"""The expert's search workers end with their parent, whatever ends it: killed with SIGKILL in
the middle of a search, or while the pool idles, no worker is alive a second later. And the
parent-death signal does not end them early, when the thread that started the pool ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from process_watch import HAS_PROC, alive, cpu_ticks, workers_of

pytestmark = pytest.mark.skipif(not HAS_PROC or os.name != "posix", reason="Linux /proc, SIGKILL")
APP_DIR = Path(__file__).resolve().parents[2] / "app"
#: the workers' own end, measured: they are gone well within this after the parent's SIGKILL
GRACE_SECONDS = 1.0


def _start(args: list[str], home: Path) -> subprocess.Popen:
    env = dict(os.environ, KOTSHINA_HOME=str(home), PYTHONPATH=str(APP_DIR))
    return subprocess.Popen([sys.executable, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def _wait_for_workers(parent: subprocess.Popen, count: int, busy: bool) -> list[int]:
    deadline = time.monotonic() + 120  # spawning and importing on a loaded machine
    while time.monotonic() < deadline:
        assert parent.poll() is None, "the parent ended by itself"
        workers = workers_of(parent.pid)
        if len(workers) >= count:
            if not busy:
                return workers
            before = {pid: cpu_ticks(pid) for pid in workers}
            time.sleep(0.5)
            if all(cpu_ticks(pid) > before[pid] for pid in workers):
                return workers  # every one of them is searching now
        time.sleep(0.1)
    pytest.fail(f"the parent never had {count} workers at work")


def _kill_and_check(parent: subprocess.Popen, workers: list[int]) -> None:
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    time.sleep(GRACE_SECONDS)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:  # never leave them running on the shared machine
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"{len(left)} of {len(workers)} workers outlived their parent"


def test_workers_end_when_the_parent_is_killed_mid_search(tmp_path):
    parent = _start(["-m", "kotshina", "arena", "--game", "kinza", "--a", "expert", "--b",
                     "expert", "--matches", "2", "--think-ms", "3000"], tmp_path)
    try:
        workers = _wait_for_workers(parent, 2, busy=True)
    except BaseException:
        parent.kill()
        raise
    _kill_and_check(parent, workers)


IDLE_POOL = """
import threading, time
from kotshina.ai import pool
# started from a thread that then ends, as the window's computer players do: the kernel's
# parent-death signal fires when that thread ends, and must not end the workers
starter = threading.Thread(target=lambda: pool.get_pool(2))
starter.start(); starter.join()
time.sleep(0.5)
pids = sorted({pool.submit(__import__('os').getpid).result(30) for _ in range(8)})
print(len(pids), flush=True)
time.sleep(600)
"""


def test_idle_workers_outlive_their_starting_thread_but_not_their_parent(tmp_path):
    parent = _start(["-c", IDLE_POOL], tmp_path)
    try:
        assert parent.stdout.readline().strip() in ("1", "2")  # they still answer
        workers = _wait_for_workers(parent, 2, busy=False)
    except BaseException:
        parent.kill()
        raise
    _kill_and_check(parent, workers)
