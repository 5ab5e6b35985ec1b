"""One table adapter per game (see ``base``): what the shared table shows and what gestures mean."""

from __future__ import annotations

from ..names import Names
from .base import TableAdapter


def adapter_for(game: str, names: Names) -> TableAdapter:
    # imported here: a match loads only its own game's engine
    if game == "kinza":
        from .kinza import KinzaTable

        return KinzaTable(names)
    if game == "king":
        from .king import KingTable

        return KingTable(names)
    if game == "casino":
        from .casino import CasinoTable

        return CasinoTable(names)
    raise ValueError(f"no table for game {game!r}")
