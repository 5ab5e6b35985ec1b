"""ai/search.py: the progressive bias a game's prior adds to ISMCTS. Off (the default) the
prior is never asked; on, it steers the visits early and fades as a move's visits grow, so
a move the rewards show to be better still wins."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from kotshina.ai.search import SearchGame, ismcts
from kotshina.core.json_types import JsonObject


@dataclass(frozen=True)
class _Pick:
    name: str

    def to_json(self) -> JsonObject:
        return {"pick": self.name}


A, B, C = _Pick("a"), _Pick("b"), _Pick("c")


class _OneChoice:
    """One seat picks once; the pick's mean reward decides."""

    def __init__(self) -> None:
        self.current_player: int | None = 0
        self.picked: _Pick | None = None

    def clone(self) -> Self:
        other = type(self)()
        other.current_player, other.picked = self.current_player, self.picked
        return other


@dataclass(frozen=True)
class _View:
    seat: int = 0


class _Game(SearchGame[_OneChoice, _View, _Pick]):
    def __init__(self, means: dict[_Pick, float], bias: dict[_Pick, float],
                 weight: float) -> None:
        self.means, self.bias, self.prior_weight = means, bias, weight
        self.asked = 0

    def world(self, view: _View, rng: random.Random) -> _OneChoice:
        return _OneChoice()

    def legal(self, state: _OneChoice) -> list[_Pick]:
        return [A, B, C]

    def play(self, state: _OneChoice, move: _Pick) -> None:
        state.picked, state.current_player = move, None

    def rewards(self, state: _OneChoice) -> list[float]:  # type: ignore[override]
        assert state.picked is not None
        return [self.means[state.picked]]

    def prior(self, state: _OneChoice, moves: Sequence[_Pick]) -> dict[_Pick, float]:
        self.asked += 1
        return self.bias


def _visits(game: _Game, iterations: int) -> dict[_Pick, float]:
    stats, _ = ismcts(game, _View(), [A, B, C], math.inf, 1, iterations)
    return {m: visits for m, (visits, _) in zip((A, B, C), stats, strict=True)}


def test_without_a_weight_the_prior_is_never_asked() -> None:
    game = _Game({A: 0.5, B: 0.5, C: 0.5}, {A: -1.0, B: -1.0}, weight=0.0)
    visits = _visits(game, 300)
    assert game.asked == 0
    assert max(visits.values()) - min(visits.values()) <= 1  # equal rewards: visits even


def test_the_prior_steers_the_visits_once_asked_per_node() -> None:
    game = _Game({A: 0.5, B: 0.5, C: 0.5}, {A: -3.0, B: -3.0}, weight=1.0)
    visits = _visits(game, 300)
    assert game.asked == 1  # the root: the only node where a move is selected
    assert visits[C] > 2 * max(visits[A], visits[B])


def test_the_bias_fades_so_the_better_move_still_wins() -> None:
    means = {A: 0.8, B: 0.5, C: 0.5}
    game = _Game(means, {A: -3.0}, weight=1.0)
    early = _visits(game, 30)
    assert early[A] < _visits(_Game(means, {}, weight=1.0), 30)[A] / 2  # held back at first ...
    late = _visits(game, 3000)
    assert late[A] > late[B] + late[C]  # ... but its reward wins it the visits
