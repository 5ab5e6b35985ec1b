"""Trix moves (docs/records.md): the owner's contract, a holder's doubling, a card, a pass."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.cards import FRENCH
from ...core.errors import CardError, MoveFormatError
from ...core.json_types import JsonObject, JsonValue
from ...core.tricks import CARD_MOVES, CardMove, bits
from .cards import CONTRACTS

SHAPES = ('a Trix move is {"contract": ID}, {"double": [CARDS]}, {"play": CARD} '
          'or {"pass": true}')


@dataclass(frozen=True, slots=True)
class ContractMove:
    contract: str

    def to_json(self) -> JsonObject:
        return {"contract": self.contract}

    def __repr__(self) -> str:
        return f'{{"contract": "{self.contract}"}}'


@dataclass(frozen=True, slots=True)
class DoubleMove:
    """The cards a holder doubles (possibly none), as a card mask: a move compares as a set."""

    mask: int
    kind: ClassVar[str] = "double"

    @property
    def cards(self) -> list[int]:
        return bits(self.mask)

    def to_json(self) -> JsonObject:
        return {"double": FRENCH.format_many(self.cards)}

    def __repr__(self) -> str:
        names = ", ".join(f'"{name}"' for name in FRENCH.format_many(self.cards))
        return f'{{"double": [{names}]}}'


@dataclass(frozen=True, slots=True)
class PassMove:
    """The Trix contract only: no card of the hand fits the layout."""

    kind: ClassVar[str] = "pass"

    def to_json(self) -> JsonObject:
        return {"pass": True}

    def __repr__(self) -> str:
        return '{"pass": true}'


PASS = PassMove()
TrixMove = ContractMove | DoubleMove | CardMove | PassMove
CONTRACT_MOVES: dict[str, ContractMove] = {c: ContractMove(c) for c in CONTRACTS}


def _only(data: JsonObject, key: str) -> None:
    unknown = set(data) - {key}
    if unknown:
        raise MoveFormatError(f"unknown key(s) in a Trix move: {', '.join(sorted(map(str, unknown)))}")


def move_from_json(data: JsonValue) -> TrixMove:
    if not isinstance(data, dict):
        raise MoveFormatError(SHAPES)
    if "contract" in data:
        _only(data, "contract")
        contract = data["contract"]
        if contract not in CONTRACT_MOVES:
            raise MoveFormatError(f"unknown Trix contract {contract!r}: expected one of "
                                  f"{', '.join(CONTRACTS)}")
        return CONTRACT_MOVES[contract]
    if "double" in data:
        _only(data, "double")
        cards = data["double"]
        if not isinstance(cards, list):
            raise MoveFormatError('doubling names a list of cards, e.g. {"double": ["QS"]}')
        parsed = FRENCH.parse_many(cards)
        mask = 0
        for card in parsed:
            if mask >> card & 1:
                raise MoveFormatError(f"{FRENCH.format(card)} is named twice in a double")
            mask |= 1 << card
        return DoubleMove(mask)
    if "play" in data:
        _only(data, "play")
        try:
            return CARD_MOVES[FRENCH.parse(data["play"])]
        except CardError as exc:
            raise MoveFormatError(str(exc)) from None
    if "pass" in data:
        _only(data, "pass")
        if data["pass"] is not True:
            raise MoveFormatError('a pass is {"pass": true}')
        return PASS
    raise MoveFormatError(SHAPES)


__all__ = ["CARD_MOVES", "CONTRACT_MOVES", "PASS", "CardMove", "ContractMove", "DoubleMove",
           "PassMove", "TrixMove", "move_from_json"]
