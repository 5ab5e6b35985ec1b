"""Rule engines. Each game package has a ``record`` module adapting it to records.md.

An adapter module provides ``DECK`` (the game's DeckKind) and ``new_state(record) -> state``
(reads ``players``, ``options`` and ``first_dealer``/``first_chooser``, raising InvalidRecord on
bad fields). Moves are parsed by ``state.move_from_json``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..core.errors import InvalidRecord

GAMES = ("kinza", "king", "casino")


def record_adapter(game: object) -> ModuleType:
    if game not in GAMES:
        raise InvalidRecord(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
    try:
        return importlib.import_module(f"kotshina.games.{game}.record")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(f"kotshina.games.{game}"):
            raise InvalidRecord(f"{game} records are not supported yet") from None
        raise
