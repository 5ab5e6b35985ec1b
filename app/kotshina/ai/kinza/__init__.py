"""Kinza / Ruba'in computer players: ``make_agent(level, seed)`` for the registry.

greedy and easy play by immediate value, medium looks one move ahead with card memory. Hard
and expert run flat Monte Carlo over determinized worlds (common random numbers across the
root moves, look-ahead playouts) and solve the 2-player end exactly once the stock is empty;
expert also weighs worlds by what the opponent's moves revealed and searches on every core.
"""

from __future__ import annotations

from typing import Any

from ...games.kinza.moves import KinzaMove
from ...games.kinza.view import KinzaView
from ..agents import SearchAgent
from ..base import Agent, Budget
from ..pool import cores
from .heuristics import EasyAgent, GreedyAgent, MediumAgent
from .inference import Tracker
from .searching import KinzaSearch, solve_endgame

#: thinking time per decision at the default budget (expert: p95 must stay under 1 s)
HARD_SECONDS = 0.25
EXPERT_SECONDS = 0.8


class InferringAgent(SearchAgent):
    """Search whose worlds are weighted by what the opponent's moves reveal (2 players)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tracker = Tracker()

    def choose(self, view: KinzaView, legal_moves: list[KinzaMove], budget: Budget) -> KinzaMove:
        game: KinzaSearch = self.game  # type: ignore[assignment]
        game.evidence = tuple(self.tracker.update(view))
        game.seat = view.seat
        move = super().choose(view, legal_moves, budget)
        self.tracker.chose(view, move)
        return move


def make_agent(level: str, seed: int = 0) -> Agent:
    if level == "greedy":
        return GreedyAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return SearchAgent("hard", KinzaSearch(), seed, workers=1,
                           default_seconds=HARD_SECONDS, solver=solve_endgame,
                           fallback=MediumAgent(seed), algorithm="pimc")
    if level == "expert":
        return InferringAgent("expert", KinzaSearch(), seed, workers=min(2, cores()),
                              default_seconds=EXPERT_SECONDS, solver=solve_endgame,
                              fallback=MediumAgent(seed), algorithm="pimc")
    raise ValueError(f"unknown Kinza level {level!r}")


__all__ = ["make_agent"]
