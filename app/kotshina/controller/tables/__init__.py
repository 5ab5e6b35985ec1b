"""One table adapter per game (see ``base``): what the shared table shows and what gestures mean.

Each game's adapter is its registry entry's ``table`` part, imported when a match of that game
is first opened (a match loads only its own game's engine)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ...core.engine import View
from ...games.registry import entry_of
from ..names import Names
from .base import AnyTable, TableAdapter


def adapter_for(game: str, names: Names, position: Callable[[], View] | None = None) -> AnyTable:
    """``position``: the human seat's view now (for words that depend on the table)."""
    entry = entry_of(game)
    if entry.table is None:
        raise ValueError(f"no table for game {game!r}")
    adapter = entry.table.load()(names, position)
    if not isinstance(adapter, TableAdapter):
        raise TypeError(f"the table of {game!r} is not a TableAdapter: {adapter!r}")
    # the registry's erasure: the views and moves the controller gives it are its game's
    return cast(AnyTable, adapter)
