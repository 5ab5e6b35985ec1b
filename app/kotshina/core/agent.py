"""The one agent interface: ``choose(view, legal_moves, budget) -> move``, and its budget.

Agents get a seat's view only (never the full state). Search agents build worlds from the view
with the game's ``State.from_view(view, rng)`` (``core/engine.py`` ``Worlds``) and use the
engine (clone/apply/legal_moves) as the only source of rules. A game's computer players come from its ``AgentSource`` (the
registry's ``agents`` part): ``make_agent(level, seed)``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from .engine import Move, View

ViewT_contra = TypeVar("ViewT_contra", bound=View, contravariant=True)
MoveT = TypeVar("MoveT", bound=Move)


@dataclass
class Budget:
    """How long an agent may think. ``seconds`` is wall time; ``iterations`` caps search work."""

    seconds: float = 1.0
    iterations: int | None = None
    started: float = field(default_factory=time.perf_counter)

    def deadline(self) -> float:
        return self.started + self.seconds

    def expired(self) -> bool:
        return time.perf_counter() >= self.deadline()


class Agent(Protocol[ViewT_contra, MoveT]):
    """A computer player of one game: it sees a seat's view and that seat's legal moves (in
    the engine's order) and returns one of them."""

    name: str
    #: its own thinking time per move at the default budget (seconds); 0: it has none (the
    #: caller's default applies)
    default_seconds: float

    def choose(self, view: ViewT_contra, legal_moves: list[MoveT], budget: Budget) -> MoveT: ...


class AgentSource(Protocol[ViewT_contra, MoveT]):
    """A game's computer players (its ``ai/<game>`` package): one agent per level."""

    def make_agent(self, level: str, seed: int = 0) -> Agent[ViewT_contra, MoveT]: ...


#: a computer player of a game the caller does not know (reached through the registry)
AnyAgent = Agent[View, Move]
