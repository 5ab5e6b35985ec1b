"""One Kotshina per data folder: ``<data>/kotshina.lock``, held with the system's file lock.

Two windows would write over each other's autosave. QLockFile, used before, judged a lock by
the process id written in it, so a lock it could not parse (empty after a kill between its
creation and its write, NUL bytes, garbage) was never stale and every later start said
"already open", for ever; a FIFO there hung the start. Here the operating system holds the
lock (``flock`` on POSIX, ``msvcrt.locking`` on Windows) and lets it go the moment its process
ends, however it ends, so what the file holds does not matter: a lock is taken over unless a
live process holds it now. Whatever stands at the name that is not a regular file (a folder,
a FIFO, a device, a link) is set aside, never opened blocking. The file holds the holder's
process id, for people. Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import sys
from pathlib import Path

from .files import set_aside

_FLAGS = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
          | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


class InstanceLock:
    """``try_lock()``: True when this process now holds the lock, False when a live process
    does. A data folder where no lock can be made at all (it is a file, it is read-only) has
    nothing to share: the lock then reports ``usable`` False and the app runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self.usable = True

    def try_lock(self) -> bool:
        try:
            fd = self._open()
        except OSError:
            self.usable = False
            return True
        try:
            held = _lock(fd)
        except OSError:  # a file system without locks: nothing to go by, so run
            os.close(fd)
            self.usable = False
            return True
        if not held:
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):  # who holds it, for people; the lock is the fd
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\nkotshina\n{socket.gethostname()}\n".encode())
        return True

    def _open(self) -> int:
        """An open descriptor of a regular file at the lock's name (set aside what is not)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for _ in range(3):
            try:
                fd = _open_for_locking(self.path)
            except OSError:
                if not self._set_aside_special():
                    raise
                continue
            if stat.S_ISREG(os.fstat(fd).st_mode):
                if hasattr(os, "set_blocking"):
                    os.set_blocking(fd, True)
                return fd
            os.close(fd)
            if not self._set_aside_special():
                raise OSError(f"{self.path.name} is not a regular file")
        raise OSError(f"{self.path.name} keeps being replaced")

    def _set_aside_special(self) -> bool:
        """Move what stands at the lock's name aside when it is not a regular file."""
        try:
            info = os.lstat(self.path)
        except OSError:
            return False
        if stat.S_ISREG(info.st_mode):
            return False
        try:
            set_aside(self.path)
        except OSError:
            return False
        return True

    def isLocked(self) -> bool:  # noqa: N802 - QLockFile's name, which callers used
        return self._fd is not None

    def unlock(self) -> None:
        """Let the lock go (the file stays: removing it could race with a starting instance)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
            os.close(fd)


def _open_for_locking(path: Path) -> int:
    try:
        return os.open(path, _FLAGS, 0o644)
    except PermissionError:
        # a lock file another user left (a start with sudo): a lock needs no write access
        return os.open(path, _FLAGS & ~(os.O_RDWR | os.O_CREAT) | os.O_RDONLY)


def _lock(fd: int) -> bool:
    """Take the system's exclusive lock without waiting: True if taken, False if held."""
    if sys.platform == "win32":  # (not os.name: the type checker reads this one)
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:  # the byte is locked by a live process
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True
