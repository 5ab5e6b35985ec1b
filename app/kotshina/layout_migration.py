"""The one-time move of settings and cache out of the data folder (the XDG split).

Until 0.1 everything lived in the data folder (``~/.local/share/kotshina`` on Linux):
``settings.ini`` and ``cache/`` too. They now live in the config and cache folders
(``kotshina.paths``). At start, before the settings are read, :func:`migrate` moves what is
still in the old place:

- ``settings.ini`` and the damaged copies kept aside beside it (``settings.unreadable-*.ini``)
  to the config folder, each entry of ``cache/`` to the cache folder; ``cache/`` goes once empty;
- a move is a rename when both folders are on one file system; across file systems the entry is
  copied under a temporary name in the new folder, renamed into place, and only then removed
  from the old one;
- nothing is overwritten: when the new place already holds that name, an old settings file
  stays where it is (and is reported); an old cache entry is dropped (the new one is in use,
  and a cache is only what can be made again);
- a move that fails (the new folder cannot be made, the disk is full) leaves the old entry
  whole, removes its partial copy, and is reported; the app then keeps using the old
  ``settings.ini`` (``paths.settings_file``);
- once moved there is nothing left to move: a second start does nothing and writes nothing.

With ``$KOTSHINA_HOME`` the single-folder layout is kept and nothing moves. Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

from . import paths
from .core.safe_write import fsync_folder

_SETTINGS = re.compile(r"settings(\.unreadable-[\w-]+)?\.ini")


@dataclass
class Migration:
    """What :func:`migrate` did: (old, new) pairs moved, and (old, why) entries left in place."""

    moved: list[tuple[Path, Path]] = field(default_factory=list)
    kept: list[tuple[Path, str]] = field(default_factory=list)


def _planned() -> list[tuple[Path, Path]]:
    legacy = paths.legacy_dirs()
    if not legacy:
        return []
    plan: list[tuple[Path, Path]] = []
    targets = paths.platform_dirs()
    with contextlib.suppress(OSError):
        for entry in sorted(legacy["config"].iterdir()):
            if _SETTINGS.fullmatch(entry.name):
                plan.append((entry, targets["config"] / entry.name))
    with contextlib.suppress(OSError):
        for entry in sorted(legacy["cache"].iterdir()):
            plan.append((entry, targets["cache"] / entry.name))
    return [(old, new) for old, new in plan if old != new]


def _copy_then_rename(old: Path, new: Path) -> None:
    """Across file systems: copy beside the target, rename into place, then drop the old."""
    partial = new.with_name(f".{new.name}.{os.getpid()}.moving")
    if os.path.lexists(partial):  # a link planted there would be copied through: it goes
        _drop_cache_entry(partial)
    try:
        if old.is_symlink():
            os.symlink(os.readlink(old), partial)
        elif old.is_dir():
            shutil.copytree(old, partial, symlinks=True)
        elif old.is_file():
            shutil.copy2(old, partial)
            with open(partial, "rb") as copied:
                os.fsync(copied.fileno())
        else:
            raise OSError(errno.EINVAL, "not a file or a folder")
        if os.path.lexists(new):
            raise FileExistsError(errno.EEXIST, "the new place is taken")
        os.rename(partial, new)
    except BaseException:
        if partial.is_dir() and not partial.is_symlink():
            shutil.rmtree(partial, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                partial.unlink()
        raise
    fsync_folder(new.parent)
    if old.is_dir() and not old.is_symlink():
        shutil.rmtree(old)
    else:
        old.unlink()


def _drop_cache_entry(entry: Path) -> None:
    with contextlib.suppress(OSError):
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()


def _move(old: Path, new: Path) -> None:
    new.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.rename(old, new)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        _copy_then_rename(old, new)
        return
    fsync_folder(new.parent)
    fsync_folder(old.parent)


def migrate() -> Migration:
    """Move the old layout's settings and cache to their folders (see the module's text)."""
    done = Migration()
    for old, new in _planned():
        if os.path.lexists(new):
            if old.parent == paths.legacy_dirs()["cache"]:
                _drop_cache_entry(old)
            else:
                done.kept.append((old, f"{new} already exists"))
            continue
        try:
            _move(old, new)
        except OSError as exc:
            done.kept.append((old, f"cannot move it to {new}: {exc.strerror or exc}"))
            continue
        done.moved.append((old, new))
    legacy_cache = paths.legacy_dirs().get("cache")
    if legacy_cache is not None and legacy_cache.is_dir():
        with contextlib.suppress(OSError):
            legacy_cache.rmdir()  # only when empty
    return done


def migrate_and_report() -> Migration:
    """:func:`migrate`, each entry left behind said on stderr (one line each), never raising."""
    try:
        done = migrate()
    except OSError as exc:  # the old folder vanished under us: nothing was lost, start anyway
        done = Migration(kept=[(Path(exc.filename or "?"), exc.strerror or str(exc))])
    for old, why in done.kept:
        with contextlib.suppress(OSError, ValueError):
            print(f"kotshina: {old} stays where it is: {why}", file=sys.stderr)
    return done
