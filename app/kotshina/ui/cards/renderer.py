"""Card pixmaps from the SVG art, rendered at the screen's pixel ratio and cached.

The table asks for a card at a logical width; the SVG is rendered at ``width * dpr`` device
pixels so cards stay crisp on high-DPI screens, and styles (highlight, dim, selected) are
painted on top without changing the pixmap's size, so the scene never re-lays out for them.

With a ``shelf`` (the app's), the faces drawn for the first table of a session are kept in the
picture cache and read back at the next start instead of parsing and rendering their SVGs
(that was a fifth of opening a saved match): see ``picture_cache.Shelf``.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPixmap

from kotshina.core.lazy_pattern import LazyPattern
from kotshina.paths import resource

# The SVG and painting classes are imported when a face is drawn: the start screen and a table
# whose faces come from the picture cache draw none.
if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from ..picture_cache import Shelf

#: the size of the art, on its root element (every card of a deck has its deck's)
_VIEW_BOX = LazyPattern(rb"<svg\b[^>]*?\bviewBox=\"([-\d.]+)[ ,]+([-\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)\"")

DECKS = ("spanish", "french")
STYLES = ("normal", "highlight", "dim", "selected")
#: Corner radius of the art (rx=34 on a 610/630-unit-wide card), as a share of the width.
CORNER = 34 / 620
#: Where the upright corner index (rank and suit) of every card of a deck lies, as shares of
#: the card's width and height (left, top, right, bottom): what a fan of cards leaves showing.
#: resources/cards/generate.py measures it (index_box); tests/ui/cards/test_card_art.py checks that
#: these boxes hold it.
INDEX_CORNER = {"french": (0.025, 0.035, 0.20, 0.25), "spanish": (0.07, 0.043, 0.245, 0.265)}

HIGHLIGHT = QColor("#ffc928")  # warm gold glow: "this card can be played / is a target"
SELECTED = QColor("#1e88ff")  # blue: "you picked this card"
DIM_VEIL = QColor(40, 44, 52, 120)


class CardRenderer:
    """Renders and caches card faces and backs.

    ``pixmap(deck, card, width, dpr, style)``: ``card`` in record notation ("1O", "12B", "10D",
    "AS"), or None for the back (``back`` picks the colourway: ``backs(deck)`` lists them).
    The returned QPixmap has ``devicePixelRatio() == dpr`` and a logical size of ``width`` by
    ``round(width * aspect(deck))``. The same request returns the same QPixmap object until it
    falls out of the LRU cache (``cache_size`` pixmaps).
    """

    def __init__(self, cache_size: int = 600, art_dir: Path | None = None,
                 shelf: Shelf | None = None) -> None:
        self._art = art_dir or resource("cards")
        self.shelf = shelf
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._cache_size = cache_size
        self._svgs: dict[Path, QSvgRenderer] = {}
        self._aspects: dict[str, float] = {}
        #: the French deck's diamonds blue and clubs green (resources/cards/french-four)
        self.four_colours = False
        #: View → High contrast: dimmed cards veiled darker (2.0), so "may not be played" is
        #: not told by a faint shade alone
        self.dim_strength = 1.0

    # -- queries ------------------------------------------------------------------------------

    def card_path(self, deck: str, card: str | None, back: str = "red") -> Path:
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r} (expected one of {', '.join(DECKS)})")
        name = f"back-{back}" if card is None else card.strip().upper()
        path = self._art / deck / f"{name}.svg"
        if self.four_colours and card is not None:
            four = self._art / f"{deck}-four" / f"{name}.svg"
            path = four if four.is_file() else path
        if not path.is_file():
            what = f"card back {back!r}" if card is None else f"card {card!r}"
            raise ValueError(f"no art for the {what} of the {deck} deck")
        return path

    def backs(self, deck: str) -> list[str]:
        """Names of the available backs for ``deck`` (e.g. ["blue", "red"])."""
        return sorted(p.stem.removeprefix("back-") for p in (self._art / deck).glob("back-*.svg"))

    def aspect(self, deck: str) -> float:
        """Height / width of the deck's cards (Spanish 95/61, French 88/63)."""
        aspect = self._aspects.get(deck)
        if aspect is None:
            backs = self.backs(deck)
            if not backs:
                raise ValueError(f"no card art for the {deck!r} deck in {self._art}")
            path = self.card_path(deck, None, backs[0])
            aspect = self._aspects[deck] = _view_box_aspect(path) or self._svg_aspect(path)
        return aspect

    def _svg_aspect(self, path: Path) -> float:
        box = self._svg(path).viewBoxF()
        return box.height() / box.width()

    def cache_len(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        self._cache.clear()

    # -- rendering ----------------------------------------------------------------------------

    def pixmap(self, deck: str, card: str | None, width: int, dpr: float = 1.0,
               style: str = "normal", back: str = "red") -> QPixmap:
        if style not in STYLES:
            raise ValueError(f"unknown card style {style!r} (expected one of {', '.join(STYLES)})")
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card width and pixel ratio must be positive (got {width}, {dpr})")
        path = self.card_path(deck, card, back)
        key = (path, int(width), round(float(dpr), 3), style, self.dim_strength)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        if self.shelf is not None:
            stored = self.shelf.pixmap(*self._shelf_entry(path, width, dpr, style),
                                       lambda: self._draw(path, deck, width, dpr, style))
            pixmap = stored if stored is not None else self._draw(path, deck, width, dpr, style)
        else:
            pixmap = self._draw(path, deck, width, dpr, style)
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap

    def _draw(self, path: Path, deck: str, width: int, dpr: float, style: str) -> QPixmap:
        pixmap = QPixmap.fromImage(self._render(path, deck, width, dpr, style))
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _shelf_entry(self, path: Path, width: int, dpr: float, style: str) -> tuple[str, str]:
        """The face's name in the picture cache (one copy per card, deck art and style) and
        its key: the size, the veil and the art file as it is now."""
        from ..picture_cache import key_of

        try:
            info = path.stat()
            art = f"{info.st_size}:{info.st_mtime_ns}"
        except OSError:
            art = "?"
        name = f"card-{path.parent.name}-{path.stem}-{style}"
        return name, key_of([str(width), f"{dpr:.3f}", f"{self.dim_strength:g}", art])

    def _svg(self, path: Path) -> QSvgRenderer:
        from PySide6.QtSvg import QSvgRenderer

        svg = self._svgs.get(path)
        if svg is None:
            svg = QSvgRenderer(str(path))
            if not svg.isValid():
                raise ValueError(f"card art {path} is not a valid SVG")
            self._svgs[path] = svg
        return svg

    def _render(self, path: Path, deck: str, width: int, dpr: float, style: str) -> QImage:
        # Imported here: QImage's bindings cost the start ~10 ms, and the start screen's card
        # fans come from the picture cache; so does Qt's namespace (see ui/qt_by_name.py), which
        # QImage.fill's overloads build whatever they are given.
        from PySide6.QtCore import QRectF, Qt
        from PySide6.QtGui import QImage, QPainter

        pw = max(1, round(width * dpr))
        ph = max(1, round(round(width * self.aspect(deck)) * dpr))
        image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, pw, ph)
        self._svg(path).render(painter, rect)
        if style == "dim":
            # Darken only the card's own pixels, keeping its rounded corners transparent.
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            veil = QColor(DIM_VEIL)
            veil.setAlpha(min(230, round(DIM_VEIL.alpha() * self.dim_strength)))
            painter.fillRect(rect, veil)
        elif style in ("highlight", "selected"):
            self._paint_border(painter, rect, HIGHLIGHT if style == "highlight" else SELECTED,
                               glow=style == "highlight")
        painter.end()
        return image

    @staticmethod
    def _paint_border(painter: QPainter, rect: QRectF, colour: QColor, glow: bool) -> None:
        """A coloured rim inside the card's edge; ``glow`` adds soft inner layers."""
        from PySide6.QtCore import Qt  # not at the top: see _render
        from PySide6.QtGui import QPainterPath, QPen

        width = rect.width()
        line = max(2.0, width * 0.035)
        layers = [(line, 255)]
        if glow:
            layers = [(line * 3.2, 50), (line * 2.2, 95), (line * 1.4, 170), (line * 0.8, 255)]
        for thickness, alpha in layers:
            inset = thickness / 2
            inner = rect.adjusted(inset, inset, -inset, -inset)
            radius = max(0.0, width * CORNER - inset)
            outline = QPainterPath()
            outline.addRoundedRect(inner, radius, radius)
            tinted = QColor(colour)
            tinted.setAlpha(alpha)
            painter.setPen(QPen(tinted, thickness))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(outline)
        if not glow:
            # A thin white inner line makes the selection read as "raised" on any card face.
            inset = line + max(1.0, width * 0.006)
            inner = rect.adjusted(inset, inset, -inset, -inset)
            outline = QPainterPath()
            radius = max(0.0, width * CORNER - inset)
            outline.addRoundedRect(inner, radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255, 220), max(1.0, width * 0.008)))
            painter.drawPath(outline)


def _view_box_aspect(path: Path) -> float | None:
    """Height / width from the art's viewBox, read from the file's first bytes (no SVG parser:
    the table lays out before it draws, and may draw nothing but stored faces); None when the
    file does not say it there."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(2048)
    except OSError:
        return None
    found = _VIEW_BOX.search(head)
    if found is None:
        return None
    width, height = float(found.group(3)), float(found.group(4))
    return height / width if width > 0 and height > 0 else None
