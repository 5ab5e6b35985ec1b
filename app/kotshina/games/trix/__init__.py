"""Trix (تركس): 4 players, four kingdoms of five contracts (or the complex and Trix)."""

from .moves import PASS, CardMove, ContractMove, DoubleMove, PassMove, TrixMove
from .state import TrixState, new_match
from .view import TrixView

__all__ = ["PASS", "CardMove", "ContractMove", "DoubleMove", "PassMove", "TrixMove", "TrixState",
           "TrixView", "new_match"]
