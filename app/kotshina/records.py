"""Game records <-> engines (docs/records.md): replay a record, list the legal moves after it.

Pure Python. The replay itself is :class:`kotshina.match.Match` (the project's one game loop);
each game's ``record`` adapter owns its options and move notation; the engine alone judges the
rules.
"""

from __future__ import annotations

from .core.engine import AnyState
from .core.errors import IllegalMove, InvalidRecord
from .core.json_types import JsonObject, JsonValue
from .match import Match, result_of
from .record_shape import FORMAT

__all__ = ["FORMAT", "IllegalMove", "InvalidRecord", "legal_moves", "load", "replay", "result_of"]


def load(record: JsonValue) -> AnyState:
    """Replay ``record`` and return the engine state after its last move.

    The next deal is started when a deck for it is available, so ``current_player`` is set
    whenever the record can continue.
    """
    return Match(record).state


def replay(record: JsonValue) -> JsonObject:
    """Replay a record; raise IllegalMove / InvalidRecord; return the result of docs/records.md."""
    return Match(record).result()


def legal_moves(record: JsonValue) -> list[JsonObject]:
    """The moves legal for the player to act after all of the record's moves."""
    return [move.to_json() for move in Match(record).legal_moves()]
