"""Casino: captures, builds and sweeps for 2-4 players (docs/rules-casino.md)."""

from .moves import CasinoMove
from .state import CasinoState, new_match
from .table import Build
from .view import CasinoView

__all__ = ["Build", "CasinoMove", "CasinoState", "CasinoView", "new_match"]
