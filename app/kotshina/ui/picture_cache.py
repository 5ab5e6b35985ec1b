"""Pictures kept on disk between starts, so the first screen needs no SVG rendering.

The start screen's card fans are drawn from the SVG card art: parsing and rendering them is
most of what the start screen costs beyond Qt itself. The first fan of each game in a session
is stored under ``<cache folder>/pictures/`` (``paths.cache_dir``) and reused at the next start
when the same picture is asked for again. A picture's name says what it shows; its key (a digest
of everything it is drawn from) says whether a stored copy is still right. One copy per name is
kept; a damaged, missing or unwritable cache only means drawing the picture again.

A copy is the picture's pixels as they are in memory (``.pix``: a 20-byte header, then the rows
of premultiplied ARGB32), not a PNG: reading one is a copy, where decoding the three fans' PNGs
was 30 M instructions, a fifth of what the start screen costs beyond a bare window. A fan is
~0.4 MB on disk. Pictures are written through ``core.safe_write`` (a new temporary file,
then a rename): a link planted at a picture's name is replaced, the file it points to is never
written; a special file there (a FIFO) is read without blocking and refused.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QPixmap

from .. import paths
from ..controller.files import clean_temp_files
from ..core.safe_json import LoadError, read_file
from ..core.safe_write import TEMP_SUFFIX, write_atomic

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QWidget

#: Bump when the drawing code of a cached picture changes (its inputs are hashed already).
DRAWING_VERSION = 1
SUFFIX = ".pix"
#: magic, then width, height, bytes per line and the pixel ratio (thousandths), little-endian
HEADER = struct.Struct("<4sIIII")
MAGIC = b"KPX1"
MAX_SIDE = 16384
#: far above any fan or table of faces (a fan is ~0.4 MB): anything bigger is not ours
MAX_BYTES = 64 * 1024 * 1024


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
    path = folder / f"{name}-{key}{SUFFIX}"
    stored = _read(path)
    if stored is not None:
        return stored
    pixmap = draw()
    if pixmap is not None:
        _store(folder, name, path, pixmap)
    return pixmap


def _read(path: Path) -> QPixmap | None:
    """The picture in ``path``, or None when there is none or it is not one this cache wrote."""
    try:
        data = read_file(path, MAX_BYTES)  # a regular file only, opened without blocking
    except (LoadError, OSError):
        return None
    if len(data) < HEADER.size:
        return None
    magic, width, height, per_line, ratio = HEADER.unpack_from(data)
    if (magic != MAGIC or not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE)
            or per_line < 4 * width or len(data) != HEADER.size + per_line * height or ratio <= 0):
        return None
    from PySide6.QtGui import QImage  # with the first picture read: the start needs no other

    pixels = memoryview(data)[HEADER.size:]
    # copied: the pixmap must not share memory the Python bytes own
    image = QImage(pixels, width, height, per_line,
                   QImage.Format.Format_ARGB32_Premultiplied).copy()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio / 1000)
    return None if pixmap.isNull() else pixmap


def _pixels(pixmap: QPixmap) -> bytes:
    from PySide6.QtGui import QImage

    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    header = HEADER.pack(MAGIC, image.width(), image.height(), image.bytesPerLine(),
                         max(1, round(pixmap.devicePixelRatio() * 1000)))
    return header + bytes(image.constBits())[: image.bytesPerLine() * image.height()]


def png_bytes(picture: QPixmap | QImage) -> bytes | None:
    """``picture`` encoded as PNG, in memory (None if Qt cannot encode it).

    Qt's own ``save(filename)`` opens the name it is given and writes through a link standing
    there; encoded here, the bytes go to disk through ``core.safe_write`` instead."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as a str (bytes are refused at run time); its stubs for
    # QImage.save(QIODevice, ...) say bytes
    saved = picture.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data()) if saved else None


def _store(folder: Path, name: str, path: Path, pixmap: QPixmap) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{name}-*"):  # one copy per picture, no older PNG (a link: it goes)
            if old.suffix in (SUFFIX, ".png"):
                old.unlink(missing_ok=True)
        # what a kill mid-write left of this picture's earlier copies
        clean_temp_files(folder, tuple(p.name.split(SUFFIX + ".")[0] + SUFFIX
                                       for p in folder.glob(f"{name}-*{SUFFIX}.*{TEMP_SUFFIX}")))
        write_atomic(path, _pixels(pixmap), mode=0o666)
    except OSError:
        pass  # a cache that cannot be written is a slower next start, nothing more


class Shelf:
    """The card faces of a session's first table, kept in the picture cache for the next start.

    Open from the start of the app until the first table has been painted (``close_when_painted``):
    the faces it draws for that picture are read from the cache, or drawn and stored. After
    that every face is drawn in memory only, so resizing the window writes nothing, and the
    cache holds one copy of a face per card, art and style (a few MB for a deck).
    """

    def __init__(self) -> None:
        self.open = True

    def pixmap(self, name: str, key: str, draw: Callable[[], QPixmap | None]) -> QPixmap | None:
        return cached_pixmap(name, key, draw) if self.open else draw()

    def close_when_painted(self, widget: QWidget) -> None:
        """Close the shelf once ``widget`` (the first table's viewport) has been painted."""
        if self.open and widget.property(_WATCHED) is None:
            widget.setProperty(_WATCHED, True)
            widget.installEventFilter(_FirstPaint(self, widget))


_WATCHED = "kotshinaShelfWatch"


class _FirstPaint(QObject):
    def __init__(self, shelf: Shelf, widget: QWidget) -> None:
        super().__init__(widget)
        self.shelf = shelf

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            # after this paint: the faces it draws are still kept
            QTimer.singleShot(0, self, self._painted)
        return False

    def _painted(self) -> None:
        self.shelf.open = False
        parent = self.parent()
        if isinstance(parent, QObject):
            parent.removeEventFilter(self)
        self.deleteLater()
