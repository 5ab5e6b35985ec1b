"""Kotshina (كوتشينة): Kinza, King, Casino and Trix against computer opponents."""

__version__ = "0.1.0"
