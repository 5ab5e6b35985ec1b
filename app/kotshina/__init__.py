"""Kotshina (كوتشينة): Kinza, King and Casino against computer opponents."""

__version__ = "0.1.0"
