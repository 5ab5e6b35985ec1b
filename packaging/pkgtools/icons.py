"""The app icon in every size and container the installers want, from resources/icons/kotshina.svg.

- hicolor PNGs for Linux desktops (16 to 512 pixels; the SVG itself is the scalable one);
- ``kotshina.ico`` for Windows (PNG-compressed entries, 16 to 256);
- ``kotshina.icns`` for macOS (PNG entries, 16 to 1024 with the @2x variants).
Qt renders the SVG (offscreen), so the pictures match what the app shows as its window icon.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry type -> pixel size (the @2x types hold the same pixels as the next size up).
ICNS_TYPES = {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
              "ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` drawn into a transparent ``size`` x ``size`` PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # kept alive for the next calls
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a 256 entry is written as width 0)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns with PNG entries for every type in :data:`ICNS_TYPES`."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(svg: Path, out: Path, name: str = "kotshina") -> dict[str, Path]:
    """Every icon file under ``out``: hicolor/<N>x<N>/apps/NAME.png, kotshina.ico, kotshina.icns."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values()))
    pngs = {size: render_png(svg, size) for size in sizes}
    written: dict[str, Path] = {}
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written[f"png{size}"] = path
    written["ico"] = out / "kotshina.ico"
    written["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written["icns"] = out / "kotshina.icns"
    written["icns"].write_bytes(icns_bytes(pngs))
    return written

