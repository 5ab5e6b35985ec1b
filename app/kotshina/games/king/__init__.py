"""King (Turkish Rıfkı): 4 players, 20 (or 8) deals of changing contracts."""

from .moves import CardMove, ContractMove, KingMove
from .state import KingState, new_match
from .view import KingView

__all__ = ["CardMove", "ContractMove", "KingMove", "KingState", "KingView", "new_match"]
