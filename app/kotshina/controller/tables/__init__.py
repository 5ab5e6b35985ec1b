"""One table adapter per game (see ``base``): what the shared table shows and what gestures mean."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..names import Names
from .base import TableAdapter


def adapter_for(game: str, names: Names, position: Callable[[], Any] | None = None) -> TableAdapter:
    """``position``: the human seat's view now (for words that depend on the table)."""
    # imported here: a match loads only its own game's engine
    if game == "kinza":
        from .kinza import KinzaTable

        return KinzaTable(names, position)
    if game == "king":
        from .king import KingTable

        return KingTable(names, position)
    if game == "casino":
        from .casino import CasinoTable

        return CasinoTable(names, position)
    raise ValueError(f"no table for game {game!r}")
