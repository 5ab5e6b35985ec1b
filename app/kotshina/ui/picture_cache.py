"""Pictures kept on disk between starts, so the first screen needs no SVG rendering.

The start screen's card fans are drawn from the SVG card art: parsing and rendering them is
most of what the start screen costs beyond Qt itself. The first fan of each game in a session
is stored as a PNG under ``<cache folder>/pictures/`` (``paths.cache_dir``) and reused at the next start when
the same picture is asked for again. A picture's name says what it shows; its key (a digest of
everything it is drawn from) says whether a stored copy is still right. One copy per name is
kept; a damaged, missing or unwritable cache only means drawing the picture again.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtGui import QPixmap

from .. import paths

#: Bump when the drawing code of a cached picture changes (its inputs are hashed already).
DRAWING_VERSION = 1


def cache_dir() -> Path:
    return paths.cache_dir() / "pictures"


def key_of(parts: Iterable[bytes | str]) -> str:
    """A short digest of ``parts`` (CRC-32 and length: no hashlib, whose OpenSSL costs a start)."""
    crc, length = zlib.crc32(str(DRAWING_VERSION).encode()), 0
    for part in parts:
        data = (part.encode() if isinstance(part, str) else part) + b"\0"
        crc, length = zlib.crc32(data, crc), length + len(data)
    return f"{crc:08x}{length:x}"


def cached_pixmap(name: str, key: str, draw: Callable[[], QPixmap | None]) -> QPixmap | None:
    """The stored picture ``name`` if its key matches, else ``draw()`` (then stored)."""
    try:
        folder = cache_dir()
    except OSError:
        return draw()
    path = folder / f"{name}-{key}.png"
    if path.is_file():
        stored = QPixmap(str(path))
        if not stored.isNull():
            return stored
    pixmap = draw()
    if pixmap is not None:
        _store(folder, name, path, pixmap)
    return pixmap


def _store(folder: Path, name: str, path: Path, pixmap: QPixmap) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{name}-*.png"):  # one copy per picture
            old.unlink(missing_ok=True)
        partial = path.with_name(path.name + ".part")
        if pixmap.save(str(partial), "PNG"):
            os.replace(partial, path)
        else:
            partial.unlink(missing_ok=True)
    except OSError:
        pass  # a cache that cannot be written is a slower next start, nothing more
