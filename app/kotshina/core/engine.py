"""The engine protocol: one shape for every game (see docs/architecture.md).

A state covers a whole match. Between deals it waits for a deck (``needs_deck``); records supply
decks in order, the app shuffles one. Moves are small frozen values whose ``to_json`` is the
record notation; ``apply`` refuses anything not in ``legal_moves`` with a RuleViolation whose
message a player understands.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, runtime_checkable

from .cards import DeckKind
from .events import Event


@runtime_checkable
class Move(Protocol):
    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class GameState(Protocol):
    deck_kind: DeckKind
    players: int
    deal_number: int  # deals started so far

    @property
    def current_player(self) -> int | None: ...

    @property
    def needs_deck(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def totals(self) -> list[int]:
        """Match totals per side."""
        ...

    @property
    def deal_results(self) -> list[dict[str, Any]]:
        """One dict per completed deal, at least {"points": [per side]}."""
        ...

    @property
    def winner(self) -> int | None: ...

    @property
    def draw(self) -> bool: ...

    def start_deal(self, deck: Sequence[int]) -> list[Event]: ...

    def legal_moves(self) -> list[Any]: ...

    def check(self, move: Any) -> None:
        """Raise RuleViolation (a refusal code and its parameters) unless ``move`` is legal."""
        ...

    def apply(self, move: Any) -> list[Event]: ...

    def clone(self) -> Self: ...

    def view_for(self, seat: int) -> Any: ...

    def determinize(self, seat: int, rng: random.Random) -> Self: ...

    def side_of(self, seat: int) -> int: ...

    def move_from_json(self, data: Any) -> Any: ...


@runtime_checkable
class View(Protocol):
    """What one seat may know (``state.view_for(seat)``): agents and the table see only this."""

    seat: int
    players: int
    deal_number: int

    @property
    def current_player(self) -> int | None: ...

    def side_of(self, seat: int) -> int: ...


class RecordCodec(Protocol):
    """A game's engine as the registry reaches it (``games/<game>/record.py``): records in,
    engine states out (docs/records.md)."""

    #: the game's deck
    DECK: DeckKind
    #: the keys of the game's moves and the kind of value each holds (core/record_fields.py)
    MOVE_FIELDS: Mapping[str, str]

    def new_state(self, record: dict[str, Any]) -> GameState:
        """A fresh state from the record's players, options and first seat (InvalidRecord on a
        bad field)."""
        ...

    def random_playout(self, players: int, options: Mapping[str, Any],
                       rng: random.Random) -> object:
        """One deal played with random legal moves on the engine's fast path (``kotshina
        bench``)."""
        ...


def shuffled_deck(deck_kind: DeckKind, rng: random.Random) -> list[int]:
    deck = deck_kind.full_deck()
    rng.shuffle(deck)
    return deck
