"""Card art for the table: SVG faces and backs rendered to cached pixmaps."""

from .renderer import DECKS, INDEX_CORNER, STYLES, CardRenderer

__all__ = ["DECKS", "INDEX_CORNER", "STYLES", "CardRenderer"]
