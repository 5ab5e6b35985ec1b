"""Game records <-> engines (docs/records.md): replay a record, list the legal moves after it.

Pure Python. The replay itself is :class:`kotshina.match.Match` (the project's one game loop);
each game's ``record`` adapter owns its options and move notation; the engine alone judges the
rules.
"""

from __future__ import annotations

from typing import Any

from .core.errors import IllegalMove, InvalidRecord
from .match import FORMAT, Match, result_of

__all__ = ["FORMAT", "IllegalMove", "InvalidRecord", "legal_moves", "load", "replay", "result_of"]


def load(record: Any) -> Any:
    """Replay ``record`` and return the engine state after its last move.

    The next deal is started when a deck for it is available, so ``current_player`` is set
    whenever the record can continue.
    """
    return Match(record).state


def replay(record: Any) -> dict[str, Any]:
    """Replay a record; raise IllegalMove / InvalidRecord; return the result of docs/records.md."""
    return Match(record).result()


def legal_moves(record: Any) -> list[dict[str, Any]]:
    """The moves legal for the player to act after all of the record's moves."""
    return [move.to_json() for move in Match(record).legal_moves()]
