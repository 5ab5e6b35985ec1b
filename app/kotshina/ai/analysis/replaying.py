"""Walk through a record move by move: the position before each move, who made it, and the move.

The record is replayed as a whole first (``Match``), so bad input fails before any work with
the same IllegalMove / InvalidRecord as ``kotshina replay``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...core.engine import AnyState, Move
from ...core.json_types import JsonValue
from ...match import Match


@dataclass(frozen=True)
class Step:
    index: int  # the move's position in the record's "moves"
    match: Match  # the match before the move (read it, never change it)
    seat: int  # who made the move
    move: Move  # the engine move

    @property
    def state(self) -> AnyState:
        return self.match.state


def walk(record: JsonValue) -> Iterator[Step]:
    whole = Match(record)  # raises on anything malformed or illegal
    match = Match(dict(record, moves=[]))
    for index, (move, seat) in enumerate(zip(whole.moves, whole.movers, strict=True)):
        match.deal_recorded()
        yield Step(index, match, seat, move)
        match.push(move)
