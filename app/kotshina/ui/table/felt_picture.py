"""The felt's radial gradient as a picture of the viewport's size: painted once per size, colour
and pixel ratio, then copied at every repaint; the first table of a session reads it from the
picture cache (``picture_cache.Shelf``) when an earlier start stored it.

Filling the gradient was ~28 M instructions a paint, and its Python class (QGradient's ~180
enum members) another ~15 M the first time: a tenth of what opening a saved match costs beyond
a bare window. The picture is painted with the view's own transform and render hints, so each
of its pixels is the one the view would have painted there; a view whose transform does not
put the scene's corner on a whole pixel (never the table's own) is painted directly, as before.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform

if TYPE_CHECKING:
    from ..picture_cache import Shelf

#: the name of the felt in the picture cache (one copy: the last size and colour opened)
CACHE_NAME = "felt"


def paint_gradient(painter: QPainter, area: QRectF, fill: QRectF, colour: QColor) -> None:
    """Fill ``fill`` with the felt's gradient over the scene's ``area`` in ``colour``."""
    # here: its Python class is built only when a felt is painted anew
    from PySide6.QtGui import QRadialGradient

    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
    gradient.setColorAt(0.0, colour.lighter(118))
    gradient.setColorAt(0.65, colour)
    gradient.setColorAt(1.0, colour.darker(165))
    painter.fillRect(fill, gradient)


def _whole(value: float) -> bool:
    return abs(value - round(value)) < 1e-9


class FeltPicture:
    """The felt of one scene, kept while its size, colour and the view's transform stay."""

    def __init__(self) -> None:
        #: the app's picture cache for the first table (None: painted in memory only)
        self.shelf: Shelf | None = None
        self._key: str | None = None
        self._pixmap: QPixmap | None = None
        #: how many times the gradient was painted (tests count them)
        self.painted = 0

    def draw(self, painter: QPainter, area: QRectF, exposed: QRectF, colour: QColor) -> None:
        """The felt's gradient under ``exposed`` (scene coordinates), ``area`` the scene."""
        transform = painter.worldTransform()
        device = painter.device()
        corner = transform.map(area.topLeft())
        if (device is None or transform.isRotating() or not _whole(corner.x())
                or not _whole(corner.y())):
            self.painted += 1
            paint_gradient(painter, area, exposed, colour)
            return
        dpr = device.devicePixelRatioF()
        shown = transform.mapRect(area)
        width = max(1, math.ceil(shown.right() * dpr - 1e-6))
        height = max(1, math.ceil(shown.bottom() * dpr - 1e-6))
        from ..picture_cache import key_of

        key = key_of([colour.name(QColor.NameFormat.HexArgb), f"{width}x{height}", f"{dpr:.3f}",
                      " ".join(f"{v!r}" for v in (transform.m11(), transform.m12(), transform.m21(),
                                                   transform.m22(), transform.dx(), transform.dy())),
                      f"{area.x()!r} {area.y()!r} {area.width()!r} {area.height()!r}",
                      str(int(painter.renderHints().value))])
        if key != self._key or self._pixmap is None:
            paint = partial(self._paint, area, colour, transform, painter.renderHints(), width,
                            height, dpr)
            stored = self.shelf.pixmap(CACHE_NAME, key, paint) if self.shelf is not None else None
            fits = stored is not None and (stored.width(), stored.height()) == (width, height)
            self._key, self._pixmap = key, stored if fits and stored is not None else paint()
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        painter.restore()

    @property
    def kept(self) -> QPixmap | None:
        """The picture copied at each repaint (None before the first or for a view it cannot
        copy onto)."""
        return self._pixmap

    def _paint(self, area: QRectF, colour: QColor, transform: QTransform,
               hints: QPainter.RenderHint, width: int, height: int, dpr: float) -> QPixmap:
        self.painted += 1
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        painter.setRenderHints(hints)
        painter.setWorldTransform(transform)
        inverse, _ = transform.inverted()
        # the whole picture and a pixel more, as the view's exposed rectangle is
        fill = inverse.mapRect(QRectF(0, 0, width / dpr, height / dpr)).adjusted(-1, -1, 1, 1)
        paint_gradient(painter, area, fill, colour)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
