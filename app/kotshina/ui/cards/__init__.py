"""Card art for the table: SVG faces and backs rendered to cached pixmaps."""

from .renderer import DECKS, STYLES, CardRenderer

__all__ = ["DECKS", "STYLES", "CardRenderer"]
