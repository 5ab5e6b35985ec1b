"""Which processes are alive, and whose: for the tests that kill a parent mid-search (Linux's
/proc; elsewhere the callers skip)."""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")
HAS_PROC = (PROC / "self" / "stat").exists()


def _stat(pid: int) -> list[str] | None:
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # "pid (comm) state ppid ...": comm may hold spaces and parentheses
    return text[text.rindex(")") + 2:].split()


def alive(pid: int) -> bool:
    """Running or sleeping: not gone, not a zombie waiting to be reaped."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def cpu_ticks(pid: int) -> int:
    fields = _stat(pid)
    return 0 if fields is None else int(fields[11]) + int(fields[12])


def _pids() -> list[int]:
    return [int(entry.name) for entry in PROC.iterdir() if entry.name.isdigit()]


def _cmdline(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(
            "utf-8", "replace")
    except OSError:
        return ""


def workers_of(parent: int) -> list[int]:
    """The live multiprocessing workers of ``parent`` (not its resource tracker)."""
    found = []
    for pid in _pids():
        fields = _stat(pid)
        if fields and int(fields[1]) == parent and fields[0] not in ("Z", "X") \
                and "spawn_main" in _cmdline(pid):
            found.append(pid)
    return found


def _environ_has(pid: int, marker: str) -> bool:
    try:
        return marker.encode() in (PROC / str(pid) / "environ").read_bytes()
    except OSError:
        return False


def orphaned_workers(marker: str) -> list[int]:
    """Live multiprocessing processes (workers, resource trackers) whose parent is gone (they
    hang from init) and whose environment holds ``marker`` (e.g. ``KOTSHINA_HOME=<folder>``)."""
    me = os.getpid()
    found = []
    for pid in _pids():
        fields = _stat(pid)
        if not fields or fields[0] in ("Z", "X") or pid == me:
            continue
        parent = int(fields[1])
        if parent != 1 and alive(parent):
            continue
        if "multiprocessing" in _cmdline(pid) and _environ_has(pid, marker):
            found.append(pid)
    return found
