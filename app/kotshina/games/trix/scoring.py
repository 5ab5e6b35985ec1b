"""A finished Trix deal's result (what ``replay`` reports and score sheets read) and the
match's leaders."""

from __future__ import annotations

from typing import Protocol

from ...core.cards import FRENCH
from ...core.json_types import JsonObject
from .tricks import TrickPlay


class DealFacts(Protocol):
    """What a deal's result reads of the state (TrixState; this module is imported by it)."""

    @property
    def sides(self) -> int: ...

    @property
    def kingdom(self) -> int: ...

    @property
    def owner(self) -> int | None: ...

    @property
    def contract(self) -> str | None: ...

    @property
    def tricks(self) -> TrickPlay | None: ...

    @property
    def finished(self) -> list[int]: ...

    def side_of(self, seat: int) -> int: ...


def deal_result(state: DealFacts, seat_points: list[int]) -> JsonObject:
    """Points per side (four, or two teams), per seat, and what the score sheet shows: the
    kingdom, its owner, the contract, and the tricks and doubles, or the Trix places."""
    points = [0] * state.sides
    for seat, p in enumerate(seat_points):
        points[state.side_of(seat)] += p
    result: JsonObject = {"points": points, "seat_points": seat_points,
                              "kingdom": state.kingdom, "owner": state.owner,
                              "contract": state.contract}
    tricks = state.tricks
    if tricks is None:
        result["places"] = list(state.finished)
    else:
        result["tricks"] = list(tricks.counts)
        result["doubled"] = {FRENCH.format(c): s for c, s in sorted(tricks.doubled_by.items())}
    return result


def leaders_of(totals: list[int]) -> list[int]:
    """The sides level on the highest total (more than one: a draw between them)."""
    top = max(totals)
    return [side for side, total in enumerate(totals) if total == top]
