#!/usr/bin/env python3
"""Contact sheet of the card art, for looking at it: ``preview.py OUT.png [--width PX] [--deck D]``.

Renders every SVG of a deck (faces by suit in rows, then the backs) with QtSvg on a felt-green
background, the way the table shows them. Needs PySide6; runs headless (offscreen platform).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent
RANKS = {"spanish": ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"],
         "french": ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]}
SUITS = {"spanish": "OCEB", "french": "SHDC"}


def sheet(deck: str, width: int, folder: Path, only: list[str] | None = None) -> QImage:
    if only:
        rows = [[f"{name}.svg" for name in only]]
    else:
        rows = [[f"{r}{s}.svg" for r in RANKS[deck]] for s in SUITS[deck]]
        rows.append(sorted(p.name for p in (folder / deck).glob("back-*.svg")))
    first = QSvgRenderer(str(folder / deck / rows[0][0]))
    size = first.defaultSize()
    height = round(width * size.height() / size.width())
    gap = max(4, width // 12)
    cols = max(len(r) for r in rows)
    image = QImage(gap + cols * (width + gap), gap + len(rows) * (height + gap),
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("#1e6b3a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for j, row in enumerate(rows):
        for i, name in enumerate(row):
            renderer = QSvgRenderer(str(folder / deck / name))
            if not renderer.isValid():
                raise SystemExit(f"invalid SVG: {name}")
            renderer.render(painter, QRectF(gap + i * (width + gap), gap + j * (height + gap),
                                            width, height))
    painter.end()
    return image


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=120)
    parser.add_argument("--deck", choices=["spanish", "french"], default="spanish")
    parser.add_argument("--folder", type=Path, default=HERE)
    parser.add_argument("--cards", help="comma-separated card names (e.g. 10O,11O,back-red)")
    args = parser.parse_args(argv)
    QGuiApplication.instance() or QGuiApplication([])
    sheet(args.deck, args.width, args.folder, args.cards.split(",") if args.cards else None).save(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
