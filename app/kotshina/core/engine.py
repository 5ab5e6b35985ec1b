"""The engine protocol: one shape for every game (see docs/architecture.md).

A state covers a whole match. Between deals it waits for a deck (``needs_deck``); records supply
decks in order, the app shuffles one. Moves are small frozen values whose ``to_json`` is the
record notation; ``apply`` refuses anything not in ``legal_moves`` with a RuleViolation whose
message a player understands (``check`` says why without applying).

The protocols are generic in the game's own move and view types: a game's code, its computer
players and its table adapter see ``GameState[KinzaMove, KinzaView]`` and so on. The layers that
serve every game (``match.py``, the controller, the arena, the analysis) reach a game through
the registry, where its types are not known: there a state is ``AnyState`` (``GameState[Move,
View]``). That is sound because everything one match passes to its engine came from the same
engine (its ``legal_moves``, ``move_from_json``, or an agent or adapter of the same registry
entry, given moves from there): the registry's ``Part.load`` is the one place where a game's
types are erased to the protocols.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from .cards import DeckKind
from .events import Event
from .json_types import JsonObject, JsonValue


@runtime_checkable
class Move(Protocol):
    """A move: a small frozen (hashable) value; ``to_json`` is its record notation."""

    def to_json(self) -> JsonObject: ...


@runtime_checkable
class View(Protocol):
    """What one seat may know (``state.view_for(seat)``): agents and the table see only this."""

    @property
    def seat(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def deal_number(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def hand(self) -> tuple[int, ...]:
        """The seat's own cards."""
        ...

    def side_of(self, seat: int) -> int: ...


MoveT = TypeVar("MoveT", bound=Move)
MoveT_contra = TypeVar("MoveT_contra", bound=Move, contravariant=True)
ViewT = TypeVar("ViewT", bound=View)
ViewT_co = TypeVar("ViewT_co", bound=View, covariant=True)
ViewT_contra = TypeVar("ViewT_contra", bound=View, contravariant=True)
StateT_co = TypeVar("StateT_co", covariant=True)


@runtime_checkable
class GameState(Protocol[MoveT, ViewT_co]):
    """A whole match of one game, as the engine keeps it (``games/<game>/state.py``)."""

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
    def deal_results(self) -> list[JsonObject]:
        """One dict per completed deal, at least {"points": [per side]}."""
        ...

    @property
    def winner(self) -> int | None: ...

    @property
    def draw(self) -> bool: ...

    def start_deal(self, deck: Sequence[int]) -> list[Event]: ...

    def legal_moves(self) -> list[MoveT]: ...

    def check(self, move: MoveT) -> None:
        """Raise RuleViolation (a refusal code and its parameters) unless ``move`` is legal."""
        ...

    def apply(self, move: MoveT) -> list[Event]:
        """Play ``move`` (checked: an illegal one raises RuleViolation) and say what it did."""
        ...

    def clone(self) -> Self: ...

    def view_for(self, seat: int) -> ViewT_co: ...

    def side_of(self, seat: int) -> int: ...

    @property
    def sides(self) -> int:
        """How many sides play (seats, or partnerships)."""
        ...

    def move_from_json(self, data: JsonValue) -> MoveT:
        """A move from its record notation (MoveFormatError on a malformed one)."""
        ...


class Worlds(Protocol[ViewT_contra, StateT_co]):
    """A game's state class as search sees it: ``from_view(view, rng)`` deals a full state
    consistent with everything ``view`` shows, the hidden cards at random (agents get views
    only, so every world they search is built here, from public facts)."""

    def from_view(self, view: ViewT_contra, rng: random.Random) -> StateT_co: ...


#: a state of a game the caller does not know (reached through the registry)
AnyState: TypeAlias = GameState[Move, View]


class RecordCodec(Protocol[MoveT, ViewT_co]):
    """A game's engine as the registry reaches it (``games/<game>/record.py``): records in,
    engine states out (docs/records.md)."""

    #: the game's deck
    DECK: DeckKind
    #: the keys of the game's moves and the kind of value each holds (core/record_fields.py)
    MOVE_FIELDS: Mapping[str, str]

    def new_state(self, record: JsonObject) -> GameState[MoveT, ViewT_co]:
        """A fresh state from the record's players, options and first seat (InvalidRecord on a
        bad field)."""
        ...

    def random_playout(self, players: int, options: Mapping[str, JsonValue],
                       rng: random.Random) -> object:
        """One deal played with random legal moves on the engine's fast path (``kotshina
        bench``)."""
        ...


def shuffled_deck(deck_kind: DeckKind, rng: random.Random) -> list[int]:
    deck = deck_kind.full_deck()
    rng.shuffle(deck)
    return deck
