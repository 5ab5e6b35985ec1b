"""Kinza moves: play a card and take a set of table cards (empty take = trail)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...core.cards import SPANISH
from ...core.errors import MoveFormatError
from ...core.json_types import JsonObject, JsonValue
from .captures import capture_sets


@dataclass(frozen=True, slots=True)
class KinzaMove:
    play: int
    take: frozenset[int] = frozenset()

    @property
    def is_capture(self) -> bool:
        return bool(self.take)

    def to_json(self) -> JsonObject:
        data: JsonObject = {"play": SPANISH.format(self.play)}
        if self.take:
            data["take"] = SPANISH.format_many(sorted(self.take))
        return data

    def __repr__(self) -> str:
        if not self.take:
            return f'{{"play": "{SPANISH.format(self.play)}"}}'
        taken = ", ".join(f'"{c}"' for c in SPANISH.format_many(sorted(self.take)))
        return f'{{"play": "{SPANISH.format(self.play)}", "take": [{taken}]}}'


def legal_moves_of(hand: Iterable[int], table: Sequence[int], capture_sum: int) -> list[KinzaMove]:
    """The moves of a player holding ``hand`` on ``table``: each card takes every set it can,
    and is laid on the table only when it takes nothing (capturing is compulsory). The one
    statement of that rule: the state's legal moves and the computer players' hypotheses about
    a hidden hand both come from here."""
    cards_on_table = list(table)
    moves: list[KinzaMove] = []
    for card in hand:
        sets = capture_sets(cards_on_table, card, capture_sum)
        if sets:
            moves.extend(KinzaMove(card, frozenset(s)) for s in sets)
        else:
            moves.append(KinzaMove(card))
    return moves

def move_from_json(data: JsonValue) -> KinzaMove:
    if not isinstance(data, dict) or "play" not in data:
        raise MoveFormatError('a Kinza move is {"play": CARD} or {"play": CARD, "take": [CARDS]}')
    unknown = set(data) - {"play", "take"}
    if unknown:
        raise MoveFormatError(f"unknown key(s) in a Kinza move: {', '.join(sorted(unknown))}")
    play = SPANISH.parse(data["play"])
    take_raw = data.get("take", [])
    if not isinstance(take_raw, list):
        raise MoveFormatError("'take' must be a list of cards")
    take = SPANISH.parse_many(take_raw)
    if len(set(take)) != len(take):
        raise MoveFormatError("'take' names a card twice")
    return KinzaMove(play, frozenset(take))
