"""Kinza (sum to 15) and its sister game Ruba'in (sum to 40)."""

from .moves import KinzaMove
from .state import KinzaState, new_match
from .view import KinzaView

__all__ = ["KinzaMove", "KinzaState", "KinzaView", "new_match"]
